// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of the series writer on real git repositories made here (issue 39): the series comes
 * from the work copy's pristine commit, so a driver --apply already changed still gets its
 * base-commit; series.mbox is the whole thread, cover letter first, each mail with its base;
 * a long semantic patch is cut in the commit message and given whole below the "---".
 */
#include <string.h>
#include <glib/gstdio.h>

#include "gitrt.h"
#include "porter.h"

/* Runs argv in cwd, asserts exit 0, returns stdout (owned). */
static char *run(const char *cwd, const char *const *argv)
{
	g_autoptr(GError) err = NULL;
	g_autofree char *err_text = NULL;
	char *out = NULL;
	int status;

	if (!g_spawn_sync(cwd, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
			  &err_text, &status, &err))
		g_error("cannot run %s: %s", argv[0], err->message);
	if (!g_spawn_check_wait_status(status, NULL))
		g_error("%s failed in %s: %s", argv[0], cwd, err_text);
	return out;
}

#define GIT(dir, ...)                                                                          \
	g_free(run(dir, (const char *[]){ "git", "-c", "user.name=T", "-c", "user.email=t@t",  \
					  __VA_ARGS__, NULL }))

static guint count(const char *text, const char *what)
{
	guint n = 0;

	for (const char *c = text; (c = strstr(c, what)); c += strlen(what))
		n++;
	return n;
}

/* A 100-line semantic patch, quoted as port-output.c quotes it. */
static char *long_body(void)
{
	GString *s = g_string_new("Building drv against v9 fails:\n    drv.c:3:2: error: x\n\n"
				  "The semantic patch that makes this change is as follows:\n\n");

	for (guint i = 0; i < 100; i++)
		g_string_append_printf(s, "    - rule_line_%03u\n", i);
	return g_string_free(s, FALSE);
}

static void test_bound(void)
{
	const char *small = "Why.\n\n    @@\n    @@\n    - a\n    + b\n\nEnd.\n";
	g_autofree char *body = long_body();
	g_autofree char *attach = NULL, *cut = NULL, *same = NULL;

	same = porter_message_bound(small, &attach);
	g_assert_cmpstr(same, ==, small);
	g_assert_null(attach);
	cut = porter_message_bound(body, &attach);
	g_assert_cmpuint(count(cut, "\n"), <, 40);
	g_assert_nonnull(strstr(cut, "    - rule_line_023\n"));
	g_assert_null(strstr(cut, "rule_line_024"));
	g_assert_nonnull(strstr(cut, "[... 76 more lines: the whole text is below the \"---\""));
	g_assert_nonnull(strstr(cut, "The semantic patch that makes this change is as follows:"));
	g_assert_nonnull(attach);
	g_assert_cmpuint(count(attach, "rule_line_"), ==, 100);
}

struct fixture {
	char *tmp, *work, *user, *drv, *ufile, *out, *base, *head;
	GPtrArray *patches;
};

static const char v1[] = "static int a;\nstatic struct spi_driver d = {\n\t.suspend = s,\n};\n";
static const char v2[] = "static int a;\nstatic struct spi_driver d = {\n\t.driver.pm = p,\n};\n";
static const char v3[] = "static long a;\nstatic struct spi_driver d = {\n\t.driver.pm = p,\n};\n";

/*
 * A work copy as the sandbox makes it (the pristine commit @orig, then two fixes) and the user's
 * repository whose HEAD holds v1 with the driver in drivers/drv; @body of each patch.
 */
static void fixture_init(struct fixture *f, const char *orig, const char *body)
{
	const char *texts[] = { v2, v3 };
	g_autofree char *wfile = NULL;

	f->tmp = g_dir_make_tmp("porter-series-XXXXXX", NULL);
	f->work = g_build_filename(f->tmp, "work", NULL);
	f->user = g_build_filename(f->tmp, "user", NULL);
	f->drv = g_build_filename(f->user, "drivers", "drv", NULL);
	f->ufile = g_build_filename(f->drv, "drv.c", NULL);
	f->out = g_build_filename(f->tmp, "out", NULL);
	wfile = g_build_filename(f->work, "drv.c", NULL);
	f->patches = g_ptr_array_new_with_free_func((GDestroyNotify)porter_patch_free);
	g_assert_cmpint(g_mkdir_with_parents(f->work, 0755), ==, 0);
	g_assert_cmpint(g_mkdir_with_parents(f->drv, 0755), ==, 0);
	g_assert_true(g_file_set_contents(wfile, orig, -1, NULL));
	g_assert_true(g_file_set_contents(f->ufile, v1, -1, NULL));
	GIT(f->work, "init", "-q");
	GIT(f->work, "add", "drv.c");
	GIT(f->work, "commit", "-q", "-m", "pristine");
	f->base = g_strstrip(run(f->work, (const char *[]){ "git", "rev-parse", "HEAD", NULL }));
	for (guint i = 0; i < 2; i++) {
		struct porter_patch *p = g_new0(struct porter_patch, 1);

		g_assert_true(g_file_set_contents(wfile, texts[i], -1, NULL));
		GIT(f->work, "commit", "-q", "-a", "-m", "porter's own message");
		p->hash = g_strstrip(run(f->work, (const char *[]){ "git", "rev-parse", "HEAD",
								    NULL }));
		p->subject = g_strdup_printf("drv: fix issue %u", i + 1);
		p->body = g_strdup(body);
		p->notes = g_strdup_printf("porter: note %u\n", i + 1);
		g_ptr_array_add(f->patches, p);
	}
	GIT(f->user, "init", "-q");
	GIT(f->user, "add", "-A");
	GIT(f->user, "commit", "-q", "-m", "v1");
	f->head = g_strstrip(run(f->user, (const char *[]){ "git", "rev-parse", "HEAD", NULL }));
}

static void fixture_clear(struct fixture *f)
{
	g_free(run(f->tmp, (const char *[]){ "rm", "-rf", f->tmp, NULL }));
	g_free(f->tmp);
	g_free(f->work);
	g_free(f->user);
	g_free(f->drv);
	g_free(f->ufile);
	g_free(f->out);
	g_free(f->base);
	g_free(f->head);
	g_ptr_array_unref(f->patches);
}

static const char *cover_subject = "drv: build against v9";

/* porter_series_write() on @f; the mbox's text, owned. */
static char *write_series(struct fixture *f)
{
	struct porter_series_options so = { 0 };
	struct porter_out *po = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *mbox = NULL;
	char *text = NULL;

	so.work_dir = f->work;
	so.base = f->base;
	so.driver_dir = f->drv;
	so.author = "A U Thor <author@example.org>";
	so.signoff = TRUE;
	so.cover_subject = cover_subject;
	so.cover_blurb = "Two fixes.\n";
	g_assert_cmpint(porter_out_open(&po, f->out, &err), ==, 0);
	g_assert_cmpint(porter_series_write(&mbox, NULL, po, f->patches, &so, &err), ==, 0);
	g_assert_no_error(err);
	porter_out_free(po);
	g_assert_true(g_file_get_contents(mbox, &text, NULL, NULL));
	return text;
}

/*
 * --apply writes the kept changes into the driver before the series is made: the series is
 * still the one of review mode, from HEAD, with base-commit: HEAD in each of its mails, the
 * cover letter first; `git am --empty=drop` applies it.
 */
static void test_apply_base(void)
{
	struct fixture f;
	g_autofree char *text = NULL, *want = NULL, *final = NULL, *mbox = NULL;
	const char *p1, *p2, *cover;

	fixture_init(&f, v1, "Why.\n");
	/* what --apply leaves: the driver's file holds the series' result, uncommitted */
	g_assert_true(g_file_set_contents(f.ufile, v3, -1, NULL));
	text = write_series(&f);
	cover = strstr(text, "Subject: [PATCH 0/2] drv: build against v9\n");
	p1 = strstr(text, "Subject: [PATCH 1/2] drv: fix issue 1\n");
	p2 = strstr(text, "Subject: [PATCH 2/2] drv: fix issue 2\n");
	g_assert_nonnull(cover);
	g_assert_nonnull(p1);
	g_assert_nonnull(p2);
	g_assert_true(cover < p1 && p1 < p2);
	g_assert_true(g_str_has_prefix(text, "From "));
	g_assert_cmpuint(count(text, "\nFrom "), ==, 2);
	want = g_strdup_printf("\nbase-commit: %s\n", f.head);
	g_assert_cmpuint(count(text, want), ==, 3);
	g_assert_null(strstr(text, "*** "));

	/* the user's repository as it was: the series applies on HEAD */
	GIT(f.user, "checkout", "-q", "--", ".");
	mbox = g_build_filename(f.out, "series.mbox", NULL);
	GIT(f.user, "am", "-q", "--empty=drop", mbox);
	g_assert_true(g_file_get_contents(f.ufile, &final, NULL, NULL));
	g_assert_cmpstr(final, ==, v3);
	fixture_clear(&f);
}

/* The work copy started from edits HEAD does not have: no base-commit is claimed. */
static void test_dirty_no_base(void)
{
	struct fixture f;
	g_autofree char *text = NULL;
	const char *edited = "static int a; /* mine */\nstatic struct spi_driver d = {\n"
			     "\t.suspend = s,\n};\n";

	fixture_init(&f, edited, "Why.\n");
	g_assert_true(g_file_set_contents(f.ufile, edited, -1, NULL));
	text = write_series(&f);
	g_assert_null(strstr(text, "base-commit:"));
	fixture_clear(&f);
}

/* A long semantic patch: the commit message keeps its head, the mail has it whole below "---". */
static void test_long_message(void)
{
	struct fixture f;
	g_autofree char *body = long_body();
	g_autofree char *text = NULL, *log = NULL, *mbox = NULL;

	fixture_init(&f, v1, body);
	for (guint i = 0; i < f.patches->len; i++) {
		struct porter_patch *p = f.patches->pdata[i];
		GString *n = g_string_new(p->notes);

		g_string_append(n, "decisions:\n");
		for (guint d = 0; d < 30; d++)
			g_string_append_printf(n, "    decision_%02u\n", d);
		g_string_append(n, "query:\n    @@\n    @@\n");
		g_free(p->notes);
		p->notes = g_string_free(n, FALSE);
	}
	text = write_series(&f);
	/* the decisions summarized: the first 8 and a count */
	g_assert_cmpuint(count(text, "decision_07\n"), ==, 2);
	g_assert_null(strstr(text, "decision_08"));
	g_assert_cmpuint(count(text, "    [... 22 more; all in porter's cocci/ output]\n"), ==, 2);
	g_assert_cmpuint(count(text, "    query:\n        @@\n        @@\n"), ==, 2);
	mbox = g_build_filename(f.out, "series.mbox", NULL);
	GIT(f.user, "am", "-q", "--empty=drop", mbox);
	log = run(f.user, (const char *[]){ "git", "log", "-1", "--format=%B", NULL });
	g_assert_cmpuint(count(log, "\n"), <, 45);
	g_assert_nonnull(strstr(log, "rule_line_023"));
	g_assert_null(strstr(log, "rule_line_099"));
	g_assert_nonnull(strstr(log, "more lines: the whole text is below"));
	/* in the mail, below the "---": each patch's whole semantic patch once more */
	g_assert_cmpuint(count(text, "rule_line_099"), ==, 2);
	g_assert_nonnull(strstr(text, "Notes (porter):\n    porter: note 1\n"));
	fixture_clear(&f);
}

/*
 * Subjects from hostile names (a driver folder named with a newline gives the prefix): each stays
 * one header line, no header or mail of its own, and the series still applies.
 */
static void test_hostile_subjects(void)
{
	struct fixture f;
	g_autofree char *text = NULL, *mbox = NULL, *log = NULL;
	struct porter_patch *p;

	fixture_init(&f, v1, "Why.\n");
	p = f.patches->pdata[0];
	g_free(p->subject);
	p->subject = g_strdup("drv\nFrom: Evil <evil@example.org>\n\nFrom 0 Mon Sep 17 00:00:00 2001");
	cover_subject = "drv\r\nX-Evil: 1\nFrom: Evil <evil@example.org>: build";
	text = write_series(&f);
	cover_subject = "drv: build against v9";
	g_assert_null(strstr(text, "\nFrom: Evil"));
	g_assert_null(strstr(text, "\nX-Evil"));
	g_assert_null(strstr(text, "\nFrom 0 Mon"));
	g_assert_cmpuint(count(text, "\nFrom: A U Thor <author@example.org>\n"), ==, 3);
	g_assert_nonnull(strstr(text, "Subject: [PATCH 0/2] drv X-Evil: 1 From: Evil "
				"<evil@example.org>: build\n"));
	mbox = g_build_filename(f.out, "series.mbox", NULL);
	GIT(f.user, "am", "-q", "--empty=drop", mbox);
	log = run(f.user, (const char *[]){ "git", "log", "--format=%an|%s", NULL });
	g_assert_nonnull(strstr(log, "A U Thor|drv From: Evil <evil@example.org> From 0 Mon"));
	g_assert_null(strstr(log, "Evil|"));
	fixture_clear(&f);
}

/* An example's repository named by its origin's URL, credentials dropped, else its name. */
static void test_repo_ref(void)
{
	static const struct {
		const char *url, *want;
	} cases[] = {
		{ "https://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git",
		  "https://git.kernel.org/pub/scm/linux/kernel/git/torvalds/linux.git" },
		{ "https://jo:s3cret@example.org/akvcam.git", "https://example.org/akvcam.git" },
		{ "git@github.com:webcamoid/akvcam.git", "git@github.com:webcamoid/akvcam.git" },
		{ "/home/jo/src/akvcam", "akvcam" },
		{ "https://example.org/a\"b", "akvcam" },
		{ "https://example.org/a b", "akvcam" },
		{ NULL, "akvcam" },
	};
	g_autofree char *tmp = g_dir_make_tmp("porter-ref-XXXXXX", NULL);
	g_autofree char *none = NULL;

	for (guint i = 0; i < G_N_ELEMENTS(cases); i++) {
		g_autofree char *sub = g_strdup_printf("%s/r%u", tmp, i);
		g_autofree char *ref = NULL;

		g_assert_cmpint(g_mkdir(sub, 0755), ==, 0);
		GIT(sub, "init", "-q");
		if (cases[i].url)
			GIT(sub, "config", "remote.origin.url", cases[i].url);
		ref = porter_repo_ref("akvcam", sub);
		g_assert_cmpstr(ref, ==, cases[i].want);
	}
	none = porter_repo_ref(NULL, NULL);
	g_assert_cmpstr(none, ==, "example");
	g_free(run(tmp, (const char *[]){ "rm", "-rf", tmp, NULL }));
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_setenv("GIT_CONFIG_NOSYSTEM", "1", TRUE);
	g_test_add_func("/series/bound", test_bound);
	g_test_add_func("/series/apply-base", test_apply_base);
	g_test_add_func("/series/dirty-no-base", test_dirty_no_base);
	g_test_add_func("/series/long-message", test_long_message);
	g_test_add_func("/series/hostile-subjects", test_hostile_subjects);
	g_test_add_func("/series/repo-ref", test_repo_ref);
	/* as main() does: libgit2 once for the process */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of porter's report renderers, the series writer (checked with a real `git am` on a
 * repository made here), the JUnit writer (checked with python3's XML parser) and the notifier
 * (against a real HTTP server on 127.0.0.1, tests/assistant/data/record-server.py).
 */
#include <string.h>
#include <signal.h>
#include <glib/gstdio.h>

#include "gitrt.h"
#include "porter.h"

/* Runs argv in cwd, asserts exit 0, returns stdout (owned). */
static char *run(const char *cwd, const char *const *argv, const char *input_file)
{
	g_autoptr(GError) err = NULL;
	g_autofree char *err_text = NULL;
	char *out = NULL;
	int status;

	(void)input_file;
	if (!g_spawn_sync(cwd, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
			  &err_text, &status, &err))
		g_error("cannot run %s: %s", argv[0], err->message);
	if (!g_spawn_check_wait_status(status, NULL))
		g_error("%s failed in %s: %s", argv[0], cwd, err_text);
	return out;
}

static struct porter_report *sample_report(void)
{
	struct porter_report *r = porter_report_new();
	struct porter_issue_report *ir = porter_issue_report_new();
	struct porter_candidate *c;

	r->driver = g_strdup("/src/lms501kf03");
	r->kernel = g_strdup("/trees/v4.6");
	r->db = g_strdup("/corpora/minikernel.db");
	r->review = TRUE;
	r->clean = FALSE;
	r->rounds = 2;
	r->issues_before = 2;
	r->issues_after = 1;
	r->t_build = 1.25;
	r->exit_code = PORTER_EXIT_PARTIAL;
	ir->kind = g_strdup("unknown-field");
	ir->symbol = g_strdup("suspend");
	ir->container = g_strdup("struct spi_driver");
	ir->file = g_strdup("lms501kf03.c");
	ir->line = 410;
	ir->column = 3;
	ir->message = g_strdup("unknown field 'suspend' specified in initializer");
	ir->query = g_strdup("@@\nidentifier i;\nexpression e;\n@@\nstruct spi_driver i = {\n"
			     "- .suspend\n = e,\n};\n");
	ir->round = 1;
	c = porter_candidate_new("minikernel", "9d9f780000e0a2c2582843ee83612530a16920c8",
				 "iio: as3935: Switch to PM ops | `x`", 87.5);
	c->outcome = PORTER_OUTCOME_FIXED;
	g_ptr_array_add(ir->candidates, c);
	c = porter_candidate_new("minikernel", "1111111111111111111111111111111111111111",
				 "other", 12);
	g_ptr_array_add(ir->candidates, c);
	ir->example = 0;
	ir->fixed = TRUE;
	ir->patch_name = g_strdup("pm-ops-1");
	ir->cocci = g_strdup("@@\n@@\n- foo\n+ bar\n```\n");
	ir->diff = g_strdup("--- a/x.c\n+++ b/x.c\n");
	g_ptr_array_add(r->issues, ir);

	ir = porter_issue_report_new();
	ir->kind = g_strdup("undefined-function");
	ir->symbol = g_strdup("spi_foo");
	ir->file = g_strdup("lms501kf03.c");
	ir->line = 20;
	ir->column = 2;
	ir->query = g_strdup("@@\n@@\n- spi_foo(...)\n");
	g_ptr_array_add(r->issues, ir);
	g_ptr_array_add(r->remaining, porter_issue_report_new());
	ir = r->remaining->pdata[0];
	ir->kind = g_strdup("undefined-function");
	ir->symbol = g_strdup("spi_foo");
	ir->file = g_strdup("lms501kf03.c");
	ir->line = 20;
	r->final_log = g_strdup("lms501kf03.c:20:2: error: implicit declaration of 'spi_foo'\n");
	return r;
}

static void test_text(void)
{
	g_autoptr(porter_report) r = sample_report();
	g_autofree char *plain = porter_report_render(r, PORTER_FORMAT_TEXT, FALSE);
	g_autofree char *colour = porter_report_render(r, PORTER_FORMAT_TEXT, TRUE);

	g_assert_null(strchr(plain, '\033'));
	g_assert_nonnull(strchr(colour, '\033'));
	g_assert_nonnull(strstr(plain, "[1] unknown-field suspend in struct spi_driver  FIXED"));
	g_assert_nonnull(strstr(plain, "at lms501kf03.c:410:3"));
	g_assert_nonnull(strstr(plain, "example: 9d9f780000e0 (\"iio: as3935: Switch to PM ops"));
	g_assert_nonnull(strstr(plain, "        - .suspend\n"));
	g_assert_nonnull(strstr(plain, "[2] undefined-function spi_foo  NOT FIXED"));
	g_assert_nonnull(strstr(plain, "2 issue(s) before, 1 after, 1 fixed, 2 round(s)"));
	g_assert_nonnull(strstr(plain, "build not clean"));
}

static void test_json_roundtrip(void)
{
	g_autoptr(porter_report) r = sample_report();
	g_autoptr(porter_report) back = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *json = porter_report_render(r, PORTER_FORMAT_JSON, TRUE);
	g_autofree char *again = NULL;
	struct porter_issue_report *ir;

	g_assert_null(strchr(json, '\033'));
	g_assert_cmpint(porter_report_from_json(&back, json, "sample", &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(back->issues->len, ==, 2);
	ir = back->issues->pdata[0];
	g_assert_cmpstr(ir->container, ==, "struct spi_driver");
	g_assert_cmpint(ir->line, ==, 410);
	g_assert_cmpint(ir->example, ==, 0);
	g_assert_cmpuint(ir->candidates->len, ==, 2);
	g_assert_cmpfloat(((struct porter_candidate *)ir->candidates->pdata[0])->score, ==, 87.5);
	g_assert_cmpstr(ir->cocci, ==, "@@\n@@\n- foo\n+ bar\n```\n");
	g_assert_cmpuint(back->issues_after, ==, 1);
	g_assert_cmpint(back->exit_code, ==, 1);
	/* reading back and rendering again gives the same text: no field is lost */
	again = porter_report_render(back, PORTER_FORMAT_JSON, FALSE);
	g_assert_cmpstr(again, ==, json);
}

/* A fix kept through a chain, a deletion-only flag and a cascade: shown, and kept by JSON. */
static void test_chain_flags(void)
{
	g_autoptr(porter_report) r = porter_report_new();
	g_autoptr(porter_report) back = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *text = NULL, *json = NULL, *again = NULL, *md = NULL;
	struct porter_issue_report *ir = porter_issue_report_new(), *step, *cas;
	struct porter_candidate *c, *sc;

	r->driver = g_strdup("/src/v4l2loopback");
	r->kernel = g_strdup("/usr/src/linux-headers-6.1.0-57-amd64");
	ir->kind = g_strdup("undefined-function");
	ir->symbol = g_strdup("do_gettimeofday");
	ir->file = g_strdup("v4l2loopback.c");
	ir->line = 1525;
	c = porter_candidate_new("wg", "640d56d08964c5558c3e45670dc43d65062da03f",
				 "global: switch from timeval to timespec", 12.5);
	c->outcome = PORTER_OUTCOME_FIXED;
	c->chain = g_ptr_array_new_with_free_func((GDestroyNotify)porter_issue_report_free);
	step = porter_issue_report_new();
	step->kind = g_strdup("undefined-function");
	step->symbol = g_strdup("getnstimeofday64");
	step->file = g_strdup("v4l2loopback.c");
	step->line = 1525;
	step->column = 25;
	step->fixed = TRUE;
	sc = porter_candidate_new("wg", "827b93b6920c0000000000000000000000000000",
				  "noise: replace getnstimeofday64 with ktime_get_real_ts64", 25);
	sc->outcome = PORTER_OUTCOME_FIXED;
	g_ptr_array_add(step->candidates, sc);
	step->example = 0;
	g_ptr_array_add(c->chain, step);
	g_ptr_array_add(ir->candidates, c);
	ir->example = 0;
	ir->fixed = TRUE;
	g_ptr_array_add(ir->flags, g_strdup("deletion-only: the change removes 1 line(s)"));
	g_ptr_array_add(r->issues, ir);
	cas = porter_issue_report_new();
	cas->kind = g_strdup("other");
	cas->symbol = g_strdup("control reaches end of non-void function");
	cas->file = g_strdup("thinkpad_ec.c");
	cas->cascade_of = g_strdup("too-few-args DEFINE_SEMAPHORE");
	g_ptr_array_add(r->issues, cas);

	text = porter_report_render(r, PORTER_FORMAT_TEXT, FALSE);
	g_assert_nonnull(strstr(text, "    chain: do_gettimeofday -> 640d56d08964 -> "
				      "getnstimeofday64 -> 827b93b6920c\n"));
	g_assert_nonnull(strstr(text, "-> then undefined-function getnstimeofday64 at "
				      "v4l2loopback.c:1525:25: FIXED\n"));
	g_assert_nonnull(strstr(text, "    flag: deletion-only: the change removes 1 line(s)\n"));
	g_assert_nonnull(strstr(text, "cascade of: too-few-args DEFINE_SEMAPHORE (not queried)"));
	md = porter_report_render(r, PORTER_FORMAT_MARKDOWN, FALSE);
	g_assert_nonnull(strstr(md, "- chain: do_gettimeofday -> 640d56d08964"));
	g_assert_nonnull(strstr(md, "- **flag:** deletion-only"));
	json = porter_report_render(r, PORTER_FORMAT_JSON, FALSE);
	g_assert_cmpint(porter_report_from_json(&back, json, "chain", &err), ==, 0);
	g_assert_no_error(err);
	ir = back->issues->pdata[0];
	c = ir->candidates->pdata[0];
	g_assert_nonnull(c->chain);
	g_assert_cmpstr(((struct porter_issue_report *)c->chain->pdata[0])->symbol, ==,
			"getnstimeofday64");
	g_assert_cmpuint(ir->flags->len, ==, 1);
	g_assert_cmpstr(((struct porter_issue_report *)back->issues->pdata[1])->cascade_of, ==,
			"too-few-args DEFINE_SEMAPHORE");
	again = porter_report_render(back, PORTER_FORMAT_JSON, FALSE);
	g_assert_cmpstr(again, ==, json);
}

/* The sample report validates against the schema of docs/report.md; a broken one does not. */
static void test_json_schema(void)
{
	g_autoptr(porter_report) r = sample_report();
	g_autofree char *json = porter_report_render(r, PORTER_FORMAT_JSON, FALSE);
	g_autofree char *tmp = g_dir_make_tmp("porter-schema-XXXXXX", NULL);
	g_autofree char *good = g_build_filename(tmp, "good.json", NULL);
	g_autofree char *bad = g_build_filename(tmp, "bad.json", NULL);
	g_autofree char *script = g_build_filename(PORTER_TEST_DATA, "validate-report.py", NULL);
	g_autofree char *doc = g_build_filename(PORTER_SOURCE_DIR, "docs", "report.md", NULL);
	g_autofree char *broken = NULL, *out = NULL;
	const char *argv[] = { "python3", script, doc, NULL, NULL };
	int status;

	g_assert_true(g_file_set_contents(good, json, -1, NULL));
	broken = g_strdup(json);
	/* an outcome the schema does not know */
	memcpy(strstr(broken, "\"untried\""), "\"unknown\"", 9);
	g_assert_true(g_file_set_contents(bad, broken, -1, NULL));
	argv[3] = good;
	g_assert_true(g_spawn_sync(NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
				   &out, NULL, &status, NULL));
	if (!g_spawn_check_wait_status(status, NULL))
		g_error("schema rejects the sample report: %s", out);
	g_clear_pointer(&out, g_free);
	argv[3] = bad;
	g_assert_true(g_spawn_sync(NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
				   &out, NULL, &status, NULL));
	g_assert_false(g_spawn_check_wait_status(status, NULL));
	g_assert_nonnull(strstr(out, "outcome"));
	g_free(run(tmp, (const char *[]){ "rm", "-rf", tmp, NULL }, NULL));
}

/* A consensus that was tried and not kept: how many agreed and which, in every format. */
static void test_consensus(void)
{
	g_autoptr(porter_report) r = porter_report_new();
	g_autoptr(porter_report) back = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *text = NULL, *json = NULL, *again = NULL, *md = NULL;
	struct porter_issue_report *ir = porter_issue_report_new();

	r->driver = g_strdup("/src/chardev");
	r->kernel = g_strdup("/usr/src/linux-headers-6.12.118+deb12-amd64");
	ir->kind = g_strdup("too-many-args");
	ir->symbol = g_strdup("class_create");
	ir->file = g_strdup("chardev.c");
	ir->line = 65;
	ir->agreed = g_ptr_array_new_with_free_func(g_free);
	g_ptr_array_add(ir->agreed, g_strdup("38b5e967247c6a947a00ca162b08c893c8d737e0"));
	g_ptr_array_add(ir->agreed, g_strdup("6975b9c9670101b4ac409a230b2236dccecf2a1b"));
	ir->consensus_outcome = PORTER_OUTCOME_NOT_APPLIED;
	ir->consensus_why = g_strdup("spatch matched nothing");
	ir->consensus_patch = g_strdup("consensus-2");
	g_ptr_array_add(r->issues, ir);

	text = porter_report_render(r, PORTER_FORMAT_TEXT, FALSE);
	g_assert_nonnull(strstr(text, "    consensus: 2 examples agreed (38b5e967247c, 6975b9c96701): "
				      "not-applied, spatch matched nothing\n"));
	md = porter_report_render(r, PORTER_FORMAT_MARKDOWN, FALSE);
	g_assert_nonnull(strstr(md, "- consensus: 2 examples agreed (`38b5e967247c`, `6975b9c96701`): "
				    "not-applied, spatch matched nothing\n"));
	json = porter_report_render(r, PORTER_FORMAT_JSON, FALSE);
	g_assert_nonnull(strstr(json, "\"agreed\" : 2"));
	g_assert_cmpint(porter_report_from_json(&back, json, "consensus", &err), ==, 0);
	g_assert_no_error(err);
	ir = back->issues->pdata[0];
	g_assert_nonnull(ir->agreed);
	g_assert_cmpuint(ir->agreed->len, ==, 2);
	g_assert_cmpint(ir->consensus_outcome, ==, PORTER_OUTCOME_NOT_APPLIED);
	g_assert_cmpstr(ir->consensus_patch, ==, "consensus-2");
	again = porter_report_render(back, PORTER_FORMAT_JSON, FALSE);
	g_assert_cmpstr(again, ==, json);
}

static void test_json_bad(void)
{
	g_autoptr(porter_report) r = NULL;
	g_autoptr(GError) err = NULL;

	g_assert_cmpint(porter_report_from_json(&r, "{\"schema\": 1,", "x.json", &err), <, 0);
	g_assert_nonnull(strstr(err->message, "x.json:1:"));
	g_clear_error(&err);
	g_assert_cmpint(porter_report_from_json(&r, "{\"schema\": 99}", "y.json", &err), <, 0);
	g_assert_nonnull(strstr(err->message, "y.json: report schema 99"));
}

static void test_markdown(void)
{
	g_autoptr(porter_report) r = sample_report();
	g_autofree char *md = porter_report_render(r, PORTER_FORMAT_MARKDOWN, TRUE);

	g_assert_null(strchr(md, '\033'));
	g_assert_nonnull(strstr(md, "### 1. `unknown-field` `suspend` in `struct spi_driver` — fixed"));
	/* the .cocci holds a ``` line: its fence must be longer */
	g_assert_nonnull(strstr(md, "````\n@@\n@@\n- foo\n+ bar\n```\n````\n"));
	/* a pipe in a subject must not split the table cell */
	g_assert_nonnull(strstr(md, "Switch to PM ops \\| `x` |"));
	g_assert_nonnull(strstr(md, "- `lms501kf03.c:20:0` undefined-function `spi_foo`"));
}

static void test_slug(void)
{
	g_autofree char *a = porter_slug("lms501kf03: fix unknown-field 'suspend' (struct spi_driver)",
					 80);
	g_autofree char *b = porter_slug("...", 52);
	g_autofree char *c = porter_slug("abc def ghi", 5);

	g_assert_cmpstr(a, ==, "lms501kf03-fix-unknown-field-suspend-struct-spi_driver");
	g_assert_cmpstr(b, ==, "patch");
	g_assert_cmpstr(c, ==, "abc-d");
}

/* git with a fixed identity, in @dir */
#define GIT(dir, ...)                                                                          \
	g_free(run(dir, (const char *[]){ "git", "-c", "user.name=T", "-c", "user.email=t@t",  \
					  __VA_ARGS__, NULL }, NULL))

/*
 * A work copy made as the sandbox makes it (a pristine commit, then one commit per fix, by
 * porter) and the user's repository with the driver in a subfolder: the series must come from
 * the user's identity, with Message-IDs, a cover letter, a sign-off, base-commit: the user's
 * HEAD, porter's notes below the "---", and go back in with `git am` at the repository's root.
 */
static void test_series_git_am(void)
{
	g_autofree char *tmp = g_dir_make_tmp("porter-series-XXXXXX", NULL);
	g_autofree char *work = g_build_filename(tmp, "work", NULL);
	g_autofree char *user = g_build_filename(tmp, "user", NULL);
	g_autofree char *drv = g_build_filename(user, "drivers", "drv", NULL);
	g_autofree char *wfile = g_build_filename(work, "drv.c", NULL);
	g_autofree char *ufile = g_build_filename(drv, "drv.c", NULL);
	g_autofree char *out = g_build_filename(tmp, "out", NULL);
	g_autoptr(GPtrArray) patches = g_ptr_array_new_with_free_func((GDestroyNotify)porter_patch_free);
	g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GError) err = NULL;
	const char *v1 = "static int a;\nstatic struct spi_driver d = {\n\t.suspend = s,\n};\n";
	const char *v2 = "static int a;\nstatic struct spi_driver d = {\n\t.driver.pm = p,\n};\n";
	const char *v3 = "static long a;\nstatic struct spi_driver d = {\n\t.driver.pm = p,\n};\n";
	const char *texts[] = { v2, v3 };
	g_autofree char *base = NULL, *head = NULL, *mbox = NULL, *text = NULL, *final = NULL;
	g_autofree char *log = NULL, *want = NULL, *ctext = NULL;
	g_autofree char *cover = g_build_filename(tmp, "out", "patches", "0000-cover-letter.patch",
						  NULL);
	struct porter_series_options so = { 0 };
	struct porter_out *po = NULL;

	g_assert_cmpint(g_mkdir_with_parents(work, 0755), ==, 0);
	g_assert_cmpint(g_mkdir_with_parents(drv, 0755), ==, 0);
	g_assert_true(g_file_set_contents(wfile, v1, -1, NULL));
	g_assert_true(g_file_set_contents(ufile, v1, -1, NULL));
	GIT(work, "init", "-q");
	GIT(work, "add", "drv.c");
	GIT(work, "commit", "-q", "-m", "pristine");
	base = run(work, (const char *[]){ "git", "rev-parse", "HEAD", NULL }, NULL);
	g_strstrip(base);
	for (guint i = 0; i < 2; i++) {
		struct porter_patch *p = g_new0(struct porter_patch, 1);

		g_assert_true(g_file_set_contents(wfile, texts[i], -1, NULL));
		GIT(work, "commit", "-q", "-a", "-m", "porter's own message");
		p->hash = run(work, (const char *[]){ "git", "rev-parse", "HEAD", NULL }, NULL);
		g_strstrip(p->hash);
		p->subject = g_strdup_printf("drv: fix issue %u", i + 1);
		/* lines git mailinfo could take for the patch start, or mbox for a new mail */
		p->body = g_strdup("Semantic patch:\n\n    @@\n    @@\n    - .suspend\n\n"
				   "From the example.\n");
		p->notes = g_strdup_printf("porter: note %u\n", i + 1);
		g_ptr_array_add(patches, p);
	}
	GIT(user, "init", "-q");
	GIT(user, "add", "-A");
	GIT(user, "commit", "-q", "-m", "v1");
	head = run(user, (const char *[]){ "git", "rev-parse", "HEAD", NULL }, NULL);
	g_strstrip(head);

	so.work_dir = work;
	so.base = base;
	so.driver_dir = drv;
	so.author = "A U Thor <author@example.org>";
	so.signoff = TRUE;
	so.cover_subject = "drv: build against v9";
	so.cover_blurb = "Two fixes.\n";
	g_assert_cmpint(porter_out_open(&po, out, &err), ==, 0);
	g_assert_cmpint(porter_series_write(&mbox, names, po, patches, &so, &err), ==, 0);
	g_assert_no_error(err);
	porter_out_free(po);
	g_assert_cmpuint(names->len, ==, 2);
	g_assert_cmpstr(names->pdata[0], ==, "0001-drv-fix-issue-1.patch");
	g_assert_true(g_file_get_contents(cover, &ctext, NULL, NULL));
	g_assert_nonnull(strstr(ctext, "Subject: [PATCH 0/2] drv: build against v9\n"));
	g_assert_nonnull(strstr(ctext, "\nTwo fixes.\n"));
	g_assert_true(g_file_get_contents(mbox, &text, NULL, NULL));
	g_assert_nonnull(strstr(text, "Subject: [PATCH 2/2] drv: fix issue 2\n"));
	g_assert_nonnull(strstr(text, "\nMessage-Id: <"));
	g_assert_nonnull(strstr(text, "\nIn-Reply-To: <"));
	g_assert_nonnull(strstr(text, "\nFrom: A U Thor <author@example.org>\n"));
	g_assert_nonnull(strstr(text, "\nSigned-off-by: A U Thor <author@example.org>\n---\n"));
	g_assert_null(strstr(text, "porter@localhost"));
	g_assert_null(strstr(text, "porter's own message"));
	g_assert_nonnull(strstr(text, "Notes (porter):\n    porter: note 2\n"));
	g_assert_nonnull(strstr(text, "\ndiff --git a/drivers/drv/drv.c b/drivers/drv/drv.c\n"));
	want = g_strdup_printf("\nbase-commit: %s\n", head);
	g_assert_nonnull(strstr(ctext, want));

	GIT(user, "am", "-q", "--empty=drop", mbox);
	g_assert_true(g_file_get_contents(ufile, &final, NULL, NULL));
	g_assert_cmpstr(final, ==, v3);
	log = run(user, (const char *[]){ "git", "log", "--format=%an <%ae>%n%s%n%b", "-1", NULL },
		  NULL);
	g_assert_nonnull(strstr(log, "A U Thor <author@example.org>\ndrv: fix issue 2\n"));
	g_assert_nonnull(strstr(log, "    - .suspend"));
	g_assert_nonnull(strstr(log, "From the example."));
	g_assert_null(strstr(log, "porter: note"));
	g_free(run(tmp, (const char *[]){ "rm", "-rf", tmp, NULL }, NULL));
}

/* No identity anywhere: an error that says how to set one, never a made-up address. */
static void test_series_no_identity(void)
{
	g_autofree char *tmp = g_dir_make_tmp("porter-ident-XXXXXX", NULL);
	g_autofree char *name = NULL, *email = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *home = g_strdup(g_getenv("HOME"));

	g_setenv("HOME", tmp, TRUE);
	g_setenv("XDG_CONFIG_HOME", tmp, TRUE);
	g_setenv("GIT_CONFIG_NOSYSTEM", "1", TRUE);
	g_unsetenv("GIT_AUTHOR_NAME");
	g_unsetenv("GIT_AUTHOR_EMAIL");
	g_assert_cmpint(porter_git_identity(&name, &email, tmp, NULL, &err), ==,
			-PORTER_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "user.name"));
	g_assert_nonnull(strstr(err->message, "--author"));
	g_clear_error(&err);
	g_assert_cmpint(porter_git_identity(&name, &email, tmp, "nobody", &err), ==,
			-PORTER_ERROR_INPUT);
	g_clear_error(&err);
	g_assert_cmpint(porter_git_identity(&name, &email, tmp, "Jo Dev <jo@dev.example>", &err),
			==, 0);
	g_assert_cmpstr(name, ==, "Jo Dev");
	g_assert_cmpstr(email, ==, "jo@dev.example");
	if (home)
		g_setenv("HOME", home, TRUE);
	g_unsetenv("XDG_CONFIG_HOME");
	g_unsetenv("GIT_CONFIG_NOSYSTEM");
	g_rmdir(tmp);
}

/* Subjects: imperative, from what the diff changed, never over 75 characters. */
static void test_subject(void)
{
	static const struct {
		const char *kind, *symbol, *container, *diff, *want;
	} cases[] = {
		{ "undefined-function", "strlcpy", NULL,
		  "--- a/x.c\n+++ b/x.c\n-\tstrlcpy(t->label, \"a\", 8);\n+\tstrscpy(t->label, \"a\", 8);\n",
		  "tmp117: use strscpy() instead of strlcpy()" },
		{ "unknown-field", "probe_new", "struct i2c_driver",
		  "-\t.probe_new = tmp117_probe,\n+\t.probe = tmp117_probe,\n",
		  "tmp117: use .probe instead of .probe_new in struct i2c_driver" },
		{ "too-many-args", "class_create", NULL,
		  "-\tc = class_create(THIS_MODULE, \"tmp117\");\n+\tc = class_create(\"tmp117\");\n",
		  "tmp117: drop the THIS_MODULE argument of class_create()" },
		{ "undefined-identifier", "VFL_TYPE_GRABBER", NULL,
		  "-\tr = video_register_device(d, VFL_TYPE_GRABBER, n);\n"
		  "+\tr = video_register_device(d, VFL_TYPE_VIDEO, n);\n",
		  "tmp117: use VFL_TYPE_VIDEO instead of VFL_TYPE_GRABBER" },
		{ "unknown-field", "suspend", "struct spi_driver", "-\t.suspend = s,\n",
		  "tmp117: adapt to the removal of .suspend from struct spi_driver" },
		{ "other", NULL, NULL, "", "tmp117: fix the build against the target kernel" },
	};
	g_autofree char *longer = NULL;

	for (guint i = 0; i < G_N_ELEMENTS(cases); i++) {
		g_autofree char *s = porter_subject("tmp117", cases[i].kind, cases[i].symbol,
						    cases[i].container, cases[i].diff);

		g_assert_cmpstr(s, ==, cases[i].want);
	}
	longer = porter_subject("wifi: rtw88: some_long_module_name", "unknown-field",
				"a_very_long_field_name_indeed", "struct a_rather_long_driver_struct",
				"-\t.a_very_long_field_name_indeed = f,\n+\t.another_long_field_name = f,\n");
	g_assert_cmpuint(strlen(longer), <=, 75);
	g_assert_true(g_str_has_prefix(longer, "wifi: rtw88: some_long_module_name: "));
}

/* The prefix of the driver's own history, else its Kbuild module, else its folder. */
static void test_subject_prefix(void)
{
	g_autofree char *tmp = g_dir_make_tmp("porter-prefix-XXXXXX", NULL);
	g_autofree char *mk = g_build_filename(tmp, "Makefile", NULL);
	g_autofree char *a = NULL, *b = NULL, *c = NULL;
	const char *subjects[] = { "wifi: rtw88: fix a", "Revert \"x: y\"", "wifi: rtw88: add b",
				   "README: typo" };

	c = porter_subject_prefix(tmp);
	g_assert_cmpstr(c, ==, strrchr(tmp, '/') + 1);
	g_assert_true(g_file_set_contents(mk, "ccflags-y := -g\nobj-$(CONFIG_X) += v4l2loopback.o\n",
					  -1, NULL));
	a = porter_subject_prefix(tmp);
	g_assert_cmpstr(a, ==, "v4l2loopback");
	GIT(tmp, "init", "-q");
	for (guint i = 0; i < G_N_ELEMENTS(subjects); i++) {
		g_autofree char *f = g_strdup_printf("%s/f%u", tmp, i);

		g_assert_true(g_file_set_contents(f, subjects[i], -1, NULL));
		GIT(tmp, "add", "-A");
		GIT(tmp, "commit", "-q", "-m", subjects[i]);
	}
	b = porter_subject_prefix(tmp);
	g_assert_cmpstr(b, ==, "wifi: rtw88");
	g_free(run(tmp, (const char *[]){ "rm", "-rf", tmp, NULL }, NULL));
}

/* A Kbuild log with GCC's JSON diagnostics reads as GCC's text in the report. */
static void test_log_text(void)
{
	const char *log = "make -C /k M=/w modules\n"
		"[{\"kind\": \"error\", \"message\": \"implicit declaration of function 'strlcpy'\", "
		"\"locations\": [{\"caret\": {\"file\": \"t.c\", \"line\": 61, \"column\": 9}}], "
		"\"children\": [{\"kind\": \"note\", \"message\": \"declared here\", \"locations\": "
		"[{\"caret\": {\"file\": \"s.h\", \"line\": 3, \"column\": 1}}]}]}]\n"
		"make: *** [Makefile:1] Error 2\n";
	g_autofree char *t = porter_log_text(log);

	g_assert_cmpstr(t, ==, "make -C /k M=/w modules\n"
			       "t.c:61:9: error: implicit declaration of function 'strlcpy'\n"
			       "  s.h:3:1: note: declared here\n"
			       "make: *** [Makefile:1] Error 2\n");
}

static void test_junit(void)
{
	g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func(
		(GDestroyNotify)porter_junit_case_free);
	struct porter_junit_case *c = g_new0(struct porter_junit_case, 1);
	g_autofree char *tmp = g_dir_make_tmp("porter-junit-XXXXXX", NULL);
	g_autofree char *path = g_build_filename(tmp, "junit.xml", NULL);
	g_autofree char *xml = NULL, *out = NULL;
	const char *check = "import sys, xml.etree.ElementTree as ET\n"
			    "r = ET.parse(sys.argv[1]).getroot()\n"
			    "s = r.find('testsuite')\n"
			    "print(s.get('tests'), s.get('failures'), s.get('errors'))\n"
			    "for t in s.findall('testcase'):\n"
			    "    f = t.find('failure')\n"
			    "    print(t.get('name'), 'fail' if f is not None else 'ok',\n"
			    "          f.get('message') if f is not None else '',\n"
			    "          '<a & b>' in t.find('system-out').text)\n";

	c->name = g_strdup("drv<1>");
	c->failed = TRUE;
	c->failure = g_strdup("1 of 2 issue(s) remain");
	c->text = g_strdup("report with <a & b>\033[31m colour\001 and \"quotes\"");
	g_ptr_array_add(cases, c);
	c = g_new0(struct porter_junit_case, 1);
	c->name = g_strdup("drv2");
	c->text = g_strdup("clean <a & b>");
	c->seconds = 1.5;
	g_ptr_array_add(cases, c);
	xml = porter_junit_render("porter.nightly", cases);
	g_assert_true(g_file_set_contents(path, xml, -1, NULL));
	out = run(tmp, (const char *[]){ "python3", "-c", check, path, NULL }, NULL);
	g_assert_cmpstr(out, ==, "2 1 0\ndrv<1> fail 1 of 2 issue(s) remain True\n"
				 "drv2 ok  True\n");
	g_free(run(tmp, (const char *[]){ "rm", "-rf", tmp, NULL }, NULL));
}

struct server {
	GPid pid;
	char *dir;
	char *url;
};

static void server_start(struct server *s, int fail)
{
	g_autofree char *script = g_build_filename(PORTER_TEST_DATA, "record-server.py", NULL);
	g_autofree char *portfile = NULL, *port = NULL;
	g_autofree char *nfail = g_strdup_printf("%d", fail);
	g_autoptr(GError) err = NULL;
	const char *argv[] = { "python3", script, NULL, nfail, NULL };

	s->dir = g_dir_make_tmp("porter-notify-XXXXXX", NULL);
	argv[2] = s->dir;
	portfile = g_build_filename(s->dir, "port", NULL);
	if (!g_spawn_async(NULL, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &s->pid,
			   &err))
		g_error("cannot start the server: %s", err->message);
	for (int i = 0; i < 200 && !g_file_test(portfile, G_FILE_TEST_EXISTS); i++)
		g_usleep(25000);
	g_assert_true(g_file_get_contents(portfile, &port, NULL, NULL));
	s->url = g_strdup_printf("http://127.0.0.1:%s/report", port);
}

static void server_stop(struct server *s)
{
	kill(s->pid, SIGTERM);
	g_spawn_close_pid(s->pid);
	g_free(run("/", (const char *[]){ "rm", "-rf", s->dir, NULL }, NULL));
	g_free(s->dir);
	g_free(s->url);
}

static char *server_file(struct server *s, const char *name)
{
	g_autofree char *path = g_build_filename(s->dir, name, NULL);
	char *text = NULL;

	if (!g_file_get_contents(path, &text, NULL, NULL))
		return NULL;
	return text;
}

static void test_notify_retries(void)
{
	struct porter_notify_options o = PORTER_NOTIFY_OPTIONS_INIT;
	g_autoptr(porter_report) r = sample_report();
	g_autofree char *json = porter_report_render(r, PORTER_FORMAT_JSON, FALSE);
	g_autofree char *got = NULL, *count = NULL, *type = NULL;
	g_autoptr(GError) err = NULL;
	struct server s;

	/* two 503 answers, then success on the third attempt */
	server_start(&s, 2);
	o.backoff_ms = 20;
	g_assert_cmpint(porter_notify(s.url, json, &o, &err), ==, 0);
	g_assert_no_error(err);
	count = server_file(&s, "requests");
	g_assert_cmpstr(count, ==, "3");
	got = server_file(&s, "body-3.json");
	g_assert_cmpstr(got, ==, json);
	type = server_file(&s, "type-3");
	g_assert_cmpstr(type, ==, "application/json");
	server_stop(&s);
}

static void test_notify_gives_up(void)
{
	struct porter_notify_options o = PORTER_NOTIFY_OPTIONS_INIT;
	g_autoptr(GError) err = NULL;
	g_autofree char *count = NULL;
	struct server s;

	/* always busy: 1 attempt + 3 retries, then a warning-worthy error naming the URL */
	server_start(&s, 100);
	o.backoff_ms = 10;
	g_assert_cmpint(porter_notify(s.url, "{}", &o, &err), <, 0);
	g_assert_error(err, PORTER_ERROR, PORTER_ERROR_NETWORK);
	g_assert_nonnull(strstr(err->message, s.url));
	g_assert_nonnull(strstr(err->message, "HTTP 503"));
	count = server_file(&s, "requests");
	g_assert_cmpstr(count, ==, "4");
	server_stop(&s);
}

static void test_notify_refused(void)
{
	struct porter_notify_options o = PORTER_NOTIFY_OPTIONS_INIT;
	g_autoptr(GError) err = NULL;
	struct server s;
	g_autofree char *url = NULL;

	/* a port nobody listens on any more */
	server_start(&s, 0);
	url = g_strdup(s.url);
	server_stop(&s);
	g_usleep(100000);
	o.backoff_ms = 10;
	o.retries = 1;
	g_assert_cmpint(porter_notify(url, "{}", &o, &err), <, 0);
	g_assert_error(err, PORTER_ERROR, PORTER_ERROR_NETWORK);
	g_assert_nonnull(strstr(err->message, url));
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/report/text", test_text);
	g_test_add_func("/report/json-roundtrip", test_json_roundtrip);
	g_test_add_func("/report/chain-flags", test_chain_flags);
	g_test_add_func("/report/consensus", test_consensus);
	g_test_add_func("/report/json-bad", test_json_bad);
	g_test_add_func("/report/json-schema", test_json_schema);
	g_test_add_func("/report/markdown", test_markdown);
	g_test_add_func("/series/slug", test_slug);
	g_test_add_func("/report/log-text", test_log_text);
	g_test_add_func("/series/git-am", test_series_git_am);
	g_test_add_func("/series/no-identity", test_series_no_identity);
	g_test_add_func("/series/subject", test_subject);
	g_test_add_func("/series/subject-prefix", test_subject_prefix);
	g_test_add_func("/junit/python-parses", test_junit);
	g_test_add_func("/notify/retries", test_notify_retries);
	g_test_add_func("/notify/gives-up", test_notify_gives_up);
	g_test_add_func("/notify/refused", test_notify_refused);
	/* as main() does: libgit2 once for the process (the series reads the user's repository) */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

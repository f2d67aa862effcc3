// SPDX-License-Identifier: GPL-2.0
/*
 * synth unit and integration tests on our own small example: tokens and items, derivation of the
 * as3935-style "Switch to PM ops" change (tests/synth/data, modelled on the seed commit), and real
 * spatch runs through syn_apply on a lms501kf03-like driver.
 */
#include <stdlib.h>
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "reducer.h"
#include "synth.h"
#include "synth-int.h"

static char *data_file(const char *name)
{
	g_autofree char *p = g_build_filename(PORTER_TEST_DATA, name, NULL);
	char *text = NULL;

	g_assert_true(g_file_get_contents(p, &text, NULL, NULL));
	return text;
}

static void test_tokens(void)
{
	const char *src = "#define A(x) \\\n\t((x) + 1)\nstatic int f(int a) { return a->b; }\n"
			  "static struct s v = { .x = 1, };\nstatic DECL(foo, bar);\n";
	g_autoptr(GPtrArray) toks = syn_tokenize(src, "t.c", NULL);
	g_autoptr(GPtrArray) items = NULL;
	struct syn_tok *t;
	struct syn_item *it;

	g_assert_nonnull(toks);
	t = toks->pdata[0];
	g_assert_cmpint(t->kind, ==, SYN_TOK_PP);
	g_assert_cmpstr(t->text, ==, "#define A(x)   ((x) + 1)");
	items = syn_items(toks);
	g_assert_cmpuint(items->len, ==, 4);
	it = items->pdata[0];
	g_assert_cmpint(it->kind, ==, SYN_ITEM_DEFINE);
	g_assert_cmpstr(it->name, ==, "A");
	it = items->pdata[1];
	g_assert_cmpint(it->kind, ==, SYN_ITEM_FUNC);
	g_assert_cmpstr(it->name, ==, "f");
	it = items->pdata[2];
	g_assert_cmpint(it->kind, ==, SYN_ITEM_DECL);
	g_assert_cmpstr(it->name, ==, "v");
	it = items->pdata[3];
	g_assert_cmpint(it->kind, ==, SYN_ITEM_MACROCALL);
	g_assert_cmpstr(it->macro, ==, "DECL");
	g_assert_cmpstr(it->name, ==, "foo");
}

static void test_token_errors(void)
{
	g_autoptr(GError) err = NULL;
	GPtrArray *toks = syn_tokenize("int a;\n  /* never closed\n", "bad.c", &err);

	g_assert_null(toks);
	g_assert_error(err, G_FILE_ERROR, G_FILE_ERROR_INVAL);
	g_assert_cmpstr(err->message, ==, "cannot tokenize bad.c:2:3: unterminated comment");
	g_clear_error(&err);
	toks = syn_tokenize("char *s = \"abc;\n", "s.c", &err);
	g_assert_null(toks);
	g_assert_nonnull(strstr(err->message, "s.c:1:11: unterminated string"));
}

struct fixture {
	struct syn_file file;
	struct syn_example ex;
	struct red_issue issue;
	GPtrArray *files;
	char *tmp;
};

static void fixture_init(struct fixture *f)
{
	memset(f, 0, sizeof(*f));
	f->file.old_path = "drivers/iio/proximity/as3935.c";
	f->file.new_path = "drivers/iio/proximity/as3935.c";
	f->file.old_text = data_file("as3935-pre.c");
	f->file.new_text = data_file("as3935-post.c");
	f->files = g_ptr_array_new();
	g_ptr_array_add(f->files, &f->file);
	f->ex.repo = "torvalds/linux";
	f->ex.hash = "9d9f780000e0a2c2582843ee83612530a16920c8";
	f->ex.subject = "iio: as3935: Switch to PM ops";
	f->ex.files = f->files;
	f->issue.kind = RED_UNKNOWN_FIELD;
	f->issue.symbol = "suspend";
	f->issue.container = "struct spi_driver";
	f->issue.file = "lms501kf03.c";
	f->issue.line = 0;
	f->issue.column = 3;
	f->tmp = g_dir_make_tmp("synth-test-XXXXXX", NULL);
	g_assert_nonnull(f->tmp);
}

static void rm_rf(const char *dir)
{
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *e;

	while (d && (e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(dir, e, NULL);

		if (g_file_test(p, G_FILE_TEST_IS_DIR) && !g_file_test(p, G_FILE_TEST_IS_SYMLINK))
			rm_rf(p);
		else
			g_unlink(p);
	}
	g_rmdir(dir);
}

static void fixture_clear(struct fixture *f)
{
	g_free(f->file.old_text);
	g_free(f->file.new_text);
	g_ptr_array_unref(f->files);
	rm_rf(f->tmp);
	g_free(f->tmp);
}

/* Copies data/lms501kf03-v3.9.c into the fixture's dir and points the issue at its .suspend. */
static void put_driver(struct fixture *f)
{
	g_autofree char *text = data_file("lms501kf03-v3.9.c");
	g_autofree char *p = g_build_filename(f->tmp, "lms501kf03.c", NULL);
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);

	g_assert_true(g_file_set_contents(p, text, -1, NULL));
	for (guint i = 0; lines[i]; i++)
		if (strstr(lines[i], ".suspend"))
			f->issue.line = (int)i + 1;
	g_assert_cmpint(f->issue.line, >, 0);
}

static void test_derive_pm_ops(void)
{
	struct fixture f;
	g_autoptr(GPtrArray) patches = NULL;
	g_autoptr(GError) err = NULL;
	const struct syn_patch *p;

	fixture_init(&f);
	put_driver(&f);
	g_assert_cmpint(syn_derive(&patches, &f.ex, &f.issue, f.tmp, NULL, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(patches->len, >=, 1);
	p = patches->pdata[0];
	if (g_test_verbose())
		g_printerr("%s", p->cocci);
	/* House format and provenance. */
	g_assert_nonnull(strstr(p->cocci, "/// "));
	g_assert_nonnull(strstr(p->cocci, "9d9f780000e0"));
	g_assert_nonnull(strstr(p->cocci, "iio: as3935: Switch to PM ops"));
	g_assert_nonnull(strstr(p->cocci, "unknown-field suspend in struct spi_driver"));
	g_assert_nonnull(strstr(p->cocci, "// Confidence: "));
	g_assert_nonnull(strstr(p->cocci, "// Keywords: "));
	g_assert_nonnull(strstr(p->cocci, "\nvirtual patch\n"));
	/* The target's instance is bound; the example's own names are metavariables. */
	g_assert_nonnull(strstr(p->cocci, "= {lms501kf03_driver};"));
	g_assert_null(strstr(p->cocci, "\n-\t.suspend = as3935_suspend"));
	g_assert_nonnull(strstr(p->cocci, "-\t.suspend = mv_suspend,"));
	/* Linked functions follow; the new declaration is built from the target's names. */
	g_assert_nonnull(strstr(p->cocci, "identifier r1.mv_suspend;"));
	g_assert_nonnull(strstr(p->cocci, "declarer name SIMPLE_DEV_PM_OPS;"));
	g_assert_nonnull(strstr(p->cocci, "+#ifdef CONFIG_PM_SLEEP"));
	g_assert_nonnull(strstr(p->cocci, "@script:python"));
	/* The unrelated hunk (calibrate_as3935's constant) is left out. */
	g_assert_null(strstr(p->cocci, "0x97"));
	g_assert_null(strstr(p->cocci, "calibrate"));
	g_assert_nonnull(strstr(p->notes, "function as3935_suspend"));
	fixture_clear(&f);
}

static void test_apply_pm_ops(void)
{
	struct fixture f;
	g_autoptr(GPtrArray) patches = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_result res = { 0 };
	g_autofree char *kdir = g_build_filename(PORTER_CORPUS_DIR, "trees", "v4.6", NULL);
	g_autofree char *after = NULL, *p = NULL;
	const char *k = g_file_test(kdir, G_FILE_TEST_IS_DIR) ? kdir : NULL;

	fixture_init(&f);
	put_driver(&f);
	g_assert_cmpint(syn_derive(&patches, &f.ex, &f.issue, f.tmp, k, &err), ==, 0);
	g_assert_cmpint(syn_apply(&res, patches->pdata[0], f.tmp, &err), ==, 0);
	g_assert_no_error(err);
	if (!res.applied)
		g_printerr("why: %s\n%s", res.why, ((struct syn_patch *)patches->pdata[0])->cocci);
	g_assert_true(res.applied);
	g_assert_null(res.why);
	g_assert_nonnull(strstr(res.diff, "+static SIMPLE_DEV_PM_OPS(lms501kf03_pm_ops"));
	g_assert_nonnull(strstr(res.diff, "+\t\t.pm = LMS501KF03_PM_OPS,"));
	g_assert_nonnull(strstr(res.diff, "-\t.suspend\t= lms501kf03_suspend,"));
	g_assert_nonnull(strstr(res.diff, "+static int lms501kf03_suspend(struct device *dev)"));
	g_assert_nonnull(strstr(res.diff, "dev_get_drvdata(dev)"));
	p = g_build_filename(f.tmp, "lms501kf03.c", NULL);
	g_assert_true(g_file_get_contents(p, &after, NULL, NULL));
	g_assert_null(strstr(after, "\t.suspend"));
	/* With the kernel tree, &spi->dev is reached from the new parameter. */
	if (k)
		g_assert_null(strstr(after, "&spi->dev"));
	syn_result_clear(&res);
	fixture_clear(&f);
}

static void test_apply_no_match(void)
{
	struct fixture f;
	struct syn_patch patch = { "nomatch", NULL, NULL };
	struct syn_result res = { 0 };
	g_autoptr(GError) err = NULL;

	fixture_init(&f);
	put_driver(&f);
	patch.cocci = "virtual patch\n\n@r1@\nexpression e;\n@@\n- no_such_function(e)\n+ other(e)\n";
	g_assert_cmpint(syn_apply(&res, &patch, f.tmp, &err), ==, 0);
	g_assert_false(res.applied);
	g_assert_nonnull(res.why);
	g_assert_nonnull(strstr(res.why, "matched nothing"));
	g_assert_nonnull(strstr(res.why, "no_such_function(e)"));
	syn_result_clear(&res);

	patch.name = "broken";
	patch.cocci = "virtual patch\n\n@r1@\nexpression e;\n@@\n- foo(e\n";
	g_assert_cmpint(syn_apply(&res, &patch, f.tmp, &err), ==, 0);
	g_assert_false(res.applied);
	g_assert_nonnull(res.why);
	g_assert_nonnull(strstr(res.why, "could not parse broken"));
	syn_result_clear(&res);
	fixture_clear(&f);
}

static void test_derive_unrelated(void)
{
	struct fixture f;
	g_autoptr(GPtrArray) patches = NULL;
	g_autoptr(GError) err = NULL;

	fixture_init(&f);
	f.issue.kind = RED_UNDEFINED_FUNCTION;
	f.issue.symbol = "no_such_api";
	f.issue.container = NULL;
	g_assert_cmpint(syn_derive(&patches, &f.ex, &f.issue, NULL, NULL, &err), <, 0);
	g_assert_nonnull(err);
	g_assert_nonnull(strstr(err->message, "9d9f780000e0"));
	g_assert_nonnull(strstr(err->message, "no_such_api"));
	fixture_clear(&f);
}

static void test_derive_bad_example(void)
{
	struct fixture f;
	g_autoptr(GPtrArray) patches = NULL;
	g_autoptr(GError) err = NULL;

	fixture_init(&f);
	g_free(f.file.new_text);
	f.file.new_text = g_strdup("int a;\n\"unterminated\n");
	g_assert_cmpint(syn_derive(&patches, &f.ex, &f.issue, NULL, NULL, &err), <, 0);
	g_assert_nonnull(strstr(err->message, "9d9f780000e0:drivers/iio/proximity/as3935.c:2:1"));
	fixture_clear(&f);
}

/* One synthetic change kind of data/kinds/NAME: derive, apply each patch, check the result. */
static void test_kind(gconstpointer data)
{
	const char *name = data;
	g_autofree char *dir = g_build_filename(PORTER_TEST_DATA, "kinds", name, NULL);
	g_autofree char *pre = NULL, *post = NULL, *target = NULL, *issue_text = NULL, *expect = NULL;
	g_autofree char *p1 = g_build_filename(dir, "pre.c", NULL);
	g_autofree char *p2 = g_build_filename(dir, "post.c", NULL);
	g_autofree char *p3 = g_build_filename(dir, "target.c", NULL);
	g_autofree char *p4 = g_build_filename(dir, "issue", NULL);
	g_autofree char *p5 = g_build_filename(dir, "expect", NULL);
	g_autofree char *kdir = g_build_filename(dir, "kernel", NULL);
	g_autofree char *tmp = g_dir_make_tmp("synth-kind-XXXXXX", NULL);
	g_autofree char *tfile = g_build_filename(tmp, "target.c", NULL);
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GString) tried = g_string_new(NULL);
	g_autoptr(GError) err = NULL;
	g_auto(GStrv) lines = NULL, want = NULL;
	struct syn_file f = { "drivers/x/example.c", "drivers/x/example.c", NULL, NULL };
	struct syn_example ex = { "synthetic", "0000000000000000000000000000000000000000", name };
	struct red_issue is = { 0 };
	gboolean good = FALSE;
	enum red_kind kind = RED_OTHER;

	g_assert_true(g_file_get_contents(p1, &pre, NULL, NULL));
	g_assert_true(g_file_get_contents(p2, &post, NULL, NULL));
	g_assert_true(g_file_get_contents(p3, &target, NULL, NULL));
	g_assert_true(g_file_get_contents(p4, &issue_text, NULL, NULL));
	g_assert_true(g_file_get_contents(p5, &expect, NULL, NULL));
	f.old_text = pre;
	f.new_text = post;
	g_ptr_array_add(files, &f);
	ex.files = files;
	is.file = "target.c";
	lines = g_strsplit(issue_text, "\n", -1);
	for (guint i = 0; lines[i]; i++) {
		char *eq = strchr(lines[i], '=');

		if (!eq)
			continue;
		*eq++ = 0;
		if (!strcmp(lines[i], "kind"))
			g_assert_cmpint(red_kind_from_name(&kind, eq), ==, 0);
		else if (!strcmp(lines[i], "symbol"))
			is.symbol = eq;
		else if (!strcmp(lines[i], "container"))
			is.container = eq;
		else if (!strcmp(lines[i], "expected"))
			is.expected = eq;
		else if (!strcmp(lines[i], "actual"))
			is.actual = eq;
		else if (!strcmp(lines[i], "line"))
			is.line = atoi(eq);
	}
	is.kind = kind;
	g_assert_true(g_file_set_contents(tfile, target, -1, NULL));
	g_assert_cmpint(syn_derive(&patches, &ex, &is, tmp,
				   g_file_test(kdir, G_FILE_TEST_IS_DIR) ? kdir : NULL, &err), ==, 0);
	want = g_strsplit(expect, "\n", -1);
	for (guint k = 0; k < patches->len && !good; k++) {
		const struct syn_patch *patch = patches->pdata[k];
		struct syn_result res = { 0 };
		g_autofree char *after = NULL;
		gboolean ok = TRUE;

		g_assert_true(g_file_set_contents(tfile, target, -1, NULL));
		g_assert_cmpint(syn_apply(&res, patch, tmp, &err), ==, 0);
		g_assert_true(g_file_get_contents(tfile, &after, NULL, NULL));
		for (guint i = 0; want[i]; i++) {
			gboolean neg = want[i][0] == '!';
			const char *w = want[i] + neg;

			if (*w && (strstr(after, w) != NULL) == neg)
				ok = FALSE;
		}
		good = res.applied && ok;
		g_string_append_printf(tried, "--- %s: %s\n%s--- result\n%s\n", patch->name,
				       res.applied ? "applied" : res.why, patch->cocci, after);
		syn_result_clear(&res);
	}
	if (!good)
		g_printerr("%s: no derived patch gave the expected result\n%s", name, tried->str);
	g_assert_true(good);
	rm_rf(tmp);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/synth/tokens", test_tokens);
	g_test_add_func("/synth/token-errors", test_token_errors);
	g_test_add_func("/synth/derive/pm-ops", test_derive_pm_ops);
	g_test_add_func("/synth/derive/unrelated", test_derive_unrelated);
	g_test_add_func("/synth/derive/bad-example", test_derive_bad_example);
	g_test_add_func("/synth/apply/pm-ops", test_apply_pm_ops);
	g_test_add_func("/synth/apply/no-match", test_apply_no_match);
	{
		g_autofree char *kd = g_build_filename(PORTER_TEST_DATA, "kinds", NULL);
		g_autoptr(GDir) d = g_dir_open(kd, 0, NULL);
		const char *e;

		while (d && (e = g_dir_read_name(d))) {
			g_autofree char *sub = g_build_filename(kd, e, NULL);
			g_autofree char *path = g_strdup_printf("/synth/kinds/%s", e);

			if (g_file_test(sub, G_FILE_TEST_IS_DIR))
				g_test_add_data_func_full(path, g_strdup(e), test_kind, g_free);
		}
	}
	return g_test_run();
}

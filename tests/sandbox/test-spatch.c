// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_spatch() with the real spatch: a diff with a/ b/ paths that git apply takes, in-place
 * application, a broken semantic patch, a missing file, and spatch hanging or crashing (through
 * Python script rules), each in both isolation modes.
 */
#include "sandbox.h"

#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>

struct fixture {
	char *dir;
	char *a, *b;		/* two C files */
	char *sp;		/* foo(e) -> bar(e) */
};

static const char c_text[] = "int f(int x)\n{\n\treturn foo(x);\n}\n";

static char *put(const char *dir, const char *name, const char *text)
{
	char *p = g_build_filename(dir, name, NULL);

	g_assert_true(g_file_set_contents(p, text, -1, NULL));
	return p;
}

static void fx_setup(struct fixture *fx, gconstpointer data)
{
	fx->dir = g_dir_make_tmp("sbx-test-spatch-XXXXXX", NULL);
	fx->a = put(fx->dir, "a.c", c_text);
	fx->b = put(fx->dir, "b.c", c_text);
	fx->sp = put(fx->dir, "rename.cocci", "@@\nexpression e;\n@@\n- foo(e)\n+ bar(e)\n");
}

static void fx_teardown(struct fixture *fx, gconstpointer data)
{
	g_assert_cmpint(sbx_remove_tree(fx->dir, NULL), ==, 0);
	g_free(fx->dir);
	g_free(fx->a);
	g_free(fx->b);
	g_free(fx->sp);
}

static gboolean want(gconstpointer data)
{
	if (GPOINTER_TO_INT(data) == SBX_ISOLATE_REQUIRE && !sbx_isolation_available()) {
		g_test_skip(sbx_isolation_why());
		return FALSE;
	}
	return TRUE;
}

static void test_diff(struct fixture *fx, gconstpointer data)
{
	struct sbx_spatch_options o = { 0 };
	const char *files[] = { fx->a, fx->b, NULL };
	struct sbx_spatch_result r;
	g_autoptr(GError) err = NULL;
	g_autofree char *text = NULL, *patch = NULL, *cmd = NULL;
	int status;

	if (!want(data))
		return;
	o.run.isolation = GPOINTER_TO_INT(data);
	g_assert_cmpint(sbx_spatch(&r, fx->sp, files, &o, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_true(r.ok);
	g_assert_true(r.changed);
	g_assert_cmpint(r.run.isolated, ==, o.run.isolation == SBX_ISOLATE_REQUIRE);
	g_assert_nonnull(strstr(r.diff, "--- a/a.c\n+++ b/a.c\n"));
	g_assert_nonnull(strstr(r.diff, "--- a/b.c\n+++ b/b.c\n"));
	g_assert_nonnull(strstr(r.diff, "-\treturn foo(x);\n+\treturn bar(x);\n"));
	/* not in place: the files are unchanged, and the diff applies with git apply */
	g_assert_true(g_file_get_contents(fx->a, &text, NULL, NULL));
	g_assert_cmpstr(text, ==, c_text);
	patch = put(fx->dir, "out.patch", r.diff);
	cmd = g_strdup_printf("git -C '%s' apply '%s'", fx->dir, patch);
	g_assert_true(g_spawn_command_line_sync(cmd, NULL, NULL, &status, NULL));
	g_assert_cmpint(status, ==, 0);
	g_free(text);
	g_assert_true(g_file_get_contents(fx->b, &text, NULL, NULL));
	g_assert_nonnull(strstr(text, "bar(x)"));
	sbx_spatch_result_clear(&r);
}

static void test_in_place(struct fixture *fx, gconstpointer data)
{
	struct sbx_spatch_options o = { 0 };
	const char *files[] = { "a.c", NULL };
	struct sbx_spatch_result r;
	g_autoptr(GError) err = NULL;
	g_autofree char *text = NULL;

	if (!want(data))
		return;
	o.run.isolation = GPOINTER_TO_INT(data);
	o.run.cwd = fx->dir;
	o.in_place = TRUE;
	g_assert_cmpint(sbx_spatch(&r, fx->sp, files, &o, &err), ==, 0);
	g_assert_true(r.ok);
	g_assert_true(r.changed);
	g_assert_true(g_file_get_contents(fx->a, &text, NULL, NULL));
	g_assert_cmpstr(text, ==, "int f(int x)\n{\n\treturn bar(x);\n}\n");
	sbx_spatch_result_clear(&r);
	/* a second run finds nothing left to change */
	g_assert_cmpint(sbx_spatch(&r, fx->sp, files, &o, &err), ==, 0);
	g_assert_true(r.ok);
	g_assert_false(r.changed);
	g_assert_cmpstr(r.diff, ==, "");
	sbx_spatch_result_clear(&r);
}

/*
 * File names a shell would read (finding L8): spatch passes them to a shell for its diff, so a
 * `$(touch PWNED)` in a name ran, and names with spaces were never patched.  Both are patched
 * in place, the diff names them, and nothing ran.
 */
static void test_names(struct fixture *fx, gconstpointer data)
{
	static const char *const names[] = { "my drv.c", "$(touch PWNED)`touch PWNED2`;x.c",
					     "-fplugin=y.c" };
	struct sbx_spatch_options o = { 0 };
	const char *files[G_N_ELEMENTS(names) + 1] = { 0 };
	const char *rw[] = { fx->dir, NULL };
	struct sbx_spatch_result r;
	g_autoptr(GError) err = NULL;

	if (!want(data))
		return;
	for (guint i = 0; i < G_N_ELEMENTS(names); i++)
		g_free(put(fx->dir, names[i], c_text));
	for (guint i = 0; i < G_N_ELEMENTS(names); i++)
		files[i] = names[i];
	o.run.isolation = GPOINTER_TO_INT(data);
	o.run.cwd = fx->dir;
	o.run.rw_paths = rw;
	o.in_place = TRUE;
	g_assert_cmpint(sbx_spatch(&r, fx->sp, files, &o, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_true(r.ok);
	g_assert_true(r.changed);
	for (guint i = 0; i < G_N_ELEMENTS(names); i++) {
		g_autofree char *p = g_build_filename(fx->dir, names[i], NULL);
		g_autofree char *text = NULL, *minus = g_strdup_printf("--- a/%s", names[i]);

		g_assert_true(g_file_get_contents(p, &text, NULL, NULL));
		g_assert_nonnull(strstr(text, "bar(x)"));
		g_assert_nonnull(strstr(r.diff, minus));
	}
	g_assert_null(strstr(r.diff, ".porter-spatch-"));
	sbx_spatch_result_clear(&r);
	{
		g_autofree char *pw = g_build_filename(fx->dir, "PWNED", NULL);
		g_autofree char *pw2 = g_build_filename(fx->dir, "PWNED2", NULL);
		g_autoptr(GDir) d = g_dir_open(fx->dir, 0, NULL);
		const char *e;

		g_assert_false(g_file_test(pw, G_FILE_TEST_EXISTS));
		g_assert_false(g_file_test(pw2, G_FILE_TEST_EXISTS));
		g_assert_false(g_file_test("PWNED", G_FILE_TEST_EXISTS));
		while ((e = g_dir_read_name(d)))
			g_assert_false(g_str_has_prefix(e, ".porter-spatch-"));
	}
}

static void test_failures(struct fixture *fx, gconstpointer data)
{
	struct sbx_spatch_options o = { 0 };
	const char *files[] = { fx->a, NULL };
	const char *missing[] = { fx->a, "/nonexistent/x.c", NULL };
	g_autofree char *bad = put(fx->dir, "bad.cocci", "@@\nexpression e\n@@\n- foo(e\n");
	struct sbx_spatch_result r;
	GError *err = NULL;

	if (!want(data))
		return;
	o.run.isolation = GPOINTER_TO_INT(data);
	g_assert_cmpint(sbx_spatch(&r, bad, files, &o, &err), ==, 0);
	g_assert_false(r.ok);
	g_assert_false(r.changed);
	g_assert_nonnull(strstr(r.errors, "parse error"));
	sbx_spatch_result_clear(&r);

	g_assert_cmpint(sbx_spatch(&r, fx->sp, missing, &o, &err), ==, -SBX_ERROR_INPUT);
	g_assert_cmpstr(err->message, ==, "cannot run spatch on /nonexistent/x.c: no such file");
	g_clear_error(&err);
	g_assert_cmpint(sbx_spatch(&r, "/nonexistent/p.cocci", files, &o, &err), ==,
			-SBX_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "/nonexistent/p.cocci"));
	g_clear_error(&err);
}

/* spatch that hangs (a Python rule sleeping) is killed at the run's timeout. */
static void test_hang(struct fixture *fx, gconstpointer data)
{
	struct sbx_spatch_options o = { 0 };
	const char *files[] = { fx->a, NULL };
	g_autofree char *sp = put(fx->dir, "hang.cocci",
				  "@initialize:python@\n@@\nimport time\ntime.sleep(60)\n\n"
				  "@@\nexpression e;\n@@\n- foo(e)\n+ bar(e)\n");
	struct sbx_spatch_result r;
	g_autoptr(GError) err = NULL;

	if (!want(data))
		return;
	o.run.isolation = GPOINTER_TO_INT(data);
	o.run.timeout_s = 2;
	g_assert_cmpint(sbx_spatch(&r, sp, files, &o, &err), ==, 0);
	g_assert_true(r.run.timed_out);
	g_assert_false(r.ok);
	g_assert_cmpfloat(r.run.seconds, <, 6);
	sbx_spatch_result_clear(&r);
}

/*
 * spatch that crashes (abort() from a Python rule: OCaml's runtime catches SIGSEGV itself) is
 * flagged, not taken for success.
 */
static void test_crash(struct fixture *fx, gconstpointer data)
{
	struct sbx_spatch_options o = { 0 };
	const char *files[] = { fx->a, NULL };
	g_autofree char *sp = put(fx->dir, "crash.cocci",
				  "@initialize:python@\n@@\nimport os\nos.abort()\n\n"
				  "@@\nexpression e;\n@@\n- foo(e)\n+ bar(e)\n");
	struct sbx_spatch_result r;
	g_autoptr(GError) err = NULL;

	if (!want(data))
		return;
	o.run.isolation = GPOINTER_TO_INT(data);
	g_assert_cmpint(sbx_spatch(&r, sp, files, &o, &err), ==, 0);
	g_assert_false(r.ok);
	g_assert_cmpint(r.run.term_signal, ==, SIGABRT);
	g_assert_cmpint(r.run.status, ==, -1);
	sbx_spatch_result_clear(&r);
}

int main(int argc, char **argv)
{
	static const struct {
		const char *name;
		void (*fn)(struct fixture *, gconstpointer);
	} cases[] = {
		{ "diff", test_diff },
		{ "in-place", test_in_place },
		{ "names", test_names },
		{ "failures", test_failures },
		{ "hang", test_hang },
		{ "crash", test_crash },
	};
	static const struct {
		const char *name;
		enum sbx_isolation mode;
	} modes[] = { { "bwrap", SBX_ISOLATE_REQUIRE }, { "fallback", SBX_ISOLATE_NONE } };

	g_test_init(&argc, &argv, NULL);
	for (guint m = 0; m < G_N_ELEMENTS(modes); m++)
		for (guint i = 0; i < G_N_ELEMENTS(cases); i++) {
			g_autofree char *path = g_strdup_printf("/sandbox/spatch/%s/%s",
								modes[m].name, cases[i].name);

			g_test_add(path, struct fixture, GINT_TO_POINTER(modes[m].mode), fx_setup,
				   cases[i].fn, fx_teardown);
		}
	return g_test_run();
}

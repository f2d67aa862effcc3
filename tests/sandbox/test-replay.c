// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_build_replay(): trial builds that replay the compiler commands of a full Kbuild build,
 * against Debian's real 6.1 and 6.12 header trees: what they compile (as make would), that they
 * report what a full build reports, and when they refuse (a Makefile changed).  And the parser of
 * make's V=1 lines on the lines of both trees' Kbuild.
 */
#include "gitrt.h"
#include "sandbox.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

static void put(const char *dir, const char *name, const char *text)
{
	g_autofree char *p = g_build_filename(dir, name, NULL);

	g_assert_true(g_file_set_contents(p, text, -1, NULL));
}

static char *find_tree(const char *prefix)
{
	g_autoptr(GDir) d = g_dir_open("/usr/src", 0, NULL);
	const char *e;

	while (d && (e = g_dir_read_name(d)))
		if (g_str_has_prefix(e, prefix) && g_str_has_suffix(e, "-amd64"))
			return g_build_filename("/usr/src", e, NULL);
	return NULL;
}

/* Lines as 6.1's and 6.12's Kbuild print them with V=1 (shortened flags). */
static void test_parse(void)
{
	const char *out =
		"make: Entering directory '/k'\n"
		"# CC [M]  /w/a.o\n"
		"   gcc-12 -Wp,-MMD,/w/.a.o.d -nostdinc -I./include -DKBUILD_MODNAME='\"a\"' -c -o /w/a.o "
		"/w/a.c   ; ./tools/objtool/objtool --orc --module /w/a.o\n"
		"  if nm /w/a.o 2>/dev/null | grep -q __ksymtab; then gcc-12 -E -c -o /w/x.o /w/a.c; fi\n"
		"  gcc-12 -Wp,-MMD,/w/.a.mod.o.d -c -o /w/a.mod.o /w/a.mod.c\n"
		"  gcc-12 -c -o /elsewhere/e.o /elsewhere/e.c\n"
		"  gcc-12 -c -o sub/b.o sub/b.c\n";
	g_autoptr(GPtrArray) c = sbx_build_compiles(out, "/w", "/k0");

	/* a.c only: the ksymtab probe, the generated .mod.c and a file outside /w are no compiles */
	g_assert_cmpuint(c->len, ==, 1);
	c = sbx_build_compiles(out, "/k", "/k0");
	/* relative to the folder make entered: /k/sub/b.c */
	g_assert_cmpuint(c->len, ==, 1);
}

static void build_ok(struct sbx_build *b, const char *src, const char *kdir)
{
	g_autoptr(GError) err = NULL;
	struct sbx_build_options o = { 0 };

	o.no_json = TRUE;
	g_assert_cmpint(sbx_build_run(b, src, kdir, &o, &err), ==, 0);
	g_assert_no_error(err);
}

static int replay(struct sbx_build *out, const struct sbx_build *full, const char *src,
		  const char *kdir)
{
	g_autoptr(GError) err = NULL;
	struct sbx_build_options o = { 0 };
	int ret;

	o.no_json = TRUE;
	ret = sbx_build_replay(out, full, src, kdir, &o, &err);
	g_assert_no_error(err);
	return ret;
}

/* The error lines of a build's text diagnostics, sorted (make's and the compiler's order vary). */
static char *errors(const char *diag)
{
	g_auto(GStrv) l = g_strsplit(diag ? diag : "", "\n", -1);
	g_autoptr(GPtrArray) e = g_ptr_array_new();

	for (guint i = 0; l[i]; i++)
		if (strstr(l[i], ": error: "))
			g_ptr_array_add(e, l[i]);
	g_ptr_array_sort(e, (GCompareFunc)g_strcmp0);
	g_ptr_array_add(e, NULL);
	return g_strjoinv("\n", (char **)e->pdata);
}

static void test_replay(gconstpointer data)
{
	g_autofree char *kdir = find_tree(data);
	g_autofree char *root = NULL, *src = NULL;
	g_autofree char *e_full = NULL, *e_trial = NULL;
	struct sbx_build full = { 0 }, again = { 0 }, trial = { 0 };
	g_autoptr(GError) err = NULL;
	struct sbx_work *w;

	if (!kdir) {
		g_test_skip("no /usr/src/linux-headers-* tree of this version installed");
		return;
	}
	root = g_dir_make_tmp("sbx-test-replay-XXXXXX", NULL);
	src = g_build_filename(root, "mod", NULL);
	g_assert_cmpint(g_mkdir(src, 0755), ==, 0);
	put(src, "Makefile", "obj-m := pr.o\npr-y := a.o b.o\n");
	put(src, "h.h", "int b_value(void);\n");
	put(src, "a.c", "#include <linux/module.h>\n#include \"h.h\"\n"
	    "static int __init pr_init(void)\n{\n\tinit_timer(0);\n\treturn b_value();\n}\n"
	    "module_init(pr_init);\nMODULE_LICENSE(\"GPL\");\n");
	put(src, "b.c", "#include \"h.h\"\nint b_value(void) { return 0; }\n");
	g_assert_cmpint(sbx_work_new(&w, src, root, &err), ==, 0);

	/* the full build: a.c fails, b.c compiles; both commands recorded */
	build_ok(&full, sbx_work_path(w), kdir);
	g_assert_false(full.ok);
	g_assert_nonnull(full.compiles);
	g_assert_cmpuint(full.compiles->len, ==, 2);

	/* a change to a.c: a.c again (b.o stands), the same errors as a full build of it */
	usleep(10000);
	put(sbx_work_path(w), "a.c", "#include <linux/module.h>\n#include \"h.h\"\n"
	    "static int __init pr_init(void)\n{\n\tdo_gettimeofday(0);\n\treturn b_value();\n}\n"
	    "module_init(pr_init);\nMODULE_LICENSE(\"GPL\");\n");
	g_assert_cmpint(replay(&trial, &full, sbx_work_path(w), kdir), ==, 0);
	g_assert_true(trial.replayed);
	g_assert_cmpuint(trial.nreplayed, ==, 1);
	g_assert_false(trial.ok);
	g_assert_true(trial.run.isolated == sbx_isolation_available());
	build_ok(&again, sbx_work_path(w), kdir);
	e_full = errors(again.diagnostics);
	e_trial = errors(trial.diagnostics);
	g_assert_nonnull(strstr(e_trial, "do_gettimeofday"));
	g_assert_cmpstr(e_trial, ==, e_full);
	sbx_build_clear(&trial);

	/* the fix: the trial is clean, and no object was written over the full build's */
	usleep(10000);
	put(sbx_work_path(w), "a.c", "#include <linux/module.h>\n#include \"h.h\"\n"
	    "static int __init pr_init(void)\n{\n\treturn b_value();\n}\n"
	    "module_init(pr_init);\nMODULE_LICENSE(\"GPL\");\n");
	g_assert_cmpint(replay(&trial, &again, sbx_work_path(w), kdir), ==, 0);
	g_assert_true(trial.ok);
	g_assert_cmpuint(trial.nreplayed, ==, 1);
	{
		g_autofree char *ao = g_build_filename(sbx_work_path(w), "a.o", NULL);

		g_assert_false(g_file_test(ao, G_FILE_TEST_EXISTS));
	}
	sbx_build_clear(&trial);

	/*
	 * a header changed: every source again.  Against the first build, the one that compiled
	 * every source: a rebuild prints only what it compiled (the loop replays the first).
	 */
	usleep(10000);
	put(sbx_work_path(w), "h.h", "int b_value(void);\nint b_other(void);\n");
	g_assert_cmpuint(again.compiles->len, ==, 1);
	g_assert_cmpint(replay(&trial, &full, sbx_work_path(w), kdir), ==, 0);
	g_assert_cmpuint(trial.nreplayed, ==, 2);
	sbx_build_clear(&trial);

	/* a Makefile changed: only make can say */
	usleep(10000);
	put(sbx_work_path(w), "Makefile", "obj-m := pr.o\npr-y := a.o b.o\nccflags-y := -DX\n");
	g_assert_cmpint(replay(&trial, &again, sbx_work_path(w), kdir), ==, 1);
	g_assert_false(trial.replayed);

	/* no commands (a plain or custom build): no replay */
	sbx_build_clear(&full);
	g_assert_cmpint(replay(&trial, &full, sbx_work_path(w), kdir), ==, 1);
	sbx_build_clear(&again);
	sbx_work_free(w, TRUE);
	g_assert_cmpint(sbx_remove_tree(root, NULL), ==, 0);
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/sandbox/replay/parse", test_parse);
	g_test_add_data_func("/sandbox/replay/kbuild-6.1", "linux-headers-6.1.", test_replay);
	g_test_add_data_func("/sandbox/replay/kbuild-6.12", "linux-headers-6.12.", test_replay);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

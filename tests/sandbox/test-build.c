// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_build_run() with real compilers: plain mode over an include tree the test writes, Kbuild mode
 * against Debian's real 6.1 and 6.12 header trees (JSON and text diagnostics), custom commands,
 * hostile Makefiles (hang, flood, background child, writes to $HOME), and the bad-input errors.
 */
#include "gitrt.h"
#include "sandbox.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

static char *scratch(void)
{
	char *d = g_dir_make_tmp("sbx-test-build-XXXXXX", NULL);

	g_assert_nonnull(d);
	return d;
}

static void put(const char *dir, const char *name, const char *text)
{
	g_autofree char *p = g_build_filename(dir, name, NULL);
	g_autofree char *parent = g_path_get_dirname(p);

	g_assert_cmpint(g_mkdir_with_parents(parent, 0755), ==, 0);
	g_assert_true(g_file_set_contents(p, text, -1, NULL));
}

/* A minimal kernel include tree where struct spi_driver has lost .suspend, as in v4.6. */
static void make_plain_tree(const char *kdir)
{
	put(kdir, "include/linux/spi/spi.h",
	    "#ifndef SPI_H\n#define SPI_H\n#include <stddef.h>\n"
	    "struct device { void *p; };\n"
	    "struct device_driver { const char *name; const void *pm; };\n"
	    "struct spi_device { struct device dev; };\n"
	    "struct spi_driver {\n\tint (*probe)(struct spi_device *spi);\n"
	    "\tstruct device_driver driver;\n};\n#endif\n");
}

static const char drv_c[] =
	"#include <linux/spi/spi.h>\n"
	"\n"
	"static int drv_probe(struct spi_device *spi) { return 0; }\n"
	"static int drv_suspend(struct spi_device *spi) { return 0; }\n"
	"\n"
	"static struct spi_driver drv = {\n"
	"\t.probe = drv_probe,\n"
	"\t.suspend = drv_suspend,\n"
	"};\n";

static const char other_c[] = "#include <linux/spi/spi.h>\nint other(void) { return NULL != 0; }\n";

static void test_plain(void)
{
	g_autofree char *root = scratch();
	g_autofree char *kdir = g_build_filename(root, "kernel", NULL);
	g_autofree char *src = g_build_filename(root, "drv", NULL);
	struct sbx_build_options o = { 0 };
	struct sbx_build b;
	g_autoptr(GError) err = NULL;

	make_plain_tree(kdir);
	put(src, "drv.c", drv_c);
	put(src, "other.c", other_c);
	put(src, "Makefile", "obj-m := drv.o\n");

	g_assert_cmpint(sbx_build_run(&b, src, kdir, &o, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(b.mode, ==, SBX_BUILD_PLAIN);
	g_assert_true(b.json);
	g_assert_false(b.ok);
	g_assert_cmpint(b.run.status, !=, 0);
	/* one JSON array per compiler run: the error is located in drv.c, relative */
	g_assert_true(g_str_has_prefix(b.diagnostics, "["));
	g_assert_nonnull(strstr(b.diagnostics, "\"file\": \"drv.c\""));
	g_assert_nonnull(strstr(b.diagnostics, "'struct spi_driver' has no member named 'suspend'"));
	g_assert_nonnull(strstr(b.diagnostics, "\"line\": 8"));
	g_assert_nonnull(strstr(b.command_line, "-nostdinc"));
	g_assert_nonnull(strstr(b.command_line, "-fdiagnostics-format=json"));
	g_assert_nonnull(strstr(b.command_line, " drv.c other.c"));
	sbx_build_clear(&b);

	o.no_json = TRUE;
	g_assert_cmpint(sbx_build_run(&b, src, kdir, &o, &err), ==, 0);
	g_assert_false(b.json);
	g_assert_false(b.ok);
	g_assert_nonnull(strstr(b.diagnostics,
				"drv.c:8:10: error: 'struct spi_driver' has no member named 'suspend'"));
	g_assert_null(strstr(b.command_line, "json"));
	sbx_build_clear(&b);

	/* fixed as the as3935 commit did: it builds */
	put(src, "drv.c", "#include <linux/spi/spi.h>\nstatic int drv_probe(struct spi_device *spi) "
	    "{ return 0; }\nstatic struct spi_driver drv = { .probe = drv_probe,\n"
	    "\t.driver = { .pm = 0 } };\nstruct spi_driver *get(void) { return &drv; }\n");
	g_assert_cmpint(sbx_build_run(&b, src, kdir, NULL, &err), ==, 0);
	g_assert_true(b.ok);
	g_assert_cmpint(b.run.status, ==, 0);
	sbx_build_clear(&b);
	g_assert_cmpint(sbx_remove_tree(root, NULL), ==, 0);
}

/* The demo case of the generated corpus (lms501kf03, v3.9 to v4.6), when it was built here. */
static void test_corpus_plain(void)
{
	g_autofree char *drv = g_build_filename(PORTER_CORPUS_DIR, "drivers", "lms501kf03", NULL);
	g_autofree char *old = g_build_filename(PORTER_CORPUS_DIR, "trees", "v3.9", NULL);
	g_autofree char *kdir = g_build_filename(PORTER_CORPUS_DIR, "trees", "v4.6", NULL);
	struct sbx_work *w;
	struct sbx_build b;
	g_autoptr(GError) err = NULL;

	if (!g_file_test(drv, G_FILE_TEST_IS_DIR) || !g_file_test(kdir, G_FILE_TEST_IS_DIR) ||
	    !g_file_test(old, G_FILE_TEST_IS_DIR)) {
		g_test_skip("corpus not generated in " PORTER_CORPUS_DIR " (build target corpus)");
		return;
	}
	g_assert_cmpint(sbx_work_new(&w, drv, NULL, &err), ==, 0);
	/* written for v3.9: clean there */
	g_assert_cmpint(sbx_build_run(&b, sbx_work_path(w), old, NULL, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(b.mode, ==, SBX_BUILD_PLAIN);
	if (!b.ok)
		g_printerr("%s\n%s", b.command_line, b.diagnostics);
	g_assert_true(b.ok);
	sbx_build_clear(&b);
	/* against v4.6: the article's errors, as JSON */
	g_assert_cmpint(sbx_build_run(&b, sbx_work_path(w), kdir, NULL, &err), ==, 0);
	g_assert_false(b.ok);
	g_assert_true(b.json);
	g_assert_nonnull(strstr(b.diagnostics, "\"file\": \"lms501kf03.c\""));
	g_assert_nonnull(strstr(b.diagnostics, "'struct spi_driver' has no member named 'suspend'"));
	sbx_build_clear(&b);
	sbx_work_free(w, TRUE);
}

static const char mod_c[] =
	"#include <linux/module.h>\n"
	"#include <linux/timer.h>\n"
	"\n"
	"static struct timer_list t;\n"
	"\n"
	"static int __init porter_init(void)\n"
	"{\n"
	"\tinit_timer(&t);\n"
	"\treturn 0;\n"
	"}\n"
	"module_init(porter_init);\n"
	"MODULE_LICENSE(\"GPL\");\n";

static char *find_tree(const char *glob_prefix)
{
	g_autoptr(GDir) d = g_dir_open("/usr/src", 0, NULL);
	const char *e;

	while (d && (e = g_dir_read_name(d)))
		if (g_str_has_prefix(e, glob_prefix) && g_str_has_suffix(e, "-amd64"))
			return g_build_filename("/usr/src", e, NULL);
	return NULL;
}

/* data: the tree's name prefix in /usr/src; JSON on the first run, text on the second. */
static void test_kbuild(gconstpointer data)
{
	g_autofree char *kdir = find_tree(data);
	g_autofree char *root = NULL, *src = NULL, *patch = NULL, *ko = NULL;
	struct sbx_build_options o = { 0 };
	struct sbx_work *w;
	struct sbx_build b;
	g_autoptr(GError) err = NULL;

	if (!kdir) {
		g_test_skip("no /usr/src/linux-headers-* tree of this version installed");
		return;
	}
	root = scratch();
	src = g_build_filename(root, "mod", NULL);
	put(src, "porter_mod.c", mod_c);
	put(src, "Makefile", "obj-m := porter_mod.o\n");
	g_assert_cmpint(sbx_work_new(&w, src, root, &err), ==, 0);

	g_assert_cmpint(sbx_build_run(&b, sbx_work_path(w), kdir, &o, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(b.mode, ==, SBX_BUILD_KBUILD);
	g_assert_true(b.json);
	g_assert_false(b.ok);
	g_assert_true(b.run.isolated == sbx_isolation_available());
	g_assert_nonnull(strstr(b.diagnostics, "[{\"kind\": \"error\""));
	g_assert_nonnull(strstr(b.diagnostics, "implicit declaration of function 'init_timer'"));
	g_assert_nonnull(strstr(b.diagnostics, "porter_mod.c\", \"column\": "));
	g_assert_nonnull(strstr(b.command_line, "KCFLAGS=-fdiagnostics-format=json"));
	sbx_build_clear(&b);

	o.no_json = TRUE;
	g_assert_cmpint(sbx_build_run(&b, sbx_work_path(w), kdir, &o, &err), ==, 0);
	g_assert_false(b.json);
	g_assert_false(b.ok);
	g_assert_nonnull(strstr(b.diagnostics, "porter_mod.c:8:9: error: implicit declaration of "
				"function 'init_timer'"));
	sbx_build_clear(&b);

	/* the fix: the module builds, the .ko lands in the work copy, the diff stays source-only */
	put(sbx_work_path(w), "porter_mod.c",
	    "#include <linux/module.h>\n#include <linux/timer.h>\n\nstatic struct timer_list t;\n"
	    "static void cb(struct timer_list *x) { }\n\nstatic int __init porter_init(void)\n{\n"
	    "\ttimer_setup(&t, cb, 0);\n\treturn 0;\n}\nmodule_init(porter_init);\n"
	    "MODULE_LICENSE(\"GPL\");\n");
	g_assert_cmpint(sbx_build_run(&b, sbx_work_path(w), kdir, NULL, &err), ==, 0);
	if (!b.ok)
		g_printerr("%s%s", b.run.out, b.run.err);
	g_assert_true(b.ok);
	ko = g_build_filename(sbx_work_path(w), "porter_mod.ko", NULL);
	g_assert_true(g_file_test(ko, G_FILE_TEST_IS_REGULAR));
	g_assert_cmpint(sbx_work_diff(w, NULL, NULL, &patch, &err), ==, 0);
	g_assert_nonnull(strstr(patch, "+\ttimer_setup(&t, cb, 0);"));
	g_assert_null(strstr(patch, ".ko"));
	g_assert_null(strstr(patch, ".o"));
	sbx_build_clear(&b);
	sbx_work_free(w, TRUE);
	g_assert_cmpint(sbx_remove_tree(root, NULL), ==, 0);
}

static void test_bad_input(void)
{
	g_autofree char *root = scratch();
	g_autofree char *kdir = g_build_filename(root, "kernel", NULL);
	g_autofree char *empty = g_build_filename(root, "empty", NULL);
	g_autofree char *src = g_build_filename(root, "drv", NULL);
	g_autofree char *nokind = g_build_filename(root, "nokind", NULL);
	struct sbx_build_options o = { 0 };
	struct sbx_build b;
	GError *err = NULL;

	make_plain_tree(kdir);
	put(src, "drv.c", drv_c);
	put(empty, "README", "no sources\n");
	put(nokind, "README", "not a kernel\n");

	g_assert_cmpint(sbx_build_run(&b, src, "/nonexistent/kdir", NULL, &err), ==, -SBX_ERROR_INPUT);
	g_assert_cmpstr(err->message, ==, "kernel dir /nonexistent/kdir: no such directory");
	g_clear_error(&err);
	g_assert_cmpint(sbx_build_run(&b, src, nokind, NULL, &err), ==, -SBX_ERROR_INPUT);
	g_assert_true(g_str_has_suffix(err->message, "is neither a Kbuild tree (Makefile and "
				       "scripts/) nor an include tree (include/)"));
	g_clear_error(&err);
	g_assert_cmpint(sbx_build_run(&b, empty, kdir, NULL, &err), ==, -SBX_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "no C sources"));
	g_clear_error(&err);
	g_assert_cmpint(sbx_build_run(&b, "/nonexistent/drv", kdir, NULL, &err), ==, -SBX_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "/nonexistent/drv"));
	g_clear_error(&err);
	o.mode = SBX_BUILD_KBUILD;
	g_assert_cmpint(sbx_build_run(&b, src, kdir, &o, &err), ==, -SBX_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "not a Kbuild tree"));
	g_clear_error(&err);
	g_assert_cmpint(sbx_remove_tree(root, NULL), ==, 0);
}

static void test_custom(void)
{
	g_autofree char *root = scratch();
	g_autofree char *kdir = g_build_filename(root, "ker nel", NULL);
	g_autofree char *src = g_build_filename(root, "drv", NULL);
	struct sbx_build_options o = { 0 };
	struct sbx_build b;
	g_autoptr(GError) err = NULL;

	make_plain_tree(kdir);
	put(src, "drv.c", drv_c);
	o.command = "gcc -c -fsyntax-only -I{kernel}/include {src}/*.c 2>&1";
	g_assert_cmpint(sbx_build_run(&b, src, kdir, &o, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(b.mode, ==, SBX_BUILD_CUSTOM);
	g_assert_false(b.json);
	g_assert_false(b.ok);
	/* the path with a space was quoted; the 2>&1 output reaches diagnostics */
	g_assert_nonnull(strstr(b.diagnostics, "drv.c:8:10: error:"));
	g_assert_nonnull(strstr(b.command_line, "'/"));
	sbx_build_clear(&b);
	g_assert_cmpint(sbx_remove_tree(root, NULL), ==, 0);
}

/*
 * Hostile Makefiles, run as the user's build command would be (`make -C {src}`), in both
 * isolation modes: a hang, a flood, a daemon, writes to $HOME.
 */
static void test_hostile(gconstpointer data)
{
	enum sbx_isolation mode = GPOINTER_TO_INT(data);
	g_autofree char *root = NULL, *kdir = NULL, *src = NULL, *mark = NULL, *mk = NULL;
	g_autofree char *home_victim = NULL, *procs = NULL;
	struct sbx_build_options o = { 0 };
	struct sbx_build b;
	struct sbx_work *w;
	g_autoptr(GError) err = NULL;

	if (mode == SBX_ISOLATE_REQUIRE && !sbx_isolation_available()) {
		g_test_skip(sbx_isolation_why());
		return;
	}
	root = scratch();
	kdir = g_build_filename(root, "kernel", NULL);
	src = g_build_filename(root, "drv", NULL);
	make_plain_tree(kdir);
	put(src, "drv.c", drv_c);
	mark = g_strdup_printf("%u.%u", 1000 + g_random_int_range(0, 9000), (guint)getpid());
	home_victim = g_build_filename(g_get_home_dir(), ".porter-hostile", NULL);
	mk = g_strdup_printf(
		"hang:\n\tsleep %s\n"
		"flood:\n\tyes 'drv.c:1:1: error: flood' | head -c 20000000 >&2\n"
		"daemon:\n\t(sleep %s &) ; setsid sleep %s & echo spawned\n"
		"home:\n\ttouch $$HOME/.porter-hostile ~/.porter-hostile; echo $$HOME\n", mark, mark,
		mark);
	put(src, "Makefile", mk);
	g_assert_cmpint(sbx_work_new(&w, src, root, &err), ==, 0);
	o.mode = SBX_BUILD_CUSTOM;
	o.run.isolation = mode;

	o.command = "make -s -C {src} hang";
	o.run.timeout_s = 1;
	g_assert_cmpint(sbx_build_run(&b, sbx_work_path(w), kdir, &o, &err), ==, 0);
	g_assert_true(b.run.timed_out);
	g_assert_false(b.ok);
	g_assert_cmpfloat(b.run.seconds, <, 5);
	sbx_build_clear(&b);
	o.run.timeout_s = 0;

	o.command = "make -s -C {src} flood";
	o.run.max_output = 256 << 10;
	g_assert_cmpint(sbx_build_run(&b, sbx_work_path(w), kdir, &o, &err), ==, 0);
	g_assert_true(b.run.truncated);
	g_assert_cmpuint(b.run.err_total, ==, 20000000);
	/* whole diagnostic lines are kept, up to the bound */
	g_assert_cmpuint(strlen(b.diagnostics), <=, 256 << 10);
	g_assert_cmpuint(strlen(b.diagnostics), >, (256 << 10) - 64);
	g_assert_nonnull(strstr(b.diagnostics, "drv.c:1:1: error: flood\n"));
	sbx_build_clear(&b);
	o.run.max_output = 0;

	o.command = "make -s -C {src} daemon";
	g_assert_cmpint(sbx_build_run(&b, sbx_work_path(w), kdir, &o, &err), ==, 0);
	g_assert_true(b.ok);
	g_assert_cmpstr(b.run.out, ==, "spawned\n");
	sbx_build_clear(&b);
	g_usleep(100000);
	g_assert_true(g_spawn_command_line_sync("ps -eo args", &procs, NULL, NULL, NULL));
	g_assert_null(strstr(procs, mark));

	o.command = "make -s -C {src} home";
	g_assert_cmpint(sbx_build_run(&b, sbx_work_path(w), kdir, &o, &err), ==, 0);
	g_assert_true(b.ok);
	g_assert_false(g_file_test(home_victim, G_FILE_TEST_EXISTS));
	sbx_build_clear(&b);

	sbx_work_free(w, TRUE);
	g_assert_cmpint(sbx_remove_tree(root, NULL), ==, 0);
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/sandbox/build/plain", test_plain);
	g_test_add_func("/sandbox/build/corpus-plain", test_corpus_plain);
	g_test_add_data_func("/sandbox/build/kbuild-6.1", "linux-headers-6.1.", test_kbuild);
	g_test_add_data_func("/sandbox/build/kbuild-6.12", "linux-headers-6.12.", test_kbuild);
	g_test_add_func("/sandbox/build/bad-input", test_bad_input);
	g_test_add_func("/sandbox/build/custom", test_custom);
	g_test_add_data_func("/sandbox/build/hostile-bwrap", GINT_TO_POINTER(SBX_ISOLATE_REQUIRE),
			     test_hostile);
	g_test_add_data_func("/sandbox/build/hostile-fallback", GINT_TO_POINTER(SBX_ISOLATE_NONE),
			     test_hostile);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Faults below the porter command, on libsandbox: spatch missing, a spatch that hangs (and
 * leaves a child behind), and a build over a 10 MB single-line source file.  Each runs the real
 * sandbox with real processes; the fake spatch is a shell script written by the test.  libsandbox
 * runs the spatch that configure found (PORTER_SPATCH, absolute), so the fake is put both first
 * on PATH and, in a private mount namespace of this process, bound over that path.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "sandbox.h"

struct fixture {
	char *dir;		/* scratch, removed afterwards */
	char *old_path;
	gboolean bound;		/* something is bound over PORTER_SPATCH */
};

/* Set by main(): this process has its own mount namespace, binds here are seen by no one else. */
static gboolean private_mounts;

/* Replaces spatch for this process: first on PATH and over the configured binary. */
static void replace_spatch(struct fixture *f, const char *bin, const char *with)
{
	g_autofree char *path = g_strdup_printf("%s:%s", bin, f->old_path);

	g_setenv("PATH", path, TRUE);
	if (!private_mounts)
		return;
	if (mount(with, PORTER_SPATCH, NULL, MS_BIND, NULL)) {
		g_test_message("cannot bind %s over %s: %s", with, PORTER_SPATCH, g_strerror(errno));
		return;
	}
	f->bound = TRUE;
}

static void fx_setup(struct fixture *f, gconstpointer data)
{
	GError *err = NULL;

	f->dir = g_dir_make_tmp("porter-faults-XXXXXX", &err);
	g_assert_no_error(err);
	f->old_path = g_strdup(g_getenv("PATH"));
}

static void fx_teardown(struct fixture *f, gconstpointer data)
{
	g_setenv("PATH", f->old_path, TRUE);
	if (f->bound)
		umount2(PORTER_SPATCH, MNT_DETACH);
	sbx_remove_tree(f->dir, NULL);
	g_free(f->dir);
	g_free(f->old_path);
}

static char *write_file(const char *dir, const char *name, const char *text, int mode)
{
	char *path = g_build_filename(dir, name, NULL);
	GError *err = NULL;

	g_file_set_contents(path, text, -1, &err);
	g_assert_no_error(err);
	g_assert_cmpint(g_chmod(path, mode), ==, 0);
	return path;
}

/* A driver dir with one .c file and a trivial semantic patch next to it. */
static void make_driver(struct fixture *f, char **sp, char **c_file)
{
	*c_file = write_file(f->dir, "drv.c", "int f(void)\n{\n\treturn 0;\n}\n", 0644);
	*sp = write_file(f->dir, "fix.cocci", "@@\n@@\n- return 0;\n+ return 1;\n", 0644);
}

/* Processes whose command line holds @marker (a string only this test uses). */
static guint count_processes(const char *marker)
{
	g_autoptr(GDir) d = g_dir_open("/proc", 0, NULL);
	const char *name;
	guint n = 0;

	g_assert_nonnull(d);
	while ((name = g_dir_read_name(d))) {
		g_autofree char *path = NULL, *cmd = NULL;
		gsize len = 0;

		if (!g_ascii_isdigit(*name))
			continue;
		path = g_strdup_printf("/proc/%s/cmdline", name);
		if (!g_file_get_contents(path, &cmd, &len, NULL))
			continue;
		for (gsize i = 0; i + 1 < len; i++)
			if (!cmd[i])
				cmd[i] = ' ';
		if (len && strstr(cmd, marker))
			n++;
	}
	return n;
}

static void test_spatch_missing(struct fixture *f, gconstpointer data)
{
	g_autofree char *sp = NULL, *c_file = NULL, *bin = g_build_filename(f->dir, "bin", NULL);
	const char *files[2] = { NULL, NULL };
	struct sbx_spatch_options so = { 0 };
	struct sbx_spatch_result r = { 0 };
	g_autoptr(GError) err = NULL;
	int ret;

	make_driver(f, &sp, &c_file);
	files[0] = c_file;
	g_assert_cmpint(g_mkdir(bin, 0755), ==, 0);
	if (!private_mounts) {
		g_test_skip("no private mount namespace (not root?): cannot hide " PORTER_SPATCH);
		return;
	}
	/* no spatch on PATH, and the configured one is an empty, non-executable file */
	{
		g_autofree char *empty = write_file(f->dir, "empty", "", 0644);

		replace_spatch(f, bin, empty);
		g_setenv("PATH", bin, TRUE);
	}
	g_assert_true(f->bound);
	so.run.isolation = SBX_ISOLATE_NONE;
	ret = sbx_spatch(&r, sp, files, &so, &err);
	g_assert_cmpint(ret, ==, -SBX_ERROR_SPAWN);
	g_assert_error(err, SBX_ERROR, SBX_ERROR_SPAWN);
	/* the message names the program, so that the user knows what to install */
	g_assert_nonnull(strstr(err->message, "spatch"));
	g_assert_null(strchr(err->message, '\n'));
	sbx_spatch_result_clear(&r);
}

static void test_spatch_hangs(struct fixture *f, gconstpointer data)
{
	g_autofree char *sp = NULL, *c_file = NULL, *bin = g_build_filename(f->dir, "bin", NULL);
	g_autofree char *marker = g_strdup_printf("7%06u.%u", (guint)getpid() % 1000000,
						  g_random_int_range(1, 999));
	g_autofree char *script = NULL, *fake = NULL;
	const char *files[2] = { NULL, NULL };
	struct sbx_spatch_options so = { 0 };
	struct sbx_spatch_result r = { 0 };
	g_autoptr(GError) err = NULL;
	gint64 t0;
	double secs;
	int ret;

	make_driver(f, &sp, &c_file);
	files[0] = c_file;
	g_assert_cmpint(g_mkdir(bin, 0755), ==, 0);
	/* a child in the background, then the script itself sleeps: both must be killed */
	script = g_strdup_printf("#!/bin/sh\nsleep %s &\nexec sleep %s\n", marker, marker);
	fake = write_file(bin, "spatch", script, 0755);
	replace_spatch(f, bin, fake);
	so.timeout_s = 1;
	so.run.timeout_s = 2;
	so.run.isolation = SBX_ISOLATE_NONE;
	t0 = g_get_monotonic_time();
	ret = sbx_spatch(&r, sp, files, &so, &err);
	secs = (g_get_monotonic_time() - t0) / 1e6;
	g_assert_no_error(err);
	g_assert_cmpint(ret, ==, 0);
	g_assert_true(r.run.timed_out);
	g_assert_false(r.ok);
	g_assert_false(r.changed);
	g_assert_cmpfloat(secs, <, 15.0);
	g_assert_cmpfloat(secs, >=, 1.5);
	/* the driver is untouched */
	{
		g_autofree char *text = NULL;

		g_assert_true(g_file_get_contents(c_file, &text, NULL, NULL));
		g_assert_cmpstr(text, ==, "int f(void)\n{\n\treturn 0;\n}\n");
	}
	/* the process group went with it: give the kernel a moment to reap */
	for (int i = 0; i < 50 && count_processes(marker); i++)
		g_usleep(100 * 1000);
	g_assert_cmpuint(count_processes(marker), ==, 0);
	sbx_spatch_result_clear(&r);
}

/* GCC echoes a 10 MB line once per diagnostic: the capture must stay within max_output. */
static void test_long_line_build(struct fixture *f, gconstpointer data)
{
	g_autofree char *src = g_build_filename(f->dir, "drv", NULL);
	g_autofree char *cpath = NULL;
	struct sbx_build_options bo = { 0 };
	struct sbx_build b = { 0 };
	g_autoptr(GError) err = NULL;
	const gsize half = 5 * 1024 * 1024;
	GString *s = g_string_sized_new(2 * half + 128);
	gint64 t0;
	int ret;

	g_assert_cmpint(g_mkdir(src, 0755), ==, 0);
	g_string_append(s, "int f(void) { /*");
	for (gsize i = 0; i < half; i++)
		g_string_append_c(s, 'x');
	g_string_append(s, "*/ return missing_a +");
	for (gsize i = 0; i < half; i++)
		g_string_append_c(s, ' ');
	g_string_append(s, "missing_b; }\n");
	cpath = g_build_filename(src, "big.c", NULL);
	g_file_set_contents(cpath, s->str, s->len, &err);
	g_assert_no_error(err);
	g_string_free(s, TRUE);

	bo.mode = SBX_BUILD_CUSTOM;
	bo.command = "gcc -c -fsyntax-only -o /dev/null {src}/big.c";
	bo.run.isolation = SBX_ISOLATE_NONE;
	bo.run.max_output = 1024 * 1024;
	bo.run.timeout_s = 60;
	t0 = g_get_monotonic_time();
	ret = sbx_build_run(&b, src, f->dir, &bo, &err);
	g_assert_no_error(err);
	g_assert_cmpint(ret, ==, 0);
	g_assert_false(b.ok);
	g_assert_false(b.run.timed_out);
	g_assert_cmpfloat((g_get_monotonic_time() - t0) / 1e6, <, 30.0);
	/* GCC wrote more than 10 MB; porter kept at most max_output per stream */
	g_assert_cmpuint(b.run.err_total + b.run.out_total, >, 10 * 1024 * 1024);
	g_assert_true(b.run.truncated);
	g_assert_cmpuint(strlen(b.run.err), <=, 1024 * 1024);
	g_assert_nonnull(strstr(b.diagnostics ? b.diagnostics : b.run.err, "missing_a"));
	sbx_build_clear(&b);
}

int main(int argc, char **argv)
{
	/* before any thread exists: unshare(CLONE_NEWNS) wants a single-threaded process */
	private_mounts = !unshare(CLONE_NEWNS) && !mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
	g_test_init(&argc, &argv, NULL);
	g_test_add("/faults/spatch-missing", struct fixture, NULL, fx_setup, test_spatch_missing,
		   fx_teardown);
	g_test_add("/faults/spatch-hangs", struct fixture, NULL, fx_setup, test_spatch_hangs,
		   fx_teardown);
	g_test_add("/faults/long-line-build", struct fixture, NULL, fx_setup,
		   test_long_line_build, fx_teardown);
	return g_test_run();
}

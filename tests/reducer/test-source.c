// SPDX-License-Identifier: GPL-2.0
/*
 * Which files the reducer reads for a diagnostic's facts (here the enclosing function): a log
 * naming the driver's files by any name the build saw them by, or a kernel tree's header through
 * the tree's own links, gets the facts; a log naming a host file (absolute, "..", through a link
 * or a dir link the build left in the work copy) gets none, and the file is never read.
 */
#include "reducer.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

static char *base;

static void put(const char *rel, const char *text, int mode)
{
	g_autofree char *p = g_build_filename(base, rel, NULL);
	g_autofree char *parent = g_path_get_dirname(p);

	g_assert_cmpint(g_mkdir_with_parents(parent, 0755), ==, 0);
	g_assert_true(g_file_set_contents(p, text, -1, NULL));
	g_assert_cmpint(g_chmod(p, mode), ==, 0);
}

static void link_at(const char *rel, const char *target)
{
	g_autofree char *p = g_build_filename(base, rel, NULL);

	g_assert_cmpint(symlink(target, p), ==, 0);
}

static char *path(const char *rel)
{
	return g_build_filename(base, rel, NULL);
}

/* The enclosing function the reducer gives the one error at @file:3:9; owned or NULL. */
static char *function_of(const char *src, const char *kdir, const char *file)
{
	g_autofree char *log = g_strdup_printf("%s:3:9: error: 'undeclared_thing' undeclared "
					       "(first use in this function)\n", file);
	struct red_options o = { .source_dir = src, .kernel_dir = kdir };
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GError) err = NULL;
	const struct red_issue *is;

	g_assert_cmpint(red_reduce_log(&issues, NULL, log, strlen(log), &o, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(issues->len, ==, 1);
	is = issues->pdata[0];
	/* the diagnostic is kept, with the path as printed */
	g_assert_cmpstr(is->file, ==, file);
	return g_strdup(is->function);
}

#define FN "int %s(void)\n{\n\treturn undeclared_thing;\n}\n"

static void setup(void)
{
	g_autofree char *drv = NULL, *drv_fn = NULL, *sec = NULL, *k = NULL, *secret = NULL;
	g_autofree char *secret_dir = NULL;

	base = g_dir_make_tmp("porter-source-XXXXXX", NULL);
	g_assert_nonnull(base);
	drv_fn = g_strdup_printf(FN, "driver_fn");
	sec = g_strdup_printf(FN, "secret_fn");
	k = g_strdup_printf(FN, "kernel_fn");
	put("work/drv.c", drv_fn, 0644);
	put("work/sub/drv2.c", drv_fn, 0644);
	put("secret/x.c", sec, 0600);
	put("secret/drv.c", sec, 0600);
	put("kernel/include/linux/k.h", k, 0644);
	put("common/include/linux/c.h", k, 0644);
	put("kernel/Makefile", "", 0644);
	secret = path("secret/x.c");
	secret_dir = path("secret");
	/* what a build can leave in the work copy, which it may write */
	link_at("work/x.c", secret);
	link_at("work/rel.c", "../secret/x.c");
	link_at("work/d", secret_dir);
	link_at("work/inside.c", "drv.c");
	/* a kernel tree's own links, and one a tree should not have */
	link_at("kernel/include/linux/alias.h", "k.h");
	link_at("kernel/include/linux/out.h", secret);
	link_at("work-link", "work");
	link_at("kernel-link", "kernel");
	{
		g_autofree char *mk = g_strdup_printf("include %s/common/Makefile\n", base);

		put("kernel/Makefile", mk, 0644);
		put("common/Makefile", "", 0644);
	}
}

static void expect(const char *src, const char *kdir, const char *file, const char *want)
{
	g_autofree char *fn = function_of(src, kdir, file);

	if (g_strcmp0(fn, want))
		g_printerr("%s: got %s, want %s\n", file, fn ? fn : "(none)", want ? want : "(none)");
	g_assert_cmpstr(fn, ==, want);
}

static void test_driver_names(void)
{
	g_autofree char *work = path("work"), *work_link = path("work-link");
	g_autofree char *abs = path("work/drv.c"), *abs2 = path("work/sub/drv2.c");
	g_autofree char *via_link = path("work-link/drv.c");
	g_autofree char *k = path("kernel");

	expect(work, k, "drv.c", "driver_fn");
	expect(work, k, "./sub/drv2.c", "driver_fn");
	expect(work, k, abs, "driver_fn");
	expect(work, k, abs2, "driver_fn");
	/* the sandbox shows a work copy named through a link at both names */
	expect(work_link, k, abs, "driver_fn");
	expect(work, k, via_link, "driver_fn");
	/* a log made elsewhere: the driver's file of that base name */
	expect(work, NULL, "/elsewhere/build/drv.c", "driver_fn");
	expect(work, NULL, "../other/sub/drv2.c", NULL);
}

static void test_host_paths(void)
{
	g_autofree char *work = path("work"), *k = path("kernel");
	g_autofree char *secret = path("secret/x.c"), *up = NULL, *in_dir = path("work/d/x.c");
	g_autofree char *up_abs = path("work/../secret/x.c");
	g_autofree char *sec_drv = path("secret/drv.c"), *name = g_path_get_basename(base);

	up = g_strdup_printf("../../%s/secret/x.c", name);
	/* printed absolute, outside: never opened (not even as its base name: none in the driver) */
	expect(work, k, secret, NULL);
	expect(work, NULL, secret, NULL);
	expect(work, k, up_abs, NULL);
	/* relative, leading out */
	expect(work, k, "../secret/x.c", NULL);
	expect(work, k, up, NULL);
	/* links the build made in the work copy: at the name, out by a relative link, a dir link */
	expect(work, k, "x.c", NULL);
	expect(work, k, "rel.c", NULL);
	expect(work, k, "d/x.c", NULL);
	expect(work, k, in_dir, NULL);
	/* no link at all in the work copy, even one that stays inside */
	expect(work, k, "inside.c", NULL);
	/* a host file of a driver file's base name: the driver's file is read, never the host's */
	expect(work, k, sec_drv, "driver_fn");
	/* no source dir: nothing but the kernel tree is read */
	expect(NULL, NULL, secret, NULL);
	expect(NULL, k, secret, NULL);
}

static void test_kernel_tree(void)
{
	g_autofree char *work = path("work"), *k = path("kernel"), *k_link = path("kernel-link");
	g_autofree char *kh = path("kernel/include/linux/k.h");
	g_autofree char *alias = path("kernel/include/linux/alias.h");
	g_autofree char *out = path("kernel/include/linux/out.h");
	g_autofree char *common = path("common/include/linux/c.h");
	g_autofree char *kh_via_link = path("kernel-link/include/linux/k.h");

	expect(work, k, kh, "kernel_fn");
	expect(work, k, "include/linux/k.h", "kernel_fn");
	/* the tree's own link stays inside: followed */
	expect(work, k, alias, "kernel_fn");
	/* the tree its Makefile includes (Debian's -common) */
	expect(work, k, common, "kernel_fn");
	/* the tree named through a link, and printed at either name */
	expect(work, k_link, kh, "kernel_fn");
	expect(work, k_link, kh_via_link, "kernel_fn");
	/* a name of the tree that porter was not given is no name of it */
	expect(work, k, kh_via_link, NULL);
	/* a link out of the tree is not followed */
	expect(work, k, out, NULL);
	expect(work, k, "include/linux/out.h", NULL);
	/* without --kernel, a kernel header is not read */
	expect(work, NULL, kh, NULL);
}

int main(int argc, char **argv)
{
	g_autofree char *cmd = NULL;
	int ret, status = 0;

	g_test_init(&argc, &argv, NULL);
	setup();
	g_test_add_func("/reducer/source/driver-names", test_driver_names);
	g_test_add_func("/reducer/source/host-paths", test_host_paths);
	g_test_add_func("/reducer/source/kernel-tree", test_kernel_tree);
	ret = g_test_run();
	cmd = g_strdup_printf("rm -rf '%s'", base);
	if (!g_spawn_command_line_sync(cmd, NULL, NULL, &status, NULL) || status)
		ret = 1;
	g_free(base);
	return ret;
}

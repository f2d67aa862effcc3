// SPDX-License-Identifier: GPL-2.0
/*
 * What porter reads of a driver's layout and a kernel tree before any build: the folder Kbuild
 * builds (the top, a subfolder a top Makefile delegates to, none), the checks of a kernel dir
 * (Debian's -common half, no .config, no Module.symvers) and the release it was configured for.
 */
#include "sandbox.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

static void put(const char *dir, const char *name, const char *text)
{
	g_autofree char *p = g_build_filename(dir, name, NULL);
	g_autofree char *parent = g_path_get_dirname(p);

	g_assert_cmpint(g_mkdir_with_parents(parent, 0755), ==, 0);
	g_assert_true(g_file_set_contents(p, text, -1, NULL));
}

static char *scratch(void)
{
	char *d = g_dir_make_tmp("porter-layout-XXXXXX", NULL);

	g_assert_nonnull(d);
	return d;
}

static void test_kbuild_dir(void)
{
	g_autofree char *d = scratch();
	g_autofree char *rel = NULL;
	g_autoptr(GError) err = NULL;

	/* evdi's shape: the top Makefile runs $(MAKE) -C module, module/Makefile has obj-m */
	put(d, "Makefile", "module:\n\t$(MAKE) -C module\nlibrary:\n\t$(MAKE) -C library\n");
	put(d, "library/Makefile", "all:\n\tcc -c evdi_lib.c\n");
	put(d, "module/Makefile", "ifneq ($(KERNELRELEASE),)\n  obj-m := evdi.o\nendif\n");
	g_assert_cmpint(sbx_kbuild_dir(&rel, d, NULL, &err), ==, 0);
	g_assert_cmpstr(rel, ==, "module");
	g_clear_pointer(&rel, g_free);

	/* a Realtek-style single tree: obj- at the top wins over any subfolder */
	put(d, "Kbuild", "obj-$(CONFIG_RTL8822BU) := 88x2bu.o\n");
	g_assert_cmpint(sbx_kbuild_dir(&rel, d, NULL, &err), ==, 0);
	g_assert_cmpstr(rel, ==, "");
	g_clear_pointer(&rel, g_free);
	sbx_remove_tree(d, NULL);

	/* nothing Kbuild builds within three folders: an input error naming the given name */
	put(d, "a/b/c/d/Makefile", "obj-m := deep.o\n");
	g_assert_cmpint(sbx_kbuild_dir(&rel, d, "/home/me/drv", &err), ==, -SBX_ERROR_INPUT);
	g_assert_null(rel);
	g_assert_true(g_str_has_prefix(err->message, "driver dir /home/me/drv: no Kbuild file"));
	sbx_remove_tree(d, NULL);
}

static void test_kdir_check(void)
{
	g_autofree char *d = scratch();
	g_autofree char *common = NULL;
	g_autoptr(GError) err = NULL;
	const char *deb = "/usr/src/linux-headers-6.1.0-57-amd64";

	put(d, "k/Makefile", "all:\n");
	put(d, "k/scripts/Makefile.build", "\n");
	{
		g_autofree char *k = g_build_filename(d, "k", NULL);
		g_autofree char *rel = NULL;

		g_assert_cmpint(sbx_kdir_check(k, &err), ==, -SBX_ERROR_INPUT);
		g_assert_nonnull(strstr(err->message, "has no .config"));
		g_clear_error(&err);
		put(d, "k/.config", "CONFIG_X=y\n");
		put(d, "k/include/generated/autoconf.h", "\n");
		g_assert_cmpint(sbx_kdir_check(k, &err), ==, -SBX_ERROR_INPUT);
		g_assert_nonnull(strstr(err->message, "has no Module.symvers"));
		g_clear_error(&err);
		put(d, "k/Module.symvers", "\n");
		g_assert_cmpint(sbx_kdir_check(k, &err), ==, 0);
		/* no kernel.release, and make kernelrelease fails here: the folder's name */
		rel = sbx_kernel_release(k, NULL);
		g_assert_cmpstr(rel, ==, "k");
		put(d, "k/include/config/kernel.release", "6.9.0-test\n");
		g_free(rel);
		rel = sbx_kernel_release(k, NULL);
		g_assert_cmpstr(rel, ==, "6.9.0-test");
	}
	sbx_remove_tree(d, NULL);

	if (!g_file_test(deb, G_FILE_TEST_IS_DIR)) {
		g_test_skip("Debian's 6.1 headers are not installed");
		return;
	}
	g_assert_cmpint(sbx_kdir_check(deb, &err), ==, 0);
	common = g_strdup("/usr/src/linux-headers-6.1.0-57-common");
	g_assert_cmpint(sbx_kdir_check(common, &err), ==, -SBX_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "Debian's unconfigured -common half"));
	g_assert_nonnull(strstr(err->message, deb));
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/layout/kbuild-dir", test_kbuild_dir);
	g_test_add_func("/layout/kdir-check", test_kdir_check);
	return g_test_run();
}

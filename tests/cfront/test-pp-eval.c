// SPDX-License-Identifier: GPL-2.0
/*
 * cf_pp_eval(): #if conditions valued from a tree's version.h (the real Debian 6.1 and 6.12
 * headers when present, else their text), in three states: a name no known macro defines is
 * not known, and "0 && X" / "1 || X" still are.
 */
#include <glib.h>

#include "cfront.h"

/* The text of Debian 6.1's include/generated/uapi/linux/version.h. */
static const char version_61[] =
	"#define LINUX_VERSION_CODE 393664\n"
	"#define KERNEL_VERSION(a,b,c) (((a) << 16) + ((b) << 8) + ((c) > 255 ? 255 : (c)))\n"
	"#define LINUX_VERSION_MAJOR 6\n"
	"#define LINUX_VERSION_PATCHLEVEL 1\n"
	"#define LINUX_VERSION_SUBLEVEL 192\n";

static int eval(GHashTable *m, const char *expr, gint64 *v)
{
	*v = -12345;
	return cf_pp_eval(v, expr, m);
}

static void test_version(void)
{
	g_autoptr(GHashTable) m = cf_pp_macros_new();
	gint64 v;

	g_assert_cmpuint(cf_pp_macros_add_text(m, version_61), ==, 5);
	g_assert_cmpint(eval(m, "LINUX_VERSION_CODE >= KERNEL_VERSION(6, 1, 0)", &v), ==, 1);
	g_assert_cmpint(v, ==, 1);
	g_assert_cmpint(eval(m, "LINUX_VERSION_CODE < KERNEL_VERSION(6,2,0)", &v), ==, 1);
	g_assert_cmpint(v, ==, 1);
	g_assert_cmpint(eval(m, "(KERNEL_VERSION(6,1,300) == KERNEL_VERSION(6,1,255))", &v), ==, 1);
	g_assert_cmpint(v, ==, 1);	/* the sublevel saturates at 255 */
	g_assert_cmpint(eval(m, "KERNEL_VERSION(5, 11, 0) <= LINUX_VERSION_CODE", &v), ==, 1);
	g_assert_cmpint(v, ==, 1);
	g_assert_cmpint(eval(m, "!(LINUX_VERSION_CODE >= KERNEL_VERSION(2,6,27))", &v), ==, 1);
	g_assert_cmpint(v, ==, 0);
	g_assert_cmpint(eval(m, "LINUX_VERSION_CODE", &v), ==, 1);
	g_assert_cmpint(v, ==, 393664);
	g_assert_cmpint(eval(m, "defined(LINUX_VERSION_CODE) && LINUX_VERSION_MAJOR == 6", &v), ==, 1);
	g_assert_cmpint(v, ==, 1);
	g_assert_cmpint(eval(m, "1 ? 2 : 3", &v), ==, 1);
	g_assert_cmpint(v, ==, 2);
	g_assert_cmpint(eval(m, "0x10 << 1 | 1", &v), ==, 1);
	g_assert_cmpint(v, ==, 33);
	g_assert_cmpint(eval(m, "10 / 3 * 3 + 10 % 3 - -1", &v), ==, 1);
	g_assert_cmpint(v, ==, 11);
}

static void test_unknown(void)
{
	g_autoptr(GHashTable) m = cf_pp_macros_new();
	gint64 v;

	cf_pp_macros_add_text(m, version_61);
	/* ch34x.c's test: the compiler's version is not the tree's to say */
	g_assert_cmpint(eval(m, "(LINUX_VERSION_CODE >= KERNEL_VERSION(5,14,0)) && GCC_VERSION >= 100100",
			     &v), ==, 0);
	g_assert_cmpint(eval(m, "defined(CONFIG_PM)", &v), ==, 0);
	g_assert_cmpint(eval(m, "KERNEL_VERSION(5, 11, 0) <= LINUX_VERSION_CODE || defined(EL8)", &v),
			==, 1);
	g_assert_cmpint(v, ==, 1);
	g_assert_cmpint(eval(m, "LINUX_VERSION_CODE < KERNEL_VERSION(5, 0, 0) && defined(EL8)", &v),
			==, 1);
	g_assert_cmpint(v, ==, 0);
	g_assert_cmpint(eval(m, "FOO(1, 2) > 3", &v), ==, 0);
	/* not conditions */
	g_assert_cmpint(eval(m, "1 +", &v), ==, -1);
	g_assert_cmpint(eval(m, "(1", &v), ==, -1);
	g_assert_cmpint(eval(m, "1 / 0", &v), ==, -1);
	g_assert_cmpint(eval(m, "", &v), ==, -1);
}

/* The real trees' version.h, when the machine has them. */
static void test_real_trees(void)
{
	static const struct {
		const char *kdir;
		gboolean ge_6_4;
	} trees[] = {
		{ "/usr/src/linux-headers-6.1.0-57-amd64", FALSE },
		{ "/usr/src/linux-headers-6.12.118+deb12-amd64", TRUE },
	};

	for (guint i = 0; i < G_N_ELEMENTS(trees); i++) {
		g_autofree char *vh = g_build_filename(trees[i].kdir, "include", "generated", "uapi",
						       "linux", "version.h", NULL);
		g_autofree char *text = NULL;
		g_autoptr(GHashTable) m = cf_pp_macros_new();
		gint64 v;

		if (!g_file_get_contents(vh, &text, NULL, NULL)) {
			g_test_message("no %s", vh);
			continue;
		}
		g_assert_cmpuint(cf_pp_macros_add_text(m, text), >=, 2);
		g_assert_cmpint(eval(m, "LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)", &v), ==, 1);
		g_assert_cmpint(v, ==, trees[i].ge_6_4);
	}
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/cfront/pp-eval/version", test_version);
	g_test_add_func("/cfront/pp-eval/unknown", test_unknown);
	g_test_add_func("/cfront/pp-eval/real-trees", test_real_trees);
	return g_test_run();
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Where a kernel tree keeps its headers for one architecture, as Kbuild's LINUXINCLUDE has them:
 * include/ and arch/$(SRCARCH)/include/, in the tree and in the tree its Makefile includes (Debian's
 * linux-headers-*-amd64 include their -common tree).  The one place that knows the layout: ktree.c,
 * --compat and prequel's ranking all ask it.
 */
#include <string.h>
#include <sys/utsname.h>

#include "cfront.h"

char *cf_karch_of_machine(const char *machine)
{
	/* scripts/subarch.include's SUBARCH, then the top Makefile's SRCARCH */
	static const struct {
		const char *prefix, *arch;
	} map[] = {
		{ "x86_64", "x86" }, { "i386", "x86" }, { "i486", "x86" }, { "i586", "x86" },
		{ "i686", "x86" }, { "x86", "x86" }, { "aarch64", "arm64" }, { "arm64", "arm64" },
		{ "arm", "arm" }, { "sa110", "arm" }, { "sun4u", "sparc" }, { "sparc", "sparc" },
		{ "s390", "s390" }, { "ppc", "powerpc" }, { "powerpc", "powerpc" },
		{ "mips", "mips" }, { "sh2", "sh" }, { "sh3", "sh" }, { "sh4", "sh" },
		{ "riscv", "riscv" }, { "loongarch", "loongarch" }, { "parisc", "parisc" },
	};

	if (!machine || !*machine)
		return NULL;
	for (guint i = 0; i < G_N_ELEMENTS(map); i++)
		if (g_str_has_prefix(machine, map[i].prefix))
			return g_strdup(map[i].arch);
	return g_strdup(machine);
}

const char *cf_karch(void)
{
	static gsize once;
	static char *arch;

	if (g_once_init_enter(&once)) {
		const char *env = g_getenv("ARCH");
		struct utsname u;

		if (env && *env)
			arch = cf_karch_of_machine(env);
		else if (!uname(&u))
			arch = cf_karch_of_machine(u.machine);
		if (!arch)
			arch = g_strdup("x86");
		g_once_init_leave(&once, 1);
	}
	return arch;
}

/* The trees whose headers kdir's build reads: kdir, then those its Makefile includes, nested twice. */
static void trees_of(GPtrArray *out, const char *dir, int depth)
{
	g_autofree char *mk = g_build_filename(dir, "Makefile", NULL);
	g_autofree char *text = NULL;
	g_auto(GStrv) lines = NULL;

	for (guint i = 0; i < out->len; i++)
		if (!strcmp(out->pdata[i], dir))
			return;
	g_ptr_array_add(out, g_strdup(dir));
	if (depth >= 2 || !g_file_get_contents(mk, &text, NULL, NULL))
		return;
	lines = g_strsplit(text, "\n", -1);
	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i];

		/* "include /usr/src/linux-headers-6.12.118+deb12-common/Makefile" */
		if (g_str_has_prefix(l, "include /") && g_str_has_suffix(g_strchomp(lines[i]), "/Makefile")) {
			g_autofree char *sub = g_path_get_dirname(l + 8);

			trees_of(out, sub, depth + 1);
		}
	}
}

GPtrArray *cf_kheader_dirs(const char *kdir, const char *arch)
{
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) trees = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *own = NULL;

	if (!kdir || !*kdir)
		return out;
	if (!arch || !*arch)
		arch = cf_karch();
	else
		arch = own = cf_karch_of_machine(arch);
	trees_of(trees, kdir, 0);
	for (guint i = 0; i < trees->len; i++) {
		char *inc = g_build_filename(trees->pdata[i], "include", NULL);
		char *ainc = g_build_filename(trees->pdata[i], "arch", arch, "include", NULL);

		if (g_file_test(inc, G_FILE_TEST_IS_DIR))
			g_ptr_array_add(out, inc);
		else
			g_free(inc);
		if (g_file_test(ainc, G_FILE_TEST_IS_DIR))
			g_ptr_array_add(out, ainc);
		else
			g_free(ainc);
	}
	return out;
}

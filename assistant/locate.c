// SPDX-License-Identifier: GPL-2.0
/*
 * What a user names by version: `--kernel 6.12` resolved to an installed header tree, no
 * `--kernel` to the running kernel's build tree, and the folder of the pools `porter pool` makes
 * (docs/cli.md, "Kernels and pools by version").
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "porter.h"

/* Where Debian puts header trees and the module trees' build links; the environment's
 * PORTER_USR_SRC and PORTER_LIB_MODULES override them (tests). */
static const char *root_of(const char *env, const char *def)
{
	const char *e = g_getenv(env);

	return e && *e ? e : def;
}

/* Debian's flavour of the machine's architecture: the suffix of its header trees' names. */
static const char *machine_flavour(void)
{
	struct utsname u;
	static const struct { const char *machine, *flavour; } map[] = {
		{ "x86_64", "amd64" }, { "aarch64", "arm64" }, { "i686", "686" },
		{ "i386", "686" }, { "ppc64le", "powerpc64le" }, { "s390x", "s390x" },
		{ "riscv64", "riscv64" }, { "armv7l", "armmp" }, { "loongarch64", "loong64" },
	};

	if (uname(&u))
		return NULL;
	for (guint i = 0; i < G_N_ELEMENTS(map); i++)
		if (!strcmp(u.machine, map[i].machine))
			return map[i].flavour;
	return NULL;
}

/* Whether @name (a release: "6.1.0-57-amd64") is of version @v ("6.1", "6.1.0-57"). */
static gboolean release_matches(const char *name, const char *v)
{
	gsize n = strlen(v);

	return !strncmp(name, v, n) && strchr(".-+_~", name[n]) != NULL;
}

static int cmp_ver(gconstpointer a, gconstpointer b)
{
	return strverscmp(*(char *const *)a, *(char *const *)b);
}

/* Appends PATH of the header trees of @root (linux-headers-R) and build links (R/build), as
 * "R" in @names when @names is not NULL. */
static void installed(GPtrArray *paths, GPtrArray *names, const char *v)
{
	const char *src = root_of("PORTER_USR_SRC", "/usr/src");
	const char *mods = root_of("PORTER_LIB_MODULES", "/lib/modules");
	GDir *d;
	const char *n;

	if ((d = g_dir_open(src, 0, NULL))) {
		while ((n = g_dir_read_name(d))) {
			const char *rel = n + strlen("linux-headers-");
			g_autofree char *p = NULL, *mk = NULL;

			if (!g_str_has_prefix(n, "linux-headers-") || g_str_has_suffix(n, "-common"))
				continue;
			p = g_build_filename(src, n, NULL);
			mk = g_build_filename(p, "Makefile", NULL);
			if (!g_file_test(mk, G_FILE_TEST_IS_REGULAR))
				continue;
			if (names)
				g_ptr_array_add(names, g_strdup(rel));
			if (v && release_matches(rel, v))
				g_ptr_array_add(paths, g_steal_pointer(&p));
		}
		g_dir_close(d);
	}
	if ((d = g_dir_open(mods, 0, NULL))) {
		while ((n = g_dir_read_name(d))) {
			g_autofree char *p = g_build_filename(mods, n, "build", NULL);
			g_autofree char *mk = g_build_filename(p, "Makefile", NULL);

			if (!g_file_test(mk, G_FILE_TEST_IS_REGULAR))
				continue;
			if (names)
				g_ptr_array_add(names, g_strdup(n));
			if (v && release_matches(n, v))
				g_ptr_array_add(paths, g_steal_pointer(&p));
		}
		g_dir_close(d);
	}
}

static char *installed_list(void)
{
	g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) none = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GString) s = g_string_new(NULL);

	installed(none, names, NULL);
	g_ptr_array_sort(names, cmp_ver);
	for (guint i = 0; i < names->len; i++)
		if (!i || strcmp(names->pdata[i], names->pdata[i - 1]))
			g_string_append_printf(s, "%s%s", s->len ? ", " : "",
					       (char *)names->pdata[i]);
	return s->len ? g_string_free(g_steal_pointer(&s), FALSE) : g_strdup("none");
}

/* A resolved tree by its real path: /lib/modules/R/build and Debian's links name a folder of
 * /usr/src, which is what a sandboxed build binds and what a report should show. */
static char *real_tree(const char *path)
{
	char *r = realpath(path, NULL);
	char *out = g_strdup(r ? r : path);

	free(r);
	return out;
}

int porter_kernel_resolve(char **out, const char *value, GError **error)
{
	g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func(g_free);
	const char *flavour = machine_flavour();
	g_autofree char *have = NULL, *want = NULL;
	const char *best = NULL, *best_plain = NULL;

	if (value && (strchr(value, '/') || g_file_test(value, G_FILE_TEST_IS_DIR))) {
		*out = g_strdup(value);
		return 0;
	}
	if (!value) {
		struct utsname u;

		if (uname(&u) == 0) {
			const char *mods = root_of("PORTER_LIB_MODULES", "/lib/modules");
			g_autofree char *p = g_build_filename(mods, u.release, "build", NULL);
			g_autofree char *mk = g_build_filename(p, "Makefile", NULL);

			if (g_file_test(mk, G_FILE_TEST_IS_REGULAR)) {
				*out = real_tree(p);
				return 0;
			}
			want = g_strdup(u.release);
		}
		have = installed_list();
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "no --kernel and no build tree of the running kernel %s (%s/%s/build): "
			    "give --kernel VERSION or KDIR; installed: %s", want ? want : "?",
			    root_of("PORTER_LIB_MODULES", "/lib/modules"), want ? want : "?", have);
		return -PORTER_ERROR_INPUT;
	}
	installed(paths, NULL, value);
	/* the machine's flavour first (6.1.0-57-amd64 over -rt-amd64 and -cloud-amd64 only when
	 * it is the only one), then the newest release */
	g_ptr_array_sort(paths, cmp_ver);
	for (guint i = 0; i < paths->len; i++) {
		const char *p = paths->pdata[i];
		g_autofree char *base = g_path_get_basename(p);
		g_autofree char *tail = flavour ? g_strconcat("-", flavour, NULL) : NULL;
		gboolean plain = FALSE;

		if (!strcmp(base, "build")) {
			g_autofree char *up = g_path_get_dirname(p);

			g_free(base);
			base = g_path_get_basename(up);
		}
		if (tail && g_str_has_suffix(base, tail)) {
			/* a plain flavour: "6.1.0-57-amd64", not "6.1.0-57-rt-amd64" */
			gsize n = strlen(base) - strlen(tail);
			const char *prev = base + n;

			while (prev > base && prev[-1] != '-')
				prev--;
			plain = prev > base && g_ascii_isdigit(*prev);
		}
		if (plain)
			best_plain = p;
		best = p;
	}
	if (best_plain)
		best = best_plain;
	if (best) {
		*out = real_tree(best);
		return 0;
	}
	have = installed_list();
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
		    "%s: no such directory nor installed kernel headers of that version "
		    "(%s/linux-headers-%s*, %s/%s*/build); installed: %s", value,
		    root_of("PORTER_USR_SRC", "/usr/src"), value,
		    root_of("PORTER_LIB_MODULES", "/lib/modules"), value, have);
	return -PORTER_ERROR_INPUT;
}

char *porter_pool_root(void)
{
	const char *e = g_getenv("PORTER_POOL_DIR");

	if (e && *e)
		return g_strdup(e);
	return g_build_filename(g_get_user_data_dir(), "porter", "pool", NULL);
}

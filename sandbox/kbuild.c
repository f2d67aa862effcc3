// SPDX-License-Identifier: GPL-2.0
/*
 * What a full build (build.c) and a replay (replay.c) share: the trees a Kbuild dir reaches, a
 * build's binds, the compiler commands of make's V=1 output that a replay runs again, and
 * clearing a struct sbx_build.  Both files sit on this one; it uses neither.
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <string.h>

/*
 * The trees a Kbuild dir reaches: itself, the targets of its top-level symlinks (Debian's scripts/
 * and tools/ into /usr/lib) and the dirs of absolute `include` lines of its Makefile (Debian's
 * -common tree), so that all of them can be bound read-only; the reducer reads the facts of a
 * diagnostic's file only in these.
 */
void sbx_kernel_trees(GPtrArray *out, const char *kdir)
{
	g_autoptr(GDir) d = g_dir_open(kdir, 0, NULL);
	g_autofree char *mk = g_build_filename(kdir, "Makefile", NULL);
	g_autofree char *text = NULL;
	const char *e;
	char *real;

	/* a NULL would end the list of binds early */
	if ((real = sbx_realpath(kdir)))
		g_ptr_array_add(out, real);
	while (d && (e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(kdir, e, NULL);

		if (g_file_test(p, G_FILE_TEST_IS_SYMLINK) && (real = sbx_realpath(p)))
			g_ptr_array_add(out, real);
	}
	if (g_file_get_contents(mk, &text, NULL, NULL)) {
		g_auto(GStrv) lines = g_strsplit(text, "\n", -1);

		for (guint i = 0; lines[i]; i++) {
			const char *l = lines[i];

			if (!g_str_has_prefix(l, "include "))
				continue;
			l += strlen("include ");
			while (*l == ' ')
				l++;
			if (g_path_is_absolute(l) && g_file_test(l, G_FILE_TEST_EXISTS)) {
				g_autofree char *dir = g_path_get_dirname(l);

				if ((real = sbx_realpath(dir)))
					g_ptr_array_add(out, real);
			}
		}
	}
}

void sbx_build_binds(GPtrArray *ro, GPtrArray *rw, const char *src,
		     const struct sbx_build_options *o)
{
	g_autoptr(GPtrArray) tracked = sbx_tracked_paths(src);

	sbx_strv_append(ro, o->run.ro_paths);
	/* the build may write its products next to the sources, never over them nor in .git */
	for (guint i = 0; i < tracked->len; i++)
		g_ptr_array_add(ro, g_strdup(tracked->pdata[i]));
	g_ptr_array_add(ro, NULL);
	sbx_strv_append(rw, o->run.rw_paths);
	g_ptr_array_add(rw, g_strdup(src));
	g_ptr_array_add(rw, NULL);
}

void sbx_build_clear(struct sbx_build *b)
{
	if (!b)
		return;
	sbx_result_clear(&b->run);
	g_free(b->diagnostics);
	g_free(b->command_line);
	if (b->compiles)
		g_ptr_array_unref(b->compiles);
	memset(b, 0, sizeof(*b));
}

static void compile_free(gpointer data)
{
	struct sbx_compile *c = data;

	g_strfreev(c->argv);
	g_free(c->source);
	g_free(c->object);
	g_free(c->cwd);
	g_free(c);
}

static gboolean under(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	return !strncmp(path, dir, n) && path[n] == '/';
}

/*
 * One line of make's V=1 output as a compile of one of src's .c files: the command up to its
 * first ';' (Kbuild appends objtool and the dependency rewriting there), with "-c", "-o X.o" and
 * a last argument naming a .c below src; NULL otherwise.  The generated NAME.mod.c is no source
 * of the driver's.
 */
static struct sbx_compile *parse_compile(const char *line, const char *src, const char *cwd)
{
	g_auto(GStrv) argv = NULL;
	g_autoptr(GPtrArray) a = g_ptr_array_new_with_free_func(g_free);
	const char *obj = NULL, *last;
	gboolean c_flag = FALSE;
	struct sbx_compile *c;
	int argc;

	while (*line == ' ' || *line == '\t')
		line++;
	if (!*line || !strstr(line, " -c ") || !g_shell_parse_argv(line, &argc, &argv, NULL))
		return NULL;
	for (int i = 0; i < argc; i++) {
		size_t n = strlen(argv[i]);

		if (!strcmp(argv[i], ";"))
			break;
		if (n && argv[i][n - 1] == ';') {
			g_ptr_array_add(a, g_strndup(argv[i], n - 1));
			break;
		}
		g_ptr_array_add(a, g_strdup(argv[i]));
	}
	if (a->len < 4)
		return NULL;
	/* a shell keyword or a variable assignment is no compiler */
	if (strchr(a->pdata[0], '=') || !strcmp(a->pdata[0], "if") || !strcmp(a->pdata[0], "{"))
		return NULL;
	for (guint i = 1; i < a->len; i++) {
		if (!strcmp(a->pdata[i], "-c"))
			c_flag = TRUE;
		else if (!strcmp(a->pdata[i], "-o") && i + 1 < a->len)
			obj = a->pdata[i + 1];
	}
	last = a->pdata[a->len - 1];
	if (!c_flag || !obj || !g_str_has_suffix(obj, ".o") || !g_str_has_suffix(last, ".c") ||
	    g_str_has_suffix(last, ".mod.c"))
		return NULL;
	c = g_new0(struct sbx_compile, 1);
	c->source = g_path_is_absolute(last) ? g_strdup(last) : g_build_filename(cwd, last, NULL);
	c->object = g_path_is_absolute(obj) ? g_strdup(obj) : g_build_filename(cwd, obj, NULL);
	if (!under(c->source, src) || !under(c->object, src)) {
		compile_free(c);
		return NULL;
	}
	c->cwd = g_strdup(cwd);
	g_ptr_array_add(a, NULL);
	c->argv = (char **)g_ptr_array_free(g_steal_pointer(&a), FALSE);
	return c;
}

GPtrArray *sbx_build_compiles(const char *out, const char *src, const char *kdir)
{
	GPtrArray *list = g_ptr_array_new_with_free_func(compile_free);
	g_autofree char *cwd = g_strdup(kdir);
	g_auto(GStrv) lines = g_strsplit(out ? out : "", "\n", -1);
	g_autoptr(GHashTable) seen = g_hash_table_new(g_str_hash, g_str_equal);

	for (guint i = 0; lines[i]; i++) {
		const char *e = strstr(lines[i], ": Entering directory '");
		struct sbx_compile *c;

		if (e) {
			g_autofree char *d = g_strdup(e + strlen(": Entering directory '"));
			char *q = strrchr(d, '\'');

			if (q) {
				*q = '\0';
				g_free(cwd);
				cwd = g_steal_pointer(&d);
			}
			continue;
		}
		c = parse_compile(lines[i], src, cwd);
		if (!c)
			continue;
		/* one command per source: the last make printed */
		if (g_hash_table_contains(seen, c->source)) {
			for (guint j = 0; j < list->len; j++) {
				struct sbx_compile *o = list->pdata[j];

				if (!strcmp(o->source, c->source)) {
					g_hash_table_remove(seen, o->source);
					g_ptr_array_remove_index(list, j);
					break;
				}
			}
		}
		g_ptr_array_add(list, c);
		g_hash_table_add(seen, c->source);
	}
	return list;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * modpost's lines as diagnostics: a symbol no module exports ("undefined!") and a symbol used from
 * a namespace the module does not import, in the wording of scripts/mod/modpost.c of 6.1 and 6.12,
 * and the place of the symbol's first use in the driver's sources, which modpost does not give.
 */
#define _GNU_SOURCE
#include <string.h>

#include "cfront.h"
#include "red-int.h"

/* .c files looked at in a driver's folder, and how deep: a package, not a kernel tree */
#define MAX_C_FILES 1000
#define MAX_DEPTH 4

/*
 * Module names and symbols are whatever the object files hold: valid UTF-8 with control
 * characters made U+FFFD, so that no output line can be forged from them.
 */
static char *clean_dup(const char *s, gsize n)
{
	g_autofree char *v = g_utf8_make_valid(s, n);
	GString *o = g_string_new(NULL);

	for (const char *p = v; *p; p = g_utf8_next_char(p)) {
		gunichar c = g_utf8_get_char(p);

		if (g_unichar_iscntrl(c))
			g_string_append_unichar(o, 0xfffd);
		else
			g_string_append_len(o, p, g_utf8_next_char(p) - p);
	}
	return g_string_free(o, FALSE);
}

static const char *find_last(const char *s, gsize n, const char *needle)
{
	gsize k = strlen(needle);
	const char *last = NULL;

	for (const char *p = s; (p = memmem(p, s + n - p, needle, k)); p++)
		last = p;
	return last;
}

struct red_diag *red__modpost_line(const char *line, gsize n)
{
	static const char ns_mid[] = " uses symbol ", ns_from[] = " from namespace ";
	static const char ns_end[] = ", but does not import it.";
	enum red_sev sev;
	const char *m, *e, *a, *b;
	struct red_diag *d;
	gsize len;

	while (n && (line[n - 1] == '\r' || line[n - 1] == ' '))
		n--;
	if (n > 16 && !memcmp(line, "ERROR: modpost: ", 16)) {
		sev = RED_SEV_ERROR, m = line + 16;
	} else if (n > 18 && !memcmp(line, "WARNING: modpost: ", 18)) {
		sev = RED_SEV_WARNING, m = line + 18;
	} else {
		return NULL;
	}
	len = line + n - m;
	/* "SYM" [MODULE.ko] undefined!  (a symbol may hold '"': the last '" [' ends it) */
	if (len > 14 && m[0] == '"' && !memcmp(line + n - 12, "] undefined!", 12)) {
		a = find_last(m + 1, len - 1, "\" [");
		if (!a || a == m + 1)
			return NULL;
		b = a + 3;
		e = line + n - 12;
		if (e - b < 4 || memcmp(e - 3, ".ko", 3))
			return NULL;
		d = red__diag_new();
		d->mp_symbol = clean_dup(m + 1, a - m - 1);
		d->loc.file = clean_dup(b, e - b);
		d->message = g_strdup_printf("modpost: symbol '%s' is undefined (module %s)", d->mp_symbol,
					     d->loc.file);
	} else if (len > 7 + sizeof(ns_end) && !memcmp(m, "module ", 7) &&
		   !memcmp(line + n - (sizeof(ns_end) - 1), ns_end, sizeof(ns_end) - 1)) {
		e = line + n - (sizeof(ns_end) - 1);
		a = memmem(m + 7, e - m - 7, ns_mid, sizeof(ns_mid) - 1);
		b = find_last(m + 7, e - m - 7, ns_from);
		if (!a || !b || b <= a + sizeof(ns_mid) - 1 || a == m + 7 || b + sizeof(ns_from) - 1 >= e)
			return NULL;
		d = red__diag_new();
		d->mp_module = clean_dup(m + 7, a - m - 7);
		d->mp_symbol = clean_dup(a + sizeof(ns_mid) - 1, b - a - (sizeof(ns_mid) - 1));
		d->mp_namespace = clean_dup(b + sizeof(ns_from) - 1, e - b - (sizeof(ns_from) - 1));
		d->loc.file = g_strdup(d->mp_module);
		d->message = g_strdup_printf("modpost: module %s uses symbol '%s' from namespace %s, but "
					     "does not import it", d->mp_module, d->mp_symbol,
					     d->mp_namespace);
	} else {
		return NULL;
	}
	d->sev = sev;
	red_diag_add_raw(d, line, n);
	return d;
}

static int cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The driver's .c files beneath @dir, as paths relative to @top, in @out. */
static void list_c_files(GPtrArray *out, const char *top, const char *rel, int depth)
{
	g_autofree char *dir = rel ? g_build_filename(top, rel, NULL) : g_strdup(top);
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
	const char *n;

	while (d && (n = g_dir_read_name(d)))
		if (n[0] != '.')
			g_ptr_array_add(names, g_strdup(n));
	g_ptr_array_sort(names, cmp_str);
	for (guint i = 0; i < names->len && out->len < MAX_C_FILES; i++) {
		const char *name = names->pdata[i];
		g_autofree char *r = rel ? g_build_filename(rel, name, NULL) : g_strdup(name);
		g_autofree char *path = g_build_filename(top, r, NULL);

		/* a link may lead out of the driver */
		if (g_file_test(path, G_FILE_TEST_IS_SYMLINK))
			continue;
		if (g_str_has_suffix(name, ".c") && g_file_test(path, G_FILE_TEST_IS_REGULAR))
			g_ptr_array_add(out, g_steal_pointer(&r));
		else if (depth < MAX_DEPTH && g_file_test(path, G_FILE_TEST_IS_DIR))
			list_c_files(out, top, r, depth + 1);
	}
}

/*
 * The first use of @symbol in @file: inside a function when there is one (a call), else its first
 * mention (a declaration, an initializer); TRUE when found.
 */
static gboolean first_use(struct red_source *src, const char *file, const char *symbol, int *line, int *col)
{
	struct red_src_file *f = red_src_load(src, file);
	int fl = 0, fc = 0;

	if (!f)
		return FALSE;
	for (guint i = 0; i < f->toks->len; i++) {
		const struct cf_token *t = RED_TOK(f, i);
		g_autofree char *fn = NULL;

		if (t->kind != CF_IDENT || strcmp(t->text, symbol))
			continue;
		if (!fl)
			fl = t->line, fc = t->dcol;
		fn = red_source_function_at(src, file, t->line);
		if (fn) {
			*line = t->line;
			*col = t->dcol;
			return TRUE;
		}
	}
	*line = fl;
	*col = fc;
	return fl > 0;
}

void red__modpost_locate(struct red_diag *d, struct red_source *src, const char *source_dir)
{
	g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *top = NULL, *mod = NULL, *own = NULL;
	int line = 0, col = 0;

	if (!d->mp_symbol || !d->loc.file)
		return;
	/* an undefined symbol names the module's path: its .c file of the same name, as built */
	if (g_str_has_suffix(d->loc.file, ".ko")) {
		g_autofree char *c = g_strndup(d->loc.file, strlen(d->loc.file) - 3);
		g_autofree char *cf = g_strconcat(c, ".c", NULL);

		if (first_use(src, cf, d->mp_symbol, &line, &col)) {
			g_free(d->loc.file);
			d->loc.file = g_steal_pointer(&cf);
			goto found;
		}
	}
	if (!source_dir || !*source_dir)
		return;
	/* else the driver's files: the module's own name first, then in name order */
	top = g_canonicalize_filename(source_dir, NULL);
	mod = g_path_get_basename(d->loc.file);
	if (g_str_has_suffix(mod, ".ko"))
		mod[strlen(mod) - 3] = 0;
	own = g_strconcat(mod, ".c", NULL);
	list_c_files(files, top, NULL, 0);
	for (guint pass = 0; pass < 2; pass++) {
		for (guint i = 0; i < files->len; i++) {
			const char *rel = files->pdata[i];
			g_autofree char *base = g_path_get_basename(rel);
			g_autofree char *path = NULL;

			if ((pass == 0) != !strcmp(base, own))
				continue;
			path = g_build_filename(top, rel, NULL);
			if (first_use(src, path, d->mp_symbol, &line, &col)) {
				g_free(d->loc.file);
				d->loc.file = g_steal_pointer(&path);
				goto found;
			}
		}
	}
	return;
found:
	d->loc.line = line;
	d->loc.column = col;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * A patch's subject in the driver's own style (its history's prefix, else its module's name),
 * what the change did in a few words, a body wrapped for a commit message, and an example's
 * repository as a reviewer can look it up: pure functions of their input, but for the driver's
 * history and Kbuild file, read through libgit2 and sbx_read_untrusted().  series.c uses them.
 */
#include <string.h>

#include "porter.h"
#include "sandbox.h"

/* The kernel's limit for a subject, "[PATCH n/m] " excluded (submitting-patches.rst). */
#define SUBJECT_MAX 75

/* The prefix of "wifi: rtw88: fix x" is "wifi: rtw88"; NULL when the subject has none. */
static char *subject_prefix_of(const char *subject)
{
	const char *end = NULL;

	for (const char *s = subject; (s = strstr(s, ": ")); s += 2)
		end = s;
	if (!end || end == subject)
		return NULL;
	/* "Revert "x: y"" or "Merge branch 'a: b'" have no prefix; a prefix has no blank */
	for (const char *c = subject; c < end; c++)
		if (*c == '"' || *c == '\'' || (*c == ' ' && c[-1] != ':'))
			return NULL;
	return g_strndup(subject, end - subject);
}

/* The module a Kbuild Makefile builds: "obj-m += name.o" or "obj-$(CONFIG_X) := name.o". */
static char *kbuild_module(const char *driver_dir)
{
	static const char *const files[] = { "Kbuild", "Makefile" };

	for (guint i = 0; i < G_N_ELEMENTS(files); i++) {
		g_autofree char *path = g_build_filename(driver_dir, files[i], NULL);
		g_autofree char *text = NULL;
		g_auto(GStrv) lines = NULL;

		/* the user's driver: not through a link, a FIFO or past a size */
		if (sbx_read_untrusted(path, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL))
			continue;
		lines = g_strsplit(text, "\n", -1);
		for (guint j = 0; lines[j]; j++) {
			const char *l = lines[j], *eq, *o;

			while (*l == ' ' || *l == '\t')
				l++;
			if (!g_str_has_prefix(l, "obj-") || !(eq = strchr(l, '=')))
				continue;
			eq++;
			while (*eq == ' ' || *eq == '\t')
				eq++;
			o = eq;
			while (g_ascii_isalnum(*o) || *o == '_' || *o == '-')
				o++;
			if (o > eq && g_str_has_prefix(o, ".o"))
				return g_strndup(eq, o - eq);
		}
	}
	return NULL;
}

char *porter_subject_prefix(const char *driver_dir)
{
	g_autoptr(GHashTable) count = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	/* the driver's own history, when its files are tracked by git */
	g_autoptr(GPtrArray) subjects = sbx_repo_subjects(driver_dir, 20);
	const char *best = NULL;
	guint best_n = 0, n = 0;
	char *module;

	for (guint i = 0; i < subjects->len; i++) {
		char *p = subject_prefix_of(subjects->pdata[i]);
		guint c;

		if (!*(char *)subjects->pdata[i])
			continue;
		n++;
		if (!p)
			continue;
		c = GPOINTER_TO_UINT(g_hash_table_lookup(count, p)) + 1;
		g_hash_table_replace(count, p, GUINT_TO_POINTER(c));
		/* the first seen wins a tie: the most recent style */
		if (c > best_n) {
			best = p;
			best_n = c;
		}
	}
	/* one commit that happens to have a colon is no style: ask for two, or all of one */
	if (best && (best_n >= 2 || n == 1))
		return g_strdup(best);
	module = kbuild_module(driver_dir);
	return module ? module : g_path_get_basename(driver_dir);
}

static gboolean is_ident(char c)
{
	return g_ascii_isalnum(c) || c == '_';
}

/*
 * The identifier that takes @sym's place when a "-" line becomes a "+" line with only that
 * token changed ("-\tstrlcpy(a, b, n);" / "+\tstrscpy(a, b, n);" gives strscpy); NULL when no
 * pair of lines of @diff is such a substitution.  Owned.
 */
static char *substituted(const char *diff, const char *sym)
{
	g_auto(GStrv) lines = g_strsplit(diff ? diff : "", "\n", -1);
	gsize n = strlen(sym);

	for (guint i = 0; n && lines[i]; i++) {
		const char *m = lines[i] + 1;
		gsize ml;

		if (lines[i][0] != '-' || g_str_has_prefix(lines[i], "---"))
			continue;
		ml = strlen(m);
		for (guint j = i + 1; lines[j]; j++) {
			const char *q = lines[j] + 1;
			gsize ql, pre = 0, suf = 0;

			if (lines[j][0] != '+' || g_str_has_prefix(lines[j], "+++"))
				continue;
			ql = strlen(q);
			while (pre < ml && pre < ql && m[pre] == q[pre])
				pre++;
			while (suf < ml - pre && suf < ql - pre && m[ml - 1 - suf] == q[ql - 1 - suf])
				suf++;
			/* whole tokens: back to the start and on to the end of the identifier */
			while (pre && is_ident(m[pre - 1]))
				pre--;
			while (suf && is_ident(m[ml - suf]))
				suf--;
			if (ml - pre - suf != n || strncmp(m + pre, sym, n) || ql <= pre + suf)
				continue;
			{
				g_autofree char *x = g_strndup(q + pre, ql - pre - suf);
				gboolean ok = is_ident(*x) && !g_ascii_isdigit(*x);

				for (const char *c = x; ok && *c; c++)
					ok = is_ident(*c);
				if (ok)
					return g_steal_pointer(&x);
			}
		}
	}
	return NULL;
}

/* Identifiers of @line, string literals skipped, added to @set. */
static void add_idents(GHashTable *set, const char *line)
{
	gboolean in_str = FALSE;

	for (const char *c = line; *c; c++) {
		const char *s = c;

		if (*c == '"' && (c == line || c[-1] != '\\'))
			in_str = !in_str;
		if (in_str || !(g_ascii_isalpha(*c) || *c == '_') || (c > line && is_ident(c[-1])))
			continue;
		while (is_ident(c[1]))
			c++;
		g_hash_table_add(set, g_strndup(s, c - s + 1));
	}
}

/* Identifiers only the "-" lines of @diff have, in order; owned. */
static GPtrArray *removed_idents(const char *diff)
{
	g_auto(GStrv) lines = g_strsplit(diff ? diff : "", "\n", -1);
	g_autoptr(GHashTable) plus = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) minus = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);

	for (guint i = 0; lines[i]; i++)
		if (lines[i][0] == '+' && !g_str_has_prefix(lines[i], "+++"))
			add_idents(plus, lines[i] + 1);
	for (guint i = 0; lines[i]; i++) {
		g_autoptr(GHashTable) here = NULL;
		GHashTableIter it;
		gpointer k;

		if (lines[i][0] != '-' || g_str_has_prefix(lines[i], "---"))
			continue;
		here = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		add_idents(here, lines[i] + 1);
		g_hash_table_iter_init(&it, here);
		while (g_hash_table_iter_next(&it, &k, NULL))
			if (!g_hash_table_contains(plus, k) && !g_hash_table_contains(minus, k)) {
				g_hash_table_add(minus, g_strdup(k));
				g_ptr_array_add(out, g_strdup(k));
			}
	}
	return out;
}

/* TRUE when the "+" lines of @diff add an identifier (any line) */
static gboolean adds_idents(const char *diff)
{
	g_auto(GStrv) lines = g_strsplit(diff ? diff : "", "\n", -1);
	g_autoptr(GHashTable) minus = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) plus = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	GHashTableIter it;
	gpointer k;

	for (guint i = 0; lines[i]; i++) {
		if (g_str_has_prefix(lines[i], "---") || g_str_has_prefix(lines[i], "+++"))
			continue;
		if (lines[i][0] == '-')
			add_idents(minus, lines[i] + 1);
		else if (lines[i][0] == '+')
			add_idents(plus, lines[i] + 1);
	}
	g_hash_table_iter_init(&it, plus);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(minus, k))
			return TRUE;
	return FALSE;
}

static gboolean is_field_kind(const char *kind)
{
	return !g_strcmp0(kind, "unknown-field") || !g_strcmp0(kind, "no-member");
}

static gboolean is_function_kind(const char *kind)
{
	return !g_strcmp0(kind, "undefined-function") || !g_strcmp0(kind, "too-many-args") ||
	       !g_strcmp0(kind, "too-few-args");
}

/* Cuts @s at the last blank that keeps it within @max bytes. */
static char *cut_words(const char *s, gsize max)
{
	const char *end;

	if (strlen(s) <= max)
		return g_strdup(s);
	end = s + max;
	while (end > s && *end != ' ')
		end--;
	return g_strndup(s, end > s ? (gsize)(end - s) : max);
}

char *porter_subject(const char *prefix, const char *kind, const char *symbol,
		     const char *container, const char *diff)
{
	g_autoptr(GPtrArray) removed = removed_idents(diff);
	g_autoptr(GPtrArray) tries = g_ptr_array_new_with_free_func(g_free);
	const char *sym = symbol ? symbol : "";
	const char *bare = strrchr(sym, ' ') ? strrchr(sym, ' ') + 1 : sym;
	g_autofree char *with = substituted(diff, bare);
	gsize room;

	/* most telling first; the first that fits wins */
	if (with && is_field_kind(kind)) {
		if (container)
			g_ptr_array_add(tries, g_strdup_printf("use .%s instead of .%s in %s", with,
							       bare, container));
		g_ptr_array_add(tries, g_strdup_printf("use .%s instead of .%s", with, bare));
	} else if (with) {
		const char *par = is_function_kind(kind) ? "()" : "";

		g_ptr_array_add(tries, g_strdup_printf("use %s%s instead of %s%s", with, par, bare,
						       par));
	}
	if (!g_strcmp0(kind, "too-many-args") && *sym) {
		if (removed->len == 1 && !adds_idents(diff))
			g_ptr_array_add(tries, g_strdup_printf("drop the %s argument of %s()",
							       (char *)removed->pdata[0], sym));
		g_ptr_array_add(tries, g_strdup_printf("adapt to %s() taking fewer arguments",
						       sym));
	} else if (!g_strcmp0(kind, "too-few-args") && *sym) {
		g_ptr_array_add(tries, g_strdup_printf("adapt to %s() taking more arguments", sym));
	} else if (g_str_has_prefix(kind ? kind : "", "incompatible-") && *sym) {
		g_ptr_array_add(tries, g_strdup_printf("adapt to the new type of %s", sym));
	} else if (is_field_kind(kind) && *sym && container) {
		g_ptr_array_add(tries, g_strdup_printf("adapt to the removal of .%s from %s", sym,
						       container));
		g_ptr_array_add(tries, g_strdup_printf("adapt to the removal of .%s", sym));
	} else if (!g_strcmp0(kind, "undefined-function") && *sym) {
		g_ptr_array_add(tries, g_strdup_printf("adapt to the removal of %s()", sym));
	} else if (*sym) {
		g_ptr_array_add(tries, g_strdup_printf("adapt to the removal of %s", sym));
	}
	g_ptr_array_add(tries, g_strdup("fix the build against the target kernel"));

	room = strlen(prefix) + 2 < SUBJECT_MAX ? SUBJECT_MAX - strlen(prefix) - 2 : 20;
	for (guint i = 0; i < tries->len; i++)
		if (strlen(tries->pdata[i]) <= room)
			return g_strdup_printf("%s: %s", prefix, (char *)tries->pdata[i]);
	{
		g_autofree char *cut = cut_words(tries->pdata[0], room);

		return g_strdup_printf("%s: %s", prefix, cut);
	}
}

char *porter_wrap(const char *text, guint width)
{
	g_auto(GStrv) words = g_strsplit_set(text ? text : "", " \n", -1);
	GString *s = g_string_new(NULL);
	gsize col = 0;

	for (guint i = 0; words[i]; i++) {
		gsize n = strlen(words[i]);

		if (!n)
			continue;
		if (col && col + 1 + n > width) {
			g_string_append_c(s, '\n');
			col = 0;
		} else if (col) {
			g_string_append_c(s, ' ');
			col++;
		}
		g_string_append(s, words[i]);
		col += n;
	}
	g_string_append_c(s, '\n');
	return g_string_free(s, FALSE);
}

char *porter_repo_ref(const char *name, const char *repo_path)
{
	g_autofree char *url = repo_path ? sbx_repo_config(repo_path, "remote.origin.url") : NULL;
	const char *scheme, *at, *path;
	gboolean ok = url && *url && strlen(url) < 512;

	/* one printable word: a URL that is not stays out of the commit message */
	for (const char *c = url; ok && *c; c++)
		ok = (unsigned char)*c > ' ' && *c != 0x7f && *c != '"';
	if (!ok || (!(scheme = strstr(url, "://")) && !strchr(url, ':')) || url[0] == '/')
		return g_strdup(name ? name : "example");
	if (!scheme)
		return g_steal_pointer(&url);
	/* https://user:token@host/x: the credentials are nobody's business */
	path = strchr(scheme + 3, '/');
	at = strchr(scheme + 3, '@');
	if (at && (!path || at < path))
		return g_strdup_printf("%.*s%s", (int)(scheme + 3 - url), url, at + 1);
	return g_steal_pointer(&url);
}

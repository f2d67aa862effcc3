// SPDX-License-Identifier: GPL-2.0
/*
 * The text side of carrying a definition into a driver (define-fix.c): the "#define NAME ..."
 * an example commit's header change added, and the driver's text with a block of such
 * definitions after its includes.  Plain functions of text: cfront reads the C.
 */
#include <string.h>

#include "cfront.h"
#include "porter-int.h"

/* TRUE when line (1-based) is one of added_lines. */
static gboolean is_added(const GArray *added_lines, int line)
{
	for (guint i = 0; i < added_lines->len; i++)
		if (g_array_index(added_lines, int, i) == line)
			return TRUE;
	return FALSE;
}

char *porter_define_added(const char *text, const GArray *added_lines, const char *name)
{
	g_autoptr(cf_tokens) l = NULL;

	if (!text || !added_lines || !name || !*name)
		return NULL;
	l = cf_lex(text, strlen(text), 0);
	for (guint i = 0; i < l->toks->len; i++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);
		g_autofree char *raw = NULL;

		if (t->kind != CF_PP || t->pp != CF_PP_DEFINE || strcmp(t->arg, name) ||
		    !is_added(added_lines, t->line))
			continue;
		/* as written (tabs, continuations), unless a comment is in it: cfront's one line */
		raw = g_strndup(text + t->off, t->len);
		if (strstr(raw, "/*") || strstr(raw, "//"))
			return g_strdup(t->text);
		g_strchomp(raw);
		return g_steal_pointer(&raw);
	}
	return NULL;
}

/*
 * The offset just past the line of the driver's last #include outside any #if group, or 0
 * (the top) when it has none.
 */
static gsize after_includes(const char *text)
{
	g_autoptr(cf_tokens) l = cf_lex(text, strlen(text), 0);
	gsize at = 0;

	for (guint i = 0; i < l->toks->len; i++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);
		const char *nl;

		if (t->kind != CF_PP || t->pp != CF_PP_INCLUDE || t->depth)
			continue;
		nl = strchr(text + t->off + t->len, '\n');
		at = nl ? (gsize)(nl - text) + 1 : strlen(text);
	}
	return at;
}

char *porter_define_insert(const char *text, const char *block)
{
	gsize at;

	if (!text || !block || !*block)
		return NULL;
	at = after_includes(text);
	/* a blank line before the block unless it starts the file */
	return g_strdup_printf("%.*s%s%s%s%s", (int)at, text, at ? "\n" : "", block,
			       g_str_has_suffix(block, "\n") ? "" : "\n", text + at);
}

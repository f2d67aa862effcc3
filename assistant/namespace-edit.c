// SPDX-License-Identifier: GPL-2.0
/*
 * A namespace import as text: the line that imports a namespace in the form of the target tree's
 * MODULE_IMPORT_NS (read from its include/linux/module.h, never assumed), and the driver's text
 * with that line after its last MODULE_* line.  Pure functions, for the loop's namespace-fix.c.
 */
#include <string.h>

#include "cfront.h"
#include "porter.h"

#define IMPORT_MACRO "MODULE_IMPORT_NS"

/* A namespace as an identifier, or printable without '"' and '\\' for a string literal. */
static gboolean namespace_ok(const char *ns, gboolean ident)
{
	if (!*ns || (ident && g_ascii_isdigit(*ns)))
		return FALSE;
	for (const char *c = ns; *c; c++) {
		if (ident ? !(g_ascii_isalnum(*c) || *c == '_') :
		    (!g_ascii_isprint(*c) || *c == '"' || *c == '\\'))
			return FALSE;
	}
	return TRUE;
}

char *porter_namespace_import(const char *module_h, const char *ns, char **out_def)
{
	g_autoptr(cf_tokens) l = NULL;

	if (out_def)
		*out_def = NULL;
	if (!module_h || !ns)
		return NULL;
	l = cf_lex(module_h, strlen(module_h), 0);
	for (guint j = 0; j < l->toks->len; j++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, j);
		g_autofree char *param = NULL, *strz = NULL, *hash = NULL;
		const char *name, *open, *close;
		gboolean ident;

		if (t->kind != CF_PP || t->pp != CF_PP_DEFINE || strcmp(t->arg, IMPORT_MACRO))
			continue;
		/* "#define MODULE_IMPORT_NS(ns) MODULE_INFO(import_ns, __stringify(ns))" */
		name = strstr(t->text, IMPORT_MACRO);
		open = name ? name + strlen(IMPORT_MACRO) : NULL;
		if (!open || *open != '(' || !(close = strchr(open, ')')))
			continue;
		param = g_strstrip(g_strndup(open + 1, close - open - 1));
		strz = g_strdup_printf("__stringify(%s)", param);
		hash = g_strdup_printf("#%s", param);
		/* the body makes the argument a string: an identifier; else it is one already */
		ident = strstr(close + 1, strz) || strstr(close + 1, hash);
		if (!namespace_ok(ns, ident))
			return NULL;
		if (out_def)
			*out_def = g_strdup(t->text);
		return ident ? g_strdup_printf(IMPORT_MACRO "(%s);", ns) :
			       g_strdup_printf(IMPORT_MACRO "(\"%s\");", ns);
	}
	return NULL;
}

char *porter_namespace_edit(const char *text, const char *import_line)
{
	g_autoptr(cf_tokens) l = NULL;
	const struct cf_token *last = NULL;
	const char *nl;
	GString *o;
	gsize at;

	if (!text || !import_line || strstr(text, import_line))
		return NULL;
	l = cf_lex(text, strlen(text), 0);
	/* the last MODULE_* line outside conditional groups, from its first column */
	for (guint i = 0; i < l->toks->len; i++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);

		if (t->kind == CF_IDENT && t->col == 1 && t->depth == 0 && g_str_has_prefix(t->text, "MODULE_"))
			last = t;
	}
	if (!last)
		return NULL;
	/* the end of its line, past its arguments' lines */
	at = last->off;
	for (guint i = last - (const struct cf_token *)(void *)l->toks->data; i < l->toks->len; i++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);

		at = t->off + t->len;
		if (t->kind == CF_PUNCT && !strcmp(t->text, ";"))
			break;
	}
	nl = strchr(text + at, '\n');
	at = nl ? (gsize)(nl - text) + 1 : strlen(text);
	o = g_string_new_len(text, at);
	if (at && text[at - 1] != '\n')
		g_string_append_c(o, '\n');
	g_string_append_printf(o, "%s\n", import_line);
	g_string_append(o, text + at);
	return g_string_free(o, FALSE);
}

char *porter_namespace_example_line(const char *text, const GArray *added_lines, const char *ns)
{
	g_auto(GStrv) lines = NULL;
	g_autofree char *lit = NULL;
	guint n;

	if (!text || !added_lines || !ns)
		return NULL;
	lines = g_strsplit(text, "\n", -1);
	n = g_strv_length(lines);
	lit = g_strdup_printf("\"%s\"", ns);
	for (guint i = 0; i < added_lines->len; i++) {
		int at = g_array_index(added_lines, int, i);
		g_autoptr(cf_tokens) l = NULL;
		const struct cf_token *t;

		if (at < 1 || (guint)at > n)
			continue;
		l = cf_lex(lines[at - 1], strlen(lines[at - 1]), 0);
		if (l->toks->len != 5)
			continue;
		t = &g_array_index(l->toks, struct cf_token, 0);
		/* "NAME(ns);" or "NAME(\"ns\");": a macro whose one argument is the namespace */
		if (t[0].kind != CF_IDENT || strcmp(t[1].text, "(") || strcmp(t[3].text, ")") ||
		    strcmp(t[4].text, ";") || t[0].col != 1)
			continue;
		if (!(t[2].kind == CF_IDENT && !strcmp(t[2].text, ns)) && strcmp(t[2].text, lit))
			continue;
		return g_strdup_printf("%s(%s);", t[0].text, t[2].text);
	}
	return NULL;
}

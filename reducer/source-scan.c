// SPDX-License-Identifier: GPL-2.0
/*
 * Facts of one file's tokens (source.c reads them): where a call starts, the names in its
 * arguments, the callee or designator at a place, a function's span, a file's includes and
 * identifiers.
 */
#define _GNU_SOURCE
#include <string.h>

#include "cfront.h"
#include "red-int.h"

/* Byte column of the first "@name (" on @line of @file, or -1: where a call starts. */
int red_source_find_call(struct red_source *s, const char *file, int line, const char *name, int before_col)
{
	struct red_src_file *f = red_src_load(s, file);
	int i = f ? red_src_tok_at(f, line, 1) : -1;
	int found = -1;

	for (guint k = i < 0 ? 0 : i; f && i >= 0 && k + 1 < f->toks->len && RED_TOK(f, k)->line == line; k++) {
		const struct cf_token *t = RED_TOK(f, k);

		if (before_col > 0 && t->col > before_col && t->dcol > before_col)
			break;
		if (t->kind == CF_IDENT && red_src_tok_is(f, t, name) && red_src_tok_is(f, RED_TOK(f, k + 1), "("))
			found = t->col;
	}
	return found;
}

gboolean red_source_call_names(struct red_source *s, const char *file, int line, const char *name,
			       const char *word)
{
	struct red_src_file *f = red_src_load(s, file);
	int i = f ? red_src_tok_at(f, line, 1) : -1;

	for (guint k = i < 0 ? 0 : i; f && i >= 0 && k + 1 < f->toks->len && RED_TOK(f, k)->line == line; k++) {
		int depth = 0;

		if (!(RED_TOK(f, k)->kind == CF_IDENT && red_src_tok_is(f, RED_TOK(f, k), name) && red_src_tok_is(f, RED_TOK(f, k + 1), "(")))
			continue;
		for (guint j = k + 1; j < f->toks->len; j++) {
			const struct cf_token *t = RED_TOK(f, j);

			if (red_src_tok_is(f, t, "("))
				depth++;
			else if (red_src_tok_is(f, t, ")") && --depth == 0)
				break;
			else if (t->kind == CF_IDENT && red_src_tok_is(f, t, word))
				return TRUE;
		}
	}
	return FALSE;
}

char *red_source_callee_at(struct red_source *s, const char *file, int line, int col)
{
	struct red_src_file *f = red_src_load(s, file);
	int i = f ? red_src_tok_at(f, line, col) : -1;
	int depth = 0;

	for (int k = i - 1; i >= 0 && k > 0; k--) {
		const struct cf_token *t = RED_TOK(f, k);

		if (red_src_tok_is(f, t, ")"))
			depth++;
		else if (red_src_tok_is(f, t, "(") && depth-- == 0)
			return RED_TOK(f, k - 1)->kind == CF_IDENT ? red_src_tok_dup(f, RED_TOK(f, k - 1)) : NULL;
		else if (red_src_tok_is(f, t, ";") || red_src_tok_is(f, t, "{") || red_src_tok_is(f, t, "}"))
			return NULL;
	}
	return NULL;
}

char *red_source_designator_at(struct red_source *s, const char *file, int line, int col)
{
	struct red_src_file *f = red_src_load(s, file);
	int i = f ? red_src_tok_at(f, line, col) : -1;

	/* at ".f", at "f" of ".f", or at the value of ".f = value" */
	for (int k = i; i >= 0 && k >= 0 && k > i - 4; k--) {
		if (red_src_tok_is(f, RED_TOK(f, k), ".") && (guint)k + 1 < f->toks->len && RED_TOK(f, k + 1)->kind == CF_IDENT &&
		    (guint)k + 2 < f->toks->len && red_src_tok_is(f, RED_TOK(f, k + 2), "="))
			return red_src_tok_dup(f, RED_TOK(f, k + 1));
	}
	if (i >= 0 && (guint)i + 2 < f->toks->len && red_src_tok_is(f, RED_TOK(f, i), ".") && RED_TOK(f, i + 1)->kind == CF_IDENT)
		return red_src_tok_dup(f, RED_TOK(f, i + 1));
	return NULL;
}

int red_source_function_span(struct red_source *s, const char *file, const char *name, int *out_head, int *out_open)
{
	struct red_src_file *f = red_src_load(s, file);

	for (guint i = 0; f && name && i < f->funcs->len; i++) {
		const struct cf_func *fs = &g_array_index(f->funcs, struct cf_func, i);

		if (!strcmp(fs->name, name)) {
			*out_head = fs->head_line;
			*out_open = fs->open_line;
			return 0;
		}
	}
	return -1;
}

GPtrArray *red_source_includes(struct red_source *s, const char *file)
{
	struct red_src_file *f = red_src_load(s, file);
	g_autoptr(cf_tokens) l = NULL;
	GPtrArray *out;

	if (!f)
		return NULL;
	/* the cached tokens have no directives: the includes need a lexing of their own */
	l = cf_lex(f->text, strlen(f->text), 0);
	out = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; i < l->toks->len; i++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);
		char *inc = t->kind == CF_PP && t->pp == CF_PP_INCLUDE ? cf_include_target(t->text) : NULL;

		if (inc)
			g_ptr_array_add(out, inc);
	}
	return out;
}

GPtrArray *red_source_identifiers(struct red_source *s, const char *file)
{
	struct red_src_file *f = red_src_load(s, file);
	g_autoptr(GHashTable) seen = NULL;
	GPtrArray *out;

	if (!f)
		return NULL;
	seen = g_hash_table_new(g_str_hash, g_str_equal);
	out = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; i < f->toks->len; i++) {
		const struct cf_token *t = RED_TOK(f, i);
		g_autofree char *tag = NULL;
		const char *name = t->text;

		if (t->kind != CF_IDENT)
			continue;
		if ((red_src_tok_is(f, t, "struct") || red_src_tok_is(f, t, "union") || red_src_tok_is(f, t, "enum")) &&
		    i + 1 < f->toks->len && RED_TOK(f, i + 1)->kind == CF_IDENT)
			name = tag = g_strdup_printf("%s %s", t->text, RED_TOK(f, i + 1)->text);
		else if (cf_is_keyword(name))
			continue;
		if (g_hash_table_contains(seen, name))
			continue;
		g_ptr_array_add(out, g_strdup(name));
		g_hash_table_add(seen, out->pdata[out->len - 1]);
	}
	return out;
}

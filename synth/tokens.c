// SPDX-License-Identifier: GPL-2.0
/*
 * synth's view of cfront's tokens: a file's tokens as an array of pointers with interned texts (the
 * diff compares pointers), directive lines kept whole, since spatch and our rules treat them whole.
 */
#include <string.h>

#include "synth-int.h"

GPtrArray *sd_tokenize(const char *text, const char *path, GError **error)
{
	g_autoptr(cf_tokens) l = cf_lex(text, strlen(text), CF_LEX_INTERN);
	GPtrArray *toks;

	if (cf_tokens_check(l, path, error))
		return NULL;
	toks = g_ptr_array_new_full(l->toks->len, g_free);
	for (guint i = 0; i < l->toks->len; i++)
		g_ptr_array_add(toks, g_memdup2(&g_array_index(l->toks, struct cf_token, i),
						sizeof(struct cf_token)));
	return toks;
}

gboolean sd_tok_is(const struct cf_token *t, const char *text)
{
	return t && strcmp(t->text, text) == 0;
}

char *sd_toks_text(GPtrArray *toks, guint first, guint last)
{
	GString *s = g_string_new(NULL);

	for (guint i = first; i < last && i < toks->len; i++) {
		const struct cf_token *t = toks->pdata[i];

		if (s->len)
			g_string_append_c(s, ' ');
		g_string_append(s, t->text);
	}
	return g_string_free(s, FALSE);
}

guint sd_match_bracket(GPtrArray *toks, guint open, guint end)
{
	const char *o = ((struct cf_token *)toks->pdata[open])->text;
	const char *c = strcmp(o, "(") == 0 ? ")" : strcmp(o, "[") == 0 ? "]" : "}";
	int depth = 0;

	for (guint i = open; i < end; i++) {
		const struct cf_token *t = toks->pdata[i];

		if (t->kind != CF_PUNCT)
			continue;
		if (strcmp(t->text, o) == 0)
			depth++;
		else if (strcmp(t->text, c) == 0 && --depth == 0)
			return i;
	}
	return toks->len;
}

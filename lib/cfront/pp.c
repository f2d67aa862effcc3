// SPDX-License-Identifier: GPL-2.0
/*
 * cfront's second pass: what each directive token is, its argument, and the conditional groups
 * (#if ... #elif ... #else ... #endif) it opens, continues or closes.  Nothing is evaluated: porter
 * keeps every branch of a driver, so it needs the structure, not the outcome.
 */
#include <string.h>

#include "cfront.h"

static const struct {
	const char *word;
	enum cf_pp pp;
} directives[] = {
	{ "define", CF_PP_DEFINE }, { "undef", CF_PP_UNDEF }, { "include", CF_PP_INCLUDE },
	{ "include_next", CF_PP_INCLUDE }, { "if", CF_PP_IF }, { "ifdef", CF_PP_IFDEF },
	{ "ifndef", CF_PP_IFNDEF }, { "elif", CF_PP_ELIF }, { "elifdef", CF_PP_ELIF },
	{ "elifndef", CF_PP_ELIF }, { "else", CF_PP_ELSE }, { "endif", CF_PP_ENDIF },
};

/* Kind and argument of the normalized directive text "# word rest". */
static enum cf_pp classify(const char *text, const char **out_rest, gsize *out_wlen)
{
	const char *p = text + 1, *w;
	gsize n;

	while (*p == ' ')
		p++;
	w = p;
	while (g_ascii_isalnum(*p) || *p == '_')
		p++;
	n = (gsize)(p - w);
	while (*p == ' ')
		p++;
	*out_rest = p;
	*out_wlen = 0;
	for (guint i = 0; i < G_N_ELEMENTS(directives); i++)
		if (strlen(directives[i].word) == n && !memcmp(w, directives[i].word, n)) {
			enum cf_pp pp = directives[i].pp;

			if (pp == CF_PP_DEFINE || pp == CF_PP_UNDEF || pp == CF_PP_IFDEF || pp == CF_PP_IFNDEF ||
			    (pp == CF_PP_ELIF && n > 4)) {
				const char *e = p;

				while (g_ascii_isalnum(*e) || *e == '_' || *e == '$')
					e++;
				*out_wlen = (gsize)(e - p);
			} else if (pp == CF_PP_IF || pp == CF_PP_ELIF) {
				*out_wlen = strlen(p);
			}
			return pp;
		}
	return CF_PP_OTHER;
}

enum cf_pp cf_pp_of_line(const char *line, const char **out_rest)
{
	const char *p = line, *w;
	gsize n;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p != '#')
		return CF_PP_NONE;
	p++;
	while (*p == ' ' || *p == '\t')
		p++;
	w = p;
	while (g_ascii_isalnum(*p) || *p == '_')
		p++;
	n = (gsize)(p - w);
	while (*p == ' ' || *p == '\t')
		p++;
	if (out_rest)
		*out_rest = p;
	for (guint i = 0; i < G_N_ELEMENTS(directives); i++)
		if (strlen(directives[i].word) == n && !memcmp(w, directives[i].word, n))
			return directives[i].pp;
	return CF_PP_OTHER;
}

struct group {
	int open, last;		/* the #if token, the group's latest directive */
};

void cf_pp_link(struct cf_token *toks, guint n)
{
	g_autoptr(GArray) stack = g_array_new(FALSE, FALSE, sizeof(struct group));

	for (guint i = 0; i < n; i++) {
		struct cf_token *t = &toks[i];
		struct group *top = stack->len ? &g_array_index(stack, struct group, stack->len - 1) : NULL;
		const char *rest;
		gsize wlen;

		t->depth = (int)stack->len;
		if (t->kind != CF_PP) {
			t->pp = CF_PP_NONE;
			continue;
		}
		t->pp = classify(t->text, &rest, &wlen);
		t->arg = wlen ? cf_intern(rest, wlen) : "";
		t->open = t->next = -1;
		switch (t->pp) {
		case CF_PP_IF:
		case CF_PP_IFDEF:
		case CF_PP_IFNDEF: {
			struct group g = { (int)i, (int)i };

			g_array_append_val(stack, g);
			break;
		}
		case CF_PP_ELIF:
		case CF_PP_ELSE:
		case CF_PP_ENDIF:
			if (!top)
				break;
			t->depth--;
			t->open = top->open;
			toks[top->last].next = (int)i;
			top->last = (int)i;
			if (t->pp == CF_PP_ENDIF)
				g_array_set_size(stack, stack->len - 1);
			break;
		default:
			break;
		}
	}
}

guint cf_skip_attribute(struct cf_token *const *toks, guint n, guint i)
{
	int depth = 0;
	guint j;

	if (i >= n)
		return i;
	if (toks[i]->kind == CF_IDENT &&
	    (!strcmp(toks[i]->text, "__attribute__") || !strcmp(toks[i]->text, "__attribute"))) {
		if (i + 1 >= n || strcmp(toks[i + 1]->text, "("))
			return i;
		for (j = i + 1; j < n; j++) {
			if (!strcmp(toks[j]->text, "("))
				depth++;
			else if (!strcmp(toks[j]->text, ")") && --depth == 0)
				return j + 1;
		}
		return n;
	}
	if (toks[i]->kind == CF_PUNCT && !strcmp(toks[i]->text, "[") && i + 1 < n &&
	    !strcmp(toks[i + 1]->text, "[")) {
		for (j = i; j < n; j++) {
			if (!strcmp(toks[j]->text, "["))
				depth++;
			else if (!strcmp(toks[j]->text, "]") && --depth == 0)
				return j + 1;
		}
		return n;
	}
	return i;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * cfront's third pass: the top-level items of a file (functions, declarations and prototypes,
 * struct/union/enum definitions, file-scope macro calls, directives) found by bracket depth, and
 * function definitions with their line spans.  A heuristic reader, not a parser: it must take any
 * driver, half-ported ones and ones full of macros, and still say where each item starts and ends.
 */
#include <string.h>

#include "cfront.h"

static void item_free(gpointer p)
{
	struct cf_item *it = p;

	g_free(it->name);
	g_free(it->macro);
	g_free(it);
}

static gboolean is(const struct cf_token *t, const char *text)
{
	return strcmp(t->text, text) == 0;
}

static guint match_bracket(struct cf_token **t, guint open, guint end)
{
	const char *o = t[open]->text;
	const char *c = !strcmp(o, "(") ? ")" : !strcmp(o, "[") ? "]" : "}";
	int depth = 0;

	for (guint i = open; i < end; i++) {
		if (t[i]->kind != CF_PUNCT)
			continue;
		if (!strcmp(t[i]->text, o))
			depth++;
		else if (!strcmp(t[i]->text, c) && --depth == 0)
			return i;
	}
	return end;
}

/* A word before a declaration's type: a storage class, a qualifier, an annotation. */
static gboolean storage_word(const char *s)
{
	return cf_word_is(s, CF_WORD_STORAGE | CF_WORD_QUALIFIER | CF_WORD_ANNOTATION);
}

static void name_directive(struct cf_item *it, const struct cf_token *t)
{
	switch (t->pp) {
	case CF_PP_DEFINE:
		if (*t->arg) {
			it->kind = CF_ITEM_DEFINE;
			it->name = g_strdup(t->arg);
			return;
		}
		break;
	case CF_PP_IF:
	case CF_PP_IFDEF:
	case CF_PP_IFNDEF:
	case CF_PP_ELIF:
	case CF_PP_ELSE:
	case CF_PP_ENDIF:
		it->kind = CF_ITEM_COND;
		it->name = g_strdup(t->text);
		return;
	default:
		break;
	}
	it->kind = CF_ITEM_PP;
	it->name = g_strdup(t->text);
}

/* Names the item toks[first, last) and sets its kind. */
static void name_item(struct cf_item *it, struct cf_token **t)
{
	guint f = it->first, l = it->last, i;
	int depth = 0;

	if (t[f]->kind == CF_PP) {
		name_directive(it, t[f]);
		return;
	}
	/* A body right after a parameter list makes a function definition. */
	for (i = f; i < l; i++) {
		guint a = cf_skip_attribute(t, l, i);

		if (a > i) {
			i = a - 1;
			continue;
		}
		if (is(t[i], "(") && depth == 0 && i > f && t[i - 1]->kind == CF_IDENT) {
			guint c = match_bracket(t, i, l);

			c = cf_skip_attribute(t, l, c + 1) - 1;
			if (c + 1 < l && is(t[c + 1], "{") && is(t[l - 1], "}")) {
				it->kind = CF_ITEM_FUNC;
				it->name = g_strdup(t[i - 1]->text);
				return;
			}
			break;
		}
		if (is(t[i], "(") || is(t[i], "{") || is(t[i], "["))
			depth++;
		else if (is(t[i], ")") || is(t[i], "}") || is(t[i], "]"))
			depth--;
	}
	i = f;
	while (i < l && storage_word(t[i]->text))
		i++;
	if (i + 1 < l && t[i]->kind == CF_IDENT && is(t[i + 1], "(") && cf_skip_attribute(t, l, i) == i) {
		it->kind = CF_ITEM_MACROCALL;
		it->macro = g_strdup(t[i]->text);
		it->name = g_strdup(i + 2 < l && t[i + 2]->kind == CF_IDENT ? t[i + 2]->text : t[i]->text);
		return;
	}
	if (i + 2 < l && (is(t[i], "struct") || is(t[i], "union") || is(t[i], "enum"))) {
		guint k = cf_skip_attribute(t, l, i + 1);

		if (k + 1 < l && t[k]->kind == CF_IDENT && is(t[k + 1], "{")) {
			it->kind = CF_ITEM_STRUCT;
			it->name = g_strdup(t[k]->text);
			return;
		}
	}
	it->kind = CF_ITEM_DECL;
	/* The declared name: the identifier before '=', '[', '(' or ';' at depth 0. */
	depth = 0;
	for (i = f; i < l; i++) {
		guint a = cf_skip_attribute(t, l, i);

		if (a > i) {
			if (a >= l)
				break;
			if (depth == 0 && i > f && t[i - 1]->kind == CF_IDENT && cf_skip_attribute(t, l, i - 1) == i - 1 &&
			    (is(t[a], "=") || is(t[a], ";") || is(t[a], ","))) {
				it->name = g_strdup(t[i - 1]->text);
				it->init = is(t[a], "=");
				return;
			}
			i = a - 1;
			continue;
		}
		if (depth == 0 && i > f && t[i - 1]->kind == CF_IDENT &&
		    (is(t[i], "=") || is(t[i], "[") || is(t[i], ";") || is(t[i], "(") || is(t[i], ","))) {
			it->name = g_strdup(t[i - 1]->text);
			it->proto = is(t[i], "(");
			for (; i < l && !it->init; i++) {
				if (is(t[i], "(") || is(t[i], "{") || is(t[i], "["))
					depth++;
				else if (is(t[i], ")") || is(t[i], "}") || is(t[i], "]"))
					depth--;
				else if (depth == 0 && is(t[i], "="))
					it->init = TRUE;
			}
			if (it->init)
				it->proto = FALSE;
			return;
		}
		if (is(t[i], "(") || is(t[i], "{") || is(t[i], "["))
			depth++;
		else if (is(t[i], ")") || is(t[i], "}") || is(t[i], "]"))
			depth--;
	}
	it->name = g_strdup(t[f]->text);
}

/*
 * Bracket depth across an #if group: every branch starts at the depth the group opened with,
 * and the group ends at the depth its first branch ended with.  Two branches that each open a
 * brace ("#if A / if (x) { / #else / if (y) { / #endif", vhba's slave_alloc) would otherwise
 * leave the rest of the file one level deep, one item.  groups holds the open groups.  An #else
 * or #elif whose #if came before the item opened its group at file scope, depth 0: ch341ser's
 * "#if / head / { / #else / other head / { / #endif" starts its item after the #if.
 */
struct pp_group {
	int at_if, first_end;
	gboolean later;		/* past the first branch */
};

static void pp_depth_step(GArray *groups, const struct cf_token *t, int *depth)
{
	struct pp_group *g = NULL;

	if (groups->len)
		g = &g_array_index(groups, struct pp_group, groups->len - 1);

	switch (t->pp) {
	case CF_PP_IF:
	case CF_PP_IFDEF:
	case CF_PP_IFNDEF: {
		struct pp_group n = { *depth, 0, FALSE };

		g_array_append_val(groups, n);
		break;
	}
	case CF_PP_ELIF:
	case CF_PP_ELSE:
		if (!g) {
			struct pp_group n = { 0, *depth, TRUE };

			g_array_append_val(groups, n);
			g = &g_array_index(groups, struct pp_group, groups->len - 1);
		}
		if (!g->later) {
			g->first_end = *depth;
			g->later = TRUE;
		}
		*depth = g->at_if;
		break;
	case CF_PP_ENDIF:
		if (!g)
			break;
		if (g->later)
			*depth = g->first_end;
		g_array_set_size(groups, groups->len - 1);
		break;
	default:
		break;
	}
}

GPtrArray *cf_items(GPtrArray *toks)
{
	GPtrArray *items = g_ptr_array_new_with_free_func(item_free);
	g_autoptr(GHashTable) seen = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GArray) conds = g_array_new(FALSE, FALSE, sizeof(int));
	g_autoptr(GArray) branches = g_array_new(FALSE, FALSE, sizeof(int));
	g_autoptr(GArray) groups = g_array_new(FALSE, FALSE, sizeof(struct pp_group));
	struct cf_token **t = (struct cf_token **)toks->pdata;
	guint i = 0;

	while (i < toks->len) {
		struct cf_item *it = g_new0(struct cf_item, 1);
		g_autofree char *key = NULL;
		int depth = 0;

		it->first = i;
		if (t[i]->kind == CF_PP) {
			i++;
		} else {
			gboolean body = FALSE;

			g_array_set_size(groups, 0);
			for (; i < toks->len; i++) {
				const char *x = t[i]->text;

				if (t[i]->kind == CF_PP)
					pp_depth_step(groups, t[i], &depth);
				if (t[i]->kind != CF_PUNCT)
					continue;
				/* A brace opened at file scope right after ')' is a function body. */
				if (depth == 0 && is(t[i], "{") && i > it->first && is(t[i - 1], ")"))
					body = TRUE;
				if (strchr("({[", x[0]) && x[0] && !x[1])
					depth++;
				else if (strchr(")}]", x[0]) && x[0] && !x[1])
					depth--;
				if (depth == 0 && is(t[i], ";")) {
					i++;
					break;
				}
				if (depth == 0 && body && is(t[i], "}")) {
					i++;
					break;
				}
				if (depth < 0)
					depth = 0;
			}
		}
		it->last = i;
		name_item(it, t);
		key = g_strdup_printf("%d:%s", it->kind, it->name);
		it->occurrence = GPOINTER_TO_UINT(g_hash_table_lookup(seen, key));
		g_hash_table_replace(seen, g_strdup(key), GUINT_TO_POINTER(it->occurrence + 1));
		it->cond = conds->len ? g_array_index(conds, int, conds->len - 1) : -1;
		it->branch = branches->len ? g_array_index(branches, int, branches->len - 1) : 0;
		if (it->kind == CF_ITEM_COND) {
			enum cf_pp pp = t[it->first]->pp;

			if (pp == CF_PP_IF || pp == CF_PP_IFDEF || pp == CF_PP_IFNDEF) {
				int idx = (int)items->len, zero = 0;

				g_array_append_val(conds, idx);
				g_array_append_val(branches, zero);
			} else if ((pp == CF_PP_ELIF || pp == CF_PP_ELSE) && branches->len) {
				g_array_index(branches, int, branches->len - 1)++;
			} else if (pp == CF_PP_ENDIF && conds->len) {
				g_array_set_size(conds, conds->len - 1);
				g_array_set_size(branches, branches->len - 1);
			}
		}
		g_ptr_array_add(items, it);
	}
	return items;
}

static void func_clear(gpointer p)
{
	g_free(((struct cf_func *)p)->name);
}

GArray *cf_functions(const struct cf_token *toks, guint n)
{
	GArray *funcs = g_array_new(FALSE, FALSE, sizeof(struct cf_func));
	g_autoptr(GArray) groups = g_array_new(FALSE, FALSE, sizeof(struct pp_group));
	int depth = 0;

	g_array_set_clear_func(funcs, func_clear);
	for (guint i = 0; i < n; i++) {
		const struct cf_token *t = &toks[i];

		if (t->kind == CF_PP) {
			pp_depth_step(groups, t, &depth);
			continue;
		}
		if (is(t, "{")) {
			if (depth == 0 && i > 0 && is(&toks[i - 1], ")")) {
				int pd = 0;
				guint j = i - 1;

				for (;; j--) {
					if (is(&toks[j], ")"))
						pd++;
					else if (is(&toks[j], "(") && --pd == 0)
						break;
					if (j == 0)
						break;
				}
				if (j > 0 && toks[j - 1].kind == CF_IDENT) {
					struct cf_func fs = { 0 };

					fs.name = g_strdup(toks[j - 1].text);
					fs.name_tok = j - 1;
					fs.head_line = toks[j - 1].line;
					fs.open_line = t->line;
					fs.close_line = G_MAXINT;
					g_array_append_val(funcs, fs);
				}
			}
			depth++;
		} else if (is(t, "}")) {
			if (depth > 0 && --depth == 0 && funcs->len) {
				struct cf_func *last = &g_array_index(funcs, struct cf_func, funcs->len - 1);

				if (last->close_line == G_MAXINT)
					last->close_line = t->line;
			}
		}
	}
	return funcs;
}

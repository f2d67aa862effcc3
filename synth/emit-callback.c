// SPDX-License-Identifier: GPL-2.0
/*
 * synth's emit stage for callbacks whose parameter the example drops: how the example's callback
 * obtains, through its new parameter, what the dropped one carried (its own line, read through
 * the example's macros), generalized into a rule that rewrites the target callback's line that
 * derived its object from the dropped parameter.
 */
#include <string.h>

#include "stages.h"


/* The parameters and body words of the function-like macro #define'd by directive text. */
static gboolean macro_parts(const char *text, GPtrArray **out_params, GPtrArray **out_body)
{
	g_autoptr(GPtrArray) t = sd_tokenize(text + 1, "directive", NULL);
	guint i;

	if (!t || t->len < 4 || !sd_tok_is(t->pdata[0], "define") ||
	    !sd_tok_is(t->pdata[2], "(") ||
	    ((struct cf_token *)t->pdata[2])->off !=
		    ((struct cf_token *)t->pdata[1])->off + ((struct cf_token *)t->pdata[1])->len)
		return FALSE;
	*out_params = g_ptr_array_new_with_free_func(g_free);
	*out_body = g_ptr_array_new_with_free_func(g_free);
	for (i = 3; i < t->len && !sd_tok_is(t->pdata[i], ")"); i++)
		if (!sd_tok_is(t->pdata[i], ","))
			g_ptr_array_add(*out_params, g_strdup(((struct cf_token *)t->pdata[i])->text));
	for (i++; i < t->len; i++) {
		const char *w = ((struct cf_token *)t->pdata[i])->text;

		if (!strcmp(w, "#") || !strcmp(w, "##")) {
			g_clear_pointer(out_params, g_ptr_array_unref);
			g_clear_pointer(out_body, g_ptr_array_unref);
			return FALSE;
		}
		g_ptr_array_add(*out_body, g_strdup(w));
	}
	return TRUE;
}


/*
 * Words of im[f, l), each call of a function-like macro the example file defines replaced by the
 * macro's body with its parameters replaced by the call's arguments (one level): the example
 * may obtain its object inside such a macro (wireguard's peer_get_from_timer()).
 */
static GPtrArray *expanded_words(struct image *im, guint f, guint l)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = f; i < l; i++) {
		struct cf_token *t = sd_tok(im, i);
		g_autoptr(GPtrArray) params = NULL, body = NULL;
		g_autoptr(GPtrArray) args = NULL;
		guint close, s;
		int d = 0;

		for (guint k = 0; t->kind == CF_IDENT && i + 1 < l && sd_tok_is(sd_tok(im, i + 1), "(") &&
				  k < im->items->len && !body; k++) {
			struct cf_item *it = sd_item(im, k);

			if (it->kind == CF_ITEM_DEFINE && !strcmp(it->name, t->text))
				macro_parts(sd_tok(im, it->first)->text, &params, &body);
		}
		if (!body) {
			g_ptr_array_add(w, g_strdup(t->text));
			continue;
		}
		close = sd_match_bracket(im->toks, i + 1, l);
		args = g_ptr_array_new_with_free_func((GDestroyNotify)g_ptr_array_unref);
		for (guint j = s = i + 2; j <= close && close < l; j++) {
			struct cf_token *x = sd_tok(im, j);

			if (x->kind == CF_PUNCT && !x->text[1] && strchr("([{", x->text[0]))
				d++;
			else if (x->kind == CF_PUNCT && !x->text[1] && strchr(")]}", x->text[0]) && j != close)
				d--;
			if ((d == 0 && sd_tok_is(x, ",")) || j == close) {
				GPtrArray *a = g_ptr_array_new_with_free_func(g_free);

				for (guint m = s; m < j; m++)
					g_ptr_array_add(a, g_strdup(sd_tok(im, m)->text));
				g_ptr_array_add(args, a);
				s = j + 1;
			}
		}
		if (close >= l || args->len != params->len) {
			g_ptr_array_add(w, g_strdup(t->text));
			continue;
		}
		for (guint j = 0; j < body->len; j++) {
			guint p;

			for (p = 0; p < params->len; p++)
				if (!strcmp(params->pdata[p], body->pdata[j]))
					break;
			if (p == params->len) {
				g_ptr_array_add(w, g_strdup(body->pdata[j]));
				continue;
			}
			for (guint m = 0; m < ((GPtrArray *)args->pdata[p])->len; m++)
				g_ptr_array_add(w, g_strdup(((GPtrArray *)args->pdata[p])->pdata[m]));
		}
		i = close;
	}
	return w;
}


static gboolean is_member_use(GPtrArray *w, guint i)
{
	return i > 0 && (!strcmp(w->pdata[i - 1], "->") || !strcmp(w->pdata[i - 1], "."));
}


/*
 * The declaration "... * v = init;" holding w[i] in its initializer: *out_v is v (borrowed from
 * w), *out_eq the index of its '='.  FALSE when w[i] is not in such an initializer.
 */
static gboolean decl_around(GPtrArray *w, guint i, const char **out_v, guint *out_eq)
{
	guint s = i;

	while (s > 0 && strcmp(w->pdata[s - 1], ";") && strcmp(w->pdata[s - 1], "{") &&
	       strcmp(w->pdata[s - 1], "}"))
		s--;
	for (guint e = s + 2; e < i; e++) {
		if (strcmp(w->pdata[e], "="))
			continue;
		if (strcmp(w->pdata[e - 2], "*") || !sd_c_word(w->pdata[e - 1]))
			return FALSE;
		*out_v = w->pdata[e - 1];
		*out_eq = e;
		return TRUE;
	}
	return FALSE;
}


/*
 * In post words w, the innermost call around new parameter n that is not the example's own
 * function, inside the initializer of a declaration "T *v = ...;" that passes v to the call:
 * [*out_f, *out_l) is the call, *out_v the variable.
 */
static gboolean obtain_call(struct emit *c, GPtrArray *w, const char *n, guint *out_f, guint *out_l,
			    const char **out_v)
{
	for (guint i = 0; i < w->len; i++) {
		guint open = i, close, eq;
		const char *v;
		gboolean passed = FALSE;
		int d = 0;

		if (strcmp(w->pdata[i], n) || is_member_use(w, i))
			continue;
		while (open > 0) {
			const char *x = w->pdata[--open];

			if (!strcmp(x, ")"))
				d++;
			else if (!strcmp(x, "(") && d-- == 0)
				break;
		}
		if (open == 0 || d >= 0 || !sd_c_word(w->pdata[open - 1]) ||
		    sd_is_keyword(w->pdata[open - 1]) || sd_is_local(c->nm, w->pdata[open - 1]))
			continue;
		for (close = open + 1, d = 0; close < w->len; close++) {
			if (!strcmp(w->pdata[close], "("))
				d++;
			else if (!strcmp(w->pdata[close], ")") && d-- == 0)
				break;
		}
		if (close >= w->len || !decl_around(w, open - 1, &v, &eq))
			continue;
		for (guint k = open + 1; k < close && !passed; k++)
			passed = !strcmp(w->pdata[k], v) && !is_member_use(w, k);
		if (!passed)
			continue;
		*out_f = open - 1;
		*out_l = close + 1;
		*out_v = v;
		return TRUE;
	}
	return FALSE;
}


/* Does pre words w declare "... * v = init;" with o named in init? */
static gboolean obtained_from(GPtrArray *w, const char *v, const char *o)
{
	for (guint i = 0; i < w->len; i++) {
		const char *dv;
		guint eq;

		if (strcmp(w->pdata[i], o) || is_member_use(w, i) || !decl_around(w, i, &dv, &eq))
			continue;
		if (eq < i && !strcmp(dv, v))
			return TRUE;
	}
	return FALSE;
}


/*
 * The rule for a callback of the target whose parameter o the example drops for n: the
 * declaration that derived its object from o ("T *v = <+... o ...+>;") gets the expression the
 * example's callback a (pre) / b (post) obtains its object with, its names generalized: v is
 * the target's variable, the example's members bound by earlier rules are inherited, kernel
 * names stay.  head is the old head "void mf(unsigned long mp_x)", decls the declarations it
 * needs.  Returns the rule's text (owned) or NULL with a note saying why nothing is carried.
 */
char *sd_emit_dropped_param(struct emit *c, struct rctx *R, guint pi, const char *o, const char *n,
			    const char *head, const char *decls)
{
	struct cf_item *a = sd_item(&c->pr->pre, pi), *b = sd_item(&c->pr->post, c->pr->pre_to_post[pi]);
	g_autoptr(GPtrArray) pw = expanded_words(&c->pr->pre, a->first, a->last);
	g_autoptr(GPtrArray) qw = expanded_words(&c->pr->post, b->first, b->last);
	g_autoptr(GString) plus = g_string_new(NULL), inh = g_string_new(NULL);
	g_autofree char *vmv = NULL, *tmv = NULL;
	const char *omv = g_hash_table_lookup(R->extra, o);
	const char *v = NULL;
	guint f, l;

	if (!omv || !obtain_call(c, qw, n, &f, &l, &v) || !obtained_from(pw, v, o)) {
		g_string_append_printf(c->notes, "%s: the example shows no line that obtains what its "
				       "dropped parameter %s carried from %s: the target's uses of it "
				       "are left as they are\n", a->name, o, n);
		return NULL;
	}
	vmv = sd_mv_name("mo_", v);
	tmv = sd_mv_name("mto_", v);
	for (guint i = f; i < l; i++) {
		const char *x = qw->pdata[i], *mv = x;

		if (!strcmp(x, v)) {
			mv = vmv;
		} else if (sd_c_word(x) && !sd_is_keyword(x) && strcmp(x, n)) {
			const char *bd = g_hash_table_lookup(c->bound, x);

			if (bd) {
				mv = strchr(bd, '.') + 1;
				g_string_append_printf(inh, "identifier %s;\n", bd);
			} else if (sd_is_local(c->nm, x) || !strcmp(x, o) ||
				   (R->locals && g_hash_table_contains(R->locals, x)) ||
				   g_hash_table_contains(c->nm->fields, x)) {
				g_string_append_printf(c->notes, "%s: the example obtains %s with its own "
						       "%s, which the target lacks: the target's uses "
						       "of %s are left as they are\n", a->name, v, x, o);
				return NULL;
			}
		}
		g_string_append_printf(plus, "%s%s", i > f ? " " : "", mv);
	}
	g_string_append_printf(c->notes, "%s: what %s carried (%s) is obtained as the example does "
			       "it, %s; in the target, a declaration of a pointer initialized from "
			       "the dropped parameter gets it\n", a->name, o, v, plus->str);
	return g_strdup_printf("\n@%s_p@\n%s%stype %s;\nidentifier %s;\n@@\n  %s\n  {\n  <...\n"
			       "- %s *%s = <+... %s ...+>;\n+ %s *%s = %s;\n  ...>\n  }\n",
			       R->name, decls, inh->str, tmv, vmv, head, tmv, vmv, omv, tmv, vmv,
			       plus->str);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * synth's emit stage for the returns of a function the example made void: what the example did
 * with its own returns, carried to the target's "return E;" in the function rule's statement
 * rule; and of a function the example made return a value, the value it returns at its end.
 */
#include <string.h>

#include "stages.h"


/*
 * The example's own returns in [f, l) of im: *vals those giving a value ("return X;"), *plain
 * the plain "return;"s, and *calls the names of the calls returned whole ("return g(...);")
 * into calls, or the names called as statements (after ';', '{' or '}') with calls NULL.
 */
static void body_returns(struct image *im, guint f, guint l, guint *vals, guint *plain,
			 GHashTable *calls, GHashTable *stmts)
{
	for (guint t = f; t + 1 < l; t++) {
		const struct cf_token *k = sd_tok(im, t), *n = sd_tok(im, t + 1);

		if (stmts && n->kind == CF_IDENT && t + 2 < l && sd_tok_is(sd_tok(im, t + 2), "(") &&
		    (sd_tok_is(k, ";") || sd_tok_is(k, "{") || sd_tok_is(k, "}")))
			g_hash_table_add(stmts, (gpointer)n->text);
		if (!sd_tok_is(k, "return"))
			continue;
		if (sd_tok_is(n, ";")) {
			(*plain)++;
			continue;
		}
		(*vals)++;
		if (calls && n->kind == CF_IDENT && t + 2 < l && sd_tok_is(sd_tok(im, t + 2), "(")) {
			/* the call is the whole value: its ')' is followed by the ';' */
			int depth = 0;
			guint e = t + 2;

			for (; e < l; e++) {
				if (sd_tok_is(sd_tok(im, e), "("))
					depth++;
				else if (sd_tok_is(sd_tok(im, e), ")") && --depth == 0)
					break;
			}
			if (e + 1 < l && sd_tok_is(sd_tok(im, e + 1), ";"))
				g_hash_table_add(calls, (gpointer)n->text);
		}
	}
}

/*
 * A function the example made void while it returned values: the target's "return E;" become
 * what the example made of its own.  When the example's new side returns no value, the
 * driver's value returns the example's own rules leave (its "return 0;" dropped, say) become
 * plain returns, as a void function's must; a call the example returned whole and keeps as a
 * statement keeps its effect and loses its value ("return g(x);" becomes "g(x); return;").
 * Each choice is a note (a "// Decision:" line); when the example's new side still returns a
 * value the driver's are left, and the note says so.
 */
gboolean sd_emit_void_returns(struct emit *c, struct rctx *R, const char *name, const char *hdr,
			      const char *qhdr, guint pf, guint pl, guint qf, guint ql, GString *sbody,
			      guint *salts)
{
	g_autoptr(GHashTable) calls = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GHashTable) stmts = g_hash_table_new(g_str_hash, g_str_equal);
	guint vals = 0, plain = 0, qvals = 0, qplain = 0;
	gboolean kept_call = FALSE;
	GHashTableIter it;
	gpointer k;

	if (!strcmp(hdr, qhdr) || strcmp(qhdr, "void") || !strcmp(hdr, "void"))
		return FALSE;
	body_returns(&c->pr->pre, pf, pl, &vals, &plain, calls, NULL);
	body_returns(&c->pr->post, qf, ql, &qvals, &qplain, NULL, stmts);
	if (!vals)
		return FALSE;
	g_hash_table_iter_init(&it, calls);
	while (g_hash_table_iter_next(&it, &k, NULL))
		kept_call |= g_hash_table_contains(stmts, k);
	if (qvals) {
		g_string_append_printf(c->notes, "%s is made void: its returns with a value are left "
				       "as they are (the example's own function still returns one)\n",
				       name);
		return FALSE;
	}
	if (kept_call) {
		sd_rctx_declare(R, "identifier", "mr_rcall");
		sd_rctx_declare(R, "expression list", "mr_rargs");
		sd_add_alt(sbody, salts, "- return mr_rcall(mr_rargs);\n"
					 "+ mr_rcall(mr_rargs);\n+ return;\n");
		g_string_append_printf(c->notes, "%s is made void: a call returned whole is kept as "
				       "a statement before a plain return, as the example keeps its "
				       "own\n", name);
	}
	sd_rctx_declare(R, "expression", "mr_rval");
	sd_add_alt(sbody, salts, "- return mr_rval;\n+ return;\n");
	if (qplain > plain)
		g_string_append_printf(c->notes, "%s is made void: its returns with a value become "
				       "plain returns, as the example drops its own values (%u with a "
				       "value before, %u plain after)\n", name, vals, qplain);
	else
		g_string_append_printf(c->notes, "%s is made void: its other returns with a value "
				       "become plain returns, as a void function's must (the example "
				       "drops its own %u)\n", name, vals);
	return TRUE;
}

void sd_emit_nested_returns(GString *out, const char *rname, const char *decls, const char *mhdr,
			    const char *fmv)
{
	static const char *const forms[] = {
		/* unbraced: "if (C) return E;", with an else, or as the else */
		"  if (mr_bc)\n- return mr_bval;\n+ return;\n  else mr_bs\n|\n"
		"  if (mr_bc)\n- return mr_bval;\n+ return;\n|\n"
		"  if (mr_bc) mr_bs else\n- return mr_bval;\n+ return;\n",
		/* braced: the last statement of the branch's block */
		"  if (mr_bc) {\n  ... when any\n- return mr_bval;\n+ return;\n  } else mr_bs\n|\n"
		"  if (mr_bc) {\n  ... when any\n- return mr_bval;\n+ return;\n  }\n|\n"
		"  if (mr_bc) mr_bs else {\n  ... when any\n- return mr_bval;\n+ return;\n  }\n",
	};
	static const char *const suffix[] = { "b", "k" };

	for (guint i = 0; i < G_N_ELEMENTS(forms); i++)
		g_string_append_printf(out, "\n@%s_%s@\n%sexpression mr_bc, mr_bval;\nstatement mr_bs;\n"
				       "@@\n  %s %s(...)\n  {\n  <...\n(\n%s)\n  ...>\n  }\n", rname,
				       suffix[i], decls, mhdr, fmv, forms[i]);
}


/*
 * A function the example made return a value (void before): the statement it added at the end
 * of its body, post[qa, qb) before the closing brace, "return E;" of a value that names nothing
 * of the example's own (a constant, a kernel name), goes to the target where its body falls off
 * the end (the function rule's end rule), and its plain returns return E too (an alternative of
 * sbody).  Returns that statement, owned, or NULL when post[qa, qb) is no such statement.
 */
char *sd_emit_end_return(struct emit *c, struct rctx *R, const char *name, const char *hdr,
			 const char *qhdr, guint qa, guint qb, GString *sbody, guint *salts)
{
	struct image *im = &c->pr->post;
	g_autoptr(GPtrArray) w = NULL;
	GString *e;

	if (strcmp(hdr, "void") || !strcmp(qhdr, "void") || qb - qa < 3 ||
	    !sd_tok_is(sd_tok(im, qb), "}") || !sd_tok_is(sd_tok(im, qa), "return") ||
	    !sd_tok_is(sd_tok(im, qb - 1), ";"))
		return NULL;
	for (guint t = qa + 1; t + 1 < qb; t++) {
		const struct cf_token *k = sd_tok(im, t);

		if ((k->kind == CF_IDENT && (sd_is_local(c->nm, k->text) ||
					     g_hash_table_contains(R->locals, k->text))) ||
		    k->kind == CF_STRING || k->kind == CF_CHAR)
			return NULL;
	}
	w = sd_rmap_words(c, R, im, qa, qb, TRUE);
	e = g_string_new(NULL);
	sd_append_words(e, w);
	sd_add_alt(sbody, salts, "- return;\n");
	g_string_append_printf(sbody, "+ %s\n", e->str);
	g_string_append_printf(c->notes, "%s returns %s now: \"%s\" where its body ends without a "
			       "return and for its plain returns, as the example's own function ends\n",
			       name, qhdr, e->str);
	return g_string_free(e, FALSE);
}

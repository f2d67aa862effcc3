// SPDX-License-Identifier: GPL-2.0
/*
 * synth's emit stage for functions: a rule for a function whose head (parameters, return type)
 * the example changed, with its uses, and the rules for a renamed or retyped member.
 */
#include <string.h>

#include "stages.h"


/* Whether w[i], a word of a function's return type, is a typedef name ("__u8" in "const u8 *"). */
static gboolean head_typedef(GPtrArray *w, guint i)
{
	const char *t = w->pdata[i], *prev = i ? w->pdata[i - 1] : "";

	return sd_c_word(t) && !cf_is_keyword(t) && strcmp(prev, "struct") &&
	       strcmp(prev, "union") && strcmp(prev, "enum");
}

/* Whether name is a typedef name of one of the two return types. */
static gboolean head_word_of(const char *name, GPtrArray *hw, GPtrArray *qhw)
{
	for (guint i = 0; i < hw->len; i++)
		if (!strcmp(hw->pdata[i], name) && head_typedef(hw, i))
			return TRUE;
	for (guint i = 0; i < qhw->len; i++)
		if (!strcmp(qhw->pdata[i], name) && head_typedef(qhw, i))
			return TRUE;
	return FALSE;
}

/* The function rule being built by sd_emit_func_rule() and the helpers below. */
struct func_rule {
	struct emit *c;
	guint pi;
	struct cf_item *a, *b;
	GPtrArray *pp, *qp;		/* struct param: old and new parameters */
	guint po, pc, qo, qc;		/* their parentheses */
	const char *fn, *fmv;		/* "rule.mv" bound for the name, and the mv alone */
	gboolean dot;			/* fn is inherited from another rule */
	gboolean sig_changed;
	GPtrArray *hw, *qhw;		/* return type words, old and new */
	char *hdr, *qhdr, *mhdr;	/* as text; mhdr as the - side matches it */
	char *rname;
	struct rctx R;
	GHashTable *touched, *kept;	/* parameters the change touched / kept as they were */
	GString *body, *sbody, *prolog, *ft;
	char *end_return;		/* "return E;" the example's new side ends with, or NULL */
	gboolean void_returns;		/* every value return goes: the nested ones first */
	guint alts, salts;
	GArray *regs, *qpairs;
};


static void func_rule_clear(struct func_rule *f)
{
	g_clear_pointer(&f->pp, g_ptr_array_unref);
	g_clear_pointer(&f->qp, g_ptr_array_unref);
	g_clear_pointer(&f->hw, g_ptr_array_unref);
	g_clear_pointer(&f->qhw, g_ptr_array_unref);
	g_clear_pointer(&f->hdr, g_free);
	g_clear_pointer(&f->qhdr, g_free);
	g_clear_pointer(&f->mhdr, g_free);
	g_clear_pointer(&f->rname, g_free);
	g_clear_pointer(&f->end_return, g_free);
	g_clear_pointer(&f->touched, g_hash_table_unref);
	g_clear_pointer(&f->kept, g_hash_table_unref);
	g_string_free(f->body, TRUE);
	g_string_free(f->sbody, TRUE);
	g_string_free(f->prolog, TRUE);
	g_string_free(f->ft, TRUE);
	g_clear_pointer(&f->regs, g_array_unref);
	g_clear_pointer(&f->qpairs, g_array_unref);
	sd_rctx_clear(&f->R);
}


/* Parameters, rule name, the parameters' bindings and the return type's words. */
static void func_head_words(struct func_rule *f)
{
	struct emit *c = f->c;
	struct cf_item *a = f->a;
	struct cf_item *b = f->b;
	const char *fn = f->fn;
	const char *fmv = f->fmv;

	f->pp = sd_params(&c->pr->pre, a, &f->po, &f->pc);
	f->qp = sd_params(&c->pr->post, b, &f->qo, &f->qc);
	f->rname = g_strdup_printf("f%u", ++c->nrule);
	sd_rctx_init(&f->R, f->rname, TRUE);
	f->R.locals = sd_func_locals(&c->pr->pre, a, f->R.ltypes);
	g_hash_table_insert(f->R.declared, g_strdup(fmv), GINT_TO_POINTER(f->dot ? RCTX_INHERITED : RCTX_OWN));
	g_string_append_printf(f->R.decls, "identifier %s;\n", fn);
	g_hash_table_insert(f->R.extra, g_strdup(a->name), g_strdup(fmv));
	if (f->pc - f->po != f->qc - f->qo)
		f->sig_changed = TRUE;
	for (guint i = 0; !f->sig_changed && i < f->pc - f->po; i++)
		if (strcmp(sd_tok(&c->pr->pre, f->po + i)->text, sd_tok(&c->pr->post, f->qo + i)->text))
			f->sig_changed = TRUE;
	/* The signature names the parameters; otherwise the body declares those it uses. */
	for (guint i = 0; f->sig_changed && i < f->pp->len; i++) {
		struct param *p = f->pp->pdata[i];

		if (*p->name)
			sd_bind_here(c, &f->R, "identifier", "mp_", p->name, FALSE);
	}

	/* Return type and qualifiers before the name, without storage class. */
	f->hw = sd_decl_type(&c->pr->pre, a, f->po - 1, TRUE);
	f->qhw = sd_decl_type(&c->pr->post, b, f->qo - 1, TRUE);
	f->hdr = sd_words_text(f->hw);
	f->qhdr = sd_words_text(f->qhw);
	f->mhdr = g_strdup(f->hdr);
	if (strcmp(f->hdr, f->qhdr)) {
		/* spatch knows a typedef name in a head only when told ("const __u8 *") */
		for (guint i = 0; i < f->qhw->len; i++)
			if (head_typedef(f->qhw, i))
				sd_rctx_declare(&f->R, "typedef", f->qhw->pdata[i]);
		for (guint i = 0; f->dot && i < f->hw->len; i++)
			if (head_typedef(f->hw, i))
				sd_rctx_declare(&f->R, "typedef", f->hw->pdata[i]);
		/* Reached through another rule (the initializer at the issue), the function's old
		 * return type is the target's, which may spell it otherwise (u8 for __u8). */
		if (f->dot) {
			g_free(f->mhdr);
			f->mhdr = g_strdup("mr_ret");
			sd_rctx_declare(&f->R, "type", f->mhdr);
		}
	}

}


/* The body's changed regions, and the parameters the change removed, retyped or kept. */
static void func_touched(struct func_rule *f)
{
	struct emit *c = f->c;
	struct cf_item *a = f->a;
	struct cf_item *b = f->b;
	GPtrArray *pp = f->pp;
	GPtrArray *qp = f->qp;
	guint pc = f->pc;
	guint qc = f->qc;
	GHashTable *touched = f->touched;
	GHashTable *kept = f->kept;

	{
		g_autoptr(GHashTable) names = g_hash_table_new(g_str_hash, g_str_equal);

		for (guint i = 0; i < pp->len; i++)
			g_hash_table_add(names, ((struct param *)pp->pdata[i])->name);
		f->regs = sd_body_regions(c->pr, pc + 1, a->last, qc + 1, b->last, names);
	}
	f->qpairs = sd_diff(c->pr, pc + 1, a->last, qc + 1, b->last);
	/* Parameters the change removed or retyped: the body changes that concern them. */
	for (guint i = 0; i < pp->len; i++) {
		struct param *o = pp->pdata[i];
		g_autofree char *ot = sd_param_type(&c->pr->pre, o);
		gboolean same = FALSE;

		for (guint j = 0; j < qp->len && !same; j++) {
			struct param *n = qp->pdata[j];
			g_autofree char *nt = sd_param_type(&c->pr->post, n);

			same = strcmp(o->name, n->name) == 0 && strcmp(ot, nt) == 0;
		}
		if (!same && *o->name)
			g_hash_table_add(touched, o->name);
	}
	for (guint j = 0; j < qp->len; j++) {
		struct param *n = qp->pdata[j];
		g_autofree char *nt = sd_param_type(&c->pr->post, n);
		gboolean same = FALSE;

		for (guint i = 0; i < pp->len && !same; i++) {
			struct param *o = pp->pdata[i];
			g_autofree char *ot = sd_param_type(&c->pr->pre, o);

			same = strcmp(o->name, n->name) == 0 && strcmp(ot, nt) == 0;
		}
		if (same)
			g_hash_table_add(kept, n->name);
		else if (*n->name)
			g_hash_table_add(touched, n->name);
	}
}


/*
 * The body's changed regions that concern the parameters or the return type, as alternatives
 * of the rule's body (expressions) or of its statement rule.
 */
static void func_body(struct func_rule *f)
{
	struct emit *c = f->c;
	struct cf_item *a = f->a;
	struct cf_item *b = f->b;
	guint pc = f->pc;
	guint qc = f->qc;
	const char *hdr = f->hdr;
	const char *qhdr = f->qhdr;
	gboolean sig_changed = f->sig_changed;
	GHashTable *touched = f->touched;
	GHashTable *kept = f->kept;
	GString *body = f->body;
	GString *sbody = f->sbody;
	GString *prolog = f->prolog;
	GArray *regs = f->regs;
	GArray *qpairs = f->qpairs;

	for (guint k = 0; k < regs->len; k++) {
		struct region *r = &g_array_index(regs, struct region, k);
		g_autoptr(GString) one = g_string_new(NULL);
		gboolean related = !sig_changed && !strcmp(hdr, qhdr);

		/* With a new signature, only what concerns the parameters or the return follows. */
		for (guint t = r->pa; !related && t < r->pb; t++)
			related = (g_hash_table_contains(touched, sd_tok(&c->pr->pre, t)->text) &&
				   !g_hash_table_contains(kept, sd_tok(&c->pr->pre, t)->text)) ||
				  (strcmp(hdr, qhdr) && sd_tok_is(sd_tok(&c->pr->pre, t), "return"));
		for (guint t = r->qa; !related && t < r->qb; t++)
			related = (g_hash_table_contains(touched, sd_tok(&c->pr->post, t)->text) &&
				   !g_hash_table_contains(kept, sd_tok(&c->pr->post, t)->text)) ||
				  (strcmp(hdr, qhdr) && sd_tok_is(sd_tok(&c->pr->post, t), "return"));
		if (!related) {
			g_string_append_printf(c->notes, "%s: change at %s:%d left out (not about the signature)\n",
					       a->name, c->rq->file->old_path ? c->rq->file->old_path : "?",
					       sd_tok(&c->pr->pre, r->pa < r->pb ? r->pa : pc + 1)->line);
			continue;
		}

		if (r->insert && r->qa == qc + 2) {
			g_autoptr(GPtrArray) w = sd_rmap_words(c, &f->R, &c->pr->post, r->qa, r->qb, TRUE);

			sd_rctx_typedefs(&f->R, w);
			g_string_append(prolog, "+ ");
			sd_append_words(prolog, w);
			g_string_append(prolog, "\n");
			g_string_append_printf(c->notes, "%s: new statements at the start of the body carried over\n",
					       a->name);
			continue;
		}
		if (!f->end_return && r->insert && r->qb + 1 == b->last &&
		    (f->end_return = sd_emit_end_return(c, &f->R, a->name, hdr, qhdr, r->qa, r->qb,
							 sbody, &f->salts)))
			continue;
		if (r->insert) {
			g_string_append_printf(c->notes, "%s: statements inserted at %s:%d not carried over (no anchor)\n",
					       a->name, c->rq->file->new_path ? c->rq->file->new_path : "?",
					       sd_tok(&c->pr->post, r->qa)->line);
			continue;
		}
		{
			struct rmark m = sd_rctx_mark(&f->R);

			if (sd_emit_region(c, &f->R, r, one, c->rq->catchall)) {
				/* Statements and expressions cannot share a disjunction. */
				if (r->pb > r->pa && sd_tok_is(sd_tok(&c->pr->pre, r->pb - 1), ";"))
					sd_add_alt(sbody, &f->salts, one->str);
				else
					sd_add_alt(body, &f->alts, one->str);
				continue;
			}
			sd_rctx_rollback(&f->R, m);
			/* Too narrow (a type only the + side names): the whole statement then. */
			if (r->pb > r->pa && !sd_tok_is(sd_tok(&c->pr->pre, r->pb - 1), ";")) {
				struct region st = *r;
				guint s0, e0;

				sd_enclosing_stmt(&c->pr->pre, pc + 1, a->last, r->pa, r->pb, &s0, &e0);
				st.pa = s0;
				st.pb = e0;
				st.qa = MIN(r->qa, sd_map_near(qpairs, s0, TRUE, qc + 1, b->last));
				st.qb = MAX(r->qb, sd_map_near(qpairs, e0, FALSE, qc + 1, b->last));
				st.call = FALSE;
				g_string_truncate(one, 0);
				if (sd_emit_region(c, &f->R, &st, one, c->rq->catchall))
					sd_add_alt(sbody, &f->salts, one->str);
				else
					sd_rctx_rollback(&f->R, m);
			}
		}
	}
}


/* The returns of a function the example made void (emit-returns.c). */
static void func_void_returns(struct func_rule *f)
{
	f->void_returns = sd_emit_void_returns(f->c, &f->R, f->a->name, f->hdr, f->qhdr, f->pc + 1,
					       f->a->last, f->qc + 1, f->b->last, f->sbody, &f->salts);
}


static void func_kernel_params(struct func_rule *f)
{
	struct emit *c = f->c;
	struct cf_item *a = f->a;
	GPtrArray *pp = f->pp;
	GPtrArray *qp = f->qp;
	GString *body = f->body;
	GString *prolog = f->prolog;

	/* Old parameters whose type changed: reach them from the new one through the kernel tree. */
	for (guint i = 0; i < pp->len; i++) {
		struct param *o = pp->pdata[i];
		g_autofree char *ot = sd_param_type(&c->pr->pre, o);
		g_autofree char *os = sd_pointee(ot);
		/* A pointer to const is reached the same way; only its declaration keeps the const. */
		g_autofree char *cs = !os && g_str_has_prefix(ot, "const ") ? sd_pointee(ot + 6) : NULL;
		const char *omv = g_hash_table_lookup(f->R.extra, o->name);
		gboolean kept = FALSE;

		for (guint j = 0; j < qp->len; j++)
			if (strcmp(((struct param *)qp->pdata[j])->name, o->name) == 0)
				kept = TRUE;
		if (kept || !omv)
			continue;
		for (guint j = 0; j < qp->len; j++) {
			struct param *n = qp->pdata[j];
			g_autofree char *nt = sd_param_type(&c->pr->post, n);
			g_autofree char *ns = sd_pointee(nt);
			g_autofree char *mem = NULL, *conv = NULL, *alt = NULL;
			const char *nmv = g_hash_table_lookup(f->R.extra, n->name);

			if (cs && ns && strcmp(cs, ns) && c->rq->catchall && !prolog->len) {
				conv = sd_kernel_converter(c->rq->kernel_dir, cs, ns);
				if (conv) {
					g_string_append_printf(prolog, "+ %s%s = %s(%s);\n", ot, omv, conv,
							       nmv ? nmv : n->name);
					g_string_append_printf(c->notes,
							       "%s: uses of %s kept through %s(%s), found in the kernel tree\n",
							       a->name, o->name, conv, n->name);
				}
				continue;
			}
			if (!os || !ns || strcmp(os, ns) == 0)
				continue;
			mem = sd_kernel_member(c->rq->kernel_dir, os, ns);
			if (mem) {
				alt = g_strdup_printf("- &%s->%s\n+ %s\n", omv, mem, n->name);
				sd_add_alt(body, &f->alts, alt);
				g_string_append_printf(c->notes,
						       "%s: &%s->%s becomes %s (the kernel tree's %s has a member %s of type %s)\n",
						       a->name, o->name, mem, n->name, os, mem, ns);
			}
			if (!c->rq->catchall || prolog->len)
				continue;
			conv = sd_kernel_converter(c->rq->kernel_dir, os, ns);
			if (conv) {
				g_string_append_printf(prolog, "+ %s *%s = %s(%s);\n", os, omv, conv,
						       n->name);
				g_string_append_printf(c->notes,
						       "%s: other uses of %s kept through %s(%s), found in the kernel tree\n",
						       a->name, o->name, conv, n->name);
			} else if (j == i) {
				g_autofree char *ren = g_strdup_printf("- %s\n+ %s\n", omv, n->name);

				sd_add_alt(body, &f->alts, ren);
				g_string_append_printf(c->notes, "%s: other uses of %s renamed %s\n",
						       a->name, o->name, n->name);
			}
		}
	}

}


static void func_text(struct func_rule *f)
{
	struct emit *c = f->c;
	struct cf_item *a = f->a;
	struct cf_item *b = f->b;
	GPtrArray *qp = f->qp;
	guint po = f->po;
	guint pc = f->pc;
	guint qo = f->qo;
	guint qc = f->qc;
	const char *hdr = f->hdr;
	const char *qhdr = f->qhdr;
	const char *mhdr = f->mhdr;
	const char *fmv = f->fmv;
	gboolean sig_changed = f->sig_changed;
	GString *body = f->body;
	GString *prolog = f->prolog;
	GString *ft = f->ft;

	/* The header is written first: mapping it may declare more metavariables in f->R. */
	if (strcmp(hdr, qhdr))
		g_string_append_printf(ft, "- %s\n+ %s\n", mhdr, qhdr);
	else
		g_string_append_printf(ft, "  %s\n", hdr);
	if (strcmp(a->name, b->name)) {
		/* The example renamed its function: the target's gets a name made from its own. */
		const char *nn = sd_rmap_ident(c, &f->R, b->name, NULL, NULL, TRUE);

		g_string_append_printf(ft, "- %s\n+ %s\n  (", fmv, nn);
		g_string_append_printf(c->notes, "%s renamed %s as in the example\n", a->name, b->name);
	} else {
		g_string_append_printf(ft, "  %s(", fmv);
	}
	if (sig_changed) {
		g_autoptr(GPtrArray) mw = sd_rmap_words(c, &f->R, &c->pr->pre, po + 1, pc, FALSE);
		g_autoptr(GPtrArray) pw = sd_rmap_words(c, &f->R, &c->pr->post, qo + 1, qc, TRUE);

		sd_rctx_params(&f->R, mw, pw, NULL);
		g_string_append(ft, "\n- ");
		sd_append_words(ft, mw);
		g_string_append(ft, "\n+ ");
		sd_append_words(ft, pw);
		g_string_append(ft, "\n  )\n");
		for (guint j = 0; j < qp->len; j++) {
			struct param *n = qp->pdata[j];

			if (*n->name && !g_hash_table_contains(f->R.locals, n->name))
				g_string_append_printf(c->notes,
						       "%s: new parameter %s keeps the example's name\n",
						       a->name, n->name);
		}
	} else {
		g_string_append(ft, "...)\n");
	}
	g_string_append_printf(ft, "  {\n%s", prolog->str);
	if (f->alts > 1)
		g_string_append_printf(ft, "  <...\n(\n%s)\n  ...>\n  }\n", body->str);
	else if (f->alts == 1)
		g_string_append_printf(ft, "  <...\n%s  ...>\n  }\n", body->str);
	else
		g_string_append(ft, "  ...\n  }\n");
}


static void func_dropped(struct func_rule *f)
{
	struct emit *c = f->c;
	GPtrArray *pp = f->pp;
	GPtrArray *qp = f->qp;
	guint po = f->po;
	guint pc = f->pc;
	const char *hdr = f->hdr;
	const char *fn = f->fn;
	const char *fmv = f->fmv;
	gboolean sig_changed = f->sig_changed;
	GHashTable *kept = f->kept;
	guint pi = f->pi;

	/*
	 * A parameter the example drops for a new one: the target's line that derived its object
	 * from it becomes the example's way of obtaining it, while the old head still matches.
	 */
	for (guint i = 0; sig_changed && i < pp->len; i++) {
		struct param *o = pp->pdata[i], *n = NULL;
		g_autoptr(GPtrArray) mw = NULL;
		g_autoptr(GString) head = NULL, decls = NULL;
		g_autofree char *rule = NULL;

		if (!*o->name || g_hash_table_contains(kept, o->name))
			continue;
		for (guint j = 0; j < qp->len && !n; j++) {
			struct param *x = qp->pdata[j];
			gboolean old = FALSE;

			for (guint k = 0; k < pp->len && !old; k++)
				old = !strcmp(((struct param *)pp->pdata[k])->name, x->name);
			if (*x->name && !old)
				n = x;
		}
		if (!n)
			continue;
		mw = sd_rmap_words(c, &f->R, &c->pr->pre, po + 1, pc, FALSE);
		head = g_string_new(NULL);
		g_string_append_printf(head, "%s %s(", hdr, fmv);
		sd_append_words(head, mw);
		g_string_append(head, ")");
		decls = g_string_new(NULL);
		g_string_append_printf(decls, "identifier %s;\n", fn);
		for (guint k = 0; k < f->R.log->len; k++) {
			const char *e = f->R.log->pdata[k];

			if (e[0] == 'd' && g_str_has_prefix(e + 2, "mp_"))
				g_string_append_printf(decls, "identifier %s;\n", e + 2);
			else if (e[0] == 'd' && g_str_has_prefix(e + 2, "mt_"))
				g_string_append_printf(decls, "type %s;\n", e + 2);
		}
		rule = sd_emit_dropped_param(c, &f->R, pi, o->name, n->name, head->str, decls->str);
		if (rule)
			g_string_append(c->late, rule);
	}
}


static void func_rules(struct func_rule *f)
{
	struct emit *c = f->c;
	struct cf_item *a = f->a;
	struct cf_item *b = f->b;
	guint po = f->po;
	guint pc = f->pc;
	guint qo = f->qo;
	guint qc = f->qc;
	const char *hdr = f->hdr;
	const char *qhdr = f->qhdr;
	const char *mhdr = f->mhdr;
	const char *fn = f->fn;
	const char *fmv = f->fmv;
	gboolean sig_changed = f->sig_changed;
	GString *sbody = f->sbody;
	GString *ft = f->ft;
	GPtrArray *hw = f->hw;
	GPtrArray *qhw = f->qhw;
	const char *rname = f->rname;

	/* Statement changes first, in a rule of their own, while the old header still matches;
	 * a branch's returns before them, or a return the example drops at its end would go
	 * wherever it stands */
	if (f->salts && f->void_returns)
		sd_emit_nested_returns(c->late, rname, f->R.decls->str, mhdr, fmv);
	if (f->salts)
		g_string_append_printf(c->late, "\n@%s_s@\n%s@@\n  %s %s(...)\n  {\n  <...\n%s%s%s  ...>\n  }\n",
				       rname, f->R.decls->str, mhdr, fmv, f->salts > 1 ? "(\n" : "",
				       sbody->str, f->salts > 1 ? ")\n" : "");
	/* then the value returned where the body falls off its end, still under the old header */
	if (f->end_return)
		g_string_append_printf(c->late, "\n@%s_e@\n%sstatement ms_end;\n@@\n  %s %s(...)\n  {\n"
				       "  ...\n(\n  return ...;\n|\n  ms_end\n+ %s\n)\n  }\n", rname,
				       f->R.decls->str, mhdr, fmv, f->end_return);
	g_string_append_printf(c->late, "\n@%s@\n%s@@\n%s", rname, f->R.decls->str, ft->str);
	/* A prototype of the function must change with it. */
	if (sig_changed || strcmp(hdr, qhdr)) {
		g_autoptr(GPtrArray) mw = sd_rmap_words(c, &f->R, &c->pr->pre, po + 1, pc, FALSE);
		g_autoptr(GPtrArray) pw = sd_rmap_words(c, &f->R, &c->pr->post, qo + 1, qc, TRUE);
		GString *pt = g_string_new(NULL);

		c->head_changed = TRUE;
		g_string_append_printf(pt, "\n@%s_proto@\n", rname);
		for (guint i = 0; i < f->R.log->len; i++) {
			const char *e = f->R.log->pdata[i];

			if (e[0] == 'd' && g_str_has_prefix(e + 2, "mp_"))
				g_string_append_printf(pt, "identifier %s;\n", e + 2);
		}
		g_string_append_printf(pt, "identifier %s;\n", fn);
		for (guint i = 0; i < f->R.log->len; i++) {
			const char *e = f->R.log->pdata[i];
			const char *kind = strcmp(e + 2, mhdr) ? "typedef" : "type";

			if (e[0] == 'd' && (!strcmp(e + 2, mhdr) || head_word_of(e + 2, hw, qhw)))
				g_string_append_printf(pt, "%s %s;\n", kind, e + 2);
		}
		sd_rctx_params(&f->R, mw, pw, pt);
		if (strcmp(a->name, b->name) && strstr(ft->str, "mn_"))
			g_string_append_printf(pt, "identifier mpy.%s;\n",
					       sd_rmap_ident(c, &f->R, b->name, NULL, NULL, TRUE));
		g_string_append(pt, "@@\n");
		if (strcmp(hdr, qhdr))
			g_string_append_printf(pt, "- %s\n+ %s\n", mhdr, qhdr);
		else
			g_string_append_printf(pt, "  %s\n", hdr);
		if (strcmp(a->name, b->name))
			g_string_append_printf(pt, "- %s\n+ %s\n  (", fmv,
					       sd_rmap_ident(c, &f->R, b->name, NULL, NULL, TRUE));
		else
			g_string_append_printf(pt, "  %s(", fmv);
		if (sig_changed) {
			g_string_append(pt, "\n- ");
			sd_append_words(pt, mw);
			g_string_append(pt, "\n+ ");
			sd_append_words(pt, pw);
			g_string_append(pt, "\n  );\n");
		} else {
			g_string_append(pt, "...);\n");
		}
		/* Only when the signature names no type metavariable: a prototype cannot bind one. */
		if (!strstr(pt->str, "mt_"))
			g_string_append(c->late, pt->str);
		g_string_free(pt, TRUE);
	}
	g_string_append_printf(c->notes, "function %s (%s in the target) follows the example's change\n",
			       a->name, fmv);
	if (sig_changed || strcmp(hdr, qhdr))
		g_string_append_printf(c->notes, "the head of %s changes: spatch also gets the "
				       "driver's headers (--include-headers)\n", a->name);
}


/*
 * Rule for a linked function whose definition the example changed: new signature, old
 * parameters followed into the body, the body's changed calls generalized.  fn is the
 * metavariable "rule.mv" bound for the function's name.
 */
void sd_emit_func_rule(struct emit *c, guint pi, const char *fn)
{
	struct func_rule f = { 0 };
	const char *dot = strchr(fn, '.');
	int q = c->pr->pre_to_post[pi];

	if (q < 0 || c->func_done[pi])
		return;
	c->func_done[pi] = TRUE;
	f.c = c;
	f.pi = pi;
	f.a = sd_item(&c->pr->pre, pi);
	f.b = sd_item(&c->pr->post, q);
	f.fn = fn;
	f.fmv = dot ? dot + 1 : fn;
	f.dot = dot != NULL;
	f.touched = g_hash_table_new(g_str_hash, g_str_equal);
	f.kept = g_hash_table_new(g_str_hash, g_str_equal);
	f.body = g_string_new(NULL);
	f.sbody = g_string_new(NULL);
	f.prolog = g_string_new(NULL);
	f.ft = g_string_new(NULL);
	func_head_words(&f);
	/* made void, reached through an initializer: converted or wrapped, as the target's
	 * calls decide (emit-returns.c), before any rule is made */
	if (f.dot && !f.sig_changed && !strcmp(f.qhdr, "void") && strcmp(f.hdr, "void") &&
	    sd_emit_void_wrapper(c, f.a->name, f.b->name, fn, f.qhdr)) {
		func_rule_clear(&f);
		return;
	}
	func_touched(&f);
	func_body(&f);
	func_void_returns(&f);
	func_kernel_params(&f);
	func_text(&f);
	func_dropped(&f);
	func_rules(&f);
	func_rule_clear(&f);
}


/*
 * A member the example's retyping renamed in its own uses ("x.a" became "x.b"), and what the
 * statement then applies to the whole ("/ K" or "* K" before its ';'), so that the target's uses
 * of the member change the same way: *out_op and *out_k are NULL when nothing is applied.
 * Returns FALSE when the example renames no member, or renames one in two ways.
 */
static gboolean member_rename(struct emit *c, char **out_old, char **out_new, char **out_op,
			      char **out_k)
{
	*out_old = *out_new = *out_op = *out_k = NULL;
	for (guint pi = 0; pi < c->pr->pre.items->len; pi++) {
		struct cf_item *a = sd_item(&c->pr->pre, pi), *b;
		g_autoptr(GArray) pairs = NULL;
		int q = c->pr->pre_to_post[pi];

		if (q < 0)
			continue;
		b = sd_item(&c->pr->post, q);
		pairs = sd_diff(c->pr, a->first, a->last, b->first, b->last);
		for (guint k = 0; k + 1 < pairs->len / 2; k++) {
			guint p0 = g_array_index(pairs, guint, 2 * k), q0 = g_array_index(pairs, guint, 2 * k + 1);
			guint p1 = g_array_index(pairs, guint, 2 * k + 2), q1 = g_array_index(pairs, guint, 2 * k + 3);
			struct cf_token *m1 = sd_tok(&c->pr->pre, p0 + 1), *m2 = sd_tok(&c->pr->post, q0 + 1);
			g_autofree char *op = NULL, *kk = NULL;

			if (p1 != p0 + 2 || q1 != q0 + 2 ||
			    !(sd_tok_is(sd_tok(&c->pr->pre, p0), ".") || sd_tok_is(sd_tok(&c->pr->pre, p0), "->")) ||
			    m1->kind != CF_IDENT || m2->kind != CF_IDENT)
				continue;
			/* The statement's end: what the post side added just before its ';'. */
			for (guint j = k + 1; j < pairs->len / 2; j++) {
				guint pj = g_array_index(pairs, guint, 2 * j), qj = g_array_index(pairs, guint, 2 * j + 1);
				guint pp = g_array_index(pairs, guint, 2 * j - 2), qp = g_array_index(pairs, guint, 2 * j - 1);
				struct cf_token *o, *kt;

				gboolean inv = qj == qp + 1 && pj == pp + 3;

				if (!sd_tok_is(sd_tok(&c->pr->pre, pj), ";"))
					continue;
				if (pj == pp + 1 && qj == qp + 1)
					break;
				/* "/ K" added, or (an example applied backwards) removed: then "* K". */
				o = inv ? sd_tok(&c->pr->pre, pp + 1) : sd_tok(&c->pr->post, qp + 1);
				kt = inv ? sd_tok(&c->pr->pre, pp + 2) : sd_tok(&c->pr->post, qp + 2);
				if (!(inv || (pj == pp + 1 && qj == qp + 3)) ||
				    !(sd_tok_is(o, "/") || sd_tok_is(o, "*")) ||
				    !(kt->kind == CF_IDENT || kt->kind == CF_NUMBER) ||
				    sd_is_local(c->nm, kt->text))
					return FALSE;
				op = g_strdup(sd_tok_is(o, "/") == !inv ? "/" : "*");
				kk = g_strdup(kt->text);
				break;
			}
			if (*out_old && (strcmp(*out_old, m1->text) || strcmp(*out_new, m2->text) ||
					 g_strcmp0(*out_op, op) || g_strcmp0(*out_k, kk))) {
				g_clear_pointer(out_old, g_free);
				g_clear_pointer(out_new, g_free);
				g_clear_pointer(out_op, g_free);
				g_clear_pointer(out_k, g_free);
				return FALSE;
			}
			if (!*out_old) {
				*out_old = g_strdup(m1->text);
				*out_new = g_strdup(m2->text);
				*out_op = g_steal_pointer(&op);
				*out_k = g_steal_pointer(&kk);
			}
		}
	}
	return *out_old != NULL;
}


/*
 * A call's argument &v whose variable the example retyped (a timeval made timespec64): the
 * target may pass a member of its own struct instead, so a rule retypes that member too.
 */
void sd_emit_member_retype(struct emit *c, struct region *r)
{
	guint open = r->pa + 1, close, s;
	int d = 0;

	/* Only the less specific variant guesses this much. */
	if (!c->rq->catchall || !r->call || !sd_tok_is(sd_tok(&c->pr->pre, open), "(") || r->qb <= r->qa ||
	    !sd_is_call_name(&c->pr->post, r->qa, r->qb))
		return;
	close = sd_match_bracket(c->pr->pre.toks, open, r->pb);
	for (guint i = s = open + 1; i <= close && close < r->pb; i++) {
		struct cf_token *t = sd_tok(&c->pr->pre, i);
		g_autofree char *t1 = NULL, *t2 = NULL, *rule = NULL;
		guint a;

		if (t->kind == CF_PUNCT && !t->text[1] && strchr("([", t->text[0]))
			d++;
		else if (t->kind == CF_PUNCT && !t->text[1] && strchr(")]", t->text[0]) && i != close)
			d--;
		if (!((d == 0 && sd_tok_is(t, ",")) || i == close))
			continue;
		a = s;
		s = i + 1;
		if (sd_tok_is(sd_tok(&c->pr->pre, a), "&"))
			a++;
		if (a + 1 != i || sd_tok(&c->pr->pre, a)->kind != CF_IDENT)
			continue;
		t1 = sd_decl_type_of(&c->pr->pre, sd_tok(&c->pr->pre, a)->text);
		t2 = sd_decl_type_of(&c->pr->post, sd_tok(&c->pr->pre, a)->text);
		/* a function head's parameter ("int f(T *x"), not the member: no type to follow */
		if (t1 && t2 && (strpbrk(t1, "()") || strpbrk(t2, "()")))
			g_string_append_printf(c->notes, "%s: a function's parameter on one side, "
					       "no member's type\n", sd_tok(&c->pr->pre, a)->text);
		if (!t1 || !t2 || !strcmp(t1, t2) || strpbrk(t1, "()") || strpbrk(t2, "()"))
			continue;
		rule = g_strdup_printf("rm%u", ++c->nrule);
		g_string_append_printf(c->late,
				       "\n@%s@\nidentifier fld;\nexpression E;\n@@\n%s(...,\n(\n &E->fld\n|\n &E.fld\n)\n ,...)\n"
				       "\n@%s_s@\nidentifier %s.fld, S;\n@@\nstruct S {\n  ...\n- %s fld;\n+ %s fld;\n  ...\n};\n",
				       rule, sd_tok(&c->pr->post, r->qa)->text, rule, rule, t1, t2);
		g_string_append_printf(c->notes,
				       "%s passed to %s was retyped %s -> %s: a member of the target's struct passed there is retyped too\n",
				       sd_tok(&c->pr->pre, a)->text, sd_tok(&c->pr->pre, r->pa)->text, t1, t2);
		{
			g_autofree char *m1 = NULL, *m2 = NULL, *op = NULL, *k = NULL;
			g_autofree char *tail = NULL;

			if (!member_rename(c, &m1, &m2, &op, &k))
				continue;
			tail = op ? g_strdup_printf(" %s %s)", op, k) : g_strdup("");
			g_string_append_printf(c->late,
					       "\n@%s_u@\nidentifier %s.fld;\nexpression X;\n@@\n(\n- X.fld.%s\n+ %sX.fld.%s%s\n|\n- X->fld.%s\n+ %sX->fld.%s%s\n)\n",
					       rule, rule, m1, op ? "(" : "", m2, tail, m1, op ? "(" : "", m2,
					       tail);
			g_string_append_printf(c->notes,
					       "the example's uses of .%s became .%s%s%s%s: the retyped member's uses too\n",
					       m1, m2, op ? " " : "", op ? op : "", k ? k : "");
		}
	}
}


/*
 * A local whose declaration the rule retypes (region r): its member uses change as the
 * example's own did, in a later rule inheriting the local.  Less specific variant only.
 */
void sd_emit_local_member_uses(struct emit *c, const char *rule, struct rctx *R,
				   GHashTable *retyped, struct region *r)
{
	if (!c->rq->catchall)
		return;
	for (guint t = r->pa; t + 1 < r->pb; t++) {
		const char *v = sd_tok(&c->pr->pre, t)->text;
		g_autofree char *mv = NULL, *decl = NULL;
		g_autofree char *m1 = NULL, *m2 = NULL, *op = NULL, *k = NULL, *tail = NULL;

		if (!g_hash_table_contains(retyped, v) ||
		    !(sd_tok_is(sd_tok(&c->pr->pre, t + 1), ";") || sd_tok_is(sd_tok(&c->pr->pre, t + 1), "=")))
			continue;
		mv = sd_mv_name("ml_", v);
		decl = g_strdup_printf("identifier %s;\n", mv);
		if (!strstr(R->decls->str, decl) || !member_rename(c, &m1, &m2, &op, &k))
			continue;
		tail = op ? g_strdup_printf(" %s %s)", op, k) : g_strdup("");
		g_string_append_printf(c->late,
				       "\n@%s_u%u@\nidentifier %s.%s;\n@@\n(\n- %s.%s\n+ %s%s.%s%s\n|\n- %s->%s\n+ %s%s->%s%s\n)\n",
				       rule, t, rule, mv, mv, m1, op ? "(" : "", mv, m2, tail, mv, m1,
				       op ? "(" : "", mv, m2, tail);
		g_string_append_printf(c->notes, "retyped local %s: its uses of .%s follow the example's\n",
				       v, m1);
	}
}

// SPDX-License-Identifier: GPL-2.0
/*
 * synth's select stage: which items of the example concern the issue, and why each was linked (the
 * notes that become the "// Decision:" lines), handing each to its emitter.
 */
#include <string.h>

#include "derive-int.h"


/* ---- selection ---- */

/* Words of the issue that a relevant hunk must touch. */
static void add_words(GHashTable *set, const char *text)
{
	g_auto(GStrv) parts = NULL;

	if (!text)
		return;
	parts = g_strsplit_set(text, " *()[],&", -1);
	for (guint i = 0; parts[i]; i++)
		if (*parts[i] && !sd_is_keyword(parts[i]) && !g_ascii_isdigit(parts[i][0]))
			g_hash_table_add(set, g_strdup(parts[i]));
}


/* Words of the issue that a relevant hunk must touch: the symbol's, and those in which the
 * expected and actual types differ. */
GPtrArray *sd_issue_words(const struct red_issue *is)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GHashTable) sym = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) ex = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) ac = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	GHashTableIter it;
	gpointer k;

	if (!is)
		return w;
	/* A missing field or member is only touched where it is named as one. */
	if ((is->kind == RED_NO_MEMBER || is->kind == RED_UNKNOWN_FIELD) && is->symbol &&
	    sd_c_word(is->symbol)) {
		g_ptr_array_add(w, g_strconcat(".", is->symbol, NULL));
		return w;
	}
	add_words(sym, is->symbol);
	add_words(ex, is->expected);
	add_words(ac, is->actual);
	g_hash_table_iter_init(&it, sym);
	while (g_hash_table_iter_next(&it, &k, NULL))
		g_ptr_array_add(w, g_strdup(k));
	g_hash_table_iter_init(&it, ex);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(ac, k) && !g_hash_table_contains(sym, k))
			g_ptr_array_add(w, g_strdup(k));
	g_hash_table_iter_init(&it, ac);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(ex, k) && !g_hash_table_contains(sym, k))
			g_ptr_array_add(w, g_strdup(k));
	return w;
}


/* Does the changed part of pre sd_item pi (against its post) contain word on either side? */
static gboolean change_touches(struct ctx *c, guint pi, const char *word)
{
	struct cf_item *a = sd_item(&c->pre, pi), *b;
	g_autoptr(GArray) pairs = NULL;
	int q = c->pre_to_post[pi];
	guint n, k, i;

	if (q < 0)
		return FALSE;
	b = sd_item(&c->post, q);
	pairs = sd_diff(c, a->first, a->last, b->first, b->last);
	n = pairs->len / 2;
	for (k = 0, i = a->first; i < a->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k) == i) {
			k++;
			continue;
		}
		if (sd_word_at(&c->pre, i, word))
			return TRUE;
	}
	for (k = 0, i = b->first; i < b->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k + 1) == i) {
			k++;
			continue;
		}
		if (sd_word_at(&c->post, i, word))
			return TRUE;
	}
	return FALSE;
}


/* Post sd_item mentions any name of set (as an identifier, in directives too). */
static gboolean mentions(struct image *im, struct cf_item *it, GHashTable *set)
{
	for (guint i = it->first; i < it->last; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind == CF_IDENT && g_hash_table_contains(set, t->text))
			return TRUE;
		if (t->kind == CF_PP) {
			g_autoptr(GPtrArray) pt = syn_tokenize(t->text + 1, "directive", NULL);

			for (guint j = 0; pt && j < pt->len; j++)
				if (g_hash_table_contains(set, ((struct cf_token *)pt->pdata[j])->text))
					return TRUE;
		}
	}
	return FALSE;
}


static void collect_idents(struct image *im, guint f, guint l, GHashTable *local, GHashTable *into)
{
	for (guint i = f; i < l; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind == CF_IDENT && g_hash_table_contains(local, t->text))
			g_hash_table_add(into, g_strdup(t->text));
		if (t->kind == CF_PP) {
			g_autoptr(GPtrArray) pt = syn_tokenize(t->text + 1, "directive", NULL);

			for (guint j = 0; pt && j < pt->len; j++) {
				const char *s = ((struct cf_token *)pt->pdata[j])->text;

				if (g_hash_table_contains(local, s))
					g_hash_table_add(into, g_strdup(s));
			}
		}
	}
}


/* Example-local names on the changed tokens of pre sd_item pi and its post. */
static void collect_changed(struct ctx *c, guint pi, GHashTable *into)
{
	struct cf_item *a = sd_item(&c->pre, pi), *b = sd_item(&c->post, c->pre_to_post[pi]);
	g_autoptr(GArray) pairs = sd_diff(c, a->first, a->last, b->first, b->last);
	guint n = pairs->len / 2, k, i;

	for (k = 0, i = a->first; i < a->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k) == i) {
			k++;
			continue;
		}
		collect_idents(&c->pre, i, i + 1, c->local, into);
	}
	for (k = 0, i = b->first; i < b->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k + 1) == i) {
			k++;
			continue;
		}
		collect_idents(&c->post, i, i + 1, c->local, into);
	}
}


/* Does the pre image define a function named like the declaration it? */
static gboolean is_prototype(struct ctx *c, struct cf_item *it)
{
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *f = sd_item(&c->pre, i);

		if (f->kind == CF_ITEM_FUNC && strcmp(f->name, it->name) == 0)
			return TRUE;
	}
	return FALSE;
}


/* A declaration's region without its storage class: "struct x v;" also matches "static ...". */
static void drop_storage(struct ctx *c, GArray *regs)
{
	for (guint k = 0; k < regs->len; k++) {
		struct region *r = &g_array_index(regs, struct region, k);

		while (r->pa + 1 < r->pb && r->qa + 1 < r->qb &&
		       (syn_tok_is(sd_tok(&c->pre, r->pa), "static") ||
			syn_tok_is(sd_tok(&c->pre, r->pa), "__maybe_unused")) &&
		       strcmp(sd_tok(&c->pre, r->pa)->text, sd_tok(&c->post, r->qa)->text) == 0) {
			r->pa++;
			r->qa++;
		}
	}
}


/*
 * A change of a file-scope macro use that declares something ("static DEFINE_X(name);"): spatch
 * matches that as a declaration, through its ';', once told that the macro is a declarer, and
 * not as a call.  Extends r to the items' ';' and returns TRUE then.
 */
static gboolean macro_decl(struct ctx *c, struct cf_item *a, struct cf_item *b, struct region *r)
{
	if (a->kind != CF_ITEM_MACROCALL || b->kind != CF_ITEM_MACROCALL ||
	    strcmp(a->macro, b->macro) || a->last <= a->first || b->last <= b->first ||
	    r->pb > a->last || r->qb > b->last || !syn_tok_is(sd_tok(&c->pre, a->last - 1), ";") ||
	    !syn_tok_is(sd_tok(&c->post, b->last - 1), ";"))
		return FALSE;
	r->pb = a->last;
	r->qb = b->last;
	return TRUE;
}


/*
 * One derivation pass over the chosen file: fills c->rules / c->late / c->notes.
 * Returns FALSE when no hunk concerns the issue.
 */
gboolean sd_derive_file(struct ctx *c, GPtrArray *words)
{
	const struct red_issue *is = c->issue;
	g_autoptr(GHashTable) linked = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) seeds = g_hash_table_new(NULL, NULL);
	g_autoptr(GHashTable) argnames = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GPtrArray) own_sig = g_ptr_array_new();
	gboolean any = FALSE;

	/* What the example passes to the issue's function: an argument whose definition the
	 * example changed (a file_operations made a proc_ops) is part of the change. */
	if (is && is->symbol && (is->kind == RED_INCOMPATIBLE_ARG || is->kind == RED_TOO_MANY_ARGS ||
				 is->kind == RED_TOO_FEW_ARGS)) {
		for (guint t = 0; t + 1 < c->pre.toks->len; t++) {
			guint close;

			if (strcmp(sd_tok(&c->pre, t)->text, is->symbol) || !syn_tok_is(sd_tok(&c->pre, t + 1), "("))
				continue;
			close = syn_match_bracket(c->pre.toks, t + 1, c->pre.toks->len);
			for (guint u = t + 2; u < close && u < c->pre.toks->len; u++)
				if (sd_is_local(c, sd_tok(&c->pre, u)->text))
					g_hash_table_add(argnames, (gpointer)sd_tok(&c->pre, u)->text);
		}
	}
	/* Seeds: the container's initializer, then changed items touching the issue's words. */
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *it = sd_item(&c->pre, i);
		int q = c->pre_to_post[i];

		if (q >= 0 && g_hash_table_contains(argnames, it->name) && !sd_item_equal(c, i, q) &&
		    it->kind != CF_ITEM_FUNC) {
			g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
			g_string_append_printf(c->notes, "linked: %s, passed to %s\n", it->name,
					       is->symbol);
			continue;
		}

		if (q < 0)
			continue;
		if (it->kind == CF_ITEM_DECL && is && is->container && sd_init_eq(&c->pre, it) &&
		    sd_item_has_seq(&c->pre, it, is->container)) {
			g_autofree char *r = sd_emit_struct_rule(c, i);

			if (r) {
				any = TRUE;
				g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
				g_string_append_printf(c->notes, "selected: initializer of %s %s\n",
						       is->container, it->name);
			}
			continue;
		}
		if (sd_item_equal(c, i, q))
			continue;
		for (guint k = 0; k < words->len; k++) {
			if (!change_touches(c, i, words->pdata[k]))
				continue;
			g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
			break;
		}
		/* A call whose arguments changed touches its name, though the name stayed. */
		if (!g_hash_table_contains(seeds, GUINT_TO_POINTER(i + 1))) {
			struct cf_item *b = sd_item(&c->post, q);
			g_autoptr(GArray) regs = sd_body_regions(c, it->first, it->last, b->first, b->last, NULL);

			for (guint r = 0; r < regs->len; r++) {
				struct region *rg = &g_array_index(regs, struct region, r);

				for (guint k = 0; k < words->len; k++)
					if (rg->call && sd_region_has(&c->pre, rg->pa, rg->pb, words->pdata[k]))
						g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
			}
		}
		/* The lines the query matched make their sd_item relevant too. */
		for (guint k = 0; c->ex->matched && k < c->ex->matched->len; k++) {
			const struct syn_line *ml = c->ex->matched->pdata[k];
			struct image *im = ml->side == '+' ? &c->post : &c->pre;
			struct cf_item *mi = ml->side == '+' ? sd_item(&c->post, q) : it;
			const char *path = ml->side == '+' ? c->file->new_path : c->file->old_path;

			if (!ml->path || !path || !g_str_has_suffix(path, ml->path) ||
			    (ml->side != '+' && ml->side != '-'))
				continue;
			if (sd_tok(im, mi->first)->line <= ml->line && sd_tok(im, mi->last - 1)->line >= ml->line)
				g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
		}
	}
	/* Seeds that are not the container's initializer: their changed calls and statements. */
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = sd_item(&c->pre, i), *b;
		g_autoptr(GArray) regs = NULL;
		gboolean *hits;
		GHashTable *flocals, *used, *retyped;
		guint pf, qf;

		if (!g_hash_table_contains(seeds, GUINT_TO_POINTER(i + 1)) || c->pre_to_post[i] < 0)
			continue;
		if (a->kind == CF_ITEM_DECL && is && is->container && sd_init_eq(&c->pre, a) &&
		    sd_item_has_seq(&c->pre, a, is->container))
			continue;
		b = sd_item(&c->post, c->pre_to_post[i]);
		if (a->kind == CF_ITEM_DECL && sd_init_eq(&c->pre, a) && sd_init_eq(&c->post, b)) {
			g_autofree char *r = sd_emit_struct_rule(c, i);

			if (r) {
				any = TRUE;
				g_string_append_printf(c->notes, "selected: initializer %s\n", a->name);
			}
			continue;
		}
		/* A prototype changes with its function's rule, not as an expression. */
		if (a->kind == CF_ITEM_DECL && is_prototype(c, a))
			continue;
		pf = a->first;
		qf = b->first;
		if (a->kind == CF_ITEM_FUNC) {
			guint po, pc, qo, qc;

			/* only the parentheses' places are wanted */
			g_ptr_array_unref(sd_params(&c->pre, a, &po, &pc));
			g_ptr_array_unref(sd_params(&c->post, b, &qo, &qc));
			pf = pc + 1;
			qf = qc + 1;
		}
		regs = sd_body_regions(c, pf, a->last, qf, b->last, NULL);
		if (a->kind != CF_ITEM_FUNC)
			drop_storage(c, regs);
		hits = g_new0(gboolean, regs->len + 1);
		flocals = a->kind == CF_ITEM_FUNC ? sd_func_locals(&c->pre, a, NULL) : NULL;
		used = g_hash_table_new(g_str_hash, g_str_equal);
		retyped = g_hash_table_new(g_str_hash, g_str_equal);
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);

			for (guint w = 0; w < words->len && !hits[k]; w++)
				hits[k] = sd_region_has(&c->pre, r->pa, r->pb, words->pdata[w]) ||
					  sd_region_has(&c->post, r->qa, r->qb, words->pdata[w]);
			for (guint m = 0; c->ex->matched && m < c->ex->matched->len && !hits[k]; m++) {
				const struct syn_line *ml = c->ex->matched->pdata[m];

				if (ml->side == '-' && r->pb > r->pa &&
				    sd_tok(&c->pre, r->pa)->line <= ml->line &&
				    sd_tok(&c->pre, r->pb - 1)->line >= ml->line)
					hits[k] = TRUE;
				else if (ml->side == '+' && r->qb > r->qa &&
					 sd_tok(&c->post, r->qa)->line <= ml->line &&
					 sd_tok(&c->post, r->qb - 1)->line >= ml->line)
					hits[k] = TRUE;
			}
			for (guint t = r->pa; hits[k] && flocals && t < r->pb; t++)
				if (g_hash_table_contains(flocals, sd_tok(&c->pre, t)->text))
					g_hash_table_add(used, (gpointer)sd_tok(&c->pre, t)->text);
		}
		/* A local the selected change uses, declared or used in other changes of the function
		 * (its type changed: the declaration and the members it is read through follow). */
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);

			for (guint t = r->pa; t + 1 < r->pb; t++) {
				struct cf_token *n = sd_tok(&c->pre, t + 1);

				if (g_hash_table_contains(used, sd_tok(&c->pre, t)->text) &&
				    (syn_tok_is(n, ";") || syn_tok_is(n, "=") || syn_tok_is(n, ",") ||
				     syn_tok_is(n, "[")) && sd_tok(&c->pre, t)->kind == CF_IDENT &&
				    t > r->pa && (sd_tok(&c->pre, t - 1)->kind == CF_IDENT ||
						  syn_tok_is(sd_tok(&c->pre, t - 1), "*")))
					g_hash_table_add(retyped, (gpointer)sd_tok(&c->pre, t)->text);
			}
		}
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);

			for (guint t = r->pa; !hits[k] && t < r->pb; t++) {
				if (!g_hash_table_contains(retyped, sd_tok(&c->pre, t)->text))
					continue;
				hits[k] = TRUE;
				g_string_append_printf(c->notes, "linked: a change using %s in %s\n",
						       sd_tok(&c->pre, t)->text, a->name);
			}
		}
		/* The enclosing function's own signature changed with it (a parameter's type). */
		if (a->kind == CF_ITEM_FUNC && !g_hash_table_contains(c->bound, a->name)) {
			guint po, pc, qo, qc;
			g_autofree char *ps = NULL, *qs = NULL;
			gboolean touched = FALSE;

			g_ptr_array_unref(sd_params(&c->pre, a, &po, &pc));
			g_ptr_array_unref(sd_params(&c->post, b, &qo, &qc));
			ps = sd_range_text(&c->pre, a->first, pc + 1);
			qs = sd_range_text(&c->post, b->first, qc + 1);

			for (guint w = 0; w < words->len && !touched; w++)
				touched = sd_region_has(&c->pre, a->first, pc + 1, words->pdata[w]) ||
					  sd_region_has(&c->post, b->first, qc + 1, words->pdata[w]);
			for (guint k = 0; k < regs->len && !touched; k++)
				touched = hits[k];
			if (strcmp(ps, qs) && touched)
				g_ptr_array_add(own_sig, GUINT_TO_POINTER(i + 1));
		}
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);
			g_autoptr(GString) one = g_string_new(NULL);
			g_autofree char *rule = NULL;
			struct rctx R;
			gboolean ok, declarer;

			if (!hits[k])
				continue;
			rule = g_strdup_printf("r%u", ++c->nrule);
			sd_rctx_init(&R, rule, FALSE);
			R.alone = TRUE;
			if (a->kind == CF_ITEM_FUNC) {
				R.locals = sd_func_locals(&c->pre, a, R.ltypes);
				R.locals_expr = r->call;
			}
			declarer = macro_decl(c, a, b, r);
			ok = sd_emit_region(c, &R, r, one, c->param_catchall);
			if (ok && declarer)
				sd_rctx_declare(&R, "declarer name", a->macro);
			if (!ok) {
				/* Not expressible alone: the statements around it, on both sides. */
				struct region st = *r;
				g_autoptr(GArray) pairs = sd_diff(c, pf, a->last, qf, b->last);

				sd_rctx_clear(&R);
				sd_rctx_init(&R, rule, FALSE);
				R.alone = TRUE;
				if (a->kind == CF_ITEM_FUNC) {
					R.locals = sd_func_locals(&c->pre, a, R.ltypes);
					R.locals_expr = FALSE;
				}
				g_string_truncate(one, 0);
				if (sd_stmt_span(c, pairs, pf, a->last, qf, b->last, &st) &&
				    sd_emit_region(c, &R, &st, one, c->param_catchall)) {
					ok = TRUE;
					/* the regions inside the statements are done with */
					for (guint k2 = k + 1; k2 < regs->len; k2++) {
						struct region *r2 = &g_array_index(regs, struct region, k2);

						if (r2->pa < st.pb)
							hits[k2] = FALSE;
					}
					*r = st;
				}
			}
			if (ok) {
				sd_emit_header_line(c->rules, rule, NULL);
				g_string_append_printf(c->rules, "%s@@\n%s", R.decls->str, one->str);
				any = TRUE;
				g_string_append_printf(c->notes, "selected: change in %s at %s:%d\n",
						       a->name, c->file->new_path ? c->file->new_path : "?",
						       sd_tok(&c->pre, r->pa)->line);
				collect_idents(&c->post, r->qa, r->qb, c->local, linked);
				sd_emit_member_retype(c, r);
				sd_emit_local_member_uses(c, rule, &R, retyped, r);
			}
			sd_rctx_clear(&R);
		}
		g_free(hits);
		g_clear_pointer(&flocals, g_hash_table_unref);
		g_hash_table_unref(used);
		g_hash_table_unref(retyped);
	}
	if (!any)
		return FALSE;

	/* Links: example names bound so far, and names the selected + code uses. */
	for (guint i = 0; i < c->bound_order->len; i++)
		g_hash_table_add(linked, g_strdup(c->bound_order->pdata[i]));
	for (guint i = 0; i < c->pre.items->len; i++)
		if (g_hash_table_contains(seeds, GUINT_TO_POINTER(i + 1)) && c->pre_to_post[i] >= 0)
			collect_changed(c, i, linked);
	/* New items naming a linked name, or named by one, join; repeat to a fixpoint. */
	for (gboolean grew = TRUE; grew;) {
		grew = FALSE;
		for (guint i = 0; i < c->post.items->len; i++) {
			struct cf_item *it = sd_item(&c->post, i);

			if (c->post_to_pre[i] >= 0 || c->included[i] || it->kind == CF_ITEM_COND)
				continue;
			if (!g_hash_table_contains(linked, it->name) &&
			    !mentions(&c->post, it, linked))
				continue;
			c->included[i] = TRUE;
			grew = TRUE;
			collect_idents(&c->post, it->first, it->last, c->local, linked);
			g_hash_table_add(linked, g_strdup(it->name));
		}
	}
	/* File-scope variables a selected change binds, whose declaration the example changed. */
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = sd_item(&c->pre, i), *b;
		const char *bd = g_hash_table_lookup(c->bound, a->name);
		g_autoptr(GArray) regs = NULL;

		if (a->kind != CF_ITEM_DECL || !bd || sd_init_eq(&c->pre, a) || c->pre_to_post[i] < 0 ||
		    sd_item_equal(c, i, c->pre_to_post[i]) || is_prototype(c, a))
			continue;
		b = sd_item(&c->post, c->pre_to_post[i]);
		regs = sd_body_regions(c, a->first, a->last, b->first, b->last, NULL);
		drop_storage(c, regs);
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);
			g_autoptr(GString) one = g_string_new(NULL);
			g_autofree char *rule = g_strdup_printf("r%u", ++c->nrule);
			struct rctx R;

			sd_rctx_init(&R, rule, FALSE);
			R.alone = TRUE;
			r->call = FALSE;
			if (sd_emit_region(c, &R, r, one, FALSE)) {
				sd_emit_header_line(c->rules, rule, NULL);
				g_string_append_printf(c->rules, "%s@@\n%s", R.decls->str, one->str);
				g_string_append_printf(c->notes, "linked: the declaration of %s\n", a->name);
			}
			sd_rctx_clear(&R);
		}
	}
	/* Changed functions whose changes were selected and whose signature changed too: any
	 * function of the target with the old signature's shape gets the new one. */
	for (guint k = 0; k < own_sig->len; k++) {
		guint i = GPOINTER_TO_UINT(own_sig->pdata[k]) - 1;
		g_autofree char *mv = sd_mv_name("mfn_", sd_item(&c->pre, i)->name);

		sd_emit_func_rule(c, i, mv);
		g_string_append_printf(c->notes, "%s: its signature changes in any function shaped like it\n",
				       sd_item(&c->pre, i)->name);
	}
	/* Linked functions the example changed, bound by an earlier rule. */
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = sd_item(&c->pre, i);
		const char *b = g_hash_table_lookup(c->bound, a->name);

		if (a->kind != CF_ITEM_FUNC || !b || c->pre_to_post[i] < 0 ||
		    sd_item_equal(c, i, c->pre_to_post[i]))
			continue;
		sd_emit_func_rule(c, i, b);
	}
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = sd_item(&c->pre, i);

		if (c->pre_to_post[i] < 0 && (a->kind == CF_ITEM_DEFINE) &&
		    g_hash_table_contains(linked, a->name))
			g_string_append_printf(c->notes,
					       "left alone: the example removed #define %s; the target's counterpart stays (harmless)\n",
					       a->name);
	}
	return TRUE;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * synth's emit stage: the selection's units made into rules in order, then what they link (new
 * declarations naming what the rules bound, the functions and declarations those names reach), the
 * late rules finished, the example's helpers carried, and the script rule for fresh names.
 */
#include <string.h>

#include "stages.h"


/* Post sd_item mentions any name of set (as an identifier, in directives too). */
static gboolean mentions(struct image *im, struct cf_item *it, GHashTable *set)
{
	for (guint i = it->first; i < it->last; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind == CF_IDENT && g_hash_table_contains(set, t->text))
			return TRUE;
		if (t->kind == CF_PP) {
			g_autoptr(GPtrArray) pt = sd_tokenize(t->text + 1, "directive", NULL);

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
			g_autoptr(GPtrArray) pt = sd_tokenize(t->text + 1, "directive", NULL);

			for (guint j = 0; pt && j < pt->len; j++) {
				const char *s = ((struct cf_token *)pt->pdata[j])->text;

				if (g_hash_table_contains(local, s))
					g_hash_table_add(into, g_strdup(s));
			}
		}
	}
}


/* Example-local names on the changed tokens of pre sd_item pi and its post. */
static void collect_changed(struct emit *c, guint pi, GHashTable *into)
{
	struct cf_item *a = sd_item(&c->pr->pre, pi), *b = sd_item(&c->pr->post, c->pr->pre_to_post[pi]);
	g_autoptr(GArray) pairs = sd_diff(c->pr, a->first, a->last, b->first, b->last);
	guint n = pairs->len / 2, k, i;

	for (k = 0, i = a->first; i < a->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k) == i) {
			k++;
			continue;
		}
		collect_idents(&c->pr->pre, i, i + 1, c->nm->local, into);
	}
	for (k = 0, i = b->first; i < b->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k + 1) == i) {
			k++;
			continue;
		}
		collect_idents(&c->pr->post, i, i + 1, c->nm->local, into);
	}
}


/*
 * A change of a file-scope macro use that declares something ("static DEFINE_X(name);"): spatch
 * matches that as a declaration, through its ';', once told that the macro is a declarer, and
 * not as a call.  Extends r to the items' ';' and returns TRUE then.
 */
static gboolean macro_decl(struct emit *c, struct cf_item *a, struct cf_item *b, struct region *r)
{
	if (a->kind != CF_ITEM_MACROCALL || b->kind != CF_ITEM_MACROCALL ||
	    strcmp(a->macro, b->macro) || a->last <= a->first || b->last <= b->first ||
	    r->pb > a->last || r->qb > b->last || !sd_tok_is(sd_tok(&c->pr->pre, a->last - 1), ";") ||
	    !sd_tok_is(sd_tok(&c->pr->post, b->last - 1), ";"))
		return FALSE;
	r->pb = a->last;
	r->qb = b->last;
	return TRUE;
}


/* Makes the initializer rule of pre item i; TRUE when it made one. */
static gboolean emit_init(struct emit *c, guint i, const char *nest, const char *fmt, const char *what)
{
	g_autofree char *r = sd_emit_struct_rule(c, i, nest, NULL);

	if (!r)
		return FALSE;
	g_string_append_printf(c->notes, fmt, what, sd_item(&c->pr->pre, i)->name);
	if (nest)
		g_string_append_printf(c->notes, "the initializer of %s is %s's .%s, as in the target\n",
				       what, sd_item(&c->pr->pre, i)->name, nest);
	return TRUE;
}


/*
 * The rule r made of rules[rl, ...) and late[ll, ...) with its own names made plain (its name,
 * its instance, its expressions' numbers): two such rules of an example's elements that changed
 * alike are one.  Owned.
 */
static char *plain_rule(struct emit *c, const char *r, gsize rl, gsize ll)
{
	g_autofree char *text = g_strconcat(c->rules->str + rl, "\n", c->late->str + ll, NULL);
	g_autofree char *pat = g_strdup_printf("(?<![A-Za-z0-9])%s(?:_v?[0-9]+)?(?![0-9])|"
					       "\\bmI_\\w*|\\bme[0-9]+\\b", r);
	g_autoptr(GRegex) re = g_regex_new(pat, 0, 0, NULL);

	return g_regex_replace_literal(re, text, -1, 0, "_", 0, NULL);
}

/* Takes back what the last rule made from the marks on: its text, notes and names. */
static void unmake_rule(struct emit *c, gsize rl, gsize ll, gsize nl, guint nb, guint nf,
			guint nr)
{
	g_string_truncate(c->rules, rl);
	g_string_truncate(c->late, ll);
	g_string_truncate(c->notes, nl);
	while (c->bound_order->len > nb) {
		g_hash_table_remove(c->bound, c->bound_order->pdata[c->bound_order->len - 1]);
		g_ptr_array_remove_index(c->bound_order, c->bound_order->len - 1);
	}
	while (c->fresh_order->len > nf) {
		g_hash_table_remove(c->fresh, c->fresh_order->pdata[c->fresh_order->len - 1]);
		g_ptr_array_remove_index(c->fresh_order, c->fresh_order->len - 1);
	}
	c->nrule = nr;
}

/*
 * The rules of the initializers of the issue's container that pre item i, of another type,
 * holds in its fields (the example's own struct wrapping it, at .desc, or at each element's
 * .desc of an array of it): each is read as the target's own initializer of the container, one
 * rule for the elements that changed alike.  TRUE when one was made.
 */
static gboolean emit_inner(struct emit *c, guint i)
{
	g_autoptr(GPtrArray) at = sd_container_members(c, i);
	gboolean any = FALSE;

	for (guint k = 0; k < at->len; k++) {
		gsize rl = c->rules->len, ll = c->late->len, nl = c->notes->len;
		guint nb = c->bound_order->len, nf = c->fresh_order->len, nr = c->nrule;
		const char *p = at->pdata[k];
		g_autofree char *r = sd_emit_struct_rule(c, i, NULL, p);
		char *plain;
		gsize n;

		if (!r)
			continue;
		plain = plain_rule(c, r, rl, ll);
		if (g_ptr_array_find_with_equal_func(c->inner_rules, plain, g_str_equal, NULL)) {
			g_free(plain);
			unmake_rule(c, rl, ll, nl, nb, nf, nr);
			continue;
		}
		g_ptr_array_add(c->inner_rules, plain);
		any = TRUE;
		/* "desc" as ".desc", an element's "#2.desc" as "[2].desc" */
		n = *p == '#' ? strcspn(p + 1, ".") : 0;
		g_string_append_printf(c->notes, "selected: initializer of %s at %s%s%.*s%s%s, "
				       "read as the target's own\n", c->rq->issue->container,
				       sd_item(&c->pr->pre, i)->name, n ? "[" : "", (int)n, p + 1,
				       n ? "]" : ".", p + n + (n ? 1 : 0));
	}
	return any;
}


/*
 * Emits the rules of a unit's regions that concern the issue.  A region not expressible alone
 * takes the statements around it, on both sides, and the regions inside them with it.
 */
static gboolean emit_regions(struct emit *c, const struct sd_unit *u, GHashTable *linked)
{
	struct cf_item *a = sd_item(&c->pr->pre, u->item);
	struct cf_item *b = sd_item(&c->pr->post, c->pr->pre_to_post[u->item]);
	g_autoptr(GArray) regs = g_array_copy(u->regions);
	g_autoptr(GArray) hitv = g_array_copy(u->hits);
	gboolean *hits = (gboolean *)(void *)hitv->data;
	GHashTable *retyped = u->retyped;
	guint pf = u->pf, qf = u->qf;
	gboolean any = FALSE;

	if (u->notes)
		g_string_append(c->notes, u->notes);
	/* The enclosing function's own signature changed with it (a parameter's type). */
	if (a->kind == CF_ITEM_FUNC && !g_hash_table_contains(c->bound, a->name) && u->head)
		g_ptr_array_add(c->own_sig, GUINT_TO_POINTER(u->item + 1));
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
			R.locals = sd_func_locals(&c->pr->pre, a, R.ltypes);
			R.locals_expr = r->call;
		}
		declarer = macro_decl(c, a, b, r);
		ok = sd_emit_region(c, &R, r, one, c->rq->catchall);
		if (ok && declarer)
			sd_rctx_declare(&R, "declarer name", a->macro);
		if (!ok) {
			/* Not expressible alone: the statements around it, on both sides. */
			struct region st = *r;
			g_autoptr(GArray) pairs = sd_diff(c->pr, pf, a->last, qf, b->last);

			sd_rctx_clear(&R);
			sd_rctx_init(&R, rule, FALSE);
			R.alone = TRUE;
			if (a->kind == CF_ITEM_FUNC) {
				R.locals = sd_func_locals(&c->pr->pre, a, R.ltypes);
				R.locals_expr = FALSE;
			}
			g_string_truncate(one, 0);
			if (sd_stmt_span(c->pr, pairs, pf, a->last, qf, b->last, &st) &&
			    sd_emit_region(c, &R, &st, one, c->rq->catchall)) {
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
					       a->name, c->rq->file->new_path ? c->rq->file->new_path : "?",
					       sd_tok(&c->pr->pre, r->pa)->line);
			collect_idents(&c->pr->post, r->qa, r->qb, c->nm->local, linked);
			sd_emit_member_retype(c, r);
			sd_emit_local_member_uses(c, rule, &R, retyped, r);
		}
		sd_rctx_clear(&R);
	}
	return any;
}


/* The rules of the selection's units, in order; TRUE when one was made. */
static gboolean emit_units(struct emit *c, const struct sd_selection *sel, GHashTable *linked)
{
	const struct red_issue *is = c->rq->issue;
	gboolean any = FALSE;

	for (guint k = 0; k < sel->units->len; k++) {
		const struct sd_unit *u = sel->units->pdata[k];

		switch (u->kind) {
		case SD_UNIT_ARG:
			g_string_append(c->notes, u->notes);
			break;
		case SD_UNIT_CONTAINER:
			if (emit_init(c, u->item, u->nest, "selected: initializer of %s %s\n", is->container)) {
				any = TRUE;
				g_hash_table_add(c->seeds, GUINT_TO_POINTER(u->item + 1));
			}
			break;
		case SD_UNIT_INIT: {
			/* an object whose type alone gained or lost a qualifier (a table a field of
			 * the container names): its declaration's rule; else its fields' */
			g_autofree char *r = sd_emit_decl_qualifiers(c, u->item);

			if (r || emit_init(c, u->item, NULL, "selected: initializer%s %s\n", ""))
				any = TRUE;
			if (emit_inner(c, u->item))
				any = TRUE;
			break;
		}
		case SD_UNIT_REGIONS:
			if (emit_regions(c, u, linked))
				any = TRUE;
			break;
		}
	}
	return any;
}


/*
 * After the units: what they link.  New items naming a bound or linked name join as new
 * declarations, declarations and functions the rules bound follow, and functions whose
 * signature changed with the selected changes change in any function shaped like them.
 */
static void emit_links(struct emit *c, GHashTable *linked)
{
	/* Links: example names bound so far, and names the selected + code uses. */
	for (guint i = 0; i < c->bound_order->len; i++)
		g_hash_table_add(linked, g_strdup(c->bound_order->pdata[i]));
	for (guint i = 0; i < c->pr->pre.items->len; i++)
		if (g_hash_table_contains(c->seeds, GUINT_TO_POINTER(i + 1)) && c->pr->pre_to_post[i] >= 0)
			collect_changed(c, i, linked);
	/* New items naming a linked name, or named by one, join; repeat to a fixpoint. */
	for (gboolean grew = TRUE; grew;) {
		grew = FALSE;
		for (guint i = 0; i < c->pr->post.items->len; i++) {
			struct cf_item *it = sd_item(&c->pr->post, i);

			if (c->pr->post_to_pre[i] >= 0 || c->included[i] || it->kind == CF_ITEM_COND)
				continue;
			if (!g_hash_table_contains(linked, it->name) &&
			    !mentions(&c->pr->post, it, linked))
				continue;
			c->included[i] = TRUE;
			grew = TRUE;
			collect_idents(&c->pr->post, it->first, it->last, c->nm->local, linked);
			g_hash_table_add(linked, g_strdup(it->name));
		}
	}
	/* File-scope variables a selected change binds, whose declaration the example changed. */
	for (guint i = 0; i < c->pr->pre.items->len; i++) {
		struct cf_item *a = sd_item(&c->pr->pre, i), *b;
		const char *bd = g_hash_table_lookup(c->bound, a->name);
		g_autoptr(GArray) regs = NULL;

		if (a->kind != CF_ITEM_DECL || !bd || sd_init_eq(&c->pr->pre, a) || c->pr->pre_to_post[i] < 0 ||
		    sd_item_equal(c->pr, i, c->pr->pre_to_post[i]) || sd_image_defines_func(&c->pr->pre, a->name))
			continue;
		b = sd_item(&c->pr->post, c->pr->pre_to_post[i]);
		regs = sd_body_regions(c->pr, a->first, a->last, b->first, b->last, NULL);
		sd_drop_storage(c->pr, regs);
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
	for (guint k = 0; k < c->own_sig->len; k++) {
		guint i = GPOINTER_TO_UINT(c->own_sig->pdata[k]) - 1;
		g_autofree char *mv = sd_mv_name("mfn_", sd_item(&c->pr->pre, i)->name);

		sd_emit_func_rule(c, i, mv);
		g_string_append_printf(c->notes, "%s: its signature changes in any function shaped like it\n",
				       sd_item(&c->pr->pre, i)->name);
	}
	/* Linked functions the example changed, bound by an earlier rule. */
	for (guint i = 0; i < c->pr->pre.items->len; i++) {
		struct cf_item *a = sd_item(&c->pr->pre, i);
		const char *b = g_hash_table_lookup(c->bound, a->name);

		if (a->kind != CF_ITEM_FUNC || !b || c->pr->pre_to_post[i] < 0 ||
		    sd_item_equal(c->pr, i, c->pr->pre_to_post[i]))
			continue;
		sd_emit_func_rule(c, i, b);
	}
	for (guint i = 0; i < c->pr->pre.items->len; i++) {
		struct cf_item *a = sd_item(&c->pr->pre, i);

		if (c->pr->pre_to_post[i] < 0 && (a->kind == CF_ITEM_DEFINE) &&
		    g_hash_table_contains(linked, a->name))
			g_string_append_printf(c->notes,
					       "left alone: the example removed #define %s; the target's counterpart stays (harmless)\n",
					       a->name);
	}
}


/* Replaces %INHERIT% and %NEWDECLS% in the late rules now that all names are known. */
static char *finish_late(struct emit *c, const char *newdecls)
{
	GString *inh = g_string_new(NULL);
	g_autofree char *late = NULL;
	g_auto(GStrv) parts = NULL;
	GHashTableIter it;
	gpointer k;

	for (guint i = 0; i < c->bound_order->len; i++) {
		const char *b = g_hash_table_lookup(c->bound, c->bound_order->pdata[i]);

		g_string_append_printf(inh, "identifier %s;\n", b);
	}
	for (guint i = 0; i < c->fresh_order->len; i++)
		g_string_append_printf(inh, "identifier mpy.%s;\n",
				       (char *)g_hash_table_lookup(c->fresh, c->fresh_order->pdata[i]));
	g_hash_table_iter_init(&it, c->declarers);
	while (g_hash_table_iter_next(&it, &k, NULL))
		g_string_append_printf(inh, "declarer name %s;\n", (char *)k);
	parts = g_strsplit(c->late->str, "%INHERIT%\n", -1);
	late = g_strjoinv(inh->str, parts);
	g_strfreev(parts);
	parts = g_strsplit(late, "%NEWDECLS%", -1);
	g_free(late);
	late = g_strjoinv(newdecls, parts);
	g_string_free(inh, TRUE);
	/* A function rule declares the fresh names its own text uses. */
	for (char *at; (at = strstr(late, "%FRESH%"));) {
		const char *end = strstr(at, "\n@");
		GString *fr = g_string_new(NULL);
		g_autofree char *tail = NULL, *head = NULL;
		gsize len = end ? (gsize)(end - at) : strlen(at);

		for (guint i = 0; i < c->fresh_order->len; i++) {
			const char *mv = g_hash_table_lookup(c->fresh, c->fresh_order->pdata[i]);
			g_autofree char *seg = g_strndup(at, len);

			if (strstr(seg, mv))
				g_string_append_printf(fr, "identifier mpy.%s;\n", mv);
		}
		head = g_strndup(late, at - late);
		tail = g_strdup(at + strlen("%FRESH%"));
		g_free(late);
		late = g_strconcat(head, fr->str, tail, NULL);
		g_string_free(fr, TRUE);
	}
	return g_steal_pointer(&late);
}


static void emit_init_state(struct emit *c, struct sd_pairing *pr, const struct sd_names *nm,
			    const struct sd_selection *sel, const struct sd_request *rq)
{
	memset(c, 0, sizeof(*c));
	c->rq = rq;
	c->pr = pr;
	c->nm = nm;
	c->bound = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	c->bound_order = g_ptr_array_new_with_free_func(g_free);
	c->fresh = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	c->fresh_order = g_ptr_array_new_with_free_func(g_free);
	c->declarers = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	c->fresh_literal = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	c->included = g_new0(gboolean, pr->post.items->len + 1);
	c->func_done = g_new0(gboolean, pr->pre.items->len + 1);
	c->rules = g_string_new(NULL);
	c->late = g_string_new(NULL);
	c->notes = g_string_new(NULL);
	c->seeds = g_hash_table_new(NULL, NULL);
	c->own_sig = g_ptr_array_new();
	c->inner_rules = g_ptr_array_new_with_free_func(g_free);
	{
		GHashTableIter it;
		gpointer k;

		g_hash_table_iter_init(&it, sel->seeds);
		while (g_hash_table_iter_next(&it, &k, NULL))
			g_hash_table_add(c->seeds, k);
	}
}


static void emit_clear_state(struct emit *c)
{
	g_clear_pointer(&c->bound, g_hash_table_unref);
	g_clear_pointer(&c->bound_order, g_ptr_array_unref);
	g_clear_pointer(&c->fresh, g_hash_table_unref);
	g_clear_pointer(&c->fresh_order, g_ptr_array_unref);
	g_clear_pointer(&c->declarers, g_hash_table_unref);
	g_clear_pointer(&c->fresh_literal, g_hash_table_unref);
	g_clear_pointer(&c->included, g_free);
	g_clear_pointer(&c->func_done, g_free);
	g_clear_pointer(&c->seeds, g_hash_table_unref);
	g_clear_pointer(&c->own_sig, g_ptr_array_unref);
	g_clear_pointer(&c->inner_rules, g_ptr_array_unref);
	if (c->rules)
		g_string_free(c->rules, TRUE);
	if (c->late)
		g_string_free(c->late, TRUE);
	if (c->notes)
		g_string_free(c->notes, TRUE);
	c->rules = c->late = c->notes = NULL;
}


gboolean sd_emit(struct sd_rules *out, struct sd_pairing *pr, const struct sd_names *nm,
		 const struct sd_selection *sel, const struct sd_request *rq)
{
	struct emit c;
	g_autoptr(GHashTable) linked = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autofree char *nd = NULL, *all = NULL, *mval = NULL;
	GString *script;
	gboolean any;

	memset(out, 0, sizeof(*out));
	emit_init_state(&c, pr, nm, sel, rq);
	any = emit_units(&c, sel, linked);
	mval = sd_emit_member_value(&c);
	if (!any && !mval) {
		emit_clear_state(&c);
		return FALSE;
	}
	emit_links(&c, linked);
	if (mval)
		g_string_prepend(c.rules, mval);
	nd = sd_new_decls(&c);
	out->late = finish_late(&c, nd);
	/* first: the helper rules add to the notes the header shows */
	all = g_strconcat(c.rules->str, out->late, NULL);
	out->carry = sd_helper_rules(&c, all);
	script = g_string_new(NULL);
	if (c.fresh_order->len)
		sd_emit_script(&c, script);
	out->script = g_string_free(script, FALSE);
	out->ex = rq->ex;
	out->issue = rq->issue;
	out->file = rq->file;
	out->reversed = pr->reversed;
	out->expfx = g_strdup(nm->expfx);
	out->head_changed = c.head_changed;
	out->rules = g_string_free(g_steal_pointer(&c.rules), FALSE);
	out->notes = g_steal_pointer(&c.notes);
	emit_clear_state(&c);
	return TRUE;
}


void sd_rules_clear(struct sd_rules *r)
{
	g_clear_pointer(&r->expfx, g_free);
	if (r->notes)
		g_string_free(r->notes, TRUE);
	r->notes = NULL;
	g_clear_pointer(&r->carry, g_free);
	g_clear_pointer(&r->rules, g_free);
	g_clear_pointer(&r->script, g_free);
	g_clear_pointer(&r->late, g_free);
}


/* Appends the names of the rules in text ("@r1@", "@f2 depends on r1@") to the n in out. */
static guint rule_names(GString *out, const char *text, guint n)
{
	g_auto(GStrv) lines = g_strsplit(text ? text : "", "\n", -1);

	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i];
		gsize len = strlen(l), w;

		if (len < 3 || l[0] != '@' || l[len - 1] != '@' || !strcmp(l, "@@"))
			continue;
		w = strcspn(l + 1, " @");
		g_string_append_printf(out, "%s%.*s", n++ ? ", " : " ", (int)w, l + 1);
	}
	return n;
}


void sd_rules_explain(GString *out, const struct sd_rules *r)
{
	g_auto(GStrv) notes = g_strsplit(r->notes ? r->notes->str : "", "\n", -1);
	GString *names = g_string_new(NULL);
	guint n = 0;

	n = rule_names(names, r->carry, n);
	n = rule_names(names, r->rules, n);
	n = rule_names(names, r->script, n);
	n = rule_names(names, r->late, n);
	g_string_append_printf(out, "emit: %u rules:%s\n", n, names->str);
	g_string_free(names, TRUE);
	for (guint i = 0; notes[i]; i++)
		if (*notes[i])
			g_string_append_printf(out, "  decision: %s\n", notes[i]);
}

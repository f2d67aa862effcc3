// SPDX-License-Identifier: GPL-2.0
/*
 * synth's pair stage: the example's pre and post images as cfront items, items paired by kind
 * and name, tokens paired by synth/lcs.c, and the changed regions (calls, statements, arguments)
 * between a pre and a post range.
 */
#include <string.h>

#include "stages.h"


gboolean sd_item_equal(struct sd_pairing *pr, guint pi, guint qi)
{
	struct cf_item *a = sd_item(&pr->pre, pi), *b = sd_item(&pr->post, qi);

	if (a->last - a->first != b->last - b->first)
		return FALSE;
	for (guint i = 0; i < a->last - a->first; i++)
		if (sd_tok(&pr->pre, a->first + i)->text != sd_tok(&pr->post, b->first + i)->text)
			return FALSE;
	return TRUE;
}


/*
 * LCS pairs of pre[pf, pl) and post[qf, ql), computed once per range pair: the derivation asks
 * for the same sd_item pairs from several places.  Returns a new reference to a shared array:
 * callers only read it.
 */
GArray *sd_diff(struct sd_pairing *pr, guint pf, guint pl, guint qf, guint ql)
{
	g_autofree char *key = g_strdup_printf("%p:%u:%u:%p:%u:%u", (void *)pr->pre.toks, pf, pl,
					       (void *)pr->post.toks, qf, ql);
	GArray *pairs;

	if (!pr->diffs)
		pr->diffs = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
						 (GDestroyNotify)g_array_unref);
	pairs = g_hash_table_lookup(pr->diffs, key);
	if (!pairs) {
		pairs = sd_lcs(pr->pre.toks, pf, pl, pr->post.toks, qf, ql);
		g_hash_table_insert(pr->diffs, g_steal_pointer(&key), pairs);
	}
	return g_array_ref(pairs);
}


static char *item_key(struct cf_item *it)
{
	return g_strdup_printf("%d:%s:%u", it->kind, it->name, it->occurrence);
}


/* Is b a declaration of a's name, of a's kind and shape (initialized or not, prototype or not)? */
static gboolean same_decl(struct cf_item *a, struct cf_item *b)
{
	return a->kind == CF_ITEM_DECL && b->kind == CF_ITEM_DECL && a->init == b->init &&
	       a->proto == b->proto && !strcmp(a->name, b->name);
}

/*
 * A name declared before it is defined on one side only ("static struct x a;" then "static
 * struct x a = {...};", the declaration dropped by the change): occurrences count both, so the
 * declaration took the other side's definition.  A declaration paired with one of another shape
 * is paired instead with an unpaired one of its own shape and name, on either side.
 */
static void pair_decl_shapes(struct sd_pairing *pr)
{
	for (guint i = 0; i < pr->pre.items->len; i++) {
		struct cf_item *a = sd_item(&pr->pre, i), *b;
		int q = pr->pre_to_post[i];

		if (q < 0 || a->kind != CF_ITEM_DECL || same_decl(a, (b = sd_item(&pr->post, q))))
			continue;
		for (guint j = 0; j < pr->pre.items->len; j++) {
			if (pr->pre_to_post[j] >= 0 || !same_decl(sd_item(&pr->pre, j), b))
				continue;
			pr->pre_to_post[i] = -1;
			pr->pre_to_post[j] = q;
			pr->post_to_pre[q] = (int)j;
			break;
		}
		if (pr->pre_to_post[i] < 0)
			continue;
		for (guint k = 0; k < pr->post.items->len; k++) {
			if (pr->post_to_pre[k] >= 0 || !same_decl(a, sd_item(&pr->post, k)))
				continue;
			pr->post_to_pre[q] = -1;
			pr->pre_to_post[i] = (int)k;
			pr->post_to_pre[k] = (int)i;
			break;
		}
	}
}


void sd_pair_items(struct sd_pairing *pr)
{
	g_autoptr(GHashTable) keys = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	pr->pre_to_post = g_new(int, pr->pre.items->len + 1);
	pr->post_to_pre = g_new(int, pr->post.items->len + 1);
	for (guint i = 0; i < pr->post.items->len; i++) {
		pr->post_to_pre[i] = -1;
		g_hash_table_insert(keys, item_key(sd_item(&pr->post, i)), GUINT_TO_POINTER(i + 1));
	}
	for (guint i = 0; i < pr->pre.items->len; i++) {
		g_autofree char *k = item_key(sd_item(&pr->pre, i));
		guint q = GPOINTER_TO_UINT(g_hash_table_lookup(keys, k));

		pr->pre_to_post[i] = q ? (int)q - 1 : -1;
		if (q)
			pr->post_to_pre[q - 1] = (int)i;
	}
	pair_decl_shapes(pr);
	/* A renamed sd_item keeps its place: pair it with the unpaired sd_item after the same neighbour. */
	for (guint i = 0; i < pr->pre.items->len; i++) {
		struct cf_item *a = sd_item(&pr->pre, i);
		int q = i ? pr->pre_to_post[i - 1] + 1 : 0;

		if (pr->pre_to_post[i] >= 0 || (i && pr->pre_to_post[i - 1] < 0) ||
		    q >= (int)pr->post.items->len || pr->post_to_pre[q] >= 0)
			continue;
		/* Functions and declarations get renamed; a macro in the old one's place is another. */
		if (a->kind != sd_item(&pr->post, q)->kind || a->kind == CF_ITEM_COND ||
		    a->kind == CF_ITEM_PP || a->kind == CF_ITEM_DEFINE)
			continue;
		pr->pre_to_post[i] = q;
		pr->post_to_pre[q] = (int)i;
	}
}


/* ---- body regions ---- */

/* Innermost call IDENT(...) in im[f, l) covering [a, b); FALSE when none. */
static gboolean enclosing_call(struct image *im, guint f, guint l, guint a, guint b, guint *s,
			       guint *e)
{
	for (guint i = a + 1; i-- > f;) {
		guint close;

		if (!sd_is_call_name(im, i, l))
			continue;
		close = sd_match_bracket(im->toks, i + 1, l);
		if (close < l && close + 1 >= b && i <= a) {
			*s = i;
			*e = close + 1;
			return TRUE;
		}
	}
	return FALSE;
}


static guint map_pos(GArray *pairs, guint p, gboolean start, guint qf, guint ql)
{
	/* A region's end tokens that are paired map to their partners; otherwise the region
	 * takes the unpaired post tokens up to the neighbouring pair. */
	guint n = pairs->len / 2;

	if (start) {
		guint q = qf;

		for (guint k = 0; k < n; k++) {
			guint pa = g_array_index(pairs, guint, 2 * k);

			if (pa == p)
				return g_array_index(pairs, guint, 2 * k + 1);
			if (pa < p)
				q = g_array_index(pairs, guint, 2 * k + 1) + 1;
		}
		return q;
	}
	for (guint k = 0; k < n; k++) {
		guint pa = g_array_index(pairs, guint, 2 * k);

		if (p > 0 && pa == p - 1)
			return g_array_index(pairs, guint, 2 * k + 1) + 1;
		if (pa >= p)
			return g_array_index(pairs, guint, 2 * k + 1);
	}
	return ql;
}


/* The argument of the call opened at im[open] that holds [a, b); FALSE when none does. */
static gboolean arg_span(struct image *im, guint open, guint close, guint a, guint b, guint *as,
			 guint *ae, guint *idx)
{
	guint s = open + 1, n = 0;
	int d = 0;

	for (guint i = open + 1; i <= close; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind == CF_PUNCT && !t->text[1] && strchr("({[", t->text[0]))
			d++;
		else if (t->kind == CF_PUNCT && !t->text[1] && strchr(")}]", t->text[0]) &&
			 i != close)
			d--;
		if ((d == 0 && sd_tok_is(t, ",")) || i == close) {
			if (s <= a && b <= i && s < i) {
				*as = s;
				*ae = i;
				*idx = n;
				return TRUE;
			}
			s = i + 1;
			n++;
		}
	}
	return FALSE;
}


static gboolean arg_region(struct sd_pairing *pr, GArray *pairs, guint pf, guint pl, guint qf, guint ql,
			   struct region *r)
{
	guint s, e, qs = 0, as, ae, qas, qae, i1, i2;
	gboolean found = FALSE;

	if (r->pa == r->pb || r->qa == r->qb)
		return FALSE;
	if (!enclosing_call(&pr->pre, pf, pl, r->pa, r->pb, &s, &e) || s >= r->pa)
		return FALSE;
	for (guint k = 0; k < pairs->len / 2; k++)
		if (g_array_index(pairs, guint, 2 * k) == s) {
			qs = g_array_index(pairs, guint, 2 * k + 1);
			found = TRUE;
		}
	if (!found || qs >= r->qa)
		return FALSE;
	if (!arg_span(&pr->pre, s + 1, e - 1, r->pa, r->pb, &as, &ae, &i1))
		return FALSE;
	if (!arg_span(&pr->post, qs + 1, sd_match_bracket(pr->post.toks, qs + 1, ql), r->qa, r->qb,
		      &qas, &qae, &i2) || i1 != i2)
		return FALSE;
	r->pa = as;
	r->pb = ae;
	r->qa = qas;
	r->qb = qae;
	r->call = FALSE;
	return TRUE;
}


/* Pre bounds of a post span from the pairs just outside it (sd_map_near the other way). */
static guint unmap_near(GArray *pairs, guint q, gboolean start, guint pf, guint pl)
{
	guint n = pairs->len / 2;

	if (start) {
		guint p = pf;

		for (guint k = 0; k < n; k++)
			if (g_array_index(pairs, guint, 2 * k + 1) < q)
				p = g_array_index(pairs, guint, 2 * k) + 1;
		return p;
	}
	for (guint k = 0; k < n; k++)
		if (g_array_index(pairs, guint, 2 * k + 1) >= q)
			return g_array_index(pairs, guint, 2 * k);
	return pl;
}


/*
 * Widens r to whole statements on both sides until they correspond: three old statements that
 * became one new one (init_timer() and two assignments made a timer_setup()) form one region.
 */
gboolean sd_stmt_span(struct sd_pairing *pr, GArray *pairs, guint pf, guint pl, guint qf, guint ql,
			  struct region *r)
{
	struct region w = *r;

	for (guint round = 0; round < 8; round++) {
		guint s, e, qs, qe, ps, pe;

		if (w.pb > w.pa) {
			sd_enclosing_stmt(&pr->pre, pf, pl, w.pa, w.pa + 1, &s, &e);
			ps = s;
			sd_enclosing_stmt(&pr->pre, pf, pl, w.pb - 1, w.pb, &s, &e);
			pe = e;
		} else {
			ps = w.pa;
			pe = w.pb;
		}
		qs = MIN(w.qa, sd_map_near(pairs, ps, TRUE, qf, ql));
		qe = MAX(w.qb, sd_map_near(pairs, pe, FALSE, qf, ql));
		if (qe > qs) {
			sd_enclosing_stmt(&pr->post, qf, ql, qs, qs + 1, &s, &e);
			qs = s;
			sd_enclosing_stmt(&pr->post, qf, ql, qe - 1, qe, &s, &e);
			qe = e;
		}
		ps = MIN(ps, unmap_near(pairs, qs, TRUE, pf, pl));
		pe = MAX(pe, unmap_near(pairs, qe, FALSE, pf, pl));
		if (ps == w.pa && pe == w.pb && qs == w.qa && qe == w.qb)
			break;
		w.pa = ps;
		w.pb = pe;
		w.qa = qs;
		w.qb = qe;
	}
	if (!sd_balanced(&pr->pre, w.pa, w.pb) || !sd_balanced(&pr->post, w.qa, w.qb))
		return FALSE;
	if (w.pb > w.pa && !sd_tok_is(sd_tok(&pr->pre, w.pb - 1), ";"))
		return FALSE;
	w.call = FALSE;
	w.insert = FALSE;
	*r = w;
	return TRUE;
}


/*
 * Widens r to the whole statements of the innermost blocks that hold it, on both sides, until the
 * two spans correspond (the LCS pairs just outside each bound the other): an if-else chain that
 * became a switch, whose inner statements the LCS paired across the old and new control flow,
 * is one region, the if on one side and the switch (with the statements written before it) on
 * the other.  FALSE when no block holds the span or the spans do not settle.
 */
static gboolean block_span(struct sd_pairing *pr, GArray *pairs, guint pf, guint pl, guint qf,
			   guint ql, struct region *r)
{
	struct region w = *r;

	for (guint round = 0; round < 8; round++) {
		guint ps = w.pa, pe = w.pb, qs, qe;

		if (pe > ps && !sd_stmt_cover(&pr->pre, pf, pl, w.pa, w.pb, &ps, &pe))
			return FALSE;
		qs = MIN(w.qa, sd_map_near(pairs, ps, TRUE, qf, ql));
		qe = MAX(w.qb, sd_map_near(pairs, pe, FALSE, qf, ql));
		if (qe > qs && !sd_stmt_cover(&pr->post, qf, ql, qs, qe, &qs, &qe))
			return FALSE;
		ps = MIN(ps, unmap_near(pairs, qs, TRUE, pf, pl));
		pe = MAX(pe, unmap_near(pairs, qe, FALSE, pf, pl));
		if (ps == w.pa && pe == w.pb && qs == w.qa && qe == w.qb) {
			if (!sd_balanced(&pr->pre, w.pa, w.pb) || !sd_balanced(&pr->post, w.qa, w.qb))
				return FALSE;
			w.call = FALSE;
			w.insert = FALSE;
			*r = w;
			return TRUE;
		}
		w.pa = ps;
		w.pb = pe;
		w.qa = qs;
		w.qb = qe;
	}
	return FALSE;
}


/*
 * Whether a call region's other side is an expression too: no statement's keyword and no ';' or
 * brace at its top (the LCS may pair a call's parentheses with an if's, "f(x)" with "if (s)").
 */
static gboolean expression_side(struct image *im, guint a, guint b)
{
	for (guint i = a; i < b; i++) {
		struct cf_token *t = sd_tok(im, i);

		static const char *const stmt[] = { ";", "{", "}", "if", "else", "switch", "case",
						    "default", "for", "while", "do", "return",
						    "goto", "break", "continue" };

		for (guint k = 0; k < G_N_ELEMENTS(stmt); k++)
			if (sd_tok_is(t, stmt[k]))
				return FALSE;
	}
	return TRUE;
}


/* Appends @r to @regs unless it starts inside the last region (which already covers it). */
static void append_unless_overlapping(GArray *regs, const struct region *r)
{
	if (regs->len && r->pa < g_array_index(regs, struct region, regs->len - 1).pb)
		return;
	g_array_append_val(regs, *r);
}


/* Changed regions of pre[pf, pl) vs post[qf, ql), each widened to a whole call or statement. */
GArray *sd_body_regions(struct sd_pairing *pr, guint pf, guint pl, guint qf, guint ql, GHashTable *sd_params)
{
	g_autoptr(GArray) pairs = sd_diff(pr, pf, pl, qf, ql);
	GArray *regs = g_array_new(FALSE, FALSE, sizeof(struct region));
	guint n = pairs->len / 2, pp = pf, qq = qf;
	struct region gap;

	for (guint k = 0; k <= n; k++) {
		guint pa = k < n ? g_array_index(pairs, guint, 2 * k) : pl;
		guint qa = k < n ? g_array_index(pairs, guint, 2 * k + 1) : ql;
		struct region r = { pp, pa, qq, qa, FALSE };

		pp = pa + 1;
		qq = qa + 1;
		if (r.pa == r.pb && r.qa == r.qb)
			continue;
		/* New statements: kept as an insertion, anchored by what precedes them. */
		if (r.pa == r.pb && r.qb > r.qa && sd_tok_is(sd_tok(&pr->post, r.qb - 1), ";") &&
		    sd_balanced(&pr->post, r.qa, r.qb) && r.qa > 0 &&
		    (sd_tok_is(sd_tok(&pr->post, r.qa - 1), ";") || sd_tok_is(sd_tok(&pr->post, r.qa - 1), "{") ||
		     sd_tok_is(sd_tok(&pr->post, r.qa - 1), "}"))) {
			r.insert = TRUE;
			g_array_append_val(regs, r);
			continue;
		}
		/* Tokens put before a parameter ("(u32 *)" before data): the parameter's use changes. */
		if (sd_params && r.pa == r.pb && r.pb < pl && r.qb < ql && r.qb > r.qa &&
		    sd_tok(&pr->pre, r.pb)->kind == CF_IDENT &&
		    g_hash_table_contains(sd_params, sd_tok(&pr->pre, r.pb)->text) &&
		    strcmp(sd_tok(&pr->pre, r.pb)->text, sd_tok(&pr->post, r.qb)->text) == 0 &&
		    sd_balanced(&pr->post, r.qa, r.qb)) {
			r.pb++;
			r.qb++;
		}
		/* A parameter replaced by an expression: that use alone is the change. */
		if (sd_params && r.pb == r.pa + 1 && sd_tok(&pr->pre, r.pa)->kind == CF_IDENT &&
		    g_hash_table_contains(sd_params, sd_tok(&pr->pre, r.pa)->text) && r.qb > r.qa &&
		    sd_balanced(&pr->post, r.qa, r.qb) && !sd_region_has(&pr->post, r.qa, r.qb, ";") &&
		    !sd_region_has(&pr->post, r.qa, r.qb, ",") && !sd_region_has(&pr->post, r.qa, r.qb, "=") &&
		    r.pa > pf && !sd_tok_is(sd_tok(&pr->pre, r.pa - 1), ".") &&
		    !sd_tok_is(sd_tok(&pr->pre, r.pa - 1), "->") &&
		    !sd_is_call_name(&pr->pre, r.pa, pl)) {
			append_unless_overlapping(regs, &r);
			continue;
		}
		/* Inside one argument of an unchanged call: the argument alone is the change. */
		if (arg_region(pr, pairs, pf, pl, qf, ql, &r)) {
			append_unless_overlapping(regs, &r);
			continue;
		}
		gap = r;
		for (guint round = 0; round < 6; round++) {
			guint s, e;
			gboolean ok;

			if (r.pa < r.pb && sd_is_call_name(&pr->pre, r.pa, pl)) {
				s = r.pa;
				e = sd_match_bracket(pr->pre.toks, r.pa + 1, pl) + 1;
				if (e < r.pb)
					e = r.pb;
				ok = TRUE;
			} else {
				ok = enclosing_call(&pr->pre, pf, pl, r.pa, r.pb, &s, &e);
			}
			if (!ok) {
				sd_enclosing_stmt(&pr->pre, pf, pl, r.pa, r.pb, &s, &e);
				r.call = FALSE;
			} else {
				r.call = TRUE;
			}
			if (s > r.pa)
				s = r.pa;
			if (e < r.pb)
				e = r.pb;
			{
				guint qa = MIN(r.qa, map_pos(pairs, s, TRUE, qf, ql));
				guint qb = MAX(r.qb, map_pos(pairs, e, FALSE, qf, ql));

				/* Pairs inside the span may cross; then the neighbouring pairs bound it. */
				if (!sd_balanced(&pr->post, qa, qb)) {
					qa = MIN(r.qa, sd_map_near(pairs, s, TRUE, qf, ql));
					qb = MAX(r.qb, sd_map_near(pairs, e, FALSE, qf, ql));
				}
				r.qa = qa;
				r.qb = qb;
			}
			r.pa = s;
			r.pb = e;
			if (sd_balanced(&pr->pre, r.pa, r.pb) && sd_balanced(&pr->post, r.qa, r.qb))
				break;
			if (r.pa > pf)
				r.pa--;
		}
		/* No call or statement alone: whole statements that correspond on both sides. */
		if (!sd_balanced(&pr->pre, r.pa, r.pb) || !sd_balanced(&pr->post, r.qa, r.qb) ||
		    (r.call && !expression_side(&pr->post, r.qa, r.qb))) {
			r = gap;
			/* the statements' own span, else the blocks': the gap is never dropped */
			if (!sd_stmt_span(pr, pairs, pf, pl, qf, ql, &r) &&
			    !block_span(pr, pairs, pf, pl, qf, ql, &r))
				continue;
		}
		/* LCS may align new statements with the old ones next to them: old text that is a
		 * suffix or prefix of the new text makes an insertion. */
		if (r.pb > r.pa && r.qb - r.qa > r.pb - r.pa) {
			guint n2 = r.pb - r.pa, m2 = r.qb - r.qa;
			gboolean suf = TRUE, pre = TRUE;

			for (guint i = 0; i < n2; i++) {
				if (sd_tok(&pr->pre, r.pa + i)->text != sd_tok(&pr->post, r.qb - n2 + i)->text)
					suf = FALSE;
				if (sd_tok(&pr->pre, r.pa + i)->text != sd_tok(&pr->post, r.qa + i)->text)
					pre = FALSE;
			}
			if (suf && sd_tok_is(sd_tok(&pr->post, r.qa + m2 - n2 - 1), ";") &&
			    sd_balanced(&pr->post, r.qa, r.qa + m2 - n2)) {
				r.qb = r.qa + m2 - n2;
				r.pb = r.pa;
				r.insert = TRUE;
			} else if (pre && sd_tok_is(sd_tok(&pr->post, r.qb - 1), ";") &&
				   sd_balanced(&pr->post, r.qa + n2, r.qb)) {
				r.qa += n2;
				r.pa = r.pb;
				r.insert = TRUE;
			}
		}
		/* Merge with the previous region when they overlap. */
		if (regs->len) {
			struct region *last = &g_array_index(regs, struct region, regs->len - 1);

			if (r.pa < last->pb) {
				last->pb = MAX(last->pb, r.pb);
				last->qb = MAX(last->qb, r.qb);
				last->pa = MIN(last->pa, r.pa);
				last->qa = MIN(last->qa, r.qa);
				last->call = last->call && r.call;
				continue;
			}
		}
		g_array_append_val(regs, r);
	}
	return regs;
}


/* Whether word is among the tokens the example changed on its old side (*pre), its new (*post). */
static void changed_sides(struct sd_pairing *pr, const char *word, gboolean *out_pre, gboolean *out_post)
{
	gboolean pre = FALSE, post = FALSE;

	for (guint i = 0; i < pr->pre.items->len; i++) {
		struct cf_item *a = sd_item(&pr->pre, i), *b;
		g_autoptr(GArray) pairs = NULL;
		guint n, k, j;

		if (pr->pre_to_post[i] < 0) {
			for (j = a->first; j < a->last; j++)
				pre |= strcmp(sd_tok(&pr->pre, j)->text, word) == 0;
			continue;
		}
		b = sd_item(&pr->post, pr->pre_to_post[i]);
		pairs = sd_diff(pr, a->first, a->last, b->first, b->last);
		n = pairs->len / 2;
		for (k = 0, j = a->first; j < a->last; j++) {
			if (k < n && g_array_index(pairs, guint, 2 * k) == j) {
				k++;
				continue;
			}
			pre |= strcmp(sd_tok(&pr->pre, j)->text, word) == 0;
		}
		for (k = 0, j = b->first; j < b->last; j++) {
			if (k < n && g_array_index(pairs, guint, 2 * k + 1) == j) {
				k++;
				continue;
			}
			post |= strcmp(sd_tok(&pr->post, j)->text, word) == 0;
		}
	}
	for (guint i = 0; i < pr->post.items->len; i++) {
		struct cf_item *b = sd_item(&pr->post, i);

		if (pr->post_to_pre[i] >= 0)
			continue;
		for (guint j = b->first; j < b->last; j++)
			post |= strcmp(sd_tok(&pr->post, j)->text, word) == 0;
	}
	*out_pre = pre;
	*out_post = post;
}


/* A declaration's region without its storage class: "struct x v;" also matches "static ...". */
void sd_drop_storage(struct sd_pairing *pr, GArray *regs)
{
	for (guint k = 0; k < regs->len; k++) {
		struct region *r = &g_array_index(regs, struct region, k);

		while (r->pa + 1 < r->pb && r->qa + 1 < r->qb &&
		       cf_word_is(sd_tok(&pr->pre, r->pa)->text, CF_WORD_STORAGE | CF_WORD_ANNOTATION) &&
		       strcmp(sd_tok(&pr->pre, r->pa)->text, sd_tok(&pr->post, r->qa)->text) == 0) {
			r->pa++;
			r->qa++;
		}
	}
}


int sd_pair(struct sd_pairing *out, const struct sd_request *rq, GError **error)
{
	const struct syn_file *sf = rq->file;
	const struct red_issue *issue = rq->issue;
	const char *hash = rq->ex->hash ? rq->ex->hash : "?";
	const char *path = sf->new_path ? sf->new_path : sf->old_path;
	g_autofree char *ppath = g_strdup_printf("%.12s^:%s", hash, sf->old_path);
	g_autofree char *qpath = g_strdup_printf("%.12s:%s", hash, path);
	const char *sym = NULL;
	gboolean back = FALSE;

	memset(out, 0, sizeof(*out));
	if (!sd_load_image(&out->pre, sf->old_text, ppath, error) ||
	    !sd_load_image(&out->post, sf->new_text, qpath, error)) {
		sd_pairing_clear(out);
		return -1;
	}
	sd_pair_items(out);
	/* The issue names what the example added: the target is older, apply it backwards. */
	/* "struct proc_ops": the type's name is the word the example shows */
	if (issue && issue->symbol) {
		const char *sp = strrchr(issue->symbol, ' ');

		sym = sp ? sp + 1 : issue->symbol;
	}
	if (sym) {
		gboolean pre, post;

		/* the name only added: the target lacks it; only removed: the target is newer;
		 * neither or both: the run says which kernel is older */
		changed_sides(out, sym, &pre, &post);
		back = pre != post ? post : rq->ex->older;
	}
	if (sym && back != rq->reverse) {
		struct image t = out->pre;

		out->pre = out->post;
		out->post = t;
		g_clear_pointer(&out->pre_to_post, g_free);
		g_clear_pointer(&out->post_to_pre, g_free);
		sd_pair_items(out);
		out->reversed = TRUE;
	}
	return 0;
}


void sd_pairing_clear(struct sd_pairing *p)
{
	g_clear_pointer(&p->pre.toks, g_ptr_array_unref);
	g_clear_pointer(&p->pre.items, g_ptr_array_unref);
	g_clear_pointer(&p->post.toks, g_ptr_array_unref);
	g_clear_pointer(&p->post.items, g_ptr_array_unref);
	g_clear_pointer(&p->pre_to_post, g_free);
	g_clear_pointer(&p->post_to_pre, g_free);
	g_clear_pointer(&p->diffs, g_hash_table_unref);
}


static const char *item_kind(const struct cf_item *it)
{
	static const char *const names[] = {
		[CF_ITEM_FUNC] = "function", [CF_ITEM_DECL] = "declaration",
		[CF_ITEM_MACROCALL] = "macro use", [CF_ITEM_STRUCT] = "struct",
		[CF_ITEM_DEFINE] = "#define", [CF_ITEM_COND] = "conditional",
		[CF_ITEM_PP] = "directive",
	};

	return (guint)it->kind < G_N_ELEMENTS(names) && names[it->kind] ? names[it->kind] : "item";
}


void sd_pairing_explain(GString *out, struct sd_pairing *p)
{
	guint same = 0;

	g_string_append_printf(out, "pair: %u items before, %u after%s\n", p->pre.items->len,
			       p->post.items->len,
			       p->reversed ? "; the example applied backwards" : "");
	for (guint i = 0; i < p->pre.items->len; i++) {
		struct cf_item *a = sd_item(&p->pre, i), *b;
		int q = p->pre_to_post[i];

		if (q < 0) {
			g_string_append_printf(out, "  removed: %s %s\n", item_kind(a), a->name);
			continue;
		}
		if (sd_item_equal(p, i, q)) {
			same++;
			continue;
		}
		b = sd_item(&p->post, q);
		if (strcmp(a->name, b->name))
			g_string_append_printf(out, "  changed: %s %s, now %s\n", item_kind(a), a->name,
					       b->name);
		else
			g_string_append_printf(out, "  changed: %s %s\n", item_kind(a), a->name);
	}
	for (guint i = 0; i < p->post.items->len; i++) {
		struct cf_item *b = sd_item(&p->post, i);

		if (p->post_to_pre[i] < 0)
			g_string_append_printf(out, "  added: %s %s\n", item_kind(b), b->name);
	}
	g_string_append_printf(out, "  unchanged: %u\n", same);
}

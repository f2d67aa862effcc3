// SPDX-License-Identifier: GPL-2.0
/*
 * synth's emit stage, the rule being built: its metavariable declarations (with rollback when a
 * region cannot be expressed), one changed region printed as minus and plus lines, the script rule
 * that makes fresh names, and the declarations of new items.
 */
#include <string.h>

#include "stages.h"


/* Does the argument im[f, l) name something of the example that rule R must follow? */
static gboolean arg_structured(struct emit *c, struct rctx *R, struct image *im, guint f, guint l)
{
	for (guint i = f; i < l; i++) {
		struct cf_token *t = sd_tok(im, i);
		const char *prev = i > f ? sd_tok(im, i - 1)->text : NULL;

		if (t->kind != CF_IDENT || sd_is_keyword(t->text))
			continue;
		if (prev && (!strcmp(prev, "->") || !strcmp(prev, ".")) &&
		    g_hash_table_contains(c->nm->fields, t->text))
			return TRUE;
		if (g_hash_table_contains(R->extra, t->text) || g_hash_table_contains(c->bound, t->text))
			return TRUE;
		if (sd_is_local(c->nm, t->text) && !(R->locals && g_hash_table_contains(R->locals, t->text)))
			return TRUE;
	}
	return FALSE;
}


/*
 * Is argument k of the call (spans) one the + side drops whole, whose example names the other
 * arguments name too?  It carried what the change now reaches another way (the data a callback
 * got, "(unsigned long)p" beside "&p->timer"), so the target may pass anything there: it becomes
 * one expression rather than the example's shape.
 */
static gboolean dropped_arg(struct emit *c, struct region *r, GArray *spans, guint k)
{
	guint s = g_array_index(spans, guint, 2 * k), e = g_array_index(spans, guint, 2 * k + 1);
	gboolean named = FALSE;

	/* the + side keeps the argument as written: not dropped */
	for (guint q = r->qa; q + (e - s) <= r->qb; q++) {
		guint m = 0;

		while (m < e - s && !strcmp(sd_tok(&c->pr->post, q + m)->text, sd_tok(&c->pr->pre, s + m)->text))
			m++;
		if (m == e - s)
			return FALSE;
	}
	for (guint i = s; i < e; i++) {
		struct cf_token *t = sd_tok(&c->pr->pre, i);
		gboolean elsewhere = FALSE;

		if (t->kind != CF_IDENT || sd_is_keyword(t->text))
			continue;
		for (guint m = 0; m < spans->len / 2 && !elsewhere; m++) {
			guint ms = g_array_index(spans, guint, 2 * m), me = g_array_index(spans, guint, 2 * m + 1);

			if (m == k)
				continue;
			for (guint j = ms; j < me && !elsewhere; j++)
				elsewhere = !strcmp(sd_tok(&c->pr->pre, j)->text, t->text);
		}
		if (!elsewhere && !sd_is_keyword(t->text) && (sd_is_local(c->nm, t->text) ||
							    g_hash_table_contains(c->nm->fields, t->text)))
			return FALSE;
		named = named || elsewhere;
	}
	return named;
}


/*
 * The example reaches a struct through a pointer (p->timer, p as a value) where a driver may hold
 * the struct itself (dev.timer, &dev), or the other way round.  other_access() rewrites the uses
 * of metavariable mv in w into the other form, or returns NULL when one of them has no such form.
 */
static GPtrArray *other_access(GPtrArray *w, const char *mv, gboolean to_object)
{
	GPtrArray *o = g_ptr_array_new_with_free_func(g_free);

	for (guint i = 0; i < w->len; i++) {
		const char *x = w->pdata[i], *next = i + 1 < w->len ? w->pdata[i + 1] : "";
		gboolean amp = o->len && !strcmp(o->pdata[o->len - 1], "&");

		if (strcmp(x, mv)) {
			g_ptr_array_add(o, g_strdup(x));
			continue;
		}
		if (!strcmp(next, to_object ? "->" : ".")) {
			/* x->f is s.f; "&" before it takes the member's address either way */
			g_ptr_array_add(o, g_strdup(x));
			g_ptr_array_add(o, g_strdup(to_object ? "." : "->"));
			i++;
			continue;
		}
		if (to_object == amp)
			goto fail;	/* &p, or the struct s used as a value */
		if (amp)
			g_ptr_array_remove_index(o, o->len - 1);
		else
			g_ptr_array_add(o, g_strdup("&"));
		g_ptr_array_add(o, g_strdup(x));
	}
	return o;
fail:
	g_ptr_array_unref(o);
	return NULL;
}


/*
 * The other access form of the words of a region (see other_access()) for every name of the
 * example's that R turned into a metavariable and that the - code uses as "x->f" (or only as
 * "x.f" and "&x"); FALSE when there is none or some use has no other form.
 */
static gboolean other_form(struct rctx *R, GPtrArray *mw, GPtrArray *pw, GPtrArray **mo,
			   GPtrArray **po)
{
	g_autoptr(GPtrArray) m = g_ptr_array_ref(mw), p = g_ptr_array_ref(pw);
	gboolean any = FALSE;

	for (guint i = 0; i + 1 < mw->len; i++) {
		const char *x = mw->pdata[i], *next = mw->pdata[i + 1];
		gboolean to_object = !strcmp(next, "->");
		g_autoptr(GPtrArray) m2 = NULL, p2 = NULL;
		gboolean seen = FALSE;

		if (!g_hash_table_contains(R->declared, x) || (!to_object && strcmp(next, ".")) ||
		    !(g_str_has_prefix(x, "ml_") || g_str_has_prefix(x, "mx_") ||
		      g_str_has_prefix(x, "mf_")))
			continue;
		/* the first use decides */
		for (guint j = 0; j < i && !seen; j++)
			seen = strcmp(mw->pdata[j], x) == 0;
		if (seen)
			continue;
		m2 = other_access(m, x, to_object);
		p2 = m2 ? other_access(p, x, to_object) : NULL;
		if (!p2)
			return FALSE;
		g_ptr_array_unref(m);
		g_ptr_array_unref(p);
		m = g_steal_pointer(&m2);
		p = g_steal_pointer(&p2);
		any = TRUE;
	}
	if (!any)
		return FALSE;
	*mo = g_steal_pointer(&m);
	*po = g_steal_pointer(&p);
	return TRUE;
}


/*
 * The arguments of the call im[a] "f(x, y)" in im[a, b), as [start, end) pairs appended to
 * spans; FALSE when im[a, b) does not start with a call.  The region may go on after the call's
 * own parentheses (its ';').
 */
static gboolean call_args(struct image *im, guint a, guint b, GArray *spans)
{
	guint close, s = a + 2;
	int d = 0;

	if (b <= a + 2 || sd_tok(im, a)->kind != CF_IDENT || !sd_tok_is(sd_tok(im, a + 1), "("))
		return FALSE;
	close = sd_match_bracket(im->toks, a + 1, b);
	if (close >= b)
		return FALSE;
	for (guint i = a + 2; i <= close; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind == CF_PUNCT && !t->text[1] && strchr("({[", t->text[0]))
			d++;
		else if (t->kind == CF_PUNCT && !t->text[1] && strchr(")}]", t->text[0]) && i != close)
			d--;
		if ((d == 0 && sd_tok_is(t, ",")) || i == close) {
			if (i > s) {
				guint ss = s, ee = i;

				g_array_append_val(spans, ss);
				g_array_append_val(spans, ee);
			}
			s = i + 1;
		}
	}
	return TRUE;
}

/*
 * The value of the one assignment im[a, b) ("p->flags |= A | B;"), as a [start, end) pair
 * appended to spans when the + side im2[qa, qb) holds it as written ("f(p, A | B);"), a leading
 * "~" or "!" left out when only the rest is there ("&= ~A" -> "g(p, A)").  Where the
 * assignment is the issue's (its target names the issue's symbol), the value is the driver's,
 * not the example's: it becomes an expression as a call's argument does.  FALSE when im[a, b)
 * is not one assignment or its value is not on the + side.
 */
static gboolean assigned_value(struct image *im, guint a, guint b, struct image *im2, guint qa,
			       guint qb, GArray *spans)
{
	static const char *const ops[] = { "=", "|=", "&=", "^=", "+=", "-=", "<<=", ">>=", NULL };
	guint op = 0, end = b;
	int d = 0;

	if (b > a && sd_tok_is(sd_tok(im, b - 1), ";"))
		end = b - 1;
	for (guint i = a; i < end && !op; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind == CF_PUNCT && !t->text[1] && strchr("({[", t->text[0]))
			d++;
		else if (t->kind == CF_PUNCT && !t->text[1] && strchr(")}]", t->text[0]))
			d--;
		else if (t->kind == CF_PUNCT && d == 0 && g_strv_contains(ops, t->text))
			op = i;
		else if (d == 0 && (sd_tok_is(t, ";") || sd_tok_is(t, ",")))
			return FALSE;
	}
	if (!op || op == a || op + 1 >= end)
		return FALSE;
	for (guint s = op + 1; s < end && s <= op + 2; s++) {
		if (s == op + 2 && !sd_tok_is(sd_tok(im, op + 1), "~") &&
		    !sd_tok_is(sd_tok(im, op + 1), "!"))
			break;
		for (guint q = qa; q + (end - s) <= qb; q++) {
			guint m = 0;

			while (m < end - s && !strcmp(sd_tok(im2, q + m)->text, sd_tok(im, s + m)->text))
				m++;
			if (m == end - s) {
				g_array_append_val(spans, s);
				g_array_append_val(spans, end);
				return TRUE;
			}
		}
	}
	return FALSE;
}

/* Does the literal im[s, e) hold the issue's symbol (the value is what the issue is about)? */
static gboolean names_issue(struct emit *c, struct image *im, guint s, guint e)
{
	for (guint i = s; i < e; i++)
		if (!strcmp(sd_tok(im, i)->text, c->rq->issue->symbol))
			return TRUE;
	return FALSE;
}

/*
 * A value the example replaces by another in a call it changes ("old(p, A | B, h)" to
 * "new(p, C | D, h, NULL)") is the example's value, not the target's: the target may pass
 * another there (its own flags).  kept_value() finds such an argument k of the - call (its
 * metavariable argmv[i] in mw, unused in pw) whose + counterpart at the same place (pwspan[k]
 * in pw) is another value, and writes the two forms of the rule: the - side with the example's
 * value in *m1, to go with pw (where the target passes the example's value it gets the
 * example's new one), and the + side with the metavariable in *p2, to go with mw (the target's
 * value kept).  FALSE when there is no such argument, when the issue is about the value itself
 * (its name is in it, or it is an argument of the issue's call whose type GCC rejected), or
 * the two calls do not line up.
 */
static gboolean kept_value(struct emit *c, struct region *r, GArray *spans, GPtrArray *argmv,
			   GArray *argk, GArray *qspans, GArray *pwspan, GPtrArray *mw, GPtrArray *pw,
			   GPtrArray **m1, GPtrArray **p2, GString *what)
{
	const struct red_issue *is = c->rq->issue;
	g_autoptr(GPtrArray) m = NULL, p = NULL;
	gboolean any = FALSE;

	if (is->kind == RED_INCOMPATIBLE_ARG && !strcmp(sd_tok(&c->pr->pre, r->pa)->text, is->symbol))
		return FALSE;
	m = g_ptr_array_new_with_free_func(g_free);
	p = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; i < mw->len; i++)
		g_ptr_array_add(m, g_strdup(mw->pdata[i]));
	for (guint i = 0; i < pw->len; i++)
		g_ptr_array_add(p, g_strdup(pw->pdata[i]));
	for (guint a = 0; a < argmv->len; a++) {
		guint k = g_array_index(argk, guint, a);
		guint s = g_array_index(spans, guint, 2 * k), e = g_array_index(spans, guint, 2 * k + 1);
		guint qs, qe;
		int from, to;
		g_autofree char *old = NULL, *new = NULL;
		gboolean same = FALSE;

		if (k >= qspans->len / 2 || sd_has_word(pw, argmv->pdata[a]) ||
		    !sd_literal_value(c, &c->pr->pre, s, e) || names_issue(c, &c->pr->pre, s, e))
			continue;
		qs = g_array_index(qspans, guint, 2 * k);
		qe = g_array_index(qspans, guint, 2 * k + 1);
		from = g_array_index(pwspan, int, 2 * k);
		to = g_array_index(pwspan, int, 2 * k + 1);
		if (from < 0 || to <= from || !sd_literal_value(c, &c->pr->post, qs, qe))
			continue;
		new = sd_range_text(&c->pr->post, qs, qe);
		for (guint j = 0; j < spans->len / 2 && !same; j++) {
			g_autofree char *t = sd_range_text(&c->pr->pre, g_array_index(spans, guint, 2 * j),
							   g_array_index(spans, guint, 2 * j + 1));

			same = !strcmp(t, new);
		}
		if (same)
			continue;
		old = sd_range_text(&c->pr->pre, s, e);
		/* the example's value in the first form, the metavariable (the target's) in the other */
		for (guint i = 0; i < m->len; i++) {
			if (strcmp(m->pdata[i], argmv->pdata[a]))
				continue;
			g_ptr_array_remove_index(m, i);
			for (guint t = s; t < e; t++)
				g_ptr_array_insert(m, i + (t - s), g_strdup(sd_tok(&c->pr->pre, t)->text));
			break;
		}
		for (int i = to - 1; i > from; i--)
			g_ptr_array_remove_index(p, i);
		g_free(p->pdata[from]);
		p->pdata[from] = g_strdup(argmv->pdata[a]);
		/* later spans moved left in p */
		for (guint j = k + 1; j < pwspan->len / 2; j++) {
			int *f = &g_array_index(pwspan, int, 2 * j), *t = &g_array_index(pwspan, int, 2 * j + 1);

			if (*f >= 0) {
				*f -= to - from - 1;
				*t -= to - from - 1;
			}
		}
		g_string_append_printf(what, "%s\"%s\" (argument %u of %s) becomes \"%s\" only where the "
				       "driver passes the same, another value of the driver's is kept",
				       any ? "; " : "", old, k + 1, sd_tok(&c->pr->pre, r->pa)->text, new);
		any = TRUE;
	}
	if (!any)
		return FALSE;
	*m1 = g_steal_pointer(&m);
	*p2 = g_steal_pointer(&p);
	return TRUE;
}


/* Is mv declared by R itself ("kind mv;"), not inherited ("kind rule.mv;")? */
static gboolean declared_here(struct rctx *R, const char *mv)
{
	return GPOINTER_TO_INT(g_hash_table_lookup(R->declared, mv)) == RCTX_OWN;
}


static void emit_minus_plus(GString *out, GPtrArray *mw, GPtrArray *pw)
{
	g_string_append(out, "- ");
	sd_append_words(out, mw);
	g_string_append(out, "\n");
	if (pw->len) {
		g_string_append(out, "+ ");
		sd_append_words(out, pw);
		g_string_append(out, "\n");
	}
}


/*
 * Does the call im[a, b) head a loop: a macro call followed by a block or a statement rather
 * than by ";", "," or an operator ("list_for_each_entry(p, h, m) {")?  spatch parses such a
 * call only in a rule that declares its name an iterator, with the statement it heads.
 */
static gboolean loop_head(struct image *im, guint a, guint b)
{
	const struct cf_token *t;

	if (b <= a + 2 || b >= im->toks->len || strcmp(sd_tok(im, b - 1)->text, ")") ||
	    sd_tok(im, a)->kind != CF_IDENT || strcmp(sd_tok(im, a + 1)->text, "("))
		return FALSE;
	t = sd_tok(im, b);
	return !strcmp(t->text, "{") || t->kind == CF_IDENT;
}

/*
 * A region whose call heads a loop on both sides: its names declared iterators, the statement
 * it heads a metavariable after the "- old / + new" lines.  FALSE when it is not one.
 */
static gboolean emit_loop_head(struct emit *c, struct rctx *R, struct region *r, GString *out,
			       GPtrArray *mw, GPtrArray *pw)
{
	g_autofree char *s = NULL;

	if (!r->call || !pw->len || !loop_head(&c->pr->pre, r->pa, r->pb) ||
	    !loop_head(&c->pr->post, r->qa, r->qb))
		return FALSE;
	sd_rctx_declare(R, "iterator name", sd_tok(&c->pr->pre, r->pa)->text);
	sd_rctx_declare(R, "iterator name", sd_tok(&c->pr->post, r->qa)->text);
	s = g_strdup_printf("ms%u", ++c->nexpr);
	sd_rctx_declare(R, "statement", s);
	emit_minus_plus(out, mw, pw);
	g_string_append_printf(out, "  %s\n", s);
	g_string_append_printf(c->notes, "%s: %s heads a loop: an iterator, with the statement it "
			       "heads\n", R->name ? R->name : "rule", sd_tok(&c->pr->pre, r->pa)->text);
	return TRUE;
}

/* Does im[a, b) hold word outside any bracket it opens? */
static gboolean top_has(struct image *im, guint a, guint b, const char *word)
{
	int d = 0;

	for (guint i = a; i < b; i++) {
		const char *s = sd_tok(im, i)->text;

		if (!d && !strcmp(s, word))
			return TRUE;
		if (sd_tok(im, i)->kind != CF_PUNCT || s[1])
			continue;
		if (strchr("({[", s[0]))
			d++;
		else if (strchr(")}]", s[0]))
			d--;
	}
	return FALSE;
}

static gboolean stmt_keyword(const char *s)
{
	static const char *const kw[] = { "return", "break", "continue", "goto", "if", "for",
					  "while", "do", "switch", "case", "default", NULL };

	for (guint i = 0; kw[i]; i++)
		if (!strcmp(s, kw[i]))
			return TRUE;
	return FALSE;
}

/*
 * What spatch's SmPL grammar cannot read in im[a, b) as one side of a rule, or NULL when it can:
 * a case label outside its switch (a region that splits a switch's arms), an else without its
 * if, a statement as a macro's argument ("scoped(return -EBUSY, x)"), a declaration of several
 * declarators one of which is a pointer ("char *a, *b;"), GNU's "a ?: b", whole statements with a
 * piece of one.  Brackets are counted in the range
 * alone (a region is balanced).
 */
static const char *smpl_unwritable(struct image *im, guint a, guint b)
{
	g_autoptr(GString) open = g_string_new(NULL);	/* the brackets open at i */
	gboolean seen_if = FALSE;
	gboolean decl = b > a && sd_tok_is(sd_tok(im, b - 1), ";");

	for (guint i = a; i < b; i++) {
		const struct cf_token *t = sd_tok(im, i);
		const char *s = t->text;
		char top = open->len ? open->str[open->len - 1] : 0;

		if (t->kind == CF_PUNCT) {
			if (!s[1] && strchr("({[", s[0]))
				g_string_append_c(open, s[0]);
			else if (!s[1] && strchr(")}]", s[0]) && open->len)
				g_string_truncate(open, open->len - 1);
			else if (!strcmp(s, ",") && !open->len && decl && i + 1 < b &&
				 sd_tok_is(sd_tok(im, i + 1), "*"))
				return "a declaration of several declarators with a pointer";
			else if (!strcmp(s, "?") && i + 1 < b && sd_tok_is(sd_tok(im, i + 1), ":"))
				return "GNU's \"a ?: b\"";
			continue;
		}
		if (t->kind != CF_IDENT)
			continue;
		if (top == '(' && stmt_keyword(s))
			return "a statement as a macro's argument";
		if (open->len)
			continue;
		if (!strcmp(s, "if"))
			seen_if = TRUE;
		else if (!strcmp(s, "else") && !seen_if)
			return "an else without its if";
		else if (!strcmp(s, "case") ||
			 (!strcmp(s, "default") && i + 1 < b && sd_tok_is(sd_tok(im, i + 1), ":")))
			return "a case label outside its switch";
	}
	/* whole statements with a piece of one: "f(x); g(y); ret =" */
	if (top_has(im, a, b, ";") &&
	    (!sd_tok_is(sd_tok(im, b - 1), ";") && !sd_tok_is(sd_tok(im, b - 1), "}")))
		return "statements with a part of one";
	if (top_has(im, a, b, ";") && a > 0) {
		const struct cf_token *t = sd_tok(im, a - 1);

		if (t->kind == CF_PUNCT && !sd_tok_is(t, ";") && !sd_tok_is(t, "{") &&
		    !sd_tok_is(t, "}") && !sd_tok_is(t, ":") && !sd_tok_is(t, ")"))
			return "statements with a part of one";
	}
	return NULL;
}

/*
 * Emits "- old\n+ new\n" for one region into out, declarations into R.  In a call, an argument
 * becomes one expression metavariable, matched on both sides by its text, unless it names the
 * example's own things (its functions, struct members, the function's parameters): then its
 * tokens map one by one so that later rules can follow them.  whole: every argument is one
 * expression (the less specific variant).  FALSE when the region is not sd_balanced.
 */
gboolean sd_emit_region(struct emit *c, struct rctx *R, struct region *r, GString *out,
			    gboolean whole)
{
	g_autoptr(GPtrArray) mw = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) mo = NULL, po = NULL;
	g_autoptr(GPtrArray) pw = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func(g_free);	/* arg texts */
	g_autoptr(GPtrArray) argmv = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GArray) spans = g_array_new(FALSE, FALSE, sizeof(guint));
	g_autoptr(GArray) argk = g_array_new(FALSE, FALSE, sizeof(guint));	/* span of argmv[i] */
	g_autoptr(GArray) qspans = g_array_new(FALSE, FALSE, sizeof(guint));
	g_autoptr(GArray) pwspan = g_array_new(FALSE, FALSE, sizeof(int));	/* qspans in pw */
	g_autoptr(GPtrArray) m1 = NULL, p2 = NULL;
	g_autoptr(GString) kept = g_string_new(NULL);
	guint nbound = c->bound_order->len;
	const char *why;

	if (r->insert || !sd_balanced(&c->pr->pre, r->pa, r->pb) || !sd_balanced(&c->pr->post, r->qa, r->qb))
		return FALSE;
	why = smpl_unwritable(&c->pr->pre, r->pa, r->pb);
	if (!why)
		why = smpl_unwritable(&c->pr->post, r->qa, r->qb);
	if (why) {
		guint at = MIN(r->pa, c->pr->pre.toks->len - 1);
		g_autofree char *note = NULL;

		note = g_strdup_printf("%s: the change at line %d is no rule of its own: SmPL "
				       "cannot write %s\n", R->name ? R->name : "rule",
				       sd_tok(&c->pr->pre, at)->line, why);

		/* once, though the statements around it are tried too */
		if (!strstr(c->notes->str, note))
			g_string_append(c->notes, note);
		return FALSE;
	}
	if (r->call)
		call_args(&c->pr->pre, r->pa, r->pb, spans);
	else if (assigned_value(&c->pr->pre, r->pa, r->pb, &c->pr->post, r->qa, r->qb, spans) &&
		 (names_issue(c, &c->pr->pre, g_array_index(spans, guint, 0),
			      g_array_index(spans, guint, 1)) ||
		  !names_issue(c, &c->pr->pre, r->pa, g_array_index(spans, guint, 0))))
		/* the value is what the issue is about, or the assignment is not the issue's (a
		 * change the issue's one links): the example's value stays as written */
		g_array_set_size(spans, 0);
	for (guint i = r->pa; i < r->pb;) {
		gboolean arg = FALSE;

		for (guint k = 0; k < spans->len / 2; k++) {
			guint s = g_array_index(spans, guint, 2 * k), e = g_array_index(spans, guint, 2 * k + 1);
			gboolean single = e == s + 1 && sd_tok(&c->pr->pre, s)->kind == CF_IDENT;
			char *mv;

			if (s != i)
				continue;
			if (!whole && !single && arg_structured(c, R, &c->pr->pre, s, e) &&
			    !dropped_arg(c, r, spans, k))
				break;
			/* Less specific: only the example's functions stay names (later rules follow them). */
			if (single && (!whole || sd_image_defines_func(&c->pr->pre, sd_tok(&c->pr->pre, s)->text) ||
				       g_hash_table_contains(R->extra, sd_tok(&c->pr->pre, s)->text)) &&
			    arg_structured(c, R, &c->pr->pre, s, e))
				break;
			mv = g_strdup_printf("me%u", ++c->nexpr);
			sd_rctx_declare(R, "expression", mv);
			g_ptr_array_add(mw, g_strdup(mv));
			g_ptr_array_add(args, sd_range_text(&c->pr->pre, s, e));
			g_ptr_array_add(argmv, mv);
			g_array_append_val(argk, k);
			i = e;
			arg = TRUE;
			break;
		}
		if (arg)
			continue;
		i += sd_map_one(c, R, &c->pr->pre, i, r->pa, r->pb, FALSE, mw);
	}
	/* Plus side: any run of tokens equal to an old argument becomes its metavariable. */
	if (r->call && call_args(&c->pr->post, r->qa, r->qb, qspans)) {
		int none = -1;

		for (guint k = 0; k < qspans->len; k++)
			g_array_append_val(pwspan, none);
	}
	for (guint i = r->qa; i < r->qb;) {
		guint best = 0, bestlen = 0;

		/* where each argument of the + call starts and ends in pw */
		for (guint k = 0; k < qspans->len; k++)
			if (g_array_index(qspans, guint, k) == i)
				g_array_index(pwspan, int, k) = (int)pw->len;

		for (guint k = 0; k < args->len; k++) {
			g_auto(GStrv) w = g_strsplit(args->pdata[k], " ", -1);
			guint n = g_strv_length(w), m;

			if (n <= bestlen || i + n > r->qb)
				continue;
			for (m = 0; m < n; m++)
				if (strcmp(sd_tok(&c->pr->post, i + m)->text, w[m]))
					break;
			if (m == n) {
				best = k;
				bestlen = n;
			}
		}
		if (bestlen) {
			g_ptr_array_add(pw, g_strdup(argmv->pdata[best]));
			i += bestlen;
			continue;
		}
		i += sd_map_one(c, R, &c->pr->post, i, r->qa, r->qb, TRUE, pw);
	}
	/*
	 * A type metavariable, any of the rule's own when alone, must be bound by the - side; in
	 * a function's rule, so must one of its locals or members (no other alternative binds it
	 * for this one: spatch refused "ml_x appears only in + code"), and a parameter in a
	 * statement (the statements' rule heads the function "f(...)").
	 */
	for (guint i = 0; i < pw->len; i++) {
		const char *w = pw->pdata[i];
		gboolean seen = FALSE;

		if (R->alone ? !declared_here(R, w) :
		    !(g_str_has_prefix(w, "mt_") || (declared_here(R, w) &&
		      (g_str_has_prefix(w, "ml_") || g_str_has_prefix(w, "mx_") ||
		       g_str_has_prefix(w, "mfld_") ||
		       (g_str_has_prefix(w, "mp_") && sd_ends_stmt(mw))))))
			continue;
		for (guint j = 0; j < mw->len && !seen; j++)
			seen = strcmp(mw->pdata[j], w) == 0;
		if (!seen) {
			/* what this attempt published is not bound after all */
			while (c->bound_order->len > nbound) {
				g_hash_table_remove(c->bound, c->bound_order->pdata[c->bound_order->len - 1]);
				g_ptr_array_remove_index(c->bound_order, c->bound_order->len - 1);
			}
			return FALSE;
		}
	}
	sd_rctx_typedefs(R, mw);
	sd_rctx_typedefs(R, pw);
	if (emit_loop_head(c, R, r, out, mw, pw))
		return TRUE;
	/* a disjunction of expressions cannot hold + statements */
	if ((sd_ends_stmt(mw) || !sd_has_word(pw, ";")) && other_form(R, mw, pw, &mo, &po)) {
		/* both forms, in a disjunction: the example's first */
		g_string_append(out, "(\n");
		emit_minus_plus(out, mw, pw);
		g_string_append(out, "|\n");
		emit_minus_plus(out, mo, po);
		g_string_append(out, ")\n");
		g_string_append_printf(c->notes, "%s: the example's pointer and struct accesses "
				       "(p->f, &s.f) both match\n", R->name ? R->name : "rule");
		return TRUE;
	}
	if ((sd_ends_stmt(mw) || !sd_has_word(pw, ";")) && pwspan->len &&
	    kept_value(c, r, spans, argmv, argk, qspans, pwspan, mw, pw, &m1, &p2, kept)) {
		/* the example's value where the driver has it, the driver's own elsewhere */
		g_string_append(out, "(\n");
		emit_minus_plus(out, m1, pw);
		g_string_append(out, "|\n");
		emit_minus_plus(out, mw, p2);
		g_string_append(out, ")\n");
		g_string_append_printf(c->notes, "%s: %s\n", R->name ? R->name : "rule", kept->str);
		return TRUE;
	}
	emit_minus_plus(out, mw, pw);
	return TRUE;
}


/* New declarations (post-only items linked to the selected change), with their guards. */
char *sd_new_decls(struct emit *c)
{
	GString *s = g_string_new(NULL);
	int open_cond = -1;

	for (guint i = 0; i < c->pr->post.items->len; i++) {
		struct cf_item *it = sd_item(&c->pr->post, i);

		if (it->kind == CF_ITEM_COND && open_cond >= 0 &&
		    (it->cond == open_cond) && c->pr->post_to_pre[i] >= 0) {
			/* #else / #endif of the guard we reproduced */
			const char *d = it->name + 1;

			while (*d == ' ')
				d++;
			g_string_append_printf(s, "+%s\n", it->name);
			if (g_str_has_prefix(d, "endif"))
				open_cond = -1;
			continue;
		}
		if (!c->included[i])
			continue;
		if (it->cond >= 0 && open_cond != it->cond) {
			struct cf_item *ci = sd_item(&c->pr->post, it->cond);

			if (open_cond >= 0)
				g_string_append(s, "+#endif\n");
			open_cond = it->cond;
			g_string_append_printf(s, "+%s\n", ci->name);
			/* branches before this one are empty in what we add */
			for (guint k = it->cond + 1; k < i; k++) {
				struct cf_item *e = sd_item(&c->pr->post, k);

				if (e->kind == CF_ITEM_COND && e->cond == it->cond)
					g_string_append_printf(s, "+%s\n", e->name);
			}
		} else if (it->cond < 0 && open_cond >= 0) {
			g_string_append(s, "+#endif\n");
			open_cond = -1;
		}
		if (it->kind == CF_ITEM_DEFINE || it->kind == CF_ITEM_PP) {
			g_autofree char *d = sd_map_directive(c, sd_tok(&c->pr->post, it->first)->text);

			g_string_append_printf(s, "+%s\n", d);
		} else {
			g_autoptr(GPtrArray) w = sd_map_words(c, &c->pr->post, it->first, it->last, NULL, TRUE);

			if (it->kind == CF_ITEM_MACROCALL)
				g_hash_table_add(c->declarers, g_strdup(it->macro));
			g_string_append(s, "+");
			sd_append_words(s, w);
			g_string_append(s, "\n");
		}
		g_string_append_printf(c->notes, "new %s %s placed before the struct\n",
				       it->kind == CF_ITEM_DEFINE ? "macro" : "declaration", it->name);
	}
	if (open_cond >= 0)
		g_string_append(s, "+#endif\n");
	if (s->len)
		g_string_append(s, "\n");
	return g_string_free(s, FALSE);
}


/* The script rule turning the example's new names into the target's, by prefix. */
void sd_emit_script(struct emit *c, GString *out)
{
	GString *pairs = g_string_new(NULL);
	g_autofree char *qpfx = NULL, *qfallback = NULL;
	guint n = 0;

	g_string_append(out, "\n@script:python mpy@\n");
	for (guint i = 0; i < c->bound_order->len; i++) {
		const char *ex = c->bound_order->pdata[i];
		const char *b = g_hash_table_lookup(c->bound, ex);
		const char *dot = strchr(b, '.');
		g_autofree char *q = esc_c_string(ex);

		g_string_append_printf(out, "%s << %s;\n", dot + 1, b);
		g_string_append_printf(pairs, "%s(\"%s\", %s)", n++ ? ", " : "", q, dot + 1);
	}
	for (guint i = 0; i < c->fresh_order->len; i++)
		g_string_append_printf(out, "%s;\n", (char *)g_hash_table_lookup(c->fresh,
										  c->fresh_order->pdata[i]));
	g_string_append(out, "@@\n");
	/* python string literals: the names come from the example's and the driver's files */
	qpfx = esc_c_string(c->nm->expfx);
	qfallback = esc_c_string(c->nm->target_prefix);
	g_string_append_printf(out, "expfx = \"%s\"\nfallback = \"%s\"\npairs = [%s]\n", qpfx,
			       qfallback, pairs->str);
	g_string_append(out,
			"def cpl(a, b):\n"
			"    k = 0\n"
			"    while k < min(len(a), len(b)) and a[k].lower() == b[k].lower():\n"
			"        k += 1\n"
			"    return a[:k].rfind('_') + 1\n"
			"tpfx = None\n"
			"for ex, tg in pairs:\n"
			"    tg = str(tg)\n"
			"    suf = ex[len(expfx):] if expfx and ex.lower().startswith(expfx) else None\n"
			"    if suf and tg.endswith(suf) and len(tg) > len(suf):\n"
			"        tpfx = tg[:len(tg) - len(suf)]\n"
			"        break\n"
			"if tpfx is None:\n"
			"    tpfx = fallback or (str(pairs[0][1]).split('_')[0] + '_' if pairs else 'drv_')\n"
			"def tname(n):\n"
			"    best = None\n"
			"    for ex, tg in pairs:\n"
			"        tg = str(tg)\n"
			"        k = cpl(n, ex)\n"
			"        if k and tg.endswith(ex[k:]) and len(tg) > len(ex) - k and (best is None or k > best[0]):\n"
			"            best = (k, tg[:len(tg) - (len(ex) - k)])\n"
			"    if best:\n"
			"        k, p = best\n"
			"        return (p.upper() if n[:k].isupper() else p) + n[k:]\n"
			"    if expfx and n.startswith(expfx):\n"
			"        return tpfx + n[len(expfx):]\n"
			"    if expfx and n.startswith(expfx.upper()):\n"
			"        return tpfx.upper() + n[len(expfx):]\n"
			"    return tpfx + n\n");
	for (guint i = 0; i < c->fresh_order->len; i++) {
		const char *ex = c->fresh_order->pdata[i];
		g_autofree char *q = esc_c_string(ex);

		g_string_append_printf(out, "coccinelle.%s = cocci.make_ident(tname(\"%s\"))\n",
				       (char *)g_hash_table_lookup(c->fresh, ex), q);
	}
	g_string_free(pairs, TRUE);
}

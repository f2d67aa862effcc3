// SPDX-License-Identifier: GPL-2.0
/*
 * emit's rules for a member whose value the example writes out where it read it: when the
 * example, in the direction applied, drops its assignment "E->m = V;" of the issue's member and
 * reads V in place of the member, the target's reads get the target's own value, not the
 * example's V.  One rule removes the target's assignment and binds its value, a rule depending on
 * it writes that value where the target read the member.  Only when the target's file assigns the
 * member once: spatch runs a dependent rule once per value bound.
 */
#include <string.h>

#include "stages.h"


/* How the code uses one access "E->m" or "E.m" to the member. */
enum use {
	USE_READ,	/* its value is read */
	USE_ASSIGN,	/* "E->m = V;", a statement of its own */
	USE_OTHER,	/* anything else: "&E->m", "E->m += 1", "E->m.x", "a = E->m = V" */
};

struct access {
	guint s, m;		/* the access's first token and the member's */
	enum use use;
	guint vf, vl;		/* USE_ASSIGN: the value's tokens, its ';' at vl */
};

/* What the example does with the member, read off its pre and post images. */
struct example_value {
	guint item;		/* pre item of its first assignment */
	guint line;		/* that assignment's line */
	char *value;		/* its value as written (owned) */
	gboolean parens;	/* a read's replacement is in parentheses */
};

/* What the target's file does with the member. */
struct target_value {
	char *file;		/* the issue's file as a note names it (owned) */
	guint assigns;		/* statements assigning it */
	GString *lines;		/* their lines, ", " between */
	int odd_line;		/* a use of another kind: its line, else 0 */
	guint reads;
	struct access set;	/* the assignment (the last one when several) */
	guint set_item;
	char *value;		/* its value (owned) */
	char *why;		/* why its value cannot go to the reads, or NULL (owned) */
	gboolean parens;	/* a read needs the value in parentheses */
	int parens_line;	/* the first such read's line */
};


static gboolean is_punct(struct cf_token *t, const char *text)
{
	return t && t->kind == CF_PUNCT && !strcmp(t->text, text);
}

/* The end of an operand: a name, a constant, a closing bracket, a postfix ++ or --. */
static gboolean operand_end(struct cf_token *t)
{
	if (!t)
		return FALSE;
	if (t->kind == CF_IDENT)
		return !sd_is_keyword(t->text);
	if (t->kind == CF_NUMBER || t->kind == CF_STRING || t->kind == CF_CHAR)
		return TRUE;
	return is_punct(t, ")") || is_punct(t, "]") || is_punct(t, "++") || is_punct(t, "--");
}

/* The bracket that opens the one closing at close, searched back to lo; G_MAXUINT if none. */
static guint back_bracket(struct image *im, guint close, guint lo)
{
	int d = 0;

	for (guint i = close + 1; i-- > lo;) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind != CF_PUNCT)
			continue;
		if (cf_is_close(t->text))
			d++;
		else if (cf_is_open(t->text) && --d == 0)
			return i;
	}
	return G_MAXUINT;
}

/*
 * The first token of the postfix expression ending at e (a name, a call, an index, a member of
 * one, a parenthesized expression), not before lo; G_MAXUINT when it is no such expression.
 */
static guint postfix_start(struct image *im, guint e, guint lo)
{
	for (;;) {
		struct cf_token *t = sd_tok(im, e);
		guint s;

		if (e < lo || !t)
			return G_MAXUINT;
		if (t->kind == CF_IDENT && !sd_is_keyword(t->text)) {
			s = e;
		} else if (is_punct(t, ")") || is_punct(t, "]")) {
			guint o = back_bracket(im, e, lo);

			if (o == G_MAXUINT)
				return G_MAXUINT;
			/* an index or a call: what is indexed or called ends before it */
			if (is_punct(t, "]") || (o > lo && operand_end(sd_tok(im, o - 1)))) {
				if (o == lo)
					return G_MAXUINT;
				e = o - 1;
				continue;
			}
			s = o;
		} else {
			return G_MAXUINT;
		}
		if (s >= lo + 2 &&
		    (is_punct(sd_tok(im, s - 1), "->") || is_punct(sd_tok(im, s - 1), "."))) {
			e = s - 2;
			continue;
		}
		return s;
	}
}

/* A token before which a statement starts. */
static gboolean stmt_before(struct cf_token *t)
{
	return is_punct(t, ";") || is_punct(t, "{") || is_punct(t, "}") || is_punct(t, ")") ||
	       is_punct(t, ":") || (t && t->kind == CF_IDENT && !strcmp(t->text, "else"));
}

/* t is an operator on a type, not a value: sizeof, typeof, _Alignof and their GNU spellings. */
static gboolean type_operator(struct cf_token *t)
{
	static const char *const ops[] = {
		"sizeof", "typeof", "__typeof", "__typeof__", "_Alignof", "__alignof", "__alignof__",
	};

	for (guint k = 0; t && t->kind == CF_IDENT && k < G_N_ELEMENTS(ops); k++)
		if (!strcmp(t->text, ops[k]))
			return TRUE;
	return FALSE;
}

/* How the access whose member is at m (its object from s on, in [lo, hi)) is used. */
static void classify(struct image *im, struct access *a, guint lo, guint hi)
{
	struct cf_token *p = a->s > lo ? sd_tok(im, a->s - 1) : NULL, *n = sd_tok(im, a->m + 1);
	int d = 0;

	a->use = USE_OTHER;
	if (!n || (p && (is_punct(p, "++") || is_punct(p, "--"))))
		return;
	/* its type, not its value: "sizeof(E->m)", "sizeof E->m" */
	if (type_operator(p) || (is_punct(p, "(") && a->s >= lo + 2 &&
				 type_operator(sd_tok(im, a->s - 2))))
		return;
	/* its address taken: "&E->m", not "x & E->m" */
	if (is_punct(p, "&") && !(a->s >= lo + 2 && operand_end(sd_tok(im, a->s - 2))))
		return;
	if (is_punct(n, "=")) {
		if (!stmt_before(p))
			return;
		for (guint i = a->m + 2; i < hi; i++) {
			struct cf_token *t = sd_tok(im, i);

			if (t->kind == CF_PUNCT && cf_is_open(t->text))
				d++;
			else if (t->kind == CF_PUNCT && cf_is_close(t->text) && --d < 0)
				return;
			else if (d == 0 && is_punct(t, ","))
				return;
			else if (d == 0 && is_punct(t, ";")) {
				if (i == a->m + 2)
					return;
				a->vf = a->m + 2;
				a->vl = i;
				a->use = USE_ASSIGN;
				return;
			}
		}
		return;
	}
	/* assigned otherwise, incremented, or an aggregate the code goes into */
	if (n->kind == CF_PUNCT && (g_str_has_suffix(n->text, "=") && strcmp(n->text, "==") &&
				    strcmp(n->text, "!=") && strcmp(n->text, "<=") &&
				    strcmp(n->text, ">=")))
		return;
	if (is_punct(n, "++") || is_punct(n, "--") || is_punct(n, "[") || is_punct(n, "(") ||
	    is_punct(n, "->") || is_punct(n, "."))
		return;
	a->use = USE_READ;
}

/* Whether text (a directive) names word. */
static gboolean names_word(const char *text, const char *word)
{
	gsize n = strlen(word);

	for (const char *p = strstr(text, word); p; p = strstr(p + 1, word))
		if ((p == text || !(g_ascii_isalnum(p[-1]) || p[-1] == '_')) &&
		    !(g_ascii_isalnum(p[n]) || p[n] == '_'))
			return TRUE;
	return FALSE;
}

/*
 * The accesses to member m in im[lo, hi) (struct access).  *odd is set, with *odd_at the token,
 * when m is named otherwise: declared, a variable, in a directive, an access this pass cannot
 * read.
 */
static void accesses(GArray *out, struct image *im, guint lo, guint hi, const char *m,
		     gboolean *odd, guint *odd_at)
{
	for (guint i = lo; i < hi; i++) {
		struct cf_token *t = sd_tok(im, i);
		struct access a = { 0 };

		if ((t->kind == CF_PP && names_word(t->text, m)) ||
		    (t->kind == CF_IDENT && !strcmp(t->text, m) &&
		     (i < lo + 2 || !(is_punct(sd_tok(im, i - 1), "->") ||
				      is_punct(sd_tok(im, i - 1), "."))))) {
			if (!*odd)
				*odd_at = i;
			*odd = TRUE;
			continue;
		}
		if (t->kind != CF_IDENT || strcmp(t->text, m))
			continue;
		a.m = i;
		a.s = postfix_start(im, i - 2, lo);
		if (a.s == G_MAXUINT) {
			if (!*odd)
				*odd_at = i;
			*odd = TRUE;
			continue;
		}
		classify(im, &a, lo, hi);
		g_array_append_val(out, a);
	}
}

/* im[*f, *l) without the parentheses around all of it. */
static void strip_parens(struct image *im, guint *f, guint *l)
{
	while (*l >= *f + 2 && is_punct(sd_tok(im, *f), "(") &&
	       sd_match_bracket(im->toks, *f, *l) == *l - 1) {
		(*f)++;
		(*l)--;
	}
}

/* a[af, al) and b[bf, bl) are the same tokens, parentheses around all of either aside. */
static gboolean same_value(struct image *a, guint af, guint al, struct image *b, guint bf, guint bl)
{
	strip_parens(a, &af, &al);
	strip_parens(b, &bf, &bl);
	if (al - af != bl - bf || al == af)
		return FALSE;
	for (guint i = 0; i < al - af; i++)
		if (strcmp(sd_tok(a, af + i)->text, sd_tok(b, bf + i)->text))
			return FALSE;
	return TRUE;
}

/* The post index paired with pre index p in pairs, or G_MAXUINT. */
static guint paired(GArray *pairs, guint p)
{
	for (guint k = 0; k + 1 < pairs->len; k += 2)
		if (g_array_index(pairs, guint, k) == p)
			return g_array_index(pairs, guint, k + 1);
	return G_MAXUINT;
}

/*
 * Whether the read r of pre item i was replaced by the value a[vf, vl) of an assignment: the
 * tokens around the access are paired with post tokens around such a value.  *parens is set when
 * the replacement is in parentheses.
 */
static gboolean read_replaced(struct sd_pairing *pr, guint i, const struct access *r,
			      const struct access *a, gboolean *parens)
{
	struct cf_item *x = sd_item(&pr->pre, i), *y;
	g_autoptr(GArray) pairs = NULL;
	guint q0, q1;

	if (pr->pre_to_post[i] < 0 || r->s == 0)
		return FALSE;
	y = sd_item(&pr->post, pr->pre_to_post[i]);
	pairs = sd_diff(pr, x->first, x->last, y->first, y->last);
	q0 = paired(pairs, r->s - 1);
	q1 = paired(pairs, r->m + 1);
	if (q0 == G_MAXUINT || q1 == G_MAXUINT || q1 <= q0 + 1)
		return FALSE;
	if (!same_value(&pr->pre, a->vf, a->vl, &pr->post, q0 + 1, q1))
		return FALSE;
	if (is_punct(sd_tok(&pr->post, q0 + 1), "(") &&
	    sd_match_bracket(pr->post.toks, q0 + 1, q1) == q1 - 1)
		*parens = TRUE;
	return TRUE;
}

/*
 * Whether the example, pre to post, drops every access to member m: its assignments "E->m = V;",
 * all of one value, and reads of m that the value replaces (at least one of each).  Fills ev.
 */
static gboolean example_value(struct example_value *ev, struct sd_pairing *pr, const char *m)
{
	g_autoptr(GArray) as = g_array_new(FALSE, TRUE, sizeof(struct access));
	g_autoptr(GArray) owner = g_array_new(FALSE, TRUE, sizeof(guint));
	struct access *set = NULL;
	gboolean odd = FALSE, any_read = FALSE;
	guint odd_at = 0;

	memset(ev, 0, sizeof(*ev));
	for (guint i = 0; i < pr->post.toks->len; i++) {
		struct cf_token *t = sd_tok(&pr->post, i);

		if ((t->kind == CF_IDENT && !strcmp(t->text, m)) ||
		    (t->kind == CF_PP && names_word(t->text, m)))
			return FALSE;
	}
	for (guint i = 0; i < pr->pre.items->len && !odd; i++) {
		struct cf_item *it = sd_item(&pr->pre, i);
		guint n = as->len;

		accesses(as, &pr->pre, it->first, it->last, m, &odd, &odd_at);
		for (guint k = n; k < as->len; k++)
			g_array_append_val(owner, i);
	}
	if (odd || !as->len)
		return FALSE;
	for (guint k = 0; k < as->len; k++) {
		struct access *a = &g_array_index(as, struct access, k);

		if (a->use == USE_OTHER)
			return FALSE;
		if (a->use != USE_ASSIGN)
			continue;
		if (set && !same_value(&pr->pre, set->vf, set->vl, &pr->pre, a->vf, a->vl))
			return FALSE;
		if (!set) {
			set = a;
			ev->item = g_array_index(owner, guint, k);
		}
	}
	if (!set)
		return FALSE;
	for (guint k = 0; k < as->len; k++) {
		struct access *a = &g_array_index(as, struct access, k);

		if (a->use != USE_READ)
			continue;
		if (!read_replaced(pr, g_array_index(owner, guint, k), a, set, &ev->parens))
			return FALSE;
		any_read = TRUE;
	}
	if (!any_read)
		return FALSE;
	ev->line = sd_tok(&pr->pre, set->s)->line;
	ev->value = sd_toks_text(pr->pre.toks, set->vf, set->vl);
	return TRUE;
}


/* ---- the target's value and whether C needs it in parentheses at a read ---- */

/* How tightly binary operator op binds (C's precedence, 13 for "*"), 0 when it is none. */
static int binary_prec(const char *op)
{
	static const char *const levels[] = {
		",", "= += -= *= /= %= <<= >>= &= ^= |=", "? :", "||", "&&", "|", "^", "&",
		"== !=", "< <= > >=", "<< >>", "+ -", "* / %",
	};

	for (guint k = 0; k < G_N_ELEMENTS(levels); k++) {
		g_auto(GStrv) ops = g_strsplit(levels[k], " ", -1);

		for (guint j = 0; ops[j]; j++)
			if (!strcmp(ops[j], op))
				return (int)k + 1;
	}
	return 0;
}

#define PREC_UNARY 14	/* a unary operator or a cast heads the value */
#define PREC_PRIMARY 15	/* a name, a constant, a call, a member, a parenthesized value */

/* How loosely the expression im[f, l) binds: its loosest operator outside brackets. */
static int value_prec(struct image *im, guint f, guint l)
{
	int prec = PREC_PRIMARY, d = 0;

	/* sizeof, _Alignof */
	if (f < l && sd_tok(im, f)->kind == CF_IDENT && sd_is_keyword(sd_tok(im, f)->text))
		prec = PREC_UNARY;
	for (guint i = f; i < l; i++) {
		struct cf_token *t = sd_tok(im, i);
		int p;

		if (t->kind != CF_PUNCT)
			continue;
		if (cf_is_open(t->text)) {
			/* a cast or a parenthesized expression heading the value */
			if (i == f && is_punct(t, "(") && sd_match_bracket(im->toks, i, l) < l - 1)
				prec = MIN(prec, PREC_UNARY);
			d++;
			continue;
		}
		if (cf_is_close(t->text)) {
			d--;
			continue;
		}
		if (d)
			continue;
		p = binary_prec(t->text);
		if (p && (i > f && operand_end(sd_tok(im, i - 1))))
			prec = MIN(prec, p);
		else if (p == 3)
			prec = MIN(prec, p);
		else if (i == f)
			prec = MIN(prec, PREC_UNARY);
	}
	return prec;
}

/*
 * Whether a value of precedence prec written in place of the read r (its tokens im[r->s, r->m])
 * needs parentheses, its neighbours being what they are.
 */
static gboolean needs_parens(struct image *im, const struct access *r, int prec)
{
	struct cf_token *p = sd_tok(im, r->s - 1), *n = sd_tok(im, r->m + 1);
	int pp, np;

	if (prec == PREC_PRIMARY)
		return FALSE;
	if (prec <= 3 || !p || !n)
		return TRUE;
	/* on its left */
	pp = binary_prec(p->text);
	if (p->kind == CF_PUNCT && pp && r->s >= 2 && operand_end(sd_tok(im, r->s - 2))) {
		if (pp >= prec)
			return TRUE;
	} else if (!(is_punct(p, "(") || is_punct(p, "[") || is_punct(p, ",") || is_punct(p, "{") ||
		     is_punct(p, "?") || is_punct(p, ":") || is_punct(p, "=") || pp == 2 ||
		     (p->kind == CF_IDENT && !strcmp(p->text, "return")))) {
		/* a unary operator, a cast, sizeof */
		if (prec < PREC_UNARY)
			return TRUE;
	}
	/* on its right */
	np = n->kind == CF_PUNCT ? binary_prec(n->text) : 0;
	if (np > 3)
		return np > prec;
	return !(is_punct(n, ")") || is_punct(n, "]") || is_punct(n, ",") || is_punct(n, ";") ||
		 is_punct(n, "}") || is_punct(n, "?") || is_punct(n, ":"));
}

/* The file's own #define of name, or the target tree's. */
static gboolean is_macro(struct image *im, const char *kdir, const char *name)
{
	struct cf_ktree *kt = kdir ? cf_ktree_get(kdir) : NULL;
	int line;

	for (guint i = 0; i < im->toks->len; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind == CF_PP && t->pp == CF_PP_DEFINE && t->arg && !strcmp(t->arg, name))
			return TRUE;
	}
	return kt && cf_ktree_macro(kt, name, &line);
}

/*
 * Why the target's value im[vf, vl), assigned in item set_item, cannot be written at reads in
 * other items: it changes something, calls a function (it would run at each read), or names a
 * local of its function.  NULL when it can (owned otherwise).
 */
static char *value_unfit(struct image *im, guint vf, guint vl, guint set_item, gboolean elsewhere,
			 const char *kdir)
{
	g_autoptr(GHashTable) locals = sd_func_locals(im, sd_item(im, set_item), NULL);

	for (guint i = vf; i < vl; i++) {
		struct cf_token *t = sd_tok(im, i), *n = sd_tok(im, i + 1);

		if (t->kind == CF_PUNCT && (is_punct(t, "++") || is_punct(t, "--") ||
					    binary_prec(t->text) == 2))
			return g_strdup_printf("its value changes something (%s)", t->text);
		if (t->kind != CF_IDENT || sd_is_keyword(t->text))
			continue;
		if (i + 1 < vl && is_punct(n, "(") && !is_macro(im, kdir, t->text))
			return g_strdup_printf("its value calls %s(), which would run at each read",
					       t->text);
		if (elsewhere && g_hash_table_contains(locals, t->text) &&
		    !(i > vf && (is_punct(sd_tok(im, i - 1), "->") ||
				 is_punct(sd_tok(im, i - 1), "."))))
			return g_strdup_printf("its value names %s, a local of %s, and the member "
					       "is read outside it", t->text,
					       sd_item(im, set_item)->name);
	}
	return NULL;
}

/* The issue's file as a note names it: never the build's own folder. */
static char *note_file(const struct red_issue *is)
{
	return g_path_is_absolute(is->file) ? g_path_get_basename(is->file) : g_strdup(is->file);
}

/* What the target's file (the issue's) does with member m; FALSE when it cannot be read. */
static gboolean target_value(struct target_value *tv, const struct sd_request *rq, const char *m)
{
	g_autoptr(GPtrArray) toks = sd_target_toks(rq->driver_dir, rq->issue);
	g_autoptr(GPtrArray) items = toks ? cf_items(toks) : NULL;
	g_autoptr(GArray) as = g_array_new(FALSE, TRUE, sizeof(struct access));
	g_autoptr(GArray) owner = g_array_new(FALSE, TRUE, sizeof(guint));
	struct image im = { toks, items };
	gboolean odd = FALSE, elsewhere = FALSE;
	guint odd_at = 0;
	int prec;

	memset(tv, 0, sizeof(*tv));
	if (!toks)
		return FALSE;
	tv->file = note_file(rq->issue);
	tv->lines = g_string_new(NULL);
	for (guint i = 0; i < items->len; i++) {
		struct cf_item *it = sd_item(&im, i);
		guint n = as->len;

		accesses(as, &im, it->first, it->last, m, &odd, &odd_at);
		for (guint k = n; k < as->len; k++)
			g_array_append_val(owner, i);
	}
	if (odd)
		tv->odd_line = sd_tok(&im, odd_at)->line;
	for (guint k = 0; k < as->len; k++) {
		struct access *a = &g_array_index(as, struct access, k);

		if (a->use == USE_OTHER && !tv->odd_line)
			tv->odd_line = sd_tok(&im, a->m)->line;
		if (a->use == USE_READ)
			tv->reads++;
		if (a->use != USE_ASSIGN)
			continue;
		g_string_append_printf(tv->lines, "%s%d", tv->assigns++ ? ", " : "",
				       sd_tok(&im, a->s)->line);
		tv->set = *a;
		tv->set_item = g_array_index(owner, guint, k);
	}
	if (tv->assigns != 1 || tv->odd_line)
		return TRUE;
	tv->value = sd_toks_text(toks, tv->set.vf, tv->set.vl);
	prec = value_prec(&im, tv->set.vf, tv->set.vl);
	for (guint k = 0; k < as->len; k++) {
		struct access *a = &g_array_index(as, struct access, k);

		if (a->use != USE_READ)
			continue;
		if (g_array_index(owner, guint, k) != tv->set_item)
			elsewhere = TRUE;
		if (!tv->parens && needs_parens(&im, a, prec)) {
			tv->parens = TRUE;
			tv->parens_line = sd_tok(&im, a->m)->line;
		}
	}
	tv->why = value_unfit(&im, tv->set.vf, tv->set.vl, tv->set_item, elsewhere,
			      rq->kernel_dir);
	return TRUE;
}

static void target_value_clear(struct target_value *tv)
{
	g_clear_pointer(&tv->file, g_free);
	g_clear_pointer(&tv->value, g_free);
	g_clear_pointer(&tv->why, g_free);
	if (tv->lines)
		g_string_free(tv->lines, TRUE);
	tv->lines = NULL;
}


/*
 * The rules: the target's assignment removed, its value bound; with reads, its reads given the
 * value (in parentheses when C needs them).
 */
static char *member_rules(const char *m, gboolean reads, gboolean parens)
{
	GString *r = g_string_new(NULL);
	const char *o = parens ? "(" : "", *c = parens ? ")" : "";

	sd_emit_header_line(r, "mval", NULL);
	g_string_append_printf(r, "expression mval_obj, mval_val;\n@@\n(\n"
			       "- mval_obj->%s = mval_val;\n|\n- mval_obj.%s = mval_val;\n)\n",
			       m, m);
	if (!reads)
		return g_string_free(r, FALSE);
	sd_emit_header_line(r, "mval_reads", "mval");
	g_string_append_printf(r, "expression mval.mval_val;\nexpression mval_obj;\n@@\n(\n"
			       "- mval_obj->%s\n+ %smval_val%s\n|\n"
			       "- mval_obj.%s\n+ %smval_val%s\n)\n", m, o, c, m, o, c);
	return g_string_free(r, FALSE);
}

/*
 * Why the rules are not made for the target tv, as a note's end ("the target assigns m 3 times
 * (f.c:1, 2, 3)"), or NULL when they are.  Owned.
 */
static char *refusal(const struct target_value *tv, const char *m)
{
	if (tv->odd_line)
		return g_strdup_printf("the target uses %s otherwise than reading it and "
				       "assigning it in a statement (%s:%d)", m, tv->file,
				       tv->odd_line);
	if (!tv->assigns)
		return g_strdup_printf("the target never assigns %s: it has no value of its own "
				       "to write there", m);
	if (tv->assigns > 1)
		return g_strdup_printf("the target assigns %s %u times (%s:%s): no one value "
				       "of its own to write there", m, tv->assigns, tv->file,
				       tv->lines->str);
	if (tv->why)
		return g_strdup_printf("the target's value (%s:%s) is unfit: %s", tv->file,
				       tv->lines->str, tv->why);
	return NULL;
}

char *sd_emit_member_value(struct emit *c)
{
	const struct red_issue *is = c->rq->issue;
	const char *path = c->rq->file->new_path ? c->rq->file->new_path : c->rq->file->old_path;
	struct example_value ev;
	struct target_value tv;
	g_autofree char *no = NULL;
	GString *notes;
	char *rules = NULL;

	if (!is || is->kind != RED_NO_MEMBER || !is->symbol || !sd_c_word(is->symbol) ||
	    !example_value(&ev, c->pr, is->symbol))
		return NULL;
	notes = g_string_new(NULL);
	g_string_append_printf(notes, "the example drops its assignment of %s (%s, %s:%u) and "
			       "writes its value, %s, where it read the member\n", is->symbol,
			       sd_item(&c->pr->pre, ev.item)->name, path ? path : "?", ev.line,
			       ev.value);
	if (!target_value(&tv, c->rq, is->symbol)) {
		g_string_append(notes, "the target's file cannot be read: the example's value is "
				       "kept as it wrote it\n");
	} else if ((no = refusal(&tv, is->symbol))) {
		g_string_append_printf(notes, "%s; the example's rules as they are, its value "
				       "kept\n", no);
	} else {
		rules = member_rules(is->symbol, tv.reads > 0, tv.parens);
		g_string_append_printf(notes, "mval: the target's own value, %s, assigned once "
				       "(%s:%s), is removed there", tv.value, tv.file,
				       tv.lines->str);
		if (!tv.reads)
			g_string_append(notes, "; the target never reads the member\n");
		else if (tv.parens)
			g_string_append_printf(notes, " and bound; mval_reads writes it at the "
					       "target's %u read(s), in parentheses (C needs "
					       "them at %s:%d)\n", tv.reads, tv.file,
					       tv.parens_line);
		else
			g_string_append_printf(notes, " and bound; mval_reads writes it at the "
					       "target's %u read(s), without parentheses (C needs "
					       "none there%s)\n", tv.reads,
					       ev.parens ? "; the example's are its own" : "");
	}
	target_value_clear(&tv);
	g_free(ev.value);
	g_string_prepend(c->notes, notes->str);
	g_string_free(notes, TRUE);
	return rules;
}

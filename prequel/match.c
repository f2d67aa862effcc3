// SPDX-License-Identifier: GPL-2.0
/*
 * The structural matcher: a backtracking match of a rule's pattern over the C tokens of one file version.
 * Brackets stay balanced ("..." and metavariables never cross a closing bracket), metavariables bind whole
 * identifiers, constants, expressions, types, lists or statements, and bind consistently.
 * Cost: a binding is a token range, made text only when a match is kept or a second use compares it; an
 * expression ends at its statement (file scope: before a function body) and is tried only where the
 * pattern's next token can follow, so a start costs the tokens of its statement.
 * Tokens of the changed side lie on changed lines, except in a rule that both removes and adds:
 * git's diff is by lines, so a head or call split over lines whose one line changed has its other
 * lines as context, and those may be matched where the construct (the tokens between two ';',
 * '{', '}' or outer ',') has a changed token of the match.
 */
#include <string.h>
#include "pq-query-int.h"

#define STEPS_PER_START 20000
#define STEPS_PER_FILE 4000000

struct frame {
	GPtrArray *seq;
	guint pi;
	const struct frame *up;
};

/* A metavariable's value: tokens [from, to) of the file, or text given from outside. */
struct binding {
	gboolean set;
	guint from, to;
	char *text;		/* owned; NULL until needed for a span */
};

struct mctx {
	const struct mt_file *f;
	const struct cf_token *t;
	guint n;
	guint *close_of;	/* index of the matching close of an open bracket, else the token itself */
	guint *unchanged;	/* unchanged[i]: tokens before i not on a changed line */
	gboolean *top;		/* per token: outside every brace (file scope) */
	guint *seg;		/* per token: its construct, counted from 0 (see the file comment) */
	gboolean *seg_changed;	/* per token: its construct has a token on a changed line */
	char want, skip;
	gboolean relax;		/* the rule removes and adds: want's tokens may be on the construct's
				 * unchanged lines */
	struct binding *bind;
	guint n_bind;
	GArray *used, *sides;
	struct mt_match *result;
	mt_accept_fn accept;
	gpointer data;
	guint steps, budget;
};

static _Thread_local gint64 deadline;
static _Thread_local gboolean deadline_hit;

void mt_set_deadline(gint64 t)
{
	deadline = t;
	deadline_hit = FALSE;
}

gboolean mt_deadline_hit(void)
{
	return deadline_hit;
}

void mt_match_free(struct mt_match *m)
{
	if (!m)
		return;
	g_array_unref(m->toks);
	g_array_unref(m->sides);
	for (guint i = 0; i < m->n_bind; i++)
		g_free(m->bind[i]);
	g_free(m->bind);
	g_free(m);
}

static gboolean is(const struct mctx *c, guint i, const char *s)
{
	return i < c->n && !strcmp(c->t[i].text, s);
}

static gboolean is_close(const struct mctx *c, guint i)
{
	return i >= c->n || cf_is_close(c->t[i].text);
}

/* The token after the balanced unit starting at i (i not a closer). */
static guint unit_next(const struct mctx *c, guint i)
{
	if (cf_is_open(c->t[i].text))
		return c->close_of[i] + 1;
	return i + 1;
}

static gboolean on_changed(const struct mctx *c, guint i)
{
	int l = c->t[i].line;

	return c->f->changed && l < c->f->n_lines && c->f->changed[l];
}

/* Token i may be matched by a token of the changed side. */
static gboolean want_ok(const struct mctx *c, guint i)
{
	return on_changed(c, i) || (c->relax && c->seg_changed[i]);
}

/* Every token of [from, to) may be matched by the changed side. */
static gboolean all_changed(const struct mctx *c, guint from, guint to)
{
	if (c->unchanged[to] == c->unchanged[from])
		return TRUE;
	for (guint i = from; c->relax && i < to; i++)
		if (!c->seg_changed[i])
			return FALSE;
	return c->relax;
}

/*
 * A relaxed match: each of want's tokens on an unchanged line shares its construct with one of
 * want's tokens on a changed line, so the match is about the change, not a neighbour of it.
 */
static gboolean relaxed_ok(const struct mctx *c)
{
	for (guint k = 0; k < c->used->len; k++) {
		guint i = g_array_index(c->used, guint, k);
		gboolean ok = FALSE;

		if (g_array_index(c->sides, char, k) != c->want || on_changed(c, i))
			continue;
		for (guint j = 0; !ok && j < c->used->len; j++) {
			guint o = g_array_index(c->used, guint, j);

			ok = g_array_index(c->sides, char, j) == c->want && on_changed(c, o) &&
			     c->seg[o] == c->seg[i];
		}
		if (!ok)
			return FALSE;
	}
	return TRUE;
}

static gboolean match(struct mctx *c, const struct frame *fr, guint ti);

static gboolean next(struct mctx *c, const struct frame *fr, guint ti)
{
	struct frame nx = { fr->seq, fr->pi + 1, fr->up };

	return match(c, &nx, ti);
}

static char *span_text(const struct mctx *c, guint from, guint to)
{
	GString *s = g_string_new(NULL);

	for (guint i = from; i < to; i++) {
		if (i > from)
			g_string_append_c(s, ' ');
		g_string_append(s, c->t[i].text);
	}
	return g_string_free(s, FALSE);
}

static const char *binding_text(const struct mctx *c, struct binding *b)
{
	if (!b->text)
		b->text = span_text(c, b->from, b->to);
	return b->text;
}

/* Tokens [from, to) joined by single spaces equal text, without building the join. */
static gboolean span_is(const struct mctx *c, guint from, guint to, const char *text)
{
	for (guint i = from; i < to; i++) {
		gsize l = strlen(c->t[i].text);

		if (i > from && *text++ != ' ')
			return FALSE;
		if (strncmp(text, c->t[i].text, l))
			return FALSE;
		text += l;
	}
	return *text == '\0';
}

/* Binds the metavariable of p to tokens [ti, end) and continues. */
static gboolean try_span(struct mctx *c, const struct frame *fr, const struct pq_pat *p, guint ti, guint end)
{
	struct binding *b = &c->bind[p->mv->index];
	guint mark = c->used->len;
	gboolean fresh = FALSE, ok;

	if (p->side == c->want && !all_changed(c, ti, end))
		return FALSE;
	if (b->set) {
		if (!span_is(c, ti, end, binding_text(c, b)))
			return FALSE;
	} else {
		b->set = TRUE;
		b->from = ti;
		b->to = end;
		fresh = TRUE;
	}
	for (guint i = ti; i < end; i++) {
		g_array_append_val(c->used, i);
		g_array_append_val(c->sides, p->side);
	}
	ok = next(c, fr, end);
	g_array_set_size(c->used, mark);
	g_array_set_size(c->sides, mark);
	if (fresh) {
		b->set = FALSE;
		g_clear_pointer(&b->text, g_free);
	}
	return ok;
}

/* A qualifier or a basic type word (cfront's table): "const", "unsigned", "int", "bool" ... */
static gboolean is_type_word(const char *s)
{
	return cf_word_is(s, CF_WORD_QUALIFIER | CF_WORD_TYPE);
}

/* Ends of a type starting at ti: qualifiers and base words, or struct/union/enum tag, or a typedef name, then '*'s. */
static guint type_ends(const struct mctx *c, guint ti, guint *ends, guint max)
{
	guint i = ti, n = 0;
	gboolean base = FALSE;

	while (i < c->n && (!strcmp(c->t[i].text, "const") || !strcmp(c->t[i].text, "volatile")))
		i++;
	if (i + 1 < c->n && (is(c, i, "struct") || is(c, i, "union") || is(c, i, "enum")) && c->t[i + 1].kind == CF_IDENT) {
		i += 2;
		base = TRUE;
	} else if (i < c->n && is_type_word(c->t[i].text)) {
		while (i < c->n && is_type_word(c->t[i].text))
			i++;
		base = TRUE;
	} else if (i < c->n && c->t[i].kind == CF_IDENT && !cf_is_keyword(c->t[i].text)) {
		i++;
		base = TRUE;
	}
	if (!base)
		return 0;
	ends[n++] = i;
	while (i < c->n && n < max && (is(c, i, "*") || is(c, i, "const"))) {
		i++;
		ends[n++] = i;
	}
	return n;
}

/* End (exclusive) of the statement starting at ti, or 0. */
static guint stmt_end(const struct mctx *c, guint ti, int depth)
{
	guint i = ti;

	if (ti >= c->n || is_close(c, ti) || depth > 64)
		return 0;
	if (is(c, i, "{"))
		return c->close_of[i] + 1;
	if (is(c, i, "if") || is(c, i, "while") || is(c, i, "for") || is(c, i, "switch")) {
		gboolean is_if = is(c, i, "if");
		guint e;

		if (!is(c, i + 1, "("))
			return 0;
		e = stmt_end(c, c->close_of[i + 1] + 1, depth + 1);
		if (e && is_if && is(c, e, "else"))
			e = stmt_end(c, e + 1, depth + 1);
		return e;
	}
	while (i < c->n && !is_close(c, i)) {
		if (is(c, i, ";"))
			return i + 1;
		i = unit_next(c, i);
	}
	return 0;
}

/* The text the token after the current element must have, or NULL when that is not one plain token. */
static const char *next_literal(const struct mctx *c, const struct frame *fr)
{
	for (guint i = fr->pi + 1; i < fr->seq->len; i++) {
		const struct pq_pat *p = fr->seq->pdata[i];

		if (p->side == c->skip)
			continue;
		return p->kind == PAT_TOK ? p->text : NULL;
	}
	return NULL;
}

static gboolean match_meta(struct mctx *c, const struct frame *fr, const struct pq_pat *p, guint ti)
{
	const struct pq_metavar *m = p->mv;
	guint ends[16], n;

	switch (m->kind) {
	case MV_IDENTIFIER:
		if (ti < c->n && c->t[ti].kind == CF_IDENT && !cf_is_keyword(c->t[ti].text))
			return try_span(c, fr, p, ti, ti + 1);
		return FALSE;
	case MV_CONSTANT:
		if (ti < c->n && (c->t[ti].kind == CF_NUMBER || c->t[ti].kind == CF_STRING || c->t[ti].kind == CF_CHAR)) {
			guint e = ti + 1;

			while (c->t[ti].kind == CF_STRING && e < c->n && c->t[e].kind == CF_STRING)
				e++;
			return try_span(c, fr, p, ti, e);
		}
		return FALSE;
	case MV_TYPE:
		n = type_ends(c, ti, ends, G_N_ELEMENTS(ends));
		for (guint k = n; k-- > 0;)
			if (try_span(c, fr, p, ti, ends[k]))
				return TRUE;
		return FALSE;
	case MV_STATEMENT: {
		guint e = stmt_end(c, ti, 0);

		return e && try_span(c, fr, p, ti, e);
	}
	case MV_EXPRESSION: {
		const char *lit = next_literal(c, fr);
		guint i = ti;

		if (ti >= c->n || is_close(c, ti) || is(c, ti, ",") || is(c, ti, ";") || is(c, ti, "{") ||
		    is(c, ti, "=") || is(c, ti, ".") || is(c, ti, "->") || is(c, ti, "..."))
			return FALSE;
		/* A brace after ')' is a compound literal inside a function, a function body outside. */
		while (i < c->n && !is_close(c, i) && !is(c, i, ",") && !is(c, i, ";") &&
		       !(is(c, i, "{") && i > ti && (!is(c, i - 1, ")") || c->top[i]))) {
			i = unit_next(c, i);
			/* Only where the pattern's next token can follow: any other end fails on it. */
			if (lit && (i >= c->n || strcmp(c->t[i].text, lit)))
				continue;
			if (try_span(c, fr, p, ti, i))
				return TRUE;
			if (c->steps > c->budget)
				return FALSE;
		}
		return FALSE;
	}
	case MV_EXPR_LIST:
	case MV_PARAM_LIST: {
		guint i = ti;
		int elems = 0;

		/* lists end before the closer: other positions cannot be followed by ')' */
		while (i < c->n && !is_close(c, i) && !is(c, i, ";")) {
			if (is(c, i, ","))
				elems++;
			i = unit_next(c, i);
		}
		if (i > ti)
			elems++;
		if (m->count >= 0 && elems != m->count)
			return FALSE;
		return try_span(c, fr, p, ti, i);
	}
	}
	return FALSE;
}

/* Whether the identifier at ti is used as a call, not declared, defined or #defined. */
static gboolean is_call(const struct mctx *c, guint ti)
{
	static const char *const ok[] = { "return", "else", "case", "do", "sizeof", "typeof", "__typeof__", NULL };
	guint b = ti;

	if (!ti)
		return TRUE;
	while (b > 0 && is(c, b - 1, "*"))
		b--;
	if (!b || c->t[b - 1].kind != CF_IDENT)
		return TRUE;
	if (b == ti) {
		guint k = b;

		/* "static DEFINE_X(name);": a storage class and no type before the name is no
		 * declaration of it (C has no implicit int), but a macro that declares an object */
		while (k > 0 && (is(c, k - 1, "const") || is(c, k - 1, "volatile") ||
				 is(c, k - 1, "inline")))
			k--;
		if (k > 0 && (is(c, k - 1, "static") || is(c, k - 1, "extern")))
			return TRUE;
	}
	if (b < ti && b >= 2 && (is(c, b - 2, "struct") || is(c, b - 2, "union") || is(c, b - 2, "enum")))
		return FALSE;	/* "struct foo *f(" declares f */
	if (b < ti && !cf_is_keyword(c->t[b - 1].text) && !is_type_word(c->t[b - 1].text))
		return TRUE;	/* "a * f(x)" is a product */
	for (guint i = 0; ok[i]; i++)
		if (is(c, b - 1, ok[i]))
			return TRUE;
	return FALSE;
}

static gboolean match(struct mctx *c, const struct frame *fr, guint ti)
{
	const struct pq_pat *p;

	if (++c->steps > c->budget)
		return FALSE;
	if (fr->pi >= fr->seq->len) {
		struct mt_match *m;

		if (fr->up)
			return match(c, fr->up, ti);
		if (c->relax && !relaxed_ok(c))
			return FALSE;
		m = g_new0(struct mt_match, 1);
		m->toks = g_array_copy(c->used);
		m->sides = g_array_copy(c->sides);
		m->n_bind = c->n_bind;
		m->bind = g_new0(char *, c->n_bind + 1);
		for (guint i = 0; i < c->n_bind; i++)
			if (c->bind[i].set)
				m->bind[i] = g_strdup(binding_text(c, &c->bind[i]));
		if (c->accept && !c->accept(m, c->data)) {
			mt_match_free(m);
			return FALSE;
		}
		c->result = m;
		return TRUE;
	}
	p = fr->seq->pdata[fr->pi];
	if (p->side == c->skip)
		return next(c, fr, ti);
	switch (p->kind) {
	case PAT_TOK: {
		guint mark = c->used->len;
		gboolean ok;

		if (ti >= c->n || strcmp(c->t[ti].text, p->text))
			return FALSE;
		if (p->side == c->want && !want_ok(c, ti))
			return FALSE;
		if (p->call && c->t[ti].kind == CF_IDENT && cf_is_keyword(p->text)) {
			if (is(c, ti + 2, "{"))
				return FALSE;
		} else if (p->call && !is_call(c, ti)) {
			return FALSE;
		}
		g_array_append_val(c->used, ti);
		g_array_append_val(c->sides, p->side);
		ok = next(c, fr, ti + 1);
		g_array_set_size(c->used, mark);
		g_array_set_size(c->sides, mark);
		return ok;
	}
	case PAT_META:
		return match_meta(c, fr, p, ti);
	case PAT_DOTS:
		for (guint e = ti;; e = unit_next(c, e)) {
			if (next(c, fr, e))
				return TRUE;
			if (is_close(c, e) || c->steps > c->budget)
				return FALSE;
		}
	case PAT_IDOTS: {
		guint e = ti;

		if (next(c, fr, ti))
			return TRUE;
		while (!is_close(c, e)) {
			gboolean comma = is(c, e, ",");

			e = unit_next(c, e);
			if ((comma || is_close(c, e)) && next(c, fr, e))
				return TRUE;
			if (c->steps > c->budget)
				return FALSE;
		}
		return FALSE;
	}
	case PAT_DISJ:
		for (guint a = 0; a < p->alts->len; a++) {
			struct frame up = { fr->seq, fr->pi + 1, fr->up };
			struct frame alt = { p->alts->pdata[a], 0, &up };

			if (match(c, &alt, ti))
				return TRUE;
		}
		return FALSE;
	}
	return FALSE;
}

/* What a file's matches share, whatever the rule: brackets, file scope, changed tokens. */
struct mt_shape {
	guint *close_of, *unchanged, *seg;
	gboolean *top, *seg_changed;
};

static struct mt_shape *shape_new(const struct mctx *c)
{
	struct mt_shape *s = g_new0(struct mt_shape, 1);
	GArray *st = g_array_new(FALSE, FALSE, sizeof(guint));

	s->close_of = g_new(guint, c->n + 1);
	s->unchanged = g_new(guint, c->n + 1);
	s->top = g_new(gboolean, c->n + 1);
	s->seg = g_new(guint, c->n + 1);
	s->seg_changed = g_new0(gboolean, c->n + 1);
	s->unchanged[0] = 0;
	for (guint i = 0, braces = 0; i < c->n; i++) {
		s->unchanged[i + 1] = s->unchanged[i] + !on_changed(c, i);
		if (!strcmp(c->t[i].text, "}") && braces)
			braces--;
		s->top[i] = braces == 0;
		if (!strcmp(c->t[i].text, "{"))
			braces++;
	}
	/* unbalanced closers (broken code, #if halves) close nothing; unclosed openers span to the end */
	for (guint i = 0; i < c->n; i++) {
		s->close_of[i] = i;
		if (cf_is_open(c->t[i].text)) {
			g_array_append_val(st, i);
		} else if (cf_is_close(c->t[i].text) && st->len) {
			s->close_of[g_array_index(st, guint, st->len - 1)] = i;
			g_array_set_size(st, st->len - 1);
		}
	}
	for (guint k = 0; k < st->len; k++)
		s->close_of[g_array_index(st, guint, k)] = c->n - 1;
	g_array_unref(st);
	/* constructs: split after ';', '{', '}', and ',' outside parentheses and brackets */
	for (guint i = 0, seg = 0, depth = 0, from = 0; i <= c->n; i++) {
		const char *t = i < c->n ? c->t[i].text : ";";
		gboolean ch = FALSE;

		if (i < c->n)
			s->seg[i] = seg;
		if (!strcmp(t, "(") || !strcmp(t, "["))
			depth++;
		else if ((!strcmp(t, ")") || !strcmp(t, "]")) && depth)
			depth--;
		if (strcmp(t, ";") && strcmp(t, "{") && strcmp(t, "}") && (strcmp(t, ",") || depth))
			continue;
		for (guint k = from; k <= i && k < c->n && !ch; k++)
			ch = on_changed(c, k);
		for (guint k = from; k <= i && k < c->n; k++)
			s->seg_changed[k] = ch;
		seg++;
		from = i + 1;
		if (strcmp(t, ","))
			depth = 0;
	}
	return s;
}

void mt_file_clear(struct mt_file *f)
{
	if (!f->shape)
		return;
	g_free(f->shape->close_of);
	g_free(f->shape->unchanged);
	g_free(f->shape->top);
	g_free(f->shape->seg);
	g_free(f->shape->seg_changed);
	g_clear_pointer(&f->shape, g_free);
}

/* The literal the first element of the view must be, or NULL when it is not a plain token. */
static const char *first_literal(GPtrArray *seq, char skip)
{
	for (guint i = 0; i < seq->len; i++) {
		const struct pq_pat *p = seq->pdata[i];

		if (p->side == skip)
			continue;
		return p->kind == PAT_TOK ? p->text : NULL;
	}
	return NULL;
}

void mt_find(GPtrArray *out, const struct pq_rule *r, struct mt_file *f, char want, char skip,
	     char *const *pre, guint max, mt_accept_fn accept, gpointer data)
{
	struct mctx c = { 0 };
	const char *lit = first_literal(r->seq, skip);
	guint total = 0, starts = 0;

	c.f = f;
	c.t = (const struct cf_token *)f->toks->toks->data;
	c.n = f->toks->toks->len;
	c.want = want;
	c.skip = skip;
	c.n_bind = r->mvs->len;
	c.bind = g_new0(struct binding, c.n_bind + 1);
	c.used = g_array_new(FALSE, FALSE, sizeof(guint));
	c.sides = g_array_new(FALSE, FALSE, sizeof(char));
	c.accept = accept;
	c.data = data;
	if (!f->shape)
		f->shape = shape_new(&c);
	c.close_of = f->shape->close_of;
	c.unchanged = f->shape->unchanged;
	c.top = f->shape->top;
	c.seg = f->shape->seg;
	c.seg_changed = f->shape->seg_changed;
	c.relax = want && r->has_minus && r->has_plus;
	for (guint ti = 0; ti < c.n && out->len < max && total < STEPS_PER_FILE; ti++) {
		if (lit && strcmp(c.t[ti].text, lit))
			continue;
		/* a start costs at most STEPS_PER_START steps: looking at the clock every 64 is enough */
		if (deadline && !(starts++ & 63) && (deadline_hit || g_get_monotonic_time() > deadline)) {
			deadline_hit = TRUE;
			break;
		}
		for (guint i = 0; i < c.n_bind; i++) {
			c.bind[i].set = pre && pre[i];
			c.bind[i].text = c.bind[i].set ? g_strdup(pre[i]) : NULL;
		}
		c.steps = 0;
		c.budget = STEPS_PER_START;
		c.result = NULL;
		g_array_set_size(c.used, 0);
		g_array_set_size(c.sides, 0);
		if (match(&c, &(struct frame){ r->seq, 0, NULL }, ti))
			g_ptr_array_add(out, c.result);
		total += c.steps;
		for (guint i = 0; i < c.n_bind; i++) {
			c.bind[i].set = FALSE;
			g_clear_pointer(&c.bind[i].text, g_free);
		}
	}
	g_free(c.bind);
	g_array_unref(c.used);
	g_array_unref(c.sides);
}

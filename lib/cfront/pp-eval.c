// SPDX-License-Identifier: GPL-2.0
/*
 * The value of a #if condition from what is known of a kernel tree: the macros of a header read
 * as text (the target's include/generated/uapi/linux/version.h), expanded as the preprocessor
 * would, and the condition evaluated in three states.  A name no known macro defines is unknown,
 * not 0: porter knows a few of the tree's macros, not its configuration.
 */
#include <stdlib.h>
#include <string.h>

#include "cfront.h"

struct cf_pp_macro {
	char **params;		/* NULL: object-like */
	char *body;
};

static void macro_free(gpointer p)
{
	struct cf_pp_macro *m = p;

	g_strfreev(m->params);
	g_free(m->body);
	g_free(m);
}

GHashTable *cf_pp_macros_new(void)
{
	return g_hash_table_new_full(g_str_hash, g_str_equal, g_free, macro_free);
}

guint cf_pp_macros_add_text(GHashTable *macros, const char *text)
{
	g_auto(GStrv) lines = g_strsplit(text ? text : "", "\n", -1);
	guint n = 0;

	for (guint i = 0; lines[i]; i++) {
		const char *rest, *p, *w;
		struct cf_pp_macro *m;
		g_autofree char *name = NULL;

		/* a continued definition is not one version.h has: skipped */
		if (cf_pp_of_line(lines[i], &rest) != CF_PP_DEFINE || g_str_has_suffix(lines[i], "\\"))
			continue;
		w = p = rest;
		while (g_ascii_isalnum(*p) || *p == '_')
			p++;
		if (p == w)
			continue;
		name = g_strndup(w, (gsize)(p - w));
		m = g_new0(struct cf_pp_macro, 1);
		if (*p == '(') {
			const char *close = strchr(p, ')');
			g_autofree char *plist = NULL;

			if (!close) {
				macro_free(m);
				continue;
			}
			plist = g_strndup(p + 1, (gsize)(close - p - 1));
			m->params = g_strsplit(plist, ",", -1);
			for (guint k = 0; m->params[k]; k++)
				g_strstrip(m->params[k]);
			if (m->params[0] && !*m->params[0] && !m->params[1]) {
				g_strfreev(m->params);
				m->params = g_new0(char *, 1);
			}
			p = close + 1;
		}
		m->body = g_strstrip(g_strdup(p));
		g_hash_table_replace(macros, g_steal_pointer(&name), m);
		n++;
	}
	return n;
}

/* ---- expansion: names replaced by their bodies until none is left or the limit is hit ---- */

#define EXPAND_MAX_ROUNDS 16

static gboolean word_char(char c)
{
	return g_ascii_isalnum(c) || c == '_';
}

/* The arguments of a call whose '(' is at *p; *p is left after its ')'.  NULL when unbalanced. */
static GPtrArray *call_args(const char **p)
{
	GPtrArray *args = g_ptr_array_new_with_free_func(g_free);
	const char *s = *p + 1, *a = s;
	int depth = 0;

	for (; *s; s++) {
		if (*s == '(') {
			depth++;
		} else if (*s == ')' && depth) {
			depth--;
		} else if ((*s == ',' || *s == ')') && !depth) {
			g_ptr_array_add(args, g_strstrip(g_strndup(a, (gsize)(s - a))));
			a = s + 1;
			if (*s == ')') {
				*p = s + 1;
				return args;
			}
		}
	}
	g_ptr_array_unref(args);
	return NULL;
}

/* body with each parameter word replaced by its argument, parenthesized. */
static char *substitute(const struct cf_pp_macro *m, GPtrArray *args)
{
	GString *o = g_string_new(NULL);

	for (const char *s = m->body; *s;) {
		if (word_char(*s) && (s == m->body || !word_char(s[-1]))) {
			const char *e = s;
			guint k;

			while (word_char(*e))
				e++;
			for (k = 0; m->params[k]; k++)
				if (strlen(m->params[k]) == (gsize)(e - s) && !memcmp(m->params[k], s, e - s))
					break;
			if (m->params[k] && k < args->len)
				g_string_append_printf(o, "(%s)", (char *)args->pdata[k]);
			else
				g_string_append_len(o, s, e - s);
			s = e;
			continue;
		}
		g_string_append_c(o, *s++);
	}
	return g_string_free(o, FALSE);
}

/* One round: every known macro name (not after "defined") replaced once.  TRUE when any was. */
static gboolean expand_once(GString *out, const char *in, GHashTable *macros)
{
	gboolean any = FALSE, after_defined = FALSE;

	for (const char *s = in; *s;) {
		if (word_char(*s) && !g_ascii_isdigit(*s)) {
			const char *e = s;
			g_autofree char *w = NULL;
			const struct cf_pp_macro *m;

			while (word_char(*e))
				e++;
			w = g_strndup(s, (gsize)(e - s));
			m = after_defined ? NULL : g_hash_table_lookup(macros, w);
			after_defined = !strcmp(w, "defined");
			if (m && !m->params) {
				g_string_append_printf(out, " (%s) ", m->body);
				any = TRUE;
			} else if (m) {
				const char *q = e;
				g_autoptr(GPtrArray) args = NULL;

				while (*q == ' ' || *q == '\t')
					q++;
				if (*q == '(' && (args = call_args(&q))) {
					g_autofree char *b = substitute(m, args);

					g_string_append_printf(out, " (%s) ", b);
					any = TRUE;
					e = q;
				} else {
					g_string_append(out, w);
				}
			} else {
				g_string_append(out, w);
			}
			s = e;
			continue;
		}
		if (word_char(*s)) {	/* a number: its suffix is not a name */
			while (word_char(*s))
				g_string_append_c(out, *s++);
			continue;
		}
		if (*s != ' ' && *s != '\t' && *s != '(')
			after_defined = FALSE;
		g_string_append_c(out, *s++);
	}
	return any;
}

/* ---- evaluation: a recursive descent over C's #if grammar, values with a known flag ---- */

struct val {
	gint64 v;
	gboolean known;
};

struct ev {
	const char *s;
	GHashTable *macros;
	gboolean bad;
};

static struct val cond(struct ev *e);

static void blanks(struct ev *e)
{
	while (*e->s == ' ' || *e->s == '\t')
		e->s++;
}

static gboolean take(struct ev *e, const char *op)
{
	gsize n = strlen(op);

	blanks(e);
	if (strncmp(e->s, op, n))
		return FALSE;
	/* "<" is not the start of "<<" or "<=", "&" not of "&&", "|" not of "||" */
	if (n == 1 && strchr("<>&|=!", op[0]) && e->s[1] &&
	    (e->s[1] == '=' || (strchr("<>&|", op[0]) && e->s[1] == op[0])))
		return FALSE;
	if (n == 2 && (!strcmp(op, "<<") || !strcmp(op, ">>")) && e->s[2] == '=')
		return FALSE;
	e->s += n;
	return TRUE;
}

static struct val primary(struct ev *e)
{
	struct val r = { 0, TRUE };

	blanks(e);
	if (take(e, "(")) {
		r = cond(e);
		if (!take(e, ")"))
			e->bad = TRUE;
		return r;
	}
	if (take(e, "!")) {
		r = primary(e);
		r.v = !r.v;
		return r;
	}
	if (take(e, "~")) {
		r = primary(e);
		r.v = ~r.v;
		return r;
	}
	if (take(e, "-")) {
		r = primary(e);
		r.v = -r.v;
		return r;
	}
	if (take(e, "+"))
		return primary(e);
	if (g_ascii_isdigit(*e->s)) {
		char *end;

		r.v = (gint64)g_ascii_strtoull(e->s, &end, 0);
		e->s = end;
		while (word_char(*e->s))	/* U, L, UL suffixes */
			e->s++;
		return r;
	}
	if (word_char(*e->s)) {
		const char *w = e->s;
		g_autofree char *name = NULL;

		while (word_char(*e->s))
			e->s++;
		name = g_strndup(w, (gsize)(e->s - w));
		if (!strcmp(name, "defined")) {
			gboolean paren;
			const char *m;

			paren = take(e, "(");
			blanks(e);
			m = e->s;
			while (word_char(*e->s))
				e->s++;
			g_free(name);
			name = g_strndup(m, (gsize)(e->s - m));
			if (!*name || (paren && !take(e, ")"))) {
				e->bad = TRUE;
				return r;
			}
			/* defined only when a known header defines it; else not known */
			r.v = 1;
			r.known = g_hash_table_contains(e->macros, name);
			return r;
		}
		/* a name left after expansion, or a call of one: not known */
		blanks(e);
		if (*e->s == '(') {
			g_autoptr(GPtrArray) args = call_args(&e->s);

			if (!args)
				e->bad = TRUE;
		}
		r.known = FALSE;
		return r;
	}
	e->bad = TRUE;
	return r;
}

static struct val binary(struct ev *e, int level);

/* Operators by precedence level, lowest first, as C's #if has them (below ?:). */
static const char *const levels[][5] = {
	{ "||" }, { "&&" }, { "|" }, { "^" }, { "&" }, { "==", "!=" },
	{ "<=", ">=", "<", ">" }, { "<<", ">>" }, { "+", "-" }, { "*", "/", "%" },
};

static struct val apply_op(const char *op, struct val a, struct val b, gboolean *bad)
{
	struct val r = { 0, a.known && b.known };

	/* one known side decides && and || */
	if (!strcmp(op, "||")) {
		if ((a.known && a.v) || (b.known && b.v))
			return (struct val){ 1, TRUE };
		r.v = a.v || b.v;
		return r;
	}
	if (!strcmp(op, "&&")) {
		if ((a.known && !a.v) || (b.known && !b.v))
			return (struct val){ 0, TRUE };
		r.v = a.v && b.v;
		return r;
	}
	if (!r.known)
		return r;
	if (!strcmp(op, "|")) r.v = a.v | b.v;
	else if (!strcmp(op, "^")) r.v = a.v ^ b.v;
	else if (!strcmp(op, "&")) r.v = a.v & b.v;
	else if (!strcmp(op, "==")) r.v = a.v == b.v;
	else if (!strcmp(op, "!=")) r.v = a.v != b.v;
	else if (!strcmp(op, "<=")) r.v = a.v <= b.v;
	else if (!strcmp(op, ">=")) r.v = a.v >= b.v;
	else if (!strcmp(op, "<")) r.v = a.v < b.v;
	else if (!strcmp(op, ">")) r.v = a.v > b.v;
	else if (!strcmp(op, "<<")) r.v = (b.v >= 0 && b.v < 63) ? a.v << b.v : 0;
	else if (!strcmp(op, ">>")) r.v = (b.v >= 0 && b.v < 63) ? a.v >> b.v : 0;
	else if (!strcmp(op, "+")) r.v = a.v + b.v;
	else if (!strcmp(op, "-")) r.v = a.v - b.v;
	else if (!strcmp(op, "*")) r.v = a.v * b.v;
	else if (b.v == 0) *bad = TRUE;
	else if (!strcmp(op, "/")) r.v = a.v / b.v;
	else r.v = a.v % b.v;
	return r;
}

static struct val binary(struct ev *e, int level)
{
	struct val a;

	if (level >= (int)G_N_ELEMENTS(levels))
		return primary(e);
	a = binary(e, level + 1);
	for (;;) {
		const char *op = NULL;

		for (guint k = 0; k < 5 && levels[level][k]; k++)
			if (take(e, levels[level][k])) {
				op = levels[level][k];
				break;
			}
		if (!op || e->bad)
			return a;
		a = apply_op(op, a, binary(e, level + 1), &e->bad);
	}
}

static struct val cond(struct ev *e)
{
	struct val c = binary(e, 0), t, f;

	if (!take(e, "?"))
		return c;
	t = cond(e);
	if (!take(e, ":")) {
		e->bad = TRUE;
		return c;
	}
	f = cond(e);
	/* an unknown test still decides when both arms agree */
	if (!c.known)
		return (struct val){ t.v, t.known && f.known && t.v == f.v };
	return c.v ? t : f;
}

int cf_pp_eval(gint64 *out, const char *expr, GHashTable *macros)
{
	g_autoptr(GString) cur = g_string_new(expr ? expr : "");
	struct ev e = { 0 };
	struct val r;

	for (guint round = 0; round < EXPAND_MAX_ROUNDS; round++) {
		g_autoptr(GString) next = g_string_new(NULL);

		if (!expand_once(next, cur->str, macros))
			break;
		g_string_assign(cur, next->str);
	}
	e.s = cur->str;
	e.macros = macros;
	r = cond(&e);
	blanks(&e);
	if (e.bad || *e.s)
		return -1;
	if (!r.known)
		return 0;
	*out = r.v;
	return 1;
}

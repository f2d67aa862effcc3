// SPDX-License-Identifier: GPL-2.0
/*
 * Parser of prequel's SmPL subset: rule headers, metavariable declarations and the -/+/context code with
 * "..." and disjunctions, into struct pq_query.  Errors name the query file, line and column.
 */
#include <string.h>
#include "pq-query-int.h"

/* A code token with its side and position in the query file; DISJ markers are "(", "|", ")" with disj. */
struct qtok {
	char *text;
	enum cf_kind kind;
	char side;
	int line, col;
	gboolean disj;		/* disjunction marker */
	gboolean idots;		/* implicit initializer dots */
};

static int fail(GError **error, const char *file, int line, int col, const char *fmt, ...) G_GNUC_PRINTF(5, 6);

static int fail(GError **error, const char *file, int line, int col, const char *fmt, ...)
{
	va_list ap;
	g_autofree char *msg = NULL;

	va_start(ap, fmt);
	msg = g_strdup_vprintf(fmt, ap);
	va_end(ap);
	/* the message quotes query text, which may hold a newline (an unclosed quote): one line */
	g_autoptr(GString) one = g_string_new(NULL);

	for (const char *p = msg; *p; p++) {
		if (*p == '\n')
			g_string_append(one, "\\n");
		else if ((unsigned char)*p < 0x20 || *p == 0x7f)
			g_string_append_printf(one, "\\x%02x", (unsigned char)*p);
		else
			g_string_append_c(one, *p);
	}
	g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s:%d:%d: %s", file, line, col, one->str);
	return -1;
}

static void pat_free(struct pq_pat *p)
{
	if (!p)
		return;
	g_free(p->text);
	if (p->alts)
		g_ptr_array_unref(p->alts);
	g_free(p);
}

static void metavar_free(struct pq_metavar *m)
{
	g_free(m->name);
	g_free(m);
}

static void rule_free(struct pq_rule *r)
{
	g_free(r->name);
	g_ptr_array_unref(r->mvs);
	if (r->seq)
		g_ptr_array_unref(r->seq);
	g_free(r);
}

void pq_query_free(struct pq_query *q)
{
	if (!q)
		return;
	g_free(q->text);
	g_free(q->filename);
	g_ptr_array_unref(q->rules);
	g_free(q);
}

static struct pq_metavar *find_mv(struct pq_rule *r, const char *name)
{
	for (guint i = 0; i < r->mvs->len; i++) {
		struct pq_metavar *m = r->mvs->pdata[i];

		if (!strcmp(m->name, name))
			return m;
	}
	return NULL;
}

/* Parses "@ [name] [depends on before|after] @" (text is the line, starting at '@'). */
static int parse_header(struct pq_rule *r, const char *text, const char *file, int line, GError **error)
{
	struct cf_tokens *l = pq_lex(text, strlen(text));
	struct cf_token *t = (struct cf_token *)l->toks->data;
	guint n = l->toks->len, i = 1;
	int ret = 0;

	if (n >= 2 && !strcmp(t[0].text, "@") && !strcmp(t[1].text, "@") && n == 2)
		goto out;
	if (i < n && t[i].kind == CF_IDENT && strcmp(t[i].text, "depends"))
		r->name = g_strdup(t[i++].text);
	if (i < n && !strcmp(t[i].text, "depends")) {
		if (i + 2 >= n || strcmp(t[i + 1].text, "on")) {
			ret = fail(error, file, line, t[i].col, "expected 'depends on before' or 'depends on after'");
			goto out;
		}
		if (!strcmp(t[i + 2].text, "after")) {
			r->mode = RULE_AFTER;
		} else if (!strcmp(t[i + 2].text, "before")) {
			r->mode = RULE_BEFORE;
		} else {
			ret = fail(error, file, line, t[i + 2].col, "unsupported dependency '%s' (before or after)",
				   t[i + 2].text);
			goto out;
		}
		i += 3;
	}
	if (i != n - 1 || strcmp(t[i].text, "@")) {
		ret = fail(error, file, line, i < n ? t[i].col : (int)strlen(text) + 1, "expected '@' ending the rule header");
		goto out;
	}
out:
	cf_tokens_free(l);
	return ret;
}

/* Parses the declarations between the rule header and "@@": "identifier a, b; expression list[2] es;" */
static int parse_decls(struct pq_rule *r, GString *decls, GArray *lines, const char *file, GError **error)
{
	struct cf_tokens *l = pq_lex(decls->str, decls->len);
	struct cf_token *t = (struct cf_token *)l->toks->data;
	guint n = l->toks->len, i = 0;
	int ret = 0;

	/* token lines are 1-based in decls; lines maps them to query lines */
#define QLINE(k) (g_array_index(lines, int, t[k].line - 1))
	while (i < n) {
		enum mv_kind kind;
		int count = -1;

		if (t[i].kind != CF_IDENT) {
			ret = fail(error, file, QLINE(i), t[i].col, "expected a metavariable kind, got '%s'", t[i].text);
			goto out;
		}
		if (!strcmp(t[i].text, "identifier")) {
			kind = MV_IDENTIFIER;
		} else if (!strcmp(t[i].text, "expression") || !strcmp(t[i].text, "idexpression")) {
			kind = MV_EXPRESSION;
			if (i + 1 < n && !strcmp(t[i + 1].text, "list")) {
				kind = MV_EXPR_LIST;
				i++;
			}
		} else if (!strcmp(t[i].text, "type") || !strcmp(t[i].text, "typedef")) {
			kind = MV_TYPE;
		} else if (!strcmp(t[i].text, "constant")) {
			kind = MV_CONSTANT;
		} else if (!strcmp(t[i].text, "parameter")) {
			if (i + 1 >= n || strcmp(t[i + 1].text, "list")) {
				ret = fail(error, file, QLINE(i), t[i].col, "expected 'parameter list'");
				goto out;
			}
			kind = MV_PARAM_LIST;
			i++;
		} else if (!strcmp(t[i].text, "statement")) {
			kind = MV_STATEMENT;
		} else if (!strcmp(t[i].text, "symbol")) {
			/* symbols are literal words: skip their names */
			while (i < n && strcmp(t[i].text, ";"))
				i++;
			i++;
			continue;
		} else {
			ret = fail(error, file, QLINE(i), t[i].col, "unknown metavariable kind '%s'", t[i].text);
			goto out;
		}
		i++;
		if (i < n && !strcmp(t[i].text, "[") && (kind == MV_EXPR_LIST || kind == MV_PARAM_LIST)) {
			if (i + 2 >= n || t[i + 1].kind != CF_NUMBER || strcmp(t[i + 2].text, "]")) {
				ret = fail(error, file, QLINE(i), t[i].col, "expected '[N]' with a number N");
				goto out;
			}
			count = atoi(t[i + 1].text);
			i += 3;
		}
		for (;;) {
			struct pq_metavar *m;

			if (i >= n || t[i].kind != CF_IDENT) {
				ret = fail(error, file, i < n ? QLINE(i) : QLINE(n - 1), i < n ? t[i].col : t[n - 1].col,
					   "expected a metavariable name");
				goto out;
			}
			if (find_mv(r, t[i].text)) {
				ret = fail(error, file, QLINE(i), t[i].col, "metavariable '%s' declared twice", t[i].text);
				goto out;
			}
			m = g_new0(struct pq_metavar, 1);
			m->name = g_strdup(t[i].text);
			m->kind = kind;
			m->count = count;
			m->index = r->mvs->len;
			g_ptr_array_add(r->mvs, m);
			i++;
			if (i < n && !strcmp(t[i].text, ",")) {
				i++;
				continue;
			}
			if (i < n && !strcmp(t[i].text, ";")) {
				i++;
				break;
			}
			ret = fail(error, file, i < n ? QLINE(i) : QLINE(n - 1), i < n ? t[i].col : t[n - 1].col + 1,
				   "expected ',' or ';' after metavariable");
			goto out;
		}
	}
#undef QLINE
out:
	cf_tokens_free(l);
	return ret;
}

static void qtok_clear(gpointer p)
{
	g_free(((struct qtok *)p)->text);
}

/* Tokenizes one code line into qtoks: the column-0 character gives the side. */
static void code_line(GArray *out, const char *s, int line)
{
	char side = ' ';
	gsize off = 0;
	struct cf_tokens *l;
	g_autofree char *trim = g_strstrip(g_strdup(s));

	if ((s[0] == '(' || s[0] == '|' || s[0] == ')') && strlen(trim) == 1) {
		struct qtok q = { g_strdup(trim), CF_PUNCT, ' ', line, 1, TRUE, FALSE };

		g_array_append_val(out, q);
		return;
	}
	if (s[0] == '-' || s[0] == '+') {
		side = s[0];
		off = 1;
	}
	l = pq_lex(s + off, strlen(s + off));
	for (guint i = 0; i < l->toks->len; i++) {
		struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);
		struct qtok q = { NULL, t->kind, side, line, t->col + (int)off, FALSE, FALSE };

		if (!strcmp(t->text, "\\(") || !strcmp(t->text, "\\|") || !strcmp(t->text, "\\)")) {
			q.text = g_strdup(t->text + 1);
			q.disj = TRUE;
		} else {
			q.text = g_strdup(t->text);
		}
		g_array_append_val(out, q);
	}
	cf_tokens_free(l);
}

/*
 * Inserts implicit "skip other fields" markers into braced initializers: after "{" of an initializer,
 * after each of its top-level commas and before its "}".  An initializer brace follows "=" or is an
 * element of an enclosing initializer.
 */
static GArray *add_idots(GArray *in)
{
	GArray *out = g_array_new(FALSE, FALSE, sizeof(struct qtok));
	GArray *stack = g_array_new(FALSE, FALSE, sizeof(gboolean));
	const char *prev = NULL;

	for (guint i = 0; i < in->len; i++) {
		struct qtok q = g_array_index(in, struct qtok, i);
		gboolean in_init = stack->len && g_array_index(stack, gboolean, stack->len - 1);
		struct qtok dots = { g_strdup("..."), CF_PUNCT, ' ', q.line, q.col, FALSE, TRUE };

		if (q.disj) {
			g_free(dots.text);
			g_array_append_val(out, q);
			continue;
		}
		if (!strcmp(q.text, "}") && in_init) {
			struct qtok *last = out->len ? &g_array_index(out, struct qtok, out->len - 1) : NULL;

			if (last && !last->idots)
				g_array_append_val(out, dots);
			else
				g_free(dots.text);
		} else {
			g_free(dots.text);
		}
		g_array_append_val(out, q);
		if (!strcmp(q.text, "{") || !strcmp(q.text, "(") || !strcmp(q.text, "[")) {
			gboolean init = !strcmp(q.text, "{") && prev &&
				(!strcmp(prev, "=") || (in_init && (!strcmp(prev, ",") || !strcmp(prev, "{"))));

			g_array_append_val(stack, init);
			if (init) {
				struct qtok d = { g_strdup("..."), CF_PUNCT, ' ', q.line, q.col, FALSE, TRUE };

				g_array_append_val(out, d);
			}
		} else if (cf_is_close(q.text)) {
			if (stack->len)
				g_array_set_size(stack, stack->len - 1);
		} else if (!strcmp(q.text, ",") && in_init) {
			struct qtok d = { g_strdup("..."), CF_PUNCT, ' ', q.line, q.col, FALSE, TRUE };

			g_array_append_val(out, d);
		}
		prev = q.text;
	}
	g_array_unref(stack);
	/* the texts moved to out */
	g_array_set_clear_func(in, NULL);
	g_array_unref(in);
	g_array_set_clear_func(out, qtok_clear);
	return out;
}

/* Builds the pattern sequence from qtoks[*i..], stopping at a "|" or ")" marker (left for the caller). */
static int build_seq(GPtrArray **out, struct pq_rule *r, GArray *q, guint *i, int depth, const char *file,
		     GError **error)
{
	GPtrArray *seq = g_ptr_array_new_with_free_func((GDestroyNotify)pat_free);

	while (*i < q->len) {
		struct qtok *t = &g_array_index(q, struct qtok, *i);
		struct pq_pat *p;

		if (t->disj && (!strcmp(t->text, "|") || !strcmp(t->text, ")"))) {
			if (!depth) {
				fail(error, file, t->line, t->col, "'%s' outside a disjunction", t->text);
				goto err;
			}
			break;
		}
		p = g_new0(struct pq_pat, 1);
		p->side = t->side;
		p->line = t->line;
		p->col = t->col;
		g_ptr_array_add(seq, p);
		(*i)++;
		if (t->disj) {
			int open_line = t->line, open_col = t->col;

			p->kind = PAT_DISJ;
			p->alts = g_ptr_array_new_with_free_func((GDestroyNotify)g_ptr_array_unref);
			for (;;) {
				GPtrArray *alt;
				struct qtok *e;

				if (build_seq(&alt, r, q, i, depth + 1, file, error))
					goto err;
				g_ptr_array_add(p->alts, alt);
				if (*i >= q->len) {
					fail(error, file, open_line, open_col, "unclosed disjunction");
					goto err;
				}
				e = &g_array_index(q, struct qtok, *i);
				(*i)++;
				if (!strcmp(e->text, ")"))
					break;
			}
			continue;
		}
		if (t->idots) {
			p->kind = PAT_IDOTS;
		} else if (!strcmp(t->text, "...")) {
			p->kind = PAT_DOTS;
		} else if (t->kind == CF_IDENT && (p->mv = find_mv(r, t->text))) {
			p->kind = PAT_META;
		} else {
			p->kind = PAT_TOK;
			p->text = g_strdup(t->text);
		}
		if (p->side == '-' && p->kind != PAT_IDOTS)
			r->has_minus = TRUE;
		if (p->side == '+' && p->kind != PAT_IDOTS)
			r->has_plus = TRUE;
	}
	*out = seq;
	return 0;
err:
	g_ptr_array_unref(seq);
	return -1;
}

/* Brackets must balance in the old view (context and '-') and in the new view (context and '+'). */
static int check_balance(GArray *q, char skip, const char *file, GError **error)
{
	GArray *st = g_array_new(FALSE, FALSE, sizeof(guint));
	int ret = 0;

	for (guint i = 0; i < q->len && !ret; i++) {
		struct qtok *t = &g_array_index(q, struct qtok, i);

		if (t->disj || t->side == skip)
			continue;
		if (cf_is_open(t->text)) {
			g_array_append_val(st, i);
		} else if (cf_is_close(t->text)) {
			struct qtok *o;
			static const char pairs[] = "()[]{}";

			if (!st->len) {
				ret = fail(error, file, t->line, t->col, "unbalanced '%s'", t->text);
				break;
			}
			o = &g_array_index(q, struct qtok, g_array_index(st, guint, st->len - 1));
			g_array_set_size(st, st->len - 1);
			if (strchr(pairs, o->text[0])[1] != t->text[0])
				ret = fail(error, file, t->line, t->col, "'%s' does not close '%s' of line %d", t->text,
					   o->text, o->line);
		}
	}
	if (!ret && st->len) {
		struct qtok *o = &g_array_index(q, struct qtok, g_array_index(st, guint, 0));

		ret = fail(error, file, o->line, o->col, "unclosed '%s'", o->text);
	}
	g_array_unref(st);
	return ret;
}

/*
 * Marks "f(" written without a type before it as a call: like Coccinelle's expression patterns it does not
 * match the declaration or definition of f, nor a #define of it.  Likewise "struct foo" without "{" after
 * it is a use of the type and does not match the definition of struct foo.
 */
static void mark_calls(GPtrArray *seq)
{
	for (guint i = 0; i < seq->len; i++) {
		struct pq_pat *p = seq->pdata[i], *n = i + 1 < seq->len ? seq->pdata[i + 1] : NULL;
		struct pq_pat *b = i ? seq->pdata[i - 1] : NULL;

		if (p->kind == PAT_DISJ) {
			for (guint a = 0; a < p->alts->len; a++)
				mark_calls(p->alts->pdata[a]);
			continue;
		}
		if (p->kind == PAT_TOK && n && n->kind == PAT_TOK && (!strcmp(p->text, "struct") ||
		    !strcmp(p->text, "union") || !strcmp(p->text, "enum"))) {
			struct pq_pat *nn = i + 2 < seq->len ? seq->pdata[i + 2] : NULL;

			/* "struct foo" names a use of the type, not its definition "struct foo {" */
			p->call = !nn || nn->kind != PAT_TOK || strcmp(nn->text, "{");
			continue;
		}
		if (p->kind != PAT_TOK || !(g_ascii_isalpha(p->text[0]) || p->text[0] == '_') ||
		    cf_is_keyword(p->text) || !n || n->kind != PAT_TOK || strcmp(n->text, "("))
			continue;
		if (b && ((b->kind == PAT_TOK && (g_ascii_isalnum(b->text[0]) || b->text[0] == '_' ||
						  !strcmp(b->text, "*"))) ||
			  (b->kind == PAT_META && b->mv->kind == MV_TYPE)))
			continue;
		p->call = TRUE;
	}
}

static int finish_rule(struct pq_rule *r, GArray *code, int hdr_line, const char *file, GError **error)
{
	guint i = 0;

	if (!code->len)
		return fail(error, file, hdr_line, 1, "rule has no code");
	if (check_balance(code, '+', file, error) || check_balance(code, '-', file, error))
		return -1;
	code = add_idots(code);
	if (build_seq(&r->seq, r, code, &i, 0, file, error)) {
		g_array_unref(code);
		return -1;
	}
	g_array_unref(code);
	mark_calls(r->seq);
	if (r->mode != RULE_DIFF && (r->has_minus || r->has_plus))
		return fail(error, file, hdr_line, 1, "a 'depends on' rule is a guard: it takes no '-' or '+' lines");
	return 0;
}

int pq_query_parse(struct pq_query **out, const char *text, const char *filename, GError **error)
{
	struct pq_query *q = g_new0(struct pq_query, 1);
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);
	struct pq_rule *r = NULL;
	GArray *code = NULL, *decl_lines = NULL;
	GString *decls = NULL;
	int state = 0;		/* 0: before a rule, 1: declarations, 2: code */
	int hdr_line = 0;
	int ret = -1;

	q->text = g_strdup(text);
	q->filename = g_strdup(filename ? filename : "query");
	q->rules = g_ptr_array_new_with_free_func((GDestroyNotify)rule_free);
	for (guint n = 0; lines[n]; n++) {
		const char *s = lines[n];
		int line = (int)n + 1;
		gsize len = strlen(s);

		if (len && s[len - 1] == '\r')
			lines[n][--len] = 0;
		if (state != 1 && s[0] == '@') {
			if (state == 2) {
				r->first_line = hdr_line;
				r->last_line = line - 1;
				if (finish_rule(r, code, hdr_line, q->filename, error))
					goto out;
				code = NULL;
				g_ptr_array_add(q->rules, r);
				r = NULL;
			}
			r = g_new0(struct pq_rule, 1);
			r->mvs = g_ptr_array_new_with_free_func((GDestroyNotify)metavar_free);
			hdr_line = line;
			if (parse_header(r, s, q->filename, line, error))
				goto out;
			decls = g_string_new(NULL);
			decl_lines = g_array_new(FALSE, FALSE, sizeof(int));
			state = 1;
			continue;
		}
		if (state == 0) {
			g_autofree char *t = g_strstrip(g_strdup(s));

			if (!*t || g_str_has_prefix(t, "//") || g_str_has_prefix(t, "virtual ") ||
			    g_str_has_prefix(t, "#"))
				continue;
			fail(error, q->filename, line, (int)(strspn(s, " \t") + 1), "expected '@@' starting a rule");
			goto out;
		}
		if (state == 1) {
			const char *at = strstr(s, "@@");

			if (at) {
				g_string_append_len(decls, s, at - s);
				g_array_append_val(decl_lines, line);
				if (parse_decls(r, decls, decl_lines, q->filename, error))
					goto out;
				g_string_free(decls, TRUE);
				decls = NULL;
				g_array_unref(decl_lines);
				decl_lines = NULL;
				code = g_array_new(FALSE, FALSE, sizeof(struct qtok));
				g_array_set_clear_func(code, qtok_clear);
				state = 2;
				continue;
			}
			g_string_append(decls, s);
			g_string_append_c(decls, '\n');
			g_array_append_val(decl_lines, line);
			continue;
		}
		code_line(code, s, line);
	}
	if (state == 1) {
		fail(error, q->filename, hdr_line, 1, "rule header without '@@' ending its declarations");
		goto out;
	}
	if (state == 0) {
		fail(error, q->filename, 1, 1, "no rule (expected '@@')");
		goto out;
	}
	r->first_line = hdr_line;
	r->last_line = (int)g_strv_length(lines);
	if (finish_rule(r, code, hdr_line, q->filename, error)) {
		code = NULL;
		goto out;
	}
	code = NULL;
	g_ptr_array_add(q->rules, r);
	r = NULL;
	{
		gboolean any = FALSE;

		for (guint i = 0; i < q->rules->len; i++) {
			struct pq_rule *x = q->rules->pdata[i];

			any |= x->mode == RULE_DIFF && (x->has_minus || x->has_plus);
		}
		if (!any) {
			fail(error, q->filename, 1, 1, "no '-' or '+' line: a query must say what the commit changes");
			goto out;
		}
	}
	*out = q;
	q = NULL;
	ret = 0;
out:
	if (code)
		g_array_unref(code);
	if (decls)
		g_string_free(decls, TRUE);
	if (decl_lines)
		g_array_unref(decl_lines);
	if (r)
		rule_free(r);
	pq_query_free(q);
	return ret;
}

static void seq_words(GPtrArray *seq, char side, GPtrArray *out);

/* Words every alternative of a disjunction has: the intersection. */
static void disj_words(struct pq_pat *p, char side, GPtrArray *out)
{
	GPtrArray *common = NULL;

	for (guint a = 0; a < p->alts->len; a++) {
		GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

		seq_words(p->alts->pdata[a], side, w);
		if (!common) {
			common = w;
			continue;
		}
		for (guint i = common->len; i-- > 0;) {
			gboolean found = FALSE;

			for (guint j = 0; j < w->len && !found; j++)
				found = !strcmp(common->pdata[i], w->pdata[j]);
			if (!found)
				g_ptr_array_remove_index(common, i);
		}
		g_ptr_array_unref(w);
	}
	for (guint i = 0; common && i < common->len; i++)
		g_ptr_array_add(out, g_strdup(common->pdata[i]));
	if (common)
		g_ptr_array_unref(common);
}

static void seq_words(GPtrArray *seq, char side, GPtrArray *out)
{
	for (guint i = 0; i < seq->len; i++) {
		struct pq_pat *p = seq->pdata[i];
		const char *prev = NULL;

		if (p->kind == PAT_DISJ) {
			disj_words(p, side, out);
			continue;
		}
		if (p->kind != PAT_TOK || p->side != side)
			continue;
		if (i > 0 && ((struct pq_pat *)seq->pdata[i - 1])->kind == PAT_TOK)
			prev = ((struct pq_pat *)seq->pdata[i - 1])->text;
		if (g_ascii_isalpha(p->text[0]) || p->text[0] == '_') {
			if (cf_is_keyword(p->text))
				continue;
			if (prev && (!strcmp(prev, ".") || !strcmp(prev, "->")))
				g_ptr_array_add(out, g_strconcat(".", p->text, NULL));
			else
				g_ptr_array_add(out, g_strdup(p->text));
		} else if (g_ascii_isdigit(p->text[0])) {
			g_ptr_array_add(out, g_strdup(p->text));
		}
	}
}

/* The words of w, each once, in first-seen order, as a NULL-terminated vector; frees w. */
static char **unique_strv(GPtrArray *w)
{
	GPtrArray *u = g_ptr_array_new();
	GHashTable *seen = g_hash_table_new(g_str_hash, g_str_equal);

	for (guint i = 0; i < w->len; i++)
		if (g_hash_table_add(seen, w->pdata[i]))
			g_ptr_array_add(u, g_strdup(w->pdata[i]));
	g_ptr_array_add(u, NULL);
	g_hash_table_unref(seen);
	g_ptr_array_unref(w);
	return (char **)g_ptr_array_free(u, FALSE);
}

static char **words_of(const struct pq_query *q, char side)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = 0; i < q->rules->len; i++) {
		struct pq_rule *r = q->rules->pdata[i];

		if (r->mode == RULE_DIFF)
			seq_words(r->seq, side, w);
	}
	return unique_strv(w);
}

/*
 * Words of the outermost context head that encloses a rule's first change: "struct spi_driver i = {"
 * around "- .suspend = e,".  Only a head without "(" (an initializer, a struct or enum body): at file
 * scope it is the hunk's function-context line that the index adds to a commit's context words,
 * however far the change is; an inner head may be further than the 3 context lines, and the head of
 * a function may be shadowed by a label at column 0.  (An initializer local to a function whose head
 * is more than 3 lines from the change is missed.)  A head ends at "{"; ";", ",", "}" and "..."
 * start a new one.
 */
static void head_words(const struct pq_rule *r, GPtrArray *out)
{
	g_autoptr(GPtrArray) stack = g_ptr_array_new_with_free_func((GDestroyNotify)g_ptr_array_unref);
	g_autoptr(GPtrArray) cur = g_ptr_array_new();
	gboolean call = FALSE;

	for (guint i = 0; i < r->seq->len; i++) {
		const struct pq_pat *p = r->seq->pdata[i];

		/* a disjunction is balanced: it lies inside the heads open here, whatever it holds */
		if (p->side != ' ' || p->kind == PAT_DISJ) {
			GPtrArray *h = stack->len ? stack->pdata[0] : NULL;

			for (guint j = 0; h && j < h->len; j++)
				g_ptr_array_add(out, g_strdup(h->pdata[j]));
			return;
		}
		if (p->kind == PAT_DOTS || p->kind == PAT_IDOTS) {
			g_ptr_array_set_size(cur, 0);
			call = FALSE;
			continue;
		}
		if (p->kind != PAT_TOK)
			continue;
		if (!strcmp(p->text, "{")) {
			GPtrArray *h = g_ptr_array_new();

			for (guint j = 0; !call && j < cur->len; j++)
				g_ptr_array_add(h, cur->pdata[j]);
			g_ptr_array_add(stack, h);
			g_ptr_array_set_size(cur, 0);
			call = FALSE;
		} else if (!strcmp(p->text, "}")) {
			if (stack->len)
				g_ptr_array_remove_index(stack, stack->len - 1);
			g_ptr_array_set_size(cur, 0);
			call = FALSE;
		} else if (!strcmp(p->text, ";") || !strcmp(p->text, ",")) {
			g_ptr_array_set_size(cur, 0);
			call = FALSE;
		} else if (!strcmp(p->text, "(")) {
			call = TRUE;
		} else if ((g_ascii_isalpha(p->text[0]) || p->text[0] == '_') &&
			   !cf_is_keyword(p->text)) {
			g_ptr_array_add(cur, p->text);
		}
	}
}

char **pq_query_head_words(const struct pq_query *q)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = 0; i < q->rules->len; i++) {
		const struct pq_rule *r = q->rules->pdata[i];

		if (r->mode == RULE_DIFF && (r->has_minus || r->has_plus))
			head_words(r, w);
	}
	return unique_strv(w);
}

void pq_query_words(const struct pq_query *q, char ***out_minus, char ***out_plus)
{
	if (out_minus)
		*out_minus = words_of(q, '-');
	if (out_plus)
		*out_plus = words_of(q, '+');
}

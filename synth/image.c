// SPDX-License-Identifier: GPL-2.0
/*
 * The example's images as synth's stages read them: tokens and items of one side of a file, and the
 * shapes read off them (statements, balanced spans, parameters, declarations, struct initializers,
 * words).  Below every stage: nothing here knows the pairing, the names or the rules.
 */
#include <string.h>

#include "synth.h"
#include "synth-int.h"


gboolean sd_is_keyword(const char *s)
{
	return cf_word_is(s, CF_WORD_KEYWORD);
}


/* An identifier that is not a C keyword. */
gboolean sd_c_word(const char *s)
{
	return (g_ascii_isalpha(s[0]) || s[0] == '_') && !sd_is_keyword(s);
}


struct cf_token *sd_tok(struct image *im, guint i)
{
	return i < im->toks->len ? im->toks->pdata[i] : NULL;
}


struct cf_item *sd_item(struct image *im, guint i)
{
	return im->items->pdata[i];
}


gboolean sd_load_image(struct image *im, const char *text, const char *path, GError **error)
{
	im->toks = sd_tokenize(text ? text : "", path, error);
	if (!im->toks)
		return FALSE;
	/*
	 * Tokens are copied into rule text as code: one holding a line break (a raw string
	 * R"x(...)x" may) would start a line of SmPL of its own, a python rule say.
	 */
	for (guint i = 0; i < im->toks->len; i++) {
		const struct cf_token *t = im->toks->pdata[i];

		for (const char *c = t->text; *c; c++) {
			if ((unsigned char)*c >= 0x20 && *c != 0x7f)
				continue;
			if (*c == '\t')
				continue;
			{
				g_autofree char *where = esc_terminal(path, FALSE);

				g_set_error(error, SYN_ERROR, SYN_ERROR_UNRELATED, "cannot derive a patch: "
					    "the token at %s:%d:%d holds a control character", where,
					    t->line, t->col);
			}
			g_clear_pointer(&im->toks, g_ptr_array_unref);
			return FALSE;
		}
	}
	im->items = cf_items(im->toks);
	return TRUE;
}


char *sd_range_text(struct image *im, guint f, guint l)
{
	return sd_toks_text(im->toks, f, l);
}


char *sd_words_text(GPtrArray *w)
{
	GString *s = g_string_new(NULL);

	sd_append_words(s, w);
	return g_string_free(s, FALSE);
}


/* Tokens as words for emission, with spacing close to kernel style. */
void sd_append_words(GString *out, GPtrArray *words)
{
	const char *prev = NULL;

	for (guint i = 0; i < words->len; i++) {
		const char *w = words->pdata[i];
		gboolean space = prev != NULL;

		if (prev && (strcmp(prev, "(") == 0 || strcmp(prev, "[") == 0 ||
			     strcmp(prev, ".") == 0 || strcmp(prev, "->") == 0 ||
			     strcmp(prev, "!") == 0 || strcmp(prev, "~") == 0))
			space = FALSE;
		if (strcmp(w, ")") == 0 || strcmp(w, "]") == 0 || strcmp(w, ",") == 0 ||
		    strcmp(w, ";") == 0 || strcmp(w, "->") == 0 ||
		    (strcmp(w, ".") == 0 && prev && strcmp(prev, ",") && strcmp(prev, "{")))
			space = FALSE;
		if (strcmp(w, "(") == 0 && prev && (g_ascii_isalnum(prev[0]) || prev[0] == '_') &&
		    !sd_is_keyword(prev))
			space = FALSE;
		if (prev && strcmp(prev, "&") == 0 && i >= 2) {
			const char *pp = words->pdata[i - 2];

			if (strcmp(pp, "(") == 0 || strcmp(pp, ",") == 0 || strcmp(pp, "=") == 0)
				space = FALSE;
		}
		if (prev && strcmp(prev, "&") == 0 && i == 1)
			space = FALSE;
		if (space)
			g_string_append_c(out, ' ');
		g_string_append(out, w);
		prev = w;
	}
}


gboolean sd_is_call_name(struct image *im, guint i, guint end)
{
	struct cf_token *t = sd_tok(im, i), *n = sd_tok(im, i + 1);

	return t && n && i + 1 < end && t->kind == CF_IDENT && !sd_is_keyword(t->text) &&
	       sd_tok_is(n, "(");
}


/* The statement or declaration around [a, b) inside the braces im[f, l). */
void sd_enclosing_stmt(struct image *im, guint f, guint l, guint a, guint b, guint *s, guint *e)
{
	guint i = a;

	while (i > f) {
		struct cf_token *t = sd_tok(im, i - 1);

		if (sd_tok_is(t, ";") || sd_tok_is(t, "{") || sd_tok_is(t, "}") ||
		    t->kind == CF_PP)
			break;
		i--;
	}
	*s = i;
	for (i = b > a ? b - 1 : a; i < l; i++)
		if (sd_tok_is(sd_tok(im, i), ";"))
			break;
	*e = i < l ? i + 1 : l;
}


/* The bracket closing im[open] before l, or l when it is not closed there. */
static guint close_of(struct image *im, guint open, guint l)
{
	guint c = sd_match_bracket(im->toks, open, l);

	return c < l ? c : l;
}


/* Whether im[i] is the word w, as a keyword or a punctuator. */
static gboolean word_is(struct image *im, guint i, guint l, const char *w)
{
	return i < l && sd_tok_is(sd_tok(im, i), w);
}


/*
 * The end (one past) of the statement that starts at im[s], inside a block that closes at l:
 * a compound statement, an if with its else, a loop or switch with its body, a loop macro's
 * head with its body ("list_for_each_entry(p, h, n) {"), a directive line, or tokens up to the
 * ';' outside brackets.  Labels ("case X:", "default:", "out:") belong to what follows them.
 */
static guint stmt_end(struct image *im, guint s, guint l)
{
	struct cf_token *t;

	if (s >= l)
		return l;
	t = sd_tok(im, s);
	if (t->kind == CF_PP)
		return s + 1;
	if (sd_tok_is(t, "{"))
		return MIN(close_of(im, s, l) + 1, l);
	if (sd_tok_is(t, "case") || sd_tok_is(t, "default") ||
	    (t->kind == CF_IDENT && word_is(im, s + 1, l, ":"))) {
		guint i = s + 1;

		while (i < l && !sd_tok_is(sd_tok(im, i), ":"))
			i++;
		return i + 1 < l ? stmt_end(im, i + 1, l) : l;
	}
	if (sd_tok_is(t, "if") || sd_tok_is(t, "for") || sd_tok_is(t, "while") ||
	    sd_tok_is(t, "switch") || sd_is_call_name(im, s, l)) {
		guint c, e;

		if (!word_is(im, s + 1, l, "("))
			return l;
		c = close_of(im, s + 1, l);
		/* a call as a statement, not a loop macro's head */
		if (t->kind == CF_IDENT && !sd_is_keyword(t->text) && !word_is(im, c + 1, l, "{"))
			goto simple;
		e = stmt_end(im, c + 1, l);
		if (sd_tok_is(t, "if") && word_is(im, e, l, "else"))
			e = stmt_end(im, e + 1, l);
		return e;
	}
	if (sd_tok_is(t, "do")) {
		guint e = stmt_end(im, s + 1, l);

		if (!word_is(im, e, l, "while"))
			return e;
		s = e;
	}
simple:
	for (guint i = s; i < l; i++) {
		struct cf_token *u = sd_tok(im, i);

		if (sd_tok_is(u, ";"))
			return i + 1;
		if (sd_tok_is(u, "(") || sd_tok_is(u, "[") || sd_tok_is(u, "{"))
			i = close_of(im, i, l);
		else if (sd_tok_is(u, "}"))
			return i;
	}
	return l;
}


gboolean sd_stmt_cover(struct image *im, guint f, guint l, guint a, guint b, guint *s, guint *e)
{
	guint o = l, c = l, fs = l, le = l;

	/* the innermost block around [a, b) */
	for (guint i = f; i < a && i < l; i++) {
		guint m;

		if (!sd_tok_is(sd_tok(im, i), "{"))
			continue;
		m = sd_match_bracket(im->toks, i, l);
		if (m < l && m >= b && m >= a) {
			o = i;
			c = m;
		}
	}
	if (o == l)
		return FALSE;
	/* a switch's cases are no statements SmPL can write alone: the switch whole */
	if (o > f + 2 && sd_tok_is(sd_tok(im, o - 1), ")")) {
		guint p = o - 1;
		int d = 0;

		for (; p > f; p--) {
			if (sd_tok_is(sd_tok(im, p), ")"))
				d++;
			else if (sd_tok_is(sd_tok(im, p), "(") && --d == 0)
				break;
		}
		if (d == 0 && p > f && sd_tok_is(sd_tok(im, p - 1), "switch"))
			return sd_stmt_cover(im, f, l, p - 1, c + 1, s, e);
	}
	for (guint i = o + 1; i < c;) {
		guint n = stmt_end(im, i, c);

		if (n <= i || n > c)
			return FALSE;
		if (fs == l && n > a)
			fs = i;
		if (i < MAX(b, a + 1))
			le = n;
		i = n;
	}
	if (fs == l || le == l || fs > a || le < b)
		return FALSE;
	*s = fs;
	*e = le;
	return TRUE;
}


/* Post bounds of a pre span from the pairs just outside it. */
guint sd_map_near(GArray *pairs, guint p, gboolean start, guint qf, guint ql)
{
	guint n = pairs->len / 2;

	if (start) {
		guint q = qf;

		for (guint k = 0; k < n; k++)
			if (g_array_index(pairs, guint, 2 * k) < p)
				q = g_array_index(pairs, guint, 2 * k + 1) + 1;
		return q;
	}
	for (guint k = 0; k < n; k++)
		if (g_array_index(pairs, guint, 2 * k) >= p)
			return g_array_index(pairs, guint, 2 * k + 1);
	return ql;
}


gboolean sd_balanced(struct image *im, guint f, guint l)
{
	int d = 0;

	for (guint i = f; i < l; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind != CF_PUNCT || t->text[1])
			continue;
		if (strchr("({[", t->text[0]))
			d++;
		else if (strchr(")}]", t->text[0]) && --d < 0)
			return FALSE;
	}
	return d == 0;
}


/* Is im[i] the issue word?  ".name" only matches a member: after '.' or "->". */
gboolean sd_word_at(struct image *im, guint i, const char *word)
{
	if (word[0] == '.') {
		const char *prev = i ? sd_tok(im, i - 1)->text : "";

		return strcmp(sd_tok(im, i)->text, word + 1) == 0 &&
		       (strcmp(prev, ".") == 0 || strcmp(prev, "->") == 0);
	}
	return strcmp(sd_tok(im, i)->text, word) == 0;
}


gboolean sd_region_has(struct image *im, guint f, guint l, const char *word)
{
	for (guint i = f; i < l; i++)
		if (sd_word_at(im, i, word))
			return TRUE;
	return FALSE;
}


gboolean sd_has_word(GPtrArray *w, const char *word)
{
	for (guint i = 0; i < w->len; i++)
		if (!strcmp(w->pdata[i], word))
			return TRUE;
	return FALSE;
}


gboolean sd_ends_stmt(GPtrArray *w)
{
	return w->len && (!strcmp(w->pdata[w->len - 1], ";") || !strcmp(w->pdata[w->len - 1], "}"));
}


void sd_init_entry_free(gpointer p)
{
	struct init_entry *e = p;

	g_free(e->path);
	g_free(e->field);
	g_free(e->parent);
	g_free(e);
}


void sd_parse_init(struct image *im, guint open, guint close, const char *parent,
		       GPtrArray *out)
{
	guint i = open + 1, pos = 0;

	while (i < close) {
		struct cf_token *t = sd_tok(im, i);
		struct init_entry *e;
		int depth = 0;
		guint j;

		if (t->kind == CF_PP || sd_tok_is(t, ",")) {
			i++;
			continue;
		}
		e = g_new0(struct init_entry, 1);
		e->parent = g_strdup(parent);
		if (sd_tok_is(t, ".") && i + 2 < close && sd_tok(im, i + 1)->kind == CF_IDENT &&
		    sd_tok_is(sd_tok(im, i + 2), "=")) {
			e->field = g_strdup(sd_tok(im, i + 1)->text);
			i += 3;
		} else {
			e->field = g_strdup_printf("#%u", pos);
		}
		pos++;
		e->path = *parent ? g_strdup_printf("%s.%s", parent, e->field) : g_strdup(e->field);
		e->vf = i;
		for (j = i; j < close; j++) {
			t = sd_tok(im, j);
			if (t->kind != CF_PUNCT)
				continue;
			if (strchr("({[", t->text[0]) && !t->text[1])
				depth++;
			else if (strchr(")}]", t->text[0]) && !t->text[1])
				depth--;
			else if (depth == 0 && sd_tok_is(t, ","))
				break;
		}
		e->vl = j;
		if (sd_tok_is(sd_tok(im, e->vf), "{") &&
		    sd_match_bracket(im->toks, e->vf, close) == e->vl - 1) {
			e->nested = TRUE;
			g_ptr_array_add(out, e);
			sd_parse_init(im, e->vf, e->vl - 1, e->path, out);
		} else {
			g_ptr_array_add(out, e);
		}
		i = j + 1;
	}
}


struct init_entry *sd_find_entry(GPtrArray *es, const char *path)
{
	for (guint i = 0; i < es->len; i++) {
		struct init_entry *e = es->pdata[i];

		if (strcmp(e->path, path) == 0)
			return e;
	}
	return NULL;
}


/* Index of the '=' of an initialized declaration, or 0. */
guint sd_init_eq(struct image *im, struct cf_item *it)
{
	for (guint i = it->first; i + 1 < it->last; i++)
		if (sd_tok_is(sd_tok(im, i), "=") && sd_tok_is(sd_tok(im, i + 1), "{"))
			return i;
	return 0;
}


/* Does the sd_item's token range contain the words of needle ("struct spi_driver") in a row? */
gboolean sd_item_has_seq(struct image *im, struct cf_item *it, const char *needle)
{
	g_auto(GStrv) w = g_strsplit_set(needle, " \t*", -1);
	guint n = 0;

	/* drop the empty words in place: freed here, the vector stays NULL-terminated */
	for (guint k = 0; w[k]; k++) {
		if (*w[k])
			w[n++] = w[k];
		else
			g_free(w[k]);
	}
	w[n] = NULL;
	if (!n)
		return FALSE;
	for (guint i = it->first; i + n <= it->last; i++) {
		guint k;

		for (k = 0; k < n; k++)
			if (strcmp(sd_tok(im, i + k)->text, w[k]))
				break;
		if (k == n)
			return TRUE;
	}
	return FALSE;
}


/*
 * The declaration's type words: tokens before the name, without storage class, and without
 * "const" unless keep_const: a function's return type keeps it ("const __u8 *"), an initialized
 * struct is named by its tag, the driver's instance const or not.
 */
GPtrArray *sd_decl_type(struct image *im, struct cf_item *it, guint name_at, gboolean keep_const)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = it->first; i < name_at; i++) {
		const char *s = sd_tok(im, i)->text;

		if (!keep_const && strcmp(s, "const") == 0)
			continue;
		if (!cf_word_is(s, CF_WORD_STORAGE | CF_WORD_ANNOTATION))
			g_ptr_array_add(w, g_strdup(s));
	}
	return w;
}


/* The type words of the first declaration of name in im ("struct timeval"), or NULL. */
char *sd_decl_type_of(struct image *im, const char *name)
{
	for (guint i = 1; i + 1 < im->toks->len; i++) {
		struct cf_token *t = sd_tok(im, i), *n = sd_tok(im, i + 1), *p = sd_tok(im, i - 1);
		GString *w;
		guint s;

		if (t->kind != CF_IDENT || strcmp(t->text, name) ||
		    !(sd_tok_is(n, ";") || sd_tok_is(n, "=") || sd_tok_is(n, ",") ||
		      sd_tok_is(n, "[")) || !(p->kind == CF_IDENT || sd_tok_is(p, "*")))
			continue;
		for (s = i; s > 0; s--) {
			struct cf_token *b = sd_tok(im, s - 1);

			if (sd_tok_is(b, ";") || sd_tok_is(b, "{") || sd_tok_is(b, "}") ||
			    b->kind == CF_PP)
				break;
		}
		w = g_string_new(NULL);
		for (guint k = s; k < i; k++) {
			const char *x = sd_tok(im, k)->text;

			if (!strcmp(x, "static") || !strcmp(x, "const"))
				continue;
			if (w->len)
				g_string_append_c(w, ' ');
			g_string_append(w, x);
		}
		return g_string_free(w, FALSE);
	}
	return NULL;
}


static void param_free(gpointer p)
{
	struct param *x = p;

	g_free(x->name);
	g_free(x);
}


/* Parameters of the function sd_item; open and close get the parenthesis positions. */
GPtrArray *sd_params(struct image *im, struct cf_item *it, guint *open, guint *close)
{
	GPtrArray *ps = g_ptr_array_new_with_free_func(param_free);
	guint i, s;
	int d = 0;

	for (i = it->first; i < it->last; i++)
		if (sd_tok_is(sd_tok(im, i), "(") && i > it->first &&
		    strcmp(sd_tok(im, i - 1)->text, it->name) == 0)
			break;
	*open = i;
	*close = sd_match_bracket(im->toks, i, it->last);
	for (s = i + 1, i = s; i <= *close; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (sd_tok_is(t, "(") || sd_tok_is(t, "["))
			d++;
		else if ((sd_tok_is(t, ")") || sd_tok_is(t, "]")) && i != *close)
			d--;
		if ((d == 0 && sd_tok_is(t, ",")) || i == *close) {
			if (i > s && !(i == s + 1 && sd_tok_is(sd_tok(im, s), "void"))) {
				struct param *p = g_new0(struct param, 1);

				p->f = s;
				p->l = i;
				for (guint j = i; j-- > s;)
					if (sd_tok(im, j)->kind == CF_IDENT && !sd_is_keyword(sd_tok(im, j)->text)) {
						p->name = g_strdup(sd_tok(im, j)->text);
						break;
					}
				if (!p->name)
					p->name = g_strdup("");
				g_ptr_array_add(ps, p);
			}
			s = i + 1;
		}
	}
	return ps;
}


/* Words of a parameter's type (without its name) as text: "struct spi_device *". */
char *sd_param_type(struct image *im, struct param *p)
{
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = p->f; i < p->l; i++)
		if (!(sd_tok(im, i)->kind == CF_IDENT && strcmp(sd_tok(im, i)->text, p->name) == 0))
			g_ptr_array_add(w, g_strdup(sd_tok(im, i)->text));
	return sd_words_text(w);
}


/* Base struct of a pointer parameter type "struct x *" → "struct x", or NULL. */
char *sd_pointee(const char *type)
{
	g_autofree char *t = g_strstrip(g_strdup(type));
	gsize n = strlen(t);

	if (!g_str_has_prefix(t, "struct ") || n < 2 || t[n - 1] != '*' || strchr(t, '*') != t + n - 1)
		return NULL;
	t[n - 1] = 0;
	return g_strdup(g_strstrip(t));
}


/* Names the example function declares: parameters and locals (a heuristic on declarations). */
static const char *struct_tag(struct image *im, guint f, guint l)
{
	for (guint i = f; i + 1 < l && i < f + 3; i++)
		if ((sd_tok_is(sd_tok(im, i), "struct") || sd_tok_is(sd_tok(im, i), "union")) &&
		    sd_tok(im, i + 1)->kind == CF_IDENT)
			return sd_tok(im, i + 1)->text;
	return NULL;
}


GHashTable *sd_func_locals(struct image *im, struct cf_item *it, GHashTable *types)
{
	GHashTable *set = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GPtrArray) ps = NULL;
	guint open, close, i;

	ps = sd_params(im, it, &open, &close);
	for (i = 0; i < ps->len; i++) {
		struct param *p = ps->pdata[i];
		const char *tag = struct_tag(im, p->f, p->l);

		if (!*p->name)
			continue;
		g_hash_table_add(set, g_strdup(p->name));
		if (tag && types)
			g_hash_table_insert(types, g_strdup(p->name), g_strdup(tag));
	}
	for (i = close + 1; i < it->last; i++) {
		struct cf_token *t = sd_tok(im, i), *n = sd_tok(im, i + 1);
		const char *prev = sd_tok(im, i - 1)->text;
		int d = 0;

		if (!(strcmp(prev, "{") == 0 || strcmp(prev, ";") == 0 || strcmp(prev, "}") == 0))
			continue;
		if (!(t->kind == CF_IDENT && n && (n->kind == CF_IDENT || sd_tok_is(n, "*"))))
			continue;
		if (!strcmp(t->text, "return") || !strcmp(t->text, "goto") || !strcmp(t->text, "case"))
			continue;
		/* A declaration: collect each declarator's name, skipping initializers. */
		for (guint j = i + 1; j < it->last; j++) {
			struct cf_token *x = sd_tok(im, j), *y = sd_tok(im, j + 1);

			if (x->kind == CF_PUNCT && !x->text[1] && strchr("({[", x->text[0]))
				d++;
			else if (x->kind == CF_PUNCT && !x->text[1] && strchr(")}]", x->text[0]))
				d--;
			if (d == 0 && sd_tok_is(x, ";"))
				break;
			if (d == 0 && x->kind == CF_IDENT && !sd_is_keyword(x->text) && y &&
			    (sd_tok_is(y, "=") || sd_tok_is(y, ";") || sd_tok_is(y, ",") ||
			     sd_tok_is(y, "["))) {
				const char *tag = struct_tag(im, i, j);

				g_hash_table_add(set, g_strdup(x->text));
				if (tag && types)
					g_hash_table_insert(types, g_strdup(x->text), g_strdup(tag));
				if (sd_tok_is(y, "=")) {
					/* skip the initializer */
					int e = 0;

					for (j = j + 2; j < it->last; j++) {
						struct cf_token *z = sd_tok(im, j);

						if (z->kind == CF_PUNCT && !z->text[1] && strchr("({[", z->text[0]))
							e++;
						else if (z->kind == CF_PUNCT && !z->text[1] &&
							 strchr(")}]", z->text[0]))
							e--;
						if (e == 0 && (sd_tok_is(z, ",") || sd_tok_is(z, ";")))
							break;
					}
					if (j < it->last && sd_tok_is(sd_tok(im, j), ";"))
						break;
				}
			}
		}
	}
	return set;
}


/* Does im define a function named name? */
gboolean sd_image_defines_func(struct image *im, const char *name)
{
	for (guint i = 0; i < im->items->len; i++) {
		struct cf_item *f = sd_item(im, i);

		if (f->kind == CF_ITEM_FUNC && strcmp(f->name, name) == 0)
			return TRUE;
	}
	return FALSE;
}

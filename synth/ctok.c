// SPDX-License-Identifier: GPL-2.0
/*
 * C tokens for synth: enough of C to split a driver into top-level items and to diff them token
 * by token.  Preprocessor directives stay single tokens, since spatch and our rules treat them whole.
 */
#include <string.h>

#include "synth-int.h"

static void tok_free(gpointer p)
{
	g_free(p);
}

static void item_free(gpointer p)
{
	struct syn_item *it = p;

	g_free(it->name);
	g_free(it->macro);
	g_free(it);
}

gboolean syn_tok_is(const struct syn_tok *t, const char *text)
{
	return t && strcmp(t->text, text) == 0;
}

/*
 * Token texts are interned: equal texts are the same pointer, so the diff compares pointers.
 * The intern table lives as long as the process; its size is the vocabulary of the files read.
 * It is ours, not GLib's quark table (g_intern_string()), which abandons its old block each time
 * it grows: a leak LeakSanitizer reports in every run that reads a few thousand names.
 */
static const char *intern(const char *s, gsize n)
{
	static GMutex lock;
	static GHashTable *table;
	static GStringChunk *chunk;
	char buf[128];
	g_autofree char *big = NULL;
	const char *key = buf, *text;

	if (n < sizeof(buf)) {
		memcpy(buf, s, n);
		buf[n] = '\0';
	} else {
		key = big = g_strndup(s, n);
	}
	g_mutex_lock(&lock);
	if (!table) {
		table = g_hash_table_new(g_str_hash, g_str_equal);
		chunk = g_string_chunk_new(1 << 16);
	}
	text = g_hash_table_lookup(table, key);
	if (!text) {
		text = g_string_chunk_insert_len(chunk, key, (gssize)n);
		g_hash_table_add(table, (gpointer)text);
	}
	g_mutex_unlock(&lock);
	return text;
}

static void push(GPtrArray *toks, enum syn_tok_kind kind, const char *s, gsize n, int line, int col)
{
	struct syn_tok *t = g_new0(struct syn_tok, 1);

	t->kind = kind;
	t->text = intern(s, n);
	t->line = line;
	t->col = col;
	g_ptr_array_add(toks, t);
}

/* Three- and two-character punctuators, longest first. */
static const char *const puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", NULL
};

GPtrArray *syn_tokenize(const char *text, const char *path, GError **error)
{
	g_autoptr(GPtrArray) toks = g_ptr_array_new_with_free_func(tok_free);
	const char *p = text, *bol = text;
	int line = 1;
	gboolean line_start = TRUE;

	while (*p) {
		int col = (int)(p - bol) + 1;

		if (*p == '\n') {
			line++;
			bol = ++p;
			line_start = TRUE;
			continue;
		}
		if (g_ascii_isspace(*p)) {
			p++;
			continue;
		}
		if (p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			if (!e) {
				g_set_error(error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
					    "cannot tokenize %s:%d:%d: unterminated comment", path, line, col);
				return NULL;
			}
			for (; p < e; p++)
				if (*p == '\n') {
					line++;
					bol = p + 1;
				}
			p = e + 2;
			continue;
		}
		if (p[0] == '/' && p[1] == '/') {
			while (*p && *p != '\n')
				p++;
			continue;
		}
		if (*p == '#' && line_start) {
			GString *d = g_string_new(NULL);
			int l0 = line;

			/* Keep the directive whole; drop comments, join continuations. */
			while (*p && *p != '\n') {
				if (p[0] == '\\' && p[1] == '\n') {
					g_string_append_c(d, ' ');
					p += 2;
					line++;
					bol = p;
					continue;
				}
				if (p[0] == '/' && p[1] == '/')
					break;
				if (p[0] == '/' && p[1] == '*') {
					const char *e = strstr(p + 2, "*/");

					if (!e)
						break;
					for (; p < e; p++)
						if (*p == '\n') {
							line++;
							bol = p + 1;
						}
					p = e + 2;
					g_string_append_c(d, ' ');
					continue;
				}
				g_string_append_c(d, *p == '\t' ? ' ' : *p);
				p++;
			}
			while (*p && *p != '\n')
				p++;
			g_strstrip(d->str);
			push(toks, SYN_TOK_PP, d->str, strlen(d->str), l0, col);
			g_string_free(d, TRUE);
			continue;
		}
		line_start = FALSE;
		if (g_ascii_isalpha(*p) || *p == '_') {
			const char *s = p;

			while (g_ascii_isalnum(*p) || *p == '_')
				p++;
			/* L"..." and friends are strings, not identifiers. */
			if ((*p == '"' || *p == '\'') && p - s <= 2 && strchr("LuU8", *s))
				p = s;
			else {
				push(toks, SYN_TOK_IDENT, s, p - s, line, col);
				continue;
			}
		}
		if (g_ascii_isdigit(*p) || (*p == '.' && g_ascii_isdigit(p[1]))) {
			const char *s = p;

			while (g_ascii_isalnum(*p) || *p == '.' || *p == '_' ||
			       ((*p == '+' || *p == '-') && strchr("eEpP", p[-1])))
				p++;
			push(toks, SYN_TOK_NUM, s, p - s, line, col);
			continue;
		}
		if (*p == '"' || *p == '\'' || ((*p == 'L' || *p == 'u' || *p == 'U') &&
						 (p[1] == '"' || p[1] == '\''))) {
			const char *s = p;
			char q;

			while (*p != '"' && *p != '\'')
				p++;
			q = *p++;
			while (*p && *p != q && *p != '\n') {
				if (*p == '\\' && p[1])
					p++;
				p++;
			}
			if (*p != q) {
				g_set_error(error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
					    "cannot tokenize %s:%d:%d: unterminated %s", path, line, col,
					    q == '"' ? "string" : "character constant");
				return NULL;
			}
			p++;
			push(toks, q == '"' ? SYN_TOK_STR : SYN_TOK_CHAR, s, p - s, line, col);
			continue;
		}
		{
			gsize n = 1;

			for (guint i = 0; puncts[i]; i++) {
				gsize l = strlen(puncts[i]);

				if (strncmp(p, puncts[i], l) == 0) {
					n = l;
					break;
				}
			}
			push(toks, SYN_TOK_PUNCT, p, n, line, col);
			p += n;
		}
	}
	return g_steal_pointer(&toks);
}

char *syn_toks_text(GPtrArray *toks, guint first, guint last)
{
	GString *s = g_string_new(NULL);

	for (guint i = first; i < last && i < toks->len; i++) {
		const struct syn_tok *t = toks->pdata[i];

		if (s->len)
			g_string_append_c(s, ' ');
		g_string_append(s, t->text);
	}
	return g_string_free(s, FALSE);
}

guint syn_match_bracket(GPtrArray *toks, guint open, guint end)
{
	const char *o = ((struct syn_tok *)toks->pdata[open])->text;
	const char *c = strcmp(o, "(") == 0 ? ")" : strcmp(o, "[") == 0 ? "]" : "}";
	int depth = 0;

	for (guint i = open; i < end; i++) {
		const struct syn_tok *t = toks->pdata[i];

		if (t->kind != SYN_TOK_PUNCT)
			continue;
		if (strcmp(t->text, o) == 0)
			depth++;
		else if (strcmp(t->text, c) == 0 && --depth == 0)
			return i;
	}
	return toks->len;
}

static gboolean storage_word(const char *s)
{
	static const char *const w[] = { "static", "extern", "const", "inline", "__init", "__exit",
					 "volatile", "__maybe_unused", "__initdata", "__devinit", NULL };

	for (guint i = 0; w[i]; i++)
		if (strcmp(s, w[i]) == 0)
			return TRUE;
	return FALSE;
}

/* Names the item toks[first, last) and sets its kind. */
static void name_item(struct syn_item *it, GPtrArray *toks)
{
	struct syn_tok **t = (struct syn_tok **)toks->pdata;
	guint f = it->first, l = it->last, i;
	int depth = 0;

	if (t[f]->kind == SYN_TOK_PP) {
		const char *d = t[f]->text + 1;
		g_auto(GStrv) w = NULL;

		while (*d == ' ')
			d++;
		w = g_strsplit_set(d, " \t(", 3);
		if (g_str_has_prefix(d, "define") && w[0] && w[1]) {
			it->kind = SYN_ITEM_DEFINE;
			it->name = g_strdup(w[1]);
		} else if (g_str_has_prefix(d, "if") || g_str_has_prefix(d, "el") ||
			   g_str_has_prefix(d, "endif")) {
			it->kind = SYN_ITEM_COND;
			it->name = g_strdup(t[f]->text);
		} else {
			it->kind = SYN_ITEM_PP;
			it->name = g_strdup(t[f]->text);
		}
		return;
	}
	/* A body right after a parameter list makes a function definition. */
	for (i = f; i < l; i++) {
		if (syn_tok_is(t[i], "(") && depth == 0 && i > f && t[i - 1]->kind == SYN_TOK_IDENT) {
			guint c = syn_match_bracket(toks, i, l);

			if (c + 1 < l && syn_tok_is(t[c + 1], "{") && syn_tok_is(t[l - 1], "}")) {
				it->kind = SYN_ITEM_FUNC;
				it->name = g_strdup(t[i - 1]->text);
				return;
			}
			break;
		}
		if (syn_tok_is(t[i], "(") || syn_tok_is(t[i], "{") || syn_tok_is(t[i], "["))
			depth++;
		else if (syn_tok_is(t[i], ")") || syn_tok_is(t[i], "}") || syn_tok_is(t[i], "]"))
			depth--;
	}
	i = f;
	while (i < l && storage_word(t[i]->text))
		i++;
	if (i + 1 < l && t[i]->kind == SYN_TOK_IDENT && syn_tok_is(t[i + 1], "(")) {
		it->kind = SYN_ITEM_MACROCALL;
		it->macro = g_strdup(t[i]->text);
		it->name = g_strdup(i + 2 < l && t[i + 2]->kind == SYN_TOK_IDENT ? t[i + 2]->text :
				    t[i]->text);
		return;
	}
	if (i + 2 < l && (syn_tok_is(t[i], "struct") || syn_tok_is(t[i], "union") ||
			  syn_tok_is(t[i], "enum")) && t[i + 1]->kind == SYN_TOK_IDENT &&
	    syn_tok_is(t[i + 2], "{")) {
		it->kind = SYN_ITEM_STRUCT;
		it->name = g_strdup(t[i + 1]->text);
		return;
	}
	it->kind = SYN_ITEM_DECL;
	/* The declared name: the identifier before '=', '[', '(' or ';' at depth 0. */
	depth = 0;
	for (i = f; i < l; i++) {
		if (depth == 0 && i > f && t[i - 1]->kind == SYN_TOK_IDENT &&
		    (syn_tok_is(t[i], "=") || syn_tok_is(t[i], "[") || syn_tok_is(t[i], ";") ||
		     syn_tok_is(t[i], "(") || syn_tok_is(t[i], ","))) {
			it->name = g_strdup(t[i - 1]->text);
			return;
		}
		if (syn_tok_is(t[i], "(") || syn_tok_is(t[i], "{") || syn_tok_is(t[i], "["))
			depth++;
		else if (syn_tok_is(t[i], ")") || syn_tok_is(t[i], "}") || syn_tok_is(t[i], "]"))
			depth--;
	}
	it->name = g_strdup(t[f]->text);
}

GPtrArray *syn_items(GPtrArray *toks)
{
	GPtrArray *items = g_ptr_array_new_with_free_func(item_free);
	g_autoptr(GHashTable) seen = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GArray) conds = g_array_new(FALSE, FALSE, sizeof(int));
	g_autoptr(GArray) branches = g_array_new(FALSE, FALSE, sizeof(int));
	guint i = 0;

	while (i < toks->len) {
		struct syn_tok *t = toks->pdata[i];
		struct syn_item *it = g_new0(struct syn_item, 1);
		g_autofree char *key = NULL;
		int depth = 0;

		it->first = i;
		if (t->kind == SYN_TOK_PP) {
			i++;
		} else {
			gboolean body = FALSE;

			for (; i < toks->len; i++) {
				t = toks->pdata[i];
				if (t->kind != SYN_TOK_PUNCT)
					continue;
				/* A brace opened at file scope right after ')' is a function body. */
				if (depth == 0 && syn_tok_is(t, "{") && i > it->first &&
				    syn_tok_is(toks->pdata[i - 1], ")"))
					body = TRUE;
				if (strchr("({[", t->text[0]) && !t->text[1])
					depth++;
				else if (strchr(")}]", t->text[0]) && !t->text[1])
					depth--;
				if (depth == 0 && syn_tok_is(t, ";")) {
					i++;
					break;
				}
				if (depth == 0 && body && syn_tok_is(t, "}")) {
					i++;
					break;
				}
				if (depth < 0)
					depth = 0;
			}
		}
		it->last = i;
		name_item(it, toks);
		key = g_strdup_printf("%d:%s", it->kind, it->name);
		it->occurrence = GPOINTER_TO_UINT(g_hash_table_lookup(seen, key));
		g_hash_table_replace(seen, g_strdup(key), GUINT_TO_POINTER(it->occurrence + 1));
		it->cond = conds->len ? g_array_index(conds, int, conds->len - 1) : -1;
		it->branch = branches->len ? g_array_index(branches, int, branches->len - 1) : 0;
		if (it->kind == SYN_ITEM_COND) {
			const char *d = it->name + 1;

			while (*d == ' ')
				d++;
			if (g_str_has_prefix(d, "if")) {
				int idx = (int)items->len, zero = 0;

				g_array_append_val(conds, idx);
				g_array_append_val(branches, zero);
			} else if (g_str_has_prefix(d, "el") && branches->len) {
				g_array_index(branches, int, branches->len - 1)++;
			} else if (g_str_has_prefix(d, "endif") && conds->len) {
				g_array_set_size(conds, conds->len - 1);
				g_array_set_size(branches, branches->len - 1);
			}
		}
		g_ptr_array_add(items, it);
	}
	return items;
}

/*
 * The diff.  syn_lcs() returns exactly the pairs the original full-table LCS returned: walking
 * forward, equal tokens pair, otherwise the side whose suffixes keep the longer LCS advances,
 * the old side first on a tie.  That walk needs E(x, y), the edit distance (insertions and
 * deletions) between the suffixes a[x..] and b[y..], only along its own path: a Myers search
 * run backwards from the ends gives, for each distance d and diagonal, the furthest point
 * whose suffixes are at most d apart, and E is monotone along a diagonal, so "E(x, y) <= d" is
 * one comparison.  Time O((n + m) D) and memory O(D^2) for D the edit distance, after the
 * common prefix is paired directly; the common suffix is the search's first snake.
 */

/* Furthest points, reversed coordinates: x' = n - x.  Level d holds diagonals k = -d, -d+2, ..., d. */
struct myers {
	const char **a, **b;	/* the sequences after the common prefix */
	gint n, m;
	GArray *w;		/* gint32, level d at offset d (d + 1) / 2, -1 where no point */
	gint d;			/* edit distance, once found */
};

#define MYERS_MAX_CELLS (16u * 1024 * 1024)

static gint32 *level(struct myers *s, gint d)
{
	return &g_array_index(s->w, gint32, (gsize)d * (d + 1) / 2);
}

/* Furthest x' on diagonal k with E <= d, or -1. */
static gint32 furthest(struct myers *s, gint d, gint k)
{
	if (d < 0 || k < -d || k > d || k < -s->m || k > s->n)
		return -1;
	return level(s, d)[(k + d) / 2];
}

/* Runs the backward search; FALSE when it would need more than MYERS_MAX_CELLS entries. */
static gboolean myers_search(struct myers *s)
{
	const char **a = s->a, **b = s->b;
	gint n = s->n, m = s->m;

	for (gint d = 0;; d++) {
		gint32 *v;

		if ((gsize)(d + 1) * (d + 2) / 2 > MYERS_MAX_CELLS)
			return FALSE;
		g_array_set_size(s->w, (gsize)(d + 1) * (d + 2) / 2);
		v = level(s, d);
		for (gint k = -d; k <= d; k += 2) {
			gint32 x = -1, t;

			if (k < -m || k > n) {
				v[(k + d) / 2] = -1;
				continue;
			}
			if (d == 0) {
				x = 0;
			} else {
				/* Down from k + 1 (one more of b), clipped to the grid. */
				t = furthest(s, d - 1, k + 1);
				if (t >= 0) {
					if (t - k > m)
						t = m + k;
					x = MAX(x, t);
				}
				/* Right from k - 1 (one more of a). */
				t = furthest(s, d - 1, k - 1);
				if (t >= 0) {
					t++;
					if (t > n)
						t = n;
					x = MAX(x, t);
				}
				x = MAX(x, furthest(s, d - 2, k));
			}
			if (x >= 0)
				while (x < n && x - k < m && a[n - 1 - x] == b[m - 1 - (x - k)])
					x++;
			v[(k + d) / 2] = x;
		}
		if (furthest(s, d, n - m) >= n) {
			s->d = d;
			return TRUE;
		}
	}
}

/* E(x, y) <= e, in forward coordinates. */
static gboolean within(struct myers *s, gint x, gint y, gint e)
{
	gint xr = s->n - x, k = xr - (s->m - y);

	if ((e - k) & 1)
		e--;
	return e >= ABS(k) && xr <= furthest(s, e, k);
}

static void add_pair(GArray *pairs, guint i, guint j)
{
	g_array_append_val(pairs, i);
	g_array_append_val(pairs, j);
}

/* The original algorithm, for what the search cannot afford: a full suffix-LCS table. */
static void lcs_table(GArray *pairs, const char **a, guint n, const char **b, guint m, guint af,
		      guint bf)
{
	guint32 *tab;
	guint i, j;

	if ((guint64)(n + 1) * (m + 1) > 64u * 1024 * 1024)
		return;
	tab = g_new0(guint32, (gsize)(n + 1) * (m + 1));
#define T(x, y) tab[(gsize)(x) * (m + 1) + (y)]
	for (i = n; i-- > 0;)
		for (j = m; j-- > 0;)
			T(i, j) = a[i] == b[j] ? T(i + 1, j + 1) + 1 : MAX(T(i + 1, j), T(i, j + 1));
	i = j = 0;
	while (i < n && j < m) {
		if (a[i] == b[j]) {
			add_pair(pairs, af + i, bf + j);
			i++;
			j++;
		} else if (T(i + 1, j) >= T(i, j + 1)) {
			i++;
		} else {
			j++;
		}
	}
#undef T
	g_free(tab);
}

GArray *syn_lcs(GPtrArray *a, guint af, guint al, GPtrArray *b, guint bf, guint bl)
{
	GArray *pairs = g_array_new(FALSE, FALSE, sizeof(guint));
	struct myers s = { 0 };
	gint x = 0, y = 0, e;

	while (af < al && bf < bl &&
	       ((struct syn_tok *)a->pdata[af])->text == ((struct syn_tok *)b->pdata[bf])->text) {
		add_pair(pairs, af, bf);
		af++;
		bf++;
	}
	if (af >= al || bf >= bl)
		return pairs;
	s.n = (gint)(al - af);
	s.m = (gint)(bl - bf);
	s.a = g_new(const char *, s.n);
	s.b = g_new(const char *, s.m);
	for (gint i = 0; i < s.n; i++)
		s.a[i] = ((struct syn_tok *)a->pdata[af + i])->text;
	for (gint j = 0; j < s.m; j++)
		s.b[j] = ((struct syn_tok *)b->pdata[bf + j])->text;
	s.w = g_array_new(FALSE, FALSE, sizeof(gint32));
	if (!myers_search(&s)) {
		lcs_table(pairs, s.a, s.n, s.b, s.m, af, bf);
		goto out_free;
	}
	e = s.d;
	while (x < s.n && y < s.m) {
		if (s.a[x] == s.b[y]) {
			add_pair(pairs, af + x, bf + y);
			x++;
			y++;
		} else if (within(&s, x + 1, y, e - 1)) {
			x++;
			e--;
		} else {
			y++;
			e--;
		}
	}
out_free:
	g_array_unref(s.w);
	g_free(s.a);
	g_free(s.b);
	return pairs;
}

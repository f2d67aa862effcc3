// SPDX-License-Identifier: GPL-2.0
/*
 * cfront's tokenizer: C text to tokens with GCC's positions.  It reads the text through a cursor that
 * steps over backslash-newline splices the way translation phase 2 does, so a spliced token is one
 * token with its spelling joined, and its line and columns are those of its first character.
 */
#include <string.h>

#include "cfront.h"

struct lexer {
	const char *s;
	gsize n;
	gsize i;		/* cursor: never on a splice */
	gsize bol;		/* offset of the current physical line */
	int line;
	gboolean spliced;	/* a splice was stepped over since the token began */
	gsize dcol_at;		/* display column of byte dcol_at is dcol_base + 1 */
	int dcol_base;
	unsigned flags;
	struct cf_tokens *out;
};

/* Length of the splice at i ("\\\n" or "\\\r\n"), or 0. */
static gsize splice_at(const struct lexer *L, gsize i)
{
	if (i + 1 < L->n && L->s[i] == '\\') {
		if (L->s[i + 1] == '\n')
			return 2;
		if (L->s[i + 1] == '\r' && i + 2 < L->n && L->s[i + 2] == '\n')
			return 3;
	}
	return 0;
}

static void skip_splices(struct lexer *L)
{
	gsize k;

	while ((k = splice_at(L, L->i))) {
		L->i += k;
		L->line++;
		L->bol = L->i;
		L->spliced = TRUE;
	}
}

static int cur(const struct lexer *L)
{
	return L->i < L->n ? (unsigned char)L->s[L->i] : -1;
}

/* The character after the cursor's, splices skipped; -1 at the end. */
static int peek(const struct lexer *L, int ahead)
{
	gsize i = L->i;

	for (int a = 0; a <= ahead; a++) {
		gsize k;

		if (a) {
			if (i >= L->n)
				return -1;
			i++;
		}
		while ((k = splice_at(L, i)))
			i += k;
	}
	return i < L->n ? (unsigned char)L->s[i] : -1;
}

static void advance(struct lexer *L)
{
	if (L->i >= L->n)
		return;
	if (L->s[L->i] == '\n') {
		L->line++;
		L->bol = L->i + 1;
	}
	L->i++;
	skip_splices(L);
}

/* Display width of the UTF-8 character at s[i] (GCC's cpp_display_width), its byte length in *len. */
static int char_width(const char *s, gsize n, gsize i, gsize *len)
{
	unsigned char c = (unsigned char)s[i];
	gunichar u;

	*len = 1;
	if (c == '\t')
		return -1;
	if (c < 0x80)
		return 1;
	u = g_utf8_get_char_validated(s + i, (gssize)MIN(n - i, 6));
	if (u == (gunichar)-1 || u == (gunichar)-2)
		return 1;
	*len = (gsize)(g_utf8_next_char(s + i) - (s + i));
	if (g_unichar_iszerowidth(u))
		return 0;
	return g_unichar_iswide(u) ? 2 : 1;
}

/* GCC's display column of byte pos, which is on the current physical line. */
static int display_col(struct lexer *L, gsize pos)
{
	if (L->dcol_at < L->bol || L->dcol_at > pos) {
		L->dcol_at = L->bol;
		L->dcol_base = 0;
	}
	while (L->dcol_at < pos) {
		gsize len;
		int w = char_width(L->s, L->n, L->dcol_at, &len);

		L->dcol_base = w < 0 ? (L->dcol_base / 8 + 1) * 8 : L->dcol_base + w;
		L->dcol_at += len;
	}
	return L->dcol_base + 1;
}

static void set_error(struct lexer *L, const char *what, int line, int col)
{
	if (L->out->err)
		return;
	L->out->err = g_strdup_printf("unterminated %s", what);
	L->out->err_line = line;
	L->out->err_col = col;
}

static const char *store(struct lexer *L, const char *s, gsize n)
{
	if (L->flags & CF_LEX_INTERN)
		return cf_intern(s, n);
	return g_string_chunk_insert_len(L->out->chunk, s, (gssize)n);
}

/* The spelling of s[start, end) with splices removed. */
static const char *spelling(struct lexer *L, gsize start, gsize end)
{
	GString *b;
	const char *t;

	if (!L->spliced)
		return store(L, L->s + start, end - start);
	b = g_string_sized_new(end - start);
	for (gsize i = start; i < end;) {
		gsize k = splice_at(L, i);

		if (k) {
			i += k;
			continue;
		}
		g_string_append_c(b, L->s[i++]);
	}
	t = store(L, b->str, b->len);
	g_string_free(b, TRUE);
	return t;
}

static struct cf_token *push(struct lexer *L, enum cf_kind kind, gsize start, gsize end, int line, int col,
			     int dcol, const char *text)
{
	struct cf_token t = { 0 };

	t.kind = kind;
	t.line = line;
	t.col = col;
	t.dcol = dcol;
	t.off = (guint)start;
	t.len = (guint)(end - start);
	t.text = text ? text : spelling(L, start, end);
	t.arg = "";
	t.open = t.next = -1;
	g_array_append_val(L->out->toks, t);
	return &g_array_index(L->out->toks, struct cf_token, L->out->toks->len - 1);
}

static gboolean ident_char(int c)
{
	return c >= 0x80 || g_ascii_isalnum(c) || c == '_' || c == '$';
}

/* Skips a block comment whose "/" is at the cursor. */
static void block_comment(struct lexer *L)
{
	int line = L->line, col = (int)(L->i - L->bol) + 1;

	advance(L);
	advance(L);
	while (cur(L) >= 0 && !(cur(L) == '*' && peek(L, 1) == '/'))
		advance(L);
	if (cur(L) < 0) {
		set_error(L, "comment", line, col);
		return;
	}
	advance(L);
	advance(L);
}

static void line_comment(struct lexer *L)
{
	while (cur(L) >= 0 && cur(L) != '\n')
		advance(L);
}

/*
 * A quoted literal whose opening quote is at the cursor; FALSE if unterminated.  An unterminated one
 * ends with the newline that ends its line, so that an error quoting it shows where it stopped.
 */
static gboolean quoted(struct lexer *L)
{
	int q = cur(L);

	advance(L);
	while (cur(L) >= 0 && cur(L) != q && cur(L) != '\n') {
		if (cur(L) == '\\')
			advance(L);
		if (cur(L) >= 0 && cur(L) != '\n')
			advance(L);
	}
	if (cur(L) != q) {
		advance(L);
		return FALSE;
	}
	advance(L);
	return TRUE;
}

/*
 * A raw string R"delim( ... )delim" whose '"' is at the cursor.  Splices inside are kept (phase 2 is
 * undone in raw strings), so it reads the bytes directly.  FALSE if unterminated.
 */
static gboolean raw_string(struct lexer *L)
{
	gsize d = L->i + 1, p = d;
	g_autofree char *close = NULL;
	const char *e;

	while (p < L->n && p - d <= 16 && L->s[p] != '(' && L->s[p] != '"' && L->s[p] != '\n')
		p++;
	if (p >= L->n || L->s[p] != '(')
		return quoted(L);
	close = g_strdup_printf(")%.*s\"", (int)(p - d), L->s + d);
	e = g_strstr_len(L->s + p, (gssize)(L->n - p), close);
	if (!e) {
		while (cur(L) >= 0)
			advance(L);
		return FALSE;
	}
	for (gsize k = L->i; k < (gsize)(e - L->s); k++)
		if (L->s[k] == '\n') {
			L->line++;
			L->bol = k + 1;
		}
	L->i = (gsize)(e - L->s) + strlen(close);
	skip_splices(L);
	return TRUE;
}

/* Three- and two-character punctuators, longest first. */
static const char *const puncts[] = {
	"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", NULL
};

static gsize punct_len(struct lexer *L)
{
	char c[3] = { (char)cur(L), (char)peek(L, 1), (char)peek(L, 2) };

	if ((L->flags & CF_LEX_SMPL) && c[0] == '\\' && (c[1] == '(' || c[1] == '|' || c[1] == ')'))
		return 2;
	/* most punctuation is one character that starts no longer punctuator: one strchr, not a
	 * memcmp per entry (that was an eighth of a query's time, tokenizing large files) */
	if (!c[0] || !strchr("<>.-+=!&|*/%^#", c[0]))
		return 1;
	for (guint p = 0; puncts[p]; p++) {
		gsize k = strlen(puncts[p]);

		if (c[0] == puncts[p][0] && !memcmp(c, puncts[p], k))
			return k;
	}
	return 1;
}

/*
 * A directive line as one token: comments dropped, continuations and tabs made spaces, literals kept
 * whole, trimmed.  The cursor is on '#'; it stops at the line's newline.
 */
static void directive(struct lexer *L, int line, int col, int dcol)
{
	GString *d = g_string_new(NULL);
	gsize start = L->i;
	const char *s = L->s;
	gsize i = L->i, n = L->n;

	while (i < n && s[i] != '\n') {
		gsize k = splice_at(L, i);

		if (k) {
			g_string_append_c(d, ' ');
			i += k;
			L->line++;
			L->bol = i;
			continue;
		}
		if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
			/* a line comment runs to the end of the logical line */
			while (i < n && s[i] != '\n') {
				if ((k = splice_at(L, i))) {
					i += k;
					L->line++;
					L->bol = i;
				} else {
					i++;
				}
			}
			break;
		}
		if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
			const char *e = g_strstr_len(s + i + 2, (gssize)(n - i - 2), "*/");

			if (!e) {
				set_error(L, "comment", L->line, (int)(i - L->bol) + 1);
				e = s + n - 2;
			}
			for (; i < (gsize)(e - s); i++)
				if (s[i] == '\n') {
					L->line++;
					L->bol = i + 1;
				}
			i = (gsize)(e - s) + 2;
			g_string_append_c(d, ' ');
			continue;
		}
		if ((s[i] == '"' || s[i] == '\'') && !(d->len && (g_ascii_isalnum(d->str[d->len - 1]) ||
								  d->str[d->len - 1] == '_'))) {
			/* a literal: copied whole, so that "//" in it is no comment */
			char q = s[i];
			gsize j = i + 1;

			while (j < n && s[j] != q && s[j] != '\n')
				j += s[j] == '\\' && j + 1 < n && s[j + 1] != '\n' ? 2 : 1;
			if (j < n && s[j] == q)
				j++;
			g_string_append_len(d, s + i, (gssize)(j - i));
			i = j;
			continue;
		}
		g_string_append_c(d, s[i] == '\t' ? ' ' : s[i]);
		i++;
	}
	L->i = i;
	g_strstrip(d->str);
	push(L, CF_PP, start, i, line, col, dcol, store(L, d->str, strlen(d->str)));
	g_string_free(d, TRUE);
}

struct cf_tokens *cf_lex(const char *text, gsize len, unsigned flags)
{
	struct cf_tokens *out = g_new0(struct cf_tokens, 1);
	struct lexer L = { .s = text, .n = len, .line = 1, .flags = flags, .out = out };
	gboolean line_start = TRUE;

	out->toks = g_array_sized_new(FALSE, FALSE, sizeof(struct cf_token), len / 5 + 1);
	if (!(flags & CF_LEX_INTERN))
		out->chunk = g_string_chunk_new(MAX(len / 2, 256));
	skip_splices(&L);
	while (cur(&L) >= 0) {
		int c = cur(&L), line = L.line, col = (int)(L.i - L.bol) + 1, dcol;
		gsize start = L.i;

		if (c == '\n') {
			advance(&L);
			line_start = TRUE;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			advance(&L);
			continue;
		}
		if (c == '/' && peek(&L, 1) == '*') {
			block_comment(&L);
			continue;
		}
		if (c == '/' && peek(&L, 1) == '/') {
			line_comment(&L);
			continue;
		}
		dcol = display_col(&L, start);
		L.spliced = FALSE;
		if (c == '#' && line_start && !(flags & CF_LEX_DIRECTIVE_TOKENS)) {
			guint before = out->toks->len;

			directive(&L, line, col, dcol);
			if (flags & CF_LEX_SKIP_DIRECTIVES)
				g_array_set_size(out->toks, before);
			continue;
		}
		line_start = FALSE;
		if (ident_char(c) && !g_ascii_isdigit(c)) {
			gsize plen;

			while (ident_char(cur(&L)))
				advance(&L);
			/* encoding prefixes make the literal that follows one token */
			plen = L.i - start;
			if (!L.spliced && plen <= 3 && (cur(&L) == '"' || cur(&L) == '\'')) {
				const char *p = text + start;
				gboolean raw = p[plen - 1] == 'R' && cur(&L) == '"';
				gsize base = plen - (raw ? 1 : 0);
				gboolean enc = base == 0 || (base == 1 && strchr("LuU", p[0])) ||
					       (base == 2 && p[0] == 'u' && p[1] == '8');

				if (enc) {
					int q = cur(&L);
					gboolean ok = raw ? raw_string(&L) : quoted(&L);

					if (!ok) {
						set_error(&L, q == '"' ? "string" : "character constant", line, col);
						line_start = !raw && L.line > line;
					}
					push(&L, q == '"' ? CF_STRING : CF_CHAR, start, L.i, line, col, dcol, NULL);
					continue;
				}
			}
			push(&L, CF_IDENT, start, L.i, line, col, dcol, NULL);
			continue;
		}
		if (g_ascii_isdigit(c) || (c == '.' && peek(&L, 1) >= 0 && g_ascii_isdigit(peek(&L, 1)))) {
			int prev = c;

			advance(&L);
			while (ident_char(cur(&L)) || cur(&L) == '.' ||
			       ((cur(&L) == '+' || cur(&L) == '-') && strchr("eEpP", prev))) {
				prev = cur(&L);
				advance(&L);
			}
			push(&L, CF_NUMBER, start, L.i, line, col, dcol, NULL);
			continue;
		}
		if (c == '"' || c == '\'') {
			if (!quoted(&L)) {
				set_error(&L, c == '"' ? "string" : "character constant", line, col);
				line_start = L.line > line;
			}
			push(&L, c == '"' ? CF_STRING : CF_CHAR, start, L.i, line, col, dcol, NULL);
			continue;
		}
		{
			gsize k = punct_len(&L);

			while (k--)
				advance(&L);
			push(&L, CF_PUNCT, start, L.i, line, col, dcol, NULL);
		}
	}
	if (!(flags & (CF_LEX_DIRECTIVE_TOKENS | CF_LEX_SKIP_DIRECTIVES)))
		cf_pp_link((struct cf_token *)(void *)out->toks->data, out->toks->len);
	return out;
}

void cf_tokens_free(struct cf_tokens *l)
{
	if (!l)
		return;
	g_array_unref(l->toks);
	if (l->chunk)
		g_string_chunk_free(l->chunk);
	g_free(l->err);
	g_free(l);
}

int cf_tokens_check(const struct cf_tokens *l, const char *path, GError **error)
{
	if (!l->err)
		return 0;
	g_set_error(error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "cannot tokenize %s:%d:%d: %s", path,
		    l->err_line, l->err_col, l->err);
	return -1;
}

gboolean cf_is_open(const char *t)
{
	return t[0] && t[1] == 0 && (t[0] == '(' || t[0] == '[' || t[0] == '{');
}

gboolean cf_is_close(const char *t)
{
	return t[0] && t[1] == 0 && (t[0] == ')' || t[0] == ']' || t[0] == '}');
}

gboolean cf_tok_is(const struct cf_token *t, const char *text)
{
	return t && strcmp(t->text, text) == 0;
}

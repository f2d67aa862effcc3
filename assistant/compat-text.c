// SPDX-License-Identifier: GPL-2.0
/*
 * --compat's text work, pure functions over the old and the new text of a file: the regions where
 * they differ widened to whole units (a statement, an initializer field, a block head), the words
 * each side has alone, and the guarded text "#if COND / new / #else / old / #endif" with a test
 * used twice factored into a HAVE_X block.  compat.c finds the guard and checks the result.
 */
#include <string.h>

#include "cfront.h"
#include "porter.h"
#include "prequel.h"

/* ---- lines and words ------------------------------------------------------------------- */

/* The header of an `#include <X>` line, owned, or NULL. */
char *porter_compat_included(const char *line)
{
	const char *t, *e;

	if (cf_pp_of_line(line, &t) != CF_PP_INCLUDE || *t != '<' || !(e = strchr(t, '>')))
		return NULL;
	return g_strndup(t + 1, e - t - 1);
}

/* Whether @w occurs in @text as a whole identifier. */
gboolean porter_compat_has_word(const char *text, const char *w)
{
	gsize n = strlen(w);

	for (const char *p = text ? strstr(text, w) : NULL; p; p = strstr(p + 1, w)) {
		gboolean l = p == text || !(g_ascii_isalnum(p[-1]) || p[-1] == '_');
		gboolean r = !(g_ascii_isalnum(p[n]) || p[n] == '_');

		if (l && r)
			return TRUE;
	}
	return FALSE;
}

/* ---- changed regions ------------------------------------------------------------------- */

/* One side's lines with, per line, the nesting at its start (index n: at the end). */
struct side {
	char **lines;		/* borrowed from a GStrv */
	guint n;
	int *paren, *brace;	/* n + 1 entries */
};

/*
 * Nesting of C code line by line, from cfront's tokens: comments, literals and directive lines do
 * not count.  @text is @lines joined by newlines.
 */
static void side_init(struct side *s, char **lines, const char *text)
{
	g_autoptr(cf_tokens) l = cf_lex(text, strlen(text), 0);
	const struct cf_token *t = (const struct cf_token *)(void *)l->toks->data;
	guint k = 0, nt = l->toks->len;
	int paren = 0, brace = 0;

	s->lines = lines;
	s->n = g_strv_length(lines);
	/* a text ending in a newline splits into one empty last string: not a line */
	if (s->n && !*lines[s->n - 1])
		s->n--;
	s->paren = g_new0(int, s->n + 1);
	s->brace = g_new0(int, s->n + 1);
	for (guint i = 0; i <= s->n; i++) {
		/* the tokens of the lines before line i + 1 (cf_lex's lines are 1-based) */
		for (; k < nt && (i == s->n || t[k].line <= (int)i); k++) {
			const char *x = t[k].text;

			if (t[k].kind != CF_PUNCT)
				continue;
			paren += (!strcmp(x, "(") || !strcmp(x, "[")) - (!strcmp(x, ")") || !strcmp(x, "]"));
			brace += !strcmp(x, "{") - !strcmp(x, "}");
		}
		s->paren[i] = paren;
		s->brace[i] = brace;
	}
}

static void side_clear(struct side *s)
{
	g_free(s->paren);
	g_free(s->brace);
}

/* The last character of line @i that is code: trailing blanks and a // or one-line comment off. */
static char line_end(const struct side *s, guint i)
{
	g_autofree char *l = g_strdup(s->lines[i]);
	char *c = strstr(l, "//");

	if (c)
		*c = 0;
	c = strstr(l, "/*");
	if (c && strstr(c, "*/"))
		*c = 0;
	g_strchomp(l);
	return *l ? l[strlen(l) - 1] : 0;
}

static gboolean blank(const struct side *s, guint i)
{
	return !s->lines[i][strspn(s->lines[i], " \t")];
}

/* Line @i starts a statement, a declaration, an initializer field or a directive. */
static gboolean starts_unit(const struct side *s, guint i)
{
	guint j = i;
	char e;

	if (i >= s->n)
		return TRUE;
	if (s->paren[i])
		return FALSE;
	while (j > 0 && blank(s, j - 1))
		j--;
	if (!j)
		return TRUE;
	e = line_end(s, j - 1);
	return strchr(";{},:)/\\", e) || s->lines[j - 1][strspn(s->lines[j - 1], " \t")] == '#' ||
	       !e;
}

/* Line @i (exclusive end) closes what the unit opened at @start. */
static gboolean ends_unit(const struct side *s, guint start, guint i)
{
	char e;

	if (i == start)
		return TRUE;
	if (i < start || s->paren[i] || s->paren[start] || s->brace[i] != s->brace[start])
		return FALSE;
	e = line_end(s, i - 1);
	return !e || strchr(";{},:)/", e) ||
	       s->lines[i - 1][strspn(s->lines[i - 1], " \t")] == '#';
}

/*
 * Lines [@start, @i) are the head of a block, "if (...) {" or a signature with its "{": whole
 * too, the block's body and "}" being common to both sides.
 */
static gboolean block_head(const struct side *s, guint start, guint i)
{
	return i > start && !s->paren[i] && !s->paren[start] &&
	       s->brace[i] == s->brace[start] + 1 && line_end(s, i - 1) == '{';
}

static gboolean same_line(const char *a, const char *b)
{
	return !strcmp(a, b);
}

/*
 * The line regions where @o and @n differ: common prefix and suffix trimmed, then a longest
 * common subsequence of lines over the middle (a port's middle is small; past 4000 lines each
 * the whole middle is one region).
 */
static GArray *raw_regions(const struct side *o, const struct side *n)
{
	GArray *out = g_array_new(FALSE, FALSE, sizeof(struct porter_compat_region));
	guint a = 0, b = 0, ea = o->n, eb = n->n;

	while (a < ea && b < eb && same_line(o->lines[a], n->lines[b]))
		a++, b++;
	while (ea > a && eb > b && same_line(o->lines[ea - 1], n->lines[eb - 1]))
		ea--, eb--;
	if (a == ea && b == eb)
		return out;
	if ((ea - a) > 4000 || (eb - b) > 4000) {
		struct porter_compat_region r = { a, ea, b, eb };

		g_array_append_val(out, r);
		return out;
	}
	{
		guint rows = ea - a + 1, cols = eb - b + 1;
		guint16 *t = g_new0(guint16, (gsize)rows * cols);
		guint i = 0, j = 0;
		struct porter_compat_region cur = { 0 };
		gboolean open = FALSE;

#define T(x, y) t[(gsize)(x) * cols + (y)]
		for (guint x = ea - a; x-- > 0;)
			for (guint y = eb - b; y-- > 0;)
				T(x, y) = same_line(o->lines[a + x], n->lines[b + y]) ?
						  T(x + 1, y + 1) + 1 :
						  MAX(T(x + 1, y), T(x, y + 1));
		while (i < ea - a || j < eb - b) {
			if (i < ea - a && j < eb - b && same_line(o->lines[a + i], n->lines[b + j])) {
				if (open) {
					cur.old_end = a + i, cur.new_end = b + j;
					g_array_append_val(out, cur);
					open = FALSE;
				}
				i++, j++;
				continue;
			}
			if (!open) {
				cur.old_start = a + i, cur.new_start = b + j;
				open = TRUE;
			}
			if (j >= eb - b || (i < ea - a && T(i + 1, j) >= T(i, j + 1)))
				i++;
			else
				j++;
		}
#undef T
		if (open) {
			cur.old_end = ea, cur.new_end = eb;
			g_array_append_val(out, cur);
		}
		g_free(t);
	}
	return out;
}

GArray *porter_compat_regions(const char *old_text, const char *new_text)
{
	g_auto(GStrv) ol = g_strsplit(old_text ? old_text : "", "\n", -1);
	g_auto(GStrv) nl = g_strsplit(new_text ? new_text : "", "\n", -1);
	struct side o, n;
	GArray *rs, *out;

	side_init(&o, ol, old_text ? old_text : "");
	side_init(&n, nl, new_text ? new_text : "");
	rs = raw_regions(&o, &n);
	out = g_array_new(FALSE, FALSE, sizeof(struct porter_compat_region));
	for (guint k = 0; k < rs->len; k++) {
		struct porter_compat_region r = g_array_index(rs, struct porter_compat_region, k);

		/*
		 * Widen over the common lines around it (the same on both sides) until each side is a
		 * whole unit: no statement, call or initializer cut, braces balanced.
		 */
		for (guint guard = 0; guard < 10000; guard++) {
			gboolean s_ok = starts_unit(&o, r.old_start) && starts_unit(&n, r.new_start);
			gboolean e_ok = (ends_unit(&o, r.old_start, r.old_end) &&
					 ends_unit(&n, r.new_start, r.new_end)) ||
					(block_head(&o, r.old_start, r.old_end) &&
					 block_head(&n, r.new_start, r.new_end));

			if (!s_ok && r.old_start > 0 && r.new_start > 0) {
				r.old_start--, r.new_start--;
				continue;
			}
			if (!e_ok && r.old_end < o.n && r.new_end < n.n) {
				r.old_end++, r.new_end++;
				continue;
			}
			break;
		}
		/* overlapping or touching the previous region: one unit */
		if (out->len) {
			struct porter_compat_region *p =
				&g_array_index(out, struct porter_compat_region, out->len - 1);

			if (r.old_start <= p->old_end || r.new_start <= p->new_end) {
				p->old_end = MAX(p->old_end, r.old_end);
				p->new_end = MAX(p->new_end, r.new_end);
				continue;
			}
		}
		g_array_append_val(out, r);
	}
	g_array_unref(rs);
	side_clear(&o);
	side_clear(&n);
	return out;
}

/* ---- words of a change ----------------------------------------------------------------- */

/* A word of C, not of an API: keywords, NULL, the preprocessor's words. */
static gboolean c_keyword(const char *w)
{
	return cf_word_is(w, CF_WORD_KEYWORD | CF_WORD_NULL | CF_WORD_DIRECTIVE);
}

/* Identifiers of @lines[from, to), each once, appended to @out (owned strings). */
static void region_words(GPtrArray *out, GHashTable *seen, char **lines, guint from, guint to)
{
	for (guint i = from; i < to; i++) {
		g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);

		pq_words_split(w, lines[i], strlen(lines[i]));
		for (guint j = 0; j < w->len; j++) {
			const char *x = w->pdata[j];

			if (*x == '.' || g_ascii_isdigit(*x) || c_keyword(x) ||
			    g_hash_table_contains(seen, x))
				continue;
			g_hash_table_add(seen, g_strdup(x));
			g_ptr_array_add(out, g_strdup(x));
		}
	}
}

void porter_compat_words(GPtrArray *out_newer, GPtrArray *out_older, const char *older_text,
			 const char *newer_text, GArray *regions)
{
	g_auto(GStrv) ol = g_strsplit(older_text ? older_text : "", "\n", -1);
	g_auto(GStrv) nl = g_strsplit(newer_text ? newer_text : "", "\n", -1);
	g_autoptr(GHashTable) so = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) sn = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GPtrArray) wo = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) wn = g_ptr_array_new_with_free_func(g_free);
	guint no = g_strv_length(ol), nn = g_strv_length(nl);

	for (guint i = 0; i < regions->len; i++) {
		const struct porter_compat_region *r =
			&g_array_index(regions, struct porter_compat_region, i);

		region_words(wo, so, ol, MIN(r->old_start, no), MIN(r->old_end, no));
		region_words(wn, sn, nl, MIN(r->new_start, nn), MIN(r->new_end, nn));
	}
	for (guint i = 0; i < wn->len; i++)
		if (!g_hash_table_contains(so, wn->pdata[i]))
			g_ptr_array_add(out_newer, g_strdup(wn->pdata[i]));
	for (guint i = 0; i < wo->len; i++)
		if (!g_hash_table_contains(sn, wo->pdata[i]))
			g_ptr_array_add(out_older, g_strdup(wo->pdata[i]));
}

/* ---- writing the guarded text ---------------------------------------------------------- */

/* "#if COND", or "#ifdef X" for defined(X); negated "#if !(COND)" / "#ifndef X". */
static char *if_line(const struct porter_compat_guard *g, gboolean negate)
{
	const char *c = g->cond;
	g_autofree char *tail = g->comment ? g_strdup_printf("\t/* %s */", g->comment) : NULL;

	gboolean not = *c == '!';

	/* defined(X) and a probe's !defined(X) */
	if (g_str_has_prefix(c + not, "defined(") && g_str_has_suffix(c, ")") &&
	    !strchr(c + not + 8, '(')) {
		g_autofree char *w = g_strndup(c + not + 8, strlen(c + not) - 9);

		return g_strdup_printf("#%s %s%s", negate != not ? "ifndef" : "ifdef", w,
				       tail ? tail : "");
	}
	return negate ? g_strdup_printf("#if !(%s)%s", c, tail ? tail : "") :
			g_strdup_printf("#if %s%s", c, tail ? tail : "");
}

static void put_lines(GString *s, char **lines, guint from, guint to)
{
	for (guint i = from; i < to; i++)
		g_string_append_printf(s, "%s\n", lines[i]);
}

/*
 * Where a factored test goes: after the last #include at the top of the file, outside every
 * conditional (an #include inside "#if ... #endif" moves it past that #endif), before the first
 * line of code.
 */
static guint after_includes(char **lines, guint n)
{
	guint last = 0, depth = 0;
	gboolean pending = FALSE;

	for (guint i = 0; i < n; i++) {
		const char *t = lines[i] + strspn(lines[i], " \t");
		enum cf_pp d = cf_pp_of_line(lines[i], NULL);

		if (d != CF_PP_NONE) {
			if (d == CF_PP_IF || d == CF_PP_IFDEF || d == CF_PP_IFNDEF)
				depth++;
			else if (d == CF_PP_ENDIF && depth)
				depth--;
			else if (d == CF_PP_INCLUDE)
				pending = TRUE;
			if (pending && !depth)
				last = i + 1, pending = FALSE;
		} else if (*t && *t != '/' && *t != '*' && !depth && last) {
			break;
		}
	}
	return last;
}

/*
 * Factors a test that guards two places or more into one `#define HAVE_X` block after the
 * includes, as maintainers do; the places then test HAVE_X.  @text is consumed; owned.
 */
static char *factor(char *text, const struct porter_compat_guard *g)
{
	g_autofree char *pos = if_line(g, FALSE), *neg = if_line(g, TRUE);
	g_autofree char *name = g_strdup(g->name), *def = NULL;
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);
	guint n = g_strv_length(lines), uses = 0, at;
	gboolean has_def = FALSE;
	GString *s;

	/* a probe's macro comes from Kbuild: nothing to define */
	if (g->evidence == PORTER_COMPAT_PROBE)
		return text;
	/* one macro per change: a HAVE_X that another test defines is another change's */
	for (guint k = 2; k < 100; k++) {
		gboolean other = FALSE;

		g_free(def);
		def = g_strdup_printf("#define %s", name);
		has_def = FALSE;
		for (guint i = 0; i < n; i++) {
			if (strcmp(lines[i], def))
				continue;
			if (i && !strcmp(lines[i - 1], pos))
				has_def = TRUE;
			else
				other = TRUE;
		}
		if (!other)
			break;
		g_free(name);
		name = g_strdup_printf("%s_%u", g->name, k);
	}
	for (guint i = 0; i < n; i++)
		uses += !strcmp(lines[i], pos) || !strcmp(lines[i], neg);
	if (uses < 2 && !has_def)
		return text;
	g_free(text);
	at = has_def ? G_MAXUINT : after_includes(lines, n);
	s = g_string_new(NULL);
	for (guint i = 0; i < n; i++) {
		if (i == at)
			g_string_append_printf(s, "\n%s\n%s\n#endif\n", pos, def);
		if (!strcmp(lines[i], pos))
			g_string_append_printf(s, "#ifdef %s", name);
		else if (!strcmp(lines[i], neg))
			g_string_append_printf(s, "#ifndef %s", name);
		else
			g_string_append(s, lines[i]);
		if (i + 1 < n)
			g_string_append_c(s, '\n');
	}
	return g_string_free(s, FALSE);
}

/* A version test needs <linux/version.h>: added after the includes when the file lacks it. */
static char *version_h(char *text, const struct porter_compat_guard *g)
{
	g_auto(GStrv) lines = NULL;
	GString *s;
	guint n, at;

	if (!strstr(g->cond, "LINUX_VERSION_CODE") || strstr(text, "<linux/version.h>"))
		return text;
	lines = g_strsplit(text, "\n", -1);
	g_free(text);
	n = g_strv_length(lines);
	at = after_includes(lines, n);
	s = g_string_new(NULL);
	for (guint i = 0; i < n; i++) {
		if (i == at)
			g_string_append(s, "#include <linux/version.h>\n");
		g_string_append(s, lines[i]);
		if (i + 1 < n)
			g_string_append_c(s, '\n');
	}
	return g_string_free(s, FALSE);
}

char *porter_compat_rewrite(const char *old_text, const char *new_text, GArray *regions,
			    const struct porter_compat_guard *g, gboolean new_is_newer)
{
	g_auto(GStrv) ol = g_strsplit(old_text ? old_text : "", "\n", -1);
	g_auto(GStrv) nl = g_strsplit(new_text ? new_text : "", "\n", -1);
	guint no = g_strv_length(ol), nn = g_strv_length(nl), op = 0;
	gboolean final_nl = new_text && g_str_has_suffix(new_text, "\n");
	GString *s = g_string_new(NULL);

	if (final_nl)
		nn--;
	if (old_text && g_str_has_suffix(old_text, "\n"))
		no--;
	for (guint i = 0; i < regions->len; i++) {
		const struct porter_compat_region *r =
			&g_array_index(regions, struct porter_compat_region, i);
		char **nw = new_is_newer ? nl : ol, **od = new_is_newer ? ol : nl;
		guint nw_s = new_is_newer ? r->new_start : r->old_start;
		guint nw_e = new_is_newer ? r->new_end : r->old_end;
		guint od_s = new_is_newer ? r->old_start : r->new_start;
		guint od_e = new_is_newer ? r->old_end : r->new_end;
		g_autofree char *pos = if_line(g, FALSE), *neg = if_line(g, TRUE);

		/* the common lines before it, as the old text has them */
		put_lines(s, ol, op, r->old_start);
		op = r->old_end;
		if (nw_s == nw_e) {
			g_string_append_printf(s, "%s\n", neg);
			put_lines(s, od, od_s, od_e);
		} else {
			g_string_append_printf(s, "%s\n", pos);
			put_lines(s, nw, nw_s, nw_e);
			if (od_s < od_e) {
				g_string_append(s, "#else\n");
				put_lines(s, od, od_s, od_e);
			}
		}
		g_string_append(s, "#endif\n");
	}
	put_lines(s, ol, op, no);
	if (!final_nl && s->len && s->str[s->len - 1] == '\n')
		g_string_truncate(s, s->len - 1);
	return version_h(factor(g_string_free(s, FALSE), g), g);
}

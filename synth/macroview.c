// SPDX-License-Identifier: GPL-2.0
/*
 * apply's views of a driver file through its #define bodies: spatch does not parse the body of
 * a macro as code, so a field set in `#define X { .f = v, ... }` or a statement in a macro is
 * none it can match.  A view shows each such body as ordinary code on its own lines: a list of
 * designated initializers as the initializer of a synthetic variable of the struct the patch
 * initializes, statements inside a synthetic function (or a block, for a macro defined inside a
 * function).  The line numbers stay; what spatch changes in a body is carried back to the
 * #define with its continuations, and a change to the scaffolding is refused.
 */
#include <string.h>

#include "synth.h"
#include "synth-int.h"

/* Spelled into views: a body's # and ## operators are replaced by names made of it. */
#define MARK "__porter_pp"

/* What one line of a shown body is: original = ohead core otail, view = vhead core' vtail. */
struct mv_line {
	int macro;		/* index into the view's macros */
	char *ohead, *otail;	/* "#define X(a)" on the first line; the continuation " \\" */
	char *vhead, *vtail;	/* the scaffolding the view puts there */
};

struct mv_macro {
	char *name;
	int line;		/* 1-based line of its #define */
};

static void mv_line_free(gpointer p)
{
	struct mv_line *l = p;

	if (!l)
		return;
	g_free(l->ohead);
	g_free(l->otail);
	g_free(l->vhead);
	g_free(l->vtail);
	g_free(l);
}

static void mv_macro_free(gpointer p)
{
	struct mv_macro *m = p;

	g_free(m->name);
	g_free(m);
}

/* The length of line without its continuation: blanks, a backslash, blanks. */
static gsize core_end(const char *line, gboolean *continued)
{
	gsize n = strlen(line);

	while (n && (line[n - 1] == ' ' || line[n - 1] == '\t' || line[n - 1] == '\r'))
		n--;
	*continued = n && line[n - 1] == '\\';
	if (!*continued)
		return strlen(line);
	n--;
	while (n && (line[n - 1] == ' ' || line[n - 1] == '\t'))
		n--;
	return n;
}

/*
 * Where the body starts in a #define line: after the name and its parameter list (0 when the
 * list goes on over the next line).  *out_name gets the name (owned).
 */
static gsize head_end(const char *line, char **out_name)
{
	const char *p = strchr(line, '#'), *b;

	*out_name = NULL;
	if (!p)
		return 0;
	p++;
	while (*p == ' ' || *p == '\t')
		p++;
	p += strlen("define");
	while (*p == ' ' || *p == '\t')
		p++;
	for (b = p; g_ascii_isalnum(*p) || *p == '_'; p++)
		;
	*out_name = g_strndup(b, p - b);
	if (*p == '(') {
		const char *e = strchr(p, ')');

		if (!e)
			return 0;	/* parameters continued on the next line: not shown */
		p = e + 1;
	}
	return (gsize)(p - line);
}

/*
 * s with a body's preprocessor operators made code: `a ## b` one name, `#x` a string, each
 * spelled with the index of its original text in marks.  Strings, characters and comments are
 * left as they are; *in_comment carries a block comment over lines.
 */
static char *mark_ops(const char *s, GPtrArray *marks, gboolean *in_comment)
{
	GString *o = g_string_new(NULL);

	for (const char *p = s; *p;) {
		if (*in_comment) {
			if (p[0] == '*' && p[1] == '/') {
				*in_comment = FALSE;
				g_string_append_len(o, p, 2);
				p += 2;
			} else {
				g_string_append_c(o, *p++);
			}
		} else if (p[0] == '/' && p[1] == '*') {
			*in_comment = TRUE;
			g_string_append_len(o, p, 2);
			p += 2;
		} else if (p[0] == '/' && p[1] == '/') {
			g_string_append(o, p);
			break;
		} else if (*p == '"' || *p == '\'') {
			const char *q = p + 1;

			while (*q && *q != *p)
				q += q[0] == '\\' && q[1] ? 2 : 1;
			q += *q ? 1 : 0;
			g_string_append_len(o, p, q - p);
			p = q;
		} else if (*p == '#' || *p == ' ' || *p == '\t') {
			const char *q = p;

			while (*q == ' ' || *q == '\t')
				q++;
			if (q[0] == '#' && q[1] == '#') {
				/* a paste, with the blanks around it */
				q += 2;
				while (*q == ' ' || *q == '\t')
					q++;
				g_string_append_printf(o, MARK "%u__", marks->len);
			} else if (q == p) {
				/* a stringification: '#', blanks, a parameter */
				q++;
				while (*q == ' ' || *q == '\t')
					q++;
				while (g_ascii_isalnum(*q) || *q == '_')
					q++;
				g_string_append_printf(o, "\"" MARK "%u__\"", marks->len);
			} else {
				g_string_append_len(o, p, q - p);
				p = q;
				continue;
			}
			g_ptr_array_add(marks, g_strndup(p, q - p));
			p = q;
		} else {
			g_string_append_c(o, *p++);
		}
	}
	return g_string_free(o, FALSE);
}

/* s with the marks of mark_ops() put back; NULL when one is left that it did not write. */
static char *unmark_ops(const char *s, GPtrArray *marks)
{
	GString *o = g_string_new(s);

	for (guint k = marks->len; k-- > 0;) {
		g_autofree char *q = g_strdup_printf("\"" MARK "%u__\"", k);
		g_autofree char *b = g_strdup_printf(MARK "%u__", k);

		g_string_replace(o, q, marks->pdata[k], 0);
		g_string_replace(o, b, marks->pdata[k], 0);
	}
	if (strstr(o->str, MARK)) {
		g_string_free(o, TRUE);
		return NULL;
	}
	return g_string_free(o, FALSE);
}

/* Does the body start as a list of designated initializers ("{ .f =" or ".f =")? */
static gboolean is_init_body(const char *body, gboolean *braced)
{
	const char *p = body;

	while (g_ascii_isspace(*p))
		p++;
	*braced = *p == '{';
	if (*braced)
		p++;
	while (g_ascii_isspace(*p))
		p++;
	if (*p != '.' || !(g_ascii_isalpha(p[1]) || p[1] == '_'))
		return FALSE;
	for (p++; g_ascii_isalnum(*p) || *p == '_'; p++)
		;
	while (g_ascii_isspace(*p))
		p++;
	return *p == '=' || *p == '.' || *p == '[';
}

/* Is the body code a function holds: a statement, a loop's head, a statement expression? */
static gboolean is_stmt_body(const char *body, gboolean function_like)
{
	static const char *const kw[] = { "for", "do", "if", "while", "switch", "return", NULL };
	const char *p = body;

	while (g_ascii_isspace(*p))
		p++;
	if (!*p)
		return FALSE;
	for (guint k = 0; kw[k]; k++) {
		gsize n = strlen(kw[k]);

		if (!strncmp(p, kw[k], n) && !(g_ascii_isalnum(p[n]) || p[n] == '_'))
			return TRUE;
	}
	return strchr(p, ';') || g_str_has_prefix(p, "({") || (function_like && *p == '(');
}

/* The brace depth at the start of each line, from the code's tokens (directives not counted). */
static GArray *brace_depths(const char *text, guint n)
{
	g_autoptr(cf_tokens) l = cf_lex(text, strlen(text), 0);
	const struct cf_token *t = (const struct cf_token *)(void *)l->toks->data;
	GArray *d = g_array_new(FALSE, TRUE, sizeof(int));
	int depth = 0;
	guint k = 0;

	g_array_set_size(d, n + 1);
	for (guint i = 1; i <= n; i++) {
		for (; k < l->toks->len && t[k].line < (int)i; k++) {
			if (t[k].kind == CF_PP)
				continue;
			if (!strcmp(t[k].text, "{"))
				depth++;
			else if (!strcmp(t[k].text, "}") && depth > 0)
				depth--;
		}
		g_array_index(d, int, i) = depth;
	}
	return d;
}

/*
 * Is macro name used in the initializer of a declaration of type ("struct foo") at the top
 * level of the code toks (cfront's)?  The declaration is read from the statement's start (after
 * a ';', a '}' closing a top-level brace, or a directive) to its first '=' at the top level.
 */
static gboolean used_in_init_of(const struct cf_token *t, guint nt, const char *name,
				const char *type)
{
	const char *tag = type + strlen("struct");
	guint start = 0, eq = 0;
	int depth = 0;

	while (*tag == ' ' || *tag == '\t')
		tag++;
	for (guint k = 0; k < nt; k++) {
		if (t[k].kind == CF_PP) {
			if (!depth)
				start = k + 1, eq = 0;
			continue;
		}
		if (!strcmp(t[k].text, "{") || !strcmp(t[k].text, "(") || !strcmp(t[k].text, "[")) {
			depth++;
		} else if (!strcmp(t[k].text, "}") || !strcmp(t[k].text, ")") ||
			   !strcmp(t[k].text, "]")) {
			depth -= depth > 0;
			if (!depth && !strcmp(t[k].text, "}"))
				start = k + 1, eq = 0;
		} else if (!depth && !strcmp(t[k].text, ";")) {
			start = k + 1, eq = 0;
		} else if (!depth && !strcmp(t[k].text, "=") && !eq) {
			eq = k;
		} else if (depth && eq && t[k].kind == CF_IDENT && !strcmp(t[k].text, name)) {
			for (guint x = start; x + 1 < eq; x++)
				if (!strcmp(t[x].text, "struct") && !strcmp(t[x + 1].text, tag))
					return TRUE;
		}
	}
	return FALSE;
}

/* Does s name one of words (whole C names)? */
static gboolean has_word(const char *s, GHashTable *words)
{
	for (const char *p = s; *p;) {
		const char *b = p;
		g_autofree char *w = NULL;

		if (!g_ascii_isalpha(*p) && *p != '_') {
			p++;
			continue;
		}
		while (g_ascii_isalnum(*p) || *p == '_')
			p++;
		w = g_strndup(b, p - b);
		if (g_hash_table_contains(words, w))
			return TRUE;
	}
	return FALSE;
}

/* Shows the body of the #define on lines[first..last] in the view, when it is code. */
static void show_macro(struct sd_macroview *v, char **lines, guint first, guint last,
		       int depth, const char *init_type, GHashTable *words,
		       const struct cf_tokens *l)
{
	g_autofree char *name = NULL;
	gsize h = head_end(lines[first], &name);
	g_autoptr(GString) body = g_string_new(NULL);
	g_autoptr(GPtrArray) cores = g_ptr_array_new_with_free_func(g_free);
	gboolean braced = FALSE, init, in_comment = FALSE, cont;
	struct mv_macro *m;
	guint idx = v->macros->len;

	if (!h)
		return;
	for (guint i = first; i <= last; i++) {
		const char *s = i == first ? lines[i] + h : lines[i];
		gsize e = core_end(lines[i], &cont);

		e = i == first ? (e > h ? e - h : 0) : e;
		g_ptr_array_add(cores, g_strndup(s, e));
		g_string_append_printf(body, "%s\n", (char *)cores->pdata[cores->len - 1]);
	}
	/* an initializer body of another struct is none the rule's may change */
	init = init_type && is_init_body(body->str, &braced);
	if (init && !used_in_init_of((const struct cf_token *)(void *)l->toks->data, l->toks->len,
				     name, init_type))
		return;
	/*
	 * A body that names what the patch removes is shown as statements when it is no
	 * initializer (an expression is one too); without such names, only what looks like code.
	 */
	if (words && g_hash_table_size(words)) {
		if (!has_word(body->str, words))
			return;
	} else if (!init && !is_stmt_body(body->str, lines[first][h - 1] == ')')) {
		return;
	}
	m = g_new0(struct mv_macro, 1);
	m->name = g_strdup(name);
	m->line = (int)first + 1;
	g_ptr_array_add(v->macros, m);
	for (guint i = first; i <= last; i++) {
		struct mv_line *l = g_new0(struct mv_line, 1);
		const char *core = cores->pdata[i - first];
		g_autofree char *marked = mark_ops(core, v->marks, &in_comment);
		gsize e = core_end(lines[i], &cont);

		l->macro = (int)idx;
		l->ohead = g_strndup(lines[i], i == first ? h : 0);
		l->otail = g_strdup(lines[i] + e);
		if (i == first && init)
			l->vhead = g_strdup_printf("%s __porter_macro_%u =%s", init_type, idx,
						   braced ? "" : " {");
		else if (i == first)
			l->vhead = depth ? g_strdup("{") :
				   g_strdup_printf("void __porter_macro_%u(void) {", idx);
		else
			l->vhead = g_strdup("");
		if (i == last)
			l->vtail = g_strdup(init ? (braced ? ";" : "};") : ";}");
		else
			l->vtail = g_strdup("");
		g_free(lines[i]);
		lines[i] = g_strconcat(l->vhead, marked, l->vtail, NULL);
		g_ptr_array_index(v->lines, i) = l;
	}
}

void sd_macroview_make(struct sd_macroview *out, const char *text, const char *init_type,
		       GHashTable *words)
{
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);
	guint n = g_strv_length(lines);
	g_autoptr(cf_tokens) l = cf_lex(text, strlen(text), 0);
	const struct cf_token *t = (const struct cf_token *)(void *)l->toks->data;
	g_autoptr(GArray) depth = brace_depths(text, n);

	memset(out, 0, sizeof(*out));
	out->lines = g_ptr_array_new_with_free_func(mv_line_free);
	out->macros = g_ptr_array_new_with_free_func(mv_macro_free);
	out->marks = g_ptr_array_new_with_free_func(g_free);
	g_ptr_array_set_size(out->lines, n);
	for (guint k = 0; k < l->toks->len; k++) {
		guint first, last;
		gboolean cont = TRUE;

		if (t[k].kind != CF_PP || cf_pp_of_line(lines[t[k].line - 1], NULL) != CF_PP_DEFINE)
			continue;
		first = (guint)t[k].line - 1;
		for (last = first; last < n; last++) {
			core_end(lines[last], &cont);
			if (!cont)
				break;
		}
		if (last >= n)
			continue;
		show_macro(out, lines, first, last, g_array_index(depth, int, first + 1), init_type,
			   words, l);
	}
	out->text = g_strjoinv("\n", lines);
}

void sd_macroview_clear(struct sd_macroview *v)
{
	if (!v)
		return;
	g_clear_pointer(&v->text, g_free);
	g_clear_pointer(&v->lines, g_ptr_array_unref);
	g_clear_pointer(&v->macros, g_ptr_array_unref);
	g_clear_pointer(&v->marks, g_ptr_array_unref);
}

/* The display column after s (tabs every 8), from column col. */
static guint columns(const char *s, guint col)
{
	for (; *s; s++)
		col = *s == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

/*
 * The continuation for a changed line: otail as it was, or, when otail aligns the backslash
 * with tabs, tabs to the column where the original line had it (one blank at least).
 */
static char *realign(const char *orig_line, const char *line, const char *otail)
{
	gsize n = strlen(orig_line) - strlen(otail);
	g_autofree char *before = g_strndup(orig_line, n);
	guint want = columns(otail, columns(before, 0)) - 1, col = columns(line, 0);
	GString *o;

	if (!strchr(otail, '\t') || !strchr(otail, '\\'))
		return g_strdup(otail);
	o = g_string_new(NULL);
	while (col < want && (col / 8 + 1) * 8 <= want) {
		g_string_append_c(o, '\t');
		col = (col / 8 + 1) * 8;
	}
	if (!o->len)
		g_string_append_c(o, ' ');
	g_string_append_c(o, '\\');
	return g_string_free(o, FALSE);
}

/*
 * post[j, pj), what spatch wrote in place of the shown lines [i, pi) of one macro, as the
 * #define's lines: the scaffolding taken off, the # and ## put back, the continuations kept.
 * Appends them to o (each line after a '\n' unless *first); -1 when the scaffolding changed.
 */
static int carry_back(GString *o, gboolean *first, const struct sd_macroview *v, char **orig,
		      guint i, guint pi, char **post, guint j, guint pj)
{
	const struct mv_line *a = v->lines->pdata[i], *z = v->lines->pdata[pi - 1];

	/* the lines holding the scaffolding gone whole */
	if (j == pj && (*a->vhead || *z->vtail))
		return -1;
	for (guint y = j; y < pj; y++) {
		const char *s = post[y];
		g_autofree char *core = NULL, *plain = NULL;
		gsize len = strlen(s);
		const struct mv_line *at = pj - j == pi - i ? v->lines->pdata[i + (y - j)] : NULL;
		const char *ohead = "", *otail = at ? at->otail : " \\";

		if (y == j && *a->vhead) {
			if (!g_str_has_prefix(s, a->vhead))
				return -1;
			s += strlen(a->vhead);
			len -= strlen(a->vhead);
			ohead = a->ohead;
		}
		if (y == pj - 1 && *z->vtail) {
			if (!g_str_has_suffix(s, z->vtail))
				return -1;
			len -= strlen(z->vtail);
			otail = z->otail;
		}
		core = g_strndup(s, len);
		plain = unmark_ops(core, v->marks);
		if (!plain)
			return -1;
		{
			g_autofree char *line = g_strconcat(ohead, plain, NULL);
			g_autofree char *tail = at ? realign(orig[i + (y - j)], line, otail) :
					       g_strdup(otail);

			if (!*first)
				g_string_append_c(o, '\n');
			g_string_append_printf(o, "%s%s", line, tail);
		}
		*first = FALSE;
	}
	return 0;
}

/* The macro whose body line x is shown, or -1. */
static int owner(const struct sd_macroview *v, guint x)
{
	const struct mv_line *l = v->lines->pdata[x];

	return l ? l->macro : -1;
}

int sd_macroview_merge(char **out_text, int *out_macro, const char *text,
		       const struct sd_macroview *v, const char *after, gboolean bodies_only,
		       GError **error)
{
	g_auto(GStrv) orig = g_strsplit(text, "\n", -1);
	g_auto(GStrv) view = g_strsplit(v->text, "\n", -1);
	g_auto(GStrv) post = g_strsplit(after, "\n", -1);
	g_autoptr(GArray) pairs = NULL;
	g_autoptr(GString) o = g_string_new(NULL);
	guint n = g_strv_length(view), i = 0, j = 0;
	gboolean first = TRUE;

	*out_text = NULL;
	*out_macro = -1;
	if (g_strv_length(orig) != n || v->lines->len != n) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_INPUT, "the view of the file has %u lines, "
			    "the file %u", n, g_strv_length(orig));
		return -1;
	}
	pairs = sd_line_pairs(view, post);
	for (guint k = 0; k < pairs->len; k += 2) {
		guint pi = g_array_index(pairs, guint, k), pj = g_array_index(pairs, guint, k + 1);
		int macro = -1;
		gboolean same = TRUE;

		if (i < pi) {
			macro = owner(v, i);
			for (guint x = i; x < pi; x++)
				same &= owner(v, x) == macro;
		} else if (j < pj) {
			/* lines only added: in a body when both their neighbours are */
			macro = i > 0 ? owner(v, i - 1) : -1;
			same = macro == (pi < n ? owner(v, pi) : -1);
		}
		if (!same) {
			g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH, "the change at line %u spans "
				    "a macro body and the lines around it", i + 1);
			return -1;
		}
		if ((i < pi || j < pj) && macro >= 0) {
			const struct mv_macro *m = v->macros->pdata[macro];
			int bad;

			if (i == pi) {
				/* an insertion inside a body: continued like its lines */
				bad = 0;
				for (guint y = j; y < pj; y++) {
					g_autofree char *plain = unmark_ops(post[y], v->marks);

					if (!plain) {
						bad = -1;
						break;
					}
					g_string_append_printf(o, "%s%s \\", first ? "" : "\n", plain);
					first = FALSE;
				}
			} else {
				bad = carry_back(o, &first, v, orig, i, pi, post, j, pj);
			}
			if (bad) {
				g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH, "the change at line %u "
					    "touches what the view of macro %s put around its body",
					    i + 1, m->name);
				return -1;
			}
			if (*out_macro < 0)
				*out_macro = macro;
		} else if (i < pi || j < pj) {
			/* outside the bodies: spatch's lines, or the file's when only bodies count */
			char **from = bodies_only ? orig : post;
			guint a = bodies_only ? i : j, e = bodies_only ? pi : pj;

			for (guint y = a; y < e; y++) {
				g_string_append_printf(o, "%s%s", first ? "" : "\n", from[y]);
				first = FALSE;
			}
		}
		if (pi < n) {
			if (!first)
				g_string_append_c(o, '\n');
			g_string_append(o, orig[pi]);
			first = FALSE;
		}
		i = pi + 1;
		j = pj + 1;
	}
	*out_text = g_string_free(g_steal_pointer(&o), FALSE);
	return 0;
}

const char *sd_macroview_name(const struct sd_macroview *v, int macro, int *out_line)
{
	const struct mv_macro *m;

	if (macro < 0 || (guint)macro >= v->macros->len)
		return NULL;
	m = v->macros->pdata[macro];
	*out_line = m->line;
	return m->name;
}

char *sd_cocci_init_type(const char *cocci)
{
	g_auto(GStrv) lines = g_strsplit(cocci, "\n", -1);
	g_autoptr(GRegex) re = g_regex_new("^[ \\t]*(?:static[ \\t]+)?(?:const[ \\t]+)?"
					   "(struct[ \\t]+[A-Za-z_]\\w*)[ \\t]+[A-Za-z_]\\w*"
					   "[ \\t]*(?:\\[[ \\t]*\\])?[ \\t]*=[ \\t]*\\{", 0, 0, NULL);

	for (guint i = 0; lines[i]; i++) {
		g_autoptr(GMatchInfo) mi = NULL;
		const char *l = lines[i];

		/* the rules' code: context and minus lines, not a plus line, not a comment */
		if (*l == '+' || g_str_has_prefix(l, "//"))
			continue;
		if (*l == '-')
			l++;
		if (g_regex_match(re, l, 0, &mi))
			return g_match_info_fetch(mi, 1);
	}
	return NULL;
}

/* Adds the C names of s to set, but those of skip. */
static void add_names(GHashTable *set, const char *s, GHashTable *skip)
{
	for (const char *p = s; *p;) {
		const char *b = p;
		char *w;

		if (!g_ascii_isalpha(*p) && *p != '_') {
			p++;
			continue;
		}
		while (g_ascii_isalnum(*p) || *p == '_')
			p++;
		w = g_strndup(b, p - b);
		if ((skip && g_hash_table_contains(skip, w)) || cf_is_keyword(w))
			g_free(w);
		else
			g_hash_table_add(set, w);
	}
}

GHashTable *sd_cocci_minus_words(const char *cocci)
{
	g_auto(GStrv) lines = g_strsplit(cocci, "\n", -1);
	g_autoptr(GHashTable) declared = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	GHashTable *words = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	gboolean in_decls = FALSE;

	/* the metavariables, and the words that declare them, are no code of the driver */
	for (guint i = 0; lines[i]; i++) {
		if (g_str_has_prefix(lines[i], "@@"))
			in_decls = FALSE;
		else if (lines[i][0] == '@')
			in_decls = !g_str_has_prefix(lines[i], "@script");
		else if (in_decls)
			add_names(declared, lines[i], NULL);
	}
	for (guint i = 0; lines[i]; i++)
		if (lines[i][0] == '-' && !g_str_has_prefix(lines[i], "---"))
			add_names(words, lines[i] + 1, declared);
	return words;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Judging a fix against a reference (docs/eval.md, "Reference judging"): the lines porter's
 * change removes and adds, as cfront tokens, set against the file the kernel itself has in the
 * version ported to.  Pure: texts in, a judgment out; no file is read here.
 */
#include <stdlib.h>
#include <string.h>

#include "cfront.h"
#include "eval.h"

const char *porter_judgment_name(enum porter_judgment j)
{
	switch (j) {
	case PORTER_JUDGE_AGREES:
		return "agrees";
	case PORTER_JUDGE_DIFFERS:
		return "differs";
	case PORTER_JUDGE_WRONG:
		return "wrong";
	default:
		return "unjudged";
	}
}

/* One file's part of a diff: its path and its runs of removed and of added lines. */
struct jfile {
	char *path;
	GPtrArray *minus, *plus;	/* GString *: a run of consecutive '-' (or '+') lines */
	GString *m_all, *p_all;		/* every '-' (or '+') line of the file */
	GArray *m_lines;		/* int: the original's line number of each '-' line */
};

static void jfile_free(struct jfile *f)
{
	g_free(f->path);
	g_ptr_array_unref(f->minus);
	g_ptr_array_unref(f->plus);
	g_string_free(f->m_all, TRUE);
	g_string_free(f->p_all, TRUE);
	g_array_unref(f->m_lines);
	g_free(f);
}

static void gstring_free(GString *s)
{
	g_string_free(s, TRUE);
}

/* The files of a unified diff (git's "+++ b/PATH" names them), their runs in diff order. */
static GPtrArray *parse_diff(const char *diff)
{
	GPtrArray *files = g_ptr_array_new_with_free_func((GDestroyNotify)jfile_free);
	g_auto(GStrv) lines = g_strsplit(diff, "\n", -1);
	struct jfile *f = NULL;
	GString *run = NULL;
	char side = 0;
	int old_line = 0;

	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i];

		if (g_str_has_prefix(l, "--- ") && lines[i + 1] &&
		    g_str_has_prefix(lines[i + 1], "+++ ")) {
			const char *p = lines[i + 1] + 4;

			if (g_str_has_prefix(p, "b/"))
				p += 2;
			f = g_new0(struct jfile, 1);
			f->path = g_strdup(p);
			f->minus = g_ptr_array_new_with_free_func((GDestroyNotify)gstring_free);
			f->plus = g_ptr_array_new_with_free_func((GDestroyNotify)gstring_free);
			f->m_all = g_string_new(NULL);
			f->p_all = g_string_new(NULL);
			f->m_lines = g_array_new(FALSE, FALSE, sizeof(int));
			g_ptr_array_add(files, f);
			run = NULL;
			side = 0;
			i++;
			continue;
		}
		if (!f)
			continue;
		if (g_str_has_prefix(l, "@@ -")) {
			old_line = atoi(l + 4);
			side = 0;
			run = NULL;
			continue;
		}
		if (l[0] == '-')
			g_array_append_val(f->m_lines, old_line);
		if (l[0] == '-' || l[0] == ' ')
			old_line++;
		if ((l[0] == '-' || l[0] == '+') && !g_str_has_prefix(l, "\\")) {
			GPtrArray *runs = l[0] == '-' ? f->minus : f->plus;

			if (side != l[0] || !run) {
				run = g_string_new(NULL);
				g_ptr_array_add(runs, run);
				side = l[0];
			}
			g_string_append(run, l + 1);
			g_string_append_c(run, '\n');
			g_string_append(l[0] == '-' ? f->m_all : f->p_all, l + 1);
			g_string_append_c(l[0] == '-' ? f->m_all : f->p_all, '\n');
		} else {
			side = 0;
			run = NULL;
		}
	}
	return files;
}

/* Tokens of text (directives as tokens too: an #include line is code here). */
static struct cf_tokens *lex(const char *text)
{
	return cf_lex(text, strlen(text), CF_LEX_DIRECTIVE_TOKENS);
}

/* " t1 t2 ... tn ": the token texts, one space apart and around, so that a sequence of whole
 * tokens is found as a substring. */
static char *spaced(const struct cf_tokens *l)
{
	GString *s = g_string_new(" ");

	for (guint i = 0; i < l->toks->len; i++) {
		g_string_append(s, g_array_index(l->toks, struct cf_token, i).text);
		g_string_append_c(s, ' ');
	}
	return g_string_free(s, FALSE);
}

/* Whether a run is only punctuation ("}", "};", ")"): such a run says nothing of the fix. */
static gboolean trivial(const struct cf_tokens *l)
{
	for (guint i = 0; i < l->toks->len; i++)
		if (g_array_index(l->toks, struct cf_token, i).kind != CF_PUNCT)
			return FALSE;
	return TRUE;
}

static guint count_sub(const char *hay, const char *needle)
{
	guint n = 0;
	size_t len = strlen(needle);

	if (len <= 2)
		return 0;
	/* needle starts and ends with a space: step one token, not one byte, past each hit */
	for (const char *p = strstr(hay, needle); p; p = strstr(p + len - 1, needle))
		n++;
	return n;
}

/*
 * What a removed line does that must survive a fix: calls (a name before '('), assignments (a
 * name before '=' or a compound '+=' ...), returns.  The key is "call NAME", "set NAME" or
 * "return"; counts per key go into @into (+1 each).
 */
static const char *const not_calls[] = { "if", "while", "for", "switch", "sizeof", "return",
					 "typeof", "__typeof__", "_Alignof", "defined", NULL };

static gboolean is_assign_op(const char *t)
{
	static const char *const ops[] = { "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
					   "<<=", ">>=", NULL };

	return g_strv_contains(ops, t);
}

/* Whether the name at i is an initializer's designator (", .name =" or "{ .name ="): data, whose
 * change the runs compare, not a statement that sets something. */
static gboolean designator(const struct cf_tokens *l, guint i)
{
	const char *dot = i >= 1 ? g_array_index(l->toks, struct cf_token, i - 1).text : "";
	const char *before = i >= 2 ? g_array_index(l->toks, struct cf_token, i - 2).text : "";

	return !strcmp(dot, ".") && (i < 2 || !strcmp(before, ",") || !strcmp(before, "{"));
}

static void count_effects(GHashTable *into, const struct cf_tokens *l)
{
	for (guint i = 0; i < l->toks->len; i++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);
		const struct cf_token *n = i + 1 < l->toks->len ?
			&g_array_index(l->toks, struct cf_token, i + 1) : NULL;
		char *key = NULL;

		if (t->kind == CF_IDENT && !strcmp(t->text, "return"))
			key = g_strdup("return");
		else if (t->kind == CF_IDENT && n && !strcmp(n->text, "(") &&
			 !g_strv_contains(not_calls, t->text))
			key = g_strconcat("call ", t->text, NULL);
		else if (t->kind == CF_IDENT && n && is_assign_op(n->text) && !designator(l, i))
			key = g_strconcat("set ", t->text, NULL);
		if (key) {
			guint c = GPOINTER_TO_UINT(g_hash_table_lookup(into, key));

			g_hash_table_replace(into, key, GUINT_TO_POINTER(c + 1));
		}
	}
}

static guint effect(GHashTable *h, const char *key)
{
	return GPOINTER_TO_UINT(g_hash_table_lookup(h, key));
}

static GHashTable *effects_of(const char *text)
{
	GHashTable *h = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(cf_tokens) l = lex(text);

	count_effects(h, l);
	return h;
}

static gint cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/*
 * The text of the functions of @text named in @names (lines from each one's head to its closing
 * brace), or NULL when one of them is not there.
 */
static char *functions_text(const char *text, GPtrArray *names)
{
	g_autoptr(cf_tokens) l = lex(text);
	g_autoptr(GArray) fns = cf_functions(&g_array_index(l->toks, struct cf_token, 0),
					     l->toks->len);
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);
	guint nlines = g_strv_length(lines);
	GString *out = g_string_new(NULL);

	for (guint n = 0; n < names->len; n++) {
		const struct cf_func *fn = NULL;

		for (guint i = 0; i < fns->len && !fn; i++)
			if (!strcmp(g_array_index(fns, struct cf_func, i).name, names->pdata[n]))
				fn = &g_array_index(fns, struct cf_func, i);
		if (!fn || fn->close_line == G_MAXINT) {
			g_string_free(out, TRUE);
			return NULL;
		}
		for (int i = fn->head_line; i <= fn->close_line && i >= 1 && (guint)i <= nlines; i++) {
			g_string_append(out, lines[i - 1]);
			g_string_append_c(out, '\n');
		}
	}
	return g_string_free(out, FALSE);
}

/*
 * Where the removed effects are counted: the functions of the original that hold every removed
 * line, and the reference's functions of the same names; the whole files when a removed line is
 * outside every function or a function is missing from the reference.  A count over the whole
 * file took a reference that gained returns elsewhere for one that keeps the fix's dropped
 * `return 0;` of a function made void.  *out_orig and *out_ref are owned.
 */
static void effect_scope(char **out_orig, char **out_ref, const struct jfile *f, const char *orig,
			 const char *ref)
{
	g_autoptr(cf_tokens) l = lex(orig);
	g_autoptr(GArray) fns = cf_functions(&g_array_index(l->toks, struct cf_token, 0),
					     l->toks->len);
	g_autoptr(GPtrArray) names = g_ptr_array_new();

	*out_orig = *out_ref = NULL;
	for (guint i = 0; i < f->m_lines->len; i++) {
		int line = g_array_index(f->m_lines, int, i);
		const char *name = NULL;

		for (guint j = 0; j < fns->len && !name; j++) {
			const struct cf_func *fn = &g_array_index(fns, struct cf_func, j);

			if (line >= fn->head_line && line <= fn->close_line)
				name = fn->name;
		}
		if (!name)
			goto whole;
		if (!g_ptr_array_find_with_equal_func(names, name, g_str_equal, NULL))
			g_ptr_array_add(names, (gpointer)name);
	}
	if (!names->len)
		goto whole;
	*out_orig = functions_text(orig, names);
	*out_ref = functions_text(ref, names);
	if (*out_orig && *out_ref)
		return;
	g_clear_pointer(out_orig, g_free);
	g_clear_pointer(out_ref, g_free);
whole:
	*out_orig = g_strdup(orig);
	*out_ref = g_strdup(ref);
}

/* One file: wrong (a removed effect the reference keeps, gone from the result), else agrees when
 * every run is where the reference has it, else differs; *why says the first reason. */
static enum porter_judgment judge_file(char **why, const struct jfile *f, const char *orig,
				       const char *ref)
{
	g_autofree char *scope_orig = NULL, *scope_ref = NULL;
	g_autoptr(GHashTable) removed = effects_of(f->m_all->str);
	g_autoptr(GHashTable) added = effects_of(f->p_all->str);
	g_autoptr(GHashTable) in_orig = NULL, in_ref = NULL;
	g_autoptr(cf_tokens) lr = lex(ref), lso = NULL, lsr = NULL;
	g_autofree char *sr = spaced(lr), *sso = NULL, *ssr = NULL;
	g_autofree gpointer *keys = NULL;
	guint nkeys = 0;

	effect_scope(&scope_orig, &scope_ref, f, orig, ref);
	in_orig = effects_of(scope_orig);
	in_ref = effects_of(scope_ref);
	lso = lex(scope_orig);
	lsr = lex(scope_ref);
	sso = spaced(lso);
	ssr = spaced(lsr);

	/* sorted, so that the reason given is the same from run to run */
	keys = g_hash_table_get_keys_as_array(removed, &nkeys);
	qsort(keys, nkeys, sizeof(*keys), cmp_str);
	for (guint i = 0; i < nkeys; i++) {
		const char *k = keys[i];
		guint o = effect(in_orig, k), r = effect(in_ref, k);
		gint64 p = (gint64)o - effect(removed, k) + effect(added, k);

		/* the original and the reference both do it min(o, r) times, the result less */
		if (p < (gint64)MIN(o, r)) {
			*why = g_strdup_printf("%s: drops %s (original %u, reference %u, port %"
					       G_GINT64_FORMAT ")", f->path, k, o, r, p);
			return PORTER_JUDGE_WRONG;
		}
	}
	for (guint i = 0; i < f->plus->len; i++) {
		const GString *run = f->plus->pdata[i];
		g_autoptr(cf_tokens) l = lex(run->str);
		g_autofree char *s = spaced(l);

		if (trivial(l))
			continue;
		if (!count_sub(sr, s)) {
			*why = g_strdup_printf("%s: the reference has no '%s'", f->path,
					       g_strstrip(s));
			return PORTER_JUDGE_DIFFERS;
		}
	}
	for (guint i = 0; i < f->minus->len; i++) {
		const GString *run = f->minus->pdata[i];
		g_autoptr(cf_tokens) l = lex(run->str);
		g_autofree char *s = spaced(l);

		if (trivial(l))
			continue;
		/* the reference keeps as many as the original where the fix removed it: it did not */
		if (count_sub(ssr, s) && count_sub(ssr, s) >= count_sub(sso, s)) {
			*why = g_strdup_printf("%s: the reference keeps '%s'", f->path,
					       g_strstrip(s));
			return PORTER_JUDGE_DIFFERS;
		}
	}
	*why = g_strdup_printf("%s: every changed run is the reference's", f->path);
	return PORTER_JUDGE_AGREES;
}

enum porter_judgment porter_judge_fix(char **out_why, const char *diff, porter_judge_text_fn text,
				      void *data)
{
	g_autoptr(GPtrArray) files = parse_diff(diff ? diff : "");
	enum porter_judgment worst = PORTER_JUDGE_AGREES;
	GString *why = g_string_new(NULL);

	if (!files->len) {
		g_string_free(why, TRUE);
		*out_why = g_strdup("no change to judge");
		return PORTER_JUDGE_UNJUDGED;
	}
	for (guint i = 0; i < files->len; i++) {
		const struct jfile *f = files->pdata[i];
		g_autofree char *orig = text(data, f->path, FALSE), *ref = text(data, f->path, TRUE);
		g_autofree char *w = NULL;
		enum porter_judgment j;

		if (!orig || !ref) {
			g_string_free(why, TRUE);
			*out_why = g_strdup_printf("%s: no %s text", f->path,
						   orig ? "reference" : "original");
			return PORTER_JUDGE_UNJUDGED;
		}
		j = judge_file(&w, f, orig, ref);
		/* the worst file decides (wrong over differs over agrees), and says why */
		if (j > worst || !why->len) {
			g_string_assign(why, w);
			worst = MAX(worst, j);
		}
	}
	*out_why = g_string_free(why, FALSE);
	return worst;
}

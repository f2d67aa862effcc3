// SPDX-License-Identifier: GPL-2.0
/*
 * Judging a fix against a reference (docs/eval.md, "Reference judging"): the lines porter's
 * change removes and adds, as cfront tokens, set against the file the kernel itself has in the
 * version ported to.  Pure: texts in, a judgment out; no file is read here.
 */
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
};

static void jfile_free(struct jfile *f)
{
	g_free(f->path);
	g_ptr_array_unref(f->minus);
	g_ptr_array_unref(f->plus);
	g_string_free(f->m_all, TRUE);
	g_string_free(f->p_all, TRUE);
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
			g_ptr_array_add(files, f);
			run = NULL;
			side = 0;
			i++;
			continue;
		}
		if (!f)
			continue;
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

/* One file: wrong (a removed effect the reference keeps, gone from the result), else agrees when
 * every run is where the reference has it, else differs; *why says the first reason. */
static enum porter_judgment judge_file(char **why, const struct jfile *f, const char *orig,
				       const char *ref)
{
	g_autoptr(GHashTable) removed = effects_of(f->m_all->str);
	g_autoptr(GHashTable) added = effects_of(f->p_all->str);
	g_autoptr(GHashTable) in_orig = effects_of(orig);
	g_autoptr(GHashTable) in_ref = effects_of(ref);
	g_autoptr(cf_tokens) lo = lex(orig), lr = lex(ref);
	g_autofree char *so = spaced(lo), *sr = spaced(lr);
	g_autofree gpointer *keys = NULL;
	guint nkeys = 0;

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
		/* the reference keeps as many as the original: it did not remove this */
		if (count_sub(sr, s) && count_sub(sr, s) >= count_sub(so, s)) {
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

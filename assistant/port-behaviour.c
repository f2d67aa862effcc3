// SPDX-License-Identifier: GPL-2.0
/*
 * The behaviour checks of the port loop: whether a change that fixed an issue keeps what the
 * driver did (no half of an example's move, no result the driver read lost), and whether a new
 * issue it left is a step of a chain.  Pure functions of an example's two sides and a diff.
 */
#include <string.h>

#include "cfront.h"
#include "prequel.h"
#include "reducer.h"
#include "porter-int.h"

/*
 * Adds the identifiers of @line to @set (owned keys), cfront's keywords, true and false left out;
 * with @calls_only, only those called ("f(").
 */
static void add_idents(GHashTable *set, const char *line, gboolean calls_only)
{
	g_autoptr(cf_tokens) l = cf_lex(line, strlen(line), CF_LEX_DIRECTIVE_TOKENS);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	guint n = l->toks->len;

	for (guint i = 0; i < n; i++) {
		if (t[i].kind != CF_IDENT || cf_is_keyword(t[i].text) ||
		    !strcmp(t[i].text, "true") || !strcmp(t[i].text, "false"))
			continue;
		if (calls_only && !(i + 1 < n && cf_tok_is(&t[i + 1], "(")))
			continue;
		g_hash_table_add(set, g_strdup(t[i].text));
	}
}

static void add_words(GHashTable *set, const char *line)
{
	add_idents(set, line, FALSE);
}

static GHashTable *word_set(void)
{
	return g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
}

/* Line @n (1-based) of @text, stripped, or NULL; owned. */
static char *nth_line(char **lines, guint nlines, int n)
{
	if (n < 1 || (guint)n > nlines)
		return NULL;
	return g_strstrip(g_strdup(lines[n - 1]));
}

/* Adds to @set the names of the functions @text defines (owned keys). */
static void add_functions(GHashTable *set, const char *text)
{
	g_autoptr(cf_tokens) l = cf_lex(text, strlen(text), 0);
	GArray *fns = cf_functions((const struct cf_token *)l->toks->data, l->toks->len);

	for (guint i = 0; i < fns->len; i++)
		g_hash_table_add(set, g_strdup(g_array_index(fns, struct cf_func, i).name));
	g_array_unref(fns);
}

void porter_sides_init(struct porter_sides *sd, GPtrArray *changes)
{
	g_autoptr(GHashTable) removed = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	sd->plus = word_set();
	sd->minus = word_set();
	sd->moved = word_set();
	sd->defined = word_set();
	sd->plus_lines = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; changes && i < changes->len; i++) {
		const struct pq_file_change *fc = changes->pdata[i];
		g_auto(GStrv) ol = g_strsplit(fc->old_text ? fc->old_text : "", "\n", -1);
		g_auto(GStrv) nl = g_strsplit(fc->new_text ? fc->new_text : "", "\n", -1);
		guint on = g_strv_length(ol), nn = g_strv_length(nl);
		g_autoptr(GHashTable) had = word_set(), has = word_set();
		GHashTableIter it;
		gpointer k;

		add_functions(had, fc->old_text ? fc->old_text : "");
		add_functions(has, fc->new_text ? fc->new_text : "");
		g_hash_table_iter_init(&it, has);
		while (g_hash_table_iter_next(&it, &k, NULL))
			if (!g_hash_table_contains(had, k))
				g_hash_table_add(sd->defined, g_strdup(k));

		for (guint j = 0; fc->removed_lines && j < fc->removed_lines->len; j++) {
			char *l = nth_line(ol, on, g_array_index(fc->removed_lines, int, j));

			if (!l)
				continue;
			add_words(sd->minus, l);
			g_hash_table_add(removed, l);
		}
		for (guint j = 0; fc->added_lines && j < fc->added_lines->len; j++) {
			char *l = nth_line(nl, nn, g_array_index(fc->added_lines, int, j));

			if (!l)
				continue;
			add_words(sd->plus, l);
			g_ptr_array_add(sd->plus_lines, l);
		}
	}
	/* a line added back as it was removed (the old code kept under #else) moves nothing */
	for (guint i = 0; i < sd->plus_lines->len; i++)
		if (!g_hash_table_contains(removed, sd->plus_lines->pdata[i]))
			add_words(sd->moved, sd->plus_lines->pdata[i]);
}

void porter_sides_clear(struct porter_sides *sd)
{
	g_clear_pointer(&sd->plus, g_hash_table_unref);
	g_clear_pointer(&sd->minus, g_hash_table_unref);
	g_clear_pointer(&sd->moved, g_hash_table_unref);
	g_clear_pointer(&sd->defined, g_hash_table_unref);
	g_clear_pointer(&sd->plus_lines, g_ptr_array_unref);
}

const char *porter_symbol_word(const char *sym)
{
	const char *sp = sym ? strrchr(sym, ' ') : NULL;

	return sp ? sp + 1 : sym ? sym : "";
}

/* A new issue a change can leave as the next step of a chain: a name of the example's '+' side
 * that the target tree does not declare.  A function the example defines itself (a helper added
 * with the change) is no such name: no other commit replaces it, the fix lacks its definition. */
gboolean porter_chain_link(const struct red_issue *ni, const struct porter_sides *sd)
{
	if (ni->kind != RED_UNDEFINED_FUNCTION && ni->kind != RED_UNDEFINED_IDENTIFIER &&
	    ni->kind != RED_UNKNOWN_TYPE)
		return FALSE;
	if (g_hash_table_contains(sd->defined, porter_symbol_word(ni->symbol)))
		return FALSE;
	return g_hash_table_contains(sd->plus, porter_symbol_word(ni->symbol));
}

/* The added and removed lines of a unified diff (stripped, without the file headers). */
static void diff_sides(const char *diff, GPtrArray *minus, GPtrArray *plus)
{
	g_auto(GStrv) lines = g_strsplit(diff ? diff : "", "\n", -1);

	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i];

		if (g_str_has_prefix(l, "--- ") || g_str_has_prefix(l, "+++ "))
			continue;
		if (l[0] == '-' || l[0] == '+') {
			char *t = g_strstrip(g_strdup(l + 1));

			if (*t)
				g_ptr_array_add(l[0] == '-' ? minus : plus, t);
			else
				g_free(t);
		}
	}
}

/* Whether @name is a suffix of @w at a '_' ("physical_block_size" of
 * "blk_queue_physical_block_size"), at least two of its words long. */
static gboolean word_tail(const char *w, const char *name)
{
	gsize lw = strlen(w), ln = strlen(name);

	return ln < lw && w[lw - ln - 1] == '_' && !strcmp(w + lw - ln, name) && strchr(name, '_');
}

/* The first word of @set in @ws that the example's moved lines hold, or a '_'-tail of it. */
static const char *moved_word(GHashTable *ws, const struct porter_sides *sd)
{
	GHashTableIter it, jt;
	gpointer k, m;

	g_hash_table_iter_init(&it, ws);
	while (g_hash_table_iter_next(&it, &k, NULL)) {
		if (!g_hash_table_contains(sd->minus, k) || strlen(k) < 4)
			continue;
		if (g_hash_table_contains(sd->moved, k))
			return k;
		g_hash_table_iter_init(&jt, sd->moved);
		while (g_hash_table_iter_next(&jt, &m, NULL))
			if (word_tail(k, m))
				return k;
	}
	return NULL;
}

/* Whether the call of @f on @line uses its result: anything but "f(...);" as a statement. */
static gboolean uses_result(const char *line, const char *f)
{
	const char *at = line;
	gsize n = strlen(f);

	while ((at = strstr(at, f))) {
		gboolean word = (at == line || !(g_ascii_isalnum(at[-1]) || at[-1] == '_')) &&
				at[n] == '(';

		if (word) {
			g_autofree char *before = g_strstrip(g_strndup(line, at - line));

			return *before && strcmp(before, "(void)");
		}
		at += n;
	}
	return FALSE;
}

/* Names called on @lines ("f(") into @set. */
static void add_calls(GHashTable *set, GPtrArray *lines)
{
	for (guint i = 0; i < lines->len; i++)
		add_idents(set, lines->pdata[i], TRUE);
}

/* The variable that @line sets from a call ("r = f(x);"), or NULL; owned. */
static char *call_target(const char *line)
{
	g_autoptr(cf_tokens) l = cf_lex(line, strlen(line), CF_LEX_DIRECTIVE_TOKENS);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	guint n = l->toks->len;

	if (n < 4 || t[0].kind != CF_IDENT || !cf_tok_is(&t[1], "="))
		return NULL;
	for (guint i = 2; i + 1 < n; i++)
		if (t[i].kind == CF_IDENT && cf_tok_is(&t[i + 1], "("))
			return g_strdup(t[0].text);
	return NULL;
}

/*
 * The variables @line passes by address to a call ("r = f(h, &obj);": obj), each a plain
 * identifier given whole as an argument ("&md->obj" is a member, not a local the call sets),
 * appended to @out (owned).
 */
static void out_args(const char *line, GPtrArray *out)
{
	g_autoptr(cf_tokens) l = cf_lex(line, strlen(line), CF_LEX_DIRECTIVE_TOKENS);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	guint n = l->toks->len;

	for (guint i = 1; i + 2 < n; i++)
		if (cf_tok_is(&t[i], "&") && t[i + 1].kind == CF_IDENT &&
		    (cf_tok_is(&t[i - 1], "(") || cf_tok_is(&t[i - 1], ",")) &&
		    (cf_tok_is(&t[i + 2], ")") || cf_tok_is(&t[i + 2], ",")))
			g_ptr_array_add(out, g_strdup(t[i + 1].text));
}

/* How @line uses identifier @v: 0 not at all, 1 reads it, 2 assigns it ("v = ...", "&v"). */
static int var_use(const char *line, const char *v)
{
	g_autoptr(cf_tokens) l = cf_lex(line, strlen(line), CF_LEX_DIRECTIVE_TOKENS);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	guint n = l->toks->len;
	int use = 0;

	for (guint i = 0; i < n; i++) {
		if (t[i].kind != CF_IDENT || strcmp(t[i].text, v))
			continue;
		if ((i + 1 < n && cf_tok_is(&t[i + 1], "=")) || (i > 0 && cf_tok_is(&t[i - 1], "&")))
			return 2;
		use = 1;
	}
	return use;
}

/*
 * A variable the change stopped setting from a call and that the diff's new side reads after,
 * up to the end of the hunk, with nothing setting it ("r = f(h, &dev);" became "dev = g(h);"
 * above "if (r || !dev)"): NULL, or why the change loses what the driver checked; owned.
 * Both ways a call sets a variable count: the assignment's target and an "&x" out-argument
 * ("r = old_get(h, &obj);" became "r = !new_get(h);" above "if (r || !obj)": obj is lost).
 */
static char *dropped_result(const char *diff, GPtrArray *minus)
{
	g_auto(GStrv) lines = g_strsplit(diff ? diff : "", "\n", -1);

	for (guint i = 0; i < minus->len; i++) {
		g_autoptr(GPtrArray) vars = g_ptr_array_new_with_free_func(g_free);
		char *target = call_target(minus->pdata[i]);
		guint nassigned = target ? 1 : 0;

		if (target)
			g_ptr_array_add(vars, target);
		out_args(minus->pdata[i], vars);
		for (guint k = 0; k < vars->len; k++) {
			const char *v = vars->pdata[k];
			const char *read = NULL;
			gboolean set = FALSE, after = FALSE;

			/* from the removed line to the end of its hunk */
			for (guint j = 0; lines[j] && !set; j++) {
				const char *l = lines[j];
				int u;

				if (!after) {
					g_autofree char *m = l[0] == '-' ?
						g_strstrip(g_strdup(l + 1)) : NULL;

					after = m && !g_str_has_prefix(l, "--- ") &&
						strcmp(m, minus->pdata[i]) == 0;
					continue;
				}
				if (g_str_has_prefix(l, "@@") || g_str_has_prefix(l, "diff "))
					break;
				if (l[0] != ' ' && l[0] != '+')
					continue;
				u = var_use(l + 1, v);
				set = u == 2;
				if (u == 1 && !read)
					read = l + 1;
			}
			if (read && !set) {
				g_autofree char *r = g_strstrip(g_strdup(read));

				if (k < nassigned)
					return g_strdup_printf("nothing sets '%s' any more (it was '%s'), "
							       "yet the driver still reads it ('%s'): the "
							       "example shows no way to carry that check "
							       "over", v, (char *)minus->pdata[i], r);
				return g_strdup_printf("'%s' is no longer set (the old call set it "
						       "through '&%s' in '%s'), yet the driver still "
						       "reads it ('%s'): the change must set it the "
						       "example's way", v, v, (char *)minus->pdata[i], r);
			}
		}
	}
	return NULL;
}

/*
 * Whether a change that fixed the issue keeps what the driver did, judged on its diff @diff and
 * the example: NULL when it does, else why not (owned).  Rejected: a change that only deletes
 * code the example moved elsewhere (the example's added lines hold the deleted names), and a
 * call replaced by another where the driver uses the old call's result and the example never
 * uses the new one's (nothing shows how its result reads), and a variable the driver set from the
 * old call (its target or an "&x" out-argument) and still reads that nothing sets any more.
 * *@out_flag gets a reviewer's note for a change that only deletes.
 */
char *porter_check_keeps(const char *diff, const struct porter_sides *sd, char **out_flag)
{
	g_autoptr(GPtrArray) minus = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) plus = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GHashTable) old_calls = word_set(), new_calls = word_set();
	GHashTableIter it;
	gpointer k;

	*out_flag = NULL;
	diff_sides(diff, minus, plus);
	if (minus->len && !plus->len) {
		g_autoptr(GHashTable) ws = word_set();
		const char *w;

		*out_flag = g_strdup_printf("deletion-only: the change removes %u line(s) of the "
					    "driver and adds none; check that nothing it did is lost",
					    minus->len);
		for (guint i = 0; i < minus->len; i++)
			add_words(ws, minus->pdata[i]);
		w = moved_word(ws, sd);
		if (w)
			return g_strdup_printf("only deletes '%s', which the example moved elsewhere "
					       "(its added lines hold it): the change is half of the "
					       "example's", w);
	}
	{
		char *why = dropped_result(diff, minus);

		if (why)
			return why;
	}
	add_calls(old_calls, minus);
	add_calls(new_calls, plus);
	g_hash_table_iter_init(&it, old_calls);
	while (g_hash_table_iter_next(&it, &k, NULL)) {
		const char *o = k;
		GHashTableIter jt;
		gpointer n;

		if (g_hash_table_contains(new_calls, o))
			continue;
		for (guint i = 0; i < minus->len; i++) {
			if (!uses_result(minus->pdata[i], o))
				continue;
			g_hash_table_iter_init(&jt, new_calls);
			while (g_hash_table_iter_next(&jt, &n, NULL)) {
				gboolean called = FALSE, used = FALSE;

				if (g_hash_table_contains(old_calls, n))
					continue;
				for (guint j = 0; j < sd->plus_lines->len; j++) {
					const char *l = sd->plus_lines->pdata[j];

					if (strstr(l, n))
						called = TRUE;
					used |= uses_result(l, n);
				}
				if (called && !used)
					return g_strdup_printf("the driver uses the result of %s(), and the "
							       "example calls %s() only for its effect: "
							       "nothing shows how its result reads", o,
							       (char *)n);
			}
		}
	}
	return NULL;
}

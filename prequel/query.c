// SPDX-License-Identifier: GPL-2.0
/*
 * Verification and ranking: a query's rules matched on the pre/post images of a commit (pure, over
 * pq_file_change lists), and pq_query_run over the index's candidates with scores, series and rename
 * chains.
 */
#define _GNU_SOURCE	/* memmem */
#include <string.h>
#include <git2.h>
#include "pq-db-int.h"
#include "pq-query-int.h"

#define MAX_MATCHES_PER_FILE 32

void pq_line_free(struct pq_line *l)
{
	if (!l)
		return;
	g_free(l->path);
	g_free(l->text);
	g_free(l);
}

void pq_hit_free(struct pq_hit *hit)
{
	if (!hit)
		return;
	g_free(hit->repo);
	g_free(hit->repo_path);
	g_free(hit->hash);
	g_free(hit->subject);
	g_free(hit->author);
	if (hit->lines)
		g_ptr_array_unref(hit->lines);
	if (hit->bindings)
		g_hash_table_unref(hit->bindings);
	if (hit->chain)
		g_ptr_array_unref(hit->chain);
	if (hit->series)
		g_ptr_array_unref(hit->series);
	g_free(hit);
}

static int hunk_cb(const git_diff_delta *d, const git_diff_hunk *h, void *payload)
{
	struct pq_file_change *c = payload;

	for (int i = 0; i < h->old_lines; i++) {
		int l = h->old_start + i;

		g_array_append_val(c->removed_lines, l);
	}
	for (int i = 0; i < h->new_lines; i++) {
		int l = h->new_start + i;

		g_array_append_val(c->added_lines, l);
	}
	return 0;
}

int pq_file_change_compute_lines(struct pq_file_change *c, GError **error)
{
	git_diff_options o = GIT_DIFF_OPTIONS_INIT;
	const char *a = c->old_text ? c->old_text : "", *b = c->new_text ? c->new_text : "";
	int err;

	if (c->removed_lines && c->added_lines)
		return 0;
	if (c->removed_lines)
		g_array_unref(c->removed_lines);
	if (c->added_lines)
		g_array_unref(c->added_lines);
	c->removed_lines = g_array_new(FALSE, FALSE, sizeof(int));
	c->added_lines = g_array_new(FALSE, FALSE, sizeof(int));
	o.context_lines = 0;
	o.interhunk_lines = 0;
	err = git_diff_buffers(a, strlen(a), c->old_path, b, strlen(b), c->new_path, &o, NULL, NULL, hunk_cb,
			       NULL, c);
	if (err < 0) {
		const git_error *e = git_error_last();

		g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "%s: cannot diff: %s",
			    c->new_path ? c->new_path : c->old_path, e ? e->message : "?");
		return -1;
	}
	return 0;
}

/*
 * One version of one changed file with its changed lines, tokenized when a rule first needs it: a
 * rule whose words are not in the text cannot match there, and the text is not tokenized for it.
 */
struct side_file {
	struct mt_file f;
	const char *text;	/* borrowed from the pq_file_change, NULL: no such version */
	char **lines;		/* text lines, for printing; made with the tokens */
	gboolean *changed;
};

static void side_file_init(struct side_file *s, const char *path, const char *text)
{
	memset(s, 0, sizeof(*s));
	s->f.path = path;
	s->text = text;
}

/* Tokenizes s (once) and marks its changed lines; FALSE when s has no text. */
static gboolean side_file_ready(struct side_file *s, GArray *changed)
{
	int n;

	if (s->f.toks)
		return TRUE;
	if (!s->text)
		return FALSE;
	s->lines = g_strsplit(s->text, "\n", -1);
	n = (int)g_strv_length(s->lines) + 2;
	s->changed = g_new0(gboolean, n);
	for (guint i = 0; changed && i < changed->len; i++) {
		int l = g_array_index(changed, int, i);

		if (l > 0 && l < n)
			s->changed[l] = TRUE;
	}
	s->f.changed = s->changed;
	s->f.n_lines = n;
	s->f.toks = pq_lex(s->text, strlen(s->text));
	return TRUE;
}

static void side_file_clear(struct side_file *s)
{
	mt_file_clear(&s->f);
	g_strfreev(s->lines);
	g_free(s->changed);
	cf_tokens_free(s->f.toks);
}

/*
 * Whether text has every identifier the rule's view must match as a plain token (outside
 * disjunctions; tokens of side skip left out).  A token's text is a piece of the file's text
 * (pq_lex copies it), so a word absent from the text is absent from the tokens, and mt_find()
 * would find nothing: this only saves tokenizing.
 */
static gboolean rule_words_in_len(const struct pq_rule *r, char skip, const char *text, gsize len)
{
	for (guint i = 0; i < r->seq->len; i++) {
		const struct pq_pat *p = r->seq->pdata[i];

		if (p->kind != PAT_TOK || p->side == skip || !(g_ascii_isalpha(p->text[0]) || p->text[0] == '_'))
			continue;
		if (!memmem(text, len, p->text, strlen(p->text)))
			return FALSE;
	}
	return TRUE;
}

static gboolean rule_words_in(const struct pq_rule *r, char skip, const char *text)
{
	return rule_words_in_len(r, skip, text, strlen(text));
}

struct pair_ctx {
	const struct pq_rule *r;
	struct side_file *pre, *post;
	GArray *added;		/* the post-image's changed lines */
	struct mt_match *plus;	/* the post-image match of the last accepted pre-image match */
	const struct mt_match *pre_match;	/* the pre-image match accept_pair() is pairing */
};

/* Whether two matches cover the same token texts in the same order: a pair that changed nothing. */
static gboolean same_text(const struct side_file *a, const struct mt_match *ma,
			  const struct side_file *b, const struct mt_match *mb)
{
	const struct cf_token *ta = (const struct cf_token *)a->f.toks->toks->data;
	const struct cf_token *tb = (const struct cf_token *)b->f.toks->toks->data;

	if (ma->toks->len != mb->toks->len)
		return FALSE;
	for (guint i = 0; i < ma->toks->len; i++)
		if (strcmp(ta[g_array_index(ma->toks, guint, i)].text,
			   tb[g_array_index(mb->toks, guint, i)].text))
			return FALSE;
	return TRUE;
}

/* Accepts a post-image match that differs from the pre-image's. */
static gboolean differs(struct mt_match *m, gpointer data)
{
	struct pair_ctx *p = data;

	return !same_text(p->pre, p->pre_match, p->post, m);
}

/*
 * Accepts a pre-image match when the '+' part matches the post-image with the same bindings, and
 * the two differ: a line changed next to code the rule names, which stayed, is no such change.
 */
static gboolean accept_pair(struct mt_match *m, gpointer data)
{
	struct pair_ctx *p = data;
	GPtrArray *found = g_ptr_array_new_with_free_func((GDestroyNotify)mt_match_free);
	gboolean ok;

	if (!p->post->text || !rule_words_in(p->r, '-', p->post->text) || !side_file_ready(p->post, p->added)) {
		g_ptr_array_unref(found);
		return FALSE;
	}
	p->pre_match = m;
	mt_find(found, p->r, &p->post->f, '+', '-', m->bind, 1, differs, p);
	ok = found->len > 0;
	if (ok) {
		mt_match_free(p->plus);
		p->plus = g_ptr_array_steal_index(found, 0);
	}
	g_ptr_array_unref(found);
	return ok;
}

struct file_ctx {
	struct pq_file_change *c;
	struct side_file pre, post;
	gboolean matched;
};

/*
 * ---- Refuting a candidate on its guards, from the blocks that hold their words ----
 *
 * Most candidates of a frequent word fail on a guard (`depends on after`: the old form must not remain
 * in the file) and tokenizing whole 100-200 KB files to learn it was most of a query's time.  A guard
 * that matches inside one whole top-level item (a function, a declaration, a directive) matches there
 * in the whole file too: the item's tokens, brackets and file scope are the same.  So for a guard, only
 * the items holding one of its words are tokenized, one item at a time from the top, and a match in
 * a balanced item refutes the file.  When every file a rule could match in is refuted, the candidate
 * is no hit; anything less sure is matched on the whole files.
 */

/* The first identifier every match of r has as a plain token, or NULL. */
static const char *rule_word(const struct pq_rule *r)
{
	for (guint i = 0; i < r->seq->len; i++) {
		const struct pq_pat *p = r->seq->pdata[i];

		if (p->kind == PAT_TOK && (g_ascii_isalpha(p->text[0]) || p->text[0] == '_'))
			return p->text;
	}
	return NULL;
}

/* Whether the tokens' brackets pair up: a region cut where cf_lex would not have cut (a construct
 * cf_cuts_known() misreads) shows as unbalanced brackets, and proves nothing. */
static gboolean balanced(const struct cf_tokens *toks)
{
	const struct cf_token *t = (const struct cf_token *)(void *)toks->toks->data;
	g_autoptr(GArray) stack = g_array_new(FALSE, FALSE, sizeof(char));

	for (guint i = 0; i < toks->toks->len; i++) {
		if (cf_is_open(t[i].text)) {
			g_array_append_val(stack, t[i].text[0]);
		} else if (cf_is_close(t[i].text)) {
			char o = stack->len ? g_array_index(stack, char, stack->len - 1) : 0;

			if (!o || (o == '(' && *t[i].text != ')') || (o == '[' && *t[i].text != ']') ||
			    (o == '{' && *t[i].text != '}'))
				return FALSE;
			g_array_set_size(stack, stack->len - 1);
		}
	}
	return !stack->len;
}

/* Whether guard g matches in the whole top-level items text[from..to) alone (the item's tokens,
 * brackets and file scope are those of the whole file: the match is there too). */
static gboolean guard_in_items(const struct pq_rule *g, const char *from, const char *to)
{
	g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func((GDestroyNotify)mt_match_free);
	struct mt_file f = { 0 };
	gboolean sure = FALSE;

	f.path = "";
	f.toks = pq_lex(from, to - from);
	if (balanced(f.toks)) {
		mt_find(found, g, &f, 0, 0, NULL, 1, NULL, NULL);
		sure = found->len && !mt_deadline_hit();
	}
	mt_file_clear(&f);
	cf_tokens_free(f.toks);
	return sure;
}

/* Whether guard g surely matches somewhere in text[0..len): in the items holding an occurrence
 * of its word, tried one after the other from the top, each tokenized alone. */
static gboolean guard_surely_in(const struct pq_rule *g, const char *text, gsize len)
{
	const char *word = rule_word(g), *p, *counted = text;
	struct cf_cuts cs;
	gsize wl;
	int line = 1, tried_to = 0;
	gboolean sure = FALSE;

	if (!word)
		return FALSE;
	wl = strlen(word);
	cf_cuts_init(&cs, text, len);
	for (p = text; !sure && (p = memmem(p, len - (p - text), word, wl)); p += wl) {
		const char *nl, *from, *to;
		int s, e;

		while ((nl = memchr(counted, '\n', p - counted))) {
			line++;
			counted = nl + 1;
		}
		counted = p;
		if (line <= tried_to)
			continue;
		cf_cuts_known(&cs, line);
		for (s = line; !cf_cuts_at(&cs, s - 1); s--)
			;
		for (e = line; cf_cuts_known(&cs, e) && !cf_cuts_at(&cs, e); e++)
			;
		/* lines s..e: from the start of line s to the end of line e */
		from = p;
		for (int l = line; from > text && (from[-1] != '\n' || l > s); from--)
			l -= from[-1] == '\n';
		to = p;
		for (int l = line; to < text + len && (*to != '\n' || l < e); to++)
			l += *to == '\n';
		sure = guard_in_items(g, from, to);
		tried_to = e;
		if (mt_deadline_hit())
			break;
	}
	cf_cuts_clear(&cs);
	return sure;
}

/* PREQUEL_GUARDS=whole: guards matched on whole files only (tests compare both ways) */
static gboolean guards_whole(void)
{
	return !g_strcmp0(g_getenv("PREQUEL_GUARDS"), "whole");
}

gboolean pq_query_post_refutable(const struct pq_query *q)
{
	gboolean diff = FALSE, after = FALSE;

	for (guint r = 0; r < q->rules->len; r++) {
		const struct pq_rule *rule = q->rules->pdata[r];

		diff = diff || rule->mode == RULE_DIFF;
		after = after || (rule->mode == RULE_AFTER && rule_word(rule));
	}
	return diff && after && !guards_whole();
}

gboolean pq_query_post_refutes(const struct pq_query *q, const char *text, gsize len)
{
	for (guint r = 0; r < q->rules->len; r++) {
		const struct pq_rule *rule = q->rules->pdata[r];

		if (rule->mode == RULE_AFTER && rule_words_in_len(rule, 0, text, len) &&
		    guard_surely_in(rule, text, len))
			return TRUE;
	}
	return FALSE;
}

static _Thread_local guint refuted;

guint pq_query_refuted(void)
{
	return refuted;
}

/*
 * Whether the guards surely refute every file a diff rule of q could match in (the tests of
 * pq_query_match() before tokenizing): then q has no hit in these files.
 */
static gboolean guards_refute(const struct pq_query *q, struct file_ctx *fc, guint n)
{
	gboolean diff = FALSE, guards = FALSE;

	for (guint r = 0; r < q->rules->len; r++) {
		const struct pq_rule *rule = q->rules->pdata[r];

		diff = diff || rule->mode == RULE_DIFF;
		guards = guards || rule->mode != RULE_DIFF;
	}
	if (!diff || !guards)
		return FALSE;
	for (guint i = 0; i < n; i++) {
		struct file_ctx *f = &fc[i];
		gboolean could = FALSE, refuted = FALSE;

		for (guint r = 0; r < q->rules->len && !could; r++) {
			const struct pq_rule *rule = q->rules->pdata[r];

			if (rule->mode != RULE_DIFF)
				continue;
			if (rule->has_minus || !rule->has_plus)
				could = f->pre.text && !(rule->has_minus && !f->c->removed_lines->len) &&
					rule_words_in(rule, '+', f->pre.text);
			else
				could = f->post.text && f->c->added_lines->len && rule_words_in(rule, '-', f->post.text);
		}
		if (!could)
			continue;
		for (guint r = 0; r < q->rules->len && !refuted; r++) {
			const struct pq_rule *rule = q->rules->pdata[r];
			const struct side_file *s = rule->mode == RULE_AFTER ? &f->post : &f->pre;

			if (rule->mode == RULE_DIFF || !s->text || !rule_words_in(rule, 0, s->text))
				continue;
			refuted = guard_surely_in(rule, s->text, strlen(s->text));
		}
		if (!refuted)
			return FALSE;
	}
	return TRUE;
}


static void add_line(GHashTable *seen, GPtrArray *lines, const struct side_file *s, int line, char side)
{
	g_autofree char *key = g_strdup_printf("%s\n%d\n%c", s->f.path, line, side == '+' ? '+' : '-');
	struct pq_line *l;

	if (g_hash_table_contains(seen, key))
		return;
	g_hash_table_add(seen, g_steal_pointer(&key));
	l = g_new0(struct pq_line, 1);
	l->path = g_strdup(s->f.path);
	l->line = line;
	l->side = side;
	l->text = g_strdup(line - 1 < (int)g_strv_length(s->lines) ? s->lines[line - 1] : "");
	g_ptr_array_add(lines, l);
}

/* Records the lines a match touched, once each. */
static void record(GHashTable *seen, GPtrArray *lines, const struct side_file *s, const struct mt_match *m,
		   gboolean post)
{
	const struct cf_token *t = (const struct cf_token *)s->f.toks->toks->data;

	for (guint i = 0; i < m->toks->len; i++) {
		int line = t[g_array_index(m->toks, guint, i)].line;
		gboolean ch = line < s->f.n_lines && s->changed[line];

		if (post && !ch)
			continue;	/* unchanged lines are shown once, from the pre-image */
		add_line(seen, lines, s, line, ch ? (post ? '+' : '-') : ' ');
	}
}

static int cmp_line(gconstpointer a, gconstpointer b)
{
	const struct pq_line *x = *(struct pq_line *const *)a, *y = *(struct pq_line *const *)b;
	int d = strcmp(x->path, y->path);

	if (d)
		return d;
	if (x->side != y->side)
		return x->side == '+' ? 1 : (y->side == '+' ? -1 : 0);
	return x->line - y->line;
}

static void add_bindings(GHashTable *bindings, const struct pq_rule *rule, const struct mt_match *m)
{
	for (guint i = 0; i < rule->mvs->len; i++) {
		struct pq_metavar *mv = rule->mvs->pdata[i];

		if (m->bind[i] && !g_hash_table_contains(bindings, mv->name))
			g_hash_table_insert(bindings, g_strdup(mv->name), g_strdup(m->bind[i]));
	}
}

int pq_query_match(struct pq_hit **out, const struct pq_query *q, GPtrArray *changes, GError **error)
{
	struct file_ctx *fc = g_new0(struct file_ctx, changes->len);
	GPtrArray *lines = g_ptr_array_new_with_free_func((GDestroyNotify)pq_line_free);
	GHashTable *seen = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	GHashTable *bindings = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	guint changed = 0, covered = 0;
	int ret = 0;

	*out = NULL;
	for (guint i = 0; i < changes->len; i++) {
		struct pq_file_change *c = changes->pdata[i];

		fc[i].c = c;
		if (pq_file_change_compute_lines(c, error)) {
			ret = -1;
			goto out;
		}
		changed += c->removed_lines->len + c->added_lines->len;
		side_file_init(&fc[i].pre, c->old_path ? c->old_path : c->new_path, c->old_text);
		side_file_init(&fc[i].post, c->new_path ? c->new_path : c->old_path, c->new_text);
	}
	if (!guards_whole() && guards_refute(q, fc, changes->len)) {
		refuted++;
		goto out;
	}
	for (guint r = 0; r < q->rules->len; r++) {
		const struct pq_rule *rule = q->rules->pdata[r];
		gboolean any = FALSE;

		if (rule->mode != RULE_DIFF)
			continue;
		for (guint i = 0; i < changes->len; i++) {
			GPtrArray *found = g_ptr_array_new_with_free_func((GDestroyNotify)mt_match_free);
			struct file_ctx *f = &fc[i];

			if (rule->has_minus || !rule->has_plus) {
				if (!f->pre.text || (rule->has_minus && !f->c->removed_lines->len) ||
				    !rule_words_in(rule, '+', f->pre.text) ||
				    !side_file_ready(&f->pre, f->c->removed_lines)) {
					g_ptr_array_unref(found);
					continue;
				}
				{
					struct pair_ctx pc = { rule, &f->pre, &f->post,
							       f->c->added_lines, NULL, NULL };

					mt_find(found, rule, &f->pre.f, '-', '+', NULL, MAX_MATCHES_PER_FILE,
						rule->has_plus ? accept_pair : NULL, &pc);
					mt_match_free(pc.plus);
					for (guint k = 0; k < found->len; k++)
						record(seen, lines, &f->pre, found->pdata[k], FALSE);
				}
				/* the post-image lines of every accepted pair */
				if (rule->has_plus) {
					for (guint k = 0; k < found->len; k++) {
						struct pair_ctx pc = { rule, &f->pre, &f->post,
							       f->c->added_lines, NULL, NULL };

						if (accept_pair(found->pdata[k], &pc)) {
							record(seen, lines, &f->post, pc.plus, TRUE);
							/* the '+' match holds the bindings of both sides */
							if (!k)
								add_bindings(bindings, rule, pc.plus);
							mt_match_free(pc.plus);
						}
					}
				}
			} else {
				if (!f->post.text || !f->c->added_lines->len || !rule_words_in(rule, '-', f->post.text) ||
				    !side_file_ready(&f->post, f->c->added_lines)) {
					g_ptr_array_unref(found);
					continue;
				}
				mt_find(found, rule, &f->post.f, '+', '-', NULL, MAX_MATCHES_PER_FILE, NULL, NULL);
				for (guint k = 0; k < found->len; k++)
					record(seen, lines, &f->post, found->pdata[k], TRUE);
			}
			if (found->len) {
				any = TRUE;
				f->matched = TRUE;
				add_bindings(bindings, rule, found->pdata[0]);
			}
			g_ptr_array_unref(found);
		}
		if (!any)
			goto out;
	}
	/* guards: the old form must not remain after (or the new form exist before) */
	for (guint r = 0; r < q->rules->len; r++) {
		const struct pq_rule *rule = q->rules->pdata[r];

		if (rule->mode == RULE_DIFF)
			continue;
		for (guint i = 0; i < changes->len; i++) {
			struct side_file *s = rule->mode == RULE_AFTER ? &fc[i].post : &fc[i].pre;
			GPtrArray *found;
			gboolean hit;

			if (!fc[i].matched || !s->text || !rule_words_in(rule, 0, s->text) ||
			    !side_file_ready(s, rule->mode == RULE_AFTER ? fc[i].c->added_lines :
					     fc[i].c->removed_lines))
				continue;
			found = g_ptr_array_new_with_free_func((GDestroyNotify)mt_match_free);
			mt_find(found, rule, &s->f, 0, 0, NULL, 1, NULL, NULL);
			hit = found->len > 0;
			g_ptr_array_unref(found);
			if (hit)
				goto out;
		}
	}
	for (guint i = 0; i < lines->len; i++) {
		struct pq_line *l = lines->pdata[i];

		covered += l->side != ' ';
	}
	g_ptr_array_sort(lines, cmp_line);
	*out = g_new0(struct pq_hit, 1);
	(*out)->lines = g_steal_pointer(&lines);
	(*out)->bindings = g_steal_pointer(&bindings);
	(*out)->covered = covered;
	(*out)->changed = changed;
	(*out)->score = changed ? 100.0 * covered / changed : 0;
	(*out)->files = changes->len;
	ret = 1;
out:
	for (guint i = 0; i < changes->len; i++) {
		side_file_clear(&fc[i].pre);
		side_file_clear(&fc[i].post);
	}
	g_free(fc);
	if (lines)
		g_ptr_array_unref(lines);
	if (bindings)
		g_hash_table_unref(bindings);
	g_hash_table_unref(seen);
	return ret;
}

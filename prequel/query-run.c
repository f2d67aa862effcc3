// SPDX-License-Identifier: GPL-2.0
/*
 * pq_query_run: the query's words select candidate commits from the index, each candidate is verified on
 * its pre/post images (pq_query_match), hits are ranked, grouped into series and rename chains followed.
 */
#include <string.h>
#include <git2.h>
#include "query-internal.h"
#include "rank.h"

#define MAX_CANDIDATES 20000
#define SERIES_WINDOW (24 * 3600)

/* Whether the match touched a .c file: a user of the API, which is what a port can copy. */
static gboolean in_c_file(const struct pq_hit *h)
{
	for (guint i = 0; i < h->lines->len; i++)
		if (g_str_has_suffix(((struct pq_line *)h->lines->pdata[i])->path, ".c"))
			return TRUE;
	return FALSE;
}

/* Best first: matches in .c files before header-only ones (API definitions), then rank, files, recency. */
static int cmp_hit(gconstpointer a, gconstpointer b)
{
	const struct pq_hit *x = *(struct pq_hit *const *)a, *y = *(struct pq_hit *const *)b;
	gboolean cx = in_c_file(x), cy = in_c_file(y);

	if (cx != cy)
		return cx ? -1 : 1;

	if (x->rank != y->rank)
		return x->rank < y->rank ? 1 : -1;
	if (x->files != y->files)
		return x->files < y->files ? -1 : 1;
	if (x->date != y->date)
		return x->date < y->date ? 1 : -1;
	return strcmp(x->hash, y->hash);
}

/* "subsys: part: rest" -> "subsys: part" (everything before the last ": "), else the whole subject. */
static char *subject_prefix(const char *s)
{
	const char *c = g_strrstr(s, ": ");

	return c ? g_strndup(s, c - s) : g_strdup(s);
}

static gboolean same_series(const struct pq_hit *a, const struct pq_hit *b)
{
	g_autofree char *pa = NULL, *pb = NULL;

	if (g_strcmp0(a->author, b->author) || g_strcmp0(a->repo, b->repo) ||
	    ABS(a->date - b->date) > SERIES_WINDOW)
		return FALSE;
	pa = subject_prefix(a->subject);
	pb = subject_prefix(b->subject);
	return !strcmp(pa, pb);
}

/* Moves hits of one series behind the best of them into its ->series. */
static void group_series(GPtrArray *hits)
{
	for (guint i = 0; i < hits->len; i++) {
		struct pq_hit *h = hits->pdata[i];

		for (guint j = i + 1; j < hits->len;) {
			struct pq_hit *o = hits->pdata[j];

			if (!same_series(h, o)) {
				j++;
				continue;
			}
			if (!h->series)
				h->series = g_ptr_array_new_with_free_func((GDestroyNotify)pq_hit_free);
			g_ptr_array_add(h->series, g_ptr_array_steal_index(hits, j));
		}
	}
}

/*
 * Ranks hits by score, or with a target by the score weighted by nearness in time to the target's date
 * in the hit's repository (PQ_TARGET_WEIGHT).  A target no hit's repository knows is an error; hits of
 * repositories that lack it keep their score.  Then pq_rank_hits(): copies dropped, poor examples
 * (vendor drops, whole-file changes, no replacement, names the target tree lacks) ranked lower.
 */
static int weigh(GPtrArray *hits, struct qdb_cache *cache, GArray *paths, const struct pq_query_options *opts,
		 GError **error)
{
	const char *target = opts->target;
	g_autoptr(GArray) dist = g_array_sized_new(FALSE, FALSE, sizeof(gint64), hits->len);
	g_autoptr(GError) first = NULL;
	gint64 near = G_MAXINT64, far = 0;

	for (guint i = 0; i < hits->len; i++) {
		struct pq_hit *h = hits->pdata[i];
		gint64 td, d = -1;
		GError *e = NULL;

		h->rank = h->score;
		if (target && !qdb_rev_date(&td, cache, g_array_index(paths, char *, i), target, &e)) {
			d = ABS(h->date - td);
			near = MIN(near, d);
			far = MAX(far, d);
		} else if (e && !first) {
			first = e;
		} else if (e) {
			g_error_free(e);
		}
		g_array_append_val(dist, d);
	}
	if (target && hits->len && near == G_MAXINT64) {
		g_propagate_error(error, g_steal_pointer(&first));
		return -1;
	}
	for (guint i = 0; far > near && i < hits->len; i++) {
		struct pq_hit *h = hits->pdata[i];
		gint64 d = g_array_index(dist, gint64, i);

		if (d >= 0)
			h->rank = h->score * (1 - PQ_TARGET_WEIGHT * (double)(d - near) / (double)(far - near));
	}
	return pq_rank_hits(hits, paths, opts);
}

static int verify(struct pq_hit **out, char **out_path, struct pq_db *db, struct qdb_cache *cache,
		  struct pq_query *q, gint64 id, char *const *minus, char *const *plus, double *fetch_s,
		  GError **error)
{
	gboolean skipped;
	gint64 t0;
	struct pq_commit *c = NULL;
	GPtrArray *changes = NULL;
	int ret;

	*out = NULL;
	ret = pq_db_commit(&c, db, id, error);
	if (ret)
		return ret;
	t0 = g_get_monotonic_time();
	ret = qdb_commit_changes(&changes, &skipped, cache, c, minus, plus, error);
	*fetch_s += (g_get_monotonic_time() - t0) / 1e6;
	/* -2: this candidate's objects cannot be read, the others' may */
	if (ret) {
		ret = -2;
		goto out;
	}
	ret = pq_query_match(out, q, changes, error);
	if (ret == 1) {
		(*out)->repo = g_strdup(c->repo);
		(*out)->hash = g_strdup(c->hash);
		(*out)->subject = g_strdup(c->subject);
		(*out)->author = g_strdup(c->author);
		(*out)->date = c->date;
		/* files left unread still count: the index knows the commit's changed lines */
		if (skipped && c->added + c->removed > (*out)->changed) {
			(*out)->changed = c->added + c->removed;
			(*out)->score = 100.0 * (*out)->covered / (*out)->changed;
		}
		(*out)->files = MAX((*out)->files, c->files);
		*out_path = g_strdup(c->repo_path);
		ret = 0;
	}
out:
	if (changes)
		g_ptr_array_unref(changes);
	pq_commit_free(c);
	return ret;
}

/* Replaces whole-word occurrences of from by to in text. */
static char *replace_word(const char *text, const char *from, const char *to)
{
	GString *s = g_string_new(NULL);
	gsize n = strlen(from);

	for (const char *p = text; *p;) {
		if (!strncmp(p, from, n) && (p == text || !(g_ascii_isalnum(p[-1]) || p[-1] == '_')) &&
		    !(g_ascii_isalnum(p[n]) || p[n] == '_')) {
			g_string_append(s, to);
			p += n;
		} else {
			g_string_append_c(s, *p++);
		}
	}
	return g_string_free(s, FALSE);
}

/*
 * The name the top hit renamed a removed word to (x -> x_new): an identifier on the commit's added lines
 * that contains the word, is new in its file, and is a field designator when the word is one.  NULL if none.
 */
static char *renamed_to(struct pq_db *db, const struct pq_hit *h, char **minus, char **out_from)
{
	GPtrArray *changes = NULL;
	char *found = NULL;

	if (pq_commit_changes(&changes, db, h->repo, h->hash, NULL))
		return NULL;
	for (guint w = 0; minus && minus[w] && !found; w++) {
		gboolean field = minus[w][0] == '.';
		const char *word = field ? minus[w] + 1 : minus[w];

		for (guint i = 0; i < changes->len && !found; i++) {
			struct pq_file_change *c = changes->pdata[i];
			g_auto(GStrv) lines = NULL;

			if (!c->new_text || !c->added_lines)
				continue;
			lines = g_strsplit(c->new_text, "\n", -1);
			for (guint k = 0; k < c->added_lines->len && !found; k++) {
				int ln = g_array_index(c->added_lines, int, k);
				struct ctok_list *t;

				if (ln < 1 || ln > (int)g_strv_length(lines))
					continue;
				t = ctok_split(lines[ln - 1], strlen(lines[ln - 1]));
				for (guint x = 0; x < t->toks->len && !found; x++) {
					const struct ctok *tok = &g_array_index(t->toks, struct ctok, x);
					const char *prev = x ? g_array_index(t->toks, struct ctok, x - 1).text : "";

					if (tok->kind != CT_IDENT || !strcmp(tok->text, word) || !strstr(tok->text, word))
						continue;
					if (field && strcmp(prev, ".") && strcmp(prev, "->"))
						continue;
					if (c->old_text && strstr(c->old_text, tok->text))
						continue;
					found = g_strdup(tok->text);
					*out_from = g_strdup(word);
				}
				ctok_list_free(t);
			}
		}
	}
	g_ptr_array_unref(changes);
	return found;
}

/* The text of the rules of q that name word: a rename chain follows the renamed symbol only. */
static char *rules_with_word(const struct pq_query *q, const char *word)
{
	g_auto(GStrv) lines = g_strsplit(q->text, "\n", -1);
	GString *o = g_string_new(NULL);
	guint n = g_strv_length(lines);

	for (guint i = 0; i < q->rules->len; i++) {
		const struct pq_rule *r = q->rules->pdata[i];
		GString *t = g_string_new(NULL);

		for (int l = r->first_line; l <= r->last_line && l <= (int)n; l++) {
			g_string_append(t, lines[l - 1]);
			g_string_append_c(t, '\n');
		}
		if (strstr(t->str, word))
			g_string_append(o, t->str);
		g_string_free(t, TRUE);
	}
	return g_string_free(o, FALSE);
}

static int run(GPtrArray **out_hits, struct pq_query_stats *stats, struct pq_db *db, struct pq_query *q,
	       const struct pq_query_options *opts, int depth, GError **error)
{
	struct pq_query_options defaults = PQ_QUERY_OPTIONS_INIT;
	g_auto(GStrv) minus = NULL, plus = NULL, heads = NULL;
	GPtrArray *hits = g_ptr_array_new_with_free_func((GDestroyNotify)pq_hit_free);
	g_autoptr(GArray) paths = g_array_new(FALSE, FALSE, sizeof(char *));
	GArray *ids = NULL;
	gint64 t0 = g_get_monotonic_time(), t1, end = 0;
	struct qdb_cache *cache = qdb_cache_new();
	double fetch_s = 0, budget, cbudget;
	guint verified = 0, cut_short = 0, unreadable = 0;
	int ret;

	if (!opts)
		opts = &defaults;
	budget = opts->budget_s ? opts->budget_s : PQ_QUERY_BUDGET_S;
	cbudget = opts->candidate_budget_s ? opts->candidate_budget_s : PQ_CANDIDATE_BUDGET_S;
	pq_query_words(q, &minus, &plus);
	heads = pq_query_head_words(q);
	ret = pq_db_candidates(&ids, db, (const char *const *)minus, (const char *const *)plus,
			       (const char *const *)heads, opts->range, opts->repo, error);
	if (ret)
		goto out;
	t1 = g_get_monotonic_time();
	if (budget > 0)
		end = t1 + (gint64)(budget * 1e6);
	/* Candidates come newest first: a query cut by its budget keeps the recent ones. */
	for (guint i = 0; i < ids->len && i < MAX_CANDIDATES; i++) {
		struct pq_hit *h;
		char *path = NULL;
		gint64 now = g_get_monotonic_time();

		g_autoptr(GError) err = NULL;

		if (end && now > end)
			break;
		mt_set_deadline(cbudget > 0 ? now + (gint64)(cbudget * 1e6) : 0);
		ret = verify(&h, &path, db, cache, q, g_array_index(ids, gint64, i), minus, plus, &fetch_s, &err);
		verified++;
		if (ret == -2) {
			unreadable++;
			if (opts->warnings)
				g_ptr_array_add(opts->warnings, g_strdup_printf("%s (candidate skipped)", err->message));
			continue;
		}
		if (mt_deadline_hit()) {
			/* a partial match is no evidence either way: the candidate is not a hit */
			cut_short++;
			if (h)
				pq_hit_free(h);
			g_free(path);
			h = NULL;
		}
		if (ret < 0) {
			g_propagate_error(error, g_steal_pointer(&err));
			goto out;
		}
		ret = 0;
		if (h) {
			g_ptr_array_add(hits, h);
			g_array_append_val(paths, path);
		}
	}
	ret = weigh(hits, cache, paths, opts, error);
	if (ret)
		goto out;
	g_ptr_array_sort(hits, cmp_hit);
	if (stats) {
		stats->candidates = ids->len;
		stats->verified = verified;
		stats->cut = ids->len - verified;
		stats->cut_short = cut_short;
		stats->hits = hits->len;
		stats->candidate_s = (t1 - t0) / 1e6;
		stats->verify_s = (g_get_monotonic_time() - t1) / 1e6;
		stats->fetch_s = fetch_s;
		stats->unreadable = unreadable;
	}
	if (opts->group_series)
		group_series(hits);
	if (opts->follow_renames && depth < 3 && hits->len) {
		struct pq_hit *top = hits->pdata[0];
		g_autofree char *from = NULL;
		g_autofree char *to = renamed_to(db, top, minus, &from);

		if (to) {
			g_autofree char *kept = rules_with_word(q, from);
			g_autofree char *text = replace_word(kept, from, to);
			struct pq_query *q2 = NULL;
			GPtrArray *more = NULL;

			if (!pq_query_parse(&q2, text, q->filename, NULL)) {
				struct pq_query_options o2 = *opts;

				o2.limit = 1;
				if (!run(&more, NULL, db, q2, &o2, depth + 1, NULL) && more->len) {
					struct pq_hit *next = more->pdata[0];

					/* a chain goes forward in time: x -> x_new, later x_new -> x */
					if (next->date >= top->date && strcmp(next->hash, top->hash)) {
						top->chain = g_ptr_array_new_with_free_func((GDestroyNotify)pq_hit_free);
						g_ptr_array_add(top->chain, g_ptr_array_steal_index(more, 0));
					}
				}
				if (more)
					g_ptr_array_unref(more);
				pq_query_free(q2);
			}
		}
	}
	if (opts->limit && hits->len > opts->limit)
		g_ptr_array_set_size(hits, opts->limit);
	*out_hits = g_steal_pointer(&hits);
out:
	for (guint i = 0; i < paths->len; i++)
		g_free(g_array_index(paths, char *, i));
	qdb_cache_free(cache);
	if (ids)
		g_array_unref(ids);
	if (hits)
		g_ptr_array_unref(hits);
	return ret;
}

int pq_query_run_stats(GPtrArray **out_hits, struct pq_query_stats *stats, struct pq_db *db,
		       struct pq_query *q, const struct pq_query_options *opts, GError **error)
{
	int ret;

	if (stats)
		memset(stats, 0, sizeof(*stats));
	/* one libgit2 initialization for all candidates, not one (with its TLS setup) per commit read */
	git_libgit2_init();
	ret = run(out_hits, stats, db, q, opts, 0, error);
	git_libgit2_shutdown();
	return ret;
}

int pq_query_run(GPtrArray **out_hits, struct pq_db *db, struct pq_query *q,
		 const struct pq_query_options *opts, GError **error)
{
	return pq_query_run_stats(out_hits, NULL, db, q, opts, error);
}

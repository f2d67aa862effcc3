// SPDX-License-Identifier: GPL-2.0
/*
 * pq_query_run: the query's words select candidate commits from the index, each candidate is verified on
 * its pre/post images (pq_query_match), hits are ranked, grouped into series and rename chains followed.
 */
#include <string.h>
#include <git2.h>
#include "progress.h"
#include "pq-query-int.h"
#include "pq-db-int.h"
#include "rank.h"

/* Moves hits of one series behind the best of them into its ->series. */
static void group_series(GPtrArray *hits, guint limit)
{
	/* with a limit, only the first limit heads are kept: the hits after them need no series */
	for (guint i = 0; i < hits->len && (!limit || i < limit); i++) {
		struct pq_hit *h = hits->pdata[i];

		for (guint j = i + 1; j < hits->len;) {
			struct pq_hit *o = hits->pdata[j];

			if (!pq_hit_same_series(h, o)) {
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

/*
 * Verification in parallel.  Candidates are claimed in their order (newest first) by one thread per
 * processor, each with its own repository handles; results are kept per candidate and read in that
 * order, so the hits, warnings and errors are those of one thread going down the list.
 *
 * With a --limit and no target, a candidate whose best possible place after reading its images is
 * below the limit-th series head found so far is not matched (pruned): the match can cover at most
 * the removed lines of the files holding the query's words when no rule adds code, and ranking
 * (rank.c) only multiplies a score down.  Pruning is re-checked against the ranked heads; a pruned
 * candidate that could still come before one of them, or join one's series, is verified then, and
 * the hits ranked again.
 */
struct vslot {
	int ret;		/* 0, -2 unreadable, < 0 error */
	struct pq_hit *hit;	/* a hit, or NULL */
	char *path;		/* the hit's repository path */
	GError *err;
	gboolean cut_short;	/* the candidate's own budget stopped its matching */
	struct pq_hit *best;	/* pruned: the best hit the candidate could be */
};

struct vrun {
	struct pq_db *db;
	struct pq_query *q;
	const struct pq_query_options *opts;
	char **minus, **plus;
	GPtrArray *commits;	/* struct pq_commit*, per candidate */
	GPtrArray *rows;	/* per candidate its file_change rows (GPtrArray*), or NULL: diff trees */
	struct vslot *slots;
	guint n, next;		/* candidates, the next one to claim */
	gint64 end;		/* the query's budget, 0: none */
	double cbudget;
	gboolean adds_code;	/* a rule has '+' code: covered lines are not bounded by removed ones */
	gboolean refute_post;	/* candidates may be refuted from their post-images first */
	gboolean prune;
	gboolean stop;		/* an error: claim no more */
	GPtrArray *heads;	/* the best series heads so far (borrowed hits), for pruning */
	GPtrArray *found;	/* every hit so far (borrowed), for heads */
	double fetch_s;
	guint refuted;		/* under lock: candidates refuted on their guards (pq_query_refuted()) */
	struct prog_meter *meter;	/* candidates verified, or NULL */
	guint done;		/* under lock: for the meter */
	GMutex lock;
};

/* The best hit c could be: score, files as the changes read count them, c_file: a .c file is among
 * the files its lines could be in. */
static struct pq_hit *best_scored(const struct pq_commit *c, double score, guint files,
				  gboolean c_file)
{
	struct pq_hit *h = g_new0(struct pq_hit, 1);

	h->score = score;
	h->rank = h->score;
	h->files = MAX(files, c->files);
	h->date = c->date;
	h->repo = g_strdup(c->repo);
	h->repo_path = g_strdup(c->repo_path);
	h->hash = g_strdup(c->hash);
	h->subject = g_strdup(c->subject);
	h->author = g_strdup(c->author);
	h->lines = g_ptr_array_new_with_free_func((GDestroyNotify)pq_line_free);
	if (c_file) {
		struct pq_line *l = g_new0(struct pq_line, 1);

		l->path = g_strdup(".c");
		l->side = '-';
		l->text = g_strdup("");
		g_ptr_array_add(h->lines, l);
	}
	return h;
}

/* The best hit c could be with these changes: every removed line of them covered. */
static struct pq_hit *best_hit(const struct pq_commit *c, GPtrArray *changes, gboolean skipped)
{
	guint removed = 0, changed = 0;
	gboolean c_file = FALSE;

	for (guint i = 0; i < changes->len; i++) {
		struct pq_file_change *f = changes->pdata[i];

		removed += f->removed_lines->len;
		changed += f->removed_lines->len + f->added_lines->len;
		c_file = c_file || pq_rank_c_path(f->old_path) || pq_rank_c_path(f->new_path);
	}
	if (skipped && c->added + c->removed > changed)
		changed = c->added + c->removed;
	return best_scored(c, changed ? 100.0 * removed / changed : 0, changes->len, c_file);
}

/* Whether best, the candidate's best possible hit, is outranked by the first --limit found so far:
 * then it is the slot's bound and the candidate is pruned (best is freed otherwise). */
static gboolean prune_slot(struct vrun *v, struct vslot *s, struct pq_hit *best)
{
	gboolean out;

	g_mutex_lock(&v->lock);
	out = pq_outranked(best, v->heads, v->opts);
	g_mutex_unlock(&v->lock);
	if (out)
		s->best = best;
	else
		pq_hit_free(best);
	return out;
}

/* What ranking asks of a hit's commit (its import test), from its file_change rows: a diff of a
 * kernel-sized commit's trees was most of an all-hits query at 1M commits. */
static void count_files(struct pq_hit *h, GPtrArray *rows)
{
	for (guint i = 0; i < rows->len; i++) {
		const struct pq__file_row *r = rows->pdata[i];

		h->tree_files += 1 + (r->status == 'R');
		h->added_files += r->status == 'A' || r->status == 'R';
		h->deleted_files += r->status == 'D' || r->status == 'R';
	}
}

/* Whether a .c file is among a commit's file_change rows, old or new path. */
static gboolean rows_c_file(GPtrArray *rows)
{
	for (guint i = 0; i < rows->len; i++) {
		const struct pq__file_row *r = rows->pdata[i];

		if (pq_rank_c_path(r->old_path) || pq_rank_c_path(r->new_path))
			return TRUE;
	}
	return FALSE;
}

/* Verifies candidate i into its slot; prune: it may be pruned. */
static void verify(struct vrun *v, struct qdb_cache *cache, guint i, gboolean prune)
{
	struct vslot *s = &v->slots[i];
	const struct pq_commit *c = v->commits->pdata[i];
	gboolean skipped, post_refuted;
	GPtrArray *changes = NULL;
	struct pq_hit *h = NULL;
	gint64 t0 = g_get_monotonic_time();
	guint refuted;
	int ret;

	/* a candidate that cannot rank among the first --limit even by its rows is not read */
	if (prune && !v->adds_code && v->rows) {
		double score = qdb_rows_best_score(c, v->rows->pdata[i], v->minus, v->plus);

		if (score >= 0 &&
		    prune_slot(v, s, best_scored(c, score, 0, rows_c_file(v->rows->pdata[i]))))
			return;
	}
	mt_set_deadline(v->cbudget > 0 ? t0 + (gint64)(v->cbudget * 1e6) : 0);
	ret = qdb_commit_changes(&changes, &skipped, &post_refuted, cache, c, v->rows ? v->rows->pdata[i] : NULL,
				 v->minus, v->plus, v->refute_post ? v->q : NULL, &s->err);
	g_mutex_lock(&v->lock);
	v->fetch_s += (g_get_monotonic_time() - t0) / 1e6;
	v->refuted += post_refuted;
	g_mutex_unlock(&v->lock);
	/* -2: this candidate's objects cannot be read, the others' may */
	if (ret) {
		s->ret = -2;
		return;
	}
	if (post_refuted) {
		g_ptr_array_unref(changes);
		return;
	}
	if (prune && !v->adds_code && prune_slot(v, s, best_hit(c, changes, skipped))) {
		g_ptr_array_unref(changes);
		return;
	}
	refuted = pq_query_refuted();
	ret = pq_query_match(&h, v->q, changes, &s->err);
	g_mutex_lock(&v->lock);
	v->refuted += pq_query_refuted() - refuted;
	g_mutex_unlock(&v->lock);
	if (mt_deadline_hit()) {
		/* a partial match is no evidence either way: the candidate is not a hit */
		s->cut_short = TRUE;
		g_clear_pointer(&h, pq_hit_free);
	}
	if (ret < 0) {
		s->ret = ret;
	} else if (h) {
		h->repo = g_strdup(c->repo);
		h->repo_path = g_strdup(c->repo_path);
		h->hash = g_strdup(c->hash);
		h->subject = g_strdup(c->subject);
		h->author = g_strdup(c->author);
		h->date = c->date;
		/* files left unread still count: the index knows the commit's changed lines */
		if (skipped && c->added + c->removed > h->changed) {
			h->changed = c->added + c->removed;
			h->score = 100.0 * h->covered / h->changed;
		}
		h->files = MAX(h->files, c->files);
		h->rank = h->score;
		if (v->rows)
			count_files(h, v->rows->pdata[i]);
		s->path = g_strdup(c->repo_path);
		s->hit = h;
		if (prune) {
			g_mutex_lock(&v->lock);
			g_ptr_array_add(v->found, h);
			/* a hit behind the heads, of none's series, leaves them as they are */
			if (!pq_outranked(h, v->heads, v->opts))
				pq_top_heads(v->heads, v->found, v->opts);
			g_mutex_unlock(&v->lock);
		}
	}
	g_ptr_array_unref(changes);
}

struct vworker {
	struct vrun *v;
	struct qdb_cache *cache;
};

static gpointer verify_worker(gpointer data)
{
	struct vworker *w = data;
	struct vrun *v = w->v;

	for (;;) {
		guint i;

		g_mutex_lock(&v->lock);
		if (v->stop || v->next >= v->n || (v->end && g_get_monotonic_time() > v->end)) {
			g_mutex_unlock(&v->lock);
			break;
		}
		i = v->next++;
		g_mutex_unlock(&v->lock);
		verify(v, w->cache, i, v->prune);
		g_mutex_lock(&v->lock);
		if (v->slots[i].ret < 0 && v->slots[i].ret != -2)
			v->stop = TRUE;
		if (v->meter)
			prog_meter_update(v->meter, ++v->done);
		g_mutex_unlock(&v->lock);
	}
	return NULL;
}

/* Runs the candidates on threads (opts->threads, 0: one per processor; 1: this thread only). */
static void verify_all(struct vrun *v, struct qdb_cache *cache)
{
	guint n = v->opts->threads ? v->opts->threads : g_get_num_processors();
	struct vworker *w;
	GThread **th;

	n = CLAMP(MIN(n, v->n), 1, 64);
	w = g_new0(struct vworker, n);
	th = g_new0(GThread *, n);
	for (guint k = 0; k < n; k++) {
		w[k].v = v;
		/* libgit2 objects are not shared between threads: one set of repositories each */
		w[k].cache = k ? qdb_cache_new() : cache;
	}
	for (guint k = 1; k < n; k++)
		th[k] = g_thread_new("pq-verify", verify_worker, &w[k]);
	verify_worker(&w[0]);
	for (guint k = 1; k < n; k++) {
		g_thread_join(th[k]);
		qdb_cache_free(w[k].cache);
	}
	g_free(th);
	g_free(w);
}

/* Moves the hits of the verified slots to hits and paths, once: counts the unreadable candidates (a
 * warning each) and those cut short; -1 with the first error. */
static int collect(struct vrun *v, GPtrArray *hits, GArray *paths, guint *unreadable, guint *cut_short,
		   GError **error)
{
	for (guint i = 0; i < v->next; i++) {
		struct vslot *s = &v->slots[i];

		if (s->ret == -2) {
			(*unreadable)++;
			if (v->opts->warnings)
				g_ptr_array_add(v->opts->warnings,
						g_strdup_printf("%s (candidate skipped)", s->err->message));
			g_clear_error(&s->err);
			s->ret = 0;
			continue;
		}
		if (s->ret < 0) {
			g_propagate_error(error, g_steal_pointer(&s->err));
			return s->ret;
		}
		*cut_short += s->cut_short;
		s->cut_short = FALSE;
		if (s->hit) {
			g_ptr_array_add(hits, g_steal_pointer(&s->hit));
			g_array_append_val(paths, s->path);
			s->path = NULL;
		}
	}
	return 0;
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
				struct cf_tokens *t;

				if (ln < 1 || ln > (int)g_strv_length(lines))
					continue;
				t = pq_lex(lines[ln - 1], strlen(lines[ln - 1]));
				for (guint x = 0; x < t->toks->len && !found; x++) {
					const struct cf_token *tok = &g_array_index(t->toks, struct cf_token, x);
					const char *prev = x ? g_array_index(t->toks, struct cf_token, x - 1).text : "";

					if (tok->kind != CF_IDENT || !strcmp(tok->text, word) || !strstr(tok->text, word))
						continue;
					if (field && strcmp(prev, ".") && strcmp(prev, "->"))
						continue;
					if (c->old_text && strstr(c->old_text, tok->text))
						continue;
					found = g_strdup(tok->text);
					*out_from = g_strdup(word);
				}
				cf_tokens_free(t);
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

/* Whether path is one of paths or lies in a folder of them ("a/b" covers "a/b/c.c", not "a/bc"). */
static gboolean path_excluded(const char *path, const char *const *paths)
{
	for (guint i = 0; path && paths[i]; i++) {
		size_t n = strlen(paths[i]);

		while (n && paths[i][n - 1] == '/')
			n--;
		if (n && !strncmp(path, paths[i], n) && (path[n] == 0 || path[n] == '/'))
			return TRUE;
	}
	return FALSE;
}

/*
 * Drops from ids the candidates whose commit touches an excluded path, before the newest
 * max_candidates are taken: an excluded commit costs no verification and takes no candidate's
 * place.  Read from the index's file rows, so the same whether candidates are later read from
 * rows or from trees.
 */
static int drop_excluded(GArray *ids, struct pq_db *db, const char *const *paths, GError **error)
{
	GPtrArray *rows = NULL;
	guint kept = 0;

	if (!paths || !paths[0] || !ids->len)
		return 0;
	if (pq__file_rows(&rows, db, (const gint64 *)ids->data, ids->len, error))
		return -1;
	for (guint i = 0; i < ids->len; i++) {
		GPtrArray *files = rows->pdata[i];
		gboolean out = FALSE;

		for (guint j = 0; !out && j < files->len; j++) {
			const struct pq__file_row *r = files->pdata[j];

			out = path_excluded(r->old_path, paths) || path_excluded(r->new_path, paths);
		}
		if (!out)
			g_array_index(ids, gint64, kept++) = g_array_index(ids, gint64, i);
	}
	g_array_set_size(ids, kept);
	g_ptr_array_unref(rows);
	return 0;
}

static int run(GPtrArray **out_hits, struct pq_query_stats *stats, struct pq_db *db, struct pq_query *q,
	       const struct pq_query_options *opts, int depth, GError **error)
{
	struct pq_query_options defaults = PQ_QUERY_OPTIONS_INIT;
	g_auto(GStrv) minus = NULL, plus = NULL, heads = NULL;
	GPtrArray *hits = g_ptr_array_new_with_free_func((GDestroyNotify)pq_hit_free);
	g_autoptr(GArray) paths = g_array_new(FALSE, FALSE, sizeof(char *));
	GArray *ids = NULL;
	gint64 t0 = g_get_monotonic_time(), t1;
	struct qdb_cache *cache = qdb_cache_new();
	struct vrun v = { 0 };
	double budget;
	guint cut_short = 0, unreadable = 0, pruned = 0, range_commits, range_from_git;
	struct prog_meter meter;
	int ret;

	if (!opts)
		opts = &defaults;
	budget = opts->budget_s ? opts->budget_s : PQ_QUERY_BUDGET_S;
	v.cbudget = opts->candidate_budget_s ? opts->candidate_budget_s : PQ_CANDIDATE_BUDGET_S;
	pq_query_words(q, &minus, &plus);
	heads = pq_query_head_words(q);
	range_commits = db->range_commits;
	range_from_git = db->range_from_git;
	ret = pq_db_candidates(&ids, db, (const char *const *)minus, (const char *const *)plus,
			       (const char *const *)heads, opts->range, opts->repo, error);
	if (!ret)
		ret = drop_excluded(ids, db, opts->exclude_paths, error);
	if (ret)
		goto out;
	/* Candidates come newest first: a query cut by its budget keeps the recent ones. */
	v.n = MIN(ids->len, opts->max_candidates ? opts->max_candidates : PQ_MAX_CANDIDATES);
	ret = pq_db_commits(&v.commits, db, (const gint64 *)ids->data, v.n, error);
	if (ret)
		goto out;
	/* PREQUEL_VERIFY=trees: read candidates by diffing their trees, as before the index named
	 * their files (tests compare both ways) */
	if (g_strcmp0(g_getenv("PREQUEL_VERIFY"), "trees")) {
		ret = pq__file_rows(&v.rows, db, (const gint64 *)ids->data, v.n, error);
		if (ret)
			goto out;
	}
	t1 = g_get_monotonic_time();
	if (budget > 0)
		v.end = t1 + (gint64)(budget * 1e6);
	v.db = db;
	v.q = q;
	v.opts = opts;
	v.minus = minus;
	v.plus = plus;
	v.slots = g_new0(struct vslot, v.n);
	v.prune = opts->limit && !opts->target;
	v.refute_post = pq_query_post_refutable(q);
	for (guint r = 0; r < q->rules->len; r++) {
		const struct pq_rule *rule = q->rules->pdata[r];

		v.adds_code = v.adds_code || (rule->mode == RULE_DIFF && rule->has_plus);
	}
	v.heads = g_ptr_array_new();
	v.found = g_ptr_array_new();
	g_mutex_init(&v.lock);
	if (opts->progress && depth == 0) {
		v.meter = &meter;
		prog_meter_start(&meter, "verifying", "candidates", v.n);
	}
	verify_all(&v, cache);
	if (v.meter)
		prog_meter_end(v.meter, v.done);
	for (;;) {
		gboolean more = FALSE;

		ret = collect(&v, hits, paths, &unreadable, &cut_short, error);
		if (!ret)
			ret = weigh(hits, cache, paths, opts, error);
		if (ret || !v.prune)
			break;
		/* A pruned candidate's best is an upper bound of its rank (no target; the rank factors are
		 * at most 1): those that the ranked heads do not rule out are verified, then all ranked again. */
		pq_top_heads(v.heads, hits, opts);
		for (guint i = 0; i < v.next; i++) {
			struct vslot *s = &v.slots[i];

			if (!s->best || pq_outranked(s->best, v.heads, opts))
				continue;
			g_clear_pointer(&s->best, pq_hit_free);
			verify(&v, cache, i, FALSE);
			more = TRUE;
		}
		if (!more)
			break;
	}
	for (guint i = 0; i < v.next; i++)
		pruned += v.slots[i].best != NULL;
	if (ret)
		goto out;
	g_ptr_array_sort(hits, pq_hit_cmp);
	if (stats) {
		stats->candidates = ids->len;
		stats->verified = v.next;
		stats->cut = ids->len - v.next;
		stats->capped = ids->len - v.n;
		stats->cut_short = cut_short;
		stats->pruned = pruned;
		stats->refuted = v.refuted;
		stats->hits = hits->len;
		stats->candidate_s = (t1 - t0) / 1e6;
		stats->verify_s = (g_get_monotonic_time() - t1) / 1e6;
		stats->fetch_s = v.fetch_s;
		stats->unreadable = unreadable;
		stats->range_commits = db->range_commits - range_commits;
		stats->range_from_git = db->range_from_git - range_from_git;
	}
	if (opts->group_series)
		group_series(hits, opts->limit);
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
	for (guint i = 0; v.slots && i < v.n; i++) {
		pq_hit_free(v.slots[i].hit);
		pq_hit_free(v.slots[i].best);
		g_free(v.slots[i].path);
		g_clear_error(&v.slots[i].err);
	}
	g_free(v.slots);
	if (v.heads) {
		g_ptr_array_unref(v.heads);
		g_ptr_array_unref(v.found);
		g_mutex_clear(&v.lock);
	}
	if (v.commits)
		g_ptr_array_unref(v.commits);
	if (v.rows)
		g_ptr_array_unref(v.rows);
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
	if (stats)
		memset(stats, 0, sizeof(*stats));
	return run(out_hits, stats, db, q, opts, 0, error);
}

int pq_query_run(GPtrArray **out_hits, struct pq_db *db, struct pq_query *q,
		 const struct pq_query_options *opts, GError **error)
{
	return pq_query_run_stats(out_hits, NULL, db, q, opts, error);
}

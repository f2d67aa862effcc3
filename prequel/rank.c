// SPDX-License-Identifier: GPL-2.0
/*
 * What a hit is worth as an example beyond its score: a porting commit ranks above a vendor drop.
 *
 * A hit's rank is multiplied down when its commit imports many files (PQ_RANK_IMPORT), when every file
 * it matched in was added or deleted whole, when the matched change has no replacement in its hunk (a
 * removed use with nothing added in its place), and when the names it introduces are not declared in
 * the target tree (opts->target_tree).  Copies of one commit (two forks, a cherry-pick) are one hit:
 * the same hash, or the same subject and the same patch id (git_diff_patchid, git patch-id's).
 */
#include <string.h>
#include <git2.h>
#include "cfront.h"
#include "pq-db-int.h"
#include "pq-query-int.h"
#include "rank.h"

/* An import: this many files, or at least RANK_IMPORT_MIN_FILES of which 3/4 or more are added. */
#define RANK_IMPORT_FILES 100
#define RANK_IMPORT_MIN_FILES 10
/* Rank factors (a hit's rank is multiplied by each that applies). */
#define RANK_IMPORT 0.25		/* an import or vendor drop */
#define RANK_WHOLE_FILE 0.25		/* every matched file added or deleted whole */
#define RANK_UNREPLACED 0.6		/* times the share of matched lines whose hunk has no other side */
#define RANK_UNDECLARED 0.5		/* times the share of introduced names the target does not declare */
/* Hits whose introduced names are checked against the target tree (the best by rank so far). */
#define RANK_NAMES_HITS 40
/* Hits of one author, repository and subject prefix within this many seconds are one series. */
#define SERIES_WINDOW (24 * 3600)

/* ---- The order of hits ---- */

gboolean pq_rank_c_path(const char *path)
{
	return path && g_str_has_suffix(path, ".c");
}

/* Whether the match touched a .c file: a user of the API, which is what a port can copy. */
static gboolean in_c_file(const struct pq_hit *h)
{
	for (guint i = 0; i < h->lines->len; i++)
		if (pq_rank_c_path(((struct pq_line *)h->lines->pdata[i])->path))
			return TRUE;
	return FALSE;
}

/* Best first: matches in .c files before header-only ones (API definitions), then rank, files, recency. */
int pq_hit_cmp(gconstpointer a, gconstpointer b)
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

/* The length of "subsys: part" in "subsys: part: rest" (everything before the last ": "), else
 * of the whole subject. */
static size_t subject_prefix_len(const char *s)
{
	const char *c = g_strrstr(s, ": ");

	return c ? (size_t)(c - s) : strlen(s);
}

gboolean pq_hit_same_series(const struct pq_hit *a, const struct pq_hit *b)
{
	size_t la, lb;

	if (ABS(a->date - b->date) > SERIES_WINDOW || g_strcmp0(a->author, b->author) ||
	    g_strcmp0(a->repo, b->repo))
		return FALSE;
	la = subject_prefix_len(a->subject);
	lb = subject_prefix_len(b->subject);
	return la == lb && !memcmp(a->subject, b->subject, la);
}

/* Hits sorted, with the first opts->limit series heads in *out_heads (borrowed). */
void pq_top_heads(GPtrArray *out_heads, GPtrArray *found, const struct pq_query_options *opts)
{
	/* not g_ptr_array_copy(): that copies found's free function too */
	g_autoptr(GPtrArray) sorted = g_ptr_array_sized_new(found->len);

	g_ptr_array_extend(sorted, found, NULL, NULL);
	g_ptr_array_set_size(out_heads, 0);
	g_ptr_array_sort(sorted, pq_hit_cmp);
	for (guint i = 0; i < sorted->len && out_heads->len < opts->limit; i++) {
		struct pq_hit *h = sorted->pdata[i];
		gboolean member = FALSE;

		for (guint k = 0; opts->group_series && k < out_heads->len && !member; k++)
			member = pq_hit_same_series(out_heads->pdata[k], h);
		if (!member)
			g_ptr_array_add(out_heads, h);
	}
}

/* Whether best (a candidate's best possible hit) can neither come before the last of heads nor join
 * one's series: then the candidate changes nothing in the first opts->limit results. */
gboolean pq_outranked(const struct pq_hit *best, GPtrArray *heads, const struct pq_query_options *opts)
{
	if (heads->len < opts->limit || pq_hit_cmp(&best, &heads->pdata[heads->len - 1]) <= 0)
		return FALSE;
	for (guint k = 0; opts->group_series && k < heads->len; k++)
		if (pq_hit_same_series(heads->pdata[k], best))
			return FALSE;
	return TRUE;
}

/* ---- What a hit looks like ---- */

/* What one hit's commit and matched files look like. */
struct shape {
	guint files, added_files, deleted_files;
	guint matched_files, whole_files;	/* matched files; those added or deleted whole */
	guint matched, unreplaced;		/* matched changed lines; those with no other side in their hunk */
	GHashTable *introduced;			/* names on the other side not in the matched side's text */
};

static void shape_clear(struct shape *s)
{
	if (s->introduced)
		g_hash_table_unref(s->introduced);
	memset(s, 0, sizeof(*s));
}

static char *blob_at(git_repository *repo, git_tree *tree, const char *path)
{
	git_tree_entry *e = NULL;
	git_blob *b = NULL;
	char *text = NULL;

	if (!tree || !path || git_tree_entry_bypath(&e, tree, path))
		return NULL;
	if (git_tree_entry_type(e) == GIT_OBJECT_BLOB &&
	    !git_blob_lookup(&b, repo, git_tree_entry_id(e)) && !git_blob_is_binary(b))
		text = g_strndup(git_blob_rawcontent(b), git_blob_rawsize(b));
	git_blob_free(b);
	git_tree_entry_free(e);
	return text;
}

static void add_words(GHashTable *set, const char *text)
{
	struct cf_tokens *t = pq_lex(text, strlen(text));

	for (guint i = 0; i < t->toks->len; i++) {
		const struct cf_token *k = &g_array_index(t->toks, struct cf_token, i);

		if (k->kind == CF_IDENT && !cf_is_keyword(k->text))
			g_hash_table_add(set, g_strdup(k->text));
	}
	cf_tokens_free(t);
}

/* Whether text has word as a whole identifier. */
static gboolean has_word(const char *text, const char *word)
{
	gsize n = strlen(word);

	for (const char *p = text ? strstr(text, word) : NULL; p; p = strstr(p + 1, word))
		if ((p == text || !(g_ascii_isalnum(p[-1]) || p[-1] == '_')) &&
		    !(g_ascii_isalnum(p[n]) || p[n] == '_'))
			return TRUE;
	return FALSE;
}

struct hunk {
	int old_start, old_lines, new_start, new_lines;
};

static int hunk_cb(const git_diff_delta *d, const git_diff_hunk *h, void *payload)
{
	struct hunk x = { h->old_start, h->old_lines, h->new_start, h->new_lines };

	(void)d;
	g_array_append_val((GArray *)payload, x);
	return 0;
}

/* The lines of text (1-based, as in the hunks) that hunks changed on side ('-' old, '+' new). */
static char *changed_text(const char *text, GArray *hunks, char side)
{
	g_auto(GStrv) lines = g_strsplit(text ? text : "", "\n", -1);
	guint n = g_strv_length(lines);
	GString *s = g_string_new(NULL);

	for (guint i = 0; i < hunks->len; i++) {
		const struct hunk *h = &g_array_index(hunks, struct hunk, i);
		int start = side == '-' ? h->old_start : h->new_start;
		int count = side == '-' ? h->old_lines : h->new_lines;

		for (int l = start; l < start + count; l++)
			if (l >= 1 && (guint)l <= n) {
				g_string_append(s, lines[l - 1]);
				g_string_append_c(s, '\n');
			}
	}
	return g_string_free(s, FALSE);
}

/*
 * One matched file: its pre/post images as the query saw them (guards resolved), its hunks without
 * context; counts the hit's matched lines of side in it that have no other side in their hunk, and adds
 * the names the other side's lines introduce (not in the matched side's text at all).
 */
static void shape_file(struct shape *s, git_repository *repo, git_tree *tree, git_tree *ptree,
		       const struct pq_hit *h, const char *path, char side)
{
	struct pq_file_change c = { 0 };
	git_diff_options o = GIT_DIFF_OPTIONS_INIT;
	g_autoptr(GArray) hunks = g_array_new(FALSE, FALSE, sizeof(struct hunk));
	g_autoptr(GHashTable) names = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autofree char *other = NULL;
	GHashTableIter it;
	gpointer w;

	c.old_path = c.new_path = (char *)path;
	c.old_text = blob_at(repo, ptree, path);
	c.new_text = blob_at(repo, tree, path);
	s->matched_files++;
	if (!c.old_text || !c.new_text)
		s->whole_files++;
	if (!pq_file_change_compute_lines(&c, NULL))
		pq_file_change_resolve_guards(&c);
	o.context_lines = 0;
	o.interhunk_lines = 0;
	git_diff_buffers(c.old_text, c.old_text ? strlen(c.old_text) : 0, path, c.new_text,
			 c.new_text ? strlen(c.new_text) : 0, path, &o, NULL, NULL, hunk_cb, NULL, hunks);
	for (guint i = 0; i < h->lines->len; i++) {
		const struct pq_line *l = h->lines->pdata[i];
		gboolean replaced = FALSE, found = FALSE;

		if (l->side != side || strcmp(l->path, path))
			continue;
		for (guint k = 0; k < hunks->len && !found; k++) {
			const struct hunk *x = &g_array_index(hunks, struct hunk, k);
			int start = side == '-' ? x->old_start : x->new_start;
			int count = side == '-' ? x->old_lines : x->new_lines;

			if (l->line >= start && l->line < start + count) {
				found = TRUE;
				replaced = (side == '-' ? x->new_lines : x->old_lines) > 0;
			}
		}
		s->matched++;
		if (found && !replaced)
			s->unreplaced++;
	}
	other = changed_text(side == '-' ? c.new_text : c.old_text, hunks, side == '-' ? '+' : '-');
	if (!s->introduced)
		s->introduced = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	add_words(names, other);
	g_hash_table_iter_init(&it, names);
	while (g_hash_table_iter_next(&it, &w, NULL))
		if (!has_word(side == '-' ? c.old_text : c.new_text, w))
			g_hash_table_add(s->introduced, g_strdup(w));
	g_free(c.old_text);
	g_free(c.new_text);
	if (c.removed_lines)
		g_array_unref(c.removed_lines);
	if (c.added_lines)
		g_array_unref(c.added_lines);
}

/* The side the hit's issue is on: '-' when it matched removed lines (a forward query), else '+'. */
static char match_side(const struct pq_hit *h)
{
	for (guint i = 0; i < h->lines->len; i++)
		if (((struct pq_line *)h->lines->pdata[i])->side == '-')
			return '-';
	return '+';
}

static int commit_trees(git_commit **c, git_tree **tree, git_tree **ptree, git_repository *repo,
			const char *hash)
{
	git_oid oid;
	git_commit *parent = NULL;
	int ret;

	*c = NULL;
	*tree = *ptree = NULL;
	if (git_oid_fromstr(&oid, hash) || git_commit_lookup(c, repo, &oid) || git_commit_tree(tree, *c))
		return -1;
	if (!git_commit_parentcount(*c))
		return 0;
	ret = git_commit_parent(&parent, *c, 0) || git_commit_tree(ptree, parent) ? -1 : 0;
	git_commit_free(parent);
	return ret;
}

/* The commit's diff against its first parent (3 lines of context, git's default), or NULL. */
static git_diff *commit_diff(git_repository *repo, const char *hash)
{
	git_commit *c;
	git_tree *tree, *ptree;
	git_diff *diff = NULL;

	if (!commit_trees(&c, &tree, &ptree, repo, hash))
		git_diff_tree_to_tree(&diff, repo, ptree, tree, NULL);
	git_tree_free(tree);
	git_tree_free(ptree);
	git_commit_free(c);
	return diff;
}

static int shape_hit(struct shape *s, git_repository *repo, const struct pq_hit *h)
{
	git_commit *c;
	git_tree *tree, *ptree;
	git_diff *diff = NULL;
	g_autoptr(GHashTable) paths = g_hash_table_new(g_str_hash, g_str_equal);
	char side = match_side(h);
	int ret = -1;

	memset(s, 0, sizeof(*s));
	s->files = h->files;
	if (commit_trees(&c, &tree, &ptree, repo, h->hash))
		goto out;
	/* the files' statuses matter only to an import's test; the index's rows count them as the
	 * tree diff does (query-run.c) */
	if (s->files >= RANK_IMPORT_MIN_FILES && h->tree_files) {
		s->files = h->tree_files;
		s->added_files = h->added_files;
		s->deleted_files = h->deleted_files;
	} else if (s->files >= RANK_IMPORT_MIN_FILES) {
		/* PREQUEL_VERIFY=trees: no rows */
		if (git_diff_tree_to_tree(&diff, repo, ptree, tree, NULL))
			goto out;
		s->files = git_diff_num_deltas(diff);
		for (size_t i = 0; i < s->files; i++) {
			const git_diff_delta *d = git_diff_get_delta(diff, i);

			s->added_files += d->status == GIT_DELTA_ADDED;
			s->deleted_files += d->status == GIT_DELTA_DELETED;
		}
	}
	for (guint i = 0; i < h->lines->len; i++) {
		const struct pq_line *l = h->lines->pdata[i];

		if (l->side == side && !g_hash_table_contains(paths, l->path)) {
			g_hash_table_add(paths, l->path);
			shape_file(s, repo, tree, ptree, h, l->path, side);
		}
	}
	ret = 0;
out:
	git_diff_free(diff);
	git_tree_free(tree);
	git_tree_free(ptree);
	git_commit_free(c);
	return ret;
}

static double shape_factor(const struct shape *s)
{
	double f = 1;

	if (s->files >= RANK_IMPORT_FILES ||
	    (s->files >= RANK_IMPORT_MIN_FILES && 4 * s->added_files >= 3 * s->files))
		f *= RANK_IMPORT;
	if (s->matched_files && s->whole_files == s->matched_files)
		f *= RANK_WHOLE_FILE;
	if (s->matched)
		f *= 1 - RANK_UNREPLACED * s->unreplaced / s->matched;
	return f;
}

/* Each repository opened once per ranking. */
static git_repository *repo_at(GHashTable *repos, const char *path)
{
	git_repository *r = g_hash_table_lookup(repos, path);

	if (!r && !git_repository_open(&r, path))
		g_hash_table_insert(repos, g_strdup(path), r);
	return r;
}

/* ---- Copies of one commit ---- */

static gboolean patch_id(git_oid *out, git_repository *repo, const char *hash)
{
	git_diff *diff = commit_diff(repo, hash);
	gboolean ok = diff && !git_diff_patchid(out, diff, NULL);

	git_diff_free(diff);
	return ok;
}

/*
 * Drops every hit that copies an earlier one: the same hash (a fork), or the same subject and patch id
 * (a cherry-pick or a rebased copy).  paths[i] is hit i's repository path (g_free'd when dropped).
 */
static void dedup(GPtrArray *hits, GArray *paths, GHashTable *repos)
{
	g_autoptr(GHashTable) hashes = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GHashTable) subjects = g_hash_table_new(g_str_hash, g_str_equal);	/* subject -> first index+1 */
	g_autoptr(GHashTable) ids = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	for (guint i = 0; i < hits->len;) {
		struct pq_hit *h = hits->pdata[i];
		char *path = g_array_index(paths, char *, i);
		gboolean copy = g_hash_table_contains(hashes, h->hash);

		if (!copy && h->subject && g_hash_table_contains(subjects, h->subject)) {
			/* the same subject seen: compare patch ids (of every earlier hit with it) */
			for (guint j = 0; j < i && !copy; j++) {
				struct pq_hit *o = hits->pdata[j];
				git_oid a, b;
				git_repository *ra, *rb;

				if (g_strcmp0(o->subject, h->subject))
					continue;
				ra = repo_at(repos, g_array_index(paths, char *, j));
				rb = repo_at(repos, path);
				if (ra && rb && patch_id(&a, ra, o->hash) && patch_id(&b, rb, h->hash) &&
				    git_oid_equal(&a, &b))
					copy = TRUE;
			}
		}
		if (copy) {
			g_free(path);
			g_array_remove_index(paths, i);
			g_ptr_array_remove_index(hits, i);
			continue;
		}
		g_hash_table_add(hashes, h->hash);
		if (h->subject)
			g_hash_table_add(subjects, h->subject);
		i++;
	}
}

/* Multiplies hit i's rank by its shape's factor. */
static void shape_one(struct shape *shapes, GPtrArray *hits, GArray *paths, GHashTable *repos, guint i)
{
	struct pq_hit *h = hits->pdata[i];
	git_repository *repo = repo_at(repos, g_array_index(paths, char *, i));

	if (repo && !shape_hit(&shapes[i], repo, h))
		h->rank *= shape_factor(&shapes[i]);
}

static int cmp_index(gconstpointer a, gconstpointer b, gpointer hits)
{
	GPtrArray *h = hits;

	return pq_hit_cmp(&h->pdata[*(const guint *)a], &h->pdata[*(const guint *)b]);
}

/*
 * With a --limit, the hits are shaped best first, and only until the first opts->limit series heads
 * among those shaped come before every hit left: a rank so far is an upper bound (the factors are
 * at most 1), so those left cannot come before a head, and keep it unless they would join a head's
 * series (then they are shown, and shaped).  The heads, their series and their ranks are those of
 * shaping every hit; reading a commit's trees and blobs for every hit was a sixth of a frequent
 * word's query.  Hits with done[i] set are shaped already (shape_names_top()): they seed the heads.
 */
static void shape_top(struct shape *shapes, gboolean *done, GPtrArray *hits, GArray *paths,
		      GHashTable *repos, const struct pq_query_options *opts)
{
	g_autofree guint *order = g_new(guint, hits->len + 1);
	g_autoptr(GPtrArray) shaped = g_ptr_array_new();
	g_autoptr(GPtrArray) heads = g_ptr_array_new();
	guint k, n = 0;

	for (k = 0; k < hits->len; k++) {
		if (done[k])
			g_ptr_array_add(shaped, hits->pdata[k]);
		else
			order[n++] = k;
	}
	pq_top_heads(heads, shaped, opts);
	g_qsort_with_data(order, n, sizeof(*order), cmp_index, hits);
	for (k = 0; k < n && !pq_outranked(hits->pdata[order[k]], heads, opts); k++) {
		shape_one(shapes, hits, paths, repos, order[k]);
		done[order[k]] = TRUE;
		g_ptr_array_add(shaped, hits->pdata[order[k]]);
		pq_top_heads(heads, shaped, opts);
	}
	for (; k < n; k++)
		if (!pq_outranked(hits->pdata[order[k]], heads, opts)) {
			shape_one(shapes, hits, paths, repos, order[k]);
			done[order[k]] = TRUE;
		}
}

/* Best rank first; equal ranks in the hits' order (the names step's order). */
static int cmp_rank(gconstpointer a, gconstpointer b, gpointer hits)
{
	const struct pq_hit *x = ((GPtrArray *)hits)->pdata[*(const guint *)a];
	const struct pq_hit *y = ((GPtrArray *)hits)->pdata[*(const guint *)b];

	if (x->rank != y->rank)
		return x->rank < y->rank ? 1 : -1;
	return *(const guint *)a < *(const guint *)b ? -1 : 1;
}

/*
 * With a target tree the names step weighs the best RANK_NAMES_HITS hits by rank after shaping.
 * Those are found by shaping in order of rank so far (an upper bound) until the
 * RANK_NAMES_HITS-th best shaped rank is above every rank left: no hit left can be among them
 * (its shaped rank is below that), so they are the ones of shaping every hit.  The others are
 * shaped by shape_top() once the names have weighed these.
 */
static void shape_names_top(struct shape *shapes, gboolean *done, GPtrArray *hits, GArray *paths,
			    GHashTable *repos)
{
	g_autofree guint *order = g_new(guint, hits->len + 1);
	double best[RANK_NAMES_HITS];
	guint nbest = 0;

	for (guint k = 0; k < hits->len; k++)
		order[k] = k;
	g_qsort_with_data(order, hits->len, sizeof(*order), cmp_rank, hits);
	for (guint k = 0; k < hits->len; k++) {
		struct pq_hit *h = hits->pdata[order[k]];
		guint j;

		if (nbest == RANK_NAMES_HITS && best[nbest - 1] > h->rank)
			break;
		shape_one(shapes, hits, paths, repos, order[k]);
		done[order[k]] = TRUE;
		/* best[] keeps the RANK_NAMES_HITS best shaped ranks, best first */
		for (j = nbest; j > 0 && best[j - 1] < h->rank; j--)
			if (j < RANK_NAMES_HITS)
				best[j] = best[j - 1];
		if (j < RANK_NAMES_HITS)
			best[j] = h->rank;
		nbest = MIN(nbest + 1, RANK_NAMES_HITS);
	}
}

int pq_rank_hits(GPtrArray *hits, GArray *paths, const struct pq_query_options *opts)
{
	g_autoptr(GHashTable) repos = NULL;
	g_autoptr(GHashTable) want = NULL;
	struct shape *shapes;
	g_autofree gboolean *done = NULL;
	gboolean bounded;
	guint n;

	repos = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)git_repository_free);
	dedup(hits, paths, repos);
	n = hits->len;
	shapes = g_new0(struct shape, n ? n : 1);
	done = g_new0(gboolean, n ? n : 1);
	/* what the shapes of every hit decide: the replacements; the names only their best */
	bounded = opts && opts->limit && !opts->replacements_only &&
		  g_strcmp0(g_getenv("PREQUEL_RANK"), "all");
	if (bounded && opts->target_tree) {
		shape_names_top(shapes, done, hits, paths, repos);
	} else if (bounded) {
		shape_top(shapes, done, hits, paths, repos, opts);
	} else {
		for (guint i = 0; i < n; i++) {
			shape_one(shapes, hits, paths, repos, i);
			done[i] = TRUE;
		}
	}
	/* a replacement was asked for (a reversed fallback): hits that only add or only remove go */
	if (opts && opts->replacements_only) {
		for (guint i = n; i-- > 0;) {
			const struct shape *s = &shapes[i];

			if (s->matched && s->unreplaced < s->matched && s->whole_files < s->matched_files)
				continue;
			shape_clear(&shapes[i]);
			memmove(&shapes[i], &shapes[i + 1], (n - i - 1) * sizeof(*shapes));
			g_free(g_array_index(paths, char *, i));
			g_array_remove_index(paths, i);
			g_ptr_array_remove_index(hits, i);
			n--;
		}
	}
	if (opts && opts->target_tree && n) {
		struct cf_ktree *kt;
		guint *idx = g_new(guint, n);
		double *ranks = g_new(double, n);
		guint m = 0;

		/* the best RANK_NAMES_HITS shaped by rank so far: their introduced names, one scan of the tree */
		for (guint i = 0; i < n; i++) {
			if (!done[i])
				continue;
			idx[m] = i;
			ranks[i] = ((struct pq_hit *)hits->pdata[i])->rank;
			m++;
		}
		for (guint i = 1; i < m; i++)
			for (guint j = i; j > 0 && ranks[idx[j]] > ranks[idx[j - 1]]; j--) {
				guint t = idx[j];

				idx[j] = idx[j - 1];
				idx[j - 1] = t;
			}
		want = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		for (guint k = 0; k < m && k < RANK_NAMES_HITS; k++) {
			GHashTableIter it;
			gpointer w;

			if (!shapes[idx[k]].introduced)
				continue;
			g_hash_table_iter_init(&it, shapes[idx[k]].introduced);
			while (g_hash_table_iter_next(&it, &w, NULL))
				g_hash_table_add(want, g_strdup(w));
		}
		kt = cf_ktree_get(opts->target_tree);
		if (kt && cf_ktree_header_dirs(kt)->len) {
			GHashTableIter wi;
			gpointer ww;

			/* want keeps the introduced names no header of the target tree spells */
			g_hash_table_iter_init(&wi, want);
			while (g_hash_table_iter_next(&wi, &ww, NULL))
				if (cf_ktree_has_word(kt, ww))
					g_hash_table_iter_remove(&wi);
			for (guint k = 0; k < m && k < RANK_NAMES_HITS; k++) {
				struct shape *s = &shapes[idx[k]];
				struct pq_hit *h = hits->pdata[idx[k]];
				guint total, missing = 0;
				GHashTableIter it;
				gpointer w;

				if (!s->introduced || !(total = g_hash_table_size(s->introduced)))
					continue;
				g_hash_table_iter_init(&it, s->introduced);
				while (g_hash_table_iter_next(&it, &w, NULL))
					missing += g_hash_table_contains(want, w);
				h->rank *= 1 - RANK_UNDECLARED * missing / total;
			}
		}
		g_free(idx);
		g_free(ranks);
		/* the others, now that the names have weighed the best */
		if (bounded)
			shape_top(shapes, done, hits, paths, repos, opts);
	}
	for (guint i = 0; i < n; i++)
		shape_clear(&shapes[i]);
	g_free(shapes);
	g_clear_pointer(&repos, g_hash_table_unref);
	return 0;
}

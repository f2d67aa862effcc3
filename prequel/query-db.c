// SPDX-License-Identifier: GPL-2.0
/*
 * Reading the pre/post images of many candidate commits for verification, with each repository opened
 * once per query run (pq_commit_changes opens it per commit, which was 3/4 of the verification time).
 * Same result as pq_commit_changes: first-parent diff, exact renames, binary files and submodules skipped.
 */
#include <string.h>
#include <git2.h>
#include "pq-query-int.h"
#include "pq-db-int.h"

struct qdb_cache {
	GHashTable *repos;	/* repo_path -> git_repository* */
	GHashTable *dates;	/* "repo_path\nrev" -> gint64* author date, absent: not looked up */
};

struct qdb_cache *qdb_cache_new(void)
{
	struct qdb_cache *c = g_new0(struct qdb_cache, 1);

	/* reading only: like git, do not re-hash every object read (sha1dc costs as much as the inflate) */
	git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
	c->repos = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)git_repository_free);
	c->dates = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	return c;
}

void qdb_cache_free(struct qdb_cache *c)
{
	if (!c)
		return;
	g_hash_table_unref(c->repos);
	g_hash_table_unref(c->dates);
	g_free(c);
}

static int git_fail(GError **error, const char *what)
{
	const git_error *e = git_error_last();

	g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "%s: %s", what, e ? e->message : "libgit2 error");
	return -1;
}

static git_repository *cached_repo(struct qdb_cache *cache, const char *path, GError **error)
{
	git_repository *repo = g_hash_table_lookup(cache->repos, path);

	if (!repo) {
		if (git_repository_open(&repo, path)) {
			git_fail(error, path);
			return NULL;
		}
		g_hash_table_insert(cache->repos, g_strdup(path), repo);
	}
	return repo;
}

int qdb_rev_date(gint64 *out, struct qdb_cache *cache, const char *repo_path, const char *rev, GError **error)
{
	g_autofree char *key = g_strdup_printf("%s\n%s", repo_path, rev);
	gint64 *date = g_hash_table_lookup(cache->dates, key);
	git_repository *repo;
	git_object *o = NULL;
	git_commit *c = NULL;

	if (date) {
		*out = *date;
		return 0;
	}
	repo = cached_repo(cache, repo_path, error);
	if (!repo)
		return -1;
	if (git_revparse_single(&o, repo, rev) || git_object_peel((git_object **)&c, o, GIT_OBJECT_COMMIT)) {
		git_object_free(o);
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: target '%s' is not a commit there", repo_path,
			    rev);
		return -1;
	}
	date = g_new(gint64, 1);
	*date = git_commit_author(c)->when.time;
	*out = *date;
	g_hash_table_insert(cache->dates, g_steal_pointer(&key), date);
	git_commit_free(c);
	git_object_free(o);
	return 0;
}

/* The blob id, NULL if absent (added or deleted side) or unreadable. */
static git_blob *blob_by_id(git_repository *repo, const git_oid *id)
{
	git_blob *b = NULL;

	if (git_oid_is_zero(id) || git_blob_lookup(&b, repo, id))
		return NULL;
	return b;
}

/* The text the query reads: up to the first NUL (as a C string). */
static gsize text_len(git_blob *b)
{
	const char *p = b ? git_blob_rawcontent(b) : NULL;
	const char *nul = p ? memchr(p, 0, (size_t)git_blob_rawsize(b)) : NULL;

	return !p ? 0 : nul ? (gsize)(nul - p) : (gsize)git_blob_rawsize(b);
}

/* Whether the n bytes at text contain one of words (a field word ".x" as "x"). */
static gboolean has_any_len(const char *text, gsize n, char *const *words)
{
	for (guint i = 0; words && words[i]; i++)
		if (g_strstr_len(text, (gssize)n, words[i][0] == '.' ? words[i] + 1 : words[i]))
			return TRUE;
	return FALSE;
}

/* What the changed lines of one file tell. */
struct lines_seen {
	struct pq_file_change *fc;
	char *const *minus, *const *plus;
	gboolean words_seen;	/* a removed line has a minus word or an added line a plus word */
	gboolean guard_added;	/* an added line opens a conditional: guard.c may resolve it */
};

static void saw_line(struct lines_seen *ls, char origin, int lineno, const char *content, gsize len)
{
	if (origin == '-') {
		g_array_append_val(ls->fc->removed_lines, lineno);
		ls->words_seen = ls->words_seen || pq_text_has_words(content, len, ls->minus);
	} else {
		g_array_append_val(ls->fc->added_lines, lineno);
		ls->words_seen = ls->words_seen || pq_text_has_words(content, len, ls->plus);
		ls->guard_added = ls->guard_added || pq_line_opens_guard(content, len);
	}
}

static int line_cb(const git_diff_delta *d, const git_diff_hunk *h, const git_diff_line *line, void *payload)
{
	(void)d;
	(void)h;
	if (line->origin == GIT_DIFF_LINE_DELETION)
		saw_line(payload, '-', line->old_lineno, line->content, line->content_len);
	else if (line->origin == GIT_DIFF_LINE_ADDITION)
		saw_line(payload, '+', line->new_lineno, line->content, line->content_len);
	return 0;
}

static gboolean get_varint(const guint8 **p, const guint8 *end, guint32 *v)
{
	*v = 0;
	for (int shift = 0; *p < end && shift < 32; shift += 7) {
		guint8 c = *(*p)++;

		*v |= (guint32)(c & 0x7f) << shift;
		if (!(c & 0x80))
			return TRUE;
	}
	return FALSE;
}

/* Feeds the changed lines of one side recorded by the index (index.c lines_put()) to ls, with
 * their text in text[0..n): FALSE if the record is malformed or names lines text lacks. */
static gboolean index_lines(struct lines_seen *ls, const guint8 **p, const guint8 *end, char origin,
			    const char *text, gsize n)
{
	const char *at = text, *tend = text + n;
	guint32 runs, line = 0, cur = 1;

	if (!get_varint(p, end, &runs))
		return FALSE;
	for (guint32 r = 0; r < runs; r++) {
		guint32 gap, len;

		if (!get_varint(p, end, &gap) || !get_varint(p, end, &len) || !gap)
			return FALSE;
		line += gap;
		for (guint32 k = 0; k < len; k++, line++) {
			const char *eol;

			/* to the start of this line: lines are in increasing order, the text is walked once */
			for (; cur < line && at < tend; cur++) {
				eol = memchr(at, '\n', tend - at);
				at = eol ? eol + 1 : tend;
			}
			if (cur != line || at >= tend)
				return FALSE;
			eol = memchr(at, '\n', tend - at);
			saw_line(ls, origin, (int)line, at, (eol ? eol + 1 : tend) - at);
		}
	}
	return TRUE;
}

/* Whether a file whose index row says this may hold the query's words on its changed lines. */
static gboolean row_may_hold(const struct pq__file_row *r, char *const *minus, char *const *plus)
{
	gconstpointer f;
	gsize n;

	/* the filter is of the first max_file_lines lines; guard.c may bring words onto changed lines;
	 * a missing blob had no words recorded */
	if (r->flags & (PQ_FC_BINARY | PQ_FC_CAPPED | PQ_FC_MISSING | PQ_FC_GUARD))
		return TRUE;
	if (!r->words)
		return FALSE;
	f = g_bytes_get_data(r->words, &n);
	for (guint i = 0; minus && minus[i]; i++)
		if (pq_word_filter_has(f, n, '-', minus[i]))
			return TRUE;
	for (guint i = 0; plus && plus[i]; i++)
		if (pq_word_filter_has(f, n, '+', plus[i]))
			return TRUE;
	return FALSE;
}

/* Whether reading a commit's rows reads row r; when it does not, *skipped is set as reading would
 * set it: the filter has every word of the changed lines, and a file of no binary flag has no
 * binary side.  Submodules are neither read nor skipped. */
static gboolean row_read(const struct pq__file_row *r, gboolean *skipped, char *const *minus, char *const *plus)
{
	gboolean words = (minus && minus[0]) || (plus && plus[0]);

	if (r->flags & PQ_FC_SUBMODULE)
		return FALSE;
	if (words && !row_may_hold(r, minus, plus)) {
		*skipped = *skipped || !git_oid_equal(&r->old_id, &r->new_id);
		return FALSE;
	}
	return TRUE;
}

double qdb_rows_best_score(const struct pq_commit *commit, GPtrArray *rows, char *const *minus, char *const *plus)
{
	gboolean skipped = FALSE;
	guint removed = 0, total = commit->added + commit->removed;
	double best = 0;

	for (guint i = 0; i < rows->len; i++) {
		const struct pq__file_row *r = rows->pdata[i];

		if (!row_read(r, &skipped, minus, plus))
			continue;
		/* lines that reading may count otherwise: guard.c's, past the cap, unknown */
		if (r->flags & (PQ_FC_BINARY | PQ_FC_CAPPED | PQ_FC_MISSING | PQ_FC_GUARD))
			return -1;
		removed += r->removed;
		if (r->removed)
			best = MAX(best, 100.0 * r->removed / (r->removed + r->added));
	}
	/* A file skipped counts the commit's changed lines (best_hit()); else the files read may be
	 * fewer than these (one found binary when read), and a share of lines of some of them is at
	 * most that of the best one. */
	if (!total)
		return best;
	return skipped ? 100.0 * removed / total : MAX(best, 100.0 * removed / total);
}

/* One changed file, as both ways of reading a commit see it. */
struct one_file {
	char status;		/* 'A', 'D', anything else: both sides */
	const char *old_path, *new_path;
	const git_oid *old_id, *new_id;
	GBytes *lines;		/* the index's record of the changed lines, NULL: diff the blobs */
};

/*
 * Reads file o of a commit into files when it may hold a match; nb: its new blob when read already
 * (owned), else NULL.  A file is not read further (and *skipped set when its content changed: its
 * changed lines count in the commit's, not in the read files') when its old text lacks the removed
 * words and its new text the added ones, or when its changed lines lack them (as the index's
 * tokenizer reads words).  Binary files are left out.
 */
static int read_file(GPtrArray *files, gboolean *skipped, git_repository *repo, const struct one_file *o,
		     git_blob *nb, char *const *minus, char *const *plus, const char *what, GError **error)
{
	git_diff_options dopt = GIT_DIFF_OPTIONS_INIT;
	gboolean words = (minus && minus[0]) || (plus && plus[0]);
	gboolean changed = !git_oid_equal(o->old_id, o->new_id);
	struct lines_seen ls = { NULL, minus, plus, !words, FALSE };
	git_blob *ob = NULL;
	gsize ol, nl;
	int err = 0;

	/* Each blob is read once (a pack read resolves a delta chain), and used in place.  A file
	 * that cannot hold the query's words is not diffed, only counted as changed lines; with only
	 * removed words, the new blob of a file whose old one lacks them is not read. */
	ob = o->status == 'A' ? NULL : blob_by_id(repo, o->old_id);
	ol = text_len(ob);
	if (words && !(plus && plus[0]) && !(ob && has_any_len(git_blob_rawcontent(ob), ol, minus))) {
		if (changed && (!ob || !pq_is_binary(git_blob_rawcontent(ob), git_blob_rawsize(ob))))
			*skipped = TRUE;
		git_blob_free(ob);
		git_blob_free(nb);
		return 0;
	}
	if (!nb && o->status != 'D')
		nb = blob_by_id(repo, o->new_id);
	nl = text_len(nb);
	if ((ob && pq_is_binary(git_blob_rawcontent(ob), git_blob_rawsize(ob))) ||
	    (nb && pq_is_binary(git_blob_rawcontent(nb), git_blob_rawsize(nb))))
		goto next;
	if (words && !((minus && minus[0] && ob && has_any_len(git_blob_rawcontent(ob), ol, minus)) ||
		       (plus && plus[0] && nb && has_any_len(git_blob_rawcontent(nb), nl, plus)))) {
		*skipped = *skipped || changed;
		goto next;
	}
	ls.fc = g_new0(struct pq_file_change, 1);
	ls.fc->removed_lines = g_array_new(FALSE, FALSE, sizeof(int));
	ls.fc->added_lines = g_array_new(FALSE, FALSE, sizeof(int));
	dopt.context_lines = 0;
	dopt.interhunk_lines = 0;
	if (o->lines && (!ob || ol == (gsize)git_blob_rawsize(ob)) && (!nb || nl == (gsize)git_blob_rawsize(nb))) {
		/* the index's diff of these very blobs (the same xdiff): no diff here */
		gsize n;
		const guint8 *p = g_bytes_get_data(o->lines, &n), *end = p + n;

		if (!index_lines(&ls, &p, end, '-', ob ? git_blob_rawcontent(ob) : "", ol) ||
		    !index_lines(&ls, &p, end, '+', nb ? git_blob_rawcontent(nb) : "", nl)) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "%s: %s: the index's changed lines do not"
				    " fit the file: rebuild the index", what, o->new_path ? o->new_path : o->old_path);
			pq_file_change_free(ls.fc);
			err = -1;
			goto next;
		}
	} else if (ol < (gsize)(ob ? git_blob_rawsize(ob) : 0) || nl < (gsize)(nb ? git_blob_rawsize(nb) : 0)) {
		/* blobs diffed by id, nothing hashed or copied; a text cut at a NUL as a buffer */
		err = git_diff_buffers(ob ? git_blob_rawcontent(ob) : NULL, ol, o->old_path,
				       nb ? git_blob_rawcontent(nb) : NULL, nl, o->new_path, &dopt, NULL,
				       NULL, NULL, line_cb, &ls);
	} else {
		err = git_diff_blobs(ob, o->old_path, nb, o->new_path, &dopt, NULL, NULL, NULL, line_cb, &ls);
	}
	if (err) {
		git_fail(error, what);
		pq_file_change_free(ls.fc);
		err = -1;
		goto next;
	}
	if (!ls.fc->removed_lines->len && !ls.fc->added_lines->len) {
		/* the texts read are equal (a mode change, or past a NUL): no patch, as before */
		pq_file_change_free(ls.fc);
		goto next;
	}
	ls.fc->old_path = o->status == 'A' ? NULL : g_strdup(o->old_path);
	ls.fc->new_path = o->status == 'D' ? NULL : g_strdup(o->new_path);
	ls.fc->old_text = ob ? g_strndup(git_blob_rawcontent(ob), ol) : NULL;
	ls.fc->new_text = nb ? g_strndup(git_blob_rawcontent(nb), nl) : NULL;
	/* a guarded example's old code stays as context in #else: once its guards are read as
	 * the change's before and after, the words may be on the new changed lines (guard.c
	 * resolves only conditionals whose #if the commit added) */
	if (ls.guard_added && pq_file_change_resolve_guards(ls.fc) > 0)
		ls.words_seen = TRUE;
	/* The words are on the changed lines of every match: a file whose hunks lack them all is
	 * not tokenized and matched, only counted (the whole-text check above is the cheap half). */
	if (!ls.words_seen) {
		*skipped = TRUE;
		pq_file_change_free(ls.fc);
	} else {
		g_ptr_array_add(files, ls.fc);
	}
next:
	git_blob_free(ob);
	git_blob_free(nb);
	return err;
}

/*
 * With refute_by: the post-images of the files that may hold the query's words are read first, and
 * when the query's guards refute each of them (pq_query_post_refutes()), the candidate has no hit
 * and nothing more is read (*refuted set).  Most candidates of a frequent word end so: the old form
 * is still used after the commit.  Files with no new side, binary ones and those whose conditionals
 * guard.c may rewrite are not refuted this way.
 */
static gboolean refute_post(gboolean *refuted, git_blob **post, git_repository *repo, GPtrArray *rows,
			    char *const *minus, char *const *plus, const struct pq_query *refute_by)
{
	guint n = 0;

	for (guint i = 0; i < rows->len; i++) {
		const struct pq__file_row *r = rows->pdata[i];
		const char *text;

		if ((r->flags & PQ_FC_SUBMODULE) || !row_may_hold(r, minus, plus))
			continue;
		if (r->status == 'D' || (r->flags & (PQ_FC_BINARY | PQ_FC_GUARD)))
			return FALSE;
		post[i] = blob_by_id(repo, &r->new_id);
		if (!post[i])
			return FALSE;
		text = git_blob_rawcontent(post[i]);
		if (pq_is_binary(text, git_blob_rawsize(post[i])) ||
		    !pq_query_post_refutes(refute_by, text, text_len(post[i])))
			return FALSE;
		n++;
	}
	*refuted = n > 0;
	return *refuted;
}

/* The index's way: its file_change rows name the files, their blobs and changed lines, and say
 * which files' changed lines may hold the query's words; only those are read. */
static int read_rows(GPtrArray *files, gboolean *skipped, gboolean *refuted, git_repository *repo,
		     GPtrArray *rows, char *const *minus, char *const *plus, const struct pq_query *refute_by,
		     const char *what, GError **error)
{
	gboolean words = (minus && minus[0]) || (plus && plus[0]);
	g_autofree git_blob **post = g_new0(git_blob *, rows->len + 1);
	int ret = 0;

	if (refute_by && words && refute_post(refuted, post, repo, rows, minus, plus, refute_by))
		goto out;
	for (guint i = 0; i < rows->len && !ret; i++) {
		const struct pq__file_row *r = rows->pdata[i];
		struct one_file o = { r->status, r->old_path ? r->old_path : r->new_path,
				      r->new_path ? r->new_path : r->old_path, &r->old_id, &r->new_id, r->lines };

		if (!row_read(r, skipped, minus, plus))
			continue;
		ret = read_file(files, skipped, repo, &o, g_steal_pointer(&post[i]), minus, plus, what, error);
	}
out:
	for (guint i = 0; i < rows->len; i++)
		git_blob_free(post[i]);
	return ret;
}

int qdb_commit_changes(GPtrArray **out, gboolean *out_skipped, gboolean *out_refuted, struct qdb_cache *cache,
		       const struct pq_commit *commit, GPtrArray *rows, char *const *minus, char *const *plus,
		       const struct pq_query *refute_by, GError **error)
{
	g_autofree char *what = g_strdup_printf("%s: commit %s", commit->repo_path, commit->hash);
	git_repository *repo = cached_repo(cache, commit->repo_path, error);
	git_diff_options o = GIT_DIFF_OPTIONS_INIT;
	git_diff_find_options fo = GIT_DIFF_FIND_OPTIONS_INIT;
	git_commit *c = NULL, *parent = NULL;
	git_tree *tree = NULL, *ptree = NULL;
	git_diff *diff = NULL;
	GPtrArray *files = NULL;
	git_oid oid;
	int ret = -1;

	*out = NULL;
	*out_skipped = FALSE;
	*out_refuted = FALSE;
	if (!repo)
		return -1;
	files = g_ptr_array_new_with_free_func((GDestroyNotify)pq_file_change_free);
	if (rows) {
		if (read_rows(files, out_skipped, out_refuted, repo, rows, minus, plus, refute_by, what, error))
			goto out;
		*out = g_steal_pointer(&files);
		return 0;
	}
	if (git_oid_fromstr(&oid, commit->hash) || git_commit_lookup(&c, repo, &oid) || git_commit_tree(&tree, c) ||
	    (git_commit_parentcount(c) && (git_commit_parent(&parent, c, 0) || git_commit_tree(&ptree, parent)))) {
		git_fail(error, what);
		goto out;
	}
	o.context_lines = 0;
	o.interhunk_lines = 0;
	fo.flags = GIT_DIFF_FIND_RENAMES | GIT_DIFF_FIND_EXACT_MATCH_ONLY;
	if (git_diff_tree_to_tree(&diff, repo, ptree, tree, &o) || git_diff_find_similar(diff, &fo)) {
		git_fail(error, what);
		goto out;
	}
	for (size_t i = 0; i < git_diff_num_deltas(diff); i++) {
		const git_diff_delta *d = git_diff_get_delta(diff, i);
		struct one_file f = { d->status == GIT_DELTA_ADDED ? 'A' : d->status == GIT_DELTA_DELETED ? 'D' : 'M',
				      d->old_file.path, d->new_file.path, &d->old_file.id, &d->new_file.id, NULL };

		if (d->old_file.mode == GIT_FILEMODE_COMMIT || d->new_file.mode == GIT_FILEMODE_COMMIT)
			continue;
		if (d->flags & GIT_DIFF_FLAG_BINARY)
			continue;
		if (read_file(files, out_skipped, repo, &f, NULL, minus, plus, what, error))
			goto out;
	}
	*out = g_steal_pointer(&files);
	ret = 0;
out:
	if (files)
		g_ptr_array_unref(files);
	git_diff_free(diff);
	git_tree_free(tree);
	git_tree_free(ptree);
	git_commit_free(parent);
	git_commit_free(c);
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Reading the pre/post images of many candidate commits for verification, with each repository opened
 * once per query run (pq_commit_changes opens it per commit, which was 3/4 of the verification time).
 * Same result as pq_commit_changes: first-parent diff, exact renames, binary files and submodules skipped.
 */
#include <string.h>
#include <git2.h>
#include "query-internal.h"

struct qdb_cache {
	GHashTable *repos;	/* repo_path -> git_repository* */
	GHashTable *dates;	/* "repo_path\nrev" -> gint64* author date, absent: not looked up */
};

struct qdb_cache *qdb_cache_new(void)
{
	struct qdb_cache *c = g_new0(struct qdb_cache, 1);

	git_libgit2_init();
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
	git_libgit2_shutdown();
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

static gboolean has_any_len(const char *text, gsize n, char *const *words);

/* The blob of f, NULL if absent (added or deleted side) or unreadable. */
static git_blob *side_blob(git_repository *repo, const git_diff_file *f)
{
	git_blob *b = NULL;

	if (!(f->flags & GIT_DIFF_FLAG_EXISTS) || git_blob_lookup(&b, repo, &f->id))
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

/* What the line callback gathers of one file's diff. */
struct lines_seen {
	struct pq_file_change *fc;
	char *const *minus, *const *plus;
	gboolean words_seen;	/* a removed line has a minus word or an added line a plus word */
	gboolean guard_added;	/* an added line opens a conditional: guard.c may resolve it */
};

static int line_cb(const git_diff_delta *d, const git_diff_hunk *h, const git_diff_line *line, void *payload)
{
	struct lines_seen *ls = payload;

	(void)d;
	(void)h;
	if (line->origin == GIT_DIFF_LINE_DELETION) {
		g_array_append_val(ls->fc->removed_lines, line->old_lineno);
		ls->words_seen = ls->words_seen || has_any_len(line->content, line->content_len, ls->minus);
	} else if (line->origin == GIT_DIFF_LINE_ADDITION) {
		g_array_append_val(ls->fc->added_lines, line->new_lineno);
		ls->words_seen = ls->words_seen || has_any_len(line->content, line->content_len, ls->plus);
		ls->guard_added = ls->guard_added || pq_line_opens_guard(line->content, line->content_len);
	}
	return 0;
}

/* Whether the n bytes at text contain one of words (a field word ".x" as "x"). */
static gboolean has_any_len(const char *text, gsize n, char *const *words)
{
	for (guint i = 0; words && words[i]; i++)
		if (g_strstr_len(text, (gssize)n, words[i][0] == '.' ? words[i] + 1 : words[i]))
			return TRUE;
	return FALSE;
}

int qdb_commit_changes(GPtrArray **out, gboolean *out_skipped, struct qdb_cache *cache,
		       const struct pq_commit *commit, char *const *minus, char *const *plus, GError **error)
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
	if (!repo)
		return -1;
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
	files = g_ptr_array_new_with_free_func((GDestroyNotify)pq_file_change_free);
	for (size_t i = 0; i < git_diff_num_deltas(diff); i++) {
		const git_diff_delta *d = git_diff_get_delta(diff, i);
		gboolean words = (minus && minus[0]) || (plus && plus[0]);
		struct lines_seen ls = { NULL, minus, plus, !words, FALSE };
		git_blob *ob = NULL, *nb = NULL;
		gsize ol, nl;
		int err;

		if (d->old_file.mode == GIT_FILEMODE_COMMIT || d->new_file.mode == GIT_FILEMODE_COMMIT)
			continue;
		/* Each blob is read once (a pack read resolves a delta chain), and used in place.  A
		 * file that cannot hold the query's words is not diffed, only counted as changed lines;
		 * with only removed words, the new blob of a file whose old one lacks them is not read. */
		ob = d->status == GIT_DELTA_ADDED ? NULL : side_blob(repo, &d->old_file);
		ol = text_len(ob);
		if (words && !(plus && plus[0]) && !(ob && has_any_len(git_blob_rawcontent(ob), ol, minus))) {
			if (!ob || !pq_is_binary(git_blob_rawcontent(ob), git_blob_rawsize(ob)))
				*out_skipped = TRUE;
			git_blob_free(ob);
			continue;
		}
		nb = d->status == GIT_DELTA_DELETED ? NULL : side_blob(repo, &d->new_file);
		nl = text_len(nb);
		if ((ob && pq_is_binary(git_blob_rawcontent(ob), git_blob_rawsize(ob))) ||
		    (nb && pq_is_binary(git_blob_rawcontent(nb), git_blob_rawsize(nb))) ||
		    (d->flags & GIT_DIFF_FLAG_BINARY))
			goto next;
		if (words && !((minus && minus[0] && ob && has_any_len(git_blob_rawcontent(ob), ol, minus)) ||
			       (plus && plus[0] && nb && has_any_len(git_blob_rawcontent(nb), nl, plus)))) {
			*out_skipped = TRUE;
			goto next;
		}
		ls.fc = g_new0(struct pq_file_change, 1);
		ls.fc->removed_lines = g_array_new(FALSE, FALSE, sizeof(int));
		ls.fc->added_lines = g_array_new(FALSE, FALSE, sizeof(int));
		/* blobs diffed by id, nothing hashed or copied; a text cut at a NUL as a buffer */
		if ((ob && ol < (gsize)git_blob_rawsize(ob)) || (nb && nl < (gsize)git_blob_rawsize(nb)))
			err = git_diff_buffers(ob ? git_blob_rawcontent(ob) : NULL, ol, d->old_file.path,
					       nb ? git_blob_rawcontent(nb) : NULL, nl, d->new_file.path, &o, NULL,
					       NULL, NULL, line_cb, &ls);
		else
			err = git_diff_blobs(ob, d->old_file.path, nb, d->new_file.path, &o, NULL, NULL, NULL,
					     line_cb, &ls);
		if (err) {
			pq_file_change_free(ls.fc);
			git_blob_free(ob);
			git_blob_free(nb);
			git_fail(error, what);
			goto out;
		}
		if (!ls.fc->removed_lines->len && !ls.fc->added_lines->len) {
			/* the texts read are equal (a mode change, or past a NUL): no patch, as before */
			pq_file_change_free(ls.fc);
			goto next;
		}
		ls.fc->old_path = d->status == GIT_DELTA_ADDED ? NULL : g_strdup(d->old_file.path);
		ls.fc->new_path = d->status == GIT_DELTA_DELETED ? NULL : g_strdup(d->new_file.path);
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
			*out_skipped = TRUE;
			pq_file_change_free(ls.fc);
		} else {
			g_ptr_array_add(files, ls.fc);
		}
next:
		git_blob_free(ob);
		git_blob_free(nb);
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

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

/* The blob's text, NULL if absent; *binary set (and NULL returned) when git would call it binary. */
static char *blob_text(git_repository *repo, const git_diff_file *f, gboolean *binary)
{
	git_blob *b = NULL;
	char *t = NULL;

	if (!(f->flags & GIT_DIFF_FLAG_EXISTS) || git_blob_lookup(&b, repo, &f->id))
		return NULL;
	if (pq_is_binary(git_blob_rawcontent(b), git_blob_rawsize(b)))
		*binary = TRUE;
	else
		t = g_strndup(git_blob_rawcontent(b), (gsize)git_blob_rawsize(b));
	git_blob_free(b);
	return t;
}

/* Whether the n bytes at text contain one of words (a field word ".x" as "x"). */
static gboolean has_any_len(const char *text, gsize n, char *const *words)
{
	for (guint i = 0; words && words[i]; i++)
		if (g_strstr_len(text, (gssize)n, words[i][0] == '.' ? words[i] + 1 : words[i]))
			return TRUE;
	return FALSE;
}

/* Whether text contains one of words (a field word ".x" as "x"); TRUE when words is empty. */
static gboolean has_any(const char *text, char *const *words)
{
	if (!words || !words[0])
		return TRUE;
	if (!text)
		return FALSE;
	for (guint i = 0; words[i]; i++)
		if (strstr(text, words[i][0] == '.' ? words[i] + 1 : words[i]))
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
		struct pq_file_change *fc;
		git_patch *p = NULL;
		gboolean binary = FALSE, words_seen;
		char *ot, *nt;

		if (d->old_file.mode == GIT_FILEMODE_COMMIT || d->new_file.mode == GIT_FILEMODE_COMMIT)
			continue;
		/* each blob is read once (a pack read resolves a delta chain); files that cannot hold the
		 * query's words are not diffed: they only count as changed lines */
		ot = d->status == GIT_DELTA_ADDED ? NULL : blob_text(repo, &d->old_file, &binary);
		nt = d->status == GIT_DELTA_DELETED ? NULL : blob_text(repo, &d->new_file, &binary);
		if (binary || (d->flags & GIT_DIFF_FLAG_BINARY)) {
			g_free(ot);
			g_free(nt);
			continue;
		}
		if (((minus && minus[0]) || (plus && plus[0])) &&
		    !((minus && minus[0] && has_any(ot, minus)) || (plus && plus[0] && has_any(nt, plus)))) {
			*out_skipped = TRUE;
			g_free(ot);
			g_free(nt);
			continue;
		}
		if (git_patch_from_buffers(&p, ot, ot ? strlen(ot) : 0, d->old_file.path, nt, nt ? strlen(nt) : 0,
					   d->new_file.path, &o)) {
			g_free(ot);
			g_free(nt);
			git_fail(error, what);
			goto out;
		}
		if (!p) {
			g_free(ot);
			g_free(nt);
			continue;
		}
		fc = g_new0(struct pq_file_change, 1);
		fc->old_path = d->status == GIT_DELTA_ADDED ? NULL : g_strdup(d->old_file.path);
		fc->new_path = d->status == GIT_DELTA_DELETED ? NULL : g_strdup(d->new_file.path);
		fc->old_text = ot;
		fc->new_text = nt;
		fc->removed_lines = g_array_new(FALSE, FALSE, sizeof(int));
		fc->added_lines = g_array_new(FALSE, FALSE, sizeof(int));
		/* with no word to look for, every file may match */
		words_seen = !((minus && minus[0]) || (plus && plus[0]));
		for (size_t h = 0; h < git_patch_num_hunks(p); h++) {
			int n = git_patch_num_lines_in_hunk(p, h);

			for (int l = 0; l < n; l++) {
				const git_diff_line *line;

				if (git_patch_get_line_in_hunk(&line, p, h, l))
					continue;
				if (line->origin == GIT_DIFF_LINE_DELETION) {
					g_array_append_val(fc->removed_lines, line->old_lineno);
					words_seen = words_seen ||
						     has_any_len(line->content, line->content_len, minus);
				} else if (line->origin == GIT_DIFF_LINE_ADDITION) {
					g_array_append_val(fc->added_lines, line->new_lineno);
					words_seen = words_seen ||
						     has_any_len(line->content, line->content_len, plus);
				}
			}
		}
		git_patch_free(p);
		/* a guarded example's old code stays as context in #else: once its guards are read as
		 * the change's before and after, the words may be on the new changed lines */
		if (pq_file_change_resolve_guards(fc) > 0)
			words_seen = TRUE;
		/* The words are on the changed lines of every match: a file whose hunks lack them all is
		 * not tokenized and matched, only counted (the whole-text check above is the cheap half). */
		if (!words_seen) {
			*out_skipped = TRUE;
			pq_file_change_free(fc);
			continue;
		}
		g_ptr_array_add(files, fc);
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

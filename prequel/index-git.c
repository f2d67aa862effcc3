// SPDX-License-Identifier: GPL-2.0
/*
 * What the index's readers ask of libgit2: the commits of a revision range (its ends resolved by
 * range.c), and the pre/post images of a commit's files (through the same diff as the index,
 * index-diff.c) for verification and synthesis.
 */
#include <string.h>
#include "pq-db-int.h"
#include "pq-query-int.h"

int pq__walk_push(git_revwalk *walk, git_repository *repo, const char *range, const char *path,
		  GError **error)
{
	git_oid hide, tip;
	gboolean has_hide;

	if (pq__range_ends(&hide, &has_hide, &tip, repo, range, path, error))
		return -1;
	if (has_hide && git_revwalk_hide(walk, &hide))
		return pq__git_error(error, path);
	if (git_revwalk_push(walk, &tip))
		return pq__git_error(error, path);
	return 0;
}

int pq__range_oids(struct pq__range **out, const char *repo_path, const char *range, GError **error)
{
	git_repository *repo = NULL;
	git_revwalk *walk = NULL;
	struct pq__range *set;
	git_oid oid;
	int rc = -1;

	*out = NULL;
	if (git_repository_open(&repo, repo_path))
		return pq__git_error(error, repo_path);
	if (git_revwalk_new(&walk, repo)) {
		pq__git_error(error, repo_path);
		goto out_free_repo;
	}
	if (pq__walk_push(walk, repo, range, repo_path, error))
		goto out_free_walk;
	set = pq__range_new();
	while (!(rc = git_revwalk_next(&oid, walk)))
		pq__range_add(set, &oid);
	if (rc != GIT_ITEROVER) {
		g_autoptr(GArray) oids = g_array_new(FALSE, FALSE, sizeof(git_oid));
		struct pq__walk_cut cut = { 0 };
		git_oid hide, tip;
		gboolean has_hide;

		/* a commit libgit2 cannot parse ends its walk: walk by the raw commits, as the
		 * index did (walk.c) */
		git_error_clear();
		if (pq__range_ends(&hide, &has_hide, &tip, repo, range, repo_path, error) ||
		    pq__walk_lenient(oids, &cut, repo, &tip, 1, &hide, has_hide, repo_path,
				     error)) {
			pq__range_free(set);
			goto out_free_walk;
		}
		for (guint i = 0; i < oids->len; i++)
			pq__range_add(set, &g_array_index(oids, git_oid, i));
	}
	*out = set;
	rc = 0;
out_free_walk:
	git_revwalk_free(walk);
out_free_repo:
	git_repository_free(repo);
	return rc;
}

static char *blob_text(git_blob *blob)
{
	return blob ? g_strndup(git_blob_rawcontent(blob), git_blob_rawsize(blob)) : NULL;
}

static int find_commit(char **out_path, char **out_hash, struct pq_db *db, const char *repo,
		       const char *hash, GError **error)
{
	sqlite3_stmt *st;
	g_autofree char *hi = g_strconcat(hash, "g", NULL);
	int rc, n = 0;

	if (pq__prepare(&st, db,
			"SELECT r.path, c.hash FROM \"commit\" c JOIN repo r ON r.id = c.repo"
			" WHERE c.hash >= ?1 AND c.hash < ?2 AND (?3 IS NULL OR r.name = ?3)"
			" ORDER BY r.id LIMIT 2", error))
		return -1;
	sqlite3_bind_text(st, 1, hash, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, hi, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, repo, -1, SQLITE_STATIC);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *h = (const char *)sqlite3_column_text(st, 1);

		/* the same commit in two repos (a fork) is fine; two commits for one prefix are not */
		if (n && strcmp(h, *out_hash) != 0) {
			n = -1;
			break;
		}
		if (!n) {
			*out_path = g_strdup((const char *)sqlite3_column_text(st, 0));
			*out_hash = g_strdup(h);
		}
		n++;
	}
	sqlite3_finalize(st);
	if (n > 0)
		return 0;
	g_clear_pointer(out_path, g_free);
	g_clear_pointer(out_hash, g_free);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot look up a commit");
	g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: %s commit '%s'%s%s", db->path,
		    n < 0 ? "ambiguous" : "no indexed", hash, repo ? " in repo " : "", repo ? repo : "");
	return -1;
}

int pq_commit_changes(GPtrArray **out, struct pq_db *db, const char *repo_name, const char *hash,
		      GError **error)
{
	g_autofree char *path = NULL, *full = NULL;
	git_repository *repo = NULL;
	git_commit *commit = NULL;
	GArray *changed = NULL;
	GPtrArray *files;
	git_oid oid;
	int rc = -1;

	*out = NULL;
	if (find_commit(&path, &full, db, repo_name, hash, error))
		return -1;
	if (git_repository_open(&repo, path))
		return pq__git_error(error, path);
	if (git_oid_fromstr(&oid, full) || git_commit_lookup(&commit, repo, &oid) ||
	    pq__commit_files(&changed, repo, commit)) {
		g_autofree char *what = g_strdup_printf("%s: commit %s", path, full);

		pq__git_error(error, what);
		goto out_free;
	}
	files = g_ptr_array_new_with_free_func((GDestroyNotify)pq_file_change_free);
	for (guint i = 0; i < changed->len; i++) {
		struct pq__file *f = &g_array_index(changed, struct pq__file, i);
		struct pq_file_change *fc;

		if (pq__file_patch(f, repo)) {
			g_autofree char *what = g_strdup_printf("%s: commit %s: %s", path, full,
								f->new_path ? f->new_path : f->old_path);

			pq__git_error(error, what);
			g_ptr_array_unref(files);
			goto out_free;
		}
		if (f->flags & (PQ_FC_BINARY | PQ_FC_SUBMODULE))
			continue;
		fc = g_new0(struct pq_file_change, 1);
		fc->old_path = g_strdup(f->old_path);
		fc->new_path = g_strdup(f->new_path);
		fc->old_text = blob_text(f->old_blob);
		fc->new_text = blob_text(f->new_blob);
		fc->removed_lines = g_array_new(FALSE, FALSE, sizeof(int));
		fc->added_lines = g_array_new(FALSE, FALSE, sizeof(int));
		for (size_t h = 0; f->patch && h < git_patch_num_hunks(f->patch); h++) {
			int n = git_patch_num_lines_in_hunk(f->patch, h);

			for (int l = 0; l < n; l++) {
				const git_diff_line *line;
				int no;

				if (git_patch_get_line_in_hunk(&line, f->patch, h, l))
					continue;
				if (line->origin == GIT_DIFF_LINE_DELETION) {
					no = line->old_lineno;
					g_array_append_val(fc->removed_lines, no);
				} else if (line->origin == GIT_DIFF_LINE_ADDITION) {
					no = line->new_lineno;
					g_array_append_val(fc->added_lines, no);
				}
			}
		}
		pq_file_change_resolve_guards(fc);
		g_ptr_array_add(files, fc);
	}
	*out = files;
	rc = 0;
out_free:
	pq__commit_files_free(changed);
	git_commit_free(commit);
	git_repository_free(repo);
	return rc;
}

void pq_file_change_free(struct pq_file_change *c)
{
	if (!c)
		return;
	g_free(c->old_path);
	g_free(c->new_path);
	g_free(c->old_text);
	g_free(c->new_text);
	if (c->removed_lines)
		g_array_unref(c->removed_lines);
	if (c->added_lines)
		g_array_unref(c->added_lines);
	g_free(c);
}

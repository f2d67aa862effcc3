// SPDX-License-Identifier: GPL-2.0
/*
 * The index's rows of repositories: which row a repository is indexed under (by name, by path), that
 * a name is not given to an unrelated history, and the hashes a row already holds.
 */
#include <string.h>
#include "pq-db-int.h"
#include "pq-index-int.h"
#include "pq-query-int.h"

/* The name the repository at path was indexed under, or NULL: a rerun without --repo-name finds its
 * own row whatever the folder is called.  *out owned. */
int pq__repo_name_by_path(char **out, struct pq_db *db, const char *path, GError **error)
{
	sqlite3_stmt *st;
	int rc;

	*out = NULL;
	if (pq__prepare(&st, db, "SELECT name FROM repo WHERE path = ?1 ORDER BY id LIMIT 1", error))
		return -1;
	sqlite3_bind_text(st, 1, path, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*out = g_strdup((const char *)sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot read the repositories");
	return 0;
}

/*
 * Whether repo is the repository indexed as id: it holds the oldest or the newest commit stored
 * under id (a fresh clone, a fork or a shallow clone holds one; an unrelated repository that merely
 * sits in a folder of the same name holds neither).  TRUE when nothing is stored yet.
 */
static int same_history(gboolean *out, struct pq_db *db, gint64 id, git_repository *repo, GError **error)
{
	sqlite3_stmt *st;
	git_odb *odb = NULL;
	gboolean any = FALSE;
	int rc;

	*out = FALSE;
	if (pq__prepare(&st, db, "SELECT hash FROM \"commit\" WHERE id IN ((SELECT min(id) FROM \"commit\""
			" WHERE repo = ?1), (SELECT max(id) FROM \"commit\" WHERE repo = ?1))", error))
		return -1;
	if (git_repository_odb(&odb, repo)) {
		sqlite3_finalize(st);
		return pq__git_error(error, git_repository_path(repo));
	}
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		git_oid oid;

		any = TRUE;
		if (!git_oid_fromstr(&oid, (const char *)sqlite3_column_text(st, 0)) && git_odb_exists(odb, &oid))
			*out = TRUE;
	}
	sqlite3_finalize(st);
	git_odb_free(odb);
	if (rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot read the known commits");
	if (!any)
		*out = TRUE;
	return 0;
}

/*
 * Records the repository under name (updating its path) and loads the hashes it already has.  A name
 * held by a different repository (see same_history()) is refused: merging two histories under one
 * name sent queries to a path that lacks half their commits.  *out_created: the row is new.
 */
int pq__repo_row(gint64 *out_id, gboolean *out_created, GHashTable *known, GHashTable *refill,
		    struct pq_db *db, const char *name, const char *path, git_repository *repo, GError **error)
{
	sqlite3_stmt *st;
	gboolean same;
	int rc;

	*out_created = FALSE;
	if (pq__exec(db, "BEGIN IMMEDIATE", error))
		return -1;
	if (pq__prepare(&st, db, "SELECT id, path FROM repo WHERE name = ?1", error))
		goto out_rollback;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		g_autofree char *old = g_strdup((const char *)sqlite3_column_text(st, 1));

		*out_id = sqlite3_column_int64(st, 0);
		sqlite3_finalize(st);
		if (same_history(&same, db, *out_id, repo, error))
			goto out_rollback;
		if (!same) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT,
				    "%s: the index already has a different repository named '%s' (indexed from %s):"
				    " name this one with --repo-name", path, name, old);
			goto out_rollback;
		}
		if (pq__prepare(&st, db, "UPDATE repo SET path = ?2 WHERE id = ?1", error))
			goto out_rollback;
		sqlite3_bind_int64(st, 1, *out_id);
	} else if (rc == SQLITE_DONE) {
		sqlite3_finalize(st);
		if (pq__prepare(&st, db, "INSERT INTO repo(name, path) VALUES(?1, ?2)", error))
			goto out_rollback;
		sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
		*out_created = TRUE;
	} else {
		sqlite3_finalize(st);
		pq__sql_error(error, db, "cannot read the repositories");
		goto out_rollback;
	}
	sqlite3_bind_text(st, 2, path, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		pq__sql_error(error, db, "cannot record the repository");
		goto out_rollback;
	}
	if (*out_created)
		*out_id = sqlite3_last_insert_rowid(db->sql);
	if (pq__exec(db, PQ_BAD_COMMIT_SQL, error) || pq__exec(db, "COMMIT", error))
		goto out_rollback;
	if (pq__prepare(&st, db, "SELECT hash FROM \"commit\" WHERE repo = ?1", error))
		return -1;
	sqlite3_bind_int64(st, 1, *out_id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		g_hash_table_add(known, g_strdup((const char *)sqlite3_column_text(st, 0)));
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot read the known commits");
	/* a commit that does not parse will not parse next time either: known, not retried */
	if (pq__prepare(&st, db, "SELECT hash FROM bad_commit WHERE repo = ?1", error))
		return -1;
	sqlite3_bind_int64(st, 1, *out_id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW)
		g_hash_table_add(known, g_strdup((const char *)sqlite3_column_text(st, 0)));
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot read the known commits");
	/* commits stored with missing objects are not known: the walk offers them again */
	if (pq__prepare(&st, db, "SELECT c.hash, count(*) FROM file_change f JOIN \"commit\" c ON c.id ="
			" f.commit_id WHERE f.flags & 16 AND c.repo = ?1 GROUP BY c.id", error))
		return -1;
	sqlite3_bind_int64(st, 1, *out_id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *hash = (const char *)sqlite3_column_text(st, 0);

		g_hash_table_remove(known, hash);
		g_hash_table_insert(refill, g_strdup(hash), GUINT_TO_POINTER(sqlite3_column_int(st, 1)));
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot read the known commits");
	return 0;
out_rollback:
	sqlite3_exec(db->sql, "ROLLBACK", NULL, NULL, NULL);
	return -1;
}

/* A failed first run of a repository must not leave its row behind, commitless ("repos: 1, commits:
 * 0"); a row with commits stays, the next run resumes it. */
void pq__repo_drop_empty(struct pq_db *db, gint64 id)
{
	sqlite3_stmt *st;

	if (sqlite3_prepare_v2(db->sql, "DELETE FROM repo WHERE id = ?1 AND NOT EXISTS"
			       " (SELECT 1 FROM \"commit\" WHERE repo = ?1)", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_int64(st, 1, id);
	sqlite3_step(st);
	sqlite3_finalize(st);
}

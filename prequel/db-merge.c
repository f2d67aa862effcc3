// SPDX-License-Identifier: GPL-2.0
/*
 * Merging indexes: shards built by separate CI jobs (`prequel index --shard K/N`, or one job per range)
 * are folded into one DB.  The source is ATTACHed; commits the target lacks are copied with new row ids,
 * their file changes follow, and their words are read back from the source's FTS5 index through an
 * fts5vocab "instance" table (the word tables are contentless, so the index itself is the only copy).
 * One transaction: a failed merge leaves the target as it was.
 */
#include <string.h>
#include "pq-db-int.h"

static const char *const side_table[3] = { "words_minus", "words_plus", "words_ctx" };

static int map_repos(GHashTable *repos, struct pq_db *db, GError **error)
{
	sqlite3_stmt *st, *ins, *get;
	int rc = -1;

	if (pq__prepare(&st, db, "SELECT id, name, path FROM pq_src.repo", error))
		return -1;
	if (pq__prepare(&ins, db, "INSERT OR IGNORE INTO main.repo(name, path) VALUES(?1, ?2)", error))
		goto out_st;
	if (pq__prepare(&get, db, "SELECT id FROM main.repo WHERE name = ?1", error))
		goto out_ins;
	while (sqlite3_step(st) == SQLITE_ROW) {
		gint64 src = sqlite3_column_int64(st, 0), dst;

		sqlite3_bind_value(ins, 1, sqlite3_column_value(st, 1));
		sqlite3_bind_value(ins, 2, sqlite3_column_value(st, 2));
		if (sqlite3_step(ins) != SQLITE_DONE)
			goto out_sql;
		sqlite3_reset(ins);
		sqlite3_bind_value(get, 1, sqlite3_column_value(st, 1));
		if (sqlite3_step(get) != SQLITE_ROW)
			goto out_sql;
		dst = sqlite3_column_int64(get, 0);
		sqlite3_reset(get);
		g_hash_table_insert(repos, g_memdup2(&src, sizeof(src)), g_memdup2(&dst, sizeof(dst)));
	}
	rc = 0;
	goto out_get;
out_sql:
	pq__sql_error(error, db, "cannot merge repos");
out_get:
	sqlite3_finalize(get);
out_ins:
	sqlite3_finalize(ins);
out_st:
	sqlite3_finalize(st);
	return rc;
}

static int copy_commits(guint64 *added, GHashTable *repos, struct pq_db *db, GError **error)
{
	sqlite3_stmt *st, *has = NULL, *ins = NULL, *map = NULL;
	int rc = -1, step;

	if (pq__prepare(&st, db, "SELECT id, repo, hash, parents, author, author_date, subject, files, added,"
			" removed FROM pq_src.\"commit\" ORDER BY author_date, id", error))
		return -1;
	if (pq__prepare(&has, db, "SELECT 1 FROM main.\"commit\" WHERE repo = ?1 AND hash = ?2", error) ||
	    pq__prepare(&ins, db, "INSERT INTO main.\"commit\"(repo, hash, parents, author, author_date,"
			" subject, files, added, removed) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)", error) ||
	    pq__prepare(&map, db, "INSERT INTO temp.pq_map(src, dst) VALUES(?1, ?2)", error))
		goto out;
	while ((step = sqlite3_step(st)) == SQLITE_ROW) {
		gint64 src_repo = sqlite3_column_int64(st, 1);
		gint64 *dst_repo = g_hash_table_lookup(repos, &src_repo);
		int exists;

		if (!dst_repo) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: commit %s names no repo", db->path,
				    sqlite3_column_text(st, 2));
			goto out;
		}
		sqlite3_bind_int64(has, 1, *dst_repo);
		sqlite3_bind_value(has, 2, sqlite3_column_value(st, 2));
		exists = sqlite3_step(has);
		sqlite3_reset(has);
		if (exists == SQLITE_ROW)
			continue;
		if (exists != SQLITE_DONE)
			goto out_sql;
		sqlite3_bind_int64(ins, 1, *dst_repo);
		for (int i = 2; i <= 9; i++)
			sqlite3_bind_value(ins, i, sqlite3_column_value(st, i));
		if (sqlite3_step(ins) != SQLITE_DONE)
			goto out_sql;
		sqlite3_reset(ins);
		sqlite3_bind_int64(map, 1, sqlite3_column_int64(st, 0));
		sqlite3_bind_int64(map, 2, sqlite3_last_insert_rowid(db->sql));
		if (sqlite3_step(map) != SQLITE_DONE)
			goto out_sql;
		sqlite3_reset(map);
		(*added)++;
	}
	if (step == SQLITE_DONE) {
		rc = 0;
		goto out;
	}
out_sql:
	pq__sql_error(error, db, "cannot merge commits");
out:
	sqlite3_finalize(map);
	sqlite3_finalize(ins);
	sqlite3_finalize(has);
	sqlite3_finalize(st);
	return rc;
}

static int flush_doc(sqlite3_stmt *ins, gint64 dst, GString *w)
{
	int rc;

	if (!w->len)
		return SQLITE_DONE;
	sqlite3_bind_int64(ins, 1, dst);
	sqlite3_bind_text(ins, 2, w->str, w->len, SQLITE_STATIC);
	rc = sqlite3_step(ins);
	sqlite3_reset(ins);
	g_string_truncate(w, 0);
	return rc;
}

static int copy_words(struct pq_db *db, GError **error)
{
	if (pq__vocab(db, "pq_src", "instance", error))
		return -1;
	for (int s = 0; s < 3; s++) {
		g_autofree char *q = g_strdup_printf(
			"SELECT m.dst, v.term FROM temp.pq_pq_src_%s_instance v JOIN temp.pq_map m ON m.src = v.doc"
			" ORDER BY m.dst, v.term", side_table[s]);
		g_autofree char *i = g_strdup_printf("INSERT INTO main.%s(rowid, w) VALUES(?1, ?2)",
						     side_table[s]);
		sqlite3_stmt *st, *ins;
		GString *w = g_string_new(NULL);
		gint64 cur = -1;
		int rc;

		if (pq__prepare(&st, db, q, error)) {
			g_string_free(w, TRUE);
			return -1;
		}
		if (pq__prepare(&ins, db, i, error)) {
			sqlite3_finalize(st);
			g_string_free(w, TRUE);
			return -1;
		}
		while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			gint64 dst = sqlite3_column_int64(st, 0);

			if (dst != cur && flush_doc(ins, cur, w) != SQLITE_DONE)
				break;
			cur = dst;
			if (w->len)
				g_string_append_c(w, ' ');
			g_string_append(w, (const char *)sqlite3_column_text(st, 1));
		}
		if (rc == SQLITE_DONE && flush_doc(ins, cur, w) != SQLITE_DONE)
			rc = SQLITE_ERROR;
		sqlite3_finalize(ins);
		sqlite3_finalize(st);
		g_string_free(w, TRUE);
		if (rc != SQLITE_DONE)
			return pq__sql_error(error, db, "cannot merge words");
	}
	return 0;
}

/*
 * The rows of a per-repository table the source may lack (an index older than the table, or
 * that never needed it), under the target's repo ids: create is the table's schema, insert
 * copies one source repo ?1 as target repo ?2, what names it in an error.
 */
static int copy_repo_table(GHashTable *repos, struct pq_db *db, const char *table,
			   const char *create, const char *insert, const char *what,
			   GError **error)
{
	g_autofree char *probe = g_strdup_printf("SELECT 1 FROM pq_src.sqlite_master WHERE "
						 "type = 'table' AND name = '%s'", table);
	GHashTableIter it;
	gpointer src, dst;
	sqlite3_stmt *st;
	int rc;

	if (pq__prepare(&st, db, probe, error))
		return -1;
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc == SQLITE_DONE)
		return 0;
	if (rc != SQLITE_ROW)
		return pq__sql_error(error, db, what);
	if (pq__exec(db, create, error) || pq__prepare(&st, db, insert, error))
		return -1;
	g_hash_table_iter_init(&it, repos);
	while (g_hash_table_iter_next(&it, &src, &dst)) {
		sqlite3_bind_int64(st, 1, *(gint64 *)src);
		sqlite3_bind_int64(st, 2, *(gint64 *)dst);
		rc = sqlite3_step(st);
		sqlite3_reset(st);
		if (rc != SQLITE_DONE) {
			sqlite3_finalize(st);
			return pq__sql_error(error, db, what);
		}
	}
	sqlite3_finalize(st);
	return 0;
}

/* The source's commit graph, and its skipped commits (bad_commit), so that a merged index walks
 * ranges and counts and skips bad commits as the one build would */
static int copy_graph(GHashTable *repos, struct pq_db *db, GError **error)
{
	return copy_repo_table(repos, db, "graph", PQ_GRAPH_SQL,
			       "INSERT OR IGNORE INTO main.graph(repo, oid, time, parents)"
			       " SELECT ?2, oid, time, parents FROM pq_src.graph WHERE repo = ?1",
			       "cannot merge the commit graph", error) ||
	       copy_repo_table(repos, db, "bad_commit", PQ_BAD_COMMIT_SQL,
			       "INSERT OR IGNORE INTO main.bad_commit(repo, hash, reason)"
			       " SELECT ?2, hash, reason FROM pq_src.bad_commit WHERE repo = ?1",
			       "cannot merge the skipped commits", error) ? -1 : 0;
}

static void drop_vocab(struct pq_db *db)
{
	for (int s = 0; s < 3; s++) {
		g_autofree char *q = g_strdup_printf("DROP TABLE IF EXISTS temp.pq_pq_src_%s_instance",
						     side_table[s]);

		sqlite3_exec(db->sql, q, NULL, NULL, NULL);
	}
}

int pq_db_merge(guint64 *out_added, struct pq_db *db, const char *src_path, GError **error)
{
	g_autofree char *a = NULL, *b = NULL;
	GHashTable *repos;
	struct pq_db *src;
	sqlite3_stmt *st;
	guint64 added = 0;
	int rc = -1;

	if (out_added)
		*out_added = 0;
	/* opening it alone first gives the same clear errors for foreign or corrupt files; a
	 * damaged shard must be named as such, not the target once the copy fails */
	if (pq_db_open(&src, src_path, FALSE, error))
		return -1;
	rc = pq__db_check(src, error);
	pq_db_close(src);
	if (rc)
		return -1;
	a = g_canonicalize_filename(src_path, NULL);
	b = g_canonicalize_filename(db->path, NULL);
	if (!strcmp(a, b)) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: cannot merge an index into itself", src_path);
		return -1;
	}
	if (pq__prepare(&st, db, "ATTACH ?1 AS pq_src", error))
		return -1;
	sqlite3_bind_text(st, 1, src_path, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot attach the index to merge");
	rc = -1;
	repos = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free, g_free);
	if (pq__exec(db, "CREATE TEMP TABLE IF NOT EXISTS pq_map(src INTEGER PRIMARY KEY, dst INTEGER NOT NULL);"
		     "DELETE FROM temp.pq_map", error) ||
	    pq__exec(db, "BEGIN IMMEDIATE", error))
		goto out_detach;
	if (map_repos(repos, db, error) || copy_commits(&added, repos, db, error) ||
	    pq__exec(db, "INSERT INTO main.file_change(commit_id, status, old_path, new_path, hunks, added,"
		     " removed, flags, old_id, new_id, lines, words) SELECT m.dst, f.status, f.old_path,"
		     " f.new_path, f.hunks, f.added, f.removed, f.flags, f.old_id, f.new_id, f.lines, f.words"
		     " FROM pq_src.file_change f JOIN temp.pq_map m ON m.src = f.commit_id"
		     " ORDER BY f.rowid", error) ||
	    copy_words(db, error) || copy_graph(repos, db, error) ||
	    pq__exec(db, "COMMIT", error)) {
		sqlite3_exec(db->sql, "ROLLBACK", NULL, NULL, NULL);
		goto out_detach;
	}
	if (out_added)
		*out_added = added;
	rc = 0;
out_detach:
	g_hash_table_unref(repos);
	drop_vocab(db);
	sqlite3_exec(db->sql, "DELETE FROM temp.pq_map", NULL, NULL, NULL);
	sqlite3_exec(db->sql, "DETACH pq_src", NULL, NULL, NULL);
	return rc;
}

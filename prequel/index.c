// SPDX-License-Identifier: GPL-2.0
/* Building the index: walking commits with libgit2, diffing them in worker threads, one writer. */
#include "db-private.h"

static int not_yet(GError **error, const char *what)
{
	g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "%s: not implemented yet", what);
	return -1;
}

int pq_index_repo(struct pq_index_result *out, struct pq_db *db, const char *repo_path,
		  const struct pq_index_options *opts, GError **error)
{
	return not_yet(error, "index");
}

int pq_db_merge(guint64 *out_added, struct pq_db *db, const char *src_path, GError **error)
{
	return not_yet(error, "merge");
}

int pq_db_stats(struct pq_db_stats *out, struct pq_db *db, GError **error)
{
	return not_yet(error, "stats");
}

int pq_db_dump(char **out, struct pq_db *db, GError **error)
{
	return not_yet(error, "dump");
}

int pq_db_candidates(GArray **out_ids, struct pq_db *db, const char *const *minus,
		     const char *const *plus, const char *const *ctx, const char *range, const char *repo,
		     GError **error)
{
	return not_yet(error, "candidates");
}

int pq_db_commit(struct pq_commit **out, struct pq_db *db, gint64 id, GError **error)
{
	return not_yet(error, "commit");
}

void pq_commit_free(struct pq_commit *c)
{
	if (!c)
		return;
	g_free(c->repo);
	g_free(c->repo_path);
	g_free(c->hash);
	g_free(c->author);
	g_free(c->subject);
	g_free(c);
}

int pq_commit_changes(GPtrArray **out, struct pq_db *db, const char *repo, const char *hash,
		      GError **error)
{
	return not_yet(error, "changes");
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

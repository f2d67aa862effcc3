/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Between the parts of the index: its walk and writer (index.c), its diff workers (index-worker.c:
 * the result of one commit, what the workers share) and its repository rows (index-repo.c).
 */
#ifndef PQ_INDEX_INT_H
#define PQ_INDEX_INT_H

#include <sys/types.h>
#include <git2.h>
#include <glib.h>

#define PQ_WINDOW 2048		/* commits a worker thread runs ahead of the writer */

struct fc_row {
	char status;
	char *old_path, *new_path;
	guint hunks, added, removed, flags;
	git_oid old_id, new_id;	/* zero on a side that does not exist */
	GByteArray *lines;	/* the changed lines (lines_put()), NULL: no patch (binary, missing) */
	GByteArray *filter;	/* word filter of the changed lines (pq__word_filter()), NULL: no words */
};

struct result {
	guint seq;
	char hash[GIT_OID_HEXSZ + 1];
	char *parents, *author, *subject;
	gint64 date;
	guint added, removed;
	GArray *files;		/* struct fc_row */
	char *words[3];		/* minus, plus, ctx: sorted, blank-separated, NULL when empty */
	char *error;		/* set instead of the above when the commit could not be read */
	gboolean absent;	/* with error: its trees are missing (a partial clone); skipped, retried
				 * by the next run, not fatal */
	gboolean malformed;	/* with error: libgit2 cannot parse the commit; skipped and
				 * recorded in bad_commit, not fatal.  ctime and pids are from
				 * its raw header, pids NULL when even that cannot be read */
	guint missing;		/* files whose blobs are missing, flagged PQ_FC_MISSING */
	gboolean merge;		/* a merge, not indexed: nothing above is set */
	/* for the graph table, merges too (not with error) */
	gint64 ctime;		/* committer time */
	GByteArray *pids;	/* raw parent ids */
};

struct shared {
	const char *path;
	const char *gitdir;	/* workers open it bare: no work tree .gitattributes to stat per file */
	git_oid *oids;
	guint n;
	guint max_lines;
	guint chunk;		/* commits a worker claims at a time */
	gboolean merges;
	gint next;		/* atomic: next oid to claim */
	GAsyncQueue *results;
	GMutex lock;
	GCond cond;
	guint written;		/* under lock: results the writer consumed */
	gboolean stop;		/* under lock */
	struct proc *procs;	/* worker processes, or NULL for worker threads */
	guint nprocs;
	gint *claims;		/* shared with the worker processes, see procs_start() */
	gsize claims_size;
	guint die_chunk;	/* test hook: 1 + the chunk whose worker dies on claiming it, or 0 */
};


/* Frees r and what it holds; NULL is fine. */
void pq__result_free(struct result *r);
/* A worker thread over sh: pushes each claimed commit's result to sh->results. */
gpointer pq__worker(gpointer data);
/*
 * Starts n worker processes over sh (its oids walked, its chunk set): 0, or -1 with error set and
 * none left running.
 */
int pq__procs_start(struct shared *sh, guint n, GError **error);
/* Closes the pipes and waits for the workers, killing them first when kill_them. */
void pq__procs_stop(struct shared *sh, gboolean kill_them);
/* The result of commit seq, from the worker process that owns its chunk; NULL if it died. Owned. */
struct result *pq__proc_result(struct shared *sh, guint seq);

struct pq_db;
/* The name the repository at path was indexed under, or NULL in *out (owned).  0, or -1 with error. */
int pq__repo_name_by_path(char **out, struct pq_db *db, const char *path, GError **error);
/*
 * Records the repository under name (updating its path) and loads the hashes it already has into
 * known (and refill); a name held by a different history is refused.  *out_created: the row is new.
 * 0, or -1 with error set.
 */
int pq__repo_row(gint64 *out_id, gboolean *out_created, GHashTable *known, GHashTable *refill,
		 struct pq_db *db, const char *name, const char *path, git_repository *repo,
		 GError **error);
/* Deletes repository row id when no commit refers to it. */
void pq__repo_drop_empty(struct pq_db *db, gint64 id);

#endif /* PQ_INDEX_INT_H */

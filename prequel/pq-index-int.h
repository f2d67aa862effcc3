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

/*
 * Bytes a diff worker's word sets of one commit may hold (pq__words_mem() of its three sides)
 * before it spills them to sorted runs on disk (index-spill.c).  The 6.1 tree's first commit (3.9M
 * distinct words) spills; an ordinary commit never does.
 */
#define PQ_SPILL_CAP ((gsize)64 << 20)

struct fc_row {
	char status;
	char *old_path, *new_path;
	guint hunks, added, removed, flags;
	git_oid old_id, new_id;	/* zero on a side that does not exist */
	GByteArray *lines;	/* the changed lines (lines_put()), NULL: no patch (binary, missing) */
	GByteArray *filter;	/* word filter of the changed lines (pq__word_filter()), NULL: no words */
};

struct pq__spill;
struct proc;

struct result {
	guint seq;
	char hash[GIT_OID_HEXSZ + 1];
	char *parents, *author, *subject;
	gint64 date;
	guint added, removed;
	GArray *files;		/* struct fc_row */
	char *words[3];		/* minus, plus, ctx: sorted, blank-separated, NULL when empty */
	struct pq__spill *spill;	/* instead of words: the commit's words spilled to runs */
	struct proc *stream;	/* instead of words: they follow in this worker's pipe, as pieces */
	int stream_side;	/* with stream: the side the pipe is at */
	guint spill_runs;	/* with stream: the runs the worker merged */
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
	gsize words_chunk;	/* bytes of words per FTS5 insert (index.c) */
	gsize spill_cap;	/* PQ_SPILL_CAP, or the test hook's */
	const char *spill_dir;	/* where spill files are made: the index's folder */
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

/* Called with each piece of a side's words (blank-separated, sorted); 0, or -1 with error set. */
typedef int (*pq__piece_fn)(const char *s, gsize n, void *data, GError **error);
/*
 * Gives side (0 minus, 1 plus, 2 context) of r's words to fn in pieces of about chunk bytes, cut as
 * pq__pieces_of() cuts: from its joined string, its spill or its worker's pipe (sides in order
 * there).  0, or -1 with error set (by fn, or a spill or pipe that cannot be read).
 */
int pq__result_words(struct result *r, int side, gsize chunk, pq__piece_fn fn, void *data,
		     GError **error);
/* The sorted runs r's words were spilled to (0: held in memory). */
guint pq__result_spill_runs(const struct result *r);
/* Reads and drops what r's worker pipe still holds of its words: before the next result is read. */
void pq__result_drain(struct result *r);

/*
 * A commit's words spilled to sorted runs in one unnamed file (index-spill.c).  pq__spill_new()
 * makes it in dir: 0 and *out (pq__spill_free() it), or -1 with error set.
 */
struct pq__spill;
struct pq__words;
int pq__spill_new(struct pq__spill **out, const char *dir, GError **error);
void pq__spill_free(struct pq__spill *sp);
/* The runs sp holds, all sides. */
guint pq__spill_runs(const struct pq__spill *sp);
/* Writes each of the three sets (minus, plus, context lines') as a sorted run and empties them
 * (also on failure).  0, or -1 with error set. */
int pq__spill_sets(struct pq__spill *sp, struct pq__words sets[3], GError **error);
/*
 * Merges side's runs (side 2, the context side: every run) into its sorted words, each once, and
 * gives them to fn in the pieces pq__pieces_of() would cut from their joined string.  0, or -1 with
 * error set.
 */
int pq__spill_merge(struct pq__spill *sp, int side, gsize chunk, pq__piece_fn fn, void *data,
		    GError **error);
/*
 * Gives words (sorted, blank-separated; NULL: none) to fn in pieces: each piece ends at the first
 * blank chunk or more bytes in, or with words.  0, or -1 with error set.
 */
int pq__pieces_of(const char *words, gsize chunk, pq__piece_fn fn, void *data, GError **error);
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

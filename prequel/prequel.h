/* SPDX-License-Identifier: GPL-2.0 */
/*
 * prequel: find commits in git history that made a given API change.  This header is the library's
 * whole public interface: the commit index (a SQLite database of the words on and near changed lines,
 * built from libgit2 diffs) here, the query language in pq-query.h.  SQLite and libgit2 types never
 * appear here.  Every function returning int returns 0 on success or a negative code and then sets
 * *error (domain PQ_ERROR) to one line naming the input and the place.
 */
#ifndef PQ_PREQUEL_H
#define PQ_PREQUEL_H

#include <glib.h>

/* Error domain of the whole library.  The codes map to the command's exit codes (docs/cli.md). */
#define PQ_ERROR (pq_error_quark())
GQuark pq_error_quark(void);
enum pq_error {
	PQ_ERROR_INPUT = 1,	/* bad input: file, revision, query, DB that is not an index; exit 2 */
	PQ_ERROR_INTERNAL,	/* SQLite, libgit2 or system failure; exit 3 */
	PQ_ERROR_DAMAGED,	/* the index DB is damaged: SQLite finds it corrupt, or a
				 * statement failed and PRAGMA quick_check fails; "index DB is
				 * damaged: DB: ...", exit 3.  Later statements fail alike: stop */
};
/* Exit code for an error of any domain: 2 for PQ_ERROR_INPUT, 3 otherwise. */
int pq_error_exit_code(const GError *error);

/* ---- The database ---- */

struct pq_db;

/*
 * Opens the index at path.  create: make an empty index when the file does not exist (otherwise a
 * missing file is an error).  An existing file that is not a prequel index or has another schema
 * version is refused with PQ_ERROR_INPUT ("DB: not a prequel index (no meta table)"), one whose
 * pages SQLite finds corrupt with PQ_ERROR_DAMAGED.  Readers do not check every page here (PRAGMA
 * quick_check reads the whole file): a statement that fails later checks then, and reports
 * PQ_ERROR_DAMAGED; with create (a writer: index, merge) the check runs before anything is
 * written.  The DB is
 * in WAL mode: any number of readers may open it while one `prequel index` writes to it.
 * *out is owned by the caller: pq_db_close() it.
 */
int pq_db_open(struct pq_db **out, const char *path, gboolean create, GError **error);
void pq_db_close(struct pq_db *db);

/*
 * Candidate lookup: commits whose removed-lines words include all of minus[], whose added-lines words
 * include all of plus[], and whose context words (removed+added+context) include all of ctx[] (each array
 * NULL-terminated, may be NULL).  Context is 3 lines around each change plus the hunk's function
 * context line, as `git show` prints it after "@@ ... @@" (the enclosing function or struct
 * initializer: "static struct spi_driver as3935_driver = {").  Words are matched exactly (identifiers, numbers; a field designator
 * ".suspend"/"->suspend" is the word "suspend" and also matches field-only lookups when written ".suspend";
 * "->suspend" is the same as ".suspend").  Anything that is not such a word ("", "=", "a b", over 96
 * characters) can never be in the index and is ignored, as is a side with no word left.
 * range: "A..B" revision range (or one revision: everything reachable from it) resolved in each
 * repository (NULL: all); a range that resolves in no selected repository is PQ_ERROR_INPUT.
 * repo: repository name or NULL for every repo; an unknown name is PQ_ERROR_INPUT.
 * Returns commit row ids (gint64), newest author date first; *out_ids owned by the caller
 * (g_array_unref).
 */
int pq_db_candidates(GArray **out_ids /* gint64 */, struct pq_db *db, const char *const *minus,
		     const char *const *plus, const char *const *ctx, const char *range, const char *repo,
		     GError **error);

struct pq_commit {
	gint64 id;
	char *repo, *repo_path, *hash, *author, *subject;	/* author: "Name <email>" */
	gint64 date;						/* author date, seconds since the epoch */
	guint files, added, removed;
};
/* Fetches commit row id; an unknown id is PQ_ERROR_INPUT.  *out owned: pq_commit_free(). */
int pq_db_commit(struct pq_commit **out, struct pq_db *db, gint64 id, GError **error);
/* The rows of n commits, in the order of ids, with one statement; *out owned (frees its elements). */
int pq_db_commits(GPtrArray **out, struct pq_db *db, const gint64 *ids, guint n, GError **error);
void pq_commit_free(struct pq_commit *c);

/*
 * Pre/post images of every file a commit changed (from libgit2 blobs of the indexed repo, diffed
 * against the first parent, exact renames detected), and the changed line numbers; old_text/new_text
 * NULL for added/deleted files; binary files and submodules skipped.  repo: name, or NULL for the first
 * repository holding hash; hash: full or abbreviated (unique) hash.
 * *out owned by the caller: a GPtrArray of struct pq_file_change* that frees its elements.
 */
struct pq_file_change {
	char *old_path, *new_path, *old_text, *new_text;
	GArray *removed_lines, *added_lines;	/* int, 1-based: old_text lines removed, new_text lines added */
};
int pq_commit_changes(GPtrArray **out, struct pq_db *db, const char *repo, const char *hash,
		      GError **error);
void pq_file_change_free(struct pq_file_change *c);

/* ---- Building the index ---- */

struct pq_index_options {
	const char *repo_name;	/* NULL: the repository directory's basename */
	const char *range;	/* "A..B", "REV" or NULL for HEAD */
	gboolean all_refs;	/* walk everything reachable from refs/ (range ignored) */
	gboolean merges;	/* index merge commits too (diffed against their first parent) */
	guint shard_k, shard_n;	/* index only commits whose hash falls in shard k of n (1 <= k <= n); 0: all */
	guint threads;		/* diff workers; 0: number of processors.  One is a thread; more are
				 * processes (libgit2 serializes pack reads within a process) */
	guint batch;		/* commits per transaction; 0: 2000 */
	guint max_file_lines;	/* changed lines indexed per file (the rest counted, capped); 0: 20000 */
	gboolean progress;	/* commits/s and ETA on stderr, when prog_init() turned them on */
	/* NULL, or an array (with g_free) that gets one line per commit skipped because libgit2
	 * cannot parse it, and per commit whose history below cannot be read ("REPO: commit
	 * HASH: ...") */
	GPtrArray *warnings;
};
#define PQ_INDEX_OPTIONS_INIT { 0 }

struct pq_index_result {
	guint64 walked;		/* commits the walk reached */
	guint64 indexed;	/* newly indexed */
	guint64 known;		/* already in the index (incremental runs skip them) */
	guint64 skipped;	/* merges or other shards */
	guint64 missing_files;	/* files of stored commits whose blobs are missing (partial clone) */
	guint64 missing_commits;	/* commits not stored: their trees are missing */
	guint64 filled;		/* commits stored before with missing files, re-diffed with more */
	guint64 malformed;	/* commits skipped: libgit2 cannot parse them (recorded: the
				 * next run counts them known) */
	guint64 cut;		/* commits whose parents cannot be read: the history below
				 * them is not walked */
	guint64 spilled;	/* commits whose word sets passed the memory cap: merged from
				 * sorted runs on disk as they were stored */
	guint64 spill_runs;	/* the runs of those commits (three sides, each spill) */
	double seconds;
};

/*
 * Indexes the commits of the repository at repo_path that the index lacks, in transactions of
 * opts->batch commits: an interrupted run loses at most the batch in flight and the next run resumes.
 * Repositories are identified by name: indexing the same name from another path (a fresh clone) records
 * the new path.  Without opts->repo_name, the name is the one the same path was indexed under before,
 * else the directory's basename.  A name taken by a different repository (one holding neither the
 * oldest nor the newest commit stored under it) is PQ_ERROR_INPUT.  Missing objects (a partial clone)
 * are not errors: a file whose blob is missing is stored flagged missing, without words, a commit
 * whose trees are missing is not stored; both are counted in *out, and a later run re-diffs them
 * (replacing the commit when fewer objects are missing).  Nor is a commit libgit2 cannot parse
 * (an invalid author timestamp): it is skipped, counted, recorded and named in opts->warnings, and
 * the walk goes on below it by its raw parent lines.  A failed first run leaves no repository
 * row.  With opts->threads > 1 the diff workers are forked processes: call this from a process
 * where no other thread is inside libgit2.  out may be NULL.
 */
/* Whether repo_path is a git repository pq_index_repo() can open: 0, or PQ_ERROR_INPUT naming it.
 * `prequel index` asks before it creates the index file, so a typo leaves no empty index behind. */
int pq_repo_check(const char *repo_path, GError **error);

int pq_index_repo(struct pq_index_result *out, struct pq_db *db, const char *repo_path,
		  const struct pq_index_options *opts, GError **error);

/*
 * Merges the index at src_path (for example a shard built by another CI job) into db: its repos (by
 * name), the commits db lacks, their file changes and words.  Atomic: one transaction.
 * out_added (may be NULL) gets the number of commits added.
 */
int pq_db_merge(guint64 *out_added, struct pq_db *db, const char *src_path, GError **error);

struct pq_db_stats {
	guint repos;
	guint64 commits, file_changes;
	guint64 words;		/* distinct words over all sides */
	guint64 postings;	/* (word, commit, side) entries */
	guint64 missing_files;	/* file changes flagged missing (blobs a partial clone lacked) */
	guint64 bad_commits;	/* commits `prequel index` skipped: libgit2 cannot parse them */
	guint64 bytes;		/* DB file size (plus WAL) */
};
int pq_db_stats(struct pq_db_stats *out, struct pq_db *db, GError **error);

/*
 * A canonical text dump of the whole index, independent of row ids and build order: repos, then
 * commits by repo and hash with their metadata, file changes and sorted words per side ("-", "+",
 * "ctx").  Two indexes of the same commits dump identically.  *out owned (g_free).
 */
int pq_db_dump(char **out, struct pq_db *db, GError **error);

/* ---- Words ---- */

/*
 * The index's tokenizer, for callers that must extract words the same way: C identifiers and numbers
 * of text[0..len), each once, in order of first appearance; an identifier written after "." or "->"
 * also gives the field word ".name".  Appends owned strings to out (a GPtrArray with g_free).
 */
void pq_words_split(GPtrArray *out, const char *text, gsize len);

/* git's rule for binary content (buffer_is_binary): a NUL in the first 8000 bytes.  The index and
 * the query's image reads use it alike. */
gboolean pq_is_binary(const void *data, gsize len);

/*
 * Whether text[0..len) has one of words as a word of the index's tokenizer (a field word ".x" is
 * looked for as "x").  What a query asks of a file's changed lines before it is matched.
 */
gboolean pq_text_has_words(const char *text, gsize len, char *const *words);
/*
 * Whether the word filter of a file change (file_change.words: its removed lines' words, side '-',
 * and added lines' words, side '+') may hold word on that side; a field word ".x" is looked up as
 * "x".  FALSE only when the file's changed lines on that side surely lack it.
 */
gboolean pq_word_filter_has(const void *filter, gsize len, char side, const char *word);

#include "pq-query.h"

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/* Internals shared by the index-side files (db*.c, index*.c, words.c); never included outside prequel/. */
#ifndef PQ_DB_INT_H
#define PQ_DB_INT_H

#include <sqlite3.h>
#include <git2.h>
#include "prequel.h"

/* 2: file_change has the blob ids, changed lines and word filter of each file (verification reads
 * only the files that hold a query's words, without a tree diff) */
#define PQ_SCHEMA_VERSION "2"

/*
 * Every commit an index walk met, merges included: its raw id, committer time and raw parent ids
 * (range.c walks it to resolve a query's --range).  Not in check_tables(): an index built before it
 * lacks it, gets it from its next `prequel index`, and meanwhile resolves ranges with libgit2.
 */
#define PQ_GRAPH_SQL \
	"CREATE TABLE IF NOT EXISTS graph(repo INTEGER NOT NULL, oid BLOB NOT NULL, time INTEGER NOT NULL," \
	" parents BLOB NOT NULL, PRIMARY KEY(repo, oid)) WITHOUT ROWID;"

/*
 * Commits of a walk that libgit2 cannot parse (an author line with an invalid timestamp), which
 * `prequel index` skipped: the next run counts them known rather than warning again.  Made by the
 * first `prequel index` that needs it, like graph; `merge` copies it and `stats` counts it.
 */
#define PQ_BAD_COMMIT_SQL \
	"CREATE TABLE IF NOT EXISTS bad_commit(repo INTEGER NOT NULL, hash TEXT NOT NULL," \
	" reason TEXT NOT NULL, PRIMARY KEY(repo, hash)) WITHOUT ROWID;"

/* Blobs above this are diffed as binary: generated tables and firmware, never an API change example. */
#define PQ_MAX_BLOB_SIZE ((git_object_size_t)2 << 20)

/* file_change.flags */
enum {
	PQ_FC_BINARY = 1,	/* binary blob: no words */
	PQ_FC_CAPPED = 2,	/* more changed lines than max_file_lines: only the first were indexed */
	PQ_FC_SUBMODULE = 4,	/* gitlink: no content */
	PQ_FC_TOO_LARGE = 8,	/* blob above the diff size limit: treated as binary */
	PQ_FC_MISSING = 16,	/* a blob is not in the repository (partial clone): no words; a later
				 * `prequel index` re-diffs the commit once it is there */
	PQ_FC_GUARD = 32,	/* an added line opens a conditional (#if, #ifdef, #ifndef, #else): a
				 * query reads the file whatever its words (guard.c) */
};

struct pq_db {
	sqlite3 *sql;
	char *path;
	gboolean read_only;	/* opened with mode=ro or immutable=1: the location is not writable */
	/* "repo\nrange" -> struct pq__range of the commits in that range; ranges are resolved
	 * once per handle */
	GHashTable *range_cache;
	guint range_commits, range_from_git;	/* commits in the ranges resolved so far, and those of
						 * their walks read from a repository, not the graph */
};

/* The errors and statement helpers of error.c, the file every other one may use. */
/* Sets *error from SQLite's last error on db, prefixed with the DB path and what was being done. */
int pq__sql_error(GError **error, struct pq_db *db, const char *what);
/* PRAGMA quick_check (it reads every page): 0, or -1 and PQ_ERROR_DAMAGED naming the DB and the
 * first bad page.  Writers run it on open; readers only once a statement failed (pq__sql_error). */
int pq__db_check(struct pq_db *db, GError **error);
/* Sets *error from libgit2's last error, prefixed with what (typically "REPO: doing X"). */
int pq__git_error(GError **error, const char *what);
int pq__exec(struct pq_db *db, const char *sql, GError **error);
int pq__prepare(sqlite3_stmt **out, struct pq_db *db, const char *sql, GError **error);

/* One changed file of a commit (index-diff.c): what the index and pq_commit_changes() both see. */
struct pq__file {
	char status;			/* 'A', 'D', 'M', 'R' (exact rename) */
	char *old_path, *new_path;	/* NULL on the side that does not exist */
	git_oid old_id, new_id;
	guint32 old_mode, new_mode;	/* 0 on the side that does not exist */
	guint flags;			/* PQ_FC_* */
	git_blob *old_blob, *new_blob;	/* after pq__file_patch() */
	git_patch *patch;		/* after pq__file_patch(), NULL: no text lines to show */
};
/* Files commit changed against its first parent, in git's path order; *out: pq__commit_files_free().
 * Returns a libgit2 error code. */
int pq__commit_files(GArray **out /* struct pq__file */, git_repository *repo, git_commit *commit);
void pq__commit_files_free(GArray *files);
/* Loads f's blobs, flags binary/too large/submodule files, else makes its patch; libgit2 error code. */
int pq__file_patch(struct pq__file *f, git_repository *repo);

/* A file_change row as verification reads it (query-db.c) */
struct pq__file_row {
	char status;
	char *old_path, *new_path;
	guint added, removed, flags;
	git_oid old_id, new_id;	/* zero on a side that does not exist */
	GBytes *lines, *words;	/* NULL: none recorded */
};
void pq__file_row_free(struct pq__file_row *r);
/* The file_change rows of each of the n commits ids, in the order they were stored (the diff's):
 * *out holds one GPtrArray of struct pq__file_row* per id, and frees them. */
int pq__file_rows(GPtrArray **out, struct pq_db *db, const gint64 *ids, guint n, GError **error);

/* The commits range ("A..B", "REV", NULL: HEAD) names (range.c): B (or REV) in *out_tip, A in
 * *out_hide with *out_has_hide set; errors name path and the revision. */
int pq__range_ends(git_oid *out_hide, gboolean *out_has_hide, git_oid *out_tip, git_repository *repo,
		   const char *range, const char *path, GError **error);
/* Pushes range ("A..B", "REV", NULL: HEAD) onto walk; errors name path and the revision. */
int pq__walk_push(git_revwalk *walk, git_repository *repo, const char *range, const char *path,
		  GError **error);
/*
 * The commits of a resolved range, a set of ids (range.c).  pq__range_new() makes an empty one;
 * the caller owns it and pq__range_free()s it (NULL is a no-op).
 */
struct pq__range;
struct pq__range *pq__range_new(void);
void pq__range_free(struct pq__range *r);
/* Adds oid, if it is not in r already. */
void pq__range_add(struct pq__range *r, const git_oid *oid);
gboolean pq__range_contains(const struct pq__range *r, const git_oid *oid);
/* How many commits r holds. */
guint pq__range_size(const struct pq__range *r);

/* The ids of the commits in range ("A..B" or "REV") of the repository at path, by libgit2's walk:
 * 0 and an owned set in *out, or -1 with error set. */
int pq__range_oids(struct pq__range **out, const char *repo_path, const char *range, GError **error);

/*
 * pq__range_oids() from the index's commit graph (range.c): the same set, libgit2 asked only for the
 * commits the graph of repo_id lacks (*out_from_git counts them; may be NULL).  An index without a
 * graph gives the same set, every commit read from the repository.
 */
int pq__range_oids_db(struct pq__range **out, guint *out_from_git, struct pq_db *db, gint64 repo_id,
		      const char *repo_path, const char *range, GError **error);

/*
 * Adds to the graph of repo_id the commits outside it that resolving range walks (the ancestors of
 * its bottom down to where the walk stops), so that a query of that range reads none from the
 * repository; *out_added: rows added.  One transaction of its own.
 */
int pq__graph_complete(guint *out_added, struct pq_db *db, gint64 repo_id, const char *repo_path,
		       const char *range, GError **error);

/*
 * A commit read as git's revision walk reads it (walk.c), for the commits libgit2 cannot parse (an
 * invalid author timestamp: git log reads past it, libgit2's walk and git_commit_lookup() fail):
 * its parents' ids (out_parents, emptied first), its tree and its committer time (0 when that is
 * unreadable too).  -1 with a reason in *out_why (owned) when the object cannot be read, is not a
 * commit or has no tree line.
 */
int pq__commit_raw(gint64 *out_time, GArray *out_parents /* git_oid */,
		   git_oid *out_tree /* may be NULL */, git_odb *odb, const git_oid *oid,
		   char **out_why);

/* What a lenient walk could not go below: commits whose parent cannot be read at all */
struct pq__walk_cut {
	guint n;
	GPtrArray *warnings;	/* NULL, or gets one owned line per cut, naming the commits */
};
/*
 * The commits reachable from tips and not from hides, oldest first with parents before children, by
 * pq__commit_raw(): the walk `prequel index` falls back to when libgit2's fails.  A commit that
 * cannot be read is not in *out, nor is what lies only below it (counted in *cut; a shallow clone's
 * boundary is no cut).  Like git's walk, it stops once only hidden commits are left to look at.
 */
int pq__walk_lenient(GArray *out /* git_oid */, struct pq__walk_cut *cut, git_repository *repo,
		     const git_oid *tips, guint ntips, const git_oid *hides, guint nhides,
		     const char *path, GError **error);

/* Creates temp.pq_SCHEMA_words_{minus,plus,ctx}_KIND, fts5vocab tables (KIND row or instance). */
int pq__vocab(struct pq_db *db, const char *schema, const char *kind, GError **error);

/* Words longer than this are hex dumps or base64, never an API name worth a posting. */
#define PQ_WORD_MAX 96

/* A set of words, refilled for each commit and side: the strings live in one chunk, so a commit's
 * thousands of words cost a few allocations, not one each.  An open-addressing table of its own
 * (words.c says why): slots[] holds cap entries, n of them used. */
struct pq__word {
	const char *s;		/* NUL-terminated, in chunk; NULL: an empty slot */
	guint32 hash, len;
};

struct pq__words {
	struct pq__word *slots;
	guint cap, n;
	gsize bytes;		/* of the words in chunk, their NULs included */
	GStringChunk *chunk;
};

void pq__words_init(struct pq__words *w);
/* Empties the set. */
void pq__words_clear(struct pq__words *w);
void pq__words_destroy(struct pq__words *w);
/* Adds the words of text[0..len); marks fields as words.c says. */
void pq__words_add(struct pq__words *w, const char *text, gsize len);
/* Adds the words of from. */
void pq__words_union(struct pq__words *w, const struct pq__words *from);
/* The bytes w holds: its table and its words (what a commit's spill cap counts, index-spill.c). */
gsize pq__words_mem(const struct pq__words *w);
/* The words of w sorted bytewise (strcmp()'s order), *n of them: the array is owned (g_free()),
 * the words borrowed from w until it is cleared. */
const char **pq__words_sorted(const struct pq__words *w, guint *n);
/*
 * The sorted, space-separated words of the three sides of a commit into out[0..2] (NULL when
 * empty; owned): sets[0] (minus), sets[1] (plus), and the context side, sets[2] united with the
 * other two.  Empties the three sets.
 */
void pq__words_join_sides(char *out[3], struct pq__words sets[3]);
/* The word filter of one file change (a Bloom filter of minus's words on side '-' and plus's on
 * side '+', pq_word_filter_has()), or NULL when both are empty; owned. */
GByteArray *pq__word_filter(struct pq__words *minus, struct pq__words *plus);

#endif

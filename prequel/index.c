// SPDX-License-Identifier: GPL-2.0
/*
 * Building the index.  The main thread walks the commits (libgit2 revwalk, oldest first) and keeps the
 * ones the index lacks; workers, each with its own git_repository, diff them against their first parent
 * and extract words: one worker thread, or several worker processes (index-worker.c, which says
 * why).  The main thread is the one writer and stores results strictly in walk order, so row ids, and
 * thus any rebuild, are deterministic.  Batches of opts->batch commits are one transaction
 * each: a killed build loses the batch in flight, and since the next run skips what is stored and walks
 * in the same order, it ends with the same index as an uninterrupted run.  Workers run a bounded
 * distance ahead of the writer (PQ_WINDOW commits, or PQ_PROC_BUF bytes plus a pipe), bounding memory
 * on any history size.
 */
#include <signal.h>
#include <string.h>
#include "pq-db-int.h"
#include "pq-index-int.h"
#include "progress.h"
#include "pq-query-int.h"

#define PQ_GIT_CACHE (8 << 20)	/* libgit2 object cache per process, see pq_index_repo() */
#define PQ_CHUNK 64
/* Commits per transaction.  Each COMMIT flushes FTS5's pending terms as a new segment and lets
 * automerge run; at 100k commits batches of 500 took 13.0-13.3 s, 2000 12.3 s, 5000 12.0 s.  A kill
 * loses the batch in flight, which at ~8000 commits/s is a quarter of a second of work. */
#define PQ_BATCH 2000

/*
 * Bytes of a side's words per FTS5 insert.  FTS5 holds a document's terms in its pending hash until
 * the next insert, about 130 bytes a distinct term whatever its length: the 6.1 tree's first commit
 * (3.9M words on its plus and context sides) took 1 GB there.  A larger document goes in as several
 * inserts of the same rowid, each a disjoint run of its sorted words; FTS5 flushes its pending terms
 * before an insert of a rowid it already holds, so this bounds that hash.  What a lookup reads is
 * the same: a term's doclist has the rowid once.
 */
#define PQ_WORDS_CHUNK (2 << 20)

struct writer {
	struct pq_db *db;
	gsize words_chunk;	/* PQ_WORDS_CHUNK, or the test hook's (writer_init()) */
	const char *path;	/* the repository's, for warnings */
	gint64 repo_id;
	sqlite3_stmt *commit, *file, *words[3];
	sqlite3_stmt *drop_files, *drop_commit, *graph, *bad;
	/* stored commits with PQ_FC_MISSING files: hash -> that number; the walk diffs them again */
	GHashTable *refill;
};

/*
 * Removes the stored commit hash before its re-diff with the objects that were missing is stored.
 * Its old words stay in the contentless FTS5 tables (deleting needs the exact old text) under a row
 * id no commit has any more: lookups join on the commit table, so they are never returned.
 */
static int drop_commit(struct writer *w, const char *hash, GError **error)
{
	sqlite3_stmt *st[2] = { w->drop_files, w->drop_commit };

	for (int i = 0; i < 2; i++) {
		sqlite3_bind_int64(st[i], 1, w->repo_id);
		sqlite3_bind_text(st[i], 2, hash, -1, SQLITE_STATIC);
		if (sqlite3_step(st[i]) != SQLITE_DONE) {
			sqlite3_reset(st[i]);
			return pq__sql_error(error, w->db, "cannot replace a commit");
		}
		sqlite3_reset(st[i]);
	}
	return 0;
}

struct words_insert {
	struct writer *w;
	sqlite3_stmt *st;
	gint64 id;
};

/* One piece of a side's words (pq__result_words()): an FTS5 insert under the commit's rowid */
static int insert_words(const char *s, gsize n, void *data, GError **error)
{
	struct words_insert *ins = data;
	int rc;

	sqlite3_bind_int64(ins->st, 1, ins->id);
	sqlite3_bind_text(ins->st, 2, s, n, SQLITE_STATIC);
	rc = sqlite3_step(ins->st);
	sqlite3_reset(ins->st);
	return rc == SQLITE_DONE ? 0 : pq__sql_error(error, ins->w->db, "cannot store a commit");
}

/* 0: stored, 1: already there (a concurrent build stored it), -1: error set */
static int write_result(struct writer *w, struct result *r, GError **error)
{
	sqlite3_stmt *st = w->commit;
	gint64 id;

	sqlite3_bind_int64(st, 1, w->repo_id);
	sqlite3_bind_text(st, 2, r->hash, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, r->parents, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, r->author, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 5, r->date);
	sqlite3_bind_text(st, 6, r->subject, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 7, r->files->len);
	sqlite3_bind_int(st, 8, r->added);
	sqlite3_bind_int(st, 9, r->removed);
	if (sqlite3_step(st) != SQLITE_DONE)
		goto sql_error;
	sqlite3_reset(st);
	/* another `prequel index` of the same repository stored it since our walk: keep theirs */
	if (!sqlite3_changes(w->db->sql))
		return 1;
	id = sqlite3_last_insert_rowid(w->db->sql);
	st = w->file;
	for (guint i = 0; i < r->files->len; i++) {
		struct fc_row *f = &g_array_index(r->files, struct fc_row, i);
		char status[2] = { f->status, 0 };

		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_text(st, 2, status, -1, SQLITE_TRANSIENT);
		sqlite3_bind_text(st, 3, f->old_path, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 4, f->new_path, -1, SQLITE_STATIC);
		sqlite3_bind_int(st, 5, f->hunks);
		sqlite3_bind_int(st, 6, f->added);
		sqlite3_bind_int(st, 7, f->removed);
		sqlite3_bind_int(st, 8, f->flags);
		if (git_oid_is_zero(&f->old_id))
			sqlite3_bind_null(st, 9);
		else
			sqlite3_bind_blob(st, 9, f->old_id.id, GIT_OID_RAWSZ, SQLITE_STATIC);
		if (git_oid_is_zero(&f->new_id))
			sqlite3_bind_null(st, 10);
		else
			sqlite3_bind_blob(st, 10, f->new_id.id, GIT_OID_RAWSZ, SQLITE_STATIC);
		if (f->lines)
			sqlite3_bind_blob(st, 11, f->lines->data, f->lines->len, SQLITE_STATIC);
		else
			sqlite3_bind_null(st, 11);
		if (f->filter)
			sqlite3_bind_blob(st, 12, f->filter->data, f->filter->len, SQLITE_STATIC);
		else
			sqlite3_bind_null(st, 12);
		if (sqlite3_step(st) != SQLITE_DONE)
			goto sql_error;
		sqlite3_reset(st);
	}
	for (int s = 0; s < 3; s++) {
		struct words_insert ins = { w, w->words[s], id };

		if (pq__result_words(r, s, w->words_chunk, insert_words, &ins, error))
			return -1;
	}
	return 0;
sql_error:
	sqlite3_reset(st);
	return pq__sql_error(error, w->db, "cannot store a commit");
}

/* r's graph row: merges too, so that a query's --range walks the index, not the repository */
static int write_graph(struct writer *w, struct result *r, GError **error)
{
	sqlite3_stmt *st = w->graph;
	git_oid oid;
	int rc;

	git_oid_fromstr(&oid, r->hash);
	sqlite3_bind_int64(st, 1, w->repo_id);
	sqlite3_bind_blob(st, 2, oid.id, GIT_OID_RAWSZ, SQLITE_TRANSIENT);
	sqlite3_bind_int64(st, 3, r->ctime);
	/* a root commit: an empty blob, not NULL */
	if (r->pids->len)
		sqlite3_bind_blob(st, 4, r->pids->data, r->pids->len, SQLITE_STATIC);
	else
		sqlite3_bind_zeroblob(st, 4, 0);
	rc = sqlite3_step(st);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return pq__sql_error(error, w->db, "cannot store the commit graph");
	return 0;
}

/*
 * A commit libgit2 cannot parse: skipped, with one warning, and recorded in bad_commit so that the
 * next run counts it known instead of warning again (its id names its content: it cannot get
 * better).  Its graph row, from its raw header, keeps the walks of a query's --range off it.
 */
static int write_bad(struct writer *w, struct result *r, const struct pq_index_options *opts,
		     struct pq_index_result *res, GError **error)
{
	sqlite3_stmt *st = w->bad;
	int rc;

	res->malformed++;
	if (opts->warnings)
		g_ptr_array_add(opts->warnings,
				g_strdup_printf("%s: commit %s: cannot parse it (%s): skipped%s",
						w->path, r->hash, r->error, r->pids ? "" :
						", and its parents are unknown: the history below"
						" it is not indexed"));
	if (!r->pids)
		res->cut++;
	if (r->pids && write_graph(w, r, error))
		return -1;
	sqlite3_bind_int64(st, 1, w->repo_id);
	sqlite3_bind_text(st, 2, r->hash, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, r->error, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_reset(st);
	if (rc != SQLITE_DONE)
		return pq__sql_error(error, w->db, "cannot record a commit that does not parse");
	return 0;
}

static void writer_clear(struct writer *w)
{
	sqlite3_finalize(w->commit);
	sqlite3_finalize(w->file);
	for (int s = 0; s < 3; s++)
		sqlite3_finalize(w->words[s]);
	sqlite3_finalize(w->drop_files);
	sqlite3_finalize(w->drop_commit);
	sqlite3_finalize(w->graph);
	sqlite3_finalize(w->bad);
}

static int writer_init(struct writer *w, GError **error)
{
	static const char *const words_sql[3] = {
		"INSERT INTO words_minus(rowid, w) VALUES(?1, ?2)",
		"INSERT INTO words_plus(rowid, w) VALUES(?1, ?2)",
		"INSERT INTO words_ctx(rowid, w) VALUES(?1, ?2)",
	};

	if (pq__prepare(&w->commit, w->db,
			"INSERT INTO \"commit\"(repo, hash, parents, author, author_date, subject, files,"
			" added, removed) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"
			" ON CONFLICT(repo, hash) DO NOTHING", error) ||
	    pq__prepare(&w->file, w->db,
			"INSERT INTO file_change(commit_id, status, old_path, new_path, hunks, added,"
			" removed, flags, old_id, new_id, lines, words)"
			" VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)", error) ||
	    pq__prepare(&w->drop_files, w->db, "DELETE FROM file_change WHERE commit_id ="
			" (SELECT id FROM \"commit\" WHERE repo = ?1 AND hash = ?2)", error) ||
	    pq__prepare(&w->drop_commit, w->db, "DELETE FROM \"commit\" WHERE repo = ?1 AND hash = ?2", error) ||
	    pq__exec(w->db, PQ_GRAPH_SQL, error) ||
	    pq__prepare(&w->graph, w->db, "INSERT OR IGNORE INTO graph(repo, oid, time, parents)"
			" VALUES(?1, ?2, ?3, ?4)", error) ||
	    pq__prepare(&w->bad, w->db, "INSERT OR IGNORE INTO bad_commit(repo, hash, reason)"
			" VALUES(?1, ?2, ?3)", error))
		return -1;
	for (int s = 0; s < 3; s++)
		if (pq__prepare(&w->words[s], w->db, words_sql[s], error))
			return -1;
	/* Test hook: PREQUEL_TEST_WORDS_CHUNK=N inserts a side's words N bytes at a time (at least
	 * one word), to prove a commit split across inserts indexes the same words */
	const char *chunk = g_getenv("PREQUEL_TEST_WORDS_CHUNK");

	w->words_chunk = chunk ? MAX(1, g_ascii_strtoull(chunk, NULL, 10)) : PQ_WORDS_CHUNK;
	/* FTS5 merges rewrite the same segment pages within a transaction: SQLite's default 2 MiB page
	 * cache sent them through the kernel (sys time 1.3 s against 0.8 s with 64 MiB at 100k commits) */
	return pq__exec(w->db, "PRAGMA cache_size=-65536", error);
}

static int push_ref(const char *name, void *data)
{
	git_revwalk *walk = data;

	/* refs that do not peel to a commit (tags of blobs, notes) are not history */
	git_revwalk_push_ref(walk, name);
	git_error_clear();
	return 0;
}

struct ref_tips {
	git_repository *repo;
	git_odb *odb;
	GArray *tips;		/* git_oid */
};

/* The commit ref name peels to, through tags, without parsing a commit: a lenient walk's tip.  Refs
 * that do not peel to a commit (tags of blobs, notes) are not history, as in push_ref(). */
static int ref_tip(const char *name, void *data)
{
	struct ref_tips *t = data;
	git_object_t type;
	size_t size;
	git_oid oid;

	if (git_reference_name_to_id(&oid, t->repo, name)) {
		git_error_clear();
		return 0;
	}
	for (int depth = 0; depth < 16; depth++) {
		git_tag *tag;

		if (git_odb_read_header(&size, &type, t->odb, &oid))
			break;
		if (type == GIT_OBJECT_COMMIT) {
			g_array_append_val(t->tips, oid);
			break;
		}
		if (type != GIT_OBJECT_TAG || git_tag_lookup(&tag, t->repo, &oid))
			break;
		git_oid_cpy(&oid, git_tag_target_id(tag));
		git_tag_free(tag);
	}
	git_error_clear();
	return 0;
}

/*
 * The walk of walk_commits() by pq__walk_lenient(), for a history libgit2's walk cannot read (a
 * commit whose author line does not parse): the commits below the bad one are still reached, and
 * the workers skip the bad one itself.
 */
static int walk_lenient(GArray *out, struct pq_index_result *res, git_repository *repo,
			const char *path, const struct pq_index_options *opts, GError **error)
{
	struct pq__walk_cut cut = { .warnings = opts->warnings };
	struct ref_tips t = { .repo = repo };
	git_oid hide;
	gboolean has_hide = FALSE;
	int rc = -1;

	t.tips = g_array_new(FALSE, FALSE, sizeof(git_oid));
	if (git_repository_odb(&t.odb, repo)) {
		pq__git_error(error, path);
		goto out;
	}
	if (opts->all_refs) {
		if (git_reference_foreach_name(repo, ref_tip, &t)) {
			pq__git_error(error, path);
			goto out;
		}
	} else {
		git_oid tip;

		if (pq__range_ends(&hide, &has_hide, &tip, repo, opts->range, path, error))
			goto out;
		g_array_append_val(t.tips, tip);
	}
	rc = pq__walk_lenient(out, &cut, repo, (git_oid *)t.tips->data, t.tips->len, &hide,
			      has_hide, path, error);
	res->cut += cut.n;
out:
	git_odb_free(t.odb);
	g_array_unref(t.tips);
	return rc;
}

/* Counts oid, a commit of the walk, and appends it to oids when the index must add it. */
static void take_commit(GArray *oids, struct pq_index_result *res, GHashTable *known,
			const struct pq_index_options *opts, const git_oid *oid)
{
	char hex[GIT_OID_HEXSZ + 1];

	res->walked++;
	git_oid_tostr(hex, sizeof(hex), oid);
	if (g_hash_table_contains(known, hex)) {
		res->known++;
		return;
	}
	if (opts->shard_n) {
		guint32 h = (guint32)oid->id[0] << 24 | oid->id[1] << 16 | oid->id[2] << 8 |
			    oid->id[3];

		if (h % opts->shard_n != opts->shard_k - 1) {
			res->skipped++;
			return;
		}
	}
	g_array_append_val(oids, *oid);
}

/* Commits of the walk that the index must add, oldest first. */
static int walk_commits(GArray *oids, struct pq_index_result *res, git_repository *repo,
			GHashTable *known, const char *path, const struct pq_index_options *opts,
			GError **error)
{
	git_revwalk *walk;
	git_oid oid;
	int rc = -1;

	if (git_revwalk_new(&walk, repo))
		return pq__git_error(error, path);
	git_revwalk_sorting(walk, GIT_SORT_TOPOLOGICAL | GIT_SORT_REVERSE);
	if (opts->all_refs) {
		if (git_reference_foreach_name(repo, push_ref, walk)) {
			pq__git_error(error, path);
			goto out;
		}
	} else if (!opts->range && git_repository_head_unborn(repo) == 1) {
		/* a repository without commits yet: nothing to index, not an error */
		rc = 0;
		goto out;
	} else if (pq__walk_push(walk, repo, opts->range, path, error)) {
		goto out;
	}
	while (!(rc = git_revwalk_next(&oid, walk)))
		take_commit(oids, res, known, opts, &oid);
	if (rc == GIT_ITEROVER) {
		rc = 0;
	} else {
		g_autoptr(GArray) walked = g_array_new(FALSE, FALSE, sizeof(git_oid));

		/* libgit2 parses every commit it walks past, author included: one it cannot parse
		 * (git log reads past it) ends its walk, so walk again by the raw commits */
		git_error_clear();
		res->walked = res->known = res->skipped = 0;
		g_array_set_size(oids, 0);
		rc = walk_lenient(walked, res, repo, path, opts, error);
		for (guint i = 0; !rc && i < walked->len; i++)
			take_commit(oids, res, known, opts, &g_array_index(walked, git_oid, i));
	}
out:
	git_revwalk_free(walk);
	return rc;
}

/* Test hook: PREQUEL_TEST_KILL_AT=N kills the process with SIGKILL right after storing the Nth new
 * commit of this run, inside its transaction, to prove an interrupted build loses nothing. */
static guint kill_at(void)
{
	const char *s = g_getenv("PREQUEL_TEST_KILL_AT");

	return s ? (guint)g_ascii_strtoull(s, NULL, 10) : 0;
}

static int write_all(struct writer *w, struct shared *sh, const struct pq_index_options *opts,
		     struct pq_index_result *res, GError **error)
{
	GHashTable *pending = g_hash_table_new_full(NULL, NULL, NULL, (GDestroyNotify)pq__result_free);
	guint batch = opts->batch ? opts->batch : PQ_BATCH, die = kill_at();
	struct prog_meter meter;
	gboolean in_tx = FALSE;
	int rc = 0;

	prog_meter_start(&meter, "indexing", "commits", sh->n);

	for (guint next = 0; next < sh->n;) {
		struct result *r = g_hash_table_lookup(pending, GUINT_TO_POINTER(next));

		if (!r && sh->procs) {
			r = pq__proc_result(sh, next);
			if (!r) {
				g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL,
					    "%s: a diff worker died before commit %u of the walk", sh->path, next);
				rc = -1;
				break;
			}
			g_hash_table_insert(pending, GUINT_TO_POINTER(r->seq), r);
		} else if (!r) {
			r = g_async_queue_pop(sh->results);
			g_hash_table_insert(pending, GUINT_TO_POINTER(r->seq), r);
			continue;
		}
		/* trees a partial clone lacks: not stored, so the next run tries again */
		if (r->error && r->absent) {
			res->missing_commits++;
			goto next;
		}
		if (r->malformed) {
			if (!in_tx) {
				if ((rc = pq__exec(w->db, "BEGIN IMMEDIATE", error)))
					break;
				in_tx = TRUE;
			}
			if ((rc = write_bad(w, r, opts, res, error)))
				break;
			goto next;
		}
		if (r->error) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: %s", sh->path, r->error);
			rc = -1;
			break;
		}
		if (!in_tx) {
			if ((rc = pq__exec(w->db, "BEGIN IMMEDIATE", error)))
				break;
			in_tx = TRUE;
		}
		if ((rc = write_graph(w, r, error)))
			break;
		if (r->merge) {
			res->skipped++;
		} else {
			gpointer had;
			gboolean again = g_hash_table_lookup_extended(w->refill, r->hash, NULL, &had);

			/* stored before with missing objects, and no more of them are here now */
			if (again && r->missing >= GPOINTER_TO_UINT(had)) {
				res->known++;
				res->missing_files += GPOINTER_TO_UINT(had);
				goto next;
			}
			if (!in_tx) {
				if ((rc = pq__exec(w->db, "BEGIN IMMEDIATE", error)))
					break;
				in_tx = TRUE;
			}
			if (again && (rc = drop_commit(w, r->hash, error)))
				break;
			res->filled += again;
			res->missing_files += r->missing;
			rc = write_result(w, r, error);
			if (rc < 0)
				break;
			if (rc > 0) {
				rc = 0;
				res->known++;
				goto next;
			}
			res->indexed++;
			if (pq__result_spill_runs(r)) {
				res->spilled++;
				res->spill_runs += pq__result_spill_runs(r);
			}
			if (die && res->indexed == die)
				raise(SIGKILL);
			if (res->indexed % batch == 0) {
				if ((rc = pq__exec(w->db, "COMMIT", error)))
					break;
				in_tx = FALSE;
			}
		}
next:
		/* words a worker still holds in its pipe for a commit not stored */
		pq__result_drain(r);
		g_hash_table_remove(pending, GUINT_TO_POINTER(next));
		next++;
		g_mutex_lock(&sh->lock);
		sh->written = next;
		g_cond_broadcast(&sh->cond);
		g_mutex_unlock(&sh->lock);
		if (opts->progress)
			prog_meter_update(&meter, next);
	}
	if (in_tx && !rc && (rc = pq__exec(w->db, "COMMIT", error)) == 0)
		in_tx = FALSE;
	if (in_tx)
		sqlite3_exec(w->db->sql, "ROLLBACK", NULL, NULL, NULL);
	if (rc)
		res->indexed -= res->indexed % batch;
	if (opts->progress && sh->n)
		prog_meter_end(&meter, rc ? res->indexed : sh->n);
	g_hash_table_unref(pending);
	return rc;
}

int pq_repo_check(const char *repo_path, GError **error)
{
	git_repository *repo;
	int rc = 0;

	if (git_repository_open_ext(&repo, repo_path, GIT_REPOSITORY_OPEN_NO_SEARCH, NULL))
		rc = pq__git_error(error, repo_path);
	else
		git_repository_free(repo);
	return rc;
}

int pq_index_repo(struct pq_index_result *out, struct pq_db *db, const char *repo_path,
		  const struct pq_index_options *opts, GError **error)
{
	struct pq_index_options defaults = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res = { 0 };
	g_autofree char *path = NULL, *name = NULL, *spill_dir = NULL;
	const char *spill_cap;
	struct writer w = { .db = db };
	struct shared sh = { 0 };
	GHashTable *known;
	GPtrArray *threads;
	git_repository *repo;
	GArray *oids;
	gint64 start = g_get_monotonic_time();
	gboolean created = FALSE;
	guint nthreads;
	int rc = -1;

	if (!opts)
		opts = &defaults;
	if (opts->shard_n && (opts->shard_k < 1 || opts->shard_k > opts->shard_n)) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "shard %u/%u: expected 1 <= K <= N",
			    opts->shard_k, opts->shard_n);
		return -1;
	}
	/* libgit2 caches only small trees by default; consecutive commits share most of theirs.  Caching
	 * blobs too, and keeping freed blobs in the heap (mallopt), were measured slower at 100k commits
	 * (28 s against 24 s): the malloc free lists grow faster than inflating saves. */
	git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT, (int)GIT_OBJECT_TREE, (size_t)1 << 20);
	/* libgit2's object cache (256 MiB by default) was each worker's resident set: 440-660 MB per
	 * worker at 100k commits, where a diff reuses the trees of the last few commits only.  Measured
	 * at 100k commits, whole-tree PSS / build time: 256 MiB 1070 MB / 19.2 s, 64 MiB 435 MB / 19.5 s,
	 * 32 MiB 320 MB / 16.1 s, 8 MiB 230 MB / 16.1 s (a fast-import pack: 1320 MB / 43.2 s against
	 * 360 MB / 39.6 s).  Pack windows are capped for every prequel process in git.c (32 MiB, 256 MiB
	 * mapped); 8 MiB windows had saved another 100 MB here but cost 17% of the time on a gc'd pack. */
	git_libgit2_opts(GIT_OPT_SET_CACHE_MAX_SIZE, (ssize_t)PQ_GIT_CACHE);
	/* libgit2 SHA-1s every object it reads to check it (a quarter of a build's time); git does
	 * not on reads, and `git fsck` is the tool for that */
	git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, 0);
	if (git_repository_open_ext(&repo, repo_path, GIT_REPOSITORY_OPEN_NO_SEARCH, NULL))
		return pq__git_error(error, repo_path);
	/* store where the repository really is, so readers find it from any directory; a git dir
	 * given itself is bare even without a config saying so (libgit2 would take its parent for
	 * the work tree), unless it is a work tree's .git, as git itself guesses */
	{
		g_autofree char *given = g_canonicalize_filename(repo_path, NULL);
		g_autofree char *gitdir = g_canonicalize_filename(git_repository_path(repo), NULL);
		g_autofree char *base = g_path_get_basename(gitdir);
		gboolean bare = git_repository_is_bare(repo) ||
				(!strcmp(given, gitdir) && strcmp(base, ".git"));

		path = bare ? g_steal_pointer(&gitdir) :
			      g_canonicalize_filename(git_repository_workdir(repo), NULL);
	}
	known = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	oids = g_array_new(FALSE, FALSE, sizeof(git_oid));
	if (opts->repo_name && *opts->repo_name)
		name = g_strdup(opts->repo_name);
	else if (pq__repo_name_by_path(&name, db, path, error))
		goto out_free;
	else if (!name)
		name = g_path_get_basename(path);
	w.refill = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	if (pq__repo_row(&w.repo_id, &created, known, w.refill, db, name, path, repo, error) ||
	    walk_commits(oids, &res, repo, known, path, opts, error) || writer_init(&w, error))
		goto out_free;

	sh.path = path;
	w.path = path;
	sh.gitdir = git_repository_path(repo);
	sh.oids = (git_oid *)oids->data;
	sh.n = oids->len;
	sh.merges = opts->merges;
	sh.max_lines = opts->max_file_lines ? opts->max_file_lines : 20000;
	sh.words_chunk = w.words_chunk;
	/* Test hook: PREQUEL_TEST_SPILL_CAP=N spills a commit's word sets once they hold N bytes,
	 * to prove a commit merged from many runs indexes the same words */
	spill_cap = g_getenv("PREQUEL_TEST_SPILL_CAP");
	sh.spill_cap = spill_cap ? g_ascii_strtoull(spill_cap, NULL, 10) : PQ_SPILL_CAP;
	/* beside the index: where its words are going anyway, and /tmp may be memory (tmpfs) */
	spill_dir = g_path_get_dirname(db->path);
	sh.spill_dir = spill_dir;
	sh.results = g_async_queue_new();
	g_mutex_init(&sh.lock);
	g_cond_init(&sh.cond);
	nthreads = opts->threads ? opts->threads : g_get_num_processors();
	nthreads = MIN(MAX(nthreads, 1), MAX(sh.n, 1));
	/* chunks of consecutive commits share trees and blobs (see worker()); at least 16 per worker,
	 * so that one heavy chunk does not decide when a small history is done */
	sh.chunk = CLAMP(sh.n / (nthreads * 16), 1, PQ_CHUNK);
	threads = g_ptr_array_new();
	if (nthreads > 1 && sh.n >= 2 * PQ_CHUNK) {
		rc = pq__procs_start(&sh, nthreads, error);
		if (!rc)
			rc = write_all(&w, &sh, opts, &res, error);
		if (sh.procs)
			pq__procs_stop(&sh, rc != 0);
	} else {
		for (guint i = 0; i < nthreads; i++)
			g_ptr_array_add(threads, g_thread_new("pq-diff", pq__worker, &sh));
		rc = write_all(&w, &sh, opts, &res, error);
	}
	g_mutex_lock(&sh.lock);
	sh.stop = TRUE;
	g_cond_broadcast(&sh.cond);
	g_mutex_unlock(&sh.lock);
	for (guint i = 0; i < threads->len; i++)
		g_thread_join(threads->pdata[i]);
	g_ptr_array_unref(threads);
	for (struct result *r; (r = g_async_queue_try_pop(sh.results));)
		pq__result_free(r);
	g_async_queue_unref(sh.results);
	g_mutex_clear(&sh.lock);
	g_cond_clear(&sh.cond);
	/* A query of this range walks the graph down past its bottom until nothing in the range is
	 * left to hide: the ancestors of the bottom it meets there are stored too (21k of them for
	 * git.git's newest 20k non-merge commits), else each query would read them from the
	 * repository.  A range without a bottom walks only indexed commits. */
	if (!rc && !opts->all_refs && opts->range && strstr(opts->range, "..")) {
		guint added;

		rc = pq__graph_complete(&added, db, w.repo_id, path, opts->range, error);
	}
out_free:
	writer_clear(&w);
	g_clear_pointer(&w.refill, g_hash_table_unref);
	if (rc && created)
		pq__repo_drop_empty(db, w.repo_id);
	g_array_unref(oids);
	g_hash_table_unref(known);
	git_repository_free(repo);
	res.seconds = (g_get_monotonic_time() - start) / 1e6;
	if (out)
		*out = res;
	return rc;
}

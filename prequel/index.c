// SPDX-License-Identifier: GPL-2.0
/*
 * Building the index.  The main thread walks the commits (libgit2 revwalk, oldest first) and keeps the
 * ones the index lacks; workers, each with its own git_repository, diff them against their first parent
 * and extract words: one worker thread, or several forked worker processes (see "Worker processes"
 * below for why).  The main thread is the one writer and stores results strictly in walk order, so row
 * ids, and thus any rebuild, are deterministic.  Batches of opts->batch commits are one transaction
 * each: a killed build loses the batch in flight, and since the next run skips what is stored and walks
 * in the same order, it ends with the same index as an uninterrupted run.  Workers run a bounded
 * distance ahead of the writer (PQ_WINDOW commits, or PQ_PROC_BUF bytes plus a pipe), bounding memory
 * on any history size.
 */
#define _GNU_SOURCE	/* F_SETPIPE_SZ */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include "db-private.h"
#include "progress.h"
#include "query-internal.h"

#define PQ_WINDOW 2048
#define PQ_GIT_CACHE (8 << 20)	/* libgit2 object cache per process, see pq_index_repo() */
#define PQ_CHUNK 64
/* Commits per transaction.  Each COMMIT flushes FTS5's pending terms as a new segment and lets
 * automerge run; at 100k commits batches of 500 took 13.0-13.3 s, 2000 12.3 s, 5000 12.0 s.  A kill
 * loses the batch in flight, which at ~8000 commits/s is a quarter of a second of work. */
#define PQ_BATCH 2000

struct fc_row {
	char status;
	char *old_path, *new_path;
	guint hunks, added, removed, flags;
	git_oid old_id, new_id;	/* zero on a side that does not exist */
	GByteArray *lines;	/* the changed lines (lines_put()), NULL: no patch (binary, missing) */
	GByteArray *filter;	/* word filter of the changed lines (pq__word_filter()), NULL: no words */
};

static void fc_row_clear(struct fc_row *f)
{
	g_free(f->old_path);
	g_free(f->new_path);
	if (f->lines)
		g_byte_array_unref(f->lines);
	if (f->filter)
		g_byte_array_unref(f->filter);
}

static void put_varint(GByteArray *b, guint32 v)
{
	guint8 c;

	do {
		c = v & 0x7f;
		v >>= 7;
		if (v)
			c |= 0x80;
		g_byte_array_append(b, &c, 1);
	} while (v);
}

/* file_change.lines: the removed lines' runs, then the added lines' (PQ_LINES_FORMAT in
 * query-db.c reads it): per side a varint count of runs, then per run the varint gap from the end
 * of the run before (line 1 is gap 1 from 0) and its length. */
static void lines_put(GByteArray *b, GArray *runs)
{
	guint32 end = 0;

	put_varint(b, runs->len / 2);
	for (guint i = 0; i + 1 < runs->len; i += 2) {
		guint32 start = g_array_index(runs, guint32, i), len = g_array_index(runs, guint32, i + 1);

		put_varint(b, start - end);
		put_varint(b, len);
		end = start + len;
	}
}

/* Adds line to runs (start, length pairs, in increasing order). */
static void run_add(GArray *runs, guint32 line)
{
	if (runs->len && g_array_index(runs, guint32, runs->len - 2) +
			 g_array_index(runs, guint32, runs->len - 1) == line) {
		g_array_index(runs, guint32, runs->len - 1)++;
	} else {
		guint32 r[2] = { line, 1 };

		g_array_append_vals(runs, r, 2);
	}
}

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

static void result_free(struct result *r)
{
	if (!r)
		return;
	g_free(r->parents);
	g_free(r->author);
	g_free(r->subject);
	if (r->files) {
		for (guint i = 0; i < r->files->len; i++)
			fc_row_clear(&g_array_index(r->files, struct fc_row, i));
		g_array_unref(r->files);
	}
	for (int i = 0; i < 3; i++)
		g_free(r->words[i]);
	g_free(r->error);
	if (r->pids)
		g_byte_array_unref(r->pids);
	g_free(r);
}

/* History is not always UTF-8 (latin-1 authors, odd paths); the DB and JSON output need it to be. */
static char *valid_utf8(const char *s, gssize len)
{
	return g_utf8_make_valid(s ? s : "", s ? len : 0);
}

static void diff_commit(struct result *r, git_repository *repo, git_commit *commit, guint max_lines,
			struct pq__words *sets)
{
	const git_signature *sig = git_commit_author(commit);
	const char *summary = git_commit_summary(commit);
	GString *parents = g_string_new(NULL);
	g_autofree char *author = NULL;
	GArray *changed = NULL;
	GArray *runs[2];
	int rc;

	for (unsigned int i = 0; i < git_commit_parentcount(commit); i++) {
		char hex[GIT_OID_HEXSZ + 1];

		git_oid_tostr(hex, sizeof(hex), git_commit_parent_id(commit, i));
		if (i)
			g_string_append_c(parents, ' ');
		g_string_append(parents, hex);
	}
	r->parents = g_string_free(parents, FALSE);
	author = g_strdup_printf("%s <%s>", sig->name, sig->email);
	r->author = valid_utf8(author, -1);
	r->date = sig->when.time;
	r->subject = valid_utf8(summary, -1);
	r->files = g_array_new(FALSE, TRUE, sizeof(struct fc_row));
	if ((rc = pq__commit_files(&changed, repo, commit))) {
		const git_error *e = git_error_last();

		r->error = g_strdup_printf("commit %s: cannot diff: %s", r->hash, e ? e->message : "?");
		r->absent = rc == GIT_ENOTFOUND;
		return;
	}
	for (int i = 0; i < 3; i++)
		pq__words_clear(&sets[i]);
	/* the removed and added lines of one file, as runs */
	runs[0] = g_array_new(FALSE, FALSE, sizeof(guint32));
	runs[1] = g_array_new(FALSE, FALSE, sizeof(guint32));
	for (guint i = 0; i < changed->len; i++) {
		struct pq__file *cf = &g_array_index(changed, struct pq__file, i);
		struct fc_row f = { 0 };
		git_patch *patch;
		guint seen = 0;

		f.status = cf->status;
		f.old_path = cf->old_path ? valid_utf8(cf->old_path, -1) : NULL;
		f.new_path = cf->new_path ? valid_utf8(cf->new_path, -1) : NULL;
		if (cf->old_mode)
			git_oid_cpy(&f.old_id, &cf->old_id);
		if (cf->new_mode)
			git_oid_cpy(&f.new_id, &cf->new_id);
		rc = pq__file_patch(cf, repo);
		if (rc == GIT_ENOTFOUND) {
			/* a blob a partial clone never fetched: the file is recorded, its words are not,
			 * and a later run fills it in once the object is there (see write_all()) */
			git_error_clear();
			git_blob_free(cf->old_blob);
			git_blob_free(cf->new_blob);
			cf->old_blob = cf->new_blob = NULL;
			f.flags = cf->flags | PQ_FC_MISSING;
			r->missing++;
			g_array_append_val(r->files, f);
			continue;
		}
		if (rc) {
			const git_error *e = git_error_last();

			r->error = g_strdup_printf("commit %s: %s: cannot diff: %s", r->hash,
						   f.new_path ? f.new_path : f.old_path, e ? e->message : "?");
			fc_row_clear(&f);
			break;
		}
		f.flags = cf->flags;
		patch = cf->patch;
		f.hunks = patch ? git_patch_num_hunks(patch) : 0;
		g_array_set_size(runs[0], 0);
		g_array_set_size(runs[1], 0);
		pq__words_clear(&sets[3]);
		pq__words_clear(&sets[4]);
		for (size_t h = 0; h < f.hunks; h++) {
			int n = git_patch_num_lines_in_hunk(patch, h);
			const git_diff_hunk *hunk;
			const char *fn;

			/* the hunk header's function context ("@@ -441,12 +444,11 @@ static struct
			 * spi_driver as3935_driver = {") names what encloses the change, often further
			 * than 3 lines away: exactly what a query's context part names */
			if (!git_patch_get_hunk(&hunk, NULL, patch, h) &&
			    (fn = g_strstr_len(hunk->header + 2, hunk->header_len - 2, "@@")))
				pq__words_add(&sets[2], fn + 2, hunk->header + hunk->header_len - fn - 2);
			gboolean guarded = FALSE;

			/* a hunk that adds a conditional around kept lines changes them (guard.c):
			 * its context counts as removed too, so that a query for the old form finds it */
			for (int l = 0; l < n && !guarded; l++) {
				const git_diff_line *line;

				if (!git_patch_get_line_in_hunk(&line, patch, h, l) &&
				    line->origin == GIT_DIFF_LINE_ADDITION)
					guarded = pq_line_opens_guard(line->content, line->content_len);
			}
			if (guarded)
				f.flags |= PQ_FC_GUARD;
			for (int l = 0; l < n; l++) {
				const git_diff_line *line;
				int side;

				if (git_patch_get_line_in_hunk(&line, patch, h, l))
					continue;
				if (line->origin == GIT_DIFF_LINE_DELETION) {
					f.removed++;
					side = 0;
					run_add(runs[0], line->old_lineno);
				} else if (line->origin == GIT_DIFF_LINE_ADDITION) {
					f.added++;
					side = 1;
					run_add(runs[1], line->new_lineno);
				} else if (line->origin == GIT_DIFF_LINE_CONTEXT) {
					side = 2;
				} else {
					continue;
				}
				if (side < 2 && ++seen > max_lines) {
					f.flags |= PQ_FC_CAPPED;
					continue;
				}
				if (seen > max_lines)
					continue;
				/* a changed line's words go to the file's filter, and from there to
				 * the commit's sides; all reach the context side below, by set */
				pq__words_add(&sets[side < 2 ? 3 + side : 2], line->content, line->content_len);
				if (guarded && side == 2)
					pq__words_add(&sets[0], line->content, line->content_len);
			}
		}
		if (patch) {
			f.lines = g_byte_array_new();
			lines_put(f.lines, runs[0]);
			lines_put(f.lines, runs[1]);
		}
		f.filter = pq__word_filter(&sets[3], &sets[4]);
		pq__words_union(&sets[0], &sets[3]);
		pq__words_union(&sets[1], &sets[4]);
		/* free blobs and patch now: a commit of thousands of files must not hold them all */
		git_patch_free(cf->patch);
		cf->patch = NULL;
		git_blob_free(cf->old_blob);
		git_blob_free(cf->new_blob);
		cf->old_blob = cf->new_blob = NULL;
		r->added += f.added;
		r->removed += f.removed;
		g_array_append_val(r->files, f);
	}
	pq__commit_files_free(changed);
	g_array_unref(runs[0]);
	g_array_unref(runs[1]);
	/* context = changed lines + context lines: a union of sets costs per distinct word, where
	 * scanning every changed line twice cost per occurrence */
	pq__words_union(&sets[2], &sets[0]);
	pq__words_union(&sets[2], &sets[1]);
	for (int i = 0; i < 3; i++)
		r->words[i] = pq__words_join(&sets[i]);
}

/* Reads and diffs commit i of the walk; every claimed commit gives one result, errors included. */
static struct result *make_result(struct shared *sh, git_repository *repo, int open_rc, guint i,
				  struct pq__words *sets)
{
	struct result *r = g_new0(struct result, 1);
	git_commit *commit;

	r->seq = i;
	git_oid_tostr(r->hash, sizeof(r->hash), &sh->oids[i]);
	if (open_rc) {
		r->error = g_strdup("cannot open the repository in a worker");
	} else if (git_commit_lookup(&commit, repo, &sh->oids[i])) {
		const git_error *e = git_error_last();
		g_autoptr(GArray) parents = g_array_new(FALSE, FALSE, sizeof(git_oid));
		g_autofree char *why = NULL;
		git_odb *odb;

		/* the walk got here (by the raw commits, walk.c), so its parents are walked too:
		 * skip this one, with its graph row when its raw header can be read */
		r->malformed = TRUE;
		r->error = g_strdup(e && e->message ? e->message : "cannot parse it");
		if (!git_repository_odb(&odb, repo)) {
			if (!pq__commit_raw(&r->ctime, parents, NULL, odb, &sh->oids[i], &why)) {
				r->pids = g_byte_array_new();
				for (guint p = 0; p < parents->len; p++)
					g_byte_array_append(r->pids,
							    g_array_index(parents, git_oid, p).id,
							    GIT_OID_RAWSZ);
			}
			git_odb_free(odb);
		}
		git_error_clear();
	} else {
		r->ctime = git_commit_time(commit);
		r->pids = g_byte_array_new();
		for (unsigned int p = 0; p < git_commit_parentcount(commit); p++)
			g_byte_array_append(r->pids, git_commit_parent_id(commit, p)->id, GIT_OID_RAWSZ);
		/* merges are found here, not in the walk: the walk is the serial part */
		if (!sh->merges && git_commit_parentcount(commit) > 1)
			r->merge = TRUE;
		else
			diff_commit(r, repo, commit, sh->max_lines, sets);
		git_commit_free(commit);
	}
	return r;
}

static gpointer worker(gpointer data)
{
	struct shared *sh = data;
	git_repository *repo = NULL;
	struct pq__words sets[5];
	int open_rc;

	for (int i = 0; i < 5; i++)
		pq__words_init(&sets[i]);
	open_rc = git_repository_open_bare(&repo, sh->gitdir);
	for (guint i = 0, end = 0;; i++) {
		struct result *r;
		gboolean stop;

		/* claim runs of consecutive commits: they share trees and blobs, so the
		 * repository's object cache saves most of the inflating */
		if (i >= end) {
			i = g_atomic_int_add(&sh->next, sh->chunk);
			end = i + sh->chunk;
		}
		if (i >= sh->n)
			break;
		g_mutex_lock(&sh->lock);
		while (!sh->stop && i >= sh->written + PQ_WINDOW)
			g_cond_wait(&sh->cond, &sh->lock);
		stop = sh->stop;
		g_mutex_unlock(&sh->lock);
		if (stop)
			break;
		r = make_result(sh, repo, open_rc, i, sets);
		g_async_queue_push(sh->results, r);
	}
	git_repository_free(repo);
	for (int i = 0; i < 5; i++)
		pq__words_destroy(&sets[i]);
	return NULL;
}

/*
 * Worker processes.  libgit2 serializes pack reads behind locks shared by every repository handle of
 * a process: measured on 20k commits, two diff threads ran in 4.7 s where one took 5.1 s, while two
 * processes took 2.9 s.  So with more than one worker, workers are processes forked after the walk:
 * each opens its own repository, claims the next chunk of sh->chunk commits from a counter in shared
 * memory, records itself as the chunk's owner there, and streams the chunk's results down its pipe;
 * the writer reads chunk k from its owner's pipe, which is walk order, since a worker claims in
 * increasing order and the writer has consumed its earlier chunks.  Claiming, not dealing chunks out
 * round-robin, keeps both cores busy past one heavy chunk (the corpus's first commit imports the
 * whole tree: with chunk k going to worker k % 2, one worker finished in 31 ms, the other in 45).  A worker
 * dies with the writer (PR_SET_PDEATHSIG) and leaves with _exit(): it is a forked copy that must not
 * run the parent's cleanup or touch its SQLite connection.
 */
struct proc {
	pid_t pid;
	int fd;			/* read end; -1 after EOF */
	GByteArray *buf;	/* read ahead */
	gsize pos;		/* consumed part of buf */
	struct shared *sh;
};

static void put_u32(GByteArray *b, guint32 v)
{
	g_byte_array_append(b, (const guint8 *)&v, sizeof(v));
}

static void put_str(GByteArray *b, const char *s)
{
	guint32 n = s ? strlen(s) : G_MAXUINT32;

	put_u32(b, n);
	if (s)
		g_byte_array_append(b, (const guint8 *)s, n);
}

static void put_blob(GByteArray *b, const GByteArray *a)
{
	put_u32(b, a ? a->len : G_MAXUINT32);
	if (a)
		g_byte_array_append(b, a->data, a->len);
}

static void serialize(GByteArray *b, const struct result *r)
{
	put_u32(b, r->seq);
	put_u32(b, r->malformed ? 4 : r->error ? (r->absent ? 3 : 2) : r->merge ? 1 : 0);
	if (r->error) {
		put_str(b, r->error);
		if (r->malformed) {
			g_byte_array_append(b, (const guint8 *)&r->ctime, sizeof(r->ctime));
			put_blob(b, r->pids);
		}
		return;
	}
	g_byte_array_append(b, (const guint8 *)&r->ctime, sizeof(r->ctime));
	put_blob(b, r->pids);
	if (r->merge)
		return;
	put_str(b, r->parents);
	put_str(b, r->author);
	g_byte_array_append(b, (const guint8 *)&r->date, sizeof(r->date));
	put_str(b, r->subject);
	put_u32(b, r->added);
	put_u32(b, r->removed);
	put_u32(b, r->missing);
	put_u32(b, r->files->len);
	for (guint i = 0; i < r->files->len; i++) {
		const struct fc_row *f = &g_array_index(r->files, struct fc_row, i);

		put_u32(b, (guint8)f->status);
		put_str(b, f->old_path);
		put_str(b, f->new_path);
		put_u32(b, f->hunks);
		put_u32(b, f->added);
		put_u32(b, f->removed);
		put_u32(b, f->flags);
		g_byte_array_append(b, f->old_id.id, GIT_OID_RAWSZ);
		g_byte_array_append(b, f->new_id.id, GIT_OID_RAWSZ);
		put_blob(b, f->lines);
		put_blob(b, f->filter);
	}
	for (int i = 0; i < 3; i++)
		put_str(b, r->words[i]);
}

static int write_full(int fd, GByteArray *b)
{
	gsize off = 0;

	while (off < b->len) {
		ssize_t n = write(fd, b->data + off, b->len - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		off += n;
	}
	g_byte_array_set_size(b, 0);
	return 0;
}

static G_GNUC_NORETURN void proc_main(struct shared *sh, guint c, int fd, pid_t parent)
{
	GByteArray *b = g_byte_array_new();
	git_repository *repo = NULL;
	struct pq__words sets[5];
	int open_rc;

	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != parent)
		_exit(1);
	for (int i = 0; i < 5; i++)
		pq__words_init(&sets[i]);
	open_rc = git_repository_open_bare(&repo, sh->gitdir);
	for (;;) {
		gsize chunk = (guint)g_atomic_int_add(&sh->claims[0], 1);

		if (chunk * sh->chunk >= sh->n)
			break;
		g_atomic_int_set(&sh->claims[1 + chunk], (gint)c + 1);
		if (sh->die_chunk == chunk + 1)
			raise(SIGKILL);
		for (gsize i = chunk * sh->chunk; i < MIN(sh->n, (chunk + 1) * sh->chunk); i++) {
			struct result *r = make_result(sh, repo, open_rc, i, sets);

			serialize(b, r);
			result_free(r);
			if (b->len >= 65536 && write_full(fd, b))
				_exit(1);
		}
		/* the writer may be waiting for this chunk's end: do not hold it back */
		if (write_full(fd, b))
			_exit(1);
	}
	_exit(0);
}

static void procs_stop(struct shared *sh, gboolean kill_them)
{
	for (guint i = 0; i < sh->nprocs; i++) {
		struct proc *p = &sh->procs[i];

		if (p->fd >= 0)
			close(p->fd);
		if (p->pid > 0) {
			if (kill_them)
				kill(p->pid, SIGKILL);
			waitpid(p->pid, NULL, 0);
		}
		g_byte_array_unref(p->buf);
	}
	g_free(sh->procs);
	sh->procs = NULL;
	if (sh->claims)
		munmap(sh->claims, sh->claims_size);
	sh->claims = NULL;
}

static int procs_start(struct shared *sh, guint n, GError **error)
{
	pid_t parent = getpid();
	const char *die = g_getenv("PREQUEL_TEST_WORKER_DIE");

	/* Test hook: PREQUEL_TEST_WORKER_DIE=K kills the worker that claims chunk K (from 0) before it
	 * writes any of it, to prove a dead worker fails the build; killing a worker from outside cannot
	 * be timed to land while it owns a chunk (it may not have claimed one yet, or be done). */
	sh->die_chunk = die ? 1 + (guint)g_ascii_strtoull(die, NULL, 10) : 0;
	/* claims[0]: the next chunk to claim; claims[1 + k]: 1 + the worker that claimed chunk k */
	sh->claims_size = sizeof(gint) * (2 + sh->n / sh->chunk);
	sh->claims = mmap(NULL, sh->claims_size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh->claims == MAP_FAILED) {
		sh->claims = NULL;
		g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "cannot map shared memory: %s", g_strerror(errno));
		return -1;
	}
	sh->procs = g_new0(struct proc, n);
	sh->nprocs = n;
	for (guint i = 0; i < n; i++) {
		struct proc *p = &sh->procs[i];
		int fds[2];

		p->fd = -1;
		p->buf = g_byte_array_new();
		p->sh = sh;
		if (pipe(fds)) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "cannot make a pipe: %s", g_strerror(errno));
			procs_stop(sh, TRUE);
			return -1;
		}
		/* a larger pipe lets a worker run ahead while the writer reads the other one */
		fcntl(fds[1], F_SETPIPE_SZ, 1 << 20);
		p->pid = fork();
		if (p->pid == 0) {
			close(fds[0]);
			proc_main(sh, i, fds[1], parent);
		}
		close(fds[1]);
		p->fd = fds[0];
		if (p->pid < 0) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "cannot fork a worker: %s", g_strerror(errno));
			procs_stop(sh, TRUE);
			return -1;
		}
	}
	return 0;
}

/* Reads from every worker that has output, not only p: a worker waiting on a full pipe while the
 * writer waits on another's slow chunk would leave a core idle.  PQ_PROC_BUF bounds what is held. */
#define PQ_PROC_BUF (64 << 20)

/* One round of reading what is ready, waiting up to timeout ms (poll's); p (if set) is read even
 * past PQ_PROC_BUF.  -1 when there is nothing left to read. */
static int read_ready(struct shared *sh, struct proc *p, int timeout)
{
	struct pollfd fds[sh->nprocs];
	guint8 tmp[65536];
	gboolean open = FALSE;
	nfds_t n = 0;

	for (guint i = 0; i < sh->nprocs; i++) {
		struct proc *q = &sh->procs[i];

		open |= q->fd >= 0;
		if (q->fd >= 0 && (q == p || q->buf->len - q->pos < PQ_PROC_BUF))
			fds[n++] = (struct pollfd){ .fd = q->fd, .events = POLLIN };
	}
	if (!open)
		return -1;
	if (poll(fds, n, timeout) < 0)
		return errno == EINTR ? 0 : -1;
	for (nfds_t i = 0; i < n; i++) {
		struct proc *q = NULL;
		ssize_t got;

		if (!fds[i].revents)
			continue;
		for (guint j = 0; j < sh->nprocs; j++)
			if (sh->procs[j].fd == fds[i].fd)
				q = &sh->procs[j];
		got = read(q->fd, tmp, sizeof(tmp));
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			close(q->fd);
			q->fd = -1;
			continue;
		}
		g_byte_array_append(q->buf, tmp, got);
	}
	return 0;
}

static int fill(struct proc *p, gsize need)
{
	if (p->pos > (1 << 20)) {
		g_byte_array_remove_range(p->buf, 0, p->pos);
		p->pos = 0;
	}
	while (p->buf->len - p->pos < need)
		if (p->fd < 0 || read_ready(p->sh, p, -1))
			return -1;
	return 0;
}

/* The worker that claimed chunk k, NULL if every worker is gone before one did. */
static struct proc *chunk_owner(struct shared *sh, gsize k)
{
	gint owner;

	/* every chunk before k is consumed, so a worker is about to claim k: meanwhile, read */
	while (!(owner = g_atomic_int_get(&sh->claims[1 + k])))
		if (read_ready(sh, NULL, 1))
			return NULL;
	return &sh->procs[owner - 1];
}

static int get_bytes(struct proc *p, void *out, gsize n)
{
	if (fill(p, n))
		return -1;
	memcpy(out, p->buf->data + p->pos, n);
	p->pos += n;
	return 0;
}

static int get_u32(struct proc *p, guint32 *v)
{
	return get_bytes(p, v, sizeof(*v));
}

static int get_str(struct proc *p, char **out)
{
	guint32 n;

	*out = NULL;
	if (get_u32(p, &n))
		return -1;
	if (n == G_MAXUINT32)
		return 0;
	if (fill(p, n))
		return -1;
	*out = g_strndup((const char *)p->buf->data + p->pos, n);
	p->pos += n;
	return 0;
}

static int get_blob(struct proc *p, GByteArray **out)
{
	guint32 n;

	*out = NULL;
	if (get_u32(p, &n))
		return -1;
	if (n == G_MAXUINT32)
		return 0;
	if (fill(p, n))
		return -1;
	*out = g_byte_array_sized_new(n);
	g_byte_array_append(*out, p->buf->data + p->pos, n);
	p->pos += n;
	return 0;
}

/* The result of commit seq, from the worker that owns its chunk; NULL if that worker died. */
static struct result *proc_result(struct shared *sh, guint seq)
{
	struct proc *p = chunk_owner(sh, seq / sh->chunk);
	struct result *r;
	guint32 v, kind, nfiles;

	if (!p)
		return NULL;
	r = g_new0(struct result, 1);
	if (get_u32(p, &v) || v != seq || get_u32(p, &kind))
		goto fail;
	r->seq = seq;
	git_oid_tostr(r->hash, sizeof(r->hash), &sh->oids[seq]);
	if (kind == 2 || kind == 3) {
		r->absent = kind == 3;
		return get_str(p, &r->error) ? (result_free(r), NULL) : r;
	}
	if (kind == 4) {
		r->malformed = TRUE;
		if (get_str(p, &r->error) || get_bytes(p, &r->ctime, sizeof(r->ctime)) ||
		    get_blob(p, &r->pids))
			goto fail;
		return r;
	}
	if (get_bytes(p, &r->ctime, sizeof(r->ctime)) || get_blob(p, &r->pids))
		goto fail;
	if (kind == 1) {
		r->merge = TRUE;
		return r;
	}
	r->files = g_array_new(FALSE, TRUE, sizeof(struct fc_row));
	if (get_str(p, &r->parents) || get_str(p, &r->author) || get_bytes(p, &r->date, sizeof(r->date)) ||
	    get_str(p, &r->subject) || get_u32(p, &r->added) || get_u32(p, &r->removed) ||
	    get_u32(p, &r->missing) || get_u32(p, &nfiles))
		goto fail;
	for (guint32 i = 0; i < nfiles; i++) {
		struct fc_row f = { 0 };
		guint32 status;

		if (get_u32(p, &status) || get_str(p, &f.old_path) || get_str(p, &f.new_path) ||
		    get_u32(p, &f.hunks) || get_u32(p, &f.added) || get_u32(p, &f.removed) ||
		    get_u32(p, &f.flags) || get_bytes(p, f.old_id.id, GIT_OID_RAWSZ) ||
		    get_bytes(p, f.new_id.id, GIT_OID_RAWSZ) || get_blob(p, &f.lines) ||
		    get_blob(p, &f.filter)) {
			fc_row_clear(&f);
			goto fail;
		}
		f.status = status;
		g_array_append_val(r->files, f);
	}
	for (int i = 0; i < 3; i++)
		if (get_str(p, &r->words[i]))
			goto fail;
	return r;
fail:
	result_free(r);
	return NULL;
}

struct writer {
	struct pq_db *db;
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
		if (!r->words[s])
			continue;
		st = w->words[s];
		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_text(st, 2, r->words[s], -1, SQLITE_STATIC);
		if (sqlite3_step(st) != SQLITE_DONE)
			goto sql_error;
		sqlite3_reset(st);
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
	/* FTS5 merges rewrite the same segment pages within a transaction: SQLite's default 2 MiB page
	 * cache sent them through the kernel (sys time 1.3 s against 0.8 s with 64 MiB at 100k commits) */
	return pq__exec(w->db, "PRAGMA cache_size=-65536", error);
}

/* The name the repository at path was indexed under, or NULL: a rerun without --repo-name finds its
 * own row whatever the folder is called.  *out owned. */
static int name_by_path(char **out, struct pq_db *db, const char *path, GError **error)
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
static int repo_row(gint64 *out_id, gboolean *out_created, GHashTable *known, GHashTable *refill,
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
static void drop_empty_repo(struct pq_db *db, gint64 id)
{
	sqlite3_stmt *st;

	if (sqlite3_prepare_v2(db->sql, "DELETE FROM repo WHERE id = ?1 AND NOT EXISTS"
			       " (SELECT 1 FROM \"commit\" WHERE repo = ?1)", -1, &st, NULL) != SQLITE_OK)
		return;
	sqlite3_bind_int64(st, 1, id);
	sqlite3_step(st);
	sqlite3_finalize(st);
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
	GHashTable *pending = g_hash_table_new_full(NULL, NULL, NULL, (GDestroyNotify)result_free);
	guint batch = opts->batch ? opts->batch : PQ_BATCH, die = kill_at();
	struct prog_meter meter;
	gboolean in_tx = FALSE;
	int rc = 0;

	prog_meter_start(&meter, "indexing", "commits", sh->n);

	for (guint next = 0; next < sh->n;) {
		struct result *r = g_hash_table_lookup(pending, GUINT_TO_POINTER(next));

		if (!r && sh->procs) {
			r = proc_result(sh, next);
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
			if (die && res->indexed == die)
				raise(SIGKILL);
			if (res->indexed % batch == 0) {
				if ((rc = pq__exec(w->db, "COMMIT", error)))
					break;
				in_tx = FALSE;
			}
		}
next:
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

	pq__git_init();
	if (git_repository_open_ext(&repo, repo_path, GIT_REPOSITORY_OPEN_NO_SEARCH, NULL))
		rc = pq__git_error(error, repo_path);
	else
		git_repository_free(repo);
	git_libgit2_shutdown();
	return rc;
}

int pq_index_repo(struct pq_index_result *out, struct pq_db *db, const char *repo_path,
		  const struct pq_index_options *opts, GError **error)
{
	struct pq_index_options defaults = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res = { 0 };
	g_autofree char *path = NULL, *name = NULL;
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
	else if (name_by_path(&name, db, path, error))
		goto out_free;
	else if (!name)
		name = g_path_get_basename(path);
	w.refill = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	if (repo_row(&w.repo_id, &created, known, w.refill, db, name, path, repo, error) ||
	    walk_commits(oids, &res, repo, known, path, opts, error) || writer_init(&w, error))
		goto out_free;

	sh.path = path;
	w.path = path;
	sh.gitdir = git_repository_path(repo);
	sh.oids = (git_oid *)oids->data;
	sh.n = oids->len;
	sh.merges = opts->merges;
	sh.max_lines = opts->max_file_lines ? opts->max_file_lines : 20000;
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
		rc = procs_start(&sh, nthreads, error);
		if (!rc)
			rc = write_all(&w, &sh, opts, &res, error);
		if (sh.procs)
			procs_stop(&sh, rc != 0);
	} else {
		for (guint i = 0; i < nthreads; i++)
			g_ptr_array_add(threads, g_thread_new("pq-diff", worker, &sh));
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
		result_free(r);
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
		drop_empty_repo(db, w.repo_id);
	g_array_unref(oids);
	g_hash_table_unref(known);
	git_repository_free(repo);
	res.seconds = (g_get_monotonic_time() - start) / 1e6;
	if (out)
		*out = res;
	return rc;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The index's diff workers: each takes commits of the walk, diffs them against their first parent and
 * extracts their words (struct result).  One worker thread, or several worker processes started
 * through lib/launch that stream their results to the writer down a pipe in the protocol below
 * (serialize() / pq__proc_result()).  index.c walks the history and writes what they give.
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
#include "pq-db-int.h"
#include "pq-index-int.h"
#include "launch.h"
#include "pq-query-int.h"

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

void pq__result_free(struct result *r)
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
	pq__spill_free(r->spill);
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

/* Spills sets[0..2] to *spill (made first), once they hold more than sh->spill_cap bytes. */
static int spill_over(struct pq__spill **spill, const struct shared *sh, struct pq__words *sets,
		      GError **error)
{
	gsize mem = pq__words_mem(&sets[0]) + pq__words_mem(&sets[1]) + pq__words_mem(&sets[2]);

	if (mem <= sh->spill_cap)
		return 0;
	if (!*spill && pq__spill_new(spill, sh->spill_dir, error))
		return -1;
	return pq__spill_sets(*spill, sets, error);
}

static void diff_commit(struct result *r, const struct shared *sh, git_repository *repo,
			git_commit *commit, struct pq__words *sets)
{
	guint max_lines = sh->max_lines;
	struct pq__spill *spill = NULL;
	g_autoptr(GError) err = NULL;
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
		/* a commit's sets grow with its vocabulary: past the cap, on to disk */
		if (spill_over(&spill, sh, sets, &err)) {
			r->error = g_strdup_printf("commit %s: cannot spill its words: %s", r->hash,
						   err->message);
			break;
		}
	}
	pq__commit_files_free(changed);
	g_array_unref(runs[0]);
	g_array_unref(runs[1]);
	/* the rest of a spilled commit's words go to disk too: the writer merges the runs */
	if (spill && !r->error && pq__spill_sets(spill, sets, &err))
		r->error = g_strdup_printf("commit %s: cannot spill its words: %s", r->hash,
					   err->message);
	if (spill && !r->error) {
		r->spill = spill;
		return;
	}
	pq__spill_free(spill);
	/* context = changed lines + context lines: merged from the sides' sorted words, where
	 * scanning every changed line twice cost per occurrence */
	pq__words_join_sides(r->words, sets);
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
			diff_commit(r, sh, repo, commit, sets);
		git_commit_free(commit);
	}
	return r;
}

gpointer pq__worker(gpointer data)
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
		gboolean stop, spilled;

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
		spilled = r->spill != NULL;
		g_async_queue_push(sh->results, r);
		/* a spill file is as big as the commit's words: the next commits wait until the
		 * writer has stored them, rather than a window of such files piling up on disk */
		g_mutex_lock(&sh->lock);
		while (spilled && !sh->stop && i >= sh->written)
			g_cond_wait(&sh->cond, &sh->lock);
		g_mutex_unlock(&sh->lock);
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

static int write_full(int fd, GByteArray *b);

/* r but its words into b, written to fd as b fills: a commit of 44k files has some 30 MB of file
 * rows (their word filters), which b held whole, grown by doubling.  0, or -1 if fd fails. */
static int serialize(int fd, GByteArray *b, const struct result *r)
{
	put_u32(b, r->seq);
	put_u32(b, r->malformed ? 4 : r->error ? (r->absent ? 3 : 2) : r->merge ? 1 : 0);
	if (r->error) {
		put_str(b, r->error);
		if (r->malformed) {
			g_byte_array_append(b, (const guint8 *)&r->ctime, sizeof(r->ctime));
			put_blob(b, r->pids);
		}
		return 0;
	}
	g_byte_array_append(b, (const guint8 *)&r->ctime, sizeof(r->ctime));
	put_blob(b, r->pids);
	if (r->merge)
		return 0;
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
		if (b->len >= 65536 && write_full(fd, b))
			return -1;
	}
	/* the words follow, written by send_words() */
	return 0;
}

static int write_data(int fd, const guint8 *data, gsize len)
{
	gsize off = 0;

	while (off < len) {
		ssize_t n = write(fd, data + off, len - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		off += n;
	}
	return 0;
}

static int write_full(int fd, GByteArray *b)
{
	if (write_data(fd, b->data, b->len))
		return -1;
	g_byte_array_set_size(b, 0);
	return 0;
}

/* In place of a side's length: the number of runs, then the three sides as pieces, each a u32
 * length and its bytes, a side ended by a length of 0 (a spilled commit's words, merged by the
 * worker as it sends them) */
#define PQ_WORDS_PIECES (G_MAXUINT32 - 1)

struct pipe_out {
	int fd;
	GByteArray *b;
};

static int send_piece(const char *s, gsize n, void *data, GError **error)
{
	struct pipe_out *o = data;

	put_u32(o->b, n);
	if (n < 65536) {
		g_byte_array_append(o->b, (const guint8 *)s, n);
		if (o->b->len < 65536 || !write_full(o->fd, o->b))
			return 0;
	} else if (!write_full(o->fd, o->b) && !write_data(o->fd, (const guint8 *)s, n)) {
		return 0;
	}
	g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "cannot write to the index's writer: %s",
		    g_strerror(errno));
	return -1;
}

/*
 * The words of r after serialize()'s part, in put_str()'s form.  A side's words went through b: on
 * the 6.1 tree's first commit 2 x 60 MB, held twice (the strings, then b grown by doubling).  A long
 * one now goes down the pipe from where it is, and a spilled commit's as merged, piece by piece.
 */
static int send_words(int fd, GByteArray *b, const struct result *r, gsize chunk, GError **error)
{
	if (r->error || r->merge)
		return 0;
	if (r->spill) {
		struct pipe_out o = { fd, b };

		put_u32(b, PQ_WORDS_PIECES);
		put_u32(b, pq__spill_runs(r->spill));
		for (int s = 0; s < 3; s++) {
			if (pq__spill_merge(r->spill, s, chunk, send_piece, &o, error))
				return -1;
			put_u32(b, 0);
		}
		return 0;
	}
	for (int i = 0; i < 3; i++) {
		gsize n = r->words[i] ? strlen(r->words[i]) : 0;

		if (n < 65536) {
			put_str(b, r->words[i]);
			continue;
		}
		put_u32(b, n);
		if (write_full(fd, b) || write_data(fd, (const guint8 *)r->words[i], n)) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL,
				    "cannot write to the index's writer: %s", g_strerror(errno));
			return -1;
		}
	}
	return 0;
}

/* What a worker process is given: its number, its pipe's two ends, the writer's pid. */
struct proc_arg {
	struct shared *sh;
	guint c;
	int rd, wr;
	pid_t parent;
};

/* A worker process (launch_function() forked it): 0 when its chunks are written, 1 on a failure. */
static int proc_main(void *data)
{
	const struct proc_arg *a = data;
	struct shared *sh = a->sh;
	guint c = a->c;
	int fd = a->wr;
	GByteArray *b = g_byte_array_new();
	git_repository *repo = NULL;
	struct pq__words sets[5];
	int open_rc;

	close(a->rd);
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != a->parent)
		return 1;
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
			g_autoptr(GError) err = NULL;

			if (serialize(fd, b, r) || send_words(fd, b, r, sh->words_chunk, &err)) {
				if (!err)
					g_set_error(&err, PQ_ERROR, PQ_ERROR_INTERNAL,
						    "cannot write to the index's writer: %s",
						    g_strerror(errno));
				/* the writer sees this worker die: say why */
				g_printerr("error: %s: commit %s: %s\n", sh->path, r->hash,
					   err->message);
				pq__result_free(r);
				return 1;
			}
			pq__result_free(r);
			if (b->len >= 65536 && write_full(fd, b))
				return 1;
		}
		/* the writer may be waiting for this chunk's end: do not hold it back */
		if (write_full(fd, b))
			return 1;
	}
	return 0;
}

void pq__procs_stop(struct shared *sh, gboolean kill_them)
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

int pq__procs_start(struct shared *sh, guint n, GError **error)
{
	pid_t parent = getpid();
	int rc;
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
			pq__procs_stop(sh, TRUE);
			return -1;
		}
		/* a larger pipe lets a worker run ahead while the writer reads the other one */
		fcntl(fds[1], F_SETPIPE_SZ, 1 << 20);
		struct proc_arg a = { sh, i, fds[0], fds[1], parent };
		g_autoptr(GError) err = NULL;

		rc = launch_function(&p->pid, 0, proc_main, &a, &err);
		close(fds[1]);
		p->fd = fds[0];
		if (rc) {
			p->pid = 0;
			g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "cannot start a worker: %s", err->message);
			pq__procs_stop(sh, TRUE);
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

/* A long string (a big commit's words, send_words()) read from the pipe into its own allocation,
 * not first into p->buf: that held it twice, and grew by doubling. */
static int get_long_str(struct proc *p, char **out, gsize n)
{
	gsize have = MIN(n, p->buf->len - p->pos);
	char *s = g_malloc(n + 1);

	memcpy(s, p->buf->data + p->pos, have);
	p->pos += have;
	while (have < n) {
		ssize_t got = p->fd < 0 ? 0 : read(p->fd, s + have, n - have);

		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			if (p->fd >= 0)
				close(p->fd);
			p->fd = -1;
			g_free(s);
			return -1;
		}
		have += got;
	}
	s[n] = 0;
	*out = s;
	return 0;
}

/* A string of n bytes (put_str()'s, after its length) */
static int get_str_n(struct proc *p, guint32 n, char **out)
{
	*out = NULL;
	if (n == G_MAXUINT32)
		return 0;
	if (n >= 65536)
		return get_long_str(p, out, n);
	if (fill(p, n))
		return -1;
	*out = g_strndup((const char *)p->buf->data + p->pos, n);
	p->pos += n;
	return 0;
}

static int get_str(struct proc *p, char **out)
{
	guint32 n;

	*out = NULL;
	return get_u32(p, &n) ? -1 : get_str_n(p, n, out);
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
struct result *pq__proc_result(struct shared *sh, guint seq)
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
		return get_str(p, &r->error) ? (pq__result_free(r), NULL) : r;
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
	if (get_u32(p, &v))
		goto fail;
	/* a spilled commit's words: the writer reads them from the pipe as it stores them */
	if (v == PQ_WORDS_PIECES) {
		if (get_u32(p, &r->spill_runs))
			goto fail;
		r->stream = p;
		return r;
	}
	if (get_str_n(p, v, &r->words[0]) || get_str(p, &r->words[1]) || get_str(p, &r->words[2]))
		goto fail;
	return r;
fail:
	pq__result_free(r);
	return NULL;
}

int pq__result_words(struct result *r, int side, gsize chunk, pq__piece_fn fn, void *data,
		     GError **error)
{
	struct proc *p = r->stream;

	if (r->spill)
		return pq__spill_merge(r->spill, side, chunk, fn, data, error);
	if (!p)
		return pq__pieces_of(r->words[side], chunk, fn, data, error);
	g_assert(side == r->stream_side);
	/* the worker cut the pieces (with the same chunk): each is stored as it comes */
	for (;;) {
		guint32 n;
		int rc;

		if (get_u32(p, &n) || (n && fill(p, n))) {
			r->stream = NULL;
			g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL,
				    "%s: a diff worker died while sending the words of commit %s",
				    p->sh->path, r->hash);
			return -1;
		}
		if (!n)
			break;
		rc = fn((const char *)p->buf->data + p->pos, n, data, error);
		p->pos += n;
		if (rc)
			return -1;
	}
	if (++r->stream_side == 3)
		r->stream = NULL;
	return 0;
}

guint pq__result_spill_runs(const struct result *r)
{
	return r->spill ? pq__spill_runs(r->spill) : r->spill_runs;
}

static int drop_piece(const char *s, gsize n, void *data, GError **error)
{
	(void)s, (void)n, (void)data, (void)error;
	return 0;
}

void pq__result_drain(struct result *r)
{
	while (r->stream) {
		g_autoptr(GError) err = NULL;

		/* a worker that died shows when the next result is read */
		if (pq__result_words(r, r->stream_side, 0, drop_piece, NULL, &err))
			r->stream = NULL;
	}
}

// SPDX-License-Identifier: GPL-2.0
/*
 * A commit's words on disk: once its word sets pass a memory cap, a diff worker writes each set
 * as a sorted run to one unnamed file and empties it, and the commit's words are merged back from
 * the runs, deduplicated, as they are written, in the same pieces as the in-memory path's (pieces
 * of PQ_WORDS_CHUNK bytes, index.c).  So a commit's memory is bounded by the cap, not by its
 * vocabulary, and its index is the same.
 */
#define _GNU_SOURCE	/* O_TMPFILE */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "pq-db-int.h"
#include "pq-index-int.h"

#define SPILL_WRITE_BUF (1 << 20)	/* bytes written at a time */
#define SPILL_READ_BUF (64 << 10)	/* per run while merging */

struct run {
	guint64 off, len;
};

struct pq__spill {
	int fd;
	guint64 end;		/* bytes written */
	GArray *runs[3];	/* struct run, per side (minus, plus, context lines') */
	char *dir;		/* for messages */
};

/*
 * An unnamed file in dir, gone when closed however the process ends: O_TMPFILE, or where the file
 * system lacks it a fresh name (O_EXCL, so never a file or symlink already there) unlinked at once.
 */
static int open_unnamed(const char *dir, GError **error)
{
	g_autofree char *tmpl = g_build_filename(dir, "prequel-spill-XXXXXX", NULL);
	int fd = open(dir, O_TMPFILE | O_RDWR | O_EXCL | O_CLOEXEC, 0600);

	if (fd >= 0)
		return fd;
	if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL)
		goto fail;
	fd = g_mkstemp_full(tmpl, O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0)
		goto fail;
	if (unlink(tmpl)) {
		int e = errno;

		close(fd);
		errno = e;
		goto fail;
	}
	return fd;
fail:
	g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "cannot make a spill file in %s: %s", dir,
		    g_strerror(errno));
	return -1;
}

int pq__spill_new(struct pq__spill **out, const char *dir, GError **error)
{
	struct pq__spill *sp;
	int fd = open_unnamed(dir, error);

	*out = NULL;
	if (fd < 0)
		return -1;
	sp = g_new0(struct pq__spill, 1);
	sp->fd = fd;
	sp->dir = g_strdup(dir);
	for (int s = 0; s < 3; s++)
		sp->runs[s] = g_array_new(FALSE, FALSE, sizeof(struct run));
	*out = sp;
	return 0;
}

void pq__spill_free(struct pq__spill *sp)
{
	if (!sp)
		return;
	close(sp->fd);
	for (int s = 0; s < 3; s++)
		g_array_unref(sp->runs[s]);
	g_free(sp->dir);
	g_free(sp);
}

guint pq__spill_runs(const struct pq__spill *sp)
{
	return sp->runs[0]->len + sp->runs[1]->len + sp->runs[2]->len;
}

static int write_buf(struct pq__spill *sp, GString *b, GError **error)
{
	gsize off = 0;

	while (off < b->len) {
		ssize_t n = write(sp->fd, b->str + off, b->len - off);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL,
				    "cannot write a spill file in %s: %s", sp->dir,
				    n < 0 ? g_strerror(errno) : "nothing written");
			return -1;
		}
		off += n;
	}
	sp->end += b->len;
	g_string_truncate(b, 0);
	return 0;
}

/* One run: the words of w, sorted, each with its NUL. */
static int write_run(struct pq__spill *sp, int side, const struct pq__words *w, GError **error)
{
	struct run r = { sp->end, 0 };
	GString *b;
	const char **keys;
	guint n;
	int rc = 0;

	if (!w->n)
		return 0;
	keys = pq__words_sorted(w, &n);
	b = g_string_sized_new(SPILL_WRITE_BUF + PQ_WORD_MAX + 2);
	for (guint i = 0; i < n && !rc; i++) {
		g_string_append_len(b, keys[i], strlen(keys[i]) + 1);
		if (b->len >= SPILL_WRITE_BUF)
			rc = write_buf(sp, b, error);
	}
	if (!rc)
		rc = write_buf(sp, b, error);
	g_string_free(b, TRUE);
	g_free(keys);
	if (rc)
		return -1;
	r.len = sp->end - r.off;
	g_array_append_val(sp->runs[side], r);
	return 0;
}

int pq__spill_sets(struct pq__spill *sp, struct pq__words sets[3], GError **error)
{
	int rc = 0;

	for (int s = 0; s < 3; s++) {
		if (!rc)
			rc = write_run(sp, s, &sets[s], error);
		pq__words_clear(&sets[s]);
	}
	return rc;
}

/*
 * The pieces of one side, cut as index.c always cut them: a piece ends at the first word that
 * brings it to chunk bytes or more (blanks between words counted), or with the side.  So a side
 * merged from runs goes into FTS5 in exactly the inserts its joined string would have.
 */
struct pieces {
	GString *buf;
	gsize chunk;
	pq__piece_fn fn;
	void *data;
};

static int pieces_word(struct pieces *p, const char *w, gsize n, GError **error)
{
	int rc = 0;

	if (p->buf->len)
		g_string_append_c(p->buf, ' ');
	g_string_append_len(p->buf, w, n);
	if (p->buf->len >= p->chunk) {
		rc = p->fn(p->buf->str, p->buf->len, p->data, error);
		g_string_truncate(p->buf, 0);
	}
	return rc;
}

int pq__pieces_of(const char *words, gsize chunk, pq__piece_fn fn, void *data, GError **error)
{
	const char *p = words, *end;

	if (!p)
		return 0;
	end = p + strlen(p);
	while (p < end) {
		const char *cut = end;

		/* at a blank: the pq_words tokenizer splits there too */
		if ((gsize)(end - p) > chunk) {
			cut = memchr(p + chunk, ' ', end - p - chunk);
			if (!cut)
				cut = end;
		}
		if (fn(p, cut - p, data, error))
			return -1;
		p = cut < end ? cut + 1 : end;
	}
	return 0;
}

/* A run being read: its unread part [off, end) of the file, and what was read of it in buf. */
struct cursor {
	int fd;
	guint64 off, end;
	char *buf;
	gsize len, pos;
	const char *w;		/* the current word, NUL-terminated in buf */
};

/* 1: c->w is the run's next word, 0: the run is done, -1: error set */
static int cursor_next(struct cursor *c, const struct pq__spill *sp, GError **error)
{
	for (;;) {
		char *nul = memchr(c->buf + c->pos, 0, c->len - c->pos);
		gsize want;
		ssize_t n;

		if (nul) {
			c->w = c->buf + c->pos;
			c->pos = nul - c->buf + 1;
			return 1;
		}
		if (c->off == c->end && c->pos == c->len)
			return 0;
		/* a word is at most PQ_WORD_MAX + 1 bytes ('.' and a field): more is damage */
		if (c->off == c->end || c->len - c->pos > PQ_WORD_MAX + 1)
			break;
		memmove(c->buf, c->buf + c->pos, c->len - c->pos);
		c->len -= c->pos;
		c->pos = 0;
		want = MIN(SPILL_READ_BUF - c->len, c->end - c->off);
		n = pread(c->fd, c->buf + c->len, want, c->off);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL,
				    "cannot read a spill file in %s: %s", sp->dir,
				    n < 0 ? g_strerror(errno) : "it is shorter than written");
			return -1;
		}
		c->len += n;
		c->off += n;
	}
	g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL,
		    "a spill file in %s does not read back as written", sp->dir);
	return -1;
}

/* The min-heap of cursors on their current words */
static void sift_down(struct cursor **h, guint n, guint i)
{
	for (;;) {
		guint l = 2 * i + 1, m = i;

		if (l < n && strcmp(h[l]->w, h[m]->w) < 0)
			m = l;
		if (l + 1 < n && strcmp(h[l + 1]->w, h[m]->w) < 0)
			m = l + 1;
		if (m == i)
			return;
		struct cursor *t = h[i];

		h[i] = h[m];
		h[m] = t;
		i = m;
	}
}

int pq__spill_merge(struct pq__spill *sp, int side, gsize chunk, pq__piece_fn fn, void *data,
		    GError **error)
{
	struct pieces p = { NULL, chunk, fn, data };
	struct cursor *cs, **heap;
	char last[PQ_WORD_MAX + 2] = "";
	gboolean any = FALSE;
	guint n = 0, nh = 0;
	int rc = 0;

	/* minus and plus are their own runs; the context side is every run's words */
	for (int s = 0; s < 3; s++)
		if (side == 2 || s == side)
			n += sp->runs[s]->len;
	if (!n)
		return 0;
	cs = g_new0(struct cursor, n);
	heap = g_new(struct cursor *, n);
	n = 0;
	for (int s = 0; s < 3; s++) {
		if (side != 2 && s != side)
			continue;
		for (guint i = 0; i < sp->runs[s]->len; i++) {
			const struct run *r = &g_array_index(sp->runs[s], struct run, i);

			cs[n++] = (struct cursor){ sp->fd, r->off, r->off + r->len,
						   g_malloc(SPILL_READ_BUF), 0, 0, NULL };
		}
	}
	for (guint i = 0; i < n && !rc; i++) {
		rc = cursor_next(&cs[i], sp, error);
		if (rc > 0)
			heap[nh++] = &cs[i];
		rc = rc < 0 ? -1 : 0;
	}
	for (guint i = nh / 2; i-- > 0;)
		sift_down(heap, nh, i);
	p.buf = g_string_sized_new(MIN(chunk, SPILL_WRITE_BUF) + PQ_WORD_MAX + 2);
	while (!rc && nh) {
		struct cursor *c = heap[0];
		gsize len = strlen(c->w);

		/* runs overlap (a word of two sides, or met again after a spill): keep it once */
		if (!any || strcmp(c->w, last)) {
			memcpy(last, c->w, len + 1);
			any = TRUE;
			rc = pieces_word(&p, c->w, len, error);
		}
		if (!rc) {
			int got = cursor_next(c, sp, error);

			if (got < 0)
				rc = -1;
			else if (!got)
				heap[0] = heap[--nh];
		}
		sift_down(heap, nh, 0);
	}
	if (!rc && p.buf->len)
		rc = fn(p.buf->str, p.buf->len, data, error);
	g_string_free(p.buf, TRUE);
	for (guint i = 0; i < n; i++)
		g_free(cs[i].buf);
	g_free(cs);
	g_free(heap);
	return rc ? -1 : 0;
}

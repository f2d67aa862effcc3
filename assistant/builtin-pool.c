// SPDX-License-Identifier: GPL-2.0
/*
 * `porter pool`: the example history of two kernel source trees (directories, tarballs, or Debian's
 * linux-source-X packages found by version) written with libgit2 into a bare repository, then
 * indexed with prequel: one import commit of the old tree, one commit per changed, added or removed
 * file of the code folders, then of the header folders (docs/cli.md, "porter pool").
 */
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <git2.h>
#include <git2/sys/mempack.h>
#include <git2/sys/odb_backend.h>
#include <lzma.h>
#include <zlib.h>

#include "porter.h"
#include "prequel.h"
#include "progress.h"

/* Dates are fixed and increase by one second per commit: the same two trees give the same hashes
 * (corpora/kernel-pair-stream.py's, which this replaces). */
#define POOL_EPOCH 1670198400
/* Blob bytes held in memory before they are written out as one pack. */
#define POOL_FLUSH_BYTES (96u << 20)
/* Commits (each with the trees along its file's path) per pack. */
#define POOL_FLUSH_COMMITS 3000u
/* The largest file of a tree read whole; a kernel's largest generated header is ~30 MB. */
#define POOL_MAX_FILE (512u << 20)

struct pool_file {
	git_filemode_t mode;
	git_oid oid;
};

/* One of the two kernel trees. */
struct pool_side {
	char *path;		/* directory or tarball */
	gboolean is_dir;
	char *tag;		/* "v6.1" */
	char *top;		/* its top folder's name, for the import commit's message */
	GHashTable *files;	/* path in the tree -> struct pool_file *, under the wanted folders */
};

struct pool_pending {
	git_oid oid;
	char *name;		/* the path of a tree, for delta pairing; NULL for blobs and commits */
};

struct pool {
	git_repository *repo;
	git_odb *odb;
	git_odb_backend *mempack;	/* new objects until the next pack */
	git_config *tmp_cfg;		/* the run's own settings, on top of the repository's */
	char *tmp_cfg_path;
	GArray *pending;		/* struct pool_pending: what the mempack holds */
	guint64 pending_bytes;
	guint64 written;		/* objects written, for the stats */
	guint packs;
	char **code, **headers;		/* folders of the tree */
	gint64 when;
	/* tests: commits per pack, and a SIGKILL of the process after that many commits (0: none) */
	guint flush_commits, kill_after;
};

static int git_fail(GError **error, const char *what)
{
	const git_error *e = git_error_last();

	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "%s: %s", what,
		    e && e->message ? e->message : "libgit2 failed");
	return -PORTER_ERROR_INTERNAL;
}

static void pending_clear(gpointer p)
{
	g_free(((struct pool_pending *)p)->name);
}

/* Records @oid as held by the mempack when the write did put it there (a rerun finds most
 * objects in the packs of the run it resumes: those are not written twice). */
static void pool_note(struct pool *p, const git_oid *oid, const char *name, gsize size)
{
	struct pool_pending e;

	if (!p->mempack->exists(p->mempack, oid))
		return;
	git_oid_cpy(&e.oid, oid);
	e.name = g_strdup(name);
	g_array_append_val(p->pending, e);
	p->pending_bytes += size;
	p->written++;
}

struct pool_chunk {
	git_indexer *idx;
	GByteArray *buf;
	git_indexer_progress stats;
};

static int chunk_cb(void *data, size_t size, void *payload)
{
	struct pool_chunk *c = payload;

	g_byte_array_append(c->buf, data, size);
	if (c->buf->len < (4u << 20))
		return 0;
	if (git_indexer_append(c->idx, c->buf->data, c->buf->len, &c->stats))
		return -1;
	g_byte_array_set_size(c->buf, 0);
	return 0;
}

/*
 * git_packbuilder_write() hands the indexer each object alone, and the indexer maps and unmaps
 * the pack file for each write: most of the system time.  The same in 4 MB pieces.
 */
static int pool_write_pack(struct pool *p, git_packbuilder *pb)
{
	g_autofree char *dir = g_build_filename(git_repository_path(p->repo), "objects", "pack",
						NULL);
	git_indexer_options opts = GIT_INDEXER_OPTIONS_INIT;
	struct pool_chunk c = { NULL };
	int ret;

	if (git_indexer_new(&c.idx, dir, 0, p->odb, &opts))
		return -1;
	c.buf = g_byte_array_sized_new(4u << 20);
	ret = git_packbuilder_foreach(pb, chunk_cb, &c);
	if (!ret && c.buf->len)
		ret = git_indexer_append(c.idx, c.buf->data, c.buf->len, &c.stats);
	if (!ret)
		ret = git_indexer_commit(c.idx, &c.stats);
	g_byte_array_unref(c.buf);
	git_indexer_free(c.idx);
	return ret;
}

/*
 * Writes what the mempack holds as one pack (its index written by libgit2's indexer, then
 * renamed into objects/pack: a kill leaves at most a temporary file).  @deltas: look for deltas
 * (trees of one folder pair well); blob packs are written without, which costs no CPU time
 * and little space (the versions of a file are in different packs anyway).
 */
static int pool_flush(struct pool *p, gboolean deltas, GError **error)
{
	git_packbuilder *pb = NULL;
	int ret = 0;

	if (!p->pending->len)
		return 0;
	/* libgit2 1.5 reads its delta size limit from pack.deltaCacheSize (sic), later ones from
	 * pack.bigFileThreshold: both are set */
	if (git_config_set_int64(p->tmp_cfg, "pack.bigFileThreshold", deltas ? 64 << 20 : 1) ||
	    git_config_set_int64(p->tmp_cfg, "pack.deltaCacheSize", deltas ? 64 << 20 : 1) ||
	    git_packbuilder_new(&pb, p->repo))
		return git_fail(error, "cannot start a pack");
	git_packbuilder_set_threads(pb, 1);
	for (guint i = 0; i < p->pending->len; i++) {
		struct pool_pending *e = &g_array_index(p->pending, struct pool_pending, i);

		if (git_packbuilder_insert(pb, &e->oid, e->name)) {
			ret = git_fail(error, "cannot add an object to a pack");
			goto out_free_pb;
		}
	}
	if (pool_write_pack(p, pb)) {
		ret = git_fail(error, "cannot write a pack");
		goto out_free_pb;
	}
	p->packs++;
	g_array_set_size(p->pending, 0);
	p->pending_bytes = 0;
	git_mempack_reset(p->mempack);
out_free_pb:
	git_packbuilder_free(pb);
	return ret;
}

static int pool_blob(struct pool *p, struct pool_file *out, const void *data, gsize len,
		     const char *path, GError **error)
{
	/* straight to the mempack: git_odb_write() rescans objects/pack for each new object */
	if (git_odb_hash(&out->oid, data, len, GIT_OBJECT_BLOB))
		return git_fail(error, path);
	if (git_odb_exists_ext(p->odb, &out->oid, GIT_ODB_LOOKUP_NO_REFRESH))
		return 0;
	if (p->mempack->write(p->mempack, &out->oid, data, len, GIT_OBJECT_BLOB))
		return git_fail(error, path);
	pool_note(p, &out->oid, NULL, len);
	if (p->pending_bytes >= POOL_FLUSH_BYTES)
		return pool_flush(p, FALSE, error);
	return 0;
}

/* Whether @rel lies in one of @dirs. */
static gboolean pool_in(char **dirs, const char *rel)
{
	for (char **d = dirs; *d; d++) {
		gsize n = strlen(*d);

		if (!strncmp(rel, *d, n) && rel[n] == '/')
			return TRUE;
	}
	return FALSE;
}

static gboolean pool_wanted(struct pool *p, const char *rel)
{
	return pool_in(p->code, rel) || pool_in(p->headers, rel);
}

static void pool_add(struct pool_side *s, const char *rel, const struct pool_file *f)
{
	g_hash_table_replace(s->files, g_strdup(rel), g_memdup2(f, sizeof(*f)));
}

/* ---- reading a directory ------------------------------------------------------------------ */

static int read_dir(struct pool *p, struct pool_side *s, const char *rel, struct prog_meter *m,
		    GError **error)
{
	g_autofree char *abs = g_build_filename(s->path, rel, NULL);
	DIR *d = opendir(abs);
	struct dirent *de;
	int ret = 0;

	if (!d) {
		/* a folder the tree lacks (no sound/ in a trimmed tree) is an empty one */
		if (errno == ENOENT && !strchr(rel, '/'))
			return 0;
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot read %s: %s", abs,
			    g_strerror(errno));
		return -PORTER_ERROR_INPUT;
	}
	while (!ret && (de = readdir(d))) {
		g_autofree char *r = NULL, *a = NULL;
		struct pool_file f;
		struct stat st;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		r = g_strconcat(rel, "/", de->d_name, NULL);
		a = g_build_filename(s->path, r, NULL);
		if (lstat(a, &st)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot read %s: %s", a,
				    g_strerror(errno));
			ret = -PORTER_ERROR_INPUT;
		} else if (S_ISDIR(st.st_mode)) {
			ret = read_dir(p, s, r, m, error);
		} else if (S_ISLNK(st.st_mode)) {
			g_autofree char *target = g_file_read_link(a, NULL);

			f.mode = GIT_FILEMODE_LINK;
			ret = target ? pool_blob(p, &f, target, strlen(target), a, error) :
				       (g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
						    "cannot read link %s", a), -PORTER_ERROR_INPUT);
			if (!ret)
				pool_add(s, r, &f);
		} else if (S_ISREG(st.st_mode)) {
			g_autofree char *data = NULL;
			gsize len;
			g_autoptr(GError) err = NULL;

			if (!g_file_get_contents(a, &data, &len, &err)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "%s", err->message);
				ret = -PORTER_ERROR_INPUT;
				break;
			}
			f.mode = st.st_mode & 0111 ? GIT_FILEMODE_BLOB_EXECUTABLE : GIT_FILEMODE_BLOB;
			ret = pool_blob(p, &f, data, len, a, error);
			if (!ret)
				pool_add(s, r, &f);
			prog_meter_update(m, g_hash_table_size(s->files));
		}
	}
	closedir(d);
	return ret;
}

/* ---- reading a tarball -------------------------------------------------------------------- */

/* A tarball's bytes, decompressed as its first bytes say (xz, gzip, or none). */
struct pool_stream {
	int fd;
	enum { POOL_RAW, POOL_XZ, POOL_GZ } kind;
	lzma_stream xz;
	z_stream gz;
	guint8 in[1 << 16];
	gsize in_len, in_pos;	/* POOL_RAW: what is left of in[] */
	gboolean in_eof, out_eof;
	guint64 consumed;	/* compressed bytes read */
	const char *path;
};

static int stream_fill(struct pool_stream *s, GError **error)
{
	gssize n = read(s->fd, s->in, sizeof(s->in));

	if (n < 0) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot read %s: %s", s->path,
			    g_strerror(errno));
		return -PORTER_ERROR_INPUT;
	}
	s->in_len = n;
	s->in_pos = 0;
	s->in_eof = n == 0;
	s->consumed += n;
	return 0;
}

static int stream_open(struct pool_stream *s, const char *path, GError **error)
{
	memset(s, 0, sizeof(*s));
	s->path = path;
	s->fd = open(path, O_RDONLY | O_CLOEXEC);
	if (s->fd < 0) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot open %s: %s", path,
			    g_strerror(errno));
		return -PORTER_ERROR_INPUT;
	}
	if (stream_fill(s, error))
		return -PORTER_ERROR_INPUT;
	if (s->in_len >= 6 && !memcmp(s->in, "\xfd" "7zXZ", 6)) {
		s->kind = POOL_XZ;
		if (lzma_stream_decoder(&s->xz, UINT64_MAX, LZMA_CONCATENATED) != LZMA_OK)
			goto out_bad;
		s->xz.next_in = s->in;
		s->xz.avail_in = s->in_len;
	} else if (s->in_len >= 2 && s->in[0] == 0x1f && s->in[1] == 0x8b) {
		s->kind = POOL_GZ;
		if (inflateInit2(&s->gz, 15 + 32) != Z_OK)
			goto out_bad;
		s->gz.next_in = s->in;
		s->gz.avail_in = s->in_len;
	} else if (s->in_len >= 3 && !memcmp(s->in, "BZh", 3)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "%s: bzip2 is not read: give a .tar, .tar.gz or .tar.xz, or unpack it", path);
		return -PORTER_ERROR_INPUT;
	}
	return 0;
out_bad:
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "%s: cannot start a decompressor",
		    path);
	return -PORTER_ERROR_INTERNAL;
}

static void stream_close(struct pool_stream *s)
{
	if (s->kind == POOL_XZ)
		lzma_end(&s->xz);
	else if (s->kind == POOL_GZ)
		inflateEnd(&s->gz);
	if (s->fd >= 0)
		close(s->fd);
}

/* Reads @len bytes; fewer only at the end of the data (*got says how many). */
static int stream_read(struct pool_stream *s, void *buf, gsize len, gsize *got, GError **error)
{
	guint8 *o = buf;
	gsize done = 0;

	while (done < len && !s->out_eof) {
		if (s->kind == POOL_RAW) {
			gsize n;

			if (s->in_pos == s->in_len) {
				if (stream_fill(s, error))
					return -PORTER_ERROR_INPUT;
				if (s->in_eof) {
					s->out_eof = TRUE;
					break;
				}
			}
			n = MIN(len - done, s->in_len - s->in_pos);
			memcpy(o + done, s->in + s->in_pos, n);
			s->in_pos += n;
			done += n;
		} else if (s->kind == POOL_XZ) {
			lzma_ret r;

			if (!s->xz.avail_in && !s->in_eof) {
				if (stream_fill(s, error))
					return -PORTER_ERROR_INPUT;
				s->xz.next_in = s->in;
				s->xz.avail_in = s->in_len;
			}
			s->xz.next_out = o + done;
			s->xz.avail_out = len - done;
			r = lzma_code(&s->xz, s->in_eof ? LZMA_FINISH : LZMA_RUN);
			done = len - s->xz.avail_out;
			if (r == LZMA_STREAM_END)
				s->out_eof = TRUE;
			else if (r != LZMA_OK)
				goto out_corrupt;
		} else {
			int r;

			if (!s->gz.avail_in && !s->in_eof) {
				if (stream_fill(s, error))
					return -PORTER_ERROR_INPUT;
				s->gz.next_in = s->in;
				s->gz.avail_in = s->in_len;
			}
			s->gz.next_out = o + done;
			s->gz.avail_out = len - done;
			r = inflate(&s->gz, Z_NO_FLUSH);
			done = len - s->gz.avail_out;
			if (r == Z_STREAM_END)
				s->out_eof = TRUE;
			else if (r != Z_OK && !(r == Z_BUF_ERROR && !s->in_eof))
				goto out_corrupt;
		}
	}
	*got = done;
	return 0;
out_corrupt:
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "%s: the compressed data is corrupt or cut short",
		    s->path);
	return -PORTER_ERROR_INPUT;
}

static int tar_short(const char *path, GError **error)
{
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "%s: the tar archive is cut short", path);
	return -PORTER_ERROR_INPUT;
}

/* The next @len bytes of an entry, and its padding to 512; @buf NULL skips them. */
static int tar_data(struct pool_stream *s, char *buf, guint64 len, GError **error)
{
	guint64 left = (len + 511) & ~(guint64)511;
	char skip[1 << 15];

	while (left) {
		gsize want = buf && len ? MIN(len, left) : MIN(left, sizeof(skip));
		char *to = buf && len ? buf : skip;
		gsize got;

		if (stream_read(s, to, want, &got, error))
			return -PORTER_ERROR_INPUT;
		if (got != want)
			return tar_short(s->path, error);
		if (buf && len) {
			buf += got;
			len -= got;
		}
		left -= got;
	}
	return 0;
}

static guint64 tar_number(const char *f, gsize n)
{
	guint64 v = 0;

	/* GNU's base-256 form for sizes over 8 GB */
	if ((guint8)f[0] & 0x80) {
		v = (guint8)f[0] & 0x7f;
		for (gsize i = 1; i < n; i++)
			v = v << 8 | (guint8)f[i];
		return v;
	}
	for (gsize i = 0; i < n && f[i]; i++)
		if (f[i] >= '0' && f[i] <= '7')
			v = v * 8 + (f[i] - '0');
	return v;
}

/* The path and link target of pax records ("LEN path=VALUE\n"). */
static void tar_pax(const char *d, gsize len, char **path, char **link)
{
	gsize i = 0;

	while (i < len) {
		char *end;
		guint64 n = g_ascii_strtoull(d + i, &end, 10);
		const char *kv = end + 1, *eq;

		if (end == d + i || n == 0 || i + n > len)
			return;
		eq = memchr(kv, '=', d + i + n - kv);
		if (eq) {
			gsize klen = eq - kv, vlen = d + i + n - 1 - (eq + 1);

			if (klen == 4 && !memcmp(kv, "path", 4))
				g_free(*path), *path = g_strndup(eq + 1, vlen);
			else if (klen == 8 && !memcmp(kv, "linkpath", 8))
				g_free(*link), *link = g_strndup(eq + 1, vlen);
		}
		i += n;
	}
}

/* @name without "./" and the archive's top folder, which it records in s->top; NULL for the top itself. */
static const char *tar_rel(struct pool_side *s, const char *name)
{
	const char *slash;

	while (!strncmp(name, "./", 2))
		name += 2;
	slash = strchr(name, '/');
	if (!s->top)
		s->top = g_strndup(name, slash ? (gsize)(slash - name) : strlen(name));
	if (!slash || strncmp(name, s->top, slash - name) || strlen(s->top) != (gsize)(slash - name))
		return NULL;
	return slash[1] ? slash + 1 : NULL;
}

static int read_tar(struct pool *p, struct pool_side *s, struct prog_meter *m, GError **error)
{
	struct pool_stream st;
	g_autofree char *long_name = NULL, *long_link = NULL, *pax_path = NULL, *pax_link = NULL;
	int ret;

	ret = stream_open(&st, s->path, error);
	if (ret)
		goto out_close;
	for (;;) {
		char h[512];
		g_autofree char *name = NULL, *link = NULL, *data = NULL;
		const char *rel;
		guint64 size;
		gsize got;
		guint sum = 0;
		char type;

		ret = stream_read(&st, h, sizeof(h), &got, error);
		if (ret)
			break;
		if (got != sizeof(h)) {
			ret = tar_short(s->path, error);
			break;
		}
		for (int i = 0; i < 512; i++)
			sum += i >= 148 && i < 156 ? ' ' : (guint8)h[i];
		if (sum == 8 * ' ')	/* a zero block: the end */
			break;
		if (sum != tar_number(h + 148, 8)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "%s: not a tar archive (bad header checksum)", s->path);
			ret = -PORTER_ERROR_INPUT;
			break;
		}
		size = tar_number(h + 124, 12);
		type = h[156];
		if (type == 'g') {	/* pax global header (kernel.org's commit id) */
			ret = tar_data(&st, NULL, size, error);
			if (ret)
				break;
			continue;
		}
		if (type == 'L' || type == 'K' || type == 'x') {
			if (size > 1 << 20) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
					    "%s: a header record of %" G_GUINT64_FORMAT " bytes", s->path,
					    size);
				ret = -PORTER_ERROR_INPUT;
				break;
			}
			data = g_malloc0(size + 1);
			ret = tar_data(&st, data, size, error);
			if (ret)
				break;
			if (type == 'L')
				g_free(long_name), long_name = g_strdup(data);
			else if (type == 'K')
				g_free(long_link), long_link = g_strdup(data);
			else
				tar_pax(data, size, &pax_path, &pax_link);
			continue;
		}
		if (pax_path)
			name = g_steal_pointer(&pax_path);
		else if (long_name)
			name = g_steal_pointer(&long_name);
		else if (!memcmp(h + 257, "ustar", 5) && h[345])
			name = g_strdup_printf("%.155s/%.100s", h + 345, h);
		else
			name = g_strndup(h, 100);
		link = pax_link ? g_steal_pointer(&pax_link) :
		       long_link ? g_steal_pointer(&long_link) : g_strndup(h + 157, 100);
		g_clear_pointer(&long_name, g_free);
		g_clear_pointer(&long_link, g_free);
		rel = tar_rel(s, name);
		if (!rel || !pool_wanted(p, rel) || (type != '0' && type != '\0' && type != '7' &&
						     type != '2' && type != '1')) {
			ret = tar_data(&st, NULL, type == '5' || type == '1' || type == '2' ? 0 : size,
				       error);
			if (ret)
				break;
			prog_meter_update(m, st.consumed >> 20);
			continue;
		}
		if (type == '2') {
			struct pool_file f = { GIT_FILEMODE_LINK };

			ret = pool_blob(p, &f, link, strlen(link), name, error);
			if (!ret)
				pool_add(s, rel, &f);
		} else if (type == '1') {
			/* a hard link: the file it names, read before */
			const char *target = tar_rel(s, link);
			struct pool_file *f = target ? g_hash_table_lookup(s->files, target) : NULL;

			if (f)
				pool_add(s, rel, f);
		} else {
			struct pool_file f;

			if (size > POOL_MAX_FILE) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
					    "%s: %s: a file of %" G_GUINT64_FORMAT " bytes", s->path,
					    name, size);
				ret = -PORTER_ERROR_INPUT;
				break;
			}
			data = g_malloc(size + 1);
			ret = tar_data(&st, data, size, error);
			if (ret)
				break;
			f.mode = tar_number(h + 100, 8) & 0111 ? GIT_FILEMODE_BLOB_EXECUTABLE :
				 GIT_FILEMODE_BLOB;
			ret = pool_blob(p, &f, data, size, name, error);
			if (!ret)
				pool_add(s, rel, &f);
		}
		if (ret)
			break;
		prog_meter_update(m, st.consumed >> 20);
	}
out_close:
	stream_close(&st);
	return ret;
}

/* ---- the history -------------------------------------------------------------------------- */

static int cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Writes the tree of @paths[lo, hi) (sorted; each starts with the folder @dir, @plen long
 * with its '/') and its subtrees; @out its id.
 */
static int build_tree(struct pool *p, git_oid *out, GHashTable *files, char **paths, guint lo,
		      guint hi, const char *dir, gsize plen, GError **error)
{
	git_treebuilder *bld;
	int ret = 0;

	if (git_treebuilder_new(&bld, p->repo, NULL))
		return git_fail(error, "cannot build a tree");
	for (guint i = lo; !ret && i < hi;) {
		const char *rest = paths[i] + plen, *slash = strchr(rest, '/');

		if (!slash) {
			struct pool_file *f = g_hash_table_lookup(files, paths[i]);

			if (git_treebuilder_insert(NULL, bld, rest, &f->oid, f->mode))
				ret = git_fail(error, paths[i]);
			i++;
		} else {
			gsize n = slash - rest + 1;
			g_autofree char *sub = g_strndup(paths[i], plen + n - 1);
			g_autofree char *name = g_strndup(rest, n - 1);
			guint j = i + 1;
			git_oid oid;

			while (j < hi && !strncmp(paths[j] + plen, rest, n))
				j++;
			ret = build_tree(p, &oid, files, paths, i, j, sub, plen + n, error);
			if (!ret && git_treebuilder_insert(NULL, bld, name, &oid, GIT_FILEMODE_TREE))
				ret = git_fail(error, sub);
			i = j;
		}
	}
	if (!ret) {
		if (git_treebuilder_write(out, bld))
			ret = git_fail(error, "cannot write a tree");
		else
			pool_note(p, out, dir, git_treebuilder_entrycount(bld) * 40);
	}
	git_treebuilder_free(bld);
	return ret;
}

/* The tree of all of @files; the empty tree for none. */
static int tree_of(struct pool *p, git_oid *out, GHashTable *files, GError **error)
{
	guint len;
	g_autofree gpointer *paths = g_hash_table_get_keys_as_array(files, &len);

	qsort(paths, len, sizeof(*paths), cmp_str);
	return build_tree(p, out, files, (char **)paths, 0, len, "", 0, error);
}

/*
 * @base (the folder @dir's tree, NULL: none yet) with @rel set to @f, or removed when @f is NULL;
 * *empty when nothing is left of it (git keeps no empty folder).
 */
static int tree_update(struct pool *p, git_oid *out, gboolean *empty, const git_oid *base,
		       const char *dir, const char *rel, const struct pool_file *f, GError **error)
{
	const char *slash = strchr(rel, '/');
	git_tree *t = NULL;
	git_treebuilder *bld = NULL;
	int ret = 0;

	*empty = FALSE;
	if (base && git_tree_lookup(&t, p->repo, base))
		return git_fail(error, dir);
	if (git_treebuilder_new(&bld, p->repo, t)) {
		ret = git_fail(error, dir);
		goto out_free;
	}
	if (!slash) {
		if (f ? git_treebuilder_insert(NULL, bld, rel, &f->oid, f->mode) :
			(git_treebuilder_remove(bld, rel), 0))
			ret = git_fail(error, rel);
	} else {
		g_autofree char *name = g_strndup(rel, slash - rel);
		g_autofree char *sub = *dir ? g_strconcat(dir, "/", name, NULL) : g_strdup(name);
		const git_tree_entry *e = t ? git_tree_entry_byname(t, name) : NULL;
		gboolean gone;
		git_oid oid;

		ret = tree_update(p, &oid, &gone, e && git_tree_entry_type(e) == GIT_OBJECT_TREE ?
				  git_tree_entry_id(e) : NULL, sub, slash + 1, f, error);
		if (!ret && (gone ? (git_treebuilder_remove(bld, name), 0) :
			     git_treebuilder_insert(NULL, bld, name, &oid, GIT_FILEMODE_TREE)))
			ret = git_fail(error, sub);
	}
	if (ret)
		goto out_free;
	if (!git_treebuilder_entrycount(bld))
		*empty = TRUE;
	else if (git_treebuilder_write(out, bld))
		ret = git_fail(error, "cannot write a tree");
	else
		pool_note(p, out, dir, git_treebuilder_entrycount(bld) * 40);
out_free:
	git_treebuilder_free(bld);
	git_tree_free(t);
	return ret;
}

static int pool_commit(struct pool *p, git_oid *out, const git_oid *tree_id, const git_oid *parent,
		       const char *message, GError **error)
{
	git_signature *sig = NULL;
	git_tree *tree = NULL;
	git_commit *par = NULL;
	int ret = 0;

	if (git_signature_new(&sig, "kernel-pair", "kernel-pair@porter.invalid", p->when++, 0) ||
	    git_tree_lookup(&tree, p->repo, tree_id) ||
	    (parent && git_commit_lookup(&par, p->repo, parent)) ||
	    git_commit_create(out, p->repo, NULL, sig, sig, NULL, message, tree, par ? 1 : 0,
			      (const git_commit **)&par))
		ret = git_fail(error, "cannot write a commit");
	else
		pool_note(p, out, NULL, strlen(message) + 200);
	git_commit_free(par);
	git_tree_free(tree);
	git_signature_free(sig);
	return ret;
}

struct pool_counts {
	guint files_old, changed, added, removed, commits;
};

/* The paths of @group that differ between the two sides, sorted. */
static GPtrArray *pool_changes(struct pool *p, char **group, struct pool_side *o,
			       struct pool_side *n, GHashTable *seen)
{
	GPtrArray *out = g_ptr_array_new();
	struct pool_side *sides[] = { o, n };

	for (int k = 0; k < 2; k++) {
		GHashTableIter it;
		gpointer key;

		g_hash_table_iter_init(&it, sides[k]->files);
		while (g_hash_table_iter_next(&it, &key, NULL)) {
			struct pool_file *a = g_hash_table_lookup(o->files, key);
			struct pool_file *b = g_hash_table_lookup(n->files, key);

			if (!pool_in(group, key) || g_hash_table_contains(seen, key))
				continue;
			if (a && b && a->mode == b->mode && git_oid_equal(&a->oid, &b->oid))
				continue;
			g_hash_table_add(seen, key);
			g_ptr_array_add(out, key);
		}
	}
	g_ptr_array_sort(out, cmp_str);
	return out;
}

/* The history; @out_new its last commit, @out_old the import commit. */
static int pool_history(struct pool *p, git_oid *out_old, git_oid *out_new,
			struct pool_counts *cnt, struct pool_side *o, struct pool_side *n,
			GError **error)
{
	g_autoptr(GHashTable) seen = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GString) tops = g_string_new(NULL);
	g_autofree char *msg = NULL;
	char **groups[] = { p->code, p->headers };
	git_oid tree, head, want;
	struct prog_meter m;
	GPtrArray *changes[2];
	guint total, done = 0;
	int ret;

	for (int g = 0; g < 2; g++)
		for (char **d = groups[g]; *d; d++)
			g_string_append_printf(tops, "%s%s/", tops->len ? ", " : "", *d);
	ret = tree_of(p, &tree, o->files, error);
	if (ret)
		return ret;
	msg = g_strdup_printf("Import the %s tree (%s)\n\nThe tree of %s, from %s.\n", o->tag,
			      tops->str, o->tag, o->top ? o->top : "?");
	ret = pool_commit(p, &head, &tree, NULL, msg, error);
	if (ret)
		return ret;
	git_oid_cpy(out_old, &head);
	cnt->files_old = g_hash_table_size(o->files);
	changes[0] = pool_changes(p, p->code, o, n, seen);
	changes[1] = pool_changes(p, p->headers, o, n, seen);
	total = changes[0]->len + changes[1]->len;
	prog_meter_start(&m, "history", "commits", total);
	for (int g = 0; !ret && g < 2; g++) {
		for (guint i = 0; !ret && i < changes[g]->len; i++) {
			const char *path = changes[g]->pdata[i];
			struct pool_file *a = g_hash_table_lookup(o->files, path);
			struct pool_file *b = g_hash_table_lookup(n->files, path);
			const char *kind = a && b ? "changed" : b ? "added" : "removed";
			g_autofree char *cmsg = NULL;
			gboolean gone;
			git_oid t;

			*(a && b ? &cnt->changed : b ? &cnt->added : &cnt->removed) += 1;
			ret = tree_update(p, &t, &gone, &tree, "", path, b, error);
			if (ret)
				break;
			cmsg = g_strdup_printf("%s: %s between %s and %s\n\nAll of this file's changes "
					       "between %s and %s in one commit (kernel-pair history).\n",
					       path, kind, o->tag, n->tag, o->tag, n->tag);
			ret = pool_commit(p, &head, &t, &head, cmsg, error);
			git_oid_cpy(&tree, &t);
			prog_meter_update(&m, ++done);
			if (!ret && done % p->flush_commits == 0)
				ret = pool_flush(p, TRUE, error);
			if (done == p->kill_after)
				kill(getpid(), SIGKILL);
		}
	}
	prog_meter_end(&m, done);
	cnt->commits = done;
	g_ptr_array_unref(changes[0]);
	g_ptr_array_unref(changes[1]);
	if (ret)
		return ret;
	/* the last commit's tree must be the new tree's folders, file for file */
	ret = tree_of(p, &want, n->files, error);
	if (!ret && !git_oid_equal(&want, &tree)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "the history's last tree is not %s's", n->tag);
		ret = -PORTER_ERROR_INTERNAL;
	}
	git_oid_cpy(out_new, &head);
	return ret;
}

/* porter.h: the pool of the kernel tree @kdir under porter_pool_root() */
int porter_pool_find(char **out, const char *kdir, gboolean backport, GError **error)
{
	g_autofree char *root = porter_pool_root();
	g_autofree char *tag = NULL, *list = NULL;
	g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) match = g_ptr_array_new_with_free_func(g_free);
	guint major, minor;
	GDir *d = g_dir_open(root, 0, NULL);
	const char *n;

	if (porter_compat_tree_version(&major, &minor, kdir) == 0)
		tag = g_strdup_printf("v%u.%u", major, minor);
	while (d && (n = g_dir_read_name(d))) {
		g_autofree char *db = g_build_filename(root, n, "kernel-pair.db", NULL);
		const char *dash = strchr(n, '-');

		if (!dash || !g_file_test(db, G_FILE_TEST_IS_REGULAR))
			continue;
		g_ptr_array_add(found, g_strdup(n));
		if (tag && (backport ? strlen(tag) == (gsize)(dash - n) && !strncmp(n, tag, dash - n) :
				       !strcmp(dash + 1, tag)))
			g_ptr_array_add(match, g_steal_pointer(&db));
	}
	if (d)
		g_dir_close(d);
	if (match->len == 1) {
		*out = g_strdup(match->pdata[0]);
		return 0;
	}
	g_ptr_array_sort(found, cmp_str);
	g_ptr_array_add(found, NULL);
	list = g_strjoinv(", ", (char **)found->pdata);
	if (match->len > 1)
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "no --db, and %u pools in %s %s %s: give --db", match->len, root,
			    backport ? "start at" : "end at", tag);
	else if (tag)
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "no --db, and no pool %s %s in %s (%s%s): make one with `porter pool %s%u.%u%s` "
			    "(%s: the kernel the driver builds on now) or give --db",
			    backport ? "starting at" : "ending at", tag, root,
			    found->len > 1 ? "found: " : "none there", list, backport ? "" : "OLD ",
			    major, minor, backport ? " NEW" : "", backport ? "NEW" : "OLD");
	else
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "no --db, and the version of %s is unknown: give --db (`porter pool OLD NEW` "
			    "makes one)", kdir);
	return -PORTER_ERROR_INPUT;
}

/* ---- the command -------------------------------------------------------------------------- */

/* Where Debian's linux-source-X packages put their tarballs; PORTER_USR_SRC overrides it (tests). */
static const char *usr_src(void)
{
	const char *e = g_getenv("PORTER_USR_SRC");

	return e && *e ? e : "/usr/src";
}


static gboolean is_version(const char *s)
{
	return g_regex_match_simple("^[0-9]+\\.[0-9]+(\\.[0-9]+)?$", s, 0, 0);
}

/* "v6.1" from a tree's Makefile (VERSION, PATCHLEVEL), or NULL. */
static char *makefile_tag(const char *dir)
{
	g_autofree char *path = g_build_filename(dir, "Makefile", NULL), *text = NULL;
	g_autoptr(GRegex) re = NULL;
	g_autoptr(GMatchInfo) mi = NULL;
	g_autofree char *v = NULL, *pl = NULL;

	if (!g_file_get_contents(path, &text, NULL, NULL))
		return NULL;
	re = g_regex_new("^VERSION = ([0-9]+)\\s*\\nPATCHLEVEL = ([0-9]+)", G_REGEX_MULTILINE, 0,
			 NULL);
	if (!g_regex_match(re, text, 0, &mi))
		return NULL;
	v = g_match_info_fetch(mi, 1);
	pl = g_match_info_fetch(mi, 2);
	return g_strdup_printf("v%s.%s", v, pl);
}

/* "v6.12" from a tarball's name (linux-source-6.12.tar.xz, linux-6.12.3.tar.gz), or NULL. */
static char *name_tag(const char *path)
{
	g_autofree char *base = g_path_get_basename(path);
	g_autoptr(GRegex) re = g_regex_new("^linux(?:-source)?-([0-9]+)\\.([0-9]+)", 0, 0, NULL);
	g_autoptr(GMatchInfo) mi = NULL;
	g_autofree char *v = NULL, *pl = NULL;

	if (!g_regex_match(re, base, 0, &mi))
		return NULL;
	v = g_match_info_fetch(mi, 1);
	pl = g_match_info_fetch(mi, 2);
	return g_strdup_printf("v%s.%s", v, pl);
}

/* The installed linux-source tarballs and trees, "6.1, 6.12", for messages; owned. */
static char *installed_sources(void)
{
	g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func(g_free);
	GDir *d = g_dir_open(usr_src(), 0, NULL);
	const char *n;

	while (d && (n = g_dir_read_name(d)))
		if (g_str_has_prefix(n, "linux-source-")) {
			char *v = g_strdup(n + strlen("linux-source-"));

			if (g_str_has_suffix(v, ".tar.xz"))
				v[strlen(v) - strlen(".tar.xz")] = 0;
			g_ptr_array_add(found, v);
		}
	if (d)
		g_dir_close(d);
	g_ptr_array_sort(found, cmp_str);
	g_ptr_array_add(found, NULL);
	return found->len > 1 ? g_strjoinv(", ", (char **)found->pdata) : g_strdup("none");
}

/* A side from its argument: a directory, a tarball, or a version of Debian's linux-source. */
static int side_resolve(struct pool_side *s, const char *arg, const char *tag, GError **error)
{
	if (g_file_test(arg, G_FILE_TEST_IS_DIR)) {
		s->path = g_strdup(arg);
		s->is_dir = TRUE;
	} else if (g_file_test(arg, G_FILE_TEST_IS_REGULAR)) {
		s->path = g_strdup(arg);
	} else if (is_version(arg)) {
		g_autofree char *dir = g_strdup_printf("%s/linux-source-%s", usr_src(), arg);
		g_autofree char *tar = g_strconcat(dir, ".tar.xz", NULL);

		if (g_file_test(tar, G_FILE_TEST_IS_REGULAR)) {
			s->path = g_steal_pointer(&tar);
		} else if (g_file_test(dir, G_FILE_TEST_IS_DIR)) {
			s->path = g_steal_pointer(&dir);
			s->is_dir = TRUE;
		} else {
			g_autofree char *have = installed_sources();

			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "%s: no %s (apt-get install linux-source-%s); installed in %s: %s",
				    arg, tar, arg, usr_src(), have);
			return -PORTER_ERROR_INPUT;
		}
		s->tag = g_strconcat("v", arg, NULL);
	} else {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "%s: not a kernel source directory, tarball nor version", arg);
		return -PORTER_ERROR_INPUT;
	}
	if (tag) {
		g_free(s->tag);
		s->tag = g_strdup(tag);
	}
	if (!s->tag)
		s->tag = s->is_dir ? makefile_tag(s->path) : name_tag(s->path);
	if (s->is_dir)
		s->top = g_path_get_basename(s->path);
	s->files = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	return 0;
}

static void side_clear(struct pool_side *s)
{
	g_free(s->path);
	g_free(s->tag);
	g_free(s->top);
	if (s->files)
		g_hash_table_unref(s->files);
}

static int read_side(struct pool *p, struct pool_side *s, GError **error)
{
	g_autofree char *base = g_path_get_basename(s->path);
	g_autofree char *what = g_strdup_printf("reading %s", base);
	struct prog_meter m;
	struct stat st;
	int ret = 0;

	if (s->is_dir) {
		char **groups[] = { p->code, p->headers };

		prog_meter_start(&m, what, "files", 0);
		for (int g = 0; !ret && g < 2; g++)
			for (char **d = groups[g]; !ret && *d; d++)
				ret = read_dir(p, s, *d, &m, error);
		prog_meter_end(&m, g_hash_table_size(s->files));
	} else {
		prog_meter_start(&m, what, "MiB", stat(s->path, &st) ? 0 : st.st_size >> 20);
		ret = read_tar(p, s, &m, error);
		prog_meter_end(&m, stat(s->path, &st) ? 0 : st.st_size >> 20);
	}
	if (!ret && !g_hash_table_size(s->files)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "%s: no file in the folders of the pool (--code, --headers)", s->path);
		ret = -PORTER_ERROR_INPUT;
	}
	return ret ? ret : pool_flush(p, FALSE, error);
}

static char **split_dirs(const char *list, const char *opt, GError **error)
{
	g_auto(GStrv) v = g_strsplit(list, ",", -1);

	for (char **d = v; *d; d++) {
		g_autofree char *x = g_strconcat("/", *d, "/", NULL);

		if (!**d || **d == '/' || strstr(x, "/../") || strstr(x, "/./") || strstr(x, "//")) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "%s: '%s' is not a folder of the tree", opt, *d);
			return NULL;
		}
		/* a trailing slash names the same folder */
		while (g_str_has_suffix(*d, "/"))
			(*d)[strlen(*d) - 1] = 0;
	}
	return g_steal_pointer(&v);
}

/* Disk use of a file or a folder, in blocks; not following links. */
static guint64 disk_use(const char *path)
{
	struct stat st;
	guint64 total;
	GDir *d;
	const char *n;

	if (lstat(path, &st))
		return 0;
	total = st.st_blocks * 512;
	if (!S_ISDIR(st.st_mode) || !(d = g_dir_open(path, 0, NULL)))
		return total;
	while ((n = g_dir_read_name(d))) {
		g_autofree char *c = g_build_filename(path, n, NULL);

		total += disk_use(c);
	}
	g_dir_close(d);
	return total;
}

static char *du(const char *path)
{
	return g_format_size(disk_use(path));
}

static guint env_uint(const char *name, guint def)
{
	const char *v = g_getenv(name);
	guint64 n = v ? g_ascii_strtoull(v, NULL, 10) : 0;

	return n > 0 && n < G_MAXUINT ? (guint)n : def;
}

static int pool_open(struct pool *p, const char *git_dir, GError **error)
{
	git_config *cfg = NULL;
	int ret = 0;

	if (g_file_test(git_dir, G_FILE_TEST_EXISTS)) {
		if (git_repository_open_bare(&p->repo, git_dir))
			return git_fail(error, git_dir);
	} else if (git_repository_init(&p->repo, git_dir, 1)) {
		return git_fail(error, git_dir);
	}
	/* the run's own pack settings go to a file of its own, on top of the repository's */
	p->tmp_cfg_path = g_build_filename(git_dir, "porter-pool.config", NULL);
	unlink(p->tmp_cfg_path);
	if (git_repository_odb(&p->odb, p->repo) || git_mempack_new(&p->mempack) ||
	    git_odb_add_backend(p->odb, p->mempack, 1000) ||
	    git_repository_config(&cfg, p->repo) ||
	    git_config_add_file_ondisk(cfg, p->tmp_cfg_path, GIT_CONFIG_LEVEL_APP, p->repo, 1))
		ret = git_fail(error, git_dir);
	p->tmp_cfg = cfg;
	p->pending = g_array_new(FALSE, FALSE, sizeof(struct pool_pending));
	g_array_set_clear_func(p->pending, pending_clear);
	p->when = POOL_EPOCH;
	/* the kill-and-rerun test's hooks */
	p->flush_commits = env_uint("PORTER_TEST_POOL_FLUSH", POOL_FLUSH_COMMITS);
	p->kill_after = env_uint("PORTER_TEST_POOL_KILL", 0);
	return ret;
}

static void pool_close(struct pool *p)
{
	if (p->pending)
		g_array_unref(p->pending);
	git_config_free(p->tmp_cfg);
	git_odb_free(p->odb);	/* frees the mempack it owns */
	git_repository_free(p->repo);
	if (p->tmp_cfg_path)
		unlink(p->tmp_cfg_path);
	g_free(p->tmp_cfg_path);
}

static gboolean has_ref(git_repository *repo, const char *name)
{
	git_oid oid;

	return git_reference_name_to_id(&oid, repo, name) == 0;
}

/* The refs, written last: a run killed before leaves none, and the next one starts over on the
 * objects already packed.  The new tag, written last of all, says the history is whole. */
static int pool_refs(struct pool *p, const git_oid *old, const git_oid *new, const char *old_tag,
		     const char *new_tag, GError **error)
{
	g_autofree char *ot = g_strconcat("refs/tags/", old_tag, NULL);
	g_autofree char *nt = g_strconcat("refs/tags/", new_tag, NULL);
	git_reference *r[4] = { NULL };
	int ret = 0;

	if (git_reference_create(&r[0], p->repo, ot, old, 1, "porter pool") ||
	    git_reference_create(&r[1], p->repo, "refs/heads/master", new, 1, "porter pool") ||
	    git_reference_symbolic_create(&r[2], p->repo, "HEAD", "refs/heads/master", 1,
					  "porter pool") ||
	    git_reference_create(&r[3], p->repo, nt, new, 1, "porter pool"))
		ret = git_fail(error, "cannot write the history's refs");
	for (int i = 0; i < 4; i++)
		git_reference_free(r[i]);
	return ret;
}

static int pool_index(const char *git_dir, const char *db_path, const char *name,
		      const char *range, double *out_s, GError **error)
{
	struct pq_index_options o = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func(g_free);
	struct pq_db *db;
	int ret;

	o.repo_name = name;
	o.range = range;
	o.progress = prog_enabled();
	o.warnings = warnings;
	if (pq_repo_check(git_dir, error) || pq_db_open(&db, db_path, TRUE, error))
		return -PORTER_ERROR_INTERNAL;
	ret = pq_index_repo(&res, db, git_dir, &o, error);
	pq_db_close(db);
	for (guint i = 0; i < warnings->len; i++)
		g_printerr("warning: %s\n", (const char *)warnings->pdata[i]);
	*out_s = res.seconds;
	return ret ? -PORTER_ERROR_INTERNAL : 0;
}

static gint64 now_s(void)
{
	return g_get_monotonic_time() / G_USEC_PER_SEC;
}

int cmd_pool(int argc, char **argv)
{
	g_autofree char *out = NULL, *code = NULL, *headers = NULL, *name = NULL;
	g_autofree char *old_tag = NULL, *new_tag = NULL;
	g_autofree char *git_dir = NULL, *db_path = NULL, *stats_path = NULL, *stats = NULL;
	g_autofree char *range = NULL;
	g_autoptr(GString) st = g_string_new(NULL);
	gboolean help = FALSE, no_index = FALSE, progress = FALSE, quiet = FALSE;
	struct pool_side o = { 0 }, n = { 0 };
	struct pool p = { 0 };
	struct pool_counts cnt = { 0 };
	g_autoptr(GError) err = NULL;
	enum prog_mode pmode;
	gint64 t0 = now_s(), t1, t2;
	int ret;
	GOptionEntry entries[] = {
		{ "help", 'h', 0, G_OPTION_ARG_NONE, &help, "show this help", NULL },
		{ "out", 0, 0, G_OPTION_ARG_FILENAME, &out,
		  "the pool's folder (default: POOL_DIR/vOLD-vNEW, see docs/cli.md)", "DIR" },
		{ "code", 0, 0, G_OPTION_ARG_STRING, &code,
		  "folders of one commit per changed file (default drivers,sound,net,fs)", "D1,D2" },
		{ "headers", 0, 0, G_OPTION_ARG_STRING, &headers,
		  "folders whose commits come after the code's (default include)", "D1,D2" },
		{ "name", 0, 0, G_OPTION_ARG_STRING, &name,
		  "the repository's name in the index and the files' (default kernel-pair)", "NAME" },
		{ "old-tag", 0, 0, G_OPTION_ARG_STRING, &old_tag,
		  "the old tree's tag (default vMAJOR.MINOR of OLD)", "TAG" },
		{ "new-tag", 0, 0, G_OPTION_ARG_STRING, &new_tag,
		  "the new tree's tag (default vMAJOR.MINOR of NEW)", "TAG" },
		{ "no-index", 0, 0, G_OPTION_ARG_NONE, &no_index, "write the history only", NULL },
		{ "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
		  "progress lines on stderr even when it is not a terminal", NULL },
		{ "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, "no progress lines", NULL },
		{ NULL }
	};
	g_autoptr(GOptionContext) ctx = g_option_context_new(
		"OLD NEW - the example history of two kernels, indexed");

	g_option_context_add_main_entries(ctx, entries, NULL);
	g_option_context_set_help_enabled(ctx, FALSE);
	g_option_context_set_description(ctx,
		"OLD and NEW: a kernel source directory, a tarball (.tar, .tar.gz, .tar.xz), or a\n"
		"version whose Debian linux-source package is installed (6.1: /usr/src/linux-source-6.1.tar.xz).\n"
		"Writes DIR/NAME.git (the history: tag vOLD, one commit per changed file, tag vNEW),\n"
		"DIR/NAME.db (its prequel index, for porter port --db) and DIR/stats.txt.  A rerun\n"
		"after a kill resumes.  Exit codes: 0 done, 2 bad input, 3 internal error.\n");
	if (!g_option_context_parse(ctx, &argc, &argv, &err)) {
		g_printerr("porter pool: %s\n", err->message);
		return PORTER_EXIT_USAGE;
	}
	if (help) {
		g_autofree char *text = g_option_context_get_help(ctx, TRUE, NULL);

		fputs(text, stdout);
		return 0;
	}
	if (argc != 3) {
		g_printerr("porter pool: expected OLD and NEW, got %d argument(s) (see --help)\n",
			   argc - 1);
		return PORTER_EXIT_USAGE;
	}
	if (prog_mode_from_flags(&pmode, progress, quiet)) {
		g_printerr("porter pool: --progress and --quiet exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	prog_init("porter", pmode);
	if (name && (!*name || strchr(name, '/') || name[0] == '.')) {
		g_printerr("porter pool: --name %s: not a plain name\n", name);
		return PORTER_EXIT_USAGE;
	}
	if (!(p.code = split_dirs(code ? code : "drivers,sound,net,fs", "--code", &err)) ||
	    !(p.headers = split_dirs(headers ? headers : "include", "--headers", &err)) ||
	    side_resolve(&o, argv[1], old_tag, &err) || side_resolve(&n, argv[2], new_tag, &err)) {
		g_printerr("porter pool: %s\n", err->message);
		ret = PORTER_EXIT_USAGE;
		goto out_clear;
	}
	if (!o.tag || !n.tag) {
		g_printerr("porter pool: cannot tell the version of %s: give --%s-tag\n",
			   !o.tag ? o.path : n.path, !o.tag ? "old" : "new");
		ret = PORTER_EXIT_USAGE;
		goto out_clear;
	}
	if (!strcmp(o.tag, n.tag)) {
		g_printerr("porter pool: both trees are %s: give --old-tag and --new-tag\n", o.tag);
		ret = PORTER_EXIT_USAGE;
		goto out_clear;
	}
	if (!out) {
		g_autofree char *root = porter_pool_root();
		g_autofree char *sub = g_strdup_printf("%s-%s", o.tag, n.tag);

		out = g_build_filename(root, sub, NULL);
	}
	if (porter_check_out_dir(out, "--out", &err)) {
		g_printerr("porter pool: %s\n", err->message);
		ret = PORTER_EXIT_USAGE;
		goto out_clear;
	}
	if (!name)
		name = g_strdup("kernel-pair");
	git_dir = g_strdup_printf("%s/%s.git", out, name);
	db_path = g_strdup_printf("%s/%s.db", out, name);
	stats_path = g_build_filename(out, "stats.txt", NULL);
	range = g_strdup_printf("%s..%s", o.tag, n.tag);

	git_libgit2_init();
	/* bounded memory: libgit2's object cache and its windows on the packs */
	git_libgit2_opts(GIT_OPT_SET_CACHE_MAX_SIZE, (ssize_t)(64 << 20));
	git_libgit2_opts(GIT_OPT_SET_MWINDOW_MAPPED_LIMIT, (size_t)(256 << 20));
	ret = pool_open(&p, git_dir, &err);
	if (!ret) {
		g_autofree char *nt = g_strconcat("refs/tags/", n.tag, NULL);

		if (has_ref(p.repo, nt)) {
			prog_line("%s is whole (tag %s): indexing only", git_dir, n.tag);
			if (g_file_get_contents(stats_path, &stats, NULL, NULL)) {
				g_auto(GStrv) lines = g_strsplit(stats, "\n", -1);

				for (char **l = lines; *l; l++)
					if (**l && !g_str_has_prefix(*l, "index: "))
						g_string_append_printf(st, "%s\n", *l);
			}
			t1 = t2 = now_s();
		} else {
			git_oid old_c, new_c;

			ret = read_side(&p, &o, &err) || read_side(&p, &n, &err) ? -1 : 0;
			t1 = now_s();
			if (!ret)
				ret = pool_history(&p, &old_c, &new_c, &cnt, &o, &n, &err);
			if (!ret)
				ret = pool_flush(&p, TRUE, &err);
			if (!ret)
				ret = pool_refs(&p, &old_c, &new_c, o.tag, n.tag, &err);
			t2 = now_s();
			g_string_append_printf(st, "%s: %u files in %s, %u changed, %u added, %u removed\n"
					       "commits %s: %u\nread: %" G_GINT64_FORMAT " s; history: %"
					       G_GINT64_FORMAT " s, %" G_GUINT64_FORMAT " objects in %u packs\n",
					       name, cnt.files_old, o.tag, cnt.changed, cnt.added,
					       cnt.removed, range, cnt.commits, t1 - t0, t2 - t1,
					       p.written, p.packs);
			if (!ret) {
				g_autofree char *size = du(git_dir);

				g_string_append_printf(st, "history: %s\n", size);
			}
		}
	}
	pool_close(&p);
	git_libgit2_shutdown();
	if (ret) {
		g_printerr("porter pool: %s\n", err->message);
		ret = err->code == PORTER_ERROR_INPUT ? PORTER_EXIT_USAGE : PORTER_EXIT_INTERNAL;
		goto out_clear;
	}
	if (!no_index) {
		double secs = 0;
		g_autofree char *size = NULL;

		prog_line("indexing %s (%s)", git_dir, range);
		if (pool_index(git_dir, db_path, name, range, &secs, &err)) {
			g_printerr("porter pool: cannot index %s: %s\n", git_dir, err->message);
			ret = PORTER_EXIT_INTERNAL;
			goto out_clear;
		}
		size = du(db_path);
		g_string_append_printf(st, "index: %" G_GINT64_FORMAT " s, %s\n", now_s() - t2, size);
	}
	if (porter_write_file(stats_path, st->str, -1, &err)) {
		g_printerr("porter pool: %s\n", err->message);
		ret = PORTER_EXIT_INTERNAL;
		goto out_clear;
	}
	fputs(st->str, stdout);
	if (!no_index)
		printf("pool: %s (porter port --db %s)\n", out, db_path);
	ret = 0;
out_clear:
	g_strfreev(p.code);
	g_strfreev(p.headers);
	side_clear(&o);
	side_clear(&n);
	return ret;
}

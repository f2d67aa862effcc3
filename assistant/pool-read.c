// SPDX-License-Identifier: GPL-2.0
/*
 * `porter pool`'s reader of a kernel tree: a directory, or a tarball decompressed as its first
 * bytes say (xz, gzip, or none), its files under the pool's folders written as blobs
 * (sbx_pool_blob(), sandbox/pool.c) (builtin-pool.c runs it).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <lzma.h>
#include <zlib.h>

#include "porter-int.h"
#include "progress.h"

/* ---- reading a directory ------------------------------------------------------------------ */

static int read_dir(struct sbx_pool *p, struct sbx_pool_side *s, const char *rel, struct prog_meter *m,
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
		struct sbx_pool_file f;
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

			f.mode = SBX_POOL_MODE_LINK;
			ret = target ? sbx_pool_blob(p, &f, target, strlen(target), a, error) :
				       (g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
						    "cannot read link %s", a), -PORTER_ERROR_INPUT);
			if (!ret)
				sbx_pool_add(s, r, &f);
		} else if (S_ISREG(st.st_mode)) {
			g_autofree char *data = NULL;
			gsize len;
			g_autoptr(GError) err = NULL;

			if (!g_file_get_contents(a, &data, &len, &err)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "%s", err->message);
				ret = -PORTER_ERROR_INPUT;
				break;
			}
			f.mode = st.st_mode & 0111 ? SBX_POOL_MODE_EXEC : SBX_POOL_MODE_FILE;
			ret = sbx_pool_blob(p, &f, data, len, a, error);
			if (!ret)
				sbx_pool_add(s, r, &f);
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
static const char *tar_rel(struct sbx_pool_side *s, const char *name)
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

static int read_tar(struct sbx_pool *p, struct sbx_pool_side *s, struct prog_meter *m, GError **error)
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
		if (!rel || !sbx_pool_wanted(p, rel) || (type != '0' && type != '\0' && type != '7' &&
						     type != '2' && type != '1')) {
			ret = tar_data(&st, NULL, type == '5' || type == '1' || type == '2' ? 0 : size,
				       error);
			if (ret)
				break;
			prog_meter_update(m, st.consumed >> 20);
			continue;
		}
		if (type == '2') {
			struct sbx_pool_file f = { SBX_POOL_MODE_LINK };

			ret = sbx_pool_blob(p, &f, link, strlen(link), name, error);
			if (!ret)
				sbx_pool_add(s, rel, &f);
		} else if (type == '1') {
			/* a hard link: the file it names, read before */
			const char *target = tar_rel(s, link);
			struct sbx_pool_file *f = target ? g_hash_table_lookup(s->files, target) : NULL;

			if (f)
				sbx_pool_add(s, rel, f);
		} else {
			struct sbx_pool_file f;

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
			f.mode = tar_number(h + 100, 8) & 0111 ? SBX_POOL_MODE_EXEC :
				 SBX_POOL_MODE_FILE;
			ret = sbx_pool_blob(p, &f, data, size, name, error);
			if (!ret)
				sbx_pool_add(s, rel, &f);
		}
		if (ret)
			break;
		prog_meter_update(m, st.consumed >> 20);
	}
out_close:
	stream_close(&st);
	return ret;
}


int porter_pool_read_side(struct sbx_pool *p, struct sbx_pool_side *s, GError **error)
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
	return ret ? ret : sbx_pool_flush(p, FALSE, error);
}

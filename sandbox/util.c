// SPDX-License-Identifier: GPL-2.0
/*
 * Small file system helpers of libsandbox: canonical paths, reading a driver's file without
 * being led out of it, and removing a tree without following links (a work copy may hold links
 * to the user's files).
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

char *sbx_realpath(const char *path)
{
	char *r = realpath(path, NULL);
	char *g;

	if (!r)
		return NULL;
	g = g_strdup(r);
	free(r);
	return g;
}

void sbx_strv_append(GPtrArray *a, const char *const *l)
{
	for (guint i = 0; l && l[i]; i++)
		g_ptr_array_add(a, g_strdup(l[i]));
}

int sbx_read_untrusted(const char *path, gsize max_bytes, char **out_text, gsize *out_len,
		       GError **error)
{
	GString *buf = NULL;
	struct stat st;
	char chunk[65536];
	ssize_t n;
	int fd, ret = 0;

	*out_text = NULL;
	if (out_len)
		*out_len = 0;
	/* O_NONBLOCK: opening a FIFO no one writes returns at once instead of blocking */
	fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		int err = errno;
		int code = err == ELOOP ? SBX_ERROR_INPUT : SBX_ERROR_IO;

		g_set_error(error, SBX_ERROR, code, "cannot read %s: %s", path,
			    err == ELOOP ? "a symbolic link" : g_strerror(err));
		return -code;
	}
	if (fstat(fd, &st)) {
		ret = -SBX_ERROR_IO;
		g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot read %s: %s", path,
			    g_strerror(errno));
		goto out_close;
	}
	if (!S_ISREG(st.st_mode) || (guint64)st.st_size > max_bytes) {
		ret = -SBX_ERROR_INPUT;
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot read %s: %s", path,
			    S_ISREG(st.st_mode) ? "larger than the limit" : "not a regular file");
		goto out_close;
	}
	buf = g_string_sized_new(st.st_size + 1);
	/* the file may grow while read: the bound holds on what is read, not on st_size */
	while ((n = read(fd, chunk, sizeof(chunk))) > 0 || (n < 0 && errno == EINTR)) {
		if (n < 0)
			continue;
		if (buf->len + n > max_bytes) {
			ret = -SBX_ERROR_INPUT;
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
				    "cannot read %s: larger than the limit", path);
			goto out_free;
		}
		g_string_append_len(buf, chunk, n);
	}
	if (n < 0) {
		ret = -SBX_ERROR_IO;
		g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot read %s: %s", path,
			    g_strerror(errno));
		goto out_free;
	}
	if (out_len)
		*out_len = buf->len;
	*out_text = g_string_free(g_steal_pointer(&buf), FALSE);
out_free:
	if (buf)
		g_string_free(buf, TRUE);
out_close:
	close(fd);
	return ret;
}

int sbx_remove_tree(const char *path, GError **error)
{
	GStatBuf st;
	int ret = 0;

	if (g_lstat(path, &st)) {
		if (errno == ENOENT)
			return 0;
		goto out_err;
	}
	if (S_ISDIR(st.st_mode)) {
		g_autoptr(GDir) d = g_dir_open(path, 0, NULL);
		const char *e;

		/* a read-only dir (a build may chmod one) must become writable to be emptied */
		if (!d && g_chmod(path, 0700) == 0)
			d = g_dir_open(path, 0, NULL);
		if (!d)
			goto out_err;
		if (!(st.st_mode & S_IWUSR))
			g_chmod(path, st.st_mode | S_IRWXU);
		while ((e = g_dir_read_name(d))) {
			g_autofree char *child = g_build_filename(path, e, NULL);

			ret = sbx_remove_tree(child, error);
			if (ret)
				return ret;
		}
		if (g_rmdir(path))
			goto out_err;
		return 0;
	}
	if (g_unlink(path))
		goto out_err;
	return 0;
out_err:
	g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot remove %s: %s", path, g_strerror(errno));
	return -SBX_ERROR_IO;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The bottom of libsandbox: its error domain (SBX_ERROR) and small file system helpers:
 * canonical paths, reading a driver's file without being led out of it (by a link at its name, or
 * by a path a build printed), and removing a tree without following links (a work copy may hold
 * links to the user's files).  It uses no other file of libsandbox.
 */
#define _GNU_SOURCE
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <glib/gstdio.h>

G_DEFINE_QUARK(sbx-error-quark, sbx_error)

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

/* Reads the open file fd (named name in messages) whole, if regular and at most max_bytes. */
static int read_fd(int fd, const char *name, gsize max_bytes, char **out_text, gsize *out_len,
		   GError **error)
{
	GString *buf = NULL;
	struct stat st;
	char chunk[65536];
	ssize_t n;
	int ret = 0;

	if (fstat(fd, &st)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot read %s: %s", name,
			    g_strerror(errno));
		return -SBX_ERROR_IO;
	}
	if (!S_ISREG(st.st_mode) || (guint64)st.st_size > max_bytes) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot read %s: %s", name,
			    S_ISREG(st.st_mode) ? "larger than the limit" : "not a regular file");
		return -SBX_ERROR_INPUT;
	}
	buf = g_string_sized_new(st.st_size + 1);
	/* the file may grow while read: the bound holds on what is read, not on st_size */
	while ((n = read(fd, chunk, sizeof(chunk))) > 0 || (n < 0 && errno == EINTR)) {
		if (n < 0)
			continue;
		if (buf->len + n > max_bytes) {
			ret = -SBX_ERROR_INPUT;
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
				    "cannot read %s: larger than the limit", name);
			goto out_free;
		}
		g_string_append_len(buf, chunk, n);
	}
	if (n < 0) {
		ret = -SBX_ERROR_IO;
		g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot read %s: %s", name,
			    g_strerror(errno));
		goto out_free;
	}
	if (out_len)
		*out_len = buf->len;
	*out_text = g_string_free(g_steal_pointer(&buf), FALSE);
out_free:
	if (buf)
		g_string_free(buf, TRUE);
	return ret;
}

int sbx_read_untrusted(const char *path, gsize max_bytes, char **out_text, gsize *out_len,
		       GError **error)
{
	int fd, ret;

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
	ret = read_fd(fd, path, max_bytes, out_text, out_len, error);
	close(fd);
	return ret;
}

/*
 * openat() one component at a time, each with O_NOFOLLOW, for kernels without openat2 (before
 * 5.6, or a container's seccomp filter refusing it): no link and no ".." at all, which is stricter
 * than RESOLVE_BENEATH but never leaves dirfd.  Returns an fd, or -1 with errno set.
 */
static int open_components(int dirfd, const char *rel)
{
	g_auto(GStrv) parts = g_strsplit(rel, "/", -1);
	int fd = dup(dirfd), next, err;
	guint n = g_strv_length(parts);

	for (guint i = 0; fd >= 0 && i < n; i++) {
		gboolean last = i + 1 == n;

		if (!*parts[i] || !strcmp(parts[i], ".")) {
			if (!last)
				continue;
			/* "dir/" or "dir/.": the dir itself, never a regular file */
			close(fd);
			errno = EISDIR;
			return -1;
		}
		if (!strcmp(parts[i], "..")) {
			close(fd);
			errno = EXDEV;
			return -1;
		}
		next = openat(fd, parts[i], last ? O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC :
				O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		/* a link on the way fails as "not a directory": say it is a link */
		if (next < 0 && errno == ENOTDIR && !last) {
			struct stat st;

			if (!fstatat(fd, parts[i], &st, AT_SYMLINK_NOFOLLOW) && S_ISLNK(st.st_mode))
				errno = ELOOP;
			else
				errno = ENOTDIR;
		}
		err = errno;
		close(fd);
		errno = err;
		fd = next;
	}
	return fd;
}

/* Opens rel beneath dirfd for reading, as sbx_read_beneath() says; an fd, or -1 with errno set. */
static int open_beneath(int dirfd, const char *rel, unsigned int flags)
{
	struct open_how how = {
		.flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC,
		.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS,
	};
	int fd, tries = 0;

	/* RESOLVE_BENEATH still refuses a link leading out, at the last component too */
	if (flags & SBX_BENEATH_LINKS)
		how.flags &= ~(guint64)O_NOFOLLOW;
	else
		how.resolve |= RESOLVE_NO_SYMLINKS;
	/* EAGAIN: a rename elsewhere in the tree raced the lookup, which the kernel then refuses */
	do
		fd = (int)syscall(SYS_openat2, dirfd, rel, &how, sizeof(how));
	while (fd < 0 && errno == EAGAIN && ++tries < 8);
	if (fd < 0 && (errno == ENOSYS || errno == EPERM))
		fd = open_components(dirfd, rel);
	return fd;
}

int sbx_read_beneath(const char *root, const char *rel, unsigned int flags, gsize max_bytes,
		     char **out_text, gsize *out_len, GError **error)
{
	g_autofree char *name = g_build_filename(root ? root : "?", rel ? rel : "", NULL);
	int dirfd, fd, err, ret;

	*out_text = NULL;
	if (out_len)
		*out_len = 0;
	if (!root || !rel || !*rel || g_path_is_absolute(rel)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot read %s: not a path inside %s",
			    rel ? rel : "(null)", root ? root : "(null)");
		return -SBX_ERROR_INPUT;
	}
	/* the root is the caller's (a work copy, a kernel tree): a link naming it is followed */
	dirfd = open(root, O_PATH | O_DIRECTORY | O_CLOEXEC);
	if (dirfd < 0) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot open %s: %s", root,
			    g_strerror(errno));
		return -SBX_ERROR_IO;
	}
	fd = open_beneath(dirfd, rel, flags);
	err = errno;
	close(dirfd);
	if (fd < 0) {
		gboolean hostile = err == EXDEV || err == ELOOP;

		g_set_error(error, SBX_ERROR, hostile ? SBX_ERROR_INPUT : SBX_ERROR_IO,
			    "cannot read %s: %s", name, err == EXDEV ? "leads out of its tree" :
			    err == ELOOP ? "a symbolic link on the way" : g_strerror(err));
		return hostile ? -SBX_ERROR_INPUT : -SBX_ERROR_IO;
	}
	ret = read_fd(fd, name, max_bytes, out_text, out_len, error);
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

// SPDX-License-Identifier: GPL-2.0
/*
 * The output folder (--out, nightly's out): opened once, and everything porter writes, lists or
 * removes under it goes through that descriptor one path component at a time, never through a
 * symbolic link.  Running as root, porter must not be led by a link someone left in the folder
 * (patches -> /etc) to replace or delete files elsewhere.  The folder itself is the user's
 * choice and may be a link.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/openat2.h>

#include <glib.h>

#include "porter.h"

struct porter_out {
	int fd;
	char *path;	/* as the user gave it: messages name what they typed */
};

/*
 * Opens the directory @name (one component) in @dirfd without following a link: openat2 with
 * RESOLVE_NO_SYMLINKS where the kernel has it (5.6), else O_NOFOLLOW, which is the same for one
 * component.  -1 with errno set; ELOOP or ENOTDIR for a link.
 */
static int open_step(int dirfd, const char *name)
{
	static gboolean no_openat2;
	int fd;

	if (!no_openat2) {
		struct open_how how = { 0 };

		how.flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
		how.resolve = RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
		fd = syscall(SYS_openat2, dirfd, name, &how, sizeof(how));
		if (fd >= 0 || errno != ENOSYS)
			return fd;
		no_openat2 = TRUE;
	}
	return openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

static int link_error(GError **error, const char *path)
{
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
		    "cannot write into %s: it is a symbolic link, which porter does not follow "
		    "inside an output folder", path);
	return -PORTER_ERROR_INPUT;
}

/* "a/b": plain names only, so that nothing can climb out of the folder by its own path. */
static int split_rel(GStrv *out, const struct porter_out *o, const char *rel, GError **error)
{
	g_auto(GStrv) parts = g_strsplit(rel, "/", -1);

	for (guint i = 0; !parts[0] || parts[i]; i++)
		if (!parts[i] || !*parts[i] || !strcmp(parts[i], ".") || !strcmp(parts[i], "..")) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
				    "cannot write %s/%s: not a plain path", o->path, rel);
			return -PORTER_ERROR_INTERNAL;
		}
	*out = g_steal_pointer(&parts);
	return 0;
}

/*
 * The directory of the first @n components of @parts, created when @create (0755), as a new
 * descriptor in *out_fd.  A link on the way is an input error naming it.
 */
static int open_dir(int *out_fd, const struct porter_out *o, GStrv parts, guint n,
		    gboolean create, GError **error)
{
	g_autoptr(GString) at = g_string_new(o->path);
	int fd = dup(o->fd), next;

	if (fd < 0)
		goto out_errno;
	for (guint i = 0; i < n; i++) {
		struct stat st;

		g_string_append_printf(at, "/%s", parts[i]);
		if (create && mkdirat(fd, parts[i], 0755) && errno != EEXIST)
			goto out_errno;
		next = open_step(fd, parts[i]);
		if (next < 0) {
			gboolean link = !fstatat(fd, parts[i], &st, AT_SYMLINK_NOFOLLOW) &&
					S_ISLNK(st.st_mode);

			if (link) {
				close(fd);
				return link_error(error, at->str);
			}
			goto out_errno;
		}
		close(fd);
		fd = next;
	}
	*out_fd = fd;
	return 0;
out_errno:
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot create %s: %s", at->str,
		    g_strerror(errno));
	if (fd >= 0)
		close(fd);
	return -PORTER_ERROR_INTERNAL;
}

int porter_out_open(struct porter_out **out, const char *path, GError **error)
{
	struct porter_out *o;
	int fd;

	*out = NULL;
	if (g_mkdir_with_parents(path, 0755) ||
	    (fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot open output folder %s: %s", path, g_strerror(errno));
		return -PORTER_ERROR_INPUT;
	}
	o = g_new0(struct porter_out, 1);
	o->fd = fd;
	o->path = g_strdup(path);
	*out = o;
	return 0;
}

int porter_out_sub(struct porter_out **out, const struct porter_out *parent, const char *rel,
		   GError **error)
{
	g_auto(GStrv) parts = NULL;
	struct porter_out *o;
	int fd, ret;

	*out = NULL;
	ret = split_rel(&parts, parent, rel, error);
	if (!ret)
		ret = open_dir(&fd, parent, parts, g_strv_length(parts), TRUE, error);
	if (ret)
		return ret;
	o = g_new0(struct porter_out, 1);
	o->fd = fd;
	o->path = g_strdup_printf("%s/%s", parent->path, rel);
	*out = o;
	return 0;
}

void porter_out_free(struct porter_out *o)
{
	if (!o)
		return;
	close(o->fd);
	g_free(o->path);
	g_free(o);
}

const char *porter_out_path(const struct porter_out *o)
{
	return o->path;
}

int porter_out_check(const struct porter_out *o, const char *const *names, GError **error)
{
	for (guint i = 0; names[i]; i++) {
		struct stat st;

		if (!fstatat(o->fd, names[i], &st, AT_SYMLINK_NOFOLLOW) && S_ISLNK(st.st_mode)) {
			g_autofree char *at = g_strdup_printf("%s/%s", o->path, names[i]);

			return link_error(error, at);
		}
	}
	return 0;
}

int porter_out_write(struct porter_out *o, const char *rel, const char *data, gssize len,
		     GError **error)
{
	g_auto(GStrv) parts = NULL;
	g_autofree char *tmp = NULL, *at = g_strdup_printf("%s/%s", o->path, rel);
	const char *base;
	struct stat st;
	guint n;
	int dfd = -1, fd = -1, ret;
	gsize left = len < 0 ? strlen(data) : (gsize)len;

	ret = split_rel(&parts, o, rel, error);
	if (ret)
		return ret;
	n = g_strv_length(parts);
	base = parts[n - 1];
	ret = open_dir(&dfd, o, parts, n - 1, TRUE, error);
	if (ret)
		return ret;
	/* a link is replaced by the rename, never written through; still, someone put it there */
	if (!fstatat(dfd, base, &st, AT_SYMLINK_NOFOLLOW) && S_ISLNK(st.st_mode)) {
		ret = link_error(error, at);
		goto out_close;
	}
	for (guint i = 0; fd < 0 && i < 100; i++) {
		g_free(tmp);
		tmp = g_strdup_printf(".%s.%08x.tmp", base, g_random_int());
		fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
		if (fd < 0 && errno != EEXIST)
			break;
	}
	if (fd < 0)
		goto out_errno;
	while (left) {
		ssize_t w = write(fd, data, left);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			goto out_unlink;
		data += w;
		left -= w;
	}
	if (fdatasync(fd) || close(fd)) {
		fd = -1;
		goto out_unlink;
	}
	fd = -1;
	if (renameat(dfd, tmp, dfd, base))
		goto out_unlink;
	goto out_close;
out_unlink:
	{
		int e = errno;

		unlinkat(dfd, tmp, 0);
		errno = e;
	}
out_errno:
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot write %s: %s", at,
		    g_strerror(errno));
	ret = -PORTER_ERROR_INTERNAL;
out_close:
	if (fd >= 0)
		close(fd);
	close(dfd);
	return ret;
}

int porter_out_remove(struct porter_out *o, const char *rel)
{
	g_auto(GStrv) parts = NULL;
	guint n;
	int dfd, ret;

	if (split_rel(&parts, o, rel, NULL))
		return -1;
	n = g_strv_length(parts);
	if (open_dir(&dfd, o, parts, n - 1, FALSE, NULL))
		return -1;
	/* unlinkat removes a link itself, never what it points to */
	ret = unlinkat(dfd, parts[n - 1], 0);
	close(dfd);
	return ret;
}

GPtrArray *porter_out_list(struct porter_out *o, const char *rel)
{
	GPtrArray *names = g_ptr_array_new_with_free_func(g_free);
	g_auto(GStrv) parts = NULL;
	struct dirent *e;
	DIR *d;
	int dfd;

	if (split_rel(&parts, o, rel, NULL) ||
	    open_dir(&dfd, o, parts, g_strv_length(parts), FALSE, NULL))
		return names;
	d = fdopendir(dfd);
	if (!d) {
		close(dfd);
		return names;
	}
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			g_ptr_array_add(names, g_strdup(e->d_name));
	closedir(d);
	return names;
}

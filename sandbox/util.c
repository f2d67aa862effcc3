// SPDX-License-Identifier: GPL-2.0
/*
 * Small file system helpers of libsandbox: canonical paths, and removing a tree without
 * following links (a work copy may hold links to the user's files).
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

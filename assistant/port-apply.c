// SPDX-License-Identifier: GPL-2.0
/*
 * The journaled --apply of the port loop: the kept changes written into the user's driver dir
 * so that a kill at any point leaves it as it was or lets the next run finish the apply.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "convert.h"
#include "porter-int.h"

/* The journal of an --apply in progress, in the driver dir: its lines are the files to rename. */
#define APPLY_JOURNAL ".porter-apply.journal"
#define APPLY_TMP_SUFFIX ".porter-apply.tmp"

/* dir/rel's staged copy (owned). */
static char *apply_tmp_path(const char *dir, const char *rel)
{
	return g_strconcat(dir, "/", rel, APPLY_TMP_SUFFIX, NULL);
}

/* Whether the real path of rel's parent dir lies in the driver dir @root (canonical). */
static gboolean parent_inside(const char *root, const char *rel)
{
	g_autofree char *path = g_build_filename(root, rel, NULL);
	g_autofree char *parent = g_path_get_dirname(path);
	char *real = realpath(parent, NULL);
	gsize n = strlen(root);
	gboolean ok;

	if (!real)
		return FALSE;
	ok = !strncmp(real, root, n) && (real[n] == '/' || !real[n]);
	free(real);
	return ok;
}

/*
 * Finishes or undoes what a killed --apply left in driver dir @dir: with a journal (every staged
 * file was complete), the staged files are renamed into place; without, stray staged files (the
 * kill came before the journal) are removed.  Returns 0 or -PORTER_ERROR_INTERNAL.
 */
int porter_apply_recover(const char *dir, GError **error)
{
	g_autofree char *journal = g_build_filename(dir, APPLY_JOURNAL, NULL);
	g_autofree char *text = NULL, *root = NULL;
	g_autoptr(GError) err = NULL;
	char *r = realpath(dir, NULL);

	root = g_strdup(r ? r : dir);
	free(r);
	/* in the user's driver dir, where the driver may have put a link or a FIFO of that name */
	if (!sbx_read_untrusted(journal, SBX_MAX_SOURCE_BYTES, &text, NULL, &err)) {
		g_auto(GStrv) lines = g_strsplit(text, "\n", -1);

		for (guint i = 0; lines[i]; i++) {
			g_autofree char *tmp = NULL, *dst = NULL;

			if (!*lines[i] || strstr(lines[i], "..") || g_path_is_absolute(lines[i]) ||
			    !parent_inside(root, lines[i]))
				continue;
			tmp = apply_tmp_path(dir, lines[i]);
			dst = g_build_filename(dir, lines[i], NULL);
			if (g_file_test(tmp, G_FILE_TEST_IS_REGULAR) && g_rename(tmp, dst)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
					    "cannot finish the interrupted apply to %s: %s", dst,
					    g_strerror(errno));
				return -PORTER_ERROR_INTERNAL;
			}
		}
		porter_progress("finished an interrupted --apply in %s", dir);
		g_unlink(journal);
	}
	{
		/* staged files without a journal: the kill came before the renames began */
		g_autoptr(GPtrArray) stack = g_ptr_array_new_with_free_func(g_free);

		g_ptr_array_add(stack, g_strdup(dir));
		while (stack->len) {
			g_autofree char *d = g_ptr_array_steal_index(stack, stack->len - 1);
			g_autoptr(GDir) gd = g_dir_open(d, 0, NULL);
			const char *e;

			while (gd && (e = g_dir_read_name(gd))) {
				g_autofree char *f = g_build_filename(d, e, NULL);

				if (g_file_test(f, G_FILE_TEST_IS_SYMLINK) || !strcmp(e, ".git"))
					continue;
				if (g_file_test(f, G_FILE_TEST_IS_DIR) && stack->len < 64)
					g_ptr_array_add(stack, g_steal_pointer(&f));
				else if (g_str_has_suffix(e, APPLY_TMP_SUFFIX) ||
					 (strstr(e, ".porter-") && g_str_has_suffix(e, ".tmp")))
					g_unlink(f);
			}
		}
	}
	return 0;
}

/* Writes data into a new file path (never through a link, never over an existing file). */
static int write_new(const char *path, const char *data, gsize len, GError **error)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	gsize done = 0;

	if (fd < 0)
		goto out_fail;
	while (done < len) {
		ssize_t n = write(fd, data + done, len - done);

		if (n <= 0) {
			close(fd);
			g_unlink(path);
			goto out_fail;
		}
		done += n;
	}
	if (fsync(fd) || close(fd)) {
		g_unlink(path);
		goto out_fail;
	}
	return 0;
out_fail:
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot write %s: %s", path,
		    g_strerror(errno));
	return -PORTER_ERROR_INTERNAL;
}

/*
 * --apply: the files the kept patches changed (pristine commit to HEAD of the work copy: only
 * what spatch rewrote in tracked files, never what a build created), read from the work copy's
 * object store, never through a link.  Each destination must be a regular file (not a link)
 * whose parent's real path lies in the driver dir.  All are staged as NAME.porter-apply.tmp
 * next to their target; then a journal listing them is written, the staged files renamed into
 * place and the journal removed: a kill before the journal leaves the driver as it was, a kill
 * after it is finished by the next run (porter_apply_recover()).
 */
int porter_apply_to_driver(struct port *p, GError **error)
{
	g_autoptr(GPtrArray) files = NULL;
	g_autoptr(GPtrArray) rels = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GError) local = NULL;
	g_autofree char *root = NULL, *journal = NULL, *jtmp = NULL;
	GString *jtext = g_string_new(NULL);
	char *r;
	int ret = 0;

	r = realpath(p->o->driver, NULL);
	root = g_strdup(r ? r : p->o->driver);
	free(r);
	if (sbx_work_changed(p->w, NULL, "HEAD", &files, &local)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot list the changes: %s",
			    local->message);
		ret = -PORTER_ERROR_INTERNAL;
		goto out_free;
	}
	for (guint i = 0; i < files->len; i++) {
		const char *rel = files->pdata[i];
		g_autofree char *dst = g_build_filename(root, rel, NULL);
		g_autofree char *a = NULL, *b = NULL, *tmp = NULL;
		gsize alen = 0, blen = 0;
		g_autoptr(GError) err = NULL;
		GStatBuf st;

		if (sbx_work_read(p->w, "HEAD", rel, &a, &alen, &err)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot apply %s: %s",
				    rel, err->message);
			ret = -PORTER_ERROR_INTERNAL;
			goto out_remove_tmps;
		}
		if (!parent_inside(root, rel) || (g_lstat(dst, &st) == 0 && !S_ISREG(st.st_mode))) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
				    "cannot apply to %s: not a regular file inside the driver dir %s",
				    dst, root);
			ret = -PORTER_ERROR_INTERNAL;
			goto out_remove_tmps;
		}
		if (!sbx_read_untrusted(dst, SBX_MAX_SOURCE_BYTES, &b, &blen, NULL) && alen == blen &&
		    !memcmp(a, b, alen))
			continue;
		tmp = apply_tmp_path(root, rel);
		g_unlink(tmp);
		ret = write_new(tmp, a, alen, error);
		if (ret)
			goto out_remove_tmps;
		g_ptr_array_add(rels, g_strdup(rel));
		g_string_append_printf(jtext, "%s\n", rel);
	}
	journal = g_build_filename(root, APPLY_JOURNAL, NULL);
	jtmp = g_strconcat(journal, ".new", NULL);
	g_unlink(jtmp);
	if (rels->len) {
		/* the commit point: from here on, the next run finishes the apply */
		ret = write_new(jtmp, jtext->str, jtext->len, error);
		if (!ret && g_rename(jtmp, journal)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot write %s: %s",
				    journal, g_strerror(errno));
			ret = -PORTER_ERROR_INTERNAL;
		}
		if (ret) {
			g_unlink(jtmp);
			goto out_remove_tmps;
		}
	}
	for (guint i = 0; i < rels->len; i++) {
		g_autofree char *tmp = apply_tmp_path(root, rels->pdata[i]);
		g_autofree char *dst = g_build_filename(root, rels->pdata[i], NULL);

		if (g_rename(tmp, dst)) {
			/* the journal stays: the next run finishes what is left */
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
				    "cannot apply to %s: %s", dst, g_strerror(errno));
			ret = -PORTER_ERROR_INTERNAL;
			goto out_free;
		}
	}
	g_unlink(journal);
	g_ptr_array_set_size(rels, 0);
	p->r->applied = TRUE;
out_remove_tmps:
	for (guint i = 0; i < rels->len; i++) {
		g_autofree char *tmp = apply_tmp_path(root, rels->pdata[i]);

		g_unlink(tmp);
	}
out_free:
	g_string_free(jtext, TRUE);
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Work copies: the user's dir stays untouched, the pristine state is the first commit, diffs are
 * accepted by the real `git apply`, commits chain, rollback restores HEAD and removes the rest.
 */
#include "gitrt.h"
#include "sandbox.h"

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

static void put(const char *dir, const char *name, const char *text)
{
	g_autofree char *p = g_build_filename(dir, name, NULL);
	g_autofree char *parent = g_path_get_dirname(p);

	g_assert_cmpint(g_mkdir_with_parents(parent, 0755), ==, 0);
	g_assert_true(g_file_set_contents(p, text, -1, NULL));
}

static char *get(const char *dir, const char *name)
{
	g_autofree char *p = g_build_filename(dir, name, NULL);
	char *text = NULL;

	if (!g_file_get_contents(p, &text, NULL, NULL))
		return NULL;
	return text;
}

/* Runs git in dir; its stdout, asserting success. */
static char *git(const char *dir, const char *args)
{
	g_autofree char *cmd = g_strdup_printf("git -C '%s' %s", dir, args);
	char *out = NULL, *err = NULL;
	int status;

	g_assert_true(g_spawn_command_line_sync(cmd, &out, &err, &status, NULL));
	if (status)
		g_printerr("%s: %s", cmd, err);
	g_assert_cmpint(status, ==, 0);
	g_free(err);
	return out;
}

static int cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A listing of every file under dir with its contents, to compare trees. */
static void snapshot(GString *s, const char *dir, const char *rel)
{
	g_autofree char *path = g_build_filename(dir, rel, NULL);
	g_autoptr(GDir) d = g_dir_open(path, 0, NULL);
	g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
	const char *e;

	while (d && (e = g_dir_read_name(d)))
		g_ptr_array_add(names, g_strdup(e));
	g_ptr_array_sort(names, cmp_str);
	for (guint i = 0; i < names->len; i++) {
		g_autofree char *r = g_build_filename(rel, names->pdata[i], NULL);
		g_autofree char *full = g_build_filename(dir, r, NULL);
		g_autofree char *text = NULL;

		if (!strcmp(names->pdata[i], ".git"))
			continue;
		if (g_file_test(full, G_FILE_TEST_IS_DIR)) {
			g_string_append_printf(s, "%s/\n", r);
			snapshot(s, dir, r);
		} else if (g_file_get_contents(full, &text, NULL, NULL)) {
			g_string_append_printf(s, "%s: %s\n", r, text);
		}
	}
}

static char *tree_text(const char *dir)
{
	GString *s = g_string_new(NULL);

	snapshot(s, dir, "");
	return g_string_free(s, FALSE);
}

static void test_lifecycle(void)
{
	g_autofree char *root = g_dir_make_tmp("sbx-test-work-XXXXXX", NULL);
	g_autofree char *src = g_build_filename(root, "drv", NULL);
	g_autofree char *out = g_build_filename(root, "out", NULL);
	g_autofree char *outside = g_build_filename(root, "secret.h", NULL);
	g_autofree char *link = NULL, *before = NULL, *after = NULL, *log = NULL, *patch = NULL;
	g_autofree char *hash = NULL, *patch2 = NULL, *text = NULL, *clone = NULL, *cmd = NULL;
	g_autofree char *patch_file = NULL, *in_link = NULL;
	struct sbx_work *w;
	const char *wp;
	g_autoptr(GError) err = NULL;

	put(src, "drv.c", "int a;\nint b;\n");
	put(src, "sub/helper.h", "#define X 1\n");
	put(src, "drv.o", "stale object\n");
	put(root, "secret.h", "#define SECRET 1\n");
	link = g_build_filename(src, "secret.h", NULL);
	g_assert_cmpint(symlink(outside, link), ==, 0);
	in_link = g_build_filename(src, "helper.h", NULL);
	g_assert_cmpint(symlink("sub/helper.h", in_link), ==, 0);
	g_free(git(src, "init -q"));
	before = tree_text(src);

	g_assert_cmpint(sbx_work_new(&w, src, out, &err), ==, 0);
	g_assert_no_error(err);
	wp = sbx_work_path(w);
	g_assert_true(g_str_has_prefix(wp, out));
	g_assert_cmpuint(strlen(sbx_work_base(w)), ==, 40);
	/* the outside symlink is left out, and said so (never read through); the inside one stays
	 * a link; .git was not copied */
	g_free(link);
	link = g_build_filename(wp, "secret.h", NULL);
	g_assert_false(g_file_test(link, G_FILE_TEST_EXISTS));
	g_assert_false(g_file_test(link, G_FILE_TEST_IS_SYMLINK));
	g_assert_nonnull(sbx_work_notes(w)[0]);
	g_assert_true(g_str_has_prefix(sbx_work_notes(w)[0], "secret.h -> "));
	g_assert_nonnull(strstr(sbx_work_notes(w)[0], "leads outside the driver"));
	g_assert_null(sbx_work_notes(w)[1]);
	g_free(in_link);
	in_link = g_build_filename(wp, "helper.h", NULL);
	g_assert_true(g_file_test(in_link, G_FILE_TEST_IS_SYMLINK));
	log = git(wp, "log --format='%an <%ae>|%s'");
	g_assert_true(g_str_has_prefix(log, "porter <porter@localhost>|pristine copy of "));
	g_free(log);
	log = git(wp, "ls-files");
	g_assert_cmpstr(log, ==, "drv.c\nhelper.h\nsub/helper.h\n");

	/* a change: edit, add, delete; the diff applies with git apply on a fresh clone */
	put(wp, "drv.c", "int a;\nint c;\n");
	put(wp, "new.c", "int n;\n");
	put(wp, "drv.mod.o", "build product\n");
	g_assert_cmpint(g_unlink(in_link), ==, 0);
	g_assert_cmpint(sbx_work_diff(w, "HEAD", NULL, &patch, &err), ==, 0);
	g_assert_nonnull(strstr(patch, "--- a/drv.c\n+++ b/drv.c\n"));
	g_assert_nonnull(strstr(patch, "-int b;\n+int c;\n"));
	/* a new file (a build's) is never part of a change */
	g_assert_null(strstr(patch, "new.c"));
	g_assert_nonnull(strstr(patch, "deleted file mode 120000"));
	g_assert_null(strstr(patch, "drv.mod.o"));
	clone = g_build_filename(root, "clone", NULL);
	cmd = g_strdup_printf("clone -q '%s' '%s'", wp, clone);
	g_free(git(root, cmd));
	patch_file = g_build_filename(root, "change.patch", NULL);
	g_assert_true(g_file_set_contents(patch_file, patch, -1, NULL));
	g_free(cmd);
	cmd = g_strdup_printf("apply --index '%s'", patch_file);
	g_free(git(clone, cmd));

	g_assert_cmpint(sbx_work_commit(w, "porter: change b to c\n", &hash, &err), ==, 0);
	g_assert_cmpuint(strlen(hash), ==, 40);
	g_free(log);
	log = git(wp, "rev-parse HEAD");
	g_assert_true(g_str_has_prefix(log, hash));
	g_assert_cmpint(sbx_work_diff(w, NULL, "HEAD", &patch2, &err), ==, 0);
	g_assert_cmpstr(patch, ==, patch2);
	g_free(patch);
	g_assert_cmpint(sbx_work_diff(w, "HEAD", NULL, &patch, &err), ==, 0);
	g_assert_cmpstr(patch, ==, "");
	/* what the change wrote: drv.c; not the deleted link, not new.c, not the build product */
	{
		g_autoptr(GPtrArray) changed = NULL;
		g_autofree char *data = NULL;
		gsize len;

		g_assert_cmpint(sbx_work_changed(w, NULL, "HEAD", &changed, &err), ==, 0);
		g_assert_no_error(err);
		g_assert_cmpuint(changed->len, ==, 1);
		g_assert_cmpstr(changed->pdata[0], ==, "drv.c");
		/* committed content, from the object store */
		g_assert_cmpint(sbx_work_read(w, NULL, "drv.c", &data, &len, &err), ==, 0);
		g_assert_cmpstr(data, ==, "int a;\nint c;\n");
		g_clear_pointer(&data, g_free);
		g_assert_cmpint(sbx_work_read(w, NULL, "new.c", &data, &len, &err), ==,
				-SBX_ERROR_INPUT);
		g_clear_error(&err);
		g_assert_cmpint(sbx_work_read(w, "HEAD~1", "helper.h", &data, &len, &err), ==,
				-SBX_ERROR_INPUT);
		g_assert_nonnull(strstr(err->message, "not a regular file"));
		g_clear_error(&err);
		g_clear_pointer(&changed, g_ptr_array_unref);
		g_assert_cmpint(sbx_work_changed(w, "HEAD", "HEAD", &changed, &err), ==, 0);
		g_assert_cmpuint(changed->len, ==, 0);
		g_clear_pointer(&changed, g_ptr_array_unref);
		g_assert_cmpint(sbx_work_changed(w, "no-such-rev", "HEAD", &changed, &err), ==,
				-SBX_ERROR_INPUT);
		g_assert_null(changed);
		g_clear_error(&err);
	}

	/* a failed candidate: rolled back, untracked files and build products gone */
	put(wp, "drv.c", "broken\n");
	put(wp, "junk.c", "junk\n");
	put(wp, "sub/junk.o", "junk\n");
	g_assert_cmpint(sbx_work_rollback(w, &err), ==, 0);
	g_free(text);
	text = get(wp, "drv.c");
	g_assert_cmpstr(text, ==, "int a;\nint c;\n");
	g_assert_null(get(wp, "junk.c"));
	g_assert_null(get(wp, "sub/junk.o"));
	g_assert_null(get(wp, "drv.mod.o"));

	/* bad revisions name the revision and the work dir */
	g_free(patch);
	g_assert_cmpint(sbx_work_diff(w, "no-such-rev", NULL, &patch, &err), ==, -SBX_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "no-such-rev"));
	g_clear_error(&err);

	/* the user's directory was only read */
	after = tree_text(src);
	g_assert_cmpstr(before, ==, after);
	sbx_work_free(w, TRUE);
	g_assert_false(g_file_test(wp, G_FILE_TEST_EXISTS));
	g_assert_cmpint(sbx_remove_tree(root, NULL), ==, 0);
}

static void test_bad_input(void)
{
	g_autofree char *root = g_dir_make_tmp("sbx-test-work-XXXXXX", NULL);
	g_autofree char *inner = g_build_filename(root, "inner", NULL);
	struct sbx_work *w;
	GError *err = NULL;

	g_assert_cmpint(sbx_work_new(&w, "/nonexistent/driver", NULL, &err), ==, -SBX_ERROR_INPUT);
	g_assert_cmpstr(err->message, ==, "driver dir /nonexistent/driver: no such directory");
	g_assert_null(w);
	g_clear_error(&err);
	put(root, "a.c", "int a;\n");
	/* a work dir inside the driver dir would copy itself */
	g_assert_cmpint(sbx_work_new(&w, root, inner, &err), ==, -SBX_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "inside the driver dir"));
	g_clear_error(&err);
	g_assert_cmpint(sbx_remove_tree(root, NULL), ==, 0);
}

/* sbx_work_put(): the same inode (its owner and mode stay), a link refused, the text whole. */
static void test_put(void)
{
	g_autofree char *dir = g_dir_make_tmp("sbx-put-XXXXXX", NULL);
	g_autofree char *f = g_build_filename(dir, "a.c", NULL);
	g_autofree char *l = g_build_filename(dir, "l.c", NULL);
	g_autofree char *outside = g_build_filename(dir, "outside", NULL);
	g_autofree char *text = NULL;
	g_autoptr(GError) err = NULL;
	GStatBuf before, after;

	g_assert_true(g_file_set_contents(f, "int a;\n", -1, NULL));
	g_assert_cmpint(g_chmod(f, 0640), ==, 0);
	g_assert_cmpint(g_stat(f, &before), ==, 0);
	g_assert_cmpint(sbx_work_put(f, "int b;\nint c;\n", -1, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(g_stat(f, &after), ==, 0);
	g_assert_cmpuint(before.st_ino, ==, after.st_ino);
	g_assert_cmpuint(after.st_mode & 07777, ==, 0640);
	g_assert_true(g_file_get_contents(f, &text, NULL, NULL));
	g_assert_cmpstr(text, ==, "int b;\nint c;\n");
	g_clear_pointer(&text, g_free);
	/* a length: bytes past a NUL are kept */
	g_assert_cmpint(sbx_work_put(f, "x\0y", 3, NULL), ==, 0);
	g_assert_true(g_file_get_contents(f, &text, NULL, NULL));
	g_assert_cmpint(memcmp(text, "x\0y", 3), ==, 0);
	/* a link in the copy never takes the write elsewhere */
	g_assert_true(g_file_set_contents(outside, "keep\n", -1, NULL));
	g_assert_cmpint(symlink(outside, l), ==, 0);
	g_assert_cmpint(sbx_work_put(l, "lost\n", -1, &err), ==, -SBX_ERROR_IO);
	g_assert_error(err, SBX_ERROR, SBX_ERROR_IO);
	g_assert_nonnull(strstr(err->message, "l.c"));
	g_clear_pointer(&text, g_free);
	g_assert_true(g_file_get_contents(outside, &text, NULL, NULL));
	g_assert_cmpstr(text, ==, "keep\n");
	g_unlink(l);
	g_unlink(f);
	g_unlink(outside);
	g_rmdir(dir);
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/sandbox/work/lifecycle", test_lifecycle);
	g_test_add_func("/sandbox/work/bad-input", test_bad_input);
	g_test_add_func("/sandbox/work/put", test_put);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_repo_*: libgit2's answers about a repository porter does not own must be the ones the git
 * commands they replace give on the same real repository (ls-files, rev-parse --show-prefix,
 * diff --name-only --relative HEAD, show HEAD:./X, log --no-merges -- ., tag --contains, log
 * --all, config).
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

/* Runs git in dir; its stdout, trimmed, asserting success. */
static char *git(const char *dir, const char *args)
{
	g_autofree char *cmd = g_strdup_printf("git -c user.name=t -c user.email=t@t -C '%s' %s",
					       dir, args);
	char *out = NULL, *err = NULL;
	int status;

	g_assert_true(g_spawn_command_line_sync(cmd, &out, &err, &status, NULL));
	if (status)
		g_printerr("%s: %s", cmd, err);
	g_assert_cmpint(status, ==, 0);
	g_free(err);
	return g_strstrip(out);
}

static int cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* @a's strings sorted and joined by newlines, as git's line lists compare. */
static char *joined(GPtrArray *a, gboolean sort)
{
	g_autoptr(GPtrArray) c = g_ptr_array_new();

	for (guint i = 0; a && i < a->len; i++)
		g_ptr_array_add(c, a->pdata[i]);
	if (sort)
		g_ptr_array_sort(c, cmp_str);
	g_ptr_array_add(c, NULL);
	return g_strjoinv("\n", (char **)c->pdata);
}

static int add_hash(const char *hash, const char *message, void *data)
{
	g_assert_nonnull(message);
	g_ptr_array_add(data, g_strdup(hash));
	return 0;
}

static gboolean only_v6(const char *tag)
{
	return g_str_has_prefix(tag, "v6.");
}

static void test_repo(void)
{
	g_autofree char *top = g_dir_make_tmp("porter-repo-XXXXXX", NULL);
	g_autofree char *drv = g_build_filename(top, "src", "drv", NULL);
	g_autofree char *first = NULL, *head = NULL, *want = NULL, *got = NULL, *data = NULL;
	g_autofree char *outside = g_dir_make_tmp("porter-norepo-XXXXXX", NULL);
	g_autoptr(GPtrArray) subjects = NULL, tags = NULL;
	g_autoptr(GPtrArray) hashes = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GError) err = NULL;
	struct sbx_repo_info info;
	gsize len = 0;

	g_assert_nonnull(top);
	put(drv, "a.c", "int a;\n");
	put(drv, "b.c", "int b;\n");
	put(top, "other.c", "int o;\n");
	g_free(git(top, "init -q"));
	g_free(git(top, "add -A"));
	g_free(git(top, "commit -qm 'drv: add the driver'"));
	first = git(top, "rev-parse HEAD");
	g_free(git(top, "tag v6.1"));
	put(top, "other.c", "int o2;\n");
	g_free(git(top, "commit -qam 'other: change'"));
	g_free(git(top, "checkout -qb side"));
	put(drv, "b.c", "int b2;\n");
	g_free(git(top, "commit -qam 'drv: on a side branch'"));
	g_free(git(top, "checkout -q -"));
	put(drv, "a.c", "int a2;\n");
	g_free(git(top, "commit -qam 'drv: change a'"));
	g_free(git(top, "tag -a -m release v6.2"));
	g_free(git(top, "tag v5.0-other"));
	g_free(git(top, "config user.name 'Repo User'"));
	head = git(top, "rev-parse HEAD");

	/* clean: the prefix, HEAD, nothing changed */
	g_assert_cmpint(sbx_repo_info(&info, drv, &err), ==, 0);
	g_assert_no_error(err);
	want = git(drv, "rev-parse --show-prefix");
	g_assert_cmpstr(info.prefix, ==, want);
	g_assert_cmpstr(info.head, ==, head);
	g_assert_false(info.dirty);
	g_assert_cmpuint(info.changed->len, ==, 0);
	sbx_repo_info_clear(&info);

	/* a change in the work tree and a staged one, a change outside the dir, an untracked file */
	put(drv, "a.c", "int a3;\n");
	put(drv, "c.c", "int c;\n");
	g_free(git(top, "add src/drv/c.c"));
	put(drv, "untracked.c", "int u;\n");
	put(top, "other.c", "int o3;\n");
	g_assert_cmpint(sbx_repo_info(&info, drv, &err), ==, 0);
	g_assert_true(info.dirty);
	g_free(want);
	want = git(drv, "diff --name-only --relative HEAD -- .");
	got = joined(info.changed, TRUE);
	g_assert_cmpstr(got, ==, want);
	sbx_repo_info_clear(&info);

	/* a file at HEAD, not the work tree's; nothing outside the dir */
	g_assert_cmpint(sbx_repo_show_head(&data, &len, drv, "a.c", &err), ==, 0);
	g_free(want);
	want = git(drv, "show HEAD:./a.c");
	g_assert_cmpstr(g_strstrip(data), ==, want);
	g_clear_pointer(&data, g_free);
	g_assert_cmpint(sbx_repo_show_head(&data, NULL, drv, "../../other.c", &err), ==,
			-SBX_ERROR_INPUT);
	g_clear_error(&err);
	g_assert_cmpint(sbx_repo_show_head(&data, NULL, drv, "c.c", &err), ==, -SBX_ERROR_INPUT);
	g_clear_error(&err);

	/* subjects of the dir's history from HEAD, newest first */
	subjects = sbx_repo_subjects(drv, 20);
	g_free(got);
	got = joined(subjects, FALSE);
	g_free(want);
	want = git(drv, "log -n 20 --no-merges --format=%s -- .");
	g_assert_cmpstr(got, ==, want);

	/* tags holding a commit, lightweight and annotated, with and without a filter */
	tags = sbx_repo_tags_containing(top, first, NULL);
	g_free(got);
	got = joined(tags, TRUE);
	g_free(want);
	want = git(top, "tag --contains v6.1");
	g_assert_cmpstr(got, ==, want);
	g_ptr_array_unref(tags);
	tags = sbx_repo_tags_containing(top, first, only_v6);
	g_free(got);
	got = joined(tags, TRUE);
	g_assert_cmpstr(got, ==, "v6.1\nv6.2");

	/* every commit of every ref, the side branch's too */
	g_assert_cmpint(sbx_repo_foreach_commit(top, add_hash, hashes, &err), ==, 0);
	g_free(got);
	got = joined(hashes, TRUE);
	g_free(want);
	want = git(top, "log --all --format=%H");
	{
		g_auto(GStrv) l = g_strsplit(want, "\n", -1);

		qsort(l, g_strv_length(l), sizeof(char *), cmp_str);
		g_free(want);
		want = g_strjoinv("\n", l);
	}
	g_assert_cmpstr(got, ==, want);

	/* config: the repository's, and none outside one for a key only it has */
	g_free(got);
	got = sbx_repo_config(drv, "user.name");
	g_assert_cmpstr(got, ==, "Repo User");
	g_free(got);
	got = sbx_repo_config(outside, "porter.test-only-here");
	g_assert_null(got);

	/* a dir in no repository: no prefix, not an error */
	g_assert_cmpint(sbx_repo_info(&info, outside, &err), ==, 0);
	g_assert_null(info.prefix);
	g_assert_nonnull(info.changed);
	sbx_repo_info_clear(&info);

	sbx_remove_tree(top, NULL);
	sbx_remove_tree(outside, NULL);
}

/* chown -R uid:uid path, without following links */
static void chown_all(const char *path, uid_t uid)
{
	g_autofree char *cmd = g_strdup_printf("chown -hR %u:%u '%s'", (unsigned)uid, (unsigned)uid,
					       path);
	int status;

	g_assert_true(g_spawn_command_line_sync(cmd, NULL, NULL, &status, NULL));
	g_assert_cmpint(status, ==, 0);
}

/*
 * libgit2's owner check stays on: a repository another user owns is no repository to porter (as
 * to git), while a work copy whose tree is the build uid's and whose .git is ours is read.
 */
static void test_owner(void)
{
	g_autofree char *top = NULL, *dotgit = NULL, *name = NULL;
	g_autoptr(GError) err = NULL;
	struct sbx_repo_info info;

	if (geteuid() != 0) {
		g_test_skip("needs root to give a repository to another user");
		return;
	}
	top = g_dir_make_tmp("porter-owner-XXXXXX", NULL);
	dotgit = g_build_filename(top, ".git", NULL);
	put(top, "a.c", "int a;\n");
	g_free(git(top, "init -q"));
	g_free(git(top, "add -A"));
	g_free(git(top, "commit -qm 'a: add'"));
	g_free(git(top, "config user.name 'Owner Test'"));

	/* porter's work copy: the tree given away, .git kept */
	chown_all(top, 65534);
	chown_all(dotgit, 0);
	g_assert_cmpint(sbx_repo_info(&info, top, &err), ==, 0);
	g_assert_cmpstr(info.prefix, ==, "");
	g_assert_nonnull(info.head);
	sbx_repo_info_clear(&info);
	name = sbx_repo_config(top, "user.name");
	g_assert_cmpstr(name, ==, "Owner Test");
	g_clear_pointer(&name, g_free);

	/* another user's repository, .git included: refused */
	chown_all(top, 65534);
	g_assert_cmpint(sbx_repo_info(&info, top, &err), ==, 0);
	g_assert_null(info.prefix);
	g_assert_null(info.head);
	sbx_repo_info_clear(&info);
	name = sbx_repo_config(top, "user.name");
	g_assert_cmpstr(name, !=, "Owner Test");
	chown_all(top, 0);
	g_free(git(top, "status --short"));
	{
		g_autofree char *cmd = g_strdup_printf("rm -rf '%s'", top);

		g_assert_true(g_spawn_command_line_sync(cmd, NULL, NULL, NULL, NULL));
	}
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/repo/as-git", test_repo);
	g_test_add_func("/repo/owner", test_owner);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

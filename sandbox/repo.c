// SPDX-License-Identifier: GPL-2.0
/*
 * Reading repositories porter does not own (the user's driver, an indexed kernel tree, a cases
 * repository) with libgit2 instead of git: their config is as hostile as their files, and git
 * runs what it names (core.fsmonitor on every status, hooks, filter and textconv drivers,
 * diff.external, core.sshCommand, the pager) as porter's uid.  libgit2 runs none of these and
 * writes nothing here: no index refresh, no lock.  Its types stay in this file.
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <git2.h>

/* Commits looked at for a driver's subjects: a dir seldom touched must not walk all of Linux. */
#define SBX_REPO_MAX_WALK 200000

static int repo_fail(GError **error, const char *what, const char *path)
{
	const git_error *e = git_error_last();

	g_set_error(error, SBX_ERROR, SBX_ERROR_GIT, "cannot %s in %s: %s", what, path,
		    e && e->message ? e->message : "libgit2 error");
	return -SBX_ERROR_GIT;
}

/*
 * Opens the repository holding @dir as git would find it from there (upwards, not across a
 * file system), with the work tree; NULL when there is none or it is bare.
 */
static git_repository *open_repo(const char *dir)
{
	git_repository *repo = NULL;

	if (sbx_git_open(&repo, dir, 0))
		return NULL;
	if (git_repository_is_bare(repo)) {
		git_repository_free(repo);
		return NULL;
	}
	return repo;
}

/* @dir from the top of @repo's work tree: "" or "a/b/", owned; NULL when it is outside. */
static char *dir_prefix(git_repository *repo, const char *dir)
{
	g_autofree char *real_dir = realpath(dir, NULL);
	g_autofree char *real_top = realpath(git_repository_workdir(repo), NULL);
	gsize n;

	if (!real_dir || !real_top)
		return NULL;
	n = strlen(real_top);
	if (!strcmp(real_dir, real_top))
		return g_strdup("");
	if (strncmp(real_dir, real_top, n) || (real_dir[n] != '/' && strcmp(real_top, "/")))
		return NULL;
	return g_strconcat(real_dir + n + (real_dir[n] == '/'), "/", NULL);
}

/* A path a repository names that stays below the dir it is joined to: no "..", no "/x". */
static gboolean tame_path(const char *rel)
{
	g_auto(GStrv) parts = g_strsplit(rel, "/", -1);

	if (!*rel || *rel == '/')
		return FALSE;
	for (guint i = 0; parts[i]; i++)
		if (!*parts[i] || !strcmp(parts[i], ".") || !strcmp(parts[i], ".."))
			return FALSE;
	return TRUE;
}

void sbx_repo_info_clear(struct sbx_repo_info *info)
{
	g_clear_pointer(&info->prefix, g_free);
	g_clear_pointer(&info->head, g_free);
	g_clear_pointer(&info->changed, g_ptr_array_unref);
	info->dirty = FALSE;
}

/* HEAD's tree, or NULL (unborn HEAD: every tracked file is new). */
static git_tree *head_tree(git_repository *repo, git_oid *out_oid)
{
	git_object *obj = NULL;
	git_tree *tree = NULL;

	if (git_reference_name_to_id(out_oid, repo, "HEAD"))
		return NULL;
	if (!git_object_lookup(&obj, repo, out_oid, GIT_OBJECT_COMMIT))
		git_object_peel((git_object **)&tree, obj, GIT_OBJECT_TREE);
	git_object_free(obj);
	return tree;
}

int sbx_repo_info(struct sbx_repo_info *out, const char *dir, GError **error)
{
	git_diff_options opts = GIT_DIFF_OPTIONS_INIT;
	git_repository *repo = open_repo(dir);
	git_index *idx = NULL;
	git_tree *tree = NULL;
	git_diff *diff = NULL;
	g_autofree char *prefix = NULL;
	char *spec[1];
	gboolean tracked = FALSE;
	gsize plen;
	git_oid oid;
	int ret = 0;

	memset(out, 0, sizeof(*out));
	out->changed = g_ptr_array_new_with_free_func(g_free);
	if (!repo || !(prefix = dir_prefix(repo, dir)))
		goto out_free_repo;
	plen = strlen(prefix);
	/* `git ls-files -- .`: a dir in an ignored path of some repository is not the driver's */
	if (git_repository_index(&idx, repo)) {
		ret = repo_fail(error, "read the index", dir);
		goto out_free_repo;
	}
	for (size_t i = 0; !tracked && i < git_index_entrycount(idx); i++)
		tracked = !strncmp(git_index_get_byindex(idx, i)->path, prefix, plen);
	if (!tracked)
		goto out_free_repo;
	tree = head_tree(repo, &oid);
	if (tree)
		out->head = g_strdup(git_oid_tostr_s(&oid));
	/* `git diff --name-only HEAD -- .`: tracked files only, staged or not, no submodule */
	spec[0] = prefix;
	opts.pathspec.strings = spec;
	opts.pathspec.count = plen ? 1 : 0;
	opts.flags = GIT_DIFF_DISABLE_PATHSPEC_MATCH;
	opts.ignore_submodules = GIT_SUBMODULE_IGNORE_ALL;
	if (git_diff_tree_to_workdir_with_index(&diff, repo, tree, &opts)) {
		ret = repo_fail(error, "compare the work tree with HEAD", dir);
		goto out_free_repo;
	}
	for (size_t i = 0; i < git_diff_num_deltas(diff); i++) {
		const git_diff_delta *d = git_diff_get_delta(diff, i);
		const char *path = d->status == GIT_DELTA_DELETED ? d->old_file.path :
								    d->new_file.path;

		if (strncmp(path, prefix, plen))
			continue;
		out->dirty = TRUE;
		if (tame_path(path + plen))
			g_ptr_array_add(out->changed, g_strdup(path + plen));
	}
	out->prefix = g_steal_pointer(&prefix);
out_free_repo:
	git_diff_free(diff);
	git_tree_free(tree);
	git_index_free(idx);
	git_repository_free(repo);
	if (ret)
		sbx_repo_info_clear(out);
	if (!out->changed)
		out->changed = g_ptr_array_new_with_free_func(g_free);
	return ret;
}

int sbx_repo_show_head(char **out_data, gsize *out_len, const char *dir, const char *rel,
		       GError **error)
{
	git_repository *repo = open_repo(dir);
	git_tree_entry *te = NULL;
	git_tree *tree = NULL;
	git_blob *blob = NULL;
	g_autofree char *prefix = NULL, *path = NULL;
	git_oid oid;
	gsize len;
	int ret = 0;

	*out_data = NULL;
	if (!repo || !(prefix = dir_prefix(repo, dir))) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "cannot read %s at HEAD: %s is in no git repository", rel, dir);
		ret = -SBX_ERROR_INPUT;
		goto out_free;
	}
	path = g_strconcat(prefix, rel, NULL);
	if (!tame_path(rel) || !(tree = head_tree(repo, &oid)) ||
	    git_tree_entry_bypath(&te, tree, path)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot read %s at HEAD in %s: no "
			    "such file", rel, dir);
		ret = -SBX_ERROR_INPUT;
		goto out_free;
	}
	if (git_tree_entry_filemode(te) != GIT_FILEMODE_BLOB &&
	    git_tree_entry_filemode(te) != GIT_FILEMODE_BLOB_EXECUTABLE) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot read %s at HEAD in %s: not "
			    "a regular file", rel, dir);
		ret = -SBX_ERROR_INPUT;
		goto out_free;
	}
	if (git_blob_lookup(&blob, repo, git_tree_entry_id(te))) {
		ret = repo_fail(error, "read a file", dir);
		goto out_free;
	}
	len = git_blob_rawsize(blob);
	*out_data = g_malloc(len + 1);
	memcpy(*out_data, git_blob_rawcontent(blob), len);
	(*out_data)[len] = '\0';
	if (out_len)
		*out_len = len;
out_free:
	git_blob_free(blob);
	git_tree_entry_free(te);
	git_tree_free(tree);
	git_repository_free(repo);
	return ret;
}

/* Whether @c changes what is at @path ("" the whole tree) from its first parent. */
static gboolean touches(git_commit *c, const char *path)
{
	git_commit *parent = NULL;
	git_tree *t = NULL, *pt = NULL;
	git_tree_entry *e = NULL, *pe = NULL;
	gboolean changed;

	if (git_commit_tree(&t, c))
		return FALSE;
	if (git_commit_parentcount(c) && !git_commit_parent(&parent, c, 0))
		git_commit_tree(&pt, parent);
	if (!*path) {
		changed = !pt || !git_oid_equal(git_tree_id(t), git_tree_id(pt));
	} else {
		int has = !git_tree_entry_bypath(&e, t, path);
		int had = pt && !git_tree_entry_bypath(&pe, pt, path);

		changed = has != had || (has && !git_oid_equal(git_tree_entry_id(e),
							       git_tree_entry_id(pe)));
	}
	git_tree_entry_free(e);
	git_tree_entry_free(pe);
	git_tree_free(t);
	git_tree_free(pt);
	git_commit_free(parent);
	return changed;
}

GPtrArray *sbx_repo_subjects(const char *dir, guint max)
{
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);
	git_repository *repo = open_repo(dir);
	git_revwalk *walk = NULL;
	g_autofree char *prefix = NULL;
	git_oid oid;
	guint seen = 0;

	if (!repo || !(prefix = dir_prefix(repo, dir)) || git_revwalk_new(&walk, repo) ||
	    git_revwalk_sorting(walk, GIT_SORT_TIME) || git_revwalk_push_head(walk))
		goto out_free;
	/* the tree entry of the dir itself: "a/b", or "" for the whole tree */
	if (*prefix)
		prefix[strlen(prefix) - 1] = '\0';
	while (out->len < max && seen++ < SBX_REPO_MAX_WALK && !git_revwalk_next(&oid, walk)) {
		git_commit *c = NULL;
		const char *subject;

		if (git_commit_lookup(&c, repo, &oid))
			break;
		if (git_commit_parentcount(c) <= 1 && touches(c, prefix)) {
			subject = git_commit_summary(c);
			g_ptr_array_add(out, g_strdup(subject ? subject : ""));
		}
		git_commit_free(c);
	}
out_free:
	git_revwalk_free(walk);
	git_repository_free(repo);
	return out;
}

/* Whether the environment variable @name holds a true boolean, as git reads it. */
static gboolean env_true(const char *name)
{
	const char *v = g_getenv(name);
	int b = 0;

	return v && !git_config_parse_bool(&b, v) && b;
}

/* Adds @path at @level to @cfg when it is a file; git skips a missing one too. */
static void add_config(git_config *cfg, const char *path, git_config_level_t level,
		       git_repository *repo)
{
	if (path && g_file_test(path, G_FILE_TEST_IS_REGULAR))
		git_config_add_file_ondisk(cfg, path, level, repo, 0);
}

char *sbx_repo_config(const char *dir, const char *key)
{
	git_repository *repo = dir ? open_repo(dir) : NULL;
	git_config *cfg = NULL;
	git_buf buf = { 0 };
	const char *home = g_getenv("HOME") ? g_getenv("HOME") : g_get_home_dir();
	const char *xdg = g_getenv("XDG_CONFIG_HOME");
	g_autofree char *xdg_file = NULL, *global = NULL, *local = NULL;
	char *value = NULL;

	/*
	 * The files git itself reads, found from the environment now (libgit2 keeps the home
	 * it saw first): system unless GIT_CONFIG_NOSYSTEM, XDG, global, the repository's.
	 */
	if (git_config_new(&cfg))
		goto out_free;
	if (!env_true("GIT_CONFIG_NOSYSTEM"))
		add_config(cfg, g_getenv("GIT_CONFIG_SYSTEM") ? g_getenv("GIT_CONFIG_SYSTEM") :
			   "/etc/gitconfig", GIT_CONFIG_LEVEL_SYSTEM, repo);
	xdg_file = xdg && *xdg ? g_build_filename(xdg, "git", "config", NULL) :
				 g_build_filename(home, ".config", "git", "config", NULL);
	add_config(cfg, xdg_file, GIT_CONFIG_LEVEL_XDG, repo);
	global = g_getenv("GIT_CONFIG_GLOBAL") ? g_strdup(g_getenv("GIT_CONFIG_GLOBAL")) :
						 g_build_filename(home, ".gitconfig", NULL);
	add_config(cfg, global, GIT_CONFIG_LEVEL_GLOBAL, repo);
	if (repo) {
		local = g_build_filename(git_repository_commondir(repo), "config", NULL);
		add_config(cfg, local, GIT_CONFIG_LEVEL_LOCAL, repo);
	}
	if (!git_config_get_string_buf(&buf, cfg, key))
		value = g_strdup(buf.ptr);
	git_buf_dispose(&buf);
out_free:
	git_config_free(cfg);
	git_repository_free(repo);
	return value;
}

struct tag_list {
	GPtrArray *names;
	GArray *oids;
	gboolean (*want)(const char *tag);
};

static int add_tag(const char *name, git_oid *oid, void *data)
{
	struct tag_list *l = data;
	const char *shortname = g_str_has_prefix(name, "refs/tags/") ? name + 10 : name;

	if (l->want && !l->want(shortname))
		return 0;
	g_ptr_array_add(l->names, g_strdup(shortname));
	g_array_append_val(l->oids, *oid);
	return 0;
}

GPtrArray *sbx_repo_tags_containing(const char *path, const char *hash,
				    gboolean (*want)(const char *tag))
{
	git_repository *repo = NULL;
	git_object *rev = NULL, *target = NULL;
	struct tag_list l = { g_ptr_array_new_with_free_func(g_free),
			      g_array_new(FALSE, FALSE, sizeof(git_oid)), want };
	GPtrArray *out = NULL;

	if (git_repository_open_ext(&repo, path, 0, NULL) ||
	    git_revparse_single(&rev, repo, hash) ||
	    git_object_peel(&target, rev, GIT_OBJECT_COMMIT) ||
	    git_tag_foreach(repo, add_tag, &l))
		goto out_free;
	out = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; i < l.names->len; i++) {
		git_object *o = NULL, *c = NULL;
		const git_oid *id = git_object_id(target);

		/* an annotated tag names a tag object: the commit is what it peels to */
		if (!git_object_lookup(&o, repo, &g_array_index(l.oids, git_oid, i),
				       GIT_OBJECT_ANY) &&
		    !git_object_peel(&c, o, GIT_OBJECT_COMMIT) &&
		    (git_oid_equal(git_object_id(c), id) ||
		     git_graph_descendant_of(repo, git_object_id(c), id) == 1))
			g_ptr_array_add(out, g_strdup(l.names->pdata[i]));
		git_object_free(c);
		git_object_free(o);
	}
out_free:
	g_ptr_array_unref(l.names);
	g_array_unref(l.oids);
	git_object_free(target);
	git_object_free(rev);
	git_repository_free(repo);
	return out;
}

int sbx_repo_foreach_commit(const char *path, int (*fn)(const char *hash, const char *message,
							void *data),
			    void *data, GError **error)
{
	git_repository *repo = NULL;
	git_revwalk *walk = NULL;
	git_reference_iterator *it = NULL;
	git_reference *ref = NULL;
	git_oid oid;
	int ret = 0, err;

	if (git_repository_open_ext(&repo, path, 0, NULL) || git_revwalk_new(&walk, repo) ||
	    git_revwalk_sorting(walk, GIT_SORT_TIME) ||
	    git_reference_iterator_new(&it, repo)) {
		ret = repo_fail(error, "read the history", path);
		goto out_free;
	}
	/* `--all`: every ref and HEAD; a ref to something else than a commit is skipped */
	git_revwalk_push_head(walk);
	while (!git_reference_next(&ref, it)) {
		git_object *c = NULL;

		if (!git_reference_peel(&c, ref, GIT_OBJECT_COMMIT))
			git_revwalk_push(walk, git_object_id(c));
		git_object_free(c);
		git_reference_free(ref);
	}
	while (!(err = git_revwalk_next(&oid, walk))) {
		git_commit *c = NULL;

		if (git_commit_lookup(&c, repo, &oid)) {
			ret = repo_fail(error, "read a commit", path);
			goto out_free;
		}
		ret = fn(git_oid_tostr_s(&oid), git_commit_message(c) ? git_commit_message(c) : "",
			 data);
		git_commit_free(c);
		if (ret)
			goto out_free;
	}
	if (err != GIT_ITEROVER)
		ret = repo_fail(error, "walk the history", path);
out_free:
	git_reference_iterator_free(it);
	git_revwalk_free(walk);
	git_repository_free(repo);
	return ret;
}

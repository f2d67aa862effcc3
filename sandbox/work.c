// SPDX-License-Identifier: GPL-2.0
/*
 * Work copies: the user's driver dir copied into a fresh git repository whose first commit is the
 * pristine state, so that each candidate change is a commit that can be diffed or rolled back.
 * A driver inside a package (dkms.conf a folder or more up) is copied with the package around
 * it, the repository at the driver's copy.  All git operations go through libgit2; its types
 * stay in this file.
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <git2.h>
#include <glib/gstdio.h>

#define SBX_COPY_MAX_DEPTH 16
#define SBX_DEFAULT_COPY_MB 256
#define SBX_DEFAULT_COPY_FILES 20000
/* A leftover work dir whose lock is free is swept only when older than this (its creator may
 * sit between creating the lock file and locking it). */
#define SBX_SWEEP_AGE_S 60
#define SBX_NAME "porter"
#define SBX_EMAIL "porter@localhost"

/* Kbuild's and the compiler's products: never committed, never in a diff. */
static const char exclude_rules[] =
	"# written by porter: build products stay out of the work copy's history\n"
	"*.o\n*.ko\n*.mod\n*.mod.c\n*.a\n*.cmd\n*.order\n*.symvers\n*.dwo\n*.su\n*.o.d\n"
	".tmp_versions/\n.cache.mk\n.*.d\n";

struct sbx_work {
	char *path;		/* the driver's copy, where the repository is */
	char *top;		/* the package's copy: path itself or a folder above it */
	char *src;
	char base[GIT_OID_HEXSZ + 1];
	git_repository *repo;
	GPtrArray *notes;	/* what the copy left out, one line each */
	int lock_fd;		/* flock held while w lives: a dead owner's dir can be swept */
	char *lock_path;
};

struct copy_state {
	const char *root;
	guint64 bytes, max_bytes;
	guint files, max_files;
	GPtrArray *notes;
};

int sbx_git_open(git_repository **out, const char *dir, unsigned flags)
{
	g_autofree char *dotgit = g_build_filename(dir, ".git", NULL);
	GStatBuf st;

	*out = NULL;
	/*
	 * A work copy's tree belongs to the unprivileged build uid, its .git to us: opened through its
	 * .git, libgit2's owner check looks at that alone, and the tree is attached after.  As git's
	 * safe.directory for that one path: every other repository gets the whole check.
	 */
	if (!g_lstat(dotgit, &st) && S_ISDIR(st.st_mode) && st.st_uid == geteuid() &&
	    !g_lstat(dir, &st) && st.st_uid != geteuid()) {
		if (git_repository_open_ext(out, dotgit,
					    GIT_REPOSITORY_OPEN_NO_SEARCH | GIT_REPOSITORY_OPEN_BARE,
					    NULL))
			return -1;
		if (git_repository_set_workdir(*out, dir, 0)) {
			git_repository_free(*out);
			*out = NULL;
			return -1;
		}
		return 0;
	}
	return git_repository_open_ext(out, dir, flags, NULL);
}

/* Sets *error from libgit2's last error, naming what was being done on which work dir. */
static int git_fail(GError **error, const char *what, const char *path)
{
	const git_error *e = git_error_last();

	g_set_error(error, SBX_ERROR, SBX_ERROR_GIT, "cannot %s in %s: %s", what, path,
		    e && e->message ? e->message : "libgit2 error");
	return -SBX_ERROR_GIT;
}

static int io_fail(GError **error, const char *what, const char *path, int err)
{
	g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot %s %s: %s", what, path, g_strerror(err));
	return -SBX_ERROR_IO;
}

/* Copies one regular file, opened without following a link (it may change under us). */
static int copy_file(const char *from, const char *to, struct copy_state *cs, GError **error)
{
	char buf[65536];
	struct stat st;
	int in, out, ret = 0;
	ssize_t n;

	in = open(from, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
	if (in < 0)
		return io_fail(error, "read", from, errno);
	if (fstat(in, &st) || !S_ISREG(st.st_mode)) {
		close(in);
		return 0;	/* swapped for something else meanwhile: not a file to copy */
	}
	out = open(to, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
		   (st.st_mode & 0111) ? 0755 : 0644);
	if (out < 0) {
		ret = io_fail(error, "create", to, errno);
		goto out_close_in;
	}
	while ((n = read(in, buf, sizeof(buf))) > 0) {
		cs->bytes += n;
		if (cs->bytes > cs->max_bytes) {
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
				    "cannot copy driver dir %s: larger than the limit of %"
				    G_GUINT64_FORMAT " MB", cs->root, cs->max_bytes >> 20);
			ret = -SBX_ERROR_INPUT;
			break;
		}
		if (write(out, buf, n) != n) {
			ret = io_fail(error, "write", to, errno);
			break;
		}
	}
	if (!ret && n < 0)
		ret = io_fail(error, "read", from, errno);
	close(out);
out_close_in:
	close(in);
	return ret;
}

static gboolean inside(const char *path, const char *root)
{
	gsize n = strlen(root);

	return !strncmp(path, root, n) && (path[n] == '/' || path[n] == '\0');
}

/*
 * Copies dir `from` into the existing dir `to`, never following a link: relative links whose
 * target stays in the source tree are kept as links; others (absolute, leaving the tree, dangling)
 * are left out and noted, so that nothing in the work copy leads back into the user's files or
 * the host's, and porter never reads a file the driver merely points at.
 */
static int copy_tree(const char *from, const char *to, const char *root, guint depth,
		     struct copy_state *cs, GError **error)
{
	g_autoptr(GDir) d = NULL;
	g_autoptr(GError) local = NULL;
	const char *e;
	int ret = 0;

	if (depth > SBX_COPY_MAX_DEPTH) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "cannot copy %s: directories nested too deep (symlink loop?)", from);
		return -SBX_ERROR_INPUT;
	}
	d = g_dir_open(from, 0, &local);
	if (!d) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot read driver dir %s",
			    local->message);
		return -SBX_ERROR_INPUT;
	}
	while (!ret && (e = g_dir_read_name(d))) {
		g_autofree char *src = g_build_filename(from, e, NULL);
		g_autofree char *dst = g_build_filename(to, e, NULL);
		g_autofree char *real = NULL;
		GStatBuf st;

		if (!strcmp(e, ".git"))
			continue;
		if (g_lstat(src, &st))
			return io_fail(error, "read", src, errno);
		if (++cs->files > cs->max_files) {
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
				    "cannot copy driver dir %s: more than the limit of %u files",
				    cs->root, cs->max_files);
			return -SBX_ERROR_INPUT;
		}
		if (S_ISLNK(st.st_mode)) {
			char target[PATH_MAX];
			ssize_t n = readlink(src, target, sizeof(target) - 1);
			const char *rel = src + strlen(root) + 1;

			real = sbx_realpath(src);
			if (n > 0)
				target[n] = '\0';
			if (n > 0 && real && !g_path_is_absolute(target) && inside(real, root)) {
				if (symlink(target, dst))
					return io_fail(error, "create symlink", dst, errno);
				continue;
			}
			g_ptr_array_add(cs->notes, g_strdup_printf(
				"%s -> %s: symbolic link left out of the work copy (%s)", rel,
				n > 0 ? target : "?", !real ? "dangling" : "it leads outside the driver"));
			continue;
		}
		if (S_ISDIR(st.st_mode)) {
			if (g_mkdir(dst, 0755))
				return io_fail(error, "create", dst, errno);
			ret = copy_tree(src, dst, root, depth + 1, cs, error);
		} else if (S_ISREG(st.st_mode)) {
			ret = copy_file(src, dst, cs, error);
		}
	}
	return ret;
}

/*
 * Stages the working tree: for the pristine commit every file (ignored ones excepted); after it,
 * only changes to and deletions of tracked files, so that nothing a build creates is committed.
 * sbx_work_read() refuses a tracked file a build turned into a link.
 */
static int stage_all(struct sbx_work *w, gboolean add_new, git_oid *tree_id, GError **error)
{
	char *star = "*";
	git_strarray spec = { &star, 1 };
	git_index *idx = NULL;
	int ret = 0;

	if (git_repository_index(&idx, w->repo) ||
	    (add_new && git_index_add_all(idx, &spec, GIT_INDEX_ADD_DEFAULT, NULL, NULL)) ||
	    git_index_update_all(idx, &spec, NULL, NULL) ||
	    git_index_write(idx) || git_index_write_tree(tree_id, idx))
		ret = git_fail(error, "stage the changes", w->path);
	git_index_free(idx);
	return ret;
}

static int commit(struct sbx_work *w, const char *message, git_oid *id, GError **error)
{
	git_oid tree_id;
	git_tree *tree = NULL;
	git_signature *sig = NULL;
	git_commit *parent = NULL;
	git_oid head;
	int ret;

	ret = stage_all(w, !*w->base, &tree_id, error);
	if (ret)
		return ret;
	if (git_tree_lookup(&tree, w->repo, &tree_id) ||
	    git_signature_now(&sig, SBX_NAME, SBX_EMAIL)) {
		ret = git_fail(error, "commit", w->path);
		goto out_free;
	}
	if (git_reference_name_to_id(&head, w->repo, "HEAD") == 0 &&
	    git_commit_lookup(&parent, w->repo, &head)) {
		ret = git_fail(error, "read HEAD", w->path);
		goto out_free;
	}
	if (git_commit_create_v(id, w->repo, "HEAD", sig, sig, NULL, message, tree,
				parent ? 1 : 0, parent))
		ret = git_fail(error, "commit", w->path);
out_free:
	git_commit_free(parent);
	git_signature_free(sig);
	git_tree_free(tree);
	return ret;
}

/*
 * Gives the tree at path to the unprivileged build uid, without following links, but for the
 * repository's git dir @git (ours: libgit2's owner check reads it).
 */
static void chown_tree(const char *path, const char *git, guint depth)
{
	g_autoptr(GDir) d = g_dir_open(path, 0, NULL);
	const char *e;

	if (lchown(path, SBX_UNPRIV_UID, SBX_UNPRIV_GID))
		return;
	while (d && depth < SBX_COPY_MAX_DEPTH + 2 && (e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(path, e, NULL);
		GStatBuf st;

		if (!strcmp(p, git))
			continue;
		if (g_lstat(p, &st))
			continue;
		if (S_ISDIR(st.st_mode))
			chown_tree(p, git, depth + 1);
		else if (lchown(p, SBX_UNPRIV_UID, SBX_UNPRIV_GID))
			continue;
	}
}

/*
 * Removes the work dirs of porter runs that died (kill -9) under dir: each live work dir
 * `porter-NAME-XXXXXX` has a `porter-NAME-XXXXXX.lock` next to it that its owner holds locked.
 */
static void sweep_dead(const char *dir)
{
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *e;
	gint64 now = g_get_real_time() / G_USEC_PER_SEC;

	while (d && (e = g_dir_read_name(d))) {
		g_autofree char *lock = NULL, *wd = NULL;
		GStatBuf st;
		int fd;

		if (!g_str_has_prefix(e, "porter-") || !g_str_has_suffix(e, ".lock"))
			continue;
		lock = g_build_filename(dir, e, NULL);
		if (g_lstat(lock, &st) || !S_ISREG(st.st_mode) || st.st_uid != geteuid() ||
		    now - st.st_mtime < SBX_SWEEP_AGE_S)
			continue;
		fd = open(lock, O_RDWR | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0)
			continue;
		if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
			wd = g_strndup(lock, strlen(lock) - strlen(".lock"));
			sbx_remove_tree(wd, NULL);
			g_unlink(lock);
		}
		close(fd);
	}
}

int sbx_work_new(struct sbx_work **out, const char *src_dir, const char *parent_dir,
		 GError **error)
{
	return sbx_work_new_limited(out, src_dir, parent_dir, 0, 0, error);
}

int sbx_work_new_limited(struct sbx_work **out, const char *src_dir, const char *parent_dir,
			 guint64 max_mb, guint max_files, GError **error)
{
	return sbx_work_new_package(out, src_dir, NULL, parent_dir, max_mb, max_files, error);
}

int sbx_work_new_package(struct sbx_work **out, const char *src_dir, const char *pkg_dir,
			 const char *parent_dir, guint64 max_mb, guint max_files, GError **error)
{
	struct copy_state cs = { 0 };
	struct sbx_work *w;
	g_autofree char *src = NULL, *base = NULL, *tmpl = NULL, *exclude = NULL, *msg = NULL;
	g_autofree char *pkg = NULL, *git = NULL;
	g_autoptr(GError) local = NULL;
	const char *rel;
	git_oid id;
	int ret;

	*out = NULL;
	if (!src_dir || !g_file_test(src_dir, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "driver dir %s: no such directory",
			    src_dir ? src_dir : "(null)");
		return -SBX_ERROR_INPUT;
	}
	src = sbx_realpath(src_dir);
	pkg = pkg_dir ? sbx_realpath(pkg_dir) : g_strdup(src);
	if (!pkg || !inside(src, pkg)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "package dir %s does not hold the "
			    "driver dir %s", pkg_dir, src_dir);
		return -SBX_ERROR_INPUT;
	}
	rel = src + strlen(pkg);
	rel += *rel == '/';
	base = g_path_get_basename(src);
	w = g_new0(struct sbx_work, 1);
	w->src = g_strdup(src);
	w->lock_fd = -1;
	w->notes = g_ptr_array_new_with_free_func(g_free);
	if (parent_dir) {
		g_autofree char *name = g_strdup_printf("%s-XXXXXX", base);
		g_autofree char *pabs = g_canonicalize_filename(parent_dir, NULL);

		/* checked before anything is created: the user's dir is only read */
		if (inside(pabs, pkg)) {
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
				    "cannot put the work dir in %s, inside the driver dir %s",
				    parent_dir, pkg);
			ret = -SBX_ERROR_INPUT;
			goto out_free;
		}
		if (g_mkdir_with_parents(parent_dir, 0755)) {
			ret = io_fail(error, "create output dir", parent_dir, errno);
			goto out_free;
		}
		tmpl = g_build_filename(parent_dir, name, NULL);
		if (!g_mkdtemp(tmpl)) {
			ret = io_fail(error, "create work dir in", parent_dir, errno);
			goto out_free;
		}
		w->top = sbx_realpath(tmpl);
	} else {
		g_autofree char *lock = g_strdup_printf("%s/porter-%s-XXXXXX.lock", g_get_tmp_dir(),
							base);
		g_autofree char *dir = NULL;

		sweep_dead(g_get_tmp_dir());
		/* the lock first, locked at once; the dir is its name without .lock */
		w->lock_fd = g_mkstemp_full(lock, O_RDWR | O_CLOEXEC, 0600);
		if (w->lock_fd < 0 || flock(w->lock_fd, LOCK_EX)) {
			ret = io_fail(error, "create work dir lock", lock, errno);
			goto out_free;
		}
		w->lock_path = g_strdup(lock);
		dir = g_strndup(lock, strlen(lock) - strlen(".lock"));
		if (g_mkdir(dir, 0700)) {
			ret = io_fail(error, "create work dir", dir, errno);
			goto out_free;
		}
		w->top = sbx_realpath(dir);
	}
	w->path = *rel ? g_build_filename(w->top, rel, NULL) : g_strdup(w->top);
	if (inside(w->top, pkg)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "cannot put the work dir %s inside the driver dir %s", w->top, pkg);
		ret = -SBX_ERROR_INPUT;
		goto out_remove;
	}
	/* the whole package, so that its own headers (../include) resolve; links stay inside it */
	cs.root = pkg;
	cs.max_bytes = (max_mb ? max_mb : SBX_DEFAULT_COPY_MB) << 20;
	cs.max_files = max_files ? max_files : SBX_DEFAULT_COPY_FILES;
	cs.notes = w->notes;
	ret = copy_tree(pkg, w->top, pkg, 0, &cs, error);
	if (ret)
		goto out_remove;
	if (!g_file_test(w->path, G_FILE_TEST_IS_DIR) || g_file_test(w->path, G_FILE_TEST_IS_SYMLINK)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot copy driver dir %s: not a "
			    "folder of the package %s", src, pkg);
		ret = -SBX_ERROR_INPUT;
		goto out_remove;
	}
	if (git_repository_init(&w->repo, w->path, 0)) {
		ret = git_fail(error, "create a git repository", w->path);
		goto out_remove;
	}
	exclude = g_build_filename(w->path, ".git", "info", NULL);
	g_mkdir_with_parents(exclude, 0755);
	g_free(exclude);
	exclude = g_build_filename(w->path, ".git", "info", "exclude", NULL);
	if (!g_file_set_contents(exclude, exclude_rules, -1, &local)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot write %s", local->message);
		ret = -SBX_ERROR_IO;
		goto out_remove;
	}
	msg = g_strdup_printf("pristine copy of %s\n", src);
	ret = commit(w, msg, &id, error);
	if (ret)
		goto out_remove;
	git_oid_tostr(w->base, sizeof(w->base), &id);
	/* a work copy the unprivileged uid could not reach stays ours (builds then run mapped) */
	git = g_build_filename(w->path, ".git", NULL);
	if (geteuid() == 0 && sbx_unpriv_can_reach(w->top))
		chown_tree(w->top, git, 0);
	*out = w;
	return 0;
out_remove:
	sbx_remove_tree(w->top, NULL);
out_free:
	sbx_work_free(w, FALSE);
	return ret;
}

const char *sbx_work_path(const struct sbx_work *w)
{
	return w->path;
}

const char *sbx_work_top(const struct sbx_work *w)
{
	return w->top;
}

const char *sbx_work_base(const struct sbx_work *w)
{
	return w->base;
}

int sbx_work_commit(struct sbx_work *w, const char *message, char **out_hash, GError **error)
{
	git_oid id;
	int ret;

	if (out_hash)
		*out_hash = NULL;
	ret = commit(w, message && *message ? message : "porter: change\n", &id, error);
	if (!ret && out_hash) {
		char hex[GIT_OID_HEXSZ + 1];

		git_oid_tostr(hex, sizeof(hex), &id);
		*out_hash = g_strdup(hex);
	}
	return ret;
}

/* Removes every untracked or ignored file and dir of the working tree (git clean -fdx). */
static int clean_untracked(struct sbx_work *w, GError **error)
{
	git_status_options so = GIT_STATUS_OPTIONS_INIT;
	git_status_list *list = NULL;
	int ret = 0;

	so.show = GIT_STATUS_SHOW_WORKDIR_ONLY;
	so.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED | GIT_STATUS_OPT_INCLUDE_IGNORED;
	if (git_status_list_new(&list, w->repo, &so))
		return git_fail(error, "list untracked files", w->path);
	for (size_t i = 0; !ret && i < git_status_list_entrycount(list); i++) {
		const git_status_entry *e = git_status_byindex(list, i);
		g_autofree char *p = NULL;

		if (!(e->status & (GIT_STATUS_WT_NEW | GIT_STATUS_IGNORED)) || !e->index_to_workdir)
			continue;
		/* without RECURSE_*_DIRS a wholly untracked dir comes as one "dir/" entry */
		p = g_build_filename(w->path, e->index_to_workdir->new_file.path, NULL);
		ret = sbx_remove_tree(p, error);
	}
	git_status_list_free(list);
	return ret;
}

int sbx_work_rollback(struct sbx_work *w, GError **error)
{
	git_checkout_options co = GIT_CHECKOUT_OPTIONS_INIT;
	git_object *head = NULL;
	int ret = 0;

	co.checkout_strategy = GIT_CHECKOUT_FORCE;
	if (git_revparse_single(&head, w->repo, "HEAD") ||
	    git_reset(w->repo, head, GIT_RESET_HARD, &co))
		ret = git_fail(error, "roll back", w->path);
	git_object_free(head);
	if (!ret)
		ret = clean_untracked(w, error);
	return ret;
}

int sbx_work_set_base(struct sbx_work *w, const char *rev, GError **error)
{
	git_object *obj = NULL;
	int ret = 0;

	if (git_revparse_single(&obj, w->repo, rev) ||
	    git_object_type(obj) != GIT_OBJECT_COMMIT)
		ret = git_fail(error, "find the new base", w->path);
	else
		git_oid_tostr(w->base, sizeof(w->base), git_object_id(obj));
	git_object_free(obj);
	return ret;
}

static int rev_tree(git_tree **out, struct sbx_work *w, const char *rev, GError **error)
{
	git_object *obj = NULL;
	int ret = 0;

	if (git_revparse_single(&obj, w->repo, rev) ||
	    git_object_peel((git_object **)out, obj, GIT_OBJECT_TREE)) {
		const git_error *e = git_error_last();

		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "unknown revision %s in %s: %s", rev,
			    w->path, e && e->message ? e->message : "not found");
		ret = -SBX_ERROR_INPUT;
	}
	git_object_free(obj);
	return ret;
}

int sbx_work_diff(struct sbx_work *w, const char *from, const char *to, char **out_patch,
		  GError **error)
{
	git_diff_options dopts = GIT_DIFF_OPTIONS_INIT;
	git_tree *a = NULL, *b = NULL;
	git_diff *diff = NULL;
	git_buf buf = { 0 };
	int ret;

	*out_patch = NULL;
	ret = rev_tree(&a, w, from ? from : w->base, error);
	if (ret)
		return ret;
	if (to) {
		ret = rev_tree(&b, w, to, error);
		if (ret)
			goto out_free;
		if (git_diff_tree_to_tree(&diff, w->repo, a, b, &dopts)) {
			ret = git_fail(error, "diff", w->path);
			goto out_free;
		}
	} else {
		/* tracked files only: what a build creates is never part of a change */
		if (git_diff_tree_to_workdir_with_index(&diff, w->repo, a, &dopts)) {
			ret = git_fail(error, "diff", w->path);
			goto out_free;
		}
	}
	if (git_diff_to_buf(&buf, diff, GIT_DIFF_FORMAT_PATCH)) {
		ret = git_fail(error, "format the diff", w->path);
		goto out_free;
	}
	*out_patch = g_strndup(buf.ptr ? buf.ptr : "", buf.size);
out_free:
	git_buf_dispose(&buf);
	git_diff_free(diff);
	git_tree_free(b);
	git_tree_free(a);
	return ret;
}

int sbx_work_changed(struct sbx_work *w, const char *from, const char *to, GPtrArray **out_paths,
		     GError **error)
{
	git_tree *a = NULL, *b = NULL;
	git_diff *diff = NULL;
	GPtrArray *paths;
	int ret;

	*out_paths = NULL;
	if ((ret = rev_tree(&a, w, from ? from : w->base, error)) || (ret = rev_tree(&b, w, to, error)))
		goto out_free;
	if (git_diff_tree_to_tree(&diff, w->repo, a, b, NULL)) {
		ret = git_fail(error, "diff", w->path);
		goto out_free;
	}
	paths = g_ptr_array_new_with_free_func(g_free);
	for (size_t i = 0; i < git_diff_num_deltas(diff); i++) {
		const git_diff_delta *d = git_diff_get_delta(diff, i);

		if (d->status != GIT_DELTA_DELETED)
			g_ptr_array_add(paths, g_strdup(d->new_file.path));
	}
	*out_paths = paths;
out_free:
	git_diff_free(diff);
	git_tree_free(b);
	git_tree_free(a);
	return ret;
}

void sbx_work_free(struct sbx_work *w, gboolean remove_dir)
{
	if (!w)
		return;
	git_repository_free(w->repo);
	if (remove_dir && w->top)
		sbx_remove_tree(w->top, NULL);
	/* a kept dir loses its lock file too: only dead runs' dirs are swept */
	if (w->lock_path)
		g_unlink(w->lock_path);
	if (w->lock_fd >= 0)
		close(w->lock_fd);
	g_free(w->lock_path);
	if (w->notes)
		g_ptr_array_unref(w->notes);
	g_free(w->path);
	g_free(w->top);
	g_free(w->src);
	g_free(w);
}

const char *const *sbx_work_notes(const struct sbx_work *w)
{
	g_ptr_array_add(w->notes, NULL);
	g_ptr_array_set_size(w->notes, w->notes->len - 1);
	return (const char *const *)w->notes->pdata;
}

int sbx_work_read(struct sbx_work *w, const char *rev, const char *path, char **out_data,
		  gsize *out_len, GError **error)
{
	git_tree *t = NULL;
	git_tree_entry *te = NULL;
	git_blob *blob = NULL;
	int ret;

	*out_data = NULL;
	*out_len = 0;
	ret = rev_tree(&t, w, rev ? rev : "HEAD", error);
	if (ret)
		return ret;
	if (git_tree_entry_bypath(&te, t, path)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot read %s at %s in %s: no such file",
			    path, rev ? rev : "HEAD", w->path);
		ret = -SBX_ERROR_INPUT;
		goto out_free;
	}
	if (git_tree_entry_filemode(te) != GIT_FILEMODE_BLOB &&
	    git_tree_entry_filemode(te) != GIT_FILEMODE_BLOB_EXECUTABLE) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "cannot read %s at %s in %s: not a regular file", path,
			    rev ? rev : "HEAD", w->path);
		ret = -SBX_ERROR_INPUT;
		goto out_free;
	}
	if (git_blob_lookup(&blob, w->repo, git_tree_entry_id(te))) {
		ret = git_fail(error, "read a file", w->path);
		goto out_free;
	}
	*out_len = git_blob_rawsize(blob);
	*out_data = g_malloc(*out_len + 1);
	memcpy(*out_data, git_blob_rawcontent(blob), *out_len);
	(*out_data)[*out_len] = '\0';
out_free:
	git_blob_free(blob);
	git_tree_entry_free(te);
	git_tree_free(t);
	return ret;
}

/*
 * The folder under @dir holding a .git folder, not following links, @dir's own first: a work
 * copy of a package has its repository at the driver's copy, below the package's.  Owned; NULL
 * for none.
 */
static char *repo_below(const char *dir, guint depth)
{
	g_autofree char *dotgit = g_build_filename(dir, ".git", NULL);
	g_autoptr(GDir) d = NULL;
	GStatBuf st;
	const char *e;

	if (!g_lstat(dotgit, &st) && S_ISDIR(st.st_mode))
		return g_strdup(dir);
	if (depth >= SBX_COPY_MAX_DEPTH || !(d = g_dir_open(dir, 0, NULL)))
		return NULL;
	while ((e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(dir, e, NULL);
		char *found;

		if (g_lstat(p, &st) || !S_ISDIR(st.st_mode))
			continue;
		found = repo_below(p, depth + 1);
		if (found)
			return found;
	}
	return NULL;
}

GPtrArray *sbx_tracked_paths(const char *top)
{
	GPtrArray *a = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *dir = repo_below(top, 0);
	g_autofree char *dotgit = dir ? g_build_filename(dir, ".git", NULL) : NULL;
	git_repository *repo = NULL;
	git_index *idx = NULL;

	if (!dir || sbx_git_open(&repo, dir, GIT_REPOSITORY_OPEN_NO_SEARCH))
		return a;
	if (git_repository_index(&idx, repo) == 0) {
		for (size_t i = 0; i < git_index_entrycount(idx); i++) {
			const git_index_entry *e = git_index_get_byindex(idx, i);

			g_ptr_array_add(a, g_build_filename(dir, e->path, NULL));
		}
		git_index_free(idx);
	}
	g_ptr_array_add(a, g_steal_pointer(&dotgit));
	git_repository_free(repo);
	return a;
}


int sbx_work_put(const char *path, const char *data, gssize len, GError **error)
{
	gsize n = len < 0 ? strlen(data) : (gsize)len, done = 0;
	int fd = open(path, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC);

	if (fd < 0)
		goto fail;
	while (done < n) {
		ssize_t k = write(fd, data + done, n - done);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			break;
		done += (gsize)k;
	}
	if (done < n) {
		int e = errno ? errno : EIO;

		close(fd);
		errno = e;
		goto fail;
	}
	if (close(fd))
		goto fail;
	return 0;
fail:
	g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot write %s: %s", path, g_strerror(errno));
	return -SBX_ERROR_IO;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * `porter pool`'s history writer: the objects of the two trees written with libgit2 into the
 * bare repository through an in-memory backend flushed as packs, the trees and commits of the
 * history and its refs (assistant/builtin-pool.c runs it; sandbox owns libgit2's use).
 */
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <git2.h>
#include <git2/sys/mempack.h>
#include <git2/sys/odb_backend.h>

#include "progress.h"
#include "sandbox.h"

/* Dates are fixed and increase by one second per commit: the same two trees give the same hashes
 * (corpora/kernel-pair-stream.py's, which this replaces). */
#define POOL_EPOCH 1670198400
/* Blob bytes held in memory before they are written out as one pack. */
#define POOL_FLUSH_BYTES (96u << 20)
/* Commits (each with the trees along its file's path) per pack. */
#define POOL_FLUSH_COMMITS 3000u
/* While the history is written: libgit2's object cache and its windows on the packs. */
#define POOL_CACHE_MAX ((ssize_t)64 << 20)
#define POOL_MAPPED_LIMIT ((size_t)256 << 20)

struct pool_pending {
	git_oid oid;
	char *name;		/* the path of a tree, for delta pairing; NULL for blobs and commits */
};

/* libgit2's side of a pool, which no other module sees. */
struct sbx_pool_git {
	git_repository *repo;
	git_odb *odb;
	git_odb_backend *mempack;	/* new objects until the next pack */
	git_config *tmp_cfg;		/* the run's own settings, on top of the repository's */
	char *tmp_cfg_path;
	GArray *pending;		/* struct pool_pending: what the mempack holds */
	git_oid old_c, new_c;		/* the import commit and the history's last */
	size_t mapped_limit;		/* the process's, given back on close */
};

static void oid_of(git_oid *out, const struct sbx_pool_file *f)
{
	git_oid_fromraw(out, f->id);
}

static int git_fail(GError **error, const char *what)
{
	const git_error *e = git_error_last();

	g_set_error(error, SBX_ERROR, SBX_ERROR_GIT, "%s: %s", what,
		    e && e->message ? e->message : "libgit2 failed");
	return -SBX_ERROR_GIT;
}

static void pending_clear(gpointer p)
{
	g_free(((struct pool_pending *)p)->name);
}

/* Records @oid as held by the mempack when the write did put it there (a rerun finds most
 * objects in the packs of the run it resumes: those are not written twice). */
static void pool_note(struct sbx_pool *p, const git_oid *oid, const char *name, gsize size)
{
	struct pool_pending e;

	if (!p->git->mempack->exists(p->git->mempack, oid))
		return;
	git_oid_cpy(&e.oid, oid);
	e.name = g_strdup(name);
	g_array_append_val(p->git->pending, e);
	p->pending_bytes += size;
	p->written++;
}

struct pool_chunk {
	git_indexer *idx;
	GByteArray *buf;
	git_indexer_progress stats;
};

static int chunk_cb(void *data, size_t size, void *payload)
{
	struct pool_chunk *c = payload;

	g_byte_array_append(c->buf, data, size);
	if (c->buf->len < (4u << 20))
		return 0;
	if (git_indexer_append(c->idx, c->buf->data, c->buf->len, &c->stats))
		return -1;
	g_byte_array_set_size(c->buf, 0);
	return 0;
}

/*
 * git_packbuilder_write() hands the indexer each object alone, and the indexer maps and unmaps
 * the pack file for each write: most of the system time.  The same in 4 MB pieces.
 */
static int pool_write_pack(struct sbx_pool *p, git_packbuilder *pb)
{
	g_autofree char *dir = g_build_filename(git_repository_path(p->git->repo), "objects", "pack",
						NULL);
	git_indexer_options opts = GIT_INDEXER_OPTIONS_INIT;
	struct pool_chunk c = { NULL };
	int ret;

	if (git_indexer_new(&c.idx, dir, 0, p->git->odb, &opts))
		return -1;
	c.buf = g_byte_array_sized_new(4u << 20);
	ret = git_packbuilder_foreach(pb, chunk_cb, &c);
	if (!ret && c.buf->len)
		ret = git_indexer_append(c.idx, c.buf->data, c.buf->len, &c.stats);
	if (!ret)
		ret = git_indexer_commit(c.idx, &c.stats);
	g_byte_array_unref(c.buf);
	git_indexer_free(c.idx);
	return ret;
}

/*
 * Writes what the mempack holds as one pack (its index written by libgit2's indexer, then
 * renamed into objects/pack: a kill leaves at most a temporary file).  @deltas: look for deltas
 * (trees of one folder pair well); blob packs are written without, which costs no CPU time
 * and little space (the versions of a file are in different packs anyway).
 */
int sbx_pool_flush(struct sbx_pool *p, gboolean deltas, GError **error)
{
	git_packbuilder *pb = NULL;
	int ret = 0;

	if (!p->git->pending->len)
		return 0;
	/* libgit2 1.5 reads its delta size limit from pack.deltaCacheSize (sic), later ones from
	 * pack.bigFileThreshold: both are set */
	if (git_config_set_int64(p->git->tmp_cfg, "pack.bigFileThreshold", deltas ? 64 << 20 : 1) ||
	    git_config_set_int64(p->git->tmp_cfg, "pack.deltaCacheSize", deltas ? 64 << 20 : 1) ||
	    git_packbuilder_new(&pb, p->git->repo))
		return git_fail(error, "cannot start a pack");
	git_packbuilder_set_threads(pb, 1);
	for (guint i = 0; i < p->git->pending->len; i++) {
		struct pool_pending *e = &g_array_index(p->git->pending, struct pool_pending, i);

		if (git_packbuilder_insert(pb, &e->oid, e->name)) {
			ret = git_fail(error, "cannot add an object to a pack");
			goto out_free_pb;
		}
	}
	if (pool_write_pack(p, pb)) {
		ret = git_fail(error, "cannot write a pack");
		goto out_free_pb;
	}
	p->packs++;
	g_array_set_size(p->git->pending, 0);
	p->pending_bytes = 0;
	git_mempack_reset(p->git->mempack);
out_free_pb:
	git_packbuilder_free(pb);
	return ret;
}

int sbx_pool_blob(struct sbx_pool *p, struct sbx_pool_file *out, const void *data, gsize len,
		  const char *path, GError **error)
{
	git_oid oid;

	/* straight to the mempack: git_odb_write() rescans objects/pack for each new object */
	if (git_odb_hash(&oid, data, len, GIT_OBJECT_BLOB))
		return git_fail(error, path);
	memcpy(out->id, oid.id, sizeof(out->id));
	if (git_odb_exists_ext(p->git->odb, &oid, GIT_ODB_LOOKUP_NO_REFRESH))
		return 0;
	if (p->git->mempack->write(p->git->mempack, &oid, data, len, GIT_OBJECT_BLOB))
		return git_fail(error, path);
	pool_note(p, &oid, NULL, len);
	if (p->pending_bytes >= POOL_FLUSH_BYTES)
		return sbx_pool_flush(p, FALSE, error);
	return 0;
}

/* Whether @rel lies in one of @dirs. */
static gboolean pool_in(char **dirs, const char *rel)
{
	for (char **d = dirs; *d; d++) {
		gsize n = strlen(*d);

		if (!strncmp(rel, *d, n) && rel[n] == '/')
			return TRUE;
	}
	return FALSE;
}

gboolean sbx_pool_wanted(struct sbx_pool *p, const char *rel)
{
	return pool_in(p->code, rel) || pool_in(p->headers, rel);
}

void sbx_pool_add(struct sbx_pool_side *s, const char *rel, const struct sbx_pool_file *f)
{
	g_hash_table_replace(s->files, g_strdup(rel), g_memdup2(f, sizeof(*f)));
}

/* ---- the history -------------------------------------------------------------------------- */

static int cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Writes the tree of @paths[lo, hi) (sorted; each starts with the folder @dir, @plen long
 * with its '/') and its subtrees; @out its id.
 */
static int build_tree(struct sbx_pool *p, git_oid *out, GHashTable *files, char **paths,
		      guint lo, guint hi, const char *dir, gsize plen, GError **error)
{
	git_treebuilder *bld;
	int ret = 0;

	if (git_treebuilder_new(&bld, p->git->repo, NULL))
		return git_fail(error, "cannot build a tree");
	for (guint i = lo; !ret && i < hi;) {
		const char *rest = paths[i] + plen, *slash = strchr(rest, '/');

		if (!slash) {
			struct sbx_pool_file *f = g_hash_table_lookup(files, paths[i]);
			git_oid oid;

			oid_of(&oid, f);
			if (git_treebuilder_insert(NULL, bld, rest, &oid, f->mode))
				ret = git_fail(error, paths[i]);
			i++;
		} else {
			gsize n = slash - rest + 1;
			g_autofree char *sub = g_strndup(paths[i], plen + n - 1);
			g_autofree char *name = g_strndup(rest, n - 1);
			guint j = i + 1;
			git_oid oid;

			while (j < hi && !strncmp(paths[j] + plen, rest, n))
				j++;
			ret = build_tree(p, &oid, files, paths, i, j, sub, plen + n, error);
			if (!ret && git_treebuilder_insert(NULL, bld, name, &oid, GIT_FILEMODE_TREE))
				ret = git_fail(error, sub);
			i = j;
		}
	}
	if (!ret) {
		if (git_treebuilder_write(out, bld))
			ret = git_fail(error, "cannot write a tree");
		else
			pool_note(p, out, dir, git_treebuilder_entrycount(bld) * 40);
	}
	git_treebuilder_free(bld);
	return ret;
}

/* The tree of all of @files; the empty tree for none. */
static int tree_of(struct sbx_pool *p, git_oid *out, GHashTable *files, GError **error)
{
	guint len;
	g_autofree gpointer *paths = g_hash_table_get_keys_as_array(files, &len);

	qsort(paths, len, sizeof(*paths), cmp_str);
	return build_tree(p, out, files, (char **)paths, 0, len, "", 0, error);
}

/*
 * @base (the folder @dir's tree, NULL: none yet) with @rel set to @f, or removed when @f is NULL;
 * *empty when nothing is left of it (git keeps no empty folder).
 */
static int tree_update(struct sbx_pool *p, git_oid *out, gboolean *empty, const git_oid *base,
		       const char *dir, const char *rel, const struct sbx_pool_file *f,
		       GError **error)
{
	const char *slash = strchr(rel, '/');
	git_tree *t = NULL;
	git_treebuilder *bld = NULL;
	int ret = 0;

	*empty = FALSE;
	if (base && git_tree_lookup(&t, p->git->repo, base))
		return git_fail(error, dir);
	if (git_treebuilder_new(&bld, p->git->repo, t)) {
		ret = git_fail(error, dir);
		goto out_free;
	}
	if (!slash) {
		git_oid oid;

		if (f)
			oid_of(&oid, f);
		if (f ? git_treebuilder_insert(NULL, bld, rel, &oid, f->mode) :
			(git_treebuilder_remove(bld, rel), 0))
			ret = git_fail(error, rel);
	} else {
		g_autofree char *name = g_strndup(rel, slash - rel);
		g_autofree char *sub = *dir ? g_strconcat(dir, "/", name, NULL) : g_strdup(name);
		const git_tree_entry *e = t ? git_tree_entry_byname(t, name) : NULL;
		gboolean gone;
		git_oid oid;

		ret = tree_update(p, &oid, &gone, e && git_tree_entry_type(e) == GIT_OBJECT_TREE ?
				  git_tree_entry_id(e) : NULL, sub, slash + 1, f, error);
		if (!ret && (gone ? (git_treebuilder_remove(bld, name), 0) :
			     git_treebuilder_insert(NULL, bld, name, &oid, GIT_FILEMODE_TREE)))
			ret = git_fail(error, sub);
	}
	if (ret)
		goto out_free;
	if (!git_treebuilder_entrycount(bld))
		*empty = TRUE;
	else if (git_treebuilder_write(out, bld))
		ret = git_fail(error, "cannot write a tree");
	else
		pool_note(p, out, dir, git_treebuilder_entrycount(bld) * 40);
out_free:
	git_treebuilder_free(bld);
	git_tree_free(t);
	return ret;
}

static int pool_commit(struct sbx_pool *p, git_oid *out, const git_oid *tree_id,
		       const git_oid *parent, const char *message, GError **error)
{
	git_signature *sig = NULL;
	git_tree *tree = NULL;
	git_commit *par = NULL;
	int ret = 0;

	if (git_signature_new(&sig, "kernel-pair", "kernel-pair@porter.invalid", p->when++, 0) ||
	    git_tree_lookup(&tree, p->git->repo, tree_id) ||
	    (parent && git_commit_lookup(&par, p->git->repo, parent)) ||
	    git_commit_create(out, p->git->repo, NULL, sig, sig, NULL, message, tree, par ? 1 : 0,
			      (const git_commit **)&par))
		ret = git_fail(error, "cannot write a commit");
	else
		pool_note(p, out, NULL, strlen(message) + 200);
	git_commit_free(par);
	git_tree_free(tree);
	git_signature_free(sig);
	return ret;
}

/* The paths of @group that differ between the two sides, sorted. */
static GPtrArray *pool_changes(struct sbx_pool *p, char **group, struct sbx_pool_side *o,
			       struct sbx_pool_side *n, GHashTable *seen)
{
	GPtrArray *out = g_ptr_array_new();
	struct sbx_pool_side *sides[] = { o, n };

	for (int k = 0; k < 2; k++) {
		GHashTableIter it;
		gpointer key;

		g_hash_table_iter_init(&it, sides[k]->files);
		while (g_hash_table_iter_next(&it, &key, NULL)) {
			struct sbx_pool_file *a = g_hash_table_lookup(o->files, key);
			struct sbx_pool_file *b = g_hash_table_lookup(n->files, key);

			if (!pool_in(group, key) || g_hash_table_contains(seen, key))
				continue;
			if (a && b && a->mode == b->mode && !memcmp(a->id, b->id, sizeof(a->id)))
				continue;
			g_hash_table_add(seen, key);
			g_ptr_array_add(out, key);
		}
	}
	g_ptr_array_sort(out, cmp_str);
	return out;
}

int sbx_pool_history(struct sbx_pool *p, struct sbx_pool_counts *cnt, struct sbx_pool_side *o,
		     struct sbx_pool_side *n, GError **error)
{
	g_autoptr(GHashTable) seen = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GString) tops = g_string_new(NULL);
	g_autofree char *msg = NULL;
	char **groups[] = { p->code, p->headers };
	git_oid tree, head, want;
	struct prog_meter m;
	GPtrArray *changes[2];
	guint total, done = 0;
	int ret;

	for (int g = 0; g < 2; g++)
		for (char **d = groups[g]; *d; d++)
			g_string_append_printf(tops, "%s%s/", tops->len ? ", " : "", *d);
	ret = tree_of(p, &tree, o->files, error);
	if (ret)
		return ret;
	msg = g_strdup_printf("Import the %s tree (%s)\n\nThe tree of %s, from %s.\n", o->tag,
			      tops->str, o->tag, o->top ? o->top : "?");
	ret = pool_commit(p, &head, &tree, NULL, msg, error);
	if (ret)
		return ret;
	git_oid_cpy(&p->git->old_c, &head);
	cnt->files_old = g_hash_table_size(o->files);
	changes[0] = pool_changes(p, p->code, o, n, seen);
	changes[1] = pool_changes(p, p->headers, o, n, seen);
	total = changes[0]->len + changes[1]->len;
	prog_meter_start(&m, "history", "commits", total);
	for (int g = 0; !ret && g < 2; g++) {
		for (guint i = 0; !ret && i < changes[g]->len; i++) {
			const char *path = changes[g]->pdata[i];
			struct sbx_pool_file *a = g_hash_table_lookup(o->files, path);
			struct sbx_pool_file *b = g_hash_table_lookup(n->files, path);
			const char *kind = a && b ? "changed" : b ? "added" : "removed";
			g_autofree char *cmsg = NULL;
			gboolean gone;
			git_oid t;

			*(a && b ? &cnt->changed : b ? &cnt->added : &cnt->removed) += 1;
			ret = tree_update(p, &t, &gone, &tree, "", path, b, error);
			if (ret)
				break;
			cmsg = g_strdup_printf("%s: %s between %s and %s\n\nAll of this file's changes "
					       "between %s and %s in one commit (kernel-pair history).\n",
					       path, kind, o->tag, n->tag, o->tag, n->tag);
			ret = pool_commit(p, &head, &t, &head, cmsg, error);
			git_oid_cpy(&tree, &t);
			prog_meter_update(&m, ++done);
			if (!ret && done % p->flush_commits == 0)
				ret = sbx_pool_flush(p, TRUE, error);
			if (done == p->kill_after)
				kill(getpid(), SIGKILL);
		}
	}
	prog_meter_end(&m, done);
	cnt->commits = done;
	g_ptr_array_unref(changes[0]);
	g_ptr_array_unref(changes[1]);
	if (ret)
		return ret;
	/* the last commit's tree must be the new tree's folders, file for file */
	ret = tree_of(p, &want, n->files, error);
	if (!ret && !git_oid_equal(&want, &tree)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_GIT,
			    "the history's last tree is not %s's", n->tag);
		ret = -SBX_ERROR_GIT;
	}
	git_oid_cpy(&p->git->new_c, &head);
	return ret;
}

static guint env_uint(const char *name, guint def)
{
	const char *v = g_getenv(name);
	guint64 n = v ? g_ascii_strtoull(v, NULL, 10) : 0;

	return n > 0 && n < G_MAXUINT ? (guint)n : def;
}

int sbx_pool_open(struct sbx_pool *p, const char *git_dir, GError **error)
{
	struct sbx_pool_git *g = g_new0(struct sbx_pool_git, 1);
	git_config *cfg = NULL;
	int ret = 0;

	p->git = g;
	g->pending = g_array_new(FALSE, FALSE, sizeof(struct pool_pending));
	g_array_set_clear_func(g->pending, pending_clear);
	/* bounded memory while the history is written; sbx_pool_close() gives the process's back */
	git_libgit2_opts(GIT_OPT_GET_MWINDOW_MAPPED_LIMIT, &g->mapped_limit);
	git_libgit2_opts(GIT_OPT_SET_CACHE_MAX_SIZE, POOL_CACHE_MAX);
	git_libgit2_opts(GIT_OPT_SET_MWINDOW_MAPPED_LIMIT, POOL_MAPPED_LIMIT);
	if (g_file_test(git_dir, G_FILE_TEST_EXISTS)) {
		if (git_repository_open_bare(&g->repo, git_dir))
			return git_fail(error, git_dir);
	} else if (git_repository_init(&g->repo, git_dir, 1)) {
		return git_fail(error, git_dir);
	}
	/* the run's own pack settings go to a file of its own, on top of the repository's */
	g->tmp_cfg_path = g_build_filename(git_dir, "porter-pool.config", NULL);
	unlink(g->tmp_cfg_path);
	if (git_repository_odb(&g->odb, g->repo) || git_mempack_new(&g->mempack) ||
	    git_odb_add_backend(g->odb, g->mempack, 1000) ||
	    git_repository_config(&cfg, g->repo) ||
	    git_config_add_file_ondisk(cfg, g->tmp_cfg_path, GIT_CONFIG_LEVEL_APP, g->repo, 1))
		ret = git_fail(error, git_dir);
	g->tmp_cfg = cfg;
	p->when = POOL_EPOCH;
	/* the kill-and-rerun test's hooks */
	p->flush_commits = env_uint("PORTER_TEST_POOL_FLUSH", POOL_FLUSH_COMMITS);
	p->kill_after = env_uint("PORTER_TEST_POOL_KILL", 0);
	return ret;
}

void sbx_pool_close(struct sbx_pool *p)
{
	struct sbx_pool_git *g = p->git;

	if (!g)
		return;
	g_array_unref(g->pending);
	git_config_free(g->tmp_cfg);
	git_odb_free(g->odb);	/* frees the mempack it owns */
	git_repository_free(g->repo);
	if (g->tmp_cfg_path)
		unlink(g->tmp_cfg_path);
	g_free(g->tmp_cfg_path);
	/* the index reads the packs with the process's own limit (gitrt.c) */
	git_libgit2_opts(GIT_OPT_SET_MWINDOW_MAPPED_LIMIT, g->mapped_limit);
	g_clear_pointer(&p->git, g_free);
}

gboolean sbx_pool_has_ref(struct sbx_pool *p, const char *name)
{
	git_oid oid;

	return git_reference_name_to_id(&oid, p->git->repo, name) == 0;
}

/* The refs, written last: a run killed before leaves none, and the next one starts over on the
 * objects already packed.  The new tag, written last of all, says the history is whole. */
int sbx_pool_refs(struct sbx_pool *p, const char *old_tag, const char *new_tag, GError **error)
{
	g_autofree char *ot = g_strconcat("refs/tags/", old_tag, NULL);
	g_autofree char *nt = g_strconcat("refs/tags/", new_tag, NULL);
	const git_oid *old = &p->git->old_c, *new = &p->git->new_c;
	git_reference *r[4] = { NULL };
	int ret = 0;

	if (git_reference_create(&r[0], p->git->repo, ot, old, 1, "porter pool") ||
	    git_reference_create(&r[1], p->git->repo, "refs/heads/master", new, 1, "porter pool") ||
	    git_reference_symbolic_create(&r[2], p->git->repo, "HEAD", "refs/heads/master", 1,
					  "porter pool") ||
	    git_reference_create(&r[3], p->git->repo, nt, new, 1, "porter pool"))
		ret = git_fail(error, "cannot write the history's refs");
	for (int i = 0; i < 4; i++)
		git_reference_free(r[i]);
	return ret;
}

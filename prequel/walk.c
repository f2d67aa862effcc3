// SPDX-License-Identifier: GPL-2.0
/*
 * Commits libgit2 cannot parse.  libgit2 parses a commit's author even to walk past it, so one
 * commit with an invalid author timestamp (git log reads past it) stopped a whole
 * `prequel index`.  This file reads commits the way git's revision walk does, from their raw header
 * (parent lines and the committer's time), and walks a history with them when libgit2's walk fails,
 * so that the index can skip what it cannot parse and still reach the commits below it.
 */
#include <string.h>
#include "pq-db-int.h"

int pq__commit_raw(gint64 *out_time, GArray *out_parents, git_oid *out_tree, git_odb *odb,
		   const git_oid *oid, char **out_why)
{
	git_odb_object *obj;
	const char *p, *end;
	gboolean tree = FALSE;

	*out_time = 0;
	g_array_set_size(out_parents, 0);
	*out_why = NULL;
	if (git_odb_read(&obj, odb, oid)) {
		const git_error *e = git_error_last();

		*out_why = g_strdup(e && e->message ? e->message : "cannot read the object");
		return -1;
	}
	if (git_odb_object_type(obj) != GIT_OBJECT_COMMIT) {
		*out_why = g_strdup_printf("a %s, not a commit",
					   git_object_type2string(git_odb_object_type(obj)));
		git_odb_object_free(obj);
		return -1;
	}
	p = git_odb_object_data(obj);
	end = p + git_odb_object_size(obj);
	/* the header, up to the blank line: what git's parse_commit_buffer() needs of it */
	while (p < end && *p != '\n') {
		const char *eol = memchr(p, '\n', end - p);
		gsize len;

		if (!eol)
			eol = end;
		len = eol - p;
		if (len >= 5 + GIT_OID_HEXSZ && !memcmp(p, "tree ", 5)) {
			git_oid id;

			if (!tree && !git_oid_fromstrn(&id, p + 5, GIT_OID_HEXSZ)) {
				tree = TRUE;
				if (out_tree)
					git_oid_cpy(out_tree, &id);
			}
		} else if (len >= 7 + GIT_OID_HEXSZ && !memcmp(p, "parent ", 7)) {
			git_oid id;

			if (!git_oid_fromstrn(&id, p + 7, GIT_OID_HEXSZ))
				g_array_append_val(out_parents, id);
		} else if (len > 10 && !memcmp(p, "committer ", 10)) {
			/* as git's parse_commit_date(): the number after the last '>', else 0 */
			const char *gt = g_strrstr_len(p, len, ">");

			if (gt) {
				g_autofree char *num = g_strndup(gt + 1, eol - gt - 1);

				*out_time = g_ascii_strtoll(num, NULL, 10);
			}
		}
		p = eol + 1;
	}
	git_odb_object_free(obj);
	if (!tree) {
		*out_why = g_strdup("no tree line");
		return -1;
	}
	return 0;
}

struct wnode {
	git_oid oid;
	gint64 time;
	guint seq;			/* creation order: equal times leave the queue in it */
	guint uninteresting : 1, parsed : 1, readable : 1, in_order : 1;
	guint queued_interesting : 1;	/* counted in n_interesting when queued */
	guint children;			/* in the result, for the topological sort */
	GPtrArray *parents;		/* struct wnode *, once parsed */
};

struct lwalk {
	git_odb *odb;
	const char *path;
	GHashTable *nodes;		/* git_oid * -> struct wnode * */
	GSequence *queue;		/* newest first */
	guint n_interesting;		/* queued interesting nodes */
	guint seq;
	GHashTable *shallow;		/* hex ids of the shallow boundary, or NULL */
	GArray *tmp;			/* git_oid */
	struct pq__walk_cut *cut;
};

static guint oid_hash(gconstpointer a)
{
	guint h;

	memcpy(&h, ((const git_oid *)a)->id, sizeof(h));
	return h;
}

static gboolean oid_equal(gconstpointer a, gconstpointer b)
{
	return !git_oid_cmp(a, b);
}

static void wnode_free(struct wnode *n)
{
	if (n->parents)
		g_ptr_array_unref(n->parents);
	g_free(n);
}

static gint newer(gconstpointer a, gconstpointer b, gpointer data)
{
	const struct wnode *x = a, *y = b;

	if (x->time != y->time)
		return x->time > y->time ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static struct wnode *wnode_get(struct lwalk *w, const git_oid *oid)
{
	struct wnode *n = g_hash_table_lookup(w->nodes, oid);

	if (!n) {
		n = g_new0(struct wnode, 1);
		git_oid_cpy(&n->oid, oid);
		n->seq = w->seq++;
		g_hash_table_insert(w->nodes, &n->oid, n);
	}
	return n;
}

/* Reads n's time and parents (once); FALSE when its object cannot be read as a commit. */
static gboolean wnode_parse(struct lwalk *w, struct wnode *n, char **out_why)
{
	gint64 time;

	*out_why = NULL;
	if (n->parsed)
		return n->readable;
	n->parsed = 1;
	if (pq__commit_raw(&time, w->tmp, NULL, w->odb, &n->oid, out_why))
		return FALSE;
	n->readable = 1;
	n->time = time;
	n->parents = g_ptr_array_sized_new(w->tmp->len);
	for (guint i = 0; i < w->tmp->len; i++)
		g_ptr_array_add(n->parents, wnode_get(w, &g_array_index(w->tmp, git_oid, i)));
	return TRUE;
}

/* Marks n and what is known of its ancestry uninteresting (git's mark_parents_uninteresting()) */
static void mark_uninteresting(struct lwalk *w, struct wnode *n)
{
	GPtrArray *todo = g_ptr_array_new();

	g_ptr_array_add(todo, n);
	while (todo->len) {
		struct wnode *m = g_ptr_array_steal_index_fast(todo, todo->len - 1);

		if (m->uninteresting && m != n)
			continue;
		m->uninteresting = 1;
		for (guint i = 0; m->parents && i < m->parents->len; i++)
			if (!((struct wnode *)m->parents->pdata[i])->uninteresting)
				g_ptr_array_add(todo, m->parents->pdata[i]);
	}
	g_ptr_array_unref(todo);
}

static void enqueue(struct lwalk *w, struct wnode *n)
{
	g_sequence_insert_sorted(w->queue, n, newer, NULL);
	n->queued_interesting = !n->uninteresting;
	w->n_interesting += n->queued_interesting;
}

/* A commit the walk must go below and cannot read: the history under child is cut there. */
static void cut_at(struct lwalk *w, const struct wnode *child, const struct wnode *n,
		   const char *why)
{
	char c[GIT_OID_HEXSZ + 1], p[GIT_OID_HEXSZ + 1];
	char *line;

	git_oid_tostr(p, sizeof(p), &n->oid);
	if (child) {
		git_oid_tostr(c, sizeof(c), &child->oid);
		/* a shallow clone's boundary: its parents are missing by design */
		if (w->shallow && g_hash_table_contains(w->shallow, c))
			return;
	}
	w->cut->n++;
	if (!w->cut->warnings)
		return;
	if (child)
		line = g_strdup_printf("%s: commit %s: its parent %s cannot be read (%s): the"
				       " history below it is not indexed", w->path, c, p, why);
	else
		line = g_strdup_printf("%s: commit %s cannot be read (%s): it and the history below"
				       " it are not indexed", w->path, p, why);
	g_ptr_array_add(w->cut->warnings, line);
}

static GHashTable *read_shallow(git_repository *repo)
{
	g_autofree char *file = g_build_filename(git_repository_path(repo), "shallow", NULL);
	g_autofree char *text = NULL;
	g_auto(GStrv) lines = NULL;
	GHashTable *set;

	if (!g_file_get_contents(file, &text, NULL, NULL))
		return NULL;
	set = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	lines = g_strsplit(text, "\n", -1);
	for (char **l = lines; *l; l++)
		if (*g_strstrip(*l))
			g_hash_table_add(set, g_strdup(*l));
	return set;
}

int pq__walk_lenient(GArray *out, struct pq__walk_cut *cut, git_repository *repo,
		     const git_oid *tips, guint ntips, const git_oid *hides, guint nhides,
		     const char *path, GError **error)
{
	struct lwalk w = { .path = path, .cut = cut };
	g_autoptr(GPtrArray) order = g_ptr_array_new();
	GPtrArray *ready;
	int rc = -1;

	if (git_repository_odb(&w.odb, repo))
		return pq__git_error(error, path);
	w.nodes = g_hash_table_new_full(oid_hash, oid_equal, NULL, (GDestroyNotify)wnode_free);
	w.queue = g_sequence_new(NULL);
	w.tmp = g_array_new(FALSE, FALSE, sizeof(git_oid));
	w.shallow = read_shallow(repo);
	for (guint k = 0; k < nhides + ntips; k++) {
		struct wnode *n = wnode_get(&w, k < nhides ? &hides[k] : &tips[k - nhides]);
		g_autofree char *why = NULL;
		gboolean queued = n->parsed;

		if (!wnode_parse(&w, n, &why)) {
			if (k >= nhides && !n->uninteresting)
				cut_at(&w, NULL, n, why);
			continue;
		}
		if (k < nhides)
			mark_uninteresting(&w, n);
		if (!queued)
			enqueue(&w, n);
	}
	/* newest first, until only uninteresting commits are left to look at */
	while (w.n_interesting) {
		GSequenceIter *it = g_sequence_get_begin_iter(w.queue);
		struct wnode *n = g_sequence_get(it);

		g_sequence_remove(it);
		w.n_interesting -= n->queued_interesting;
		if (!n->uninteresting)
			g_ptr_array_add(order, n);
		for (guint i = 0; i < n->parents->len; i++) {
			struct wnode *p = n->parents->pdata[i];
			g_autofree char *why = NULL;
			gboolean fresh = !p->parsed;

			if (n->uninteresting && !p->uninteresting)
				mark_uninteresting(&w, p);
			if (!fresh)
				continue;
			if (!wnode_parse(&w, p, &why)) {
				if (!n->uninteresting)
					cut_at(&w, n, p, why);
				continue;
			}
			if (n->uninteresting)
				mark_uninteresting(&w, p);
			enqueue(&w, p);
		}
	}
	/* Parents after all their children, then reversed: oldest first, as the index stores. */
	for (guint i = 0; i < order->len; i++) {
		struct wnode *n = order->pdata[i];

		n->in_order = !n->uninteresting;
	}
	for (guint i = 0; i < order->len; i++) {
		struct wnode *n = order->pdata[i];

		for (guint j = 0; n->in_order && j < n->parents->len; j++) {
			struct wnode *p = n->parents->pdata[j];

			p->children += p->in_order;
		}
	}
	ready = g_ptr_array_new();
	for (guint i = order->len; i-- > 0;) {
		struct wnode *n = order->pdata[i];

		if (n->in_order && !n->children)
			g_ptr_array_add(ready, n);
	}
	g_array_set_size(out, 0);
	while (ready->len) {
		struct wnode *n = g_ptr_array_steal_index_fast(ready, ready->len - 1);

		g_array_append_val(out, n->oid);
		for (guint j = n->parents->len; j-- > 0;) {
			struct wnode *p = n->parents->pdata[j];

			if (p->in_order && !--p->children)
				g_ptr_array_add(ready, p);
		}
	}
	g_ptr_array_unref(ready);
	for (guint i = 0, j = out->len; i + 1 < j; i++, j--) {
		git_oid t = g_array_index(out, git_oid, i);

		g_array_index(out, git_oid, i) = g_array_index(out, git_oid, j - 1);
		g_array_index(out, git_oid, j - 1) = t;
	}
	rc = 0;
	if (w.shallow)
		g_hash_table_unref(w.shallow);
	g_array_unref(w.tmp);
	g_sequence_free(w.queue);
	g_hash_table_unref(w.nodes);
	git_odb_free(w.odb);
	return rc;
}

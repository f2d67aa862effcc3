// SPDX-License-Identifier: GPL-2.0
/*
 * Resolving a query's --range from the index's own commit graph.  `prequel index` stores every commit
 * its walk met, merges included, with its parents and committer time (the graph table); a query walks
 * that graph in memory with the rules of git's and libgit2's revision walk, and asks libgit2 only for
 * the commits the graph lacks (the range's ends, and the ancestors of its bottom that the walk must
 * look at to know where the range ends).  The libgit2 walk parsed every commit of the range from the
 * object store: 40% of a frequent word's query on git.git (docs/prequel-index.md).
 */
#include <string.h>
#include "pq-db-int.h"

/* How many uninteresting commits the walk looks at after it ran out of interesting ones (git's SLOP) */
#define RANGE_SLOP 5

struct rnode {
	git_oid oid;
	guint n_parents;
	gint64 time;		/* committer time: the walk's order, as git's */
	guint seq;		/* insertion order: equal times leave the queue first in, first out */
	guint in_graph : 1, parsed : 1, seen : 1, added : 1, uninteresting : 1, queued : 1;
	guint in_range : 1;
	/*
	 * In the graph and not parsed: its parents' raw ids as the graph row holds them (20 bytes
	 * each, right after the node); parsed: its parents.  parse() turns the first into the second
	 * in place, since a pointer takes less room than a raw id.
	 */
	union {
		guint8 *raw;
		struct rnode **nodes;
	} parents;
};

/*
 * A node: its tag, the first 4 bytes of its id read big-endian (probing and growing need not read
 * the node), and where it is in the arena, 0 for none (node_ref()).  8 bytes rather than 16 for a
 * key and a pointer: git.git's table is 1 MB, which a core's L2 holds, and the walk got 15% faster.
 */
struct rslot {
	guint32 tag, ref;
};

/* A piece of an arena: its first used bytes hold what was allocated from it, in order */
struct ablock {
	gsize used, size;
	guint8 data[];
};

/*
 * A walk's nodes by id; once the walk is done, the set of the commits of its range (the in_range
 * nodes), which the caller keeps rather than a copy: a GHashTable of the range's hex ids was a sixth
 * of resolving git.git's range.
 */
struct pq__range {
	/* nodes and parent arrays: tens of thousands of small pieces, freed together (allocating
	 * each was a third of resolving git.git's range) */
	GPtrArray *blocks;	/* struct ablock */
	struct ablock *cur;	/* the one allocations come from */
	/*
	 * Open addressing with linear probing, half full at most.  A node's first slot is the top
	 * bits of its tag: uniformly random, and in the order of the ids, so that the graph's rows,
	 * which come sorted and go in together once the table is sized for them all, fill it front
	 * to back, as a rehash does (keyed on the ids' last bytes, each row's slot was a cache miss;
	 * put in one by one as read, the first rows of the sort all fell at the front of the small
	 * table).  A GHashTable for the nodes and another for the rows were a third of the walk.
	 */
	struct rslot *slots;
	guint mask, shift, n_nodes;
	guint size;		/* in_range nodes */
};

struct rwalk {
	git_repository *repo;
	const char *path;
	struct pq__range *r;
	GPtrArray *queue;	/* binary heap: newest first */
	GPtrArray *todo;	/* mark_parents_uninteresting()'s stack, kept between calls */
	guint n_queued_interesting;
	guint seq;
	guint from_git;		/* commits read from the repository */
	GPtrArray *read;	/* NULL, or the nodes read from the repository (pq__graph_complete()) */
};

#define ARENA_UNITS_BITS 17
#define ARENA_BLOCK (8 << ARENA_UNITS_BITS)	/* a node's offset in its block fits a ref */
#define FIRST_SLOTS 1024

static gsize round8(gsize n)
{
	return (n + 7) & ~(gsize)7;
}

/* n zeroed bytes, 8-aligned, that live as long as r */
static gpointer arena_alloc(struct pq__range *r, gsize n)
{
	struct ablock *b = r->cur;
	gpointer p;

	n = round8(n);
	if (!b || n > b->size - b->used) {
		gsize size = MAX(n, ARENA_BLOCK);

		b = g_malloc0(sizeof(*b) + size);
		b->size = size;
		g_ptr_array_add(r->blocks, b);
		r->cur = b;
	}
	p = b->data + b->used;
	b->used += n;
	return p;
}

static guint32 oid_tag(const git_oid *oid)
{
	guint32 k;

	memcpy(&k, oid->id, sizeof(k));
	return GUINT32_FROM_BE(k);
}

/* The ref of the node at p of block bi: 1 + its offset in 8-byte units, block index above them */
static guint32 node_ref(guint bi, const guint8 *p, const struct ablock *b)
{
	if (bi >= (1u << (32 - ARENA_UNITS_BITS)) - 1)
		g_error("%s: more than %u arena blocks", G_STRLOC, bi);
	return (bi << ARENA_UNITS_BITS | (guint32)((p - b->data) >> 3)) + 1;
}

static struct rnode *node_at(const struct pq__range *r, guint32 ref)
{
	const struct ablock *b = r->blocks->pdata[(ref - 1) >> ARENA_UNITS_BITS];
	gsize unit = (ref - 1) & ((1u << ARENA_UNITS_BITS) - 1);

	return (struct rnode *)(b->data + (unit << 3));
}

/* Where oid is in r->slots, or else the free slot where it goes */
static guint oid_slot(const struct pq__range *r, const git_oid *oid)
{
	guint32 t = oid_tag(oid);
	guint i;

	for (i = t >> r->shift; r->slots[i].ref; i = (i + 1) & r->mask)
		if (r->slots[i].tag == t &&
		    !memcmp(node_at(r, r->slots[i].ref)->oid.id, oid->id, GIT_OID_RAWSZ))
			break;
	return i;
}

/* size zeroed slots.  Zeroed by writing: calloc()'s fresh pages, read by the first probes, then
 * written, took two page faults each. */
static struct rslot *slots_new(guint size)
{
	struct rslot *slots = g_new(struct rslot, size);

	memset(slots, 0, size * sizeof(*slots));
	return slots;
}

/* Rehashes r's table into size slots (a power of two) */
static void table_resize(struct pq__range *r, guint size)
{
	struct rslot *old = r->slots;
	guint old_size = r->mask + 1;

	r->mask = size - 1;
	r->shift = 32 - g_bit_storage(r->mask);
	r->slots = slots_new(size);
	for (guint i = 0; i < old_size; i++) {
		guint k;

		if (!old[i].ref)
			continue;
		for (k = old[i].tag >> r->shift; r->slots[k].ref; k = (k + 1) & r->mask)
			;
		r->slots[k] = old[i];
	}
	g_free(old);
}

/* Puts node ref, of id oid, in r's table, in place of a node of that id already there */
static void table_put(struct pq__range *r, const git_oid *oid, guint32 ref)
{
	guint i = oid_slot(r, oid);

	if (r->slots[i].ref) {
		r->slots[i].ref = ref;
		return;
	}
	r->slots[i].tag = oid_tag(oid);
	r->slots[i].ref = ref;
	if (2 * ++r->n_nodes > r->mask)
		table_resize(r, 2 * (r->mask + 1));
}

/* The node of oid, a new one if r has none */
static struct rnode *node_get(struct pq__range *r, const git_oid *oid)
{
	guint i = oid_slot(r, oid);
	struct rnode *n;

	if (r->slots[i].ref)
		return node_at(r, r->slots[i].ref);
	n = arena_alloc(r, sizeof(*n));
	git_oid_cpy(&n->oid, oid);
	r->slots[i].tag = oid_tag(oid);
	r->slots[i].ref = node_ref(r->blocks->len - 1, (guint8 *)n, r->cur);
	if (2 * ++r->n_nodes > r->mask)
		table_resize(r, 2 * (r->mask + 1));
	return n;
}

struct pq__range *pq__range_new(void)
{
	struct pq__range *r = g_new0(struct pq__range, 1);

	r->blocks = g_ptr_array_new_with_free_func(g_free);
	r->mask = FIRST_SLOTS - 1;
	r->shift = 32 - g_bit_storage(r->mask);
	r->slots = slots_new(r->mask + 1);
	return r;
}

void pq__range_free(struct pq__range *r)
{
	if (!r)
		return;
	g_free(r->slots);
	g_ptr_array_unref(r->blocks);
	g_free(r);
}

void pq__range_add(struct pq__range *r, const git_oid *oid)
{
	struct rnode *n = node_get(r, oid);

	r->size += !n->in_range;
	n->in_range = 1;
}

gboolean pq__range_contains(const struct pq__range *r, const git_oid *oid)
{
	guint32 ref = r->slots[oid_slot(r, oid)].ref;

	return ref && node_at(r, ref)->in_range;
}

guint pq__range_size(const struct pq__range *r)
{
	return r->size;
}

static int peel_commit(git_oid *out, git_repository *repo, const char *rev, const char *path,
		       GError **error)
{
	git_object *obj = NULL, *peeled = NULL;
	g_autofree char *what = NULL;

	if (git_revparse_single(&obj, repo, rev) || git_object_peel(&peeled, obj, GIT_OBJECT_COMMIT)) {
		git_object_free(obj);
		what = g_strdup_printf("%s: bad revision '%s'", path, rev);
		return pq__git_error(error, what);
	}
	git_oid_cpy(out, git_object_id(peeled));
	git_object_free(peeled);
	git_object_free(obj);
	return 0;
}

int pq__range_ends(git_oid *out_hide, gboolean *out_has_hide, git_oid *out_tip, git_repository *repo,
		   const char *range, const char *path, GError **error)
{
	const char *dots = range ? strstr(range, "..") : NULL;

	*out_has_hide = FALSE;
	if (!range)
		range = "HEAD";
	if (dots) {
		g_autofree char *from = g_strndup(range, dots - range);
		const char *to = dots + 2;

		if (*to == '.' || !*from || !*to) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT,
				    "%s: bad range '%s': expected A..B", path, range);
			return -1;
		}
		if (peel_commit(out_hide, repo, from, path, error) ||
		    peel_commit(out_tip, repo, to, path, error))
			return -1;
		*out_has_hide = TRUE;
		return 0;
	}
	return peel_commit(out_tip, repo, range, path, error);
}

/* n's time and parents from its raw header (walk.c), for a commit libgit2 cannot parse; -1 when
 * even that cannot be read (libgit2's error is kept for the caller) */
static int parse_raw(struct rwalk *w, struct rnode *n)
{
	g_autoptr(GArray) ids = g_array_new(FALSE, FALSE, sizeof(git_oid));
	g_autofree char *why = NULL;
	git_odb *odb;
	int rc;

	if (git_repository_odb(&odb, w->repo))
		return -1;
	rc = pq__commit_raw(&n->time, ids, NULL, odb, &n->oid, &why);
	git_odb_free(odb);
	if (rc)
		return -1;
	n->n_parents = ids->len;
	n->parents.nodes = arena_alloc(w->r, n->n_parents * sizeof(*n->parents.nodes));
	for (guint i = 0; i < n->n_parents; i++)
		n->parents.nodes[i] = node_get(w->r, &g_array_index(ids, git_oid, i));
	return 0;
}

/* Its time and parents, from the graph or else from the repository.  0, or -1 with error set: as
 * libgit2's walk, a missing commit fails the range. */
static int parse(struct rwalk *w, struct rnode *n, GError **error)
{
	git_commit *c;

	if (n->parsed)
		return 0;
	if (n->in_graph) {
		guint8 *raw = n->parents.raw;

		/* parent i's pointer overwrites bytes 8i..8i+7 of the raw ids: only raw id i's,
		 * which is read before */
		for (guint i = 0; i < n->n_parents; i++) {
			git_oid id;

			memcpy(id.id, raw + i * GIT_OID_RAWSZ, GIT_OID_RAWSZ);
			n->parents.nodes[i] = node_get(w->r, &id);
		}
	} else {
		char hex[GIT_OID_HEXSZ + 1];

		if (git_commit_lookup(&c, w->repo, &n->oid)) {
			g_autofree char *what = g_strdup_printf("%s: commit %s", w->path,
								git_oid_tostr(hex, sizeof(hex), &n->oid));

			/* one libgit2 cannot parse (its author line) is walked past as git does */
			if (parse_raw(w, n))
				return pq__git_error(error, what);
			git_error_clear();
		} else {
			n->time = git_commit_time(c);
			n->n_parents = git_commit_parentcount(c);
			n->parents.nodes = arena_alloc(w->r,
						       n->n_parents * sizeof(*n->parents.nodes));
			for (guint i = 0; i < n->n_parents; i++)
				n->parents.nodes[i] = node_get(w->r, git_commit_parent_id(c, i));
			git_commit_free(c);
		}
		w->from_git++;
		if (w->read)
			g_ptr_array_add(w->read, n);
	}
	n->parsed = 1;
	return 0;
}

/* a leaves the queue before b */
static gboolean before(const struct rnode *a, const struct rnode *b)
{
	return a->time != b->time ? a->time > b->time : a->seq < b->seq;
}

static void heap_swap(GPtrArray *h, guint i, guint j)
{
	gpointer t = h->pdata[i];

	h->pdata[i] = h->pdata[j];
	h->pdata[j] = t;
}

static void enqueue(struct rwalk *w, struct rnode *n)
{
	GPtrArray *h = w->queue;

	n->seq = w->seq++;
	n->queued = 1;
	w->n_queued_interesting += !n->uninteresting;
	g_ptr_array_add(h, n);
	for (guint i = h->len - 1; i && before(h->pdata[i], h->pdata[(i - 1) / 2]); i = (i - 1) / 2)
		heap_swap(h, i, (i - 1) / 2);
}

static struct rnode *dequeue(struct rwalk *w)
{
	GPtrArray *h = w->queue;
	struct rnode *top;
	guint i = 0;

	if (!h->len)
		return NULL;
	top = h->pdata[0];
	h->pdata[0] = h->pdata[h->len - 1];
	g_ptr_array_set_size(h, h->len - 1);
	for (;;) {
		guint l = 2 * i + 1, r = l + 1, m = i;

		if (l < h->len && before(h->pdata[l], h->pdata[m]))
			m = l;
		if (r < h->len && before(h->pdata[r], h->pdata[m]))
			m = r;
		if (m == i)
			break;
		heap_swap(h, i, m);
		i = m;
	}
	top->queued = 0;
	w->n_queued_interesting -= !top->uninteresting;
	return top;
}

static void mark_uninteresting(struct rwalk *w, struct rnode *n)
{
	if (n->queued && !n->uninteresting)
		w->n_queued_interesting--;
	n->uninteresting = 1;
}

/* Marks the ancestors of n reached so far uninteresting (git's mark_parents_uninteresting). */
static void mark_parents_uninteresting(struct rwalk *w, struct rnode *n)
{
	GPtrArray *todo = w->todo;

	for (guint i = 0; i < n->n_parents; i++)
		g_ptr_array_add(todo, n->parents.nodes[i]);
	while (todo->len) {
		struct rnode *p = g_ptr_array_steal_index_fast(todo, todo->len - 1);

		if (p->uninteresting)
			continue;
		mark_uninteresting(w, p);
		for (guint i = 0; p->parsed && i < p->n_parents; i++)
			g_ptr_array_add(todo, p->parents.nodes[i]);
	}
}

static int add_parents(struct rwalk *w, struct rnode *n, GError **error)
{
	if (n->added)
		return 0;
	n->added = 1;
	for (guint i = 0; i < n->n_parents; i++) {
		struct rnode *p = n->parents.nodes[i];

		if (n->uninteresting)
			mark_uninteresting(w, p);
		if (parse(w, p, error))
			return -1;
		if (n->uninteresting) {
			mark_parents_uninteresting(w, p);
			p->seen = 1;
			enqueue(w, p);
		} else if (!p->seen) {
			p->seen = 1;
			enqueue(w, p);
		}
	}
	return 0;
}

/* git's still_interesting(): the slop left after an uninteresting commit, time the last interesting
 * commit's */
static int still_interesting(struct rwalk *w, gint64 time, int slop)
{
	if (!w->queue->len)
		return 0;
	if (time <= ((struct rnode *)w->queue->pdata[0])->time || w->n_queued_interesting)
		return RANGE_SLOP;
	return slop - 1;
}

/* The walk: with a hidden end, git's limit_list(); without, everything reachable.  The interesting
 * commits go to out. */
static int walk(GPtrArray *out, struct rwalk *w, gboolean limited, GError **error)
{
	gint64 time = G_MAXINT64;
	int slop = RANGE_SLOP;
	struct rnode *n;

	while ((n = dequeue(w))) {
		if (add_parents(w, n, error))
			return -1;
		if (!n->uninteresting) {
			time = n->time;
			g_ptr_array_add(out, n);
			continue;
		}
		mark_parents_uninteresting(w, n);
		if (limited && !(slop = still_interesting(w, time, slop)))
			break;
	}
	return 0;
}

/*
 * The repository's graph rows as nodes, their parents left raw till parse(); none from an index built
 * before the graph was stored.  The nodes go to the table once all are read, which is then sized
 * for them: growing it row by row was a third of loading git.git's (and a GPtrArray of the rows to
 * put in it, a twentieth).
 */
static int load_graph(struct rwalk *w, struct pq_db *db, gint64 repo_id, GError **error)
{
	struct pq__range *r = w->r;
	guint first = r->blocks->len, n_rows = 0, size;
	gsize from = 0;
	sqlite3_stmt *st;
	int rc;

	if (sqlite3_prepare_v2(db->sql, "SELECT oid, time, parents FROM graph WHERE repo = ?1", -1, &st,
			       NULL) != SQLITE_OK) {
		if (strstr(sqlite3_errmsg(db->sql), "no such table"))
			return 0;
		return pq__sql_error(error, db, "cannot prepare SQL");
	}
	/* the rows will be the arena's allocations from here on */
	if (r->cur) {
		first--;
		from = r->cur->used;
	}
	sqlite3_bind_int64(st, 1, repo_id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const void *parents = sqlite3_column_blob(st, 2);
		int np = sqlite3_column_bytes(st, 2);
		struct rnode *n;

		if (sqlite3_column_bytes(st, 0) != GIT_OID_RAWSZ || np % GIT_OID_RAWSZ)
			continue;
		n = arena_alloc(r, sizeof(*n) + np);
		memcpy(n->oid.id, sqlite3_column_blob(st, 0), GIT_OID_RAWSZ);
		n->in_graph = 1;
		n->time = sqlite3_column_int64(st, 1);
		n->n_parents = np / GIT_OID_RAWSZ;
		n->parents.raw = (guint8 *)(n + 1);
		if (np)
			memcpy(n->parents.raw, parents, np);
		n_rows++;
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot read the commit graph");
	for (size = r->mask + 1; 2 * (r->n_nodes + n_rows) > size - 1; size *= 2)
		;
	if (size > r->mask + 1)
		table_resize(r, size);
	/* in row order: of two rows of an id (the key forbids it), the last one counts */
	for (guint i = first; i < r->blocks->len; i++, from = 0) {
		struct ablock *b = r->blocks->pdata[i];

		while (from < b->used) {
			struct rnode *n = (struct rnode *)(b->data + from);

			table_put(r, &n->oid, node_ref(i, (guint8 *)n, b));
			from += round8(sizeof(*n) + n->n_parents * GIT_OID_RAWSZ);
		}
	}
	return 0;
}

/* Walks range over the graph of repo_id (w->repo open, the graph loaded), the commits it holds in
 * found: 0, or -1 with error set. */
static int range_walk(GPtrArray *found, struct rwalk *w, const char *range, GError **error)
{
	git_oid hide, tip;
	gboolean has_hide;
	struct rnode *n;

	if (pq__range_ends(&hide, &has_hide, &tip, w->repo, range, w->path, error))
		return -1;
	/* the hidden end first, as libgit2 and git push it: a tip it hides is no start */
	if (has_hide) {
		n = node_get(w->r, &hide);
		if (parse(w, n, error))
			return -1;
		n->uninteresting = 1;
		mark_parents_uninteresting(w, n);
		n->seen = 1;
		enqueue(w, n);
	}
	n = node_get(w->r, &tip);
	if (!n->uninteresting) {
		if (parse(w, n, error))
			return -1;
		n->seen = 1;
		enqueue(w, n);
	}
	if (walk(found, w, has_hide, error))
		return -1;
	/* commits found interesting may have been reached from the hidden end since */
	for (guint i = 0; i < found->len;) {
		if (((struct rnode *)found->pdata[i])->uninteresting)
			g_ptr_array_remove_index_fast(found, i);
		else
			i++;
	}
	return 0;
}

static int rwalk_init(struct rwalk *w, struct pq_db *db, gint64 repo_id, const char *repo_path,
		      GError **error)
{
	memset(w, 0, sizeof(*w));
	w->path = repo_path;
	w->r = pq__range_new();
	w->queue = g_ptr_array_new();
	w->todo = g_ptr_array_new();
	if (git_repository_open(&w->repo, repo_path))
		return pq__git_error(error, repo_path);
	return load_graph(w, db, repo_id, error);
}

static void rwalk_clear(struct rwalk *w)
{
	g_ptr_array_unref(w->queue);
	g_ptr_array_unref(w->todo);
	pq__range_free(w->r);
	if (w->read)
		g_ptr_array_unref(w->read);
	git_repository_free(w->repo);
}

int pq__range_oids_db(struct pq__range **out, guint *out_from_git, struct pq_db *db, gint64 repo_id,
		      const char *repo_path, const char *range, GError **error)
{
	g_autoptr(GPtrArray) found = g_ptr_array_new();
	struct rwalk w;
	int rc = -1;

	*out = NULL;
	if (rwalk_init(&w, db, repo_id, repo_path, error) || range_walk(found, &w, range, error))
		goto out;
	for (guint i = 0; i < found->len; i++) {
		struct rnode *n = found->pdata[i];

		w.r->size += !n->in_range;
		n->in_range = 1;
	}
	*out = g_steal_pointer(&w.r);
	if (out_from_git)
		*out_from_git = w.from_git;
	rc = 0;
out:
	rwalk_clear(&w);
	return rc;
}

int pq__graph_complete(guint *out_added, struct pq_db *db, gint64 repo_id, const char *repo_path,
		       const char *range, GError **error)
{
	g_autoptr(GPtrArray) found = g_ptr_array_new();
	sqlite3_stmt *st = NULL;
	struct rwalk w;
	int rc = -1;

	*out_added = 0;
	if (rwalk_init(&w, db, repo_id, repo_path, error))
		goto out;
	w.read = g_ptr_array_new();
	if (range_walk(found, &w, range, error))
		goto out;
	if (!w.read->len) {
		rc = 0;
		goto out;
	}
	if (pq__exec(db, PQ_GRAPH_SQL, error) || pq__exec(db, "BEGIN IMMEDIATE", error))
		goto out;
	if (pq__prepare(&st, db, "INSERT OR IGNORE INTO graph(repo, oid, time, parents) VALUES(?1, ?2, ?3, ?4)",
			error))
		goto out_rollback;
	for (guint i = 0; i < w.read->len; i++) {
		struct rnode *n = w.read->pdata[i];
		g_autofree guint8 *pids = g_malloc(n->n_parents * GIT_OID_RAWSZ + 1);

		for (guint k = 0; k < n->n_parents; k++)
			memcpy(pids + k * GIT_OID_RAWSZ, n->parents.nodes[k]->oid.id, GIT_OID_RAWSZ);
		sqlite3_bind_int64(st, 1, repo_id);
		sqlite3_bind_blob(st, 2, n->oid.id, GIT_OID_RAWSZ, SQLITE_STATIC);
		sqlite3_bind_int64(st, 3, n->time);
		sqlite3_bind_blob(st, 4, pids, n->n_parents * GIT_OID_RAWSZ, SQLITE_STATIC);
		if (sqlite3_step(st) != SQLITE_DONE) {
			pq__sql_error(error, db, "cannot store the commit graph");
			goto out_rollback;
		}
		sqlite3_reset(st);
		*out_added += sqlite3_changes(db->sql);
	}
	if (pq__exec(db, "COMMIT", error))
		goto out_rollback;
	rc = 0;
	goto out;
out_rollback:
	sqlite3_exec(db->sql, "ROLLBACK", NULL, NULL, NULL);
out:
	sqlite3_finalize(st);
	rwalk_clear(&w);
	return rc;
}

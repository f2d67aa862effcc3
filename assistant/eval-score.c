// SPDX-License-Identifier: GPL-2.0
/*
 * `porter eval`'s runs and scores: each case's database and reference build, the port loop in
 * review mode, and what it scored: expected issues reported, right example found and at rank
 * 1, issues fixed and judged against the reference, issues left and the stage that left them.
 */
#include <string.h>

#include "porter.h"
#include "eval.h"
#include "prequel.h"
#include "progress.h"
#include "reducer.h"
#include "sandbox.h"

/* ---- example ids to hashes ---------------------------------------------------------------- */

/* Adds @message's Corpus-Id trailers to the table @data: id -> @hash. */
static int add_corpus_ids(const char *hash, const char *message, void *data)
{
	g_auto(GStrv) lines = g_strsplit(message, "\n", -1);

	for (guint j = 0; lines[j]; j++)
		if (g_str_has_prefix(lines[j], "Corpus-Id:"))
			g_hash_table_replace(data,
					     g_strdup(g_strstrip(lines[j] + strlen("Corpus-Id:"))),
					     g_strdup(hash));
	return 0;
}

/*
 * Corpus-Id trailers of every commit of @repo (`git log --all`): id -> hash (owned).  Read
 * with libgit2, which runs nothing the repository's config names (docs/sandbox.md).
 */
static int scan_corpus_ids(GHashTable *ids, const char *repo, GError **error)
{
	g_autoptr(GError) err = NULL;

	if (sbx_repo_foreach_commit(repo, add_corpus_ids, ids, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot read the history of %s: %s", repo, err->message);
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

/*
 * Fills every expectation's hashes: from the manifest's corpus_ids, else from the Corpus-Id
 * trailers of the minikernel history (read once, only when needed).  An id found nowhere is an
 * input error naming its place in the manifest.
 */
int porter_eval_resolve_examples(struct porter_eval_manifest *m, GError **error)
{
	g_autoptr(GHashTable) trailers = NULL;
	int ret;

	for (guint i = 0; i < m->cases->len; i++) {
		struct porter_eval_case *c = m->cases->pdata[i];

		for (guint j = 0; j < c->expected->len; j++) {
			struct porter_eval_expect *e = c->expected->pdata[j];

			for (guint k = 0; k < e->examples->len; k++) {
				const char *id = e->examples->pdata[k];
				const char *hash = g_hash_table_lookup(m->corpus_ids, id);

				if (!hash && m->minikernel && !trailers) {
					trailers = g_hash_table_new_full(g_str_hash, g_str_equal,
									 g_free, g_free);
					ret = scan_corpus_ids(trailers, m->minikernel, error);
					if (ret)
						return ret;
				}
				if (!hash && trailers)
					hash = g_hash_table_lookup(trailers, id);
				if (!hash) {
					g_autofree char *w = g_strdup_printf(
						"cases[%u].expected[%u].examples[%u]", i, j, k);

					return porter_eval_input_error(error, m->path, w,
						"unknown Corpus-Id '%s'%s", id,
						m->minikernel ? "" :
						" (no corpus_ids entry and no \"minikernel\")");
				}
				g_ptr_array_add(e->hashes, g_strdup(hash));
			}
		}
	}
	return 0;
}

/* ---- running and scoring ----------------------------------------------------------------- */

const char *const porter_eval_left_names[PORTER_EVAL_LEFT_N] = {
	"not-queried", "no-query", "no-candidate", "no-patch", "not-applied", "timeout",
	"not-fixed", "rejected", "new-errors", "chain", "cascade",
};

static enum porter_eval_left left_why_of(const struct porter_issue_report *ir)
{
	enum porter_eval_left w = PORTER_EVAL_LEFT_NO_CANDIDATE;

	if (!ir)
		return PORTER_EVAL_LEFT_NOT_QUERIED;
	if (ir->cascade_of)
		return PORTER_EVAL_LEFT_CASCADE;
	if (!ir->query)
		return PORTER_EVAL_LEFT_NO_QUERY;
	for (guint i = 0; i < ir->candidates->len; i++) {
		const struct porter_candidate *c = ir->candidates->pdata[i];
		enum porter_eval_left cw = PORTER_EVAL_LEFT_NO_CANDIDATE;

		switch (c->outcome) {
		case PORTER_OUTCOME_UNTRIED:
			break;
		case PORTER_OUTCOME_NO_CHANGES:
		case PORTER_OUTCOME_NO_PATCH:
			cw = PORTER_EVAL_LEFT_NO_PATCH;
			break;
		case PORTER_OUTCOME_NOT_APPLIED:
			cw = c->why && strstr(c->why, "timed out") ? PORTER_EVAL_LEFT_TIMEOUT : PORTER_EVAL_LEFT_NOT_APPLIED;
			break;
		case PORTER_OUTCOME_NOT_FIXED:
			cw = PORTER_EVAL_LEFT_NOT_FIXED;
			break;
		case PORTER_OUTCOME_REJECTED:
			cw = PORTER_EVAL_LEFT_REJECTED;
			break;
		case PORTER_OUTCOME_NEW_ERRORS:
			cw = PORTER_EVAL_LEFT_NEW_ERRORS;
			break;
		case PORTER_OUTCOME_CHAIN:
			cw = PORTER_EVAL_LEFT_CHAIN;
			break;
		case PORTER_OUTCOME_FIXED:
			cw = PORTER_EVAL_LEFT_NEW_ERRORS;	/* kept, yet the issue is back in the final build */
			break;
		}
		if (cw > w)
			w = cw;
	}
	return w;
}

static void left_issue_free(struct porter_eval_left_issue *l)
{
	g_free(l->key);
	g_free(l);
}

static void judged_issue_free(struct porter_eval_judged *ji)
{
	g_free(ji->key);
	g_free(ji->why);
	g_free(ji);
}

void porter_eval_score_clear(struct porter_eval_score *s)
{
	if (s->r)
		porter_report_free(s->r);
	g_free(s->error);
	g_free(s->ex);
	if (s->left)
		g_ptr_array_unref(s->left);
	if (s->judged)
		g_ptr_array_unref(s->judged);
	if (s->first)
		g_hash_table_unref(s->first);
}

/*
 * The issue keys of the pristine driver: the loop's first build's (report's first_keys).  The
 * report's issue entries are those the loop worked on; the scores are set against this set and
 * the final build's issues, so an issue of the first build that no round reached still counts.
 */
static void first_issues(struct porter_eval_score *s)
{
	s->first = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	for (guint i = 0; i < s->r->first_keys->len; i++)
		g_hash_table_add(s->first, g_strdup(s->r->first_keys->pdata[i]));
}

static gboolean hash_in(GPtrArray *hashes, const char *hash)
{
	for (guint i = 0; hash && i < hashes->len; i++) {
		const char *h = hashes->pdata[i];
		gsize n = MIN(strlen(h), strlen(hash));

		/* manifests may abbreviate; the report has full hashes */
		if (n >= 7 && !g_ascii_strncasecmp(h, hash, n))
			return TRUE;
	}
	return FALSE;
}

static const struct porter_issue_report *find_issue(const struct porter_report *r,
						     const char *key)
{
	for (guint i = 0; i < r->issues->len; i++) {
		const struct porter_issue_report *ir = r->issues->pdata[i];
		g_autofree char *k = porter_issue_key(ir->kind, ir->symbol, ir->container);

		if (!strcmp(k, key))
			return ir;
	}
	return NULL;
}

/* A file of the pristine driver (reference FALSE) or of the case's reference folder, by the
 * path the loop's diff names; NULL when absent or when the path leaves the folder. */
static char *case_text(void *data, const char *path, gboolean reference)
{
	const struct porter_eval_case *c = data;
	g_autofree char *full = NULL;
	char *text = NULL;

	if (!path || g_path_is_absolute(path) || strstr(path, "..") ||
	    !g_file_test(c->driver, G_FILE_TEST_IS_DIR))
		return NULL;
	full = g_build_filename(reference ? c->reference : c->driver, path, NULL);
	if (!g_file_test(full, G_FILE_TEST_IS_REGULAR) ||
	    !g_file_get_contents(full, &text, NULL, NULL))
		return NULL;
	return text;
}

static gint cmp_judged(gconstpointer a, gconstpointer b)
{
	const struct porter_eval_judged *x = *(struct porter_eval_judged *const *)a;
	const struct porter_eval_judged *y = *(struct porter_eval_judged *const *)b;

	return strcmp(x->key, y->key);
}

/*
 * The choices of porter's a semantic patch rests on: its "// Decision:" lines but those saying
 * which of the example's changes were taken ("selected:", "linked:").  A value kept, returns made
 * plain, a name carried: what the example did not show and a reviewer weighs.
 */
static guint decisions(const char *cocci)
{
	static const char tag[] = "// Decision: ";
	guint n = 0;

	for (const char *l = cocci; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
		if (g_str_has_prefix(l, tag) && !g_str_has_prefix(l + strlen(tag), "selected:") &&
		    !g_str_has_prefix(l + strlen(tag), "linked:"))
			n++;
	return n;
}

/* Judges every fixed issue (in seen, not in left) by the change that fixed it: its own, or the
 * one of the issue whose change took it along; an issue with neither is unjudged. */
static void judge_case(struct porter_eval_score *s, GHashTable *seen, GHashTable *left)
{
	GHashTableIter it;
	gpointer k;

	s->judged = g_ptr_array_new_with_free_func((GDestroyNotify)judged_issue_free);
	g_hash_table_iter_init(&it, seen);
	while (g_hash_table_iter_next(&it, &k, NULL)) {
		const struct porter_issue_report *ir = find_issue(s->r, k);
		struct porter_eval_judged *ji;

		if (g_hash_table_contains(left, k))
			continue;
		if (ir && ir->fixed_by)
			ir = find_issue(s->r, ir->fixed_by);
		ji = g_new0(struct porter_eval_judged, 1);
		ji->key = g_strdup(k);
		if (ir && ir->diff) {
			ji->j = porter_judge_fix(&ji->why, ir->diff, case_text, (void *)s->c);
			ji->decisions = decisions(ir->cocci);
		} else {
			ji->j = PORTER_JUDGE_UNJUDGED;
			ji->why = g_strdup("no change of its own, nor of the issue that took "
					   "it along");
		}
		s->n_judge[ji->j]++;
		g_ptr_array_add(s->judged, ji);
	}
	g_ptr_array_sort(s->judged, cmp_judged);
}

static gint cmp_left(gconstpointer a, gconstpointer b)
{
	const struct porter_eval_left_issue *x = *(struct porter_eval_left_issue *const *)a, *y = *(struct porter_eval_left_issue *const *)b;

	return strcmp(x->key, y->key);
}

void porter_eval_score_case(struct porter_eval_score *s)
{
	const struct porter_eval_case *c = s->c;
	const struct porter_report *r = s->r;

	g_autoptr(GHashTable) seen = NULL, left = NULL;
	GHashTableIter it;
	gpointer k;

	s->ex = g_new0(struct porter_eval_expect_score, c->expected->len ? c->expected->len : 1);
	s->n_expect = c->expected->len;
	if (!r)
		return;
	/* seen: the pristine build's issues and those later rounds uncovered; fixed: seen, gone */
	seen = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	left = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	if (s->first) {
		g_hash_table_iter_init(&it, s->first);
		while (g_hash_table_iter_next(&it, &k, NULL))
			g_hash_table_add(seen, g_strdup(k));
	}
	for (guint i = 0; i < r->issues->len; i++) {
		const struct porter_issue_report *ir = r->issues->pdata[i];

		g_hash_table_add(seen, porter_issue_key(ir->kind, ir->symbol, ir->container));
	}
	for (guint i = 0; i < r->remaining->len; i++) {
		const struct porter_issue_report *ir = r->remaining->pdata[i];

		g_hash_table_add(left, porter_issue_key(ir->kind, ir->symbol, ir->container));
		/* one the loop never met (it came with the last round's fix): classified too */
		g_hash_table_add(seen, porter_issue_key(ir->kind, ir->symbol, ir->container));
	}
	s->left = g_ptr_array_new_with_free_func((GDestroyNotify)left_issue_free);
	g_hash_table_iter_init(&it, seen);
	while (g_hash_table_iter_next(&it, &k, NULL)) {
		struct porter_eval_left_issue *l;

		if (!g_hash_table_contains(left, k)) {
			s->n_fixed++;
			continue;
		}
		l = g_new0(struct porter_eval_left_issue, 1);
		l->key = g_strdup(k);
		l->why = left_why_of(find_issue(r, k));
		s->n_why[l->why]++;
		g_ptr_array_add(s->left, l);
	}
	g_ptr_array_sort(s->left, cmp_left);
	if (c->reference)
		judge_case(s, seen, left);
	for (guint i = 0; i < c->expected->len; i++) {
		const struct porter_eval_expect *e = c->expected->pdata[i];
		struct porter_eval_expect_score *es = &s->ex[i];
		g_autofree char *key = porter_issue_key(e->kind, e->symbol, e->container);

		if (e->hashes->len)
			s->n_with_examples++;
		es->reported = g_hash_table_contains(seen, key);
		es->fixed = es->reported && !g_hash_table_contains(left, key);
		{
			const struct porter_issue_report *ir = find_issue(r, key);

			es->queried = ir && !ir->fixed_by;
			/* fixed along with another issue: that one's candidates are the examples */
			if (ir && ir->fixed_by)
				ir = find_issue(r, ir->fixed_by);
			for (guint x = 0; ir && x < ir->candidates->len && !es->rank; x++) {
				const struct porter_candidate *cand = ir->candidates->pdata[x];

				if (hash_in(e->hashes, cand->hash))
					es->rank = x + 1;
			}
			es->found = es->rank > 0;
		}
		s->n_reported += es->reported;
		s->n_expect_fixed += es->fixed;
		s->n_found += es->found;
		s->n_rank1 += es->rank == 1;
	}
}

/* A case's database: the manifest's, or one indexed here when it does not exist yet. */
struct db_entry {
	char *path;		/* to use */
	double t_index;		/* seconds spent indexing it here, < 0 when it existed */
	gboolean charged;	/* its index time already counted in a case */
	char *error;		/* indexing failed */
};

static void db_entry_free(struct db_entry *d)
{
	g_free(d->path);
	g_free(d->error);
	g_free(d);
}

GHashTable *porter_eval_dbs_new(void)
{
	return g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)db_entry_free);
}

static struct db_entry *case_db(GHashTable *dbs, const struct porter_eval_manifest *m,
				const char *want, const char *scratch)
{
	struct db_entry *d = g_hash_table_lookup(dbs, want);
	struct pq_index_options io = { .progress = prog_enabled() };
	struct pq_index_result res = { 0 };
	g_autoptr(GError) err = NULL;
	struct pq_db *db = NULL;
	double t0;

	if (d)
		return d;
	d = g_new0(struct db_entry, 1);
	d->t_index = -1;
	g_hash_table_insert(dbs, g_strdup(want), d);
	if (g_file_test(want, G_FILE_TEST_EXISTS) || !m->minikernel) {
		d->path = g_strdup(want);
		return d;
	}
	/* never write next to the user's files: index into the scratch dir */
	d->path = g_strdup_printf("%s/index-%u.db", scratch, g_hash_table_size(dbs));
	porter_progress("indexing %s into %s", m->minikernel, d->path);
	t0 = g_get_monotonic_time() / 1e6;
	if (pq_db_open(&db, d->path, TRUE, &err) ||
	    pq_index_repo(&res, db, m->minikernel, &io, &err))
		d->error = g_strdup_printf("cannot index %s for %s: %s", m->minikernel, want,
					   err->message);
	d->t_index = g_get_monotonic_time() / 1e6 - t0;
	if (db)
		pq_db_close(db);
	return d;
}

/*
 * Whether the port's error @err is its load test's, which could not run (no image, no .ko):
 * the port itself is done and its report kept, so the case is scored all the same and the
 * report's load_test names the reason.
 */
static gboolean load_test_failed(const struct porter_report *r, const GError *err)
{
	return r && r->load_test && r->load_test->error && err &&
	       !strcmp(r->load_test->error, err->message);
}

void porter_eval_run_case(struct porter_eval_score *s, const struct porter_eval_manifest *m,
			  const char *db_opt, const char *out_dir, GHashTable *dbs,
			  const char *scratch, const struct porter_load_test_options *load_test)
{
	const struct porter_eval_case *c = s->c;
	struct porter_port_options o = PORTER_PORT_OPTIONS_INIT;
	g_autofree char *mk_db = NULL, *case_out = NULL;
	g_autoptr(GError) err = NULL;
	const char *want;
	struct db_entry *d;

	s->t_index = -1;
	if (c->db) {
		want = c->db;
	} else if (db_opt) {
		want = db_opt;
	} else if (m->minikernel) {
		g_autofree char *mdir = g_path_get_dirname(m->minikernel);

		mk_db = g_build_filename(mdir, "minikernel.db", NULL);
		want = mk_db;
	} else {
		s->error = g_strdup_printf("%s: case %s: no \"db\", no --db and no \"minikernel\"",
					   m->path, c->name);
		s->exit_code = PORTER_EXIT_USAGE;
		return;
	}
	d = case_db(dbs, m, want, scratch);
	if (d->error) {
		s->error = g_strdup(d->error);
		s->exit_code = PORTER_EXIT_INTERNAL;
		return;
	}
	if (!d->charged && d->t_index >= 0) {
		s->t_index = d->t_index;
		d->charged = TRUE;
	}
	if (out_dir)
		case_out = g_build_filename(out_dir, c->name, NULL);
	o.driver = c->driver;
	o.kernel = c->kernel;
	o.db = d->path;
	o.build = c->build ? c->build : m->build;
	o.out_dir = case_out;
	o.apply = FALSE;
	o.backport = c->backport;
	o.exclude_paths = (const char *const *)c->exclude_paths;
	o.isolation = SBX_ISOLATE_AUTO;
	o.load_test = load_test;
	if (porter_port_run(&s->r, &o, &err) && !load_test_failed(s->r, err)) {
		s->error = g_strdup_printf("case %s: %s", c->name, err->message);
		s->exit_code = g_error_matches(err, PORTER_ERROR, PORTER_ERROR_INPUT) ?
			PORTER_EXIT_USAGE : PORTER_EXIT_INTERNAL;
		/* saving may fail after the port: its report is not this case's result then */
		g_clear_pointer(&s->r, porter_report_free);
		return;
	}
	first_issues(s);
	s->exit_code = s->r->exit_code;
}


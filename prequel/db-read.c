// SPDX-License-Identifier: GPL-2.0
/*
 * The read side of the index: candidate lookup (the step that must take milliseconds: one FTS5 MATCH
 * per side, intersected inside SQLite, then ordered by date), commit rows, stats and the canonical dump
 * that tests compare.
 */
#include <string.h>
#include <sys/stat.h>
#include "pq-db-int.h"

static const char *const side_table[3] = { "words_minus", "words_plus", "words_ctx" };

/* Only what words.c can have stored: an identifier or number, optionally as a field (".name"),
 * at most PQ_WORD_MAX long.  Anything else ("=", "struct spi_driver") would match nothing, so it is
 * ignored: the lookup only narrows, verification decides. */
static gboolean indexable(const char *w)
{
	gboolean field = *w == '.';
	size_t n;

	if (field)
		w++;
	n = strlen(w);
	if (!n || n > PQ_WORD_MAX || !(g_ascii_isalnum(*w) || *w == '_') || (field && g_ascii_isdigit(*w)))
		return FALSE;
	for (const char *p = w; *p; p++)
		if (!(g_ascii_isalnum(*p) || *p == '_' || (*p == '.' && g_ascii_isdigit(*w))))
			return FALSE;
	return TRUE;
}

/* FTS5 query for words: each one a quoted string (our tokenizer keeps it whole); NULL if none usable. */
static char *match_expr(const char *const *words)
{
	GString *s = g_string_new(NULL);

	for (; words && *words; words++) {
		const char *w = *words;
		gboolean arrow = w[0] == '-' && w[1] == '>';

		if (arrow)
			w += 2;
		if (!indexable(w) || (arrow && *w == '.'))
			continue;
		if (s->len)
			g_string_append_c(s, ' ');
		/* "->f" is stored as ".f" */
		g_string_append(s, arrow ? "\"." : "\"");
		for (; *w; w++) {
			if (*w == '"')
				g_string_append_c(s, '"');
			g_string_append_c(s, *w);
		}
		g_string_append_c(s, '"');
	}
	if (!s->len) {
		g_string_free(s, TRUE);
		return NULL;
	}
	return g_string_free(s, FALSE);
}

static int repo_id(gint64 *out, struct pq_db *db, const char *name, GError **error)
{
	sqlite3_stmt *st;
	int rc;

	if (pq__prepare(&st, db, "SELECT id FROM repo WHERE name = ?1", error))
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW)
		*out = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	if (rc == SQLITE_ROW)
		return 0;
	if (rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot read repos");
	g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: no repo named '%s' in the index", db->path, name);
	return -1;
}

/* repo id -> struct pq__range of the commits in range, for the selected repos where range resolves;
 * the sets are borrowed from db->range_cache */
static int range_sets(GHashTable **out, struct pq_db *db, const char *range, gint64 only, GError **error)
{
	GHashTable *sets = g_hash_table_new(g_int64_hash, g_int64_equal);
	g_autoptr(GError) first = NULL;
	sqlite3_stmt *st;
	int rc;

	*out = NULL;
	if (pq__prepare(&st, db, "SELECT id, path FROM repo WHERE ?1 = 0 OR id = ?1", error)) {
		g_hash_table_unref(sets);
		return -1;
	}
	sqlite3_bind_int64(st, 1, only);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		gint64 id = sqlite3_column_int64(st, 0);
		const char *path = (const char *)sqlite3_column_text(st, 1);
		g_autofree char *key = g_strdup_printf("%" G_GINT64_FORMAT "\n%s", id, range);
		struct pq__range *set = g_hash_table_lookup(db->range_cache, key);
		GError *e = NULL;

		if (!set) {
			guint from_git = 0;
			int bad;

			/* PREQUEL_RANGE=git: libgit2's own walk, which the graph's must equal (tests) */
			if (g_strcmp0(g_getenv("PREQUEL_RANGE"), "git"))
				bad = pq__range_oids_db(&set, &from_git, db, id, path, range, &e);
			else
				bad = pq__range_oids(&set, path, range, &e);
			if (bad) {
				if (!first)
					first = e;
				else
					g_error_free(e);
				continue;
			}
			db->range_commits += pq__range_size(set);
			db->range_from_git += from_git;
			g_hash_table_insert(db->range_cache, g_steal_pointer(&key), set);
		}
		/* keys point into the statement's lifetime-independent cache entry */
		g_hash_table_insert(sets, g_memdup2(&id, sizeof(id)), set);
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		g_hash_table_unref(sets);
		return pq__sql_error(error, db, "cannot read repos");
	}
	if (!g_hash_table_size(sets)) {
		g_hash_table_unref(sets);
		if (first) {
			g_propagate_error(error, g_steal_pointer(&first));
		} else {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: range '%s': no repository to resolve it in",
				    db->path, range);
		}
		return -1;
	}
	*out = sets;
	return 0;
}

/* Whether hash, a "commit".hash, names a commit of set (NULL: none).  The index writes the hashes as
 * git_oid_tostr() does, 40 lowercase hex digits; any other text names no commit of a range. */
static gboolean in_range(const struct pq__range *set, const unsigned char *hash)
{
	git_oid oid;

	if (!set || !hash || strlen((const char *)hash) != GIT_OID_HEXSZ ||
	    strspn((const char *)hash, "0123456789abcdef") != GIT_OID_HEXSZ ||
	    git_oid_fromstr(&oid, (const char *)hash))
		return FALSE;
	return pq__range_contains(set, &oid);
}

int pq_db_candidates(GArray **out_ids, struct pq_db *db, const char *const *minus,
		     const char *const *plus, const char *const *ctx, const char *range, const char *repo,
		     GError **error)
{
	const char *const *sides[3] = { minus, plus, ctx };
	char *exprs[3] = { NULL };
	GHashTable *sets = NULL;
	GString *sql = g_string_new("SELECT c.id, c.repo, c.hash FROM \"commit\" c");
	gint64 only = 0;
	sqlite3_stmt *st = NULL;
	GArray *ids;
	int rc, nexpr = 0, ret = -1;

	*out_ids = NULL;
	if (repo && repo_id(&only, db, repo, error))
		goto out;
	if (range && range_sets(&sets, db, range, only, error))
		goto out;
	for (int s = 0; s < 3; s++) {
		exprs[s] = match_expr(sides[s]);
		if (!exprs[s])
			continue;
		g_string_append(sql, nexpr ? " INTERSECT " : " JOIN (");
		g_string_append_printf(sql, "SELECT rowid AS id FROM %s WHERE %s MATCH ?%d", side_table[s],
				       side_table[s], s + 1);
		nexpr++;
	}
	if (nexpr)
		g_string_append(sql, ") m ON m.id = c.id");
	g_string_append(sql, " WHERE ?4 = 0 OR c.repo = ?4 ORDER BY c.author_date DESC, c.id DESC");
	if (pq__prepare(&st, db, sql->str, error))
		goto out;
	for (int s = 0; s < 3; s++)
		if (exprs[s])
			sqlite3_bind_text(st, s + 1, exprs[s], -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 4, only);
	ids = g_array_new(FALSE, FALSE, sizeof(gint64));
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		gint64 id = sqlite3_column_int64(st, 0), r = sqlite3_column_int64(st, 1);

		if (sets && !in_range(g_hash_table_lookup(sets, &r), sqlite3_column_text(st, 2)))
			continue;
		g_array_append_val(ids, id);
	}
	if (rc != SQLITE_DONE) {
		g_array_unref(ids);
		pq__sql_error(error, db, "cannot look up candidates");
		goto out;
	}
	*out_ids = ids;
	ret = 0;
out:
	sqlite3_finalize(st);
	if (sets) {
		GHashTableIter it;
		gpointer k;

		g_hash_table_iter_init(&it, sets);
		while (g_hash_table_iter_next(&it, &k, NULL))
			g_free(k);
		g_hash_table_unref(sets);
	}
	g_string_free(sql, TRUE);
	for (int s = 0; s < 3; s++)
		g_free(exprs[s]);
	return ret;
}

static char *col_dup(sqlite3_stmt *st, int i)
{
	const char *s = (const char *)sqlite3_column_text(st, i);

	return s ? g_strdup(s) : NULL;
}

/* The commit row of id from st (prepared by commit_stmt()): 0, or -1 with error set. */
static int commit_row(struct pq_commit **out, struct pq_db *db, sqlite3_stmt *st, gint64 id, GError **error)
{
	struct pq_commit *c;
	int rc;

	*out = NULL;
	sqlite3_reset(st);
	sqlite3_bind_int64(st, 1, id);
	rc = sqlite3_step(st);
	if (rc != SQLITE_ROW) {
		if (rc != SQLITE_DONE)
			return pq__sql_error(error, db, "cannot read a commit");
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: no commit with id %" G_GINT64_FORMAT,
			    db->path, id);
		return -1;
	}
	c = g_new0(struct pq_commit, 1);
	c->id = id;
	c->repo = col_dup(st, 0);
	c->repo_path = col_dup(st, 1);
	c->hash = col_dup(st, 2);
	c->author = col_dup(st, 3);
	c->subject = col_dup(st, 4);
	c->date = sqlite3_column_int64(st, 5);
	c->files = sqlite3_column_int(st, 6);
	c->added = sqlite3_column_int(st, 7);
	c->removed = sqlite3_column_int(st, 8);
	*out = c;
	return 0;
}

static int commit_stmt(sqlite3_stmt **out, struct pq_db *db, GError **error)
{
	return pq__prepare(out, db,
			   "SELECT r.name, r.path, c.hash, c.author, c.subject, c.author_date, c.files, c.added,"
			   " c.removed FROM \"commit\" c JOIN repo r ON r.id = c.repo WHERE c.id = ?1", error);
}

int pq_db_commit(struct pq_commit **out, struct pq_db *db, gint64 id, GError **error)
{
	sqlite3_stmt *st;
	int ret;

	*out = NULL;
	if (commit_stmt(&st, db, error))
		return -1;
	ret = commit_row(out, db, st, id, error);
	sqlite3_finalize(st);
	return ret;
}

int pq_db_commits(GPtrArray **out, struct pq_db *db, const gint64 *ids, guint n, GError **error)
{
	GPtrArray *a = g_ptr_array_new_full(n, (GDestroyNotify)pq_commit_free);
	sqlite3_stmt *st;

	*out = NULL;
	if (commit_stmt(&st, db, error)) {
		g_ptr_array_unref(a);
		return -1;
	}
	for (guint i = 0; i < n; i++) {
		struct pq_commit *c;

		if (commit_row(&c, db, st, ids[i], error)) {
			sqlite3_finalize(st);
			g_ptr_array_unref(a);
			return -1;
		}
		g_ptr_array_add(a, c);
	}
	sqlite3_finalize(st);
	*out = a;
	return 0;
}

void pq__file_row_free(struct pq__file_row *r)
{
	if (!r)
		return;
	g_free(r->old_path);
	g_free(r->new_path);
	if (r->lines)
		g_bytes_unref(r->lines);
	if (r->words)
		g_bytes_unref(r->words);
	g_free(r);
}

static void col_oid(git_oid *out, sqlite3_stmt *st, int col)
{
	memset(out, 0, sizeof(*out));
	if (sqlite3_column_bytes(st, col) == GIT_OID_RAWSZ)
		git_oid_fromraw(out, sqlite3_column_blob(st, col));
}

static GBytes *col_bytes(sqlite3_stmt *st, int col)
{
	if (sqlite3_column_type(st, col) == SQLITE_NULL)
		return NULL;
	return g_bytes_new(sqlite3_column_blob(st, col), sqlite3_column_bytes(st, col));
}

int pq__file_rows(GPtrArray **out, struct pq_db *db, const gint64 *ids, guint n, GError **error)
{
	GPtrArray *all = g_ptr_array_new_full(n, (GDestroyNotify)g_ptr_array_unref);
	sqlite3_stmt *st;
	int rc = SQLITE_DONE;

	*out = NULL;
	/* one statement for all: preparing one per commit was 3% of a 10k-candidate query */
	if (pq__prepare(&st, db,
			"SELECT status, old_path, new_path, added, removed, flags, old_id, new_id, lines, words"
			" FROM file_change WHERE commit_id = ?1 ORDER BY rowid", error)) {
		g_ptr_array_unref(all);
		return -1;
	}
	for (guint i = 0; i < n && rc == SQLITE_DONE; i++) {
		GPtrArray *a = g_ptr_array_new_with_free_func((GDestroyNotify)pq__file_row_free);

		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, ids[i]);
		while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			struct pq__file_row *r = g_new0(struct pq__file_row, 1);
			const char *status = (const char *)sqlite3_column_text(st, 0);

			r->status = status ? status[0] : 0;
			r->old_path = col_dup(st, 1);
			r->new_path = col_dup(st, 2);
			r->added = sqlite3_column_int(st, 3);
			r->removed = sqlite3_column_int(st, 4);
			r->flags = sqlite3_column_int(st, 5);
			col_oid(&r->old_id, st, 6);
			col_oid(&r->new_id, st, 7);
			r->lines = col_bytes(st, 8);
			r->words = col_bytes(st, 9);
			g_ptr_array_add(a, r);
		}
		g_ptr_array_add(all, a);
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		g_ptr_array_unref(all);
		return pq__sql_error(error, db, "cannot read a commit's files");
	}
	*out = all;
	return 0;
}

void pq_commit_free(struct pq_commit *c)
{
	if (!c)
		return;
	g_free(c->repo);
	g_free(c->repo_path);
	g_free(c->hash);
	g_free(c->author);
	g_free(c->subject);
	g_free(c);
}

int pq__vocab(struct pq_db *db, const char *schema, const char *kind, GError **error)
{
	for (int s = 0; s < 3; s++) {
		g_autofree char *sql = g_strdup_printf(
			"CREATE VIRTUAL TABLE IF NOT EXISTS temp.pq_%s_%s_%s USING fts5vocab(%s, %s, %s)",
			schema, side_table[s], kind, schema, side_table[s], kind);

		if (pq__exec(db, sql, error))
			return -1;
	}
	return 0;
}

static int count(guint64 *out, struct pq_db *db, const char *sql, GError **error)
{
	sqlite3_stmt *st;
	int rc;

	if (pq__prepare(&st, db, sql, error))
		return -1;
	rc = sqlite3_step(st);
	*out = rc == SQLITE_ROW ? (guint64)sqlite3_column_int64(st, 0) : 0;
	sqlite3_finalize(st);
	if (rc != SQLITE_ROW)
		return pq__sql_error(error, db, "cannot count");
	return 0;
}

/* Whether the index has table name (one a later prequel made: graph, bad_commit) */
static int has_table(gboolean *out, struct pq_db *db, const char *name, GError **error)
{
	sqlite3_stmt *st;
	int rc;

	if (pq__prepare(&st, db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1",
			error))
		return -1;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	sqlite3_finalize(st);
	*out = rc == SQLITE_ROW;
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		return pq__sql_error(error, db, "cannot read the schema");
	return 0;
}

int pq_db_stats(struct pq_db_stats *out, struct pq_db *db, GError **error)
{
	gboolean bad;
	g_autofree char *wal = g_strconcat(db->path, "-wal", NULL);
	guint64 repos;
	struct stat sb;

	memset(out, 0, sizeof(*out));
	if (pq__vocab(db, "main", "row", error) ||
	    count(&repos, db, "SELECT count(*) FROM repo", error) ||
	    count(&out->commits, db, "SELECT count(*) FROM \"commit\"", error) ||
	    count(&out->file_changes, db, "SELECT count(*) FROM file_change", error) ||
	    count(&out->missing_files, db, "SELECT count(*) FROM file_change WHERE flags & 16", error) ||
	    count(&out->words, db, "SELECT count(*) FROM (SELECT term FROM temp.pq_main_words_minus_row"
		  " UNION SELECT term FROM temp.pq_main_words_plus_row"
		  " UNION SELECT term FROM temp.pq_main_words_ctx_row)", error) ||
	    count(&out->postings, db, "SELECT (SELECT coalesce(sum(doc), 0) FROM temp.pq_main_words_minus_row)"
		  " + (SELECT coalesce(sum(doc), 0) FROM temp.pq_main_words_plus_row)"
		  " + (SELECT coalesce(sum(doc), 0) FROM temp.pq_main_words_ctx_row)", error))
		return -1;
	if (has_table(&bad, db, "bad_commit", error) ||
	    (bad && count(&out->bad_commits, db, "SELECT count(*) FROM bad_commit", error)))
		return -1;
	out->repos = repos;
	if (!stat(db->path, &sb))
		out->bytes += sb.st_size;
	if (!stat(wal, &sb))
		out->bytes += sb.st_size;
	return 0;
}

static void gstring_free(gpointer s)
{
	g_string_free(s, TRUE);
}

int pq_db_dump(char **out, struct pq_db *db, GError **error)
{
	static const char *const side_mark[3] = { "-", "+", "ctx" };
	GHashTable *words[3] = { NULL };
	sqlite3_stmt *st = NULL, *fst = NULL;
	GString *s = g_string_new(NULL);
	gboolean bad = FALSE;
	int rc, ret = -1;

	*out = NULL;
	if (pq__vocab(db, "main", "instance", error))
		goto out;
	for (int i = 0; i < 3; i++) {
		g_autofree char *sql = g_strdup_printf("SELECT doc, term FROM temp.pq_main_%s_instance"
						       " ORDER BY doc, term", side_table[i]);

		words[i] = g_hash_table_new_full(g_int64_hash, g_int64_equal, g_free,
						 gstring_free);
		if (pq__prepare(&st, db, sql, error))
			goto out;
		while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
			gint64 doc = sqlite3_column_int64(st, 0);
			GString *w = g_hash_table_lookup(words[i], &doc);

			if (!w) {
				w = g_string_new(side_mark[i]);
				g_hash_table_insert(words[i], g_memdup2(&doc, sizeof(doc)), w);
			}
			g_string_append_c(w, ' ');
			g_string_append(w, (const char *)sqlite3_column_text(st, 1));
		}
		sqlite3_finalize(st);
		st = NULL;
		if (rc != SQLITE_DONE) {
			pq__sql_error(error, db, "cannot read words");
			goto out;
		}
	}
	if (pq__prepare(&st, db, "SELECT name FROM repo ORDER BY name", error))
		goto out;
	while (sqlite3_step(st) == SQLITE_ROW)
		g_string_append_printf(s, "repo %s\n", sqlite3_column_text(st, 0));
	sqlite3_finalize(st);
	if (pq__prepare(&st, db,
			"SELECT c.id, r.name, c.hash, c.parents, c.author, c.author_date, c.subject, c.files,"
			" c.added, c.removed FROM \"commit\" c JOIN repo r ON r.id = c.repo"
			" ORDER BY r.name, c.hash", error) ||
	    pq__prepare(&fst, db,
			"SELECT status, old_path, new_path, hunks, added, removed, flags, hex(old_id),"
			" hex(new_id), hex(lines), hex(words) FROM file_change"
			" WHERE commit_id = ?1 ORDER BY coalesce(new_path, old_path), old_path, status", error))
		goto out;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		gint64 id = sqlite3_column_int64(st, 0);

		g_string_append_printf(s, "commit %s %s\n parents %s\n author %s\n date %" G_GINT64_FORMAT
				       "\n subject %s\n stat files=%d added=%d removed=%d\n",
				       sqlite3_column_text(st, 1), sqlite3_column_text(st, 2),
				       sqlite3_column_text(st, 3), sqlite3_column_text(st, 4),
				       (gint64)sqlite3_column_int64(st, 5), sqlite3_column_text(st, 6),
				       sqlite3_column_int(st, 7), sqlite3_column_int(st, 8),
				       sqlite3_column_int(st, 9));
		sqlite3_bind_int64(fst, 1, id);
		while (sqlite3_step(fst) == SQLITE_ROW) {
			const char *o = (const char *)sqlite3_column_text(fst, 1);
			const char *n = (const char *)sqlite3_column_text(fst, 2);

			g_string_append_printf(s, " file %s %s %s hunks=%d added=%d removed=%d flags=%d\n"
					       "  ids %s %s lines %s words %s\n",
					       sqlite3_column_text(fst, 0), o ? o : "-", n ? n : "-",
					       sqlite3_column_int(fst, 3), sqlite3_column_int(fst, 4),
					       sqlite3_column_int(fst, 5), sqlite3_column_int(fst, 6),
					       sqlite3_column_text(fst, 7), sqlite3_column_text(fst, 8),
					       sqlite3_column_text(fst, 9), sqlite3_column_text(fst, 10));
		}
		sqlite3_reset(fst);
		for (int i = 0; i < 3; i++) {
			GString *w = g_hash_table_lookup(words[i], &id);

			if (w)
				g_string_append_printf(s, " %s\n", w->str);
		}
	}
	if (rc != SQLITE_DONE) {
		pq__sql_error(error, db, "cannot read commits");
		goto out;
	}
	sqlite3_finalize(st);
	st = NULL;
	if (has_table(&bad, db, "bad_commit", error))
		goto out;
	if (bad && pq__prepare(&st, db, "SELECT r.name, b.hash, b.reason FROM bad_commit b"
			       " JOIN repo r ON r.id = b.repo ORDER BY r.name, b.hash", error))
		goto out;
	while (bad && (rc = sqlite3_step(st)) == SQLITE_ROW)
		g_string_append_printf(s, "skipped %s %s: %s\n", sqlite3_column_text(st, 0),
				       sqlite3_column_text(st, 1), sqlite3_column_text(st, 2));
	if (bad && rc != SQLITE_DONE) {
		pq__sql_error(error, db, "cannot read the skipped commits");
		goto out;
	}
	*out = g_string_free(s, FALSE);
	s = NULL;
	ret = 0;
out:
	sqlite3_finalize(st);
	sqlite3_finalize(fst);
	for (int i = 0; i < 3; i++)
		if (words[i])
			g_hash_table_unref(words[i]);
	if (s)
		g_string_free(s, TRUE);
	return ret;
}

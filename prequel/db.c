// SPDX-License-Identifier: GPL-2.0
/*
 * The index database: schema, the pq_words tokenizer and opening (with the checks that refuse
 * foreign or corrupt files).  The read side is db-read.c; the errors of a failed statement are
 * error.c's.
 *
 * Words live in three contentless FTS5 tables, one document per commit and side, rowid = commit id:
 * words_minus (removed lines), words_plus (added lines), words_ctx (removed + added + context lines
 * within 3 lines of a change).  detail=none: we only ask "does the document hold the word", never for
 * positions.  A tokenizer of our own ("pq_words", split on blanks, no case folding) keeps words exact:
 * FTS5's unicode61 and ascii tokenizers fold case, which would merge SPI_MODE and spi_mode.  Its
 * tokenchars are thus '_' and '.', the latter for the field words ".name".
 * Chosen by measurement (bench/words-layout.py on the words of a 100k-commit synthetic index, 220k
 * documents, 7.0M postings): FTS5 detail=none takes 13.0 MiB and builds in 1.3 s; a posting table
 * (word, side, commit) WITHOUT ROWID plus a word table takes 92.6 MiB and 10.3 s.  A 3-word lookup
 * takes 3.5 ms against 4.3 ms (0.75 against 0.81 ms for "-.suspend spi_driver").  FTS5's delta-coded
 * doclists are 7 times smaller at the same speed.
 */
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "pq-db-int.h"

/* ---- the pq_words FTS5 tokenizer: blank-separated words, exactly as written ---- */

static int tok_create(void *ctx, const char **argv, int argc, Fts5Tokenizer **out)
{
	static int dummy;

	*out = (Fts5Tokenizer *)&dummy;
	return SQLITE_OK;
}

static void tok_delete(Fts5Tokenizer *t)
{
}

static int tok_tokenize(Fts5Tokenizer *t, void *ctx, int flags, const char *text, int len,
			int (*token)(void *, int, const char *, int, int, int))
{
	int i = 0;

	while (i < len) {
		int b;

		while (i < len && (unsigned char)text[i] <= ' ')
			i++;
		b = i;
		while (i < len && (unsigned char)text[i] > ' ')
			i++;
		if (i > b) {
			int rc = token(ctx, 0, text + b, i - b, b, i);

			if (rc != SQLITE_OK)
				return rc;
		}
	}
	return SQLITE_OK;
}

static int register_tokenizer(struct pq_db *db, GError **error)
{
	static fts5_tokenizer tok = { tok_create, tok_delete, tok_tokenize };
	fts5_api *api = NULL;
	sqlite3_stmt *st;

	if (pq__prepare(&st, db, "SELECT fts5(?1)", error))
		return -1;
	sqlite3_bind_pointer(st, 1, &api, "fts5_api_ptr", NULL);
	sqlite3_step(st);
	sqlite3_finalize(st);
	if (!api || api->iVersion < 2) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "%s: SQLite has no usable FTS5", db->path);
		return -1;
	}
	if (api->xCreateTokenizer(api, "pq_words", NULL, &tok, NULL) != SQLITE_OK)
		return pq__sql_error(error, db, "cannot register the word tokenizer");
	return 0;
}

/* ---- schema ---- */

static const char schema_sql[] =
	"CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
	"INSERT INTO meta VALUES('application', 'prequel'), ('schema_version', '" PQ_SCHEMA_VERSION "');"
	"CREATE TABLE repo(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, path TEXT NOT NULL);"
	"CREATE TABLE \"commit\"(id INTEGER PRIMARY KEY, repo INTEGER NOT NULL REFERENCES repo(id),"
	" hash TEXT NOT NULL, parents TEXT NOT NULL, author TEXT NOT NULL, author_date INTEGER NOT NULL,"
	" subject TEXT NOT NULL, files INTEGER NOT NULL, added INTEGER NOT NULL, removed INTEGER NOT NULL,"
	" UNIQUE(repo, hash));"
	"CREATE INDEX commit_hash ON \"commit\"(hash);"
	"CREATE TABLE file_change(commit_id INTEGER NOT NULL REFERENCES \"commit\"(id), status TEXT NOT NULL,"
	" old_path TEXT, new_path TEXT, hunks INTEGER NOT NULL, added INTEGER NOT NULL,"
	" removed INTEGER NOT NULL, flags INTEGER NOT NULL, old_id BLOB, new_id BLOB, lines BLOB,"
	" words BLOB);"
	"CREATE INDEX file_change_commit ON file_change(commit_id);"
	"CREATE VIRTUAL TABLE words_minus USING fts5(w, content='', detail=none, tokenize='pq_words');"
	"CREATE VIRTUAL TABLE words_plus USING fts5(w, content='', detail=none, tokenize='pq_words');"
	"CREATE VIRTUAL TABLE words_ctx USING fts5(w, content='', detail=none, tokenize='pq_words');"
	PQ_GRAPH_SQL;

/* 1 when every table of the schema is there, else -1 with the first missing one named: a foreign
 * file with a look-alike meta table must be refused before the WAL switch writes to it. */
static int check_tables(struct pq_db *db, GError **error)
{
	static const char *const tables[] = { "repo", "commit", "file_change", "words_minus", "words_plus",
					      "words_ctx" };
	sqlite3_stmt *st;

	if (pq__prepare(&st, db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1", error))
		return -1;
	for (gsize i = 0; i < G_N_ELEMENTS(tables); i++) {
		int rc;

		sqlite3_bind_text(st, 1, tables[i], -1, SQLITE_STATIC);
		rc = sqlite3_step(st);
		sqlite3_reset(st);
		if (rc != SQLITE_ROW) {
			sqlite3_finalize(st);
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: not a prequel index (no %s table)",
				    db->path, tables[i]);
			return -1;
		}
	}
	sqlite3_finalize(st);
	return 1;
}

/* 1: prequel index of our version, 0: empty database, -1: error set */
static int check_meta(struct pq_db *db, GError **error)
{
	sqlite3_stmt *st;
	int rc, n;
	g_autofree char *app = NULL, *version = NULL;

	for (int attempt = 0; (rc = sqlite3_prepare_v2(db->sql, "SELECT key, value FROM meta", -1, &st,
							    NULL)) != SQLITE_OK; attempt++) {
		if (rc == SQLITE_CORRUPT)
			return pq__sql_error(error, db, "cannot read the schema");
		if (rc == SQLITE_NOTADB) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: not a prequel index (%s)", db->path,
				    sqlite3_errmsg(db->sql));
			return -1;
		}
		if (!strstr(sqlite3_errmsg(db->sql), "no such table"))
			return pq__sql_error(error, db, "cannot read the meta table");
		if (pq__prepare(&st, db, "SELECT count(*) FROM sqlite_master", error))
			return -1;
		rc = sqlite3_step(st);
		n = rc == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
		sqlite3_finalize(st);
		if (n == 0)
			return 0;
		/* tables but no meta: unless another process committed a new index's whole schema
		 * between the two statements (seen in t1100), which a second look finds */
		if (attempt > 0) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: not a prequel index (no meta table)",
				    db->path);
			return -1;
		}
	}
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *k = (const char *)sqlite3_column_text(st, 0);
		const char *v = (const char *)sqlite3_column_text(st, 1);

		if (k && v && !strcmp(k, "application"))
			g_free(app), app = g_strdup(v);
		else if (k && v && !strcmp(k, "schema_version"))
			g_free(version), version = g_strdup(v);
	}
	if (rc != SQLITE_DONE && sqlite3_errcode(db->sql) != SQLITE_NOTADB) {
		pq__sql_error(error, db, "cannot read the meta table");
		sqlite3_finalize(st);
		return -1;
	}
	sqlite3_finalize(st);
	if (rc != SQLITE_DONE) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: not a prequel index (%s)", db->path,
			    sqlite3_errmsg(db->sql));
		return -1;
	}
	if (g_strcmp0(app, "prequel")) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: not a prequel index (meta table names '%s')",
			    db->path, app ? app : "nothing");
		return -1;
	}
	if (g_strcmp0(version, PQ_SCHEMA_VERSION)) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT,
			    "%s: prequel index of schema version %s, this prequel reads version %s: rebuild it",
			    db->path, version ? version : "(none)", PQ_SCHEMA_VERSION);
		return -1;
	}
	return check_tables(db, error);
}

/* TRUE when the index cannot be written where it is: the file, or its directory (WAL's -shm and
 * -wal files live next to it).  access() says EROFS on a read-only mount, even to root. */
static gboolean read_only_location(const char *path)
{
	g_autofree char *dir = g_path_get_dirname(path);

	return access(path, W_OK) || access(dir, W_OK);
}

/* "file:" URI of path with SQLite's query parameters appended ('?', '#' and '%' escaped). */
static char *file_uri(const char *path, const char *params)
{
	g_autofree char *abs = g_canonicalize_filename(path, NULL);
	GString *s = g_string_new("file:");

	for (const char *p = abs; *p; p++) {
		if (*p == '?' || *p == '#' || *p == '%')
			g_string_append_printf(s, "%%%02X", (unsigned char)*p);
		else
			g_string_append_c(s, *p);
	}
	g_string_append_printf(s, "?%s", params);
	return g_string_free(s, FALSE);
}

/*
 * Opens an index that cannot be written (a read-only mount, a shared CI cache): mode=ro reads a
 * WAL-mode DB when its -shm can be used, immutable=1 when not (no locks, no -shm; nobody can write
 * there anyway).  Returns 1 when a reader was opened, 0 when neither could read the meta table.
 */
static int open_read_only(struct pq_db *db, const char *path, GError **error)
{
	static const char *const params[] = { "mode=ro", "mode=ro&immutable=1" };

	for (gsize i = 0; i < G_N_ELEMENTS(params); i++) {
		g_autofree char *uri = file_uri(path, params[i]);
		g_autoptr(GError) err = NULL;
		int rc;

		if (db->sql)
			sqlite3_close_v2(db->sql);
		db->sql = NULL;
		if (sqlite3_open_v2(uri, &db->sql, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX,
				    NULL) != SQLITE_OK)
			continue;
		sqlite3_busy_timeout(db->sql, 30000);
		if (register_tokenizer(db, &err))
			continue;
		rc = check_meta(db, &err);
		if (rc > 0)
			return 1;
		/* a file we could read but that is no index: that is the answer, not a fallback */
		if (err && (err->code == PQ_ERROR_DAMAGED || (err->code == PQ_ERROR_INPUT &&
			    !strstr(err->message, "unable to open")))) {
			g_propagate_error(error, g_steal_pointer(&err));
			return -1;
		}
		if (rc == 0) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: not a prequel index (no meta table)", path);
			return -1;
		}
	}
	return 0;
}

int pq_db_open(struct pq_db **out, const char *path, gboolean create, GError **error)
{
	struct pq_db *db;
	int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX;
	int rc;

	*out = NULL;
	if (!create && !g_file_test(path, G_FILE_TEST_EXISTS)) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: no such index", path);
		return -1;
	}
	if (g_file_test(path, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: not a prequel index (a directory)", path);
		return -1;
	}
	if (create)
		flags |= SQLITE_OPEN_CREATE;
	db = g_new0(struct pq_db, 1);
	db->path = g_strdup(path);
	db->range_cache = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
						(GDestroyNotify)pq__range_free);
	if (!create && read_only_location(path)) {
		rc = open_read_only(db, path, error);
		if (rc > 0) {
			db->read_only = TRUE;
			*out = db;
			return 0;
		}
		if (rc < 0)
			goto out_close;
		if (db->sql)
			sqlite3_close_v2(db->sql);
		db->sql = NULL;
		/* not readable that way either: let the normal open say why */
	}
	rc = sqlite3_open_v2(path, &db->sql, flags, NULL);
	if (rc != SQLITE_OK) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: cannot open: %s", path,
			    db->sql ? sqlite3_errmsg(db->sql) : sqlite3_errstr(rc));
		goto out_close;
	}
	/* a second indexer waits for the other's batch, which a loaded or sanitized build can hold
	 * for minutes (2000 commits); a reader meets a writer only at checkpoints */
	sqlite3_busy_timeout(db->sql, create ? 600000 : 30000);
	if (register_tokenizer(db, error))
		goto out_close;
	rc = check_meta(db, error);
	if (rc < 0)
		goto out_close;
	if (rc == 0 && !create) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: not a prequel index (no meta table)", path);
		goto out_close;
	}
	/* a writer (index, merge) checks every page before it writes one: what it would add to a
	 * damaged index is lost with it, and its first write could spread the damage */
	if (rc > 0 && create && pq__db_check(db, error))
		goto out_close;
	/* WAL: readers (queries) never block the writer (a build) nor see half a batch.  Switching a new
	 * file to WAL needs it alone, and SQLite does not wait for that: retry while another process
	 * creates the same index */
	for (int i = 0; (rc = sqlite3_exec(db->sql, "PRAGMA journal_mode=WAL", NULL, NULL, NULL)) == SQLITE_BUSY &&
	     i < 300; i++)
		g_usleep(100000);
	if (rc != SQLITE_OK) {
		pq__sql_error(error, db, "cannot switch to WAL mode");
		goto out_close;
	}
	if (pq__exec(db, "PRAGMA synchronous=NORMAL; PRAGMA foreign_keys=OFF", error))
		goto out_close;
	rc = check_meta(db, error);
	if (rc < 0)
		goto out_close;
	if (rc == 0) {
		if (pq__exec(db, "BEGIN IMMEDIATE", error))
			goto out_close;
		/* another process may have created it meanwhile */
		rc = check_meta(db, error);
		if (rc < 0 || (rc == 0 && pq__exec(db, schema_sql, error))) {
			sqlite3_exec(db->sql, "ROLLBACK", NULL, NULL, NULL);
			goto out_close;
		}
		if (pq__exec(db, "COMMIT", error))
			goto out_close;
	}
	*out = db;
	return 0;

out_close:
	pq_db_close(db);
	return -1;
}

void pq_db_close(struct pq_db *db)
{
	if (!db)
		return;
	if (db->sql)
		sqlite3_close_v2(db->sql);
	g_hash_table_unref(db->range_cache);
	g_free(db->path);
	g_free(db);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The bottom of libprequel: its error domain, the errors of a failed SQLite statement (telling a
 * damaged index from the machine's failures) or libgit2 call, and the statement helpers that
 * report through them.  Every other file may use it; it uses none of them.
 */
#include <errno.h>
#include <string.h>
#include <sys/resource.h>
#include "pq-db-int.h"

G_DEFINE_QUARK(pq-error-quark, pq_error)

int pq_error_exit_code(const GError *error)
{
	if (error && error->domain == PQ_ERROR && error->code == PQ_ERROR_INPUT)
		return 2;
	return 3;
}

/* SQLite's failures that say nothing of the file's pages: the machine's or another process's */
static gboolean environment_error(int code)
{
	switch (code) {
	case SQLITE_BUSY:
	case SQLITE_LOCKED:
	case SQLITE_NOMEM:
	case SQLITE_READONLY:
	case SQLITE_INTERRUPT:
	case SQLITE_IOERR:
	case SQLITE_FULL:
	case SQLITE_CANTOPEN:
	case SQLITE_PERM:
		return TRUE;
	}
	return FALSE;
}

/*
 * The first complaint of PRAGMA quick_check, or NULL when it finds the file sound.  It reads every
 * page (0.9 s for a 1 GB index, docs/prequel-index.md), so it runs only once a statement failed:
 * to tell a damaged index from any other failure.  Owned; one line.
 */
static char *quick_check(struct pq_db *db)
{
	sqlite3_stmt *st;
	char *bad = NULL;
	int rc;

	if (sqlite3_prepare_v2(db->sql, "PRAGMA quick_check(1)", -1, &st, NULL) != SQLITE_OK) {
		rc = sqlite3_errcode(db->sql);
		if (rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB)
			return g_strdup(sqlite3_errmsg(db->sql));
		return NULL;
	}
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && g_strcmp0((const char *)sqlite3_column_text(st, 0), "ok"))
		bad = g_strdup((const char *)sqlite3_column_text(st, 0));
	else if (rc != SQLITE_ROW && (sqlite3_errcode(db->sql) == SQLITE_CORRUPT ||
				      sqlite3_errcode(db->sql) == SQLITE_NOTADB))
		bad = g_strdup(sqlite3_errmsg(db->sql));
	sqlite3_finalize(st);
	if (bad) {
		const char *end = g_str_has_prefix(bad, "*** in database ") ?
				  strstr(bad + 4, " ***") : NULL;

		/* "*** in database main ***\nPage 15: ...": the page is the news */
		if (end)
			memmove(bad, end + 4, strlen(end + 4) + 1);
		g_strstrip(g_strdelimit(bad, "\r\n", ' '));
	}
	return bad;
}

int pq__db_check(struct pq_db *db, GError **error)
{
	g_autofree char *bad = quick_check(db);

	if (!bad)
		return 0;
	g_set_error(error, PQ_ERROR, PQ_ERROR_DAMAGED,
		    "index DB is damaged: %s: PRAGMA quick_check: %s", db->path, bad);
	return -1;
}

int pq__sql_error(GError **error, struct pq_db *db, const char *what)
{
	int code = sqlite3_errcode(db->sql);
	g_autofree char *msg = g_strdup(sqlite3_errmsg(db->sql));
	g_autofree char *check = NULL;
	struct rlimit fsize;

	/* a damaged index fails every query alike: say so, naming the DB, rather than as one
	 * query's failure; a statement that failed otherwise asks quick_check first */
	if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB || !environment_error(code))
		check = quick_check(db);
	if (code == SQLITE_CORRUPT || code == SQLITE_NOTADB || check) {
		g_set_error(error, PQ_ERROR, PQ_ERROR_DAMAGED,
			    "index DB is damaged: %s: %s: %s%s%s%s", db->path, what, msg,
			    check ? " (PRAGMA quick_check: " : "", check ? check : "",
			    check ? ")" : "");
		return -1;
	}

	/* past `ulimit -f` a write fails with EFBIG (SIGXFSZ is ignored, see main.c), which SQLite
	 * reports as a plain "disk I/O error", its errno often overwritten by the rollback after it */
	if ((code == SQLITE_IOERR || code == SQLITE_FULL) && !getrlimit(RLIMIT_FSIZE, &fsize) &&
	    fsize.rlim_cur != RLIM_INFINITY)
		g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL,
			    "%s: %s: %s (%s? the file size limit, ulimit -f, is %llu bytes)",
			    db->path, what, msg, g_strerror(EFBIG),
			    (unsigned long long)fsize.rlim_cur);
	else
		g_set_error(error, PQ_ERROR, PQ_ERROR_INTERNAL, "%s: %s: %s", db->path, what, msg);
	return -1;
}

int pq__git_error(GError **error, const char *what)
{
	const git_error *e = git_error_last();

	g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "%s: %s", what, e && e->message ? e->message : "libgit2 error");
	return -1;
}

int pq__exec(struct pq_db *db, const char *sql, GError **error)
{
	if (sqlite3_exec(db->sql, sql, NULL, NULL, NULL) != SQLITE_OK)
		return pq__sql_error(error, db, "cannot run SQL");
	return 0;
}

int pq__prepare(sqlite3_stmt **out, struct pq_db *db, const char *sql, GError **error)
{
	if (sqlite3_prepare_v2(db->sql, sql, -1, out, NULL) != SQLITE_OK)
		return pq__sql_error(error, db, "cannot prepare SQL");
	return 0;
}

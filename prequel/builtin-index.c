// SPDX-License-Identifier: GPL-2.0
/* `prequel index`, `prequel stats` and `prequel merge`: thin command-line layers over the index API. */
#include <stdio.h>
#include <string.h>
#include "prequel.h"
#include "progress.h"
#include "builtin.h"

static int fail(const char *cmd, GError *error)
{
	int code = pq_error_exit_code(error);

	fprintf(stderr, "error: %s\n", error->message);
	g_error_free(error);
	return code;
}

/* Parses options; prints usage errors itself.  Returns 0, or the exit code (0 too for --help). */
static int parse(GOptionContext *ctx, int *argc, char ***argv, gboolean *done)
{
	GError *error = NULL;

	*done = FALSE;
	if (!g_option_context_parse(ctx, argc, argv, &error)) {
		fprintf(stderr, "prequel: %s\n", error->message);
		g_error_free(error);
		*done = TRUE;
		return 2;
	}
	return 0;
}

static int parse_shard(guint *k, guint *n, const char *s)
{
	char *end;
	guint64 a, b;

	a = g_ascii_strtoull(s, &end, 10);
	if (end == s || *end != '/')
		return -1;
	s = end + 1;
	b = g_ascii_strtoull(s, &end, 10);
	if (end == s || *end || b == 0 || b > 65536 || a < 1 || a > b)
		return -1;
	*k = a;
	*n = b;
	return 0;
}

static int cmp_double(gconstpointer a, gconstpointer b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int cmd_index(int argc, char **argv)
{
	g_autofree char *db_path = NULL, *name = NULL, *shard = NULL;
	gboolean merges = FALSE, all = FALSE, quiet = FALSE, progress = FALSE;
	gint threads = 0, batch = 0, max_lines = 0;
	GOptionEntry entries[] = {
		{ "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path, "index database (created if missing)", "DB" },
		{ "repo-name", 0, 0, G_OPTION_ARG_STRING, &name, "name of the repository in the index", "NAME" },
		{ "merges", 0, 0, G_OPTION_ARG_NONE, &merges, "index merge commits too (first-parent diff)", NULL },
		{ "all", 0, 0, G_OPTION_ARG_NONE, &all, "walk everything reachable from any ref", NULL },
		{ "shard", 0, 0, G_OPTION_ARG_STRING, &shard, "index only shard K of N (by commit hash)", "K/N" },
		{ "threads", 0, 0, G_OPTION_ARG_INT, &threads, "diff workers (default: processors)", "N" },
		{ "batch", 0, 0, G_OPTION_ARG_INT, &batch, "commits per transaction (default 2000)", "N" },
		{ "max-file-lines", 0, 0, G_OPTION_ARG_INT, &max_lines, "changed lines indexed per file", "N" },
		{ "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
		  "progress lines on stderr even when it is not a terminal (CI logs)", NULL },
		{ "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, "no progress lines", NULL },
		{ NULL }
	};
	g_autoptr(GOptionContext) ctx = g_option_context_new("REPO [RANGE] - index a repository's commits");
	g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func(g_free);
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	struct pq_db *db;
	GError *error = NULL;
	enum prog_mode pmode;
	gboolean done;
	int rc;

	g_option_context_add_main_entries(ctx, entries, NULL);
	rc = parse(ctx, &argc, &argv, &done);
	if (done)
		return rc;
	if (!db_path || argc < 2 || argc > 3 || threads < 0 || batch < 0 || max_lines < 0) {
		fprintf(stderr, "usage: prequel index --db DB [--repo-name NAME] [--merges] [--all] "
			"[--shard K/N] [--progress|--quiet] REPO [RANGE]\n");
		return 2;
	}
	if (prog_mode_from_flags(&pmode, progress, quiet)) {
		fprintf(stderr, "error: index: --progress and --quiet exclude each other\n");
		return 2;
	}
	prog_init("prequel", pmode);
	if (shard && parse_shard(&opts.shard_k, &opts.shard_n, shard)) {
		fprintf(stderr, "error: --shard %s: expected K/N with 1 <= K <= N\n", shard);
		return 2;
	}
	opts.repo_name = name;
	opts.range = argc == 3 ? argv[2] : NULL;
	opts.all_refs = all;
	opts.merges = merges;
	opts.threads = threads;
	opts.batch = batch;
	opts.max_file_lines = max_lines;
	opts.progress = prog_enabled();
	opts.warnings = warnings;
	if (pq_repo_check(argv[1], &error) || pq_db_open(&db, db_path, TRUE, &error))
		return fail("index", error);
	rc = pq_index_repo(&res, db, argv[1], &opts, &error);
	pq_db_close(db);
	for (guint i = 0; i < warnings->len; i++)
		fprintf(stderr, "warning: %s\n", (const char *)warnings->pdata[i]);
	if (rc)
		return fail("index", error);
	printf("indexed %" G_GUINT64_FORMAT " commits (%" G_GUINT64_FORMAT " already known, %"
	       G_GUINT64_FORMAT " skipped) of %" G_GUINT64_FORMAT " walked in %.2f s\n",
	       res.indexed, res.known, res.skipped, res.walked, res.seconds);
	if (res.missing_files || res.missing_commits || res.filled)
		printf("missing objects: %" G_GUINT64_FORMAT " files recorded as missing, %" G_GUINT64_FORMAT
		       " commits skipped, %" G_GUINT64_FORMAT " commits filled in (a partial clone? a later"
		       " run fills them in once the objects are there)\n",
		       res.missing_files, res.missing_commits, res.filled);
	if (res.malformed || res.cut)
		printf("bad commits: %" G_GUINT64_FORMAT " skipped (libgit2 cannot parse them), %"
		       G_GUINT64_FORMAT " with a history below that cannot be read (see the"
		       " warnings)\n", res.malformed, res.cut);
	if (res.spilled)
		printf("words spilled: %" G_GUINT64_FORMAT " commits over the memory cap, merged"
		       " from %" G_GUINT64_FORMAT " sorted runs on disk\n", res.spilled,
		       res.spill_runs);
	return 0;
}

/*
 * --lookup "-removed +added context": times pq_db_candidates() (the candidate step of a query) and
 * prints the count, the first (cold) and the median of repeat runs.
 */
static int lookup(struct pq_db *db, const char *spec, const char *range, int repeat, GError **error)
{
	g_auto(GStrv) words = g_strsplit_set(spec, " ", -1);
	GPtrArray *side[3] = { g_ptr_array_new(), g_ptr_array_new(), g_ptr_array_new() };
	g_autoptr(GArray) times = g_array_new(FALSE, FALSE, sizeof(double));
	guint n = 0;
	int rc = 0;

	for (char **w = words; *w; w++) {
		if (!**w)
			continue;
		if (**w == '-' && (*w)[1] != '>')
			g_ptr_array_add(side[0], *w + 1);
		else if (**w == '+')
			g_ptr_array_add(side[1], *w + 1);
		else
			g_ptr_array_add(side[2], *w);
	}
	for (int i = 0; i < 3; i++)
		g_ptr_array_add(side[i], NULL);
	for (int i = 0; i < MAX(repeat, 1); i++) {
		gint64 t = g_get_monotonic_time();
		GArray *ids;
		double ms;

		rc = pq_db_candidates(&ids, db, (const char *const *)side[0]->pdata,
				      (const char *const *)side[1]->pdata, (const char *const *)side[2]->pdata,
				      range, NULL, error);
		if (rc)
			break;
		ms = (g_get_monotonic_time() - t) / 1000.0;
		g_array_append_val(times, ms);
		n = ids->len;
		g_array_unref(ids);
	}
	for (int i = 0; i < 3; i++)
		g_ptr_array_unref(side[i]);
	if (rc)
		return rc;
	printf("candidates: %u, first %.2f ms", n, g_array_index(times, double, 0));
	g_array_sort(times, (GCompareFunc)cmp_double);
	printf(", median %.2f ms of %u runs\n", g_array_index(times, double, times->len / 2), times->len);
	return 0;
}

int cmd_stats(int argc, char **argv)
{
	g_autofree char *db_path = NULL, *spec = NULL, *range = NULL;
	gboolean dump = FALSE;
	gint repeat = 20;
	GOptionEntry entries[] = {
		{ "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path, "index database", "DB" },
		{ "dump", 0, 0, G_OPTION_ARG_NONE, &dump, "print the whole index canonically instead", NULL },
		{ "lookup", 0, 0, G_OPTION_ARG_STRING, &spec, "time a candidate lookup: \"-removed +added context\"",
		  "WORDS" },
		{ "range", 0, 0, G_OPTION_ARG_STRING, &range, "with --lookup: only commits in A..B", "RANGE" },
		{ "repeat", 0, 0, G_OPTION_ARG_INT, &repeat, "with --lookup: runs to time (default 20)", "N" },
		{ NULL }
	};
	g_autoptr(GOptionContext) ctx = g_option_context_new("- print what an index holds");
	struct pq_db_stats st;
	struct pq_db *db;
	GError *error = NULL;
	gboolean done;
	int rc;

	g_option_context_add_main_entries(ctx, entries, NULL);
	rc = parse(ctx, &argc, &argv, &done);
	if (done)
		return rc;
	if (!db_path || argc != 1) {
		fprintf(stderr, "usage: prequel stats --db DB [--dump | --lookup WORDS [--range R]]\n");
		return 2;
	}
	if (pq_db_open(&db, db_path, FALSE, &error))
		return fail("stats", error);
	if (spec) {
		rc = lookup(db, spec, range, repeat, &error);
	} else if (dump) {
		g_autofree char *text = NULL;

		rc = pq_db_dump(&text, db, &error);
		if (!rc)
			fputs(text, stdout);
	} else {
		rc = pq_db_stats(&st, db, &error);
		if (!rc)
			printf("repos: %u\ncommits: %" G_GUINT64_FORMAT "\nfile changes: %" G_GUINT64_FORMAT
			       "\nmissing files: %" G_GUINT64_FORMAT
			       "\nbad commits: %" G_GUINT64_FORMAT
			       "\nwords: %" G_GUINT64_FORMAT "\npostings: %" G_GUINT64_FORMAT
			       "\nsize: %" G_GUINT64_FORMAT " bytes (%.1f MiB)\n",
			       st.repos, st.commits, st.file_changes, st.missing_files,
			       st.bad_commits, st.words, st.postings, st.bytes,
			       st.bytes / 1048576.0);
	}
	pq_db_close(db);
	return rc ? fail("stats", error) : 0;
}

int cmd_merge(int argc, char **argv)
{
	g_autofree char *db_path = NULL;
	GOptionEntry entries[] = {
		{ "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path, "index to merge into (created if missing)", "DB" },
		{ NULL }
	};
	g_autoptr(GOptionContext) ctx = g_option_context_new("SHARD.db... - merge indexes into one");
	struct pq_db *db;
	GError *error = NULL;
	gboolean done;
	int rc;

	g_option_context_add_main_entries(ctx, entries, NULL);
	rc = parse(ctx, &argc, &argv, &done);
	if (done)
		return rc;
	if (!db_path || argc < 2) {
		fprintf(stderr, "usage: prequel merge --db DB SHARD.db...\n");
		return 2;
	}
	if (pq_db_open(&db, db_path, TRUE, &error))
		return fail("merge", error);
	for (int i = 1; i < argc; i++) {
		guint64 added;

		if (pq_db_merge(&added, db, argv[i], &error)) {
			pq_db_close(db);
			return fail("merge", error);
		}
		printf("%s: %" G_GUINT64_FORMAT " commits added\n", argv[i], added);
	}
	pq_db_close(db);
	return 0;
}

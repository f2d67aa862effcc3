// SPDX-License-Identifier: GPL-2.0
/*
 * Tests of prequel's index on real git repositories the test makes with the git command (and with
 * bench/gen-history.py): commit counts, words by side checked against `git show`, candidate lookup,
 * incremental and kill -9 + resume equality, shards + merge, pre/post images, bad DB files.
 */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <git2.h>
#include "gitrt.h"
#include "prequel.h"

static char *tmp_root;

/* Runs argv in dir, returns stdout (owned); fails the test on a non-zero exit. */
static char *run_in(const char *dir, const char *const *argv)
{
	g_autoptr(GError) error = NULL;
	char *out = NULL, *err = NULL;
	int status;

	g_spawn_sync(dir, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err, &status, &error);
	g_assert_no_error(error);
	if (!g_spawn_check_wait_status(status, NULL))
		g_error("%s failed in %s: %s", argv[0], dir, err);
	g_free(err);
	return out;
}

#define RUN(dir, ...) g_free(run_in(dir, (const char *const[]){ __VA_ARGS__, NULL }))
#define OUT(dir, ...) run_in(dir, (const char *const[]){ __VA_ARGS__, NULL })

static void write_file(const char *dir, const char *name, const char *text, gssize len)
{
	g_autofree char *path = g_build_filename(dir, name, NULL);
	g_autofree char *parent = g_path_get_dirname(path);
	g_autoptr(GError) error = NULL;

	g_mkdir_with_parents(parent, 0755);
	g_file_set_contents(path, text, len, &error);
	g_assert_no_error(error);
}

static char *new_dir(const char *name)
{
	char *d = g_build_filename(tmp_root, name, NULL);

	g_assert_cmpint(g_mkdir_with_parents(d, 0755), ==, 0);
	return d;
}

static const char as3935_old[] =
	"#ifdef CONFIG_PM_SLEEP\n"
	"static int as3935_suspend(struct spi_device *spi, pm_message_t msg)\n"
	"{\n"
	"\tstruct iio_dev *indio_dev = spi_get_drvdata(spi);\n"
	"\tstruct as3935_state *st = iio_priv(indio_dev);\n"
	"\treturn 0;\n"
	"}\n"
	"#else\n"
	"#define as3935_suspend\tNULL\n"
	"#endif\n"
	"\n"
	"static struct spi_driver as3935_driver = {\n"
	"\t.driver = {\n"
	"\t\t.name\t= \"as3935\",\n"
	"\t\t.owner\t= THIS_MODULE,\n"
	"\t},\n"
	"\t.probe\t\t= as3935_probe,\n"
	"\t.remove\t\t= as3935_remove,\n"
	"\t.id_table\t= as3935_id,\n"
	"\t.suspend\t= as3935_suspend,\n"
	"};\n"
	"module_spi_driver(as3935_driver);\n";

static const char as3935_new[] =
	"#ifdef CONFIG_PM_SLEEP\n"
	"static int as3935_suspend(struct device *dev)\n"
	"{\n"
	"\tstruct iio_dev *indio_dev = dev_get_drvdata(dev);\n"
	"\tstruct as3935_state *st = iio_priv(indio_dev);\n"
	"\treturn 0;\n"
	"}\n"
	"static SIMPLE_DEV_PM_OPS(as3935_pm_ops, as3935_suspend, NULL);\n"
	"#define AS3935_PM_OPS (&as3935_pm_ops)\n"
	"#else\n"
	"#define AS3935_PM_OPS NULL\n"
	"#endif\n"
	"\n"
	"static struct spi_driver as3935_driver = {\n"
	"\t.driver = {\n"
	"\t\t.name\t= \"as3935\",\n"
	"\t\t.owner\t= THIS_MODULE,\n"
	"\t\t.pm\t= AS3935_PM_OPS,\n"
	"\t},\n"
	"\t.probe\t\t= as3935_probe,\n"
	"\t.remove\t\t= as3935_remove,\n"
	"\t.id_table\t= as3935_id,\n"
	"};\n"
	"module_spi_driver(as3935_driver);\n";

/* A small history exercising what real history holds: see each commit's subject. */
static char *make_repo(void)
{
	char *d = new_dir("repo");
	GString *big = g_string_new(NULL);
	static const char bin[] = "\x7f" "ELF\0\0\0binary\0stuff\n";

	RUN(d, "git", "init", "-q", "-b", "master");
	write_file(d, "drivers/iio/as3935.c", as3935_old, -1);
	write_file(d, "drivers/spi/other.c", "int x = SPI_MODE_0; /* spi_mode */\n", -1);
	RUN(d, "git", "add", ".");
	RUN(d, "git", "commit", "-q", "-m", "iio: add as3935");
	RUN(d, "git", "tag", "v1");
	write_file(d, "drivers/iio/as3935.c", as3935_new, -1);
	RUN(d, "git", "commit", "-q", "-a", "-m", "iio: as3935: Switch to PM ops");
	RUN(d, "git", "tag", "v2");
	write_file(d, "firmware/fw.bin", bin, sizeof(bin) - 1);
	write_file(d, "drivers/spi/other.c", "int x = SPI_MODE_3; /* spi_mode */\nint y = 0x1f;\n", -1);
	RUN(d, "git", "add", ".");
	RUN(d, "git", "commit", "-q", "-m", "add firmware and mode 3");
	RUN(d, "git", "commit", "-q", "--allow-empty", "-m", "empty commit");
	/* latin-1 author, subject and file content */
	write_file(d, "msg", "caf\xe9: fix r\xe9sum\xe9 handling\n", -1);
	write_file(d, "drivers/misc/latin.c", "/* Copyright J\xf6rg */\nint r\xe9sum\xe9_ok = ptr->field_x;\n", -1);
	RUN(d, "git", "add", "drivers/misc/latin.c");
	RUN(d, "git", "-c", "i18n.commitEncoding=ISO-8859-1", "commit", "-q", "-F", "msg",
	    "--author=J\xf6rg M\xfcller <j@example.de>");
	{
		g_autofree char *msg = g_build_filename(d, "msg", NULL);

		g_remove(msg);
	}
	/* a side branch and a merge */
	RUN(d, "git", "checkout", "-q", "-b", "side");
	write_file(d, "drivers/spi/side.c", "void side_fn(void) { spi_sync(dev); }\n", -1);
	RUN(d, "git", "add", ".");
	RUN(d, "git", "commit", "-q", "-m", "spi: side change");
	RUN(d, "git", "checkout", "-q", "master");
	write_file(d, "drivers/spi/main.c", "void main_fn(void) { spi_async(dev); }\n", -1);
	RUN(d, "git", "add", ".");
	RUN(d, "git", "commit", "-q", "-m", "spi: main change");
	RUN(d, "git", "merge", "-q", "--no-ff", "-m", "Merge branch 'side'", "side");
	/* a submodule (gitlink) and an exact rename */
	RUN(d, "git", "update-index", "--add", "--cacheinfo",
	    "160000,1234567890123456789012345678901234567890,vendor/sub");
	RUN(d, "git", "mv", "drivers/spi/side.c", "drivers/spi/side2.c");
	RUN(d, "git", "commit", "-q", "-m", "add submodule, rename side.c");
	/* a huge diff: 3000 added lines */
	for (int i = 0; i < 3000; i++)
		g_string_append_printf(big, "int big_%d = %d;\n", i, i);
	write_file(d, "drivers/misc/big.c", big->str, big->len);
	RUN(d, "git", "add", ".");
	RUN(d, "git", "commit", "-q", "-m", "add big table");
	/* thousands of files in one commit */
	for (int i = 0; i < 1500; i++) {
		g_autofree char *name = g_strdup_printf("many/f%04d.h", i);
		g_autofree char *text = g_strdup_printf("#define MANY_%d %d\n", i, i);

		write_file(d, name, text, -1);
	}
	RUN(d, "git", "add", ".");
	RUN(d, "git", "commit", "-q", "-m", "add many headers");
	g_string_free(big, TRUE);
	return d;
}

static char *repo_dir;

static struct pq_db *open_new(const char *name)
{
	g_autofree char *path = g_build_filename(tmp_root, name, NULL);
	g_autoptr(GError) error = NULL;
	struct pq_db *db;

	g_remove(path);
	g_assert_cmpint(pq_db_open(&db, path, TRUE, &error), ==, 0);
	g_assert_no_error(error);
	return db;
}

static void index_repo(struct pq_db *db, const char *dir, const struct pq_index_options *opts,
		       struct pq_index_result *res)
{
	g_autoptr(GError) error = NULL;

	g_assert_cmpint(pq_index_repo(res, db, dir, opts, &error), ==, 0);
	g_assert_no_error(error);
}

static char *dump(struct pq_db *db)
{
	g_autoptr(GError) error = NULL;
	char *text;

	g_assert_cmpint(pq_db_dump(&text, db, &error), ==, 0);
	g_assert_no_error(error);
	return text;
}

static guint64 count_of(const char *dir, const char *arg)
{
	g_autofree char *out = arg ? OUT(dir, "git", "rev-list", "--count", arg, "HEAD")
				   : OUT(dir, "git", "rev-list", "--count", "HEAD");

	return g_ascii_strtoull(out, NULL, 10);
}

static void test_counts(void)
{
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	struct pq_db_stats st;
	g_autoptr(GError) error = NULL;
	struct pq_db *db = open_new("counts.db");
	guint64 all = count_of(repo_dir, NULL), nomerge = count_of(repo_dir, "--no-merges");

	index_repo(db, repo_dir, &opts, &res);
	g_assert_cmpuint(res.walked, ==, all);
	g_assert_cmpuint(res.indexed, ==, nomerge);
	g_assert_cmpuint(res.skipped, ==, all - nomerge);
	g_assert_cmpint(pq_db_stats(&st, db, &error), ==, 0);
	g_assert_cmpuint(st.commits, ==, nomerge);
	g_assert_cmpuint(st.repos, ==, 1);
	g_assert_cmpuint(st.words, >, 20);
	/* second run: nothing new; then merges too: only the merge is new */
	index_repo(db, repo_dir, &opts, &res);
	g_assert_cmpuint(res.indexed, ==, 0);
	g_assert_cmpuint(res.known, ==, nomerge);
	opts.merges = TRUE;
	index_repo(db, repo_dir, &opts, &res);
	g_assert_cmpuint(res.indexed, ==, all - nomerge);
	g_assert_cmpint(pq_db_stats(&st, db, &error), ==, 0);
	g_assert_cmpuint(st.commits, ==, all);
	pq_db_close(db);
}

/* ---- words checked against `git show`, with a tokenizer written independently of words.c ---- */

static void add_words(GHashTable *set, GRegex *re, const char *line)
{
	g_autoptr(GMatchInfo) mi = NULL;

	g_regex_match(re, line, 0, &mi);
	for (; g_match_info_matches(mi); g_match_info_next(mi, NULL)) {
		g_autofree char *field = g_match_info_fetch(mi, 1);
		g_autofree char *word = g_match_info_fetch(mi, 2);

		g_hash_table_add(set, g_strdup(word));
		if (field && *field && !g_ascii_isdigit(word[0]))
			g_hash_table_add(set, g_strconcat(".", word, NULL));
	}
}

static int cmp_strp(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *joined(GHashTable *set, const char *mark)
{
	guint n;
	g_autofree gpointer *keys = g_hash_table_get_keys_as_array(set, &n);
	GString *s;

	if (!n)
		return NULL;
	qsort(keys, n, sizeof(*keys), cmp_strp);
	s = g_string_new(mark);
	for (guint i = 0; i < n; i++)
		g_string_append_printf(s, " %s", (char *)keys[i]);
	return g_string_free(s, FALSE);
}

/* " - a b\n + c\n ctx a b c\n" of one commit from git show -U3 */
static char *expected_words(const char *dir, const char *hash)
{
	g_autofree char *show = OUT(dir, "git", "-c", "core.quotePath=false", "show", "--format=",
				    "-U3", "-M100%", "--no-color", "--no-ext-diff", hash);
	g_autoptr(GRegex) re = g_regex_new("(\\.|->)?\\s*([A-Za-z_][A-Za-z0-9_]*|[0-9][A-Za-z0-9_.]*)",
					   G_REGEX_RAW, 0, NULL);
	GHashTable *sets[3];
	gboolean in_hunk = FALSE, submodule = FALSE;
	g_auto(GStrv) lines = g_strsplit(show, "\n", -1);
	GString *out = g_string_new(NULL);
	static const char *const marks[3] = { "-", "+", "ctx" };

	for (int i = 0; i < 3; i++)
		sets[i] = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	for (char **l = lines; *l; l++) {
		if (g_str_has_prefix(*l, "diff --git ")) {
			in_hunk = FALSE;
			submodule = FALSE;
		} else if (!in_hunk && (strstr(*l, " 160000") || g_str_has_prefix(*l, "Subproject"))) {
			submodule = TRUE;
		} else if (g_str_has_prefix(*l, "@@")) {
			const char *fn = strstr(*l + 2, "@@");

			in_hunk = !submodule;
			/* the function context after the second @@ counts as context */
			if (in_hunk && fn)
				add_words(sets[2], re, fn + 2);
		} else if (in_hunk && **l == '-') {
			add_words(sets[0], re, *l + 1);
			add_words(sets[2], re, *l + 1);
		} else if (in_hunk && **l == '+') {
			add_words(sets[1], re, *l + 1);
			add_words(sets[2], re, *l + 1);
		} else if (in_hunk && **l == ' ') {
			add_words(sets[2], re, *l + 1);
		}
	}
	for (int i = 0; i < 3; i++) {
		g_autofree char *j = joined(sets[i], marks[i]);

		if (j)
			g_string_append_printf(out, " %s\n", j);
		g_hash_table_unref(sets[i]);
	}
	return g_string_free(out, FALSE);
}

/* The word lines of hash's entry in a dump. */
static char *dumped_words(const char *text, const char *repo, const char *hash)
{
	g_autofree char *head = g_strdup_printf("\ncommit %s %s\n", repo, hash);
	const char *p = strstr(text, head), *end;
	GString *out = g_string_new(NULL);
	g_autofree char *entry = NULL;
	g_auto(GStrv) lines = NULL;

	g_assert_nonnull(p);
	p += strlen(head);
	end = strstr(p, "\ncommit ");
	entry = end ? g_strndup(p, end - p) : g_strdup(p);
	lines = g_strsplit(entry, "\n", -1);
	for (char **l = lines; *l; l++)
		if (g_str_has_prefix(*l, " - ") || g_str_has_prefix(*l, " + ") || g_str_has_prefix(*l, " ctx "))
			g_string_append_printf(out, "%s\n", *l);
	return g_string_free(out, FALSE);
}

static void test_words_vs_git_show(void)
{
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	struct pq_db *db = open_new("words.db");
	g_autofree char *text = NULL, *revs = NULL;
	g_auto(GStrv) hashes = NULL;
	guint checked = 0;

	index_repo(db, repo_dir, &opts, &res);
	text = dump(db);
	revs = OUT(repo_dir, "git", "rev-list", "--no-merges", "HEAD");
	hashes = g_strsplit(g_strstrip(revs), "\n", -1);
	for (char **h = hashes; *h; h++) {
		g_autofree char *want = expected_words(repo_dir, *h);
		g_autofree char *got = dumped_words(text, "repo", *h);

		g_assert_cmpstr(got, ==, want);
		checked++;
	}
	g_assert_cmpuint(checked, ==, res.indexed);
	/* and one by hand, so an agreeing but wrong pair of tokenizers still fails */
	{
		g_autofree char *v2 = OUT(repo_dir, "git", "rev-parse", "v2");
		g_autofree char *w = dumped_words(text, "repo", g_strstrip(v2));
		g_auto(GStrv) sides = g_strsplit(w, "\n", -1);

		g_assert_cmpuint(g_strv_length(sides), ==, 4);
		g_assert_cmpstr(sides[0], ==, " - .suspend NULL as3935_suspend define iio_dev indio_dev int msg"
				" pm_message_t spi spi_device spi_get_drvdata static struct suspend");
		g_assert_true(g_str_has_prefix(sides[1], " + .pm AS3935_PM_OPS NULL SIMPLE_DEV_PM_OPS"));
		g_assert_nonnull(strstr(sides[1], " dev_get_drvdata "));
		g_assert_null(strstr(sides[1], "spi_get_drvdata"));
		g_assert_nonnull(strstr(sides[2], " spi_driver "));
		g_assert_nonnull(strstr(sides[2], " iio_priv "));
	}
	pq_db_close(db);
}

static void test_words_split(void)
{
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);
	static const char line[] = "\t.suspend = as3935_suspend, st->regmap->map; x = 0x1fUL + 1.5e3; . probe";
	static const char *const want[] = { "suspend", ".suspend", "as3935_suspend", "st", "regmap",
					    ".regmap", "map", ".map", "x", "0x1fUL", "1.5e3", "probe",
					    ".probe", NULL };

	pq_words_split(w, line, strlen(line));
	g_assert_cmpuint(w->len, ==, g_strv_length((char **)want));
	for (guint i = 0; i < w->len; i++)
		g_assert_cmpstr(w->pdata[i], ==, want[i]);
}

static GArray *cands(struct pq_db *db, const char *const *minus, const char *const *plus,
		     const char *const *ctx, const char *range, const char *repo)
{
	g_autoptr(GError) error = NULL;
	GArray *ids;

	g_assert_cmpint(pq_db_candidates(&ids, db, minus, plus, ctx, range, repo, &error), ==, 0);
	g_assert_no_error(error);
	return ids;
}

static char *subject_of(struct pq_db *db, GArray *ids, guint i)
{
	g_autoptr(GError) error = NULL;
	struct pq_commit *c;
	char *s;

	g_assert_cmpuint(i, <, ids->len);
	g_assert_cmpint(pq_db_commit(&c, db, g_array_index(ids, gint64, i), &error), ==, 0);
	s = g_strdup(c->subject);
	g_assert_cmpstr(c->repo, ==, "repo");
	g_assert_cmpuint(strlen(c->hash), ==, 40);
	pq_commit_free(c);
	return s;
}

static void test_candidates(void)
{
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	g_autoptr(GError) error = NULL;
	struct pq_db *db = open_new("cands.db");
	GArray *ids;
	char *s;

	index_repo(db, repo_dir, &opts, &res);
	/* the as3935 query: - .suspend in a struct spi_driver */
	ids = cands(db, (const char *const[]){ ".suspend", NULL }, NULL,
		    (const char *const[]){ "spi_driver", NULL }, NULL, NULL);
	g_assert_cmpuint(ids->len, ==, 1);
	s = subject_of(db, ids, 0);
	g_assert_cmpstr(s, ==, "iio: as3935: Switch to PM ops");
	g_free(s);
	g_array_unref(ids);
	/* "->pm" is the field word ".pm"; a plain word also matches fields */
	ids = cands(db, NULL, (const char *const[]){ "->pm", "AS3935_PM_OPS", NULL }, NULL, NULL, NULL);
	g_assert_cmpuint(ids->len, ==, 1);
	g_array_unref(ids);
	ids = cands(db, (const char *const[]){ "suspend", NULL }, NULL, NULL, NULL, NULL);
	g_assert_cmpuint(ids->len, ==, 1);
	g_array_unref(ids);
	/* as3935_suspend was never a field; "spi_mode" only ever in a comment, SPI_MODE_0 removed once */
	ids = cands(db, NULL, NULL, (const char *const[]){ ".as3935_suspend", NULL }, NULL, NULL);
	g_assert_cmpuint(ids->len, ==, 0);
	g_array_unref(ids);
	ids = cands(db, (const char *const[]){ "SPI_MODE_0", NULL }, (const char *const[]){ "SPI_MODE_3", NULL },
		    NULL, NULL, NULL);
	g_assert_cmpuint(ids->len, ==, 1);
	s = subject_of(db, ids, 0);
	g_assert_cmpstr(s, ==, "add firmware and mode 3");
	g_free(s);
	g_array_unref(ids);
	/* non-words cannot be indexed: ignored, not "matches nothing" */
	ids = cands(db, (const char *const[]){ ".suspend", "=", "", "a b", NULL }, NULL,
		    (const char *const[]){ "{", NULL }, NULL, NULL);
	g_assert_cmpuint(ids->len, ==, 1);
	g_array_unref(ids);
	/* exact: case matters */
	ids = cands(db, (const char *const[]){ "spi_mode_0", NULL }, NULL, NULL, NULL, NULL);
	g_assert_cmpuint(ids->len, ==, 0);
	g_array_unref(ids);
	/* every commit, newest first; then a range */
	ids = cands(db, NULL, NULL, NULL, NULL, NULL);
	g_assert_cmpuint(ids->len, ==, res.indexed);
	g_array_unref(ids);
	ids = cands(db, NULL, NULL, (const char *const[]){ "as3935_driver", NULL }, NULL, NULL);
	g_assert_cmpuint(ids->len, ==, 2);
	s = subject_of(db, ids, 0);
	g_assert_cmpstr(s, ==, "iio: as3935: Switch to PM ops");
	g_free(s);
	g_array_unref(ids);
	ids = cands(db, NULL, NULL, (const char *const[]){ "as3935_driver", NULL }, "v1..v2", NULL);
	g_assert_cmpuint(ids->len, ==, 1);
	g_array_unref(ids);
	ids = cands(db, NULL, NULL, (const char *const[]){ "as3935_driver", NULL }, "v1", "repo");
	g_assert_cmpuint(ids->len, ==, 1);
	s = subject_of(db, ids, 0);
	g_assert_cmpstr(s, ==, "iio: add as3935");
	g_free(s);
	g_array_unref(ids);
	/* errors: unknown repo, bad range */
	g_assert_cmpint(pq_db_candidates(&ids, db, NULL, NULL, NULL, NULL, "nope", &error), <, 0);
	g_assert_error(error, PQ_ERROR, PQ_ERROR_INPUT);
	g_assert_nonnull(strstr(error->message, "nope"));
	g_clear_error(&error);
	g_assert_cmpint(pq_db_candidates(&ids, db, NULL, NULL, NULL, "v1..nosuchtag", NULL, &error), <, 0);
	g_assert_error(error, PQ_ERROR, PQ_ERROR_INPUT);
	g_assert_nonnull(strstr(error->message, "nosuchtag"));
	pq_db_close(db);
}

static void test_robust(void)
{
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	struct pq_db *db = open_new("robust.db");
	g_autofree char *text = NULL;

	opts.max_file_lines = 1000;
	index_repo(db, repo_dir, &opts, &res);
	text = dump(db);
	/* capped file: 3000 lines counted, flagged, only the first 1000 indexed */
	g_assert_nonnull(strstr(text, " file A - drivers/misc/big.c hunks=1 added=3000 removed=0 flags=2\n"));
	g_assert_nonnull(strstr(text, " big_999 "));
	g_assert_null(strstr(text, " big_1000 "));
	g_assert_nonnull(strstr(text, " 999 "));
	/* binary, submodule, rename, empty commit, many files */
	g_assert_nonnull(strstr(text, " file A - firmware/fw.bin hunks=0 added=0 removed=0 flags=1\n"));
	g_assert_nonnull(strstr(text, " file A - vendor/sub hunks=0 added=0 removed=0 flags=4\n"));
	g_assert_nonnull(strstr(text, " file R drivers/spi/side.c drivers/spi/side2.c hunks=0"));
	{
		const char *e = strstr(text, " subject empty commit\n stat files=0 added=0 removed=0\n");

		g_assert_nonnull(e);
		e = strchr(strstr(e, "removed=0"), '\n') + 1;
		g_assert_true(*e == 0 || g_str_has_prefix(e, "commit "));
	}
	g_assert_nonnull(strstr(text, " stat files=1500 added=1500 removed=0\n"));
	/* latin-1 made valid UTF-8 */
	g_assert_nonnull(strstr(text, " author J\xef\xbf\xbdrg M\xef\xbf\xbdller <j@example.de>\n"));
	g_assert_true(g_utf8_validate(text, -1, NULL));
	pq_db_close(db);
}

static void test_incremental(void)
{
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	struct pq_db *a = open_new("inc.db"), *b = open_new("full.db");
	g_autofree char *da = NULL, *db_ = NULL;

	opts.range = "v2";
	index_repo(a, repo_dir, &opts, &res);
	g_assert_cmpuint(res.indexed, ==, 2);
	opts.range = NULL;
	index_repo(a, repo_dir, &opts, &res);
	g_assert_cmpuint(res.known, ==, 2);
	g_assert_cmpuint(res.indexed, ==, count_of(repo_dir, "--no-merges") - 2);
	index_repo(b, repo_dir, &opts, &res);
	da = dump(a);
	db_ = dump(b);
	g_assert_cmpstr(da, ==, db_);
	pq_db_close(a);
	pq_db_close(b);
}

static char *gen_dir;

static const char *gen_repo(void)
{
	if (!gen_dir) {
		g_autofree char *script = g_build_filename(PORTER_SOURCE_DIR, "bench", "gen-history.py", NULL);

		gen_dir = g_build_filename(tmp_root, "gen", NULL);
		RUN(tmp_root, "python3", script, "--commits", "600", "--tag-every", "200", gen_dir);
	}
	return gen_dir;
}

static guint64 db_commits(struct pq_db *db)
{
	g_autoptr(GError) error = NULL;
	struct pq_db_stats st;

	g_assert_cmpint(pq_db_stats(&st, db, &error), ==, 0);
	return st.commits;
}

/* kill -9 in the middle of a batch, resume, compare with an uninterrupted build */
static void test_kill_resume(void)
{
	const char *repo = gen_repo();
	g_autofree char *path = g_build_filename(tmp_root, "killed.db", NULL);
	g_autofree char *da = NULL, *db_ = NULL;
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	struct pq_db *a, *b;
	int status;
	pid_t pid;

	g_remove(path);
	opts.batch = 50;
	pid = fork();
	g_assert_cmpint(pid, >=, 0);
	if (pid == 0) {
		GError *error = NULL;

		/* the writer raises SIGKILL after storing its 275th commit: batch 6 is half written */
		setenv("PREQUEL_TEST_KILL_AT", "275", 1);
		if (pq_db_open(&a, path, TRUE, &error) || pq_index_repo(&res, a, repo, &opts, &error))
			_exit(1);
		_exit(0);
	}
	g_assert_cmpint(waitpid(pid, &status, 0), ==, pid);
	g_assert_true(WIFSIGNALED(status));
	g_assert_cmpint(WTERMSIG(status), ==, SIGKILL);
	{
		g_autoptr(GError) error = NULL;

		g_assert_cmpint(pq_db_open(&a, path, FALSE, &error), ==, 0);
	}
	/* exactly the 5 committed batches survive, nothing of the 6th */
	g_assert_cmpuint(db_commits(a), ==, 250);
	index_repo(a, repo, &opts, &res);
	g_assert_cmpuint(res.known, ==, 250);
	b = open_new("unkilled.db");
	index_repo(b, repo, &opts, &res);
	g_assert_cmpuint(db_commits(a), ==, db_commits(b));
	da = dump(a);
	db_ = dump(b);
	g_assert_cmpstr(da, ==, db_);
	pq_db_close(a);
	pq_db_close(b);
}

/* one worker thread, and two worker processes streaming results through pipes: same index */
static void test_workers(void)
{
	const char *repo = gen_repo();
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	struct pq_db *a = open_new("w1.db"), *b = open_new("w2.db"), *c = open_new("w3.db");
	g_autofree char *da = NULL, *db_ = NULL, *dc = NULL;

	opts.threads = 1;
	index_repo(a, repo, &opts, &res);
	g_assert_cmpuint(res.indexed, ==, count_of(repo, "--no-merges"));
	opts.threads = 2;
	index_repo(b, repo, &opts, &res);
	opts.threads = 3;
	index_repo(c, repo, &opts, &res);
	da = dump(a);
	db_ = dump(b);
	dc = dump(c);
	g_assert_cmpstr(da, ==, db_);
	g_assert_cmpstr(da, ==, dc);
	pq_db_close(a);
	pq_db_close(b);
	pq_db_close(c);
}

static void test_shard_merge(void)
{
	const char *repo = gen_repo();
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	g_autoptr(GError) error = NULL;
	struct pq_db *full = open_new("sfull.db"), *merged = open_new("merged.db");
	g_autofree char *a = NULL, *b = NULL;
	guint64 total = 0, added;

	index_repo(full, repo, &opts, &res);
	for (guint k = 1; k <= 3; k++) {
		g_autofree char *name = g_strdup_printf("shard%u.db", k);
		g_autofree char *path = g_build_filename(tmp_root, name, NULL);
		struct pq_db *s = open_new(name);

		opts.shard_k = k;
		opts.shard_n = 3;
		index_repo(s, repo, &opts, &res);
		g_assert_cmpuint(res.indexed, >, 0);
		total += res.indexed;
		pq_db_close(s);
		g_assert_cmpint(pq_db_merge(&added, merged, path, &error), ==, 0);
		g_assert_no_error(error);
		g_assert_cmpuint(added, ==, res.indexed);
		/* merging again adds nothing */
		g_assert_cmpint(pq_db_merge(&added, merged, path, &error), ==, 0);
		g_assert_cmpuint(added, ==, 0);
	}
	g_assert_cmpuint(total, ==, db_commits(full));
	a = dump(full);
	b = dump(merged);
	g_assert_cmpstr(a, ==, b);
	pq_db_close(full);
	pq_db_close(merged);
}

static void test_changes(void)
{
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	g_autoptr(GError) error = NULL;
	struct pq_db *db = open_new("changes.db");
	g_autofree char *hash = OUT(repo_dir, "git", "rev-parse", "v2");
	g_autofree char *old = OUT(repo_dir, "git", "show", "v1:drivers/iio/as3935.c");
	g_autofree char *new = OUT(repo_dir, "git", "show", "v2:drivers/iio/as3935.c");
	g_auto(GStrv) old_lines = g_strsplit(old, "\n", -1);
	g_auto(GStrv) new_lines = g_strsplit(new, "\n", -1);
	struct pq_file_change *fc;
	GPtrArray *files;
	gboolean saw_suspend = FALSE;

	index_repo(db, repo_dir, &opts, &res);
	g_strstrip(hash);
	hash[10] = 0;	/* abbreviated */
	g_assert_cmpint(pq_commit_changes(&files, db, NULL, hash, &error), ==, 0);
	g_assert_no_error(error);
	g_assert_cmpuint(files->len, ==, 1);
	fc = files->pdata[0];
	g_assert_cmpstr(fc->old_path, ==, "drivers/iio/as3935.c");
	g_assert_cmpstr(fc->old_text, ==, old);
	g_assert_cmpstr(fc->new_text, ==, new);
	g_assert_cmpuint(fc->removed_lines->len, ==, 4);
	g_assert_cmpuint(fc->added_lines->len, ==, 6);
	for (guint i = 0; i < fc->removed_lines->len; i++) {
		int l = g_array_index(fc->removed_lines, int, i);

		g_assert_cmpint(l, >=, 1);
		saw_suspend |= strstr(old_lines[l - 1], ".suspend\t= as3935_suspend") != NULL;
	}
	g_assert_true(saw_suspend);
	g_assert_nonnull(strstr(new_lines[g_array_index(fc->added_lines, int, 0) - 1], "struct device *dev"));
	g_ptr_array_unref(files);
	/* the root commit: no pre-image */
	g_free(hash);
	hash = OUT(repo_dir, "git", "rev-parse", "v1");
	g_strstrip(hash);
	g_assert_cmpint(pq_commit_changes(&files, db, "repo", hash, &error), ==, 0);
	g_assert_cmpuint(files->len, ==, 2);
	fc = files->pdata[0];
	g_assert_null(fc->old_text);
	g_assert_null(fc->old_path);
	g_assert_cmpstr(fc->new_text, ==, as3935_old);
	g_ptr_array_unref(files);
	g_assert_cmpint(pq_commit_changes(&files, db, NULL, "0000000", &error), <, 0);
	g_assert_error(error, PQ_ERROR, PQ_ERROR_INPUT);
	pq_db_close(db);
}

static void expect_open_error(const char *path, const char *msg)
{
	g_autoptr(GError) error = NULL;
	struct pq_db *db;

	g_assert_cmpint(pq_db_open(&db, path, FALSE, &error), <, 0);
	g_assert_null(db);
	g_assert_error(error, PQ_ERROR, PQ_ERROR_INPUT);
	g_assert_true(g_str_has_prefix(error->message, path));
	if (!strstr(error->message, msg))
		g_error("'%s' lacks '%s'", error->message, msg);
}

static void test_bad_db(void)
{
	g_autofree char *text = g_build_filename(tmp_root, "text.db", NULL);
	g_autofree char *other = g_build_filename(tmp_root, "other.db", NULL);
	g_autofree char *missing = g_build_filename(tmp_root, "missing.db", NULL);
	g_autofree char *cut = g_build_filename(tmp_root, "cut.db", NULL);
	g_autoptr(GError) error = NULL;
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	g_autofree char *data = NULL;
	gsize len;
	struct pq_db *db;

	write_file(tmp_root, "text.db", "hello, not a database\n", -1);
	expect_open_error(text, "not a prequel index");
	g_remove(other);
	RUN(tmp_root, "sqlite3", other, "CREATE TABLE t(x); INSERT INTO t VALUES(1);");
	expect_open_error(other, "not a prequel index (no meta table)");
	expect_open_error(missing, "no such index");
	RUN(tmp_root, "sqlite3", other, "CREATE TABLE meta(key, value); INSERT INTO meta VALUES('application', 'x')");
	expect_open_error(other, "not a prequel index");
	/* a real index cut in half */
	db = open_new("whole.db");
	index_repo(db, repo_dir, &opts, &res);
	pq_db_close(db);
	{
		g_autofree char *whole = g_build_filename(tmp_root, "whole.db", NULL);

		g_assert_true(g_file_get_contents(whole, &data, &len, NULL));
		g_assert_cmpuint(len, >, 8192);
		write_file(tmp_root, "cut.db", data, len / 2);
	}
	/* a damaged index, not a foreign file: exit 3, "index DB is damaged: DB: ..." */
	if (pq_db_open(&db, cut, FALSE, &error) == 0) {
		char *d = NULL;

		g_assert_cmpint(pq_db_dump(&d, db, &error), <, 0);
		pq_db_close(db);
	}
	g_assert_error(error, PQ_ERROR, PQ_ERROR_DAMAGED);
	g_assert_cmpint(pq_error_exit_code(error), ==, 3);
	g_assert_true(g_str_has_prefix(error->message, "index DB is damaged: "));
	g_assert_true(g_str_has_prefix(error->message + strlen("index DB is damaged: "), cut));
	g_clear_error(&error);
	/* not a repository; bad range */
	db = open_new("bad.db");
	g_assert_cmpint(pq_index_repo(&res, db, tmp_root, &opts, &error), <, 0);
	g_assert_error(error, PQ_ERROR, PQ_ERROR_INPUT);
	g_assert_true(g_str_has_prefix(error->message, tmp_root));
	g_clear_error(&error);
	opts.range = "v1..v9";
	g_assert_cmpint(pq_index_repo(&res, db, repo_dir, &opts, &error), <, 0);
	g_assert_error(error, PQ_ERROR, PQ_ERROR_INPUT);
	g_assert_nonnull(strstr(error->message, "v9"));
	pq_db_close(db);
}

/* The corpus minikernel, when the corpus is built: every non-merge commit indexed, as3935 found. */
static void test_minikernel(void)
{
	g_autofree char *mk = g_build_filename(PORTER_CORPUS_DIR, "minikernel", NULL);
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	struct pq_db *db;
	GArray *ids;

	if (!g_file_test(mk, G_FILE_TEST_IS_DIR)) {
		g_test_skip("no corpus minikernel (build the corpus first)");
		return;
	}
	db = open_new("minikernel.db");
	opts.all_refs = TRUE;
	opts.repo_name = "minikernel";
	index_repo(db, mk, &opts, &res);
	/* words by side of every 25th commit, and of the as3935 example, against git show */
	{
		g_autofree char *text = dump(db);
		g_autofree char *revs = OUT(mk, "git", "rev-list", "--no-merges", "--all");
		g_autofree char *as3935 = OUT(mk, "git", "log", "--all", "--format=%H",
					      "--grep=^Corpus-Id: spi-pm-ops-as3935$");
		g_auto(GStrv) hashes = g_strsplit(g_strstrip(revs), "\n", -1);
		guint checked = 0;

		g_strstrip(as3935);
		for (guint i = 0; hashes[i]; i++) {
			g_autofree char *want = NULL, *got = NULL;

			if (i % 25 && strcmp(hashes[i], as3935))
				continue;
			want = expected_words(mk, hashes[i]);
			got = dumped_words(text, "minikernel", hashes[i]);
			g_assert_cmpstr(got, ==, want);
			checked++;
		}
		g_assert_cmpuint(checked, >=, 10);
	}
	{
		g_autofree char *out = OUT(mk, "git", "rev-list", "--no-merges", "--count", "--all");

		g_assert_cmpuint(res.indexed, ==, g_ascii_strtoull(out, NULL, 10));
	}
	/* the demo's query finds the right example, the as3935 commit (by its Corpus-Id trailer) */
	ids = cands(db, (const char *const[]){ ".suspend", NULL }, NULL,
		    (const char *const[]){ "spi_driver", NULL }, NULL, NULL);
	{
		g_autofree char *want = OUT(mk, "git", "log", "--all", "--format=%H",
					    "--grep=^Corpus-Id: spi-pm-ops-as3935$");
		gboolean found = FALSE;

		g_strstrip(want);
		g_assert_cmpuint(strlen(want), ==, 40);
		for (guint i = 0; i < ids->len; i++) {
			g_autoptr(GError) error = NULL;
			struct pq_commit *c;

			g_assert_cmpint(pq_db_commit(&c, db, g_array_index(ids, gint64, i), &error), ==, 0);
			found |= !strcmp(c->hash, want);
			pq_commit_free(c);
		}
		g_assert_true(found);
	}
	g_array_unref(ids);
	pq_db_close(db);
}

/* libgit2 maps pack files in windows of 1 GiB, up to 8 GiB in all, on 64-bit, and those pages are
 * the indexer's resident set: ~8 GB on a 1M-commit history (issue 21).  What `prequel index` calls
 * first (pq_repo_check, pq_db_open), before it opens the repository, must have capped them; reading
 * the settings back through libgit2 checks what libgit2 will use, not what prequel meant to set. */
static void read_windows(size_t *size, size_t *limit)
{
	g_assert_cmpint(git_libgit2_opts(GIT_OPT_GET_MWINDOW_SIZE, size), ==, 0);
	g_assert_cmpint(git_libgit2_opts(GIT_OPT_GET_MWINDOW_MAPPED_LIMIT, limit), ==, 0);
}

static void test_pack_windows(void)
{
	struct pq_index_options opts = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	g_autoptr(GError) error = NULL;
	struct pq_db *db;
	size_t size, limit;

	g_assert_cmpint(pq_repo_check(repo_dir, &error), ==, 0);
	g_assert_no_error(error);
	/* set once for the process (gitrt_init() in main), before any DB is open */
	read_windows(&size, &limit);
	g_assert_cmpuint(size, ==, (size_t)32 << 20);
	g_assert_cmpuint(limit, ==, (size_t)512 << 20);
	db = open_new("windows.db");
	index_repo(db, repo_dir, &opts, &res);
	read_windows(&size, &limit);
	g_assert_cmpuint(size, ==, (size_t)32 << 20);
	g_assert_cmpuint(limit, ==, (size_t)512 << 20);
	pq_db_close(db);
}

int main(int argc, char **argv)
{
	int rc;

	g_test_init(&argc, &argv, NULL);
	tmp_root = g_dir_make_tmp("prequel-index-XXXXXX", NULL);
	g_setenv("HOME", tmp_root, TRUE);
	g_setenv("GIT_CONFIG_NOSYSTEM", "1", TRUE);
	g_setenv("GIT_AUTHOR_NAME", "A U Thor", TRUE);
	g_setenv("GIT_AUTHOR_EMAIL", "author@example.com", TRUE);
	g_setenv("GIT_COMMITTER_NAME", "C O Mitter", TRUE);
	g_setenv("GIT_COMMITTER_EMAIL", "committer@example.com", TRUE);
	repo_dir = make_repo();
	g_test_add_func("/prequel/index/words-split", test_words_split);
	g_test_add_func("/prequel/index/counts", test_counts);
	g_test_add_func("/prequel/index/words-vs-git-show", test_words_vs_git_show);
	g_test_add_func("/prequel/index/candidates", test_candidates);
	g_test_add_func("/prequel/index/robust", test_robust);
	g_test_add_func("/prequel/index/incremental", test_incremental);
	g_test_add_func("/prequel/index/kill-resume", test_kill_resume);
	g_test_add_func("/prequel/index/workers", test_workers);
	g_test_add_func("/prequel/index/shard-merge", test_shard_merge);
	g_test_add_func("/prequel/index/changes", test_changes);
	g_test_add_func("/prequel/index/bad-db", test_bad_db);
	g_test_add_func("/prequel/index/minikernel", test_minikernel);
	g_test_add_func("/prequel/index/pack-windows", test_pack_windows);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	rc = g_test_run();
	gitrt_shutdown();
	if (rc == 0) {
		g_autofree char *q = g_shell_quote(tmp_root);
		g_autofree char *cmd = g_strdup_printf("rm -rf %s", q);

		if (system(cmd))
			rc = 1;
	}
	g_free(repo_dir);
	g_free(gen_dir);
	g_free(tmp_root);
	return rc;
}

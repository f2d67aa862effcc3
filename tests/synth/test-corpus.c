// SPDX-License-Identifier: GPL-2.0
/*
 * synth on the corpus: for every case of BUILD/corpora/cases.json and every API change it expects,
 * take each right example commit (found in the minikernel by its Corpus-Id: trailer), build the
 * driver with real gcc, reduce the log, derive the semantic patches, apply them with spatch and
 * rebuild.  Each issue must be fixed (gone, no new issue) by at least one of its right examples,
 * as the assistant tries them in order; every pair's result is printed.  The demo case must then
 * compile cleanly.
 */
#include <stdlib.h>
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "reducer.h"
#include "synth.h"
#include "synth-test.h"

static char *corpus_path(const char *name)
{
	return g_build_filename(PORTER_CORPUS_DIR, name, NULL);
}

/* Runs argv (NULL-terminated) in the C locale, returns stdout; status and stderr optional. */
static char *run(const char *const *argv, const char *cwd, int *status, char **err)
{
	char *out = NULL, *e = NULL;
	int st = -1;
	g_autoptr(GError) error = NULL;
	g_auto(GStrv) env = g_environ_setenv(g_get_environ(), "LC_ALL", "C", TRUE);

	if (!g_spawn_sync(cwd, (char **)argv, env, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &e, &st,
			  &error))
		g_error("cannot run %s: %s", argv[0], error->message);
	if (status)
		*status = g_spawn_check_wait_status(st, NULL) ? 0 : 1;
	if (err)
		*err = e;
	else
		g_free(e);
	return out;
}

static char *git(const char *repo, const char *a, const char *b, const char *c, const char *d)
{
	const char *argv[] = { "git", "-C", repo, a, b, c, d, NULL };
	int st;
	char *out = run(argv, NULL, &st, NULL);

	if (st) {
		g_free(out);
		return NULL;
	}
	return out;
}

static void copy_dir(const char *from, const char *to)
{
	g_autoptr(GDir) d = g_dir_open(from, 0, NULL);
	const char *e;

	g_assert_nonnull(d);
	g_mkdir_with_parents(to, 0755);
	while ((e = g_dir_read_name(d))) {
		g_autofree char *s = g_build_filename(from, e, NULL);
		g_autofree char *t = g_build_filename(to, e, NULL);
		g_autofree char *text = NULL;
		gsize len;

		if (g_file_test(s, G_FILE_TEST_IS_DIR)) {
			copy_dir(s, t);
			continue;
		}
		g_assert_true(g_file_get_contents(s, &text, &len, NULL));
		g_assert_true(g_file_set_contents(t, text, len, NULL));
	}
}

static char *replace(const char *s, const char *what, const char *with)
{
	g_auto(GStrv) parts = g_strsplit(s, what, -1);

	return g_strjoinv(with, parts);
}



/* Builds src with the case's command; returns the reduced issues, sets *ok and *log. */
static GPtrArray *build(const char *cmd, const char *kernel, const char *src, gboolean *ok,
			char **log)
{
	g_autofree char *c1 = replace(cmd, "{kernel}", kernel);
	g_autofree char *c2 = replace(c1, "{src}", src);
	const char *argv[] = { "sh", "-c", c2, NULL };
	g_autofree char *out = NULL;
	char *err = NULL;
	GPtrArray *issues = NULL;
	struct red_options ro = { src, kernel };
	g_autoptr(GError) error = NULL;
	guint nd = 0;
	int st;

	out = run(argv, src, &st, &err);
	*ok = st == 0;
	*log = g_strconcat(out ? out : "", err ? err : "", NULL);
	g_free(err);
	if (red_reduce_log(&issues, &nd, *log, strlen(*log), &ro, &error) < 0)
		g_error("cannot reduce the build log of %s: %s", src, error->message);
	return issues;
}

static char *issue_key(const struct red_issue *is)
{
	return g_strdup_printf("%s:%s:%s", red_kind_name(is->kind), is->symbol ? is->symbol : "",
			       is->container ? is->container : "");
}

static const struct red_issue *find_issue(GPtrArray *issues, const char *kind, const char *symbol,
					  const char *container)
{
	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *is = issues->pdata[i];

		/* a container the log does not tell (an assignment's struct) is not held against it */
		if (strcmp(red_kind_name(is->kind), kind) == 0 && g_strcmp0(is->symbol, symbol) == 0 &&
		    (!container || !is->container || g_strcmp0(is->container, container) == 0))
			return is;
	}
	return NULL;
}

struct example {
	struct syn_example ex;
	GPtrArray *files;	/* struct syn_file*, owned */
	char *hash, *subject;
};

static void syn_file_free(gpointer p)
{
	struct syn_file *f = p;

	g_free(f->old_path);
	g_free(f->new_path);
	g_free(f->old_text);
	g_free(f->new_text);
	g_free(f);
}

/* The minikernel commit with trailer "Corpus-Id: id", read with git. */
static gboolean load_example(struct example *e, const char *repo, const char *id)
{
	g_autofree char *grep = g_strdup_printf("--grep=^Corpus-Id: %s$", id);
	g_autofree char *hashes = git(repo, "log", "--all", "--format=%H", grep);
	g_autofree char *names = NULL;
	g_auto(GStrv) lines = NULL;

	memset(e, 0, sizeof(*e));
	if (!hashes || !*hashes)
		return FALSE;
	e->hash = g_strndup(hashes, 40);
	e->subject = git(repo, "log", "-1", "--format=%s", e->hash);
	g_strstrip(e->subject);
	names = git(repo, "show", "--format=", "--name-only", e->hash);
	lines = g_strsplit(names, "\n", -1);
	e->files = g_ptr_array_new_with_free_func(syn_file_free);
	for (guint i = 0; lines[i]; i++) {
		struct syn_file *f;
		g_autofree char *a = NULL, *b = NULL;

		if (!*lines[i])
			continue;
		a = g_strdup_printf("%s^:%s", e->hash, lines[i]);
		b = g_strdup_printf("%s:%s", e->hash, lines[i]);
		f = g_new0(struct syn_file, 1);
		f->old_path = g_strdup(lines[i]);
		f->new_path = g_strdup(lines[i]);
		f->old_text = git(repo, "show", a, NULL, NULL);
		f->new_text = git(repo, "show", b, NULL, NULL);
		g_ptr_array_add(e->files, f);
	}
	e->ex.repo = "minikernel";
	e->ex.hash = e->hash;
	e->ex.subject = e->subject;
	e->ex.files = e->files;
	return TRUE;
}

static void example_clear(struct example *e)
{
	g_clear_pointer(&e->files, g_ptr_array_unref);
	g_clear_pointer(&e->hash, g_free);
	g_clear_pointer(&e->subject, g_free);
}

/*
 * Tries the patches derived from example id for the issue on a fresh copy of driver; on success
 * leaves the fixed copy in work and returns TRUE.  report gets one line per patch tried.
 */
static gboolean try_example(JsonObject *cs, const char *repo, const char *id, const char *kind,
			    const char *symbol, const char *container, const char *driver,
			    const char *work, GString *report, GString *failures, const char *cmd,
			    const char *kernel, GHashTable *also_ok)
{
	g_autoptr(GPtrArray) before = NULL, patches = NULL;
	g_autoptr(GHashTable) had = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GError) err = NULL;
	g_autofree char *log = NULL;
	const struct red_issue *is;
	struct example e;
	gboolean ok, fixed = FALSE;

	if (!load_example(&e, repo, id)) {
		g_string_append_printf(failures, "%s: no commit with Corpus-Id: %s\n", symbol, id);
		return FALSE;
	}
	rm_rf(work);
	copy_dir(driver, work);
	before = build(cmd, kernel, work, &ok, &log);
	is = find_issue(before, kind, symbol, container);
	if (!is) {
		g_string_append_printf(failures, "%s %s: not among the reduced issues of the build:\n%s\n",
				       kind, symbol, log);
		example_clear(&e);
		return FALSE;
	}
	for (guint i = 0; i < before->len; i++)
		g_hash_table_add(had, issue_key(before->pdata[i]));
	/* Errors the example's own change makes in this tree are not the derivation's. */
	if (also_ok) {
		GHashTableIter it;
		gpointer k;

		g_hash_table_iter_init(&it, also_ok);
		while (g_hash_table_iter_next(&it, &k, NULL))
			g_hash_table_add(had, g_strdup(k));
	}
	if (syn_derive(&patches, &e.ex, is, work, kernel, &err) < 0) {
		g_string_append_printf(report, "  %-24s %.12s  no patch: %s\n", id, e.hash, err->message);
		g_string_append_printf(failures, "%s from %s: %s\n", symbol, id, err->message);
		example_clear(&e);
		return FALSE;
	}
	for (guint p = 0; p < patches->len && !fixed; p++) {
		const struct syn_patch *patch = patches->pdata[p];
		struct syn_result res = { 0 };
		g_autoptr(GPtrArray) after = NULL;
		g_autofree char *log2 = NULL;
		GString *news = g_string_new(NULL);
		gboolean ok2;

		rm_rf(work);
		copy_dir(driver, work);
		g_assert_cmpint(syn_apply(&res, patch, work, &err), ==, 0);
		if (!res.applied) {
			g_string_append_printf(report, "  %-24s %.12s  %s: not applied: %s\n", id, e.hash,
					       patch->name, res.why);
			g_string_append_printf(failures, "%s from %s, %s not applied: %s\n%s\n", symbol,
					       id, patch->name, res.why, patch->cocci);
			syn_result_clear(&res);
			g_string_free(news, TRUE);
			continue;
		}
		after = build(cmd, kernel, work, &ok2, &log2);
		for (guint i = 0; i < after->len; i++) {
			g_autofree char *k = issue_key(after->pdata[i]);

			if (!g_hash_table_contains(had, k))
				g_string_append_printf(news, " %s", k);
		}
		fixed = !find_issue(after, kind, symbol, container) && !news->len;
		if (fixed && g_test_verbose())
			g_printerr("=== %s fixes %s %s\n%s=== its diff\n%s", patch->name, kind, symbol,
				   patch->cocci, res.diff);
		g_string_append_printf(report, "  %-24s %.12s  %s: %s%s%s\n", id, e.hash, patch->name,
				       fixed ? "fixed" : find_issue(after, kind, symbol, container) ?
						       "issue remains" : "new errors:",
				       news->str, ok2 ? " (build clean)" : "");
		if (!fixed)
			g_string_append_printf(failures, "%s from %s, %s: %s%s\n--- patch\n%s--- diff\n%s--- build\n%s\n",
					       symbol, id, patch->name,
					       find_issue(after, kind, symbol, container) ?
						       "issue remains" : "new errors:",
					       news->str, patch->cocci, res.diff, log2);
		syn_result_clear(&res);
		g_string_free(news, TRUE);
	}
	example_clear(&e);
	return fixed;
}

static JsonObject *load_cases(JsonParser **parser)
{
	g_autofree char *path = corpus_path("cases.json");
	g_autoptr(GError) err = NULL;

	if (!g_file_test(path, G_FILE_TEST_EXISTS))
		return NULL;
	*parser = json_parser_new();
	if (!json_parser_load_from_file(*parser, path, &err))
		g_error("cannot parse %s: %s", path, err->message);
	return json_node_get_object(json_parser_get_root(*parser));
}

/* data/known-failures: "CASE KIND SYMBOL: why" lines, keyed by "CASE KIND SYMBOL". */
static GHashTable *load_known_failures(void)
{
	GHashTable *h = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autofree char *p = g_build_filename(PORTER_TEST_DATA, "known-failures", NULL);
	g_autofree char *text = NULL;
	g_auto(GStrv) lines = NULL;

	if (!g_file_get_contents(p, &text, NULL, NULL))
		return h;
	lines = g_strsplit(text, "\n", -1);
	for (guint i = 0; lines[i]; i++) {
		char *colon = strchr(lines[i], ':');

		if (lines[i][0] == '#' || !colon)
			continue;
		g_hash_table_add(h, g_strndup(lines[i], colon - lines[i]));
	}
	return h;
}

static void test_each_change(void)
{
	g_autoptr(JsonParser) parser = NULL;
	JsonObject *root = load_cases(&parser);
	g_autoptr(GString) report = g_string_new("per API change, example, patch: result\n");
	g_autoptr(GString) failures = g_string_new(NULL);
	g_autofree char *tmp = g_dir_make_tmp("synth-corpus-XXXXXX", NULL);
	g_autofree char *work = g_build_filename(tmp, "work", NULL);
	JsonArray *cases;
	guint total = 0, good = 0, issues = 0, issues_fixed = 0, known_seen = 0;
	g_autoptr(GHashTable) known_fail = load_known_failures();

	if (!root) {
		g_test_skip("no corpus: build the corpus target first");
		return;
	}
	cases = json_object_get_array_member(root, "cases");
	for (guint c = 0; c < json_array_get_length(cases); c++) {
		JsonObject *cs = json_array_get_object_element(cases, c);
		JsonArray *exp = json_object_get_array_member(cs, "expected");
		const char *repo = json_object_get_string_member(root, "minikernel");

		for (guint i = 0; i < json_array_get_length(exp); i++) {
			JsonObject *x = json_array_get_object_element(exp, i);
			JsonArray *ids = json_object_get_array_member(x, "examples");
			const char *kind = json_object_get_string_member(x, "kind");
			const char *sym = json_object_get_string_member(x, "symbol");
			const char *cont = json_object_has_member(x, "container") &&
							   !json_object_get_null_member(x, "container") ?
						   json_object_get_string_member(x, "container") :
						   NULL;

			g_string_append_printf(report, "%s: %s %s%s%s\n",
					       json_object_get_string_member(cs, "name"), kind, sym,
					       cont ? " in " : "", cont ? cont : "");
			issues++;
			{
				gboolean any = FALSE;
				g_autoptr(GString) why = g_string_new(NULL);

				/* As the assistant: the first example that fixes it ends the search
				 * (--verbose tries them all, for the table of pairs). */
				for (guint k = 0; ids && k < json_array_get_length(ids) &&
						  !(any && !g_test_verbose()); k++) {
					total++;
					if (try_example(cs, repo, json_array_get_string_element(ids, k), kind,
							sym, cont, json_object_get_string_member(cs, "driver"),
							work, report, why,
							json_object_get_string_member(cs, "build"),
							json_object_get_string_member(cs, "kernel"), NULL)) {
						good++;
						any = TRUE;
					}
				}
				g_autofree char *kk = g_strdup_printf("%s %s %s",
								      json_object_get_string_member(cs, "name"),
								      kind, sym);
				gboolean known = g_hash_table_contains(known_fail, kk);

				if (any && known)
					g_string_append_printf(failures, "%s: fixed, drop it from data/known-failures\n",
							       kk);
				else if (any)
					issues_fixed++;
				else if (known)
					known_seen++;
				else
					g_string_append_printf(failures, "%s: no right example fixed it\n%s", kk,
							       why->str);
			}
		}
	}
	g_test_message("%s", report->str);
	g_printerr("%s\n%u of %u issues fixed by one of their right examples (%u known failures); %u of %u (issue, example) pairs tried fixed it\n",
		   report->str, issues_fixed, issues, known_seen, good, total);
	if (failures->len)
		g_printerr("failures:\n%s", failures->str);
	g_assert_cmpuint(failures->len, ==, 0);
	rm_rf(tmp);
}

/* The seed's scenario: the demo driver, ported with its first examples, builds without error. */
static void test_demo(void)
{
	g_autoptr(JsonParser) parser = NULL;
	JsonObject *root = load_cases(&parser);
	g_autofree char *tmp = g_dir_make_tmp("synth-demo-XXXXXX", NULL);
	g_autofree char *work = g_build_filename(tmp, "work", NULL);
	g_autofree char *stage = g_build_filename(tmp, "stage", NULL);
	JsonArray *cases;
	JsonObject *cs = NULL;
	JsonArray *exp;
	gboolean ok;
	g_autofree char *log = NULL;
	g_autoptr(GPtrArray) issues = NULL;

	if (!root) {
		g_test_skip("no corpus: build the corpus target first");
		return;
	}
	cases = json_object_get_array_member(root, "cases");
	for (guint c = 0; c < json_array_get_length(cases); c++) {
		JsonObject *o = json_array_get_object_element(cases, c);

		if (json_object_has_member(o, "demo") && json_object_get_boolean_member(o, "demo"))
			cs = o;
	}
	g_assert_nonnull(cs);
	copy_dir(json_object_get_string_member(cs, "driver"), stage);
	exp = json_object_get_array_member(cs, "expected");
	for (guint i = 0; i < json_array_get_length(exp); i++) {
		JsonObject *x = json_array_get_object_element(exp, i);
		JsonArray *ids = json_object_get_array_member(x, "examples");
		const char *kind = json_object_get_string_member(x, "kind");
		const char *sym = json_object_get_string_member(x, "symbol");
		const char *cont = json_object_has_member(x, "container") &&
						   !json_object_get_null_member(x, "container") ?
					   json_object_get_string_member(x, "container") :
					   NULL;
		g_autoptr(GString) report = g_string_new(NULL), failures = g_string_new(NULL);
		g_autoptr(GPtrArray) now = NULL;
		g_autofree char *l = NULL;

		/* An earlier patch may have fixed this issue too (suspend and resume go together). */
		now = build(json_object_get_string_member(cs, "build"),
			    json_object_get_string_member(cs, "kernel"), stage, &ok, &l);
		if (!find_issue(now, kind, sym, cont))
			continue;
		if (!try_example(cs, json_object_get_string_member(root, "minikernel"),
				 json_array_get_string_element(ids, 0), kind, sym, cont, stage, work,
				 report, failures, json_object_get_string_member(cs, "build"),
				 json_object_get_string_member(cs, "kernel"), NULL))
			g_error("demo: %s %s not fixed:\n%s%s", kind, sym, report->str, failures->str);
		rm_rf(stage);
		copy_dir(work, stage);
	}
	issues = build(json_object_get_string_member(cs, "build"),
		       json_object_get_string_member(cs, "kernel"), stage, &ok, &log);
	if (!ok || issues->len)
		g_printerr("demo build after porting:\n%s\n", log);
	g_assert_true(ok);
	g_assert_cmpuint(issues->len, ==, 0);
	rm_rf(tmp);
}

/* Writes the pre (or post) image of the first .c file commit hash changed into dir. */
static char *image_to_dir(const char *repo, const char *hash, gboolean post, const char *dir)
{
	g_autofree char *names = git(repo, "show", "--format=", "--name-only", hash);
	g_auto(GStrv) lines = g_strsplit(names ? names : "", "\n", -1);

	rm_rf(dir);
	g_mkdir_with_parents(dir, 0755);
	for (guint i = 0; lines[i]; i++) {
		g_autofree char *rev = NULL, *text = NULL, *base = NULL, *dst = NULL;

		if (!g_str_has_suffix(lines[i], ".c"))
			continue;
		rev = g_strdup_printf("%s%s:%s", hash, post ? "" : "^", lines[i]);
		text = git(repo, "show", rev, NULL, NULL);
		if (!text)
			return NULL;
		base = g_path_get_basename(lines[i]);
		dst = g_build_filename(dir, base, NULL);
		g_assert_true(g_file_set_contents(dst, text, -1, NULL));
		return g_strdup(lines[i]);
	}
	return NULL;
}

/*
 * The minikernel's own in-tree conversions, crossed: for each API change (Corpus-Id trailers
 * "CHANGE-DRIVER"; CHANGE-header and CHANGE-remove are the API's own commits), each converted
 * driver's pre-image is built against the first tag after the change; the issues its own
 * conversion fixes are the target issues.  Every other conversion of the same change is tried as
 * the example.  A patch fixes an issue when the issue is gone and the only new errors are those
 * the driver's own conversion also makes in that tree.  Asserted: a driver's own conversion fixes
 * its own issues (the derivation loses nothing it needs when example and target agree) and no
 * derived patch fails to parse; the crossed results are printed as the evaluation.
 */
static void test_cross(void)
{
	g_autoptr(JsonParser) parser = NULL;
	JsonObject *root = load_cases(&parser);
	const char *repo, *cmd;
	g_autofree char *log = NULL, *tags = NULL;
	g_auto(GStrv) lines = NULL, tagv = NULL;
	g_autoptr(GHashTable) ids = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	g_autoptr(GHashTable) groups = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
							      (GDestroyNotify)g_ptr_array_unref);
	g_autoptr(GString) report = g_string_new(NULL), bad = g_string_new(NULL);
	g_autofree char *tmp = g_dir_make_tmp("synth-cross-XXXXXX", NULL);
	g_autofree char *tdir = g_build_filename(tmp, "target", NULL);
	g_autofree char *work = g_build_filename(tmp, "work", NULL);
	g_autofree char *own = g_build_filename(tmp, "own", NULL);
	g_autoptr(GList) keys = NULL;
	guint pairs = 0, fixed = 0, self = 0, self_fixed = 0;

	if (!root) {
		g_test_skip("no corpus: build the corpus target first");
		return;
	}
	repo = json_object_get_string_member(root, "minikernel");
	cmd = json_object_get_string_member(root, "build");
	log = git(repo, "log", "--format=%H %(trailers:key=Corpus-Id,valueonly,separator=)", NULL, NULL);
	lines = g_strsplit(log, "\n", -1);
	for (guint i = 0; lines[i]; i++) {
		g_auto(GStrv) f = g_strsplit(lines[i], " ", 2);
		char *dash;

		if (!f[0] || !f[1] || !*f[1])
			continue;
		g_hash_table_insert(ids, g_strdup(f[1]), g_strdup(f[0]));
		dash = strrchr(f[1], '-');
		if (!dash || !strcmp(dash, "-header") || !strcmp(dash, "-remove"))
			continue;
		{
			g_autofree char *g = g_strndup(f[1], dash - f[1]);
			GPtrArray *m = g_hash_table_lookup(groups, g);

			if (!m) {
				m = g_ptr_array_new_with_free_func(g_free);
				g_hash_table_insert(groups, g_strdup(g), m);
			}
			g_ptr_array_add(m, g_strdup(f[1]));
		}
	}
	tags = git(repo, "tag", "--sort=creatordate", NULL, NULL);
	tagv = g_strsplit(tags, "\n", -1);
	keys = g_list_sort(g_hash_table_get_keys(groups), (GCompareFunc)strcmp);
	for (GList *l = keys; l; l = l->next) {
		const char *g = l->data;
		GPtrArray *m = g_hash_table_lookup(groups, g);
		g_autofree char *kernel = NULL, *prefix = g_strdup_printf("%s-", g);
		const char *tag = NULL;
		GHashTableIter it;
		gpointer k, v;
		gint64 last = 0;
		const char *lasth = NULL;

		/* The first tag holding every commit of the change. */
		g_hash_table_iter_init(&it, ids);
		while (g_hash_table_iter_next(&it, &k, &v)) {
			g_autofree char *ct = NULL;

			if (!g_str_has_prefix(k, prefix) || strchr((char *)k + strlen(prefix), '-'))
				continue;
			ct = git(repo, "log", "-1", "--format=%ct", v);
			if (ct && g_ascii_strtoll(ct, NULL, 10) > last) {
				last = g_ascii_strtoll(ct, NULL, 10);
				lasth = v;
			}
		}
		for (guint t = 0; tagv[t] && lasth && !tag; t++) {
			const char *argv[] = { "git", "-C", repo, "merge-base", "--is-ancestor", lasth,
					       tagv[t], NULL };
			int st;
			g_autofree char *o = NULL;

			if (!*tagv[t])
				continue;
			o = run(argv, NULL, &st, NULL);
			if (st == 0)
				tag = tagv[t];
		}
		if (!tag)
			continue;
		kernel = g_build_filename(PORTER_CORPUS_DIR, "trees", tag, NULL);
		g_string_append_printf(report, "%s (against %s):\n", g, tag);
		for (guint j = 0; j < m->len; j++) {
			const char *hj = g_hash_table_lookup(ids, m->pdata[j]);
			g_autoptr(GPtrArray) before = NULL, after_own = NULL;
			g_autoptr(GHashTable) own_keys = NULL;
			g_autofree char *l1 = NULL, *l2 = NULL, *path = NULL, *path2 = NULL;
			gboolean ok;

			path = image_to_dir(repo, hj, FALSE, tdir);
			path2 = path ? image_to_dir(repo, hj, TRUE, own) : NULL;
			if (!path2)
				continue;
			before = build(cmd, kernel, tdir, &ok, &l1);
			after_own = build(cmd, kernel, own, &ok, &l2);
			own_keys = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
			for (guint y = 0; y < after_own->len; y++)
				g_hash_table_add(own_keys, issue_key(after_own->pdata[y]));
			for (guint x = 0; x < before->len; x++) {
				const struct red_issue *is = before->pdata[x];
				g_autofree char *key = issue_key(is);
				gboolean gone = TRUE;

				for (guint y = 0; y < after_own->len && gone; y++) {
					g_autofree char *k2 = issue_key(after_own->pdata[y]);

					gone = strcmp(key, k2) != 0;
				}
				if (!gone)
					continue;
				for (guint e = 0; e < m->len; e++) {
					g_autoptr(GString) rep = g_string_new(NULL), fail = g_string_new(NULL);
					g_autofree char *target = g_build_filename(tmp, "pristine", NULL);
					gboolean good;

					rm_rf(target);
					copy_dir(tdir, target);
					good = try_example(NULL, repo, m->pdata[e], red_kind_name(is->kind),
							   is->symbol, is->container, target, work, rep, fail,
							   cmd, kernel, own_keys);
					if (strstr(fail->str, "could not parse"))
						g_string_append_printf(bad, "%s <- %s: %s\n", (char *)m->pdata[j],
								       (char *)m->pdata[e], fail->str);
					g_string_append_printf(report, "  %-26s <- %-26s %s: %s\n",
							       (char *)m->pdata[j], (char *)m->pdata[e], key,
							       good ? "fixed" : "not fixed");
					if (e == j) {
						self++;
						self_fixed += good;
						if (!good)
							g_string_append_printf(bad, "%s <- itself: %s not fixed\n%s%s\n",
									       (char *)m->pdata[j], key, rep->str,
									       fail->str);
					} else {
						pairs++;
						fixed += good;
					}
				}
			}
		}
	}
	g_test_message("%s", report->str);
	g_printerr("%s\nown conversion: %u of %u issues fixed; crossed: %u of %u (issue, example) pairs fixed\n",
		   report->str, self_fixed, self, fixed, pairs);
	if (bad->len)
		g_printerr("failures:\n%s", bad->str);
	g_assert_cmpuint(bad->len, ==, 0);
	g_assert_cmpuint(self, >, 0);
	rm_rf(tmp);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/synth/corpus/each-change", test_each_change);
	g_test_add_func("/synth/corpus/demo", test_demo);
	g_test_add_func("/synth/corpus/cross", test_cross);
	return g_test_run();
}

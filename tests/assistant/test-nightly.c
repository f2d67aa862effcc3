// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of the nightly configuration (GKeyFile, errors naming file:line:col), the state
 * file's round trip and the regression rule.
 */
#include <string.h>
#include <glib/gstdio.h>

#include "gitrt.h"
#include "porter.h"

static char *write_tmp(const char *dir, const char *name, const char *text)
{
	char *path = g_build_filename(dir, name, NULL);

	g_assert_true(g_file_set_contents(path, text, -1, NULL));
	return path;
}

static void test_config(void)
{
	g_autofree char *dir = g_dir_make_tmp("porter-cfg-XXXXXX", NULL);
	g_autofree char *path = write_tmp(dir, "n.ini",
					  "# nightly\n"
					  "[nightly]\n"
					  "kernel = trees/v4.6\n"
					  "db = /abs/mk.db\n"
					  "junit = out/junit.xml\n"
					  "sandbox = none\n"
					  "\n"
					  "[driver lms501kf03]\n"
					  "driver = drivers/lms501kf03\n"
					  "top = 3\n"
					  "[driver other]\n"
					  "driver = /d/other\n"
					  "kernel = /k/v3.9\n"
					  "backport = true\n"
					  "build = make -C {kernel} M={src}\n");
	struct porter_nightly_config *c = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *exp = NULL;
	struct porter_nightly_driver *d;

	g_assert_cmpint(porter_nightly_config_load(&c, path, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(c->drivers->len, ==, 2);
	g_assert_cmpint(c->isolation, ==, 1);
	d = c->drivers->pdata[0];
	g_assert_cmpstr(d->name, ==, "lms501kf03");
	exp = g_build_filename(dir, "drivers/lms501kf03", NULL);
	g_assert_cmpstr(d->driver, ==, exp);
	g_free(exp);
	exp = g_build_filename(dir, "trees/v4.6", NULL);
	g_assert_cmpstr(d->kernel, ==, exp);
	g_assert_cmpstr(d->db, ==, "/abs/mk.db");
	g_assert_cmpuint(d->top, ==, 3);
	g_assert_cmpuint(d->max_rounds, ==, 10);
	g_assert_false(d->backport);
	g_assert_null(d->build);
	d = c->drivers->pdata[1];
	g_assert_cmpstr(d->kernel, ==, "/k/v3.9");
	g_assert_true(d->backport);
	g_assert_cmpstr(d->build, ==, "make -C {kernel} M={src}");
	g_assert_true(g_str_has_suffix(c->junit, "/out/junit.xml"));
	g_assert_true(g_str_has_suffix(c->state, "/porter-state.json"));
	porter_nightly_config_free(c);
	g_unlink(path);
	g_rmdir(dir);
}

static void expect_error(const char *text, const char *where, const char *what)
{
	g_autofree char *dir = g_dir_make_tmp("porter-cfg-XXXXXX", NULL);
	g_autofree char *path = write_tmp(dir, "bad.ini", text);
	g_autofree char *loc = g_strdup_printf("%s:%s", path, where);
	struct porter_nightly_config *c = NULL;
	g_autoptr(GError) err = NULL;

	g_assert_cmpint(porter_nightly_config_load(&c, path, &err), <, 0);
	g_assert_null(c);
	g_assert_error(err, PORTER_ERROR, PORTER_ERROR_INPUT);
	if (!strstr(err->message, loc) || !strstr(err->message, what))
		g_error("message '%s' lacks '%s' or '%s'", err->message, loc, what);
	g_unlink(path);
	g_rmdir(dir);
}

static void test_config_errors(void)
{
	expect_error("[nightly]\ndb = x\n[driver a]\ndriver = d\nkernel k\n", "5:1",
		     "expected '[group]' or 'key = value'");
	expect_error("[nightly]\n\n[driver a]\ndriver = d\n", "3:1", "needs driver, kernel and db");
	expect_error("[nightly]\ndb=x\nkernel=k\n[driver a]\ndriver = d\ntop = many\n", "6:1",
		     "top must be a positive number");
	expect_error("[nightly]\ndb=x\nkernel=k\n[drivers]\ndriver = d\n", "4:1",
		     "unknown group [drivers]");
	expect_error("[nightly]\ndb=x\nkernel=k\nsandbox = maybe\n[driver a]\ndriver=d\n", "4:1",
		     "sandbox must be auto, none or require");
	expect_error("[nightly]\ndb=x\nkernel=k\n[driver a]\ndriver=d\nbackport = perhaps\n",
		     "6:1", "backport must be true or false");
	expect_error("[nightly]\ndb=x\nkernel=k\n", "", "no [driver NAME] group");
}

/* Issue 17, M4: holes that silently dropped a driver, wrote outside OUT or ignored a typo. */
static void test_config_strict(void)
{
	expect_error("[nightly]\ndb=x\nkernel=k\n[driver a]\ndriver=d1\n[driver a]\ndriver=d2\n",
		     "6:1", "[driver a] given twice (first at line 4)");
	expect_error("[nightly]\ndb=x\nkernel=k\n[driver ../../victim]\ndriver=d\n", "4:1",
		     "driver name '../../victim' must be");
	expect_error("[nightly]\ndb=x\nkernel=k\n[driver ./x]\ndriver=d\n", "4:1",
		     "driver name './x' must be");
	expect_error("[nightly]\ndb=x\nkernel=k\n[driver a]\ndriver=d\nmax_rounds = 3\n", "6:1",
		     "unknown key 'max_rounds' in [driver a], did you mean 'max-rounds'?");
	expect_error("[nightly]\ndb=x\nkernel=k\nsandbx = require\n[driver a]\ndriver=d\n", "4:1",
		     "unknown key 'sandbx' in [nightly], did you mean 'sandbox'?");
	expect_error("[nightly]\ndb=x\nkernel=k\n[driver a]\ndriver=d\nbakport = true\n", "6:1",
		     "did you mean 'backport'?");
	expect_error("[nightly]\ndb=x\n[driver a]\ndriver=d\nkernels = /a/v6.1; /b/v6.1\n", "5:1",
		     "two kernels of [driver a] are named v6.1");
}

/* Issue 23: several kernels per driver, and the nightly-wide keys. */
static void test_config_kernels(void)
{
	g_autofree char *dir = g_dir_make_tmp("porter-cfg-XXXXXX", NULL);
	g_autofree char *path = write_tmp(dir, "n.ini",
					  "[nightly]\n"
					  "db = /abs/mk.db\n"
					  "kernels = /k/v6.1;/k/v6.12\n"
					  "report-only = true\n"
					  "notify-format = slack\n"
					  "notify-timeout = 4\n"
					  "port-timeout = 60\n"
					  "timeout = 30\n"
					  "budget = 50\n"
					  "[driver a]\n"
					  "driver = /d/a\n"
					  "[driver b]\n"
					  "driver = /d/b\n"
					  "kernel = /k/v5.4\n"
					  "port-timeout = 7\n"
					  "budget = 5\n");
	struct porter_nightly_config *c = NULL;
	g_autoptr(GError) err = NULL;
	struct porter_nightly_driver *d;

	g_assert_cmpint(porter_nightly_config_load(&c, path, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_true(c->report_only);
	g_assert_cmpstr(c->notify_format, ==, "slack");
	g_assert_cmpuint(c->notify_timeout_s, ==, 4);
	d = c->drivers->pdata[0];
	g_assert_cmpuint(d->kernels->len, ==, 2);
	g_assert_cmpstr(d->kernels->pdata[1], ==, "/k/v6.12");
	g_assert_cmpuint(d->timeout_s, ==, 60);
	/* timeout is the build's wall-time limit, as porter port --timeout */
	g_assert_cmpuint(d->limits.timeout_s, ==, 30);
	/* the whole run's budget (issue 40): [nightly]'s is the drivers' default */
	g_assert_cmpuint(d->budget_s, ==, 50);
	d = c->drivers->pdata[1];
	g_assert_cmpuint(d->kernels->len, ==, 1);
	g_assert_cmpstr(d->kernel, ==, "/k/v5.4");
	g_assert_cmpuint(d->timeout_s, ==, 7);
	g_assert_cmpuint(d->budget_s, ==, 5);
	porter_nightly_config_free(c);
	g_unlink(path);
	g_rmdir(dir);
}

/* kernel = VERSION: the installed header tree of that version (docs/cli.md), the machine's
 * plain flavour over the others and over Debian's -common half; an unknown version names it */
static void test_config_kernel_version(void)
{
	g_autofree char *dir = g_dir_make_tmp("porter-cfg-XXXXXX", NULL);
	g_autofree char *src = g_build_filename(dir, "src", NULL);
	g_autofree char *mods = g_build_filename(dir, "modules", NULL);
	const char *trees[] = { "linux-headers-6.12.9-common", "linux-headers-6.12.9-rt-amd64",
				"linux-headers-6.12.9-amd64", "linux-headers-6.1.0-57-amd64",
				"linux-headers-6.13.1-amd64" };
	g_autofree char *path = write_tmp(dir, "n.ini",
					  "[nightly]\n"
					  "db = /abs/mk.db\n"
					  "kernels = 6.1;6.12\n"
					  "[driver a]\n"
					  "driver = /d/a\n");
	g_autofree char *bad = write_tmp(dir, "bad.ini",
					 "[nightly]\n"
					 "db = /abs/mk.db\n"
					 "[driver a]\n"
					 "driver = /d/a\n"
					 "kernel = 6.2\n");
	g_autofree char *want1 = g_build_filename(src, "linux-headers-6.1.0-57-amd64", NULL);
	g_autofree char *want12 = g_build_filename(src, "linux-headers-6.12.9-amd64", NULL);
	struct porter_nightly_config *c = NULL;
	g_autoptr(GError) err = NULL;
	struct porter_nightly_driver *d;

	for (guint i = 0; i < G_N_ELEMENTS(trees); i++) {
		g_autofree char *t = g_build_filename(src, trees[i], NULL);
		g_autofree char *mk = g_build_filename(t, "Makefile", NULL);

		g_assert_cmpint(g_mkdir_with_parents(t, 0755), ==, 0);
		g_assert_true(g_file_set_contents(mk, "# kernel\n", -1, NULL));
	}
	g_assert_cmpint(g_mkdir_with_parents(mods, 0755), ==, 0);
	g_setenv("PORTER_USR_SRC", src, TRUE);
	g_setenv("PORTER_LIB_MODULES", mods, TRUE);
	g_assert_cmpint(porter_nightly_config_load(&c, path, &err), ==, 0);
	g_assert_no_error(err);
	d = c->drivers->pdata[0];
	g_assert_cmpuint(d->kernels->len, ==, 2);
	g_assert_cmpstr(d->kernels->pdata[0], ==, want1);
#if defined(__x86_64__)
	g_assert_cmpstr(d->kernels->pdata[1], ==, want12);
#endif
	porter_nightly_config_free(c);
	c = NULL;
	g_assert_cmpint(porter_nightly_config_load(&c, bad, &err), ==, -PORTER_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "bad.ini:5:1: kernel 6.2: no such directory nor "
				"installed kernel headers"));
	g_assert_nonnull(strstr(err->message, "installed: 6.1.0-57-amd64, 6.12.9-amd64, "
				"6.12.9-rt-amd64, 6.13.1-amd64"));
	g_unsetenv("PORTER_USR_SRC");
	g_unsetenv("PORTER_LIB_MODULES");
}

static void test_state(void)
{
	g_autofree char *dir = g_dir_make_tmp("porter-state-XXXXXX", NULL);
	g_autofree char *path = g_build_filename(dir, "state.json", NULL);
	g_autoptr(GHashTable) s = NULL, back = NULL;
	g_autoptr(GError) err = NULL;
	struct porter_nightly_state_entry *e;

	/* no file yet: an empty state, not an error */
	g_assert_cmpint(porter_nightly_state_load(&s, path, &err), ==, 0);
	g_assert_cmpuint(g_hash_table_size(s), ==, 0);
	e = g_new0(struct porter_nightly_state_entry, 1);
	e->clean = TRUE;
	e->fixed = 2;
	g_hash_table_insert(s, g_strdup("a"), e);
	e = g_new0(struct porter_nightly_state_entry, 1);
	e->issues_after = 3;
	e->exit_code = 1;
	g_hash_table_insert(s, g_strdup("b"), e);
	g_assert_cmpint(porter_nightly_state_save(s, path, &err), ==, 0);
	g_assert_cmpint(porter_nightly_state_load(&back, path, &err), ==, 0);
	g_assert_no_error(err);
	e = g_hash_table_lookup(back, "a");
	g_assert_nonnull(e);
	g_assert_true(e->clean);
	g_assert_cmpuint(e->fixed, ==, 2);
	e = g_hash_table_lookup(back, "b");
	g_assert_cmpuint(e->issues_after, ==, 3);
	g_assert_cmpint(e->exit_code, ==, 1);
	g_assert_true(g_file_set_contents(path, "[1, 2]", -1, NULL));
	g_clear_pointer(&back, g_hash_table_unref);
	g_assert_cmpint(porter_nightly_state_load(&back, path, &err), <, 0);
	g_assert_nonnull(strstr(err->message, path));
	g_unlink(path);
	g_rmdir(dir);
}

static void test_regressed(void)
{
	struct porter_nightly_state_entry clean = { TRUE, 0, 2, 0 };
	struct porter_nightly_state_entry two = { FALSE, 2, 0, 1 };
	struct porter_nightly_state_entry one = { FALSE, 1, 1, 1 };
	struct porter_nightly_state_entry broken = { FALSE, 0, 0, 3 };

	g_assert_false(porter_nightly_regressed(NULL, &two));
	g_assert_true(porter_nightly_regressed(&clean, &one));
	g_assert_true(porter_nightly_regressed(&one, &two));
	g_assert_false(porter_nightly_regressed(&two, &one));
	g_assert_false(porter_nightly_regressed(&one, &one));
	g_assert_false(porter_nightly_regressed(&one, &clean));
	g_assert_true(porter_nightly_regressed(&clean, &broken));
	g_assert_false(porter_nightly_regressed(&broken, &broken));
}

/* --shard K/N: what is accepted, and a one-line error naming the input for the rest. */
static void test_shard_parse(void)
{
	static const char *const bad[] = { "", "0/2", "3/2", "1/0", "2", "a/b", "1/2/3", "-1/2",
					   "1/", "/2", "1 /2", "1/99999", "1/2x" };
	guint k = 0, n = 0;

	g_assert_cmpint(porter_nightly_shard_parse(&k, &n, "2/3", NULL), ==, 0);
	g_assert_cmpuint(k, ==, 2);
	g_assert_cmpuint(n, ==, 3);
	g_assert_cmpint(porter_nightly_shard_parse(&k, &n, "1/1", NULL), ==, 0);
	for (guint i = 0; i < G_N_ELEMENTS(bad); i++) {
		g_autoptr(GError) err = NULL;

		g_assert_cmpint(porter_nightly_shard_parse(&k, &n, bad[i], &err), ==,
				-PORTER_ERROR_INPUT);
		g_assert_nonnull(strstr(err->message, bad[i]));
		g_assert_null(strchr(err->message, '\n'));
	}
}

/*
 * The shards partition the matrix (each run in exactly one of 1..N), spread it (no shard empty
 * on 200 runs) and do not move when drivers are added or the config is reordered: the shard
 * is a function of the pair's names alone.
 */
static void test_shard_split(void)
{
	static const char *const kernels[] = { "linux-headers-6.1", "linux-headers-6.12",
					       "v4.6", "v5.10" };
	guint per[5] = { 0 };
	g_autoptr(GHashTable) first = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	for (guint d = 0; d < 50; d++)
		for (guint k = 0; k < G_N_ELEMENTS(kernels); k++) {
			g_autofree char *name = g_strdup_printf("drv%u", d);
			guint s = porter_nightly_shard_of(name, kernels[k], 4);
			guint hits = 0;

			g_assert_cmpuint(s, >=, 1);
			g_assert_cmpuint(s, <=, 4);
			per[s]++;
			for (guint t = 1; t <= 4; t++)
				hits += porter_nightly_shard_of(name, kernels[k], 4) == t;
			g_assert_cmpuint(hits, ==, 1);
			g_hash_table_insert(first, g_strdup_printf("%s@%s", name, kernels[k]),
					    GUINT_TO_POINTER(s));
		}
	for (guint s = 1; s <= 4; s++)
		g_assert_cmpuint(per[s], >, 20);
	/* the same pairs, with 30 drivers more, asked in the other order */
	for (guint d = 80; d-- > 0;)
		for (guint k = 0; k < G_N_ELEMENTS(kernels); k++) {
			g_autofree char *name = g_strdup_printf("drv%u", d);
			g_autofree char *key = g_strdup_printf("%s@%s", name, kernels[k]);
			gpointer was;

			if (g_hash_table_lookup_extended(first, key, NULL, &was))
				g_assert_cmpuint(porter_nightly_shard_of(name, kernels[k], 4), ==,
						 GPOINTER_TO_UINT(was));
		}
	/* "a" on "bc" is not "ab" on "c" */
	g_assert_true(porter_nightly_shard_of("a", "bc", 1000) !=
		      porter_nightly_shard_of("ab", "c", 1000));
}

/* Shards' JUnit merged: every case once, the totals recounted, names with markup kept. */
static void test_junit_merge(void)
{
	g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func(
		(GDestroyNotify)porter_junit_case_free);
	g_autofree char *merged = NULL, *whole = NULL;

	for (guint s = 0; s < 3; s++) {
		g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func(
			(GDestroyNotify)porter_junit_case_free);

		for (guint i = 0; i < 2; i++) {
			for (guint copy = 0; copy < 2; copy++) {
				struct porter_junit_case *c = g_new0(struct porter_junit_case, 1);

				c->name = g_strdup_printf("d<%u>&%u", s, i);
				c->classname = g_strdup("porter.nightly.d");
				c->seconds = 1.5;
				c->failed = i == 1;
				c->error = s == 2 && i == 0;
				c->failure = g_strdup(c->failed || c->error ? "</testcase>\n" : NULL);
				c->text = g_strdup("    </testcase>\n    <testcase x");
				g_ptr_array_add(copy ? all : cases, c);
			}
		}
		g_ptr_array_add(texts, porter_junit_render("porter.nightly", cases));
	}
	merged = porter_junit_merge("porter.nightly", texts);
	whole = porter_junit_render("porter.nightly", all);
	/* equal but for the timestamp */
	g_assert_nonnull(strstr(merged, "<testsuites name=\"porter.nightly\" tests=\"6\" "
				"failures=\"3\" errors=\"1\" time=\"9.000\">"));
	g_assert_cmpstr(strstr(merged, "    <testcase "), ==, strstr(whole, "    <testcase "));
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/nightly/config", test_config);
	g_test_add_func("/nightly/config-errors", test_config_errors);
	g_test_add_func("/nightly/config-strict", test_config_strict);
	g_test_add_func("/nightly/config-kernels", test_config_kernels);
	g_test_add_func("/nightly/config-kernel-version", test_config_kernel_version);
	g_test_add_func("/nightly/state", test_state);
	g_test_add_func("/nightly/regressed", test_regressed);
	g_test_add_func("/nightly/shard-parse", test_shard_parse);
	g_test_add_func("/nightly/shard-split", test_shard_split);
	g_test_add_func("/nightly/junit-merge", test_junit_merge);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

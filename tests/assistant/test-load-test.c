// SPDX-License-Identifier: GPL-2.0
/*
 * The load test in porter's reports (docs/load-test.md, docs/report.md): the text section with
 * its trace, the JSON load_test object read back as nightly's child hands it over, the SARIF
 * result of rule load-test, reports without --load-test left as they were, and the nightly
 * key.
 */
#include "gitrt.h"
#include "porter.h"

#include <string.h>

#include <glib/gstdio.h>

static struct porter_report *report(gboolean with_test, gboolean loads)
{
	struct porter_report *r = porter_report_new();

	r->driver = g_strdup("/src/tmp117_cls");
	r->kernel = g_strdup("/usr/src/linux-headers-6.12.118+deb12-amd64");
	r->db = g_strdup("/db");
	r->clean = TRUE;
	r->exit_code = loads ? 0 : 1;
	if (with_test) {
		struct porter_load_test *t = g_new0(struct porter_load_test, 1);

		t->verdict = g_strdup(loads ? "loaded-no-device" : "oops");
		t->loads = loads;
		t->init_error = loads ? 6 : 0;
		t->summary = g_strdup(loads ? "init returned -ENXIO: no device to bind" :
					      "kernel bug report: BUG: kernel NULL pointer dereference");
		t->trace = loads ? NULL : g_strdup("[ 14.5] BUG: kernel NULL pointer dereference\n"
						   "[ 14.6] RIP: 0010:lt_init+0x10/0xff0 [lt]\n");
		t->module = g_strdup("tmp117_cls.ko");
		t->image = g_strdup("/boot/vmlinuz-6.12.118+deb12-amd64");
		t->accel = g_strdup("tcg");
		t->isolated = TRUE;
		t->seconds = 4.9;
		r->load_test = t;
	}
	return r;
}

static void test_text(void)
{
	g_autoptr(porter_report) r = report(TRUE, FALSE);
	g_autofree char *text = porter_report_render(r, PORTER_FORMAT_TEXT, FALSE);
	g_autofree char *alone = porter_load_test_render(r->load_test, PORTER_FORMAT_TEXT);

	g_assert_nonnull(strstr(text, "\nload test: oops: kernel bug report: BUG: kernel NULL"));
	g_assert_nonnull(strstr(text, "    trace:\n        [ 14.5] BUG: kernel NULL"));
	g_assert_nonnull(strstr(text, "        [ 14.6] RIP: 0010:lt_init"));
	g_assert_true(g_str_has_prefix(alone, "load test: oops: "));
}

static void test_github(void)
{
	g_autoptr(porter_report) r = report(TRUE, FALSE);
	g_autofree char *gh = porter_report_render(r, PORTER_FORMAT_GITHUB, FALSE);

	g_assert_nonnull(strstr(gh, "::error file="));
	g_assert_nonnull(strstr(gh, "title=porter load test%3A oops::"));
}

static void test_json_roundtrip(void)
{
	g_autoptr(porter_report) r = report(TRUE, TRUE);
	g_autoptr(porter_report) back = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *json = porter_report_render(r, PORTER_FORMAT_JSON, FALSE);

	g_assert_nonnull(strstr(json, "\"load_test\""));
	g_assert_nonnull(strstr(json, "\"verdict\" : \"loaded-no-device\""));
	g_assert_cmpint(porter_report_from_json(&back, json, "report.json", &err), ==, 0);
	g_assert_nonnull(back->load_test);
	g_assert_cmpstr(back->load_test->verdict, ==, "loaded-no-device");
	g_assert_true(back->load_test->loads);
	g_assert_cmpint(back->load_test->init_error, ==, 6);
	g_assert_cmpstr(back->load_test->module, ==, "tmp117_cls.ko");
	g_assert_true(back->load_test->isolated);
}

static void test_absent(void)
{
	g_autoptr(porter_report) r = report(FALSE, TRUE);
	g_autofree char *json = porter_report_render(r, PORTER_FORMAT_JSON, FALSE);
	g_autofree char *text = porter_report_render(r, PORTER_FORMAT_TEXT, FALSE);
	g_autofree char *sarif = porter_report_sarif(r);

	g_assert_null(strstr(json, "load_test"));
	g_assert_null(strstr(text, "load test"));
	g_assert_null(strstr(sarif, "load-test"));
}

static void test_sarif(void)
{
	g_autoptr(porter_report) r = report(TRUE, FALSE);
	g_autofree char *sarif = porter_report_sarif(r);
	const char *res = strstr(sarif, "\"ruleId\" : \"load-test\"");

	g_assert_nonnull(res);
	g_assert_nonnull(strstr(res, "\"level\" : \"error\""));
	g_assert_nonnull(strstr(res, "\"uri\" : \"tmp117_cls.ko\""));
	g_assert_nonnull(strstr(res, "RIP: 0010:lt_init"));
}

/* The nightly key: per driver, boolean, its line named when it is not */
static void test_nightly_key(void)
{
	g_autofree char *dir = g_dir_make_tmp("porter-cfg-XXXXXX", NULL);
	g_autofree char *path = g_build_filename(dir, "n.ini", NULL);
	struct porter_nightly_config *c = NULL;
	g_autoptr(GError) err = NULL;

	g_assert_true(g_file_set_contents(path, "[nightly]\nkernel = /k\ndb = /db\n"
					  "[driver a]\ndriver = /a\nload-test = true\n"
					  "[driver b]\ndriver = /b\n", -1, NULL));
	g_assert_cmpint(porter_nightly_config_load(&c, path, &err), ==, 0);
	g_assert_true(((struct porter_nightly_driver *)c->drivers->pdata[0])->load_test);
	g_assert_false(((struct porter_nightly_driver *)c->drivers->pdata[1])->load_test);
	porter_nightly_config_free(c);
	g_assert_true(g_file_set_contents(path, "[nightly]\nkernel = /k\ndb = /db\n"
					  "[driver a]\ndriver = /a\nload-test = maybe\n", -1, NULL));
	g_assert_cmpint(porter_nightly_config_load(&c, path, &err), <, 0);
	g_assert_nonnull(strstr(err->message, ":6:"));
	g_assert_nonnull(strstr(err->message, "load-test"));
	g_unlink(path);
	g_rmdir(dir);
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/load-test/text", test_text);
	g_test_add_func("/load-test/json-roundtrip", test_json_roundtrip);
	g_test_add_func("/load-test/absent", test_absent);
	g_test_add_func("/load-test/sarif", test_sarif);
	g_test_add_func("/load-test/github", test_github);
	g_test_add_func("/load-test/nightly-key", test_nightly_key);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

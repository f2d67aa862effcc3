// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of the checks porter makes on untrusted text: the JSON depth limit every JSON
 * input passes before json-glib (issue 17, C1), the notify URL's secrets hidden and a server's
 * answer made one safe line (S5), and the generic/slack/matrix notification payloads (issue 23).
 */
#include <string.h>
#include <json-glib/json-glib.h>

#include "porter.h"

static char *nested(guint depth, const char *open, const char *close)
{
	GString *s = g_string_new(NULL);

	for (guint i = 0; i < depth; i++)
		g_string_append(s, open);
	for (guint i = 0; i < depth; i++)
		g_string_append(s, close);
	return g_string_free(s, FALSE);
}

static void test_json_depth(void)
{
	g_autofree char *ok = nested(PORTER_JSON_MAX_DEPTH, "[", "]");
	g_autofree char *deep = nested(60000, "{\"x\":[", "]}");
	g_autofree char *quoted = g_strdup_printf("[\"%s\"]", ok);
	g_autoptr(GError) err = NULL;

	g_assert_cmpint(porter_json_check_depth(ok, -1, "ok.json", &err), ==, 0);
	g_assert_no_error(err);
	/* brackets inside strings, escaped quotes included, are text */
	g_assert_cmpint(porter_json_check_depth("[\"\\\"[[[[\"]", -1, "s.json", &err), ==, 0);
	g_assert_cmpint(porter_json_check_depth(quoted, -1, "q.json", &err), ==, 0);
	g_assert_cmpint(porter_json_check_depth(deep, -1, "deep.json", &err), ==,
			-PORTER_ERROR_INPUT);
	g_assert_error(err, PORTER_ERROR, PORTER_ERROR_INPUT);
	/* the 513th opening bracket: the '{' of the 257th '{"x":[' */
	g_assert_cmpstr(err->message, ==,
			"deep.json:1:1537: JSON nested deeper than 512 levels");
	g_clear_error(&err);
	g_assert_cmpint(porter_json_check_depth("\n [", 3, "l.json", &err), ==, 0);
}

static void test_url_redact(void)
{
	static const struct {
		const char *in, *out;
	} cases[] = {
		{ "http://alice:S3cr3t@127.0.0.1:8/hook?token=TOK&x=1",
		  "http://***@127.0.0.1:8/hook?token=***&x=***" },
		{ "https://ci.example/hook", "https://ci.example/hook" },
		{ "https://ci.example/h?flag&k=v#frag", "https://ci.example/h?flag&k=***#frag" },
		{ "https://u@h/p@q", "https://***@h/p@q" },
	};

	for (guint i = 0; i < G_N_ELEMENTS(cases); i++) {
		g_autofree char *got = porter_url_redact(cases[i].in);

		g_assert_cmpstr(got, ==, cases[i].out);
	}
}

static void test_sanitize(void)
{
	g_autofree char *a = porter_sanitize_line("\x1b[31mINTERNAL\x1b[0m boom\r\nline2", 200);
	g_autofree char *b = porter_sanitize_line("caf\xc3\xa9 \xff", 200);
	g_autofree char *c = porter_sanitize_line("0123456789", 4);

	g_assert_cmpstr(a, ==, "\\x1b[31mINTERNAL\\x1b[0m boom\\x0d\\x0aline2");
	g_assert_cmpstr(b, ==, "caf\xc3\xa9 \\xff");
	g_assert_cmpstr(c, ==, "0123...");
}

static void test_payloads(void)
{
	g_autoptr(porter_report) r = porter_report_new();
	static const char *const names[] = { "generic", "slack", "matrix" };

	r->driver = g_strdup("/src/lms");
	r->kernel = g_strdup("/k/v4.6");
	r->out_dir = g_strdup("/out/lms");
	r->clean = TRUE;
	for (guint i = 0; i < G_N_ELEMENTS(names); i++) {
		enum porter_notify_format f;
		g_autofree char *body = NULL;
		g_autoptr(JsonParser) p = json_parser_new();
		JsonObject *o;

		g_assert_cmpint(porter_notify_format_from_name(&f, names[i]), ==, 0);
		body = porter_notify_payload(r, f, "lms", "builds on v4.6");
		g_assert_true(json_parser_load_from_data(p, body, -1, NULL));
		o = json_node_get_object(json_parser_get_root(p));
		switch (f) {
		case PORTER_NOTIFY_SLACK:
			g_assert_cmpuint(json_object_get_size(o), ==, 1);
			g_assert_cmpstr(json_object_get_string_member(o, "text"), ==,
					"porter: lms: builds on v4.6 (report: /out/lms/report.json)");
			break;
		case PORTER_NOTIFY_MATRIX:
			g_assert_cmpstr(json_object_get_string_member(o, "msgtype"), ==, "m.text");
			g_assert_true(g_str_has_prefix(json_object_get_string_member(o, "body"),
						       "porter: lms: builds on v4.6"));
			break;
		case PORTER_NOTIFY_GENERIC:
			g_assert_cmpstr(json_object_get_string_member(o, "report"), ==,
					"/out/lms/report.json");
			g_assert_false(json_object_has_member(o, "issues"));
			break;
		}
	}
	{
		enum porter_notify_format f;

		g_assert_cmpint(porter_notify_format_from_name(&f, "discord"), <, 0);
	}
}

/* Real make output of builds that stop before compiling (Kbuild's $(error), a MAKE[0] folder gone) */
static void test_build_cause(void)
{
	g_autofree char *a = porter_build_cause(
		"make: Entering directory '/usr/src/linux-headers-6.12.118+deb12-amd64'\n"
		"/tmp/d/Kbuild:2: *** the package needs ../include.  Stop.\n"
		"make[1]: *** [/usr/src/linux-headers-6.12.118+deb12-common/Makefile:2008: /tmp/d] Error 2\n"
		"make: *** [/usr/src/linux-headers-6.12.118+deb12-common/Makefile:236: __sub-make] Error 2\n"
		"make: Leaving directory '/usr/src/linux-headers-6.12.118+deb12-amd64'\n");
	g_autofree char *b = porter_build_cause("make: *** src/mod/common: No such file or directory.  Stop.\n");
	g_autofree char *c = porter_build_cause("sh: 1: ./build.sh: Permission denied\n\n");

	g_assert_cmpstr(a, ==, "/tmp/d/Kbuild:2: *** the package needs ../include.  Stop.");
	g_assert_cmpstr(b, ==, "make: *** src/mod/common: No such file or directory.  Stop.");
	g_assert_cmpstr(c, ==, "sh: 1: ./build.sh: Permission denied");
	g_assert_null(porter_build_cause(""));
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/util/json-depth", test_json_depth);
	g_test_add_func("/util/build-cause", test_build_cause);
	g_test_add_func("/util/url-redact", test_url_redact);
	g_test_add_func("/util/sanitize", test_sanitize);
	g_test_add_func("/util/payloads", test_payloads);
	return g_test_run();
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of libescape: each format's escaper on the payloads of issue 34 (a build's OSC and
 * CSI sequences, C1 in UTF-8 and raw, a file name holding a newline and SmPL after it).
 */
#include <errno.h>
#include <string.h>

#include "escape.h"

/* ESC ] 0;T BEL ESC [2J, a raw C1 CSI, a UTF-8 C1 CSI, DEL, a right-to-left override */
static const char osc[] = "a\033]0;T\007\033[2J\233b \302\233c \177\342\200\256d";

static void test_terminal(void)
{
	g_autofree char *one = esc_terminal(osc, FALSE);
	g_autofree char *lines = esc_terminal("x\ny\tz\r\n", TRUE);
	g_autofree char *flat = esc_terminal("x\ny", FALSE);
	g_autofree char *utf = esc_terminal("Fran\303\247ois \342\206\222 ok", FALSE);
	g_autofree char *none = esc_terminal(NULL, FALSE);

	g_assert_cmpstr(one, ==, "a\\x1b]0;T\\x07\\x1b[2J\\x9bb \\x9bc \\x7f\\u202ed");
	g_assert_cmpstr(lines, ==, "x\ny\tz\\x0d\n");
	g_assert_cmpstr(flat, ==, "x\\x0ay");
	g_assert_cmpstr(utf, ==, "Fran\303\247ois \342\206\222 ok");
	g_assert_cmpstr(none, ==, "");
}

static void test_smpl(void)
{
	g_autofree char *name = esc_smpl_comment("x\nvirtual report\n@initialize:python@\n@@\n"
						 "import os\nos.system(\"touch PWNED\")\n#.c");
	g_autofree char *close = esc_smpl_comment("a */ b \342\200\250c\td");
	g_autofree char *str = esc_c_string("a\"b\\c\nd\303\251");
	g_autoptr(GError) err = NULL;

	g_assert_null(strchr(name, '\n'));
	g_assert_cmpstr(name, ==, "x\\x0avirtual report\\x0a@initialize:python@\\x0a@@\\x0a"
				  "import os\\x0aos.system(\"touch PWNED\")\\x0a#.c");
	g_assert_cmpstr(close, ==, "a * / b \\u2028c\\x09d");
	g_assert_cmpstr(str, ==, "a\\\"b\\\\c\\x0ad\\xc3\\xa9");

	g_assert_cmpint(esc_c_identifier("spi_driver_2", "name", NULL), ==, 0);
	g_assert_cmpint(esc_c_identifier("_x", "name", NULL), ==, 0);
	g_assert_cmpint(esc_c_identifier("2x", "name", NULL), ==, -EINVAL);
	g_assert_cmpint(esc_c_identifier("", "name", NULL), ==, -EINVAL);
	g_assert_cmpint(esc_c_identifier(NULL, "name", NULL), ==, -EINVAL);
	g_assert_cmpint(esc_c_identifier("a$b", "name", NULL), ==, -EINVAL);
	g_assert_cmpint(esc_c_identifier("x\n@@\nfoo", "the symbol", &err), ==, -EINVAL);
	g_assert_cmpstr(err->message, ==, "the symbol 'x\\x0a@@\\x0afoo' is not a C identifier");
}

static void test_mbox(void)
{
	g_autofree char *s = esc_mbox_header("fix x\r\nFrom 0 Mon Sep 17\n\nSubject: y\033[2J");

	g_assert_cmpstr(s, ==, "fix x From 0 Mon Sep 17 Subject: y\\x1b[2J");
}

static void test_github(void)
{
	g_autoptr(GString) msg = g_string_new(NULL);
	g_autoptr(GString) prop = g_string_new(NULL);

	esc_append_github(msg, "50% a:b,c\r\nd\033]0;T\007", FALSE);
	esc_append_github(prop, "a:b,c%\n", TRUE);
	g_assert_cmpstr(msg->str, ==, "50%25 a:b,c\\x0d%0Ad\\x1b]0;T\\x07");
	g_assert_cmpstr(prop->str, ==, "a%3Ab%2Cc%25%0A");
}

static void test_xml(void)
{
	g_autofree char *x = esc_xml("<a & 'b'>\"\033[31m\001\t\n\r\302\233\357\277\276\377");

	g_assert_cmpstr(x, ==, "&lt;a &amp; &apos;b&apos;&gt;&quot;\\x1b[31m\\x01\t\n\r\\x9b"
			       "\\ufffe\\xff");
}

static void test_json(void)
{
	/* a generator's output: C0 escaped, the rest raw */
	g_autofree char *j = esc_json_text("{\n  \"a\" : \"x\\u001b\302\233\233\177\342\200\250\"\n}");

	g_assert_cmpstr(j, ==, "{\n  \"a\" : \"x\\u001b\\u009b\\u009b\\u007f\\u2028\"\n}");
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/escape/terminal", test_terminal);
	g_test_add_func("/escape/smpl", test_smpl);
	g_test_add_func("/escape/mbox", test_mbox);
	g_test_add_func("/escape/github", test_github);
	g_test_add_func("/escape/xml", test_xml);
	g_test_add_func("/escape/json", test_json);
	return g_test_run();
}

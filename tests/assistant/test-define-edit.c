// SPDX-License-Identifier: GPL-2.0
/*
 * Carrying a definition as text (assistant/define-edit.c), on Debian's real 6.12 headers: the
 * "#define" a header change added (include/linux/mfd/axp20x.h's register names, the continued
 * function-like iio_for_each_active_channel of include/linux/iio/iio.h), never one the change
 * did not add, and the driver's text with the block after its last #include outside #if.
 */
#include <string.h>

#include "porter.h"
#include "porter-int.h"

/* Debian's 6.12 header REL (under include/), or NULL when the -common tree is not installed. */
static char *header_612(const char *rel)
{
	g_autoptr(GDir) d = g_dir_open("/usr/src", 0, NULL);
	const char *n;
	char *text = NULL;

	while (d && !text && (n = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename("/usr/src", n, "include", rel, NULL);

		if (g_str_has_prefix(n, "linux-headers-6.12") && g_str_has_suffix(n, "-common"))
			g_file_get_contents(p, &text, NULL, NULL);
	}
	return text;
}

/* The 1-based line of text that starts with prefix, or 0. */
static int line_of(const char *text, const char *prefix)
{
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);

	for (guint i = 0; lines[i]; i++)
		if (g_str_has_prefix(lines[i], prefix))
			return (int)i + 1;
	return 0;
}

static void test_added(void)
{
	g_autofree char *h = header_612("linux/mfd/axp20x.h"), *iio = header_612("linux/iio/iio.h");
	g_autoptr(GArray) added = g_array_new(FALSE, FALSE, sizeof(int));
	g_autofree char *def = NULL, *none = NULL, *other = NULL, *cont = NULL;
	int at, next;

	if (!h || !iio) {
		g_test_skip("linux-headers-6.12 is not installed");
		return;
	}
	at = line_of(h, "#define AXP717_CV_CHG_SET");
	next = line_of(h, "#define AXP717_DCDC_OUTPUT_CONTROL");
	g_assert_cmpint(at, >, 0);
	/* not among the added lines: the change did not add it */
	g_array_append_val(added, next);
	none = porter_define_added(h, added, "AXP717_CV_CHG_SET");
	g_assert_null(none);
	g_array_append_val(added, at);
	def = porter_define_added(h, added, "AXP717_CV_CHG_SET");
	g_assert_cmpstr(def, ==, "#define AXP717_CV_CHG_SET\t\t0x64");
	/* a name the header does not define */
	other = porter_define_added(h, added, "AXP717_NO_SUCH_REGISTER");
	g_assert_null(other);
	/* a continued function-like macro comes whole, as written */
	g_array_set_size(added, 0);
	at = line_of(iio, "#define iio_for_each_active_channel(");
	g_assert_cmpint(at, >, 0);
	g_array_append_val(added, at);
	cont = porter_define_added(iio, added, "iio_for_each_active_channel");
	g_assert_nonnull(cont);
	g_assert_true(g_str_has_prefix(cont, "#define iio_for_each_active_channel(indio_dev, chan) \\\n"));
	g_assert_true(g_str_has_suffix(cont, "iio_get_masklength(indio_dev))"));
}

static void test_insert(void)
{
	const char *drv = "// SPDX-License-Identifier: GPL-2.0\n"
			  "#include <linux/module.h>\n"
			  "#include <linux/mfd/axp20x.h>\n"
			  "#ifdef CONFIG_OF\n"
			  "#include <linux/of.h>\n"
			  "#endif\n"
			  "\n"
			  "static int x;\n";
	const char *block = "#ifndef A\n#define A 1\n#endif\n";
	g_autofree char *out = porter_define_insert(drv, block), *top = NULL, *empty = NULL;

	g_assert_cmpstr(out, ==, "// SPDX-License-Identifier: GPL-2.0\n"
				 "#include <linux/module.h>\n"
				 "#include <linux/mfd/axp20x.h>\n"
				 "\n"
				 "#ifndef A\n#define A 1\n#endif\n"
				 "#ifdef CONFIG_OF\n"
				 "#include <linux/of.h>\n"
				 "#endif\n"
				 "\n"
				 "static int x;\n");
	/* no include at all: the top */
	top = porter_define_insert("static int x;\n", block);
	g_assert_cmpstr(top, ==, "#ifndef A\n#define A 1\n#endif\nstatic int x;\n");
	empty = porter_define_insert(drv, "");
	g_assert_null(empty);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/define-edit/added", test_added);
	g_test_add_func("/define-edit/insert", test_insert);
	return g_test_run();
}

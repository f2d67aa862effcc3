// SPDX-License-Identifier: GPL-2.0
/*
 * The namespace fix as text (assistant/namespace-edit.c): the import line in the form of the
 * target tree's MODULE_IMPORT_NS, read from Debian's real 6.12 include/linux/module.h (an
 * identifier) and from that file with the later kernels' definition (a string literal), and the
 * driver's text with the line after its last MODULE_* line, and an example commit's import line.
 */
#include <string.h>

#include "porter.h"

/* Debian's 6.12 include/linux/module.h, or NULL (the -common tree holds it). */
static G_GNUC_NO_INLINE char *module_h_612(void)
{
	g_autoptr(GDir) d = g_dir_open("/usr/src", 0, NULL);
	const char *n;
	char *text = NULL;

	while (d && !text && (n = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename("/usr/src", n, "include/linux/module.h", NULL);

		if (g_str_has_prefix(n, "linux-headers-6.12") && g_str_has_suffix(n, "-common"))
			g_file_get_contents(p, &text, NULL, NULL);
	}
	return text;
}

static void test_import(void)
{
	g_autofree char *h = module_h_612(), *line = NULL, *def = NULL, *later = NULL;
	g_autofree char *sline = NULL;
	const char *at;

	if (!h) {
		g_test_skip("linux-headers-6.12 is not installed");
		return;
	}
	line = porter_namespace_import(h, "PMBUS", &def);
	g_assert_cmpstr(line, ==, "MODULE_IMPORT_NS(PMBUS);");
	g_assert_true(g_str_has_prefix(def, "#define MODULE_IMPORT_NS(ns)"));
	/* later kernels: "#define MODULE_IMPORT_NS(ns) MODULE_INFO(import_ns, ns)" */
	at = strstr(h, "__stringify(ns))");
	g_assert_nonnull(at);
	later = g_strdup_printf("%.*sns)%s", (int)(at - h), h, at + strlen("__stringify(ns))"));
	sline = porter_namespace_import(later, "PMBUS", NULL);
	g_assert_cmpstr(sline, ==, "MODULE_IMPORT_NS(\"PMBUS\");");
	/* a namespace that cannot be written in the tree's form is no fix */
	g_assert_null(porter_namespace_import(h, "PM\"BUS", NULL));
	g_assert_null(porter_namespace_import(h, "A B", NULL));
	g_assert_null(porter_namespace_import(later, "PM\"); evil(\"", NULL));
	g_assert_null(porter_namespace_import("#define MODULE_INFO(t, i)\n", "PMBUS", NULL));
}

static void test_edit(void)
{
	const char *text = "module_i2c_driver(max20751_driver);\n\nMODULE_AUTHOR(\"G\");\n"
			   "MODULE_DESCRIPTION(\"PMBus\"\n\t\t   \" driver\");\n#ifdef X\nMODULE_ALIAS(\"x\");\n"
			   "#endif\nstatic int after;\n";
	g_autofree char *out = porter_namespace_edit(text, "MODULE_IMPORT_NS(PMBUS);");

	g_assert_cmpstr(out, ==, "module_i2c_driver(max20751_driver);\n\nMODULE_AUTHOR(\"G\");\n"
				 "MODULE_DESCRIPTION(\"PMBus\"\n\t\t   \" driver\");\nMODULE_IMPORT_NS(PMBUS);\n"
				 "#ifdef X\nMODULE_ALIAS(\"x\");\n#endif\nstatic int after;\n");
	g_assert_null(porter_namespace_edit(out, "MODULE_IMPORT_NS(PMBUS);"));
	g_assert_null(porter_namespace_edit("static int x;\n", "MODULE_IMPORT_NS(PMBUS);"));
}

/* An example commit's import line: the added line that is a one-argument macro of the namespace. */
static void test_example_line(void)
{
	const char *text = "MODULE_LICENSE(\"GPL\");\nMODULE_ALIAS(PMBUS);\nfoo(PMBUS, 1);\n"
			   "MODULE_IMPORT_NS(\"PMBUS\");\n  indented(PMBUS);\n";
	g_autoptr(GArray) added = g_array_new(FALSE, FALSE, sizeof(int));
	g_autofree char *line = NULL, *none = NULL;
	int l[] = { 1, 3, 5, 4, 2, 99 };

	g_array_append_vals(added, l, 4);
	line = porter_namespace_example_line(text, added, "PMBUS");
	g_assert_cmpstr(line, ==, "MODULE_IMPORT_NS(\"PMBUS\");");
	g_array_set_size(added, 0);
	g_array_append_vals(added, l, 3);
	g_array_append_val(added, l[5]);
	none = porter_namespace_example_line(text, added, "PMBUS");
	g_assert_null(none);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/namespace-edit/import", test_import);
	g_test_add_func("/namespace-edit/edit", test_edit);
	g_test_add_func("/namespace-edit/example-line", test_example_line);
	return g_test_run();
}

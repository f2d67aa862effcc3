// SPDX-License-Identifier: GPL-2.0
/*
 * The include fix as text (assistant/include-edit.c): the header added after the driver's last
 * unconditional #include, or an old header's include replaced, and the report's sentence saying
 * that the target tree's facts, not an example, gave it.
 */
#include <string.h>

#include "porter.h"
#include "reducer.h"

static void test_add(void)
{
	/* the lostinc fixture's head: the new include goes after <linux/of.h>, before the code */
	const char *text = "// SPDX-License-Identifier: GPL-2.0\n/* a driver */\n#include <linux/module.h>\n"
			   "#include <linux/of.h>\n\nstruct lostinc_priv {\n\tint irq;\n};\n";
	g_autofree char *out = porter_include_edit(text, NULL, "linux/platform_device.h");

	g_assert_cmpstr(out, ==, "// SPDX-License-Identifier: GPL-2.0\n/* a driver */\n#include <linux/module.h>\n"
				 "#include <linux/of.h>\n#include <linux/platform_device.h>\n\n"
				 "struct lostinc_priv {\n\tint irq;\n};\n");
	/* included already: nothing to do */
	g_assert_null(porter_include_edit(out, NULL, "linux/platform_device.h"));
}

static void test_add_conditional(void)
{
	/* an include inside #ifdef is not where an unconditional one goes; a local "x.h" counts */
	const char *text = "#include <linux/module.h>\n#include \"local.h\"\n#ifdef CONFIG_OF\n"
			   "#include <linux/of.h>\n#endif\nint x;\n";
	g_autofree char *out = porter_include_edit(text, NULL, "linux/slab.h");

	g_assert_cmpstr(out, ==, "#include <linux/module.h>\n#include \"local.h\"\n#include <linux/slab.h>\n"
				 "#ifdef CONFIG_OF\n#include <linux/of.h>\n#endif\nint x;\n");
	{
		g_autofree char *none = porter_include_edit("int x;\n", NULL, "linux/slab.h");

		g_assert_cmpstr(none, ==, "#include <linux/slab.h>\nint x;\n");
	}
}

static void test_replace(void)
{
	const char *text = "#include <linux/module.h>\n#include <asm/unaligned.h> /* le16 */\nint x;\n";
	g_autofree char *out = porter_include_edit(text, "asm/unaligned.h", "linux/unaligned.h");

	g_assert_cmpstr(out, ==, "#include <linux/module.h>\n#include <linux/unaligned.h> /* le16 */\nint x;\n");
	g_assert_null(porter_include_edit(text, "asm/other.h", "linux/unaligned.h"));
}

static void test_origin(void)
{
	struct red_issue is = { .kind = RED_MISSING_INCLUDE, .symbol = "linux/platform_device.h",
				.include = "linux/platform_device.h" };
	g_autoptr(GPtrArray) m = g_ptr_array_new();
	g_autofree char *a = NULL, *b = NULL;

	g_ptr_array_add(m, "unknown-type struct platform_device");
	g_ptr_array_add(m, "undefined-function devm_kzalloc");
	is.members = m;
	a = porter_include_origin(&is);
	g_assert_cmpstr(a, ==, "from the target tree: struct platform_device, devm_kzalloc are declared "
			       "in linux/platform_device.h");
	g_ptr_array_set_size(m, 0);
	g_ptr_array_add(m, "get_unaligned_le16");
	is.kind = RED_MOVED_INCLUDE;
	is.symbol = "asm/unaligned.h";
	is.include = "linux/unaligned.h";
	b = porter_include_origin(&is);
	g_assert_cmpstr(b, ==, "from the target tree: get_unaligned_le16 is declared in linux/unaligned.h");
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/include-edit/add", test_add);
	g_test_add_func("/include-edit/add-conditional", test_add_conditional);
	g_test_add_func("/include-edit/replace", test_replace);
	g_test_add_func("/include-edit/origin", test_origin);
	return g_test_run();
}

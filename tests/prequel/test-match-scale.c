// SPDX-License-Identifier: GPL-2.0
/*
 * The matcher on a large file: tp_smapi's hdaps.c made the template "- e.function = e2" try every
 * span to the end of a 6,590-line file, building its text each time (893 s).  A generated file of
 * the same shape must now match in a few passes; ctest's TIMEOUT on this test is the bound.
 */
#include <string.h>
#include "gitrt.h"
#include "prequel.h"

/*
 * A driver of n functions back to back at file scope (no ';' between them), one timer set up in the
 * middle one.  The commit removes the file (a move, a vendor drop): every span is on changed lines.
 */
static char *big_driver(guint n)
{
	GString *s = g_string_new("#include <linux/timer.h>\n#include <linux/module.h>\n\n");
	const char *in = "\t";

	g_string_append_printf(s, "static struct timer_list t[%u];\n\n", n);
	for (guint i = 0; i < n; i++) {
		g_string_append_printf(s, "static void f%u(struct timer_list *t)\n{\n", i);
		g_string_append_printf(s, "%sint x = %u, y[4] = { 1, 2, 3, 4 };\n", in, i);
		g_string_append_printf(s, "%sif (x > 2) {\n%s%sx = y[x & 3] + (x << 1);\n%s} else {\n",
				       in, in, in, in);
		g_string_append_printf(s, "%s%sx--;\n%s}\n", in, in, in);
		g_string_append_printf(s, "%spr_info(\"f%u %%d\\n\", x);\n", in, i);
		if (i == n / 2)
			g_string_append_printf(s, "%st[%u].function = f%u_old;\n", in, i, i);
		g_string_append(s, "}\n\n");
	}
	g_string_append(s, "MODULE_LICENSE(\"GPL\");\n");
	return g_string_free(s, FALSE);
}

static void test_function_assign(void)
{
	g_autoptr(GError) error = NULL;
	g_autoptr(GPtrArray) changes = g_ptr_array_new_with_free_func((GDestroyNotify)pq_file_change_free);
	struct pq_file_change *c = g_new0(struct pq_file_change, 1);
	struct pq_query *q = NULL;
	struct pq_hit *hit = NULL;
	g_autofree char *tmpl = NULL;
	g_autoptr(GHashTable) facts = g_hash_table_new(g_str_hash, g_str_equal);
	guint lines = 0;

	c->old_path = g_strdup("drivers/platform/x86/hdaps.c");
	c->new_path = g_strdup(c->old_path);
	c->old_text = big_driver(600);
	c->new_text = g_strdup("");
	for (const char *p = c->old_text; *p; p++)
		lines += *p == '\n';
	g_assert_cmpuint(lines, >=, 6000);
	g_ptr_array_add(changes, c);

	g_hash_table_insert(facts, "symbol", "function");
	g_assert_cmpint(pq_template(&tmpl, "incompatible-assign", facts, FALSE, &error), ==, 0);
	g_assert_no_error(error);
	g_assert_nonnull(strstr(tmpl, "- e.function = e2"));
	g_assert_cmpint(pq_query_parse(&q, tmpl, "t.cocci", &error), ==, 0);
	g_assert_no_error(error);
	g_assert_cmpint(pq_query_match(&hit, q, changes, &error), ==, 1);
	g_assert_no_error(error);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "e"), ==, "t [ 300 ]");
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "e2"), ==, "f300_old");
	pq_hit_free(hit);
	pq_query_free(q);
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/prequel/match/function-assign-6000-lines", test_function_assign);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * syn_consensus() on real examples: three kernel commits of the v6.1 -> v6.12 kernel-pair corpus
 * (corpora/realworld/examples/kernel-pair: sound/soc/sh/hac.c b972150065af, sound/soc/xilinx/
 * xlnx_spdif.c 1aa7496715f9, sound/soc/au1x/psc-i2s.c 54836d9ccc6b) and the kernel's
 * drivers/rtc/rtc-stmp3xxx.c (v6.1, GPL-2.0+, tests/synth/data) with its v6.12 change all make a
 * platform driver's .remove void.  The target is v6.1's drivers/power/reset/gpio-restart.c
 * (GPL-2.0-only, tests/synth/data).  Only rtc-stmp3xxx returns early from its .remove, so only
 * its derivation has the rule that turns "return e;" into "return;": the consensus keeps the
 * head rule they share and leaves that one out.
 */
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "reducer.h"
#include "synth.h"

struct example {
	const char *hash, *path;	/* kernel-pair commit, file */
	char *pre, *post;
	struct syn_file f;
	GPtrArray *files;
	struct syn_example ex;
};

static char *data_file(const char *name)
{
	g_autofree char *p = g_build_filename(PORTER_TEST_DATA, name, NULL);
	char *text = NULL;

	g_assert_true(g_file_get_contents(p, &text, NULL, NULL));
	return text;
}

/* A kernel-pair example: its base file and that file with commit.patch applied by patch(1). */
static void load_pair(struct example *e, const char *tmp)
{
	g_autofree char *dir = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "examples",
						"kernel-pair", e->hash, NULL);
	g_autofree char *base = g_build_filename(dir, "base", e->path, NULL);
	g_autofree char *diff = g_build_filename(dir, "commit.patch", NULL);
	g_autofree char *out = g_build_filename(tmp, "post.c", NULL);
	g_autofree char *cmd = g_strdup_printf("patch -s -p1 -o '%s' '%s' '%s'", out, base, diff);
	int st = 0;

	g_assert_true(g_file_get_contents(base, &e->pre, NULL, NULL));
	g_assert_true(g_spawn_command_line_sync(cmd, NULL, NULL, &st, NULL));
	g_assert_true(g_spawn_check_wait_status(st, NULL));
	g_assert_true(g_file_get_contents(out, &e->post, NULL, NULL));
	g_assert_cmpint(g_unlink(out), ==, 0);
}

static char *replace_once(const char *s, const char *from, const char *to)
{
	const char *at = strstr(s, from);

	g_assert_nonnull(at);
	return g_strdup_printf("%.*s%s%s", (int)(at - s), s, to, at + strlen(from));
}

static void example_init(struct example *e)
{
	e->f.old_path = e->f.new_path = (char *)e->path;
	e->f.old_text = e->pre;
	e->f.new_text = e->post;
	e->files = g_ptr_array_new();
	g_ptr_array_add(e->files, &e->f);
	e->ex.repo = "kernel-pair";
	e->ex.hash = e->hash;
	e->ex.subject = e->path;
	e->ex.files = e->files;
}

static void example_clear(struct example *e)
{
	g_free(e->pre);
	g_free(e->post);
	g_ptr_array_unref(e->files);
}

/* The number of rules of a patch-only text whose body has line. */
static gboolean has_line(const char *cocci, const char *line)
{
	g_auto(GStrv) lines = g_strsplit(cocci, "\n", -1);

	for (guint i = 0; lines[i]; i++)
		if (!strcmp(lines[i], line))
			return TRUE;
	return FALSE;
}

static void test_consensus_remove(void)
{
	g_autofree char *tmp = g_dir_make_tmp("synth-consensus-XXXXXX", NULL);
	g_autofree char *drv = data_file("gpio-restart-v6.1.c");
	g_autofree char *cf = g_build_filename(tmp, "gpio-restart.c", NULL);
	g_autofree char *mid = NULL, *mid2 = NULL, *core = NULL, *core0 = NULL;
	g_autoptr(GPtrArray) derived = g_ptr_array_new_with_free_func((GDestroyNotify)g_ptr_array_unref);
	g_autoptr(GArray) agreed = NULL;
	g_autoptr(GError) err = NULL;
	struct example ex[4] = {
		{ .hash = "stmp3xxx", .path = "drivers/rtc/rtc-stmp3xxx.c" },
		{ .hash = "b972150065af", .path = "sound/soc/sh/hac.c" },
		{ .hash = "1aa7496715f9", .path = "sound/soc/xilinx/xlnx_spdif.c" },
		{ .hash = "54836d9ccc6b", .path = "sound/soc/au1x/psc-i2s.c" },
	};
	const char *labels[] = { "stmp3xxx", "b972150065af", "1aa7496715f9", "54836d9ccc6b", NULL };
	struct red_issue is = { 0 };
	struct syn_patch *cons = NULL;
	struct syn_result res = { 0 };
	g_autofree char *after = NULL;

	/* rtc-stmp3xxx's change, as v6.12 has it: its early "return 0;" became "return;" */
	ex[0].pre = data_file("rtc-stmp3xxx-v6.1.c");
	mid = replace_once(ex[0].pre, "static int stmp3xxx_rtc_remove(", "static void stmp3xxx_rtc_remove(");
	mid2 = replace_once(mid, "\tif (!rtc_data)\n\t\treturn 0;\n", "\tif (!rtc_data)\n\t\treturn;\n");
	ex[0].post = replace_once(mid2, "STMP_OFFSET_REG_CLR);\n\n\treturn 0;\n}",
				  "STMP_OFFSET_REG_CLR);\n}");
	for (guint i = 1; i < G_N_ELEMENTS(ex); i++)
		load_pair(&ex[i], tmp);
	g_assert_true(g_file_set_contents(cf, drv, -1, NULL));
	is.kind = RED_INCOMPATIBLE_INIT;
	is.symbol = "remove";
	is.container = "struct platform_driver";
	is.file = "gpio-restart.c";
	is.line = 131;
	is.expected = "void (*)(struct platform_device *)";
	is.actual = "int (*)(struct platform_device *)";
	for (guint i = 0; i < G_N_ELEMENTS(ex); i++) {
		GPtrArray *ps = NULL;

		example_init(&ex[i]);
		g_assert_cmpint(syn_derive(&ps, &ex[i].ex, &is, tmp, NULL, &err), ==, 0);
		g_assert_no_error(err);
		if (g_test_verbose())
			g_printerr("--- %s\n%s", ex[i].hash, ((struct syn_patch *)ps->pdata[0])->cocci);
		g_ptr_array_add(derived, ps);
	}
	/* the example porter would try first carries the rule the others lack */
	core0 = syn_cocci_core(((struct syn_patch *)((GPtrArray *)derived->pdata[0])->pdata[0])->cocci);
	g_assert_true(has_line(core0, "+ return;"));

	g_assert_cmpint(syn_consensus(&cons, &agreed, derived, labels, &err), ==, 1);
	g_assert_no_error(err);
	if (g_test_verbose())
		g_printerr("--- consensus\n%s\n%s", cons->cocci, cons->stages);
	core = syn_cocci_core(cons->cocci);
	/* the head rule they share is kept, with the rule that binds its function */
	g_assert_true(has_line(core, "+ void"));
	g_assert_true(has_line(core, "\t.remove = mv_remove,"));
	g_assert_true(has_line(core, "identifier r1.mv_remove;"));
	/* the statement rule the three others share (their last "return 0;" goes, any other
	 * value return becomes a plain one), not rtc-stmp3xxx's own (its early "return 0;" made
	 * a plain return) */
	g_assert_true(has_line(core, "- return mr_rval;"));
	g_assert_null(strstr(core, "- return 0;\n+ return;\n"));
	g_assert_nonnull(strstr(cons->notes, "of stmp3xxx is left out: no other example has it\n"));
	g_assert_nonnull(strstr(cons->stages, "  rule f2_s of stmp3xxx: left out, in 1 example\n"));
	/* its stages: the kept derivation's four, then the consensus with its decisions */
	g_assert_nonnull(strstr(cons->stages, "\npair: "));
	g_assert_nonnull(strstr(cons->stages, "\nconsensus: 4 examples, "));
	g_assert_nonnull(strstr(cons->stages, "  decision: rule f2_s of stmp3xxx is left out: no "
					      "other example has it\n"));
	/* rtc-stmp3xxx's head rule declares two locals it never uses: still the same rule */
	g_assert_nonnull(strstr(cons->stages, "  rule f2: kept, in 4 examples"));
	g_assert_cmpuint(agreed->len, ==, 4);
	g_assert_nonnull(strstr(cons->cocci, "// Consensus: 4 examples agree\n"));
	g_assert_nonnull(strstr(cons->cocci, "/// 54836d9ccc6b\n"));

	/* and it is a semantic patch spatch applies */
	g_assert_cmpint(syn_apply(&res, cons, tmp, &err), ==, 0);
	g_assert_no_error(err);
	if (!res.applied)
		g_printerr("why: %s\n%s", res.why, cons->cocci);
	g_assert_true(res.applied);
	g_assert_true(g_file_get_contents(cf, &after, NULL, NULL));
	g_assert_nonnull(strstr(after, "static void gpio_restart_remove(struct platform_device *pdev)\n"));
	syn_result_clear(&res);
	syn_patch_free(cons);
	for (guint i = 0; i < G_N_ELEMENTS(ex); i++)
		example_clear(&ex[i]);
	g_unlink(cf);
	g_rmdir(tmp);
}

/* No two examples agree: no consensus; a single example is none either. */
static void test_consensus_none(void)
{
	g_autoptr(GPtrArray) derived = g_ptr_array_new_with_free_func((GDestroyNotify)g_ptr_array_unref);
	g_autoptr(GError) err = NULL;
	struct syn_patch *cons = (struct syn_patch *)1;
	GPtrArray *a = g_ptr_array_new_with_free_func((GDestroyNotify)syn_patch_free);
	GPtrArray *b = g_ptr_array_new_with_free_func((GDestroyNotify)syn_patch_free);
	struct syn_patch *pa = g_new0(struct syn_patch, 1), *pb = g_new0(struct syn_patch, 1);

	pa->cocci = g_strdup("virtual patch\n\n@r1 depends on patch@\nidentifier f;\n@@\n- old(f)\n+ new(f)\n");
	pb->cocci = g_strdup("virtual patch\n\n@r1 depends on patch@\nidentifier g;\n@@\n- old(g, 1)\n+ new(g)\n");
	g_ptr_array_add(a, pa);
	g_ptr_array_add(b, pb);
	g_ptr_array_add(derived, a);
	g_assert_cmpint(syn_consensus(&cons, NULL, derived, NULL, &err), ==, 0);
	g_assert_null(cons);
	g_ptr_array_add(derived, b);
	g_assert_cmpint(syn_consensus(&cons, NULL, derived, NULL, &err), ==, 0);
	g_assert_null(cons);
	g_assert_no_error(err);
	g_assert_cmpint(syn_consensus(&cons, NULL, NULL, NULL, &err), ==, -1);
	g_assert_error(err, SYN_ERROR, SYN_ERROR_INPUT);
}

/* Two rules that differ only in their metavariables' and rules' names compare equal. */
static void test_consensus_names(void)
{
	g_autoptr(GPtrArray) derived = g_ptr_array_new_with_free_func((GDestroyNotify)g_ptr_array_unref);
	g_autoptr(GArray) agreed = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_patch *cons = NULL;
	const char *text[] = {
		"virtual patch\n\n@r1 depends on patch@\nidentifier fn, d;\n@@\nfn(...) {\n- old(d)\n+ new(d)\n}\n"
		"\n@r2 depends on patch && (r1)@\nidentifier r1.fn;\n@@\n- only_here(fn);\n",
		/* its declarations in another order, and one it never uses */
		"virtual patch\n\n@a7 depends on patch@\nidentifier y;\nexpression z;\nidentifier x;\n@@\n"
		"x(...) {\n- old(y)\n+ new(y)\n}\n",
		"virtual patch\n\n@q@\nidentifier p;\n@@\n- unrelated(p)\n",
	};
	g_autofree char *core = NULL;

	for (guint i = 0; i < G_N_ELEMENTS(text); i++) {
		GPtrArray *a = g_ptr_array_new_with_free_func((GDestroyNotify)syn_patch_free);
		struct syn_patch *p = g_new0(struct syn_patch, 1);

		p->cocci = g_strdup(text[i]);
		g_ptr_array_add(a, p);
		g_ptr_array_add(derived, a);
	}
	g_assert_cmpint(syn_consensus(&cons, &agreed, derived, NULL, &err), ==, 1);
	core = syn_cocci_core(cons->cocci);
	g_assert_nonnull(strstr(core, "@r1@\nidentifier fn, d;\n@@\nfn(...) {\n- old(d)\n+ new(d)\n}\n"));
	g_assert_null(strstr(core, "only_here"));
	g_assert_null(strstr(core, "unrelated"));
	g_assert_cmpuint(agreed->len, ==, 2);
	g_assert_cmpuint(g_array_index(agreed, guint, 0), ==, 0);
	g_assert_cmpuint(g_array_index(agreed, guint, 1), ==, 1);
	syn_patch_free(cons);
}

/*
 * sound/soc/sh/hac.c's change drops its last "return 0;" as its .remove is made void.  On a
 * gpio-restart whose .remove also returns 0 early, from an unbraced branch and from the end of
 * a braced one, only the last goes: the branches' become plain returns, none falls through.
 */
static void test_void_nested_returns(void)
{
	g_autofree char *tmp = g_dir_make_tmp("synth-nested-XXXXXX", NULL);
	g_autofree char *drv = data_file("gpio-restart-v6.1.c");
	g_autofree char *cf = g_build_filename(tmp, "gpio-restart.c", NULL);
	g_autofree char *mid = NULL, *early = NULL, *after = NULL;
	g_autoptr(GPtrArray) ps = NULL;
	g_autoptr(GError) err = NULL;
	struct example ex = { .hash = "b972150065af", .path = "sound/soc/sh/hac.c" };
	struct red_issue is = { 0 };
	struct syn_result res = { 0 };
	struct syn_patch *p;

	load_pair(&ex, tmp);
	example_init(&ex);
	mid = replace_once(drv, "\tint ret;\n\n\tret = unregister_restart_handler",
			   "\tint ret;\n\n\tif (!gpio_restart)\n\t\treturn 0;\n"
			   "\tret = unregister_restart_handler");
	early = replace_once(mid, "__func__, ret);\n\t\treturn -ENODEV;\n\t}\n\n\treturn 0;\n}\n\n"
			     "static const", "__func__, ret);\n\t\treturn 0;\n\t}\n\n\treturn 0;\n}\n\n"
			     "static const");
	g_assert_true(g_file_set_contents(cf, early, -1, NULL));
	is.kind = RED_INCOMPATIBLE_INIT;
	is.symbol = "remove";
	is.container = "struct platform_driver";
	is.file = "gpio-restart.c";
	is.line = 134;
	is.expected = "void (*)(struct platform_device *)";
	is.actual = "int (*)(struct platform_device *)";
	g_assert_cmpint(syn_derive(&ps, &ex.ex, &is, tmp, NULL, &err), ==, 0);
	g_assert_no_error(err);
	p = ps->pdata[0];
	if (g_test_verbose())
		g_printerr("%s", p->cocci);
	g_assert_cmpint(syn_apply(&res, p, tmp, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_true(res.applied);
	g_assert_true(g_file_get_contents(cf, &after, NULL, NULL));
	if (g_test_verbose())
		g_printerr("%s", after);
	g_assert_nonnull(strstr(after, "static void gpio_restart_remove(struct platform_device *pdev)\n"));
	g_assert_nonnull(strstr(after, "\tif (!gpio_restart)\n\t\treturn;\n"));
	g_assert_nonnull(strstr(after, "__func__, ret);\n\t\treturn;\n\t}\n}\n"));
	g_assert_null(strstr(after, "\t\t{}"));
	syn_result_clear(&res);
	example_clear(&ex);
	g_unlink(cf);
	g_rmdir(tmp);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/synth/consensus/remove", test_consensus_remove);
	g_test_add_func("/synth/consensus/none", test_consensus_none);
	g_test_add_func("/synth/consensus/names", test_consensus_names);
	g_test_add_func("/synth/consensus/void-nested-returns", test_void_nested_returns);
	return g_test_run();
}

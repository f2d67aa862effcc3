// SPDX-License-Identifier: GPL-2.0
/*
 * Code in macro bodies (issue 38): spatch does not parse a #define's body as code, so a field set
 * there is none a rule can match.  The view stage (synth/macroview.c) on its own input and
 * output, then syn_apply() on the real case: v6.1's drivers/regulator/atc260x-regulator.c sets
 * .linear_range_selectors, a member of struct regulator_desc that 6.12 renamed, in the body of
 * atc2609a_reg_desc_ldo_range_pick(); the example is v6.1 → v6.12's max77650-regulator.c
 * (kernel-pair 5c85bc6dd4fd), which renamed its own.  data/macroview/README.md says where each
 * comes from.
 */
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "reducer.h"
#include "synth.h"
#include "synth-int.h"
#include "synth-test.h"

#define KDIR_612 "/usr/src/linux-headers-6.12.118+deb12-amd64"

static char *data_file(const char *name)
{
	g_autofree char *p = g_build_filename(PORTER_TEST_DATA, "macroview", name, NULL);
	char *text = NULL;

	g_assert_true(g_file_get_contents(p, &text, NULL, NULL));
	return text;
}

static char *replace_once(const char *text, const char *from, const char *to)
{
	GString *s = g_string_new(text);

	g_assert_nonnull(strstr(text, from));
	g_string_replace(s, from, to, 1);
	return g_string_free(s, FALSE);
}

/*
 * atc2609a_reg_desc_ldo_range_pick() as v6.1's atc260x-regulator.c has it (lines 415-434, some
 * of its fields) and uses it (lines 454, 463).
 */
static const char ldo_macro[] =
	"static const int before;\n"						/* 1 */
	"#define atc2609a_reg_desc_ldo_range_pick(num, n_range, n_volt) { \\\n"	/* 2 */
	"\t.name = \"LDO\"#num, \\\n"						/* 3 */
	"\t.id = ATC2609A_ID_LDO##num, \\\n"					/* 4 */
	"\t.linear_ranges = atc2609a_ldo_voltage_ranges##n_range, \\\n"		/* 5 */
	"\t.n_voltages = n_volt, \\\n"						/* 6 */
	"\t.linear_range_selectors = atc260x_ldo_voltage_range_sel, \\\n"	/* 7 */
	"\t.enable_reg = ATC2609A_PMU_LDO##num##_CTL0, \\\n"			/* 8 */
	"\t.owner = THIS_MODULE, \\\n"						/* 9 */
	"}\n"									/* 10 */
	"\n"									/* 11 */
	"#define LDO_MAX 8\n"							/* 12 */
	"static const struct regulator_desc atc2609a_reg[] = {\n"		/* 13 */
	"\tatc2609a_reg_desc_ldo_range_pick(3, 0, 29),\n"			/* 14 */
	"};\n";									/* 15 */

/* The view shows an initializer body as one of the rule's struct, # and ## as names. */
static void test_view_init(void)
{
	struct sd_macroview v;
	g_auto(GStrv) l = NULL;
	const char *name;
	int line = 0;

	sd_macroview_make(&v, ldo_macro, "struct regulator_desc", NULL);
	g_assert_cmpuint(v.macros->len, ==, 1);
	name = sd_macroview_name(&v, 0, &line);
	g_assert_cmpstr(name, ==, "atc2609a_reg_desc_ldo_range_pick");
	g_assert_cmpint(line, ==, 2);
	l = g_strsplit(v.text, "\n", -1);
	g_assert_cmpuint(g_strv_length(l), ==, 16);
	g_assert_cmpstr(l[0], ==, "static const int before;");
	g_assert_cmpstr(l[1], ==, "struct regulator_desc __porter_macro_0 = {");
	g_assert_cmpstr(l[2], ==, "\t.name = \"LDO\"\"__porter_pp0__\",");
	g_assert_cmpstr(l[3], ==, "\t.id = ATC2609A_ID_LDO__porter_pp1__num,");
	g_assert_cmpstr(l[6], ==, "\t.linear_range_selectors = atc260x_ldo_voltage_range_sel,");
	g_assert_cmpstr(l[7], ==, "\t.enable_reg = ATC2609A_PMU_LDO__porter_pp3__num__porter_pp4___CTL0,");
	g_assert_cmpstr(l[9], ==, "};");
	/* an object-like constant is no code to show */
	g_assert_cmpstr(l[11], ==, "#define LDO_MAX 8");
	sd_macroview_clear(&v);

	/* without the rule's struct, or for another struct, an initializer body is not shown */
	sd_macroview_make(&v, ldo_macro, NULL, NULL);
	g_assert_cmpuint(v.macros->len, ==, 0);
	g_assert_cmpstr(v.text, ==, ldo_macro);
	sd_macroview_clear(&v);
	sd_macroview_make(&v, ldo_macro, "struct regulator_ops", NULL);
	g_assert_cmpuint(v.macros->len, ==, 0);
	sd_macroview_clear(&v);
}

/* A changed body line goes back with its continuation; a changed scaffold is refused. */
static void test_merge_init(void)
{
	g_autofree char *after = NULL, *merged = NULL, *bad = NULL, *bad2 = NULL;
	g_autofree char *want = NULL, *pasted = NULL, *merged2 = NULL;
	g_autoptr(GError) err = NULL;
	struct sd_macroview v;
	int macro = -2;

	sd_macroview_make(&v, ldo_macro, "struct regulator_desc", NULL);
	after = replace_once(v.text, ".linear_range_selectors =", ".linear_range_selectors_bitfield =");
	g_assert_cmpint(sd_macroview_merge(&merged, &macro, ldo_macro, &v, after, FALSE, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(macro, ==, 0);
	want = replace_once(ldo_macro, ".linear_range_selectors =", ".linear_range_selectors_bitfield =");
	g_assert_cmpstr(merged, ==, want);

	/* a changed line with # and ##: put back as written */
	pasted = replace_once(v.text, "\t.id = ATC2609A_ID_LDO__porter_pp1__num,",
			      "\t.ident = ATC2609A_ID_LDO__porter_pp1__num,");
	g_assert_cmpint(sd_macroview_merge(&merged2, &macro, ldo_macro, &v, pasted, FALSE, &err), ==, 0);
	g_assert_nonnull(strstr(merged2, "\n\t.ident = ATC2609A_ID_LDO##num, \\\n"));

	/* the synthetic variable renamed, or the closing "};" lost: refused */
	g_clear_pointer(&merged, g_free);
	bad = replace_once(v.text, "__porter_macro_0 = {", "x = {");
	g_assert_cmpint(sd_macroview_merge(&merged, &macro, ldo_macro, &v, bad, FALSE, &err), ==, -1);
	g_assert_error(err, SYN_ERROR, SYN_ERROR_SPATCH);
	g_assert_nonnull(strstr(err->message, "line 2"));
	g_assert_nonnull(strstr(err->message, "atc2609a_reg_desc_ldo_range_pick"));
	g_assert_null(merged);
	g_clear_error(&err);
	bad2 = replace_once(v.text, "\t.owner = THIS_MODULE,\n};", "\t.owner = THIS_MODULE,\n}");
	g_assert_cmpint(sd_macroview_merge(&merged, &macro, ldo_macro, &v, bad2, FALSE, &err), ==, -1);
	g_assert_error(err, SYN_ERROR, SYN_ERROR_SPATCH);
	g_clear_error(&err);
	/* the line holding "};" removed whole: refused too */
	g_free(bad2);
	bad2 = replace_once(v.text, "\t.owner = THIS_MODULE,\n};\n", "\t.owner = THIS_MODULE,\n");
	g_assert_cmpint(sd_macroview_merge(&merged, &macro, ldo_macro, &v, bad2, FALSE, &err), ==, -1);
	g_assert_error(err, SYN_ERROR, SYN_ERROR_SPATCH);
	g_clear_error(&err);
	/* a line added inside the body: continued like its neighbours */
	g_free(bad2);
	bad2 = replace_once(v.text, "\t.owner = THIS_MODULE,\n",
			    "\t.owner = THIS_MODULE,\n\t.extra = 1,\n");
	g_assert_cmpint(sd_macroview_merge(&merged, &macro, ldo_macro, &v, bad2, FALSE, &err), ==, 0);
	g_assert_nonnull(strstr(merged, "\t.owner = THIS_MODULE, \\\n\t.extra = 1, \\\n}\n"));
	g_clear_pointer(&merged, g_free);
	/* a line added after the body's last: outside the #define, refused */
	g_free(bad2);
	bad2 = replace_once(v.text, "\n};\n", "\n};\nint x;\n");
	g_assert_cmpint(sd_macroview_merge(&merged, &macro, ldo_macro, &v, bad2, FALSE, &err), ==, -1);
	g_assert_error(err, SYN_ERROR, SYN_ERROR_SPATCH);
	sd_macroview_clear(&v);
}

/*
 * FOR_EACH_ALIGNMENT() as v6.1's drivers/spi/spi-loopback-test.c defines it inside
 * spi_test_run_test() (lines 1020-1027): a loop's head, whose spi->master 6.12 reads as
 * spi->controller.
 */
static const char for_macro[] =
	"int spi_test_run_test(struct spi_device *spi, const struct spi_test *test)\n"	/* 1 */
	"{\n"									/* 2 */
	"#define FOR_EACH_ALIGNMENT(var)\t\t\t\t\t\t\\\n"			/* 3 */
	"\tfor (var = 0;\t\t\t\t\t\t\t\\\n"					/* 4 */
	"\t    var < (test->iterate_##var ?\t\t\t\t\\\n"			/* 5 */
	"\t\t\t(spi->master->dma_alignment ?\t\t\t\\\n"				/* 6 */
	"\t\t\t spi->master->dma_alignment :\t\t\t\\\n"			/* 7 */
	"\t\t\t test->iterate_##var) :\t\t\t\t\\\n"				/* 8 */
	"\t\t\t1);\t\t\t\t\t\t\\\n"						/* 9 */
	"\t    var++)\n"							/* 10 */
	"\treturn 0;\n"								/* 11 */
	"}\n";									/* 12 */

/*
 * A statement body defined inside a function is a block there; the change goes back with the
 * backslashes realigned as the maintainers did (v6.12's lines 1033-1034).
 */
static void test_view_stmt(void)
{
	g_autofree char *after = NULL, *merged = NULL;
	g_autoptr(GError) err = NULL;
	struct sd_macroview v;
	g_auto(GStrv) l = NULL;
	int macro = -1;

	sd_macroview_make(&v, for_macro, "struct regulator_desc", NULL);
	g_assert_cmpuint(v.macros->len, ==, 1);
	l = g_strsplit(v.text, "\n", -1);
	g_assert_cmpstr(l[2], ==, "{");
	g_assert_cmpstr(l[4], ==, "\t    var < (test->iterate___porter_pp0__var ?");
	g_assert_cmpstr(l[9], ==, "\t    var++);}");
	g_assert_cmpstr(l[10], ==, "\treturn 0;");
	after = g_strdup(v.text);
	{
		g_autoptr(GString) s = g_string_new(after);

		g_string_replace(s, "spi->master->", "spi->controller->", 0);
		g_free(after);
		after = g_strdup(s->str);
	}
	g_assert_cmpint(sd_macroview_merge(&merged, &macro, for_macro, &v, after, FALSE, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_nonnull(strstr(merged, "\t\t\t(spi->controller->dma_alignment ?\t\t\\\n"
					"\t\t\t spi->controller->dma_alignment :\t\t\\\n"
					"\t\t\t test->iterate_##var) :\t\t\t\t\\\n"));
	/* bodies only: a change outside them is not taken */
	{
		g_autofree char *both = replace_once(after, "\treturn 0;", "\treturn 1;");
		g_autofree char *m2 = NULL;

		g_assert_cmpint(sd_macroview_merge(&m2, &macro, for_macro, &v, both, TRUE, &err),
				==, 0);
		g_assert_nonnull(strstr(m2, "spi->controller->dma_alignment :"));
		g_assert_nonnull(strstr(m2, "\treturn 0;"));
		g_clear_pointer(&m2, g_free);
		g_assert_cmpint(sd_macroview_merge(&m2, &macro, for_macro, &v, both, FALSE, &err),
				==, 0);
		g_assert_nonnull(strstr(m2, "\treturn 1;"));
	}
	sd_macroview_clear(&v);

	/* at the top level, a function holds it */
	sd_macroview_make(&v, for_macro + strlen("int spi_test_run_test(struct spi_device *spi, "
						 "const struct spi_test *test)\n{\n"), NULL, NULL);
	g_assert_true(g_str_has_prefix(v.text, "void __porter_macro_0(void) {\n"));
	sd_macroview_clear(&v);
}

/* The struct the patch's rules initialize: what a view's initializer bodies are made of. */
static void test_cocci_init_type(void)
{
	g_autofree char *t = sd_cocci_init_type("@r1@\nidentifier i;\n@@\n"
						"struct regulator_desc i = {\n- .a = 1,\n};\n");
	g_autofree char *none = sd_cocci_init_type("@r1@\n@@\n- f();\n+ g();\n");
	g_autofree char *st = sd_cocci_init_type("@r@\n@@\nstatic const struct x_ops i[] = {\n");

	g_assert_cmpstr(st, ==, "struct x_ops");

	g_assert_cmpstr(t, ==, "struct regulator_desc");
	g_assert_null(none);
}

/* Only a body that names what the patch removes is shown: the minus lines' names. */
static void test_minus_words(void)
{
	static const char cocci[] =
		"@r1@\nidentifier mI_max77651_SBB1_desc;\nidentifier mv_linear_range_selectors;\n@@\n"
		"struct regulator_desc mI_max77651_SBB1_desc = {\n"
		"-\t.linear_range_selectors = mv_linear_range_selectors,\n"
		"+\t.linear_range_selectors_bitfield = mv_linear_range_selectors,\n};\n";
	g_autoptr(GHashTable) w = sd_cocci_minus_words(cocci);
	g_autoptr(GHashTable) m = g_hash_table_new(g_str_hash, g_str_equal);
	struct sd_macroview v;

	g_assert_cmpuint(g_hash_table_size(w), ==, 1);
	g_assert_true(g_hash_table_contains(w, "linear_range_selectors"));
	sd_macroview_make(&v, for_macro, "struct regulator_desc", w);
	g_assert_cmpuint(v.macros->len, ==, 0);
	g_assert_cmpstr(v.text, ==, for_macro);
	sd_macroview_clear(&v);
	sd_macroview_make(&v, ldo_macro, "struct regulator_desc", w);
	g_assert_cmpuint(v.macros->len, ==, 1);
	sd_macroview_clear(&v);
	g_hash_table_add(m, "master");
	sd_macroview_make(&v, for_macro, NULL, m);
	g_assert_cmpuint(v.macros->len, ==, 1);
	sd_macroview_clear(&v);
	/* an expression that names it is shown as a statement; without the names it is not */
	sd_macroview_make(&v, "#define ALIGN_OF(spi) spi->master->dma_alignment\n", NULL, m);
	g_assert_cmpstr(v.text, ==, "void __porter_macro_0(void) { spi->master->dma_alignment;}\n");
	sd_macroview_clear(&v);
	sd_macroview_make(&v, "#define ALIGN_OF(spi) spi->master->dma_alignment\n", NULL, NULL);
	g_assert_cmpuint(v.macros->len, ==, 0);
	sd_macroview_clear(&v);
}

/*
 * The real case: the issue from GCC's real output (the v6.1 file built against Debian's 6.12
 * headers), the patch derived from the real example as it is (max77650 renames the field in the
 * .desc of its own struct max77650_regulator_desc, whose member desc is a struct
 * regulator_desc: that initializer is read as the target's own), applied by spatch through the
 * view of the macro bodies: the #define's line changes as the maintainers changed it, nothing
 * else.
 */
static void test_apply_real(void)
{
	g_autofree char *drv = data_file("atc260x-regulator-v6.1.c");
	g_autofree char *log = data_file("atc260x-gcc-6.12.log");
	g_autofree char *tmp = g_dir_make_tmp("synth-macroview-XXXXXX", NULL);
	g_autofree char *cf = g_build_filename(tmp, "atc260x-regulator.c", NULL);
	g_autofree char *after = NULL, *want = NULL;
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL, issues = NULL;
	g_autoptr(GError) err = NULL;
	struct red_options ro = RED_OPTIONS_INIT;
	struct syn_file f = { "drivers/regulator/max77650-regulator.c",
			      "drivers/regulator/max77650-regulator.c",
			      data_file("max77650-regulator-v6.1.c"),
			      data_file("max77650-regulator-v6.12.c") };
	struct syn_example ex = { "kernel-pair", "5c85bc6dd4fd11235d4c3118dd031984f9e9e251",
				  "drivers/regulator/max77650-regulator.c: changed between v6.1 "
				  "and v6.12" };
	const struct red_issue *is;
	const struct syn_patch *p;
	struct syn_result res = { 0 };
	guint nd = 0;

	if (!g_file_test(KDIR_612, G_FILE_TEST_IS_DIR)) {
		g_test_skip("no " KDIR_612);
		goto out;
	}
	g_assert_true(g_file_set_contents(cf, drv, -1, NULL));
	ro.source_dir = tmp;
	ro.kernel_dir = KDIR_612;
	g_assert_cmpint(red_reduce_log(&issues, &nd, log, strlen(log), &ro, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(issues->len, ==, 1);
	is = issues->pdata[0];
	g_assert_cmpint(is->kind, ==, RED_NO_MEMBER);
	g_assert_cmpstr(is->symbol, ==, "linear_range_selectors");
	g_assert_cmpstr(is->container, ==, "struct regulator_desc");
	g_assert_cmpint(is->line, ==, 430);

	g_ptr_array_add(files, &f);
	ex.files = files;
	g_assert_cmpint(syn_derive(&patches, &ex, is, tmp, KDIR_612, &err), ==, 0);
	g_assert_no_error(err);
	p = patches->pdata[0];
	if (g_test_verbose())
		g_printerr("%s\n", p->cocci);
	g_assert_nonnull(strstr(p->cocci,
				"\nstruct regulator_desc mI_max77651_SBB1_desc_desc = {\n"));
	g_assert_nonnull(strstr(p->cocci, "-\t.linear_range_selectors = "));
	g_assert_nonnull(strstr(p->cocci, "+\t.linear_range_selectors_bitfield = "));
	g_assert_cmpint(syn_apply(&res, p, tmp, &err), ==, 0);
	g_assert_no_error(err);
	if (g_test_verbose())
		g_printerr("applied %d why %s note %s\n%s", res.applied, res.why, res.note, res.diff);
	g_assert_true(res.applied);
	g_assert_cmpstr(res.note, ==, "applied in the body of macro atc2609a_reg_desc_ldo_range_pick "
				      "(atc260x-regulator.c:415)");
	/* v6.12's line 431, the file otherwise as it was */
	want = replace_once(drv, "\t.linear_range_selectors = atc260x_ldo_voltage_range_sel, \\\n",
			    "\t.linear_range_selectors_bitfield = atc260x_ldo_voltage_range_sel, \\\n");
	g_assert_true(g_file_get_contents(cf, &after, NULL, NULL));
	g_assert_cmpstr(after, ==, want);
	g_assert_cmpstr(res.diff, ==,
			"--- a/atc260x-regulator.c\n+++ b/atc260x-regulator.c\n"
			"@@ -427,7 +427,7 @@\n"
			" \t.vsel_mask = GENMASK(4, 1), \\\n"
			" \t.vsel_range_reg = ATC2609A_PMU_LDO##num##_CTL0, \\\n"
			" \t.vsel_range_mask = BIT(5), \\\n"
			"-\t.linear_range_selectors = atc260x_ldo_voltage_range_sel, \\\n"
			"+\t.linear_range_selectors_bitfield = atc260x_ldo_voltage_range_sel, \\\n"
			" \t.enable_reg = ATC2609A_PMU_LDO##num##_CTL0, \\\n"
			" \t.enable_mask = BIT(0), \\\n"
			" \t.enable_time = 2000, \\\n");
	syn_result_clear(&res);
out:
	g_free(f.old_text);
	g_free(f.new_text);
	rm_rf(tmp);
}

/*
 * The statement case: v6.1's spi-loopback-test.c reads spi->master in FOR_EACH_ALIGNMENT(), a
 * loop's head defined inside spi_test_run_test(); struct spi_device lost master (6.12 has only
 * controller).  The example is kernel-pair 6f49d1134c's gehc-achc.c, which passes
 * spi->controller where it passed spi->master.
 */
static void stmt_case(gboolean composed)
{
	g_autofree char *real = data_file("spi-loopback-test-v6.1.c");
	/* composed: a plain use of spi->master too, gehc-achc's line in spi_test_run_test() */
	g_autofree char *drv = composed ?
		replace_once(real, "\t}\n\n\treturn 0;\n}\nEXPORT_SYMBOL_GPL(spi_test_run_test);",
			     "\t}\n\n\tspi_bus_lock(spi->master);\n\treturn 0;\n}\n"
			     "EXPORT_SYMBOL_GPL(spi_test_run_test);") : g_strdup(real);
	g_autofree char *log = data_file("spi-loopback-test-gcc-6.12.log");
	g_autofree char *tmp = g_dir_make_tmp("synth-macroview-XXXXXX", NULL);
	g_autofree char *cf = g_build_filename(tmp, "spi-loopback-test.c", NULL);
	g_autofree char *after = NULL, *want = NULL;
	const struct syn_patch *p;
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL, issues = NULL;
	g_autoptr(GError) err = NULL;
	struct red_options ro = RED_OPTIONS_INIT;
	struct syn_file f = { "drivers/misc/gehc-achc.c", "drivers/misc/gehc-achc.c",
			      data_file("gehc-achc-v6.1.c"), data_file("gehc-achc-v6.12.c") };
	struct syn_example ex = { "kernel-pair", "6f49d1134c",
				  "drivers/misc/gehc-achc.c: changed between v6.1 and v6.12" };
	struct syn_result res = { 0 };
	guint nd = 0;

	if (!g_file_test(KDIR_612, G_FILE_TEST_IS_DIR)) {
		g_test_skip("no " KDIR_612);
		goto out;
	}
	g_assert_true(g_file_set_contents(cf, drv, -1, NULL));
	ro.source_dir = tmp;
	ro.kernel_dir = KDIR_612;
	g_assert_cmpint(red_reduce_log(&issues, &nd, log, strlen(log), &ro, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(issues->len, ==, 1);
	g_ptr_array_add(files, &f);
	ex.files = files;
	g_assert_cmpint(syn_derive(&patches, &ex, issues->pdata[0], tmp, KDIR_612, &err), ==, 0);
	g_assert_no_error(err);
	p = patches->pdata[0];
	if (g_test_verbose())
		g_printerr("%s\n", p->cocci);
	g_assert_cmpint(syn_apply(&res, p, tmp, &err), ==, 0);
	g_assert_no_error(err);
	if (g_test_verbose())
		g_printerr("applied %d why %s note %s\n%s", res.applied, res.why, res.note, res.diff);
	g_assert_true(res.applied);
	g_assert_cmpstr(res.note, ==, composed ?
			"also applied in the body of macro FOR_EACH_ALIGNMENT (spi-loopback-test.c:1020)" :
			"applied in the body of macro FOR_EACH_ALIGNMENT (spi-loopback-test.c:1020)");
	if (composed) {
		char *w = replace_once(drv, "\tspi_bus_lock(spi->master);\n",
				       "\tspi_bus_lock(spi->controller);\n");

		g_free(drv);
		drv = w;
		g_assert_nonnull(strstr(res.diff, "+\tspi_bus_lock(spi->controller);\n"));
		g_assert_nonnull(strstr(res.diff, "+\t\t\t spi->controller->dma_alignment :\t\t\\\n"));
	}
	/* v6.12's lines 1033-1034, backslashes where the maintainers put them */
	want = replace_once(drv, "\t\t\t(spi->master->dma_alignment ?\t\t\t\\\n"
				 "\t\t\t spi->master->dma_alignment :\t\t\t\\\n",
			    "\t\t\t(spi->controller->dma_alignment ?\t\t\\\n"
			    "\t\t\t spi->controller->dma_alignment :\t\t\\\n");
	g_assert_true(g_file_get_contents(cf, &after, NULL, NULL));
	g_assert_cmpstr(after, ==, want);
	syn_result_clear(&res);
out:
	g_free(f.old_text);
	g_free(f.new_text);
	rm_rf(tmp);
}

static void test_apply_stmt_real(void)
{
	stmt_case(FALSE);
}

/*
 * The same file with a plain spi->master beside the macro's (a line of gehc-achc.c added):
 * spatch changes that one, and the macro body, which it does not see, gets the same rules
 * through the view.
 */
static void test_apply_stmt_after_change(void)
{
	stmt_case(TRUE);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/synth/macroview/init", test_view_init);
	g_test_add_func("/synth/macroview/merge-init", test_merge_init);
	g_test_add_func("/synth/macroview/stmt", test_view_stmt);
	g_test_add_func("/synth/macroview/cocci-init-type", test_cocci_init_type);
	g_test_add_func("/synth/macroview/minus-words", test_minus_words);
	g_test_add_func("/synth/apply/macro-body-real", test_apply_real);
	g_test_add_func("/synth/apply/macro-stmt-real", test_apply_stmt_real);
	g_test_add_func("/synth/apply/macro-stmt-after-change", test_apply_stmt_after_change);
	return g_test_run();
}

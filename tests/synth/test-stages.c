// SPDX-License-Identifier: GPL-2.0
/*
 * syn_derive()'s stages one by one (synth/stages.h), each on its own input and output: the
 * as3935 "Switch to PM ops" example of data/ (pre and post images modelled on the kernel's
 * 9d9f780000e0) against the issue the lms501kf03 driver of data/ has on a newer kernel, an
 * unknown .suspend in its struct spi_driver.
 */
#include <stdlib.h>
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "reducer.h"
#include "stages.h"

struct ex {
	struct syn_file file;
	struct syn_example ex;
	struct red_issue issue;
	GPtrArray *files;
	struct sd_request rq;
	char *tmp;
};

static char *data_file(const char *name)
{
	g_autofree char *p = g_build_filename(PORTER_TEST_DATA, name, NULL);
	char *text = NULL;

	g_assert_true(g_file_get_contents(p, &text, NULL, NULL));
	return text;
}

/* The example, the issue, and the target driver copied into a new folder. */
static void ex_init(struct ex *e, const char *symbol)
{
	g_autofree char *drv = data_file("lms501kf03-v3.9.c");
	g_autofree char *p = NULL;

	memset(e, 0, sizeof(*e));
	e->file.old_path = e->file.new_path = "drivers/iio/proximity/as3935.c";
	e->file.old_text = data_file("as3935-pre.c");
	e->file.new_text = data_file("as3935-post.c");
	e->files = g_ptr_array_new();
	g_ptr_array_add(e->files, &e->file);
	e->ex.repo = "torvalds/linux";
	e->ex.hash = "9d9f780000e0a2c2582843ee83612530a16920c8";
	e->ex.subject = "iio: as3935: Switch to PM ops";
	e->ex.files = e->files;
	e->issue.kind = RED_UNKNOWN_FIELD;
	e->issue.symbol = (char *)symbol;
	e->issue.container = "struct spi_driver";
	e->issue.file = "lms501kf03.c";
	/* the issue is at the driver's (last) .suspend: its struct spi_driver is the instance */
	{
		g_auto(GStrv) lines = g_strsplit(drv, "\n", -1);

		for (guint i = 0; lines[i]; i++)
			if (strstr(lines[i], ".suspend"))
				e->issue.line = (int)i + 1;
		g_assert_cmpint(e->issue.line, >, 0);
	}
	e->tmp = g_dir_make_tmp("synth-stages-XXXXXX", NULL);
	g_assert_nonnull(e->tmp);
	p = g_build_filename(e->tmp, "lms501kf03.c", NULL);
	g_assert_true(g_file_set_contents(p, drv, -1, NULL));
	e->rq.ex = &e->ex;
	e->rq.issue = &e->issue;
	e->rq.file = &e->file;
	e->rq.driver_dir = e->tmp;
}

static void ex_clear(struct ex *e)
{
	g_autofree char *p = g_build_filename(e->tmp, "lms501kf03.c", NULL);

	g_unlink(p);
	g_rmdir(e->tmp);
	g_free(e->tmp);
	g_free(e->file.old_text);
	g_free(e->file.new_text);
	g_ptr_array_unref(e->files);
}

/* Index of the item of im named name of kind, or -1. */
static int find_item(struct image *im, enum cf_item_kind kind, const char *name)
{
	for (guint i = 0; i < im->items->len; i++) {
		struct cf_item *it = sd_item(im, i);

		if (it->kind == kind && strcmp(it->name, name) == 0)
			return (int)i;
	}
	return -1;
}

/* pair: items paired by kind and name, what changed, what is new, and which way round. */
static void test_pair(void)
{
	struct ex e;
	struct sd_pairing pr;
	g_autoptr(GError) err = NULL;
	int drv, cal, susp, def, ops;

	ex_init(&e, "suspend");
	g_assert_cmpint(sd_pair(&pr, &e.rq, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_false(pr.reversed);
	drv = find_item(&pr.pre, CF_ITEM_DECL, "as3935_driver");
	cal = find_item(&pr.pre, CF_ITEM_FUNC, "calibrate_as3935");
	susp = find_item(&pr.pre, CF_ITEM_FUNC, "as3935_suspend");
	def = find_item(&pr.pre, CF_ITEM_DEFINE, "as3935_suspend");
	ops = find_item(&pr.post, CF_ITEM_MACROCALL, "as3935_pm_ops");
	g_assert_cmpint(drv, >=, 0);
	g_assert_cmpint(cal, >=, 0);
	g_assert_cmpint(susp, >=, 0);
	g_assert_cmpint(def, >=, 0);
	g_assert_cmpint(ops, >=, 0);
	/* changed items keep their partner, the stub #define is gone, the PM ops are new */
	g_assert_cmpint(pr.pre_to_post[drv], >=, 0);
	g_assert_false(sd_item_equal(&pr, drv, pr.pre_to_post[drv]));
	g_assert_false(sd_item_equal(&pr, susp, pr.pre_to_post[susp]));
	g_assert_cmpint(pr.pre_to_post[def], ==, -1);
	g_assert_cmpint(pr.post_to_pre[ops], ==, -1);
	g_assert_cmpint(pr.post_to_pre[pr.pre_to_post[cal]], ==, cal);
	sd_pairing_clear(&pr);
	g_assert_null(pr.pre.toks);

	/* An issue about what the example adds (.pm): the example goes backwards. */
	e.issue.symbol = "pm";
	g_assert_cmpint(sd_pair(&pr, &e.rq, &err), ==, 0);
	g_assert_true(pr.reversed);
	g_assert_cmpint(find_item(&pr.pre, CF_ITEM_MACROCALL, "as3935_pm_ops"), >=, 0);
	g_assert_cmpint(find_item(&pr.post, CF_ITEM_DEFINE, "as3935_suspend"), >=, 0);
	sd_pairing_clear(&pr);
	/* unless the other direction is asked for */
	e.rq.reverse = TRUE;
	g_assert_cmpint(sd_pair(&pr, &e.rq, &err), ==, 0);
	g_assert_false(pr.reversed);
	sd_pairing_clear(&pr);
	ex_clear(&e);
}

/* pair: a side that cannot be tokenized is an error naming the example's file. */
static void test_pair_error(void)
{
	struct ex e;
	struct sd_pairing pr;
	g_autoptr(GError) err = NULL;

	ex_init(&e, "suspend");
	g_free(e.file.new_text);
	e.file.new_text = g_strdup("int a;\n/* never closed\n");
	g_assert_cmpint(sd_pair(&pr, &e.rq, &err), ==, -1);
	g_assert_nonnull(err);
	g_assert_nonnull(strstr(err->message, "9d9f780000e0:drivers/iio/proximity/as3935.c"));
	g_assert_null(pr.pre.toks);
	ex_clear(&e);
}

/* generalize: the example's own names, its prefix, its structs' members, the target's prefix. */
static void test_generalize(void)
{
	struct ex e;
	struct sd_pairing pr;
	struct sd_names nm = { 0 };
	g_autoptr(GString) x = g_string_new(NULL);

	ex_init(&e, "suspend");
	g_assert_cmpint(sd_pair(&pr, &e.rq, NULL), ==, 0);
	sd_generalize(&nm, &pr, &e.rq);
	g_assert_cmpstr(nm.expfx, ==, "as3935_");
	g_assert_cmpstr(nm.target_prefix, ==, "lms501kf03_");
	g_assert_true(sd_is_local(&nm, "as3935_suspend"));
	g_assert_true(sd_is_local(&nm, "as3935_driver"));
	g_assert_true(sd_is_local(&nm, "as3935_pm_ops"));	/* static DEFINE-like macro use */
	g_assert_true(sd_is_local(&nm, "AS3935_PM_OPS"));
	g_assert_false(sd_is_local(&nm, "spi_get_drvdata"));	/* kernel API stays */
	g_assert_false(sd_is_local(&nm, "SIMPLE_DEV_PM_OPS"));
	g_assert_true(g_hash_table_contains(nm.tags, "as3935_state"));
	g_assert_true(g_hash_table_contains(nm.fields, "buffer"));
	g_assert_false(g_hash_table_contains(nm.fields, "suspend"));
	sd_names_explain(x, &nm);
	g_assert_true(g_str_has_prefix(x->str, "generalize: example prefix \"as3935_\", "
					       "target prefix \"lms501kf03_\"\n"));
	sd_names_clear(&nm);
	g_assert_null(nm.local);
	/* No driver: no target prefix. */
	e.rq.driver_dir = NULL;
	sd_generalize(&nm, &pr, &e.rq);
	g_assert_null(nm.target_prefix);
	sd_names_clear(&nm);
	sd_pairing_clear(&pr);
	ex_clear(&e);
}

/* select: the container's initializer first, nothing of the unrelated constant change. */
static void test_select(void)
{
	struct ex e;
	struct sd_pairing pr;
	struct sd_names nm = { 0 };
	struct sd_selection sel = { 0 };
	const struct sd_unit *u;
	g_autoptr(GString) x = g_string_new(NULL);
	int drv, cal;

	ex_init(&e, "suspend");
	g_assert_cmpint(sd_pair(&pr, &e.rq, NULL), ==, 0);
	sd_generalize(&nm, &pr, &e.rq);
	sd_select(&sel, &pr, &nm, &e.rq);
	drv = find_item(&pr.pre, CF_ITEM_DECL, "as3935_driver");
	cal = find_item(&pr.pre, CF_ITEM_FUNC, "calibrate_as3935");
	/* a missing field is only touched where it is named as one */
	g_assert_cmpuint(sel.words->len, ==, 1);
	g_assert_cmpstr(sel.words->pdata[0], ==, ".suspend");
	g_assert_cmpuint(sel.units->len, >=, 1);
	u = sel.units->pdata[0];
	g_assert_cmpint(u->kind, ==, SD_UNIT_CONTAINER);
	g_assert_cmpint(u->item, ==, drv);
	for (guint k = 0; k < sel.units->len; k++)
		g_assert_cmpint(((struct sd_unit *)sel.units->pdata[k])->item, !=, cal);
	g_assert_false(g_hash_table_contains(sel.seeds, GUINT_TO_POINTER(cal + 1)));
	/* the container counts as a seed once emit has made its rule, not before */
	g_assert_false(g_hash_table_contains(sel.seeds, GUINT_TO_POINTER(drv + 1)));
	sd_selection_explain(x, &pr, &sel);
	g_assert_nonnull(strstr(x->str, "select: the issue's words: .suspend\n"));
	g_assert_nonnull(strstr(x->str, "  the container's initializer: as3935_driver\n"));
	sd_selection_clear(&sel);
	sd_names_clear(&nm);
	sd_pairing_clear(&pr);
	ex_clear(&e);
}

/* emit: the rules of a selection; an empty selection makes none. */
static void test_emit(void)
{
	struct ex e;
	struct sd_pairing pr;
	struct sd_names nm = { 0 };
	struct sd_selection sel = { 0 }, none = { 0 };
	struct sd_rules rules;
	g_autoptr(GString) x = g_string_new(NULL);

	ex_init(&e, "suspend");
	g_assert_cmpint(sd_pair(&pr, &e.rq, NULL), ==, 0);
	sd_generalize(&nm, &pr, &e.rq);
	sd_select(&sel, &pr, &nm, &e.rq);
	g_assert_true(sd_emit(&rules, &pr, &nm, &sel, &e.rq));
	if (g_test_verbose())
		g_printerr("%s", rules.rules);
	/* the target's instance bound by the first rule, the field's change as the example's */
	g_assert_true(g_str_has_prefix(rules.rules, "\n@r1@\nidentifier mI_as3935_driver = "
						    "{lms501kf03_driver};\n"));
	g_assert_nonnull(strstr(rules.rules, "-\t.suspend = mv_suspend,\n"));
	/* the new field names the new macro: after the script rule making the target's names */
	g_assert_nonnull(strstr(rules.late, "@ADD_r1@"));
	g_assert_nonnull(strstr(rules.script, "@script:python mpy@"));
	g_assert_nonnull(strstr(rules.notes->str,
				"selected: initializer of struct spi_driver as3935_driver\n"));
	g_assert_nonnull(strstr(rules.notes->str, "function as3935_suspend"));
	g_assert_false(rules.reversed);
	g_assert_true(rules.head_changed);
	g_assert_cmpstr(rules.expfx, ==, "as3935_");
	sd_rules_explain(x, &rules);
	if (g_test_verbose())
		g_printerr("%s", x->str);
	g_assert_true(g_str_has_prefix(x->str, "emit: "));
	g_assert_nonnull(strstr(x->str, " r1, "));
	g_assert_nonnull(strstr(x->str, "  decision: selected: initializer of struct spi_driver "
					"as3935_driver\n"));
	sd_rules_clear(&rules);
	g_assert_null(rules.rules);

	/* Nothing selected: no rule, and the output is left cleared. */
	none.words = g_ptr_array_new();
	none.seeds = g_hash_table_new(NULL, NULL);
	none.units = g_ptr_array_new();
	g_assert_false(sd_emit(&rules, &pr, &nm, &none, &e.rq));
	g_assert_null(rules.rules);
	g_assert_null(rules.notes);
	sd_selection_clear(&none);

	sd_selection_clear(&sel);
	sd_names_clear(&nm);
	sd_pairing_clear(&pr);
	ex_clear(&e);
}

/* emit's rules for one issue on an example given as its two sides (no target driver). */
static char *emit_value_in(const char *pre, const char *post, enum red_kind kind,
			   const char *symbol, const char *container, const char *kdir,
			   gboolean out_late, char **out_notes);
static char *replace_once(const char *s, const char *from, const char *to);

static char *emit_value(const char *pre, const char *post, enum red_kind kind, const char *symbol,
			const char *container, char **out_notes)
{
	return emit_value_in(pre, post, kind, symbol, container, NULL, FALSE, out_notes);
}

/* The same with kdir (may be NULL) as the target tree, and with out_late the late rules too. */
static char *emit_value_in(const char *pre, const char *post, enum red_kind kind,
			   const char *symbol, const char *container, const char *kdir,
			   gboolean out_late, char **out_notes)
{
	struct syn_file f = { "drivers/x/ab.c", "drivers/x/ab.c", (char *)pre, (char *)post };
	g_autoptr(GPtrArray) files = g_ptr_array_new();
	struct syn_example ex = { "synthetic", "0000000000000000000000000000000000000000", "value" };
	struct red_issue is = { 0 };
	struct sd_request rq = { 0 };
	struct sd_pairing pr;
	struct sd_names nm = { 0 };
	struct sd_selection sel = { 0 };
	struct sd_rules rules;
	char *text;

	g_ptr_array_add(files, &f);
	ex.files = files;
	is.kind = kind;
	is.symbol = (char *)symbol;
	is.container = (char *)container;
	is.file = "target.c";
	is.line = 3;
	rq.ex = &ex;
	rq.issue = &is;
	rq.file = &f;
	rq.kernel_dir = kdir;
	g_assert_cmpint(sd_pair(&pr, &rq, NULL), ==, 0);
	sd_generalize(&nm, &pr, &rq);
	sd_select(&sel, &pr, &nm, &rq);
	g_assert_true(sd_emit(&rules, &pr, &nm, &sel, &rq));
	if (g_test_verbose())
		g_printerr("%s%s%s", rules.notes->str, rules.rules, rules.late);
	text = out_late ? g_strconcat(rules.rules, rules.late, NULL) : g_strdup(rules.rules);
	*out_notes = g_strdup(rules.notes->str);
	sd_rules_clear(&rules);
	sd_selection_clear(&sel);
	sd_names_clear(&nm);
	sd_pairing_clear(&pr);
	return text;
}

/*
 * pair: a name declared before it is defined, the declaration dropped by the change (max77650's
 * max77651_SBB1_desc, 6.1 to 6.12): the definitions pair, the declaration is removed; and the
 * other way round, a declaration added.
 */
static void test_pair_decl_shapes(void)
{
	static const char decl[] = "static struct ab_reg ab_buck;\n";
	static const char def[] = "static struct ab_reg ab_buck = {\n\t.reg = 3,\n};\n";
	static const char def2[] = "static const struct ab_reg ab_buck = {\n\t.reg = 4,\n};\n";
	g_autofree char *both = g_strconcat(decl, def, NULL);
	g_autofree char *both2 = g_strconcat(decl, def2, NULL);
	struct syn_file f = { "drivers/x/ab.c", "drivers/x/ab.c", both, (char *)def2 };
	g_autoptr(GPtrArray) files = g_ptr_array_new();
	struct syn_example ex = { "synthetic", "0000000000000000000000000000000000000000", "decl" };
	struct red_issue is = { 0 };
	struct sd_request rq = { &ex, &is, &f, NULL, NULL, FALSE, FALSE };
	struct sd_pairing pr;

	g_ptr_array_add(files, &f);
	ex.files = files;
	is.kind = RED_UNKNOWN_FIELD;
	is.symbol = "reg";
	g_assert_cmpint(sd_pair(&pr, &rq, NULL), ==, 0);
	g_assert_cmpuint(pr.pre.items->len, ==, 2);
	g_assert_false(pr.reversed);
	g_assert_cmpint(pr.pre_to_post[0], ==, -1);
	g_assert_cmpint(pr.pre_to_post[1], ==, 0);
	g_assert_cmpint(pr.post_to_pre[0], ==, 1);
	sd_pairing_clear(&pr);
	f.old_text = (char *)def;
	f.new_text = both2;
	g_assert_cmpint(sd_pair(&pr, &rq, NULL), ==, 0);
	g_assert_cmpint(pr.pre_to_post[0], ==, 1);
	g_assert_cmpint(pr.post_to_pre[0], ==, -1);
	g_assert_cmpint(pr.post_to_pre[1], ==, 0);
	sd_pairing_clear(&pr);
}

/*
 * emit: the example changes the issue's container (struct xy_desc) in the .desc of its own
 * struct, the target initializes the container itself: the rule is the container's, made of
 * .desc's fields as if they were the initializer's own, the wrapper's name bound to nothing.
 * The member's type is read off the struct the example defines; .limits, a struct xy_limits
 * whose field of the same name the example renames too, is no container.  The additions go to
 * the same instance.
 */
static void test_emit_inner_container(void)
{
	static const char pre[] =
		"struct ab_regulator {\n\tstruct xy_limits limits;\n\tstruct xy_desc desc;\n"
		"\tunsigned int reg;\n};\n\n"
		"static const unsigned int ab_buck_sel[] = { 0x0, 0x8 };\n\n"
		"static struct ab_regulator ab_buck = {\n"
		"\t.limits = {\n\t\t.range_sel = ab_limit_sel,\n\t},\n"
		"\t.desc = {\n\t\t.name = \"buck\",\n\t\t.range_sel = ab_buck_sel,\n\t},\n"
		"\t.reg = 3,\n};\n";
	g_autofree char *post = NULL, *r = NULL, *notes = NULL, *r2 = NULL, *notes2 = NULL;
	g_autofree char *post2 = NULL;

	post = replace_once(pre, "\t\t.range_sel = ab_buck_sel,\n",
			    "\t\t.range_sel_mask = ab_buck_sel,\n");
	post2 = replace_once(post, "\t\t.range_sel = ab_limit_sel,\n",
			     "\t\t.range_sel_mask = ab_limit_sel,\n");
	r = emit_value(pre, post2, RED_UNKNOWN_FIELD, "range_sel", "struct xy_desc", &notes);
	g_assert_cmpstr(r, ==, "\n@r1@\nidentifier mI_ab_buck_desc;\n"
			       "identifier mv_range_sel;\n@@\n"
			       "struct xy_desc mI_ab_buck_desc = {\n"
			       "-\t.range_sel = mv_range_sel,\n"
			       "+\t.range_sel_mask = mv_range_sel,\n};\n");
	g_assert_nonnull(strstr(notes, "selected: initializer of struct xy_desc at ab_buck.desc, "
				       "read as the target's own\n"));
	g_assert_null(strstr(notes, ".limits"));

	/* a field the example adds in .desc: a late rule on the instance the first one bound */
	g_free(post2);
	post2 = replace_once(post, "\t\t.name = \"buck\",\n",
			     "\t\t.name = \"buck\",\n\t\t.owner = THIS_MODULE,\n");
	r2 = emit_value_in(pre, post2, RED_UNKNOWN_FIELD, "range_sel", "struct xy_desc", NULL, TRUE,
			   &notes2);
	g_assert_nonnull(strstr(r2, "\n@ADD_r1@\nidentifier r1.mv_range_sel;\n"
				    "identifier r1.mI_ab_buck_desc;\n@@\n"
				    "struct xy_desc mI_ab_buck_desc = {\n"
				    "+\t.owner = THIS_MODULE,\n};\n"));
	g_assert_null(strstr(r2, "ab_buck;"));
}

/*
 * emit: an array of the example's wrappers (bd718x7-regulator.c's bd71847_regulators[], 6.1 to
 * 6.12): the elements whose .desc changed alike make one rule; an element whose .desc changed
 * for its own reasons, naming nothing of the issue, makes none.
 */
static void test_emit_inner_container_array(void)
{
	static const char pre[] =
		"struct ab_regulator {\n\tstruct xy_desc desc;\n\tunsigned int reg;\n};\n\n"
		"static const struct ab_regulator ab_regs[] = {\n"
		"\t{\n\t\t.desc = {\n\t\t\t.name = \"buck1\",\n"
		"\t\t\t.range_sel = ab_buck1_sel,\n\t\t},\n\t\t.reg = 1,\n\t},\n"
		"\t{\n\t\t.desc = {\n\t\t\t.name = \"ldo\",\n"
		"\t\t\t.n_voltages = 8,\n\t\t},\n\t\t.reg = 2,\n\t},\n"
		"\t{\n\t\t.desc = {\n\t\t\t.name = \"buck2\",\n"
		"\t\t\t.range_sel = ab_buck2_sel,\n\t\t},\n\t\t.reg = 3,\n\t},\n};\n";
	g_autofree char *post = NULL, *r = NULL, *notes = NULL;
	char *next;

	post = replace_once(pre, "\t\t\t.range_sel = ab_buck1_sel,\n",
			    "\t\t\t.range_sel_mask = ab_buck1_sel,\n");
	next = replace_once(post, "\t\t\t.range_sel = ab_buck2_sel,\n",
			    "\t\t\t.range_sel_mask = ab_buck2_sel,\n");
	g_free(post);
	post = replace_once(next, "\t\t\t.n_voltages = 8,\n", "\t\t\t.n_voltages = 16,\n");
	g_free(next);
	r = emit_value(pre, post, RED_UNKNOWN_FIELD, "range_sel", "struct xy_desc", &notes);
	g_assert_cmpstr(r, ==, "\n@r1@\nidentifier mI_ab_regs__0_desc;\n"
			       "identifier mv_range_sel;\n@@\n"
			       "struct xy_desc mI_ab_regs__0_desc = {\n"
			       "-\t.range_sel = mv_range_sel,\n"
			       "+\t.range_sel_mask = mv_range_sel,\n};\n");
	g_assert_nonnull(strstr(notes, "selected: initializer of struct xy_desc at "
				       "ab_regs[0].desc, read as the target's own\n"));
	g_assert_null(strstr(notes, "ab_regs[1]"));
	g_assert_null(strstr(notes, "ab_regs[2]"));
}

/*
 * emit: the same when the wrapper is the target tree's struct, not the example's: the member of
 * the container's type comes from the tree's facts.  Without the tree, nothing is derived.
 */
static void test_emit_inner_container_kernel(void)
{
	static const char header[] =
		"struct xy_desc {\n\tconst char *name;\n\tconst unsigned int *range_sel_mask;\n};\n"
		"struct xy_limits {\n\tconst unsigned int *range_sel_mask;\n};\n"
		"struct xy_wrap {\n\tstruct xy_limits limits;\n\tstruct xy_desc desc;\n};\n";
	static const char pre[] =
		"static const unsigned int ab_buck_sel[] = { 0x0, 0x8 };\n\n"
		"static struct xy_wrap ab_buck = {\n"
		"\t.desc = {\n\t\t.name = \"buck\",\n\t\t.range_sel = ab_buck_sel,\n\t},\n};\n";
	g_autofree char *kdir = g_dir_make_tmp("synth-stages-kernel-XXXXXX", NULL);
	g_autofree char *inc = g_build_filename(kdir, "include", "linux", NULL);
	g_autofree char *h = g_build_filename(inc, "xy.h", NULL);
	g_autofree char *post = NULL, *r = NULL, *notes = NULL;

	g_assert_cmpint(g_mkdir_with_parents(inc, 0700), ==, 0);
	g_assert_true(g_file_set_contents(h, header, -1, NULL));
	post = replace_once(pre, "\t\t.range_sel = ab_buck_sel,\n",
			    "\t\t.range_sel_mask = ab_buck_sel,\n");
	r = emit_value_in(pre, post, RED_UNKNOWN_FIELD, "range_sel", "struct xy_desc", kdir, FALSE,
			  &notes);
	g_assert_nonnull(strstr(r, "struct xy_desc mI_ab_buck_desc = {\n"
				   "-\t.range_sel = mv_range_sel,\n"
				   "+\t.range_sel_mask = mv_range_sel,\n};\n"));
	g_assert_null(strstr(r, "xy_wrap"));
	g_assert_nonnull(strstr(notes, "at ab_buck.desc"));
	g_unlink(h);
	g_rmdir(inc);
	g_free(g_steal_pointer(&inc));
	inc = g_build_filename(kdir, "include", NULL);
	g_rmdir(inc);
	g_rmdir(kdir);
}

/*
 * The rules emit makes of a backport's example whose table .info names gained a "const" (the
 * kernel-pair history's drivers/hwmon/sparx5-temp.c, v6.1 to v6.12, cut to its table and
 * initializers), the query's lines at the table; with @entries, 6.12's table has one entry more.
 */
static char *emit_table(gboolean entries, char **out_notes)
{
	static const char *const pre =
		"static const struct hwmon_channel_info *s5_info[] = {\n"
		"\tHWMON_CHANNEL_INFO(chip, HWMON_C_REGISTER_TZ),\n"
		"\tHWMON_CHANNEL_INFO(temp, HWMON_T_INPUT),\n"
		"\tNULL\n"
		"};\n"
		"\n"
		"static const struct hwmon_ops s5_hwmon_ops = {\n"
		"\t.is_visible = s5_is_visible,\n"
		"\t.read = s5_read,\n"
		"};\n"
		"\n"
		"static const struct hwmon_chip_info s5_chip_info = {\n"
		"\t.ops = &s5_hwmon_ops,\n"
		"\t.info = s5_info,\n"
		"};\n";
	g_autofree char *post = g_strdup(pre);
	struct syn_file f = { "drivers/hwmon/sparx5-temp.c", "drivers/hwmon/sparx5-temp.c", (char *)pre, NULL };
	struct syn_line minus = { "drivers/hwmon/sparx5-temp.c", 1, '-', NULL };
	struct syn_line plus = { "drivers/hwmon/sparx5-temp.c", 1, '+', NULL };
	g_autoptr(GPtrArray) files = g_ptr_array_new(), matched = g_ptr_array_new();
	struct syn_example ex = { "kernel-pair", "2affd981ca2cd64b7d646c67050a9813ea2e1168",
				  "drivers/hwmon/sparx5-temp.c: changed between v6.1 and v6.12" };
	struct red_issue is = { 0 };
	struct sd_request rq = { 0 };
	struct sd_pairing pr;
	struct sd_names nm = { 0 };
	struct sd_selection sel = { 0 };
	struct sd_rules rules;
	char *text;

	g_free(post);
	post = g_strconcat("static const struct hwmon_channel_info * const s5_info[] = {\n",
			   strchr(pre, '\n') + 1, NULL);
	if (entries) {
		char *more = NULL, *at = strstr(post, "\tNULL\n");

		more = g_strdup_printf("%.*s\tHWMON_CHANNEL_INFO(in, HWMON_I_INPUT),\n%s",
				       (int)(at - post), post, at);
		g_free(post);
		post = more;
	}
	f.new_text = post;
	g_ptr_array_add(files, &f);
	g_ptr_array_add(matched, &minus);
	g_ptr_array_add(matched, &plus);
	ex.files = files;
	ex.matched = matched;
	ex.older = TRUE;
	is.kind = RED_INCOMPATIBLE_INIT;
	is.symbol = "info";
	is.container = "struct hwmon_chip_info";
	is.file = "sy7636a-hwmon.c";
	is.line = 63;
	is.message = "initialization discards 'const' qualifier from pointer target type";
	rq.ex = &ex;
	rq.issue = &is;
	rq.file = &f;
	g_assert_cmpint(sd_pair(&pr, &rq, NULL), ==, 0);
	sd_generalize(&nm, &pr, &rq);
	sd_select(&sel, &pr, &nm, &rq);
	g_assert_true(sd_emit(&rules, &pr, &nm, &sel, &rq));
	if (g_test_verbose())
		g_printerr("%s%s", rules.notes->str, rules.rules);
	text = g_strdup(rules.rules);
	*out_notes = g_strdup(rules.notes->str);
	sd_rules_clear(&rules);
	sd_selection_clear(&sel);
	sd_names_clear(&nm);
	sd_pairing_clear(&pr);
	return text;
}

/*
 * emit: a table whose declared type the example changed only in its qualifiers, its entries the
 * same, is a rule of its declaration, its name the one the container's rule bound at .info; the
 * struct rule, which compares types without qualifiers, saw no change.  So is a table whose
 * entries changed too: its entries stay the driver's (the struct rule made nothing of them but
 * an unparsable rule, "struct hwmon_channel_info * s5_info [ mI_s5_info = {" and ".#2").
 */
static void test_emit_decl_qualifiers(void)
{
	g_autofree char *notes = NULL, *enotes = NULL;
	g_autofree char *r = emit_table(FALSE, &notes), *er = emit_table(TRUE, &enotes);

	g_assert_nonnull(strstr(r, "struct hwmon_chip_info mI_s5_chip_info = {\n\t.info = mv_info,\n};\n"));
	g_assert_nonnull(strstr(r, "\n@r2@\nidentifier r1.mv_info;\n@@\n"
				   "- const struct hwmon_channel_info * const\n"
				   "+ const struct hwmon_channel_info *\n"
				   "  mv_info[] = {...};\n"));
	g_assert_nonnull(strstr(notes, "selected: the declaration of s5_info: \"const struct "
				       "hwmon_channel_info * const\" becomes \"const struct "
				       "hwmon_channel_info *\"\n"));
	g_assert_nonnull(strstr(er, "- const struct hwmon_channel_info * const\n"
				    "+ const struct hwmon_channel_info *\n"
				    "  mv_info[] = {...};\n"));
	g_assert_null(strstr(er, ".#"));
	g_assert_nonnull(strstr(enotes, "the declaration of s5_info"));
}

/*
 * emit: a value the example replaces by another in the call it changes (its open mode) is the
 * example's: the rule gives the example's new value only where the driver passes the example's
 * old one, and keeps the driver's own elsewhere, said in a decision.  Not when the issue is the
 * value itself: its name in it, or an argument of the call GCC rejected.
 */
static void test_emit_value_kept(void)
{
	static const char pre[] = "static int ab_mount(struct ab_sb *sb, const char *path)\n{\n"
				  "\tsb->bdev = old_open_dev(path, OPEN_READ | OPEN_WRITE, sb);\n"
				  "\treturn 0;\n}\n";
	static const char post[] = "static int ab_mount(struct ab_sb *sb, const char *path)\n{\n"
				   "\tsb->bdev = new_open_dev(path, NEW_READ | NEW_WRITE, sb, NULL);\n"
				   "\treturn 0;\n}\n";
	static const char moved[] = "static int ab_mount(struct ab_sb *sb, const char *path)\n{\n"
				    "\tsb->bdev = new_open_dev(OPEN_READ | OPEN_WRITE, path, sb);\n"
				    "\treturn 0;\n}\n";
	g_autofree char *r = NULL, *notes = NULL;

	r = emit_value(pre, post, RED_UNDEFINED_FUNCTION, "old_open_dev", NULL, &notes);
	g_assert_nonnull(strstr(r, "(\n- old_open_dev(me1, OPEN_READ | OPEN_WRITE, me3)\n"
				   "+ new_open_dev(me1, NEW_READ | NEW_WRITE, me3, NULL)\n"
				   "|\n- old_open_dev(me1, me2, me3)\n"
				   "+ new_open_dev(me1, me2, me3, NULL)\n)\n"));
	g_assert_nonnull(strstr(notes, "r1: \"OPEN_READ | OPEN_WRITE\" (argument 2 of old_open_dev) "
				       "becomes \"NEW_READ | NEW_WRITE\" only where the driver passes "
				       "the same, another value of the driver's is kept\n"));
	g_clear_pointer(&r, g_free);
	g_clear_pointer(&notes, g_free);

	/* the issue is the value's own name: the example's value replaces the driver's */
	r = emit_value(pre, post, RED_UNDEFINED_IDENTIFIER, "OPEN_WRITE", NULL, &notes);
	g_assert_null(strstr(r, "|\n"));
	g_assert_null(strstr(notes, "is kept"));
	g_clear_pointer(&r, g_free);
	g_clear_pointer(&notes, g_free);

	/* GCC rejected an argument of this call: the value is what the issue is about */
	r = emit_value(pre, post, RED_INCOMPATIBLE_ARG, "old_open_dev", NULL, &notes);
	g_assert_null(strstr(notes, "is kept"));
	g_clear_pointer(&r, g_free);
	g_clear_pointer(&notes, g_free);

	/* the value only moved: the driver's goes with it, no second form */
	r = emit_value(pre, moved, RED_UNDEFINED_FUNCTION, "old_open_dev", NULL, &notes);
	g_assert_nonnull(strstr(r, "- old_open_dev(me1, me2, me3)\n+ new_open_dev(me2, me1, me3)\n"));
	g_assert_null(strstr(notes, "is kept"));
}

/*
 * emit: a field's value the example replaces by another (an adapter's class) changes in a rule
 * of its own, bound to the instance, only where the driver has the example's value; the
 * container's rule leaves the field alone.  Not when the field is the issue's.
 */
static void test_emit_field_value_kept(void)
{
	static const char pre[] = "static struct ab_adapter ab_adap = {\n\t.owner = THIS_MODULE,\n"
				  "\t.class = CLASS_HWMON | CLASS_SPD,\n\t.old_algo = &ab_algo,\n};\n";
	static const char post[] = "static struct ab_adapter ab_adap = {\n\t.owner = THIS_MODULE,\n"
				   "\t.class = CLASS_HWMON,\n\t.algo = &ab_algo,\n};\n";
	g_autofree char *r = NULL, *notes = NULL;

	r = emit_value(pre, post, RED_UNKNOWN_FIELD, "old_algo", "struct ab_adapter", &notes);
	g_assert_nonnull(strstr(r, "\n@r1_v1@\nidentifier r1.mI_ab_adap;\n@@\n"
				   "struct ab_adapter mI_ab_adap = {\n-\t.class = CLASS_HWMON | CLASS_SPD,\n"
				   "+\t.class = CLASS_HWMON,\n};\n"));
	g_assert_nonnull(strstr(r, "-\t.old_algo = me"));
	g_assert_null(strstr(r, "-\t.class = me"));
	g_assert_nonnull(strstr(notes, "field .class of struct ab_adapter: \"CLASS_HWMON | CLASS_SPD\" "
				       "becomes \"CLASS_HWMON\" only where the driver has the same, another "
				       "value of the driver's is kept\n"));
	g_clear_pointer(&r, g_free);
	g_clear_pointer(&notes, g_free);

	/* the issue is the field itself: the example's value replaces the driver's */
	r = emit_value(pre, post, RED_INCOMPATIBLE_INIT, "class", "struct ab_adapter", &notes);
	g_assert_null(strstr(r, "@r1_v"));
	g_assert_null(strstr(notes, "is kept"));
}

/* A copy of s with the first "from" replaced by "to"; owned. */
static char *replace_once(const char *s, const char *from, const char *to)
{
	const char *at = strstr(s, from);
	GString *r;

	g_assert_nonnull(at);
	r = g_string_new_len(s, at - s);
	g_string_append(r, to);
	g_string_append(r, at + strlen(from));
	return g_string_free(r, FALSE);
}

/*
 * emit, a callback made void while it returns values (platform_driver .remove, 6.11), on real
 * v6.1 files of the kernel (GPL-2.0): the example is ex_name (its v6.12 change of its .remove
 * made by the n edits from[i] -> to[i]), the target tgt_name, whose .remove initializer is at
 * line line.  Backwards (a backport), the target is tgt_name made v6.12's by the tn edits
 * tfrom[i] -> tto[i], and the example is applied backwards.
 */
static void emit_remove(const char *ex_name, const char *ex_path, const char *const *from,
			const char *const *to, guint n, const char *tgt_name, int line,
			gboolean backwards, const char *const *tfrom, const char *const *tto, guint tn,
			struct sd_rules *rules)
{
	struct ex e;
	struct sd_pairing pr;
	struct sd_names nm = { 0 };
	struct sd_selection sel = { 0 };
	g_autofree char *data = g_strdup_printf("%s-v6.1.c", ex_name);
	g_autofree char *tdata = g_strdup_printf("%s-v6.1.c", tgt_name);
	g_autofree char *tfile = g_strdup_printf("%s.c", tgt_name);
	char *post = data_file(data);
	g_autofree char *drv = data_file(tdata);
	g_autofree char *p = NULL;

	memset(&e, 0, sizeof(e));
	e.file.old_path = e.file.new_path = (char *)ex_path;
	e.file.old_text = g_strdup(post);
	for (guint i = 0; i < n; i++) {
		char *next = replace_once(post, from[i], to[i]);

		g_free(post);
		post = next;
	}
	e.file.new_text = post;
	for (guint i = 0; i < tn; i++) {
		char *next = replace_once(drv, tfrom[i], tto[i]);

		g_free(drv);
		drv = next;
	}
	e.files = g_ptr_array_new();
	g_ptr_array_add(e.files, &e.file);
	e.ex.repo = "kernel-pair";
	e.ex.subject = "changed between v6.1 and v6.12";
	e.ex.files = e.files;
	e.issue.kind = RED_INCOMPATIBLE_INIT;
	e.issue.symbol = (char *)"remove";
	e.issue.container = (char *)"struct platform_driver";
	e.issue.file = tfile;
	e.issue.line = line;
	e.issue.expected = (char *)(backwards ? "int (*)(struct platform_device *)" :
				    "void (*)(struct platform_device *)");
	e.issue.actual = (char *)(backwards ? "void (*)(struct platform_device *)" :
				  "int (*)(struct platform_device *)");
	e.tmp = g_dir_make_tmp("synth-stages-XXXXXX", NULL);
	p = g_build_filename(e.tmp, tfile, NULL);
	g_assert_true(g_file_set_contents(p, drv, -1, NULL));
	e.rq.ex = &e.ex;
	e.rq.issue = &e.issue;
	e.rq.file = &e.file;
	e.rq.driver_dir = e.tmp;
	/* "remove" is on neither side of the change: the run's direction decides */
	e.ex.older = backwards;
	g_assert_cmpint(sd_pair(&pr, &e.rq, NULL), ==, 0);
	g_assert_true(pr.reversed == backwards);
	sd_generalize(&nm, &pr, &e.rq);
	sd_select(&sel, &pr, &nm, &e.rq);
	g_assert_true(sd_emit(rules, &pr, &nm, &sel, &e.rq));
	if (g_test_verbose())
		g_printerr("%s%s%s\n%s", rules->rules, rules->script, rules->late,
			   rules->notes->str);
	sd_selection_clear(&sel);
	sd_names_clear(&nm);
	sd_pairing_clear(&pr);
	g_unlink(p);
	g_rmdir(e.tmp);
	g_free(e.tmp);
	g_free(e.file.old_text);
	g_free(e.file.new_text);
	g_ptr_array_unref(e.files);
}

static void emit_void_remove(const char *ex_name, const char *ex_path, const char *const *from,
			     const char *const *to, guint n, const char *tgt_name, int line,
			     struct sd_rules *rules)
{
	emit_remove(ex_name, ex_path, from, to, n, tgt_name, line, FALSE, NULL, NULL, 0, rules);
}

/*
 * rtc-stmp3xxx.c's v6.12 change: "return 0;" of its early exit became "return;", the last one
 * went.
 */
static const char *const stmp_from[] = {
	"static int stmp3xxx_rtc_remove(", "\tif (!rtc_data)\n\t\treturn 0;\n",
	"STMP_OFFSET_REG_CLR);\n\n\treturn 0;\n}"
};
static const char *const stmp_to[] = {
	"static void stmp3xxx_rtc_remove(", "\tif (!rtc_data)\n\t\treturn;\n",
	"STMP_OFFSET_REG_CLR);\n}"
};

/* rtc-stmp3xxx.c's change; the target gpio-restart.c's .remove returns -ENODEV after a message. */
static void test_emit_void_returns(void)
{
	const char *const *from = stmp_from, *const *to = stmp_to;
	/* the early exit made a goto, the last "return 0;" gone: no plain return in the example */
	static const char *const to_last[] = {
		"static void stmp3xxx_rtc_remove(", "\tif (!rtc_data)\n\t\tgoto out;\n",
		"STMP_OFFSET_REG_CLR);\nout:\n}"
	};
	struct sd_rules rules;

	emit_void_remove("rtc-stmp3xxx", "drivers/rtc/rtc-stmp3xxx.c", from, to, 3,
			 "gpio-restart", 131, &rules);
	/* the statement rule, while the old head matches: every "return E;" becomes "return;" */
	g_assert_nonnull(strstr(rules.late, "- return mr_rval;\n+ return;\n"));
	g_assert_nonnull(strstr(rules.late, "expression mr_rval;\n"));
	g_assert_nonnull(strstr(rules.notes->str, "stmp3xxx_rtc_remove is made void: its returns "
				"with a value become plain returns, as the example drops its own "
				"values (2 with a value before, 1 plain after)\n"));
	/* the example returns no call whole: no call is carried before a return */
	g_assert_null(strstr(rules.late, "mr_rcall"));
	sd_rules_clear(&rules);

	emit_void_remove("rtc-stmp3xxx", "drivers/rtc/rtc-stmp3xxx.c", from, to_last, 3,
			 "gpio-restart", 131, &rules);
	/* the example's own returns went another way; a void function's must go all the same */
	g_assert_nonnull(strstr(rules.late, "- return mr_rval;\n+ return;\n"));
	g_assert_nonnull(strstr(rules.notes->str, "stmp3xxx_rtc_remove is made void: its other "
				"returns with a value become plain returns, as a void function's must "
				"(the example drops its own 2)\n"));
	sd_rules_clear(&rules);
}

/*
 * spi-brcmstb-qspi.c's v6.12 change: "return bcm_qspi_remove(pdev);" became the call alone;
 * the target is spi-iproc-qspi.c, whose .remove returns the same call.
 */
static void test_emit_void_returns_call(void)
{
	static const char *const from[] = {
		"static int brcmstb_qspi_remove(", "\treturn bcm_qspi_remove(pdev);"
	};
	static const char *const to[] = {
		"static void brcmstb_qspi_remove(", "\tbcm_qspi_remove(pdev);"
	};
	struct sd_rules rules;

	emit_void_remove("spi-brcmstb-qspi", "drivers/spi/spi-brcmstb-qspi.c", from, to, 2,
			 "spi-iproc-qspi", 144, &rules);
	/* the call returned whole stays, before a plain return; other values go */
	g_assert_nonnull(strstr(rules.late, "|\n- return mr_rcall(mr_rargs);\n+ mr_rcall(mr_rargs);\n"
				"+ return;\n|\n- return mr_rval;\n+ return;\n)\n"));
	g_assert_nonnull(strstr(rules.late, "expression list mr_rargs;\n"));
	g_assert_nonnull(strstr(rules.notes->str, "brcmstb_qspi_remove is made void: a call "
				"returned whole is kept as a statement before a plain return"));
	sd_rules_clear(&rules);
}

/*
 * Backwards (a 6.12 driver backported to 6.1): rtc-stmp3xxx.c's change applied backwards makes
 * the target's void .remove return int again; the target is spi-brcmstb-qspi.c as 6.12 has it
 * (the call alone), which falls off its end.  The example's last "return 0;" comes back where
 * the target's body ends, its plain returns return 0, both before the head changes.
 */
static void test_emit_value_returns(void)
{
	const char *const *from = stmp_from, *const *to = stmp_to;
	static const char *const from_local[] = {
		"static int stmp3xxx_rtc_remove(", "STMP_OFFSET_REG_CLR);\n\n\treturn 0;\n}"
	};
	static const char *const to_local[] = {
		"static void stmp3xxx_rtc_remove(", "STMP_OFFSET_REG_CLR);\n}"
	};
	static const char *const tfrom[] = {
		"static int brcmstb_qspi_remove(", "\treturn bcm_qspi_remove(pdev);"
	};
	static const char *const tto[] = {
		"static void brcmstb_qspi_remove(", "\tbcm_qspi_remove(pdev);"
	};
	struct sd_rules rules;

	emit_remove("rtc-stmp3xxx", "drivers/rtc/rtc-stmp3xxx.c", from, to, 3, "spi-brcmstb-qspi", 31,
		    TRUE, tfrom, tto, 2, &rules);
	/* the example's own early return changed alike, then any plain return */
	g_assert_nonnull(strstr(rules.late, "|\n- return;\n+ return 0;\n)\n  ...>\n"));
	g_assert_nonnull(strstr(rules.late, "statement ms_end;\n@@\n"));
	g_assert_nonnull(strstr(rules.late, "  ...\n(\n  return ...;\n|\n  ms_end\n"
				"+ return 0;\n)\n  }\n"));
	/* the end rule comes after the statement rule, both before the head changes */
	g_assert_true(strstr(rules.late, "_s@") < strstr(rules.late, "_e@"));
	g_assert_nonnull(strstr(rules.late, "- mr_ret\n+ int\n"));
	g_assert_true(strstr(rules.late, "_e@") < strstr(rules.late, "- mr_ret\n+ int\n"));
	g_assert_nonnull(strstr(rules.notes->str, "stmp3xxx_rtc_remove returns int now: \"return 0;\""));
	sd_rules_clear(&rules);

	/* forwards, the same example adds nothing at the end */
	emit_void_remove("rtc-stmp3xxx", "drivers/rtc/rtc-stmp3xxx.c", from_local, to_local, 2,
			 "gpio-restart", 131, &rules);
	g_assert_null(strstr(rules.late, "ms_end"));
	g_assert_null(strstr(rules.notes->str, "returns int now"));
	sd_rules_clear(&rules);
}

/* The stages in order are syn_derive()'s first patch, whose 'stages' show each result. */
static void test_stages_in_order(void)
{
	struct ex e;
	g_autoptr(GPtrArray) patches = NULL;
	const struct syn_patch *p;

	ex_init(&e, "suspend");
	g_assert_cmpint(syn_derive(&patches, &e.ex, &e.issue, e.tmp, NULL, NULL), ==, 0);
	p = patches->pdata[0];
	g_assert_nonnull(p->stages);
	g_assert_true(g_str_has_prefix(p->stages, "specific variant, from "
						  "drivers/iio/proximity/as3935.c of the example\n"
						  "pair: "));
	g_assert_nonnull(strstr(p->stages, "\ngeneralize: "));
	g_assert_nonnull(strstr(p->stages, "\nselect: "));
	g_assert_nonnull(strstr(p->stages, "\nemit: "));
	g_assert_nonnull(strstr(p->stages, "  changed: function calibrate_as3935\n"));
	/* every "// Decision:" line of the .cocci is a decision of the emit result */
	for (const char *d = strstr(p->cocci, "// Decision: "); d; d = strstr(d + 1, "// Decision: ")) {
		g_autofree char *line = g_strndup(d + 13, strcspn(d + 13, "\n"));
		g_autofree char *want = g_strdup_printf("  decision: %s\n", line);

		g_assert_nonnull(strstr(p->stages, want));
	}
	ex_clear(&e);
}



/*
 * The other modes' copies of a rule: a position after the first name of a declaration of several
 * ("int ret@p, count, ph, pin;", sx9324.c's in kernel-pair 9194eac5feef) made spatch fail
 * ("index 48 5255 already used"), even in patch mode.  The next rule stands for the patch there.
 */
static void test_modes_several_declarators(void)
{
	static const char cocci[] =
		"virtual patch\n\n@r1 depends on patch@\n"
		"identifier ml_ret, ml_count, ml_ph, ml_pin;\n"
		"@@\n- int ml_ret, ml_count, ml_ph, ml_pin;\n\n@r4 depends on patch@\n"
		"identifier ml_ret;\n@@\n- if (ml_ret) break;\n+ break;\n";
	static const char target[] =
		"int f(int x)\n{\n\tint ret, count, ph, pin;\n\n\tswitch (x) {\n\tcase 1:\n"
		"\t\tret = x;\n\t\tif (ret)\n\t\t\tbreak;\n\t\tbreak;\n\t}\n\treturn 0;\n}\n";
	g_autofree char *modes = sd_cocci_modes(cocci);
	g_autofree char *tmp = g_dir_make_tmp("synth-modes-XXXXXX", NULL);
	g_autofree char *cfile = g_build_filename(tmp, "p.cocci", NULL);
	g_autofree char *tfile = g_build_filename(tmp, "t.c", NULL);
	g_autofree char *out = NULL, *err = NULL;
	const char *argv[] = { "spatch", "--sp-file", cfile, "-D", "report", tfile, NULL };
	int status = -1;

	g_assert_null(strstr(modes, "ml_ret@p,"));
	g_assert_nonnull(strstr(modes, "@r4_match "));
	g_assert_true(g_file_set_contents(cfile, modes, -1, NULL));
	g_assert_true(g_file_set_contents(tfile, target, -1, NULL));
	g_assert_true(g_spawn_sync(tmp, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out,
				   &err, &status, NULL));
	if (!g_spawn_check_wait_status(status, NULL))
		g_printerr("%s%s%s", modes, out, err);
	g_assert_true(g_spawn_check_wait_status(status, NULL));
	g_assert_nonnull(strstr(out, "t.c:8:"));
	g_unlink(cfile);
	g_unlink(tfile);
	g_rmdir(tmp);
}

/*
 * Every patch derived from the real example of data/smpl/NAME (pre.c, post.c, target.c, issue
 * as in data/kinds, with "matched=SIDE:LINE" for a line the query matched) is one spatch's parser reads (spatch --parse-cocci), and emit says why a change
 * of the example was left out: want, a text of its notes (the "// Decision:" lines), when not
 * NULL and emit made a rule.
 */
/* The text of file name of a tests/synth/data/smpl folder; owned. */
static char *smpl_data(const char *dir, const char *name)
{
	g_autofree char *p = g_build_filename(dir, name, NULL);
	char *text = NULL;

	g_assert_true(g_file_get_contents(p, &text, NULL, NULL));
	return text;
}

static void derive_parses(const char *name, const char *want)
{
	g_autofree char *dir = g_build_filename(PORTER_TEST_DATA, "smpl", name, NULL);
	g_autofree char *tmp = g_dir_make_tmp("synth-smpl-XXXXXX", NULL);
	g_autofree char *pre = NULL, *post = NULL, *target = NULL, *issue_text = NULL;
	g_autofree char *tfile = g_build_filename(tmp, "target.c", NULL);
	g_autofree char *cfile = g_build_filename(tmp, "p.cocci", NULL);
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GPtrArray) matched = g_ptr_array_new_with_free_func(g_free);
	g_auto(GStrv) lines = NULL;
	struct syn_file f = { "drivers/x/example.c", "drivers/x/example.c", NULL, NULL };
	struct syn_example ex = { "kernel-pair", "0000000000000000000000000000000000000000", name };
	struct red_issue is = { 0 };

	pre = smpl_data(dir, "pre.c");
	post = smpl_data(dir, "post.c");
	target = smpl_data(dir, "target.c");
	issue_text = smpl_data(dir, "issue");
	f.old_text = pre;
	f.new_text = post;
	g_ptr_array_add(files, &f);
	ex.files = files;
	is.file = "target.c";
	lines = g_strsplit(issue_text, "\n", -1);
	for (guint i = 0; lines[i]; i++) {
		char *eq = strchr(lines[i], '=');

		if (!eq)
			continue;
		*eq++ = 0;
		if (!strcmp(lines[i], "kind"))
			g_assert_cmpint(red_kind_from_name(&is.kind, eq), ==, 0);
		else if (!strcmp(lines[i], "symbol"))
			is.symbol = eq;
		else if (!strcmp(lines[i], "container"))
			is.container = eq;
		else if (!strcmp(lines[i], "line"))
			is.line = atoi(eq);
		else if (!strcmp(lines[i], "matched") && eq[0] && eq[1] == ':') {
			/* a line the query matched in the example: "+:92" */
			struct syn_line *ml = g_new0(struct syn_line, 1);

			ml->path = f.new_path;
			ml->side = eq[0];
			ml->line = atoi(eq + 2);
			g_ptr_array_add(matched, ml);
		}
	}
	ex.matched = matched;
	g_assert_true(g_file_set_contents(tfile, target, -1, NULL));
	{
		struct sd_request rq = { 0 };
		struct sd_pairing pr;
		struct sd_names nm = { 0 };
		struct sd_selection sel = { 0 };
		struct sd_rules rules;

		rq.ex = &ex;
		rq.issue = &is;
		rq.file = &f;
		rq.driver_dir = tmp;
		g_assert_cmpint(sd_pair(&pr, &rq, NULL), ==, 0);
		sd_generalize(&nm, &pr, &rq);
		sd_select(&sel, &pr, &nm, &rq);
		/* no rule at all when it was the only change that concerns the issue */
		if (want && sd_emit(&rules, &pr, &nm, &sel, &rq)) {
			if (!strstr(rules.notes->str, want))
				g_printerr("%s: emit does not say \"%s\"\n%s%s", name, want,
					   rules.notes->str, rules.rules);
			g_assert_nonnull(strstr(rules.notes->str, want));
			sd_rules_clear(&rules);
		}
		sd_selection_clear(&sel);
		sd_names_clear(&nm);
		sd_pairing_clear(&pr);
	}
	{
		g_autoptr(GError) e = NULL;

		/* nothing else of the example concerns the issue: no patch at all */
		if (syn_derive(&patches, &ex, &is, tmp, NULL, &e)) {
			g_assert_error(e, SYN_ERROR, SYN_ERROR_UNRELATED);
			patches = g_ptr_array_new();
		}
	}
	for (guint k = 0; k < patches->len; k++) {
		const struct syn_patch *patch = patches->pdata[k];
		const char *argv[] = { "spatch", "--parse-cocci", "-D", "patch", cfile, NULL };
		g_autofree char *out = NULL, *err = NULL;
		int status = -1;

		g_assert_true(g_file_set_contents(cfile, patch->cocci, -1, NULL));
		if (g_test_verbose())
			g_printerr("%s\n", patch->cocci);
		g_assert_true(g_spawn_sync(tmp, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
					   &out, &err, &status, NULL));
		/* nor a metavariable that only + code names: spatch refuses the patch as well */
		if (strstr(out, "parse error") || strstr(err, "parse error") ||
		    strstr(err, "appears only in + code"))
			g_printerr("%s: spatch cannot parse %s\n%s%s%s", name, patch->name,
				   patch->cocci, out, err);
		g_assert_null(strstr(out, "parse error"));
		g_assert_null(strstr(err, "parse error"));
		g_assert_null(strstr(err, "appears only in + code"));
	}
	g_unlink(tfile);
	g_unlink(cfile);
	g_rmdir(tmp);
}

/*
 * leds-syscon.c (kernel-pair f4527be9bc9a) backwards: its switch on the default state became
 * an if chain, and a region that removes "case LEDS_DEFSTATE_ON: ret = ...;" alone is no rule
 * spatch can read.  The pair stage makes such a span the whole switch (sd_stmt_cover()), so emit
 * no longer meets a case label alone (it would leave it out, saying "SmPL cannot write a case
 * label outside its switch"): the patch takes the switch whole, and parses.
 */
static void test_smpl_case_arms(void)
{
	derive_parses("case-arms", "selected: change in syscon_led_probe");
}

/*
 * rtc-cros-ec.c (kernel-pair 514bb04b9215) backwards, for rtc-ds1305.c's .alarm_offset_max: the
 * LCS cut a region from the middle of "ret = f(...);" to the middle of "ret = g(...);"; spatch
 * read no such rule (a disjunction of half statements).  It is emitted as the whole statements.
 */
static void test_smpl_statement_part(void)
{
	derive_parses("statement-part", "SmPL cannot write statements with a part of one");
}

/*
 * pwm-keembay.c (kernel-pair 7f02ba8989e1) backwards, for aspeed-g6-pwm-tach.c's
 * pwmchip_get_drvdata(): the "chip" passed to container_of() is a member in 6.1 and only a
 * parameter in 6.12; its "type" read off "int f(struct pwm_chip *chip" made the rule
 * "+ int keembay_pwm_get_state ( struct pwm_chip * fld;".  No member's type is followed then.
 */
static void test_smpl_param_type(void)
{
	derive_parses("param-type", "chip: a function's parameter on one side, no member's type");
}

/*
 * intel_soc_pmic_chtwc.c (kernel-pair e7cbe6ca3f3c) backwards, for leds-cht-wcove.c: the changed
 * initializer is an array of struct dmi_system_id; its rule read "struct dmi_system_id
 * cht_wc_model_dmi_ids [ mI_... = {...};".  An array is no one struct's initializer rule.
 */
static void test_smpl_array(void)
{
	derive_parses("array", "is an array: its entries are not written");
}

/*
 * sr_ioctl.c (kernel-pair 337b78932128) backwards, for drivetemp.c's scsi_execute_cmd(): its
 * "const struct scsi_exec_args exec_args = { .sshdr = cgc->sshdr ? : &local_sshdr, };" was a -
 * line, and SmPL has no "a ?: b".
 */
static void test_smpl_elvis(void)
{
	derive_parses("elvis", "SmPL cannot write GNU's \"a ?: b\"");
}

/*
 * huawei-wmi.c (kernel-pair 7d1ad33c676a) backwards, for hp-wmi-sensors.c's
 * wmi_install_notify_handler(): the notify handler's "u32 value, void *context" became "union
 * acpi_object *obj, void *context"; spatch reads "u32" in a parameter list as a type only when
 * the rule declares it a typedef (the function's rule and its prototype's).
 */
static void test_smpl_param_typedef(void)
{
	derive_parses("param-typedef", NULL);
}

/*
 * rpmsg_core.c (kernel-pair beb03411f5b1) backwards, for axi-fan-control.c's (6.1, to 6.12)
 * driver_override: "+ int ret; ret = device_match_driver_override(mp_dev, mp_drv);" in the rule
 * of the function's statements, whose head is "f(...)": nothing bound mp_dev, and spatch refused
 * the patch ("mp_dev appears only in + code").  Such a change is no rule of its own.
 */
static void test_smpl_plus_only(void)
{
	derive_parses("plus-only", NULL);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/synth/stages/pair", test_pair);
	g_test_add_func("/synth/stages/smpl-case-arms", test_smpl_case_arms);
	g_test_add_func("/synth/stages/smpl-statement-part", test_smpl_statement_part);
	g_test_add_func("/synth/stages/smpl-param-type", test_smpl_param_type);
	g_test_add_func("/synth/stages/smpl-array", test_smpl_array);
	g_test_add_func("/synth/stages/smpl-elvis", test_smpl_elvis);
	g_test_add_func("/synth/stages/smpl-param-typedef", test_smpl_param_typedef);
	g_test_add_func("/synth/stages/smpl-plus-only", test_smpl_plus_only);
	g_test_add_func("/synth/stages/modes-several-declarators", test_modes_several_declarators);
	g_test_add_func("/synth/stages/pair-error", test_pair_error);
	g_test_add_func("/synth/stages/pair-decl-shapes", test_pair_decl_shapes);
	g_test_add_func("/synth/stages/generalize", test_generalize);
	g_test_add_func("/synth/stages/select", test_select);
	g_test_add_func("/synth/stages/emit", test_emit);
	g_test_add_func("/synth/stages/emit-value-kept", test_emit_value_kept);
	g_test_add_func("/synth/stages/emit-value-returns", test_emit_value_returns);
	g_test_add_func("/synth/stages/emit-field-value-kept", test_emit_field_value_kept);
	g_test_add_func("/synth/stages/emit-decl-qualifiers", test_emit_decl_qualifiers);
	g_test_add_func("/synth/stages/emit-inner-container", test_emit_inner_container);
	g_test_add_func("/synth/stages/emit-inner-container-array",
			test_emit_inner_container_array);
	g_test_add_func("/synth/stages/emit-inner-container-kernel",
			test_emit_inner_container_kernel);
	g_test_add_func("/synth/stages/in-order", test_stages_in_order);
	g_test_add_func("/synth/stages/emit-void-returns", test_emit_void_returns);
	g_test_add_func("/synth/stages/emit-void-returns-call", test_emit_void_returns_call);
	return g_test_run();
}

// SPDX-License-Identifier: GPL-2.0
/*
 * synth unit and integration tests on our own small example: tokens and items, derivation of the
 * as3935-style "Switch to PM ops" change (tests/synth/data, modelled on the seed commit), and real
 * spatch runs through syn_apply on a lms501kf03-like driver.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "reducer.h"
#include "synth.h"
#include "synth-int.h"
#include "synth-test.h"

static char *data_file(const char *name)
{
	g_autofree char *p = g_build_filename(PORTER_TEST_DATA, name, NULL);
	char *text = NULL;

	g_assert_true(g_file_get_contents(p, &text, NULL, NULL));
	return text;
}

static void test_tokens(void)
{
	const char *src = "#define A(x) \\\n\t((x) + 1)\nstatic int f(int a) { return a->b; }\n"
			  "static struct s v = { .x = 1, };\nstatic DECL(foo, bar);\n";
	g_autoptr(GPtrArray) toks = sd_tokenize(src, "t.c", NULL);
	g_autoptr(GPtrArray) items = NULL;
	struct cf_token *t;
	struct cf_item *it;

	g_assert_nonnull(toks);
	t = toks->pdata[0];
	g_assert_cmpint(t->kind, ==, CF_PP);
	g_assert_cmpstr(t->text, ==, "#define A(x)   ((x) + 1)");
	items = cf_items(toks);
	g_assert_cmpuint(items->len, ==, 4);
	it = items->pdata[0];
	g_assert_cmpint(it->kind, ==, CF_ITEM_DEFINE);
	g_assert_cmpstr(it->name, ==, "A");
	it = items->pdata[1];
	g_assert_cmpint(it->kind, ==, CF_ITEM_FUNC);
	g_assert_cmpstr(it->name, ==, "f");
	it = items->pdata[2];
	g_assert_cmpint(it->kind, ==, CF_ITEM_DECL);
	g_assert_cmpstr(it->name, ==, "v");
	it = items->pdata[3];
	g_assert_cmpint(it->kind, ==, CF_ITEM_MACROCALL);
	g_assert_cmpstr(it->macro, ==, "DECL");
	g_assert_cmpstr(it->name, ==, "foo");
}

static void test_token_errors(void)
{
	g_autoptr(GError) err = NULL;
	GPtrArray *toks = sd_tokenize("int a;\n  /* never closed\n", "bad.c", &err);

	g_assert_null(toks);
	g_assert_error(err, G_FILE_ERROR, G_FILE_ERROR_INVAL);
	g_assert_cmpstr(err->message, ==, "cannot tokenize bad.c:2:3: unterminated comment");
	g_clear_error(&err);
	toks = sd_tokenize("char *s = \"abc;\n", "s.c", &err);
	g_assert_null(toks);
	g_assert_nonnull(strstr(err->message, "s.c:1:11: unterminated string"));
}

/* The original full-table LCS walk, by string comparison: what sd_lcs() must return. */
static GArray *lcs_reference(GPtrArray *a, guint af, guint al, GPtrArray *b, guint bf, guint bl)
{
	guint n = al - af, m = bl - bf, i, j;
	GArray *pairs = g_array_new(FALSE, FALSE, sizeof(guint));
	guint *tab = g_new0(guint, (gsize)(n + 1) * (m + 1));

#define T(x, y) tab[(gsize)(x) * (m + 1) + (y)]
#define EQ(x, y) (strcmp(((struct cf_token *)a->pdata[af + (x)])->text, \
			 ((struct cf_token *)b->pdata[bf + (y)])->text) == 0)
	for (i = n; i-- > 0;)
		for (j = m; j-- > 0;)
			T(i, j) = EQ(i, j) ? T(i + 1, j + 1) + 1 : MAX(T(i + 1, j), T(i, j + 1));
	i = j = 0;
	while (i < n && j < m) {
		if (EQ(i, j)) {
			guint ai = af + i, bj = bf + j;

			g_array_append_val(pairs, ai);
			g_array_append_val(pairs, bj);
			i++;
			j++;
		} else if (T(i + 1, j) >= T(i, j + 1)) {
			i++;
		} else {
			j++;
		}
	}
#undef EQ
#undef T
	g_free(tab);
	return pairs;
}

static GPtrArray *random_tokens(GRand *r, guint n, guint alphabet)
{
	g_autoptr(GString) s = g_string_new(NULL);

	for (guint i = 0; i < n; i++)
		g_string_append_printf(s, "t%u ", (guint)g_rand_int_range(r, 0, (gint32)alphabet));
	return sd_tokenize(s->str, "random.c", NULL);
}

/* Property: the Myers walk gives the very pairs of the full table, ties included. */
static void test_lcs_random(void)
{
	GRand *r = g_rand_new_with_seed(21);

	for (guint round = 0; round < 4000; round++) {
		guint alphabet = (guint)g_rand_int_range(r, 1, 6);
		g_autoptr(GPtrArray) a = random_tokens(r, (guint)g_rand_int_range(r, 0, 40), alphabet);
		g_autoptr(GPtrArray) b = NULL;
		g_autoptr(GArray) got = NULL, want = NULL;
		guint af, bf, al, bl;

		/* Half the rounds: b is an edited copy of a, as in real diffs. */
		if (round % 2) {
			g_autoptr(GString) t = g_string_new(NULL);

			for (guint i = 0; i < a->len; i++) {
				gint op = g_rand_int_range(r, 0, 10);

				if (op == 0)
					continue;
				if (op == 1)
					g_string_append_printf(t, "t%d ", g_rand_int_range(r, 0, 9));
				g_string_append_printf(t, "%s ", ((struct cf_token *)a->pdata[i])->text);
			}
			b = sd_tokenize(t->str, "edited.c", NULL);
		} else {
			b = random_tokens(r, (guint)g_rand_int_range(r, 0, 40), alphabet);
		}
		af = a->len ? (guint)g_rand_int_range(r, 0, (gint32)a->len / 4 + 1) : 0;
		bf = b->len ? (guint)g_rand_int_range(r, 0, (gint32)b->len / 4 + 1) : 0;
		al = MAX(af, a->len - (a->len ? (guint)g_rand_int_range(r, 0, (gint32)a->len / 4 + 1) : 0));
		bl = MAX(bf, b->len - (b->len ? (guint)g_rand_int_range(r, 0, (gint32)b->len / 4 + 1) : 0));
		got = sd_lcs(a, af, al, b, bf, bl);
		want = lcs_reference(a, af, al, b, bf, bl);
		g_assert_cmpuint(got->len, ==, want->len);
		for (guint i = 0; i < got->len; i++)
			g_assert_cmpuint(g_array_index(got, guint, i), ==, g_array_index(want, guint, i));
	}
	g_rand_free(r);
}

/* 20k-token files with scattered edits: the old table refused them (400 M cells). */
static void test_lcs_large(void)
{
	GRand *r = g_rand_new_with_seed(2021);
	g_autoptr(GPtrArray) a = random_tokens(r, 20000, 500);
	g_autoptr(GString) t = g_string_new(NULL);
	g_autoptr(GPtrArray) b = NULL;
	g_autoptr(GArray) pairs = NULL;
	guint kept = 0;

	for (guint i = 0; i < a->len; i++) {
		if (i % 97 == 5)
			continue;
		if (i % 89 == 7)
			g_string_append(t, "inserted ");
		g_string_append_printf(t, "%s ", ((struct cf_token *)a->pdata[i])->text);
		kept++;
	}
	b = sd_tokenize(t->str, "b.c", NULL);
	pairs = sd_lcs(a, 0, a->len, b, 0, b->len);
	g_assert_cmpuint(pairs->len / 2, >=, kept);
	for (guint k = 0; k < pairs->len / 2; k++) {
		guint i = g_array_index(pairs, guint, 2 * k), j = g_array_index(pairs, guint, 2 * k + 1);

		g_assert_true(((struct cf_token *)a->pdata[i])->text == ((struct cf_token *)b->pdata[j])->text);
		if (k)
			g_assert_true(i > g_array_index(pairs, guint, 2 * k - 2) &&
				      j > g_array_index(pairs, guint, 2 * k - 1));
	}
	/* Unrelated 20k-token sequences end too (no pairs past the table's limit, as before). */
	g_clear_pointer(&pairs, g_array_unref);
	g_clear_pointer(&b, g_ptr_array_unref);
	b = random_tokens(r, 20000, 500);
	pairs = sd_lcs(a, 0, a->len, b, 0, b->len);
	g_assert_cmpuint(pairs->len % 2, ==, 0);
	g_rand_free(r);
}

struct fixture {
	struct syn_file file;
	struct syn_example ex;
	struct red_issue issue;
	GPtrArray *files;
	char *tmp;
};

static void fixture_init(struct fixture *f)
{
	memset(f, 0, sizeof(*f));
	f->file.old_path = "drivers/iio/proximity/as3935.c";
	f->file.new_path = "drivers/iio/proximity/as3935.c";
	f->file.old_text = data_file("as3935-pre.c");
	f->file.new_text = data_file("as3935-post.c");
	f->files = g_ptr_array_new();
	g_ptr_array_add(f->files, &f->file);
	f->ex.repo = "torvalds/linux";
	f->ex.hash = "9d9f780000e0a2c2582843ee83612530a16920c8";
	f->ex.subject = "iio: as3935: Switch to PM ops";
	f->ex.files = f->files;
	f->issue.kind = RED_UNKNOWN_FIELD;
	f->issue.symbol = "suspend";
	f->issue.container = "struct spi_driver";
	f->issue.file = "lms501kf03.c";
	f->issue.line = 0;
	f->issue.column = 3;
	f->tmp = g_dir_make_tmp("synth-test-XXXXXX", NULL);
	g_assert_nonnull(f->tmp);
}

static void fixture_clear(struct fixture *f)
{
	g_free(f->file.old_text);
	g_free(f->file.new_text);
	g_ptr_array_unref(f->files);
	rm_rf(f->tmp);
	g_free(f->tmp);
}

/* Copies data/lms501kf03-v3.9.c into the fixture's dir and points the issue at its .suspend. */
static void put_driver(struct fixture *f)
{
	g_autofree char *text = data_file("lms501kf03-v3.9.c");
	g_autofree char *p = g_build_filename(f->tmp, "lms501kf03.c", NULL);
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);

	g_assert_true(g_file_set_contents(p, text, -1, NULL));
	for (guint i = 0; lines[i]; i++)
		if (strstr(lines[i], ".suspend"))
			f->issue.line = (int)i + 1;
	g_assert_cmpint(f->issue.line, >, 0);
}

static void test_derive_pm_ops(void)
{
	struct fixture f;
	g_autoptr(GPtrArray) patches = NULL;
	g_autoptr(GError) err = NULL;
	const struct syn_patch *p;

	fixture_init(&f);
	put_driver(&f);
	g_assert_cmpint(syn_derive(&patches, &f.ex, &f.issue, f.tmp, NULL, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(patches->len, >=, 1);
	p = patches->pdata[0];
	if (g_test_verbose())
		g_printerr("%s", p->cocci);
	/* House format and provenance. */
	g_assert_nonnull(strstr(p->cocci, "/// "));
	g_assert_nonnull(strstr(p->cocci, "9d9f780000e0"));
	g_assert_nonnull(strstr(p->cocci, "iio: as3935: Switch to PM ops"));
	g_assert_nonnull(strstr(p->cocci, "unknown-field suspend in struct spi_driver"));
	g_assert_nonnull(strstr(p->cocci, "// Confidence: "));
	g_assert_nonnull(strstr(p->cocci, "// Keywords: "));
	g_assert_nonnull(strstr(p->cocci, "\nvirtual patch\n"));
	/* The target's instance is bound; the example's own names are metavariables. */
	g_assert_nonnull(strstr(p->cocci, "= {lms501kf03_driver};"));
	g_assert_null(strstr(p->cocci, "\n-\t.suspend = as3935_suspend"));
	g_assert_nonnull(strstr(p->cocci, "-\t.suspend = mv_suspend,"));
	/* Linked functions follow; the new declaration is built from the target's names. */
	g_assert_nonnull(strstr(p->cocci, "identifier r1.mv_suspend;"));
	g_assert_nonnull(strstr(p->cocci, "declarer name SIMPLE_DEV_PM_OPS;"));
	g_assert_nonnull(strstr(p->cocci, "+#ifdef CONFIG_PM_SLEEP"));
	g_assert_nonnull(strstr(p->cocci, "@script:python"));
	/* The unrelated hunk (calibrate_as3935's constant) is left out. */
	g_assert_null(strstr(p->cocci, "0x97"));
	g_assert_null(strstr(p->cocci, "calibrate"));
	g_assert_nonnull(strstr(p->notes, "function as3935_suspend"));
	fixture_clear(&f);
}

static void test_apply_pm_ops(void)
{
	struct fixture f;
	g_autoptr(GPtrArray) patches = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_result res = { 0 };
	g_autofree char *kdir = g_build_filename(PORTER_CORPUS_DIR, "trees", "v4.6", NULL);
	g_autofree char *after = NULL, *p = NULL;
	const char *k = g_file_test(kdir, G_FILE_TEST_IS_DIR) ? kdir : NULL;

	fixture_init(&f);
	put_driver(&f);
	g_assert_cmpint(syn_derive(&patches, &f.ex, &f.issue, f.tmp, k, &err), ==, 0);
	g_assert_cmpint(syn_apply(&res, patches->pdata[0], f.tmp, &err), ==, 0);
	g_assert_no_error(err);
	if (!res.applied)
		g_printerr("why: %s\n%s", res.why, ((struct syn_patch *)patches->pdata[0])->cocci);
	g_assert_true(res.applied);
	g_assert_null(res.why);
	g_assert_nonnull(strstr(res.diff, "+static SIMPLE_DEV_PM_OPS(lms501kf03_pm_ops"));
	g_assert_nonnull(strstr(res.diff, "+\t\t.pm = LMS501KF03_PM_OPS,"));
	g_assert_nonnull(strstr(res.diff, "-\t.suspend\t= lms501kf03_suspend,"));
	g_assert_nonnull(strstr(res.diff, "+static int lms501kf03_suspend(struct device *dev)"));
	g_assert_nonnull(strstr(res.diff, "dev_get_drvdata(dev)"));
	p = g_build_filename(f.tmp, "lms501kf03.c", NULL);
	g_assert_true(g_file_get_contents(p, &after, NULL, NULL));
	g_assert_null(strstr(after, "\t.suspend"));
	/* With the kernel tree, &spi->dev is reached from the new parameter. */
	if (k)
		g_assert_null(strstr(after, "&spi->dev"));
	syn_result_clear(&res);
	fixture_clear(&f);
}

static void test_apply_no_match(void)
{
	struct fixture f;
	struct syn_patch patch = { "nomatch", NULL, NULL };
	struct syn_result res = { 0 };
	g_autoptr(GError) err = NULL;

	fixture_init(&f);
	put_driver(&f);
	patch.cocci = "virtual patch\n\n@r1@\nexpression e;\n@@\n- no_such_function(e)\n+ other(e)\n";
	g_assert_cmpint(syn_apply(&res, &patch, f.tmp, &err), ==, 0);
	g_assert_false(res.applied);
	g_assert_nonnull(res.why);
	g_assert_nonnull(strstr(res.why, "matched nothing"));
	g_assert_nonnull(strstr(res.why, "no_such_function(e)"));
	/* no line of the driver names no_such_function or other: no closest code */
	g_assert_null(strstr(res.why, "closest"));
	syn_result_clear(&res);

	/* the line of code (not a comment, not a string) that has most of the rule's names, the
	 * first of two as close: the closest code */
	patch.cocci = "virtual patch\n\n@r1@\nexpression me1;\n@@\n"
		      "- spi_get_drvdata(lcd, spi, me1)\n+ other(me1)\n";
	g_assert_cmpint(syn_apply(&res, &patch, f.tmp, &err), ==, 0);
	g_assert_false(res.applied);
	if (g_test_verbose())
		g_printerr("why: %s\n", res.why);
	g_assert_nonnull(strstr(res.why, "; closest: lms501kf03.c:21: struct lms501kf03 *lcd = "
				"spi_get_drvdata(spi);"));
	syn_result_clear(&res);

	patch.name = "broken";
	patch.cocci = "virtual patch\n\n@r1@\nexpression e;\n@@\n- foo(e\n";
	g_assert_cmpint(syn_apply(&res, &patch, f.tmp, &err), ==, 0);
	g_assert_false(res.applied);
	g_assert_nonnull(res.why);
	g_assert_nonnull(strstr(res.why, "could not parse broken"));
	syn_result_clear(&res);
	fixture_clear(&f);
}

static void test_derive_unrelated(void)
{
	struct fixture f;
	g_autoptr(GPtrArray) patches = NULL;
	g_autoptr(GError) err = NULL;

	fixture_init(&f);
	f.issue.kind = RED_UNDEFINED_FUNCTION;
	f.issue.symbol = "no_such_api";
	f.issue.container = NULL;
	g_assert_cmpint(syn_derive(&patches, &f.ex, &f.issue, NULL, NULL, &err), <, 0);
	g_assert_nonnull(err);
	g_assert_nonnull(strstr(err->message, "9d9f780000e0"));
	g_assert_nonnull(strstr(err->message, "no_such_api"));
	fixture_clear(&f);
}

static void test_derive_bad_example(void)
{
	struct fixture f;
	g_autoptr(GPtrArray) patches = NULL;
	g_autoptr(GError) err = NULL;

	fixture_init(&f);
	g_free(f.file.new_text);
	f.file.new_text = g_strdup("int a;\n\"unterminated\n");
	g_assert_cmpint(syn_derive(&patches, &f.ex, &f.issue, NULL, NULL, &err), <, 0);
	g_assert_nonnull(strstr(err->message, "9d9f780000e0:drivers/iio/proximity/as3935.c:2:1"));
	fixture_clear(&f);
}

/* Whole statements around a span: an if with its else, a switch with its cases, a loop macro. */
static void test_stmt_cover(void)
{
	const char *src = "void f(void)\n{\n\ta = 1;\n\tif (x) {\n\t\tb();\n\t} else\n\t\tc();\n"
			  "\tswitch (y) {\n\tcase 1:\n\t\td();\n\t\tbreak;\n\tdefault:\n\t\te();\n\t}\n"
			  "\tlist_for_each(p, h) {\n\t\tg(p);\n\t}\n\tz = 2;\n}\n";
	struct image im = { 0 };
	guint s, e, at[3] = { 0 }, n = 0;
	g_autofree char *t1 = NULL, *t2 = NULL, *t3 = NULL, *t4 = NULL;

	g_assert_true(sd_load_image(&im, src, "t.c", NULL));
	for (guint i = 0; i < im.toks->len; i++) {
		const char *w = sd_tok(&im, i)->text;

		/* "else", the switch's first "case", the loop body's "g" */
		if (n < 3 && (!strcmp(w, "else") || !strcmp(w, "case") || !strcmp(w, "g")))
			at[n++] = i;
	}
	g_assert_cmpuint(n, ==, 3);
	/* "} else" alone is no statement: the if is covered with both branches */
	g_assert_true(sd_stmt_cover(&im, 0, im.toks->len, at[0] - 1, at[0] + 1, &s, &e));
	t1 = sd_range_text(&im, s, e);
	g_assert_cmpstr(t1, ==, "if ( x ) { b ( ) ; } else c ( ) ;");
	/* a case label and the statement before the switch: both whole, the switch with its block */
	g_assert_true(sd_stmt_cover(&im, 0, im.toks->len, at[0] + 1, at[1] + 1, &s, &e));
	t2 = sd_range_text(&im, s, e);
	g_assert_true(g_str_has_prefix(t2, "if ( x )"));
	g_assert_true(g_str_has_suffix(t2, "default : e ( ) ; }"));
	/* a case alone is no statement: the switch whole */
	g_assert_true(sd_stmt_cover(&im, 0, im.toks->len, at[1], at[1] + 1, &s, &e));
	t4 = sd_range_text(&im, s, e);
	g_assert_cmpstr(t4, ==, "switch ( y ) { case 1 : d ( ) ; break ; default : e ( ) ; }");
	/* inside a loop macro's body: the statement of that block */
	g_assert_true(sd_stmt_cover(&im, 0, im.toks->len, at[2], at[2] + 1, &s, &e));
	t3 = sd_range_text(&im, s, e);
	g_assert_cmpstr(t3, ==, "g ( p ) ;");
	g_ptr_array_unref(im.toks);
	g_ptr_array_unref(im.items);
}

/*
 * kernel-pair 10adb1ecf3da, drivers/leds/leds-pm8058.c between v6.1 and v6.12 (GPL-2.0-only),
 * the changed part of pm8058_led_probe(): an if-else chain on of_get_property()'s string became
 * a switch on led_init_default_state_get().  The LCS pairs the branches' statements across the
 * two control flows, so the tokens of "state = led_init_default_state_get(...); switch (state) {
 * case LEDS_DEFSTATE_ON:" were gaps that no call or statement of their own covered, and were
 * dropped: a backport (the example applied backwards) found "no hunk touches" the issue.
 */
static char pm8058_v61[] =
	"static int pm8058_led_probe(struct platform_device *pdev)\n{\n"
	"\tstruct led_init_data init_data = {};\n\tstruct device_node *np;\n"
	"\tstruct pm8058_led *led;\n\tconst char *state;\n\tenum led_brightness maxbright;\n\n"
	"\tled->cdev.max_brightness = maxbright;\n\n"
	"\tstate = of_get_property(np, \"default-state\", NULL);\n\tif (state) {\n"
	"\t\tif (!strcmp(state, \"keep\")) {\n"
	"\t\t\tled->cdev.brightness = pm8058_led_get(&led->cdev);\n"
	"\t\t} else if (!strcmp(state, \"on\")) {\n\t\t\tled->cdev.brightness = maxbright;\n"
	"\t\t\tpm8058_led_set(&led->cdev, maxbright);\n\t\t} else {\n"
	"\t\t\tled->cdev.brightness = LED_OFF;\n\t\t\tpm8058_led_set(&led->cdev, LED_OFF);\n"
	"\t\t}\n\t}\n\n\tif (led->ledtype == PM8058_LED_TYPE_KEYPAD ||\n"
	"\t    led->ledtype == PM8058_LED_TYPE_FLASH)\n"
	"\t\tled->cdev.flags\t= LED_CORE_SUSPENDRESUME;\n\n"
	"\tinit_data.fwnode = of_fwnode_handle(np);\n\n"
	"\treturn devm_led_classdev_register_ext(dev, &led->cdev, &init_data);\n}\n";
static char pm8058_v612[] =
	"static int pm8058_led_probe(struct platform_device *pdev)\n{\n"
	"\tstruct led_init_data init_data = {};\n\tstruct device_node *np;\n"
	"\tstruct pm8058_led *led;\n\tenum led_brightness maxbright;\n"
	"\tenum led_default_state state;\n\n"
	"\tled->cdev.max_brightness = maxbright;\n\n"
	"\tinit_data.fwnode = of_fwnode_handle(np);\n\n"
	"\tstate = led_init_default_state_get(init_data.fwnode);\n\tswitch (state) {\n"
	"\tcase LEDS_DEFSTATE_ON:\n\t\tled->cdev.brightness = maxbright;\n"
	"\t\tpm8058_led_set(&led->cdev, maxbright);\n\t\tbreak;\n\tcase LEDS_DEFSTATE_KEEP:\n"
	"\t\tled->cdev.brightness = pm8058_led_get(&led->cdev);\n\t\tbreak;\n\tdefault:\n"
	"\t\tled->cdev.brightness = LED_OFF;\n\t\tpm8058_led_set(&led->cdev, LED_OFF);\n\t}\n\n"
	"\tif (led->ledtype == PM8058_LED_TYPE_KEYPAD ||\n"
	"\t    led->ledtype == PM8058_LED_TYPE_FLASH)\n"
	"\t\tled->cdev.flags\t= LED_CORE_SUSPENDRESUME;\n\n"
	"\treturn devm_led_classdev_register_ext(dev, &led->cdev, &init_data);\n}\n";

/* A backport of the name the example's switch adds: the switch and its if-else chain, whole. */
static void test_derive_switch_span(void)
{
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_file f = { "drivers/leds/leds-pm8058.c", "drivers/leds/leds-pm8058.c",
			      pm8058_v61, pm8058_v612 };
	struct syn_example ex = { "kernel-pair", "10adb1ecf3da2c589a08c292b311c7ed91cebee7",
				  "drivers/leds/leds-pm8058.c: changed between v6.1 and v6.12" };
	struct red_issue is = { 0 };
	const struct syn_patch *p;
	g_auto(GStrv) lines = NULL;
	gboolean minus = FALSE, plus = FALSE;

	g_ptr_array_add(files, &f);
	ex.files = files;
	ex.older = TRUE;
	is.kind = RED_UNDEFINED_FUNCTION;
	is.symbol = "led_init_default_state_get";
	is.file = "leds-mt6323.c";
	is.line = 507;
	g_assert_cmpint(syn_derive(&patches, &ex, &is, NULL, NULL, &err), ==, 0);
	p = patches->pdata[0];
	g_assert_true(p->backwards);
	lines = g_strsplit(p->cocci, "\n", -1);
	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i];

		/* the minus side from the assignment through the switch's last case */
		minus |= g_str_has_prefix(l, "- ") && strstr(l, "= led_init_default_state_get(") &&
			 strstr(l, "switch (") && strstr(l, "default : ") && g_str_has_suffix(l, "}");
		plus |= g_str_has_prefix(l, "+ if (") && strstr(l, "else if (!strcmp(");
	}
	g_assert_true(minus);
	g_assert_true(plus);
}

/* @s with its first @from replaced by @to (owned); @from must be in @s. */
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
 * A function's head changes (the real kernel-pair commit b972150065af of sound/soc/sh/hac.c:
 * platform_driver .remove returns void) while the target defines its callback in its own
 * header, next to the initializer: the patch asks for the driver's headers and spatch rewrites
 * the definition there.
 */
static void test_apply_head_in_header(void)
{
	g_autofree char *pre_path = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "examples",
						     "kernel-pair", "b972150065af", "base", "sound", "soc",
						     "sh", "hac.c", NULL);
	g_autofree char *pre = NULL, *post = NULL, *tmp = g_dir_make_tmp("synth-head-XXXXXX", NULL);
	g_autofree char *inc = g_build_filename(tmp, "inc", NULL);
	g_autofree char *h = g_build_filename(inc, "drv.h", NULL), *cf = g_build_filename(tmp, "drv.c", NULL);
	g_autofree char *after = NULL, *mid = NULL;
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_file f = { "sound/soc/sh/hac.c", "sound/soc/sh/hac.c", NULL, NULL };
	struct syn_example ex = { "kernel-pair", "b972150065af4f039dc48a29b894dde3b6719f20",
				  "sound/soc/sh/hac.c: changed between v6.1 and v6.12" };
	struct red_issue is = { 0 };
	struct syn_result res = { 0 };
	const struct syn_patch *p;
	const char *header = "static int drv_remove(struct platform_device *pdev)\n{\n"
			     "\tdrv_stop(pdev);\n\treturn 0;\n}\n\n"
			     "static struct platform_driver drv_driver = {\n"
			     "\t.driver = { .name = \"drv\" },\n\t.remove = drv_remove,\n};\n";

	g_assert_true(g_file_get_contents(pre_path, &pre, NULL, NULL));
	/* the commit's diff, as its commit.patch has it */
	mid = replace_once(pre, "static int hac_soc_platform_remove(",
			   "static void hac_soc_platform_remove(");
	post = replace_once(mid, "\tsnd_soc_set_ac97_ops(NULL);\n\treturn 0;\n}",
			    "\tsnd_soc_set_ac97_ops(NULL);\n}");
	f.old_text = pre;
	f.new_text = post;
	g_ptr_array_add(files, &f);
	ex.files = files;
	g_assert_cmpint(g_mkdir(inc, 0755), ==, 0);
	g_assert_true(g_file_set_contents(h, header, -1, NULL));
	g_assert_true(g_file_set_contents(cf, "#include \"inc/drv.h\"\n", -1, NULL));
	is.kind = RED_INCOMPATIBLE_INIT;
	is.symbol = "remove";
	is.container = "struct platform_driver";
	is.file = "inc/drv.h";
	is.line = 10;
	is.expected = "void (*)(struct platform_device *)";
	is.actual = "int (*)(struct platform_device *)";
	g_assert_cmpint(syn_derive(&patches, &ex, &is, tmp, NULL, &err), ==, 0);
	g_assert_no_error(err);
	p = patches->pdata[0];
	if (g_test_verbose())
		g_printerr("%s", p->cocci);
	g_assert_nonnull(strstr(p->cocci, "\n// Options: --no-includes --include-headers\n"));
	g_assert_nonnull(strstr(p->notes, "the head of hac_soc_platform_remove changes"));
	g_assert_cmpint(syn_apply(&res, p, tmp, &err), ==, 0);
	g_assert_no_error(err);
	if (!res.applied)
		g_printerr("why: %s\n%s", res.why, p->cocci);
	g_assert_true(res.applied);
	g_assert_true(g_file_get_contents(h, &after, NULL, NULL));
	g_assert_nonnull(strstr(after, "static void drv_remove(struct platform_device *pdev)\n{\n"
				       "\tdrv_stop(pdev);\n}\n"));
	syn_result_clear(&res);
	rm_rf(tmp);
}

/*
 * A .remove made void (6.11) in a target that returns an error from it: the example is the
 * kernel's drivers/rtc/rtc-stmp3xxx.c (v6.1, GPL-2.0+; data/) with its v6.12 change, where its
 * early "return 0;" became "return;"; the target is v6.1's drivers/power/reset/gpio-restart.c
 * (GPL-2.0-only), whose "return -ENODEV;" after a message becomes a plain return, as spatch
 * applies the derived rules.
 */
static void test_apply_void_returns(void)
{
	g_autofree char *pre = data_file("rtc-stmp3xxx-v6.1.c");
	g_autofree char *drv = data_file("gpio-restart-v6.1.c");
	g_autofree char *mid = NULL, *mid2 = NULL, *post = NULL, *after = NULL;
	g_autofree char *tmp = g_dir_make_tmp("synth-void-XXXXXX", NULL);
	g_autofree char *cf = g_build_filename(tmp, "gpio-restart.c", NULL);
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_file f = { "drivers/rtc/rtc-stmp3xxx.c", "drivers/rtc/rtc-stmp3xxx.c", NULL, NULL };
	struct syn_example ex = { "kernel-pair", NULL,
				  "drivers/rtc/rtc-stmp3xxx.c: changed between v6.1 and v6.12" };
	struct red_issue is = { 0 };
	struct syn_result res = { 0 };
	const struct syn_patch *p;
	const char *rm;

	mid = replace_once(pre, "static int stmp3xxx_rtc_remove(", "static void stmp3xxx_rtc_remove(");
	mid2 = replace_once(mid, "\tif (!rtc_data)\n\t\treturn 0;\n", "\tif (!rtc_data)\n\t\treturn;\n");
	post = replace_once(mid2, "STMP_OFFSET_REG_CLR);\n\n\treturn 0;\n}", "STMP_OFFSET_REG_CLR);\n}");
	f.old_text = pre;
	f.new_text = post;
	g_ptr_array_add(files, &f);
	ex.files = files;
	g_assert_true(g_file_set_contents(cf, drv, -1, NULL));
	is.kind = RED_INCOMPATIBLE_INIT;
	is.symbol = "remove";
	is.container = "struct platform_driver";
	is.file = "gpio-restart.c";
	is.line = 131;
	is.expected = "void (*)(struct platform_device *)";
	is.actual = "int (*)(struct platform_device *)";
	g_assert_cmpint(syn_derive(&patches, &ex, &is, tmp, NULL, &err), ==, 0);
	g_assert_no_error(err);
	p = patches->pdata[0];
	if (g_test_verbose())
		g_printerr("%s", p->cocci);
	g_assert_nonnull(strstr(p->cocci, "// Decision: stmp3xxx_rtc_remove is made void: its "
				"returns with a value become plain returns"));
	g_assert_cmpint(syn_apply(&res, p, tmp, &err), ==, 0);
	g_assert_no_error(err);
	if (!res.applied)
		g_printerr("why: %s\n%s", res.why, p->cocci);
	g_assert_true(res.applied);
	g_assert_true(g_file_get_contents(cf, &after, NULL, NULL));
	rm = strstr(after, "static void gpio_restart_remove(struct platform_device *pdev)\n");
	g_assert_nonnull(rm);
	/* its error path keeps the message and returns plainly; the last "return 0;" is gone */
	g_assert_nonnull(strstr(rm, "\t\t\t\t__func__, ret);\n\t\treturn;\n\t}\n}\n"));
	g_assert_null(strstr(rm, "return -ENODEV"));
	/* probe keeps its int and its error */
	g_assert_nonnull(strstr(after, "__func__, ret);\n\t\treturn -ENODEV;\n\t}\n\n\treturn 0;\n}"));
	syn_result_clear(&res);
	rm_rf(tmp);
}

/*
 * An undeclared name the example only renames, used by the target where the example's statement
 * is not: v4l2loopback 4815caf32e5d replaces VFL_TYPE_GRABBER in "vdev->vfl_type = ..." and in a
 * call; facetimehd (corpora/realworld) passes it to video_register_device() in another shape.  The
 * last variant replaces the name alone, wherever the driver has it.
 */
static void test_apply_token_rename(void)
{
	g_autofree char *pre_path = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "examples",
						     "v4l2loopback", "4815caf32e5d", "base",
						     "v4l2loopback.c", NULL);
	g_autofree char *drv_path = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "drivers",
						     "facetimehd", "fthd_v4l2.c", NULL);
	g_autofree char *pre = NULL, *post = NULL, *mid = NULL, *drv = NULL, *after = NULL;
	g_autofree char *tmp = g_dir_make_tmp("synth-token-XXXXXX", NULL);
	g_autofree char *cf = g_build_filename(tmp, "fthd_v4l2.c", NULL);
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_file f = { "v4l2loopback.c", "v4l2loopback.c", NULL, NULL };
	struct syn_example ex = { "v4l2loopback", "778dbeaed98efc541c2325176967d802527603a6",
				  "Fix build in Linux 5.7-rc1 due to symbol name changes" };
	struct red_issue is = { 0 };
	struct syn_result res = { 0 };
	const struct syn_patch *p;

	g_assert_true(g_file_get_contents(pre_path, &pre, NULL, NULL));
	g_assert_true(g_file_get_contents(drv_path, &drv, NULL, NULL));
	/* the commit's two renames, as its commit.patch has them (its compat #define left out) */
	mid = replace_once(pre, "vdev->vfl_type     = VFL_TYPE_GRABBER;",
			   "vdev->vfl_type     = VFL_TYPE_VIDEO;");
	post = replace_once(mid, "devs[i]->vdev, VFL_TYPE_GRABBER, video_nr[i]",
			    "devs[i]->vdev, VFL_TYPE_VIDEO, video_nr[i]");
	f.old_text = pre;
	f.new_text = post;
	g_ptr_array_add(files, &f);
	ex.files = files;
	g_assert_true(g_file_set_contents(cf, drv, -1, NULL));
	is.kind = RED_UNDEFINED_IDENTIFIER;
	is.symbol = "VFL_TYPE_GRABBER";
	is.file = "fthd_v4l2.c";
	is.line = 732;
	is.column = 43;
	g_assert_cmpint(syn_derive(&patches, &ex, &is, tmp, NULL, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(patches->len, >=, 2);
	p = patches->pdata[patches->len - 1];
	if (g_test_verbose())
		g_printerr("%s", p->cocci);
	g_assert_true(g_str_has_suffix(p->name, "-token"));
	g_assert_nonnull(strstr(p->cocci, "\n- VFL_TYPE_GRABBER\n+ VFL_TYPE_VIDEO\n"));
	g_assert_nonnull(strstr(p->notes, "replaces VFL_TYPE_GRABBER with VFL_TYPE_VIDEO"));
	g_assert_cmpint(syn_apply(&res, p, tmp, &err), ==, 0);
	g_assert_no_error(err);
	if (!res.applied)
		g_printerr("why: %s\n%s", res.why, p->cocci);
	g_assert_true(res.applied);
	g_assert_true(g_file_get_contents(cf, &after, NULL, NULL));
	g_assert_nonnull(strstr(after, "video_register_device(vdev, VFL_TYPE_VIDEO, -1);"));
	g_assert_null(strstr(after, "VFL_TYPE_GRABBER"));
	syn_result_clear(&res);
	rm_rf(tmp);
}

/* Whitespace runs made one space: spatch wraps long lines as it likes. */
static char *squeeze(const char *s)
{
	GString *o = g_string_new(NULL);

	for (; *s; s++) {
		if (g_ascii_isspace(*s)) {
			if (o->len && o->str[o->len - 1] != ' ')
				g_string_append_c(o, ' ');
			continue;
		}
		g_string_append_c(o, *s);
	}
	return g_string_free(o, FALSE);
}

/*
 * A callback whose parameter the example drops (the real wireguard-linux-compat 47b9e2396a11,
 * "timers: switch to kees' new timer_list functions", from corpora/realworld) carried over to
 * v4l2loopback's callbacks, which derive their device from the dropped index ("devs[nr]") where
 * the example casts its pointer inside a macro: the example's from_timer() line, generalized
 * (its variable, its new parameter, the member its setup_timer() call names), replaces the
 * target's line, per callback, and the target's data argument ("nr") does not stop the rule.
 */
static void test_apply_dropped_param(void)
{
	g_autofree char *ex_dir = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "examples",
						   "wireguard-linux-compat", "47b9e2396a11", NULL);
	g_autofree char *drv = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "drivers",
						"v4l2loopback", "v4l2loopback.c", NULL);
	g_autofree char *tmp = g_dir_make_tmp("synth-cb-XXXXXX", NULL);
	g_autofree char *exd = g_build_filename(tmp, "ex", NULL), *tgt = g_build_filename(tmp, "drv", NULL);
	g_autofree char *pre_path = g_build_filename(ex_dir, "base", "src", "timers.c", NULL);
	g_autofree char *patch = g_build_filename(ex_dir, "commit.patch", NULL);
	g_autofree char *exf = g_build_filename(exd, "src", "timers.c", NULL);
	g_autofree char *tf = g_build_filename(tgt, "v4l2loopback.c", NULL);
	g_autofree char *pre = NULL, *post = NULL, *text = NULL, *after = NULL, *flat = NULL;
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_file f = { "src/timers.c", "src/timers.c", NULL, NULL };
	struct syn_example ex = { "wireguard-linux-compat", "47b9e2396a11181ecd8bae10a4a7589efd1c80bf",
				  "timers: switch to kees' new timer_list functions" };
	const char *argv[] = { "git", "apply", "--include=src/timers.c", patch, NULL };
	struct red_issue is = { 0 };
	struct syn_result res = { 0 };
	const struct syn_patch *p;
	g_auto(GStrv) lines = NULL;
	int status = -1;

	g_assert_true(g_file_get_contents(pre_path, &pre, NULL, NULL));
	g_assert_cmpint(g_mkdir_with_parents(exd, 0755), ==, 0);
	{
		g_autofree char *exsrc = g_path_get_dirname(exf);

		g_assert_cmpint(g_mkdir(exsrc, 0755), ==, 0);
	}
	g_assert_true(g_file_set_contents(exf, pre, -1, NULL));
	g_assert_true(g_spawn_sync(exd, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
				   NULL, &status, &err));
	g_assert_no_error(err);
	g_assert_true(g_spawn_check_wait_status(status, NULL));
	g_assert_true(g_file_get_contents(exf, &post, NULL, NULL));
	g_assert_cmpint(g_mkdir(tgt, 0755), ==, 0);
	g_assert_true(g_file_get_contents(drv, &text, NULL, NULL));
	g_assert_true(g_file_set_contents(tf, text, -1, NULL));
	lines = g_strsplit(text, "\n", -1);
	for (guint i = 0; lines[i] && !is.line; i++)
		if (strstr(lines[i], "setup_timer(&dev->sustain_timer"))
			is.line = (int)i + 1;
	g_assert_cmpint(is.line, >, 0);
	f.old_text = pre;
	f.new_text = post;
	g_ptr_array_add(files, &f);
	ex.files = files;
	is.kind = RED_UNDEFINED_FUNCTION;
	is.symbol = "setup_timer";
	is.file = "v4l2loopback.c";
	is.column = 2;
	g_assert_cmpint(syn_derive(&patches, &ex, &is, tgt, NULL, &err), ==, 0);
	g_assert_no_error(err);
	p = patches->pdata[0];
	if (g_test_verbose())
		g_printerr("%s", p->cocci);
	g_assert_nonnull(strstr(p->notes, "what ptr carried (peer) is obtained as the example does it"));
	g_assert_cmpint(syn_apply(&res, p, tgt, &err), ==, 0);
	g_assert_no_error(err);
	if (!res.applied)
		g_printerr("why: %s\n%s", res.why, p->cocci);
	g_assert_true(res.applied);
	g_assert_true(g_file_get_contents(tf, &after, NULL, NULL));
	flat = squeeze(after);
	g_assert_nonnull(strstr(flat, "static void sustain_timer_clb(struct timer_list *timer) { "
				      "struct v4l2_loopback_device *dev = from_timer(dev, timer, sustain_timer);"));
	g_assert_nonnull(strstr(flat, "static void timeout_timer_clb(struct timer_list *timer) { "
				      "struct v4l2_loopback_device *dev = from_timer(dev, timer, timeout_timer);"));
	g_assert_nonnull(strstr(flat, "timer_setup(&dev->sustain_timer, sustain_timer_clb, 0);"));
	g_assert_nonnull(strstr(flat, "timer_setup(&dev->timeout_timer, timeout_timer_clb, 0);"));
	g_assert_null(strstr(flat, "devs[nr]; spin_lock"));
	g_assert_null(strstr(flat, "setup_timer(&"));
	syn_result_clear(&res);
	rm_rf(tmp);
}

/*
 * A replacement that is a helper of the example's own (the real akvcam 6524ec450c85, "Added
 * support for linux 5.0": do_gettimeofday() -> akvcam_get_timestamp(), defined in another file
 * of the commit) carried over to v4l2loopback: the calls are replaced and the helper's
 * definition is added once, before the first function that calls it, as the driver's own: static,
 * with the driver's prefix for the example's (issue 39).
 */
/*
 * The akvcam helper carried into v4l2loopback.  hostile: the driver dir also holds evil.c, a
 * link to a file outside that defines the helper (read through the link, it would tell that
 * the driver has it already), and x.c, a FIFO no one writes (opened, it blocks forever).
 */
static void helper_carried(gboolean hostile)
{
	g_autofree char *ex_dir = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "examples",
						   "akvcam", "6524ec450c85", NULL);
	g_autofree char *drv = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "drivers",
						"v4l2loopback", "v4l2loopback.c", NULL);
	g_autofree char *tmp = g_dir_make_tmp("synth-helper-XXXXXX", NULL);
	g_autofree char *exd = g_build_filename(tmp, "ex", NULL), *tgt = g_build_filename(tmp, "drv", NULL);
	g_autofree char *patch = g_build_filename(ex_dir, "commit.patch", NULL);
	g_autofree char *tf = g_build_filename(tgt, "v4l2loopback.c", NULL);
	g_autofree char *text = NULL, *after = NULL, *flat = NULL, *outside = NULL;
	static const char outside_text[] = "void akvcam_get_timestamp(struct timeval *tv)\n"
					   "{\n\ttv->tv_sec = 0;\n}\n";
	char *pre[2] = { NULL, NULL }, *post[2] = { NULL, NULL };
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_file f[2] = { { "src/buffers.c", "src/buffers.c", NULL, NULL },
				 { "src/utils.c", "src/utils.c", NULL, NULL } };
	struct syn_example ex = { "akvcam", "6524ec450c856e35730d163a8d138931b1293541",
				  "Added support for linux 5.0 (issue #3)." };
	const char *argv[] = { "git", "apply", "--include=src/*.c", patch, NULL };
	struct red_issue is = { 0 };
	struct syn_result res = { 0 };
	const struct syn_patch *p;
	g_auto(GStrv) lines = NULL;
	const char *def, *qbuf, *call;
	int status = -1;

	g_assert_cmpint(g_mkdir_with_parents(exd, 0755), ==, 0);
	{
		g_autofree char *exsrc = g_build_filename(exd, "src", NULL);

		g_assert_cmpint(g_mkdir(exsrc, 0755), ==, 0);
	}
	for (guint i = 0; i < 2; i++) {
		g_autofree char *from = g_build_filename(ex_dir, "base", f[i].old_path, NULL);
		g_autofree char *to = g_build_filename(exd, f[i].old_path, NULL);

		g_assert_true(g_file_get_contents(from, &pre[i], NULL, NULL));
		g_assert_true(g_file_set_contents(to, pre[i], -1, NULL));
	}
	g_assert_true(g_spawn_sync(exd, (char **)argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL,
				   NULL, &status, &err));
	g_assert_no_error(err);
	g_assert_true(g_spawn_check_wait_status(status, NULL));
	for (guint i = 0; i < 2; i++) {
		g_autofree char *to = g_build_filename(exd, f[i].new_path, NULL);

		g_assert_true(g_file_get_contents(to, &post[i], NULL, NULL));
		f[i].old_text = pre[i];
		f[i].new_text = post[i];
		g_ptr_array_add(files, &f[i]);
	}
	g_assert_cmpint(g_mkdir(tgt, 0755), ==, 0);
	g_assert_true(g_file_get_contents(drv, &text, NULL, NULL));
	g_assert_true(g_file_set_contents(tf, text, -1, NULL));
	lines = g_strsplit(text, "\n", -1);
	for (guint i = 0; lines[i] && !is.line; i++)
		if (strstr(lines[i], "do_gettimeofday("))
			is.line = (int)i + 1;
	g_assert_cmpint(is.line, >, 0);
	if (hostile) {
		g_autofree char *evil = g_build_filename(tgt, "evil.c", NULL);
		g_autofree char *fifo = g_build_filename(tgt, "x.c", NULL);

		outside = g_build_filename(tmp, "outside.c", NULL);
		g_assert_true(g_file_set_contents(outside, outside_text, -1, NULL));
		g_assert_cmpint(symlink(outside, evil), ==, 0);
		g_assert_cmpint(mkfifo(fifo, 0644), ==, 0);
		/* a hang is a failure: SIGALRM ends the test */
		alarm(60);
	}
	ex.files = files;
	is.kind = RED_UNDEFINED_FUNCTION;
	is.symbol = "do_gettimeofday";
	is.file = "v4l2loopback.c";
	is.column = 4;
	g_assert_cmpint(syn_derive(&patches, &ex, &is, tgt, NULL, &err), ==, 0);
	g_assert_no_error(err);
	p = patches->pdata[0];
	if (g_test_verbose())
		g_printerr("%s", p->cocci);
	g_assert_nonnull(strstr(p->notes, "carried: akvcam_get_timestamp"));
	g_assert_cmpint(syn_apply(&res, p, tgt, &err), ==, 0);
	g_assert_no_error(err);
	if (!res.applied)
		g_printerr("why: %s\n%s", res.why, p->cocci);
	g_assert_true(res.applied);
	g_assert_true(g_file_get_contents(tf, &after, NULL, NULL));
	flat = squeeze(after);
	g_assert_null(strstr(flat, "do_gettimeofday("));
	if (g_test_verbose())
		g_printerr("%s", res.diff);
	/* the driver's own: static, and named with its prefix (vidioc_, as porter reads it) */
	def = strstr(flat, "static void vidioc_get_timestamp(struct timeval *tv) { struct timespec "
			   "ts; ktime_get_ts(&ts); tv->tv_sec = ts.tv_sec; "
			   "tv->tv_usec = ts.tv_nsec / NSEC_PER_USEC; }");
	g_assert_nonnull(def);
	g_assert_null(strstr(flat, "akvcam_get_timestamp"));
	/* once, and before its first caller */
	g_assert_null(strstr(def + strlen("static void "), "void vidioc_get_timestamp("));
	qbuf = strstr(flat, "static int vidioc_qbuf(");
	call = strstr(flat, "vidioc_get_timestamp(&b->buffer.timestamp);");
	g_assert_nonnull(qbuf);
	g_assert_nonnull(call);
	g_assert_true(def < qbuf && qbuf < call);
	g_assert_nonnull(strstr(flat, "vidioc_get_timestamp(&b->timestamp);"));
	if (hostile) {
		g_autofree char *still = NULL;

		alarm(0);
		/* spatch was not given the link either */
		g_assert_true(g_file_get_contents(outside, &still, NULL, NULL));
		g_assert_cmpstr(still, ==, outside_text);
	}
	syn_result_clear(&res);
	for (guint i = 0; i < 2; i++) {
		g_free(pre[i]);
		g_free(post[i]);
	}
	rm_rf(tmp);
}

static void test_apply_helper_carried(void)
{
	helper_carried(FALSE);
}

/* A hostile driver dir: neither its link nor its FIFO is read, the helper is still carried. */
static void test_apply_helper_hostile(void)
{
	helper_carried(TRUE);
}

/* A change inside a function body (data/kinds/access-ok) leaves the headers to the sandbox. */
static void test_derive_body_no_headers(void)
{
	g_autofree char *dir = g_build_filename(PORTER_TEST_DATA, "kinds", "access-ok", NULL);
	g_autofree char *p1 = g_build_filename(dir, "pre.c", NULL), *p2 = g_build_filename(dir, "post.c", NULL);
	g_autofree char *p3 = g_build_filename(dir, "target.c", NULL);
	g_autofree char *pre = NULL, *post = NULL, *target = NULL;
	g_autofree char *tmp = g_dir_make_tmp("synth-body-XXXXXX", NULL);
	g_autofree char *tfile = g_build_filename(tmp, "target.c", NULL);
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_file f = { "drivers/x/example.c", "drivers/x/example.c", NULL, NULL };
	struct syn_example ex = { "synthetic", "0000000000000000000000000000000000000000", "access-ok" };
	struct red_issue is = { 0 };

	g_assert_true(g_file_get_contents(p1, &pre, NULL, NULL));
	g_assert_true(g_file_get_contents(p2, &post, NULL, NULL));
	g_assert_true(g_file_get_contents(p3, &target, NULL, NULL));
	g_assert_true(g_file_set_contents(tfile, target, -1, NULL));
	f.old_text = pre;
	f.new_text = post;
	g_ptr_array_add(files, &f);
	ex.files = files;
	is.kind = RED_TOO_MANY_ARGS;
	is.symbol = "access_ok";
	is.file = "target.c";
	is.line = 8;
	g_assert_cmpint(syn_derive(&patches, &ex, &is, tmp, NULL, &err), ==, 0);
	for (guint k = 0; k < patches->len; k++) {
		const struct syn_patch *p = patches->pdata[k];

		g_assert_nonnull(strstr(p->cocci, "\n// Options: --no-includes\n"));
		g_assert_null(strstr(p->notes, "the head of "));
	}
	rm_rf(tmp);
}

/* One synthetic change kind of data/kinds/NAME: derive, apply each patch, check the result. */
static void test_kind(gconstpointer data)
{
	const char *name = data;
	g_autofree char *dir = g_build_filename(PORTER_TEST_DATA, "kinds", name, NULL);
	g_autofree char *pre = NULL, *post = NULL, *target = NULL, *issue_text = NULL, *expect = NULL;
	g_autofree char *p1 = g_build_filename(dir, "pre.c", NULL);
	g_autofree char *p2 = g_build_filename(dir, "post.c", NULL);
	g_autofree char *p3 = g_build_filename(dir, "target.c", NULL);
	g_autofree char *p4 = g_build_filename(dir, "issue", NULL);
	g_autofree char *p5 = g_build_filename(dir, "expect", NULL);
	g_autofree char *kdir = g_build_filename(dir, "kernel", NULL);
	g_autofree char *tmp = g_dir_make_tmp("synth-kind-XXXXXX", NULL);
	g_autofree char *tfile = g_build_filename(tmp, "target.c", NULL);
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GString) tried = g_string_new(NULL);
	g_autoptr(GError) err = NULL;
	g_auto(GStrv) lines = NULL, want = NULL;
	struct syn_file f = { "drivers/x/example.c", "drivers/x/example.c", NULL, NULL };
	struct syn_example ex = { "synthetic", "0000000000000000000000000000000000000000", name };
	struct red_issue is = { 0 };
	gboolean good = FALSE;
	enum red_kind kind = RED_OTHER;

	g_assert_true(g_file_get_contents(p1, &pre, NULL, NULL));
	g_assert_true(g_file_get_contents(p2, &post, NULL, NULL));
	g_assert_true(g_file_get_contents(p3, &target, NULL, NULL));
	g_assert_true(g_file_get_contents(p4, &issue_text, NULL, NULL));
	g_assert_true(g_file_get_contents(p5, &expect, NULL, NULL));
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
			g_assert_cmpint(red_kind_from_name(&kind, eq), ==, 0);
		else if (!strcmp(lines[i], "symbol"))
			is.symbol = eq;
		else if (!strcmp(lines[i], "container"))
			is.container = eq;
		else if (!strcmp(lines[i], "expected"))
			is.expected = eq;
		else if (!strcmp(lines[i], "actual"))
			is.actual = eq;
		else if (!strcmp(lines[i], "line"))
			is.line = atoi(eq);
	}
	is.kind = kind;
	g_assert_true(g_file_set_contents(tfile, target, -1, NULL));
	g_assert_cmpint(syn_derive(&patches, &ex, &is, tmp,
				   g_file_test(kdir, G_FILE_TEST_IS_DIR) ? kdir : NULL, &err), ==, 0);
	want = g_strsplit(expect, "\n", -1);
	for (guint k = 0; k < patches->len && !good; k++) {
		const struct syn_patch *patch = patches->pdata[k];
		struct syn_result res = { 0 };
		g_autofree char *after = NULL;
		gboolean ok = TRUE;

		g_assert_true(g_file_set_contents(tfile, target, -1, NULL));
		g_assert_cmpint(syn_apply(&res, patch, tmp, &err), ==, 0);
		g_assert_true(g_file_get_contents(tfile, &after, NULL, NULL));
		for (guint i = 0; want[i]; i++) {
			gboolean neg = want[i][0] == '!';
			const char *w = want[i] + neg;

			if (*w && (strstr(after, w) != NULL) == neg)
				ok = FALSE;
		}
		good = res.applied && ok;
		g_string_append_printf(tried, "--- %s: %s\n%s--- result\n%s\n", patch->name,
				       res.applied ? "applied" : res.why, patch->cocci, after);
		syn_result_clear(&res);
	}
	if (!good)
		g_printerr("%s: no derived patch gave the expected result\n%s", name, tried->str);
	g_assert_true(good);
	rm_rf(tmp);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/synth/tokens", test_tokens);
	g_test_add_func("/synth/token-errors", test_token_errors);
	g_test_add_func("/synth/lcs/random", test_lcs_random);
	g_test_add_func("/synth/lcs/large", test_lcs_large);
	g_test_add_func("/synth/derive/pm-ops", test_derive_pm_ops);
	g_test_add_func("/synth/derive/unrelated", test_derive_unrelated);
	g_test_add_func("/synth/derive/bad-example", test_derive_bad_example);
	g_test_add_func("/synth/derive/stmt-cover", test_stmt_cover);
	g_test_add_func("/synth/derive/switch-span", test_derive_switch_span);
	g_test_add_func("/synth/apply/pm-ops", test_apply_pm_ops);
	g_test_add_func("/synth/apply/no-match", test_apply_no_match);
	g_test_add_func("/synth/apply/head-in-header", test_apply_head_in_header);
	g_test_add_func("/synth/apply/token-rename", test_apply_token_rename);
	g_test_add_func("/synth/apply/void-returns", test_apply_void_returns);
	g_test_add_func("/synth/apply/dropped-param", test_apply_dropped_param);
	g_test_add_func("/synth/apply/helper-carried", test_apply_helper_carried);
	g_test_add_func("/synth/apply/helper-hostile", test_apply_helper_hostile);
	g_test_add_func("/synth/derive/body-no-headers", test_derive_body_no_headers);
	{
		g_autofree char *kd = g_build_filename(PORTER_TEST_DATA, "kinds", NULL);
		g_autoptr(GDir) d = g_dir_open(kd, 0, NULL);
		const char *e;

		while (d && (e = g_dir_read_name(d))) {
			g_autofree char *sub = g_build_filename(kd, e, NULL);
			g_autofree char *path = g_strdup_printf("/synth/kinds/%s", e);

			if (g_file_test(sub, G_FILE_TEST_IS_DIR))
				g_test_add_data_func_full(path, g_strdup(e), test_kind, g_free);
		}
	}
	return g_test_run();
}

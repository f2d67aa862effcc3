// SPDX-License-Identifier: GPL-2.0
/*
 * A callback made void whose target is also called for its value (issue 38): the decision
 * between converting the target's returns and wrapping it (sd_void_choose()) on its own input,
 * then syn_derive() and syn_apply() with real spatch on the real case.  v6.1's
 * drivers/spi/spi-bcm2835.c names bcm2835_spi_remove() at its platform_driver's .remove, which
 * 6.12 makes void, and its .shutdown does "ret = bcm2835_spi_remove(pdev);"; the example is
 * spi-brcmstb-qspi.c's v6.1 → v6.12 change, which made its own .remove void.  The decoy is
 * v6.1's spi-ath79.c, whose .shutdown calls its .remove as a statement: it is made void as
 * before.  data/wrapper/README.md says where each file comes from.
 */
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "reducer.h"
#include "stages.h"
#include "synth-test.h"

#define KDIR_612 "/usr/src/linux-headers-6.12.118+deb12-amd64"

static char *data_file(const char *name)
{
	g_autofree char *p = g_build_filename(PORTER_TEST_DATA, "wrapper", name, NULL);
	char *text = NULL;

	g_assert_true(g_file_get_contents(p, &text, NULL, NULL));
	return text;
}

/* A target: its v6.1 file in a new folder and the issue GCC's real output gives at .remove. */
struct target {
	char *dir, *path, *text;
	GPtrArray *issues;
	const struct red_issue *is;
};

static void target_init(struct target *t, const char *name, int line)
{
	g_autofree char *data = g_strdup_printf("%s-v6.1.c", name);
	g_autofree char *logname = g_strdup_printf("%s-gcc-6.12.log", name);
	g_autofree char *file = g_strdup_printf("%s.c", name);
	g_autofree char *log = data_file(logname);
	g_autoptr(GError) err = NULL;
	struct red_options ro = RED_OPTIONS_INIT;
	guint nd = 0;

	memset(t, 0, sizeof(*t));
	t->text = data_file(data);
	t->dir = g_dir_make_tmp("synth-wrapper-XXXXXX", NULL);
	g_assert_nonnull(t->dir);
	t->path = g_build_filename(t->dir, file, NULL);
	g_assert_true(g_file_set_contents(t->path, t->text, -1, NULL));
	ro.source_dir = t->dir;
	ro.kernel_dir = g_file_test(KDIR_612, G_FILE_TEST_IS_DIR) ? KDIR_612 : NULL;
	g_assert_cmpint(red_reduce_log(&t->issues, &nd, log, strlen(log), &ro, &err), ==, 0);
	g_assert_no_error(err);
	for (guint i = 0; i < t->issues->len && !t->is; i++) {
		const struct red_issue *is = t->issues->pdata[i];

		if (is->symbol && !strcmp(is->symbol, "remove"))
			t->is = is;
	}
	g_assert_nonnull(t->is);
	g_assert_cmpint(t->is->kind, ==, RED_INCOMPATIBLE_INIT);
	g_assert_cmpstr(t->is->container, ==, "struct platform_driver");
	g_assert_cmpint(t->is->line, ==, line);
}

static void target_clear(struct target *t)
{
	rm_rf(t->dir);
	g_free(t->dir);
	g_free(t->path);
	g_free(t->text);
	g_ptr_array_unref(t->issues);
}

/* bcm2835's .shutdown uses the value of its .remove: the wrapper, named for it. */
static void test_choose_wrap(void)
{
	struct target t;
	struct sd_void_choice vc;

	target_init(&t, "spi-bcm2835", 1442);
	sd_void_choose(&vc, t.dir, t.is, "remove");
	g_assert_cmpint(vc.way, ==, SD_VOID_WRAP);
	g_assert_cmpstr(vc.func, ==, "bcm2835_spi_remove");
	g_assert_cmpstr(vc.file, ==, "spi-bcm2835.c");
	/* "ret = bcm2835_spi_remove(pdev);" in bcm2835_spi_shutdown() */
	g_assert_cmpint(vc.line, ==, 1425);
	g_assert_cmpuint(vc.calls, ==, 1);
	g_assert_cmpstr(vc.wrapper, ==, "bcm2835_spi_remove_void");
	g_assert_cmpstr(vc.params, ==, "struct platform_device *pdev");
	g_assert_cmpstr(vc.args, ==, "pdev");
	g_assert_cmpuint(vc.types->len, ==, 0);
	g_assert_null(vc.why);
	sd_void_choice_clear(&vc);

	/* another field of the initializer: its function is called nowhere */
	sd_void_choose(&vc, t.dir, t.is, "probe");
	g_assert_cmpint(vc.way, ==, SD_VOID_CONVERT);
	g_assert_cmpstr(vc.func, ==, "bcm2835_spi_probe");
	g_assert_cmpuint(vc.calls, ==, 0);
	sd_void_choice_clear(&vc);
	target_clear(&t);
}

/* ath79's .shutdown calls its .remove as a statement: nothing uses the value. */
static void test_choose_decoy(void)
{
	struct target t;
	struct sd_void_choice vc;

	target_init(&t, "spi-ath79", 265);
	sd_void_choose(&vc, t.dir, t.is, "remove");
	g_assert_cmpint(vc.way, ==, SD_VOID_CONVERT);
	g_assert_cmpstr(vc.func, ==, "ath79_spi_remove");
	g_assert_cmpuint(vc.calls, ==, 0);
	g_assert_null(vc.wrapper);
	sd_void_choice_clear(&vc);
	target_clear(&t);
}

/* What each shape of call is, on a small file (calls as real drivers write them). */
static void choose_text(struct sd_void_choice *vc, const char *body, const char *params)
{
	g_autofree char *tmp = g_dir_make_tmp("synth-wrapper-XXXXXX", NULL);
	g_autofree char *p = g_build_filename(tmp, "x.c", NULL);
	g_autofree char *text = g_strdup_printf(
		"static int x_remove(%s)\n{\n\treturn 0;\n}\n\n"		/* 1-4 */
		"static void x_other(struct platform_device *pdev)\n{\n"	/* 6-7 */
		"%s"								/* 8 */
		"}\n\nstatic struct platform_driver x_driver = {\n"
		"\t.remove = x_remove,\n};\n", params, body);
	struct red_issue is = { 0 };
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);

	g_assert_true(g_file_set_contents(p, text, -1, NULL));
	is.kind = RED_INCOMPATIBLE_INIT;
	is.symbol = "remove";
	is.container = "struct platform_driver";
	is.file = "x.c";
	for (guint i = 0; lines[i]; i++)
		if (strstr(lines[i], ".remove = "))
			is.line = (int)i + 1;
	sd_void_choose(vc, tmp, &is, "remove");
	rm_rf(tmp);
}

static void test_choose_shapes(void)
{
	static const char *const used[] = {
		/* drivers/char/tpm/tpm_ftpm_tee.c:341 */
		"\treturn x_remove(pdev);\n",
		/* drivers/gpu/drm/omapdrm/omap_dmm_tiler.c:985 */
		"\tif (x_remove(pdev))\n\t\treturn;\n",
		"\tint ret = (int)x_remove(pdev);\n",
		"\tWARN_ON(x_remove(pdev));\n",
		"\tint r = pdev ? 0 : x_remove(pdev);\n",
	};
	static const char *const unused[] = {
		/* drivers/spi/spi-ath79.c:253 */
		"\tx_remove(pdev);\n",
		"\t(void)x_remove(pdev);\n",
		"\tif (pdev)\n\t\tx_remove(pdev);\n\telse\n\t\tx_remove(pdev);\n",
		"\tgoto out;\nout:\n\tx_remove(pdev);\n",
		"\tfor_each_thing(pdev)\n\t\tx_remove(pdev);\n",
		"#ifdef CONFIG_X\n\tx_remove(pdev);\n#endif\n",
	};
	struct sd_void_choice vc;

	for (guint i = 0; i < G_N_ELEMENTS(used); i++) {
		choose_text(&vc, used[i], "struct platform_device *pdev");
		if (vc.way != SD_VOID_WRAP)
			g_printerr("not seen as using the value: %s", used[i]);
		g_assert_cmpint(vc.way, ==, SD_VOID_WRAP);
		g_assert_cmpint(vc.line, ==, 8);
		g_assert_cmpstr(vc.wrapper, ==, "x_remove_void");
		sd_void_choice_clear(&vc);
	}
	for (guint i = 0; i < G_N_ELEMENTS(unused); i++) {
		choose_text(&vc, unused[i], "struct platform_device *pdev");
		if (vc.way != SD_VOID_CONVERT)
			g_printerr("seen as using the value: %s", unused[i]);
		g_assert_cmpint(vc.way, ==, SD_VOID_CONVERT);
		g_assert_cmpstr(vc.func, ==, "x_remove");
		sd_void_choice_clear(&vc);
	}

	/* the suffixed name is taken: the next one */
	choose_text(&vc, "\tint x_remove_void = x_remove(pdev);\n", "struct platform_device *pdev");
	g_assert_cmpstr(vc.wrapper, ==, "x_remove_void2");
	sd_void_choice_clear(&vc);
	/* a typedef'd parameter is declared for spatch */
	choose_text(&vc, "\treturn x_remove(pdev);\n", "pdev_t *pdev, const u32 flags");
	g_assert_cmpint(vc.way, ==, SD_VOID_WRAP);
	g_assert_cmpstr(vc.params, ==, "pdev_t *pdev, const u32 flags");
	g_assert_cmpstr(vc.args, ==, "pdev, flags");
	g_assert_cmpuint(vc.types->len, ==, 2);
	g_assert_cmpstr(vc.types->pdata[0], ==, "pdev_t");
	g_assert_cmpstr(vc.types->pdata[1], ==, "u32");
	sd_void_choice_clear(&vc);
	/* a parameter a wrapper cannot pass on by name: converted, and why */
	choose_text(&vc, "\treturn x_remove(pdev);\n", "struct platform_device *pdev, ...");
	g_assert_cmpint(vc.way, ==, SD_VOID_CONVERT);
	g_assert_cmpuint(vc.calls, ==, 1);
	g_assert_nonnull(vc.why);
	sd_void_choice_clear(&vc);
}

/*
 * kernel-pair commit b972150065af of corpora/realworld (sound/soc/sh/hac.c, v6.1 → v6.12): its
 * base file and that file with commit.patch applied by patch(1).  It keeps the field .remove.
 */
static void load_hac(struct syn_file *f, const char *tmp)
{
	g_autofree char *dir = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "examples",
						"kernel-pair", "b972150065af", NULL);
	g_autofree char *base = g_build_filename(dir, "base", "sound/soc/sh/hac.c", NULL);
	g_autofree char *diff = g_build_filename(dir, "commit.patch", NULL);
	g_autofree char *out = g_build_filename(tmp, "post.c", NULL);
	g_autofree char *cmd = g_strdup_printf("patch -s -p1 -o '%s' '%s' '%s'", out, base, diff);
	int st = 0;

	f->old_path = f->new_path = "sound/soc/sh/hac.c";
	g_assert_true(g_file_get_contents(base, &f->old_text, NULL, NULL));
	g_assert_true(g_spawn_command_line_sync(cmd, NULL, NULL, &st, NULL));
	g_assert_true(g_spawn_check_wait_status(st, NULL));
	g_assert_true(g_file_get_contents(out, &f->new_text, NULL, NULL));
	g_assert_cmpint(g_unlink(out), ==, 0);
}

/*
 * The example: spi-brcmstb-qspi.c's v6.1 → v6.12 change (its .remove made void, the field
 * renamed .remove_new), or with hac, hac.c's (the field kept).
 */
static GPtrArray *derive_example(struct syn_file *f, GPtrArray *files, const struct target *t,
				 gboolean hac)
{
	struct syn_example ex = { "kernel-pair", hac ? "b972150065af" : NULL,
				  hac ? "sound/soc/sh/hac.c: changed between v6.1 and v6.12" :
				  "drivers/spi/spi-brcmstb-qspi.c: changed between v6.1 and v6.12" };
	g_autoptr(GError) err = NULL;
	GPtrArray *patches = NULL;

	if (hac) {
		load_hac(f, t->dir);
	} else {
		f->old_path = f->new_path = "drivers/spi/spi-brcmstb-qspi.c";
		/* v6.1's file is synth's data already (test-stages' void returns) */
		f->old_text = data_file("../spi-brcmstb-qspi-v6.1.c");
		f->new_text = data_file("spi-brcmstb-qspi-v6.12.c");
	}
	g_ptr_array_add(files, f);
	ex.files = files;
	g_assert_cmpint(syn_derive(&patches, &ex, t->is, t->dir,
				   g_file_test(KDIR_612, G_FILE_TEST_IS_DIR) ? KDIR_612 : NULL,
				   &err), ==, 0);
	g_assert_no_error(err);
	return patches;
}

/*
 * The real case: bcm2835_spi_remove() keeps its type, so that bcm2835_spi_shutdown() still gets
 * its value; a void wrapper after it takes its place at the field the example's rule leaves
 * (.remove_new from brcmstb-qspi, .remove from hac.c).
 */
static void apply_wrap(gboolean hac)
{
	static const char wrapper[] =
		"\treturn 0;\n}\n\n"
		"static void bcm2835_spi_remove_void(struct platform_device *pdev)\n{\n"
		"\tbcm2835_spi_remove(pdev);\n}\n\n"
		"static void bcm2835_spi_shutdown(struct platform_device *pdev)\n";
	struct target t;
	struct syn_file f = { 0 };
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autofree char *want = NULL;
	guint wrapped = 0;

	target_init(&t, "spi-bcm2835", 1442);
	patches = derive_example(&f, files, &t, hac);
	want = g_strdup_printf("%s is made void, but the target's bcm2835_spi_remove is called for "
			       "its value (spi-bcm2835.c:1425, 1 call): it keeps its type, and a "
			       "void wrapper, bcm2835_spi_remove_void, added after it, takes its "
			       "place at .%s\n", hac ? "hac_soc_platform_remove" : "brcmstb_qspi_remove",
			       hac ? "remove" : "remove_new");
	/* the specific variant first, then the general one where it differs: each on the file */
	for (guint i = 0; i < patches->len; i++) {
		const struct syn_patch *p = patches->pdata[i];
		g_autofree char *decisions = syn_cocci_decisions(p->cocci), *after = NULL;
		g_autoptr(GError) err = NULL;
		struct syn_result res = { 0 };
		const char *fn, *w;

		if (g_test_verbose())
			g_printerr("%s\n", p->cocci);
		if (p->backwards)
			continue;
		g_assert_nonnull(strstr(decisions, want));
		g_assert_nonnull(strstr(p->cocci, "+static void bcm2835_spi_remove_void(struct "
					"platform_device *pdev)\n+{\n+\tmv_remove(pdev);\n+}\n"));
		/* no rule makes the function void or changes its returns */
		g_assert_null(strstr(p->cocci, "+ void\n"));
		g_assert_null(strstr(p->cocci, "+ return;"));
		g_assert_null(strstr(decisions, "follows the example's change"));

		g_assert_true(g_file_set_contents(t.path, t.text, -1, NULL));
		g_assert_cmpint(syn_apply(&res, p, t.dir, &err), ==, 0);
		g_assert_no_error(err);
		if (g_test_verbose())
			g_printerr("applied %d why %s\n%s", res.applied, res.why, res.diff);
		g_assert_true(res.applied);
		g_assert_true(g_file_get_contents(t.path, &after, NULL, NULL));
		/* the function and its caller as they were */
		g_assert_nonnull(strstr(after, "\nstatic int bcm2835_spi_remove(struct "
					"platform_device *pdev)\n"));
		g_assert_nonnull(strstr(after, "\tret = bcm2835_spi_remove(pdev);\n\tif (ret)\n"));
		/* the wrapper right after it, defined once */
		fn = strstr(after, "\nstatic int bcm2835_spi_remove(");
		w = strstr(after, wrapper);
		g_assert_nonnull(w);
		g_assert_true(fn < w);
		g_assert_null(strstr(w + strlen(wrapper), "bcm2835_spi_remove_void(struct"));
		/* the field points at it (renamed .remove_new where the example renamed its own) */
		g_assert_nonnull(strstr(after, hac ? "\t.remove\t\t= bcm2835_spi_remove_void,\n" :
					"\t.remove_new = bcm2835_spi_remove_void,\n"));
		g_assert_null(strstr(after, "= bcm2835_spi_remove,"));
		syn_result_clear(&res);
		wrapped++;
	}
	g_assert_cmpuint(wrapped, ==, hac ? 1 : 2);
	g_free(f.old_text);
	g_free(f.new_text);
	target_clear(&t);
}

static void test_apply_wrap(void)
{
	apply_wrap(FALSE);
}

static void test_apply_wrap_hac(void)
{
	apply_wrap(TRUE);
}

/* The decoy: ath79's .remove is made void as before, its .shutdown's call left a statement. */
static void test_apply_decoy(void)
{
	const gboolean hac = FALSE;
	struct target t;
	struct syn_file f = { 0 };
	g_autoptr(GPtrArray) files = g_ptr_array_new(), patches = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *after = NULL, *decisions = NULL;
	struct syn_result res = { 0 };
	const struct syn_patch *p;

	target_init(&t, "spi-ath79", 265);
	patches = derive_example(&f, files, &t, hac);
	p = patches->pdata[0];
	if (g_test_verbose())
		g_printerr("%s\n", p->cocci);
	decisions = syn_cocci_decisions(p->cocci);
	g_assert_null(strstr(decisions, "wrapper"));
	g_assert_null(strstr(p->cocci, "_void"));
	g_assert_nonnull(strstr(decisions, "function brcmstb_qspi_remove (mv_remove in the target) "
				"follows the example's change\n"));
	g_assert_cmpint(syn_apply(&res, p, t.dir, &err), ==, 0);
	g_assert_no_error(err);
	if (g_test_verbose())
		g_printerr("applied %d why %s\n%s", res.applied, res.why, res.diff);
	g_assert_true(res.applied);
	g_assert_true(g_file_get_contents(t.path, &after, NULL, NULL));
	g_assert_nonnull(strstr(after, "\nstatic void ath79_spi_remove(struct platform_device *pdev)\n"));
	g_assert_null(strstr(after, "\treturn 0;\n}\n\nstatic void ath79_spi_shutdown("));
	g_assert_nonnull(strstr(after, "{\n\tath79_spi_remove(pdev);\n}\n"));
	g_assert_null(strstr(after, "_void"));
	syn_result_clear(&res);
	g_free(f.old_text);
	g_free(f.new_text);
	target_clear(&t);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/synth/wrapper/choose-wrap", test_choose_wrap);
	g_test_add_func("/synth/wrapper/choose-decoy", test_choose_decoy);
	g_test_add_func("/synth/wrapper/choose-shapes", test_choose_shapes);
	g_test_add_func("/synth/wrapper/apply-wrap", test_apply_wrap);
	g_test_add_func("/synth/wrapper/apply-wrap-hac", test_apply_wrap_hac);
	g_test_add_func("/synth/wrapper/apply-decoy", test_apply_decoy);
	return g_test_run();
}

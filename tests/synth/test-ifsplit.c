// SPDX-License-Identifier: GPL-2.0
/*
 * Code the preprocessor shapes (issue 38): a callback head split by a version test, one head per
 * branch.  The view stage (synth/ppview.c) on its own input and output, then syn_apply_opts() on
 * the real case: CH341SER's ch34x.c (corpora/realworld/drivers/ch341ser, juliagoda/CH341SER,
 * GPL-2.0) with the real epsolar-tracer 36840ba9b60b example (kasbert/epsolar-tracer, GPL-2.0+),
 * against the Debian 6.1 headers.  data/ifsplit/README.md says where each comes from.
 */
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "reducer.h"
#include "synth.h"
#include "synth-int.h"
#include "synth-test.h"

#define KDIR_61 "/usr/src/linux-headers-6.1.0-57-amd64"

/* The head of ch34x.c's set_termios as the driver has it (lines 400-409 of the real file). */
static const char split_head[] =
	"#if (LINUX_VERSION_CODE >= KERNEL_VERSION(2,6,27))\n"			/* 1 */
	"static void ch34x_set_termios( struct tty_struct *tty,\n"		/* 2 */
	"\t\tstruct usb_serial_port *port, struct ktermios *old_termios )\n"	/* 3 */
	"{\n"									/* 4 */
	"#else\n"								/* 5 */
	"static void ch34x_set_termios( struct usb_serial_port *port,\n"	/* 6 */
	"\t\tstruct ktermios *old_termios )\n"					/* 7 */
	"{\n"									/* 8 */
	"\tstruct tty_struct *tty = port->tty;\n"				/* 9 */
	"#endif\n"								/* 10 */
	"#if (LINUX_VERSION_CODE >= KERNEL_VERSION(5,14,0)) && GCC_VERSION >= 100100\n" /* 11 */
	"\tint a;\n"								/* 12 */
	"#endif\n"								/* 13 */
	"\tstruct usb_serial *serial = port->serial;\n"				/* 14 */
	"}\n";									/* 15 */

static GHashTable *macros_of(const char *kdir)
{
	g_autofree char *vh = g_build_filename(kdir, "include", "generated", "uapi", "linux",
					       "version.h", NULL);
	g_autofree char *text = NULL;
	GHashTable *m = cf_pp_macros_new();

	if (!g_file_get_contents(vh, &text, NULL, NULL))
		return m;
	g_assert_cmpuint(cf_pp_macros_add_text(m, text), >=, 2);
	return m;
}

static guint8 cls(const struct sd_ppview *v, guint line)
{
	return g_array_index(v->cls, guint8, line - 1);
}

/* The view decides the version test from the target's version.h, not the compiler's. */
static void test_view_target(void)
{
	g_autoptr(GHashTable) m = NULL;
	struct sd_ppview v;
	g_auto(GStrv) lines = NULL;

	if (!g_file_test(KDIR_61, G_FILE_TEST_IS_DIR)) {
		g_test_skip("no " KDIR_61);
		return;
	}
	m = macros_of(KDIR_61);
	sd_ppview_make(&v, split_head, m, SD_VIEW_TARGET);
	/* the head's group is decided; the GCC_VERSION one is not: the macros do not say */
	g_assert_cmpuint(v.groups, ==, 1);
	g_assert_cmpuint(v.undecided, ==, 1);
	lines = g_strsplit(v.text, "\n", -1);
	g_assert_cmpuint(g_strv_length(lines), ==, 16);
	g_assert_cmpstr(lines[0], ==, "");
	g_assert_cmpstr(lines[1], ==, "static void ch34x_set_termios( struct tty_struct *tty,");
	g_assert_cmpstr(lines[3], ==, "{");
	for (guint i = 5; i <= 10; i++) {
		g_assert_cmpstr(lines[i - 1], ==, "");
		g_assert_cmpuint(cls(&v, i), ==, SD_LINE_BLANK);
	}
	g_assert_cmpuint(cls(&v, 2), ==, SD_LINE_KEPT);
	g_assert_cmpint(g_array_index(v.group_line, int, 1), ==, 1);
	/* the undecided group stays as it is, directives and all */
	g_assert_cmpstr(lines[10], ==, "#if (LINUX_VERSION_CODE >= KERNEL_VERSION(5,14,0)) && "
				       "GCC_VERSION >= 100100");
	g_assert_cmpuint(cls(&v, 11), ==, SD_LINE_OUT);
	g_assert_cmpuint(cls(&v, 14), ==, SD_LINE_OUT);
	sd_ppview_clear(&v);

	/* the other side: the #else branch shown, the #if one emptied */
	sd_ppview_make(&v, split_head, m, SD_VIEW_OTHER);
	g_assert_cmpuint(cls(&v, 2), ==, SD_LINE_BLANK);
	g_assert_cmpuint(cls(&v, 6), ==, SD_LINE_KEPT);
	g_assert_cmpint(g_array_index(v.group_line, int, 5), ==, 1);
	sd_ppview_clear(&v);
}

/* Without the tree's facts nothing is decided, and the view is the file. */
static void test_view_unknown(void)
{
	g_autoptr(GHashTable) m = cf_pp_macros_new();
	struct sd_ppview v;

	sd_ppview_make(&v, split_head, m, SD_VIEW_TARGET);
	g_assert_cmpuint(v.groups, ==, 0);
	g_assert_cmpuint(v.undecided, ==, 2);
	g_assert_cmpstr(v.text, ==, split_head);
	sd_ppview_clear(&v);
}

/*
 * #elif chains, nested groups and continued directives: the first true test wins; a group in a
 * hidden branch is hidden whole, whatever its own test; a group after an undecided test is not
 * decided; a backslash-continued #if is one directive.
 */
static void test_view_nested(void)
{
	g_autoptr(GHashTable) m = cf_pp_macros_new();
	static const char text[] =
		"#if LINUX_VERSION_CODE < KERNEL_VERSION(5, 0, 0)\n"		/* 1 */
		"a1\n"								/* 2 */
		"#if LINUX_VERSION_CODE < KERNEL_VERSION(6, 0, 0)\n"		/* 3 */
		"a2\n"								/* 4 */
		"#endif\n"							/* 5 */
		"#elif LINUX_VERSION_CODE < \\\n"				/* 6 */
		"      KERNEL_VERSION(6, 4, 0)\n"				/* 7 */
		"b1\n"								/* 8 */
		"#ifdef LINUX_VERSION_CODE\n"					/* 9 */
		"b2\n"								/* 10 */
		"#else\n"							/* 11 */
		"b3\n"								/* 12 */
		"#endif\n"							/* 13 */
		"#else\n"							/* 14 */
		"c1\n"								/* 15 */
		"#endif\n"							/* 16 */
		"#if defined(CONFIG_X)\n"					/* 17 */
		"d1\n"								/* 18 */
		"#elif 1\n"							/* 19 */
		"d2\n"								/* 20 */
		"#endif\n";							/* 21 */
	static const guint8 want[] = {
		SD_LINE_BLANK, SD_LINE_BLANK, SD_LINE_BLANK, SD_LINE_BLANK, SD_LINE_BLANK,
		SD_LINE_BLANK, SD_LINE_BLANK, SD_LINE_KEPT, SD_LINE_BLANK, SD_LINE_KEPT,
		SD_LINE_BLANK, SD_LINE_BLANK, SD_LINE_BLANK, SD_LINE_BLANK, SD_LINE_BLANK,
		SD_LINE_BLANK, SD_LINE_OUT, SD_LINE_OUT, SD_LINE_OUT, SD_LINE_OUT, SD_LINE_OUT,
	};
	struct sd_ppview v;

	cf_pp_macros_add_text(m, "#define LINUX_VERSION_CODE 393664\n"
				 "#define KERNEL_VERSION(a,b,c) (((a) << 16) + ((b) << 8) + "
				 "((c) > 255 ? 255 : (c)))\n");
	sd_ppview_make(&v, text, m, SD_VIEW_TARGET);
	g_assert_cmpuint(v.groups, ==, 3);
	g_assert_cmpuint(v.undecided, ==, 1);
	for (guint i = 0; i < G_N_ELEMENTS(want); i++) {
		if (cls(&v, i + 1) != want[i])
			g_error("line %u: class %u, want %u", i + 1, cls(&v, i + 1), want[i]);
	}
	/* b2's innermost decided group is the #ifdef at line 9 */
	g_assert_cmpint(g_array_index(v.group_line, int, 9), ==, 9);
	g_assert_cmpint(g_array_index(v.group_line, int, 7), ==, 1);
	g_assert_cmpstr(v.text, ==, "\n\n\n\n\n\n\nb1\n\nb2\n\n\n\n\n\n\n"
				    "#if defined(CONFIG_X)\nd1\n#elif 1\nd2\n#endif\n");
	sd_ppview_clear(&v);
}

/* A change on a shown line is carried back; one on a hidden line or a directive is refused. */
static void test_merge(void)
{
	g_autoptr(GHashTable) m = cf_pp_macros_new();
	g_autofree char *after = NULL, *merged = NULL, *bad = NULL, *diff = NULL;
	g_autoptr(GError) err = NULL;
	struct sd_ppview v;
	int line = -1;

	cf_pp_macros_add_text(m, "#define LINUX_VERSION_CODE 393664\n"
				 "#define KERNEL_VERSION(a,b,c) (((a) << 16) + ((b) << 8) + "
				 "((c) > 255 ? 255 : (c)))\n");
	sd_ppview_make(&v, split_head, m, SD_VIEW_TARGET);
	/* as spatch writes it: the head on one line less */
	after = g_strdup(v.text);
	{
		g_autoptr(GString) s = g_string_new(after);

		g_string_replace(s, "( struct tty_struct *tty,\n\t\tstruct usb_serial_port *port, "
				    "struct ktermios *old_termios )",
				 "(struct tty_struct *tty, struct usb_serial_port *port, "
				 "const struct ktermios *old_termios)", 1);
		g_free(after);
		after = g_strdup(s->str);
	}
	g_assert_cmpint(sd_ppview_merge(&merged, &line, split_head, &v, after, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(line, ==, 1);
	g_assert_true(g_str_has_prefix(merged, "#if (LINUX_VERSION_CODE >= KERNEL_VERSION(2,6,27))\n"
				      "static void ch34x_set_termios(struct tty_struct *tty, "
				      "struct usb_serial_port *port, const struct ktermios *old_termios)\n"
				      "{\n#else\nstatic void ch34x_set_termios( struct usb_serial_port *port,\n"
				      "\t\tstruct ktermios *old_termios )\n{\n"));
	g_assert_true(g_str_has_suffix(merged, "#endif\n\tstruct usb_serial *serial = port->serial;\n}\n"));
	diff = sd_unified_diff("ch34x.c", split_head, merged);
	g_assert_cmpstr(diff, ==,
			"--- a/ch34x.c\n+++ b/ch34x.c\n"
			"@@ -1,6 +1,5 @@\n"
			" #if (LINUX_VERSION_CODE >= KERNEL_VERSION(2,6,27))\n"
			"-static void ch34x_set_termios( struct tty_struct *tty,\n"
			"-\t\tstruct usb_serial_port *port, struct ktermios *old_termios )\n"
			"+static void ch34x_set_termios(struct tty_struct *tty, struct usb_serial_port "
			"*port, const struct ktermios *old_termios)\n"
			" {\n #else\n static void ch34x_set_termios( struct usb_serial_port *port,\n");

	/* a line written where the view shows the emptied #else: refused */
	{
		g_auto(GStrv) l = g_strsplit(v.text, "\n", -1);

		g_free(l[5]);
		l[5] = g_strdup("int x;");
		bad = g_strjoinv("\n", l);
	}
	g_clear_pointer(&merged, g_free);
	g_assert_cmpint(sd_ppview_merge(&merged, &line, split_head, &v, bad, &err), ==, -1);
	g_assert_error(err, SYN_ERROR, SYN_ERROR_SPATCH);
	g_assert_nonnull(strstr(err->message, "line 6"));
	g_assert_null(merged);
	/* the same changes made to the file itself, as spatch's own run would */
	g_assert_cmpint(sd_ppview_hidden_change(split_head, &v, split_head), ==, 0);
	{
		g_autoptr(GString) s = g_string_new(split_head);

		g_string_replace(s, "{\n\tstruct tty_struct *tty = port->tty;\n",
				 "{\n\tstruct tty_struct *tty = port->tty;\n\tint x;\n", 1);
		g_assert_cmpint(sd_ppview_hidden_change(split_head, &v, s->str), ==, 9);
		g_string_assign(s, split_head);
		g_string_replace(s, "\t\tstruct ktermios *old_termios )\n", "\t\tconst struct "
				 "ktermios *old_termios )\n", 1);
		g_assert_cmpint(sd_ppview_hidden_change(split_head, &v, s->str), ==, 7);
		g_string_assign(s, split_head);
		g_string_replace(s, "\tstruct usb_serial *serial", "\tconst struct usb_serial *serial", 1);
		g_assert_cmpint(sd_ppview_hidden_change(split_head, &v, s->str), ==, 0);
	}
	sd_ppview_clear(&v);
}

#define KDIR_612 "/usr/src/linux-headers-6.12.118+deb12-amd64"

/*
 * The change a patch derived for a timer callback makes: the callback found by its new head
 * (struct timer_list *), its parameter renamed where the head declares it.  What matters is
 * that the rule needs the head, as every rule porter derives for a callback does.
 */
static const char timer_cocci[] =
	"virtual patch\n"
	"@depends on patch@\n"
	"identifier f, t;\n"
	"@@\n"
	" void f(\n"
	"-struct timer_list *t\n"
	"+struct timer_list *tl\n"
	" )\n"
	" {\n"
	" ...\n"
	" }\n";

/*
 * tp_smapi's hdaps.c (corpora/realworld/drivers/tp_smapi, linux-thinkpad/tp_smapi, GPL-2.0):
 * hdaps_mousedev_poll()'s head is "unsigned long" under "#if < 4.15" and "struct timer_list *"
 * under "#else", one body after "#endif".  spatch sees the first branch only; the 6.12 tree
 * compiles the second.
 */
static void hdaps_case(const char *patch_kdir, const struct syn_apply_options *opts,
		       gboolean expect)
{
	g_autofree char *drv = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "drivers",
						"tp_smapi", "hdaps.c", NULL);
	g_autofree char *tmp = g_dir_make_tmp("synth-ifsplit-XXXXXX", NULL);
	g_autofree char *tf = g_build_filename(tmp, "hdaps.c", NULL);
	g_autofree char *text = NULL, *after = NULL, *want = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_patch patch = { (char *)"timer-head", (char *)timer_cocci, NULL, NULL,
				   (char *)patch_kdir };
	struct syn_result res = { 0 };
	const char *head = "#if LINUX_VERSION_CODE < KERNEL_VERSION(4,15,0)\n"
			   "static void hdaps_mousedev_poll(unsigned long unused)\n"
			   "#else\n"
			   "static void hdaps_mousedev_poll(struct timer_list *unused)\n"
			   "#endif\n{\n";

	g_assert_true(g_file_get_contents(drv, &text, NULL, NULL));
	g_assert_nonnull(strstr(text, head));
	g_assert_true(g_file_set_contents(tf, text, -1, NULL));
	g_assert_cmpint(syn_apply_opts(&res, &patch, tmp, opts, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_true(g_file_get_contents(tf, &after, NULL, NULL));
	if (g_test_verbose())
		g_printerr("applied %d why %s note %s\n%s", res.applied, res.why, res.note, res.diff);
	if (!expect) {
		/* the tree's version not known: no branch chosen, nothing changed */
		g_assert_false(res.applied);
		g_assert_nonnull(strstr(res.why, "spatch matched nothing"));
		g_assert_null(res.note);
		g_assert_cmpstr(after, ==, text);
		goto out;
	}
	g_assert_true(res.applied);
	/* the branch 6.12 compiles changed; the other one and the directives are the driver's */
	{
		g_autoptr(GString) s = g_string_new(text);

		g_string_replace(s, "static void hdaps_mousedev_poll(struct timer_list *unused)\n",
				 "static void hdaps_mousedev_poll(struct timer_list *tl)\n", 1);
		want = g_strdup(s->str);
	}
	g_assert_cmpstr(after, ==, want);
	g_assert_nonnull(res.note);
	g_assert_cmpstr(res.note, ==, "applied in the #if branch the target compiles (hdaps.c:472)");
	g_assert_cmpstr(res.diff, ==,
			"--- a/hdaps.c\n+++ b/hdaps.c\n"
			"@@ -472,7 +472,7 @@\n"
			" #if LINUX_VERSION_CODE < KERNEL_VERSION(4,15,0)\n"
			" static void hdaps_mousedev_poll(unsigned long unused)\n"
			" #else\n"
			"-static void hdaps_mousedev_poll(struct timer_list *unused)\n"
			"+static void hdaps_mousedev_poll(struct timer_list *tl)\n"
			" #endif\n {\n \tint ret;\n");
out:
	syn_result_clear(&res);
	rm_rf(tmp);
}

static void test_apply_real(void)
{
	struct syn_apply_options o = { KDIR_612, FALSE };

	if (!g_file_test(KDIR_612, G_FILE_TEST_IS_DIR)) {
		g_test_skip("no " KDIR_612);
		return;
	}
	hdaps_case(NULL, &o, TRUE);
	/* the tree the patch was derived for is the default */
	hdaps_case(KDIR_612, NULL, TRUE);
}

/* Without the tree's version no branch is chosen: spatch's own "nothing", as before. */
static void test_apply_real_no_facts(void)
{
	hdaps_case(NULL, NULL, FALSE);
}

/* hdaps.c in a new folder with cocci applied under opts: the text after, the result in *res. */
static char *hdaps_apply(struct syn_result *res, const char *cocci,
			 const struct syn_apply_options *opts, char **out_text)
{
	g_autofree char *drv = g_build_filename(PORTER_SOURCE_DIR, "corpora", "realworld", "drivers",
						"tp_smapi", "hdaps.c", NULL);
	g_autofree char *tmp = g_dir_make_tmp("synth-ifsplit-XXXXXX", NULL);
	g_autofree char *tf = g_build_filename(tmp, "hdaps.c", NULL);
	g_autoptr(GError) err = NULL;
	struct syn_patch patch = { (char *)"hdaps", (char *)cocci };
	char *after = NULL;

	g_assert_true(g_file_get_contents(drv, out_text, NULL, NULL));
	g_assert_true(g_file_set_contents(tf, *out_text, -1, NULL));
	g_assert_cmpint(syn_apply_opts(res, &patch, tmp, opts, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_true(g_file_get_contents(tf, &after, NULL, NULL));
	if (g_test_verbose())
		g_printerr("applied %d why %s note %s\n%s", res->applied, res->why, res->note,
			   res->diff);
	rm_rf(tmp);
	return after;
}

/* The old head, which spatch sees: what the backport of a timer conversion would change. */
static const char old_head_cocci[] =
	"virtual patch\n"
	"@depends on patch@\n"
	"identifier f = hdaps_mousedev_poll, t;\n"
	"@@\n"
	" void f(\n"
	"-unsigned long t\n"
	"+struct timer_list *t\n"
	" )\n"
	" {\n"
	" ...\n"
	" }\n";

/* Any head of the callback: its parameter renamed. */
static const char any_head_cocci[] =
	"virtual patch\n"
	"@depends on patch@\n"
	"identifier f = hdaps_mousedev_poll, t;\n"
	"type T;\n"
	"@@\n"
	" void f(\n"
	"-T t\n"
	"+T tl\n"
	" )\n"
	" {\n"
	" ...\n"
	" }\n";

/*
 * spatch changes the #if branch 6.12 does not compile: undone, and said.  Without the tree's
 * facts, spatch's change stands as before (nothing tells which branch is compiled).
 */
static void test_apply_hidden_refused(void)
{
	struct syn_apply_options o = { KDIR_612, FALSE };
	struct syn_result res = { 0 };
	g_autofree char *text = NULL, *after = NULL, *text2 = NULL, *after2 = NULL;

	if (!g_file_test(KDIR_612, G_FILE_TEST_IS_DIR)) {
		g_test_skip("no " KDIR_612);
		return;
	}
	after = hdaps_apply(&res, old_head_cocci, &o, &text);
	g_assert_false(res.applied);
	g_assert_cmpstr(after, ==, text);
	g_assert_cmpstr(res.why, ==, "spatch changed only code the target does not compile "
				     "(hdaps.c:473), a branch of an #if group or a directive; undone");
	g_assert_cmpstr(res.diff, ==, "");
	syn_result_clear(&res);

	after2 = hdaps_apply(&res, old_head_cocci, NULL, &text2);
	g_assert_true(res.applied);
	g_assert_nonnull(strstr(after2, "#if LINUX_VERSION_CODE < KERNEL_VERSION(4,15,0)\n"
					"static void hdaps_mousedev_poll(struct timer_list *unused)\n"));
	syn_result_clear(&res);
}

/* --compat: both sides.  spatch's change to the old branch stays; the target's is made too. */
static void test_apply_both_sides(void)
{
	struct syn_apply_options o = { KDIR_612, TRUE }, target = { KDIR_612, FALSE };
	struct syn_result res = { 0 };
	g_autofree char *text = NULL, *after = NULL, *text2 = NULL, *after2 = NULL;

	if (!g_file_test(KDIR_612, G_FILE_TEST_IS_DIR)) {
		g_test_skip("no " KDIR_612);
		return;
	}
	after = hdaps_apply(&res, any_head_cocci, &o, &text);
	g_assert_true(res.applied);
	g_assert_nonnull(strstr(after, "#if LINUX_VERSION_CODE < KERNEL_VERSION(4,15,0)\n"
				       "static void hdaps_mousedev_poll(unsigned long tl)\n#else\n"
				       "static void hdaps_mousedev_poll(struct timer_list *tl)\n#endif\n{\n"));
	g_assert_cmpstr(res.note, ==, "applied in the #if branch the target does not compile "
				      "(hdaps.c:473), as --compat asks; applied in the #if branch the "
				      "target compiles (hdaps.c:472)");
	g_assert_nonnull(strstr(res.diff, "-static void hdaps_mousedev_poll(unsigned long unused)\n"
					  "+static void hdaps_mousedev_poll(unsigned long tl)\n"));
	g_assert_nonnull(strstr(res.diff, "+static void hdaps_mousedev_poll(struct timer_list *tl)\n"));
	syn_result_clear(&res);

	/* without --compat only the target's branch changes */
	after2 = hdaps_apply(&res, any_head_cocci, &target, &text2);
	g_assert_true(res.applied);
	g_assert_nonnull(strstr(after2, "#if LINUX_VERSION_CODE < KERNEL_VERSION(4,15,0)\n"
					"static void hdaps_mousedev_poll(unsigned long unused)\n#else\n"
					"static void hdaps_mousedev_poll(struct timer_list *tl)\n#endif\n{\n"));
	g_assert_cmpstr(res.note, ==, "spatch changed code the target does not compile "
				      "(hdaps.c:473), undone; applied in the #if branch the target "
				      "compiles (hdaps.c:472)");
	syn_result_clear(&res);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/synth/ppview/target", test_view_target);
	g_test_add_func("/synth/ppview/unknown", test_view_unknown);
	g_test_add_func("/synth/ppview/nested", test_view_nested);
	g_test_add_func("/synth/ppview/merge", test_merge);
	g_test_add_func("/synth/apply/ifsplit-real", test_apply_real);
	g_test_add_func("/synth/apply/ifsplit-no-facts", test_apply_real_no_facts);
	g_test_add_func("/synth/apply/ifsplit-hidden-refused", test_apply_hidden_refused);
	g_test_add_func("/synth/apply/ifsplit-both-sides", test_apply_both_sides);
	return g_test_run();
}

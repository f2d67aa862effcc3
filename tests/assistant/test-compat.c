// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of compat.c (--compat): changed regions widened to whole units, the guarded text
 * and its factoring, and the guard's evidence read from Debian's real 6.1 and 6.12 headers and
 * from the corpus index's tagged history.  The texts are the real tmp117_cls driver
 * (data/kbuild) before and after each of its three 6.12 fixes.
 */
#include <string.h>
#include <glib/gstdio.h>

#include "gitrt.h"
#include "cfront.h"
#include "porter.h"
#include "prequel.h"

#define OLD_TREE "/usr/src/linux-headers-6.1.0-57-amd64"
#define NEW_TREE "/usr/src/linux-headers-6.12.118+deb12-amd64"

static char *driver_text(void)
{
	g_autofree char *path = g_build_filename(PORTER_TEST_DATA, "kbuild", "tmp117_cls",
						 "tmp117_cls.c", NULL);
	char *text = NULL;

	g_assert_true(g_file_get_contents(path, &text, NULL, NULL));
	return text;
}

/* @text with the first @from replaced by @to; owned. */
static char *replace(const char *text, const char *from, const char *to)
{
	const char *p = strstr(text, from);

	g_assert_nonnull(p);
	return g_strdup_printf("%.*s%s%s", (int)(p - text), text, to, p + strlen(from));
}

static struct porter_compat_region region(GArray *rs, guint i)
{
	return g_array_index(rs, struct porter_compat_region, i);
}

/* An initializer field is its own unit: the one line, nothing around it. */
static void test_regions_field(void)
{
	g_autofree char *old = driver_text();
	g_autofree char *new = replace(old, ".probe_new = tmp117_probe", ".probe = tmp117_probe");
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	g_auto(GStrv) ol = g_strsplit(old, "\n", -1);
	struct porter_compat_region r;

	g_assert_cmpuint(rs->len, ==, 1);
	r = region(rs, 0);
	g_assert_cmpuint(r.old_end - r.old_start, ==, 1);
	g_assert_cmpuint(r.new_end - r.new_start, ==, 1);
	g_assert_nonnull(strstr(ol[r.old_start], ".probe_new"));
}

/* A change on the second line of a two-line call widens to the whole statement. */
static void test_regions_statement(void)
{
	g_autofree char *old = driver_text();
	g_autofree char *new = replace(old, "\"tmp117-%d\", client->addr);",
				       "\"tmp117-%u\", client->addr);");
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	g_auto(GStrv) ol = g_strsplit(old, "\n", -1);
	struct porter_compat_region r;

	g_assert_cmpuint(rs->len, ==, 1);
	r = region(rs, 0);
	g_assert_cmpuint(r.old_end - r.old_start, ==, 2);
	g_assert_nonnull(strstr(ol[r.old_start], "t->dev = device_create_with_groups("));
}

/* A signature is a unit without its body: the "{" after it stays common. */
static void test_regions_signature(void)
{
	g_autofree char *old = driver_text();
	g_autofree char *new = replace(old, "static void tmp117_remove(struct i2c_client *client)",
				       "static int tmp117_remove(struct i2c_client *client)");
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	struct porter_compat_region r;

	g_assert_cmpuint(rs->len, ==, 1);
	r = region(rs, 0);
	g_assert_cmpuint(r.old_end - r.old_start, ==, 1);
}

/* The head of a block is whole: "if (...) {" is guarded alone, its body stays common. */
static void test_regions_block_head(void)
{
	const char *old = "static int f(int a)\n{\n\tif (g(a, OLD_NAME) < 0) {\n\t\th();\n"
			  "\t\treturn -1;\n\t}\n\treturn 0;\n}\n";
	g_autofree char *new = replace(old, "OLD_NAME", "NEW_NAME");
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	struct porter_compat_region r;

	g_assert_cmpuint(rs->len, ==, 1);
	r = region(rs, 0);
	g_assert_cmpuint(r.old_start, ==, 2);
	g_assert_cmpuint(r.old_end, ==, 3);
}

/* A test used twice goes after the includes, outside the conditional that holds the last one. */
static void test_factor_outside_conditional(void)
{
	const char *old = "#include <linux/module.h>\n#if X\n# include <media/a.h>\n#endif\n\n"
			  "int a = OLD;\nint b = 1;\nint c = OLD;\n";
	g_autofree char *mid = replace(old, "int a = OLD", "int a = NEW");
	g_autofree char *new = replace(mid, "int c = OLD", "int c = NEW");
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	struct porter_compat_guard g = { PORTER_COMPAT_FEATURE, (char *)"defined(NEW)", NULL,
					 (char *)"HAVE_NEW", NULL };
	g_autofree char *out = porter_compat_rewrite(old, new, rs, &g, TRUE);

	g_assert_cmpstr(out, ==, "#include <linux/module.h>\n#if X\n# include <media/a.h>\n#endif\n"
			"\n#ifdef NEW\n#define HAVE_NEW\n#endif\n\n"
			"#ifdef HAVE_NEW\nint a = NEW;\n#else\nint a = OLD;\n#endif\nint b = 1;\n"
			"#ifdef HAVE_NEW\nint c = NEW;\n#else\nint c = OLD;\n#endif\n");
}

/* The guarded text: new in #if, old in #else, everything else as it was. */
static void test_rewrite(void)
{
	g_autofree char *old = driver_text();
	g_autofree char *new = replace(old, "class_create(THIS_MODULE, \"tmp117\")",
				       "class_create(\"tmp117\")");
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	struct porter_compat_guard g = { PORTER_COMPAT_VERSION,
		(char *)"LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)", NULL,
		(char *)"HAVE_CLASS_CREATE", NULL };
	g_autofree char *out = porter_compat_rewrite(old, new, rs, &g, TRUE);
	g_autofree char *with_v = replace(old, "#include <linux/string.h>\n",
					  "#include <linux/string.h>\n#include <linux/version.h>\n");
	g_autofree char *want = replace(with_v, "\ttmp117_class = class_create(THIS_MODULE, \"tmp117\");\n",
		"#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)\n"
		"\ttmp117_class = class_create(\"tmp117\");\n"
		"#else\n"
		"\ttmp117_class = class_create(THIS_MODULE, \"tmp117\");\n"
		"#endif\n");
	g_autofree char *back = NULL;
	g_autoptr(GArray) brs = porter_compat_regions(new, old);

	g_assert_cmpstr(out, ==, want);
	/* a backport of the 6.4 code: the driver's own code is the newer side, still in the #if */
	back = porter_compat_rewrite(new, old, brs, &g, FALSE);
	g_assert_cmpstr(back, ==, want);
}

/* One test guarding two places becomes one HAVE_X block after the includes. */
static void test_factor(void)
{
	g_autofree char *old = driver_text();
	g_autofree char *mid = replace(old, "class_create(THIS_MODULE, \"tmp117\")",
				       "class_create(\"tmp117\")");
	g_autofree char *new = replace(mid, ".probe_new = tmp117_probe", ".probe = tmp117_probe");
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	struct porter_compat_guard g = { PORTER_COMPAT_FEATURE, (char *)"defined(strscpy)", NULL,
					 (char *)"HAVE_STRSCPY", NULL };
	g_autofree char *out = porter_compat_rewrite(old, new, rs, &g, TRUE);

	g_assert_cmpuint(rs->len, ==, 2);
	g_assert_nonnull(strstr(out, "#include <linux/string.h>\n\n#ifdef strscpy\n"
				     "#define HAVE_STRSCPY\n#endif\n"));
	g_assert_null(strstr(out, "#ifdef strscpy\n\t"));
	g_assert_nonnull(strstr(out, "#ifdef HAVE_STRSCPY\n\t.probe = tmp117_probe,\n#else\n"
				     "\t.probe_new = tmp117_probe,\n#endif\n"));
}

/*
 * Two changes, two macros (issue 39): a file that already factors HAVE_CLASS_CREATE for the 6.4
 * test gets HAVE_CLASS_CREATE_2 for another test of the same name, never the other's macro.
 */
static void test_factor_other_change(void)
{
	const char *old = "#include <linux/device.h>\n\n"
			  "#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)\n"
			  "#define HAVE_CLASS_CREATE\n#endif\n\nint f(void)\n{\n"
			  "#ifdef HAVE_CLASS_CREATE\n\ta(1);\n#else\n\ta(0);\n#endif\n"
			  "\tb(0);\n\tx();\n\tc(0);\n\treturn 0;\n}\n";
	g_autofree char *new = replace(old, "\tb(0);\n\tx();\n\tc(0);",
				       "\tb(1);\n\tx();\n\tc(1);");
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	struct porter_compat_guard g = { PORTER_COMPAT_RANGE,
		(char *)"LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)", NULL,
		(char *)"HAVE_CLASS_CREATE", NULL };
	g_autofree char *out = porter_compat_rewrite(old, new, rs, &g, TRUE);

	g_assert_cmpuint(rs->len, ==, 2);
	g_assert_nonnull(strstr(out, "#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)\n"
				     "#define HAVE_CLASS_CREATE_2\n#endif\n"));
	g_assert_nonnull(strstr(out, "#ifdef HAVE_CLASS_CREATE_2\n\tb(1);\n#else\n\tb(0);\n"));
	g_assert_nonnull(strstr(out, "#ifdef HAVE_CLASS_CREATE\n\ta(1);\n"));
}

static gboolean have_trees(void)
{
	if (g_file_test(OLD_TREE "/Makefile", G_FILE_TEST_EXISTS) &&
	    g_file_test(NEW_TREE "/Makefile", G_FILE_TEST_EXISTS))
		return TRUE;
	g_test_skip("Debian's 6.1 and 6.12 headers are not installed");
	return FALSE;
}

static void change_init(struct porter_compat_change *ch, const char *old, const char *new,
			const char *symbol)
{
	g_autoptr(GArray) rs = porter_compat_regions(old, new);

	memset(ch, 0, sizeof(*ch));
	ch->newer_kdir = NEW_TREE;
	ch->older_kdir = OLD_TREE;
	ch->newer_name = g_strdup("6.12");
	ch->older_name = g_strdup("6.1");
	g_assert_cmpint(porter_compat_tree_version(&ch->newer_major, &ch->newer_minor, NEW_TREE), ==, 0);
	g_assert_cmpint(porter_compat_tree_version(&ch->older_major, &ch->older_minor, OLD_TREE), ==, 0);
	ch->symbol = symbol;
	ch->newer_words = g_ptr_array_new_with_free_func(g_free);
	ch->older_words = g_ptr_array_new_with_free_func(g_free);
	ch->newer_includes = g_ptr_array_new_with_free_func(g_free);
	porter_compat_words(ch->newer_words, ch->older_words, old, new, rs);
}

static void change_clear(struct porter_compat_change *ch)
{
	g_free(ch->newer_name);
	g_free(ch->older_name);
	g_ptr_array_unref(ch->newer_words);
	g_ptr_array_unref(ch->older_words);
	g_ptr_array_unref(ch->newer_includes);
}

/* The versions of the real trees, from their generated version.h. */
static void test_tree_version(void)
{
	guint a = 0, b = 0;

	if (!have_trees())
		return;
	g_assert_cmpint(porter_compat_tree_version(&a, &b, NEW_TREE), ==, 0);
	g_assert_cmpuint(a, ==, 6);
	g_assert_cmpuint(b, ==, 12);
	g_assert_cmpint(porter_compat_tree_version(&a, &b, OLD_TREE), ==, 0);
	g_assert_cmpuint(b, ==, 1);
}

/* Evidence 1: strscpy is a macro in 6.12's string.h and not in 6.1's; class_create is not. */
static void test_feature_macro(void)
{
	g_autofree char *old = driver_text();
	g_autofree char *new = replace(old, "strlcpy(t->label", "strscpy(t->label");
	g_autofree char *cnew = replace(old, "class_create(THIS_MODULE, \"tmp117\")",
					"class_create(\"tmp117\")");
	struct cf_ktree *nm, *om;
	struct porter_compat_change ch;
	struct porter_compat_guard g = { 0 };

	if (!have_trees())
		return;
	nm = cf_ktree_get(NEW_TREE);
	om = cf_ktree_get(OLD_TREE);
	g_assert_nonnull(cf_ktree_macro(nm, "strscpy", NULL));
	g_assert_null(cf_ktree_macro(om, "strscpy", NULL));
	change_init(&ch, old, new, "strlcpy");
	g_assert_cmpstr(ch.newer_words->pdata[0], ==, "strscpy");
	g_assert_cmpint(porter_compat_guard_for(&g, &ch, nm, om, NULL), ==, 0);
	g_assert_cmpint(g.evidence, ==, PORTER_COMPAT_FEATURE);
	g_assert_cmpstr(g.cond, ==, "defined(strscpy)");
	g_assert_cmpstr(g.name, ==, "HAVE_STRSCPY");
	porter_compat_guard_clear(&g);
	change_clear(&ch);

	/* no macro to test: evidence 3 without an index, the range of the two trees */
	change_init(&ch, old, cnew, "class_create");
	g_assert_cmpint(porter_compat_feature(&g, &ch, nm, om), ==, 0);
	g_assert_cmpint(porter_compat_guard_for(&g, &ch, nm, om, NULL), ==, 0);
	g_assert_cmpint(g.evidence, ==, PORTER_COMPAT_RANGE);
	g_assert_cmpstr(g.cond, ==, "LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)");
	g_assert_cmpstr(g.comment, ==, "approximate: changed after 6.1, by 6.12");
	porter_compat_guard_clear(&g);
	change_clear(&ch);
}

/* Evidence 1, a header on one side: <linux/unaligned.h> is new in 6.12 (asm/ before). */
static void test_feature_header(void)
{
	const char *old = "#include <linux/module.h>\n#include <asm/unaligned.h>\n\nint x;\n";
	const char *new = "#include <linux/module.h>\n#include <linux/unaligned.h>\n\nint x;\n";
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	struct porter_compat_change ch;
	struct porter_compat_guard g = { 0 };
	g_autofree char *out = NULL;

	if (!have_trees())
		return;
	change_init(&ch, old, new, "asm/unaligned.h");
	g_ptr_array_add(ch.newer_includes, g_strdup("linux/unaligned.h"));
	g_assert_true(cf_ktree_has_header(cf_ktree_get(NEW_TREE), "linux/unaligned.h"));
	g_assert_false(cf_ktree_has_header(cf_ktree_get(OLD_TREE), "linux/unaligned.h"));
	g_assert_cmpint(porter_compat_feature(&g, &ch, NULL, NULL), ==, 1);
	g_assert_cmpstr(g.cond, ==, "__has_include(<linux/unaligned.h>)");
	out = porter_compat_rewrite(old, new, rs, &g, TRUE);
	g_assert_cmpstr(out, ==, "#include <linux/module.h>\n#if __has_include(<linux/unaligned.h>)\n"
			"#include <linux/unaligned.h>\n#else\n#include <asm/unaligned.h>\n#endif\n"
			"\nint x;\n");
	porter_compat_guard_clear(&g);
	change_clear(&ch);
}

/*
 * Evidence 2: the corpus index's tagged history dates the class_create() change to v6.4 (it has
 * v6.3 too); the history's bound that is not exact comes after the probe, approximate.
 */
static void test_version_from_index(void)
{
	g_autofree char *path = g_build_filename(PORTER_CORPUS_DIR, "minikernel.db", NULL);
	g_autofree char *old = driver_text();
	g_autofree char *new = replace(old, "class_create(THIS_MODULE, \"tmp117\")",
				       "class_create(\"tmp117\")");
	struct pq_db *db = NULL;
	struct porter_compat_change ch;
	struct porter_compat_guard g = { 0 };

	if (!have_trees())
		return;
	if (!g_file_test(path, G_FILE_TEST_IS_REGULAR)) {
		g_test_skip("no corpus index: build the 'corpus' target");
		return;
	}
	g_assert_cmpint(pq_db_open(&db, path, FALSE, NULL), ==, 0);
	change_init(&ch, old, new, "class_create");
	g_assert_cmpint(porter_compat_guard_for(&g, &ch, NULL, NULL, db), ==, 0);
	g_assert_cmpint(g.evidence, ==, PORTER_COMPAT_VERSION);
	g_assert_cmpstr(g.cond, ==, "LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)");
	g_assert_nonnull(strstr(g.why, "tag v6.4"));
	porter_compat_guard_clear(&g);
	change_clear(&ch);

	/*
	 * .probe_new's removal is first in the index's v6.6, but the index has no v6.5 to date it
	 * exactly, and a member of an initializer has nothing to probe: 6.6, approximate
	 */
	g_free(new);
	new = replace(old, ".probe_new = tmp117_probe", ".probe = tmp117_probe");
	change_init(&ch, old, new, "probe_new");
	ch.newer_code = "\t.probe = tmp117_probe,\n";
	ch.older_code = "\t.probe_new = tmp117_probe,\n";
	g_assert_cmpint(porter_compat_guard_for(&g, &ch, NULL, NULL, db), ==, 0);
	g_assert_cmpint(g.evidence, ==, PORTER_COMPAT_RANGE);
	g_assert_cmpstr(g.cond, ==, "LINUX_VERSION_CODE >= KERNEL_VERSION(6, 6, 0)");
	g_assert_cmpstr(g.comment, ==, "approximate: by 6.6, the index has no 6.5");
	porter_compat_guard_clear(&g);
	change_clear(&ch);
	pq_db_close(db);
}

/* The code of one side of @rs, joined: what the probe is written from. */
static char *side_code(const char *text, GArray *rs, gboolean old_side)
{
	g_auto(GStrv) ls = g_strsplit(text, "\n", -1);
	GString *s = g_string_new(NULL);

	for (guint i = 0; i < rs->len; i++) {
		struct porter_compat_region r = region(rs, i);

		for (guint j = old_side ? r.old_start : r.new_start;
		     j < (old_side ? r.old_end : r.new_end); j++)
			g_string_append_printf(s, "%s\n", ls[j]);
	}
	return g_string_free(s, FALSE);
}

/*
 * Evidence 3, a Kbuild-time probe: with no feature test and no index, class_create()'s new call
 * becomes a probe (its arguments literals), HAVE_CLASS_CREATE its own macro, and no version.
 */
static void test_probe(void)
{
	g_autofree char *old = driver_text();
	g_autofree char *new = replace(old, "class_create(THIS_MODULE, \"tmp117\")",
				       "class_create(\"tmp117\")");
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	g_autofree char *nc = side_code(new, rs, FALSE), *oc = side_code(old, rs, TRUE);
	g_autoptr(GPtrArray) inc = g_ptr_array_new_with_free_func(g_free);
	struct porter_compat_change ch;
	struct porter_compat_guard g = { 0 };
	g_autofree char *out = NULL;

	if (!have_trees())
		return;
	g_ptr_array_add(inc, g_strdup("linux/device.h"));
	g_ptr_array_add(inc, g_strdup("../../etc/passwd"));
	g_ptr_array_add(inc, g_strdup("linux/$(shell x).h"));
	change_init(&ch, old, new, "class_create");
	ch.newer_code = nc;
	ch.older_code = oc;
	ch.includes = inc;
	g_assert_cmpint(porter_compat_guard_for(&g, &ch, cf_ktree_get(NEW_TREE),
						cf_ktree_get(OLD_TREE), NULL), ==, 0);
	g_assert_cmpint(g.evidence, ==, PORTER_COMPAT_PROBE);
	g_assert_cmpstr(porter_compat_evidence_name(g.evidence), ==, "kbuild-probe");
	g_assert_cmpstr(g.cond, ==, "defined(HAVE_CLASS_CREATE)");
	g_assert_cmpstr(g.name, ==, "HAVE_CLASS_CREATE");
	g_assert_null(g.comment);
	g_assert_cmpstr(g.probe, ==, "void porter_probe(void); void porter_probe(void) "
				     "{ (void)class_create(\"\"); }");
	/* the headers that cannot be a make word are left out */
	g_assert_cmpstr(g.probe_includes, ==, "-include linux/device.h");
	g_assert_nonnull(strstr(g.why, "probe compiled against the target"));
	out = porter_compat_rewrite(old, new, rs, &g, TRUE);
	g_assert_nonnull(strstr(out, "#ifdef HAVE_CLASS_CREATE\n\ttmp117_class = class_create("
				     "\"tmp117\");\n#else\n"));
	g_assert_null(strstr(out, "#define HAVE_CLASS_CREATE"));
	g_assert_null(strstr(out, "LINUX_VERSION_CODE"));
	porter_compat_guard_clear(&g);
	change_clear(&ch);
}

/*
 * A removal (.llseek = no_llseek, gone in 6.12) has no new form: the old one is probed, and its
 * macro guards the old line alone, #ifdef HAVE_NO_LLSEEK.  Names that are not identifiers and
 * arguments that are not literals never reach the probe.
 */
static void test_probe_removal(void)
{
	const char *old = "static const struct file_operations f = {\n\t.open = o,\n"
			  "\t.llseek = no_llseek,\n};\n\nint y(void)\n{\n"
			  "\treturn frob(x->$(evil), \"s\", 0x10UL, (a, b));\n}\n";
	const char *new = "static const struct file_operations f = {\n\t.open = o,\n};\n\n"
			  "int y(void)\n{\n\treturn frob2(x->$(evil), \"s\", 0x10UL, (a, b));\n}\n";
	g_autoptr(GArray) rs = porter_compat_regions(old, new);
	g_autofree char *nc = NULL, *oc = NULL, *out = NULL;
	struct porter_compat_change ch;
	struct porter_compat_guard g = { 0 };

	g_assert_cmpuint(rs->len, ==, 2);
	g_array_remove_index(rs, 1);
	nc = side_code(new, rs, FALSE);
	oc = side_code(old, rs, TRUE);
	memset(&ch, 0, sizeof(ch));
	ch.symbol = "no_llseek";
	ch.newer_words = g_ptr_array_new_with_free_func(g_free);
	ch.older_words = g_ptr_array_new_with_free_func(g_free);
	porter_compat_words(ch.newer_words, ch.older_words, old, new, rs);
	ch.newer_code = nc;
	ch.older_code = oc;
	g_assert_cmpint(porter_compat_probe(&g, &ch), ==, 1);
	g_assert_cmpstr(g.cond, ==, "!defined(HAVE_NO_LLSEEK)");
	g_assert_cmpstr(g.probe, ==, "void porter_probe(void); void porter_probe(void) "
				     "{ (void)no_llseek; }");
	out = porter_compat_rewrite(old, new, rs, &g, TRUE);
	g_assert_nonnull(strstr(out, "\t.open = o,\n#ifdef HAVE_NO_LLSEEK\n\t.llseek = no_llseek,\n"
				     "#endif\n};\n"));
	porter_compat_guard_clear(&g);

	/* a call: its arguments as literals of their kind, whatever the driver wrote */
	g_clear_pointer(&nc, g_free);
	nc = g_strdup("\treturn frob2(x->$(evil), \"s\", 0x10UL, (a, b));\n");
	ch.symbol = "frob";
	ch.older_code = NULL;
	g_ptr_array_set_size(ch.newer_words, 0);
	g_ptr_array_add(ch.newer_words, g_strdup("$(evil)"));
	g_ptr_array_add(ch.newer_words, g_strdup("frob2"));
	ch.newer_code = nc;
	g_assert_cmpint(porter_compat_probe(&g, &ch), ==, 1);
	g_assert_cmpstr(g.name, ==, "HAVE_FROB2");
	g_assert_cmpstr(g.probe, ==, "void porter_probe(void); void porter_probe(void) "
				     "{ (void)frob2(0, \"\", 0x10UL, 0); }");
	porter_compat_guard_clear(&g);
	/* a symbol that is no identifier is never probed */
	ch.symbol = "frob2; $(shell touch x)";
	g_ptr_array_set_size(ch.newer_words, 0);
	g_assert_cmpint(porter_compat_probe(&g, &ch), ==, 0);
	g_ptr_array_unref(ch.newer_words);
	g_ptr_array_unref(ch.older_words);
}

/* The nightly key: a boolean of [driver NAME]; anything else names the file and the line. */
static void test_nightly_key(void)
{
	g_autofree char *dir = g_dir_make_tmp("compat-XXXXXX", NULL);
	g_autofree char *path = g_build_filename(dir, "n.conf", NULL);
	struct porter_nightly_config *c = NULL;
	const struct porter_nightly_driver *d;
	g_autoptr(GError) err = NULL;

	g_assert_true(g_file_set_contents(path, "[nightly]\nkernels = /usr;/tmp\ndb = n.conf\n"
					  "[driver a]\ndriver = .\ncompat = true\n"
					  "[driver b]\ndriver = .\n", -1, NULL));
	g_assert_cmpint(porter_nightly_config_load(&c, path, &err), ==, 0);
	d = c->drivers->pdata[0];
	g_assert_true(d->compat);
	d = c->drivers->pdata[1];
	g_assert_false(d->compat);
	porter_nightly_config_free(c);
	g_assert_true(g_file_set_contents(path, "[nightly]\nkernels = /usr;/tmp\ndb = n.conf\n"
					  "[driver a]\ndriver = .\ncompat = both\n", -1, NULL));
	c = NULL;
	g_assert_cmpint(porter_nightly_config_load(&c, path, &err), <, 0);
	g_assert_nonnull(strstr(err->message, "n.conf:6:1: compat must be true or false"));
	g_unlink(path);
	g_rmdir(dir);
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/compat/regions/field", test_regions_field);
	g_test_add_func("/compat/regions/statement", test_regions_statement);
	g_test_add_func("/compat/regions/signature", test_regions_signature);
	g_test_add_func("/compat/regions/block-head", test_regions_block_head);
	g_test_add_func("/compat/factor/outside-conditional", test_factor_outside_conditional);
	g_test_add_func("/compat/rewrite", test_rewrite);
	g_test_add_func("/compat/factor", test_factor);
	g_test_add_func("/compat/factor/other-change", test_factor_other_change);
	g_test_add_func("/compat/tree-version", test_tree_version);
	g_test_add_func("/compat/guard/feature-macro", test_feature_macro);
	g_test_add_func("/compat/guard/feature-header", test_feature_header);
	g_test_add_func("/compat/guard/version-from-index", test_version_from_index);
	g_test_add_func("/compat/guard/probe", test_probe);
	g_test_add_func("/compat/guard/probe-removal", test_probe_removal);
	g_test_add_func("/compat/nightly-key", test_nightly_key);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

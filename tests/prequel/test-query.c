// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of prequel's queries: parse errors with positions, structural matching on the pre/post
 * images of commits of a real git repository made by the test, guards, metavariable kinds, templates.
 */
#include <string.h>
#include <glib/gstdio.h>
#include "gitrt.h"
#include "prequel.h"

static char *run_git(const char *dir, const char *args)
{
	g_autofree char *cmd = g_strdup_printf("git -C %s -c user.name=T -c user.email=t@e %s", dir, args);
	char *out = NULL;
	int status = 0;
	g_autoptr(GError) error = NULL;

	g_assert_true(g_spawn_command_line_sync(cmd, &out, NULL, &status, &error));
	g_assert_no_error(error);
	g_assert_true(g_spawn_check_wait_status(status, NULL));
	return out;
}

static void write_file(const char *dir, const char *name, const char *text)
{
	g_autofree char *p = g_build_filename(dir, name, NULL);

	g_assert_true(g_file_set_contents(p, text, -1, NULL));
}

/* The file changes of commit rev, from the blobs git stores (removed/added lines computed by prequel). */
static GPtrArray *changes_of(const char *dir, const char *rev)
{
	GPtrArray *a = g_ptr_array_new_with_free_func((GDestroyNotify)pq_file_change_free);
	g_autofree char *cmd = g_strdup_printf("diff-tree --no-commit-id --name-only -r %s", rev);
	g_autofree char *names = run_git(dir, cmd);
	g_auto(GStrv) files = g_strsplit(g_strstrip(names), "\n", -1);

	for (guint i = 0; files[i] && *files[i]; i++) {
		struct pq_file_change *c = g_new0(struct pq_file_change, 1);
		g_autofree char *o = g_strdup_printf("show %s~1:%s", rev, files[i]);
		g_autofree char *n = g_strdup_printf("show %s:%s", rev, files[i]);

		c->old_path = g_strdup(files[i]);
		c->new_path = g_strdup(files[i]);
		c->old_text = run_git(dir, o);
		c->new_text = run_git(dir, n);
		g_ptr_array_add(a, c);
	}
	return a;
}

static const char spi_query[] =
	"@@\nidentifier i;\nexpression e;\n@@\nstruct spi_driver i = {\n- .suspend\n         = e,\n};\n";

static const char base_c[] =
	"#include <linux/spi.h>\n"
	"static int foo_suspend(struct spi_device *spi, pm_message_t m)\n{\n\treturn 0;\n}\n"
	"static struct spi_driver foo_driver = {\n"
	"\t.driver = {\n\t\t.name = \"foo\",\n\t},\n"
	"\t.probe = foo_probe,\n"
	"\t.suspend = foo_suspend,\n"
	"\t.resume = foo_resume,\n"
	"};\n"
	"static struct platform_driver bar_driver = {\n"
	"\t.probe = bar_probe,\n"
	"\t.suspend = bar_suspend,\n"
	"};\n";

struct repo {
	char *dir;
};

static void repo_init(struct repo *r)
{
	g_autoptr(GError) error = NULL;

	r->dir = g_dir_make_tmp("pq-query-XXXXXX", &error);
	g_assert_no_error(error);
	g_free(run_git(r->dir, "init -q"));
}

static void repo_commit(struct repo *r, const char *name, const char *text, const char *msg)
{
	g_autofree char *add = g_strdup_printf("add %s", name);
	g_autofree char *commit = g_strdup_printf("commit -q -m '%s'", msg);

	write_file(r->dir, name, text);
	g_free(run_git(r->dir, add));
	g_free(run_git(r->dir, commit));
}

static void repo_clear(struct repo *r)
{
	g_autofree char *cmd = g_strdup_printf("rm -rf %s", r->dir);

	g_assert_true(g_spawn_command_line_sync(cmd, NULL, NULL, NULL, NULL));
	g_free(r->dir);
}

static char *replace(const char *text, const char *from, const char *to)
{
	g_auto(GStrv) parts = g_strsplit(text, from, 2);

	g_assert_nonnull(parts[1]);
	return g_strconcat(parts[0], to, parts[1], NULL);
}

static int match_text(struct pq_hit **hit, const char *query, GPtrArray *changes)
{
	struct pq_query *q = NULL;
	g_autoptr(GError) error = NULL;
	int r;

	g_assert_cmpint(pq_query_parse(&q, query, "q.cocci", &error), ==, 0);
	g_assert_no_error(error);
	r = pq_query_match(hit, q, changes, &error);
	g_assert_no_error(error);
	pq_query_free(q);
	return r;
}

/* The spi_driver query finds the spi conversion and not the platform_driver one. */
static void test_spi_not_platform(void)
{
	struct repo r;
	g_autofree char *spi = NULL, *plat = NULL;
	struct pq_hit *hit = NULL;
	GPtrArray *ch;
	gboolean seen_suspend = FALSE;

	repo_init(&r);
	repo_commit(&r, "foo.c", base_c, "base");
	spi = replace(base_c, "\t.suspend = foo_suspend,\n", "");
	repo_commit(&r, "foo.c", spi, "spi: drop suspend");
	plat = replace(spi, "\t.suspend = bar_suspend,\n", "");
	repo_commit(&r, "foo.c", plat, "platform: drop suspend");

	ch = changes_of(r.dir, "HEAD~1");
	g_assert_cmpint(match_text(&hit, spi_query, ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "i"), ==, "foo_driver");
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "e"), ==, "foo_suspend");
	g_assert_cmpuint(hit->changed, ==, 1);
	g_assert_cmpuint(hit->covered, ==, 1);
	g_assert_cmpfloat(hit->score, ==, 100.0);
	for (guint i = 0; i < hit->lines->len; i++) {
		struct pq_line *l = hit->lines->pdata[i];

		if (l->side == '-') {
			g_assert_cmpint(l->line, ==, 11);
			g_assert_nonnull(strstr(l->text, ".suspend = foo_suspend"));
			seen_suspend = TRUE;
		}
	}
	g_assert_true(seen_suspend);
	pq_hit_free(hit);
	g_ptr_array_unref(ch);

	ch = changes_of(r.dir, "HEAD");
	g_assert_cmpint(match_text(&hit, spi_query, ch), ==, 0);
	g_assert_null(hit);
	g_ptr_array_unref(ch);
	repo_clear(&r);
}

/* '-' and '+' bind the same metavariable; guards reject commits that keep the old form. */
static void test_plus_and_guard(void)
{
	struct repo r;
	g_autofree char *v2 = NULL, *v3 = NULL, *moved = NULL;
	struct pq_hit *hit = NULL;
	GPtrArray *ch;
	const char *q = "@@\nidentifier i;\nexpression e;\n@@\nstruct spi_driver i = {\n- .suspend = e,\n"
			"+ .driver = { .pm = e, },\n};\n";
	const char *moveq = "@@\nidentifier i;\nexpression e;\n@@\nstruct spi_driver i = {\n- .suspend = e\n};\n"
			    "@ depends on after @\nidentifier i;\nexpression e;\n@@\n"
			    "struct spi_driver i = { .suspend = e };\n";

	repo_init(&r);
	repo_commit(&r, "foo.c", base_c, "base");
	v2 = replace(base_c, "\t.suspend = foo_suspend,\n", "\t.driver = { .pm = foo_suspend, },\n");
	repo_commit(&r, "foo.c", v2, "pm ops");
	ch = changes_of(r.dir, "HEAD");
	g_assert_cmpint(match_text(&hit, q, ch), ==, 1);
	g_assert_cmpuint(hit->covered, ==, 2);
	pq_hit_free(hit);
	g_ptr_array_unref(ch);

	/* a different value on the '+' side breaks the binding */
	v3 = replace(base_c, "\t.suspend = foo_suspend,\n", "\t.driver = { .pm = other, },\n");
	repo_commit(&r, "foo.c", base_c, "back");
	repo_commit(&r, "foo.c", v3, "pm ops, other value");
	ch = changes_of(r.dir, "HEAD");
	g_assert_cmpint(match_text(&hit, q, ch), ==, 0);
	g_ptr_array_unref(ch);

	/* moving .suspend inside the initializer removes a line, but the guard sees it afterwards */
	repo_commit(&r, "foo.c", base_c, "back again");
	moved = replace(base_c, "\t.suspend = foo_suspend,\n\t.resume = foo_resume,\n",
			"\t.resume = foo_resume,\n\t.suspend = foo_suspend,\n");
	repo_commit(&r, "foo.c", moved, "reorder");
	ch = changes_of(r.dir, "HEAD");
	g_assert_cmpint(match_text(&hit, moveq, ch), ==, 0);
	g_ptr_array_unref(ch);
	ch = changes_of(r.dir, "HEAD~4");
	g_assert_cmpint(match_text(&hit, moveq, ch), ==, 1);
	pq_hit_free(hit);
	g_ptr_array_unref(ch);
	repo_clear(&r);
}

static const char calls_c[] =
	"int helper(int a, int b);\n"
	"static void f(struct dev *d)\n{\n"
	"\tif (d->x)\n\t\thelper(d->x + 1, g(2, 3));\n"
	"\td->timer.function = cb;\n"
	"}\n";

/* Argument counts of expression list[N], disjunctions, calls vs declarations, statements, types. */
static void test_kinds(void)
{
	struct repo r;
	g_autofree char *v1 = NULL, *v15 = NULL, *v2 = NULL;
	struct pq_hit *hit = NULL;
	GPtrArray *ch;

	repo_init(&r);
	repo_commit(&r, "c.c", calls_c, "base");
	v1 = replace(calls_c, "\t\thelper(d->x + 1, g(2, 3));\n", "\t\thelper(d->x + 1);\n");
	v15 = replace(v1, "int helper(int a, int b);\n", "long helper(int a);\n");
	v2 = replace(v15, "\td->timer.function = cb;\n", "\ttimer_setup(&d->timer, cb, 0);\n");
	repo_commit(&r, "c.c", v2, "one argument fewer");
	ch = changes_of(r.dir, "HEAD");

	g_assert_cmpint(match_text(&hit, "@@\nexpression list[2] a;\nexpression list[1] b;\n@@\n- helper(a)\n"
				   "+ helper(b)\n", ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "a"), ==, "d -> x + 1 , g ( 2 , 3 )");
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "b"), ==, "d -> x + 1");
	/* the call only: the prototype on line 1 changed too but is a declaration */
	for (guint i = 0; i < hit->lines->len; i++)
		g_assert_cmpint(((struct pq_line *)hit->lines->pdata[i])->line, !=, 1);
	pq_hit_free(hit);
	g_assert_cmpint(match_text(&hit, "@@\nexpression list[3] a;\n@@\n- helper(a)\n", ch), ==, 0);
	g_assert_cmpint(match_text(&hit, "@@\nexpression e;\nstatement s;\n@@\nif (e)\n- s\n", ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "s"), ==, "helper ( d -> x + 1 , g ( 2 , 3 ) ) ;");
	pq_hit_free(hit);
	g_assert_cmpint(match_text(&hit, "@@\nexpression e, f;\n@@\n(\n- e.function = f\n|\n- e->function = f\n)\n",
				   ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "e"), ==, "d -> timer");
	pq_hit_free(hit);
	g_assert_cmpint(match_text(&hit, "@@\ntype t1, t2;\nparameter list p;\n@@\n- t1 helper(p);\n"
				   "+ t2 helper(int a);\n", ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "t1"), ==, "int");
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "t2"), ==, "long");
	pq_hit_free(hit);
	g_assert_cmpint(match_text(&hit, "@@\nexpression x;\n@@\n- d->timer.function = x;\n+ timer_setup(..., x, ...);\n",
				   ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "x"), ==, "cb");
	pq_hit_free(hit);
	g_ptr_array_unref(ch);
	repo_clear(&r);
}

static void expect_parse_error(const char *text, const char *msg)
{
	struct pq_query *q = NULL;
	g_autoptr(GError) error = NULL;

	g_assert_cmpint(pq_query_parse(&q, text, "query.cocci", &error), <, 0);
	g_assert_null(q);
	g_assert_error(error, PQ_ERROR, PQ_ERROR_INPUT);
	if (!g_str_has_prefix(error->message, msg))
		g_error("for %s: got '%s', want '%s...'", text, error->message, msg);
}

static void test_parse_errors(void)
{
	expect_parse_error("identifier x;\n", "query.cocci:1:1: expected '@@'");
	expect_parse_error("@@\nidentifer x;\n@@\n- x\n", "query.cocci:2:1: unknown metavariable kind 'identifer'");
	expect_parse_error("@@\nidentifier x\n@@\n- x\n", "query.cocci:2:13: expected ',' or ';'");
	expect_parse_error("@@\nidentifier x, x;\n@@\n- x\n", "query.cocci:2:15: metavariable 'x' declared twice");
	expect_parse_error("@@\nexpression e;\n", "query.cocci:1:1: rule header without '@@'");
	expect_parse_error("@@\n@@\n- f(x;\n", "query.cocci:3:4: unclosed '('");
	expect_parse_error("@@\n@@\n- f(x]\n", "query.cocci:3:6: ']' does not close '('");
	expect_parse_error("@@\n@@\n(\n- f(x)\n|\n- g(x)\n", "query.cocci:3:1: unclosed disjunction");
	/* found by fuzz-smpl: a quote left open across lines put a newline into the message */
	expect_parse_error("@@\n'\n@@\n- x\n", "query.cocci:2:1: expected a metavariable kind, got ''\\n'");
	expect_parse_error("@@\n@@\nf(x)\n", "query.cocci:1:1: no '-' or '+' line");
	expect_parse_error("@ r depends on sometimes @\n@@\n- f\n", "query.cocci:1:16: unsupported dependency");
	expect_parse_error("@ depends on after @\n@@\n- f\n", "query.cocci:1:1: a 'depends on' rule is a guard");
	expect_parse_error("@@\nexpression list[n] es;\n@@\n- f(es)\n", "query.cocci:2:16: expected '[N]'");
}

static void test_words(void)
{
	struct pq_query *q = NULL;
	g_auto(GStrv) minus = NULL, plus = NULL, heads = NULL;
	g_autoptr(GError) error = NULL;

	g_assert_cmpint(pq_query_parse(&q, "@@\nidentifier i;\nexpression e;\n@@\nstruct spi_driver i = {\n"
				       "(\n- .suspend = e,\n|\n- .suspend = e, .x = 1,\n)\n+ .pm = e,\n};\n",
				       "q.cocci", &error), ==, 0);
	pq_query_words(q, &minus, &plus);
	g_assert_cmpuint(g_strv_length(minus), ==, 1);
	g_assert_cmpstr(minus[0], ==, ".suspend");
	g_assert_cmpuint(g_strv_length(plus), ==, 1);
	g_assert_cmpstr(plus[0], ==, ".pm");
	heads = pq_query_head_words(q);
	g_assert_cmpuint(g_strv_length(heads), ==, 1);
	g_assert_cmpstr(heads[0], ==, "spi_driver");
	pq_query_free(q);
	/* a function's head is not required (a label may shadow it in the hunk header), nor a
	 * context-only rule's, nor an inner head (it may be more than 3 lines away) */
	g_assert_cmpint(pq_query_parse(&q, "@@\n@@\nint foo(void) {\n- bar();\n}\n"
				       "@@\nidentifier i;\n@@\nstruct usb_driver i = { .probe = f, };\n"
				       "@@\nidentifier x;\n@@\nstruct dev_pm_ops x = {\n...\nstruct y z = { .a = 1,\n- .b = 2,\n};\n};\n",
				       "q.cocci", &error), ==, 0);
	g_strfreev(heads);
	heads = pq_query_head_words(q);
	g_assert_cmpuint(g_strv_length(heads), ==, 1);
	g_assert_cmpstr(heads[0], ==, "dev_pm_ops");
	pq_query_free(q);
}

/* One changed file, old -> new, its changed lines computed by prequel (no repository). */
static GPtrArray *change_of(const char *old_text, const char *new_text)
{
	GPtrArray *a = g_ptr_array_new_with_free_func((GDestroyNotify)pq_file_change_free);
	struct pq_file_change *c = g_new0(struct pq_file_change, 1);

	c->old_path = g_strdup("f.c");
	c->new_path = g_strdup("f.c");
	c->old_text = g_strdup(old_text);
	c->new_text = g_strdup(new_text);
	g_ptr_array_add(a, c);
	return a;
}

/* The hit's line numbers of one side ('-', '+' or ' '), as "32,33". */
static char *hit_lines(const struct pq_hit *hit, char side)
{
	GString *s = g_string_new(NULL);

	for (guint i = 0; i < hit->lines->len; i++) {
		const struct pq_line *l = hit->lines->pdata[i];

		if (l->side == side)
			g_string_append_printf(s, "%s%d", s->len ? "," : "", l->line);
	}
	return g_string_free(s, FALSE);
}

/* kernel-pair 98d7aa0f9773, drivers/hid/hid-nti.c: a head split in two, its first line changed. */
static const char nti_c[] =
	"/*\n * NTI Sun keyboard adapter has wrong logical maximum in report descriptor\n */\n"
	"static __u8 *nti_usbsun_report_fixup(struct hid_device *hdev, __u8 *rdesc,\n"
	"\t\tunsigned int *rsize)\n"
	"{\n"
	"\tif (*rsize >= 60 && rdesc[53] == 0x65 && rdesc[59] == 0x65) {\n"
	"\t\thid_info(hdev, \"fixing up NTI USB-SUN keyboard adapter report descriptor\\n\");\n"
	"\t\trdesc[53] = rdesc[59] = 0xe7;\n"
	"\t}\n"
	"\treturn rdesc;\n"
	"}\n";

static const char report_fixup_q[] =
	"@@\nidentifier f, x1, x2, x3;\ntype t;\n@@\n"
	"- t f(struct hid_device *x1, __u8 *x2, unsigned int *x3)\n"
	"+ const __u8 * f(struct hid_device *x1, __u8 *x2, unsigned int *x3)\n";

/*
 * A rule that removes and adds matches a construct split over lines when the lines it changed are
 * part of it: the others are its context.  Not when the change is beside what the rule names.
 */
static void test_split_head(void)
{
	g_autofree char *nti2 = replace(nti_c, "static __u8 *nti", "static const __u8 *nti");
	g_autofree char *m = NULL, *p = NULL, *ctx = NULL;
	g_autofree char *second = replace(nti_c, "\t\tunsigned int *rsize)",
					  "\t\tunsigned int *size)");
	g_autofree char *body = replace(nti_c, "0xe7;", "0xe8;");
	struct pq_hit *hit = NULL;
	GPtrArray *ch = change_of(nti_c, nti2);

	g_assert_cmpint(match_text(&hit, report_fixup_q, ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "t"), ==, "__u8 *");
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "x3"), ==, "rsize");
	m = hit_lines(hit, '-');
	p = hit_lines(hit, '+');
	ctx = hit_lines(hit, ' ');
	g_assert_cmpstr(m, ==, "4");
	g_assert_cmpstr(p, ==, "4");
	g_assert_cmpstr(ctx, ==, "5");
	g_assert_cmpuint(hit->covered, ==, 2);
	g_assert_cmpfloat(hit->score, ==, 100.0);
	pq_hit_free(hit);
	g_ptr_array_unref(ch);

	/* only the second line changed: the return type stayed, the pair changed nothing it names */
	ch = change_of(nti_c, second);
	g_assert_cmpint(match_text(&hit, report_fixup_q, ch), ==, 0);
	/* ... but a rule about the parameters takes the unchanged first line as context */
	g_assert_cmpint(match_text(&hit, "@@\nidentifier f;\ntype t;\nparameter list ps1, ps2;\n@@\n"
				   "- t f(ps1)\n+ t f(ps2)\n", ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "ps2"), ==,
			"struct hid_device * hdev , __u8 * rdesc , unsigned int * size");
	pq_hit_free(hit);
	g_ptr_array_unref(ch);

	/* a change in the body is another construct than the head */
	ch = change_of(nti_c, body);
	g_assert_cmpint(match_text(&hit, "@@\nidentifier f;\ntype t;\nparameter list ps1, ps2;\n@@\n"
				   "- t f(ps1)\n+ t f(ps2)\n", ch), ==, 0);
	g_ptr_array_unref(ch);
}

/* A call split over lines whose changed line only holds a neighbour is no change of the call. */
static void test_split_call_unchanged(void)
{
	const char *q = "@@\nexpression list old, new;\n@@\n- foo(old)\n+ foo(new)\n";
	const char *a = "void f(void)\n{\n\tx = foo(a,\n\t\tb) + bar(c);\n\tfoo(d);\n"
			"\tfoo(e,\n\t\tg);\n}\n";
	g_autofree char *b = replace(a, "bar(c)", "baz(c)");
	g_autofree char *c = replace(a, "\t\tg);", "\t\tg, 1);");
	g_autofree char *m = NULL;
	struct pq_hit *hit = NULL;
	GPtrArray *ch = change_of(a, b);

	g_assert_cmpint(match_text(&hit, q, ch), ==, 0);
	g_ptr_array_unref(ch);
	/* the call's own arguments changed on its second line */
	ch = change_of(a, c);
	g_assert_cmpint(match_text(&hit, q, ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "new"), ==, "e , g , 1");
	m = hit_lines(hit, '-');
	g_assert_cmpstr(m, ==, "7");
	pq_hit_free(hit);
	g_ptr_array_unref(ch);
}

/*
 * kernel-pair 5d6ae044a199 (drivers/macintosh/adb.c) and fd450acbb251 (ifs/sysfs.c): a macro that
 * defines an object is used after "static", which declares no function (no type before the name).
 */
static void test_static_macro_use(void)
{
	const char *q = "@@\nexpression list[1] old;\nexpression list[2] new;\n@@\n"
			"- DEFINE_SEMAPHORE(old)\n+ DEFINE_SEMAPHORE(new)\n";
	const char *adb = "static int adb_got_sleep;\nstatic int adb_inited;\n"
			  "static DEFINE_SEMAPHORE(adb_probe_mutex);\nstatic int sleepy_trackpad;\n";
	g_autofree char *adb2 = replace(adb, "(adb_probe_mutex)", "(adb_probe_mutex, 1)");
	const char *ifs = " * reloading can file while a test is in progress\n */\n"
			  "DEFINE_SEMAPHORE(ifs_sem);\n";
	g_autofree char *ifs2 = replace(ifs, "DEFINE_SEMAPHORE(ifs_sem)",
					"static DEFINE_SEMAPHORE(ifs_sem, 1)");
	const char *decl = "static int helper(int a);\nstatic inline helper2(int a);\n";
	g_autofree char *decl2 = replace(decl, "int a);\nstatic inline",
					 "int a, int b);\nstatic inline");
	struct pq_hit *hit = NULL;
	GPtrArray *ch = change_of(adb, adb2);

	g_assert_cmpint(match_text(&hit, q, ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "new"), ==, "adb_probe_mutex , 1");
	pq_hit_free(hit);
	g_ptr_array_unref(ch);
	ch = change_of(ifs, ifs2);
	g_assert_cmpint(match_text(&hit, q, ch), ==, 1);
	g_assert_cmpstr(g_hash_table_lookup(hit->bindings, "old"), ==, "ifs_sem");
	pq_hit_free(hit);
	g_ptr_array_unref(ch);
	/* a prototype with a type is still a declaration, not a use */
	ch = change_of(decl, decl2);
	g_assert_cmpint(match_text(&hit, "@@\nexpression list old, new;\n@@\n"
				   "- helper(old)\n+ helper(new)\n", ch), ==, 0);
	g_ptr_array_unref(ch);
}

static void test_templates(void)
{
	g_autoptr(GHashTable) f = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GError) error = NULL;
	g_autofree char *q = NULL, *b = NULL;
	struct pq_query *pq = NULL;

	g_hash_table_insert(f, "symbol", "suspend");
	g_hash_table_insert(f, "container", "struct spi_driver");
	for (const char *const *k = pq_template_kinds(); *k; k++) {
		g_autofree char *t = NULL;

		g_assert_cmpint(pq_template(&t, *k, f, FALSE, &error), ==, 0);
		g_assert_no_error(error);
		g_assert_cmpint(pq_query_parse(&pq, t, *k, &error), ==, 0);
		g_assert_no_error(error);
		pq_query_free(pq);
	}
	g_assert_cmpint(pq_template(&q, "unknown-field", f, FALSE, &error), ==, 0);
	g_assert_nonnull(strstr(q, "struct spi_driver i = {\n- .suspend = e\n"));
	g_assert_nonnull(strstr(q, "@ depends on after @"));
	g_assert_cmpint(pq_template(&b, "unknown-field", f, TRUE, &error), ==, 0);
	g_assert_nonnull(strstr(b, "struct spi_driver i = {\n+ .suspend = e\n"));
	g_assert_nonnull(strstr(b, "@ depends on before @"));
	{
		g_autofree char *t = NULL;

		g_hash_table_insert(f, "expected", "2");
		g_hash_table_insert(f, "actual", "3");
		g_assert_cmpint(pq_template(&t, "too-many-args", f, FALSE, &error), ==, 0);
		g_assert_nonnull(strstr(t, "expression list[3] old;\nexpression list[2] new;\n"));
		g_assert_nonnull(strstr(t, "- suspend(old)\n+ suspend(new)\n"));
		g_hash_table_remove(f, "expected");
		g_hash_table_remove(f, "actual");
	}
	g_free(q);
	q = NULL;
	g_assert_cmpint(pq_template(&q, "no-such-kind", f, FALSE, &error), <, 0);
	g_assert_error(error, PQ_ERROR, PQ_ERROR_INPUT);
	g_clear_error(&error);
	g_hash_table_remove(f, "symbol");
	g_assert_cmpint(pq_template(&q, "undefined-function", f, FALSE, &error), <, 0);
	g_assert_cmpstr(error->message, ==, "template undefined-function: missing fact 'symbol' (give symbol=VALUE)");
	g_clear_error(&error);
	g_hash_table_insert(f, "symbol", "a(b");
	g_assert_cmpint(pq_template(&q, "undefined-function", f, FALSE, &error), <, 0);
	g_assert_cmpstr(error->message, ==, "template: symbol 'a(b': unexpected '(' at column 2");
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/prequel/query/parse-errors", test_parse_errors);
	g_test_add_func("/prequel/query/words", test_words);
	g_test_add_func("/prequel/query/spi-not-platform", test_spi_not_platform);
	g_test_add_func("/prequel/query/plus-and-guard", test_plus_and_guard);
	g_test_add_func("/prequel/query/kinds", test_kinds);
	g_test_add_func("/prequel/query/templates", test_templates);
	g_test_add_func("/prequel/query/split-head", test_split_head);
	g_test_add_func("/prequel/query/split-call-unchanged", test_split_call_unchanged);
	g_test_add_func("/prequel/query/static-macro-use", test_static_macro_use);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

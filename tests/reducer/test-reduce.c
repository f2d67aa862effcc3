// SPDX-License-Identifier: GPL-2.0
/*
 * libreducer on real compiler output: every tests/reducer/data/NAME.case (a real Kbuild log against the
 * Debian 6.1/6.12 trees, with its command and the expected root issues), text and JSON logs of the
 * same build agreeing, and bad input (garbage, truncated JSON, binary, huge) failing cleanly.
 */
#include <string.h>
#include <glib.h>

#include "reducer.h"

struct fixture {
	char *name, *source, *log;
	char *kernel;          /* the tree of the build, NULL when this machine lacks it */
	GPtrArray *expected;   /* "kind symbol container" */
};

static char *section(const char *text, const char *tag)
{
	g_autofree char *open = g_strdup_printf("<%s>\n", tag);
	g_autofree char *close = g_strdup_printf("</%s>\n", tag);
	const char *a = strstr(text, open), *b;

	if (!a)
		return NULL;
	a += strlen(open);
	b = g_strrstr(a, close);
	if (!b)
		return NULL;
	return g_strndup(a, b - a);
}

static struct fixture *fixture_load(const char *path)
{
	g_autofree char *text = NULL;
	g_autofree char *exp = NULL;
	g_autofree char *src = NULL;
	struct fixture *fx = g_new0(struct fixture, 1);
	g_auto(GStrv) lines = NULL;

	g_assert_true(g_file_get_contents(path, &text, NULL, NULL));
	fx->name = g_path_get_basename(path);
	fx->log = section(text, "log");
	exp = section(text, "expected");
	src = section(text, "source");
	g_assert_nonnull(fx->log);
	g_assert_nonnull(exp);
	g_assert_nonnull(src);
	g_strstrip(src);
	fx->kernel = section(text, "kernel");
	if (fx->kernel && !g_file_test(g_strstrip(fx->kernel), G_FILE_TEST_IS_DIR))
		g_clear_pointer(&fx->kernel, g_free);
	fx->source = g_build_filename(PORTER_TEST_DATA, src, NULL);
	fx->expected = g_ptr_array_new_with_free_func(g_free);
	lines = g_strsplit(exp, "\n", -1);
	for (int i = 0; lines[i]; i++)
		if (*lines[i])
			g_ptr_array_add(fx->expected, g_strdup(lines[i]));
	g_assert_cmpuint(fx->expected->len, >, 0);
	return fx;
}

static void fixture_free(struct fixture *fx)
{
	g_free(fx->name);
	g_free(fx->source);
	g_free(fx->kernel);
	g_free(fx->log);
	g_ptr_array_unref(fx->expected);
	g_free(fx);
}

static int cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The issues as "kind symbol container" lines, sorted. */
static GPtrArray *issue_lines(GPtrArray *issues)
{
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);

	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *is = issues->pdata[i];

		g_ptr_array_add(out, g_strdup_printf("%s %s %s", red_kind_name(is->kind), is->symbol,
						     is->container ? is->container : "-"));
	}
	g_ptr_array_sort(out, cmp_str);
	return out;
}

static char *joined(GPtrArray *a)
{
	GString *s = g_string_new(NULL);

	for (guint i = 0; i < a->len; i++)
		g_string_append_printf(s, "%s\n", (char *)a->pdata[i]);
	return g_string_free(s, FALSE);
}

static GPtrArray *reduce_fixture(const struct fixture *fx, guint *n)
{
	struct red_options opts = { .source_dir = fx->source, .kernel_dir = fx->kernel };
	GPtrArray *issues = NULL;
	g_autoptr(GError) err = NULL;

	g_assert_cmpint(red_reduce_log(&issues, n, fx->log, strlen(fx->log), &opts, &err), ==, 0);
	g_assert_no_error(err);
	return issues;
}

static void test_case(gconstpointer data)
{
	struct fixture *fx = fixture_load(data);
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GPtrArray) got = NULL;
	g_autofree char *want_s = NULL, *got_s = NULL;
	guint n = 0;

	if (!fx->kernel) {
		/* the facts of nested initializers come from the tree: without it, no honest answer */
		g_test_skip("the kernel tree of this fixture is not installed (scripts/install-deps)");
		fixture_free(fx);
		return;
	}
	issues = reduce_fixture(fx, &n);
	got = issue_lines(issues);
	g_ptr_array_sort(fx->expected, cmp_str);
	want_s = joined(fx->expected);
	got_s = joined(got);
	g_assert_cmpstr(got_s, ==, want_s);
	/* a reduction: at least as many diagnostics as issues, every issue backed by evidence */
	g_assert_cmpuint(n, >=, issues->len);
	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *is = issues->pdata[i];

		g_assert_cmpuint(is->count, >=, 1);
		g_assert_cmpuint(is->evidence->len, >=, 1);
		g_assert_nonnull(is->message);
		g_assert_cmpint(is->line, >, 0);
		if (is->kind == RED_TOO_MANY_ARGS || is->kind == RED_TOO_FEW_ARGS) {
			g_assert_nonnull(is->expected);
			g_assert_nonnull(is->actual);
			g_assert_nonnull(is->prototype);
			g_assert_cmpstr(is->expected, !=, is->actual);
		}
		if (is->kind == RED_INCOMPATIBLE_ARG) {
			g_assert_nonnull(is->expected);
			g_assert_nonnull(is->actual);
		}
		/* every fixture issue is inside a function or a file-scope initializer, or is a
		 * file-scope macro use (tp_smapi's "static DEFINE_SEMAPHORE(x);") */
		if (is->kind != RED_UNKNOWN_FIELD && is->kind != RED_INCOMPATIBLE_INIT &&
		    is->kind != RED_MOVED_INCLUDE &&
		    !(is->prototype && g_str_has_prefix(is->prototype, "#define")))
			g_assert_nonnull(is->function);
		/* a folded cascade: the header and what it explains; no member is an issue of its own */
		if (is->kind == RED_MISSING_INCLUDE) {
			g_assert_cmpstr(is->include, ==, is->symbol);
			g_assert_nonnull(is->members);
			g_assert_cmpuint(is->members->len, >=, 1);
			for (guint k = 0; k < is->members->len; k++)
				for (guint j = 0; j < issues->len; j++) {
					const struct red_issue *o = issues->pdata[j];
					g_autofree char *id = g_strdup_printf("%s %s", red_kind_name(o->kind), o->symbol);

					g_assert_cmpstr(id, !=, is->members->pdata[k]);
				}
		}
	}
	fixture_free(fx);
}

/* The text and the JSON log of one build give the same issues, with the same facts. */
static void test_text_json_agree(gconstpointer data)
{
	g_autofree char *json_path = g_strdup(data);
	struct fixture *t, *j;
	g_autoptr(GPtrArray) ti = NULL, ji = NULL;
	guint tn, jn;

	memcpy(strstr(json_path, "-text.case"), "-json", 5);
	t = fixture_load(data);
	j = fixture_load(json_path);
	ti = reduce_fixture(t, &tn);
	ji = reduce_fixture(j, &jn);
	g_assert_cmpuint(ti->len, ==, ji->len);
	g_assert_cmpuint(tn, ==, jn);
	for (guint i = 0; i < ti->len; i++) {
		const struct red_issue *a = ti->pdata[i], *b = ji->pdata[i];

		g_assert_cmpint(a->kind, ==, b->kind);
		g_assert_cmpstr(a->symbol, ==, b->symbol);
		g_assert_cmpstr(a->container, ==, b->container);
		g_assert_cmpstr(a->file, ==, b->file);
		g_assert_cmpint(a->line, ==, b->line);
		g_assert_cmpint(a->column, ==, b->column);
		g_assert_cmpstr(a->function, ==, b->function);
		g_assert_cmpstr(a->expected, ==, b->expected);
		g_assert_cmpstr(a->actual, ==, b->actual);
		g_assert_cmpstr(a->prototype, ==, b->prototype);
		g_assert_cmpuint(a->count, ==, b->count);
	}
	fixture_free(t);
	fixture_free(j);
}

static GPtrArray *reduce_case(const char *name, guint *n)
{
	g_autofree char *p = g_build_filename(PORTER_TEST_DATA, name, NULL);
	struct fixture *fx = fixture_load(p);
	GPtrArray *issues;

	if (!fx->kernel) {
		fixture_free(fx);
		return NULL;
	}
	issues = reduce_fixture(fx, n);
	fixture_free(fx);
	return issues;
}

static gboolean has_member(const struct red_issue *is, const char *m)
{
	for (guint i = 0; is->members && i < is->members->len; i++)
		if (!strcmp(is->members->pdata[i], m))
			return TRUE;
	return FALSE;
}

/*
 * A platform driver that lost its implicit <linux/platform_device.h> (real Kbuild output against
 * Debian 6.12): sixteen diagnostics about struct platform_device, devm_kzalloc(), the platform
 * helpers and module_platform_driver are one missing-include issue, its members listed, none an
 * issue of its own; the header comes from the tree's facts (it declares the struct and, through
 * <linux/device.h>, devm_kzalloc()).
 */
#define NERRORS_LOSTINC 10	/* grep -c 'error:' in lostinc-6.12-text.case */
static void test_missing_include(void)
{
	g_autoptr(GPtrArray) issues = NULL;
	const struct red_issue *is;
	guint n = 0;

	issues = reduce_case("lostinc-6.12-text.case", &n);
	if (!issues) {
		g_test_skip("linux-headers-6.12 is not installed");
		return;
	}
	g_assert_cmpuint(issues->len, ==, 1);
	is = issues->pdata[0];
	g_assert_cmpstr(red_kind_name(is->kind), ==, "missing-include");
	g_assert_cmpstr(is->symbol, ==, "linux/platform_device.h");
	g_assert_cmpstr(is->include, ==, "linux/platform_device.h");
	g_assert_true(has_member(is, "unknown-type struct platform_device"));
	g_assert_true(has_member(is, "undefined-function devm_kzalloc"));
	g_assert_true(has_member(is, "undefined-function platform_get_irq"));
	g_assert_true(has_member(is, "other module_platform_driver"));
	/* every error of the log is the one issue's (the warnings that say nothing of the API are dropped) */
	g_assert_cmpuint(is->count, ==, NERRORS_LOSTINC);
	{
		g_autofree char *json = red_issues_to_json(issues);

		g_assert_nonnull(strstr(json, "\"kind\" : \"missing-include\""));
		g_assert_nonnull(strstr(json, "\"include\" : \"linux/platform_device.h\""));
		g_assert_nonnull(strstr(json, "\"members\" : ["));
	}
	/* without the target tree, no facts: the old issues */
	{
		g_autofree char *p = g_build_filename(PORTER_TEST_DATA, "lostinc-6.12-text.case", NULL);
		struct fixture *fx = fixture_load(p);
		struct red_options opts = { .source_dir = fx->source };
		g_autoptr(GPtrArray) raw = NULL;

		g_assert_cmpint(red_reduce_log(&raw, NULL, fx->log, strlen(fx->log), &opts, NULL), ==, 0);
		g_assert_cmpuint(raw->len, >, 1);
		for (guint i = 0; i < raw->len; i++)
			g_assert_cmpint(((struct red_issue *)raw->pdata[i])->kind, !=, RED_MISSING_INCLUDE);
		fixture_free(fx);
	}
}

/*
 * modpost's lines (real output of Debian 6.12's modpost on max20751.c of 6.12's drivers/hwmon/pmbus
 * without its MODULE_IMPORT_NS line, and on a module calling a symbol no one exports): one issue
 * each, placed at the symbol's first use in the driver's .c file, which modpost does not name.
 */
static void test_modpost(void)
{
	g_autoptr(GPtrArray) ns = reduce_case("nsimport-6.12-text.case", NULL);
	g_autoptr(GPtrArray) und = reduce_case("undefsym-6.12-json.case", NULL);
	const struct red_issue *is;

	if (!ns || !und) {
		g_test_skip("linux-headers-6.12 is not installed");
		return;
	}
	g_assert_cmpuint(ns->len, ==, 1);
	is = ns->pdata[0];
	g_assert_cmpint(is->kind, ==, RED_MISSING_NAMESPACE);
	g_assert_cmpstr(is->symbol, ==, "PMBUS");
	g_assert_true(g_str_has_suffix(is->file, "/modules/nsimport/max20751.c"));
	g_assert_cmpint(is->line, ==, 31);
	g_assert_cmpint(is->column, ==, 16);
	g_assert_cmpstr(is->function, ==, "max20751_probe");
	g_assert_true(has_member(is, "pmbus_do_probe"));
	g_assert_cmpstr(is->severity, ==, "error");
	g_assert_nonnull(strstr(is->evidence->pdata[0], "from namespace PMBUS, but does not import it."));
	{
		g_autofree char *json = red_issues_to_json(ns);

		g_assert_nonnull(strstr(json, "\"kind\" : \"missing-namespace\""));
		g_assert_nonnull(strstr(json, "\"members\" : ["));
	}
	g_assert_cmpuint(und->len, ==, 1);
	is = und->pdata[0];
	g_assert_cmpint(is->kind, ==, RED_UNDEFINED_SYMBOL);
	g_assert_cmpstr(is->symbol, ==, "undefsym_gone_helper");
	g_assert_true(g_str_has_suffix(is->file, "/undefsym/undefsym.c"));
	g_assert_cmpint(is->line, ==, 13);
	g_assert_cmpstr(is->function, ==, "undefsym_init");
}

/*
 * modpost's wording of 6.1 (a module path without the folder) and hostile names: a symbol holding
 * quotes, a bracket and control characters is taken whole, and no output line can be forged from
 * it.  A WARNING line (KBUILD_MODPOST_WARN: the user let the module link so) is no issue.
 */
static void test_modpost_hostile(void)
{
	static const char log[] =
		"ERROR: modpost: module foo uses symbol bar from namespace BAZ, but does not import it.\n"
		"WARNING: modpost: \"own_helper\" [x.ko] undefined!\n"
		"WARNING: modpost: module foo uses symbol q from namespace QUX, but does not import it.\n"
		"ERROR: modpost: \"we\" [x.ko] ird\x1b[2J\r\" [/t/evil.ko] undefined!\n"
		"ERROR: modpost: module a uses symbol b from namespace , but does not import it.\n"
		"ERROR: modpost: \"\" [x.ko] undefined!\n"
		"ERROR: modpost: \"s\" [x.o] undefined!\n";
	g_autoptr(GPtrArray) issues = NULL;
	g_autofree char *text = NULL, *vim = NULL;
	const struct red_issue *is;

	g_assert_cmpint(red_reduce_log(&issues, NULL, log, strlen(log), NULL, NULL), ==, 0);
	g_assert_cmpuint(issues->len, ==, 2);
	is = issues->pdata[0];
	g_assert_cmpint(is->kind, ==, RED_MISSING_NAMESPACE);
	g_assert_cmpstr(is->symbol, ==, "BAZ");
	g_assert_cmpstr(is->severity, ==, "error");
	g_assert_cmpstr(is->file, ==, "foo");
	g_assert_true(has_member(is, "bar"));
	is = issues->pdata[1];
	g_assert_cmpint(is->kind, ==, RED_UNDEFINED_SYMBOL);
	g_assert_true(g_str_has_prefix(is->symbol, "we\" [x.ko] ird"));
	g_assert_null(strpbrk(is->symbol, "\x1b\r"));
	g_assert_cmpstr(is->file, ==, "/t/evil.ko");
	text = red_issues_to_text(issues);
	vim = red_issues_to_vim(issues);
	g_assert_null(strchr(text, '\x1b'));
	g_assert_null(strchr(text, '\r'));
	g_assert_null(strchr(vim, '\x1b'));
	{
		g_auto(GStrv) lines = g_strsplit(text, "\n", -1);

		g_assert_cmpuint(g_strv_length(lines), ==, 3);	/* two lines and the empty tail */
	}
}

/* <asm/unaligned.h>, gone in 6.12: moved-include, the tree's <linux/unaligned.h> declaring the names used. */
static void test_moved_include(void)
{
	g_autoptr(GPtrArray) issues = reduce_case("movedinc-6.12-json.case", NULL);
	const struct red_issue *is;

	if (!issues) {
		g_test_skip("linux-headers-6.12 is not installed");
		return;
	}
	g_assert_cmpuint(issues->len, ==, 1);
	is = issues->pdata[0];
	g_assert_cmpint(is->kind, ==, RED_MOVED_INCLUDE);
	g_assert_cmpstr(is->symbol, ==, "asm/unaligned.h");
	g_assert_cmpstr(is->include, ==, "linux/unaligned.h");
	g_assert_true(has_member(is, "get_unaligned_le16"));
	g_assert_true(has_member(is, "get_unaligned_be32"));
	g_assert_false(has_member(is, "pr_info"));
}

static void test_kind_names(void)
{
	for (int k = 0; k < RED_N_KINDS; k++) {
		enum red_kind back;

		g_assert_cmpint(red_kind_from_name(&back, red_kind_name(k)), ==, 0);
		g_assert_cmpint(back, ==, k);
	}
	g_assert_cmpstr(red_kind_name(RED_UNKNOWN_FIELD), ==, "unknown-field");
	g_assert_cmpstr(red_kind_name(RED_INCOMPATIBLE_RETURN), ==, "incompatible-return");
	g_assert_cmpstr(red_kind_name(RED_MISSING_INCLUDE), ==, "missing-include");
	g_assert_cmpstr(red_kind_name(RED_MOVED_INCLUDE), ==, "moved-include");
	g_assert_cmpstr(red_kind_name(RED_MISSING_NAMESPACE), ==, "missing-namespace");
	g_assert_cmpstr(red_kind_name(RED_UNDEFINED_SYMBOL), ==, "undefined-symbol");
	{
		enum red_kind k;

		g_assert_cmpint(red_kind_from_name(&k, "no-such-kind"), ==, -1);
	}
}

static const char *a_log(void)
{
	static char *log;

	if (!log) {
		g_autofree char *p = g_build_filename(PORTER_TEST_DATA, "legacy-6.12-json.case", NULL);
		struct fixture *fx = fixture_load(p);

		log = g_steal_pointer(&fx->log);
		fixture_free(fx);
	}
	return log;
}

/* A JSON array cut in the middle: one clear error naming line and column. */
static void test_truncated_json(void)
{
	const char *log = a_log();
	const char *arr = strstr(log, "[{");
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GError) err = NULL;
	gsize cut;

	g_assert_nonnull(arr);
	cut = (arr - log) + 200;
	g_assert_cmpint(red_reduce_log(&issues, NULL, log, cut, NULL, &err), ==, -1);
	g_assert_error(err, RED_ERROR, RED_ERROR_INPUT);
	g_assert_true(g_str_has_prefix(err->message, "cannot parse JSON diagnostics at <log>:"));
	g_assert_null(strchr(err->message, '\n'));
	g_assert_null(issues);
}

static void test_binary(void)
{
	static const char bin[] = "\x7f" "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0";
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GError) err = NULL;

	g_assert_cmpint(red_reduce_log(&issues, NULL, bin, sizeof(bin) - 1, NULL, &err), ==, -1);
	g_assert_error(err, RED_ERROR, RED_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "binary input"));
}

/* Text that merely looks like compiler output, random bytes and invalid UTF-8: a clean result. */
static void test_garbage(void)
{
	GRand *r = g_rand_new_with_seed(4);
	GString *s = g_string_new("x.c:1:1: error: \xff\xfe unknown field '\n:::: error: \n1:2: warning: 'a\n"
				  "foo: In function '\n[not json\n'' has no member named '\n");
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *json = NULL;

	for (int i = 0; i < 200000; i++) {
		char c = g_rand_int_range(r, 1, 256);

		g_string_append_c(s, c);
	}
	g_assert_cmpint(red_reduce_log(&issues, NULL, s->str, s->len, NULL, &err), ==, 0);
	g_assert_no_error(err);
	json = red_issues_to_json(issues);
	g_assert_true(g_utf8_validate(json, -1, NULL));
	g_string_free(s, TRUE);
	g_rand_free(r);
}

/* 100 MB of real log: repeats fold, so the issues equal those of one copy. */
static void test_huge(void)
{
	g_autofree char *p = g_build_filename(PORTER_TEST_DATA, "legacy-6.12-text.case", NULL);
	struct fixture *fx = fixture_load(p);
	struct red_options opts = { .source_dir = fx->source };
	gsize one = strlen(fx->log);
	GString *s = g_string_sized_new(100 * 1024 * 1024 + one);
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GError) err = NULL;
	guint n = 0, copies = 0;

	while (s->len < 100 * 1024 * 1024) {
		g_string_append_len(s, fx->log, one);
		copies++;
	}
	g_assert_cmpint(red_reduce_log(&issues, &n, s->str, s->len, &opts, &err), ==, 0);
	g_assert_cmpuint(issues->len, ==, fx->expected->len);
	g_assert_cmpuint(n % copies, ==, 0);
	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *is = issues->pdata[i];

		g_assert_cmpuint(is->count % copies, ==, 0);
		g_assert_cmpuint(is->evidence->len, <=, RED_MAX_EVIDENCE);
	}
	g_string_free(s, TRUE);
	fixture_free(fx);
}

/* Many distinct errors (a generated log, in GCC 12's words): all counted, reduced in bounded time. */
static void test_many_distinct(void)
{
	GString *s = g_string_new(NULL);
	g_autoptr(GPtrArray) issues = NULL;
	guint n = 0, lines = 0;

	while (s->len < 24 * 1024 * 1024) {
		g_string_append_printf(s, "drv%u.c:%u:9: error: implicit declaration of function 'f%u'; "
				       "did you mean 'g'? [-Werror=implicit-function-declaration]\n"
				       "  %u | f%u(x);\n      | ^~\n", lines % 50, lines + 1, lines, lines, lines);
		lines++;
	}
	g_assert_cmpuint(lines, >, 100000);
	g_assert_cmpint(red_reduce_log(&issues, &n, s->str, s->len, NULL, NULL), ==, 0);
	g_assert_cmpuint(n, ==, lines);
	g_assert_cmpuint(issues->len, ==, 100000);
	g_string_free(s, TRUE);
}

/* Found by fuzz-gcc-json (its input, kept in the seed corpus): invalid UTF-8 reached the output. */
static void test_json_invalid_utf8(void)
{
	g_autofree char *p = g_build_filename(PORTER_SOURCE_DIR, "tests", "fuzz", "corpus", "fuzz-gcc-json",
					      "regress-invalid-utf8-option", NULL);
	g_autofree char *raw = NULL;
	g_autofree char *log = NULL;
	g_autoptr(GPtrArray) issues = NULL;
	g_autofree char *json = NULL;
	gsize len;

	g_assert_true(g_file_get_contents(p, &raw, &len, NULL));
	g_assert_false(g_utf8_validate(raw, len, NULL));
	/* as the fuzz target feeds it: one JSON line */
	log = g_strdup_printf("[%s", raw);
	g_strdelimit(log, "\n", ' ');
	g_assert_cmpint(red_reduce_log(&issues, NULL, log, len + 1, NULL, NULL), ==, 0);
	json = red_issues_to_json(issues);
	g_assert_true(g_utf8_validate(json, -1, NULL));
}

/* Found by fuzz-gcc-json: "kind": 6 gave a NULL string; every member of the wrong type is missing. */
static void test_json_wrong_types(void)
{
	static const char log[] =
		"[{\"kind\": 6, \"message\": null}, {\"kind\": \"error\", \"message\": 7, \"locations\": 3,"
		" \"children\": {\"a\": 1}, \"option\": []}, {\"kind\": \"error\", \"message\": \"x\","
		" \"locations\": [5, {\"caret\": 1}], \"children\": [1, {\"kind\": []}]},"
		" {\"kind\": \"error\", \"message\": \"unknown type name 'foo_t'\", \"locations\":"
		" [{\"caret\": {\"file\": 1, \"line\": \"2\", \"column\": -4}}]}]";
	g_autoptr(GPtrArray) issues = NULL;
	guint n = 0;

	g_assert_cmpint(red_reduce_log(&issues, &n, log, sizeof(log) - 1, NULL, NULL), ==, 0);
	g_assert_cmpuint(n, ==, 3);
	/* none has a place: the two odd errors fold into the unknown type */
	g_assert_cmpuint(issues->len, ==, 1);
	g_assert_cmpstr(((struct red_issue *)issues->pdata[0])->symbol, ==, "foo_t");
	g_assert_cmpuint(((struct red_issue *)issues->pdata[0])->count, ==, 3);
}

/* Found by fuzz-gcc-text: a short line of spaces and "from" was compared as 22 bytes. */
static void test_short_from_line(void)
{
	static const char log[] = "x.c:1:2: error: unknown type name 'foo_t'\n                 fro";
	char *heap = g_memdup2(log, sizeof(log) - 1);   /* no NUL after it: ASan sees an over-read */
	g_autoptr(GPtrArray) issues = NULL;

	g_assert_cmpint(red_reduce_log(&issues, NULL, heap, sizeof(log) - 1, NULL, NULL), ==, 0);
	g_assert_cmpuint(issues->len, ==, 1);
	g_free(heap);
}

/* Found by fuzz-gcc-json: json-glib quotes the bad string, newline and all, in its message. */
static void test_json_error_one_line(void)
{
	static const char log[] = "[{\"kind\": \"a\\u000a\\u000a\" \"b\"}]";
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GError) err = NULL;

	g_assert_cmpint(red_reduce_log(&issues, NULL, log, sizeof(log) - 1, NULL, &err), ==, -1);
	g_assert_nonnull(err);
	g_assert_null(strchr(err->message, '\n'));
}

/* Nesting @n deep, as the reliability test made it: an error whose children nest @n times. */
static GString *deep_json(guint n)
{
	GString *s = g_string_new("[");

	for (guint i = 0; i < n; i++)
		g_string_append(s, "{\"kind\":\"error\",\"message\":\"m\",\"locations\":[],\"children\":[");
	g_string_append(s, "{\"kind\":\"note\",\"message\":\"x\"}");
	for (guint i = 0; i < n; i++)
		g_string_append(s, "]}");
	g_string_append(s, "]");
	return s;
}

/* C1: json-glib recursed 60,000 levels deep and overflowed the stack (a segfault). */
static void test_json_deep(void)
{
	g_autoptr(GString) deep = deep_json(60000);
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func(g_free);
	struct red_options opts = { .warnings = warnings };
	g_autoptr(GError) err = NULL;
	g_autoptr(GString) mixed = g_string_new("x.c:1:2: error: unknown type name 'foo_t'\n");

	g_assert_cmpint(red_reduce_log(&issues, NULL, deep->str, deep->len, &opts, &err), ==, -1);
	g_assert_error(err, RED_ERROR, RED_ERROR_INPUT);
	g_assert_true(g_str_has_prefix(err->message, "<log>:1:"));
	g_assert_true(g_str_has_suffix(err->message, ": JSON diagnostics nested deeper than 256 levels"));
	g_assert_null(issues);
	g_clear_error(&err);

	/* one compiler run's array among the others: only that line is lost */
	g_string_append_len(mixed, deep->str, deep->len);
	g_string_append(mixed, "\n[{\"kind\": \"error\", \"message\": \"implicit declaration of function 'f'\","
			" \"locations\": [{\"caret\": {\"file\": \"y.c\", \"line\": 3, \"column\": 4}}]}]\n");
	g_ptr_array_set_size(warnings, 0);
	g_assert_cmpint(red_reduce_log(&issues, NULL, mixed->str, mixed->len, &opts, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(issues->len, ==, 2);
	g_assert_cmpuint(warnings->len, ==, 1);
	g_assert_true(g_str_has_prefix(warnings->pdata[0], "<log>:2:"));
	g_assert_true(g_str_has_suffix(warnings->pdata[0], ": JSON diagnostics nested deeper than 256 levels, line skipped"));
}

/* The helper porter's own JSON readers call before json-glib. */
static void test_json_check_depth(void)
{
	g_autoptr(GString) ok = g_string_new(NULL);
	g_autoptr(GError) err = NULL;

	for (int i = 0; i < RED_JSON_MAX_DEPTH; i++)
		g_string_append_c(ok, i % 2 ? '[' : '{');
	g_assert_cmpint(red_json_check_depth(ok->str, ok->len, 0, "m.json", &err), ==, 0);
	g_assert_cmpint(red_json_check_depth("{\"a\": \"[[[[\\\"[[[\"}", -1, 2, NULL, &err), ==, 0);
	g_assert_no_error(err);
	g_string_append_c(ok, '[');
	g_assert_cmpint(red_json_check_depth(ok->str, ok->len, 0, "m.json", &err), ==, -1);
	g_assert_error(err, RED_ERROR, RED_ERROR_INPUT);
	g_assert_cmpstr(err->message, ==, "m.json:1:257: JSON nested deeper than 256 levels");
	g_clear_error(&err);
	g_assert_cmpint(red_json_check_depth("{\n \"a\": [\n  [[]]]}", -1, 3, NULL, &err), ==, -1);
	g_assert_cmpstr(err->message, ==, "<json>:3:4: JSON nested deeper than 3 levels");
}

/* M6: one NUL byte in a build's output made the whole log "binary input". */
static void test_nul_replaced(void)
{
	static const char log[] = "x.c:1:2: error: unknown type name 'foo_t'\nwarning: \0 nul byte\n"
				  "y.c:3:4: error: implicit declaration of function 'f'\n";
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func(g_free);
	struct red_options opts = { .warnings = warnings };
	g_autoptr(GError) err = NULL;
	guint n = 0;

	g_assert_cmpint(red_reduce_log(&issues, &n, log, sizeof(log) - 1, &opts, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpuint(n, ==, 2);
	g_assert_cmpuint(issues->len, ==, 2);
	g_assert_cmpuint(warnings->len, ==, 1);
	g_assert_cmpstr(warnings->pdata[0], ==, "<log>: 1 NUL byte replaced (the first at offset 51)");
}

/*
 * Real Kbuild output: corpora/realworld/drivers/tp_smapi built with `make -k -C
 * /usr/src/linux-headers-6.12.118+deb12-amd64 M=DIR modules`, DIR/ taken out of the paths.
 * DEFINE_SEMAPHORE fails in two files: one issue, and both files listed, so that the loop
 * judges new errors file by file.
 */
static void test_files(void)
{
	g_autofree char *path = g_build_filename(PORTER_TEST_DATA, "tp_smapi-6.12.log", NULL);
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GError) err = NULL;
	const struct red_issue *is = NULL;

	g_assert_cmpint(red_reduce_file(&issues, NULL, path, NULL, &err), ==, 0);
	g_assert_no_error(err);
	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *x = issues->pdata[i];

		if (x->kind == RED_TOO_FEW_ARGS && !g_strcmp0(x->symbol, "DEFINE_SEMAPHORE")) {
			g_assert_null(is);
			is = x;
		}
	}
	g_assert_nonnull(is);
	g_assert_cmpuint(is->files->len, ==, 2);
	g_assert_cmpstr(is->files->pdata[0], ==, is->file);
	g_assert_cmpstr(is->files->pdata[0], ==, "thinkpad_ec.c");
	g_assert_cmpstr(is->files->pdata[1], ==, "tp_smapi.c");
}

int main(int argc, char **argv)
{
	g_autoptr(GDir) d = NULL;
	g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
	const char *n;

	g_test_init(&argc, &argv, NULL);
	d = g_dir_open(PORTER_TEST_DATA, 0, NULL);
	g_assert_nonnull(d);
	while ((n = g_dir_read_name(d)))
		if (g_str_has_suffix(n, ".case"))
			g_ptr_array_add(names, g_strdup(n));
	g_ptr_array_sort(names, cmp_str);
	g_assert_cmpuint(names->len, >=, 16);
	for (guint i = 0; i < names->len; i++) {
		const char *name = names->pdata[i];
		g_autofree char *tp = g_strdup_printf("/reducer/case/%s", name);
		char *path = g_build_filename(PORTER_TEST_DATA, name, NULL);

		g_test_add_data_func_full(tp, path, test_case, g_free);
		if (g_str_has_suffix(name, "-text.case")) {
			g_autofree char *ap = g_strdup_printf("/reducer/text-json/%s", name);

			g_test_add_data_func_full(ap, g_build_filename(PORTER_TEST_DATA, name, NULL),
						  test_text_json_agree, g_free);
		}
	}
	g_test_add_func("/reducer/missing-include", test_missing_include);
	g_test_add_func("/reducer/moved-include", test_moved_include);
	g_test_add_func("/reducer/kind-names", test_kind_names);
	g_test_add_func("/reducer/modpost", test_modpost);
	g_test_add_func("/reducer/bad/modpost-hostile", test_modpost_hostile);
	g_test_add_func("/reducer/files", test_files);
	g_test_add_func("/reducer/bad/truncated-json", test_truncated_json);
	g_test_add_func("/reducer/bad/binary", test_binary);
	g_test_add_func("/reducer/bad/garbage", test_garbage);
	g_test_add_func("/reducer/bad/huge", test_huge);
	g_test_add_func("/reducer/bad/many-distinct", test_many_distinct);
	g_test_add_func("/reducer/bad/json-invalid-utf8", test_json_invalid_utf8);
	g_test_add_func("/reducer/bad/json-wrong-types", test_json_wrong_types);
	g_test_add_func("/reducer/bad/short-from-line", test_short_from_line);
	g_test_add_func("/reducer/bad/json-error-one-line", test_json_error_one_line);
	g_test_add_func("/reducer/bad/json-deep", test_json_deep);
	g_test_add_func("/reducer/json-check-depth", test_json_check_depth);
	g_test_add_func("/reducer/bad/nul-replaced", test_nul_replaced);
	return g_test_run();
}

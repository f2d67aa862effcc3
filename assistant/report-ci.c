// SPDX-License-Identifier: GPL-2.0
/*
 * The report of one port in CI formats: GitHub Actions workflow commands, SARIF 2.1.0 for code
 * scanning, and a build's log (GCC's JSON diagnostics) as text for a job's output.
 */
#include <string.h>
#include <json-glib/json-glib.h>

#include "escape.h"
#include "porter.h"
#include "porter-int.h"

/* ---- CI formats ------------------------------------------------------------------------ */

void porter_github_escape(GString *s, const char *text, gboolean property)
{
	esc_append_github(s, text, property);
}

/* The issue's file as the job sees it: relative to the working directory when under it. */
static char *job_path(const struct porter_report *r, const char *file)
{
	g_autofree char *cwd = g_get_current_dir();
	g_autofree char *abs = NULL;
	gsize n = strlen(cwd);

	if (!file)
		return g_strdup("");
	abs = g_path_is_absolute(file) ? g_strdup(file) :
		g_build_filename(r->driver ? r->driver : ".", file, NULL);
	if (!strncmp(abs, cwd, n) && abs[n] == '/')
		return g_strdup(abs + n + 1);
	return g_steal_pointer(&abs);
}

/*
 * Whether an issue's file names a place in the driver: relative to it (porter made the work
 * copy's paths so) without a ".." component.  A build can print any path; one outside the driver
 * (a host file, a kernel header) is no place to annotate, so CI formats give it no location.
 */
static gboolean in_driver(const char *file)
{
	g_auto(GStrv) parts = NULL;

	if (!file || !*file || g_path_is_absolute(file))
		return FALSE;
	parts = g_strsplit(file, "/", -1);
	for (guint i = 0; parts[i]; i++)
		if (!strcmp(parts[i], ".."))
			return FALSE;
	return TRUE;
}

static void gh_command(GString *s, const char *cmd, const struct porter_report *r,
		       const struct porter_issue_report *ir, const char *title, const char *msg)
{
	g_string_append_printf(s, "::%s ", cmd);
	if (in_driver(ir->file)) {
		g_autofree char *path = job_path(r, ir->file);

		g_string_append(s, "file=");
		porter_github_escape(s, path, TRUE);
		if (ir->line > 0)
			g_string_append_printf(s, ",line=%d", ir->line);
		if (ir->column > 0)
			g_string_append_printf(s, ",col=%d", ir->column);
		g_string_append_c(s, ',');
	}
	g_string_append(s, "title=");
	porter_github_escape(s, title, TRUE);
	g_string_append(s, "::");
	porter_github_escape(s, msg, FALSE);
	g_string_append_c(s, '\n');
}

/*
 * GitHub Actions workflow commands: an ::error line for every issue left in the final build
 * (shown on the line of the pull request), a ::notice for each fix porter made, a summary.
 */
char *porter_render_github(const struct porter_report *r)
{
	GString *s = g_string_new(NULL);

	for (guint i = 0; i < r->remaining->len; i++) {
		const struct porter_issue_report *ir = r->remaining->pdata[i];
		g_autofree char *title = g_strdup_printf("porter: %s %s", ir->kind,
							 ir->symbol ? ir->symbol : "");
		g_autofree char *msg = g_strdup_printf("%s (not ported: no example commit fixed it)",
						       ir->message ? ir->message : ir->kind);

		gh_command(s, "error", r, ir, title, msg);
	}
	for (guint i = 0; i < r->issues->len; i++) {
		const struct porter_issue_report *ir = r->issues->pdata[i];
		g_autofree char *title = NULL, *msg = NULL;

		if (!ir->fixed)
			continue;
		title = g_strdup_printf("porter fixed %s %s", ir->kind, ir->symbol ? ir->symbol : "");
		msg = g_strdup_printf("%s: fixed by %s", ir->message ? ir->message : ir->kind,
				      ir->patch_file ? ir->patch_file :
				      ir->fixed_by ? ir->fixed_by : "a patch of the series");
		gh_command(s, "notice", r, ir, title, msg);
	}
	if (r->load_test && r->load_test->verdict) {
		const struct porter_load_test *t = r->load_test;
		struct porter_issue_report lt = { .kind = "load-test", .file = t->module };
		g_autofree char *title = g_strdup_printf("porter load test: %s", t->verdict);

		gh_command(s, t->loads ? "notice" : "error", r, &lt, title,
			   t->summary ? t->summary : t->verdict);
	}
	if (r->build_failure)
		g_string_append_printf(s, "porter: the build failed before compiling anything: %s\n",
				       r->build_failure);
	else
		g_string_append_printf(s, "porter: %u issue(s) before, %u after, %u fixed; %s\n",
				       r->issues_before, r->issues_after, porter_report_count_fixed(r),
				       r->clean ? "build clean" : "build not clean");
	return g_string_free(s, FALSE);
}

static void sarif_result(JsonBuilder *b, const struct porter_report *r,
			 const struct porter_issue_report *ir, const char *level, const char *msg)
{
	json_builder_begin_object(b);
	porter_json_str(b, "ruleId", ir->kind);
	porter_json_str(b, "level", level);
	json_builder_set_member_name(b, "message");
	json_builder_begin_object(b);
	porter_json_str(b, "text", msg);
	json_builder_end_object(b);
	/* SARIF's locations are optional: a file outside the driver gets none (see in_driver()) */
	if (!in_driver(ir->file))
		goto out_end_result;
	json_builder_set_member_name(b, "locations");
	json_builder_begin_array(b);
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "physicalLocation");
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "artifactLocation");
	json_builder_begin_object(b);
	porter_json_str(b, "uri", ir->file ? ir->file : "");
	porter_json_str(b, "uriBaseId", "DRIVER");
	json_builder_end_object(b);
	/* SARIF lines and columns start at 1; an unknown one is left out */
	if (ir->line > 0) {
		json_builder_set_member_name(b, "region");
		json_builder_begin_object(b);
		json_builder_set_member_name(b, "startLine");
		json_builder_add_int_value(b, ir->line);
		if (ir->column > 0) {
			json_builder_set_member_name(b, "startColumn");
			json_builder_add_int_value(b, ir->column);
		}
		json_builder_end_object(b);
	}
	json_builder_end_object(b);
	json_builder_end_object(b);
	json_builder_end_array(b);
out_end_result:
	json_builder_end_object(b);
	(void)r;
}

char *porter_report_sarif(const struct porter_report *r)
{
	static const char *const kinds[] = { "unknown-field", "no-member", "undefined-function",
					     "undefined-identifier", "unknown-type",
					     "too-many-args", "too-few-args", "incompatible-init",
					     "incompatible-assign", "incompatible-arg",
					     "incompatible-return", "other" };
	g_autoptr(JsonBuilder) b = json_builder_new();
	g_autofree char *base = g_strconcat("file://", r->driver ? r->driver : "/", "/", NULL);

	json_builder_begin_object(b);
	porter_json_str(b, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
	porter_json_str(b, "version", "2.1.0");
	json_builder_set_member_name(b, "runs");
	json_builder_begin_array(b);
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "tool");
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "driver");
	json_builder_begin_object(b);
	porter_json_str(b, "name", "porter");
	porter_json_str(b, "version", PORTER_VERSION);
	json_builder_set_member_name(b, "rules");
	json_builder_begin_array(b);
	for (guint i = 0; i < G_N_ELEMENTS(kinds); i++) {
		g_autofree char *d = g_strdup_printf("porting issue of kind %s, as gcc-reduce "
						     "names it", kinds[i]);

		json_builder_begin_object(b);
		porter_json_str(b, "id", kinds[i]);
		json_builder_set_member_name(b, "shortDescription");
		json_builder_begin_object(b);
		porter_json_str(b, "text", d);
		json_builder_end_object(b);
		json_builder_end_object(b);
	}
	if (r->load_test) {
		json_builder_begin_object(b);
		porter_json_str(b, "id", "load-test");
		json_builder_set_member_name(b, "shortDescription");
		json_builder_begin_object(b);
		porter_json_str(b, "text", "the built module does not load on the target kernel "
			 "(docs/load-test.md)");
		json_builder_end_object(b);
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
	json_builder_end_object(b);
	json_builder_end_object(b);
	json_builder_set_member_name(b, "originalUriBaseIds");
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "DRIVER");
	json_builder_begin_object(b);
	porter_json_str(b, "uri", base);
	json_builder_end_object(b);
	json_builder_end_object(b);
	json_builder_set_member_name(b, "results");
	json_builder_begin_array(b);
	for (guint i = 0; i < r->remaining->len; i++) {
		const struct porter_issue_report *ir = r->remaining->pdata[i];

		sarif_result(b, r, ir, "error", ir->message ? ir->message : ir->kind);
	}
	for (guint i = 0; i < r->issues->len; i++) {
		const struct porter_issue_report *ir = r->issues->pdata[i];
		g_autofree char *msg = NULL;

		if (!ir->fixed)
			continue;
		msg = g_strdup_printf("%s (fixed by %s)", ir->message ? ir->message : ir->kind,
				      ir->patch_file ? ir->patch_file : "porter's series");
		sarif_result(b, r, ir, "note", msg);
	}
	if (r->load_test && r->load_test->verdict) {
		const struct porter_load_test *t = r->load_test;
		struct porter_issue_report lt = { .kind = "load-test", .file = t->module };
		g_autofree char *msg = g_strdup_printf("load test: %s: %s%s%s", t->verdict,
						       t->summary ? t->summary : "",
						       t->trace ? "\n" : "",
						       t->trace ? t->trace : "");

		sarif_result(b, r, &lt, t->loads ? "note" : "error", msg);
	}
	json_builder_end_array(b);
	json_builder_end_object(b);
	json_builder_end_array(b);
	json_builder_end_object(b);
	return porter_json_text(b);
}

/* One GCC JSON diagnostic (and its children, indented) as the compiler's text would say it. */
static void gcc_json_diag(GString *s, JsonObject *d, const char *indent)
{
	const char *kind = json_object_has_member(d, "kind") ?
		json_object_get_string_member_with_default(d, "kind", "error") : "error";
	const char *msg = json_object_get_string_member_with_default(d, "message", "");
	JsonArray *locs = json_object_has_member(d, "locations") ?
		json_object_get_array_member(d, "locations") : NULL;
	JsonArray *kids = json_object_has_member(d, "children") ?
		json_object_get_array_member(d, "children") : NULL;

	g_string_append(s, indent);
	if (locs && json_array_get_length(locs)) {
		JsonObject *l = json_array_get_object_element(locs, 0);
		JsonObject *c = l && json_object_has_member(l, "caret") ?
			json_object_get_object_member(l, "caret") : NULL;

		if (c)
			g_string_append_printf(s, "%s:%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT ": ",
					       json_object_get_string_member_with_default(c, "file", "?"),
					       json_object_get_int_member_with_default(c, "line", 0),
					       json_object_get_int_member_with_default(c, "column", 0));
	}
	g_string_append_printf(s, "%s: %s\n", kind, msg);
	for (guint i = 0; kids && i < json_array_get_length(kids); i++) {
		JsonNode *k = json_array_get_element(kids, i);

		if (JSON_NODE_HOLDS_OBJECT(k))
			gcc_json_diag(s, json_node_get_object(k), "  ");
	}
}

char *porter_log_text(const char *log)
{
	g_auto(GStrv) lines = g_strsplit(log ? log : "", "\n", -1);
	GString *s = g_string_new(NULL);

	for (guint i = 0; lines[i]; i++) {
		g_autoptr(JsonParser) parser = NULL;
		JsonNode *root;

		/* -fdiagnostics-format=json prints one array per compiler run, on one line */
		if (lines[i][0] == '[' && strstr(lines[i], "\"kind\"")) {
			parser = json_parser_new();
			if (json_parser_load_from_data(parser, lines[i], -1, NULL) &&
			    (root = json_parser_get_root(parser)) && JSON_NODE_HOLDS_ARRAY(root)) {
				JsonArray *a = json_node_get_array(root);

				for (guint j = 0; j < json_array_get_length(a); j++) {
					JsonNode *d = json_array_get_element(a, j);

					if (JSON_NODE_HOLDS_OBJECT(d))
						gcc_json_diag(s, json_node_get_object(d), "");
				}
				continue;
			}
		}
		if (*lines[i] || lines[i + 1])
			g_string_append_printf(s, "%s\n", lines[i]);
	}
	return g_string_free(s, FALSE);
}


// SPDX-License-Identifier: GPL-2.0
/*
 * The report of one port as JSON, the stable schema of docs/report.md (through json-glib), and
 * read back from it, which nightly's state and the tests need.
 */
#include <string.h>
#include <json-glib/json-glib.h>

#include "escape.h"
#include "porter.h"
#include "porter-int.h"
#include "reducer.h"

/* ---- JSON -------------------------------------------------------------------------------- */

void porter_json_str(JsonBuilder *b, const char *key, const char *val)
{
	json_builder_set_member_name(b, key);
	if (val)
		json_builder_add_string_value(b, val);
	else
		json_builder_add_null_value(b);
}

static void json_int(JsonBuilder *b, const char *key, gint64 val)
{
	json_builder_set_member_name(b, key);
	json_builder_add_int_value(b, val);
}

static void json_bool(JsonBuilder *b, const char *key, gboolean val)
{
	json_builder_set_member_name(b, key);
	json_builder_add_boolean_value(b, val);
}

static void json_double(JsonBuilder *b, const char *key, double val)
{
	json_builder_set_member_name(b, key);
	/* rounded so that reports diff well between runs */
	json_builder_add_double_value(b, (gint64)(val * 1000 + 0.5) / 1000.0);
}

static void json_location(JsonBuilder *b, const struct porter_issue_report *ir)
{
	porter_json_str(b, "kind", ir->kind);
	porter_json_str(b, "symbol", ir->symbol);
	porter_json_str(b, "container", ir->container);
	porter_json_str(b, "file", ir->file);
	json_int(b, "line", ir->line);
	json_int(b, "column", ir->column);
	porter_json_str(b, "function", ir->function);
	porter_json_str(b, "message", ir->message);
}

static void json_issue(JsonBuilder *b, const struct porter_issue_report *ir);

/* A candidate's chain: the issues its change left, each an issue object of its own. */
static void json_chain(JsonBuilder *b, const struct porter_candidate *c)
{
	if (!c->chain || !c->chain->len)
		return;
	json_builder_set_member_name(b, "chain");
	json_builder_begin_array(b);
	for (guint i = 0; i < c->chain->len; i++)
		json_issue(b, c->chain->pdata[i]);
	json_builder_end_array(b);
}

static void json_issue(JsonBuilder *b, const struct porter_issue_report *ir)
{
	const struct porter_candidate *ex = porter_report_example(ir);

	json_builder_begin_object(b);
	json_location(b, ir);
	json_int(b, "round", ir->round);
	porter_json_str(b, "query", ir->query);
	json_builder_set_member_name(b, "candidates");
	json_builder_begin_array(b);
	for (guint i = 0; i < ir->candidates->len; i++) {
		const struct porter_candidate *c = ir->candidates->pdata[i];

		json_builder_begin_object(b);
		porter_json_str(b, "repo", c->repo);
		porter_json_str(b, "hash", c->hash);
		porter_json_str(b, "subject", c->subject);
		json_double(b, "score", c->score);
		porter_json_str(b, "outcome", porter_outcome_name(c->outcome));
		porter_json_str(b, "why", c->why);
		porter_json_str(b, "patch_name", c->patch_name);
		json_chain(b, c);
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
	json_builder_set_member_name(b, "example");
	if (ex) {
		json_builder_begin_object(b);
		porter_json_str(b, "repo", ex->repo);
		porter_json_str(b, "hash", ex->hash);
		porter_json_str(b, "subject", ex->subject);
		json_double(b, "score", ex->score);
		json_builder_end_object(b);
	} else {
		json_builder_add_null_value(b);
	}
	porter_json_str(b, "patch_name", ir->patch_name);
	porter_json_str(b, "semantic_patch", ir->cocci);
	porter_json_str(b, "synth_stages", ir->stages);
	porter_json_str(b, "diff", ir->diff);
	json_bool(b, "fixed", ir->fixed);
	porter_json_str(b, "fixed_by", ir->fixed_by);
	porter_json_str(b, "patch_file", ir->patch_file);
	porter_json_str(b, "error", ir->error);
	if (ir->query_cut)
		porter_json_str(b, "query_cut", ir->query_cut);
	if (ir->cascade_of)
		porter_json_str(b, "cascade_of", ir->cascade_of);
	if (ir->fixed_from)
		porter_json_str(b, "fixed_from", ir->fixed_from);
	if (ir->agreed) {
		/* the consensus patch of the candidates that derived rules alike, tried first */
		json_builder_set_member_name(b, "consensus");
		json_builder_begin_object(b);
		json_int(b, "agreed", ir->agreed->len);
		json_builder_set_member_name(b, "examples");
		json_builder_begin_array(b);
		for (guint i = 0; i < ir->agreed->len; i++)
			json_builder_add_string_value(b, ir->agreed->pdata[i]);
		json_builder_end_array(b);
		porter_json_str(b, "patch_name", ir->consensus_patch);
		porter_json_str(b, "outcome", porter_outcome_name(ir->consensus_outcome));
		porter_json_str(b, "why", ir->consensus_why);
		json_builder_end_object(b);
	}
	if (ir->flags->len) {
		json_builder_set_member_name(b, "flags");
		json_builder_begin_array(b);
		for (guint i = 0; i < ir->flags->len; i++)
			json_builder_add_string_value(b, ir->flags->pdata[i]);
		json_builder_end_array(b);
	}
	json_builder_end_object(b);
}

/* The document @b built, pretty-printed, ending with a newline as a text file should; owned. */
char *porter_json_text(JsonBuilder *b)
{
	g_autoptr(JsonGenerator) gen = json_generator_new();
	g_autoptr(JsonNode) root = json_builder_get_root(b);
	g_autofree char *out = NULL, *safe = NULL;

	json_generator_set_root(gen, root);
	json_generator_set_pretty(gen, TRUE);
	json_generator_set_indent(gen, 2);
	out = json_generator_to_data(gen, NULL);
	/* json-glib escapes C0 in strings; DEL, C1 and bytes that are not UTF-8 it leaves raw */
	safe = esc_json_text(out);
	return g_strconcat(safe, "\n", NULL);
}

void porter_load_test_json(JsonBuilder *b, const struct porter_load_test *t)
{
	json_builder_begin_object(b);
	porter_json_str(b, "verdict", t->verdict);
	json_bool(b, "loads", t->loads);
	json_int(b, "init_error", t->init_error);
	porter_json_str(b, "symbol", t->symbol);
	porter_json_str(b, "taint", t->taint);
	porter_json_str(b, "trace", t->trace);
	porter_json_str(b, "summary", t->summary);
	porter_json_str(b, "module", t->module);
	porter_json_str(b, "image", t->image);
	porter_json_str(b, "accel", t->accel);
	json_bool(b, "isolated", t->isolated);
	json_double(b, "seconds", t->seconds);
	porter_json_str(b, "error", t->error);
	json_builder_end_object(b);
}


char *porter_render_json(const struct porter_report *r)
{
	g_autoptr(JsonBuilder) b = json_builder_new();

	json_builder_begin_object(b);
	json_int(b, "schema", PORTER_REPORT_SCHEMA);
	porter_json_str(b, "driver", r->driver);
	porter_json_str(b, "kernel", r->kernel);
	porter_json_str(b, "db", r->db);
	porter_json_str(b, "build", r->build);
	porter_json_str(b, "direction", r->backport ? "backport" : "forward");
	porter_json_str(b, "mode", r->review ? "review" : "apply");
	json_bool(b, "applied", r->applied);
	json_bool(b, "clean", r->clean);
	json_bool(b, "isolated", r->isolated);
	json_int(b, "exit_code", r->exit_code);
	json_int(b, "rounds", r->rounds);
	json_int(b, "issues_before", r->issues_before);
	json_int(b, "issues_after", r->issues_after);
	json_int(b, "issues_fixed", porter_report_count_fixed(r));
	json_int(b, "diagnostics_before", r->diagnostics_before);
	json_int(b, "diagnostics_after", r->diagnostics_after);
	json_builder_set_member_name(b, "time");
	json_builder_begin_object(b);
	json_double(b, "build", r->t_build);
	json_double(b, "query", r->t_query);
	json_double(b, "synth", r->t_synth);
	json_double(b, "spatch", r->t_spatch);
	json_double(b, "total", r->t_total);
	json_builder_end_object(b);
	json_builder_set_member_name(b, "issues");
	json_builder_begin_array(b);
	for (guint i = 0; i < r->issues->len; i++)
		json_issue(b, r->issues->pdata[i]);
	json_builder_end_array(b);
	json_builder_set_member_name(b, "remaining");
	json_builder_begin_array(b);
	for (guint i = 0; i < r->remaining->len; i++) {
		json_builder_begin_object(b);
		json_location(b, r->remaining->pdata[i]);
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
	porter_json_str(b, "final_log", r->clean ? NULL : r->final_log);
	if (r->build_failure)
		porter_json_str(b, "build_failure", r->build_failure);
	porter_json_str(b, "out_dir", r->out_dir);
	porter_json_str(b, "series", r->series);
	porter_json_str(b, "notify_warning", r->notify_warning);
	porter_json_str(b, "series_warning", r->series_warning);
	/* absent when the run's budget cut nothing */
	if (r->cut) {
		const struct porter_cut *c = r->cut;

		json_builder_set_member_name(b, "cut");
		json_builder_begin_object(b);
		porter_json_str(b, "by", "budget");
		json_builder_set_member_name(b, "budget_s");
		json_builder_add_double_value(b, c->budget_s);
		json_builder_set_member_name(b, "after_s");
		json_builder_add_double_value(b, c->after_s);
		json_builder_set_member_name(b, "reserve_s");
		json_builder_add_double_value(b, c->reserve_s);
		porter_json_str(b, "where", c->where);
		json_builder_set_member_name(b, "issues_not_tried");
		json_builder_begin_array(b);
		for (guint i = 0; i < c->issues_not_tried->len; i++)
			json_builder_add_string_value(b, c->issues_not_tried->pdata[i]);
		json_builder_end_array(b);
		json_builder_set_member_name(b, "candidates_not_tried");
		json_builder_begin_array(b);
		for (guint i = 0; i < c->candidates_not_tried->len; i++)
			json_builder_add_string_value(b, c->candidates_not_tried->pdata[i]);
		json_builder_end_array(b);
		json_builder_end_object(b);
	}
	/* absent when --load-test was not given */
	if (r->load_test) {
		json_builder_set_member_name(b, "load_test");
		porter_load_test_json(b, r->load_test);
	}
	json_builder_end_object(b);
	return porter_json_text(b);
}


/* ---- reading JSON back ------------------------------------------------------------------- */

static char *obj_str(JsonObject *o, const char *key)
{
	JsonNode *n = json_object_get_member(o, key);

	if (!n || JSON_NODE_HOLDS_NULL(n) || json_node_get_value_type(n) != G_TYPE_STRING)
		return NULL;
	return g_strdup(json_node_get_string(n));
}

static gint64 obj_int(JsonObject *o, const char *key)
{
	JsonNode *n = json_object_get_member(o, key);

	if (!n || !JSON_NODE_HOLDS_VALUE(n))
		return 0;
	return json_node_get_int(n);
}

static double obj_double(JsonObject *o, const char *key)
{
	JsonNode *n = json_object_get_member(o, key);

	if (!n || !JSON_NODE_HOLDS_VALUE(n))
		return 0;
	return json_node_get_double(n);
}

static gboolean obj_bool(JsonObject *o, const char *key)
{
	JsonNode *n = json_object_get_member(o, key);

	if (!n || !JSON_NODE_HOLDS_VALUE(n))
		return FALSE;
	return json_node_get_boolean(n);
}

static struct porter_issue_report *issue_from_json(JsonObject *o)
{
	struct porter_issue_report *ir = porter_issue_report_new();
	JsonArray *cands;
	JsonObject *ex;

	ir->kind = obj_str(o, "kind");
	ir->symbol = obj_str(o, "symbol");
	ir->container = obj_str(o, "container");
	ir->file = obj_str(o, "file");
	ir->line = obj_int(o, "line");
	ir->column = obj_int(o, "column");
	ir->function = obj_str(o, "function");
	ir->message = obj_str(o, "message");
	ir->round = obj_int(o, "round");
	ir->query = obj_str(o, "query");
	ir->patch_name = obj_str(o, "patch_name");
	ir->cocci = obj_str(o, "semantic_patch");
	ir->stages = obj_str(o, "synth_stages");
	ir->diff = obj_str(o, "diff");
	ir->fixed = obj_bool(o, "fixed");
	ir->fixed_by = obj_str(o, "fixed_by");
	ir->patch_file = obj_str(o, "patch_file");
	ir->error = obj_str(o, "error");
	ir->query_cut = obj_str(o, "query_cut");
	ir->cascade_of = obj_str(o, "cascade_of");
	ir->fixed_from = obj_str(o, "fixed_from");
	if (json_object_has_member(o, "consensus") &&
	    JSON_NODE_HOLDS_OBJECT(json_object_get_member(o, "consensus"))) {
		JsonObject *co = json_object_get_object_member(o, "consensus");
		g_autofree char *outcome = obj_str(co, "outcome");

		ir->agreed = g_ptr_array_new_with_free_func(g_free);
		if (json_object_has_member(co, "examples") &&
		    JSON_NODE_HOLDS_ARRAY(json_object_get_member(co, "examples"))) {
			JsonArray *ea = json_object_get_array_member(co, "examples");

			for (guint i = 0; i < json_array_get_length(ea); i++) {
				const char *h = json_array_get_string_element(ea, i);

				g_ptr_array_add(ir->agreed, g_strdup(h ? h : ""));
			}
		}
		ir->consensus_patch = obj_str(co, "patch_name");
		ir->consensus_why = obj_str(co, "why");
		if (!outcome || porter_outcome_from_name(&ir->consensus_outcome, outcome))
			ir->consensus_outcome = PORTER_OUTCOME_UNTRIED;
	}
	if (json_object_has_member(o, "flags") &&
	    JSON_NODE_HOLDS_ARRAY(json_object_get_member(o, "flags"))) {
		JsonArray *fa = json_object_get_array_member(o, "flags");

		for (guint i = 0; i < json_array_get_length(fa); i++) {
			const char *f = json_node_get_string(json_array_get_element(fa, i));

			if (f)
				g_ptr_array_add(ir->flags, g_strdup(f));
		}
	}
	cands = json_object_has_member(o, "candidates") ?
			json_object_get_array_member(o, "candidates") : NULL;
	ex = json_object_has_member(o, "example") &&
			     JSON_NODE_HOLDS_OBJECT(json_object_get_member(o, "example")) ?
		     json_object_get_object_member(o, "example") : NULL;
	for (guint i = 0; cands && i < json_array_get_length(cands); i++) {
		JsonObject *co = json_array_get_object_element(cands, i);
		g_autofree char *outcome = NULL;
		struct porter_candidate *c;

		if (!co)
			continue;
		c = g_new0(struct porter_candidate, 1);
		c->repo = obj_str(co, "repo");
		c->hash = obj_str(co, "hash");
		c->subject = obj_str(co, "subject");
		c->score = obj_double(co, "score");
		c->why = obj_str(co, "why");
		c->patch_name = obj_str(co, "patch_name");
		outcome = obj_str(co, "outcome");
		if (porter_outcome_from_name(&c->outcome, outcome))
			c->outcome = PORTER_OUTCOME_UNTRIED;
		if (json_object_has_member(co, "chain") &&
		    JSON_NODE_HOLDS_ARRAY(json_object_get_member(co, "chain"))) {
			JsonArray *ca = json_object_get_array_member(co, "chain");

			c->chain = g_ptr_array_new_with_free_func(
				(GDestroyNotify)porter_issue_report_free);
			for (guint j = 0; j < json_array_get_length(ca); j++) {
				JsonObject *io = json_array_get_object_element(ca, j);

				if (io)
					g_ptr_array_add(c->chain, issue_from_json(io));
			}
		}
		if (ex && ir->example < 0 && c->outcome == PORTER_OUTCOME_FIXED)
			ir->example = i;
		g_ptr_array_add(ir->candidates, c);
	}
	return ir;
}

int porter_report_from_json(struct porter_report **out, const char *json, const char *name,
			    GError **error)
{
	g_autoptr(JsonParser) parser = json_parser_new();
	g_autoptr(GError) err = NULL;
	struct porter_report *r;
	JsonObject *o, *t;
	JsonNode *root;
	JsonArray *a;

	if (!json_parser_load_from_data(parser, json, -1, &err)) {
		/* json-glib names in-memory input "<data>": put ours there, keeping line:col */
		const char *msg = err->message;

		if (g_str_has_prefix(msg, "<data>:"))
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot parse %s:%s",
				    name, msg + strlen("<data>:"));
		else
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot parse %s: %s",
				    name, msg);
		return -PORTER_ERROR_INPUT;
	}
	root = json_parser_get_root(parser);
	if (!root || !JSON_NODE_HOLDS_OBJECT(root)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot read %s: a report is a JSON object", name);
		return -PORTER_ERROR_INPUT;
	}
	o = json_node_get_object(root);
	if (obj_int(o, "schema") != PORTER_REPORT_SCHEMA) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot read %s: report schema %" G_GINT64_FORMAT ", expected %d", name,
			    obj_int(o, "schema"), PORTER_REPORT_SCHEMA);
		return -PORTER_ERROR_INPUT;
	}
	r = porter_report_new();
	r->driver = obj_str(o, "driver");
	r->kernel = obj_str(o, "kernel");
	r->db = obj_str(o, "db");
	r->build = obj_str(o, "build");
	r->backport = !g_strcmp0(json_object_get_string_member_with_default(o, "direction", ""),
				 "backport");
	r->review = !g_strcmp0(json_object_get_string_member_with_default(o, "mode", ""),
			       "review");
	r->applied = obj_bool(o, "applied");
	r->clean = obj_bool(o, "clean");
	r->isolated = obj_bool(o, "isolated");
	r->exit_code = obj_int(o, "exit_code");
	r->rounds = obj_int(o, "rounds");
	r->issues_before = obj_int(o, "issues_before");
	r->issues_after = obj_int(o, "issues_after");
	r->diagnostics_before = obj_int(o, "diagnostics_before");
	r->diagnostics_after = obj_int(o, "diagnostics_after");
	t = json_object_has_member(o, "time") ? json_object_get_object_member(o, "time") : NULL;
	if (t) {
		r->t_build = obj_double(t, "build");
		r->t_query = obj_double(t, "query");
		r->t_synth = obj_double(t, "synth");
		r->t_spatch = obj_double(t, "spatch");
		r->t_total = obj_double(t, "total");
	}
	a = json_object_has_member(o, "issues") ? json_object_get_array_member(o, "issues") : NULL;
	for (guint i = 0; a && i < json_array_get_length(a); i++) {
		JsonObject *io = json_array_get_object_element(a, i);

		if (io)
			g_ptr_array_add(r->issues, issue_from_json(io));
	}
	a = json_object_has_member(o, "remaining") ? json_object_get_array_member(o, "remaining") :
						     NULL;
	for (guint i = 0; a && i < json_array_get_length(a); i++) {
		JsonObject *io = json_array_get_object_element(a, i);

		if (io)
			g_ptr_array_add(r->remaining, issue_from_json(io));
	}
	r->final_log = obj_str(o, "final_log");
	r->build_failure = obj_str(o, "build_failure");
	r->out_dir = obj_str(o, "out_dir");
	r->series = obj_str(o, "series");
	r->notify_warning = obj_str(o, "notify_warning");
	r->series_warning = obj_str(o, "series_warning");
	t = json_object_has_member(o, "cut") ? json_object_get_object_member(o, "cut") : NULL;
	if (t) {
		struct porter_cut *c = g_new0(struct porter_cut, 1);
		const char *const lists[] = { "issues_not_tried", "candidates_not_tried" };

		c->budget_s = json_object_get_double_member_with_default(t, "budget_s", 0);
		c->after_s = json_object_get_double_member_with_default(t, "after_s", 0);
		c->reserve_s = json_object_get_double_member_with_default(t, "reserve_s", 0);
		c->where = obj_str(t, "where");
		c->issues_not_tried = g_ptr_array_new_with_free_func(g_free);
		c->candidates_not_tried = g_ptr_array_new_with_free_func(g_free);
		for (guint l = 0; l < G_N_ELEMENTS(lists); l++) {
			GPtrArray *to = l ? c->candidates_not_tried : c->issues_not_tried;
			JsonArray *ca = json_object_has_member(t, lists[l]) ?
					json_object_get_array_member(t, lists[l]) : NULL;

			for (guint i = 0; ca && i < json_array_get_length(ca); i++)
				g_ptr_array_add(to, g_strdup(json_array_get_string_element(ca, i)));
		}
		r->cut = c;
	}
	t = json_object_has_member(o, "load_test") ? json_object_get_object_member(o, "load_test") :
						     NULL;
	if (t) {
		struct porter_load_test *lt = g_new0(struct porter_load_test, 1);

		lt->verdict = obj_str(t, "verdict");
		lt->loads = obj_bool(t, "loads");
		lt->init_error = obj_int(t, "init_error");
		lt->symbol = obj_str(t, "symbol");
		lt->taint = obj_str(t, "taint");
		lt->trace = obj_str(t, "trace");
		lt->summary = obj_str(t, "summary");
		lt->module = obj_str(t, "module");
		lt->image = obj_str(t, "image");
		lt->accel = obj_str(t, "accel");
		lt->isolated = obj_bool(t, "isolated");
		lt->seconds = obj_double(t, "seconds");
		lt->error = obj_str(t, "error");
		r->load_test = lt;
	}
	*out = r;
	return 0;
}


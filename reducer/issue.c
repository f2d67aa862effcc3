// SPDX-License-Identifier: GPL-2.0
/*
 * Issue kinds, their names, and the three output formats of a reduced issue list: text for people,
 * docs/cli.md's JSON contract for tools, and Vim quickfix lines.
 */
#include <string.h>
#include <json-glib/json-glib.h>

#include "red-int.h"

static const char *const kind_names[RED_N_KINDS] = {
	[RED_UNKNOWN_FIELD] = "unknown-field",
	[RED_NO_MEMBER] = "no-member",
	[RED_UNDEFINED_FUNCTION] = "undefined-function",
	[RED_UNDEFINED_IDENTIFIER] = "undefined-identifier",
	[RED_UNKNOWN_TYPE] = "unknown-type",
	[RED_TOO_MANY_ARGS] = "too-many-args",
	[RED_TOO_FEW_ARGS] = "too-few-args",
	[RED_INCOMPATIBLE_INIT] = "incompatible-init",
	[RED_INCOMPATIBLE_ASSIGN] = "incompatible-assign",
	[RED_INCOMPATIBLE_ARG] = "incompatible-arg",
	[RED_INCOMPATIBLE_RETURN] = "incompatible-return",
	[RED_OTHER] = "other",
	[RED_MISSING_INCLUDE] = "missing-include",
	[RED_MOVED_INCLUDE] = "moved-include",
	[RED_MISSING_NAMESPACE] = "missing-namespace",
	[RED_UNDEFINED_SYMBOL] = "undefined-symbol",
};

G_DEFINE_QUARK(red-error-quark, red_error)

const char *red_kind_name(enum red_kind kind)
{
	if ((unsigned int)kind >= RED_N_KINDS)
		return "other";
	return kind_names[kind];
}

int red_kind_from_name(enum red_kind *out, const char *name)
{
	for (int i = 0; i < RED_N_KINDS; i++) {
		if (name && !strcmp(kind_names[i], name)) {
			*out = i;
			return 0;
		}
	}
	return -1;
}

void red_issue_free(struct red_issue *issue)
{
	if (!issue)
		return;
	g_free(issue->symbol);
	g_free(issue->container);
	g_free(issue->file);
	g_free(issue->function);
	g_free(issue->message);
	g_free(issue->expected);
	g_free(issue->actual);
	g_free(issue->prototype);
	g_free(issue->severity);
	g_free(issue->option);
	g_clear_pointer(&issue->evidence, g_ptr_array_unref);
	g_clear_pointer(&issue->fields, g_ptr_array_unref);
	g_clear_pointer(&issue->files, g_ptr_array_unref);
	g_free(issue->include);
	g_clear_pointer(&issue->members, g_ptr_array_unref);
	g_free(issue);
}

static void add_str(JsonBuilder *b, const char *key, const char *val)
{
	json_builder_set_member_name(b, key);
	if (val)
		json_builder_add_string_value(b, val);
	else
		json_builder_add_null_value(b);
}

static void add_strv(JsonBuilder *b, const char *key, GPtrArray *a)
{
	json_builder_set_member_name(b, key);
	if (!a) {
		json_builder_add_null_value(b);
		return;
	}
	json_builder_begin_array(b);
	for (guint i = 0; i < a->len; i++)
		json_builder_add_string_value(b, g_ptr_array_index(a, i));
	json_builder_end_array(b);
}

static void add_issues(JsonBuilder *b, GPtrArray *issues)
{
	json_builder_begin_array(b);
	for (guint i = 0; issues && i < issues->len; i++) {
		const struct red_issue *is = g_ptr_array_index(issues, i);

		json_builder_begin_object(b);
		add_str(b, "kind", red_kind_name(is->kind));
		add_str(b, "symbol", is->symbol);
		add_str(b, "container", is->container);
		add_str(b, "file", is->file);
		json_builder_set_member_name(b, "line");
		json_builder_add_int_value(b, is->line);
		json_builder_set_member_name(b, "column");
		json_builder_add_int_value(b, is->column);
		add_str(b, "function", is->function);
		add_str(b, "message", is->message);
		add_str(b, "expected", is->expected);
		add_str(b, "actual", is->actual);
		add_str(b, "prototype", is->prototype);
		add_str(b, "severity", is->severity);
		add_str(b, "option", is->option);
		add_strv(b, "fields", is->fields);
		json_builder_set_member_name(b, "count");
		json_builder_add_int_value(b, is->count);
		add_strv(b, "evidence", is->evidence);
		if (is->kind == RED_MISSING_INCLUDE || is->kind == RED_MOVED_INCLUDE) {
			add_str(b, "include", is->include);
			add_strv(b, "members", is->members);
		}
		if (is->kind == RED_MISSING_NAMESPACE)
			add_strv(b, "members", is->members);
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
}

static char *to_text(JsonBuilder *b)
{
	g_autoptr(JsonGenerator) gen = json_generator_new();
	g_autoptr(JsonNode) root = json_builder_get_root(b);

	json_generator_set_root(gen, root);
	json_generator_set_pretty(gen, TRUE);
	return json_generator_to_data(gen, NULL);
}

char *red_issues_to_json(GPtrArray *issues)
{
	g_autoptr(JsonBuilder) b = json_builder_new();

	add_issues(b, issues);
	return to_text(b);
}

char *red_result_to_json(GPtrArray *issues, guint n_diagnostics)
{
	g_autoptr(JsonBuilder) b = json_builder_new();

	json_builder_begin_object(b);
	/* the format's version: fields are added, a change of shape or meaning bumps it */
	json_builder_set_member_name(b, "schema");
	json_builder_add_int_value(b, RED_JSON_SCHEMA);
	json_builder_set_member_name(b, "diagnostics");
	json_builder_add_int_value(b, n_diagnostics);
	json_builder_set_member_name(b, "issues");
	add_issues(b, issues);
	json_builder_end_object(b);
	return to_text(b);
}

/* The facts after the symbol, shared by the text and Vim formats. */
static void append_facts(GString *s, const struct red_issue *is)
{
	if (is->container)
		g_string_append_printf(s, " in %s", is->container);
	if (is->function)
		g_string_append_printf(s, " (in %s())", is->function);
	if (is->expected || is->actual)
		g_string_append_printf(s, ": expected %s, got %s", is->expected ? is->expected : "?",
				       is->actual ? is->actual : "?");
	if (is->prototype)
		g_string_append_printf(s, "; prototype: %s", is->prototype);
	if (is->kind == RED_MOVED_INCLUDE && is->include)
		g_string_append_printf(s, "; now %s", is->include);
	for (guint i = 0; is->members && i < is->members->len; i++)
		g_string_append_printf(s, "%s%s", i ? ", " : ": ", (char *)is->members->pdata[i]);
	if (is->count > 1)
		g_string_append_printf(s, " [x%u]", is->count);
}

char *red_issues_to_text(GPtrArray *issues)
{
	GString *s = g_string_new(NULL);

	for (guint i = 0; issues && i < issues->len; i++) {
		const struct red_issue *is = g_ptr_array_index(issues, i);

		g_string_append_printf(s, "%s:%d:%d: %s %s", is->file, is->line, is->column,
				       red_kind_name(is->kind), is->symbol);
		append_facts(s, is);
		g_string_append_c(s, '\n');
	}
	return g_string_free(s, FALSE);
}

char *red_issues_to_vim(GPtrArray *issues)
{
	GString *s = g_string_new(NULL);

	for (guint i = 0; issues && i < issues->len; i++) {
		const struct red_issue *is = g_ptr_array_index(issues, i);
		const char *sev = is->severity && !strcmp(is->severity, "warning") ? "warning" : "error";

		g_string_append_printf(s, "%s:%d:%d: %s: %s %s", is->file, is->line, is->column, sev,
				       red_kind_name(is->kind), is->symbol);
		append_facts(s, is);
		g_string_append_printf(s, ": %s\n", is->message);
	}
	return g_string_free(s, FALSE);
}

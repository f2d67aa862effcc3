// SPDX-License-Identifier: GPL-2.0
/*
 * The report of one port: the model, and its renderers as text (terminal, colour optional),
 * JSON (the stable schema of docs/report.md, through json-glib) and Markdown (merge requests,
 * mail).  Also reads a JSON report back, which nightly's state and the tests need.
 */
#include <string.h>
#include <json-glib/json-glib.h>

#include "escape.h"
#include "porter.h"

G_DEFINE_QUARK(porter-error-quark, porter_error)

static const char *const outcome_names[] = {
	[PORTER_OUTCOME_UNTRIED] = "untried",
	[PORTER_OUTCOME_NO_CHANGES] = "no-changes",
	[PORTER_OUTCOME_NO_PATCH] = "no-patch",
	[PORTER_OUTCOME_NOT_APPLIED] = "not-applied",
	[PORTER_OUTCOME_NOT_FIXED] = "not-fixed",
	[PORTER_OUTCOME_NEW_ERRORS] = "new-errors",
	[PORTER_OUTCOME_REJECTED] = "rejected",
	[PORTER_OUTCOME_CHAIN] = "chain",
	[PORTER_OUTCOME_FIXED] = "fixed",
};

const char *porter_outcome_name(enum porter_outcome outcome)
{
	if ((unsigned)outcome >= G_N_ELEMENTS(outcome_names))
		return "untried";
	return outcome_names[outcome];
}

static int outcome_from_name(enum porter_outcome *out, const char *name)
{
	for (guint i = 0; i < G_N_ELEMENTS(outcome_names); i++) {
		if (name && !strcmp(name, outcome_names[i])) {
			*out = i;
			return 0;
		}
	}
	return -1;
}

struct porter_candidate *porter_candidate_new(const char *repo, const char *hash,
					      const char *subject, double score)
{
	struct porter_candidate *c = g_new0(struct porter_candidate, 1);

	c->repo = g_strdup(repo);
	c->hash = g_strdup(hash);
	c->subject = g_strdup(subject);
	c->score = score;
	return c;
}

void porter_candidate_free(struct porter_candidate *c)
{
	if (!c)
		return;
	g_free(c->repo);
	g_free(c->hash);
	g_free(c->subject);
	g_free(c->why);
	g_free(c->patch_name);
	if (c->chain)
		g_ptr_array_unref(c->chain);
	g_free(c);
}

struct porter_issue_report *porter_issue_report_new(void)
{
	struct porter_issue_report *r = g_new0(struct porter_issue_report, 1);

	r->candidates = g_ptr_array_new_with_free_func((GDestroyNotify)porter_candidate_free);
	r->flags = g_ptr_array_new_with_free_func(g_free);
	r->example = -1;
	return r;
}

void porter_issue_report_free(struct porter_issue_report *r)
{
	if (!r)
		return;
	g_free(r->kind);
	g_free(r->symbol);
	g_free(r->container);
	g_free(r->file);
	g_free(r->function);
	g_free(r->message);
	g_free(r->query);
	g_ptr_array_unref(r->candidates);
	g_free(r->patch_name);
	g_free(r->cocci);
	g_free(r->stages);
	g_free(r->diff);
	g_free(r->fixed_by);
	g_free(r->patch_file);
	g_free(r->error);
	g_free(r->query_cut);
	g_free(r->cascade_of);
	g_ptr_array_unref(r->flags);
	g_free(r);
}

char *porter_issue_key(const char *kind, const char *symbol, const char *container)
{
	return g_strdup_printf("%s %s%s%s", kind ? kind : "?", symbol ? symbol : "?",
			       container ? " " : "", container ? container : "");
}

struct porter_report *porter_report_new(void)
{
	struct porter_report *r = g_new0(struct porter_report, 1);

	r->issues = g_ptr_array_new_with_free_func((GDestroyNotify)porter_issue_report_free);
	r->remaining = g_ptr_array_new_with_free_func((GDestroyNotify)porter_issue_report_free);
	r->exit_code = PORTER_EXIT_INTERNAL;
	return r;
}

void porter_report_free(struct porter_report *r)
{
	if (!r)
		return;
	g_free(r->driver);
	g_free(r->kernel);
	g_free(r->db);
	g_free(r->build);
	g_ptr_array_unref(r->issues);
	g_ptr_array_unref(r->remaining);
	g_free(r->final_log);
	g_free(r->out_dir);
	g_free(r->series);
	g_free(r->notify_warning);
	g_free(r->series_warning);
	porter_load_test_free(r->load_test);
	g_free(r);
}

void porter_load_test_free(struct porter_load_test *t)
{
	if (!t)
		return;
	g_free(t->verdict);
	g_free(t->symbol);
	g_free(t->trace);
	g_free(t->taint);
	g_free(t->summary);
	g_free(t->module);
	g_free(t->image);
	g_free(t->modules_dir);
	g_free(t->accel);
	g_free(t->error);
	g_free(t->console);
	g_free(t);
}

int porter_format_from_name(enum porter_format *out, const char *name)
{
	if (!g_strcmp0(name, "text"))
		*out = PORTER_FORMAT_TEXT;
	else if (!g_strcmp0(name, "json"))
		*out = PORTER_FORMAT_JSON;
	else if (!g_strcmp0(name, "markdown") || !g_strcmp0(name, "md"))
		*out = PORTER_FORMAT_MARKDOWN;
	else if (!g_strcmp0(name, "github"))
		*out = PORTER_FORMAT_GITHUB;
	else
		return -1;
	return 0;
}

static guint count_fixed(const struct porter_report *r)
{
	guint n = 0;

	for (guint i = 0; i < r->issues->len; i++)
		n += ((struct porter_issue_report *)r->issues->pdata[i])->fixed;
	return n;
}

static const struct porter_candidate *example_of(const struct porter_issue_report *ir)
{
	if (ir->example < 0 || (guint)ir->example >= ir->candidates->len)
		return NULL;
	return ir->candidates->pdata[ir->example];
}

static char *short_hash(const char *hash)
{
	return g_strndup(hash ? hash : "?", 12);
}

/* ---- text -------------------------------------------------------------------------------- */

struct palette {
	const char *bold, *red, *green, *yellow, *cyan, *dim, *off;
};
static const struct palette plain = { "", "", "", "", "", "", "" };
static const struct palette ansi = { "\033[1m", "\033[31m", "\033[32m", "\033[33m", "\033[36m",
				     "\033[2m", "\033[0m" };

/*
 * Everything in the text report that porter did not write itself (names, messages, subjects,
 * a build's output) is shown through esc_terminal(): a build's escape sequences do not reach
 * the terminal, a name's newline does not start a line.  The strings live in @k.
 */
static const char *tx(GPtrArray *k, const char *text)
{
	if (!text)
		return NULL;
	g_ptr_array_add(k, esc_terminal(text, FALSE));
	return k->pdata[k->len - 1];
}

/* Each line of @text at @prefix, escaped as one line. */
static void indent_block(GString *s, const char *text, const char *prefix)
{
	g_auto(GStrv) lines = NULL;
	guint n;

	if (!text)
		return;
	lines = g_strsplit(text, "\n", -1);
	n = g_strv_length(lines);
	/* a trailing newline gives an empty last element: do not print it as a line */
	if (n && !*lines[n - 1])
		n--;
	for (guint i = 0; i < n; i++) {
		g_string_append(s, prefix);
		esc_append_terminal(s, lines[i], FALSE);
		g_string_append_c(s, '\n');
	}
}

static void text_location(GString *s, GPtrArray *k, const struct porter_issue_report *ir)
{
	g_string_append_printf(s, "%s:%d:%d", ir->file ? tx(k, ir->file) : "?", ir->line,
			       ir->column);
}

/* "do_gettimeofday -> 640d56d08964 -> getnstimeofday64 -> 81286d78f5d7": a kept chain's steps. */
static void chain_path(GString *s, GPtrArray *k, const struct porter_issue_report *ir)
{
	const struct porter_candidate *ex = example_of(ir);

	g_string_append(s, ir->symbol ? tx(k, ir->symbol) : "?");
	if (!ex)
		return;
	g_string_append_printf(s, " -> %.12s", ex->hash ? tx(k, ex->hash) : "?");
	for (guint i = 0; ex->chain && i < ex->chain->len; i++) {
		g_string_append(s, i ? ", " : " -> ");
		chain_path(s, k, ex->chain->pdata[i]);
	}
}

/*
 * The candidates of @ir, one a line at @pad, each followed by the chain its change started:
 * the names of its example it left undefined, with their own candidates one level deeper.
 */
static void text_candidates(GString *s, GPtrArray *k, const struct porter_issue_report *ir,
			    const char *pad, const struct palette *p)
{
	g_autofree char *deeper = g_strconcat(pad, "      ", NULL);

	for (guint i = 0; i < ir->candidates->len; i++) {
		const struct porter_candidate *c = ir->candidates->pdata[i];
		g_autofree char *h = short_hash(c->hash);

		g_string_append_printf(s, "%s%2u. %s%s%s %5.1f%%  %-11s %s", pad, i + 1, p->yellow,
				       tx(k, h), p->off, c->score, porter_outcome_name(c->outcome),
				       c->subject ? tx(k, c->subject) : "");
		if (c->why)
			g_string_append_printf(s, "  %s(%s)%s", p->dim, tx(k, c->why), p->off);
		g_string_append_c(s, '\n');
		for (guint j = 0; c->chain && j < c->chain->len; j++) {
			const struct porter_issue_report *ci = c->chain->pdata[j];

			g_string_append_printf(s, "%s    -> then %s %s at ", pad, tx(k, ci->kind),
					       tx(k, ci->symbol));
			text_location(s, k, ci);
			g_string_append_printf(s, ": %s%s%s\n", ci->fixed ? p->green : p->red,
					       ci->fixed ? "FIXED" : "NOT FIXED", p->off);
			if (ci->error)
				g_string_append_printf(s, "%s  error: %s\n", deeper,
						       tx(k, ci->error));
			else if (!ci->candidates->len)
				g_string_append_printf(s, "%s  candidates: none found\n", deeper);
			text_candidates(s, k, ci, deeper, p);
		}
	}
}

static void text_issue(GString *s, GPtrArray *k, const struct porter_issue_report *ir, guint n,
		       const struct palette *p)
{
	const struct porter_candidate *ex = example_of(ir);

	g_string_append_printf(s, "\n%s[%u] %s %s%s%s%s  ", p->bold, n, tx(k, ir->kind),
			       tx(k, ir->symbol), ir->container ? " in " : "",
			       ir->container ? tx(k, ir->container) : "", p->off);
	if (ir->fixed)
		g_string_append_printf(s, "%sFIXED%s\n", p->green, p->off);
	else
		g_string_append_printf(s, "%sNOT FIXED%s\n", p->red, p->off);
	g_string_append(s, "    at ");
	text_location(s, k, ir);
	if (ir->function)
		g_string_append_printf(s, " in %s()", tx(k, ir->function));
	g_string_append_c(s, '\n');
	if (ir->message)
		g_string_append_printf(s, "    gcc: %s\n", tx(k, ir->message));
	if (ir->fixed_by)
		g_string_append_printf(s, "    fixed together with: %s\n", tx(k, ir->fixed_by));
	if (ir->cascade_of)
		g_string_append_printf(s, "    cascade of: %s (not queried)\n",
				       tx(k, ir->cascade_of));
	if (ex && ex->chain && ex->chain->len) {
		g_string_append(s, "    chain: ");
		chain_path(s, k, ir);
		g_string_append_c(s, '\n');
	}
	for (guint i = 0; i < ir->flags->len; i++)
		g_string_append_printf(s, "    %sflag:%s %s\n", p->yellow, p->off,
				       tx(k, ir->flags->pdata[i]));
	if (ir->error)
		g_string_append_printf(s, "    %serror:%s %s\n", p->red, p->off, tx(k, ir->error));
	if (ir->query_cut)
		g_string_append_printf(s, "    query cut: %s\n", tx(k, ir->query_cut));
	if (ex) {
		g_autofree char *h = short_hash(ex->hash);

		/* the score is no confidence: say what it measures */
		g_string_append_printf(s, "    example: %s%s%s (\"%s\") in %s, the query matched "
				       "%.0f%% of its changed lines\n",
				       p->yellow, tx(k, h), p->off,
				       ex->subject ? tx(k, ex->subject) : "",
				       ex->repo ? tx(k, ex->repo) : "?", ex->score);
	}
	if (ir->query) {
		g_string_append(s, "    query:\n");
		indent_block(s, ir->query, "        ");
	}
	if (ir->candidates->len) {
		g_string_append_printf(s, "    candidates (%u; %% of each commit's changed lines "
				       "the query matched):\n", ir->candidates->len);
		text_candidates(s, k, ir, "      ", p);
	} else if (ir->query) {
		g_string_append(s, "    candidates: none found\n");
	}
	if (ir->cocci) {
		g_string_append_printf(s, "    semantic patch (%s):\n",
				       ir->patch_name ? tx(k, ir->patch_name) : "?");
		indent_block(s, ir->cocci, "        ");
	}
	if (ir->diff) {
		g_string_append(s, "    diff:\n");
		indent_block(s, ir->diff, "        ");
	}
	if (ir->patch_file)
		g_string_append_printf(s, "    patch: %s\n", tx(k, ir->patch_file));
}

/* The load test's lines: verdict first, the trace indented (already escaped by the parser). */
static void text_load_test(GString *s, const struct porter_load_test *t, const struct palette *p)
{
	if (t->error) {
		g_string_append_printf(s, "\n%sload test:%s %snot run%s: %s\n", p->bold, p->off,
				       p->red, p->off, t->error);
		return;
	}
	g_string_append_printf(s, "\n%sload test:%s %s%s%s: %s\n", p->bold, p->off,
			       t->loads ? p->green : p->red, t->verdict, p->off,
			       t->summary ? t->summary : "");
	g_string_append_printf(s, "    module: %s\n    image: %s\n    vm: %s, %.1f s%s\n",
			       t->module ? t->module : "?", t->image ? t->image : "?",
			       t->accel ? t->accel : "?", t->seconds,
			       t->isolated ? ", isolated (bwrap)" : ", not isolated");
	if (t->trace) {
		g_string_append(s, "    trace:\n");
		indent_block(s, t->trace, "        ");
	}
}

static char *render_text(const struct porter_report *r, const struct palette *p)
{
	g_autoptr(GPtrArray) k = g_ptr_array_new_with_free_func(g_free);
	GString *s = g_string_new(NULL);

	g_string_append_printf(s, "%sporter %s%s: %s -> %s\n", p->bold,
			       r->backport ? "backport" : "port", p->off, tx(k, r->driver),
			       tx(k, r->kernel));
	g_string_append_printf(s, "database: %s\n", r->db ? tx(k, r->db) : "-");
	if (r->build)
		g_string_append_printf(s, "build: %s\n", tx(k, r->build));
	g_string_append_printf(s, "mode: %s%s, builds %s\n", r->review ? "review" : "apply",
			       r->applied ? " (applied to the driver)" : "",
			       r->isolated ? "isolated (bwrap)" : "not isolated");
	for (guint i = 0; i < r->issues->len; i++)
		text_issue(s, k, r->issues->pdata[i], i + 1, p);
	if (r->remaining->len) {
		g_string_append_printf(s, "\n%sremaining issues in the final build:%s\n", p->bold,
				       p->off);
		for (guint i = 0; i < r->remaining->len; i++) {
			const struct porter_issue_report *ir = r->remaining->pdata[i];

			g_string_append(s, "    ");
			text_location(s, k, ir);
			g_string_append_printf(s, ": %s %s%s%s\n", tx(k, ir->kind), tx(k, ir->symbol),
					       ir->container ? " in " : "",
					       ir->container ? tx(k, ir->container) : "");
		}
	}
	if (!r->clean && r->final_log && *r->final_log) {
		g_autofree char *log = porter_log_text(r->final_log);

		g_string_append(s, "\nfinal build output:\n");
		indent_block(s, log, "    ");
	}
	if (r->load_test)
		text_load_test(s, r->load_test, p);
	g_string_append_printf(s, "\n%ssummary:%s %u issue(s) before, %u after, %u fixed, "
			       "%u round(s); %s%s%s\n",
			       p->bold, p->off, r->issues_before, r->issues_after, count_fixed(r),
			       r->rounds, r->clean ? p->green : p->red,
			       r->clean ? "build clean" : "build not clean", p->off);
	g_string_append_printf(s, "time: build %.2fs, query %.2fs, synth %.2fs, spatch %.2fs, "
			       "total %.2fs\n",
			       r->t_build, r->t_query, r->t_synth, r->t_spatch, r->t_total);
	if (r->series)
		g_string_append_printf(s, "patch series: %s\n", tx(k, r->series));
	if (r->out_dir)
		g_string_append_printf(s, "output: %s\n", tx(k, r->out_dir));
	if (r->notify_warning)
		g_string_append_printf(s, "%swarning:%s %s\n", p->yellow, p->off,
				       tx(k, r->notify_warning));
	if (r->series_warning)
		g_string_append_printf(s, "%swarning:%s %s\n", p->yellow, p->off,
				       tx(k, r->series_warning));
	return g_string_free(s, FALSE);
}

/* ---- JSON -------------------------------------------------------------------------------- */

static void json_str(JsonBuilder *b, const char *key, const char *val)
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
	json_str(b, "kind", ir->kind);
	json_str(b, "symbol", ir->symbol);
	json_str(b, "container", ir->container);
	json_str(b, "file", ir->file);
	json_int(b, "line", ir->line);
	json_int(b, "column", ir->column);
	json_str(b, "function", ir->function);
	json_str(b, "message", ir->message);
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
	const struct porter_candidate *ex = example_of(ir);

	json_builder_begin_object(b);
	json_location(b, ir);
	json_int(b, "round", ir->round);
	json_str(b, "query", ir->query);
	json_builder_set_member_name(b, "candidates");
	json_builder_begin_array(b);
	for (guint i = 0; i < ir->candidates->len; i++) {
		const struct porter_candidate *c = ir->candidates->pdata[i];

		json_builder_begin_object(b);
		json_str(b, "repo", c->repo);
		json_str(b, "hash", c->hash);
		json_str(b, "subject", c->subject);
		json_double(b, "score", c->score);
		json_str(b, "outcome", porter_outcome_name(c->outcome));
		json_str(b, "why", c->why);
		json_str(b, "patch_name", c->patch_name);
		json_chain(b, c);
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
	json_builder_set_member_name(b, "example");
	if (ex) {
		json_builder_begin_object(b);
		json_str(b, "repo", ex->repo);
		json_str(b, "hash", ex->hash);
		json_str(b, "subject", ex->subject);
		json_double(b, "score", ex->score);
		json_builder_end_object(b);
	} else {
		json_builder_add_null_value(b);
	}
	json_str(b, "patch_name", ir->patch_name);
	json_str(b, "semantic_patch", ir->cocci);
	json_str(b, "synth_stages", ir->stages);
	json_str(b, "diff", ir->diff);
	json_bool(b, "fixed", ir->fixed);
	json_str(b, "fixed_by", ir->fixed_by);
	json_str(b, "patch_file", ir->patch_file);
	json_str(b, "error", ir->error);
	if (ir->query_cut)
		json_str(b, "query_cut", ir->query_cut);
	if (ir->cascade_of)
		json_str(b, "cascade_of", ir->cascade_of);
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
static char *json_text(JsonBuilder *b)
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

static void json_load_test(JsonBuilder *b, const struct porter_load_test *t)
{
	json_builder_begin_object(b);
	json_str(b, "verdict", t->verdict);
	json_bool(b, "loads", t->loads);
	json_int(b, "init_error", t->init_error);
	json_str(b, "symbol", t->symbol);
	json_str(b, "taint", t->taint);
	json_str(b, "trace", t->trace);
	json_str(b, "summary", t->summary);
	json_str(b, "module", t->module);
	json_str(b, "image", t->image);
	json_str(b, "accel", t->accel);
	json_bool(b, "isolated", t->isolated);
	json_double(b, "seconds", t->seconds);
	json_str(b, "error", t->error);
	json_builder_end_object(b);
}

char *porter_load_test_render(const struct porter_load_test *t, enum porter_format format)
{
	g_autoptr(JsonBuilder) b = NULL;
	GString *s;

	if (format == PORTER_FORMAT_JSON) {
		b = json_builder_new();
		json_load_test(b, t);
		return json_text(b);
	}
	s = g_string_new(NULL);
	text_load_test(s, t, &plain);
	/* alone, without the blank line that separates it in a report */
	g_string_erase(s, 0, 1);
	return g_string_free(s, FALSE);
}

static char *render_json(const struct porter_report *r)
{
	g_autoptr(JsonBuilder) b = json_builder_new();

	json_builder_begin_object(b);
	json_int(b, "schema", PORTER_REPORT_SCHEMA);
	json_str(b, "driver", r->driver);
	json_str(b, "kernel", r->kernel);
	json_str(b, "db", r->db);
	json_str(b, "build", r->build);
	json_str(b, "direction", r->backport ? "backport" : "forward");
	json_str(b, "mode", r->review ? "review" : "apply");
	json_bool(b, "applied", r->applied);
	json_bool(b, "clean", r->clean);
	json_bool(b, "isolated", r->isolated);
	json_int(b, "exit_code", r->exit_code);
	json_int(b, "rounds", r->rounds);
	json_int(b, "issues_before", r->issues_before);
	json_int(b, "issues_after", r->issues_after);
	json_int(b, "issues_fixed", count_fixed(r));
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
	json_str(b, "final_log", r->clean ? NULL : r->final_log);
	json_str(b, "out_dir", r->out_dir);
	json_str(b, "series", r->series);
	json_str(b, "notify_warning", r->notify_warning);
	json_str(b, "series_warning", r->series_warning);
	/* absent when --load-test was not given */
	if (r->load_test) {
		json_builder_set_member_name(b, "load_test");
		json_load_test(b, r->load_test);
	}
	json_builder_end_object(b);
	return json_text(b);
}

/* ---- Markdown ---------------------------------------------------------------------------- */

/* A fenced block whose fence is longer than any backtick run inside, so nothing breaks out. */
static void md_fence(GString *s, const char *lang, const char *text)
{
	guint run = 0, longest = 0;
	g_autofree char *fence = NULL;
	gsize len;

	for (const char *c = text; *c; c++) {
		run = *c == '`' ? run + 1 : 0;
		longest = MAX(longest, run);
	}
	fence = g_strnfill(MAX(3, longest + 1), '`');
	len = strlen(text);
	g_string_append_printf(s, "%s%s\n%s%s%s\n\n", fence, lang, text,
			       len && text[len - 1] == '\n' ? "" : "\n", fence);
}

/* Table cells: no newlines, pipes escaped. */
static char *md_cell(const char *text)
{
	GString *s = g_string_new(NULL);

	for (const char *c = text ? text : ""; *c; c++) {
		if (*c == '|')
			g_string_append(s, "\\|");
		else if (*c == '\n' || *c == '\r')
			g_string_append_c(s, ' ');
		else
			g_string_append_c(s, *c);
	}
	return g_string_free(s, FALSE);
}

static void md_issue(GString *s, const struct porter_issue_report *ir, guint n)
{
	g_autoptr(GPtrArray) k = g_ptr_array_new_with_free_func(g_free);
	const struct porter_candidate *ex = example_of(ir);

	g_string_append_printf(s, "### %u. `%s` `%s`%s%s%s — %s\n\n", n, ir->kind, ir->symbol,
			       ir->container ? " in `" : "", ir->container ? ir->container : "",
			       ir->container ? "`" : "", ir->fixed ? "fixed" : "**not fixed**");
	g_string_append_printf(s, "- location: `%s:%d:%d`%s%s%s\n", ir->file ? tx(k, ir->file) : "?",
			       ir->line, ir->column, ir->function ? " in `" : "",
			       ir->function ? ir->function : "", ir->function ? "()`" : "");
	if (ir->message)
		g_string_append_printf(s, "- gcc: %s\n", ir->message);
	if (ex) {
		g_autofree char *h = short_hash(ex->hash);

		g_string_append_printf(s, "- example: `%s` (\"%s\") in %s, the query matched %.0f%% "
				       "of its changed lines\n", h,
				       ex->subject ? ex->subject : "", ex->repo ? ex->repo : "?",
				       ex->score);
	}
	if (ir->fixed_by)
		g_string_append_printf(s, "- fixed together with: %s\n", ir->fixed_by);
	if (ir->cascade_of)
		g_string_append_printf(s, "- cascade of: %s (not queried)\n", ir->cascade_of);
	if (ex && ex->chain && ex->chain->len) {
		g_string_append(s, "- chain: ");
		chain_path(s, k, ir);
		g_string_append_c(s, '\n');
	}
	for (guint i = 0; i < ir->flags->len; i++)
		g_string_append_printf(s, "- **flag:** %s\n", (char *)ir->flags->pdata[i]);
	if (ir->error)
		g_string_append_printf(s, "- error: %s\n", ir->error);
	if (ir->query_cut)
		g_string_append_printf(s, "- query cut: %s\n", ir->query_cut);
	if (ir->patch_file)
		g_string_append_printf(s, "- patch: `%s`\n", ir->patch_file);
	g_string_append_c(s, '\n');
	if (ir->query) {
		g_string_append(s, "Query:\n\n");
		md_fence(s, "", ir->query);
	}
	if (ir->candidates->len) {
		g_string_append(s, "| # | commit | match (% of its changed lines) | outcome | subject |\n"
				   "|---|---|---|---|---|\n");
		for (guint i = 0; i < ir->candidates->len; i++) {
			const struct porter_candidate *c = ir->candidates->pdata[i];
			g_autofree char *h = short_hash(c->hash);
			g_autofree char *subj = md_cell(c->subject);

			g_string_append_printf(s, "| %u | `%s` | %.1f%% | %s | %s |\n", i + 1, h,
					       c->score, porter_outcome_name(c->outcome), subj);
		}
		g_string_append_c(s, '\n');
	}
	if (ir->cocci) {
		g_string_append_printf(s, "Semantic patch `%s`:\n\n",
				       ir->patch_name ? ir->patch_name : "?");
		md_fence(s, "", ir->cocci);
	}
	if (ir->diff) {
		g_string_append(s, "Diff:\n\n");
		md_fence(s, "diff", ir->diff);
	}
}

static char *render_markdown(const struct porter_report *r)
{
	g_autoptr(GPtrArray) k = g_ptr_array_new_with_free_func(g_free);
	GString *s = g_string_new(NULL);

	g_string_append_printf(s, "## porter %s: `%s` → `%s`\n\n",
			       r->backport ? "backport" : "port", r->driver, r->kernel);
	g_string_append_printf(s, "**%s**: %u issue(s) before, %u after, %u fixed in %u "
			       "round(s).\n\n",
			       r->clean ? "Build clean" : "Build not clean", r->issues_before,
			       r->issues_after, count_fixed(r), r->rounds);
	g_string_append_printf(s, "| build | query | synth | spatch | total |\n"
			       "|---|---|---|---|---|\n"
			       "| %.2fs | %.2fs | %.2fs | %.2fs | %.2fs |\n\n",
			       r->t_build, r->t_query, r->t_synth, r->t_spatch, r->t_total);
	for (guint i = 0; i < r->issues->len; i++)
		md_issue(s, r->issues->pdata[i], i + 1);
	if (r->remaining->len) {
		g_string_append(s, "### Remaining issues\n\n");
		for (guint i = 0; i < r->remaining->len; i++) {
			const struct porter_issue_report *ir = r->remaining->pdata[i];

			g_string_append_printf(s, "- `%s:%d:%d` %s `%s`%s%s%s\n",
					       ir->file ? tx(k, ir->file) : "?", ir->line, ir->column,
					       ir->kind, ir->symbol, ir->container ? " in `" : "",
					       ir->container ? ir->container : "",
					       ir->container ? "`" : "");
		}
		g_string_append_c(s, '\n');
	}
	if (!r->clean && r->final_log && *r->final_log) {
		g_string_append(s, "<details><summary>Final build output</summary>\n\n");
		md_fence(s, "", r->final_log);
		g_string_append(s, "</details>\n\n");
	}
	if (r->series)
		g_string_append_printf(s, "Patch series: `%s`\n", r->series);
	if (r->notify_warning)
		g_string_append_printf(s, "\n> warning: %s\n", r->notify_warning);
	if (r->series_warning)
		g_string_append_printf(s, "\n> warning: %s\n", r->series_warning);
	return g_string_free(s, FALSE);
}

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
static char *render_github(const struct porter_report *r)
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
	g_string_append_printf(s, "porter: %u issue(s) before, %u after, %u fixed; %s\n",
			       r->issues_before, r->issues_after, count_fixed(r),
			       r->clean ? "build clean" : "build not clean");
	return g_string_free(s, FALSE);
}

static void sarif_result(JsonBuilder *b, const struct porter_report *r,
			 const struct porter_issue_report *ir, const char *level, const char *msg)
{
	json_builder_begin_object(b);
	json_str(b, "ruleId", ir->kind);
	json_str(b, "level", level);
	json_builder_set_member_name(b, "message");
	json_builder_begin_object(b);
	json_str(b, "text", msg);
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
	json_str(b, "uri", ir->file ? ir->file : "");
	json_str(b, "uriBaseId", "DRIVER");
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
	json_str(b, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
	json_str(b, "version", "2.1.0");
	json_builder_set_member_name(b, "runs");
	json_builder_begin_array(b);
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "tool");
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "driver");
	json_builder_begin_object(b);
	json_str(b, "name", "porter");
	json_str(b, "version", PORTER_VERSION);
	json_builder_set_member_name(b, "rules");
	json_builder_begin_array(b);
	for (guint i = 0; i < G_N_ELEMENTS(kinds); i++) {
		g_autofree char *d = g_strdup_printf("porting issue of kind %s, as gcc-reduce "
						     "names it", kinds[i]);

		json_builder_begin_object(b);
		json_str(b, "id", kinds[i]);
		json_builder_set_member_name(b, "shortDescription");
		json_builder_begin_object(b);
		json_str(b, "text", d);
		json_builder_end_object(b);
		json_builder_end_object(b);
	}
	if (r->load_test) {
		json_builder_begin_object(b);
		json_str(b, "id", "load-test");
		json_builder_set_member_name(b, "shortDescription");
		json_builder_begin_object(b);
		json_str(b, "text", "the built module does not load on the target kernel "
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
	json_str(b, "uri", base);
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
	return json_text(b);
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

char *porter_report_render(const struct porter_report *r, enum porter_format format,
			   gboolean colour)
{
	g_autofree char *doc = NULL;

	switch (format) {
	case PORTER_FORMAT_JSON:
		return render_json(r);
	case PORTER_FORMAT_GITHUB:
		return render_github(r);
	case PORTER_FORMAT_MARKDOWN:
		doc = render_markdown(r);
		break;
	case PORTER_FORMAT_TEXT:
	default:
		if (colour)
			return render_text(r, &ansi);
		doc = render_text(r, &plain);
	}
	/* no colour of porter's own: the whole document may go through the terminal's escaper */
	return esc_terminal(doc, TRUE);
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
		if (outcome_from_name(&c->outcome, outcome))
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
	r->out_dir = obj_str(o, "out_dir");
	r->series = obj_str(o, "series");
	r->notify_warning = obj_str(o, "notify_warning");
	r->series_warning = obj_str(o, "series_warning");
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

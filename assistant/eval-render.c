// SPDX-License-Identifier: GPL-2.0
/*
 * `porter eval`'s output: the scores of every case as a table or as JSON (docs/eval.md).
 * Nothing is estimated: a figure that was not measured is printed as "-" (JSON null).
 */
#include <string.h>
#include <json-glib/json-glib.h>

#include "porter.h"
#include "porter-int.h"
#include "eval.h"

/* ---- rendering ---------------------------------------------------------------------------- */

struct totals {
	guint cases, ran, clean, errors;
	guint issues, diagnostics, fixed, left;
	guint expect, reported, with_examples, found, rank1, expect_fixed;
	double t_build, t_index, t_query, t_synth, t_spatch, t_total;
	gboolean index_measured;
	guint why[PORTER_EVAL_LEFT_N];
	gboolean judged;		/* some case has a reference */
	guint judge[PORTER_JUDGE_UNJUDGED + 1];
};

static void add_totals(struct totals *t, const struct porter_eval_score *s)
{
	t->cases++;
	t->expect += s->n_expect;
	if (s->t_index >= 0) {
		t->t_index += s->t_index;
		t->index_measured = TRUE;
	}
	if (!s->r) {
		t->errors++;
		return;
	}
	t->ran++;
	t->clean += s->r->clean;
	t->issues += s->r->issues_before;
	t->diagnostics += s->r->diagnostics_before;
	t->fixed += s->n_fixed;
	t->left += s->r->issues_after;
	t->reported += s->n_reported;
	t->with_examples += s->n_with_examples;
	t->found += s->n_found;
	t->rank1 += s->n_rank1;
	t->expect_fixed += s->n_expect_fixed;
	for (int w = 0; w < PORTER_EVAL_LEFT_N; w++)
		t->why[w] += s->n_why[w];
	t->judged = t->judged || s->judged;
	for (int j = 0; j <= PORTER_JUDGE_UNJUDGED; j++)
		t->judge[j] += s->n_judge[j];
	t->t_build += s->r->t_build;
	t->t_query += s->r->t_query;
	t->t_synth += s->r->t_synth;
	t->t_spatch += s->r->t_spatch;
	t->t_total += s->r->t_total;
}

static char *ratio(guint n, guint of, gboolean known)
{
	if (!known || !of)
		return g_strdup("-");
	return g_strdup_printf("%u/%u", n, of);
}

static char *secs(double v, gboolean known)
{
	if (!known)
		return g_strdup("-");
	return g_strdup_printf("%.2f", v);
}

#define ROW_FMT "%-16s %6s %5s %5s %4s %5s %6s %6s %6s %6s %6s %6s %6s %6s %8s\n"

static void text_row(GString *s, const char *name, gboolean ran, guint issues, guint diags,
		     guint fixed, guint left, const char *clean, guint expect, guint reported,
		     guint with_ex, guint found, guint rank1, double tb, double ti, gboolean ti_known,
		     double tq, double tsyn, double ttot)
{
	g_autofree char *iss = ran ? g_strdup_printf("%u", issues) : g_strdup("-");
	g_autofree char *dg = ran ? g_strdup_printf("%u", diags) : g_strdup("-");
	g_autofree char *fx = ran ? g_strdup_printf("%u", fixed) : g_strdup("-");
	g_autofree char *lf = ran ? g_strdup_printf("%u", left) : g_strdup("-");
	g_autofree char *rep = ratio(reported, expect, ran);
	g_autofree char *fnd = ratio(found, with_ex, ran);
	g_autofree char *r1 = ratio(rank1, with_ex, ran);
	g_autofree char *b = secs(tb, ran), *i = secs(ti, ti_known), *q = secs(tq, ran);
	g_autofree char *sy = secs(tsyn, ran), *tt = secs(ttot, ran);
	g_autofree char *ovh = ran && tb > 0 ? g_strdup_printf("%.2f", ttot / tb) : g_strdup("-");

	g_string_append_printf(s, ROW_FMT, name, iss, dg, fx, lf, clean, rep, fnd, r1, b, i, q, sy,
			       tt, ovh);
}

/* "no-candidate 2, new-errors 1": the classes of the issues left, or NULL when none is. */
static char *why_summary(const guint *n)
{
	GString *s = g_string_new(NULL);

	for (int w = 0; w < PORTER_EVAL_LEFT_N; w++)
		if (n[w])
			g_string_append_printf(s, "%s%s %u", s->len ? ", " : "", porter_eval_left_names[w], n[w]);
	return g_string_free(s, !s->len);
}

/*
 * eval --load-test: how many clean ports load, then each case's verdict and time (the VM's
 * wall time, docs/load-test.md); nothing when no case was load-tested.
 */
static void load_tests_text(GString *s, const struct porter_eval_manifest *m,
			    const struct porter_eval_score *scores)
{
	guint tested = 0, loads = 0, errors = 0;
	double total_s = 0;

	for (guint i = 0; i < m->cases->len; i++) {
		const struct porter_load_test *lt = scores[i].r ? scores[i].r->load_test : NULL;

		if (!lt)
			continue;
		tested++;
		loads += lt->loads;
		errors += !lt->verdict;
		total_s += lt->seconds;
	}
	if (!tested)
		return;
	g_string_append_printf(s, "\nload tests: %u of %u clean port(s) load, %u could not run, "
			       "%.1f s each on average\n", loads, tested, errors,
			       total_s / tested);
	for (guint i = 0; i < m->cases->len; i++) {
		const struct porter_load_test *lt = scores[i].r ? scores[i].r->load_test : NULL;

		if (!lt)
			continue;
		g_string_append_printf(s, "  %-16s %-20s %5.1f s  %s\n", scores[i].c->name,
				       lt->verdict ? lt->verdict : "error", lt->seconds,
				       lt->verdict ? (lt->summary ? lt->summary : "") :
						     (lt->error ? lt->error : ""));
	}
}

char *porter_eval_render_text(const struct porter_eval_manifest *m, struct porter_eval_score *scores)
{
	GString *s = g_string_new(NULL);
	struct totals t = { 0 };
	g_autofree char *clean = NULL;

	g_string_append_printf(s, "porter eval: %s, %u case(s)\n\n", m->path, m->cases->len);
	g_string_append_printf(s, ROW_FMT, "case", "issues", "diags", "fixed", "left", "clean",
			       "expect", "found", "rank1", "build", "index", "query", "synth",
			       "total", "overhead");
	for (guint i = 0; i < m->cases->len; i++) {
		const struct porter_eval_score *cs = &scores[i];
		const struct porter_report *r = cs->r;

		add_totals(&t, cs);
		text_row(s, cs->c->name, r != NULL, r ? r->issues_before : 0,
			 r ? r->diagnostics_before : 0, cs->n_fixed, r ? r->issues_after : 0,
			 r ? (r->clean ? "yes" : "no") : "error", cs->n_expect, cs->n_reported,
			 cs->n_with_examples, cs->n_found, cs->n_rank1, r ? r->t_build : 0,
			 cs->t_index, cs->t_index >= 0, r ? r->t_query : 0,
			 r ? r->t_synth + r->t_spatch : 0, r ? r->t_total : 0);
	}
	clean = g_strdup_printf("%u/%u", t.clean, t.cases);
	text_row(s, "total", t.ran > 0, t.issues, t.diagnostics, t.fixed, t.left, clean, t.expect,
		 t.reported, t.with_examples, t.found, t.rank1, t.t_build, t.t_index,
		 t.index_measured, t.t_query, t.t_synth + t.t_spatch, t.t_total);
	g_string_append(s, "\nissues/diags: root issues of the first build and the compiler "
			   "diagnostics they came from;\nexpect: expected issues reported; found, "
			   "rank1: right example among the candidates, first;\ntimes in seconds, "
			   "synth includes spatch, overhead is total / build;\n"
			   "index is '-' when the database existed already.\n");
	{
		g_autofree char *tw = why_summary(t.why);

		if (tw) {
			g_string_append_printf(s, "\nwhy issues are left: %s\n", tw);
			for (guint i = 0; i < m->cases->len; i++) {
				const struct porter_eval_score *cs = &scores[i];

				for (guint j = 0; cs->left && j < cs->left->len; j++) {
					const struct porter_eval_left_issue *l = cs->left->pdata[j];

					g_string_append_printf(s, "  %-16s %-13s %s\n", cs->c->name,
							       porter_eval_left_names[l->why], l->key);
				}
			}
		}
	}
	if (t.judged) {
		g_string_append_printf(s, "\nfixes judged against the references: agrees %u, "
				       "differs %u, wrong %u, unjudged %u\n",
				       t.judge[PORTER_JUDGE_AGREES], t.judge[PORTER_JUDGE_DIFFERS],
				       t.judge[PORTER_JUDGE_WRONG], t.judge[PORTER_JUDGE_UNJUDGED]);
		for (guint i = 0; i < m->cases->len; i++) {
			const struct porter_eval_score *cs = &scores[i];

			for (guint j = 0; cs->judged && j < cs->judged->len; j++) {
				const struct porter_eval_judged *ji = cs->judged->pdata[j];

				g_string_append_printf(s, "  %-16s %-8s %s: %s", cs->c->name,
						       porter_judgment_name(ji->j), ji->key, ji->why);
				if (ji->decisions)
					g_string_append_printf(s, " (%u decision%s of porter's)",
							       ji->decisions,
							       ji->decisions == 1 ? "" : "s");
				g_string_append_c(s, '\n');
			}
		}
	}
	load_tests_text(s, m, scores);
	for (guint i = 0; i < m->cases->len; i++)
		if (scores[i].error)
			g_string_append_printf(s, "error: %s\n", scores[i].error);
	return g_string_free(s, FALSE);
}

static void json_opt_double(JsonBuilder *b, const char *key, double v, gboolean known)
{
	json_builder_set_member_name(b, key);
	if (known)
		json_builder_add_double_value(b, v);
	else
		json_builder_add_null_value(b);
}

static void json_opt_int(JsonBuilder *b, const char *key, guint v, gboolean known)
{
	json_builder_set_member_name(b, key);
	if (known)
		json_builder_add_int_value(b, v);
	else
		json_builder_add_null_value(b);
}

static void json_times(JsonBuilder *b, gboolean ran, double tb, double ti, gboolean ti_known,
		       double tq, double tsyn, double tsp, double ttot)
{
	json_builder_set_member_name(b, "time");
	json_builder_begin_object(b);
	json_opt_double(b, "build", tb, ran);
	json_opt_double(b, "index", ti, ti_known);
	json_opt_double(b, "query", tq, ran);
	json_opt_double(b, "synth", tsyn, ran);
	json_opt_double(b, "spatch", tsp, ran);
	json_opt_double(b, "total", ttot, ran);
	json_builder_end_object(b);
	json_opt_double(b, "overhead", tb > 0 ? ttot / tb : 0, ran && tb > 0);
}

static void json_str_or_null(JsonBuilder *b, const char *key, const char *v)
{
	json_builder_set_member_name(b, key);
	if (v)
		json_builder_add_string_value(b, v);
	else
		json_builder_add_null_value(b);
}

char *porter_eval_render_json(const struct porter_eval_manifest *m, struct porter_eval_score *scores)
{
	g_autoptr(JsonBuilder) b = json_builder_new();
	g_autoptr(JsonGenerator) gen = json_generator_new();
	g_autoptr(JsonNode) root = NULL;
	struct totals t = { 0 };
	char *text;

	json_builder_begin_object(b);
	/* this format's version (docs/eval.md): fields are added, a change of meaning bumps it */
	json_builder_set_member_name(b, "schema");
	json_builder_add_int_value(b, 1);
	json_builder_set_member_name(b, "manifest");
	json_builder_add_string_value(b, m->path);
	json_builder_set_member_name(b, "cases");
	json_builder_begin_array(b);
	for (guint i = 0; i < m->cases->len; i++) {
		const struct porter_eval_score *cs = &scores[i];
		const struct porter_report *r = cs->r;
		gboolean ran = r != NULL, with_ex = ran && cs->n_with_examples;

		add_totals(&t, cs);
		json_builder_begin_object(b);
		json_str_or_null(b, "name", cs->c->name);
		json_str_or_null(b, "error", cs->error);
		json_builder_set_member_name(b, "exit_code");
		json_builder_add_int_value(b, cs->exit_code);
		json_builder_set_member_name(b, "clean");
		json_builder_add_boolean_value(b, r && r->clean);
		json_opt_int(b, "rounds", r ? r->rounds : 0, ran);
		json_opt_int(b, "issues", r ? r->issues_before : 0, ran);
		json_opt_int(b, "diagnostics", r ? r->diagnostics_before : 0, ran);
		json_opt_int(b, "issues_reference", cs->first ? g_hash_table_size(cs->first) : 0,
			     cs->first != NULL);
		/* kept for schema 1's readers: the loop's first build is the reference now */
		json_opt_double(b, "reference_build", 0, FALSE);
		json_opt_int(b, "fixed", cs->n_fixed, ran);
		json_opt_int(b, "issues_after", r ? r->issues_after : 0, ran);
		json_builder_set_member_name(b, "expected");
		json_builder_add_int_value(b, cs->n_expect);
		json_opt_int(b, "expected_reported", cs->n_reported, ran && cs->n_expect);
		json_opt_int(b, "expected_fixed", cs->n_expect_fixed, ran && cs->n_expect);
		json_opt_int(b, "with_examples", cs->n_with_examples, ran && cs->n_expect);
		json_opt_int(b, "example_found", cs->n_found, with_ex);
		json_opt_int(b, "example_rank1", cs->n_rank1, with_ex);
		json_times(b, ran, r ? r->t_build : 0, cs->t_index, cs->t_index >= 0,
			   r ? r->t_query : 0, r ? r->t_synth : 0, r ? r->t_spatch : 0,
			   r ? r->t_total : 0);
		json_builder_set_member_name(b, "left_issues");
		json_builder_begin_array(b);
		for (guint j = 0; cs->left && j < cs->left->len; j++) {
			const struct porter_eval_left_issue *l = cs->left->pdata[j];

			json_builder_begin_object(b);
			json_str_or_null(b, "issue", l->key);
			json_str_or_null(b, "why", porter_eval_left_names[l->why]);
			json_builder_end_object(b);
		}
		json_builder_end_array(b);
		/* null without a reference; else one entry per fixed issue */
		json_builder_set_member_name(b, "judged");
		if (!cs->judged) {
			json_builder_add_null_value(b);
		} else {
			json_builder_begin_array(b);
			for (guint j = 0; j < cs->judged->len; j++) {
				const struct porter_eval_judged *ji = cs->judged->pdata[j];

				json_builder_begin_object(b);
				json_str_or_null(b, "issue", ji->key);
				json_str_or_null(b, "judgment", porter_judgment_name(ji->j));
				json_str_or_null(b, "why", ji->why);
				json_builder_set_member_name(b, "decisions");
				json_builder_add_int_value(b, ji->decisions);
				json_builder_end_object(b);
			}
			json_builder_end_array(b);
		}
		/* eval --load-test: null when the case was not load-tested (not clean, no option) */
		json_builder_set_member_name(b, "load_test");
		if (r && r->load_test)
			porter_load_test_json(b, r->load_test);
		else
			json_builder_add_null_value(b);
		json_builder_set_member_name(b, "expected_issues");
		json_builder_begin_array(b);
		for (guint j = 0; j < cs->c->expected->len; j++) {
			const struct porter_eval_expect *e = cs->c->expected->pdata[j];
			const struct porter_eval_expect_score *es = &cs->ex[j];

			json_builder_begin_object(b);
			json_str_or_null(b, "kind", e->kind);
			json_str_or_null(b, "symbol", e->symbol);
			json_str_or_null(b, "container", e->container);
			json_builder_set_member_name(b, "reported");
			json_builder_add_boolean_value(b, es->reported);
			json_builder_set_member_name(b, "fixed");
			json_builder_add_boolean_value(b, es->fixed);
			json_builder_set_member_name(b, "queried");
			json_builder_add_boolean_value(b, es->queried);
			json_opt_int(b, "example_rank", es->rank, es->rank > 0);
			json_builder_end_object(b);
		}
		json_builder_end_array(b);
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
	json_builder_set_member_name(b, "total");
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "cases");
	json_builder_add_int_value(b, t.cases);
	json_builder_set_member_name(b, "errors");
	json_builder_add_int_value(b, t.errors);
	json_builder_set_member_name(b, "clean");
	json_builder_add_int_value(b, t.clean);
	json_builder_set_member_name(b, "issues");
	json_builder_add_int_value(b, t.issues);
	json_builder_set_member_name(b, "diagnostics");
	json_builder_add_int_value(b, t.diagnostics);
	json_builder_set_member_name(b, "fixed");
	json_builder_add_int_value(b, t.fixed);
	json_builder_set_member_name(b, "issues_after");
	json_builder_add_int_value(b, t.left);
	json_builder_set_member_name(b, "expected");
	json_builder_add_int_value(b, t.expect);
	json_builder_set_member_name(b, "expected_reported");
	json_builder_add_int_value(b, t.reported);
	json_builder_set_member_name(b, "expected_fixed");
	json_builder_add_int_value(b, t.expect_fixed);
	json_builder_set_member_name(b, "with_examples");
	json_builder_add_int_value(b, t.with_examples);
	json_builder_set_member_name(b, "example_found");
	json_builder_add_int_value(b, t.found);
	json_builder_set_member_name(b, "example_rank1");
	json_builder_add_int_value(b, t.rank1);
	json_builder_set_member_name(b, "why_left");
	json_builder_begin_object(b);
	for (int w = 0; w < PORTER_EVAL_LEFT_N; w++) {
		json_builder_set_member_name(b, porter_eval_left_names[w]);
		json_builder_add_int_value(b, t.why[w]);
	}
	json_builder_end_object(b);
	json_builder_set_member_name(b, "judged");
	if (!t.judged) {
		json_builder_add_null_value(b);
	} else {
		json_builder_begin_object(b);
		for (int j = 0; j <= PORTER_JUDGE_UNJUDGED; j++) {
			json_builder_set_member_name(b, porter_judgment_name(j));
			json_builder_add_int_value(b, t.judge[j]);
		}
		json_builder_end_object(b);
	}
	json_times(b, t.ran > 0, t.t_build, t.t_index, t.index_measured, t.t_query, t.t_synth,
		   t.t_spatch, t.t_total);
	json_builder_end_object(b);
	json_builder_end_object(b);

	root = json_builder_get_root(b);
	json_generator_set_root(gen, root);
	json_generator_set_pretty(gen, TRUE);
	text = json_generator_to_data(gen, NULL);
	{
		char *nl = g_strconcat(text, "\n", NULL);

		g_free(text);
		return nl;
	}
}


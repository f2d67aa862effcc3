// SPDX-License-Identifier: GPL-2.0
/*
 * The report of one port: the model and the helpers its renderers share.  The renderers sit on
 * it, in files of their own: text and Markdown (report-text.c), JSON and its reading back
 * (report-json.c) and the CI formats (report-ci.c); report-render.c picks one by format.
 */
#include <string.h>

#include "porter.h"
#include "porter-int.h"

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

int porter_outcome_from_name(enum porter_outcome *out, const char *name)
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
	g_free(c->repo_ref);
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
	g_free(r->fixed_from);
	if (r->agreed)
		g_ptr_array_unref(r->agreed);
	g_free(r->consensus_why);
	g_free(r->consensus_patch);
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
	r->first_keys = g_ptr_array_new_with_free_func(g_free);
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
	g_ptr_array_unref(r->first_keys);
	g_free(r->final_log);
	g_free(r->build_failure);
	g_free(r->out_dir);
	g_free(r->series);
	g_free(r->notify_warning);
	g_free(r->series_warning);
	porter_load_test_free(r->load_test);
	porter_cut_free(r->cut);
	g_free(r);
}

char *porter_cut_text(const struct porter_report *r, const char *indent)
{
	const struct porter_cut *c = r->cut;
	GString *s = g_string_new(NULL);
	guint fixed = porter_report_count_fixed(r);

	g_string_append_printf(s, "cut by the budget: %g s (%.1f s of it kept for the final "
			       "build), stopped after %.1f s %s; ", c->budget_s, c->reserve_s,
			       c->after_s, c->where ? c->where : "");
	if (fixed)
		g_string_append_printf(s, "what was kept (%u fix(es)) %s\n", fixed,
				       r->clean ? "builds clean" : "does not build clean");
	else
		g_string_append(s, "nothing was kept: the first build stands\n");
	for (guint i = 0; c->issues_not_tried && i < c->issues_not_tried->len; i++)
		g_string_append_printf(s, "%sissue not tried: %s\n", indent,
				       (char *)c->issues_not_tried->pdata[i]);
	for (guint i = 0; c->candidates_not_tried && i < c->candidates_not_tried->len; i++)
		g_string_append_printf(s, "%scandidate not tried: %s\n", indent,
				       (char *)c->candidates_not_tried->pdata[i]);
	return g_string_free(s, FALSE);
}

void porter_cut_free(struct porter_cut *c)
{
	if (!c)
		return;
	g_free(c->where);
	if (c->issues_not_tried)
		g_ptr_array_unref(c->issues_not_tried);
	if (c->candidates_not_tried)
		g_ptr_array_unref(c->candidates_not_tried);
	g_free(c);
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

guint porter_report_count_fixed(const struct porter_report *r)
{
	guint n = 0;

	for (guint i = 0; i < r->issues->len; i++)
		n += ((struct porter_issue_report *)r->issues->pdata[i])->fixed;
	return n;
}

const struct porter_candidate *porter_report_example(const struct porter_issue_report *ir)
{
	if (ir->example < 0 || (guint)ir->example >= ir->candidates->len)
		return NULL;
	return ir->candidates->pdata[ir->example];
}

char *porter_short_hash(const char *hash)
{
	return g_strndup(hash ? hash : "?", 12);
}

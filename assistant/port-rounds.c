// SPDX-License-Identifier: GPL-2.0
/*
 * The port loop's rounds: each root issue of the current build in file order, its report entry
 * and, unless it is a cascade of another issue of its function, its query and candidates
 * (porter_fix_one(), port.c), then the target tree's header for an include issue no example fixed
 * and modpost's namespace for a missing-namespace issue, and in a backport the definition an
 * example added to a header for a name the target kernel lacks.
 */
#include <string.h>

#include "convert.h"
#include "porter-int.h"

/*
 * The root issue of an odd diagnostic ("control reaches end of non-void function", a type used
 * as an expression): another issue earlier in the same function of the same file, whose
 * failure it follows from.  NULL when there is none.
 */
static const struct red_issue *cascade_root(struct port *p, const struct red_issue *issue)
{
	const struct red_issue *root = NULL;

	if (issue->kind != RED_OTHER || !issue->function)
		return NULL;
	for (guint i = 0; i < p->issues->len; i++) {
		const struct red_issue *o = p->issues->pdata[i];

		if (o == issue || o->kind == RED_OTHER || g_strcmp0(o->file, issue->file) ||
		    g_strcmp0(o->function, issue->function) || o->line > issue->line)
			continue;
		if (!root || o->line < root->line)
			root = o;
	}
	return root;
}

/* One root issue of a round: its report entry, then its query and candidates. */
static int fix_issue(struct port *p, const struct red_issue *issue, guint round, GError **error)
{
	g_autofree char *key = porter_file_key(p, issue);
	struct porter_issue_report *ir = porter_report_for(p, issue, key);
	const struct red_issue *root = cascade_root(p, issue);
	int ret;

	g_clear_pointer(&ir->cascade_of, g_free);
	if (root) {
		/* it goes when its root does: a query for it would find nothing of its own */
		ir->cascade_of = porter_red_issue_key(root);
		ir->round = round;
		porter_progress("round %u: %s is a cascade of %s, not queried", round, key,
				ir->cascade_of);
		return 0;
	}
	ret = porter_fix_one(p, issue, ir, key, round, 1, error);
	/* an include issue no example fixed: the target tree's facts give the header */
	if (!ret)
		ret = porter_include_fix(p, issue, ir, key, round, error);
	/* a namespace no example imported: modpost's message names it */
	if (!ret)
		ret = porter_namespace_fix(p, issue, ir, key, round, error);
	/* a name newer than the target kernel: the header change that added it defines it */
	return ret ? ret : porter_define_fix(p, issue, ir, key, round, error);
}


/* The rounds: each root issue of the current build in file order, until none is left or a
 * round fixes nothing.  0, or <0 on error. */
int porter_run_rounds(struct port *p, guint max_rounds, GError **error)
{
	for (guint round = 1; round <= max_rounds && p->issues->len; round++) {
		g_autoptr(GPtrArray) todo = g_ptr_array_new_with_free_func(g_free);
		gboolean progress = FALSE;

		p->r->rounds = round;
		/* every issue has its entry, also those another issue's change will fix */
		for (guint i = 0; i < p->issues->len; i++) {
			g_autofree char *k = porter_file_key(p, p->issues->pdata[i]);

			porter_report_for(p, p->issues->pdata[i], k);
		}
		/* the issue set changes as fixes are kept: iterate over this round's keys */
		for (guint i = 0; i < p->issues->len; i++)
			g_ptr_array_add(todo, porter_file_key(p, p->issues->pdata[i]));
		if (porter_budget_left(p) <= 0 || p->r->cut) {
			struct porter_cut *cut = porter_budget_cut(p, "before round %u", round);

			for (guint i = 0; i < todo->len; i++)
				g_ptr_array_add(cut->issues_not_tried, g_strdup(todo->pdata[i]));
			p->r->rounds = round - 1;
			break;
		}
		for (guint i = 0; i < todo->len; i++) {
			const struct red_issue *issue = NULL;
			int ret;

			for (guint j = 0; j < p->issues->len && !issue; j++) {
				g_autofree char *k = porter_file_key(p, p->issues->pdata[j]);

				if (!strcmp(k, todo->pdata[i]))
					issue = p->issues->pdata[j];
			}
			/* gone already, fixed with an earlier one */
			if (!issue)
				continue;
			ret = fix_issue(p, issue, round, error);
			if (ret < 0)
				return ret;
			progress |= ret > 0;
		}
		if (!progress || p->r->cut)
			break;
	}
	return 0;
}

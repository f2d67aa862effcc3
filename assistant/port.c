// SPDX-License-Identifier: GPL-2.0
/*
 * One root issue of the port loop (porter_fix_one()): template, query, then per candidate
 * synthesize, apply, rebuild, and keep the change only when the issue is gone, no file has an
 * issue it did not have (issue sets compared by kind+symbol+container and file, never by line)
 * and the change keeps what the driver did.  A change that leaves names of its example's '+'
 * side undefined here is a step of a chain: those names are ported next.  The rounds
 * (port-rounds.c) call it for each root issue; porter_port_run() (port-run.c) runs the loop.
 */
#include <string.h>

#include "convert.h"
#include "porter-int.h"

/* A candidate's outcome is the best any of its patches reached, with that patch's reason. */
static void set_outcome(struct porter_candidate *c, enum porter_outcome outcome, char *why)
{
	if (outcome < c->outcome) {
		g_free(why);
		return;
	}
	c->outcome = outcome;
	g_free(c->why);
	c->why = why;
}

/* ---- the loop ---------------------------------------------------------------------------- */

/*
 * The issues of a build (@issues) that are new: in a file that did not have them (make -k built
 * every file both times); their file keys into @fresh, the first described in *@out_first
 * (owned).  Whether each of them can be a step of a chain (porter_chain_link()).
 */
static gboolean new_issues(struct port *p, GPtrArray *issues, const struct porter_sides *sd,
			   GPtrArray *fresh, char **out_first)
{
	gboolean chain = TRUE;

	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *ni = issues->pdata[i];
		g_autofree char *nk = porter_red_issue_key(ni);
		const char *where = NULL;

		for (guint j = 0; !where && ni->files && j < ni->files->len; j++) {
			g_autofree char *fk = g_strdup_printf("%s in %s", nk,
							      porter_rel_path(p, ni->files->pdata[j]));

			if (!g_hash_table_contains(p->keys, fk))
				where = ni->files->pdata[j];
		}
		if (!where) {
			g_autofree char *fk = porter_file_key(p, ni);

			if (!g_hash_table_contains(p->keys, fk))
				where = ni->file;
		}
		if (!where)
			continue;
		g_ptr_array_add(fresh, porter_file_key(p, ni));
		chain &= porter_chain_link(ni, sd);
		if (!*out_first)
			*out_first = g_strdup_printf("new issue %s at %s:%d: %s%s", nk,
						    porter_rel_path(p, where), ni->line, ni->message,
						    g_hash_table_contains(sd->defined,
									  porter_symbol_word(ni->symbol)) ?
						    " (a function the example defines with its change; "
						    "the patch does not carry its definition)" : "");
	}
	return chain;
}

/*
 * --compat: the change guarded, and built on every kernel (compat.c); the guarded build's
 * issues, keys, log and verdict replace the caller's, the guarded change's diff its diff.
 * 1 when kept, 0 when refused (the candidate's outcome says why), <0 on error.
 */
static int compat_guard(struct port *p, struct porter_candidate *c, const struct red_issue *issue,
			GPtrArray **issues, GHashTable **keys, char **log, gboolean *ok, char **diff,
			char **out_note, GError **error)
{
	g_autoptr(GError) err = NULL;
	g_autofree char *why = NULL, *log_g = NULL;
	GPtrArray *gi = NULL;
	int ret;

	ret = porter_compat_apply(p->compat, p->w, issue, *issues, &gi, &log_g, ok, out_note, &why,
				  error);
	if (ret <= 0) {
		if (!ret)
			set_outcome(c, PORTER_OUTCOME_NEW_ERRORS, g_steal_pointer(&why));
		return ret;
	}
	g_ptr_array_unref(*issues);
	g_hash_table_unref(*keys);
	*issues = gi;
	*keys = porter_key_set(p, gi);
	g_free(*log);
	*log = g_steal_pointer(&log_g);
	/* the patch is the guarded change */
	g_clear_pointer(diff, g_free);
	if (sbx_work_diff(p->w, "HEAD", NULL, diff, &err))
		return porter_wrap_error(error, err, PORTER_ERROR_INTERNAL,
					 "cannot diff the work copy");
	return 1;
}

/*
 * Follows the chain of candidate @c's kept change: each name of @fresh its change left is fixed
 * next, at @depth + 1, as an entry of c->chain.  1 when every step was fixed, 0 when one was
 * not (the caller undoes the chain), <0 on error.
 */
static int follow_chain(struct port *p, struct porter_candidate *c, const char *key,
			GPtrArray *fresh, guint round, guint depth, GError **error)
{
	gboolean broken = FALSE;
	int ret;

	porter_progress("  %*sstep %s with %.12s: %u name(s) of its '+' side left to port",
			(int)depth * 2, "", key, c->hash, fresh->len);
	if (!c->chain)
		c->chain = g_ptr_array_new_with_free_func(
			(GDestroyNotify)porter_issue_report_free);
	g_ptr_array_set_size(c->chain, 0);
	p->chain_hash[depth - 1] = c->hash;
	for (guint i = 0; i < fresh->len && !broken; i++) {
		const struct red_issue *ni = porter_current_issue(p, fresh->pdata[i]);
		struct porter_issue_report *cir;

		if (!ni)
			continue;	/* an earlier step of the chain fixed it */
		cir = porter_port_issue_report(p, ni);	/* no root of the run: a step of the chain */
		g_ptr_array_add(c->chain, cir);
		ret = porter_fix_one(p, ni, cir, fresh->pdata[i], round, depth + 1, error);
		if (ret < 0)
			return ret;
		broken = ret == 0;
	}
	return broken ? 0 : 1;
}

/*
 * Records candidate @c's kept change as the fix of @ir, and every other issue of the build
 * before it (@prev_issues, @prev_keys) that it made disappear as fixed along (for a root of the
 * run only: a step leaves that to the chain's first change, undone with it or kept).
 */
static void record_fix(struct port *p, struct porter_issue_report *ir, const char *key,
		       struct porter_candidate *c, const struct syn_patch *patch, const char *diff,
		       char **flag, GPtrArray *prev_issues, GHashTable *prev_keys, guint round,
		       guint depth)
{
	GHashTableIter it;
	gpointer k;

	c->outcome = PORTER_OUTCOME_FIXED;
	g_clear_pointer(&c->why, g_free);
	ir->example = -1;
	for (guint i = 0; i < ir->candidates->len; i++)
		if (ir->candidates->pdata[i] == c)
			ir->example = i;
	ir->fixed = TRUE;
	ir->round = round;
	g_free(ir->patch_name);
	ir->patch_name = g_strdup(patch->name);
	g_free(ir->cocci);
	ir->cocci = g_strdup(patch->cocci);
	g_free(ir->stages);
	ir->stages = g_strdup(patch->stages);
	g_free(ir->diff);
	ir->diff = g_strdup(diff);
	g_ptr_array_set_size(ir->flags, 0);
	if (*flag)
		g_ptr_array_add(ir->flags, g_steal_pointer(flag));
	porter_save_cocci(p, ir, "fix", patch->cocci);
	/* what the whole chain made disappear, the other roots among it fixed along; a step
	 * leaves that to the chain's first change, which is undone with it or kept */
	g_hash_table_iter_init(&it, prev_keys);
	while (depth == 1 && g_hash_table_iter_next(&it, &k, NULL)) {
		struct porter_issue_report *other;

		if (g_hash_table_contains(p->keys, k) || !strcmp(k, key))
			continue;
		other = g_hash_table_lookup(p->by_key, k);
		/* not reached yet in this round: report it all the same, as fixed with this one */
		for (guint i = 0; !other && i < prev_issues->len; i++) {
			const struct red_issue *oi = prev_issues->pdata[i];
			g_autofree char *okey = porter_file_key(p, oi);

			if (!strcmp(okey, k))
				other = porter_report_for(p, oi, k);
		}
		if (other && other != ir && !other->fixed) {
			other->fixed = TRUE;
			other->fixed_by = porter_issue_key(ir->kind, ir->symbol, ir->container);
			other->round = round;
		}
	}
}

/*
 * Tries one semantic patch: apply, rebuild, judge.  A change that fixes the issue but leaves
 * names of the example's '+' side undefined here is kept as a step of a chain: each such name
 * is fixed next (its own query and candidates, at @depth + 1), and when one is not, the whole
 * chain is undone.  Returns 1 when kept (committed), 0 when rolled back, negative on error.
 */
static int try_patch(struct port *p, struct porter_issue_report *ir, const struct red_issue *issue,
		     const char *key, struct porter_candidate *c, const struct syn_patch *patch,
		     const struct porter_sides *sd, guint round, guint depth, GError **error)
{
	struct syn_result res = { 0 };
	struct syn_apply_options ao = { 0 };
	g_autoptr(GError) err = NULL;
	g_autoptr(GHashTable) gone = NULL;
	g_autoptr(GPtrArray) fresh = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) prev_issues = NULL;
	g_autoptr(GHashTable) prev_keys = NULL;
	GPtrArray *issues = NULL;
	GHashTable *keys = NULL;
	g_autofree char *log = NULL, *hash = NULL, *diff = NULL, *msg = NULL, *flag = NULL;
	g_autofree char *new_issue = NULL, *reject = NULL, *prev_head = NULL, *prev_log = NULL;
	g_autofree char *note = NULL;
	struct porter_patch *pp = NULL;
	gboolean ok = FALSE, fixed = FALSE, chain, prev_ok;
	guint npatches;
	GHashTableIter it;
	gpointer k;
	double t0;
	int ret;

	g_free(c->patch_name);
	c->patch_name = g_strdup(patch->name);
	t0 = porter_now();
	/* through #if groups: the branch the target compiles, and with --compat the others too */
	ao.kernel_dir = p->o->kernel;
	ao.both_sides = p->compat != NULL;
	ret = syn_apply_opts(&res, patch, sbx_work_path(p->w), &ao, &err);
	p->r->t_spatch += porter_now() - t0;
	if (ret) {
		ret = porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot run spatch");
		goto out_rollback;
	}
	if (!res.applied) {
		set_outcome(c, PORTER_OUTCOME_NOT_APPLIED,
			    g_strdup(res.why ? res.why : "spatch changed nothing"));
		goto out_rollback;
	}
	ret = porter_build_and_reduce(p, TRUE, &issues, &keys, &log, &ok, NULL, error);
	if (ret)
		goto out_rollback;
	if (p->budget_build) {
		/* no verdict on a change whose build the budget stopped: it was not tried */
		struct porter_cut *cut = porter_budget_cut(p, "in the build of candidate %.12s for %s",
							   c->hash, key);

		g_ptr_array_add(cut->candidates_not_tried,
				g_strdup_printf("%s: %s (its build stopped by the budget)", key, c->hash));
		set_outcome(c, PORTER_OUTCOME_UNTRIED,
			    g_strdup("its build was stopped by the run's budget"));
		goto out_drop_build;
	}
	fixed = !g_hash_table_contains(keys, key);
	chain = new_issues(p, issues, sd, fresh, &new_issue);
	chain &= fresh->len > 0;
	if (fixed && chain && depth >= CHAIN_MAX_DEPTH) {
		set_outcome(c, PORTER_OUTCOME_CHAIN,
			    g_strdup_printf("chain deeper than %d steps: %s", CHAIN_MAX_DEPTH,
					    new_issue));
		goto out_drop_build;
	}
	if (!fixed || (fresh->len && !chain)) {
		if (fixed)
			set_outcome(c, PORTER_OUTCOME_NEW_ERRORS, g_steal_pointer(&new_issue));
		else
			set_outcome(c, PORTER_OUTCOME_NOT_FIXED,
				    g_strdup("the issue is still reported"));
		goto out_drop_build;
	}
	ret = sbx_work_diff(p->w, "HEAD", NULL, &diff, &err);
	if (ret) {
		ret = porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot diff the work copy");
		goto out_drop_build;
	}
	reject = porter_check_keeps(diff, sd, &flag);
	if (reject) {
		set_outcome(c, PORTER_OUTCOME_REJECTED, g_steal_pointer(&reject));
		goto out_drop_build;
	}
	if (p->compat && fresh->len) {
		set_outcome(c, PORTER_OUTCOME_NEW_ERRORS,
			    g_strdup_printf("%s (--compat guards one change, not a chain of them)", new_issue));
		goto out_drop_build;
	}
	if (p->compat) {
		ret = compat_guard(p, c, issue, &issues, &keys, &log, &ok, &diff, &note, error);
		if (ret <= 0)
			goto out_drop_build;
	}

	/* kept, maybe as a step: the other issues this change made disappear go with it */
	gone = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_hash_table_iter_init(&it, p->keys);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(keys, k) && strcmp(k, key) != 0)
			g_hash_table_add(gone, g_strdup(k));
	pp = porter_compose_patch(p, ir, issue, c, patch, gone, diff);
	if (note)
		porter_compat_note(pp, note);
	if (res.note)
		porter_patch_note(pp, "apply", res.note);
	msg = g_strdup_printf("%s\n\n%s", pp->subject, pp->body);
	ret = sbx_work_commit(p->w, msg, &hash, &err);
	if (ret) {
		ret = porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot commit in the work copy");
		goto out_drop_build;
	}
	prev_head = g_steal_pointer(&p->head);
	p->head = g_strdup(hash);
	pp->hash = g_strdup(hash);
	npatches = p->patches->len;
	g_ptr_array_add(p->patches, g_steal_pointer(&pp));
	prev_issues = g_ptr_array_ref(p->issues);
	prev_keys = g_hash_table_ref(p->keys);
	prev_log = g_strdup(p->log);
	prev_ok = p->build_ok;
	porter_set_current(p, issues, keys, g_steal_pointer(&log), ok);
	issues = NULL;
	keys = NULL;

	if (fresh->len) {
		ret = follow_chain(p, c, key, fresh, round, depth, error);
		if (ret < 0)
			goto out_clear_result;
		if (!ret) {
			const struct porter_issue_report *last = c->chain->pdata[c->chain->len - 1];

			ret = porter_undo_to(p, prev_head, key, error);
			if (ret)
				goto out_clear_result;
			g_ptr_array_set_size(p->patches, npatches);
			porter_set_current(p, g_steal_pointer(&prev_issues), g_steal_pointer(&prev_keys),
				    g_steal_pointer(&prev_log), prev_ok);
			set_outcome(c, PORTER_OUTCOME_CHAIN,
				    g_strdup_printf("its change leaves %s %s of the example's '+' "
						    "side, and no example replaced that: undone",
						    last->kind, last->symbol));
			ret = 0;
			goto out_clear_result;
		}
	}

	record_fix(p, ir, key, c, patch, diff, &flag, prev_issues, prev_keys, round, depth);
	porter_progress("  %*sfixed %s with %.12s (%s)", (int)(depth - 1) * 2, "", key, c->hash,
			patch->name);
	ret = 1;
	goto out_clear_result;
out_drop_build:
	if (issues)
		g_ptr_array_unref(issues);
	if (keys)
		g_hash_table_unref(keys);
out_rollback:
	{
		g_autoptr(GError) rerr = NULL;

		if (sbx_work_rollback(p->w, &rerr) && ret >= 0)
			ret = porter_wrap_error(error, rerr, PORTER_ERROR_INTERNAL,
					 "cannot roll back the work copy");
	}
out_clear_result:
	porter_patch_free(pp);
	syn_result_clear(&res);
	return ret;
}

/* What synth made of one candidate, derived before any is tried. */
struct derived {
	GPtrArray *changes;		/* its commit's struct pq_file_change *, or NULL */
	GPtrArray *patches;		/* struct syn_patch *, or NULL */
	enum porter_outcome outcome;	/* NO_CHANGES or NO_PATCH when why is set */
	char *why;			/* why there is no patch, or NULL */
};

static void derived_clear(struct derived *d)
{
	g_clear_pointer(&d->changes, g_ptr_array_unref);
	g_clear_pointer(&d->patches, g_ptr_array_unref);
	g_clear_pointer(&d->why, g_free);
}

/*
 * The changes of candidate hit h and the patches synth derives from them, into d; a candidate
 * with neither gets d->why.  0, or <0 with error set when the index is damaged.
 */
static int derive_candidate(struct port *p, struct porter_issue_report *ir,
			    const struct red_issue *issue, const struct pq_hit *h, struct derived *d,
			    GError **error)
{
	g_autoptr(GError) err = NULL;
	struct porter_example ex;
	struct red_issue rel;
	double t0 = porter_now();
	int ret;

	ret = pq_commit_changes(&d->changes, p->db, h->repo, h->hash, &err);
	p->r->t_query += porter_now() - t0;
	if (ret && porter_index_damaged(err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INDEX, "%s", err->message);
		return -PORTER_ERROR_INDEX;
	}
	if (ret) {
		d->changes = NULL;
		d->outcome = PORTER_OUTCOME_NO_CHANGES;
		d->why = g_strdup(err->message);
		return 0;
	}
	porter_example_init(&ex, h, d->changes);
	ex.ex.older = p->o->backport;
	t0 = porter_now();
	/* the issue as the driver's own, relative path: no work dir in the .cocci header */
	rel = *issue;
	rel.file = (char *)ir->file;
	ret = syn_derive(&d->patches, &ex.ex, &rel, sbx_work_path(p->w), p->o->kernel, &err);
	p->r->t_synth += porter_now() - t0;
	porter_example_clear(&ex);
	if (ret || !d->patches || !d->patches->len) {
		if (ret)
			d->patches = NULL;
		d->outcome = PORTER_OUTCOME_NO_PATCH;
		d->why = g_strdup(err ? err->message : "no semantic patch");
	}
	return 0;
}

/* The rules of a semantic patch (syn_cocci_core()) without empty lines: two patches compare
 * equal when spatch would do the same with them; owned. */
static char *core_lines(const char *cocci)
{
	g_autofree char *core = syn_cocci_core(cocci);
	g_auto(GStrv) lines = g_strsplit(core, "\n", -1);
	GString *s = g_string_new(NULL);

	for (guint i = 0; lines[i]; i++)
		if (*lines[i])
			g_string_append_printf(s, "%s\n", lines[i]);
	return g_string_free(s, FALSE);
}

/*
 * The consensus of the candidates' derivations (syn_consensus()), tried before any one of them
 * through try_patch(), with the sides of all the candidates that agreed.  The report records
 * which agreed and what became of it; when it is kept, the fix counts as the first agreeing
 * candidate's.  1: kept, 0: none or not kept (the work copy as it was; *out_core then the rules
 * of the consensus that was tried, owned, so that the same rules are not tried again), <0: error.
 */
static int try_consensus(char **out_core, struct port *p, struct porter_issue_report *ir,
			 const struct red_issue *issue, const char *key, struct derived *d, guint n,
			 guint round, guint depth, GError **error)
{
	g_autoptr(GPtrArray) derived = g_ptr_array_new();
	g_autoptr(GPtrArray) changes = g_ptr_array_new();
	g_autofree const char **labels = g_new0(const char *, n + 1);
	g_autoptr(GArray) agreed = NULL;
	g_autoptr(GError) err = NULL;
	struct syn_patch *cons = NULL;
	struct porter_candidate *first, *c;
	struct porter_sides sd = { 0 };
	guint fi;
	int ret;

	g_clear_pointer(&ir->agreed, g_ptr_array_unref);
	g_clear_pointer(&ir->consensus_why, g_free);
	g_clear_pointer(&ir->consensus_patch, g_free);
	ir->consensus_outcome = PORTER_OUTCOME_UNTRIED;
	for (guint i = 0; i < n; i++) {
		const struct porter_candidate *ci = ir->candidates->pdata[i];

		g_ptr_array_add(derived, d[i].why ? NULL : d[i].patches);
		/* a missing hash ends the labels: syn_consensus() then names examples by number */
		labels[i] = ci->hash;
	}
	if (n < 2 || porter_budget_left(p) <= 0 || p->r->cut ||
	    syn_consensus(&cons, &agreed, derived, labels, &err) <= 0)
		return 0;
	ir->agreed = g_ptr_array_new_with_free_func(g_free);
	for (guint a = 0; a < agreed->len; a++) {
		guint e = g_array_index(agreed, guint, a);
		const struct porter_candidate *ce = ir->candidates->pdata[e];

		g_ptr_array_add(ir->agreed, g_strdup(ce->hash));
		for (guint k = 0; d[e].changes && k < d[e].changes->len; k++)
			g_ptr_array_add(changes, d[e].changes->pdata[k]);
	}
	fi = g_array_index(agreed, guint, 0);
	first = ir->candidates->pdata[fi];
	porter_progress("%*s  consensus of %u candidates: %s", (int)(depth - 1) * 2, "",
			agreed->len, cons->name);
	if (p->o->explain)
		g_printerr("porter: synth stages of %s for %s %s at %s:%d:\n%s", cons->name,
			   red_kind_name(issue->kind), issue->symbol, ir->file, issue->line,
			   cons->stages);
	c = porter_candidate_new(first->repo, first->hash, first->subject, first->score);
	c->repo_ref = g_strdup(first->repo_ref);
	porter_sides_init(&sd, changes);
	ret = try_patch(p, ir, issue, key, c, cons, &sd, round, depth, error);
	porter_sides_clear(&sd);
	/* a chain step reads it until the chain ends: the same hash, in a candidate that stays */
	if (depth <= CHAIN_MAX_DEPTH && p->chain_hash[depth - 1] == c->hash)
		p->chain_hash[depth - 1] = first->hash;
	ir->consensus_outcome = c->outcome;
	ir->consensus_why = g_strdup(c->why);
	ir->consensus_patch = g_strdup(cons->name);
	if (ret == 0)
		*out_core = core_lines(cons->cocci);
	if (ret == 1) {
		first->outcome = PORTER_OUTCOME_FIXED;
		g_clear_pointer(&first->why, g_free);
		g_free(first->patch_name);
		first->patch_name = g_strdup(cons->name);
		if (c->chain) {
			if (first->chain)
				g_ptr_array_unref(first->chain);
			first->chain = g_steal_pointer(&c->chain);
		}
		ir->example = fi;
	}
	porter_candidate_free(c);
	syn_patch_free(cons);
	return ret;
}

/*
 * One issue: query, then candidates in prequel's order.  @ir is its report entry: the run's for
 * a root, a candidate's chain entry for a step.  1: fixed, 0: not, <0: error.
 */
int porter_fix_one(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		   const char *key, guint round, guint depth, GError **error)
{
	struct pq_query_options qo = PQ_QUERY_OPTIONS_INIT;
	g_autoptr(GPtrArray) hits = NULL;
	g_autofree char *query = NULL;
	g_autoptr(GPtrArray) earlier = NULL;
	double t0 = porter_now();
	guint max_patches = p->o->max_patches ? p->o->max_patches : 3;
	struct derived *d = NULL;
	g_autofree char *tried = NULL;
	guint nd;
	int ret = 0;

	if (porter_budget_left(p) <= 0 || p->r->cut) {
		struct porter_cut *cut = porter_budget_cut(p, "before the query for %s (round %u)", key,
							   round);

		g_ptr_array_add(cut->issues_not_tried, g_strdup(key));
		return 0;
	}
	ir->round = round;
	ir->file = (g_free(ir->file), g_strdup(porter_rel_path(p, issue->file)));
	ir->line = issue->line;
	ir->column = issue->column;
	g_clear_pointer(&ir->error, g_free);
	porter_progress("%*s%s %u: %s at %s:%d", (int)(depth - 1) * 2, "",
			depth > 1 ? "chain step" : "round", depth > 1 ? depth : round, key, ir->file,
			issue->line);
	ret = porter_query_issue(&hits, &query, &qo, p, issue, ir, depth, error);
	p->r->t_query += porter_now() - t0;
	if (ret < 0 || !hits)
		return ret;
	porter_save_cocci(p, ir, "query", query);
	/*
	 * A later round tries the candidates again (another fix may have made room); a candidate
	 * starts from its earlier round's verdict, so that the report keeps the strongest one
	 * (a change rejected for what it drops stays rejected when a later variant only fails to
	 * match the driver as another fix left it).
	 */
	earlier = g_steal_pointer(&ir->candidates);
	ir->candidates = g_ptr_array_new_with_free_func((GDestroyNotify)porter_candidate_free);
	ir->example = -1;
	for (guint i = 0; i < hits->len && i < qo.limit; i++) {
		const struct pq_hit *h = hits->pdata[i];
		struct porter_candidate *c = porter_candidate_new(h->repo, h->hash, h->subject,
								  h->score);

		/* cited as the kernel cites another tree's commits: its URL, or its indexed name */
		c->repo_ref = porter_repo_ref(h->repo, h->repo_path);

		for (guint j = 0; j < earlier->len; j++) {
			const struct porter_candidate *e = earlier->pdata[j];

			if (!g_strcmp0(e->hash, c->hash) && e->outcome != PORTER_OUTCOME_UNTRIED)
				set_outcome(c, e->outcome, g_strdup(e->why));
		}
		g_ptr_array_add(ir->candidates, c);
	}
	/* derive from every candidate first (synth is cheap next to a build): when two of them or
	 * more derive rules alike, their consensus is tried before any one of them */
	nd = ir->candidates->len;
	d = g_new0(struct derived, nd + 1);
	for (guint i = 0; i < nd; i++) {
		if (porter_budget_left(p) <= 0 || p->r->cut)
			break;
		ret = derive_candidate(p, ir, issue, hits->pdata[i], &d[i], error);
		if (ret < 0)
			goto out_free_derived;
		porter_progress("%*s  candidate %u/%u: %.12s derived: %s", (int)(depth - 1) * 2, "",
				i + 1, nd, ((const struct pq_hit *)hits->pdata[i])->hash,
				d[i].why ? "no patch" : "semantic patches ready");
		/* --explain: what synth's stages made of this example, for each variant */
		for (guint j = 0; p->o->explain && !d[i].why && j < d[i].patches->len; j++) {
			const struct syn_patch *sp = d[i].patches->pdata[j];

			g_printerr("porter: synth stages of %s for %s %s at %s:%d:\n%s", sp->name,
				   red_kind_name(issue->kind), issue->symbol,
				   ir->file, issue->line, sp->stages ? sp->stages : "");
		}
	}
	ret = try_consensus(&tried, p, ir, issue, key, d, nd, round, depth, error);
	if (ret)
		goto out_free_derived;
	for (guint i = 0; i < ir->candidates->len; i++) {
		struct porter_candidate *c = ir->candidates->pdata[i];
		const struct pq_hit *h = hits->pdata[i];
		GPtrArray *patches = d[i].patches;
		struct porter_sides sd = { 0 };

		if (porter_budget_left(p) <= 0 || p->r->cut) {
			struct porter_cut *cut = porter_budget_cut(p, "before candidate %u/%u for %s",
								   i + 1, ir->candidates->len, key);

			for (guint j = i; j < ir->candidates->len; j++) {
				struct porter_candidate *cj = ir->candidates->pdata[j];

				if (cj->outcome != PORTER_OUTCOME_UNTRIED || cj->why)
					continue;
				cj->why = g_strdup("not tried: the run's budget was spent");
				g_ptr_array_add(cut->candidates_not_tried,
						g_strdup_printf("%s: %s", key, cj->hash));
			}
			ret = 0;
			goto out_free_derived;
		}
		porter_progress("%*s  candidate %u/%u: %.12s %.0f%% %s", (int)(depth - 1) * 2, "",
				i + 1, ir->candidates->len, h->hash, h->score,
				h->subject ? h->subject : "");
		if (d[i].why) {
			set_outcome(c, d[i].outcome, g_steal_pointer(&d[i].why));
			continue;
		}
		porter_sides_init(&sd, d[i].changes);
		for (guint j = 0; j < patches->len && j < max_patches; j++) {
			const struct syn_patch *sp = patches->pdata[j];

			/* the very rules of the consensus, on the same work copy: its verdict */
			if (tried) {
				g_autofree char *core = core_lines(sp->cocci);

				if (!strcmp(core, tried)) {
					g_free(c->patch_name);
					c->patch_name = g_strdup(sp->name);
					set_outcome(c, ir->consensus_outcome,
						    g_strdup(ir->consensus_why));
					ret = 0;
					continue;
				}
			}
			ret = try_patch(p, ir, issue, key, c, sp, &sd, round, depth, error);
			if (ret)
				break;
		}
		porter_sides_clear(&sd);
		if (ret)
			goto out_free_derived;
		/* keep the most specific patch of the best candidate for a person to finish by hand */
		if (!ir->cocci && patches->len) {
			const struct syn_patch *best = patches->pdata[0];

			ir->patch_name = g_strdup(best->name);
			ir->cocci = g_strdup(best->cocci);
			ir->stages = g_strdup(best->stages);
			porter_save_cocci(p, ir, "tried", best->cocci);
		}
	}
	ret = 0;
out_free_derived:
	for (guint i = 0; i < nd; i++)
		derived_clear(&d[i]);
	g_free(d);
	return ret;
}

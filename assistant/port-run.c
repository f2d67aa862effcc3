// SPDX-License-Identifier: GPL-2.0
/*
 * porter_port_run(), the top of the port loop: the set-up (port-setup.c) and the first build,
 * the rounds over the root issues (port-rounds.c) until the build is clean or a round fixes
 * nothing, then the final build, the load test, the reports and the patch series
 * (port-output.c) and, with --apply and a clean build only, the change written to the user's
 * driver (port-apply.c).  No file of the loop calls back up into it.
 */
#include "convert.h"
#include "porter-int.h"

/* A build of the work copy as it is now, made the current one; its diagnostics in *out_ndiag. */
static int build_current(struct port *p, guint *out_ndiag, GError **error)
{
	GPtrArray *issues;
	GHashTable *keys;
	char *log;
	gboolean ok;
	int ret;

	ret = porter_build_and_reduce(p, FALSE, &issues, &keys, &log, &ok, out_ndiag, error);
	if (!ret)
		porter_set_current(p, issues, keys, log, ok);
	return ret;
}

/*
 * After the rounds: the final state, the load test (its own failure in *out_load_ret and
 * *load_err, told after the report is out) and --apply.  0, or <0 on error.
 */
static int finish(struct port *p, int *out_load_ret, GError **load_err, GError **error)
{
	const struct porter_port_options *o = p->o;
	int ret;

	if (!p->patches->len) {
		/* nothing kept: the first build is the final state (a hung build is not run twice) */
		p->r->diagnostics_after = p->r->diagnostics_before;
	} else {
		/* the final state, judged by a fresh build of the kept changes */
		ret = build_current(p, &p->r->diagnostics_after, error);
		if (ret)
			return ret;
	}
	porter_fill_remaining(p);
	p->r->issues_after = p->issues->len;
	p->r->clean = p->build_ok && !p->issues->len;
	if (!p->r->clean) {
		g_autofree char *log = porter_strip_work(p, p->log);

		p->r->final_log = porter_bounded_log(log);
	}
	p->r->exit_code = p->r->clean ? PORTER_EXIT_CLEAN : PORTER_EXIT_PARTIAL;
	if (o->load_test && p->r->clean)
		*out_load_ret = porter_port_load_test(p, load_err);
	/* a module that builds but does not load is not ported: not applied, exit 1 */
	if (p->r->load_test && p->r->load_test->verdict && !p->r->load_test->loads)
		p->r->exit_code = PORTER_EXIT_PARTIAL;
	if (o->apply && p->r->clean && p->patches->len && p->r->exit_code == PORTER_EXIT_CLEAN)
		return porter_apply_to_driver(p, error);
	return 0;
}

int porter_port_run(struct porter_report **out, const struct porter_port_options *o,
		    GError **error)
{
	struct port p = { 0 };
	g_autofree char *drv_abs = NULL, *k_abs = NULL;
	double t0 = porter_now();
	gboolean keep = FALSE;
	g_autoptr(GError) load_err = NULL;
	int ret, load_ret = 0;

	*out = NULL;
	ret = porter_check_inputs(o, error);
	if (ret)
		return ret;
	drv_abs = g_canonicalize_filename(o->driver, NULL);
	k_abs = g_canonicalize_filename(o->kernel, NULL);
	ret = porter_port_open(&p, o, drv_abs, k_abs, error);
	if (ret)
		goto out_free;
	p.t_start = t0;
	p.budget_s = o->budget_s ? o->budget_s : PORTER_BUDGET_DEFAULT_S;
	ret = build_current(&p, &p.r->diagnostics_before, error);
	if (ret)
		goto out_free;
	/* the final build is Kbuild's whole, as the first: its time is kept for it */
	p.reserve_s = p.r->t_build;
	p.r->issues_before = p.issues->len;
	for (guint i = 0; i < p.issues->len; i++) {
		const struct red_issue *is = p.issues->pdata[i];

		g_ptr_array_add(p.r->first_keys, porter_issue_key(red_kind_name(is->kind),
								  is->symbol, is->container));
	}
	/* no issue because nothing was compiled: the report names the cause, not "0 issues" */
	if (!p.build_ok && !p.issues->len && !p.r->diagnostics_before) {
		g_autofree char *log = porter_strip_work(&p, p.log);

		p.r->build_failure = porter_build_cause(log);
	}
	porter_progress("%s -> %s: %u issue(s), %u diagnostic(s)", p.driver_name, p.kernel_name,
			p.issues->len, p.r->diagnostics_before);
	ret = porter_run_rounds(&p, o->max_rounds ? o->max_rounds : 10, error);
	if (ret)
		goto out_free;
	ret = finish(&p, &load_ret, &load_err, error);
	if (ret)
		goto out_free;
	p.r->t_total = porter_now() - t0;
	ret = porter_write_outputs(&p, error);
	/* a load test that could not run is porter's failure, told after the report is out */
	if (!ret && load_ret) {
		g_propagate_error(error, g_steal_pointer(&load_err));
		ret = load_ret;
	}
	/* the port is done (and maybe applied): the caller still gets the report to print */
	keep = TRUE;
out_free:
	porter_port_clear(&p);
	if (p.r->t_total == 0)
		p.r->t_total = porter_now() - t0;
	if (ret && !keep)
		porter_report_free(p.r);
	else
		*out = p.r;
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * `porter nightly --config FILE`: runs the port loop over every driver of the config, writes
 * per-driver reports, a JUnit XML file and the state file, and exits 1 when a driver did worse
 * than in the previous night's state (docs/nightly.md).
 */
#include <stdio.h>
#include <unistd.h>

#include "porter.h"

static guint report_fixed(const struct porter_report *r)
{
	guint n = 0;

	for (guint i = 0; i < r->issues->len; i++)
		n += ((struct porter_issue_report *)r->issues->pdata[i])->fixed;
	return n;
}

int cmd_nightly(int argc, char **argv)
{
	g_autofree char *config_file = NULL, *notify = NULL, *junit = NULL;
	g_autoptr(GError) err = NULL;
	g_autoptr(GHashTable) before = NULL;
	g_autoptr(GHashTable) now = NULL;
	g_autoptr(GPtrArray) cases = NULL;
	struct porter_nightly_config *cfg = NULL;
	gboolean regressed = FALSE;
	int ret = PORTER_EXIT_CLEAN;
	gboolean help = FALSE;
	GOptionEntry entries[] = {
		{ "help", 'h', 0, G_OPTION_ARG_NONE, &help, "show this help", NULL },
		{ "config", 0, 0, G_OPTION_ARG_FILENAME, &config_file,
		  "nightly configuration (GKeyFile, see docs/nightly.md)", "FILE" },
		{ "notify", 0, 0, G_OPTION_ARG_STRING, &notify,
		  "POST each JSON report to URL (overrides the config)", "URL" },
		{ "junit", 0, 0, G_OPTION_ARG_FILENAME, &junit,
		  "write JUnit XML to FILE (overrides the config)", "FILE" },
		{ NULL }
	};

	ret = porter_parse_options("nightly", "- port every driver of a config, for CI", entries, &help, &argc, &argv);
	if (ret)
		return ret < 0 ? 0 : ret;
	if (!config_file) {
		g_printerr("porter nightly: --config FILE is required\n");
		return PORTER_EXIT_USAGE;
	}
	if (porter_nightly_config_load(&cfg, config_file, &err)) {
		g_printerr("error: %s\n", err->message);
		return PORTER_EXIT_USAGE;
	}
	if (notify) {
		g_free(cfg->notify);
		cfg->notify = g_strdup(notify);
	}
	if (junit) {
		g_free(cfg->junit);
		cfg->junit = g_strdup(junit);
	}
	if (porter_nightly_state_load(&before, cfg->state, &err)) {
		g_printerr("error: %s\n", err->message);
		ret = PORTER_EXIT_USAGE;
		goto out_free_config;
	}
	/* tonight's state starts as last night's, so drivers dropped from the config are kept */
	now = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	{
		GHashTableIter it;
		gpointer k, v;

		g_hash_table_iter_init(&it, before);
		while (g_hash_table_iter_next(&it, &k, &v))
			g_hash_table_insert(now, g_strdup(k),
					    g_memdup2(v, sizeof(struct porter_nightly_state_entry)));
	}
	cases = g_ptr_array_new_with_free_func((GDestroyNotify)porter_junit_case_free);
	porter_progress_enable(isatty(STDERR_FILENO));

	for (guint i = 0; i < cfg->drivers->len; i++) {
		const struct porter_nightly_driver *d = cfg->drivers->pdata[i];
		struct porter_port_options o = PORTER_PORT_OPTIONS_INIT;
		struct porter_junit_case *jc = g_new0(struct porter_junit_case, 1);
		struct porter_nightly_state_entry *e = g_new0(struct porter_nightly_state_entry, 1);
		const struct porter_nightly_state_entry *prev = g_hash_table_lookup(before, d->name);
		g_autofree char *out = g_build_filename(cfg->out_dir, d->name, NULL);
		g_autoptr(porter_report) rep = NULL;
		g_autoptr(GError) perr = NULL;
		gint64 t0 = g_get_monotonic_time();

		g_ptr_array_add(cases, jc);
		jc->name = g_strdup(d->name);
		o.driver = d->driver;
		o.kernel = d->kernel;
		o.db = d->db;
		o.build = d->build;
		o.out_dir = out;
		o.backport = d->backport;
		o.max_rounds = d->max_rounds;
		o.query_budget_s = d->query_budget_s;
		o.top = d->top;
		o.isolation = cfg->isolation;
		o.progress = isatty(STDERR_FILENO);
		porter_progress("nightly: %s", d->name);
		if (porter_port_run(&rep, &o, &perr)) {
			g_printerr("error: %s: %s\n", d->name, perr->message);
			jc->error = TRUE;
			jc->failure = g_strdup(perr->message);
			jc->text = g_strdup(perr->message);
			e->exit_code = g_error_matches(perr, PORTER_ERROR, PORTER_ERROR_INPUT) ?
					       PORTER_EXIT_USAGE : PORTER_EXIT_INTERNAL;
		} else {
			jc->text = porter_report_render(rep, PORTER_FORMAT_TEXT, FALSE);
			jc->failed = !rep->clean;
			jc->failure = g_strdup_printf("%u of %u issue(s) remain after %u round(s)",
						      rep->issues_after, rep->issues_before,
						      rep->rounds);
			e->clean = rep->clean;
			e->issues_after = rep->issues_after;
			e->fixed = report_fixed(rep);
			e->exit_code = rep->exit_code;
			if (cfg->notify) {
				g_autofree char *json = porter_report_render(rep, PORTER_FORMAT_JSON,
									     FALSE);
				g_autoptr(GError) nerr = NULL;

				if (porter_notify(cfg->notify, json, NULL, &nerr))
					g_printerr("warning: %s: %s\n", d->name, nerr->message);
			}
		}
		jc->seconds = (g_get_monotonic_time() - t0) / 1e6;
		if (porter_nightly_regressed(prev, e)) {
			regressed = TRUE;
			g_printerr("porter nightly: %s regressed: %u issue(s) remain, %u before%s\n",
				   d->name, e->issues_after, prev->issues_after,
				   prev->clean ? " (was clean)" : "");
		}
		g_print("%-24s %s  %u fixed, %u remaining\n", d->name,
			jc->error ? "ERROR" : e->clean ? "clean" : "not ported", e->fixed,
			e->issues_after);
		g_hash_table_replace(now, g_strdup(d->name), e);
	}

	if (cfg->junit) {
		g_autofree char *xml = porter_junit_render("porter.nightly", cases);

		if (porter_write_file(cfg->junit, xml, -1, &err)) {
			g_printerr("error: %s\n", err->message);
			ret = PORTER_EXIT_INTERNAL;
			goto out_free_config;
		}
	}
	if (porter_nightly_state_save(now, cfg->state, &err)) {
		g_printerr("error: %s\n", err->message);
		ret = PORTER_EXIT_INTERNAL;
		goto out_free_config;
	}
	ret = regressed ? PORTER_EXIT_PARTIAL : PORTER_EXIT_CLEAN;
out_free_config:
	porter_nightly_config_free(cfg);
	return ret;
}

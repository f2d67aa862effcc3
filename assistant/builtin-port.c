// SPDX-License-Identifier: GPL-2.0
/*
 * `porter port`: the one-shot port.  Parses the options, runs the loop (port.c), prints the
 * report on stdout in the chosen format, and optionally writes JUnit XML and POSTs the JSON
 * report.  Failing to notify is a warning: the report is printed and saved all the same.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "porter.h"

static gboolean want_colour(void)
{
	const char *term = g_getenv("TERM");

	return isatty(STDOUT_FILENO) && !g_getenv("NO_COLOR") && g_strcmp0(term, "dumb");
}

static int write_junit(const struct porter_report *r, const char *path, GError **error)
{
	g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func(
		(GDestroyNotify)porter_junit_case_free);
	struct porter_junit_case *c = g_new0(struct porter_junit_case, 1);
	g_autofree char *xml = NULL;

	c->name = g_path_get_basename(r->driver);
	c->seconds = r->t_total;
	c->failed = !r->clean;
	c->failure = g_strdup_printf("%u of %u issue(s) remain after %u round(s)", r->issues_after,
				     r->issues_before, r->rounds);
	c->text = porter_report_render(r, PORTER_FORMAT_TEXT, FALSE);
	g_ptr_array_add(cases, c);
	xml = porter_junit_render("porter.port", cases);
	return porter_write_file(path, xml, -1, error);
}

int cmd_port(int argc, char **argv)
{
	g_autofree char *driver = NULL, *kernel = NULL, *db = NULL, *build = NULL, *out = NULL;
	g_autofree char *format = NULL, *notify = NULL, *junit = NULL;
	gboolean apply = FALSE, review = FALSE, backport = FALSE, no_sandbox = FALSE;
	gboolean require_sandbox = FALSE;
	gint max_rounds = 10, top = 5;
	double query_budget = 0;
	g_autoptr(GError) err = NULL;
	g_autoptr(porter_report) r = NULL;
	g_autofree char *text = NULL;
	struct porter_port_options o = PORTER_PORT_OPTIONS_INIT;
	enum porter_format fmt = PORTER_FORMAT_TEXT;
	int ret;
	gboolean help = FALSE;
	GOptionEntry entries[] = {
		{ "help", 'h', 0, G_OPTION_ARG_NONE, &help, "show this help", NULL },
		{ "driver", 0, 0, G_OPTION_ARG_FILENAME, &driver, "the driver to port", "DIR" },
		{ "kernel", 0, 0, G_OPTION_ARG_FILENAME, &kernel, "target kernel tree", "KDIR" },
		{ "db", 0, 0, G_OPTION_ARG_FILENAME, &db, "prequel index of the history", "DB" },
		{ "build", 0, 0, G_OPTION_ARG_STRING, &build,
		  "build command, {kernel} and {src} replaced (default: Kbuild or plain gcc)",
		  "CMD" },
		{ "out", 0, 0, G_OPTION_ARG_FILENAME, &out,
		  "write reports, the patch series and the .cocci files here", "DIR" },
		{ "apply", 0, 0, G_OPTION_ARG_NONE, &apply,
		  "write the changes to the driver when the final build is clean", NULL },
		{ "review", 0, 0, G_OPTION_ARG_NONE, &review,
		  "leave the driver untouched, only write the series (the default)", NULL },
		{ "max-rounds", 0, 0, G_OPTION_ARG_INT, &max_rounds, "rounds at most (10)", "N" },
		{ "top", 0, 0, G_OPTION_ARG_INT, &top, "candidates tried per issue (5)", "K" },
		{ "query-budget", 0, 0, G_OPTION_ARG_DOUBLE, &query_budget,
		  "seconds of verification per query (30; negative: no limit)", "S" },
		{ "backport", 0, 0, G_OPTION_ARG_NONE, &backport,
		  "port to an older kernel: templates reversed", NULL },
		{ "format", 0, 0, G_OPTION_ARG_STRING, &format, "text, json or markdown",
		  "FORMAT" },
		{ "notify", 0, 0, G_OPTION_ARG_STRING, &notify, "POST the JSON report to URL",
		  "URL" },
		{ "junit", 0, 0, G_OPTION_ARG_FILENAME, &junit, "write JUnit XML to FILE", "FILE" },
		{ "no-sandbox", 0, 0, G_OPTION_ARG_NONE, &no_sandbox,
		  "run builds without bubblewrap", NULL },
		{ "require-sandbox", 0, 0, G_OPTION_ARG_NONE, &require_sandbox,
		  "fail when builds cannot be isolated", NULL },
		{ NULL }
	};

	ret = porter_parse_options("port", "- port a driver to another kernel", entries, &help, &argc, &argv);
	if (ret)
		return ret < 0 ? 0 : ret;
	if (!driver || !kernel || !db) {
		g_printerr("porter port: --driver, --kernel and --db are required\n");
		return PORTER_EXIT_USAGE;
	}
	if (apply && review) {
		g_printerr("porter port: --apply and --review exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	if (no_sandbox && require_sandbox) {
		g_printerr("porter port: --no-sandbox and --require-sandbox exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	if (max_rounds <= 0 || top <= 0) {
		g_printerr("porter port: --max-rounds and --top must be positive\n");
		return PORTER_EXIT_USAGE;
	}
	if (format && porter_format_from_name(&fmt, format)) {
		g_printerr("porter port: --format %s: expected text, json or markdown\n", format);
		return PORTER_EXIT_USAGE;
	}

	o.driver = driver;
	o.kernel = kernel;
	o.db = db;
	o.build = build;
	o.out_dir = out;
	o.apply = apply;
	o.backport = backport;
	o.max_rounds = max_rounds;
	o.top = top;
	o.query_budget_s = query_budget;
	/* enum sbx_isolation: AUTO, NONE, REQUIRE */
	o.isolation = no_sandbox ? 1 : require_sandbox ? 2 : 0;
	o.progress = isatty(STDERR_FILENO);
	porter_progress_enable(o.progress);

	ret = porter_port_run(&r, &o, &err);
	if (ret) {
		g_printerr("error: %s\n", err->message);
		return g_error_matches(err, PORTER_ERROR, PORTER_ERROR_INPUT) ? PORTER_EXIT_USAGE :
										  PORTER_EXIT_INTERNAL;
	}
	if (notify) {
		g_autofree char *json = porter_report_render(r, PORTER_FORMAT_JSON, FALSE);
		g_autoptr(GError) nerr = NULL, serr = NULL;

		if (porter_notify(notify, json, NULL, &nerr)) {
			g_printerr("warning: %s\n", nerr->message);
			r->notify_warning = g_strdup(nerr->message);
			/* the saved reports say so too */
			if (r->out_dir && porter_report_save(r, r->out_dir, &serr))
				g_printerr("warning: %s\n", serr->message);
		}
	}
	if (junit && write_junit(r, junit, &err)) {
		g_printerr("error: %s\n", err->message);
		return PORTER_EXIT_INTERNAL;
	}
	text = porter_report_render(r, fmt, fmt == PORTER_FORMAT_TEXT && want_colour());
	fputs(text, stdout);
	fflush(stdout);
	return r->exit_code;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * `porter port`: the one-shot port.  Parses the options, checks that the outputs can be written
 * before anything changes, runs the loop (port.c), prints the report on stdout in the chosen
 * format, then optionally writes JUnit XML and POSTs a message about it.  Failing to notify is
 * a warning, failing to save an artifact an error after the report was printed.
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
	if (r->clean && r->load_test && r->load_test->verdict && !r->load_test->loads) {
		c->failed = TRUE;
		g_free(c->failure);
		c->failure = g_strdup_printf("load test: %s: %s", r->load_test->verdict,
					     r->load_test->summary ? r->load_test->summary : "");
		c->type = g_strdup("load-test");
	}
	c->text = porter_report_render(r, PORTER_FORMAT_TEXT, FALSE);
	g_ptr_array_add(cases, c);
	xml = porter_junit_render("porter.port", cases);
	return porter_write_file(path, xml, -1, error);
}

/* `porter port`'s command line, as parsed (cleared with port_cli_clear()). */
struct port_cli {
	char *driver, *kernel, *db, *build, *out;
	char *format, *notify, *junit, *nformat;
	char *author, *sarif;
	gboolean apply, review, backport, no_sandbox;
	gboolean signoff, progress, quiet;
	gboolean require_sandbox;
	char **make_args;
	gboolean include_uncommitted;
	gint max_rounds, top, notify_timeout;
	gint lim[7];	/* --timeout --cpu --mem --pids --disk --tmp-size --copy-max */
	double query_budget;
	double budget;		/* --budget: the whole run's seconds */
	gboolean compat;	/* --compat, --also-build: compat.c */
	gboolean explain;
	char **also_build;
	gboolean load;	/* --load-test: load-test.c, docs/load-test.md */
	char *boot_image, *modules_dir;
	gint insmod_timeout;
	char **exclude_paths;
	gboolean help;
};

static void port_cli_clear(struct port_cli *cl)
{
	g_free(cl->driver);
	g_free(cl->kernel);
	g_free(cl->db);
	g_free(cl->build);
	g_free(cl->out);
	g_free(cl->format);
	g_free(cl->notify);
	g_free(cl->junit);
	g_free(cl->nformat);
	g_free(cl->author);
	g_free(cl->sarif);
	g_strfreev(cl->make_args);
	g_strfreev(cl->also_build);
	g_free(cl->boot_image);
	g_free(cl->modules_dir);
	g_strfreev(cl->exclude_paths);
}

/* Parses the options into cl: porter_parse_options()'s result (<0: --help was printed). */
static int parse_cli(struct port_cli *cl, int *argc, char ***argv)
{
	GOptionEntry entries[] = {
		{ "help", 'h', 0, G_OPTION_ARG_NONE, &cl->help, "show this help", NULL },
		{ "driver", 0, 0, G_OPTION_ARG_FILENAME, &cl->driver, "the driver to port", "DIR" },
		{ "kernel", 0, 0, G_OPTION_ARG_FILENAME, &cl->kernel,
		  "target kernel tree, or a version of the installed headers (6.12; default: the "
		  "running kernel's /lib/modules/RELEASE/build)", "KDIR" },
		{ "db", 0, 0, G_OPTION_ARG_FILENAME, &cl->db,
		  "prequel index of the history (default: the pool porter pool made for the target)",
		  "DB" },
		{ "build", 0, 0, G_OPTION_ARG_STRING, &cl->build,
		  "build command, {kernel} and {src} replaced (default: Kbuild or plain gcc)",
		  "CMD" },
		{ "out", 0, 0, G_OPTION_ARG_FILENAME, &cl->out,
		  "write reports, the patch series and the .cocci files here (review mode's "
		  "default: ./porter-DRIVER-KERNEL)", "DIR" },
		{ "apply", 0, 0, G_OPTION_ARG_NONE, &cl->apply,
		  "write the changes to the driver when the final build is clean", NULL },
		{ "review", 0, 0, G_OPTION_ARG_NONE, &cl->review,
		  "leave the driver untouched, only write the series (the default)", NULL },
		{ "author", 0, 0, G_OPTION_ARG_STRING, &cl->author,
		  "author of the patches (default: git's user.name and user.email)",
		  "'NAME <MAIL>'" },
		{ "signoff", 's', 0, G_OPTION_ARG_NONE, &cl->signoff,
		  "add your Signed-off-by: to each patch (the DCO: only if you can certify it)",
		  NULL },
		{ "max-rounds", 0, 0, G_OPTION_ARG_INT, &cl->max_rounds, "rounds at most (10)", "N" },
		{ "top", 0, 0, G_OPTION_ARG_INT, &cl->top, "candidates tried per issue (5)", "K" },
		{ "query-budget", 0, 0, G_OPTION_ARG_DOUBLE, &cl->query_budget,
		  "seconds of verification per query (30; negative: no limit)", "S" },
		{ "budget", 0, 0, G_OPTION_ARG_DOUBLE, &cl->budget,
		  "seconds for the whole run (900; negative: none): the loop stops between candidates "
		  "and reports what it cut; the final build's time is kept apart", "S" },
		{ "backport", 0, 0, G_OPTION_ARG_NONE, &cl->backport,
		  "port to an older kernel: templates reversed", NULL },
		{ "compat", 0, 0, G_OPTION_ARG_NONE, &cl->compat,
		  "guard each fix, new and old code side by side, so that the driver still builds "
		  "on the old kernel (docs/compat.md)", NULL },
		{ "also-build", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &cl->also_build,
		  "with --compat, also build each fix against KDIR and keep it only when that build "
		  "is as clean as before (repeatable)", "KDIR" },
		{ "load-test", 0, 0, G_OPTION_ARG_NONE, &cl->load,
		  "after a clean final build, boot the target kernel under QEMU and load the "
		  "module (docs/load-test.md)", NULL },
		{ "boot-image", 0, 0, G_OPTION_ARG_FILENAME, &cl->boot_image,
		  "with --load-test, boot this image instead of the target release's", "IMG" },
		{ "modules-dir", 0, 0, G_OPTION_ARG_FILENAME, &cl->modules_dir,
		  "with --boot-image, that image's /lib/modules/RELEASE", "DIR" },
		{ "insmod-timeout", 0, 0, G_OPTION_ARG_INT, &cl->insmod_timeout,
		  "with --load-test, seconds insmod may take in the VM (20)", "S" },
		{ "exclude-path", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &cl->exclude_paths,
		  "no commit of the index touching this file or folder is an example "
		  "(repeatable)", "PATH" },
		{ "format", 0, 0, G_OPTION_ARG_STRING, &cl->format,
		  "text (default), json, markdown, or github (workflow commands)", "FORMAT" },
		{ "sarif", 0, 0, G_OPTION_ARG_FILENAME, &cl->sarif,
		  "also write the issues as SARIF 2.1.0 to FILE", "FILE" },
		{ "notify", 0, 0, G_OPTION_ARG_STRING, &cl->notify,
		  "POST a message about the report to URL (Authorization from $"
		  PORTER_NOTIFY_AUTH_ENV ")", "URL" },
		{ "notify-format", 0, 0, G_OPTION_ARG_STRING, &cl->nformat,
		  "generic (summary object), slack ({\"text\"}) or matrix (m.text)", "FORMAT" },
		{ "notify-timeout", 0, 0, G_OPTION_ARG_INT, &cl->notify_timeout,
		  "seconds the notification may take (10)", "S" },
		{ "junit", 0, 0, G_OPTION_ARG_FILENAME, &cl->junit, "write JUnit XML to FILE", "FILE" },
		{ "explain", 0, 0, G_OPTION_ARG_NONE, &cl->explain,
		  "print on stderr what synth's stages (pair, generalize, select, emit) made of "
		  "each example tried", NULL },
		{ "progress", 0, 0, G_OPTION_ARG_NONE, &cl->progress,
		  "progress lines on stderr even when it is not a terminal (CI logs)", NULL },
		{ "quiet", 'q', 0, G_OPTION_ARG_NONE, &cl->quiet,
		  "no progress lines, no notes on stderr; errors and warnings only", NULL },
		{ "no-sandbox", 0, 0, G_OPTION_ARG_NONE, &cl->no_sandbox,
		  "run builds without bubblewrap", NULL },
		{ "require-sandbox", 0, 0, G_OPTION_ARG_NONE, &cl->require_sandbox,
		  "fail when builds cannot be isolated", NULL },
		/* the driver's build (issue 20) */
		{ "make-arg", 0, 0, G_OPTION_ARG_STRING_ARRAY, &cl->make_args,
		  "a make variable for the build (repeatable); ARCH, CROSS_COMPILE, LLVM, CC and "
		  "KCFLAGS pass from the environment", "VAR=VALUE" },
		{ "build-timeout", 0, 0, G_OPTION_ARG_INT, &cl->lim[0], "wall time per build (300)",
		  "S" },
		{ "include-uncommitted", 0, 0, G_OPTION_ARG_NONE, &cl->include_uncommitted,
		  "send the driver's uncommitted edits as the series' first patch (default: "
		  "refuse to run on them)", NULL },
		{ "timeout", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, &cl->lim[0],
		  "wall time per build (300), as --build-timeout", "S" },
		{ "cpu", 0, 0, G_OPTION_ARG_INT, &cl->lim[1], "CPU time per build (2 x timeout)", "S" },
		{ "mem", 0, 0, G_OPTION_ARG_INT, &cl->lim[2], "memory per build, all processes (4096)",
		  "MB" },
		{ "pids", 0, 0, G_OPTION_ARG_INT, &cl->lim[3], "processes per build (512)", "N" },
		{ "disk", 0, 0, G_OPTION_ARG_INT, &cl->lim[4], "size of the work copy (1024)", "MB" },
		{ "tmp-size", 0, 0, G_OPTION_ARG_INT, &cl->lim[5], "size of the build's /tmp (256)", "MB" },
		{ "copy-max", 0, 0, G_OPTION_ARG_INT, &cl->lim[6], "size of the driver to copy (256)",
		  "MB" },
		{ NULL }
	};
	int ret;

	ret = porter_parse_options("port", "- port a driver to another kernel", entries, &cl->help,
				   argc, argv);
	if (ret < 0)
		fputs("Exit codes: 0 clean, 1 issues left, 2 bad input (also an --out or --junit that\n"
		      "cannot be written, checked first), 3 porter failed or an artifact could not be\n"
		      "saved (the report is printed all the same).\n", stdout);
	return ret;
}

/*
 * --kernel VERSION (or none) and no --db, as docs/cli.md's "Kernels and pools by version" says:
 * cl->kernel and cl->db replaced by the tree and the pool's index.  0, or PORTER_EXIT_USAGE
 * after one line on stderr.
 */
static int resolve_cli(struct port_cli *cl)
{
	g_autoptr(GError) err = NULL;
	char *kdir = NULL;

	if (!cl->driver)
		return 0;	/* check_cli() says what is missing */
	if (porter_kernel_resolve(&kdir, cl->kernel, &err)) {
		g_printerr("error: %s%s\n", cl->kernel ? "--kernel " : "", err->message);
		return PORTER_EXIT_USAGE;
	}
	g_free(cl->kernel);
	cl->kernel = kdir;
	if (!cl->db && porter_pool_find(&cl->db, cl->kernel, cl->backport, &err)) {
		g_printerr("error: %s\n", err->message);
		return PORTER_EXIT_USAGE;
	}
	return 0;
}

/*
 * The options' checks, in the order the user reads errors: 0, or PORTER_EXIT_USAGE after one
 * line on stderr.  The outputs are checked to be writable before anything changes.
 */
static int check_cli(const struct port_cli *cl, enum porter_format *fmt,
		     enum porter_notify_format *nfmt)
{
	g_autoptr(GError) err = NULL;

	if (!cl->driver) {
		g_printerr("porter port: --driver is required\n");
		return PORTER_EXIT_USAGE;
	}
	if (cl->apply && cl->review) {
		g_printerr("porter port: --apply and --review exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	if (cl->no_sandbox && cl->require_sandbox) {
		g_printerr("porter port: --no-sandbox and --require-sandbox exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	if (cl->max_rounds <= 0 || cl->top <= 0) {
		g_printerr("porter port: --max-rounds and --top must be positive\n");
		return PORTER_EXIT_USAGE;
	}
	if (cl->progress && cl->quiet) {
		g_printerr("porter port: --progress and --quiet exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	for (guint i = 0; i < G_N_ELEMENTS(cl->lim); i++) {
		if (cl->lim[i] < 0) {
			g_printerr("porter port: --build-timeout, --cpu, --mem, --pids, --disk, --tmp-size "
				   "and --copy-max must be positive\n");
			return PORTER_EXIT_USAGE;
		}
	}
	for (guint i = 0; cl->make_args && cl->make_args[i]; i++) {
		const char *a = cl->make_args[i], *eq = strchr(a, '=');
		gboolean ok = eq && eq > a && (g_ascii_isalpha(*a) || *a == '_');

		for (const char *c = a; ok && c < eq; c++)
			ok = g_ascii_isalnum(*c) || *c == '_';
		if (!ok) {
			g_printerr("porter port: --make-arg %s: expected VAR=VALUE\n", a);
			return PORTER_EXIT_USAGE;
		}
	}
	if (cl->format && porter_format_from_name(fmt, cl->format)) {
		g_printerr("porter port: --format %s: expected text, json, markdown or github\n",
			   cl->format);
		return PORTER_EXIT_USAGE;
	}
	if (cl->nformat && porter_notify_format_from_name(nfmt, cl->nformat)) {
		g_printerr("porter port: --notify-format %s: expected generic, slack or matrix\n",
			   cl->nformat);
		return PORTER_EXIT_USAGE;
	}
	if (cl->notify_timeout <= 0) {
		g_printerr("porter port: --notify-timeout must be positive\n");
		return PORTER_EXIT_USAGE;
	}
	/* an artifact that cannot be written must fail the run before --apply changes anything */
	if ((cl->out && porter_check_out_place(cl->out, "output folder", &err)) ||
	    (cl->junit && porter_check_out_file(cl->junit, "JUnit file", &err)) ||
	    (cl->sarif && porter_check_out_file(cl->sarif, "SARIF file", &err))) {
		g_printerr("error: %s\n", err->message);
		return PORTER_EXIT_USAGE;
	}
	if (cl->also_build && !cl->compat) {
		g_printerr("porter port: --also-build needs --compat\n");
		return PORTER_EXIT_USAGE;
	}
	if ((cl->boot_image || cl->modules_dir || cl->insmod_timeout) && !cl->load) {
		g_printerr("porter port: --boot-image, --modules-dir and --insmod-timeout need "
			   "--load-test\n");
		return PORTER_EXIT_USAGE;
	}
	if (cl->modules_dir && !cl->boot_image) {
		g_printerr("porter port: --modules-dir needs --boot-image\n");
		return PORTER_EXIT_USAGE;
	}
	if (cl->insmod_timeout < 0) {
		g_printerr("porter port: --insmod-timeout must be positive\n");
		return PORTER_EXIT_USAGE;
	}
	return 0;
}

/* The loop's options from the command line (o points into cl and lo). */
static void port_options(struct porter_port_options *o, struct porter_load_test_options *lo,
			 struct port_cli *cl)
{
	o->make_args = (const char *const *)cl->make_args;
	o->include_uncommitted = cl->include_uncommitted;
	o->limits.timeout_s = cl->lim[0];
	o->limits.cpu_s = cl->lim[1];
	o->limits.mem_mb = cl->lim[2];
	o->limits.pids = cl->lim[3];
	o->limits.disk_mb = cl->lim[4];
	o->limits.tmp_mb = cl->lim[5];
	o->limits.copy_mb = cl->lim[6];
	o->driver = cl->driver;
	o->kernel = cl->kernel;
	o->db = cl->db;
	o->build = cl->build;
	o->apply = cl->apply;
	o->author = cl->author;
	o->signoff = cl->signoff;
	o->backport = cl->backport;
	o->max_rounds = cl->max_rounds;
	o->top = cl->top;
	o->query_budget_s = cl->query_budget;
	o->budget_s = cl->budget;
	lo->boot_image = cl->boot_image;
	lo->modules_dir = cl->modules_dir;
	lo->insmod_timeout_s = cl->insmod_timeout;
	o->load_test = cl->load ? lo : NULL;
	o->compat = cl->compat;
	o->explain = cl->explain;
	o->also_build = (const char *const *)cl->also_build;
	o->exclude_paths = (const char *const *)cl->exclude_paths;
	/* enum sbx_isolation: AUTO, NONE, REQUIRE */
	o->isolation = cl->no_sandbox ? 1 : cl->require_sandbox ? 2 : 0;
	lo->isolation = o->isolation;
	o->progress = cl->progress || (!cl->quiet && isatty(STDERR_FILENO));
	o->quiet = cl->quiet;
	porter_progress_enable(o->progress);
	/*
	 * Review mode's product is the series: without --out it goes to a folder named here, and
	 * the report names it ("output:"); stderr keeps one line per error for scripts.
	 */
	if (!cl->out && !cl->apply) {
		g_autofree char *d = g_path_get_basename(cl->driver);
		g_autofree char *k = g_path_get_basename(cl->kernel);

		cl->out = g_strdup_printf("porter-%s-%s", d, k);
		porter_progress("no --out: the series and reports go to %s/", cl->out);
	}
	o->out_dir = cl->out;
}

/* --junit and --sarif after the report: 0, or -PORTER_ERROR_INTERNAL when one is not saved. */
static int save_artifacts(const struct porter_report *r, const struct port_cli *cl)
{
	g_autoptr(GError) err = NULL;
	int ret = 0;

	if (cl->junit && write_junit(r, cl->junit, &err)) {
		g_printerr("error: %s\n", err->message);
		g_clear_error(&err);
		ret = -PORTER_ERROR_INTERNAL;
	}
	if (cl->sarif) {
		g_autofree char *doc = porter_report_sarif(r);

		if (porter_write_file(cl->sarif, doc, -1, &err)) {
			g_printerr("error: %s\n", err->message);
			g_clear_error(&err);
			ret = -PORTER_ERROR_INTERNAL;
		}
	}
	return ret;
}

/* --notify: a warning when it fails, which the saved reports then carry too. */
static void notify_report(struct porter_report *r, const char *url,
			  enum porter_notify_format nfmt, const struct porter_notify_options *nopts)
{
	g_autofree char *name = g_path_get_basename(r->driver);
	g_autofree char *kname = g_path_get_basename(r->kernel);
	g_autofree char *summary = r->clean ? !r->issues_before ?
		g_strdup_printf("builds on %s", kname) :
		g_strdup_printf("ported to %s: %u issue(s) fixed%s%s", kname,
				r->issues_before, r->series ? ", series in " : "",
				r->series ? r->series : "") :
		g_strdup_printf("not ported to %s: %u of %u issue(s) remain", kname,
				r->issues_after, r->issues_before);
	g_autofree char *body = porter_notify_payload(r, nfmt, name, summary);
	g_autoptr(GError) nerr = NULL, serr = NULL;
	struct porter_out *po = NULL;

	if (porter_notify(url, body, nopts, &nerr)) {
		g_printerr("warning: %s\n", nerr->message);
		r->notify_warning = g_strdup(nerr->message);
		/* the saved reports say so too */
		if (r->out_dir && (porter_out_open(&po, r->out_dir, &serr) ||
				   porter_report_save(r, po, &serr)))
			g_printerr("warning: %s\n", serr->message);
		porter_out_free(po);
	}
}

int cmd_port(int argc, char **argv)
{
	struct port_cli cl = { .max_rounds = 10, .top = 5, .notify_timeout = 10 };
	struct porter_notify_options nopts = PORTER_NOTIFY_OPTIONS_INIT;
	enum porter_notify_format nfmt = PORTER_NOTIFY_GENERIC;
	struct porter_load_test_options lo = { 0 };
	g_autoptr(GError) err = NULL;
	g_autoptr(porter_report) r = NULL;
	g_autofree char *text = NULL;
	struct porter_port_options o = PORTER_PORT_OPTIONS_INIT;
	enum porter_format fmt = PORTER_FORMAT_TEXT;
	gboolean out_link = FALSE;
	int ret;

	ret = parse_cli(&cl, &argc, &argv);
	if (ret) {
		ret = ret < 0 ? 0 : ret;
		goto out_clear;
	}
	ret = resolve_cli(&cl);
	if (!ret)
		ret = check_cli(&cl, &fmt, &nfmt);
	if (ret)
		goto out_clear;
	nopts.timeout_s = cl.notify_timeout;
	port_options(&o, &lo, &cl);

	ret = porter_port_run(&r, &o, &err);
	/* a link in --out is the user's input to fix: 2, as for the other checks above */
	out_link = ret == -PORTER_ERROR_INPUT;
	if (ret && !r) {
		g_printerr("error: %s\n", err->message);
		ret = g_error_matches(err, PORTER_ERROR, PORTER_ERROR_INPUT) ? PORTER_EXIT_USAGE :
									     PORTER_EXIT_INTERNAL;
		goto out_clear;
	}
	/* the report first: nothing after it (a slow server, a full disk) may hold it back */
	text = porter_report_render(r, fmt, fmt == PORTER_FORMAT_TEXT && want_colour());
	fputs(text, stdout);
	fflush(stdout);
	if (ret) {
		g_printerr("error: %s\n", err->message);
		g_clear_error(&err);
	}
	if (save_artifacts(r, &cl))
		ret = -PORTER_ERROR_INTERNAL;
	if (cl.notify)
		notify_report(r, cl.notify, nfmt, &nopts);
	ret = ret ? (out_link ? PORTER_EXIT_USAGE : PORTER_EXIT_INTERNAL) : r->exit_code;
out_clear:
	port_cli_clear(&cl);
	return ret;
}

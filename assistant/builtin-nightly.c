// SPDX-License-Identifier: GPL-2.0
/*
 * `porter nightly --config FILE`: runs the port loop over every driver and kernel of the
 * config, each in a child process with a time limit so that nothing one driver does (a crash,
 * a hang) costs the others; writes per-run reports, a JUnit XML file and the state file
 * whatever happened, and exits non-zero when a driver does not build as committed
 * (docs/nightly.md).
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "escape.h"
#include "porter.h"
#include "progress.h"
#include "sandbox.h"

static const char exit_help[] =
	"Exit codes:\n"
	"  0  every driver builds as committed on every kernel (or --report-only)\n"
	"  1  a driver does not build as committed (porter's fix may be in OUT/NAME/series.mbox),\n"
	"     is not ported, or regressed against the state file\n"
	"  2  bad config or state file, or an output that cannot be written (FILE:LINE:COL)\n"
	"  3  porter failed on a driver (crash, timeout, error), or the JUnit or state file\n"
	"     could not be written\n"
	"\n"
	"--notify's Authorization header is taken from $" PORTER_NOTIFY_AUTH_ENV ".\n";

static guint report_fixed(const struct porter_report *r)
{
	guint n = 0;

	for (guint i = 0; i < r->issues->len; i++)
		n += ((struct porter_issue_report *)r->issues->pdata[i])->fixed;
	return n;
}

/* A signal that stops the night while a child runs: the child's process group goes with it. */
static volatile sig_atomic_t stop_signal;

static void on_stop_signal(int sig)
{
	stop_signal = sig;
}

/* What the child of port_isolated() runs: one port, its report or error written to a file. */
struct isolated_port {
	const struct porter_port_options *o;
	const char *result;
};

static int isolated_port_main(void *data)
{
	const struct isolated_port *ip = data;
	struct porter_report *r = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *text = NULL;
	int ret;

	ret = porter_port_run(&r, ip->o, &err);
	if (ret)
		text = g_strdup_printf("E%d %s", -ret, err->message);
	else
		text = porter_report_render(r, PORTER_FORMAT_JSON, FALSE);
	return g_file_set_contents(ip->result, text, -1, NULL) ? 0 : 3;
}

/*
 * Runs porter_port_run() in a child process and gives its report back; a crash, a time-out or
 * an error of the child is an error of this driver only.  The child writes its JSON report (or
 * "E<code> <message>") to a file the parent reads once it has exited.
 */
static int port_isolated(struct porter_report **out, const struct porter_port_options *opts,
			 const char *name, guint timeout_s, GError **error)
{
	g_autofree char *what = g_strdup_printf("nightly: %s", name);
	struct prog_meter beat;
	struct porter_port_options o = *opts;
	struct isolated_port ip;
	g_autoptr(GError) err = NULL;
	g_autofree char *tmp = g_dir_make_tmp("porter-nightly-XXXXXX", &err);
	g_autofree char *result = NULL, *work = NULL, *text = NULL;
	static const int stop_signals[] = { SIGINT, SIGTERM, SIGHUP };
	struct sigaction sa, old_sa[G_N_ELEMENTS(stop_signals)];
	gint64 deadline;
	gboolean timed_out = FALSE;
	int status = 0, ret;
	gsize len = 0;
	pid_t pid;

	*out = NULL;
	if (!tmp) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot make a folder: %s",
			    err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	result = g_build_filename(tmp, "result", NULL);
	/* the work copy goes here too, so that it is removed even when the child is killed */
	work = g_build_filename(tmp, "work", NULL);
	o.work_parent = work;
	ip.o = &o;
	ip.result = result;
	/* its own process group, so that a time-out kills the builds it started too */
	if (sbx_spawn_function(&pid, isolated_port_main, &ip, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot start the port: %s",
			    err->message);
		ret = -PORTER_ERROR_INTERNAL;
		goto out_remove_tmp;
	}
	/* the child has a group of its own, which a Ctrl-C on the terminal no longer reaches */
	sa.sa_handler = on_stop_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;
	for (guint i = 0; i < G_N_ELEMENTS(stop_signals); i++) {
		sigaction(stop_signals[i], NULL, &old_sa[i]);
		/* a signal ignored (nohup) stays ignored */
		if (old_sa[i].sa_handler != SIG_IGN)
			sigaction(stop_signals[i], &sa, NULL);
	}
	deadline = g_get_monotonic_time() + (gint64)timeout_s * G_USEC_PER_SEC;
	/* a port may take minutes without a line of its own: CI logs get a heartbeat */
	prog_meter_start(&beat, what, NULL, 0);
	for (;;) {
		pid_t got = waitpid(pid, &status, WNOHANG);

		if (got == pid || (got < 0 && errno != EINTR))
			break;
		if (stop_signal) {
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
			waitpid(pid, &status, 0);
			sbx_remove_tree(tmp, NULL);
			for (guint i = 0; i < G_N_ELEMENTS(stop_signals); i++)
				sigaction(stop_signals[i], &old_sa[i], NULL);
			raise(stop_signal);
		}
		if (g_get_monotonic_time() > deadline) {
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
			waitpid(pid, &status, 0);
			timed_out = TRUE;
			break;
		}
		g_usleep(50 * 1000);
		prog_meter_update(&beat, 0);
	}
	for (guint i = 0; i < G_N_ELEMENTS(stop_signals); i++)
		sigaction(stop_signals[i], &old_sa[i], NULL);
	if (timed_out) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "porter was stopped after %u s (the driver's timeout)", timeout_s);
		ret = -PORTER_ERROR_INTERNAL;
		goto out_remove_tmp;
	}
	if (WIFSIGNALED(status)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "porter crashed on this driver (signal %d, %s)", WTERMSIG(status),
			    g_strsignal(WTERMSIG(status)));
		ret = -PORTER_ERROR_INTERNAL;
		goto out_remove_tmp;
	}
	if (!g_file_get_contents(result, &text, &len, NULL) || !len) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "porter gave no result on this driver (exit %d)",
			    WIFEXITED(status) ? WEXITSTATUS(status) : -1);
		ret = -PORTER_ERROR_INTERNAL;
		goto out_remove_tmp;
	}
	if (text[0] == 'E') {
		char *msg = NULL;
		gint64 code = g_ascii_strtoll(text + 1, &msg, 10);

		if (code != PORTER_ERROR_INPUT && code != PORTER_ERROR_INDEX)
			code = PORTER_ERROR_INTERNAL;
		g_set_error(error, PORTER_ERROR, code, "%s", msg && *msg ? msg + 1 : "error");
		ret = -code;
		goto out_remove_tmp;
	}
	ret = porter_json_check_depth(text, len, "the child's report", error);
	if (!ret)
		ret = porter_report_from_json(out, text, "the child's report", error);
out_remove_tmp:
	sbx_remove_tree(tmp, NULL);
	return ret;
}

/* "unknown-field suspend of struct spi_driver (lms.c:12), ..." for the first few issues. */
static char *remaining_list(const struct porter_report *r)
{
	GString *s = g_string_new(NULL);

	for (guint i = 0; i < r->remaining->len && i < 8; i++) {
		const struct porter_issue_report *ir = r->remaining->pdata[i];

		g_string_append_printf(s, "%s%s %s%s%s (%s:%d)", i ? ", " : "", ir->kind,
				       ir->symbol ? ir->symbol : "?", ir->container ? " of " : "",
				       ir->container ? ir->container : "",
				       ir->file ? ir->file : "?", ir->line);
	}
	if (r->remaining->len > 8)
		g_string_append_printf(s, ", and %u more", r->remaining->len - 8);
	return g_string_free(s, FALSE);
}

/*
 * The run's SARIF in its folder, for github/codeql-action/upload-sarif (which takes a folder):
 * each with its own category (runs[0].automationDetails.id "porter-nightly/NAME/"), since code
 * scanning refuses two runs of one tool and category in one upload.
 */
static int save_sarif(const struct porter_report *r, struct porter_out *out, const char *name,
		      GError **error)
{
	g_autofree char *doc = porter_report_sarif(r);
	g_autofree char *id = g_strdup_printf("porter-nightly/%s/", name);
	g_autoptr(JsonParser) p = json_parser_new();
	g_autoptr(JsonGenerator) gen = json_generator_new();
	g_autofree char *text = NULL, *safe = NULL;
	JsonObject *run, *details;

	if (!json_parser_load_from_data(p, doc, -1, error))
		return -PORTER_ERROR_INTERNAL;
	run = json_array_get_object_element(
		json_object_get_array_member(json_node_get_object(json_parser_get_root(p)), "runs"),
		0);
	details = json_object_new();
	json_object_set_string_member(details, "id", id);
	json_object_set_object_member(run, "automationDetails", details);
	json_generator_set_root(gen, json_parser_get_root(p));
	json_generator_set_pretty(gen, TRUE);
	text = json_generator_to_data(gen, NULL);
	/* the parser gave the report's escaped controls back raw: escape them again */
	safe = esc_json_text(text);
	return porter_out_write(out, "report.sarif", safe, -1, error);
}

/* A run porter could not do, as a workflow command: no file, the run's name in the title. */
static void github_error(const char *name, const char *message)
{
	g_autoptr(GString) s = g_string_new("::error title=");
	g_autofree char *title = g_strdup_printf("porter nightly: %s", name);

	porter_github_escape(s, title, TRUE);
	g_string_append(s, "::");
	porter_github_escape(s, message, FALSE);
	g_print("%s\n", s->str);
}

/* A run that errored still leaves a report where the others are. */
static void save_error_report(struct porter_out *out, const char *name, const char *message)
{
	g_autofree char *text = g_strdup_printf("porter nightly: %s: ERROR: %s\n", name, message);
	g_autoptr(GError) err = NULL;

	if (out && porter_out_write(out, "report.txt", text, -1, &err))
		g_printerr("warning: cannot save %s's report in %s: %s\n", name,
			   porter_out_path(out), err->message);
}

/* What the runs of one night share and add up to. */
struct night {
	const struct porter_nightly_config *cfg;
	struct porter_out *out;		/* cfg->out_dir, opened once */
	struct porter_notify_options nopts;
	enum porter_notify_format nfmt;
	GHashTable *before, *now;	/* run name -> struct porter_nightly_state_entry * */
	GPtrArray *cases;		/* struct porter_junit_case * */
	gboolean github;		/* --format github: workflow commands after each run's line */
	gboolean regressed, failed, errored;
	gboolean stopped;		/* an index DB is damaged: no more runs */
};

/* One driver on one kernel: port it in a child, then its line, JUnit case, state, message. */
static void run_one(struct night *n, const struct porter_nightly_driver *d, const char *kernel)
{
	const struct porter_nightly_config *cfg = n->cfg;
	g_autofree char *kname = g_path_get_basename(kernel);
	gboolean several = d->kernels->len > 1;
	g_autofree char *name = several ? g_strdup_printf("%s@%s", d->name, kname) :
					  g_strdup(d->name);
	g_autofree char *rel = several ? g_build_filename(d->name, kname, NULL) :
					 g_strdup(d->name);
	g_autofree char *out = g_build_filename(cfg->out_dir, rel, NULL);
	struct porter_out *sub = NULL;
	struct porter_port_options o = PORTER_PORT_OPTIONS_INIT;
	struct porter_junit_case *jc = g_new0(struct porter_junit_case, 1);
	struct porter_nightly_state_entry *e = g_new0(struct porter_nightly_state_entry, 1);
	const struct porter_nightly_state_entry *prev = g_hash_table_lookup(n->before, name);
	g_autoptr(porter_report) rep = NULL;
	g_autoptr(GError) perr = NULL;
	g_autofree char *verdict = NULL;
	gint64 t0 = g_get_monotonic_time();
	g_autoptr(GPtrArray) others = g_ptr_array_new();
	struct porter_load_test_options load_opts = { .isolation = cfg->isolation };

	for (guint i = 0; i < d->kernels->len; i++)
		if (strcmp(d->kernels->pdata[i], kernel))
			g_ptr_array_add(others, d->kernels->pdata[i]);
	g_ptr_array_add(others, NULL);
	g_ptr_array_add(n->cases, jc);
	jc->name = g_strdup(name);
	jc->classname = g_strdup_printf("porter.nightly.%s", d->name);
	o.driver = d->driver;
	o.kernel = kernel;
	o.db = d->db;
	o.build = d->build;
	o.out_dir = out;
	o.backport = d->backport;
	o.max_rounds = d->max_rounds;
	o.top = d->top;
	o.isolation = cfg->isolation;
	o.limits = d->limits;
	o.query_budget_s = d->query_budget_s;
	o.budget_s = d->budget_s;
	o.author = d->author;
	o.signoff = d->signoff;
	o.make_args = (const char *const *)d->make_args;
	o.compat = d->compat;
	o.load_test = d->load_test ? &load_opts : NULL;
	o.also_build = (const char *const *)others->pdata;	/* the driver's other kernels */
	o.progress = prog_enabled();
	prog_line("nightly: %s (%s)", name, d->driver);
	/* the driver's folder under the night's, made without following a link */
	if (porter_out_sub(&sub, n->out, rel, &perr) ||
	    (o.out = sub, port_isolated(&rep, &o, name, d->timeout_s, &perr))) {
		g_printerr("error: %s: %s\n", name, perr->message);
		jc->error = TRUE;
		jc->failure = g_strdup(perr->message);
		jc->text = g_strdup(perr->message);
		e->exit_code = g_error_matches(perr, PORTER_ERROR, PORTER_ERROR_INPUT) ?
				       PORTER_EXIT_USAGE : PORTER_EXIT_INTERNAL;
		save_error_report(sub, name, perr->message);
		verdict = g_strdup("ERROR");
		n->errored = TRUE;
		/* a damaged index would fail the next drivers alike: the night stops here */
		n->stopped = g_error_matches(perr, PORTER_ERROR, PORTER_ERROR_INDEX);
	} else {
		g_autofree char *left = remaining_list(rep);

		jc->text = porter_report_render(rep, PORTER_FORMAT_TEXT, FALSE);
		e->clean = rep->clean;
		e->issues_after = rep->issues_after;
		e->fixed = report_fixed(rep);
		e->exit_code = rep->exit_code;
		/* clean means the driver as committed builds; porter's fix is news */
		e->builds = rep->clean && !rep->issues_before && !e->fixed &&
			    rep->exit_code == PORTER_EXIT_CLEAN;
		jc->failed = !e->builds;
		if (e->builds) {
			verdict = g_strdup("clean");
		} else if (rep->clean && rep->load_test && rep->load_test->verdict &&
			   !rep->load_test->loads) {
			verdict = g_strdup_printf("does not load on %s: %s", kname,
						  rep->load_test->verdict);
			jc->type = g_strdup("load-test");
		} else if (rep->clean) {
			verdict = g_strdup_printf("breaks on %s; fix in %s", kname,
						  rep->series ? rep->series : out);
			jc->type = g_strdup("fix-available");
		} else {
			verdict = g_strdup_printf("not ported on %s: %u issue(s) remain%s%s", kname,
						  rep->issues_after, *left ? ": " : "", left);
		}
		jc->failure = g_strdup(verdict);
		n->failed |= !e->builds;
	}
	jc->seconds = (g_get_monotonic_time() - t0) / 1e6;
	if (porter_nightly_regressed(prev, e)) {
		n->regressed = TRUE;
		g_printerr("porter nightly: %s regressed: %u issue(s) remain, %u before%s\n", name,
			   e->issues_after, prev->issues_after, prev->clean ? " (was clean)" : "");
	}
	g_print("%-24s %s  %u fixed, %u remaining\n", name,
		jc->error ? "ERROR" : e->builds ? "clean" : rep->clean ? verdict : "not ported",
		e->fixed, e->issues_after);
	if (rep) {
		g_autoptr(GError) serr = NULL;

		if (save_sarif(rep, sub, name, &serr))
			g_printerr("warning: %s: cannot save its SARIF: %s\n", name, serr->message);
	}
	if (n->github && rep) {
		g_autofree char *gh = porter_report_render(rep, PORTER_FORMAT_GITHUB, FALSE);

		fputs(gh, stdout);
	} else if (n->github) {
		github_error(name, jc->failure);
	}
	if (cfg->notify && rep) {
		g_autofree char *body = porter_notify_payload(rep, n->nfmt, name, verdict);
		g_autoptr(GError) nerr = NULL;

		if (porter_notify(cfg->notify, body, &n->nopts, &nerr))
			g_printerr("warning: %s: %s\n", name, nerr->message);
	}
	g_hash_table_replace(n->now, g_strdup(name), e);
	porter_out_free(sub);
}

/* The name of shard @k of @n's files in the output folder: "shard-K-of-N.EXT". */
static char *shard_file(guint k, guint n, const char *ext)
{
	return g_strdup_printf("shard-%u-of-%u.%s", k, n, ext);
}

/*
 * Saves what the merge needs of this shard in the night's output folder: the state of its own
 * runs (shard-K-of-N.json, the state file's format) and its JUnit (shard-K-of-N.junit.xml).
 */
static int save_shard(struct night *n, guint k, guint of, GError **error)
{
	g_autoptr(GHashTable) mine = g_hash_table_new(g_str_hash, g_str_equal);
	g_autofree char *xml = porter_junit_render("porter.nightly", n->cases);
	g_autofree char *jname = shard_file(k, of, "junit.xml");
	g_autofree char *sname = shard_file(k, of, "json");
	g_autofree char *tmp = NULL, *state = NULL, *text = NULL;
	int ret;

	for (guint i = 0; i < n->cases->len; i++) {
		const struct porter_junit_case *c = n->cases->pdata[i];
		gpointer e = g_hash_table_lookup(n->now, c->name);

		if (e)
			g_hash_table_insert(mine, c->name, e);
	}
	/* the state writer writes a path: a private file, then through the folder's descriptor */
	tmp = g_dir_make_tmp("porter-shard-XXXXXX", NULL);
	if (!tmp) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "cannot make a temporary folder: %s", g_strerror(errno));
		return -PORTER_ERROR_INTERNAL;
	}
	state = g_build_filename(tmp, sname, NULL);
	ret = porter_nightly_state_save(mine, state, error);
	if (!ret && !g_file_get_contents(state, &text, NULL, NULL))
		ret = -PORTER_ERROR_INTERNAL;
	g_unlink(state);
	g_rmdir(tmp);
	if (!ret)
		ret = porter_out_write(n->out, sname, text, -1, error);
	if (!ret)
		ret = porter_out_write(n->out, jname, xml, -1, error);
	return ret;
}

/*
 * --merge: the shards' files found in @dirs (shard-K-of-N.json and .junit.xml, all of one N,
 * each K once) make the night's JUnit and state as one unsharded run writes them, and its exit
 * code.  The runs' folders need no merge: no two shards write the same one.
 */
/* The night's JUnit (when the config asks for it) and its state, each written whatever
 * happened to the other; PORTER_EXIT_CLEAN, or PORTER_EXIT_INTERNAL said on stderr. */
static int save_night(const struct porter_nightly_config *cfg, const char *junit, GHashTable *now)
{
	g_autoptr(GError) err = NULL;
	int ret = PORTER_EXIT_CLEAN;

	if (cfg->junit && porter_write_file(cfg->junit, junit, -1, &err)) {
		g_printerr("error: %s\n", err->message);
		g_clear_error(&err);
		ret = PORTER_EXIT_INTERNAL;
	}
	if (porter_nightly_state_save(now, cfg->state, &err)) {
		g_printerr("error: %s\n", err->message);
		ret = PORTER_EXIT_INTERNAL;
	}
	return ret;
}

static int merge_shards(const struct porter_nightly_config *cfg, char **dirs, gboolean report_only)
{
	g_autoptr(GHashTable) before = NULL;
	g_autoptr(GHashTable) now = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	g_autoptr(GPtrArray) xml = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GError) err = NULL;
	g_autofree gboolean *seen = NULL;
	g_autofree char *junit = NULL;
	gboolean failed = FALSE, regressed = FALSE, errored = FALSE;
	guint of = 0, found = 0;
	GHashTableIter it;
	gpointer key, val;
	int ret = PORTER_EXIT_CLEAN;

	if (porter_nightly_state_load(&before, cfg->state, &err)) {
		g_printerr("error: %s\n", err->message);
		return PORTER_EXIT_USAGE;
	}
	g_hash_table_iter_init(&it, before);
	while (g_hash_table_iter_next(&it, &key, &val))
		g_hash_table_insert(now, g_strdup(key),
				    g_memdup2(val, sizeof(struct porter_nightly_state_entry)));
	for (guint d = 0; dirs[d]; d++) {
		g_autoptr(GDir) dir = g_dir_open(dirs[d], 0, &err);
		const char *name;

		if (!dir) {
			g_printerr("porter nightly: --merge %s: %s\n", dirs[d], err->message);
			return PORTER_EXIT_USAGE;
		}
		while ((name = g_dir_read_name(dir))) {
			g_autoptr(GHashTable) part = NULL;
			g_autofree char *path = NULL, *jpath = NULL, *text = NULL, *want = NULL;
			char *end = NULL;
			guint64 k64, n64 = 0;
			guint k, n;

			/* "shard-K-of-N.json", as shard_file() names it, and nothing else */
			if (!g_str_has_prefix(name, "shard-"))
				continue;
			k64 = g_ascii_strtoull(name + strlen("shard-"), &end, 10);
			if (g_str_has_prefix(end, "-of-"))
				n64 = g_ascii_strtoull(end + strlen("-of-"), NULL, 10);
			if (!k64 || k64 > n64 || n64 > PORTER_SHARD_MAX)
				continue;
			k = k64;
			n = n64;
			want = shard_file(k, n, "json");
			if (strcmp(name, want))
				continue;
			if (of && n != of) {
				g_printerr("porter nightly: --merge %s: %s is of %u shards, another of "
					   "%u\n", dirs[d], name, n, of);
				return PORTER_EXIT_USAGE;
			}
			if (!of) {
				of = n;
				seen = g_new0(gboolean, n + 1);
			}
			if (seen[k]) {
				g_printerr("porter nightly: --merge: shard %u/%u given twice (%s)\n", k,
					   n, dirs[d]);
				return PORTER_EXIT_USAGE;
			}
			seen[k] = TRUE;
			found++;
			path = g_build_filename(dirs[d], name, NULL);
			if (porter_nightly_state_load(&part, path, &err)) {
				g_printerr("error: %s\n", err->message);
				return PORTER_EXIT_USAGE;
			}
			g_free(want);
			want = shard_file(k, n, "junit.xml");
			jpath = g_build_filename(dirs[d], want, NULL);
			if (!g_file_get_contents(jpath, &text, NULL, &err)) {
				g_printerr("error: shard %u/%u: %s\n", k, n, err->message);
				return PORTER_EXIT_USAGE;
			}
			g_ptr_array_add(xml, g_steal_pointer(&text));
			g_hash_table_iter_init(&it, part);
			while (g_hash_table_iter_next(&it, &key, &val)) {
				const struct porter_nightly_state_entry *e = val;

				if (porter_nightly_regressed(g_hash_table_lookup(before, key), e)) {
					regressed = TRUE;
					g_printerr("porter nightly: %s regressed\n", (char *)key);
				}
				failed |= !e->builds;
				errored |= e->exit_code == PORTER_EXIT_INTERNAL ||
					   e->exit_code == PORTER_EXIT_USAGE;
				g_hash_table_replace(now, g_strdup(key),
						     g_memdup2(e, sizeof(*e)));
			}
		}
	}
	if (!of) {
		g_printerr("porter nightly: --merge: no shard-K-of-N.json in the folders given\n");
		return PORTER_EXIT_USAGE;
	}
	for (guint k = 1; k <= of; k++)
		if (!seen[k]) {
			g_printerr("porter nightly: --merge: shard %u/%u is missing\n", k, of);
			return PORTER_EXIT_USAGE;
		}
	g_print("porter nightly: merged %u shards, %u runs\n", found, g_hash_table_size(now));
	junit = porter_junit_merge("porter.nightly", xml);
	ret = save_night(cfg, junit, now);
	if (ret || report_only)
		return ret;
	return errored ? PORTER_EXIT_INTERNAL : failed || regressed ? PORTER_EXIT_PARTIAL :
								       PORTER_EXIT_CLEAN;
}

int cmd_nightly(int argc, char **argv)
{
	g_autofree char *config_file = NULL, *notify = NULL, *junit = NULL, *nformat = NULL;
	g_autofree char *format = NULL, *shard = NULL;
	g_auto(GStrv) merge = NULL;
	guint shard_k = 1, shard_n = 1;
	g_autoptr(GError) err = NULL;
	g_autoptr(GHashTable) before = NULL;
	g_autoptr(GHashTable) now = NULL;
	g_autoptr(GPtrArray) cases = NULL;
	struct porter_nightly_config *cfg = NULL;
	struct night night = { .nopts = PORTER_NOTIFY_OPTIONS_INIT };
	gboolean report_only = FALSE, progress = FALSE, quiet = FALSE;
	enum prog_mode pmode;
	gint notify_timeout = 0;
	int ret = PORTER_EXIT_CLEAN;
	gboolean help = FALSE;
	GOptionEntry entries[] = {
		{ "help", 'h', 0, G_OPTION_ARG_NONE, &help, "show this help", NULL },
		{ "config", 0, 0, G_OPTION_ARG_FILENAME, &config_file,
		  "nightly configuration (GKeyFile, see docs/nightly.md)", "FILE" },
		{ "notify", 0, 0, G_OPTION_ARG_STRING, &notify,
		  "POST a message per driver to URL (overrides the config)", "URL" },
		{ "notify-format", 0, 0, G_OPTION_ARG_STRING, &nformat,
		  "generic (summary object), slack ({\"text\"}) or matrix (m.text)", "FORMAT" },
		{ "notify-timeout", 0, 0, G_OPTION_ARG_INT, &notify_timeout,
		  "seconds per notification (10)", "S" },
		{ "junit", 0, 0, G_OPTION_ARG_FILENAME, &junit,
		  "write JUnit XML to FILE (overrides the config)", "FILE" },
		{ "format", 0, 0, G_OPTION_ARG_STRING, &format,
		  "text (default), or github: also each run's issues as workflow commands",
		  "FORMAT" },
		{ "report-only", 0, 0, G_OPTION_ARG_NONE, &report_only,
		  "exit 0 whatever the drivers' results (bad config and lost files still fail)",
		  NULL },
		{ "shard", 0, 0, G_OPTION_ARG_STRING, &shard,
		  "run only shard K of N of the driver x kernel runs (a stable split by name)",
		  "K/N" },
		{ "merge", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &merge,
		  "merge the shards' files found in DIR (repeatable) into the config's JUnit and "
		  "state; runs nothing", "DIR" },
		{ "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
		  "progress lines on stderr even when it is not a terminal (CI logs)", NULL },
		{ "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, "no progress lines", NULL },
		{ NULL }
	};

	ret = porter_parse_options("nightly", "- port every driver of a config, for CI", entries,
				   &help, &argc, &argv);
	if (ret < 0)
		fputs(exit_help, stdout);
	if (ret)
		return ret < 0 ? 0 : ret;
	if (!config_file) {
		g_printerr("porter nightly: --config FILE is required\n");
		return PORTER_EXIT_USAGE;
	}
	if (shard) {
		if (porter_nightly_shard_parse(&shard_k, &shard_n, shard, &err)) {
			g_printerr("porter nightly: %s\n", err->message);
			return PORTER_EXIT_USAGE;
		}
		if (merge) {
			g_printerr("porter nightly: --shard %s and --merge exclude each other\n",
				   shard);
			return PORTER_EXIT_USAGE;
		}
	}
	if (notify_timeout < 0) {
		g_printerr("porter nightly: --notify-timeout must be positive\n");
		return PORTER_EXIT_USAGE;
	}
	if (format && strcmp(format, "text") && strcmp(format, "github")) {
		g_printerr("porter nightly: --format %s: expected text or github\n", format);
		return PORTER_EXIT_USAGE;
	}
	night.github = format && !strcmp(format, "github");
	if (prog_mode_from_flags(&pmode, progress, quiet)) {
		g_printerr("porter nightly: --progress and --quiet exclude each other\n");
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
	if (nformat) {
		g_free(cfg->notify_format);
		cfg->notify_format = g_strdup(nformat);
	}
	if (cfg->notify_format &&
	    porter_notify_format_from_name(&night.nfmt, cfg->notify_format)) {
		g_printerr("porter nightly: --notify-format %s: expected generic, slack or matrix\n",
			   cfg->notify_format);
		ret = PORTER_EXIT_USAGE;
		goto out_free_config;
	}
	night.nopts.timeout_s = notify_timeout ? (guint)notify_timeout : cfg->notify_timeout_s;
	if (junit) {
		g_free(cfg->junit);
		cfg->junit = g_strdup(junit);
	}
	report_only |= cfg->report_only;
	if (merge) {
		ret = merge_shards(cfg, merge, report_only);
		goto out_free_config;
	}
	/* what the night must write is checked before it runs for hours */
	if (porter_check_out_dir(cfg->out_dir, "output folder", &err) ||
	    porter_check_out_file(cfg->state, "state file", &err) ||
	    (cfg->junit && porter_check_out_file(cfg->junit, "JUnit file", &err))) {
		g_printerr("error: %s\n", err->message);
		ret = PORTER_EXIT_USAGE;
		goto out_free_config;
	}
	/* the drivers' folders: a link someone left for one is refused before the night */
	{
		g_autoptr(GPtrArray) names = g_ptr_array_new();

		for (guint i = 0; i < cfg->drivers->len; i++)
			g_ptr_array_add(names, ((struct porter_nightly_driver *)
						cfg->drivers->pdata[i])->name);
		g_ptr_array_add(names, NULL);
		if (porter_out_open(&night.out, cfg->out_dir, &err) ||
		    porter_out_check(night.out, (const char *const *)names->pdata, &err)) {
			g_printerr("error: %s\n", err->message);
			ret = PORTER_EXIT_USAGE;
			goto out_free_config;
		}
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
	prog_init("porter", pmode);
	night.cfg = cfg;
	night.before = before;
	night.now = now;
	night.cases = cases;

	for (guint i = 0; i < cfg->drivers->len && !night.stopped; i++) {
		const struct porter_nightly_driver *d = cfg->drivers->pdata[i];

		for (guint k = 0; k < d->kernels->len && !night.stopped; k++) {
			g_autofree char *kname = g_path_get_basename(d->kernels->pdata[k]);

			if (shard && porter_nightly_shard_of(d->name, kname, shard_n) != shard_k)
				continue;
			run_one(&night, d, d->kernels->pdata[k]);
		}
	}
	if (shard && save_shard(&night, shard_k, shard_n, &err)) {
		g_printerr("error: %s\n", err->message);
		g_clear_error(&err);
		night.errored = TRUE;
	}

	/* both files are written whatever happened to the other */
	{
		g_autofree char *xml = cfg->junit ? porter_junit_render("porter.nightly", cases) : NULL;

		ret = save_night(cfg, xml, now);
	}
	if (ret || report_only)
		goto out_free_config;
	ret = night.errored ? PORTER_EXIT_INTERNAL :
	      night.failed || night.regressed ? PORTER_EXIT_PARTIAL : PORTER_EXIT_CLEAN;
out_free_config:
	porter_out_free(night.out);
	porter_nightly_config_free(cfg);
	return ret;
}

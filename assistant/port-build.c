// SPDX-License-Identifier: GPL-2.0
/*
 * The port loop's builds: the work copy built and its output reduced to issues, each issue's
 * identity in the loop (its file key) and its report entry, and a chain undone in the work copy;
 * and the clock and the run's budget (--budget) that every file of the loop reads.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "convert.h"
#include "porter-int.h"

double porter_now(void)
{
	return g_get_monotonic_time() / 1e6;
}

double porter_budget_left(struct port *p)
{
	if (p->budget_s <= 0)
		return G_MAXDOUBLE;
	return p->t_start + p->budget_s - p->reserve_s - porter_now();
}

/* A damaged index fails every query and read alike: the port stops (exit 3), naming the DB,
 * rather than count each issue as not ported. */
gboolean porter_index_damaged(const GError *err)
{
	return g_error_matches(err, PQ_ERROR, PQ_ERROR_DAMAGED) ||
	       g_error_matches(err, PORTER_ERROR, PORTER_ERROR_INDEX);
}

/* The report's cut, made when the loop first stops for the budget; where says at what. */
struct porter_cut *porter_budget_cut(struct port *p, const char *fmt, ...)
{
	struct porter_cut *cut = p->r->cut;
	va_list ap;

	if (cut)
		return cut;
	cut = p->r->cut = g_new0(struct porter_cut, 1);
	cut->budget_s = p->budget_s;
	cut->reserve_s = p->reserve_s;
	cut->after_s = porter_now() - p->t_start;
	va_start(ap, fmt);
	cut->where = g_strdup_vprintf(fmt, ap);
	va_end(ap);
	cut->issues_not_tried = g_ptr_array_new_with_free_func(g_free);
	cut->candidates_not_tried = g_ptr_array_new_with_free_func(g_free);
	porter_progress("budget: %.0f s spent (%.0f s kept for the final build), stopped %s",
			cut->after_s, cut->reserve_s, cut->where);
	return cut;
}

int porter_wrap_error(GError **error, GError *inner, int code, const char *what)
{
	g_set_error(error, PORTER_ERROR, code, "%s: %s", what,
		    inner ? inner->message : "unknown error");
	return -code;
}

/* File names in the report are relative to the driver, whatever the reducer was given. */
const char *porter_rel_path(struct port *p, const char *file)
{
	const char *work = sbx_work_path(p->w);
	gsize n = strlen(work);

	if (file && !strncmp(file, work, n) && file[n] == '/')
		return file + n + 1;
	return file;
}

/* Compiler output with the work copy's path taken out, as if built in the driver's folder. */
char *porter_strip_work(struct port *p, const char *text)
{
	g_autofree char *prefix = g_strconcat(sbx_work_path(p->w), "/", NULL);
	g_auto(GStrv) parts = g_strsplit(text ? text : "", prefix, -1);

	return g_strjoinv("", parts);
}

static int issue_cmp(gconstpointer a, gconstpointer b)
{
	const struct red_issue *x = *(struct red_issue *const *)a;
	const struct red_issue *y = *(struct red_issue *const *)b;
	int c = g_strcmp0(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return x->column - y->column;
}

/*
 * The loop's identity of an issue: "kind symbol container in FILE".  The same issue in two
 * files is two issues: each gets its own attempt, and a change is judged on its own file, so
 * that a fix that works in one file is kept although the other still has the issue.
 */
char *porter_file_key(struct port *p, const struct red_issue *issue)
{
	g_autofree char *key = porter_red_issue_key(issue);
	const char *file = porter_rel_path(p, issue->file);

	return g_strdup_printf("%s in %s", key, file ? file : "?");
}

/*
 * The file keys of every issue in every file it is in: the reducer merges one issue met in two
 * files, and "new" is judged per file, so that an error a change brings into a second file
 * counts although the same error was already in the first.
 */
GHashTable *porter_key_set(struct port *p, GPtrArray *issues)
{
	GHashTable *set = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *is = issues->pdata[i];
		g_autofree char *key = porter_red_issue_key(is);

		g_hash_table_add(set, porter_file_key(p, is));
		for (guint j = 0; is->files && j < is->files->len; j++)
			g_hash_table_add(set, g_strdup_printf("%s in %s", key,
							      porter_rel_path(p, is->files->pdata[j])));
	}
	return set;
}

/* Builds the work copy and reduces the output into @out_issues (sorted) and @out_keys. */
int porter_build_and_reduce(struct port *p, gboolean trial, GPtrArray **out_issues,
			    GHashTable **out_keys, char **out_log, gboolean *out_ok,
			    guint *out_ndiag, GError **error)
{
	struct sbx_build b = { 0 };
	struct red_options ro = { 0 };
	g_autoptr(GError) err = NULL;
	GPtrArray *issues = NULL;
	double t0 = porter_now();
	guint ndiag = 0;
	int ret;

	guint timeout_s = p->bopts.run.timeout_s;
	double left = trial ? porter_budget_left(p) : G_MAXDOUBLE;
	gboolean bounded = FALSE;

	/* a trial build gets what is left of the run's budget at most (the final build's time
	 * is kept apart); the first and the final builds keep their own limits */
	p->budget_build = FALSE;
	if (left < (timeout_s ? timeout_s : 300)) {
		p->bopts.run.timeout_s = left < 1 ? 1 : (guint)left + 1;
		bounded = TRUE;
	}
	/* from the package's top: the driver's folder unless a dkms.conf above it was taken */
	ret = trial ? sbx_build_replay(&b, &p->first, sbx_work_top(p->w), p->o->kernel,
				       &p->bopts, &err) : 1;
	if (ret == 1)
		ret = sbx_build_run(&b, sbx_work_top(p->w), p->o->kernel, &p->bopts, &err);
	p->bopts.run.timeout_s = timeout_s;
	p->r->t_build += porter_now() - t0;
	if (!ret && bounded && b.run.limit && (b.run.timed_out || !p->bopts.run.cpu_limit_s))
		p->budget_build = TRUE;
	if (!ret && !b.replayed && !p->first.compiles && b.compiles) {
		p->first.mode = b.mode;
		p->first.json = b.json;
		p->first.started_ns = b.started_ns;
		p->first.compiles = g_steal_pointer(&b.compiles);
	}
	if (ret) {
		/* a driver or kernel dir the build cannot take is the user's input */
		ret = porter_wrap_error(error, err, err && err->domain == SBX_ERROR &&
				 err->code == SBX_ERROR_INPUT ? PORTER_ERROR_INPUT :
				 PORTER_ERROR_INTERNAL, "cannot build the driver");
		goto out_clear_build;
	}
	/* isolated only when every build of the run was: one unsandboxed build is enough to lose it */
	p->r->isolated = (p->n_builds++ ? p->r->isolated : TRUE) && b.run.isolated;
	/* a build stopped by a limit is a failed build of the user's code, reported as such */
	if (b.run.limit) {
		g_autofree char *why = sbx_limit_describe(&b.run, &p->bopts.run);
		g_autofree char *d = b.diagnostics;

		b.diagnostics = g_strdup_printf("%sporter: the build %s\n", d ? d : "", why);
		b.ok = FALSE;
	}
	if (b.run.truncated) {
		g_autofree char *d = b.diagnostics;

		b.diagnostics = g_strdup_printf("%sporter: the build wrote %" G_GUINT64_FORMAT
						" bytes; only its diagnostics were kept\n", d ? d : "",
						b.run.out_total + b.run.err_total);
	}
	if (b.run.nul_bytes)
		g_printerr("porter: warning: the build wrote %" G_GUINT64_FORMAT " NUL byte(s), read "
			   "as '?'\n", b.run.nul_bytes);
	ro.source_dir = sbx_work_path(p->w);
	ro.kernel_dir = p->o->kernel;
	ret = red_reduce_log(&issues, &ndiag, b.diagnostics ? b.diagnostics : "",
			     b.diagnostics ? strlen(b.diagnostics) : 0, &ro, &err);
	if (ret) {
		ret = porter_wrap_error(error, err, PORTER_ERROR_INTERNAL,
				 "cannot reduce the compiler output");
		goto out_clear_build;
	}
	g_ptr_array_sort(issues, issue_cmp);
	*out_keys = porter_key_set(p, issues);
	*out_issues = issues;
	*out_ok = b.ok;
	if (out_ndiag)
		*out_ndiag = ndiag;
	/* the text a person reads: what the compiler said, or make's error when it said nothing */
	if (out_log) {
		const char *d = b.diagnostics && *b.diagnostics ? b.diagnostics : b.run.err;

		*out_log = g_strdup(d ? d : "");
	}
out_clear_build:
	sbx_build_clear(&b);
	return ret;
}

void porter_set_current(struct port *p, GPtrArray *issues, GHashTable *keys, char *log,
			gboolean ok)
{
	g_clear_pointer(&p->issues, g_ptr_array_unref);
	g_clear_pointer(&p->keys, g_hash_table_unref);
	g_free(p->log);
	p->issues = issues;
	p->keys = keys;
	p->log = log;
	p->build_ok = ok;
}

/* A new report entry for issue: where it is and what GCC said, nothing tried yet. */
struct porter_issue_report *porter_port_issue_report(struct port *p, const struct red_issue *issue)
{
	struct porter_issue_report *ir = porter_issue_report_new();

	ir->kind = g_strdup(red_kind_name(issue->kind));
	ir->symbol = g_strdup(issue->symbol);
	ir->container = g_strdup(issue->container);
	ir->file = g_strdup(porter_rel_path(p, issue->file));
	ir->line = issue->line;
	ir->column = issue->column;
	ir->function = g_strdup(issue->function);
	ir->message = g_strdup(issue->message);
	return ir;
}

struct porter_issue_report *porter_report_for(struct port *p, const struct red_issue *issue,
					      const char *key)
{
	struct porter_issue_report *ir = g_hash_table_lookup(p->by_key, key);

	if (ir)
		return ir;
	ir = porter_port_issue_report(p, issue);
	g_ptr_array_add(p->r->issues, ir);
	g_hash_table_insert(p->by_key, g_strdup(key), ir);
	return ir;
}

/* The current issue that has file key @fkey (in any of its files), or NULL. */
const struct red_issue *porter_current_issue(struct port *p, const char *fkey)
{
	for (guint i = 0; i < p->issues->len; i++) {
		const struct red_issue *is = p->issues->pdata[i];
		g_autofree char *k = porter_file_key(p, is);
		g_autofree char *key = NULL;

		if (!strcmp(k, fkey))
			return is;
		key = porter_red_issue_key(is);
		for (guint j = 0; is->files && j < is->files->len; j++) {
			g_autofree char *fk = g_strdup_printf("%s in %s", key,
							      porter_rel_path(p, is->files->pdata[j]));

			if (!strcmp(fk, fkey))
				return is;
		}
	}
	return NULL;
}

/*
 * Puts the work copy's files back as they were at commit @rev and commits that: a chain whose
 * last name no example replaced is undone whole, its commits left out of the series.
 */
int porter_undo_to(struct port *p, const char *rev, const char *what, GError **error)
{
	g_autoptr(GPtrArray) paths = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *msg = NULL, *hash = NULL;
	int ret;

	ret = sbx_work_changed(p->w, rev, "HEAD", &paths, &err);
	for (guint i = 0; !ret && i < paths->len; i++) {
		g_autofree char *dst = g_build_filename(sbx_work_path(p->w), paths->pdata[i], NULL);
		g_autofree char *data = NULL;
		gsize len = 0;

		int fd;

		if (sbx_work_read(p->w, rev, paths->pdata[i], &data, &len, NULL)) {
			g_unlink(dst);	/* the chain added it */
			continue;
		}
		/* in place: the file keeps the owner the builds and spatch run as, and its mode */
		fd = open(dst, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0 || write(fd, data, len) != (ssize_t)len) {
			g_set_error(&err, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot write %s: %s",
				    dst, g_strerror(errno));
			ret = -PORTER_ERROR_INTERNAL;
		}
		if (fd >= 0)
			close(fd);
	}
	if (!ret) {
		msg = g_strdup_printf("porter: undo the chain of %s", what);
		ret = sbx_work_commit(p->w, msg, &hash, &err);
	}
	if (ret)
		return porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot undo a chain");
	g_free(p->head);
	p->head = g_steal_pointer(&hash);
	return 0;
}

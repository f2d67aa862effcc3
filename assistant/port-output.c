// SPDX-License-Identifier: GPL-2.0
/*
 * What the port loop leaves: the mail of each kept fix and the .cocci files, the report's
 * remaining issues and the final build's log, the load test of the module, and the output dir
 * (series and reports) cleared of an earlier run's files and written.
 */
#include <string.h>
#include <glib/gstdio.h>

#include "escape.h"
#include "convert.h"
#include "porter-int.h"

/* The report quotes the final build's output: keep each line and the whole bounded, since a
 * compiler echoes source lines that can be megabytes long. */
#define LOG_LINE_MAX 4096
#define LOG_MAX (256 * 1024)

char *porter_bounded_log(const char *log)
{
	g_auto(GStrv) lines = g_strsplit(log ? log : "", "\n", -1);
	GString *s = g_string_new(NULL);
	gsize total = strlen(log ? log : ""), used = 0;

	for (guint i = 0; lines[i]; i++) {
		gsize len = strlen(lines[i]), keep = MIN(len, LOG_LINE_MAX);

		if (s->len + keep > LOG_MAX) {
			g_string_append_printf(s, "[... %zu more bytes of output cut]\n",
					       total - used);
			break;
		}
		used += len + 1;
		while (keep < len && keep > 0 && ((unsigned char)lines[i][keep] & 0xc0) == 0x80)
			keep--;
		g_string_append_len(s, lines[i], keep);
		if (keep < len)
			g_string_append_printf(s, " [... %zu bytes cut]", len - keep);
		if (lines[i + 1])
			g_string_append_c(s, '\n');
	}
	return g_string_free(s, FALSE);
}

static char *indent(const char *text)
{
	g_auto(GStrv) lines = g_strsplit(text ? text : "", "\n", -1);
	GString *s = g_string_new(NULL);
	guint n = g_strv_length(lines);

	if (n && !*lines[n - 1])
		n--;
	for (guint i = 0; i < n; i++)
		g_string_append_printf(s, "%s%s\n", *lines[i] ? "    " : "", lines[i]);
	return g_string_free(s, FALSE);
}

void porter_patch_note(struct porter_patch *pp, const char *what, const char *note)
{
	char *notes = g_strdup_printf("%s%s: %s\n", pp->notes ? pp->notes : "", what, note);

	g_free(pp->notes);
	pp->notes = notes;
}

/*
 * The patch of a kept fix, as a maintainer would write it: subject in the driver's style, a
 * short why, the example commit, the semantic patch; porter's own notes (issue, query, score,
 * decisions) go below the "---" of the mail, out of the commit.
 */
struct porter_patch *porter_compose_patch(struct port *p, const struct porter_issue_report *ir,
					  const struct red_issue *issue,
					  const struct porter_candidate *c,
					  const struct syn_patch *patch, GHashTable *also,
					  const char *diff)
{
	struct porter_patch *pp = g_new0(struct porter_patch, 1);
	g_autofree char *h = g_strndup(c->hash, 12);
	g_autofree char *query = indent(ir->query);
	g_autofree char *core = syn_cocci_core(patch->cocci);
	g_autofree char *rules = indent(core);
	g_autofree char *decisions = syn_cocci_decisions(patch->cocci);
	g_autofree char *evidence = NULL, *why = NULL, *wrapped = NULL, *also_text = NULL;
	g_autofree char *same = NULL, *same_wrapped = NULL, *exsubj = NULL, *line = NULL;
	g_autofree char *note = NULL;
	GString *s = g_string_new(NULL);
	GString *n = g_string_new(NULL);

	pp->subject = porter_subject(p->prefix, ir->kind, ir->symbol, ir->container, diff);
	{
		g_autofree char *k = porter_issue_key(ir->kind, ir->symbol, ir->container);

		/* the loop's key (porter_file_key()), so that the series finds the report of this file */
		pp->issue_key = g_strdup_printf("%s in %s", k, ir->file ? ir->file : "?");
	}
	/* the compiler's first line names the problem; its notes stay in the report */
	if (issue->evidence && issue->evidence->len)
		evidence = porter_strip_work(p, issue->evidence->pdata[0]);
	else
		evidence = g_strdup_printf("%s:%d:%d: error: %s", ir->file, ir->line, ir->column,
					   ir->message ? ir->message : ir->kind);
	g_strstrip(evidence);
	line = esc_mbox_header(evidence);
	why = g_strdup_printf("Building %s against %s fails:", p->driver_name, p->kernel_name);
	wrapped = porter_wrap(why, 72);
	g_string_append_printf(s, "%s\n    %s\n\n", wrapped, line);
	g_clear_pointer(&wrapped, g_free);
	if (also && g_hash_table_size(also)) {
		g_autoptr(GList) keys = g_list_sort(g_hash_table_get_keys(also),
						    (GCompareFunc)strcmp);
		GString *a = g_string_new(" It also makes these errors go: ");

		for (GList *l = keys; l; l = l->next)
			g_string_append_printf(a, "%s%s", l == keys ? "" : ", ", (char *)l->data);
		g_string_append_c(a, '.');
		also_text = g_string_free(a, FALSE);
	}
	/* checkpatch wants the commit reference whole: it starts its own line; and one line, so
	 * that an example's subject adds no "From " line to the mail */
	exsubj = esc_mbox_header(c->subject);
	g_string_append_printf(s, "commit %s (\"%s\")\n", h, exsubj);
	same = g_strdup_printf("in the %s repository made the same change there; this patch makes "
			       "it here.%s", c->repo_ref ? c->repo_ref : c->repo ? c->repo : "example",
			       also_text ? also_text : "");
	same_wrapped = porter_wrap(same, 72);
	g_string_append_printf(s, "%s\nThe semantic patch that makes this change is as follows:\n\n%s",
			       same_wrapped, rules);

	g_free(line);
	line = g_strdup_printf("porter: %s %s%s%s at %s:%d:%d, round %u", ir->kind, ir->symbol,
			       ir->container ? " of " : "", ir->container ? ir->container : "",
			       ir->file, ir->line, ir->column, ir->round);
	note = esc_mbox_header(line);
	g_string_append_printf(n, "%s\n", note);
	g_string_append_printf(n, "example: %s %s (the query matched %.0f%% of its changed lines)\n",
			       c->repo ? c->repo : "-", c->hash, c->score);
	g_string_append_printf(n, "semantic patch: %s%s\n", patch->name ? patch->name : "-",
			       p->o->backport ? " (backport)" : "");
	if (*decisions) {
		g_autofree char *d = indent(decisions);

		g_string_append_printf(n, "decisions:\n%s", d);
	}
	g_string_append_printf(n, "query:\n%s", query);
	pp->body = g_string_free(s, FALSE);
	pp->notes = g_string_free(n, FALSE);
	return pp;
}

void porter_save_cocci(struct port *p, struct porter_issue_report *ir, const char *what,
		       const char *text)
{
	g_autofree char *slug = NULL, *name = NULL, *path = NULL, *key = NULL;
	g_autofree char *body = NULL;
	g_autoptr(GError) err = NULL;

	if (!p->out || !text)
		return;
	key = porter_issue_key(ir->kind, ir->symbol, ir->container);
	slug = porter_slug(key, 60);
	/* a query is prequel's dialect, not spatch input: its own extension and a header */
	if (!strcmp(what, "query")) {
		name = g_strdup_printf("%02u-%s.query.pq", ++p->n_cocci, slug);
		text = body = g_strconcat("// prequel query: porter searched the history for examples "
					  "with it (`prequel query`).\n// prequel's SmPL dialect, "
					  "not spatch input.\n", text, NULL);
	} else {
		name = g_strdup_printf("%02u-%s.%s.cocci", ++p->n_cocci, slug, what);
	}
	path = g_build_filename("cocci", name, NULL);
	if (porter_out_write(p->out, path, text, -1, &err))
		g_printerr("warning: %s\n", err->message);
}

void porter_fill_remaining(struct port *p)
{
	g_ptr_array_set_size(p->r->remaining, 0);
	for (guint i = 0; i < p->issues->len; i++)
		g_ptr_array_add(p->r->remaining, porter_port_issue_report(p, p->issues->pdata[i]));
}

/* Removes what an earlier run wrote into @dir (its own file names only), so that no stale patch
 * or .cocci of another run is taken for this one's. */
void porter_clear_outputs(struct porter_out *out)
{
	static const char *const sub[] = { "patches", "cocci" };
	static const char *const top[] = { "series.mbox", "report.txt", "report.json", "report.md" };

	for (guint i = 0; i < G_N_ELEMENTS(top); i++)
		porter_out_remove(out, top[i]);
	for (guint i = 0; i < G_N_ELEMENTS(sub); i++) {
		g_autoptr(GPtrArray) names = porter_out_list(out, sub[i]);

		for (guint j = 0; j < names->len; j++) {
			const char *name = names->pdata[j];
			g_autofree char *f = g_build_filename(sub[i], name, NULL);

			if (g_ascii_isdigit(name[0]) &&
			    (g_str_has_suffix(name, ".patch") || g_str_has_suffix(name, ".cocci") ||
			     g_str_has_suffix(name, ".pq")))
				porter_out_remove(out, f);
		}
	}
}

/* The series of the kept fixes, by git format-patch; the report's patch_file of each issue. */
static int write_series(struct port *p, GError **error)
{
	struct porter_series_options so = { 0 };
	g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GError) err = NULL;
	g_autofree char *cover = NULL;
	int ret;

	so.work_dir = sbx_work_path(p->w);
	so.base = sbx_work_base(p->w);
	so.driver_dir = p->r->driver;
	so.author = p->o->author;
	so.signoff = p->o->signoff;
	so.quiet = p->o->quiet;
	so.uncommitted_first = p->o->include_uncommitted && p->repo.changed &&
			       p->repo.changed->len;
	cover = g_strdup_printf("%s: build against %s", p->prefix, p->kernel_name);
	so.cover_subject = cover;
	so.cover_blurb = "These patches make the driver build against the kernel named in the\n"
			 "subject.  Each one repeats the change of an example commit, named in\n"
			 "its message, with the semantic patch that makes it.\n";
	ret = porter_series_write(&p->r->series, names, p->out, p->patches, &so, &err);
	if (ret == -PORTER_ERROR_INPUT) {
		/* the reports are worth having without the series */
		p->r->series_warning = g_strdup_printf("no patch series written: %s", err->message);
		g_printerr("warning: %s\n", p->r->series_warning);
		return 0;
	}
	if (ret) {
		g_propagate_error(error, g_steal_pointer(&err));
		return ret;
	}
	for (guint i = 0; i < p->patches->len && i < names->len; i++) {
		const struct porter_patch *pp = p->patches->pdata[i];
		struct porter_issue_report *ir = g_hash_table_lookup(p->by_key, pp->issue_key);

		if (ir) {
			g_free(ir->patch_file);
			ir->patch_file = g_strdup_printf("patches/%s", (char *)names->pdata[i]);
		}
	}
	return 0;
}

int porter_write_outputs(struct port *p, GError **error)
{
	int ret;

	if (!p->out)
		return 0;
	p->r->out_dir = g_canonicalize_filename(porter_out_path(p->out), NULL);
	if (p->patches->len) {
		ret = write_series(p, error);
		if (ret)
			return ret;
	}
	return porter_report_save(p->r, p->out, error);
}

int porter_report_save(const struct porter_report *r, struct porter_out *out, GError **error)
{
	static const struct {
		enum porter_format f;
		const char *name;
	} files[] = {
		{ PORTER_FORMAT_TEXT, "report.txt" },
		{ PORTER_FORMAT_JSON, "report.json" },
		{ PORTER_FORMAT_MARKDOWN, "report.md" },
	};

	for (guint i = 0; i < G_N_ELEMENTS(files); i++) {
		g_autofree char *text = porter_report_render(r, files[i].f, FALSE);
		int ret = porter_out_write(out, files[i].name, text, -1, error);

		if (ret)
			return ret;
	}
	return 0;
}

static gint cmp_names(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The first *.ko below dir (depth-first by name, 3 levels, links not followed), or NULL. */
static char *find_module(const char *dir, guint depth)
{
	g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *e;
	char *found = NULL;

	while (d && (e = g_dir_read_name(d)))
		if (strcmp(e, ".git"))
			g_ptr_array_add(names, g_strdup(e));
	g_ptr_array_sort(names, cmp_names);
	for (guint pass = 0; pass < 2 && !found; pass++) {
		for (guint i = 0; i < names->len && !found; i++) {
			g_autofree char *path = g_build_filename(dir, names->pdata[i], NULL);
			GStatBuf st;

			if (g_lstat(path, &st))
				continue;
			if (pass == 0 && S_ISREG(st.st_mode) &&
			    g_str_has_suffix(names->pdata[i], ".ko"))
				found = g_steal_pointer(&path);
			else if (pass == 1 && S_ISDIR(st.st_mode) && depth < 3)
				found = find_module(path, depth + 1);
		}
	}
	return found;
}

/*
 * --load-test: the module the final clean build left in the work copy, booted with the target
 * kernel (docs/load-test.md).  The verdict goes into the report; 0, or the error of a load test
 * that could not run (no image, no QEMU), whose message the report also keeps.
 */
int porter_port_load_test(struct port *p, GError **error)
{
	const char *work = sbx_work_top(p->w);
	const char *sub = p->subdir ? p->subdir : "";
	g_autofree char *dir = g_build_filename(work, sub, NULL);
	g_autofree char *ko = NULL;
	struct porter_load_test *t = NULL;
	int ret;

	for (guint i = 0; p->expect && i + 1 < p->expect->len && !ko; i++) {
		g_autofree char *path = g_build_filename(dir, p->expect->pdata[i], NULL);

		if (g_file_test(path, G_FILE_TEST_IS_REGULAR) &&
		    !g_file_test(path, G_FILE_TEST_IS_SYMLINK))
			ko = g_steal_pointer(&path);
	}
	if (!ko)
		ko = find_module(dir, 0);
	if (!ko) {
		t = g_new0(struct porter_load_test, 1);
		t->error = g_strdup_printf("cannot load-test %s: its build left no .ko in %s (a "
					   "Kbuild tree builds one; a plain or custom build may not)",
					   p->driver_name, *sub ? sub : "its top folder");
		p->r->load_test = t;
		g_set_error_literal(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, t->error);
		return -PORTER_ERROR_INTERNAL;
	}
	porter_progress("%s: load test of %s", p->driver_name, ko + strlen(work) + 1);
	ret = porter_load_test_run(&t, ko, p->o->kernel, p->o->load_test, error);
	/* the report names the module as the driver's, not the work copy's */
	g_free(t->module);
	t->module = g_strdup(ko + strlen(work) + 1);
	p->r->load_test = t;
	return ret;
}

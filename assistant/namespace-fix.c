// SPDX-License-Identifier: GPL-2.0
/*
 * The loop's step for a missing-namespace issue (modpost's) that synth fixed from no example: the
 * import line of an example commit prequel found (its added "NAME(ns);" line), else the namespace
 * of modpost's own message in the form of the target tree's MODULE_IMPORT_NS (an identifier, or a
 * string literal in later kernels, read from its include/linux/module.h), after the driver's
 * last MODULE_* line (namespace-edit.c).  Kept when the rebuild no longer reports the issue.
 */
#include <string.h>

#include "escape.h"
#include "porter-int.h"
#include "prequel.h"
#include "reducer.h"
#include "sandbox.h"

/* The import line of @ns for the tree @kdir (porter_namespace_import()), or NULL. */
static char *import_line(const char *kdir, const char *ns, char **out_def)
{
	g_autoptr(GPtrArray) trees = g_ptr_array_new_with_free_func(g_free);
	char *line = NULL;

	*out_def = NULL;
	if (!kdir)
		return NULL;
	sbx_kernel_trees(trees, kdir);
	for (guint i = 0; i < trees->len && !line && !*out_def; i++) {
		g_autofree char *path = g_build_filename(trees->pdata[i], "include/linux/module.h", NULL);
		g_autofree char *text = NULL;

		if (g_file_get_contents(path, &text, NULL, NULL))
			line = porter_namespace_import(text, ns, out_def);
	}
	return line;
}

/* The work copy's file that holds the MODULE_* lines: the issue's own, else a .c file of its folder. */
static char *edit_file(struct port *p, const struct red_issue *issue, const char *line, GError **error)
{
	g_autofree char *first = g_build_filename(sbx_work_path(p->w), porter_rel_path(p, issue->file), NULL);
	g_autofree char *dir = g_path_get_dirname(first);
	g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *n;

	g_ptr_array_add(paths, g_steal_pointer(&first));
	while (d && (n = g_dir_read_name(d)))
		if (g_str_has_suffix(n, ".c"))
			g_ptr_array_add(paths, g_build_filename(dir, n, NULL));
	for (guint i = 0; i < paths->len; i++) {
		const char *path = paths->pdata[i];
		g_autofree char *text = NULL, *edited = NULL;

		/* the work copy is porter's, but a build of the driver may have put a link or a
		 * FIFO there: neither takes the edit elsewhere nor holds porter up */
		if (sbx_read_untrusted(path, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL))
			continue;
		edited = porter_namespace_edit(text, line);
		if (!edited)
			continue;
		if (sbx_work_put(path, edited, -1, error))
			return NULL;
		return g_strdup(path);
	}
	return NULL;
}

/*
 * Adds @line to the work copy, rebuilds, and keeps it as a fix when the issue is gone: the
 * patch says @origin and @how.  1: kept, 0: not (rolled back), <0: error.
 */
static int try_import(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		      const char *key, guint round, const char *line, const char *origin, const char *how,
		      int example, GError **error)
{
	struct porter_edit_fix f = { .where = " in modpost", .patch_name = "namespace" };
	g_autoptr(GError) err = NULL;
	GPtrArray *issues = NULL;
	GHashTable *keys = NULL;
	g_autofree char *path = NULL, *log = NULL, *subject = NULL, *body = NULL;
	gboolean ok = FALSE;
	int ret;

	path = edit_file(p, issue, line, &err);
	if (!path) {
		if (err)
			return porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot edit the work copy");
		return 0;
	}
	ret = porter_build_and_reduce(p, TRUE, &issues, &keys, &log, &ok, NULL, error);
	if (ret)
		goto out_rollback;
	if (g_hash_table_contains(keys, key)) {
		g_ptr_array_unref(issues);
		g_hash_table_unref(keys);
		goto out_rollback;
	}
	subject = g_strdup_printf("%s: import namespace %s", p->prefix, issue->symbol);
	body = g_strdup_printf("%s, so this patch adds %s after the module's last MODULE_* line.", how,
			       line);
	f.subject = subject;
	f.body = body;
	f.notes = origin;
	f.example = example;
	f.fixed_from = origin;
	ret = porter_keep_edit(p, ir, issue, key, round, &f, issues, keys, g_steal_pointer(&log), ok,
			       error);
	if (ret)
		goto out_rollback;
	return 1;
out_rollback:
	return porter_undo_edit(p, ret, error);
}

/* The example candidates' import lines of @ns, with the candidate's index, in prequel's order. */
static void example_lines(struct port *p, const struct porter_issue_report *ir, const char *ns,
			  GPtrArray *lines, GArray *idx)
{
	for (guint i = 0; ir->candidates && i < ir->candidates->len; i++) {
		const struct porter_candidate *c = ir->candidates->pdata[i];
		g_autoptr(GPtrArray) changes = NULL;
		g_autoptr(GError) err = NULL;
		char *line = NULL;

		if (pq_commit_changes(&changes, p->db, c->repo, c->hash, &err))
			continue;
		for (guint j = 0; j < changes->len && !line; j++) {
			const struct pq_file_change *fc = changes->pdata[j];

			if (fc->new_path && g_str_has_suffix(fc->new_path, ".c"))
				line = porter_namespace_example_line(fc->new_text, fc->added_lines, ns);
		}
		if (line) {
			g_ptr_array_add(lines, line);
			g_array_append_val(idx, i);
		}
	}
}

int porter_namespace_fix(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
			 const char *key, guint round, GError **error)
{
	g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GArray) idx = g_array_new(FALSE, FALSE, sizeof(guint));
	g_autofree char *def = NULL, *line = NULL, *evidence = NULL, *origin = NULL, *how = NULL;
	int ret;

	if (issue->kind != RED_MISSING_NAMESPACE || !issue->symbol)
		return 0;
	/* an example's import first: its commit shows the line */
	example_lines(p, ir, issue->symbol, lines, idx);
	for (guint i = 0; i < lines->len; i++) {
		const struct porter_candidate *c = ir->candidates->pdata[g_array_index(idx, guint, i)];
		g_autofree char *subj = esc_mbox_header(c->subject ? c->subject : "");
		g_autofree char *o = g_strdup_printf("from example commit %.12s (\"%s\")", c->hash,
						     subj);
		g_autofree char *h = g_strdup_printf("The import is %s", o);

		struct porter_candidate *c2 = ir->candidates->pdata[g_array_index(idx, guint, i)];

		ret = try_import(p, issue, ir, key, round, lines->pdata[i], o, h,
				 (int)g_array_index(idx, guint, i), error);
		if (ret > 0) {
			/* synth derived nothing from it; its import line was the fix */
			c2->outcome = PORTER_OUTCOME_FIXED;
			g_free(c2->why);
			c2->why = g_strdup_printf("its import line %s, added as it is", (char *)lines->pdata[i]);
		}
		if (ret)
			return ret;
	}
	/* else modpost's own message names the namespace, the target tree the import's form */
	line = import_line(p->o->kernel, issue->symbol, &def);
	if (!line)
		return 0;
	evidence = issue->evidence && issue->evidence->len ? porter_strip_work(p, issue->evidence->pdata[0]) :
		   g_strdup(issue->message);
	g_strstrip(evidence);
	origin = g_strdup_printf("from modpost's message: %s", strstr(evidence, "modpost: ") ?
				 strstr(evidence, "modpost: ") + 9 : evidence);
	how = g_strdup_printf("The namespace comes from modpost's message; the target tree's "
			      "include/linux/module.h has \"%s\"", def);
	return try_import(p, issue, ir, key, round, line, origin, how, -1, error);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The loop's step for a missing-include or moved-include issue that no example fixed: the target
 * tree's facts (the reducer's) name the header, porter_include_edit() makes the plain edit, and
 * it is kept like any fix when the rebuild no longer reports the issue and the header clashes
 * with nothing the driver declares.
 */
#include <string.h>

#include "porter-int.h"
#include "reducer.h"
#include "sandbox.h"

gboolean porter_edit_issue_files(struct port *p, const struct red_issue *issue,
				 porter_text_edit edit, const void *data, GError **error)
{
	gboolean any = FALSE;

	for (guint i = 0; i < issue->files->len; i++) {
		g_autofree char *path = g_build_filename(sbx_work_path(p->w),
							 porter_rel_path(p, issue->files->pdata[i]), NULL);
		g_autofree char *text = NULL, *edited = NULL;

		/* the work copy is porter's, but a build of the driver may have put a link or a
		 * FIFO there: neither takes the edit elsewhere nor holds porter up */
		if (sbx_read_untrusted(path, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL))
			continue;
		edited = edit(text, data);
		if (!edited)
			continue;
		if (sbx_work_put(path, edited, -1, error))
			return FALSE;
		any = TRUE;
	}
	return any;
}

int porter_edit_and_rebuild(struct port *p, const struct red_issue *issue, porter_text_edit edit,
			    const void *data, GPtrArray **issues, GHashTable **keys, char **log,
			    gboolean *ok, GError **error)
{
	g_autoptr(GError) err = NULL;
	int ret;

	if (!porter_edit_issue_files(p, issue, edit, data, &err)) {
		if (err)
			return porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot edit the work copy");
		return 0;
	}
	ret = porter_build_and_reduce(p, TRUE, issues, keys, log, ok, NULL, error);
	return ret ? porter_undo_edit(p, ret, error) : 1;
}

int porter_undo_edit(struct port *p, int ret, GError **error)
{
	g_autoptr(GError) rerr = NULL;

	if (sbx_work_rollback(p->w, &rerr) && ret >= 0)
		ret = porter_wrap_error(error, rerr, PORTER_ERROR_INTERNAL,
					"cannot roll back the work copy");
	return ret;
}

/* The include edit of @issue (a struct red_issue *) on a file's text. */
static char *include_edit(const char *text, const void *data)
{
	const struct red_issue *issue = data;

	return porter_include_edit(text, issue->kind == RED_MOVED_INCLUDE ? issue->symbol : NULL,
				   issue->include);
}

/*
 * Keeps the work copy's uncommitted plain edit as the fix of @ir, the rebuild's @issues, @keys,
 * @log and @ok (taken) becoming the current build: the patch's subject, why ("Building DRIVER
 * against KERNEL fails@where:"), the issue's evidence line, @body and notes are @f's.  0, or <0
 * with error set and the edit left for the caller to roll back.
 */
int porter_keep_edit(struct port *p, struct porter_issue_report *ir, const struct red_issue *issue,
		     const char *key, guint round, const struct porter_edit_fix *f, GPtrArray *issues,
		     GHashTable *keys, char *log, gboolean ok, GError **error)
{
	g_autoptr(GError) err = NULL;
	g_autofree char *diff = NULL, *hash = NULL, *msg = NULL, *evidence = NULL, *why = NULL;
	g_autofree char *ik = porter_issue_key(ir->kind, ir->symbol, ir->container);
	g_autofree char *w1 = NULL, *w2 = NULL;
	struct porter_patch *pp;
	int ret;

	ret = sbx_work_diff(p->w, "HEAD", NULL, &diff, &err);
	if (ret) {
		g_ptr_array_unref(issues);
		g_hash_table_unref(keys);
		g_free(log);
		return porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot diff the work copy");
	}
	if (issue->evidence && issue->evidence->len)
		evidence = porter_strip_work(p, issue->evidence->pdata[0]);
	else
		evidence = g_strdup_printf("%s:%d:%d: error: %s", ir->file, ir->line, ir->column,
					   ir->message ? ir->message : ir->kind);
	g_strstrip(evidence);
	why = g_strdup_printf("Building %s against %s fails%s:", p->driver_name, p->kernel_name, f->where);
	w1 = porter_wrap(why, 72);
	w2 = porter_wrap(f->body, 72);
	pp = g_new0(struct porter_patch, 1);
	pp->subject = g_strdup(f->subject);
	pp->issue_key = g_strdup_printf("%s in %s", ik, ir->file ? ir->file : "?");
	pp->body = g_strdup_printf("%s\n    %s\n\n%s\n", w1, evidence, w2);
	pp->notes = g_strdup_printf("porter: %s %s at %s:%d:%d, round %u; %s", ir->kind, ir->symbol,
				    ir->file, ir->line, ir->column, round, f->notes);
	msg = g_strdup_printf("%s\n\n%s", pp->subject, pp->body);
	ret = sbx_work_commit(p->w, msg, &hash, &err);
	if (ret) {
		porter_patch_free(pp);
		g_ptr_array_unref(issues);
		g_hash_table_unref(keys);
		g_free(log);
		return porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot commit in the work copy");
	}
	g_free(p->head);
	p->head = g_strdup(hash);
	pp->hash = g_strdup(hash);
	g_ptr_array_add(p->patches, pp);
	porter_set_current(p, issues, keys, log, ok);
	ir->fixed = TRUE;
	ir->round = round;
	ir->example = f->example;
	g_free(ir->diff);
	ir->diff = g_steal_pointer(&diff);
	g_free(ir->patch_name);
	ir->patch_name = g_strdup(f->patch_name);
	g_free(ir->fixed_from);
	ir->fixed_from = g_strdup(f->fixed_from);
	porter_progress("  fixed %s: %s", key, ir->fixed_from);
	return 0;
}

int porter_include_fix(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		       const char *key, guint round, GError **error)
{
	struct porter_edit_fix f = { .where = "", .notes = "no example: the target tree's facts",
				     .patch_name = "include", .example = -1 };
	GPtrArray *issues = NULL;
	GHashTable *keys = NULL;
	g_autofree char *log = NULL, *origin = NULL, *subject = NULL, *body = NULL;
	gboolean ok = FALSE, clash = FALSE;
	int ret;

	if ((issue->kind != RED_MISSING_INCLUDE && issue->kind != RED_MOVED_INCLUDE) || !issue->include)
		return 0;
	ret = porter_edit_and_rebuild(p, issue, include_edit, issue, &issues, &keys, &log, &ok, error);
	if (ret <= 0)
		return ret;
	/*
	 * kept when the issue is gone and the header clashes with nothing of the driver's: new
	 * issues of the driver's own constructs, that the missing declarations hid, are its next
	 * issues, but a name the driver declares itself and the header too is no fix
	 */
	for (guint i = 0; i < issues->len && !clash; i++) {
		const struct red_issue *ni = issues->pdata[i];
		g_autofree char *nk = porter_file_key(p, ni);

		clash = !g_hash_table_contains(p->keys, nk) && ni->message &&
			(strstr(ni->message, "redefinition of") || strstr(ni->message, "conflicting types") ||
			 strstr(ni->message, "redeclared as different kind"));
	}
	if (g_hash_table_contains(keys, key) || clash) {
		g_ptr_array_unref(issues);
		g_hash_table_unref(keys);
		goto out_rollback;
	}
	origin = porter_include_origin(issue);
	/* what the change does, not what the compiler missed ("include linux/platform_device.h") */
	if (issue->kind == RED_MOVED_INCLUDE)
		subject = g_strdup_printf("%s: include %s instead of %s", p->prefix, issue->include,
					  issue->symbol);
	else
		subject = g_strdup_printf("%s: include %s", p->prefix, issue->include);
	body = g_strdup_printf("%s; this patch includes it.", origin);
	f.subject = subject;
	f.body = body;
	f.fixed_from = origin;
	ret = porter_keep_edit(p, ir, issue, key, round, &f, issues, keys, g_steal_pointer(&log), ok,
			       error);
	if (ret)
		goto out_rollback;
	return 1;
out_rollback:
	return porter_undo_edit(p, ret, error);
}

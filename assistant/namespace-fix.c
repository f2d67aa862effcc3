// SPDX-License-Identifier: GPL-2.0
/*
 * The loop's step for a missing-namespace issue (modpost's) that no example fixed: the namespace
 * is modpost's own message's, the form of its import (an identifier, or a string literal in later
 * kernels) the target tree's definition of MODULE_IMPORT_NS in include/linux/module.h, and the
 * import goes after the driver's last MODULE_* line.  Kept when the rebuild no longer reports it.
 */
#include <string.h>

#include "cfront.h"
#include "porter-int.h"
#include "reducer.h"
#include "sandbox.h"

#define IMPORT_MACRO "MODULE_IMPORT_NS"

/*
 * How the target tree's MODULE_IMPORT_NS takes its argument: 1 when it stringifies it (an
 * identifier: "__stringify(ns)" or "#ns" in its body), 2 when it takes a string literal, 0 when
 * the tree defines no such macro.  *@out_def gets the definition's line (owned).
 */
static int import_form(const char *kdir, char **out_def)
{
	g_autoptr(GPtrArray) trees = g_ptr_array_new_with_free_func(g_free);
	int form = 0;

	*out_def = NULL;
	if (!kdir)
		return 0;
	g_ptr_array_add(trees, g_strdup(kdir));
	sbx_kernel_trees(trees, kdir);
	for (guint i = 0; i < trees->len && !form; i++) {
		g_autofree char *path = g_build_filename(trees->pdata[i], "include/linux/module.h", NULL);
		g_autofree char *text = NULL;
		g_autoptr(cf_tokens) l = NULL;

		if (!g_file_get_contents(path, &text, NULL, NULL))
			continue;
		l = cf_lex(text, strlen(text), 0);
		for (guint j = 0; j < l->toks->len && !form; j++) {
			const struct cf_token *t = &g_array_index(l->toks, struct cf_token, j);
			g_autofree char *param = NULL, *strz = NULL, *hash = NULL;
			const char *name, *open, *close, *body;

			if (t->kind != CF_PP || t->pp != CF_PP_DEFINE || strcmp(t->arg, IMPORT_MACRO))
				continue;
			/* "#define MODULE_IMPORT_NS(ns) MODULE_INFO(import_ns, __stringify(ns))" */
			name = strstr(t->text, IMPORT_MACRO);
			open = name ? name + strlen(IMPORT_MACRO) : NULL;
			if (!open || *open != '(' || !(close = strchr(open, ')')))
				continue;
			param = g_strstrip(g_strndup(open + 1, close - open - 1));
			body = close + 1;
			strz = g_strdup_printf("__stringify(%s)", param);
			hash = g_strdup_printf("#%s", param);
			form = strstr(body, strz) || strstr(body, hash) ? 1 : 2;
			*out_def = g_strdup(t->text);
		}
	}
	return form;
}

/* A namespace as an identifier, or printable without '"' and '\' for a string literal. */
static gboolean namespace_ok(const char *ns, int form)
{
	if (!*ns || (form == 1 && g_ascii_isdigit(*ns)))
		return FALSE;
	for (const char *c = ns; *c; c++) {
		if (form == 1 ? !(g_ascii_isalnum(*c) || *c == '_') :
		    (!g_ascii_isprint(*c) || *c == '"' || *c == '\\'))
			return FALSE;
	}
	return TRUE;
}

char *porter_namespace_edit(const char *text, const char *import_line)
{
	g_autoptr(cf_tokens) l = NULL;
	const struct cf_token *last = NULL;
	const char *nl;
	GString *o;
	gsize at;

	if (!text || !import_line || strstr(text, import_line))
		return NULL;
	l = cf_lex(text, strlen(text), 0);
	/* the last MODULE_* line outside conditional groups, from its first column */
	for (guint i = 0; i < l->toks->len; i++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);

		if (t->kind == CF_IDENT && t->col == 1 && t->depth == 0 && g_str_has_prefix(t->text, "MODULE_"))
			last = t;
	}
	if (!last)
		return NULL;
	/* the end of its line, past its arguments' lines */
	at = last->off;
	for (guint i = last - (const struct cf_token *)(void *)l->toks->data; i < l->toks->len; i++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);

		at = t->off + t->len;
		if (t->kind == CF_PUNCT && !strcmp(t->text, ";"))
			break;
	}
	nl = strchr(text + at, '\n');
	at = nl ? (gsize)(nl - text) + 1 : strlen(text);
	o = g_string_new_len(text, at);
	if (at && text[at - 1] != '\n')
		g_string_append_c(o, '\n');
	g_string_append_printf(o, "%s\n", import_line);
	g_string_append(o, text + at);
	return g_string_free(o, FALSE);
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

		/* the work copy is porter's, but a driver's link must not take the edit elsewhere */
		if (g_file_test(path, G_FILE_TEST_IS_SYMLINK) || !g_file_get_contents(path, &text, NULL, NULL))
			continue;
		edited = porter_namespace_edit(text, line);
		if (!edited)
			continue;
		if (!g_file_set_contents(path, edited, -1, error))
			return NULL;
		return g_strdup(path);
	}
	return NULL;
}

int porter_namespace_fix(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
			 const char *key, guint round, GError **error)
{
	g_autoptr(GError) err = NULL;
	GPtrArray *issues = NULL;
	GHashTable *keys = NULL;
	g_autofree char *def = NULL, *line = NULL, *path = NULL, *log = NULL, *diff = NULL;
	g_autofree char *hash = NULL, *origin = NULL, *msg = NULL, *evidence = NULL, *why = NULL;
	g_autofree char *body = NULL, *said = NULL;
	struct porter_patch *pp;
	gboolean ok = FALSE;
	int form, ret;

	if (issue->kind != RED_MISSING_NAMESPACE || !issue->symbol)
		return 0;
	form = import_form(p->o->kernel, &def);
	if (!form || !namespace_ok(issue->symbol, form))
		return 0;
	line = form == 1 ? g_strdup_printf(IMPORT_MACRO "(%s);", issue->symbol) :
			   g_strdup_printf(IMPORT_MACRO "(\"%s\");", issue->symbol);
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
	ret = sbx_work_diff(p->w, "HEAD", NULL, &diff, &err);
	if (ret) {
		ret = porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot diff the work copy");
		g_ptr_array_unref(issues);
		g_hash_table_unref(keys);
		goto out_rollback;
	}
	/* modpost's words, as it said them (the issue's first evidence line) */
	evidence = issue->evidence && issue->evidence->len ? porter_strip_work(p, issue->evidence->pdata[0]) :
		   g_strdup(issue->message);
	g_strstrip(evidence);
	said = g_strdup(strstr(evidence, "modpost: ") ? strstr(evidence, "modpost: ") + 9 : evidence);
	origin = g_strdup_printf("from modpost's message: %s", said);
	pp = g_new0(struct porter_patch, 1);
	pp->subject = g_strdup_printf("%s: import namespace %s", p->prefix, issue->symbol);
	{
		g_autofree char *ik = porter_issue_key(ir->kind, ir->symbol, ir->container);

		pp->issue_key = g_strdup_printf("%s in %s", ik, ir->file ? ir->file : "?");
	}
	why = g_strdup_printf("Building %s against %s fails in modpost:", p->driver_name, p->kernel_name);
	body = g_strdup_printf("The namespace comes from modpost's message; the target tree's "
			       "include/linux/module.h has \"%s\", so this patch adds %s after the "
			       "module's last MODULE_* line.", def, line);
	{
		g_autofree char *w1 = porter_wrap(why, 72), *w2 = porter_wrap(body, 72);

		pp->body = g_strdup_printf("%s\n    %s\n\n%s\n", w1, evidence, w2);
	}
	pp->notes = g_strdup_printf("porter: %s %s at %s:%d:%d, round %u; no example: modpost's message "
				    "and the target tree's %s", ir->kind, ir->symbol, ir->file, ir->line,
				    ir->column, round, IMPORT_MACRO);
	msg = g_strdup_printf("%s\n\n%s", pp->subject, pp->body);
	ret = sbx_work_commit(p->w, msg, &hash, &err);
	if (ret) {
		porter_patch_free(pp);
		g_ptr_array_unref(issues);
		g_hash_table_unref(keys);
		ret = porter_wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot commit in the work copy");
		goto out_rollback;
	}
	g_free(p->head);
	p->head = g_strdup(hash);
	pp->hash = g_strdup(hash);
	g_ptr_array_add(p->patches, pp);
	porter_set_current(p, issues, keys, g_steal_pointer(&log), ok);
	ir->fixed = TRUE;
	ir->round = round;
	ir->example = -1;
	g_free(ir->diff);
	ir->diff = g_strdup(diff);
	g_free(ir->patch_name);
	ir->patch_name = g_strdup("namespace");
	g_free(ir->fixed_from);
	ir->fixed_from = g_steal_pointer(&origin);
	porter_progress("  fixed %s: %s", key, ir->fixed_from);
	return 1;
out_rollback:
	{
		g_autoptr(GError) rerr = NULL;

		if (sbx_work_rollback(p->w, &rerr) && ret >= 0)
			ret = porter_wrap_error(error, rerr, PORTER_ERROR_INTERNAL,
						"cannot roll back the work copy");
	}
	return ret;
}

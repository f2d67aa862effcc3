// SPDX-License-Identifier: GPL-2.0
/*
 * The loop's step for a name the target kernel is too old to have, in a backport: an
 * undefined identifier or function that synth fixed from no example, where one of the
 * candidate commits added its "#define" to a header.  That definition is what the driver
 * relied on; the backports project carries such definitions in compat headers, and so does
 * this step, into the driver's file after its includes, each under "#ifndef NAME" so that a
 * kernel that has it keeps its own.  The other undefined names of the same file that the same
 * header change defines go along in one edit.  Kept when the rebuild no longer reports the
 * issue and reports nothing new.
 */
#include <string.h>

#include "escape.h"
#include "porter-int.h"
#include "prequel.h"
#include "reducer.h"
#include "sandbox.h"

/* An issue whose name a header's #define may give. */
static gboolean carriable(const struct red_issue *issue)
{
	return (issue->kind == RED_UNDEFINED_IDENTIFIER || issue->kind == RED_UNDEFINED_FUNCTION) &&
	       issue->symbol && *issue->symbol;
}

/* A header path fit for a comment in the driver: path characters only. */
static gboolean plain_path(const char *path)
{
	if (!path || !*path || strstr(path, "*/"))
		return FALSE;
	for (const char *s = path; *s; s++)
		if (!g_ascii_isalnum(*s) && !strchr("_-./+", *s))
			return FALSE;
	return TRUE;
}

/*
 * The block for @fc's definitions of @issue's name and of the other current issues of its file
 * (names appended to @names, the issues' keys to @keys), or NULL when @fc added none of
 * @issue's.
 */
static char *carry_block(struct port *p, const struct red_issue *issue, const struct pq_file_change *fc,
			 const char *hash, GPtrArray *names, GPtrArray *keys)
{
	g_autoptr(GString) b = NULL;
	g_autofree char *head = NULL;

	for (guint i = 0; i < p->issues->len; i++) {
		const struct red_issue *o = p->issues->pdata[i];
		g_autofree char *def = NULL;

		if (!carriable(o) || g_strcmp0(o->file, issue->file))
			continue;
		/* the issue's own first: without it the change carries nothing */
		if (!b && o != issue) {
			g_autofree char *own = porter_define_added(fc->new_text, fc->added_lines, issue->symbol);

			if (!own)
				return NULL;
		}
		def = porter_define_added(fc->new_text, fc->added_lines, o->symbol);
		if (!def || g_ptr_array_find_with_equal_func(names, o->symbol, g_str_equal, NULL))
			continue;
		if (!b)
			b = g_string_new(NULL);
		g_string_append_printf(b, "#ifndef %s\n%s\n#endif\n", o->symbol, def);
		g_ptr_array_add(names, g_strdup(o->symbol));
		g_ptr_array_add(keys, porter_file_key(p, o));
	}
	if (!b)
		return NULL;
	head = g_strdup_printf("/* %s gained %s in %.12s; this kernel has %s */\n",
			       plain_path(fc->new_path) ? fc->new_path : "a header",
			       names->len > 1 ? "these" : "this", hash,
			       names->len > 1 ? "none of them" : "not");
	g_string_prepend(b, head);
	return g_string_free(g_steal_pointer(&b), FALSE);
}

/* The definitions' block @data (a char *) on a file's text. */
static char *insert_block(const char *text, const void *data)
{
	return porter_define_insert(text, data);
}

/* TRUE when the rebuild's @keys hold one the current build did not have. */
static gboolean new_issue(struct port *p, GHashTable *keys)
{
	GHashTableIter it;
	gpointer k;

	g_hash_table_iter_init(&it, keys);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(p->keys, k))
			return TRUE;
	return FALSE;
}

/*
 * Carries @block (the definitions of @names) from candidate @ci's header change @fc: edit,
 * rebuild, keep when @key is gone and nothing is new; the other issues it made go are fixed
 * with it.  1: kept, 0: rolled back, <0: error.
 */
static int try_carry(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		     const char *key, guint round, guint ci, const struct pq_file_change *fc,
		     const char *block, GPtrArray *names, GPtrArray *name_keys, GError **error)
{
	struct porter_candidate *c = ir->candidates->pdata[ci];
	struct porter_edit_fix f = { .where = "", .patch_name = "define", .example = (int)ci };
	GPtrArray *issues = NULL;
	GHashTable *keys = NULL;
	g_autofree char *log = NULL, *subject = NULL, *body = NULL, *origin = NULL, *list = NULL;
	g_autofree char *subj = NULL, *path = NULL;
	g_autofree char *ik = porter_issue_key(ir->kind, ir->symbol, ir->container);
	gboolean ok = FALSE;
	int ret;

	ret = porter_edit_and_rebuild(p, issue, insert_block, block, &issues, &keys, &log, &ok, error);
	if (ret <= 0)
		return ret;
	if (g_hash_table_contains(keys, key) || new_issue(p, keys)) {
		g_ptr_array_unref(issues);
		g_hash_table_unref(keys);
		goto out_rollback;
	}
	/* the example's subject and path go into a mail: one line each, controls shown */
	subj = esc_mbox_header(c->subject ? c->subject : "");
	path = esc_mbox_header(fc->new_path);
	g_ptr_array_add(names, NULL);
	list = g_strjoinv(", ", (char **)names->pdata);
	g_ptr_array_remove_index(names, names->len - 1);
	origin = g_strdup_printf("from example commit %.12s (\"%s\"): its %s adds the definition",
				 c->hash, subj, path);
	if (names->len > 1)
		subject = g_strdup_printf("%s: define %s and %u more names this kernel lacks", p->prefix,
					  (char *)names->pdata[0], names->len - 1);
	else
		subject = g_strdup_printf("%s: define %s, which this kernel lacks", p->prefix,
					  (char *)names->pdata[0]);
	body = g_strdup_printf("Commit %.12s (\"%s\") added %s to %s; %s does not have %s, so this "
			       "patch defines %s in the driver as that commit does, each under #ifndef.",
			       c->hash, subj, list, path, p->kernel_name,
			       names->len > 1 ? "them" : "it", names->len > 1 ? "them" : "it");
	f.subject = subject;
	f.body = body;
	f.notes = origin;
	f.fixed_from = origin;
	ret = porter_keep_edit(p, ir, issue, key, round, &f, issues, keys, g_steal_pointer(&log), ok,
			       error);
	if (ret)
		goto out_rollback;
	/* the kept build replaced the issues: @issue is gone, its report entry stays */
	c->outcome = PORTER_OUTCOME_FIXED;
	g_free(c->why);
	c->why = g_strdup_printf("its %s's #define of %s, carried as it is", path, ir->symbol);
	/* the other names the block defined went with it */
	for (guint i = 0; i < name_keys->len; i++) {
		struct porter_issue_report *other = g_hash_table_lookup(p->by_key, name_keys->pdata[i]);

		if (!other || other == ir || other->fixed || g_hash_table_contains(p->keys, name_keys->pdata[i]))
			continue;
		other->fixed = TRUE;
		other->fixed_by = g_strdup(ik);
		other->round = round;
	}
	return 1;
out_rollback:
	return porter_undo_edit(p, ret, error);
}

int porter_define_fix(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		      const char *key, guint round, GError **error)
{
	if (!p->o->backport || ir->fixed || !carriable(issue) || !ir->candidates)
		return 0;
	for (guint i = 0; i < ir->candidates->len; i++) {
		const struct porter_candidate *c = ir->candidates->pdata[i];
		g_autoptr(GPtrArray) changes = NULL;
		g_autoptr(GError) err = NULL;

		if (pq_commit_changes(&changes, p->db, c->repo, c->hash, &err))
			continue;
		for (guint j = 0; j < changes->len; j++) {
			const struct pq_file_change *fc = changes->pdata[j];
			g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
			g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func(g_free);
			g_autofree char *block = NULL;
			int ret;

			/* a header the commit changed, not one it made: a new file's every line is "added" */
			if (!fc->new_path || !fc->old_path || !g_str_has_suffix(fc->new_path, ".h"))
				continue;
			block = carry_block(p, issue, fc, c->hash, names, keys);
			if (!block)
				continue;
			ret = try_carry(p, issue, ir, key, round, i, fc, block, names, keys, error);
			if (ret)
				return ret;
		}
	}
	return 0;
}

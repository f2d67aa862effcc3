// SPDX-License-Identifier: GPL-2.0
/*
 * Conversions between the modules' structs, which know nothing of each other: a reducer issue
 * becomes prequel template facts (docs/cli.md's issue JSON field names) and the key that decides
 * whether a rebuild fixed it; a prequel hit and its commit's file changes become synth's example.
 */
#include <string.h>

#include "convert.h"

GHashTable *porter_issue_facts(const struct red_issue *issue)
{
	GHashTable *f = g_hash_table_new_full(g_str_hash, g_str_equal, NULL, g_free);

#define FACT(key, val)                                                                    \
	do {                                                                              \
		if (val)                                                                  \
			g_hash_table_insert(f, (gpointer)(key), g_strdup(val));           \
	} while (0)
	FACT("kind", red_kind_name(issue->kind));
	FACT("symbol", issue->symbol);
	FACT("container", issue->container);
	FACT("file", issue->file);
	FACT("function", issue->function);
	FACT("message", issue->message);
	FACT("expected", issue->expected);
	FACT("actual", issue->actual);
	FACT("prototype", issue->prototype);
	FACT("include", issue->include);	/* moved-include: the header that replaces symbol */
#undef FACT
	g_hash_table_insert(f, (gpointer) "line", g_strdup_printf("%d", issue->line));
	g_hash_table_insert(f, (gpointer) "column", g_strdup_printf("%d", issue->column));
	g_hash_table_insert(f, (gpointer) "count", g_strdup_printf("%u", issue->count));
	return f;
}

char *porter_red_issue_key(const struct red_issue *issue)
{
	return porter_issue_key(red_kind_name(issue->kind), issue->symbol, issue->container);
}

static void syn_line_free(struct syn_line *l)
{
	g_free(l);
}

void porter_example_init(struct porter_example *ex, const struct pq_hit *hit,
			 GPtrArray *changes)
{
	memset(ex, 0, sizeof(*ex));
	ex->ex.repo = hit->repo;
	ex->ex.hash = hit->hash;
	ex->ex.subject = hit->subject;
	ex->ex.files = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; changes && i < changes->len; i++) {
		const struct pq_file_change *c = changes->pdata[i];
		struct syn_file *f = g_new0(struct syn_file, 1);

		/* borrowed: the strings stay owned by @changes */
		f->old_path = c->old_path;
		f->new_path = c->new_path;
		f->old_text = c->old_text;
		f->new_text = c->new_text;
		g_ptr_array_add(ex->ex.files, f);
	}
	if (hit->lines) {
		ex->ex.matched = g_ptr_array_new_with_free_func((GDestroyNotify)syn_line_free);
		for (guint i = 0; i < hit->lines->len; i++) {
			const struct pq_line *pl = hit->lines->pdata[i];
			struct syn_line *l = g_new0(struct syn_line, 1);

			l->path = pl->path;
			l->line = pl->line;
			l->side = pl->side;
			l->text = pl->text;
			g_ptr_array_add(ex->ex.matched, l);
		}
	}
	ex->ex.bindings = hit->bindings;
}

void porter_example_clear(struct porter_example *ex)
{
	g_clear_pointer(&ex->ex.files, g_ptr_array_unref);
	g_clear_pointer(&ex->ex.matched, g_ptr_array_unref);
	memset(ex, 0, sizeof(*ex));
}

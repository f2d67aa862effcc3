// SPDX-License-Identifier: GPL-2.0
/*
 * synth's emit stage, the rule being built (struct rctx): its metavariable declarations, with
 * rollback when a region cannot be expressed, and the small pieces of rule text every emitter
 * writes.  Knows nothing of the example: the emitters above it do.
 */
#include <string.h>

#include "stages.h"


/* A metavariable name made from an example name: short, and never a C word of the target. */
char *sd_mv_name(const char *kind, const char *base)
{
	GString *s = g_string_new(kind);

	for (const char *p = base; *p; p++)
		g_string_append_c(s, g_ascii_isalnum(*p) ? *p : '_');
	return g_string_free(s, FALSE);
}


void sd_rctx_init(struct rctx *r, const char *name, gboolean late)
{
	memset(r, 0, sizeof(*r));
	r->name = name;
	r->late = late;
	r->decls = g_string_new(NULL);
	r->declared = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	r->extra = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	r->log = g_ptr_array_new_with_free_func(g_free);
	r->ltypes = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
}


void sd_rctx_clear(struct rctx *r)
{
	g_string_free(r->decls, TRUE);
	g_hash_table_unref(r->declared);
	g_hash_table_unref(r->extra);
	g_ptr_array_unref(r->log);
	g_hash_table_unref(r->ltypes);
	g_clear_pointer(&r->locals, g_hash_table_unref);
}


void sd_rctx_declare(struct rctx *r, const char *kind, const char *mv)
{
	if (g_hash_table_contains(r->declared, mv))
		return;
	g_hash_table_insert(r->declared, g_strdup(mv), GINT_TO_POINTER(RCTX_OWN));
	g_ptr_array_add(r->log, g_strconcat("d:", mv, NULL));
	g_string_append_printf(r->decls, "%s %s;\n", kind, mv);
}


struct rmark sd_rctx_mark(struct rctx *r)
{
	struct rmark m = { r->log->len, (guint)r->decls->len };

	return m;
}


/* Forgets what R declared and mapped since m: a region that could not be expressed. */
void sd_rctx_rollback(struct rctx *r, struct rmark m)
{
	while (r->log->len > m.log) {
		const char *e = r->log->pdata[r->log->len - 1];

		if (e[0] == 'd')
			g_hash_table_remove(r->declared, e + 2);
		else
			g_hash_table_remove(r->extra, e + 2);
		g_ptr_array_remove_index(r->log, r->log->len - 1);
	}
	g_string_truncate(r->decls, m.decls);
}


/*
 * spatch parses a cast "(u32 *)x" only when it knows u32 names a type: declare "typedef u32;"
 * for each name the words use as a cast's type.
 */
void sd_rctx_typedefs(struct rctx *r, GPtrArray *w)
{
	for (guint i = 0; i + 2 < w->len; i++) {
		const char *t = w->pdata[i + 1];
		guint j = i + 2;

		if (strcmp(w->pdata[i], "(") || !sd_c_word(t) || g_hash_table_contains(r->declared, t))
			continue;
		while (j < w->len && strcmp(w->pdata[j], "*") == 0)
			j++;
		if (j >= w->len || strcmp(w->pdata[j], ")") || j + 1 >= w->len)
			continue;
		/* "(x)" followed by an operand is a cast; "(x) +" is not. */
		if (j == i + 2 && !(sd_c_word(w->pdata[j + 1]) || !strcmp(w->pdata[j + 1], "(") ||
				    !strcmp(w->pdata[j + 1], "*") || !strcmp(w->pdata[j + 1], "&")))
			continue;
		sd_rctx_declare(r, "typedef", t);
	}
}


void sd_rctx_params(struct rctx *r, GPtrArray *mw, GPtrArray *pw, GString *out)
{
	g_autoptr(GHashTable) seen = g_hash_table_new(g_str_hash, g_str_equal);

	/* a local of the old function that the new head names: nothing binds it, the name stays */
	for (guint i = 0; i < pw->len; i++) {
		const char *w = pw->pdata[i];
		gboolean bound = FALSE;

		if (!g_str_has_prefix(w, "ml_") || GPOINTER_TO_INT(g_hash_table_lookup(r->declared,
									w)) != RCTX_OWN)
			continue;
		for (guint j = 0; j < mw->len && !bound; j++)
			bound = !strcmp(mw->pdata[j], w);
		if (!bound) {
			pw->pdata[i] = g_strdup(w + 3);
			g_free((char *)w);
		}
	}

	for (GPtrArray *w = mw; w; w = w == mw ? pw : NULL) {
		for (guint i = 0; i + 1 < w->len; i++) {
			const char *t = w->pdata[i], *n = w->pdata[i + 1];
			const char *prev = i ? w->pdata[i - 1] : ",";

			g_autofree char *td = g_strdup_printf("typedef %s;\n", t);

			/* "u32 value", "const u32 *p", "u32 (*fn)(...)": not "struct u32", nor
			 * the type names SmPL has itself (declared again, they are a parse error) */
			if ((strcmp(prev, ",") && strcmp(prev, "(") && strcmp(prev, "const")) ||
			    !sd_c_word(t) || cf_is_keyword(t) || !strcmp(t, "size_t") ||
			    !strcmp(t, "ssize_t") || !strcmp(t, "ptrdiff_t") ||
			    !(sd_c_word(n) || !strcmp(n, "*") || !strcmp(n, "(")) ||
			    !g_hash_table_add(seen, (gpointer)t))
				continue;
			/* a metavariable is no type; one r declared a typedef is, for out */
			if (g_hash_table_contains(r->declared, t) &&
			    !(out && strstr(r->decls->str, td)))
				continue;
			if (out)
				g_string_append(out, td);
			else
				sd_rctx_declare(r, "typedef", t);
		}
	}
}


void sd_emit_header_line(GString *r, const char *name, const char *depends)
{
	if (depends && *depends)
		g_string_append_printf(r, "\n@%s depends on %s@\n", name, depends);
	else
		g_string_append_printf(r, "\n@%s@\n", name);
}


void sd_add_alt(GString *body, guint *alts, const char *text)
{
	if ((*alts)++)
		g_string_append(body, "|\n");
	g_string_append(body, text);
}

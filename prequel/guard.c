// SPDX-License-Identifier: GPL-2.0
/*
 * Guarded examples read as conversions.  Out-of-tree histories rarely remove an old API: they add
 * the new one under a preprocessor conditional and keep the old one in the other branch, so the
 * commit's diff only adds lines and the old call stays as context.  Here such a conditional, when
 * the commit added its directives, is replaced in the post-image by its new branch, which turns
 * the commit into the before/after of the change.  Which branch is new is read from the commit
 * alone: a condition comparing LINUX_VERSION_CODE with KERNEL_VERSION() names the newer kernels'
 * branch; otherwise the branch the commit wrote whole is the new one and the branch holding the
 * lines that were already there is the old one.  No guard macro is known by name.
 */
#include <string.h>
#include "pq-query-int.h"

struct gline {
	char *text;	/* owned */
	gboolean added;
};

/* #if, #ifdef, #ifndef: a directive opening a conditional */
static gboolean opens(enum cf_pp d)
{
	return d == CF_PP_IF || d == CF_PP_IFDEF || d == CF_PP_IFNDEF;
}

/*
 * 1: the condition selects newer kernels (its branch is the new one), 0: older kernels, -1: it
 * says nothing about versions.  Reads "LINUX_VERSION_CODE OP KERNEL_VERSION(...)" in either order.
 */
static int version_side(const char *cond)
{
	const char *v = strstr(cond, "LINUX_VERSION_CODE"), *k = strstr(cond, "KERNEL_VERSION");
	const char *p;
	gboolean neg = FALSE;

	if (!v || !k)
		return -1;
	for (p = cond; p < v; p++)
		if (*p == '!' && p[1] != '=')
			neg = !neg;
	/* the operator between the two names, oriented as "code OP version" */
	p = v < k ? v + strlen("LINUX_VERSION_CODE") : k;
	{
		const char *end = v < k ? k : v;
		gboolean flip = k < v, newer;

		while (p < end && !strchr("<>", *p))
			p++;
		if (p >= end)
			return -1;
		newer = *p == '>';
		if (flip)
			newer = !newer;
		return newer != neg;
	}
}

/* The index of the directive closing the branch that starts after line i: #elif, #else or #endif. */
static guint branch_end(GPtrArray *ls, guint i)
{
	int depth = 0;

	for (guint j = i + 1; j < ls->len; j++) {
		const struct gline *g = ls->pdata[j];
		enum cf_pp d = cf_pp_of_line(g->text, NULL);

		if (opens(d))
			depth++;
		else if (d == CF_PP_ENDIF && depth)
			depth--;
		else if (!depth && (d == CF_PP_ELIF || d == CF_PP_ELSE || d == CF_PP_ENDIF))
			return j;
	}
	return ls->len;
}

static gboolean all_added(GPtrArray *ls, guint from, guint to)
{
	for (guint j = from; j < to; j++)
		if (!((struct gline *)ls->pdata[j])->added)
			return FALSE;
	return TRUE;
}

/*
 * Resolves the first conditional the commit added whose new branch can be told; returns TRUE if
 * one was.  Only "#if A / #else / #endif" and "#if A / #endif" shapes with every directive added.
 */
static gboolean resolve_one(GPtrArray *ls)
{
	for (guint i = 0; i < ls->len; i++) {
		struct gline *g = ls->pdata[i];
		const char *rest = NULL;
		enum cf_pp d = g->added ? cf_pp_of_line(g->text, &rest) : CF_PP_NONE, first = d;
		guint mid, end, keep_from, keep_to;
		int newer;

		if (!opens(d))
			continue;
		mid = branch_end(ls, i);
		if (mid >= ls->len || !((struct gline *)ls->pdata[mid])->added)
			continue;
		d = cf_pp_of_line(((struct gline *)ls->pdata[mid])->text, NULL);
		if (d == CF_PP_ELIF)
			continue;
		end = d == CF_PP_ELSE ? branch_end(ls, mid) : mid;
		if (end >= ls->len || !((struct gline *)ls->pdata[end])->added ||
		    cf_pp_of_line(((struct gline *)ls->pdata[end])->text, NULL) != CF_PP_ENDIF)
			continue;
		newer = first != CF_PP_IF ? -1 : version_side(rest);
		if (newer < 0) {
			gboolean a_new = all_added(ls, i + 1, mid);
			gboolean b_new = end > mid && all_added(ls, mid + 1, end);

			/* the branch the commit wrote whole is new, the one with old lines is old */
			if (a_new && end > mid && !b_new)
				newer = 1;
			else if (b_new && !a_new)
				newer = 0;
			else
				continue;
		}
		if (newer) {
			keep_from = i + 1;
			keep_to = mid;
		} else {
			keep_from = mid + 1;
			keep_to = end > mid ? end : mid + 1;
		}
		/* drop end..keep_to, keep [keep_from, keep_to), drop the rest of [i, end] */
		for (guint j = end + 1; j-- > i;) {
			if (j >= keep_from && j < keep_to)
				continue;
			g_ptr_array_remove_index(ls, j);
		}
		return TRUE;
	}
	return FALSE;
}

static void gline_free(struct gline *g)
{
	g_free(g->text);
	g_free(g);
}

int pq_file_change_resolve_guards(struct pq_file_change *c)
{
	g_autoptr(GPtrArray) ls = NULL;
	g_auto(GStrv) lines = NULL;
	gboolean *added;
	guint n, resolved = 0;
	GString *s;

	if (!c->new_text || !c->old_text || !c->added_lines || !c->added_lines->len ||
	    !strchr(c->new_text, '#'))
		return 0;
	lines = g_strsplit(c->new_text, "\n", -1);
	n = g_strv_length(lines);
	added = g_new0(gboolean, n + 2);
	for (guint i = 0; i < c->added_lines->len; i++) {
		int l = g_array_index(c->added_lines, int, i);

		if (l > 0 && (guint)l <= n)
			added[l - 1] = TRUE;
	}
	ls = g_ptr_array_new_with_free_func((GDestroyNotify)gline_free);
	for (guint i = 0; i < n; i++) {
		struct gline *g = g_new0(struct gline, 1);

		g->text = g_strdup(lines[i]);
		g->added = added[i];
		g_ptr_array_add(ls, g);
	}
	g_free(added);
	while (resolved < 64 && resolve_one(ls))
		resolved++;
	if (!resolved)
		return 0;
	s = g_string_new(NULL);
	for (guint i = 0; i < ls->len; i++) {
		if (i)
			g_string_append_c(s, '\n');
		g_string_append(s, ((struct gline *)ls->pdata[i])->text);
	}
	g_free(c->new_text);
	c->new_text = g_string_free(s, FALSE);
	g_clear_pointer(&c->removed_lines, g_array_unref);
	g_clear_pointer(&c->added_lines, g_array_unref);
	if (pq_file_change_compute_lines(c, NULL)) {
		/* keep the arrays valid: an unreadable diff is an empty one */
		if (!c->removed_lines)
			c->removed_lines = g_array_new(FALSE, FALSE, sizeof(int));
		if (!c->added_lines)
			c->added_lines = g_array_new(FALSE, FALSE, sizeof(int));
	}
	return (int)resolved;
}

gboolean pq_line_opens_guard(const char *line, size_t len)
{
	g_autofree char *l = g_strndup(line, MIN(len, 64));
	enum cf_pp d = cf_pp_of_line(l, NULL);

	return opens(d) || d == CF_PP_ELSE;
}

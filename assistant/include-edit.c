// SPDX-License-Identifier: GPL-2.0
/*
 * An include fix as text: the driver's include lines edited (#include <B> added after the last
 * one outside conditional groups, or #include <A> replaced by #include <B>), and the sentence
 * that says where the header comes from.  Pure functions, for the loop's include-fix.c.
 */
#include <string.h>

#include "cfront.h"
#include "porter.h"
#include "reducer.h"

char *porter_include_edit(const char *text, const char *old_header, const char *new_header)
{
	g_autoptr(cf_tokens) l = NULL;
	const struct cf_token *last = NULL, *old = NULL;
	GString *o;
	gsize at;

	if (!text || !new_header)
		return NULL;
	l = cf_lex(text, strlen(text), 0);
	for (guint i = 0; i < l->toks->len; i++) {
		const struct cf_token *t = &g_array_index(l->toks, struct cf_token, i);
		g_autofree char *inc = NULL;

		if (t->kind != CF_PP || t->pp != CF_PP_INCLUDE || !(inc = cf_include_target(t->text)))
			continue;
		if (!strcmp(inc, new_header))
			return NULL;	/* included already: nothing to edit */
		if (old_header && !strcmp(inc, old_header) && !old)
			old = t;
		/* the includes outside any conditional group: an added one must not depend on one */
		if (t->depth == 0)
			last = t;
	}
	o = g_string_new(NULL);
	if (old_header) {
		if (!old) {
			g_string_free(o, TRUE);
			return NULL;
		}
		g_autofree char *quoted = g_strdup_printf("<%s>", old_header);
		const char *q = g_strstr_len(text + old->off, old->len, quoted);

		/* the header's name only: the line's spacing and comment stay */
		if (!q) {
			g_string_free(o, TRUE);
			return NULL;
		}
		g_string_append_len(o, text, q - text);
		g_string_append_printf(o, "<%s>", new_header);
		g_string_append(o, q + strlen(quoted));
		return g_string_free(o, FALSE);
	}
	/* after the last include's line, or at the top of a file without one */
	at = 0;
	if (last) {
		const char *nl = strchr(text + last->off + last->len, '\n');

		at = nl ? (gsize)(nl - text) + 1 : strlen(text);
	}
	g_string_append_len(o, text, at);
	if (at && text[at - 1] != '\n')
		g_string_append_c(o, '\n');
	g_string_append_printf(o, "#include <%s>\n", new_header);
	g_string_append(o, text + at);
	return g_string_free(o, FALSE);
}

char *porter_include_origin(const struct red_issue *issue)
{
	GString *names = g_string_new(NULL);
	guint n = issue->members ? issue->members->len : 0;

	for (guint i = 0; i < n; i++) {
		const char *m = issue->members->pdata[i];
		/* "kind symbol" for missing-include, the bare name for moved-include */
		const char *sp = issue->kind == RED_MISSING_INCLUDE ? strchr(m, ' ') : NULL;

		g_string_append_printf(names, "%s%s", i ? ", " : "", sp ? sp + 1 : m);
	}
	if (issue->kind == RED_MOVED_INCLUDE && !n) {
		g_string_free(names, TRUE);
		return g_strdup_printf("from the target tree: %s is not there, %s is", issue->symbol,
				       issue->include);
	}
	return g_strdup_printf("from the target tree: %s %s declared in %s", names->str,
			       n > 1 ? "are" : "is", issue->include);
}


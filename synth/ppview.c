// SPDX-License-Identifier: GPL-2.0
/*
 * apply's views of a driver file through its #if groups: spatch parses one configuration of a
 * file, and a construct split over the branches of a group (a function head per kernel version)
 * is none it can match.  A view keeps the branch a kernel compiles of each group the known
 * macros decide and empties every other line of the group, so line numbers stay; what spatch
 * changes in the view is carried back to the file, where only lines of the kept branches or
 * outside the groups may change.
 */
#include <string.h>

#include "synth.h"
#include "synth-int.h"

/* A directive line and the lines its backslashes continue it over: [first, last]. */
struct directive {
	guint first, last;
	enum cf_pp pp;
	char *arg;		/* the condition, comments dropped; owned */
};

/* One group: its directives in order, the last an #endif (or the file's end when unclosed). */
struct group {
	GArray *dirs;		/* struct directive */
	int parent;		/* index of the enclosing group, -1 at the top */
	int parent_branch;	/* the branch of the parent holding it */
	int taken;		/* the branch the kernel compiles, -1 none, -2 not decided */
};

static char *strip_comments(const char *s)
{
	GString *o = g_string_new(NULL);

	while (*s) {
		if (s[0] == '/' && s[1] == '*') {
			const char *e = strstr(s + 2, "*/");

			s = e ? e + 2 : s + strlen(s);
			g_string_append_c(o, ' ');
		} else if (s[0] == '/' && s[1] == '/') {
			break;
		} else {
			g_string_append_c(o, *s++);
		}
	}
	return g_strstrip(g_string_free(o, FALSE));
}

static gboolean continued(const char *line)
{
	gsize n = strlen(line);

	while (n && (line[n - 1] == ' ' || line[n - 1] == '\t' || line[n - 1] == '\r'))
		n--;
	return n && line[n - 1] == '\\';
}

/* Value of one branch's test: 1 true, 0 false, -1 not known. */
static int branch_value(const struct directive *d, GHashTable *macros)
{
	g_autofree char *expr = NULL;
	gint64 v = 0;

	switch (d->pp) {
	case CF_PP_ELSE:
		return 1;
	case CF_PP_IFDEF:
	case CF_PP_IFNDEF:
		expr = g_strdup_printf("%sdefined(%s)", d->pp == CF_PP_IFNDEF ? "!" : "", d->arg);
		break;
	default:
		expr = g_strdup(d->arg);
		break;
	}
	if (cf_pp_eval(&v, expr, macros) != 1)
		return -1;
	return v != 0;
}

/* The branch taken: the first true test after known false ones; -1 none, -2 not decided. */
static int decide(struct group *g, GHashTable *macros)
{
	for (guint b = 0; b + 1 < g->dirs->len; b++) {
		int v = branch_value(&g_array_index(g->dirs, struct directive, b), macros);

		if (v < 0)
			return -2;
		if (v)
			return (int)b;
	}
	return -1;
}

static void group_free(gpointer p)
{
	struct group *g = p;

	for (guint i = 0; i < g->dirs->len; i++)
		g_free(g_array_index(g->dirs, struct directive, i).arg);
	g_array_unref(g->dirs);
	g_free(g);
}

/* The groups of lines, in the order they open. */
static GPtrArray *scan_groups(char **lines, guint n)
{
	GPtrArray *groups = g_ptr_array_new_with_free_func(group_free);
	g_autoptr(GArray) stack = g_array_new(FALSE, FALSE, sizeof(int));

	for (guint i = 0; i < n; i++) {
		struct directive d = { i, i, CF_PP_NONE, NULL };
		g_autoptr(GString) text = NULL;
		const char *rest;
		struct group *g;

		d.pp = cf_pp_of_line(lines[i], &rest);
		if (d.pp == CF_PP_NONE)
			continue;
		text = g_string_new(rest);
		while (continued(lines[d.last]) && d.last + 1 < n) {
			g_string_truncate(text, (gsize)(strrchr(text->str, '\\') - text->str));
			g_string_append_c(text, ' ');
			g_string_append(text, lines[++d.last]);
		}
		i = d.last;
		switch (d.pp) {
		case CF_PP_IF:
		case CF_PP_IFDEF:
		case CF_PP_IFNDEF: {
			int idx = (int)groups->len;

			g = g_new0(struct group, 1);
			g->dirs = g_array_new(FALSE, FALSE, sizeof(struct directive));
			g->parent = stack->len ? g_array_index(stack, int, stack->len - 1) : -1;
			if (g->parent >= 0) {
				struct group *pg = groups->pdata[g->parent];

				g->parent_branch = (int)pg->dirs->len - 1;
			}
			d.arg = strip_comments(text->str);
			g_array_append_val(g->dirs, d);
			g_ptr_array_add(groups, g);
			g_array_append_val(stack, idx);
			break;
		}
		case CF_PP_ELIF:
		case CF_PP_ELSE:
		case CF_PP_ENDIF:
			if (!stack->len)
				break;
			g = groups->pdata[g_array_index(stack, int, stack->len - 1)];
			d.arg = strip_comments(text->str);
			g_array_append_val(g->dirs, d);
			if (d.pp == CF_PP_ENDIF)
				g_array_set_size(stack, stack->len - 1);
			break;
		default:
			break;
		}
	}
	/* an unclosed group is never decided: its end is not known */
	for (guint k = 0; k < stack->len; k++) {
		struct group *g = groups->pdata[g_array_index(stack, int, k)];

		g->taken = -3;
	}
	return groups;
}

/* The branch of g the pick shows: the kernel's, or the first other one (-1: none). */
static int shown_branch(const struct group *g, enum sd_view_pick pick)
{
	guint nb = g->dirs->len - 1;

	if (pick == SD_VIEW_TARGET)
		return g->taken;
	for (guint b = 0; b < nb; b++)
		if ((int)b != g->taken)
			return (int)b;
	return -1;
}

void sd_ppview_make(struct sd_ppview *out, const char *text, GHashTable *macros,
		    enum sd_view_pick pick)
{
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);
	guint n = g_strv_length(lines);
	g_autoptr(GPtrArray) groups = scan_groups(lines, n);
	g_autoptr(GArray) shown = g_array_new(FALSE, FALSE, sizeof(int));

	memset(out, 0, sizeof(*out));
	out->cls = g_array_new(FALSE, TRUE, sizeof(guint8));
	out->group_line = g_array_new(FALSE, TRUE, sizeof(int));
	g_array_set_size(out->cls, n);
	g_array_set_size(out->group_line, n);
	for (guint k = 0; k < groups->len; k++) {
		struct group *g = groups->pdata[k];
		int s;

		if (g->taken != -3)
			g->taken = decide(g, macros);
		s = g->taken >= -1 ? shown_branch(g, pick) : -2;
		g_array_append_val(shown, s);
	}
	/*
	 * Groups open in order, a parent before its children: a child in a hidden branch (or in a
	 * hidden child) is hidden whole, whatever its own test says.
	 */
	for (guint k = 0; k < groups->len; k++) {
		struct group *g = groups->pdata[k];
		struct directive *last = &g_array_index(g->dirs, struct directive, g->dirs->len - 1);
		int s = g_array_index(shown, int, k);
		int line = (int)g_array_index(g->dirs, struct directive, 0).first + 1;

		if (s == -2) {
			out->undecided++;
			continue;
		}
		out->groups++;
		for (guint b = 0; b + 1 < g->dirs->len; b++) {
			struct directive *d = &g_array_index(g->dirs, struct directive, b);
			struct directive *e = &g_array_index(g->dirs, struct directive, b + 1);

			for (guint i = d->first; i <= d->last; i++)
				g_array_index(out->cls, guint8, i) = SD_LINE_BLANK;
			for (guint i = d->last + 1; i < e->first; i++) {
				guint8 *c = &g_array_index(out->cls, guint8, i);

				if ((int)b != s)
					*c = SD_LINE_BLANK;
				else if (*c != SD_LINE_BLANK)
					*c = SD_LINE_KEPT;
				if ((int)b == s)
					g_array_index(out->group_line, int, i) = line;
			}
		}
		for (guint i = last->first; i <= last->last; i++)
			g_array_index(out->cls, guint8, i) = SD_LINE_BLANK;
	}
	/* what a hidden branch holds stays hidden, even a nested group's kept branch */
	for (guint k = 0; k < groups->len; k++) {
		struct group *g = groups->pdata[k];
		int s = g_array_index(shown, int, k);

		if (s == -2)
			continue;
		for (guint b = 0; b + 1 < g->dirs->len; b++) {
			struct directive *d = &g_array_index(g->dirs, struct directive, b);
			struct directive *e = &g_array_index(g->dirs, struct directive, b + 1);

			if ((int)b == s)
				continue;
			for (guint i = d->last + 1; i < e->first; i++)
				g_array_index(out->cls, guint8, i) = SD_LINE_BLANK;
		}
	}
	for (guint i = 0; i < n; i++)
		if (g_array_index(out->cls, guint8, i) == SD_LINE_BLANK)
			lines[i][0] = '\0';
	out->text = g_strjoinv("\n", lines);
}

void sd_ppview_clear(struct sd_ppview *v)
{
	if (!v)
		return;
	g_clear_pointer(&v->text, g_free);
	g_clear_pointer(&v->cls, g_array_unref);
	g_clear_pointer(&v->group_line, g_array_unref);
	v->groups = v->undecided = 0;
}

/* ---- lines compared: sd_lcs() over tokens whose texts are the lines, made equal pointers ---- */

static GPtrArray *line_tokens(char **lines, GHashTable *canon)
{
	GPtrArray *toks = g_ptr_array_new_with_free_func(g_free);

	for (guint i = 0; lines[i]; i++) {
		struct cf_token *t = g_new0(struct cf_token, 1);
		char *c = g_hash_table_lookup(canon, lines[i]);

		if (!c) {
			c = lines[i];
			g_hash_table_add(canon, c);
		}
		t->text = c;
		g_ptr_array_add(toks, t);
	}
	return toks;
}

GArray *sd_line_pairs(char **a, char **b)
{
	g_autoptr(GHashTable) canon = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GPtrArray) ta = line_tokens(a, canon), tb = line_tokens(b, canon);
	GArray *pairs = sd_lcs(ta, 0, ta->len, tb, 0, tb->len);
	guint end[2] = { ta->len, tb->len };

	g_array_append_vals(pairs, end, 2);
	return pairs;
}

int sd_ppview_merge(char **out_text, int *out_line, const char *text, const struct sd_ppview *v,
		    const char *after, GError **error)
{
	g_auto(GStrv) orig = g_strsplit(text, "\n", -1);
	g_auto(GStrv) view = g_strsplit(v->text, "\n", -1);
	g_auto(GStrv) post = g_strsplit(after, "\n", -1);
	g_autoptr(GArray) pairs = NULL;
	g_autoptr(GString) o = g_string_new(NULL);
	guint n = g_strv_length(view), i = 0, j = 0;
	gboolean first = TRUE;

	*out_text = NULL;
	*out_line = 0;
	if (g_strv_length(orig) != n || v->cls->len != n) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_INPUT, "the view of the file has %u lines, "
			    "the file %u", n, g_strv_length(orig));
		return -1;
	}
	pairs = sd_line_pairs(view, post);
	for (guint k = 0; k < pairs->len; k += 2) {
		guint pi = g_array_index(pairs, guint, k), pj = g_array_index(pairs, guint, k + 1);
		/* view[i, pi) went, post[j, pj) came: where the file may take it */
		gboolean changed = i < pi || j < pj;

		if (changed) {
			guint at = i < pi ? i : (i ? i - 1 : 0);
			gboolean ok = TRUE;

			for (guint x = i; x < pi; x++)
				ok &= g_array_index(v->cls, guint8, x) != SD_LINE_BLANK;
			/* an insertion goes after a visible line, or before one when after a hidden one */
			if (i == pi && i > 0 && g_array_index(v->cls, guint8, i - 1) == SD_LINE_BLANK) {
				ok = pi >= n || g_array_index(v->cls, guint8, pi) != SD_LINE_BLANK;
				at = pi < n ? pi : n - 1;
			}
			if (!ok) {
				g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH,
					    "the change at line %u is on a line of a branch the kernel "
					    "does not compile, or on a directive", at + 1);
				return -1;
			}
			if (!*out_line)
				*out_line = g_array_index(v->group_line, int, at);
			for (guint y = j; y < pj; y++) {
				if (!first)
					g_string_append_c(o, '\n');
				g_string_append(o, post[y]);
				first = FALSE;
			}
		}
		if (pi < n) {
			if (!first)
				g_string_append_c(o, '\n');
			g_string_append(o, orig[pi]);
			first = FALSE;
		}
		i = pi + 1;
		j = pj + 1;
	}
	*out_text = g_string_free(g_steal_pointer(&o), FALSE);
	return 0;
}

int sd_ppview_hidden_change(const char *text, const struct sd_ppview *v, const char *after)
{
	g_auto(GStrv) orig = g_strsplit(text, "\n", -1);
	g_auto(GStrv) post = g_strsplit(after, "\n", -1);
	g_autoptr(GArray) pairs = sd_line_pairs(orig, post);
	guint n = g_strv_length(orig), i = 0, j = 0;

	if (v->cls->len != n)
		return 0;
	for (guint k = 0; k < pairs->len; k += 2) {
		guint pi = g_array_index(pairs, guint, k), pj = g_array_index(pairs, guint, k + 1);

		for (guint x = i; x < pi; x++)
			if (g_array_index(v->cls, guint8, x) == SD_LINE_BLANK)
				return (int)x + 1;
		/* a line added between two hidden ones is the hidden branch's */
		if (i == pi && j < pj && i > 0 && g_array_index(v->cls, guint8, i - 1) == SD_LINE_BLANK &&
		    (i >= n || g_array_index(v->cls, guint8, i) == SD_LINE_BLANK))
			return (int)i;
		i = pi + 1;
		j = pj + 1;
	}
	return 0;
}

/* ---- the diff apply reports: unified, three lines of context ---- */

#define DIFF_CONTEXT 3

struct op {
	char kind;		/* ' ', '-', '+' */
	const char *line;
	guint a, b;		/* lines of a and b before it */
};

char *sd_unified_diff(const char *path, const char *a, const char *b)
{
	g_auto(GStrv) la = g_strsplit(a, "\n", -1);
	g_auto(GStrv) lb = g_strsplit(b, "\n", -1);
	g_autoptr(GArray) pairs = sd_line_pairs(la, lb);
	g_autoptr(GArray) ops = g_array_new(FALSE, FALSE, sizeof(struct op));
	GString *o = g_string_new(NULL);
	guint na = g_strv_length(la), nb = g_strv_length(lb), i = 0, j = 0;

	/* the edit script: what went, what came, then the common line */
	for (guint k = 0; k < pairs->len; k += 2) {
		guint pi = g_array_index(pairs, guint, k), pj = g_array_index(pairs, guint, k + 1);
		struct op op;

		for (; i < pi; i++) {
			op = (struct op){ '-', la[i], i, j };
			g_array_append_val(ops, op);
		}
		for (; j < pj; j++) {
			op = (struct op){ '+', lb[j], i, j };
			g_array_append_val(ops, op);
		}
		/* the text after a final newline is no line */
		if (pi < na && !(pi == na - 1 && pj == nb - 1 && !*la[pi])) {
			op = (struct op){ ' ', la[pi], pi, pj };
			g_array_append_val(ops, op);
		}
		i = pi + 1, j = pj + 1;
	}
	for (guint k = 0; k < ops->len;) {
		guint s, e, ca = 0, cb = 0;

		if (g_array_index(ops, struct op, k).kind == ' ') {
			k++;
			continue;
		}
		/* a hunk: its changes and the context around them; changes close together share one */
		s = k > DIFF_CONTEXT ? k - DIFF_CONTEXT : 0;
		e = k;
		for (guint x = k; x < ops->len && x <= e + 2 * DIFF_CONTEXT; x++)
			if (g_array_index(ops, struct op, x).kind != ' ')
				e = x;
		e = MIN(e + DIFF_CONTEXT + 1, ops->len);
		for (guint x = s; x < e; x++) {
			char kd = g_array_index(ops, struct op, x).kind;

			ca += kd != '+';
			cb += kd != '-';
		}
		g_string_append_printf(o, "@@ -%u,%u +%u,%u @@\n",
				       g_array_index(ops, struct op, s).a + (ca ? 1 : 0), ca,
				       g_array_index(ops, struct op, s).b + (cb ? 1 : 0), cb);
		for (guint x = s; x < e; x++) {
			const struct op *op = &g_array_index(ops, struct op, x);

			g_string_append_printf(o, "%c%s\n", op->kind, op->line);
		}
		k = e;
	}
	if (o->len) {
		g_autofree char *hunks = g_string_free(o, FALSE);

		return g_strdup_printf("--- a/%s\n+++ b/%s\n%s", path, path, hunks);
	}
	return g_string_free(o, FALSE);
}

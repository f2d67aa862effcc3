// SPDX-License-Identifier: GPL-2.0
/*
 * The coccicheck modes of a derived semantic patch.  `make coccicheck` runs a script with
 * -D patch, context, org or report (report by default), and the kernel's scripts/coccinelle/
 * files answer each: the transformation rules depend on patch, a copy of the main rule with
 * "*" lines marks the code in context mode, and a copy with a position feeds a python rule that
 * prints one line per match in org and report modes.  This file adds that to a patch-only text.
 */
#include <string.h>

#include "synth-int.h"

/* A rule of the text: its header line, metavariable lines and body lines, by line index. */
struct rule {
	guint head, meta, body, end;	/* [head] header, [meta, body - 1) decls, [body, end) */
	gboolean script;
};

static gboolean is_header(const char *line)
{
	return line[0] == '@';
}

/* Splits @lines into rules; the lines before the first one are the preamble. */
static GArray *split_rules(char **lines)
{
	GArray *rules = g_array_new(FALSE, TRUE, sizeof(struct rule));
	guint n = g_strv_length(lines);

	for (guint i = 0; i < n;) {
		struct rule r = { 0 };

		if (!is_header(lines[i])) {
			i++;
			continue;
		}
		r.head = i;
		r.script = g_str_has_prefix(lines[i], "@script:") ||
			   g_str_has_prefix(lines[i], "@initialize:") ||
			   g_str_has_prefix(lines[i], "@finalize:");
		/* "@@" alone opens an anonymous rule's declarations; the next "@@" closes them */
		r.meta = i + 1;
		for (i++; i < n && strcmp(lines[i], "@@"); i++)
			;
		r.body = i + 1;
		for (i++; i < n && !is_header(lines[i]); i++)
			;
		r.end = i;
		g_array_append_val(rules, r);
	}
	return rules;
}

/* The rule's name ("r1" of "@r1@" or "@r1 depends on x@"), or NULL when anonymous; owned. */
static char *rule_name(const char *header)
{
	const char *s = header + 1, *e = s;

	while (g_ascii_isalnum(*e) || *e == '_')
		e++;
	return e > s ? g_strndup(s, e - s) : NULL;
}

/*
 * "@r1@" -> "@r1 depends on patch@"; "@r depends on x@" -> "@r depends on patch && (x)@"; a
 * quantifier ("@r exists@") stays last, where SmPL wants it.
 */
static char *depend_on_patch(const char *header)
{
	static const char *const quant[] = { " exists@", " forall@" };
	const char *dep = strstr(header, " depends on ");
	gsize len = strlen(header);

	if (!strcmp(header, "@@"))
		return g_strdup("@ depends on patch@");
	if (g_str_has_prefix(header, "@script:") || g_str_has_prefix(header, "@initialize:") ||
	    g_str_has_prefix(header, "@finalize:") || len < 2 || header[len - 1] != '@')
		return g_strdup(header);
	for (guint i = 0; i < G_N_ELEMENTS(quant); i++)
		if (g_str_has_suffix(header, quant[i])) {
			g_autofree char *bare = g_strdup_printf("%.*s@", (int)(len - strlen(quant[i])),
								header);
			g_autofree char *with = depend_on_patch(bare);

			return g_strdup_printf("%.*s%s", (int)strlen(with) - 1, with, quant[i]);
		}
	if (dep)
		return g_strdup_printf("%.*s depends on patch && (%.*s)@", (int)(dep - header), header,
				       (int)(len - 1 - (dep - header) - strlen(" depends on ")),
				       dep + strlen(" depends on "));
	return g_strdup_printf("%.*s depends on patch@", (int)(len - 1), header);
}

static gboolean is_keyword(const char *w, gsize n)
{
	g_autofree char *s = g_strndup(w, n);

	return cf_word_is(s, CF_WORD_KEYWORD);
}

/* @line with "@p" after its first identifier that is not a C keyword, or NULL; owned. */
static char *with_position(const char *line)
{
	int d = 0;

	/* "int a@p, b;": spatch fails on a position in a declaration of several names */
	for (const char *c = line; *c; c++) {
		d += *c == '(' || *c == '[' || *c == '{';
		d -= *c == ')' || *c == ']' || *c == '}';
		if (*c == ',' && !d && g_str_has_suffix(line, ";"))
			return NULL;
	}
	for (const char *c = line; *c; c++) {
		const char *s = c;

		if (!(g_ascii_isalpha(*c) || *c == '_') || (c > line && (g_ascii_isalnum(c[-1]) ||
								      c[-1] == '_')))
			continue;
		while (g_ascii_isalnum(c[1]) || c[1] == '_')
			c++;
		if (!is_keyword(s, c - s + 1))
			return g_strdup_printf("%.*s@p%s", (int)(c - line + 1), line, c + 1);
	}
	return NULL;
}

/*
 * "identifier r1.x, r1.y;" as "identifier x, y;": the copies run without the patch rules, so
 * what a rule inherited is matched afresh there (a looser match, which context, org and report,
 * being advice, can afford).
 */
static char *uninherit(const char *line)
{
	GString *s = g_string_new(NULL);
	const char *sp = strchr(line, ' ');
	const char *end = sp ? strpbrk(sp, "{=") : NULL;

	for (const char *c = line; *c; c++) {
		const char *w = c;

		if (sp && c > sp && (!end || c < end) && (g_ascii_isalpha(*c) || *c == '_') &&
		    (c == line || !(g_ascii_isalnum(c[-1]) || c[-1] == '_'))) {
			while (g_ascii_isalnum(*w) || *w == '_')
				w++;
			if (*w == '.') {
				c = w;
				continue;
			}
		}
		g_string_append_c(s, *c);
	}
	return g_string_free(s, FALSE);
}

/*
 * TRUE when all @r changes is returns made plain ("- return E;" lines, "+ return;" lines): a
 * function's returns follow its new head, and marking them stands for no change of its own.
 */
static gboolean only_returns(char **lines, const struct rule *r)
{
	for (guint i = r->body; i < r->end; i++) {
		const char *l = lines[i];

		if ((l[0] == '-' && !g_str_has_prefix(l, "- return ")) ||
		    (l[0] == '+' && strcmp(l, "+ return;")))
			return FALSE;
	}
	return TRUE;
}

/*
 * The context and position copies of @r, or FALSE when it does not suit: it must remove code
 * and not be a script.  The copies run without the patch rules: they drop @r's dependencies
 * and match its inherited metavariables afresh.
 */
static gboolean add_copies(GString *s, char **lines, const struct rule *r, const char *name)
{
	g_autoptr(GString) decls = g_string_new(NULL);
	g_autoptr(GString) ctx = g_string_new(NULL), pos = g_string_new(NULL);
	gboolean marked = FALSE;

	if (r->script || only_returns(lines, r))
		return FALSE;
	for (guint i = r->meta; i + 1 < r->body; i++) {
		/* "identifier r1.x;" or "identifier mpy.x;": inherited */
		g_autofree char *d = uninherit(lines[i]);

		g_string_append_printf(decls, "%s\n", d);
	}
	for (guint i = r->body; i < r->end; i++) {
		const char *l = lines[i];

		if (l[0] == '+')
			continue;
		if (l[0] != '-') {
			g_string_append_printf(ctx, "%s\n", l);
			g_string_append_printf(pos, "%s\n", l);
			continue;
		}
		g_string_append_printf(ctx, "*%s\n", l + 1);
		if (!marked) {
			g_autofree char *p = with_position(l + 1);

			if (!p)
				return FALSE;
			g_string_append_printf(pos, " %s\n", p);
			marked = TRUE;
		} else {
			g_string_append_printf(pos, " %s\n", l + 1);
		}
	}
	if (!marked)
		return FALSE;
	while (ctx->len > 1 && ctx->str[ctx->len - 1] == '\n' && ctx->str[ctx->len - 2] == '\n')
		g_string_truncate(ctx, ctx->len - 1);
	while (pos->len > 1 && pos->str[pos->len - 1] == '\n' && pos->str[pos->len - 2] == '\n')
		g_string_truncate(pos, pos->len - 1);
	g_string_append_printf(s, "\n@%s_context depends on context && !patch@\n%s@@\n%s",
			       name, decls->str, ctx->str);
	g_string_append_printf(s, "\n@%s_match depends on (org || report) && !patch@\n%sposition p;\n"
				  "@@\n%s", name, decls->str, pos->str);
	g_string_append_printf(s, "\n@script:python depends on org@\np << %s_match.p;\n@@\n\n"
				  "coccilib.org.print_todo(p[0], \"make the change of the example "
				  "here (MODE=patch does it)\")\n", name);
	g_string_append_printf(s, "\n@script:python depends on report@\np << %s_match.p;\n@@\n\n"
				  "coccilib.report.print_report(p[0], \"make the change of the "
				  "example here (MODE=patch does it)\")\n", name);
	return TRUE;
}

char *sd_cocci_modes(const char *cocci)
{
	g_auto(GStrv) lines = g_strsplit(cocci ? cocci : "", "\n", -1);
	g_autoptr(GArray) rules = split_rules(lines);
	GString *s = g_string_new(NULL);
	guint first = rules->len ? g_array_index(rules, struct rule, 0).head : g_strv_length(lines);
	gboolean copied = FALSE;

	/* the preamble, with all four virtual rules where it had only patch */
	for (guint i = 0; i < first; i++) {
		if (!strcmp(lines[i], "virtual patch"))
			g_string_append(s, "virtual patch\nvirtual context\nvirtual org\n"
					   "virtual report\n");
		else if (g_str_has_prefix(lines[i], "virtual "))
			continue;
		else
			g_string_append_printf(s, "%s\n", lines[i]);
	}
	for (guint k = 0; k < rules->len; k++) {
		const struct rule *r = &g_array_index(rules, struct rule, k);
		g_autofree char *head = depend_on_patch(lines[r->head]);

		g_string_append_printf(s, "%s\n", head);
		for (guint i = r->head + 1; i < r->end; i++)
			/* the text's last line has no newline after it */
			if (i + 1 < r->end || *lines[i])
				g_string_append_printf(s, "%s\n", lines[i]);
	}
	/* one rule that removes code stands for the patch in the other modes: the first */
	for (guint k = 0; k < rules->len && !copied; k++) {
		const struct rule *r = &g_array_index(rules, struct rule, k);
		g_autofree char *name = rule_name(lines[r->head]);
		g_autofree char *anon = g_strdup_printf("rule%u", k + 1);

		copied = add_copies(s, lines, r, name ? name : anon);
	}
	return g_string_free(s, FALSE);
}

/*
 * The rules of a semantic patch that change code, without its comments, virtual lines and
 * script rules (which only make up names): what a reviewer reads in the commit message.
 */
char *syn_cocci_core(const char *cocci)
{
	g_auto(GStrv) lines = g_strsplit(cocci ? cocci : "", "\n", -1);
	GString *s = g_string_new(NULL);
	gboolean script = FALSE;

	for (guint i = 0; lines[i]; i++) {
		/* a rule header: "@name@", "@script:python name@", never the "@@" ending one */
		if (lines[i][0] == '@' && strcmp(lines[i], "@@")) {
			/* the copies for coccicheck's other modes only find what patch changes */
			script = g_str_has_prefix(lines[i], "@script:") ||
				 g_str_has_prefix(lines[i], "@initialize:") ||
				 g_str_has_prefix(lines[i], "@finalize:") ||
				 strstr(lines[i], "depends on context") ||
				 strstr(lines[i], "depends on (org || report)");
			if (!script) {
				g_autofree char *h = g_strdup(lines[i]);
				char *d = strstr(h, " depends on patch");

				if (d && d[17] == '@')
					memmove(d, d + 17, strlen(d + 17) + 1);
				else if (d && g_str_has_prefix(d + 17, " && ("))
					memmove(d + 12, d + 22, strlen(d + 22) + 1);
				if (d && g_str_has_suffix(h, ")@") && d[12] != '@')
					memmove(h + strlen(h) - 2, "@", 2);
				g_string_append_printf(s, "%s\n", h);
				continue;
			}
		}
		if (script || g_str_has_prefix(lines[i], "//") ||
		    g_str_has_prefix(lines[i], "virtual ") ||
		    (!*lines[i] && (!s->len || !lines[i + 1] || s->str[s->len - 2] == '\n')))
			continue;
		g_string_append_printf(s, "%s\n", lines[i]);
	}
	return g_string_free(s, FALSE);
}

/* The "// Decision:" lines of a semantic patch, without the marker. */
char *syn_cocci_decisions(const char *cocci)
{
	g_auto(GStrv) lines = g_strsplit(cocci ? cocci : "", "\n", -1);
	GString *s = g_string_new(NULL);

	for (guint i = 0; lines[i]; i++)
		if (g_str_has_prefix(lines[i], "// Decision: "))
			g_string_append_printf(s, "%s\n", lines[i] + strlen("// Decision: "));
	return g_string_free(s, FALSE);
}

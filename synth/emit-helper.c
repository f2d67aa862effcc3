// SPDX-License-Identifier: GPL-2.0
/*
 * Helpers the example defines with its change.  An example may replace a removed call with a
 * function of its own ("do_gettimeofday(&b->ts)" -> "akvcam_get_timestamp(&b->ts)", the helper
 * added to another file of the same commit).  The derived rules then call a name the driver does
 * not have; these rules carry the helper's definition over in front of the first function of
 * each driver file that calls what the rule replaces, as the driver's own: static, and with the
 * driver's prefix for the example's (the derived rules' calls renamed with it).
 *
 * Positions are the file's own only before any rule changed it, so these rules go first: one
 * finds the calls of the replaced name (the anchor), a script keeps the first line per file, and
 * the last adds the definition before the function holding that call.
 */
#include <string.h>

#include "stages.h"
#include "sandbox.h"


/* The identifiers of @line followed by "(", in order (owned strings). */
static GPtrArray *called_names(const char *line)
{
	g_autoptr(cf_tokens) l = cf_lex(line, strlen(line), 0);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);

	for (guint i = 0; i + 1 < l->toks->len; i++)
		if (t[i].kind == CF_IDENT && !cf_is_keyword(t[i].text) && cf_tok_is(&t[i + 1], "("))
			g_ptr_array_add(out, g_strdup(t[i].text));
	return out;
}

/* Adds every identifier of @line to @set (metavariable declarations: names and kinds). */
static void add_names(GHashTable *set, const char *line)
{
	g_autoptr(cf_tokens) l = cf_lex(line, strlen(line), 0);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;

	for (guint i = 0; i < l->toks->len; i++)
		if (t[i].kind == CF_IDENT)
			g_hash_table_add(set, g_strdup(t[i].text));
}

/*
 * The definition of @name in @text, from the first token of its head (return type, storage
 * class) to its closing brace, or NULL when @text does not define it.  Owned.
 */
static char *definition(const char *text, const char *name)
{
	g_autoptr(cf_tokens) l = cf_lex(text, strlen(text), 0);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	GArray *fns = cf_functions(t, l->toks->len);
	g_auto(GStrv) lines = NULL;
	char *out = NULL;

	for (guint i = 0; i < fns->len && !out; i++) {
		const struct cf_func *f = &g_array_index(fns, struct cf_func, i);
		guint s = f->name_tok;
		GString *d;

		if (strcmp(f->name, name) || f->close_line == G_MAXINT)
			continue;
		while (s > 0 && t[s - 1].kind != CF_PP && !cf_tok_is(&t[s - 1], ";") &&
		       !cf_tok_is(&t[s - 1], "}") && !cf_tok_is(&t[s - 1], "{"))
			s--;
		if (!lines)
			lines = g_strsplit(text, "\n", -1);
		if ((guint)f->close_line > g_strv_length(lines))
			continue;
		d = g_string_new(NULL);
		for (int k = t[s].line; k <= f->close_line; k++)
			g_string_append_printf(d, "%s\n", lines[k - 1]);
		out = g_string_free(d, FALSE);
	}
	g_array_unref(fns);
	return out;
}

/* The helper @name as the example's commit adds it: defined after, not before; NULL if not. */
static char *example_helper(const struct syn_example *ex, const char *name)
{
	for (guint f = 0; ex->files && f < ex->files->len; f++) {
		const struct syn_file *sf = ex->files->pdata[f];
		g_autofree char *was = NULL;
		char *def;

		if (!sf->new_text || !strstr(sf->new_text, name))
			continue;
		def = definition(sf->new_text, name);
		if (!def)
			continue;
		was = sf->old_text ? definition(sf->old_text, name) : NULL;
		if (!was)
			return def;
		g_free(def);
	}
	return NULL;
}

/*
 * Whether a .c or .h file of the driver already defines @name.  The driver is not trusted: a
 * link, a FIFO or an outsized file among its entries is not read (sbx_read_untrusted()).
 */
static gboolean driver_defines(const char *driver_dir, const char *name)
{
	g_autoptr(GDir) d = driver_dir ? g_dir_open(driver_dir, 0, NULL) : NULL;
	const char *e;

	while (d && (e = g_dir_read_name(d))) {
		g_autofree char *path = NULL, *text = NULL, *def = NULL;

		if (!g_str_has_suffix(e, ".c") && !g_str_has_suffix(e, ".h"))
			continue;
		path = g_build_filename(driver_dir, e, NULL);
		if (sbx_read_untrusted(path, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL) ||
		    !strstr(text, name))
			continue;
		def = definition(text, name);
		if (def)
			return TRUE;
	}
	return FALSE;
}

/* @text with each whole-word @from replaced by @to, in the lines @lead starts (any line: 0). */
static char *rename_word(const char *text, const char *from, const char *to, char lead)
{
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);
	GString *out = g_string_new(NULL);
	gsize n = strlen(from);

	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i], *p;

		if (i)
			g_string_append_c(out, '\n');
		if (lead && l[0] != lead) {
			g_string_append(out, l);
			continue;
		}
		while ((p = strstr(l, from))) {
			gboolean whole = (p == lines[i] || !(g_ascii_isalnum(p[-1]) || p[-1] == '_')) &&
					 !(g_ascii_isalnum(p[n]) || p[n] == '_');

			g_string_append_len(out, l, p - l);
			g_string_append(out, whole ? to : from);
			l = p + n;
		}
		g_string_append(out, l);
	}
	return g_string_free(out, FALSE);
}

/*
 * The carried helper's name in the driver: the example driver's prefix (its first word,
 * "akvcam_" of "akvcam_buffers_") made the driver's, as the driver names its own functions.
 * NULL when either prefix is unknown, the name does not carry the example's, or the driver
 * already has the new name.  Owned.
 */
static char *driver_name(struct emit *c, const char *name)
{
	const char *tp = c->nm->target_prefix, *ep = c->nm->expfx, *u;
	g_autofree char *word = NULL, *n = NULL;

	if (!tp || !*tp || !ep || !(u = strchr(ep, '_')))
		return NULL;
	word = g_strndup(ep, u - ep + 1);
	if (g_ascii_strncasecmp(name, word, strlen(word)) || !name[strlen(word)])
		return NULL;
	n = g_strconcat(tp, g_str_has_suffix(tp, "_") ? "" : "_", name + strlen(word), NULL);
	if (!strcmp(n, name) || driver_defines(c->rq->driver_dir, n) || strstr(c->rules->str, n))
		return NULL;
	return g_steal_pointer(&n);
}

/* @def made the driver's own: internal linkage ("static " before its head) and @name renamed. */
static char *own_helper(const char *def, const char *name, const char *to)
{
	g_autoptr(cf_tokens) l = cf_lex(def, strlen(def), 0);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	gboolean is_static = FALSE;
	g_autofree char *d = NULL;

	for (guint i = 0; i < l->toks->len && !cf_tok_is(&t[i], "("); i++)
		is_static |= t[i].kind == CF_IDENT && !strcmp(t[i].text, "static");
	d = is_static ? g_strdup(def) : g_strconcat("static ", def, NULL);
	return to ? rename_word(d, name, to, 0) : g_steal_pointer(&d);
}

/* The three rules that add @def in front of the first function calling @anchor, per file. */
static void emit_carry(GString *out, guint k, const char *anchor, const char *def)
{
	g_auto(GStrv) lines = g_strsplit(def, "\n", -1);

	g_string_append_printf(out, "\n@h%u_use@\nposition p;\n@@\n%s@p(...)\n", k, anchor);
	g_string_append_printf(out, "\n@script:python@\np << h%u_use.p;\n@@\n"
				  "key = (\"h%u\", p[0].file)\n"
				  "porter_first[key] = min(porter_first.get(key, 1 << 30), int(p[0].line))\n",
			       k, k);
	/* exists: the call may be on one path of the function only */
	g_string_append_printf(out, "\n@h%u exists@\nidentifier porter_fn;\ntype porter_T;\nposition p : "
				  "script:python() { int(p[0].line) == porter_first.get((\"h%u\", "
				  "p[0].file)) };\n@@\n", k, k);
	for (guint i = 0; lines[i]; i++)
		if (lines[i + 1] || *lines[i])
			g_string_append_printf(out, "+%s\n", lines[i]);
	g_string_append_printf(out, "+\n  porter_T porter_fn(...) {\n  ... when any\n  %s@p(...)\n"
				  "  ... when any\n  }\n", anchor);
}

/* Whether a + line of @rules past @from (the late rules) calls @name. */
static gboolean has_late_call(const char *rules, gsize from, const char *name)
{
	g_autofree char *late = strlen(rules) > from ? rename_word(rules + from, name, "", '+') : NULL;

	return late && strcmp(late, rules + from) != 0;
}

char *sd_helper_rules(struct emit *c, const char *rules)
{
	g_auto(GStrv) lines = g_strsplit(rules ? rules : "", "\n", -1);
	g_autoptr(GHashTable) done = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) meta = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GPtrArray) minus = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GHashTable) renames = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	GString *out = g_string_new(NULL);
	gboolean in_meta = FALSE;
	GHashTableIter it;
	gpointer from, to;
	guint k = 0;

	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i];
		g_autoptr(GPtrArray) calls = NULL;

		if (l[0] == '@') {
			/* "@r1@" (or an anonymous rule's "@@") opens the declarations, "@@" the body */
			if (!strcmp(l, "@@") && in_meta) {
				in_meta = FALSE;
			} else {
				in_meta = TRUE;
				g_hash_table_remove_all(meta);
				g_ptr_array_set_size(minus, 0);
			}
			continue;
		}
		if (in_meta) {
			add_names(meta, l);
			continue;
		}
		if (l[0] == '-') {
			g_autoptr(GPtrArray) mc = called_names(l + 1);

			for (guint j = 0; j < mc->len; j++)
				if (!g_hash_table_contains(meta, mc->pdata[j]))
					g_ptr_array_add(minus, g_strdup(mc->pdata[j]));
			continue;
		}
		if (l[0] != '+')
			continue;
		calls = called_names(l + 1);
		for (guint j = 0; j < calls->len; j++) {
			const char *h = calls->pdata[j];
			g_autofree char *def = NULL, *to = NULL, *own = NULL;

			if (g_hash_table_contains(meta, h) || g_hash_table_contains(done, h) ||
			    !minus->len)
				continue;
			g_hash_table_add(done, g_strdup(h));
			def = example_helper(c->rq->ex, h);
			if (!def || driver_defines(c->rq->driver_dir, h))
				continue;
			if (!k)
				g_string_append(out, "\n@initialize:python@\n@@\nporter_first = {}\n");
			/* the late rules' calls keep the name: renamed only when they have none */
			to = has_late_call(rules, c->rules->len, h) ? NULL : driver_name(c, h);
			own = own_helper(def, h, to);
			emit_carry(out, ++k, minus->pdata[0], own);
			if (to)
				g_hash_table_insert(renames, g_strdup(h), g_strdup(to));
			g_string_append_printf(c->notes, "carried: %s%s%s, which the example defines with "
					       "its change, static, before the first function calling "
					       "%s\n", h, to ? " as " : "", to ? to : "",
					       (char *)minus->pdata[0]);
		}
	}
	/* the derived rules' + code calls the helper by its new name */
	g_hash_table_iter_init(&it, renames);
	while (g_hash_table_iter_next(&it, &from, &to)) {
		g_autofree char *r = rename_word(c->rules->str, from, to, '+');

		g_string_assign(c->rules, r);
	}
	return g_string_free(out, FALSE);
}

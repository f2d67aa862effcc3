// SPDX-License-Identifier: GPL-2.0
/*
 * synth's emit stage, names: each word of a region mapped for the rule being built, through the
 * name map (generalize's sd_names) and the bindings the rules made so far: example names bound in
 * the target become their metavariables, the example's new names fresh ones, kernel names stay.
 */
#include <string.h>

#include "stages.h"


/* Metavariable standing for a new example-local name in + code; computed by the script rule. */
static const char *fresh_name(struct emit *c, const char *name)
{
	char *mv = g_hash_table_lookup(c->fresh, name);

	if (!mv) {
		mv = sd_mv_name("mn_", name);
		g_hash_table_insert(c->fresh, g_strdup(name), mv);
		g_ptr_array_add(c->fresh_order, g_strdup(name));
	}
	return mv;
}


/* The target's name for a new example name, from the target's own prefix (rules before the script). */
static const char *early_name(struct emit *c, const char *name)
{
	const char *pfx = c->nm->target_prefix ? c->nm->target_prefix : "";
	char *n;
	gsize el = strlen(c->nm->expfx);

	if (el && g_ascii_strncasecmp(name, c->nm->expfx, el) == 0) {
		if (g_ascii_isupper(name[0])) {
			g_autofree char *up = g_ascii_strup(pfx, -1);

			n = g_strconcat(up, name + el, NULL);
		} else {
			n = g_strconcat(pfx, name + el, NULL);
		}
	} else {
		n = g_strconcat(pfx, name, NULL);
	}
	{
		/* The table owns one copy per name: an equal key already there is the one to return. */
		char *had = g_hash_table_lookup(c->fresh_literal, n);

		if (had) {
			g_free(n);
			return had;
		}
	}
	g_hash_table_insert(c->fresh_literal, n, n);
	return n;
}


/*
 * Maps one identifier of + or - code: bound example names to their metavariables, other example
 * names to fresh ones (only in + code), the rest unchanged.  extra maps function-local names.
 */
const char *sd_map_ident(struct emit *c, const char *name, GHashTable *extra, gboolean plus)
{
	const char *b;

	if (extra && (b = g_hash_table_lookup(extra, name)))
		return b;
	if ((b = g_hash_table_lookup(c->bound, name))) {
		const char *dot = strchr(b, '.');

		return dot ? dot + 1 : b;
	}
	if (plus && sd_is_local(c->nm, name))
		return c->early ? early_name(c, name) : fresh_name(c, name);
	return name;
}


/* Binds name in rule R (published for later rules) and returns the metavariable. */
const char *sd_bind_here(struct emit *c, struct rctx *R, const char *kind, const char *pfx,
			     const char *name, gboolean publish)
{
	g_autofree char *mv = sd_mv_name(pfx, name);

	sd_rctx_declare(R, kind, mv);
	g_hash_table_insert(R->extra, g_strdup(name), g_strdup(mv));
	g_ptr_array_add(R->log, g_strconcat("x:", name, NULL));
	if (publish && !R->late && !g_hash_table_contains(c->bound, name) && R->name) {
		g_hash_table_insert(c->bound, g_strdup(name), g_strdup_printf("%s.%s", R->name, mv));
		g_ptr_array_add(c->bound_order, g_strdup(name));
	}
	return g_hash_table_lookup(R->extra, name);
}


/*
 * Maps one identifier for rule R.  prev is the token before it (for member names).  Function-local
 * names, members of the example's structs and its own functions become metavariables of R;
 * names bound by earlier rules are inherited.
 */
const char *sd_rmap_ident(struct emit *c, struct rctx *R, const char *name, const char *prev,
			      const char *base, gboolean plus)
{
	const char *b;
	/* after "->" or ".", a member: never the metavariable of a local or function of its name
	 * ("&dev->dev" is "&ml_dev->dev", not "&ml_dev->ml_dev") */
	gboolean member = prev && (!strcmp(prev, "->") || !strcmp(prev, "."));

	if (sd_is_keyword(name))
		return name;
	if ((b = g_hash_table_lookup(R->extra, name)) && (!member || g_str_has_prefix(b, "mfld_")))
		return b;
	if ((b = g_hash_table_lookup(c->bound, name)) && (!member || strstr(b, "mfld_"))) {
		const char *dot = strchr(b, '.');

		if (dot && R->name && strncmp(b, R->name, dot - b) != 0) {
			g_autofree char *decl = g_strdup_printf("identifier %s", b);

			if (!g_hash_table_contains(R->declared, dot + 1)) {
				g_hash_table_insert(R->declared, g_strdup(dot + 1), GINT_TO_POINTER(RCTX_INHERITED));
				g_ptr_array_add(R->log, g_strconcat("d:", dot + 1, NULL));
				g_string_append_printf(R->decls, "%s;\n", decl);
			}
		}
		return dot ? dot + 1 : b;
	}
	if (member) {
		const char *tag = base ? g_hash_table_lookup(R->ltypes, base) : NULL;

		/* A member of a kernel struct stays; one of the example's own structs is followed. */
		if (!g_hash_table_contains(c->nm->valfields, name) &&
		    ((tag && !g_hash_table_contains(c->nm->tags, tag)) || !g_hash_table_contains(c->nm->fields, name)))
			return name;
		if (g_hash_table_contains(R->extra, name)) {
			/* a local of the same name keeps its metavariable; the member gets its own */
			g_autofree char *key = g_strconcat("->", name, NULL);
			g_autofree char *mv = sd_mv_name("mfld_", name);

			if (!g_hash_table_contains(R->extra, key)) {
				sd_rctx_declare(R, "identifier", mv);
				g_hash_table_insert(R->extra, g_strdup(key), g_strdup(mv));
			}
			return g_hash_table_lookup(R->extra, key);
		}
		return sd_bind_here(c, R, "identifier", "mfld_", name, TRUE);
	}
	if (R->locals && g_hash_table_contains(R->locals, name))
		return sd_bind_here(c, R, R->locals_expr ? "expression" : "identifier",
				 R->locals_expr ? "mx_" : "ml_", name, FALSE);
	/* A member of the example's own struct named bare (from_timer(p, t, timer)). */
	if (!plus && g_hash_table_contains(c->nm->fields, name) && !sd_is_local(c->nm, name))
		return sd_bind_here(c, R, "identifier", "mfld_", name, TRUE);
	if (sd_is_local(c->nm, name)) {
		if (!plus)
			return sd_bind_here(c, R, "identifier", "mf_", name, TRUE);
		if (!R->late)
			return early_name(c, name);
		b = fresh_name(c, name);
		if (!g_hash_table_contains(R->declared, b)) {
			g_hash_table_insert(R->declared, g_strdup(b), GINT_TO_POINTER(RCTX_INHERITED));
			g_ptr_array_add(R->log, g_strconcat("d:", b, NULL));
			g_string_append_printf(R->decls, "identifier mpy.%s;\n", b);
		}
		return b;
	}
	return name;
}


/* Words of im->toks[f, l) mapped through sd_map_ident; PP tokens are re-tokenized and mapped. */
GPtrArray *sd_map_words(struct emit *c, struct image *im, guint f, guint l, GHashTable *extra,
			    gboolean plus)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = f; i < l; i++) {
		struct cf_token *t = sd_tok(im, i);

		if (t->kind == CF_IDENT)
			g_ptr_array_add(w, g_strdup(sd_map_ident(c, t->text, extra, plus)));
		else
			g_ptr_array_add(w, g_strdup(t->text));
	}
	return w;
}


char *sd_map_directive(struct emit *c, const char *text)
{
	g_autoptr(GPtrArray) toks = sd_tokenize(text + 1, "directive", NULL);
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);
	GString *s = g_string_new("#");

	if (!toks)
		return g_string_free(s, TRUE), g_strdup(text);
	for (guint i = 0; i < toks->len; i++) {
		struct cf_token *t = toks->pdata[i];

		g_ptr_array_add(w, g_strdup(t->kind == CF_IDENT ?
					    sd_map_ident(c, t->text, NULL, TRUE) : t->text));
	}
	/* "#define X (y)" must keep the space after X; "#define X(y)" must not get one. */
	for (guint i = 0; i < w->len; i++) {
		if (i)
			g_string_append_c(s, ' ');
		g_string_append(s, w->pdata[i]);
	}
	return g_string_free(s, FALSE);
}


/* Maps the token at im[i] (region [f, l)) into out; returns how many tokens it took. */
guint sd_map_one(struct emit *c, struct rctx *R, struct image *im, guint i, guint f, guint l,
		     gboolean plus, GPtrArray *out)
{
	struct cf_token *t = sd_tok(im, i), *n = i + 1 < l ? sd_tok(im, i + 1) : NULL;

	if ((sd_tok_is(t, "struct") || sd_tok_is(t, "union")) && n && n->kind == CF_IDENT &&
	    g_hash_table_contains(c->nm->tags, n->text)) {
		g_autofree char *mv = sd_mv_name("mt_", n->text);

		sd_rctx_declare(R, "type", mv);
		g_ptr_array_add(out, g_steal_pointer(&mv));
		return 2;
	}
	if (t->kind == CF_IDENT)
		g_ptr_array_add(out, g_strdup(sd_rmap_ident(c, R, t->text,
							 i > f ? sd_tok(im, i - 1)->text : NULL,
							 i >= f + 2 ? sd_tok(im, i - 2)->text : NULL, plus)));
	else
		g_ptr_array_add(out, g_strdup(t->text));
	return 1;
}


/* Words of im[f, l) for rule R. */
GPtrArray *sd_rmap_words(struct emit *c, struct rctx *R, struct image *im, guint f, guint l,
			     gboolean plus)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = f; i < l;)
		i += sd_map_one(c, R, im, i, f, l, plus, w);
	return w;
}

/*
 * Is im[s, e) a value written out: constants, names that are neither the example's own nor
 * called nor members, and the operators that combine flags ("A | B", "1 << N")?  Not an
 * address ("&obj"): that names an object.
 */
gboolean sd_literal_value(struct emit *c, struct image *im, guint s, guint e)
{
	static const char *const ops[] = { "|", "&", "+", "-", "<<", ">>", "~", "(", ")", NULL };

	if (e <= s)
		return FALSE;
	for (guint i = s; i < e; i++) {
		struct cf_token *t = sd_tok(im, i);
		const char *prev = i > s ? sd_tok(im, i - 1)->text : NULL;

		if (t->kind == CF_NUMBER || t->kind == CF_STRING || t->kind == CF_CHAR)
			continue;
		if (t->kind == CF_IDENT) {
			if (sd_is_keyword(t->text) || sd_is_local(c->nm, t->text) ||
			    (i + 1 < e && sd_tok_is(sd_tok(im, i + 1), "(")) ||
			    (prev && (!strcmp(prev, ".") || !strcmp(prev, "->"))))
				return FALSE;
			continue;
		}
		if (t->kind != CF_PUNCT || !g_strv_contains(ops, t->text))
			return FALSE;
		/* a unary '&' takes an address */
		if (!strcmp(t->text, "&") && (!prev || (strcmp(prev, ")") && g_strv_contains(ops, prev))))
			return FALSE;
	}
	return TRUE;
}

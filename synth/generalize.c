// SPDX-License-Identifier: GPL-2.0
/*
 * synth's generalize stage: which of the example's names become metavariables, constants or fresh
 * names, from the example's own definitions, its prefix, the target driver and the kernel tree's
 * facts (cf_ktree_*()), and the words of a range mapped accordingly.
 */
#include <string.h>

#include "derive-int.h"
#include "sandbox.h"


void sd_add_locals(struct ctx *c, struct image *im)
{
	for (guint i = 0; i < im->items->len; i++) {
		struct cf_item *it = sd_item(im, i);

		if (it->kind == CF_ITEM_COND || it->kind == CF_ITEM_PP)
			continue;
		if (sd_is_keyword(it->name) || !(g_ascii_isalpha(it->name[0]) || it->name[0] == '_'))
			continue;
		/* NAME(x); at file scope names x, not the macro, unless it declares x. */
		if (it->kind == CF_ITEM_MACROCALL) {
			gboolean decl = FALSE;

			for (guint j = it->first; j < it->last; j++)
				if (syn_tok_is(sd_tok(im, j), "static"))
					decl = TRUE;
			if (!decl)
				continue;
		}
		g_hash_table_add(c->local, g_strdup(it->name));
	}
}


/* Tags and member names of the structs the example file defines. */
void sd_add_members(struct ctx *c, struct image *im)
{
	for (guint i = 0; i < im->items->len; i++) {
		struct cf_item *it = sd_item(im, i);
		guint open = it->first, close;

		if (it->kind != CF_ITEM_STRUCT)
			continue;
		g_hash_table_add(c->tags, g_strdup(it->name));
		while (open < it->last && !syn_tok_is(sd_tok(im, open), "{"))
			open++;
		close = syn_match_bracket(im->toks, open, it->last);
		for (guint j = open + 1; j + 1 < close; j++) {
			struct cf_token *t = sd_tok(im, j), *n = sd_tok(im, j + 1);

			if (t->kind == CF_IDENT && !sd_is_keyword(t->text) &&
			    (syn_tok_is(n, ";") || syn_tok_is(n, "[") || syn_tok_is(n, ":") ||
			     syn_tok_is(n, ",") || (syn_tok_is(n, ")") && syn_tok_is(sd_tok(im, j - 1), "*"))))
				g_hash_table_add(c->fields, g_strdup(t->text));
		}
	}
}


/* The most common "word_" prefix of the example-local names, "" when none repeats. */
char *sd_common_prefix(GHashTable *names)
{
	g_autoptr(GHashTable) count = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	GHashTableIter it;
	gpointer k, v;
	char *best = NULL;
	guint bestn = 1;

	g_hash_table_iter_init(&it, names);
	while (g_hash_table_iter_next(&it, &k, NULL)) {
		const char *u = strchr(k, '_');
		g_autofree char *p = NULL;
		guint n;

		if (!u || u == k)
			continue;
		p = g_ascii_strdown(k, u - (const char *)k + 1);
		n = GPOINTER_TO_UINT(g_hash_table_lookup(count, p)) + 1;
		g_hash_table_replace(count, g_strdup(p), GUINT_TO_POINTER(n));
	}
	g_hash_table_iter_init(&it, count);
	while (g_hash_table_iter_next(&it, &k, &v))
		if (GPOINTER_TO_UINT(v) > bestn ||
		    (GPOINTER_TO_UINT(v) == bestn && best && strcmp(k, best) < 0 && bestn > 1)) {
			bestn = GPOINTER_TO_UINT(v);
			best = k;
		}
	return g_strdup(best ? best : "");
}


gboolean sd_is_local(struct ctx *c, const char *name)
{
	return g_hash_table_contains(c->local, name);
}


/* A metavariable name made from an example name: short, and never a C word of the target. */
char *sd_mv_name(const char *kind, const char *base)
{
	GString *s = g_string_new(kind);

	for (const char *p = base; *p; p++)
		g_string_append_c(s, g_ascii_isalnum(*p) ? *p : '_');
	return g_string_free(s, FALSE);
}


/* Metavariable standing for a new example-local name in + code; computed by the script rule. */
static const char *fresh_name(struct ctx *c, const char *name)
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
static const char *early_name(struct ctx *c, const char *name)
{
	const char *pfx = c->target_prefix ? c->target_prefix : "";
	char *n;
	gsize el = strlen(c->expfx);

	if (el && g_ascii_strncasecmp(name, c->expfx, el) == 0) {
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
const char *sd_map_ident(struct ctx *c, const char *name, GHashTable *extra, gboolean plus)
{
	const char *b;

	if (extra && (b = g_hash_table_lookup(extra, name)))
		return b;
	if ((b = g_hash_table_lookup(c->bound, name))) {
		const char *dot = strchr(b, '.');

		return dot ? dot + 1 : b;
	}
	if (plus && sd_is_local(c, name))
		return c->early ? early_name(c, name) : fresh_name(c, name);
	return name;
}


/* Binds name in rule R (published for later rules) and returns the metavariable. */
const char *sd_bind_here(struct ctx *c, struct rctx *R, const char *kind, const char *pfx,
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
const char *sd_rmap_ident(struct ctx *c, struct rctx *R, const char *name, const char *prev,
			      const char *base, gboolean plus)
{
	const char *b;

	if (sd_is_keyword(name))
		return name;
	if ((b = g_hash_table_lookup(R->extra, name)))
		return b;
	if ((b = g_hash_table_lookup(c->bound, name))) {
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
	if (prev && (!strcmp(prev, "->") || !strcmp(prev, "."))) {
		const char *tag = base ? g_hash_table_lookup(R->ltypes, base) : NULL;

		/* A member of a kernel struct stays; one of the example's own structs is followed. */
		if (g_hash_table_contains(c->valfields, name))
			return sd_bind_here(c, R, "identifier", "mfld_", name, TRUE);
		if ((tag && !g_hash_table_contains(c->tags, tag)) || !g_hash_table_contains(c->fields, name))
			return name;
		return sd_bind_here(c, R, "identifier", "mfld_", name, TRUE);
	}
	if (R->locals && g_hash_table_contains(R->locals, name))
		return sd_bind_here(c, R, R->locals_expr ? "expression" : "identifier",
				 R->locals_expr ? "mx_" : "ml_", name, FALSE);
	/* A member of the example's own struct named bare (from_timer(p, t, timer)). */
	if (!plus && g_hash_table_contains(c->fields, name) && !sd_is_local(c, name))
		return sd_bind_here(c, R, "identifier", "mfld_", name, TRUE);
	if (sd_is_local(c, name)) {
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
GPtrArray *sd_map_words(struct ctx *c, struct image *im, guint f, guint l, GHashTable *extra,
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


char *sd_map_directive(struct ctx *c, const char *text)
{
	g_autoptr(GPtrArray) toks = syn_tokenize(text + 1, "directive", NULL);
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


/* Is name a function the example file defines? */
gboolean sd_is_local_func(struct ctx *c, const char *name)
{
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *f = sd_item(&c->pre, i);

		if (f->kind == CF_ITEM_FUNC && strcmp(f->name, name) == 0)
			return TRUE;
	}
	return FALSE;
}


/* Maps the token at im[i] (region [f, l)) into out; returns how many tokens it took. */
guint sd_map_one(struct ctx *c, struct rctx *R, struct image *im, guint i, guint f, guint l,
		     gboolean plus, GPtrArray *out)
{
	struct cf_token *t = sd_tok(im, i), *n = i + 1 < l ? sd_tok(im, i + 1) : NULL;

	if ((syn_tok_is(t, "struct") || syn_tok_is(t, "union")) && n && n->kind == CF_IDENT &&
	    g_hash_table_contains(c->tags, n->text)) {
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
GPtrArray *sd_rmap_words(struct ctx *c, struct rctx *R, struct image *im, guint f, guint l,
			     gboolean plus)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = f; i < l;)
		i += sd_map_one(c, R, im, i, f, l, plus, w);
	return w;
}


/*
 * In the kernel tree, the member of "struct A" whose type is "struct B" (not a pointer), so that
 * "&old->member" can become the new "struct B *" parameter.  NULL when not found.
 */
char *sd_kernel_member(const char *kdir, const char *outer, const char *inner)
{
	if (!outer || !inner || !g_str_has_prefix(outer, "struct "))
		return NULL;
	return cf_ktree_member_of_type(cf_ktree_get(kdir), outer, inner);
}


/* In the kernel tree, an inline function "struct A *f(struct B *)": how to get back the old type. */
char *sd_kernel_converter(const char *kdir, const char *outer, const char *inner)
{
	if (!outer || !inner || !g_str_has_prefix(outer, "struct "))
		return NULL;
	return cf_ktree_converter(cf_ktree_get(kdir), outer, inner);
}


/* The target driver's prefix: most common "word_" of its file-scope names. */
char *sd_target_prefix(const char *driver_dir)
{
	g_autoptr(GDir) d = driver_dir ? g_dir_open(driver_dir, 0, NULL) : NULL;
	g_autoptr(GHashTable) names = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	const char *e;

	if (!d)
		return NULL;
	while ((e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(driver_dir, e, NULL);
		g_autofree char *text = NULL;
		g_autoptr(GPtrArray) toks = NULL, items = NULL;

		/* the driver is not trusted: no link, FIFO or outsized file is read */
		if (!g_str_has_suffix(e, ".c") ||
		    sbx_read_untrusted(p, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL))
			continue;
		toks = syn_tokenize(text, p, NULL);
		if (!toks)
			continue;
		items = cf_items(toks);
		for (guint i = 0; i < items->len; i++) {
			struct cf_item *it = items->pdata[i];

			if (it->kind == CF_ITEM_FUNC || it->kind == CF_ITEM_DECL)
				g_hash_table_add(names, g_strdup(it->name));
		}
	}
	{
		char *p = sd_common_prefix(names);

		if (!*p) {
			g_free(p);
			return NULL;
		}
		return p;
	}
}


/* Whether the absolute path is under dir. */
static gboolean inside_dir(const char *path, const char *dir)
{
	gsize n = strlen(dir);

	while (n > 1 && dir[n - 1] == '/')
		n--;
	return !strncmp(path, dir, n) && path[n] == '/';
}

/* The name of the target's initialized declaration of type ctype around file:line, or NULL. */
char *sd_target_instance(const char *driver_dir, const struct red_issue *is, const char *ctype)
{
	g_autofree char *p = NULL, *text = NULL;
	g_autoptr(GPtrArray) toks = NULL, items = NULL;
	struct image im;

	if (!driver_dir || !is || !is->file || is->line <= 0)
		return NULL;
	/*
	 * The issue's path comes from a build the driver ran, and the driver is not trusted: only
	 * its own files are read, and none through a link, a FIFO or past a size.
	 */
	if (!strstr(is->file, "..") &&
	    (!g_path_is_absolute(is->file) || inside_dir(is->file, driver_dir)))
		p = g_path_is_absolute(is->file) ? g_strdup(is->file) :
						   g_build_filename(driver_dir, is->file, NULL);
	if (!p || sbx_read_untrusted(p, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL)) {
		g_autofree char *base = g_path_get_basename(is->file);

		g_free(p);
		p = g_build_filename(driver_dir, base, NULL);
		if (sbx_read_untrusted(p, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL))
			return NULL;
	}
	toks = syn_tokenize(text, p, NULL);
	if (!toks)
		return NULL;
	items = cf_items(toks);
	im.toks = toks;
	im.items = items;
	for (guint i = 0; i < items->len; i++) {
		struct cf_item *it = items->pdata[i];
		struct cf_token *f = toks->pdata[it->first], *l = toks->pdata[it->last - 1];

		if (it->kind != CF_ITEM_DECL || f->line > is->line || l->line < is->line)
			continue;
		if (ctype && !sd_item_has_seq(&im, it, ctype))
			continue;
		if (!sd_init_eq(&im, it))
			continue;
		return g_strdup(it->name);
	}
	/* Else a declaration of that type named on the issue's line (&foo_fops in a call). */
	for (guint i = 0; i < toks->len; i++) {
		struct cf_token *t = toks->pdata[i];

		if (t->line != is->line || t->kind != CF_IDENT)
			continue;
		for (guint j = 0; j < items->len; j++) {
			struct cf_item *it = items->pdata[j];

			if (it->kind == CF_ITEM_DECL && strcmp(it->name, t->text) == 0 &&
			    sd_init_eq(&im, it) && (!ctype || sd_item_has_seq(&im, it, ctype)))
				return g_strdup(it->name);
		}
	}
	return NULL;
}


/* Is word on changed tokens of the post image only, never on those of the pre image? */
gboolean sd_only_added(struct ctx *c, const char *word)
{
	gboolean pre = FALSE, post = FALSE;

	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = sd_item(&c->pre, i), *b;
		g_autoptr(GArray) pairs = NULL;
		guint n, k, j;

		if (c->pre_to_post[i] < 0) {
			for (j = a->first; j < a->last; j++)
				pre |= strcmp(sd_tok(&c->pre, j)->text, word) == 0;
			continue;
		}
		b = sd_item(&c->post, c->pre_to_post[i]);
		pairs = sd_diff(c, a->first, a->last, b->first, b->last);
		n = pairs->len / 2;
		for (k = 0, j = a->first; j < a->last; j++) {
			if (k < n && g_array_index(pairs, guint, 2 * k) == j) {
				k++;
				continue;
			}
			pre |= strcmp(sd_tok(&c->pre, j)->text, word) == 0;
		}
		for (k = 0, j = b->first; j < b->last; j++) {
			if (k < n && g_array_index(pairs, guint, 2 * k + 1) == j) {
				k++;
				continue;
			}
			post |= strcmp(sd_tok(&c->post, j)->text, word) == 0;
		}
	}
	for (guint i = 0; i < c->post.items->len; i++) {
		struct cf_item *b = sd_item(&c->post, i);

		if (c->post_to_pre[i] >= 0)
			continue;
		for (guint j = b->first; j < b->last; j++)
			post |= strcmp(sd_tok(&c->post, j)->text, word) == 0;
	}
	return post && !pre;
}


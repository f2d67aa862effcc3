// SPDX-License-Identifier: GPL-2.0
/*
 * synth's generalize stage: which of the example's names become metavariables, constants or fresh
 * names, from the example's own definitions, its prefix, the target driver and the kernel tree's
 * facts (cf_ktree_*()).  Its result is the name map (struct sd_names); emit-names.c maps the words
 * of a region through it.
 */
#include <stdlib.h>
#include <string.h>

#include "stages.h"
#include "sandbox.h"


static void add_locals(struct sd_names *c, struct image *im)
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
				if (sd_tok_is(sd_tok(im, j), "static"))
					decl = TRUE;
			if (!decl)
				continue;
		}
		g_hash_table_add(c->local, g_strdup(it->name));
	}
}


/* Tags and member names of the structs the example file defines. */
static void add_members(struct sd_names *c, struct image *im)
{
	for (guint i = 0; i < im->items->len; i++) {
		struct cf_item *it = sd_item(im, i);
		guint open = it->first, close;

		if (it->kind != CF_ITEM_STRUCT)
			continue;
		g_hash_table_add(c->tags, g_strdup(it->name));
		while (open < it->last && !sd_tok_is(sd_tok(im, open), "{"))
			open++;
		close = sd_match_bracket(im->toks, open, it->last);
		for (guint j = open + 1; j + 1 < close; j++) {
			struct cf_token *t = sd_tok(im, j), *n = sd_tok(im, j + 1);

			if (t->kind == CF_IDENT && !sd_is_keyword(t->text) &&
			    (sd_tok_is(n, ";") || sd_tok_is(n, "[") || sd_tok_is(n, ":") ||
			     sd_tok_is(n, ",") || (sd_tok_is(n, ")") && sd_tok_is(sd_tok(im, j - 1), "*"))))
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


gboolean sd_is_local(const struct sd_names *n, const char *name)
{
	return g_hash_table_contains(n->local, name);
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
		toks = sd_tokenize(text, p, NULL);
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


/* The part of the absolute path under dir, or NULL when it is not under it. */
static const char *inside_dir(const char *path, const char *dir)
{
	gsize n = strlen(dir);

	while (n > 1 && dir[n - 1] == '/')
		n--;
	return !strncmp(path, dir, n) && path[n] == '/' ? path + n + 1 : NULL;
}

/*
 * The tokens of the target's file the issue is in (owned), or NULL.  The issue's path comes from
 * a build the driver ran, and the driver is not trusted: only its own files are read, beneath its
 * dir, through no link (at the name or on the way), no FIFO and not past a size; else its file of
 * the same base name.
 */
GPtrArray *sd_target_toks(const char *driver_dir, const struct red_issue *is)
{
	g_autofree char *p = NULL, *text = NULL, *base = NULL;
	const char *rel;

	if (!driver_dir || !is || !is->file || is->line <= 0)
		return NULL;
	rel = g_path_is_absolute(is->file) ? inside_dir(is->file, driver_dir) : is->file;
	if (!rel || sbx_read_beneath(driver_dir, rel, 0, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL)) {
		rel = base = g_path_get_basename(is->file);
		if (sbx_read_beneath(driver_dir, rel, 0, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL))
			return NULL;
	}
	p = g_build_filename(driver_dir, rel, NULL);
	return sd_tokenize(text, p, NULL);
}


char *sd_target_init_parent(const char *driver_dir, const struct red_issue *is)
{
	g_autoptr(GPtrArray) toks = sd_target_toks(driver_dir, is);
	g_autoptr(GPtrArray) items = toks ? cf_items(toks) : NULL;
	struct image im = { toks, items };

	if (!toks || !is->symbol)
		return NULL;
	for (guint i = 0; i < items->len; i++) {
		struct cf_item *it = items->pdata[i];
		struct cf_token *f = toks->pdata[it->first], *l = toks->pdata[it->last - 1];
		g_autoptr(GPtrArray) es = NULL;
		guint eq;

		if (it->kind != CF_ITEM_DECL || f->line > is->line || l->line < is->line ||
		    !(eq = sd_init_eq(&im, it)))
			continue;
		es = g_ptr_array_new_with_free_func(sd_init_entry_free);
		sd_parse_init(&im, eq + 1, sd_match_bracket(toks, eq + 1, it->last), "", es);
		for (guint k = 0; k < es->len; k++) {
			struct init_entry *e = es->pdata[k];

			if (!e->nested && e->vf < e->vl && !strcmp(e->field, is->symbol) &&
			    sd_tok(&im, e->vf)->line == is->line)
				return g_strdup(e->parent);
		}
	}
	return NULL;
}


/* The name of the target's initialized declaration of type ctype around file:line, or NULL. */
char *sd_target_instance(const char *driver_dir, const struct red_issue *is, const char *ctype)
{
	g_autoptr(GPtrArray) toks = sd_target_toks(driver_dir, is);
	g_autoptr(GPtrArray) items = toks ? cf_items(toks) : NULL;
	struct image im = { toks, items };

	if (!toks)
		return NULL;
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


/*
 * Member names the example names bare in code its change added ("f(timer_a)" where the other
 * side has "&p->timer_a"): a value that stands for the member, which a rule must follow from the
 * call that names the member to the function that uses the name.
 */
static void add_value_fields(struct sd_names *c, struct sd_pairing *pr)
{
	g_autoptr(GHashTable) members = g_hash_table_new(g_str_hash, g_str_equal);
	struct image *ims[2] = { &pr->pre, &pr->post };

	for (guint s = 0; s < 2; s++)
		for (guint i = 1; i < ims[s]->toks->len; i++) {
			const char *p = sd_tok(ims[s], i - 1)->text;

			if (sd_tok(ims[s], i)->kind == CF_IDENT && (!strcmp(p, "->") || !strcmp(p, ".")))
				g_hash_table_add(members, (gpointer)sd_tok(ims[s], i)->text);
		}
	for (guint qi = 0; qi < pr->post.items->len; qi++) {
		struct cf_item *b = sd_item(&pr->post, qi), *a;
		g_autoptr(GHashTable) locals = NULL;
		int pi = pr->post_to_pre[qi];

		if (b->kind != CF_ITEM_FUNC || pi < 0 || sd_item_equal(pr, pi, qi))
			continue;
		a = sd_item(&pr->pre, pi);
		locals = sd_func_locals(&pr->post, b, NULL);
		for (guint i = b->first + 1; i + 1 < b->last; i++) {
			struct cf_token *t = sd_tok(&pr->post, i);
			const char *p = sd_tok(&pr->post, i - 1)->text;
			gboolean before = FALSE;

			if (t->kind != CF_IDENT || sd_is_keyword(t->text) || !strcmp(p, "->") ||
			    !strcmp(p, ".") || sd_tok_is(sd_tok(&pr->post, i + 1), "(") ||
			    !g_hash_table_contains(members, t->text) || sd_is_local(c, t->text) ||
			    g_hash_table_contains(locals, t->text))
				continue;
			/* named bare only after the change */
			for (guint j = a->first + 1; j < a->last && !before; j++) {
				const char *q = sd_tok(&pr->pre, j - 1)->text;

				before = sd_word_at(&pr->pre, j, t->text) && strcmp(q, "->") &&
					 strcmp(q, ".");
			}
			if (before)
				continue;
			g_hash_table_add(c->fields, g_strdup(t->text));
			g_hash_table_add(c->valfields, g_strdup(t->text));
		}
	}
}


void sd_generalize(struct sd_names *out, struct sd_pairing *pr, const struct sd_request *rq)
{
	out->local = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	add_locals(out, &pr->pre);
	add_locals(out, &pr->post);
	out->expfx = sd_common_prefix(out->local);
	out->fields = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	out->tags = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	add_members(out, &pr->pre);
	add_members(out, &pr->post);
	out->valfields = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	add_value_fields(out, pr);
	out->target_prefix = sd_target_prefix(rq->driver_dir);
}


void sd_names_clear(struct sd_names *n)
{
	g_clear_pointer(&n->local, g_hash_table_unref);
	g_clear_pointer(&n->expfx, g_free);
	g_clear_pointer(&n->fields, g_hash_table_unref);
	g_clear_pointer(&n->valfields, g_hash_table_unref);
	g_clear_pointer(&n->tags, g_hash_table_unref);
	g_clear_pointer(&n->target_prefix, g_free);
}


static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}


/* "  what (n): a, b, c\n", sorted; nothing for an empty set. */
static void explain_set(GString *out, const char *what, GHashTable *set)
{
	g_autofree gpointer *keys = NULL;
	guint n;

	if (!set || !g_hash_table_size(set))
		return;
	keys = g_hash_table_get_keys_as_array(set, &n);
	qsort(keys, n, sizeof(*keys), cmp_str);
	g_string_append_printf(out, "  %s (%u):", what, n);
	for (guint i = 0; i < n; i++)
		g_string_append_printf(out, "%s %s", i ? "," : "", (const char *)keys[i]);
	g_string_append_c(out, '\n');
}


void sd_names_explain(GString *out, const struct sd_names *n)
{
	g_string_append_printf(out, "generalize: example prefix \"%s\", target prefix %s%s%s\n",
			       n->expfx ? n->expfx : "", n->target_prefix ? "\"" : "",
			       n->target_prefix ? n->target_prefix : "unknown",
			       n->target_prefix ? "\"" : "");
	explain_set(out, "the example's own names, made metavariables or fresh names", n->local);
	explain_set(out, "members of its own structs, followed", n->fields);
	explain_set(out, "members named bare, followed", n->valfields);
	explain_set(out, "its own struct tags, made type metavariables", n->tags);
}

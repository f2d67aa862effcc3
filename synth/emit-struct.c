// SPDX-License-Identifier: GPL-2.0
/*
 * synth's emit stage for initializers: a rule that changes a struct initializer's fields the way
 * the example changed its own.
 */
#include <string.h>

#include "stages.h"


/*
 * The initializer's type changed from old to new and the example renamed some of its fields by
 * adding the same prefix (.compat_ioctl to .proc_compat_ioctl): the fields the example does not
 * initialize get the same rename where the target tree says it fits, that is where new has the
 * prefixed member, old has the plain one, and new lacks the plain one.  One rule each, bound to the
 * instance, so that a field the target does not initialize costs nothing.
 */
static void emit_affix_renames(struct emit *c, const char *rule, const char *inst, const char *old,
			       const char *new, GPtrArray *pes, GHashTable *renamed, GString *out)
{
	struct cf_ktree *kt = cf_ktree_get(c->rq->kernel_dir);
	g_autoptr(GPtrArray) prefixes = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) om = NULL, nm = NULL;

	for (guint i = 0; i < pes->len; i++) {
		struct init_entry *e = pes->pdata[i], *f = g_hash_table_lookup(renamed, e);
		gsize el = strlen(e->field), fl;
		char *p;

		if (!f || *e->parent)
			continue;
		fl = strlen(f->field);
		if (fl <= el || strcmp(f->field + fl - el, e->field))
			continue;
		p = g_strndup(f->field, fl - el);
		if (g_ptr_array_find_with_equal_func(prefixes, p, g_str_equal, NULL))
			g_free(p);
		else
			g_ptr_array_add(prefixes, p);
	}
	if (!kt || !prefixes->len)
		return;
	om = cf_ktree_members(kt, old);
	nm = cf_ktree_members(kt, new);
	for (guint i = 0; i < nm->len; i++) {
		const char *m = nm->pdata[i];

		for (guint k = 0; k < prefixes->len; k++) {
			const char *p = prefixes->pdata[k], *f = m + strlen(p);
			guint me;

			if (!g_str_has_prefix(m, p) || !*f || sd_find_entry(pes, f) ||
			    !g_ptr_array_find_with_equal_func(om, f, g_str_equal, NULL) ||
			    g_ptr_array_find_with_equal_func(nm, f, g_str_equal, NULL))
				continue;
			me = ++c->nexpr;
			g_string_append_printf(out, "\n@%s_%s@\nidentifier %s.%s;\nexpression me%u;\n@@\n"
					       "%s %s = {\n-\t.%s = me%u,\n+\t.%s = me%u,\n};\n",
					       rule, f, rule, inst, me, old, inst, f, me, m, me);
			g_string_append_printf(c->notes,
					       "field .%s of %s renamed .%s if the target has it: the example "
					       "prefixed fields with %s, and %s has .%s\n",
					       f, old, m, p, new, m);
			break;
		}
	}
}


/* Renames: a field that disappeared and one that appeared with the same value, both ways. */
static void find_renames(struct emit *c, GPtrArray *pes, GPtrArray *qes, GHashTable *renamed)
{
	for (guint i = 0; i < pes->len; i++) {
		struct init_entry *e = pes->pdata[i];
		g_autofree char *v = NULL;

		if (e->nested || sd_find_entry(qes, e->path))
			continue;
		v = sd_range_text(&c->pr->pre, e->vf, e->vl);
		for (guint j = 0; j < qes->len; j++) {
			struct init_entry *f = qes->pdata[j];
			g_autofree char *w = NULL;

			if (f->nested || sd_find_entry(pes, f->path) || g_hash_table_contains(renamed, f) ||
			    strcmp(e->parent, f->parent))
				continue;
			w = sd_range_text(&c->pr->post, f->vf, f->vl);
			if (strcmp(v, w) == 0) {
				g_hash_table_insert(renamed, e, f);
				g_hash_table_insert(renamed, f, e);
				break;
			}
		}
	}
}


/* Is path one of held or inside one? */
static gboolean in_held(GPtrArray *held, const char *path)
{
	for (guint i = 0; held && i < held->len; i++) {
		const char *h = held->pdata[i];
		gsize n = strlen(h);

		if (!strncmp(path, h, n) && (!path[n] || path[n] == '.'))
			return TRUE;
	}
	return FALSE;
}


/*
 * New fields: top-level ones here, nested ones inside their existing parent, as + lines into
 * adds, but those in a field of held (the container's initializers a rule of their own reads).
 * TRUE when there is one.
 */
static gboolean new_fields(struct emit *c, GPtrArray *pes, GPtrArray *qes, GHashTable *renamed,
			   const char *tname, GPtrArray *held, GString *adds)
{
	gboolean changed = FALSE;

	for (guint j = 0; j < qes->len; j++) {
		struct init_entry *f = qes->pdata[j];
		g_autoptr(GPtrArray) w = NULL;
		g_autofree char *nv = NULL;

		if (f->nested || sd_find_entry(pes, f->path) || g_hash_table_contains(renamed, f) ||
		    in_held(held, f->parent))
			continue;
		w = sd_map_words(c, &c->pr->post, f->vf, f->vl, NULL, TRUE);
		nv = sd_words_text(w);
		changed = TRUE;
		if (!*f->parent) {
			g_string_append_printf(adds, "+\t.%s = %s,\n", f->field, nv);
		} else if (sd_find_entry(pes, f->parent)) {
			g_string_append_printf(adds, "\t.%s = {\n+\t\t.%s = %s,\n\t},\n", f->parent,
					       f->field, nv);
		} else {
			g_string_append_printf(adds, "+\t.%s = { .%s = %s, },\n", f->parent, f->field,
					       nv);
		}
		g_string_append_printf(c->notes, "field .%s of %s added\n", f->path, tname);
	}
	return changed;
}


/*
 * A field whose value the example replaces by another value written out (.class = A | B to
 * .class = A): the example's value, not the target's.  It changes in a rule of its own, only where
 * the target has the example's old value; elsewhere the target's value stays.  FALSE when the
 * issue is about the field or its value, or a side is no such value.
 */
static gboolean kept_field(struct emit *c, const char *rule, const char *inst, const char *tname,
			   struct init_entry *e, struct init_entry *f, guint i, GString *chunks)
{
	const char *symbol = c->rq->issue->symbol;
	g_autofree char *pv = sd_range_text(&c->pr->pre, e->vf, e->vl);
	g_autofree char *qv = sd_range_text(&c->pr->post, f->vf, f->vl);

	if (!strcmp(e->field, symbol) || !sd_literal_value(c, &c->pr->pre, e->vf, e->vl) ||
	    !sd_literal_value(c, &c->pr->post, f->vf, f->vl))
		return FALSE;
	for (guint t = e->vf; t < e->vl; t++)
		if (!strcmp(sd_tok(&c->pr->pre, t)->text, symbol))
			return FALSE;
	g_string_append_printf(chunks, "\n@%s_v%u@\nidentifier %s.%s;\n@@\n%s %s = {\n-\t.%s = %s,\n"
			       "+\t.%s = %s,\n};\n", rule, i, rule, inst, tname, inst, e->field, pv,
			       e->field, qv);
	g_string_append_printf(c->notes, "field .%s of %s: \"%s\" becomes \"%s\" only where the driver "
			       "has the same, another value of the driver's is kept\n", e->field, tname,
			       pv, qv);
	return TRUE;
}


/*
 * The issue's field e of the container held at path e->parent of the target's initializer, kept
 * as it is (f, its new side, unchanged): its value, a name, is bound for the rules that follow it,
 * written inside the braces of each field of the path.  FALSE when the example changed it or its
 * value is no name.
 */
static gboolean nested_link(struct emit *c, const char *rule, const struct init_entry *e,
			    const struct init_entry *f, GString *body, GString *decls)
{
	g_auto(GStrv) path = g_strsplit(e->parent, ".", -1);
	g_autofree char *pv = NULL, *qv = NULL, *mv = NULL;
	const char *val;
	guint n = g_strv_length(path);

	if (!f || e->vl != e->vf + 1 || sd_tok(&c->pr->pre, e->vf)->kind != CF_IDENT)
		return FALSE;
	pv = sd_range_text(&c->pr->pre, e->vf, e->vl);
	qv = sd_range_text(&c->pr->post, f->vf, f->vl);
	val = sd_tok(&c->pr->pre, e->vf)->text;
	if (strcmp(pv, qv) || sd_is_keyword(val))
		return FALSE;
	mv = sd_mv_name("mv_", e->field);
	g_string_append_printf(decls, "identifier %s;\n", mv);
	if (sd_is_local(c->nm, val) && !g_hash_table_contains(c->bound, val)) {
		g_hash_table_insert(c->bound, g_strdup(val), g_strdup_printf("%s.%s", rule, mv));
		g_ptr_array_add(c->bound_order, g_strdup(val));
	}
	for (guint i = 0; i < n; i++)
		g_string_append_printf(body, "\t.%s = {\n", path[i]);
	g_string_append_printf(body, "\t.%s = %s,\n", e->field, mv);
	for (guint i = 0; i < n; i++)
		g_string_append(body, "\t},\n");
	return TRUE;
}


/*
 * The words of a declaration's type, im[it->first, name): its storage class, annotations and
 * directives left out, its qualifiers kept unless @quals is FALSE; NULL when a word is the
 * example's own (a struct of the example's, which names nothing in the target).  Owned.
 */
static char *head_type(struct emit *c, struct image *im, struct cf_item *it, guint name, gboolean quals)
{
	GString *o = g_string_new(NULL);

	for (guint i = it->first; i < name; i++) {
		const struct cf_token *t = sd_tok(im, i);

		if (t->kind == CF_PP || cf_word_is(t->text, CF_WORD_STORAGE | CF_WORD_ANNOTATION) ||
		    (!quals && cf_word_is(t->text, CF_WORD_QUALIFIER)))
			continue;
		if (t->kind == CF_IDENT && sd_is_local(c->nm, t->text)) {
			g_string_free(o, TRUE);
			return NULL;
		}
		g_string_append_printf(o, "%s%s", o->len ? " " : "", t->text);
	}
	return g_string_free(o, FALSE);
}

/* The token of im[it->first, eq) that is the declared name, or eq. */
static guint decl_name_at(struct image *im, struct cf_item *it, guint eq)
{
	for (guint i = it->first; i < eq; i++)
		if (sd_tok(im, i)->kind == CF_IDENT && !strcmp(sd_tok(im, i)->text, it->name))
			return i;
	return eq;
}

/*
 * An initialized object whose declared type the example changed only in its qualifiers ("const
 * struct x *a[]" to "const struct x * const a[]", a table a field of the issue's container names):
 * a rule of its declaration, the type's old words to its new ones, its declarator ("[]", a size
 * any expression) and initializer as context, its name the one an earlier rule bound when there
 * is one.  Returns the rule's name (owned), or NULL when the example changed more than the
 * qualifiers: another type, or the fields of a struct's initializer too (those are the struct
 * rule's, as before).  An array's entries, changed or not, are left as they are: the struct rule
 * reads no positional entry, and the issue is the array's type.
 */
char *sd_emit_decl_qualifiers(struct emit *c, guint pi)
{
	struct cf_item *a = sd_item(&c->pr->pre, pi), *b;
	struct image *pre = &c->pr->pre, *post = &c->pr->post;
	guint pe = sd_init_eq(pre, a), qe, pn, qn;
	g_autofree char *pt = NULL, *qt = NULL, *pu = NULL, *qu = NULL, *pd = NULL, *qd = NULL;
	g_autofree char *rule = NULL, *name = NULL, *size = NULL, *init = NULL, *pv = NULL, *qv = NULL;
	g_autoptr(GString) decls = g_string_new(NULL);
	const char *bd;
	int q = c->pr->pre_to_post[pi];

	if (!pe || q < 0 || a->kind != CF_ITEM_DECL)
		return NULL;
	b = sd_item(post, q);
	qe = sd_init_eq(post, b);
	pn = decl_name_at(pre, a, pe);
	qn = qe ? decl_name_at(post, b, qe) : 0;
	if (!qe || pn == pe || qn == qe || strcmp(a->name, b->name))
		return NULL;
	pt = head_type(c, pre, a, pn, TRUE);
	qt = head_type(c, post, b, qn, TRUE);
	pu = head_type(c, pre, a, pn, FALSE);
	qu = head_type(c, post, b, qn, FALSE);
	pd = sd_range_text(pre, pn + 1, pe);
	qd = sd_range_text(post, qn + 1, qe);
	pv = sd_range_text(pre, pe, a->last);
	qv = sd_range_text(post, qe, b->last);
	if (!pt || !qt || !*pu || strcmp(pu, qu) || !strcmp(pt, qt) || strcmp(pd, qd) ||
	    (!*pd && strcmp(pv, qv)))
		return NULL;
	/* the declarator: none, "[]", or "[N]" whose N is the driver's own */
	if (*pd && (!sd_tok_is(sd_tok(pre, pn + 1), "[") || !sd_tok_is(sd_tok(pre, pe - 1), "]") ||
		    sd_match_bracket(pre->toks, pn + 1, pe) != pe - 1))
		return NULL;
	rule = g_strdup_printf("r%u", ++c->nrule);
	bd = g_hash_table_lookup(c->bound, a->name);
	if (bd) {
		g_string_append_printf(decls, "identifier %s;\n", bd);
		name = g_strdup(strchr(bd, '.') ? strchr(bd, '.') + 1 : bd);
	} else {
		name = sd_mv_name("mI_", a->name);
		g_string_append_printf(decls, "identifier %s;\n", name);
		g_hash_table_insert(c->bound, g_strdup(a->name), g_strdup_printf("%s.%s", rule, name));
		g_ptr_array_add(c->bound_order, g_strdup(a->name));
	}
	if (pe > pn + 3) {
		size = g_strdup_printf("[me%u]", ++c->nexpr);
		g_string_append_printf(decls, "expression me%u;\n", c->nexpr);
	}
	if (sd_tok_is(sd_tok(pre, pe + 1), "{")) {
		init = g_strdup("{...}");
	} else {
		init = g_strdup_printf("me%u", ++c->nexpr);
		g_string_append_printf(decls, "expression %s;\n", init);
	}
	sd_emit_header_line(c->rules, rule, NULL);
	g_string_append_printf(c->rules, "%s@@\n- %s\n+ %s\n  %s%s = %s;\n", decls->str, pt, qt, name,
			       size ? size : *pd ? "[]" : "", init);
	g_string_append_printf(c->notes, "selected: the declaration of %s: \"%s\" becomes \"%s\"\n",
			       a->name, pt, qt);
	return g_steal_pointer(&rule);
}


/*
 * Whether member is a member of type (not a pointer, not an array) of outer, a struct the
 * example defines: "type member;" at the top of its body.
 */
static gboolean own_member_of_type(struct image *im, const char *outer, const char *member,
				   const char *type)
{
	g_auto(GStrv) ow = g_strsplit(outer, " ", -1), tw = g_strsplit(type, " ", -1);
	guint n = g_strv_length(tw);

	if (g_strv_length(ow) != 2)
		return FALSE;
	for (guint i = 0; i < im->items->len; i++) {
		struct cf_item *it = sd_item(im, i);
		guint open = it->first, close;

		if (it->kind != CF_ITEM_STRUCT || strcmp(it->name, ow[1]) ||
		    strcmp(sd_tok(im, it->first)->text, ow[0]))
			continue;
		while (open < it->last && !sd_tok_is(sd_tok(im, open), "{"))
			open++;
		close = sd_match_bracket(im->toks, open, it->last);
		for (guint j = open + 1, depth = 0; j + n + 1 < close; j++) {
			const struct cf_token *t = sd_tok(im, j);
			guint k;

			if (sd_tok_is(t, "{"))
				depth++;
			else if (sd_tok_is(t, "}"))
				depth--;
			if (depth)
				continue;
			for (k = 0; k < n && !strcmp(sd_tok(im, j + k)->text, tw[k]); k++)
				;
			if (k == n && !strcmp(sd_tok(im, j + n)->text, member) &&
			    sd_tok_is(sd_tok(im, j + n + 1), ";"))
				return TRUE;
		}
	}
	return FALSE;
}


GPtrArray *sd_container_members(struct emit *c, guint pi)
{
	const char *ctype = c->rq->issue ? c->rq->issue->container : NULL;
	struct image *pre = &c->pr->pre;
	struct cf_item *a = sd_item(pre, pi);
	guint pe = sd_init_eq(pre, a), name;
	g_autoptr(GPtrArray) es = g_ptr_array_new_with_free_func(sd_init_entry_free);
	g_autoptr(GPtrArray) type = NULL;
	g_autofree char *tname = NULL, *kmember = NULL;
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);
	gboolean asked = FALSE, array;

	if (!pe || !ctype || !g_str_has_prefix(ctype, "struct ") || a->kind != CF_ITEM_DECL)
		return out;
	/* the type of the object, or of an array's elements */
	name = decl_name_at(pre, a, pe);
	array = name + 1 < pe && sd_tok_is(sd_tok(pre, name + 1), "[");
	type = sd_decl_type(pre, a, name, FALSE);
	tname = sd_words_text(type);
	if (!strcmp(tname, ctype) || !g_str_has_prefix(tname, "struct "))
		return out;
	sd_parse_init(pre, pe + 1, sd_match_bracket(pre->toks, pe + 1, a->last), "", es);
	for (guint i = 0; i < es->len; i++) {
		struct init_entry *e = es->pdata[i];

		/* a member of the object, or of an element ("#2.desc") */
		if (!e->nested || e->field[0] == '#' ||
		    (array ? e->parent[0] != '#' || strchr(e->parent, '.') : !!*e->parent))
			continue;
		if (!own_member_of_type(&c->pr->pre, tname, e->field, ctype)) {
			/* else the target tree's struct: its first member of that type */
			if (!asked)
				kmember = sd_kernel_member(c->rq->kernel_dir, tname, ctype);
			asked = TRUE;
			if (!kmember || strcmp(kmember, e->field))
				continue;
		}
		g_ptr_array_add(out, g_strdup(e->path));
	}
	return out;
}


/* Does im[f, l) name a word of the issue (sd_issue_words())? */
static gboolean names_issue(struct emit *c, struct image *im, guint f, guint l)
{
	g_autoptr(GPtrArray) words = sd_issue_words(c->rq->issue);

	for (guint i = 0; i < words->len; i++)
		if (sd_region_has(im, f, l, words->pdata[i]))
			return TRUE;
	return FALSE;
}


/*
 * The braces of the initializer the struct rule reads in item it of im: its own, or with inner
 * the value of its field inner ("desc" of ".desc = { ... }").  FALSE when there is none.
 */
static gboolean init_braces(struct image *im, struct cf_item *it, const char *inner, guint *open,
			    guint *close)
{
	g_autoptr(GPtrArray) es = NULL;
	struct init_entry *e;
	guint eq = sd_init_eq(im, it);

	if (!eq)
		return FALSE;
	*open = eq + 1;
	*close = sd_match_bracket(im->toks, eq + 1, it->last);
	if (!inner)
		return TRUE;
	es = g_ptr_array_new_with_free_func(sd_init_entry_free);
	sd_parse_init(im, *open, *close, "", es);
	e = sd_find_entry(es, inner);
	if (!e || !e->nested)
		return FALSE;
	*open = e->vf;
	*close = e->vl - 1;
	return TRUE;
}


/*
 * The entries of the initializers of a and its partner b the struct rule reads (init_braces())
 * into pes and qes; FALSE when there are none, or with inner when neither names the issue's
 * words (an element of an array of wrappers may change for its own reasons).
 */
static gboolean read_inits(struct emit *c, struct cf_item *a, struct cf_item *b, const char *inner,
			   GPtrArray *pes, GPtrArray *qes)
{
	guint popen, pclose, qopen, qclose;

	if (!init_braces(&c->pr->pre, a, inner, &popen, &pclose) ||
	    !init_braces(&c->pr->post, b, inner, &qopen, &qclose))
		return FALSE;
	if (inner && !names_issue(c, &c->pr->pre, popen, pclose) &&
	    !names_issue(c, &c->pr->post, qopen, qclose))
		return FALSE;
	sd_parse_init(&c->pr->pre, popen, pclose, "", pes);
	sd_parse_init(&c->pr->post, qopen, qclose, "", qes);
	return TRUE;
}


/* Takes back the last binding, of name: prev (owned, or NULL: none) is name's binding again. */
static void unbind(struct emit *c, const char *name, char *prev)
{
	if (prev)
		g_hash_table_insert(c->bound, g_strdup(name), prev);
	else
		g_hash_table_remove(c->bound, name);
	g_ptr_array_remove_index(c->bound_order, c->bound_order->len - 1);
}



/*
 * Is the initializer at pre's "=" pe (post's qe) an array's ("T name[] = {")?  Its entries are
 * no one struct's initializer: spatch read "T name [ mI = {...};" as no declaration.  Said so.
 */
static gboolean array_init(struct emit *c, const char *name, guint pe, guint qe)
{
	if (!sd_tok_is(sd_tok(&c->pr->pre, pe - 1), "]") &&
	    !sd_tok_is(sd_tok(&c->pr->post, qe - 1), "]"))
		return FALSE;
	g_string_append_printf(c->notes, "%s is an array: its entries are not written as one "
			       "struct's initializer\n", name);
	return TRUE;
}

/*
 * Rule binding the target's instance of the issue's container struct and changing its fields as
 * the example changed its own.  Returns the rule name (owned) or NULL when the example's
 * initializer of that type did not change and does not link anything.  With nest, the container
 * is the initializer of pi's field of that path ("ops"): the issue's field there links, as
 * context, the rest of pi as elsewhere.  With inner, the other way round: pi is of another type
 * and its field inner holds the container's initializer (sd_container_members()); that one is
 * read as the rule's whole initializer when it names the issue's words, and pi's own name is
 * bound to nothing of the target's.
 */
char *sd_emit_struct_rule(struct emit *c, guint pi, const char *nest, const char *inner)
{
	struct cf_item *a = sd_item(&c->pr->pre, pi), *b;
	guint pe = sd_init_eq(&c->pr->pre, a), qe;
	g_autoptr(GPtrArray) pes = g_ptr_array_new_with_free_func(sd_init_entry_free);
	g_autoptr(GPtrArray) qes = g_ptr_array_new_with_free_func(sd_init_entry_free);
	g_autoptr(GPtrArray) ptype = NULL, qtype = NULL, held = NULL;
	g_autoptr(GString) decls = g_string_new(NULL), body = g_string_new(NULL);
	g_autoptr(GString) adds = g_string_new(NULL);
	/* init_entry -> init_entry, both ways: keyed by pointer (g_str_hash read the struct's bytes) */
	g_autoptr(GHashTable) renamed = g_hash_table_new(g_direct_hash, g_direct_equal);
	g_autofree char *rule = NULL, *tname = NULL, *inst = NULL, *target = NULL, *prev = NULL;
	g_autoptr(GString) chunks = g_string_new(NULL);
	const char *symbol = c->rq->issue ? c->rq->issue->symbol : NULL;
	gboolean changed = FALSE, split = c->rq->catchall;
	int q = c->pr->pre_to_post[pi];

	if (!pe || q < 0)
		return NULL;
	b = sd_item(&c->pr->post, q);
	qe = sd_init_eq(&c->pr->post, b);
	if (!qe || !read_inits(c, a, b, inner, pes, qes))
		return NULL;
	if (inner) {
		/* the member's type, the issue's container, is the same on both sides */
		ptype = g_ptr_array_new_with_free_func(g_free);
		g_ptr_array_add(ptype, g_strdup(c->rq->issue->container));
		qtype = g_ptr_array_ref(ptype);
	} else {
		ptype = sd_decl_type(&c->pr->pre, a, pe - 1, FALSE);
		qtype = sd_decl_type(&c->pr->post, b, qe - 1, FALSE);
	}
	tname = sd_words_text(ptype);
	if (!inner && array_init(c, a->name, pe, qe))
		return NULL;

	rule = g_strdup_printf("r%u", ++c->nrule);
	if (inner) {
		g_autofree char *base = g_strdup_printf("%s_%s", a->name, inner);

		inst = sd_mv_name("mI_", base);
	} else {
		inst = sd_mv_name("mI_", a->name);
		prev = g_strdup(g_hash_table_lookup(c->bound, a->name));
		g_hash_table_insert(c->bound, g_strdup(a->name),
				    g_strdup_printf("%s.%s", rule, inst));
		g_ptr_array_add(c->bound_order, g_strdup(a->name));
	}
	target = sd_target_instance(c->rq->driver_dir, c->rq->issue, tname);
	/* the driver's name goes into the rule as code: only a C identifier does */
	if (target && esc_c_identifier(target, "the target's instance", NULL))
		g_clear_pointer(&target, g_free);
	if (target) {
		g_string_append_printf(decls, "identifier %s = {%s};\n", inst, target);
		g_string_append_printf(c->notes, "bound to the target's %s %s, the one at the issue\n",
				       tname, target);
	} else {
		g_string_append_printf(decls, "identifier %s;\n", inst);
	}
	if (strcmp(a->name, b->name))
		g_string_append_printf(c->notes, "the example renamed %s to %s; the target keeps its name\n",
				       a->name, b->name);

	find_renames(c, pes, qes, renamed);

	for (guint i = 0; i < pes->len; i++) {
		struct init_entry *e = pes->pdata[i], *f = sd_find_entry(qes, e->path);
		struct init_entry *rn = g_hash_table_lookup(renamed, e);
		gboolean single = e->vl == e->vf + 1 && sd_tok(&c->pr->pre, e->vf)->kind == CF_IDENT;
		g_autofree char *mv = NULL, *crule = NULL;
		g_autofree char *pv = NULL, *qv = NULL;
		g_autoptr(GString) cdecls = g_string_new(NULL), cbody = g_string_new(NULL);
		gboolean context;

		if (nest && !e->nested && !strcmp(e->parent, nest) && symbol && !strcmp(e->field, symbol) &&
		    nested_link(c, rule, e, f, body, decls))
			continue;
		if (e->nested || *e->parent)
			continue;
		pv = sd_range_text(&c->pr->pre, e->vf, e->vl);
		if (f)
			qv = sd_range_text(&c->pr->post, f->vf, f->vl);
		context = f && strcmp(pv, qv) == 0;
		/* Untouched fields only matter as links: the issue's own field. */
		if (context && !(symbol && strcmp(e->field, symbol) == 0))
			continue;
		/* The less specific variant changes each field in a rule of its own. */
		crule = split && !context ? g_strdup_printf("%s_%u", rule, i) : g_strdup(rule);
		if (single && !sd_is_keyword(sd_tok(&c->pr->pre, e->vf)->text)) {
			const char *val = sd_tok(&c->pr->pre, e->vf)->text;

			mv = sd_mv_name("mv_", e->field);
			g_string_append_printf(cdecls, "identifier %s;\n", mv);
			if (sd_is_local(c->nm, val) && !g_hash_table_contains(c->bound, val)) {
				g_hash_table_insert(c->bound, g_strdup(val),
						    g_strdup_printf("%s.%s", crule, mv));
				g_ptr_array_add(c->bound_order, g_strdup(val));
			}
		} else {
			mv = g_strdup_printf("me%u", ++c->nexpr);
			g_string_append_printf(cdecls, "expression %s;\n", mv);
		}
		if (context) {
			g_string_append_printf(cbody, "\t.%s = %s,\n", e->field, mv);
		} else if (rn && symbol && c->rq->issue->kind == RED_INCOMPATIBLE_INIT &&
			   strcmp(rn->field, symbol) == 0) {
			/*
			 * The target initializes the field the example renames to, with a value of
			 * the other type: the rename is done, the change of the value is not.
			 */
			changed = TRUE;
			g_string_append_printf(cbody, "\t.%s = %s,\n", rn->field, mv);
			g_string_append_printf(c->notes,
					       "field .%s of %s already named .%s in the target: only its value changes\n",
					       e->field, tname, rn->field);
		} else if (rn) {
			changed = TRUE;
			g_string_append_printf(cbody, "-\t.%s = %s,\n+\t.%s = %s,\n", e->field, mv,
					       rn->field, mv);
			g_string_append_printf(c->notes, "field .%s of %s renamed .%s\n", e->field,
					       tname, rn->field);
		} else if (f && kept_field(c, rule, inst, tname, e, f, i, chunks)) {
			changed = TRUE;
			continue;
		} else if (f) {
			g_autoptr(GPtrArray) w = NULL;
			g_autofree char *nv = NULL;

			c->early = TRUE;
			w = sd_map_words(c, &c->pr->post, f->vf, f->vl, NULL, TRUE);
			c->early = FALSE;
			nv = sd_words_text(w);
			changed = TRUE;
			g_string_append_printf(cbody, "-\t.%s = %s,\n+\t.%s = %s,\n", e->field, mv,
					       e->field, nv);
		} else {
			changed = TRUE;
			g_string_append_printf(cbody, "-\t.%s = %s,\n", e->field, mv);
			g_string_append_printf(c->notes, "field .%s of %s removed\n", e->field, tname);
		}
		if (strcmp(crule, rule) == 0) {
			g_string_append(decls, cdecls->str);
			g_string_append(body, cbody->str);
		} else {
			g_string_append_printf(chunks, "\n@%s@\nidentifier %s.%s;\n%s@@\n%s %s = {\n%s};\n",
					       crule, rule, inst, cdecls->str, tname, inst, cbody->str);
		}
	}

	held = inner || nest ? NULL : sd_container_members(c, pi);
	if (new_fields(c, pes, qes, renamed, tname, held, adds))
		changed = TRUE;

	{
		g_autofree char *qt = sd_words_text(qtype);

		if (strcmp(tname, qt) != 0) {
			changed = TRUE;
			emit_affix_renames(c, rule, inst, tname, qt, pes, renamed, chunks);
		}
	}
	if (!changed && !body->len) {
		/* no rule: pi's name is bound as it was, the rule's number free again */
		if (!inner)
			unbind(c, a->name, g_steal_pointer(&prev));
		c->nrule--;
		return NULL;
	}

	sd_emit_header_line(c->rules, rule, NULL);
	g_string_append(c->rules, decls->str);
	if (body->len)
		g_string_append_printf(c->rules, "@@\n%s %s = {\n%s};\n", tname, inst, body->str);
	else
		g_string_append_printf(c->rules, "@@\n%s %s = {...};\n", tname, inst);
	g_string_append(c->rules, chunks->str);

	/* Additions go in a later rule: they may name new things that the script rule computes. */
	if (adds->len) {
		/* with inner, pi's name is bound to nothing: the instance is inherited by name */
		g_autofree char *own = g_strdup_printf("identifier %s.%s;\n", rule, inst);

		g_string_append_printf(c->late, "\n@ADD_%s@\n%%INHERIT%%\n%s@@\n%%NEWDECLS%%"
				       "%s %s = {\n%s};\n", rule, inner ? own : "", tname, inst,
				       adds->str);
	}
	{
		g_autofree char *qt = sd_words_text(qtype);

		if (strcmp(tname, qt)) {
			g_string_append_printf(c->rules, "\n@r%u@\nidentifier %s.%s;\n@@\n- %s\n+ %s\n  %s = {...};\n",
					       ++c->nrule, rule,
					       sd_map_ident(c, a->name, NULL, FALSE), tname, qt,
					       sd_map_ident(c, a->name, NULL, FALSE));
			g_string_append_printf(c->notes, "type of %s changed from %s to %s\n",
					       a->name, tname, qt);
		}
	}
	return g_steal_pointer(&rule);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * syn_derive(): from an example commit and an issue, select the hunks that concern the issue,
 * generalize the example driver's own names into metavariables and emit a multi-rule .cocci.
 * Nothing here knows a particular kernel API: every name and shape comes from the example's
 * pre/post images and, for member lookups, from the target kernel tree.
 */
#include <string.h>

#include "reducer.h"
#include "synth.h"
#include "synth-int.h"

#define SYN_ERROR (g_quark_from_static_string("syn-error"))

/* One image (pre or post) of the example's file. */
struct image {
	GPtrArray *toks;
	GPtrArray *items;
};

/* A changed part of a function body or declaration: tokens pre[pa, pb) became post[qa, qb). */
struct region {
	guint pa, pb, qa, qb;
	gboolean call;		/* pre[pa] is the name of a call spanning the whole region */
	gboolean insert;	/* nothing removed: post[qa, qb) are whole new statements */
};

struct ctx {
	const struct syn_example *ex;
	const struct red_issue *issue;
	const char *kernel_dir;
	const struct syn_file *file;
	struct image pre, post;
	int *pre_to_post, *post_to_pre;	/* item pairing, -1 when absent */
	GHashTable *local;		/* names the example file defines */
	char *expfx;			/* the example driver's prefix ("as3935_") or "" */
	GHashTable *bound;		/* example name -> "rule.metavar" bound in the target */
	GPtrArray *bound_order;		/* example names in binding order */
	GHashTable *fresh;		/* example name -> metavar of a new name (script rule) */
	GPtrArray *fresh_order;
	GHashTable *declarers;		/* macro names used as declarations in + code */
	gboolean *included;		/* per post item: emitted as a new declaration */
	gboolean *func_done;		/* per pre item: function rule emitted */
	GString *rules;			/* rules before the script rule */
	GString *late;			/* rules after it (they use fresh names) */
	GString *notes;
	const char *driver_dir;		/* the target driver, or NULL */
	char *target_prefix;		/* target driver's prefix guessed from its sources, or NULL */
	guint nrule;
	guint nexpr;
	gboolean param_catchall;	/* less specific variant: whole arguments, converters */
	gboolean early;			/* mapping for a rule before the script rule */
	gboolean reversed;		/* the example is applied backwards (a backport) */
	GHashTable *fields;		/* member names of the example's own structs */
	GHashTable *fresh_literal;	/* owns the strings early_name() returns */
	GHashTable *tags;		/* struct/union/enum tags the example defines */
	GHashTable *diffs;		/* "pre range, post range" -> GArray of LCS pairs */
};

/* One rule being emitted: its declarations and the names it maps. */
struct rctx {
	const char *name;
	GString *decls;
	GHashTable *declared;		/* metavariable names declared in this rule */
	GHashTable *extra;		/* example name -> metavariable, for this rule only */
	GHashTable *locals;		/* the example function's own names (params, locals) or NULL */
	GHashTable *ltypes;		/* local name -> struct tag of its type */
	gboolean locals_expr;		/* locals become expression metavariables */
	gboolean late;			/* after the script rule: may use its fresh names */
	gboolean alone;			/* the region is the whole rule: nothing else binds */
	GPtrArray *log;			/* "d:name" declared, "x:name" mapped, for rollback */
};

static void rctx_init(struct rctx *r, const char *name, gboolean late)
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

static void rctx_clear(struct rctx *r)
{
	g_string_free(r->decls, TRUE);
	g_hash_table_unref(r->declared);
	g_hash_table_unref(r->extra);
	g_ptr_array_unref(r->log);
	g_hash_table_unref(r->ltypes);
	g_clear_pointer(&r->locals, g_hash_table_unref);
}

static void rctx_declare(struct rctx *r, const char *kind, const char *mv)
{
	if (g_hash_table_contains(r->declared, mv))
		return;
	g_hash_table_add(r->declared, g_strdup(mv));
	g_ptr_array_add(r->log, g_strconcat("d:", mv, NULL));
	g_string_append_printf(r->decls, "%s %s;\n", kind, mv);
}

struct rmark {
	guint log, decls;
};

static struct rmark rctx_mark(struct rctx *r)
{
	struct rmark m = { r->log->len, (guint)r->decls->len };

	return m;
}

/* Forgets what R declared and mapped since m: a region that could not be expressed. */
static void rctx_rollback(struct rctx *r, struct rmark m)
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

static gboolean c_word(const char *s);

/*
 * spatch parses a cast "(u32 *)x" only when it knows u32 names a type: declare "typedef u32;"
 * for each name the words use as a cast's type.
 */
static void rctx_typedefs(struct rctx *r, GPtrArray *w)
{
	for (guint i = 0; i + 2 < w->len; i++) {
		const char *t = w->pdata[i + 1];
		guint j = i + 2;

		if (strcmp(w->pdata[i], "(") || !c_word(t) || g_hash_table_contains(r->declared, t))
			continue;
		while (j < w->len && strcmp(w->pdata[j], "*") == 0)
			j++;
		if (j >= w->len || strcmp(w->pdata[j], ")") || j + 1 >= w->len)
			continue;
		/* "(x)" followed by an operand is a cast; "(x) +" is not. */
		if (j == i + 2 && !(c_word(w->pdata[j + 1]) || !strcmp(w->pdata[j + 1], "(") ||
				    !strcmp(w->pdata[j + 1], "*") || !strcmp(w->pdata[j + 1], "&")))
			continue;
		rctx_declare(r, "typedef", t);
	}
}

static const char *const c_keywords[] = {
	"auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
	"enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
	"restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
	"union", "unsigned", "void", "volatile", "while", "bool", "_Bool", NULL
};

static gboolean is_keyword(const char *s)
{
	for (guint i = 0; c_keywords[i]; i++)
		if (strcmp(s, c_keywords[i]) == 0)
			return TRUE;
	return FALSE;
}

/* An identifier that is not a C keyword. */
static gboolean c_word(const char *s)
{
	return (g_ascii_isalpha(s[0]) || s[0] == '_') && !is_keyword(s);
}

static struct cf_token *tok(struct image *im, guint i)
{
	return i < im->toks->len ? im->toks->pdata[i] : NULL;
}

static struct cf_item *item(struct image *im, guint i)
{
	return im->items->pdata[i];
}

static gboolean item_equal(struct ctx *c, guint pi, guint qi)
{
	struct cf_item *a = item(&c->pre, pi), *b = item(&c->post, qi);

	if (a->last - a->first != b->last - b->first)
		return FALSE;
	for (guint i = 0; i < a->last - a->first; i++)
		if (tok(&c->pre, a->first + i)->text != tok(&c->post, b->first + i)->text)
			return FALSE;
	return TRUE;
}

/*
 * LCS pairs of pre[pf, pl) and post[qf, ql), computed once per range pair: the derivation asks
 * for the same item pairs from several places.  Returns a new reference to a shared array:
 * callers only read it.
 */
static GArray *diff(struct ctx *c, guint pf, guint pl, guint qf, guint ql)
{
	g_autofree char *key = g_strdup_printf("%p:%u:%u:%p:%u:%u", (void *)c->pre.toks, pf, pl,
					       (void *)c->post.toks, qf, ql);
	GArray *pairs;

	if (!c->diffs)
		c->diffs = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
						 (GDestroyNotify)g_array_unref);
	pairs = g_hash_table_lookup(c->diffs, key);
	if (!pairs) {
		pairs = syn_lcs(c->pre.toks, pf, pl, c->post.toks, qf, ql);
		g_hash_table_insert(c->diffs, g_steal_pointer(&key), pairs);
	}
	return g_array_ref(pairs);
}

static char *item_key(struct cf_item *it)
{
	return g_strdup_printf("%d:%s:%u", it->kind, it->name, it->occurrence);
}

static void pair_items(struct ctx *c)
{
	g_autoptr(GHashTable) keys = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	c->pre_to_post = g_new(int, c->pre.items->len + 1);
	c->post_to_pre = g_new(int, c->post.items->len + 1);
	for (guint i = 0; i < c->post.items->len; i++) {
		c->post_to_pre[i] = -1;
		g_hash_table_insert(keys, item_key(item(&c->post, i)), GUINT_TO_POINTER(i + 1));
	}
	for (guint i = 0; i < c->pre.items->len; i++) {
		g_autofree char *k = item_key(item(&c->pre, i));
		guint q = GPOINTER_TO_UINT(g_hash_table_lookup(keys, k));

		c->pre_to_post[i] = q ? (int)q - 1 : -1;
		if (q)
			c->post_to_pre[q - 1] = (int)i;
	}
	/* A renamed item keeps its place: pair it with the unpaired item after the same neighbour. */
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = item(&c->pre, i);
		int q = i ? c->pre_to_post[i - 1] + 1 : 0;

		if (c->pre_to_post[i] >= 0 || (i && c->pre_to_post[i - 1] < 0) ||
		    q >= (int)c->post.items->len || c->post_to_pre[q] >= 0)
			continue;
		/* Functions and declarations get renamed; a macro in the old one's place is another. */
		if (a->kind != item(&c->post, q)->kind || a->kind == CF_ITEM_COND ||
		    a->kind == CF_ITEM_PP || a->kind == CF_ITEM_DEFINE)
			continue;
		c->pre_to_post[i] = q;
		c->post_to_pre[q] = (int)i;
	}
}

static void add_locals(struct ctx *c, struct image *im)
{
	for (guint i = 0; i < im->items->len; i++) {
		struct cf_item *it = item(im, i);

		if (it->kind == CF_ITEM_COND || it->kind == CF_ITEM_PP)
			continue;
		if (is_keyword(it->name) || !(g_ascii_isalpha(it->name[0]) || it->name[0] == '_'))
			continue;
		/* NAME(x); at file scope names x, not the macro, unless it declares x. */
		if (it->kind == CF_ITEM_MACROCALL) {
			gboolean decl = FALSE;

			for (guint j = it->first; j < it->last; j++)
				if (syn_tok_is(tok(im, j), "static"))
					decl = TRUE;
			if (!decl)
				continue;
		}
		g_hash_table_add(c->local, g_strdup(it->name));
	}
}

/* Tags and member names of the structs the example file defines. */
static void add_members(struct ctx *c, struct image *im)
{
	for (guint i = 0; i < im->items->len; i++) {
		struct cf_item *it = item(im, i);
		guint open = it->first, close;

		if (it->kind != CF_ITEM_STRUCT)
			continue;
		g_hash_table_add(c->tags, g_strdup(it->name));
		while (open < it->last && !syn_tok_is(tok(im, open), "{"))
			open++;
		close = syn_match_bracket(im->toks, open, it->last);
		for (guint j = open + 1; j + 1 < close; j++) {
			struct cf_token *t = tok(im, j), *n = tok(im, j + 1);

			if (t->kind == CF_IDENT && !is_keyword(t->text) &&
			    (syn_tok_is(n, ";") || syn_tok_is(n, "[") || syn_tok_is(n, ":") ||
			     syn_tok_is(n, ",") || (syn_tok_is(n, ")") && syn_tok_is(tok(im, j - 1), "*"))))
				g_hash_table_add(c->fields, g_strdup(t->text));
		}
	}
}

/* The most common "word_" prefix of the example-local names, "" when none repeats. */
static char *common_prefix(GHashTable *names)
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

static gboolean is_local(struct ctx *c, const char *name)
{
	return g_hash_table_contains(c->local, name);
}

/* A metavariable name made from an example name: short, and never a C word of the target. */
static char *mv_name(const char *kind, const char *base)
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
		mv = mv_name("mn_", name);
		g_hash_table_insert(c->fresh, g_strdup(name), mv);
		g_ptr_array_add(c->fresh_order, g_strdup(name));
	}
	return mv;
}

/* Tokens as words for emission, with spacing close to kernel style. */
static void append_words(GString *out, GPtrArray *words)
{
	const char *prev = NULL;

	for (guint i = 0; i < words->len; i++) {
		const char *w = words->pdata[i];
		gboolean space = prev != NULL;

		if (prev && (strcmp(prev, "(") == 0 || strcmp(prev, "[") == 0 ||
			     strcmp(prev, ".") == 0 || strcmp(prev, "->") == 0 ||
			     strcmp(prev, "!") == 0 || strcmp(prev, "~") == 0))
			space = FALSE;
		if (strcmp(w, ")") == 0 || strcmp(w, "]") == 0 || strcmp(w, ",") == 0 ||
		    strcmp(w, ";") == 0 || strcmp(w, "->") == 0 ||
		    (strcmp(w, ".") == 0 && prev && strcmp(prev, ",") && strcmp(prev, "{")))
			space = FALSE;
		if (strcmp(w, "(") == 0 && prev && (g_ascii_isalnum(prev[0]) || prev[0] == '_') &&
		    !is_keyword(prev))
			space = FALSE;
		if (prev && strcmp(prev, "&") == 0 && i >= 2) {
			const char *pp = words->pdata[i - 2];

			if (strcmp(pp, "(") == 0 || strcmp(pp, ",") == 0 || strcmp(pp, "=") == 0)
				space = FALSE;
		}
		if (prev && strcmp(prev, "&") == 0 && i == 1)
			space = FALSE;
		if (space)
			g_string_append_c(out, ' ');
		g_string_append(out, w);
		prev = w;
	}
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
static const char *map_ident(struct ctx *c, const char *name, GHashTable *extra, gboolean plus)
{
	const char *b;

	if (extra && (b = g_hash_table_lookup(extra, name)))
		return b;
	if ((b = g_hash_table_lookup(c->bound, name))) {
		const char *dot = strchr(b, '.');

		return dot ? dot + 1 : b;
	}
	if (plus && is_local(c, name))
		return c->early ? early_name(c, name) : fresh_name(c, name);
	return name;
}

/* Binds name in rule R (published for later rules) and returns the metavariable. */
static const char *bind_here(struct ctx *c, struct rctx *R, const char *kind, const char *pfx,
			     const char *name, gboolean publish)
{
	g_autofree char *mv = mv_name(pfx, name);

	rctx_declare(R, kind, mv);
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
static const char *rmap_ident(struct ctx *c, struct rctx *R, const char *name, const char *prev,
			      const char *base, gboolean plus)
{
	const char *b;

	if (is_keyword(name))
		return name;
	if ((b = g_hash_table_lookup(R->extra, name)))
		return b;
	if ((b = g_hash_table_lookup(c->bound, name))) {
		const char *dot = strchr(b, '.');

		if (dot && R->name && strncmp(b, R->name, dot - b) != 0) {
			g_autofree char *decl = g_strdup_printf("identifier %s", b);

			if (!g_hash_table_contains(R->declared, dot + 1)) {
				g_hash_table_add(R->declared, g_strdup(dot + 1));
				g_ptr_array_add(R->log, g_strconcat("d:", dot + 1, NULL));
				g_string_append_printf(R->decls, "%s;\n", decl);
			}
		}
		return dot ? dot + 1 : b;
	}
	if (prev && (!strcmp(prev, "->") || !strcmp(prev, "."))) {
		const char *tag = base ? g_hash_table_lookup(R->ltypes, base) : NULL;

		/* A member of a kernel struct stays; one of the example's own structs is followed. */
		if ((tag && !g_hash_table_contains(c->tags, tag)) || !g_hash_table_contains(c->fields, name))
			return name;
		return bind_here(c, R, "identifier", "mfld_", name, TRUE);
	}
	if (R->locals && g_hash_table_contains(R->locals, name))
		return bind_here(c, R, R->locals_expr ? "expression" : "identifier",
				 R->locals_expr ? "mx_" : "ml_", name, FALSE);
	/* A member of the example's own struct named bare (from_timer(p, t, timer)). */
	if (!plus && g_hash_table_contains(c->fields, name) && !is_local(c, name))
		return bind_here(c, R, "identifier", "mfld_", name, TRUE);
	if (is_local(c, name)) {
		if (!plus)
			return bind_here(c, R, "identifier", "mf_", name, TRUE);
		if (!R->late)
			return early_name(c, name);
		b = fresh_name(c, name);
		if (!g_hash_table_contains(R->declared, b)) {
			g_hash_table_add(R->declared, g_strdup(b));
			g_ptr_array_add(R->log, g_strconcat("d:", b, NULL));
			g_string_append_printf(R->decls, "identifier mpy.%s;\n", b);
		}
		return b;
	}
	return name;
}

/* Words of im->toks[f, l) mapped through map_ident; PP tokens are re-tokenized and mapped. */
static GPtrArray *map_words(struct ctx *c, struct image *im, guint f, guint l, GHashTable *extra,
			    gboolean plus)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = f; i < l; i++) {
		struct cf_token *t = tok(im, i);

		if (t->kind == CF_IDENT)
			g_ptr_array_add(w, g_strdup(map_ident(c, t->text, extra, plus)));
		else
			g_ptr_array_add(w, g_strdup(t->text));
	}
	return w;
}

static char *map_directive(struct ctx *c, const char *text)
{
	g_autoptr(GPtrArray) toks = syn_tokenize(text + 1, "directive", NULL);
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);
	GString *s = g_string_new("#");

	if (!toks)
		return g_string_free(s, TRUE), g_strdup(text);
	for (guint i = 0; i < toks->len; i++) {
		struct cf_token *t = toks->pdata[i];

		g_ptr_array_add(w, g_strdup(t->kind == CF_IDENT ?
					    map_ident(c, t->text, NULL, TRUE) : t->text));
	}
	/* "#define X (y)" must keep the space after X; "#define X(y)" must not get one. */
	for (guint i = 0; i < w->len; i++) {
		if (i)
			g_string_append_c(s, ' ');
		g_string_append(s, w->pdata[i]);
	}
	return g_string_free(s, FALSE);
}

/* ---- struct initializers ---- */

struct init_entry {
	char *path;		/* "suspend", "driver.pm" */
	char *field;		/* last component */
	char *parent;		/* "" or "driver" */
	guint vf, vl;		/* value tokens */
	gboolean nested;
};

static void init_entry_free(gpointer p)
{
	struct init_entry *e = p;

	g_free(e->path);
	g_free(e->field);
	g_free(e->parent);
	g_free(e);
}

static void parse_init(struct image *im, guint open, guint close, const char *parent,
		       GPtrArray *out)
{
	guint i = open + 1, pos = 0;

	while (i < close) {
		struct cf_token *t = tok(im, i);
		struct init_entry *e;
		int depth = 0;
		guint j;

		if (t->kind == CF_PP || syn_tok_is(t, ",")) {
			i++;
			continue;
		}
		e = g_new0(struct init_entry, 1);
		e->parent = g_strdup(parent);
		if (syn_tok_is(t, ".") && i + 2 < close && tok(im, i + 1)->kind == CF_IDENT &&
		    syn_tok_is(tok(im, i + 2), "=")) {
			e->field = g_strdup(tok(im, i + 1)->text);
			i += 3;
		} else {
			e->field = g_strdup_printf("#%u", pos);
		}
		pos++;
		e->path = *parent ? g_strdup_printf("%s.%s", parent, e->field) : g_strdup(e->field);
		e->vf = i;
		for (j = i; j < close; j++) {
			t = tok(im, j);
			if (t->kind != CF_PUNCT)
				continue;
			if (strchr("({[", t->text[0]) && !t->text[1])
				depth++;
			else if (strchr(")}]", t->text[0]) && !t->text[1])
				depth--;
			else if (depth == 0 && syn_tok_is(t, ","))
				break;
		}
		e->vl = j;
		if (syn_tok_is(tok(im, e->vf), "{") &&
		    syn_match_bracket(im->toks, e->vf, close) == e->vl - 1) {
			e->nested = TRUE;
			g_ptr_array_add(out, e);
			parse_init(im, e->vf, e->vl - 1, e->path, out);
		} else {
			g_ptr_array_add(out, e);
		}
		i = j + 1;
	}
}

static struct init_entry *find_entry(GPtrArray *es, const char *path)
{
	for (guint i = 0; i < es->len; i++) {
		struct init_entry *e = es->pdata[i];

		if (strcmp(e->path, path) == 0)
			return e;
	}
	return NULL;
}

static char *range_text(struct image *im, guint f, guint l)
{
	return syn_toks_text(im->toks, f, l);
}

/* Index of the '=' of an initialized declaration, or 0. */
static guint init_eq(struct image *im, struct cf_item *it)
{
	for (guint i = it->first; i + 1 < it->last; i++)
		if (syn_tok_is(tok(im, i), "=") && syn_tok_is(tok(im, i + 1), "{"))
			return i;
	return 0;
}

/* The declaration's type words: tokens before the name, without storage class. */
static GPtrArray *decl_type(struct image *im, struct cf_item *it, guint name_at)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = it->first; i < name_at; i++) {
		const char *s = tok(im, i)->text;

		if (strcmp(s, "static") && strcmp(s, "const") && strcmp(s, "extern") &&
		    strcmp(s, "__initdata") && strcmp(s, "__maybe_unused") && strcmp(s, "inline"))
			g_ptr_array_add(w, g_strdup(s));
	}
	return w;
}

static char *words_text(GPtrArray *w)
{
	GString *s = g_string_new(NULL);

	append_words(s, w);
	return g_string_free(s, FALSE);
}

/* Does the item's token range contain the words of needle ("struct spi_driver") in a row? */
static gboolean item_has_seq(struct image *im, struct cf_item *it, const char *needle)
{
	g_auto(GStrv) w = g_strsplit_set(needle, " \t*", -1);
	guint n = 0;

	/* drop the empty words in place: freed here, the vector stays NULL-terminated */
	for (guint k = 0; w[k]; k++) {
		if (*w[k])
			w[n++] = w[k];
		else
			g_free(w[k]);
	}
	w[n] = NULL;
	if (!n)
		return FALSE;
	for (guint i = it->first; i + n <= it->last; i++) {
		guint k;

		for (k = 0; k < n; k++)
			if (strcmp(tok(im, i + k)->text, w[k]))
				break;
		if (k == n)
			return TRUE;
	}
	return FALSE;
}

static void emit_header_line(GString *r, const char *name, const char *depends)
{
	if (depends && *depends)
		g_string_append_printf(r, "\n@%s depends on %s@\n", name, depends);
	else
		g_string_append_printf(r, "\n@%s@\n", name);
}

static char *target_instance(const char *driver_dir, const struct red_issue *is, const char *ctype);

/*
 * Rule binding the target's instance of the issue's container struct and changing its fields as
 * the example changed its own.  Returns the rule name (owned) or NULL when the example's
 * initializer of that type did not change and does not link anything.
 */
static char *emit_struct_rule(struct ctx *c, guint pi)
{
	struct cf_item *a = item(&c->pre, pi), *b;
	guint pe = init_eq(&c->pre, a), qe, pclose, qclose;
	g_autoptr(GPtrArray) pes = g_ptr_array_new_with_free_func(init_entry_free);
	g_autoptr(GPtrArray) qes = g_ptr_array_new_with_free_func(init_entry_free);
	g_autoptr(GPtrArray) ptype = NULL, qtype = NULL;
	g_autoptr(GString) decls = g_string_new(NULL), body = g_string_new(NULL);
	g_autoptr(GString) adds = g_string_new(NULL);
	g_autoptr(GHashTable) renamed = g_hash_table_new(g_str_hash, g_str_equal);
	g_autofree char *rule = NULL, *tname = NULL, *inst = NULL, *target = NULL;
	g_autoptr(GString) chunks = g_string_new(NULL);
	const char *symbol = c->issue ? c->issue->symbol : NULL;
	gboolean changed = FALSE, split = c->param_catchall;
	int q = c->pre_to_post[pi];

	if (!pe || q < 0)
		return NULL;
	b = item(&c->post, q);
	qe = init_eq(&c->post, b);
	if (!qe)
		return NULL;
	pclose = syn_match_bracket(c->pre.toks, pe + 1, a->last);
	qclose = syn_match_bracket(c->post.toks, qe + 1, b->last);
	parse_init(&c->pre, pe + 1, pclose, "", pes);
	parse_init(&c->post, qe + 1, qclose, "", qes);
	ptype = decl_type(&c->pre, a, pe - 1);
	qtype = decl_type(&c->post, b, qe - 1);
	tname = words_text(ptype);

	rule = g_strdup_printf("r%u", ++c->nrule);
	inst = mv_name("mI_", a->name);
	target = target_instance(c->driver_dir, c->issue, tname);
	g_hash_table_insert(c->bound, g_strdup(a->name), g_strdup_printf("%s.%s", rule, inst));
	g_ptr_array_add(c->bound_order, g_strdup(a->name));
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

	/* Renames: a field that disappeared and one that appeared with the same value. */
	for (guint i = 0; i < pes->len; i++) {
		struct init_entry *e = pes->pdata[i];
		g_autofree char *v = NULL;

		if (e->nested || find_entry(qes, e->path))
			continue;
		v = range_text(&c->pre, e->vf, e->vl);
		for (guint j = 0; j < qes->len; j++) {
			struct init_entry *f = qes->pdata[j];
			g_autofree char *w = NULL;

			if (f->nested || find_entry(pes, f->path) || g_hash_table_contains(renamed, f) ||
			    strcmp(e->parent, f->parent))
				continue;
			w = range_text(&c->post, f->vf, f->vl);
			if (strcmp(v, w) == 0) {
				g_hash_table_insert(renamed, e, f);
				g_hash_table_insert(renamed, f, e);
				break;
			}
		}
	}

	for (guint i = 0; i < pes->len; i++) {
		struct init_entry *e = pes->pdata[i], *f = find_entry(qes, e->path);
		struct init_entry *rn = g_hash_table_lookup(renamed, e);
		gboolean single = e->vl == e->vf + 1 && tok(&c->pre, e->vf)->kind == CF_IDENT;
		g_autofree char *mv = NULL, *crule = NULL;
		g_autofree char *pv = NULL, *qv = NULL;
		g_autoptr(GString) cdecls = g_string_new(NULL), cbody = g_string_new(NULL);
		gboolean context;

		if (e->nested || *e->parent)
			continue;
		pv = range_text(&c->pre, e->vf, e->vl);
		if (f)
			qv = range_text(&c->post, f->vf, f->vl);
		context = f && strcmp(pv, qv) == 0;
		/* Untouched fields only matter as links: the issue's own field. */
		if (context && !(symbol && strcmp(e->field, symbol) == 0))
			continue;
		/* The less specific variant changes each field in a rule of its own. */
		crule = split && !context ? g_strdup_printf("%s_%u", rule, i) : g_strdup(rule);
		if (single && !is_keyword(tok(&c->pre, e->vf)->text)) {
			const char *val = tok(&c->pre, e->vf)->text;

			mv = mv_name("mv_", e->field);
			g_string_append_printf(cdecls, "identifier %s;\n", mv);
			if (is_local(c, val) && !g_hash_table_contains(c->bound, val)) {
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
		} else if (rn && symbol && c->issue->kind == RED_INCOMPATIBLE_INIT &&
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
		} else if (f) {
			g_autoptr(GPtrArray) w = NULL;
			g_autofree char *nv = NULL;

			c->early = TRUE;
			w = map_words(c, &c->post, f->vf, f->vl, NULL, TRUE);
			c->early = FALSE;
			nv = words_text(w);
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

	/* New fields: top-level ones here, nested ones inside their existing parent. */
	for (guint j = 0; j < qes->len; j++) {
		struct init_entry *f = qes->pdata[j];
		g_autoptr(GPtrArray) w = NULL;
		g_autofree char *nv = NULL;

		if (f->nested || find_entry(pes, f->path) || g_hash_table_contains(renamed, f))
			continue;
		w = map_words(c, &c->post, f->vf, f->vl, NULL, TRUE);
		nv = words_text(w);
		changed = TRUE;
		if (!*f->parent) {
			g_string_append_printf(adds, "+\t.%s = %s,\n", f->field, nv);
		} else if (find_entry(pes, f->parent)) {
			g_string_append_printf(adds, "\t.%s = {\n+\t\t.%s = %s,\n\t},\n", f->parent,
					       f->field, nv);
		} else {
			g_string_append_printf(adds, "+\t.%s = { .%s = %s, },\n", f->parent, f->field,
					       nv);
		}
		g_string_append_printf(c->notes, "field .%s of %s added\n", f->path, tname);
	}

	{
		g_autofree char *qt = words_text(qtype);

		if (strcmp(tname, qt) != 0)
			changed = TRUE;
	}
	if (!changed && !body->len)
		return NULL;

	emit_header_line(c->rules, rule, NULL);
	g_string_append(c->rules, decls->str);
	if (body->len)
		g_string_append_printf(c->rules, "@@\n%s %s = {\n%s};\n", tname, inst, body->str);
	else
		g_string_append_printf(c->rules, "@@\n%s %s = {...};\n", tname, inst);
	g_string_append(c->rules, chunks->str);

	/* Additions go in a later rule: they may name new things that the script rule computes. */
	if (adds->len) {
		g_string_append_printf(c->late, "\n@ADD_%s@\n", rule);
		g_string_append_printf(c->late, "%%INHERIT%%\n@@\n%%NEWDECLS%%%s %s = {\n%s};\n",
				       tname, map_ident(c, a->name, NULL, FALSE), adds->str);
	}
	{
		g_autofree char *qt = words_text(qtype);

		if (strcmp(tname, qt)) {
			g_string_append_printf(c->rules, "\n@r%u@\nidentifier %s.%s;\n@@\n- %s\n+ %s\n  %s = {...};\n",
					       ++c->nrule, rule,
					       map_ident(c, a->name, NULL, FALSE), tname, qt,
					       map_ident(c, a->name, NULL, FALSE));
			g_string_append_printf(c->notes, "type of %s changed from %s to %s\n",
					       a->name, tname, qt);
		}
	}
	return g_steal_pointer(&rule);
}

/* ---- body regions ---- */

static gboolean is_call_name(struct image *im, guint i, guint end)
{
	struct cf_token *t = tok(im, i), *n = tok(im, i + 1);

	return t && n && i + 1 < end && t->kind == CF_IDENT && !is_keyword(t->text) &&
	       syn_tok_is(n, "(");
}

/* Innermost call IDENT(...) in im[f, l) covering [a, b); FALSE when none. */
static gboolean enclosing_call(struct image *im, guint f, guint l, guint a, guint b, guint *s,
			       guint *e)
{
	for (guint i = a + 1; i-- > f;) {
		guint close;

		if (!is_call_name(im, i, l))
			continue;
		close = syn_match_bracket(im->toks, i + 1, l);
		if (close < l && close + 1 >= b && i <= a) {
			*s = i;
			*e = close + 1;
			return TRUE;
		}
	}
	return FALSE;
}

/* The statement or declaration around [a, b) inside the braces im[f, l). */
static void enclosing_stmt(struct image *im, guint f, guint l, guint a, guint b, guint *s, guint *e)
{
	guint i = a;

	while (i > f) {
		struct cf_token *t = tok(im, i - 1);

		if (syn_tok_is(t, ";") || syn_tok_is(t, "{") || syn_tok_is(t, "}") ||
		    t->kind == CF_PP)
			break;
		i--;
	}
	*s = i;
	for (i = b > a ? b - 1 : a; i < l; i++)
		if (syn_tok_is(tok(im, i), ";"))
			break;
	*e = i < l ? i + 1 : l;
}

static guint map_pos(GArray *pairs, guint p, gboolean start, guint qf, guint ql)
{
	/* A region's end tokens that are paired map to their partners; otherwise the region
	 * takes the unpaired post tokens up to the neighbouring pair. */
	guint n = pairs->len / 2;

	if (start) {
		guint q = qf;

		for (guint k = 0; k < n; k++) {
			guint pa = g_array_index(pairs, guint, 2 * k);

			if (pa == p)
				return g_array_index(pairs, guint, 2 * k + 1);
			if (pa < p)
				q = g_array_index(pairs, guint, 2 * k + 1) + 1;
		}
		return q;
	}
	for (guint k = 0; k < n; k++) {
		guint pa = g_array_index(pairs, guint, 2 * k);

		if (p > 0 && pa == p - 1)
			return g_array_index(pairs, guint, 2 * k + 1) + 1;
		if (pa >= p)
			return g_array_index(pairs, guint, 2 * k + 1);
	}
	return ql;
}

/* Post bounds of a pre span from the pairs just outside it. */
static guint map_near(GArray *pairs, guint p, gboolean start, guint qf, guint ql)
{
	guint n = pairs->len / 2;

	if (start) {
		guint q = qf;

		for (guint k = 0; k < n; k++)
			if (g_array_index(pairs, guint, 2 * k) < p)
				q = g_array_index(pairs, guint, 2 * k + 1) + 1;
		return q;
	}
	for (guint k = 0; k < n; k++)
		if (g_array_index(pairs, guint, 2 * k) >= p)
			return g_array_index(pairs, guint, 2 * k + 1);
	return ql;
}

static gboolean balanced(struct image *im, guint f, guint l)
{
	int d = 0;

	for (guint i = f; i < l; i++) {
		struct cf_token *t = tok(im, i);

		if (t->kind != CF_PUNCT || t->text[1])
			continue;
		if (strchr("({[", t->text[0]))
			d++;
		else if (strchr(")}]", t->text[0]) && --d < 0)
			return FALSE;
	}
	return d == 0;
}

/* Is im[i] the issue word?  ".name" only matches a member: after '.' or "->". */
static gboolean word_at(struct image *im, guint i, const char *word)
{
	if (word[0] == '.') {
		const char *prev = i ? tok(im, i - 1)->text : "";

		return strcmp(tok(im, i)->text, word + 1) == 0 &&
		       (strcmp(prev, ".") == 0 || strcmp(prev, "->") == 0);
	}
	return strcmp(tok(im, i)->text, word) == 0;
}

static gboolean region_has(struct image *im, guint f, guint l, const char *word)
{
	for (guint i = f; i < l; i++)
		if (word_at(im, i, word))
			return TRUE;
	return FALSE;
}

/* The argument of the call opened at im[open] that holds [a, b); FALSE when none does. */
static gboolean arg_span(struct image *im, guint open, guint close, guint a, guint b, guint *as,
			 guint *ae, guint *idx)
{
	guint s = open + 1, n = 0;
	int d = 0;

	for (guint i = open + 1; i <= close; i++) {
		struct cf_token *t = tok(im, i);

		if (t->kind == CF_PUNCT && !t->text[1] && strchr("({[", t->text[0]))
			d++;
		else if (t->kind == CF_PUNCT && !t->text[1] && strchr(")}]", t->text[0]) &&
			 i != close)
			d--;
		if ((d == 0 && syn_tok_is(t, ",")) || i == close) {
			if (s <= a && b <= i && s < i) {
				*as = s;
				*ae = i;
				*idx = n;
				return TRUE;
			}
			s = i + 1;
			n++;
		}
	}
	return FALSE;
}

static gboolean arg_region(struct ctx *c, GArray *pairs, guint pf, guint pl, guint qf, guint ql,
			   struct region *r)
{
	guint s, e, qs = 0, as, ae, qas, qae, i1, i2;
	gboolean found = FALSE;

	if (r->pa == r->pb || r->qa == r->qb)
		return FALSE;
	if (!enclosing_call(&c->pre, pf, pl, r->pa, r->pb, &s, &e) || s >= r->pa)
		return FALSE;
	for (guint k = 0; k < pairs->len / 2; k++)
		if (g_array_index(pairs, guint, 2 * k) == s) {
			qs = g_array_index(pairs, guint, 2 * k + 1);
			found = TRUE;
		}
	if (!found || qs >= r->qa)
		return FALSE;
	if (!arg_span(&c->pre, s + 1, e - 1, r->pa, r->pb, &as, &ae, &i1))
		return FALSE;
	if (!arg_span(&c->post, qs + 1, syn_match_bracket(c->post.toks, qs + 1, ql), r->qa, r->qb,
		      &qas, &qae, &i2) || i1 != i2)
		return FALSE;
	r->pa = as;
	r->pb = ae;
	r->qa = qas;
	r->qb = qae;
	r->call = FALSE;
	return TRUE;
}

/* Pre bounds of a post span from the pairs just outside it (map_near the other way). */
static guint unmap_near(GArray *pairs, guint q, gboolean start, guint pf, guint pl)
{
	guint n = pairs->len / 2;

	if (start) {
		guint p = pf;

		for (guint k = 0; k < n; k++)
			if (g_array_index(pairs, guint, 2 * k + 1) < q)
				p = g_array_index(pairs, guint, 2 * k) + 1;
		return p;
	}
	for (guint k = 0; k < n; k++)
		if (g_array_index(pairs, guint, 2 * k + 1) >= q)
			return g_array_index(pairs, guint, 2 * k);
	return pl;
}

/*
 * Widens r to whole statements on both sides until they correspond: three old statements that
 * became one new one (init_timer() and two assignments made a timer_setup()) form one region.
 */
static gboolean stmt_span(struct ctx *c, GArray *pairs, guint pf, guint pl, guint qf, guint ql,
			  struct region *r)
{
	struct region w = *r;

	for (guint round = 0; round < 8; round++) {
		guint s, e, qs, qe, ps, pe;

		if (w.pb > w.pa) {
			enclosing_stmt(&c->pre, pf, pl, w.pa, w.pa + 1, &s, &e);
			ps = s;
			enclosing_stmt(&c->pre, pf, pl, w.pb - 1, w.pb, &s, &e);
			pe = e;
		} else {
			ps = w.pa;
			pe = w.pb;
		}
		qs = MIN(w.qa, map_near(pairs, ps, TRUE, qf, ql));
		qe = MAX(w.qb, map_near(pairs, pe, FALSE, qf, ql));
		if (qe > qs) {
			enclosing_stmt(&c->post, qf, ql, qs, qs + 1, &s, &e);
			qs = s;
			enclosing_stmt(&c->post, qf, ql, qe - 1, qe, &s, &e);
			qe = e;
		}
		ps = MIN(ps, unmap_near(pairs, qs, TRUE, pf, pl));
		pe = MAX(pe, unmap_near(pairs, qe, FALSE, pf, pl));
		if (ps == w.pa && pe == w.pb && qs == w.qa && qe == w.qb)
			break;
		w.pa = ps;
		w.pb = pe;
		w.qa = qs;
		w.qb = qe;
	}
	if (!balanced(&c->pre, w.pa, w.pb) || !balanced(&c->post, w.qa, w.qb))
		return FALSE;
	if (w.pb > w.pa && !syn_tok_is(tok(&c->pre, w.pb - 1), ";"))
		return FALSE;
	w.call = FALSE;
	w.insert = FALSE;
	*r = w;
	return TRUE;
}

/* Changed regions of pre[pf, pl) vs post[qf, ql), each widened to a whole call or statement. */
static GArray *body_regions(struct ctx *c, guint pf, guint pl, guint qf, guint ql, GHashTable *params)
{
	g_autoptr(GArray) pairs = diff(c, pf, pl, qf, ql);
	GArray *regs = g_array_new(FALSE, FALSE, sizeof(struct region));
	guint n = pairs->len / 2, pp = pf, qq = qf;
	struct region gap;

	for (guint k = 0; k <= n; k++) {
		guint pa = k < n ? g_array_index(pairs, guint, 2 * k) : pl;
		guint qa = k < n ? g_array_index(pairs, guint, 2 * k + 1) : ql;
		struct region r = { pp, pa, qq, qa, FALSE };

		pp = pa + 1;
		qq = qa + 1;
		if (r.pa == r.pb && r.qa == r.qb)
			continue;
		/* New statements: kept as an insertion, anchored by what precedes them. */
		if (r.pa == r.pb && r.qb > r.qa && syn_tok_is(tok(&c->post, r.qb - 1), ";") &&
		    balanced(&c->post, r.qa, r.qb) && r.qa > 0 &&
		    (syn_tok_is(tok(&c->post, r.qa - 1), ";") || syn_tok_is(tok(&c->post, r.qa - 1), "{") ||
		     syn_tok_is(tok(&c->post, r.qa - 1), "}"))) {
			r.insert = TRUE;
			g_array_append_val(regs, r);
			continue;
		}
		/* Tokens put before a parameter ("(u32 *)" before data): the parameter's use changes. */
		if (params && r.pa == r.pb && r.pb < pl && r.qb < ql && r.qb > r.qa &&
		    tok(&c->pre, r.pb)->kind == CF_IDENT &&
		    g_hash_table_contains(params, tok(&c->pre, r.pb)->text) &&
		    strcmp(tok(&c->pre, r.pb)->text, tok(&c->post, r.qb)->text) == 0 &&
		    balanced(&c->post, r.qa, r.qb)) {
			r.pb++;
			r.qb++;
		}
		/* A parameter replaced by an expression: that use alone is the change. */
		if (params && r.pb == r.pa + 1 && tok(&c->pre, r.pa)->kind == CF_IDENT &&
		    g_hash_table_contains(params, tok(&c->pre, r.pa)->text) && r.qb > r.qa &&
		    balanced(&c->post, r.qa, r.qb) && !region_has(&c->post, r.qa, r.qb, ";") &&
		    !region_has(&c->post, r.qa, r.qb, ",") && !region_has(&c->post, r.qa, r.qb, "=") &&
		    r.pa > pf && !syn_tok_is(tok(&c->pre, r.pa - 1), ".") &&
		    !syn_tok_is(tok(&c->pre, r.pa - 1), "->") &&
		    !is_call_name(&c->pre, r.pa, pl)) {
			if (regs->len) {
				struct region *last = &g_array_index(regs, struct region, regs->len - 1);

				if (r.pa < last->pb)
					continue;
			}
			g_array_append_val(regs, r);
			continue;
		}
		/* Inside one argument of an unchanged call: the argument alone is the change. */
		if (arg_region(c, pairs, pf, pl, qf, ql, &r)) {
			if (regs->len) {
				struct region *last = &g_array_index(regs, struct region, regs->len - 1);

				if (r.pa < last->pb)
					continue;
			}
			g_array_append_val(regs, r);
			continue;
		}
		gap = r;
		for (guint round = 0; round < 6; round++) {
			guint s, e;
			gboolean ok;

			if (r.pa < r.pb && is_call_name(&c->pre, r.pa, pl)) {
				s = r.pa;
				e = syn_match_bracket(c->pre.toks, r.pa + 1, pl) + 1;
				if (e < r.pb)
					e = r.pb;
				ok = TRUE;
			} else {
				ok = enclosing_call(&c->pre, pf, pl, r.pa, r.pb, &s, &e);
			}
			if (!ok) {
				enclosing_stmt(&c->pre, pf, pl, r.pa, r.pb, &s, &e);
				r.call = FALSE;
			} else {
				r.call = TRUE;
			}
			if (s > r.pa)
				s = r.pa;
			if (e < r.pb)
				e = r.pb;
			{
				guint qa = MIN(r.qa, map_pos(pairs, s, TRUE, qf, ql));
				guint qb = MAX(r.qb, map_pos(pairs, e, FALSE, qf, ql));

				/* Pairs inside the span may cross; then the neighbouring pairs bound it. */
				if (!balanced(&c->post, qa, qb)) {
					qa = MIN(r.qa, map_near(pairs, s, TRUE, qf, ql));
					qb = MAX(r.qb, map_near(pairs, e, FALSE, qf, ql));
				}
				r.qa = qa;
				r.qb = qb;
			}
			r.pa = s;
			r.pb = e;
			if (balanced(&c->pre, r.pa, r.pb) && balanced(&c->post, r.qa, r.qb))
				break;
			if (r.pa > pf)
				r.pa--;
		}
		/* No call or statement alone: whole statements that correspond on both sides. */
		if (!balanced(&c->pre, r.pa, r.pb) || !balanced(&c->post, r.qa, r.qb)) {
			r = gap;
			if (!stmt_span(c, pairs, pf, pl, qf, ql, &r))
				continue;
		}
		/* LCS may align new statements with the old ones next to them: old text that is a
		 * suffix or prefix of the new text makes an insertion. */
		if (r.pb > r.pa && r.qb - r.qa > r.pb - r.pa) {
			guint n2 = r.pb - r.pa, m2 = r.qb - r.qa;
			gboolean suf = TRUE, pre = TRUE;

			for (guint i = 0; i < n2; i++) {
				if (tok(&c->pre, r.pa + i)->text != tok(&c->post, r.qb - n2 + i)->text)
					suf = FALSE;
				if (tok(&c->pre, r.pa + i)->text != tok(&c->post, r.qa + i)->text)
					pre = FALSE;
			}
			if (suf && syn_tok_is(tok(&c->post, r.qa + m2 - n2 - 1), ";") &&
			    balanced(&c->post, r.qa, r.qa + m2 - n2)) {
				r.qb = r.qa + m2 - n2;
				r.pb = r.pa;
				r.insert = TRUE;
			} else if (pre && syn_tok_is(tok(&c->post, r.qb - 1), ";") &&
				   balanced(&c->post, r.qa + n2, r.qb)) {
				r.qa += n2;
				r.pa = r.pb;
				r.insert = TRUE;
			}
		}
		/* Merge with the previous region when they overlap. */
		if (regs->len) {
			struct region *last = &g_array_index(regs, struct region, regs->len - 1);

			if (r.pa < last->pb) {
				last->pb = MAX(last->pb, r.pb);
				last->qb = MAX(last->qb, r.qb);
				last->pa = MIN(last->pa, r.pa);
				last->qa = MIN(last->qa, r.qa);
				last->call = last->call && r.call;
				continue;
			}
		}
		g_array_append_val(regs, r);
	}
	return regs;
}


/* Is name a function the example file defines? */
static gboolean is_local_func(struct ctx *c, const char *name)
{
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *f = item(&c->pre, i);

		if (f->kind == CF_ITEM_FUNC && strcmp(f->name, name) == 0)
			return TRUE;
	}
	return FALSE;
}

/* Maps the token at im[i] (region [f, l)) into out; returns how many tokens it took. */
static guint map_one(struct ctx *c, struct rctx *R, struct image *im, guint i, guint f, guint l,
		     gboolean plus, GPtrArray *out)
{
	struct cf_token *t = tok(im, i), *n = i + 1 < l ? tok(im, i + 1) : NULL;

	if ((syn_tok_is(t, "struct") || syn_tok_is(t, "union")) && n && n->kind == CF_IDENT &&
	    g_hash_table_contains(c->tags, n->text)) {
		g_autofree char *mv = mv_name("mt_", n->text);

		rctx_declare(R, "type", mv);
		g_ptr_array_add(out, g_steal_pointer(&mv));
		return 2;
	}
	if (t->kind == CF_IDENT)
		g_ptr_array_add(out, g_strdup(rmap_ident(c, R, t->text,
							 i > f ? tok(im, i - 1)->text : NULL,
							 i >= f + 2 ? tok(im, i - 2)->text : NULL, plus)));
	else
		g_ptr_array_add(out, g_strdup(t->text));
	return 1;
}

/* Words of im[f, l) for rule R. */
static GPtrArray *rmap_words(struct ctx *c, struct rctx *R, struct image *im, guint f, guint l,
			     gboolean plus)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = f; i < l;)
		i += map_one(c, R, im, i, f, l, plus, w);
	return w;
}

/* Does the argument im[f, l) name something of the example that rule R must follow? */
static gboolean arg_structured(struct ctx *c, struct rctx *R, struct image *im, guint f, guint l)
{
	for (guint i = f; i < l; i++) {
		struct cf_token *t = tok(im, i);
		const char *prev = i > f ? tok(im, i - 1)->text : NULL;

		if (t->kind != CF_IDENT || is_keyword(t->text))
			continue;
		if (prev && (!strcmp(prev, "->") || !strcmp(prev, ".")) &&
		    g_hash_table_contains(c->fields, t->text))
			return TRUE;
		if (g_hash_table_contains(R->extra, t->text) || g_hash_table_contains(c->bound, t->text))
			return TRUE;
		if (is_local(c, t->text) && !(R->locals && g_hash_table_contains(R->locals, t->text)))
			return TRUE;
	}
	return FALSE;
}

/*
 * The example reaches a struct through a pointer (p->timer, p as a value) where a driver may hold
 * the struct itself (dev.timer, &dev), or the other way round.  other_access() rewrites the uses
 * of metavariable mv in w into the other form, or returns NULL when one of them has no such form.
 */
static GPtrArray *other_access(GPtrArray *w, const char *mv, gboolean to_object)
{
	GPtrArray *o = g_ptr_array_new_with_free_func(g_free);

	for (guint i = 0; i < w->len; i++) {
		const char *x = w->pdata[i], *next = i + 1 < w->len ? w->pdata[i + 1] : "";
		gboolean amp = o->len && !strcmp(o->pdata[o->len - 1], "&");

		if (strcmp(x, mv)) {
			g_ptr_array_add(o, g_strdup(x));
			continue;
		}
		if (!strcmp(next, to_object ? "->" : ".")) {
			/* x->f is s.f; "&" before it takes the member's address either way */
			g_ptr_array_add(o, g_strdup(x));
			g_ptr_array_add(o, g_strdup(to_object ? "." : "->"));
			i++;
			continue;
		}
		if (to_object == amp)
			goto fail;	/* &p, or the struct s used as a value */
		if (amp)
			g_ptr_array_remove_index(o, o->len - 1);
		else
			g_ptr_array_add(o, g_strdup("&"));
		g_ptr_array_add(o, g_strdup(x));
	}
	return o;
fail:
	g_ptr_array_unref(o);
	return NULL;
}

/*
 * The other access form of the words of a region (see other_access()) for every name of the
 * example's that R turned into a metavariable and that the - code uses as "x->f" (or only as
 * "x.f" and "&x"); FALSE when there is none or some use has no other form.
 */
static gboolean other_form(struct rctx *R, GPtrArray *mw, GPtrArray *pw, GPtrArray **mo,
			   GPtrArray **po)
{
	g_autoptr(GPtrArray) m = g_ptr_array_ref(mw), p = g_ptr_array_ref(pw);
	gboolean any = FALSE;

	for (guint i = 0; i + 1 < mw->len; i++) {
		const char *x = mw->pdata[i], *next = mw->pdata[i + 1];
		gboolean to_object = !strcmp(next, "->");
		g_autoptr(GPtrArray) m2 = NULL, p2 = NULL;
		gboolean seen = FALSE;

		if (!g_hash_table_contains(R->declared, x) || (!to_object && strcmp(next, ".")) ||
		    !(g_str_has_prefix(x, "ml_") || g_str_has_prefix(x, "mx_") ||
		      g_str_has_prefix(x, "mf_")))
			continue;
		/* the first use decides */
		for (guint j = 0; j < i && !seen; j++)
			seen = strcmp(mw->pdata[j], x) == 0;
		if (seen)
			continue;
		m2 = other_access(m, x, to_object);
		p2 = m2 ? other_access(p, x, to_object) : NULL;
		if (!p2)
			return FALSE;
		g_ptr_array_unref(m);
		g_ptr_array_unref(p);
		m = g_steal_pointer(&m2);
		p = g_steal_pointer(&p2);
		any = TRUE;
	}
	if (!any)
		return FALSE;
	*mo = g_steal_pointer(&m);
	*po = g_steal_pointer(&p);
	return TRUE;
}

/* Is mv declared by R itself ("kind mv;"), not inherited ("kind rule.mv;")? */
static gboolean declared_here(struct rctx *R, const char *mv)
{
	gsize n = strlen(mv);

	if (!g_hash_table_contains(R->declared, mv))
		return FALSE;
	for (const char *l = R->decls->str; *l;) {
		const char *e = strchr(l, '\n');
		gsize len = e ? (gsize)(e - l) : strlen(l);

		if (len > n + 1 && l[len - 1] == ';' && !strncmp(l + len - 1 - n, mv, n) &&
		    l[len - 2 - n] == ' ')
			return TRUE;
		l += len + (e != NULL);
	}
	return FALSE;
}

static gboolean has_word(GPtrArray *w, const char *word)
{
	for (guint i = 0; i < w->len; i++)
		if (!strcmp(w->pdata[i], word))
			return TRUE;
	return FALSE;
}

static gboolean ends_stmt(GPtrArray *w)
{
	return w->len && (!strcmp(w->pdata[w->len - 1], ";") || !strcmp(w->pdata[w->len - 1], "}"));
}

static void emit_minus_plus(GString *out, GPtrArray *mw, GPtrArray *pw)
{
	g_string_append(out, "- ");
	append_words(out, mw);
	g_string_append(out, "\n");
	if (pw->len) {
		g_string_append(out, "+ ");
		append_words(out, pw);
		g_string_append(out, "\n");
	}
}

/*
 * Emits "- old\n+ new\n" for one region into out, declarations into R.  In a call, an argument
 * becomes one expression metavariable, matched on both sides by its text, unless it names the
 * example's own things (its functions, struct members, the function's parameters): then its
 * tokens map one by one so that later rules can follow them.  whole: every argument is one
 * expression (the less specific variant).  FALSE when the region is not balanced.
 */
static gboolean emit_region(struct ctx *c, struct rctx *R, struct region *r, GString *out,
			    gboolean whole)
{
	g_autoptr(GPtrArray) mw = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) mo = NULL, po = NULL;
	g_autoptr(GPtrArray) pw = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func(g_free);	/* arg texts */
	g_autoptr(GPtrArray) argmv = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GArray) spans = g_array_new(FALSE, FALSE, sizeof(guint));
	guint nbound = c->bound_order->len;

	if (r->insert || !balanced(&c->pre, r->pa, r->pb) || !balanced(&c->post, r->qa, r->qb))
		return FALSE;
	if (r->call && r->pb > r->pa + 2 && syn_tok_is(tok(&c->pre, r->pa + 1), "(")) {
		/* The call's own parentheses: a region may go on after them (its ';'). */
		guint open = r->pa + 1, close = syn_match_bracket(c->pre.toks, r->pa + 1, r->pb),
		      s = open + 1;
		int d = 0;

		for (guint i = open + 1; close < r->pb && i <= close; i++) {
			struct cf_token *t = tok(&c->pre, i);

			if (t->kind == CF_PUNCT && !t->text[1] && strchr("({[", t->text[0]))
				d++;
			else if (t->kind == CF_PUNCT && !t->text[1] && strchr(")}]", t->text[0]) &&
				 i != close)
				d--;
			if ((d == 0 && syn_tok_is(t, ",")) || i == close) {
				if (i > s) {
					guint ss = s, ee = i;

					g_array_append_val(spans, ss);
					g_array_append_val(spans, ee);
				}
				s = i + 1;
			}
		}
	}
	for (guint i = r->pa; i < r->pb;) {
		gboolean arg = FALSE;

		for (guint k = 0; k < spans->len / 2; k++) {
			guint s = g_array_index(spans, guint, 2 * k), e = g_array_index(spans, guint, 2 * k + 1);
			gboolean single = e == s + 1 && tok(&c->pre, s)->kind == CF_IDENT;
			char *mv;

			if (s != i)
				continue;
			if (!whole && !single && arg_structured(c, R, &c->pre, s, e))
				break;
			/* Less specific: only the example's functions stay names (later rules follow them). */
			if (single && (!whole || is_local_func(c, tok(&c->pre, s)->text) ||
				       g_hash_table_contains(R->extra, tok(&c->pre, s)->text)) &&
			    arg_structured(c, R, &c->pre, s, e))
				break;
			mv = g_strdup_printf("me%u", ++c->nexpr);
			rctx_declare(R, "expression", mv);
			g_ptr_array_add(mw, g_strdup(mv));
			g_ptr_array_add(args, range_text(&c->pre, s, e));
			g_ptr_array_add(argmv, mv);
			i = e;
			arg = TRUE;
			break;
		}
		if (arg)
			continue;
		i += map_one(c, R, &c->pre, i, r->pa, r->pb, FALSE, mw);
	}
	/* Plus side: any run of tokens equal to an old argument becomes its metavariable. */
	for (guint i = r->qa; i < r->qb;) {
		guint best = 0, bestlen = 0;

		for (guint k = 0; k < args->len; k++) {
			g_auto(GStrv) w = g_strsplit(args->pdata[k], " ", -1);
			guint n = g_strv_length(w), m;

			if (n <= bestlen || i + n > r->qb)
				continue;
			for (m = 0; m < n; m++)
				if (strcmp(tok(&c->post, i + m)->text, w[m]))
					break;
			if (m == n) {
				best = k;
				bestlen = n;
			}
		}
		if (bestlen) {
			g_ptr_array_add(pw, g_strdup(argmv->pdata[best]));
			i += bestlen;
			continue;
		}
		i += map_one(c, R, &c->post, i, r->qa, r->qb, TRUE, pw);
	}
	/* A type metavariable, any of the rule's own when alone, must be bound by the - side. */
	for (guint i = 0; i < pw->len; i++) {
		const char *w = pw->pdata[i];
		gboolean seen = FALSE;

		if (R->alone ? !declared_here(R, w) : !g_str_has_prefix(w, "mt_"))
			continue;
		for (guint j = 0; j < mw->len && !seen; j++)
			seen = strcmp(mw->pdata[j], w) == 0;
		if (!seen) {
			/* what this attempt published is not bound after all */
			while (c->bound_order->len > nbound) {
				g_hash_table_remove(c->bound, c->bound_order->pdata[c->bound_order->len - 1]);
				g_ptr_array_remove_index(c->bound_order, c->bound_order->len - 1);
			}
			return FALSE;
		}
	}
	rctx_typedefs(R, mw);
	rctx_typedefs(R, pw);
	/* a disjunction of expressions cannot hold + statements */
	if ((ends_stmt(mw) || !has_word(pw, ";")) && other_form(R, mw, pw, &mo, &po)) {
		/* both forms, in a disjunction: the example's first */
		g_string_append(out, "(\n");
		emit_minus_plus(out, mw, pw);
		g_string_append(out, "|\n");
		emit_minus_plus(out, mo, po);
		g_string_append(out, ")\n");
		g_string_append_printf(c->notes, "%s: the example's pointer and struct accesses "
				       "(p->f, &s.f) both match\n", R->name ? R->name : "rule");
		return TRUE;
	}
	emit_minus_plus(out, mw, pw);
	return TRUE;
}

/* ---- functions ---- */

struct param {
	char *name;
	guint f, l;		/* type and name tokens */
};

static void param_free(gpointer p)
{
	struct param *x = p;

	g_free(x->name);
	g_free(x);
}

/* Parameters of the function item; open and close get the parenthesis positions. */
static GPtrArray *params(struct image *im, struct cf_item *it, guint *open, guint *close)
{
	GPtrArray *ps = g_ptr_array_new_with_free_func(param_free);
	guint i, s;
	int d = 0;

	for (i = it->first; i < it->last; i++)
		if (syn_tok_is(tok(im, i), "(") && i > it->first &&
		    strcmp(tok(im, i - 1)->text, it->name) == 0)
			break;
	*open = i;
	*close = syn_match_bracket(im->toks, i, it->last);
	for (s = i + 1, i = s; i <= *close; i++) {
		struct cf_token *t = tok(im, i);

		if (syn_tok_is(t, "(") || syn_tok_is(t, "["))
			d++;
		else if ((syn_tok_is(t, ")") || syn_tok_is(t, "]")) && i != *close)
			d--;
		if ((d == 0 && syn_tok_is(t, ",")) || i == *close) {
			if (i > s && !(i == s + 1 && syn_tok_is(tok(im, s), "void"))) {
				struct param *p = g_new0(struct param, 1);

				p->f = s;
				p->l = i;
				for (guint j = i; j-- > s;)
					if (tok(im, j)->kind == CF_IDENT && !is_keyword(tok(im, j)->text)) {
						p->name = g_strdup(tok(im, j)->text);
						break;
					}
				if (!p->name)
					p->name = g_strdup("");
				g_ptr_array_add(ps, p);
			}
			s = i + 1;
		}
	}
	return ps;
}

/* Words of a parameter's type (without its name) as text: "struct spi_device *". */
static char *param_type(struct image *im, struct param *p)
{
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);

	for (guint i = p->f; i < p->l; i++)
		if (!(tok(im, i)->kind == CF_IDENT && strcmp(tok(im, i)->text, p->name) == 0))
			g_ptr_array_add(w, g_strdup(tok(im, i)->text));
	return words_text(w);
}

/*
 * In the kernel tree, the member of "struct A" whose type is "struct B" (not a pointer), so that
 * "&old->member" can become the new "struct B *" parameter.  NULL when not found.
 */
static char *kernel_member(const char *kdir, const char *outer, const char *inner)
{
	if (!outer || !inner || !g_str_has_prefix(outer, "struct "))
		return NULL;
	return cf_ktree_member_of_type(cf_ktree_get(kdir), outer, inner);
}

/* In the kernel tree, an inline function "struct A *f(struct B *)": how to get back the old type. */
static char *kernel_converter(const char *kdir, const char *outer, const char *inner)
{
	if (!outer || !inner || !g_str_has_prefix(outer, "struct "))
		return NULL;
	return cf_ktree_converter(cf_ktree_get(kdir), outer, inner);
}

/* Base struct of a pointer parameter type "struct x *" → "struct x", or NULL. */
static char *pointee(const char *type)
{
	g_autofree char *t = g_strstrip(g_strdup(type));
	gsize n = strlen(t);

	if (!g_str_has_prefix(t, "struct ") || n < 2 || t[n - 1] != '*' || strchr(t, '*') != t + n - 1)
		return NULL;
	t[n - 1] = 0;
	return g_strdup(g_strstrip(t));
}

/* Names the example function declares: parameters and locals (a heuristic on declarations). */
static const char *struct_tag(struct image *im, guint f, guint l)
{
	for (guint i = f; i + 1 < l && i < f + 3; i++)
		if ((syn_tok_is(tok(im, i), "struct") || syn_tok_is(tok(im, i), "union")) &&
		    tok(im, i + 1)->kind == CF_IDENT)
			return tok(im, i + 1)->text;
	return NULL;
}

static GHashTable *func_locals(struct image *im, struct cf_item *it, GHashTable *types)
{
	GHashTable *set = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GPtrArray) ps = NULL;
	guint open, close, i;

	ps = params(im, it, &open, &close);
	for (i = 0; i < ps->len; i++) {
		struct param *p = ps->pdata[i];
		const char *tag = struct_tag(im, p->f, p->l);

		if (!*p->name)
			continue;
		g_hash_table_add(set, g_strdup(p->name));
		if (tag && types)
			g_hash_table_insert(types, g_strdup(p->name), g_strdup(tag));
	}
	for (i = close + 1; i < it->last; i++) {
		struct cf_token *t = tok(im, i), *n = tok(im, i + 1);
		const char *prev = tok(im, i - 1)->text;
		int d = 0;

		if (!(strcmp(prev, "{") == 0 || strcmp(prev, ";") == 0 || strcmp(prev, "}") == 0))
			continue;
		if (!(t->kind == CF_IDENT && n && (n->kind == CF_IDENT || syn_tok_is(n, "*"))))
			continue;
		if (!strcmp(t->text, "return") || !strcmp(t->text, "goto") || !strcmp(t->text, "case"))
			continue;
		/* A declaration: collect each declarator's name, skipping initializers. */
		for (guint j = i + 1; j < it->last; j++) {
			struct cf_token *x = tok(im, j), *y = tok(im, j + 1);

			if (x->kind == CF_PUNCT && !x->text[1] && strchr("({[", x->text[0]))
				d++;
			else if (x->kind == CF_PUNCT && !x->text[1] && strchr(")}]", x->text[0]))
				d--;
			if (d == 0 && syn_tok_is(x, ";"))
				break;
			if (d == 0 && x->kind == CF_IDENT && !is_keyword(x->text) && y &&
			    (syn_tok_is(y, "=") || syn_tok_is(y, ";") || syn_tok_is(y, ",") ||
			     syn_tok_is(y, "["))) {
				const char *tag = struct_tag(im, i, j);

				g_hash_table_add(set, g_strdup(x->text));
				if (tag && types)
					g_hash_table_insert(types, g_strdup(x->text), g_strdup(tag));
				if (syn_tok_is(y, "=")) {
					/* skip the initializer */
					int e = 0;

					for (j = j + 2; j < it->last; j++) {
						struct cf_token *z = tok(im, j);

						if (z->kind == CF_PUNCT && !z->text[1] && strchr("({[", z->text[0]))
							e++;
						else if (z->kind == CF_PUNCT && !z->text[1] &&
							 strchr(")}]", z->text[0]))
							e--;
						if (e == 0 && (syn_tok_is(z, ",") || syn_tok_is(z, ";")))
							break;
					}
					if (j < it->last && syn_tok_is(tok(im, j), ";"))
						break;
				}
			}
		}
	}
	return set;
}

static void add_alt(GString *body, guint *alts, const char *text)
{
	if ((*alts)++)
		g_string_append(body, "|\n");
	g_string_append(body, text);
}

/*
 * Rule for a linked function whose definition the example changed: new signature, old
 * parameters followed into the body, the body's changed calls generalized.  fn is the
 * metavariable "rule.mv" bound for the function's name.
 */
static void emit_func_rule(struct ctx *c, guint pi, const char *fn)
{
	struct cf_item *a = item(&c->pre, pi), *b;
	g_autoptr(GPtrArray) pp = NULL, qp = NULL;
	g_autoptr(GString) body = g_string_new(NULL), prolog = g_string_new(NULL);
	g_autoptr(GString) ft = g_string_new(NULL), sbody = g_string_new(NULL);
	g_autoptr(GArray) regs = NULL, qpairs = NULL;
	g_autoptr(GHashTable) touched = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GHashTable) kept = g_hash_table_new(g_str_hash, g_str_equal);
	guint salts = 0;
	g_autoptr(GPtrArray) hw = NULL, qhw = NULL;
	g_autofree char *hdr = NULL, *qhdr = NULL, *rname = NULL;
	guint po, pc, qo, qc, alts = 0;
	gboolean sig_changed = FALSE;
	const char *dot = strchr(fn, '.');
	const char *fmv = dot ? dot + 1 : fn;
	int q = c->pre_to_post[pi];
	struct rctx R;

	if (q < 0 || c->func_done[pi])
		return;
	c->func_done[pi] = TRUE;
	b = item(&c->post, q);
	pp = params(&c->pre, a, &po, &pc);
	qp = params(&c->post, b, &qo, &qc);
	rname = g_strdup_printf("f%u", ++c->nrule);
	rctx_init(&R, rname, TRUE);
	R.locals = func_locals(&c->pre, a, R.ltypes);
	g_hash_table_add(R.declared, g_strdup(fmv));
	g_string_append_printf(R.decls, "identifier %s;\n", fn);
	g_hash_table_insert(R.extra, g_strdup(a->name), g_strdup(fmv));
	if (pc - po != qc - qo)
		sig_changed = TRUE;
	for (guint i = 0; !sig_changed && i < pc - po; i++)
		if (strcmp(tok(&c->pre, po + i)->text, tok(&c->post, qo + i)->text))
			sig_changed = TRUE;
	/* The signature names the parameters; otherwise the body declares those it uses. */
	for (guint i = 0; sig_changed && i < pp->len; i++) {
		struct param *p = pp->pdata[i];

		if (*p->name)
			bind_here(c, &R, "identifier", "mp_", p->name, FALSE);
	}

	/* Return type and qualifiers before the name, without storage class. */
	hw = decl_type(&c->pre, a, po - 1);
	qhw = decl_type(&c->post, b, qo - 1);
	hdr = words_text(hw);
	qhdr = words_text(qhw);

	{
		g_autoptr(GHashTable) names = g_hash_table_new(g_str_hash, g_str_equal);

		for (guint i = 0; i < pp->len; i++)
			g_hash_table_add(names, ((struct param *)pp->pdata[i])->name);
		regs = body_regions(c, pc + 1, a->last, qc + 1, b->last, names);
	}
	qpairs = diff(c, pc + 1, a->last, qc + 1, b->last);
	/* Parameters the change removed or retyped: the body changes that concern them. */
	for (guint i = 0; i < pp->len; i++) {
		struct param *o = pp->pdata[i];
		g_autofree char *ot = param_type(&c->pre, o);
		gboolean same = FALSE;

		for (guint j = 0; j < qp->len && !same; j++) {
			struct param *n = qp->pdata[j];
			g_autofree char *nt = param_type(&c->post, n);

			same = strcmp(o->name, n->name) == 0 && strcmp(ot, nt) == 0;
		}
		if (!same && *o->name)
			g_hash_table_add(touched, o->name);
	}
	for (guint j = 0; j < qp->len; j++) {
		struct param *n = qp->pdata[j];
		g_autofree char *nt = param_type(&c->post, n);
		gboolean same = FALSE;

		for (guint i = 0; i < pp->len && !same; i++) {
			struct param *o = pp->pdata[i];
			g_autofree char *ot = param_type(&c->pre, o);

			same = strcmp(o->name, n->name) == 0 && strcmp(ot, nt) == 0;
		}
		if (same)
			g_hash_table_add(kept, n->name);
		else if (*n->name)
			g_hash_table_add(touched, n->name);
	}
	for (guint k = 0; k < regs->len; k++) {
		struct region *r = &g_array_index(regs, struct region, k);
		g_autoptr(GString) one = g_string_new(NULL);
		gboolean related = !sig_changed && !strcmp(hdr, qhdr);

		/* With a new signature, only what concerns the parameters or the return follows. */
		for (guint t = r->pa; !related && t < r->pb; t++)
			related = (g_hash_table_contains(touched, tok(&c->pre, t)->text) &&
				   !g_hash_table_contains(kept, tok(&c->pre, t)->text)) ||
				  (strcmp(hdr, qhdr) && syn_tok_is(tok(&c->pre, t), "return"));
		for (guint t = r->qa; !related && t < r->qb; t++)
			related = g_hash_table_contains(touched, tok(&c->post, t)->text) &&
				  !g_hash_table_contains(kept, tok(&c->post, t)->text);
		if (!related) {
			g_string_append_printf(c->notes, "%s: change at %s:%d left out (not about the signature)\n",
					       a->name, c->file->old_path ? c->file->old_path : "?",
					       tok(&c->pre, r->pa < r->pb ? r->pa : pc + 1)->line);
			continue;
		}

		if (r->insert && r->qa == qc + 2) {
			g_autoptr(GPtrArray) w = rmap_words(c, &R, &c->post, r->qa, r->qb, TRUE);

			rctx_typedefs(&R, w);
			g_string_append(prolog, "+ ");
			append_words(prolog, w);
			g_string_append(prolog, "\n");
			g_string_append_printf(c->notes, "%s: new statements at the start of the body carried over\n",
					       a->name);
			continue;
		}
		if (r->insert) {
			g_string_append_printf(c->notes, "%s: statements inserted at %s:%d not carried over (no anchor)\n",
					       a->name, c->file->new_path ? c->file->new_path : "?",
					       tok(&c->post, r->qa)->line);
			continue;
		}
		{
			struct rmark m = rctx_mark(&R);

			if (emit_region(c, &R, r, one, c->param_catchall)) {
				/* Statements and expressions cannot share a disjunction. */
				if (r->pb > r->pa && syn_tok_is(tok(&c->pre, r->pb - 1), ";"))
					add_alt(sbody, &salts, one->str);
				else
					add_alt(body, &alts, one->str);
				continue;
			}
			rctx_rollback(&R, m);
			/* Too narrow (a type only the + side names): the whole statement then. */
			if (r->pb > r->pa && !syn_tok_is(tok(&c->pre, r->pb - 1), ";")) {
				struct region st = *r;
				guint s0, e0;

				enclosing_stmt(&c->pre, pc + 1, a->last, r->pa, r->pb, &s0, &e0);
				st.pa = s0;
				st.pb = e0;
				st.qa = MIN(r->qa, map_near(qpairs, s0, TRUE, qc + 1, b->last));
				st.qb = MAX(r->qb, map_near(qpairs, e0, FALSE, qc + 1, b->last));
				st.call = FALSE;
				g_string_truncate(one, 0);
				if (emit_region(c, &R, &st, one, c->param_catchall))
					add_alt(sbody, &salts, one->str);
				else
					rctx_rollback(&R, m);
			}
		}
	}
	/* Old parameters whose type changed: reach them from the new one through the kernel tree. */
	for (guint i = 0; i < pp->len; i++) {
		struct param *o = pp->pdata[i];
		g_autofree char *ot = param_type(&c->pre, o);
		g_autofree char *os = pointee(ot);
		/* A pointer to const is reached the same way; only its declaration keeps the const. */
		g_autofree char *cs = !os && g_str_has_prefix(ot, "const ") ? pointee(ot + 6) : NULL;
		const char *omv = g_hash_table_lookup(R.extra, o->name);
		gboolean kept = FALSE;

		for (guint j = 0; j < qp->len; j++)
			if (strcmp(((struct param *)qp->pdata[j])->name, o->name) == 0)
				kept = TRUE;
		if (kept || !omv)
			continue;
		for (guint j = 0; j < qp->len; j++) {
			struct param *n = qp->pdata[j];
			g_autofree char *nt = param_type(&c->post, n);
			g_autofree char *ns = pointee(nt);
			g_autofree char *mem = NULL, *conv = NULL, *alt = NULL;
			const char *nmv = g_hash_table_lookup(R.extra, n->name);

			if (cs && ns && strcmp(cs, ns) && c->param_catchall && !prolog->len) {
				conv = kernel_converter(c->kernel_dir, cs, ns);
				if (conv) {
					g_string_append_printf(prolog, "+ %s%s = %s(%s);\n", ot, omv, conv,
							       nmv ? nmv : n->name);
					g_string_append_printf(c->notes,
							       "%s: uses of %s kept through %s(%s), found in the kernel tree\n",
							       a->name, o->name, conv, n->name);
				}
				continue;
			}
			if (!os || !ns || strcmp(os, ns) == 0)
				continue;
			mem = kernel_member(c->kernel_dir, os, ns);
			if (mem) {
				alt = g_strdup_printf("- &%s->%s\n+ %s\n", omv, mem, n->name);
				add_alt(body, &alts, alt);
				g_string_append_printf(c->notes,
						       "%s: &%s->%s becomes %s (the kernel tree's %s has a member %s of type %s)\n",
						       a->name, o->name, mem, n->name, os, mem, ns);
			}
			if (!c->param_catchall || prolog->len)
				continue;
			conv = kernel_converter(c->kernel_dir, os, ns);
			if (conv) {
				g_string_append_printf(prolog, "+ %s *%s = %s(%s);\n", os, omv, conv,
						       n->name);
				g_string_append_printf(c->notes,
						       "%s: other uses of %s kept through %s(%s), found in the kernel tree\n",
						       a->name, o->name, conv, n->name);
			} else if (j == i) {
				g_autofree char *ren = g_strdup_printf("- %s\n+ %s\n", omv, n->name);

				add_alt(body, &alts, ren);
				g_string_append_printf(c->notes, "%s: other uses of %s renamed %s\n",
						       a->name, o->name, n->name);
			}
		}
	}

	/* The header is written first: mapping it may declare more metavariables in R. */
	if (strcmp(hdr, qhdr))
		g_string_append_printf(ft, "- %s\n+ %s\n", hdr, qhdr);
	else
		g_string_append_printf(ft, "  %s\n", hdr);
	if (strcmp(a->name, b->name)) {
		/* The example renamed its function: the target's gets a name made from its own. */
		const char *nn = rmap_ident(c, &R, b->name, NULL, NULL, TRUE);

		g_string_append_printf(ft, "- %s\n+ %s\n  (", fmv, nn);
		g_string_append_printf(c->notes, "%s renamed %s as in the example\n", a->name, b->name);
	} else {
		g_string_append_printf(ft, "  %s(", fmv);
	}
	if (sig_changed) {
		g_autoptr(GPtrArray) mw = rmap_words(c, &R, &c->pre, po + 1, pc, FALSE);
		g_autoptr(GPtrArray) pw = rmap_words(c, &R, &c->post, qo + 1, qc, TRUE);

		g_string_append(ft, "\n- ");
		append_words(ft, mw);
		g_string_append(ft, "\n+ ");
		append_words(ft, pw);
		g_string_append(ft, "\n  )\n");
		for (guint j = 0; j < qp->len; j++) {
			struct param *n = qp->pdata[j];

			if (*n->name && !g_hash_table_contains(R.locals, n->name))
				g_string_append_printf(c->notes,
						       "%s: new parameter %s keeps the example's name\n",
						       a->name, n->name);
		}
	} else {
		g_string_append(ft, "...)\n");
	}
	g_string_append_printf(ft, "  {\n%s", prolog->str);
	if (alts > 1)
		g_string_append_printf(ft, "  <...\n(\n%s)\n  ...>\n  }\n", body->str);
	else if (alts == 1)
		g_string_append_printf(ft, "  <...\n%s  ...>\n  }\n", body->str);
	else
		g_string_append(ft, "  ...\n  }\n");
	/* Statement changes first, in a rule of their own, while the old header still matches. */
	if (salts)
		g_string_append_printf(c->late, "\n@%s_s@\n%s@@\n  %s %s(...)\n  {\n  <...\n%s%s%s  ...>\n  }\n",
				       rname, R.decls->str, hdr, fmv, salts > 1 ? "(\n" : "",
				       sbody->str, salts > 1 ? ")\n" : "");
	g_string_append_printf(c->late, "\n@%s@\n%s@@\n%s", rname, R.decls->str, ft->str);
	/* A prototype of the function must change with it. */
	if (sig_changed || strcmp(hdr, qhdr)) {
		g_autoptr(GPtrArray) mw = rmap_words(c, &R, &c->pre, po + 1, pc, FALSE);
		g_autoptr(GPtrArray) pw = rmap_words(c, &R, &c->post, qo + 1, qc, TRUE);
		GString *pt = g_string_new(NULL);

		g_string_append_printf(pt, "\n@%s_proto@\n", rname);
		for (guint i = 0; i < R.log->len; i++) {
			const char *e = R.log->pdata[i];

			if (e[0] == 'd' && g_str_has_prefix(e + 2, "mp_"))
				g_string_append_printf(pt, "identifier %s;\n", e + 2);
		}
		g_string_append_printf(pt, "identifier %s;\n", fn);
		if (strcmp(a->name, b->name) && strstr(ft->str, "mn_"))
			g_string_append_printf(pt, "identifier mpy.%s;\n",
					       rmap_ident(c, &R, b->name, NULL, NULL, TRUE));
		g_string_append(pt, "@@\n");
		if (strcmp(hdr, qhdr))
			g_string_append_printf(pt, "- %s\n+ %s\n", hdr, qhdr);
		else
			g_string_append_printf(pt, "  %s\n", hdr);
		if (strcmp(a->name, b->name))
			g_string_append_printf(pt, "- %s\n+ %s\n  (", fmv,
					       rmap_ident(c, &R, b->name, NULL, NULL, TRUE));
		else
			g_string_append_printf(pt, "  %s(", fmv);
		if (sig_changed) {
			g_string_append(pt, "\n- ");
			append_words(pt, mw);
			g_string_append(pt, "\n+ ");
			append_words(pt, pw);
			g_string_append(pt, "\n  );\n");
		} else {
			g_string_append(pt, "...);\n");
		}
		/* Only when the signature names no type metavariable: a prototype cannot bind one. */
		if (!strstr(pt->str, "mt_"))
			g_string_append(c->late, pt->str);
		g_string_free(pt, TRUE);
	}
	g_string_append_printf(c->notes, "function %s (%s in the target) follows the example's change\n",
			       a->name, fmv);
	rctx_clear(&R);
}

/* ---- selection ---- */

/* Words of the issue that a relevant hunk must touch. */
static void add_words(GHashTable *set, const char *text)
{
	g_auto(GStrv) parts = NULL;

	if (!text)
		return;
	parts = g_strsplit_set(text, " *()[],&", -1);
	for (guint i = 0; parts[i]; i++)
		if (*parts[i] && !is_keyword(parts[i]) && !g_ascii_isdigit(parts[i][0]))
			g_hash_table_add(set, g_strdup(parts[i]));
}

/* Words of the issue that a relevant hunk must touch: the symbol's, and those in which the
 * expected and actual types differ. */
static GPtrArray *issue_words(const struct red_issue *is)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GHashTable) sym = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) ex = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) ac = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	GHashTableIter it;
	gpointer k;

	if (!is)
		return w;
	/* A missing field or member is only touched where it is named as one. */
	if ((is->kind == RED_NO_MEMBER || is->kind == RED_UNKNOWN_FIELD) && is->symbol &&
	    c_word(is->symbol)) {
		g_ptr_array_add(w, g_strconcat(".", is->symbol, NULL));
		return w;
	}
	add_words(sym, is->symbol);
	add_words(ex, is->expected);
	add_words(ac, is->actual);
	g_hash_table_iter_init(&it, sym);
	while (g_hash_table_iter_next(&it, &k, NULL))
		g_ptr_array_add(w, g_strdup(k));
	g_hash_table_iter_init(&it, ex);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(ac, k) && !g_hash_table_contains(sym, k))
			g_ptr_array_add(w, g_strdup(k));
	g_hash_table_iter_init(&it, ac);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(ex, k) && !g_hash_table_contains(sym, k))
			g_ptr_array_add(w, g_strdup(k));
	return w;
}

/* Does the changed part of pre item pi (against its post) contain word on either side? */
static gboolean change_touches(struct ctx *c, guint pi, const char *word)
{
	struct cf_item *a = item(&c->pre, pi), *b;
	g_autoptr(GArray) pairs = NULL;
	int q = c->pre_to_post[pi];
	guint n, k, i;

	if (q < 0)
		return FALSE;
	b = item(&c->post, q);
	pairs = diff(c, a->first, a->last, b->first, b->last);
	n = pairs->len / 2;
	for (k = 0, i = a->first; i < a->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k) == i) {
			k++;
			continue;
		}
		if (word_at(&c->pre, i, word))
			return TRUE;
	}
	for (k = 0, i = b->first; i < b->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k + 1) == i) {
			k++;
			continue;
		}
		if (word_at(&c->post, i, word))
			return TRUE;
	}
	return FALSE;
}

/* Post item mentions any name of set (as an identifier, in directives too). */
static gboolean mentions(struct image *im, struct cf_item *it, GHashTable *set)
{
	for (guint i = it->first; i < it->last; i++) {
		struct cf_token *t = tok(im, i);

		if (t->kind == CF_IDENT && g_hash_table_contains(set, t->text))
			return TRUE;
		if (t->kind == CF_PP) {
			g_autoptr(GPtrArray) pt = syn_tokenize(t->text + 1, "directive", NULL);

			for (guint j = 0; pt && j < pt->len; j++)
				if (g_hash_table_contains(set, ((struct cf_token *)pt->pdata[j])->text))
					return TRUE;
		}
	}
	return FALSE;
}

static void collect_idents(struct image *im, guint f, guint l, GHashTable *local, GHashTable *into)
{
	for (guint i = f; i < l; i++) {
		struct cf_token *t = tok(im, i);

		if (t->kind == CF_IDENT && g_hash_table_contains(local, t->text))
			g_hash_table_add(into, g_strdup(t->text));
		if (t->kind == CF_PP) {
			g_autoptr(GPtrArray) pt = syn_tokenize(t->text + 1, "directive", NULL);

			for (guint j = 0; pt && j < pt->len; j++) {
				const char *s = ((struct cf_token *)pt->pdata[j])->text;

				if (g_hash_table_contains(local, s))
					g_hash_table_add(into, g_strdup(s));
			}
		}
	}
}

/* Example-local names on the changed tokens of pre item pi and its post. */
static void collect_changed(struct ctx *c, guint pi, GHashTable *into)
{
	struct cf_item *a = item(&c->pre, pi), *b = item(&c->post, c->pre_to_post[pi]);
	g_autoptr(GArray) pairs = diff(c, a->first, a->last, b->first, b->last);
	guint n = pairs->len / 2, k, i;

	for (k = 0, i = a->first; i < a->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k) == i) {
			k++;
			continue;
		}
		collect_idents(&c->pre, i, i + 1, c->local, into);
	}
	for (k = 0, i = b->first; i < b->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k + 1) == i) {
			k++;
			continue;
		}
		collect_idents(&c->post, i, i + 1, c->local, into);
	}
}

/* New declarations (post-only items linked to the selected change), with their guards. */
static char *new_decls(struct ctx *c)
{
	GString *s = g_string_new(NULL);
	int open_cond = -1;

	for (guint i = 0; i < c->post.items->len; i++) {
		struct cf_item *it = item(&c->post, i);

		if (it->kind == CF_ITEM_COND && open_cond >= 0 &&
		    (it->cond == open_cond) && c->post_to_pre[i] >= 0) {
			/* #else / #endif of the guard we reproduced */
			const char *d = it->name + 1;

			while (*d == ' ')
				d++;
			g_string_append_printf(s, "+%s\n", it->name);
			if (g_str_has_prefix(d, "endif"))
				open_cond = -1;
			continue;
		}
		if (!c->included[i])
			continue;
		if (it->cond >= 0 && open_cond != it->cond) {
			struct cf_item *ci = item(&c->post, it->cond);

			if (open_cond >= 0)
				g_string_append(s, "+#endif\n");
			open_cond = it->cond;
			g_string_append_printf(s, "+%s\n", ci->name);
			/* branches before this one are empty in what we add */
			for (guint k = it->cond + 1; k < i; k++) {
				struct cf_item *e = item(&c->post, k);

				if (e->kind == CF_ITEM_COND && e->cond == it->cond)
					g_string_append_printf(s, "+%s\n", e->name);
			}
		} else if (it->cond < 0 && open_cond >= 0) {
			g_string_append(s, "+#endif\n");
			open_cond = -1;
		}
		if (it->kind == CF_ITEM_DEFINE || it->kind == CF_ITEM_PP) {
			g_autofree char *d = map_directive(c, tok(&c->post, it->first)->text);

			g_string_append_printf(s, "+%s\n", d);
		} else {
			g_autoptr(GPtrArray) w = map_words(c, &c->post, it->first, it->last, NULL, TRUE);

			if (it->kind == CF_ITEM_MACROCALL)
				g_hash_table_add(c->declarers, g_strdup(it->macro));
			g_string_append(s, "+");
			append_words(s, w);
			g_string_append(s, "\n");
		}
		g_string_append_printf(c->notes, "new %s %s placed before the struct\n",
				       it->kind == CF_ITEM_DEFINE ? "macro" : "declaration", it->name);
	}
	if (open_cond >= 0)
		g_string_append(s, "+#endif\n");
	if (s->len)
		g_string_append(s, "\n");
	return g_string_free(s, FALSE);
}

/* The script rule turning the example's new names into the target's, by prefix. */
static void emit_script(struct ctx *c, GString *out)
{
	GString *pairs = g_string_new(NULL);
	guint n = 0;

	g_string_append(out, "\n@script:python mpy@\n");
	for (guint i = 0; i < c->bound_order->len; i++) {
		const char *ex = c->bound_order->pdata[i];
		const char *b = g_hash_table_lookup(c->bound, ex);
		const char *dot = strchr(b, '.');

		g_string_append_printf(out, "%s << %s;\n", dot + 1, b);
		g_string_append_printf(pairs, "%s(\"%s\", %s)", n++ ? ", " : "", ex, dot + 1);
	}
	for (guint i = 0; i < c->fresh_order->len; i++)
		g_string_append_printf(out, "%s;\n", (char *)g_hash_table_lookup(c->fresh,
										  c->fresh_order->pdata[i]));
	g_string_append(out, "@@\n");
	g_string_append_printf(out, "expfx = \"%s\"\nfallback = \"%s\"\npairs = [%s]\n", c->expfx,
			       c->target_prefix ? c->target_prefix : "", pairs->str);
	g_string_append(out,
			"def cpl(a, b):\n"
			"    k = 0\n"
			"    while k < min(len(a), len(b)) and a[k].lower() == b[k].lower():\n"
			"        k += 1\n"
			"    return a[:k].rfind('_') + 1\n"
			"tpfx = None\n"
			"for ex, tg in pairs:\n"
			"    tg = str(tg)\n"
			"    suf = ex[len(expfx):] if expfx and ex.lower().startswith(expfx) else None\n"
			"    if suf and tg.endswith(suf) and len(tg) > len(suf):\n"
			"        tpfx = tg[:len(tg) - len(suf)]\n"
			"        break\n"
			"if tpfx is None:\n"
			"    tpfx = fallback or (str(pairs[0][1]).split('_')[0] + '_' if pairs else 'drv_')\n"
			"def tname(n):\n"
			"    best = None\n"
			"    for ex, tg in pairs:\n"
			"        tg = str(tg)\n"
			"        k = cpl(n, ex)\n"
			"        if k and tg.endswith(ex[k:]) and len(tg) > len(ex) - k and (best is None or k > best[0]):\n"
			"            best = (k, tg[:len(tg) - (len(ex) - k)])\n"
			"    if best:\n"
			"        k, p = best\n"
			"        return (p.upper() if n[:k].isupper() else p) + n[k:]\n"
			"    if expfx and n.startswith(expfx):\n"
			"        return tpfx + n[len(expfx):]\n"
			"    if expfx and n.startswith(expfx.upper()):\n"
			"        return tpfx.upper() + n[len(expfx):]\n"
			"    return tpfx + n\n");
	for (guint i = 0; i < c->fresh_order->len; i++) {
		const char *ex = c->fresh_order->pdata[i];

		g_string_append_printf(out, "coccinelle.%s = cocci.make_ident(tname(\"%s\"))\n",
				       (char *)g_hash_table_lookup(c->fresh, ex), ex);
	}
	g_string_free(pairs, TRUE);
}

/* The target driver's prefix: most common "word_" of its file-scope names. */
static char *target_prefix(const char *driver_dir)
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

		if (!g_str_has_suffix(e, ".c") || !g_file_get_contents(p, &text, NULL, NULL))
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
		char *p = common_prefix(names);

		if (!*p) {
			g_free(p);
			return NULL;
		}
		return p;
	}
}

/* The name of the target's initialized declaration of type ctype around file:line, or NULL. */
static char *target_instance(const char *driver_dir, const struct red_issue *is, const char *ctype)
{
	g_autofree char *p = NULL, *text = NULL;
	g_autoptr(GPtrArray) toks = NULL, items = NULL;
	struct image im;

	if (!driver_dir || !is || !is->file || is->line <= 0)
		return NULL;
	p = g_path_is_absolute(is->file) ? g_strdup(is->file) :
					   g_build_filename(driver_dir, is->file, NULL);
	if (!g_file_get_contents(p, &text, NULL, NULL)) {
		g_autofree char *base = g_path_get_basename(is->file);

		g_free(p);
		p = g_build_filename(driver_dir, base, NULL);
		if (!g_file_get_contents(p, &text, NULL, NULL))
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
		if (ctype && !item_has_seq(&im, it, ctype))
			continue;
		if (!init_eq(&im, it))
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
			    init_eq(&im, it) && (!ctype || item_has_seq(&im, it, ctype)))
				return g_strdup(it->name);
		}
	}
	return NULL;
}

static gboolean load_image(struct image *im, const char *text, const char *path, GError **error)
{
	im->toks = syn_tokenize(text ? text : "", path, error);
	if (!im->toks)
		return FALSE;
	im->items = cf_items(im->toks);
	return TRUE;
}

static void ctx_clear(struct ctx *c)
{
	g_clear_pointer(&c->pre.toks, g_ptr_array_unref);
	g_clear_pointer(&c->pre.items, g_ptr_array_unref);
	g_clear_pointer(&c->post.toks, g_ptr_array_unref);
	g_clear_pointer(&c->post.items, g_ptr_array_unref);
	g_clear_pointer(&c->pre_to_post, g_free);
	g_clear_pointer(&c->post_to_pre, g_free);
	g_clear_pointer(&c->local, g_hash_table_unref);
	g_clear_pointer(&c->expfx, g_free);
	g_clear_pointer(&c->bound, g_hash_table_unref);
	g_clear_pointer(&c->bound_order, g_ptr_array_unref);
	g_clear_pointer(&c->fresh, g_hash_table_unref);
	g_clear_pointer(&c->fresh_order, g_ptr_array_unref);
	g_clear_pointer(&c->declarers, g_hash_table_unref);
	g_clear_pointer(&c->fresh_literal, g_hash_table_unref);
	g_clear_pointer(&c->fields, g_hash_table_unref);
	g_clear_pointer(&c->tags, g_hash_table_unref);
	g_clear_pointer(&c->diffs, g_hash_table_unref);
	g_clear_pointer(&c->included, g_free);
	g_clear_pointer(&c->func_done, g_free);
	if (c->rules)
		g_string_free(c->rules, TRUE);
	if (c->late)
		g_string_free(c->late, TRUE);
	if (c->notes)
		g_string_free(c->notes, TRUE);
	c->rules = c->late = c->notes = NULL;
	g_clear_pointer(&c->target_prefix, g_free);
}

/* Does the pre image define a function named like the declaration it? */
static gboolean is_prototype(struct ctx *c, struct cf_item *it)
{
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *f = item(&c->pre, i);

		if (f->kind == CF_ITEM_FUNC && strcmp(f->name, it->name) == 0)
			return TRUE;
	}
	return FALSE;
}

/* Is word on changed tokens of the post image only, never on those of the pre image? */
static gboolean only_added(struct ctx *c, const char *word)
{
	gboolean pre = FALSE, post = FALSE;

	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = item(&c->pre, i), *b;
		g_autoptr(GArray) pairs = NULL;
		guint n, k, j;

		if (c->pre_to_post[i] < 0) {
			for (j = a->first; j < a->last; j++)
				pre |= strcmp(tok(&c->pre, j)->text, word) == 0;
			continue;
		}
		b = item(&c->post, c->pre_to_post[i]);
		pairs = diff(c, a->first, a->last, b->first, b->last);
		n = pairs->len / 2;
		for (k = 0, j = a->first; j < a->last; j++) {
			if (k < n && g_array_index(pairs, guint, 2 * k) == j) {
				k++;
				continue;
			}
			pre |= strcmp(tok(&c->pre, j)->text, word) == 0;
		}
		for (k = 0, j = b->first; j < b->last; j++) {
			if (k < n && g_array_index(pairs, guint, 2 * k + 1) == j) {
				k++;
				continue;
			}
			post |= strcmp(tok(&c->post, j)->text, word) == 0;
		}
	}
	for (guint i = 0; i < c->post.items->len; i++) {
		struct cf_item *b = item(&c->post, i);

		if (c->post_to_pre[i] >= 0)
			continue;
		for (guint j = b->first; j < b->last; j++)
			post |= strcmp(tok(&c->post, j)->text, word) == 0;
	}
	return post && !pre;
}

/* A declaration's region without its storage class: "struct x v;" also matches "static ...". */
static void drop_storage(struct ctx *c, GArray *regs)
{
	for (guint k = 0; k < regs->len; k++) {
		struct region *r = &g_array_index(regs, struct region, k);

		while (r->pa + 1 < r->pb && r->qa + 1 < r->qb &&
		       (syn_tok_is(tok(&c->pre, r->pa), "static") ||
			syn_tok_is(tok(&c->pre, r->pa), "__maybe_unused")) &&
		       strcmp(tok(&c->pre, r->pa)->text, tok(&c->post, r->qa)->text) == 0) {
			r->pa++;
			r->qa++;
		}
	}
}

/* The type words of the first declaration of name in im ("struct timeval"), or NULL. */
static char *decl_type_of(struct image *im, const char *name)
{
	for (guint i = 1; i + 1 < im->toks->len; i++) {
		struct cf_token *t = tok(im, i), *n = tok(im, i + 1), *p = tok(im, i - 1);
		GString *w;
		guint s;

		if (t->kind != CF_IDENT || strcmp(t->text, name) ||
		    !(syn_tok_is(n, ";") || syn_tok_is(n, "=") || syn_tok_is(n, ",") ||
		      syn_tok_is(n, "[")) || !(p->kind == CF_IDENT || syn_tok_is(p, "*")))
			continue;
		for (s = i; s > 0; s--) {
			struct cf_token *b = tok(im, s - 1);

			if (syn_tok_is(b, ";") || syn_tok_is(b, "{") || syn_tok_is(b, "}") ||
			    b->kind == CF_PP)
				break;
		}
		w = g_string_new(NULL);
		for (guint k = s; k < i; k++) {
			const char *x = tok(im, k)->text;

			if (!strcmp(x, "static") || !strcmp(x, "const"))
				continue;
			if (w->len)
				g_string_append_c(w, ' ');
			g_string_append(w, x);
		}
		return g_string_free(w, FALSE);
	}
	return NULL;
}

/*
 * A member the example's retyping renamed in its own uses ("x.a" became "x.b"), and what the
 * statement then applies to the whole ("/ K" or "* K" before its ';'), so that the target's uses
 * of the member change the same way: *out_op and *out_k are NULL when nothing is applied.
 * Returns FALSE when the example renames no member, or renames one in two ways.
 */
static gboolean member_rename(struct ctx *c, char **out_old, char **out_new, char **out_op,
			      char **out_k)
{
	*out_old = *out_new = *out_op = *out_k = NULL;
	for (guint pi = 0; pi < c->pre.items->len; pi++) {
		struct cf_item *a = item(&c->pre, pi), *b;
		g_autoptr(GArray) pairs = NULL;
		int q = c->pre_to_post[pi];

		if (q < 0)
			continue;
		b = item(&c->post, q);
		pairs = diff(c, a->first, a->last, b->first, b->last);
		for (guint k = 0; k + 1 < pairs->len / 2; k++) {
			guint p0 = g_array_index(pairs, guint, 2 * k), q0 = g_array_index(pairs, guint, 2 * k + 1);
			guint p1 = g_array_index(pairs, guint, 2 * k + 2), q1 = g_array_index(pairs, guint, 2 * k + 3);
			struct cf_token *m1 = tok(&c->pre, p0 + 1), *m2 = tok(&c->post, q0 + 1);
			g_autofree char *op = NULL, *kk = NULL;

			if (p1 != p0 + 2 || q1 != q0 + 2 ||
			    !(syn_tok_is(tok(&c->pre, p0), ".") || syn_tok_is(tok(&c->pre, p0), "->")) ||
			    m1->kind != CF_IDENT || m2->kind != CF_IDENT)
				continue;
			/* The statement's end: what the post side added just before its ';'. */
			for (guint j = k + 1; j < pairs->len / 2; j++) {
				guint pj = g_array_index(pairs, guint, 2 * j), qj = g_array_index(pairs, guint, 2 * j + 1);
				guint pp = g_array_index(pairs, guint, 2 * j - 2), qp = g_array_index(pairs, guint, 2 * j - 1);
				struct cf_token *o, *kt;

				gboolean inv = qj == qp + 1 && pj == pp + 3;

				if (!syn_tok_is(tok(&c->pre, pj), ";"))
					continue;
				if (pj == pp + 1 && qj == qp + 1)
					break;
				/* "/ K" added, or (an example applied backwards) removed: then "* K". */
				o = inv ? tok(&c->pre, pp + 1) : tok(&c->post, qp + 1);
				kt = inv ? tok(&c->pre, pp + 2) : tok(&c->post, qp + 2);
				if (!(inv || (pj == pp + 1 && qj == qp + 3)) ||
				    !(syn_tok_is(o, "/") || syn_tok_is(o, "*")) ||
				    !(kt->kind == CF_IDENT || kt->kind == CF_NUMBER) ||
				    is_local(c, kt->text))
					return FALSE;
				op = g_strdup(syn_tok_is(o, "/") == !inv ? "/" : "*");
				kk = g_strdup(kt->text);
				break;
			}
			if (*out_old && (strcmp(*out_old, m1->text) || strcmp(*out_new, m2->text) ||
					 g_strcmp0(*out_op, op) || g_strcmp0(*out_k, kk))) {
				g_clear_pointer(out_old, g_free);
				g_clear_pointer(out_new, g_free);
				g_clear_pointer(out_op, g_free);
				g_clear_pointer(out_k, g_free);
				return FALSE;
			}
			if (!*out_old) {
				*out_old = g_strdup(m1->text);
				*out_new = g_strdup(m2->text);
				*out_op = g_steal_pointer(&op);
				*out_k = g_steal_pointer(&kk);
			}
		}
	}
	return *out_old != NULL;
}

/*
 * A call's argument &v whose variable the example retyped (a timeval made timespec64): the
 * target may pass a member of its own struct instead, so a rule retypes that member too.
 */
static void emit_member_retype(struct ctx *c, struct region *r)
{
	guint open = r->pa + 1, close, s;
	int d = 0;

	/* Only the less specific variant guesses this much. */
	if (!c->param_catchall || !r->call || !syn_tok_is(tok(&c->pre, open), "(") || r->qb <= r->qa ||
	    !is_call_name(&c->post, r->qa, r->qb))
		return;
	close = syn_match_bracket(c->pre.toks, open, r->pb);
	for (guint i = s = open + 1; i <= close && close < r->pb; i++) {
		struct cf_token *t = tok(&c->pre, i);
		g_autofree char *t1 = NULL, *t2 = NULL, *rule = NULL;
		guint a;

		if (t->kind == CF_PUNCT && !t->text[1] && strchr("([", t->text[0]))
			d++;
		else if (t->kind == CF_PUNCT && !t->text[1] && strchr(")]", t->text[0]) && i != close)
			d--;
		if (!((d == 0 && syn_tok_is(t, ",")) || i == close))
			continue;
		a = s;
		s = i + 1;
		if (syn_tok_is(tok(&c->pre, a), "&"))
			a++;
		if (a + 1 != i || tok(&c->pre, a)->kind != CF_IDENT)
			continue;
		t1 = decl_type_of(&c->pre, tok(&c->pre, a)->text);
		t2 = decl_type_of(&c->post, tok(&c->pre, a)->text);
		if (!t1 || !t2 || !strcmp(t1, t2))
			continue;
		rule = g_strdup_printf("rm%u", ++c->nrule);
		g_string_append_printf(c->late,
				       "\n@%s@\nidentifier fld;\nexpression E;\n@@\n%s(...,\n(\n &E->fld\n|\n &E.fld\n)\n ,...)\n"
				       "\n@%s_s@\nidentifier %s.fld, S;\n@@\nstruct S {\n  ...\n- %s fld;\n+ %s fld;\n  ...\n};\n",
				       rule, tok(&c->post, r->qa)->text, rule, rule, t1, t2);
		g_string_append_printf(c->notes,
				       "%s passed to %s was retyped %s -> %s: a member of the target's struct passed there is retyped too\n",
				       tok(&c->pre, a)->text, tok(&c->pre, r->pa)->text, t1, t2);
		{
			g_autofree char *m1 = NULL, *m2 = NULL, *op = NULL, *k = NULL;
			g_autofree char *tail = NULL;

			if (!member_rename(c, &m1, &m2, &op, &k))
				continue;
			tail = op ? g_strdup_printf(" %s %s)", op, k) : g_strdup("");
			g_string_append_printf(c->late,
					       "\n@%s_u@\nidentifier %s.fld;\nexpression X;\n@@\n(\n- X.fld.%s\n+ %sX.fld.%s%s\n|\n- X->fld.%s\n+ %sX->fld.%s%s\n)\n",
					       rule, rule, m1, op ? "(" : "", m2, tail, m1, op ? "(" : "", m2,
					       tail);
			g_string_append_printf(c->notes,
					       "the example's uses of .%s became .%s%s%s%s: the retyped member's uses too\n",
					       m1, m2, op ? " " : "", op ? op : "", k ? k : "");
		}
	}
}

/*
 * A local whose declaration the rule retypes (region r): its member uses change as the
 * example's own did, in a later rule inheriting the local.  Less specific variant only.
 */
static void emit_local_member_uses(struct ctx *c, const char *rule, struct rctx *R,
				   GHashTable *retyped, struct region *r)
{
	if (!c->param_catchall)
		return;
	for (guint t = r->pa; t + 1 < r->pb; t++) {
		const char *v = tok(&c->pre, t)->text;
		g_autofree char *mv = NULL, *decl = NULL;
		g_autofree char *m1 = NULL, *m2 = NULL, *op = NULL, *k = NULL, *tail = NULL;

		if (!g_hash_table_contains(retyped, v) ||
		    !(syn_tok_is(tok(&c->pre, t + 1), ";") || syn_tok_is(tok(&c->pre, t + 1), "=")))
			continue;
		mv = mv_name("ml_", v);
		decl = g_strdup_printf("identifier %s;\n", mv);
		if (!strstr(R->decls->str, decl) || !member_rename(c, &m1, &m2, &op, &k))
			continue;
		tail = op ? g_strdup_printf(" %s %s)", op, k) : g_strdup("");
		g_string_append_printf(c->late,
				       "\n@%s_u%u@\nidentifier %s.%s;\n@@\n(\n- %s.%s\n+ %s%s.%s%s\n|\n- %s->%s\n+ %s%s->%s%s\n)\n",
				       rule, t, rule, mv, mv, m1, op ? "(" : "", mv, m2, tail, mv, m1,
				       op ? "(" : "", mv, m2, tail);
		g_string_append_printf(c->notes, "retyped local %s: its uses of .%s follow the example's\n",
				       v, m1);
	}
}

/*
 * One derivation pass over the chosen file: fills c->rules / c->late / c->notes.
 * Returns FALSE when no hunk concerns the issue.
 */
static gboolean derive_file(struct ctx *c, GPtrArray *words)
{
	const struct red_issue *is = c->issue;
	g_autoptr(GHashTable) linked = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) seeds = g_hash_table_new(NULL, NULL);
	g_autoptr(GHashTable) argnames = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GPtrArray) own_sig = g_ptr_array_new();
	gboolean any = FALSE;

	/* What the example passes to the issue's function: an argument whose definition the
	 * example changed (a file_operations made a proc_ops) is part of the change. */
	if (is && is->symbol && (is->kind == RED_INCOMPATIBLE_ARG || is->kind == RED_TOO_MANY_ARGS ||
				 is->kind == RED_TOO_FEW_ARGS)) {
		for (guint t = 0; t + 1 < c->pre.toks->len; t++) {
			guint close;

			if (strcmp(tok(&c->pre, t)->text, is->symbol) || !syn_tok_is(tok(&c->pre, t + 1), "("))
				continue;
			close = syn_match_bracket(c->pre.toks, t + 1, c->pre.toks->len);
			for (guint u = t + 2; u < close && u < c->pre.toks->len; u++)
				if (is_local(c, tok(&c->pre, u)->text))
					g_hash_table_add(argnames, (gpointer)tok(&c->pre, u)->text);
		}
	}
	/* Seeds: the container's initializer, then changed items touching the issue's words. */
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *it = item(&c->pre, i);
		int q = c->pre_to_post[i];

		if (q >= 0 && g_hash_table_contains(argnames, it->name) && !item_equal(c, i, q) &&
		    it->kind != CF_ITEM_FUNC) {
			g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
			g_string_append_printf(c->notes, "linked: %s, passed to %s\n", it->name,
					       is->symbol);
			continue;
		}

		if (q < 0)
			continue;
		if (it->kind == CF_ITEM_DECL && is && is->container && init_eq(&c->pre, it) &&
		    item_has_seq(&c->pre, it, is->container)) {
			g_autofree char *r = emit_struct_rule(c, i);

			if (r) {
				any = TRUE;
				g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
				g_string_append_printf(c->notes, "selected: initializer of %s %s\n",
						       is->container, it->name);
			}
			continue;
		}
		if (item_equal(c, i, q))
			continue;
		for (guint k = 0; k < words->len; k++) {
			if (!change_touches(c, i, words->pdata[k]))
				continue;
			g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
			break;
		}
		/* A call whose arguments changed touches its name, though the name stayed. */
		if (!g_hash_table_contains(seeds, GUINT_TO_POINTER(i + 1))) {
			struct cf_item *b = item(&c->post, q);
			g_autoptr(GArray) regs = body_regions(c, it->first, it->last, b->first, b->last, NULL);

			for (guint r = 0; r < regs->len; r++) {
				struct region *rg = &g_array_index(regs, struct region, r);

				for (guint k = 0; k < words->len; k++)
					if (rg->call && region_has(&c->pre, rg->pa, rg->pb, words->pdata[k]))
						g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
			}
		}
		/* The lines the query matched make their item relevant too. */
		for (guint k = 0; c->ex->matched && k < c->ex->matched->len; k++) {
			const struct syn_line *ml = c->ex->matched->pdata[k];
			struct image *im = ml->side == '+' ? &c->post : &c->pre;
			struct cf_item *mi = ml->side == '+' ? item(&c->post, q) : it;
			const char *path = ml->side == '+' ? c->file->new_path : c->file->old_path;

			if (!ml->path || !path || !g_str_has_suffix(path, ml->path) ||
			    (ml->side != '+' && ml->side != '-'))
				continue;
			if (tok(im, mi->first)->line <= ml->line && tok(im, mi->last - 1)->line >= ml->line)
				g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
		}
	}
	/* Seeds that are not the container's initializer: their changed calls and statements. */
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = item(&c->pre, i), *b;
		g_autoptr(GArray) regs = NULL;
		gboolean *hits;
		GHashTable *flocals, *used, *retyped;
		guint pf, qf;

		if (!g_hash_table_contains(seeds, GUINT_TO_POINTER(i + 1)) || c->pre_to_post[i] < 0)
			continue;
		if (a->kind == CF_ITEM_DECL && is && is->container && init_eq(&c->pre, a) &&
		    item_has_seq(&c->pre, a, is->container))
			continue;
		b = item(&c->post, c->pre_to_post[i]);
		if (a->kind == CF_ITEM_DECL && init_eq(&c->pre, a) && init_eq(&c->post, b)) {
			g_autofree char *r = emit_struct_rule(c, i);

			if (r) {
				any = TRUE;
				g_string_append_printf(c->notes, "selected: initializer %s\n", a->name);
			}
			continue;
		}
		/* A prototype changes with its function's rule, not as an expression. */
		if (a->kind == CF_ITEM_DECL && is_prototype(c, a))
			continue;
		pf = a->first;
		qf = b->first;
		if (a->kind == CF_ITEM_FUNC) {
			guint po, pc, qo, qc;

			/* only the parentheses' places are wanted */
			g_ptr_array_unref(params(&c->pre, a, &po, &pc));
			g_ptr_array_unref(params(&c->post, b, &qo, &qc));
			pf = pc + 1;
			qf = qc + 1;
		}
		regs = body_regions(c, pf, a->last, qf, b->last, NULL);
		if (a->kind != CF_ITEM_FUNC)
			drop_storage(c, regs);
		hits = g_new0(gboolean, regs->len + 1);
		flocals = a->kind == CF_ITEM_FUNC ? func_locals(&c->pre, a, NULL) : NULL;
		used = g_hash_table_new(g_str_hash, g_str_equal);
		retyped = g_hash_table_new(g_str_hash, g_str_equal);
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);

			for (guint w = 0; w < words->len && !hits[k]; w++)
				hits[k] = region_has(&c->pre, r->pa, r->pb, words->pdata[w]) ||
					  region_has(&c->post, r->qa, r->qb, words->pdata[w]);
			for (guint m = 0; c->ex->matched && m < c->ex->matched->len && !hits[k]; m++) {
				const struct syn_line *ml = c->ex->matched->pdata[m];

				if (ml->side == '-' && r->pb > r->pa &&
				    tok(&c->pre, r->pa)->line <= ml->line &&
				    tok(&c->pre, r->pb - 1)->line >= ml->line)
					hits[k] = TRUE;
				else if (ml->side == '+' && r->qb > r->qa &&
					 tok(&c->post, r->qa)->line <= ml->line &&
					 tok(&c->post, r->qb - 1)->line >= ml->line)
					hits[k] = TRUE;
			}
			for (guint t = r->pa; hits[k] && flocals && t < r->pb; t++)
				if (g_hash_table_contains(flocals, tok(&c->pre, t)->text))
					g_hash_table_add(used, (gpointer)tok(&c->pre, t)->text);
		}
		/* A local the selected change uses, declared or used in other changes of the function
		 * (its type changed: the declaration and the members it is read through follow). */
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);

			for (guint t = r->pa; t + 1 < r->pb; t++) {
				struct cf_token *n = tok(&c->pre, t + 1);

				if (g_hash_table_contains(used, tok(&c->pre, t)->text) &&
				    (syn_tok_is(n, ";") || syn_tok_is(n, "=") || syn_tok_is(n, ",") ||
				     syn_tok_is(n, "[")) && tok(&c->pre, t)->kind == CF_IDENT &&
				    t > r->pa && (tok(&c->pre, t - 1)->kind == CF_IDENT ||
						  syn_tok_is(tok(&c->pre, t - 1), "*")))
					g_hash_table_add(retyped, (gpointer)tok(&c->pre, t)->text);
			}
		}
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);

			for (guint t = r->pa; !hits[k] && t < r->pb; t++) {
				if (!g_hash_table_contains(retyped, tok(&c->pre, t)->text))
					continue;
				hits[k] = TRUE;
				g_string_append_printf(c->notes, "linked: a change using %s in %s\n",
						       tok(&c->pre, t)->text, a->name);
			}
		}
		/* The enclosing function's own signature changed with it (a parameter's type). */
		if (a->kind == CF_ITEM_FUNC && !g_hash_table_contains(c->bound, a->name)) {
			guint po, pc, qo, qc;
			g_autofree char *ps = NULL, *qs = NULL;
			gboolean touched = FALSE;

			g_ptr_array_unref(params(&c->pre, a, &po, &pc));
			g_ptr_array_unref(params(&c->post, b, &qo, &qc));
			ps = range_text(&c->pre, a->first, pc + 1);
			qs = range_text(&c->post, b->first, qc + 1);

			for (guint w = 0; w < words->len && !touched; w++)
				touched = region_has(&c->pre, a->first, pc + 1, words->pdata[w]) ||
					  region_has(&c->post, b->first, qc + 1, words->pdata[w]);
			for (guint k = 0; k < regs->len && !touched; k++)
				touched = hits[k];
			if (strcmp(ps, qs) && touched)
				g_ptr_array_add(own_sig, GUINT_TO_POINTER(i + 1));
		}
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);
			g_autoptr(GString) one = g_string_new(NULL);
			g_autofree char *rule = NULL;
			struct rctx R;
			gboolean ok;

			if (!hits[k])
				continue;
			rule = g_strdup_printf("r%u", ++c->nrule);
			rctx_init(&R, rule, FALSE);
			R.alone = TRUE;
			if (a->kind == CF_ITEM_FUNC) {
				R.locals = func_locals(&c->pre, a, R.ltypes);
				R.locals_expr = r->call;
			}
			ok = emit_region(c, &R, r, one, c->param_catchall);
			if (!ok) {
				/* Not expressible alone: the statements around it, on both sides. */
				struct region st = *r;
				g_autoptr(GArray) pairs = diff(c, pf, a->last, qf, b->last);

				rctx_clear(&R);
				rctx_init(&R, rule, FALSE);
				R.alone = TRUE;
				if (a->kind == CF_ITEM_FUNC) {
					R.locals = func_locals(&c->pre, a, R.ltypes);
					R.locals_expr = FALSE;
				}
				g_string_truncate(one, 0);
				if (stmt_span(c, pairs, pf, a->last, qf, b->last, &st) &&
				    emit_region(c, &R, &st, one, c->param_catchall)) {
					ok = TRUE;
					/* the regions inside the statements are done with */
					for (guint k2 = k + 1; k2 < regs->len; k2++) {
						struct region *r2 = &g_array_index(regs, struct region, k2);

						if (r2->pa < st.pb)
							hits[k2] = FALSE;
					}
					*r = st;
				}
			}
			if (ok) {
				emit_header_line(c->rules, rule, NULL);
				g_string_append_printf(c->rules, "%s@@\n%s", R.decls->str, one->str);
				any = TRUE;
				g_string_append_printf(c->notes, "selected: change in %s at %s:%d\n",
						       a->name, c->file->new_path ? c->file->new_path : "?",
						       tok(&c->pre, r->pa)->line);
				collect_idents(&c->post, r->qa, r->qb, c->local, linked);
				emit_member_retype(c, r);
				emit_local_member_uses(c, rule, &R, retyped, r);
			}
			rctx_clear(&R);
		}
		g_free(hits);
		g_clear_pointer(&flocals, g_hash_table_unref);
		g_hash_table_unref(used);
		g_hash_table_unref(retyped);
	}
	if (!any)
		return FALSE;

	/* Links: example names bound so far, and names the selected + code uses. */
	for (guint i = 0; i < c->bound_order->len; i++)
		g_hash_table_add(linked, g_strdup(c->bound_order->pdata[i]));
	for (guint i = 0; i < c->pre.items->len; i++)
		if (g_hash_table_contains(seeds, GUINT_TO_POINTER(i + 1)) && c->pre_to_post[i] >= 0)
			collect_changed(c, i, linked);
	/* New items naming a linked name, or named by one, join; repeat to a fixpoint. */
	for (gboolean grew = TRUE; grew;) {
		grew = FALSE;
		for (guint i = 0; i < c->post.items->len; i++) {
			struct cf_item *it = item(&c->post, i);

			if (c->post_to_pre[i] >= 0 || c->included[i] || it->kind == CF_ITEM_COND)
				continue;
			if (!g_hash_table_contains(linked, it->name) &&
			    !mentions(&c->post, it, linked))
				continue;
			c->included[i] = TRUE;
			grew = TRUE;
			collect_idents(&c->post, it->first, it->last, c->local, linked);
			g_hash_table_add(linked, g_strdup(it->name));
		}
	}
	/* File-scope variables a selected change binds, whose declaration the example changed. */
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = item(&c->pre, i), *b;
		const char *bd = g_hash_table_lookup(c->bound, a->name);
		g_autoptr(GArray) regs = NULL;

		if (a->kind != CF_ITEM_DECL || !bd || init_eq(&c->pre, a) || c->pre_to_post[i] < 0 ||
		    item_equal(c, i, c->pre_to_post[i]) || is_prototype(c, a))
			continue;
		b = item(&c->post, c->pre_to_post[i]);
		regs = body_regions(c, a->first, a->last, b->first, b->last, NULL);
		drop_storage(c, regs);
		for (guint k = 0; k < regs->len; k++) {
			struct region *r = &g_array_index(regs, struct region, k);
			g_autoptr(GString) one = g_string_new(NULL);
			g_autofree char *rule = g_strdup_printf("r%u", ++c->nrule);
			struct rctx R;

			rctx_init(&R, rule, FALSE);
			R.alone = TRUE;
			r->call = FALSE;
			if (emit_region(c, &R, r, one, FALSE)) {
				emit_header_line(c->rules, rule, NULL);
				g_string_append_printf(c->rules, "%s@@\n%s", R.decls->str, one->str);
				g_string_append_printf(c->notes, "linked: the declaration of %s\n", a->name);
			}
			rctx_clear(&R);
		}
	}
	/* Changed functions whose changes were selected and whose signature changed too: any
	 * function of the target with the old signature's shape gets the new one. */
	for (guint k = 0; k < own_sig->len; k++) {
		guint i = GPOINTER_TO_UINT(own_sig->pdata[k]) - 1;
		g_autofree char *mv = mv_name("mfn_", item(&c->pre, i)->name);

		emit_func_rule(c, i, mv);
		g_string_append_printf(c->notes, "%s: its signature changes in any function shaped like it\n",
				       item(&c->pre, i)->name);
	}
	/* Linked functions the example changed, bound by an earlier rule. */
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = item(&c->pre, i);
		const char *b = g_hash_table_lookup(c->bound, a->name);

		if (a->kind != CF_ITEM_FUNC || !b || c->pre_to_post[i] < 0 ||
		    item_equal(c, i, c->pre_to_post[i]))
			continue;
		emit_func_rule(c, i, b);
	}
	for (guint i = 0; i < c->pre.items->len; i++) {
		struct cf_item *a = item(&c->pre, i);

		if (c->pre_to_post[i] < 0 && (a->kind == CF_ITEM_DEFINE) &&
		    g_hash_table_contains(linked, a->name))
			g_string_append_printf(c->notes,
					       "left alone: the example removed #define %s; the target's counterpart stays (harmless)\n",
					       a->name);
	}
	return TRUE;
}

/* Replaces %INHERIT% and %NEWDECLS% in the late rules now that all names are known. */
static char *finish_late(struct ctx *c, const char *newdecls)
{
	GString *inh = g_string_new(NULL);
	g_autofree char *late = NULL;
	g_auto(GStrv) parts = NULL;
	GHashTableIter it;
	gpointer k;

	for (guint i = 0; i < c->bound_order->len; i++) {
		const char *b = g_hash_table_lookup(c->bound, c->bound_order->pdata[i]);

		g_string_append_printf(inh, "identifier %s;\n", b);
	}
	for (guint i = 0; i < c->fresh_order->len; i++)
		g_string_append_printf(inh, "identifier mpy.%s;\n",
				       (char *)g_hash_table_lookup(c->fresh, c->fresh_order->pdata[i]));
	g_hash_table_iter_init(&it, c->declarers);
	while (g_hash_table_iter_next(&it, &k, NULL))
		g_string_append_printf(inh, "declarer name %s;\n", (char *)k);
	parts = g_strsplit(c->late->str, "%INHERIT%\n", -1);
	late = g_strjoinv(inh->str, parts);
	g_strfreev(parts);
	parts = g_strsplit(late, "%NEWDECLS%", -1);
	g_free(late);
	late = g_strjoinv(newdecls, parts);
	g_string_free(inh, TRUE);
	/* A function rule declares the fresh names its own text uses. */
	for (char *at; (at = strstr(late, "%FRESH%"));) {
		const char *end = strstr(at, "\n@");
		GString *fr = g_string_new(NULL);
		g_autofree char *tail = NULL, *head = NULL;
		gsize len = end ? (gsize)(end - at) : strlen(at);

		for (guint i = 0; i < c->fresh_order->len; i++) {
			const char *mv = g_hash_table_lookup(c->fresh, c->fresh_order->pdata[i]);
			g_autofree char *seg = g_strndup(at, len);

			if (strstr(seg, mv))
				g_string_append_printf(fr, "identifier mpy.%s;\n", mv);
		}
		head = g_strndup(late, at - late);
		tail = g_strdup(at + strlen("%FRESH%"));
		g_free(late);
		late = g_strconcat(head, fr->str, tail, NULL);
		g_string_free(fr, TRUE);
	}
	return g_steal_pointer(&late);
}

static char *header_comment(struct ctx *c, const char *variant)
{
	GString *h = g_string_new(NULL);
	const struct red_issue *is = c->issue;
	g_auto(GStrv) lines = g_strsplit(c->notes->str, "\n", -1);

	g_string_append_printf(h, "/// Make the change of %s commit %.12s (\"%s\") in this driver.\n",
			       c->ex->repo ? c->ex->repo : "the example",
			       c->ex->hash ? c->ex->hash : "?", c->ex->subject ? c->ex->subject : "");
	if (is)
		g_string_append_printf(h, "/// Issue: %s %s%s%s at %s:%d:%d\n", red_kind_name(is->kind),
				       is->symbol ? is->symbol : "?", is->container ? " in " : "",
				       is->container ? is->container : "", is->file ? is->file : "?",
				       is->line, is->column);
	g_string_append_printf(h, "///\n/// Derived by porter synth (%s) from %s of the example.\n",
			       variant, c->file->new_path ? c->file->new_path : c->file->old_path);
	if (c->reversed)
		g_string_append(h, "/// The example is applied backwards: the target kernel is older.\n");
	g_string_append_printf(h, "/// Example driver prefix \"%s\"; its own names became metavariables,\n"
				  "/// kernel API names stay as written.\n", c->expfx);
	for (guint i = 0; lines[i]; i++)
		if (*lines[i])
			g_string_append_printf(h, "// Decision: %s\n", lines[i]);
	g_string_append_printf(h, "// Example: %s %s\n", c->ex->repo ? c->ex->repo : "-",
			       c->ex->hash ? c->ex->hash : "-");
	g_string_append_printf(h, "// Confidence: %s\n", strcmp(variant, "specific") == 0 ? "Moderate" : "Low");
	/* coccicheck's header keys; 1.1.1 is the spatch the python rules were tried with */
	g_string_append(h, "// Keywords: porting, example commit\n// Options: --no-includes\n"
			   "// Requires: 1.1.1\n\nvirtual patch\n");
	return g_string_free(h, FALSE);
}

void syn_patch_free(struct syn_patch *patch)
{
	if (!patch)
		return;
	g_free(patch->name);
	g_free(patch->cocci);
	g_free(patch->notes);
	g_free(patch);
}

/* One variant: TRUE and *out set, or FALSE when nothing concerns the issue in any file. */
static int derive_variant(struct syn_patch **out, const struct syn_example *ex,
			  const struct red_issue *issue, const char *driver_dir,
			  const char *kernel_dir, gboolean catchall, gboolean reverse,
			  GError **error)
{
	g_autoptr(GPtrArray) words = issue_words(issue);

	for (guint f = 0; ex->files && f < ex->files->len; f++) {
		const struct syn_file *sf = ex->files->pdata[f];
		struct ctx c = { 0 };
		const char *path = sf->new_path ? sf->new_path : sf->old_path;
		g_autofree char *ppath = NULL, *qpath = NULL, *nd = NULL, *late = NULL;
		const char *sym = NULL;
		GString *cocci;

		if (!sf->old_text || !sf->new_text || !path || !g_str_has_suffix(path, ".c"))
			continue;
		c.ex = ex;
		c.issue = issue;
		c.kernel_dir = kernel_dir;
		c.file = sf;
		c.param_catchall = catchall;
		ppath = g_strdup_printf("%.12s^:%s", ex->hash ? ex->hash : "?", sf->old_path);
		qpath = g_strdup_printf("%.12s:%s", ex->hash ? ex->hash : "?", path);
		if (!load_image(&c.pre, sf->old_text, ppath, error) ||
		    !load_image(&c.post, sf->new_text, qpath, error)) {
			ctx_clear(&c);
			return -1;
		}
		pair_items(&c);
		/* The issue names what the example added: the target is older, apply it backwards. */
		/* "struct proc_ops": the type's name is the word the example shows */
		if (issue && issue->symbol) {
			const char *sp = strrchr(issue->symbol, ' ');

			sym = sp ? sp + 1 : issue->symbol;
		}
		if (sym && only_added(&c, sym) == !reverse) {
			struct image t = c.pre;

			c.pre = c.post;
			c.post = t;
			g_clear_pointer(&c.pre_to_post, g_free);
			g_clear_pointer(&c.post_to_pre, g_free);
			pair_items(&c);
			c.reversed = TRUE;
		}
		c.local = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		add_locals(&c, &c.pre);
		add_locals(&c, &c.post);
		c.expfx = common_prefix(c.local);
		c.bound = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
		c.bound_order = g_ptr_array_new_with_free_func(g_free);
		c.fresh = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
		c.fresh_order = g_ptr_array_new_with_free_func(g_free);
		c.declarers = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		c.fresh_literal = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		c.fields = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		c.tags = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		add_members(&c, &c.pre);
		add_members(&c, &c.post);
		c.included = g_new0(gboolean, c.post.items->len + 1);
		c.func_done = g_new0(gboolean, c.pre.items->len + 1);
		c.rules = g_string_new(NULL);
		c.late = g_string_new(NULL);
		c.notes = g_string_new(NULL);
		c.driver_dir = driver_dir;
		c.target_prefix = target_prefix(driver_dir);
		/* An unchanged initializer or call may still link the changed parts. */
		if (!derive_file(&c, words)) {
			ctx_clear(&c);
			continue;
		}
		nd = new_decls(&c);
		late = finish_late(&c, nd);
		cocci = g_string_new(NULL);
		{
			g_autofree char *h = header_comment(&c, catchall ? "general" : "specific");

			g_string_append(cocci, h);
		}
		g_string_append(cocci, c.rules->str);
		if (c.fresh_order->len)
			emit_script(&c, cocci);
		g_string_append(cocci, late);
		*out = g_new0(struct syn_patch, 1);
		(*out)->name = g_strdup_printf("%.12s-%s%s", ex->hash ? ex->hash : "example",
					       catchall ? "general" : "specific",
					       c.reversed ? "-backwards" : "");
		(*out)->cocci = g_string_free(cocci, FALSE);
		(*out)->notes = g_strdup(c.notes->str);
		ctx_clear(&c);
		return 0;
	}
	return 1;
}

int syn_derive(GPtrArray **out_patches, const struct syn_example *ex, const struct red_issue *issue,
	       const char *driver_dir, const char *kernel_dir, GError **error)
{
	g_autoptr(GPtrArray) ps = g_ptr_array_new_with_free_func((GDestroyNotify)syn_patch_free);
	struct syn_patch *p = NULL;
	int ret;

	if (!ex || !issue) {
		g_set_error(error, SYN_ERROR, 1, "cannot derive a patch: no %s given",
			    ex ? "issue" : "example commit");
		return -1;
	}
	ret = derive_variant(&p, ex, issue, driver_dir, kernel_dir, FALSE, FALSE, error);
	if (ret < 0)
		return -1;
	if (ret > 0) {
		/* Perhaps the target already has the example's new code: the other direction. */
		ret = derive_variant(&p, ex, issue, driver_dir, kernel_dir, FALSE, TRUE, error);
		if (ret < 0)
			return -1;
	}
	if (ret > 0) {
		g_set_error(error, SYN_ERROR, 2,
			    "cannot derive a patch from %.12s (\"%s\"): no hunk of its .c files touches %s %s",
			    ex->hash ? ex->hash : "?", ex->subject ? ex->subject : "",
			    red_kind_name(issue->kind), issue->symbol ? issue->symbol : "?");
		return -1;
	}
	g_ptr_array_add(ps, p);
	p = NULL;
	/*
	 * Less specific variants, then the other direction (the example applied backwards or
	 * forwards against the guess): the assistant tries them in this order.
	 */
	for (guint v = 1; v < 4; v++) {
		gboolean dup = FALSE;
		const char *a;

		if (derive_variant(&p, ex, issue, driver_dir, kernel_dir, v & 1, v >= 2, NULL) != 0)
			continue;
		a = strstr(p->cocci, "virtual patch");
		for (guint k = 0; k < ps->len && !dup; k++) {
			const char *b = strstr(((struct syn_patch *)ps->pdata[k])->cocci, "virtual patch");

			dup = !a || !b || strcmp(a, b) == 0;
		}
		if (dup)
			syn_patch_free(p);
		else
			g_ptr_array_add(ps, p);
		p = NULL;
	}
	/* compared above as patch-only texts; now runnable in every coccicheck mode */
	for (guint k = 0; k < ps->len; k++) {
		struct syn_patch *sp = ps->pdata[k];
		char *all = syn_cocci_modes(sp->cocci);

		g_free(sp->cocci);
		sp->cocci = all;
	}
	*out_patches = g_steal_pointer(&ps);
	return 0;
}

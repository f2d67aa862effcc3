/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Internals shared by syn_derive()'s files: the example's images, the derivation's state (struct ctx)
 * and the rule being emitted (struct rctx).  The stages are select.c -> pair.c -> generalize.c ->
 * rule.c / emit-struct.c / emit-func.c; derive.c runs them for each variant.
 */
#ifndef PORTER_SYNTH_DERIVE_INT_H
#define PORTER_SYNTH_DERIVE_INT_H

#include "reducer.h"
#include "synth.h"
#include "synth-int.h"

#define SYN_ERROR (g_quark_from_static_string("syn-error"))




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
	gboolean head_changed;		/* a function's head (return type, parameters) changes: its
					 * definition or prototype may be in a driver header */
	GHashTable *fields;		/* member names of the example's own structs */
	GHashTable *valfields;		/* members the change names bare: a rule follows them */
	GHashTable *fresh_literal;	/* owns the strings early_name() returns */
	GHashTable *tags;		/* struct/union/enum tags the example defines */
	GHashTable *diffs;		/* "pre range, post range" -> GArray of LCS pairs */
};


/* How a rule has a metavariable: declared by itself, or inherited from an earlier rule. */
enum { RCTX_OWN = 1, RCTX_INHERITED = 2 };

/* One rule being emitted: its declarations and the names it maps. */
struct rctx {
	const char *name;
	GString *decls;
	GHashTable *declared;		/* metavariable name declared in this rule -> RCTX_OWN, or
					 * RCTX_INHERITED for "kind rule.name;" */
	GHashTable *extra;		/* example name -> metavariable, for this rule only */
	GHashTable *locals;		/* the example function's own names (params, locals) or NULL */
	GHashTable *ltypes;		/* local name -> struct tag of its type */
	gboolean locals_expr;		/* locals become expression metavariables */
	gboolean late;			/* after the script rule: may use its fresh names */
	gboolean alone;			/* the region is the whole rule: nothing else binds */
	GPtrArray *log;			/* "d:name" declared, "x:name" mapped, for rollback */
};


struct rmark {
	guint log, decls;
};





/* ---- pair.c ---- */
gboolean sd_item_equal(struct ctx *c, guint pi, guint qi);
GArray *sd_diff(struct ctx *c, guint pf, guint pl, guint qf, guint ql);
void sd_pair_items(struct ctx *c);
gboolean sd_stmt_span(struct ctx *c, GArray *pairs, guint pf, guint pl, guint qf, guint ql,
			  struct region *r);
GArray *sd_body_regions(struct ctx *c, guint pf, guint pl, guint qf, guint ql, GHashTable *sd_params);

/* ---- generalize.c ---- */
void sd_add_locals(struct ctx *c, struct image *im);
void sd_add_members(struct ctx *c, struct image *im);
char *sd_common_prefix(GHashTable *names);
gboolean sd_is_local(struct ctx *c, const char *name);
char *sd_mv_name(const char *kind, const char *base);
const char *sd_map_ident(struct ctx *c, const char *name, GHashTable *extra, gboolean plus);
const char *sd_bind_here(struct ctx *c, struct rctx *R, const char *kind, const char *pfx,
			     const char *name, gboolean publish);
const char *sd_rmap_ident(struct ctx *c, struct rctx *R, const char *name, const char *prev,
			      const char *base, gboolean plus);
GPtrArray *sd_map_words(struct ctx *c, struct image *im, guint f, guint l, GHashTable *extra,
			    gboolean plus);
char *sd_map_directive(struct ctx *c, const char *text);
gboolean sd_is_local_func(struct ctx *c, const char *name);
guint sd_map_one(struct ctx *c, struct rctx *R, struct image *im, guint i, guint f, guint l,
		     gboolean plus, GPtrArray *out);
GPtrArray *sd_rmap_words(struct ctx *c, struct rctx *R, struct image *im, guint f, guint l,
			     gboolean plus);
char *sd_kernel_member(const char *kdir, const char *outer, const char *inner);
char *sd_kernel_converter(const char *kdir, const char *outer, const char *inner);
char *sd_target_prefix(const char *driver_dir);
char *sd_target_instance(const char *driver_dir, const struct red_issue *is, const char *ctype);
gboolean sd_only_added(struct ctx *c, const char *word);

/* ---- rule.c ---- */
void sd_rctx_init(struct rctx *r, const char *name, gboolean late);
void sd_rctx_clear(struct rctx *r);
void sd_rctx_declare(struct rctx *r, const char *kind, const char *mv);
struct rmark sd_rctx_mark(struct rctx *r);
void sd_rctx_rollback(struct rctx *r, struct rmark m);
void sd_rctx_typedefs(struct rctx *r, GPtrArray *w);
void sd_emit_header_line(GString *r, const char *name, const char *depends);
gboolean sd_emit_region(struct ctx *c, struct rctx *R, struct region *r, GString *out,
			    gboolean whole);
void sd_add_alt(GString *body, guint *alts, const char *text);
char *sd_new_decls(struct ctx *c);
void sd_emit_script(struct ctx *c, GString *out);

/* ---- emit-struct.c ---- */
char *sd_emit_struct_rule(struct ctx *c, guint pi);

/* ---- emit-func.c ---- */
void sd_emit_func_rule(struct ctx *c, guint pi, const char *fn);
void sd_emit_member_retype(struct ctx *c, struct region *r);
void sd_emit_local_member_uses(struct ctx *c, const char *rule, struct rctx *R,
				   GHashTable *retyped, struct region *r);

/* ---- emit-callback.c ---- */
void sd_add_value_fields(struct ctx *c);
char *sd_emit_dropped_param(struct ctx *c, struct rctx *R, guint pi, const char *o, const char *n,
			    const char *head, const char *decls);

/* ---- select.c ---- */
GPtrArray *sd_issue_words(const struct red_issue *is);
gboolean sd_derive_file(struct ctx *c, GPtrArray *words);

/*
 * emit-helper.c: rules that carry over the functions the example defines with its change and
 * @rules' added lines call, each in front of the first driver function calling what the rule
 * replaces; to go before every other rule.  "" when there are none; owned.
 */
char *sd_helper_rules(struct ctx *c, const char *rules);

#endif /* PORTER_SYNTH_DERIVE_INT_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * syn_derive()'s stages, as sparse's passes: each a function from plain data to plain data, called
 * in order by derive.c for one .c file of the example and one variant:
 *
 *   sd_pair()        the file's two sides            -> struct sd_pairing  (pair.c)
 *   sd_generalize()  the pairing                     -> struct sd_names    (generalize.c)
 *   sd_select()      the pairing, the names, issue   -> struct sd_selection (select.c)
 *   sd_emit()        the three of them               -> struct sd_rules    (emit.c and emit-*.c)
 *
 * No stage reads another's working state, and none calls the next.  struct sd_request, what is
 * being derived, is read by all of them and written by none.  Below the stages: synth-int.h.
 * One decision inside emit is a pass of its own on the target's facts alone: sd_void_choose(),
 * whether a function the example made void is made void in the target or kept and wrapped.
 */
#ifndef PORTER_SYNTH_STAGES_H
#define PORTER_SYNTH_STAGES_H

#include "reducer.h"
#include "synth.h"
#include "synth-int.h"

/* What one derivation is for; borrowed, read-only for every stage. */
struct sd_request {
	const struct syn_example *ex;
	const struct red_issue *issue;
	const struct syn_file *file;	/* the example's .c file being derived from */
	const char *driver_dir;		/* the target driver, or NULL */
	const char *kernel_dir;		/* the target tree, or NULL */
	gboolean catchall;		/* less specific variant: whole arguments, converters */
	gboolean reverse;		/* try the other direction than the issue suggests */
};


/* ---- pair (pair.c) ---- */

/* A changed part of a function body or declaration: tokens pre[pa, pb) became post[qa, qb). */
struct region {
	guint pa, pb, qa, qb;
	gboolean call;		/* pre[pa] is the name of a call spanning the whole region */
	gboolean insert;	/* nothing removed: post[qa, qb) are whole new statements */
};

/*
 * The example's file as two paired images.  pre is the side the target is expected to have (the
 * example's new side when it is applied backwards).  The token pairs of a range pair are cached
 * in diffs: sd_diff() fills it, so a pairing is read by the later stages but not const.
 */
struct sd_pairing {
	struct image pre, post;
	int *pre_to_post, *post_to_pre;	/* item pairing, -1 when absent */
	gboolean reversed;		/* the example is applied backwards (a backport) */
	GHashTable *diffs;		/* "pre range, post range" -> GArray of LCS pairs */
};

/*
 * Tokenizes both sides of rq->file, pairs their items, and turns the example around when the
 * issue's symbol is only added by it, or is changed on both sides or neither and the target is
 * older (rq->ex->older); rq->reverse turns the guess around.  Returns 0, or -1
 * with error set (file:line:col) when a side cannot be tokenized; *out is then cleared.
 */
int sd_pair(struct sd_pairing *out, const struct sd_request *rq, GError **error);
void sd_pairing_clear(struct sd_pairing *p);
/* Appends the pairing (items, their partners, what changed) to out, for --explain. */
void sd_pairing_explain(GString *out, struct sd_pairing *p);

gboolean sd_item_equal(struct sd_pairing *pr, guint pi, guint qi);
/* LCS pairs of pre[pf, pl) and post[qf, ql); a new reference to a cached array. */
GArray *sd_diff(struct sd_pairing *pr, guint pf, guint pl, guint qf, guint ql);
void sd_pair_items(struct sd_pairing *pr);
gboolean sd_stmt_span(struct sd_pairing *pr, GArray *pairs, guint pf, guint pl, guint qf, guint ql,
		      struct region *r);
GArray *sd_body_regions(struct sd_pairing *pr, guint pf, guint pl, guint qf, guint ql,
			GHashTable *sd_params);
void sd_drop_storage(struct sd_pairing *pr, GArray *regs);


/* ---- generalize (generalize.c) ---- */

/*
 * The name map: which of the example's names are its own (they become metavariables, or fresh
 * names made from the target's prefix), which are members of its own structs (followed), and
 * everything else stays as written (kernel API).  All owned.
 */
struct sd_names {
	GHashTable *local;		/* names the example file defines */
	char *expfx;			/* the example driver's prefix ("as3935_") or "" */
	GHashTable *fields;		/* member names of the example's own structs */
	GHashTable *valfields;		/* members the change names bare: a rule follows them */
	GHashTable *tags;		/* struct/union/enum tags the example defines */
	char *target_prefix;		/* target driver's prefix guessed from its sources, or NULL */
};

void sd_generalize(struct sd_names *out, struct sd_pairing *pr, const struct sd_request *rq);
void sd_names_clear(struct sd_names *n);
void sd_names_explain(GString *out, const struct sd_names *n);

char *sd_common_prefix(GHashTable *names);
gboolean sd_is_local(const struct sd_names *n, const char *name);
char *sd_kernel_member(const char *kdir, const char *outer, const char *inner);
char *sd_kernel_converter(const char *kdir, const char *outer, const char *inner);
char *sd_target_prefix(const char *driver_dir);
char *sd_target_instance(const char *driver_dir, const struct red_issue *is, const char *ctype);
/*
 * Where the issue's field is in the target's initializer at the issue's line: the path of the
 * field that holds it ("ops" for ".ops = { .remove = f }"), "" when the initializer's own, NULL
 * when that line initializes no such field.  Owned.
 */
char *sd_target_init_parent(const char *driver_dir, const struct red_issue *is);
/*
 * The tokens of the target's file the issue is in (owned, cfront's, as sd_tokenize() gives
 * them), or NULL.  The driver is not trusted: only its own files are read, beneath driver_dir,
 * through no link, no FIFO and not past a size.
 */
GPtrArray *sd_target_toks(const char *driver_dir, const struct red_issue *is);


/* ---- select (select.c) ---- */

enum sd_unit_kind {
	SD_UNIT_ARG,		/* a declaration the example passes to the issue's function: a link */
	SD_UNIT_CONTAINER,	/* the initializer of the issue's container */
	SD_UNIT_INIT,		/* another changed initializer that concerns the issue */
	SD_UNIT_REGIONS,	/* changed calls and statements of a function or declaration */
};

/* One selected item of the pre image, and what of it concerns the issue. */
struct sd_unit {
	enum sd_unit_kind kind;
	guint item;			/* pre item index */
	char *notes;			/* the selection's reasons, one line each ("linked: ..."), or NULL */
	char *nest;			/* SD_UNIT_CONTAINER: the container's initializer is inside this
					 * one, at the field of this path ("ops"); NULL: it is this one */
	/* SD_UNIT_REGIONS only: */
	guint pf, qf;			/* where the compared spans start (after a function's head) */
	GArray *regions;		/* struct region */
	GArray *hits;			/* gboolean per region: it concerns the issue */
	GHashTable *retyped;		/* locals the selected changes retype (borrowed token texts) */
	gboolean head;			/* the function's signature changed along with hits */
};

/* What of the example concerns the issue, in the order the rules are to be made. */
struct sd_selection {
	GPtrArray *words;		/* the issue's words a relevant change touches */
	GHashTable *seeds;		/* pre item index + 1 of each item that concerns the issue,
					 * the container's initializer aside (it counts once emitted) */
	GPtrArray *units;		/* struct sd_unit *: the links and the container first */
};

/* Words of the issue that a relevant hunk must touch (owned strings). */
GPtrArray *sd_issue_words(const struct red_issue *is);
void sd_select(struct sd_selection *out, struct sd_pairing *pr, const struct sd_names *nm,
	       const struct sd_request *rq);
void sd_selection_clear(struct sd_selection *s);
void sd_selection_explain(GString *out, struct sd_pairing *pr, const struct sd_selection *s);


/* ---- emit (emit.c) ---- */

/*
 * The derived rules, as text in the order the .cocci puts them, and what the header says of them
 * (the "// Decision:" lines are notes).  ex, issue and file are borrowed from the request.
 */
struct sd_rules {
	const struct syn_example *ex;
	const struct red_issue *issue;
	const struct syn_file *file;
	gboolean reversed;
	char *expfx;			/* the example's prefix, NULL when not generalized */
	gboolean head_changed;		/* a function's head changes: the driver's headers too */
	GString *notes;			/* the decisions, one a line */
	char *carry;			/* rules carrying the example's helpers: first */
	char *rules;			/* rules before the script rule */
	char *script;			/* the script rule making fresh names, or "" */
	char *late;			/* rules after it (they use the fresh names) */
};

/* FALSE (out cleared) when no rule could be made for any selected unit. */
gboolean sd_emit(struct sd_rules *out, struct sd_pairing *pr, const struct sd_names *nm,
		 const struct sd_selection *sel, const struct sd_request *rq);
void sd_rules_clear(struct sd_rules *r);
void sd_rules_explain(GString *out, const struct sd_rules *r);


/* ---- emit's own files ---- */

/* emit's working state: the rules made so far and the names they bound. */
struct emit {
	const struct sd_request *rq;
	struct sd_pairing *pr;
	const struct sd_names *nm;
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
	guint nrule;
	guint nexpr;
	gboolean early;			/* mapping for a rule before the script rule */
	gboolean head_changed;		/* a function's head (return type, parameters) changes: its
					 * definition or prototype may be in a driver header */
	GHashTable *fresh_literal;	/* owns the strings early_name() returns */
	GHashTable *seeds;		/* the selection's seeds and the initializers emitted */
	GPtrArray *own_sig;		/* pre item + 1 of functions whose signature rule is due */
	GPtrArray *inner_rules;		/* the rules of containers held in other initializers, made
					 * plain: one alike is not made again */
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

/* ---- rctx.c: the rule being built ---- */
void sd_rctx_init(struct rctx *r, const char *name, gboolean late);
void sd_rctx_clear(struct rctx *r);
void sd_rctx_declare(struct rctx *r, const char *kind, const char *mv);
struct rmark sd_rctx_mark(struct rctx *r);
void sd_rctx_rollback(struct rctx *r, struct rmark m);
void sd_rctx_typedefs(struct rctx *r, GPtrArray *w);
/*
 * For a function's parameter lists mw and pw (its old and new head): a local of the old function
 * that only pw names (a new parameter, "obj") becomes the example's name again, as nothing binds
 * it; and "typedef T;" is declared for each name T that starts a parameter ("u32 value", "u32
 * (*fn)(...)") and is no metavariable of r: in r, or, with out, appended to out (a prototype's
 * rule).  spatch reads a typedef name in a parameter only when told.
 */
void sd_rctx_params(struct rctx *r, GPtrArray *mw, GPtrArray *pw, GString *out);
void sd_emit_header_line(GString *r, const char *name, const char *depends);
void sd_add_alt(GString *body, guint *alts, const char *text);
char *sd_mv_name(const char *kind, const char *base);

/* ---- emit-names.c: example names mapped for a rule ---- */
const char *sd_map_ident(struct emit *c, const char *name, GHashTable *extra, gboolean plus);
const char *sd_bind_here(struct emit *c, struct rctx *R, const char *kind, const char *pfx,
			 const char *name, gboolean publish);
const char *sd_rmap_ident(struct emit *c, struct rctx *R, const char *name, const char *prev,
			  const char *base, gboolean plus);
GPtrArray *sd_map_words(struct emit *c, struct image *im, guint f, guint l, GHashTable *extra,
			gboolean plus);
char *sd_map_directive(struct emit *c, const char *text);
guint sd_map_one(struct emit *c, struct rctx *R, struct image *im, guint i, guint f, guint l,
		 gboolean plus, GPtrArray *out);
GPtrArray *sd_rmap_words(struct emit *c, struct rctx *R, struct image *im, guint f, guint l,
			 gboolean plus);
/* Is im[s, e) a value written out (constants, flags, names not the example's own), no address? */
gboolean sd_literal_value(struct emit *c, struct image *im, guint s, guint e);

/* ---- rule.c: a region as -/+ lines, new declarations, the script rule ---- */
gboolean sd_emit_region(struct emit *c, struct rctx *R, struct region *r, GString *out,
			gboolean whole);
char *sd_new_decls(struct emit *c);
void sd_emit_script(struct emit *c, GString *out);

/* ---- emit-struct.c ---- */
char *sd_emit_struct_rule(struct emit *c, guint pi, const char *nest, const char *inner);
/*
 * The fields of pre item pi's initializer (".desc = { ... }"), or of its elements' when pi is an
 * array ("#0.desc"), that hold an initializer of the issue's container, pi being of another
 * struct type: those whose member has the container's type, in the struct the example defines
 * or else in the target tree's (cf_ktree_*()).  Owned array of the fields' paths, empty when
 * there is none.
 */
GPtrArray *sd_container_members(struct emit *c, guint pi);
char *sd_emit_decl_qualifiers(struct emit *c, guint pi);

/* ---- emit-func.c ---- */
void sd_emit_func_rule(struct emit *c, guint pi, const char *fn);
void sd_emit_member_retype(struct emit *c, struct region *r);
void sd_emit_local_member_uses(struct emit *c, const char *rule, struct rctx *R,
			       GHashTable *retyped, struct region *r);

/*
 * emit-returns.c: a function made void (hdr -> qhdr "void"), its bodies pre[pf, pl) and
 * post[qf, ql): the alternatives turning the target's "return E;" into what the example made of
 * its own, added to sbody (the statement rule's), and a note for each choice.  TRUE when every
 * value return of the target goes (the returns nested in a branch then become plain returns
 * first, sd_emit_nested_returns(), so that a "return 0;" the example drops at its end is
 * dropped at the target's end only).
 */
gboolean sd_emit_void_returns(struct emit *c, struct rctx *R, const char *name, const char *hdr,
			  const char *qhdr, guint pf, guint pl, guint qf, guint ql, GString *sbody,
			  guint *salts);

/*
 * emit-returns.c: the rules, named rname_b and rname_k, that make plain returns of the target's
 * "return E;" in an if's branch (braced or not), while the old head mhdr fmv still matches:
 * the statement rule's alternatives drop the example's own last return wherever they match,
 * and a branch's return dropped would fall through.  decls are the function rule's.
 */
void sd_emit_nested_returns(GString *out, const char *rname, const char *decls, const char *mhdr,
			    const char *fmv);

/*
 * emit-returns.c: a function made to return a value (hdr "void" -> qhdr), the statements
 * post[qa, qb) the example inserted before its body's closing brace: when they are "return E;"
 * of a value free of the example's own names, the target's plain returns return E (an
 * alternative added to sbody) and the statement is returned (owned) for the rule that adds it
 * where the target's body falls off its end; else NULL.
 */
char *sd_emit_end_return(struct emit *c, struct rctx *R, const char *name, const char *hdr,
			 const char *qhdr, guint qa, guint qb, GString *sbody, guint *salts);

/*
 * ---- emit-returns.c: a function made void, converted or wrapped ----
 *
 * A decision of emit's on the target's facts, taken before any rule of the function is made:
 * when the example makes void a function it names in an initializer (a platform_driver's
 * .remove), the target's function at the same field of its initializer at the issue is made
 * void itself, its returns converted (sd_emit_void_returns()), unless the target's file calls it
 * and uses the value ("ret = f(pdev);", "return f(dev);", "if (f(dev))"): then it keeps its type
 * and the field gets a void wrapper added after it (sd_emit_void_wrapper()).  sd_void_choose()
 * reads the target's file only (cfront's tokens and items), the example not at all.
 */
enum sd_void_way {
	SD_VOID_CONVERT,	/* the function is made void, its returns converted (as before) */
	SD_VOID_WRAP,		/* it is kept; a void wrapper takes its place at the field */
};

/* What sd_void_choose() found in the target; all owned, sd_void_choice_clear(). */
struct sd_void_choice {
	enum sd_void_way way;
	char *func;		/* the target's function at the field, NULL when none is defined there */
	char *params;		/* its parameters as written ("struct platform_device *pdev") */
	char *args;		/* their names, as the wrapper passes them ("pdev") */
	GPtrArray *types;	/* typedef names the parameters use (char *) */
	char *wrapper;		/* SD_VOID_WRAP: the wrapper's name, "func_void" or "func_void2"...,
				 * no identifier of the file */
	char *file;		/* the target's file as the issue names it (the base name of an
				 * absolute path: the build's own folder is no part of a note) */
	int line;		/* SD_VOID_WRAP: the line of the first call that uses the value */
	guint calls;		/* the calls that use the value */
	char *why;		/* SD_VOID_CONVERT with calls: why no wrapper (a parameter without
				 * a name, say), else NULL */
};

/*
 * The way for the target's function that the initializer at the issue's line (is->file:is->line
 * under driver_dir) names at the field of path path ("remove", "ops.remove"): SD_VOID_WRAP when
 * a call in the file uses its value and its parameters can be passed on, else SD_VOID_CONVERT.
 * A call's value is unused only when the call is a whole expression statement ("f(pdev);",
 * "(void)f(pdev);").  out is always filled; clear it with sd_void_choice_clear().
 */
void sd_void_choose(struct sd_void_choice *out, const char *driver_dir, const struct red_issue *is,
		    const char *path);
void sd_void_choice_clear(struct sd_void_choice *vc);

/*
 * The function the example made void, name before its change and qname after (the same), bound
 * as fn ("r1.mv_remove") by the rule of the initializer that names it at a field: the target's
 * function at that field is chosen by sd_void_choose(), and with SD_VOID_WRAP a rule adds a void
 * wrapper (return type qhdr) after it and another points the field, as the rules before left it
 * (".remove_new" when the example renamed ".remove"), at the wrapper.  Appended to c->late, with
 * the note saying which call decided.  TRUE then: no other rule of the function is to be made.
 */
gboolean sd_emit_void_wrapper(struct emit *c, const char *name, const char *qname, const char *fn,
			      const char *qhdr);

/* ---- emit-callback.c ---- */
char *sd_emit_dropped_param(struct emit *c, struct rctx *R, guint pi, const char *o, const char *n,
			    const char *head, const char *decls);

/*
 * emit-helper.c: rules that carry over the functions the example defines with its change and
 * @rules' added lines call, each in front of the first driver function calling what the rule
 * replaces; to go before every other rule.  "" when there are none; owned.
 */
char *sd_helper_rules(struct emit *c, const char *rules);

/*
 * emit-member.c: when the example drops its assignment "E->m = V;" of the issue's member and
 * writes V where it read the member, the rules that remove the target's one assignment of it and
 * write the target's own value at its reads (to go before every other rule; the note says why,
 * or why not).  NULL when none are made; owned.
 */
char *sd_emit_member_value(struct emit *c);

#endif /* PORTER_SYNTH_STAGES_H */

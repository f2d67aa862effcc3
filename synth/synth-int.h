/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Internals of libsynth below its stages: cfront's tokens as synth holds them (tokens.c), a
 * token-level LCS diff (lcs.c), the example's images and the shapes read off them (image.c), the
 * coccicheck modes (modes.c).  The stages are declared above this, in stages.h.  Every internal
 * name of synth is sd_; syn_ is the public API's (synth.h).
 */
#ifndef PORTER_SYNTH_INT_H
#define PORTER_SYNTH_INT_H

#include <glib.h>

#include "cfront.h"
#include "escape.h"

/*
 * Tokenizes text with cfront (path names it in errors).  Returns an array of struct cf_token *
 * (owned, with a free function; texts interned: equal texts are equal pointers; CF_PP tokens hold
 * the whole directive) or NULL with error set on an unterminated comment, string or char.
 */
GPtrArray *sd_tokenize(const char *text, const char *path, GError **error);

/* Text of toks[first, last) joined with single spaces (owned). */
char *sd_toks_text(GPtrArray *toks, guint first, guint last);

gboolean sd_tok_is(const struct cf_token *t, const char *text);

/*
 * LCS over token texts of a[af, al) and b[bf, bl).  Returns pairs of equal tokens as a GArray of
 * guint, flattened (a index, b index), in increasing order: the pairs of the full-table LCS walk
 * (equal tokens pair, ties advance a), found by a Myers search in O((n + m) D) time for D the
 * edit distance.  Beyond an edit distance of about 5,800 it falls back to the table, and past
 * 64 M cells it returns no pairs, as the table always did.
 */
GArray *sd_lcs(GPtrArray *a, guint af, guint al, GPtrArray *b, guint bf, guint bl);

/* Index of the token closing the bracket opened at toks[open], or toks->len. */
guint sd_match_bracket(GPtrArray *toks, guint open, guint end);

/*
 * @cocci (a patch-only semantic patch: "virtual patch" and transformation rules) made runnable
 * in every coccicheck mode: all four virtual rules, "depends on patch" on its rules, and for
 * the first rule that removes code a "*" copy for context mode and a position copy with
 * python rules that print one line a match for org and report modes.  Owned.
 */
char *sd_cocci_modes(const char *cocci);

/* ---- ppview.c: apply's views of a file through its #if groups ---- */

/* Which branch of each decided group a view shows. */
enum sd_view_pick {
	SD_VIEW_TARGET,		/* the one the kernel compiles */
	SD_VIEW_OTHER,		/* the first other one (--compat's other side) */
};

/* What a line of the file is in a view. */
enum sd_line_class {
	SD_LINE_OUT,		/* outside every decided group: as in the file */
	SD_LINE_KEPT,		/* in the shown branch of a decided group */
	SD_LINE_BLANK,		/* a directive of a decided group or a hidden branch: emptied */
};

/*
 * A view: text is the file's text with the lines of class SD_LINE_BLANK emptied (as many lines
 * as the file); cls holds a guint8 enum sd_line_class per line, group_line the 1-based line of
 * the #if of the innermost decided group whose shown branch holds the line (0: none).  groups
 * counts the decided groups, undecided those whose tests rest on what the macros do not say.
 * All owned: sd_ppview_clear().
 */
struct sd_ppview {
	char *text;
	GArray *cls;
	GArray *group_line;
	guint groups, undecided;
};

/*
 * The view of text for macros (cf_pp_macros_add_text(): the target tree's version.h): each
 * group whose tests the macros decide shows the branch pick names; a group in a hidden branch
 * is hidden whole; an undecided or unclosed group is left as it is.
 */
void sd_ppview_make(struct sd_ppview *out, const char *text, GHashTable *macros,
		    enum sd_view_pick pick);
void sd_ppview_clear(struct sd_ppview *v);
/*
 * text (the file v was made of) with the change spatch made from v->text to after: lines of a
 * hidden branch and directives stay the file's.  *out_text is owned; *out_line is the #if line of
 * the group in whose shown branch the first change landed (0: outside every decided group).
 * Returns 0, or -1 with error set when a change touches a hidden line (SYN_ERROR_SPATCH, the
 * line named) or v is not a view of text (SYN_ERROR_INPUT).
 */
int sd_ppview_merge(char **out_text, int *out_line, const char *text, const struct sd_ppview *v,
		    const char *after, GError **error);
/*
 * The first line (1-based) of text that the change from text to after touches and v hides (a
 * directive, a line of a branch v does not show), 0 when none: spatch, which parses a group's
 * first branch, changed code the kernel does not compile.
 */
int sd_ppview_hidden_change(const char *text, const struct sd_ppview *v, const char *after);
/* A unified diff of a to b ("--- a/PATH", "+++ b/PATH", three lines of context); "" when equal. */
char *sd_unified_diff(const char *path, const char *a, const char *b);
/*
 * Pairs of equal lines of a and b (NULL-terminated line arrays), as sd_lcs() pairs them: a GArray
 * of guint, flattened (a index, b index), ending with the pair (lines of a, lines of b).  Owned.
 */
GArray *sd_line_pairs(char **a, char **b);

/* ---- macroview.c: apply's views of a file through its #define bodies ---- */

/*
 * A view: text is the file's text where the body of each #define that is code shows as code,
 * on the same lines (as many lines as the file).  A body that is a list of designated
 * initializers ("{ .f = v, ... }" or ".f = v, ...") is the initializer of a synthetic variable
 * of the struct type the view was made for; a body of statements (a loop's head, a statement
 * expression, statements) is in a synthetic function, or a block when the #define is inside a
 * function.  The body's # and ## operators show as names the merge puts back.  lines holds
 * what each shown line is (NULL elsewhere), macros the macros shown; internal to macroview.c.
 * All owned: sd_macroview_clear().
 */
struct sd_macroview {
	char *text;
	GPtrArray *lines;
	GPtrArray *macros;
	GPtrArray *marks;
};

/*
 * The view of text.  init_type ("struct foo", may be NULL: no initializer body is shown) is the
 * type of the synthetic variables that hold initializer bodies; words (may be NULL or empty:
 * every body that is code) the names a body must have one of to be shown
 * (sd_cocci_minus_words()).  v->macros->len is 0 when no body is shown.
 */
void sd_macroview_make(struct sd_macroview *out, const char *text, const char *init_type,
		       GHashTable *words);
void sd_macroview_clear(struct sd_macroview *v);
/*
 * text (the file v was made of) with the change spatch made from v->text to after: a shown
 * body's lines go back into their #define (its head, the # and ## operators and the backslash
 * continuations as they were; a line spatch adds is continued too), other lines as spatch left
 * them (with bodies_only, as the file has them: a change there is not taken).  *out_text is
 * owned; *out_macro is the index of the macro the first change landed in (-1: none;
 * sd_macroview_name() names it).  Returns 0, or -1 with error set when a change touches the
 * scaffolding the view put around a body or spans a body and other lines (SYN_ERROR_SPATCH,
 * the line named), or v is not a view of text (SYN_ERROR_INPUT).
 */
int sd_macroview_merge(char **out_text, int *out_macro, const char *text,
		       const struct sd_macroview *v, const char *after, gboolean bodies_only,
		       GError **error);
/* The name of macro index macro of v (borrowed) and its #define's 1-based line; NULL if none. */
const char *sd_macroview_name(const struct sd_macroview *v, int macro, int *out_line);
/*
 * The struct type the first rule of cocci that initializes a struct names ("struct foo" from
 * "struct foo x = {" on a context or minus line), or NULL.  Owned.
 */
char *sd_cocci_init_type(const char *cocci);
/*
 * The C names on the minus lines of cocci, but its metavariables, the words declaring them and
 * C's keywords: what a body must name for the patch to change it.  A new set of strings, owned.
 */
GHashTable *sd_cocci_minus_words(const char *cocci);


/* One image (pre or post) of the example's file. */
struct image {
	GPtrArray *toks;
	GPtrArray *items;
};

/* A parameter of a function item: its name and its type-and-name tokens. */
struct param {
	char *name;
	guint f, l;		/* type and name tokens */
};

/* One entry of a struct initializer: ".field = value" or a positional value. */
struct init_entry {
	char *path;		/* "suspend", "driver.pm" */
	char *field;		/* last component */
	char *parent;		/* "" or "driver" */
	guint vf, vl;		/* value tokens */
	gboolean nested;
};

/* ---- image.c: the images and the shapes read off them ---- */
gboolean sd_is_keyword(const char *s);
gboolean sd_c_word(const char *s);
struct cf_token *sd_tok(struct image *im, guint i);
struct cf_item *sd_item(struct image *im, guint i);
char *sd_range_text(struct image *im, guint f, guint l);
char *sd_words_text(GPtrArray *w);
gboolean sd_is_call_name(struct image *im, guint i, guint end);
void sd_enclosing_stmt(struct image *im, guint f, guint l, guint a, guint b, guint *s, guint *e);
guint sd_map_near(GArray *pairs, guint p, gboolean start, guint qf, guint ql);
gboolean sd_balanced(struct image *im, guint f, guint l);
/*
 * The whole statements of the innermost block of im[f, l) that hold [a, b), as [*s, *e): the
 * tokens of an if, a switch or a loop are covered with the statement they belong to.  FALSE when
 * no block in [f, l) holds the span.
 */
gboolean sd_stmt_cover(struct image *im, guint f, guint l, guint a, guint b, guint *s, guint *e);
gboolean sd_word_at(struct image *im, guint i, const char *word);
gboolean sd_region_has(struct image *im, guint f, guint l, const char *word);
gboolean sd_has_word(GPtrArray *w, const char *word);
gboolean sd_ends_stmt(GPtrArray *w);
gboolean sd_load_image(struct image *im, const char *text, const char *path, GError **error);
void sd_append_words(GString *out, GPtrArray *words);
GPtrArray *sd_decl_type(struct image *im, struct cf_item *it, guint name_at, gboolean keep_const);
GPtrArray *sd_params(struct image *im, struct cf_item *it, guint *open, guint *close);
char *sd_param_type(struct image *im, struct param *p);
char *sd_pointee(const char *type);
GHashTable *sd_func_locals(struct image *im, struct cf_item *it, GHashTable *types);
char *sd_decl_type_of(struct image *im, const char *name);
guint sd_init_eq(struct image *im, struct cf_item *it);
gboolean sd_item_has_seq(struct image *im, struct cf_item *it, const char *needle);
void sd_init_entry_free(gpointer p);
void sd_parse_init(struct image *im, guint open, guint close, const char *parent, GPtrArray *out);
struct init_entry *sd_find_entry(GPtrArray *es, const char *path);
gboolean sd_image_defines_func(struct image *im, const char *name);

#endif /* PORTER_SYNTH_INT_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Internals of libsynth shared between its files: a small C tokenizer that keeps preprocessor
 * lines whole, the split of a file into top-level items, and a token-level LCS diff.
 */
#ifndef PORTER_SYNTH_INT_H
#define PORTER_SYNTH_INT_H

#include <glib.h>

enum syn_tok_kind { SYN_TOK_IDENT, SYN_TOK_NUM, SYN_TOK_STR, SYN_TOK_CHAR, SYN_TOK_PUNCT, SYN_TOK_PP };

struct syn_tok {
	enum syn_tok_kind kind;
	const char *text;	/* interned (ctok.c intern()), not owned: equal texts are equal
				 * pointers; for SYN_TOK_PP the whole directive, continuations joined */
	int line, col;
};

/* Tokenizes text (path names it in errors).  Returns an array of struct syn_tok* (owned, with a
 * free function) or NULL with error set on an unterminated comment, string or char. */
GPtrArray *syn_tokenize(const char *text, const char *path, GError **error);

enum syn_item_kind {
	SYN_ITEM_FUNC,		/* function definition */
	SYN_ITEM_DECL,		/* declaration, with or without initializer */
	SYN_ITEM_MACROCALL,	/* NAME(args); at file scope: declarer or statement macro */
	SYN_ITEM_STRUCT,	/* struct/union/enum definition */
	SYN_ITEM_DEFINE,	/* #define */
	SYN_ITEM_COND,		/* #if, #ifdef, #ifndef, #elif, #else, #endif */
	SYN_ITEM_PP,		/* any other directive */
};

struct syn_item {
	enum syn_item_kind kind;
	char *name;		/* owned: function, variable, macro name, first macro argument, tag */
	char *macro;		/* owned: SYN_ITEM_MACROCALL: the macro's name; NULL otherwise */
	guint first, last;	/* token range [first, last) in the file's token array */
	guint occurrence;	/* how many earlier items have the same kind and name */
	int cond;		/* index of the innermost enclosing #if item or -1 */
	int branch;		/* 0 in the #if part, 1.. after each #elif / #else */
};

/* Splits toks into top-level items (array of struct syn_item*, owned). */
GPtrArray *syn_items(GPtrArray *toks);

/* Text of toks[first, last) joined with single spaces (owned). */
char *syn_toks_text(GPtrArray *toks, guint first, guint last);

gboolean syn_tok_is(const struct syn_tok *t, const char *text);

/*
 * LCS over token texts of a[af, al) and b[bf, bl).  Returns pairs of equal tokens as a GArray of
 * guint, flattened (a index, b index), in increasing order: the pairs of the full-table LCS walk
 * (equal tokens pair, ties advance a), found by a Myers search in O((n + m) D) time for D the
 * edit distance.  Beyond an edit distance of about 5,800 it falls back to the table, and past
 * 64 M cells it returns no pairs, as the table always did.
 */
GArray *syn_lcs(GPtrArray *a, guint af, guint al, GPtrArray *b, guint bf, guint bl);

/* Index of the token closing the bracket opened at toks[open], or toks->len. */
guint syn_match_bracket(GPtrArray *toks, guint open, guint end);

/*
 * @cocci (a patch-only semantic patch: "virtual patch" and transformation rules) made runnable
 * in every coccicheck mode: all four virtual rules, "depends on patch" on its rules, and for
 * the first rule that removes code a "*" copy for context mode and a position copy with
 * python rules that print one line a match for org and report modes.  Owned.
 */
char *syn_cocci_modes(const char *cocci);

#endif /* PORTER_SYNTH_INT_H */

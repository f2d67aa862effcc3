/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Internals of libsynth shared between its files: cfront's tokens as synth holds them, and a
 * token-level LCS diff.
 */
#ifndef PORTER_SYNTH_INT_H
#define PORTER_SYNTH_INT_H

#include <glib.h>

#include "cfront.h"

/*
 * Tokenizes text with cfront (path names it in errors).  Returns an array of struct cf_token *
 * (owned, with a free function; texts interned: equal texts are equal pointers; CF_PP tokens hold
 * the whole directive) or NULL with error set on an unterminated comment, string or char.
 */
GPtrArray *syn_tokenize(const char *text, const char *path, GError **error);

/* Text of toks[first, last) joined with single spaces (owned). */
char *syn_toks_text(GPtrArray *toks, guint first, guint last);

gboolean syn_tok_is(const struct cf_token *t, const char *text);

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

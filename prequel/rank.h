/* SPDX-License-Identifier: GPL-2.0 */
/* Ranking hits as examples (rank.c): internal to prequel's query run. */
#ifndef PQ_RANK_H
#define PQ_RANK_H

#include "prequel.h"

/*
 * Multiplies each hit's rank down for what makes a poor example (an import or vendor drop, a match
 * only in files added or deleted whole, a removed use with no replacement in its hunk, introduced
 * names opts->target_tree does not declare) and drops copies of an earlier hit (same hash, or same
 * subject and patch id).  With opts->replacements_only, hits whose matched change replaces nothing
 * are dropped too.  paths[i] (owned, g_free) is hit i's repository path and is kept in step.
 */
int pq_rank_hits(GPtrArray *hits, GArray *paths, const struct pq_query_options *opts);

/* qsort order of struct pq_hit* (a GCompareFunc): best first: matches in .c files before header-only
 * ones, then rank, fewer files, newer, hash. */
int pq_hit_cmp(gconstpointer a, gconstpointer b);
/* Whether path is a .c file: pq_hit_cmp() puts hits with lines in one first (a pruning bound
 * must agree). */
gboolean pq_rank_c_path(const char *path);
/* Whether two hits are one series: one author and repository, subject prefix, within a day. */
gboolean pq_hit_same_series(const struct pq_hit *a, const struct pq_hit *b);
/* The first opts->limit series heads (borrowed) of found, in order, into out_heads. */
void pq_top_heads(GPtrArray *out_heads, GPtrArray *found, const struct pq_query_options *opts);
/* Whether best (a hit, or the best a candidate could be) can neither come before the last of heads
 * nor join one's series: then it changes nothing in the first opts->limit results. */
gboolean pq_outranked(const struct pq_hit *best, GPtrArray *heads, const struct pq_query_options *opts);

#endif

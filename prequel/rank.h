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

#endif

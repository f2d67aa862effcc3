/* SPDX-License-Identifier: GPL-2.0 */
/*
 * prequel's query part: SmPL-like queries (a subset of Coccinelle's semantic patch language), their
 * structural matching on the pre/post images of commits, ranking, templates per issue kind and the
 * output formats.  Included at the end of prequel.h; errors are PQ_ERROR like the rest of the library.
 */
#ifndef PQ_QUERY_H
#define PQ_QUERY_H

#include <glib.h>

struct pq_file_change;
struct pq_db;

/* ---- Queries ---- */

/*
 * A parsed query: one or more rules.  A rule is
 *	@ [NAME] [depends on before|after] @  metavariable declarations  @@  code
 * Code lines starting with '-' must match code of the old version on removed lines, '+' lines code of the
 * new version on added lines, other lines are context (anywhere in the file, metavariables bound
 * consistently over all three).  Metavariables: identifier, expression, type, constant, expression list
 * (optionally "expression list[N]": exactly N elements), parameter list, statement; "symbol" names are
 * literal.  "..." skips balanced code; "(", "|", ")" alone in column 0 (or "\(", "\|", "\)" inline) make a
 * disjunction.  Inside a braced initializer, fields of the target not named by the query are skipped.
 * Rules without "depends on" must all match somewhere in the commit.  A rule "depends on after" is a guard:
 * the commit is rejected when it matches the post-image of a file the other rules matched in (the old
 * form still exists afterwards); "depends on before" likewise on the pre-image.
 */
struct pq_query;

/*
 * Parses text; filename names it in errors ("query.cocci:3:7: expected '@@'", PQ_ERROR_INPUT).
 * *out owned: pq_query_free().
 */
int pq_query_parse(struct pq_query **out, const char *text, const char *filename, GError **error);
void pq_query_free(struct pq_query *q);

/*
 * The candidate words of the query: constant words (not metavariables, not C keywords) that every match
 * has on removed lines (minus), on added lines (plus), outside disjunction alternatives that lack them.
 * Field designators are given as ".name".  NULL-terminated arrays owned by the caller (g_strfreev).
 */
void pq_query_words(const struct pq_query *q, char ***out_minus, char ***out_plus);
/*
 * Constant words of the heads enclosing each rule's first change that are not functions
 * ("spi_driver" of "struct spi_driver i = {"): a matching commit has them among its context words
 * (3 lines around a change or the hunk's function-context line).  NULL-terminated, owned (g_strfreev).
 */
char **pq_query_head_words(const struct pq_query *q);

struct pq_line {
	char *path;
	int line;
	char side;		/* '-' (old version), '+' (new version), ' ' (context, old version) */
	char *text;
};
void pq_line_free(struct pq_line *l);

struct pq_hit {
	char *repo, *hash, *subject, *author;
	char *repo_path;	/* where the repository was indexed from */
	gint64 date;
	double score;		/* percent of the commit's changed lines the match covers */
	double rank;		/* what hits are ordered by: score, weighted towards the target if any */
	guint files;
	GPtrArray *lines;	/* struct pq_line*: the matched lines, by path and line */
	GHashTable *bindings;	/* metavariable name -> bound text (first match) */
	GPtrArray *chain;	/* follow-up hits of a rename chain, or NULL */
	GPtrArray *series;	/* other hits of the same series (author, day, subject prefix), or NULL */
	guint covered, changed;	/* changed lines covered by the match, all changed lines */
	/* the commit's files as a diff of its trees without renames has them (a rename: one deleted, one
	 * added), from the index's rows; tree_files 0: not known, rank.c diffs the trees */
	guint tree_files, added_files, deleted_files;
};
void pq_hit_free(struct pq_hit *hit);

/*
 * Matches q against the file changes of one commit (pure: no DB).  Changes whose removed_lines /
 * added_lines are NULL get them computed from old_text/new_text.  Returns 1 and fills *out (owned:
 * pq_hit_free(); repo/hash/subject left NULL) when every plain rule matched and no guard did, 0 when not.
 */
int pq_query_match(struct pq_hit **out, const struct pq_query *q, GPtrArray *changes /* pq_file_change* */,
		   GError **error);

/* Fills c->removed_lines / c->added_lines (when NULL) from a diff of old_text and new_text. */
int pq_file_change_compute_lines(struct pq_file_change *c, GError **error);

struct pq_query_options {
	const char *range;	/* "A..B" as for pq_db_candidates, or NULL */
	const char *repo;	/* repository name or NULL */
	guint limit;		/* hits returned, 0: all */
	gboolean follow_renames;
	gboolean group_series;	/* put hits of one series into the best one's ->series */
	const char *target;	/* revision the port aims at, or NULL: hits far from its date rank lower */
	/* NULL, or an array (with g_free) that gets one line per candidate skipped because its commit's
	 * objects cannot be read (a moved or partial clone): "REPO_PATH: commit HASH: ..." */
	GPtrArray *warnings;
	double budget_s;	/* verification time of the whole query: 0 PQ_QUERY_BUDGET_S, < 0 none */
	double candidate_budget_s;	/* matching time per candidate: 0 PQ_CANDIDATE_BUDGET_S, < 0 none */
	gboolean progress;	/* candidates verified on stderr, when prog_init() turned them on */
	guint threads;		/* verifying threads, 0: one per processor, 1: the caller's only; the
				 * hits are the same whatever the number */
	const char *target_tree;	/* kernel tree ported to (its headers), or NULL: hits whose new names
					 * no header there declares rank lower (rank.c) */
	gboolean replacements_only;	/* drop hits whose matched change replaces nothing (for a reversed
					 * query: commits that only add the old API are no backports) */
	guint max_candidates;	/* candidates verified, newest first: 0 PQ_MAX_CANDIDATES */
	/* NULL, or a NULL-terminated list of repository paths (a file, or a folder and all below
	 * it): a commit that touches one, on its old or new side, is never a candidate (a port's
	 * own driver, a user's own repository) */
	const char *const *exclude_paths;
};
#define PQ_QUERY_OPTIONS_INIT { NULL, NULL, 0, TRUE, TRUE, NULL, NULL, 0, 0, FALSE, 0 }
/* Default budgets: candidates left when the query's runs out are not verified, a candidate whose
 * matching outlasts its own is not a hit; both are counted in struct pq_query_stats. */
#define PQ_QUERY_BUDGET_S 30.0
#define PQ_CANDIDATE_BUDGET_S 5.0
/* Candidates past the newest this many are not verified, whatever the budget (stats: capped). */
#define PQ_MAX_CANDIDATES 20000

/* With a target, a hit's rank is its score times 1 - PQ_TARGET_WEIGHT * (d - near) / (far - near), d its
 * distance in time from the target, near and far the smallest and largest d among the hits: the nearest
 * keeps its score, the farthest loses this share of it. */
#define PQ_TARGET_WEIGHT 0.25

/* Timings of the last pq_query_run_stats() call, for bench/query.sh. */
struct pq_query_stats {
	guint candidates, verified, hits;
	guint cut;		/* candidates not verified: the query's budget or max_candidates ran out */
	guint capped;		/* of cut: those past the newest max_candidates */
	guint cut_short;	/* candidates whose matching the per-candidate budget stopped */
	double candidate_s, verify_s;
	double fetch_s;		/* part of verify_s spent reading pre/post images (pq_commit_changes) */
	guint unreadable;	/* candidates skipped: their objects could not be read (opts->warnings) */
	guint pruned;		/* verified candidates not matched: with opts->limit, they could not
				 * reach the results (pq_query_run) */
	guint refuted;		/* matched candidates whose guards refuted them from the items holding
				 * the guards' words, without matching whole files */
	guint range_commits;	/* opts->range: the commits it holds, over the repositories resolved */
	guint range_from_git;	/* commits its walk read from a repository: those the index's commit
				 * graph lacks */
};

/*
 * Runs q over the index: candidates from its words, verification of each on its real pre/post images,
 * hits ranked: matches in .c files (API users) before header-only ones (API definitions), then by rank
 * (the score, weighted towards opts->target when set), then fewer files, then newest.  *out_hits owned:
 * a GPtrArray freeing its pq_hit*.  stats may be NULL.  A target no repository knows: PQ_ERROR_INPUT.
 * A candidate whose commit cannot be read from its repository is skipped and counted, not an error.
 * Candidates are verified on opts->threads threads.  With opts->limit and no target, a candidate whose
 * images show it cannot reach the first opts->limit results (before them or in one's series) is not
 * matched; the results are those of verifying every candidate, cut to the limit.
 */
int pq_query_run(GPtrArray **out_hits, struct pq_db *db, struct pq_query *q,
		 const struct pq_query_options *opts, GError **error);
int pq_query_run_stats(GPtrArray **out_hits, struct pq_query_stats *stats, struct pq_db *db,
		       struct pq_query *q, const struct pq_query_options *opts, GError **error);

/* ---- Templates ---- */

/*
 * The query for an issue: kind is an issue kind of docs/cli.md ("unknown-field", ...), facts the issue's JSON
 * fields as strings (symbol, container, expected, actual, function...).  backport swaps '-'/'+' and
 * before/after guards.  Missing facts a kind needs: PQ_ERROR_INPUT naming the key.  *out_query owned.
 */
int pq_template(char **out_query, const char *kind, GHashTable *facts, gboolean backport, GError **error);
/* A query for the opposite direction: '-' and '+' lines and before/after guards swapped.  Owned. */
char *pq_query_swap(const char *text);
/* NULL-terminated list of the kinds pq_template() knows; static. */
const char *const *pq_template_kinds(void);

/* ---- Output ---- */

enum pq_format { PQ_FORMAT_TEXT, PQ_FORMAT_JSON, PQ_FORMAT_ORG, PQ_FORMAT_VIM };
int pq_format_from_name(enum pq_format *out, const char *name);
/*
 * Renders hits (best first) in format; owned string.  JSON is one object (docs/cli.md):
 * {"schema": PQ_JSON_SCHEMA, "query": @query, "candidates", "verified", "cut", "capped",
 * "cut_short" (from @stats; absent when it is NULL), "hits": [...]}.  @query (the query file's
 * name) may be NULL.
 */
#define PQ_JSON_SCHEMA 1
char *pq_hits_format(GPtrArray *hits, const char *query, const struct pq_query_stats *stats,
		     enum pq_format format);

#endif

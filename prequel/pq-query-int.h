/* SPDX-License-Identifier: GPL-2.0 */
/* Internals shared by prequel's query files (smpl, match, query, template, output): not public. */
#ifndef PQ_QUERY_INT_H
#define PQ_QUERY_INT_H

#include "prequel.h"

/*
 * ---- C tokens: cfront's (cfront.h).  col is the byte column. ----
 */
#include "cfront.h"
/* Tokenizes query or commit text (comments dropped, directive lines tokenized like code, SmPL's
 * "\\(", "\\|", "\\)" as tokens); owned: cf_tokens_free(). */
static inline struct cf_tokens *pq_lex(const char *text, gsize len)
{
	return cf_lex(text, len, CF_LEX_DIRECTIVE_TOKENS | CF_LEX_SMPL);
}

/* ---- Query structure (smpl.c) ---- */
enum mv_kind { MV_IDENTIFIER, MV_EXPRESSION, MV_TYPE, MV_CONSTANT, MV_EXPR_LIST, MV_PARAM_LIST,
	MV_STATEMENT };
struct pq_metavar {
	char *name;
	enum mv_kind kind;
	int count;		/* expression list[N]: N, else -1 */
	guint index;
};

enum pat_kind { PAT_TOK, PAT_META, PAT_DOTS, PAT_IDOTS, PAT_DISJ };
struct pq_pat {
	enum pat_kind kind;
	char side;		/* '-', '+', ' ' */
	char *text;		/* PAT_TOK */
	struct pq_metavar *mv;	/* PAT_META */
	GPtrArray *alts;	/* PAT_DISJ: GPtrArray of GPtrArray of struct pq_pat* */
	int line, col;
	gboolean call;		/* PAT_TOK of a use: a call of f, not its declaration; struct foo, not its definition */
};

enum rule_mode { RULE_DIFF, RULE_AFTER, RULE_BEFORE };
struct pq_rule {
	char *name;
	enum rule_mode mode;
	GPtrArray *mvs;		/* struct pq_metavar* */
	GPtrArray *seq;		/* struct pq_pat* */
	gboolean has_minus, has_plus;
	int first_line, last_line;	/* the rule's lines in the query text, 1-based, inclusive */
};

struct pq_query {
	char *text, *filename;
	GPtrArray *rules;	/* struct pq_rule* */
};

/* ---- Matching (match.c) ---- */
struct mt_file {
	const char *path;
	struct cf_tokens *toks;
	const gboolean *changed;	/* per line (index = line), NULL: none */
	int n_lines;
	struct mt_shape *shape;		/* brackets, scope, changed tokens: made by the first mt_find(),
					 * kept for the file's other rules and pairings; mt_file_clear() */
};
void mt_file_clear(struct mt_file *f);
struct mt_match {
	GArray *toks;		/* guint: token indexes in the file used by the match */
	GArray *sides;		/* char per toks entry */
	char **bind;		/* per metavariable index: bound text or NULL; owned */
	guint n_bind;
};
void mt_match_free(struct mt_match *m);
/*
 * Every match (up to max) of seq in f where tokens of side 'want' must be on changed lines, tokens of side
 * 'skip' are left out of the pattern.  pre: bindings that must hold (may be NULL).  accept (may be NULL)
 * may refuse a match, and the search backtracks for another.  Appends mt_match* (one per start token).
 */
typedef gboolean (*mt_accept_fn)(struct mt_match *m, gpointer data);
/* A time (g_get_monotonic_time()) after which mt_find() stops in this thread, 0: none.  Setting it
 * clears mt_deadline_hit(), which tells whether a search stopped on it since. */
void mt_set_deadline(gint64 t);
gboolean mt_deadline_hit(void);
void mt_find(GPtrArray *out, const struct pq_rule *r, struct mt_file *f, char want, char skip,
	     char *const *pre, guint max, mt_accept_fn accept, gpointer data);

/* ---- Reading candidates (query-db.c) ---- */
struct qdb_cache;
struct qdb_cache *qdb_cache_new(void);
void qdb_cache_free(struct qdb_cache *c);
/* The author date of revision rev in the repository at repo_path (cached per repository): 0 and *out set,
 * or -1 when rev does not name a commit there (error set). */
int qdb_rev_date(gint64 *out, struct qdb_cache *cache, const char *repo_path, const char *rev, GError **error);
/*
 * pq_commit_changes() for an already fetched commit, its repository opened once per cache.  Files whose
 * old text has none of minus and new text none of plus are left out (*out_skipped set): they cannot match.
 */
/*
 * Guarded examples (guard.c): replaces in c's post-image each preprocessor conditional that the
 * commit added around old and new code by its new branch, and recomputes the changed lines.
 * Returns the number of conditionals resolved (0: c untouched).
 */
int pq_file_change_resolve_guards(struct pq_file_change *c);
/* Whether a line (not NUL-terminated) is an #if/#ifdef/#ifndef/#else directive. */
gboolean pq_line_opens_guard(const char *line, size_t len);

/* rows: the commit's file_change rows (struct pq__file_row*, pq-db-int.h): only the files whose
 * changed lines may hold the words are read, by blob id, with the changed lines the index recorded;
 * NULL: the commit's trees are diffed instead.  Both give the same files.  refute_by (with rows;
 * NULL: none): a query whose guards may refute the candidate from its post-images alone
 * (pq_query_post_refutes()); when they do, *out_refuted is set and *out is empty. */
int qdb_commit_changes(GPtrArray **out, gboolean *out_skipped, gboolean *out_refuted, struct qdb_cache *cache,
		       const struct pq_commit *commit, GPtrArray *rows, char *const *minus, char *const *plus,
		       const struct pq_query *refute_by, GError **error);

/* At least the score of the best hit that reading rows (as qdb_commit_changes() does) could give,
 * every removed line of the files read covered (query-run.c best_hit()), from the rows alone: a
 * candidate this cannot rank among the first --limit is not read.  -1: not known without reading
 * (a file that may hold the words is binary, capped, guarded or missing). */
double qdb_rows_best_score(const struct pq_commit *commit, GPtrArray *rows, char *const *minus, char *const *plus);

/*
 * A candidate refuted from its post-images alone, before its pre-images are read: whether q has
 * a diff rule and an `after` guard with a word (and guards are not matched on whole files only),
 * and whether such a guard surely matches in a post-image text[0..len) (not NUL-terminated), so
 * that pq_query_match() refutes that file.  A candidate all of whose files that may hold the
 * query's words are so refuted has no hit.
 */
gboolean pq_query_post_refutable(const struct pq_query *q);
gboolean pq_query_post_refutes(const struct pq_query *q, const char *text, gsize len);

/* Candidates this thread's pq_query_match() calls refuted on their guards from the items holding
 * the guards' words, without tokenizing whole files (query.c); PREQUEL_GUARDS=whole: none are. */
guint pq_query_refuted(void);

#endif

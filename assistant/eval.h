/* SPDX-License-Identifier: GPL-2.0 */
/*
 * `porter eval`'s internal interface: the case manifest (corpora's cases.json format) as a
 * struct, its parser, and the scores of one run.  Split out so that the manifest parser can be
 * fuzzed (tests/fuzz/fuzz-manifest.c) without running any case.
 */
#ifndef PORTER_EVAL_H
#define PORTER_EVAL_H

#include <glib.h>

/* One expected root issue of a case, and the Corpus-Ids of its right example commits. */
struct porter_eval_expect {
	char *kind, *symbol, *container;	/* container may be NULL */
	GPtrArray *examples;			/* char *: Corpus-Id values, may be empty */
	GPtrArray *hashes;			/* char *: the same, resolved to commit hashes */
};

struct porter_eval_case {
	char *name;
	char *driver, *kernel;		/* absolute, or relative to the manifest's folder */
	char *db, *build;		/* NULL: the manifest's default */
	gboolean backport;		/* "direction": "backport" */
	char *reference;		/* "reference": a folder laid out as the driver, holding
					 * the right answer (the other version's files), or NULL */
	char **exclude_paths;		/* "exclude_paths": porter port --exclude-path, or NULL */
	GPtrArray *expected;		/* struct porter_eval_expect *, empty when none given */
};

struct porter_eval_manifest {
	char *path;			/* as given */
	char *minikernel;		/* NULL when the manifest names none */
	char *build;			/* top-level default build command, or NULL */
	GHashTable *corpus_ids;		/* Corpus-Id -> commit hash (owned strings), may be empty */
	GPtrArray *cases;		/* struct porter_eval_case * */
};

/*
 * Parses a manifest held in memory; @name names it in messages, and relative paths are taken
 * relative to @name's folder.  Bad input gives -PORTER_ERROR_INPUT and one line naming the
 * place: "cases.json:3:7: ..." for syntax errors, "cases.json: cases[2].driver: ..." for
 * fields.  @out is owned by the caller (porter_eval_manifest_free).
 */
int porter_eval_manifest_parse(struct porter_eval_manifest **out, const char *data, gsize len,
			       const char *name, GError **error);
/* Reads and parses the manifest at @path; as above. */
int porter_eval_manifest_load(struct porter_eval_manifest **out, const char *path,
			      GError **error);
void porter_eval_manifest_free(struct porter_eval_manifest *m);

/* ---- judging a fix against the reference (judge.c, docs/eval.md "Reference judging") ---- */

/* In this order: a file's worst judgment is the fix's. */
enum porter_judgment {
	PORTER_JUDGE_AGREES,	/* every changed run is as the reference has it */
	PORTER_JUDGE_DIFFERS,	/* written otherwise than the reference */
	PORTER_JUDGE_WRONG,	/* drops a call, assignment or return the original and the
				 * reference both have */
	PORTER_JUDGE_UNJUDGED,	/* no change, or no original or reference text of its file */
};
/* "agrees", "differs", "wrong", "unjudged" (static). */
const char *porter_judgment_name(enum porter_judgment j);

/* The text of @path (as the diff names it) before the port (@reference FALSE) or in the
 * reference; owned by the caller, NULL when there is none. */
typedef char *(*porter_judge_text_fn)(void *data, const char *path, gboolean reference);

/*
 * Judges one fix: @diff is the unified diff of the change porter kept (git's, "+++ b/PATH"
 * naming each file), @text gives each file's original and reference.  Pure but for @text.
 * *@out_why (owned) is one line: the first reason, "PATH: drops call devm_kzalloc (original 1,
 * reference 1, port 0)" or "PATH: the reference has no '...'".
 */
enum porter_judgment porter_judge_fix(char **out_why, const char *diff, porter_judge_text_fn text,
				      void *data);

/* ---- running and scoring a case (eval-score.c), rendered by eval-render.c ---------------- */

struct porter_report;
struct porter_load_test_options;

/* What became of one expected issue of a case. */
struct porter_eval_expect_score {
	gboolean reported, fixed, found;
	gboolean queried;		/* the loop searched examples for it, not fixed along */
	int rank;			/* 1-based rank of the first right example, 0: none */
};

/*
 * Why an issue of the first build is left in the final one, read from the loop's report: the
 * furthest any of its candidates got, so that the table says which stage to work on.
 */
enum porter_eval_left {
	PORTER_EVAL_LEFT_NOT_QUERIED,	/* the loop never searched for it (appeared late, or not a root) */
	PORTER_EVAL_LEFT_NO_QUERY,		/* no template gave a query */
	PORTER_EVAL_LEFT_NO_CANDIDATE,	/* the query found no commit */
	PORTER_EVAL_LEFT_NO_PATCH,		/* no candidate gave a semantic patch */
	PORTER_EVAL_LEFT_NOT_APPLIED,	/* no semantic patch changed the driver */
	PORTER_EVAL_LEFT_TIMEOUT,		/* spatch or the build ran out of time */
	PORTER_EVAL_LEFT_NOT_FIXED,		/* applied, the issue still there */
	PORTER_EVAL_LEFT_REJECTED,		/* fixed, but the change dropped what the driver did */
	PORTER_EVAL_LEFT_NEW_ERRORS,	/* fixed, but new issues appeared */
	PORTER_EVAL_LEFT_CHAIN,		/* fixed, leaving a name of the example's that no example replaced */
	PORTER_EVAL_LEFT_CASCADE,		/* follows from another issue left, never queried itself */
	PORTER_EVAL_LEFT_N
};
/* The names of enum porter_eval_left, as the table and the JSON print them. */
extern const char *const porter_eval_left_names[PORTER_EVAL_LEFT_N];

/* An issue of the first build left in the final one, and why. */
struct porter_eval_left_issue {
	char *key;
	enum porter_eval_left why;
};

/* A fixed issue judged against the case's reference (judge.c). */
struct porter_eval_judged {
	char *key, *why;
	enum porter_judgment j;
	guint decisions;	/* choices of porter's the fix rests on: its semantic patch's
				 * "// Decision:" lines other than "selected:" and "linked:" */
};

/* One case's run and its scores; cleared with porter_eval_score_clear(). */
struct porter_eval_score {
	const struct porter_eval_case *c;
	struct porter_report *r;	/* NULL when the case could not run */
	char *error;
	int exit_code;
	double t_index;			/* < 0: not measured (the DB existed) */
	struct porter_eval_expect_score *ex;	/* one per c->expected */
	GHashTable *first;		/* issue keys of the loop's first build (the pristine driver) */
	guint n_fixed;
	GPtrArray *left;		/* struct porter_eval_left_issue *, sorted by key */
	guint n_why[PORTER_EVAL_LEFT_N];
	guint n_expect, n_reported, n_with_examples, n_found, n_rank1, n_expect_fixed;
	GPtrArray *judged;		/* struct porter_eval_judged *, by key; NULL: no reference */
	guint n_judge[PORTER_JUDGE_UNJUDGED + 1];
};

void porter_eval_score_clear(struct porter_eval_score *s);

/*
 * An input error of manifest name at where ("cases[2].driver"): "NAME: WHERE: MESSAGE" on one
 * line, control characters escaped.  Returns -PORTER_ERROR_INPUT.
 */
int porter_eval_input_error(GError **error, const char *name, const char *where, const char *fmt,
			    ...) G_GNUC_PRINTF(4, 5);
/* Fills every expectation's hashes from the manifest's corpus_ids or the minikernel's Corpus-Id
 * trailers; an unknown id is an input error.  0 or -PORTER_ERROR_INPUT. */
int porter_eval_resolve_examples(struct porter_eval_manifest *m, GError **error);
/* The databases of a run, by path, for porter_eval_run_case() to fill; owned. */
GHashTable *porter_eval_dbs_new(void);
/*
 * Runs case s->c of m (review mode): its database (db_opt, the case's, or the minikernel's,
 * indexed into scratch once: dbs caches them by path), its reference build and the port loop,
 * with its outputs under out_dir/NAME when out_dir is set.  With @load_test (eval --load-test,
 * docs/load-test.md) a clean port's module is booted with the target kernel; its verdict is in
 * s->r->load_test and changes no score, and a load test that could not run leaves the case
 * scored (the reason in s->r->load_test->error).  Failures go to s->error and s->exit_code.
 */
void porter_eval_run_case(struct porter_eval_score *s, const struct porter_eval_manifest *m,
			  const char *db_opt, const char *out_dir, GHashTable *dbs,
			  const char *scratch, const struct porter_load_test_options *load_test);
/* Scores a run case: expected issues reported, found, fixed; issues left and why; judgments. */
void porter_eval_score_case(struct porter_eval_score *s);
/* The scores of every case of m (scores[i] for m->cases[i]) as a table, or as JSON; owned. */
char *porter_eval_render_text(const struct porter_eval_manifest *m, struct porter_eval_score *scores);
char *porter_eval_render_json(const struct porter_eval_manifest *m, struct porter_eval_score *scores);

#endif

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

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * synth: turns an example commit (another driver making the same API change) into Coccinelle
 * semantic patches for the target driver, and applies them through sandbox's spatch runner.
 */
#ifndef PORTER_SYNTH_H
#define PORTER_SYNTH_H

#include <glib.h>

struct red_issue;

/* synth's GError domain; its codes are enum syn_error's. */
#define SYN_ERROR (g_quark_from_static_string("syn-error"))

enum syn_error {
	SYN_ERROR_INPUT = 1,		/* no example or issue given, spatch missing, work dir not one */
	SYN_ERROR_UNRELATED = 2,	/* no hunk of the example's .c files touches the issue */
	SYN_ERROR_SPATCH = 3,		/* spatch could not be run, or its .cocci not written */
};

/* One changed file of the example commit: same shape as prequel's pq_file_change. */
struct syn_file {
	char *old_path, *new_path;
	char *old_text, *new_text;	/* NULL when the file was added / deleted */
};

/* One line the prequel query matched in the example commit. */
struct syn_line {
	char *path;
	int line;
	char side;			/* '-', '+', ' ' */
	char *text;
};

/*
 * The example commit.  Everything is borrowed by syn_derive(): the caller owns the strings and
 * arrays.  files holds struct syn_file*; matched (struct syn_line*) and bindings (metavariable
 * name to bound text, from the query) may be NULL.
 */
struct syn_example {
	const char *repo, *hash, *subject;
	GPtrArray *files;
	GPtrArray *matched;
	GHashTable *bindings;
	gboolean older;		/* the target kernel is older than the driver's (a backport): when the
				 * issue's name is not only added or only removed by the example, it is
				 * applied backwards first */
};

/*
 * A derived semantic patch: name is a short slug ("pm-ops-1"), cocci the .cocci text, notes the
 * generalization decisions in one line each, stages the result of each of syn_derive()'s stages
 * (pair, generalize, select, emit) as indented text lines, for `porter port --explain`.  All
 * owned by the struct.
 */
struct syn_patch {
	char *name;
	char *cocci;
	char *notes;
	char *stages;
	char *kernel_dir;	/* the target tree it was derived for (syn_derive()'s), or NULL */
	gboolean backwards;	/* the example applied backwards (its name ends "-backwards") */
};

/* Frees a patch and its strings; NULL is fine. */
void syn_patch_free(struct syn_patch *patch);

/*
 * Derives semantic patches from ex that should make in the target driver (a directory of .c
 * files, may be NULL) the change that ex made for issue.  Nothing is known of any kernel API:
 * the example's hunks that touch the issue (its symbol, the container's initializer, the lines
 * the query matched) are selected, the example driver's own names (functions, variables,
 * members of its structs, parameters, locals, its prefix) become metavariables, kernel names
 * stay.  driver_dir gives the target's prefix and the instance at the issue's line; kernel_dir
 * (may be NULL) is the target tree, searched for the member or converter that reaches an old
 * parameter from a new one (also one the example drops: a prototype "T *f(U *)" in the tree
 * declares it at the top of the target's body, for the uses the example did not have).  When the issue names only what the example added, the example is
 * applied backwards (a backport).
 * On success *out_patches is a new array of struct syn_patch* (owned by the caller, with a free
 * function set), most specific first, never empty.
 * Returns 0, or -1 with error set when nothing of ex concerns the issue (SYN_ERROR_UNRELATED; the
 * message names the example commit and the issue), when ex or issue is NULL (SYN_ERROR_INPUT) or
 * when a file of ex cannot be tokenized (cfront's error, file:line:col).
 */
int syn_derive(GPtrArray **out_patches, const struct syn_example *ex, const struct red_issue *issue,
	       const char *driver_dir, const char *kernel_dir, GError **error);

/*
 * Outcome of applying one patch.  applied is TRUE when spatch ran and changed at least one file;
 * diff is spatch's unified diff (owned, "" when nothing changed); why (owned, NULL when applied)
 * says in one line why nothing was changed: no match, parse error of the .cocci or the driver,
 * timeout.  note (owned, NULL when spatch saw the files as they are) says where the change was
 * made when only a view of the files through their #if groups or their macro bodies let spatch
 * match: "applied in the #if branch the target compiles (ch34x.c:400)", "applied in the body of
 * macro X (file.c:415)".
 */
struct syn_result {
	gboolean applied;
	char *diff;
	char *why;
	char *note;
};

/* Clears the strings of res, leaving it ready for reuse. */
void syn_result_clear(struct syn_result *res);

/*
 * Runs patch->cocci with sbx_spatch() in place on every .c file under work_dir (dot files and
 * dirs skipped).  The .cocci goes to a hidden temporary file in work_dir, which the sandbox binds
 * (its /tmp is private), and is removed afterwards.  "spatch matched nothing", "spatch could not
 * parse" and a timeout are results (applied FALSE, why set, return 0), not errors.  Returns -1
 * with error set only when spatch cannot be run at all (SYN_ERROR_SPATCH) or is missing or
 * work_dir is not a directory (SYN_ERROR_INPUT); *out is then cleared.  Clear *out with syn_result_clear().
 */
int syn_apply(struct syn_result *out, const struct syn_patch *patch, const char *work_dir,
	      GError **error);

/*
 * How syn_apply_opts() treats code the preprocessor shapes.  kernel_dir (NULL: the patch's own)
 * is the tree whose include/generated/uapi/linux/version.h decides #if groups; both_sides
 * (--compat) applies the change to the branches the tree does not compile too.
 */
struct syn_apply_options {
	const char *kernel_dir;
	gboolean both_sides;
};

/*
 * syn_apply() with opts (NULL: the defaults).  When spatch changes nothing and a file has #if
 * groups the target tree's version decides, spatch runs again on a view of each such file: the
 * branch the tree compiles kept, the group's other lines emptied, so that a construct split over
 * branches (a function head per kernel version) is one spatch can match.  Its change is carried
 * back to the file only when it touches no line of another branch and no directive, else the
 * file is left as it was and why says so.  res->note says which branch took the change; with
 * both_sides, a second view shows the other branches.  Then, when nothing changed still, or a name
 * the patch removes is left in a #define body, each such body is shown to spatch as ordinary code
 * (an initializer of the struct the patch's rule initializes, else a function body) and its
 * change written back into the #define (synth/macroview.c).  Same returns as syn_apply().
 */
int syn_apply_opts(struct syn_result *out, const struct syn_patch *patch, const char *work_dir,
		   const struct syn_apply_options *opts, GError **error);

/*
 * The rules of semantic patch cocci that change code, without its comments, virtual lines, script
 * rules and the copies for coccicheck's other modes: what a reviewer reads in a commit message.
 * Owned.
 */
char *syn_cocci_core(const char *cocci);
/* The "// Decision:" lines of semantic patch cocci, without the marker, one a line; owned. */
char *syn_cocci_decisions(const char *cocci);

/*
 * The rules that several examples' derivations for one issue agree on.  derived holds, for each
 * example in order, the array syn_derive() gave for it (struct syn_patch *), or NULL when it
 * gave none; labels (may be NULL, else as many as derived, or NULL-terminated) names each
 * example (its commit hash) in the patch's comments.  Each patch is split into its rules,
 * compared with metavariables and rule names renamed alike (the same rule from two example
 * drivers compares equal); a rule is agreed on when two examples or more derived it.  The
 * consensus is the agreed rules of the one derivation that has the most, as it wrote them
 * (declarations included), without the rules only it has and without a rule whose dependency is
 * left out, made runnable in every coccicheck mode like syn_derive()'s.  Its notes say which
 * rules were left out, its stages each rule's verdict and holders.
 * Returns 1 with *out a new patch (owned by the caller, free with syn_patch_free()) and, when
 * out_agreed is not NULL, *out_agreed a new GArray of guint: the indexes into derived of the
 * examples that have at least one of its rules, ascending (two or more).  Returns 0 with *out
 * NULL when no two examples share a rule that changes code, -1 with error set
 * (SYN_ERROR_INPUT) when derived is NULL.
 */
int syn_consensus(struct syn_patch **out, GArray **out_agreed, GPtrArray *derived,
		  const char *const *labels, GError **error);

#endif /* PORTER_SYNTH_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * porter's private interface between the files of one job, never used outside assistant/ but
 * by its unit tests: the port loop's state (struct port) and what each of its files offers the
 * loop (porter_port_run(), port-run.c): builds, issue keys and the budget (port-build.c), the
 * behaviour checks (port-behaviour.c), one issue (port.c), the rounds (port-rounds.c), the
 * journaled --apply (port-apply.c), the set-up (port-setup.c) and the outputs (port-output.c);
 * `porter pool`'s tree reader (pool-read.c, its history written by sandbox/pool.c); and the
 * report's helpers shared by its model (report.c), its renderers (report-text.c, report-json.c,
 * report-ci.c) and their dispatch (report-render.c).
 */
#ifndef PORTER_INT_H
#define PORTER_INT_H

#include <glib.h>
#include <json-glib/json-glib.h>

#include "porter.h"
#include "sandbox.h"

struct pq_db;
struct red_issue;
struct syn_patch;

/* A chain goes this deep (the issue itself is depth 1) before porter stops following it. */
#define CHAIN_MAX_DEPTH 4

struct port {
	const struct porter_port_options *o;
	struct porter_report *r;
	struct sbx_work *w;
	struct pq_db *db;
	struct sbx_build_options bopts;
	/* the first build's compiler commands (compiles, started_ns), for the trial builds */
	struct sbx_build first;
	GHashTable *by_key;		/* issue key -> struct porter_issue_report * (in r->issues) */
	GPtrArray *patches;		/* struct porter_patch *, one per kept change */
	GPtrArray *issues;		/* struct red_issue *: the current build's */
	GHashTable *keys;		/* keys of @issues */
	char *log;			/* the current build's compiler output */
	gboolean build_ok;
	char *driver_name, *kernel_name;
	char *prefix;			/* subject prefix in the driver's style */
	guint n_cocci;
	guint n_builds;			/* builds run, for the report's isolated: all of them */
	char *head;			/* the work copy's last commit */
	/* the build's set-up (port-setup.c): what the sandbox's options point into */
	char *subdir, *dkms_command;	/* subdir: the build's folder, from package's top */
	char *package;			/* the folder above the driver holding its dkms.conf, or NULL */
	GPtrArray *build_env, *expect;	/* char *, NULL-terminated */
	struct porter_driver_repo repo;
	struct porter_out *out;		/* opts->out or out_own, NULL: no out_dir */
	struct porter_out *out_own;	/* opened here from opts->out_dir */
	struct porter_compat *compat;	/* --compat, or NULL */
	/* the commits whose changes are the steps of the chain being followed, [depth - 1] for the
	 * step at depth (borrowed from their candidates): a later step never takes them again */
	const char *chain_hash[CHAIN_MAX_DEPTH];
	/* the whole run's budget (--budget): the loop checks the clock between candidates and
	 * rounds, and stops when what is left is the final build's reserve (port.c) */
	double t_start;			/* porter_now() at the start of the run */
	double budget_s;		/* <= 0: none */
	double reserve_s;		/* the final build's time: the first build's */
	gboolean budget_build;		/* the last trial build was stopped by the budget */
};

/* ---- build and reduce (port-build.c) ------------------------------------------------------ */

/* Monotonic seconds, for the report's timings. */
double porter_now(void);
/* Seconds of the run's budget left before the final build's reserve; G_MAXDOUBLE: no budget. */
double porter_budget_left(struct port *p);
/* The report's cut, made when the loop first stops for the budget; where says at what. */
struct porter_cut *porter_budget_cut(struct port *p, const char *fmt, ...) G_GNUC_PRINTF(2, 3);
/* Whether err says the index DB is damaged (the port then stops with exit 3). */
gboolean porter_index_damaged(const GError *err);
/* Sets *error to "what: inner's message" in PORTER_ERROR with code; returns -code. */
int porter_wrap_error(GError **error, GError *inner, int code, const char *what);
/* file relative to the work copy (the driver), borrowed from file; file itself when outside. */
const char *porter_rel_path(struct port *p, const char *file);
/* Compiler output with the work copy's path taken out; owned. */
char *porter_strip_work(struct port *p, const char *text);
/* The loop's identity of an issue, "kind symbol container in FILE"; owned. */
char *porter_file_key(struct port *p, const struct red_issue *issue);
/* The file keys of every issue in every file it is in (owned keys); owned. */
GHashTable *porter_key_set(struct port *p, GPtrArray *issues);
/*
 * Builds the work copy and reduces the output into *out_issues (sorted) and *out_keys, the
 * build's verdict in *out_ok, the text a person reads in *out_log (may be NULL), the number of
 * diagnostics in *out_ndiag (may be NULL).  A @trial build (after a candidate change) replays
 * the first build's compiler commands where it can (sbx_build_replay()); the first and the final
 * builds are Kbuild's whole.  0, or a negative PORTER_ERROR code.
 */
int porter_build_and_reduce(struct port *p, gboolean trial, GPtrArray **out_issues,
			    GHashTable **out_keys, char **out_log, gboolean *out_ok,
			    guint *out_ndiag, GError **error);
/* Makes issues, keys and log (all taken) the current build's, dropping the previous ones. */
void porter_set_current(struct port *p, GPtrArray *issues, GHashTable *keys, char *log,
			gboolean ok);
/* A new report entry for issue (owned): where it is and what GCC said, nothing tried yet. */
struct porter_issue_report *porter_port_issue_report(struct port *p, const struct red_issue *issue);
/* The run's report entry of key, made and added to the report when it has none; borrowed. */
struct porter_issue_report *porter_report_for(struct port *p, const struct red_issue *issue,
					      const char *key);

/* The current issue that has file key fkey (in any of its files), or NULL; borrowed. */
const struct red_issue *porter_current_issue(struct port *p, const char *fkey);
/* Puts the work copy's files back as they were at commit rev and commits that ("porter: undo
 * the chain of WHAT"); p->head is the new commit.  0 or <0. */
int porter_undo_to(struct port *p, const char *rev, const char *what, GError **error);

/* ---- behaviour checks (port-behaviour.c): pure functions of an example and a diff ---------- */

/* What an example shows: the words and lines of its two sides. */
struct porter_sides {
	GHashTable *plus, *minus;	/* identifiers of the example's added, removed lines */
	GHashTable *moved;		/* identifiers of added lines that are no removed line again */
	GHashTable *defined;		/* functions the example defines that its pre-image did not */
	GPtrArray *plus_lines;		/* char *: the added lines, stripped */
};

/* Fills sd from an example's changes (struct pq_file_change *, may be NULL); clear with
 * porter_sides_clear(). */
void porter_sides_init(struct porter_sides *sd, GPtrArray *changes);
void porter_sides_clear(struct porter_sides *sd);
/* The identifier a symbol names: "struct timespec64" -> "timespec64"; borrowed. */
const char *porter_symbol_word(const char *sym);
/*
 * Whether a new issue ni a change leaves can be the next step of a chain: an undefined name of
 * the example's '+' side that the example does not define itself.
 */
gboolean porter_chain_link(const struct red_issue *ni, const struct porter_sides *sd);
/*
 * Whether a change that fixed the issue keeps what the driver did, judged on its unified diff
 * and the example sd: NULL when it does, else why not (owned).  *out_flag gets a reviewer's note
 * (owned) for a change that only deletes, else NULL.
 */
char *porter_check_keeps(const char *diff, const struct porter_sides *sd, char **out_flag);

/* ---- one issue (port.c), below the rounds; porter_port_run() (port-run.c) is above them --- */

/*
 * One issue: query, then candidates in prequel's order.  @ir is its report entry: the run's for
 * a root, a candidate's chain entry for a step.  1: fixed, 0: not, <0: error.
 */
int porter_fix_one(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		   const char *key, guint round, guint depth, GError **error);
struct pq_query_options;
/*
 * port-query.c: the hits of @issue's query in *@out_hits, its text in *@out_query, both owned,
 * and in *@qo the options it ran with (the --top limit, the budget, the target tree); the report
 * entry @ir gets the query, its cut, or the reason there is none (then *@out_hits is NULL).
 * A step @depth of a chain drops the commits of its earlier steps.  0, or <0 with error set
 * when the index is damaged.
 */
int porter_query_issue(GPtrArray **out_hits, char **out_query, struct pq_query_options *qo, struct port *p,
		       const struct red_issue *issue, struct porter_issue_report *ir, guint depth,
		       GError **error);

/* ---- the rounds (port-rounds.c) ---------------------------------------------------------- */

/* The rounds: each root issue of the current build in file order, until none is left or a
 * round fixes nothing.  0, or <0 on error. */
int porter_run_rounds(struct port *p, guint max_rounds, GError **error);

/* ---- the journaled --apply (port-apply.c) ------------------------------------------------- */

/* Finishes or undoes what a killed --apply left in driver dir dir.  0 or -PORTER_ERROR_INTERNAL. */
int porter_apply_recover(const char *dir, GError **error);
/* Writes the kept changes into the user's driver, journaled; sets p->r->applied.  0 or <0. */
int porter_apply_to_driver(struct port *p, GError **error);

/* ---- set-up (port-setup.c) ---------------------------------------------------------------- */

/* The driver, kernel and database of o exist: 0, or -PORTER_ERROR_INPUT naming the missing one. */
int porter_check_inputs(const struct porter_port_options *o, GError **error);

/*
 * The run's state from options o, everything checked and opened up to the work copy: inputs,
 * build set-up, driver repository, output dir, index, --compat, an interrupted --apply, the work
 * copy and the uncommitted edits.  drv_abs and k_abs are the canonical driver and kernel dirs.
 * 0, or a negative PORTER_ERROR code; p is cleared by porter_port_clear() in every case.
 */
int porter_port_open(struct port *p, const struct porter_port_options *o, const char *drv_abs,
		     const char *k_abs, GError **error);
/* Frees what p holds but its report (p->r). */
void porter_port_clear(struct port *p);

/* ---- outputs (port-output.c) -------------------------------------------------------------- */

/* The final build's output, each line and the whole bounded; owned. */
char *porter_bounded_log(const char *log);
/* A fix that is a plain edit of the work copy (an include, a namespace import), as its patch says it. */
struct porter_edit_fix {
	const char *subject;		/* the patch's subject */
	const char *where;		/* after "fails" in the why: "" or " in modpost" */
	const char *body;		/* what the patch does, from what evidence */
	const char *notes;		/* porter's notes after the issue's place */
	const char *patch_name;		/* the report's patch name ("include") */
	int example;			/* the candidate it came from, or -1 */
	const char *fixed_from;		/* the report's fixed_from */
};
/* A plain edit of a file's text with @data: the new text (owned), or NULL for no change. */
typedef char *(*porter_text_edit)(const char *text, const void *data);
/*
 * Edits the work copy's files of @issue (include-fix.c), links left alone: TRUE when one
 * changed; FALSE with error set when one could not be written.
 */
gboolean porter_edit_issue_files(struct port *p, const struct red_issue *issue,
				 porter_text_edit edit, const void *data, GError **error);
/*
 * porter_edit_issue_files() then a rebuild: 1 with the rebuild's @issues, @keys, @log and @ok
 * (the caller's; the edit left for it to keep or undo), 0 when no file changed, <0 with error
 * set (the edit undone).
 */
int porter_edit_and_rebuild(struct port *p, const struct red_issue *issue, porter_text_edit edit,
			    const void *data, GPtrArray **issues, GHashTable **keys, char **log,
			    gboolean *ok, GError **error);
/* Undoes the work copy's uncommitted edit: @ret, or <0 with error set when it cannot. */
int porter_undo_edit(struct port *p, int ret, GError **error);
/*
 * Keeps the work copy's uncommitted edit as the fix of @ir (include-fix.c): the rebuild's
 * @issues, @keys, @log and @ok (taken) become the current build, the patch is committed and
 * recorded.  The current build's issues go, @issue with them: the caller reads @ir after.  0,
 * or <0 with error set and the edit left for the caller to roll back.
 */
int porter_keep_edit(struct port *p, struct porter_issue_report *ir, const struct red_issue *issue,
		     const char *key, guint round, const struct porter_edit_fix *f, GPtrArray *issues,
		     GHashTable *keys, char *log, gboolean ok, GError **error);
/*
 * A missing-include or moved-include issue no example fixed (include-fix.c): the target tree's
 * header included by a plain edit of the issue's files, rebuilt, kept like a fix when the issue
 * is gone and the header clashes with nothing the driver declares; ir->fixed_from says so.
 * 1: fixed, 0: not (or not such an issue), <0: error.
 */
int porter_include_fix(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		       const char *key, guint round, GError **error);
/*
 * The step for a missing-namespace issue (modpost's) that no example fixed through synth
 * (namespace-fix.c): the import line of a candidate example commit, else modpost's namespace in
 * the form of the target tree's MODULE_IMPORT_NS, after the driver's last MODULE_* line; kept
 * when the rebuild no longer reports the issue, and ir->fixed_from says "from example commit
 * H (\"subject\")" or "from modpost's message: ...".  1: fixed, 0: not (or not such an issue),
 * <0: error.
 */
int porter_namespace_fix(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
			 const char *key, guint round, GError **error);
/*
 * In a backport, an undefined identifier or function that no example fixed through synth
 * (define-fix.c): the "#define" of its name that a candidate commit added to a header it
 * changed, carried into the issue's files after their includes under "#ifndef NAME", with the
 * other undefined names of the file the same change defines; kept when the rebuild reports
 * neither the issue nor anything new, ir->fixed_from saying "from example commit H (...)".
 * 1: fixed, 0: not (or not such an issue), <0: error.
 */
int porter_define_fix(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		      const char *key, guint round, GError **error);
/*
 * The "#define NAME ..." of @text (a header's new text) whose first line is one of
 * @added_lines (int, 1-based), as written (continuation lines too), or as cfront spells it
 * (comments dropped, one line) when a comment is in it; NULL when the change added no
 * definition of @name.
 */
char *porter_define_added(const char *text, const GArray *added_lines, const char *name);
/*
 * @text with @block inserted after its last #include outside any #if group (a blank line
 * before it), or at the top when it has none.  Owned; NULL when @block is empty.
 */
char *porter_define_insert(const char *text, const char *block);
/* The mail of a kept fix (owned): subject, why, the example, the semantic patch, porter's notes. */
struct porter_patch *porter_compose_patch(struct port *p, const struct porter_issue_report *ir,
					  const struct red_issue *issue,
					  const struct porter_candidate *c,
					  const struct syn_patch *patch, GHashTable *also,
					  const char *diff);
/* Appends "what: note" to a kept fix's notes, below the "---" of its mail. */
void porter_patch_note(struct porter_patch *pp, const char *what, const char *note);
/* Saves text as out_dir/cocci/NN-ISSUE.WHAT.cocci (a query as .query.pq); warns on failure. */
void porter_save_cocci(struct port *p, struct porter_issue_report *ir, const char *what,
		       const char *text);
/* The report's remaining issues: the current build's. */
void porter_fill_remaining(struct port *p);
/* Removes what an earlier run wrote into out (its own file names only). */
void porter_clear_outputs(struct porter_out *out);
/* The series and the reports into p->out, when there is one.  0 or <0. */
int porter_write_outputs(struct port *p, GError **error);
/* --load-test of the final build's module; the verdict goes into the report.  0 or <0. */
int porter_port_load_test(struct port *p, GError **error);

/* ---- the report's model and renderers (report*.c) ----------------------------------------- */

/* What r->cut (not NULL) says, as lines of text, each but the first after indent; owned. */
char *porter_cut_text(const struct porter_report *r, const char *indent);
/* The number of fixed issues of r. */
guint porter_report_count_fixed(const struct porter_report *r);
/* The candidate whose change fixed ir, or NULL; borrowed. */
const struct porter_candidate *porter_report_example(const struct porter_issue_report *ir);
/* The first 12 characters of hash ("?" for NULL); owned. */
char *porter_short_hash(const char *hash);
/* The outcome named name ("not-fixed"): 0, or -1 when name is no outcome's. */
int porter_outcome_from_name(enum porter_outcome *out, const char *name);
/* The report as text, with the terminal's colours or none (report-text.c); owned. */
char *porter_render_text(const struct porter_report *r, gboolean colour);
/* A load test's verdict as text, without the blank line before it in a report; owned. */
char *porter_load_test_text(const struct porter_load_test *t);
/* The report as Markdown; owned. */
char *porter_render_markdown(const struct porter_report *r);
/* The report as JSON, docs/report.md's schema (report-json.c); owned. */
char *porter_render_json(const struct porter_report *r);
/* Adds member key to b's current object: val, or null when val is NULL. */
void porter_json_str(JsonBuilder *b, const char *key, const char *val);
/* Adds a load test's verdict to b as an object. */
void porter_load_test_json(JsonBuilder *b, const struct porter_load_test *t);
/* The document b built, pretty-printed and escaped, ending with a newline; owned. */
char *porter_json_text(JsonBuilder *b);
/* The report as GitHub Actions workflow commands (report-ci.c); owned. */
char *porter_render_github(const struct porter_report *r);

/* ---- `porter pool` (builtin-pool.c): a tree's reader (pool-read.c); the history is sandbox's */

/* The largest file of a tree read whole; a kernel's largest generated header is ~30 MB. */
#define POOL_MAX_FILE (512u << 20)

/* strcmp() of two char * a sort compares. */
int porter_pool_cmp_str(gconstpointer a, gconstpointer b);

/* pool-read.c: reads the side @s (a directory or a tarball) into s->files, its blobs written to @p
 * (sandbox/pool.c). */
int porter_pool_read_side(struct sbx_pool *p, struct sbx_pool_side *s, GError **error);

#endif /* PORTER_INT_H */

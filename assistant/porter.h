/* SPDX-License-Identifier: GPL-2.0 */
/*
 * porter's internal interface: the report model and its renderers, the patch-series and JUnit
 * writers, the notifier, the nightly configuration and the port loop.  Nothing here is a library
 * for other modules; it is split out so that tests/assistant/ can test each piece alone.
 */
#ifndef PORTER_H
#define PORTER_H

#include <glib.h>

/* Exit codes, as DESIGN.md fixes them. */
enum porter_exit {
	PORTER_EXIT_CLEAN = 0,		/* clean build reached */
	PORTER_EXIT_PARTIAL = 1,	/* ran, but not fully ported (or, for nightly, a regression) */
	PORTER_EXIT_USAGE = 2,		/* usage or input error */
	PORTER_EXIT_INTERNAL = 3,	/* internal or environment error */
};

/* Error domain of this command; codes are the negative values functions return. */
#define PORTER_ERROR (porter_error_quark())
GQuark porter_error_quark(void);
enum porter_error_code {
	PORTER_ERROR_INPUT = 1,		/* bad input: file, option, config line */
	PORTER_ERROR_INTERNAL,		/* environment or a module failed */
	PORTER_ERROR_NETWORK,		/* the notifier could not deliver */
};

/* ---- report model ------------------------------------------------------------------------- */

/* What happened to one candidate example commit of an issue. */
enum porter_outcome {
	PORTER_OUTCOME_UNTRIED,		/* ranked, but an earlier candidate fixed the issue */
	PORTER_OUTCOME_NO_CHANGES,	/* the commit's pre/post images could not be read */
	PORTER_OUTCOME_NO_PATCH,	/* synth derived no semantic patch */
	PORTER_OUTCOME_NOT_APPLIED,	/* spatch did not change the driver */
	PORTER_OUTCOME_NOT_FIXED,	/* rebuilt, the issue is still there */
	PORTER_OUTCOME_NEW_ERRORS,	/* rebuilt, the issue is gone but new issues appeared */
	PORTER_OUTCOME_FIXED,		/* kept */
};
const char *porter_outcome_name(enum porter_outcome outcome);	/* "fixed", "not-applied", ... */

struct porter_candidate {
	char *repo, *hash, *subject;
	double score;			/* prequel's percent of the commit matched */
	enum porter_outcome outcome;
	char *why;			/* one line, or NULL */
	char *patch_name;		/* last semantic patch tried, or NULL */
};
/* Takes nothing; copies every string. */
struct porter_candidate *porter_candidate_new(const char *repo, const char *hash,
					      const char *subject, double score);
void porter_candidate_free(struct porter_candidate *c);

/*
 * One root issue, from the round it first appeared to its end: the query that searched for
 * examples, the candidates, and for a fixed issue the example used, the semantic patch and the diff.
 */
struct porter_issue_report {
	char *kind, *symbol, *container;	/* container may be NULL */
	char *file, *function, *message;	/* function, message may be NULL */
	int line, column;
	guint round;				/* round of the last attempt (1-based) */
	char *query;				/* SmPL query text, or NULL when none could be made */
	GPtrArray *candidates;			/* struct porter_candidate *, prequel's order */
	int example;				/* index of the candidate used, -1 when none */
	char *patch_name, *cocci;		/* semantic patch that fixed it, or NULL */
	char *diff;				/* the change kept, or NULL */
	gboolean fixed;
	char *fixed_by;				/* key of the issue whose patch also fixed this one */
	char *patch_file;			/* patch of the series, relative to the output dir */
	char *error;				/* why no candidate could be searched for, or NULL */
	char *query_cut;			/* what the query's time budget left out, or NULL */
};
struct porter_issue_report *porter_issue_report_new(void);
void porter_issue_report_free(struct porter_issue_report *r);
/* "kind symbol container": what must disappear for the issue to count as fixed; owned. */
char *porter_issue_key(const char *kind, const char *symbol, const char *container);

struct porter_report {
	char *driver, *kernel, *db, *build;	/* build: the custom command, or NULL */
	gboolean backport;
	gboolean review;			/* FALSE: --apply */
	gboolean applied;			/* the series was written to the driver */
	gboolean clean;				/* the final build passed without issues */
	gboolean isolated;			/* the builds ran inside bwrap */
	guint rounds;
	guint issues_before, issues_after;
	guint diagnostics_before, diagnostics_after;
	double t_build, t_query, t_synth, t_spatch, t_total;	/* seconds */
	GPtrArray *issues;			/* struct porter_issue_report *, file order */
	GPtrArray *remaining;			/* struct porter_issue_report *: final build's issues */
	char *final_log;			/* compiler output of the final build when not clean */
	char *out_dir;				/* where reports, patches and .cocci files went */
	char *series;				/* mbox path, NULL when nothing was fixed */
	char *notify_warning;			/* set when --notify failed */
	int exit_code;
};
struct porter_report *porter_report_new(void);
void porter_report_free(struct porter_report *r);
/* The typedef exists only for g_autoptr(porter_report); code says struct porter_report. */
typedef struct porter_report porter_report;
G_DEFINE_AUTOPTR_CLEANUP_FUNC(porter_report, porter_report_free)

enum porter_format { PORTER_FORMAT_TEXT, PORTER_FORMAT_JSON, PORTER_FORMAT_MARKDOWN };
int porter_format_from_name(enum porter_format *out, const char *name);

/* Version of the JSON report schema (docs/report.md): bumped on any incompatible change. */
#define PORTER_REPORT_SCHEMA 1

/*
 * Renders the report; returns an owned, NUL-terminated string.  @colour adds ANSI colours to
 * the text format only (the caller decides: stdout is a terminal and NO_COLOR is not set).
 */
char *porter_report_render(const struct porter_report *r, enum porter_format format,
			   gboolean colour);
/* Parses a JSON report back (nightly's state needs the totals); fills @out, owned. */
int porter_report_from_json(struct porter_report **out, const char *json, const char *name,
			    GError **error);

/* ---- patch series ----------------------------------------------------------------------- */

struct porter_patch {
	char *subject;		/* without "[PATCH n/m]" */
	char *body;		/* commit message body, may be multi-line */
	char *diff;		/* git diff text, a/ b/ prefixes */
	char *author;		/* "Name <mail>" */
	gint64 date;		/* unix seconds */
	char *hash;		/* for the mbox "From " line, may be NULL */
};
void porter_patch_free(struct porter_patch *p);

/*
 * Writes @patches (struct porter_patch *) as one mbox at @mbox_path, the way `git format-patch
 * --stdout` does, so that `git am` applies it; when @dir is not NULL, also one NNNN-slug.patch
 * file per patch there, their names (owned) appended to @out_names when it is not NULL.
 */
int porter_mbox_write(const char *mbox_path, const char *dir, GPtrArray *patches,
		      GPtrArray *out_names, GError **error);
/* Formats one patch as a mail; owned. */
char *porter_patch_format(const struct porter_patch *p, guint n, guint total);
/* "fix unknown-field suspend" -> "fix-unknown-field-suspend", at most @max chars; owned. */
char *porter_slug(const char *subject, gsize max);

/* ---- JUnit -------------------------------------------------------------------------------- */

struct porter_junit_case {
	char *name;		/* the driver */
	double seconds;
	gboolean failed;	/* not fully ported */
	char *failure;		/* failure message, one line */
	gboolean error;		/* porter itself failed */
	char *text;		/* the text report (no colour), in <system-out> and the failure */
};
void porter_junit_case_free(struct porter_junit_case *c);
/* A JUnit XML document of one test suite; owned. */
char *porter_junit_render(const char *suite, GPtrArray *cases /* struct porter_junit_case * */);
/* XML text escaping that also drops the characters XML 1.0 forbids; owned. */
char *porter_xml_escape(const char *text);

/* ---- notifier ----------------------------------------------------------------------------- */

struct porter_notify_options {
	guint timeout_s;	/* whole request, 0: 30 */
	guint connect_timeout_s;	/* 0: 10 */
	guint retries;		/* further attempts after the first, default 3 */
	guint backoff_ms;	/* first wait, doubled each retry; 0: 500 */
};
#define PORTER_NOTIFY_OPTIONS_INIT { 0, 0, 3, 0 }
/*
 * POSTs @body (JSON) to @url with libcurl: TLS verification on, proxy from the environment,
 * retries on connection errors and HTTP 5xx/429.  Returns 0 on a 2xx answer, else
 * -PORTER_ERROR_NETWORK with the last failure in @error.
 */
int porter_notify(const char *url, const char *body, const struct porter_notify_options *opts,
		  GError **error);

/* ---- the port loop ----------------------------------------------------------------------- */

struct porter_port_options {
	const char *driver, *kernel, *db;
	const char *build;		/* custom build command, or NULL for auto */
	const char *out_dir;		/* NULL: no files written */
	gboolean apply, backport;
	guint max_rounds, top;		/* 0: 10, 5 */
	int isolation;			/* enum sbx_isolation */
	gboolean progress;		/* round/issue/candidate lines on stderr */
	guint max_patches;		/* semantic patches tried per candidate, 0: 3 */
	double query_budget_s;		/* verification seconds per query, 0: prequel's (30), < 0: none */
};
#define PORTER_PORT_OPTIONS_INIT { 0 }

/*
 * Runs the whole loop and gives the report in @out (owned), also on partial success; writes the
 * reports, the series and the .cocci files into opts->out_dir.  Returns 0 when the loop ran (the
 * report's exit_code says whether the build is clean), -PORTER_ERROR_INPUT on bad input,
 * -PORTER_ERROR_INTERNAL when a module failed.
 */
int porter_port_run(struct porter_report **out, const struct porter_port_options *opts,
		    GError **error);
/* Writes report.{txt,json,md} into @dir. */
int porter_report_save(const struct porter_report *r, const char *dir, GError **error);

/* ---- nightly ------------------------------------------------------------------------------ */

struct porter_nightly_driver {
	char *name;
	char *driver, *kernel, *db, *build;
	gboolean backport;
	guint max_rounds, top;
	guint query_budget_s;	/* 0: prequel's default */
};
struct porter_nightly_config {
	char *path;
	char *out_dir, *state, *junit, *notify;	/* may be NULL */
	int isolation;
	GPtrArray *drivers;	/* struct porter_nightly_driver * */
};
/* Reads the GKeyFile config (docs/nightly.md); relative paths are relative to the file. */
int porter_nightly_config_load(struct porter_nightly_config **out, const char *path,
			       GError **error);
void porter_nightly_config_free(struct porter_nightly_config *c);

/* One night's result per driver, as kept in the state file. */
struct porter_nightly_state_entry {
	gboolean clean;
	guint issues_after;
	guint fixed;
	int exit_code;
};
/* Loads the state file into name -> struct porter_nightly_state_entry * (owned); a missing
 * file gives an empty table. */
int porter_nightly_state_load(GHashTable **out, const char *path, GError **error);
int porter_nightly_state_save(GHashTable *state, const char *path, GError **error);
/* TRUE when @now is worse than @before: clean before and not now, or more issues remain. */
gboolean porter_nightly_regressed(const struct porter_nightly_state_entry *before,
				  const struct porter_nightly_state_entry *now);

/* ---- helpers ------------------------------------------------------------------------------ */

/* Writes @len bytes to @path through a temporary file and rename(2). */
int porter_write_file(const char *path, const char *data, gssize len, GError **error);
/*
 * Parses the options of subcommand @cmd ("port") into @entries, whose "help" entry sets @help.
 * Returns 0 to go on; -1 when the help was printed (the command then exits 0); or
 * PORTER_EXIT_USAGE after printing one line for a bad option or a stray argument.
 */
int porter_parse_options(const char *cmd, const char *summary, const GOptionEntry *entries,
			 const gboolean *help, int *argc, char ***argv);

/* Progress line on stderr when enabled (porter_progress_enable). */
void porter_progress_enable(gboolean on);
void porter_progress(const char *fmt, ...) G_GNUC_PRINTF(1, 2);

/* Subcommands. */
int cmd_port(int argc, char **argv);
int cmd_nightly(int argc, char **argv);
int cmd_eval(int argc, char **argv);

#endif

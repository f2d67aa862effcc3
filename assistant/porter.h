/* SPDX-License-Identifier: GPL-2.0 */
/*
 * porter's internal interface: the report model and its renderers, the patch-series and JUnit
 * writers, the notifier, the nightly configuration and the port loop.  Nothing here is a library
 * for other modules; it is split out so that tests/assistant/ can test each piece alone.
 */
#ifndef PORTER_H
#define PORTER_H

#include <glib.h>

/* Exit codes, as docs/cli.md fixes them. */
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
	PORTER_ERROR_INDEX,		/* the index DB is damaged: every query fails; exit 3 */
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
	PORTER_OUTCOME_REJECTED,	/* fixed it, but the change drops what the driver did */
	PORTER_OUTCOME_CHAIN,		/* fixed it, leaving new names of the example's that no
					 * further example replaced: rolled back with its steps */
	PORTER_OUTCOME_FIXED,		/* kept */
};
const char *porter_outcome_name(enum porter_outcome outcome);	/* "fixed", "not-applied", ... */

struct porter_candidate {
	char *repo, *hash, *subject;
	char *repo_ref;			/* the repository as a reviewer looks it up (porter_repo_ref()),
					 * or NULL: repo */
	double score;			/* prequel's percent of the commit matched */
	enum porter_outcome outcome;
	char *why;			/* one line, or NULL */
	char *patch_name;		/* last semantic patch tried, or NULL */
	/* struct porter_issue_report *: the names of the example's '+' side its change left
	 * undefined here, each with its own query and candidates (the next steps of a chain) */
	GPtrArray *chain;
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
	char *stages;				/* synth's stage results for it (syn_patch's) */
	char *diff;				/* the change kept, or NULL */
	gboolean fixed;
	char *fixed_by;				/* key of the issue whose patch also fixed this one */
	char *patch_file;			/* patch of the series, relative to the output dir */
	char *error;				/* why no candidate could be searched for, or NULL */
	char *query_cut;			/* what the query left unverified (its cap, its
						 * time budget), or NULL */
	char *cascade_of;			/* key of the root issue it follows from: never
						 * queried, or NULL */
	GPtrArray *flags;			/* char *: what a reviewer must check in the
						 * kept change ("deletion-only: ...") */
	char *fixed_from;			/* a fix no example made: where it comes from
						 * ("from the target tree: X is declared in B"),
						 * or NULL */
	/* the consensus patch, tried before the candidates one at a time when two of them or
	 * more derived rules alike (syn_consensus()): the hashes of the candidates that agreed
	 * (char *), or NULL when no two did; its outcome, the reason, and its patch's name */
	GPtrArray *agreed;
	enum porter_outcome consensus_outcome;
	char *consensus_why, *consensus_patch;
};
struct porter_issue_report *porter_issue_report_new(void);
void porter_issue_report_free(struct porter_issue_report *r);
/* "kind symbol container": what must disappear for the issue to count as fixed; owned. */
char *porter_issue_key(const char *kind, const char *symbol, const char *container);

/* The load test of a built module (load-test.c, docs/load-test.md). */
struct porter_load_test {
	char *verdict;		/* sbx_vm_verdict_name(), or NULL when the test could not run */
	gboolean loads;		/* loaded-and-unloaded or loaded-no-device */
	int init_error;		/* the errno insmod reported, 0 when none */
	char *symbol, *trace, *taint;	/* unresolved symbol, oops trace, taint flags, or NULL */
	char *summary;		/* one line */
	char *module;		/* the .ko tested, relative to the driver for port */
	char *image, *modules_dir, *accel;	/* what was booted, how */
	double seconds;		/* the VM's wall time */
	char *error;		/* why it could not run (no image, no QEMU), or NULL */
	gboolean isolated;	/* QEMU ran inside bwrap */
	char *console;		/* the serial console, for --console (not in reports) */
};
void porter_load_test_free(struct porter_load_test *t);

/* What the run's budget cut (--budget): the loop stopped between candidates or rounds. */
struct porter_cut {
	double budget_s;		/* the whole run's budget */
	double after_s;			/* seconds into the run when the loop stopped */
	double reserve_s;		/* kept for the final build (the first build's time) */
	char *where;			/* what the loop was about to do, one line */
	GPtrArray *issues_not_tried;	/* char *: file keys of the root issues never queried */
	GPtrArray *candidates_not_tried;	/* char *: "KEY: HASH" of candidates never tried */
};
void porter_cut_free(struct porter_cut *c);

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
	/* the first build's issues as porter_issue_key()s (char *); in memory only, not in JSON */
	GPtrArray *first_keys;
	char *final_log;			/* compiler output of the final build when not clean */
	char *build_failure;			/* the first build failed before the compiler said
						 * anything (no diagnostic): its cause line, or NULL */
	char *out_dir;				/* where reports, patches and .cocci files went */
	char *series;				/* mbox path, NULL when nothing was fixed */
	char *notify_warning;			/* set when --notify failed */
	char *series_warning;			/* why no series was written, or NULL */
	struct porter_load_test *load_test;	/* --load-test's result, or NULL */
	struct porter_cut *cut;			/* what --budget cut, or NULL: nothing */
	int exit_code;
};
struct porter_report *porter_report_new(void);
void porter_report_free(struct porter_report *r);
/* The typedef exists only for g_autoptr(porter_report); code says struct porter_report. */
typedef struct porter_report porter_report;
G_DEFINE_AUTOPTR_CLEANUP_FUNC(porter_report, porter_report_free)

/* GITHUB: GitHub Actions workflow commands, ::error for each issue left (docs/report.md). */
enum porter_format { PORTER_FORMAT_TEXT, PORTER_FORMAT_JSON, PORTER_FORMAT_MARKDOWN,
		     PORTER_FORMAT_GITHUB };
int porter_format_from_name(enum porter_format *out, const char *name);

/* Version of the JSON report schema (docs/report.md): bumped on any incompatible change. */
#define PORTER_REPORT_SCHEMA 1

/*
 * Renders the report; returns an owned, NUL-terminated string.  @colour adds ANSI colours to
 * the text format only (the caller decides: stdout is a terminal and NO_COLOR is not set).
 */
char *porter_report_render(const struct porter_report *r, enum porter_format format,
			   gboolean colour);
/*
 * The report as SARIF 2.1.0 for code scanning: one result per issue left ("error") and per
 * issue fixed ("note"), paths relative to the driver (uriBaseId DRIVER).  Owned.
 */
char *porter_report_sarif(const struct porter_report *r);
/*
 * The load test alone as text (one verdict line, then details) or JSON (the report's
 * load_test object); owned.
 */
char *porter_load_test_render(const struct porter_load_test *t, enum porter_format format);
/* Appends @text escaped for a GitHub Actions workflow command: its message, or with @property
 * one of its properties (file=, title=), where ':' and ',' are escaped too; controls are shown
 * as \xNN (esc_append_github()). */
void porter_github_escape(GString *s, const char *text, gboolean property);
/* A build log with GCC's JSON diagnostics (one array a line) turned into GCC's text; owned. */
char *porter_log_text(const char *log);
/* Parses a JSON report back (nightly's state needs the totals); fills @out, owned. */
int porter_report_from_json(struct porter_report **out, const char *json, const char *name,
			    GError **error);

/* ---- patch series ----------------------------------------------------------------------- */

/* One kept fix: its commit in the work copy and the message porter composed for it. */
struct porter_patch {
	char *subject;		/* "prefix: imperative summary", without "[PATCH n/m]" */
	char *body;		/* commit message body: why, the example, the semantic patch */
	char *notes;		/* porter's own notes, shown below the "---" of the mail */
	char *hash;		/* the fix's commit in the work copy */
	char *issue_key;	/* "porter_issue_key() in FILE" of the issue it fixed */
};
void porter_patch_free(struct porter_patch *p);

struct porter_series_options {
	const char *work_dir;	/* the work copy: a git repository, one commit per patch */
	const char *base;	/* its pristine commit */
	const char *driver_dir;	/* the user's driver: its repository gives base and paths */
	const char *author;	/* "Name <mail>", NULL: the user's git identity */
	gboolean signoff;	/* add the author's Signed-off-by */
	const char *cover_subject, *cover_blurb;	/* cover letter, 2 patches or more */
	gboolean uncommitted_first;	/* the first patch is the driver's uncommitted edits */
	gboolean quiet;		/* no notes on stderr, warnings only */
};

/* Where a driver sits in the user's git repository, read with libgit2 (sbx_repo_info()). */
struct porter_driver_repo {
	char *prefix;		/* its folder from the repository's top ("" at the top, "src/"),
				 * NULL when git does not track it */
	char *head;		/* the repository's HEAD, or NULL */
	GPtrArray *changed;	/* tracked files (relative to the driver) that differ from HEAD */
};
/* Fills @out (clear it with porter_driver_repo_clear()); 0 or -PORTER_ERROR_INTERNAL. */
int porter_driver_repo_read(struct porter_driver_repo *out, const char *driver_dir,
			    GError **error);
void porter_driver_repo_clear(struct porter_driver_repo *r);
/*
 * The content at HEAD of @rel (relative to the driver), owned, NUL-terminated, its length in
 * @out_len (may be NULL); read with libgit2 (sbx_repo_show_head()).  0 or -PORTER_ERROR_INTERNAL.
 */
int porter_driver_repo_show(char **out_data, gsize *out_len, const char *driver_dir,
			    const char *rel, GError **error);

struct porter_out;
/*
 * Writes the series of @patches (struct porter_patch *, in commit order) with `git
 * format-patch` into @out's patches/ (NNNN-subject.patch, and 0000-cover-letter.patch for two
 * patches or more) and the whole thread, cover letter first, as @out's series.mbox (`git am
 * --empty=drop` skips the cover letter), whose path is given in @out_mbox (owned).  The patch
 * file names (owned, cover letter excluded) are appended to @out_names when it is not NULL.
 * The mails come from the user's git identity (porter_git_identity); their paths are relative
 * to the root of the driver's git repository, and every mail has base-commit: its HEAD when
 * the work copy's pristine commit (@o->base) holds the driver as committed, whatever the
 * driver holds now (--apply).  Each body goes through porter_message_bound().  Returns 0,
 * -PORTER_ERROR_INPUT when there is no identity or a link is in the way in @out, or
 * -PORTER_ERROR_INTERNAL.
 */
int porter_series_write(char **out_mbox, GPtrArray *out_names, struct porter_out *out,
			GPtrArray *patches, const struct porter_series_options *o,
			GError **error);
/*
 * How a commit message names the indexed repository of an example, so that a reviewer can look
 * the commit up (the kernel's "commit <12 hex> ("subject") in <tree>"): the URL of the remote
 * "origin" of the repository at @repo_path, credentials dropped (https://host/x.git, or
 * git@host:x.git as written), else @name, the name it was indexed under (NULL: "example").  A
 * URL with blanks, quotes or controls, or a local path, is not used.  Owned.
 */
char *porter_repo_ref(const char *name, const char *repo_path);
/*
 * A commit message of a reviewer's size: @body with each quoted block (lines indented by four
 * spaces: the semantic patch) of more than 40 lines cut to its first 24 and a line saying how
 * many more lines are below the "---".  The blocks cut are given whole in *@out_attach (owned,
 * NULL when nothing was cut), for the notes below the "---".  Owned.
 */
char *porter_message_bound(const char *body, char **out_attach);
/*
 * The identity of the patches: @author ("Name <mail>") when not NULL, else git's own rules
 * (GIT_AUTHOR_NAME/EMAIL, then user.name/user.email as seen from @dir).  Both owned.  Returns
 * 0 or -PORTER_ERROR_INPUT with a message saying how to set one; never makes one up.
 */
int porter_git_identity(char **out_name, char **out_email, const char *dir, const char *author,
			GError **error);
/*
 * The subject prefix of the driver at @driver_dir: the one most of its last 20 commits use
 * ("wifi: rtw88") when git tracks it, else the module its Kbuild file builds, else the folder's
 * name.  Owned.
 */
char *porter_subject_prefix(const char *driver_dir);
/*
 * "prefix: imperative summary" of at most 75 characters for the fix of an issue (@kind as
 * red_kind_name() gives it), from what @diff removes and adds: "use strscpy() instead of
 * strlcpy()", "adapt to class_create() taking fewer arguments".  Owned.
 */
char *porter_subject(const char *prefix, const char *kind, const char *symbol,
		     const char *container, const char *diff);
/* @text's words refilled into lines of at most @width columns, ending in a newline; owned. */
char *porter_wrap(const char *text, guint width);
/* "fix unknown-field suspend" -> "fix-unknown-field-suspend", at most @max chars; owned. */
char *porter_slug(const char *subject, gsize max);

/* ---- JUnit -------------------------------------------------------------------------------- */

struct porter_junit_case {
	char *name;		/* the driver, or driver@kernel */
	char *classname;	/* NULL: the suite's name */
	double seconds;
	gboolean failed;	/* a failure: not ported (port), not building as committed (nightly) */
	char *failure;		/* failure message, one line */
	char *type;		/* failure type, NULL: "not-ported" */
	gboolean error;		/* porter itself failed */
	char *text;		/* the text report (no colour), in <system-out> and the failure */
};
void porter_junit_case_free(struct porter_junit_case *c);
/* A JUnit XML document of one test suite; owned. */
char *porter_junit_render(const char *suite, GPtrArray *cases /* struct porter_junit_case * */);
/* XML text escaping (esc_xml()): what XML 1.0 forbids and controls shown as \xNN; owned. */
char *porter_xml_escape(const char *text);

/* ---- notifier ----------------------------------------------------------------------------- */

struct porter_notify_options {
	guint timeout_s;	/* whole request, 0: 10 */
	guint connect_timeout_s;	/* 0: the smaller of 10 and timeout_s */
	guint retries;		/* further attempts after the first, default 3 */
	guint backoff_ms;	/* first wait, doubled each retry; 0: 500 */
};
#define PORTER_NOTIFY_OPTIONS_INIT { 0, 0, 3, 0 }

/* The environment variable whose value, when set, is sent as the Authorization header. */
#define PORTER_NOTIFY_AUTH_ENV "PORTER_NOTIFY_AUTHORIZATION"

/*
 * POSTs @body (JSON) to @url with libcurl: TLS verification on, proxy from the environment,
 * Authorization from $PORTER_NOTIFY_AUTHORIZATION.  Retries only what cannot have reached the
 * server twice: a refused or unresolved connection, a connect that timed out before anything
 * was sent, and HTTP 5xx; never a TLS failure or a request that timed out after its upload.
 * Returns 0 on a 2xx answer, else -PORTER_ERROR_NETWORK with the last failure in @error, the
 * URL's secrets redacted and the server's answer sanitized (porter_sanitize_line).
 */
int porter_notify(const char *url, const char *body, const struct porter_notify_options *opts,
		  GError **error);

enum porter_notify_format { PORTER_NOTIFY_GENERIC, PORTER_NOTIFY_SLACK, PORTER_NOTIFY_MATRIX };
int porter_notify_format_from_name(enum porter_notify_format *out, const char *name);
/*
 * What --notify sends about one report (docs/nightly.md): generic, a short summary object with
 * the paths of the artifacts; slack, {"text": ...}; matrix, {"msgtype": "m.text", "body": ...}.
 * @name names the run ("lms501kf03", or "lms501kf03@v4.6" in a nightly over several kernels),
 * @summary is its one-line verdict.  Owned.
 */
char *porter_notify_payload(const struct porter_report *r, enum porter_notify_format format,
			    const char *name, const char *summary);

/* ---- load test (load-test.c) ------------------------------------------------------------ */

struct porter_load_test_options {
	const char *boot_image;		/* NULL: the image of @kernel's release (see below) */
	const char *modules_dir;	/* with boot_image: /lib/modules/RELEASE, may be NULL */
	guint insmod_timeout_s;		/* 0: 20 */
	guint timeout_s;		/* the whole VM, 0: 240 */
	int isolation;			/* enum sbx_isolation */
};
/*
 * The image and modules dir (owned) of the kernel that @kdir was configured for (its release
 * RELEASE): /boot/vmlinuz-RELEASE with /lib/modules/RELEASE when installed, else Debian's
 * linux-image-RELEASE fetched with `apt-get download` and unpacked (dpkg-deb -x, depmod -b) in
 * porter's cache dir ($PORTER_CACHE_DIR or ~/.cache/porter, images/RELEASE), never installed.
 * -PORTER_ERROR_INPUT when neither exists nor can be fetched.
 */
int porter_load_test_image(char **out_image, char **out_modules, const char *kdir,
			   GError **error);
/*
 * Load-tests the module at @module against @kdir's kernel (or o->boot_image) and gives the
 * result in @out (owned).  A module that does not load is a verdict, not an error; an image
 * that cannot be found and QEMU failing to start are errors (-PORTER_ERROR_INPUT or
 * -PORTER_ERROR_INTERNAL), with @out holding the error for the report.
 */
int porter_load_test_run(struct porter_load_test **out, const char *module, const char *kdir,
			 const struct porter_load_test_options *o, GError **error);

/* ---- the port loop ----------------------------------------------------------------------- */

struct porter_port_options {
	const char *driver, *kernel, *db;
	const char *build;		/* custom build command, or NULL for auto */
	const char *out_dir;		/* NULL: no files written */
	struct porter_out *out;		/* out_dir already opened (nightly's), or NULL */
	gboolean apply, backport;
	guint max_rounds, top;		/* 0: 10, 5 */
	int isolation;			/* enum sbx_isolation */
	gboolean progress;		/* round/issue/candidate lines on stderr */
	gboolean quiet;			/* no notes on stderr (--quiet) */
	guint max_patches;		/* semantic patches tried per candidate, 0: 3 */
	const char *work_parent;	/* folder for the work copy, NULL: the temporary folder */
	const char *author;		/* "Name <mail>" of the patches, NULL: git's identity */
	gboolean signoff;		/* add a Signed-off-by: to each patch */
	struct porter_limits {		/* per build, 0: the sandbox's defaults (docs/sandbox.md) */
		guint timeout_s, cpu_s;
		guint64 mem_mb, disk_mb, tmp_mb, copy_mb;
		guint64 pids;
	} limits;
	double query_budget_s;		/* verification seconds per query, 0: prequel's (30), < 0: none */
	double budget_s;		/* the whole run's seconds, 0: 900, < 0: none (docs/cli.md) */
	/* The build's environment (issue 20) */
	const char *const *make_args;	/* VAR=VALUE for make, NULL-terminated, may be NULL */
	const char *const *build_env;	/* NAME=VALUE; NULL: ARCH, CROSS_COMPILE, LLVM, CC and
					 * KCFLAGS taken from porter's own environment */
	gboolean include_uncommitted;	/* uncommitted edits become the first patch, not an error */
	gboolean compat;		/* each fix guarded, old and new side by side (compat.c) */
	const char *const *also_build;	/* other kernels each fix must still build on, or NULL */
	const struct porter_load_test_options *load_test;	/* NULL: no load test */
	/* repository paths (files or folders) whose commits are never examples, NULL-terminated, or
	 * NULL (prequel's pq_query_options.exclude_paths) */
	const char *const *exclude_paths;
	gboolean explain;		/* each derived patch's synth stages on stderr */
};
#define PORTER_PORT_OPTIONS_INIT { 0 }
/* The whole run's budget when porter_port_options.budget_s is 0: 15 minutes. */
#define PORTER_BUDGET_DEFAULT_S 900.0

/*
 * Runs the whole loop and gives the report in @out (owned), also on partial success; writes the
 * reports, the series and the .cocci files into opts->out_dir.  Returns 0 when the loop ran (the
 * report's exit_code says whether the build is clean), -PORTER_ERROR_INPUT on bad input,
 * -PORTER_ERROR_INTERNAL when a module failed.  When only saving into opts->out_dir failed,
 * the error is returned and @out holds the report all the same, so that it can be printed.
 */
int porter_port_run(struct porter_report **out, const struct porter_port_options *opts,
		    GError **error);
/* Writes report.{txt,json,md} into @out. */
int porter_report_save(const struct porter_report *r, struct porter_out *out, GError **error);

/* ---- --compat (compat.c, docs/compat.md) ------------------------------------------------ */

struct sbx_work;
struct sbx_build_options;
struct pq_db;
struct red_issue;
struct cf_ktree;

/* What a guard rests on, in the order of preference. */
enum porter_compat_evidence {
	PORTER_COMPAT_FEATURE,	/* the newer headers allow a test: a macro, a header of one side */
	PORTER_COMPAT_VERSION,	/* the first tag of the index holding the header commit */
	PORTER_COMPAT_PROBE,	/* a Kbuild-time probe of the new form, compiled against the target */
	PORTER_COMPAT_RANGE,	/* between the two kernels built against: approximate */
};
/* "feature-test", "version-from-index", "kbuild-probe", "approximate-range" (static). */
const char *porter_compat_evidence_name(enum porter_compat_evidence e);

struct porter_compat_guard {
	enum porter_compat_evidence evidence;
	char *cond;		/* "defined(strscpy)", "LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)" */
	char *comment;		/* written after the #if (the approximate range says so), or NULL */
	char *name;		/* HAVE_X, the name of the test when it is factored */
	char *why;		/* the evidence in one line, for the commit message */
	char *probe;		/* PROBE: the probe's C, one line of identifiers, literals, ()*,;{} */
	char *probe_includes;	/* PROBE: "-include linux/x.h ...", the driver's headers */
};
void porter_compat_guard_clear(struct porter_compat_guard *g);

/* The header of an `#include <X>` line ("X"), owned, or NULL. */
char *porter_compat_included(const char *line);
/* Whether @w occurs in @text as a whole identifier. */
gboolean porter_compat_has_word(const char *text, const char *w);
/* Lines [start, end) of the old and the new text (0-based) that a guard puts side by side. */
struct porter_compat_region {
	guint old_start, old_end, new_start, new_end;
};
/*
 * The regions where @old_text and @new_text differ by lines, each widened over the common lines
 * around it to the smallest unit that is whole on both sides (a statement, an initializer field,
 * a function signature, a block with its braces); touching regions merged.  A GArray of struct
 * porter_compat_region, owned.
 */
GArray *porter_compat_regions(const char *old_text, const char *new_text);
/*
 * @old_text with each region replaced by "#if COND", the newer kernel's lines, "#else", the older
 * kernel's lines, "#endif" (@new_is_newer: the new text is the newer kernel's, a forward port).
 * A test guarding two places or more in the file is factored into one "#define HAVE_X" block
 * after the includes.  Owned.
 */
char *porter_compat_rewrite(const char *old_text, const char *new_text, GArray *regions,
			    const struct porter_compat_guard *g, gboolean new_is_newer);

/* A change as the guard search sees it: which kernel is newer, the words of each side. */
struct porter_compat_change {
	const char *newer_kdir, *older_kdir;	/* may be NULL: not known */
	char *newer_name, *older_name;		/* their basenames, for messages */
	guint newer_major, newer_minor, older_major, older_minor;	/* 0: unknown */
	const char *symbol;			/* the issue's symbol */
	GPtrArray *newer_words, *older_words;	/* identifiers on one side only, in order */
	GPtrArray *newer_includes;		/* <headers> the newer side includes in its regions */
	GPtrArray *includes;			/* <headers> the changed files include, or NULL */
	const char *newer_code, *older_code;	/* each side's regions, or NULL: no probe */
};
/* Identifiers of the regions found on one side only, appended in order of appearance. */
void porter_compat_words(GPtrArray *out_newer, GPtrArray *out_older, const char *older_text,
			 const char *newer_text, GArray *regions);
/* The tree's version from include/generated/uapi/linux/version.h, else from its name ("v6.8"). */
int porter_compat_tree_version(guint *out_major, guint *out_minor, const char *kdir);
/*
 * Step 1 alone: 1 and @out filled when the headers allow a feature test, else 0.  A header test
 * reads the trees of @ch; a macro test the indexes @newer_macros and @older_macros (cf_ktree_get(),
 * NULL: none).
 */
int porter_compat_feature(struct porter_compat_guard *out, const struct porter_compat_change *ch,
			  struct cf_ktree *newer_macros, struct cf_ktree *older_macros);
/*
 * Step 3 alone: 1 and @out filled when a probe can be written from @ch's code: a call of (or a
 * name) @ch->symbol or of a word of the newer side, the newer side's when it has one (the guard
 * is defined(HAVE_X)), else the older side's (!defined(HAVE_X)); the name is checked to be an
 * identifier, the arguments become literals.  Else 0.
 */
int porter_compat_probe(struct porter_compat_guard *out, const struct porter_compat_change *ch);
/*
 * The guard of @ch from evidence: a feature test, else the version of the first tag holding a
 * header commit of @db (may be NULL) that made the change, else a Kbuild-time probe of the new
 * form (porter_compat_probe()), else the newer kernel's version as an approximate range.
 * Returns 0, or -PORTER_ERROR_INPUT when not even the newer kernel's version
 * is known.  Clear @out with porter_compat_guard_clear().
 */
int porter_compat_guard_for(struct porter_compat_guard *out, const struct porter_compat_change *ch,
			    struct cf_ktree *newer_macros, struct cf_ktree *older_macros,
			    struct pq_db *db);

struct porter_compat_options {
	const char *kernel;		/* the target */
	const char *const *also;	/* the other kernels to build against, NULL-terminated */
	const char *driver;		/* the driver as given, built once against each of @also */
	const char *package;		/* the package's folder holding it (dkms.conf's), or NULL */
	gboolean backport;
};
struct porter_compat;
/* @bopts and @db are borrowed for the object's life.  -PORTER_ERROR_INPUT: a kernel is missing. */
int porter_compat_new(struct porter_compat **out, const struct porter_compat_options *o,
		      const struct sbx_build_options *bopts, struct pq_db *db, GError **error);
void porter_compat_free(struct porter_compat *c);
/*
 * The loop's hook for a kept fix (the work copy's tracked files changed from HEAD): rewrites each
 * changed file as guarded code, builds it against the target and every other kernel, and keeps
 * it only when the target has no issue the plain fix's build (@fixed, struct red_issue *) lacked
 * and every other kernel no issue the driver's first build lacked.  1: kept, with the target's
 * build in @out_issues, @out_log, @out_ok and a paragraph for the commit message in @out_note
 * (all owned); 0: refused, @out_why says why; negative with @error on failure.
 */
int porter_compat_apply(struct porter_compat *c, struct sbx_work *w, const struct red_issue *issue,
			GPtrArray *fixed, GPtrArray **out_issues, char **out_log, gboolean *out_ok,
			char **out_note, char **out_why, GError **error);
/* Appends the guard's @note to a kept fix's commit message (wrapped) and to porter's notes. */
void porter_compat_note(struct porter_patch *pp, const char *note);

/* ---- nightly ------------------------------------------------------------------------------ */

struct porter_nightly_driver {
	char *name;
	char *driver, *kernel, *db, *build;	/* kernel: the first of @kernels */
	GPtrArray *kernels;		/* char *, absolute; one run per kernel, distinct basenames */
	gboolean backport;
	gboolean compat;		/* --compat, the other @kernels as --also-build */
	gboolean load_test;		/* --load-test on each kernel's clean build */
	guint max_rounds, top;
	guint timeout_s;		/* the whole port of one kernel; killed beyond it */
	struct porter_limits limits;
	guint query_budget_s;	/* 0: prequel's default */
	guint budget_s;		/* the whole port of one kernel, reported when cut; 0: port's (900) */
	char *author;		/* "Name <mail>" of the series, NULL: git's identity */
	gboolean signoff;	/* the author's Signed-off-by: on each patch */
	GStrv make_args;	/* make-arg keys, VAR=VALUE; may be NULL */
};
struct porter_nightly_config {
	char *path;
	char *out_dir, *state, *junit, *notify;	/* may be NULL */
	char *notify_format;		/* generic, slack or matrix; NULL: generic */
	guint notify_timeout_s;		/* per POST */
	gboolean report_only;		/* drivers' results never change the exit code */
	int isolation;
	GPtrArray *drivers;	/* struct porter_nightly_driver * */
};
/* Reads the GKeyFile config (docs/nightly.md); relative paths are relative to the file. */
int porter_nightly_config_load(struct porter_nightly_config **out, const char *path,
			       GError **error);
void porter_nightly_config_free(struct porter_nightly_config *c);

/* One night's result per driver, as kept in the state file. */
struct porter_nightly_state_entry {
	gboolean clean;		/* porter reached a clean build (maybe with its fixes) */
	guint issues_after;
	guint fixed;
	int exit_code;
	gboolean builds;	/* the driver as committed builds: nothing to fix */
};
/* Loads the state file into name -> struct porter_nightly_state_entry * (owned); a missing
 * file gives an empty table. */
int porter_nightly_state_load(GHashTable **out, const char *path, GError **error);
int porter_nightly_state_save(GHashTable *state, const char *path, GError **error);
/* TRUE when @now is worse than @before: clean before and not now, or more issues remain. */
gboolean porter_nightly_regressed(const struct porter_nightly_state_entry *before,
				  const struct porter_nightly_state_entry *now);

/* The most shards `porter nightly --shard K/N` splits a night into. */
#define PORTER_SHARD_MAX 4096
/* Parses "K/N" (1 <= K <= N <= PORTER_SHARD_MAX) of --shard; 0 or -PORTER_ERROR_INPUT naming
 * @text. */
int porter_nightly_shard_parse(guint *out_k, guint *out_n, const char *text, GError **error);
/*
 * The shard (1..@n) of the run of @driver (its config name) on @kernel (its folder's name): a
 * hash of the two names only, so that adding or removing a driver moves no other run.
 */
guint porter_nightly_shard_of(const char *driver, const char *kernel, guint n);
/*
 * One JUnit document of suite @suite with the test cases of every document of @texts (char *,
 * as porter_junit_render() wrote them), totals recounted.  Owned.
 */
char *porter_junit_merge(const char *suite, GPtrArray *texts);

/* ---- helpers ------------------------------------------------------------------------------ */

/*
 * The output folder (outdir.c): opened once; everything under it is written, listed and
 * removed through its descriptor one component at a time, never through a symbolic link.
 */
struct porter_out;
/*
 * Opens folder @path (created with its parents when missing; @path itself may be a link, the
 * user's choice).  *out owned (porter_out_free()).  0 or -PORTER_ERROR_INPUT.
 */
int porter_out_open(struct porter_out **out, const char *path, GError **error);
/*
 * The folder @rel ("a/b") under @parent, created when missing; named PARENT/REL in messages.
 * -PORTER_ERROR_INPUT naming the link when one is on the way, or -PORTER_ERROR_INTERNAL.
 */
int porter_out_sub(struct porter_out **out, const struct porter_out *parent, const char *rel,
		   GError **error);
void porter_out_free(struct porter_out *o);
/* The folder's path as given (borrowed). */
const char *porter_out_path(const struct porter_out *o);
/* -PORTER_ERROR_INPUT naming the first of @names (NULL-terminated) that is a symbolic link. */
int porter_out_check(const struct porter_out *o, const char *const *names, GError **error);
/*
 * Writes @len bytes (-1: a string) to @rel ("patches/0001-x.patch"; its folders created) through
 * a temporary file in the same folder and renameat(2).  -PORTER_ERROR_INPUT when a link is on
 * the way or at @rel itself (named), else 0 or -PORTER_ERROR_INTERNAL.
 */
int porter_out_write(struct porter_out *o, const char *rel, const char *data, gssize len,
		     GError **error);
/* Removes the file or link @rel (no link followed on the way); 0 or -1 with errno. */
int porter_out_remove(struct porter_out *o, const char *rel);
/* The names in folder @rel (owned); empty when it cannot be opened without a link. */
GPtrArray *porter_out_list(struct porter_out *o, const char *rel);

/* Writes @len bytes to @path through a temporary file and rename(2). */
int porter_write_file(const char *path, const char *data, gssize len, GError **error);
/*
 * Parses the options of subcommand @cmd ("port") into @entries, whose "help" entry sets @help.
 * Returns 0 to go on; -1 when the help was printed (the command then exits 0); or
 * PORTER_EXIT_USAGE after printing one line for a bad option or a stray argument.
 */
int porter_parse_options(const char *cmd, const char *summary, const GOptionEntry *entries,
			 const gboolean *help, int *argc, char ***argv);

/*
 * Deepest nesting of JSON porter lets json-glib parse: its parser recurses once per level and
 * overflows the stack some ten thousand levels down (a hostile build log, manifest or state).
 */
#define PORTER_JSON_MAX_DEPTH 512
/*
 * Scans @len bytes of JSON text (-1: NUL-terminated) for '[' and '{' nested deeper than
 * PORTER_JSON_MAX_DEPTH, outside strings, before anything parses it.  Returns 0, or
 * -PORTER_ERROR_INPUT with "@name:LINE:COL: JSON nested deeper than 512 levels" in @error.
 */
int porter_json_check_depth(const char *data, gssize len, const char *name, GError **error);

/*
 * @url with its secrets hidden, for messages and reports: a user:password@ becomes ***@ and
 * every query value becomes ***.  Owned.
 */
char *porter_url_redact(const char *url);
/*
 * Up to @max bytes of what a server or a tool answered, made safe for a terminal and a log:
 * one line, control characters and invalid UTF-8 written as \xNN, cut with "...".  Owned.
 */
char *porter_sanitize_line(const char *text, gsize max);

/*
 * Checks that @dir can receive porter's output, creating it when missing; for --out.
 * Returns 0 or -PORTER_ERROR_INPUT naming @what and the path.
 */
int porter_check_out_dir(const char *dir, const char *what, GError **error);
/*
 * Checks that @dir can receive porter's output without making it: an existing folder porter
 * can write, or a missing one the first existing folder above could hold.  For a command that
 * checks its other inputs later and must leave nothing behind when they are bad.
 */
int porter_check_out_place(const char *dir, const char *what, GError **error);
/* Checks that a file can be written at @path (not a directory, its folder writable). */
int porter_check_out_file(const char *path, const char *what, GError **error);

/* Progress line on stderr when enabled (porter_progress_enable): lib/progress/progress.h's, prefixed
 * "porter: ".  The commands set the mode from --progress/--quiet with prog_init() instead. */
void porter_progress_enable(gboolean on);
void porter_progress(const char *fmt, ...) G_GNUC_PRINTF(1, 2);

/* Subcommands. */
int cmd_port(int argc, char **argv);
int cmd_nightly(int argc, char **argv);
int cmd_eval(int argc, char **argv);
int cmd_load_test(int argc, char **argv);
int cmd_pool(int argc, char **argv);

/* ---- pools and kernels by version (builtin-pool.c, locate.c) ------------------------------ */

/*
 * The folder `porter pool` writes its pools under when no --out is given, and where `porter port`
 * looks for one when no --db is given: $PORTER_POOL_DIR, else $XDG_DATA_HOME/porter/pool
 * (~/.local/share/porter/pool).  Owned.
 */
char *porter_pool_root(void);
/*
 * The kernel tree --kernel @value names (docs/cli.md): a directory as given; a version ("6.12",
 * "6.1.0-57") the installed header tree of that release, /usr/src/linux-headers-VERSION... (the
 * machine's plain flavour, -amd64, first, then the newest) or /lib/modules/VERSION.../build; NULL
 * the running kernel's /lib/modules/$(uname -r)/build; a tree found so by its real path (a
 * directory given stays as given).  *out owned.  0, or -PORTER_ERROR_INPUT
 * with one line, "VALUE: no such directory nor ...; installed: RELEASES", for the caller to
 * prefix with the option or key.
 */
int porter_kernel_resolve(char **out, const char *value, GError **error);
/*
 * The index of the pool `porter pool` made under porter_pool_root() for the kernel tree @kdir:
 * the one ending at its version (starting at it with @backport).  *out owned.  0, or
 * -PORTER_ERROR_INPUT saying which command makes one.
 */
int porter_pool_find(char **out, const char *kdir, gboolean backport, GError **error);

/*
 * The line of a build's output that says why it failed, for a build that stopped before the
 * compiler said anything: make's first complaint ("Kbuild:2: *** ...  Stop.", "No such file or
 * directory"), else the last line; one line of at most 400 bytes, sanitized.  Owned, NULL for
 * an empty log.
 */
char *porter_build_cause(const char *log);
/*
 * text (a C file) with "#include <new_header>" added on the line after its last #include outside
 * conditional groups (at the top without one), or, when old_header is given, its first
 * "#include <old_header>" replaced by it.  Owned; NULL when text includes new_header already or
 * lacks old_header.
 */
char *porter_include_edit(const char *text, const char *old_header, const char *new_header);
/*
 * What a missing-/moved-include fix without an example rests on, for the report and the patch:
 * "from the target tree: devm_kzalloc, struct platform_device are declared in
 * linux/platform_device.h"; owned.
 */
char *porter_include_origin(const struct red_issue *issue);
/*
 * @text with @import_line added after its last MODULE_* line (outside conditional groups, at
 * the first column, past its ';'); owned, NULL when @text has the line already or no such line.
 */
char *porter_namespace_edit(const char *text, const char *import_line);
/*
 * The line that imports namespace @ns ("MODULE_IMPORT_NS(PMBUS);", or with "PMBUS" when the
 * macro of @module_h, a tree's include/linux/module.h, takes a string literal: its body does not
 * stringify its argument); *@out_def (may be NULL) the macro's definition.  Owned; NULL when
 * @module_h defines no such macro or @ns cannot be written in its form.
 */
char *porter_namespace_import(const char *module_h, const char *ns, char **out_def);
/*
 * An example commit's import of namespace @ns: the first of @added_lines (int, 1-based lines of
 * @text, a file as the commit left it) that is "NAME(ns);" or "NAME(\"ns\");" from the first
 * column, as that line; owned, NULL when none is.
 */
char *porter_namespace_example_line(const char *text, const GArray *added_lines, const char *ns);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libsandbox: every process porter starts (compilers, make, spatch) goes through here, bounded in
 * time, memory and output, isolated with bubblewrap when the machine allows it, on a work copy that
 * is a git repository so that each candidate change can be diffed, kept or rolled back.
 */
#ifndef PORTER_SANDBOX_H
#define PORTER_SANDBOX_H

#include <glib.h>

G_BEGIN_DECLS

/* Error domain of every GError set here; the codes are also returned negated. */
#define SBX_ERROR (sbx_error_quark())
GQuark sbx_error_quark(void);
enum sbx_error {
	SBX_ERROR_INPUT = 1,	/* bad argument, missing file or directory: the user's input */
	SBX_ERROR_SPAWN,	/* the program cannot be started */
	SBX_ERROR_ISOLATION,	/* isolation required but bubblewrap cannot run here */
	SBX_ERROR_GIT,		/* libgit2 failed on the work copy */
	SBX_ERROR_IO,		/* file system error while copying or cleaning */
};

enum sbx_isolation { SBX_ISOLATE_AUTO, SBX_ISOLATE_NONE, SBX_ISOLATE_REQUIRE };

struct sbx_run_options {
	guint timeout_s;            /* 0: 300 */
	guint64 mem_limit_mb;       /* 0: 4096; RLIMIT_AS */
	gsize max_output;           /* bytes kept per stream, 0: 64 MiB; the rest counted, dropped */
	const char *cwd;
	enum sbx_isolation isolation;
	const char *const *ro_paths; /* extra read-only binds (kernel tree) */
	const char *const *rw_paths; /* read-write binds (the work dir) */
	const char *const *env;      /* extra NAME=VALUE on top of the allow-list */
	/* Limits on the whole process tree (a cgroup per run when porter runs as root): */
	guint64 pids_max;            /* 0: 512 processes and threads */
	guint cpu_limit_s;           /* 0: twice the timeout; CPU seconds of the whole tree */
	guint64 disk_limit_mb;       /* 0: 1024; size of disk_path (and of any one file written) */
	const char *disk_path;       /* the dir whose size is bounded (the work copy), or NULL */
	guint64 tmp_limit_mb;        /* 0: 256; size of the sandbox's /tmp and /var/tmp */
	gboolean keep_diagnostics;   /* past max_output, keep the lines that look like diagnostics */
	const char *const *dev_paths; /* devices shown inside bwrap when they exist (/dev/kvm) */
};
#define SBX_RUN_OPTIONS_INIT { 0 }

struct sbx_result {
	int status;          /* exit code, -1 when killed by a signal */
	int term_signal;
	gboolean timed_out;
	gboolean truncated;
	gboolean isolated;   /* ran inside bwrap */
	double seconds;
	char *out, *err;     /* owned, NUL-terminated; a NUL the command wrote is kept as '?' */
	guint64 out_total, err_total;	/* bytes the command wrote, kept or not */
	guint64 nul_bytes;		/* NUL bytes the command wrote (replaced by '?') */
	guint killed_leftovers;		/* processes still alive after the command ended, killed */
	const char *limit;   /* the limit that stopped the command (static): "wall time", "cpu time",
			      * "processes", "memory", "disk", or NULL */
	gboolean contained;  /* ran in cgroups of its own (aggregate limits, whole-tree kill) */
};
/* The text of a limit name with its value, for reports: "wall time limit of 300 s" (owned). */
char *sbx_limit_describe(const struct sbx_result *r, const struct sbx_run_options *opts);

/*
 * Runs argv (argv[0] looked up in PATH) with no stdin, stdout and stderr captured apart, in a new
 * session (process group) that is killed whole when the time runs out and again when the command
 * ends, so that no background child survives it.  The environment is cleared but for PATH, a
 * private HOME and TMPDIR, LANG=LC_ALL=C and opts->env.  With bwrap (AUTO when it works, REQUIRE),
 * the system dirs, a few files of /etc a compiler needs (never /etc/shadow) and ro_paths are bound
 * read-only, rw_paths read-write, /tmp is a private tmpfs of tmp_limit_mb, and user, network, pid,
 * ipc and uts namespaces are new.  The command never runs as root nor with capabilities: when
 * porter is root, it runs as the real uid 65534 when every rw_path is owned by that uid (work
 * copies are, see sbx_work_new()), else as uid 65534 of a user namespace with every capability
 * dropped; *out->isolated is TRUE only when a probe run inside that set-up saw CapEff 0, a uid
 * other than 0, a read-only /proc/sys and the seccomp filter (docs/sandbox.md: ptrace, mounts,
 * new namespaces, keyrings, bpf... fail with EPERM), which the AUTO fallback without bwrap
 * loads too; NONE runs the command unfiltered.  As root, the whole tree runs in cgroups of its own
 * (pids_max, mem_limit_mb, cpu_limit_s, killed whole at the end); *out->limit names the limit that
 * stopped it.  opts may be NULL.
 *
 * A command that runs and fails is not an error: *out tells how it ended (clear it with
 * sbx_result_clear()).  Returns 0, or -SBX_ERROR_INPUT (bad cwd), -SBX_ERROR_SPAWN (program not
 * found, fork failed), -SBX_ERROR_ISOLATION (REQUIRE without a working bwrap) with *error set;
 * *out is then empty.
 */
int sbx_run(struct sbx_result *out, const char *const *argv, const struct sbx_run_options *opts,
	    GError **error);
/* Frees what *res owns and zeroes it; safe on a zeroed or already cleared result. */
void sbx_result_clear(struct sbx_result *res);

/*
 * TRUE when bubblewrap can create the namespaces sbx_run() uses.  Probed once per process (a real
 * run of `bwrap ... true`); the environment variable PORTER_BWRAP names another binary to use, and
 * PORTER_BWRAP=none disables isolation (tests of the fallback use it).
 */
gboolean sbx_isolation_available(void);
/* Why isolation is not available (borrowed, static), or NULL when it is. */
const char *sbx_isolation_why(void);

/* Work copy: a git repository whose first commit is the pristine driver. */
struct sbx_work;
/*
 * Copies src_dir (regular files and subdirs; .git skipped) into a fresh directory under
 * parent_dir (created if needed) or under the temp dir, and commits it as
 * "porter <porter@localhost>".  Nothing is read through a symbolic link: relative links that stay
 * inside src_dir are copied as links, the others (absolute, leading out, dangling) are left out
 * and listed by sbx_work_notes().  The copy is capped (sbx_work_new_limited(); here 256 MB and
 * 20000 entries): past a cap it fails with -SBX_ERROR_INPUT.  Build products (*.o, *.ko, .*.cmd,
 * ...) are ignored through .git/info/exclude.  When porter is root, the tree (not .git) is then
 * owned by uid 65534, which builds run as.  In the temp dir, a work dir is
 * `porter-NAME-XXXXXX` with a locked `porter-NAME-XXXXXX.lock` beside it; each call removes the
 * work dirs whose lock no live process holds (runs killed with -9).  src_dir is only read.  *out
 * is owned: free it with sbx_work_free().  Returns 0, -SBX_ERROR_INPUT, -SBX_ERROR_IO or
 * -SBX_ERROR_GIT.
 */
int sbx_work_new(struct sbx_work **out, const char *src_dir, const char *parent_dir /* NULL: tmp */, GError **error);
/* sbx_work_new() with caps on the copy's size (MB) and entry count; 0: the defaults. */
int sbx_work_new_limited(struct sbx_work **out, const char *src_dir, const char *parent_dir,
			 guint64 max_mb, guint max_files, GError **error);
/*
 * sbx_work_new_limited() of a driver inside a package: pkg_dir (src_dir or a folder above it;
 * NULL: src_dir) is copied whole, as the copy of src_dir's links must stay inside pkg_dir, and
 * the repository is made at src_dir's copy (sbx_work_path()), so that diffs, commits and
 * rollbacks name the driver's files alone; the package's other files are never committed.
 */
int sbx_work_new_package(struct sbx_work **out, const char *src_dir, const char *pkg_dir,
			 const char *parent_dir, guint64 max_mb, guint max_files, GError **error);
/* What the copy left out and why, one line each (borrowed, NULL-terminated, may be empty). */
const char *const *sbx_work_notes(const struct sbx_work *w);
/*
 * The content of the regular file path (relative) at revision rev (NULL: HEAD), from the git
 * object store, never from the working tree: *out_data owned, NUL-terminated.  A link or a
 * submodule at path is refused (-SBX_ERROR_INPUT).
 */
int sbx_work_read(struct sbx_work *w, const char *rev, const char *path, char **out_data,
		  gsize *out_len, GError **error);
/*
 * Writes len bytes of data (len -1: a NUL-terminated text) over the work copy's file at path in
 * place: the same inode, so the owner and mode the sandbox's builds and spatch runs write with
 * stay (a new file in its place would be porter's, which they cannot write).  A symbolic link or
 * a missing file is refused.  Returns 0, or -SBX_ERROR_IO with error set, naming path.
 */
int sbx_work_put(const char *path, const char *data, gssize len, GError **error);
/* The work dir (absolute, borrowed while w lives): the driver's copy. */
const char *sbx_work_path(const struct sbx_work *w);
/* The package's copy holding it (sbx_work_path() or a folder above it): what a build binds. */
const char *sbx_work_top(const struct sbx_work *w);
/* The hash of the pristine first commit (borrowed, 40 hex digits). */
const char *sbx_work_base(const struct sbx_work *w);
/*
 * Commits the changes of tracked files (modified, deleted; never a new file, which a build may
 * have created), even an empty commit.  *out_hash, when asked, is the new commit's hash (owned, g_free()).
 */
int sbx_work_commit(struct sbx_work *w, const char *message, char **out_hash /* may be NULL */, GError **error);
/* Like `git reset --hard HEAD && git clean -fdx`: tracked files back to HEAD, the rest removed. */
int sbx_work_rollback(struct sbx_work *w, GError **error);   /* reset --hard HEAD, remove untracked */
/*
 * Unified diff with a/ and b/ prefixes (git apply accepts it) from revision `from` (NULL: the
 * pristine commit) to revision `to` or, when to is NULL, the tracked files of the working tree
 * (new untracked files are never part of a change).  Revisions are anything git_revparse takes ("HEAD", "HEAD~1", a hash).  *out_patch is
 * owned ("" when nothing changed).
 */
int sbx_work_diff(struct sbx_work *w, const char *from, const char *to /* NULL: working tree */, char **out_patch, GError **error);
/*
 * Paths (relative, owned strings) of the files added or modified from revision `from` (NULL: the
 * pristine commit) to revision `to`: what a port changed, without the build products next to it.
 */
int sbx_work_changed(struct sbx_work *w, const char *from, const char *to, GPtrArray **out_paths,
		     GError **error);
/*
 * Makes rev (a commit of the work copy after the pristine one) the base that diffs and
 * sbx_work_base() start from: for a driver whose committed state is a later commit than
 * what was copied.  0 or -SBX_ERROR_GIT.
 */
int sbx_work_set_base(struct sbx_work *w, const char *rev, GError **error);
/* Frees w; with remove_dir also deletes the work dir.  NULL is fine. */
void sbx_work_free(struct sbx_work *w, gboolean remove_dir);

/*
 * Repositories porter does not own (the user's driver, an indexed kernel, a cases repository)
 * are read here through libgit2, never by running git: git would run what their config names
 * (core.fsmonitor, hooks, filter and textconv drivers, diff.external, core.sshCommand, the
 * pager) as porter's uid, root.  libgit2 runs none of them.  Nothing here writes to the
 * repository (no index refresh).  libgit2's owner check is on, as git's: a repository another
 * user owns is not read, but for porter's own work copy (its .git ours, its tree the build uid's).
 */
struct sbx_repo_info {
	char *prefix;	/* the dir from the top of its work tree ("", "src/"), NULL when the
			 * repository tracks no file under it (or there is none) */
	char *head;	/* HEAD's hash (40 hex digits), NULL when unborn or no repository */
	gboolean dirty;	/* a tracked file under the dir differs from HEAD (staged or not) */
	GPtrArray *changed;	/* those files (char *, relative to the dir), never NULL */
};
/*
 * Where @dir sits in the git repository holding it (looked for upwards, not across file
 * systems), as `git ls-files`, `rev-parse --show-prefix`, `status` and `diff --name-only
 * --relative HEAD -- .` run in @dir would say.  A dir in no repository is not an error:
 * *out then has no prefix.  Clear *out with sbx_repo_info_clear().  0 or -SBX_ERROR_GIT.
 */
int sbx_repo_info(struct sbx_repo_info *out, const char *dir, GError **error);
void sbx_repo_info_clear(struct sbx_repo_info *info);
/*
 * The content at HEAD of the regular file @rel (relative to @dir) of @dir's repository, as
 * `git show HEAD:./REL` without filters: *out_data owned and NUL-terminated, *out_len (may be
 * NULL) its length.  -SBX_ERROR_INPUT for a path not in HEAD or not a regular file,
 * -SBX_ERROR_GIT.
 */
int sbx_repo_show_head(char **out_data, gsize *out_len, const char *dir, const char *rel,
		       GError **error);
/*
 * The subjects (owned strings, newest first) of the last @max commits from HEAD that are not
 * merges and change a file under @dir: `git log -n MAX --no-merges --format=%s -- .` in @dir.
 * Empty when @dir is in no repository.  Owned, never NULL.
 */
GPtrArray *sbx_repo_subjects(const char *dir, guint max);
/*
 * The value of config @key as git sees it from @dir (may be NULL): the repository's config with
 * its includes, the global, XDG and system files, found from HOME, XDG_CONFIG_HOME,
 * GIT_CONFIG_GLOBAL, GIT_CONFIG_SYSTEM and GIT_CONFIG_NOSYSTEM as git does; outside a
 * repository those last three only.  Owned, or NULL when unset.
 */
char *sbx_repo_config(const char *dir, const char *key);
/*
 * The tags (short names, owned) of the repository at @path whose commit is @hash or has it in
 * its history: `git tag --contains HASH`.  @want (may be NULL) keeps only the names it accepts
 * before any history is walked.  NULL when the repository or the commit cannot be read.
 */
GPtrArray *sbx_repo_tags_containing(const char *path, const char *hash,
				    gboolean (*want)(const char *tag));
/*
 * Calls @fn with the hash and the raw message of every commit reachable from HEAD or a ref of
 * the repository at @path (`git log --all`), newest first, until @fn returns non-zero (which
 * is then returned).  0, or -SBX_ERROR_GIT with *error naming @path.
 */
int sbx_repo_foreach_commit(const char *path, int (*fn)(const char *hash, const char *message,
							void *data),
			    void *data, GError **error);

enum sbx_build_mode { SBX_BUILD_AUTO, SBX_BUILD_PLAIN, SBX_BUILD_KBUILD, SBX_BUILD_CUSTOM };
/* "auto", "plain", "kbuild", "custom" (static). */
const char *sbx_build_mode_name(enum sbx_build_mode mode);
/* The mode a kernel dir calls for: KBUILD (Makefile and scripts/), PLAIN (include/), or -1 with error. */
int sbx_kdir_kind(enum sbx_build_mode *out, const char *kdir, GError **error);

struct sbx_build_options {
	enum sbx_build_mode mode;
	const char *command;        /* SBX_BUILD_CUSTOM: shell line with {kernel} and {src} */
	gboolean no_json;           /* force text diagnostics */
	/*
	 * The folder (relative to src_dir) that Kbuild builds as M=, that {src} names and that a
	 * custom command runs in; NULL or "": src_dir itself (sbx_kbuild_dir() finds it).
	 */
	const char *subdir;
	/* VAR=VALUE make variables: on make's command line (KBUILD), in the environment (CUSTOM) */
	const char *const *make_args;
	/*
	 * CUSTOM only: the compiler's JSON flag goes into the environment's KCFLAGS, and -k -jN
	 * into MAKEFLAGS (a dkms.conf's MAKE[] command, which reaches Kbuild through the driver's
	 * own Makefile).
	 */
	gboolean json_kcflags;
	/* Modules (paths relative to the build folder, "x.ko") a successful build must leave */
	const char *const *expect_modules;
	/* The name errors give src_dir (the user's driver, not its work copy); NULL: src_dir */
	const char *src_name;
	struct sbx_run_options run;
};
struct sbx_build {
	enum sbx_build_mode mode;   /* the mode used */
	gboolean json;              /* diagnostics are GCC JSON (one array per compiler run, mixed with text) */
	gboolean ok;                /* build succeeded */
	struct sbx_result run;
	char *diagnostics;          /* what the compiler printed, for red_parse() */
	char *command_line;         /* the command run, shell-quoted, for reports (owned) */
	gint64 started_ns;          /* wall clock when it started (ns since the epoch) */
	/* KBUILD: the compiler commands make printed (V=1), for sbx_build_replay(); owned */
	GPtrArray *compiles;
	gboolean replayed;          /* made by sbx_build_replay() */
	guint nreplayed;            /* the compiler commands it ran */
};
/*
 * Builds src_dir (normally a work copy: Kbuild writes its objects there) against kdir.  AUTO picks
 * CUSTOM when opts->command is set, else KBUILD or PLAIN from what kdir is (sbx_kdir_kind()).
 *  - PLAIN: one `gcc -c -fsyntax-only -nostdinc -isystem GCCINC -I kdir/include -D__KERNEL__ -DMODULE`
 *    over the driver's top-level .c files, run in src_dir (file names in diagnostics are relative).
 *  - KBUILD: `make -C kdir M=src_dir -jN -k modules`, with KCFLAGS=-fdiagnostics-format=json when gcc
 *    supports it (probed once) and no_json is not set.  src_dir needs a Makefile or Kbuild file.
 *  - CUSTOM: `/bin/sh -c command` with {kernel} and {src} replaced by the quoted paths.
 * kdir (and the trees its symlinks and Makefile include point into) is bound read-only, src_dir
 * read-write but for the files its git repository tracks and its .git (a work copy's sources and
 * history: read-only, so that the build cannot change what porter commits).  Past max_output,
 * the diagnostic lines of the output are kept (keep_diagnostics), and src_dir's size is bounded
 * by the disk limit unless run.disk_path names another dir.  A failing build is not an error (*out->ok is FALSE).  Errors: missing kdir, a kdir
 * that is neither tree kind, a src_dir without sources, the errors of sbx_run().  Clear *out with
 * sbx_build_clear() whatever the result.
 */
int sbx_build_run(struct sbx_build *out, const char *src_dir, const char *kdir, const struct sbx_build_options *opts, GError **error);
/*
 * The folder of src_dir that Kbuild builds (relative, owned, "" for src_dir itself): src_dir
 * when its Kbuild file or Makefile has obj- lines, else the shallowest subfolder (up to 3 deep,
 * first by name) whose Kbuild file or Makefile has them: a top Makefile that only runs
 * `$(MAKE) -C module` delegates to module/.  -SBX_ERROR_INPUT, naming `name` (NULL: src_dir),
 * when no folder has any.
 */
int sbx_kbuild_dir(char **out_rel, const char *src_dir, const char *name, GError **error);
/*
 * Checks that a Kbuild tree can build out-of-tree modules: a .config (Debian's unconfigured
 * `-common` half is named as such, with the configured dirs beside it), include/generated
 * (make modules_prepare was run) and a Module.symvers.  An include tree (PLAIN) passes.
 * Returns 0 or -SBX_ERROR_INPUT with one line naming kdir and the fix.
 */
int sbx_kdir_check(const char *kdir, GError **error);
/*
 * The kernel release kdir was configured for: include/config/kernel.release, else what
 * `make -s kernelrelease` prints (run through sbx_run() with run's isolation), else the
 * dir's basename.  Owned, never NULL.
 */
char *sbx_kernel_release(const char *kdir, const struct sbx_run_options *run);
void sbx_build_clear(struct sbx_build *b);
/*
 * A trial build after a change to a work copy that @full (a KBUILD sbx_build_run() of the same
 * src_dir and kdir) built: the compiler commands make ran then (full->compiles) run again, each
 * through sbx_run() with the same binds and limits, in the folder make ran them in, for the .c
 * files make would compile now (changed since @full started, or without an object: they
 * failed; all of them when a header of src_dir changed), the object sent to /dev/null.  *out
 * then holds what they printed (diagnostics), ok when every one succeeded, replayed and
 * nreplayed.  Neither modpost nor the link runs: the final judgement is a full build's.
 * Returns 1 (*out empty) when a replay cannot stand for make: @full is no Kbuild build or has no
 * commands, a file other than a .c or .h changed (a Makefile), a source is gone, or nothing is to
 * compile; 0 otherwise; the errors of sbx_run().  Clear *out with sbx_build_clear().  A Kbuild
 * build prints only the commands it ran: replay against the first build of a work copy, the one
 * that compiled every source.
 */
int sbx_build_replay(struct sbx_build *out, const struct sbx_build *full, const char *src_dir,
		     const char *kdir, const struct sbx_build_options *opts, GError **error);
/*
 * The compiles of src (absolute) in make's V=1 output @out, run from kdir: the GPtrArray that
 * sbx_build_run() stores in compiles (exposed for its tests).  Owned.
 */
GPtrArray *sbx_build_compiles(const char *out, const char *src, const char *kdir);

/*
 * The driver's own headers (*.h below BASE): AUTO adds, with --include-headers, those that
 * name an identifier of the semantic patch's minus lines (an issue in a header is fixed there),
 * or all of them when its "// Options:" line asks for --include-headers; NONE, only the files
 * given; ALL, every header.  Only in_place runs take headers.
 */
enum sbx_spatch_headers { SBX_SPATCH_HEADERS_AUTO, SBX_SPATCH_HEADERS_NONE, SBX_SPATCH_HEADERS_ALL };
struct sbx_spatch_options { guint timeout_s; gboolean in_place; const char *const *extra_args;
			    enum sbx_spatch_headers headers; struct sbx_run_options run; };
struct sbx_spatch_result { gboolean ok; gboolean changed; char *diff; char *errors; struct sbx_result run; };
/*
 * Runs `spatch --sp-file SP --very-quiet --timeout T [--in-place] --patch BASE EXTRA... FILES` with
 * BASE = opts->run.cwd or the files' common dir, so that the diff has a/ b/ paths relative to BASE.
 * T = opts->timeout_s (0: 60) per file; the whole run is bounded by opts->run.timeout_s (0: T per
 * file + 30 s).  The files' dirs are bound read-write for in_place, read-only otherwise.
 * ok is FALSE when spatch exited non-zero, crashed, timed out or, since spatch 1.1.1 can exit 0 when
 * files failed, when its stderr reports an error; changed when the diff is not empty.  diff and
 * errors are owned (clear with sbx_spatch_result_clear()).  Errors: missing sp_file or file, no
 * files, the errors of sbx_run() (spatch not installed: -SBX_ERROR_SPAWN).
 */
int sbx_spatch(struct sbx_spatch_result *out, const char *sp_file, const char *const *files, const struct sbx_spatch_options *opts, GError **error);
void sbx_spatch_result_clear(struct sbx_spatch_result *r);

/*
 * dkms.conf, the file that says how a packaged out-of-tree driver is built.  It is a shell
 * fragment that dkms sources; here it is read as data, never run: NAME=VALUE and NAME[N]=VALUE
 * assignments with shell quoting, comments, and nothing else (any other line is named in a
 * warning and ignored).
 */
struct sbx_dkms {
	char *package_name, *package_version;	/* may be NULL */
	char *make;			/* MAKE[0], quoting removed; NULL: dkms's default, Kbuild */
	GPtrArray *module_names;	/* BUILT_MODULE_NAME[i] (char *), "" where unset */
	GPtrArray *module_locations;	/* BUILT_MODULE_LOCATION[i], "" where unset */
	GPtrArray *warnings;		/* "NAME:LINE: what was ignored", one line each */
};
/*
 * Parses dkms.conf text; name (the file's path) is used in warnings and errors.  *out owned
 * (sbx_dkms_free()).  Returns 0, or -SBX_ERROR_INPUT for an unterminated quote or a NUL byte.
 */
int sbx_dkms_parse(struct sbx_dkms **out, const char *text, gsize len, const char *name,
		   GError **error);
/* Reads and parses path (at most 1 MB); -SBX_ERROR_INPUT when it cannot be read. */
int sbx_dkms_load(struct sbx_dkms **out, const char *path, GError **error);
void sbx_dkms_free(struct sbx_dkms *d);
/*
 * MAKE[0] as a build command for SBX_BUILD_CUSTOM (owned): the variables dkms gives it
 * ($kernelver, $kernel_source_dir, /lib/modules/$kernelver/build, the build dir under
 * $dkms_tree or $source_tree, $PACKAGE_NAME, $PACKAGE_VERSION, $(nproc), also as ${...})
 * replaced by the release, {kernel} and {src}, the path after them kept
 * ($dkms_tree/$module/$module_version/build/src/x is {src}/src/x); every other variable or
 * command substitution is left empty and named in a line appended to warnings; a command that
 * is make gets dkms's KERNELRELEASE=release after it.  release is the --kernel tree's
 * (sbx_kernel_release()); NULL leaves $kernelver empty, with a warning.  NULL when there is no
 * MAKE[0].
 */
char *sbx_dkms_command(const struct sbx_dkms *d, const char *release, GPtrArray *warnings);

/*
 * A bound for one source file of a driver (as prequel's for a kernel blob): a larger one is
 * generated tables or firmware, or a driver trying to make porter read without end.
 */
#define SBX_MAX_SOURCE_BYTES ((gsize)2 << 20)
/*
 * Reads the file path of a driver porter does not trust (running as root, it must not be led
 * elsewhere): opened without following a link at its last component and without waiting on a
 * FIFO, and read only when it is a regular file of at most max_bytes.  *out_text is owned and
 * NUL-terminated, *out_len (may be NULL) its length.  Returns 0, -SBX_ERROR_INPUT (a link, not
 * a regular file, too large) or -SBX_ERROR_IO, with *error set.
 */
int sbx_read_untrusted(const char *path, gsize max_bytes, char **out_text, gsize *out_len,
		       GError **error);

/* sbx_read_beneath() flags. */
enum {
	/* follow links that stay beneath the root (a kernel tree's own); refused otherwise */
	SBX_BENEATH_LINKS = 1 << 0,
};
/*
 * Reads the file rel beneath the directory root, as sbx_read_untrusted() reads (regular, at most
 * max_bytes, no FIFO wait), without ever leaving root: for a path that a build printed or a work
 * copy's build could have replaced by a link.  rel must be relative; it is resolved from a
 * descriptor of root with openat2(RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS), plus
 * RESOLVE_NO_SYMLINKS unless flags has SBX_BENEATH_LINKS: a "..", an absolute link or a link
 * out of root (or any link at all, by default) at any component fails.  Where the kernel has no
 * openat2 (ENOSYS, or EPERM from a seccomp filter), each component is opened with O_NOFOLLOW and
 * ".." is refused.  root itself is trusted and may be a link.  *out_text is owned and
 * NUL-terminated, *out_len (may be NULL) its length.  Returns 0, -SBX_ERROR_INPUT (leads out of
 * root, a link, not a regular file, too large) or -SBX_ERROR_IO (missing, unreadable), with
 * *error set naming root/rel.
 */
int sbx_read_beneath(const char *root, const char *rel, unsigned int flags, gsize max_bytes,
		     char **out_text, gsize *out_len, GError **error);

/*
 * Appends to out (owned strings) the real paths of the trees a build against the kernel dir kdir
 * sees read-only: kdir itself, the targets of its top-level links (Debian's scripts/ and tools/)
 * and the dirs of the absolute `include` lines of its Makefile (Debian's -common tree).
 */
void sbx_kernel_trees(GPtrArray *out, const char *kdir);

/* Deletes path and everything under it without following symlinks; 0 or -SBX_ERROR_IO. */
int sbx_remove_tree(const char *path, GError **error);

/*
 * The load test (vm.c, docs/load-test.md): a built module inserted into the kernel it was built
 * for, inside QEMU run through sbx_run() (no network device, no host file system but the image
 * and the initramfs, bounded memory and time), read back from the serial console.
 */
enum sbx_vm_verdict {
	SBX_VM_LOADED,		/* init returned 0 and rmmod worked */
	SBX_VM_NO_DEVICE,	/* init returned -ENODEV or -ENXIO: no hardware, as expected */
	SBX_VM_NOT_UNLOADED,	/* init returned 0, rmmod failed */
	SBX_VM_INIT_FAILED,	/* insmod failed with another error (init_error) */
	SBX_VM_UNRESOLVED,	/* the kernel does not export a symbol the module needs (symbol) */
	SBX_VM_OOPS,		/* an oops, BUG or WARN (trace) */
	SBX_VM_TAINTED,		/* a taint other than out-of-tree (O) and unsigned (E) (taint) */
	SBX_VM_HANG,		/* insmod or rmmod did not return within the time limit */
	SBX_VM_NO_BOOT,		/* the VM never ran insmod: the image, not the module */
};
/* "loaded-and-unloaded", "loaded-no-device", ..., "hang", "no-boot" (static). */
const char *sbx_vm_verdict_name(enum sbx_vm_verdict v);
/* 0, or -SBX_ERROR_INPUT for a name sbx_vm_verdict_name() does not give. */
int sbx_vm_verdict_from_name(enum sbx_vm_verdict *out, const char *name);
/* TRUE for the verdicts of a module that loads: LOADED and NO_DEVICE. */
gboolean sbx_vm_verdict_loads(enum sbx_vm_verdict v);

/* What the console of one load test says; every string owned, escaped (\xNN) and may be NULL. */
struct sbx_vm_outcome {
	enum sbx_vm_verdict verdict;
	int init_error;		/* INIT_FAILED, NO_DEVICE: the errno insmod reported (positive) */
	char *symbol;		/* UNRESOLVED: the first missing symbol */
	char *trace;		/* OOPS: the report's lines, up to its end marker (80 lines, 8 KB) */
	char *taint;		/* TAINTED: the new flags' letters ("P", "W") */
	char *summary;		/* one line for reports */
	char *release;		/* what the guest's uname -r said */
	gboolean booted;	/* init ran */
	guint64 taint_before, taint_after;	/* /proc/sys/kernel/tainted around insmod */
};
/*
 * Pure: the verdict of a load test from the VM's console output (the init script's lines
 * "porter-vm-NONCE: KEY VALUE", and the dmesg it dumps) and whether the VM was stopped by its
 * time limit.  In order: a kernel bug report after insmod is OOPS; no boot is NO_BOOT; insmod or
 * rmmod past its limit (or the VM's limit during insmod) is HANG; "Unknown symbol" is UNRESOLVED;
 * a new taint other than O and E is TAINTED; a failed insmod is NO_DEVICE or INIT_FAILED; a
 * failed rmmod NOT_UNLOADED; else LOADED.  Clear *out with sbx_vm_outcome_clear().  Returns 0.
 */
int sbx_vm_parse_log(struct sbx_vm_outcome *out, const char *console, const char *nonce,
		     gboolean vm_timed_out);
void sbx_vm_outcome_clear(struct sbx_vm_outcome *o);
/* The value of key in a module's .modinfo ("depends", "vermagic", "name"), owned, or NULL. */
char *sbx_vm_modinfo(const char *data, gsize len, const char *key);
/*
 * The modules (paths relative to modules_dir, owned, in load order) that the comma-separated
 * depends of a module need, from modules_dir/modules.dep.  *out is set even on error (free it).
 * -SBX_ERROR_INPUT when modules.dep is missing or lacks one of them.
 */
int sbx_vm_resolve_deps(GPtrArray **out, const char *modules_dir, const char *depends,
			GError **error);
/*
 * Writes a cpio (newc) initramfs to path: /init (script), /bin/busybox (which must be static),
 * /dev/console, /mod/module.ko and each of deps (absolute paths) as /dep/N-NAME.
 */
int sbx_vm_initramfs(const char *path, const char *module_data, gsize module_len,
		     const char *const *deps, const char *busybox, const char *script,
		     GError **error);

struct sbx_vm_options {
	const char *kernel_image;	/* the bzImage to boot (required) */
	const char *modules_dir;	/* /lib/modules/RELEASE with modules.dep; NULL: no deps */
	const char *busybox;		/* NULL: /bin/busybox, else busybox in PATH */
	const char *qemu;		/* NULL: qemu-system-x86_64 */
	const char *accel;		/* "kvm", "tcg"; NULL: KVM when /dev/kvm opens and works */
	guint insmod_timeout_s;		/* per insmod and rmmod in the guest, 0: 20 */
	guint timeout_s;		/* the whole VM, 0: 240 */
	guint mem_mb;			/* the guest's memory, 0: 512 */
	enum sbx_isolation isolation;	/* how QEMU runs (sbx_run()) */
};
struct sbx_vm_result {
	struct sbx_vm_outcome outcome;
	char *console;		/* what the serial console printed (owned, at most 4 MB) */
	char *accel;		/* the accelerator used */
	char *name;		/* the module's name */
	GPtrArray *deps;	/* char *: the dependencies loaded first, relative to modules_dir */
	double seconds;		/* the VM's wall time */
	gboolean isolated;	/* QEMU ran inside bwrap */
};
/*
 * Boots o->kernel_image under QEMU (-m 512 -nographic -no-reboot -nic none, console=ttyS0,
 * panic=-1) with an initramfs holding the module at path module and its dependencies, whose
 * init inserts the module with a time limit, removes it, dumps dmesg and powers off.  KVM is
 * tried when /dev/kvm opens; a KVM run that never reaches init is run again with TCG, and
 * TCG is used from then on.  A module that fails to load is not an error: out->outcome says
 * how it went.  Errors: an unreadable or non-ELF module, a missing image, a dependency not in
 * modules.dep, no static busybox (-SBX_ERROR_INPUT), QEMU not found (-SBX_ERROR_SPAWN).
 * Clear *out with sbx_vm_result_clear() whatever the result.
 */
int sbx_vm_load_test(struct sbx_vm_result *out, const char *module, const struct sbx_vm_options *o,
		     GError **error);
void sbx_vm_result_clear(struct sbx_vm_result *r);

/*
 * The plain launches of sandbox/spawn.c, over lib/launch: neither isolated nor bounded but for
 * time.  For porter's own processes only (git on its own work copy, a bounded port in a child of
 * its own), never for code a driver or a build brings.
 *
 * sbx_spawn(): runs argv (found in PATH) in cwd (NULL: ours) with env (NAME=VALUE added, may be
 * NULL) and input on its stdin (NULL: none), killed after timeout_s (0: never).  0 once it ended,
 * its status and output in out (status, term_signal, timed_out, out, err; clear with
 * sbx_result_clear()); -SBX_ERROR_SPAWN with error set when it cannot be started or read.
 */
int sbx_spawn(struct sbx_result *out, const char *const *argv, const char *cwd,
	      const char *const *env, const char *input, guint timeout_s, GError **error);
/*
 * Calls fn(data) in a forked child leading a process group of its own (killing -pid reaches what
 * it starts), exiting with fn's result.  0 with the child's pid in *out_pid (the caller waits for
 * it), or -SBX_ERROR_SPAWN with error set.
 */
int sbx_spawn_function(int *out_pid, int (*fn)(void *data), void *data, GError **error);

/*
 * `porter pool`'s history (sandbox/pool.c, the one writer of repositories through libgit2): the
 * files of two kernel trees written as blobs into a bare repository through an in-memory store
 * flushed as packs, then an import commit of the old tree and one commit per file that differs,
 * then the refs.  A run killed part way leaves packs but no refs; the next one reuses the packs.
 */
#define SBX_POOL_MODE_FILE 0100644
#define SBX_POOL_MODE_EXEC 0100755
#define SBX_POOL_MODE_LINK 0120000

/* One file of a tree as git holds it. */
struct sbx_pool_file {
	guint32 mode;		/* SBX_POOL_MODE_* */
	guint8 id[20];		/* its blob's id */
};

/* One of the two kernel trees. */
struct sbx_pool_side {
	char *path;		/* directory or tarball */
	gboolean is_dir;
	char *tag;		/* "v6.1" */
	char *top;		/* its top folder's name, for the import commit's message */
	GHashTable *files;	/* path in the tree -> struct sbx_pool_file *, under the wanted folders */
};

struct sbx_pool_git;

struct sbx_pool {
	struct sbx_pool_git *git;	/* libgit2's handles, private to pool.c */
	guint64 pending_bytes;		/* blob bytes in memory, not yet in a pack */
	guint64 written;		/* objects written, for the stats */
	guint packs;
	char **code, **headers;		/* folders of the tree (the caller's, not freed here) */
	gint64 when;
	/* tests: commits per pack, and a SIGKILL of the process after that many commits (0: none);
	 * from PORTER_TEST_POOL_FLUSH and PORTER_TEST_POOL_KILL */
	guint flush_commits, kill_after;
};

struct sbx_pool_counts {
	guint files_old, changed, added, removed, commits;
};

/*
 * Opens the bare repository git_dir, made when missing, with an in-memory store for new objects
 * and, until sbx_pool_close(), libgit2's object cache and pack windows bounded for the process.
 * p is zeroed by the caller, code and headers set.  0, or -SBX_ERROR_GIT with error set; call
 * sbx_pool_close() either way.
 */
int sbx_pool_open(struct sbx_pool *p, const char *git_dir, GError **error);
/* Frees what sbx_pool_open() made (objects not flushed are lost) and gives the limits back. */
void sbx_pool_close(struct sbx_pool *p);
/* Whether the repository has the ref name ("refs/tags/v6.1"). */
gboolean sbx_pool_has_ref(struct sbx_pool *p, const char *name);
/* Writes data as the blob of the file path (for the error only); out->id its id (the caller sets
 * out->mode).  0, or -SBX_ERROR_GIT with error set. */
int sbx_pool_blob(struct sbx_pool *p, struct sbx_pool_file *out, const void *data, gsize len,
		  const char *path, GError **error);
/* Writes the objects in memory as one pack; deltas: look for deltas.  0 or -SBX_ERROR_GIT. */
int sbx_pool_flush(struct sbx_pool *p, gboolean deltas, GError **error);
/* Whether rel lies in one of the pool's folders (code or headers). */
gboolean sbx_pool_wanted(struct sbx_pool *p, const char *rel);
/* Records f as the file rel of the side s (both copied). */
void sbx_pool_add(struct sbx_pool_side *s, const char *rel, const struct sbx_pool_file *f);
/*
 * Writes the history from o to n (commits of p->code's files first, then p->headers'), counted in
 * cnt; its last tree must be n's.  0, or -SBX_ERROR_GIT with error set.
 */
int sbx_pool_history(struct sbx_pool *p, struct sbx_pool_counts *cnt, struct sbx_pool_side *o,
		     struct sbx_pool_side *n, GError **error);
/* Writes the refs of the history sbx_pool_history() wrote: old_tag its import commit, new_tag
 * (last of all: it says the history is whole) and master its last.  0 or -SBX_ERROR_GIT. */
int sbx_pool_refs(struct sbx_pool *p, const char *old_tag, const char *new_tag, GError **error);

G_END_DECLS

#endif

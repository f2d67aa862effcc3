/* SPDX-License-Identifier: GPL-2.0 */
/* Helpers shared by libsandbox's files; not part of the public interface. */
#ifndef PORTER_SBX_INT_H
#define PORTER_SBX_INT_H

#include <glib.h>

/* The canonical path with symlinks resolved (owned), or NULL when path does not exist. */
char *sbx_realpath(const char *path);
/* Appends to a the NULL-terminated list l (strings copied). */
void sbx_strv_append(GPtrArray *a, const char *const *l);

/*
 * git_repository_open_ext(out, dir, flags) with the one exception git's safe.directory would make: a
 * work copy porter made (dir/.git ours, the tree the build uid's) is opened through its .git.
 * libgit2's error code, *out NULL on failure.
 */
struct git_repository;
int sbx_git_open(struct git_repository **out, const char *dir, unsigned flags);

/*
 * The files tracked in dir's git repository and its .git (absolute, owned); empty when none.  A
 * dir without .git of its own gives the first repository found in a folder below it: a package's
 * work copy has its repository at the driver's copy.
 */
GPtrArray *sbx_tracked_paths(const char *dir);
/*
 * A build's binds after the kernel trees: o's extra read-only paths and src's tracked files and
 * .git read-only (a build writes its products beside the sources, never over them), then o's
 * read-write paths and src; both lists NULL-terminated.  build.c and replay.c use it (kbuild.c).
 */
struct sbx_build_options;
void sbx_build_binds(GPtrArray *ro, GPtrArray *rw, const char *src,
		     const struct sbx_build_options *o);

/* One compiler command of a full Kbuild build (kbuild.c), which replay.c runs again. */
struct sbx_compile {
	char **argv;		/* the compiler's command, "-o" operand and all */
	char *source;		/* absolute path of the .c it compiles */
	char *object;		/* absolute path of the .o it writes */
	char *cwd;		/* the folder make ran it in */
};

/* The per-run cgroups of cgroup.c: what sbx_run() bounds and kills a command tree with. */
struct sbx_cgroup {
	gboolean v2;
	char *kill_dir;		/* has cgroup.kill (v2 or the hybrid's unified tree), or NULL */
	char *pids_dir, *mem_dir, *cpu_dir;
	gboolean has_pids, has_mem, has_cpu;
	int procs_fd[4];	/* cgroup.procs of each group, for the child to write itself in */
	int nfds;
};
/* Creates the groups (root only); 0, or -1 when no cgroup can be made here (*cg then empty). */
int sbx_cgroup_new(struct sbx_cgroup *cg, guint64 pids_max, guint64 mem_bytes);
/* In a forked child before exec (async-signal-safe): joins every group. */
void sbx_cgroup_enter(const struct sbx_cgroup *cg);
guint sbx_cgroup_count(const struct sbx_cgroup *cg);
void sbx_cgroup_kill(const struct sbx_cgroup *cg);
double sbx_cgroup_cpu_seconds(const struct sbx_cgroup *cg);
gboolean sbx_cgroup_hit_pids(const struct sbx_cgroup *cg);
gboolean sbx_cgroup_hit_memory(const struct sbx_cgroup *cg);
/* Kills what is left, removes the groups and zeroes *cg; safe on an empty one. */
void sbx_cgroup_destroy(struct sbx_cgroup *cg);

/* The uid and gid untrusted commands run as when porter runs as root (nobody, nogroup). */
#define SBX_UNPRIV_UID 65534
#define SBX_UNPRIV_GID 65534
/* Whether uid 65534 can pass through every dir above path (the parents of a work copy). */
gboolean sbx_unpriv_can_reach(const char *path);

/*
 * The seccomp filter of seccomp.c (docs/sandbox.md), built once per process: the program
 * (borrowed, static) for prctl(PR_SET_SECCOMP), or NULL with -SBX_ERROR_ISOLATION set.
 */
struct sock_fprog;
const struct sock_fprog *sbx_seccomp_prog(GError **error);
/* A new memfd (close-on-exec, offset 0) holding the program, for bwrap's --seccomp; -1: error. */
int sbx_seccomp_fd(GError **error);

struct sbx_run_options;

/* One output stream of a running command (run-output.c). */
struct sbx_stream {
	int fd;
	GString *buf;
	gsize max;
	guint64 total;
	gboolean eof;
	/* keep_diagnostics: lines are judged whole; other lines count against `other` */
	gboolean filter;
	GString *line;
	gboolean skip_line;	/* the current line grew past max: dropped */
	gsize other;
	guint64 nuls;		/* NUL bytes read, each kept as '?' */
};
/* Sets s up to read fd, keeping at most max bytes, only diagnostics when flooded with filter. */
void sbx_stream_init(struct sbx_stream *s, int fd, gsize max, gboolean filter);
/* GUnixFDSourceFunc reading what fd has into the struct sbx_stream data. */
gboolean sbx_stream_on_output(gint fd, GIOCondition cond, gpointer data);
/* After the command: keeps a last line without its newline and frees the line buffer. */
void sbx_stream_finish(struct sbx_stream *s);

/* How the command's identity is set up under bwrap (bwrap.c). */
enum sbx_ident {
	SBX_IDENT_USER,	/* porter is not root: bwrap's own user namespace */
	SBX_IDENT_DROP,	/* root: the child becomes the real uid 65534, then runs bwrap */
	SBX_IDENT_MAPPED,	/* root: uid 65534 of a user namespace mapped to root, no capabilities */
};

/* The bwrap program to run: $PORTER_BWRAP, else "bwrap"; "none" turns isolation off. */
const char *sbx_bwrap_program(void);
/*
 * bwrap's arguments up to and including "--" (owned, NULL-terminated by the caller after the
 * command): the filesystem view of o, cwd and prog, the namespaces, ident, and the seccomp
 * filter bwrap reads from seccomp_fd.
 */
GPtrArray *sbx_bwrap_argv(const char *bwrap, const struct sbx_run_options *o, const char *cwd,
			  const char *prog, enum sbx_ident ident, int seccomp_fd);

#endif

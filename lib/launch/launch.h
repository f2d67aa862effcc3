/* SPDX-License-Identifier: GPL-2.0 */
/*
 * liblaunch: the one place porter starts a process (git's run-command.c).  launch_function() runs a
 * function of the caller in a forked child (prequel's index workers, nightly's bounded ports);
 * launch_spawn() starts a program and hands its pipes to the caller (sandbox/run.c watches them under
 * its own limits); launch_run() runs a program to its end with its output captured and a time limit
 * (git on porter's own work copy).  sandbox/ builds its isolated, bounded runs of compilers and spatch
 * on top.
 */
#ifndef PORTER_LAUNCH_H
#define PORTER_LAUNCH_H

#include <sys/types.h>
#include <glib.h>

G_BEGIN_DECLS

#define LAUNCH_ERROR (launch_error_quark())
GQuark launch_error_quark(void);
enum launch_error {
	LAUNCH_ERROR_START = 1,	/* the process cannot be started (fork, pipe, exec) */
	LAUNCH_ERROR_IO,	/* its output cannot be read or its input written */
};

enum launch_flags {
	/* The child leads a process group of its own: killing -pid reaches what it starts too. */
	LAUNCH_GROUP = 1 << 0,
	/* launch_spawn(): argv[0] without a slash is looked for in PATH. */
	LAUNCH_SEARCH_PATH = 1 << 1,
	/* launch_spawn(): the program's stdin is a pipe the caller writes (else /dev/null). */
	LAUNCH_STDIN_PIPE = 1 << 2,
};

/*
 * Forks a child that calls fn(data) and exits with its return value (0..255) without running the
 * parent's atexit handlers; stdout and stderr are flushed first so nothing is written twice.  The
 * caller waits for it (waitpid) and owns every descriptor it made before.  Returns 0 with the child's
 * pid in *out_pid, or -LAUNCH_ERROR_START with error set.
 */
int launch_function(pid_t *out_pid, unsigned flags, int (*fn)(void *data), void *data,
		    GError **error);

struct launch_spawn_options {
	const char *cwd;		/* NULL: the caller's */
	const char *const *envp;	/* the program's whole environment (NAME=VALUE); NULL: the caller's */
	unsigned flags;			/* enum launch_flags */
	/* Called in the child between fork and exec, after LAUNCH_GROUP's setpgid: async-signal-safe
	 * calls only (limits, setsid, seccomp).  NULL: none. */
	void (*child_setup)(void *data);
	void *child_data;
	/* Descriptors of the caller the program inherits at the same numbers; every other one but
	 * 0..2 is closed in the child. */
	const int *keep_fds;
	guint n_keep_fds;
};
#define LAUNCH_SPAWN_OPTIONS_INIT { 0 }

/* A program launch_spawn() started: the caller owns the descriptors and reaps the pid. */
struct launch_child {
	pid_t pid;
	int in;			/* write end of its stdin with LAUNCH_STDIN_PIPE, else -1 */
	int out, err;		/* read ends of its stdout and stderr */
};

/*
 * Starts argv with opts (NULL: LAUNCH_SPAWN_OPTIONS_INIT) and returns at once: its stdout and
 * stderr are pipes, close-on-exec on porter's side, so that no other program porter starts holds them
 * open.  The caller reads them, closes them and waits for out->pid (waitpid or a GLib child watch);
 * nothing is reaped here.  Returns 0, or -LAUNCH_ERROR_START with error set ("cannot run PROG: why")
 * when the program cannot be started; out is then all -1.
 */
int launch_spawn(struct launch_child *out, const char *const *argv,
		 const struct launch_spawn_options *opts, GError **error);

struct launch_options {
	const char *cwd;		/* NULL: the caller's */
	const char *const *env;		/* NAME=VALUE added to the caller's environment, or NULL */
	const char *input;		/* written to the program's stdin, then closed; NULL: /dev/null */
	guint timeout_s;		/* 0: none; past it the program (its group) is killed */
};
#define LAUNCH_OPTIONS_INIT { 0 }

struct launch_result {
	int status;		/* exit code, -1 when killed by a signal */
	int term_signal;
	gboolean timed_out;
	char *out, *err;	/* owned, NUL-terminated */
};
void launch_result_clear(struct launch_result *r);

/*
 * Runs argv (argv[0] found in PATH) with opts (NULL: LAUNCH_OPTIONS_INIT), its stdout and stderr
 * read whole into out.  Returns 0 once it has ended, whatever its exit status, or
 * -LAUNCH_ERROR_START / -LAUNCH_ERROR_IO with error set.  Clear out with launch_result_clear().
 */
int launch_run(struct launch_result *out, const char *const *argv, const struct launch_options *opts,
	       GError **error);

G_END_DECLS

#endif /* PORTER_LAUNCH_H */

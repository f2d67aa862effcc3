/* SPDX-License-Identifier: GPL-2.0 */
/*
 * liblaunch: the one place porter starts a process (git's run-command.c).  launch_function() runs a
 * function of the caller in a forked child (prequel's index workers, nightly's bounded ports);
 * launch_run() runs a program with its output captured and a time limit (git on porter's own work
 * copy).  sandbox/ builds its isolated, bounded runs of compilers and spatch on top.
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
};

/*
 * Forks a child that calls fn(data) and exits with its return value (0..255) without running the
 * parent's atexit handlers; stdout and stderr are flushed first so nothing is written twice.  The
 * caller waits for it (waitpid) and owns every descriptor it made before.  Returns 0 with the child's
 * pid in *out_pid, or -LAUNCH_ERROR_START with error set.
 */
int launch_function(pid_t *out_pid, unsigned flags, int (*fn)(void *data), void *data,
		    GError **error);

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

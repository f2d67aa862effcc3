// SPDX-License-Identifier: GPL-2.0
/*
 * Where porter's processes start: a function in a forked child, a program whose pipes go to the
 * caller (the one call of g_spawn), or a program run to its end with its output captured (poll over
 * both pipes, so neither fills while the other is read) and a time limit.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include "launch.h"

G_DEFINE_QUARK(launch-error-quark, launch_error)

int launch_function(pid_t *out_pid, unsigned flags, int (*fn)(void *data), void *data,
		    GError **error)
{
	pid_t pid;

	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0) {
		g_set_error(error, LAUNCH_ERROR, LAUNCH_ERROR_START, "cannot fork: %s",
			    g_strerror(errno));
		return -LAUNCH_ERROR_START;
	}
	if (pid == 0) {
		if (flags & LAUNCH_GROUP)
			setpgid(0, 0);
		_exit(fn(data) & 0xff);
	}
	/* both sides set the group: whichever runs first, a kill right after reaches the child */
	if (flags & LAUNCH_GROUP)
		setpgid(pid, pid);
	*out_pid = pid;
	return 0;
}

void launch_result_clear(struct launch_result *r)
{
	g_clear_pointer(&r->out, g_free);
	g_clear_pointer(&r->err, g_free);
}

/* A write to a program that has closed its stdin fails with EPIPE instead of killing porter. */
static ssize_t write_input(int fd, const char *buf, gsize n)
{
	const struct timespec zero = { 0 };
	sigset_t pipe_set, old;
	ssize_t got;
	int e;

	sigemptyset(&pipe_set);
	sigaddset(&pipe_set, SIGPIPE);
	pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
	got = write(fd, buf, n);
	e = errno;
	if (got < 0 && e == EPIPE)
		while (sigtimedwait(&pipe_set, NULL, &zero) < 0 && errno == EINTR)
			;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	errno = e;
	return got;
}

struct spawn_setup {
	unsigned flags;
	void (*fn)(void *data);
	void *data;
};

/* Runs in the forked child before exec: only async-signal-safe calls. */
static void spawn_child_setup(gpointer data)
{
	const struct spawn_setup *s = data;

	if (s->flags & LAUNCH_GROUP)
		setpgid(0, 0);
	if (s->fn)
		s->fn(s->data);
}

int launch_spawn(struct launch_child *out, const char *const *argv,
		 const struct launch_spawn_options *opts, GError **error)
{
	static const struct launch_spawn_options none = LAUNCH_SPAWN_OPTIONS_INIT;
	g_autoptr(GError) err = NULL;
	struct spawn_setup setup;
	GSpawnFlags gflags = G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_CLOEXEC_PIPES;
	GPid pid;

	out->pid = -1;
	out->in = out->out = out->err = -1;
	if (!opts)
		opts = &none;
	if (opts->flags & LAUNCH_SEARCH_PATH)
		gflags |= G_SPAWN_SEARCH_PATH;
	if (!(opts->flags & LAUNCH_STDIN_PIPE))
		gflags |= G_SPAWN_STDIN_FROM_DEV_NULL;
	setup = (struct spawn_setup){ opts->flags, opts->child_setup, opts->child_data };
	if (!g_spawn_async_with_pipes_and_fds(opts->cwd, argv, opts->envp, gflags,
					      spawn_child_setup, &setup, -1, -1, -1,
					      opts->keep_fds, opts->keep_fds, opts->n_keep_fds,
					      &pid, opts->flags & LAUNCH_STDIN_PIPE ? &out->in : NULL,
					      &out->out, &out->err, &err)) {
		g_set_error(error, LAUNCH_ERROR, LAUNCH_ERROR_START, "cannot run %s: %s", argv[0],
			    err->message);
		return -LAUNCH_ERROR_START;
	}
	out->pid = pid;
	return 0;
}

int launch_run(struct launch_result *out, const char *const *argv, const struct launch_options *opts,
	       GError **error)
{
	static const struct launch_options none = LAUNCH_OPTIONS_INIT;
	g_auto(GStrv) envp = g_get_environ();
	g_autoptr(GString) sout = g_string_new(NULL), serr = g_string_new(NULL);
	struct launch_spawn_options so = LAUNCH_SPAWN_OPTIONS_INIT;
	struct launch_child child;
	const char *in = NULL;
	gsize in_len = 0, in_off = 0;
	gint64 deadline = 0;
	int fd_in = -1, fd_out = -1, fd_err = -1, status = 0;
	pid_t pid;

	memset(out, 0, sizeof(*out));
	if (!opts)
		opts = &none;
	for (guint i = 0; opts->env && opts->env[i]; i++) {
		const char *eq = strchr(opts->env[i], '=');
		g_autofree char *name = eq ? g_strndup(opts->env[i], eq - opts->env[i]) : NULL;

		if (name)
			envp = g_environ_setenv(envp, name, eq + 1, TRUE);
	}
	so.cwd = opts->cwd;
	so.envp = (const char *const *)envp;
	so.flags = LAUNCH_GROUP | LAUNCH_SEARCH_PATH | (opts->input ? LAUNCH_STDIN_PIPE : 0);
	if (launch_spawn(&child, argv, &so, error))
		return -LAUNCH_ERROR_START;
	pid = child.pid;
	fd_in = child.in;
	fd_out = child.out;
	fd_err = child.err;
	if (opts->input) {
		in = opts->input;
		in_len = strlen(in);
		fcntl(fd_in, F_SETFL, O_NONBLOCK);
		if (!in_len)
			close(fd_in), fd_in = -1;
	}
	if (opts->timeout_s)
		deadline = g_get_monotonic_time() + (gint64)opts->timeout_s * G_USEC_PER_SEC;
	while (fd_out >= 0 || fd_err >= 0 || fd_in >= 0) {
		struct pollfd p[3];
		int *fds[3];
		nfds_t n = 0;
		int wait_ms = -1;

		if (fd_out >= 0)
			fds[n] = &fd_out, p[n++] = (struct pollfd){ .fd = fd_out, .events = POLLIN };
		if (fd_err >= 0)
			fds[n] = &fd_err, p[n++] = (struct pollfd){ .fd = fd_err, .events = POLLIN };
		if (fd_in >= 0)
			fds[n] = &fd_in, p[n++] = (struct pollfd){ .fd = fd_in, .events = POLLOUT };
		if (deadline) {
			gint64 left = deadline - g_get_monotonic_time();

			if (left <= 0) {
				out->timed_out = TRUE;
				kill(-pid, SIGKILL);
				kill(pid, SIGKILL);
				break;
			}
			wait_ms = (int)MIN(left / 1000 + 1, 1000);
		}
		if (poll(p, n, wait_ms) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		for (nfds_t i = 0; i < n; i++) {
			char buf[65536];
			ssize_t got;

			if (!p[i].revents)
				continue;
			if (fds[i] == &fd_in) {
				got = write_input(fd_in, in + in_off, in_len - in_off);
				if (got > 0)
					in_off += got;
				if ((got < 0 && errno != EAGAIN && errno != EINTR) || in_off >= in_len)
					close(fd_in), fd_in = -1;
				continue;
			}
			got = read(*fds[i], buf, sizeof(buf));
			if (got < 0 && (errno == EINTR || errno == EAGAIN))
				continue;
			if (got <= 0) {
				close(*fds[i]);
				*fds[i] = -1;
				continue;
			}
			g_string_append_len(fds[i] == &fd_out ? sout : serr, buf, got);
		}
	}
	if (fd_in >= 0)
		close(fd_in);
	if (fd_out >= 0)
		close(fd_out);
	if (fd_err >= 0)
		close(fd_err);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (WIFEXITED(status)) {
		out->status = WEXITSTATUS(status);
	} else {
		out->status = -1;
		out->term_signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
	}
	out->out = g_string_free(g_steal_pointer(&sout), FALSE);
	out->err = g_string_free(g_steal_pointer(&serr), FALSE);
	return 0;
}

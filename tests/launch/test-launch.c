// SPDX-License-Identifier: GPL-2.0
/*
 * lib/launch: a function in a forked child, a program started with its pipes handed back, a program
 * run with its output captured and a time limit.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "launch.h"

static int child_exit(void *data)
{
	return GPOINTER_TO_INT(data);
}

static int child_group(void *data)
{
	(void)data;
	return getpgid(0) == getpid() ? 0 : 1;
}

/* The child runs the function and exits with its result; LAUNCH_GROUP makes it a group leader. */
static void test_function(void)
{
	g_autoptr(GError) err = NULL;
	pid_t pid = 0;
	int status = 0;

	g_assert_cmpint(launch_function(&pid, 0, child_exit, GINT_TO_POINTER(7), &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(pid, >, 0);
	g_assert_cmpint(waitpid(pid, &status, 0), ==, pid);
	g_assert_true(WIFEXITED(status));
	g_assert_cmpint(WEXITSTATUS(status), ==, 7);

	g_assert_cmpint(launch_function(&pid, LAUNCH_GROUP, child_group, NULL, &err), ==, 0);
	g_assert_cmpint(waitpid(pid, &status, 0), ==, pid);
	g_assert_cmpint(WEXITSTATUS(status), ==, 0);
	/* without the flag the child stays in our group */
	g_assert_cmpint(launch_function(&pid, 0, child_group, NULL, &err), ==, 0);
	g_assert_cmpint(waitpid(pid, &status, 0), ==, pid);
	g_assert_cmpint(WEXITSTATUS(status), ==, getpgid(0) == getpid() ? 0 : 1);
}

/* Output of both streams, the exit status, the environment added, the folder, the input. */
static void test_run(void)
{
	const char *argv[] = { "sh", "-c", "echo out-$X; echo err >&2; pwd; cat; exit 3", NULL };
	const char *env[] = { "X=given", NULL };
	struct launch_options o = LAUNCH_OPTIONS_INIT;
	struct launch_result r = { 0 };
	g_autoptr(GError) err = NULL;

	o.env = env;
	o.cwd = "/";
	o.input = "from stdin\n";
	g_assert_cmpint(launch_run(&r, argv, &o, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpstr(r.out, ==, "out-given\n/\nfrom stdin\n");
	g_assert_cmpstr(r.err, ==, "err\n");
	g_assert_cmpint(r.status, ==, 3);
	g_assert_false(r.timed_out);
	launch_result_clear(&r);
}

/* Large output on both pipes at once does not dead-lock; a big input to a program that reads none
 * fails the write, not porter (SIGPIPE). */
static void test_run_large(void)
{
	const char *both[] = { "sh", "-c", "head -c 300000 /dev/zero | tr '\\0' a; "
				 "head -c 300000 /dev/zero | tr '\\0' b >&2", NULL };
	const char *deaf[] = { "true", NULL };
	struct launch_options o = LAUNCH_OPTIONS_INIT;
	struct launch_result r = { 0 };
	g_autofree char *big = g_strnfill(1 << 20, 'x');

	g_assert_cmpint(launch_run(&r, both, NULL, NULL), ==, 0);
	g_assert_cmpuint(strlen(r.out), ==, 300000);
	g_assert_cmpuint(strlen(r.err), ==, 300000);
	launch_result_clear(&r);
	o.input = big;
	g_assert_cmpint(launch_run(&r, deaf, &o, NULL), ==, 0);
	g_assert_cmpint(r.status, ==, 0);
	launch_result_clear(&r);
}

/* Past the time limit the program and what it started are killed. */
static void test_run_timeout(void)
{
	const char *argv[] = { "sh", "-c", "sleep 30 & echo started; wait", NULL };
	struct launch_options o = LAUNCH_OPTIONS_INIT;
	struct launch_result r = { 0 };
	gint64 t0 = g_get_monotonic_time();

	o.timeout_s = 1;
	g_assert_cmpint(launch_run(&r, argv, &o, NULL), ==, 0);
	g_assert_true(r.timed_out);
	g_assert_cmpint(r.status, ==, -1);
	g_assert_cmpint(r.term_signal, ==, SIGKILL);
	/* the grandchild held the pipes: killed with its group, it no longer does */
	g_assert_cmpint(g_get_monotonic_time() - t0, <, 10 * G_USEC_PER_SEC);
	launch_result_clear(&r);
}

static void test_run_missing(void)
{
	const char *argv[] = { "porter-no-such-program", NULL };
	struct launch_result r = { 0 };
	g_autoptr(GError) err = NULL;

	g_assert_cmpint(launch_run(&r, argv, NULL, &err), ==, -LAUNCH_ERROR_START);
	g_assert_error(err, LAUNCH_ERROR, LAUNCH_ERROR_START);
	g_assert_nonnull(strstr(err->message, "porter-no-such-program"));
}

/* Reads fd to its end; the text is owned. */
static char *read_all(int fd)
{
	GString *s = g_string_new(NULL);
	char buf[4096];
	ssize_t got;

	while ((got = read(fd, buf, sizeof(buf))) != 0) {
		if (got < 0 && errno == EINTR)
			continue;
		g_assert_cmpint(got, >, 0);
		g_string_append_len(s, buf, got);
	}
	close(fd);
	return g_string_free(s, FALSE);
}

static void spawn_setup(void *data)
{
	umask(GPOINTER_TO_UINT(data));
}

/*
 * launch_spawn(): the whole environment given, the folder, the child setup, a kept descriptor at its
 * own number, stdin as a pipe, the group, and the pipes left to the caller with the pid unreaped.
 */
static void test_spawn(void)
{
	const char *argv[] = { "sh", "-c", "echo $X ${HOME-nohome}; pwd; umask; cat; "
			       "echo kept >&$FD; echo err >&2; exit 4", NULL };
	struct launch_spawn_options o = LAUNCH_SPAWN_OPTIONS_INIT;
	struct launch_child c;
	g_autoptr(GError) err = NULL;
	g_autofree char *fd_var = NULL, *out = NULL, *errs = NULL, *kept = NULL;
	g_autofree char *path = g_strdup(g_getenv("PATH"));
	g_autofree char *path_var = g_strdup_printf("PATH=%s", path);
	const char *env[4] = { "X=given", NULL, NULL, NULL };
	int p[2], status = 0;

	g_assert_cmpint(pipe(p), ==, 0);
	fd_var = g_strdup_printf("FD=%d", p[1]);
	env[1] = fd_var;
	env[2] = path_var;
	o.cwd = "/";
	o.envp = env;
	o.flags = LAUNCH_GROUP | LAUNCH_SEARCH_PATH | LAUNCH_STDIN_PIPE;
	o.child_setup = spawn_setup;
	o.child_data = GUINT_TO_POINTER(027);
	o.keep_fds = &p[1];
	o.n_keep_fds = 1;
	g_assert_cmpint(launch_spawn(&c, argv, &o, &err), ==, 0);
	g_assert_no_error(err);
	close(p[1]);
	g_assert_cmpint(c.pid, >, 0);
	/* the child waits on its stdin: it leads its own group by now */
	g_assert_cmpint(getpgid(c.pid), ==, c.pid);
	/* porter's ends do not leak into the programs it starts next */
	g_assert_true(fcntl(c.out, F_GETFD) & FD_CLOEXEC);
	g_assert_true(fcntl(c.in, F_GETFD) & FD_CLOEXEC);
	g_assert_cmpint(write(c.in, "in\n", 3), ==, 3);
	close(c.in);
	kept = read_all(p[0]);
	out = read_all(c.out);
	errs = read_all(c.err);
	g_assert_cmpstr(out, ==, "given nohome\n/\n0027\nin\n");
	g_assert_cmpstr(errs, ==, "err\n");
	g_assert_cmpstr(kept, ==, "kept\n");
	/* not reaped: the caller waits */
	g_assert_cmpint(waitpid(c.pid, &status, 0), ==, c.pid);
	g_assert_true(WIFEXITED(status));
	g_assert_cmpint(WEXITSTATUS(status), ==, 4);
}

/* Without flags: stdin is /dev/null, no group of its own; a program that cannot start says what. */
static void test_spawn_plain(void)
{
	const char *argv[] = { "/bin/sh", "-c", "cat; echo $(($(ps -o pgid= $$) == $PG))", NULL };
	const char *missing[] = { "sh", "-c", "exit 0", NULL };
	struct launch_spawn_options o = LAUNCH_SPAWN_OPTIONS_INIT;
	struct launch_child c;
	g_autoptr(GError) err = NULL;
	g_autofree char *out = NULL, *pg = g_strdup_printf("%d", (int)getpgid(0));
	int status = 0;

	g_setenv("PG", pg, TRUE);
	g_assert_cmpint(launch_spawn(&c, argv, NULL, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(c.in, ==, -1);
	out = read_all(c.out);
	close(c.err);
	g_assert_cmpstr(out, ==, "1\n");
	g_assert_cmpint(waitpid(c.pid, &status, 0), ==, c.pid);
	g_assert_cmpint(WEXITSTATUS(status), ==, 0);

	/* its folder does not exist */
	o.cwd = "/nonexistent-launch-dir";
	g_assert_cmpint(launch_spawn(&c, missing, &o, &err), ==, -LAUNCH_ERROR_START);
	g_assert_error(err, LAUNCH_ERROR, LAUNCH_ERROR_START);
	g_assert_true(g_str_has_prefix(err->message, "cannot run sh: "));
	g_assert_cmpint(c.pid, ==, -1);
	g_assert_cmpint(c.out, ==, -1);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/launch/function", test_function);
	g_test_add_func("/launch/run", test_run);
	g_test_add_func("/launch/run-large", test_run_large);
	g_test_add_func("/launch/run-timeout", test_run_timeout);
	g_test_add_func("/launch/run-missing", test_run_missing);
	g_test_add_func("/launch/spawn", test_spawn);
	g_test_add_func("/launch/spawn-plain", test_spawn_plain);
	return g_test_run();
}

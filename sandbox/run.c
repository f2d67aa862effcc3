// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_run(): spawns one command with a cleared environment, no stdin, a wall-clock timeout and an
 * address-space limit, captures stdout and stderr apart, and makes sure that nothing it started
 * outlives it: inside bubblewrap the pid namespace dies with it; without, its session is killed
 * and processes carrying its environment token are hunted down in /proc.
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib-unix.h>
#include <glib/gstdio.h>

#define SBX_DEFAULT_TIMEOUT_S 300
#define SBX_DEFAULT_MEM_MB 4096
#define SBX_DEFAULT_MAX_OUTPUT ((gsize)64 << 20)
/* After the command ended, how long stray writers may keep its pipes open. */
#define SBX_DRAIN_MS 2000
#define SBX_TOKEN_VAR "PORTER_SBX_TOKEN"

G_DEFINE_QUARK(sbx-error-quark, sbx_error)

struct stream {
	int fd;
	GString *buf;
	gsize max;
	guint64 total;
	gboolean eof;
};

struct run_state {
	struct stream s[2];
	GPid pid;
	gboolean exited;
	int wait_status;
	gboolean timed_out;
	gboolean drain_over;
	gboolean isolated;
	const char *token;
	guint killed;
};

struct child_limits {
	rlim_t as_bytes;
};

/* Runs in the forked child before exec: only async-signal-safe calls. */
static void child_setup(gpointer data)
{
	const struct child_limits *lim = data;
	struct rlimit rl = { lim->as_bytes, lim->as_bytes };
	struct rlimit none = { 0, 0 };

	setsid();
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	setrlimit(RLIMIT_AS, &rl);
	setrlimit(RLIMIT_CORE, &none);
}

static gboolean on_output(gint fd, GIOCondition cond, gpointer data)
{
	struct stream *s = data;
	char chunk[65536];
	ssize_t n;

	n = read(fd, chunk, sizeof(chunk));
	if (n < 0 && (errno == EAGAIN || errno == EINTR))
		return G_SOURCE_CONTINUE;
	if (n <= 0) {
		s->eof = TRUE;
		return G_SOURCE_REMOVE;
	}
	s->total += n;
	if (s->buf->len < s->max)
		g_string_append_len(s->buf, chunk, MIN((gsize)n, s->max - s->buf->len));
	return G_SOURCE_CONTINUE;
}

/*
 * Kills, outside bwrap, every process whose environment holds our token: children that left the
 * process group (setsid, daemons) keep their environment unless they clear it on purpose.
 */
static guint kill_by_token(const char *token)
{
	g_autofree char *needle = g_strdup_printf(SBX_TOKEN_VAR "=%s", token);
	gsize nlen = strlen(needle);
	guint killed = 0;

	for (int pass = 0; pass < 20; pass++) {
		g_autoptr(GDir) d = g_dir_open("/proc", 0, NULL);
		const char *e;
		guint found = 0;

		if (!d)
			break;
		while ((e = g_dir_read_name(d))) {
			g_autofree char *path = NULL, *env = NULL;
			gsize len = 0;
			pid_t pid;

			if (!g_ascii_isdigit(e[0]))
				continue;
			pid = atoi(e);
			if (pid == getpid())
				continue;
			path = g_strdup_printf("/proc/%s/environ", e);
			if (!g_file_get_contents(path, &env, &len, NULL))
				continue;
			for (gsize i = 0; i + nlen <= len;) {
				if (memcmp(env + i, needle, nlen) == 0 &&
				    (i + nlen == len || env[i + nlen] == '\0')) {
					if (kill(pid, SIGKILL) == 0)
						found++;
					break;
				}
				i += strnlen(env + i, len - i) + 1;
			}
		}
		killed += found;
		if (!found)
			break;
		g_usleep(10000);
	}
	return killed;
}

/*
 * Kills what is left of the run: its token bearers (fallback only; counted once the command has
 * ended, as leftovers), then its whole session for those that cleared their environment.
 */
static void kill_all(struct run_state *st)
{
	guint n = 0;

	if (!st->isolated && st->token)
		n = kill_by_token(st->token);
	kill(-st->pid, SIGKILL);
	if (st->exited)
		st->killed += n;
}

static void on_exit_cb(GPid pid, gint wait_status, gpointer data)
{
	struct run_state *st = data;

	st->exited = TRUE;
	st->wait_status = wait_status;
}

static gboolean on_timeout(gpointer data)
{
	struct run_state *st = data;

	st->timed_out = TRUE;
	kill_all(st);
	return G_SOURCE_REMOVE;
}

static gboolean on_drain_over(gpointer data)
{
	struct run_state *st = data;

	st->drain_over = TRUE;
	return G_SOURCE_REMOVE;
}

static char *resolve_program(const char *prog, GError **error)
{
	char *path;

	if (strchr(prog, '/')) {
		if (g_file_test(prog, G_FILE_TEST_IS_EXECUTABLE) &&
		    !g_file_test(prog, G_FILE_TEST_IS_DIR))
			return g_canonicalize_filename(prog, NULL);
		g_set_error(error, SBX_ERROR, SBX_ERROR_SPAWN, "cannot run %s: not an executable file",
			    prog);
		return NULL;
	}
	path = g_find_program_in_path(prog);
	if (!path)
		g_set_error(error, SBX_ERROR, SBX_ERROR_SPAWN, "cannot run %s: not found in PATH", prog);
	return path;
}

/* The environment of the command: a short allow-list, then the caller's additions. */
static GStrv build_env(const struct sbx_run_options *o, const char *home, const char *token)
{
	GPtrArray *a = g_ptr_array_new();
	const char *path = g_getenv("PATH");
	const char *epoch = g_getenv("SOURCE_DATE_EPOCH");
	GStrv env;

	g_ptr_array_add(a, g_strdup_printf("PATH=%s", path ? path : "/usr/local/bin:/usr/bin:/bin"));
	g_ptr_array_add(a, g_strdup_printf("HOME=%s", home));
	g_ptr_array_add(a, g_strdup_printf("TMPDIR=%s", home));
	g_ptr_array_add(a, g_strdup("LANG=C"));
	g_ptr_array_add(a, g_strdup("LC_ALL=C"));
	g_ptr_array_add(a, g_strdup("KBUILD_BUILD_USER=porter"));
	g_ptr_array_add(a, g_strdup("KBUILD_BUILD_HOST=sandbox"));
	if (epoch)
		g_ptr_array_add(a, g_strdup_printf("SOURCE_DATE_EPOCH=%s", epoch));
	if (token)
		g_ptr_array_add(a, g_strdup_printf(SBX_TOKEN_VAR "=%s", token));
	g_ptr_array_add(a, NULL);
	env = (GStrv)g_ptr_array_free(a, FALSE);
	for (guint i = 0; o->env && o->env[i]; i++) {
		const char *eq = strchr(o->env[i], '=');
		g_autofree char *name = NULL;

		if (!eq || eq == o->env[i])
			continue;
		name = g_strndup(o->env[i], eq - o->env[i]);
		env = g_environ_setenv(env, name, eq + 1, TRUE);
	}
	return env;
}

/* Adds the bwrap arguments that mirror a top-level system path (dir or symlink) read-only. */
static void bind_system_path(GPtrArray *a, const char *path)
{
	GStatBuf st;
	char target[PATH_MAX];
	ssize_t n;

	if (g_lstat(path, &st))
		return;
	if (S_ISLNK(st.st_mode)) {
		n = readlink(path, target, sizeof(target) - 1);
		if (n <= 0)
			return;
		target[n] = '\0';
		g_ptr_array_add(a, g_strdup("--symlink"));
		g_ptr_array_add(a, g_strdup(target));
		g_ptr_array_add(a, g_strdup(path));
	} else if (S_ISDIR(st.st_mode)) {
		g_ptr_array_add(a, g_strdup("--ro-bind"));
		g_ptr_array_add(a, g_strdup(path));
		g_ptr_array_add(a, g_strdup(path));
	}
}

static void bind_user_path(GPtrArray *a, const char *path, gboolean rw)
{
	g_autofree char *real = sbx_realpath(path);

	if (!real)
		return;
	g_ptr_array_add(a, g_strdup(rw ? "--bind" : "--ro-bind"));
	g_ptr_array_add(a, g_strdup(real));
	g_ptr_array_add(a, g_strdup(real));
	/* the caller may name the path through a symlink: make that name work too */
	if (strcmp(real, path) && g_path_is_absolute(path)) {
		g_ptr_array_add(a, g_strdup(rw ? "--bind-try" : "--ro-bind-try"));
		g_ptr_array_add(a, g_strdup(real));
		g_ptr_array_add(a, g_strdup(path));
	}
}

/* Whether path (canonical) lies in one of the dirs of list. */
static gboolean covered(const char *path, const char *const *list)
{
	for (guint i = 0; list && list[i]; i++) {
		g_autofree char *real = sbx_realpath(list[i]);
		gsize n = real ? strlen(real) : 0;

		if (real && !strncmp(path, real, n) && (path[n] == '/' || !path[n] || n == 1))
			return TRUE;
	}
	return FALSE;
}

static const char *bwrap_program(void)
{
	const char *p = g_getenv("PORTER_BWRAP");

	return p && *p ? p : "bwrap";
}

static const char *const sys_dirs[] = { "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64",
					"/libx32", "/etc", "/opt", NULL };

/*
 * bwrap's arguments up to and including "--": the filesystem view and the namespaces.  prog, the
 * resolved program, gets its dir bound read-only when no other bind shows it (~/bin tools).
 */
static GPtrArray *bwrap_argv(const char *bwrap, const struct sbx_run_options *o, const char *cwd,
			     const char *prog)
{
	const char *const *sys = sys_dirs;
	GPtrArray *a = g_ptr_array_new_with_free_func(g_free);

	g_ptr_array_add(a, g_strdup(bwrap));
	g_ptr_array_add(a, g_strdup("--unshare-all"));
	g_ptr_array_add(a, g_strdup("--die-with-parent"));
	g_ptr_array_add(a, g_strdup("--new-session"));
	for (guint i = 0; sys[i]; i++)
		bind_system_path(a, sys[i]);
	g_ptr_array_add(a, g_strdup("--proc"));
	g_ptr_array_add(a, g_strdup("/proc"));
	g_ptr_array_add(a, g_strdup("--dev"));
	g_ptr_array_add(a, g_strdup("/dev"));
	g_ptr_array_add(a, g_strdup("--tmpfs"));
	g_ptr_array_add(a, g_strdup("/tmp"));
	g_ptr_array_add(a, g_strdup("--tmpfs"));
	g_ptr_array_add(a, g_strdup("/var/tmp"));
	for (guint i = 0; o->ro_paths && o->ro_paths[i]; i++)
		bind_user_path(a, o->ro_paths[i], FALSE);
	/* the working dir must exist inside: read-only unless a bind already covers it */
	if (cwd && !covered(cwd, o->ro_paths) && !covered(cwd, o->rw_paths))
		bind_user_path(a, cwd, FALSE);
	if (prog && !covered(prog, sys_dirs) && !covered(prog, o->ro_paths) &&
	    !covered(prog, o->rw_paths)) {
		g_autofree char *real = sbx_realpath(prog);
		g_autofree char *dir = real ? g_path_get_dirname(real) : NULL;

		if (dir)
			bind_user_path(a, dir, FALSE);
	}
	for (guint i = 0; o->rw_paths && o->rw_paths[i]; i++)
		bind_user_path(a, o->rw_paths[i], TRUE);
	if (cwd) {
		g_ptr_array_add(a, g_strdup("--chdir"));
		g_ptr_array_add(a, g_strdup(cwd));
	}
	g_ptr_array_add(a, g_strdup("--"));
	return a;
}

static gsize probe_done;
static gboolean probe_ok;
static char *probe_why;

static void probe_isolation(void)
{
	const char *bwrap = bwrap_program();
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	struct sbx_result r = { 0 };
	g_autoptr(GError) err = NULL;
	g_autoptr(GPtrArray) a = NULL;
	g_autofree char *path = NULL;

	if (!strcmp(bwrap, "none")) {
		probe_why = g_strdup("disabled by PORTER_BWRAP=none");
		return;
	}
	path = g_find_program_in_path(bwrap);
	if (!path) {
		probe_why = g_strdup_printf("%s not found", bwrap);
		return;
	}
	o.timeout_s = 20;
	o.isolation = SBX_ISOLATE_NONE;
	a = bwrap_argv(path, &o, "/", NULL);
	g_ptr_array_add(a, g_strdup("true"));
	g_ptr_array_add(a, NULL);
	if (sbx_run(&r, (const char *const *)a->pdata, &o, &err)) {
		probe_why = g_strdup(err ? err->message : "bwrap failed");
		return;
	}
	if (r.status == 0) {
		probe_ok = TRUE;
	} else {
		g_autofree char *first = g_strndup(r.err, strcspn(r.err, "\n"));

		probe_why = g_strdup_printf("%s cannot create namespaces: %s", bwrap,
					    *first ? first : "failed");
	}
	sbx_result_clear(&r);
}

gboolean sbx_isolation_available(void)
{
	if (g_once_init_enter(&probe_done)) {
		probe_isolation();
		g_once_init_leave(&probe_done, 1);
	}
	return probe_ok;
}

const char *sbx_isolation_why(void)
{
	return sbx_isolation_available() ? NULL : probe_why;
}

static void warn_fallback_once(void)
{
	static gsize warned;

	if (g_once_init_enter(&warned)) {
		g_printerr("porter: warning: %s; running builds without isolation\n", probe_why);
		g_once_init_leave(&warned, 1);
	}
}

void sbx_result_clear(struct sbx_result *res)
{
	if (!res)
		return;
	g_free(res->out);
	g_free(res->err);
	memset(res, 0, sizeof(*res));
}

int sbx_run(struct sbx_result *out, const char *const *argv, const struct sbx_run_options *opts,
	    GError **error)
{
	static const struct sbx_run_options defaults = SBX_RUN_OPTIONS_INIT;
	const struct sbx_run_options *o = opts ? opts : &defaults;
	struct run_state st = { 0 };
	struct child_limits lim;
	g_autoptr(GMainContext) ctx = NULL;
	g_autoptr(GPtrArray) full = NULL;
	g_autofree char *prog = NULL, *cwd = NULL, *home = NULL, *token = NULL;
	g_auto(GStrv) env = NULL;
	GSource *src_out = NULL, *src_err = NULL, *src_child, *src_timer, *src_drain = NULL;
	gboolean isolate;
	gint64 t0;
	int ret = 0;

	memset(out, 0, sizeof(*out));
	if (!argv || !argv[0]) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot run an empty command");
		return -SBX_ERROR_INPUT;
	}
	if (o->cwd && !g_file_test(o->cwd, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "cannot run %s in %s: no such directory", argv[0], o->cwd);
		return -SBX_ERROR_INPUT;
	}
	switch (o->isolation) {
	case SBX_ISOLATE_NONE:
		isolate = FALSE;
		break;
	case SBX_ISOLATE_REQUIRE:
		if (!sbx_isolation_available()) {
			g_set_error(error, SBX_ERROR, SBX_ERROR_ISOLATION,
				    "cannot run %s isolated: %s", argv[0], probe_why);
			return -SBX_ERROR_ISOLATION;
		}
		isolate = TRUE;
		break;
	default:
		isolate = sbx_isolation_available();
		if (!isolate)
			warn_fallback_once();
		break;
	}
	prog = resolve_program(argv[0], error);
	if (!prog)
		return -SBX_ERROR_SPAWN;
	cwd = sbx_realpath(o->cwd ? o->cwd : ".");
	if (!cwd) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot run %s: no working directory",
			    argv[0]);
		return -SBX_ERROR_INPUT;
	}

	if (isolate) {
		home = g_strdup("/tmp");
		full = bwrap_argv(bwrap_program(), o, cwd, prog);
	} else {
		home = g_dir_make_tmp("porter-sbx-XXXXXX", error);
		if (!home)
			return -SBX_ERROR_IO;
		token = g_strdup_printf("%d-%" G_GINT64_FORMAT "-%08x", (int)getpid(),
					g_get_monotonic_time(), g_random_int());
		full = g_ptr_array_new_with_free_func(g_free);
	}
	g_ptr_array_add(full, g_strdup(prog));
	for (guint i = 1; argv[i]; i++)
		g_ptr_array_add(full, g_strdup(argv[i]));
	g_ptr_array_add(full, NULL);
	if (isolate) {
		char *bw = resolve_program(full->pdata[0], error);

		if (!bw) {
			ret = -SBX_ERROR_SPAWN;
			goto out_free_home;
		}
		g_free(full->pdata[0]);
		full->pdata[0] = bw;
	}
	env = build_env(o, home, token);
	lim.as_bytes = (rlim_t)(o->mem_limit_mb ? o->mem_limit_mb : SBX_DEFAULT_MEM_MB) << 20;

	t0 = g_get_monotonic_time();
	if (!g_spawn_async_with_pipes_and_fds(cwd, (const char *const *)full->pdata,
					      (const char *const *)env,
					      G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDIN_FROM_DEV_NULL |
					      G_SPAWN_CLOEXEC_PIPES,
					      child_setup, &lim, -1, -1, -1, NULL, NULL, 0, &st.pid,
					      NULL, &st.s[0].fd, &st.s[1].fd, error)) {
		ret = -SBX_ERROR_SPAWN;
		goto out_free_home;
	}
	st.isolated = isolate;
	st.token = token;
	ctx = g_main_context_new();
	for (int i = 0; i < 2; i++) {
		GSource *s;

		st.s[i].buf = g_string_new(NULL);
		st.s[i].max = o->max_output ? o->max_output : SBX_DEFAULT_MAX_OUTPUT;
		g_unix_set_fd_nonblocking(st.s[i].fd, TRUE, NULL);
		s = g_unix_fd_source_new(st.s[i].fd, G_IO_IN | G_IO_HUP | G_IO_ERR);
		g_source_set_callback(s, (GSourceFunc)(void (*)(void))on_output, &st.s[i], NULL);
		g_source_attach(s, ctx);
		if (i == 0)
			src_out = s;
		else
			src_err = s;
	}
	src_child = g_child_watch_source_new(st.pid);
	g_source_set_callback(src_child, (GSourceFunc)(void (*)(void))on_exit_cb, &st, NULL);
	g_source_attach(src_child, ctx);
	src_timer = g_timeout_source_new((guint)MIN((guint64)(o->timeout_s ? o->timeout_s :
							       SBX_DEFAULT_TIMEOUT_S) * 1000,
						    G_MAXUINT));
	g_source_set_callback(src_timer, on_timeout, &st, NULL);
	g_source_attach(src_timer, ctx);

	while (!st.exited)
		g_main_context_iteration(ctx, TRUE);
	out->seconds = (g_get_monotonic_time() - t0) / 1e6;
	/* the command is gone: whatever it left running goes too, then its pipes close */
	kill_all(&st);
	src_drain = g_timeout_source_new(SBX_DRAIN_MS);
	g_source_set_callback(src_drain, on_drain_over, &st, NULL);
	g_source_attach(src_drain, ctx);
	while (!(st.s[0].eof && st.s[1].eof) && !st.drain_over)
		g_main_context_iteration(ctx, TRUE);

	g_source_destroy(src_out);
	g_source_unref(src_out);
	g_source_destroy(src_err);
	g_source_unref(src_err);
	g_source_destroy(src_child);
	g_source_unref(src_child);
	g_source_destroy(src_timer);
	g_source_unref(src_timer);
	g_source_destroy(src_drain);
	g_source_unref(src_drain);
	close(st.s[0].fd);
	close(st.s[1].fd);

	if (WIFSIGNALED(st.wait_status)) {
		out->status = -1;
		out->term_signal = WTERMSIG(st.wait_status);
	} else {
		out->status = WEXITSTATUS(st.wait_status);
		/* bwrap reports a signalled command as 128 + signal */
		if (isolate && out->status > 128 && out->status < 128 + 32 &&
		    strchr("\x04\x06\x07\x08\x09\x0b\x0f", out->status - 128)) {
			out->term_signal = out->status - 128;
			out->status = -1;
		}
	}
	out->timed_out = st.timed_out;
	out->isolated = isolate;
	out->killed_leftovers = st.killed;
	out->out_total = st.s[0].total;
	out->err_total = st.s[1].total;
	out->truncated = st.s[0].total > st.s[0].buf->len || st.s[1].total > st.s[1].buf->len;
	out->out = g_string_free(st.s[0].buf, FALSE);
	out->err = g_string_free(st.s[1].buf, FALSE);
out_free_home:
	if (!isolate && home)
		sbx_remove_tree(home, NULL);
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_run(): spawns one command with a cleared environment, no stdin, a wall-clock timeout and an
 * address-space limit, captures stdout and stderr apart, and makes sure that nothing it started
 * outlives it: inside bubblewrap the pid namespace dies with it; without, its session is killed
 * and processes carrying its environment token are hunted down in /proc.  Either way (but for
 * SBX_ISOLATE_NONE) it runs under seccomp.c's filter.  lib/launch starts it (launch_spawn()).
 */
#define _GNU_SOURCE
#include "launch.h"
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <grp.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
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
#define SBX_DEFAULT_PIDS 512
#define SBX_DEFAULT_DISK_MB 1024
/* Past max_output, other lines than diagnostics are still kept up to this many bytes. */
/* How often the CPU time and the disk use of a running command are looked at. */
#define SBX_POLL_MS 500
/* After the command ended, how long stray writers may keep its pipes open. */
#define SBX_DRAIN_MS 2000
#define SBX_TOKEN_VAR "PORTER_SBX_TOKEN"

struct run_state {
	struct sbx_stream s[2];
	GPid pid;
	gboolean exited;
	int wait_status;
	gboolean timed_out;
	gboolean drain_over;
	gboolean isolated;
	const char *token;
	guint killed;
	struct sbx_cgroup *cg;
	const char *limit;
	double cpu_max;
	guint64 disk_max;
	const char *disk_path;
};

struct child_limits {
	rlim_t as_bytes;
	rlim_t fsize;
	const struct sbx_cgroup *cg;
	gboolean drop;		/* become SBX_UNPRIV_UID before exec */
	const struct sock_fprog *filter;	/* the fallback's seccomp filter, or NULL */
};

/* Runs in the forked child before exec (launch_spawn's child_setup): only async-signal-safe calls. */
static void child_setup(void *data)
{
	const struct child_limits *lim = data;
	struct rlimit rl = { lim->as_bytes, lim->as_bytes };
	struct rlimit fs = { lim->fsize, lim->fsize };
	struct rlimit none = { 0, 0 };

	setsid();
	if (lim->cg)
		sbx_cgroup_enter(lim->cg);
	setrlimit(RLIMIT_AS, &rl);
	setrlimit(RLIMIT_CORE, &none);
	setrlimit(RLIMIT_FSIZE, &fs);
	if (lim->drop) {
		gid_t g = SBX_UNPRIV_GID;

		if (setgroups(1, &g) || setgid(SBX_UNPRIV_GID) || setuid(SBX_UNPRIV_UID))
			_exit(126);
		prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	}
	/* after the uid change, which clears it */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	/* last, so that it binds only the command (a non-root caller needs no_new_privs) */
	if (lim->filter && (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
			    prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, lim->filter))) {
		static const char msg[] = "porter: cannot load the seccomp filter (prctl failed)\n";

		/* stderr is the captured pipe by now: the line ends up in the build's log */
		(void)!write(2, msg, sizeof(msg) - 1);
		_exit(126);
	}
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

	if (st->cg && st->exited)
		n += sbx_cgroup_count(st->cg);
	if (st->cg)
		sbx_cgroup_kill(st->cg);
	if (!st->isolated && st->token)
		n += kill_by_token(st->token);
	kill(-st->pid, SIGKILL);
	if (st->exited)
		st->killed += n;
}

/* Size in bytes of the files under path (not following links), stopping past max. */
static guint64 tree_size(const char *path, guint64 max, guint depth)
{
	g_autoptr(GDir) d = g_dir_open(path, 0, NULL);
	const char *e;
	guint64 sum = 0;

	while (d && depth < 64 && sum <= max && (e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(path, e, NULL);
		GStatBuf st;

		if (g_lstat(p, &st))
			continue;
		sum += (guint64)st.st_blocks * 512;
		if (S_ISDIR(st.st_mode))
			sum += tree_size(p, max - MIN(sum, max), depth + 1);
	}
	return sum;
}

static void stop_for(struct run_state *st, const char *limit)
{
	if (!st->limit)
		st->limit = limit;
	kill_all(st);
}

static gboolean on_poll(gpointer data)
{
	struct run_state *st = data;

	if (st->exited)
		return G_SOURCE_REMOVE;
	if (st->cg && st->cpu_max > 0 && sbx_cgroup_cpu_seconds(st->cg) > st->cpu_max)
		stop_for(st, "cpu time");
	else if (st->disk_path && tree_size(st->disk_path, st->disk_max, 0) > st->disk_max)
		stop_for(st, "disk");
	return G_SOURCE_CONTINUE;
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
	stop_for(st, "wall time");
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


static gsize probe_done;
static gboolean probe_ok;
static char *probe_why;
/* per enum sbx_ident: 0 not probed, 1 checked unprivileged, -1 failed */
static int ident_ok[3];
static GMutex ident_lock;

static int run_ident(struct sbx_result *out, const char *const *argv,
		     const struct sbx_run_options *opts, enum sbx_ident ident, int pass_fd,
		     GError **error);

/*
 * Runs a probe inside the set-up of `ident` and checks, rather than assumes, that it holds no
 * capability, is not uid 0, runs under a seccomp filter and cannot open /proc/sys for writing.
 * NULL when it holds, else why.
 */
static char *probe_ident(const char *bwrap_path, enum sbx_ident ident)
{
	static const char script[] =
		"grep -E '^(Uid|CapEff|CapPrm|CapBnd|Seccomp):' /proc/self/status; "
		"if ( : > /proc/sys/vm/drop_caches ) 2>/dev/null; then echo PROCSYS-WRITABLE; fi; "
		"if [ -r /etc/shadow ]; then echo SHADOW-READABLE; fi";
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	struct sbx_result r = { 0 };
	g_autoptr(GError) err = NULL;
	g_autoptr(GPtrArray) a = NULL;
	char *why = NULL;
	int fd = sbx_seccomp_fd(&err);
	int ret;

	if (fd < 0)
		return g_strdup(err->message);
	o.timeout_s = 20;
	o.isolation = SBX_ISOLATE_NONE;
	a = sbx_bwrap_argv(bwrap_path, &o, "/", NULL, ident, fd);
	g_ptr_array_add(a, g_strdup("/bin/sh"));
	g_ptr_array_add(a, g_strdup("-c"));
	g_ptr_array_add(a, g_strdup(script));
	g_ptr_array_add(a, NULL);
	ret = run_ident(&r, (const char *const *)a->pdata, &o, ident, fd, &err);
	close(fd);
	if (ret)
		return g_strdup(err ? err->message : "bwrap failed");
	if (r.status != 0) {
		g_autofree char *first = g_strndup(r.err, strcspn(r.err, "\n"));

		why = g_strdup_printf("%s cannot create namespaces: %s", bwrap_path,
				      *first ? first : "failed");
	} else if (!strstr(r.out, "CapEff:\t0000000000000000") || strstr(r.out, "Uid:\t0\t") ||
		   !strstr(r.out, "Uid:")) {
		why = g_strdup_printf("%s leaves the command root or with capabilities", bwrap_path);
	} else if (!strstr(r.out, "Seccomp:\t2")) {
		why = g_strdup_printf("%s leaves the command without its seccomp filter",
				      bwrap_path);
	} else if (strstr(r.out, "PROCSYS-WRITABLE")) {
		why = g_strdup_printf("%s leaves /proc/sys writable", bwrap_path);
	} else if (strstr(r.out, "SHADOW-READABLE")) {
		why = g_strdup_printf("%s leaves /etc/shadow readable", bwrap_path);
	}
	sbx_result_clear(&r);
	return why;
}

static void probe_isolation(void)
{
	const char *bwrap = sbx_bwrap_program();
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
	probe_why = probe_ident(path, geteuid() == 0 ? SBX_IDENT_MAPPED : SBX_IDENT_USER);
	probe_ok = !probe_why;
	ident_ok[geteuid() == 0 ? SBX_IDENT_MAPPED : SBX_IDENT_USER] = probe_ok ? 1 : -1;
}

/* Whether ident was checked (probed once, lazily for SBX_IDENT_DROP). */
static gboolean ident_checked(enum sbx_ident ident)
{
	int ok;

	g_mutex_lock(&ident_lock);
	ok = ident_ok[ident];
	g_mutex_unlock(&ident_lock);
	if (!ok) {
		g_autofree char *path = g_find_program_in_path(sbx_bwrap_program());
		g_autofree char *why = path ? probe_ident(path, ident) : g_strdup("no bwrap");

		ok = why ? -1 : 1;
		g_mutex_lock(&ident_lock);
		ident_ok[ident] = ok;
		g_mutex_unlock(&ident_lock);
	}
	return ok > 0;
}

gboolean sbx_unpriv_can_reach(const char *path)
{
	g_autofree char *dir = sbx_realpath(path);
	GStatBuf st;

	while (dir && strcmp(dir, "/")) {
		char *up = g_path_get_dirname(dir);

		g_free(dir);
		dir = up;
		if (g_stat(dir, &st) || (!(st.st_mode & S_IXOTH) && st.st_uid != SBX_UNPRIV_UID))
			return FALSE;
	}
	return dir != NULL;
}

/*
 * Whether the command writes only where the unprivileged uid owns (a work copy): then it runs
 * as that uid.  Commands that write nowhere may still read the caller's private files, so they
 * get the mapped identity, which keeps that access but no capability.
 */
static gboolean rw_paths_unprivileged(const struct sbx_run_options *o)
{
	if (!o->rw_paths || !o->rw_paths[0])
		return FALSE;
	for (guint i = 0; o->rw_paths && o->rw_paths[i]; i++) {
		GStatBuf st;

		if (g_stat(o->rw_paths[i], &st) || st.st_uid != SBX_UNPRIV_UID ||
		    !sbx_unpriv_can_reach(o->rw_paths[i]))
			return FALSE;
	}
	return TRUE;
}

char *sbx_limit_describe(const struct sbx_result *r, const struct sbx_run_options *o)
{
	static const struct sbx_run_options defaults = SBX_RUN_OPTIONS_INIT;
	guint timeout;

	if (!r->limit)
		return NULL;
	if (!o)
		o = &defaults;
	timeout = o->timeout_s ? o->timeout_s : SBX_DEFAULT_TIMEOUT_S;
	if (!strcmp(r->limit, "wall time"))
		return g_strdup_printf("timed out after %.0f s (wall time limit of %u s)", r->seconds,
				       timeout);
	if (!strcmp(r->limit, "cpu time"))
		return g_strdup_printf("stopped after %.0f s: CPU time limit of %u s reached",
				       r->seconds, o->cpu_limit_s ? o->cpu_limit_s : 2 * timeout);
	if (!strcmp(r->limit, "processes"))
		return g_strdup_printf("stopped after %.0f s: process limit of %" G_GUINT64_FORMAT
				       " reached", r->seconds,
				       o->pids_max ? o->pids_max : SBX_DEFAULT_PIDS);
	if (!strcmp(r->limit, "memory"))
		return g_strdup_printf("stopped after %.0f s: memory limit of %" G_GUINT64_FORMAT
				       " MB reached", r->seconds,
				       o->mem_limit_mb ? o->mem_limit_mb : SBX_DEFAULT_MEM_MB);
	if (!strcmp(r->limit, "disk"))
		return g_strdup_printf("stopped after %.0f s: disk limit of %" G_GUINT64_FORMAT
				       " MB reached", r->seconds,
				       o->disk_limit_mb ? o->disk_limit_mb : SBX_DEFAULT_DISK_MB);
	return g_strdup_printf("stopped after %.0f s: %s limit reached", r->seconds, r->limit);
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
	/* SBX_IDENT_USER here: the command itself is not run as another uid unless isolated */
	return run_ident(out, argv, opts, SBX_IDENT_USER, -1, error);
}

/* What became of the command of st, into out: its status, the limit that stopped it, its output. */
static void take_result(struct sbx_result *out, struct run_state *st, gboolean isolate,
			enum sbx_ident ident)
{
	if (WIFSIGNALED(st->wait_status)) {
		out->status = -1;
		out->term_signal = WTERMSIG(st->wait_status);
	} else {
		out->status = WEXITSTATUS(st->wait_status);
		/* bwrap reports a signalled command as 128 + signal */
		if (isolate && out->status > 128 && out->status < 128 + 32 &&
		    strchr("\x04\x06\x07\x08\x09\x0b\x0f", out->status - 128)) {
			out->term_signal = out->status - 128;
			out->status = -1;
		}
	}
	/* a tree that hit a limit and still succeeded was not stopped by it */
	if (st->cg && !st->limit && out->status != 0 && sbx_cgroup_hit_memory(st->cg))
		st->limit = "memory";
	if (st->cg && !st->limit && out->status != 0 && sbx_cgroup_hit_pids(st->cg))
		st->limit = "processes";
	if (!st->limit && out->term_signal == SIGXFSZ)
		st->limit = "disk";
	/* a file that hit RLIMIT_FSIZE killed its writer, not the command: look at the size */
	if (!st->limit && out->status != 0 && st->disk_path &&
	    tree_size(st->disk_path, st->disk_max, 0) >= st->disk_max)
		st->limit = "disk";
	out->limit = st->limit;
	out->contained = st->cg != NULL;
	out->timed_out = st->timed_out;
	out->isolated = isolate && ident_checked(ident);
	out->killed_leftovers = st->killed;
	out->out_total = st->s[0].total;
	out->err_total = st->s[1].total;
	out->nul_bytes = st->s[0].nuls + st->s[1].nuls;
	out->truncated = st->s[0].total > st->s[0].buf->len || st->s[1].total > st->s[1].buf->len;
	out->out = g_string_free(st->s[0].buf, FALSE);
	out->err = g_string_free(st->s[1].buf, FALSE);
}

/*
 * Watches the command of st (started at t0) until it exits or a limit stops it, then kills what
 * it left running and drains its pipes; its run time into out->seconds.
 */
static void watch(struct run_state *st, const struct sbx_run_options *o, guint timeout,
		  gint64 t0, struct sbx_result *out)
{
	g_autoptr(GMainContext) ctx = g_main_context_new();
	GSource *src_out = NULL, *src_err = NULL, *src_child, *src_timer, *src_poll, *src_drain;

	for (int i = 0; i < 2; i++) {
		GSource *s;

		sbx_stream_init(&st->s[i], st->s[i].fd,
				o->max_output ? o->max_output : SBX_DEFAULT_MAX_OUTPUT,
				o->keep_diagnostics);
		g_unix_set_fd_nonblocking(st->s[i].fd, TRUE, NULL);
		s = g_unix_fd_source_new(st->s[i].fd, G_IO_IN | G_IO_HUP | G_IO_ERR);
		g_source_set_callback(s, (GSourceFunc)(void (*)(void))sbx_stream_on_output,
				      &st->s[i], NULL);
		g_source_attach(s, ctx);
		if (i == 0)
			src_out = s;
		else
			src_err = s;
	}
	src_child = g_child_watch_source_new(st->pid);
	g_source_set_callback(src_child, (GSourceFunc)(void (*)(void))on_exit_cb, st, NULL);
	g_source_attach(src_child, ctx);
	src_timer = g_timeout_source_new((guint)MIN((guint64)timeout * 1000, G_MAXUINT));
	g_source_set_callback(src_timer, on_timeout, st, NULL);
	g_source_attach(src_timer, ctx);
	src_poll = g_timeout_source_new(SBX_POLL_MS);
	g_source_set_callback(src_poll, on_poll, st, NULL);
	g_source_attach(src_poll, ctx);

	while (!st->exited)
		g_main_context_iteration(ctx, TRUE);
	out->seconds = (g_get_monotonic_time() - t0) / 1e6;
	/* the command is gone: whatever it left running goes too, then its pipes close */
	kill_all(st);
	src_drain = g_timeout_source_new(SBX_DRAIN_MS);
	g_source_set_callback(src_drain, on_drain_over, st, NULL);
	g_source_attach(src_drain, ctx);
	while (!(st->s[0].eof && st->s[1].eof) && !st->drain_over)
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
	g_source_destroy(src_poll);
	g_source_unref(src_poll);
	for (int i = 0; i < 2; i++)
		sbx_stream_finish(&st->s[i]);
	close(st->s[0].fd);
	close(st->s[1].fd);
}

/*
 * sbx_run(); raw_ident SBX_IDENT_DROP makes a command run without bwrap become uid 65534, and pass_fd
 * (or -1) is an fd the command inherits: the probes run bwrap themselves, with its filter's fd.
 */
static int run_ident(struct sbx_result *out, const char *const *argv,
		     const struct sbx_run_options *opts, enum sbx_ident raw_ident, int pass_fd,
		     GError **error)
{
	static const struct sbx_run_options defaults = SBX_RUN_OPTIONS_INIT;
	const struct sbx_run_options *o = opts ? opts : &defaults;
	struct run_state st = { 0 };
	struct sbx_cgroup cg = { 0 };
	struct child_limits lim = { 0 };
	struct launch_spawn_options so = LAUNCH_SPAWN_OPTIONS_INIT;
	struct launch_child child;
	g_autoptr(GError) err = NULL;
	enum sbx_ident ident = raw_ident;
	guint timeout = o->timeout_s ? o->timeout_s : SBX_DEFAULT_TIMEOUT_S;
	guint64 mem_mb = o->mem_limit_mb ? o->mem_limit_mb : SBX_DEFAULT_MEM_MB;
	g_autoptr(GPtrArray) full = NULL;
	g_autofree char *prog = NULL, *cwd = NULL, *home = NULL, *token = NULL;
	g_auto(GStrv) env = NULL;
	gboolean isolate;
	gint64 t0;
	int ret = 0, seccomp_fd = -1;

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
		ident = geteuid() != 0 ? SBX_IDENT_USER :
			rw_paths_unprivileged(o) && ident_checked(SBX_IDENT_DROP) ? SBX_IDENT_DROP :
			SBX_IDENT_MAPPED;
		home = g_strdup("/tmp");
		seccomp_fd = sbx_seccomp_fd(error);
		if (seccomp_fd < 0) {
			ret = -SBX_ERROR_ISOLATION;
			goto out_free_home;
		}
		pass_fd = seccomp_fd;
		full = sbx_bwrap_argv(sbx_bwrap_program(), o, cwd, prog, ident, seccomp_fd);
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
	lim.as_bytes = (rlim_t)mem_mb << 20;
	lim.fsize = (rlim_t)(o->disk_limit_mb ? o->disk_limit_mb : SBX_DEFAULT_DISK_MB) << 20;
	lim.drop = ident == SBX_IDENT_DROP;
	/* the fallback keeps the filter; NONE is asked for (porter's own commands, debugging) */
	if (!isolate && o->isolation == SBX_ISOLATE_AUTO) {
		lim.filter = sbx_seccomp_prog(error);
		if (!lim.filter) {
			ret = -SBX_ERROR_ISOLATION;
			goto out_free_home;
		}
	}
	if (sbx_cgroup_new(&cg, o->pids_max ? o->pids_max : SBX_DEFAULT_PIDS, (guint64)mem_mb << 20) == 0)
		lim.cg = &cg;
	st.cg = lim.cg ? &cg : NULL;
	st.cpu_max = o->cpu_limit_s ? o->cpu_limit_s : 2.0 * timeout;
	st.disk_max = (guint64)(o->disk_limit_mb ? o->disk_limit_mb : SBX_DEFAULT_DISK_MB) << 20;
	st.disk_path = o->disk_path;

	so.cwd = cwd;
	so.envp = (const char *const *)env;
	so.child_setup = child_setup;
	so.child_data = &lim;
	if (pass_fd >= 0) {
		so.keep_fds = &pass_fd;
		so.n_keep_fds = 1;
	}
	t0 = g_get_monotonic_time();
	if (launch_spawn(&child, (const char *const *)full->pdata, &so, &err)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_SPAWN, "%s", err->message);
		ret = -SBX_ERROR_SPAWN;
		goto out_free_cgroup;
	}
	st.pid = child.pid;
	st.s[0].fd = child.out;
	st.s[1].fd = child.err;
	st.isolated = isolate;
	st.token = token;
	watch(&st, o, timeout, t0, out);
	take_result(out, &st, isolate, ident);
out_free_cgroup:
	sbx_cgroup_destroy(&cg);
out_free_home:
	if (seccomp_fd >= 0)
		close(seccomp_fd);
	if (!isolate && home)
		sbx_remove_tree(home, NULL);
	return ret;
}


// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_run() on real processes, each case once inside bubblewrap and once in the fallback: capture,
 * exit codes and signals, no stdin, cleared environment, timeouts, output floods, background
 * children and daemons that must not survive, writes outside the work dir, the memory limit,
 * the seccomp filter.
 */
#include "sandbox.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

struct fixture {
	char *dir;	/* scratch dir, bound read-write */
};

static void fx_setup(struct fixture *fx, gconstpointer data)
{
	fx->dir = g_dir_make_tmp("sbx-test-run-XXXXXX", NULL);
	g_assert_nonnull(fx->dir);
}

static void fx_teardown(struct fixture *fx, gconstpointer data)
{
	g_assert_cmpint(sbx_remove_tree(fx->dir, NULL), ==, 0);
	g_free(fx->dir);
}

/* data is the isolation mode; bwrap cases are skipped only where bwrap cannot run. */
static gboolean want(gconstpointer data)
{
	if (GPOINTER_TO_INT(data) == SBX_ISOLATE_REQUIRE && !sbx_isolation_available()) {
		g_test_skip(sbx_isolation_why());
		return FALSE;
	}
	return TRUE;
}

static void run_sh(struct sbx_result *r, struct fixture *fx, gconstpointer data, const char *script,
		   struct sbx_run_options *o)
{
	struct sbx_run_options local = SBX_RUN_OPTIONS_INIT;
	const char *rw[] = { fx->dir, NULL };
	const char *argv[] = { "sh", "-c", script, NULL };
	g_autoptr(GError) err = NULL;

	if (!o)
		o = &local;
	o->isolation = GPOINTER_TO_INT(data);
	o->rw_paths = rw;
	o->cwd = fx->dir;
	g_assert_cmpint(sbx_run(r, argv, o, &err), ==, 0);
	g_assert_no_error(err);
	g_assert_cmpint(r->isolated, ==, o->isolation == SBX_ISOLATE_REQUIRE);
}

/* Processes whose command line holds `mark` as one argument (the host sees bwrap's too). */
static guint count_marked(const char *mark)
{
	g_autoptr(GDir) d = g_dir_open("/proc", 0, NULL);
	const char *e;
	guint n = 0;

	while ((e = g_dir_read_name(d))) {
		g_autofree char *path = g_strdup_printf("/proc/%s/cmdline", e);
		g_autofree char *text = NULL;
		gsize len;

		if (!g_ascii_isdigit(e[0]) || !g_file_get_contents(path, &text, &len, NULL))
			continue;
		for (gsize i = 0; i < len; i += strlen(text + i) + 1)
			if (!strcmp(text + i, mark))
				n++;
	}
	return n;
}

static char *unique_sleep(void)
{
	return g_strdup_printf("%u.%u", 1000 + g_random_int_range(0, 9000), (guint)getpid());
}

static void test_capture(struct fixture *fx, gconstpointer data)
{
	struct sbx_result r;

	if (!want(data))
		return;
	run_sh(&r, fx, data, "echo out; echo err >&2; cat; exit 7", NULL);
	g_assert_cmpstr(r.out, ==, "out\n");
	g_assert_cmpstr(r.err, ==, "err\n");
	g_assert_cmpint(r.status, ==, 7);
	g_assert_cmpint(r.term_signal, ==, 0);
	g_assert_false(r.timed_out);
	g_assert_false(r.truncated);
	g_assert_cmpfloat(r.seconds, <, 10);
	sbx_result_clear(&r);

	/* a NUL must not end the text (issue 17, M6): it is kept as '?' and counted */
	run_sh(&r, fx, data, "printf 'a\\000b\\n' >&2; printf 'c\\000\\000\\n'", NULL);
	g_assert_cmpstr(r.err, ==, "a?b\n");
	g_assert_cmpstr(r.out, ==, "c??\n");
	g_assert_cmpuint(r.nul_bytes, ==, 3);
	sbx_result_clear(&r);

	run_sh(&r, fx, data, "kill -SEGV $$", NULL);
	g_assert_cmpint(r.status, ==, -1);
	g_assert_cmpint(r.term_signal, ==, SIGSEGV);
	sbx_result_clear(&r);
}

static void test_env(struct fixture *fx, gconstpointer data)
{
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	const char *env[] = { "EXTRA=yes", NULL };
	struct sbx_result r;
	g_autofree char *home = NULL;

	if (!want(data))
		return;
	g_setenv("PORTER_TEST_SECRET", "leak", TRUE);
	o.env = env;
	run_sh(&r, fx, data, "echo \"$PORTER_TEST_SECRET|$EXTRA|$LC_ALL\"; echo \"$HOME\" >&2", &o);
	g_unsetenv("PORTER_TEST_SECRET");
	g_assert_cmpstr(r.out, ==, "|yes|C\n");
	home = g_strstrip(g_strdup(r.err));
	g_assert_cmpstr(home, !=, g_get_home_dir());
	/* the private HOME of the fallback is gone after the run */
	if (!r.isolated)
		g_assert_false(g_file_test(home, G_FILE_TEST_EXISTS));
	sbx_result_clear(&r);
}

static void test_bad_input(struct fixture *fx, gconstpointer data)
{
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	const char *missing[] = { "porter-no-such-program", NULL };
	const char *sh[] = { "true", NULL };
	struct sbx_result r;
	g_autoptr(GError) err = NULL;

	if (!want(data))
		return;
	o.isolation = GPOINTER_TO_INT(data);
	g_assert_cmpint(sbx_run(&r, missing, &o, &err), ==, -SBX_ERROR_SPAWN);
	g_assert_error(err, SBX_ERROR, SBX_ERROR_SPAWN);
	g_assert_nonnull(strstr(err->message, "porter-no-such-program"));
	g_clear_error(&err);
	o.cwd = "/nonexistent/porter";
	g_assert_cmpint(sbx_run(&r, sh, &o, &err), ==, -SBX_ERROR_INPUT);
	g_assert_nonnull(strstr(err->message, "/nonexistent/porter"));
	g_assert_null(r.out);
}

/* A program outside the system dirs and the binds (a tool in ~/bin) still runs. */
static void test_own_program(struct fixture *fx, gconstpointer data)
{
	g_autofree char *bin = g_dir_make_tmp("sbx-test-bin-XXXXXX", NULL);
	g_autofree char *tool = g_build_filename(bin, "porter-test-tool", NULL);
	const char *argv[] = { tool, NULL };
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	struct sbx_result r;
	g_autoptr(GError) err = NULL;

	if (!want(data))
		goto out;
	g_assert_true(g_file_set_contents(tool, "#!/bin/sh\necho tool ran\n", -1, NULL));
	g_assert_cmpint(g_chmod(tool, 0755), ==, 0);
	o.isolation = GPOINTER_TO_INT(data);
	o.cwd = fx->dir;
	g_assert_cmpint(sbx_run(&r, argv, &o, &err), ==, 0);
	g_assert_cmpstr(r.out, ==, "tool ran\n");
	g_assert_cmpint(r.status, ==, 0);
	sbx_result_clear(&r);
out:
	sbx_remove_tree(bin, NULL);
}

/* A build that hangs, and leaves a grandchild: both die at the timeout, quickly. */
static void test_timeout(struct fixture *fx, gconstpointer data)
{
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	g_autofree char *mark = unique_sleep();
	g_autofree char *script = g_strdup_printf("sleep %s & echo started; sleep %s", mark, mark);
	struct sbx_result r;

	if (!want(data))
		return;
	o.timeout_s = 1;
	run_sh(&r, fx, data, script, &o);
	g_assert_true(r.timed_out);
	g_assert_cmpint(r.term_signal, ==, SIGKILL);
	g_assert_cmpstr(r.out, ==, "started\n");
	g_assert_cmpfloat(r.seconds, >=, 0.9);
	g_assert_cmpfloat(r.seconds, <, 5);
	g_usleep(100000);
	g_assert_cmpuint(count_marked(mark), ==, 0);
	sbx_result_clear(&r);
}

/* A command that ends at once but leaves a background child and a setsid daemon behind. */
static void test_leftovers(struct fixture *fx, gconstpointer data)
{
	g_autofree char *mark = unique_sleep();
	/* L7: env -i leaves no environment token to hunt; the cgroup (root) still kills it */
	g_autofree char *env_i = geteuid() == 0 ? g_strdup_printf(
		"env -i setsid sleep %s </dev/null >/dev/null 2>&1 & ", mark) : g_strdup("");
	g_autofree char *script = g_strdup_printf(
		"sleep %s >/dev/null 2>&1 & setsid sh -c 'sleep %s' </dev/null >/dev/null 2>&1 & "
		"(sleep %s &) ; %ssleep 0.2; echo done", mark, mark, mark, env_i);
	struct sbx_result r;

	if (!want(data))
		return;
	run_sh(&r, fx, data, script, NULL);
	g_assert_false(r.timed_out);
	g_assert_cmpint(r.status, ==, 0);
	g_assert_cmpstr(r.out, ==, "done\n");
	g_assert_cmpfloat(r.seconds, <, 3);
	if (!r.isolated)
		g_assert_cmpuint(r.killed_leftovers, >=, 3);
	g_usleep(100000);
	g_assert_cmpuint(count_marked(mark), ==, 0);
	sbx_result_clear(&r);
}

/*
 * Findings S1, S6: inside bwrap the command is not root, holds no capability, cannot remount a
 * read-only bind nor write /proc/sys, and sees no /etc/shadow.  With a work dir owned by uid
 * 65534 (porter's work copies, when porter is root) it runs as that real uid.
 */
static void test_no_root(struct fixture *fx, gconstpointer data)
{
	static const char script[] =
		"grep -E '^(Uid|CapEff):' /proc/self/status; "
		"mount -o remount,rw,bind /usr 2>/dev/null && echo REMOUNTED; "
		"( : > /proc/sys/kernel/core_pattern ) 2>/dev/null && echo PROCSYS; "
		"test -e /etc/shadow && echo SHADOW; touch owned; echo end";
	struct sbx_result r;
	GStatBuf st;
	g_autofree char *owned = g_build_filename(fx->dir, "owned", NULL);

	if (GPOINTER_TO_INT(data) != SBX_ISOLATE_REQUIRE) {
		g_test_skip("bwrap only");
		return;
	}
	if (!want(data))
		return;
	for (int drop = 0; drop < 2; drop++) {
		if (drop && (geteuid() != 0 || chown(fx->dir, 65534, 65534) || chmod(fx->dir, 0755)))
			break;
		run_sh(&r, fx, data, script, NULL);
		g_assert_cmpint(r.status, ==, 0);
		g_assert_nonnull(strstr(r.out, "CapEff:\t0000000000000000\n"));
		g_assert_nonnull(strstr(r.out, "Uid:\t65534\t"));
		g_assert_null(strstr(r.out, "REMOUNTED"));
		g_assert_null(strstr(r.out, "PROCSYS"));
		g_assert_null(strstr(r.out, "SHADOW"));
		g_assert_true(g_str_has_suffix(r.out, "end\n"));
		g_assert_cmpint(g_stat(owned, &st), ==, 0);
		/* mapped to the caller, or the real unprivileged uid */
		g_assert_cmpint(st.st_uid, ==, drop ? 65534 : geteuid());
		g_unlink(owned);
		sbx_result_clear(&r);
	}
}

/* Finding S4: limits on the whole tree, each named in the result (cgroups: root only). */
static void test_tree_limits(struct fixture *fx, gconstpointer data)
{
	static const struct {
		const char *limit, *script;
	} cases[] = {
		{ "processes", "i=0; while [ $i -lt 100 ]; do sleep 30 >/dev/null 2>&1 & "
			       "i=$((i+1)); done; exit 1" },
		{ "memory", "for i in 1 2 3 4; do python3 -c 'b = b\"a\" * (60 << 20); "
			    "import time; time.sleep(3)' & done; ok=0; for j in 1 2 3 4; do "
			    "wait %$j || ok=1; done; exit $ok" },
		{ "cpu time", "while :; do :; done" },
		{ "disk", "head -c 20000000 /dev/zero >big; exit 1" },
	};

	if (!want(data))
		return;
	if (geteuid() != 0) {
		g_test_skip("per-run cgroups need root");
		return;
	}
	for (guint i = 0; i < G_N_ELEMENTS(cases); i++) {
		struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
		struct sbx_result r;
		g_autofree char *big = g_build_filename(fx->dir, "big", NULL);

		o.pids_max = 24;
		o.mem_limit_mb = 160;
		o.cpu_limit_s = !strcmp(cases[i].limit, "cpu time") ? 1 : 0;
		o.timeout_s = 60;
		o.disk_limit_mb = 8;
		o.disk_path = fx->dir;
		run_sh(&r, fx, data, cases[i].script, &o);
		g_test_message("%s: status %d signal %d limit %s after %.1f s", cases[i].limit,
			       r.status, r.term_signal, r.limit, r.seconds);
		g_assert_true(r.contained);
		g_assert_cmpstr(r.limit, ==, cases[i].limit);
		g_assert_false(r.timed_out);
		g_assert_cmpfloat(r.seconds, <, 50);
		g_unlink(big);
		sbx_result_clear(&r);
	}
}

/* A child that keeps stdout open after the command ends must not hold the run. */
static void test_pipe_holder(struct fixture *fx, gconstpointer data)
{
	g_autofree char *mark = unique_sleep();
	g_autofree char *script = g_strdup_printf("setsid sleep %s & echo parent", mark);
	struct sbx_result r;

	if (!want(data))
		return;
	run_sh(&r, fx, data, script, NULL);
	g_assert_cmpstr(r.out, ==, "parent\n");
	g_assert_cmpfloat(r.seconds, <, 2);
	g_usleep(100000);
	g_assert_cmpuint(count_marked(mark), ==, 0);
	sbx_result_clear(&r);
}

static void test_flood(struct fixture *fx, gconstpointer data)
{
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	struct sbx_result r;

	if (!want(data))
		return;
	o.max_output = 1 << 20;
	run_sh(&r, fx, data, "yes porter | head -c 30000000; yes err | head -c 3000000 >&2", &o);
	g_assert_cmpint(r.status, ==, 0);
	g_assert_true(r.truncated);
	g_assert_cmpuint(r.out_total, ==, 30000000);
	g_assert_cmpuint(r.err_total, ==, 3000000);
	g_assert_cmpuint(strlen(r.out), ==, 1 << 20);
	g_assert_cmpuint(strlen(r.err), ==, 1 << 20);
	g_assert_true(g_str_has_prefix(r.out, "porter\nporter\n"));
	sbx_result_clear(&r);
}

/* Writes to $HOME land in a private dir; with bwrap, absolute paths outside are unreachable. */
static void test_writes_outside(struct fixture *fx, gconstpointer data)
{
	g_autofree char *outside = g_dir_make_tmp("sbx-test-outside-XXXXXX", NULL);
	g_autofree char *victim = g_build_filename(outside, "pwned", NULL);
	g_autofree char *home_victim = g_build_filename(g_get_home_dir(), ".porter-sbx-pwned", NULL);
	g_autofree char *inside = g_build_filename(fx->dir, "ok", NULL);
	g_autofree char *script = g_strdup_printf(
		"touch \"$HOME/.porter-sbx-pwned\"; touch %s; touch %s 2>/dev/null; true",
		inside, GPOINTER_TO_INT(data) == SBX_ISOLATE_REQUIRE ? victim : "/dev/null");
	struct sbx_result r;

	if (!want(data))
		goto out;
	run_sh(&r, fx, data, script, NULL);
	g_assert_true(g_file_test(inside, G_FILE_TEST_EXISTS));
	g_assert_false(g_file_test(home_victim, G_FILE_TEST_EXISTS));
	g_assert_false(g_file_test(victim, G_FILE_TEST_EXISTS));
	sbx_result_clear(&r);
out:
	g_rmdir(outside);
}

static void test_memory_limit(struct fixture *fx, gconstpointer data)
{
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	struct sbx_result r;

	if (!want(data))
		return;
	o.mem_limit_mb = 200;
	run_sh(&r, fx, data, "python3 -c 'x = bytearray(400 << 20)' 2>&1 | tail -n 1; exit 0", &o);
	g_assert_nonnull(strstr(r.out, "MemoryError"));
	sbx_result_clear(&r);
	run_sh(&r, fx, data, "python3 -c 'x = bytearray(20 << 20); print(len(x))'", &o);
	g_assert_cmpstr(r.out, ==, "20971520\n");
	sbx_result_clear(&r);
}

/* With bwrap unusable (PORTER_BWRAP=none, in a child process): AUTO warns once, REQUIRE fails. */
static void test_no_bwrap(void)
{
	if (g_test_subprocess()) {
		const char *argv[] = { "true", NULL };
		struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
		struct sbx_result r;
		g_autoptr(GError) err = NULL;

		g_assert_false(sbx_isolation_available());
		g_assert_nonnull(strstr(sbx_isolation_why(), "PORTER_BWRAP=none"));
		g_assert_cmpint(sbx_run(&r, argv, &o, &err), ==, 0);
		g_assert_false(r.isolated);
		sbx_result_clear(&r);
		g_assert_cmpint(sbx_run(&r, argv, &o, &err), ==, 0);
		sbx_result_clear(&r);
		o.isolation = SBX_ISOLATE_REQUIRE;
		g_assert_cmpint(sbx_run(&r, argv, &o, &err), ==, -SBX_ERROR_ISOLATION);
		g_assert_error(err, SBX_ERROR, SBX_ERROR_ISOLATION);
		return;
	}
	g_setenv("PORTER_BWRAP", "none", TRUE);
	g_test_trap_subprocess(NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT);
	g_unsetenv("PORTER_BWRAP");
	g_test_trap_assert_passed();
	/* exactly one warning line for two runs */
	g_test_trap_assert_stderr("porter: warning: disabled by PORTER_BWRAP=none; running builds "
				  "without isolation\n");
}

/* Compiles data/seccomp-probe.c with gcc inside the sandbox and runs it: its output (owned). */
static char *seccomp_probe(struct fixture *fx, gconstpointer data)
{
	g_autofree char *src = g_build_filename(PORTER_TEST_DATA, "seccomp-probe.c", NULL);
	g_autofree char *dst = g_build_filename(fx->dir, "seccomp-probe.c", NULL);
	g_autofree char *text = NULL;
	struct sbx_result r;
	char *out;

	g_assert_true(g_file_get_contents(src, &text, NULL, NULL));
	g_assert_true(g_file_set_contents(dst, text, -1, NULL));
	run_sh(&r, fx, data, "gcc -O2 -pthread -o probe seccomp-probe.c && ./probe", NULL);
	g_assert_cmpstr(r.err, ==, "");
	g_assert_cmpint(r.status, ==, 0);
	g_assert_false(r.timed_out);
	out = g_steal_pointer(&r.out);
	sbx_result_clear(&r);
	return out;
}

static const char seccomp_denied[] =
	"fork=ok\nptrace=EPERM\nunshare=EPERM\nclone3=ENOSYS\npersonality=EPERM\n"
	"personality-query=ok\npthread=ok\n";

/*
 * Finding N9: inside bwrap a build runs under the seccomp filter: ptrace, a new user namespace
 * and a personality change fail with EPERM, clone3 with ENOSYS, while gcc still compiles and
 * fork and threads (glibc falls back to clone) still work.  Asked for no isolation (NONE:
 * porter's own commands, a build being debugged), nothing is filtered.
 */
static void test_seccomp(struct fixture *fx, gconstpointer data)
{
	g_autofree char *out = NULL;

	if (!want(data))
		return;
	out = seccomp_probe(fx, data);
	if (GPOINTER_TO_INT(data) == SBX_ISOLATE_REQUIRE)
		g_assert_cmpstr(out, ==, seccomp_denied);
	else
		g_assert_nonnull(strstr(out, "ptrace=ok\n"));
}

/* The AUTO fallback (bwrap unusable, in a child process) keeps the seccomp filter. */
static void test_no_bwrap_seccomp(void)
{
	if (g_test_subprocess()) {
		struct fixture fx;
		g_autofree char *out = NULL;

		fx_setup(&fx, NULL);
		out = seccomp_probe(&fx, GINT_TO_POINTER(SBX_ISOLATE_AUTO));
		g_assert_cmpstr(out, ==, seccomp_denied);
		fx_teardown(&fx, NULL);
		return;
	}
	g_setenv("PORTER_BWRAP", "none", TRUE);
	g_test_trap_subprocess(NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT);
	g_unsetenv("PORTER_BWRAP");
	g_test_trap_assert_passed();
}

int main(int argc, char **argv)
{
	static const struct {
		const char *name;
		void (*fn)(struct fixture *, gconstpointer);
	} cases[] = {
		{ "capture", test_capture },
		{ "env", test_env },
		{ "bad-input", test_bad_input },
		{ "own-program", test_own_program },
		{ "timeout", test_timeout },
		{ "leftovers", test_leftovers },
		{ "pipe-holder", test_pipe_holder },
		{ "flood", test_flood },
		{ "writes-outside", test_writes_outside },
		{ "memory-limit", test_memory_limit },
		{ "no-root", test_no_root },
		{ "tree-limits", test_tree_limits },
		{ "seccomp", test_seccomp },
	};
	static const struct {
		const char *name;
		enum sbx_isolation mode;
	} modes[] = { { "bwrap", SBX_ISOLATE_REQUIRE }, { "fallback", SBX_ISOLATE_NONE } };

	g_test_init(&argc, &argv, NULL);
	for (guint m = 0; m < G_N_ELEMENTS(modes); m++)
		for (guint i = 0; i < G_N_ELEMENTS(cases); i++) {
			g_autofree char *path = g_strdup_printf("/sandbox/run/%s/%s", modes[m].name,
								cases[i].name);

			g_test_add(path, struct fixture, GINT_TO_POINTER(modes[m].mode), fx_setup,
				   cases[i].fn, fx_teardown);
		}
	g_test_add_func("/sandbox/run/no-bwrap", test_no_bwrap);
	g_test_add_func("/sandbox/run/no-bwrap-seccomp", test_no_bwrap_seccomp);
	return g_test_run();
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Per-run control groups: each command sbx_run() starts goes into cgroups of its own that bound
 * the processes, the memory and (by polling) the CPU time of the whole tree, and that kill the
 * whole tree at the end, daemons that left the session included.  Works on a pure cgroup v2
 * mount (a child of the root) and on the hybrid layout (v1 pids, memory and cpuacct hierarchies,
 * plus the unified v2 tree for cgroup.kill); without either, nothing is created.
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#define CG_ROOT "/sys/fs/cgroup"

static gint cg_seq;

/* Our own cgroup in the v1 hierarchy of controller ctrl ("pids"), from /proc/self/cgroup. */
static char *own_v1_path(const char *ctrl)
{
	g_autofree char *text = NULL;
	g_auto(GStrv) lines = NULL;

	if (!g_file_get_contents("/proc/self/cgroup", &text, NULL, NULL))
		return NULL;
	lines = g_strsplit(text, "\n", -1);
	for (guint i = 0; lines[i]; i++) {
		g_auto(GStrv) f = g_strsplit(lines[i], ":", 3);
		g_auto(GStrv) ctrls = NULL;

		if (g_strv_length(f) != 3)
			continue;
		ctrls = g_strsplit(f[1], ",", -1);
		if (g_strv_contains((const char *const *)ctrls, ctrl))
			return g_strdup(f[2]);
	}
	return NULL;
}

static gboolean write_str(const char *dir, const char *file, const char *val)
{
	g_autofree char *p = g_build_filename(dir, file, NULL);
	int fd = open(p, O_WRONLY | O_CLOEXEC);
	gssize n;

	if (fd < 0)
		return FALSE;
	n = write(fd, val, strlen(val));
	close(fd);
	return n == (gssize)strlen(val);
}

static guint64 read_u64(const char *dir, const char *file, const char *key)
{
	g_autofree char *p = g_build_filename(dir, file, NULL);
	g_autofree char *text = NULL;
	g_auto(GStrv) lines = NULL;

	if (!dir || !g_file_get_contents(p, &text, NULL, NULL))
		return 0;
	if (!key)
		return g_ascii_strtoull(text, NULL, 10);
	lines = g_strsplit(text, "\n", -1);
	for (guint i = 0; lines[i]; i++) {
		gsize n = strlen(key);

		if (!strncmp(lines[i], key, n) && lines[i][n] == ' ')
			return g_ascii_strtoull(lines[i] + n + 1, NULL, 10);
	}
	return 0;
}

/* mkdir under base (a hierarchy root) + own path; the new dir (owned) or NULL. */
static char *make_group(const char *base, const char *own, const char *name)
{
	g_autofree char *parent = g_build_filename(base, own ? own : "/", NULL);
	char *dir = g_build_filename(parent, name, NULL);

	if (g_mkdir(dir, 0755) && errno != EEXIST) {
		g_free(dir);
		return NULL;
	}
	return dir;
}

static void add_procs_fd(struct sbx_cgroup *cg, const char *dir)
{
	g_autofree char *p = g_build_filename(dir, "cgroup.procs", NULL);
	int fd = open(p, O_WRONLY | O_CLOEXEC);

	if (fd >= 0 && cg->nfds < (int)G_N_ELEMENTS(cg->procs_fd))
		cg->procs_fd[cg->nfds++] = fd;
	else if (fd >= 0)
		close(fd);
}

int sbx_cgroup_new(struct sbx_cgroup *cg, guint64 pids_max, guint64 mem_bytes)
{
	g_autofree char *name = NULL, *v = NULL;
	g_autofree char *v2ctl = g_build_filename(CG_ROOT, "cgroup.controllers", NULL);

	memset(cg, 0, sizeof(*cg));
	if (geteuid() != 0 && !g_getenv("PORTER_CGROUP_FORCE"))
		return -1;
	name = g_strdup_printf("porter-%d-%d", (int)getpid(), g_atomic_int_add(&cg_seq, 1));
	if (g_file_test(v2ctl, G_FILE_TEST_EXISTS)) {
		/* pure v2: a child of the root, where no internal-process rule applies */
		write_str(CG_ROOT, "cgroup.subtree_control", "+pids +memory");
		cg->kill_dir = make_group(CG_ROOT, NULL, name);
		if (!cg->kill_dir)
			return -1;
		cg->v2 = TRUE;
		cg->pids_dir = g_strdup(cg->kill_dir);
		cg->mem_dir = g_strdup(cg->kill_dir);
		cg->cpu_dir = g_strdup(cg->kill_dir);
		add_procs_fd(cg, cg->kill_dir);
		v = g_strdup_printf("%" G_GUINT64_FORMAT, pids_max);
		cg->has_pids = write_str(cg->pids_dir, "pids.max", v);
		g_free(v);
		v = g_strdup_printf("%" G_GUINT64_FORMAT, mem_bytes);
		cg->has_mem = write_str(cg->mem_dir, "memory.max", v);
		write_str(cg->mem_dir, "memory.swap.max", "0");
		cg->has_cpu = TRUE;
		return cg->nfds ? 0 : (sbx_cgroup_destroy(cg), -1);
	}
	{
		static const char *const ctrls[] = { "pids", "memory", "cpuacct" };
		g_autofree char *unified = g_build_filename(CG_ROOT, "unified", NULL);

		if (g_file_test(unified, G_FILE_TEST_IS_DIR)) {
			g_autofree char *own = NULL;
			g_autofree char *text = NULL;

			/* "0::/path" is our place in the unified tree */
			if (g_file_get_contents("/proc/self/cgroup", &text, NULL, NULL)) {
				char *l = strstr(text, "0::");

				if (l)
					own = g_strndup(l + 3, strcspn(l + 3, "\n"));
			}
			cg->kill_dir = make_group(unified, own, name);
			if (cg->kill_dir)
				add_procs_fd(cg, cg->kill_dir);
		}
		for (guint i = 0; i < G_N_ELEMENTS(ctrls); i++) {
			g_autofree char *own = own_v1_path(ctrls[i]);
			g_autofree char *base = g_build_filename(CG_ROOT, ctrls[i], NULL);
			char *dir;

			if (!own || !g_file_test(base, G_FILE_TEST_IS_DIR))
				continue;
			dir = make_group(base, own, name);
			if (!dir)
				continue;
			add_procs_fd(cg, dir);
			if (i == 0) {
				v = g_strdup_printf("%" G_GUINT64_FORMAT, pids_max);
				cg->pids_dir = dir;
				cg->has_pids = write_str(dir, "pids.max", v);
				g_clear_pointer(&v, g_free);
			} else if (i == 1) {
				v = g_strdup_printf("%" G_GUINT64_FORMAT, mem_bytes);
				cg->mem_dir = dir;
				cg->has_mem = write_str(dir, "memory.limit_in_bytes", v);
				/* no swap either: the limit is on memory plus swap */
				write_str(dir, "memory.memsw.limit_in_bytes", v);
				g_clear_pointer(&v, g_free);
			} else {
				cg->cpu_dir = dir;
				cg->has_cpu = TRUE;
			}
		}
	}
	if (!cg->nfds) {
		sbx_cgroup_destroy(cg);
		return -1;
	}
	return 0;
}

/* Async-signal-safe: moves the calling (forked) process into every group. */
void sbx_cgroup_enter(const struct sbx_cgroup *cg)
{
	for (int i = 0; i < cg->nfds; i++)
		if (write(cg->procs_fd[i], "0", 1) < 0)
			continue;
}

/* The pids of the group's members (from the first group that lists them). */
static GArray *members(const struct sbx_cgroup *cg)
{
	const char *dir = cg->kill_dir ? cg->kill_dir : cg->pids_dir ? cg->pids_dir : cg->mem_dir;
	g_autofree char *p = dir ? g_build_filename(dir, "cgroup.procs", NULL) : NULL;
	g_autofree char *text = NULL;
	GArray *a = g_array_new(FALSE, FALSE, sizeof(pid_t));

	if (p && g_file_get_contents(p, &text, NULL, NULL)) {
		g_auto(GStrv) l = g_strsplit(text, "\n", -1);

		for (guint i = 0; l[i]; i++) {
			pid_t pid = atoi(l[i]);

			if (pid > 0)
				g_array_append_val(a, pid);
		}
	}
	return a;
}

guint sbx_cgroup_count(const struct sbx_cgroup *cg)
{
	g_autoptr(GArray) a = members(cg);

	return a->len;
}

void sbx_cgroup_kill(const struct sbx_cgroup *cg)
{
	if (cg->kill_dir && write_str(cg->kill_dir, "cgroup.kill", "1"))
		return;
	/* no cgroup.kill: kill the members until none is left (pids.max bounds a fork race) */
	for (int pass = 0; pass < 50; pass++) {
		g_autoptr(GArray) a = members(cg);

		if (!a->len)
			break;
		for (guint i = 0; i < a->len; i++)
			kill(g_array_index(a, pid_t, i), SIGKILL);
		g_usleep(2000);
	}
}

double sbx_cgroup_cpu_seconds(const struct sbx_cgroup *cg)
{
	if (!cg->has_cpu)
		return 0;
	if (cg->v2)
		return read_u64(cg->cpu_dir, "cpu.stat", "usage_usec") / 1e6;
	return read_u64(cg->cpu_dir, "cpuacct.usage", NULL) / 1e9;
}

gboolean sbx_cgroup_hit_pids(const struct sbx_cgroup *cg)
{
	return cg->has_pids && read_u64(cg->pids_dir, "pids.events", "max") > 0;
}

gboolean sbx_cgroup_hit_memory(const struct sbx_cgroup *cg)
{
	if (!cg->has_mem)
		return FALSE;
	if (cg->v2)
		return read_u64(cg->mem_dir, "memory.events", "oom_kill") > 0 ||
		       read_u64(cg->mem_dir, "memory.events", "max") > 0;
	return read_u64(cg->mem_dir, "memory.oom_control", "oom_kill") > 0 ||
	       read_u64(cg->mem_dir, "memory.failcnt", NULL) > 0;
}

void sbx_cgroup_destroy(struct sbx_cgroup *cg)
{
	char *dirs[] = { cg->kill_dir, cg->pids_dir, cg->mem_dir, cg->cpu_dir };

	for (int i = 0; i < cg->nfds; i++)
		close(cg->procs_fd[i]);
	cg->nfds = 0;
	if (cg->kill_dir || cg->pids_dir || cg->mem_dir) {
		/* the members may take a moment to die after the kill */
		for (int t = 0; t < 200 && sbx_cgroup_count(cg); t++) {
			sbx_cgroup_kill(cg);
			g_usleep(10000);
		}
	}
	for (guint i = 0; i < G_N_ELEMENTS(dirs); i++) {
		gboolean dup = FALSE;

		for (guint j = 0; j < i; j++)
			dup |= dirs[j] && dirs[i] && !strcmp(dirs[i], dirs[j]);
		if (dirs[i] && !dup)
			g_rmdir(dirs[i]);
	}
	g_free(cg->kill_dir);
	g_free(cg->pids_dir);
	g_free(cg->mem_dir);
	g_free(cg->cpu_dir);
	memset(cg, 0, sizeof(*cg));
}

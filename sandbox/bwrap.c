// SPDX-License-Identifier: GPL-2.0
/*
 * bubblewrap's command line for sbx_run(): the filesystem view (system dirs and a few /etc
 * files read-only, the caller's paths, a bounded /tmp), the namespaces, the identity the command
 * runs as and the seccomp filter bwrap reads from an fd.
 */
#define _GNU_SOURCE
#include "sandbox.h"
#include "sbx-int.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#define SBX_DEFAULT_TMP_MB 256

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

const char *sbx_bwrap_program(void)
{
	const char *p = g_getenv("PORTER_BWRAP");

	return p && *p ? p : "bwrap";
}

static const char *const sys_dirs[] = { "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64",
					"/libx32", "/opt", NULL };
/* What compilers, make and spatch read in /etc; never shadow, ssh or other secrets. */
static const char *const etc_files[] = { "/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf",
					 "/etc/ld.so.conf.d", "/etc/passwd", "/etc/group",
					 "/etc/nsswitch.conf", "/etc/localtime", "/etc/os-release",
					 "/etc/debian_version", "/etc/gcc", "/etc/perl", NULL };

static const char *const proc_ro[] = { "/proc/sys", "/proc/sysrq-trigger", "/proc/irq", "/proc/bus" };

/*
 * bwrap's arguments up to and including "--": the filesystem view, the namespaces and the seccomp
 * filter that bwrap reads from seccomp_fd.  prog, the resolved program, gets its dir bound
 * read-only when no other bind shows it (~/bin tools).
 */
GPtrArray *sbx_bwrap_argv(const char *bwrap, const struct sbx_run_options *o, const char *cwd,
			  const char *prog, enum sbx_ident ident, int seccomp_fd)
{
	const char *const *sys = sys_dirs;
	GPtrArray *a = g_ptr_array_new_with_free_func(g_free);
	guint64 tmp_mb = o->tmp_limit_mb ? o->tmp_limit_mb : SBX_DEFAULT_TMP_MB;

	g_ptr_array_add(a, g_strdup(bwrap));
	g_ptr_array_add(a, g_strdup("--unshare-all"));
	g_ptr_array_add(a, g_strdup("--unshare-user"));
	g_ptr_array_add(a, g_strdup("--disable-userns"));
	if (ident == SBX_IDENT_MAPPED) {
		g_ptr_array_add(a, g_strdup("--uid"));
		g_ptr_array_add(a, g_strdup_printf("%d", SBX_UNPRIV_UID));
		g_ptr_array_add(a, g_strdup("--gid"));
		g_ptr_array_add(a, g_strdup_printf("%d", SBX_UNPRIV_GID));
		g_ptr_array_add(a, g_strdup("--cap-drop"));
		g_ptr_array_add(a, g_strdup("ALL"));
	}
	g_ptr_array_add(a, g_strdup("--die-with-parent"));
	g_ptr_array_add(a, g_strdup("--new-session"));
	g_ptr_array_add(a, g_strdup("--seccomp"));
	g_ptr_array_add(a, g_strdup_printf("%d", seccomp_fd));
	for (guint i = 0; sys[i]; i++)
		bind_system_path(a, sys[i]);
	for (guint i = 0; etc_files[i]; i++) {
		g_ptr_array_add(a, g_strdup("--ro-bind-try"));
		g_ptr_array_add(a, g_strdup(etc_files[i]));
		g_ptr_array_add(a, g_strdup(etc_files[i]));
	}
	g_ptr_array_add(a, g_strdup("--proc"));
	g_ptr_array_add(a, g_strdup("/proc"));
	/* a uid mapped to root could write the host's sysctls (core_pattern) otherwise */
	for (guint i = 0; i < G_N_ELEMENTS(proc_ro); i++) {
		g_ptr_array_add(a, g_strdup(i ? "--ro-bind-try" : "--ro-bind"));
		g_ptr_array_add(a, g_strdup(proc_ro[i]));
		g_ptr_array_add(a, g_strdup(proc_ro[i]));
	}
	g_ptr_array_add(a, g_strdup("--dev"));
	g_ptr_array_add(a, g_strdup("/dev"));
	for (guint i = 0; o->dev_paths && o->dev_paths[i]; i++) {
		g_ptr_array_add(a, g_strdup("--dev-bind-try"));
		g_ptr_array_add(a, g_strdup(o->dev_paths[i]));
		g_ptr_array_add(a, g_strdup(o->dev_paths[i]));
	}
	for (guint i = 0; i < 2; i++) {
		g_ptr_array_add(a, g_strdup("--size"));
		g_ptr_array_add(a, g_strdup_printf("%" G_GUINT64_FORMAT, tmp_mb << 20));
		g_ptr_array_add(a, g_strdup("--tmpfs"));
		g_ptr_array_add(a, g_strdup(i ? "/var/tmp" : "/tmp"));
	}
	for (guint i = 0; o->ro_paths && o->ro_paths[i]; i++)
		bind_user_path(a, o->ro_paths[i], FALSE);
	/* the working dir must exist inside: read-only unless a bind already covers it */
	if (cwd && strcmp(cwd, "/") && !covered(cwd, o->ro_paths) && !covered(cwd, o->rw_paths))
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
	/* after the rw binds: read-only files inside them (a work copy's sources and .git) */
	for (guint i = 0; o->ro_paths && o->ro_paths[i]; i++) {
		g_autofree char *real = sbx_realpath(o->ro_paths[i]);
		gboolean is_rw = FALSE;

		for (guint j = 0; real && o->rw_paths && o->rw_paths[j]; j++) {
			g_autofree char *rw = sbx_realpath(o->rw_paths[j]);

			is_rw |= rw && !strcmp(rw, real);
		}
		if (real && !is_rw && covered(real, o->rw_paths))
			bind_user_path(a, o->ro_paths[i], FALSE);
	}
	if (cwd) {
		g_ptr_array_add(a, g_strdup("--chdir"));
		g_ptr_array_add(a, g_strdup(cwd));
	}
	g_ptr_array_add(a, g_strdup("--"));
	return a;
}

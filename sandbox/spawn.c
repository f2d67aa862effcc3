// SPDX-License-Identifier: GPL-2.0
/*
 * sandbox's plain launches: porter's own processes (git on its work copy, a bounded port in a child
 * of its own) started through lib/launch, the one place a process starts, with sandbox's errors.
 */
#include <string.h>

#include "launch.h"
#include "sandbox.h"

int sbx_spawn(struct sbx_result *out, const char *const *argv, const char *cwd,
	      const char *const *env, const char *input, guint timeout_s, GError **error)
{
	struct launch_options o = LAUNCH_OPTIONS_INIT;
	struct launch_result r = { 0 };
	g_autoptr(GError) err = NULL;
	gint64 t0 = g_get_monotonic_time();

	memset(out, 0, sizeof(*out));
	o.cwd = cwd;
	o.env = env;
	o.input = input;
	o.timeout_s = timeout_s;
	if (launch_run(&r, argv, &o, &err)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_SPAWN, "%s", err->message);
		return -SBX_ERROR_SPAWN;
	}
	out->status = r.status;
	out->term_signal = r.term_signal;
	out->timed_out = r.timed_out;
	out->limit = r.timed_out ? "wall time" : NULL;
	out->seconds = (double)(g_get_monotonic_time() - t0) / G_USEC_PER_SEC;
	out->out = g_steal_pointer(&r.out);
	out->err = g_steal_pointer(&r.err);
	out->out_total = strlen(out->out);
	out->err_total = strlen(out->err);
	return 0;
}

int sbx_spawn_function(int *out_pid, int (*fn)(void *data), void *data, GError **error)
{
	g_autoptr(GError) err = NULL;
	pid_t pid;

	if (launch_function(&pid, LAUNCH_GROUP, fn, data, &err)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_SPAWN, "%s", err->message);
		return -SBX_ERROR_SPAWN;
	}
	*out_pid = pid;
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_build_replay(): a trial build that runs again only the compiler commands Kbuild ran in a
 * full build of the same work copy.  A Kbuild build of one small driver spends most of its time
 * in make reading the kernel's Makefiles and in modpost and the link; the compiler itself is a
 * third of it.  The porting loop rebuilds after every candidate change, where only the question
 * "what does the compiler say now" matters: the commands, printed by make (V=1) in the full
 * build, answer it for the sources the change touched, with the same flags, in the same folder.
 * What a replay cannot see (modpost, the link, a changed Makefile) the loop's final full build
 * sees.
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <string.h>
#include <sys/stat.h>

static gint64 mtime_ns(const char *path)
{
	struct stat st;

	if (lstat(path, &st))
		return -1;
	return (gint64)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec;
}

/* A file a build writes (objects, Kbuild's records), which a change to the sources never is. */
static gboolean build_product(const char *name)
{
	static const char *const ext[] = { ".o", ".ko", ".mod", ".mod.c", ".cmd", ".d", ".order",
					   ".symvers", ".a", ".s", ".i", ".lst", NULL };

	if (name[0] == '.')
		return TRUE;
	for (guint i = 0; ext[i]; i++)
		if (g_str_has_suffix(name, ext[i]))
			return TRUE;
	return FALSE;
}

/*
 * What changed under dir since @since (ns): 0 nothing but .c files, 1 a header too (every
 * source is then compiled), -1 another file (a Makefile, a file of unknown use: no replay).
 */
static int changed_since(const char *dir, gint64 since, int depth)
{
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *n;
	int res = 0;

	if (!d || depth > 16)
		return -1;
	while ((n = g_dir_read_name(d)) && res >= 0) {
		g_autofree char *p = g_build_filename(dir, n, NULL);
		struct stat st;

		if (!strcmp(n, ".git") || lstat(p, &st))
			continue;
		if (S_ISDIR(st.st_mode)) {
			int r = changed_since(p, since, depth + 1);

			res = r < 0 ? r : MAX(res, r);
			continue;
		}
		if (build_product(n) || g_str_has_suffix(n, ".c"))
			continue;
		if ((gint64)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec < since)
			continue;
		res = g_str_has_suffix(n, ".h") ? 1 : -1;
	}
	return res;
}

int sbx_build_replay(struct sbx_build *out, const struct sbx_build *full, const char *src_dir,
		     const char *kdir, const struct sbx_build_options *opts, GError **error)
{
	static const struct sbx_build_options defaults = { 0 };
	const struct sbx_build_options *o = opts ? opts : &defaults;
	struct sbx_run_options run = o->run;
	g_autoptr(GPtrArray) ro = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) rw = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GString) diag = g_string_new(NULL);
	g_autofree char *src = sbx_realpath(src_dir), *k = sbx_realpath(kdir);
	gboolean all;
	int changed;

	memset(out, 0, sizeof(*out));
	if (!full || full->mode != SBX_BUILD_KBUILD || !full->compiles || !full->compiles->len ||
	    !src || !k)
		return 1;
	changed = changed_since(src, full->started_ns, 0);
	if (changed < 0)
		return 1;
	all = changed > 0;
	sbx_kernel_trees(ro, k);
	sbx_build_binds(ro, rw, src, o);
	run.ro_paths = (const char *const *)ro->pdata;
	run.rw_paths = (const char *const *)rw->pdata;
	run.keep_diagnostics = TRUE;
	if (!run.disk_path)
		run.disk_path = src;
	out->mode = SBX_BUILD_KBUILD;
	out->json = full->json;
	out->ok = TRUE;
	out->replayed = TRUE;
	out->started_ns = g_get_real_time() * 1000;
	for (guint i = 0; i < full->compiles->len; i++) {
		const struct sbx_compile *c = full->compiles->pdata[i];
		g_autoptr(GPtrArray) argv = g_ptr_array_new();
		struct sbx_result r = { 0 };
		gint64 ms = mtime_ns(c->source), mo = mtime_ns(c->object);
		int ret;

		if (ms < 0) {
			/* the change removed a source: only make knows what that means */
			sbx_build_clear(out);
			return 1;
		}
		/*
		 * As make would: a source whose object is missing (it failed) or older than it, or
		 * every source when a header changed.  The object goes to /dev/null: the full build
		 * that follows makes the real one, with objtool's pass over it.
		 */
		if (!all && mo >= 0 && mo >= ms && ms < full->started_ns)
			continue;
		for (guint j = 0; c->argv[j]; j++) {
			g_ptr_array_add(argv, c->argv[j]);
			if (!strcmp(c->argv[j], "-o") && c->argv[j + 1]) {
				g_ptr_array_add(argv, "/dev/null");
				j++;
			}
		}
		g_ptr_array_add(argv, NULL);
		run.cwd = c->cwd;
		ret = sbx_run(&r, (const char *const *)argv->pdata, &run, error);
		if (ret) {
			sbx_build_clear(out);
			return ret;
		}
		g_string_append(diag, r.err);
		if (r.status || r.term_signal || r.timed_out)
			out->ok = FALSE;
		/* the last run's record stands for the whole: limits, isolation */
		sbx_result_clear(&out->run);
		out->run = r;
		out->nreplayed++;
	}
	if (!out->nreplayed) {
		/* nothing to compile: a change make alone can judge (a removed file, a timestamp) */
		sbx_build_clear(out);
		return 1;
	}
	out->diagnostics = g_string_free(g_steal_pointer(&diag), FALSE);
	out->command_line = g_strdup_printf("replay of %u compiler command(s) of the last Kbuild "
					    "build", out->nreplayed);
	return 0;
}

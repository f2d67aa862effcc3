// SPDX-License-Identifier: GPL-2.0
/*
 * syn_apply(): runs a derived semantic patch on the work copy through sandbox's spatch runner,
 * and turns what spatch said into a result: the diff, or one line saying why nothing changed.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "sandbox.h"
#include "synth.h"


void syn_result_clear(struct syn_result *res)
{
	if (!res)
		return;
	g_clear_pointer(&res->diff, g_free);
	g_clear_pointer(&res->why, g_free);
	res->applied = FALSE;
}

static void collect_c_files(const char *dir, GPtrArray *out, guint depth)
{
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *e;

	if (!d || depth > 4)
		return;
	while ((e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(dir, e, NULL);

		GStatBuf st;

		/*
		 * Only what lstat() calls a directory or a regular file: a build of the driver may
		 * have left a link out of the work copy or a FIFO, which spatch must not be given.
		 */
		if (e[0] == '.' || g_lstat(p, &st))
			continue;
		if (S_ISDIR(st.st_mode))
			collect_c_files(p, out, depth + 1);
		else if (S_ISREG(st.st_mode) && g_str_has_suffix(e, ".c"))
			g_ptr_array_add(out, g_steal_pointer(&p));
	}
}

static int cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The first line of spatch's complaint that says something, for a one-line why. */
static char *first_error_line(const char *errors)
{
	g_auto(GStrv) lines = g_strsplit(errors ? errors : "", "\n", -1);
	GString *s = g_string_new(NULL);

	for (guint i = 0; lines[i]; i++) {
		char *l = g_strstrip(lines[i]);

		if (!*l)
			continue;
		if (s->len)
			g_string_append(s, "; ");
		g_string_append(s, l);
		if (s->len > 200 || i >= 3)
			break;
	}
	return g_string_free(s, FALSE);
}

/* The first context or minus line of the patch's first rule, to say what did not match. */
static char *first_pattern_line(const char *cocci)
{
	g_auto(GStrv) lines = g_strsplit(cocci, "\n", -1);
	int ats = 0;

	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i];

		if (g_str_has_prefix(l, "@") && !g_str_has_prefix(l, "@script"))
			ats++;
		else if (ats >= 2 && *l && *l != '+' && !g_str_has_prefix(l, "//") &&
			 strcmp(l, "(") && strcmp(l, "|"))	/* a disjunction's own lines */
			return g_strstrip(g_strdup(l));
	}
	return g_strdup("(none)");
}

int syn_apply(struct syn_result *out, const struct syn_patch *patch, const char *work_dir,
	      GError **error)
{
	g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func(g_free);
	struct sbx_spatch_options opts = { 0 };
	struct sbx_spatch_result r = { 0 };
	g_autoptr(GError) local = NULL;
	g_autofree char *sp = NULL;
	const char *rw[2] = { work_dir, NULL };
	int fd;
	/* the rules depend on patch, as coccicheck's MODE=patch runs them */
	const char *extra[] = { "-D", "patch", "--no-includes", NULL };
	int ret = -1;

	memset(out, 0, sizeof(*out));
	if (!patch || !patch->cocci || !work_dir) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_INPUT,
			    "cannot apply a semantic patch: %s missing", work_dir ? "patch" : "work dir");
		return -1;
	}
	if (!g_file_test(work_dir, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_INPUT, "cannot apply %s: %s: not a directory",
			    patch->name ? patch->name : "patch", work_dir);
		return -1;
	}
	collect_c_files(work_dir, files, 0);
	if (!files->len) {
		out->diff = g_strdup("");
		out->why = g_strdup_printf("no .c file in %s", work_dir);
		return 0;
	}
	g_ptr_array_sort(files, cmp_str);
	g_ptr_array_add(files, NULL);

	/* Next to the sources: the sandbox binds the work dir, while its /tmp is private. */
	sp = g_build_filename(work_dir, ".porter-synth-XXXXXX.cocci", NULL);
	fd = g_mkstemp(sp);
	if (fd < 0) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH,
			    "cannot apply %s: cannot create %s: %s", patch->name, sp, g_strerror(errno));
		return -1;
	}
	close(fd);
	if (!g_file_set_contents(sp, patch->cocci, -1, &local)) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH, "cannot apply %s: %s", patch->name,
			    local->message);
		goto out_unlink;
	}
	opts.timeout_s = 120;
	opts.in_place = TRUE;
	opts.extra_args = extra;
	opts.run.rw_paths = rw;
	opts.run.cwd = work_dir;
	if (sbx_spatch(&r, sp, (const char *const *)files->pdata, &opts, &local) < 0) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH, "cannot run spatch for %s: %s",
			    patch->name, local->message);
		goto out_unlink;
	}
	out->diff = g_strdup(r.diff ? r.diff : "");
	if (r.run.timed_out) {
		out->why = g_strdup_printf("spatch timed out after %.0fs on %s", r.run.seconds, work_dir);
	} else if (!r.ok) {
		g_autofree char *msg = first_error_line(r.errors ? r.errors : r.run.err);

		if (strstr(msg, "parse error") || strstr(msg, "rror"))
			out->why = g_strdup_printf("spatch could not parse %s: %s", patch->name, msg);
		else
			out->why = g_strdup_printf("spatch failed (status %d) on %s: %s",
						   r.run.status, patch->name, msg);
	} else if (!r.changed && !*out->diff) {
		g_autofree char *pat = first_pattern_line(patch->cocci);

		out->why = g_strdup_printf("spatch matched nothing in %u file(s) of %s: the driver has no "
					   "code like the example's first rule (\"%s\")",
					   files->len - 1, work_dir, pat);
	} else {
		out->applied = TRUE;
	}
	ret = 0;
	sbx_spatch_result_clear(&r);
out_unlink:
	g_unlink(sp);
	return ret;
}

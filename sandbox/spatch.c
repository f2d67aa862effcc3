// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_spatch(): runs Coccinelle's spatch on a list of files through sbx_run() and tells success
 * from failure, which spatch's exit code alone does not (1.1.1 exits 0 when files failed).
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#ifndef PORTER_SPATCH
#define PORTER_SPATCH "spatch"
#endif

#define SBX_SPATCH_FILE_TIMEOUT_S 60

/* The deepest directory holding every path of abs (absolute, canonical). */
static char *common_dir(GPtrArray *abs)
{
	g_autofree char *common = g_path_get_dirname(abs->pdata[0]);

	for (guint i = 1; i < abs->len; i++) {
		const char *p = abs->pdata[i];

		while (strcmp(common, "/")) {
			gsize n = strlen(common);
			char *up;

			if (!strncmp(p, common, n) && p[n] == '/')
				break;
			up = g_path_get_dirname(common);
			g_free(common);
			common = up;
		}
	}
	return g_steal_pointer(&common);
}

/*
 * Whether spatch's stderr says a file or the semantic patch failed.  With --very-quiet a clean run
 * prints nothing; what it prints on failure varies (parse errors of the SmPL file, "ERROR:" on a
 * missing file, OCaml exceptions, timeouts), so look for those words rather than exact lines.
 */
static gboolean stderr_reports_failure(const char *err)
{
	static const char *const words[] = { "error", "exception", "timeout", "timed out", "fatal",
					     "not found", "cannot", "failure", NULL };
	g_autofree char *low = g_ascii_strdown(err, -1);

	for (guint i = 0; words[i]; i++)
		if (strstr(low, words[i]))
			return TRUE;
	return FALSE;
}

/* Whether spatch may see this path: it hands file names to a shell (its diff), so only plain ones. */
static gboolean plain_name(const char *path)
{
	for (const char *p = path; *p; p++)
		if (!g_ascii_isalnum(*p) && !strchr("/._+-", *p))
			return FALSE;
	return !strstr(path, "/-");
}

/* Copies file from into the new file to (not through links); 0 or -SBX_ERROR_IO. */
static int copy_plain(const char *from, const char *to, gboolean truncate, GError **error)
{
	g_autofree char *data = NULL;
	gsize len, done = 0;
	int fd;

	if (!g_file_get_contents(from, &data, &len, NULL))
		goto out_fail;
	fd = open(to, O_WRONLY | O_NOFOLLOW | O_CLOEXEC | (truncate ? O_TRUNC : O_CREAT | O_EXCL),
		  0644);
	if (fd < 0)
		goto out_fail;
	while (done < len) {
		ssize_t n = write(fd, data + done, len - done);

		if (n <= 0) {
			close(fd);
			goto out_fail;
		}
		done += n;
	}
	close(fd);
	return 0;
out_fail:
	g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot copy %s to %s: %s", from, to,
		    g_strerror(errno));
	return -SBX_ERROR_IO;
}

/* Gives path the owner of ref (uid 65534 for a work copy), so that spatch may run as that uid. */
static void own_like(const char *path, const char *ref)
{
	GStatBuf st;

	if (geteuid() == 0 && g_stat(ref, &st) == 0 && lchown(path, st.st_uid, st.st_gid))
		g_debug("cannot give %s to uid %d: %s", path, (int)st.st_uid, g_strerror(errno));
}

/* text with every occurrence of from replaced by to (owned). */
static char *replace_all(const char *text, const char *from, const char *to)
{
	g_auto(GStrv) parts = g_strsplit(text ? text : "", from, -1);

	return g_strjoinv(to, parts);
}

/* The identifiers of the minus lines of a semantic patch (what it removes), as a set. */
static GHashTable *minus_idents(const char *cocci, gboolean *out_all)
{
	GHashTable *set = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_auto(GStrv) lines = g_strsplit(cocci, "\n", -1);

	*out_all = FALSE;
	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i];

		if (g_str_has_prefix(l, "// Options:") && strstr(l, "--include-headers"))
			*out_all = TRUE;
		if (l[0] != '-' || l[1] == '-')
			continue;
		for (const char *c = l + 1; *c;) {
			const char *s = c;

			if (!g_ascii_isalpha(*c) && *c != '_') {
				c++;
				continue;
			}
			while (g_ascii_isalnum(*c) || *c == '_')
				c++;
			/* short names are metavariables (E, x, dev) more often than the API */
			if (c - s >= 4)
				g_hash_table_add(set, g_strndup(s, c - s));
		}
	}
	return set;
}

/* Whether text has one of the identifiers of set as a whole word. */
static gboolean names_any(const char *text, GHashTable *set)
{
	for (const char *c = text; *c;) {
		const char *s = c;
		g_autofree char *w = NULL;

		if (!g_ascii_isalpha(*c) && *c != '_') {
			c++;
			continue;
		}
		while (g_ascii_isalnum(*c) || *c == '_')
			c++;
		if (c - s < 4)
			continue;
		w = g_strndup(s, c - s);
		if (g_hash_table_contains(set, w))
			return TRUE;
	}
	return FALSE;
}

#define SBX_HEADER_DEPTH 4

/* The *.h files below dir (no links, no dot-folders) that AUTO or ALL selects, sorted. */
static void collect_headers(GPtrArray *out, const char *dir, guint depth, GHashTable *idents)
{
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *e;

	if (!d || depth > SBX_HEADER_DEPTH)
		return;
	while ((e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(dir, e, NULL);
		g_autofree char *text = NULL;

		if (e[0] == '.' || g_file_test(p, G_FILE_TEST_IS_SYMLINK))
			continue;
		if (g_file_test(p, G_FILE_TEST_IS_DIR)) {
			collect_headers(out, p, depth + 1, idents);
			continue;
		}
		if (!g_str_has_suffix(e, ".h") || !g_file_test(p, G_FILE_TEST_IS_REGULAR))
			continue;
		if (!idents || (g_file_get_contents(p, &text, NULL, NULL) && names_any(text, idents)))
			g_ptr_array_add(out, g_steal_pointer(&p));
	}
}

static int cmp_path(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void sbx_spatch_result_clear(struct sbx_spatch_result *r)
{
	if (!r)
		return;
	g_free(r->diff);
	g_free(r->errors);
	sbx_result_clear(&r->run);
	memset(r, 0, sizeof(*r));
}

int sbx_spatch(struct sbx_spatch_result *out, const char *sp_file, const char *const *files,
	       const struct sbx_spatch_options *opts, GError **error)
{
	static const struct sbx_spatch_options defaults = { 0 };
	const struct sbx_spatch_options *o = opts ? opts : &defaults;
	struct sbx_run_options run = o->run;
	g_autoptr(GPtrArray) abs = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) ro = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) rw = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GHashTable) dirs = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autofree char *base = NULL, *sp_abs = NULL, *here = NULL, *alias_dir = NULL;
	g_autoptr(GPtrArray) aliases = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) real_of_alias = g_ptr_array_new_with_free_func(g_free);
	guint per_file = o->timeout_s ? o->timeout_s : SBX_SPATCH_FILE_TIMEOUT_S;
	guint headers = 0;
	int ret;

	memset(out, 0, sizeof(*out));
	if (!sp_file || !g_file_test(sp_file, G_FILE_TEST_IS_REGULAR)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot run spatch: semantic patch %s: "
			    "no such file", sp_file ? sp_file : "(null)");
		return -SBX_ERROR_INPUT;
	}
	if (!files || !files[0]) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot run spatch with %s: no files",
			    sp_file);
		return -SBX_ERROR_INPUT;
	}
	here = run.cwd ? g_canonicalize_filename(run.cwd, NULL) : g_get_current_dir();
	for (guint i = 0; files[i]; i++) {
		g_autofree char *a = g_canonicalize_filename(files[i], here);
		char *real = sbx_realpath(a);

		if (!real || !g_file_test(real, G_FILE_TEST_IS_REGULAR)) {
			g_free(real);
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
				    "cannot run spatch on %s: no such file", files[i]);
			return -SBX_ERROR_INPUT;
		}
		g_hash_table_add(dirs, g_path_get_dirname(real));
		g_ptr_array_add(abs, real);
	}
	sp_abs = sbx_realpath(sp_file);
	base = run.cwd ? g_strdup(here) : common_dir(abs);
	/* the driver's own headers, where an issue in a header is */
	if (o->in_place && o->headers != SBX_SPATCH_HEADERS_NONE) {
		g_autofree char *cocci = NULL;
		g_autoptr(GHashTable) idents = NULL;
		g_autoptr(GHashTable) given = g_hash_table_new(g_str_hash, g_str_equal);
		gboolean all = o->headers == SBX_SPATCH_HEADERS_ALL;

		if (!all && g_file_get_contents(sp_abs, &cocci, NULL, NULL))
			idents = minus_idents(cocci, &all);
		for (guint i = 0; i < abs->len; i++)
			g_hash_table_add(given, abs->pdata[i]);
		if (all || (idents && g_hash_table_size(idents))) {
			g_autoptr(GPtrArray) hs = g_ptr_array_new_with_free_func(g_free);

			collect_headers(hs, base, 0, all ? NULL : idents);
			g_ptr_array_sort(hs, cmp_path);
			for (guint i = 0; i < hs->len; i++) {
				char *real = sbx_realpath(hs->pdata[i]);

				if (!real || g_hash_table_contains(given, real)) {
					g_free(real);
					continue;
				}
				g_hash_table_add(dirs, g_path_get_dirname(real));
				g_ptr_array_add(abs, real);
				headers++;
			}
		}
	}
	/*
	 * Files with names a shell would read (spaces, $(...), quotes, a leading -) go to spatch as
	 * plain-named copies in a dir of base: their results are copied back, and the names put
	 * back in the diff.
	 */
	for (guint i = 0; i < abs->len; i++) {
		g_autofree char *alias = NULL;

		if (plain_name(abs->pdata[i]))
			continue;
		if (!alias_dir) {
			alias_dir = g_build_filename(base, ".porter-spatch-XXXXXX", NULL);
			if (!g_mkdtemp_full(alias_dir, 0755)) {
				ret = -SBX_ERROR_IO;
				g_set_error(error, SBX_ERROR, SBX_ERROR_IO, "cannot create %s: %s",
					    alias_dir, g_strerror(errno));
				goto out_remove_aliases;
			}
			own_like(alias_dir, base);
			g_hash_table_add(dirs, g_strdup(alias_dir));
		}
		alias = g_strdup_printf("%s/f%04u.%c", alias_dir, i,
					g_str_has_suffix(abs->pdata[i], ".h") ? 'h' : 'c');
		ret = copy_plain(abs->pdata[i], alias, FALSE, error);
		if (ret)
			goto out_remove_aliases;
		own_like(alias, base);
		g_ptr_array_add(real_of_alias, g_strdup(abs->pdata[i]));
		g_ptr_array_add(aliases, g_strdup(alias));
		g_free(abs->pdata[i]);
		abs->pdata[i] = g_steal_pointer(&alias);
	}

	g_ptr_array_add(argv, g_strdup(PORTER_SPATCH));
	g_ptr_array_add(argv, g_strdup("--sp-file"));
	g_ptr_array_add(argv, g_strdup(sp_abs));
	g_ptr_array_add(argv, g_strdup("--very-quiet"));
	g_ptr_array_add(argv, g_strdup("--timeout"));
	g_ptr_array_add(argv, g_strdup_printf("%u", per_file));
	if (o->in_place)
		g_ptr_array_add(argv, g_strdup("--in-place"));
	g_ptr_array_add(argv, g_strdup("--patch"));
	g_ptr_array_add(argv, g_strdup(base));
	sbx_strv_append(argv, o->extra_args);
	if (headers)
		g_ptr_array_add(argv, g_strdup("--include-headers"));
	for (guint i = 0; i < abs->len; i++)
		g_ptr_array_add(argv, g_strdup(abs->pdata[i]));
	g_ptr_array_add(argv, NULL);

	sbx_strv_append(ro, o->run.ro_paths);
	g_ptr_array_add(ro, g_path_get_dirname(sp_abs));
	sbx_strv_append(rw, o->run.rw_paths);
	{
		GHashTableIter it;
		gpointer d;

		g_hash_table_iter_init(&it, dirs);
		while (g_hash_table_iter_next(&it, &d, NULL))
			g_ptr_array_add(o->in_place ? rw : ro, g_strdup(d));
	}
	g_ptr_array_add(ro, g_strdup(base));
	g_ptr_array_add(ro, NULL);
	g_ptr_array_add(rw, NULL);
	run.ro_paths = (const char *const *)ro->pdata;
	run.rw_paths = (const char *const *)rw->pdata;
	run.cwd = base;
	if (!run.timeout_s)
		run.timeout_s = per_file * abs->len + 30;

	ret = sbx_run(&out->run, (const char *const *)argv->pdata, &run, error);
	if (ret)
		goto out_remove_aliases;
	out->diff = g_strdup(out->run.out);
	for (guint i = 0; i < aliases->len; i++) {
		gsize n = strlen(base) + 1;
		const char *a = (const char *)aliases->pdata[i] + n;
		const char *r = (const char *)real_of_alias->pdata[i];
		g_autofree char *d = out->diff;

		out->diff = replace_all(d, a, g_str_has_prefix(r, base) && r[n - 1] == '/' ? r + n : r);
		if (o->in_place && !out->run.term_signal && !out->run.timed_out) {
			ret = copy_plain(aliases->pdata[i], r, TRUE, error);
			if (ret)
				goto out_remove_aliases;
		}
	}
	out->errors = g_strdup(out->run.err);
	out->changed = strstr(out->diff, "\n+++ ") != NULL || g_str_has_prefix(out->diff, "+++ ");
	out->ok = out->run.status == 0 && !out->run.term_signal && !out->run.timed_out &&
		  !stderr_reports_failure(out->errors);
out_remove_aliases:
	if (alias_dir)
		sbx_remove_tree(alias_dir, NULL);
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * `porter pool`: the example history of two kernel source trees (directories, tarballs, or Debian's
 * linux-source-X packages found by version) written into a bare repository (sandbox/pool.c), then
 * indexed with prequel: one import commit of the old tree, one commit per changed, added or removed
 * file of the code folders, then of the header folders (docs/cli.md, "porter pool").
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "porter-int.h"
#include "prequel.h"
#include "progress.h"

int porter_pool_cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* porter.h: the pool of the kernel tree @kdir under porter_pool_root() */
int porter_pool_find(char **out, const char *kdir, gboolean backport, GError **error)
{
	g_autofree char *root = porter_pool_root();
	g_autofree char *tag = NULL, *list = NULL;
	g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) match = g_ptr_array_new_with_free_func(g_free);
	guint major, minor;
	GDir *d = g_dir_open(root, 0, NULL);
	const char *n;

	if (porter_compat_tree_version(&major, &minor, kdir) == 0)
		tag = g_strdup_printf("v%u.%u", major, minor);
	while (d && (n = g_dir_read_name(d))) {
		g_autofree char *db = g_build_filename(root, n, "kernel-pair.db", NULL);
		const char *dash = strchr(n, '-');

		if (!dash || !g_file_test(db, G_FILE_TEST_IS_REGULAR))
			continue;
		g_ptr_array_add(found, g_strdup(n));
		if (tag && (backport ? strlen(tag) == (gsize)(dash - n) && !strncmp(n, tag, dash - n) :
				       !strcmp(dash + 1, tag)))
			g_ptr_array_add(match, g_steal_pointer(&db));
	}
	if (d)
		g_dir_close(d);
	if (match->len == 1) {
		*out = g_strdup(match->pdata[0]);
		return 0;
	}
	g_ptr_array_sort(found, porter_pool_cmp_str);
	g_ptr_array_add(found, NULL);
	list = g_strjoinv(", ", (char **)found->pdata);
	if (match->len > 1)
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "no --db, and %u pools in %s %s %s: give --db", match->len, root,
			    backport ? "start at" : "end at", tag);
	else if (tag)
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "no --db, and no pool %s %s in %s (%s%s): make one with `porter pool %s%u.%u%s` "
			    "(%s: the kernel the driver builds on now) or give --db",
			    backport ? "starting at" : "ending at", tag, root,
			    found->len > 1 ? "found: " : "none there", list, backport ? "" : "OLD ",
			    major, minor, backport ? " NEW" : "", backport ? "NEW" : "OLD");
	else
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "no --db, and the version of %s is unknown: give --db (`porter pool OLD NEW` "
			    "makes one)", kdir);
	return -PORTER_ERROR_INPUT;
}

/* ---- the command -------------------------------------------------------------------------- */

/* Where Debian's linux-source-X packages put their tarballs; PORTER_USR_SRC overrides it (tests). */
static const char *usr_src(void)
{
	const char *e = g_getenv("PORTER_USR_SRC");

	return e && *e ? e : "/usr/src";
}


static gboolean is_version(const char *s)
{
	return g_regex_match_simple("^[0-9]+\\.[0-9]+(\\.[0-9]+)?$", s, 0, 0);
}

/* "v6.1" from a tree's Makefile (VERSION, PATCHLEVEL), or NULL. */
static char *makefile_tag(const char *dir)
{
	g_autofree char *path = g_build_filename(dir, "Makefile", NULL), *text = NULL;
	g_autoptr(GRegex) re = NULL;
	g_autoptr(GMatchInfo) mi = NULL;
	g_autofree char *v = NULL, *pl = NULL;

	if (!g_file_get_contents(path, &text, NULL, NULL))
		return NULL;
	re = g_regex_new("^VERSION = ([0-9]+)\\s*\\nPATCHLEVEL = ([0-9]+)", G_REGEX_MULTILINE, 0,
			 NULL);
	if (!g_regex_match(re, text, 0, &mi))
		return NULL;
	v = g_match_info_fetch(mi, 1);
	pl = g_match_info_fetch(mi, 2);
	return g_strdup_printf("v%s.%s", v, pl);
}

/* "v6.12" from a tarball's name (linux-source-6.12.tar.xz, linux-6.12.3.tar.gz), or NULL. */
static char *name_tag(const char *path)
{
	g_autofree char *base = g_path_get_basename(path);
	g_autoptr(GRegex) re = g_regex_new("^linux(?:-source)?-([0-9]+)\\.([0-9]+)", 0, 0, NULL);
	g_autoptr(GMatchInfo) mi = NULL;
	g_autofree char *v = NULL, *pl = NULL;

	if (!g_regex_match(re, base, 0, &mi))
		return NULL;
	v = g_match_info_fetch(mi, 1);
	pl = g_match_info_fetch(mi, 2);
	return g_strdup_printf("v%s.%s", v, pl);
}

/* The installed linux-source tarballs and trees, "6.1, 6.12", for messages; owned. */
static char *installed_sources(void)
{
	g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func(g_free);
	GDir *d = g_dir_open(usr_src(), 0, NULL);
	const char *n;

	while (d && (n = g_dir_read_name(d)))
		if (g_str_has_prefix(n, "linux-source-")) {
			char *v = g_strdup(n + strlen("linux-source-"));

			if (g_str_has_suffix(v, ".tar.xz"))
				v[strlen(v) - strlen(".tar.xz")] = 0;
			g_ptr_array_add(found, v);
		}
	if (d)
		g_dir_close(d);
	g_ptr_array_sort(found, porter_pool_cmp_str);
	g_ptr_array_add(found, NULL);
	return found->len > 1 ? g_strjoinv(", ", (char **)found->pdata) : g_strdup("none");
}

/* A side from its argument: a directory, a tarball, or a version of Debian's linux-source. */
static int side_resolve(struct sbx_pool_side *s, const char *arg, const char *tag, GError **error)
{
	if (g_file_test(arg, G_FILE_TEST_IS_DIR)) {
		s->path = g_strdup(arg);
		s->is_dir = TRUE;
	} else if (g_file_test(arg, G_FILE_TEST_IS_REGULAR)) {
		s->path = g_strdup(arg);
	} else if (is_version(arg)) {
		g_autofree char *dir = g_strdup_printf("%s/linux-source-%s", usr_src(), arg);
		g_autofree char *tar = g_strconcat(dir, ".tar.xz", NULL);

		if (g_file_test(tar, G_FILE_TEST_IS_REGULAR)) {
			s->path = g_steal_pointer(&tar);
		} else if (g_file_test(dir, G_FILE_TEST_IS_DIR)) {
			s->path = g_steal_pointer(&dir);
			s->is_dir = TRUE;
		} else {
			g_autofree char *have = installed_sources();

			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "%s: no %s (apt-get install linux-source-%s); installed in %s: %s",
				    arg, tar, arg, usr_src(), have);
			return -PORTER_ERROR_INPUT;
		}
		s->tag = g_strconcat("v", arg, NULL);
	} else {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "%s: not a kernel source directory, tarball nor version", arg);
		return -PORTER_ERROR_INPUT;
	}
	if (tag) {
		g_free(s->tag);
		s->tag = g_strdup(tag);
	}
	if (!s->tag)
		s->tag = s->is_dir ? makefile_tag(s->path) : name_tag(s->path);
	if (s->is_dir)
		s->top = g_path_get_basename(s->path);
	s->files = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	return 0;
}

static void side_clear(struct sbx_pool_side *s)
{
	g_free(s->path);
	g_free(s->tag);
	g_free(s->top);
	if (s->files)
		g_hash_table_unref(s->files);
}

static char **split_dirs(const char *list, const char *opt, GError **error)
{
	g_auto(GStrv) v = g_strsplit(list, ",", -1);

	for (char **d = v; *d; d++) {
		g_autofree char *x = g_strconcat("/", *d, "/", NULL);

		if (!**d || **d == '/' || strstr(x, "/../") || strstr(x, "/./") || strstr(x, "//")) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "%s: '%s' is not a folder of the tree", opt, *d);
			return NULL;
		}
		/* a trailing slash names the same folder */
		while (g_str_has_suffix(*d, "/"))
			(*d)[strlen(*d) - 1] = 0;
	}
	return g_steal_pointer(&v);
}

/* Disk use of a file or a folder, in blocks; not following links. */
static guint64 disk_use(const char *path)
{
	struct stat st;
	guint64 total;
	GDir *d;
	const char *n;

	if (lstat(path, &st))
		return 0;
	total = st.st_blocks * 512;
	if (!S_ISDIR(st.st_mode) || !(d = g_dir_open(path, 0, NULL)))
		return total;
	while ((n = g_dir_read_name(d))) {
		g_autofree char *c = g_build_filename(path, n, NULL);

		total += disk_use(c);
	}
	g_dir_close(d);
	return total;
}

static char *du(const char *path)
{
	return g_format_size(disk_use(path));
}

static int pool_index(const char *git_dir, const char *db_path, const char *name,
		      const char *range, double *out_s, GError **error)
{
	struct pq_index_options o = PQ_INDEX_OPTIONS_INIT;
	struct pq_index_result res;
	g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func(g_free);
	struct pq_db *db;
	int ret;

	o.repo_name = name;
	o.range = range;
	o.progress = prog_enabled();
	o.warnings = warnings;
	if (pq_repo_check(git_dir, error) || pq_db_open(&db, db_path, TRUE, error))
		return -PORTER_ERROR_INTERNAL;
	ret = pq_index_repo(&res, db, git_dir, &o, error);
	pq_db_close(db);
	for (guint i = 0; i < warnings->len; i++)
		g_printerr("warning: %s\n", (const char *)warnings->pdata[i]);
	*out_s = res.seconds;
	return ret ? -PORTER_ERROR_INTERNAL : 0;
}

static gint64 now_s(void)
{
	return g_get_monotonic_time() / G_USEC_PER_SEC;
}

int cmd_pool(int argc, char **argv)
{
	g_autofree char *out = NULL, *code = NULL, *headers = NULL, *name = NULL;
	g_autofree char *old_tag = NULL, *new_tag = NULL;
	g_autofree char *git_dir = NULL, *db_path = NULL, *stats_path = NULL, *stats = NULL;
	g_autofree char *range = NULL;
	g_autoptr(GString) st = g_string_new(NULL);
	gboolean help = FALSE, no_index = FALSE, progress = FALSE, quiet = FALSE;
	struct sbx_pool_side o = { 0 }, n = { 0 };
	struct sbx_pool p = { 0 };
	struct sbx_pool_counts cnt = { 0 };
	g_autoptr(GError) err = NULL;
	enum prog_mode pmode;
	gint64 t0 = now_s(), t1, t2;
	int ret;
	GOptionEntry entries[] = {
		{ "help", 'h', 0, G_OPTION_ARG_NONE, &help, "show this help", NULL },
		{ "out", 0, 0, G_OPTION_ARG_FILENAME, &out,
		  "the pool's folder (default: POOL_DIR/vOLD-vNEW, see docs/cli.md)", "DIR" },
		{ "code", 0, 0, G_OPTION_ARG_STRING, &code,
		  "folders of one commit per changed file (default drivers,sound,net,fs)", "D1,D2" },
		{ "headers", 0, 0, G_OPTION_ARG_STRING, &headers,
		  "folders whose commits come after the code's (default include)", "D1,D2" },
		{ "name", 0, 0, G_OPTION_ARG_STRING, &name,
		  "the repository's name in the index and the files' (default kernel-pair)", "NAME" },
		{ "old-tag", 0, 0, G_OPTION_ARG_STRING, &old_tag,
		  "the old tree's tag (default vMAJOR.MINOR of OLD)", "TAG" },
		{ "new-tag", 0, 0, G_OPTION_ARG_STRING, &new_tag,
		  "the new tree's tag (default vMAJOR.MINOR of NEW)", "TAG" },
		{ "no-index", 0, 0, G_OPTION_ARG_NONE, &no_index, "write the history only", NULL },
		{ "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
		  "progress lines on stderr even when it is not a terminal", NULL },
		{ "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, "no progress lines", NULL },
		{ NULL }
	};
	g_autoptr(GOptionContext) ctx = g_option_context_new(
		"OLD NEW - the example history of two kernels, indexed");

	g_option_context_add_main_entries(ctx, entries, NULL);
	g_option_context_set_help_enabled(ctx, FALSE);
	g_option_context_set_description(ctx,
		"OLD and NEW: a kernel source directory, a tarball (.tar, .tar.gz, .tar.xz), or a\n"
		"version whose Debian linux-source package is installed (6.1: /usr/src/linux-source-6.1.tar.xz).\n"
		"Writes DIR/NAME.git (the history: tag vOLD, one commit per changed file, tag vNEW),\n"
		"DIR/NAME.db (its prequel index, for porter port --db) and DIR/stats.txt.  A rerun\n"
		"after a kill resumes.  Exit codes: 0 done, 2 bad input, 3 internal error.\n");
	if (!g_option_context_parse(ctx, &argc, &argv, &err)) {
		g_printerr("porter pool: %s\n", err->message);
		return PORTER_EXIT_USAGE;
	}
	if (help) {
		g_autofree char *text = g_option_context_get_help(ctx, TRUE, NULL);

		fputs(text, stdout);
		return 0;
	}
	if (argc != 3) {
		g_printerr("porter pool: expected OLD and NEW, got %d argument(s) (see --help)\n",
			   argc - 1);
		return PORTER_EXIT_USAGE;
	}
	if (prog_mode_from_flags(&pmode, progress, quiet)) {
		g_printerr("porter pool: --progress and --quiet exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	prog_init("porter", pmode);
	if (name && (!*name || strchr(name, '/') || name[0] == '.')) {
		g_printerr("porter pool: --name %s: not a plain name\n", name);
		return PORTER_EXIT_USAGE;
	}
	if (!(p.code = split_dirs(code ? code : "drivers,sound,net,fs", "--code", &err)) ||
	    !(p.headers = split_dirs(headers ? headers : "include", "--headers", &err)) ||
	    side_resolve(&o, argv[1], old_tag, &err) || side_resolve(&n, argv[2], new_tag, &err)) {
		g_printerr("porter pool: %s\n", err->message);
		ret = PORTER_EXIT_USAGE;
		goto out_clear;
	}
	if (!o.tag || !n.tag) {
		g_printerr("porter pool: cannot tell the version of %s: give --%s-tag\n",
			   !o.tag ? o.path : n.path, !o.tag ? "old" : "new");
		ret = PORTER_EXIT_USAGE;
		goto out_clear;
	}
	if (!strcmp(o.tag, n.tag)) {
		g_printerr("porter pool: both trees are %s: give --old-tag and --new-tag\n", o.tag);
		ret = PORTER_EXIT_USAGE;
		goto out_clear;
	}
	if (!out) {
		g_autofree char *root = porter_pool_root();
		g_autofree char *sub = g_strdup_printf("%s-%s", o.tag, n.tag);

		out = g_build_filename(root, sub, NULL);
	}
	if (porter_check_out_dir(out, "--out", &err)) {
		g_printerr("porter pool: %s\n", err->message);
		ret = PORTER_EXIT_USAGE;
		goto out_clear;
	}
	if (!name)
		name = g_strdup("kernel-pair");
	git_dir = g_strdup_printf("%s/%s.git", out, name);
	db_path = g_strdup_printf("%s/%s.db", out, name);
	stats_path = g_build_filename(out, "stats.txt", NULL);
	range = g_strdup_printf("%s..%s", o.tag, n.tag);

	ret = sbx_pool_open(&p, git_dir, &err);
	if (!ret) {
		g_autofree char *nt = g_strconcat("refs/tags/", n.tag, NULL);

		if (sbx_pool_has_ref(&p, nt)) {
			prog_line("%s is whole (tag %s): indexing only", git_dir, n.tag);
			if (g_file_get_contents(stats_path, &stats, NULL, NULL)) {
				g_auto(GStrv) lines = g_strsplit(stats, "\n", -1);

				for (char **l = lines; *l; l++)
					if (**l && !g_str_has_prefix(*l, "index: "))
						g_string_append_printf(st, "%s\n", *l);
			}
			t1 = t2 = now_s();
		} else {
			ret = porter_pool_read_side(&p, &o, &err) || porter_pool_read_side(&p, &n, &err) ? -1 : 0;
			t1 = now_s();
			if (!ret)
				ret = sbx_pool_history(&p, &cnt, &o, &n, &err);
			if (!ret)
				ret = sbx_pool_flush(&p, TRUE, &err);
			if (!ret)
				ret = sbx_pool_refs(&p, o.tag, n.tag, &err);
			t2 = now_s();
			g_string_append_printf(st, "%s: %u files in %s, %u changed, %u added, %u removed\n"
					       "commits %s: %u\nread: %" G_GINT64_FORMAT " s; history: %"
					       G_GINT64_FORMAT " s, %" G_GUINT64_FORMAT " objects in %u packs\n",
					       name, cnt.files_old, o.tag, cnt.changed, cnt.added,
					       cnt.removed, range, cnt.commits, t1 - t0, t2 - t1,
					       p.written, p.packs);
			if (!ret) {
				g_autofree char *size = du(git_dir);

				g_string_append_printf(st, "history: %s\n", size);
			}
		}
	}
	sbx_pool_close(&p);
	if (ret) {
		g_printerr("porter pool: %s\n", err->message);
		ret = g_error_matches(err, PORTER_ERROR, PORTER_ERROR_INPUT) ? PORTER_EXIT_USAGE :
		      PORTER_EXIT_INTERNAL;
		goto out_clear;
	}
	if (!no_index) {
		double secs = 0;
		g_autofree char *size = NULL;

		prog_line("indexing %s (%s)", git_dir, range);
		if (pool_index(git_dir, db_path, name, range, &secs, &err)) {
			g_printerr("porter pool: cannot index %s: %s\n", git_dir, err->message);
			ret = PORTER_EXIT_INTERNAL;
			goto out_clear;
		}
		size = du(db_path);
		g_string_append_printf(st, "index: %" G_GINT64_FORMAT " s, %s\n", now_s() - t2, size);
	}
	if (porter_write_file(stats_path, st->str, -1, &err)) {
		g_printerr("porter pool: %s\n", err->message);
		ret = PORTER_EXIT_INTERNAL;
		goto out_clear;
	}
	fputs(st->str, stdout);
	if (!no_index)
		printf("pool: %s (porter port --db %s)\n", out, db_path);
	ret = 0;
out_clear:
	g_strfreev(p.code);
	g_strfreev(p.headers);
	side_clear(&o);
	side_clear(&n);
	return ret;
}

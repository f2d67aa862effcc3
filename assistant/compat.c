// SPDX-License-Identifier: GPL-2.0
/*
 * --compat: a kept fix written the way out-of-tree maintainers write it, the old code and the new
 * side by side under a preprocessor guard, so that the driver still builds against the kernel it
 * was written for.  Works on the fix's result (each changed file before and after), never inside
 * synth: the change is read from the work copy, the guard found (compat-guard.c), the files
 * rewritten (compat-text.c), a probe added to the Kbuild file when the guard is one, and the
 * driver built against the target and every other kernel, each build from the package's top.
 * docs/compat.md.
 */
#include <string.h>

#include "cfront.h"
#include "porter.h"
#include "prequel.h"
#include "reducer.h"
#include "sandbox.h"

struct porter_compat {
	struct porter_compat_options o;
	struct sbx_build_options bopts;
	struct pq_db *db;
	GHashTable *baseline;		/* other kernel -> GHashTable of issue keys of the driver */
	GHashTable *baseline_ok;	/* other kernel -> GINT_TO_POINTER(build ok) */
};

int porter_compat_new(struct porter_compat **out, const struct porter_compat_options *o,
		      const struct sbx_build_options *bopts, struct pq_db *db, GError **error)
{
	struct porter_compat *c;

	for (guint i = 0; o->also && o->also[i]; i++) {
		if (!g_file_test(o->also[i], G_FILE_TEST_IS_DIR)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "cannot read kernel %s (--also-build): not a directory",
				    o->also[i]);
			return -PORTER_ERROR_INPUT;
		}
	}
	c = g_new0(struct porter_compat, 1);
	c->o = *o;
	c->bopts = *bopts;
	c->db = db;
	c->baseline = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
					    (GDestroyNotify)g_hash_table_unref);
	c->baseline_ok = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	*out = c;
	return 0;
}

void porter_compat_free(struct porter_compat *c)
{
	if (!c)
		return;
	g_hash_table_unref(c->baseline);
	g_hash_table_unref(c->baseline_ok);
	g_free(c);
}

/* "kind symbol container in FILE" of every issue, FILE relative to @dir. */
static GHashTable *issue_keys(GPtrArray *issues, const char *dir)
{
	GHashTable *set = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	gsize n = strlen(dir);

	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *is = issues->pdata[i];
		g_autofree char *k = porter_issue_key(red_kind_name(is->kind), is->symbol,
						      is->container);
		const char *f = is->file ? is->file : "?";

		if (!strncmp(f, dir, n) && f[n] == '/')
			f += n + 1;
		g_hash_table_add(set, g_strdup_printf("%s in %s", k, f));
	}
	return set;
}

/*
 * The driver built from @top (the package's copy holding @dir, the driver's) against @kdir and
 * reduced: its issue keys, relative to @dir, and optionally the issues and the log.
 */
static int build_keys(GHashTable **out_keys, GPtrArray **out_issues, char **out_log,
		      gboolean *out_ok, struct porter_compat *c, struct sbx_work *w, const char *kdir,
		      GError **error)
{
	const char *dir = sbx_work_path(w);
	struct sbx_build b = { 0 };
	struct red_options ro = RED_OPTIONS_INIT;
	g_autoptr(GError) err = NULL;
	GPtrArray *issues = NULL;
	int ret;

	ret = sbx_build_run(&b, sbx_work_top(w), kdir, &c->bopts, &err);
	if (ret) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "cannot build the driver against %s: %s", kdir, err->message);
		ret = -PORTER_ERROR_INTERNAL;
		goto out_clear;
	}
	ro.source_dir = dir;
	ro.kernel_dir = kdir;
	ret = red_reduce_log(&issues, NULL, b.diagnostics ? b.diagnostics : "",
			     b.diagnostics ? strlen(b.diagnostics) : 0, &ro, &err);
	if (ret) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "cannot reduce the compiler output of %s: %s", kdir, err->message);
		ret = -PORTER_ERROR_INTERNAL;
		goto out_clear;
	}
	*out_keys = issue_keys(issues, dir);
	*out_ok = b.ok && !b.run.limit;
	if (out_log) {
		const char *d = b.diagnostics && *b.diagnostics ? b.diagnostics : b.run.err;

		*out_log = g_strdup(d ? d : "");
	}
	if (out_issues)
		*out_issues = issues;
	else
		g_ptr_array_unref(issues);
out_clear:
	sbx_build_clear(&b);
	return ret;
}

/*
 * The driver as it was, built once against each other kernel: what "as clean as before" means.
 * The copy holds its package, as the loop's does, so that headers outside the module folder are
 * found.
 */
static int baselines(struct porter_compat *c, GError **error)
{
	struct sbx_work *w = NULL;
	g_autoptr(GError) err = NULL;
	int ret = 0;

	if (!c->o.also || !c->o.also[0] || g_hash_table_size(c->baseline))
		return 0;
	if (sbx_work_new_package(&w, c->o.driver, c->o.package, NULL, 0, 0, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "cannot copy %s for its first builds: %s", c->o.driver, err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	for (guint i = 0; c->o.also[i] && !ret; i++) {
		GHashTable *keys = NULL;
		gboolean ok = FALSE;

		ret = build_keys(&keys, NULL, NULL, &ok, c, w, c->o.also[i], error);
		if (ret)
			break;
		g_hash_table_insert(c->baseline, g_strdup(c->o.also[i]), keys);
		g_hash_table_insert(c->baseline_ok, g_strdup(c->o.also[i]), GINT_TO_POINTER(ok));
	}
	sbx_work_free(w, TRUE);
	return ret;
}

/* The paths the working tree changed from HEAD, from the diff's "diff --git a/X b/X" lines. */
static GPtrArray *changed_paths(const char *diff)
{
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);
	g_auto(GStrv) lines = g_strsplit(diff ? diff : "", "\n", -1);

	for (guint i = 0; lines[i]; i++) {
		const char *b;

		if (g_str_has_prefix(lines[i], "diff --git a/") && (b = strstr(lines[i], " b/")))
			g_ptr_array_add(out, g_strdup(b + 3));
	}
	return out;
}

/* The headers of @text's `#include <X>` lines, appended to @out (owned strings). */
static void file_includes(GPtrArray *out, const char *text)
{
	g_auto(GStrv) ls = g_strsplit(text ? text : "", "\n", -1);

	for (guint i = 0; ls[i]; i++) {
		char *h = porter_compat_included(ls[i]);

		if (h && !g_ptr_array_find_with_equal_func(out, h, g_str_equal, NULL))
			g_ptr_array_add(out, h);
		else
			g_free(h);
	}
}

/* The lines of @regions on one side of @text, joined: the code a probe is written from. */
static void region_code(GString *out, const char *text, GArray *regions, gboolean old_side)
{
	g_auto(GStrv) ls = g_strsplit(text ? text : "", "\n", -1);
	guint n = g_strv_length(ls);

	for (guint i = 0; i < regions->len; i++) {
		const struct porter_compat_region *r =
			&g_array_index(regions, struct porter_compat_region, i);
		guint s = old_side ? r->old_start : r->new_start, e = old_side ? r->old_end : r->new_end;

		for (guint j = s; j < e && j < n; j++)
			g_string_append_printf(out, "%s\n", ls[j]);
	}
}

/* The headers of the `#include <X>` lines among @regions on one side of @text, in order. */
static GPtrArray *include_lines(const char *text, GArray *regions, gboolean old_side)
{
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GString) code = g_string_new(NULL);
	g_auto(GStrv) ls = NULL;

	region_code(code, text, regions, old_side);
	ls = g_strsplit(code->str, "\n", -1);
	for (guint i = 0; ls[i]; i++) {
		char *h = porter_compat_included(ls[i]);

		if (h)
			g_ptr_array_add(out, h);
	}
	return out;
}

#define PROBES_END "endif # porter --compat probes"

/*
 * The Kbuild file of the driver's module folder (Kbuild, else Makefile), relative to @dir,
 * owned; NULL when there is none.
 */
static char *kbuild_file(const char *dir)
{
	g_autofree char *rel = NULL, *kb = NULL, *full = NULL;

	if (sbx_kbuild_dir(&rel, dir, NULL, NULL))
		return NULL;
	kb = g_build_filename(rel, "Kbuild", NULL);
	full = g_build_filename(dir, kb, NULL);
	if (g_file_test(full, G_FILE_TEST_IS_REGULAR))
		return g_steal_pointer(&kb);
	return g_build_filename(rel, "Makefile", NULL);
}

/*
 * A probe's name no other change of the driver uses: HAVE_X, else HAVE_X_2, ...  A name the
 * driver's code or its Kbuild file already holds is another change's (or the driver's own).
 */
static void unique_name(struct porter_compat_guard *g, const char *kbuild, GPtrArray *texts)
{
	g_autofree char *base = g_strdup(g->name);
	gboolean neg;

	for (guint k = 2; k < 100; k++) {
		gboolean used = porter_compat_has_word(kbuild, g->name);

		for (guint i = 0; !used && i < texts->len; i++)
			used = porter_compat_has_word(texts->pdata[i], g->name);
		if (!used)
			break;
		g_free(g->name);
		g->name = g_strdup_printf("%s_%u", base, k);
	}
	neg = g->cond[0] == '!';
	g_free(g->cond);
	g->cond = g_strdup_printf("%sdefined(%s)", neg ? "!" : "", g->name);
}

/*
 * @kbuild with @g's probe: one block at its end, read by Kbuild alone (KERNELRELEASE set), that
 * compiles each probe with the flags of the kernel being built for and adds -DHAVE_X to the
 * driver's ccflags-y when it compiles.  Owned.
 */
static char *probe_block(const char *kbuild, const struct porter_compat_guard *g)
{
	g_autofree char *var = g_ascii_strdown(g->name + strlen("HAVE_"), -1);
	g_autofree char *lines = g_strdup_printf(
		"porter-have-%s := $(shell echo '%s' | \\\n"
		"\t$(porter-probe) %s >/dev/null 2>&1 && echo -D%s)\n"
		"ccflags-y += $(porter-have-%s)\n", var, g->probe, g->probe_includes, g->name, var);
	const char *end = kbuild ? strstr(kbuild, PROBES_END) : NULL;
	gboolean nl = kbuild && *kbuild && !g_str_has_suffix(kbuild, "\n");

	if (end)
		return g_strdup_printf("%.*s%s%s", (int)(end - kbuild), kbuild, lines, end);
	return g_strdup_printf(
		"%s%s\n"
		"# porter --compat: each probe is compiled against the kernel being built for, with its\n"
		"# flags; one that compiles defines its HAVE_ macro for the driver's code\n"
		"ifneq ($(KERNELRELEASE),)\n"
		"porter-probe = $(CC) $(NOSTDINC_FLAGS) $(LINUXINCLUDE) \\\n"
		"\t-include $(srctree)/include/linux/compiler_types.h $(KBUILD_CPPFLAGS) \\\n"
		"\t$(KBUILD_CFLAGS) $(KBUILD_CFLAGS_MODULE) -Werror -fsyntax-only -x c -\n"
		"%s" PROBES_END "\n", kbuild ? kbuild : "", nl ? "\n" : "", lines);
}

/*
 * Whether the last Kbuild build in @dir defined @name: its .o.cmd files (Kbuild's record of each
 * compile command) hold -D@name.
 */
static gboolean probe_said_yes(const char *dir, const char *kbuild, const char *name)
{
	g_autofree char *sub = g_path_get_dirname(kbuild);
	g_autofree char *bdir = g_build_filename(dir, sub, NULL);
	g_autofree char *flag = g_strconcat("-D", name, NULL);
	g_autoptr(GDir) d = g_dir_open(bdir, 0, NULL);
	const char *e;

	while (d && (e = g_dir_read_name(d))) {
		g_autofree char *path = NULL, *text = NULL;

		if (*e != '.' || !g_str_has_suffix(e, ".o.cmd"))
			continue;
		path = g_build_filename(bdir, e, NULL);
		/* the build wrote them: a link or a FIFO among them is not followed */
		if (sbx_read_untrusted(path, SBX_MAX_SOURCE_BYTES, &text, NULL, NULL))
			continue;
		/* -DHAVE_X, not -DHAVE_X_2 */
		for (const char *p = strstr(text, flag); p; p = strstr(p + 1, flag))
			if (!g_ascii_isalnum(p[strlen(flag)]) && p[strlen(flag)] != '_')
				return TRUE;
	}
	return FALSE;
}

/* The kept fix as compat reads it: each file it changed, before and after, and their regions. */
struct fix_files {
	GPtrArray *paths, *olds, *news, *regs;
};

static void fix_files_clear(struct fix_files *f)
{
	g_clear_pointer(&f->paths, g_ptr_array_unref);
	g_clear_pointer(&f->olds, g_ptr_array_unref);
	g_clear_pointer(&f->news, g_ptr_array_unref);
	g_clear_pointer(&f->regs, g_ptr_array_unref);
}

static void change_clear(struct porter_compat_change *ch)
{
	g_free(ch->newer_name);
	g_free(ch->older_name);
	g_clear_pointer(&ch->newer_words, g_ptr_array_unref);
	g_clear_pointer(&ch->older_words, g_ptr_array_unref);
	g_clear_pointer(&ch->newer_includes, g_ptr_array_unref);
	g_clear_pointer(&ch->includes, g_ptr_array_unref);
}

/* One changed file into @ch: its includes, each side's regions' code, words and includes. */
static void read_file_change(struct porter_compat_change *ch, GString *newer_code,
			     GString *older_code, const char *old, const char *new, GArray *r,
			     gboolean backport)
{
	file_includes(ch->includes, old);
	region_code(backport ? newer_code : older_code, old, r, TRUE);
	region_code(backport ? older_code : newer_code, new, r, FALSE);
	if (backport) {
		g_autoptr(GPtrArray) inc = include_lines(old, r, TRUE);
		g_autoptr(GArray) sw = g_array_copy(r);

		/* backwards: the driver's own code is the newer kernel's */
		for (guint j = 0; j < sw->len; j++) {
			struct porter_compat_region *x =
				&g_array_index(sw, struct porter_compat_region, j);
			struct porter_compat_region y = { x->new_start, x->new_end, x->old_start,
							  x->old_end };

			*x = y;
		}
		porter_compat_words(ch->newer_words, ch->older_words, new, old, sw);
		g_ptr_array_extend_and_steal(ch->newer_includes, g_steal_pointer(&inc));
	} else {
		g_autoptr(GPtrArray) inc = include_lines(new, r, FALSE);

		porter_compat_words(ch->newer_words, ch->older_words, old, new, r);
		g_ptr_array_extend_and_steal(ch->newer_includes, g_steal_pointer(&inc));
	}
}

/*
 * The kept fix read from the work copy (HEAD and the working tree) into @f and @ch: which
 * kernel is newer, each side's words, includes and code (@newer_code, @older_code).
 */
static int read_fix(struct fix_files *f, struct porter_compat_change *ch, GString *newer_code,
		    GString *older_code, struct porter_compat *c, struct sbx_work *w,
		    const struct red_issue *issue, GError **error)
{
	const char *other = c->o.also && c->o.also[0] ? c->o.also[0] : NULL;
	g_autofree char *diff = NULL;
	g_autoptr(GError) err = NULL;

	if (sbx_work_diff(w, "HEAD", NULL, &diff, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot diff the fix: %s",
			    err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	f->paths = changed_paths(diff);
	f->olds = g_ptr_array_new_with_free_func(g_free);
	f->news = g_ptr_array_new_with_free_func(g_free);
	f->regs = g_ptr_array_new_with_free_func((GDestroyNotify)g_array_unref);
	/* the newer kernel's side: the fixed code forward, the driver's own code for a backport */
	ch->newer_kdir = c->o.backport ? other : c->o.kernel;
	ch->older_kdir = c->o.backport ? c->o.kernel : other;
	ch->newer_name = ch->newer_kdir ? g_path_get_basename(ch->newer_kdir) : g_strdup("?");
	ch->older_name = ch->older_kdir ? g_path_get_basename(ch->older_kdir) : g_strdup("?");
	if (ch->newer_kdir)
		porter_compat_tree_version(&ch->newer_major, &ch->newer_minor, ch->newer_kdir);
	if (ch->older_kdir)
		porter_compat_tree_version(&ch->older_major, &ch->older_minor, ch->older_kdir);
	ch->symbol = issue->symbol;
	ch->newer_words = g_ptr_array_new_with_free_func(g_free);
	ch->older_words = g_ptr_array_new_with_free_func(g_free);
	ch->newer_includes = g_ptr_array_new_with_free_func(g_free);
	ch->includes = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; i < f->paths->len; i++) {
		g_autofree char *full = g_build_filename(sbx_work_path(w), f->paths->pdata[i], NULL);
		char *old = NULL, *new = NULL;
		gsize olen = 0;
		GArray *r;

		if (sbx_work_read(w, "HEAD", f->paths->pdata[i], &old, &olen, &err) ||
		    sbx_read_untrusted(full, SBX_MAX_SOURCE_BYTES, &new, NULL, NULL)) {
			g_free(old);
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
				    "cannot read the fix of %s", (char *)f->paths->pdata[i]);
			return -PORTER_ERROR_INTERNAL;
		}
		g_ptr_array_add(f->olds, old);
		g_ptr_array_add(f->news, new);
		r = porter_compat_regions(old, new);
		g_ptr_array_add(f->regs, r);
		read_file_change(ch, newer_code, older_code, old, new, r, c->o.backport);
	}
	ch->newer_code = newer_code->str;
	ch->older_code = older_code->str;
	return 0;
}

/*
 * A probe guard's block added to the driver's Kbuild file (named in *@out_kb), its name made one
 * no other change uses.  0, or 0 with *@out_why when there is no Kbuild file to hold it.
 */
static int add_probe(char **out_kb, char **out_why, struct porter_compat_guard *g,
		     const char *dir, const struct fix_files *f, GError **error)
{
	g_autofree char *kb = kbuild_file(dir), *full = NULL, *kb_text = NULL, *text = NULL;

	if (!kb) {
		*out_why = g_strdup("compat: no Kbuild file or Makefile to run the probe");
		return 0;
	}
	full = g_build_filename(dir, kb, NULL);
	/* the driver is not trusted: a link or a FIFO for a Makefile is not read */
	if (sbx_read_untrusted(full, SBX_MAX_SOURCE_BYTES, &kb_text, NULL, NULL)) {
		*out_why = g_strdup_printf("compat: cannot read %s for the probe", kb);
		return 0;
	}
	unique_name(g, kb_text, f->olds);
	unique_name(g, kb_text, f->news);
	text = probe_block(kb_text, g);
	if (sbx_work_put(full, text, -1, error))
		return -PORTER_ERROR_INTERNAL;
	*out_kb = g_steal_pointer(&kb);
	return 0;
}

/* The first of @keys that @allowed (NULL: none) lacks, or NULL. */
static const char *new_key(GHashTable *keys, GHashTable *allowed)
{
	GHashTableIter it;
	gpointer k;

	g_hash_table_iter_init(&it, keys);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!allowed || !g_hash_table_contains(allowed, k))
			return k;
	return NULL;
}

/*
 * Every other kernel built with the guarded fix: no issue its first build did not have, and no
 * failure where it built.  0 (with *@out_why when one does not hold), or <0 on error.  What the
 * probe @name (in @kb, NULL: none) answered is appended to @said.
 */
static int check_others(char **out_why, GString *said, struct porter_compat *c,
			struct sbx_work *w, const char *kb, const char *name, GError **error)
{
	for (guint i = 0; c->o.also && c->o.also[i]; i++) {
		g_autoptr(GHashTable) keys = NULL;
		GHashTable *before = g_hash_table_lookup(c->baseline, c->o.also[i]);
		gboolean was_ok = GPOINTER_TO_INT(g_hash_table_lookup(c->baseline_ok, c->o.also[i]));
		gboolean now_ok = FALSE;
		const char *k;
		int ret;

		ret = build_keys(&keys, NULL, NULL, &now_ok, c, w, c->o.also[i], error);
		if (ret)
			return ret;
		if (kb)
			g_string_append_printf(said, ", %s against %s",
					       probe_said_yes(sbx_work_path(w), kb, name) ?
					       "defined" : "not defined", c->o.also[i]);
		if ((k = new_key(keys, before))) {
			*out_why = g_strdup_printf("compat: guarded, %s gets %s", c->o.also[i], k);
			return 0;
		}
		if (was_ok && !now_ok) {
			*out_why = g_strdup_printf("compat: guarded, the build against %s fails",
						   c->o.also[i]);
			return 0;
		}
	}
	return 0;
}

/* The commit message's paragraph on the guard: its test, its evidence, where it was built. */
static char *guard_note(const struct porter_compat *c, const struct porter_compat_guard *g,
			const char *said)
{
	GString *s = g_string_new(NULL);

	g_string_append_printf(s, "With --compat the new code is guarded by `%s` and the old code "
			       "kept in its #else, so that the driver still builds against the "
			       "kernels it was written for.  Evidence for the guard (%s): %s.",
			       g->cond, porter_compat_evidence_name(g->evidence), g->why);
	for (guint i = 0; c->o.also && c->o.also[i]; i++)
		g_string_append_printf(s, "%s%s", i ? ", " : "  Built cleanly as before against ",
				       c->o.also[i]);
	if (c->o.also && c->o.also[0])
		g_string_append_c(s, '.');
	if (*said)
		g_string_append_printf(s, "%s.", said);
	return g_string_free(s, FALSE);
}

int porter_compat_apply(struct porter_compat *c, struct sbx_work *w, const struct red_issue *issue,
			GPtrArray *fixed, GPtrArray **out_issues, char **out_log, gboolean *out_ok,
			char **out_note, char **out_why, GError **error)
{
	const char *dir = sbx_work_path(w);
	struct porter_compat_change ch = { 0 };
	struct porter_compat_guard g = { 0 };
	struct fix_files f = { 0 };
	g_autoptr(GHashTable) want = NULL, got = NULL;
	g_autoptr(GString) newer_code = g_string_new(NULL), older_code = g_string_new(NULL);
	g_autoptr(GString) said = g_string_new(NULL);
	g_autofree char *kb = NULL, *log = NULL;
	GPtrArray *issues = NULL;
	gboolean ok = FALSE;
	const char *k;
	int ret;

	*out_issues = NULL, *out_log = NULL, *out_note = NULL, *out_why = NULL;
	ret = baselines(c, error);
	if (ret)
		return ret;
	ret = read_fix(&f, &ch, newer_code, older_code, c, w, issue, error);
	if (ret)
		goto out_clear;
	if (!f.paths->len) {
		*out_why = g_strdup("compat: the fix changed no file");
		goto out_clear;
	}
	if (porter_compat_guard_for(&g, &ch, cf_ktree_get(ch.newer_kdir), cf_ktree_get(ch.older_kdir),
				    c->db)) {
		*out_why = g_strdup_printf("compat: no guard: the version of %s is unknown",
					   ch.newer_name);
		goto out_clear;
	}
	if (g.evidence == PORTER_COMPAT_PROBE) {
		ret = add_probe(&kb, out_why, &g, dir, &f, error);
		if (ret || *out_why)
			goto out_clear;
	}
	for (guint i = 0; i < f.paths->len; i++) {
		g_autofree char *full = g_build_filename(dir, f.paths->pdata[i], NULL);
		g_autofree char *text = porter_compat_rewrite(f.olds->pdata[i], f.news->pdata[i],
							      f.regs->pdata[i], &g, !c->o.backport);

		if (sbx_work_put(full, text, -1, error)) {
			ret = -PORTER_ERROR_INTERNAL;
			goto out_clear;
		}
	}
	/* the target: the guard must pick the fix, whose build the loop judged */
	ret = build_keys(&got, &issues, &log, &ok, c, w, c->o.kernel, error);
	if (ret)
		goto out_clear;
	if (kb) {
		gboolean yes = probe_said_yes(dir, kb, g.name);
		/* the new code on the target: the probed form is its, but for a backport */
		gboolean expect = (g.cond[0] != '!') != c->o.backport;

		if (yes != expect) {
			*out_why = g_strdup_printf("compat: the probe of %s %s against %s", g.name,
						   yes ? "compiled" : "did not compile", c->o.kernel);
			goto out_clear;
		}
		g_string_append_printf(said, "  The builds ran the probe in %s: %s %s against %s",
				       kb, g.name, yes ? "defined" : "not defined", c->o.kernel);
	}
	want = issue_keys(fixed, dir);
	if ((k = new_key(got, want))) {
		*out_why = g_strdup_printf("compat: guarded, %s gets %s", ch.newer_name, k);
		goto out_clear;
	}
	ret = check_others(out_why, said, c, w, kb, g.name, error);
	if (ret || *out_why)
		goto out_clear;
	*out_note = guard_note(c, &g, said->str);
	*out_issues = g_steal_pointer(&issues);
	*out_log = g_steal_pointer(&log);
	*out_ok = ok;
	ret = 1;
out_clear:
	if (issues)
		g_ptr_array_unref(issues);
	porter_compat_guard_clear(&g);
	change_clear(&ch);
	fix_files_clear(&f);
	return ret;
}

void porter_compat_note(struct porter_patch *pp, const char *note)
{
	g_autofree char *wrapped = porter_wrap(note, 72);
	char *body = g_strconcat(pp->body, "\n", wrapped, NULL);
	char *notes = g_strconcat(pp->notes ? pp->notes : "", "compat: ", note, "\n", NULL);

	g_free(pp->body);
	pp->body = body;
	g_free(pp->notes);
	pp->notes = notes;
}

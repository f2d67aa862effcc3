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
#include "synth-int.h"


void syn_result_clear(struct syn_result *res)
{
	if (!res)
		return;
	g_clear_pointer(&res->diff, g_free);
	g_clear_pointer(&res->why, g_free);
	g_clear_pointer(&res->note, g_free);
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

/* path inside work_dir, as messages and diffs name it (borrowed from path). */
static const char *rel_path(const char *path, const char *work_dir)
{
	gsize n = strlen(work_dir);

	if (!g_str_has_prefix(path, work_dir))
		return path;
	return path + n + (path[n] == '/');
}

/* The C names of text, each once; none of synth's metavariables ("mv_x", "me3") or keywords. */
static GHashTable *pattern_names(const char *text)
{
	GHashTable *w = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	for (const char *p = text; *p;) {
		const char *b = p;
		char *n;

		if (!g_ascii_isalpha(*p) && *p != '_') {
			p++;
			continue;
		}
		while (g_ascii_isalnum(*p) || *p == '_')
			p++;
		n = g_strndup(b, p - b);
		if (cf_is_keyword(n) || (n[0] == 'm' && (strchr(n, '_') || g_ascii_isdigit(n[2]))))
			g_free(n);
		else
			g_hash_table_add(w, n);
	}
	return w;
}

/*
 * The line of the driver's files whose code (cfront's tokens: no comment, no string) shares the
 * most names with pattern line pat, two at least (or pat's only one), as "FILE:LINE: text" (FILE
 * relative to work_dir, text cut to 80 bytes), or NULL: where a reader looks for what the
 * example's rule expected.
 */
static char *closest_line(GPtrArray *files, const char *pat, const char *work_dir)
{
	g_autoptr(GHashTable) want = pattern_names(pat);
	g_autofree char *best = NULL;
	guint need = MIN(g_hash_table_size(want), 2), best_n = need ? need - 1 : G_MAXUINT;

	for (guint i = 0; need && i + 1 < files->len; i++) {
		g_autofree char *text = NULL;
		g_autoptr(cf_tokens) l = NULL;
		g_autoptr(GHashTable) seen = g_hash_table_new(g_str_hash, g_str_equal);
		const struct cf_token *t;
		gsize len = 0;
		int line = -1;
		guint n = 0;

		if (sbx_read_untrusted(files->pdata[i], SBX_MAX_SOURCE_BYTES, &text, &len, NULL))
			continue;
		l = cf_lex(text, len, 0);
		t = (const struct cf_token *)(void *)l->toks->data;
		for (guint k = 0; k <= l->toks->len; k++) {
			if (k == l->toks->len || t[k].line != line) {
				if (n > best_n) {
					g_auto(GStrv) ls = g_strsplit(text, "\n", line + 1);
					g_autofree char *c = g_strstrip(g_strndup(ls[line - 1], 80));

					best_n = n;
					g_free(best);
					best = g_strdup_printf("%s:%d: %s", rel_path(files->pdata[i], work_dir),
							       line, c);
				}
				if (k == l->toks->len)
					break;
				line = t[k].line;
				n = 0;
				g_hash_table_remove_all(seen);
			}
			if (t[k].kind == CF_IDENT && g_hash_table_contains(want, t[k].text) &&
			    !g_hash_table_contains(seen, t[k].text)) {
				g_hash_table_add(seen, (gpointer)t[k].text);
				n++;
			}
		}
	}
	return g_steal_pointer(&best);
}

/* spatch, in place, on files (NULL-terminated) under work_dir, as coccicheck's MODE=patch. */
static int run_spatch(struct sbx_spatch_result *r, const char *sp, const char *const *files,
		      const char *work_dir, GError **error)
{
	struct sbx_spatch_options opts = { 0 };
	const char *rw[2] = { work_dir, NULL };
	/* the rules depend on patch, as coccicheck's MODE=patch runs them */
	static const char *const extra[] = { "-D", "patch", "--no-includes", NULL };

	opts.timeout_s = 120;
	opts.in_place = TRUE;
	opts.extra_args = extra;
	opts.run.rw_paths = rw;
	opts.run.cwd = work_dir;
	return sbx_spatch(r, sp, files, &opts, error);
}

/* The macros of kdir's version.h, or NULL when it has none. */
static GHashTable *tree_macros(const char *kdir)
{
	g_autofree char *vh = NULL, *text = NULL;
	GHashTable *m;

	if (!kdir)
		return NULL;
	vh = g_build_filename(kdir, "include", "generated", "uapi", "linux", "version.h", NULL);
	if (!g_file_get_contents(vh, &text, NULL, NULL))
		return NULL;
	m = cf_pp_macros_new();
	if (!cf_pp_macros_add_text(m, text))
		g_clear_pointer(&m, g_hash_table_unref);
	return m;
}

/* One file spatch sees through a view: its text as it was, and the view. */
struct viewed {
	char *path;		/* borrowed from the file list */
	char *text;
	struct sd_ppview v;
};

static void viewed_free(gpointer p)
{
	struct viewed *f = p;

	g_free(f->text);
	sd_ppview_clear(&f->v);
	g_free(f);
}

/*
 * One pass of views (pick) over files: each file with a decided group is written as its view,
 * spatch runs on those, and its change is merged back; every file ends as its own text or as
 * the merge.  Adds the diffs to diff, what was done to notes, what was refused to refused and
 * the files viewed to *viewed.  Returns the number of files changed, or -1 with error set when
 * spatch cannot run.
 */
static int view_pass(GString *diff, GString *notes, GString *refused, guint *viewed,
		     const char *sp, GPtrArray *files, const char *work_dir, GHashTable *macros,
		     enum sd_view_pick pick, GError **error)
{
	g_autoptr(GPtrArray) vs = g_ptr_array_new_with_free_func(viewed_free);
	g_autoptr(GPtrArray) paths = g_ptr_array_new();
	struct sbx_spatch_result r = { 0 };
	g_autoptr(GError) local = NULL;
	int changed = 0;

	for (guint i = 0; i + 1 < files->len; i++) {
		struct viewed *f = g_new0(struct viewed, 1);

		f->path = files->pdata[i];
		if (!g_file_get_contents(f->path, &f->text, NULL, NULL)) {
			viewed_free(f);
			continue;
		}
		sd_ppview_make(&f->v, f->text, macros, pick);
		if (!f->v.groups || !strcmp(f->v.text, f->text) ||
		    sbx_work_put(f->path, f->v.text, -1, NULL)) {
			viewed_free(f);
			continue;
		}
		g_ptr_array_add(vs, f);
		g_ptr_array_add(paths, f->path);
	}
	*viewed += vs->len;
	if (!vs->len)
		return 0;
	g_ptr_array_add(paths, NULL);
	if (run_spatch(&r, sp, (const char *const *)paths->pdata, work_dir, &local) < 0) {
		g_propagate_error(error, g_steal_pointer(&local));
		changed = -1;
	}
	for (guint i = 0; i < vs->len; i++) {
		struct viewed *f = vs->pdata[i];
		g_autofree char *after = NULL, *merged = NULL, *rel = NULL, *d = NULL;
		g_autoptr(GError) why = NULL;
		int line = 0;

		rel = g_strdup(rel_path(f->path, work_dir));
		if (changed < 0 || !r.ok || !g_file_get_contents(f->path, &after, NULL, NULL) ||
		    !strcmp(after, f->v.text)) {
			sbx_work_put(f->path, f->text, -1, NULL);
			continue;
		}
		if (sd_ppview_merge(&merged, &line, f->text, &f->v, after, &why)) {
			sbx_work_put(f->path, f->text, -1, NULL);
			g_string_append_printf(refused, "%s%s: %s", refused->len ? "; " : "", rel,
					       why->message);
			continue;
		}
		if (sbx_work_put(f->path, merged, -1, NULL)) {
			sbx_work_put(f->path, f->text, -1, NULL);
			continue;
		}
		d = sd_unified_diff(rel, f->text, merged);
		g_string_append(diff, d);
		if (line)
			g_string_append_printf(notes, "%sapplied in the #if branch %s (%s:%d)",
					       notes->len ? "; " : "",
					       pick == SD_VIEW_TARGET ? "the target compiles" :
					       "the target does not compile, as --compat asks",
					       rel, line);
		else
			g_string_append_printf(notes, "%sapplied outside the #if groups of %s, seen "
					       "with the branches the target compiles", notes->len ? "; " : "",
					       rel);
		changed++;
	}
	sbx_spatch_result_clear(&r);
	return changed;
}

/* One file spatch sees through a view of its macro bodies. */
struct macro_viewed {
	char *path;		/* borrowed from the file list */
	char *text;
	struct sd_macroview v;
};

static void macro_viewed_free(gpointer p)
{
	struct macro_viewed *f = p;

	g_free(f->text);
	sd_macroview_clear(&f->v);
	g_free(f);
}

/*
 * The pass of views through macro bodies over files: each file with a body that is code and
 * names a word of cocci's minus lines is written as its view (initializer bodies as
 * initializers of the struct cocci initializes), spatch runs on those, and its change is
 * carried back into the #defines.  Adds the diffs to diff, what was done to notes, what was
 * refused to refused and the files viewed to *viewed.  after_change: spatch already changed
 * the files, and only a change in a body that names a word of the minus lines is taken (the
 * rules, run again, could add their lines twice elsewhere).  Returns the number of files
 * changed, or -1 with error set when spatch cannot run.
 */
static int macro_pass(GString *diff, GString *notes, GString *refused, guint *viewed,
		      const char *sp, GPtrArray *files, const char *work_dir, const char *cocci,
		      gboolean after_change, GError **error)
{
	g_autoptr(GPtrArray) vs = g_ptr_array_new_with_free_func(macro_viewed_free);
	g_autoptr(GPtrArray) paths = g_ptr_array_new();
	g_autofree char *init_type = sd_cocci_init_type(cocci);
	g_autoptr(GHashTable) words = sd_cocci_minus_words(cocci);
	struct sbx_spatch_result r = { 0 };
	int changed = 0;

	if (after_change && !g_hash_table_size(words))
		return 0;
	for (guint i = 0; i + 1 < files->len; i++) {
		struct macro_viewed *f = g_new0(struct macro_viewed, 1);

		f->path = files->pdata[i];
		if (!g_file_get_contents(f->path, &f->text, NULL, NULL)) {
			macro_viewed_free(f);
			continue;
		}
		sd_macroview_make(&f->v, f->text, init_type, words);
		if (!f->v.macros->len || sbx_work_put(f->path, f->v.text, -1, NULL)) {
			macro_viewed_free(f);
			continue;
		}
		g_ptr_array_add(vs, f);
		g_ptr_array_add(paths, f->path);
	}
	*viewed += vs->len;
	if (!vs->len)
		return 0;
	g_ptr_array_add(paths, NULL);
	if (run_spatch(&r, sp, (const char *const *)paths->pdata, work_dir, error) < 0)
		changed = -1;
	for (guint i = 0; i < vs->len; i++) {
		struct macro_viewed *f = vs->pdata[i];
		g_autofree char *after = NULL, *merged = NULL, *d = NULL;
		g_autoptr(GError) why = NULL;
		const char *rel = rel_path(f->path, work_dir), *name;
		int macro = -1, line = 0;

		if (changed < 0 || !r.ok || !g_file_get_contents(f->path, &after, NULL, NULL) ||
		    !strcmp(after, f->v.text)) {
			sbx_work_put(f->path, f->text, -1, NULL);
			continue;
		}
		if (sd_macroview_merge(&merged, &macro, f->text, &f->v, after, after_change, &why) ||
		    !strcmp(merged, f->text) || sbx_work_put(f->path, merged, -1, NULL)) {
			sbx_work_put(f->path, f->text, -1, NULL);
			if (why)
				g_string_append_printf(refused, "%s%s: %s", refused->len ? "; " : "",
						       rel, why->message);
			continue;
		}
		d = sd_unified_diff(rel, f->text, merged);
		g_string_append(diff, d);
		name = sd_macroview_name(&f->v, macro, &line);
		if (name)
			g_string_append_printf(notes, "%sapplied in the body of macro %s (%s:%d)",
					       notes->len ? "; " : "", name, rel, line);
		else
			g_string_append_printf(notes, "%sapplied outside the macro bodies of %s, seen "
					       "with the bodies shown as code", notes->len ? "; " : "",
					       rel);
		changed++;
	}
	sbx_spatch_result_clear(&r);
	return changed;
}

/* The texts of files (NULL-terminated), NULL where one cannot be read; owned. */
static GPtrArray *read_texts(GPtrArray *files)
{
	GPtrArray *texts = g_ptr_array_new_with_free_func(g_free);

	for (guint i = 0; i + 1 < files->len; i++) {
		char *t = NULL;

		if (!g_file_get_contents(files->pdata[i], &t, NULL, NULL))
			t = NULL;
		g_ptr_array_add(texts, t);
	}
	return texts;
}

static void restore_texts(GPtrArray *files, GPtrArray *texts)
{
	for (guint i = 0; i < texts->len; i++)
		if (texts->pdata[i])
			sbx_work_put(files->pdata[i], texts->pdata[i], -1, NULL);
}

/* The unified diffs of the files that differ from their texts. */
static char *texts_diff(GPtrArray *files, GPtrArray *texts, const char *work_dir)
{
	GString *o = g_string_new(NULL);

	for (guint i = 0; i < texts->len; i++) {
		g_autofree char *now = NULL, *d = NULL;
		const char *f = files->pdata[i];

		if (!texts->pdata[i] || !g_file_get_contents(f, &now, NULL, NULL))
			continue;
		d = sd_unified_diff(rel_path(f, work_dir), texts->pdata[i], now);
		g_string_append(o, d);
	}
	return g_string_free(o, FALSE);
}

/*
 * "file:line" of the first change spatch made to a line the target does not compile (a
 * branch of a group the tree's macros decide otherwise, or its directive), NULL when none.
 */
static char *hidden_changes(GPtrArray *files, GPtrArray *texts, GHashTable *macros,
			    const char *work_dir)
{
	for (guint i = 0; i < texts->len; i++) {
		g_autofree char *after = NULL;
		struct sd_ppview v;
		int line;

		if (!texts->pdata[i] || !g_file_get_contents(files->pdata[i], &after, NULL, NULL) ||
		    !strcmp(after, texts->pdata[i]))
			continue;
		sd_ppview_make(&v, texts->pdata[i], macros, SD_VIEW_TARGET);
		line = v.groups ? sd_ppview_hidden_change(texts->pdata[i], &v, after) : 0;
		sd_ppview_clear(&v);
		if (line)
			return g_strdup_printf("%s:%d", rel_path(files->pdata[i], work_dir), line);
	}
	return NULL;
}

/*
 * After spatch changed files: the same rules on the macro bodies that still name what they
 * remove (spatch did not see those), each file's change since orig (its texts before spatch)
 * in out->diff and the body's in out->note.  0, or -1 with error set when spatch cannot run.
 */
static int also_in_macros(struct syn_result *out, const char *sp, GPtrArray *files,
			  GPtrArray *orig, const char *work_dir, const struct syn_patch *patch,
			  GError **error)
{
	g_autoptr(GString) diff = g_string_new(NULL), notes = g_string_new(NULL);
	g_autoptr(GString) refused = g_string_new(NULL);
	g_autoptr(GError) local = NULL;
	guint viewed = 0;
	int n = macro_pass(diff, notes, refused, &viewed, sp, files, work_dir, patch->cocci, TRUE,
			   &local);

	if (n < 0) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH, "cannot run spatch for %s: %s",
			    patch->name, local->message);
		return -1;
	}
	if (n > 0) {
		g_free(out->diff);
		out->diff = texts_diff(files, orig, work_dir);
		out->note = g_strdup_printf("also %s", notes->str);
	} else if (refused->len) {
		out->note = g_strdup_printf("the same change in a view of the macro bodies as code "
					    "was refused: %s", refused->str);
	}
	return 0;
}

int syn_apply_opts(struct syn_result *out, const struct syn_patch *patch, const char *work_dir,
		   const struct syn_apply_options *opts, GError **error)
{
	g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func(g_free);
	struct sbx_spatch_result r = { 0 };
	g_autoptr(GError) local = NULL;
	g_autoptr(GHashTable) macros = NULL;
	g_autofree char *sp = NULL;
	g_autoptr(GPtrArray) texts = NULL, orig = NULL;
	g_autofree char *hidden = NULL;
	guint viewed = 0;	/* files spatch saw again through views */
	guint mviewed = 0;	/* files spatch saw again with their macro bodies as code */
	gboolean both = opts && opts->both_sides;
	int fd;
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
	macros = tree_macros(opts && opts->kernel_dir ? opts->kernel_dir : patch->kernel_dir);
	orig = read_texts(files);
	if (macros)
		texts = g_ptr_array_ref(orig);
	if (run_spatch(&r, sp, (const char *const *)files->pdata, work_dir, &local) < 0) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH, "cannot run spatch for %s: %s",
			    patch->name, local->message);
		goto out_unlink;
	}
	out->diff = g_strdup(r.diff ? r.diff : "");
	if (texts && r.ok && (r.changed || *out->diff))
		hidden = hidden_changes(files, texts, macros, work_dir);
	if (hidden && !both) {
		/* what spatch changed the target does not compile: undone, tried through views */
		restore_texts(files, texts);
		g_free(out->diff);
		out->diff = g_strdup("");
	}
	if (macros && r.ok && (hidden || (!r.changed && !*out->diff))) {
		/*
		 * spatch saw nothing, or only a branch the target does not compile: perhaps a
		 * construct split over the branches of #if groups.  With both sides, a change to
		 * the other branches stays and the target's is looked for in a view.
		 */
		g_autoptr(GString) diff = g_string_new(NULL), notes = g_string_new(NULL);
		g_autoptr(GString) refused = g_string_new(NULL);
		gboolean kept = hidden && both;
		guint other = 0;
		int n = view_pass(diff, notes, refused, &viewed, sp, files, work_dir, macros,
				  SD_VIEW_TARGET, &local);

		if (n > 0 && both && !hidden)
			n = view_pass(diff, notes, refused, &other, sp, files, work_dir, macros,
				      SD_VIEW_OTHER, &local) < 0 ? -1 : n;
		if (n < 0) {
			g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH, "cannot run spatch for %s: %s",
				    patch->name, local->message);
			syn_result_clear(out);
			goto out_clear;
		}
		if (n > 0 || kept) {
			g_free(out->diff);
			out->diff = kept ? texts_diff(files, texts, work_dir) : g_strdup(diff->str);
			if (kept)
				out->note = g_strdup_printf("applied in the #if branch the target does not "
							    "compile (%s), as --compat asks%s%s", hidden,
							    notes->len ? "; " : "", notes->str);
			else if (hidden)
				out->note = g_strdup_printf("spatch changed code the target does not "
							    "compile (%s), undone; %s", hidden,
							    notes->str);
			else
				out->note = g_strdup(notes->str);
			out->applied = TRUE;
			ret = 0;
			goto out_clear;
		}
		if (hidden && !refused->len)
			out->why = g_strdup_printf("spatch changed only code the target does not compile "
						   "(%s), a branch of an #if group or a directive; "
						   "undone", hidden);
		if (refused->len)
			out->why = g_strdup_printf("spatch matched only in a view of the #if branches "
						   "the target compiles, and its change was refused: %s",
						   refused->str);
	}
	if (r.ok && !hidden && !out->why && !r.changed && !*out->diff) {
		/*
		 * spatch saw nothing, also through the #if views: perhaps the construct is in a
		 * macro body, which spatch does not parse as code.
		 */
		g_autoptr(GString) diff = g_string_new(NULL), notes = g_string_new(NULL);
		g_autoptr(GString) refused = g_string_new(NULL);
		int n = macro_pass(diff, notes, refused, &mviewed, sp, files, work_dir, patch->cocci,
				   FALSE, &local);

		if (n < 0) {
			g_set_error(error, SYN_ERROR, SYN_ERROR_SPATCH, "cannot run spatch for %s: %s",
				    patch->name, local->message);
			syn_result_clear(out);
			goto out_clear;
		}
		if (n > 0) {
			g_free(out->diff);
			out->diff = g_strdup(diff->str);
			out->note = g_strdup(notes->str);
			out->applied = TRUE;
			ret = 0;
			goto out_clear;
		}
		if (refused->len)
			out->why = g_strdup_printf("spatch matched only in a view of the macro bodies "
						   "as code, and its change was refused: %s",
						   refused->str);
	}
	if (out->why) {
		/* said above */
	} else if (r.run.timed_out) {
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
		g_autofree char *near = closest_line(files, pat, work_dir);

		out->why = g_strdup_printf("spatch matched nothing in %u file(s) of %s%s%s: the driver "
					   "has no code like the example's first rule (\"%s\")%s%s",
					   files->len - 1, work_dir, viewed ?
					   ", also with the #if branches the target compiles shown" : "",
					   mviewed ? ", also with the macro bodies shown as code" : "",
					   pat, near ? "; closest: " : "", near ? near : "");
	} else {
		out->applied = TRUE;
		if (!hidden && also_in_macros(out, sp, files, orig, work_dir, patch, error) < 0) {
			syn_result_clear(out);
			goto out_clear;
		}
	}
	ret = 0;
out_clear:
	sbx_spatch_result_clear(&r);
out_unlink:
	g_unlink(sp);
	return ret;
}

int syn_apply(struct syn_result *out, const struct syn_patch *patch, const char *work_dir,
	      GError **error)
{
	return syn_apply_opts(out, patch, work_dir, NULL, error);
}

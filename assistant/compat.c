// SPDX-License-Identifier: GPL-2.0
/*
 * --compat: a kept fix written the way out-of-tree maintainers write it, the old code and the new
 * side by side under a preprocessor guard, so that the driver still builds against the kernel it
 * was written for.  Works on the fix's result (each changed file before and after), never inside
 * synth.  The guard comes from evidence only, in this order: a feature test the newer headers
 * allow (the new name is a macro there, a header exists on one side only), the version of the
 * first tag of the indexed history holding the header commit that made the change when the
 * history dates it exactly, a probe of the new form that the driver's Kbuild file compiles
 * against the kernel built for (HAVE_<SYMBOL>), else a version bound, marked approximate.  The
 * text work (regions, words, the guarded text) is compat-text.c's.  docs/compat.md.
 */
#include <stdio.h>
#include <string.h>

#include "cfront.h"
#include "porter.h"
#include "prequel.h"
#include "reducer.h"
#include "sandbox.h"

const char *porter_compat_evidence_name(enum porter_compat_evidence e)
{
	switch (e) {
	case PORTER_COMPAT_FEATURE:
		return "feature-test";
	case PORTER_COMPAT_VERSION:
		return "version-from-index";
	case PORTER_COMPAT_PROBE:
		return "kbuild-probe";
	case PORTER_COMPAT_RANGE:
		return "approximate-range";
	}
	return "?";
}

void porter_compat_guard_clear(struct porter_compat_guard *g)
{
	g_clear_pointer(&g->cond, g_free);
	g_clear_pointer(&g->comment, g_free);
	g_clear_pointer(&g->name, g_free);
	g_clear_pointer(&g->why, g_free);
	g_clear_pointer(&g->probe, g_free);
	g_clear_pointer(&g->probe_includes, g_free);
}

/* ---- kernel trees ---------------------------------------------------------------------- */

int porter_compat_tree_version(guint *out_major, guint *out_minor, const char *kdir)
{
	g_autofree char *vh = g_build_filename(kdir, "include", "generated", "uapi", "linux",
					       "version.h", NULL);
	g_autofree char *text = NULL, *base = NULL;
	guint ma = 0, mi = 0;
	gboolean got = FALSE;

	if (g_file_get_contents(vh, &text, NULL, NULL)) {
		const char *a = strstr(text, "LINUX_VERSION_MAJOR ");
		const char *b = strstr(text, "LINUX_VERSION_PATCHLEVEL ");

		if (a && b) {
			ma = strtoul(a + 20, NULL, 10);
			mi = strtoul(b + 25, NULL, 10);
			got = TRUE;
		} else if ((a = strstr(text, "LINUX_VERSION_CODE "))) {
			gulong code = strtoul(a + 19, NULL, 10);

			ma = code >> 16, mi = (code >> 8) & 0xff;
			got = code > 0;
		}
	}
	if (!got) {
		/* a tree named for its version: "v6.8", "linux-headers-6.12.118+deb12-amd64" */
		g_autofree char *canon = g_canonicalize_filename(kdir, NULL);

		base = g_path_get_basename(canon);
		for (const char *c = base; *c && !got; c++) {
			unsigned a, b;

			if (g_ascii_isdigit(*c) && (c == base || !g_ascii_isdigit(c[-1])) &&
			    sscanf(c, "%u.%u", &a, &b) == 2 && a >= 2 && a < 100)
				ma = a, mi = b, got = TRUE;
		}
	}
	if (!got)
		return -PORTER_ERROR_INPUT;
	*out_major = ma;
	*out_minor = mi;
	return 0;
}

/* ---- the guard ------------------------------------------------------------------------- */

/* "HAVE_" and @word in capitals: the name of a factored test. */
static char *have_name(const char *word)
{
	g_autofree char *up = g_ascii_strup(word, -1);

	for (char *c = up; *c; c++)
		if (!g_ascii_isalnum(*c))
			*c = '_';
	return g_strconcat("HAVE_", up, NULL);
}

/* The header of an `#include <X>` line, owned, or NULL. */
static char *included(const char *line)
{
	const char *t, *e;

	if (cf_pp_of_line(line, &t) != CF_PP_INCLUDE || *t != '<' || !(e = strchr(t, '>')))
		return NULL;
	return g_strndup(t + 1, e - t - 1);
}

int porter_compat_feature(struct porter_compat_guard *out, const struct porter_compat_change *ch,
			  struct cf_ktree *newer_macros, struct cf_ktree *older_macros)
{
	/* a header the newer side includes that the newer tree has and the older lacks */
	for (guint i = 0; ch->newer_includes && i < ch->newer_includes->len; i++) {
		const char *h = ch->newer_includes->pdata[i];

		if (!ch->newer_kdir || !cf_ktree_has_header(cf_ktree_get(ch->newer_kdir), h) ||
		    (ch->older_kdir && cf_ktree_has_header(cf_ktree_get(ch->older_kdir), h)))
			continue;
		out->evidence = PORTER_COMPAT_FEATURE;
		out->cond = g_strdup_printf("__has_include(<%s>)", h);
		out->name = have_name(h);
		out->why = g_strdup_printf("<%s> exists in %s%s%s", h, ch->newer_name,
					   ch->older_kdir ? " and not in " : "",
					   ch->older_kdir ? ch->older_name : "");
		return 1;
	}
	for (guint i = 0; newer_macros && i < ch->newer_words->len; i++) {
		const char *w = ch->newer_words->pdata[i];

		if (!cf_ktree_macro(newer_macros, w, NULL) ||
		    (older_macros && cf_ktree_macro(older_macros, w, NULL)))
			continue;
		out->evidence = PORTER_COMPAT_FEATURE;
		out->cond = g_strdup_printf("defined(%s)", w);
		out->name = have_name(w);
		out->why = g_strdup_printf("%s, which the new code uses, is a macro in %s%s%s", w,
					   ch->newer_name, older_macros ? " and not in " : "",
					   older_macros ? ch->older_name : "");
		return 1;
	}
	return 0;
}

/* ---- step 3: a probe compiled by Kbuild against the kernel built for ------------------- */

/*
 * What goes into a make line, a shell word, a file name and a macro comes from the driver and
 * the example: each piece is checked against the few characters it may have.
 */
static gboolean is_ident(const char *s)
{
	if (!s || !(g_ascii_isalpha(*s) || *s == '_'))
		return FALSE;
	for (; *s; s++)
		if (!g_ascii_isalnum(*s) && *s != '_')
			return FALSE;
	return TRUE;
}

/* "linux/device.h": letters, digits, _ - . / and no "..", no leading / or -. */
static gboolean is_header(const char *h)
{
	if (!*h || *h == '/' || *h == '-' || strstr(h, ".."))
		return FALSE;
	for (; *h; h++)
		if (!g_ascii_isalnum(*h) && !strchr("_-./", *h))
			return FALSE;
	return TRUE;
}

/* A number literal: 0, 42, 0x1fUL. */
static gboolean is_number(const char *a)
{
	if (!g_ascii_isdigit(*a))
		return FALSE;
	for (; *a; a++)
		if (!g_ascii_isxdigit(*a) && !strchr("xXuUlL", *a))
			return FALSE;
	return TRUE;
}

/*
 * The call's arguments at @p (just after its "("), each made a literal of the same kind: a number
 * stays, a string is "", anything else (the driver's names) is 0, which converts to every pointer
 * and integer.  The arity and the pointer-ness of the strings are what a changed signature shows.
 * NULL when the parentheses do not close.
 */
static char *probe_args(const char *p)
{
	g_autoptr(GString) out = g_string_new(NULL);
	g_autoptr(GString) arg = g_string_new(NULL);
	int depth = 0;

	for (;; p++) {
		char c = *p;

		if (!c)
			return NULL;
		if (c == '"' || c == '\'') {
			const char *q = p + 1;

			while (*q && *q != c)
				q += q[0] == '\\' && q[1] ? 2 : 1;
			if (!*q)
				return NULL;
			g_string_append_len(arg, p, q - p + 1);
			p = q;
			continue;
		}
		if (c == '(' || c == '[' || c == '{')
			depth++;
		if (depth == 0 && (c == ',' || c == ')')) {
			g_strstrip(arg->str);
			arg->len = strlen(arg->str);
			if (arg->len || c == ',' || out->len)
				g_string_append_printf(out, "%s%s", out->len ? ", " : "",
						       is_number(arg->str) ? arg->str :
						       *arg->str == '"' ? "\"\"" : "0");
			g_string_truncate(arg, 0);
			if (c == ')')
				break;
			continue;
		}
		if (c == ')' || c == ']' || c == '}')
			depth--;
		g_string_append_c(arg, c);
	}
	return g_string_free(g_steal_pointer(&out), FALSE);
}

/*
 * The probe's statement for a use of @sym in @code: "(void)sym(args)" for a call, "(void)sym"
 * for a name (a macro, a function, a variable of the kernel); NULL when @code has no such use
 * (a member after "." or "->", a struct tag, a declaration's name).  With @call_only, a name
 * alone is no use: the words of a side are its locals too.
 */
static char *probe_use(const char *code, const char *sym, gboolean call_only)
{
	gsize n = strlen(sym);

	for (const char *p = code ? strstr(code, sym) : NULL; p; p = strstr(p + 1, sym)) {
		const char *b = p, *a = p + n;
		g_autofree char *args = NULL;

		if ((p > code && (g_ascii_isalnum(p[-1]) || p[-1] == '_')) ||
		    g_ascii_isalnum(*a) || *a == '_')
			continue;
		while (b > code && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n'))
			b--;
		if (b > code && (b[-1] == '.' || (b - code >= 2 && b[-1] == '>' && b[-2] == '-')))
			continue;
		if (b - code >= 6 && (!strncmp(b - 6, "struct", 6) || !strncmp(b - 5, "union", 5) ||
				      !strncmp(b - 4, "enum", 4)))
			continue;
		a += strspn(a, " \t\n");
		if (*a == '(') {
			args = probe_args(a + 1);
			if (!args)
				continue;
			return g_strdup_printf("(void)%s(%s);", sym, args);
		}
		if (!call_only && !strchr("=;,)", *a ? *a : ';'))
			continue;
		if (!call_only)
			return g_strdup_printf("(void)%s;", sym);
	}
	return NULL;
}

int porter_compat_probe(struct porter_compat_guard *out, const struct porter_compat_change *ch)
{
	g_autofree char *use = NULL;
	g_autoptr(GString) inc = g_string_new(NULL);
	const char *sym = NULL;
	gboolean newer = TRUE;

	if (is_ident(ch->symbol) && (use = probe_use(ch->newer_code, ch->symbol, FALSE)))
		sym = ch->symbol;
	for (guint i = 0; !use && ch->newer_words && i < ch->newer_words->len; i++)
		if (is_ident(ch->newer_words->pdata[i]) &&
		    (use = probe_use(ch->newer_code, ch->newer_words->pdata[i], TRUE)))
			sym = ch->newer_words->pdata[i];
	/* nothing to test on the newer side (a removal): the older side's use, negated */
	if (!use) {
		newer = FALSE;
		if (is_ident(ch->symbol) && (use = probe_use(ch->older_code, ch->symbol, FALSE)))
			sym = ch->symbol;
		for (guint i = 0; !use && ch->older_words && i < ch->older_words->len; i++)
			if (is_ident(ch->older_words->pdata[i]) &&
			    (use = probe_use(ch->older_code, ch->older_words->pdata[i], TRUE)))
				sym = ch->older_words->pdata[i];
	}
	if (!use)
		return 0;
	for (guint i = 0; ch->includes && i < ch->includes->len; i++)
		if (is_header(ch->includes->pdata[i]))
			g_string_append_printf(inc, "%s-include %s", inc->len ? " " : "",
					       (char *)ch->includes->pdata[i]);
	out->evidence = PORTER_COMPAT_PROBE;
	out->name = have_name(sym);
	out->cond = g_strdup_printf("%sdefined(%s)", newer ? "" : "!", out->name);
	out->probe = g_strdup_printf("void porter_probe(void); void porter_probe(void) { %s }", use);
	out->probe_includes = g_string_free(g_steal_pointer(&inc), FALSE);
	out->why = g_strdup_printf("probe compiled against the target: `%s` with the driver's "
				   "headers, by Kbuild with the kernel's flags, defines %s when it "
				   "compiles (the %s kernel's form)", use, out->name,
				   newer ? "newer" : "older");
	return 1;
}

/* Whether @w occurs in @text as a whole identifier. */
static gboolean has_word(const char *text, const char *w)
{
	gsize n = strlen(w);

	for (const char *p = text ? strstr(text, w) : NULL; p; p = strstr(p + 1, w)) {
		gboolean l = p == text || !(g_ascii_isalnum(p[-1]) || p[-1] == '_');
		gboolean r = !(g_ascii_isalnum(p[n]) || p[n] == '_');

		if (l && r)
			return TRUE;
	}
	return FALSE;
}

/* Whether some of @lines (1-based line numbers of @text) hold @w. */
static gboolean lines_have(const char *text, GArray *lines, const char *w)
{
	g_auto(GStrv) ls = g_strsplit(text ? text : "", "\n", -1);
	guint n = g_strv_length(ls);

	for (guint i = 0; lines && i < lines->len; i++) {
		int l = g_array_index(lines, int, i);

		if (l >= 1 && (guint)l <= n && has_word(ls[l - 1], w))
			return TRUE;
	}
	return FALSE;
}

/* "v6.4", "v6.12-rc3" -> major, minor; FALSE for other tags. */
static gboolean tag_version(const char *tag, guint *ma, guint *mi)
{
	unsigned a, b;
	char rest = 0;

	/* kernel versions only: an out-of-tree project's v0.12 is none */
	if (sscanf(tag, "v%u.%u%c", &a, &b, &rest) < 2 || (rest && rest != '.' && rest != '-') ||
	    a < 2)
		return FALSE;
	*ma = a, *mi = b;
	return TRUE;
}

/* A release tag: "v6.4", not "v6.4-rc1" nor another project's name. */
static gboolean release_tag(const char *tag)
{
	guint a, b;

	return tag_version(tag, &a, &b) && !strchr(tag, '-');
}

/*
 * The lowest version among the tags of @repo_path that contain @hash (git tag --contains), read
 * with libgit2: the indexed repository's config must run nothing (docs/sandbox.md).
 */
static gboolean first_tag(const char *repo_path, const char *hash, guint *ma, guint *mi,
			  char **out_tag)
{
	g_autoptr(GPtrArray) tags = sbx_repo_tags_containing(repo_path, hash, release_tag);
	gboolean got = FALSE;

	for (guint i = 0; tags && i < tags->len; i++) {
		const char *t = tags->pdata[i];
		guint a, b;

		if (!tag_version(t, &a, &b))
			continue;
		if (!got || a < *ma || (a == *ma && b < *mi)) {
			*ma = a, *mi = b, got = TRUE;
			g_free(*out_tag);
			*out_tag = g_strdup(t);
		}
	}
	return got;
}

/* sbx_repo_tags_containing()'s filter sees every tag name first: the names, when asked for. */
G_LOCK_DEFINE_STATIC(seen_tags);
static GPtrArray *seen_tags;

static gboolean see_tag(const char *tag)
{
	g_ptr_array_add(seen_tags, g_strdup(tag));
	return FALSE;
}

/*
 * Whether vMA.MI, the first tag holding @hash, dates it exactly in the history of @repo_path:
 * the history has the release before, v@ma.(@mi - 1) (any v(@ma - 1).x for a .0), which then
 * does not hold it.  A history with v6.1 and v6.12 alone dates nothing between them.
 */
static gboolean exact_tag(const char *repo_path, const char *hash, guint ma, guint mi)
{
	g_autoptr(GPtrArray) all = NULL;
	gboolean got = FALSE;

	G_LOCK(seen_tags);
	seen_tags = g_ptr_array_new_with_free_func(g_free);
	all = sbx_repo_tags_containing(repo_path, hash, see_tag);
	g_clear_pointer(&all, g_ptr_array_unref);
	all = g_steal_pointer(&seen_tags);
	G_UNLOCK(seen_tags);
	for (guint i = 0; i < all->len && !got; i++) {
		guint a, b;

		if (!release_tag(all->pdata[i]) || !tag_version(all->pdata[i], &a, &b))
			continue;
		got = mi ? a == ma && b == mi - 1 : a + 1 == ma;
	}
	return got;
}

/*
 * A header commit of the index that made the change: one whose header file gained a newer word
 * it did not have, lost an older word it then no longer had, or (a word on both sides, the
 * call whose arguments changed) changed a line declaring it.  Its first tag gives the version.
 */
static int index_lookup(struct porter_compat_guard *out, struct pq_db *db, const char *word,
			int how /* 1 introduced, -1 removed, 0 changed */,
			const struct porter_compat_change *ch, gboolean exact)
{
	const char *one[] = { word, NULL };
	g_autoptr(GArray) ids = NULL;
	g_autofree char *best_tag = NULL, *best_hash = NULL, *best_path = NULL;
	guint bma = 0, bmi = 0;
	gboolean got = FALSE;

	if (pq_db_candidates(&ids, db, how <= 0 ? one : NULL, how >= 0 ? one : NULL, NULL, NULL,
			     NULL, NULL))
		return 0;
	for (guint i = 0; i < ids->len && i < 64; i++) {
		struct pq_commit *c = NULL;
		g_autoptr(GPtrArray) changes = NULL;

		if (pq_db_commit(&c, db, g_array_index(ids, gint64, i), NULL))
			continue;
		if (pq_commit_changes(&changes, db, c->repo, c->hash, NULL)) {
			pq_commit_free(c);
			continue;
		}
		for (guint j = 0; j < changes->len; j++) {
			struct pq_file_change *fc = changes->pdata[j];
			const char *path = fc->new_path ? fc->new_path : fc->old_path;
			g_autofree char *tag = NULL;
			gboolean hit;
			guint ma = 0, mi = 0;

			if (!path || !g_str_has_suffix(path, ".h") ||
			    pq_file_change_compute_lines(fc, NULL))
				continue;
			if (how > 0)
				hit = lines_have(fc->new_text, fc->added_lines, word) &&
				      !has_word(fc->old_text, word);
			else if (how < 0)
				hit = lines_have(fc->old_text, fc->removed_lines, word) &&
				      !has_word(fc->new_text, word);
			else
				hit = lines_have(fc->old_text, fc->removed_lines, word) &&
				      lines_have(fc->new_text, fc->added_lines, word);
			if (!hit || !first_tag(c->repo_path, c->hash, &ma, &mi, &tag) ||
			    exact != exact_tag(c->repo_path, c->hash, ma, mi))
				continue;
			/* the change this port crosses: after the older kernel, by the newer one */
			if ((ch->older_major && (ma < ch->older_major ||
						 (ma == ch->older_major && mi <= ch->older_minor))) ||
			    (ch->newer_major && (ma > ch->newer_major ||
						 (ma == ch->newer_major && mi > ch->newer_minor))))
				continue;
			if (!got || ma < bma || (ma == bma && mi < bmi)) {
				bma = ma, bmi = mi, got = TRUE;
				g_free(best_tag), best_tag = g_steal_pointer(&tag);
				g_free(best_hash), best_hash = g_strndup(c->hash, 12);
				g_free(best_path), best_path = g_strdup(path);
			}
		}
		pq_commit_free(c);
	}
	if (!got)
		return 0;
	out->evidence = exact ? PORTER_COMPAT_VERSION : PORTER_COMPAT_RANGE;
	out->cond = g_strdup_printf("LINUX_VERSION_CODE >= KERNEL_VERSION(%u, %u, 0)", bma, bmi);
	if (!exact && bmi)
		out->comment = g_strdup_printf("approximate: by %u.%u, the index has no %u.%u",
					       bma, bmi, bma, bmi - 1);
	else if (!exact)
		out->comment = g_strdup_printf("approximate: by %u.0, the index has no %u.x", bma,
					       bma - 1);
	out->why = g_strdup_printf("%s%s: commit %s %s %s in %s, first in tag %s of the index",
				   exact ? "" : "no feature test and no use to probe, ", word, best_hash,
				   how > 0 ? "added" : how < 0 ? "removed" : "changed",
				   how > 0 ? "it" : how < 0 ? "it" : "its declaration", best_path,
				   best_tag);
	return 1;
}

int porter_compat_guard_for(struct porter_compat_guard *out, const struct porter_compat_change *ch,
			    struct cf_ktree *newer_macros, struct cf_ktree *older_macros,
			    struct pq_db *db)
{
	/* one macro per change: named for the issue's symbol, the change's, when it is a word */
	const char *key = is_ident(ch->symbol) ? ch->symbol :
			  ch->newer_words->len ? ch->newer_words->pdata[0] :
			  ch->older_words->len ? ch->older_words->pdata[0] : NULL;

	memset(out, 0, sizeof(*out));
	if (porter_compat_feature(out, ch, newer_macros, older_macros))
		return 0;
	/* a version the history dates exactly, then a probe, then the history's closest bound */
	for (int exact = 1; exact >= 0; exact--) {
		for (guint i = 0; db && i < ch->newer_words->len && i < 8; i++)
			if (index_lookup(out, db, ch->newer_words->pdata[i], 1, ch, exact))
				goto out_name;
		for (guint i = 0; db && i < ch->older_words->len && i < 8; i++)
			if (index_lookup(out, db, ch->older_words->pdata[i], -1, ch, exact))
				goto out_name;
		if (db && ch->symbol && index_lookup(out, db, ch->symbol, 0, ch, exact))
			goto out_name;
		if (exact && porter_compat_probe(out, ch))
			return 0;
	}
	if (!ch->newer_major)
		return -PORTER_ERROR_INPUT;
	out->evidence = PORTER_COMPAT_RANGE;
	out->cond = g_strdup_printf("LINUX_VERSION_CODE >= KERNEL_VERSION(%u, %u, 0)",
				    ch->newer_major, ch->newer_minor);
	if (ch->older_major)
		out->comment = g_strdup_printf("approximate: changed after %u.%u, by %u.%u",
					       ch->older_major, ch->older_minor, ch->newer_major,
					       ch->newer_minor);
	else
		out->comment = g_strdup_printf("approximate: needed by %u.%u", ch->newer_major,
					       ch->newer_minor);
	out->why = g_strdup_printf("no feature test, no header commit in the index and no use to "
				   "probe: %s", out->comment);
out_name:
	out->name = have_name(key ? key : "NEW_API");
	return 0;
}

/* ---- the check: guarded, written, built on every kernel --------------------------------- */

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

static int build_keys(GHashTable **out_keys, GPtrArray **out_issues, char **out_log,
		      gboolean *out_ok, struct porter_compat *c, const char *dir, const char *kdir,
		      GError **error)
{
	struct sbx_build b = { 0 };
	struct red_options ro = RED_OPTIONS_INIT;
	g_autoptr(GError) err = NULL;
	GPtrArray *issues = NULL;
	int ret;

	ret = sbx_build_run(&b, dir, kdir, &c->bopts, &err);
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

/* The driver as it was, built once against each other kernel: what "as clean as before" means. */
static int baselines(struct porter_compat *c, GError **error)
{
	struct sbx_work *w = NULL;
	g_autoptr(GError) err = NULL;
	int ret = 0;

	if (!c->o.also || !c->o.also[0] || g_hash_table_size(c->baseline))
		return 0;
	if (sbx_work_new(&w, c->o.driver, NULL, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "cannot copy %s for its first builds: %s", c->o.driver, err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	for (guint i = 0; c->o.also[i] && !ret; i++) {
		GHashTable *keys = NULL;
		gboolean ok = FALSE;

		ret = build_keys(&keys, NULL, NULL, &ok, c, sbx_work_path(w), c->o.also[i], error);
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
		char *h = included(ls[i]);

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
		char *h = included(ls[i]);

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
		gboolean used = has_word(kbuild, g->name);

		for (guint i = 0; !used && i < texts->len; i++)
			used = has_word(texts->pdata[i], g->name);
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
		if (!g_file_get_contents(path, &text, NULL, NULL))
			continue;
		/* -DHAVE_X, not -DHAVE_X_2 */
		for (const char *p = strstr(text, flag); p; p = strstr(p + 1, flag))
			if (!g_ascii_isalnum(p[strlen(flag)]) && p[strlen(flag)] != '_')
				return TRUE;
	}
	return FALSE;
}

int porter_compat_apply(struct porter_compat *c, struct sbx_work *w, const struct red_issue *issue,
			GPtrArray *fixed, GPtrArray **out_issues, char **out_log, gboolean *out_ok,
			char **out_note, char **out_why, GError **error)
{
	const char *dir = sbx_work_path(w);
	const char *other = c->o.also && c->o.also[0] ? c->o.also[0] : NULL;
	struct porter_compat_change ch = { 0 };
	struct porter_compat_guard g = { 0 };
	g_autofree char *diff = NULL;
	g_autoptr(GPtrArray) paths = NULL;
	g_autoptr(GPtrArray) olds = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) news = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) regs = g_ptr_array_new_with_free_func((GDestroyNotify)g_array_unref);
	g_autoptr(GHashTable) want = NULL, got = NULL;
	g_autoptr(GError) err = NULL;
	g_autoptr(GString) newer_code = g_string_new(NULL), older_code = g_string_new(NULL);
	g_autoptr(GString) said = g_string_new(NULL);
	g_autofree char *kb = NULL, *kb_text = NULL;
	GPtrArray *issues = NULL;
	g_autofree char *log = NULL;
	gboolean ok = FALSE;
	int ret;

	*out_issues = NULL, *out_log = NULL, *out_note = NULL, *out_why = NULL;
	ret = baselines(c, error);
	if (ret)
		return ret;
	if (sbx_work_diff(w, "HEAD", NULL, &diff, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot diff the fix: %s",
			    err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	paths = changed_paths(diff);
	/* the newer kernel's side: the fixed code forward, the driver's own code for a backport */
	ch.newer_kdir = c->o.backport ? other : c->o.kernel;
	ch.older_kdir = c->o.backport ? c->o.kernel : other;
	ch.newer_name = ch.newer_kdir ? g_path_get_basename(ch.newer_kdir) : g_strdup("?");
	ch.older_name = ch.older_kdir ? g_path_get_basename(ch.older_kdir) : g_strdup("?");
	if (ch.newer_kdir)
		porter_compat_tree_version(&ch.newer_major, &ch.newer_minor, ch.newer_kdir);
	if (ch.older_kdir)
		porter_compat_tree_version(&ch.older_major, &ch.older_minor, ch.older_kdir);
	ch.symbol = issue->symbol;
	ch.newer_words = g_ptr_array_new_with_free_func(g_free);
	ch.older_words = g_ptr_array_new_with_free_func(g_free);
	ch.newer_includes = g_ptr_array_new_with_free_func(g_free);
	ch.includes = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; i < paths->len; i++) {
		g_autofree char *full = g_build_filename(dir, paths->pdata[i], NULL);
		char *old = NULL, *new = NULL;
		gsize olen = 0;
		GArray *r;

		if (sbx_work_read(w, "HEAD", paths->pdata[i], &old, &olen, &err) ||
		    !g_file_get_contents(full, &new, NULL, NULL)) {
			g_free(old);
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
				    "cannot read the fix of %s", (char *)paths->pdata[i]);
			ret = -PORTER_ERROR_INTERNAL;
			goto out_clear;
		}
		g_ptr_array_add(olds, old);
		g_ptr_array_add(news, new);
		r = porter_compat_regions(old, new);
		g_ptr_array_add(regs, r);
		file_includes(ch.includes, old);
		region_code(c->o.backport ? newer_code : older_code, old, r, TRUE);
		region_code(c->o.backport ? older_code : newer_code, new, r, FALSE);
		if (c->o.backport) {
			g_autoptr(GPtrArray) inc = include_lines(old, r, TRUE);

			g_autoptr(GArray) sw = g_array_copy(r);

			/* backwards: the driver's own code is the newer kernel's */
			for (guint j = 0; j < sw->len; j++) {
				struct porter_compat_region *x =
					&g_array_index(sw, struct porter_compat_region, j);
				struct porter_compat_region y = { x->new_start, x->new_end,
								  x->old_start, x->old_end };

				*x = y;
			}
			porter_compat_words(ch.newer_words, ch.older_words, new, old, sw);
			g_ptr_array_extend_and_steal(ch.newer_includes, g_steal_pointer(&inc));
		} else {
			g_autoptr(GPtrArray) inc = include_lines(new, r, FALSE);

			porter_compat_words(ch.newer_words, ch.older_words, old, new, r);
			g_ptr_array_extend_and_steal(ch.newer_includes, g_steal_pointer(&inc));
		}
	}
	if (!paths->len) {
		*out_why = g_strdup("compat: the fix changed no file");
		ret = 0;
		goto out_clear;
	}
	ch.newer_code = newer_code->str;
	ch.older_code = older_code->str;
	if (porter_compat_guard_for(&g, &ch, cf_ktree_get(ch.newer_kdir), cf_ktree_get(ch.older_kdir),
				    c->db)) {
		*out_why = g_strdup_printf("compat: no guard: the version of %s is unknown",
					   ch.newer_name);
		ret = 0;
		goto out_clear;
	}
	if (g.evidence == PORTER_COMPAT_PROBE) {
		g_autofree char *full = NULL, *text = NULL;

		kb = kbuild_file(dir);
		if (!kb) {
			*out_why = g_strdup("compat: no Kbuild file or Makefile to run the probe");
			ret = 0;
			goto out_clear;
		}
		full = g_build_filename(dir, kb, NULL);
		/* the driver is not trusted: a link or a FIFO for a Makefile is not read */
		if (sbx_read_untrusted(full, SBX_MAX_SOURCE_BYTES, &kb_text, NULL, NULL)) {
			*out_why = g_strdup_printf("compat: cannot read %s for the probe", kb);
			ret = 0;
			goto out_clear;
		}
		unique_name(&g, kb_text, olds);
		unique_name(&g, kb_text, news);
		text = probe_block(kb_text, &g);
		if (sbx_work_put(full, text, -1, error)) {
			ret = -PORTER_ERROR_INTERNAL;
			goto out_clear;
		}
	}
	for (guint i = 0; i < paths->len; i++) {
		g_autofree char *full = g_build_filename(dir, paths->pdata[i], NULL);
		g_autofree char *text = porter_compat_rewrite(olds->pdata[i], news->pdata[i],
							      regs->pdata[i], &g, !c->o.backport);

		if (sbx_work_put(full, text, -1, error)) {
			ret = -PORTER_ERROR_INTERNAL;
			goto out_clear;
		}
	}
	/* the target: the guard must pick the fix, whose build the loop judged */
	ret = build_keys(&got, &issues, &log, &ok, c, dir, c->o.kernel, error);
	if (ret)
		goto out_clear;
	if (kb) {
		gboolean yes = probe_said_yes(dir, kb, g.name);
		/* the new code on the target: the probed form is its, but for a backport */
		gboolean expect = (g.cond[0] != '!') != c->o.backport;

		if (yes != expect) {
			*out_why = g_strdup_printf("compat: the probe of %s %s against %s", g.name,
						   yes ? "compiled" : "did not compile", c->o.kernel);
			goto out_reject;
		}
		g_string_append_printf(said, "  The builds ran the probe in %s: %s %s against %s",
				       kb, g.name, yes ? "defined" : "not defined", c->o.kernel);
	}
	want = issue_keys(fixed, dir);
	{
		GHashTableIter it;
		gpointer k;

		g_hash_table_iter_init(&it, got);
		while (g_hash_table_iter_next(&it, &k, NULL)) {
			if (!g_hash_table_contains(want, k)) {
				*out_why = g_strdup_printf("compat: guarded, %s gets %s", ch.newer_name,
							   (char *)k);
				goto out_reject;
			}
		}
	}
	/* every other kernel: no issue its first build did not have */
	for (guint i = 0; c->o.also && c->o.also[i]; i++) {
		g_autoptr(GHashTable) keys = NULL;
		GHashTable *before = g_hash_table_lookup(c->baseline, c->o.also[i]);
		gboolean was_ok = GPOINTER_TO_INT(g_hash_table_lookup(c->baseline_ok, c->o.also[i]));
		gboolean now_ok = FALSE;
		GHashTableIter it;
		gpointer k;

		ret = build_keys(&keys, NULL, NULL, &now_ok, c, dir, c->o.also[i], error);
		if (ret)
			goto out_clear;
		if (kb)
			g_string_append_printf(said, ", %s against %s",
					       probe_said_yes(dir, kb, g.name) ? "defined" :
					       "not defined", c->o.also[i]);
		g_hash_table_iter_init(&it, keys);
		while (g_hash_table_iter_next(&it, &k, NULL)) {
			if (!before || !g_hash_table_contains(before, k)) {
				*out_why = g_strdup_printf("compat: guarded, %s gets %s",
							   c->o.also[i], (char *)k);
				goto out_reject;
			}
		}
		if (was_ok && !now_ok) {
			*out_why = g_strdup_printf("compat: guarded, the build against %s fails",
						   c->o.also[i]);
			goto out_reject;
		}
	}
	*out_note = g_strdup_printf(
		"With --compat the new code is guarded by `%s` and the old code kept in its #else, "
		"so that the driver still builds against the kernels it was written for.  Evidence "
		"for the guard (%s): %s.%s%s", g.cond, porter_compat_evidence_name(g.evidence), g.why,
		c->o.also && c->o.also[0] ? "  Built cleanly as before against " : "",
		c->o.also && c->o.also[0] ? c->o.also[0] : "");
	if (c->o.also && c->o.also[0] && c->o.also[1])
		for (guint i = 1; c->o.also[i]; i++) {
			char *n = g_strconcat(*out_note, ", ", c->o.also[i], NULL);

			g_free(*out_note);
			*out_note = n;
		}
	if (c->o.also && c->o.also[0]) {
		char *n = g_strconcat(*out_note, ".", NULL);

		g_free(*out_note);
		*out_note = n;
	}
	if (said->len) {
		char *n = g_strconcat(*out_note, said->str, ".", NULL);

		g_free(*out_note);
		*out_note = n;
	}
	*out_issues = g_steal_pointer(&issues);
	*out_log = g_steal_pointer(&log);
	*out_ok = ok;
	ret = 1;
	goto out_clear;
out_reject:
	ret = 0;
out_clear:
	if (issues)
		g_ptr_array_unref(issues);
	porter_compat_guard_clear(&g);
	g_free(ch.newer_name);
	g_free(ch.older_name);
	g_ptr_array_unref(ch.newer_words);
	g_ptr_array_unref(ch.older_words);
	g_ptr_array_unref(ch.newer_includes);
	g_ptr_array_unref(ch.includes);
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

// SPDX-License-Identifier: GPL-2.0
/*
 * --compat's guard: the test that picks the new code or the old one, from evidence only, in this
 * order: a feature test the newer headers allow (the new name is a macro there, a header exists
 * on one side only), the version of the first tag of the indexed history holding the header
 * commit that made the change when the history dates it exactly, a probe of the new form that
 * the driver's Kbuild file compiles against the kernel built for (HAVE_<SYMBOL>), else a version
 * bound, marked approximate.  compat.c writes the guarded fix and checks it.  docs/compat.md.
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

/* Whether some of @lines (1-based line numbers of @text) hold @w. */
static gboolean lines_have(const char *text, GArray *lines, const char *w)
{
	g_auto(GStrv) ls = g_strsplit(text ? text : "", "\n", -1);
	guint n = g_strv_length(ls);

	for (guint i = 0; lines && i < lines->len; i++) {
		int l = g_array_index(lines, int, i);

		if (l >= 1 && (guint)l <= n && porter_compat_has_word(ls[l - 1], w))
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
				      !porter_compat_has_word(fc->old_text, word);
			else if (how < 0)
				hit = lines_have(fc->old_text, fc->removed_lines, word) &&
				      !porter_compat_has_word(fc->new_text, word);
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
	/* one macro per change: named for the symbol, the change's, when it is a word */
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


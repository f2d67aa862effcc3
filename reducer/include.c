// SPDX-License-Identifier: GPL-2.0
/*
 * Where declarations live: the last pass of the reduction.  A group of issues whose names (unknown
 * types, undeclared functions and identifiers) one header of the target tree declares, a header the
 * driver does not include, is one missing-include issue; a #include of a header the target tree
 * lacks is a moved-include issue, with the header that declares the names the driver uses from it
 * now.  Only the target tree's facts (cfront) decide: no table of APIs.
 */
#include <string.h>

#include "cfront.h"
#include "red-int.h"

/* An issue that stands for a name the driver uses and the compiler found no declaration of. */
static gboolean needs_decl(const struct red_issue *is)
{
	return is->kind == RED_UNKNOWN_TYPE || is->kind == RED_UNDEFINED_FUNCTION ||
	       is->kind == RED_UNDEFINED_IDENTIFIER;
}

/* A quoted name in an "other" issue: "type defaults to 'int' in declaration of 'm'" names m. */
static gboolean is_name(const char *s)
{
	if (!s || !(g_ascii_isalpha(*s) || *s == '_'))
		return FALSE;
	for (const char *p = s; *p; p++)
		if (!g_ascii_isalnum(*p) && *p != '_')
			return FALSE;
	return TRUE;
}

/* The include names of the headers where the tree first declares name: its tag, function, macro. */
static void declarers(GPtrArray *out, const char *kdir, struct cf_ktree *kt, const char *name)
{
	const char *paths[3] = { NULL, NULL, NULL };

	if (g_str_has_prefix(name, "struct ") || g_str_has_prefix(name, "union ") ||
	    g_str_has_prefix(name, "enum ")) {
		paths[0] = cf_ktree_struct(kt, name, NULL);
	} else {
		paths[0] = cf_ktree_function(kt, name, NULL);
		paths[1] = cf_ktree_macro(kt, name, NULL);
	}
	for (int i = 0; i < 3; i++) {
		char *inc = paths[i] ? cf_ktree_include_name(kdir, paths[i]) : NULL;
		gboolean dup = FALSE;

		for (guint k = 0; inc && k < out->len && !dup; k++)
			dup = !strcmp(out->pdata[k], inc);
		if (inc && !dup)
			g_ptr_array_add(out, inc);
		else
			g_free(inc);
	}
}

/* Whether header inc, with what it includes, declares name. */
static gboolean closure_declares(const char *kdir, GHashTable *closures, const char *inc, const char *name)
{
	GPtrArray *c = g_hash_table_lookup(closures, inc);

	if (!c) {
		c = cf_ktree_header_closure(kdir, inc);
		g_hash_table_insert(closures, g_strdup(inc), c);
	}
	for (guint i = 0; i < c->len; i++)
		if (cf_ktree_header_declares(kdir, c->pdata[i], name))
			return TRUE;
	return FALSE;
}

/* The name, quoted in the message of an odd error, that header inc (with what it includes) declares. */
static char *quotes_declared(const char *kdir, GHashTable *closures, const char *inc, const char *msg)
{
	g_auto(GStrv) parts = g_strsplit(msg ? msg : "", "'", -1);

	/* the odd parts are the quoted ones: "type defaults to 'int' in declaration of 'm'" */
	for (guint i = 1; parts[i] && parts[i + 1]; i += 2)
		if (is_name(parts[i]) && !cf_is_keyword(parts[i]) &&
		    closure_declares(kdir, closures, inc, parts[i]))
			return g_strdup(parts[i]);
	return NULL;
}

static void add_unique(GPtrArray *a, const char *s)
{
	for (guint i = 0; i < a->len; i++)
		if (!strcmp(a->pdata[i], s))
			return;
	g_ptr_array_add(a, g_strdup(s));
}

/* Folds the members into a new issue of kind for header symbol; members leave @issues. */
static struct red_issue *fold(enum red_kind kind, const char *symbol, const char *include,
			      GPtrArray *members /* struct red_issue *, borrowed, in log order */)
{
	struct red_issue *first = members->pdata[0];
	struct red_issue *is = g_new0(struct red_issue, 1);

	is->kind = kind;
	is->symbol = g_strdup(symbol);
	is->include = g_strdup(include);
	is->file = g_strdup(first->file);
	is->line = first->line;
	is->column = first->column;
	is->function = g_strdup(first->function);
	is->message = g_strdup(first->message);
	is->severity = g_strdup(first->severity);
	is->option = g_strdup(first->option);
	is->evidence = g_ptr_array_new_with_free_func(g_free);
	is->files = g_ptr_array_new_with_free_func(g_free);
	is->members = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; i < members->len; i++) {
		const struct red_issue *m = members->pdata[i];

		is->count += m->count;
		g_ptr_array_add(is->members, g_strdup_printf("%s %s", red_kind_name(m->kind), m->symbol));
		for (guint k = 0; m->evidence && k < m->evidence->len && is->evidence->len < RED_MAX_EVIDENCE; k++)
			g_ptr_array_add(is->evidence, g_strdup(m->evidence->pdata[k]));
		for (guint k = 0; m->files && k < m->files->len; k++)
			add_unique(is->files, m->files->pdata[k]);
	}
	return is;
}

/* Replaces the issues of members (a subset of issues) by is, at the place of the first. */
static void replace(GPtrArray *issues, GPtrArray *members, struct red_issue *is)
{
	guint at = G_MAXUINT;

	for (guint i = 0; i < members->len; i++) {
		guint idx;

		if (g_ptr_array_find(issues, members->pdata[i], &idx)) {
			at = MIN(at, idx);
			g_ptr_array_steal_index(issues, idx);
		}
	}
	g_ptr_array_insert(issues, at == G_MAXUINT ? -1 : (gint)at, is);
}

/* The headers a file includes, and what those include, that the tree has. */
static GHashTable *included(const char *kdir, GHashTable *closures, GPtrArray *direct)
{
	GHashTable *set = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	for (guint i = 0; i < direct->len; i++) {
		GPtrArray *c = g_hash_table_lookup(closures, direct->pdata[i]);

		if (!c) {
			c = cf_ktree_header_closure(kdir, direct->pdata[i]);
			g_hash_table_insert(closures, g_strdup(direct->pdata[i]), c);
		}
		g_hash_table_add(set, g_strdup(direct->pdata[i]));
		for (guint k = 0; k < c->len; k++)
			g_hash_table_add(set, g_strdup(c->pdata[k]));
	}
	return set;
}

/* The missing-include issues of one file's issues (@group, in log order). */
static void fold_missing(GPtrArray *issues, GPtrArray *group, struct red_source *src, const char *kdir,
			 GHashTable *closures)
{
	struct cf_ktree *kt = cf_ktree_get(kdir);
	g_autoptr(GPtrArray) direct = red_source_includes(src, ((struct red_issue *)group->pdata[0])->file);
	g_autoptr(GHashTable) inc_set = NULL;
	g_autoptr(GPtrArray) cands = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) left = g_ptr_array_new();	/* struct red_issue *: names not yet explained */

	if (!direct || !kt)
		return;
	inc_set = included(kdir, closures, direct);
	for (guint i = 0; i < group->len; i++) {
		struct red_issue *is = group->pdata[i];
		g_autoptr(GPtrArray) d = g_ptr_array_new_with_free_func(g_free);
		gboolean any = FALSE;

		if (!needs_decl(is))
			continue;
		declarers(d, kdir, kt, is->symbol);
		/* a header the driver already includes: the name is missing for another reason */
		for (guint k = 0; k < d->len; k++)
			if (!g_hash_table_contains(inc_set, d->pdata[k])) {
				add_unique(cands, d->pdata[k]);
				any = TRUE;
			}
		if (any)
			g_ptr_array_add(left, is);
	}
	while (left->len) {
		g_autoptr(GPtrArray) best = NULL;
		const char *best_h = NULL;
		guint best_direct = 0;

		for (guint c = 0; c < cands->len; c++) {
			const char *h = cands->pdata[c];
			g_autoptr(GPtrArray) cover = g_ptr_array_new();
			guint ndirect = 0;

			for (guint i = 0; i < left->len; i++) {
				const struct red_issue *is = left->pdata[i];

				if (cf_ktree_header_declares(kdir, h, is->symbol))
					ndirect++;
				if (closure_declares(kdir, closures, h, is->symbol))
					g_ptr_array_add(cover, left->pdata[i]);
			}
			/* most names explained, then most declared by the header itself */
			if (cover->len && (!best || cover->len > best->len ||
					   (cover->len == best->len && ndirect > best_direct))) {
				g_clear_pointer(&best, g_ptr_array_unref);
				best = g_steal_pointer(&cover);
				best_h = h;
				best_direct = ndirect;
			}
		}
		if (!best)
			break;
		for (guint i = 0; i < best->len; i++)
			g_ptr_array_remove(left, best->pdata[i]);
		/* other errors that quote a name the header declares ("type defaults to 'int' in
		 * declaration of 'module_platform_driver'") are the same cascade */
		for (guint i = 0; i < group->len; i++) {
			struct red_issue *is = group->pdata[i];

			char *name;

			if (is->kind != RED_OTHER || g_ptr_array_find(best, is, NULL) ||
			    !(name = quotes_declared(kdir, closures, best_h, is->message)))
				continue;
			/* the member is known by that name ("other module_platform_driver") */
			g_free(is->symbol);
			is->symbol = name;
			g_ptr_array_add(best, is);
		}
		/* members in log order, as the group is */
		{
			g_autoptr(GPtrArray) ordered = g_ptr_array_new();

			for (guint i = 0; i < group->len; i++)
				if (g_ptr_array_find(best, group->pdata[i], NULL))
					g_ptr_array_add(ordered, group->pdata[i]);
			replace(issues, ordered, fold(RED_MISSING_INCLUDE, best_h, best_h, ordered));
			for (guint i = 0; i < ordered->len; i++) {
				g_ptr_array_remove(group, ordered->pdata[i]);
				red_issue_free(ordered->pdata[i]);
			}
		}
	}
}

/* "fatal error: asm/x.h: No such file or directory" (GCC), "'asm/x.h' file not found" (Clang). */
static gboolean missing_header(const struct red_issue *is)
{
	return is->kind == RED_OTHER && is->message &&
	       (strstr(is->message, ": No such file or directory") || strstr(is->message, "' file not found"));
}

/* A header the driver includes that the target tree lacks, where its own folder is a kernel one. */
static void fold_moved(GPtrArray *issues, struct red_issue *is, struct red_source *src, const char *kdir)
{
	g_autofree char *path = cf_ktree_header_path(kdir, is->symbol);
	g_autofree char *base = g_path_get_basename(is->symbol);
	g_autoptr(GPtrArray) direct = red_source_includes(src, is->file);
	g_autoptr(GPtrArray) named = NULL;
	g_autoptr(GPtrArray) idents = NULL;
	g_autoptr(GPtrArray) best = NULL;
	g_autoptr(GPtrArray) one = g_ptr_array_new();
	const char *best_h = NULL;
	const char *slash = strchr(is->symbol, '/');
	g_autofree char *folder = slash ? g_strndup(is->symbol, slash - is->symbol) : NULL;
	struct red_issue *moved;
	gboolean angle = FALSE;

	if (path || !folder || !direct)
		return;
	/* the driver's own "#include <H>", and a folder the kernel's headers use */
	for (guint i = 0; i < direct->len && !angle; i++)
		angle = !strcmp(direct->pdata[i], is->symbol);
	if (!angle || !cf_ktree_has_folder(kdir, folder))
		return;
	/* where the names the driver uses are declared now: a header of the same name that declares some */
	named = cf_ktree_headers_named(kdir, base);
	idents = red_source_identifiers(src, is->file);
	for (guint i = 0; named && i < named->len; i++) {
		g_autoptr(GPtrArray) used = g_ptr_array_new_with_free_func(g_free);

		for (guint k = 0; idents && k < idents->len; k++)
			if (cf_ktree_header_declares(kdir, named->pdata[i], idents->pdata[k]))
				g_ptr_array_add(used, g_strdup(idents->pdata[k]));
		if (used->len && (!best || used->len > best->len)) {
			g_clear_pointer(&best, g_ptr_array_unref);
			best = g_steal_pointer(&used);
			best_h = named->pdata[i];
		}
	}
	g_ptr_array_add(one, is);
	moved = fold(RED_MOVED_INCLUDE, is->symbol, best_h, one);
	/* the member is the include line itself; what the driver uses from the new header instead */
	g_ptr_array_set_size(moved->members, 0);
	for (guint i = 0; best && i < best->len; i++)
		g_ptr_array_add(moved->members, g_strdup(best->pdata[i]));
	replace(issues, one, moved);
	red_issue_free(is);
}

void red__fold_includes(GPtrArray *issues, struct red_source *src, const char *kdir)
{
	g_autoptr(GHashTable) closures = NULL;
	g_autoptr(GHashTable) files = NULL;
	g_autoptr(GPtrArray) order = NULL;
	g_autoptr(GPtrArray) fatal = NULL;

	if (!kdir || !*kdir || !issues->len)
		return;
	fatal = g_ptr_array_new();
	for (guint i = 0; i < issues->len; i++)
		if (missing_header(issues->pdata[i]))
			g_ptr_array_add(fatal, issues->pdata[i]);
	for (guint i = 0; i < fatal->len; i++)
		fold_moved(issues, fatal->pdata[i], src, kdir);
	closures = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)g_ptr_array_unref);
	files = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)g_ptr_array_unref);
	order = g_ptr_array_new();
	for (guint i = 0; i < issues->len; i++) {
		struct red_issue *is = issues->pdata[i];
		GPtrArray *g = g_hash_table_lookup(files, is->file);

		if (!g) {
			char *k = g_strdup(is->file);

			g = g_ptr_array_new();
			g_hash_table_insert(files, k, g);
			g_ptr_array_add(order, k);
		}
		g_ptr_array_add(g, is);
	}
	for (guint i = 0; i < order->len; i++)
		fold_missing(issues, g_hash_table_lookup(files, order->pdata[i]), src, kdir, closures);
}

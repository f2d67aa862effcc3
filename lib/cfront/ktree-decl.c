// SPDX-License-Identifier: GPL-2.0
/*
 * Which header of a kernel tree declares what, by the name a driver includes it with: the headers a
 * header includes unconditionally (its closure), the identifiers it declares at file scope, and the
 * headers of a given base name.  The reducer asks it whether a group of undeclared names is one
 * missing #include.  Headers are lexed on demand and kept for the process, one table per tree.
 */
#include <string.h>

#include "cfront.h"

/* One header: what it includes outside any conditional group, and what it declares. */
struct hdr {
	GPtrArray *includes;	/* char *: include names ("linux/device.h") */
	GHashTable *decls;	/* identifier or "struct x" -> itself */
};

struct kheaders {
	GPtrArray *roots;	/* char *: header folders, in search order */
	GHashTable *hdrs;	/* include name -> struct hdr *, or a NULL value for "not in the tree" */
	GHashTable *by_base;	/* base name -> GPtrArray of include names; built on first use */
};

static GMutex kh_lock;

/*
 * The folders an include name resolves in, in the order the kernel's Makefile gives -I: for each
 * of cf_kheader_dirs() (arch/ARCH/include and include/ of the tree and of the tree its Makefile
 * includes), its generated/ part, itself, and their uapi/ parts.
 */
static GPtrArray *roots_of(const char *kdir)
{
	static const char *const sub[] = { "generated", "", "generated/uapi", "uapi" };
	g_autoptr(GPtrArray) dirs = cf_kheader_dirs(kdir, NULL);
	GPtrArray *roots = g_ptr_array_new_with_free_func(g_free);

	/* arch/ARCH/include before include/, as Kbuild's -I order has them */
	for (guint pass = 0; pass < 2; pass++)
		for (guint d = 0; d < dirs->len; d++) {
			const char *dir = dirs->pdata[d];

			if ((strstr(dir, "/arch/") != NULL) != (pass == 0))
				continue;
			for (guint i = 0; i < G_N_ELEMENTS(sub); i++) {
				char *p = g_build_filename(dir, sub[i], NULL);

				if (g_file_test(p, G_FILE_TEST_IS_DIR))
					g_ptr_array_add(roots, p);
				else
					g_free(p);
			}
		}
	return roots;
}

static void hdr_free(gpointer p)
{
	struct hdr *h = p;

	if (!h)
		return;
	g_ptr_array_unref(h->includes);
	g_hash_table_unref(h->decls);
	g_free(h);
}

static struct kheaders *kheaders_get(const char *kdir)
{
	static GHashTable *trees;
	struct kheaders *kh;

	if (!trees)
		trees = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	kh = g_hash_table_lookup(trees, kdir);
	if (!kh) {
		kh = g_new0(struct kheaders, 1);
		kh->roots = roots_of(kdir);
		kh->hdrs = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, hdr_free);
		g_hash_table_insert(trees, g_strdup(kdir), kh);
	}
	return kh;
}

static char *find_path(struct kheaders *kh, const char *name)
{
	if (!name || !*name || name[0] == '/' || strstr(name, ".."))
		return NULL;
	for (guint i = 0; i < kh->roots->len; i++) {
		char *p = g_build_filename(kh->roots->pdata[i], name, NULL);

		if (g_file_test(p, G_FILE_TEST_IS_REGULAR))
			return p;
		g_free(p);
	}
	return NULL;
}

static void add_decl(struct hdr *h, const char *s)
{
	if (!cf_is_keyword(s) && !g_hash_table_contains(h->decls, s)) {
		char *k = g_strdup(s);

		g_hash_table_insert(h->decls, k, k);
	}
}

static gboolean is(const struct cf_token *t, const char *s)
{
	return !strcmp(t->text, s);
}

/* The name inside "#include <x>" or "#include "x"", owned, or NULL. */
char *cf_include_target(const char *directive)
{
	const char *p = directive, *e;

	if (*p == '#')
		p++;
	while (*p == ' ')
		p++;
	if (g_str_has_prefix(p, "include_next"))
		p += 12;
	else if (g_str_has_prefix(p, "include"))
		p += 7;
	else
		return NULL;
	while (*p == ' ')
		p++;
	if (*p != '<' && *p != '"')
		return NULL;
	e = strchr(p + 1, *p == '<' ? '>' : '"');
	return e && e > p + 1 ? g_strndup(p + 1, e - p - 1) : NULL;
}

/*
 * Reads a header's file-scope declarations: tags, typedef names, functions, objects, enumerators and
 * macros.  Include lines count when they sit outside every conditional group but the include guard.
 */
static struct hdr *hdr_read(const char *path)
{
	g_autofree char *text = NULL;
	g_autoptr(cf_tokens) l = NULL;
	struct hdr *h;
	const struct cf_token *t;
	gsize len;
	guint n, start = 0;
	int depth = 0, guard = 0, enum_depth = -1;
	gboolean typedef_ = FALSE;

	if (!g_file_get_contents(path, &text, &len, NULL))
		return NULL;
	h = g_new0(struct hdr, 1);
	h->includes = g_ptr_array_new_with_free_func(g_free);
	h->decls = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	l = cf_lex(text, len, 0);
	t = (const struct cf_token *)(void *)l->toks->data;
	n = l->toks->len;
	/* the include guard: the file's first directive an #ifndef closed by its last directive */
	for (guint i = 0; i < n; i++) {
		if (t[i].kind != CF_PP)
			break;
		if (t[i].pp == CF_PP_IFNDEF) {
			int last = -1;

			for (guint k = i; k < n; k++)
				if (t[k].kind == CF_PP)
					last = (int)k;
			if (last >= 0 && t[last].pp == CF_PP_ENDIF && t[last].open == (int)i)
				guard = 1;
			break;
		}
		if (t[i].pp != CF_PP_OTHER)
			break;
	}
	for (guint i = 0; i < n; i++) {
		if (t[i].kind == CF_PP) {
			if (t[i].pp == CF_PP_DEFINE && *t[i].arg)
				add_decl(h, t[i].arg);
			if (t[i].pp == CF_PP_INCLUDE && t[i].depth <= guard) {
				char *inc = cf_include_target(t[i].text);

				if (inc)
					g_ptr_array_add(h->includes, inc);
			}
			continue;
		}
		if ((is(&t[i], "struct") || is(&t[i], "union") || is(&t[i], "enum")) && i + 2 < n &&
		    t[i + 1].kind == CF_IDENT && is(&t[i + 2], "{")) {
			g_autofree char *key = g_strdup_printf("%s %s", t[i].text, t[i + 1].text);

			add_decl(h, key);
		}
		if (is(&t[i], "enum") && i + 1 < n && (is(&t[i + 1], "{") || (i + 2 < n && is(&t[i + 2], "{"))))
			enum_depth = depth + 1;
		/* enumerators: the first identifier of each item of an enum body */
		if (depth == enum_depth && t[i].kind == CF_IDENT && i > 0 &&
		    (is(&t[i - 1], "{") || is(&t[i - 1], ",")))
			add_decl(h, t[i].text);
		if (depth == 0 && is(&t[i], "typedef"))
			typedef_ = TRUE;
		/* a function, or a function pointer typedef "(*name)(" */
		if (depth == 0 && t[i].kind == CF_IDENT && i + 1 < n && is(&t[i + 1], "(") && i > start &&
		    (t[i - 1].kind == CF_IDENT || is(&t[i - 1], "*")))
			add_decl(h, t[i].text);
		if (depth == 1 && typedef_ && t[i].kind == CF_IDENT && i > 1 && is(&t[i - 1], "*") &&
		    is(&t[i - 2], "(") && i + 1 < n && is(&t[i + 1], ")"))
			add_decl(h, t[i].text);
		if (is(&t[i], "{") || is(&t[i], "(") || is(&t[i], "[")) {
			depth++;
		} else if ((is(&t[i], "}") || is(&t[i], ")") || is(&t[i], "]")) && depth > 0) {
			if (depth == enum_depth && is(&t[i], "}"))
				enum_depth = -1;
			depth--;
		}
		/* typedef names and objects: the identifier before ';', '=', '[' or ',' at file scope */
		if (depth == 0 && t[i].kind == CF_IDENT && i + 1 < n && i > start &&
		    (is(&t[i + 1], ";") || is(&t[i + 1], "=") || is(&t[i + 1], "[") || is(&t[i + 1], ",")) &&
		    !cf_is_keyword(t[i].text))
			add_decl(h, t[i].text);
		if (depth == 0 && is(&t[i], ";")) {
			start = i + 1;
			typedef_ = FALSE;
		} else if (depth == 0 && is(&t[i], "}") && !typedef_) {
			start = i + 1;
		}
	}
	return h;
}

/* The facts of <name>, read on first use; NULL when the tree has no such header. */
static struct hdr *hdr_get(struct kheaders *kh, const char *name)
{
	struct hdr *h;
	char *path;

	if (g_hash_table_lookup_extended(kh->hdrs, name, NULL, (gpointer *)&h))
		return h;
	path = find_path(kh, name);
	h = path ? hdr_read(path) : NULL;
	g_free(path);
	g_hash_table_insert(kh->hdrs, g_strdup(name), h);
	return h;
}

char *cf_ktree_include_name(const char *kdir, const char *path)
{
	struct kheaders *kh;
	char *out = NULL;
	gsize best = 0;

	if (!kdir || !*kdir || !path)
		return NULL;
	g_mutex_lock(&kh_lock);
	kh = kheaders_get(kdir);
	/* the longest root holding path: "include/uapi" before "include" */
	for (guint i = 0; i < kh->roots->len; i++) {
		const char *r = kh->roots->pdata[i];
		gsize rl = strlen(r);

		if (rl > best && !strncmp(path, r, rl) && path[rl] == '/') {
			g_free(out);
			out = g_strdup(path + rl + 1);
			best = rl;
		}
	}
	g_mutex_unlock(&kh_lock);
	return out;
}

char *cf_ktree_header_path(const char *kdir, const char *name)
{
	char *p;

	if (!kdir || !*kdir)
		return NULL;
	g_mutex_lock(&kh_lock);
	p = find_path(kheaders_get(kdir), name);
	g_mutex_unlock(&kh_lock);
	return p;
}

GPtrArray *cf_ktree_header_closure(const char *kdir, const char *name)
{
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GHashTable) seen = NULL;
	struct kheaders *kh;

	if (!kdir || !*kdir || !name)
		return out;
	seen = g_hash_table_new(g_str_hash, g_str_equal);
	g_mutex_lock(&kh_lock);
	kh = kheaders_get(kdir);
	if (hdr_get(kh, name))
		g_ptr_array_add(out, g_strdup(name));
	/* breadth first: out grows while it is walked */
	for (guint i = 0; i < out->len; i++) {
		struct hdr *h = hdr_get(kh, out->pdata[i]);

		g_hash_table_add(seen, out->pdata[i]);
		for (guint k = 0; h && k < h->includes->len; k++) {
			const char *inc = h->includes->pdata[k];

			if (g_hash_table_contains(seen, inc) || !hdr_get(kh, inc))
				continue;
			g_ptr_array_add(out, g_strdup(inc));
			g_hash_table_add(seen, out->pdata[out->len - 1]);
		}
	}
	g_mutex_unlock(&kh_lock);
	return out;
}

gboolean cf_ktree_header_declares(const char *kdir, const char *name, const char *ident)
{
	struct hdr *h;
	gboolean yes;

	if (!kdir || !*kdir || !name || !ident)
		return FALSE;
	g_mutex_lock(&kh_lock);
	h = hdr_get(kheaders_get(kdir), name);
	yes = h && g_hash_table_contains(h->decls, ident);
	g_mutex_unlock(&kh_lock);
	return yes;
}

static void list_base(GHashTable *by_base, const char *root, const char *rel, int depth)
{
	g_autofree char *dir = rel ? g_build_filename(root, rel, NULL) : g_strdup(root);
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *n;

	if (!d || depth > 8)
		return;
	while ((n = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(dir, n, NULL);
		g_autofree char *r = rel ? g_build_filename(rel, n, NULL) : g_strdup(n);

		if (g_str_has_suffix(n, ".h") && rel) {
			GPtrArray *a = g_hash_table_lookup(by_base, n);

			if (!a) {
				a = g_ptr_array_new_with_free_func(g_free);
				g_hash_table_insert(by_base, g_strdup(n), a);
			}
			g_ptr_array_add(a, g_steal_pointer(&r));
		} else if (!strchr(n, '.') && g_file_test(p, G_FILE_TEST_IS_DIR) &&
			   !g_file_test(p, G_FILE_TEST_IS_SYMLINK) && strcmp(n, "generated") && strcmp(n, "uapi")) {
			list_base(by_base, root, r, depth + 1);
		}
	}
}

GPtrArray *cf_ktree_headers_named(const char *kdir, const char *base)
{
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);
	struct kheaders *kh;
	GPtrArray *a;

	if (!kdir || !*kdir || !base)
		return out;
	g_mutex_lock(&kh_lock);
	kh = kheaders_get(kdir);
	if (!kh->by_base) {
		kh->by_base = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
						    (GDestroyNotify)g_ptr_array_unref);
		for (guint i = 0; i < kh->roots->len; i++)
			list_base(kh->by_base, kh->roots->pdata[i], NULL, 0);
	}
	a = g_hash_table_lookup(kh->by_base, base);
	for (guint i = 0; a && i < a->len; i++) {
		gboolean dup = FALSE;

		for (guint k = 0; k < out->len && !dup; k++)
			dup = !strcmp(out->pdata[k], a->pdata[i]);
		if (!dup)
			g_ptr_array_add(out, g_strdup(a->pdata[i]));
	}
	g_mutex_unlock(&kh_lock);
	return out;
}

gboolean cf_ktree_has_folder(const char *kdir, const char *folder)
{
	struct kheaders *kh;
	gboolean yes = FALSE;

	if (!kdir || !*kdir || !folder || !*folder || strchr(folder, '/') || !strcmp(folder, "..") ||
	    !strcmp(folder, "."))
		return FALSE;
	g_mutex_lock(&kh_lock);
	kh = kheaders_get(kdir);
	for (guint i = 0; i < kh->roots->len && !yes; i++) {
		g_autofree char *p = g_build_filename(kh->roots->pdata[i], folder, NULL);

		yes = g_file_test(p, G_FILE_TEST_IS_DIR);
	}
	g_mutex_unlock(&kh_lock);
	return yes;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The facts index of a kernel tree: where each struct/union/enum is defined, where each function is
 * declared (with its prototype) and each macro defined, over the tree's headers.  The reducer and
 * synth both ask it instead of walking ~10,000 headers each.  It is built once per tree by lexing
 * every header, kept for the process, and cached on disk keyed by the tree's path and the mtimes of
 * its include folders, so the next run only reads one file.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cfront.h"

#define KTREE_MAGIC "porter-ktree 1"
#define KTREE_CACHE_MIN 1000	/* headers */

struct fact {
	const char *name;	/* functions: their name; interned */
	guint file;		/* index in files */
	int line;
	const char *proto;	/* functions: the declaration up to its ')', tokens spaced; interned */
};

struct cf_ktree {
	char *kdir;
	char *arch;
	GPtrArray *roots;	/* char *: the header folders (cf_kheader_dirs()) */
	GHashTable *words;	/* identifiers of every header, read when first asked */
	char *words_text;	/* the words cache as read: words points into it */
	char *stamp;		/* what the cache is valid for */
	GPtrArray *files;	/* char *: headers in reading order */
	GHashTable *structs;	/* "struct x" -> struct fact * (the first definition) */
	GHashTable *funcs;	/* name -> struct fact * (the first declaration) */
	GHashTable *macros;	/* name -> struct fact * */
	GPtrArray *func_order;	/* struct fact *: every function's first declaration, in reading order */
	char *cache;		/* the cache file's path; the words' is it with ".words" */
	GMutex words_lock;
};

/* What the cache holds good for: the architecture, the mtimes of the header folders. */
static char *stamp_of(const char *arch, GPtrArray *roots)
{
	GString *s = g_string_new(arch);

	g_string_append_c(s, ':');
	for (guint i = 0; i < roots->len; i++) {
		g_autofree char *gen = g_build_filename(roots->pdata[i], "generated", NULL);
		struct stat a = { 0 }, b = { 0 };

		stat(roots->pdata[i], &a);
		stat(gen, &b);
		g_string_append_printf(s, "%s%lld.%lld", i ? "," : "", (long long)a.st_mtime, (long long)b.st_mtime);
	}
	return g_string_free(s, FALSE);
}

/* Headers under dir, depth first in directory order. */
static void list_headers(GPtrArray *out, const char *dir, int depth)
{
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *n;

	if (!d || depth > 8)
		return;
	while ((n = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(dir, n, NULL);

		if (g_str_has_suffix(n, ".h") && g_file_test(p, G_FILE_TEST_IS_REGULAR))
			g_ptr_array_add(out, g_steal_pointer(&p));
		else if (g_file_test(p, G_FILE_TEST_IS_DIR) && !g_file_test(p, G_FILE_TEST_IS_SYMLINK))
			list_headers(out, p, depth + 1);
	}
}

static struct fact *fact_new(guint file, int line, const char *proto)
{
	struct fact *f = g_new0(struct fact, 1);

	f->file = file;
	f->line = line;
	f->proto = proto;
	return f;
}

static void add_fact(GHashTable *h, const char *key, struct fact *f, GPtrArray *order)
{
	if (g_hash_table_contains(h, key)) {
		g_free(f);
		return;
	}
	g_hash_table_insert(h, g_strdup(key), f);
	if (order)
		g_ptr_array_add(order, f);
}

static gboolean is(const struct cf_token *t, const char *s)
{
	return !strcmp(t->text, s);
}

/* The facts of one header's tokens. */
static void index_header(struct cf_ktree *kt, guint file, const struct cf_token *t, guint n)
{
	int depth = 0;
	guint start = 0;	/* first token of the current declaration at depth 0 */

	for (guint i = 0; i < n; i++) {
		if (t[i].kind == CF_PP) {
			if (t[i].pp == CF_PP_DEFINE && *t[i].arg)
				add_fact(kt->macros, t[i].arg, fact_new(file, t[i].line, NULL), NULL);
			if (depth == 0)
				start = i + 1;
			continue;
		}
		if ((is(&t[i], "struct") || is(&t[i], "union") || is(&t[i], "enum")) && i + 2 < n &&
		    t[i + 1].kind == CF_IDENT && is(&t[i + 2], "{")) {
			g_autofree char *key = g_strdup_printf("%s %s", t[i].text, t[i + 1].text);

			add_fact(kt->structs, key, fact_new(file, t[i].line, NULL), NULL);
		}
		if (depth == 0 && t[i].kind == CF_IDENT && i + 1 < n && is(&t[i + 1], "(") && i > start &&
		    (t[i - 1].kind == CF_IDENT || is(&t[i - 1], "*")) && !is(&t[i - 1], "return")) {
			GString *p = g_string_new(NULL);
			int pd = 0;

			for (guint k = start; k < n; k++) {
				if (t[k].kind == CF_PP)
					continue;
				if (p->len)
					g_string_append_c(p, ' ');
				g_string_append(p, t[k].text);
				if (k > i && is(&t[k], "("))
					pd++;
				else if (k > i && is(&t[k], ")") && --pd == 0)
					break;
				if (p->len > 1000)
					break;
			}
			struct fact *f = fact_new(file, t[i].line, cf_intern(p->str, p->len));

			f->name = cf_intern(t[i].text, strlen(t[i].text));
			add_fact(kt->funcs, t[i].text, f, kt->func_order);
			g_string_free(p, TRUE);
		}
		if (is(&t[i], "{") || is(&t[i], "(") || is(&t[i], "["))
			depth++;
		else if ((is(&t[i], "}") || is(&t[i], ")") || is(&t[i], "]")) && depth > 0)
			depth--;
		if (depth == 0 && (is(&t[i], ";") || is(&t[i], "}")))
			start = i + 1;
	}
}

static struct cf_ktree *ktree_new(const char *kdir, const char *arch, GPtrArray *roots, char *stamp)
{
	struct cf_ktree *kt = g_new0(struct cf_ktree, 1);

	kt->kdir = g_strdup(kdir);
	kt->arch = g_strdup(arch);
	kt->roots = g_ptr_array_ref(roots);
	kt->stamp = stamp;
	kt->files = g_ptr_array_new_with_free_func(g_free);
	kt->structs = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	kt->funcs = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	kt->macros = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	kt->func_order = g_ptr_array_new();
	return kt;
}

static void build(struct cf_ktree *kt)
{
	for (guint r = 0; r < kt->roots->len; r++)
		list_headers(kt->files, kt->roots->pdata[r], 0);
	for (guint f = 0; f < kt->files->len; f++) {
		g_autofree char *text = NULL;
		gsize len;
		g_autoptr(cf_tokens) l = NULL;

		if (!g_file_get_contents(kt->files->pdata[f], &text, &len, NULL))
			continue;
		l = cf_lex(text, len, 0);
		index_header(kt, f, (struct cf_token *)(void *)l->toks->data, l->toks->len);
	}
}

static char *cache_path(const char *key)
{
	const char *dir = g_getenv("PORTER_CACHE_DIR");
	g_autofree char *sum = g_compute_checksum_for_string(G_CHECKSUM_SHA1, key, -1);
	g_autofree char *name = g_strdup_printf("ktree-%s", sum);

	if (dir && *dir)
		return g_build_filename(dir, name, NULL);
	return g_build_filename(g_get_user_cache_dir(), "porter", name, NULL);
}

static void put_fact(GString *s, char kind, const char *key, const struct fact *f)
{
	g_string_append_printf(s, "%c\t%s\t%u\t%d\t%s\n", kind, key, f->file, f->line, f->proto ? f->proto : "");
}

/* Writes the cache atomically; a cache that cannot be written only costs the next run a rebuild. */
static void save(const struct cf_ktree *kt, const char *path)
{
	GString *s = g_string_new(NULL);
	g_autofree char *dir = g_path_get_dirname(path);
	GHashTableIter it;
	gpointer k, v;

	g_string_append_printf(s, "%s\t%s\t%s\n", KTREE_MAGIC, kt->kdir, kt->stamp);
	for (guint i = 0; i < kt->files->len; i++)
		g_string_append_printf(s, "P\t%s\n", (char *)kt->files->pdata[i]);
	g_hash_table_iter_init(&it, kt->structs);
	while (g_hash_table_iter_next(&it, &k, &v))
		put_fact(s, 'S', k, v);
	g_hash_table_iter_init(&it, kt->macros);
	while (g_hash_table_iter_next(&it, &k, &v))
		put_fact(s, 'M', k, v);
	/* functions in reading order, so that the converter search keeps it */
	for (guint i = 0; i < kt->func_order->len; i++) {
		const struct fact *f = kt->func_order->pdata[i];

		put_fact(s, 'F', f->name, f);
	}
	if (g_mkdir_with_parents(dir, 0700) == 0)
		g_file_set_contents(path, s->str, (gssize)s->len, NULL);
	g_string_free(s, TRUE);
}

/* The cached index of kdir if it is there and still valid for stamp, else NULL. */
static struct cf_ktree *load(const char *kdir, const char *arch, GPtrArray *roots, const char *stamp,
			     const char *path)
{
	g_autofree char *text = NULL;
	g_autofree char *head = g_strdup_printf("%s\t%s\t%s\n", KTREE_MAGIC, kdir, stamp);
	struct cf_ktree *kt;
	char *p, *nl;

	if (!g_file_get_contents(path, &text, NULL, NULL) || !g_str_has_prefix(text, head))
		return NULL;
	kt = ktree_new(kdir, arch, roots, g_strdup(stamp));
	for (p = text + strlen(head); *p; p = nl + 1) {
		char *f[6] = { 0 };
		int nf = 0;

		nl = strchr(p, '\n');
		if (!nl)
			break;
		*nl = 0;
		f[nf++] = p;
		for (char *q = p; *q && nf < 6; q++)
			if (*q == '\t') {
				*q = 0;
				f[nf++] = q + 1;
			}
		if (f[0][0] == 'P' && nf == 2) {
			g_ptr_array_add(kt->files, g_strdup(f[1]));
		} else if (nf == 5 && strchr("SMF", f[0][0])) {
			guint file = (guint)g_ascii_strtoull(f[2], NULL, 10);
			struct fact *x = fact_new(file, atoi(f[3]), *f[4] ? cf_intern(f[4], strlen(f[4])) : NULL);

			if (file >= kt->files->len) {
				g_free(x);
				continue;
			}
			if (f[0][0] == 'S') {
				add_fact(kt->structs, f[1], x, NULL);
			} else if (f[0][0] == 'M') {
				add_fact(kt->macros, f[1], x, NULL);
			} else {
				x->name = cf_intern(f[1], strlen(f[1]));
				add_fact(kt->funcs, f[1], x, kt->func_order);
			}
		}
	}
	return kt;
}

struct cf_ktree *cf_ktree_get(const char *kdir)
{
	return cf_ktree_get_arch(kdir, NULL);
}

struct cf_ktree *cf_ktree_get_arch(const char *kdir, const char *arch)
{
	static GMutex lock;
	static GHashTable *trees;
	g_autoptr(GPtrArray) roots = NULL;
	g_autofree char *path = NULL, *key = NULL, *own = NULL;
	struct cf_ktree *kt;
	char *stamp;

	if (!kdir || !*kdir)
		return NULL;
	arch = arch && *arch ? (own = cf_karch_of_machine(arch)) : cf_karch();
	key = g_strdup_printf("%s\n%s", kdir, arch);
	g_mutex_lock(&lock);
	if (!trees)
		trees = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	kt = g_hash_table_lookup(trees, key);
	if (kt)
		goto out_unlock;
	roots = cf_kheader_dirs(kdir, arch);
	stamp = stamp_of(arch, roots);
	/* one file per tree: another architecture's index replaces it (its stamp differs) */
	path = cache_path(kdir);
	kt = load(kdir, arch, roots, stamp, path);
	if (kt) {
		g_free(stamp);
	} else {
		kt = ktree_new(kdir, arch, roots, stamp);
		build(kt);
		/* a small tree (a test's) is quicker to read than to keep a file for, unless asked */
		if (kt->files->len >= KTREE_CACHE_MIN || g_getenv("PORTER_CACHE_DIR"))
			save(kt, path);
	}
	kt->cache = g_steal_pointer(&path);
	g_hash_table_insert(trees, g_steal_pointer(&key), kt);
out_unlock:
	g_mutex_unlock(&lock);
	return kt;
}

static const char *where(struct cf_ktree *kt, GHashTable *h, const char *key, int *out_line)
{
	const struct fact *f = kt && key ? g_hash_table_lookup(h, key) : NULL;

	if (!f)
		return NULL;
	if (out_line)
		*out_line = f->line;
	return kt->files->pdata[f->file];
}

const char *cf_ktree_struct(struct cf_ktree *kt, const char *container, int *out_line)
{
	return where(kt, kt ? kt->structs : NULL, container, out_line);
}

const char *cf_ktree_function(struct cf_ktree *kt, const char *name, int *out_line)
{
	return where(kt, kt ? kt->funcs : NULL, name, out_line);
}

const char *cf_ktree_macro(struct cf_ktree *kt, const char *name, int *out_line)
{
	return where(kt, kt ? kt->macros : NULL, name, out_line);
}

const char *cf_ktree_arch(const struct cf_ktree *kt)
{
	return kt ? kt->arch : NULL;
}

GPtrArray *cf_ktree_header_dirs(const struct cf_ktree *kt)
{
	return kt ? kt->roots : NULL;
}

gboolean cf_ktree_has_header(struct cf_ktree *kt, const char *header)
{
	if (!kt || !header || !*header || strstr(header, "..") || g_path_is_absolute(header))
		return FALSE;
	for (guint i = 0; i < kt->roots->len; i++) {
		g_autofree char *p = g_build_filename(kt->roots->pdata[i], header, NULL);
		g_autofree char *up = g_build_filename(kt->roots->pdata[i], "uapi", header, NULL);

		if (g_file_test(p, G_FILE_TEST_IS_REGULAR) || g_file_test(up, G_FILE_TEST_IS_REGULAR))
			return TRUE;
	}
	return FALSE;
}

/*
 * The identifiers of every header, from the words cache when it is valid for this index (the same
 * first line), else by lexing the headers once and writing the cache.
 */
static void read_words(struct cf_ktree *kt)
{
	g_autofree char *path = g_strconcat(kt->cache, ".words", NULL);
	g_autofree char *head = g_strdup_printf("%s words\t%s\t%s\n", KTREE_MAGIC, kt->kdir,
						kt->stamp);
	g_autofree char *text = NULL;
	GHashTableIter it;
	gpointer w;
	GString *s;

	kt->words = g_hash_table_new(g_str_hash, g_str_equal);
	if (g_file_get_contents(path, &text, NULL, NULL) && g_str_has_prefix(text, head)) {
		/* half a million words: split in place and kept, not copied */
		for (char *p = text + strlen(head), *nl; *p; p = nl + 1) {
			nl = strchr(p, '\n');
			if (!nl)
				break;
			*nl = 0;
			g_hash_table_add(kt->words, p);
		}
		kt->words_text = g_steal_pointer(&text);
		return;
	}
	for (guint f = 0; f < kt->files->len; f++) {
		g_autofree char *t = NULL;
		g_autoptr(cf_tokens) l = NULL;
		gsize len;

		if (!g_file_get_contents(kt->files->pdata[f], &t, &len, NULL))
			continue;
		l = cf_lex(t, len, CF_LEX_INTERN | CF_LEX_DIRECTIVE_TOKENS);
		for (guint i = 0; i < l->toks->len; i++) {
			const struct cf_token *x = &g_array_index(l->toks, struct cf_token, i);

			if (x->kind == CF_IDENT)
				g_hash_table_add(kt->words, (gpointer)x->text);
		}
	}
	if (kt->files->len < KTREE_CACHE_MIN && !g_getenv("PORTER_CACHE_DIR"))
		return;
	s = g_string_new(head);
	g_hash_table_iter_init(&it, kt->words);
	while (g_hash_table_iter_next(&it, &w, NULL))
		g_string_append_printf(s, "%s\n", (const char *)w);
	g_file_set_contents(path, s->str, (gssize)s->len, NULL);
	g_string_free(s, TRUE);
}

gboolean cf_ktree_has_word(struct cf_ktree *kt, const char *word)
{
	gboolean has;

	if (!kt || !word)
		return FALSE;
	g_mutex_lock(&kt->words_lock);
	if (!kt->words)
		read_words(kt);
	has = g_hash_table_contains(kt->words, word);
	g_mutex_unlock(&kt->words_lock);
	return has;
}

/*
 * The tokens of container's first definition in *out (owned by the caller) and the index of its
 * opening brace, or FALSE when no header defines it with a body there.
 */
static gboolean struct_body(struct cf_ktree *kt, const char *container, cf_tokens **out,
			    guint *out_open)
{
	g_auto(GStrv) ow = container ? g_strsplit(container, " ", -1) : NULL;
	const char *path = cf_ktree_struct(kt, container, NULL);
	g_autofree char *text = NULL;
	const struct cf_token *t;
	cf_tokens *l;
	gsize len;
	guint n;

	if (!path || g_strv_length(ow) != 2 || !g_file_get_contents(path, &text, &len, NULL))
		return FALSE;
	l = cf_lex(text, len, 0);
	t = (const struct cf_token *)(void *)l->toks->data;
	n = l->toks->len;
	for (guint i = 0; i + 2 < n; i++)
		if (is(&t[i], ow[0]) && is(&t[i + 1], ow[1]) && is(&t[i + 2], "{")) {
			*out = l;
			*out_open = i + 2;
			return TRUE;
		}
	cf_tokens_free(l);
	return FALSE;
}

char *cf_ktree_member_of_type(struct cf_ktree *kt, const char *outer, const char *inner)
{
	g_auto(GStrv) iw = inner ? g_strsplit(inner, " ", -1) : NULL;
	g_autoptr(cf_tokens) l = NULL;
	const struct cf_token *t;
	guint n, open;

	if (g_strv_length(iw) != 2 || !struct_body(kt, outer, &l, &open))
		return NULL;
	t = (const struct cf_token *)(void *)l->toks->data;
	n = l->toks->len;
	for (guint i = open + 1, depth = 1; i + 3 < n && depth > 0; i++) {
		if (is(&t[i], "{"))
			depth++;
		else if (is(&t[i], "}"))
			depth--;
		else if (is(&t[i], iw[0]) && is(&t[i + 1], iw[1]) && t[i + 2].kind == CF_IDENT &&
			 is(&t[i + 3], ";"))
			return g_strdup(t[i + 2].text);
	}
	return NULL;
}

GPtrArray *cf_ktree_members(struct cf_ktree *kt, const char *container)
{
	GPtrArray *out = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(cf_tokens) l = NULL;
	const struct cf_token *t;
	guint n, open;
	int paren = 0;

	if (!struct_body(kt, container, &l, &open))
		return out;
	t = (const struct cf_token *)(void *)l->toks->data;
	n = l->toks->len;
	for (guint i = open + 1, depth = 1; i + 1 < n && depth > 0; i++) {
		if (t[i].kind == CF_PP)
			continue;
		if (is(&t[i], "{")) {
			depth++;
		} else if (is(&t[i], "}")) {
			depth--;
		} else if (is(&t[i], "(")) {
			paren++;
		} else if (is(&t[i], ")")) {
			paren--;
		} else if (depth == 1 && t[i].kind == CF_IDENT) {
			const struct cf_token *nx = &t[i + 1];

			/* "type name;", "name[N]", "name : bits", "name," or "(*name)(...)" */
			if ((paren == 0 && (is(nx, ";") || is(nx, "[") || is(nx, ":") || is(nx, ","))) ||
			    (paren == 1 && i > 0 && is(&t[i - 1], "*") && is(nx, ")") && i + 2 < n &&
			     is(&t[i + 2], "(")))
				g_ptr_array_add(out, g_strdup(t[i].text));
		}
	}
	return out;
}

char *cf_ktree_converter(struct cf_ktree *kt, const char *outer, const char *inner)
{
	g_autofree char *o = outer ? g_regex_escape_string(outer, -1) : NULL;
	g_autofree char *in = inner ? g_regex_escape_string(inner, -1) : NULL;
	g_autofree char *re_s = NULL;
	g_autoptr(GRegex) re = NULL;

	if (!kt || !o || !in)
		return NULL;
	/* An inline helper or a declared one ("extern", or a bare prototype), const results too. */
	re_s = g_strdup_printf("^(?:extern )?(?:static (?:__always_)?inline )?(?:const )?%s \\* (\\w+) \\( "
			       "(?:const )?%s \\*(?: \\w+)? \\)$", o, in);
	re = g_regex_new(re_s, 0, 0, NULL);
	for (guint i = 0; re && i < kt->func_order->len; i++) {
		const struct fact *f = kt->func_order->pdata[i];
		g_autoptr(GMatchInfo) mi = NULL;

		if (f->proto && g_regex_match(re, f->proto, 0, &mi))
			return g_match_info_fetch(mi, 1);
	}
	return NULL;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Facts from C source that GCC's messages leave out: the struct type of an initializer or member
 * access, the enclosing function, a variable's declared type, a called function's prototype, read from
 * cfront's tokens (directive lines dropped) of the driver files and, on demand, the target tree.
 * File names come from a build porter does not trust: a file is read only beneath the driver's
 * dir (no link at all) or a kernel tree (its own links), through sbx_read_beneath().
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>

#include "cfront.h"
#include "red-int.h"
#include "sandbox.h"

/* A dir files are read beneath, and the names a build saw it by. */
struct src_root {
	char *dir;
	GPtrArray *names;         /* char *: dir as given and its real path, no trailing '/' */
	unsigned int flags;       /* SBX_BENEATH_LINKS for the kernel trees */
};

struct red_source {
	char *kernel_dir;         /* for cfront's facts index */
	GPtrArray *roots;         /* struct src_root *: the driver's dir first (if any), then the kernel trees */
	gboolean has_source;      /* roots->pdata[0] is the driver's dir */
	GHashTable *files;        /* "ROOT/REL" -> struct red_src_file * (NULL value: unreadable) */
	GHashTable *resolved;     /* log file name -> "ROOT/REL" or "" */
};

static void src_file_free(gpointer p)
{
	struct red_src_file *f = p;

	if (!f)
		return;
	g_array_unref(f->funcs);
	cf_tokens_free(f->lex);
	g_free(f->text);
	g_free(f);
}

static void src_root_free(gpointer p)
{
	struct src_root *r = p;

	g_ptr_array_unref(r->names);
	g_free(r->dir);
	g_free(r);
}

static void add_name(GPtrArray *names, const char *name)
{
	g_autofree char *n = name ? g_strdup(name) : NULL;
	gsize len = n ? strlen(n) : 0;

	while (len > 1 && n[len - 1] == '/')
		n[--len] = 0;
	if (!len || !g_path_is_absolute(n))
		return;
	for (guint i = 0; i < names->len; i++)
		if (!strcmp(names->pdata[i], n))
			return;
	g_ptr_array_add(names, g_steal_pointer(&n));
}

static void add_root(struct red_source *s, const char *dir, unsigned int flags)
{
	struct src_root *r;
	char *real = realpath(dir, NULL);

	/* a kernel tree met twice (as given, then as the sandbox's real path) is one root */
	for (guint i = 0; real && i < s->roots->len; i++) {
		r = s->roots->pdata[i];
		for (guint j = 0; j < r->names->len; j++) {
			if (r->flags == flags && !strcmp(r->names->pdata[j], real)) {
				add_name(r->names, dir);
				free(real);
				return;
			}
		}
	}
	r = g_new0(struct src_root, 1);
	r->dir = g_strdup(dir);
	r->names = g_ptr_array_new_with_free_func(g_free);
	r->flags = flags;
	/* the sandbox binds a dir at its real path and at the name it was given */
	add_name(r->names, dir);
	add_name(r->names, real);
	free(real);
	g_ptr_array_add(s->roots, r);
}

struct red_source *red_source_new(const char *source_dir, const char *kernel_dir)
{
	struct red_source *s = g_new0(struct red_source, 1);

	s->roots = g_ptr_array_new_with_free_func(src_root_free);
	if (source_dir && *source_dir) {
		add_root(s, source_dir, 0);
		s->has_source = TRUE;
	}
	s->kernel_dir = g_strdup(kernel_dir);
	if (kernel_dir && *kernel_dir) {
		g_autoptr(GPtrArray) trees = g_ptr_array_new_with_free_func(g_free);

		add_root(s, kernel_dir, SBX_BENEATH_LINKS);
		sbx_kernel_trees(trees, kernel_dir);
		for (guint i = 0; i < trees->len; i++)
			add_root(s, trees->pdata[i], SBX_BENEATH_LINKS);
	}
	s->files = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, src_file_free);
	s->resolved = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	return s;
}

void red_source_free(struct red_source *s)
{
	if (!s)
		return;
	g_hash_table_unref(s->files);
	g_hash_table_unref(s->resolved);
	g_ptr_array_unref(s->roots);
	g_free(s->kernel_dir);
	g_free(s);
}

gboolean red_src_tok_is(const struct red_src_file *f, const struct cf_token *t, const char *s)
{
	return !strcmp(t->text, s);
}

char *red_src_tok_dup(const struct red_src_file *f, const struct cf_token *t)
{
	return g_strdup(t->text);
}

/*
 * Reads and tokenizes rel beneath root r, once: the key "DIR/REL" is set in *out_key (borrowed
 * from the cache).  NULL when it cannot be read there (missing, a link, out of the tree, a FIFO,
 * too large) or holds NUL bytes.
 */
static struct red_src_file *load_beneath(struct red_source *s, const struct src_root *r,
				     const char *rel, const char **out_key)
{
	g_autofree char *key = g_build_filename(r->dir, rel, NULL);
	struct red_src_file *f = NULL;
	char *text = NULL, *k;
	gsize len = 0;

	if (g_hash_table_lookup_extended(s->files, key, (gpointer *)&k, (gpointer *)&f)) {
		*out_key = k;
		return f;
	}
	if (!sbx_read_beneath(r->dir, rel, r->flags, SBX_MAX_SOURCE_BYTES, &text, &len, NULL) &&
	    !memchr(text, 0, len)) {
		f = g_new0(struct red_src_file, 1);
		f->text = g_steal_pointer(&text);
		f->lex = cf_lex(f->text, len, CF_LEX_SKIP_DIRECTIVES);
		f->toks = f->lex->toks;
		f->funcs = cf_functions((struct cf_token *)(void *)f->toks->data, f->toks->len);
	}
	g_free(text);
	*out_key = k = g_steal_pointer(&key);
	g_hash_table_insert(s->files, k, f);
	return f;
}

/* @path's part after @dir's name ("" for @dir itself), or NULL when it is not lexically under it. */
static const char *under(const char *path, const char *dir)
{
	gsize n = strlen(dir);

	if (n == 1)
		return path + 1;
	if (strncmp(path, dir, n) || (path[n] && path[n] != '/'))
		return NULL;
	return path[n] ? path + n + 1 : path + n;
}

const char *red_source_resolve(struct red_source *s, const char *file)
{
	g_autofree char *base = NULL;
	const char *r, *key = NULL;
	struct red_src_file *f = NULL;

	if (!file || !*file)
		return NULL;
	r = g_hash_table_lookup(s->resolved, file);
	if (r)
		return *r ? r : NULL;
	if (g_path_is_absolute(file)) {
		/* only under a name the build saw the driver or a kernel tree by */
		for (guint i = 0; !f && i < s->roots->len; i++) {
			const struct src_root *root = s->roots->pdata[i];

			for (guint j = 0; !f && j < root->names->len; j++) {
				const char *rel = under(file, root->names->pdata[j]);

				if (rel && *rel)
					f = load_beneath(s, root, rel, &key);
			}
		}
	} else {
		for (guint i = 0; !f && i < s->roots->len; i++)
			f = load_beneath(s, s->roots->pdata[i], file, &key);
	}
	/* a log made elsewhere (gcc-reduce's input): the driver's file of that name, never the path */
	base = g_path_get_basename(file);
	if (!f && s->has_source && strcmp(base, "/") && strcmp(base, ".") && strcmp(base, ".."))
		f = load_beneath(s, s->roots->pdata[0], base, &key);
	g_hash_table_insert(s->resolved, g_strdup(file), g_strdup(f ? key : ""));
	return f ? g_hash_table_lookup(s->resolved, file) : NULL;
}

struct red_src_file *red_src_load(struct red_source *s, const char *file)
{
	const char *key = red_source_resolve(s, file);

	return key ? g_hash_table_lookup(s->files, key) : NULL;
}

/* Index of the token at @line:@col (display or byte column), or the first one after it; -1. */
int red_src_tok_at(const struct red_src_file *f, int line, int col)
{
	guint lo = 0, hi = f->toks->len;
	int best = -1;

	while (lo < hi) {
		guint mid = (lo + hi) / 2;

		if (RED_TOK(f, mid)->line < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (guint i = lo; i < f->toks->len && RED_TOK(f, i)->line == line; i++) {
		const struct cf_token *t = RED_TOK(f, i);

		if (t->dcol == col || t->col == col)
			return i;
		if (best < 0 && t->dcol >= col)
			best = i;
	}
	if (best < 0 && lo < f->toks->len)
		best = lo;
	return best;
}

char *red_source_function_at(struct red_source *s, const char *file, int line)
{
	struct red_src_file *f = red_src_load(s, file);

	for (guint i = 0; f && i < f->funcs->len; i++) {
		const struct cf_func *fs = &g_array_index(f->funcs, struct cf_func, i);

		if (line >= fs->head_line && line <= fs->close_line)
			return g_strdup(fs->name);
	}
	return NULL;
}

static gboolean is_qualifier(const struct red_src_file *f, const struct cf_token *t)
{
	/* "signed" too: "signed int x" is declared an int */
	return cf_word_is(t->text, CF_WORD_STORAGE | CF_WORD_QUALIFIER | CF_WORD_ANNOTATION |
					   CF_WORD_ADDRESS_SPACE) ||
	       red_src_tok_is(f, t, "signed");
}

/* The declared type of the declarator name at token @i: "struct x" or a type name; owned or NULL. */
static char *decl_type(const struct red_src_file *f, int i)
{
	char *name = NULL;

	for (int j = i - 1; j >= 0; j--) {
		const struct cf_token *t = RED_TOK(f, j);

		if (red_src_tok_is(f, t, "*") || is_qualifier(f, t))
			continue;
		if (t->kind != CF_IDENT)
			break;
		if (j > 0 && (red_src_tok_is(f, RED_TOK(f, j - 1), "struct") || red_src_tok_is(f, RED_TOK(f, j - 1), "union") ||
			      red_src_tok_is(f, RED_TOK(f, j - 1), "enum"))) {
			g_autofree char *kw = red_src_tok_dup(f, RED_TOK(f, j - 1));
			g_autofree char *id = red_src_tok_dup(f, t);

			g_free(name);
			return g_strdup_printf("%s %s", kw, id);
		}
		if (!name)
			name = red_src_tok_dup(f, t);
		else
			break;
	}
	return name;
}

char *red_source_var_type(struct red_source *s, const char *file, int line, const char *name)
{
	struct red_src_file *f = red_src_load(s, file);
	int start;

	if (!f || !name)
		return NULL;
	start = red_src_tok_at(f, line + 1, 1);
	if (start < 0 || RED_TOK(f, start)->line <= line)
		start = f->toks->len;
	for (int i = start - 1; i > 0; i--) {
		const struct cf_token *t = RED_TOK(f, i);
		const struct cf_token *next = (guint)i + 1 < f->toks->len ? RED_TOK(f, i + 1) : NULL;
		const struct cf_token *prev = RED_TOK(f, i - 1);

		if (t->kind != CF_IDENT || !red_src_tok_is(f, t, name) || !next)
			continue;
		if (!(red_src_tok_is(f, next, ";") || red_src_tok_is(f, next, "=") || red_src_tok_is(f, next, "[") ||
		      red_src_tok_is(f, next, ",") || red_src_tok_is(f, next, ")")))
			continue;
		if (prev->kind == CF_IDENT ? is_qualifier(f, prev) || !red_src_tok_is(f, prev, "return")
					    : red_src_tok_is(f, prev, "*")) {
			char *ty = decl_type(f, i);

			if (ty)
				return ty;
		}
	}
	return NULL;
}

/* "typedef struct x foo_t;" in @f → "struct x" for "foo_t". */
static char *typedef_in(const struct red_src_file *f, const char *type)
{
	for (guint i = 0; f && i + 1 < f->toks->len; i++) {
		const struct cf_token *t = RED_TOK(f, i);

		if (t->kind == CF_IDENT && red_src_tok_is(f, t, type) && red_src_tok_is(f, RED_TOK(f, i + 1), ";")) {
			/* walk back to "typedef" on the same statement */
			for (int j = i - 1; j >= 0 && !red_src_tok_is(f, RED_TOK(f, j), ";") && !red_src_tok_is(f, RED_TOK(f, j), "}"); j--) {
				if (red_src_tok_is(f, RED_TOK(f, j), "typedef"))
					return decl_type(f, i);
			}
		}
	}
	return NULL;
}

char *red_source_canonical_type(struct red_source *s, const char *file, const char *type)
{
	g_autofree char *t = NULL;
	char *r;

	if (!type)
		return NULL;
	t = g_strdup(type);
	/* qualifiers say nothing of which struct */
	while (g_str_has_prefix(t, "const ") || g_str_has_prefix(t, "volatile ")) {
		char *rest = g_strdup(strchr(t, ' ') + 1);

		g_free(t);
		t = rest;
	}
	g_strstrip(t);
	if (g_str_has_prefix(t, "struct ") || g_str_has_prefix(t, "union ") || strchr(t, ' ') || strchr(t, '*'))
		return g_steal_pointer(&t);
	r = typedef_in(red_src_load(s, file), t);
	return r ? r : g_steal_pointer(&t);
}

/* Token index of '{' opening "struct NAME {" in @f, or -1. */
static int struct_def(const struct red_src_file *f, const char *kw, const char *name)
{
	for (guint i = 0; f && i + 2 < f->toks->len; i++) {
		if (red_src_tok_is(f, RED_TOK(f, i), kw) && red_src_tok_is(f, RED_TOK(f, i + 1), name) && red_src_tok_is(f, RED_TOK(f, i + 2), "{"))
			return i + 2;
	}
	return -1;
}

/* Finds the definition of @container, first in @file then in the target tree's facts index. */
static struct red_src_file *find_struct(struct red_source *s, const char *file, const char *container, int *open)
{
	g_auto(GStrv) parts = g_strsplit(container, " ", 2);
	struct red_src_file *f;
	const char *h;

	if (!parts[0] || !parts[1])
		return NULL;
	f = file ? red_src_load(s, file) : NULL;
	if ((*open = struct_def(f, parts[0], parts[1])) >= 0)
		return f;
	h = cf_ktree_struct(cf_ktree_get(s->kernel_dir), container, NULL);
	f = h ? red_src_load(s, h) : NULL;
	if ((*open = struct_def(f, parts[0], parts[1])) >= 0)
		return f;
	return NULL;
}

/* Type of member @member of @container, searching nested anonymous unions too; owned or NULL. */
static char *member_type(struct red_source *s, const char *file, const char *container, const char *member)
{
	int open = -1, depth = 0;
	struct red_src_file *f = find_struct(s, file, container, &open);

	for (guint i = open + 1; f && i < f->toks->len; i++) {
		const struct cf_token *t = RED_TOK(f, i);

		if (red_src_tok_is(f, t, "{"))
			depth++;
		else if (red_src_tok_is(f, t, "}") && --depth < 0)
			break;
		else if (t->kind == CF_IDENT && red_src_tok_is(f, t, member) && i + 1 < f->toks->len &&
			 (red_src_tok_is(f, RED_TOK(f, i + 1), ";") || red_src_tok_is(f, RED_TOK(f, i + 1), "[") ||
			  red_src_tok_is(f, RED_TOK(f, i + 1), ",")))
			return decl_type(f, i);
	}
	return NULL;
}

GPtrArray *red_source_struct_fields(struct red_source *s, const char *file, const char *container)
{
	int open = -1, depth = 0;
	struct red_src_file *f;
	GPtrArray *out;

	if (!container)
		return NULL;
	f = find_struct(s, file, container, &open);
	if (!f)
		return NULL;
	out = g_ptr_array_new_with_free_func(g_free);
	for (guint i = open + 1; i + 1 < f->toks->len; i++) {
		const struct cf_token *t = RED_TOK(f, i);
		const struct cf_token *n = RED_TOK(f, i + 1);

		if (red_src_tok_is(f, t, "{") || red_src_tok_is(f, t, "("))
			depth++;
		else if ((red_src_tok_is(f, t, "}") || red_src_tok_is(f, t, ")")) && --depth < 0)
			break;
		else if (t->kind == CF_IDENT && (red_src_tok_is(f, n, ";") || red_src_tok_is(f, n, "[") || red_src_tok_is(f, n, ",") ||
						  red_src_tok_is(f, n, ":")) && (depth == 0 || red_src_tok_is(f, n, ";")))
			g_ptr_array_add(out, red_src_tok_dup(f, t));
		else if (t->kind == CF_IDENT && red_src_tok_is(f, n, ")") && i > 1 && red_src_tok_is(f, RED_TOK(f, i - 1), "*") &&
			 red_src_tok_is(f, RED_TOK(f, i - 2), "(") && depth == 1)
			g_ptr_array_add(out, red_src_tok_dup(f, t)); /* function pointer "(*name)" */
	}
	return out;
}

/* Type of the initializer list opened by the '{' at token @open; owned or NULL. */
static char *brace_type(struct red_source *s, const char *file, struct red_src_file *f, int open, int guard)
{
	int p = open - 1;

	if (p < 0 || guard > 16)
		return NULL;
	if (red_src_tok_is(f, RED_TOK(f, p), "=")) {
		int q = p - 1;
		gboolean array = FALSE;

		while (q >= 0 && red_src_tok_is(f, RED_TOK(f, q), "]")) {
			while (q >= 0 && !red_src_tok_is(f, RED_TOK(f, q), "["))
				q--;
			q--;
			array = TRUE;
		}
		if (q < 0)
			return NULL;
		if (array && (red_src_tok_is(f, RED_TOK(f, q), "{") || red_src_tok_is(f, RED_TOK(f, q), ","))) {
			/* [N] = { ... }: an element of the enclosing array */
			p = q;
		} else if (RED_TOK(f, q)->kind == CF_IDENT && q > 0 && red_src_tok_is(f, RED_TOK(f, q - 1), ".")) {
			/* .field = { ... }: the field's type in the enclosing struct */
			int depth = 0;

			for (int k = q - 2; k >= 0; k--) {
				if (red_src_tok_is(f, RED_TOK(f, k), "}"))
					depth++;
				else if (red_src_tok_is(f, RED_TOK(f, k), "{") && depth-- == 0) {
					g_autofree char *outer = brace_type(s, file, f, k, guard + 1);
					g_autofree char *field = red_src_tok_dup(f, RED_TOK(f, q));
					g_autofree char *mt = outer ? member_type(s, file, outer, field) : NULL;

					return mt ? red_source_canonical_type(s, file, mt) : NULL;
				}
			}
			return NULL;
		} else if (RED_TOK(f, q)->kind == CF_IDENT) {
			g_autofree char *ty = decl_type(f, q);

			return ty ? red_source_canonical_type(s, file, ty) : NULL;
		} else {
			return NULL;
		}
	}
	if (red_src_tok_is(f, RED_TOK(f, p), "{") || red_src_tok_is(f, RED_TOK(f, p), ",")) {
		/* unnamed element: the element type of the enclosing array */
		int depth = 0;

		for (int k = p - (red_src_tok_is(f, RED_TOK(f, p), "{") ? 0 : 1); k >= 0; k--) {
			if (red_src_tok_is(f, RED_TOK(f, k), "}"))
				depth++;
			else if (red_src_tok_is(f, RED_TOK(f, k), "{") && depth-- == 0)
				return brace_type(s, file, f, k, guard + 1);
		}
	}
	return NULL;
}

char *red_source_initializer_type(struct red_source *s, const char *file, int line, int col)
{
	struct red_src_file *f = red_src_load(s, file);
	int i = f ? red_src_tok_at(f, line, col) : -1;
	int depth = 0;

	for (int k = i - 1; i >= 0 && k >= 0; k--) {
		const struct cf_token *t = RED_TOK(f, k);

		if (red_src_tok_is(f, t, "}") || red_src_tok_is(f, t, ")"))
			depth++;
		else if (red_src_tok_is(f, t, "(") && depth > 0)
			depth--;
		else if (red_src_tok_is(f, t, ";") && depth == 0)
			return NULL;
		else if (red_src_tok_is(f, t, "{") && depth-- == 0)
			return brace_type(s, file, f, k, 0);
	}
	return NULL;
}

gboolean red_source_is_designator(struct red_source *s, const char *file, int line, int col)
{
	struct red_src_file *f = red_src_load(s, file);
	int i = f ? red_src_tok_at(f, line, col) : -1;

	if (i < 2 || RED_TOK(f, i)->kind != CF_IDENT || !red_src_tok_is(f, RED_TOK(f, i - 1), "."))
		return FALSE;
	return red_src_tok_is(f, RED_TOK(f, i - 2), "{") || red_src_tok_is(f, RED_TOK(f, i - 2), ",");
}

int red_source_assign_target(struct red_source *s, const char *file, int line, int col,
			     char **out_member, char **out_container)
{
	struct red_src_file *f = red_src_load(s, file);
	int i = f ? red_src_tok_at(f, line, col) : -1;

	*out_member = *out_container = NULL;
	/* GCC points at the '=', Clang at the value: find the '=' of this line */
	while (i > 0 && !red_src_tok_is(f, RED_TOK(f, i), "=") && RED_TOK(f, i - 1)->line == line && !red_src_tok_is(f, RED_TOK(f, i), ";"))
		i--;
	if (i < 1 || !red_src_tok_is(f, RED_TOK(f, i), "="))
		return -1;
	if (RED_TOK(f, i - 1)->kind != CF_IDENT)
		return -1;
	*out_member = red_src_tok_dup(f, RED_TOK(f, i - 1));
	if (i >= 3 && (red_src_tok_is(f, RED_TOK(f, i - 2), ".") || red_src_tok_is(f, RED_TOK(f, i - 2), "->"))) {
		/* a->b.c: resolve a's type from its declaration, then each member in turn */
		int k = i - 2;
		g_autofree char *ty = NULL;
		GPtrArray *path = g_ptr_array_new_with_free_func(g_free);

		while (k >= 1 && (red_src_tok_is(f, RED_TOK(f, k), ".") || red_src_tok_is(f, RED_TOK(f, k), "->")) &&
		       RED_TOK(f, k - 1)->kind == CF_IDENT) {
			g_ptr_array_insert(path, 0, red_src_tok_dup(f, RED_TOK(f, k - 1)));
			k -= 2;
		}
		if (path->len) {
			ty = red_source_var_type(s, file, line, path->pdata[0]);
			for (guint j = 1; ty && j < path->len; j++) {
				g_autofree char *c = red_source_canonical_type(s, file, ty);

				g_free(ty);
				ty = member_type(s, file, c, path->pdata[j]);
			}
		}
		if (ty)
			*out_container = red_source_canonical_type(s, file, ty);
		g_ptr_array_unref(path);
	}
	return 0;
}

int red_source_call_args(struct red_source *s, const char *file, int line, int col)
{
	struct red_src_file *f = red_src_load(s, file);
	int i = f ? red_src_tok_at(f, line, col) : -1;
	int depth = 0, n = 0;

	if (i < 0 || (guint)i + 1 >= f->toks->len || !red_src_tok_is(f, RED_TOK(f, i + 1), "("))
		return -1;
	for (guint k = i + 1; k < f->toks->len; k++) {
		const struct cf_token *t = RED_TOK(f, k);

		if (red_src_tok_is(f, t, "(") || red_src_tok_is(f, t, "[") || red_src_tok_is(f, t, "{")) {
			depth++;
		} else if (red_src_tok_is(f, t, ")") || red_src_tok_is(f, t, "]") || red_src_tok_is(f, t, "}")) {
			if (--depth == 0)
				return k == (guint)i + 2 ? 0 : n + 1;
		} else if (depth == 1 && red_src_tok_is(f, t, ",")) {
			n++;
		}
	}
	return -1;
}

char *red_source_declaration_at(struct red_source *s, const char *file, int line)
{
	struct red_src_file *f = red_src_load(s, file);
	int i = f ? red_src_tok_at(f, line, 1) : -1;
	int start, end;
	GString *out;

	if (!f)
		return NULL;
	{
		/* a macro: its #define line is the prototype */
		const char *l = f->text;

		for (int k = 1; k < line && l; k++) {
			l = strchr(l, '\n');
			l = l ? l + 1 : NULL;
		}
		while (l && (*l == ' ' || *l == '\t'))
			l++;
		if (l && *l == '#') {
			const char *e = strchr(l, '\n');
			char *def = e ? g_strndup(l, e - l) : g_strdup(l);

			g_strchomp(def);
			if (g_str_has_suffix(def, "\\"))
				def[strlen(def) - 1] = 0;
			return g_strchomp(def);
		}
	}
	if (i < 0)
		return NULL;
	for (start = i; start > 0; start--) {
		const struct cf_token *t = RED_TOK(f, start - 1);

		if (red_src_tok_is(f, t, ";") || red_src_tok_is(f, t, "}") || red_src_tok_is(f, t, "{"))
			break;
	}
	for (end = i; (guint)end < f->toks->len; end++) {
		if (red_src_tok_is(f, RED_TOK(f, end), ";") || red_src_tok_is(f, RED_TOK(f, end), "{"))
			break;
	}
	if ((guint)end >= f->toks->len || end - start > 200)
		return NULL;
	out = g_string_new(NULL);
	for (int k = start; k < end; k++) {
		const struct cf_token *t = RED_TOK(f, k);
		const struct cf_token *prev = k > start ? RED_TOK(f, k - 1) : NULL;

		if (prev && !red_src_tok_is(f, t, ",") && !red_src_tok_is(f, t, ")") && !red_src_tok_is(f, prev, "(") &&
		    !(red_src_tok_is(f, t, "(") && prev->kind == CF_IDENT && !cf_word_is(prev->text, CF_WORD_ANNOTATION)) &&
		    !(red_src_tok_is(f, prev, "*") && t->kind == CF_IDENT))
			g_string_append_c(out, ' ');
		g_string_append(out, t->text);
	}
	g_string_append_c(out, ';');
	return g_string_free(out, FALSE);
}

char *red_source_kernel_prototype(struct red_source *s, const char *func)
{
	int line;
	const char *h = cf_ktree_function(cf_ktree_get(s->kernel_dir), func, &line);

	return h ? red_source_declaration_at(s, h, line) : NULL;
}

int red_prototype_n_params(const char *proto)
{
	const char *open = proto ? strchr(proto, '(') : NULL;
	int depth = 0, n = 0;
	gboolean any = FALSE;

	if (!open)
		return -1;
	for (const char *p = open; *p; p++) {
		if (*p == '(') {
			depth++;
		} else if (*p == ')') {
			if (--depth == 0) {
				g_autofree char *inner = g_strndup(open + 1, p - open - 1);

				g_strstrip(inner);
				if (!strcmp(inner, "void") || !any)
					return 0;
				return n + 1;
			}
		} else if (depth == 1 && *p == ',') {
			n++;
		} else if (depth >= 1 && *p != ' ') {
			any = TRUE;
		}
	}
	return -1;
}

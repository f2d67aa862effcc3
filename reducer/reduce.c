// SPDX-License-Identifier: GPL-2.0
/*
 * Classification of diagnostics into issue kinds, and the reduction to root issues: cascades (errors
 * an earlier root explains) fold into their root, duplicates across files and macro expansions merge,
 * and facts GCC leaves out come from the source.  Knows GCC's and Clang's wording, no kernel API.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "red-int.h"

/* A classified diagnostic, on its way to an issue. */
struct cand {
	struct red_diag *d;
	enum red_kind kind;
	char *symbol, *container, *expected, *actual, *prototype, *function;
	char *file;               /* effective location: in the driver, out of macro expansions */
	int line, column;
	struct cand *root;        /* the cand this one folds into, or NULL when it is a root */
	struct red_issue *issue;  /* roots: the issue they went into */
	guint idx;                /* position in the log */
	gboolean dropped;
};

/* The quoted items of a normalised message, 'x' {aka 'y'} giving y as the aka of x. */
struct quoted {
	char *text[8], *aka[8];
	int n;
};

static void quoted_parse(struct quoted *q, const char *msg)
{
	const char *p = msg;

	q->n = 0;
	while (q->n < 8 && (p = strchr(p, '\''))) {
		const char *e = strchr(p + 1, '\'');

		if (!e)
			break;
		q->text[q->n] = g_strndup(p + 1, e - p - 1);
		q->aka[q->n] = NULL;
		p = e + 1;
		if (g_str_has_prefix(p, " {aka '")) {
			const char *a = p + 7, *ae = strchr(a, '\'');

			if (ae) {
				q->aka[q->n] = g_strndup(a, ae - a);
				p = strchr(ae, '}') ? strchr(ae, '}') + 1 : ae + 1;
			}
		}
		q->n++;
	}
}

static void quoted_clear(struct quoted *q)
{
	for (int i = 0; i < q->n; i++) {
		g_free(q->text[i]);
		g_free(q->aka[i]);
	}
	q->n = 0;
}

static const char *Q(const struct quoted *q, int i)
{
	return i < q->n ? q->text[i] : NULL;
}

/* The struct a quoted type names: its aka when GCC gives one, without qualifiers. */
static char *struct_of(struct red_source *src, const char *file, const struct quoted *q, int i)
{
	const char *t;

	if (i >= q->n)
		return NULL;
	t = q->aka[i] && (g_str_has_prefix(q->aka[i], "struct ") || g_str_has_prefix(q->aka[i], "union ") ||
			  g_str_has_prefix(q->aka[i], "const struct ")) ? q->aka[i] : q->text[i];
	return red_source_canonical_type(src, file, t);
}

static gboolean has(const char *msg, const char *s)
{
	return strstr(msg, s) != NULL;
}

static const struct red_note *find_note(const struct red_diag *d, const char *prefix)
{
	for (guint i = 0; i < d->notes->len; i++) {
		const struct red_note *n = g_ptr_array_index(d->notes, i);

		if (g_str_has_prefix(n->message, prefix) || (prefix[0] == '*' && strstr(n->message, prefix + 1)))
			return n;
	}
	return NULL;
}

static char *dup_or_null(const char *s)
{
	return s ? g_strdup(s) : NULL;
}

/* "expected 'A' but argument is of type 'B'" → A, B */
static void arg_types(struct cand *c)
{
	const struct red_note *n = find_note(c->d, "expected '");
	struct quoted q = { 0 };

	if (!n)
		return;
	quoted_parse(&q, n->message);
	c->expected = dup_or_null(Q(&q, 0));
	c->actual = dup_or_null(Q(&q, 1));
	quoted_clear(&q);
}

/* Counts and prototype for too-many/too-few: from the "declared here" note, or the target tree. */
static void arg_counts(struct cand *c, struct red_source *src)
{
	const struct red_note *n = find_note(c->d, "*declared here");
	const struct red_note *m = find_note(c->d, "*defined here");
	int have = red_source_call_args(src, c->file, c->line, c->column);
	int want;

	if (have < 0 && c->symbol) {
		/* Clang points at the surplus argument, not at the callee */
		int at = red_source_find_call(src, c->file, c->line, c->symbol, c->column);

		if (at > 0)
			have = red_source_call_args(src, c->file, c->line, at);
	}

	if (n && n->loc.file)
		c->prototype = red_source_declaration_at(src, n->loc.file, n->loc.line);
	if (!c->prototype && m && m->loc.file)
		c->prototype = red_source_declaration_at(src, m->loc.file, m->loc.line);
	if (!c->prototype)
		c->prototype = red_source_kernel_prototype(src, c->symbol);
	want = red_prototype_n_params(c->prototype);
	if (!c->expected && want >= 0)
		c->expected = g_strdup_printf("%d", want);
	if (!c->actual && have >= 0)
		c->actual = g_strdup_printf("%d", have);
}

/* The last component of a "(near initialization for 'a[0].<anonymous>.f')" path. */
static char *near_init_field(const struct red_diag *d)
{
	const struct red_note *n = find_note(d, "(near initialization for '");
	const char *p, *e, *dot;

	if (!n)
		return NULL;
	p = n->message + strlen("(near initialization for '");
	e = strchr(p, '\'');
	if (!e)
		return NULL;
	dot = g_strrstr_len(p, e - p, ".");
	if (!dot)
		return NULL;
	return g_strndup(dot + 1, e - dot - 1);
}

static void classify(struct cand *c, struct red_source *src)
{
	const char *m = c->d->message;
	struct quoted q = { 0 };
	int a, b;

	quoted_parse(&q, m);
	c->kind = RED_OTHER;
	/* modpost's facts are the parser's: its symbols may hold quotes */
	if (c->d->mp_namespace) {
		c->kind = RED_MISSING_NAMESPACE;
		c->symbol = g_strdup(c->d->mp_namespace);
	} else if (c->d->mp_symbol) {
		c->kind = RED_UNDEFINED_SYMBOL;
		c->symbol = g_strdup(c->d->mp_symbol);
	} else if ((g_str_has_prefix(m, "unknown field '") && has(m, "specified in initializer"))) {
		c->kind = RED_UNKNOWN_FIELD;
		c->symbol = dup_or_null(Q(&q, 0));
		c->container = red_source_initializer_type(src, c->file, c->line, c->column);
	} else if (has(m, "' has no member named '") || g_str_has_prefix(m, "no member named '") ||
		   g_str_has_prefix(m, "field designator '")) {
		gboolean clang = !g_str_has_prefix(m, "'");

		c->symbol = dup_or_null(Q(&q, clang ? 0 : 1));
		c->container = struct_of(src, c->file, &q, clang ? 1 : 0);
		if (g_str_has_prefix(m, "field designator '") ||
		    red_source_is_designator(src, c->file, c->line, c->column))
			c->kind = RED_UNKNOWN_FIELD;
		else
			c->kind = RED_NO_MEMBER;
	} else if (has(m, "implicit declaration of function '") || g_str_has_prefix(m, "call to undeclared function '") ||
		   g_str_has_prefix(m, "undefined reference to '")) {
		c->kind = RED_UNDEFINED_FUNCTION;
		c->symbol = dup_or_null(Q(&q, 0));
	} else if ((q.n && has(m, "' undeclared")) || g_str_has_prefix(m, "use of undeclared identifier '")) {
		c->kind = RED_UNDEFINED_IDENTIFIER;
		c->symbol = dup_or_null(Q(&q, 0));
	} else if (g_str_has_prefix(m, "unknown type name '")) {
		c->kind = RED_UNKNOWN_TYPE;
		c->symbol = dup_or_null(Q(&q, 0));
	} else if ((g_str_has_prefix(m, "storage size of '") && has(m, "isn't known")) ||
		   (g_str_has_prefix(m, "field '") && has(m, "has incomplete type")) ||
		   (g_str_has_prefix(m, "variable '") && has(m, "has initializer but incomplete type")) ||
		   (g_str_has_prefix(m, "parameter ") && has(m, "has incomplete type"))) {
		/* the object is named, its type comes from the declaration */
		const char *var = Q(&q, 0);
		char *ty = red_source_var_type(src, c->file, c->line, var);

		c->kind = RED_UNKNOWN_TYPE;
		c->symbol = ty ? red_source_canonical_type(src, c->file, ty) : dup_or_null(var);
		g_free(ty);
	} else if (g_str_has_prefix(m, "invalid use of undefined type '") ||
		   g_str_has_prefix(m, "dereferencing pointer to incomplete type '") ||
		   g_str_has_prefix(m, "array type has incomplete element type '") ||
		   g_str_has_prefix(m, "variable has incomplete type '") ||
		   g_str_has_prefix(m, "field has incomplete type '") ||
		   g_str_has_prefix(m, "incomplete definition of type '") ||
		   (g_str_has_prefix(m, "invalid application of 'sizeof' to incomplete type '"))) {
		c->kind = RED_UNKNOWN_TYPE;
		c->symbol = struct_of(src, c->file, &q, g_str_has_prefix(m, "invalid application") ? 1 : 0);
	} else if (g_str_has_prefix(m, "macro '") && sscanf(strstr(m, "passed ") ? strstr(m, "passed ") : "",
							    "passed %d arguments, but takes just %d", &a, &b) == 2) {
		c->kind = RED_TOO_MANY_ARGS;
		c->symbol = dup_or_null(Q(&q, 0));
		c->expected = g_strdup_printf("%d", b);
		c->actual = g_strdup_printf("%d", a);
		arg_counts(c, src);
	} else if (g_str_has_prefix(m, "macro '") && sscanf(strstr(m, "requires ") ? strstr(m, "requires ") : "",
							    "requires %d arguments, but only %d given", &b, &a) == 2) {
		c->kind = RED_TOO_FEW_ARGS;
		c->symbol = dup_or_null(Q(&q, 0));
		c->expected = g_strdup_printf("%d", b);
		c->actual = g_strdup_printf("%d", a);
		arg_counts(c, src);
	} else if (g_str_has_prefix(m, "too many arguments to function '") ||
		   g_str_has_prefix(m, "too few arguments to function '")) {
		c->kind = m[4] == 'm' ? RED_TOO_MANY_ARGS : RED_TOO_FEW_ARGS;
		c->symbol = dup_or_null(Q(&q, 0));
		arg_counts(c, src);
	} else if (g_str_has_prefix(m, "too many arguments provided to function-like macro invocation") ||
		   g_str_has_prefix(m, "too few arguments provided to function-like macro invocation")) {
		const struct red_note *n = find_note(c->d, "macro '");
		struct quoted nq = { 0 };

		c->kind = m[4] == 'm' ? RED_TOO_MANY_ARGS : RED_TOO_FEW_ARGS;
		if (n)
			quoted_parse(&nq, n->message);
		c->symbol = dup_or_null(Q(&nq, 0));
		quoted_clear(&nq);
		if (c->symbol)
			arg_counts(c, src);
	} else if (g_str_has_prefix(m, "incompatible pointer types passing '") ||
		   g_str_has_prefix(m, "incompatible function pointer types passing '") ||
		   g_str_has_prefix(m, "incompatible integer to pointer conversion passing '") ||
		   g_str_has_prefix(m, "incompatible pointer to integer conversion passing '")) {
		c->kind = RED_INCOMPATIBLE_ARG;
		c->actual = dup_or_null(Q(&q, 0));
		c->expected = dup_or_null(Q(&q, 1));
		c->symbol = red_source_callee_at(src, c->file, c->line, c->column);
	} else if (g_str_has_prefix(m, "too many arguments to function call, expected") ||
		   g_str_has_prefix(m, "too few arguments to function call, expected")) {
		const struct red_note *n = find_note(c->d, "*declared here");
		struct quoted nq = { 0 };

		c->kind = m[4] == 'm' ? RED_TOO_MANY_ARGS : RED_TOO_FEW_ARGS;
		if (n)
			quoted_parse(&nq, n->message);
		c->symbol = dup_or_null(Q(&nq, 0));
		quoted_clear(&nq);
		if (sscanf(strstr(m, "expected"), "expected %d, have %d", &b, &a) == 2 ||
		    sscanf(strstr(m, "expected"), "expected at least %d, have %d", &b, &a) == 2) {
			c->expected = g_strdup_printf("%d", b);
			c->actual = g_strdup_printf("%d", a);
		}
		if (c->symbol)
			arg_counts(c, src);
	} else if (g_str_has_prefix(m, "passing argument ") || g_str_has_prefix(m, "incompatible type for argument ")) {
		c->kind = RED_INCOMPATIBLE_ARG;
		c->symbol = dup_or_null(Q(&q, 0));
		arg_types(c);
	} else if (g_str_has_prefix(m, "initialization of '") || g_str_has_prefix(m, "initialization from ") ||
		   g_str_has_prefix(m, "incompatible types when initializing type '") ||
		   g_str_has_prefix(m, "incompatible pointer types initializing '") ||
		   g_str_has_prefix(m, "incompatible function pointer types initializing '") ||
		   g_str_has_prefix(m, "incompatible integer to pointer conversion initializing '") ||
		   g_str_has_prefix(m, "incompatible pointer to integer conversion initializing '") ||
		   g_str_has_prefix(m, "initialization makes ") || g_str_has_prefix(m, "initialization discards ")) {
		char *field = near_init_field(c->d);

		c->kind = RED_INCOMPATIBLE_INIT;
		c->expected = dup_or_null(Q(&q, 0));
		c->actual = dup_or_null(Q(&q, 1));
		if (!field)
			field = red_source_designator_at(src, c->file, c->line, c->column);
		if (field && strcmp(field, "<anonymous>")) {
			c->symbol = field;
			c->container = red_source_initializer_type(src, c->file, c->line, c->column);
		} else {
			g_free(field);
			c->symbol = g_strdup("?");
		}
	} else if (g_str_has_prefix(m, "assignment to '") || g_str_has_prefix(m, "assignment from ") ||
		   g_str_has_prefix(m, "incompatible types when assigning to type '") ||
		   g_str_has_prefix(m, "incompatible pointer types assigning to '") ||
		   g_str_has_prefix(m, "incompatible integer to pointer conversion assigning to '") ||
		   g_str_has_prefix(m, "incompatible pointer to integer conversion assigning to '") ||
		   g_str_has_prefix(m, "incompatible function pointer types assigning to '") ||
		   g_str_has_prefix(m, "assignment makes ") || g_str_has_prefix(m, "assignment discards ")) {
		char *member = NULL, *container = NULL;

		c->kind = RED_INCOMPATIBLE_ASSIGN;
		c->expected = dup_or_null(Q(&q, 0));
		c->actual = dup_or_null(Q(&q, 1));
		red_source_assign_target(src, c->file, c->line, c->column, &member, &container);
		c->symbol = member ? member : g_strdup("?");
		c->container = container;
	} else if (g_str_has_prefix(m, "returning '") || g_str_has_prefix(m, "return from ") ||
		   g_str_has_prefix(m, "incompatible types when returning type '") ||
		   g_str_has_prefix(m, "incompatible pointer types returning '") ||
		   g_str_has_prefix(m, "return makes ") || g_str_has_prefix(m, "return discards ")) {
		c->kind = RED_INCOMPATIBLE_RETURN;
		/* every wording names the returned type first, then the function's */
		c->actual = dup_or_null(Q(&q, 0));
		c->expected = dup_or_null(Q(&q, 1));
		c->symbol = dup_or_null(c->function);
	} else if (c->d->sev == RED_SEV_FATAL && has(m, ": No such file or directory")) {
		c->kind = RED_OTHER;
		c->symbol = g_strndup(m, strstr(m, ": No such file") - m);
	}
	if (c->kind == RED_INCOMPATIBLE_ARG && c->symbol) {
		/* prototype of the callee, when the note points at it */
		const struct red_note *n = find_note(c->d, "expected '");

		if (n && n->loc.file)
			c->prototype = red_source_declaration_at(src, n->loc.file, n->loc.line);
	}
	if (!c->symbol)
		c->symbol = g_strdup(Q(&q, 0) ? Q(&q, 0) : m);
	quoted_clear(&q);
}

/* The driver-side location: out of headers through the "in expansion of macro" notes. */
static void effective_loc(struct cand *c)
{
	const struct red_diag *d = c->d;

	c->file = d->loc.file;
	c->line = d->loc.line;
	c->column = d->loc.column;
	if (c->file && g_str_has_suffix(c->file, ".c"))
		return;
	for (guint i = d->notes->len; i > 0; i--) {
		const struct red_note *n = g_ptr_array_index(d->notes, i - 1);

		if (g_str_has_prefix(n->message, "in expansion of macro") && n->loc.file &&
		    g_str_has_suffix(n->loc.file, ".c")) {
			c->file = n->loc.file;
			c->line = n->loc.line;
			c->column = n->loc.column;
			return;
		}
	}
}

static gboolean strong(enum red_kind k)
{
	return k == RED_UNKNOWN_FIELD || k == RED_NO_MEMBER || k == RED_UNDEFINED_FUNCTION ||
	       k == RED_UNDEFINED_IDENTIFIER || k == RED_UNKNOWN_TYPE || k == RED_TOO_MANY_ARGS ||
	       k == RED_TOO_FEW_ARGS;
}

static gboolean incompatible(enum red_kind k)
{
	return k == RED_INCOMPATIBLE_INIT || k == RED_INCOMPATIBLE_ASSIGN || k == RED_INCOMPATIBLE_ARG ||
	       k == RED_INCOMPATIBLE_RETURN;
}

static gboolean count_kind(enum red_kind k)
{
	return k == RED_TOO_MANY_ARGS || k == RED_TOO_FEW_ARGS;
}

/* Indexes over the candidates, so that finding a cascade's root is not quadratic on huge logs. */
struct roots {
	GHashTable *by_place;     /* "file\x1fline" -> GPtrArray of strong cands */
	GHashTable *by_symbol;    /* symbol -> GPtrArray of strong cands */
	GHashTable *types;        /* unknown-type symbol -> first such cand */
	GHashTable *by_func;      /* "file\x1ffunction" -> first strong cand */
	GHashTable *types_in;     /* file -> GPtrArray of unknown-type cands */
	GPtrArray *arg_roots;     /* too-many/too-few-args cands, in log order */
};

static void index_add(GHashTable *h, char *key, struct cand *c)
{
	GPtrArray *a = g_hash_table_lookup(h, key);

	if (!a) {
		a = g_ptr_array_new();
		g_hash_table_insert(h, key, a);
	} else {
		g_free(key);
	}
	g_ptr_array_add(a, c);
}

static void roots_init(struct roots *x, GPtrArray *cands)
{
	x->by_place = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)g_ptr_array_unref);
	x->by_symbol = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)g_ptr_array_unref);
	x->types = g_hash_table_new(g_str_hash, g_str_equal);
	x->by_func = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	x->types_in = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)g_ptr_array_unref);
	x->arg_roots = g_ptr_array_new();
	for (guint i = 0; i < cands->len; i++) {
		struct cand *c = g_ptr_array_index(cands, i);
		const char *file = c->file ? c->file : "";

		if (c->dropped || !strong(c->kind))
			continue;
		index_add(x->by_place, g_strdup_printf("%s\x1f%d", file, c->line), c);
		index_add(x->by_symbol, g_strdup(c->symbol), c);
		if (count_kind(c->kind))
			g_ptr_array_add(x->arg_roots, c);
		if (c->kind == RED_UNKNOWN_TYPE) {
			if (!g_hash_table_contains(x->types, c->symbol))
				g_hash_table_insert(x->types, c->symbol, c);
			index_add(x->types_in, g_strdup(file), c);
		}
		if (c->function) {
			char *k = g_strdup_printf("%s\x1f%s", file, c->function);

			if (!g_hash_table_contains(x->by_func, k))
				g_hash_table_insert(x->by_func, k, c);
			else
				g_free(k);
		}
	}
}

static void roots_clear(struct roots *x)
{
	g_hash_table_unref(x->by_place);
	g_hash_table_unref(x->by_symbol);
	g_hash_table_unref(x->types);
	g_hash_table_unref(x->by_func);
	g_hash_table_unref(x->types_in);
	g_ptr_array_unref(x->arg_roots);
}

/* An unknown-type root in the head of the definition of @func: GCC then drops the whole function. */
static struct cand *failed_declaration(struct red_source *src, const char *file, const char *func,
				       struct roots *x)
{
	GPtrArray *a = g_hash_table_lookup(x->types_in, file ? file : "");
	int head, open;

	if (!a || !func || red_source_function_span(src, file, func, &head, &open))
		return NULL;
	for (guint i = 0; i < a->len; i++) {
		struct cand *r = g_ptr_array_index(a, i);

		if (r->line >= head && r->line <= open)
			return r;
	}
	return NULL;
}

/* The unknown type that a type text like "const struct proc_ops *" names, if it is a root. */
static struct cand *type_root(struct roots *x, const char *type)
{
	g_auto(GStrv) words = NULL;

	if (!type || !g_hash_table_size(x->types))
		return NULL;
	words = g_strsplit_set(type, " *()[],", -1);
	for (int i = 0; words[i]; i++) {
		struct cand *r;

		if (!*words[i])
			continue;
		if ((!strcmp(words[i], "struct") || !strcmp(words[i], "union")) && words[i + 1]) {
			g_autofree char *k = g_strdup_printf("%s %s", words[i], words[i + 1]);

			if ((r = g_hash_table_lookup(x->types, k)))
				return r;
		} else if ((r = g_hash_table_lookup(x->types, words[i]))) {
			return r;
		}
	}
	return NULL;
}

static gboolean usable(const struct cand *r, const struct cand *c)
{
	return r != c && !r->dropped && !r->root;
}

/* The root a candidate folds into, through cascades of cascades; itself when it is a root. */
static struct cand *root_of(struct cand *r)
{
	while (r->root)
		r = r->root;
	return r;
}

/* Which earlier (or same-line) root explains @c, or NULL when @c is a root itself. */
static struct cand *cascade_of(struct cand *c, struct roots *x, struct red_source *src)
{
	const char *file = c->file ? c->file : "";
	struct cand *fd, *r;
	GPtrArray *a;

	/* calls of a function whose definition failed, and errors inside it */
	if (c->kind == RED_UNDEFINED_FUNCTION && (fd = failed_declaration(src, c->file, c->symbol, x)))
		return fd;
	if (c->kind != RED_UNKNOWN_TYPE && (fd = failed_declaration(src, c->file, c->function, x)))
		return fd;
	/* an error on the line of a root is its consequence (a failed call, an unknown field) */
	if (!strong(c->kind)) {
		g_autofree char *k = g_strdup_printf("%s\x1f%d", file, c->line);

		a = g_hash_table_lookup(x->by_place, k);
		for (guint i = 0; a && i < a->len; i++)
			if (usable(a->pdata[i], c))
				return a->pdata[i];
		/* the line's error is itself a cascade ("no member named 'driver'" of an incomplete
		 * struct, then "extra brace group" there): its root */
		for (guint i = 0; a && i < a->len; i++) {
			r = a->pdata[i];
			if (r != c && !r->dropped && r->idx < c->idx && r->root && root_of(r) != c)
				return root_of(r);
		}
	}
	/* 'f' undeclared after a failed macro f, 'x' inside the arguments of an undeclared f(...) */
	if (c->kind == RED_UNDEFINED_IDENTIFIER) {
		g_autofree char *k = g_strdup_printf("%s\x1f%d", file, c->line);

		a = g_hash_table_lookup(x->by_symbol, c->symbol);
		for (guint i = 0; a && i < a->len; i++) {
			r = a->pdata[i];
			if (usable(r, c) && r->idx < c->idx)
				return r;
		}
		a = g_hash_table_lookup(x->by_place, k);
		for (guint i = 0; a && i < a->len; i++) {
			r = a->pdata[i];
			if (usable(r, c) && r->idx < c->idx && r->kind == RED_UNDEFINED_FUNCTION && c->column > r->column)
				return r;
		}
		/* a name that a failed macro use or call defines ("DEFINE_SEMAPHORE(lock)" with the
		 * wrong argument count: every later 'lock' undeclared) */
		for (guint i = 0; i < x->arg_roots->len; i++) {
			r = x->arg_roots->pdata[i];
			if (usable(r, c) && r->idx < c->idx && !g_strcmp0(r->file, c->file) &&
			    red_source_call_names(src, r->file, r->line, r->symbol, c->symbol))
				return r;
		}
	}
	/* uses of an incomplete or unknown type */
	if (c->container && (r = g_hash_table_lookup(x->types, c->container)) && usable(r, c))
		return r;
	if (incompatible(c->kind) && (((r = type_root(x, c->expected)) && usable(r, c)) ||
				      ((r = type_root(x, c->actual)) && usable(r, c))))
		return r;
	/* odd errors later in a function whose root already failed */
	if (c->kind == RED_OTHER && c->function) {
		g_autofree char *k = g_strdup_printf("%s\x1f%s", file, c->function);

		/* "control reaches end of non-void function" after a failed statement: the first
		 * error of the function, or the root it is itself a cascade of */
		r = g_hash_table_lookup(x->by_func, k);
		if (r && r != c && !r->dropped && r->idx < c->idx)
			return root_of(r);
	}
	return NULL;
}

static void cand_free(gpointer p)
{
	struct cand *c = p;

	g_free(c->symbol);
	g_free(c->container);
	g_free(c->expected);
	g_free(c->actual);
	g_free(c->prototype);
	g_free(c->function);
	g_free(c);
}

/* A source line GCC echoes can be megabytes long (generated tables, minified code): keep its
 * start, and say how much was cut, so an issue stays small whatever the input. */
static char *evidence_line(const char *line)
{
	gsize len = strlen(line), keep = RED_MAX_EVIDENCE_LINE;

	if (len <= keep)
		return g_strdup(line);
	while (keep > 0 && ((unsigned char)line[keep] & 0xc0) == 0x80)
		keep--;	/* do not split a UTF-8 sequence */
	return g_strdup_printf("%.*s [... %zu bytes cut]", (int)keep, line, len - keep);
}

static void add_evidence(struct red_issue *is, const struct red_diag *d)
{
	for (guint i = 0; i < d->raw->len && is->evidence->len < RED_MAX_EVIDENCE; i++)
		g_ptr_array_add(is->evidence, evidence_line(g_ptr_array_index(d->raw, i)));
}

/* Issues end up in JSON: whatever the log or a source file held, their strings are UTF-8. */
static void make_valid(char **s)
{
	if (*s && !g_utf8_validate(*s, -1, NULL)) {
		char *v = g_utf8_make_valid(*s, -1);

		g_free(*s);
		*s = v;
	}
}

/* @name among @is's members, once. */
static void add_member(struct red_issue *is, const char *name)
{
	if (!is->members)
		is->members = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; i < is->members->len; i++)
		if (!strcmp(is->members->pdata[i], name))
			return;
	g_ptr_array_add(is->members, g_strdup(name));
}

static struct red_issue *issue_new(struct cand *c, struct red_source *src)
{
	struct red_issue *is = g_new0(struct red_issue, 1);
	static const char *const sev[] = { "note", "warning", "error", "fatal error" };

	is->kind = c->kind;
	is->symbol = g_steal_pointer(&c->symbol);
	is->container = g_steal_pointer(&c->container);
	is->file = g_strdup(c->file ? c->file : "<unknown>");
	is->line = c->line;
	is->column = c->column;
	is->function = g_steal_pointer(&c->function);
	is->message = g_strdup(c->d->message);
	is->expected = g_steal_pointer(&c->expected);
	is->actual = g_steal_pointer(&c->actual);
	is->prototype = g_steal_pointer(&c->prototype);
	is->severity = g_strdup(sev[c->d->sev]);
	is->option = dup_or_null(c->d->option);
	is->evidence = g_ptr_array_new_with_free_func(g_free);
	is->files = g_ptr_array_new_with_free_func(g_free);
	if (is->container && (is->kind == RED_UNKNOWN_FIELD || is->kind == RED_NO_MEMBER))
		is->fields = red_source_struct_fields(src, c->file, is->container);
	make_valid(&is->symbol);
	make_valid(&is->container);
	make_valid(&is->file);
	make_valid(&is->function);
	make_valid(&is->message);
	make_valid(&is->expected);
	make_valid(&is->actual);
	make_valid(&is->prototype);
	make_valid(&is->option);
	for (guint i = 0; is->fields && i < is->fields->len; i++)
		make_valid((char **)&is->fields->pdata[i]);
	return is;
}

int red_reduce_log(GPtrArray **out_issues, guint *out_n_diagnostics, const char *log, gsize len,
		   const struct red_options *opts, GError **error)
{
	g_autoptr(GPtrArray) diags = g_ptr_array_new_with_free_func((GDestroyNotify)red_diag_free);
	g_autoptr(GPtrArray) cands = g_ptr_array_new_with_free_func(cand_free);
	g_autoptr(GHashTable) merged = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	GPtrArray *issues;
	struct red_source *src;
	struct roots x;
	guint n = 0;

	if (!log)
		log = "", len = 0;
	/* past RED_MAX_DIAGS distinct diagnostics, the rest is counted, not reduced */
	if (red_parse(diags, &n, log, len, opts ? opts->warnings : NULL, error))
		return -1;
	src = red_source_new(opts ? opts->source_dir : NULL, opts ? opts->kernel_dir : NULL);
	for (guint i = 0; i < diags->len; i++) {
		struct red_diag *d = g_ptr_array_index(diags, i);
		struct cand *c = g_new0(struct cand, 1);

		n += 1 + d->repeats;
		c->d = d;
		c->idx = i;
		if (d->mp_symbol)
			red__modpost_locate(d, src, opts ? opts->source_dir : NULL);
		effective_loc(c);
		c->function = red_source_function_at(src, c->file, c->line);
		if (!c->function)
			c->function = dup_or_null(d->function);
		classify(c, src);
		/* warnings matter only when they say something about the API (types, declarations) */
		if (d->sev == RED_SEV_WARNING && c->kind == RED_OTHER)
			c->dropped = TRUE;
		/* modpost warns only where the user let the module link anyway (KBUILD_MODPOST_WARN) */
		if (d->sev == RED_SEV_WARNING && (d->mp_symbol || d->mp_namespace))
			c->dropped = TRUE;
		g_ptr_array_add(cands, c);
	}
	roots_init(&x, cands);
	for (guint i = 0; i < cands->len; i++) {
		struct cand *c = g_ptr_array_index(cands, i);

		if (!c->dropped)
			c->root = cascade_of(c, &x, src);
	}
	roots_clear(&x);
	issues = g_ptr_array_new_with_free_func((GDestroyNotify)red_issue_free);
	for (guint i = 0; i < cands->len; i++) {
		struct cand *c = g_ptr_array_index(cands, i);
		struct red_issue *is;
		g_autofree char *key = NULL;

		if (c->dropped || c->root)
			continue;
		key = g_strdup_printf("%d\x1f%s\x1f%s", c->kind, c->symbol, c->container ? c->container : "");
		is = g_hash_table_lookup(merged, key);
		if (!is) {
			is = issue_new(c, src);
			g_ptr_array_add(issues, is);
			g_hash_table_insert(merged, g_steal_pointer(&key), is);
		}
		c->issue = is;
		if (is->kind == RED_MISSING_NAMESPACE)
			add_member(is, c->d->mp_symbol);
		{
			/* valid UTF-8, as is->file is */
			char *f = g_utf8_make_valid(c->file ? c->file : "<unknown>", -1);
			gboolean known = FALSE;

			for (guint j = 0; j < is->files->len && !known; j++)
				known = !strcmp(is->files->pdata[j], f);
			if (!known)
				g_ptr_array_add(is->files, f);
			else
				g_free(f);
		}
		is->count += 1 + c->d->repeats;
		add_evidence(is, c->d);
	}
	/* cascades: counted and kept as evidence of their root's issue */
	for (guint i = 0; i < cands->len; i++) {
		struct cand *c = g_ptr_array_index(cands, i);
		struct cand *r = c->root;
		guint hops = 0;

		if (c->dropped || !r)
			continue;
		while (r->root && r->root != r && hops++ < cands->len)
			r = r->root;
		if (!r->issue)
			continue;
		r->issue->count += 1 + c->d->repeats;
		add_evidence(r->issue, c->d);
	}
	red__fold_includes(issues, src, opts ? opts->kernel_dir : NULL);
	red_source_free(src);
	*out_issues = issues;
	if (out_n_diagnostics)
		*out_n_diagnostics = n;
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * Query templates, one per issue kind: generic in the issue's symbol and container, they know no
 * particular API (for the include kinds, the header is the symbol).  Each removes the old form ('-') and, where the old form can survive a commit that only
 * moves it, adds a guard rule rejecting commits where it still exists afterwards.  Backporting swaps '-'
 * and '+' and the before/after guards.
 */
#include <string.h>
#include "pq-query-int.h"

static const char *const kinds[] = {
	"unknown-field", "no-member", "undefined-function", "undefined-identifier", "unknown-type",
	"too-many-args", "too-few-args", "incompatible-init", "incompatible-assign", "incompatible-arg",
	"incompatible-return", "other", "missing-include", "moved-include", "missing-namespace",
	"undefined-symbol", NULL
};

const char *const *pq_template_kinds(void)
{
	return kinds;
}

static const char *fact(GHashTable *facts, const char *key)
{
	const char *v = facts ? g_hash_table_lookup(facts, key) : NULL;

	return v && *v && strcmp(v, "null") ? v : NULL;
}

static int need(const char **out, GHashTable *facts, const char *key, const char *kind, GError **error)
{
	*out = fact(facts, key);
	if (*out)
		return 0;
	g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "template %s: missing fact '%s' (give %s=VALUE)", kind, key,
		    key);
	return -1;
}

/* An identifier, or "struct NAME" / "union NAME" / "enum NAME" / words of a base type. */
static int check_symbol(const char *s, const char *key, GError **error)
{
	for (const char *p = s; *p; p++) {
		if (!g_ascii_isalnum(*p) && *p != '_' && *p != ' ' && *p != '*') {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "template: %s '%s': unexpected '%c' at column %d",
				    key, s, *p, (int)(p - s) + 1);
			return -1;
		}
	}
	return 0;
}

/* A header's include name, "linux/platform_device.h": letters, digits and "_-.+/", no "..". */
static int check_header(const char *s, const char *key, GError **error)
{
	for (const char *p = s; *p; p++) {
		if (!g_ascii_isalnum(*p) && !strchr("_-.+/", *p)) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "template: %s '%s': unexpected '%c' at column %d",
				    key, s, *p, (int)(p - s) + 1);
			return -1;
		}
	}
	if (strstr(s, "..") || *s == '/') {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "template: %s '%s': not a header's include name",
			    key, s);
		return -1;
	}
	return 0;
}

static gboolean include_kind(const char *kind)
{
	return !strcmp(kind, "missing-include") || !strcmp(kind, "moved-include");
}

/*
 * "const struct proc_ops *" -> "struct proc_ops": the type words a declaration would carry,
 * without its qualifiers unless @quals.
 */
static char *type_words(const char *t, gboolean quals)
{
	g_autofree char *s = g_strdup(t);
	GString *o = g_string_new(NULL);
	g_auto(GStrv) w = NULL;

	g_strdelimit(s, "*()", ' ');
	w = g_strsplit_set(s, " \t", -1);
	for (guint i = 0; w[i]; i++) {
		if (!*w[i] || (!quals && (!strcmp(w[i], "const") || !strcmp(w[i], "volatile"))))
			continue;
		if (o->len)
			g_string_append_c(o, ' ');
		g_string_append(o, w[i]);
	}
	return g_string_free(o, FALSE);
}

static char *base_type(const char *t)
{
	return type_words(t, FALSE);
}

/* Swaps the '-'/'+' column and before/after for backports. */
char *pq_query_swap(const char *q)
{
	g_auto(GStrv) lines = g_strsplit(q, "\n", -1);
	GString *o = g_string_new(NULL);

	for (guint i = 0; lines[i]; i++) {
		char *l = lines[i];

		if (l[0] == '-')
			l[0] = '+';
		else if (l[0] == '+')
			l[0] = '-';
		if (g_str_has_prefix(l, "@ depends on after @"))
			l = "@ depends on before @";
		else if (g_str_has_prefix(l, "@ depends on before @"))
			l = "@ depends on after @";
		g_string_append(o, l);
		if (lines[i + 1])
			g_string_append_c(o, '\n');
	}
	return g_string_free(o, FALSE);
}

/*
 * The parameters of a function pointer type, "void (*)(struct timer_list *)" -> "struct
 * timer_list *x1", each named (x1, x2, ...) for a prototype, and their names as metavariables
 * in *@out_names (", x1"); NULL when @t is no such type.  Qualifiers ("const struct x *") are
 * kept when @quals.
 */
static char *fn_params_q(const char *t, char **out_names, gboolean quals)
{
	const char *p = t ? strstr(t, "(*)") : NULL;
	const char *b, *e;
	g_auto(GStrv) parts = NULL;
	GString *o, *n;

	if (!p || !(b = strchr(p + 3, '(')) || !(e = strrchr(b, ')')) || e == b + 1)
		return NULL;
	{
		g_autofree char *in = g_strndup(b + 1, e - b - 1);

		/* a parameter that is itself a function pointer: too much for a template line */
		if (strchr(in, '(') || !strcmp(g_strstrip(in), "void"))
			return NULL;
		parts = g_strsplit(in, ",", -1);
	}
	o = g_string_new(NULL);
	n = g_string_new(NULL);
	for (guint i = 0; parts[i]; i++) {
		g_autofree char *ty = type_words(parts[i], quals);
		gboolean ptr = strchr(parts[i], '*') != NULL;

		if (!*ty || check_symbol(ty, "expected", NULL)) {
			g_string_free(o, TRUE);
			g_string_free(n, TRUE);
			return NULL;
		}
		g_string_append_printf(o, "%s%s %sx%u", i ? ", " : "", ty, ptr ? "*" : "", i + 1);
		g_string_append_printf(n, ", x%u", i + 1);
	}
	*out_names = g_string_free(n, FALSE);
	return g_string_free(o, FALSE);
}

static char *fn_params(const char *t, char **out_names)
{
	return fn_params_q(t, out_names, FALSE);
}

/*
 * The return type of a function pointer type, "const u8 *(*)(struct x *)" -> "const u8 *", and
 * its parameter list "(struct x *)" in *@out_params; NULL when @t is no such type.  Both owned.
 */
static char *fn_return(const char *t, char **out_params)
{
	const char *p = t ? strstr(t, "(*)") : NULL;
	g_autofree char *r = NULL;

	if (!p || p == t)
		return NULL;
	r = g_strstrip(g_strndup(t, p - t));
	if (!*r || check_symbol(r, "return type", NULL))
		return NULL;
	*out_params = g_strstrip(g_strdup(p + 3));
	return g_steal_pointer(&r);
}

/* "const u8 *" -> TRUE with "u8", 1 star, const: a parameter type that is one typedef name. */
static gboolean typedef_param(const char *t, char **out_name, int *out_stars, gboolean *out_const)
{
	g_auto(GStrv) w = NULL;
	g_autofree char *s = g_strdup(t);
	const char *name = NULL;

	*out_stars = 0;
	*out_const = FALSE;
	for (char *p = s; *p; p++)
		if (*p == '*') {
			(*out_stars)++;
			*p = ' ';
		}
	w = g_strsplit_set(s, " \t", -1);
	for (guint i = 0; w[i]; i++) {
		if (!*w[i])
			continue;
		if (!strcmp(w[i], "const")) {
			*out_const = TRUE;
			continue;
		}
		if (name || cf_is_keyword(w[i]) || !(g_ascii_isalpha(*w[i]) || *w[i] == '_'))
			return FALSE;
		name = w[i];
	}
	if (!name)
		return FALSE;
	*out_name = g_strdup(name);
	return TRUE;
}

/*
 * Whether two parameter lists, "(struct x *, u8 *)" and "(struct x *, __u8 *)", differ only where
 * each side has a typedef name (GCC gives the types as each side spells them).
 */
static gboolean same_but_typedefs(const char *a, const char *b)
{
	g_autofree char *ia = g_strndup(a + 1, strlen(a) > 1 ? strlen(a) - 2 : 0);
	g_autofree char *ib = g_strndup(b + 1, strlen(b) > 1 ? strlen(b) - 2 : 0);
	g_auto(GStrv) pa = NULL, pb = NULL;

	if (*a != '(' || *b != '(' || strchr(ia, '(') || strchr(ib, '('))
		return FALSE;
	pa = g_strsplit(ia, ",", -1);
	pb = g_strsplit(ib, ",", -1);
	if (g_strv_length(pa) != g_strv_length(pb))
		return FALSE;
	for (guint i = 0; pa[i]; i++) {
		g_autofree char *na = NULL, *nb = NULL;
		int sa, sb;
		gboolean ca, cb;

		if (!strcmp(g_strstrip(pa[i]), g_strstrip(pb[i])))
			continue;
		if (!typedef_param(pa[i], &na, &sa, &ca))
			return FALSE;
		if (!typedef_param(pb[i], &nb, &sb, &cb) || sa != sb || ca != cb)
			return FALSE;
	}
	return TRUE;
}

/*
 * A callback field whose type changed only in what the callback returns ("int (*)(struct
 * platform_device *)" given where "void (*)(...)" is wanted): the commits that made the same
 * change to a function's definition.  The parameters are in the rule when they read as a
 * prototype (they keep out functions of other signatures), else any list.  FALSE when the two
 * types differ otherwise.
 */
static gboolean return_only_rule(GString *q, const char *exp, const char *act)
{
	g_autofree char *pe = NULL, *pa = NULL, *names = NULL, *ps = NULL;
	g_autofree char *re = fn_return(exp, &pe), *ra = fn_return(act, &pa);
	gboolean same;

	if (!re || !ra || !strcmp(re, ra))
		return FALSE;
	same = !strcmp(pe, pa);
	if (!same && !same_but_typedefs(pe, pa))
		return FALSE;
	ps = fn_params(exp, &names);
	if (ps && same)
		g_string_append_printf(q, "@@\nidentifier f%s;\n@@\n- %s f(%s)\n+ %s f(%s)\n",
				       names, ra, ps, re, ps);
	else if (ps)
		/* the driver spells its types its own way (u8, where the kernel has __u8): the
		 * examples' old return type is left open */
		g_string_append_printf(q, "@@\nidentifier f%s;\ntype t;\n@@\n"
				       "- t f(%s)\n+ %s f(%s)\n", names, ps, re, ps);
	else if (!same)
		return FALSE;
	else
		g_string_append_printf(q, "@@\nidentifier f;\nparameter list ps;\n@@\n"
				       "- %s f(ps)\n+ %s f(ps)\n", ra, re);
	return TRUE;
}

/*
 * A callback field whose parameters changed only in their qualifiers ("struct ktermios *" to
 * "const struct ktermios *"), the same return type: as with the return type, the initializer
 * stays and the commits that made the change changed a function's head from the driver's
 * parameters to the field's.  FALSE when the types differ otherwise.
 */
static gboolean qualifiers_only_rule(GString *q, const char *exp, const char *act)
{
	g_autofree char *pe = NULL, *pa = NULL, *ne = NULL, *na = NULL, *be = NULL, *ba = NULL;
	g_autofree char *bne = NULL, *bna = NULL, *qe = NULL, *qa = NULL;
	g_autofree char *re = fn_return(exp, &pe), *ra = fn_return(act, &pa);

	if (!re || !ra || strcmp(re, ra))
		return FALSE;
	be = fn_params(exp, &bne);
	ba = fn_params(act, &bna);
	qe = fn_params_q(exp, &ne, TRUE);
	qa = fn_params_q(act, &na, TRUE);
	if (!be || !ba || !qe || !qa || strcmp(be, ba) || !strcmp(qe, qa))
		return FALSE;
	g_string_append_printf(q, "@@\nidentifier f%s;\n@@\n- %s f(%s)\n+ %s f(%s)\n",
			       ne, ra, qa, re, qe);
	return TRUE;
}

/* One parameter of a function pointer type: its type words (qualifiers kept) and its stars. */
struct param {
	char *words;
	int stars;
};

static void param_clear(gpointer p)
{
	g_free(((struct param *)p)->words);
}

/*
 * The parameters of a function pointer type, "int (*)(struct x *, const u8 *)", as struct param;
 * an empty array for "(void)", NULL when @t is no such type or a parameter does not read as a
 * type (a function pointer parameter).  Owned.
 */
static GArray *param_types(const char *t)
{
	const char *p = t ? strstr(t, "(*)") : NULL;
	const char *b, *e;
	g_autofree char *in = NULL;
	g_auto(GStrv) parts = NULL;
	GArray *a;

	if (!p || !(b = strchr(p + 3, '(')) || !(e = strrchr(b, ')')))
		return NULL;
	in = g_strstrip(g_strndup(b + 1, e - b - 1));
	if (strchr(in, '('))
		return NULL;
	a = g_array_new(FALSE, TRUE, sizeof(struct param));
	g_array_set_clear_func(a, param_clear);
	if (!*in || !strcmp(in, "void"))
		return a;
	parts = g_strsplit(in, ",", -1);
	for (guint i = 0; parts[i]; i++) {
		struct param x = { type_words(parts[i], TRUE), 0 };

		for (const char *c = parts[i]; *c; c++)
			x.stars += *c == '*';
		g_array_append_val(a, x);
		if (!*x.words || check_symbol(x.words, "expected", NULL)) {
			g_array_unref(a);
			return NULL;
		}
	}
	return a;
}

/*
 * Whether two parameters are the same type, as spelled: two typedef names may be one type
 * (u8, __u8) or two (fmode_t, blk_mode_t), so a differing name is a change the rule asks for.
 */
static gboolean same_param(const struct param *a, const struct param *b)
{
	return a->stars == b->stars && !strcmp(a->words, b->words);
}

/*
 * Whether a type is words of the C vocabulary only, more than one besides its qualifiers: GCC
 * spells them in its own order ("long unsigned int" for "unsigned long").
 */
static gboolean keyword_type(const char *words)
{
	g_auto(GStrv) w = g_strsplit(words, " ", -1);
	guint n = 0;

	for (guint i = 0; w[i]; i++) {
		if (!cf_is_keyword(w[i]))
			return FALSE;
		n += strcmp(w[i], "const") && strcmp(w[i], "volatile");
	}
	return n > 1;
}

/*
 * Appends "struct x *x1, u8 *x2" for params [from, to) of @a, named @pre and a number from *@n;
 * a type GCC spells its own way is a type metavariable (t1, in @types).
 */
static void put_params(GString *q, GArray *a, guint from, guint to, char pre, guint *n, GString *names,
		       GString *types)
{
	for (guint i = from; i < to; i++) {
		const struct param *x = &g_array_index(a, struct param, i);
		g_autofree char *ty = g_strdup(x->words);

		++*n;
		if (keyword_type(x->words)) {
			g_free(ty);
			ty = g_strdup_printf("t%c%u", pre, *n);
			g_string_append_printf(types, ", %s", ty);
		}
		g_string_append_printf(q, "%s%s %.*s%c%u", i > from ? ", " : "", ty, x->stars,
				       "**********", pre, *n);
		g_string_append_printf(names, ", %c%u", pre, *n);
	}
}

/*
 * A callback field whose parameters changed (the driver's function takes "struct user_namespace
 * *", the field wants "struct mnt_idmap *"): the initializer stays and the commits that fix it
 * changed the head of a function from the driver's parameters to the field's.  The rule writes
 * the head with the parameters both types share as context, so a head split over lines whose
 * other lines did not change still matches, and only the differing ones as '-' and '+'.  FALSE
 * when a type does not read as a list of parameters.
 */
static gboolean params_rule(GString *q, const char *exp, const char *act)
{
	g_autoptr(GArray) pe = param_types(exp), pa = param_types(act);
	g_autofree char *ipe = NULL, *ipa = NULL;
	g_autofree char *re = fn_return(exp, &ipe), *ra = fn_return(act, &ipa);
	g_autoptr(GString) body = NULL, names = NULL, types = NULL;
	guint pre = 0, suf = 0, n = 0, m = 0;
	gboolean same_ret;

	if (!pe || !pa || !re || !ra)
		return FALSE;
	while (pre < pe->len && pre < pa->len &&
	       same_param(&g_array_index(pe, struct param, pre), &g_array_index(pa, struct param, pre)))
		pre++;
	while (suf < pe->len - pre && suf < pa->len - pre &&
	       same_param(&g_array_index(pe, struct param, pe->len - 1 - suf),
			  &g_array_index(pa, struct param, pa->len - 1 - suf)))
		suf++;
	if (pre == pe->len && pre == pa->len)
		return FALSE;	/* the same parameters: not this rule's change */
	body = g_string_new(NULL);
	names = g_string_new(NULL);
	types = g_string_new(NULL);
	same_ret = !strcmp(re, ra);
	/* the parameters both share are the kernel's (GCC spells the expected type as the header does) */
	if (same_ret)
		g_string_append(body, " t f(");
	else
		g_string_append(body, "- t\n+ t2\n f(");
	put_params(body, pe, 0, pre, 'x', &n, names, types);
	g_string_append_c(body, '\n');
	m = n;
	if (pa->len > pre + suf) {
		g_string_append_printf(body, "- %s", pre ? ", " : "");
		put_params(body, pa, pre, pa->len - suf, 'x', &n, names, types);
		g_string_append_printf(body, "%s\n", suf && !pre ? "," : "");
	}
	if (pe->len > pre + suf) {
		g_string_append_printf(body, "+ %s", pre ? ", " : "");
		put_params(body, pe, pre, pe->len - suf, 'y', &m, names, types);
		g_string_append_printf(body, "%s\n", suf && !pre ? "," : "");
	}
	/* a context line starts with a blank: ")" alone in column 0 would close a disjunction */
	g_string_append(body, pre && suf ? " , " : " ");
	put_params(body, pe, pe->len - suf, pe->len, 'x', &n, names, types);
	g_string_append(body, ")\n");
	g_string_append_printf(q, "@@\nidentifier f%s;\ntype t%s%s;\n@@\n%s", names->str,
			       same_ret ? "" : ", t2", types->str, body->str);
	return TRUE;
}

static int stars(const char *t)
{
	int n = 0;

	for (; *t; t++)
		n += *t == '*';
	return n;
}

/*
 * A value of one type given where another is wanted ("struct user_namespace *" for "struct
 * mnt_idmap *"): the commits that changed a declaration from the one type to the other, its name
 * with it (x_fops -> x_ops).  The declarator keeps its stars, a pointer parameter or variable; a
 * pointer may also be the address of an object, declared with one star fewer.  FALSE when a type
 * is not a plain declaration's (a function pointer, an array).
 */
static gboolean decl_rule(GString *q, const char *exp, const char *act)
{
	g_autofree char *te = NULL, *ta = NULL;
	int se, sa;

	if (!exp || !act || strpbrk(exp, "()[]") || strpbrk(act, "()[]"))
		return FALSE;
	te = base_type(exp);
	ta = base_type(act);
	if (!*te || !*ta || check_symbol(te, "expected", NULL) || check_symbol(ta, "actual", NULL))
		return FALSE;
	se = MIN(stars(exp), 9);
	sa = MIN(stars(act), 9);
	g_string_append(q, "@@\nidentifier x, y;\n@@\n");
	if (!se || !sa) {
		g_string_append_printf(q, "- %s %.*sx\n+ %s %.*sy\n", ta, sa, "*********", te, se, "*********");
		return TRUE;
	}
	g_string_append_printf(q, "(\n- %s %.*sx\n+ %s %.*sy\n|\n- %s %.*sx\n+ %s %.*sy\n)\n",
			       ta, sa, "*********", te, se, "*********",
			       ta, sa - 1, "*********", te, se - 1, "*********");
	return TRUE;
}

/*
 * An initializer of @cont's field @sym whose type changed: the initializer stays (context) and what
 * it names changed with the field, a function's parameters or an object's type, in a file that
 * initializes the field.  FALSE when the types say neither.
 */
static gboolean init_stays_rule(GString *q, const char *cont, const char *sym, const char *exp,
				const char *act)
{
	g_autoptr(GString) what = g_string_new(NULL);

	if (!params_rule(what, exp, act) && !decl_rule(what, exp, act))
		return FALSE;
	g_string_append_printf(q, "@@\nidentifier i;\nexpression e;\n@@\n%s i = {\n .%s = e\n};\n%s", cont,
			       sym, what->str);
	return TRUE;
}

/* Whether @s is one identifier of the code, no word of C's own. */
static gboolean is_name(const char *s)
{
	if (!s || !(g_ascii_isalpha(*s) || *s == '_') || cf_is_keyword(s))
		return FALSE;
	for (const char *p = s; *p; p++)
		if (!g_ascii_isalnum(*p) && *p != '_')
			return FALSE;
	return TRUE;
}

/*
 * An initializer of @cont's field @sym whose value is an object the driver declares, not a
 * function (the facts value, value_kind=object, value_type: its declared type words, read from
 * the driver): what does not fit the field is the object's declaration ("discards 'const'
 * qualifier" names no type).  The commits that changed the declaration of an object from the
 * driver's type to another, the object given to the same field of the same container after it;
 * the rule goes from the driver's type to the target's.  FALSE when the facts say no such object.
 */
static gboolean object_rule(GString *q, const char *cont, const char *sym, GHashTable *facts)
{
	const char *kind = fact(facts, "value_kind"), *val = fact(facts, "value");
	const char *ty = fact(facts, "value_type");
	gboolean addr;

	if (!kind || strcmp(kind, "object") || !val || !ty || check_symbol(ty, "value_type", NULL))
		return FALSE;
	addr = *val == '&';
	if (!is_name(val + addr))
		return FALSE;
	/* the declaration and the initializer are bound by x: "..." crosses the file's items
	 * between them (a declaration comes before its use) */
	g_string_append_printf(q, "@@\nidentifier i, x;\ntype t;\n@@\n- %s x\n+ t x\n ...\n"
			       "%s i = {\n .%s = %sx\n};\n", ty, cont, sym, addr ? "&" : "");
	return TRUE;
}

/*
 * The name an odd message is about: the symbol when it is one identifier, else its first word
 * that reads as a C name rather than prose (an underscore or a digit in it).  Owned, or NULL.
 */
static char *name_in(const char *s)
{
	const char *p = s;

	while (*p) {
		const char *b;
		gboolean name = FALSE;

		if (!g_ascii_isalpha(*p) && *p != '_') {
			p++;
			continue;
		}
		for (b = p; g_ascii_isalnum(*p) || *p == '_'; p++)
			name |= *p == '_' || g_ascii_isdigit(*p);
		if ((b == s && !*p) || name)
			return g_strndup(b, p - b);
	}
	return NULL;
}

int pq_template(char **out_query, const char *kind, GHashTable *facts, gboolean backport, GError **error)
{
	const char *sym = NULL, *cont = NULL, *exp = fact(facts, "expected"), *act = fact(facts, "actual");
	GString *q = g_string_new(NULL);
	gboolean directed = FALSE;
	int ret = -1;

	if (need(&sym, facts, "symbol", kind, error))
		goto out;
	if (include_kind(kind) ? check_header(sym, "symbol", error) :
	    (strcmp(kind, "other") && check_symbol(sym, "symbol", error)))
		goto out;
	cont = include_kind(kind) ? NULL : fact(facts, "container");
	if (cont && check_symbol(cont, "container", error))
		goto out;
	{
		const char *inc = include_kind(kind) ? fact(facts, "include") : NULL;

		g_string_printf(q, "// prequel template %s symbol=%s%s%s%s%s%s\n", kind, sym, cont ? " container=" : "",
				cont ? cont : "", inc ? " include=" : "", inc ? inc : "", backport ? " (backport)" : "");
	}
	/* the field stayed, what its callbacks return (or their parameters' qualifiers)
	 * changed: the example is a callback's definition, the initializer need not change; the
	 * rule goes from the driver's type to the target's, so a backport's examples made the
	 * opposite change */
	if ((!strcmp(kind, "incompatible-init") || !strcmp(kind, "incompatible-assign")) &&
	    (return_only_rule(q, exp, act) || qualifiers_only_rule(q, exp, act))) {
		directed = TRUE;
		goto done;
	}
	if (!strcmp(kind, "unknown-field") || (!strcmp(kind, "incompatible-init") && cont)) {
		if (!cont) {
			/* no container known: the field removed from any initializer */
			g_string_append_printf(q, "@@\nexpression e;\n@@\n- .%s = e\n@ depends on after @\n"
					       "expression e;\n@@\n.%s = e\n", sym, sym);
			goto done;
		}
		if (!strcmp(kind, "unknown-field")) {
			g_string_append_printf(q, "@@\nidentifier i;\nexpression e;\n@@\n%s i = {\n- .%s = e\n};\n",
					       cont, sym);
			g_string_append_printf(q, "@ depends on after @\nidentifier i;\nexpression e;\n@@\n"
					       "%s i = { .%s = e };\n", cont, sym);
			goto done;
		}
		if (init_stays_rule(q, cont, sym, exp, act) || object_rule(q, cont, sym, facts)) {
			/* its head rule has a direction: a backport's examples made the opposite change */
			directed = TRUE;
			goto done;
		}
		/* without the types nothing says which head changed: the commits that also moved the
		 * initializer to another field (.probe to .probe_new when its parameters changed) */
		g_string_append_printf(q, "@@\nidentifier i;\nexpression e;\n@@\n%s i = {\n- .%s = e\n};\n"
				       "@@\nidentifier f;\ntype t;\nparameter list ps1, ps2;\n@@\n"
				       "- t f(ps1)\n+ t f(ps2)\n", cont, sym);
	} else if (!strcmp(kind, "no-member") || !strcmp(kind, "incompatible-assign") ||
		   !strcmp(kind, "incompatible-init")) {
		const char *op = strcmp(kind, "no-member") ? " = e2" : "";

		g_string_append_printf(q, "@@\nexpression e, e2;\n@@\n(\n- e.%s%s\n|\n- e->%s%s\n)\n", sym, op, sym, op);
		if (cont && !strcmp(kind, "no-member"))
			g_string_append_printf(q, "@ depends on after @\nexpression e;\n@@\n(\ne.%s\n|\ne->%s\n)\n",
					       sym, sym);
		if (cont && strcmp(kind, "no-member")) {
			/* a field of @cont whose type changed: the functions assigned to it take the
			 * field's new parameters ("struct timer_list *") in the commit that made it */
			g_autofree char *names = NULL;
			g_autofree char *ps = fn_params(exp, &names);

			if (ps)
				g_string_append_printf(q, "@@\nidentifier f%s;\ntype t;\nparameter list ps;\n"
						       "@@\n- t f(ps)\n+ t f(%s)\n", names, ps);
		}
	} else if (!strcmp(kind, "missing-namespace")) {
		/* modpost's: the commits that added the namespace's name (its import), wherever */
		g_string_append_printf(q, "@@\n@@\n+ %s\n", sym);
	} else if (!strcmp(kind, "undefined-function") || !strcmp(kind, "undefined-symbol")) {
		g_string_append_printf(q, "@@\nexpression list es;\n@@\n- %s(es)\n"
				       "@ depends on after @\nexpression list es;\n@@\n%s(es)\n", sym, sym);
	} else if (!strcmp(kind, "undefined-identifier") || !strcmp(kind, "unknown-type")) {
		g_string_append_printf(q, "@@\n@@\n- %s\n@ depends on after @\n@@\n%s\n", sym, sym);
	} else if (!strcmp(kind, "too-many-args") || !strcmp(kind, "too-few-args")) {
		int e = exp ? atoi(exp) : -1, a = act ? atoi(act) : -1;
		g_autofree char *le = e >= 0 && exp && g_ascii_isdigit(exp[0]) ? g_strdup_printf("[%d]", e) : g_strdup("");
		g_autofree char *la = a >= 0 && act && g_ascii_isdigit(act[0]) ? g_strdup_printf("[%d]", a) : g_strdup("");

		/* also a macro's use that declares a file-scope object, "static DEFINE_X(name);" */
		g_string_append_printf(q, "@@\nexpression list%s old;\nexpression list%s new;\n@@\n"
				       "- %s(old)\n+ %s(new)\n", la, le, sym, sym);
	} else if (!strcmp(kind, "incompatible-arg") || !strcmp(kind, "incompatible-return")) {
		/* a callback of other parameters, or a declaration of another type */
		directed = params_rule(q, exp, act) || decl_rule(q, exp, act);
		if (!directed) {
			/* calls of the symbol whose arguments the commit changed */
			g_string_append_printf(q, "@@\nexpression list old, new;\n@@\n- %s(old)\n+ %s(new)\n", sym, sym);
		}
	} else if (!strcmp(kind, "missing-include")) {
		/* the commits that included the header where the driver's names come from */
		g_string_append_printf(q, "@@\n@@\n+ #include <%s>\n", sym);
	} else if (!strcmp(kind, "moved-include")) {
		const char *inc = fact(facts, "include");

		if (inc && check_header(inc, "include", error))
			goto out;
		/* the commits that replaced the include by the new header's, or that dropped it */
		if (inc)
			g_string_append_printf(q, "@@\n@@\n- #include <%s>\n+ #include <%s>\n", sym, inc);
		else
			g_string_append_printf(q, "@@\n@@\n- #include <%s>\n@ depends on after @\n@@\n"
					       "#include <%s>\n", sym, sym);
	} else if (!strcmp(kind, "other")) {
		/* no kind says what changed: commits that removed the name the message quotes */
		g_autofree char *name = name_in(sym);

		if (!name) {
			g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT,
				    "template other: no name in '%s' to search for", sym);
			goto out;
		}
		g_string_append_printf(q, "@@\n@@\n- %s\n@ depends on after @\n@@\n%s\n", name, name);
	} else {
		g_set_error(error, PQ_ERROR, PQ_ERROR_INPUT, "template: unknown issue kind '%s'", kind);
		goto out;
	}
done:
	/* a type incompatibility is fixed by the commit that changed the type, in either direction,
	 * unless the rule says which way the type went (from the driver's type to the target's) */
	if (g_str_has_prefix(kind, "incompatible-") && !directed)
		backport = FALSE;
	*out_query = backport ? pq_query_swap(q->str) : g_strdup(q->str);
	ret = 0;
out:
	g_string_free(q, TRUE);
	return ret;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * syn_consensus(): the rules that several examples' derivations for one issue share.  Each
 * derived semantic patch is split into its rules; a rule is compared by a normal form in which
 * its own metavariables are numbered in the order they are declared, the metavariables it
 * inherits are named by the rule they come from, and rule names by that rule's own normal form:
 * the same rule derived from two example drivers compares equal whatever the names synth gave.
 * The consensus is the rules of one derivation that another example also has, with the rules
 * they depend on (a rule whose dependency is dropped is dropped with it).  Nothing here knows a
 * kernel API: only SmPL's own syntax is read.
 */
#include <string.h>

#include "escape.h"
#include "synth.h"
#include "synth-int.h"

/* One rule of a patch-only text. */
struct crule {
	char *name;		/* "r1", "mpy", or NULL when anonymous */
	char *text;		/* its lines, header first, each ending in '\n' */
	char *key;		/* normal form */
	GPtrArray *deps;	/* names of the rules it depends on or inherits from */
	GHashTable *canon;	/* its declared metavariable -> normal name */
	GHashTable *decl;	/* its declared metavariable -> "type words\001what follows '='" */
	gboolean changes;	/* has '-' or '+' lines: not a script, not context only */
	gboolean adds;		/* has '+' lines */
};

/* One derivation (a variant of one example) split into rules. */
struct cpatch {
	guint example;
	const struct syn_patch *patch;	/* borrowed: the derivation itself */
	GPtrArray *rules;	/* struct crule */
	char *options;		/* its "// Options:" line, or NULL */
	char *issue;		/* its "/// Issue:" line, or NULL */
};

static void crule_free(struct crule *r)
{
	g_free(r->name);
	g_free(r->text);
	g_free(r->key);
	g_ptr_array_unref(r->deps);
	g_hash_table_unref(r->canon);
	g_hash_table_unref(r->decl);
	g_free(r);
}

static void cpatch_free(struct cpatch *p)
{
	g_ptr_array_unref(p->rules);
	g_free(p->options);
	g_free(p->issue);
	g_free(p);
}

static gboolean word_start(char c)
{
	return g_ascii_isalpha(c) || c == '_';
}

static gboolean word_char(char c)
{
	return g_ascii_isalnum(c) || c == '_';
}

/*
 * SmPL's words, strings and punctuation of text: a string literal is one token, white space
 * none (a newline is kept, as "\n": a rule's '-' and '+' are read off the start of a line).
 */
static GPtrArray *lex(const char *text)
{
	GPtrArray *toks = g_ptr_array_new_with_free_func(g_free);

	for (const char *c = text; *c;) {
		const char *s = c;

		if (*c == '\n') {
			g_ptr_array_add(toks, g_strdup("\n"));
			c++;
		} else if (g_ascii_isspace(*c)) {
			c++;
		} else if (word_start(*c)) {
			while (word_char(*c))
				c++;
			g_ptr_array_add(toks, g_strndup(s, c - s));
		} else if (*c == '"' || *c == '\'') {
			for (c++; *c && *c != *s && *c != '\n'; c++)
				if (*c == '\\' && c[1])
					c++;
			if (*c == *s)
				c++;
			g_ptr_array_add(toks, g_strndup(s, c - s));
		} else {
			g_ptr_array_add(toks, g_strndup(c, 1));
			c++;
		}
	}
	return toks;
}

/* The header of a patch rule as it was before sd_cocci_modes(): no "depends on patch". */
static char *patch_only_header(const char *h)
{
	GString *s = g_string_new(h);
	char *d = strstr(s->str, " depends on patch && (");

	if (d && g_str_has_suffix(s->str, ")@")) {
		gsize at = d - s->str;

		g_string_truncate(s, s->len - 2);
		g_string_append_c(s, '@');
		g_string_erase(s, at + strlen(" depends on "), strlen("patch && ("));
	} else if ((d = strstr(s->str, " depends on patch@"))) {
		g_string_erase(s, d - s->str, strlen(" depends on patch"));
	} else if ((d = strstr(s->str, " depends on patch "))) {
		/* a quantifier after it: "@r depends on patch exists@" */
		g_string_erase(s, d - s->str, strlen(" depends on patch"));
	}
	if (!strcmp(s->str, "@@"))
		g_string_assign(s, "@@");
	return g_string_free(s, FALSE);
}

/* A copy sd_cocci_modes() made for coccicheck's other modes, or its printing script. */
static gboolean mode_copy(const char *h)
{
	return strstr(h, "depends on context") || strstr(h, "depends on (org || report)") ||
	       strstr(h, "depends on org@") || strstr(h, "depends on report@");
}

static char *header_name(const char *h)
{
	const char *s = h + 1, *e;

	if (g_str_has_prefix(h, "@script:") || g_str_has_prefix(h, "@initialize:") ||
	    g_str_has_prefix(h, "@finalize:")) {
		s = strchr(h, ':') + 1;
		while (word_char(*s))
			s++;
		while (*s == ' ')
			s++;
	}
	for (e = s; word_char(*e); e++)
		;
	if (e == s || !strncmp(s, "depends", e - s))
		return NULL;
	return g_strndup(s, e - s);
}

static struct crule *find_rule(GPtrArray *rules, const char *name)
{
	for (guint i = 0; name && i < rules->len; i++) {
		struct crule *r = rules->pdata[i];

		if (r->name && !strcmp(r->name, name))
			return r;
	}
	return NULL;
}

/* Words of the declaration pieces whose names are literal, not metavariables. */
static gboolean literal_decl(GPtrArray *piece)
{
	for (guint i = 0; i + 1 < piece->len; i++) {
		const char *w = piece->pdata[i], *n = piece->pdata[i + 1];

		if (!strcmp(w, "typedef") || (!strcmp(n, "name") && (!strcmp(w, "declarer") ||
		    !strcmp(w, "iterator") || !strcmp(w, "attribute"))))
			return TRUE;
	}
	return piece->len && !strcmp(piece->pdata[0], "typedef");
}

static char *join(GPtrArray *toks, guint from, guint to)
{
	GString *s = g_string_new(NULL);

	for (guint i = from; i < to && i < toks->len; i++)
		g_string_append_printf(s, "%s%s", s->len ? " " : "", (char *)toks->pdata[i]);
	return g_string_free(s, FALSE);
}

/*
 * Reads one declaration piece ("identifier x", "r1.y", "p << h1_use.p", "fresh identifier f =
 * \"a\" ## x"): the name it declares goes into r->canon, numbered or named after its origin,
 * and r->decl.  stype is the type words of the statement's first piece ("" for it), which
 * the pieces after a ',' share; the piece's own type words are returned (owned).
 */
static char *declare(struct crule *r, GPtrArray *piece, const char *stype, GPtrArray *earlier,
		     GHashTable *keys, guint *n)
{
	guint end = piece->len, at, tend;
	const char *name, *from = NULL, *fromvar = NULL;
	g_autofree char *type = NULL, *tail = NULL;
	char *canon;

	if (!piece->len)
		return g_strdup("");
	for (guint i = 0; i < piece->len; i++)
		if (!strcmp(piece->pdata[i], "<") && i + 1 < piece->len &&
		    !strcmp(piece->pdata[i + 1], "<")) {
			/* a script's "p << rule.p": p is the first word */
			name = piece->pdata[0];
			if (i + 4 < piece->len && !strcmp(piece->pdata[i + 3], ".")) {
				from = piece->pdata[i + 2];
				fromvar = piece->pdata[i + 4];
			}
			type = g_strdup("<<");
			tail = g_strdup("");
			goto found;
		}
	for (guint i = 0; i < piece->len; i++)
		if (!strcmp(piece->pdata[i], "=")) {
			end = i;
			break;
		}
	for (at = end; at > 0 && !word_start(*(char *)piece->pdata[at - 1]); at--)
		;
	if (!at)
		return g_strdup("");
	name = piece->pdata[at - 1];
	tend = at - 1;
	if (at >= 3 && !strcmp(piece->pdata[at - 2], ".")) {
		from = piece->pdata[at - 3];
		fromvar = name;
		tend = at - 3;
	}
	type = join(piece, 0, tend);
	tail = join(piece, end, piece->len);
found:
	if (from) {
		struct crule *o = find_rule(earlier, from);
		const char *oc = o ? g_hash_table_lookup(o->canon, fromvar) : NULL;
		gpointer k = o ? g_hash_table_lookup(keys, o->key) : NULL;

		if (o && !g_ptr_array_find_with_equal_func(r->deps, from, g_str_equal, NULL))
			g_ptr_array_add(r->deps, g_strdup(from));
		canon = g_strdup_printf("R%u.%s", GPOINTER_TO_UINT(k), oc ? oc : fromvar);
	} else {
		canon = g_strdup_printf("V%u", ++*n);
	}
	g_hash_table_replace(r->canon, g_strdup(name), canon);
	g_hash_table_replace(r->decl, g_strdup(name),
			     g_strdup_printf("%s\001%s", *type ? type : stype, tail));
	return g_steal_pointer(&type);
}

/* The rule's declarations, between its header and "@@", into r->canon and r->deps. */
static void read_decls(struct crule *r, const char *decls, GPtrArray *earlier, GHashTable *keys)
{
	g_autoptr(GPtrArray) toks = lex(decls);
	g_autoptr(GPtrArray) piece = g_ptr_array_new();
	g_autofree char *stype = g_strdup("");
	gboolean literal = FALSE, first = TRUE;
	int depth = 0;
	guint n = 0;

	for (guint i = 0; i <= toks->len; i++) {
		const char *t = i < toks->len ? toks->pdata[i] : ";";

		if (!strcmp(t, "\n"))
			continue;
		if (strchr("([{", *t) && !t[1])
			depth++;
		else if (strchr(")]}", *t) && !t[1])
			depth--;
		if (depth == 0 && (!strcmp(t, ";") || !strcmp(t, ","))) {
			/* "typedef u8, s8;": the names after the first piece's words are literal too */
			literal |= literal_decl(piece);
			if (!literal) {
				g_autofree char *ty = declare(r, piece, stype, earlier, keys, &n);

				if (first) {
					g_free(stype);
					stype = g_steal_pointer(&ty);
				}
			}
			first = FALSE;
			g_ptr_array_set_size(piece, 0);
			if (!strcmp(t, ";")) {
				literal = FALSE;
				first = TRUE;
				g_free(stype);
				stype = g_strdup("");
			}
			continue;
		}
		g_ptr_array_add(piece, (gpointer)t);
	}
}

static gint cmp_strp(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* A token of the rule renamed: its metavariables by r->canon, rule names by their number. */
static void append_normal(GString *s, struct crule *r, const char *t, GPtrArray *earlier,
			  GHashTable *keys)
{
	const char *c = g_hash_table_lookup(r->canon, t);
	struct crule *o;

	if (r->name && !strcmp(t, r->name))
		g_string_append(s, "SELF");
	else if (c)
		g_string_append(s, c);
	else if (word_start(*t) && (o = find_rule(earlier, t)))
		g_string_append_printf(s, "R%u", GPOINTER_TO_UINT(g_hash_table_lookup(keys, o->key)));
	else
		g_string_append(s, t);
	g_string_append_c(s, ' ');
}

/*
 * The rule's normal form: its header, the declarations its body uses (sorted) and its body,
 * renamed.  Its own metavariables are numbered in the order the body first uses them, so that
 * neither the order of the declarations nor one the body never uses (a derivation may declare
 * the example's locals it did not need) makes two rules differ.
 */
static char *normal_form(struct crule *r, GPtrArray *earlier, GHashTable *keys)
{
	const char *nl = strchr(r->text, '\n');
	const char *close = strstr(r->text, "\n@@\n");
	g_autofree char *header = g_strndup(r->text, nl ? (gsize)(nl - r->text) : strlen(r->text));
	g_autoptr(GPtrArray) htoks = lex(header);
	g_autoptr(GPtrArray) btoks = lex(close ? close + 4 : "");
	g_autoptr(GHashTable) used = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GPtrArray) decls = g_ptr_array_new_with_free_func(g_free);
	GString *s = g_string_new(NULL);
	guint n = 0;

	for (guint i = 0; i < btoks->len; i++) {
		const char *t = btoks->pdata[i];
		const char *c = g_hash_table_lookup(r->canon, t);

		if (!c || g_hash_table_contains(used, t))
			continue;
		g_hash_table_add(used, (gpointer)t);
		if (c[0] == 'V')
			g_hash_table_replace(r->canon, g_strdup(t), g_strdup_printf("V%u", ++n));
	}
	/* a declared name the body never uses still names something for a later rule */
	{
		GHashTableIter it;
		gpointer k, v;

		g_hash_table_iter_init(&it, r->canon);
		while (g_hash_table_iter_next(&it, &k, &v))
			if (!g_hash_table_contains(used, k) && ((char *)v)[0] == 'V')
				g_hash_table_iter_replace(&it, g_strdup_printf("U%s", (char *)k));
	}
	for (guint i = 0; i < htoks->len; i++)
		append_normal(s, r, htoks->pdata[i], earlier, keys);
	g_string_append_c(s, '\n');
	{
		GHashTableIter it;
		gpointer k, v;

		g_hash_table_iter_init(&it, r->decl);
		while (g_hash_table_iter_next(&it, &k, &v)) {
			const char *sep = strchr(v, '\001');
			g_autoptr(GPtrArray) tail = lex(sep + 1);
			GString *d;

			if (!g_hash_table_contains(used, k))
				continue;
			d = g_string_new(NULL);
			g_string_append_printf(d, "%.*s %s ", (int)(sep - (char *)v), (char *)v,
					       (char *)g_hash_table_lookup(r->canon, k));
			for (guint i = 0; i < tail->len; i++)
				append_normal(d, r, tail->pdata[i], earlier, keys);
			g_ptr_array_add(decls, g_string_free(d, FALSE));
		}
	}
	g_ptr_array_sort(decls, cmp_strp);
	for (guint i = 0; i < decls->len; i++)
		g_string_append_printf(s, "%s;\n", (char *)decls->pdata[i]);
	g_string_append(s, "@@\n");
	for (guint i = 0; i < btoks->len; i++)
		append_normal(s, r, btoks->pdata[i], earlier, keys);
	return g_string_free(s, FALSE);
}

/* The rule names of a header's "depends on" expression, into r->deps. */
static void header_deps(struct crule *r, const char *header, GPtrArray *earlier)
{
	const char *d = strstr(header, " depends on ");
	g_autoptr(GPtrArray) toks = lex(d ? d + strlen(" depends on ") : "");

	for (guint i = 0; i < toks->len; i++)
		if (find_rule(earlier, toks->pdata[i]) &&
		    !g_ptr_array_find_with_equal_func(r->deps, toks->pdata[i], g_str_equal, NULL))
			g_ptr_array_add(r->deps, g_strdup(toks->pdata[i]));
}

/* Interns key: every distinct normal form has a number, from 1. */
static guint intern(GHashTable *keys, const char *key)
{
	gpointer v = g_hash_table_lookup(keys, key);

	if (!v) {
		v = GUINT_TO_POINTER(g_hash_table_size(keys) + 1);
		g_hash_table_insert(keys, g_strdup(key), v);
	}
	return GPOINTER_TO_UINT(v);
}

/* Splits a derived semantic patch into its patch rules, their normal forms interned in keys. */
static struct cpatch *split_patch(const char *cocci, guint example, GHashTable *keys)
{
	g_auto(GStrv) lines = g_strsplit(cocci ? cocci : "", "\n", -1);
	struct cpatch *p = g_new0(struct cpatch, 1);
	guint n = g_strv_length(lines);

	p->example = example;
	p->rules = g_ptr_array_new_with_free_func((GDestroyNotify)crule_free);
	for (guint i = 0; i < n;) {
		g_autofree char *head = NULL;
		GString *text, *decls;
		struct crule *r;

		if (lines[i][0] != '@') {
			if (g_str_has_prefix(lines[i], "// Options:") && !p->options && !p->rules->len)
				p->options = g_strdup(lines[i]);
			if (g_str_has_prefix(lines[i], "/// Issue:") && !p->issue && !p->rules->len)
				p->issue = g_strdup(lines[i]);
			i++;
			continue;
		}
		head = patch_only_header(lines[i]);
		text = g_string_new(NULL);
		decls = g_string_new(NULL);
		g_string_append_printf(text, "%s\n", head);
		/* "@@" alone opens an anonymous rule's declarations; the next "@@" closes them */
		for (i++; i < n && strcmp(lines[i], "@@"); i++) {
			g_string_append_printf(text, "%s\n", lines[i]);
			g_string_append_printf(decls, "%s\n", lines[i]);
		}
		if (i < n)
			g_string_append(text, "@@\n");
		for (i++; i < n && lines[i][0] != '@'; i++)
			g_string_append_printf(text, "%s\n", lines[i]);
		/* the text's trailing empty lines are no part of the rule */
		while (text->len > 1 && text->str[text->len - 2] == '\n')
			g_string_truncate(text, text->len - 1);
		if (mode_copy(head)) {
			g_string_free(text, TRUE);
			g_string_free(decls, TRUE);
			continue;
		}
		r = g_new0(struct crule, 1);
		r->name = header_name(head);
		r->text = g_string_free(text, FALSE);
		r->deps = g_ptr_array_new_with_free_func(g_free);
		r->canon = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
		r->decl = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
		header_deps(r, head, p->rules);
		read_decls(r, decls->str, p->rules, keys);
		g_string_free(decls, TRUE);
		for (const char *l = strstr(r->text, "@@\n"); l && *l; l = strchr(l, '\n') + 1) {
			if (l[0] == '-' || l[0] == '+')
				r->changes = TRUE;
			if (l[0] == '+')
				r->adds = TRUE;
			if (!strchr(l, '\n'))
				break;
		}
		if (g_str_has_prefix(head, "@script:") || g_str_has_prefix(head, "@initialize:") ||
		    g_str_has_prefix(head, "@finalize:"))
			r->changes = FALSE;
		r->key = normal_form(r, p->rules, keys);
		intern(keys, r->key);
		g_ptr_array_add(p->rules, r);
	}
	return p;
}

/* Examples (indexes, ascending) whose derivations hold key; owned. */
static GArray *holders(GPtrArray *split, const char *key)
{
	GArray *who = g_array_new(FALSE, FALSE, sizeof(guint));

	for (guint i = 0; i < split->len; i++) {
		struct cpatch *p = split->pdata[i];
		gboolean have = FALSE;

		for (guint j = 0; j < p->rules->len && !have; j++)
			have = !strcmp(((struct crule *)p->rules->pdata[j])->key, key);
		if (!have)
			continue;
		if (who->len && g_array_index(who, guint, who->len - 1) == p->example)
			continue;
		g_array_append_val(who, p->example);
	}
	return who;
}

/*
 * Which rules of p are kept: held by two examples or more, and every rule they depend on kept.
 * Returns how many kept rules change code.
 */
static guint keep_rules(struct cpatch *p, GPtrArray *split, gboolean *kept)
{
	guint nchange = 0;

	for (guint j = 0; j < p->rules->len; j++) {
		struct crule *r = p->rules->pdata[j];
		g_autoptr(GArray) who = holders(split, r->key);

		kept[j] = who->len >= 2;
		for (guint d = 0; kept[j] && d < r->deps->len; d++)
			for (guint k = 0; k < j; k++) {
				struct crule *o = p->rules->pdata[k];

				if (o->name && !strcmp(o->name, r->deps->pdata[d]) && !kept[k])
					kept[j] = FALSE;
			}
		nchange += kept[j] && r->changes;
	}
	return nchange;
}

static const char *label_of(const char *const *labels, guint n, guint i)
{
	return labels && i < n && labels[i] ? labels[i] : NULL;
}

int syn_consensus(struct syn_patch **out, GArray **out_agreed, GPtrArray *derived,
		  const char *const *labels, GError **error)
{
	g_autoptr(GHashTable) keys = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GPtrArray) split = g_ptr_array_new_with_free_func((GDestroyNotify)cpatch_free);
	g_autoptr(GArray) agreed = g_array_new(FALSE, TRUE, sizeof(guint));
	g_autoptr(GString) body = g_string_new(NULL), notes = g_string_new(NULL);
	g_autoptr(GString) stages = g_string_new(NULL), head = g_string_new(NULL);
	g_autofree gboolean *kept = NULL;
	g_autofree gboolean *agrees = NULL;
	struct cpatch *base = NULL;
	struct syn_patch *sp;
	guint best = 0, nlabels = 0, nkept = 0;
	gboolean headers = FALSE;

	*out = NULL;
	if (out_agreed)
		*out_agreed = NULL;
	if (!derived) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_INPUT, "cannot make a consensus: no derivations given");
		return -1;
	}
	while (labels && nlabels < derived->len && labels[nlabels])
		nlabels++;
	for (guint e = 0; e < derived->len; e++) {
		GPtrArray *ps = derived->pdata[e];

		for (guint v = 0; ps && v < ps->len; v++) {
			const struct syn_patch *p = ps->pdata[v];
			struct cpatch *cp;

			/* the example's variants in the direction of its first: the issue's (the
			 * other direction is tried only when that one fails, and alone) */
			if (p && ps->pdata[0] && p->backwards != ((struct syn_patch *)ps->pdata[0])->backwards)
				continue;
			cp = split_patch(p ? p->cocci : NULL, e, keys);

			cp->patch = p;
			g_ptr_array_add(split, cp);
		}
	}
	/*
	 * the derivation that holds the most rules another example also has: its text is kept.  One
	 * that would lose a rule adding code is no base: what the examples add in their own names
	 * (a new member and the definition it points to) never compares equal, and a consensus
	 * without it would drop what the driver did (a callback no longer bound) and build clean.
	 */
	for (guint i = 0; i < split->len; i++) {
		struct cpatch *p = split->pdata[i];
		g_autofree gboolean *k = g_new0(gboolean, p->rules->len + 1);
		guint n = keep_rules(p, split, k);
		gboolean loses = FALSE;

		for (guint j = 0; j < p->rules->len && !loses; j++)
			loses = !k[j] && ((struct crule *)p->rules->pdata[j])->adds;
		if (!loses && n > best) {
			best = n;
			base = p;
		}
	}
	if (!base)
		return 0;
	kept = g_new0(gboolean, base->rules->len + 1);
	agrees = g_new0(gboolean, derived->len + 1);
	keep_rules(base, split, kept);
	for (guint j = 0; j < base->rules->len; j++) {
		struct crule *r = base->rules->pdata[j];
		g_autoptr(GArray) who = holders(split, r->key);
		g_autoptr(GString) names = g_string_new(NULL);

		for (guint w = 0; w < who->len; w++) {
			guint e = g_array_index(who, guint, w);
			const char *l = label_of(labels, nlabels, e);

			if (kept[j])
				agrees[e] = TRUE;
			if (l)
				g_string_append_printf(names, "%s%.12s", names->len ? ", " : "", l);
			else
				g_string_append_printf(names, "%sexample %u", names->len ? ", " : "",
						       e + 1);
		}
		if (kept[j]) {
			/* sd_cocci_modes() drops a rule's last empty line: two keep one */
			g_string_append_printf(body, "\n%s\n", r->text);
			nkept++;
		}
		g_string_append_printf(stages, "  rule %s: %s, in %u example%s (%s)\n",
				       r->name ? r->name : "(anonymous)",
				       kept[j] ? "kept" : "dropped", who->len, who->len == 1 ? "" : "s",
				       names->str);
		if (!kept[j])
			g_string_append_printf(notes, "rule %s of %.12s is left out: %s\n",
					       r->name ? r->name : "(anonymous)",
					       label_of(labels, nlabels, base->example) ?
					       label_of(labels, nlabels, base->example) : "?",
					       who->len < 2 ? "no other example has it" :
							      "a rule it depends on is left out");
	}
	/* what the other examples' first (most specific) derivations have alone */
	for (guint i = 0; i < split->len; i++) {
		struct cpatch *p = split->pdata[i];

		if (p == base || (i && ((struct cpatch *)split->pdata[i - 1])->example == p->example))
			continue;
		for (guint j = 0; j < p->rules->len; j++) {
			struct crule *r = p->rules->pdata[j];
			g_autoptr(GArray) who = holders(split, r->key);
			const char *l = label_of(labels, nlabels, p->example);

			if (who->len >= 2 || !r->changes)
				continue;
			g_string_append_printf(stages, "  rule %s of %.12s: left out, in 1 example\n",
					       r->name ? r->name : "(anonymous)", l ? l : "?");
			g_string_append_printf(notes, "rule %s of %.12s is left out: no other example has it\n",
					       r->name ? r->name : "(anonymous)", l ? l : "?");
		}
	}
	for (guint e = 0; e < derived->len; e++)
		if (agrees[e])
			g_array_append_val(agreed, e);
	/* a function head that changes may be in a header of the driver: any agreeing one asks */
	for (guint i = 0; i < split->len; i++) {
		struct cpatch *p = split->pdata[i];

		if (agrees[p->example] && p->options && strstr(p->options, "--include-headers"))
			headers = TRUE;
	}
	g_string_append_printf(head, "/// Make the change that %u examples agree on in this driver: the rules\n"
				     "/// derived alike from two of them or more.\n", agreed->len);
	if (base->issue) {
		g_autofree char *is = esc_smpl_comment(base->issue + strlen("/// "));

		g_string_append_printf(head, "/// %s\n", is);
	}
	g_string_append(head, "///\n/// Derived by porter synth (consensus) from the examples:\n");
	for (guint a = 0; a < agreed->len; a++) {
		guint e = g_array_index(agreed, guint, a);
		g_autofree char *l = esc_smpl_comment(label_of(labels, nlabels, e) ?
						      label_of(labels, nlabels, e) : "?");

		g_string_append_printf(head, "/// %s\n", l);
	}
	{
		g_auto(GStrv) nl = g_strsplit(notes->str, "\n", -1);

		for (guint i = 0; nl[i]; i++) {
			g_autofree char *d = esc_smpl_comment(nl[i]);

			if (*nl[i])
				g_string_append_printf(head, "// Decision: %s\n", d);
		}
	}
	g_string_append_printf(head, "// Consensus: %u examples agree\n", agreed->len);
	g_string_append(head, "// Confidence: Moderate\n// Keywords: porting, example commit, consensus\n");
	g_string_append_printf(head, "// Options: --no-includes%s\n// Requires: 1.1.1\n\nvirtual patch\n",
			       headers ? " --include-headers" : "");
	g_string_append(head, body->str);
	sp = g_new0(struct syn_patch, 1);
	sp->name = g_strdup_printf("consensus-%u", agreed->len);
	sp->cocci = sd_cocci_modes(head->str);
	sp->backwards = base->patch && base->patch->backwards;
	sp->notes = g_string_free(g_steal_pointer(&notes), FALSE);
	/* the stages of the derivation whose rules are kept, then what the consensus kept of them */
	{
		g_auto(GStrv) nl = g_strsplit(sp->notes, "\n", -1);

		for (guint i = 0; nl[i]; i++)
			if (*nl[i])
				g_string_append_printf(stages, "  decision: %s\n", nl[i]);
	}
	sp->stages = g_strdup_printf("%s%sconsensus: %u examples, %u derivations: %u of %u rules of "
				     "example %u's kept\n%s",
				     base->patch && base->patch->stages ? base->patch->stages : "",
				     base->patch && base->patch->stages &&
				     !g_str_has_suffix(base->patch->stages, "\n") ? "\n" : "",
				     derived->len, split->len, nkept, base->rules->len,
				     base->example + 1, stages->str);
	*out = sp;
	if (out_agreed)
		*out_agreed = g_steal_pointer(&agreed);
	return 1;
}

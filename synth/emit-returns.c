// SPDX-License-Identifier: GPL-2.0
/*
 * synth's emit stage for the returns of a function the example made void: what the example did
 * with its own returns, carried to the target's "return E;" in the function rule's statement
 * rule, or, when the target's file uses the function's value, a void wrapper in its place; and
 * of a function the example made return a value, the value it returns at its end.
 */
#include <string.h>

#include "stages.h"


/*
 * The example's own returns in [f, l) of im: *vals those giving a value ("return X;"), *plain
 * the plain "return;"s, and *calls the names of the calls returned whole ("return g(...);")
 * into calls, or the names called as statements (after ';', '{' or '}') with calls NULL.
 */
static void body_returns(struct image *im, guint f, guint l, guint *vals, guint *plain,
			 GHashTable *calls, GHashTable *stmts)
{
	for (guint t = f; t + 1 < l; t++) {
		const struct cf_token *k = sd_tok(im, t), *n = sd_tok(im, t + 1);

		if (stmts && n->kind == CF_IDENT && t + 2 < l && sd_tok_is(sd_tok(im, t + 2), "(") &&
		    (sd_tok_is(k, ";") || sd_tok_is(k, "{") || sd_tok_is(k, "}")))
			g_hash_table_add(stmts, (gpointer)n->text);
		if (!sd_tok_is(k, "return"))
			continue;
		if (sd_tok_is(n, ";")) {
			(*plain)++;
			continue;
		}
		(*vals)++;
		if (calls && n->kind == CF_IDENT && t + 2 < l && sd_tok_is(sd_tok(im, t + 2), "(")) {
			/* the call is the whole value: its ')' is followed by the ';' */
			int depth = 0;
			guint e = t + 2;

			for (; e < l; e++) {
				if (sd_tok_is(sd_tok(im, e), "("))
					depth++;
				else if (sd_tok_is(sd_tok(im, e), ")") && --depth == 0)
					break;
			}
			if (e + 1 < l && sd_tok_is(sd_tok(im, e + 1), ";"))
				g_hash_table_add(calls, (gpointer)n->text);
		}
	}
}

/*
 * A function the example made void while it returned values: the target's "return E;" become
 * what the example made of its own.  When the example's new side returns no value, the
 * driver's value returns the example's own rules leave (its "return 0;" dropped, say) become
 * plain returns, as a void function's must; a call the example returned whole and keeps as a
 * statement keeps its effect and loses its value ("return g(x);" becomes "g(x); return;").
 * Each choice is a note (a "// Decision:" line); when the example's new side still returns a
 * value the driver's are left, and the note says so.
 */
gboolean sd_emit_void_returns(struct emit *c, struct rctx *R, const char *name, const char *hdr,
			      const char *qhdr, guint pf, guint pl, guint qf, guint ql, GString *sbody,
			      guint *salts)
{
	g_autoptr(GHashTable) calls = g_hash_table_new(g_str_hash, g_str_equal);
	g_autoptr(GHashTable) stmts = g_hash_table_new(g_str_hash, g_str_equal);
	guint vals = 0, plain = 0, qvals = 0, qplain = 0;
	gboolean kept_call = FALSE;
	GHashTableIter it;
	gpointer k;

	if (!strcmp(hdr, qhdr) || strcmp(qhdr, "void") || !strcmp(hdr, "void"))
		return FALSE;
	body_returns(&c->pr->pre, pf, pl, &vals, &plain, calls, NULL);
	body_returns(&c->pr->post, qf, ql, &qvals, &qplain, NULL, stmts);
	if (!vals)
		return FALSE;
	g_hash_table_iter_init(&it, calls);
	while (g_hash_table_iter_next(&it, &k, NULL))
		kept_call |= g_hash_table_contains(stmts, k);
	if (qvals) {
		g_string_append_printf(c->notes, "%s is made void: its returns with a value are left "
				       "as they are (the example's own function still returns one)\n",
				       name);
		return FALSE;
	}
	if (kept_call) {
		sd_rctx_declare(R, "identifier", "mr_rcall");
		sd_rctx_declare(R, "expression list", "mr_rargs");
		sd_add_alt(sbody, salts, "- return mr_rcall(mr_rargs);\n"
					 "+ mr_rcall(mr_rargs);\n+ return;\n");
		g_string_append_printf(c->notes, "%s is made void: a call returned whole is kept as "
				       "a statement before a plain return, as the example keeps its "
				       "own\n", name);
	}
	sd_rctx_declare(R, "expression", "mr_rval");
	sd_add_alt(sbody, salts, "- return mr_rval;\n+ return;\n");
	if (qplain > plain)
		g_string_append_printf(c->notes, "%s is made void: its returns with a value become "
				       "plain returns, as the example drops its own values (%u with a "
				       "value before, %u plain after)\n", name, vals, qplain);
	else
		g_string_append_printf(c->notes, "%s is made void: its other returns with a value "
				       "become plain returns, as a void function's must (the example "
				       "drops its own %u)\n", name, vals);
	return TRUE;
}

void sd_emit_nested_returns(GString *out, const char *rname, const char *decls, const char *mhdr,
			    const char *fmv)
{
	static const char *const forms[] = {
		/* unbraced: "if (C) return E;", with an else, or as the else */
		"  if (mr_bc)\n- return mr_bval;\n+ return;\n  else mr_bs\n|\n"
		"  if (mr_bc)\n- return mr_bval;\n+ return;\n|\n"
		"  if (mr_bc) mr_bs else\n- return mr_bval;\n+ return;\n",
		/* braced: the last statement of the branch's block */
		"  if (mr_bc) {\n  ... when any\n- return mr_bval;\n+ return;\n  } else mr_bs\n|\n"
		"  if (mr_bc) {\n  ... when any\n- return mr_bval;\n+ return;\n  }\n|\n"
		"  if (mr_bc) mr_bs else {\n  ... when any\n- return mr_bval;\n+ return;\n  }\n",
	};
	static const char *const suffix[] = { "b", "k" };

	for (guint i = 0; i < G_N_ELEMENTS(forms); i++)
		g_string_append_printf(out, "\n@%s_%s@\n%sexpression mr_bc, mr_bval;\nstatement mr_bs;\n"
				       "@@\n  %s %s(...)\n  {\n  <...\n(\n%s)\n  ...>\n  }\n", rname,
				       suffix[i], decls, mhdr, fmv, forms[i]);
}


/*
 * A function the example made return a value (void before): the statement it added at the end
 * of its body, post[qa, qb) before the closing brace, "return E;" of a value that names nothing
 * of the example's own (a constant, a kernel name), goes to the target where its body falls off
 * the end (the function rule's end rule), and its plain returns return E too (an alternative of
 * sbody).  Returns that statement, owned, or NULL when post[qa, qb) is no such statement.
 */
char *sd_emit_end_return(struct emit *c, struct rctx *R, const char *name, const char *hdr,
			 const char *qhdr, guint qa, guint qb, GString *sbody, guint *salts)
{
	struct image *im = &c->pr->post;
	g_autoptr(GPtrArray) w = NULL;
	GString *e;

	if (strcmp(hdr, "void") || !strcmp(qhdr, "void") || qb - qa < 3 ||
	    !sd_tok_is(sd_tok(im, qb), "}") || !sd_tok_is(sd_tok(im, qa), "return") ||
	    !sd_tok_is(sd_tok(im, qb - 1), ";"))
		return NULL;
	for (guint t = qa + 1; t + 1 < qb; t++) {
		const struct cf_token *k = sd_tok(im, t);

		if ((k->kind == CF_IDENT && (sd_is_local(c->nm, k->text) ||
					     g_hash_table_contains(R->locals, k->text))) ||
		    k->kind == CF_STRING || k->kind == CF_CHAR)
			return NULL;
	}
	w = sd_rmap_words(c, R, im, qa, qb, TRUE);
	e = g_string_new(NULL);
	sd_append_words(e, w);
	sd_add_alt(sbody, salts, "- return;\n");
	g_string_append_printf(sbody, "+ %s\n", e->str);
	g_string_append_printf(c->notes, "%s returns %s now: \"%s\" where its body ends without a "
			       "return and for its plain returns, as the example's own function ends\n",
			       name, qhdr, e->str);
	return g_string_free(e, FALSE);
}


/* ---- a function made void, converted or wrapped: the target's calls decide ---- */

static const struct cf_token *tk(GPtrArray *toks, guint i)
{
	return toks->pdata[i];
}

/* The token of code before toks[i] in [first, i), directives stepped over, or G_MAXUINT. */
static guint prev_code(GPtrArray *toks, guint first, guint i)
{
	while (i-- > first)
		if (tk(toks, i)->kind != CF_PP)
			return i;
	return G_MAXUINT;
}

/* The "(" in [first, close) that the ")" at close closes, or G_MAXUINT. */
static guint open_of(GPtrArray *toks, guint first, guint close)
{
	int depth = 0;

	for (guint i = close + 1; i-- > first;) {
		if (sd_tok_is(tk(toks, i), ")"))
			depth++;
		else if (sd_tok_is(tk(toks, i), "(") && --depth == 0)
			return i;
	}
	return G_MAXUINT;
}

/* Whether toks[f, l) can be a cast's type: names and stars ("void", "struct x *"). */
static gboolean cast_type(GPtrArray *toks, guint f, guint l)
{
	if (f >= l)
		return FALSE;
	for (guint i = f; i < l; i++)
		if (tk(toks, i)->kind != CF_IDENT && !sd_tok_is(tk(toks, i), "*"))
			return FALSE;
	return TRUE;
}

/*
 * Whether the ":" at toks[i] ends a label, a case or a default (a statement starts after it),
 * rather than a conditional's second part: no "?" back to the statement's start.
 */
static gboolean label_colon(GPtrArray *toks, guint first, guint i)
{
	int depth = 0;

	while ((i = prev_code(toks, first, i)) != G_MAXUINT) {
		const struct cf_token *t = tk(toks, i);

		if (sd_tok_is(t, ")") || sd_tok_is(t, "]"))
			depth++;
		else if (sd_tok_is(t, "(") || sd_tok_is(t, "["))
			depth--;
		else if (depth == 0 && sd_tok_is(t, "?"))
			return FALSE;
		else if (depth <= 0 && (sd_tok_is(t, ";") || sd_tok_is(t, "{") || sd_tok_is(t, "}")))
			return TRUE;
	}
	return TRUE;
}

/*
 * Whether the call whose name is toks[i] (in a function body starting at first, ending before
 * end) gives a value that is used: unless it is a whole expression statement, through casts
 * ("f(x);", "(void)f(x);", "if (c) f(x);", "out: f(x);").
 */
static gboolean value_used(GPtrArray *toks, guint first, guint i, guint end)
{
	guint close = sd_match_bracket(toks, i + 1, end), p = i;

	if (close + 1 >= end || !sd_tok_is(tk(toks, close + 1), ";"))
		return TRUE;
	while ((p = prev_code(toks, first, p)) != G_MAXUINT) {
		const struct cf_token *t = tk(toks, p), *b;
		guint o, bi;

		if (sd_tok_is(t, ";") || sd_tok_is(t, "{") || sd_tok_is(t, "}") ||
		    sd_tok_is(t, "else") || sd_tok_is(t, "do"))
			return FALSE;
		if (sd_tok_is(t, ":"))
			return !label_colon(toks, first, p);
		if (!sd_tok_is(t, ")") || (o = open_of(toks, first, p)) == G_MAXUINT)
			return TRUE;
		bi = prev_code(toks, first, o);
		b = bi == G_MAXUINT ? NULL : tk(toks, bi);
		/* the head of an if, a loop, a switch or a loop macro: a statement follows */
		if (b && b->kind == CF_IDENT &&
		    (sd_tok_is(b, "if") || sd_tok_is(b, "while") || sd_tok_is(b, "for") ||
		     sd_tok_is(b, "switch") || !cf_is_keyword(b->text)))
			return FALSE;
		/* a cast, stepped over */
		if (!cast_type(toks, o + 1, p))
			return TRUE;
		p = o;
	}
	return TRUE;
}

/*
 * The calls of func in the bodies of the file's functions that use its value: how many, and the
 * line of the first.
 */
static guint value_calls(struct image *im, const char *func, int *out_line)
{
	guint n = 0;

	*out_line = 0;
	for (guint k = 0; k < im->items->len; k++) {
		struct cf_item *it = sd_item(im, k);
		guint body = it->first;

		if (it->kind != CF_ITEM_FUNC)
			continue;
		while (body < it->last && !sd_tok_is(sd_tok(im, body), "{"))
			body++;
		for (guint i = body + 1; i + 1 < it->last; i++) {
			const struct cf_token *t = sd_tok(im, i);

			if (t->kind != CF_IDENT || strcmp(t->text, func) ||
			    !sd_tok_is(sd_tok(im, i + 1), "(") ||
			    !value_used(im->toks, body, i, it->last))
				continue;
			if (!n++)
				*out_line = t->line;
		}
	}
	return n;
}

/*
 * The function the initializer around line names at the field of path, alone ("f", not "&f"
 * nor "__exit_p(f)"); owned, or NULL.
 */
static char *field_func(struct image *im, int line, const char *path)
{
	for (guint i = 0; i < im->items->len; i++) {
		struct cf_item *it = sd_item(im, i);
		g_autoptr(GPtrArray) es = NULL;
		struct init_entry *e;
		guint eq;

		if (it->kind != CF_ITEM_DECL || sd_tok(im, it->first)->line > line ||
		    sd_tok(im, it->last - 1)->line < line || !(eq = sd_init_eq(im, it)))
			continue;
		es = g_ptr_array_new_with_free_func(sd_init_entry_free);
		sd_parse_init(im, eq + 1, sd_match_bracket(im->toks, eq + 1, it->last), "", es);
		e = sd_find_entry(es, path);
		if (e && !e->nested && e->vl == e->vf + 1 && sd_tok(im, e->vf)->kind == CF_IDENT)
			return g_strdup(sd_tok(im, e->vf)->text);
	}
	return NULL;
}

/* toks[f, l) of a parameter list as C is written: "struct platform_device *pdev, int n". */
static char *params_text(struct image *im, guint f, guint l)
{
	GString *s = g_string_new(NULL);

	for (guint i = f; i < l; i++) {
		const char *t = sd_tok(im, i)->text;
		char last = s->len ? s->str[s->len - 1] : ' ';

		if (strcmp(t, ",") && strcmp(t, "[") && strcmp(t, "]") && last != ' ' &&
		    last != '*' && last != '[')
			g_string_append_c(s, ' ');
		g_string_append(s, t);
		if (!strcmp(t, ","))
			g_string_append_c(s, ' ');
	}
	return g_string_free(s, FALSE);
}

/*
 * The wrapper's parameters, the function's as written, and the names it passes on; FALSE with
 * vc->why set when a parameter cannot be passed on by its name (none, "...", a function
 * pointer) or holds what a rule cannot carry as code.
 */
static gboolean wrapper_params(struct image *im, struct cf_item *fi, struct sd_void_choice *vc)
{
	g_autoptr(GPtrArray) ps = NULL;
	g_autoptr(GString) args = g_string_new(NULL);
	guint open, close;

	ps = sd_params(im, fi, &open, &close);
	vc->types = g_ptr_array_new_with_free_func(g_free);
	for (guint k = 0; k < ps->len; k++) {
		struct param *p = ps->pdata[k];

		if (!*p->name) {
			vc->why = g_strdup_printf("its parameter %u has no name", k + 1);
			return FALSE;
		}
		for (guint i = p->f; i < p->l; i++) {
			const struct cf_token *t = sd_tok(im, i);
			const char *prev = i > p->f ? sd_tok(im, i - 1)->text : "";

			if (t->kind != CF_IDENT && t->kind != CF_NUMBER && !sd_tok_is(t, "*") &&
			    !sd_tok_is(t, "[") && !sd_tok_is(t, "]")) {
				vc->why = g_strdup_printf("its parameter %s is not one a wrapper "
							  "passes on", p->name);
				return FALSE;
			}
			/* spatch parses a typedef name in added code only when told */
			if (t->kind == CF_IDENT && strcmp(t->text, p->name) && !cf_is_keyword(t->text) &&
			    strcmp(prev, "struct") && strcmp(prev, "union") && strcmp(prev, "enum"))
				g_ptr_array_add(vc->types, g_strdup(t->text));
		}
		g_string_append_printf(args, "%s%s", k ? ", " : "", p->name);
	}
	vc->params = ps->len ? params_text(im, open + 1, close) : g_strdup("void");
	vc->args = g_string_free(g_steal_pointer(&args), FALSE);
	return TRUE;
}

/* func with a suffix that no identifier of the file has (nor a directive names); owned. */
static char *free_name(struct image *im, const char *func)
{
	for (guint n = 1;; n++) {
		g_autofree char *name = n == 1 ? g_strdup_printf("%s_void", func) :
					g_strdup_printf("%s_void%u", func, n);
		gboolean used = FALSE;

		for (guint i = 0; i < im->toks->len && !used; i++) {
			const struct cf_token *t = sd_tok(im, i);

			used = (t->kind == CF_IDENT && !strcmp(t->text, name)) ||
			       (t->kind == CF_PP && strstr(t->text, name));
		}
		if (!used)
			return g_steal_pointer(&name);
	}
}

void sd_void_choose(struct sd_void_choice *out, const char *driver_dir, const struct red_issue *is,
		    const char *path)
{
	g_autoptr(GPtrArray) toks = NULL, items = NULL;
	struct cf_item *fi = NULL;
	struct image im;

	memset(out, 0, sizeof(*out));
	out->way = SD_VOID_CONVERT;
	toks = is && path ? sd_target_toks(driver_dir, is) : NULL;
	if (!toks)
		return;
	items = cf_items(toks);
	im.toks = toks;
	im.items = items;
	out->func = field_func(&im, is->line, path);
	for (guint i = 0; out->func && i < items->len && !fi; i++)
		if (sd_item(&im, i)->kind == CF_ITEM_FUNC && !strcmp(sd_item(&im, i)->name, out->func))
			fi = sd_item(&im, i);
	if (!fi) {
		g_clear_pointer(&out->func, g_free);
		return;
	}
	/* the file as the build named it, but never the build's own folder */
	out->file = g_path_is_absolute(is->file) ? g_path_get_basename(is->file) : g_strdup(is->file);
	out->calls = value_calls(&im, out->func, &out->line);
	if (!out->calls || !wrapper_params(&im, fi, out))
		return;
	out->wrapper = free_name(&im, out->func);
	out->way = SD_VOID_WRAP;
}

void sd_void_choice_clear(struct sd_void_choice *vc)
{
	g_clear_pointer(&vc->func, g_free);
	g_clear_pointer(&vc->params, g_free);
	g_clear_pointer(&vc->args, g_free);
	g_clear_pointer(&vc->types, g_ptr_array_unref);
	g_clear_pointer(&vc->wrapper, g_free);
	g_clear_pointer(&vc->file, g_free);
	g_clear_pointer(&vc->why, g_free);
}

/* The entry of es that is the name name alone ("f", not "&f"), or NULL. */
static struct init_entry *named_entry(struct image *im, GPtrArray *es, const char *name)
{
	for (guint i = 0; i < es->len; i++) {
		struct init_entry *e = es->pdata[i];

		if (!e->nested && e->vl == e->vf + 1 && sd_tok(im, e->vf)->kind == CF_IDENT &&
		    !strcmp(sd_tok(im, e->vf)->text, name))
			return e;
	}
	return NULL;
}

/*
 * The example's initializer an earlier rule bound (the container's) that names the function at
 * a field, name before its change and qname after: the field's path before (*path) and after
 * the change (*qpath, where the rules before leave the field), the instance's binding
 * ("r1.mI_x") and the type the object has after the change.  FALSE when no bound initializer
 * names it.
 */
static gboolean bound_field(struct emit *c, const char *name, const char *qname, char **path,
			    char **qpath, char **inst, char **tname)
{
	struct image *pre = &c->pr->pre, *post = &c->pr->post;

	for (guint i = 0; i < pre->items->len; i++) {
		struct cf_item *a = sd_item(pre, i), *b;
		const char *bd = g_hash_table_lookup(c->bound, a->name);
		g_autoptr(GPtrArray) pes = NULL, qes = NULL, qtype = NULL;
		struct init_entry *e, *qe;
		int q = c->pr->pre_to_post[i];
		guint peq, qeq;

		if (a->kind != CF_ITEM_DECL || !bd || q < 0 || !(peq = sd_init_eq(pre, a)))
			continue;
		b = sd_item(post, q);
		if (!(qeq = sd_init_eq(post, b)))
			continue;
		pes = g_ptr_array_new_with_free_func(sd_init_entry_free);
		qes = g_ptr_array_new_with_free_func(sd_init_entry_free);
		sd_parse_init(pre, peq + 1, sd_match_bracket(pre->toks, peq + 1, a->last), "", pes);
		sd_parse_init(post, qeq + 1, sd_match_bracket(post->toks, qeq + 1, b->last), "", qes);
		e = named_entry(pre, pes, name);
		qe = named_entry(post, qes, qname);
		if (!e || !qe)
			continue;
		qtype = sd_decl_type(post, b, qeq - 1, FALSE);
		*path = g_strdup(e->path);
		*qpath = g_strdup(qe->path);
		*inst = g_strdup(bd);
		*tname = sd_words_text(qtype);
		return TRUE;
	}
	return FALSE;
}

/*
 * SD_VOID_WRAP's rules: one adds the wrapper, of return type qhdr, after the target's function
 * (bound as fn); one, depending on it, points the field qpath of the initializer bound as inst
 * (of type tname) at it, as the rules before left the field.
 */
static void wrapper_rules(struct emit *c, const struct sd_void_choice *vc, const char *fn,
			  const char *qhdr, const char *inst, const char *tname, const char *qpath)
{
	const char *fmv = strchr(fn, '.') ? strchr(fn, '.') + 1 : fn;
	const char *imv = strchr(inst, '.') ? strchr(inst, '.') + 1 : inst;
	g_auto(GStrv) parts = g_strsplit(qpath, ".", -1);
	g_autofree char *rule = g_strdup_printf("w%u", ++c->nrule);
	guint n = g_strv_length(parts);
	GString *r = c->late;

	g_string_append_printf(r, "\n@%s@\nidentifier %s;\ntype mr_ret;\n", rule, fn);
	for (guint i = 0; vc->types && i < vc->types->len; i++)
		g_string_append_printf(r, "typedef %s;\n", (char *)vc->types->pdata[i]);
	g_string_append_printf(r, "@@\n  mr_ret %s(...)\n  {\n  ...\n  }\n+\n+static %s %s(%s)\n"
			       "+{\n+\t%s(%s);\n+}\n", fmv, qhdr, vc->wrapper, vc->params, fmv,
			       vc->args);
	g_string_append_printf(r, "\n@%s_f depends on %s@\nidentifier %s;\nidentifier %s;\n@@\n"
			       "%s %s = {\n", rule, rule, inst, fn, tname, imv);
	for (guint i = 0; i + 1 < n; i++)
		g_string_append_printf(r, "\t.%s = {\n", parts[i]);
	/* only the value changes: the field keeps its alignment */
	g_string_append_printf(r, "\t.%s =\n-\t%s\n+\t%s\n\t,\n", parts[n - 1], fmv, vc->wrapper);
	for (guint i = 0; i + 1 < n; i++)
		g_string_append(r, "\t},\n");
	g_string_append(r, "};\n");
}

gboolean sd_emit_void_wrapper(struct emit *c, const char *name, const char *qname, const char *fn,
			      const char *qhdr)
{
	g_autofree char *path = NULL, *qpath = NULL, *inst = NULL, *tname = NULL;
	struct sd_void_choice vc;
	gboolean wrap;

	if (strcmp(name, qname) || !c->rq->issue ||
	    !bound_field(c, name, qname, &path, &qpath, &inst, &tname))
		return FALSE;
	sd_void_choose(&vc, c->rq->driver_dir, c->rq->issue, path);
	wrap = vc.way == SD_VOID_WRAP;
	if (wrap) {
		wrapper_rules(c, &vc, fn, qhdr, inst, tname, qpath);
		g_string_append_printf(c->notes, "%s is made void, but the target's %s is called "
				       "for its value (%s:%d, %u call%s): it keeps its type, and a "
				       "void wrapper, %s, added after it, takes its place at .%s\n",
				       name, vc.func, vc.file, vc.line, vc.calls,
				       vc.calls == 1 ? "" : "s", vc.wrapper, qpath);
	} else if (vc.why) {
		g_string_append_printf(c->notes, "%s is made void although the target's %s is "
				       "called for its value (%s:%d): no wrapper, as %s\n", name,
				       vc.func, vc.file, vc.line, vc.why);
	}
	sd_void_choice_clear(&vc);
	return wrap;
}

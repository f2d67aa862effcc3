// SPDX-License-Identifier: GPL-2.0
/*
 * The query of one issue (porter_query_issue()): its template's hits within the run's budget, the
 * reversed template's when the examples went the other way, without the commits an earlier step
 * of the same chain took.  The template's facts are the issue's and, for an initializer, what
 * the driver's file says its value is (a function, or an object and its declared type).
 * port.c's porter_fix_one() tries the hits.
 */
#include <string.h>

#include "cfront.h"
#include "convert.h"
#include "porter-int.h"

/*
 * The type words of the declaration of tokens [from, name) of @t: its storage class, the
 * kernel's annotations and attributes left out ("static const struct x * const" -> "const struct
 * x * const"); NULL when a word is no type's (a macro's arguments, an initializer).  Owned.
 */
static char *declared_type(struct cf_token **t, guint from, guint name)
{
	GString *o = g_string_new(NULL);

	for (guint i = from; i < name; i++) {
		guint e = cf_skip_attribute(t, name, i);

		if (e > i) {
			i = e - 1;
			continue;
		}
		if (t[i]->kind == CF_PP || cf_word_is(t[i]->text, CF_WORD_STORAGE | CF_WORD_ANNOTATION))
			continue;
		if (t[i]->kind != CF_IDENT && !cf_tok_is(t[i], "*")) {
			g_string_free(o, TRUE);
			return NULL;
		}
		if (o->len)
			g_string_append_c(o, ' ');
		g_string_append(o, t[i]->text);
	}
	return g_string_free(o, !o->len);
}

/*
 * What the driver's file declares @name as, among its top-level items @it: "function" (a
 * definition or a prototype) or "object", with an object's declared type in *@out_type (owned,
 * NULL when it does not read as type words); NULL when the file declares no such name.
 */
static const char *declared_as(GPtrArray *it, struct cf_token **t, const char *name, char **out_type)
{
	const struct cf_item *obj = NULL;

	*out_type = NULL;
	for (guint i = 0; i < it->len; i++) {
		const struct cf_item *x = it->pdata[i];

		if (g_strcmp0(x->name, name))
			continue;
		if (x->kind == CF_ITEM_FUNC || (x->kind == CF_ITEM_DECL && x->proto))
			return "function";
		/* the definition, not a tentative or extern declaration before it */
		if (x->kind == CF_ITEM_DECL && (!obj || (x->init && !obj->init)))
			obj = x;
	}
	if (!obj)
		return NULL;
	for (guint i = obj->first; i < obj->last; i++) {
		if (cf_tok_is(t[i], "=") || cf_tok_is(t[i], ";") || cf_tok_is(t[i], "("))
			break;
		if (t[i]->kind == CF_IDENT && !strcmp(t[i]->text, name)) {
			*out_type = declared_type(t, obj->first, i);
			break;
		}
	}
	return "object";
}

/*
 * An incompatible initializer's value, read from the driver's file where GCC points at it: when
 * it is a name or a name's address, the facts value ("drivetemp_info", "&x_ops"), value_kind
 * (a function or an object the file declares) and an object's value_type (its declared type
 * words).  GCC's "discards 'const' qualifier" names no type: the template then asks for the
 * commits that changed the object's declaration rather than a function's head.
 */
static void value_facts(GHashTable *facts, struct port *p, const struct red_issue *issue)
{
	g_autofree char *path = NULL, *text = NULL, *type = NULL;
	g_autoptr(cf_tokens) l = NULL;
	g_autoptr(GPtrArray) toks = NULL, items = NULL;
	struct cf_token **t;
	const char *kind;
	gsize len;
	guint v = 0, n;
	gboolean addr;

	if (issue->kind != RED_INCOMPATIBLE_INIT || !issue->container || !issue->file)
		return;
	path = g_build_filename(sbx_work_path(p->w), porter_rel_path(p, issue->file), NULL);
	/* the driver's file after its builds: a link or a FIFO there is not followed */
	if (sbx_read_untrusted(path, SBX_MAX_SOURCE_BYTES, &text, &len, NULL))
		return;
	l = cf_lex(text, len, 0);
	toks = g_ptr_array_new();
	for (guint i = 0; i < l->toks->len; i++)
		g_ptr_array_add(toks, &g_array_index(l->toks, struct cf_token, i));
	t = (struct cf_token **)toks->pdata;
	n = toks->len;
	/* GCC points at the value: ".info = drivetemp_info," */
	while (v < n && (t[v]->line < issue->line ||
			 (t[v]->line == issue->line && t[v]->dcol < issue->column)))
		v++;
	if (v < 3 || v >= n || t[v]->line != issue->line || !cf_tok_is(t[v - 1], "=") ||
	    strcmp(t[v - 2]->text, issue->symbol) || !cf_tok_is(t[v - 3], "."))
		return;
	addr = cf_tok_is(t[v], "&");
	v += addr;
	if (v + 1 >= n || t[v]->kind != CF_IDENT || cf_is_keyword(t[v]->text) ||
	    !(cf_tok_is(t[v + 1], ",") || cf_tok_is(t[v + 1], "}")))
		return;
	items = cf_items(toks);
	kind = declared_as(items, t, t[v]->text, &type);
	if (!kind)
		return;
	g_hash_table_insert(facts, (gpointer) "value", g_strconcat(addr ? "&" : "", t[v]->text, NULL));
	g_hash_table_insert(facts, (gpointer) "value_kind", g_strdup(kind));
	if (type)
		g_hash_table_insert(facts, (gpointer) "value_type", g_steal_pointer(&type));
}

/* The hits of issue's template query, reversed when reverse; the query text in *out_query. */
static int template_hits(GPtrArray **out, char **out_query, struct port *p, const struct red_issue *issue,
			 GHashTable *facts, gboolean reverse, const struct pq_query_options *qo,
			 char **out_cut, GError **error)
{
	g_autoptr(GError) err = NULL;
	struct pq_query *q = NULL;
	struct pq_query_stats st;
	int ret;

	*out = NULL;
	*out_query = NULL;
	if (pq_template(out_query, red_kind_name(issue->kind), facts, reverse, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "no query: %s", err->message);
		return -1;
	}
	if (pq_query_parse(&q, *out_query, "template", &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "template query does not parse: %s",
			    err->message);
		return -1;
	}
	ret = pq_query_run_stats(out, &st, p->db, q, qo, &err);
	pq_query_free(q);
	if (ret) {
		g_set_error(error, PORTER_ERROR,
			    porter_index_damaged(err) ? PORTER_ERROR_INDEX : PORTER_ERROR_INPUT,
			    "query failed: %s", err->message);
		return -1;
	}
	if ((st.cut || st.cut_short) && out_cut) {
		guint kept = st.candidates - st.capped;

		g_free(*out_cut);
		*out_cut = g_strdup_printf("%u of %u candidates not verified (%u past the newest %u,"
					   " %u by the time budget), %u cut short (time budget)",
					   st.cut, st.candidates, st.capped, kept, st.cut - st.capped,
					   st.cut_short);
		porter_progress("query cut: %s", *out_cut);
	}
	return 0;
}

/* The query's verification seconds: the user's (or prequel's 30), bounded by what is left. */
static double query_budget(struct port *p)
{
	double q = p->o->query_budget_s, left = porter_budget_left(p);

	if (left == G_MAXDOUBLE)
		return q;
	if (q == 0)
		q = 30;
	return q < 0 ? MAX(left, 0.1) : MAX(MIN(q, left), 0.1);
}

/*
 * A step of a chain does not take again a commit whose change is an earlier step of the same
 * chain: the query for the name it left finds the commit that added that name, and the reversed
 * fallback would only undo the step (getnstimeofday64 back to do_gettimeofday).
 */
static void drop_chain_commits(struct port *p, GPtrArray *hits, guint depth)
{
	for (guint i = 0; i < hits->len;) {
		const struct pq_hit *h = hits->pdata[i];
		gboolean used = FALSE;

		for (guint d = 0; d + 1 < depth && d < CHAIN_MAX_DEPTH && !used; d++)
			used = p->chain_hash[d] && h->hash && !strcmp(p->chain_hash[d], h->hash);
		if (used)
			g_ptr_array_remove_index(hits, i);	/* keeps prequel's order */
		else
			i++;
	}
}

int porter_query_issue(GPtrArray **out_hits, char **out_query, struct pq_query_options *qo, struct port *p,
		       const struct red_issue *issue, struct porter_issue_report *ir, guint depth,
		       GError **error)
{
	g_autoptr(GHashTable) facts = porter_issue_facts(issue);
	g_autoptr(GError) err = NULL;
	GPtrArray *hits = NULL;
	g_autofree char *query = NULL;
	int ret;

	value_facts(facts, p, issue);
	*out_hits = NULL;
	*out_query = NULL;
	qo->limit = p->o->top ? p->o->top : 5;
	qo->budget_s = query_budget(p);
	/* an example whose new names the target kernel's headers lack is a poor one for this port */
	qo->target_tree = p->o->kernel;
	qo->exclude_paths = p->o->exclude_paths;
	g_clear_pointer(&ir->query_cut, g_free);
	ret = template_hits(&hits, &query, p, issue, facts, p->o->backport, qo, &ir->query_cut, &err);
	if (!ret)
		drop_chain_commits(p, hits, depth);
	if (!ret && !hits->len) {
		g_autoptr(GPtrArray) rhits = NULL;
		g_autofree char *rquery = NULL;
		struct pq_query_options ro = *qo;
		int rret;

		/* no example made this change: perhaps the run goes the other way than it was told
		 * (a backport without --backport), and the examples made the opposite change; a commit
		 * that only adds or only removes the old API replaces nothing, so it is no such example */
		ro.replacements_only = TRUE;
		rret = template_hits(&rhits, &rquery, p, issue, facts, !p->o->backport, &ro, NULL,
				     &err);
		if (rret && porter_index_damaged(err)) {
			g_propagate_error(error, g_steal_pointer(&err));
			g_clear_pointer(&hits, g_ptr_array_unref);
			return -PORTER_ERROR_INDEX;
		}
		g_clear_error(&err);
		if (!rret && (drop_chain_commits(p, rhits, depth), rhits->len)) {
			g_ptr_array_unref(hits);
			hits = g_steal_pointer(&rhits);
			g_free(query);
			query = g_steal_pointer(&rquery);
		}
	}
	if (query) {
		g_free(ir->query);
		ir->query = g_strdup(query);
	}
	if (ret && porter_index_damaged(err)) {
		g_propagate_error(error, g_steal_pointer(&err));
		g_clear_pointer(&hits, g_ptr_array_unref);
		return -PORTER_ERROR_INDEX;
	}
	if (ret) {
		ir->error = g_strdup(err->message);
		g_clear_pointer(&hits, g_ptr_array_unref);
		return 0;
	}
	*out_hits = g_steal_pointer(&hits);
	*out_query = g_steal_pointer(&query);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * synth's select stage: which items of the example concern the issue, which of their changed
 * regions, and why each was linked (the notes that become "// Decision:" lines).  It reads the
 * pairing and the name map and makes no rule: the selection goes to emit as plain data.
 */
#include <string.h>

#include "stages.h"

/* Words of the issue that a relevant hunk must touch. */
static void add_words(GHashTable *set, const char *text)
{
	g_auto(GStrv) parts = NULL;

	if (!text)
		return;
	parts = g_strsplit_set(text, " *()[],&", -1);
	for (guint i = 0; parts[i]; i++)
		if (*parts[i] && !sd_is_keyword(parts[i]) && !g_ascii_isdigit(parts[i][0]))
			g_hash_table_add(set, g_strdup(parts[i]));
}


/* Words of the issue that a relevant hunk must touch: the symbol's, and those in which the
 * expected and actual types differ. */
GPtrArray *sd_issue_words(const struct red_issue *is)
{
	GPtrArray *w = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GHashTable) sym = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) ex = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) ac = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	GHashTableIter it;
	gpointer k;

	if (!is)
		return w;
	/* A missing field or member is only touched where it is named as one. */
	if ((is->kind == RED_NO_MEMBER || is->kind == RED_UNKNOWN_FIELD) && is->symbol &&
	    sd_c_word(is->symbol)) {
		g_ptr_array_add(w, g_strconcat(".", is->symbol, NULL));
		return w;
	}
	add_words(sym, is->symbol);
	add_words(ex, is->expected);
	add_words(ac, is->actual);
	g_hash_table_iter_init(&it, sym);
	while (g_hash_table_iter_next(&it, &k, NULL))
		g_ptr_array_add(w, g_strdup(k));
	g_hash_table_iter_init(&it, ex);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(ac, k) && !g_hash_table_contains(sym, k))
			g_ptr_array_add(w, g_strdup(k));
	g_hash_table_iter_init(&it, ac);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(ex, k) && !g_hash_table_contains(sym, k))
			g_ptr_array_add(w, g_strdup(k));
	return w;
}


/* Does the changed part of pre sd_item pi (against its post) contain word on either side? */
static gboolean change_touches(struct sd_pairing *pr, guint pi, const char *word)
{
	struct cf_item *a = sd_item(&pr->pre, pi), *b;
	g_autoptr(GArray) pairs = NULL;
	int q = pr->pre_to_post[pi];
	guint n, k, i;

	if (q < 0)
		return FALSE;
	b = sd_item(&pr->post, q);
	pairs = sd_diff(pr, a->first, a->last, b->first, b->last);
	n = pairs->len / 2;
	for (k = 0, i = a->first; i < a->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k) == i) {
			k++;
			continue;
		}
		if (sd_word_at(&pr->pre, i, word))
			return TRUE;
	}
	for (k = 0, i = b->first; i < b->last; i++) {
		if (k < n && g_array_index(pairs, guint, 2 * k + 1) == i) {
			k++;
			continue;
		}
		if (sd_word_at(&pr->post, i, word))
			return TRUE;
	}
	return FALSE;
}


static void unit_free(gpointer p)
{
	struct sd_unit *u = p;

	g_free(u->notes);
	g_free(u->nest);
	if (u->regions)
		g_array_unref(u->regions);
	if (u->hits)
		g_array_unref(u->hits);
	if (u->retyped)
		g_hash_table_unref(u->retyped);
	g_free(u);
}


static struct sd_unit *add_unit(struct sd_selection *s, enum sd_unit_kind kind, guint item)
{
	struct sd_unit *u = g_new0(struct sd_unit, 1);

	u->kind = kind;
	u->item = item;
	g_ptr_array_add(s->units, u);
	return u;
}


/* Whether pre item it initializes the field of path nest "." the issue's symbol. */
static gboolean has_nested(struct sd_pairing *pr, struct cf_item *it, const struct red_issue *is,
			   const char *nest)
{
	g_autoptr(GPtrArray) es = g_ptr_array_new_with_free_func(sd_init_entry_free);
	guint eq = sd_init_eq(&pr->pre, it);

	sd_parse_init(&pr->pre, eq + 1, sd_match_bracket(pr->pre.toks, eq + 1, it->last), "", es);
	for (guint k = 0; k < es->len; k++) {
		struct init_entry *e = es->pdata[k];

		if (!strcmp(e->parent, nest) && !strcmp(e->field, is->symbol))
			return TRUE;
	}
	return FALSE;
}

/*
 * Is pre item it the initializer of the issue's container, or (nest, the path of the field that
 * holds the container in the target's initializer, "ops") one that holds it at that field?
 */
static gboolean is_container(struct sd_pairing *pr, struct cf_item *it, const struct red_issue *is,
			     const char *nest)
{
	if (it->kind != CF_ITEM_DECL || !is || !is->container || !sd_init_eq(&pr->pre, it))
		return FALSE;
	if (sd_item_has_seq(&pr->pre, it, is->container))
		return TRUE;
	return nest && *nest && is->symbol && has_nested(pr, it, is, nest);
}


/* The example's names in the arguments of its calls of the issue's function. */
static void passed_names(GHashTable *argnames, struct sd_pairing *pr, const struct sd_names *nm,
			 const struct red_issue *is)
{
	if (!is || !is->symbol || (is->kind != RED_INCOMPATIBLE_ARG && is->kind != RED_TOO_MANY_ARGS &&
				   is->kind != RED_TOO_FEW_ARGS))
		return;
	for (guint t = 0; t + 1 < pr->pre.toks->len; t++) {
		guint close;

		if (strcmp(sd_tok(&pr->pre, t)->text, is->symbol) || !sd_tok_is(sd_tok(&pr->pre, t + 1), "("))
			continue;
		close = sd_match_bracket(pr->pre.toks, t + 1, pr->pre.toks->len);
		for (guint u = t + 2; u < close && u < pr->pre.toks->len; u++)
			if (sd_is_local(nm, sd_tok(&pr->pre, u)->text))
				g_hash_table_add(argnames, (gpointer)sd_tok(&pr->pre, u)->text);
	}
}


/*
 * Seeds: what the example passes to the issue's function (an argument whose definition the
 * example changed, a file_operations made a proc_ops), the container's initializer, then changed
 * items touching the issue's words, calls whose arguments changed, the lines the query matched.
 */
static void select_seeds(struct sd_selection *s, struct sd_pairing *pr, const struct sd_names *nm,
			 const struct sd_request *rq, const char *nest)
{
	const struct red_issue *is = rq->issue;
	g_autoptr(GHashTable) argnames = g_hash_table_new(g_str_hash, g_str_equal);
	GHashTable *seeds = s->seeds;
	GPtrArray *words = s->words;

	passed_names(argnames, pr, nm, is);
	for (guint i = 0; i < pr->pre.items->len; i++) {
		struct cf_item *it = sd_item(&pr->pre, i);
		int q = pr->pre_to_post[i];

		if (q >= 0 && g_hash_table_contains(argnames, it->name) && !sd_item_equal(pr, i, q) &&
		    it->kind != CF_ITEM_FUNC) {
			g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
			add_unit(s, SD_UNIT_ARG, i)->notes =
				g_strdup_printf("linked: %s, passed to %s\n", it->name, is->symbol);
			continue;
		}

		if (q < 0)
			continue;
		if (is_container(pr, it, is, nest)) {
			struct sd_unit *u = add_unit(s, SD_UNIT_CONTAINER, i);

			if (!sd_item_has_seq(&pr->pre, it, is->container))
				u->nest = g_strdup(nest);
			continue;
		}
		if (sd_item_equal(pr, i, q))
			continue;
		for (guint k = 0; k < words->len; k++) {
			if (!change_touches(pr, i, words->pdata[k]))
				continue;
			g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
			break;
		}
		/* A call whose arguments changed touches its name, though the name stayed. */
		if (!g_hash_table_contains(seeds, GUINT_TO_POINTER(i + 1))) {
			struct cf_item *b = sd_item(&pr->post, q);
			g_autoptr(GArray) regs = sd_body_regions(pr, it->first, it->last, b->first, b->last, NULL);

			for (guint r = 0; r < regs->len; r++) {
				struct region *rg = &g_array_index(regs, struct region, r);

				for (guint k = 0; k < words->len; k++)
					if (rg->call && sd_region_has(&pr->pre, rg->pa, rg->pb, words->pdata[k]))
						g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
			}
		}
		/* The lines the query matched make their sd_item relevant too. */
		for (guint k = 0; rq->ex->matched && k < rq->ex->matched->len; k++) {
			const struct syn_line *ml = rq->ex->matched->pdata[k];
			struct image *im = ml->side == '+' ? &pr->post : &pr->pre;
			struct cf_item *mi = ml->side == '+' ? sd_item(&pr->post, q) : it;
			const char *path = ml->side == '+' ? rq->file->new_path : rq->file->old_path;

			if (!ml->path || !path || !g_str_has_suffix(path, ml->path) ||
			    (ml->side != '+' && ml->side != '-'))
				continue;
			if (sd_tok(im, mi->first)->line <= ml->line && sd_tok(im, mi->last - 1)->line >= ml->line)
				g_hash_table_add(seeds, GUINT_TO_POINTER(i + 1));
		}
	}
}


/* Which regions of u concern the issue: its words, the matched lines, a retyped local. */
static void select_hits(struct sd_unit *u, struct sd_pairing *pr, const struct sd_selection *s,
			const struct sd_request *rq, struct cf_item *a)
{
	GArray *regs = u->regions;
	gboolean *hits = (gboolean *)(void *)u->hits->data;
	GPtrArray *words = s->words;
	g_autoptr(GHashTable) flocals = a->kind == CF_ITEM_FUNC ? sd_func_locals(&pr->pre, a, NULL) : NULL;
	g_autoptr(GHashTable) used = g_hash_table_new(g_str_hash, g_str_equal);
	GHashTable *retyped = u->retyped;
	GString *notes = g_string_new(NULL);

	for (guint k = 0; k < regs->len; k++) {
		struct region *r = &g_array_index(regs, struct region, k);

		for (guint w = 0; w < words->len && !hits[k]; w++)
			hits[k] = sd_region_has(&pr->pre, r->pa, r->pb, words->pdata[w]) ||
				  sd_region_has(&pr->post, r->qa, r->qb, words->pdata[w]);
		for (guint m = 0; rq->ex->matched && m < rq->ex->matched->len && !hits[k]; m++) {
			const struct syn_line *ml = rq->ex->matched->pdata[m];

			if (ml->side == '-' && r->pb > r->pa &&
			    sd_tok(&pr->pre, r->pa)->line <= ml->line &&
			    sd_tok(&pr->pre, r->pb - 1)->line >= ml->line)
				hits[k] = TRUE;
			else if (ml->side == '+' && r->qb > r->qa &&
				 sd_tok(&pr->post, r->qa)->line <= ml->line &&
				 sd_tok(&pr->post, r->qb - 1)->line >= ml->line)
				hits[k] = TRUE;
		}
		for (guint t = r->pa; hits[k] && flocals && t < r->pb; t++)
			if (g_hash_table_contains(flocals, sd_tok(&pr->pre, t)->text))
				g_hash_table_add(used, (gpointer)sd_tok(&pr->pre, t)->text);
	}
	/* A local the selected change uses, declared or used in other changes of the function
	 * (its type changed: the declaration and the members it is read through follow). */
	for (guint k = 0; k < regs->len; k++) {
		struct region *r = &g_array_index(regs, struct region, k);

		for (guint t = r->pa; t + 1 < r->pb; t++) {
			struct cf_token *n = sd_tok(&pr->pre, t + 1);

			if (g_hash_table_contains(used, sd_tok(&pr->pre, t)->text) &&
			    (sd_tok_is(n, ";") || sd_tok_is(n, "=") || sd_tok_is(n, ",") ||
			     sd_tok_is(n, "[")) && sd_tok(&pr->pre, t)->kind == CF_IDENT &&
			    t > r->pa && (sd_tok(&pr->pre, t - 1)->kind == CF_IDENT ||
					  sd_tok_is(sd_tok(&pr->pre, t - 1), "*")))
				g_hash_table_add(retyped, (gpointer)sd_tok(&pr->pre, t)->text);
		}
	}
	for (guint k = 0; k < regs->len; k++) {
		struct region *r = &g_array_index(regs, struct region, k);

		for (guint t = r->pa; !hits[k] && t < r->pb; t++) {
			if (!g_hash_table_contains(retyped, sd_tok(&pr->pre, t)->text))
				continue;
			hits[k] = TRUE;
			g_string_append_printf(notes, "linked: a change using %s in %s\n",
					       sd_tok(&pr->pre, t)->text, a->name);
		}
	}
	u->notes = g_string_free(notes, FALSE);
}


/* Has the function's own signature changed along with the selected changes (a parameter's type)? */
static gboolean select_head(struct sd_unit *u, struct sd_pairing *pr, const struct sd_selection *s,
			    struct cf_item *a, struct cf_item *b)
{
	GPtrArray *words = s->words;
	gboolean *hits = (gboolean *)(void *)u->hits->data;
	guint po, pc, qo, qc;
	g_autofree char *ps = NULL, *qs = NULL;
	gboolean touched = FALSE;

	g_ptr_array_unref(sd_params(&pr->pre, a, &po, &pc));
	g_ptr_array_unref(sd_params(&pr->post, b, &qo, &qc));
	ps = sd_range_text(&pr->pre, a->first, pc + 1);
	qs = sd_range_text(&pr->post, b->first, qc + 1);

	for (guint w = 0; w < words->len && !touched; w++)
		touched = sd_region_has(&pr->pre, a->first, pc + 1, words->pdata[w]) ||
			  sd_region_has(&pr->post, b->first, qc + 1, words->pdata[w]);
	for (guint k = 0; k < u->regions->len && !touched; k++)
		touched = hits[k];
	return strcmp(ps, qs) && touched;
}


/* Seeds that are not the container's initializer: their changed initializers, calls, statements. */
static void select_regions(struct sd_selection *s, struct sd_pairing *pr, const struct sd_request *rq,
			   const char *nest)
{
	const struct red_issue *is = rq->issue;

	for (guint i = 0; i < pr->pre.items->len; i++) {
		struct cf_item *a = sd_item(&pr->pre, i), *b;
		struct sd_unit *u;
		guint pf, qf;

		if (!g_hash_table_contains(s->seeds, GUINT_TO_POINTER(i + 1)) || pr->pre_to_post[i] < 0)
			continue;
		if (is_container(pr, a, is, nest))
			continue;
		b = sd_item(&pr->post, pr->pre_to_post[i]);
		if (a->kind == CF_ITEM_DECL && sd_init_eq(&pr->pre, a) && sd_init_eq(&pr->post, b)) {
			add_unit(s, SD_UNIT_INIT, i);
			continue;
		}
		/* A prototype changes with its function's rule, not as an expression. */
		if (a->kind == CF_ITEM_DECL && sd_image_defines_func(&pr->pre, a->name))
			continue;
		pf = a->first;
		qf = b->first;
		if (a->kind == CF_ITEM_FUNC) {
			guint po, pc, qo, qc;

			/* only the parentheses' places are wanted */
			g_ptr_array_unref(sd_params(&pr->pre, a, &po, &pc));
			g_ptr_array_unref(sd_params(&pr->post, b, &qo, &qc));
			pf = pc + 1;
			qf = qc + 1;
		}
		u = add_unit(s, SD_UNIT_REGIONS, i);
		u->pf = pf;
		u->qf = qf;
		u->regions = sd_body_regions(pr, pf, a->last, qf, b->last, NULL);
		if (a->kind != CF_ITEM_FUNC)
			sd_drop_storage(pr, u->regions);
		u->hits = g_array_new(FALSE, TRUE, sizeof(gboolean));
		g_array_set_size(u->hits, u->regions->len + 1);
		u->retyped = g_hash_table_new(g_str_hash, g_str_equal);
		select_hits(u, pr, s, rq, a);
		if (a->kind == CF_ITEM_FUNC)
			u->head = select_head(u, pr, s, a, b);
	}
}


void sd_select(struct sd_selection *out, struct sd_pairing *pr, const struct sd_names *nm,
	       const struct sd_request *rq)
{
	g_autofree char *nest = NULL;

	out->words = sd_issue_words(rq->issue);
	out->seeds = g_hash_table_new(NULL, NULL);
	out->units = g_ptr_array_new_with_free_func(unit_free);
	/* the container's initializer may be a field of another's (an acpi_driver's .ops) */
	if (rq->issue && rq->issue->container)
		nest = sd_target_init_parent(rq->driver_dir, rq->issue);
	select_seeds(out, pr, nm, rq, nest);
	select_regions(out, pr, rq, nest);
}


void sd_selection_clear(struct sd_selection *s)
{
	g_clear_pointer(&s->words, g_ptr_array_unref);
	g_clear_pointer(&s->seeds, g_hash_table_unref);
	g_clear_pointer(&s->units, g_ptr_array_unref);
}


void sd_selection_explain(GString *out, struct sd_pairing *pr, const struct sd_selection *s)
{
	g_string_append(out, "select: the issue's words:");
	for (guint i = 0; i < s->words->len; i++)
		g_string_append_printf(out, "%s %s", i ? "," : "", (const char *)s->words->pdata[i]);
	g_string_append_printf(out, "%s\n", s->words->len ? "" : " none");
	for (guint k = 0; k < s->units->len; k++) {
		const struct sd_unit *u = s->units->pdata[k];
		const char *name = sd_item(&pr->pre, u->item)->name;
		guint nhit = 0;

		switch (u->kind) {
		case SD_UNIT_ARG:
			g_string_append_printf(out, "  link: %s, passed to the issue's function\n", name);
			break;
		case SD_UNIT_CONTAINER:
			g_string_append_printf(out, "  the container's initializer: %s%s%s\n", name,
					       u->nest ? ", at its ." : "", u->nest ? u->nest : "");
			break;
		case SD_UNIT_INIT:
			g_string_append_printf(out, "  a changed initializer: %s\n", name);
			break;
		case SD_UNIT_REGIONS:
			for (guint r = 0; r < u->regions->len; r++)
				nhit += g_array_index(u->hits, gboolean, r) ? 1 : 0;
			g_string_append_printf(out, "  %s: %u of %u changed regions concern the issue%s\n",
					       name, nhit, u->regions->len,
					       u->head ? "; its signature changes with them" : "");
			for (guint r = 0; r < u->regions->len; r++) {
				const struct region *rg = &g_array_index(u->regions, struct region, r);

				if (!g_array_index(u->hits, gboolean, r))
					continue;
				if (rg->pb > rg->pa)
					g_string_append_printf(out, "    line %d: %s\n",
							       sd_tok(&pr->pre, rg->pa)->line,
							       rg->call ? "a call" : "statements");
				else if (rg->qb > rg->qa)
					g_string_append_printf(out, "    new line %d: an insertion\n",
							       sd_tok(&pr->post, rg->qa)->line);
			}
			break;
		}
	}
}

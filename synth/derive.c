// SPDX-License-Identifier: GPL-2.0
/*
 * syn_derive(): from an example commit and an issue, select the hunks that concern the issue,
 * generalize the example driver's own names into metavariables and emit a multi-rule .cocci.
 * Nothing here knows a particular kernel API: every name and shape comes from the example's
 * pre/post images and, for member lookups, from the target kernel tree.
 */
#include <string.h>

#include "derive-int.h"


static void ctx_clear(struct ctx *c)
{
	g_clear_pointer(&c->pre.toks, g_ptr_array_unref);
	g_clear_pointer(&c->pre.items, g_ptr_array_unref);
	g_clear_pointer(&c->post.toks, g_ptr_array_unref);
	g_clear_pointer(&c->post.items, g_ptr_array_unref);
	g_clear_pointer(&c->pre_to_post, g_free);
	g_clear_pointer(&c->post_to_pre, g_free);
	g_clear_pointer(&c->local, g_hash_table_unref);
	g_clear_pointer(&c->expfx, g_free);
	g_clear_pointer(&c->bound, g_hash_table_unref);
	g_clear_pointer(&c->bound_order, g_ptr_array_unref);
	g_clear_pointer(&c->fresh, g_hash_table_unref);
	g_clear_pointer(&c->fresh_order, g_ptr_array_unref);
	g_clear_pointer(&c->declarers, g_hash_table_unref);
	g_clear_pointer(&c->fresh_literal, g_hash_table_unref);
	g_clear_pointer(&c->fields, g_hash_table_unref);
	g_clear_pointer(&c->valfields, g_hash_table_unref);
	g_clear_pointer(&c->tags, g_hash_table_unref);
	g_clear_pointer(&c->diffs, g_hash_table_unref);
	g_clear_pointer(&c->included, g_free);
	g_clear_pointer(&c->func_done, g_free);
	if (c->rules)
		g_string_free(c->rules, TRUE);
	if (c->late)
		g_string_free(c->late, TRUE);
	if (c->notes)
		g_string_free(c->notes, TRUE);
	c->rules = c->late = c->notes = NULL;
	g_clear_pointer(&c->target_prefix, g_free);
}


/* Replaces %INHERIT% and %NEWDECLS% in the late rules now that all names are known. */
static char *finish_late(struct ctx *c, const char *newdecls)
{
	GString *inh = g_string_new(NULL);
	g_autofree char *late = NULL;
	g_auto(GStrv) parts = NULL;
	GHashTableIter it;
	gpointer k;

	for (guint i = 0; i < c->bound_order->len; i++) {
		const char *b = g_hash_table_lookup(c->bound, c->bound_order->pdata[i]);

		g_string_append_printf(inh, "identifier %s;\n", b);
	}
	for (guint i = 0; i < c->fresh_order->len; i++)
		g_string_append_printf(inh, "identifier mpy.%s;\n",
				       (char *)g_hash_table_lookup(c->fresh, c->fresh_order->pdata[i]));
	g_hash_table_iter_init(&it, c->declarers);
	while (g_hash_table_iter_next(&it, &k, NULL))
		g_string_append_printf(inh, "declarer name %s;\n", (char *)k);
	parts = g_strsplit(c->late->str, "%INHERIT%\n", -1);
	late = g_strjoinv(inh->str, parts);
	g_strfreev(parts);
	parts = g_strsplit(late, "%NEWDECLS%", -1);
	g_free(late);
	late = g_strjoinv(newdecls, parts);
	g_string_free(inh, TRUE);
	/* A function rule declares the fresh names its own text uses. */
	for (char *at; (at = strstr(late, "%FRESH%"));) {
		const char *end = strstr(at, "\n@");
		GString *fr = g_string_new(NULL);
		g_autofree char *tail = NULL, *head = NULL;
		gsize len = end ? (gsize)(end - at) : strlen(at);

		for (guint i = 0; i < c->fresh_order->len; i++) {
			const char *mv = g_hash_table_lookup(c->fresh, c->fresh_order->pdata[i]);
			g_autofree char *seg = g_strndup(at, len);

			if (strstr(seg, mv))
				g_string_append_printf(fr, "identifier mpy.%s;\n", mv);
		}
		head = g_strndup(late, at - late);
		tail = g_strdup(at + strlen("%FRESH%"));
		g_free(late);
		late = g_strconcat(head, fr->str, tail, NULL);
		g_string_free(fr, TRUE);
	}
	return g_steal_pointer(&late);
}


/*
 * The "///" and "//" lines: everything in them from the example or the driver (subject, repo,
 * paths, the issue's names, decisions) goes through esc_smpl_comment(), so that a name holding
 * a newline stays on its comment line and is never read as SmPL (a python rule, say).
 */
static char *header_comment(struct ctx *c, const char *variant)
{
	GString *h = g_string_new(NULL);
	const struct red_issue *is = c->issue;
	g_auto(GStrv) lines = g_strsplit(c->notes->str, "\n", -1);
	g_autofree char *repo = esc_smpl_comment(c->ex->repo);
	g_autofree char *hash = esc_smpl_comment(c->ex->hash);
	g_autofree char *subject = esc_smpl_comment(c->ex->subject);
	g_autofree char *path = esc_smpl_comment(c->file->new_path ? c->file->new_path :
						 c->file->old_path);

	g_string_append_printf(h, "/// Make the change of %s commit %.12s (\"%s\") in this driver.\n",
			       c->ex->repo ? repo : "the example", c->ex->hash ? hash : "?", subject);
	if (is) {
		g_autofree char *sym = esc_smpl_comment(is->symbol ? is->symbol : "?");
		g_autofree char *in = esc_smpl_comment(is->container);
		g_autofree char *file = esc_smpl_comment(is->file ? is->file : "?");

		g_string_append_printf(h, "/// Issue: %s %s%s%s at %s:%d:%d\n", red_kind_name(is->kind),
				       sym, is->container ? " in " : "", in, file, is->line,
				       is->column);
	}
	g_string_append_printf(h, "///\n/// Derived by porter synth (%s) from %s of the example.\n",
			       variant, path);
	if (c->reversed)
		g_string_append(h, "/// The example is applied backwards: the target kernel is older.\n");
	if (c->expfx) {
		g_autofree char *pfx = esc_smpl_comment(c->expfx);

		g_string_append_printf(h, "/// Example driver prefix \"%s\"; its own names became "
					  "metavariables,\n/// kernel API names stay as written.\n", pfx);
	}
	for (guint i = 0; lines[i]; i++) {
		g_autofree char *d = esc_smpl_comment(lines[i]);

		if (*lines[i])
			g_string_append_printf(h, "// Decision: %s\n", d);
	}
	g_string_append_printf(h, "// Example: %s %s\n", c->ex->repo ? repo : "-",
			       c->ex->hash ? hash : "-");
	g_string_append_printf(h, "// Confidence: %s\n", strcmp(variant, "specific") == 0 ? "Moderate" : "Low");
	/*
	 * coccicheck's header keys; 1.1.1 is the spatch the python rules were tried with.  A
	 * function whose head changes may be defined or declared in one of the driver's own
	 * headers, which need not name anything of the minus lines ("- int"): the sandbox gives
	 * spatch all of them when the Options line asks for --include-headers.
	 */
	g_string_append_printf(h, "// Keywords: porting, example commit\n"
			       "// Options: --no-includes%s\n// Requires: 1.1.1\n\nvirtual patch\n",
			       c->head_changed ? " --include-headers" : "");
	return g_string_free(h, FALSE);
}


void syn_patch_free(struct syn_patch *patch)
{
	if (!patch)
		return;
	g_free(patch->name);
	g_free(patch->cocci);
	g_free(patch->notes);
	g_free(patch);
}


/* One variant: TRUE and *out set, or FALSE when nothing concerns the issue in any file. */
static int derive_variant(struct syn_patch **out, const struct syn_example *ex,
			  const struct red_issue *issue, const char *driver_dir,
			  const char *kernel_dir, gboolean catchall, gboolean reverse,
			  GError **error)
{
	g_autoptr(GPtrArray) words = sd_issue_words(issue);

	for (guint f = 0; ex->files && f < ex->files->len; f++) {
		const struct syn_file *sf = ex->files->pdata[f];
		struct ctx c = { 0 };
		const char *path = sf->new_path ? sf->new_path : sf->old_path;
		g_autofree char *ppath = NULL, *qpath = NULL, *nd = NULL, *late = NULL;
		g_autofree char *all = NULL, *carry = NULL, *hdr = NULL;
		const char *sym = NULL;
		GString *cocci;

		if (!sf->old_text || !sf->new_text || !path || !g_str_has_suffix(path, ".c"))
			continue;
		c.ex = ex;
		c.issue = issue;
		c.kernel_dir = kernel_dir;
		c.file = sf;
		c.param_catchall = catchall;
		ppath = g_strdup_printf("%.12s^:%s", ex->hash ? ex->hash : "?", sf->old_path);
		qpath = g_strdup_printf("%.12s:%s", ex->hash ? ex->hash : "?", path);
		if (!sd_load_image(&c.pre, sf->old_text, ppath, error) ||
		    !sd_load_image(&c.post, sf->new_text, qpath, error)) {
			ctx_clear(&c);
			return -1;
		}
		sd_pair_items(&c);
		/* The issue names what the example added: the target is older, apply it backwards. */
		/* "struct proc_ops": the type's name is the word the example shows */
		if (issue && issue->symbol) {
			const char *sp = strrchr(issue->symbol, ' ');

			sym = sp ? sp + 1 : issue->symbol;
		}
		if (sym && sd_only_added(&c, sym) == !reverse) {
			struct image t = c.pre;

			c.pre = c.post;
			c.post = t;
			g_clear_pointer(&c.pre_to_post, g_free);
			g_clear_pointer(&c.post_to_pre, g_free);
			sd_pair_items(&c);
			c.reversed = TRUE;
		}
		c.local = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		sd_add_locals(&c, &c.pre);
		sd_add_locals(&c, &c.post);
		c.expfx = sd_common_prefix(c.local);
		c.bound = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
		c.bound_order = g_ptr_array_new_with_free_func(g_free);
		c.fresh = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
		c.fresh_order = g_ptr_array_new_with_free_func(g_free);
		c.declarers = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		c.fresh_literal = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		c.fields = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		c.tags = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		sd_add_members(&c, &c.pre);
		sd_add_members(&c, &c.post);
		c.valfields = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
		sd_add_value_fields(&c);
		c.included = g_new0(gboolean, c.post.items->len + 1);
		c.func_done = g_new0(gboolean, c.pre.items->len + 1);
		c.rules = g_string_new(NULL);
		c.late = g_string_new(NULL);
		c.notes = g_string_new(NULL);
		c.driver_dir = driver_dir;
		c.target_prefix = sd_target_prefix(driver_dir);
		/* An unchanged initializer or call may still link the changed parts. */
		if (!sd_derive_file(&c, words)) {
			ctx_clear(&c);
			continue;
		}
		nd = sd_new_decls(&c);
		late = finish_late(&c, nd);
		/* first: the helper rules add to the notes the header shows */
		all = g_strconcat(c.rules->str, late, NULL);
		carry = sd_helper_rules(&c, all);
		hdr = header_comment(&c, catchall ? "general" : "specific");
		cocci = g_string_new(hdr);
		g_string_append(cocci, carry);
		g_string_append(cocci, c.rules->str);
		if (c.fresh_order->len)
			sd_emit_script(&c, cocci);
		g_string_append(cocci, late);
		*out = g_new0(struct syn_patch, 1);
		(*out)->name = g_strdup_printf("%.12s-%s%s", ex->hash ? ex->hash : "example",
					       catchall ? "general" : "specific",
					       c.reversed ? "-backwards" : "");
		(*out)->cocci = g_string_free(cocci, FALSE);
		(*out)->notes = g_strdup(c.notes->str);
		ctx_clear(&c);
		return 0;
	}
	return 1;
}


/*
 * The name the example puts in place of sym where that is all a change does: a diff gap of the
 * one token sym on one side and one identifier on the other (the other way round when the
 * example adds sym: *reversed).  NULL when no gap has that shape or two gaps disagree.
 */
static char *token_rename(struct image *pre, struct image *post, const char *sym,
			  gboolean *reversed)
{
	g_autoptr(GArray) pairs = syn_lcs(pre->toks, 0, pre->toks->len, post->toks, 0,
					  post->toks->len);
	char *name = NULL;
	guint pi = 0, qi = 0;

	for (guint k = 0; k <= pairs->len / 2; k++) {
		guint pn = k < pairs->len / 2 ? g_array_index(pairs, guint, 2 * k) : pre->toks->len;
		guint qn = k < pairs->len / 2 ? g_array_index(pairs, guint, 2 * k + 1) :
						post->toks->len;

		if (pn == pi + 1 && qn == qi + 1) {
			struct cf_token *a = sd_tok(pre, pi), *b = sd_tok(post, qi);
			struct cf_token *from = strcmp(a->text, sym) == 0 ? a : b;
			struct cf_token *to = from == a ? b : a;

			if (a->kind == CF_IDENT && b->kind == CF_IDENT && strcmp(to->text, sym) &&
			    strcmp(from->text, sym) == 0) {
				if (name && (strcmp(name, to->text) || *reversed != (from == b))) {
					g_free(name);
					return NULL;
				}
				if (!name)
					name = g_strdup(to->text);
				*reversed = from == b;
			}
		}
		pi = pn + 1;
		qi = qn + 1;
	}
	return name;
}


/*
 * The last variant for an undeclared identifier: the example's replacement of the one token, as
 * an expression rule, for a driver that uses the name elsewhere than the example's statement
 * (an argument where the example assigns it).  NULL when no .c file of the example has such a gap.
 */
static struct syn_patch *derive_token(const struct syn_example *ex, const struct red_issue *issue)
{
	for (guint f = 0; ex->files && f < ex->files->len; f++) {
		const struct syn_file *sf = ex->files->pdata[f];
		const char *path = sf->new_path ? sf->new_path : sf->old_path;
		struct ctx c = { 0 };
		g_autofree char *to = NULL, *h = NULL;
		struct syn_patch *p;
		gboolean rev = FALSE;

		if (!sf->old_text || !sf->new_text || !path || !g_str_has_suffix(path, ".c"))
			continue;
		if (!sd_load_image(&c.pre, sf->old_text, path, NULL) ||
		    !sd_load_image(&c.post, sf->new_text, path, NULL)) {
			ctx_clear(&c);
			continue;
		}
		to = token_rename(&c.pre, &c.post, issue->symbol, &rev);
		if (!to || esc_c_identifier(to, "the example's name", NULL)) {
			ctx_clear(&c);
			continue;
		}
		c.ex = ex;
		c.issue = issue;
		c.file = sf;
		c.reversed = rev;
		c.notes = g_string_new(NULL);
		g_string_append_printf(c.notes, "the example %s %s with %s and changes nothing else "
				       "there: the name alone is replaced\n",
				       rev ? "has" : "replaces", rev ? to : issue->symbol,
				       rev ? "in place of the target's name" : to);
		h = header_comment(&c, "token");
		p = g_new0(struct syn_patch, 1);
		p->name = g_strdup_printf("%.12s-token%s", ex->hash ? ex->hash : "example",
					  rev ? "-backwards" : "");
		p->cocci = g_strdup_printf("%s\n@r1 depends on patch@\n@@\n- %s\n+ %s\n", h,
					   issue->symbol, to);
		p->notes = g_string_free(g_steal_pointer(&c.notes), FALSE);
		ctx_clear(&c);
		return p;
	}
	return NULL;
}


int syn_derive(GPtrArray **out_patches, const struct syn_example *ex, const struct red_issue *issue,
	       const char *driver_dir, const char *kernel_dir, GError **error)
{
	g_autoptr(GPtrArray) ps = g_ptr_array_new_with_free_func((GDestroyNotify)syn_patch_free);
	struct syn_patch *p = NULL;
	int ret;

	if (!ex || !issue) {
		g_set_error(error, SYN_ERROR, 1, "cannot derive a patch: no %s given",
			    ex ? "issue" : "example commit");
		return -1;
	}
	/* derive_token() writes it into a rule as code: a build's message must not choose it */
	if (issue->kind == RED_UNDEFINED_IDENTIFIER &&
	    esc_c_identifier(issue->symbol, "cannot derive a patch: the undeclared name", error))
		return -1;
	ret = derive_variant(&p, ex, issue, driver_dir, kernel_dir, FALSE, FALSE, error);
	if (ret < 0)
		return -1;
	if (ret > 0) {
		/* Perhaps the target already has the example's new code: the other direction. */
		ret = derive_variant(&p, ex, issue, driver_dir, kernel_dir, FALSE, TRUE, error);
		if (ret < 0)
			return -1;
	}
	if (ret > 0) {
		g_set_error(error, SYN_ERROR, 2,
			    "cannot derive a patch from %.12s (\"%s\"): no hunk of its .c files touches %s %s",
			    ex->hash ? ex->hash : "?", ex->subject ? ex->subject : "",
			    red_kind_name(issue->kind), issue->symbol ? issue->symbol : "?");
		return -1;
	}
	g_ptr_array_add(ps, p);
	p = NULL;
	/*
	 * Less specific variants, then the other direction (the example applied backwards or
	 * forwards against the guess): the assistant tries them in this order.
	 */
	for (guint v = 1; v < 4; v++) {
		gboolean dup = FALSE;
		const char *a;

		if (derive_variant(&p, ex, issue, driver_dir, kernel_dir, v & 1, v >= 2, NULL) != 0)
			continue;
		a = strstr(p->cocci, "virtual patch");
		for (guint k = 0; k < ps->len && !dup; k++) {
			const char *b = strstr(((struct syn_patch *)ps->pdata[k])->cocci, "virtual patch");

			dup = !a || !b || strcmp(a, b) == 0;
		}
		if (dup)
			syn_patch_free(p);
		else
			g_ptr_array_add(ps, p);
		p = NULL;
	}
	if (issue->kind == RED_UNDEFINED_IDENTIFIER && issue->symbol) {
		p = derive_token(ex, issue);
		if (p)
			g_ptr_array_add(ps, p);
		p = NULL;
	}
	/* compared above as patch-only texts; now runnable in every coccicheck mode */
	for (guint k = 0; k < ps->len; k++) {
		struct syn_patch *sp = ps->pdata[k];
		char *all = syn_cocci_modes(sp->cocci);

		g_free(sp->cocci);
		sp->cocci = all;
	}
	*out_patches = g_steal_pointer(&ps);
	return 0;
}

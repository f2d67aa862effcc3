// SPDX-License-Identifier: GPL-2.0
/*
 * syn_derive(): from an example commit and an issue, select the hunks that concern the issue,
 * generalize the example driver's own names into metavariables and emit a multi-rule .cocci.
 * Nothing here knows a particular kernel API: every name and shape comes from the example's
 * pre/post images and, for member lookups, from the target kernel tree.
 */
#include <string.h>

#include "stages.h"


/*
 * The "///" and "//" lines: everything in them from the example or the driver (subject, repo,
 * paths, the issue's names, decisions) goes through esc_smpl_comment(), so that a name holding
 * a newline stays on its comment line and is never read as SmPL (a python rule, say).
 */
static char *header_comment(struct sd_rules *c, const char *variant)
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
	g_free(patch->stages);
	g_free(patch->kernel_dir);
	g_free(patch);
}


/* The four stages' results, for --explain and the report (owned). */
static char *explain(struct sd_pairing *pr, const struct sd_names *nm,
		     const struct sd_selection *sel, const struct sd_rules *rules, const char *path,
		     gboolean catchall)
{
	GString *x = g_string_new(NULL);

	g_string_append_printf(x, "%s variant, from %s of the example\n",
			       catchall ? "general" : "specific", path);
	sd_pairing_explain(x, pr);
	sd_names_explain(x, nm);
	sd_selection_explain(x, pr, sel);
	sd_rules_explain(x, rules);
	return g_string_free(x, FALSE);
}


/*
 * One variant from the first .c file of ex that concerns the issue: the stages in order.  0 and
 * *out set, 1 when nothing concerns the issue in any file, -1 with error set.
 */
static int derive_variant(struct syn_patch **out, const struct syn_example *ex,
			  const struct red_issue *issue, const char *driver_dir,
			  const char *kernel_dir, gboolean catchall, gboolean reverse,
			  GError **error)
{
	for (guint f = 0; ex->files && f < ex->files->len; f++) {
		const struct syn_file *sf = ex->files->pdata[f];
		const char *path = sf->new_path ? sf->new_path : sf->old_path;
		struct sd_request rq = { ex, issue, sf, driver_dir, kernel_dir, catchall, reverse };
		struct sd_pairing pr;
		struct sd_names nm = { 0 };
		struct sd_selection sel = { 0 };
		struct sd_rules rules;
		g_autofree char *hdr = NULL;
		GString *cocci;

		if (!sf->old_text || !sf->new_text || !path || !g_str_has_suffix(path, ".c"))
			continue;
		if (sd_pair(&pr, &rq, error) < 0)
			return -1;
		sd_generalize(&nm, &pr, &rq);
		sd_select(&sel, &pr, &nm, &rq);
		/* An unchanged initializer or call may still link the changed parts. */
		if (!sd_emit(&rules, &pr, &nm, &sel, &rq)) {
			sd_selection_clear(&sel);
			sd_names_clear(&nm);
			sd_pairing_clear(&pr);
			continue;
		}
		hdr = header_comment(&rules, catchall ? "general" : "specific");
		cocci = g_string_new(hdr);
		g_string_append(cocci, rules.carry);
		g_string_append(cocci, rules.rules);
		g_string_append(cocci, rules.script);
		g_string_append(cocci, rules.late);
		*out = g_new0(struct syn_patch, 1);
		(*out)->name = g_strdup_printf("%.12s-%s%s", ex->hash ? ex->hash : "example",
					       catchall ? "general" : "specific",
					       rules.reversed ? "-backwards" : "");
		(*out)->backwards = rules.reversed;
		(*out)->cocci = g_string_free(cocci, FALSE);
		(*out)->notes = g_strdup(rules.notes->str);
		(*out)->stages = explain(&pr, &nm, &sel, &rules, path, catchall);
		sd_rules_clear(&rules);
		sd_selection_clear(&sel);
		sd_names_clear(&nm);
		sd_pairing_clear(&pr);
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
	g_autoptr(GArray) pairs = sd_lcs(pre->toks, 0, pre->toks->len, post->toks, 0,
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


static void image_clear(struct image *im)
{
	g_clear_pointer(&im->toks, g_ptr_array_unref);
	g_clear_pointer(&im->items, g_ptr_array_unref);
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
		struct image pre = { 0 }, post = { 0 };
		struct sd_rules c = { 0 };
		g_autofree char *to = NULL, *h = NULL;
		struct syn_patch *p;
		gboolean rev = FALSE;

		if (!sf->old_text || !sf->new_text || !path || !g_str_has_suffix(path, ".c"))
			continue;
		if (!sd_load_image(&pre, sf->old_text, path, NULL) ||
		    !sd_load_image(&post, sf->new_text, path, NULL)) {
			image_clear(&pre);
			image_clear(&post);
			continue;
		}
		to = token_rename(&pre, &post, issue->symbol, &rev);
		image_clear(&pre);
		image_clear(&post);
		if (!to || esc_c_identifier(to, "the example's name", NULL))
			continue;
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
		p->backwards = rev;
		p->cocci = g_strdup_printf("%s\n@r1 depends on patch@\n@@\n- %s\n+ %s\n", h,
					   issue->symbol, to);
		p->notes = g_string_free(g_steal_pointer(&c.notes), FALSE);
		p->stages = g_strdup_printf("token variant, from %s of the example\n"
					    "pair: the example's one changed token at the issue's name\n"
					    "emit: 1 rule: r1\n  decision: %s", path, p->notes);
		sd_rules_clear(&c);
		return p;
	}
	return NULL;
}


/*
 * What the error of an example that concerns nothing adds: that it has no two sides to compare
 * when each of its .c files is added or removed whole (a new driver prequel matched on a name it
 * uses).  Static text.
 */
static const char *unrelated_reason(const struct syn_example *ex)
{
	guint c = 0, whole = 0;

	for (guint f = 0; ex->files && f < ex->files->len; f++) {
		const struct syn_file *sf = ex->files->pdata[f];
		const char *path = sf->new_path ? sf->new_path : sf->old_path;

		if (!path || !g_str_has_suffix(path, ".c"))
			continue;
		c++;
		whole += !sf->old_text || !sf->new_text;
	}
	return c && whole == c ? " (it adds or removes each of them whole)" : "";
}


int syn_derive(GPtrArray **out_patches, const struct syn_example *ex, const struct red_issue *issue,
	       const char *driver_dir, const char *kernel_dir, GError **error)
{
	g_autoptr(GPtrArray) ps = g_ptr_array_new_with_free_func((GDestroyNotify)syn_patch_free);
	struct syn_patch *p = NULL;
	int ret;

	if (!ex || !issue) {
		g_set_error(error, SYN_ERROR, SYN_ERROR_INPUT, "cannot derive a patch: no %s given",
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
		g_set_error(error, SYN_ERROR, SYN_ERROR_UNRELATED,
			    "cannot derive a patch from %.12s (\"%s\"): no hunk of its .c files touches %s %s%s",
			    ex->hash ? ex->hash : "?", ex->subject ? ex->subject : "",
			    red_kind_name(issue->kind), issue->symbol ? issue->symbol : "?",
			    unrelated_reason(ex));
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
		char *all = sd_cocci_modes(sp->cocci);

		g_free(sp->cocci);
		sp->cocci = all;
		sp->kernel_dir = g_strdup(kernel_dir);
	}
	*out_patches = g_steal_pointer(&ps);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The report of one port as text (terminal, colour optional) and as Markdown (merge requests,
 * mail).  Everything porter did not write itself goes through esc_terminal().
 */
#include <string.h>

#include "escape.h"
#include "porter.h"
#include "porter-int.h"

/* ---- text -------------------------------------------------------------------------------- */

struct palette {
	const char *bold, *red, *green, *yellow, *cyan, *dim, *off;
};
static const struct palette plain = { "", "", "", "", "", "", "" };
static const struct palette ansi = { "\033[1m", "\033[31m", "\033[32m", "\033[33m", "\033[36m",
				     "\033[2m", "\033[0m" };

/*
 * Everything in the text report that porter did not write itself (names, messages, subjects,
 * a build's output) is shown through esc_terminal(): a build's escape sequences do not reach
 * the terminal, a name's newline does not start a line.  The strings live in @k.
 */
static const char *tx(GPtrArray *k, const char *text)
{
	if (!text)
		return NULL;
	g_ptr_array_add(k, esc_terminal(text, FALSE));
	return k->pdata[k->len - 1];
}

/* Each line of @text at @prefix, escaped as one line. */
static void indent_block(GString *s, const char *text, const char *prefix)
{
	g_auto(GStrv) lines = NULL;
	guint n;

	if (!text)
		return;
	lines = g_strsplit(text, "\n", -1);
	n = g_strv_length(lines);
	/* a trailing newline gives an empty last element: do not print it as a line */
	if (n && !*lines[n - 1])
		n--;
	for (guint i = 0; i < n; i++) {
		g_string_append(s, prefix);
		esc_append_terminal(s, lines[i], FALSE);
		g_string_append_c(s, '\n');
	}
}

static void text_location(GString *s, GPtrArray *k, const struct porter_issue_report *ir)
{
	g_string_append_printf(s, "%s:%d:%d", ir->file ? tx(k, ir->file) : "?", ir->line,
			       ir->column);
}

/* "do_gettimeofday -> 640d56d08964 -> getnstimeofday64 -> 81286d78f5d7": a kept chain's steps. */
static void chain_path(GString *s, GPtrArray *k, const struct porter_issue_report *ir)
{
	const struct porter_candidate *ex = porter_report_example(ir);

	g_string_append(s, ir->symbol ? tx(k, ir->symbol) : "?");
	if (!ex)
		return;
	g_string_append_printf(s, " -> %.12s", ex->hash ? tx(k, ex->hash) : "?");
	for (guint i = 0; ex->chain && i < ex->chain->len; i++) {
		g_string_append(s, i ? ", " : " -> ");
		chain_path(s, k, ex->chain->pdata[i]);
	}
}

/*
 * The candidates of @ir, one a line at @pad, each followed by the chain its change started:
 * the names of its example it left undefined, with their own candidates one level deeper.
 */
static void text_candidates(GString *s, GPtrArray *k, const struct porter_issue_report *ir,
			    const char *pad, const struct palette *p)
{
	g_autofree char *deeper = g_strconcat(pad, "      ", NULL);

	for (guint i = 0; i < ir->candidates->len; i++) {
		const struct porter_candidate *c = ir->candidates->pdata[i];
		g_autofree char *h = porter_short_hash(c->hash);

		g_string_append_printf(s, "%s%2u. %s%s%s %5.1f%%  %-11s %s", pad, i + 1, p->yellow,
				       tx(k, h), p->off, c->score, porter_outcome_name(c->outcome),
				       c->subject ? tx(k, c->subject) : "");
		if (c->why)
			g_string_append_printf(s, "  %s(%s)%s", p->dim, tx(k, c->why), p->off);
		g_string_append_c(s, '\n');
		for (guint j = 0; c->chain && j < c->chain->len; j++) {
			const struct porter_issue_report *ci = c->chain->pdata[j];

			g_string_append_printf(s, "%s    -> then %s %s at ", pad, tx(k, ci->kind),
					       tx(k, ci->symbol));
			text_location(s, k, ci);
			g_string_append_printf(s, ": %s%s%s\n", ci->fixed ? p->green : p->red,
					       ci->fixed ? "FIXED" : "NOT FIXED", p->off);
			if (ci->error)
				g_string_append_printf(s, "%s  error: %s\n", deeper,
						       tx(k, ci->error));
			else if (!ci->candidates->len)
				g_string_append_printf(s, "%s  candidates: none found\n", deeper);
			text_candidates(s, k, ci, deeper, p);
		}
	}
}

static void text_issue(GString *s, GPtrArray *k, const struct porter_issue_report *ir, guint n,
		       const struct palette *p)
{
	const struct porter_candidate *ex = porter_report_example(ir);

	g_string_append_printf(s, "\n%s[%u] %s %s%s%s%s  ", p->bold, n, tx(k, ir->kind),
			       tx(k, ir->symbol), ir->container ? " in " : "",
			       ir->container ? tx(k, ir->container) : "", p->off);
	if (ir->fixed)
		g_string_append_printf(s, "%sFIXED%s\n", p->green, p->off);
	else
		g_string_append_printf(s, "%sNOT FIXED%s\n", p->red, p->off);
	g_string_append(s, "    at ");
	text_location(s, k, ir);
	if (ir->function)
		g_string_append_printf(s, " in %s()", tx(k, ir->function));
	g_string_append_c(s, '\n');
	if (ir->message)
		g_string_append_printf(s, "    gcc: %s\n", tx(k, ir->message));
	if (ir->fixed_by)
		g_string_append_printf(s, "    fixed together with: %s\n", tx(k, ir->fixed_by));
	if (ir->cascade_of)
		g_string_append_printf(s, "    cascade of: %s (not queried)\n",
				       tx(k, ir->cascade_of));
	if (ir->fixed_from)
		g_string_append_printf(s, "    fix: %s\n", tx(k, ir->fixed_from));
	if (ir->agreed) {
		g_string_append_printf(s, "    consensus: %u examples agreed (", ir->agreed->len);
		for (guint i = 0; i < ir->agreed->len; i++) {
			g_autofree char *h = porter_short_hash(ir->agreed->pdata[i]);

			g_string_append_printf(s, "%s%s", i ? ", " : "", tx(k, h));
		}
		g_string_append_printf(s, "): %s%s%s\n", porter_outcome_name(ir->consensus_outcome),
				       ir->consensus_why ? ", " : "",
				       ir->consensus_why ? tx(k, ir->consensus_why) : "");
	}
	if (ex && ex->chain && ex->chain->len) {
		g_string_append(s, "    chain: ");
		chain_path(s, k, ir);
		g_string_append_c(s, '\n');
	}
	for (guint i = 0; i < ir->flags->len; i++)
		g_string_append_printf(s, "    %sflag:%s %s\n", p->yellow, p->off,
				       tx(k, ir->flags->pdata[i]));
	if (ir->error)
		g_string_append_printf(s, "    %serror:%s %s\n", p->red, p->off, tx(k, ir->error));
	if (ir->query_cut)
		g_string_append_printf(s, "    query cut: %s\n", tx(k, ir->query_cut));
	if (ex) {
		g_autofree char *h = porter_short_hash(ex->hash);

		/* the score is no confidence: say what it measures */
		g_string_append_printf(s, "    example: %s%s%s (\"%s\") in %s, the query matched "
				       "%.0f%% of its changed lines\n",
				       p->yellow, tx(k, h), p->off,
				       ex->subject ? tx(k, ex->subject) : "",
				       ex->repo ? tx(k, ex->repo) : "?", ex->score);
	}
	if (ir->query) {
		g_string_append(s, "    query:\n");
		indent_block(s, ir->query, "        ");
	}
	if (ir->candidates->len) {
		g_string_append_printf(s, "    candidates (%u; %% of each commit's changed lines "
				       "the query matched):\n", ir->candidates->len);
		text_candidates(s, k, ir, "      ", p);
	} else if (ir->query) {
		g_string_append(s, "    candidates: none found\n");
	}
	if (ir->cocci) {
		g_string_append_printf(s, "    semantic patch (%s):\n",
				       ir->patch_name ? tx(k, ir->patch_name) : "?");
		indent_block(s, ir->cocci, "        ");
	}
	if (ir->diff) {
		g_string_append(s, "    diff:\n");
		indent_block(s, ir->diff, "        ");
	}
	if (ir->patch_file)
		g_string_append_printf(s, "    patch: %s\n", tx(k, ir->patch_file));
}

/* The load test's lines: verdict first, the trace indented (already escaped by the parser). */
static void text_load_test(GString *s, const struct porter_load_test *t, const struct palette *p)
{
	if (t->error) {
		g_string_append_printf(s, "\n%sload test:%s %snot run%s: %s\n", p->bold, p->off,
				       p->red, p->off, t->error);
		return;
	}
	g_string_append_printf(s, "\n%sload test:%s %s%s%s: %s\n", p->bold, p->off,
			       t->loads ? p->green : p->red, t->verdict, p->off,
			       t->summary ? t->summary : "");
	g_string_append_printf(s, "    module: %s\n    image: %s\n    vm: %s, %.1f s%s\n",
			       t->module ? t->module : "?", t->image ? t->image : "?",
			       t->accel ? t->accel : "?", t->seconds,
			       t->isolated ? ", isolated (bwrap)" : ", not isolated");
	if (t->trace) {
		g_string_append(s, "    trace:\n");
		indent_block(s, t->trace, "        ");
	}
}

static char *render_text(const struct porter_report *r, const struct palette *p)
{
	g_autoptr(GPtrArray) k = g_ptr_array_new_with_free_func(g_free);
	GString *s = g_string_new(NULL);

	g_string_append_printf(s, "%sporter %s%s: %s -> %s\n", p->bold,
			       r->backport ? "backport" : "port", p->off, tx(k, r->driver),
			       tx(k, r->kernel));
	g_string_append_printf(s, "database: %s\n", r->db ? tx(k, r->db) : "-");
	if (r->build)
		g_string_append_printf(s, "build: %s\n", tx(k, r->build));
	g_string_append_printf(s, "mode: %s%s, builds %s\n", r->review ? "review" : "apply",
			       r->applied ? " (applied to the driver)" : "",
			       r->isolated ? "isolated (bwrap)" : "not isolated");
	for (guint i = 0; i < r->issues->len; i++)
		text_issue(s, k, r->issues->pdata[i], i + 1, p);
	if (r->remaining->len) {
		g_string_append_printf(s, "\n%sremaining issues in the final build:%s\n", p->bold,
				       p->off);
		for (guint i = 0; i < r->remaining->len; i++) {
			const struct porter_issue_report *ir = r->remaining->pdata[i];

			g_string_append(s, "    ");
			text_location(s, k, ir);
			g_string_append_printf(s, ": %s %s%s%s\n", tx(k, ir->kind), tx(k, ir->symbol),
					       ir->container ? " in " : "",
					       ir->container ? tx(k, ir->container) : "");
		}
	}
	if (!r->clean && r->final_log && *r->final_log) {
		g_autofree char *log = porter_log_text(r->final_log);

		g_string_append(s, "\nfinal build output:\n");
		indent_block(s, log, "    ");
	}
	if (r->load_test)
		text_load_test(s, r->load_test, p);
	if (r->build_failure)
		g_string_append_printf(s, "\n%ssummary:%s %sthe build failed before compiling "
				       "anything:%s %s\n", p->bold, p->off, p->red, p->off,
				       tx(k, r->build_failure));
	else
		g_string_append_printf(s, "\n%ssummary:%s %u issue(s) before, %u after, %u fixed, "
				       "%u round(s); %s%s%s\n",
				       p->bold, p->off, r->issues_before, r->issues_after,
				       porter_report_count_fixed(r), r->rounds, r->clean ? p->green : p->red,
				       r->clean ? "build clean" : "build not clean", p->off);
	g_string_append_printf(s, "time: build %.2fs, query %.2fs, synth %.2fs, spatch %.2fs, "
			       "total %.2fs\n",
			       r->t_build, r->t_query, r->t_synth, r->t_spatch, r->t_total);
	if (r->cut) {
		g_autofree char *cut = porter_cut_text(r, "    ");
		g_auto(GStrv) lines = g_strsplit(cut, "\n", -1);

		/* each line escaped on its own: what the driver brought, never the newlines */
		for (guint i = 0; lines[i] && *lines[i]; i++)
			g_string_append_printf(s, "%s%s%s\n", i ? "" : p->yellow, tx(k, lines[i]),
					       i ? "" : p->off);
	}
	if (r->series)
		g_string_append_printf(s, "patch series: %s\n", tx(k, r->series));
	if (r->out_dir)
		g_string_append_printf(s, "output: %s\n", tx(k, r->out_dir));
	if (r->notify_warning)
		g_string_append_printf(s, "%swarning:%s %s\n", p->yellow, p->off,
				       tx(k, r->notify_warning));
	if (r->series_warning)
		g_string_append_printf(s, "%swarning:%s %s\n", p->yellow, p->off,
				       tx(k, r->series_warning));
	return g_string_free(s, FALSE);
}


char *porter_render_text(const struct porter_report *r, gboolean colour)
{
	return render_text(r, colour ? &ansi : &plain);
}

char *porter_load_test_text(const struct porter_load_test *t)
{
	GString *s = g_string_new(NULL);

	text_load_test(s, t, &plain);
	/* alone, without the blank line that separates it in a report */
	g_string_erase(s, 0, 1);
	return g_string_free(s, FALSE);
}

/* ---- Markdown ---------------------------------------------------------------------------- */

/* A fenced block whose fence is longer than any backtick run inside, so nothing breaks out. */
static void md_fence(GString *s, const char *lang, const char *text)
{
	guint run = 0, longest = 0;
	g_autofree char *fence = NULL;
	gsize len;

	for (const char *c = text; *c; c++) {
		run = *c == '`' ? run + 1 : 0;
		longest = MAX(longest, run);
	}
	fence = g_strnfill(MAX(3, longest + 1), '`');
	len = strlen(text);
	g_string_append_printf(s, "%s%s\n%s%s%s\n\n", fence, lang, text,
			       len && text[len - 1] == '\n' ? "" : "\n", fence);
}

/* Table cells: no newlines, pipes escaped. */
static char *md_cell(const char *text)
{
	GString *s = g_string_new(NULL);

	for (const char *c = text ? text : ""; *c; c++) {
		if (*c == '|')
			g_string_append(s, "\\|");
		else if (*c == '\n' || *c == '\r')
			g_string_append_c(s, ' ');
		else
			g_string_append_c(s, *c);
	}
	return g_string_free(s, FALSE);
}

static void md_issue(GString *s, const struct porter_issue_report *ir, guint n)
{
	g_autoptr(GPtrArray) k = g_ptr_array_new_with_free_func(g_free);
	const struct porter_candidate *ex = porter_report_example(ir);

	g_string_append_printf(s, "### %u. `%s` `%s`%s%s%s — %s\n\n", n, ir->kind, ir->symbol,
			       ir->container ? " in `" : "", ir->container ? ir->container : "",
			       ir->container ? "`" : "", ir->fixed ? "fixed" : "**not fixed**");
	g_string_append_printf(s, "- location: `%s:%d:%d`%s%s%s\n", ir->file ? tx(k, ir->file) : "?",
			       ir->line, ir->column, ir->function ? " in `" : "",
			       ir->function ? ir->function : "", ir->function ? "()`" : "");
	if (ir->message)
		g_string_append_printf(s, "- gcc: %s\n", ir->message);
	if (ex) {
		g_autofree char *h = porter_short_hash(ex->hash);

		g_string_append_printf(s, "- example: `%s` (\"%s\") in %s, the query matched %.0f%% "
				       "of its changed lines\n", h,
				       ex->subject ? ex->subject : "", ex->repo ? ex->repo : "?",
				       ex->score);
	}
	if (ir->fixed_by)
		g_string_append_printf(s, "- fixed together with: %s\n", ir->fixed_by);
	if (ir->cascade_of)
		g_string_append_printf(s, "- cascade of: %s (not queried)\n", ir->cascade_of);
	if (ir->fixed_from)
		g_string_append_printf(s, "- fix: %s\n", ir->fixed_from);
	if (ir->agreed) {
		g_string_append_printf(s, "- consensus: %u examples agreed (", ir->agreed->len);
		for (guint i = 0; i < ir->agreed->len; i++) {
			g_autofree char *h = porter_short_hash(ir->agreed->pdata[i]);

			g_string_append_printf(s, "%s`%s`", i ? ", " : "", h);
		}
		g_string_append_printf(s, "): %s%s%s\n", porter_outcome_name(ir->consensus_outcome),
				       ir->consensus_why ? ", " : "",
				       ir->consensus_why ? ir->consensus_why : "");
	}
	if (ex && ex->chain && ex->chain->len) {
		g_string_append(s, "- chain: ");
		chain_path(s, k, ir);
		g_string_append_c(s, '\n');
	}
	for (guint i = 0; i < ir->flags->len; i++)
		g_string_append_printf(s, "- **flag:** %s\n", (char *)ir->flags->pdata[i]);
	if (ir->error)
		g_string_append_printf(s, "- error: %s\n", ir->error);
	if (ir->query_cut)
		g_string_append_printf(s, "- query cut: %s\n", ir->query_cut);
	if (ir->patch_file)
		g_string_append_printf(s, "- patch: `%s`\n", ir->patch_file);
	g_string_append_c(s, '\n');
	if (ir->query) {
		g_string_append(s, "Query:\n\n");
		md_fence(s, "", ir->query);
	}
	if (ir->candidates->len) {
		g_string_append(s, "| # | commit | match (% of its changed lines) | outcome | subject |\n"
				   "|---|---|---|---|---|\n");
		for (guint i = 0; i < ir->candidates->len; i++) {
			const struct porter_candidate *c = ir->candidates->pdata[i];
			g_autofree char *h = porter_short_hash(c->hash);
			g_autofree char *subj = md_cell(c->subject);

			g_string_append_printf(s, "| %u | `%s` | %.1f%% | %s | %s |\n", i + 1, h,
					       c->score, porter_outcome_name(c->outcome), subj);
		}
		g_string_append_c(s, '\n');
	}
	if (ir->cocci) {
		g_string_append_printf(s, "Semantic patch `%s`:\n\n",
				       ir->patch_name ? ir->patch_name : "?");
		md_fence(s, "", ir->cocci);
	}
	if (ir->diff) {
		g_string_append(s, "Diff:\n\n");
		md_fence(s, "diff", ir->diff);
	}
}

char *porter_render_markdown(const struct porter_report *r)
{
	g_autoptr(GPtrArray) k = g_ptr_array_new_with_free_func(g_free);
	GString *s = g_string_new(NULL);

	g_string_append_printf(s, "## porter %s: `%s` → `%s`\n\n",
			       r->backport ? "backport" : "port", r->driver, r->kernel);
	if (r->build_failure)
		g_string_append_printf(s, "**Build failed before compiling anything**: `%s`\n\n",
				       tx(k, r->build_failure));
	else
		g_string_append_printf(s, "**%s**: %u issue(s) before, %u after, %u fixed in %u "
				       "round(s).\n\n",
				       r->clean ? "Build clean" : "Build not clean", r->issues_before,
				       r->issues_after, porter_report_count_fixed(r), r->rounds);
	g_string_append_printf(s, "| build | query | synth | spatch | total |\n"
			       "|---|---|---|---|---|\n"
			       "| %.2fs | %.2fs | %.2fs | %.2fs | %.2fs |\n\n",
			       r->t_build, r->t_query, r->t_synth, r->t_spatch, r->t_total);
	for (guint i = 0; i < r->issues->len; i++)
		md_issue(s, r->issues->pdata[i], i + 1);
	if (r->remaining->len) {
		g_string_append(s, "### Remaining issues\n\n");
		for (guint i = 0; i < r->remaining->len; i++) {
			const struct porter_issue_report *ir = r->remaining->pdata[i];

			g_string_append_printf(s, "- `%s:%d:%d` %s `%s`%s%s%s\n",
					       ir->file ? tx(k, ir->file) : "?", ir->line, ir->column,
					       ir->kind, ir->symbol, ir->container ? " in `" : "",
					       ir->container ? ir->container : "",
					       ir->container ? "`" : "");
		}
		g_string_append_c(s, '\n');
	}
	if (!r->clean && r->final_log && *r->final_log) {
		g_string_append(s, "<details><summary>Final build output</summary>\n\n");
		md_fence(s, "", r->final_log);
		g_string_append(s, "</details>\n\n");
	}
	if (r->cut) {
		g_autofree char *cut = porter_cut_text(r, "- ");

		g_string_append_printf(s, "\n%s\n", cut);
	}
	if (r->series)
		g_string_append_printf(s, "Patch series: `%s`\n", r->series);
	if (r->notify_warning)
		g_string_append_printf(s, "\n> warning: %s\n", r->notify_warning);
	if (r->series_warning)
		g_string_append_printf(s, "\n> warning: %s\n", r->series_warning);
	return g_string_free(s, FALSE);
}


// SPDX-License-Identifier: GPL-2.0
/*
 * The port loop: work copy, build, reduce; per root issue in file order, template, query,
 * then per candidate synthesize, apply, rebuild, and keep the change only when the issue is
 * gone, no file has an issue it did not have (issue sets compared by kind+symbol+container and
 * file, never by line) and the change keeps what the driver did.  A change that leaves names of
 * its example's '+' side undefined here is a step of a chain: those names are ported next.
 * Rounds repeat until the build is clean or a round fixes nothing.  Then the reports, the patch
 * series and, with --apply and a clean build only, the change written to the user's driver.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "cfront.h"
#include "escape.h"
#include "convert.h"
#include "sandbox.h"

/* A chain goes this deep (the issue itself is depth 1) before porter stops following it. */
#define CHAIN_MAX_DEPTH 4

struct port {
	const struct porter_port_options *o;
	struct porter_report *r;
	struct sbx_work *w;
	struct pq_db *db;
	struct sbx_build_options bopts;
	/* the first build's compiler commands (compiles, started_ns), for the trial builds */
	struct sbx_build first;
	GHashTable *by_key;		/* issue key -> struct porter_issue_report * (in r->issues) */
	GPtrArray *patches;		/* struct porter_patch *, one per kept change */
	GPtrArray *issues;		/* struct red_issue *: the current build's */
	GHashTable *keys;		/* keys of @issues */
	char *log;			/* the current build's compiler output */
	gboolean build_ok;
	char *driver_name, *kernel_name;
	char *prefix;			/* subject prefix in the driver's style */
	guint n_cocci;
	guint n_builds;			/* builds run, for the report's isolated: all of them */
	char *head;			/* the work copy's last commit */
	/* the build's set-up (setup_build()): what the sandbox's options point into */
	char *subdir, *dkms_command;
	GPtrArray *build_env, *expect;	/* char *, NULL-terminated */
	struct porter_driver_repo repo;
	struct porter_out *out;		/* opts->out or out_own, NULL: no out_dir */
	struct porter_out *out_own;	/* opened here from opts->out_dir */
	struct porter_compat *compat;	/* --compat, or NULL */
	/* the commits whose changes are the steps of the chain being followed, [depth - 1] for the
	 * step at depth (borrowed from their candidates): a later step never takes them again */
	const char *chain_hash[CHAIN_MAX_DEPTH];
};

static double now_s(void)
{
	return g_get_monotonic_time() / 1e6;
}

static int wrap_error(GError **error, GError *inner, int code, const char *what)
{
	g_set_error(error, PORTER_ERROR, code, "%s: %s", what,
		    inner ? inner->message : "unknown error");
	return -code;
}

/* File names in the report are relative to the driver, whatever the reducer was given. */
static const char *rel_path(struct port *p, const char *file)
{
	const char *work = sbx_work_path(p->w);
	gsize n = strlen(work);

	if (file && !strncmp(file, work, n) && file[n] == '/')
		return file + n + 1;
	return file;
}

/* Compiler output with the work copy's path taken out, as if built in the driver's folder. */
static char *strip_work(struct port *p, const char *text)
{
	g_autofree char *prefix = g_strconcat(sbx_work_path(p->w), "/", NULL);
	g_auto(GStrv) parts = g_strsplit(text ? text : "", prefix, -1);

	return g_strjoinv("", parts);
}

/* The report quotes the final build's output: keep each line and the whole bounded, since a
 * compiler echoes source lines that can be megabytes long. */
#define LOG_LINE_MAX 4096
#define LOG_MAX (256 * 1024)

static char *bounded_log(const char *log)
{
	g_auto(GStrv) lines = g_strsplit(log ? log : "", "\n", -1);
	GString *s = g_string_new(NULL);
	gsize total = strlen(log ? log : ""), used = 0;

	for (guint i = 0; lines[i]; i++) {
		gsize len = strlen(lines[i]), keep = MIN(len, LOG_LINE_MAX);

		if (s->len + keep > LOG_MAX) {
			g_string_append_printf(s, "[... %zu more bytes of output cut]\n",
					       total - used);
			break;
		}
		used += len + 1;
		while (keep < len && keep > 0 && ((unsigned char)lines[i][keep] & 0xc0) == 0x80)
			keep--;
		g_string_append_len(s, lines[i], keep);
		if (keep < len)
			g_string_append_printf(s, " [... %zu bytes cut]", len - keep);
		if (lines[i + 1])
			g_string_append_c(s, '\n');
	}
	return g_string_free(s, FALSE);
}

static int issue_cmp(gconstpointer a, gconstpointer b)
{
	const struct red_issue *x = *(struct red_issue *const *)a;
	const struct red_issue *y = *(struct red_issue *const *)b;
	int c = g_strcmp0(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return x->column - y->column;
}

/*
 * The loop's identity of an issue: "kind symbol container in FILE".  The same issue in two
 * files is two issues: each gets its own attempt, and a change is judged on its own file, so
 * that a fix that works in one file is kept although the other still has the issue.
 */
static char *file_key(struct port *p, const struct red_issue *issue)
{
	g_autofree char *key = porter_red_issue_key(issue);
	const char *file = rel_path(p, issue->file);

	return g_strdup_printf("%s in %s", key, file ? file : "?");
}

/*
 * The file keys of every issue in every file it is in: the reducer merges one issue met in two
 * files, and "new" is judged per file, so that an error a change brings into a second file
 * counts although the same error was already in the first.
 */
static GHashTable *key_set(struct port *p, GPtrArray *issues)
{
	GHashTable *set = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *is = issues->pdata[i];
		g_autofree char *key = porter_red_issue_key(is);

		g_hash_table_add(set, file_key(p, is));
		for (guint j = 0; is->files && j < is->files->len; j++)
			g_hash_table_add(set, g_strdup_printf("%s in %s", key,
							      rel_path(p, is->files->pdata[j])));
	}
	return set;
}

/*
 * Builds the work copy and reduces the output into @out_issues (sorted) and @out_keys.  A @trial
 * build (after a candidate change) replays the first build's compiler commands where it can
 * (sbx_build_replay()); the first and the final builds are Kbuild's whole.
 */
static int build_and_reduce(struct port *p, gboolean trial, GPtrArray **out_issues,
			    GHashTable **out_keys, char **out_log, gboolean *out_ok,
			    guint *out_ndiag, GError **error)
{
	struct sbx_build b = { 0 };
	struct red_options ro = { 0 };
	g_autoptr(GError) err = NULL;
	GPtrArray *issues = NULL;
	double t0 = now_s();
	guint ndiag = 0;
	int ret;

	ret = trial ? sbx_build_replay(&b, &p->first, sbx_work_path(p->w), p->o->kernel,
				       &p->bopts, &err) : 1;
	if (ret == 1)
		ret = sbx_build_run(&b, sbx_work_path(p->w), p->o->kernel, &p->bopts, &err);
	p->r->t_build += now_s() - t0;
	if (!ret && !b.replayed && !p->first.compiles && b.compiles) {
		p->first.mode = b.mode;
		p->first.json = b.json;
		p->first.started_ns = b.started_ns;
		p->first.compiles = g_steal_pointer(&b.compiles);
	}
	if (ret) {
		/* a driver or kernel dir the build cannot take is the user's input */
		ret = wrap_error(error, err, err && err->domain == SBX_ERROR &&
				 err->code == SBX_ERROR_INPUT ? PORTER_ERROR_INPUT :
				 PORTER_ERROR_INTERNAL, "cannot build the driver");
		goto out_clear_build;
	}
	/* isolated only when every build of the run was: one unsandboxed build is enough to lose it */
	p->r->isolated = (p->n_builds++ ? p->r->isolated : TRUE) && b.run.isolated;
	/* a build stopped by a limit is a failed build of the user's code, reported as such */
	if (b.run.limit) {
		g_autofree char *why = sbx_limit_describe(&b.run, &p->bopts.run);
		g_autofree char *d = b.diagnostics;

		b.diagnostics = g_strdup_printf("%sporter: the build %s\n", d ? d : "", why);
		b.ok = FALSE;
	}
	if (b.run.truncated) {
		g_autofree char *d = b.diagnostics;

		b.diagnostics = g_strdup_printf("%sporter: the build wrote %" G_GUINT64_FORMAT
						" bytes; only its diagnostics were kept\n", d ? d : "",
						b.run.out_total + b.run.err_total);
	}
	if (b.run.nul_bytes)
		g_printerr("porter: warning: the build wrote %" G_GUINT64_FORMAT " NUL byte(s), read "
			   "as '?'\n", b.run.nul_bytes);
	ro.source_dir = sbx_work_path(p->w);
	ro.kernel_dir = p->o->kernel;
	ret = red_reduce_log(&issues, &ndiag, b.diagnostics ? b.diagnostics : "",
			     b.diagnostics ? strlen(b.diagnostics) : 0, &ro, &err);
	if (ret) {
		ret = wrap_error(error, err, PORTER_ERROR_INTERNAL,
				 "cannot reduce the compiler output");
		goto out_clear_build;
	}
	g_ptr_array_sort(issues, issue_cmp);
	*out_keys = key_set(p, issues);
	*out_issues = issues;
	*out_ok = b.ok;
	if (out_ndiag)
		*out_ndiag = ndiag;
	/* the text a person reads: what the compiler said, or make's error when it said nothing */
	if (out_log) {
		const char *d = b.diagnostics && *b.diagnostics ? b.diagnostics : b.run.err;

		*out_log = g_strdup(d ? d : "");
	}
out_clear_build:
	sbx_build_clear(&b);
	return ret;
}

static void set_current(struct port *p, GPtrArray *issues, GHashTable *keys, char *log,
			gboolean ok)
{
	g_clear_pointer(&p->issues, g_ptr_array_unref);
	g_clear_pointer(&p->keys, g_hash_table_unref);
	g_free(p->log);
	p->issues = issues;
	p->keys = keys;
	p->log = log;
	p->build_ok = ok;
}

/* A new report entry for issue: where it is and what GCC said, nothing tried yet. */
static struct porter_issue_report *issue_report(struct port *p, const struct red_issue *issue)
{
	struct porter_issue_report *ir = porter_issue_report_new();

	ir->kind = g_strdup(red_kind_name(issue->kind));
	ir->symbol = g_strdup(issue->symbol);
	ir->container = g_strdup(issue->container);
	ir->file = g_strdup(rel_path(p, issue->file));
	ir->line = issue->line;
	ir->column = issue->column;
	ir->function = g_strdup(issue->function);
	ir->message = g_strdup(issue->message);
	return ir;
}

static struct porter_issue_report *report_for(struct port *p, const struct red_issue *issue,
					      const char *key)
{
	struct porter_issue_report *ir = g_hash_table_lookup(p->by_key, key);

	if (ir)
		return ir;
	ir = issue_report(p, issue);
	g_ptr_array_add(p->r->issues, ir);
	g_hash_table_insert(p->by_key, g_strdup(key), ir);
	return ir;
}

static char *indent(const char *text)
{
	g_auto(GStrv) lines = g_strsplit(text ? text : "", "\n", -1);
	GString *s = g_string_new(NULL);
	guint n = g_strv_length(lines);

	if (n && !*lines[n - 1])
		n--;
	for (guint i = 0; i < n; i++)
		g_string_append_printf(s, "%s%s\n", *lines[i] ? "    " : "", lines[i]);
	return g_string_free(s, FALSE);
}

/*
 * The rules of a semantic patch that change code, without its comments, virtual lines and
 * script rules (which only make up names): what a reviewer reads in the commit message.
 */
static char *cocci_core(const char *cocci)
{
	g_auto(GStrv) lines = g_strsplit(cocci ? cocci : "", "\n", -1);
	GString *s = g_string_new(NULL);
	gboolean script = FALSE;

	for (guint i = 0; lines[i]; i++) {
		/* a rule header: "@name@", "@script:python name@", never the "@@" ending one */
		if (lines[i][0] == '@' && strcmp(lines[i], "@@")) {
			/* the copies for coccicheck's other modes only find what patch changes */
			script = g_str_has_prefix(lines[i], "@script:") ||
				 g_str_has_prefix(lines[i], "@initialize:") ||
				 g_str_has_prefix(lines[i], "@finalize:") ||
				 strstr(lines[i], "depends on context") ||
				 strstr(lines[i], "depends on (org || report)");
			if (!script) {
				g_autofree char *h = g_strdup(lines[i]);
				char *d = strstr(h, " depends on patch");

				if (d && d[17] == '@')
					memmove(d, d + 17, strlen(d + 17) + 1);
				else if (d && g_str_has_prefix(d + 17, " && ("))
					memmove(d + 12, d + 22, strlen(d + 22) + 1);
				if (d && g_str_has_suffix(h, ")@") && d[12] != '@')
					memmove(h + strlen(h) - 2, "@", 2);
				g_string_append_printf(s, "%s\n", h);
				continue;
			}
		}
		if (script || g_str_has_prefix(lines[i], "//") ||
		    g_str_has_prefix(lines[i], "virtual ") ||
		    (!*lines[i] && (!s->len || !lines[i + 1] || s->str[s->len - 2] == '\n')))
			continue;
		g_string_append_printf(s, "%s\n", lines[i]);
	}
	return g_string_free(s, FALSE);
}

/* The "// Decision:" lines of a semantic patch, without the marker. */
static char *cocci_decisions(const char *cocci)
{
	g_auto(GStrv) lines = g_strsplit(cocci ? cocci : "", "\n", -1);
	GString *s = g_string_new(NULL);

	for (guint i = 0; lines[i]; i++)
		if (g_str_has_prefix(lines[i], "// Decision: "))
			g_string_append_printf(s, "%s\n", lines[i] + strlen("// Decision: "));
	return g_string_free(s, FALSE);
}

/*
 * The patch of a kept fix, as a maintainer would write it: subject in the driver's style, a
 * short why, the example commit, the semantic patch; porter's own notes (issue, query, score,
 * decisions) go below the "---" of the mail, out of the commit.
 */
static struct porter_patch *compose_patch(struct port *p, const struct porter_issue_report *ir,
					  const struct red_issue *issue,
					  const struct porter_candidate *c,
					  const struct syn_patch *patch, GHashTable *also,
					  const char *diff)
{
	struct porter_patch *pp = g_new0(struct porter_patch, 1);
	g_autofree char *h = g_strndup(c->hash, 12);
	g_autofree char *query = indent(ir->query);
	g_autofree char *core = cocci_core(patch->cocci);
	g_autofree char *rules = indent(core);
	g_autofree char *decisions = cocci_decisions(patch->cocci);
	g_autofree char *evidence = NULL, *why = NULL, *wrapped = NULL, *also_text = NULL;
	g_autofree char *same = NULL, *same_wrapped = NULL, *exsubj = NULL, *line = NULL;
	g_autofree char *note = NULL;
	GString *s = g_string_new(NULL);
	GString *n = g_string_new(NULL);

	pp->subject = porter_subject(p->prefix, ir->kind, ir->symbol, ir->container, diff);
	{
		g_autofree char *k = porter_issue_key(ir->kind, ir->symbol, ir->container);

		/* the loop's key (file_key()), so that the series finds the report of this file */
		pp->issue_key = g_strdup_printf("%s in %s", k, ir->file ? ir->file : "?");
	}
	/* the compiler's first line names the problem; its notes stay in the report */
	if (issue->evidence && issue->evidence->len)
		evidence = strip_work(p, issue->evidence->pdata[0]);
	else
		evidence = g_strdup_printf("%s:%d:%d: error: %s", ir->file, ir->line, ir->column,
					   ir->message ? ir->message : ir->kind);
	g_strstrip(evidence);
	line = esc_mbox_header(evidence);
	why = g_strdup_printf("Building %s against %s fails:", p->driver_name, p->kernel_name);
	wrapped = porter_wrap(why, 72);
	g_string_append_printf(s, "%s\n    %s\n\n", wrapped, line);
	g_clear_pointer(&wrapped, g_free);
	if (also && g_hash_table_size(also)) {
		g_autoptr(GList) keys = g_list_sort(g_hash_table_get_keys(also),
						    (GCompareFunc)strcmp);
		GString *a = g_string_new(" It also makes these errors go: ");

		for (GList *l = keys; l; l = l->next)
			g_string_append_printf(a, "%s%s", l == keys ? "" : ", ", (char *)l->data);
		g_string_append_c(a, '.');
		also_text = g_string_free(a, FALSE);
	}
	/* checkpatch wants the commit reference whole: it starts its own line; and one line, so
	 * that an example's subject adds no "From " line to the mail */
	exsubj = esc_mbox_header(c->subject);
	g_string_append_printf(s, "commit %s (\"%s\")\n", h, exsubj);
	same = g_strdup_printf("in the %s repository made the same change there; this patch makes "
			       "it here.%s", c->repo ? c->repo : "example",
			       also_text ? also_text : "");
	same_wrapped = porter_wrap(same, 72);
	g_string_append_printf(s, "%s\nThe semantic patch that makes this change is as follows:\n\n%s",
			       same_wrapped, rules);

	g_free(line);
	line = g_strdup_printf("porter: %s %s%s%s at %s:%d:%d, round %u", ir->kind, ir->symbol,
			       ir->container ? " of " : "", ir->container ? ir->container : "",
			       ir->file, ir->line, ir->column, ir->round);
	note = esc_mbox_header(line);
	g_string_append_printf(n, "%s\n", note);
	g_string_append_printf(n, "example: %s %s (the query matched %.0f%% of its changed lines)\n",
			       c->repo ? c->repo : "-", c->hash, c->score);
	g_string_append_printf(n, "semantic patch: %s%s\n", patch->name ? patch->name : "-",
			       p->o->backport ? " (backport)" : "");
	if (*decisions) {
		g_autofree char *d = indent(decisions);

		g_string_append_printf(n, "decisions:\n%s", d);
	}
	g_string_append_printf(n, "query:\n%s", query);
	pp->body = g_string_free(s, FALSE);
	pp->notes = g_string_free(n, FALSE);
	return pp;
}

static void save_cocci(struct port *p, struct porter_issue_report *ir, const char *what,
		       const char *text)
{
	g_autofree char *slug = NULL, *name = NULL, *path = NULL, *key = NULL;
	g_autofree char *body = NULL;
	g_autoptr(GError) err = NULL;

	if (!p->out || !text)
		return;
	key = porter_issue_key(ir->kind, ir->symbol, ir->container);
	slug = porter_slug(key, 60);
	/* a query is prequel's dialect, not spatch input: its own extension and a header */
	if (!strcmp(what, "query")) {
		name = g_strdup_printf("%02u-%s.query.pq", ++p->n_cocci, slug);
		text = body = g_strconcat("// prequel query: porter searched the history for examples "
					  "with it (`prequel query`).\n// prequel's SmPL dialect, "
					  "not spatch input.\n", text, NULL);
	} else {
		name = g_strdup_printf("%02u-%s.%s.cocci", ++p->n_cocci, slug, what);
	}
	path = g_build_filename("cocci", name, NULL);
	if (porter_out_write(p->out, path, text, -1, &err))
		g_printerr("warning: %s\n", err->message);
}

/* A candidate's outcome is the best any of its patches reached, with that patch's reason. */
static void set_outcome(struct porter_candidate *c, enum porter_outcome outcome, char *why)
{
	if (outcome < c->outcome) {
		g_free(why);
		return;
	}
	c->outcome = outcome;
	g_free(c->why);
	c->why = why;
}

/* A damaged index fails every query and read alike: the port stops (exit 3), naming the DB,
 * rather than count each issue as not ported. */
static gboolean index_damaged(const GError *err)
{
	return g_error_matches(err, PQ_ERROR, PQ_ERROR_DAMAGED) ||
	       g_error_matches(err, PORTER_ERROR, PORTER_ERROR_INDEX);
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
			    index_damaged(err) ? PORTER_ERROR_INDEX : PORTER_ERROR_INPUT,
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

/* ---- what an example shows: the words and lines of its two sides ------------------------- */

struct sides {
	GHashTable *plus, *minus;	/* identifiers of the example's added, removed lines */
	GHashTable *moved;		/* identifiers of added lines that are no removed line again */
	GHashTable *defined;		/* functions the example defines that its pre-image did not */
	GPtrArray *plus_lines;		/* char *: the added lines, stripped */
};

/*
 * Adds the identifiers of @line to @set (owned keys), cfront's keywords, true and false left out;
 * with @calls_only, only those called ("f(").
 */
static void add_idents(GHashTable *set, const char *line, gboolean calls_only)
{
	g_autoptr(cf_tokens) l = cf_lex(line, strlen(line), CF_LEX_DIRECTIVE_TOKENS);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	guint n = l->toks->len;

	for (guint i = 0; i < n; i++) {
		if (t[i].kind != CF_IDENT || cf_is_keyword(t[i].text) ||
		    !strcmp(t[i].text, "true") || !strcmp(t[i].text, "false"))
			continue;
		if (calls_only && !(i + 1 < n && cf_tok_is(&t[i + 1], "(")))
			continue;
		g_hash_table_add(set, g_strdup(t[i].text));
	}
}

static void add_words(GHashTable *set, const char *line)
{
	add_idents(set, line, FALSE);
}

static GHashTable *word_set(void)
{
	return g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
}

/* Line @n (1-based) of @text, stripped, or NULL; owned. */
static char *nth_line(char **lines, guint nlines, int n)
{
	if (n < 1 || (guint)n > nlines)
		return NULL;
	return g_strstrip(g_strdup(lines[n - 1]));
}

/* Adds to @set the names of the functions @text defines (owned keys). */
static void add_functions(GHashTable *set, const char *text)
{
	g_autoptr(cf_tokens) l = cf_lex(text, strlen(text), 0);
	GArray *fns = cf_functions((const struct cf_token *)l->toks->data, l->toks->len);

	for (guint i = 0; i < fns->len; i++)
		g_hash_table_add(set, g_strdup(g_array_index(fns, struct cf_func, i).name));
	g_array_unref(fns);
}

static void sides_init(struct sides *sd, GPtrArray *changes)
{
	g_autoptr(GHashTable) removed = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	sd->plus = word_set();
	sd->minus = word_set();
	sd->moved = word_set();
	sd->defined = word_set();
	sd->plus_lines = g_ptr_array_new_with_free_func(g_free);
	for (guint i = 0; changes && i < changes->len; i++) {
		const struct pq_file_change *fc = changes->pdata[i];
		g_auto(GStrv) ol = g_strsplit(fc->old_text ? fc->old_text : "", "\n", -1);
		g_auto(GStrv) nl = g_strsplit(fc->new_text ? fc->new_text : "", "\n", -1);
		guint on = g_strv_length(ol), nn = g_strv_length(nl);
		g_autoptr(GHashTable) had = word_set(), has = word_set();
		GHashTableIter it;
		gpointer k;

		add_functions(had, fc->old_text ? fc->old_text : "");
		add_functions(has, fc->new_text ? fc->new_text : "");
		g_hash_table_iter_init(&it, has);
		while (g_hash_table_iter_next(&it, &k, NULL))
			if (!g_hash_table_contains(had, k))
				g_hash_table_add(sd->defined, g_strdup(k));

		for (guint j = 0; fc->removed_lines && j < fc->removed_lines->len; j++) {
			char *l = nth_line(ol, on, g_array_index(fc->removed_lines, int, j));

			if (!l)
				continue;
			add_words(sd->minus, l);
			g_hash_table_add(removed, l);
		}
		for (guint j = 0; fc->added_lines && j < fc->added_lines->len; j++) {
			char *l = nth_line(nl, nn, g_array_index(fc->added_lines, int, j));

			if (!l)
				continue;
			add_words(sd->plus, l);
			g_ptr_array_add(sd->plus_lines, l);
		}
	}
	/* a line added back as it was removed (the old code kept under #else) moves nothing */
	for (guint i = 0; i < sd->plus_lines->len; i++)
		if (!g_hash_table_contains(removed, sd->plus_lines->pdata[i]))
			add_words(sd->moved, sd->plus_lines->pdata[i]);
}

static void sides_clear(struct sides *sd)
{
	g_clear_pointer(&sd->plus, g_hash_table_unref);
	g_clear_pointer(&sd->minus, g_hash_table_unref);
	g_clear_pointer(&sd->moved, g_hash_table_unref);
	g_clear_pointer(&sd->defined, g_hash_table_unref);
	g_clear_pointer(&sd->plus_lines, g_ptr_array_unref);
}

/* The identifier a symbol names: "struct timespec64" -> "timespec64"; borrowed. */
static const char *symbol_word(const char *sym)
{
	const char *sp = sym ? strrchr(sym, ' ') : NULL;

	return sp ? sp + 1 : sym ? sym : "";
}

/* A new issue a change can leave as the next step of a chain: a name of the example's '+' side
 * that the target tree does not declare.  A function the example defines itself (a helper added
 * with the change) is no such name: no other commit replaces it, the fix lacks its definition. */
static gboolean chain_link(const struct red_issue *ni, const struct sides *sd)
{
	if (ni->kind != RED_UNDEFINED_FUNCTION && ni->kind != RED_UNDEFINED_IDENTIFIER &&
	    ni->kind != RED_UNKNOWN_TYPE)
		return FALSE;
	if (g_hash_table_contains(sd->defined, symbol_word(ni->symbol)))
		return FALSE;
	return g_hash_table_contains(sd->plus, symbol_word(ni->symbol));
}

/* The added and removed lines of a unified diff (stripped, without the file headers). */
static void diff_sides(const char *diff, GPtrArray *minus, GPtrArray *plus)
{
	g_auto(GStrv) lines = g_strsplit(diff ? diff : "", "\n", -1);

	for (guint i = 0; lines[i]; i++) {
		const char *l = lines[i];

		if (g_str_has_prefix(l, "--- ") || g_str_has_prefix(l, "+++ "))
			continue;
		if (l[0] == '-' || l[0] == '+') {
			char *t = g_strstrip(g_strdup(l + 1));

			if (*t)
				g_ptr_array_add(l[0] == '-' ? minus : plus, t);
			else
				g_free(t);
		}
	}
}

/* Whether @name is a suffix of @w at a '_' ("physical_block_size" of
 * "blk_queue_physical_block_size"), at least two of its words long. */
static gboolean word_tail(const char *w, const char *name)
{
	gsize lw = strlen(w), ln = strlen(name);

	return ln < lw && w[lw - ln - 1] == '_' && !strcmp(w + lw - ln, name) && strchr(name, '_');
}

/* The first word of @set in @ws that the example's moved lines hold, or a '_'-tail of it. */
static const char *moved_word(GHashTable *ws, const struct sides *sd)
{
	GHashTableIter it, jt;
	gpointer k, m;

	g_hash_table_iter_init(&it, ws);
	while (g_hash_table_iter_next(&it, &k, NULL)) {
		if (!g_hash_table_contains(sd->minus, k) || strlen(k) < 4)
			continue;
		if (g_hash_table_contains(sd->moved, k))
			return k;
		g_hash_table_iter_init(&jt, sd->moved);
		while (g_hash_table_iter_next(&jt, &m, NULL))
			if (word_tail(k, m))
				return k;
	}
	return NULL;
}

/* Whether the call of @f on @line uses its result: anything but "f(...);" as a statement. */
static gboolean uses_result(const char *line, const char *f)
{
	const char *at = line;
	gsize n = strlen(f);

	while ((at = strstr(at, f))) {
		gboolean word = (at == line || !(g_ascii_isalnum(at[-1]) || at[-1] == '_')) &&
				at[n] == '(';

		if (word) {
			g_autofree char *before = g_strstrip(g_strndup(line, at - line));

			return *before && strcmp(before, "(void)");
		}
		at += n;
	}
	return FALSE;
}

/* Names called on @lines ("f(") into @set. */
static void add_calls(GHashTable *set, GPtrArray *lines)
{
	for (guint i = 0; i < lines->len; i++)
		add_idents(set, lines->pdata[i], TRUE);
}

/* The variable that @line sets from a call ("r = f(x);"), or NULL; owned. */
static char *call_target(const char *line)
{
	g_autoptr(cf_tokens) l = cf_lex(line, strlen(line), CF_LEX_DIRECTIVE_TOKENS);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	guint n = l->toks->len;

	if (n < 4 || t[0].kind != CF_IDENT || !cf_tok_is(&t[1], "="))
		return NULL;
	for (guint i = 2; i + 1 < n; i++)
		if (t[i].kind == CF_IDENT && cf_tok_is(&t[i + 1], "("))
			return g_strdup(t[0].text);
	return NULL;
}

/* How @line uses identifier @v: 0 not at all, 1 reads it, 2 assigns it ("v = ...", "&v"). */
static int var_use(const char *line, const char *v)
{
	g_autoptr(cf_tokens) l = cf_lex(line, strlen(line), CF_LEX_DIRECTIVE_TOKENS);
	const struct cf_token *t = (const struct cf_token *)l->toks->data;
	guint n = l->toks->len;
	int use = 0;

	for (guint i = 0; i < n; i++) {
		if (t[i].kind != CF_IDENT || strcmp(t[i].text, v))
			continue;
		if ((i + 1 < n && cf_tok_is(&t[i + 1], "=")) || (i > 0 && cf_tok_is(&t[i - 1], "&")))
			return 2;
		use = 1;
	}
	return use;
}

/*
 * A variable the change stopped setting from a call and that the diff's new side reads after,
 * up to the end of the hunk, with nothing setting it ("r = f(h, &dev);" became "dev = g(h);"
 * above "if (r || !dev)"): NULL, or why the change loses what the driver checked; owned.
 */
static char *dropped_result(const char *diff, GPtrArray *minus)
{
	g_auto(GStrv) lines = g_strsplit(diff ? diff : "", "\n", -1);

	for (guint i = 0; i < minus->len; i++) {
		g_autofree char *v = call_target(minus->pdata[i]);
		const char *read = NULL;
		gboolean set = FALSE, after = FALSE;

		/* from the removed line to the end of its hunk */
		for (guint j = 0; v && lines[j] && !set; j++) {
			const char *l = lines[j];
			int u;

			if (!after) {
				g_autofree char *m = l[0] == '-' ? g_strstrip(g_strdup(l + 1)) : NULL;

				after = m && !g_str_has_prefix(l, "--- ") &&
					strcmp(m, minus->pdata[i]) == 0;
				continue;
			}
			if (g_str_has_prefix(l, "@@") || g_str_has_prefix(l, "diff "))
				break;
			if (l[0] != ' ' && l[0] != '+')
				continue;
			u = var_use(l + 1, v);
			set = u == 2;
			if (u == 1 && !read)
				read = l + 1;
		}
		if (v && read && !set) {
			g_autofree char *r = g_strstrip(g_strdup(read));

			return g_strdup_printf("nothing sets '%s' any more (it was '%s'), yet the driver "
					       "still reads it ('%s'): the example shows no way to carry "
					       "that check over", v, (char *)minus->pdata[i], r);
		}
	}
	return NULL;
}

/*
 * Whether a change that fixed the issue keeps what the driver did, judged on its diff @diff and
 * the example: NULL when it does, else why not (owned).  Rejected: a change that only deletes
 * code the example moved elsewhere (the example's added lines hold the deleted names), and a
 * call replaced by another where the driver uses the old call's result and the example never
 * uses the new one's (nothing shows how its result reads), and a variable the driver set from the
 * old call and still reads that nothing sets any more.  *@out_flag gets a reviewer's note
 * for a change that only deletes.
 */
static char *check_keeps(const char *diff, const struct sides *sd, char **out_flag)
{
	g_autoptr(GPtrArray) minus = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) plus = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GHashTable) old_calls = word_set(), new_calls = word_set();
	GHashTableIter it;
	gpointer k;

	*out_flag = NULL;
	diff_sides(diff, minus, plus);
	if (minus->len && !plus->len) {
		g_autoptr(GHashTable) ws = word_set();
		const char *w;

		*out_flag = g_strdup_printf("deletion-only: the change removes %u line(s) of the "
					    "driver and adds none; check that nothing it did is lost",
					    minus->len);
		for (guint i = 0; i < minus->len; i++)
			add_words(ws, minus->pdata[i]);
		w = moved_word(ws, sd);
		if (w)
			return g_strdup_printf("only deletes '%s', which the example moved elsewhere "
					       "(its added lines hold it): the change is half of the "
					       "example's", w);
	}
	{
		char *why = dropped_result(diff, minus);

		if (why)
			return why;
	}
	add_calls(old_calls, minus);
	add_calls(new_calls, plus);
	g_hash_table_iter_init(&it, old_calls);
	while (g_hash_table_iter_next(&it, &k, NULL)) {
		const char *o = k;
		GHashTableIter jt;
		gpointer n;

		if (g_hash_table_contains(new_calls, o))
			continue;
		for (guint i = 0; i < minus->len; i++) {
			if (!uses_result(minus->pdata[i], o))
				continue;
			g_hash_table_iter_init(&jt, new_calls);
			while (g_hash_table_iter_next(&jt, &n, NULL)) {
				gboolean called = FALSE, used = FALSE;

				if (g_hash_table_contains(old_calls, n))
					continue;
				for (guint j = 0; j < sd->plus_lines->len; j++) {
					const char *l = sd->plus_lines->pdata[j];

					if (strstr(l, n))
						called = TRUE;
					used |= uses_result(l, n);
				}
				if (called && !used)
					return g_strdup_printf("the driver uses the result of %s(), and the "
							       "example calls %s() only for its effect: "
							       "nothing shows how its result reads", o,
							       (char *)n);
			}
		}
	}
	return NULL;
}

/* ---- the loop ---------------------------------------------------------------------------- */

/* The current issue that has file key @fkey (in any of its files), or NULL. */
static const struct red_issue *current_issue(struct port *p, const char *fkey)
{
	for (guint i = 0; i < p->issues->len; i++) {
		const struct red_issue *is = p->issues->pdata[i];
		g_autofree char *k = file_key(p, is);
		g_autofree char *key = NULL;

		if (!strcmp(k, fkey))
			return is;
		key = porter_red_issue_key(is);
		for (guint j = 0; is->files && j < is->files->len; j++) {
			g_autofree char *fk = g_strdup_printf("%s in %s", key,
							      rel_path(p, is->files->pdata[j]));

			if (!strcmp(fk, fkey))
				return is;
		}
	}
	return NULL;
}

/*
 * Puts the work copy's files back as they were at commit @rev and commits that: a chain whose
 * last name no example replaced is undone whole, its commits left out of the series.
 */
static int undo_to(struct port *p, const char *rev, const char *what, GError **error)
{
	g_autoptr(GPtrArray) paths = NULL;
	g_autoptr(GError) err = NULL;
	g_autofree char *msg = NULL, *hash = NULL;
	int ret;

	ret = sbx_work_changed(p->w, rev, "HEAD", &paths, &err);
	for (guint i = 0; !ret && i < paths->len; i++) {
		g_autofree char *dst = g_build_filename(sbx_work_path(p->w), paths->pdata[i], NULL);
		g_autofree char *data = NULL;
		gsize len = 0;

		int fd;

		if (sbx_work_read(p->w, rev, paths->pdata[i], &data, &len, NULL)) {
			g_unlink(dst);	/* the chain added it */
			continue;
		}
		/* in place: the file keeps the owner the builds and spatch run as, and its mode */
		fd = open(dst, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0 || write(fd, data, len) != (ssize_t)len) {
			g_set_error(&err, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot write %s: %s",
				    dst, g_strerror(errno));
			ret = -PORTER_ERROR_INTERNAL;
		}
		if (fd >= 0)
			close(fd);
	}
	if (!ret) {
		msg = g_strdup_printf("porter: undo the chain of %s", what);
		ret = sbx_work_commit(p->w, msg, &hash, &err);
	}
	if (ret)
		return wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot undo a chain");
	g_free(p->head);
	p->head = g_steal_pointer(&hash);
	return 0;
}

static int fix_one(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		   const char *key, guint round, guint depth, GError **error);

/*
 * Tries one semantic patch: apply, rebuild, judge.  A change that fixes the issue but leaves
 * names of the example's '+' side undefined here is kept as a step of a chain: each such name
 * is fixed next (its own query and candidates, at @depth + 1), and when one is not, the whole
 * chain is undone.  Returns 1 when kept (committed), 0 when rolled back, negative on error.
 */
static int try_patch(struct port *p, struct porter_issue_report *ir, const struct red_issue *issue,
		     const char *key, struct porter_candidate *c, const struct syn_patch *patch,
		     const struct sides *sd, guint round, guint depth, GError **error)
{
	struct syn_result res = { 0 };
	g_autoptr(GError) err = NULL;
	g_autoptr(GHashTable) gone = NULL;
	g_autoptr(GPtrArray) fresh = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) prev_issues = NULL;
	g_autoptr(GHashTable) prev_keys = NULL;
	GPtrArray *issues = NULL;
	GHashTable *keys = NULL;
	g_autofree char *log = NULL, *hash = NULL, *diff = NULL, *msg = NULL, *flag = NULL;
	g_autofree char *new_issue = NULL, *reject = NULL, *prev_head = NULL, *prev_log = NULL;
	g_autofree char *note = NULL, *log_g = NULL;
	struct porter_patch *pp = NULL;
	gboolean ok = FALSE, fixed = FALSE, chain = TRUE, prev_ok;
	guint npatches;
	GHashTableIter it;
	gpointer k;
	double t0;
	int ret;

	g_free(c->patch_name);
	c->patch_name = g_strdup(patch->name);
	t0 = now_s();
	ret = syn_apply(&res, patch, sbx_work_path(p->w), &err);
	p->r->t_spatch += now_s() - t0;
	if (ret) {
		ret = wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot run spatch");
		goto out_rollback;
	}
	if (!res.applied) {
		set_outcome(c, PORTER_OUTCOME_NOT_APPLIED,
			    g_strdup(res.why ? res.why : "spatch changed nothing"));
		goto out_rollback;
	}
	ret = build_and_reduce(p, TRUE, &issues, &keys, &log, &ok, NULL, error);
	if (ret)
		goto out_rollback;
	fixed = !g_hash_table_contains(keys, key);
	/* new: an issue in a file that did not have it (make -k built every file both times) */
	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *ni = issues->pdata[i];
		g_autofree char *nk = porter_red_issue_key(ni);
		const char *where = NULL;

		for (guint j = 0; !where && ni->files && j < ni->files->len; j++) {
			g_autofree char *fk = g_strdup_printf("%s in %s", nk,
							      rel_path(p, ni->files->pdata[j]));

			if (!g_hash_table_contains(p->keys, fk))
				where = ni->files->pdata[j];
		}
		if (!where) {
			g_autofree char *fk = file_key(p, ni);

			if (!g_hash_table_contains(p->keys, fk))
				where = ni->file;
		}
		if (!where)
			continue;
		g_ptr_array_add(fresh, file_key(p, ni));
		chain &= chain_link(ni, sd);
		if (!new_issue)
			new_issue = g_strdup_printf("new issue %s at %s:%d: %s%s", nk,
						    rel_path(p, where), ni->line, ni->message,
						    g_hash_table_contains(sd->defined,
									  symbol_word(ni->symbol)) ?
						    " (a function the example defines with its change; "
						    "the patch does not carry its definition)" : "");
	}
	chain &= fresh->len > 0;
	if (fixed && chain && depth >= CHAIN_MAX_DEPTH) {
		set_outcome(c, PORTER_OUTCOME_CHAIN,
			    g_strdup_printf("chain deeper than %d steps: %s", CHAIN_MAX_DEPTH,
					    new_issue));
		goto out_drop_build;
	}
	if (!fixed || (fresh->len && !chain)) {
		if (fixed)
			set_outcome(c, PORTER_OUTCOME_NEW_ERRORS, g_steal_pointer(&new_issue));
		else
			set_outcome(c, PORTER_OUTCOME_NOT_FIXED,
				    g_strdup("the issue is still reported"));
		goto out_drop_build;
	}
	ret = sbx_work_diff(p->w, "HEAD", NULL, &diff, &err);
	if (ret) {
		ret = wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot diff the work copy");
		goto out_drop_build;
	}
	reject = check_keeps(diff, sd, &flag);
	if (reject) {
		set_outcome(c, PORTER_OUTCOME_REJECTED, g_steal_pointer(&reject));
		goto out_drop_build;
	}
	if (p->compat && fresh->len) {
		set_outcome(c, PORTER_OUTCOME_NEW_ERRORS,
			    g_strdup_printf("%s (--compat guards one change, not a chain of them)", new_issue));
		goto out_drop_build;
	}
	if (p->compat) {	/* --compat: guarded, and built on every kernel (compat.c) */
		g_autofree char *why = NULL;
		GPtrArray *gi = NULL;

		ret = porter_compat_apply(p->compat, p->w, issue, issues, &gi, &log_g, &ok, &note, &why,
					  error);
		if (ret <= 0) {
			if (!ret)
				set_outcome(c, PORTER_OUTCOME_NEW_ERRORS, g_steal_pointer(&why));
			goto out_drop_build;
		}
		g_ptr_array_unref(issues);
		g_hash_table_unref(keys);
		issues = gi;
		keys = key_set(p, gi);
		g_free(log);
		log = g_steal_pointer(&log_g);
		/* the patch is the guarded change */
		g_clear_pointer(&diff, g_free);
		ret = sbx_work_diff(p->w, "HEAD", NULL, &diff, &err);
		if (ret) {
			ret = wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot diff the work copy");
			goto out_drop_build;
		}
	}

	/* kept, maybe as a step: the other issues this change made disappear go with it */
	gone = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_hash_table_iter_init(&it, p->keys);
	while (g_hash_table_iter_next(&it, &k, NULL))
		if (!g_hash_table_contains(keys, k) && strcmp(k, key) != 0)
			g_hash_table_add(gone, g_strdup(k));
	pp = compose_patch(p, ir, issue, c, patch, gone, diff);
	if (note)
		porter_compat_note(pp, note);
	msg = g_strdup_printf("%s\n\n%s", pp->subject, pp->body);
	ret = sbx_work_commit(p->w, msg, &hash, &err);
	if (ret) {
		ret = wrap_error(error, err, PORTER_ERROR_INTERNAL, "cannot commit in the work copy");
		goto out_drop_build;
	}
	prev_head = g_steal_pointer(&p->head);
	p->head = g_strdup(hash);
	pp->hash = g_strdup(hash);
	npatches = p->patches->len;
	g_ptr_array_add(p->patches, g_steal_pointer(&pp));
	prev_issues = g_ptr_array_ref(p->issues);
	prev_keys = g_hash_table_ref(p->keys);
	prev_log = g_strdup(p->log);
	prev_ok = p->build_ok;
	set_current(p, issues, keys, g_steal_pointer(&log), ok);
	issues = NULL;
	keys = NULL;

	if (fresh->len) {
		gboolean broken = FALSE;

		porter_progress("  %*sstep %s with %.12s: %u name(s) of its '+' side left to port",
				(int)depth * 2, "", key, c->hash, fresh->len);
		if (!c->chain)
			c->chain = g_ptr_array_new_with_free_func(
				(GDestroyNotify)porter_issue_report_free);
		g_ptr_array_set_size(c->chain, 0);
		p->chain_hash[depth - 1] = c->hash;
		for (guint i = 0; i < fresh->len && !broken; i++) {
			const struct red_issue *ni = current_issue(p, fresh->pdata[i]);
			struct porter_issue_report *cir;

			if (!ni)
				continue;	/* an earlier step of the chain fixed it */
			cir = issue_report(p, ni);	/* no root of the run: a step of the chain */
			g_ptr_array_add(c->chain, cir);
			ret = fix_one(p, ni, cir, fresh->pdata[i], round, depth + 1, error);
			if (ret < 0)
				goto out_clear_result;
			broken = ret == 0;
		}
		if (broken) {
			const struct porter_issue_report *last = c->chain->pdata[c->chain->len - 1];

			ret = undo_to(p, prev_head, key, error);
			if (ret)
				goto out_clear_result;
			g_ptr_array_set_size(p->patches, npatches);
			set_current(p, g_steal_pointer(&prev_issues), g_steal_pointer(&prev_keys),
				    g_steal_pointer(&prev_log), prev_ok);
			set_outcome(c, PORTER_OUTCOME_CHAIN,
				    g_strdup_printf("its change leaves %s %s of the example's '+' "
						    "side, and no example replaced that: undone",
						    last->kind, last->symbol));
			ret = 0;
			goto out_clear_result;
		}
	}

	c->outcome = PORTER_OUTCOME_FIXED;
	g_clear_pointer(&c->why, g_free);
	ir->example = -1;
	for (guint i = 0; i < ir->candidates->len; i++)
		if (ir->candidates->pdata[i] == c)
			ir->example = i;
	ir->fixed = TRUE;
	ir->round = round;
	g_free(ir->patch_name);
	ir->patch_name = g_strdup(patch->name);
	g_free(ir->cocci);
	ir->cocci = g_strdup(patch->cocci);
	g_free(ir->stages);
	ir->stages = g_strdup(patch->stages);
	g_free(ir->diff);
	ir->diff = g_strdup(diff);
	g_ptr_array_set_size(ir->flags, 0);
	if (flag)
		g_ptr_array_add(ir->flags, g_steal_pointer(&flag));
	save_cocci(p, ir, "fix", patch->cocci);
	/* what the whole chain made disappear, the other roots among it fixed along; a step
	 * leaves that to the chain's first change, which is undone with it or kept */
	g_hash_table_iter_init(&it, prev_keys);
	while (depth == 1 && g_hash_table_iter_next(&it, &k, NULL)) {
		struct porter_issue_report *other;

		if (g_hash_table_contains(p->keys, k) || !strcmp(k, key))
			continue;
		other = g_hash_table_lookup(p->by_key, k);
		/* not reached yet in this round: report it all the same, as fixed with this one */
		for (guint i = 0; !other && i < prev_issues->len; i++) {
			const struct red_issue *oi = prev_issues->pdata[i];
			g_autofree char *okey = file_key(p, oi);

			if (!strcmp(okey, k))
				other = report_for(p, oi, k);
		}
		if (other && other != ir && !other->fixed) {
			other->fixed = TRUE;
			other->fixed_by = porter_issue_key(ir->kind, ir->symbol, ir->container);
			other->round = round;
		}
	}
	porter_progress("  %*sfixed %s with %.12s (%s)", (int)(depth - 1) * 2, "", key, c->hash,
			patch->name);
	ret = 1;
	goto out_clear_result;
out_drop_build:
	if (issues)
		g_ptr_array_unref(issues);
	if (keys)
		g_hash_table_unref(keys);
out_rollback:
	{
		g_autoptr(GError) rerr = NULL;

		if (sbx_work_rollback(p->w, &rerr) && ret >= 0)
			ret = wrap_error(error, rerr, PORTER_ERROR_INTERNAL,
					 "cannot roll back the work copy");
	}
out_clear_result:
	porter_patch_free(pp);
	syn_result_clear(&res);
	return ret;
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

/*
 * One issue: query, then candidates in prequel's order.  @ir is its report entry: the run's for
 * a root, a candidate's chain entry for a step.  1: fixed, 0: not, <0: error.
 */
static int fix_one(struct port *p, const struct red_issue *issue, struct porter_issue_report *ir,
		   const char *key, guint round, guint depth, GError **error)
{
	struct pq_query_options qo = PQ_QUERY_OPTIONS_INIT;
	g_autoptr(GHashTable) facts = porter_issue_facts(issue);
	g_autoptr(GError) err = NULL;
	g_autoptr(GPtrArray) hits = NULL;
	g_autofree char *query = NULL;
	double t0 = now_s();
	guint max_patches = p->o->max_patches ? p->o->max_patches : 3;
	int ret = 0;

	ir->round = round;
	ir->file = (g_free(ir->file), g_strdup(rel_path(p, issue->file)));
	ir->line = issue->line;
	ir->column = issue->column;
	g_clear_pointer(&ir->error, g_free);
	porter_progress("%*s%s %u: %s at %s:%d", (int)(depth - 1) * 2, "",
			depth > 1 ? "chain step" : "round", depth > 1 ? depth : round, key, ir->file,
			issue->line);
	qo.limit = p->o->top ? p->o->top : 5;
	qo.budget_s = p->o->query_budget_s;
	/* an example whose new names the target kernel's headers lack is a poor one for this port */
	qo.target_tree = p->o->kernel;
	qo.exclude_paths = p->o->exclude_paths;
	g_clear_pointer(&ir->query_cut, g_free);
	ret = template_hits(&hits, &query, p, issue, facts, p->o->backport, &qo, &ir->query_cut, &err);
	if (!ret)
		drop_chain_commits(p, hits, depth);
	if (!ret && !hits->len) {
		g_autoptr(GPtrArray) rhits = NULL;
		g_autofree char *rquery = NULL;
		struct pq_query_options ro = qo;
		int rret;

		/* no example made this change: perhaps the run goes the other way than it was told
		 * (a backport without --backport), and the examples made the opposite change; a commit
		 * that only adds or only removes the old API replaces nothing, so it is no such example */
		ro.replacements_only = TRUE;
		rret = template_hits(&rhits, &rquery, p, issue, facts, !p->o->backport, &ro, NULL,
				     &err);
		if (rret && index_damaged(err)) {
			g_propagate_error(error, g_steal_pointer(&err));
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
	p->r->t_query += now_s() - t0;
	if (query) {
		g_free(ir->query);
		ir->query = g_strdup(query);
	}
	if (ret && index_damaged(err)) {
		g_propagate_error(error, g_steal_pointer(&err));
		return -PORTER_ERROR_INDEX;
	}
	if (ret) {
		ir->error = g_strdup(err->message);
		return 0;
	}
	save_cocci(p, ir, "query", query);
	g_ptr_array_set_size(ir->candidates, 0);
	ir->example = -1;
	for (guint i = 0; i < hits->len && i < qo.limit; i++) {
		const struct pq_hit *h = hits->pdata[i];

		g_ptr_array_add(ir->candidates,
				porter_candidate_new(h->repo, h->hash, h->subject, h->score));
	}
	for (guint i = 0; i < ir->candidates->len; i++) {
		struct porter_candidate *c = ir->candidates->pdata[i];
		const struct pq_hit *h = hits->pdata[i];
		g_autoptr(GPtrArray) changes = NULL;
		g_autoptr(GPtrArray) patches = NULL;
		struct porter_example ex;
		struct sides sd = { 0 };
		struct red_issue rel;

		porter_progress("%*s  candidate %u/%u: %.12s %.0f%% %s", (int)(depth - 1) * 2, "",
				i + 1, ir->candidates->len, h->hash, h->score,
				h->subject ? h->subject : "");
		t0 = now_s();
		ret = pq_commit_changes(&changes, p->db, h->repo, h->hash, &err);
		p->r->t_query += now_s() - t0;
		if (ret && index_damaged(err)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INDEX, "%s", err->message);
			return -PORTER_ERROR_INDEX;
		}
		if (ret) {
			set_outcome(c, PORTER_OUTCOME_NO_CHANGES, g_strdup(err->message));
			g_clear_error(&err);
			continue;
		}
		porter_example_init(&ex, h, changes);
		t0 = now_s();
		/* the issue as the driver's own, relative path: no work dir in the .cocci header */
		rel = *issue;
		rel.file = (char *)ir->file;
		ret = syn_derive(&patches, &ex.ex, &rel, sbx_work_path(p->w), p->o->kernel, &err);
		p->r->t_synth += now_s() - t0;
		porter_example_clear(&ex);
		if (ret || !patches || !patches->len) {
			set_outcome(c, PORTER_OUTCOME_NO_PATCH,
				    g_strdup(err ? err->message : "no semantic patch"));
			g_clear_error(&err);
			continue;
		}
		/* --explain: what synth's stages made of this example, for each variant */
		for (guint j = 0; p->o->explain && j < patches->len; j++) {
			const struct syn_patch *sp = patches->pdata[j];

			g_printerr("porter: synth stages of %s for %s %s at %s:%d:\n%s", sp->name,
				   red_kind_name(issue->kind), issue->symbol,
				   ir->file, issue->line, sp->stages ? sp->stages : "");
		}
		sides_init(&sd, changes);
		for (guint j = 0; j < patches->len && j < max_patches; j++) {
			ret = try_patch(p, ir, issue, key, c, patches->pdata[j], &sd, round, depth,
					error);
			if (ret)
				break;
		}
		sides_clear(&sd);
		if (ret)
			return ret;
		/* keep the most specific patch of the best candidate for a person to finish by hand */
		if (!ir->cocci && patches->len) {
			const struct syn_patch *best = patches->pdata[0];

			ir->patch_name = g_strdup(best->name);
			ir->cocci = g_strdup(best->cocci);
			ir->stages = g_strdup(best->stages);
			save_cocci(p, ir, "tried", best->cocci);
		}
	}
	return 0;
}

/*
 * The root issue of an odd diagnostic ("control reaches end of non-void function", a type used
 * as an expression): another issue earlier in the same function of the same file, whose
 * failure it follows from.  NULL when there is none.
 */
static const struct red_issue *cascade_root(struct port *p, const struct red_issue *issue)
{
	const struct red_issue *root = NULL;

	if (issue->kind != RED_OTHER || !issue->function)
		return NULL;
	for (guint i = 0; i < p->issues->len; i++) {
		const struct red_issue *o = p->issues->pdata[i];

		if (o == issue || o->kind == RED_OTHER || g_strcmp0(o->file, issue->file) ||
		    g_strcmp0(o->function, issue->function) || o->line > issue->line)
			continue;
		if (!root || o->line < root->line)
			root = o;
	}
	return root;
}

/* One root issue of a round: its report entry, then its query and candidates. */
static int fix_issue(struct port *p, const struct red_issue *issue, guint round, GError **error)
{
	g_autofree char *key = file_key(p, issue);
	struct porter_issue_report *ir = report_for(p, issue, key);
	const struct red_issue *root = cascade_root(p, issue);

	g_clear_pointer(&ir->cascade_of, g_free);
	if (root) {
		/* it goes when its root does: a query for it would find nothing of its own */
		ir->cascade_of = porter_red_issue_key(root);
		ir->round = round;
		porter_progress("round %u: %s is a cascade of %s, not queried", round, key,
				ir->cascade_of);
		return 0;
	}
	return fix_one(p, issue, ir, key, round, 1, error);
}

static void fill_remaining(struct port *p)
{
	g_ptr_array_set_size(p->r->remaining, 0);
	for (guint i = 0; i < p->issues->len; i++)
		g_ptr_array_add(p->r->remaining, issue_report(p, p->issues->pdata[i]));
}

/* The journal of an --apply in progress, in the driver dir: its lines are the files to rename. */
#define APPLY_JOURNAL ".porter-apply.journal"
#define APPLY_TMP_SUFFIX ".porter-apply.tmp"

/* dir/rel's staged copy (owned). */
static char *apply_tmp_path(const char *dir, const char *rel)
{
	return g_strconcat(dir, "/", rel, APPLY_TMP_SUFFIX, NULL);
}

/* Whether the real path of rel's parent dir lies in the driver dir @root (canonical). */
static gboolean parent_inside(const char *root, const char *rel)
{
	g_autofree char *path = g_build_filename(root, rel, NULL);
	g_autofree char *parent = g_path_get_dirname(path);
	char *real = realpath(parent, NULL);
	gsize n = strlen(root);
	gboolean ok;

	if (!real)
		return FALSE;
	ok = !strncmp(real, root, n) && (real[n] == '/' || !real[n]);
	free(real);
	return ok;
}

/*
 * Finishes or undoes what a killed --apply left in driver dir @dir: with a journal (every staged
 * file was complete), the staged files are renamed into place; without, stray staged files (the
 * kill came before the journal) are removed.  Returns 0 or -PORTER_ERROR_INTERNAL.
 */
static int apply_recover(const char *dir, GError **error)
{
	g_autofree char *journal = g_build_filename(dir, APPLY_JOURNAL, NULL);
	g_autofree char *text = NULL, *root = NULL;
	g_autoptr(GError) err = NULL;
	char *r = realpath(dir, NULL);

	root = g_strdup(r ? r : dir);
	free(r);
	/* in the user's driver dir, where the driver may have put a link or a FIFO of that name */
	if (!sbx_read_untrusted(journal, SBX_MAX_SOURCE_BYTES, &text, NULL, &err)) {
		g_auto(GStrv) lines = g_strsplit(text, "\n", -1);

		for (guint i = 0; lines[i]; i++) {
			g_autofree char *tmp = NULL, *dst = NULL;

			if (!*lines[i] || strstr(lines[i], "..") || g_path_is_absolute(lines[i]) ||
			    !parent_inside(root, lines[i]))
				continue;
			tmp = apply_tmp_path(dir, lines[i]);
			dst = g_build_filename(dir, lines[i], NULL);
			if (g_file_test(tmp, G_FILE_TEST_IS_REGULAR) && g_rename(tmp, dst)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
					    "cannot finish the interrupted apply to %s: %s", dst,
					    g_strerror(errno));
				return -PORTER_ERROR_INTERNAL;
			}
		}
		porter_progress("finished an interrupted --apply in %s", dir);
		g_unlink(journal);
	}
	{
		/* staged files without a journal: the kill came before the renames began */
		g_autoptr(GPtrArray) stack = g_ptr_array_new_with_free_func(g_free);

		g_ptr_array_add(stack, g_strdup(dir));
		while (stack->len) {
			g_autofree char *d = g_ptr_array_steal_index(stack, stack->len - 1);
			g_autoptr(GDir) gd = g_dir_open(d, 0, NULL);
			const char *e;

			while (gd && (e = g_dir_read_name(gd))) {
				g_autofree char *f = g_build_filename(d, e, NULL);

				if (g_file_test(f, G_FILE_TEST_IS_SYMLINK) || !strcmp(e, ".git"))
					continue;
				if (g_file_test(f, G_FILE_TEST_IS_DIR) && stack->len < 64)
					g_ptr_array_add(stack, g_steal_pointer(&f));
				else if (g_str_has_suffix(e, APPLY_TMP_SUFFIX) ||
					 (strstr(e, ".porter-") && g_str_has_suffix(e, ".tmp")))
					g_unlink(f);
			}
		}
	}
	return 0;
}

/* Writes data into a new file path (never through a link, never over an existing file). */
static int write_new(const char *path, const char *data, gsize len, GError **error)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	gsize done = 0;

	if (fd < 0)
		goto out_fail;
	while (done < len) {
		ssize_t n = write(fd, data + done, len - done);

		if (n <= 0) {
			close(fd);
			g_unlink(path);
			goto out_fail;
		}
		done += n;
	}
	if (fsync(fd) || close(fd)) {
		g_unlink(path);
		goto out_fail;
	}
	return 0;
out_fail:
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot write %s: %s", path,
		    g_strerror(errno));
	return -PORTER_ERROR_INTERNAL;
}

/*
 * --apply: the files the kept patches changed (pristine commit to HEAD of the work copy: only
 * what spatch rewrote in tracked files, never what a build created), read from the work copy's
 * object store, never through a link.  Each destination must be a regular file (not a link)
 * whose parent's real path lies in the driver dir.  All are staged as NAME.porter-apply.tmp
 * next to their target; then a journal listing them is written, the staged files renamed into
 * place and the journal removed: a kill before the journal leaves the driver as it was, a kill
 * after it is finished by the next run (apply_recover()).
 */
static int apply_to_driver(struct port *p, GError **error)
{
	g_autoptr(GPtrArray) files = NULL;
	g_autoptr(GPtrArray) rels = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GError) local = NULL;
	g_autofree char *root = NULL, *journal = NULL, *jtmp = NULL;
	GString *jtext = g_string_new(NULL);
	char *r;
	int ret = 0;

	r = realpath(p->o->driver, NULL);
	root = g_strdup(r ? r : p->o->driver);
	free(r);
	if (sbx_work_changed(p->w, NULL, "HEAD", &files, &local)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot list the changes: %s",
			    local->message);
		ret = -PORTER_ERROR_INTERNAL;
		goto out_free;
	}
	for (guint i = 0; i < files->len; i++) {
		const char *rel = files->pdata[i];
		g_autofree char *dst = g_build_filename(root, rel, NULL);
		g_autofree char *a = NULL, *b = NULL, *tmp = NULL;
		gsize alen = 0, blen = 0;
		g_autoptr(GError) err = NULL;
		GStatBuf st;

		if (sbx_work_read(p->w, "HEAD", rel, &a, &alen, &err)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot apply %s: %s",
				    rel, err->message);
			ret = -PORTER_ERROR_INTERNAL;
			goto out_remove_tmps;
		}
		if (!parent_inside(root, rel) || (g_lstat(dst, &st) == 0 && !S_ISREG(st.st_mode))) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
				    "cannot apply to %s: not a regular file inside the driver dir %s",
				    dst, root);
			ret = -PORTER_ERROR_INTERNAL;
			goto out_remove_tmps;
		}
		if (!sbx_read_untrusted(dst, SBX_MAX_SOURCE_BYTES, &b, &blen, NULL) && alen == blen &&
		    !memcmp(a, b, alen))
			continue;
		tmp = apply_tmp_path(root, rel);
		g_unlink(tmp);
		ret = write_new(tmp, a, alen, error);
		if (ret)
			goto out_remove_tmps;
		g_ptr_array_add(rels, g_strdup(rel));
		g_string_append_printf(jtext, "%s\n", rel);
	}
	journal = g_build_filename(root, APPLY_JOURNAL, NULL);
	jtmp = g_strconcat(journal, ".new", NULL);
	g_unlink(jtmp);
	if (rels->len) {
		/* the commit point: from here on, the next run finishes the apply */
		ret = write_new(jtmp, jtext->str, jtext->len, error);
		if (!ret && g_rename(jtmp, journal)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot write %s: %s",
				    journal, g_strerror(errno));
			ret = -PORTER_ERROR_INTERNAL;
		}
		if (ret) {
			g_unlink(jtmp);
			goto out_remove_tmps;
		}
	}
	for (guint i = 0; i < rels->len; i++) {
		g_autofree char *tmp = apply_tmp_path(root, rels->pdata[i]);
		g_autofree char *dst = g_build_filename(root, rels->pdata[i], NULL);

		if (g_rename(tmp, dst)) {
			/* the journal stays: the next run finishes what is left */
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
				    "cannot apply to %s: %s", dst, g_strerror(errno));
			ret = -PORTER_ERROR_INTERNAL;
			goto out_free;
		}
	}
	g_unlink(journal);
	g_ptr_array_set_size(rels, 0);
	p->r->applied = TRUE;
out_remove_tmps:
	for (guint i = 0; i < rels->len; i++) {
		g_autofree char *tmp = apply_tmp_path(root, rels->pdata[i]);

		g_unlink(tmp);
	}
out_free:
	g_string_free(jtext, TRUE);
	return ret;
}

/* Removes what an earlier run wrote into @dir (its own file names only), so that no stale patch
 * or .cocci of another run is taken for this one's. */
static void clear_outputs(struct porter_out *out)
{
	static const char *const sub[] = { "patches", "cocci" };
	static const char *const top[] = { "series.mbox", "report.txt", "report.json", "report.md" };

	for (guint i = 0; i < G_N_ELEMENTS(top); i++)
		porter_out_remove(out, top[i]);
	for (guint i = 0; i < G_N_ELEMENTS(sub); i++) {
		g_autoptr(GPtrArray) names = porter_out_list(out, sub[i]);

		for (guint j = 0; j < names->len; j++) {
			const char *name = names->pdata[j];
			g_autofree char *f = g_build_filename(sub[i], name, NULL);

			if (g_ascii_isdigit(name[0]) &&
			    (g_str_has_suffix(name, ".patch") || g_str_has_suffix(name, ".cocci") ||
			     g_str_has_suffix(name, ".pq")))
				porter_out_remove(out, f);
		}
	}
}

/* The series of the kept fixes, by git format-patch; the report's patch_file of each issue. */
static int write_series(struct port *p, GError **error)
{
	struct porter_series_options so = { 0 };
	g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GError) err = NULL;
	g_autofree char *cover = NULL;
	int ret;

	so.work_dir = sbx_work_path(p->w);
	so.base = sbx_work_base(p->w);
	so.driver_dir = p->r->driver;
	so.author = p->o->author;
	so.signoff = p->o->signoff;
	so.uncommitted_first = p->o->include_uncommitted && p->repo.changed &&
			       p->repo.changed->len;
	cover = g_strdup_printf("%s: build against %s", p->prefix, p->kernel_name);
	so.cover_subject = cover;
	so.cover_blurb = "These patches make the driver build against the kernel named in the\n"
			 "subject.  Each one repeats the change of an example commit, named in\n"
			 "its message, with the semantic patch that makes it.\n";
	ret = porter_series_write(&p->r->series, names, p->out, p->patches, &so, &err);
	if (ret == -PORTER_ERROR_INPUT) {
		/* the reports are worth having without the series */
		p->r->series_warning = g_strdup_printf("no patch series written: %s", err->message);
		g_printerr("warning: %s\n", p->r->series_warning);
		return 0;
	}
	if (ret) {
		g_propagate_error(error, g_steal_pointer(&err));
		return ret;
	}
	for (guint i = 0; i < p->patches->len && i < names->len; i++) {
		const struct porter_patch *pp = p->patches->pdata[i];
		struct porter_issue_report *ir = g_hash_table_lookup(p->by_key, pp->issue_key);

		if (ir) {
			g_free(ir->patch_file);
			ir->patch_file = g_strdup_printf("patches/%s", (char *)names->pdata[i]);
		}
	}
	return 0;
}

static int write_outputs(struct port *p, GError **error)
{
	int ret;

	if (!p->out)
		return 0;
	p->r->out_dir = g_canonicalize_filename(porter_out_path(p->out), NULL);
	if (p->patches->len) {
		ret = write_series(p, error);
		if (ret)
			return ret;
	}
	return porter_report_save(p->r, p->out, error);
}

int porter_report_save(const struct porter_report *r, struct porter_out *out, GError **error)
{
	static const struct {
		enum porter_format f;
		const char *name;
	} files[] = {
		{ PORTER_FORMAT_TEXT, "report.txt" },
		{ PORTER_FORMAT_JSON, "report.json" },
		{ PORTER_FORMAT_MARKDOWN, "report.md" },
	};

	for (guint i = 0; i < G_N_ELEMENTS(files); i++) {
		g_autofree char *text = porter_report_render(r, files[i].f, FALSE);
		int ret = porter_out_write(out, files[i].name, text, -1, error);

		if (ret)
			return ret;
	}
	return 0;
}

static int check_inputs(const struct porter_port_options *o, GError **error)
{
	if (!o->driver || !g_file_test(o->driver, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot read driver %s: not a directory", o->driver ? o->driver : "");
		return -PORTER_ERROR_INPUT;
	}
	if (!o->kernel || !g_file_test(o->kernel, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot read kernel %s: not a directory", o->kernel ? o->kernel : "");
		return -PORTER_ERROR_INPUT;
	}
	if (!o->db || !g_file_test(o->db, G_FILE_TEST_IS_REGULAR)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot open database %s: no such file", o->db ? o->db : "");
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

/* What of porter's own environment reaches the build: the variables Kbuild reads for a target. */
static const char *const build_env_names[] = { "ARCH", "CROSS_COMPILE", "LLVM", "CC", "KCFLAGS",
					       NULL };

/*
 * The build's set-up, before anything is copied: the kernel dir checked as input (exit 2), the
 * folder Kbuild builds, dkms.conf's command and modules, the environment, the release.
 */
static int setup_build(struct port *p, const char *drv, const char *kdir, GError **error)
{
	const struct porter_port_options *o = p->o;
	g_autoptr(GError) err = NULL;
	g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func(g_free);
	enum sbx_build_mode kind;
	struct sbx_dkms *dk = NULL;
	int ret = 0;

	p->build_env = g_ptr_array_new_with_free_func(g_free);
	p->expect = g_ptr_array_new_with_free_func(g_free);
	if (o->build_env) {
		for (guint i = 0; o->build_env[i]; i++)
			g_ptr_array_add(p->build_env, g_strdup(o->build_env[i]));
	} else {
		for (guint i = 0; build_env_names[i]; i++) {
			const char *v = g_getenv(build_env_names[i]);

			if (v)
				g_ptr_array_add(p->build_env, g_strdup_printf("%s=%s",
									       build_env_names[i], v));
		}
	}
	g_ptr_array_add(p->build_env, NULL);
	p->bopts.run.env = (const char *const *)p->build_env->pdata;
	p->bopts.make_args = o->make_args;
	p->bopts.src_name = drv;
	p->bopts.run.timeout_s = o->limits.timeout_s;

	if (o->build) {
		/* the user's own command: any kernel dir it can take */
		g_ptr_array_add(p->expect, NULL);
		return 0;
	}
	if (sbx_kdir_kind(&kind, kdir, &err) || sbx_kdir_check(kdir, &err)) {
		ret = wrap_error(error, err, PORTER_ERROR_INPUT, "cannot build the driver");
		goto out;
	}
	if (kind == SBX_BUILD_KBUILD) {
		g_autofree char *conf = NULL;
		gboolean top_conf = FALSE;

		if (sbx_kbuild_dir(&p->subdir, drv, drv, &err)) {
			ret = wrap_error(error, err, PORTER_ERROR_INPUT, "cannot build the driver");
			goto out;
		}
		p->bopts.subdir = p->subdir;
		/* dkms.conf, beside the Kbuild folder or at the driver's top */
		conf = g_build_filename(drv, p->subdir, "dkms.conf", NULL);
		if (!g_file_test(conf, G_FILE_TEST_IS_REGULAR)) {
			g_free(conf);
			conf = g_build_filename(drv, "dkms.conf", NULL);
			top_conf = TRUE;
		}
		if (g_file_test(conf, G_FILE_TEST_IS_REGULAR) &&
		    !g_file_test(conf, G_FILE_TEST_IS_SYMLINK)) {
			if (sbx_dkms_load(&dk, conf, &err)) {
				ret = wrap_error(error, err, PORTER_ERROR_INPUT, "cannot read dkms.conf");
				goto out;
			}
			for (guint i = 0; i < dk->warnings->len; i++)
				g_ptr_array_add(warnings, g_strdup(dk->warnings->pdata[i]));
			p->dkms_command = sbx_dkms_command(dk, p->kernel_name, warnings);
			if (p->dkms_command) {
				/* MAKE[0] runs where dkms.conf is, as dkms runs it */
				if (top_conf) {
					g_free(p->subdir);
					p->subdir = g_strdup("");
					p->bopts.subdir = p->subdir;
				}
				p->bopts.mode = SBX_BUILD_CUSTOM;
				p->bopts.command = p->dkms_command;
				p->bopts.json_kcflags = TRUE;
				g_free(p->r->build);
				p->r->build = g_strdup(p->dkms_command);
			}
			/* locations are from dkms.conf's folder: the build's, unless Kbuild builds
			 * a subfolder of it (no MAKE[0]), then the .ko files are not checked */
			for (guint i = 0; i < dk->module_names->len &&
			     (!top_conf || p->dkms_command || !*p->subdir); i++) {
				const char *n = dk->module_names->pdata[i];
				const char *l = dk->module_locations->pdata[i];

				if (!*n)
					continue;
				/* a location leading out of the driver is not one to look in */
				if (g_path_is_absolute(l) || strstr(l, "..")) {
					g_ptr_array_add(warnings, g_strdup_printf(
						"%s: BUILT_MODULE_LOCATION[%u] %s ignored", conf, i, l));
					l = "";
				}
				g_ptr_array_add(p->expect, g_strdup_printf("%s%s%s.ko", l,
						*l && !g_str_has_suffix(l, "/") ? "/" : "", n));
			}
			g_printerr("porter: note: building as %s says%s%s\n", conf,
				   p->dkms_command ? ": " : "",
				   p->dkms_command ? p->dkms_command : "");
		}
	}
	for (guint i = 0; i < warnings->len; i++)
		g_printerr("porter: warning: %s\n", (char *)warnings->pdata[i]);
out:
	g_ptr_array_add(p->expect, NULL);
	p->bopts.expect_modules = (const char *const *)p->expect->pdata;
	sbx_dkms_free(dk);
	return ret;
}

/*
 * The driver's uncommitted edits as a commit of their own on top of its HEAD, so that the
 * series starts from HEAD (base-commit) and its first patch is those edits.  Only modified files
 * are handled: a file added or deleted since HEAD is named and refused.
 */
static int take_uncommitted(struct port *p, const char *drv, GError **error)
{
	g_autoptr(GError) err = NULL;
	g_autofree char *copied = g_strdup(sbx_work_base(p->w));
	g_autofree char *head = NULL, *local = NULL;
	struct porter_patch *pp;
	GPtrArray *changed = p->repo.changed;
	int ret;

	for (guint pass = 0; pass < 2; pass++) {
		for (guint i = 0; i < changed->len; i++) {
			const char *rel = changed->pdata[i];
			g_autofree char *path = g_build_filename(sbx_work_path(p->w), rel, NULL);
			g_autofree char *data = NULL;
			gsize len = 0;

			if (pass == 0 ? porter_driver_repo_show(&data, &len, drv, rel, &err) :
			    sbx_work_read(p->w, copied, rel, &data, &len, &err)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot take the "
					    "uncommitted edits of %s/%s (only modified files can be "
					    "sent as a patch): %s", drv, rel, err->message);
				return -PORTER_ERROR_INPUT;
			}
			if (!g_file_test(path, G_FILE_TEST_IS_REGULAR) ||
			    g_file_test(path, G_FILE_TEST_IS_SYMLINK) ||
			    !g_file_set_contents(path, data, len, &err)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot take the "
					    "uncommitted edits of %s/%s: only modified files can be "
					    "sent as a patch", drv, rel);
				return -PORTER_ERROR_INPUT;
			}
		}
		ret = sbx_work_commit(p->w, pass == 0 ? "porter: the driver's HEAD\n" :
				      "porter: the driver's uncommitted edits\n",
				      pass == 0 ? &head : &local, &err);
		if (!ret && pass == 0)
			ret = sbx_work_set_base(p->w, head, &err);
		if (ret)
			return wrap_error(error, err, PORTER_ERROR_INTERNAL,
					  "cannot commit the uncommitted edits");
	}
	pp = g_new0(struct porter_patch, 1);
	pp->subject = g_strdup_printf("%s: uncommitted changes", p->prefix);
	pp->body = g_strdup("The changes of the working tree that were not committed when porter\n"
			    "ran, sent first so that the fixes after them apply as they were made.\n");
	pp->hash = g_steal_pointer(&local);
	pp->issue_key = g_strdup("");
	g_ptr_array_add(p->patches, pp);
	return 0;
}

static gint cmp_names(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The first *.ko below dir (depth-first by name, 3 levels, links not followed), or NULL. */
static char *find_module(const char *dir, guint depth)
{
	g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *e;
	char *found = NULL;

	while (d && (e = g_dir_read_name(d)))
		if (strcmp(e, ".git"))
			g_ptr_array_add(names, g_strdup(e));
	g_ptr_array_sort(names, cmp_names);
	for (guint pass = 0; pass < 2 && !found; pass++) {
		for (guint i = 0; i < names->len && !found; i++) {
			g_autofree char *path = g_build_filename(dir, names->pdata[i], NULL);
			GStatBuf st;

			if (g_lstat(path, &st))
				continue;
			if (pass == 0 && S_ISREG(st.st_mode) &&
			    g_str_has_suffix(names->pdata[i], ".ko"))
				found = g_steal_pointer(&path);
			else if (pass == 1 && S_ISDIR(st.st_mode) && depth < 3)
				found = find_module(path, depth + 1);
		}
	}
	return found;
}

/*
 * --load-test: the module the final clean build left in the work copy, booted with the target
 * kernel (docs/load-test.md).  The verdict goes into the report; 0, or the error of a load test
 * that could not run (no image, no QEMU), whose message the report also keeps.
 */
static int load_test(struct port *p, GError **error)
{
	const char *work = sbx_work_path(p->w);
	const char *sub = p->subdir ? p->subdir : "";
	g_autofree char *dir = g_build_filename(work, sub, NULL);
	g_autofree char *ko = NULL;
	struct porter_load_test *t = NULL;
	int ret;

	for (guint i = 0; p->expect && i + 1 < p->expect->len && !ko; i++) {
		g_autofree char *path = g_build_filename(dir, p->expect->pdata[i], NULL);

		if (g_file_test(path, G_FILE_TEST_IS_REGULAR) &&
		    !g_file_test(path, G_FILE_TEST_IS_SYMLINK))
			ko = g_steal_pointer(&path);
	}
	if (!ko)
		ko = find_module(dir, 0);
	if (!ko) {
		t = g_new0(struct porter_load_test, 1);
		t->error = g_strdup_printf("cannot load-test %s: its build left no .ko in %s (a "
					   "Kbuild tree builds one; a plain or custom build may not)",
					   p->driver_name, *sub ? sub : "its top folder");
		p->r->load_test = t;
		g_set_error_literal(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, t->error);
		return -PORTER_ERROR_INTERNAL;
	}
	porter_progress("%s: load test of %s", p->driver_name, ko + strlen(work) + 1);
	ret = porter_load_test_run(&t, ko, p->o->kernel, p->o->load_test, error);
	/* the report names the module as the driver's, not the work copy's */
	g_free(t->module);
	t->module = g_strdup(ko + strlen(work) + 1);
	p->r->load_test = t;
	return ret;
}

int porter_port_run(struct porter_report **out, const struct porter_port_options *o,
		    GError **error)
{
	struct port p = { 0 };
	g_autoptr(GError) err = NULL;
	g_autofree char *drv_abs = NULL, *k_abs = NULL;
	double t0 = now_s();
	guint max_rounds = o->max_rounds ? o->max_rounds : 10;
	gboolean keep = FALSE;
	g_autoptr(GError) load_err = NULL;
	int ret, load_ret = 0;

	*out = NULL;
	ret = check_inputs(o, error);
	if (ret)
		return ret;
	p.o = o;
	p.r = porter_report_new();
	p.by_key = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	p.patches = g_ptr_array_new_with_free_func((GDestroyNotify)porter_patch_free);
	drv_abs = g_canonicalize_filename(o->driver, NULL);
	k_abs = g_canonicalize_filename(o->kernel, NULL);
	p.driver_name = g_path_get_basename(drv_abs);
	p.kernel_name = NULL;	/* the release, once the kernel dir is checked */
	p.prefix = porter_subject_prefix(drv_abs);
	p.r->driver = g_strdup(drv_abs);
	p.r->kernel = g_strdup(k_abs);
	p.r->db = g_canonicalize_filename(o->db, NULL);
	p.r->build = g_strdup(o->build);
	p.r->backport = o->backport;
	p.r->review = !o->apply;

	p.bopts.mode = o->build ? SBX_BUILD_CUSTOM : SBX_BUILD_AUTO;
	p.bopts.command = o->build;
	p.bopts.run.isolation = o->isolation;
	p.bopts.run.timeout_s = o->limits.timeout_s;
	p.bopts.run.cpu_limit_s = o->limits.cpu_s;
	p.bopts.run.mem_limit_mb = o->limits.mem_mb;
	p.bopts.run.disk_limit_mb = o->limits.disk_mb;
	p.bopts.run.tmp_limit_mb = o->limits.tmp_mb;
	p.bopts.run.pids_max = o->limits.pids;
	{
		struct sbx_run_options kr = p.bopts.run;

		kr.timeout_s = 60;
		p.kernel_name = sbx_kernel_release(k_abs, &kr);
	}
	ret = setup_build(&p, drv_abs, o->kernel, error);
	if (ret)
		goto out_free;
	ret = porter_driver_repo_read(&p.repo, drv_abs, error);
	if (ret)
		goto out_free;
	if (p.repo.changed->len && !o->apply && !o->include_uncommitted) {
		g_autofree char *list = NULL;

		g_ptr_array_add(p.repo.changed, NULL);
		list = g_strjoinv(", ", (char **)p.repo.changed->pdata);
		g_ptr_array_remove_index(p.repo.changed, p.repo.changed->len - 1);
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "driver %s has uncommitted "
			    "changes (%s): commit or stash them, or pass --include-uncommitted to "
			    "send them as the series' first patch", drv_abs, list);
		ret = -PORTER_ERROR_INPUT;
		goto out_free;
	}

	if (o->out_dir) {
		/* a link where porter writes is refused before any build, not followed after */
		static const char *const mine[] = { "patches", "cocci", "series.mbox", "report.txt",
						    "report.json", "report.md", NULL };

		if (!o->out)
			ret = porter_out_open(&p.out_own, o->out_dir, error);
		p.out = o->out ? o->out : p.out_own;
		if (!ret)
			ret = porter_out_check(p.out, mine, error);
		if (ret)
			goto out_free;
		clear_outputs(p.out);
	}
	if (pq_db_open(&p.db, o->db, FALSE, &err)) {
		ret = wrap_error(error, err,
				 index_damaged(err) ? PORTER_ERROR_INDEX : PORTER_ERROR_INPUT,
				 "cannot open the database");
		goto out_free;
	}
	if (o->compat) {
		struct porter_compat_options co = { o->kernel, o->also_build, o->driver, o->backport };

		ret = porter_compat_new(&p.compat, &co, &p.bopts, p.db, error);
		if (ret)
			goto out_free;
	}
	if (o->apply) {
		ret = apply_recover(drv_abs, error);
		if (ret)
			goto out_free;
	}
	if (sbx_work_new_limited(&p.w, o->driver, o->work_parent, o->limits.copy_mb, 0, &err)) {
		ret = wrap_error(error, err, err && err->code == SBX_ERROR_INPUT ?
				 PORTER_ERROR_INPUT : PORTER_ERROR_INTERNAL, "cannot make a work copy");
		goto out_free;
	}
	for (const char *const *n = sbx_work_notes(p.w); *n; n++)
		g_printerr("porter: warning: %s: %s\n", p.driver_name, *n);
	if (p.repo.changed->len && !o->apply && o->include_uncommitted) {
		ret = take_uncommitted(&p, drv_abs, error);
		if (ret)
			goto out_free;
	}
	/* the uncommitted edits' commit, if taken, else the base */
	p.head = g_strdup(p.patches->len ? ((struct porter_patch *)p.patches->pdata[p.patches->len - 1])->hash :
			  sbx_work_base(p.w));
	{
		GPtrArray *issues;
		GHashTable *keys;
		char *log;
		gboolean ok;

		ret = build_and_reduce(&p, FALSE, &issues, &keys, &log, &ok,
				       &p.r->diagnostics_before, error);
		if (ret)
			goto out_free;
		set_current(&p, issues, keys, log, ok);
	}
	p.r->issues_before = p.issues->len;
	porter_progress("%s -> %s: %u issue(s), %u diagnostic(s)", p.driver_name, p.kernel_name,
			p.issues->len, p.r->diagnostics_before);

	for (guint round = 1; round <= max_rounds && p.issues->len; round++) {
		g_autoptr(GPtrArray) todo = g_ptr_array_new_with_free_func(g_free);
		gboolean progress = FALSE;

		p.r->rounds = round;
		/* every issue has its entry, also those another issue's change will fix */
		for (guint i = 0; i < p.issues->len; i++) {
			g_autofree char *k = file_key(&p, p.issues->pdata[i]);

			report_for(&p, p.issues->pdata[i], k);
		}
		/* the issue set changes as fixes are kept: iterate over this round's keys */
		for (guint i = 0; i < p.issues->len; i++)
			g_ptr_array_add(todo, file_key(&p, p.issues->pdata[i]));
		for (guint i = 0; i < todo->len; i++) {
			const struct red_issue *issue = NULL;

			for (guint j = 0; j < p.issues->len && !issue; j++) {
				g_autofree char *k = file_key(&p, p.issues->pdata[j]);

				if (!strcmp(k, todo->pdata[i]))
					issue = p.issues->pdata[j];
			}
			/* gone already, fixed with an earlier one */
			if (!issue)
				continue;
			ret = fix_issue(&p, issue, round, error);
			if (ret < 0)
				goto out_free;
			progress |= ret > 0;
		}
		if (!progress)
			break;
	}

	if (!p.patches->len) {
		/* nothing kept: the first build is the final state (a hung build is not run twice) */
		p.r->diagnostics_after = p.r->diagnostics_before;
	} else {
		/* the final state, judged by a fresh build of the kept changes */
		GPtrArray *issues;
		GHashTable *keys;
		char *log;
		gboolean ok;

		ret = build_and_reduce(&p, FALSE, &issues, &keys, &log, &ok,
				       &p.r->diagnostics_after, error);
		if (ret)
			goto out_free;
		set_current(&p, issues, keys, log, ok);
	}
	fill_remaining(&p);
	p.r->issues_after = p.issues->len;
	p.r->clean = p.build_ok && !p.issues->len;
	if (!p.r->clean) {
		g_autofree char *log = strip_work(&p, p.log);

		p.r->final_log = bounded_log(log);
	}
	p.r->exit_code = p.r->clean ? PORTER_EXIT_CLEAN : PORTER_EXIT_PARTIAL;
	if (o->load_test && p.r->clean)
		load_ret = load_test(&p, &load_err);
	/* a module that builds but does not load is not ported: not applied, exit 1 */
	if (p.r->load_test && p.r->load_test->verdict && !p.r->load_test->loads)
		p.r->exit_code = PORTER_EXIT_PARTIAL;
	if (o->apply && p.r->clean && p.patches->len && p.r->exit_code == PORTER_EXIT_CLEAN) {
		ret = apply_to_driver(&p, error);
		if (ret)
			goto out_free;
	}
	p.r->t_total = now_s() - t0;
	ret = write_outputs(&p, error);
	/* a load test that could not run is porter's failure, told after the report is out */
	if (!ret && load_ret) {
		g_propagate_error(error, g_steal_pointer(&load_err));
		ret = load_ret;
	}
	/* the port is done (and maybe applied): the caller still gets the report to print */
	keep = TRUE;
out_free:
	if (p.w)
		sbx_work_free(p.w, TRUE);
	porter_compat_free(p.compat);
	if (p.db)
		pq_db_close(p.db);
	g_hash_table_unref(p.by_key);
	g_ptr_array_unref(p.patches);
	if (p.issues)
		g_ptr_array_unref(p.issues);
	if (p.keys)
		g_hash_table_unref(p.keys);
	g_free(p.log);
	sbx_build_clear(&p.first);
	g_free(p.driver_name);
	g_free(p.kernel_name);
	g_free(p.prefix);
	g_free(p.head);
	g_free(p.subdir);
	g_free(p.dkms_command);
	if (p.build_env)
		g_ptr_array_unref(p.build_env);
	if (p.expect)
		g_ptr_array_unref(p.expect);
	porter_driver_repo_clear(&p.repo);
	porter_out_free(p.out_own);
	if (p.r->t_total == 0)
		p.r->t_total = now_s() - t0;
	if (ret && !keep)
		porter_report_free(p.r);
	else
		*out = p.r;
	return ret;
}

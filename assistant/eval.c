// SPDX-License-Identifier: GPL-2.0
/*
 * `porter eval --cases FILE`: runs the port loop (review mode) on every case of a manifest and
 * scores it: root issues and the raw diagnostics behind them, expected issues reported, right
 * example found and at rank 1, issues fixed, clean builds, and the time split the loop records.
 * Nothing is estimated: a figure that was not measured is printed as "-" (JSON null).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "porter.h"
#include "eval.h"
#ifndef PORTER_EVAL_PARSER_ONLY
#include "prequel.h"
#include "progress.h"
#include "reducer.h"
#include "sandbox.h"
#endif

/* ---- manifest ---------------------------------------------------------------------------- */

static void expect_free(struct porter_eval_expect *e)
{
	if (!e)
		return;
	g_free(e->kind);
	g_free(e->symbol);
	g_free(e->container);
	g_ptr_array_unref(e->examples);
	g_ptr_array_unref(e->hashes);
	g_free(e);
}

static void case_free(struct porter_eval_case *c)
{
	if (!c)
		return;
	g_free(c->name);
	g_free(c->driver);
	g_free(c->kernel);
	g_free(c->db);
	g_free(c->build);
	g_free(c->reference);
	g_strfreev(c->exclude_paths);
	g_ptr_array_unref(c->expected);
	g_free(c);
}

void porter_eval_manifest_free(struct porter_eval_manifest *m)
{
	if (!m)
		return;
	g_free(m->path);
	g_free(m->minikernel);
	g_free(m->build);
	g_hash_table_unref(m->corpus_ids);
	g_ptr_array_unref(m->cases);
	g_free(m);
}

/* @s with its control characters escaped, so that a message stays one line; owned. */
static char *one_line(const char *s)
{
	GString *out = g_string_new(NULL);

	for (; *s; s++) {
		if (*s == '\n')
			g_string_append(out, "\\n");
		else if ((guchar)*s < 0x20 || *s == 0x7f)
			g_string_append_printf(out, "\\x%02x", (guchar)*s);
		else
			g_string_append_c(out, *s);
	}
	return g_string_free(out, FALSE);
}

static int input_error(GError **error, const char *name, const char *where, const char *fmt, ...)
	G_GNUC_PRINTF(4, 5);

static int input_error(GError **error, const char *name, const char *where, const char *fmt, ...)
{
	g_autofree char *msg = NULL, *full = NULL, *line = NULL;
	va_list ap;

	va_start(ap, fmt);
	msg = g_strdup_vprintf(fmt, ap);
	va_end(ap);
	/* keys and values quoted from the manifest may hold anything */
	full = g_strdup_printf("%s: %s: %s", name, where, msg);
	line = one_line(full);
	g_set_error_literal(error, PORTER_ERROR, PORTER_ERROR_INPUT, line);
	return -PORTER_ERROR_INPUT;
}

/* Paths in the manifest are relative to its folder, like nightly's config. */
static char *resolve_path(const char *base_dir, const char *p)
{
	if (g_path_is_absolute(p))
		return g_strdup(p);
	return g_build_filename(base_dir, p, NULL);
}

/*
 * A string member: absent or null leaves *out NULL (an error when @required), anything but a
 * non-empty string is an error naming @where.key.
 */
static int get_string(char **out, JsonObject *o, const char *key, gboolean required,
		      const char *name, const char *where, GError **error)
{
	JsonNode *n = json_object_get_member(o, key);
	const char *s;

	*out = NULL;
	if (!n || JSON_NODE_HOLDS_NULL(n)) {
		if (required)
			return input_error(error, name, where, "missing \"%s\"", key);
		return 0;
	}
	if (!JSON_NODE_HOLDS_VALUE(n) || json_node_get_value_type(n) != G_TYPE_STRING)
		return input_error(error, name, where, "\"%s\" must be a string", key);
	s = json_node_get_string(n);
	if (!s || !*s)
		return input_error(error, name, where, "\"%s\" is empty", key);
	*out = g_strdup(s);
	return 0;
}

static int parse_expect(struct porter_eval_expect **out, JsonNode *n, const char *name,
			const char *where, GError **error)
{
	struct porter_eval_expect *e;
	JsonObject *o;
	JsonNode *ex;
	int ret;

	*out = NULL;
	if (!JSON_NODE_HOLDS_OBJECT(n))
		return input_error(error, name, where, "expected an object");
	o = json_node_get_object(n);
	e = g_new0(struct porter_eval_expect, 1);
	e->examples = g_ptr_array_new_with_free_func(g_free);
	e->hashes = g_ptr_array_new_with_free_func(g_free);
	ret = get_string(&e->kind, o, "kind", TRUE, name, where, error);
	if (!ret)
		ret = get_string(&e->symbol, o, "symbol", TRUE, name, where, error);
	if (!ret)
		ret = get_string(&e->container, o, "container", FALSE, name, where, error);
	if (ret)
		goto out_free;
	ex = json_object_get_member(o, "examples");
	if (ex && !JSON_NODE_HOLDS_NULL(ex)) {
		JsonArray *a;

		if (!JSON_NODE_HOLDS_ARRAY(ex)) {
			ret = input_error(error, name, where, "\"examples\" must be an array");
			goto out_free;
		}
		a = json_node_get_array(ex);
		for (guint i = 0; i < json_array_get_length(a); i++) {
			JsonNode *s = json_array_get_element(a, i);

			if (!JSON_NODE_HOLDS_VALUE(s) ||
			    json_node_get_value_type(s) != G_TYPE_STRING ||
			    !*json_node_get_string(s)) {
				g_autofree char *w = g_strdup_printf("%s.examples[%u]", where, i);

				ret = input_error(error, name, w, "expected a Corpus-Id string");
				goto out_free;
			}
			g_ptr_array_add(e->examples, g_strdup(json_node_get_string(s)));
		}
	}
	*out = e;
	return 0;
out_free:
	expect_free(e);
	return ret;
}

static int parse_case(struct porter_eval_case **out, JsonNode *n, const char *dir,
		      const char *name, guint idx, GError **error)
{
	g_autofree char *where = g_strdup_printf("cases[%u]", idx);
	g_autofree char *driver = NULL, *kernel = NULL, *db = NULL, *direction = NULL;
	g_autofree char *reference = NULL;
	struct porter_eval_case *c;
	JsonObject *o;
	JsonNode *ex, *xp;
	int ret;

	*out = NULL;
	if (!JSON_NODE_HOLDS_OBJECT(n))
		return input_error(error, name, where, "expected an object");
	o = json_node_get_object(n);
	c = g_new0(struct porter_eval_case, 1);
	c->expected = g_ptr_array_new_with_free_func((GDestroyNotify)expect_free);
	ret = get_string(&c->name, o, "name", FALSE, name, where, error);
	if (!ret)
		ret = get_string(&driver, o, "driver", TRUE, name, where, error);
	if (!ret)
		ret = get_string(&kernel, o, "kernel", TRUE, name, where, error);
	if (!ret)
		ret = get_string(&db, o, "db", FALSE, name, where, error);
	if (!ret)
		ret = get_string(&c->build, o, "build", FALSE, name, where, error);
	if (!ret)
		ret = get_string(&direction, o, "direction", FALSE, name, where, error);
	if (!ret)
		ret = get_string(&reference, o, "reference_dir", FALSE, name, where, error);
	if (ret)
		goto out_free;
	xp = json_object_get_member(o, "exclude_paths");
	if (xp && !JSON_NODE_HOLDS_NULL(xp)) {
		GStrvBuilder *sb = g_strv_builder_new();
		JsonArray *a = JSON_NODE_HOLDS_ARRAY(xp) ? json_node_get_array(xp) : NULL;

		for (guint i = 0; a && i < json_array_get_length(a); i++) {
			JsonNode *e = json_array_get_element(a, i);

			if (!JSON_NODE_HOLDS_VALUE(e) ||
			    json_node_get_value_type(e) != G_TYPE_STRING) {
				a = NULL;
				break;
			}
			g_strv_builder_add(sb, json_node_get_string(e));
		}
		c->exclude_paths = g_strv_builder_end(sb);
		g_strv_builder_unref(sb);
		if (!a) {
			ret = input_error(error, name, where,
					  "\"exclude_paths\" must be an array of strings");
			goto out_free;
		}
	}
	if (direction && strcmp(direction, "forward") && strcmp(direction, "backport")) {
		ret = input_error(error, name, where,
				  "\"direction\" is '%s', expected forward or backport", direction);
		goto out_free;
	}
	c->backport = !g_strcmp0(direction, "backport");
	if (!c->name)
		c->name = g_strdup_printf("case%u", idx + 1);
	c->driver = resolve_path(dir, driver);
	c->kernel = resolve_path(dir, kernel);
	c->db = db ? resolve_path(dir, db) : NULL;
	c->reference = reference ? resolve_path(dir, reference) : NULL;
	ex = json_object_get_member(o, "expected");
	if (ex && !JSON_NODE_HOLDS_NULL(ex)) {
		JsonArray *a;

		if (!JSON_NODE_HOLDS_ARRAY(ex)) {
			ret = input_error(error, name, where, "\"expected\" must be an array");
			goto out_free;
		}
		a = json_node_get_array(ex);
		for (guint i = 0; i < json_array_get_length(a); i++) {
			g_autofree char *w = g_strdup_printf("%s.expected[%u]", where, i);
			struct porter_eval_expect *e;

			ret = parse_expect(&e, json_array_get_element(a, i), name, w, error);
			if (ret)
				goto out_free;
			g_ptr_array_add(c->expected, e);
		}
	}
	*out = c;
	return 0;
out_free:
	case_free(c);
	return ret;
}

/* "corpus_ids": { id: "hash" } or { id: { "commit": "hash", ... } } (corpora's form). */
static int parse_corpus_ids(GHashTable *ids, JsonNode *n, const char *name, GError **error)
{
	g_autoptr(GList) members = NULL;
	JsonObject *o;

	if (!JSON_NODE_HOLDS_OBJECT(n))
		return input_error(error, name, "corpus_ids", "expected an object");
	o = json_node_get_object(n);
	members = json_object_get_members(o);
	for (GList *l = members; l; l = l->next) {
		JsonNode *v = json_object_get_member(o, l->data);
		g_autofree char *where = g_strdup_printf("corpus_ids.%s", (char *)l->data);
		g_autofree char *hash = NULL;

		if (JSON_NODE_HOLDS_OBJECT(v)) {
			int ret = get_string(&hash, json_node_get_object(v), "commit", TRUE, name,
					     where, error);

			if (ret)
				return ret;
		} else if (JSON_NODE_HOLDS_VALUE(v) &&
			   json_node_get_value_type(v) == G_TYPE_STRING) {
			hash = g_strdup(json_node_get_string(v));
		} else {
			return input_error(error, name, where,
					   "expected a commit hash or an object with \"commit\"");
		}
		g_hash_table_replace(ids, g_strdup(l->data), g_steal_pointer(&hash));
	}
	return 0;
}

/* Line and column (1-based) of byte @off of @data, for messages about raw bytes. */
static void line_col(const char *data, gsize off, guint *line, guint *col)
{
	*line = 1;
	*col = 1;
	for (gsize i = 0; i < off; i++) {
		if (data[i] == '\n') {
			(*line)++;
			*col = 1;
		} else {
			(*col)++;
		}
	}
}

int porter_eval_manifest_parse(struct porter_eval_manifest **out, const char *data, gsize len,
			       const char *name, GError **error)
{
	g_autoptr(JsonParser) parser = json_parser_new();
	g_autoptr(GError) err = NULL;
	g_autofree char *dir = g_path_get_dirname(name);
	struct porter_eval_manifest *m = NULL;
	const char *bad = NULL;
	JsonObject *root;
	JsonNode *n;
	int ret;

	*out = NULL;
	if (!g_utf8_validate(data, len, &bad)) {
		guint line, col;

		line_col(data, bad - data, &line, &col);
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "%s:%u:%u: not UTF-8 text (or a NUL byte)", name, line, col);
		return -PORTER_ERROR_INPUT;
	}
	/* json-glib recurses per level: a manifest nested thousands deep would crash it */
	ret = porter_json_check_depth(data, len, name, error);
	if (ret)
		return ret;
	if (!json_parser_load_from_data(parser, data, len, &err)) {
		const char *msg = err->message;

		g_autofree char *line = NULL;

		/* json-glib names in-memory input "<data>"; name the file instead */
		if (g_str_has_prefix(msg, "<data>:"))
			msg += strlen("<data>:");
		/* it quotes the offending token, newlines and all: keep the message one line */
		line = one_line(msg);
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "%s:%s", name, line);
		return -PORTER_ERROR_INPUT;
	}
	n = json_parser_get_root(parser);
	if (!n || !JSON_NODE_HOLDS_OBJECT(n))
		return input_error(error, name, "top level", "expected a JSON object");
	root = json_node_get_object(n);

	m = g_new0(struct porter_eval_manifest, 1);
	m->path = g_strdup(name);
	m->corpus_ids = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	m->cases = g_ptr_array_new_with_free_func((GDestroyNotify)case_free);
	{
		g_autofree char *mk = NULL;

		ret = get_string(&mk, root, "minikernel", FALSE, name, "top level", error);
		if (ret)
			goto out_free;
		m->minikernel = mk ? resolve_path(dir, mk) : NULL;
	}
	ret = get_string(&m->build, root, "build", FALSE, name, "top level", error);
	if (ret)
		goto out_free;
	n = json_object_get_member(root, "corpus_ids");
	if (n && !JSON_NODE_HOLDS_NULL(n)) {
		ret = parse_corpus_ids(m->corpus_ids, n, name, error);
		if (ret)
			goto out_free;
	}
	n = json_object_get_member(root, "cases");
	if (!n || !JSON_NODE_HOLDS_ARRAY(n)) {
		ret = input_error(error, name, "top level", "\"cases\" must be an array");
		goto out_free;
	}
	for (guint i = 0; i < json_array_get_length(json_node_get_array(n)); i++) {
		struct porter_eval_case *c;

		ret = parse_case(&c, json_array_get_element(json_node_get_array(n), i), dir, name,
				 i, error);
		if (ret)
			goto out_free;
		for (guint j = 0; j < m->cases->len; j++) {
			const struct porter_eval_case *o = m->cases->pdata[j];

			if (!strcmp(o->name, c->name)) {
				g_autofree char *w = g_strdup_printf("cases[%u]", i);

				ret = input_error(error, name, w, "name '%s' already used by cases[%u]",
						  c->name, j);
				case_free(c);
				goto out_free;
			}
		}
		g_ptr_array_add(m->cases, c);
	}
	*out = m;
	return 0;
out_free:
	porter_eval_manifest_free(m);
	return ret;
}

int porter_eval_manifest_load(struct porter_eval_manifest **out, const char *path,
			      GError **error)
{
	g_autofree char *data = NULL;
	g_autoptr(GError) err = NULL;
	gsize len = 0;

	*out = NULL;
	if (!g_file_get_contents(path, &data, &len, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot read %s: %s", path,
			    err->message);
		return -PORTER_ERROR_INPUT;
	}
	return porter_eval_manifest_parse(out, data, len, path, error);
}

/*
 * The fuzz target tests/fuzz/fuzz-manifest.c compiles this file with PORTER_EVAL_PARSER_ONLY:
 * the parser above alone, without the modules the runner below links.
 */
#ifndef PORTER_EVAL_PARSER_ONLY

/* ---- example ids to hashes ---------------------------------------------------------------- */

/* Adds @message's Corpus-Id trailers to the table @data: id -> @hash. */
static int add_corpus_ids(const char *hash, const char *message, void *data)
{
	g_auto(GStrv) lines = g_strsplit(message, "\n", -1);

	for (guint j = 0; lines[j]; j++)
		if (g_str_has_prefix(lines[j], "Corpus-Id:"))
			g_hash_table_replace(data,
					     g_strdup(g_strstrip(lines[j] + strlen("Corpus-Id:"))),
					     g_strdup(hash));
	return 0;
}

/*
 * Corpus-Id trailers of every commit of @repo (`git log --all`): id -> hash (owned).  Read
 * with libgit2, which runs nothing the repository's config names (docs/sandbox.md).
 */
static int scan_corpus_ids(GHashTable *ids, const char *repo, GError **error)
{
	g_autoptr(GError) err = NULL;

	if (sbx_repo_foreach_commit(repo, add_corpus_ids, ids, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot read the history of %s: %s", repo, err->message);
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

/*
 * Fills every expectation's hashes: from the manifest's corpus_ids, else from the Corpus-Id
 * trailers of the minikernel history (read once, only when needed).  An id found nowhere is an
 * input error naming its place in the manifest.
 */
static int resolve_examples(struct porter_eval_manifest *m, GError **error)
{
	g_autoptr(GHashTable) trailers = NULL;
	int ret;

	for (guint i = 0; i < m->cases->len; i++) {
		struct porter_eval_case *c = m->cases->pdata[i];

		for (guint j = 0; j < c->expected->len; j++) {
			struct porter_eval_expect *e = c->expected->pdata[j];

			for (guint k = 0; k < e->examples->len; k++) {
				const char *id = e->examples->pdata[k];
				const char *hash = g_hash_table_lookup(m->corpus_ids, id);

				if (!hash && m->minikernel && !trailers) {
					trailers = g_hash_table_new_full(g_str_hash, g_str_equal,
									 g_free, g_free);
					ret = scan_corpus_ids(trailers, m->minikernel, error);
					if (ret)
						return ret;
				}
				if (!hash && trailers)
					hash = g_hash_table_lookup(trailers, id);
				if (!hash) {
					g_autofree char *w = g_strdup_printf(
						"cases[%u].expected[%u].examples[%u]", i, j, k);

					return input_error(error, m->path, w,
						"unknown Corpus-Id '%s'%s", id,
						m->minikernel ? "" :
						" (no corpus_ids entry and no \"minikernel\")");
				}
				g_ptr_array_add(e->hashes, g_strdup(hash));
			}
		}
	}
	return 0;
}

/* ---- running and scoring ----------------------------------------------------------------- */

struct expect_score {
	gboolean reported, fixed, found;
	gboolean queried;		/* the loop searched examples for it, not fixed along */
	int rank;			/* 1-based rank of the first right example, 0: none */
};

/*
 * Why an issue of the first build is left in the final one, read from the loop's report: the
 * furthest any of its candidates got, so that the table says which stage to work on.
 */
enum left_why {
	LEFT_NOT_QUERIED,	/* the loop never searched for it (appeared late, or not a root) */
	LEFT_NO_QUERY,		/* no template gave a query */
	LEFT_NO_CANDIDATE,	/* the query found no commit */
	LEFT_NO_PATCH,		/* no candidate gave a semantic patch */
	LEFT_NOT_APPLIED,	/* no semantic patch changed the driver */
	LEFT_TIMEOUT,		/* spatch or the build ran out of time */
	LEFT_NOT_FIXED,		/* applied, the issue still there */
	LEFT_REJECTED,		/* fixed, but the change dropped what the driver did */
	LEFT_NEW_ERRORS,	/* fixed, but new issues appeared */
	LEFT_CHAIN,		/* fixed, leaving a name of the example's that no example replaced */
	LEFT_CASCADE,		/* follows from another issue left, never queried itself */
	LEFT_N
};
static const char *const left_why_names[LEFT_N] = {
	"not-queried", "no-query", "no-candidate", "no-patch", "not-applied", "timeout",
	"not-fixed", "rejected", "new-errors", "chain", "cascade",
};

static enum left_why left_why_of(const struct porter_issue_report *ir)
{
	enum left_why w = LEFT_NO_CANDIDATE;

	if (!ir)
		return LEFT_NOT_QUERIED;
	if (ir->cascade_of)
		return LEFT_CASCADE;
	if (!ir->query)
		return LEFT_NO_QUERY;
	for (guint i = 0; i < ir->candidates->len; i++) {
		const struct porter_candidate *c = ir->candidates->pdata[i];
		enum left_why cw = LEFT_NO_CANDIDATE;

		switch (c->outcome) {
		case PORTER_OUTCOME_UNTRIED:
			break;
		case PORTER_OUTCOME_NO_CHANGES:
		case PORTER_OUTCOME_NO_PATCH:
			cw = LEFT_NO_PATCH;
			break;
		case PORTER_OUTCOME_NOT_APPLIED:
			cw = c->why && strstr(c->why, "timed out") ? LEFT_TIMEOUT : LEFT_NOT_APPLIED;
			break;
		case PORTER_OUTCOME_NOT_FIXED:
			cw = LEFT_NOT_FIXED;
			break;
		case PORTER_OUTCOME_REJECTED:
			cw = LEFT_REJECTED;
			break;
		case PORTER_OUTCOME_NEW_ERRORS:
			cw = LEFT_NEW_ERRORS;
			break;
		case PORTER_OUTCOME_CHAIN:
			cw = LEFT_CHAIN;
			break;
		case PORTER_OUTCOME_FIXED:
			cw = LEFT_NEW_ERRORS;	/* kept, yet the issue is back in the final build */
			break;
		}
		if (cw > w)
			w = cw;
	}
	return w;
}

struct left_issue {
	char *key;
	enum left_why why;
};

static void left_issue_free(struct left_issue *l)
{
	g_free(l->key);
	g_free(l);
}

/* A fixed issue judged against the case's reference (judge.c). */
struct judged_issue {
	char *key, *why;
	enum porter_judgment j;
};

static void judged_issue_free(struct judged_issue *ji)
{
	g_free(ji->key);
	g_free(ji->why);
	g_free(ji);
}

struct case_score {
	const struct porter_eval_case *c;
	struct porter_report *r;	/* NULL when the case could not run */
	char *error;
	int exit_code;
	double t_index;			/* < 0: not measured (the DB existed) */
	struct expect_score *ex;	/* one per c->expected */
	GHashTable *first;		/* issue keys of eval's own build of the pristine driver */
	double t_ref;			/* seconds of that build and its reduction */
	guint n_fixed;
	GPtrArray *left;		/* struct left_issue *, sorted by key */
	guint n_why[LEFT_N];
	guint n_expect, n_reported, n_with_examples, n_found, n_rank1, n_expect_fixed;
	GPtrArray *judged;		/* struct judged_issue *, by key; NULL: no reference */
	guint n_judge[PORTER_JUDGE_UNJUDGED + 1];
};

static void case_score_clear(struct case_score *s)
{
	if (s->r)
		porter_report_free(s->r);
	g_free(s->error);
	g_free(s->ex);
	if (s->left)
		g_ptr_array_unref(s->left);
	if (s->judged)
		g_ptr_array_unref(s->judged);
	if (s->first)
		g_hash_table_unref(s->first);
}

/*
 * The issue keys of the pristine driver, from a build of a work copy and the reducer, as the
 * loop's first build sees them.  The report lists only the issues the loop worked on: one fixed
 * along with an earlier one never gets an entry, so fixes and expectations are scored against
 * this set and the final build's issues instead.
 */
static int reference_issues(struct case_score *s, const struct porter_port_options *o,
			    GError **error)
{
	struct sbx_build_options bo = { 0 };
	struct red_options ro = RED_OPTIONS_INIT;
	struct sbx_build b = { 0 };
	struct sbx_work *w = NULL;
	g_autoptr(GPtrArray) issues = NULL;
	double t0 = g_get_monotonic_time() / 1e6;
	guint ndiag = 0;
	int ret;

	ret = sbx_work_new(&w, o->driver, NULL, error);
	if (ret)
		return ret;
	bo.mode = o->build ? SBX_BUILD_CUSTOM : SBX_BUILD_AUTO;
	bo.command = o->build;
	bo.run.isolation = o->isolation;
	ret = sbx_build_run(&b, sbx_work_path(w), o->kernel, &bo, error);
	if (ret)
		goto out_free_work;
	ro.source_dir = sbx_work_path(w);
	ro.kernel_dir = o->kernel;
	ret = red_reduce_log(&issues, &ndiag, b.diagnostics ? b.diagnostics : "",
			     b.diagnostics ? strlen(b.diagnostics) : 0, &ro, error);
	if (ret)
		goto out_clear_build;
	s->first = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	for (guint i = 0; i < issues->len; i++) {
		const struct red_issue *is = issues->pdata[i];

		g_hash_table_add(s->first, porter_issue_key(red_kind_name(is->kind), is->symbol,
							    is->container));
	}
	s->t_ref = g_get_monotonic_time() / 1e6 - t0;
out_clear_build:
	sbx_build_clear(&b);
out_free_work:
	sbx_work_free(w, TRUE);
	return ret;
}

static gboolean hash_in(GPtrArray *hashes, const char *hash)
{
	for (guint i = 0; hash && i < hashes->len; i++) {
		const char *h = hashes->pdata[i];
		gsize n = MIN(strlen(h), strlen(hash));

		/* manifests may abbreviate; the report has full hashes */
		if (n >= 7 && !g_ascii_strncasecmp(h, hash, n))
			return TRUE;
	}
	return FALSE;
}

static const struct porter_issue_report *find_issue(const struct porter_report *r,
						     const char *key)
{
	for (guint i = 0; i < r->issues->len; i++) {
		const struct porter_issue_report *ir = r->issues->pdata[i];
		g_autofree char *k = porter_issue_key(ir->kind, ir->symbol, ir->container);

		if (!strcmp(k, key))
			return ir;
	}
	return NULL;
}

/* A file of the pristine driver (reference FALSE) or of the case's reference folder, by the
 * path the loop's diff names; NULL when absent or when the path leaves the folder. */
static char *case_text(void *data, const char *path, gboolean reference)
{
	const struct porter_eval_case *c = data;
	g_autofree char *full = NULL;
	char *text = NULL;

	if (!path || g_path_is_absolute(path) || strstr(path, "..") ||
	    !g_file_test(c->driver, G_FILE_TEST_IS_DIR))
		return NULL;
	full = g_build_filename(reference ? c->reference : c->driver, path, NULL);
	if (!g_file_test(full, G_FILE_TEST_IS_REGULAR) ||
	    !g_file_get_contents(full, &text, NULL, NULL))
		return NULL;
	return text;
}

static gint cmp_judged(gconstpointer a, gconstpointer b)
{
	const struct judged_issue *x = *(struct judged_issue *const *)a;
	const struct judged_issue *y = *(struct judged_issue *const *)b;

	return strcmp(x->key, y->key);
}

/* Judges every fixed issue (in seen, not in left) by the change that fixed it: its own, or the
 * one of the issue whose change took it along; an issue with neither is unjudged. */
static void judge_case(struct case_score *s, GHashTable *seen, GHashTable *left)
{
	GHashTableIter it;
	gpointer k;

	s->judged = g_ptr_array_new_with_free_func((GDestroyNotify)judged_issue_free);
	g_hash_table_iter_init(&it, seen);
	while (g_hash_table_iter_next(&it, &k, NULL)) {
		const struct porter_issue_report *ir = find_issue(s->r, k);
		struct judged_issue *ji;

		if (g_hash_table_contains(left, k))
			continue;
		if (ir && ir->fixed_by)
			ir = find_issue(s->r, ir->fixed_by);
		ji = g_new0(struct judged_issue, 1);
		ji->key = g_strdup(k);
		if (ir && ir->diff) {
			ji->j = porter_judge_fix(&ji->why, ir->diff, case_text, (void *)s->c);
		} else {
			ji->j = PORTER_JUDGE_UNJUDGED;
			ji->why = g_strdup("no change of its own, nor of the issue that took "
					   "it along");
		}
		s->n_judge[ji->j]++;
		g_ptr_array_add(s->judged, ji);
	}
	g_ptr_array_sort(s->judged, cmp_judged);
}

static gint cmp_left(gconstpointer a, gconstpointer b)
{
	const struct left_issue *x = *(struct left_issue *const *)a, *y = *(struct left_issue *const *)b;

	return strcmp(x->key, y->key);
}

static void score_case(struct case_score *s)
{
	const struct porter_eval_case *c = s->c;
	const struct porter_report *r = s->r;

	g_autoptr(GHashTable) seen = NULL, left = NULL;
	GHashTableIter it;
	gpointer k;

	s->ex = g_new0(struct expect_score, c->expected->len ? c->expected->len : 1);
	s->n_expect = c->expected->len;
	if (!r)
		return;
	/* seen: the pristine build's issues and those later rounds uncovered; fixed: seen, gone */
	seen = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	left = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	if (s->first) {
		g_hash_table_iter_init(&it, s->first);
		while (g_hash_table_iter_next(&it, &k, NULL))
			g_hash_table_add(seen, g_strdup(k));
	}
	for (guint i = 0; i < r->issues->len; i++) {
		const struct porter_issue_report *ir = r->issues->pdata[i];

		g_hash_table_add(seen, porter_issue_key(ir->kind, ir->symbol, ir->container));
	}
	for (guint i = 0; i < r->remaining->len; i++) {
		const struct porter_issue_report *ir = r->remaining->pdata[i];

		g_hash_table_add(left, porter_issue_key(ir->kind, ir->symbol, ir->container));
		/* one the loop never met (it came with the last round's fix): classified too */
		g_hash_table_add(seen, porter_issue_key(ir->kind, ir->symbol, ir->container));
	}
	s->left = g_ptr_array_new_with_free_func((GDestroyNotify)left_issue_free);
	g_hash_table_iter_init(&it, seen);
	while (g_hash_table_iter_next(&it, &k, NULL)) {
		struct left_issue *l;

		if (!g_hash_table_contains(left, k)) {
			s->n_fixed++;
			continue;
		}
		l = g_new0(struct left_issue, 1);
		l->key = g_strdup(k);
		l->why = left_why_of(find_issue(r, k));
		s->n_why[l->why]++;
		g_ptr_array_add(s->left, l);
	}
	g_ptr_array_sort(s->left, cmp_left);
	if (c->reference)
		judge_case(s, seen, left);
	for (guint i = 0; i < c->expected->len; i++) {
		const struct porter_eval_expect *e = c->expected->pdata[i];
		struct expect_score *es = &s->ex[i];
		g_autofree char *key = porter_issue_key(e->kind, e->symbol, e->container);

		if (e->hashes->len)
			s->n_with_examples++;
		es->reported = g_hash_table_contains(seen, key);
		es->fixed = es->reported && !g_hash_table_contains(left, key);
		{
			const struct porter_issue_report *ir = find_issue(r, key);

			es->queried = ir && !ir->fixed_by;
			/* fixed along with another issue: that one's candidates are the examples */
			if (ir && ir->fixed_by)
				ir = find_issue(r, ir->fixed_by);
			for (guint x = 0; ir && x < ir->candidates->len && !es->rank; x++) {
				const struct porter_candidate *cand = ir->candidates->pdata[x];

				if (hash_in(e->hashes, cand->hash))
					es->rank = x + 1;
			}
			es->found = es->rank > 0;
		}
		s->n_reported += es->reported;
		s->n_expect_fixed += es->fixed;
		s->n_found += es->found;
		s->n_rank1 += es->rank == 1;
	}
}

/* A case's database: the manifest's, or one indexed here when it does not exist yet. */
struct db_entry {
	char *path;		/* to use */
	double t_index;		/* seconds spent indexing it here, < 0 when it existed */
	gboolean charged;	/* its index time already counted in a case */
	char *error;		/* indexing failed */
};

static void db_entry_free(struct db_entry *d)
{
	g_free(d->path);
	g_free(d->error);
	g_free(d);
}

static struct db_entry *case_db(GHashTable *dbs, const struct porter_eval_manifest *m,
				const char *want, const char *scratch)
{
	struct db_entry *d = g_hash_table_lookup(dbs, want);
	struct pq_index_options io = { .progress = prog_enabled() };
	struct pq_index_result res = { 0 };
	g_autoptr(GError) err = NULL;
	struct pq_db *db = NULL;
	double t0;

	if (d)
		return d;
	d = g_new0(struct db_entry, 1);
	d->t_index = -1;
	g_hash_table_insert(dbs, g_strdup(want), d);
	if (g_file_test(want, G_FILE_TEST_EXISTS) || !m->minikernel) {
		d->path = g_strdup(want);
		return d;
	}
	/* never write next to the user's files: index into the scratch dir */
	d->path = g_strdup_printf("%s/index-%u.db", scratch, g_hash_table_size(dbs));
	porter_progress("indexing %s into %s", m->minikernel, d->path);
	t0 = g_get_monotonic_time() / 1e6;
	if (pq_db_open(&db, d->path, TRUE, &err) ||
	    pq_index_repo(&res, db, m->minikernel, &io, &err))
		d->error = g_strdup_printf("cannot index %s for %s: %s", m->minikernel, want,
					   err->message);
	d->t_index = g_get_monotonic_time() / 1e6 - t0;
	if (db)
		pq_db_close(db);
	return d;
}

static void run_case(struct case_score *s, const struct porter_eval_manifest *m,
		     const char *db_opt, const char *out_dir, GHashTable *dbs, const char *scratch)
{
	const struct porter_eval_case *c = s->c;
	struct porter_port_options o = PORTER_PORT_OPTIONS_INIT;
	g_autofree char *mk_db = NULL, *case_out = NULL;
	g_autoptr(GError) err = NULL;
	const char *want;
	struct db_entry *d;

	s->t_index = -1;
	if (c->db) {
		want = c->db;
	} else if (db_opt) {
		want = db_opt;
	} else if (m->minikernel) {
		g_autofree char *mdir = g_path_get_dirname(m->minikernel);

		mk_db = g_build_filename(mdir, "minikernel.db", NULL);
		want = mk_db;
	} else {
		s->error = g_strdup_printf("%s: case %s: no \"db\", no --db and no \"minikernel\"",
					   m->path, c->name);
		s->exit_code = PORTER_EXIT_USAGE;
		return;
	}
	d = case_db(dbs, m, want, scratch);
	if (d->error) {
		s->error = g_strdup(d->error);
		s->exit_code = PORTER_EXIT_INTERNAL;
		return;
	}
	if (!d->charged && d->t_index >= 0) {
		s->t_index = d->t_index;
		d->charged = TRUE;
	}
	if (out_dir)
		case_out = g_build_filename(out_dir, c->name, NULL);
	o.driver = c->driver;
	o.kernel = c->kernel;
	o.db = d->path;
	o.build = c->build ? c->build : m->build;
	o.out_dir = case_out;
	o.apply = FALSE;
	o.backport = c->backport;
	o.exclude_paths = (const char *const *)c->exclude_paths;
	o.isolation = SBX_ISOLATE_AUTO;
	if (g_file_test(c->driver, G_FILE_TEST_IS_DIR) && reference_issues(s, &o, &err)) {
		s->error = g_strdup_printf("case %s: cannot build the pristine driver: %s", c->name,
					   err->message);
		s->exit_code = PORTER_EXIT_INTERNAL;
		return;
	}
	if (porter_port_run(&s->r, &o, &err)) {
		s->error = g_strdup_printf("case %s: %s", c->name, err->message);
		s->exit_code = g_error_matches(err, PORTER_ERROR, PORTER_ERROR_INPUT) ?
			PORTER_EXIT_USAGE : PORTER_EXIT_INTERNAL;
		/* saving may fail after the port: its report is not this case's result then */
		g_clear_pointer(&s->r, porter_report_free);
		return;
	}
	s->exit_code = s->r->exit_code;
}

/* ---- rendering ---------------------------------------------------------------------------- */

struct totals {
	guint cases, ran, clean, errors;
	guint issues, diagnostics, fixed, left;
	guint expect, reported, with_examples, found, rank1, expect_fixed;
	double t_build, t_index, t_query, t_synth, t_spatch, t_total;
	gboolean index_measured;
	guint why[LEFT_N];
	gboolean judged;		/* some case has a reference */
	guint judge[PORTER_JUDGE_UNJUDGED + 1];
};

static void add_totals(struct totals *t, const struct case_score *s)
{
	t->cases++;
	t->expect += s->n_expect;
	if (s->t_index >= 0) {
		t->t_index += s->t_index;
		t->index_measured = TRUE;
	}
	if (!s->r) {
		t->errors++;
		return;
	}
	t->ran++;
	t->clean += s->r->clean;
	t->issues += s->r->issues_before;
	t->diagnostics += s->r->diagnostics_before;
	t->fixed += s->n_fixed;
	t->left += s->r->issues_after;
	t->reported += s->n_reported;
	t->with_examples += s->n_with_examples;
	t->found += s->n_found;
	t->rank1 += s->n_rank1;
	t->expect_fixed += s->n_expect_fixed;
	for (int w = 0; w < LEFT_N; w++)
		t->why[w] += s->n_why[w];
	t->judged = t->judged || s->judged;
	for (int j = 0; j <= PORTER_JUDGE_UNJUDGED; j++)
		t->judge[j] += s->n_judge[j];
	t->t_build += s->r->t_build;
	t->t_query += s->r->t_query;
	t->t_synth += s->r->t_synth;
	t->t_spatch += s->r->t_spatch;
	t->t_total += s->r->t_total;
}

static char *ratio(guint n, guint of, gboolean known)
{
	if (!known || !of)
		return g_strdup("-");
	return g_strdup_printf("%u/%u", n, of);
}

static char *secs(double v, gboolean known)
{
	if (!known)
		return g_strdup("-");
	return g_strdup_printf("%.2f", v);
}

#define ROW_FMT "%-16s %6s %5s %5s %4s %5s %6s %6s %6s %6s %6s %6s %6s %6s %8s\n"

static void text_row(GString *s, const char *name, gboolean ran, guint issues, guint diags,
		     guint fixed, guint left, const char *clean, guint expect, guint reported,
		     guint with_ex, guint found, guint rank1, double tb, double ti, gboolean ti_known,
		     double tq, double tsyn, double ttot)
{
	g_autofree char *iss = ran ? g_strdup_printf("%u", issues) : g_strdup("-");
	g_autofree char *dg = ran ? g_strdup_printf("%u", diags) : g_strdup("-");
	g_autofree char *fx = ran ? g_strdup_printf("%u", fixed) : g_strdup("-");
	g_autofree char *lf = ran ? g_strdup_printf("%u", left) : g_strdup("-");
	g_autofree char *rep = ratio(reported, expect, ran);
	g_autofree char *fnd = ratio(found, with_ex, ran);
	g_autofree char *r1 = ratio(rank1, with_ex, ran);
	g_autofree char *b = secs(tb, ran), *i = secs(ti, ti_known), *q = secs(tq, ran);
	g_autofree char *sy = secs(tsyn, ran), *tt = secs(ttot, ran);
	g_autofree char *ovh = ran && tb > 0 ? g_strdup_printf("%.2f", ttot / tb) : g_strdup("-");

	g_string_append_printf(s, ROW_FMT, name, iss, dg, fx, lf, clean, rep, fnd, r1, b, i, q, sy,
			       tt, ovh);
}

/* "no-candidate 2, new-errors 1": the classes of the issues left, or NULL when none is. */
static char *why_summary(const guint *n)
{
	GString *s = g_string_new(NULL);

	for (int w = 0; w < LEFT_N; w++)
		if (n[w])
			g_string_append_printf(s, "%s%s %u", s->len ? ", " : "", left_why_names[w], n[w]);
	return g_string_free(s, !s->len);
}

static char *render_text(const struct porter_eval_manifest *m, struct case_score *scores)
{
	GString *s = g_string_new(NULL);
	struct totals t = { 0 };
	g_autofree char *clean = NULL;

	g_string_append_printf(s, "porter eval: %s, %u case(s)\n\n", m->path, m->cases->len);
	g_string_append_printf(s, ROW_FMT, "case", "issues", "diags", "fixed", "left", "clean",
			       "expect", "found", "rank1", "build", "index", "query", "synth",
			       "total", "overhead");
	for (guint i = 0; i < m->cases->len; i++) {
		const struct case_score *cs = &scores[i];
		const struct porter_report *r = cs->r;

		add_totals(&t, cs);
		text_row(s, cs->c->name, r != NULL, r ? r->issues_before : 0,
			 r ? r->diagnostics_before : 0, cs->n_fixed, r ? r->issues_after : 0,
			 r ? (r->clean ? "yes" : "no") : "error", cs->n_expect, cs->n_reported,
			 cs->n_with_examples, cs->n_found, cs->n_rank1, r ? r->t_build : 0,
			 cs->t_index, cs->t_index >= 0, r ? r->t_query : 0,
			 r ? r->t_synth + r->t_spatch : 0, r ? r->t_total : 0);
	}
	clean = g_strdup_printf("%u/%u", t.clean, t.cases);
	text_row(s, "total", t.ran > 0, t.issues, t.diagnostics, t.fixed, t.left, clean, t.expect,
		 t.reported, t.with_examples, t.found, t.rank1, t.t_build, t.t_index,
		 t.index_measured, t.t_query, t.t_synth + t.t_spatch, t.t_total);
	g_string_append(s, "\nissues/diags: root issues of the first build and the compiler "
			   "diagnostics they came from;\nexpect: expected issues reported; found, "
			   "rank1: right example among the candidates, first;\ntimes in seconds, "
			   "synth includes spatch, overhead is total / build;\n"
			   "index is '-' when the database existed already.\n");
	{
		g_autofree char *tw = why_summary(t.why);

		if (tw) {
			g_string_append_printf(s, "\nwhy issues are left: %s\n", tw);
			for (guint i = 0; i < m->cases->len; i++) {
				const struct case_score *cs = &scores[i];

				for (guint j = 0; cs->left && j < cs->left->len; j++) {
					const struct left_issue *l = cs->left->pdata[j];

					g_string_append_printf(s, "  %-16s %-13s %s\n", cs->c->name,
							       left_why_names[l->why], l->key);
				}
			}
		}
	}
	if (t.judged) {
		g_string_append_printf(s, "\nfixes judged against the references: agrees %u, "
				       "differs %u, wrong %u, unjudged %u\n",
				       t.judge[PORTER_JUDGE_AGREES], t.judge[PORTER_JUDGE_DIFFERS],
				       t.judge[PORTER_JUDGE_WRONG], t.judge[PORTER_JUDGE_UNJUDGED]);
		for (guint i = 0; i < m->cases->len; i++) {
			const struct case_score *cs = &scores[i];

			for (guint j = 0; cs->judged && j < cs->judged->len; j++) {
				const struct judged_issue *ji = cs->judged->pdata[j];

				g_string_append_printf(s, "  %-16s %-8s %s: %s\n",
						       cs->c->name, porter_judgment_name(ji->j),
						       ji->key, ji->why);
			}
		}
	}
	for (guint i = 0; i < m->cases->len; i++)
		if (scores[i].error)
			g_string_append_printf(s, "error: %s\n", scores[i].error);
	return g_string_free(s, FALSE);
}

static void json_opt_double(JsonBuilder *b, const char *key, double v, gboolean known)
{
	json_builder_set_member_name(b, key);
	if (known)
		json_builder_add_double_value(b, v);
	else
		json_builder_add_null_value(b);
}

static void json_opt_int(JsonBuilder *b, const char *key, guint v, gboolean known)
{
	json_builder_set_member_name(b, key);
	if (known)
		json_builder_add_int_value(b, v);
	else
		json_builder_add_null_value(b);
}

static void json_times(JsonBuilder *b, gboolean ran, double tb, double ti, gboolean ti_known,
		       double tq, double tsyn, double tsp, double ttot)
{
	json_builder_set_member_name(b, "time");
	json_builder_begin_object(b);
	json_opt_double(b, "build", tb, ran);
	json_opt_double(b, "index", ti, ti_known);
	json_opt_double(b, "query", tq, ran);
	json_opt_double(b, "synth", tsyn, ran);
	json_opt_double(b, "spatch", tsp, ran);
	json_opt_double(b, "total", ttot, ran);
	json_builder_end_object(b);
	json_opt_double(b, "overhead", tb > 0 ? ttot / tb : 0, ran && tb > 0);
}

static void json_str_or_null(JsonBuilder *b, const char *key, const char *v)
{
	json_builder_set_member_name(b, key);
	if (v)
		json_builder_add_string_value(b, v);
	else
		json_builder_add_null_value(b);
}

static char *render_json(const struct porter_eval_manifest *m, struct case_score *scores)
{
	g_autoptr(JsonBuilder) b = json_builder_new();
	g_autoptr(JsonGenerator) gen = json_generator_new();
	g_autoptr(JsonNode) root = NULL;
	struct totals t = { 0 };
	char *text;

	json_builder_begin_object(b);
	/* this format's version (docs/eval.md): fields are added, a change of meaning bumps it */
	json_builder_set_member_name(b, "schema");
	json_builder_add_int_value(b, 1);
	json_builder_set_member_name(b, "manifest");
	json_builder_add_string_value(b, m->path);
	json_builder_set_member_name(b, "cases");
	json_builder_begin_array(b);
	for (guint i = 0; i < m->cases->len; i++) {
		const struct case_score *cs = &scores[i];
		const struct porter_report *r = cs->r;
		gboolean ran = r != NULL, with_ex = ran && cs->n_with_examples;

		add_totals(&t, cs);
		json_builder_begin_object(b);
		json_str_or_null(b, "name", cs->c->name);
		json_str_or_null(b, "error", cs->error);
		json_builder_set_member_name(b, "exit_code");
		json_builder_add_int_value(b, cs->exit_code);
		json_builder_set_member_name(b, "clean");
		json_builder_add_boolean_value(b, r && r->clean);
		json_opt_int(b, "rounds", r ? r->rounds : 0, ran);
		json_opt_int(b, "issues", r ? r->issues_before : 0, ran);
		json_opt_int(b, "diagnostics", r ? r->diagnostics_before : 0, ran);
		json_opt_int(b, "issues_reference", cs->first ? g_hash_table_size(cs->first) : 0,
			     cs->first != NULL);
		json_opt_double(b, "reference_build", cs->t_ref, cs->first != NULL);
		json_opt_int(b, "fixed", cs->n_fixed, ran);
		json_opt_int(b, "issues_after", r ? r->issues_after : 0, ran);
		json_builder_set_member_name(b, "expected");
		json_builder_add_int_value(b, cs->n_expect);
		json_opt_int(b, "expected_reported", cs->n_reported, ran && cs->n_expect);
		json_opt_int(b, "expected_fixed", cs->n_expect_fixed, ran && cs->n_expect);
		json_opt_int(b, "with_examples", cs->n_with_examples, ran && cs->n_expect);
		json_opt_int(b, "example_found", cs->n_found, with_ex);
		json_opt_int(b, "example_rank1", cs->n_rank1, with_ex);
		json_times(b, ran, r ? r->t_build : 0, cs->t_index, cs->t_index >= 0,
			   r ? r->t_query : 0, r ? r->t_synth : 0, r ? r->t_spatch : 0,
			   r ? r->t_total : 0);
		json_builder_set_member_name(b, "left_issues");
		json_builder_begin_array(b);
		for (guint j = 0; cs->left && j < cs->left->len; j++) {
			const struct left_issue *l = cs->left->pdata[j];

			json_builder_begin_object(b);
			json_str_or_null(b, "issue", l->key);
			json_str_or_null(b, "why", left_why_names[l->why]);
			json_builder_end_object(b);
		}
		json_builder_end_array(b);
		/* null without a reference; else one entry per fixed issue */
		json_builder_set_member_name(b, "judged");
		if (!cs->judged) {
			json_builder_add_null_value(b);
		} else {
			json_builder_begin_array(b);
			for (guint j = 0; j < cs->judged->len; j++) {
				const struct judged_issue *ji = cs->judged->pdata[j];

				json_builder_begin_object(b);
				json_str_or_null(b, "issue", ji->key);
				json_str_or_null(b, "judgment", porter_judgment_name(ji->j));
				json_str_or_null(b, "why", ji->why);
				json_builder_end_object(b);
			}
			json_builder_end_array(b);
		}
		json_builder_set_member_name(b, "expected_issues");
		json_builder_begin_array(b);
		for (guint j = 0; j < cs->c->expected->len; j++) {
			const struct porter_eval_expect *e = cs->c->expected->pdata[j];
			const struct expect_score *es = &cs->ex[j];

			json_builder_begin_object(b);
			json_str_or_null(b, "kind", e->kind);
			json_str_or_null(b, "symbol", e->symbol);
			json_str_or_null(b, "container", e->container);
			json_builder_set_member_name(b, "reported");
			json_builder_add_boolean_value(b, es->reported);
			json_builder_set_member_name(b, "fixed");
			json_builder_add_boolean_value(b, es->fixed);
			json_builder_set_member_name(b, "queried");
			json_builder_add_boolean_value(b, es->queried);
			json_opt_int(b, "example_rank", es->rank, es->rank > 0);
			json_builder_end_object(b);
		}
		json_builder_end_array(b);
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
	json_builder_set_member_name(b, "total");
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "cases");
	json_builder_add_int_value(b, t.cases);
	json_builder_set_member_name(b, "errors");
	json_builder_add_int_value(b, t.errors);
	json_builder_set_member_name(b, "clean");
	json_builder_add_int_value(b, t.clean);
	json_builder_set_member_name(b, "issues");
	json_builder_add_int_value(b, t.issues);
	json_builder_set_member_name(b, "diagnostics");
	json_builder_add_int_value(b, t.diagnostics);
	json_builder_set_member_name(b, "fixed");
	json_builder_add_int_value(b, t.fixed);
	json_builder_set_member_name(b, "issues_after");
	json_builder_add_int_value(b, t.left);
	json_builder_set_member_name(b, "expected");
	json_builder_add_int_value(b, t.expect);
	json_builder_set_member_name(b, "expected_reported");
	json_builder_add_int_value(b, t.reported);
	json_builder_set_member_name(b, "expected_fixed");
	json_builder_add_int_value(b, t.expect_fixed);
	json_builder_set_member_name(b, "with_examples");
	json_builder_add_int_value(b, t.with_examples);
	json_builder_set_member_name(b, "example_found");
	json_builder_add_int_value(b, t.found);
	json_builder_set_member_name(b, "example_rank1");
	json_builder_add_int_value(b, t.rank1);
	json_builder_set_member_name(b, "why_left");
	json_builder_begin_object(b);
	for (int w = 0; w < LEFT_N; w++) {
		json_builder_set_member_name(b, left_why_names[w]);
		json_builder_add_int_value(b, t.why[w]);
	}
	json_builder_end_object(b);
	json_builder_set_member_name(b, "judged");
	if (!t.judged) {
		json_builder_add_null_value(b);
	} else {
		json_builder_begin_object(b);
		for (int j = 0; j <= PORTER_JUDGE_UNJUDGED; j++) {
			json_builder_set_member_name(b, porter_judgment_name(j));
			json_builder_add_int_value(b, t.judge[j]);
		}
		json_builder_end_object(b);
	}
	json_times(b, t.ran > 0, t.t_build, t.t_index, t.index_measured, t.t_query, t.t_synth,
		   t.t_spatch, t.t_total);
	json_builder_end_object(b);
	json_builder_end_object(b);

	root = json_builder_get_root(b);
	json_generator_set_root(gen, root);
	json_generator_set_pretty(gen, TRUE);
	text = json_generator_to_data(gen, NULL);
	{
		char *nl = g_strconcat(text, "\n", NULL);

		g_free(text);
		return nl;
	}
}

/* ---- command ------------------------------------------------------------------------------ */

static int overall_exit(const struct case_score *scores, guint n)
{
	int code = PORTER_EXIT_CLEAN;

	for (guint i = 0; i < n; i++) {
		int e = scores[i].exit_code;

		/* internal beats usage beats partial */
		if (e == PORTER_EXIT_INTERNAL || code == PORTER_EXIT_INTERNAL)
			code = PORTER_EXIT_INTERNAL;
		else if (e == PORTER_EXIT_USAGE || code == PORTER_EXIT_USAGE)
			code = PORTER_EXIT_USAGE;
		else if (e != PORTER_EXIT_CLEAN)
			code = PORTER_EXIT_PARTIAL;
	}
	return code;
}

int cmd_eval(int argc, char **argv)
{
	g_autofree char *cases = NULL, *format = NULL, *db = NULL, *out = NULL;
	g_auto(GStrv) only = NULL;
	g_autoptr(GError) err = NULL;
	g_autoptr(GHashTable) dbs = NULL;
	g_autofree char *scratch = NULL, *text = NULL;
	struct porter_eval_manifest *m = NULL;
	struct case_score *scores = NULL;
	enum porter_format fmt = PORTER_FORMAT_TEXT;
	gboolean help = FALSE, progress = FALSE, quiet = FALSE;
	enum prog_mode pmode;
	int ret;
	GOptionEntry entries[] = {
		{ "help", 'h', 0, G_OPTION_ARG_NONE, &help, "show this help", NULL },
		{ "cases", 0, 0, G_OPTION_ARG_FILENAME, &cases, "the case manifest (cases.json)",
		  "FILE" },
		{ "format", 0, 0, G_OPTION_ARG_STRING, &format, "text or json", "FORMAT" },
		{ "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
		  "index for cases that name none (default: minikernel.db next to the minikernel)",
		  "DB" },
		{ "case", 0, 0, G_OPTION_ARG_STRING_ARRAY, &only,
		  "run only this case (repeatable)", "NAME" },
		{ "out", 0, 0, G_OPTION_ARG_FILENAME, &out,
		  "write each case's reports and series into DIR/<case>", "DIR" },
		{ "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
		  "progress lines on stderr even when it is not a terminal (CI logs)", NULL },
		{ "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, "no progress lines", NULL },
		{ NULL }
	};

	ret = porter_parse_options("eval", "- run a case manifest and print the scores", entries, &help, &argc, &argv);
	if (ret)
		return ret < 0 ? 0 : ret;
	if (!cases) {
		g_printerr("porter eval: --cases is required\n");
		return PORTER_EXIT_USAGE;
	}
	if (prog_mode_from_flags(&pmode, progress, quiet)) {
		g_printerr("porter eval: --progress and --quiet exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	if (format && (porter_format_from_name(&fmt, format) || fmt == PORTER_FORMAT_MARKDOWN)) {
		g_printerr("porter eval: --format %s: expected text or json\n", format);
		return PORTER_EXIT_USAGE;
	}
	if (porter_eval_manifest_load(&m, cases, &err) || resolve_examples(m, &err)) {
		g_printerr("error: %s\n", err->message);
		ret = g_error_matches(err, PORTER_ERROR, PORTER_ERROR_INPUT) ? PORTER_EXIT_USAGE :
									     PORTER_EXIT_INTERNAL;
		goto out_free;
	}
	if (only) {
		/* keep the manifest's order; a name that matches nothing is a usage error */
		for (guint k = 0; only[k]; k++) {
			gboolean seen = FALSE;

			for (guint i = 0; i < m->cases->len && !seen; i++)
				seen = !strcmp(((struct porter_eval_case *)m->cases->pdata[i])->name,
					       only[k]);
			if (!seen) {
				g_printerr("error: %s: no case named '%s'\n", cases, only[k]);
				ret = PORTER_EXIT_USAGE;
				goto out_free;
			}
		}
		for (guint i = m->cases->len; i-- > 0;)
			if (!g_strv_contains((const char *const *)only,
					     ((struct porter_eval_case *)m->cases->pdata[i])->name))
				g_ptr_array_remove_index(m->cases, i);
	}
	scratch = g_dir_make_tmp("porter-eval-XXXXXX", &err);
	if (!scratch) {
		g_printerr("error: cannot make a scratch dir: %s\n", err->message);
		ret = PORTER_EXIT_INTERNAL;
		goto out_free;
	}
	prog_init("porter", pmode);
	dbs = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
				    (GDestroyNotify)db_entry_free);
	scores = g_new0(struct case_score, m->cases->len ? m->cases->len : 1);
	for (guint i = 0; i < m->cases->len; i++) {
		scores[i].c = m->cases->pdata[i];
		prog_line("eval: case %u of %u: %s", i + 1, m->cases->len, scores[i].c->name);
		run_case(&scores[i], m, db, out, dbs, scratch);
		score_case(&scores[i]);
		if (scores[i].error)
			g_printerr("error: %s\n", scores[i].error);
	}
	text = fmt == PORTER_FORMAT_JSON ? render_json(m, scores) : render_text(m, scores);
	fputs(text, stdout);
	fflush(stdout);
	ret = overall_exit(scores, m->cases->len);
	for (guint i = 0; i < m->cases->len; i++)
		case_score_clear(&scores[i]);
	if (sbx_remove_tree(scratch, &err))
		g_printerr("warning: %s\n", err->message);
out_free:
	g_free(scores);
	porter_eval_manifest_free(m);
	return ret;
}

#endif /* PORTER_EVAL_PARSER_ONLY */

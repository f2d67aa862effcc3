// SPDX-License-Identifier: GPL-2.0
/*
 * `porter eval`'s case manifest (corpora's cases.json format): the parser and its errors, which
 * name the place in the manifest.  Needs no module but json-glib, so that the fuzz target
 * tests/fuzz/fuzz-manifest.c links this file alone.
 */
#include <string.h>
#include <json-glib/json-glib.h>

#include "porter.h"
#include "eval.h"

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

int porter_eval_input_error(GError **error, const char *name, const char *where, const char *fmt, ...)
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
			return porter_eval_input_error(error, name, where, "missing \"%s\"", key);
		return 0;
	}
	if (!JSON_NODE_HOLDS_VALUE(n) || json_node_get_value_type(n) != G_TYPE_STRING)
		return porter_eval_input_error(error, name, where, "\"%s\" must be a string", key);
	s = json_node_get_string(n);
	if (!s || !*s)
		return porter_eval_input_error(error, name, where, "\"%s\" is empty", key);
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
		return porter_eval_input_error(error, name, where, "expected an object");
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
			ret = porter_eval_input_error(error, name, where, "\"examples\" must be an array");
			goto out_free;
		}
		a = json_node_get_array(ex);
		for (guint i = 0; i < json_array_get_length(a); i++) {
			JsonNode *s = json_array_get_element(a, i);

			if (!JSON_NODE_HOLDS_VALUE(s) ||
			    json_node_get_value_type(s) != G_TYPE_STRING ||
			    !*json_node_get_string(s)) {
				g_autofree char *w = g_strdup_printf("%s.examples[%u]", where, i);

				ret = porter_eval_input_error(error, name, w, "expected a Corpus-Id string");
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
		return porter_eval_input_error(error, name, where, "expected an object");
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
			ret = porter_eval_input_error(error, name, where,
					  "\"exclude_paths\" must be an array of strings");
			goto out_free;
		}
	}
	if (direction && strcmp(direction, "forward") && strcmp(direction, "backport")) {
		ret = porter_eval_input_error(error, name, where,
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
			ret = porter_eval_input_error(error, name, where, "\"expected\" must be an array");
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
		return porter_eval_input_error(error, name, "corpus_ids", "expected an object");
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
			return porter_eval_input_error(error, name, where,
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
		return porter_eval_input_error(error, name, "top level", "expected a JSON object");
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
		ret = porter_eval_input_error(error, name, "top level", "\"cases\" must be an array");
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

				ret = porter_eval_input_error(error, name, w, "name '%s' already used by cases[%u]",
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

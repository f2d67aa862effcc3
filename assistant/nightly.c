// SPDX-License-Identifier: GPL-2.0
/*
 * The nightly configuration (a GKeyFile listing drivers, kernels and databases) and the state
 * file that remembers each driver's last result, so that a night doing worse is a regression.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <json-glib/json-glib.h>

#include "porter.h"

static void nightly_driver_free(struct porter_nightly_driver *d)
{
	if (!d)
		return;
	g_free(d->name);
	g_free(d->driver);
	g_free(d->kernel);
	g_free(d->db);
	g_free(d->build);
	g_free(d->author);
	g_strfreev(d->make_args);
	if (d->kernels)
		g_ptr_array_unref(d->kernels);
	g_free(d);
}

void porter_nightly_config_free(struct porter_nightly_config *c)
{
	if (!c)
		return;
	g_free(c->path);
	g_free(c->out_dir);
	g_free(c->state);
	g_free(c->junit);
	g_free(c->notify);
	g_free(c->notify_format);
	g_ptr_array_unref(c->drivers);
	g_free(c);
}

/* The keys each group knows; anything else is a typo the user must hear about. */
static const char *const nightly_keys[] = {
	"out", "state", "junit", "notify", "notify-format", "notify-timeout", "sandbox",
	"report-only", "kernel", "kernels", "db", "build", "port-timeout", "timeout", "cpu", "mem",
	"pids", "disk", "tmp-size", "copy-max", "author", "signoff", "budget", NULL
};
static const char *const driver_keys[] = {
	"driver", "kernel", "kernels", "db", "build", "top", "max-rounds", "backport", "port-timeout",
	"query-budget", "timeout", "cpu", "mem", "pids", "disk", "tmp-size", "copy-max", "author",
	"signoff", "make-arg", "compat", "load-test", "budget", NULL
};

/* Line of "[group]" or, with @key, of "key =" inside it: GKeyFile keeps no positions. */
static int find_line(const char *text, const char *group, const char *key)
{
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);
	g_autofree char *header = g_strdup_printf("[%s]", group);
	gboolean in = FALSE;

	for (int i = 0; lines[i]; i++) {
		char *l = g_strstrip(lines[i]);

		if (*l == '[') {
			in = !strcmp(l, header);
			if (in && !key)
				return i + 1;
			continue;
		}
		if (in && key && g_str_has_prefix(l, key)) {
			const char *rest = l + strlen(key);

			while (*rest == ' ' || *rest == '\t')
				rest++;
			if (*rest == '=')
				return i + 1;
		}
	}
	return 1;
}

/*
 * GKeyFile says what is wrong but not where, and merges a group given twice into one: this
 * pass finds the first malformed line and the second header of a group.
 */
static int check_syntax(const char *path, const char *text, GError **error)
{
	g_auto(GStrv) lines = g_strsplit(text, "\n", -1);
	g_autoptr(GHashTable) seen = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);

	for (int i = 0; lines[i]; i++) {
		char *l = g_strstrip(lines[i]);

		if (!*l || *l == '#' || *l == ';')
			continue;
		if (*l == '[' && l[strlen(l) - 1] == ']') {
			gpointer first = g_hash_table_lookup(seen, l);

			if (first) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
					    "cannot parse %s:%d:1: %s given twice (first at line %d)",
					    path, i + 1, l, GPOINTER_TO_INT(first));
				return -PORTER_ERROR_INPUT;
			}
			g_hash_table_insert(seen, g_strdup(l), GINT_TO_POINTER(i + 1));
			continue;
		}
		if (*l != '[' && strchr(l, '=') && *l != '=')
			continue;
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot parse %s:%d:1: expected '[group]' or 'key = value'", path, i + 1);
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

/* Levenshtein distance, '_' and '-' counted as equal: max_rounds is max-rounds misspelt. */
static guint key_distance(const char *a, const char *b)
{
	gsize n = strlen(a), m = strlen(b);
	g_autofree guint *row = g_new(guint, m + 1);

	for (gsize j = 0; j <= m; j++)
		row[j] = j;
	for (gsize i = 1; i <= n; i++) {
		guint diag = row[0];

		row[0] = i;
		for (gsize j = 1; j <= m; j++) {
			char x = a[i - 1] == '_' ? '-' : g_ascii_tolower(a[i - 1]);
			char y = b[j - 1] == '_' ? '-' : b[j - 1];
			guint up = row[j];

			row[j] = MIN(MIN(row[j] + 1, row[j - 1] + 1), diag + (x != y));
			diag = up;
		}
	}
	return row[m];
}

static int check_keys(GKeyFile *kf, const char *group, const char *const *known,
		      const char *path, const char *text, GError **error)
{
	g_auto(GStrv) keys = g_key_file_get_keys(kf, group, NULL, NULL);

	for (guint i = 0; keys && keys[i]; i++) {
		const char *best = NULL;
		guint best_d = G_MAXUINT;

		if (g_strv_contains(known, keys[i]))
			continue;
		for (guint j = 0; known[j]; j++) {
			guint dist = key_distance(keys[i], known[j]);

			if (dist < best_d) {
				best_d = dist;
				best = known[j];
			}
		}
		if (best_d > 2 && best_d * 3 > strlen(keys[i]))
			best = NULL;
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot parse %s:%d:1: unknown key '%s' in [%s]%s%s%s", path,
			    find_line(text, group, keys[i]), keys[i], group,
			    best ? ", did you mean '" : "", best ? best : "", best ? "'?" : "");
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

/* A driver's name becomes a folder under OUT and a JUnit name: nothing that leaves OUT. */
static gboolean name_ok(const char *name)
{
	if (!*name || *name == '.')
		return FALSE;
	for (const char *p = name; *p; p++)
		if (!g_ascii_isalnum(*p) && !strchr("._+-", *p))
			return FALSE;
	return TRUE;
}

/* A path of the config, relative to the config file's folder. */
static char *config_path(const char *base, const char *value)
{
	g_autofree char *expanded = NULL;

	if (!value || !*value)
		return NULL;
	if (value[0] == '~' && value[1] == '/')
		expanded = g_build_filename(g_get_home_dir(), value + 2, NULL);
	else
		expanded = g_strdup(value);
	if (g_path_is_absolute(expanded))
		return g_steal_pointer(&expanded);
	return g_build_filename(base, expanded, NULL);
}

static int get_uint(guint *out, GKeyFile *kf, const char *group, const char *key, guint dflt,
		    const char *path, const char *text, GError **error)
{
	g_autoptr(GError) err = NULL;
	gint v;

	if (!g_key_file_has_key(kf, group, key, NULL)) {
		*out = dflt;
		return 0;
	}
	v = g_key_file_get_integer(kf, group, key, &err);
	if (err || v <= 0) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot parse %s:%d:1: %s must be a positive number", path,
			    find_line(text, group, key), key);
		return -PORTER_ERROR_INPUT;
	}
	*out = v;
	return 0;
}

/*
 * The build limits (docs/nightly.md): keys named like `porter port`'s flags, in [nightly] for
 * every driver and in [driver NAME] for one; 0 (absent) keeps the sandbox's default.
 */
static int get_limits(struct porter_limits *l, GKeyFile *kf, const char *group, const char *path,
		      const char *text, GError **error)
{
	static const char *const keys[] = { "timeout", "cpu", "mem", "pids", "disk", "tmp-size",
					    "copy-max" };
	const char *const groups[] = { "nightly", group };
	int ret = 0;

	for (guint g = 0; g < G_N_ELEMENTS(groups) && !ret; g++) {
		for (guint k = 0; k < G_N_ELEMENTS(keys) && !ret; k++) {
			guint v = 0;

			if (!g_key_file_has_key(kf, groups[g], keys[k], NULL))
				continue;
			ret = get_uint(&v, kf, groups[g], keys[k], 0, path, text, error);
			switch (k) {
			case 0: l->timeout_s = v; break;
			case 1: l->cpu_s = v; break;
			case 2: l->mem_mb = v; break;
			case 3: l->pids = v; break;
			case 4: l->disk_mb = v; break;
			case 5: l->tmp_mb = v; break;
			default: l->copy_mb = v; break;
			}
		}
	}
	return ret;
}

static int get_bool(gboolean *out, GKeyFile *kf, const char *group, const char *key,
		    const char *path, const char *text, GError **error)
{
	g_autoptr(GError) err = NULL;

	*out = FALSE;
	if (!g_key_file_has_key(kf, group, key, NULL))
		return 0;
	*out = g_key_file_get_boolean(kf, group, key, &err);
	if (err) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot parse %s:%d:1: %s must be true or false", path,
			    find_line(text, group, key), key);
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

/* A string value of @group, else of [nightly] (the defaults), else NULL. */
static char *get_str(GKeyFile *kf, const char *group, const char *key)
{
	char *v = g_key_file_get_string(kf, group, key, NULL);

	if (!v && strcmp(group, "nightly") != 0)
		v = g_key_file_get_string(kf, "nightly", key, NULL);
	if (v && !*g_strstrip(v))
		g_clear_pointer(&v, g_free);
	return v;
}

/*
 * The series' identity, as `porter port --author/--signoff`: a driver's own keys, else
 * [nightly]'s.  An author that is not "Name <mail@host>" is an error at its line, before the
 * night runs.
 */
static int get_identity(struct porter_nightly_driver *d, GKeyFile *kf, const char *group,
			const char *path, const char *text, GError **error)
{
	const char *from = g_key_file_has_key(kf, group, "signoff", NULL) ? group : "nightly";
	g_autofree char *name = NULL, *mail = NULL;
	int ret;

	d->author = get_str(kf, group, "author");
	if (d->author && porter_git_identity(&name, &mail, NULL, d->author, NULL)) {
		from = g_key_file_has_key(kf, group, "author", NULL) ? group : "nightly";
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot parse %s:%d:1: author '%s' must be 'Name <mail@host>'", path,
			    find_line(text, from, "author"), d->author);
		return -PORTER_ERROR_INPUT;
	}
	ret = get_bool(&d->signoff, kf, from, "signoff", path, text, error);
	return ret;
}

/*
 * The kernels of a driver: its own `kernels` or `kernel`, else [nightly]'s, in that order;
 * basenames must differ since they name the runs.
 */
static int get_kernels(struct porter_nightly_driver *d, GKeyFile *kf, const char *group,
		       const char *base, const char *path, const char *text, GError **error)
{
	const char *from = group;
	g_autofree char *list = g_key_file_get_string(kf, group, "kernels", NULL);
	g_auto(GStrv) parts = NULL;

	if (!list && !g_key_file_has_key(kf, group, "kernel", NULL)) {
		list = g_key_file_get_string(kf, "nightly", "kernels", NULL);
		from = "nightly";
	}
	if (!list) {
		list = get_str(kf, group, "kernel");
		from = g_key_file_has_key(kf, group, "kernel", NULL) ? group : "nightly";
	}
	d->kernels = g_ptr_array_new_with_free_func(g_free);
	parts = g_strsplit(list ? list : "", ";", -1);
	for (guint i = 0; parts[i]; i++) {
		char *k = g_strstrip(parts[i]);
		g_autofree char *abs = NULL, *name = NULL;

		if (!*k)
			continue;
		abs = config_path(base, k);
		/* a version ("6.12") names an installed header tree (docs/cli.md) */
		if (g_regex_match_simple("^[0-9]+\\.[0-9]+", k, 0, 0) &&
		    !g_file_test(abs, G_FILE_TEST_EXISTS)) {
			g_autoptr(GError) err = NULL;

			g_clear_pointer(&abs, g_free);
			if (porter_kernel_resolve(&abs, k, &err)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
					    "cannot parse %s:%d:1: kernel %s", path,
					    find_line(text, from, g_key_file_has_key(kf, from, "kernels", NULL) ?
						      "kernels" : "kernel"),
					    err->message);
				return -PORTER_ERROR_INPUT;
			}
		}
		name = g_path_get_basename(abs);
		for (guint j = 0; j < d->kernels->len; j++) {
			g_autofree char *other = g_path_get_basename(d->kernels->pdata[j]);

			if (!strcmp(other, name)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
					    "cannot parse %s:%d:1: two kernels of [%s] are named %s",
					    path, find_line(text, from, "kernels"), group, name);
				return -PORTER_ERROR_INPUT;
			}
		}
		g_ptr_array_add(d->kernels, g_steal_pointer(&abs));
	}
	if (d->kernels->len)
		d->kernel = g_strdup(d->kernels->pdata[0]);
	return 0;
}

int porter_nightly_config_load(struct porter_nightly_config **out, const char *path,
			       GError **error)
{
	g_autoptr(GKeyFile) kf = g_key_file_new();
	g_autoptr(GError) err = NULL;
	g_autofree char *text = NULL, *base = NULL, *abs = NULL, *sandbox = NULL;
	g_auto(GStrv) groups = NULL;
	struct porter_nightly_config *c;
	guint timeout_s = 0;
	guint budget_s = 0;	/* [nightly] budget: the drivers' default, 0: port's (900) */
	int ret;

	if (!g_file_get_contents(path, &text, NULL, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot read %s: %s", path,
			    err->message);
		return -PORTER_ERROR_INPUT;
	}
	ret = check_syntax(path, text, error);
	if (ret)
		return ret;
	if (!g_key_file_load_from_data(kf, text, -1, G_KEY_FILE_NONE, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot parse %s: %s", path,
			    err->message);
		return -PORTER_ERROR_INPUT;
	}
	abs = g_canonicalize_filename(path, NULL);
	base = g_path_get_dirname(abs);

	c = g_new0(struct porter_nightly_config, 1);
	c->path = g_strdup(path);
	c->drivers = g_ptr_array_new_with_free_func((GDestroyNotify)nightly_driver_free);
	c->isolation = 0;
	if (g_key_file_has_group(kf, "nightly")) {
		ret = check_keys(kf, "nightly", nightly_keys, path, text, error);
		if (ret)
			goto out_free_config;
	}
	{
		g_autofree char *o = get_str(kf, "nightly", "out");
		g_autofree char *s = get_str(kf, "nightly", "state");
		g_autofree char *j = get_str(kf, "nightly", "junit");

		c->out_dir = config_path(base, o ? o : "nightly-out");
		c->state = config_path(base, s ? s : "porter-state.json");
		c->junit = config_path(base, j);
		c->notify = get_str(kf, "nightly", "notify");
		c->notify_format = get_str(kf, "nightly", "notify-format");
	}
	if (c->notify_format && strcmp(c->notify_format, "generic") &&
	    strcmp(c->notify_format, "slack") && strcmp(c->notify_format, "matrix")) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot parse %s:%d:1: notify-format must be generic, slack or matrix",
			    path, find_line(text, "nightly", "notify-format"));
		ret = -PORTER_ERROR_INPUT;
		goto out_free_config;
	}
	ret = get_uint(&c->notify_timeout_s, kf, "nightly", "notify-timeout", 10, path, text,
		       error);
	if (!ret)
		ret = get_uint(&timeout_s, kf, "nightly", "port-timeout", 3600, path, text,
			       error);
	if (!ret)
		ret = get_uint(&budget_s, kf, "nightly", "budget", 0, path, text, error);
	if (!ret)
		ret = get_bool(&c->report_only, kf, "nightly", "report-only", path, text, error);
	if (ret)
		goto out_free_config;
	sandbox = get_str(kf, "nightly", "sandbox");
	if (!sandbox || !strcmp(sandbox, "auto")) {
		c->isolation = 0;
	} else if (!strcmp(sandbox, "none")) {
		c->isolation = 1;
	} else if (!strcmp(sandbox, "require")) {
		c->isolation = 2;
	} else {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot parse %s:%d:1: sandbox must be auto, none or require", path,
			    find_line(text, "nightly", "sandbox"));
		ret = -PORTER_ERROR_INPUT;
		goto out_free_config;
	}

	groups = g_key_file_get_groups(kf, NULL);
	for (guint i = 0; groups[i]; i++) {
		const char *g = groups[i];
		struct porter_nightly_driver *d;
		g_autofree char *drv = NULL, *db = NULL;
		int line = find_line(text, g, NULL);
		g_autofree char *name = g_str_has_prefix(g, "driver ") ?
						g_strstrip(g_strdup(g + 7)) : NULL;

		if (!strcmp(g, "nightly"))
			continue;
		if (!name || !*name) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "cannot parse %s:%d:1: unknown group [%s], expected [nightly] "
				    "or [driver NAME]",
				    path, line, g);
			ret = -PORTER_ERROR_INPUT;
			goto out_free_config;
		}
		if (!name_ok(name)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "cannot parse %s:%d:1: driver name '%s' must be letters, digits, "
				    "'.', '_', '+' or '-', not starting with '.'",
				    path, line, name);
			ret = -PORTER_ERROR_INPUT;
			goto out_free_config;
		}
		ret = check_keys(kf, g, driver_keys, path, text, error);
		if (ret)
			goto out_free_config;
		d = g_new0(struct porter_nightly_driver, 1);
		g_ptr_array_add(c->drivers, d);
		d->name = g_steal_pointer(&name);
		drv = get_str(kf, g, "driver");
		db = get_str(kf, g, "db");
		ret = get_kernels(d, kf, g, base, path, text, error);
		if (ret)
			goto out_free_config;
		if (!drv || !d->kernels->len || !db) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "cannot parse %s:%d:1: [%s] needs driver, kernel and db "
				    "(kernel and db may come from [nightly])",
				    path, line, g);
			ret = -PORTER_ERROR_INPUT;
			goto out_free_config;
		}
		d->driver = config_path(base, drv);
		d->db = config_path(base, db);
		d->build = get_str(kf, g, "build");
		ret = get_bool(&d->backport, kf, g, "backport", path, text, error);
		if (!ret)	/* docs/compat.md: fixes guarded, built on the other kernels too */
			ret = get_bool(&d->compat, kf, g, "compat", path, text, error);
		if (!ret)	/* docs/load-test.md: the final clean build loaded under QEMU */
			ret = get_bool(&d->load_test, kf, g, "load-test", path, text, error);
		if (!ret)
			ret = get_uint(&d->max_rounds, kf, g, "max-rounds", 10, path, text, error);
		if (!ret)
			ret = get_uint(&d->top, kf, g, "top", 5, path, text, error);
		if (!ret)
			ret = get_uint(&d->timeout_s, kf, g, "port-timeout", timeout_s, path,
				       text, error);
		if (!ret)
			ret = get_limits(&d->limits, kf, g, path, text, error);
		if (!ret)
			ret = get_uint(&d->query_budget_s, kf, g, "query-budget", 0, path, text, error);
		if (!ret)
			ret = get_uint(&d->budget_s, kf, g, "budget", budget_s, path, text, error);
		if (!ret)
			ret = get_identity(d, kf, g, path, text, error);
		if (ret)
			goto out_free_config;
		/* make-arg = VAR=VALUE[;VAR=VALUE...]: GKeyFile keeps one value per key */
		d->make_args = g_key_file_get_string_list(kf, g, "make-arg", NULL, NULL);
		for (guint j = 0; d->make_args && d->make_args[j]; j++) {
			const char *a = d->make_args[j];
			const char *eq = strchr(a, '=');
			gboolean ok = eq && eq > a && (g_ascii_isalpha(*a) || *a == '_');

			for (const char *c = a; ok && c < eq; c++)
				ok = g_ascii_isalnum(*c) || *c == '_';
			if (!ok) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
					    "cannot parse %s:%d:1: make-arg %s: expected VAR=VALUE",
					    path, find_line(text, g, "make-arg"), a);
				ret = -PORTER_ERROR_INPUT;
				goto out_free_config;
			}
		}
		for (guint j = 0; j + 1 < c->drivers->len; j++) {
			struct porter_nightly_driver *o = c->drivers->pdata[j];

			if (!strcmp(o->name, d->name)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
					    "cannot parse %s:%d:1: driver %s is listed twice",
					    path, line, d->name);
				ret = -PORTER_ERROR_INPUT;
				goto out_free_config;
			}
		}
	}
	if (!c->drivers->len) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot parse %s: no [driver NAME] group", path);
		ret = -PORTER_ERROR_INPUT;
		goto out_free_config;
	}
	*out = c;
	return 0;
out_free_config:
	porter_nightly_config_free(c);
	return ret;
}

/* ---- state --------------------------------------------------------------------------------- */

int porter_nightly_state_load(GHashTable **out, const char *path, GError **error)
{
	g_autoptr(GHashTable) state = g_hash_table_new_full(g_str_hash, g_str_equal, g_free,
							     g_free);
	g_autoptr(JsonParser) parser = json_parser_new();
	g_autoptr(GError) err = NULL;
	g_autoptr(GList) names = NULL;
	g_autofree char *text = NULL;
	gsize len = 0;
	JsonObject *root, *drivers;
	int ret;

	if (!g_file_test(path, G_FILE_TEST_EXISTS)) {
		*out = g_steal_pointer(&state);
		return 0;
	}
	if (!g_file_get_contents(path, &text, &len, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot read state %s: %s",
			    path, err->message);
		return -PORTER_ERROR_INPUT;
	}
	ret = porter_json_check_depth(text, len, path, error);
	if (ret)
		return ret;
	if (!json_parser_load_from_data(parser, text, len, &err) ||
	    !JSON_NODE_HOLDS_OBJECT(json_parser_get_root(parser))) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot parse state %s: %s",
			    path, err ? err->message : "not a JSON object");
		return -PORTER_ERROR_INPUT;
	}
	root = json_node_get_object(json_parser_get_root(parser));
	if (!json_object_has_member(root, "drivers") ||
	    !JSON_NODE_HOLDS_OBJECT(json_object_get_member(root, "drivers"))) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot parse state %s: no \"drivers\" object", path);
		return -PORTER_ERROR_INPUT;
	}
	drivers = json_object_get_object_member(root, "drivers");
	names = json_object_get_members(drivers);
	for (GList *l = names; l; l = l->next) {
		JsonNode *n = json_object_get_member(drivers, l->data);
		struct porter_nightly_state_entry *e;
		JsonObject *o;

		if (!JSON_NODE_HOLDS_OBJECT(n))
			continue;
		o = json_node_get_object(n);
		e = g_new0(struct porter_nightly_state_entry, 1);
		e->clean = json_object_get_boolean_member_with_default(o, "clean", FALSE);
		e->issues_after = json_object_get_int_member_with_default(o, "issues_after", 0);
		e->fixed = json_object_get_int_member_with_default(o, "fixed", 0);
		e->exit_code = json_object_get_int_member_with_default(o, "exit_code", 3);
		e->builds = json_object_get_boolean_member_with_default(o, "builds", e->clean &&
									 !e->fixed);
		g_hash_table_insert(state, g_strdup(l->data), e);
	}
	*out = g_steal_pointer(&state);
	return 0;
}

int porter_nightly_state_save(GHashTable *state, const char *path, GError **error)
{
	g_autoptr(JsonBuilder) b = json_builder_new();
	g_autoptr(JsonGenerator) gen = json_generator_new();
	g_autoptr(JsonNode) root = NULL;
	g_autoptr(GList) names = g_hash_table_get_keys(state);
	g_autoptr(GDateTime) now = g_date_time_new_now_utc();
	g_autofree char *stamp = g_date_time_format_iso8601(now);
	g_autofree char *data = NULL;

	names = g_list_sort(names, (GCompareFunc)strcmp);
	json_builder_begin_object(b);
	json_builder_set_member_name(b, "schema");
	json_builder_add_int_value(b, 1);
	json_builder_set_member_name(b, "date");
	json_builder_add_string_value(b, stamp);
	json_builder_set_member_name(b, "drivers");
	json_builder_begin_object(b);
	for (GList *l = names; l; l = l->next) {
		const struct porter_nightly_state_entry *e = g_hash_table_lookup(state, l->data);

		json_builder_set_member_name(b, l->data);
		json_builder_begin_object(b);
		json_builder_set_member_name(b, "clean");
		json_builder_add_boolean_value(b, e->clean);
		json_builder_set_member_name(b, "issues_after");
		json_builder_add_int_value(b, e->issues_after);
		json_builder_set_member_name(b, "fixed");
		json_builder_add_int_value(b, e->fixed);
		json_builder_set_member_name(b, "exit_code");
		json_builder_add_int_value(b, e->exit_code);
		json_builder_set_member_name(b, "builds");
		json_builder_add_boolean_value(b, e->builds);
		json_builder_end_object(b);
	}
	json_builder_end_object(b);
	json_builder_end_object(b);
	root = json_builder_get_root(b);
	json_generator_set_root(gen, root);
	json_generator_set_pretty(gen, TRUE);
	data = json_generator_to_data(gen, NULL);
	return porter_write_file(path, data, -1, error);
}

gboolean porter_nightly_regressed(const struct porter_nightly_state_entry *before,
				  const struct porter_nightly_state_entry *now)
{
	if (!before)
		return FALSE;
	/* porter failing on a driver it handled before is a regression too */
	if (now->exit_code == PORTER_EXIT_INTERNAL || now->exit_code == PORTER_EXIT_USAGE)
		return before->exit_code != now->exit_code;
	if (before->clean && !now->clean)
		return TRUE;
	return now->issues_after > before->issues_after;
}

/* ---- shards -------------------------------------------------------------------------------- */

int porter_nightly_shard_parse(guint *out_k, guint *out_n, const char *text, GError **error)
{
	guint64 k = 0, n = 0;
	const char *slash = text ? strchr(text, '/') : NULL;
	g_autofree char *ks = slash ? g_strndup(text, slash - text) : NULL;

	if (!slash || !g_ascii_string_to_unsigned(ks, 10, 1, PORTER_SHARD_MAX, &k, NULL) ||
	    !g_ascii_string_to_unsigned(slash + 1, 10, 1, PORTER_SHARD_MAX, &n, NULL) || k > n) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "bad --shard '%s': expected K/N with 1 <= K <= N <= %u", text ? text : "",
			    PORTER_SHARD_MAX);
		return -PORTER_ERROR_INPUT;
	}
	*out_k = k;
	*out_n = n;
	return 0;
}

guint porter_nightly_shard_of(const char *driver, const char *kernel, guint n)
{
	/* FNV-1a over "DRIVER\0KERNEL": the pair's names alone, not its place in the config */
	guint64 h = 0xcbf29ce484222325ULL;
	const char *parts[] = { driver ? driver : "", kernel ? kernel : "" };

	for (guint i = 0; i < G_N_ELEMENTS(parts); i++)
		for (const unsigned char *c = (const unsigned char *)parts[i];; c++) {
			h = (h ^ *c) * 0x100000001b3ULL;
			if (!*c)
				break;
		}
	return n ? (guint)(h % n) + 1 : 1;
}

/* The value of attribute @name in the start tag at @tag, as a double; 0 when absent. */
static double attr_double(const char *tag, const char *name)
{
	g_autofree char *key = g_strdup_printf(" %s=\"", name);
	const char *end = strchr(tag, '>');
	const char *at = strstr(tag, key);

	return at && end && at < end ? g_ascii_strtod(at + strlen(key), NULL) : 0;
}

char *porter_junit_merge(const char *suite, GPtrArray *texts)
{
	GString *cases = g_string_new(NULL);
	g_autofree char *esuite = porter_xml_escape(suite);
	g_autoptr(GDateTime) now = g_date_time_new_now_utc();
	g_autofree char *stamp = g_date_time_format(now, "%Y-%m-%dT%H:%M:%S");
	guint tests = 0, failures = 0, errors = 0;
	double total = 0;
	GString *s;

	/* porter_junit_render()'s own layout: a case is "    <testcase " to "    </testcase>\n",
	 * and its texts are escaped, so neither marker occurs inside one */
	for (guint i = 0; i < texts->len; i++) {
		const char *t = texts->pdata[i];

		while ((t = strstr(t, "    <testcase "))) {
			const char *end = strstr(t, "    </testcase>\n");
			const char *body = strchr(t, '>');

			if (!end || !body)
				break;
			end += strlen("    </testcase>\n");
			tests++;
			total += attr_double(t, "time");
			if (g_str_has_prefix(body + 1, "\n      <error "))
				errors++;
			else if (g_str_has_prefix(body + 1, "\n      <failure "))
				failures++;
			g_string_append_len(cases, t, end - t);
			t = end;
		}
	}
	s = g_string_new("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	g_string_append_printf(s, "<testsuites name=\"%s\" tests=\"%u\" failures=\"%u\" "
			       "errors=\"%u\" time=\"%.3f\">\n", esuite, tests, failures, errors,
			       total);
	g_string_append_printf(s, "  <testsuite name=\"%s\" tests=\"%u\" failures=\"%u\" "
			       "errors=\"%u\" skipped=\"0\" time=\"%.3f\" timestamp=\"%s\">\n",
			       esuite, tests, failures, errors, total, stamp);
	g_string_append_len(s, cases->str, cases->len);
	g_string_append(s, "  </testsuite>\n</testsuites>\n");
	g_string_free(cases, TRUE);
	return g_string_free(s, FALSE);
}

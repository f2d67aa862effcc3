// SPDX-License-Identifier: GPL-2.0
/*
 * dkms.conf read as data: dkms sources it as shell, but it comes with the driver and is hostile
 * input, so only its assignments are parsed (shell quoting, NAME[N] arrays) and MAKE[0] is turned
 * into a build command with the variables dkms would give it, the others named in warnings.
 */
#include "sandbox.h"

#include <string.h>

#define DKMS_MAX_BYTES (1024 * 1024)
#define DKMS_MAX_INDEX 64

void sbx_dkms_free(struct sbx_dkms *d)
{
	if (!d)
		return;
	g_free(d->package_name);
	g_free(d->package_version);
	g_free(d->make);
	g_ptr_array_unref(d->module_names);
	g_ptr_array_unref(d->module_locations);
	g_ptr_array_unref(d->warnings);
	g_free(d);
}

static gboolean is_name_start(char c)
{
	return g_ascii_isalpha(c) || c == '_';
}

static gboolean is_name_char(char c)
{
	return g_ascii_isalnum(c) || c == '_';
}

/* Sets a[idx] = value (owned), growing a with "" entries. */
static void set_index(GPtrArray *a, guint idx, char *value)
{
	while (a->len <= idx)
		g_ptr_array_add(a, g_strdup(""));
	g_free(a->pdata[idx]);
	a->pdata[idx] = value;
}

/*
 * One shell word at *p: quotes removed, a '$' that the shell would not expand (single quotes,
 * backslash) kept as "\$" so that the expansion below and a later `sh -c` both leave it.  Moves
 * *p and *line past it.  FALSE for an unterminated quote.
 */
static gboolean read_word(GString *w, const char **p, const char *end, guint *line)
{
	const char *c = *p;

	/* a "#" inside a word is part of it, as in sh: only one starting a word is a comment */
	while (c < end && !strchr(" \t\n;", *c)) {
		if (*c == '\'') {
			for (c++; c < end && *c != '\''; c++) {
				*line += *c == '\n';
				if (*c == '$')
					g_string_append_c(w, '\\');
				g_string_append_c(w, *c);
			}
			if (c >= end)
				return FALSE;
			c++;
		} else if (*c == '"') {
			for (c++; c < end && *c != '"'; c++) {
				*line += *c == '\n';
				if (*c == '\\' && c + 1 < end && strchr("\"\\`$\n", c[1])) {
					c++;
					if (*c == '\n') {
						(*line)++;
						continue;
					}
					if (*c == '$' || *c == '`')
						g_string_append_c(w, '\\');
				}
				g_string_append_c(w, *c);
			}
			if (c >= end)
				return FALSE;
			c++;
		} else if (*c == '\\' && c + 1 < end) {
			if (c[1] == '$')
				g_string_append_c(w, '\\');
			if (c[1] != '\n')
				g_string_append_c(w, c[1]);
			else
				(*line)++;
			c += 2;
		} else {
			g_string_append_c(w, *c++);
		}
	}
	*p = c;
	return TRUE;
}

static void skip_line(const char **p, const char *end)
{
	while (*p < end && **p != '\n')
		(*p)++;
}

/* $PACKAGE_NAME, ${PACKAGE_VERSION} in *value replaced; any other '$' named in a warning. */
static void expand_package(struct sbx_dkms *d, char **value, const char *name)
{
	static const char *const vars[] = { "PACKAGE_NAME", "PACKAGE_VERSION" };
	GString *o = g_string_new(NULL);

	for (const char *c = *value; *c;) {
		gboolean done = FALSE;

		for (guint i = 0; *c == '$' && i < G_N_ELEMENTS(vars) && !done; i++) {
			g_autofree char *plain = g_strconcat("$", vars[i], NULL);
			g_autofree char *braced = g_strconcat("${", vars[i], "}", NULL);
			const char *v = i ? d->package_version : d->package_name;
			gsize n = g_str_has_prefix(c, braced) ? strlen(braced) :
				  g_str_has_prefix(c, plain) && !is_name_char(c[strlen(plain)]) ?
				  strlen(plain) : 0;

			if (n) {
				g_string_append(o, v ? v : "");
				c += n;
				done = TRUE;
			}
		}
		if (done)
			continue;
		if (*c == '$')
			g_ptr_array_add(d->warnings, g_strdup_printf(
				"%s: %s: only $PACKAGE_NAME and $PACKAGE_VERSION are expanded in a "
				"module's name or location", name, *value));
		g_string_append_c(o, *c++);
	}
	g_free(*value);
	*value = g_string_free(o, FALSE);
}

int sbx_dkms_parse(struct sbx_dkms **out, const char *text, gsize len, const char *name,
		   GError **error)
{
	struct sbx_dkms *d = g_new0(struct sbx_dkms, 1);
	const char *p = text, *end = text + len;
	guint line = 1;

	*out = NULL;
	d->module_names = g_ptr_array_new_with_free_func(g_free);
	d->module_locations = g_ptr_array_new_with_free_func(g_free);
	d->warnings = g_ptr_array_new_with_free_func(g_free);
	if (memchr(text, '\0', len)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "%s: a NUL byte: not a dkms.conf",
			    name);
		goto out_fail;
	}
	while (p < end) {
		g_autoptr(GString) value = g_string_new(NULL);
		g_autofree char *key = NULL;
		const char *start;
		guint at = line;
		long idx = -1;

		if (*p == '\n') {
			line++;
			p++;
			continue;
		}
		if (*p == ' ' || *p == '\t' || *p == ';') {
			p++;
			continue;
		}
		if (*p == '#') {
			skip_line(&p, end);
			continue;
		}
		start = p;
		while (p < end && is_name_char(*p))
			p++;
		if (p == start || !is_name_start(*start))
			goto not_understood;
		key = g_strndup(start, p - start);
		if (p < end && *p == '[') {
			char *e = NULL;

			idx = strtol(p + 1, &e, 10);
			if (e == p + 1 || *e != ']' || idx < 0 || idx >= DKMS_MAX_INDEX)
				goto not_understood;
			p = e + 1;
		}
		if (p >= end || *p != '=')
			goto not_understood;
		p++;
		if (!read_word(value, &p, end, &line)) {
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "%s:%u: unterminated quote in "
				    "the value of %s", name, at, key);
			goto out_fail;
		}
		/* "NAME=value command": an assignment for one command, which dkms.conf never is */
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if (p < end && *p != '\n' && *p != '#' && *p != ';')
			goto not_understood;
		if (!strcmp(key, "PACKAGE_NAME") && idx < 0) {
			g_free(d->package_name);
			d->package_name = g_strdup(value->str);
		} else if (!strcmp(key, "PACKAGE_VERSION") && idx < 0) {
			g_free(d->package_version);
			d->package_version = g_strdup(value->str);
		} else if (!strcmp(key, "MAKE") && idx <= 0) {
			g_free(d->make);
			d->make = g_strdup(value->str);
		} else if (!strcmp(key, "MAKE")) {
			g_ptr_array_add(d->warnings, g_strdup_printf(
				"%s:%u: MAKE[%ld] ignored: porter builds with MAKE[0]", name, at, idx));
		} else if (!strcmp(key, "BUILT_MODULE_NAME")) {
			set_index(d->module_names, MAX(idx, 0), g_strdup(value->str));
		} else if (!strcmp(key, "BUILT_MODULE_LOCATION")) {
			set_index(d->module_locations, MAX(idx, 0), g_strdup(value->str));
		}
		continue;
not_understood:
		p = start;
		skip_line(&p, end);
		{
			g_autofree char *l = g_strndup(start, MIN(p - start, 60));

			g_ptr_array_add(d->warnings, g_strdup_printf("%s:%u: not an assignment, "
								     "ignored: %s", name, at,
								     g_strstrip(l)));
		}
	}
	while (d->module_locations->len < d->module_names->len)
		g_ptr_array_add(d->module_locations, g_strdup(""));
	/* BUILT_MODULE_NAME[0]="$PACKAGE_NAME": the package's own variables, expanded */
	for (guint i = 0; i < d->module_names->len; i++) {
		expand_package(d, (char **)&d->module_names->pdata[i], name);
		expand_package(d, (char **)&d->module_locations->pdata[i], name);
	}
	*out = d;
	return 0;
out_fail:
	sbx_dkms_free(d);
	return -SBX_ERROR_INPUT;
}

int sbx_dkms_load(struct sbx_dkms **out, const char *path, GError **error)
{
	g_autofree char *text = NULL;
	g_autoptr(GError) err = NULL;
	gsize len;

	*out = NULL;
	if (sbx_read_untrusted(path, DKMS_MAX_BYTES, &text, &len, &err)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "%s (a dkms.conf is a regular file of "
			    "at most 1 MB)", err->message);
		return -SBX_ERROR_INPUT;
	}
	return sbx_dkms_parse(out, text, len, path, error);
}

/* What a variable of MAKE[0] stands for; NULL when porter does not know it. */
static const char *dkms_value(const struct sbx_dkms *d, const char *var, const char *release)
{
	if (!strcmp(var, "kernelver") || !strcmp(var, "kernel_version") ||
	    !strcmp(var, "KERNELRELEASE"))
		return release;
	if (!strcmp(var, "kernel_source_dir"))
		return "{kernel}";
	/* the build dir: $dkms_tree/$module/$module_version/build, $source_tree/$module-$ver */
	if (!strcmp(var, "dkms_tree"))
		return "\001";
	if (!strcmp(var, "source_tree"))
		return "\002";
	if (!strcmp(var, "PACKAGE_NAME") || !strcmp(var, "module"))
		return d->package_name;
	if (!strcmp(var, "PACKAGE_VERSION") || !strcmp(var, "module_version"))
		return d->package_version;
	return NULL;
}

/* Moves *c past n path components "/x" (stopping at a word's end); FALSE when fewer are there. */
static gboolean skip_components(const char **c, int n, const char *last)
{
	const char *p = *c, *start = NULL;

	for (int i = 0; i < n; i++) {
		if (*p != '/')
			return FALSE;
		start = ++p;
		while (*p && !strchr("/ \t\"';", *p))
			p++;
		if (p == start)
			return FALSE;
	}
	if (last && ((gsize)(p - start) != strlen(last) || strncmp(start, last, p - start)))
		return FALSE;
	*c = p;
	return TRUE;
}

/*
 * Replaces the package's folders as dkms lays them out, $dkms_tree/MODULE/VERSION/build (or
 * /source, its link to the sources) and $source_tree/MODULE-VERSION, by {src}, and the kernel's,
 * /lib/modules/RELEASE/build (or /source), by {kernel}; the path after them is kept
 * ("$dkms_tree/m/1.0/build/src/mod/common" is "{src}/src/mod/common").
 */
static char *placeholders(const char *s, const char *release, GPtrArray *warnings)
{
	g_autofree char *lib = release ? g_strdup_printf("/lib/modules/%s/build", release) : NULL;
	g_autofree char *src = release ? g_strdup_printf("/lib/modules/%s/source", release) : NULL;
	GString *o = g_string_new(NULL);

	for (const char *c = s; *c;) {
		if (*c == '\001' || *c == '\002') {
			const char *at = ++c;
			gboolean ok = c[-1] == '\001' ? skip_components(&c, 3, "build") ||
							 skip_components(&c, 3, "source") :
					 skip_components(&c, 1, NULL);

			if (!ok) {
				/* not the package's folder: the package's all the same, what follows
				 * named in a warning */
				while (*c && !strchr(" \t\"';", *c))
					c++;
				g_ptr_array_add(warnings, g_strdup_printf(
					"dkms.conf: MAKE[0]: $%s%.*s is no package folder dkms makes, "
					"taken as the package's", at[-1] == '\001' ? "dkms_tree" : "source_tree",
					(int)(c - at), at));
			}
			g_string_append(o, "{src}");
		} else if (lib && g_str_has_prefix(c, lib)) {
			c += strlen(lib);
			g_string_append(o, "{kernel}");
		} else if (src && g_str_has_prefix(c, src)) {
			c += strlen(src);
			g_string_append(o, "{kernel}");
		} else {
			g_string_append_c(o, *c++);
		}
	}
	return g_string_free(o, FALSE);
}

char *sbx_dkms_command(const struct sbx_dkms *d, const char *release, GPtrArray *warnings)
{
	GString *o;
	g_autofree char *expanded = NULL;

	if (!d || !d->make || !*d->make)
		return NULL;
	o = g_string_new(NULL);
	for (const char *c = d->make; *c;) {
		g_autofree char *var = NULL;
		const char *v;

		if (c[0] == '\\' && (c[1] == '$' || c[1] == '`')) {
			g_string_append_len(o, c, 2);
			c += 2;
			continue;
		}
		if (*c == '`') {
			const char *e = strchr(c + 1, '`');

			g_ptr_array_add(warnings, g_strdup_printf(
				"dkms.conf: MAKE[0]: command substitution `%.*s` not run, left empty",
				e ? (int)(e - c - 1) : (int)strlen(c + 1), c + 1));
			c = e ? e + 1 : c + strlen(c);
			continue;
		}
		if (*c != '$') {
			g_string_append_c(o, *c++);
			continue;
		}
		if (c[1] == '(') {
			const char *e = strchr(c + 2, ')');
			g_autofree char *cmd = e ? g_strndup(c + 2, e - c - 2) : g_strdup(c + 2);

			g_strstrip(cmd);
			/* the one command substitution dkms.conf files use: the number of CPUs */
			if (!strcmp(cmd, "nproc") || !strcmp(cmd, "getconf _NPROCESSORS_ONLN"))
				g_string_append_printf(o, "%u", MAX(g_get_num_processors(), 1));
			else
				g_ptr_array_add(warnings, g_strdup_printf(
					"dkms.conf: MAKE[0]: command substitution $(%s) not run, "
					"left empty", cmd));
			c = e ? e + 1 : c + strlen(c);
			continue;
		}
		if (c[1] == '{') {
			const char *e = strchr(c + 2, '}');

			var = e ? g_strndup(c + 2, e - c - 2) : g_strdup(c + 2);
			c = e ? e + 1 : c + strlen(c);
		} else if (is_name_start(c[1])) {
			const char *e = c + 1;

			while (is_name_char(*e))
				e++;
			var = g_strndup(c + 1, e - c - 1);
			c = e;
		} else {
			g_string_append_c(o, *c++);
			continue;
		}
		v = dkms_value(d, var, release);
		if (v)
			g_string_append(o, v);
		else if (release == NULL && (!strcmp(var, "kernelver") || !strcmp(var, "kernel_version") ||
					     !strcmp(var, "KERNELRELEASE")))
			g_ptr_array_add(warnings, g_strdup_printf(
				"dkms.conf: MAKE[0]: $%s: the release of the kernel tree is not known, "
				"left empty", var));
		else
			g_ptr_array_add(warnings, g_strdup_printf(
				"dkms.conf: MAKE[0]: variable $%s not understood, left empty", var));
	}
	expanded = g_string_free(o, FALSE);
	/*
	 * dkms runs "${make_command/#make/make -jN KERNELRELEASE=$kernelver}": a Makefile may take
	 * its kernel dir from $(KERNELRELEASE) (evdi's /lib/modules/$(KERNELRELEASE)/build)
	 */
	if (release && g_str_has_prefix(expanded, "make") && strchr(" \t", expanded[4])) {
		g_autofree char *rest = g_steal_pointer(&expanded);

		expanded = g_strdup_printf("make KERNELRELEASE=%s%s", release, rest + 4);
	}
	return placeholders(expanded, release, warnings);
}

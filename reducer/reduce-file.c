// SPDX-License-Identifier: GPL-2.0
/*
 * red_reduce_file(): red_reduce_log() on a log read from a file or stdin ("-"), its messages
 * naming the real input instead of "<log>".
 */
#include <stdio.h>
#include <string.h>

#include "red-int.h"

/* @msg with its "<log>" naming the real input; owned. */
static char *name_input(const char *msg, const char *path)
{
	const char *p = strstr(msg, "<log>");

	if (!p)
		return g_strdup(msg);
	return g_strdup_printf("%.*s%s%s", (int)(p - msg), msg, strcmp(path, "-") ? path : "<stdin>", p + 5);
}

int red_reduce_file(GPtrArray **out_issues, guint *out_n_diagnostics, const char *path,
		    const struct red_options *opts, GError **error)
{
	g_autofree char *text = NULL;
	gsize len = 0;
	g_autoptr(GError) err = NULL;
	guint nwarn = opts && opts->warnings ? opts->warnings->len : 0;
	int ret;

	if (!strcmp(path, "-")) {
		GString *buf = g_string_new(NULL);
		char chunk[65536];
		size_t r;

		while ((r = fread(chunk, 1, sizeof(chunk), stdin)) > 0)
			g_string_append_len(buf, chunk, r);
		if (ferror(stdin)) {
			g_string_free(buf, TRUE);
			g_set_error(error, RED_ERROR, RED_ERROR_IO, "cannot read <stdin>");
			return -1;
		}
		len = buf->len;
		text = g_string_free(buf, FALSE);
	} else if (!g_file_get_contents(path, &text, &len, &err)) {
		g_set_error(error, RED_ERROR, RED_ERROR_IO, "cannot read %s: %s", path, err->message);
		return -1;
	}
	ret = red_reduce_log(out_issues, out_n_diagnostics, text, len, opts, &err);
	for (guint i = nwarn; opts && opts->warnings && i < opts->warnings->len; i++) {
		char *w = opts->warnings->pdata[i];

		opts->warnings->pdata[i] = name_input(w, path);
		g_free(w);
	}
	if (ret) {
		g_autofree char *m = name_input(err->message, path);

		g_set_error_literal(error, RED_ERROR, err->code, m);
		return -1;
	}
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/* Small helpers of the porter command: option parsing shared by the subcommands, progress lines
 * on stderr, only when asked for, and the checks on untrusted text (JSON depth, URLs with
 * secrets, a server's answer) every command shares. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "escape.h"
#include "porter.h"
#include "progress.h"
#include "reducer.h"

void porter_progress_enable(gboolean on)
{
	prog_init("porter", on ? PROG_ON : PROG_OFF);
}

void porter_progress(const char *fmt, ...)
{
	g_autofree char *line = NULL, *safe = NULL;
	va_list ap;

	if (!prog_enabled())
		return;
	va_start(ap, fmt);
	line = g_strdup_vprintf(fmt, ap);
	va_end(ap);
	/* names and messages of the driver and its build: shown, never obeyed by the terminal */
	safe = esc_terminal(line, FALSE);
	prog_line("%s", safe);
}

int porter_parse_options(const char *cmd, const char *summary, const GOptionEntry *entries,
			 const gboolean *help, int *argc, char ***argv)
{
	g_autoptr(GOptionContext) ctx = g_option_context_new(summary);
	g_autoptr(GError) err = NULL;

	g_option_context_add_main_entries(ctx, entries, NULL);
	/* GOption's own --help calls exit(); ours returns */
	g_option_context_set_help_enabled(ctx, FALSE);
	if (!g_option_context_parse(ctx, argc, argv, &err)) {
		g_printerr("porter %s: %s\n", cmd, err->message);
		return PORTER_EXIT_USAGE;
	}
	if (*help) {
		g_autofree char *text = g_option_context_get_help(ctx, TRUE, NULL);

		fputs(text, stdout);
		return -1;
	}
	if (*argc > 1) {
		g_printerr("porter %s: unexpected argument '%s'\n", cmd, (*argv)[1]);
		return PORTER_EXIT_USAGE;
	}
	return 0;
}

int porter_json_check_depth(const char *data, gssize len, const char *name, GError **error)
{
	g_autoptr(GError) err = NULL;

	/* the reducer owns the scan; here it only takes porter's limit and error domain */
	if (red_json_check_depth(data, len, PORTER_JSON_MAX_DEPTH, name, &err) == 0)
		return 0;
	g_set_error_literal(error, PORTER_ERROR, PORTER_ERROR_INPUT, err->message);
	return -PORTER_ERROR_INPUT;
}

char *porter_url_redact(const char *url)
{
	const char *scheme = strstr(url ? url : "", "://");
	const char *auth = scheme ? scheme + 3 : url ? url : "";
	gsize auth_len = strcspn(auth, "/?#");
	const char *at = g_strstr_len(auth, auth_len, "@");
	const char *q;
	GString *s = g_string_new(NULL);

	g_string_append_len(s, url ? url : "", auth - (url ? url : ""));
	if (at) {
		g_string_append(s, "***");
		auth = at;
	}
	q = strchr(auth, '?');
	if (!q) {
		g_string_append(s, auth);
		return g_string_free(s, FALSE);
	}
	g_string_append_len(s, auth, q - auth + 1);
	/* every value of the query may be a token: keep the names, hide the values */
	for (const char *p = q + 1; *p && *p != '#';) {
		gsize field = strcspn(p, "&#");
		const char *eq = memchr(p, '=', field);

		if (eq) {
			g_string_append_len(s, p, eq - p + 1);
			g_string_append(s, "***");
		} else {
			g_string_append_len(s, p, field);
		}
		p += field;
		if (*p == '&')
			g_string_append_c(s, *p++);
	}
	if (strchr(q, '#'))
		g_string_append(s, strchr(q, '#'));
	return g_string_free(s, FALSE);
}

char *porter_sanitize_line(const char *text, gsize max)
{
	GString *s = g_string_new(NULL);
	const char *p = text ? text : "";

	while (*p && s->len < max) {
		gunichar c = g_utf8_get_char_validated(p, -1);

		if (c == (gunichar)-1 || c == (gunichar)-2) {
			g_string_append_printf(s, "\\x%02x", (unsigned char)*p++);
			continue;
		}
		if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0))
			g_string_append_printf(s, "\\x%02x", c);
		else
			g_string_append_unichar(s, c);
		p = g_utf8_next_char(p);
	}
	if (*p)
		g_string_append(s, "...");
	return g_string_free(s, FALSE);
}

int porter_check_out_dir(const char *dir, const char *what, GError **error)
{
	if (g_mkdir_with_parents(dir, 0755) || !g_file_test(dir, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot create %s %s: %s",
			    what, dir, g_strerror(errno ? errno : ENOTDIR));
		return -PORTER_ERROR_INPUT;
	}
	if (access(dir, W_OK | X_OK)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot write %s %s: %s",
			    what, dir, g_strerror(errno));
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

int porter_check_out_place(const char *dir, const char *what, GError **error)
{
	g_autofree char *up = g_strdup(dir);

	if (g_file_test(dir, G_FILE_TEST_EXISTS) || g_file_test(dir, G_FILE_TEST_IS_SYMLINK))
		return porter_check_out_dir(dir, what, error);
	/* the first folder up that exists makes the rest */
	while (!g_file_test(up, G_FILE_TEST_EXISTS)) {
		char *next = g_path_get_dirname(up);

		if (!strcmp(next, up)) {
			g_free(next);
			break;
		}
		g_free(up);
		up = next;
	}
	if (!g_file_test(up, G_FILE_TEST_IS_DIR) || access(up, W_OK | X_OK)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot create %s %s: %s",
			    what, dir, g_file_test(up, G_FILE_TEST_IS_DIR) ? g_strerror(errno) :
			    g_strerror(ENOTDIR));
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

int porter_check_out_file(const char *path, const char *what, GError **error)
{
	g_autofree char *dir = g_path_get_dirname(path);

	if (g_file_test(path, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot write %s %s: is a directory", what, path);
		return -PORTER_ERROR_INPUT;
	}
	if (access(dir, W_OK | X_OK)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot write %s %s: %s", what,
			    path, g_strerror(errno));
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

char *porter_build_cause(const char *log)
{
	g_auto(GStrv) lines = g_strsplit(log ? log : "", "\n", -1);
	const char *last = NULL;

	/* make's first complaint is the cause; its "*** [...] Error 2" lines up the tree follow it */
	for (guint i = 0; lines[i]; i++) {
		const char *l = g_strstrip(lines[i]);
		g_autofree char *low = g_ascii_strdown(l, -1);

		if (!*l || strstr(l, ": Entering directory") || strstr(l, ": Leaving directory"))
			continue;
		if (strstr(l, "*** ") || strstr(low, "error") || strstr(l, "No such file") ||
		    strstr(l, "not found") || strstr(low, "cannot") || strstr(l, "Stop."))
			return porter_sanitize_line(l, 400);
		last = l;
	}
	return last ? porter_sanitize_line(last, 400) : NULL;
}

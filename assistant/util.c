// SPDX-License-Identifier: GPL-2.0
/* Small helpers of the porter command: option parsing shared by the subcommands, progress lines
 * on stderr, only when asked for. */
#include <stdarg.h>
#include <stdio.h>

#include "porter.h"

static gboolean progress_on;

void porter_progress_enable(gboolean on)
{
	progress_on = on;
}

void porter_progress(const char *fmt, ...)
{
	va_list ap;

	if (!progress_on)
		return;
	va_start(ap, fmt);
	fputs("porter: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
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

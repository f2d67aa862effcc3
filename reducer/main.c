// SPDX-License-Identifier: GPL-2.0
/*
 * gcc-reduce: reads a compiler log (GCC or Clang, text or JSON diagnostics, with make's lines around
 * it) and prints the root issues, one per line, as JSON or as Vim quickfix lines.
 */
#include <stdio.h>
#include <string.h>

#include "reducer.h"

static const char usage[] =
	"usage: gcc-reduce [--source DIR] [--kernel KDIR] [--format text|json|vim] [LOG|-]\n"
	"       gcc-reduce --version\n"
	"\n"
	"Reduces a compiler log to its root issues, with facts read from the driver source.\n"
	"\n"
	"Input (auto-detected, from LOG or standard input):\n"
	"  GCC text output, GCC 4.9 to 14 (file:line:col: error: ..., In function, In file included\n"
	"  from, notes, 'in expansion of macro', caret and fix-it lines, [-Werror=...], colours);\n"
	"  GCC JSON diagnostics (-fdiagnostics-format=json, GCC >= 10), one array per compiler run;\n"
	"  Clang text output; make/Kbuild lines (CC [M], make[2]: *** ... Error 1) are skipped.\n"
	"\n"
	"Options:\n"
	"  --source DIR     the driver sources (resolves file names of the log; default: as printed)\n"
	"  --kernel KDIR    target kernel tree: prototypes and struct fields\n"
	"  --format FMT     text (default): file:line:col: kind symbol [in container] ...\n"
	"                   json: {\"schema\": 1, \"diagnostics\": N, \"issues\": [...]}, the issues\n"
	"                         as docs/cli.md's objects (kind, symbol, container, file, line,\n"
	"                         column, function, message, expected, actual, count, evidence)\n"
	"                   vim: quickfix lines, :set errorformat=%f:%l:%c:\\ %t%*[^:]:\\ %m\n"
	"\n"
	"Kinds: unknown-field no-member undefined-function undefined-identifier unknown-type\n"
	"       too-many-args too-few-args incompatible-init incompatible-assign incompatible-arg\n"
	"       incompatible-return other\n"
	"\n"
	"NUL bytes in the log are replaced (a warning says how many); a JSON array nested deeper than\n"
	"256 levels is skipped with a warning, and is an error when the log holds nothing else.\n"
	"\n"
	"Exit status: 0 issues printed (also none), 2 usage or input error.\n";

int main(int argc, char **argv)
{
	struct red_options opts = RED_OPTIONS_INIT;
	const char *format = "text", *path = "-";
	g_autoptr(GPtrArray) issues = NULL;
	g_autoptr(GError) err = NULL;
	g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *out = NULL;
	guint n = 0;
	int i, ret;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--version")) {
			printf("gcc-reduce (porter) %s\n", PORTER_VERSION);
			return 0;
		}
		if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			fputs(usage, stdout);
			return 0;
		} else if ((!strcmp(a, "--source") || !strcmp(a, "--kernel") || !strcmp(a, "--format")) &&
			   i + 1 < argc) {
			const char *v = argv[++i];

			if (a[2] == 's')
				opts.source_dir = v;
			else if (a[2] == 'k')
				opts.kernel_dir = v;
			else
				format = v;
		} else if (g_str_has_prefix(a, "--source=")) {
			opts.source_dir = a + 9;
		} else if (g_str_has_prefix(a, "--kernel=")) {
			opts.kernel_dir = a + 9;
		} else if (g_str_has_prefix(a, "--format=")) {
			format = a + 9;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "gcc-reduce: error: unknown option '%s'\n%s", a, usage);
			return 2;
		} else if (i == argc - 1) {
			path = a;
		} else {
			fprintf(stderr, "gcc-reduce: error: more than one log given ('%s')\n", a);
			return 2;
		}
	}
	if (strcmp(format, "text") && strcmp(format, "json") && strcmp(format, "vim")) {
		fprintf(stderr, "gcc-reduce: error: unknown format '%s' (text, json or vim)\n", format);
		return 2;
	}
	opts.warnings = warnings;
	ret = red_reduce_file(&issues, &n, path, &opts, &err);
	for (guint w = 0; w < warnings->len; w++)
		fprintf(stderr, "gcc-reduce: warning: %s\n", (char *)warnings->pdata[w]);
	if (ret) {
		fprintf(stderr, "gcc-reduce: error: %s\n", err->message);
		return 2;
	}
	if (!strcmp(format, "json"))
		out = red_result_to_json(issues, n);
	else if (!strcmp(format, "vim"))
		out = red_issues_to_vim(issues);
	else
		out = red_issues_to_text(issues);
	fputs(out, stdout);
	if (!strcmp(format, "json"))
		fputc('\n', stdout);
	fprintf(stderr, "reduced %u diagnostics to %u issues\n", n, issues->len);
	return 0;
}

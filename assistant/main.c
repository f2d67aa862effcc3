// SPDX-License-Identifier: GPL-2.0
/*
 * porter's entry point: git-style dispatch to one cmd_NAME per subcommand.  Nothing below
 * main() exits; every command returns docs/cli.md's exit code.
 */
#include <stdio.h>
#include <string.h>
#include <locale.h>

#include "gitrt.h"
#include "escape.h"
#include "porter.h"

struct cmd {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *help;
};

static const struct cmd commands[] = {
	{ "port", cmd_port, "port one driver to a kernel, review or apply the patch series" },
	{ "nightly", cmd_nightly, "port every driver of a config file, for CI" },
	{ "eval", cmd_eval, "run a case manifest and print the scores" },
	{ "load-test", cmd_load_test, "boot the target kernel under QEMU and load a built module" },
	{ "pool", cmd_pool, "build the example history of two kernels and its index" },
};

static void usage(FILE *f)
{
	fprintf(f, "usage: porter <command> [<options>]\n       porter --version\n\ncommands:\n");
	for (guint i = 0; i < G_N_ELEMENTS(commands); i++)
		fprintf(f, "   %-9s %s\n", commands[i].name, commands[i].help);
	fprintf(f, "\n'porter <command> --help' describes the options of a command.\n");
}

/*
 * Every g_print() and g_printerr() of porter goes to a terminal or a CI log and may carry a
 * driver's names or a build's messages: the terminal's escaper sees all of it here, once.
 */
static void print_out(const char *text)
{
	g_autofree char *safe = esc_terminal(text, TRUE);

	fputs(safe, stdout);
}

static void print_err(const char *text)
{
	g_autofree char *safe = esc_terminal(text, TRUE);

	fputs(safe, stderr);
}

int main(int argc, char **argv)
{
	int ret;

	setlocale(LC_ALL, "");
	g_set_print_handler(print_out);
	g_set_printerr_handler(print_err);
	if (argc < 2) {
		usage(stderr);
		return PORTER_EXIT_USAGE;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("porter %s\n", PORTER_VERSION);
		return 0;
	}
	for (guint i = 0; i < G_N_ELEMENTS(commands); i++) {
		if (!strcmp(argv[1], commands[i].name)) {
			g_autofree char *prg = g_strconcat("porter ", commands[i].name, NULL);

			g_set_prgname(prg);
			/* libgit2's one initialization for the process: no module makes its own */
			gitrt_init();
			ret = commands[i].fn(argc - 1, argv + 1);
			gitrt_shutdown();
			return ret;
		}
	}
	fprintf(stderr, "porter: '%s' is not a porter command\n", argv[1]);
	usage(stderr);
	return PORTER_EXIT_USAGE;
}

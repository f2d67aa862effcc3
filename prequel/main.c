// SPDX-License-Identifier: GPL-2.0
/* The prequel command: dispatches `prequel SUBCOMMAND ...` to its cmd_NAME (builtin.h), git-style. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <glib.h>
#include "gitrt.h"
#include "builtin.h"

struct cmd {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *help;
};

static const struct cmd cmds[] = {
	{ "index", cmd_index, "index --db DB [--repo-name NAME] REPO [RANGE]: index a repository's commits" },
	{ "stats", cmd_stats, "stats --db DB: repos, commits, words and size of an index" },
	{ "merge", cmd_merge, "merge --db DB SHARD.db...: merge indexes built separately into DB" },
	{ "query", cmd_query, "query --db DB [--range RANGE] [--limit N] [--format F] QUERY.pq" },
	{ "template", cmd_template, "template KIND key=value...: print the query for an issue kind" },
};

static void usage(FILE *f)
{
	fprintf(f, "usage: prequel COMMAND [ARGS]\n       prequel --version\n\ncommands:\n");
	for (gsize i = 0; i < G_N_ELEMENTS(cmds); i++)
		fprintf(f, "  %s\n", cmds[i].help);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return 0;
	}
	/* past `ulimit -f` a write fails with EFBIG, which SQLite reports and we print as one line;
	 * the default SIGXFSZ action would kill us without a word (the DB stays intact either way) */
	signal(SIGXFSZ, SIG_IGN);
	if (!strcmp(argv[1], "--version")) {
		printf("prequel (porter) %s\n", PORTER_VERSION);
		return 0;
	}
	for (gsize i = 0; i < G_N_ELEMENTS(cmds); i++) {
		if (!strcmp(argv[1], cmds[i].name)) {
			int ret;

			/* libgit2's one initialization for the process: no module makes its own */
			gitrt_init();
			ret = cmds[i].fn(argc - 1, argv + 1);
			gitrt_shutdown();
			return ret;
		}
	}
	fprintf(stderr, "prequel: '%s' is not a prequel command\n", argv[1]);
	usage(stderr);
	return 2;
}

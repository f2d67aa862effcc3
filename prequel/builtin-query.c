// SPDX-License-Identifier: GPL-2.0
/* Placeholder for `prequel query` and `prequel template` so the command links; "query" replaces it. */
#include <stdio.h>
#include "builtin.h"

int cmd_query(int argc, char **argv)
{
	fprintf(stderr, "prequel: query: not implemented yet\n");
	return 3;
}

int cmd_template(int argc, char **argv)
{
	fprintf(stderr, "prequel: template: not implemented yet\n");
	return 3;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * `porter eval --cases FILE`: scores a case manifest (issue 9).  Not written yet: the command
 * says so and fails, rather than printing numbers it did not measure.
 */
#include "porter.h"

int cmd_eval(int argc, char **argv)
{
	g_printerr("porter eval: not implemented yet (issue 9); run 'porter port' per case\n");
	return PORTER_EXIT_INTERNAL;
}

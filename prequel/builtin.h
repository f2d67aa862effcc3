/* SPDX-License-Identifier: GPL-2.0 */
/* The prequel subcommands, git-style: one cmd_NAME per subcommand, dispatched by main.c. */
#ifndef PQ_BUILTIN_H
#define PQ_BUILTIN_H

int cmd_index(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_query(int argc, char **argv);
int cmd_template(int argc, char **argv);

#endif

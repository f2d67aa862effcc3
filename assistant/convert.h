/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The loop's glue between modules that do not know each other (docs/contracts.md): reducer
 * issues to prequel facts, prequel hits to synth examples.
 */
#ifndef PORTER_CONVERT_H
#define PORTER_CONVERT_H

#include <glib.h>

#include "porter.h"
#include "reducer.h"
#include "prequel.h"
#include "synth.h"

/* The issue as `prequel template` facts: docs/cli.md's issue JSON field name -> text.  Owned
 * (keys static, values freed by the table). */
GHashTable *porter_issue_facts(const struct red_issue *issue);
/* porter_issue_key() of a reducer issue; owned. */
char *porter_red_issue_key(const struct red_issue *issue);

/* A synth example borrowing everything from a prequel hit and its commit's changes, which must
 * outlive it; only the arrays of the wrapper are owned. */
struct porter_example {
	struct syn_example ex;
};
void porter_example_init(struct porter_example *ex, const struct pq_hit *hit,
			 GPtrArray *changes /* struct pq_file_change * */);
void porter_example_clear(struct porter_example *ex);

#endif

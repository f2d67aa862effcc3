/* SPDX-License-Identifier: GPL-2.0 */
/* prequel's query part: SmPL queries, matching, ranking, templates (owned by "query"). */
#ifndef PQ_QUERY_H
#define PQ_QUERY_H

#endif

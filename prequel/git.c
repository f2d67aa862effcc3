// SPDX-License-Identifier: GPL-2.0
/*
 * How prequel initializes libgit2: every prequel file that opens a repository does it here, so the
 * process-wide limits on how packs are read are set before the first repository is opened, whether
 * the process is prequel or porter (which indexes through pq_index_repo).
 */
#include "db-private.h"

/*
 * libgit2 reads packs through mmap windows of 1 GiB, up to 8 GiB mapped in all, on 64-bit, and the
 * mapped pages of a pack count in the process's resident set: indexing a 1M-commit history peaked
 * at ~8 GB resident (issue 21), beyond the 1 GB a CI runner gives.  Windows of 32 MiB, at most 256
 * MiB mapped (libgit2's own 32-bit defaults), brought that to ~810 MB; least recently used windows
 * are unmapped past the limit.  The limits are per process: each diff worker (a fork) has its own.
 * Constants, like the object cache's size (PQ_GIT_CACHE, index.c): porter has no pattern for
 * tuning libgit2 from outside, and the figures are in docs/prequel-index.md.
 */
#define PQ_MWINDOW_SIZE ((size_t)32 << 20)
#define PQ_MWINDOW_MAPPED_LIMIT ((size_t)256 << 20)

int pq__git_init(void)
{
	static gsize once;
	int rc = git_libgit2_init();

	if (rc < 0)
		return rc;
	/* libgit2 keeps these across git_libgit2_shutdown(); setting them once keeps a thread that
	 * starts a query from writing them while another maps a window */
	if (g_once_init_enter(&once)) {
		git_libgit2_opts(GIT_OPT_SET_MWINDOW_SIZE, PQ_MWINDOW_SIZE);
		git_libgit2_opts(GIT_OPT_SET_MWINDOW_MAPPED_LIMIT, PQ_MWINDOW_MAPPED_LIMIT);
		g_once_init_leave(&once, 1);
	}
	return rc;
}

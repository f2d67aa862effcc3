// SPDX-License-Identifier: GPL-2.0
/*
 * How prequel initializes libgit2: every prequel file that opens a repository does it here, so the
 * process-wide limits on how packs are read are set before the first repository is opened, whether
 * the process is prequel or porter (which indexes through pq_index_repo).
 */
#include "pq-db-int.h"

/*
 * libgit2 reads packs through mmap windows of 1 GiB, up to 8 GiB mapped in all, on 64-bit, and the
 * pages it touches count in the process's resident set: indexing a 1M-commit history peaked at ~8 GB
 * (issue 21), where the goal is 1 GB a process.  Past the mapped limit the least recently used window
 * is unmapped.  Windows of 32 MiB: at most 256 MiB mapped (libgit2's own 32-bit defaults) gave
 * ~810 MB at 1M commits, and at 200k (a 950 MiB fast-import pack) a shard's peak went from 1451 to
 * 372 MB, but at 24% more CPU, and a query reading 11k candidates took 3 times the CPU: windows
 * mapped again fault their pages in again.  512 MiB cost no CPU in that build (631 MB) and 1.4 times
 * in the broad query (894 MB); see docs/prequel-index.md before changing either.  The limits are per process: each diff worker (a
 * fork) has its own.  Constants, like the object cache's size (PQ_GIT_CACHE, index.c): porter has
 * no pattern for tuning libgit2 from outside.
 */
#define PQ_MWINDOW_SIZE ((size_t)32 << 20)
#define PQ_MWINDOW_MAPPED_LIMIT ((size_t)512 << 20)

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

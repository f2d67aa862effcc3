// SPDX-License-Identifier: GPL-2.0
/*
 * libgit2's one initialization per process (gitrt.h): the limits on how packs are read are set
 * before the first repository is opened, whether the process is prequel or porter (which indexes
 * through pq_index_repo).
 */
#include <git2.h>

#include "gitrt.h"

/*
 * libgit2 reads packs through mmap windows of 1 GiB, up to 8 GiB mapped in all, on 64-bit, and the
 * pages it touches count in the process's resident set: indexing a 1M-commit history peaked at ~8 GB
 * (issue 21), where the goal is 1 GB a process.  Past the mapped limit the least recently used window
 * is unmapped.  Windows of 32 MiB: at most 256 MiB mapped (libgit2's own 32-bit defaults) gave
 * ~810 MB at 1M commits, and at 200k (a 950 MiB fast-import pack) a shard's peak went from 1451 to
 * 372 MB, but at 24% more CPU, and a query reading 11k candidates took 3 times the CPU: windows
 * mapped again fault their pages in again.  512 MiB cost no CPU in that build (631 MB) and 1.4 times
 * in the broad query (894 MB); see docs/prequel-index.md before changing either.  The limits are
 * per process: each diff worker (a fork) has its own.  Constants, like the object cache's size (PQ_GIT_CACHE, index.c): porter has
 * no pattern for tuning libgit2 from outside.
 */
#define GITRT_MWINDOW_SIZE ((size_t)32 << 20)
#define GITRT_MWINDOW_MAPPED_LIMIT ((size_t)512 << 20)

int gitrt_init(void)
{
	int rc = git_libgit2_init();

	if (rc < 0)
		return rc;
	git_libgit2_opts(GIT_OPT_SET_MWINDOW_SIZE, GITRT_MWINDOW_SIZE);
	git_libgit2_opts(GIT_OPT_SET_MWINDOW_MAPPED_LIMIT, GITRT_MWINDOW_MAPPED_LIMIT);
	return 0;
}

void gitrt_shutdown(void)
{
	git_libgit2_shutdown();
}

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libgitrt: libgit2's one initialization per process.  main() of each program (porter, prequel,
 * porter-sandbox, a test binary) calls gitrt_init() before any module opens a repository and
 * gitrt_shutdown() before it returns; sandbox/ and prequel/ never initialize libgit2 themselves.
 * A forked child (launch_function) inherits the initialized library.
 */
#ifndef PORTER_GITRT_H
#define PORTER_GITRT_H

#include <glib.h>

G_BEGIN_DECLS

/*
 * Initializes libgit2 and sets porter's process-wide limits on how packs are read (mmap windows).
 * Call once, from main().  Returns 0, or git_libgit2_init()'s negative error code (out of memory).
 */
int gitrt_init(void);

/* Undoes gitrt_init(): every repository, object and index of libgit2 must be freed by then. */
void gitrt_shutdown(void);

G_END_DECLS

#endif /* PORTER_GITRT_H */

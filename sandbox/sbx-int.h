/* SPDX-License-Identifier: GPL-2.0 */
/* Helpers shared by libsandbox's files; not part of the public interface. */
#ifndef PORTER_SBX_INT_H
#define PORTER_SBX_INT_H

#include <glib.h>

/* The canonical path with symlinks resolved (owned), or NULL when path does not exist. */
char *sbx_realpath(const char *path);
/* Appends to a the NULL-terminated list l (strings copied). */
void sbx_strv_append(GPtrArray *a, const char *const *l);

#endif

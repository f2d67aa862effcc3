/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What synth's g_test programs share: removing the scratch folders they make.
 */
#ifndef PORTER_SYNTH_TEST_H
#define PORTER_SYNTH_TEST_H

#include <glib.h>
#include <glib/gstdio.h>

/* Removes dir and everything under it; a symlink is removed, never followed. */
static inline void rm_rf(const char *dir)
{
	g_autoptr(GDir) d = g_dir_open(dir, 0, NULL);
	const char *e;

	while (d && (e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(dir, e, NULL);

		if (g_file_test(p, G_FILE_TEST_IS_DIR) && !g_file_test(p, G_FILE_TEST_IS_SYMLINK))
			rm_rf(p);
		else
			g_unlink(p);
	}
	g_rmdir(dir);
}

#endif

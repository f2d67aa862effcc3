// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the nightly configuration parser (assistant/nightly.c,
 * porter_nightly_config_load()): any bytes must give a config or one error line, never a crash
 * or a leak.  The parser reads a file, so each input is written to one scratch file first.
 * Seeds and regressions: tests/fuzz/corpus/fuzz-config/.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "porter.h"

int LLVMFuzzerTestOneInput(const guint8 *data, size_t size);

static char *scratch_dir, *scratch_path;

/* libFuzzer ends a timed run with exit(): remove the scratch file and its directory then */
static void scratch_remove(void)
{
	g_unlink(scratch_path);
	g_rmdir(scratch_dir);
}

static char *scratch_file(void)
{
	if (!scratch_path) {
		scratch_dir = g_dir_make_tmp("porter-fuzz-config-XXXXXX", NULL);
		if (!scratch_dir)
			__builtin_trap();
		scratch_path = g_build_filename(scratch_dir, "nightly.conf", NULL);
		atexit(scratch_remove);
	}
	return scratch_path;
}

int LLVMFuzzerTestOneInput(const guint8 *data, size_t size)
{
	struct porter_nightly_config *c = NULL;
	const char *path = scratch_file();
	GError *err = NULL;
	FILE *f;
	int ret;

	/* not g_file_set_contents(): its fsync on replace would dominate the run */
	f = fopen(path, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f))
		__builtin_trap();
	ret = porter_nightly_config_load(&c, path, &err);
	if (ret) {
		if (!err || !err->message || strchr(err->message, '\n'))
			__builtin_trap();
		g_error_free(err);
		porter_nightly_config_free(c);
		return 0;
	}
	if (err || !c || !c->drivers)
		__builtin_trap();
	for (guint i = 0; i < c->drivers->len; i++) {
		const struct porter_nightly_driver *d = c->drivers->pdata[i];

		if (!d->name)
			__builtin_trap();
	}
	porter_nightly_config_free(c);
	return 0;
}

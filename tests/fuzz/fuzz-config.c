// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the nightly configuration parser (assistant/nightly.c,
 * porter_nightly_config_load()): any bytes must give a config or one error line, never a crash
 * or a leak.  The parser reads a file, so each input is written to one scratch file first.
 * Seeds and regressions: tests/fuzz/corpus/fuzz-config/.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "porter.h"

int LLVMFuzzerTestOneInput(const guint8 *data, size_t size);

static char *scratch_file(void)
{
	static char *path;

	if (!path) {
		char *dir = g_dir_make_tmp("porter-fuzz-config-XXXXXX", NULL);

		if (!dir)
			__builtin_trap();
		path = g_build_filename(dir, "nightly.conf", NULL);
		g_free(dir);
	}
	return path;
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

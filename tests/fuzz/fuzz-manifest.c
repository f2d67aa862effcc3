// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for `porter eval`'s case manifest parser (assistant/eval-manifest.c,
 * linked alone): any bytes must give a manifest or one error line, never a crash,
 * a leak or an error without a message.  Seeds and regressions: tests/fuzz/corpus/fuzz-manifest/.
 */
#include <string.h>
#include <glib.h>

#include "porter.h"
#include "eval.h"

int LLVMFuzzerTestOneInput(const guint8 *data, size_t size);

int LLVMFuzzerTestOneInput(const guint8 *data, size_t size)
{
	struct porter_eval_manifest *m = NULL;
	GError *err = NULL;
	int ret;

	ret = porter_eval_manifest_parse(&m, (const char *)data, size, "fuzz/cases.json", &err);
	if (ret) {
		/* an error is one line that names the input */
		if (!err || !err->message || strchr(err->message, '\n') ||
		    !g_str_has_prefix(err->message, "fuzz/cases.json"))
			__builtin_trap();
		if (m)
			__builtin_trap();
		g_error_free(err);
		return 0;
	}
	if (err || !m || !m->cases)
		__builtin_trap();
	for (guint i = 0; i < m->cases->len; i++) {
		const struct porter_eval_case *c = m->cases->pdata[i];

		if (!c->name || !c->driver || !c->kernel || !c->expected)
			__builtin_trap();
	}
	porter_eval_manifest_free(m);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the reducer's text parser and the reduction behind it: any bytes are a log;
 * the answer is issues or a one-line error, never a crash, a leak or unbounded work.
 * Seed corpus: the real logs in the -text.case files of tests/reducer/data.
 */
#include <stdint.h>
#include <string.h>

#include "reducer.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	GPtrArray *issues = NULL;
	GError *err = NULL;
	guint n = 0;

	if (red_reduce_log(&issues, &n, (const char *)data, size, NULL, &err) == 0) {
		char *json = red_issues_to_json(issues);
		char *text = red_issues_to_text(issues);

		if (!g_utf8_validate(json, -1, NULL) || n < issues->len)
			__builtin_trap();
		g_free(json);
		g_free(text);
		g_ptr_array_unref(issues);
	} else {
		if (!err || strchr(err->message, '\n'))
			__builtin_trap();
		g_error_free(err);
	}
	return 0;
}

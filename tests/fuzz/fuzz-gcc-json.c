// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the reducer's JSON diagnostics parser: the input is wrapped as one line of a
 * log, "[" + bytes, so that every run goes through the GCC JSON path (objects, children, locations).
 * Seed corpus: the JSON arrays of the -json.case files of tests/reducer/data.
 */
#include <stdint.h>
#include <string.h>

#include "reducer.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	GPtrArray *issues = NULL;
	GError *err = NULL;
	char *buf;

	if (size > 1 << 20)
		return 0;
	buf = g_malloc(size + 2);
	buf[0] = '[';
	memcpy(buf + 1, data, size);
	/* no newline inside: the whole input is the JSON line */
	for (size_t i = 1; i <= size; i++)
		if (buf[i] == '\n')
			buf[i] = ' ';
	if (red_reduce_log(&issues, NULL, buf, size + 1, NULL, &err) == 0) {
		char *json = red_issues_to_json(issues);

		if (!g_utf8_validate(json, -1, NULL))
			__builtin_trap();
		g_free(json);
		g_ptr_array_unref(issues);
	} else {
		if (!err || strchr(err->message, '\n'))
			__builtin_trap();
		g_error_free(err);
	}
	g_free(buf);
	return 0;
}

// SPDX-License-Identifier: GPL-2.0
/*
 * A nesting-depth check for JSON text, run before json-glib sees it: json-glib's parser recurses once
 * per array or object, so about 50,000 levels overflow the stack (a segfault, not an error).  The
 * scan is one pass over the bytes, counting '[' and '{' outside strings; it does not validate.
 */
#include <string.h>

#include "red-int.h"

gssize red__json_too_deep(const char *text, gsize len, guint max_depth)
{
	gboolean in_str = FALSE;
	guint depth = 0;

	for (gsize i = 0; i < len; i++) {
		char c = text[i];

		if (in_str) {
			if (c == '\\')
				i++;
			else if (c == '"')
				in_str = FALSE;
			continue;
		}
		if (c == '"') {
			in_str = TRUE;
		} else if (c == '[' || c == '{') {
			if (++depth > max_depth)
				return (gssize)i;
		} else if ((c == ']' || c == '}') && depth) {
			depth--;
		}
	}
	return -1;
}

int red_json_check_depth(const char *text, gssize len, guint max_depth, const char *name, GError **error)
{
	gsize n = len < 0 ? strlen(text) : (gsize)len;
	gssize at = red__json_too_deep(text, n, max_depth ? max_depth : RED_JSON_MAX_DEPTH);
	guint line = 1;
	gsize bol = 0;

	if (at < 0)
		return 0;
	for (gsize i = 0; i < (gsize)at; i++)
		if (text[i] == '\n')
			line++, bol = i + 1;
	g_set_error(error, RED_ERROR, RED_ERROR_INPUT, "%s:%u:%" G_GSIZE_FORMAT ": JSON nested deeper than %u levels",
		    name ? name : "<json>", line, (gsize)at - bol + 1, max_depth ? max_depth : RED_JSON_MAX_DEPTH);
	return -1;
}

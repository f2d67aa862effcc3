// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for prequel's SmPL parser and the matcher behind it: any bytes are a query; the
 * answer is a parsed query, matched against a small fixed commit, or one error line naming
 * fuzz.cocci:LINE:COL, never a crash, a leak or unbounded work.
 */
#include <stdint.h>
#include <string.h>

#include "prequel.h"

static const char old_c[] =
	"static struct spi_driver foo_driver = {\n\t.driver = { .name = \"foo\", },\n"
	"\t.probe = foo_probe,\n\t.suspend = foo_suspend,\n};\n"
	"static int f(struct dev *d)\n{\n\tif (d->x)\n\t\treturn helper(d->x, 2);\n\treturn 0;\n}\n";
static const char new_c[] =
	"static struct spi_driver foo_driver = {\n\t.driver = { .name = \"foo\", .pm = &foo_pm, },\n"
	"\t.probe = foo_probe,\n};\n"
	"static int f(struct dev *d)\n{\n\tif (d->x)\n\t\treturn helper(d->x);\n\treturn 0;\n}\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = g_strndup((const char *)data, size);
	struct pq_query *q = NULL;
	GError *err = NULL;

	if (pq_query_parse(&q, text, "fuzz.cocci", &err) == 0) {
		GPtrArray *changes = g_ptr_array_new_with_free_func((GDestroyNotify)pq_file_change_free);
		struct pq_file_change *c = g_new0(struct pq_file_change, 1);
		struct pq_hit *hit = NULL;
		char **minus = NULL, **plus = NULL;

		c->old_path = g_strdup("foo.c");
		c->new_path = g_strdup("foo.c");
		c->old_text = g_strdup(old_c);
		c->new_text = g_strdup(new_c);
		g_ptr_array_add(changes, c);
		if (pq_query_match(&hit, q, changes, &err) == 1) {
			if (hit->score < 0 || hit->score > 100 || hit->covered > hit->changed)
				__builtin_trap();
			pq_hit_free(hit);
		}
		g_clear_error(&err);
		pq_query_words(q, &minus, &plus);
		g_strfreev(minus);
		g_strfreev(plus);
		g_ptr_array_unref(changes);
		pq_query_free(q);
	} else {
		if (!err || strchr(err->message, '\n') || !g_str_has_prefix(err->message, "fuzz.cocci:"))
			__builtin_trap();
		g_error_free(err);
	}
	g_free(text);
	return 0;
}

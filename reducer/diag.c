// SPDX-License-Identifier: GPL-2.0
/*
 * The flat diagnostic record that the compiler's lines (parse.c) and modpost's (modpost.c) are
 * read into: made, its raw lines kept (bounded, as valid UTF-8) and freed.  Both readers sit on
 * this file; it uses neither.
 */
#include <string.h>

#include "red-int.h"

void red_diag_free(struct red_diag *d)
{
	if (!d)
		return;
	g_free(d->loc.file);
	g_free(d->message);
	g_free(d->option);
	g_free(d->function);
	g_free(d->mp_module);
	g_free(d->mp_symbol);
	g_free(d->mp_namespace);
	g_clear_pointer(&d->notes, g_ptr_array_unref);
	g_clear_pointer(&d->raw, g_ptr_array_unref);
	g_free(d);
}

static void note_free(gpointer p)
{
	struct red_note *n = p;

	g_free(n->loc.file);
	g_free(n->message);
	g_free(n);
}

struct red_diag *red__diag_new(void)
{
	struct red_diag *d = g_new0(struct red_diag, 1);

	d->notes = g_ptr_array_new_with_free_func(note_free);
	d->raw = g_ptr_array_new_with_free_func(g_free);
	return d;
}

char *red__valid_dup(const char *s, gssize len)
{
	if (len < 0)
		len = strlen(s);
	if (g_utf8_validate(s, len, NULL))
		return g_strndup(s, len);
	return g_utf8_make_valid(s, len);
}

void red_diag_add_raw(struct red_diag *d, const char *line, gssize len)
{
	if (d->raw->len < RED_MAX_RAW)
		g_ptr_array_add(d->raw, red__valid_dup(line, len));
}

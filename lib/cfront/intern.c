// SPDX-License-Identifier: GPL-2.0
/*
 * cf_intern(): the process's one table of interned texts, which the tokens (lex.c), the
 * directives' arguments (pp.c) and the kernel facts (ktree.c) share.  It uses no other file of
 * cfront, so that each pass can sit on it.
 */
#include <string.h>

#include "cfront.h"

/*
 * The intern table lives as long as the process; its size is the vocabulary of the files read.
 * It is ours, not GLib's quark table (g_intern_string()), which abandons its old block each time
 * it grows: a leak LeakSanitizer reports in every run that reads a few thousand names.
 */
const char *cf_intern(const char *s, gsize n)
{
	static GMutex lock;
	static GHashTable *table;
	static GStringChunk *chunk;
	char buf[128];
	g_autofree char *big = NULL;
	const char *key = buf, *text;

	if (n < sizeof(buf)) {
		memcpy(buf, s, n);
		buf[n] = '\0';
	} else {
		key = big = g_strndup(s, n);
	}
	g_mutex_lock(&lock);
	if (!table) {
		table = g_hash_table_new(g_str_hash, g_str_equal);
		chunk = g_string_chunk_new(1 << 16);
	}
	text = g_hash_table_lookup(table, key);
	if (!text) {
		text = g_string_chunk_insert_len(chunk, key, (gssize)strlen(key));
		g_hash_table_add(table, (gpointer)text);
	}
	g_mutex_unlock(&lock);
	return text;
}

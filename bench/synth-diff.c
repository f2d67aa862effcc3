// SPDX-License-Identifier: GPL-2.0
/*
 * synth's token diff on one real file change: both images tokenized and split into items, every item
 * paired by kind and name (as syn_derive pairs them) diffed, then the whole file as one range.  Prints
 * the time and a checksum of the pairs, so two builds of libsynth can be compared on the same input.
 * Built and run by bench/synth-diff.sh.
 */
#include <stdio.h>
#include <glib.h>

#include "synth-int.h"

static guint64 mix(guint64 h, GArray *pairs)
{
	for (guint i = 0; i < pairs->len; i++)
		h = (h ^ g_array_index(pairs, guint, i)) * 1099511628211ull;
	return h ^ pairs->len;
}

int main(int argc, char **argv)
{
	g_autofree char *pre = NULL, *post = NULL;
	g_autoptr(GPtrArray) a = NULL, b = NULL, ia = NULL, ib = NULL;
	g_autoptr(GHashTable) keys = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GError) error = NULL;
	guint64 h = 14695981039346656037ull;
	guint npairs = 0, diffs = 0, rounds;
	gint64 t0, t1, t2;

	if (argc != 4 || !g_file_get_contents(argv[1], &pre, NULL, &error) ||
	    !g_file_get_contents(argv[2], &post, NULL, &error)) {
		fprintf(stderr, "usage: synth-diff PRE.c POST.c ROUNDS%s%s\n", error ? ": " : "",
			error ? error->message : "");
		return 2;
	}
	rounds = (guint)g_ascii_strtoull(argv[3], NULL, 10);
	a = sd_tokenize(pre, argv[1], &error);
	b = a ? sd_tokenize(post, argv[2], &error) : NULL;
	if (!b) {
		fprintf(stderr, "error: %s\n", error->message);
		return 2;
	}
	ia = syn_items(a);
	ib = syn_items(b);
	for (guint i = 0; i < ib->len; i++) {
		struct syn_item *it = ib->pdata[i];

		g_hash_table_insert(keys, g_strdup_printf("%d:%s:%u", it->kind, it->name, it->occurrence),
				    it);
	}
	t0 = g_get_monotonic_time();
	for (guint r = 0; r < rounds; r++)
		for (guint i = 0; i < ia->len; i++) {
			struct syn_item *x = ia->pdata[i], *y;
			g_autofree char *k = g_strdup_printf("%d:%s:%u", x->kind, x->name, x->occurrence);
			g_autoptr(GArray) pairs = NULL;

			y = g_hash_table_lookup(keys, k);
			if (!y)
				continue;
			pairs = sd_lcs(a, x->first, x->last, b, y->first, y->last);
			if (!r) {
				h = mix(h, pairs);
				npairs += pairs->len / 2;
				diffs++;
			}
		}
	t1 = g_get_monotonic_time();
	{
		g_autoptr(GArray) whole = sd_lcs(a, 0, a->len, b, 0, b->len);

		t2 = g_get_monotonic_time();
		printf("tokens %u/%u items %u/%u: %u item pairs x %u rounds %.6f s, %u token pairs, "
		       "checksum %016llx; whole file %.6f s, %u pairs, checksum %016llx\n",
		       a->len, b->len, ia->len, ib->len, diffs, rounds, (t1 - t0) / 1e6, npairs,
		       (unsigned long long)h, (t2 - t1) / 1e6, whole->len / 2,
		       (unsigned long long)mix(14695981039346656037ull, whole));
	}
	return 0;
}

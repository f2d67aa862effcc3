// SPDX-License-Identifier: GPL-2.0
/*
 * synth's token diff: the pairs of equal tokens between an old and a new token range, found by a
 * Myers search that returns exactly what the full-table LCS walk returned.
 */
#include <string.h>

#include "synth-int.h"

/*
 * The diff.  sd_lcs() returns exactly the pairs the original full-table LCS returned: walking
 * forward, equal tokens pair, otherwise the side whose suffixes keep the longer LCS advances,
 * the old side first on a tie.  That walk needs E(x, y), the edit distance (insertions and
 * deletions) between the suffixes a[x..] and b[y..], only along its own path: a Myers search
 * run backwards from the ends gives, for each distance d and diagonal, the furthest point
 * whose suffixes are at most d apart, and E is monotone along a diagonal, so "E(x, y) <= d" is
 * one comparison.  Time O((n + m) D) and memory O(D^2) for D the edit distance, after the
 * common prefix is paired directly; the common suffix is the search's first snake.
 */

/* Furthest points, reversed coordinates: x' = n - x.  Level d holds diagonals k = -d, -d+2, ..., d. */
struct myers {
	const char **a, **b;	/* the sequences after the common prefix */
	gint n, m;
	GArray *w;		/* gint32, level d at offset d (d + 1) / 2, -1 where no point */
	gint d;			/* edit distance, once found */
};

#define MYERS_MAX_CELLS (16u * 1024 * 1024)

static gint32 *level(struct myers *s, gint d)
{
	return &g_array_index(s->w, gint32, (gsize)d * (d + 1) / 2);
}

/* Furthest x' on diagonal k with E <= d, or -1. */
static gint32 furthest(struct myers *s, gint d, gint k)
{
	if (d < 0 || k < -d || k > d || k < -s->m || k > s->n)
		return -1;
	return level(s, d)[(k + d) / 2];
}

/* Runs the backward search; FALSE when it would need more than MYERS_MAX_CELLS entries. */
static gboolean myers_search(struct myers *s)
{
	const char **a = s->a, **b = s->b;
	gint n = s->n, m = s->m;

	for (gint d = 0;; d++) {
		gint32 *v;

		if ((gsize)(d + 1) * (d + 2) / 2 > MYERS_MAX_CELLS)
			return FALSE;
		g_array_set_size(s->w, (gsize)(d + 1) * (d + 2) / 2);
		v = level(s, d);
		for (gint k = -d; k <= d; k += 2) {
			gint32 x = -1, t;

			if (k < -m || k > n) {
				v[(k + d) / 2] = -1;
				continue;
			}
			if (d == 0) {
				x = 0;
			} else {
				/* Down from k + 1 (one more of b), clipped to the grid. */
				t = furthest(s, d - 1, k + 1);
				if (t >= 0) {
					if (t - k > m)
						t = m + k;
					x = MAX(x, t);
				}
				/* Right from k - 1 (one more of a). */
				t = furthest(s, d - 1, k - 1);
				if (t >= 0) {
					t++;
					if (t > n)
						t = n;
					x = MAX(x, t);
				}
				x = MAX(x, furthest(s, d - 2, k));
			}
			if (x >= 0)
				while (x < n && x - k < m && a[n - 1 - x] == b[m - 1 - (x - k)])
					x++;
			v[(k + d) / 2] = x;
		}
		if (furthest(s, d, n - m) >= n) {
			s->d = d;
			return TRUE;
		}
	}
}

/* E(x, y) <= e, in forward coordinates. */
static gboolean within(struct myers *s, gint x, gint y, gint e)
{
	gint xr = s->n - x, k = xr - (s->m - y);

	if ((e - k) & 1)
		e--;
	return e >= ABS(k) && xr <= furthest(s, e, k);
}

static void add_pair(GArray *pairs, guint i, guint j)
{
	g_array_append_val(pairs, i);
	g_array_append_val(pairs, j);
}

/* The original algorithm, for what the search cannot afford: a full suffix-LCS table. */
static void lcs_table(GArray *pairs, const char **a, guint n, const char **b, guint m, guint af,
		      guint bf)
{
	guint32 *tab;
	guint i, j;

	if ((guint64)(n + 1) * (m + 1) > 64u * 1024 * 1024)
		return;
	tab = g_new0(guint32, (gsize)(n + 1) * (m + 1));
#define T(x, y) tab[(gsize)(x) * (m + 1) + (y)]
	for (i = n; i-- > 0;)
		for (j = m; j-- > 0;)
			T(i, j) = a[i] == b[j] ? T(i + 1, j + 1) + 1 : MAX(T(i + 1, j), T(i, j + 1));
	i = j = 0;
	while (i < n && j < m) {
		if (a[i] == b[j]) {
			add_pair(pairs, af + i, bf + j);
			i++;
			j++;
		} else if (T(i + 1, j) >= T(i, j + 1)) {
			i++;
		} else {
			j++;
		}
	}
#undef T
	g_free(tab);
}

GArray *sd_lcs(GPtrArray *a, guint af, guint al, GPtrArray *b, guint bf, guint bl)
{
	GArray *pairs = g_array_new(FALSE, FALSE, sizeof(guint));
	struct myers s = { 0 };
	gint x = 0, y = 0, e;

	while (af < al && bf < bl &&
	       ((struct cf_token *)a->pdata[af])->text == ((struct cf_token *)b->pdata[bf])->text) {
		add_pair(pairs, af, bf);
		af++;
		bf++;
	}
	if (af >= al || bf >= bl)
		return pairs;
	s.n = (gint)(al - af);
	s.m = (gint)(bl - bf);
	s.a = g_new(const char *, s.n);
	s.b = g_new(const char *, s.m);
	for (gint i = 0; i < s.n; i++)
		s.a[i] = ((struct cf_token *)a->pdata[af + i])->text;
	for (gint j = 0; j < s.m; j++)
		s.b[j] = ((struct cf_token *)b->pdata[bf + j])->text;
	s.w = g_array_new(FALSE, FALSE, sizeof(gint32));
	if (!myers_search(&s)) {
		lcs_table(pairs, s.a, s.n, s.b, s.m, af, bf);
		goto out_free;
	}
	e = s.d;
	while (x < s.n && y < s.m) {
		if (s.a[x] == s.b[y]) {
			add_pair(pairs, af + x, bf + y);
			x++;
			y++;
		} else if (within(&s, x + 1, y, e - 1)) {
			x++;
			e--;
		} else {
			y++;
			e--;
		}
	}
out_free:
	g_array_unref(s.w);
	g_free(s.a);
	g_free(s.b);
	return pairs;
}

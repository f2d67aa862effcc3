// SPDX-License-Identifier: GPL-2.0
/*
 * The index's words: C identifiers and numbers scanned from diff lines, without a C lexer (diff lines
 * are fragments: a comment or string may start on a line we never see, so everything word-like is kept;
 * the index only narrows candidates, verification decides).  An identifier after "." or "->" is a field
 * designator and gives both "name" and ".name", so field-only lookups can be asked for.
 */
#include <string.h>
#include "pq-db-int.h"


static gboolean is_ident_start(unsigned char c)
{
	return g_ascii_isalpha(c) || c == '_';
}

static gboolean is_ident_char(unsigned char c)
{
	return g_ascii_isalnum(c) || c == '_';
}

typedef void (*word_fn)(const char *w, gsize n, gboolean field, void *data);

static void scan(const char *text, gsize len, word_fn fn, void *data)
{
	const unsigned char *s = (const unsigned char *)text;
	gsize i = 0;
	/* the last non-blank byte before the current word: '.' or '>' of "->" makes a field */
	gboolean after_dot = FALSE;

	while (i < len) {
		unsigned char c = s[i];

		if (is_ident_start(c)) {
			gsize b = i;

			while (i < len && is_ident_char(s[i]))
				i++;
			if (i - b <= PQ_WORD_MAX)
				fn(text + b, i - b, after_dot, data);
			after_dot = FALSE;
		} else if (g_ascii_isdigit(c)) {
			gsize b = i;

			/* 0x1f, 10UL, 1.5: digits, letters, '_' and '.' */
			while (i < len && (is_ident_char(s[i]) || s[i] == '.'))
				i++;
			if (i - b <= PQ_WORD_MAX)
				fn(text + b, i - b, FALSE, data);
			after_dot = FALSE;
		} else if (c == '.') {
			after_dot = TRUE;
			i++;
		} else if (c == '-' && i + 1 < len && s[i + 1] == '>') {
			after_dot = TRUE;
			i += 2;
		} else {
			if (c != ' ' && c != '\t')
				after_dot = FALSE;
			i++;
		}
	}
}

/*
 * The word sets are the index's hottest code: every word of every changed and context line goes
 * through one.  A GHashTable of strings cost a contains() and an add(), each hashing the word and
 * strcmp()ing it, and a NUL-terminated copy first; on the 6.1 tree's first commit that was a quarter
 * of the CPU.  Here a word is hashed once, found or placed in one probe sequence comparing hash and
 * length before bytes, and a union reuses the stored hashes.  Linear probing, at most half full.
 */
#define WORDS_MIN_CAP 64

static guint32 word_hash32(const char *s, gsize n)
{
	guint32 h = 2166136261u;

	for (gsize i = 0; i < n; i++)
		h = (h ^ (guint8)s[i]) * 16777619u;
	/* FNV's low bits, which pick the slot, are weak for short keys: mix the high ones in */
	h ^= h >> 15;
	h *= 0x2c1b3c6du;
	h ^= h >> 12;
	return h;
}

static void words_alloc(struct pq__words *w, guint cap)
{
	w->slots = g_new0(struct pq__word, cap);
	w->cap = cap;
	w->n = 0;
	w->bytes = 0;
}

void pq__words_init(struct pq__words *w)
{
	words_alloc(w, WORDS_MIN_CAP);
	w->chunk = g_string_chunk_new(4096);
}

void pq__words_clear(struct pq__words *w)
{
	/* a big commit's table is given back, not kept for the small ones after it */
	if (w->cap > 4096) {
		g_free(w->slots);
		words_alloc(w, WORDS_MIN_CAP);
	} else if (w->n) {
		memset(w->slots, 0, sizeof(*w->slots) * w->cap);
		w->n = 0;
	}
	w->bytes = 0;
	g_string_chunk_clear(w->chunk);
}

void pq__words_destroy(struct pq__words *w)
{
	g_free(w->slots);
	g_string_chunk_free(w->chunk);
}

static void words_grow(struct pq__words *w)
{
	struct pq__word *old = w->slots;
	guint cap = w->cap, n = w->n;
	gsize bytes = w->bytes;

	words_alloc(w, cap * 2);
	for (guint i = 0; i < cap; i++) {
		guint j;

		if (!old[i].s)
			continue;
		for (j = old[i].hash & (w->cap - 1); w->slots[j].s; j = (j + 1) & (w->cap - 1))
			;
		w->slots[j] = old[i];
	}
	w->n = n;
	w->bytes = bytes;
	g_free(old);
}

/* Adds s[0..n), whose word_hash32() is h; s need not be NUL-terminated. */
static void add_word(struct pq__words *w, const char *s, gsize n, guint32 h)
{
	guint j;

	for (j = h & (w->cap - 1); w->slots[j].s; j = (j + 1) & (w->cap - 1)) {
		const struct pq__word *e = &w->slots[j];

		if (e->hash == h && e->len == n && !memcmp(e->s, s, n))
			return;
	}
	w->slots[j] = (struct pq__word){ g_string_chunk_insert_len(w->chunk, s, n), h, n };
	w->bytes += n + 1;
	if (++w->n * 2 > w->cap)
		words_grow(w);
}

static void add_to_set(const char *s, gsize n, gboolean field, void *data)
{
	char buf[PQ_WORD_MAX + 1];

	add_word(data, s, n, word_hash32(s, n));
	if (field) {
		buf[0] = '.';
		memcpy(buf + 1, s, n);
		add_word(data, buf, n + 1, word_hash32(buf, n + 1));
	}
}

void pq__words_add(struct pq__words *w, const char *text, gsize len)
{
	scan(text, len, add_to_set, w);
}

void pq__words_union(struct pq__words *w, const struct pq__words *from)
{
	for (guint i = 0; i < from->cap; i++) {
		const struct pq__word *e = &from->slots[i];

		if (e->s)
			add_word(w, e->s, e->len, e->hash);
	}
}

/* A word and its first 8 bytes as a big-endian number (NUL-padded): sorting compares those first,
 * without reading the string, which on a commit of millions of words missed the cache each time. */
struct sort_key {
	guint64 prefix;
	const struct pq__word *w;
};

static int cmp_key(const void *a, const void *b)
{
	const struct sort_key *x = a, *y = b;

	if (x->prefix != y->prefix)
		return x->prefix < y->prefix ? -1 : 1;
	if (x->w->len <= 8 || y->w->len <= 8)
		return (x->w->len > y->w->len) - (x->w->len < y->w->len);
	return strcmp(x->w->s + 8, y->w->s + 8);
}

gsize pq__words_mem(const struct pq__words *w)
{
	return (gsize)w->cap * sizeof(*w->slots) + w->bytes;
}

/* The keys of w's set, sorted: borrowed from w's chunk; *n their number. */
static gpointer *sorted_keys(const struct pq__words *w, guint *n)
{
	struct sort_key *k = g_new(struct sort_key, w->n + 1);
	gpointer *keys;

	*n = 0;
	for (guint i = 0; i < w->cap; i++) {
		const struct pq__word *e = &w->slots[i];
		guint64 p = 0;

		if (!e->s)
			continue;
		for (guint j = 0; j < 8; j++)
			p = p << 8 | (j < e->len ? (guint8)e->s[j] : 0);
		k[(*n)++] = (struct sort_key){ p, e };
	}
	qsort(k, *n, sizeof(*k), cmp_key);
	keys = g_new(gpointer, *n + 1);
	for (guint i = 0; i < *n; i++)
		keys[i] = (gpointer)k[i].w->s;
	g_free(k);
	return keys;
}

const char **pq__words_sorted(const struct pq__words *w, guint *n)
{
	return (const char **)sorted_keys(w, n);
}

static char *join_keys(gpointer *keys, guint n)
{
	gsize len = 0;
	char *s, *p;

	if (!n)
		return NULL;
	for (guint i = 0; i < n; i++)
		len += strlen(keys[i]) + 1;
	p = s = g_malloc(len);
	for (guint i = 0; i < n; i++) {
		gsize l = strlen(keys[i]);

		memcpy(p, keys[i], l);
		p += l;
		*p++ = ' ';
	}
	p[-1] = 0;
	return s;
}

/*
 * The context side is the union of the three sets, merged here from their sorted keys: keeping it
 * as a set of its own held every changed word twice (the 6.1 tree's first commit: 3.9M words,
 * about 200 MB more, and the CPU of hashing them all again).
 */
void pq__words_join_sides(char *out[3], struct pq__words sets[3])
{
	gpointer *k[3];
	guint n[3], i[3] = { 0 };
	gsize len = 0;
	char *p;

	for (int s = 0; s < 3; s++) {
		k[s] = sorted_keys(&sets[s], &n[s]);
		for (guint j = 0; j < n[s]; j++)
			len += strlen(k[s][j]) + 1;
	}
	out[0] = join_keys(k[0], n[0]);
	out[1] = join_keys(k[1], n[1]);
	out[2] = NULL;
	if (len) {
		p = out[2] = g_malloc(len);
		for (;;) {
			const char *min = NULL;
			gsize l;

			for (int s = 0; s < 3; s++)
				if (i[s] < n[s] && (!min || strcmp(k[s][i[s]], min) < 0))
					min = k[s][i[s]];
			if (!min)
				break;
			for (int s = 0; s < 3; s++)
				if (i[s] < n[s] && !strcmp(k[s][i[s]], min))
					i[s]++;
			l = strlen(min);
			memcpy(p, min, l);
			p += l;
			*p++ = ' ';
		}
		p[-1] = 0;
	}
	for (int s = 0; s < 3; s++) {
		g_free(k[s]);
		pq__words_clear(&sets[s]);
	}
}

struct split_ctx {
	GPtrArray *out;
	GHashTable *seen;
};

static void add_to_list(const char *w, gsize n, gboolean field, void *data)
{
	struct split_ctx *ctx = data;
	char *word = g_strndup(w, n);

	if (g_hash_table_add(ctx->seen, word))
		g_ptr_array_add(ctx->out, g_strdup(word));
	if (field) {
		char *f = g_strconcat(".", word, NULL);

		if (g_hash_table_add(ctx->seen, f))
			g_ptr_array_add(ctx->out, g_strdup(f));
	}
}

void pq_words_split(GPtrArray *out, const char *text, gsize len)
{
	struct split_ctx ctx = { out, g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL) };

	scan(text, len, add_to_list, &ctx);
	g_hash_table_unref(ctx.seen);
}

struct has_ctx {
	char *const *words;
	gboolean found;
};

static void has_word(const char *s, gsize n, gboolean field, void *data)
{
	struct has_ctx *h = data;

	(void)field;
	for (guint i = 0; !h->found && h->words[i]; i++) {
		const char *w = h->words[i][0] == '.' ? h->words[i] + 1 : h->words[i];

		h->found = strlen(w) == n && !memcmp(w, s, n);
	}
}

gboolean pq_text_has_words(const char *text, gsize len, char *const *words)
{
	struct has_ctx h = { words, FALSE };

	if (!words || !words[0])
		return FALSE;
	scan(text, len, has_word, &h);
	return h.found;
}

/*
 * Word filters: a Bloom filter of FILTER_K bits per word over FILTER_BITS_PER_WORD bits a word
 * (whole bytes, at least 8; about 1% false positives), side and word hashed together (64-bit FNV-1a:
 * stable across builds, unlike g_str_hash, since it is stored).  Field words are stored as the
 * tokenizer gives them; a query looks up a field word's plain name, which is there too.
 */
#define FILTER_K 4
#define FILTER_BITS_PER_WORD 10

static guint64 word_hash(char side, const char *w)
{
	guint64 h = 14695981039346656037ULL;

	h = (h ^ (guint8)side) * 1099511628211ULL;
	for (; *w; w++)
		h = (h ^ (guint8)*w) * 1099511628211ULL;
	return h;
}

/* The FILTER_K bits of a word: double hashing over the filter's bits. */
static guint64 filter_bit(guint64 h, guint i, guint64 bits)
{
	guint32 a = (guint32)h, b = (guint32)(h >> 32) | 1;

	return (a + (guint64)i * b) % bits;
}

static void filter_add(guint8 *f, guint64 bits, char side, const char *w)
{
	guint64 h = word_hash(side, w);

	for (guint i = 0; i < FILTER_K; i++) {
		guint64 bit = filter_bit(h, i, bits);

		f[bit >> 3] |= (guint8)(1u << (bit & 7));
	}
}

gboolean pq_word_filter_has(const void *filter, gsize len, char side, const char *word)
{
	const guint8 *f = filter;
	guint64 bits = (guint64)len * 8, h;

	if (!f || !len)
		return FALSE;
	h = word_hash(side, word[0] == '.' ? word + 1 : word);
	for (guint i = 0; i < FILTER_K; i++) {
		guint64 bit = filter_bit(h, i, bits);

		if (!(f[bit >> 3] & (1u << (bit & 7))))
			return FALSE;
	}
	return TRUE;
}

GByteArray *pq__word_filter(struct pq__words *minus, struct pq__words *plus)
{
	guint n = minus->n + plus->n;
	guint64 bits;
	GByteArray *f;

	if (!n)
		return NULL;
	bits = MAX(64, ((guint64)n * FILTER_BITS_PER_WORD + 7) / 8 * 8);
	f = g_byte_array_sized_new(bits / 8);
	g_byte_array_set_size(f, bits / 8);
	memset(f->data, 0, f->len);
	for (guint i = 0; i < minus->cap; i++)
		if (minus->slots[i].s)
			filter_add(f->data, bits, '-', minus->slots[i].s);
	for (guint i = 0; i < plus->cap; i++)
		if (plus->slots[i].s)
			filter_add(f->data, bits, '+', plus->slots[i].s);
	return f;
}

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

void pq__words_init(struct pq__words *w)
{
	/* no key destroy: the keys live in the chunk, freed all at once */
	w->set = g_hash_table_new(g_str_hash, g_str_equal);
	w->chunk = g_string_chunk_new(4096);
}

void pq__words_clear(struct pq__words *w)
{
	g_hash_table_remove_all(w->set);
	g_string_chunk_clear(w->chunk);
}

void pq__words_destroy(struct pq__words *w)
{
	g_hash_table_unref(w->set);
	g_string_chunk_free(w->chunk);
}

static void add_word(struct pq__words *w, const char *s)
{
	if (!g_hash_table_contains(w->set, s))
		g_hash_table_add(w->set, g_string_chunk_insert(w->chunk, s));
}

static void add_to_set(const char *s, gsize n, gboolean field, void *data)
{
	char buf[PQ_WORD_MAX + 2];

	memcpy(buf + 1, s, n);
	buf[n + 1] = 0;
	add_word(data, buf + 1);
	if (field) {
		buf[0] = '.';
		add_word(data, buf);
	}
}

void pq__words_add(struct pq__words *w, const char *text, gsize len)
{
	scan(text, len, add_to_set, w);
}

void pq__words_union(struct pq__words *w, const struct pq__words *from)
{
	GHashTableIter it;
	gpointer key;

	g_hash_table_iter_init(&it, from->set);
	while (g_hash_table_iter_next(&it, &key, NULL))
		add_word(w, key);
}

static int cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The keys of w's set, sorted: borrowed from w's chunk; *n their number. */
static gpointer *sorted_keys(struct pq__words *w, guint *n)
{
	gpointer *keys = g_hash_table_get_keys_as_array(w->set, n);

	qsort(keys, *n, sizeof(*keys), cmp_str);
	return keys;
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
	guint n = g_hash_table_size(minus->set) + g_hash_table_size(plus->set);
	guint64 bits;
	GByteArray *f;
	GHashTableIter it;
	gpointer key;

	if (!n)
		return NULL;
	bits = MAX(64, ((guint64)n * FILTER_BITS_PER_WORD + 7) / 8 * 8);
	f = g_byte_array_sized_new(bits / 8);
	g_byte_array_set_size(f, bits / 8);
	memset(f->data, 0, f->len);
	g_hash_table_iter_init(&it, minus->set);
	while (g_hash_table_iter_next(&it, &key, NULL))
		filter_add(f->data, bits, '-', key);
	g_hash_table_iter_init(&it, plus->set);
	while (g_hash_table_iter_next(&it, &key, NULL))
		filter_add(f->data, bits, '+', key);
	return f;
}

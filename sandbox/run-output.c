// SPDX-License-Identifier: GPL-2.0
/*
 * The output of a command sbx_run() runs: each stream read as it comes, NUL bytes made '?',
 * bounded; with keep_diagnostics, the lines of compiler output worth keeping when a build
 * floods (diagnostics, their source lines, GCC's JSON) are kept before anything else.
 */
#define _GNU_SOURCE
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

/* with keep_diagnostics, at most this much of the lines that are no diagnostic */
#define SBX_OTHER_OUTPUT ((gsize)1 << 20)

/*
 * Where a line of compiler output worth keeping starts when the output is flooded, or NULL.  A
 * GCC JSON array may follow an unterminated line of someone else's (the flood's last bytes): it
 * is kept from its "[{" on.
 */
static const char *diagnostic_start(const char *l, gsize n)
{
	static const char *const words[] = { ": error:", ": warning:", ": note:", ": fatal error:",
					     "In file included from", "In function", "***",
					     "undefined reference", NULL };
	const char *json = memmem(l, n, "[{\"kind\": ", 10);
	gsize i = 0;

	if (json)
		return json;
	if (n >= 2 && !memcmp(l, "[]", 2))
		return l;
	/* a source line echoed under a diagnostic: "  12 | code" or "     |    ^~~" */
	while (i < n && l[i] == ' ')
		i++;
	while (i < n && g_ascii_isdigit(l[i]))
		i++;
	while (i < n && l[i] == ' ')
		i++;
	if (i < n && l[i] == '|' && i > 0)
		return l;
	for (guint k = 0; words[k]; k++)
		if (memmem(l, n, words[k], strlen(words[k])))
			return l;
	return NULL;
}

/* keep_diagnostics: one complete line (with its newline) of the stream. */
static void keep_line(struct sbx_stream *s, const char *l, gsize n)
{
	const char *d = diagnostic_start(l, n);

	if (d) {
		n -= d - l;
		if (s->buf->len + n <= s->max)
			g_string_append_len(s->buf, d, n);
	} else if (s->other + n <= SBX_OTHER_OUTPUT && s->buf->len + n <= s->max) {
		s->other += n;
		g_string_append_len(s->buf, l, n);
	}
}

static void filter_chunk(struct sbx_stream *s, const char *p, gsize n)
{
	while (n) {
		const char *nl = memchr(p, '\n', n);
		gsize len = nl ? (gsize)(nl - p) + 1 : n;

		if (!s->skip_line) {
			g_string_append_len(s->line, p, len);
			if (s->line->len > s->max) {
				s->skip_line = TRUE;
				g_string_truncate(s->line, 0);
			}
		}
		if (nl) {
			if (!s->skip_line)
				keep_line(s, s->line->str, s->line->len);
			s->skip_line = FALSE;
			g_string_truncate(s->line, 0);
		}
		p += len;
		n -= len;
	}
}

gboolean sbx_stream_on_output(gint fd, GIOCondition cond, gpointer data)
{
	struct sbx_stream *s = data;
	char chunk[65536];
	ssize_t n;

	n = read(fd, chunk, sizeof(chunk));
	if (n < 0 && (errno == EAGAIN || errno == EINTR))
		return G_SOURCE_CONTINUE;
	if (n <= 0) {
		s->eof = TRUE;
		return G_SOURCE_REMOVE;
	}
	s->total += n;
	/* out and err are C strings: a NUL would hide everything after it from the reducer */
	for (char *z = memchr(chunk, '\0', n); z; z = memchr(z, '\0', chunk + n - z)) {
		*z = '?';
		s->nuls++;
	}
	if (s->filter)
		filter_chunk(s, chunk, n);
	else if (s->buf->len < s->max)
		g_string_append_len(s->buf, chunk, MIN((gsize)n, s->max - s->buf->len));
	return G_SOURCE_CONTINUE;
}

void sbx_stream_init(struct sbx_stream *s, int fd, gsize max, gboolean filter)
{
	s->fd = fd;
	s->buf = g_string_new(NULL);
	s->max = max;
	s->filter = filter;
	s->line = g_string_new(NULL);
}

void sbx_stream_finish(struct sbx_stream *s)
{
	/* a last line without its newline */
	if (s->filter && s->line->len && !s->skip_line)
		keep_line(s, s->line->str, s->line->len);
	g_string_free(s->line, TRUE);
	s->line = NULL;
}

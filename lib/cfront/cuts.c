// SPDX-License-Identifier: GPL-2.0
/*
 * Where a C text can be cut into whole top-level items, found by a byte scan that stops as soon as
 * it has passed the lines asked about: prequel refutes a guard on the items holding its word
 * without lexing 100-200 KB files whole (that lexing was most of a query's time).  The one fast
 * path beside cf_lex(): literals end where cf_lex() ends them, braces count on directive lines
 * too (prequel's matcher counts them there); tests/cfront checks its cuts.
 */
#include <string.h>

#include "cfront.h"

enum { CS_PLAIN, CS_SPACE, CS_SPECIAL };

static const guint8 cs_class[256] = {
	['\\'] = CS_SPECIAL, ['\n'] = CS_SPECIAL, ['/'] = CS_SPECIAL, ['#'] = CS_SPECIAL,
	['"'] = CS_SPECIAL, ['\''] = CS_SPECIAL, ['{'] = CS_SPECIAL, ['}'] = CS_SPECIAL,
	['('] = CS_SPECIAL, [')'] = CS_SPECIAL, ['['] = CS_SPECIAL, [']'] = CS_SPECIAL,
	[';'] = CS_SPECIAL,
	[' '] = CS_SPACE, ['\t'] = CS_SPACE, ['\r'] = CS_SPACE, ['\f'] = CS_SPACE, ['\v'] = CS_SPACE,
};

void cf_cuts_init(struct cf_cuts *cs, const char *text, gsize len)
{
	gboolean yes = TRUE;

	memset(cs, 0, sizeof(*cs));
	cs->text = text;
	cs->len = len;
	cs->cut = g_array_new(FALSE, TRUE, sizeof(gboolean));
	g_array_append_val(cs->cut, yes);
	cs->line_start = cs->ended = TRUE;
}

/* Scans until cut[line] is known, or to the end (where the last line is cut): FALSE past it. */
gboolean cf_cuts_known(struct cf_cuts *cs, int line)
{
	const char *text = cs->text;
	gsize len = cs->len, i = cs->at;
	gboolean yes = TRUE, no = FALSE;

	while ((int)cs->cut->len <= line && i < len) {
		char c = text[i];

		if (cs_class[(guint8)c] == CS_SPACE) {
			i++;
			continue;
		}
		if (cs_class[(guint8)c] == CS_PLAIN) {
			while (i < len && cs_class[(guint8)text[i]] == CS_PLAIN)
				i++;
			cs->line_start = cs->ended = FALSE;
			continue;
		}
		if (c == '\\' && i + 1 < len && text[i + 1] == '\n') {
			/* a splice joins two lines: no cut between them */
			g_array_append_val(cs->cut, no);
			i += 2;
			continue;
		}
		if (c == '\n') {
			if (cs->directive)
				cs->ended = TRUE;
			cs->directive = FALSE;
			cs->line_start = TRUE;
			if (cs->depth == 0 && cs->paren == 0 && cs->ended)
				g_array_append_val(cs->cut, yes);
			else
				g_array_append_val(cs->cut, no);
			i++;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '*') {
			for (i += 2; i < len && !(text[i] == '*' && i + 1 < len && text[i + 1] == '/'); i++)
				if (text[i] == '\n')
					g_array_append_val(cs->cut, no);
			i += 2;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '/') {
			for (; i + 1 < len && text[i + 1] != '\n'; i++)
				if (text[i + 1] == '\\' && i + 2 < len && text[i + 2] == '\n') {
					g_array_append_val(cs->cut, no);
					i += 2;
				}
			i++;
			continue;
		}
		if (c == '#' && cs->line_start)
			cs->directive = TRUE;
		cs->line_start = FALSE;
		cs->ended = FALSE;
		if (c == '"' || c == '\'') {
			/* as cf_lex: a literal ends at its quote or, unterminated, at the line's end */
			for (i++; i < len && text[i] != c && text[i] != '\n'; i++) {
				if (text[i] == '\\' && i + 1 < len) {
					if (text[i + 1] == '\n')
						g_array_append_val(cs->cut, no);
					i++;
				}
			}
			if (i < len && text[i] == '\n')
				i--;
		} else if (c == '{') {
			cs->depth++;
		} else if (c == '}') {
			if (cs->depth)
				cs->depth--;
			cs->ended = TRUE;
		} else if (c == '(' || c == '[') {
			cs->paren++;
		} else if (c == ')' || c == ']') {
			if (cs->paren)
				cs->paren--;
		} else if (c == ';') {
			cs->ended = TRUE;
		}
		i++;
	}
	cs->at = MIN(i, len);
	if ((int)cs->cut->len <= line && cs->at == len && !cs->done) {
		/* the end of the text ends its last item */
		g_array_append_val(cs->cut, yes);
		cs->done = TRUE;
	}
	return (int)cs->cut->len > line;
}

gboolean cf_cuts_at(const struct cf_cuts *cs, int line)
{
	return line >= 0 && (guint)line < cs->cut->len && g_array_index(cs->cut, gboolean, line);
}

void cf_cuts_clear(struct cf_cuts *cs)
{
	g_clear_pointer(&cs->cut, g_array_unref);
}

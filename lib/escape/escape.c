// SPDX-License-Identifier: GPL-2.0
/*
 * One escaping function per output format (escape.h).  They share one idea of what is unsafe
 * to show as is: controls, C1, bidirectional overrides and bytes that are not UTF-8; each format
 * then adds its own quoting on top.
 */
#include <errno.h>
#include <string.h>

#include "escape.h"

G_DEFINE_QUARK(porter-escape-error-quark, esc_error)

/* U+202A-U+202E and U+2066-U+2069 reorder what follows them on the line ("Trojan Source"). */
static gboolean is_bidi(gunichar c)
{
	return (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

/* A code point no reader should get raw: C0 (tab and newline are the caller's), DEL, C1. */
static gboolean is_control(gunichar c)
{
	return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

static void append_visible(GString *s, gunichar c)
{
	if (c <= 0xff)
		g_string_append_printf(s, "\\x%02x", c);
	else
		g_string_append_printf(s, "\\u%04x", c);
}

/*
 * The walk every escaper shares: @text split into code points, a byte that is not UTF-8 given
 * as @bad with its value (< 0x100) so that the caller shows it, never copies it.
 */
typedef void (*esc_fn)(GString *s, gunichar c, const char *p, gsize len, gboolean bad,
		       gpointer data);

static void walk(GString *s, const char *text, esc_fn fn, gpointer data)
{
	const char *p = text ? text : "";
	const char *end = p + strlen(p);

	while (p < end) {
		gunichar c = g_utf8_get_char_validated(p, end - p);
		gsize len;

		if (c == (gunichar)-1 || c == (gunichar)-2) {
			fn(s, (unsigned char)*p, p, 1, TRUE, data);
			p++;
			continue;
		}
		len = g_utf8_next_char(p) - p;
		fn(s, c, p, len, FALSE, data);
		p += len;
	}
}

static void terminal_char(GString *s, gunichar c, const char *p, gsize len, gboolean bad,
			  gpointer data)
{
	gboolean multiline = GPOINTER_TO_INT(data);

	if (bad || ((is_control(c) || is_bidi(c)) && c != '\t' && !(multiline && c == '\n')))
		append_visible(s, c);
	else
		g_string_append_len(s, p, len);
}

void esc_append_terminal(GString *s, const char *text, gboolean multiline)
{
	walk(s, text, terminal_char, GINT_TO_POINTER(multiline));
}

char *esc_terminal(const char *text, gboolean multiline)
{
	GString *s = g_string_new(NULL);

	esc_append_terminal(s, text, multiline);
	return g_string_free(s, FALSE);
}

static void comment_char(GString *s, gunichar c, const char *p, gsize len, gboolean bad,
			 gpointer data)
{
	/* a line separator may end a line for an editor, a tab is harmless but one line is all */
	if (bad || is_control(c) || is_bidi(c) || c == 0x2028 || c == 0x2029)
		append_visible(s, c);
	else if (c == '/' && s->len && s->str[s->len - 1] == '*')
		g_string_append(s, " /");
	else
		g_string_append_len(s, p, len);
}

char *esc_smpl_comment(const char *text)
{
	GString *s = g_string_new(NULL);

	walk(s, text, comment_char, NULL);
	return g_string_free(s, FALSE);
}

char *esc_c_string(const char *text)
{
	GString *s = g_string_new(NULL);

	for (const unsigned char *c = (const unsigned char *)(text ? text : ""); *c; c++) {
		if (*c == '\\' || *c == '"')
			g_string_append_printf(s, "\\%c", *c);
		else if (*c < 0x20 || *c >= 0x7f)
			g_string_append_printf(s, "\\x%02x", *c);
		else
			g_string_append_c(s, *c);
	}
	return g_string_free(s, FALSE);
}

int esc_c_identifier(const char *name, const char *what, GError **error)
{
	const char *c = name ? name : "";

	if (g_ascii_isalpha(*c) || *c == '_')
		for (c++; g_ascii_isalnum(*c) || *c == '_'; c++)
			;
	if (name && *name && !*c)
		return 0;
	{
		g_autofree char *shown = esc_terminal(name ? name : "", FALSE);

		g_set_error(error, ESC_ERROR, EINVAL, "%s '%s' is not a C identifier", what, shown);
	}
	return -EINVAL;
}

static void header_char(GString *s, gunichar c, const char *p, gsize len, gboolean bad,
			gpointer data)
{
	if (!bad && (c == '\r' || c == '\n')) {
		if (!s->len || s->str[s->len - 1] != ' ')
			g_string_append_c(s, ' ');
		return;
	}
	terminal_char(s, c, p, len, bad, GINT_TO_POINTER(FALSE));
}

char *esc_mbox_header(const char *text)
{
	GString *s = g_string_new(NULL);

	walk(s, text, header_char, NULL);
	return g_string_free(s, FALSE);
}

void esc_append_github(GString *s, const char *text, gboolean property)
{
	/* multiline: the runner reads %0A back as a newline of the message */
	g_autofree char *shown = esc_terminal(text, TRUE);

	for (const char *c = shown; *c; c++) {
		if (*c == '%')
			g_string_append(s, "%25");
		else if (*c == '\r')
			g_string_append(s, "%0D");
		else if (*c == '\n')
			g_string_append(s, "%0A");
		else if (property && *c == ':')
			g_string_append(s, "%3A");
		else if (property && *c == ',')
			g_string_append(s, "%2C");
		else
			g_string_append_c(s, *c);
	}
}

static void xml_char(GString *s, gunichar c, const char *p, gsize len, gboolean bad,
		     gpointer data)
{
	switch (c) {
	case '<':
		g_string_append(s, "&lt;");
		return;
	case '>':
		g_string_append(s, "&gt;");
		return;
	case '&':
		g_string_append(s, "&amp;");
		return;
	case '"':
		g_string_append(s, "&quot;");
		return;
	case '\'':
		g_string_append(s, "&apos;");
		return;
	}
	/* XML 1.0's Char production forbids the other C0 controls, U+FFFE and U+FFFF */
	if (!bad && (c == '\n' || c == '\r' || c == '\t'))
		g_string_append_len(s, p, len);
	else if (bad || is_control(c) || is_bidi(c) || c == 0xfffe || c == 0xffff)
		append_visible(s, c);
	else
		g_string_append_len(s, p, len);
}

char *esc_xml(const char *text)
{
	GString *s = g_string_new(NULL);

	walk(s, text, xml_char, NULL);
	return g_string_free(s, FALSE);
}

static void json_char(GString *s, gunichar c, const char *p, gsize len, gboolean bad,
		      gpointer data)
{
	/* C0 is the generator's: outside strings it is layout, inside it is escaped already */
	if (bad || (c >= 0x7f && c <= 0x9f) || is_bidi(c) || c == 0x2028 || c == 0x2029)
		g_string_append_printf(s, "\\u%04x", c);
	else
		g_string_append_len(s, p, len);
}

char *esc_json_text(const char *json)
{
	GString *s = g_string_new(NULL);

	walk(s, json, json_char, NULL);
	return g_string_free(s, FALSE);
}

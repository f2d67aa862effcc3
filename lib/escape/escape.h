/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one escaping point per output format for text porter does not control: names of a
 * driver's files, paths, subjects and messages of example commits, symbols and messages of
 * diagnostics, a build's output.  Each writer of a format (the .cocci synth derives, the mbox
 * headers, the JSON, JUnit, SARIF and GitHub reports, the terminal) passes such text through
 * the function of its format here and nowhere else; a name that cannot be written safely is
 * refused with one line naming it.
 */
#ifndef PORTER_ESCAPE_H
#define PORTER_ESCAPE_H

#include <glib.h>

#define ESC_ERROR (esc_error_quark())
GQuark esc_error_quark(void);

/*
 * Text for a terminal or a text report: C0 controls but tab (and newline when @multiline),
 * DEL, C1 controls (U+0080-U+009F), bidirectional overrides and bytes that are not UTF-8 are
 * written as visible "\xNN" ("\x1b" for ESC, "\u202e" above U+00FF), so that no escape sequence
 * of a build reaches the user's terminal.  A backslash is kept as it is.  NULL gives "".
 */
void esc_append_terminal(GString *s, const char *text, gboolean multiline);

/* esc_append_terminal() into a new string; owned, g_free() it. */
char *esc_terminal(const char *text, gboolean multiline);

/*
 * Text for one line of a SmPL comment ("/// ...", "// Keywords: ..."): esc_terminal() on one
 * line (a newline is "\x0a", so nothing after it is read as SmPL), U+2028/U+2029 visible, and
 * "*" "/" split so that a "/" "*" comment cannot be closed either.  Owned.
 */
char *esc_smpl_comment(const char *text);

/*
 * The contents of a double-quoted string in SmPL, C or a python rule: backslash, quote and
 * everything but printable ASCII as "\\", "\"" and "\xNN" (one per byte).  Owned.
 */
char *esc_c_string(const char *text);

/*
 * 0 when @name is a C identifier ([A-Za-z_][A-Za-z0-9_]*), the only names synth writes into
 * rule text as code; else -EINVAL and @error says "@what 'NAME' is not a C identifier", NAME
 * escaped for a terminal.
 */
int esc_c_identifier(const char *name, const char *what, GError **error);

/*
 * One line of a mail header or of a commit message's subject: each run of CR and LF folded into
 * one space, other controls visible as in esc_terminal().  Owned.
 */
char *esc_mbox_header(const char *text);

/*
 * Appends @text as the message (or, with @property, a property value) of a GitHub workflow
 * command: controls visible as in esc_terminal(), then '%', CR and LF as %25, %0D, %0A, and in
 * a property ':' and ',' as %3A and %2C.
 */
void esc_append_github(GString *s, const char *text, gboolean property);

/*
 * Text for XML 1.0 character data or an attribute value: markup characters as entities and
 * what XML forbids (C0 but tab, newline, CR; U+FFFE/U+FFFF; bytes that are not UTF-8) as well
 * as DEL and C1 visible as in esc_terminal().  Owned.
 */
char *esc_xml(const char *text);

/*
 * A JSON document made by a generator (json-glib escapes C0 already) made safe for any
 * reader: DEL, C1, U+2028/U+2029 and bidirectional overrides as "\u00NN" escapes, a byte that
 * is not UTF-8 as the escape of that byte's code point.  Those can only be inside strings, so
 * the document's meaning stays.  Owned.
 */
char *esc_json_text(const char *json);

#endif

// SPDX-License-Identifier: GPL-2.0
/*
 * A small C tokenizer for matching: identifiers, numbers, string and character literals and punctuators
 * with their line and column.  Comments are dropped; preprocessor lines are tokenized like code so that
 * "#define X NULL" and macro calls can be matched too.
 */
#include <string.h>
#include "query-internal.h"

static const char *const keywords[] = {
	"auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
	"extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
	"short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
	"volatile", "while", "_Bool", "bool", "__init", "__exit", "NULL", NULL
};

gboolean ctok_is_keyword(const char *word)
{
	for (guint i = 0; keywords[i]; i++)
		if (!strcmp(word, keywords[i]))
			return TRUE;
	return FALSE;
}

gboolean ctok_is_open(const char *t)
{
	return t[1] == 0 && (t[0] == '(' || t[0] == '[' || t[0] == '{');
}

gboolean ctok_is_close(const char *t)
{
	return t[1] == 0 && (t[0] == ')' || t[0] == ']' || t[0] == '}');
}

/* Longest punctuators first so that "->" is not "-" ">". */
static const char *const puncts[] = {
	"...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=", "/=",
	"%=", "+=", "-=", "&=", "^=", "|=", "##", "\\(", "\\|", "\\)", NULL
};

static void push(struct ctok_list *l, enum ctok_kind kind, const char *s, gsize n, int line, int col)
{
	struct ctok t = { kind, line, col, g_string_chunk_insert_len(l->chunk, s, n) };

	g_array_append_val(l->toks, t);
}

struct ctok_list *ctok_split(const char *text, gsize len)
{
	struct ctok_list *l = g_new0(struct ctok_list, 1);
	int line = 1;
	gsize bol = 0, i = 0;

	l->toks = g_array_new(FALSE, FALSE, sizeof(struct ctok));
	l->chunk = g_string_chunk_new(4096);
	while (i < len) {
		char c = text[i];
		int col = (int)(i - bol) + 1;
		gsize j;

		if (c == '\n') {
			line++;
			bol = ++i;
			continue;
		}
		if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			i++;
			continue;
		}
		if (c == '\\' && i + 1 < len && text[i + 1] == '\n') {
			i++;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '/') {
			while (i < len && text[i] != '\n')
				i++;
			continue;
		}
		if (c == '/' && i + 1 < len && text[i + 1] == '*') {
			i += 2;
			while (i + 1 < len && !(text[i] == '*' && text[i + 1] == '/')) {
				if (text[i] == '\n') {
					line++;
					bol = i + 1;
				}
				i++;
			}
			i = MIN(i + 2, len);
			continue;
		}
		if (g_ascii_isalpha(c) || c == '_' || c == '$') {
			for (j = i + 1; j < len && (g_ascii_isalnum(text[j]) || text[j] == '_' || text[j] == '$'); j++)
				;
			push(l, CT_IDENT, text + i, j - i, line, col);
			i = j;
			continue;
		}
		if (g_ascii_isdigit(c) || (c == '.' && i + 1 < len && g_ascii_isdigit(text[i + 1]))) {
			for (j = i + 1; j < len && (g_ascii_isalnum(text[j]) || text[j] == '.' || text[j] == '_' ||
				 ((text[j] == '+' || text[j] == '-') && (text[j - 1] == 'e' || text[j - 1] == 'E' ||
									    text[j - 1] == 'p' || text[j - 1] == 'P')));
			     j++)
				;
			push(l, CT_NUMBER, text + i, j - i, line, col);
			i = j;
			continue;
		}
		if (c == '"' || c == '\'') {
			for (j = i + 1; j < len && text[j] != c && text[j] != '\n'; j++)
				if (text[j] == '\\' && j + 1 < len)
					j++;
			j = MIN(j + 1, len);
			push(l, c == '"' ? CT_STRING : CT_CHAR, text + i, j - i, line, col);
			i = j;
			continue;
		}
		j = 1;
		for (guint p = 0; puncts[p]; p++) {
			gsize n = strlen(puncts[p]);

			if (i + n <= len && !memcmp(text + i, puncts[p], n)) {
				j = n;
				break;
			}
		}
		push(l, CT_PUNCT, text + i, j, line, col);
		i += j;
	}
	return l;
}

void ctok_list_free(struct ctok_list *l)
{
	if (!l)
		return;
	g_array_unref(l->toks);
	g_string_chunk_free(l->chunk);
	g_free(l);
}

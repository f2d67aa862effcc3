// SPDX-License-Identifier: GPL-2.0
/*
 * The C vocabulary every module reads code with: one table of the words that never name a variable
 * (C's keywords, the kernel's annotations, NULL, the preprocessor's words), each with its classes.
 * prequel, the reducer, synth and --compat ask it instead of keeping lists of their own.
 */
#include <string.h>

#include "cfront.h"

#define KW CF_WORD_KEYWORD
#define ST (CF_WORD_KEYWORD | CF_WORD_STORAGE)
#define QU (CF_WORD_KEYWORD | CF_WORD_QUALIFIER)
#define TY (CF_WORD_KEYWORD | CF_WORD_TYPE)

static const struct {
	const char *word;
	unsigned cls;
} words[] = {
	/* C's keywords (C11's, and bool: C23's) */
	{ "auto", ST }, { "break", KW }, { "case", KW }, { "char", TY }, { "const", QU },
	{ "continue", KW }, { "default", KW }, { "do", KW }, { "double", TY }, { "else", KW },
	{ "enum", KW }, { "extern", ST }, { "float", TY }, { "for", KW }, { "goto", KW },
	{ "if", KW }, { "inline", ST }, { "int", TY }, { "long", TY }, { "register", ST },
	{ "restrict", QU }, { "return", KW }, { "short", TY }, { "signed", TY }, { "sizeof", KW },
	{ "static", ST }, { "struct", KW }, { "switch", KW }, { "typedef", KW }, { "union", KW },
	{ "unsigned", TY }, { "void", TY }, { "volatile", QU }, { "while", KW }, { "_Bool", TY },
	{ "bool", TY },
	/* the kernel's annotations of a declaration: sections, usage, checks (include/linux/init.h,
	 * compiler_attributes.h) */
	{ "__init", CF_WORD_ANNOTATION }, { "__exit", CF_WORD_ANNOTATION },
	{ "__initdata", CF_WORD_ANNOTATION }, { "__initconst", CF_WORD_ANNOTATION },
	{ "__initdata_or_module", CF_WORD_ANNOTATION }, { "__refdata", CF_WORD_ANNOTATION },
	{ "__devinit", CF_WORD_ANNOTATION }, { "__devinitdata", CF_WORD_ANNOTATION },
	{ "__read_mostly", CF_WORD_ANNOTATION }, { "__ro_after_init", CF_WORD_ANNOTATION },
	{ "__maybe_unused", CF_WORD_ANNOTATION }, { "__always_unused", CF_WORD_ANNOTATION },
	{ "__used", CF_WORD_ANNOTATION }, { "__must_check", CF_WORD_ANNOTATION },
	/* sparse's address spaces and casts: part of a type (include/linux/compiler_types.h) */
	{ "__iomem", CF_WORD_ADDRESS_SPACE }, { "__user", CF_WORD_ADDRESS_SPACE },
	{ "__rcu", CF_WORD_ADDRESS_SPACE }, { "__percpu", CF_WORD_ADDRESS_SPACE },
	{ "__force", CF_WORD_ADDRESS_SPACE },
	{ "NULL", CF_WORD_NULL },
	/* the preprocessor's words */
	{ "include", CF_WORD_DIRECTIVE }, { "include_next", CF_WORD_DIRECTIVE },
	{ "define", CF_WORD_DIRECTIVE }, { "undef", CF_WORD_DIRECTIVE },
	{ "ifdef", CF_WORD_DIRECTIVE }, { "ifndef", CF_WORD_DIRECTIVE },
	{ "elif", CF_WORD_DIRECTIVE }, { "endif", CF_WORD_DIRECTIVE },
	{ "defined", CF_WORD_DIRECTIVE }, { "pragma", CF_WORD_DIRECTIVE },
};

static GHashTable *table(void)
{
	static gsize once;
	static GHashTable *t;

	if (g_once_init_enter(&once)) {
		GHashTable *h = g_hash_table_new(g_str_hash, g_str_equal);

		for (guint i = 0; i < G_N_ELEMENTS(words); i++)
			g_hash_table_insert(h, (gpointer)words[i].word, GUINT_TO_POINTER(words[i].cls));
		t = h;
		g_once_init_leave(&once, 1);
	}
	return t;
}

unsigned cf_word_class(const char *word)
{
	return word ? GPOINTER_TO_UINT(g_hash_table_lookup(table(), word)) : 0;
}

gboolean cf_word_is(const char *word, unsigned classes)
{
	return (cf_word_class(word) & classes) != 0;
}

gboolean cf_is_keyword(const char *word)
{
	return cf_word_is(word, CF_WORD_KEYWORD | CF_WORD_NULL | CF_WORD_ANNOTATION);
}

gboolean cf_is_annotation(const char *word)
{
	return cf_word_is(word, CF_WORD_ANNOTATION | CF_WORD_ADDRESS_SPACE);
}

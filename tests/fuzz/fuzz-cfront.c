// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for cfront: any bytes are a C file.  Each lexing mode must end with tokens that
 * lie inside the input in order, with sane positions, directive links that point at directives of
 * the same group, and items that cover the tokens exactly; never a crash, a leak or unbounded work.
 */
#include <stdint.h>
#include <string.h>

#include "cfront.h"

static void check(const uint8_t *data, size_t size, unsigned flags)
{
	struct cf_tokens *l = cf_lex((const char *)data, size, flags);
	struct cf_token *t = (struct cf_token *)(void *)l->toks->data;
	guint n = l->toks->len;
	GPtrArray *ptrs = g_ptr_array_new();
	GPtrArray *items;
	GArray *funcs;
	guint next = 0;

	for (guint i = 0; i < n; i++) {
		if ((gsize)t[i].off + t[i].len > size || t[i].len == 0 || t[i].line < 1 || t[i].col < 1 ||
		    t[i].dcol < 1 || (i && t[i].off < t[i - 1].off + t[i - 1].len))
			__builtin_trap();
		if (t[i].kind == CF_PP && (flags & (CF_LEX_DIRECTIVE_TOKENS | CF_LEX_SKIP_DIRECTIVES)))
			__builtin_trap();
		if (t[i].open >= 0 && (t[i].open >= (int)i || t[t[i].open].kind != CF_PP))
			__builtin_trap();
		if (t[i].next >= 0 && (t[i].next <= (int)i || t[t[i].next].open != (t[i].open >= 0 ?
										 t[i].open : (int)i)))
			__builtin_trap();
		g_ptr_array_add(ptrs, &t[i]);
	}
	if (!(flags & CF_LEX_DIRECTIVE_TOKENS)) {
		items = cf_items(ptrs);
		for (guint i = 0; i < items->len; i++) {
			const struct cf_item *it = items->pdata[i];

			if (it->first != next || it->last <= it->first || it->last > n || !it->name)
				__builtin_trap();
			next = it->last;
		}
		if (next != n)
			__builtin_trap();
		g_ptr_array_unref(items);
	}
	funcs = cf_functions(t, n);
	g_array_unref(funcs);
	g_ptr_array_unref(ptrs);
	cf_tokens_free(l);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	check(data, size, 0);
	check(data, size, CF_LEX_DIRECTIVE_TOKENS | CF_LEX_SMPL);
	check(data, size, CF_LEX_SKIP_DIRECTIVES | CF_LEX_INTERN);
	return 0;
}

/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_EXPORT_H
#define _LINUX_EXPORT_H

#include <linux/stringify.h>

#define EXPORT_SYMBOL(sym)						\
	extern typeof(sym) sym;						\
	static const char __kstrtab_##sym[] __used			\
	__attribute__((section("__ksymtab_strings"), aligned(1))) = __stringify(sym)
#define EXPORT_SYMBOL_GPL(sym)	EXPORT_SYMBOL(sym)

#endif /* _LINUX_EXPORT_H */

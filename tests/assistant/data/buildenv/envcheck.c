// SPDX-License-Identifier: GPL-2.0
/* t0021: compiles only when the caller's KCFLAGS reached the compiler. */
#include <linux/module.h>

#ifndef PORTER_T0021_KCFLAGS
#error "KCFLAGS did not reach the compiler"
#endif

static int __init envcheck_init(void)
{
	return 0;
}
module_init(envcheck_init);
MODULE_LICENSE("GPL");

// SPDX-License-Identifier: GPL-2.0
/* Fixture: a function whose parameter type is gone (cputime_t, removed in 4.11): GCC drops it. */
#include <linux/module.h>

static int faildecl_account(cputime_t spent, int scale)
{
	int total = spent * scale;

	if (spent > 10)
		total += scale;
	return total;
}

static int __init faildecl_init(void)
{
	return faildecl_account(0, 1);
}
module_init(faildecl_init);
MODULE_LICENSE("GPL");

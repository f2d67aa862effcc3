// SPDX-License-Identifier: GPL-2.0
/*
 * A module that calls a function the target kernel declares nowhere and exports nowhere, through
 * its own prototype: it compiles, and modpost finds the symbol undefined.
 */
#include <linux/module.h>
#include <linux/init.h>

extern int undefsym_gone_helper(int level);

static int __init undefsym_init(void)
{
	return undefsym_gone_helper(1);
}

static void __exit undefsym_exit(void)
{
}

module_init(undefsym_init);
module_exit(undefsym_exit);
MODULE_DESCRIPTION("A module that uses a symbol no one exports");
MODULE_LICENSE("GPL");

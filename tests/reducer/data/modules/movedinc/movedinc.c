// SPDX-License-Identifier: GPL-2.0
/* A module written before <asm/unaligned.h> moved to <linux/unaligned.h> (v6.12). */
#include <linux/module.h>
#include <asm/unaligned.h>

static u8 movedinc_buf[4] = { 1, 2, 3, 4 };

static int __init movedinc_init(void)
{
	pr_info("movedinc: %u %u\n", get_unaligned_le16(movedinc_buf + 1),
		get_unaligned_be32(movedinc_buf));
	return 0;
}
module_init(movedinc_init);

MODULE_LICENSE("GPL");

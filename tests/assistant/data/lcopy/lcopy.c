// SPDX-License-Identifier: GPL-2.0
/*
 * t0041's driver: strlcpy() (removed in Linux 6.8) called for its effect and for its result.
 * strscpy() returns -E2BIG on truncation where strlcpy() returned the source length, so the
 * second call must not be rewritten from an example that never reads strscpy()'s result.
 */
#include <linux/module.h>
#include <linux/string.h>

static char lcopy_name[16];
static char *lcopy_src = "porter-lcopy-a-long-name";
module_param(lcopy_src, charp, 0444);

static int __init lcopy_init(void)
{
	size_t n;

	strlcpy(lcopy_name, "lcopy", sizeof(lcopy_name));
	n = strlcpy(lcopy_name, lcopy_src, sizeof(lcopy_name));
	if (n >= sizeof(lcopy_name))
		pr_info("lcopy: name truncated from %zu bytes\n", n);
	return 0;
}

static void __exit lcopy_exit(void)
{
}

module_init(lcopy_init);
module_exit(lcopy_exit);
MODULE_LICENSE("GPL");

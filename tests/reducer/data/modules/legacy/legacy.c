// SPDX-License-Identifier: GPL-2.0
/* Fixture: old kernel APIs removed or changed since 4.x. */
#include <linux/module.h>
#include <linux/device.h>
#include <linux/string.h>
#include <linux/timer.h>
#include <linux/io.h>
#include <linux/time.h>
#include <linux/proc_fs.h>
#include <linux/fs.h>
#include <linux/uaccess.h>

static struct class *legacy_class;
static struct timer_list legacy_timer;
static void __iomem *legacy_regs;
static char legacy_name[16];

static void legacy_tick(unsigned long data)
{
}

static ssize_t legacy_read(struct file *f, char __user *buf, size_t len, loff_t *off)
{
	if (!access_ok(VERIFY_WRITE, buf, len))
		return -EFAULT;
	return 0;
}

static const struct file_operations legacy_fops = {
	.owner = THIS_MODULE,
	.read = legacy_read,
};

static long legacy_stamp(void)
{
	struct timeval tv;

	do_gettimeofday(&tv);
	return tv.tv_sec;
}

static int __init legacy_init(void)
{
	legacy_class = class_create(THIS_MODULE, "legacy");
	strlcpy(legacy_name, "legacy", sizeof(legacy_name));
	setup_timer(&legacy_timer, legacy_tick, 0);
	legacy_regs = ioremap_nocache(0xfe000000, 0x100);
	proc_create("legacy", 0444, NULL, &legacy_fops);
	return legacy_stamp() < 0;
}

static void __exit legacy_exit(void)
{
	remove_proc_entry("legacy", NULL);
	iounmap(legacy_regs);
	class_destroy(legacy_class);
}

module_init(legacy_init);
module_exit(legacy_exit);
MODULE_LICENSE("GPL");

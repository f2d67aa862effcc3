/*
 * nvstat_proc.c - statistics page of the Example NV-4 flash controller
 *
 * The controller keeps wear and error counters in a register page; the
 * driver shows them in /proc/nvstat and lets the maintenance tool read
 * the raw page with pread().
 *
 * Copyright (C) 2020 Example Storage Corp.
 * Author: Lena Fischer <lena.fischer@example-storage.com>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/proc_fs.h>
#include <linux/seq_file.h>
#include <linux/uaccess.h>

#define NVSTAT_BASE		0xfed40000
#define NVSTAT_SIZE		0x100
#define NVSTAT_ERASES		0x00
#define NVSTAT_ECC_FIXED	0x04
#define NVSTAT_ECC_FAILED	0x08

static void __iomem *nvstat_regs;
static struct proc_dir_entry *nvstat_entry;

static int nvstat_show(struct seq_file *m, void *v)
{
	seq_printf(m, "erases:     %u\n", readl(nvstat_regs + NVSTAT_ERASES));
	seq_printf(m, "ecc fixed:  %u\n", readl(nvstat_regs + NVSTAT_ECC_FIXED));
	seq_printf(m, "ecc failed: %u\n", readl(nvstat_regs + NVSTAT_ECC_FAILED));
	return 0;
}

static int nvstat_open(struct inode *inode, struct file *file)
{
	return single_open(file, nvstat_show, NULL);
}

static ssize_t nvstat_read_raw(struct file *file, char __user *buf,
			       size_t count, loff_t *ppos)
{
	u32 word;

	if (*ppos >= NVSTAT_SIZE || count < sizeof(word))
		return seq_read(file, buf, count, ppos);
	if (!access_ok(buf, sizeof(word)))
		return -EFAULT;

	word = readl(nvstat_regs + (*ppos & ~3));
	if (__put_user(word, (u32 __user *)buf))
		return -EFAULT;
	*ppos += sizeof(word);
	return sizeof(word);
}

static const struct proc_ops nvstat_proc_ops = {
	.proc_open	= nvstat_open,
	.proc_read	= nvstat_read_raw,
	.proc_lseek	= seq_lseek,
	.proc_release	= single_release,
};

static int __init nvstat_init(void)
{
	nvstat_regs = ioremap(NVSTAT_BASE, NVSTAT_SIZE);
	if (!nvstat_regs)
		return -ENOMEM;

	nvstat_entry = proc_create("nvstat", 0444, NULL, &nvstat_proc_ops);
	if (!nvstat_entry) {
		iounmap(nvstat_regs);
		return -ENOMEM;
	}
	return 0;
}

static void __exit nvstat_exit(void)
{
	proc_remove(nvstat_entry);
	iounmap(nvstat_regs);
}

module_init(nvstat_init);
module_exit(nvstat_exit);

MODULE_AUTHOR("Lena Fischer <lena.fischer@example-storage.com>");
MODULE_DESCRIPTION("NV-4 flash controller statistics");
MODULE_LICENSE("GPL");

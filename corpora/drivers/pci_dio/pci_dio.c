/*
 * pci_dio.c - digital I/O module of the Example PLC backplane
 *
 * The backplane bridge maps the 32 input and 32 output lines of each
 * slot into one memory window.  User space reads and writes the line
 * state through /dev/dio (32-bit words) and sees the slot map in
 * /proc/driver/dio.
 *
 * Copyright (C) 2018 Example Automation AG
 * Author: Stefan Huber <s.huber@example-automation.ch>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/miscdevice.h>
#include <linux/platform_device.h>
#include <linux/proc_fs.h>
#include <linux/seq_file.h>
#include <linux/uaccess.h>

#define DIO_SLOTS		8
#define DIO_SLOT_STRIDE		0x10
#define DIO_IN			0x00
#define DIO_OUT			0x04
#define DIO_ID			0x0c

static void __iomem *dio_base;
static resource_size_t dio_size;

static ssize_t dio_read(struct file *file, char __user *buf, size_t count,
			loff_t *ppos)
{
	unsigned int slot = *ppos / sizeof(u32);
	u32 val;

	if (slot >= DIO_SLOTS || count < sizeof(u32))
		return 0;
	if (!access_ok(VERIFY_WRITE, buf, sizeof(u32)))
		return -EFAULT;

	val = readl(dio_base + slot * DIO_SLOT_STRIDE + DIO_IN);
	if (__put_user(val, (u32 __user *)buf))
		return -EFAULT;
	*ppos += sizeof(u32);
	return sizeof(u32);
}

static ssize_t dio_write(struct file *file, const char __user *buf,
			 size_t count, loff_t *ppos)
{
	unsigned int slot = *ppos / sizeof(u32);
	u32 val;

	if (slot >= DIO_SLOTS || count < sizeof(u32))
		return -ENOSPC;
	if (copy_from_user(&val, buf, sizeof(val)))
		return -EFAULT;

	writel(val, dio_base + slot * DIO_SLOT_STRIDE + DIO_OUT);
	*ppos += sizeof(u32);
	return sizeof(u32);
}

static const struct file_operations dio_fops = {
	.owner	= THIS_MODULE,
	.read	= dio_read,
	.write	= dio_write,
	.llseek	= default_llseek,
};

static struct miscdevice dio_misc = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= "dio",
	.fops	= &dio_fops,
};

static int dio_proc_show(struct seq_file *m, void *v)
{
	int slot;

	for (slot = 0; slot < DIO_SLOTS; slot++)
		seq_printf(m, "slot %d: id %08x in %08x out %08x\n", slot,
			   readl(dio_base + slot * DIO_SLOT_STRIDE + DIO_ID),
			   readl(dio_base + slot * DIO_SLOT_STRIDE + DIO_IN),
			   readl(dio_base + slot * DIO_SLOT_STRIDE + DIO_OUT));
	return 0;
}

static int dio_proc_open(struct inode *inode, struct file *file)
{
	return single_open(file, dio_proc_show, NULL);
}

static const struct file_operations dio_proc_fops = {
	.owner		= THIS_MODULE,
	.open		= dio_proc_open,
	.read		= seq_read,
	.llseek		= seq_lseek,
	.release	= single_release,
};

static int dio_probe(struct platform_device *pdev)
{
	struct resource *res;
	int ret;

	res = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	if (!res)
		return -ENODEV;

	dio_size = resource_size(res);
	dio_base = ioremap_nocache(res->start, dio_size);
	if (!dio_base)
		return -ENOMEM;

	ret = misc_register(&dio_misc);
	if (ret) {
		iounmap(dio_base);
		return ret;
	}
	proc_create("driver/dio", 0444, NULL, &dio_proc_fops);
	return 0;
}

static int dio_remove(struct platform_device *pdev)
{
	remove_proc_entry("driver/dio", NULL);
	misc_deregister(&dio_misc);
	iounmap(dio_base);
	return 0;
}

static struct platform_driver dio_driver = {
	.probe	= dio_probe,
	.remove	= dio_remove,
	.driver	= {
		.name	= "plc-dio",
	},
};
module_platform_driver(dio_driver);

MODULE_AUTHOR("Stefan Huber <s.huber@example-automation.ch>");
MODULE_DESCRIPTION("PLC backplane digital I/O");
MODULE_LICENSE("GPL v2");

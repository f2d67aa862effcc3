/*
 * mbox_nv.c - mailbox NVRAM of the Example BMC-200 management controller
 *
 * The BMC exposes 256 bytes of battery-backed RAM through an index/data
 * port pair.  /dev/mbox_nv gives raw access, /proc/driver/mbox_nv a
 * hex dump.
 *
 * Copyright (C) 2018 Example Servers Inc.
 * Author: Priya Raman <priya.raman@example-servers.com>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/miscdevice.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/mutex.h>
#include <linux/proc_fs.h>
#include <linux/seq_file.h>
#include <linux/uaccess.h>

#define MBOX_NV_INDEX		0x6e0
#define MBOX_NV_DATA		0x6e1
#define MBOX_NV_SIZE		256

static DEFINE_MUTEX(mbox_nv_lock);

static u8 mbox_nv_get(unsigned int off)
{
	outb(off, MBOX_NV_INDEX);
	return inb(MBOX_NV_DATA);
}

static void mbox_nv_put(unsigned int off, u8 val)
{
	outb(off, MBOX_NV_INDEX);
	outb(val, MBOX_NV_DATA);
}

static ssize_t mbox_nv_read(struct file *file, char __user *buf,
			    size_t count, loff_t *ppos)
{
	unsigned int off = *ppos;
	size_t i;

	if (off >= MBOX_NV_SIZE)
		return 0;
	count = min_t(size_t, count, MBOX_NV_SIZE - off);
	if (!access_ok(VERIFY_WRITE, buf, count))
		return -EFAULT;

	mutex_lock(&mbox_nv_lock);
	for (i = 0; i < count; i++) {
		if (__put_user(mbox_nv_get(off + i), buf + i)) {
			mutex_unlock(&mbox_nv_lock);
			return -EFAULT;
		}
	}
	mutex_unlock(&mbox_nv_lock);

	*ppos = off + count;
	return count;
}

static ssize_t mbox_nv_write(struct file *file, const char __user *buf,
			     size_t count, loff_t *ppos)
{
	unsigned int off = *ppos;
	size_t i;
	u8 c;

	if (off >= MBOX_NV_SIZE)
		return -ENOSPC;
	count = min_t(size_t, count, MBOX_NV_SIZE - off);
	if (!access_ok(VERIFY_READ, buf, count))
		return -EFAULT;

	mutex_lock(&mbox_nv_lock);
	for (i = 0; i < count; i++) {
		if (__get_user(c, buf + i)) {
			mutex_unlock(&mbox_nv_lock);
			return -EFAULT;
		}
		mbox_nv_put(off + i, c);
	}
	mutex_unlock(&mbox_nv_lock);

	*ppos = off + count;
	return count;
}

static const struct file_operations mbox_nv_fops = {
	.owner		= THIS_MODULE,
	.llseek		= default_llseek,
	.read		= mbox_nv_read,
	.write		= mbox_nv_write,
};

static struct miscdevice mbox_nv_dev = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= "mbox_nv",
	.fops	= &mbox_nv_fops,
};

static int mbox_nv_proc_show(struct seq_file *m, void *v)
{
	unsigned int i;

	mutex_lock(&mbox_nv_lock);
	for (i = 0; i < MBOX_NV_SIZE; i++)
		seq_printf(m, "%02x%c", mbox_nv_get(i), (i % 16 == 15) ? '\n' : ' ');
	mutex_unlock(&mbox_nv_lock);
	return 0;
}

static int mbox_nv_proc_open(struct inode *inode, struct file *file)
{
	return single_open(file, mbox_nv_proc_show, NULL);
}

static const struct file_operations mbox_nv_proc_fops = {
	.owner		= THIS_MODULE,
	.open		= mbox_nv_proc_open,
	.read		= seq_read,
	.llseek		= seq_lseek,
	.release	= single_release,
};

static int __init mbox_nv_init(void)
{
	int ret;

	if (!request_region(MBOX_NV_INDEX, 2, "mbox_nv"))
		return -EBUSY;

	ret = misc_register(&mbox_nv_dev);
	if (ret)
		goto out_region;

	if (!proc_create("driver/mbox_nv", 0444, NULL, &mbox_nv_proc_fops)) {
		ret = -ENOMEM;
		goto out_misc;
	}
	return 0;

out_misc:
	misc_deregister(&mbox_nv_dev);
out_region:
	release_region(MBOX_NV_INDEX, 2);
	return ret;
}

static void __exit mbox_nv_exit(void)
{
	remove_proc_entry("driver/mbox_nv", NULL);
	misc_deregister(&mbox_nv_dev);
	release_region(MBOX_NV_INDEX, 2);
}

module_init(mbox_nv_init);
module_exit(mbox_nv_exit);

MODULE_AUTHOR("Priya Raman <priya.raman@example-servers.com>");
MODULE_DESCRIPTION("BMC-200 mailbox NVRAM");
MODULE_LICENSE("GPL");

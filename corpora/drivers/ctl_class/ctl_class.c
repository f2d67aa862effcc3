/*
 * ctl_class.c - control node of the Example SDR-1 radio front end
 *
 * Copyright (C) 2023 Example Radio Labs
 * Author: Ahmed Haddad <ahmed.haddad@example-radio.eg>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/uaccess.h>

#define SDRCTL_NAME		"sdrctl"
#define SDRCTL_SET_FREQ		_IOW('S', 1, u32)
#define SDRCTL_GET_FREQ		_IOR('S', 2, u32)

static int sdrctl_major;
static struct class *sdrctl_class;
static u32 sdrctl_freq = 100000000;

static long sdrctl_ioctl(struct file *file, unsigned int cmd,
			 unsigned long arg)
{
	u32 __user *p = (u32 __user *)arg;

	switch (cmd) {
	case SDRCTL_SET_FREQ:
		return get_user(sdrctl_freq, p);
	case SDRCTL_GET_FREQ:
		return put_user(sdrctl_freq, p);
	default:
		return -ENOTTY;
	}
}

static const struct file_operations sdrctl_fops = {
	.owner		= THIS_MODULE,
	.unlocked_ioctl	= sdrctl_ioctl,
	.llseek		= noop_llseek,
};

static int __init sdrctl_init(void)
{
	struct device *dev;

	sdrctl_major = register_chrdev(0, SDRCTL_NAME, &sdrctl_fops);
	if (sdrctl_major < 0)
		return sdrctl_major;

	sdrctl_class = class_create(SDRCTL_NAME);
	if (IS_ERR(sdrctl_class)) {
		unregister_chrdev(sdrctl_major, SDRCTL_NAME);
		return PTR_ERR(sdrctl_class);
	}

	dev = device_create(sdrctl_class, NULL, MKDEV(sdrctl_major, 0), NULL,
			    SDRCTL_NAME);
	if (IS_ERR(dev)) {
		class_destroy(sdrctl_class);
		unregister_chrdev(sdrctl_major, SDRCTL_NAME);
		return PTR_ERR(dev);
	}
	return 0;
}

static void __exit sdrctl_exit(void)
{
	device_destroy(sdrctl_class, MKDEV(sdrctl_major, 0));
	class_destroy(sdrctl_class);
	unregister_chrdev(sdrctl_major, SDRCTL_NAME);
}

module_init(sdrctl_init);
module_exit(sdrctl_exit);

MODULE_AUTHOR("Ahmed Haddad <ahmed.haddad@example-radio.eg>");
MODULE_DESCRIPTION("SDR-1 front end control");
MODULE_LICENSE("GPL");

/*
 * gpib_char.c - character interface to the Example ISA GPIB card
 *
 * One minor per instrument address; the card itself does the bus
 * handshaking, the driver only moves bytes through its data port.
 *
 * Copyright (C) 2022 Example Lab Instruments
 * Author: Ruth Mbeki <ruth.mbeki@example-lab.co.za>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/cdev.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/uaccess.h>

#define GPIBC_PORT		0x2e1
#define GPIBC_NR_ADDR		31
#define GPIBC_DATA		0
#define GPIBC_STATUS		1
#define GPIBC_STATUS_RDY	0x01

static dev_t gpibc_devt;
static struct cdev gpibc_cdev;
static struct class *gpibc_class;

static ssize_t gpibc_read(struct file *file, char __user *buf, size_t count,
			  loff_t *ppos)
{
	size_t done = 0;

	while (done < count && (inb(GPIBC_PORT + GPIBC_STATUS) & GPIBC_STATUS_RDY)) {
		if (put_user(inb(GPIBC_PORT + GPIBC_DATA), buf + done))
			return -EFAULT;
		done++;
	}
	return done;
}

static ssize_t gpibc_write(struct file *file, const char __user *buf,
			   size_t count, loff_t *ppos)
{
	size_t done;
	u8 c;

	for (done = 0; done < count; done++) {
		if (get_user(c, buf + done))
			return -EFAULT;
		outb(c, GPIBC_PORT + GPIBC_DATA);
	}
	return done;
}

static const struct file_operations gpibc_fops = {
	.owner	= THIS_MODULE,
	.read	= gpibc_read,
	.write	= gpibc_write,
	.llseek	= noop_llseek,
};

static int __init gpibc_init(void)
{
	int i, ret;

	if (!request_region(GPIBC_PORT, 2, "gpib_char"))
		return -EBUSY;

	ret = alloc_chrdev_region(&gpibc_devt, 0, GPIBC_NR_ADDR, "gpib");
	if (ret)
		goto out_region;

	cdev_init(&gpibc_cdev, &gpibc_fops);
	ret = cdev_add(&gpibc_cdev, gpibc_devt, GPIBC_NR_ADDR);
	if (ret)
		goto out_chrdev;

	gpibc_class = class_create(THIS_MODULE, "gpib");
	if (IS_ERR(gpibc_class)) {
		ret = PTR_ERR(gpibc_class);
		goto out_cdev;
	}

	for (i = 0; i < GPIBC_NR_ADDR; i++)
		device_create(gpibc_class, NULL, MKDEV(MAJOR(gpibc_devt), i),
			      NULL, "gpib%d", i);
	return 0;

out_cdev:
	cdev_del(&gpibc_cdev);
out_chrdev:
	unregister_chrdev_region(gpibc_devt, GPIBC_NR_ADDR);
out_region:
	release_region(GPIBC_PORT, 2);
	return ret;
}

static void __exit gpibc_exit(void)
{
	int i;

	for (i = 0; i < GPIBC_NR_ADDR; i++)
		device_destroy(gpibc_class, MKDEV(MAJOR(gpibc_devt), i));
	class_destroy(gpibc_class);
	cdev_del(&gpibc_cdev);
	unregister_chrdev_region(gpibc_devt, GPIBC_NR_ADDR);
	release_region(GPIBC_PORT, 2);
}

module_init(gpibc_init);
module_exit(gpibc_exit);

MODULE_AUTHOR("Ruth Mbeki <ruth.mbeki@example-lab.co.za>");
MODULE_DESCRIPTION("Example ISA GPIB card character driver");
MODULE_LICENSE("GPL");

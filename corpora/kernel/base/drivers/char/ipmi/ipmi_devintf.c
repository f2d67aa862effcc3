/*
 * ipmi_devintf.c
 *
 * Linux device interface for the IPMI message handler.
 *
 * Author: MontaVista Software, Inc.
 *         Corey Minyard <minyard@mvista.com>
 *         source@mvista.com
 *
 * Copyright 2002 MontaVista Software Inc.
 *
 *  This program is free software; you can redistribute it and/or modify it
 *  under the terms of the GNU General Public License as published by the
 *  Free Software Foundation; either version 2 of the License, or (at your
 *  option) any later version.
 */

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/errno.h>
#include <linux/poll.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/slab.h>
#include <linux/mutex.h>
#include <linux/init.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/uaccess.h>

#define IPMI_MAX_INTERFACES	4
#define IPMI_IOC_MAGIC		'i'
#define IPMICTL_SET_MY_ADDRESS_CMD	_IOR(IPMI_IOC_MAGIC, 17, unsigned int)
#define IPMICTL_GET_MY_ADDRESS_CMD	_IOR(IPMI_IOC_MAGIC, 18, unsigned int)

struct ipmi_file_private
{
	int                  if_num;
	spinlock_t           recv_msg_lock;
	unsigned int         my_address;
	wait_queue_head_t    wait;
	struct mutex	     recv_mutex;
	unsigned int         default_retry_time_ms;
};

static DEFINE_MUTEX(ipmi_mutex);
static int ipmi_major;
module_param(ipmi_major, int, 0);
MODULE_PARM_DESC(ipmi_major, "Sets the major number of the IPMI device.  By"
		 " default, or if you set it to zero, it will choose the next"
		 " available device.  Setting it to -1 will disable the"
		 " interface.  Other values will set the major device number"
		 " to that value.");

static struct class *ipmi_class;

static unsigned int ipmi_poll(struct file *file, poll_table *wait)
{
	struct ipmi_file_private *priv = file->private_data;

	poll_wait(file, &priv->wait, wait);

	return 0;
}

static int ipmi_open(struct inode *inode, struct file *file)
{
	int if_num = iminor(inode);
	struct ipmi_file_private *priv;

	if (if_num >= IPMI_MAX_INTERFACES)
		return -ENODEV;

	priv = kmalloc(sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;

	mutex_lock(&ipmi_mutex);
	priv->if_num = if_num;
	priv->my_address = 0x20;
	spin_lock_init(&priv->recv_msg_lock);
	init_waitqueue_head(&priv->wait);
	mutex_init(&priv->recv_mutex);

	/* Use the low-level defaults. */
	priv->default_retry_time_ms = 0;

	file->private_data = priv;
	mutex_unlock(&ipmi_mutex);

	return 0;
}

static int ipmi_release(struct inode *inode, struct file *file)
{
	struct ipmi_file_private *priv = file->private_data;

	kfree(priv);

	return 0;
}

static long ipmi_ioctl(struct file *file, unsigned int cmd,
		       unsigned long data)
{
	struct ipmi_file_private *priv = file->private_data;
	void __user *arg = (void __user *)data;
	unsigned int val;

	switch (cmd) {
	case IPMICTL_SET_MY_ADDRESS_CMD:
		if (copy_from_user(&val, arg, sizeof(val)))
			return -EFAULT;
		priv->my_address = val;
		return 0;

	case IPMICTL_GET_MY_ADDRESS_CMD:
		val = priv->my_address;
		if (copy_to_user(arg, &val, sizeof(val)))
			return -EFAULT;
		return 0;

	default:
		return -EINVAL;
	}
}

static const struct file_operations ipmi_fops = {
	.owner		= THIS_MODULE,
	.unlocked_ioctl	= ipmi_ioctl,
	.open		= ipmi_open,
	.release	= ipmi_release,
	.poll		= ipmi_poll,
	.llseek		= noop_llseek,
};

#define DEVICE_NAME     "ipmidev"

static int __init init_ipmi_devintf(void)
{
	int rv;
	int i;

	if (ipmi_major < 0)
		return -EINVAL;

	printk(KERN_INFO "ipmi device interface\n");

	ipmi_class = class_create(THIS_MODULE, "ipmi");
	if (IS_ERR(ipmi_class)) {
		printk(KERN_ERR "ipmi: can't register device class\n");
		return PTR_ERR(ipmi_class);
	}

	rv = register_chrdev(ipmi_major, DEVICE_NAME, &ipmi_fops);
	if (rv < 0) {
		class_destroy(ipmi_class);
		printk(KERN_ERR "ipmi: can't get major %d\n", ipmi_major);
		return rv;
	}

	if (ipmi_major == 0) {
		ipmi_major = rv;
	}

	for (i = 0; i < IPMI_MAX_INTERFACES; i++)
		device_create(ipmi_class, NULL, MKDEV(ipmi_major, i), NULL,
			      "ipmi%d", i);

	return 0;
}
module_init(init_ipmi_devintf);

static void __exit cleanup_ipmi(void)
{
	int i;

	for (i = 0; i < IPMI_MAX_INTERFACES; i++)
		device_destroy(ipmi_class, MKDEV(ipmi_major, i));
	class_destroy(ipmi_class);
	unregister_chrdev(ipmi_major, DEVICE_NAME);
}
module_exit(cleanup_ipmi);

MODULE_LICENSE("GPL");
MODULE_AUTHOR("Corey Minyard <minyard@mvista.com>");
MODULE_DESCRIPTION("Linux device interface for the IPMI message handler.");

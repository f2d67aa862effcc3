/*
 * ltc_logger.c - event logger for the Example LTC-8 line test controller
 *
 * The controller raises events (line faults, test results) into a small
 * FIFO that a timer drains every 100 ms.  Events are stamped with the
 * wall-clock time, kept in a ring and handed to user space through
 * /dev/ltc_log (read, plus an ioctl for the controller's name), with a
 * summary in /proc/driver/ltc_logger.
 *
 * Copyright (C) 2013 Example Telecom Systems
 * Author: Giulia Ferraro <g.ferraro@example-telecom.it>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/jiffies.h>
#include <linux/proc_fs.h>
#include <linux/seq_file.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <linux/time.h>
#include <linux/timer.h>
#include <linux/uaccess.h>

#define LTC_PORT		0x3b0
#define LTC_FIFO		0
#define LTC_FIFO_LEVEL		1
#define LTC_RING_SIZE		64
#define LTC_POLL_MS		100
#define LTC_NAME_LEN		16

#define LTC_IOC_MAGIC		'L'
#define LTC_IOC_GET_NAME	_IOR(LTC_IOC_MAGIC, 1, char[LTC_NAME_LEN])

struct ltc_event {
	u32	sec;
	u32	usec;
	u8	code;
	u8	line;
};

static struct ltc_event ltc_ring[LTC_RING_SIZE];
static unsigned int ltc_head, ltc_tail;
static DEFINE_SPINLOCK(ltc_lock);
static struct timer_list ltc_timer;
static int ltc_major;
static struct class *ltc_class;
static char ltc_name[LTC_NAME_LEN];
static unsigned long ltc_dropped;

static void ltc_drain(unsigned long data)
{
	struct timeval now;
	unsigned long flags;
	int level;

	do_gettimeofday(&now);

	spin_lock_irqsave(&ltc_lock, flags);
	for (level = inb(LTC_PORT + LTC_FIFO_LEVEL); level > 0; level -= 2) {
		struct ltc_event *ev = &ltc_ring[ltc_head % LTC_RING_SIZE];

		if (ltc_head - ltc_tail == LTC_RING_SIZE) {
			ltc_tail++;
			ltc_dropped++;
		}
		ev->sec = now.tv_sec;
		ev->usec = now.tv_usec;
		ev->code = inb(LTC_PORT + LTC_FIFO);
		ev->line = inb(LTC_PORT + LTC_FIFO);
		ltc_head++;
	}
	spin_unlock_irqrestore(&ltc_lock, flags);

	mod_timer(&ltc_timer, jiffies + msecs_to_jiffies(LTC_POLL_MS));
}

static ssize_t ltc_read(struct file *file, char __user *buf, size_t count,
			loff_t *ppos)
{
	struct ltc_event ev;
	unsigned long flags;
	size_t done = 0;

	if (!access_ok(VERIFY_WRITE, buf, count))
		return -EFAULT;

	while (done + sizeof(ev) <= count) {
		spin_lock_irqsave(&ltc_lock, flags);
		if (ltc_tail == ltc_head) {
			spin_unlock_irqrestore(&ltc_lock, flags);
			break;
		}
		ev = ltc_ring[ltc_tail++ % LTC_RING_SIZE];
		spin_unlock_irqrestore(&ltc_lock, flags);

		if (copy_to_user(buf + done, &ev, sizeof(ev)))
			return -EFAULT;
		done += sizeof(ev);
	}
	return done;
}

static long ltc_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	switch (cmd) {
	case LTC_IOC_GET_NAME:
		return copy_to_user((void __user *)arg, ltc_name,
				    sizeof(ltc_name)) ? -EFAULT : 0;
	default:
		return -ENOTTY;
	}
}

static const struct file_operations ltc_fops = {
	.owner		= THIS_MODULE,
	.read		= ltc_read,
	.unlocked_ioctl	= ltc_ioctl,
	.llseek		= no_llseek,
};

static int ltc_proc_show(struct seq_file *m, void *v)
{
	seq_printf(m, "controller: %s\nqueued: %u\ndropped: %lu\n",
		   ltc_name, ltc_head - ltc_tail, ltc_dropped);
	return 0;
}

static int ltc_proc_open(struct inode *inode, struct file *file)
{
	return single_open(file, ltc_proc_show, NULL);
}

static const struct file_operations ltc_proc_fops = {
	.owner		= THIS_MODULE,
	.open		= ltc_proc_open,
	.read		= seq_read,
	.llseek		= seq_lseek,
	.release	= single_release,
};

static int __init ltc_init(void)
{
	int ret;

	if (!request_region(LTC_PORT, 2, "ltc_logger"))
		return -EBUSY;

	strlcpy(ltc_name, "LTC-8", sizeof(ltc_name));

	ltc_major = register_chrdev(0, "ltc_log", &ltc_fops);
	if (ltc_major < 0) {
		ret = ltc_major;
		goto out_region;
	}

	ltc_class = class_create(THIS_MODULE, "ltc");
	if (IS_ERR(ltc_class)) {
		ret = PTR_ERR(ltc_class);
		goto out_chrdev;
	}
	device_create(ltc_class, NULL, MKDEV(ltc_major, 0), NULL, "ltc_log");

	proc_create("driver/ltc_logger", 0444, NULL, &ltc_proc_fops);

	setup_timer(&ltc_timer, ltc_drain, 0);
	mod_timer(&ltc_timer, jiffies + msecs_to_jiffies(LTC_POLL_MS));
	return 0;

out_chrdev:
	unregister_chrdev(ltc_major, "ltc_log");
out_region:
	release_region(LTC_PORT, 2);
	return ret;
}

static void __exit ltc_exit(void)
{
	del_timer_sync(&ltc_timer);
	remove_proc_entry("driver/ltc_logger", NULL);
	device_destroy(ltc_class, MKDEV(ltc_major, 0));
	class_destroy(ltc_class);
	unregister_chrdev(ltc_major, "ltc_log");
	release_region(LTC_PORT, 2);
}

module_init(ltc_init);
module_exit(ltc_exit);

MODULE_AUTHOR("Giulia Ferraro <g.ferraro@example-telecom.it>");
MODULE_DESCRIPTION("LTC-8 line test controller event logger");
MODULE_LICENSE("GPL");

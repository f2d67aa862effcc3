/*
 *	SoftDog:	A Software Watchdog Device
 *
 *	(c) Copyright 1996 Alan Cox <alan@lxorguk.ukuu.org.uk>,
 *							All Rights Reserved.
 *
 *	This program is free software; you can redistribute it and/or
 *	modify it under the terms of the GNU General Public License
 *	as published by the Free Software Foundation; either version
 *	2 of the License, or (at your option) any later version.
 *
 *	Software only watchdog driver. Unlike its big brother the WDT501P
 *	driver this won't always recover a failed machine.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/types.h>
#include <linux/timer.h>
#include <linux/miscdevice.h>
#include <linux/watchdog.h>
#include <linux/fs.h>
#include <linux/reboot.h>
#include <linux/init.h>
#include <linux/jiffies.h>
#include <linux/time.h>
#include <linux/uaccess.h>

#define TIMER_MARGIN	60		/* Default is 60 seconds */
static unsigned int soft_margin = TIMER_MARGIN;	/* in seconds */
module_param(soft_margin, uint, 0);
MODULE_PARM_DESC(soft_margin,
	"Watchdog soft_margin in seconds. (0 < soft_margin < 65536, default="
					__MODULE_STRING(TIMER_MARGIN) ")");

static bool nowayout = true;
module_param(nowayout, bool, 0);
MODULE_PARM_DESC(nowayout,
		"Watchdog cannot be stopped once started (default=1)");

static int soft_noboot;
module_param(soft_noboot, int, 0);
MODULE_PARM_DESC(soft_noboot,
	"Softdog action, set to 1 to ignore reboots, 0 to reboot (default=0)");

static unsigned long driver_open;
static char expect_close;
static struct timer_list watchdog_ticktock;
static struct timeval last_ping;

/*
 *	If the timer expires..
 */

static void watchdog_fire(unsigned long data)
{
	if (soft_noboot) {
		pr_crit("Triggered - Reboot ignored\n");
	} else {
		pr_crit("Initiating system reboot, last ping at %ld\n",
			(long)last_ping.tv_sec);
		emergency_restart();
		pr_crit("Reboot didn't ?????\n");
	}
}

/*
 *	Softdog operations
 */

static int softdog_ping(void)
{
	do_gettimeofday(&last_ping);
	mod_timer(&watchdog_ticktock, jiffies + (soft_margin * HZ));
	return 0;
}

static int softdog_stop(void)
{
	del_timer(&watchdog_ticktock);
	return 0;
}

static int softdog_open(struct inode *inode, struct file *file)
{
	if (test_and_set_bit(0, &driver_open))
		return -EBUSY;
	softdog_ping();
	return nonseekable_open(inode, file);
}

static int softdog_release(struct inode *inode, struct file *file)
{
	if (expect_close == 42 || !nowayout)
		softdog_stop();
	else
		pr_crit("Unexpected close, not stopping watchdog!\n");
	expect_close = 0;
	clear_bit(0, &driver_open);
	return 0;
}

static ssize_t softdog_write(struct file *file, const char __user *data,
			     size_t len, loff_t *ppos)
{
	size_t i;
	char c;

	if (!len)
		return 0;

	expect_close = 0;
	for (i = 0; i != len; i++) {
		if (get_user(c, data + i))
			return -EFAULT;
		if (c == 'V')
			expect_close = 42;
	}
	softdog_ping();
	return len;
}

static const struct watchdog_info softdog_info = {
	.options =		WDIOF_SETTIMEOUT | WDIOF_KEEPALIVEPING |
				WDIOF_MAGICCLOSE,
	.firmware_version =	0,
	.identity =		"Software Watchdog",
};

static long softdog_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg)
{
	int __user *p = (int __user *)arg;
	int new_margin;

	switch (cmd) {
	case WDIOC_GETSUPPORT:
		return copy_to_user(p, &softdog_info,
				    sizeof(softdog_info)) ? -EFAULT : 0;
	case WDIOC_KEEPALIVE:
		softdog_ping();
		return 0;
	case WDIOC_SETTIMEOUT:
		if (get_user(new_margin, p))
			return -EFAULT;
		if (new_margin < 1 || new_margin > 65535)
			return -EINVAL;
		soft_margin = new_margin;
		softdog_ping();
		return put_user(soft_margin, p);
	case WDIOC_GETTIMEOUT:
		return put_user(soft_margin, p);
	default:
		return -ENOTTY;
	}
}

static const struct file_operations softdog_fops = {
	.owner		= THIS_MODULE,
	.llseek		= no_llseek,
	.write		= softdog_write,
	.unlocked_ioctl	= softdog_ioctl,
	.open		= softdog_open,
	.release	= softdog_release,
};

static struct miscdevice softdog_miscdev = {
	.minor		= WATCHDOG_MINOR,
	.name		= "watchdog",
	.fops		= &softdog_fops,
};

static int __init softdog_init(void)
{
	int ret;

	setup_timer(&watchdog_ticktock, watchdog_fire, 0);

	ret = misc_register(&softdog_miscdev);
	if (ret) {
		pr_err("cannot register miscdev on minor=%d (err=%d)\n",
		       WATCHDOG_MINOR, ret);
		return ret;
	}

	pr_info("Software Watchdog Timer: 0.08 initialized. soft_noboot=%d soft_margin=%d sec\n",
		soft_noboot, soft_margin);
	return 0;
}

static void __exit softdog_exit(void)
{
	misc_deregister(&softdog_miscdev);
	del_timer_sync(&watchdog_ticktock);
}

module_init(softdog_init);
module_exit(softdog_exit);

MODULE_AUTHOR("Alan Cox");
MODULE_DESCRIPTION("Software Watchdog Device Driver");
MODULE_LICENSE("GPL");
MODULE_ALIAS_MISCDEV(WATCHDOG_MINOR);

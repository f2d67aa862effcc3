/*
 * sbc_wdt.c - watchdog for the Example SBC-4410 single board computer
 *
 * The board's CPLD resets the machine when bit 0 of its control port is
 * not toggled for 1.6 s.  A kernel timer toggles it while user space
 * keeps /dev/watchdog open and writes to it.
 *
 * Copyright (C) 2017 Example Embedded GmbH
 *	Lukas Brenner <l.brenner@example-embedded.de>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/miscdevice.h>
#include <linux/watchdog.h>
#include <linux/fs.h>
#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/timer.h>
#include <linux/time.h>
#include <linux/uaccess.h>

#define SBC_WDT_PORT		0x443
#define SBC_WDT_KICK_MS		500
#define SBC_WDT_DEFAULT_TIMEOUT	30

static int sbc_timeout = SBC_WDT_DEFAULT_TIMEOUT;
module_param(sbc_timeout, int, 0);
MODULE_PARM_DESC(sbc_timeout, "Watchdog timeout in seconds (default 30)");

static struct timer_list sbc_kick_timer;
static unsigned long sbc_next_heartbeat;
static unsigned long sbc_in_use;
static struct timeval sbc_last_ping;
static u8 sbc_toggle;

static void sbc_wdt_kick(unsigned long data)
{
	if (time_before(jiffies, sbc_next_heartbeat)) {
		sbc_toggle ^= 1;
		outb(sbc_toggle, SBC_WDT_PORT);
		mod_timer(&sbc_kick_timer,
			  jiffies + msecs_to_jiffies(SBC_WDT_KICK_MS));
	} else {
		pr_warn("heartbeat lost, last ping at %ld, rebooting\n",
			(long)sbc_last_ping.tv_sec);
	}
}

static void sbc_wdt_ping(void)
{
	do_gettimeofday(&sbc_last_ping);
	sbc_next_heartbeat = jiffies + sbc_timeout * HZ;
}

static int sbc_wdt_open(struct inode *inode, struct file *file)
{
	if (test_and_set_bit(0, &sbc_in_use))
		return -EBUSY;
	sbc_wdt_ping();
	mod_timer(&sbc_kick_timer, jiffies + msecs_to_jiffies(SBC_WDT_KICK_MS));
	return nonseekable_open(inode, file);
}

static int sbc_wdt_release(struct inode *inode, struct file *file)
{
	del_timer_sync(&sbc_kick_timer);
	clear_bit(0, &sbc_in_use);
	return 0;
}

static ssize_t sbc_wdt_write(struct file *file, const char __user *buf,
			     size_t count, loff_t *ppos)
{
	if (count)
		sbc_wdt_ping();
	return count;
}

static const struct watchdog_info sbc_wdt_ident = {
	.options		= WDIOF_KEEPALIVEPING | WDIOF_SETTIMEOUT,
	.identity		= "SBC-4410 watchdog",
};

static long sbc_wdt_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg)
{
	int __user *p = (int __user *)arg;
	int t;

	switch (cmd) {
	case WDIOC_GETSUPPORT:
		return copy_to_user(p, &sbc_wdt_ident,
				    sizeof(sbc_wdt_ident)) ? -EFAULT : 0;
	case WDIOC_KEEPALIVE:
		sbc_wdt_ping();
		return 0;
	case WDIOC_SETTIMEOUT:
		if (get_user(t, p))
			return -EFAULT;
		if (t < 1 || t > 3600)
			return -EINVAL;
		sbc_timeout = t;
		sbc_wdt_ping();
		return put_user(sbc_timeout, p);
	case WDIOC_GETTIMEOUT:
		return put_user(sbc_timeout, p);
	default:
		return -ENOTTY;
	}
}

static const struct file_operations sbc_wdt_fops = {
	.owner		= THIS_MODULE,
	.llseek		= no_llseek,
	.write		= sbc_wdt_write,
	.unlocked_ioctl	= sbc_wdt_ioctl,
	.open		= sbc_wdt_open,
	.release	= sbc_wdt_release,
};

static struct miscdevice sbc_wdt_miscdev = {
	.minor	= WATCHDOG_MINOR,
	.name	= "watchdog",
	.fops	= &sbc_wdt_fops,
};

static int __init sbc_wdt_init(void)
{
	int ret;

	if (!request_region(SBC_WDT_PORT, 1, "sbc_wdt"))
		return -EBUSY;

	setup_timer(&sbc_kick_timer, sbc_wdt_kick, 0);

	ret = misc_register(&sbc_wdt_miscdev);
	if (ret) {
		release_region(SBC_WDT_PORT, 1);
		return ret;
	}
	pr_info("SBC-4410 watchdog, timeout %d s\n", sbc_timeout);
	return 0;
}

static void __exit sbc_wdt_exit(void)
{
	misc_deregister(&sbc_wdt_miscdev);
	del_timer_sync(&sbc_kick_timer);
	release_region(SBC_WDT_PORT, 1);
}

module_init(sbc_wdt_init);
module_exit(sbc_wdt_exit);

MODULE_AUTHOR("Lukas Brenner <l.brenner@example-embedded.de>");
MODULE_DESCRIPTION("SBC-4410 CPLD watchdog");
MODULE_LICENSE("GPL");

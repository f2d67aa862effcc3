/*
 * hangcheck-timer.c
 *
 * Driver for a little io fencing timer.
 *
 * Copyright (C) 2002, 2003 Oracle.  All rights reserved.
 *
 * Author: Joel Becker <joel.becker@oracle.com>
 *
 * This program is free software; you can redistribute it and/or
 * modify it under the terms of the GNU General Public
 * License version 2 as published by the Free Software Foundation.
 */

/*
 * The hangcheck-timer driver uses the TSC to catch delays that
 * jiffies does not notice.  A timer is set.  When the timer fires, it
 * checks wether it was delayed and if that delay exceeds a given
 * margin of error.  The hangcheck_tick module parameter takes the timer
 * duration in seconds.  The hangcheck_margin parameter defines the
 * margin of error, in seconds.
 */

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/types.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/reboot.h>
#include <linux/init.h>
#include <linux/delay.h>
#include <linux/timer.h>
#include <linux/time.h>
#include <linux/uaccess.h>

#define VERSION_STR "0.9.1"

#define DEFAULT_IOFENCE_MARGIN 60	/* Default fudge factor, in seconds */
#define DEFAULT_IOFENCE_TICK 180	/* Default timer timeout, in seconds */

static int hangcheck_tick = DEFAULT_IOFENCE_TICK;
static int hangcheck_margin = DEFAULT_IOFENCE_MARGIN;
static int hangcheck_reboot;  /* Defaults to not reboot */
static int hangcheck_dump_tasks;  /* Defaults to not dumping SysRQ T */

/* options - modular */
module_param(hangcheck_tick, int, 0);
MODULE_PARM_DESC(hangcheck_tick, "Timer delay.");
module_param(hangcheck_margin, int, 0);
MODULE_PARM_DESC(hangcheck_margin, "If the hangcheck timer has been delayed more than hangcheck_margin seconds, the driver will fire.");
module_param(hangcheck_reboot, int, 0);
MODULE_PARM_DESC(hangcheck_reboot, "If nonzero, the machine will reboot when the timer margin is exceeded.");
module_param(hangcheck_dump_tasks, int, 0);
MODULE_PARM_DESC(hangcheck_dump_tasks, "If nonzero, the machine will dump the system task state when the timer margin is exceeded.");

MODULE_AUTHOR("Oracle");
MODULE_DESCRIPTION("Hangcheck-timer detects when the system has gone out to lunch past a certain margin.");
MODULE_LICENSE("GPL");
MODULE_VERSION(VERSION_STR);

static struct timer_list hangcheck_ticktock;
static struct timeval hangcheck_last;
static unsigned long hangcheck_fire_count;

static inline long hangcheck_elapsed_us(const struct timeval *then)
{
	struct timeval now;

	do_gettimeofday(&now);
	return (now.tv_sec - then->tv_sec) * USEC_PER_SEC +
		(now.tv_usec - then->tv_usec);
}

static void hangcheck_fire(unsigned long data)
{
	long elapsed = hangcheck_elapsed_us(&hangcheck_last);

	if (elapsed > (hangcheck_tick + hangcheck_margin) * USEC_PER_SEC) {
		hangcheck_fire_count++;
		if (hangcheck_dump_tasks)
			printk(KERN_CRIT "Hangcheck: dumping tasks.\n");

		if (hangcheck_reboot) {
			printk(KERN_CRIT "Hangcheck: hangcheck is restarting the machine.\n");
			emergency_restart();
		} else {
			printk(KERN_CRIT "Hangcheck: hangcheck value past margin!\n");
		}
	}
	do_gettimeofday(&hangcheck_last);
	mod_timer(&hangcheck_ticktock, jiffies + (hangcheck_tick*HZ));
}

static int __init hangcheck_init(void)
{
	printk("Hangcheck: starting hangcheck timer %s (tick is %d seconds, margin is %d seconds).\n",
	       VERSION_STR, hangcheck_tick, hangcheck_margin);

	init_timer(&hangcheck_ticktock);
	hangcheck_ticktock.function = hangcheck_fire;
	hangcheck_ticktock.data = 0;

	do_gettimeofday(&hangcheck_last);
	mod_timer(&hangcheck_ticktock, jiffies + (hangcheck_tick*HZ));

	return 0;
}

static void __exit hangcheck_exit(void)
{
	del_timer_sync(&hangcheck_ticktock);
	printk("Hangcheck: Stopped hangcheck timer, fired %lu times.\n",
	       hangcheck_fire_count);
}

module_init(hangcheck_init);
module_exit(hangcheck_exit);

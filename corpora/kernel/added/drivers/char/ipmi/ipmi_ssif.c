/*
 * ipmi_ssif.c
 *
 * The interface to the IPMI driver for SMBus access to a SMBus
 * compliant device.  Called SSIF by the IPMI spec.  Trimmed: the
 * controller is found as a platform device.
 *
 * Author: Intel Corporation
 *         Todd Davis <todd.c.davis@intel.com>
 *
 * Rewritten by Corey Minyard <minyard@acm.org> to support the
 * non-blocking I2C interface, add support for multi-part
 * transactions, add PEC support, and general clenaup.
 *
 * Copyright 2003 Intel Corporation
 * Copyright 2005 MontaVista Software
 *
 *  This program is free software; you can redistribute it and/or modify it
 *  under the terms of the GNU General Public License as published by the
 *  Free Software Foundation; either version 2 of the License, or (at your
 *  option) any later version.
 */

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/platform_device.h>
#include <linux/jiffies.h>
#include <linux/spinlock.h>
#include <linux/timer.h>

#define SSIF_SEND_RETRIES	5

enum ssif_intf_state {
	SSIF_NORMAL,
	SSIF_GETTING_FLAGS,
	SSIF_GETTING_EVENTS,
};

struct ssif_info {
	struct platform_device	*pdev;
	spinlock_t		lock;
	enum ssif_intf_state	ssif_state;
	int			retries_left;
	bool			stopping;
	bool			waiting_alert;
	struct timer_list	retry_timer;
};

static bool ssif_dbg_probe;
module_param_named(dbg_probe, ssif_dbg_probe, bool, 0);
MODULE_PARM_DESC(dbg_probe, "Enable debugging of probing of adapters.");

static void start_get(struct ssif_info *ssif_info)
{
	ssif_info->retries_left = SSIF_SEND_RETRIES;
	ssif_info->ssif_state = SSIF_GETTING_FLAGS;
}

static void retry_timeout(unsigned long data)
{
	struct ssif_info *ssif_info = (struct ssif_info *)data;
	unsigned long flags;
	bool waiting;

	if (ssif_info->stopping)
		return;

	spin_lock_irqsave(&ssif_info->lock, flags);
	waiting = ssif_info->waiting_alert;
	ssif_info->waiting_alert = false;
	spin_unlock_irqrestore(&ssif_info->lock, flags);

	if (waiting)
		start_get(ssif_info);
}

static int ssif_probe(struct platform_device *pdev)
{
	struct ssif_info *ssif_info;

	ssif_info = kzalloc(sizeof(*ssif_info), GFP_KERNEL);
	if (!ssif_info)
		return -ENOMEM;

	ssif_info->pdev = pdev;
	platform_set_drvdata(pdev, ssif_info);
	spin_lock_init(&ssif_info->lock);
	ssif_info->ssif_state = SSIF_NORMAL;
	init_timer(&ssif_info->retry_timer);
	ssif_info->retry_timer.function = retry_timeout;
	ssif_info->retry_timer.data = (unsigned long)ssif_info;

	return 0;
}

static int ssif_remove(struct platform_device *pdev)
{
	struct ssif_info *ssif_info = platform_get_drvdata(pdev);

	ssif_info->stopping = true;
	del_timer_sync(&ssif_info->retry_timer);
	kfree(ssif_info);
	return 0;
}

static struct platform_driver ssif_platform_driver = {
	.driver		= {
		.name		= "ipmi_ssif",
	},
	.probe		= ssif_probe,
	.remove		= ssif_remove,
};

module_platform_driver(ssif_platform_driver);

MODULE_AUTHOR("Todd C Davis <todd.c.davis@intel.com>, Corey Minyard <minyard@acm.org>");
MODULE_DESCRIPTION("IPMI driver for management controllers on a SMBus");
MODULE_LICENSE("GPL");

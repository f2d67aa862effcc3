/*
 * ts64_logger.c - boot event recorder of the Example GW-7 gateway
 *
 * Firmware stages write event codes to a mailbox register; the driver
 * stamps them with a y2038-safe wall-clock time and shows the list in
 * the "events" attribute of the platform device.
 *
 * Copyright (C) 2019 Example IoT Ltd.
 * Author: Noor Aziz <noor.aziz@example-iot.my>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/time.h>

#define GWLOG_MAILBOX		0x00
#define GWLOG_MAX_EVENTS	32
#define GWLOG_TAG_LEN		12

struct gwlog_event {
	struct timespec64	ts;
	u32			code;
};

struct gwlog {
	void __iomem		*base;
	char			tag[GWLOG_TAG_LEN];
	struct gwlog_event	events[GWLOG_MAX_EVENTS];
	unsigned int		count;
};

static void gwlog_record(struct gwlog *log)
{
	struct gwlog_event *ev;

	if (log->count == GWLOG_MAX_EVENTS)
		return;
	ev = &log->events[log->count++];
	ktime_get_real_ts64(&ev->ts);
	ev->code = readl(log->base + GWLOG_MAILBOX);
}

static ssize_t events_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	struct gwlog *log = dev_get_drvdata(dev);
	ssize_t len = 0;
	unsigned int i;

	for (i = 0; i < log->count; i++)
		len += scnprintf(buf + len, 4096 - len, "%s %lld.%09ld %08x\n",
				 log->tag, (long long)log->events[i].ts.tv_sec,
				 log->events[i].ts.tv_nsec, log->events[i].code);
	return len;
}
static DEVICE_ATTR(events, 0444, events_show, NULL);

static int gwlog_probe(struct platform_device *pdev)
{
	struct gwlog *log;
	struct resource *res;

	log = devm_kzalloc(&pdev->dev, sizeof(*log), GFP_KERNEL);
	if (!log)
		return -ENOMEM;

	res = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	log->base = devm_ioremap_resource(&pdev->dev, res);
	if (IS_ERR(log->base))
		return PTR_ERR(log->base);

	strscpy(log->tag, dev_name(&pdev->dev), sizeof(log->tag));
	platform_set_drvdata(pdev, log);
	gwlog_record(log);

	return device_create_file(&pdev->dev, &dev_attr_events);
}

static int gwlog_remove(struct platform_device *pdev)
{
	device_remove_file(&pdev->dev, &dev_attr_events);
	return 0;
}

static struct platform_driver gwlog_driver = {
	.probe	= gwlog_probe,
	.remove	= gwlog_remove,
	.driver	= {
		.name = "gw7-bootlog",
	},
};
module_platform_driver(gwlog_driver);

MODULE_AUTHOR("Noor Aziz <noor.aziz@example-iot.my>");
MODULE_DESCRIPTION("GW-7 boot event recorder");
MODULE_LICENSE("GPL");

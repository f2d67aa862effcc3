/*
 * usb_lamp.c - driver for the Example "BuildLamp" USB status light
 *
 * The lamp is set with a vendor control request; in "breathe" mode the
 * driver steps its brightness from a timer.
 *
 * Copyright (C) 2017 Example Gadgets
 * Author: Sam Okafor <sam.okafor@example-gadgets.ng>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/slab.h>
#include <linux/timer.h>
#include <linux/usb.h>
#include <linux/workqueue.h>

#define LAMP_VENDOR_ID		0x1d50
#define LAMP_PRODUCT_ID		0x60fc
#define LAMP_REQ_SET		0x01
#define LAMP_STEP_MS		40

struct usb_lamp {
	struct usb_device	*udev;
	struct usb_interface	*intf;
	struct timer_list	breathe_timer;
	struct work_struct	set_work;
	u8			level;
	s8			step;
	bool			breathe;
};

static void lamp_set_work(struct work_struct *work)
{
	struct usb_lamp *lamp = container_of(work, struct usb_lamp, set_work);

	usb_control_msg(lamp->udev, usb_sndctrlpipe(lamp->udev, 0),
			LAMP_REQ_SET, USB_DIR_OUT | USB_TYPE_VENDOR |
			USB_RECIP_DEVICE, lamp->level, 0, NULL, 0,
			USB_CTRL_SET_TIMEOUT);
}

static void lamp_breathe(unsigned long data)
{
	struct usb_lamp *lamp = (struct usb_lamp *)data;

	if (lamp->level == 0 || lamp->level == 255)
		lamp->step = -lamp->step;
	lamp->level += lamp->step;
	schedule_work(&lamp->set_work);
	if (lamp->breathe)
		mod_timer(&lamp->breathe_timer,
			  jiffies + msecs_to_jiffies(LAMP_STEP_MS));
}

static ssize_t breathe_store(struct device *dev, struct device_attribute *attr,
			     const char *buf, size_t count)
{
	struct usb_lamp *lamp = usb_get_intfdata(to_usb_interface(dev));

	lamp->breathe = buf[0] == '1';
	if (lamp->breathe)
		mod_timer(&lamp->breathe_timer, jiffies + 1);
	return count;
}
static DEVICE_ATTR(breathe, S_IWUSR, NULL, breathe_store);

static int lamp_probe(struct usb_interface *intf,
		      const struct usb_device_id *id)
{
	struct usb_lamp *lamp;
	int ret;

	lamp = kzalloc(sizeof(*lamp), GFP_KERNEL);
	if (!lamp)
		return -ENOMEM;

	lamp->udev = usb_get_dev(interface_to_usbdev(intf));
	lamp->intf = intf;
	lamp->step = 5;
	INIT_WORK(&lamp->set_work, lamp_set_work);
	setup_timer(&lamp->breathe_timer, lamp_breathe, (unsigned long)lamp);
	usb_set_intfdata(intf, lamp);

	ret = device_create_file(&intf->dev, &dev_attr_breathe);
	if (ret) {
		usb_set_intfdata(intf, NULL);
		usb_put_dev(lamp->udev);
		kfree(lamp);
	}
	return ret;
}

static void lamp_disconnect(struct usb_interface *intf)
{
	struct usb_lamp *lamp = usb_get_intfdata(intf);

	device_remove_file(&intf->dev, &dev_attr_breathe);
	lamp->breathe = false;
	del_timer_sync(&lamp->breathe_timer);
	cancel_work_sync(&lamp->set_work);
	usb_set_intfdata(intf, NULL);
	usb_put_dev(lamp->udev);
	kfree(lamp);
}

static const struct usb_device_id lamp_table[] = {
	{ USB_DEVICE(LAMP_VENDOR_ID, LAMP_PRODUCT_ID) },
	{ }
};
MODULE_DEVICE_TABLE(usb, lamp_table);

static struct usb_driver lamp_driver = {
	.name		= "usb_lamp",
	.probe		= lamp_probe,
	.disconnect	= lamp_disconnect,
	.id_table	= lamp_table,
};
module_usb_driver(lamp_driver);

MODULE_AUTHOR("Sam Okafor <sam.okafor@example-gadgets.ng>");
MODULE_DESCRIPTION("BuildLamp USB status light");
MODULE_LICENSE("GPL");

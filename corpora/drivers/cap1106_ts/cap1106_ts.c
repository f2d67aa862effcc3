/*
 * cap1106_ts.c - capacitive button controller of the Example HMI-5 panel
 *
 * Six touch buttons behind an I2C controller.  Each press is reported
 * as a key and its time is kept for the "last_press" attribute that the
 * panel's screen saver reads.
 *
 * Copyright (C) 2015 Example HMI Ltd.
 * Author: Oliver Grant <oliver.grant@example-hmi.co.uk>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/input.h>
#include <linux/interrupt.h>
#include <linux/slab.h>
#include <linux/time.h>

#define CAP_REG_MAIN		0x00
#define CAP_REG_SENSOR_INPUT	0x03
#define CAP_REG_PRODUCT_ID	0xfd
#define CAP_PRODUCT_ID		0x55
#define CAP_MAIN_INT		BIT(0)
#define CAP_NUM_KEYS		6

static const unsigned short cap_keycodes[CAP_NUM_KEYS] = {
	KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_ENTER, KEY_BACK,
};

struct cap_priv {
	struct i2c_client *client;
	struct input_dev *idev;
	struct timeval last_press;
	unsigned short keycodes[CAP_NUM_KEYS];
};

static irqreturn_t cap_thread_func(int irq, void *data)
{
	struct cap_priv *priv = data;
	int i, input;

	input = i2c_smbus_read_byte_data(priv->client, CAP_REG_SENSOR_INPUT);
	if (input < 0)
		return IRQ_NONE;

	/* clear the interrupt and the latched inputs */
	i2c_smbus_write_byte_data(priv->client, CAP_REG_MAIN, 0);

	for (i = 0; i < CAP_NUM_KEYS; i++)
		input_report_key(priv->idev, priv->keycodes[i], input & BIT(i));
	input_sync(priv->idev);

	if (input)
		do_gettimeofday(&priv->last_press);

	return IRQ_HANDLED;
}

static ssize_t last_press_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	struct cap_priv *priv = i2c_get_clientdata(to_i2c_client(dev));

	return sprintf(buf, "%ld\n", (long)priv->last_press.tv_sec);
}
static DEVICE_ATTR(last_press, S_IRUGO, last_press_show, NULL);

static int cap_i2c_probe(struct i2c_client *client,
			 const struct i2c_device_id *id)
{
	struct cap_priv *priv;
	int i, ret;

	ret = i2c_smbus_read_byte_data(client, CAP_REG_PRODUCT_ID);
	if (ret < 0)
		return ret;
	if (ret != CAP_PRODUCT_ID) {
		dev_err(&client->dev, "product id 0x%02x not supported\n", ret);
		return -ENXIO;
	}

	priv = devm_kzalloc(&client->dev, sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;
	priv->client = client;

	priv->idev = devm_input_allocate_device(&client->dev);
	if (!priv->idev)
		return -ENOMEM;

	priv->idev->name = "HMI-5 buttons";
	priv->idev->id.bustype = BUS_I2C;
	priv->idev->keycode = priv->keycodes;
	priv->idev->keycodesize = sizeof(priv->keycodes[0]);
	priv->idev->keycodemax = CAP_NUM_KEYS;
	for (i = 0; i < CAP_NUM_KEYS; i++) {
		priv->keycodes[i] = cap_keycodes[i];
		input_set_capability(priv->idev, EV_KEY, priv->keycodes[i]);
	}

	i2c_set_clientdata(client, priv);

	ret = input_register_device(priv->idev);
	if (ret)
		return ret;

	ret = device_create_file(&client->dev, &dev_attr_last_press);
	if (ret)
		return ret;

	return devm_request_threaded_irq(&client->dev, client->irq, NULL,
					 cap_thread_func, IRQF_ONESHOT,
					 dev_name(&client->dev), priv);
}

static int cap_i2c_remove(struct i2c_client *client)
{
	device_remove_file(&client->dev, &dev_attr_last_press);
	return 0;
}

static const struct i2c_device_id cap_i2c_ids[] = {
	{ "hmi5-buttons", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, cap_i2c_ids);

static struct i2c_driver cap_i2c_driver = {
	.driver = {
		.name	= "hmi5-buttons",
	},
	.id_table	= cap_i2c_ids,
	.probe		= cap_i2c_probe,
	.remove		= cap_i2c_remove,
};
module_i2c_driver(cap_i2c_driver);

MODULE_AUTHOR("Oliver Grant <oliver.grant@example-hmi.co.uk>");
MODULE_DESCRIPTION("HMI-5 capacitive buttons");
MODULE_LICENSE("GPL v2");

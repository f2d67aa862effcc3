/*
 * tsc_newprobe.c - driver for the Example TSC-30 resistive touch controller
 *
 * Written against the then new i2c probe_new() interface.
 *
 * Copyright (C) 2017 Example Panels Co.
 * Author: Wei Chen <wei.chen@example-panels.cn>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/input.h>
#include <linux/interrupt.h>

#define TSC30_REG_STATUS	0x00
#define TSC30_REG_X		0x02
#define TSC30_REG_Y		0x04
#define TSC30_STATUS_TOUCH	BIT(0)
#define TSC30_MAX		4095

struct tsc30 {
	struct i2c_client *client;
	struct input_dev *input;
};

static irqreturn_t tsc30_irq(int irq, void *dev_id)
{
	struct tsc30 *ts = dev_id;
	int status, x, y;

	status = i2c_smbus_read_byte_data(ts->client, TSC30_REG_STATUS);
	if (status < 0)
		return IRQ_NONE;

	if (status & TSC30_STATUS_TOUCH) {
		x = i2c_smbus_read_word_data(ts->client, TSC30_REG_X);
		y = i2c_smbus_read_word_data(ts->client, TSC30_REG_Y);
		if (x < 0 || y < 0)
			return IRQ_HANDLED;
		input_report_abs(ts->input, ABS_X, x & TSC30_MAX);
		input_report_abs(ts->input, ABS_Y, y & TSC30_MAX);
	}
	input_report_key(ts->input, BTN_TOUCH, status & TSC30_STATUS_TOUCH);
	input_sync(ts->input);

	return IRQ_HANDLED;
}

static int tsc30_probe(struct i2c_client *client)
{
	struct tsc30 *ts;
	int ret;

	ts = devm_kzalloc(&client->dev, sizeof(*ts), GFP_KERNEL);
	if (!ts)
		return -ENOMEM;

	ts->client = client;
	ts->input = devm_input_allocate_device(&client->dev);
	if (!ts->input)
		return -ENOMEM;

	ts->input->name = "TSC-30 touchscreen";
	ts->input->id.bustype = BUS_I2C;
	input_set_capability(ts->input, EV_KEY, BTN_TOUCH);
	input_set_abs_params(ts->input, ABS_X, 0, TSC30_MAX, 0, 0);
	input_set_abs_params(ts->input, ABS_Y, 0, TSC30_MAX, 0, 0);

	ret = devm_request_threaded_irq(&client->dev, client->irq, NULL,
					tsc30_irq, IRQF_ONESHOT,
					client->name, ts);
	if (ret)
		return ret;

	i2c_set_clientdata(client, ts);
	return input_register_device(ts->input);
}

static const struct i2c_device_id tsc30_id[] = {
	{ "tsc30", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, tsc30_id);

static struct i2c_driver tsc30_driver = {
	.driver = {
		.name	= "tsc30",
	},
	.probe_new	= tsc30_probe,
	.id_table	= tsc30_id,
};
module_i2c_driver(tsc30_driver);

MODULE_AUTHOR("Wei Chen <wei.chen@example-panels.cn>");
MODULE_DESCRIPTION("TSC-30 touch controller driver");
MODULE_LICENSE("GPL v2");

/*
 * veml_i2c.c - IIO driver for the Example VL-60 ambient light sensor
 *
 * Copyright (C) 2023 Example Optics Pte.
 * Author: Mei Ling Tan <meiling.tan@example-optics.sg>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/iio/iio.h>

#define VL60_REG_CONF		0x00
#define VL60_REG_ALS		0x04
#define VL60_REG_ID		0x09
#define VL60_CONF_SD		BIT(0)
#define VL60_ID			0x60

struct vl60_data {
	struct i2c_client *client;
};

static int vl60_read_raw(struct iio_dev *indio_dev,
			 struct iio_chan_spec const *chan,
			 int *val, int *val2, long mask)
{
	struct vl60_data *data = iio_priv(indio_dev);
	int ret;

	switch (mask) {
	case IIO_CHAN_INFO_RAW:
		ret = i2c_smbus_read_word_data(data->client, VL60_REG_ALS);
		if (ret < 0)
			return ret;
		*val = ret;
		return IIO_VAL_INT;
	case IIO_CHAN_INFO_SCALE:
		*val = 0;
		*val2 = 57600;
		return IIO_VAL_INT_PLUS_MICRO;
	default:
		return -EINVAL;
	}
}

static const struct iio_info vl60_info = {
	.read_raw = vl60_read_raw,
};

static const struct iio_chan_spec vl60_channels[] = {
	{
		.type = IIO_LIGHT,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW) |
				      BIT(IIO_CHAN_INFO_SCALE),
	},
};

static int vl60_probe(struct i2c_client *client)
{
	struct iio_dev *indio_dev;
	struct vl60_data *data;
	int ret;

	ret = i2c_smbus_read_byte_data(client, VL60_REG_ID);
	if (ret < 0)
		return ret;
	if (ret != VL60_ID)
		return -ENODEV;

	indio_dev = devm_iio_device_alloc(&client->dev, sizeof(*data));
	if (!indio_dev)
		return -ENOMEM;

	data = iio_priv(indio_dev);
	data->client = client;

	ret = i2c_smbus_write_word_data(client, VL60_REG_CONF, 0);
	if (ret < 0)
		return ret;

	indio_dev->name = "vl60";
	indio_dev->info = &vl60_info;
	indio_dev->modes = INDIO_DIRECT_MODE;
	indio_dev->channels = vl60_channels;
	indio_dev->num_channels = ARRAY_SIZE(vl60_channels);

	return devm_iio_device_register(&client->dev, indio_dev);
}

static const struct i2c_device_id vl60_id[] = {
	{ "vl60" },
	{ }
};
MODULE_DEVICE_TABLE(i2c, vl60_id);

static struct i2c_driver vl60_driver = {
	.driver = {
		.name = "vl60",
	},
	.probe = vl60_probe,
	.id_table = vl60_id,
};
module_i2c_driver(vl60_driver);

MODULE_AUTHOR("Mei Ling Tan <meiling.tan@example-optics.sg>");
MODULE_DESCRIPTION("VL-60 ambient light sensor");
MODULE_LICENSE("GPL");

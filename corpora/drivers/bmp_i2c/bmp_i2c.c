/*
 * bmp_i2c.c - IIO driver for the Example BMP-7 barometric pressure sensor
 *
 * Copyright (C) 2016 Example Sensors GmbH
 * Author: Jana Hofmann <jana.hofmann@example-sensors.de>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/delay.h>
#include <linux/iio/iio.h>

#define BMP7_REG_ID		0xd0
#define BMP7_REG_CTRL		0xf4
#define BMP7_REG_PRESS_MSB	0xf7
#define BMP7_CHIP_ID		0x58
#define BMP7_CTRL_FORCED	0x25
#define BMP7_CONV_MS		10

struct bmp7_data {
	struct i2c_client *client;
	struct mutex lock;
	unsigned long model;
};

static int bmp7_read_press(struct bmp7_data *data, int *val)
{
	u8 buf[3];
	int ret;

	ret = i2c_smbus_write_byte_data(data->client, BMP7_REG_CTRL,
					BMP7_CTRL_FORCED);
	if (ret < 0)
		return ret;
	msleep(BMP7_CONV_MS);

	ret = i2c_smbus_read_i2c_block_data(data->client, BMP7_REG_PRESS_MSB,
					    sizeof(buf), buf);
	if (ret < 0)
		return ret;

	*val = (buf[0] << 12) | (buf[1] << 4) | (buf[2] >> 4);
	return 0;
}

static int bmp7_read_raw(struct iio_dev *indio_dev,
			 struct iio_chan_spec const *chan,
			 int *val, int *val2, long mask)
{
	struct bmp7_data *data = iio_priv(indio_dev);
	int ret;

	switch (mask) {
	case IIO_CHAN_INFO_RAW:
		mutex_lock(&data->lock);
		ret = bmp7_read_press(data, val);
		mutex_unlock(&data->lock);
		return ret ? ret : IIO_VAL_INT;
	case IIO_CHAN_INFO_SCALE:
		*val = 0;
		*val2 = data->model ? 1000 : 2500;
		return IIO_VAL_INT_PLUS_MICRO;
	default:
		return -EINVAL;
	}
}

static const struct iio_info bmp7_info = {
	.driver_module	= THIS_MODULE,
	.read_raw	= bmp7_read_raw,
};

static const struct iio_chan_spec bmp7_channels[] = {
	{
		.type = IIO_PRESSURE,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW) |
				      BIT(IIO_CHAN_INFO_SCALE),
	},
};

static int bmp7_probe(struct i2c_client *client,
		      const struct i2c_device_id *id)
{
	struct iio_dev *indio_dev;
	struct bmp7_data *data;
	int chip;

	if (!i2c_check_functionality(client->adapter,
				     I2C_FUNC_SMBUS_BYTE_DATA |
				     I2C_FUNC_SMBUS_I2C_BLOCK))
		return -EOPNOTSUPP;

	chip = i2c_smbus_read_byte_data(client, BMP7_REG_ID);
	if (chip < 0)
		return chip;
	if (chip != BMP7_CHIP_ID) {
		dev_err(&client->dev, "unknown chip id 0x%02x\n", chip);
		return -ENODEV;
	}

	indio_dev = devm_iio_device_alloc(&client->dev, sizeof(*data));
	if (!indio_dev)
		return -ENOMEM;

	data = iio_priv(indio_dev);
	data->client = client;
	data->model = id->driver_data;
	mutex_init(&data->lock);

	indio_dev->dev.parent = &client->dev;
	indio_dev->name = id->name;
	indio_dev->info = &bmp7_info;
	indio_dev->modes = INDIO_DIRECT_MODE;
	indio_dev->channels = bmp7_channels;
	indio_dev->num_channels = ARRAY_SIZE(bmp7_channels);

	return devm_iio_device_register(&client->dev, indio_dev);
}

static const struct i2c_device_id bmp7_id[] = {
	{ "bmp7", 0 },
	{ "bmp7a", 1 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, bmp7_id);

static struct i2c_driver bmp7_driver = {
	.driver = {
		.name	= "bmp7",
	},
	.probe		= bmp7_probe,
	.id_table	= bmp7_id,
};
module_i2c_driver(bmp7_driver);

MODULE_AUTHOR("Jana Hofmann <jana.hofmann@example-sensors.de>");
MODULE_DESCRIPTION("BMP-7 pressure sensor driver");
MODULE_LICENSE("GPL v2");

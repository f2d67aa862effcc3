/*
 * hts221_spi.c - polled SPI driver for the ST HTS221 humidity sensor
 *
 * Copyright (C) 2013 Weather Instruments Inc.
 * Author: Marta Kowal <marta.kowal@weather-instruments.example>
 *
 * The sensor has no data-ready line on our boards, so a timer samples
 * it once a second and the last sample is exported through IIO with
 * the wall-clock time it was taken.
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/spi/spi.h>
#include <linux/iio/iio.h>
#include <linux/iio/sysfs.h>
#include <linux/jiffies.h>
#include <linux/mutex.h>
#include <linux/time.h>
#include <linux/timer.h>
#include <linux/workqueue.h>

#define HTS221_REG_WHOAMI	0x0f
#define HTS221_REG_CTRL1	0x20
#define HTS221_REG_HUMIDITY_L	0x28
#define HTS221_REG_TEMP_L	0x2a
#define HTS221_WHOAMI_VAL	0xbc
#define HTS221_READ		0x80
#define HTS221_AUTOINC		0x40
#define HTS221_CTRL1_PD		BIT(7)
#define HTS221_POLL_MS		1000

struct hts221_state {
	struct spi_device *spi;
	struct mutex lock;
	struct timer_list poll;
	struct work_struct sample_work;
	struct timeval stamp;
	s16 humidity;
	s16 temp;
};

static int hts221_read_reg(struct hts221_state *st, u8 reg, u8 *val, int len)
{
	u8 cmd = reg | HTS221_READ | (len > 1 ? HTS221_AUTOINC : 0);

	return spi_write_then_read(st->spi, &cmd, 1, val, len);
}

static int hts221_write_reg(struct hts221_state *st, u8 reg, u8 val)
{
	u8 buf[2] = { reg, val };

	return spi_write(st->spi, buf, sizeof(buf));
}

static void hts221_sample(struct work_struct *work)
{
	struct hts221_state *st = container_of(work, struct hts221_state,
					       sample_work);
	u8 raw[2];

	mutex_lock(&st->lock);
	if (!hts221_read_reg(st, HTS221_REG_HUMIDITY_L, raw, 2))
		st->humidity = raw[0] | (raw[1] << 8);
	if (!hts221_read_reg(st, HTS221_REG_TEMP_L, raw, 2))
		st->temp = raw[0] | (raw[1] << 8);
	do_gettimeofday(&st->stamp);
	mutex_unlock(&st->lock);
}

static void hts221_poll(unsigned long data)
{
	struct hts221_state *st = (struct hts221_state *)data;

	schedule_work(&st->sample_work);
	mod_timer(&st->poll, jiffies + msecs_to_jiffies(HTS221_POLL_MS));
}

static int hts221_read_raw(struct iio_dev *indio_dev,
			   struct iio_chan_spec const *chan,
			   int *val, int *val2, long mask)
{
	struct hts221_state *st = iio_priv(indio_dev);

	if (mask != IIO_CHAN_INFO_RAW)
		return -EINVAL;

	mutex_lock(&st->lock);
	*val = chan->type == IIO_HUMIDITYRELATIVE ? st->humidity : st->temp;
	mutex_unlock(&st->lock);

	return IIO_VAL_INT;
}

static ssize_t hts221_stamp_show(struct device *dev,
				 struct device_attribute *attr, char *buf)
{
	struct hts221_state *st = iio_priv(dev_to_iio_dev(dev));

	return sprintf(buf, "%ld.%06ld\n", (long)st->stamp.tv_sec,
		       (long)st->stamp.tv_usec);
}
static IIO_DEVICE_ATTR(sample_time, S_IRUGO, hts221_stamp_show, NULL, 0);

static struct attribute *hts221_attrs[] = {
	&iio_dev_attr_sample_time.dev_attr.attr,
	NULL,
};

static const struct attribute_group hts221_attr_group = {
	.attrs = hts221_attrs,
};

static const struct iio_info hts221_info = {
	.driver_module	= THIS_MODULE,
	.read_raw	= hts221_read_raw,
	.attrs		= &hts221_attr_group,
};

static const struct iio_chan_spec hts221_channels[] = {
	{
		.type = IIO_HUMIDITYRELATIVE,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW),
	}, {
		.type = IIO_TEMP,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW),
	},
};

static int hts221_spi_probe(struct spi_device *spi)
{
	struct iio_dev *indio_dev;
	struct hts221_state *st;
	u8 whoami;
	int ret;

	indio_dev = devm_iio_device_alloc(&spi->dev, sizeof(*st));
	if (!indio_dev)
		return -ENOMEM;

	st = iio_priv(indio_dev);
	st->spi = spi;
	mutex_init(&st->lock);
	INIT_WORK(&st->sample_work, hts221_sample);
	setup_timer(&st->poll, hts221_poll, (unsigned long)st);

	ret = hts221_read_reg(st, HTS221_REG_WHOAMI, &whoami, 1);
	if (ret < 0)
		return ret;
	if (whoami != HTS221_WHOAMI_VAL) {
		dev_err(&spi->dev, "unexpected id 0x%02x\n", whoami);
		return -ENODEV;
	}

	ret = hts221_write_reg(st, HTS221_REG_CTRL1, HTS221_CTRL1_PD | 0x01);
	if (ret < 0)
		return ret;

	indio_dev->dev.parent = &spi->dev;
	indio_dev->name = "hts221";
	indio_dev->info = &hts221_info;
	indio_dev->modes = INDIO_DIRECT_MODE;
	indio_dev->channels = hts221_channels;
	indio_dev->num_channels = ARRAY_SIZE(hts221_channels);
	spi_set_drvdata(spi, indio_dev);

	mod_timer(&st->poll, jiffies + msecs_to_jiffies(HTS221_POLL_MS));

	return iio_device_register(indio_dev);
}

static int hts221_spi_remove(struct spi_device *spi)
{
	struct iio_dev *indio_dev = spi_get_drvdata(spi);
	struct hts221_state *st = iio_priv(indio_dev);

	iio_device_unregister(indio_dev);
	del_timer_sync(&st->poll);
	cancel_work_sync(&st->sample_work);

	return hts221_write_reg(st, HTS221_REG_CTRL1, 0);
}

#ifdef CONFIG_PM_SLEEP
static int hts221_spi_suspend(struct spi_device *spi, pm_message_t msg)
{
	struct hts221_state *st = iio_priv(spi_get_drvdata(spi));

	del_timer_sync(&st->poll);
	return hts221_write_reg(st, HTS221_REG_CTRL1, 0);
}

static int hts221_spi_resume(struct spi_device *spi)
{
	struct hts221_state *st = iio_priv(spi_get_drvdata(spi));

	mod_timer(&st->poll, jiffies + msecs_to_jiffies(HTS221_POLL_MS));
	return hts221_write_reg(st, HTS221_REG_CTRL1, HTS221_CTRL1_PD | 0x01);
}
#else
#define hts221_spi_suspend	NULL
#define hts221_spi_resume	NULL
#endif

static const struct spi_device_id hts221_spi_ids[] = {
	{ "hts221", 0 },
	{ }
};
MODULE_DEVICE_TABLE(spi, hts221_spi_ids);

static struct spi_driver hts221_driver = {
	.driver = {
		.name	= "hts221_spi",
		.owner	= THIS_MODULE,
	},
	.probe		= hts221_spi_probe,
	.remove		= hts221_spi_remove,
	.suspend	= hts221_spi_suspend,
	.resume		= hts221_spi_resume,
	.id_table	= hts221_spi_ids,
};
module_spi_driver(hts221_driver);

MODULE_AUTHOR("Marta Kowal <marta.kowal@weather-instruments.example>");
MODULE_DESCRIPTION("Polled HTS221 humidity sensor SPI driver");
MODULE_LICENSE("GPL v2");

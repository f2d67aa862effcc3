// SPDX-License-Identifier: GPL-2.0
/*
 * as3935-like example driver, post image of the "Switch to PM ops" change (modelled on the seed
 * commit 9d9f780000e0 in /work/shared/seeds/, written for synth's tests).
 */
#include <linux/spi/spi.h>
#include <linux/iio/iio.h>

#define AS3935_AFE_GAIN		0x00
#define AS3935_AFE_PWR_BIT	0x01

struct as3935_state {
	struct spi_device *spi;
	int buffer[4];
};

static int as3935_read(struct as3935_state *st, unsigned int reg, int *val)
{
	*val = reg;
	return 0;
}

static int as3935_write(struct as3935_state *st, unsigned int reg, unsigned int val)
{
	return 0;
}

static void calibrate_as3935(struct as3935_state *st)
{
	as3935_write(st, 0x3d, 0x97);
}

#ifdef CONFIG_PM_SLEEP
static int as3935_suspend(struct device *dev)
{
	struct iio_dev *indio_dev = dev_get_drvdata(dev);
	struct as3935_state *st = iio_priv(indio_dev);
	int val, ret;

	ret = as3935_read(st, AS3935_AFE_GAIN, &val);
	if (ret)
		goto err_suspend;
	val |= AS3935_AFE_PWR_BIT;

	ret = as3935_write(st, AS3935_AFE_GAIN, val);

err_suspend:
	return ret;
}

static int as3935_resume(struct device *dev)
{
	struct iio_dev *indio_dev = dev_get_drvdata(dev);
	struct as3935_state *st = iio_priv(indio_dev);
	int val, ret;

	ret = as3935_read(st, AS3935_AFE_GAIN, &val);
	if (ret)
		goto err_resume;
	val &= ~AS3935_AFE_PWR_BIT;
	ret = as3935_write(st, AS3935_AFE_GAIN, val);

	calibrate_as3935(st);

err_resume:
	return ret;
}

static SIMPLE_DEV_PM_OPS(as3935_pm_ops, as3935_suspend, as3935_resume);
#define AS3935_PM_OPS (&as3935_pm_ops)

#else
#define AS3935_PM_OPS NULL
#endif

static int as3935_probe(struct spi_device *spi)
{
	return 0;
}

static int as3935_remove(struct spi_device *spi)
{
	return 0;
}

static const struct spi_device_id as3935_id[] = {
	{"as3935", 0},
	{},
};

static struct spi_driver as3935_driver = {
	.driver = {
		.name	= "as3935",
		.owner	= THIS_MODULE,
		.pm	= AS3935_PM_OPS,
	},
	.probe		= as3935_probe,
	.remove		= as3935_remove,
	.id_table	= as3935_id,
};
module_spi_driver(as3935_driver);

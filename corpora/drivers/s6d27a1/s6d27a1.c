/*
 * s6d27a1 - SPI driver for the Samsung S6D27A1 TFT LCD panel controller
 *
 * Copyright (C) 2015 Example Displays Ltd.
 * Author: Hyunwoo Park <hw.park@example-displays.com>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2 as
 * published by the Free Software Foundation.
 */

#include <linux/delay.h>
#include <linux/fb.h>
#include <linux/lcd.h>
#include <linux/module.h>
#include <linux/spi/spi.h>

#define S6D27A1_CMD		0x00
#define S6D27A1_DATA		0x01

#define S6D27A1_SLPIN		0x10
#define S6D27A1_SLPOUT		0x11
#define S6D27A1_DISPOFF		0x28
#define S6D27A1_DISPON		0x29

#define S6D27A1_POWER_IS_ON(p)	((p) <= FB_BLANK_NORMAL)

struct s6d27a1_panel {
	struct spi_device	*spi;
	struct lcd_device	*lcd;
	struct mutex		lock;
	int			power;
};

static int s6d27a1_write(struct s6d27a1_panel *panel, u8 dc, u8 val)
{
	u16 word = (dc << 8) | val;
	struct spi_transfer xfer = {
		.tx_buf		= &word,
		.len		= 2,
		.bits_per_word	= 9,
	};
	struct spi_message msg;

	spi_message_init(&msg);
	spi_message_add_tail(&xfer, &msg);
	return spi_sync(panel->spi, &msg);
}

static int s6d27a1_command(struct s6d27a1_panel *panel, u8 cmd)
{
	return s6d27a1_write(panel, S6D27A1_CMD, cmd);
}

static int s6d27a1_set_display(struct s6d27a1_panel *panel, bool on)
{
	int ret;

	if (on) {
		ret = s6d27a1_command(panel, S6D27A1_SLPOUT);
		if (ret)
			return ret;
		msleep(120);
		return s6d27a1_command(panel, S6D27A1_DISPON);
	}

	ret = s6d27a1_command(panel, S6D27A1_DISPOFF);
	if (ret)
		return ret;
	ret = s6d27a1_command(panel, S6D27A1_SLPIN);
	msleep(60);
	return ret;
}

static int s6d27a1_power(struct s6d27a1_panel *panel, int power)
{
	int ret = 0;

	mutex_lock(&panel->lock);
	if (S6D27A1_POWER_IS_ON(power) && !S6D27A1_POWER_IS_ON(panel->power))
		ret = s6d27a1_set_display(panel, true);
	else if (!S6D27A1_POWER_IS_ON(power) && S6D27A1_POWER_IS_ON(panel->power))
		ret = s6d27a1_set_display(panel, false);
	if (!ret)
		panel->power = power;
	mutex_unlock(&panel->lock);

	return ret;
}

static int s6d27a1_lcd_set_power(struct lcd_device *lcd, int power)
{
	struct s6d27a1_panel *panel = lcd_get_data(lcd);

	return s6d27a1_power(panel, power);
}

static int s6d27a1_lcd_get_power(struct lcd_device *lcd)
{
	struct s6d27a1_panel *panel = lcd_get_data(lcd);

	return panel->power;
}

static struct lcd_ops s6d27a1_lcd_ops = {
	.set_power	= s6d27a1_lcd_set_power,
	.get_power	= s6d27a1_lcd_get_power,
};

static int s6d27a1_probe(struct spi_device *spi)
{
	struct s6d27a1_panel *panel;
	int ret;

	panel = devm_kzalloc(&spi->dev, sizeof(*panel), GFP_KERNEL);
	if (!panel)
		return -ENOMEM;

	spi->mode = SPI_MODE_3;
	spi->bits_per_word = 9;
	ret = spi_setup(spi);
	if (ret < 0) {
		dev_err(&spi->dev, "spi setup failed: %d\n", ret);
		return ret;
	}

	panel->spi = spi;
	panel->power = FB_BLANK_POWERDOWN;
	mutex_init(&panel->lock);

	panel->lcd = devm_lcd_device_register(&spi->dev, "s6d27a1", &spi->dev,
					      panel, &s6d27a1_lcd_ops);
	if (IS_ERR(panel->lcd))
		return PTR_ERR(panel->lcd);

	spi_set_drvdata(spi, panel);

	return s6d27a1_power(panel, FB_BLANK_UNBLANK);
}

static int s6d27a1_remove(struct spi_device *spi)
{
	struct s6d27a1_panel *panel = spi_get_drvdata(spi);

	return s6d27a1_power(panel, FB_BLANK_POWERDOWN);
}

#ifdef CONFIG_PM_SLEEP
static int s6d27a1_suspend(struct spi_device *spi, pm_message_t mesg)
{
	struct s6d27a1_panel *panel = spi_get_drvdata(spi);

	return s6d27a1_power(panel, FB_BLANK_POWERDOWN);
}

static int s6d27a1_resume(struct spi_device *spi)
{
	struct s6d27a1_panel *panel = spi_get_drvdata(spi);

	return s6d27a1_power(panel, FB_BLANK_UNBLANK);
}
#else
#define s6d27a1_suspend	NULL
#define s6d27a1_resume	NULL
#endif

static const struct spi_device_id s6d27a1_ids[] = {
	{ "s6d27a1", 0 },
	{ }
};
MODULE_DEVICE_TABLE(spi, s6d27a1_ids);

static struct spi_driver s6d27a1_spi_driver = {
	.driver = {
		.name	= "s6d27a1",
		.owner	= THIS_MODULE,
	},
	.id_table	= s6d27a1_ids,
	.probe		= s6d27a1_probe,
	.remove		= s6d27a1_remove,
	.suspend	= s6d27a1_suspend,
	.resume		= s6d27a1_resume,
};
module_spi_driver(s6d27a1_spi_driver);

MODULE_AUTHOR("Hyunwoo Park <hw.park@example-displays.com>");
MODULE_DESCRIPTION("Samsung S6D27A1 LCD panel driver");
MODULE_LICENSE("GPL v2");

// SPDX-License-Identifier: GPL-2.0
/*
 * A small lms501kf03-like SPI panel driver as written for v3.9 (legacy .suspend/.resume in
 * struct spi_driver), synth's own test target for the seed's scenario.
 */
#include <linux/spi/spi.h>

struct lms501kf03 {
	struct device *dev;
	int power;
};

static int lms501kf03_power(struct lms501kf03 *lcd, int power)
{
	return 0;
}

#if defined(CONFIG_PM)
static int lms501kf03_suspend(struct spi_device *spi, pm_message_t mesg)
{
	struct lms501kf03 *lcd = spi_get_drvdata(spi);

	dev_dbg(&spi->dev, "lcd->power = %d\n", lcd->power);
	return lms501kf03_power(lcd, 4);
}

static int lms501kf03_resume(struct spi_device *spi)
{
	struct lms501kf03 *lcd = spi_get_drvdata(spi);

	lcd->power = 4;
	return lms501kf03_power(lcd, 0);
}
#else
#define lms501kf03_suspend	NULL
#define lms501kf03_resume	NULL
#endif

static void lms501kf03_shutdown(struct spi_device *spi)
{
}

static struct spi_driver lms501kf03_driver = {
	.driver = {
		.name	= "lms501kf03",
		.owner	= THIS_MODULE,
	},
	.probe		= lms501kf03_probe,
	.shutdown	= lms501kf03_shutdown,
	.suspend	= lms501kf03_suspend,
	.resume		= lms501kf03_resume,
};
module_spi_driver(lms501kf03_driver);

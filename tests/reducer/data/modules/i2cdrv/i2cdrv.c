// SPDX-License-Identifier: GPL-2.0
/* Fixture: an i2c driver written for ~5.x (probe_new, int remove). */
#include <linux/module.h>
#include <linux/i2c.h>
#include <linux/pm.h>

static int i2cdrv_probe(struct i2c_client *client)
{
	return 0;
}

static int i2cdrv_remove(struct i2c_client *client)
{
	return 0;
}

static const struct i2c_device_id i2cdrv_id[] = {
	{ "i2cdrv", 0 },
	{ }
};

static struct i2c_driver i2cdrv_driver = {
	.driver = {
		.name = "i2cdrv",
	},
	.probe_new = i2cdrv_probe,
	.remove = i2cdrv_remove,
	.id_table = i2cdrv_id,
};
module_i2c_driver(i2cdrv_driver);
MODULE_LICENSE("GPL");

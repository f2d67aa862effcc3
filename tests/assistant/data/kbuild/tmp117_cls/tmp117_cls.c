// SPDX-License-Identifier: GPL-2.0
/*
 * tmp117_cls: a TMP117-style I2C temperature sensor exported through a
 * device class, written against Linux 6.1.
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/string.h>

#define TMP117_REG_TEMP		0x00
#define TMP117_REG_DEVICE_ID	0x0f

struct tmp117_cls {
	struct i2c_client *client;
	struct device *dev;
	char label[16];
};

static struct class *tmp117_class;

static ssize_t temp_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	struct tmp117_cls *t = dev_get_drvdata(dev);
	s32 raw = i2c_smbus_read_word_swapped(t->client, TMP117_REG_TEMP);

	if (raw < 0)
		return raw;
	return sprintf(buf, "%d\n", ((s16)raw * 78125) / 10000);
}
static DEVICE_ATTR_RO(temp);

static ssize_t label_show(struct device *dev, struct device_attribute *attr, char *buf)
{
	struct tmp117_cls *t = dev_get_drvdata(dev);

	return sprintf(buf, "%s\n", t->label);
}
static DEVICE_ATTR_RO(label);

static struct attribute *tmp117_attrs[] = {
	&dev_attr_temp.attr,
	&dev_attr_label.attr,
	NULL,
};
ATTRIBUTE_GROUPS(tmp117);

static int tmp117_probe(struct i2c_client *client)
{
	struct tmp117_cls *t;
	s32 id;

	id = i2c_smbus_read_word_swapped(client, TMP117_REG_DEVICE_ID);
	if (id < 0)
		return id;
	t = devm_kzalloc(&client->dev, sizeof(*t), GFP_KERNEL);
	if (!t)
		return -ENOMEM;
	t->client = client;
	strlcpy(t->label, client->name, sizeof(t->label));
	t->dev = device_create_with_groups(tmp117_class, &client->dev, 0, t, tmp117_groups,
					   "tmp117-%d", client->addr);
	if (IS_ERR(t->dev))
		return PTR_ERR(t->dev);
	i2c_set_clientdata(client, t);
	return 0;
}

static void tmp117_remove(struct i2c_client *client)
{
	struct tmp117_cls *t = i2c_get_clientdata(client);

	device_unregister(t->dev);
}

static const struct i2c_device_id tmp117_id[] = {
	{ "tmp117", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, tmp117_id);

static struct i2c_driver tmp117_driver = {
	.driver = {
		.name = "tmp117_cls",
	},
	.probe_new = tmp117_probe,
	.remove = tmp117_remove,
	.id_table = tmp117_id,
};

static int __init tmp117_init(void)
{
	int ret;

	tmp117_class = class_create(THIS_MODULE, "tmp117");
	if (IS_ERR(tmp117_class))
		return PTR_ERR(tmp117_class);
	ret = i2c_add_driver(&tmp117_driver);
	if (ret)
		class_destroy(tmp117_class);
	return ret;
}

static void __exit tmp117_exit(void)
{
	i2c_del_driver(&tmp117_driver);
	class_destroy(tmp117_class);
}

module_init(tmp117_init);
module_exit(tmp117_exit);
MODULE_DESCRIPTION("TMP117-style sensor with a device class");
MODULE_LICENSE("GPL");

static int cd_probe(struct i2c_client *cl, const struct i2c_device_id *devid)
{
	struct cd *c = devm_kzalloc(&cl->dev, sizeof(*c), GFP_KERNEL);

	if (!c)
		return -ENOMEM;
	c->type = devid->driver_data;
	return 0;
}
static int cd_remove(struct i2c_client *cl)
{
	cd_off(cl);
	return 0;
}
static struct i2c_driver cd_driver = {
	.driver = { .name = "cd" },
	.probe = cd_probe,
	.remove = cd_remove,
};

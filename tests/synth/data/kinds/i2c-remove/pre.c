static int ab_probe(struct i2c_client *client, const struct i2c_device_id *id)
{
	struct ab_priv *p;

	p = devm_kzalloc(&client->dev, sizeof(*p), GFP_KERNEL);
	p->variant = id->driver_data;
	return 0;
}
static int ab_remove(struct i2c_client *client)
{
	ab_stop(client);
	return 0;
}
static struct i2c_driver ab_driver = {
	.driver = { .name = "ab" },
	.probe = ab_probe,
	.remove = ab_remove,
	.id_table = ab_id,
};

static int ab_probe(struct i2c_client *client)
{
	struct ab_priv *p;

	p = devm_kzalloc(&client->dev, sizeof(*p), GFP_KERNEL);
	p->variant = i2c_client_get_device_id(client)->driver_data;
	return 0;
}
static void ab_remove(struct i2c_client *client)
{
	ab_stop(client);
}
static struct i2c_driver ab_driver = {
	.driver = { .name = "ab" },
	.probe = ab_probe,
	.remove = ab_remove,
	.id_table = ab_id,
};

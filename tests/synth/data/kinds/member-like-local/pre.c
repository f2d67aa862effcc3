static const struct xy_id *ab_match(struct xy_driver *drv, struct xy_device *dev)
{
	int ret;

	ret = lk_start(&dev->dev, &drv->driver);
	if (ret == 0)
		return NULL;
	return drv->ids;
}

static const struct xy_id *ab_match(struct xy_driver *drv, struct xy_device *dev)
{
	if (lk_begin(&dev->dev, &drv->driver) == 0)
		return NULL;
	return drv->ids;
}

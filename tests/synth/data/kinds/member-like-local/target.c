static struct xy_device cd_global;
static struct xy_driver cd_driver;

static const struct xy_id *cd_match(void)
{
	int ret;

	ret = lk_start(&cd_global.dev, &cd_driver.driver);
	if (ret == 0)
		return NULL;
	return cd_driver.ids;
}

static int cd_remove(struct platform_device *pdev)
{
	cd_stop(pdev);
	return 0;
}
static struct platform_driver cd_driver = {
	.driver = {
		.name = "cd",
	},
	.probe = cd_probe,
	.remove = cd_remove,
};

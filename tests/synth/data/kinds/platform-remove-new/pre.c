static int ab_remove(struct platform_device *pdev)
{
	struct ab *ab = platform_get_drvdata(pdev);

	ab_off(ab);
	return 0;
}
static struct platform_driver ab_driver = {
	.probe = ab_probe,
	.remove = ab_remove,
	.driver = {
		.name = "ab",
	},
};

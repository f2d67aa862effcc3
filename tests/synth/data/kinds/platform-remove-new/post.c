static void ab_remove(struct platform_device *pdev)
{
	struct ab *ab = platform_get_drvdata(pdev);

	ab_off(ab);
}
static struct platform_driver ab_driver = {
	.probe = ab_probe,
	.remove_new = ab_remove,
	.driver = {
		.name = "ab",
	},
};

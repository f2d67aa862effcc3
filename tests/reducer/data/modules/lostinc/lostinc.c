// SPDX-License-Identifier: GPL-2.0
/*
 * A platform driver written when <linux/of.h> still pulled in <linux/platform_device.h>: it uses
 * struct platform_device, devm_kzalloc() and the platform helpers without including their header.
 */
#include <linux/module.h>
#include <linux/of.h>

struct lostinc_priv {
	int irq;
};

static int lostinc_probe(struct platform_device *pdev)
{
	struct lostinc_priv *priv;

	priv = devm_kzalloc(&pdev->dev, sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;
	priv->irq = platform_get_irq(pdev, 0);
	platform_set_drvdata(pdev, priv);
	return 0;
}

static const struct of_device_id lostinc_of_match[] = {
	{ .compatible = "porter,lostinc" },
	{ }
};
MODULE_DEVICE_TABLE(of, lostinc_of_match);

static struct platform_driver lostinc_driver = {
	.probe = lostinc_probe,
	.driver = {
		.name = "lostinc",
		.of_match_table = lostinc_of_match,
	},
};
module_platform_driver(lostinc_driver);

MODULE_LICENSE("GPL");

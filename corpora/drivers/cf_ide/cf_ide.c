/*
 * cf_ide.c - CompactFlash slot status/LED controller of the Example
 * RT-9 router
 *
 * The slot logic sits behind two memory windows: a register block for
 * the card-detect and power bits, and a small attribute memory window
 * the driver reads the card's CIS from.
 *
 * Copyright (C) 2019 Example Networks Oy
 * Author: Aino Virtanen <aino.virtanen@example-networks.fi>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/slab.h>

#define CFIDE_STATUS		0x00
#define CFIDE_CONTROL		0x04
#define CFIDE_STATUS_CD		BIT(0)
#define CFIDE_CONTROL_POWER	BIT(0)
#define CFIDE_CONTROL_LED	BIT(4)
#define CFIDE_CIS_SIZE		0x200

struct cfide_slot {
	void __iomem		*regs;
	void __iomem		*attr;
	int			irq;
	bool			present;
};

static irqreturn_t cfide_irq(int irq, void *dev_id)
{
	struct cfide_slot *slot = dev_id;
	u32 status = readl(slot->regs + CFIDE_STATUS);

	slot->present = status & CFIDE_STATUS_CD;
	writel(slot->present ? CFIDE_CONTROL_POWER | CFIDE_CONTROL_LED : 0,
	       slot->regs + CFIDE_CONTROL);
	return IRQ_HANDLED;
}

static int cfide_probe(struct platform_device *pdev)
{
	struct cfide_slot *slot;
	struct resource *regs, *attr;
	int ret;

	slot = devm_kzalloc(&pdev->dev, sizeof(*slot), GFP_KERNEL);
	if (!slot)
		return -ENOMEM;

	regs = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	attr = platform_get_resource(pdev, IORESOURCE_MEM, 1);
	if (!regs || !attr)
		return -ENODEV;

	slot->regs = devm_ioremap_nocache(&pdev->dev, regs->start,
					  resource_size(regs));
	if (!slot->regs)
		return -ENOMEM;

	slot->attr = ioremap_nocache(attr->start, CFIDE_CIS_SIZE);
	if (!slot->attr)
		return -ENOMEM;

	slot->irq = platform_get_irq(pdev, 0);
	ret = devm_request_irq(&pdev->dev, slot->irq, cfide_irq, 0,
			       dev_name(&pdev->dev), slot);
	if (ret) {
		iounmap(slot->attr);
		return ret;
	}

	platform_set_drvdata(pdev, slot);
	cfide_irq(slot->irq, slot);
	dev_info(&pdev->dev, "CF slot, card %spresent, CIS tag 0x%02x\n",
		 slot->present ? "" : "not ", readb(slot->attr));
	return 0;
}

static int cfide_remove(struct platform_device *pdev)
{
	struct cfide_slot *slot = platform_get_drvdata(pdev);

	writel(0, slot->regs + CFIDE_CONTROL);
	iounmap(slot->attr);
	return 0;
}

static struct platform_driver cfide_driver = {
	.probe		= cfide_probe,
	.remove		= cfide_remove,
	.driver		= {
		.name	= "rt9-cf-ide",
	},
};
module_platform_driver(cfide_driver);

MODULE_AUTHOR("Aino Virtanen <aino.virtanen@example-networks.fi>");
MODULE_DESCRIPTION("RT-9 CompactFlash slot controller");
MODULE_LICENSE("GPL v2");

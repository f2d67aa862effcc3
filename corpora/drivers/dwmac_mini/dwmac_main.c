/*
 * dwmac_main.c - a cut-down driver for the DesignWare MAC of the Example
 * Automotive gateway ECU
 *
 * Copyright (C) 2018 Example Automotive AB
 * Author: Erik Lindqvist <erik.lindqvist@example-automotive.se>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/etherdevice.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/platform_device.h>

#include "dwmac_mini.h"

#define DWMINI_NAPI_WEIGHT	32

static int dwmini_poll(struct napi_struct *napi, int budget)
{
	struct dwmini_priv *priv = container_of(napi, struct dwmini_priv, napi);
	int work = 0;

	while (work < budget &&
	       (readl(priv->ioaddr + DWMINI_DMA_STATUS) & DWMINI_DMA_RI)) {
		struct sk_buff *skb = netdev_alloc_skb_ip_align(priv->dev, 1536);

		writel(DWMINI_DMA_RI, priv->ioaddr + DWMINI_DMA_STATUS);
		if (!skb)
			break;
		skb->protocol = eth_type_trans(skb, priv->dev);
		netif_receive_skb(skb);
		work++;
	}
	if (work < budget) {
		napi_complete(napi);
		writel(DWMINI_DMA_RI, priv->ioaddr + DWMINI_DMA_INTR_ENA);
	}
	return work;
}

static irqreturn_t dwmini_interrupt(int irq, void *dev_id)
{
	struct net_device *dev = dev_id;
	struct dwmini_priv *priv = netdev_priv(dev);

	writel(0, priv->ioaddr + DWMINI_DMA_INTR_ENA);
	napi_schedule(&priv->napi);
	return IRQ_HANDLED;
}

static int dwmini_open(struct net_device *dev)
{
	struct dwmini_priv *priv = netdev_priv(dev);
	int ret;

	ret = request_irq(dev->irq, dwmini_interrupt, IRQF_SHARED,
			  dev->name, dev);
	if (ret)
		return ret;
	napi_enable(&priv->napi);
	writel(DWMINI_DMA_RI, priv->ioaddr + DWMINI_DMA_INTR_ENA);
	netif_start_queue(dev);
	return 0;
}

static int dwmini_release(struct net_device *dev)
{
	struct dwmini_priv *priv = netdev_priv(dev);

	netif_stop_queue(dev);
	napi_disable(&priv->napi);
	writel(0, priv->ioaddr + DWMINI_DMA_INTR_ENA);
	free_irq(dev->irq, dev);
	return 0;
}

static netdev_tx_t dwmini_xmit(struct sk_buff *skb, struct net_device *dev)
{
	dev->stats.tx_packets++;
	dev_kfree_skb(skb);
	return NETDEV_TX_OK;
}

static const struct net_device_ops dwmini_netdev_ops = {
	.ndo_open		= dwmini_open,
	.ndo_stop		= dwmini_release,
	.ndo_start_xmit		= dwmini_xmit,
	.ndo_validate_addr	= eth_validate_addr,
};

static int dwmini_probe(struct platform_device *pdev)
{
	struct dwmini_priv *priv;
	struct net_device *ndev;
	struct resource *res;
	int ret;

	res = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	if (!res)
		return -ENODEV;

	ndev = alloc_etherdev(sizeof(*priv));
	if (!ndev)
		return -ENOMEM;
	SET_NETDEV_DEV(ndev, &pdev->dev);

	priv = netdev_priv(ndev);
	priv->dev = ndev;
	priv->ioaddr = devm_ioremap_nocache(&pdev->dev, res->start,
					    resource_size(res));
	if (!priv->ioaddr) {
		ret = -ENOMEM;
		goto err;
	}

	ndev->irq = platform_get_irq(pdev, 0);
	ndev->netdev_ops = &dwmini_netdev_ops;
	ndev->ethtool_ops = &dwmini_ethtool_ops;
	netif_napi_add(ndev, &priv->napi, dwmini_poll, DWMINI_NAPI_WEIGHT);

	ret = register_netdev(ndev);
	if (ret)
		goto err;
	platform_set_drvdata(pdev, ndev);
	return 0;
err:
	free_netdev(ndev);
	return ret;
}

static int dwmini_remove(struct platform_device *pdev)
{
	struct net_device *ndev = platform_get_drvdata(pdev);

	unregister_netdev(ndev);
	free_netdev(ndev);
	return 0;
}

static struct platform_driver dwmini_driver = {
	.probe	= dwmini_probe,
	.remove	= dwmini_remove,
	.driver	= {
		.name	= DWMINI_DRV_NAME,
	},
};
module_platform_driver(dwmini_driver);

MODULE_AUTHOR("Erik Lindqvist <erik.lindqvist@example-automotive.se>");
MODULE_DESCRIPTION("Cut-down DesignWare MAC driver");
MODULE_LICENSE("GPL v2");

/*
 * enet_napi3.c - Ethernet driver for the Example ENET-3 FPGA MAC
 *
 * Copyright (C) 2023 Example FPGA Works
 * Author: Carlos Mendes <carlos.mendes@example-fpga.pt>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/etherdevice.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/netdevice.h>
#include <linux/platform_device.h>

#define ENET3_RX_COUNT		0x20
#define ENET3_IRQ_MASK		0x24

struct enet3_priv {
	void __iomem *regs;
	struct net_device *ndev;
	struct napi_struct napi;
};

static int enet3_poll(struct napi_struct *napi, int budget)
{
	struct enet3_priv *priv = container_of(napi, struct enet3_priv, napi);
	int done = 0;

	while (done < budget && readl(priv->regs + ENET3_RX_COUNT)) {
		struct sk_buff *skb;

		skb = netdev_alloc_skb_ip_align(priv->ndev, 1536);
		if (!skb)
			break;
		skb->protocol = eth_type_trans(skb, priv->ndev);
		netif_receive_skb(skb);
		done++;
	}
	if (done < budget) {
		napi_complete(napi);
		writel(1, priv->regs + ENET3_IRQ_MASK);
	}
	return done;
}

static irqreturn_t enet3_isr(int irq, void *dev_id)
{
	struct enet3_priv *priv = dev_id;

	writel(0, priv->regs + ENET3_IRQ_MASK);
	napi_schedule(&priv->napi);
	return IRQ_HANDLED;
}

static int enet3_open(struct net_device *ndev)
{
	struct enet3_priv *priv = netdev_priv(ndev);

	napi_enable(&priv->napi);
	writel(1, priv->regs + ENET3_IRQ_MASK);
	netif_start_queue(ndev);
	return 0;
}

static int enet3_stop(struct net_device *ndev)
{
	struct enet3_priv *priv = netdev_priv(ndev);

	netif_stop_queue(ndev);
	writel(0, priv->regs + ENET3_IRQ_MASK);
	napi_disable(&priv->napi);
	return 0;
}

static netdev_tx_t enet3_xmit(struct sk_buff *skb, struct net_device *ndev)
{
	ndev->stats.tx_packets++;
	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

static const struct net_device_ops enet3_ops = {
	.ndo_open	= enet3_open,
	.ndo_stop	= enet3_stop,
	.ndo_start_xmit	= enet3_xmit,
};

static int enet3_probe(struct platform_device *pdev)
{
	struct net_device *ndev;
	struct enet3_priv *priv;
	int ret;

	ndev = alloc_etherdev(sizeof(*priv));
	if (!ndev)
		return -ENOMEM;
	SET_NETDEV_DEV(ndev, &pdev->dev);
	priv = netdev_priv(ndev);
	priv->ndev = ndev;

	priv->regs = devm_ioremap_resource(&pdev->dev,
			platform_get_resource(pdev, IORESOURCE_MEM, 0));
	if (IS_ERR(priv->regs)) {
		ret = PTR_ERR(priv->regs);
		goto err;
	}
	ret = devm_request_irq(&pdev->dev, platform_get_irq(pdev, 0),
			       enet3_isr, 0, "enet3", priv);
	if (ret)
		goto err;

	ndev->netdev_ops = &enet3_ops;
	netif_napi_add(ndev, &priv->napi, enet3_poll);

	ret = register_netdev(ndev);
	if (ret)
		goto err;
	platform_set_drvdata(pdev, ndev);
	return 0;
err:
	free_netdev(ndev);
	return ret;
}

static int enet3_remove(struct platform_device *pdev)
{
	struct net_device *ndev = platform_get_drvdata(pdev);

	unregister_netdev(ndev);
	free_netdev(ndev);
	return 0;
}

static struct platform_driver enet3_driver = {
	.probe	= enet3_probe,
	.remove	= enet3_remove,
	.driver	= {
		.name = "enet3",
	},
};
module_platform_driver(enet3_driver);

MODULE_AUTHOR("Carlos Mendes <carlos.mendes@example-fpga.pt>");
MODULE_DESCRIPTION("ENET-3 FPGA Ethernet MAC");
MODULE_LICENSE("GPL");

/*
 * gem_lite.c - Ethernet driver for the Example SoC's "GEM-lite" MAC
 *
 * A single-queue MAC with a receive FIFO; receive is done in NAPI
 * context, transmit copies into the FIFO directly.
 *
 * Copyright (C) 2020 Example Silicon Ltd.
 * Author: Tomasz Nowicki <tnowicki@example-silicon.com>
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

#define GEML_CTRL		0x00
#define GEML_IRQ_STATUS		0x04
#define GEML_IRQ_ENABLE		0x08
#define GEML_RX_LEN		0x10
#define GEML_CTRL_RX		BIT(0)
#define GEML_CTRL_TX		BIT(1)
#define GEML_IRQ_RX		BIT(0)
#define GEML_RX_BUF		2048

struct geml_priv {
	void __iomem *base;
	struct net_device *ndev;
	struct napi_struct napi;
};

static int geml_poll(struct napi_struct *napi, int budget)
{
	struct geml_priv *priv = container_of(napi, struct geml_priv, napi);
	struct net_device *ndev = priv->ndev;
	int done = 0;

	while (done < budget && readl(priv->base + GEML_RX_LEN)) {
		struct sk_buff *skb = netdev_alloc_skb_ip_align(ndev, GEML_RX_BUF);

		if (!skb) {
			ndev->stats.rx_dropped++;
			break;
		}
		skb->protocol = eth_type_trans(skb, ndev);
		netif_receive_skb(skb);
		ndev->stats.rx_packets++;
		done++;
	}

	if (done < budget) {
		napi_complete(napi);
		writel(GEML_IRQ_RX, priv->base + GEML_IRQ_ENABLE);
	}
	return done;
}

static irqreturn_t geml_interrupt(int irq, void *dev_id)
{
	struct geml_priv *priv = dev_id;

	writel(0, priv->base + GEML_IRQ_ENABLE);
	napi_schedule(&priv->napi);
	return IRQ_HANDLED;
}

static int geml_open(struct net_device *ndev)
{
	struct geml_priv *priv = netdev_priv(ndev);

	napi_enable(&priv->napi);
	writel(GEML_CTRL_RX | GEML_CTRL_TX, priv->base + GEML_CTRL);
	writel(GEML_IRQ_RX, priv->base + GEML_IRQ_ENABLE);
	netif_start_queue(ndev);
	return 0;
}

static int geml_stop(struct net_device *ndev)
{
	struct geml_priv *priv = netdev_priv(ndev);

	netif_stop_queue(ndev);
	writel(0, priv->base + GEML_IRQ_ENABLE);
	writel(0, priv->base + GEML_CTRL);
	napi_disable(&priv->napi);
	return 0;
}

static netdev_tx_t geml_xmit(struct sk_buff *skb, struct net_device *ndev)
{
	ndev->stats.tx_packets++;
	ndev->stats.tx_bytes += skb->len;
	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

static const struct net_device_ops geml_netdev_ops = {
	.ndo_open		= geml_open,
	.ndo_stop		= geml_stop,
	.ndo_start_xmit		= geml_xmit,
	.ndo_validate_addr	= eth_validate_addr,
	.ndo_set_mac_address	= eth_mac_addr,
};

static int geml_probe(struct platform_device *pdev)
{
	struct net_device *ndev;
	struct geml_priv *priv;
	struct resource *res;
	int irq, ret;

	ndev = alloc_etherdev(sizeof(*priv));
	if (!ndev)
		return -ENOMEM;
	SET_NETDEV_DEV(ndev, &pdev->dev);

	priv = netdev_priv(ndev);
	priv->ndev = ndev;

	res = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	priv->base = devm_ioremap_resource(&pdev->dev, res);
	if (IS_ERR(priv->base)) {
		ret = PTR_ERR(priv->base);
		goto err_free;
	}

	irq = platform_get_irq(pdev, 0);
	ret = devm_request_irq(&pdev->dev, irq, geml_interrupt, 0,
			       ndev->name, priv);
	if (ret)
		goto err_free;

	ndev->netdev_ops = &geml_netdev_ops;
	netif_napi_add(ndev, &priv->napi, geml_poll, NAPI_POLL_WEIGHT);

	ret = register_netdev(ndev);
	if (ret)
		goto err_napi;

	platform_set_drvdata(pdev, ndev);
	return 0;

err_napi:
	netif_napi_del(&priv->napi);
err_free:
	free_netdev(ndev);
	return ret;
}

static int geml_remove(struct platform_device *pdev)
{
	struct net_device *ndev = platform_get_drvdata(pdev);
	struct geml_priv *priv = netdev_priv(ndev);

	unregister_netdev(ndev);
	netif_napi_del(&priv->napi);
	free_netdev(ndev);
	return 0;
}

static struct platform_driver geml_driver = {
	.probe	= geml_probe,
	.remove	= geml_remove,
	.driver	= {
		.name = "gem-lite",
	},
};
module_platform_driver(geml_driver);

MODULE_AUTHOR("Tomasz Nowicki <tnowicki@example-silicon.com>");
MODULE_DESCRIPTION("GEM-lite Ethernet MAC driver");
MODULE_LICENSE("GPL v2");

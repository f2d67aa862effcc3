/*
 * linux/drivers/net/ethernet/ethoc.c
 *
 * Copyright (C) 2007-2008 Avionic Design Development GmbH
 * Copyright (C) 2008-2009 Avionic Design GmbH
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2 as
 * published by the Free Software Foundation.
 *
 * Written by Thierry Reding <thierry.reding@avionic-design.de>
 */

#include <linux/etherdevice.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/sched.h>
#include <linux/slab.h>
#include <linux/string.h>

#define DRV_NAME	"ethoc"
#define DRV_VERSION	"0.2"

static int buffer_size = 0x8000; /* 32 KBytes */
module_param(buffer_size, int, 0);
MODULE_PARM_DESC(buffer_size, "DMA buffer allocation size");

/* register offsets */
#define	MODER		0x00
#define	INT_SOURCE	0x04
#define	INT_MASK	0x08
#define	TX_BD_NUM	0x20
#define	MAC_ADDR0	0x40
#define	MAC_ADDR1	0x44

/* mode register */
#define	MODER_RXEN	(1 <<  0) /* recieve enable */
#define	MODER_TXEN	(1 <<  1) /* transmit enable */

/* interrupt source and mask registers */
#define	INT_MASK_TXB	(1 << 0) /* transmit buffer */
#define	INT_MASK_RXF	(1 << 2) /* receive frame */
#define	INT_MASK_RX	(INT_MASK_RXF)
#define	INT_MASK_TX	(INT_MASK_TXB)
#define	INT_MASK_ALL	(INT_MASK_TX | INT_MASK_RX)

#define ETHOC_BUFSIZ		1536
#define ETHOC_ZLEN		64
#define ETHOC_BD_BASE		0x400
#define ETHOC_TIMEOUT		(HZ / 2)

/**
 * struct ethoc - driver-private device structure
 * @iobase:	pointer to I/O memory region
 * @membase:	pointer to buffer memory region
 * @num_tx:	number of send buffers
 * @cur_tx:	last send buffer written
 * @dty_tx:	last buffer actually sent
 * @num_rx:	number of receive buffers
 * @cur_rx:	current receive buffer
 * @netdev:	pointer to network device structure
 * @napi:	NAPI structure
 * @lock:	device lock
 */
struct ethoc {
	void __iomem *iobase;
	void __iomem *membase;

	unsigned int num_tx;
	unsigned int cur_tx;
	unsigned int dty_tx;

	unsigned int num_rx;
	unsigned int cur_rx;

	struct net_device *netdev;
	struct napi_struct napi;

	spinlock_t lock;
};

static inline u32 ethoc_read(struct ethoc *dev, loff_t offset)
{
	return ioread32(dev->iobase + offset);
}

static inline void ethoc_write(struct ethoc *dev, loff_t offset, u32 data)
{
	iowrite32(data, dev->iobase + offset);
}

static inline void ethoc_enable_irq(struct ethoc *dev, u32 mask)
{
	u32 imask = ethoc_read(dev, INT_MASK);
	imask |= mask;
	ethoc_write(dev, INT_MASK, imask);
}

static inline void ethoc_disable_irq(struct ethoc *dev, u32 mask)
{
	u32 imask = ethoc_read(dev, INT_MASK);
	imask &= ~mask;
	ethoc_write(dev, INT_MASK, imask);
}

static int ethoc_rx(struct net_device *dev, int limit)
{
	struct ethoc *priv = netdev_priv(dev);
	int count;

	for (count = 0; count < limit; ++count) {
		struct sk_buff *skb;
		int size = ETHOC_BUFSIZ;

		skb = netdev_alloc_skb_ip_align(dev, size);
		if (!skb) {
			dev->stats.rx_dropped++;
			break;
		}
		skb->protocol = eth_type_trans(skb, dev);
		dev->stats.rx_packets++;
		netif_receive_skb(skb);
		priv->cur_rx++;
	}

	return count;
}

static irqreturn_t ethoc_interrupt(int irq, void *dev_id)
{
	struct net_device *dev = dev_id;
	struct ethoc *priv = netdev_priv(dev);
	u32 pending;

	pending = ethoc_read(priv, INT_SOURCE);
	if (unlikely(pending == 0))
		return IRQ_NONE;

	ethoc_write(priv, INT_SOURCE, pending);

	if (pending & INT_MASK_ALL) {
		ethoc_disable_irq(priv, INT_MASK_ALL);
		napi_schedule(&priv->napi);
	}

	return IRQ_HANDLED;
}

static int ethoc_poll(struct napi_struct *napi, int budget)
{
	struct ethoc *priv = container_of(napi, struct ethoc, napi);
	int rx_work_done;

	rx_work_done = ethoc_rx(priv->netdev, budget);

	if (rx_work_done < budget) {
		napi_complete(napi);
		ethoc_enable_irq(priv, INT_MASK_ALL);
	}

	return rx_work_done;
}

static int ethoc_open(struct net_device *dev)
{
	struct ethoc *priv = netdev_priv(dev);
	int ret;

	ret = request_irq(dev->irq, ethoc_interrupt, IRQF_SHARED,
			dev->name, dev);
	if (ret)
		return ret;

	napi_enable(&priv->napi);
	ethoc_write(priv, MODER, MODER_RXEN | MODER_TXEN);
	ethoc_enable_irq(priv, INT_MASK_ALL);
	netif_start_queue(dev);

	return 0;
}

static int ethoc_stop(struct net_device *dev)
{
	struct ethoc *priv = netdev_priv(dev);

	napi_disable(&priv->napi);
	ethoc_disable_irq(priv, INT_MASK_ALL);
	free_irq(dev->irq, dev);
	netif_stop_queue(dev);

	return 0;
}

static netdev_tx_t ethoc_start_xmit(struct sk_buff *skb, struct net_device *dev)
{
	struct ethoc *priv = netdev_priv(dev);

	if (unlikely(skb->len > ETHOC_BUFSIZ)) {
		dev->stats.tx_errors++;
		goto out;
	}

	spin_lock_irq(&priv->lock);
	priv->cur_tx++;
	dev->stats.tx_bytes += skb->len;
	dev->stats.tx_packets++;
	spin_unlock_irq(&priv->lock);
out:
	dev_kfree_skb(skb);
	return NETDEV_TX_OK;
}

static void ethoc_get_drvinfo(struct net_device *dev,
			      struct ethtool_drvinfo *info)
{
	strlcpy(info->driver, DRV_NAME, sizeof(info->driver));
	strlcpy(info->version, DRV_VERSION, sizeof(info->version));
	strlcpy(info->bus_info, "platform", sizeof(info->bus_info));
}

static const struct ethtool_ops ethoc_ethtool_ops = {
	.get_drvinfo = ethoc_get_drvinfo,
	.get_link = ethtool_op_get_link,
};

static const struct net_device_ops ethoc_netdev_ops = {
	.ndo_open = ethoc_open,
	.ndo_stop = ethoc_stop,
	.ndo_start_xmit = ethoc_start_xmit,
	.ndo_validate_addr = eth_validate_addr,
};

/**
 * ethoc_probe - initialize OpenCores ethernet MAC
 * pdev:	platform device
 */
static int ethoc_probe(struct platform_device *pdev)
{
	struct net_device *netdev = NULL;
	struct resource *mmio = NULL;
	struct ethoc *priv = NULL;
	int ret = 0;

	/* allocate networking device */
	netdev = alloc_etherdev(sizeof(struct ethoc));
	if (!netdev) {
		ret = -ENOMEM;
		goto out;
	}

	SET_NETDEV_DEV(netdev, &pdev->dev);
	platform_set_drvdata(pdev, netdev);

	/* obtain I/O memory space */
	mmio = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	if (!mmio) {
		dev_err(&pdev->dev, "cannot obtain I/O memory space\n");
		ret = -ENXIO;
		goto free;
	}

	/* obtain device IRQ nubmer */
	netdev->irq = platform_get_irq(pdev, 0);

	/* setup driver-private data */
	priv = netdev_priv(netdev);
	priv->netdev = netdev;

	priv->iobase = devm_ioremap_nocache(&pdev->dev, mmio->start,
			resource_size(mmio));
	if (!priv->iobase) {
		dev_err(&pdev->dev, "cannot remap I/O memory space\n");
		ret = -ENXIO;
		goto free;
	}

	priv->num_tx = 1;
	priv->num_rx = 1;
	spin_lock_init(&priv->lock);

	/* setup the net_device structure */
	netdev->netdev_ops = &ethoc_netdev_ops;
	netdev->watchdog_timeo = ETHOC_TIMEOUT;
	netdev->ethtool_ops = &ethoc_ethtool_ops;

	/* setup NAPI */
	netif_napi_add(netdev, &priv->napi, ethoc_poll, 64);

	ret = register_netdev(netdev);
	if (ret < 0) {
		dev_err(&netdev->dev, "failed to register interface\n");
		goto error;
	}

	goto out;

error:
	netif_napi_del(&priv->napi);
free:
	free_netdev(netdev);
out:
	return ret;
}

/**
 * ethoc_remove - shutdown OpenCores ethernet MAC
 * @pdev:	platform device
 */
static int ethoc_remove(struct platform_device *pdev)
{
	struct net_device *netdev = platform_get_drvdata(pdev);
	struct ethoc *priv = netdev_priv(netdev);

	if (netdev) {
		netif_napi_del(&priv->napi);
		unregister_netdev(netdev);
		free_netdev(netdev);
	}

	return 0;
}

static struct of_device_id ethoc_match[] = {
	{ .compatible = "opencores,ethoc", },
	{},
};
MODULE_DEVICE_TABLE(of, ethoc_match);

static struct platform_driver ethoc_driver = {
	.probe   = ethoc_probe,
	.remove  = ethoc_remove,
	.driver  = {
		.name = "ethoc",
		.owner = THIS_MODULE,
		.of_match_table = ethoc_match,
	},
};

module_platform_driver(ethoc_driver);

MODULE_AUTHOR("Thierry Reding <thierry.reding@avionic-design.de>");
MODULE_DESCRIPTION("OpenCores Ethernet MAC driver");
MODULE_LICENSE("GPL v2");

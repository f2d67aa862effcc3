/* MOXA ART Ethernet (RTL8201CP) driver.
 *
 * Copyright (C) 2013 Jonas Jensen
 *
 * Jonas Jensen <jonas.jensen@gmail.com>
 *
 * Based on code from
 * Moxa Technology Co., Ltd. <www.moxa.com>
 *
 * This file is licensed under the terms of the GNU General Public
 * License version 2.  This program is licensed "as is" without any
 * warranty of any kind, whether express or implied.
 */

#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/skbuff.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/of.h>

#define DRV_NAME		"moxart-ethernet"
#define DRV_VERSION		"0.2"

#define TX_DESC_NUM		64
#define RX_DESC_NUM		64
#define RX_BUF_SIZE		1536

/* register offsets */
#define REG_INTERRUPT_STATUS	0
#define REG_INTERRUPT_MASK	4
#define REG_MAC_MS_ADDRESS	8
#define REG_MAC_LS_ADDRESS	12
#define REG_MAC_CTRL		136

#define RPKT_FINISH		BIT(0)	/* DMA data received */
#define XPKT_FINISH		BIT(2)	/* DMA moved data to TX FIFO */

#define RX_EN			BIT(8)
#define XMT_EN			BIT(8 + 1)
#define RCV_EN			BIT(8 + 2)

struct moxart_mac_priv_t {
	void __iomem *base;
	unsigned int reg_maccr;
	unsigned int reg_imr;
	struct napi_struct napi;
	struct net_device *ndev;

	unsigned int tx_head;
	unsigned int tx_tail;
	unsigned int rx_head;

	spinlock_t txlock;
};

static void moxart_update_mac_address(struct net_device *ndev)
{
	struct moxart_mac_priv_t *priv = netdev_priv(ndev);

	writel(((ndev->dev_addr[0] << 8) | (ndev->dev_addr[1])),
	       priv->base + REG_MAC_MS_ADDRESS);
	writel(((ndev->dev_addr[2] << 24) | (ndev->dev_addr[3] << 16) |
		(ndev->dev_addr[4] << 8) | (ndev->dev_addr[5])),
	       priv->base + REG_MAC_LS_ADDRESS);
}

static int moxart_set_mac_address(struct net_device *ndev, void *addr)
{
	eth_mac_addr(ndev, addr);
	moxart_update_mac_address(ndev);

	return 0;
}

static int moxart_mac_open(struct net_device *ndev)
{
	struct moxart_mac_priv_t *priv = netdev_priv(ndev);

	napi_enable(&priv->napi);

	priv->reg_imr |= RPKT_FINISH;
	writel(priv->reg_imr, priv->base + REG_INTERRUPT_MASK);
	priv->reg_maccr |= (RCV_EN | XMT_EN | RX_EN);
	writel(priv->reg_maccr, priv->base + REG_MAC_CTRL);

	netif_start_queue(ndev);

	return 0;
}

static int moxart_mac_stop(struct net_device *ndev)
{
	struct moxart_mac_priv_t *priv = netdev_priv(ndev);

	napi_disable(&priv->napi);

	netif_stop_queue(ndev);

	/* disable all interrupts */
	writel(0, priv->base + REG_INTERRUPT_MASK);

	/* disable all functions */
	writel(0, priv->base + REG_MAC_CTRL);

	return 0;
}

static int moxart_rx_poll(struct napi_struct *napi, int budget)
{
	struct moxart_mac_priv_t *priv = container_of(napi,
						      struct moxart_mac_priv_t,
						      napi);
	struct net_device *ndev = priv->ndev;
	struct sk_buff *skb;
	int rx = 0;

	while (rx < budget) {
		skb = netdev_alloc_skb_ip_align(ndev, RX_BUF_SIZE);
		if (unlikely(!skb)) {
			ndev->stats.rx_dropped++;
			break;
		}

		skb->protocol = eth_type_trans(skb, ndev);
		netif_receive_skb(skb);

		ndev->stats.rx_packets++;
		rx++;
		priv->rx_head = (priv->rx_head + 1) % RX_DESC_NUM;
	}

	if (rx < budget) {
		napi_complete(napi);
	}

	priv->reg_imr |= RPKT_FINISH;
	writel(priv->reg_imr, priv->base + REG_INTERRUPT_MASK);

	return rx;
}

static irqreturn_t moxart_mac_interrupt(int irq, void *dev_id)
{
	struct net_device *ndev = (struct net_device *) dev_id;
	struct moxart_mac_priv_t *priv = netdev_priv(ndev);
	unsigned int ists = readl(priv->base + REG_INTERRUPT_STATUS);

	if (ists & RPKT_FINISH) {
		if (napi_schedule_prep(&priv->napi)) {
			priv->reg_imr &= ~RPKT_FINISH;
			writel(priv->reg_imr, priv->base + REG_INTERRUPT_MASK);
			__napi_schedule(&priv->napi);
		}
	}

	return IRQ_HANDLED;
}

static int moxart_mac_start_xmit(struct sk_buff *skb, struct net_device *ndev)
{
	struct moxart_mac_priv_t *priv = netdev_priv(ndev);

	spin_lock_irq(&priv->txlock);
	priv->tx_head = (priv->tx_head + 1) % TX_DESC_NUM;
	ndev->stats.tx_packets++;
	ndev->stats.tx_bytes += skb->len;
	spin_unlock_irq(&priv->txlock);

	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

static void moxart_get_drvinfo(struct net_device *ndev,
			       struct ethtool_drvinfo *info)
{
	strlcpy(info->driver, DRV_NAME, sizeof(info->driver));
	strlcpy(info->version, DRV_VERSION, sizeof(info->version));
}

static const struct ethtool_ops moxart_ethtool_ops = {
	.get_drvinfo	= moxart_get_drvinfo,
	.get_link	= ethtool_op_get_link,
};

static struct net_device_ops moxart_netdev_ops = {
	.ndo_open		= moxart_mac_open,
	.ndo_stop		= moxart_mac_stop,
	.ndo_start_xmit		= moxart_mac_start_xmit,
	.ndo_set_mac_address	= moxart_set_mac_address,
	.ndo_validate_addr	= eth_validate_addr,
	.ndo_change_mtu		= eth_change_mtu,
};

static int moxart_mac_probe(struct platform_device *pdev)
{
	struct device *p_dev = &pdev->dev;
	struct net_device *ndev;
	struct moxart_mac_priv_t *priv;
	struct resource *res;
	unsigned int irq;
	int ret;

	ndev = alloc_etherdev(sizeof(struct moxart_mac_priv_t));
	if (!ndev)
		return -ENOMEM;

	irq = platform_get_irq(pdev, 0);

	priv = netdev_priv(ndev);
	priv->ndev = ndev;

	res = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	ndev->base_addr = res->start;
	priv->base = devm_ioremap_resource(p_dev, res);
	ret = IS_ERR(priv->base);
	if (ret) {
		dev_err(p_dev, "devm_ioremap_resource failed\n");
		goto init_fail;
	}

	spin_lock_init(&priv->txlock);

	ret = devm_request_irq(p_dev, irq, moxart_mac_interrupt, 0,
			       pdev->name, ndev);
	if (ret) {
		netdev_err(ndev, "devm_request_irq failed\n");
		goto init_fail;
	}

	ndev->netdev_ops = &moxart_netdev_ops;
	ndev->ethtool_ops = &moxart_ethtool_ops;
	netif_napi_add(ndev, &priv->napi, moxart_rx_poll, RX_DESC_NUM);
	ndev->irq = irq;

	SET_NETDEV_DEV(ndev, &pdev->dev);

	ret = register_netdev(ndev);
	if (ret) {
		free_netdev(ndev);
		goto init_fail;
	}

	netdev_dbg(ndev, "%s: IRQ=%d address=%pM\n",
		   __func__, ndev->irq, ndev->dev_addr);

	platform_set_drvdata(pdev, ndev);

	return 0;

init_fail:
	netdev_err(ndev, "init failed\n");
	return ret;
}

static int moxart_remove(struct platform_device *pdev)
{
	struct net_device *ndev = platform_get_drvdata(pdev);

	unregister_netdev(ndev);
	free_netdev(ndev);

	return 0;
}

static const struct of_device_id moxart_mac_match[] = {
	{ .compatible = "moxa,moxart-mac" },
	{ }
};

static struct platform_driver moxart_mac_driver = {
	.probe	= moxart_mac_probe,
	.remove	= moxart_remove,
	.driver	= {
		.name		= "moxart-ethernet",
		.owner		= THIS_MODULE,
		.of_match_table	= moxart_mac_match,
	},
};
module_platform_driver(moxart_mac_driver);

MODULE_DESCRIPTION("MOXART RTL8201CP Ethernet driver");
MODULE_LICENSE("GPL v2");
MODULE_AUTHOR("Jonas Jensen <jonas.jensen@gmail.com>");

// SPDX-License-Identifier: GPL-2.0
/* Fixture: a network driver written for ~5.x (four-argument netif_napi_add, old timer API). */
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/etherdevice.h>
#include <linux/timer.h>

struct netdrv_priv {
	struct napi_struct napi;
	struct timer_list watchdog;
	struct net_device *ndev;
};

static int netdrv_poll(struct napi_struct *napi, int budget)
{
	return 0;
}

static void netdrv_watchdog(unsigned long data)
{
}

static void netdrv_setup(struct netdrv_priv *priv)
{
	netif_napi_add(priv->ndev, &priv->napi, netdrv_poll, 64);
	init_timer(&priv->watchdog);
	priv->watchdog.data = (unsigned long)priv;
	priv->watchdog.function = netdrv_watchdog;
}

static int __init netdrv_init(void)
{
	struct netdrv_priv *priv = kzalloc(sizeof(*priv), GFP_KERNEL);

	if (!priv)
		return -ENOMEM;
	netdrv_setup(priv);
	kfree(priv);
	return 0;
}
module_init(netdrv_init);
MODULE_LICENSE("GPL");

/*
 * dwmac_ethtool.c - ethtool support of the dwmac-mini driver
 *
 * Copyright (C) 2018 Example Automotive AB
 * Author: Erik Lindqvist <erik.lindqvist@example-automotive.se>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/ethtool.h>
#include <linux/netdevice.h>
#include <linux/string.h>

#include "dwmac_mini.h"

static void dwmini_get_drvinfo(struct net_device *dev,
			       struct ethtool_drvinfo *info)
{
	strlcpy(info->driver, DWMINI_DRV_NAME, sizeof(info->driver));
	strlcpy(info->version, DWMINI_DRV_VERSION, sizeof(info->version));
	strlcpy(info->bus_info, "platform", sizeof(info->bus_info));
}

static u32 dwmini_get_msglevel(struct net_device *dev)
{
	struct dwmini_priv *priv = netdev_priv(dev);

	return priv->msg_enable;
}

static void dwmini_set_msglevel(struct net_device *dev, u32 level)
{
	struct dwmini_priv *priv = netdev_priv(dev);

	priv->msg_enable = level;
}

const struct ethtool_ops dwmini_ethtool_ops = {
	.get_drvinfo	= dwmini_get_drvinfo,
	.get_msglevel	= dwmini_get_msglevel,
	.set_msglevel	= dwmini_set_msglevel,
	.get_link	= ethtool_op_get_link,
};

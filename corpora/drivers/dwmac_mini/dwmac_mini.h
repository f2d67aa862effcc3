/* SPDX-License-Identifier: GPL-2.0 */
/*
 * dwmac_mini.h - shared definitions of the dwmac-mini Ethernet driver
 *
 * Copyright (C) 2018 Example Automotive AB
 */
#ifndef __DWMAC_MINI_H
#define __DWMAC_MINI_H

#include <linux/netdevice.h>

#define DWMINI_DRV_NAME		"dwmac-mini"
#define DWMINI_DRV_VERSION	"1.3"

#define DWMINI_MAC_CONFIG	0x0000
#define DWMINI_DMA_STATUS	0x1014
#define DWMINI_DMA_INTR_ENA	0x101c
#define DWMINI_DMA_RI		BIT(6)

struct dwmini_priv {
	void __iomem *ioaddr;
	struct net_device *dev;
	struct napi_struct napi;
	u32 msg_enable;
};

extern const struct ethtool_ops dwmini_ethtool_ops;

#endif /* __DWMAC_MINI_H */

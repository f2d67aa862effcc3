/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 *	Definitions for the 'struct sk_buff' memory handlers.
 *
 *	Authors:
 *		Alan Cox, <gw4pts@gw4pts.ampr.org>
 *		Florian La Roche, <rzsfl@rz.uni-sb.de>
 */
#ifndef _LINUX_SKBUFF_H
#define _LINUX_SKBUFF_H

#include <linux/kernel.h>
#include <linux/types.h>
#include <linux/string.h>
#include <linux/gfp.h>

struct net_device;

struct sk_buff {
	struct sk_buff		*next;
	struct sk_buff		*prev;
	struct net_device	*dev;
	unsigned int		len,
				data_len;
	__u16			queue_mapping;
	__be16			protocol;
	__u8			ip_summed:2;
	unsigned char		*head,
				*data;
	unsigned int		tail;
	unsigned int		end;
};

#define CHECKSUM_NONE		0
#define CHECKSUM_UNNECESSARY	1

extern void kfree_skb(struct sk_buff *skb);
extern void consume_skb(struct sk_buff *skb);
extern void dev_kfree_skb_any(struct sk_buff *skb);
extern void dev_kfree_skb_irq(struct sk_buff *skb);
#define dev_kfree_skb(a)	consume_skb(a)

extern unsigned char *skb_put(struct sk_buff *skb, unsigned int len);

static inline unsigned int skb_headlen(const struct sk_buff *skb)
{
	return skb->len - skb->data_len;
}

extern struct sk_buff *__netdev_alloc_skb(struct net_device *dev,
		unsigned int length, gfp_t gfp_mask);

static inline struct sk_buff *netdev_alloc_skb(struct net_device *dev,
					       unsigned int length)
{
	return __netdev_alloc_skb(dev, length, GFP_ATOMIC);
}

static inline struct sk_buff *netdev_alloc_skb_ip_align(struct net_device *dev,
		unsigned int length)
{
	return netdev_alloc_skb(dev, length + 2);
}

static inline void skb_copy_to_linear_data(struct sk_buff *skb,
					   const void *from,
					   const unsigned int len)
{
	memcpy(skb->data, from, len);
}

static inline void skb_copy_from_linear_data(const struct sk_buff *skb,
					     void *to,
					     const unsigned int len)
{
	memcpy(to, skb->data, len);
}

#endif	/* _LINUX_SKBUFF_H */

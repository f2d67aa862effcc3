/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * INET		An implementation of the TCP/IP protocol suite for the LINUX
 *		operating system.  INET is implemented using the  BSD Socket
 *		interface as the means of communication with the user level.
 *
 *		Definitions for the Interfaces handler.
 */
#ifndef _LINUX_NETDEVICE_H
#define _LINUX_NETDEVICE_H

#include <linux/timer.h>
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/ethtool.h>
#include <linux/if_ether.h>
#include <linux/list.h>
#include <linux/skbuff.h>
#include <linux/spinlock.h>
#include <linux/interrupt.h>

struct net_device;
struct ifreq;

#define IFNAMSIZ	16
#define MAX_ADDR_LEN	32		/* Largest hardware address length */

#define IFF_UP		0x1
#define IFF_BROADCAST	0x2
#define IFF_PROMISC	0x100
#define IFF_ALLMULTI	0x200
#define IFF_MULTICAST	0x1000

enum netdev_tx {
	__NETDEV_TX_MIN	 = INT_MIN,	/* make sure enum is signed */
	NETDEV_TX_OK	 = 0x00,	/* driver took care of packet */
	NETDEV_TX_BUSY	 = 0x10,	/* driver tx path was busy*/
};
typedef enum netdev_tx netdev_tx_t;

struct net_device_stats {
	unsigned long	rx_packets;
	unsigned long	tx_packets;
	unsigned long	rx_bytes;
	unsigned long	tx_bytes;
	unsigned long	rx_errors;
	unsigned long	tx_errors;
	unsigned long	rx_dropped;
	unsigned long	tx_dropped;
	unsigned long	multicast;
	unsigned long	collisions;
	unsigned long	rx_length_errors;
	unsigned long	rx_over_errors;
	unsigned long	rx_crc_errors;
	unsigned long	rx_frame_errors;
	unsigned long	rx_fifo_errors;
	unsigned long	rx_missed_errors;
	unsigned long	tx_aborted_errors;
	unsigned long	tx_carrier_errors;
	unsigned long	tx_fifo_errors;
};

/*
 * Structure for NAPI scheduling similar to tasklet but with weighting
 */
struct napi_struct {
	/* The poll_list must only be managed by the entity which
	 * changes the state of the NAPI_STATE_SCHED bit.  This means
	 * whoever atomically sets that bit can add this napi_struct
	 * to the per-cpu poll_list, and whoever clears that bit
	 * can remove from the list right before clearing the bit.
	 */
	struct list_head	poll_list;

	unsigned long		state;
	int			weight;
	int			(*poll)(struct napi_struct *, int);
	struct net_device	*dev;
	struct list_head	dev_list;
};

#define NAPI_POLL_WEIGHT 64

extern void __napi_schedule(struct napi_struct *n);
extern bool napi_schedule_prep(struct napi_struct *n);
extern void napi_complete(struct napi_struct *n);
extern void napi_disable(struct napi_struct *n);
extern void napi_enable(struct napi_struct *n);

static inline void napi_schedule(struct napi_struct *n)
{
	if (napi_schedule_prep(n))
		__napi_schedule(n);
}

struct net_device_ops {
	int			(*ndo_init)(struct net_device *dev);
	void			(*ndo_uninit)(struct net_device *dev);
	int			(*ndo_open)(struct net_device *dev);
	int			(*ndo_stop)(struct net_device *dev);
	netdev_tx_t		(*ndo_start_xmit) (struct sk_buff *skb,
						   struct net_device *dev);
	void			(*ndo_set_rx_mode)(struct net_device *dev);
	int			(*ndo_set_mac_address)(struct net_device *dev,
						       void *addr);
	int			(*ndo_validate_addr)(struct net_device *dev);
	int			(*ndo_do_ioctl)(struct net_device *dev,
					        struct ifreq *ifr, int cmd);
	int			(*ndo_change_mtu)(struct net_device *dev,
						  int new_mtu);
	void			(*ndo_tx_timeout) (struct net_device *dev);
	struct net_device_stats* (*ndo_get_stats)(struct net_device *dev);
};

/**
 *	struct net_device - The DEVICE structure.
 *		Actually, this whole structure is a big mistake.  It mixes I/O
 *		data with strictly "high-level" data, and it has to know about
 *		almost every data structure used in the INET module.
 */
struct net_device {
	char			name[IFNAMSIZ];
	unsigned long		mem_end;	/* shared mem end	*/
	unsigned long		mem_start;	/* shared mem start	*/
	unsigned long		base_addr;	/* device I/O address	*/
	unsigned int		irq;		/* device IRQ number	*/

	unsigned long		state;
	struct list_head	napi_list;

	struct net_device_stats	stats;

	const struct net_device_ops *netdev_ops;
	const struct ethtool_ops *ethtool_ops;

	unsigned int		flags;	/* interface flags (a la BSD)	*/
	unsigned int		mtu;	/* interface MTU value		*/
	unsigned short		type;	/* interface hardware type	*/
	unsigned short		hard_header_len;	/* hardware hdr length	*/

	unsigned char		addr_len;	/* hardware address length	*/
	unsigned char		dev_addr[MAX_ADDR_LEN];	/* hw address */

	int			watchdog_timeo; /* used by dev_watchdog() */

	struct device		dev;
};
#define to_net_dev(d) container_of(d, struct net_device, dev)

#define	NETDEV_ALIGN		32

/**
 *	netdev_priv - access network device private data
 *	@dev: network device
 *
 * Get network device private data
 */
static inline void *netdev_priv(const struct net_device *dev)
{
	return (char *)dev + ALIGN(sizeof(struct net_device), NETDEV_ALIGN);
}

/* Set the sysfs physical device reference for the network logical device
 * if set prior to registration will cause a symlink during initialization.
 */
#define SET_NETDEV_DEV(net, pdev)	((net)->dev.parent = (pdev))

/**
 *	netif_napi_add - initialize a napi context
 *	@dev:  network device
 *	@napi: napi context
 *	@poll: polling function
 *	@weight: default weight
 *
 * netif_napi_add() must be used to initialize a napi context prior to calling
 * *any* of the other napi related functions.
 */
void netif_napi_add(struct net_device *dev, struct napi_struct *napi,
		    int (*poll)(struct napi_struct *, int), int weight);

/**
 *  netif_napi_del - remove a napi context
 *  @napi: napi context
 *
 *  netif_napi_del() removes a napi context from the network device napi list
 */
void netif_napi_del(struct napi_struct *napi);

extern void netif_start_queue(struct net_device *dev);
extern void netif_stop_queue(struct net_device *dev);
extern void netif_wake_queue(struct net_device *dev);
extern bool netif_queue_stopped(const struct net_device *dev);
extern bool netif_running(const struct net_device *dev);
extern void netif_carrier_on(struct net_device *dev);
extern void netif_carrier_off(struct net_device *dev);
extern bool netif_carrier_ok(const struct net_device *dev);
extern int netif_rx(struct sk_buff *skb);
extern int netif_receive_skb(struct sk_buff *skb);

extern int net_ratelimit(void);

extern int register_netdev(struct net_device *dev);
extern void unregister_netdev(struct net_device *dev);
extern void free_netdev(struct net_device *dev);

extern __printf(2, 3) int netdev_err(const struct net_device *dev, const char *format, ...);
extern __printf(2, 3) int netdev_warn(const struct net_device *dev, const char *format, ...);
extern __printf(2, 3) int netdev_info(const struct net_device *dev, const char *format, ...);
#define netdev_dbg(__dev, format, args...)			\
({								\
	if (0)							\
		netdev_info(__dev, format, ##args);		\
	0;							\
})

#endif	/* _LINUX_NETDEVICE_H */

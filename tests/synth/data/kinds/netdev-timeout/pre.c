static void ab_tx_timeout(struct net_device *ndev)
{
	struct ab_priv *priv = netdev_priv(ndev);

	ab_reset(priv);
	netif_wake_queue(ndev);
}
static const struct net_device_ops ab_netdev_ops = {
	.ndo_open = ab_open,
	.ndo_tx_timeout = ab_tx_timeout,
};

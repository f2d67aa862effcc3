static void cd_timeout(struct net_device *dev)
{
	cd_restart(dev);
}
static const struct net_device_ops cd_ops = {
	.ndo_open = cd_open,
	.ndo_stop = cd_stop,
	.ndo_tx_timeout = cd_timeout,
};

static const struct ab_algorithm ab_algo = {
	.xfer = ab_xfer,
};

static struct ab_adapter ab_adap = {
	.owner = THIS_MODULE,
	.class = CLASS_HWMON,
	.algo = &ab_algo,
};

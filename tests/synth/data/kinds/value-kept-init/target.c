static struct ab_adapter cd_adap = {
	.owner = THIS_MODULE,
	.class = CLASS_DDC,
	.old_algo = &cd_algo,
};

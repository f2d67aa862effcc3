struct cd_state {
	int flags;
	struct lk_chain chain;
};
static struct cd_state cd_global;
static void cd_next(struct lk_chain *c);
static int cd_start(void)
{
	cd_global.flags = 1;
	lk_start(&cd_global.chain, &cd_global);
	cd_global.chain.step = cd_next;
	return 0;
}

struct cd_priv {
	struct timer_list poll;
	int n;
};
static void cd_poll(unsigned long arg)
{
	struct cd_priv *p = (struct cd_priv *)arg;

	p->n++;
}
static int cd_init(struct cd_priv *p)
{
	setup_timer(&p->poll, cd_poll, (unsigned long)p);
	foo_register(p, 7, "y");
	return 0;
}

struct cd_priv {
	struct timer_list poll;
	int n;
};
static void cd_poll(struct timer_list *t)
{
	struct cd_priv *p = from_timer(p, t, poll);

	p->n++;
}
static int cd_init(struct cd_priv *p)
{
	timer_setup(&p->poll, cd_poll, 0);
	return 0;
}

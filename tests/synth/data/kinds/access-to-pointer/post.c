struct ab_port {
	struct qq_link link;
	int open;
};
static struct ab_port ab_port0;
static void ab_rx(struct qq_link *l);
static int ab_attach(void)
{
	qq_bind(&ab_port0.link, ab_rx);
	ab_port0.open = 1;
	return 0;
}

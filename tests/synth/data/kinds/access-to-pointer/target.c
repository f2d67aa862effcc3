struct cd_port {
	struct qq_link qlink;
};
static void cd_recv(struct qq_link *l);
static int cd_probe(struct cd_port *p)
{
	if (!p)
		return -1;
	qq_attach(&p->qlink);
	p->qlink.rx = cd_recv;
	return 0;
}

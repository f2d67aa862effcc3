struct tg_state {
	struct oldclock stamp;
	int n;
};
static void tg_mark(struct tg_state *st)
{
	clock_read_old(&st->stamp);
	pr_info("%ld\n", st->stamp.c_us);
}

static void tg_mark(struct tg_state *st)
{
	struct oldclock now;

	clock_read_old(&now);
	st->usec = now.c_us;
}

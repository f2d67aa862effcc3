static struct oldclock last;

static long ab_elapsed(const struct oldclock *then)
{
	struct oldclock now;

	clock_read_old(&now);
	return (now.c_us - then->c_us);
}
static void ab_ping(void)
{
	clock_read_old(&last);
}

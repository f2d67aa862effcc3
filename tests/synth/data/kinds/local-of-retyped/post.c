static struct newclock last;

static long ab_elapsed(const struct newclock *then)
{
	struct newclock now;

	clock_read_new(&now);
	return (now.c_ns - then->c_ns) / NS_PER_US;
}
static void ab_ping(void)
{
	clock_read_new(&last);
}

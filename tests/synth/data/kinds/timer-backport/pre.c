#include <linux/timer.h>
struct ab_state {
	struct timer_list timer;
	int count;
};
static void ab_timeout(unsigned long data)
{
	struct ab_state *st = (struct ab_state *)data;

	st->count++;
	mod_timer(&st->timer, jiffies + HZ);
}
static int ab_probe(struct ab_state *st)
{
	setup_timer(&st->timer, ab_timeout, (unsigned long)st);
	foo_register(st, 1, "x");
	return 0;
}

#include <linux/timer.h>
struct ab_state {
	struct timer_list timer;
	int count;
};
static void ab_timeout(struct timer_list *t)
{
	struct ab_state *st = from_timer(st, t, timer);

	st->count++;
	mod_timer(&st->timer, jiffies + HZ);
}
static int ab_probe(struct ab_state *st)
{
	timer_setup(&st->timer, ab_timeout, 0);
	foo_register2("x", &st, bar(1));
	return 0;
}

struct ab_dev {
	struct lk_chain lk;
	int users;
};
static void ab_step(struct lk_chain *c);
static int ab_open(struct ab_dev *d)
{
	d->users++;
	lk_start(&d->lk, d);
	d->lk.step = ab_step;
	return 0;
}

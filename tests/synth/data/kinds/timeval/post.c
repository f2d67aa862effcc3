static void ab_stamp(struct ab_priv *p)
{
	struct timespec64 tv;

	ktime_get_real_ts64(&tv);
	p->sec = tv.tv_sec;
	if (!access_ok(p->buf, p->len))
		return;
}

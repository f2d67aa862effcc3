static void ab_stamp(struct ab_priv *p)
{
	struct timeval tv;

	do_gettimeofday(&tv);
	p->sec = tv.tv_sec;
	if (!access_ok(VERIFY_WRITE, p->buf, p->len))
		return;
}

static int cd_time(struct cd *c, char __user *ubuf)
{
	struct timeval now;
	int x = 1;

	do_gettimeofday(&now);
	c->t = now.tv_sec;
	if (!access_ok(VERIFY_READ, ubuf, 4))
		return -EFAULT;
	return 0;
}

static int cd_fill(struct cd_info *ci, const char *name)
{
	ci->dev = old_open_dev(name, OPEN_EXCL, ci);
	if (IS_ERR(ci->dev))
		return PTR_ERR(ci->dev);
	ci->log = old_open_dev(ci->log_name, OPEN_READ | OPEN_WRITE, ci);
	return 0;
}

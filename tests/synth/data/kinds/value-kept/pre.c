static int ab_mount(struct ab_sb *sb, const char *path)
{
	sb->bdev = old_open_dev(path, OPEN_READ | OPEN_WRITE, sb);
	if (IS_ERR(sb->bdev))
		return PTR_ERR(sb->bdev);
	return 0;
}

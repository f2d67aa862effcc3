static int ab_mount(struct ab_sb *sb, const char *path)
{
	sb->bdev = new_open_dev(path, NEW_READ | NEW_WRITE, sb, NULL);
	if (IS_ERR(sb->bdev))
		return PTR_ERR(sb->bdev);
	return 0;
}

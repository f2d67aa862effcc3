static int cd_show(struct seq_file *m, void *v)
{
	return 0;
}
static int cd_open(struct inode *inode, struct file *file)
{
	return single_open(file, cd_show, NULL);
}
static const struct file_operations cd_fops = {
	.open = cd_open,
	.read = seq_read,
	.release = single_release,
	.owner = THIS_MODULE,
};
static const struct file_operations other_fops = {
	.open = cd_open,
};
static int cd_init(void)
{
	proc_create("cd", 0, NULL, &cd_fops);
	return 0;
}

#include <linux/proc_fs.h>
static int ab_proc_show(struct seq_file *m, void *v)
{
	return 0;
}
static int ab_proc_open(struct inode *inode, struct file *file)
{
	return single_open(file, ab_proc_show, NULL);
}
static const struct file_operations ab_proc_fops = {
	.owner = THIS_MODULE,
	.open = ab_proc_open,
	.read = seq_read,
	.llseek = seq_lseek,
	.release = single_release,
};
static int ab_init(void)
{
	proc_create("ab", 0, NULL, &ab_proc_fops);
	return 0;
}

#include <linux/proc_fs.h>
static int ab_proc_show(struct seq_file *m, void *v)
{
	return 0;
}
static int ab_proc_open(struct inode *inode, struct file *file)
{
	return single_open(file, ab_proc_show, NULL);
}
static const struct proc_ops ab_proc_ops = {
	.proc_open = ab_proc_open,
	.proc_read = seq_read,
	.proc_lseek = seq_lseek,
	.proc_release = single_release,
};
static int ab_init(void)
{
	proc_create("ab", 0, NULL, &ab_proc_ops);
	return 0;
}

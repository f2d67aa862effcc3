/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_FS_H
#define _LINUX_FS_H

#include <linux/types.h>
#include <linux/kdev_t.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/stat.h>
#include <linux/wait.h>
#include <linux/ioctl.h>

struct module;
struct poll_table_struct;
struct vm_area_struct;
struct seq_file;

#define MAY_EXEC		0x00000001
#define MAY_WRITE		0x00000002
#define MAY_READ		0x00000004

#define FMODE_READ		((__force fmode_t)0x1)
#define FMODE_WRITE		((__force fmode_t)0x2)

#define O_ACCMODE	00000003
#define O_RDONLY	00000000
#define O_WRONLY	00000001
#define O_RDWR		00000002
#define O_EXCL		00000200
#define O_NONBLOCK	00004000

#define SEEK_SET	0
#define SEEK_CUR	1
#define SEEK_END	2

struct inode {
	umode_t			i_mode;
	unsigned int		i_flags;
	dev_t			i_rdev;
	loff_t			i_size;
	void			*i_private; /* fs or device private pointer */
};

struct file {
	struct inode		*f_inode;	/* cached value */
	const struct file_operations	*f_op;
	unsigned int		f_flags;
	fmode_t			f_mode;
	loff_t			f_pos;
	/* needed for tty driver, and maybe others */
	void			*private_data;
};

static inline struct inode *file_inode(const struct file *f)
{
	return f->f_inode;
}

struct file_operations {
	struct module *owner;
	loff_t (*llseek) (struct file *, loff_t, int);
	ssize_t (*read) (struct file *, char __user *, size_t, loff_t *);
	ssize_t (*write) (struct file *, const char __user *, size_t, loff_t *);
	unsigned int (*poll) (struct file *, struct poll_table_struct *);
	long (*unlocked_ioctl) (struct file *, unsigned int, unsigned long);
	long (*compat_ioctl) (struct file *, unsigned int, unsigned long);
	int (*mmap) (struct file *, struct vm_area_struct *);
	int (*open) (struct inode *, struct file *);
	int (*flush) (struct file *, void *id);
	int (*release) (struct inode *, struct file *);
	int (*fsync) (struct file *, loff_t, loff_t, int datasync);
	int (*fasync) (int, struct file *, int);
};

static inline unsigned iminor(const struct inode *inode)
{
	return MINOR(inode->i_rdev);
}

static inline unsigned imajor(const struct inode *inode)
{
	return MAJOR(inode->i_rdev);
}

extern int alloc_chrdev_region(dev_t *, unsigned, unsigned, const char *);
extern int register_chrdev_region(dev_t, unsigned, const char *);
extern int __register_chrdev(unsigned int major, unsigned int baseminor,
			     unsigned int count, const char *name,
			     const struct file_operations *fops);
extern void __unregister_chrdev(unsigned int major, unsigned int baseminor,
				unsigned int count, const char *name);
extern void unregister_chrdev_region(dev_t, unsigned);

static inline int register_chrdev(unsigned int major, const char *name,
				  const struct file_operations *fops)
{
	return __register_chrdev(major, 0, 256, name, fops);
}

static inline void unregister_chrdev(unsigned int major, const char *name)
{
	__unregister_chrdev(major, 0, 256, name);
}

extern loff_t no_llseek(struct file *file, loff_t offset, int whence);
extern loff_t noop_llseek(struct file *file, loff_t offset, int whence);
extern loff_t default_llseek(struct file *file, loff_t offset, int whence);
extern loff_t generic_file_llseek(struct file *file, loff_t offset, int whence);
extern int nonseekable_open(struct inode * inode, struct file * filp);
extern ssize_t simple_read_from_buffer(void __user *to, size_t count,
			loff_t *ppos, const void *from, size_t available);

#endif /* _LINUX_FS_H */

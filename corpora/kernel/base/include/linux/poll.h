/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_POLL_H
#define _LINUX_POLL_H

#include <linux/wait.h>
#include <linux/fs.h>

#define POLLIN		0x0001
#define POLLPRI		0x0002
#define POLLOUT		0x0004
#define POLLERR		0x0008
#define POLLHUP		0x0010
#define POLLRDNORM	0x0040
#define POLLWRNORM	0x0100

typedef struct poll_table_struct {
	unsigned long _key;
} poll_table;

extern void poll_wait(struct file *filp, wait_queue_head_t *wait_address, poll_table *p);

#endif /* _LINUX_POLL_H */

/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_WAIT_H
#define _LINUX_WAIT_H

#include <linux/list.h>
#include <linux/spinlock.h>

typedef struct __wait_queue_head {
	spinlock_t		lock;
	struct list_head	task_list;
} wait_queue_head_t;

extern void __init_waitqueue_head(wait_queue_head_t *q, const char *name);
#define init_waitqueue_head(q) __init_waitqueue_head((q), #q)

#define DECLARE_WAIT_QUEUE_HEAD(name) \
	wait_queue_head_t name = { .task_list = { &(name).task_list, &(name).task_list } }

extern void __wake_up(wait_queue_head_t *q, unsigned int mode, int nr, void *key);
#define TASK_INTERRUPTIBLE	1
#define TASK_UNINTERRUPTIBLE	2
#define TASK_NORMAL		(TASK_INTERRUPTIBLE | TASK_UNINTERRUPTIBLE)
#define wake_up(x)			__wake_up(x, TASK_NORMAL, 1, NULL)
#define wake_up_interruptible(x)	__wake_up(x, TASK_INTERRUPTIBLE, 1, NULL)

extern long __wait_event_timeout(wait_queue_head_t *wq, bool cond, long timeout);
#define wait_event_timeout(wq, condition, timeout) \
	__wait_event_timeout(&(wq), (condition), (timeout))
extern int __wait_event_interruptible(wait_queue_head_t *wq, bool cond);
#define wait_event_interruptible(wq, condition) \
	__wait_event_interruptible(&(wq), (condition))

#endif

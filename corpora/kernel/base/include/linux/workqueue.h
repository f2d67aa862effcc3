/* SPDX-License-Identifier: GPL-2.0 */
/*
 * workqueue.h --- work queue handling for Linux.
 */
#ifndef _LINUX_WORKQUEUE_H
#define _LINUX_WORKQUEUE_H

#include <linux/timer.h>
#include <linux/list.h>
#include <linux/types.h>

struct work_struct;
typedef void (*work_func_t)(struct work_struct *work);

struct work_struct {
	atomic_t data;
	struct list_head entry;
	work_func_t func;
};

struct delayed_work {
	struct work_struct work;
	struct timer_list timer;
	int cpu;
};

struct workqueue_struct;

static inline struct delayed_work *to_delayed_work(struct work_struct *work)
{
	return container_of(work, struct delayed_work, work);
}

extern void __init_work(struct work_struct *work, work_func_t func);
#define INIT_WORK(_work, _func)		__init_work((_work), (_func))
#define INIT_DELAYED_WORK(_work, _func)	__init_work(&(_work)->work, (_func))

extern struct workqueue_struct *create_singlethread_workqueue(const char *name);
extern void destroy_workqueue(struct workqueue_struct *wq);
extern bool queue_work(struct workqueue_struct *wq, struct work_struct *work);
extern bool queue_delayed_work(struct workqueue_struct *wq,
			       struct delayed_work *work, unsigned long delay);
extern bool schedule_work(struct work_struct *work);
extern bool schedule_delayed_work(struct delayed_work *dwork, unsigned long delay);
extern bool cancel_work_sync(struct work_struct *work);
extern bool cancel_delayed_work(struct delayed_work *dwork);
extern bool cancel_delayed_work_sync(struct delayed_work *dwork);
extern void flush_workqueue(struct workqueue_struct *wq);
extern bool flush_work(struct work_struct *work);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
#ifndef __LINUX_MUTEX_H
#define __LINUX_MUTEX_H

#include <linux/types.h>
#include <linux/list.h>

struct mutex {
	atomic_t count;
	struct list_head wait_list;
};

#define __MUTEX_INITIALIZER(lockname) \
	{ .count = { 1 }, .wait_list = LIST_HEAD_INIT(lockname.wait_list) }
#define DEFINE_MUTEX(mutexname) \
	struct mutex mutexname = __MUTEX_INITIALIZER(mutexname)

extern void __mutex_init(struct mutex *lock, const char *name);
#define mutex_init(mutex) __mutex_init((mutex), #mutex)

extern void mutex_lock(struct mutex *lock);
extern int __must_check mutex_lock_interruptible(struct mutex *lock);
extern int mutex_trylock(struct mutex *lock);
extern void mutex_unlock(struct mutex *lock);
extern void mutex_destroy(struct mutex *lock);

#endif /* __LINUX_MUTEX_H */

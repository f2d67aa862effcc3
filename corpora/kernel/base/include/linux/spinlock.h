/* SPDX-License-Identifier: GPL-2.0 */
#ifndef __LINUX_SPINLOCK_H
#define __LINUX_SPINLOCK_H

#include <linux/types.h>
#include <linux/compiler.h>

typedef struct spinlock {
	unsigned int slock;
} spinlock_t;

typedef struct raw_spinlock {
	unsigned int slock;
} raw_spinlock_t;

extern unsigned long _raw_spin_lock_irqsave(raw_spinlock_t *lock);
extern void raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags);

#define raw_spin_lock_irqsave(lock, flags)		\
	do {						\
		flags = _raw_spin_lock_irqsave(lock);	\
	} while (0)

#define __SPIN_LOCK_UNLOCKED(lockname) { 0 }
#define DEFINE_SPINLOCK(x) spinlock_t x = __SPIN_LOCK_UNLOCKED(x)

extern void spin_lock_init(spinlock_t *lock);
extern void spin_lock(spinlock_t *lock);
extern void spin_unlock(spinlock_t *lock);
extern void spin_lock_irq(spinlock_t *lock);
extern void spin_unlock_irq(spinlock_t *lock);
extern void spin_lock_bh(spinlock_t *lock);
extern void spin_unlock_bh(spinlock_t *lock);
extern unsigned long _spin_lock_irqsave(spinlock_t *lock);
extern void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags);

#define spin_lock_irqsave(lock, flags)		\
	do {					\
		flags = _spin_lock_irqsave(lock);	\
	} while (0)

#endif /* __LINUX_SPINLOCK_H */

/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_DELAY_H
#define _LINUX_DELAY_H

#include <linux/kernel.h>

extern unsigned long loops_per_jiffy;

extern void __udelay(unsigned long usecs);
extern void __ndelay(unsigned long nsecs);
#define udelay(n)	__udelay(n)
#define ndelay(n)	__ndelay(n)

#define mdelay(n) ({ unsigned long __ms = (n); while (__ms--) udelay(1000); })

void msleep(unsigned int msecs);
unsigned long msleep_interruptible(unsigned int msecs);
void usleep_range(unsigned long min, unsigned long max);

static inline void ssleep(unsigned int seconds)
{
	msleep(seconds * 1000);
}

#endif /* defined(_LINUX_DELAY_H) */

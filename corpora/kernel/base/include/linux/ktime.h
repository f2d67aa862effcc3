/* SPDX-License-Identifier: GPL-2.0 */
/*
 *  include/linux/ktime.h
 *
 *  ktime_t - nanosecond-resolution time format.
 */
#ifndef _LINUX_KTIME_H
#define _LINUX_KTIME_H

#include <linux/time.h>
#include <linux/jiffies.h>

union ktime {
	s64	tv64;
};

typedef union ktime ktime_t;		/* Kill this */

static inline s64 ktime_to_ns(const ktime_t kt)
{
	return kt.tv64;
}

static inline s64 ktime_to_us(const ktime_t kt)
{
	return kt.tv64 / NSEC_PER_USEC;
}

static inline s64 ktime_to_ms(const ktime_t kt)
{
	return kt.tv64 / NSEC_PER_MSEC;
}

static inline ktime_t ktime_sub(const ktime_t lhs, const ktime_t rhs)
{
	ktime_t res = { .tv64 = lhs.tv64 - rhs.tv64 };

	return res;
}

static inline s64 ktime_us_delta(const ktime_t later, const ktime_t earlier)
{
	return ktime_to_us(ktime_sub(later, earlier));
}

extern ktime_t ktime_get(void);
extern ktime_t ktime_get_real(void);

#endif

/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KERNEL_H
#define _LINUX_KERNEL_H

#include <linux/stddef.h>
#include <linux/types.h>
#include <linux/compiler.h>
#include <linux/bitops.h>
#include <linux/err.h>
#include <linux/printk.h>

#define USHRT_MAX	((u16)(~0U))
#define SHRT_MAX	((s16)(USHRT_MAX>>1))
#define INT_MAX		((int)(~0U>>1))
#define INT_MIN		(-INT_MAX - 1)
#define UINT_MAX	(~0U)
#define LONG_MAX	((long)(~0UL>>1))
#define ULONG_MAX	(~0UL)
#define U8_MAX		((u8)~0U)
#define U16_MAX		((u16)~0U)
#define U32_MAX		((u32)~0U)

#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]))
#define ALIGN(x, a)		(((x) + ((typeof(x))(a) - 1)) & ~((typeof(x))(a) - 1))
#define DIV_ROUND_UP(n, d)	(((n) + (d) - 1) / (d))
#define DIV_ROUND_CLOSEST(x, divisor) (((x) + ((divisor) / 2)) / (divisor))
#define roundup(x, y)		((((x) + ((y) - 1)) / (y)) * (y))

#define min(x, y) ({				\
	typeof(x) _min1 = (x);			\
	typeof(y) _min2 = (y);			\
	(void) (&_min1 == &_min2);		\
	_min1 < _min2 ? _min1 : _min2; })

#define max(x, y) ({				\
	typeof(x) _max1 = (x);			\
	typeof(y) _max2 = (y);			\
	(void) (&_max1 == &_max2);		\
	_max1 > _max2 ? _max1 : _max2; })

#define min_t(type, x, y) ({			\
	type __min1 = (x);			\
	type __min2 = (y);			\
	__min1 < __min2 ? __min1 : __min2; })

#define max_t(type, x, y) ({			\
	type __max1 = (x);			\
	type __max2 = (y);			\
	__max1 > __max2 ? __max1 : __max2; })

#define clamp(val, lo, hi) min((typeof(val))max(val, lo), hi)
#define clamp_val(val, lo, hi) min_t(typeof(val), max_t(typeof(val), val, lo), hi)

#define container_of(ptr, type, member) ({			\
	const typeof(((type *)0)->member) * __mptr = (ptr);	\
	(type *)((char *)__mptr - offsetof(type, member)); })

#define BUG() __builtin_trap()
#define BUG_ON(condition) do { if (unlikely(condition)) BUG(); } while (0)
#define WARN_ON(condition) ({ int __ret_warn_on = !!(condition); unlikely(__ret_warn_on); })
#define WARN_ON_ONCE(condition) WARN_ON(condition)
#define BUILD_BUG_ON(condition) ((void)sizeof(char[1 - 2*!!(condition)]))

void might_sleep(void);

#define do_div(n, base) ({				\
	u32 __base = (base);				\
	u32 __rem;					\
	__rem = ((u64)(n)) % __base;			\
	(n) = ((u64)(n)) / __base;			\
	__rem;						\
 })

#define cpu_to_le32(x) ((__le32)(u32)(x))
#define le32_to_cpu(x) ((u32)(__le32)(x))
#define cpu_to_le16(x) ((__le16)(u16)(x))
#define le16_to_cpu(x) ((u16)(__le16)(x))
#define cpu_to_be16(x) ((__be16)__builtin_bswap16(x))
#define be16_to_cpu(x) __builtin_bswap16((u16)(x))

extern __printf(3, 4) int snprintf(char *buf, size_t size, const char *fmt, ...);
extern __printf(3, 4) int scnprintf(char *buf, size_t size, const char *fmt, ...);
extern __printf(2, 3) int sprintf(char *buf, const char *fmt, ...);
extern __printf(2, 3) char *kasprintf(gfp_t gfp, const char *fmt, ...);
extern __printf(2, 3) int sscanf(const char *, const char *, ...);

extern unsigned long simple_strtoul(const char *, char **, unsigned int);
extern unsigned long long simple_strtoull(const char *, char **, unsigned int);
extern long simple_strtol(const char *, char **, unsigned int);
int __must_check kstrtoul(const char *s, unsigned int base, unsigned long *res);
int __must_check kstrtol(const char *s, unsigned int base, long *res);
int __must_check kstrtouint(const char *s, unsigned int base, unsigned int *res);
int __must_check kstrtoint(const char *s, unsigned int base, int *res);
int __must_check kstrtou8(const char *s, unsigned int base, u8 *res);
int __must_check kstrtobool(const char *s, bool *res);

#endif

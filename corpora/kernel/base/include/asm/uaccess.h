/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_X86_UACCESS_H
#define _ASM_X86_UACCESS_H
/*
 * User space memory access functions
 */
#include <linux/compiler.h>
#include <linux/errno.h>
#include <linux/kernel.h>

#define VERIFY_READ 0
#define VERIFY_WRITE 1

#define TASK_SIZE_MAX	((1UL << 47) - 4096)

/*
 * Test whether a block of memory is a valid user space address.
 * Returns 0 if the range is valid, nonzero otherwise.
 */
#define __range_not_ok(addr, size, limit)				\
({									\
	(void)0;							\
	((unsigned long)(addr) + (size) > (limit));			\
})

/**
 * access_ok: - Checks if a user space pointer is valid
 * @type: Type of access: %VERIFY_READ or %VERIFY_WRITE.  Note that
 *        %VERIFY_WRITE is a superset of %VERIFY_READ - if it is safe
 *        to write to a block, it is always safe to read from it.
 * @addr: User space pointer to start of block to check
 * @size: Size of block to check
 *
 * Context: User context only.  This function may sleep.
 *
 * Checks if a pointer to a block of memory in user space is valid.
 *
 * Returns true (nonzero) if the memory block may be valid, false (zero)
 * if it is definitely invalid.
 */
#define access_ok(type, addr, size) \
	(likely(__range_not_ok(addr, size, TASK_SIZE_MAX) == 0))

extern unsigned long __must_check _copy_to_user(void __user *to, const void *from, unsigned n);
extern unsigned long __must_check _copy_from_user(void *to, const void __user *from, unsigned n);

static inline unsigned long __must_check
copy_to_user(void __user *to, const void *from, unsigned long n)
{
	return _copy_to_user(to, from, n);
}

static inline unsigned long __must_check
copy_from_user(void *to, const void __user *from, unsigned long n)
{
	return _copy_from_user(to, from, n);
}

extern int __get_user_bad(void);
extern int __put_user_bad(void);

#define get_user(x, ptr)						\
({									\
	int __gu_err = 0;						\
	(x) = *(__force typeof(*(ptr)) *)(ptr);				\
	__gu_err;							\
})

#define put_user(x, ptr)						\
({									\
	int __pu_err = 0;						\
	*(__force typeof(*(ptr)) *)(ptr) = (x);				\
	__pu_err;							\
})

#define __get_user(x, ptr) get_user(x, ptr)
#define __put_user(x, ptr) put_user(x, ptr)

extern long strncpy_from_user(char *dst, const char __user *src, long count);
extern unsigned long clear_user(void __user *mem, unsigned long len);

#endif /* _ASM_X86_UACCESS_H */

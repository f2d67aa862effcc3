/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

typedef signed char		__s8;
typedef unsigned char		__u8;
typedef signed short		__s16;
typedef unsigned short		__u16;
typedef signed int		__s32;
typedef unsigned int		__u32;
typedef signed long long	__s64;
typedef unsigned long long	__u64;

typedef __s8	s8;
typedef __u8	u8;
typedef __s16	s16;
typedef __u16	u16;
typedef __s32	s32;
typedef __u32	u32;
typedef __s64	s64;
typedef __u64	u64;

typedef __u16	__le16;
typedef __u16	__be16;
typedef __u32	__le32;
typedef __u32	__be32;
typedef __u64	__le64;
typedef __u64	__be64;

typedef unsigned long		__kernel_ulong_t;
typedef long			__kernel_long_t;
typedef __kernel_ulong_t	__kernel_size_t;
typedef __kernel_long_t		__kernel_ssize_t;
typedef long long		__kernel_loff_t;
typedef __kernel_long_t		__kernel_time_t;
typedef __kernel_long_t		__kernel_suseconds_t;

typedef __kernel_size_t		size_t;
typedef __kernel_ssize_t	ssize_t;
typedef __kernel_loff_t		loff_t;
typedef __kernel_long_t		ptrdiff_t;
typedef unsigned long		uintptr_t;
typedef __kernel_time_t		time_t;
typedef s64			time64_t;
typedef int			pid_t;
typedef u32			dev_t;
typedef unsigned short		umode_t;
typedef unsigned int		fmode_t;
typedef unsigned int		gfp_t;
typedef u64			phys_addr_t;
typedef phys_addr_t		resource_size_t;
typedef u64			dma_addr_t;
typedef unsigned long		kernel_ulong_t;

typedef _Bool			bool;

typedef unsigned char		u_char;
typedef unsigned short		u_short;
typedef unsigned int		u_int;
typedef unsigned long		u_long;

typedef struct {
	int counter;
} atomic_t;

struct list_head {
	struct list_head *next, *prev;
};

#endif /* _LINUX_TYPES_H */

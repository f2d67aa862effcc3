/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_ERRNO_H
#define _LINUX_ERRNO_H

#include <asm-generic/errno-base.h>

#define EDEADLK		35
#define ENAMETOOLONG	36
#define ENOSYS		38
#define ENODATA		61
#define ETIME		62
#define EPROTO		71
#define EOVERFLOW	75
#define EILSEQ		84
#define EOPNOTSUPP	95
#define ENOBUFS		105
#define ECONNRESET	104
#define ESHUTDOWN	108
#define ETIMEDOUT	110
#define EALREADY	114
#define EINPROGRESS	115
#define EREMOTEIO	121

#define ERESTARTSYS	512
#define EPROBE_DEFER	517
#define ENOTSUPP	524

#endif /* _LINUX_ERRNO_H */

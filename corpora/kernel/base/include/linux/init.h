/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_INIT_H
#define _LINUX_INIT_H

#include <linux/compiler.h>

#define __init		__section(".init.text") __cold
#define __initdata	__section(".init.data")
#define __initconst	__section(".init.rodata")
#define __exit		__section(".exit.text") __cold
#define __exitdata	__section(".exit.data")

typedef int (*initcall_t)(void);
typedef void (*exitcall_t)(void);

#endif /* _LINUX_INIT_H */

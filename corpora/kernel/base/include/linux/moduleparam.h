/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MODULE_PARAMS_H
#define _LINUX_MODULE_PARAMS_H

#include <linux/init.h>
#include <linux/stringify.h>
#include <linux/kernel.h>

#define __MODULE_STRING(x) __stringify(x)

#define __MODULE_INFO(tag, name, info)					\
	static const char __UNIQUE_ID(name)[] __used			\
	__attribute__((section(".modinfo"), aligned(1))) = __stringify(tag) "=" info

#define __MODULE_PARM_TYPE(name, _type)					\
	__MODULE_INFO(parmtype, name##type, #name ":" _type)

#define MODULE_PARM_DESC(_parm, desc)					\
	__MODULE_INFO(parm, _parm, #_parm ":" desc)

struct kernel_param;

#define __param_check(name, p, type) \
	static inline type __always_unused *__check_##name(void) { return(p); }

#define param_check_int(name, p)	__param_check(name, p, int)
#define param_check_uint(name, p)	__param_check(name, p, unsigned int)
#define param_check_ulong(name, p)	__param_check(name, p, unsigned long)
#define param_check_ushort(name, p)	__param_check(name, p, unsigned short)
#define param_check_bool(name, p)	__param_check(name, p, bool)
#define param_check_charp(name, p)	__param_check(name, p, char *)

#define module_param_named(name, value, type, perm)			\
	param_check_##type(name, &(value));				\
	__MODULE_PARM_TYPE(name, #type)

#define module_param(name, type, perm)				\
	module_param_named(name, name, type, perm)

#endif /* _LINUX_MODULE_PARAMS_H */

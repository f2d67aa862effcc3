/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MODULE_H
#define _LINUX_MODULE_H
/*
 * Dynamic loading of modules into the kernel.
 */
#include <linux/list.h>
#include <linux/stat.h>
#include <linux/compiler.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/export.h>
#include <linux/moduleparam.h>
#include <linux/mod_devicetable.h>

#define MODULE_NAME_LEN 56

struct module {
	int state;
	struct list_head list;
	char name[MODULE_NAME_LEN];
};

extern struct module __this_module;
#define THIS_MODULE (&__this_module)

#define MODULE_INFO(tag, info) __MODULE_INFO(tag, tag, info)
#define MODULE_ALIAS(_alias) MODULE_INFO(alias, _alias)
#define MODULE_LICENSE(_license) MODULE_INFO(license, _license)
#define MODULE_AUTHOR(_author) MODULE_INFO(author, _author)
#define MODULE_DESCRIPTION(_description) MODULE_INFO(description, _description)
#define MODULE_VERSION(_version) MODULE_INFO(version, _version)
#define MODULE_FIRMWARE(_firmware) MODULE_INFO(firmware, _firmware)

#define MODULE_DEVICE_TABLE(type, name)					\
	extern const typeof(name) __mod_##type##__##name##_device_table	\
	__attribute__ ((unused, alias(__stringify(name))))

#define module_init(initfn)					\
	static inline initcall_t __maybe_unused __inittest(void)	\
	{ return initfn; }					\
	int init_module(void) __attribute__((alias(#initfn)));

#define module_exit(exitfn)					\
	static inline exitcall_t __maybe_unused __exittest(void)	\
	{ return exitfn; }					\
	void cleanup_module(void) __attribute__((alias(#exitfn)));

bool try_module_get(struct module *module);
void __module_get(struct module *module);
void module_put(struct module *module);

#endif /* _LINUX_MODULE_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * device.h - generic, centralized driver model
 */
#ifndef _DEVICE_H_
#define _DEVICE_H_

#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/types.h>
#include <linux/mutex.h>
#include <linux/pm.h>
#include <linux/gfp.h>
#include <linux/kdev_t.h>

struct device;
struct device_driver;
struct module;
struct class;
struct bus_type;
struct device_node;
struct kobject;
struct of_device_id;
struct lock_class_key {
	int dummy;
};

struct attribute {
	const char *name;
	umode_t mode;
};

struct attribute_group {
	const char *name;
	struct attribute **attrs;
};

struct device_attribute {
	struct attribute attr;
	ssize_t (*show)(struct device *dev, struct device_attribute *attr, char *buf);
	ssize_t (*store)(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count);
};

#define __ATTR(_name, _mode, _show, _store) {				\
	.attr = {.name = __stringify(_name), .mode = _mode },		\
	.show	= _show,						\
	.store	= _store,						\
}

#define DEVICE_ATTR(_name, _mode, _show, _store) \
	struct device_attribute dev_attr_##_name = __ATTR(_name, _mode, _show, _store)

extern int device_create_file(struct device *device, const struct device_attribute *entry);
extern void device_remove_file(struct device *dev, const struct device_attribute *attr);
extern int sysfs_create_group(struct kobject *kobj, const struct attribute_group *grp);
extern void sysfs_remove_group(struct kobject *kobj, const struct attribute_group *grp);

struct bus_type {
	const char *name;
	const char *dev_name;
	int (*match)(struct device *dev, struct device_driver *drv);
	int (*probe)(struct device *dev);
	int (*remove)(struct device *dev);
	const struct dev_pm_ops *pm;
};

/**
 * struct device_driver - The basic device driver structure
 * @name:	Name of the device driver.
 * @bus:	The bus which the device of this driver belongs to.
 * @owner:	The module owner.
 * @of_match_table: The open firmware table.
 * @pm:		Power management operations of the device which matched
 *		this driver.
 */
struct device_driver {
	const char		*name;
	struct bus_type		*bus;

	struct module		*owner;
	const char		*mod_name;

	bool suppress_bind_attrs;

	const struct of_device_id	*of_match_table;

	int (*probe) (struct device *dev);
	int (*remove) (struct device *dev);
	void (*shutdown) (struct device *dev);
	int (*suspend) (struct device *dev, pm_message_t state);
	int (*resume) (struct device *dev);
	const struct attribute_group **groups;

	const struct dev_pm_ops *pm;
};

extern int __must_check driver_register(struct device_driver *drv);
extern void driver_unregister(struct device_driver *drv);

struct kobject {
	const char *name;
	struct kobject *parent;
};

/**
 * struct device - The basic device structure
 * @parent:	The device's "parent" device.
 * @driver_data: Private pointer for driver specific info.
 * @platform_data: Platform data specific to the device.
 */
struct device {
	struct device		*parent;
	struct kobject		kobj;
	const char		*init_name;

	struct mutex		mutex;
	struct bus_type		*bus;
	struct device_driver	*driver;
	void			*platform_data;
	void			*driver_data;

	struct device_node	*of_node;
	u64			*dma_mask;
	u64			coherent_dma_mask;

	dev_t			devt;
	int			id;

	struct class		*class;
	const struct attribute_group **groups;

	void	(*release)(struct device *dev);
};

/*
 * device classes
 */
struct class {
	const char		*name;
	struct module		*owner;

	const struct attribute_group	**dev_groups;
	struct kobject			*dev_kobj;

	int (*dev_uevent)(struct device *dev, void *env);
	char *(*devnode)(struct device *dev, umode_t *mode);

	void (*class_release)(struct class *class);
	void (*dev_release)(struct device *dev);

	const struct dev_pm_ops *pm;
};

extern struct class * __must_check __class_create(struct module *owner,
						  const char *name,
						  struct lock_class_key *key);
extern void class_destroy(struct class *cls);

/* This is a #define to keep the compiler from merging different
 * instances of the __key variable */
#define class_create(owner, name)		\
({						\
	static struct lock_class_key __key;	\
	__class_create(owner, name, &__key);	\
})

extern __printf(5, 6)
struct device *device_create(struct class *cls, struct device *parent,
			     dev_t devt, void *drvdata,
			     const char *fmt, ...);
extern void device_destroy(struct class *cls, dev_t devt);

static inline const char *dev_name(const struct device *dev)
{
	if (dev->init_name)
		return dev->init_name;
	return dev->kobj.name;
}

extern __printf(2, 3) int dev_set_name(struct device *dev, const char *name, ...);

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

static inline void *dev_get_platdata(const struct device *dev)
{
	return dev->platform_data;
}

extern bool device_may_wakeup(struct device *dev);
extern int device_init_wakeup(struct device *dev, bool val);
extern struct device *get_device(struct device *dev);
extern void put_device(struct device *dev);
extern int __must_check device_register(struct device *dev);
extern void device_unregister(struct device *dev);

/* managed devm_k.alloc/kfree for device drivers */
extern void *devm_kzalloc(struct device *dev, size_t size, gfp_t gfp);
extern void devm_kfree(struct device *dev, void *p);

extern __printf(3, 4)
int dev_printk(const char *level, const struct device *dev,
	       const char *fmt, ...);
extern __printf(2, 3)
int dev_emerg(const struct device *dev, const char *fmt, ...);
extern __printf(2, 3)
int dev_crit(const struct device *dev, const char *fmt, ...);
extern __printf(2, 3)
int dev_err(const struct device *dev, const char *fmt, ...);
extern __printf(2, 3)
int dev_warn(const struct device *dev, const char *fmt, ...);
extern __printf(2, 3)
int dev_notice(const struct device *dev, const char *fmt, ...);
extern __printf(2, 3)
int _dev_info(const struct device *dev, const char *fmt, ...);

#define dev_info(dev, fmt, arg...) _dev_info(dev, fmt, ##arg)

#define dev_dbg(dev, format, arg...)				\
({								\
	if (0)							\
		dev_printk(KERN_DEBUG, dev, format, ##arg);	\
	0;							\
})

#define dev_vdbg(dev, format, arg...) dev_dbg(dev, format, ##arg)

/**
 * module_driver() - Helper macro for drivers that don't do anything
 * special in module init/exit. This eliminates a lot of boilerplate.
 * Each module may only use this macro once, and calling it replaces
 * module_init() and module_exit().
 */
#define module_driver(__driver, __register, __unregister, ...) \
static int __init __driver##_init(void) \
{ \
	return __register(&(__driver) , ##__VA_ARGS__); \
} \
module_init(__driver##_init); \
static void __exit __driver##_exit(void) \
{ \
	__unregister(&(__driver) , ##__VA_ARGS__); \
} \
module_exit(__driver##_exit);

#endif /* _DEVICE_H_ */

/* SPDX-License-Identifier: GPL-2.0+ */
#ifndef _LINUX_OF_H
#define _LINUX_OF_H
/*
 * Definitions for talking to the Open Firmware PROM on
 * Power Macintosh and other computers.
 */
#include <linux/types.h>
#include <linux/errno.h>
#include <linux/mod_devicetable.h>

struct device_node {
	const char *name;
	const char *type;
	const char *full_name;
	struct device_node *parent;
	struct device_node *child;
	struct device_node *sibling;
};

extern int of_property_read_u32_array(const struct device_node *np,
				      const char *propname,
				      u32 *out_values, size_t sz);
extern int of_property_read_string(struct device_node *np,
				   const char *propname,
				   const char **out_string);
extern bool of_property_read_bool(const struct device_node *np,
				  const char *propname);
extern const struct of_device_id *of_match_node(
	const struct of_device_id *matches, const struct device_node *node);

static inline int of_property_read_u32(const struct device_node *np,
				       const char *propname,
				       u32 *out_value)
{
	return of_property_read_u32_array(np, propname, out_value, 1);
}

#define of_match_ptr(_ptr)	(_ptr)

#endif /* _LINUX_OF_H */

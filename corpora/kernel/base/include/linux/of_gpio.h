/* SPDX-License-Identifier: GPL-2.0+ */
/*
 * OF helpers for the GPIO API
 */
#ifndef __LINUX_OF_GPIO_H
#define __LINUX_OF_GPIO_H

#include <linux/errno.h>
#include <linux/gpio.h>
#include <linux/of.h>

extern int of_get_named_gpio(struct device_node *np, const char *list_name, int index);

static inline int of_get_gpio(struct device_node *np, int index)
{
	return of_get_named_gpio(np, "gpios", index);
}

#endif /* __LINUX_OF_GPIO_H */

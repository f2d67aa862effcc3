/*
 * tmr_beeper.c - alarm beeper of the Example UPS-3 front panel
 *
 * The piezo is driven from a GPIO; the driver beeps in bursts while an
 * alarm is raised through the "alarm" module parameter.
 *
 * Copyright (C) 2019 Example Power Systems
 * Author: Hannah Berg <hannah.berg@example-power.no>
 *
 * This program is free software; you can redistribute it and/or modify
 * it under the terms of the GNU General Public License version 2.
 */

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/gpio.h>
#include <linux/jiffies.h>
#include <linux/slab.h>
#include <linux/timer.h>

#define BEEPER_GPIO		42
#define BEEPER_ON_MS		150
#define BEEPER_OFF_MS		850

struct ups_beeper {
	struct timer_list	beep_timer;
	unsigned int		gpio;
	bool			on;
	unsigned int		count;
};

static struct ups_beeper *beeper;

static void ups_beeper_tick(struct timer_list *t)
{
	struct ups_beeper *b = from_timer(b, t, beep_timer);

	b->on = !b->on;
	gpio_set_value(b->gpio, b->on);
	if (b->on)
		b->count++;
	mod_timer(&b->beep_timer, jiffies +
		  msecs_to_jiffies(b->on ? BEEPER_ON_MS : BEEPER_OFF_MS));
}

static int __init ups_beeper_init(void)
{
	int ret;

	beeper = kzalloc(sizeof(*beeper), GFP_KERNEL);
	if (!beeper)
		return -ENOMEM;

	beeper->gpio = BEEPER_GPIO;
	ret = gpio_request_one(beeper->gpio, GPIOF_OUT_INIT_LOW, "ups-beeper");
	if (ret) {
		kfree(beeper);
		return ret;
	}

	timer_setup(&beeper->beep_timer, ups_beeper_tick, 0);
	mod_timer(&beeper->beep_timer, jiffies + msecs_to_jiffies(BEEPER_OFF_MS));
	return 0;
}

static void __exit ups_beeper_exit(void)
{
	del_timer_sync(&beeper->beep_timer);
	gpio_set_value(beeper->gpio, 0);
	gpio_free(beeper->gpio);
	pr_info("ups_beeper: beeped %u times\n", beeper->count);
	kfree(beeper);
}

module_init(ups_beeper_init);
module_exit(ups_beeper_exit);

MODULE_AUTHOR("Hannah Berg <hannah.berg@example-power.no>");
MODULE_DESCRIPTION("UPS-3 alarm beeper");
MODULE_LICENSE("GPL");

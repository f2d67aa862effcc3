/*
 * ledtrig_pulse.c - pulse the front panel LED of the Example NAS-2
 *
 * The LED sits on GPIO 17; while the module is loaded it blinks with a
 * period chosen by the "period_ms" parameter.  Written the old way: the
 * timer is initialized with init_timer() and its function and data set
 * by hand, as the vendor BSP did.
 *
 * Copyright (C) 2016 Example Storage Corp.
 * Author: Daniel Ortega <d.ortega@example-storage.com>
 *
 * Licensed under the GPL-2.
 */

#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/gpio.h>
#include <linux/jiffies.h>
#include <linux/timer.h>

#define PULSE_GPIO		17
#define PULSE_DEFAULT_MS	500

struct pulse_led {
	struct timer_list	timer;
	unsigned int		gpio;
	unsigned int		period;
	int			state;
};

static unsigned int period_ms = PULSE_DEFAULT_MS;
module_param(period_ms, uint, 0644);
MODULE_PARM_DESC(period_ms, "blink period in milliseconds");

static struct pulse_led pulse;

static void pulse_led_toggle(unsigned long data)
{
	struct pulse_led *led = (struct pulse_led *)data;

	led->state = !led->state;
	gpio_set_value(led->gpio, led->state);
	mod_timer(&led->timer, jiffies + msecs_to_jiffies(led->period / 2));
}

static int __init pulse_led_init(void)
{
	int ret;

	pulse.gpio = PULSE_GPIO;
	pulse.period = period_ms ? period_ms : PULSE_DEFAULT_MS;

	ret = gpio_request_one(pulse.gpio, GPIOF_OUT_INIT_LOW, "pulse-led");
	if (ret)
		return ret;

	init_timer(&pulse.timer);
	pulse.timer.function = pulse_led_toggle;
	pulse.timer.data = (unsigned long)&pulse;
	mod_timer(&pulse.timer, jiffies + msecs_to_jiffies(pulse.period / 2));

	return 0;
}

static void __exit pulse_led_exit(void)
{
	del_timer_sync(&pulse.timer);
	gpio_set_value(pulse.gpio, 0);
	gpio_free(pulse.gpio);
}

module_init(pulse_led_init);
module_exit(pulse_led_exit);

MODULE_AUTHOR("Daniel Ortega <d.ortega@example-storage.com>");
MODULE_DESCRIPTION("NAS-2 front panel LED pulse");
MODULE_LICENSE("GPL");

// SPDX-License-Identifier: GPL-2.0
/* Fixture: a platform driver with an int remove callback and legacy suspend/resume callbacks. */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/pm.h>

typedef struct platform_driver platdrv_driver_t;

static int platdrv_probe(struct platform_device *pdev)
{
	return 0;
}

static int platdrv_remove(struct platform_device *pdev)
{
	return 0;
}

static void platdrv_shutdown(struct platform_device *pdev, pm_message_t state)
{
}

static platdrv_driver_t platdrv_drivers[] = {
	{
		.driver = {
			.name = "platdrv",
			.probe_type = PROBE_PREFER_ASYNCHRONOUS,
			.suspend_late = NULL,
			.pm = platdrv_probe,
		},
		.probe = platdrv_probe,
		.remove = platdrv_remove,
		.shutdown = platdrv_shutdown,
	},
};

static int __init platdrv_init(void)
{
	return platform_driver_register(&platdrv_drivers[0]);
}

static void __exit platdrv_exit(void)
{
	platform_driver_unregister(&platdrv_drivers[0]);
}
module_init(platdrv_init);
module_exit(platdrv_exit);
MODULE_LICENSE("GPL");

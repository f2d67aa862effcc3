/*
 * bios-less APM driver for ARM Linux
 *  Jamey Hicks <jamey@crl.dec.com>
 *  adapted from the APM BIOS driver for Linux by Stephen Rothwell (sfr@linuxcare.com)
 *
 * APM 1.2 Reference:
 *   Intel Corporation, Microsoft Corporation. Advanced Power Management
 *   (APM) BIOS Interface Specification, Revision 1.2, February 1996.
 *
 * This document is available from Microsoft at:
 *    http://www.microsoft.com/whdc/archive/amp_12.mspx
 */
#include <linux/module.h>
#include <linux/poll.h>
#include <linux/slab.h>
#include <linux/mutex.h>
#include <linux/proc_fs.h>
#include <linux/seq_file.h>
#include <linux/miscdevice.h>
#include <linux/init.h>
#include <linux/sched.h>
#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/uaccess.h>

/*
 * One option can be changed at boot time as follows:
 *	apm=on/off			enable/disable APM
 */

/*
 * Maximum number of events stored
 */
#define APM_MAX_EVENTS		16

#define APM_MINOR_DEV		134

#define APM_AC_OFFLINE		0
#define APM_AC_ONLINE		1
#define APM_BATTERY_STATUS_HIGH	0
#define APM_BATTERY_STATUS_UNKNOWN	0xff

#define APM_IOC_SUSPEND		_IO('A', 2)

struct apm_power_info {
	unsigned char	ac_line_status;
	unsigned char	battery_status;
	unsigned char	battery_flag;
	int		battery_life;
	int		time;
	int		units;
};

static DEFINE_MUTEX(state_lock);
static DECLARE_WAIT_QUEUE_HEAD(apm_waitqueue);
static int apm_disabled;
static unsigned int apm_users;

static const char driver_version[] = "1.13";	/* no spaces */

static void __apm_get_power_status(struct apm_power_info *info)
{
	info->ac_line_status = APM_AC_ONLINE;
	info->battery_status = APM_BATTERY_STATUS_UNKNOWN;
	info->battery_flag = 0xff;
	info->battery_life = -1;
	info->time = -1;
	info->units = -1;
}

static unsigned int apm_poll(struct file *fp, poll_table * wait)
{
	poll_wait(fp, &apm_waitqueue, wait);
	return 0;
}

/*
 * apm_ioctl - handle APM ioctl
 *
 * APM_IOC_SUSPEND
 *   This IOCTL is overloaded, and performs two functions.  It is used to:
 *     - initiate a suspend
 *     - acknowledge a suspend read from /dev/apm_bios.
 *   Only when everyone who has opened /dev/apm_bios with write permission
 *   has acknowledge does the actual suspend happen.
 */
static long
apm_ioctl(struct file *filp, u_int cmd, u_long arg)
{
	int err = -EINVAL;

	if (!(filp->f_mode & FMODE_WRITE))
		return -EPERM;

	mutex_lock(&state_lock);
	switch (cmd) {
	case APM_IOC_SUSPEND:
		err = 0;
		wake_up_interruptible(&apm_waitqueue);
		break;
	}
	mutex_unlock(&state_lock);

	return err;
}

static int apm_release(struct inode * inode, struct file * filp)
{
	mutex_lock(&state_lock);
	apm_users--;
	mutex_unlock(&state_lock);
	return 0;
}

static int apm_open(struct inode * inode, struct file * filp)
{
	mutex_lock(&state_lock);
	apm_users++;
	mutex_unlock(&state_lock);
	return 0;
}

static const struct file_operations apm_bios_fops = {
	.owner		= THIS_MODULE,
	.poll		= apm_poll,
	.unlocked_ioctl	= apm_ioctl,
	.open		= apm_open,
	.release	= apm_release,
	.llseek		= noop_llseek,
};

static struct miscdevice apm_device = {
	.minor		= APM_MINOR_DEV,
	.name		= "apm_bios",
	.fops		= &apm_bios_fops
};


#ifdef CONFIG_PROC_FS
/*
 * Arguments, with symbols from linux/apm_bios.h.
 *
 *   0) Linux driver version (this will change if format changes)
 *   1) APM BIOS Version.  Usually 1.0, 1.1 or 1.2.
 *   2) APM flags from APM Installation Check (0x00):
 *	bit 0: APM_16_BIT_SUPPORT
 *	bit 1: APM_32_BIT_SUPPORT
 *	bit 2: APM_IDLE_SLOWS_CLOCK
 *	bit 3: APM_BIOS_DISABLED
 *	bit 4: APM_BIOS_DISENGAGED
 *   3) AC line status
 *	0x00: Off-line
 *	0x01: On-line
 *	0x02: On backup power (BIOS >= 1.1 only)
 *	0xff: Unknown
 *   4) Battery status
 *	0x00: High
 *	0x01: Low
 *	0x02: Critical
 *	0x03: Charging
 *	0x04: Selected battery not present (BIOS >= 1.2 only)
 *	0xff: Unknown
 */
static int proc_apm_show(struct seq_file *m, void *v)
{
	struct apm_power_info info;
	char *units;

	info.ac_line_status = 0xff;
	info.battery_status = 0xff;
	info.battery_flag   = 0xff;
	info.battery_life   = -1;
	info.time	    = -1;
	info.units	    = -1;

	__apm_get_power_status(&info);

	switch (info.units) {
	default:	units = "?";	break;
	case 0: 	units = "min";	break;
	case 1: 	units = "sec";	break;
	}

	seq_printf(m, "%s 1.2 0x%02x 0x%02x 0x%02x 0x%02x %d%% %d %s\n",
		     driver_version, 0x02, info.ac_line_status,
		     info.battery_status, info.battery_flag,
		     info.battery_life, info.time, units);

	return 0;
}

static int proc_apm_open(struct inode *inode, struct file *file)
{
	return single_open(file, proc_apm_show, NULL);
}

static const struct file_operations apm_proc_fops = {
	.owner		= THIS_MODULE,
	.open		= proc_apm_open,
	.read		= seq_read,
	.llseek		= seq_lseek,
	.release	= single_release,
};
#endif

static int __init apm_init(void)
{
	int ret;

	if (apm_disabled) {
		printk(KERN_NOTICE "apm: disabled on user request.\n");
		return -ENODEV;
	}

#ifdef CONFIG_PROC_FS
	proc_create("apm", 0, NULL, &apm_proc_fops);
#endif

	ret = misc_register(&apm_device);
	if (ret)
		remove_proc_entry("apm", NULL);

	return ret;
}

static void __exit apm_exit(void)
{
	misc_deregister(&apm_device);
	remove_proc_entry("apm", NULL);
}

module_init(apm_init);
module_exit(apm_exit);

MODULE_AUTHOR("Stephen Rothwell");
MODULE_DESCRIPTION("Advanced Power Management");
MODULE_LICENSE("GPL");

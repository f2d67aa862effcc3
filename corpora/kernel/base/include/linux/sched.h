/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SCHED_H
#define _LINUX_SCHED_H

#include <linux/types.h>
#include <linux/jiffies.h>

#define TASK_RUNNING		0
#define TASK_COMM_LEN		16

struct task_struct {
	volatile long state;
	pid_t pid;
	char comm[TASK_COMM_LEN];
};

extern struct task_struct *get_current(void);
#define current get_current()

extern signed long schedule_timeout(signed long timeout);
extern signed long schedule_timeout_interruptible(signed long timeout);
extern void schedule(void);
extern int signal_pending(struct task_struct *p);

#endif

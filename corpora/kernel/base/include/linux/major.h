/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MAJOR_H
#define _LINUX_MAJOR_H

/*
 * This file has definitions for major device numbers.
 * For the device number assignments, see Documentation/devices.txt.
 */

#define UNNAMED_MAJOR		0
#define MEM_MAJOR		1
#define TTY_MAJOR		4
#define MISC_MAJOR		10
#define INPUT_MAJOR		13
#define PP_MAJOR		99
#define RAW_MAJOR		162

#endif

/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TIMEX_H
#define _LINUX_TIMEX_H

#define PIT_TICK_RATE 1193182ul

#endif /* LINUX_TIMEX_H */

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * This is <linux/capability.h>
 *
 * Andrew G. Morgan <morgan@kernel.org>
 * Alexander Kjeldaas <astor@guardian.no>
 * with help from Aleph1, Roland Buresund and Andrew Main.
 */
#ifndef _LINUX_CAPABILITY_H
#define _LINUX_CAPABILITY_H

#include <linux/types.h>

#define CAP_NET_ADMIN        12
#define CAP_SYS_RAWIO        17
#define CAP_SYS_ADMIN        21

extern bool capable(int cap);

#endif /* !_LINUX_CAPABILITY_H */

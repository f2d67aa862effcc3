/* SPDX-License-Identifier: GPL-2.0 */
#ifndef __LINUX_GFP_H
#define __LINUX_GFP_H

#include <linux/types.h>

#define ___GFP_WAIT		0x10u
#define ___GFP_HIGH		0x20u
#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define ___GFP_ZERO		0x8000u
#define ___GFP_DMA		0x01u

#define __GFP_WAIT	((gfp_t)___GFP_WAIT)
#define __GFP_HIGH	((gfp_t)___GFP_HIGH)
#define __GFP_IO	((gfp_t)___GFP_IO)
#define __GFP_FS	((gfp_t)___GFP_FS)
#define __GFP_ZERO	((gfp_t)___GFP_ZERO)

#define GFP_ATOMIC	(__GFP_HIGH)
#define GFP_NOIO	(__GFP_WAIT)
#define GFP_KERNEL	(__GFP_WAIT | __GFP_IO | __GFP_FS)
#define GFP_DMA		((gfp_t)___GFP_DMA)

#endif /* __LINUX_GFP_H */

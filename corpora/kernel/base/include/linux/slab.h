/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SLAB_H
#define _LINUX_SLAB_H

#include <linux/gfp.h>
#include <linux/types.h>
#include <linux/compiler.h>

void *__kmalloc(size_t size, gfp_t flags);
void kfree(const void *);
void kzfree(const void *);
size_t ksize(const void *);
void * __must_check krealloc(const void *, size_t, gfp_t);

static inline void *kmalloc(size_t size, gfp_t flags)
{
	return __kmalloc(size, flags);
}

static inline void *kzalloc(size_t size, gfp_t flags)
{
	return kmalloc(size, flags | __GFP_ZERO);
}

static inline void *kmalloc_array(size_t n, size_t size, gfp_t flags)
{
	return __kmalloc(n * size, flags);
}

static inline void *kcalloc(size_t n, size_t size, gfp_t flags)
{
	return kmalloc_array(n, size, flags | __GFP_ZERO);
}

#endif	/* _LINUX_SLAB_H */

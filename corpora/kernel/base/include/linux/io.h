/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Copyright 2006 PathScale, Inc.  All Rights Reserved.
 */
#ifndef _LINUX_IO_H
#define _LINUX_IO_H

#include <linux/types.h>
#include <linux/err.h>

struct device;
struct resource;

/*
 * ioremap() and friends: map a physical address range of device memory
 * into the kernel's virtual address space.  ioremap_nocache() maps it
 * uncached, which is what ioremap() does on x86 anyway.
 */
extern void __iomem *ioremap_nocache(resource_size_t offset, unsigned long size);
extern void __iomem *ioremap_cache(resource_size_t offset, unsigned long size);
extern void __iomem *ioremap_wc(resource_size_t offset, unsigned long size);

static inline void __iomem *ioremap(resource_size_t offset, unsigned long size)
{
	return ioremap_nocache(offset, size);
}

extern void iounmap(volatile void __iomem *addr);

void __iomem *devm_ioremap(struct device *dev, resource_size_t offset,
			   unsigned long size);
void __iomem *devm_ioremap_nocache(struct device *dev, resource_size_t offset,
				   unsigned long size);
void devm_iounmap(struct device *dev, void __iomem *addr);
void __iomem *devm_ioremap_resource(struct device *dev, struct resource *res);

static inline u8 readb(const volatile void __iomem *addr)
{
	return *(const volatile u8 __force *)addr;
}

static inline u16 readw(const volatile void __iomem *addr)
{
	return *(const volatile u16 __force *)addr;
}

static inline u32 readl(const volatile void __iomem *addr)
{
	return *(const volatile u32 __force *)addr;
}

static inline void writeb(u8 value, volatile void __iomem *addr)
{
	*(volatile u8 __force *)addr = value;
}

static inline void writew(u16 value, volatile void __iomem *addr)
{
	*(volatile u16 __force *)addr = value;
}

static inline void writel(u32 value, volatile void __iomem *addr)
{
	*(volatile u32 __force *)addr = value;
}

#define ioread8(addr)		readb(addr)
#define ioread16(addr)		readw(addr)
#define ioread32(addr)		readl(addr)
#define iowrite8(v, addr)	writeb((v), (addr))
#define iowrite16(v, addr)	writew((v), (addr))
#define iowrite32(v, addr)	writel((v), (addr))

extern unsigned char inb(unsigned long port);
extern unsigned short inw(unsigned long port);
extern void outb(unsigned char value, unsigned long port);
extern void outw(unsigned short value, unsigned long port);
extern unsigned char inb_p(unsigned long port);
extern unsigned short inw_p(unsigned long port);
extern void outb_p(unsigned char value, unsigned long port);

#endif /* _LINUX_IO_H */

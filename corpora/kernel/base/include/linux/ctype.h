/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_CTYPE_H
#define _LINUX_CTYPE_H

#define isdigit(c)	('0' <= (c) && (c) <= '9')

#define isspace(c)	((c) == ' ' || ((c) >= '\t' && (c) <= '\r'))

static inline unsigned char __tolower(unsigned char c)
{
	return (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c;
}

#define tolower(c) __tolower(c)

#endif

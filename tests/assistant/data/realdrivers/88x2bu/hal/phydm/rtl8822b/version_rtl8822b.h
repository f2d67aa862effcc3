/******************************************************************************
 *
 * Copyright(c) 2007 - 2017  Realtek Corporation.
 *
 * This program is free software; you can redistribute it and/or modify it
 * under the terms of version 2 of the GNU General Public License as
 * published by the Free Software Foundation.
 *
 * This program is distributed in the hope that it will be useful, but WITHOUT
 * ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or
 * FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License for
 * more details.
 *
 * The full GNU General Public License is included in this distribution in the
 * file called LICENSE.
 *
 * Contact Information:
 * wlanfae <wlanfae@realtek.com>
 * Realtek Corporation, No. 2, Innovation Road II, Hsinchu Science Park,
 * Hsinchu 300, Taiwan.
 *
 * Larry Finger <Larry.Finger@lwfinger.net>
 *
 *****************************************************************************/
/*RTL8822B PHY Parameters*/
/*
 * [Caution]
 *   Since 01/Aug/2015, the commit rules will be simplified.
 *   You do not need to fill up the version.h anymore,
 *   only the maintenance supervisor fills it before formal release.
 */
#define	RELEASE_DATE_8822B		20190726
#define	COMMIT_BY_8822B			"BB_Colin"
#define	RELEASE_VERSION_8822B	117

/* SPDX-License-Identifier: GPL-2.0-only WITH Linux-syscall-note */
/*
 * Input event codes
 *
 *    *** IMPORTANT ***
 * This file is not only included from C-code but also from devicetree source
 * files. As such this file MUST only contain comments and defines.
 */
#ifndef _INPUT_EVENT_CODES_H
#define _INPUT_EVENT_CODES_H

#define EV_SYN			0x00
#define EV_KEY			0x01
#define EV_REL			0x02
#define EV_ABS			0x03
#define EV_MSC			0x04
#define EV_SW			0x05
#define EV_LED			0x11
#define EV_SND			0x12
#define EV_REP			0x14
#define EV_MAX			0x1f
#define EV_CNT			(EV_MAX+1)

#define SYN_REPORT		0

#define KEY_RESERVED		0
#define KEY_ESC			1
#define KEY_1			2
#define KEY_2			3
#define KEY_ENTER		28
#define KEY_UP			103
#define KEY_LEFT		105
#define KEY_RIGHT		106
#define KEY_DOWN		108
#define KEY_POWER		116
#define KEY_MENU		139
#define KEY_BACK		158
#define KEY_HOME		102
#define KEY_VOLUMEUP		115
#define KEY_VOLUMEDOWN		114
#define BTN_MISC		0x100
#define BTN_0			0x100
#define BTN_LEFT		0x110
#define BTN_TOUCH		0x14a
#define KEY_MAX			0x2ff
#define KEY_CNT			(KEY_MAX+1)

#define REL_X			0x00
#define REL_Y			0x01
#define REL_WHEEL		0x08
#define REL_DIAL		0x07
#define REL_MAX			0x0f
#define REL_CNT			(REL_MAX+1)

#define ABS_X			0x00
#define ABS_Y			0x01
#define ABS_Z			0x02
#define ABS_PRESSURE		0x18
#define ABS_MAX			0x3f
#define ABS_CNT			(ABS_MAX+1)

#define SND_CLICK		0x00
#define SND_BELL		0x01
#define SND_TONE		0x02
#define SND_MAX			0x07
#define SND_CNT			(SND_MAX+1)

#define MSC_SERIAL		0x00
#define MSC_PULSELED		0x01
#define MSC_MAX			0x07
#define MSC_CNT			(MSC_MAX+1)

#endif

// SPDX-License-Identifier: GPL-2.0
/* Small helpers of the porter command: progress lines on stderr, only when asked for. */
#include <stdarg.h>
#include <stdio.h>

#include "porter.h"

static gboolean progress_on;

void porter_progress_enable(gboolean on)
{
	progress_on = on;
}

void porter_progress(const char *fmt, ...)
{
	va_list ap;

	if (!progress_on)
		return;
	va_start(ap, fmt);
	fputs("porter: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Progress lines on stderr, one implementation for every long command (porter port, eval and
 * nightly, prequel index and query).  A terminal gets counters redrawn in place; anything else
 * (a CI log) gets plain lines, a counter's at most every PROG_INTERVAL_S seconds and at its end.
 * --progress shows them where stderr is not a terminal, --quiet never.
 */
#ifndef PORTER_PROGRESS_H
#define PORTER_PROGRESS_H

#include <glib.h>

enum prog_mode {
	PROG_AUTO,	/* when stderr is a terminal */
	PROG_ON,	/* --progress: also in logs */
	PROG_OFF,	/* --quiet */
};

/* Seconds between two lines of one counter when stderr is not a terminal; the environment's
 * PORTER_PROGRESS_INTERVAL (seconds, 0: every update) overrides it. */
#define PROG_INTERVAL_S 10

/* The mode of --progress and --quiet; -1 when both are given (a usage error). */
int prog_mode_from_flags(enum prog_mode *out, gboolean progress, gboolean quiet);

/* Turns progress lines on or off for the process; @prefix starts each ("porter", "prequel";
 * borrowed, static).  Off until called. */
void prog_init(const char *prefix, enum prog_mode mode);

/* Whether prog_init() turned the lines on. */
gboolean prog_enabled(void);

/* One line, "PREFIX: text", when enabled.  Thread-safe. */
void prog_line(const char *fmt, ...) G_GNUC_PRINTF(1, 2);

/*
 * A counter of a long step ("indexing: 1200/5000 commits, 300/s, ETA 13 s"), or with no unit a
 * heartbeat of a step that counts nothing ("nightly: v4l2loopback@6.12: running, 120 s"): that
 * one is a plain line on a terminal too, since other processes may write there meanwhile.
 */
struct prog_meter {
	const char *what, *unit;	/* borrowed; unit NULL: a heartbeat */
	guint64 total;			/* 0: unknown */
	gint64 start, shown;		/* monotonic µs */
};

/* Starts @m; nothing is printed yet. */
void prog_meter_start(struct prog_meter *m, const char *what, const char *unit, guint64 total);
/* @done of the total so far: printed when the interval has passed (half a second on a terminal). */
void prog_meter_update(struct prog_meter *m, guint64 done);
/* The final count, always printed when enabled, and the end of the line on a terminal. */
void prog_meter_end(struct prog_meter *m, guint64 done);

#endif

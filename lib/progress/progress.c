// SPDX-License-Identifier: GPL-2.0
/*
 * Progress lines on stderr (progress.h).  State is per process: the commands set it once from
 * their flags, the libraries only ask prog_enabled() or print through it.
 */
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

#include "progress.h"

static GMutex lock;
static gboolean enabled, tty;
static const char *prefix = "porter";
/* the counter whose line is open on the terminal, or NULL; only compared, never dereferenced,
 * since a meter may end without prog_meter_end() (an error path) */
static const struct prog_meter *open_line;

int prog_mode_from_flags(enum prog_mode *out, gboolean progress, gboolean quiet)
{
	if (progress && quiet)
		return -1;
	*out = progress ? PROG_ON : quiet ? PROG_OFF : PROG_AUTO;
	return 0;
}

void prog_init(const char *name, enum prog_mode mode)
{
	g_mutex_lock(&lock);
	prefix = name;
	tty = isatty(STDERR_FILENO);
	enabled = mode == PROG_ON || (mode == PROG_AUTO && tty);
	open_line = NULL;
	g_mutex_unlock(&lock);
}

gboolean prog_enabled(void)
{
	return enabled;
}

/* Ends a counter's line left open on the terminal, so that the next line starts afresh. */
static void close_line(void)
{
	if (open_line) {
		fputc('\n', stderr);
		open_line = NULL;
	}
}

void prog_line(const char *fmt, ...)
{
	va_list ap;

	if (!enabled)
		return;
	g_mutex_lock(&lock);
	close_line();
	va_start(ap, fmt);
	fprintf(stderr, "%s: ", prefix);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	fflush(stderr);
	g_mutex_unlock(&lock);
}

static gint64 interval_us(const struct prog_meter *m)
{
	const char *s = g_getenv("PORTER_PROGRESS_INTERVAL");
	char *end;
	double v;

	if (tty && m->unit)
		return G_USEC_PER_SEC / 2;
	if (s && *s) {
		v = g_ascii_strtod(s, &end);
		if (!*end && v >= 0)
			return (gint64)(v * G_USEC_PER_SEC);
	}
	return PROG_INTERVAL_S * G_USEC_PER_SEC;
}

void prog_meter_start(struct prog_meter *m, const char *what, const char *unit, guint64 total)
{
	m->what = what;
	m->unit = unit;
	m->total = total;
	m->start = m->shown = g_get_monotonic_time();
}

static void draw(struct prog_meter *m, guint64 done, gboolean final)
{
	double s = (g_get_monotonic_time() - m->start) / 1e6;
	double rate = s > 0 ? done / s : 0;
	g_autoptr(GString) l = g_string_new(NULL);

	if (!m->unit) {
		g_string_printf(l, "%s: %s: %s, %.0f s", prefix, m->what, final ? "done" : "running",
				s);
		goto print;
	}
	g_string_printf(l, "%s: %s: %" G_GUINT64_FORMAT, prefix, m->what, done);
	if (m->total)
		g_string_append_printf(l, "/%" G_GUINT64_FORMAT, m->total);
	g_string_append_printf(l, " %s, %.0f/s", m->unit, rate);
	if (final)
		g_string_append_printf(l, ", %.1f s", s);
	else if (m->total && rate > 0 && done <= m->total)
		g_string_append_printf(l, ", ETA %.0f s", (m->total - done) / rate);
print:
	g_mutex_lock(&lock);
	if (tty && m->unit) {
		if (open_line && open_line != m)
			close_line();
		/* the spaces wipe what a longer line left */
		fprintf(stderr, "\r%s   %s", l->str, final ? "\n" : "");
		open_line = final ? NULL : m;
	} else {
		close_line();
		fprintf(stderr, "%s\n", l->str);
	}
	fflush(stderr);
	g_mutex_unlock(&lock);
}

void prog_meter_update(struct prog_meter *m, guint64 done)
{
	gint64 now;

	if (!enabled)
		return;
	now = g_get_monotonic_time();
	if (now - m->shown < interval_us(m))
		return;
	m->shown = now;
	draw(m, done, FALSE);
}

void prog_meter_end(struct prog_meter *m, guint64 done)
{
	if (enabled)
		draw(m, done, TRUE);
}

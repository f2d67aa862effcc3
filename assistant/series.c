// SPDX-License-Identifier: GPL-2.0
/*
 * The patch series of review mode: one mail per fixed issue in the mbox layout of `git
 * format-patch --stdout`, so that `git am` applies it onto the original driver.  The commit
 * message carries the semantic patch indented, because git mailinfo would take an unindented
 * "---" or "diff -" line of a message for the start of the patch.
 */
#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

#include "porter.h"

void porter_patch_free(struct porter_patch *p)
{
	if (!p)
		return;
	g_free(p->subject);
	g_free(p->body);
	g_free(p->diff);
	g_free(p->author);
	g_free(p->hash);
	g_free(p);
}

char *porter_slug(const char *subject, gsize max)
{
	GString *s = g_string_new(NULL);
	gboolean dash = FALSE;

	for (const char *c = subject ? subject : ""; *c && s->len < max; c++) {
		if (g_ascii_isalnum(*c) || *c == '_' || *c == '.') {
			if (dash && s->len)
				g_string_append_c(s, '-');
			dash = FALSE;
			/* no leading dots, as format-patch avoids hidden files */
			if (*c == '.' && !s->len)
				continue;
			g_string_append_c(s, *c);
		} else {
			dash = TRUE;
		}
	}
	while (s->len && (s->str[s->len - 1] == '.' || s->str[s->len - 1] == '-'))
		g_string_truncate(s, s->len - 1);
	if (!s->len)
		g_string_append(s, "patch");
	return g_string_free(s, FALSE);
}

/* RFC 2822 date, in English whatever the locale, as mail wants it. */
static char *rfc2822_date(gint64 when)
{
	static const char *const days[] = { "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun" };
	static const char *const months[] = { "Jan", "Feb", "Mar", "Apr", "May", "Jun",
					      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
	g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc(when > 0 ? when : 0);

	return g_strdup_printf("%s, %d %s %d %02d:%02d:%02d +0000",
			       days[g_date_time_get_day_of_week(dt) - 1],
			       g_date_time_get_day_of_month(dt),
			       months[g_date_time_get_month(dt) - 1], g_date_time_get_year(dt),
			       g_date_time_get_hour(dt), g_date_time_get_minute(dt),
			       g_date_time_get_second(dt));
}

/* A header value must be one line: fold any newline into a space. */
static char *one_line(const char *text)
{
	char *s = g_strdup(text ? text : "");

	for (char *c = s; *c; c++)
		if (*c == '\n' || *c == '\r')
			*c = ' ';
	return s;
}

char *porter_patch_format(const struct porter_patch *p, guint n, guint total)
{
	GString *s = g_string_new(NULL);
	g_autofree char *date = rfc2822_date(p->date);
	g_autofree char *subject = one_line(p->subject);
	g_autofree char *author = one_line(p->author ? p->author : "porter <porter@localhost>");
	const char *hash = p->hash && strlen(p->hash) == 40 ? p->hash :
		"0000000000000000000000000000000000000000";
	gsize len;

	/* the magic date of format-patch's separator line, which mbox readers look for */
	g_string_append_printf(s, "From %s Mon Sep 17 00:00:00 2001\n", hash);
	g_string_append_printf(s, "From: %s\n", author);
	g_string_append_printf(s, "Date: %s\n", date);
	if (total > 1)
		g_string_append_printf(s, "Subject: [PATCH %u/%u] %s\n", n, total, subject);
	else
		g_string_append_printf(s, "Subject: [PATCH] %s\n", subject);
	g_string_append(s, "MIME-Version: 1.0\n"
			   "Content-Type: text/plain; charset=UTF-8\n"
			   "Content-Transfer-Encoding: 8bit\n\n");
	if (p->body && *p->body) {
		g_auto(GStrv) lines = g_strsplit(p->body, "\n", -1);

		for (guint i = 0; lines[i]; i++) {
			/* mbox: a body line starting "From " would begin a new message */
			if (g_str_has_prefix(lines[i], "From "))
				g_string_append_c(s, '>');
			if (!lines[i + 1] && !*lines[i])
				break;
			g_string_append_printf(s, "%s\n", lines[i]);
		}
	}
	g_string_append(s, "---\n");
	if (p->diff) {
		g_string_append(s, p->diff);
		len = strlen(p->diff);
		if (len && p->diff[len - 1] != '\n')
			g_string_append_c(s, '\n');
	}
	g_string_append(s, "-- \nporter\n\n");
	return g_string_free(s, FALSE);
}

int porter_write_file(const char *path, const char *data, gssize len, GError **error)
{
	g_autoptr(GError) err = NULL;

	/* g_file_set_contents writes a temporary file and renames it over @path */
	if (!g_file_set_contents(path, data, len, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot write %s: %s", path,
			    err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	return 0;
}

int porter_mbox_write(const char *mbox_path, const char *dir, GPtrArray *patches,
		      GPtrArray *out_names, GError **error)
{
	GString *mbox = g_string_new(NULL);
	int ret = 0;

	if (dir && g_mkdir_with_parents(dir, 0755)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot create %s: %s", dir,
			    g_strerror(errno));
		ret = -PORTER_ERROR_INTERNAL;
		goto out_free_mbox;
	}
	for (guint i = 0; i < patches->len; i++) {
		const struct porter_patch *p = patches->pdata[i];
		g_autofree char *mail = porter_patch_format(p, i + 1, patches->len);
		g_autofree char *slug = NULL, *name = NULL, *path = NULL;

		g_string_append(mbox, mail);
		if (!dir)
			continue;
		/* format-patch's names: NNNN-subject-slug.patch, 52 characters of slug */
		slug = porter_slug(p->subject, 52);
		name = g_strdup_printf("%04u-%s.patch", i + 1, slug);
		path = g_build_filename(dir, name, NULL);
		ret = porter_write_file(path, mail, -1, error);
		if (ret)
			goto out_free_mbox;
		if (out_names)
			g_ptr_array_add(out_names, g_steal_pointer(&name));
	}
	ret = porter_write_file(mbox_path, mbox->str, mbox->len, error);
out_free_mbox:
	g_string_free(mbox, TRUE);
	return ret;
}

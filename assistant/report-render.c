// SPDX-License-Identifier: GPL-2.0
/*
 * A report, or a load test's verdict, in the format asked: the dispatch over the renderers, each
 * in a file of its own (report-text.c, report-json.c, report-ci.c), which all sit on the model
 * of report.c.  Nothing below this file calls it.
 */
#include <json-glib/json-glib.h>

#include "escape.h"
#include "porter.h"
#include "porter-int.h"

int porter_format_from_name(enum porter_format *out, const char *name)
{
	if (!g_strcmp0(name, "text"))
		*out = PORTER_FORMAT_TEXT;
	else if (!g_strcmp0(name, "json"))
		*out = PORTER_FORMAT_JSON;
	else if (!g_strcmp0(name, "markdown") || !g_strcmp0(name, "md"))
		*out = PORTER_FORMAT_MARKDOWN;
	else if (!g_strcmp0(name, "github"))
		*out = PORTER_FORMAT_GITHUB;
	else
		return -1;
	return 0;
}

char *porter_load_test_render(const struct porter_load_test *t, enum porter_format format)
{
	g_autoptr(JsonBuilder) b = NULL;

	if (format == PORTER_FORMAT_JSON) {
		b = json_builder_new();
		porter_load_test_json(b, t);
		return porter_json_text(b);
	}
	return porter_load_test_text(t);
}

char *porter_report_render(const struct porter_report *r, enum porter_format format,
			   gboolean colour)
{
	g_autofree char *doc = NULL;

	switch (format) {
	case PORTER_FORMAT_JSON:
		return porter_render_json(r);
	case PORTER_FORMAT_GITHUB:
		return porter_render_github(r);
	case PORTER_FORMAT_MARKDOWN:
		doc = porter_render_markdown(r);
		break;
	case PORTER_FORMAT_TEXT:
	default:
		if (colour)
			return porter_render_text(r, TRUE);
		doc = porter_render_text(r, FALSE);
	}
	/* no colour of porter's own: the whole document may go through the terminal's escaper */
	return esc_terminal(doc, TRUE);
}

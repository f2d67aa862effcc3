// SPDX-License-Identifier: GPL-2.0
/*
 * JUnit XML for CI systems: one test suite, one test case per driver and kernel of a nightly
 * run; a driver that does not build as committed is a failure naming what is left to do and
 * carrying its text report.
 */
#include <string.h>

#include "escape.h"
#include "porter.h"

void porter_junit_case_free(struct porter_junit_case *c)
{
	if (!c)
		return;
	g_free(c->name);
	g_free(c->classname);
	g_free(c->failure);
	g_free(c->type);
	g_free(c->text);
	g_free(c);
}

/* XML through the one escaper (escape.h): what XML forbids, and controls, shown as \xNN */
char *porter_xml_escape(const char *text)
{
	return esc_xml(text);
}

char *porter_junit_render(const char *suite, GPtrArray *cases)
{
	GString *s = g_string_new("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	g_autofree char *esuite = porter_xml_escape(suite);
	g_autoptr(GDateTime) now = g_date_time_new_now_utc();
	g_autofree char *stamp = g_date_time_format(now, "%Y-%m-%dT%H:%M:%S");
	guint failures = 0, errors = 0;
	double total = 0;

	for (guint i = 0; i < cases->len; i++) {
		const struct porter_junit_case *c = cases->pdata[i];

		errors += c->error;
		failures += !c->error && c->failed;
		total += c->seconds;
	}
	g_string_append_printf(s, "<testsuites name=\"%s\" tests=\"%u\" failures=\"%u\" "
			       "errors=\"%u\" time=\"%.3f\">\n",
			       esuite, cases->len, failures, errors, total);
	g_string_append_printf(s, "  <testsuite name=\"%s\" tests=\"%u\" failures=\"%u\" "
			       "errors=\"%u\" skipped=\"0\" time=\"%.3f\" timestamp=\"%s\">\n",
			       esuite, cases->len, failures, errors, total, stamp);
	for (guint i = 0; i < cases->len; i++) {
		const struct porter_junit_case *c = cases->pdata[i];
		g_autofree char *name = porter_xml_escape(c->name);
		g_autofree char *text = porter_xml_escape(c->text);
		g_autofree char *msg = porter_xml_escape(c->failure ? c->failure : "not ported");
		g_autofree char *cls = porter_xml_escape(c->classname ? c->classname : suite);
		g_autofree char *type = porter_xml_escape(c->type ? c->type : "not-ported");

		g_string_append_printf(s, "    <testcase classname=\"%s\" name=\"%s\" "
				       "time=\"%.3f\">\n",
				       cls, name, c->seconds);
		/* the message first, so that a CI page showing only the start names the issues */
		if (c->error || c->failed)
			g_string_append_printf(s, "      <%s message=\"%s\" type=\"%s\">%s\n\n%s</%s>\n",
					       c->error ? "error" : "failure", msg,
					       c->error ? "porter-error" : type, msg, text,
					       c->error ? "error" : "failure");
		g_string_append_printf(s, "      <system-out>%s</system-out>\n", text);
		g_string_append(s, "    </testcase>\n");
	}
	g_string_append(s, "  </testsuite>\n</testsuites>\n");
	return g_string_free(s, FALSE);
}

// SPDX-License-Identifier: GPL-2.0
/*
 * The notifier: POSTs a short JSON message about a report to a URL with libcurl.  Only this
 * file talks to the network.  TLS peers are verified, the proxy comes from the environment
 * (libcurl reads http_proxy, https_proxy, no_proxy itself), and only failures that cannot have
 * delivered the message are retried, so that a slow server never gets it twice.
 */
#include <string.h>
#include <curl/curl.h>
#include <json-glib/json-glib.h>

#include "escape.h"
#include "porter.h"

/* Bytes of a server's answer quoted in a message. */
#define ANSWER_MAX 200

static size_t keep_start(char *ptr, size_t size, size_t nmemb, void *data)
{
	GString *answer = data;

	/* keep the start of the answer for the error message, drop the rest */
	if (answer->len < ANSWER_MAX)
		g_string_append_len(answer, ptr, MIN(size * nmemb, ANSWER_MAX - answer->len));
	return size * nmemb;
}

/* A failure that happened before the request could reach the server: safe to send again. */
static gboolean retry_transport(CURL *curl, CURLcode rc)
{
	curl_off_t sent = 0;

	switch (rc) {
	case CURLE_COULDNT_CONNECT:
	case CURLE_COULDNT_RESOLVE_HOST:
	case CURLE_COULDNT_RESOLVE_PROXY:
		return TRUE;
	case CURLE_OPERATION_TIMEDOUT:
		/* a connect timeout sent nothing; a timeout after the upload may have delivered */
		curl_easy_getinfo(curl, CURLINFO_SIZE_UPLOAD_T, &sent);
		return sent == 0;
	default:
		return FALSE;
	}
}

int porter_notify(const char *url, const char *body, const struct porter_notify_options *opts,
		  GError **error)
{
	struct porter_notify_options o = PORTER_NOTIFY_OPTIONS_INIT;
	struct curl_slist *headers = NULL;
	g_autofree char *last = NULL, *shown = porter_url_redact(url), *auth = NULL;
	GString *answer = g_string_new(NULL);
	char errbuf[CURL_ERROR_SIZE];
	const char *token = g_getenv(PORTER_NOTIFY_AUTH_ENV);
	guint wait_ms, timeout_s;
	CURL *curl;
	int ret = -PORTER_ERROR_NETWORK;

	if (opts)
		o = *opts;
	wait_ms = o.backoff_ms ? o.backoff_ms : 500;
	timeout_s = o.timeout_s ? o.timeout_s : 10;
	if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_NETWORK,
			    "cannot notify %s: libcurl initialisation failed", shown);
		goto out_free_answer;
	}
	curl = curl_easy_init();
	if (!curl) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_NETWORK,
			    "cannot notify %s: libcurl initialisation failed", shown);
		goto out_cleanup_global;
	}
	headers = curl_slist_append(headers, "Content-Type: application/json");
	headers = curl_slist_append(headers, "User-Agent: porter");
	/* no "Expect: 100-continue" round trip for a small message */
	headers = curl_slist_append(headers, "Expect:");
	if (token && *token && !strpbrk(token, "\r\n")) {
		auth = g_strdup_printf("Authorization: %s", token);
		headers = curl_slist_append(headers, auth);
	}
	curl_easy_setopt(curl, CURLOPT_URL, url);
	curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
	curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);
	curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)strlen(body));
	curl_easy_setopt(curl, CURLOPT_TIMEOUT, (long)timeout_s);
	curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT,
			 (long)(o.connect_timeout_s ? o.connect_timeout_s : MIN(timeout_s, 10)));
	curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
	curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
	curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
	curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, keep_start);
	curl_easy_setopt(curl, CURLOPT_WRITEDATA, answer);
	curl_easy_setopt(curl, CURLOPT_ERRORBUFFER, errbuf);

	for (guint attempt = 0; attempt <= o.retries; attempt++) {
		long code = 0;
		CURLcode rc;

		if (attempt) {
			g_usleep((gulong)wait_ms * 1000);
			wait_ms *= 2;
		}
		errbuf[0] = '\0';
		g_string_truncate(answer, 0);
		rc = curl_easy_perform(curl);
		if (rc != CURLE_OK) {
			g_autofree char *why = g_strdup(errbuf[0] ? errbuf :
							curl_easy_strerror(rc));

			g_free(last);
			/* libcurl's message may quote the URL, credentials and all */
			if (strstr(why, url)) {
				g_auto(GStrv) parts = g_strsplit(why, url, -1);

				g_free(why);
				why = g_strjoinv(shown, parts);
			}
			last = porter_sanitize_line(why, ANSWER_MAX);
			if (!retry_transport(curl, rc))
				break;
			continue;
		}
		curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
		if (code >= 200 && code < 300) {
			ret = 0;
			break;
		}
		g_free(last);
		{
			g_autofree char *said = porter_sanitize_line(g_strchomp(answer->str),
								     ANSWER_MAX);

			last = g_strdup_printf("HTTP %ld%s%s", code, *said ? ": " : "", said);
		}
		if (code < 500)
			break;
	}
	if (ret)
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_NETWORK, "cannot notify %s: %s", shown,
			    last ? last : "no answer");
	curl_slist_free_all(headers);
	curl_easy_cleanup(curl);
out_cleanup_global:
	curl_global_cleanup();
out_free_answer:
	g_string_free(answer, TRUE);
	return ret;
}

int porter_notify_format_from_name(enum porter_notify_format *out, const char *name)
{
	static const char *const names[] = { "generic", "slack", "matrix" };

	for (guint i = 0; i < G_N_ELEMENTS(names); i++) {
		if (!g_strcmp0(name, names[i])) {
			*out = i;
			return 0;
		}
	}
	return -PORTER_ERROR_INPUT;
}

static void add_str(JsonBuilder *b, const char *name, const char *value)
{
	json_builder_set_member_name(b, name);
	if (value)
		json_builder_add_string_value(b, value);
	else
		json_builder_add_null_value(b);
}

char *porter_notify_payload(const struct porter_report *r, enum porter_notify_format format,
			    const char *name, const char *summary)
{
	g_autoptr(JsonBuilder) b = json_builder_new();
	g_autoptr(JsonGenerator) gen = json_generator_new();
	g_autoptr(JsonNode) root = NULL;
	g_autofree char *text = NULL, *report = NULL, *doc = NULL;
	guint fixed = 0;

	for (guint i = 0; i < r->issues->len; i++)
		fixed += ((struct porter_issue_report *)r->issues->pdata[i])->fixed;
	if (r->out_dir)
		report = g_build_filename(r->out_dir, "report.json", NULL);
	text = report ? g_strdup_printf("porter: %s: %s (report: %s)", name, summary, report) :
			g_strdup_printf("porter: %s: %s", name, summary);
	json_builder_begin_object(b);
	switch (format) {
	case PORTER_NOTIFY_SLACK:
		add_str(b, "text", text);
		break;
	case PORTER_NOTIFY_MATRIX:
		add_str(b, "msgtype", "m.text");
		add_str(b, "body", text);
		break;
	case PORTER_NOTIFY_GENERIC:
		json_builder_set_member_name(b, "schema");
		json_builder_add_int_value(b, 1);
		add_str(b, "name", name);
		add_str(b, "summary", summary);
		add_str(b, "driver", r->driver);
		add_str(b, "kernel", r->kernel);
		json_builder_set_member_name(b, "clean");
		json_builder_add_boolean_value(b, r->clean);
		json_builder_set_member_name(b, "exit_code");
		json_builder_add_int_value(b, r->exit_code);
		json_builder_set_member_name(b, "issues_before");
		json_builder_add_int_value(b, r->issues_before);
		json_builder_set_member_name(b, "issues_after");
		json_builder_add_int_value(b, r->issues_after);
		json_builder_set_member_name(b, "issues_fixed");
		json_builder_add_int_value(b, fixed);
		add_str(b, "out_dir", r->out_dir);
		add_str(b, "report", report);
		add_str(b, "series", r->series);
		break;
	}
	json_builder_end_object(b);
	root = json_builder_get_root(b);
	json_generator_set_root(gen, root);
	doc = json_generator_to_data(gen, NULL);
	/* a chat client shows the text: no control of a driver's names reaches it raw */
	return esc_json_text(doc);
}

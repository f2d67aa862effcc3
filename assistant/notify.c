// SPDX-License-Identifier: GPL-2.0
/*
 * The notifier: POSTs the JSON report to a URL with libcurl.  Only this file talks to the
 * network.  TLS peers are verified, the proxy comes from the environment (libcurl reads
 * http_proxy, https_proxy, no_proxy itself), transient failures are retried with backoff.
 */
#include <string.h>
#include <curl/curl.h>

#include "porter.h"

static size_t discard(char *ptr, size_t size, size_t nmemb, void *data)
{
	GString *answer = data;

	/* keep the start of the answer for the error message, drop the rest */
	if (answer->len < 200)
		g_string_append_len(answer, ptr, MIN(size * nmemb, 200 - answer->len));
	return size * nmemb;
}

static gboolean transient(long code)
{
	return code == 429 || code >= 500;
}

int porter_notify(const char *url, const char *body, const struct porter_notify_options *opts,
		  GError **error)
{
	struct porter_notify_options o = PORTER_NOTIFY_OPTIONS_INIT;
	struct curl_slist *headers = NULL;
	g_autofree char *last = NULL;
	GString *answer = g_string_new(NULL);
	char errbuf[CURL_ERROR_SIZE];
	guint wait_ms;
	CURL *curl;
	int ret = -PORTER_ERROR_NETWORK;

	if (opts)
		o = *opts;
	wait_ms = o.backoff_ms ? o.backoff_ms : 500;
	if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_NETWORK,
			    "cannot notify %s: libcurl initialisation failed", url);
		goto out_free_answer;
	}
	curl = curl_easy_init();
	if (!curl) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_NETWORK,
			    "cannot notify %s: libcurl initialisation failed", url);
		goto out_cleanup_global;
	}
	headers = curl_slist_append(headers, "Content-Type: application/json");
	headers = curl_slist_append(headers, "User-Agent: porter");
	/* no "Expect: 100-continue" round trip for a small report */
	headers = curl_slist_append(headers, "Expect:");
	curl_easy_setopt(curl, CURLOPT_URL, url);
	curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
	curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);
	curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)strlen(body));
	curl_easy_setopt(curl, CURLOPT_TIMEOUT, (long)(o.timeout_s ? o.timeout_s : 30));
	curl_easy_setopt(curl, CURLOPT_CONNECTTIMEOUT,
			 (long)(o.connect_timeout_s ? o.connect_timeout_s : 10));
	curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
	curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
	curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
	curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, discard);
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
			g_free(last);
			last = g_strdup(errbuf[0] ? errbuf : curl_easy_strerror(rc));
			/* a bad URL or protocol will not get better by retrying */
			if (rc == CURLE_URL_MALFORMAT || rc == CURLE_UNSUPPORTED_PROTOCOL)
				break;
			continue;
		}
		curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
		if (code >= 200 && code < 300) {
			ret = 0;
			break;
		}
		g_free(last);
		g_strchomp(answer->str);
		last = g_strdup_printf("HTTP %ld%s%.80s", code, answer->len ? ": " : "",
				       answer->str);
		if (!transient(code))
			break;
	}
	if (ret)
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_NETWORK, "cannot notify %s: %s", url,
			    last ? last : "no answer");
	curl_slist_free_all(headers);
	curl_easy_cleanup(curl);
out_cleanup_global:
	curl_global_cleanup();
out_free_answer:
	g_string_free(answer, TRUE);
	return ret;
}

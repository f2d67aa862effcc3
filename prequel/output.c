// SPDX-License-Identifier: GPL-2.0
/* Rendering of ranked hits: text, JSON (a versioned object), Emacs Org mode and Vim quickfix. */
#include <string.h>
#include <json-glib/json-glib.h>
#include "escape.h"
#include "pq-query-int.h"

int pq_format_from_name(enum pq_format *out, const char *name)
{
	static const char *const names[] = { "text", "json", "org", "vim", NULL };

	for (int i = 0; names[i]; i++) {
		if (!strcmp(name, names[i])) {
			*out = (enum pq_format)i;
			return 0;
		}
	}
	return -1;
}

static char *short_hash(const char *h)
{
	return g_strndup(h ? h : "?", 12);
}

static void text_hit(GString *o, const struct pq_hit *h, const char *indent)
{
	g_autofree char *sh = short_hash(h->hash);

	g_string_append_printf(o, "%s%s %3.0f%% %s (%s)\n", indent, sh, h->score, h->subject ? h->subject : "",
			       h->repo ? h->repo : "");
	for (guint i = 0; i < h->lines->len; i++) {
		const struct pq_line *l = h->lines->pdata[i];

		g_string_append_printf(o, "%s    %s:%d: %c%s\n", indent, l->path, l->line, l->side, l->text);
	}
	for (guint i = 0; h->series && i < h->series->len; i++) {
		const struct pq_hit *s = h->series->pdata[i];
		g_autofree char *ss = short_hash(s->hash);

		g_string_append_printf(o, "%s    series: %s %3.0f%% %s\n", indent, ss, s->score, s->subject);
	}
	for (guint i = 0; h->chain && i < h->chain->len; i++) {
		g_string_append_printf(o, "%s  then (rename chain):\n", indent);
		text_hit(o, h->chain->pdata[i], "    ");
	}
}

static JsonNode *json_hit(const struct pq_hit *h)
{
	JsonBuilder *b = json_builder_new();
	JsonNode *n;
	GHashTableIter it;
	gpointer k, v;

	json_builder_begin_object(b);
	json_builder_set_member_name(b, "repo");
	json_builder_add_string_value(b, h->repo);
	json_builder_set_member_name(b, "hash");
	json_builder_add_string_value(b, h->hash);
	json_builder_set_member_name(b, "subject");
	json_builder_add_string_value(b, h->subject);
	json_builder_set_member_name(b, "author");
	json_builder_add_string_value(b, h->author);
	json_builder_set_member_name(b, "date");
	json_builder_add_int_value(b, h->date);
	json_builder_set_member_name(b, "score");
	json_builder_add_double_value(b, h->score);
	json_builder_set_member_name(b, "rank");
	json_builder_add_double_value(b, h->rank);
	json_builder_set_member_name(b, "files");
	json_builder_add_int_value(b, h->files);
	json_builder_set_member_name(b, "lines");
	json_builder_begin_array(b);
	for (guint i = 0; i < h->lines->len; i++) {
		const struct pq_line *l = h->lines->pdata[i];
		char side[2] = { l->side, 0 };

		json_builder_begin_object(b);
		json_builder_set_member_name(b, "path");
		json_builder_add_string_value(b, l->path);
		json_builder_set_member_name(b, "line");
		json_builder_add_int_value(b, l->line);
		json_builder_set_member_name(b, "side");
		json_builder_add_string_value(b, side);
		json_builder_set_member_name(b, "text");
		json_builder_add_string_value(b, l->text);
		json_builder_end_object(b);
	}
	json_builder_end_array(b);
	json_builder_set_member_name(b, "bindings");
	json_builder_begin_object(b);
	g_hash_table_iter_init(&it, h->bindings);
	while (g_hash_table_iter_next(&it, &k, &v)) {
		json_builder_set_member_name(b, k);
		json_builder_add_string_value(b, v);
	}
	json_builder_end_object(b);
	for (int pass = 0; pass < 2; pass++) {
		GPtrArray *a = pass ? h->chain : h->series;

		json_builder_set_member_name(b, pass ? "chain" : "series");
		json_builder_begin_array(b);
		for (guint i = 0; a && i < a->len; i++)
			json_builder_add_value(b, json_hit(a->pdata[i]));
		json_builder_end_array(b);
	}
	json_builder_end_object(b);
	n = json_builder_get_root(b);
	g_object_unref(b);
	return n;
}

static void org_hit(GString *o, const struct pq_hit *h, const char *stars)
{
	const char *path = NULL;

	g_string_append_printf(o, "%s [[commit:%s][%s]] %.0f%%\n", stars, h->hash, h->subject ? h->subject : "",
			       h->score);
	for (guint i = 0; i < h->lines->len; i++) {
		const struct pq_line *l = h->lines->pdata[i];

		if (g_strcmp0(path, l->path)) {
			g_string_append_printf(o, "%s* %s\n", stars, l->path);
			path = l->path;
		}
		g_string_append_printf(o, "  %d: %c%s\n", l->line, l->side, l->text);
	}
	for (guint i = 0; h->chain && i < h->chain->len; i++) {
		g_autofree char *deeper = g_strconcat(stars, "*", NULL);

		org_hit(o, h->chain->pdata[i], deeper);
	}
}

char *pq_hits_format(GPtrArray *hits, const char *query, const struct pq_query_stats *stats,
		     enum pq_format format)
{
	GString *o = g_string_new(NULL);
	g_autofree char *text = NULL;

	if (format == PQ_FORMAT_JSON) {
		g_autoptr(JsonBuilder) b = json_builder_new();
		g_autoptr(JsonGenerator) g = json_generator_new();
		g_autoptr(JsonNode) root = NULL;
		g_autofree char *safe = NULL;
		char *s;

		json_builder_begin_object(b);
		/* the format's version: fields are added, a change of shape or meaning bumps it */
		json_builder_set_member_name(b, "schema");
		json_builder_add_int_value(b, PQ_JSON_SCHEMA);
		json_builder_set_member_name(b, "query");
		if (query)
			json_builder_add_string_value(b, query);
		else
			json_builder_add_null_value(b);
		if (stats) {
			const char *const keys[] = { "candidates", "verified", "cut", "capped",
						     "cut_short" };
			const guint vals[] = { stats->candidates, stats->verified, stats->cut,
					       stats->capped, stats->cut_short };

			for (guint i = 0; i < G_N_ELEMENTS(keys); i++) {
				json_builder_set_member_name(b, keys[i]);
				json_builder_add_int_value(b, vals[i]);
			}
		}
		json_builder_set_member_name(b, "hits");
		json_builder_begin_array(b);
		for (guint i = 0; i < hits->len; i++)
			json_builder_add_value(b, json_hit(hits->pdata[i]));
		json_builder_end_array(b);
		json_builder_end_object(b);
		root = json_builder_get_root(b);
		json_generator_set_root(g, root);
		json_generator_set_pretty(g, TRUE);
		s = json_generator_to_data(g, NULL);
		/* subjects, paths and lines of indexed histories: escaped as porter's reports are */
		safe = esc_json_text(s);
		g_string_append(o, safe);
		g_string_append_c(o, '\n');
		g_free(s);
		return g_string_free(o, FALSE);
	}
	for (guint i = 0; i < hits->len; i++) {
		const struct pq_hit *h = hits->pdata[i];

		if (format == PQ_FORMAT_TEXT) {
			text_hit(o, h, "");
		} else if (format == PQ_FORMAT_ORG) {
			org_hit(o, h, "*");
		} else {
			g_autofree char *sh = short_hash(h->hash);
			const struct pq_line *l = h->lines->len ? h->lines->pdata[0] : NULL;

			g_string_append_printf(o, "%s:%d: %s %.0f%% %s\n", l ? l->path : "?", l ? l->line : 1, sh,
					       h->score, h->subject ? h->subject : "");
		}
	}
	/* a history's escape sequences are shown, not obeyed, by the terminal */
	text = g_string_free(o, FALSE);
	return esc_terminal(text, TRUE);
}

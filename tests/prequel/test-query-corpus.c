// SPDX-License-Identifier: GPL-2.0
/*
 * The corpus test of prequel's queries: indexes BUILD/corpora/minikernel, runs the template of every
 * expected issue of cases.json and asserts that a right example commit (by its Corpus-Id trailer) comes
 * first; prints the whole-corpus top-1 rate.  Also the article's spi_driver query against its noise.
 */
#include <string.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include "gitrt.h"
#include "prequel.h"

static char *corpus_path(const char *name)
{
	return g_build_filename(PORTER_CORPUS_DIR, name, NULL);
}

/* Corpus-Id trailer -> full hash, from the real history. */
static GHashTable *corpus_ids(const char *repo)
{
	GHashTable *ids = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	g_autofree char *cmd = g_strdup_printf("git -C %s log --format=%%H%%x01%%B%%x02", repo);
	g_autofree char *out = NULL;
	g_auto(GStrv) recs = NULL;
	int status;

	g_assert_true(g_spawn_command_line_sync(cmd, &out, NULL, &status, NULL));
	g_assert_true(g_spawn_check_wait_status(status, NULL));
	recs = g_strsplit(out, "\x02", -1);
	for (guint i = 0; recs[i]; i++) {
		g_auto(GStrv) hb = g_strsplit(recs[i], "\x01", 2);
		g_auto(GStrv) lines = NULL;

		if (!hb[0] || !hb[1])
			continue;
		lines = g_strsplit(hb[1], "\n", -1);
		for (guint l = 0; lines[l]; l++) {
			const char *s = g_strstrip(lines[l]);

			if (g_str_has_prefix(s, "Corpus-Id:") && !g_hash_table_contains(ids, g_strstrip((char *)s + 10)))
				g_hash_table_insert(ids, g_strdup(s + 10), g_strdup(g_strstrip(hb[0])));
		}
	}
	return ids;
}

struct corpus {
	struct pq_db *db;
	char *db_path, *tmp;
	JsonParser *cases;
	GHashTable *ids;
};

static void corpus_open(struct corpus *c)
{
	g_autofree char *cases = corpus_path("cases.json");
	g_autofree char *repo = corpus_path("minikernel");
	g_autoptr(GError) error = NULL;
	struct pq_index_options o = PQ_INDEX_OPTIONS_INIT;

	if (!g_file_test(cases, G_FILE_TEST_EXISTS))
		g_error("%s missing: build the corpus first (cmake --build BUILD --target corpus)", cases);
	c->tmp = g_dir_make_tmp("pq-corpus-XXXXXX", &error);
	g_assert_no_error(error);
	c->db_path = g_build_filename(c->tmp, "mk.db", NULL);
	g_assert_cmpint(pq_db_open(&c->db, c->db_path, TRUE, &error), ==, 0);
	o.repo_name = "minikernel";
	g_assert_cmpint(pq_index_repo(NULL, c->db, repo, &o, &error), ==, 0);
	g_assert_no_error(error);
	c->cases = json_parser_new();
	g_assert_true(json_parser_load_from_file(c->cases, cases, &error));
	c->ids = corpus_ids(repo);
}

static void corpus_close(struct corpus *c)
{
	g_autofree char *wal = g_strconcat(c->db_path, "-wal", NULL), *shm = g_strconcat(c->db_path, "-shm", NULL);

	pq_db_close(c->db);
	g_unlink(c->db_path);
	g_unlink(wal);
	g_unlink(shm);
	g_rmdir(c->tmp);
	g_free(c->db_path);
	g_free(c->tmp);
	g_object_unref(c->cases);
	g_hash_table_unref(c->ids);
}

/* 1-based rank of the first hit (or hit of its series) that is a right example, 0 when none. */
static guint rank_of(GPtrArray *hits, GHashTable *right)
{
	for (guint i = 0; i < hits->len; i++) {
		struct pq_hit *h = hits->pdata[i];

		if (g_hash_table_contains(right, h->hash))
			return i + 1;
		for (guint s = 0; h->series && s < h->series->len; s++)
			if (g_hash_table_contains(right, ((struct pq_hit *)h->series->pdata[s])->hash))
				return i + 1;
	}
	return 0;
}

static void test_templates_rank_first(void)
{
	struct corpus c = { 0 };
	JsonArray *cases;
	guint total = 0, first = 0, chains = 0, chains_ok = 0;
	GString *failures = g_string_new(NULL);

	corpus_open(&c);
	cases = json_object_get_array_member(json_node_get_object(json_parser_get_root(c.cases)), "cases");
	for (guint i = 0; i < json_array_get_length(cases); i++) {
		JsonObject *cs = json_array_get_object_element(cases, i);
		JsonArray *exp = json_object_get_array_member(cs, "expected");
		gboolean backport = json_object_has_member(cs, "direction") &&
			!g_strcmp0(json_object_get_string_member(cs, "direction"), "backport");

		for (guint e = 0; e < json_array_get_length(exp); e++) {
			JsonObject *is = json_array_get_object_element(exp, e);
			g_autoptr(GHashTable) facts = g_hash_table_new(g_str_hash, g_str_equal);
			g_autoptr(GHashTable) right = g_hash_table_new(g_str_hash, g_str_equal);
			JsonArray *ex = json_object_get_array_member(is, "examples");
			g_autoptr(GList) members = json_object_get_members(is);
			g_autoptr(GError) error = NULL;
			g_autofree char *text = NULL;
			struct pq_query *q = NULL;
			struct pq_query_options o = PQ_QUERY_OPTIONS_INIT;
			GPtrArray *hits = NULL;
			guint rank;

			for (GList *m = members; m; m = m->next) {
				JsonNode *v = json_object_get_member(is, m->data);

				if (JSON_NODE_HOLDS_VALUE(v) && json_node_get_value_type(v) == G_TYPE_STRING)
					g_hash_table_insert(facts, m->data, (gpointer)json_node_get_string(v));
			}
			for (guint x = 0; x < json_array_get_length(ex); x++) {
				const char *h = g_hash_table_lookup(c.ids, json_array_get_string_element(ex, x));

				g_assert_nonnull(h);
				g_hash_table_add(right, (gpointer)h);
			}
			g_assert_cmpint(pq_template(&text, json_object_get_string_member(is, "kind"), facts, backport,
						    &error), ==, 0);
			g_assert_cmpint(pq_query_parse(&q, text, "template", &error), ==, 0);
			g_assert_cmpint(pq_query_run(&hits, c.db, q, &o, &error), ==, 0);
			g_assert_no_error(error);
			rank = rank_of(hits, right);
			total++;
			first += rank == 1;
			g_test_message("%s %s %s: rank %u of %u", json_object_get_string_member(cs, "name"),
				       json_object_get_string_member(is, "kind"), (char *)g_hash_table_lookup(facts, "symbol"),
				       rank, hits->len);
			if (rank != 1)
				g_string_append_printf(failures, " %s/%s:%s=rank %u", json_object_get_string_member(cs, "name"),
						       json_object_get_string_member(is, "kind"),
						       (char *)g_hash_table_lookup(facts, "symbol"), rank);
			/* a rename chain (x -> x_new -> x): the top hit must carry its second step */
			if (rank == 1 && json_object_has_member(is, "chain")) {
				JsonArray *ch = json_object_get_array_member(is, "chain");
				struct pq_hit *top = hits->pdata[0];
				gboolean ok = FALSE;

				for (guint x = 0; top->chain && x < json_array_get_length(ch); x++)
					ok |= !g_strcmp0(((struct pq_hit *)top->chain->pdata[0])->hash,
							 g_hash_table_lookup(c.ids, json_array_get_string_element(ch, x)));
				chains++;
				chains_ok += ok;
				if (!ok)
					g_string_append_printf(failures, " %s/%s:%s=no chain",
							       json_object_get_string_member(cs, "name"),
							       json_object_get_string_member(is, "kind"),
							       (char *)g_hash_table_lookup(facts, "symbol"));
			}
			g_ptr_array_unref(hits);
			pq_query_free(q);
		}
	}
	printf("# corpus rename chains: %u/%u\n", chains_ok, chains);
	printf("# corpus top-1: %u/%u issues (%.1f%%)\n", first, total, total ? 100.0 * first / total : 0);
	g_assert_cmpuint(total, >, 0);
	if (failures->len)
		g_test_fail_printf("not first:%s", failures->str);
	g_string_free(failures, TRUE);
	corpus_close(&c);
}

/* The article's query: the spi conversions, none of the platform_driver/i2c_driver .suspend removals. */
static void test_spi_query(void)
{
	static const char query[] =
		"@@\nidentifier i;\nexpression e;\n@@\nstruct spi_driver i = {\n- .suspend\n         = e,\n};\n";
	static const char *const spi[] = { "spi-pm-ops-as3935", "spi-pm-ops-ld9040", "spi-pm-ops-tdo24m",
		"spi-pm-ops-lis3lv02d", NULL };
	struct corpus c = { 0 };
	struct pq_query *q = NULL;
	struct pq_query_options o = PQ_QUERY_OPTIONS_INIT;
	g_autoptr(GError) error = NULL;
	GPtrArray *hits = NULL;
	GArray *ids = NULL;
	const char *const minus[] = { ".suspend", NULL };
	guint noise = 0;

	corpus_open(&c);
	o.group_series = FALSE;
	g_assert_cmpint(pq_query_parse(&q, query, "spi.cocci", &error), ==, 0);
	g_assert_cmpint(pq_query_run(&hits, c.db, q, &o, &error), ==, 0);
	for (guint i = 0; spi[i]; i++) {
		const char *h = g_hash_table_lookup(c.ids, spi[i]);
		gboolean found = FALSE;

		g_assert_nonnull(h);
		for (guint k = 0; k < hits->len; k++)
			found |= !strcmp(((struct pq_hit *)hits->pdata[k])->hash, h);
		if (!found)
			g_error("%s (%s) not returned", spi[i], h);
	}
	g_assert_cmpuint(hits->len, ==, 4);
	for (guint k = 0; k < hits->len; k++) {
		struct pq_hit *h = hits->pdata[k];
		gboolean spi_line = FALSE;

		for (guint l = 0; l < h->lines->len; l++)
			spi_line |= strstr(((struct pq_line *)h->lines->pdata[l])->text, "struct spi_driver") != NULL;
		g_assert_true(spi_line);
	}
	/* the noise exists: word lookup alone returns commits that are not spi conversions */
	g_assert_cmpint(pq_db_candidates(&ids, c.db, minus, NULL, NULL, NULL, NULL, &error), ==, 0);
	noise = ids->len - hits->len;
	g_test_message("'.suspend' removed by %u commits, %u verified spi_driver conversions", ids->len, hits->len);
	g_assert_cmpuint(noise, >, 0);
	g_array_unref(ids);
	g_ptr_array_unref(hits);
	pq_query_free(q);
	corpus_close(&c);
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/prequel/query-corpus/templates-rank-first", test_templates_rank_first);
	g_test_add_func("/prequel/query-corpus/spi-query", test_spi_query);
	/* as main() does: libgit2 once for the process, after the environment is set */
	gitrt_init();
	ret = g_test_run();
	gitrt_shutdown();
	return ret;
}

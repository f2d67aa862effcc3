// SPDX-License-Identifier: GPL-2.0
/*
 * `porter eval --cases FILE`: runs the port loop (review mode) on every case of a manifest and
 * scores it: root issues and the raw diagnostics behind them, expected issues reported, right
 * example found and at rank 1, issues fixed, clean builds, and the time split the loop records.
 * The manifest, the runs and scores, and their rendering are files of their own (eval.h).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "porter.h"
#include "eval.h"
#include "progress.h"
#include "sandbox.h"

/* ---- command ------------------------------------------------------------------------------ */

static int overall_exit(const struct porter_eval_score *scores, guint n)
{
	int code = PORTER_EXIT_CLEAN;

	for (guint i = 0; i < n; i++) {
		int e = scores[i].exit_code;

		/* internal beats usage beats partial */
		if (e == PORTER_EXIT_INTERNAL || code == PORTER_EXIT_INTERNAL)
			code = PORTER_EXIT_INTERNAL;
		else if (e == PORTER_EXIT_USAGE || code == PORTER_EXIT_USAGE)
			code = PORTER_EXIT_USAGE;
		else if (e != PORTER_EXIT_CLEAN)
			code = PORTER_EXIT_PARTIAL;
	}
	return code;
}

int cmd_eval(int argc, char **argv)
{
	g_autofree char *cases = NULL, *format = NULL, *db = NULL, *out = NULL;
	g_auto(GStrv) only = NULL;
	g_autoptr(GError) err = NULL;
	g_autoptr(GHashTable) dbs = NULL;
	g_autofree char *scratch = NULL, *text = NULL;
	struct porter_eval_manifest *m = NULL;
	struct porter_eval_score *scores = NULL;
	enum porter_format fmt = PORTER_FORMAT_TEXT;
	gboolean help = FALSE, progress = FALSE, quiet = FALSE, load = FALSE;
	struct porter_load_test_options lo = { .isolation = SBX_ISOLATE_AUTO };
	enum prog_mode pmode;
	int ret;
	GOptionEntry entries[] = {
		{ "help", 'h', 0, G_OPTION_ARG_NONE, &help, "show this help", NULL },
		{ "cases", 0, 0, G_OPTION_ARG_FILENAME, &cases, "the case manifest (cases.json)",
		  "FILE" },
		{ "format", 0, 0, G_OPTION_ARG_STRING, &format, "text or json", "FORMAT" },
		{ "db", 0, 0, G_OPTION_ARG_FILENAME, &db,
		  "index for cases that name none (default: minikernel.db next to the minikernel)",
		  "DB" },
		{ "case", 0, 0, G_OPTION_ARG_STRING_ARRAY, &only,
		  "run only this case (repeatable)", "NAME" },
		{ "out", 0, 0, G_OPTION_ARG_FILENAME, &out,
		  "write each case's reports and series into DIR/<case>", "DIR" },
		{ "load-test", 0, 0, G_OPTION_ARG_NONE, &load,
		  "boot each clean port's module with the target kernel under QEMU; the verdict "
		  "changes no score (docs/load-test.md)", NULL },
		{ "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
		  "progress lines on stderr even when it is not a terminal (CI logs)", NULL },
		{ "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet, "no progress lines", NULL },
		{ NULL }
	};

	ret = porter_parse_options("eval", "- run a case manifest and print the scores", entries, &help, &argc, &argv);
	if (ret)
		return ret < 0 ? 0 : ret;
	if (!cases) {
		g_printerr("porter eval: --cases is required\n");
		return PORTER_EXIT_USAGE;
	}
	if (prog_mode_from_flags(&pmode, progress, quiet)) {
		g_printerr("porter eval: --progress and --quiet exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	if (format && (porter_format_from_name(&fmt, format) || fmt == PORTER_FORMAT_MARKDOWN)) {
		g_printerr("porter eval: --format %s: expected text or json\n", format);
		return PORTER_EXIT_USAGE;
	}
	if (porter_eval_manifest_load(&m, cases, &err) || porter_eval_resolve_examples(m, &err)) {
		g_printerr("error: %s\n", err->message);
		ret = g_error_matches(err, PORTER_ERROR, PORTER_ERROR_INPUT) ? PORTER_EXIT_USAGE :
									     PORTER_EXIT_INTERNAL;
		goto out_free;
	}
	if (only) {
		/* keep the manifest's order; a name that matches nothing is a usage error */
		for (guint k = 0; only[k]; k++) {
			gboolean seen = FALSE;

			for (guint i = 0; i < m->cases->len && !seen; i++)
				seen = !strcmp(((struct porter_eval_case *)m->cases->pdata[i])->name,
					       only[k]);
			if (!seen) {
				g_printerr("error: %s: no case named '%s'\n", cases, only[k]);
				ret = PORTER_EXIT_USAGE;
				goto out_free;
			}
		}
		for (guint i = m->cases->len; i-- > 0;)
			if (!g_strv_contains((const char *const *)only,
					     ((struct porter_eval_case *)m->cases->pdata[i])->name))
				g_ptr_array_remove_index(m->cases, i);
	}
	scratch = g_dir_make_tmp("porter-eval-XXXXXX", &err);
	if (!scratch) {
		g_printerr("error: cannot make a scratch dir: %s\n", err->message);
		ret = PORTER_EXIT_INTERNAL;
		goto out_free;
	}
	prog_init("porter", pmode);
	dbs = porter_eval_dbs_new();
	scores = g_new0(struct porter_eval_score, m->cases->len ? m->cases->len : 1);
	for (guint i = 0; i < m->cases->len; i++) {
		scores[i].c = m->cases->pdata[i];
		prog_line("eval: case %u of %u: %s", i + 1, m->cases->len, scores[i].c->name);
		porter_eval_run_case(&scores[i], m, db, out, dbs, scratch, load ? &lo : NULL);
		porter_eval_score_case(&scores[i]);
		if (scores[i].error)
			g_printerr("error: %s\n", scores[i].error);
	}
	text = fmt == PORTER_FORMAT_JSON ? porter_eval_render_json(m, scores) : porter_eval_render_text(m, scores);
	fputs(text, stdout);
	fflush(stdout);
	ret = overall_exit(scores, m->cases->len);
	for (guint i = 0; i < m->cases->len; i++)
		porter_eval_score_clear(&scores[i]);
	if (sbx_remove_tree(scratch, &err))
		g_printerr("warning: %s\n", err->message);
out_free:
	g_free(scores);
	porter_eval_manifest_free(m);
	return ret;
}


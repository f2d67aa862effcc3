// SPDX-License-Identifier: GPL-2.0
/*
 * porter-sandbox: a thin command over libsandbox, to run one command or one driver build the way
 * porter does (for scripts, the benchmark and debugging a build that fails only in the sandbox).
 */
#include "sandbox.h"

#include <stdio.h>
#include <string.h>

static const char usage[] =
	"usage: porter-sandbox run [OPTIONS] -- CMD [ARG...]\n"
	"       porter-sandbox build [OPTIONS] [--mode auto|plain|kbuild|custom] [--build CMD]\n"
	"                            [--no-json] SRC KDIR\n"
	"       porter-sandbox --version\n"
	"options: --isolation auto|none|require  --timeout S  --mem MB  --max-output BYTES\n"
	"         --ro PATH  --rw PATH  --cwd DIR (run only)\n"
	"Prints the command's stdout (run) or its diagnostics (build) on stdout, its stderr (run) and\n"
	"a status line on stderr.  build builds in SRC, as make M=SRC does (porter itself builds in\n"
	"a work copy).  Exit: 0 success, 1 command or build failed, 2 usage or input error,\n"
	"3 environment error.\n";

static int parse_isolation(enum sbx_isolation *out, const char *s)
{
	if (!strcmp(s, "auto"))
		*out = SBX_ISOLATE_AUTO;
	else if (!strcmp(s, "none"))
		*out = SBX_ISOLATE_NONE;
	else if (!strcmp(s, "require"))
		*out = SBX_ISOLATE_REQUIRE;
	else
		return -1;
	return 0;
}

static int parse_mode(enum sbx_build_mode *out, const char *s)
{
	for (int m = SBX_BUILD_AUTO; m <= SBX_BUILD_CUSTOM; m++)
		if (!strcmp(s, sbx_build_mode_name(m))) {
			*out = m;
			return 0;
		}
	return -1;
}

static void print_status(const char *what, const struct sbx_result *r)
{
	fprintf(stderr, "porter-sandbox: %s status=%d signal=%d timed_out=%d truncated=%d "
		"isolated=%d seconds=%.3f\n", what, r->status, r->term_signal, r->timed_out,
		r->truncated, r->isolated, r->seconds);
}

static int exit_code(int ret)
{
	return ret == -SBX_ERROR_INPUT ? 2 : 3;
}

int main(int argc, char **argv)
{
	struct sbx_build_options bo = { 0 };
	struct sbx_run_options *ro = &bo.run;
	g_autoptr(GPtrArray) ro_paths = g_ptr_array_new();
	g_autoptr(GPtrArray) rw_paths = g_ptr_array_new();
	g_autoptr(GError) err = NULL;
	const char *cmd;
	int i, ret;

	if (argc >= 2 && !strcmp(argv[1], "--version")) {
		printf("porter-sandbox (porter) %s\n", PORTER_VERSION);
		return 0;
	}
	if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		fputs(usage, argc < 2 ? stderr : stdout);
		return argc < 2 ? 2 : 0;
	}
	cmd = argv[1];
	if (strcmp(cmd, "run") && strcmp(cmd, "build")) {
		fprintf(stderr, "porter-sandbox: unknown command '%s'\n%s", cmd, usage);
		return 2;
	}
	for (i = 2; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (!strcmp(a, "--")) {
			i++;
			break;
		}
		if (!strcmp(a, "--no-json")) {
			bo.no_json = TRUE;
			continue;
		}
		if (!strcmp(a, "--help")) {
			fputs(usage, stdout);
			return 0;
		}
		if (a[0] != '-' || a[1] != '-')
			break;
		if (!v) {
			fprintf(stderr, "porter-sandbox: option %s needs a value\n", a);
			return 2;
		}
		i++;
		if (!strcmp(a, "--isolation")) {
			if (parse_isolation(&ro->isolation, v)) {
				fprintf(stderr, "porter-sandbox: bad --isolation '%s'\n", v);
				return 2;
			}
		} else if (!strcmp(a, "--mode")) {
			if (parse_mode(&bo.mode, v)) {
				fprintf(stderr, "porter-sandbox: bad --mode '%s'\n", v);
				return 2;
			}
		} else if (!strcmp(a, "--build")) {
			bo.command = v;
		} else if (!strcmp(a, "--timeout")) {
			ro->timeout_s = (guint)g_ascii_strtoull(v, NULL, 10);
		} else if (!strcmp(a, "--mem")) {
			ro->mem_limit_mb = g_ascii_strtoull(v, NULL, 10);
		} else if (!strcmp(a, "--max-output")) {
			ro->max_output = g_ascii_strtoull(v, NULL, 10);
		} else if (!strcmp(a, "--ro")) {
			g_ptr_array_add(ro_paths, (char *)v);
		} else if (!strcmp(a, "--rw")) {
			g_ptr_array_add(rw_paths, (char *)v);
		} else if (!strcmp(a, "--cwd")) {
			ro->cwd = v;
		} else {
			fprintf(stderr, "porter-sandbox: unknown option %s\n", a);
			return 2;
		}
	}
	g_ptr_array_add(ro_paths, NULL);
	g_ptr_array_add(rw_paths, NULL);
	ro->ro_paths = (const char *const *)ro_paths->pdata;
	ro->rw_paths = (const char *const *)rw_paths->pdata;

	if (!strcmp(cmd, "run")) {
		struct sbx_result r;

		if (i >= argc) {
			fprintf(stderr, "porter-sandbox: run: no command\n");
			return 2;
		}
		ret = sbx_run(&r, (const char *const *)argv + i, ro, &err);
		if (ret) {
			fprintf(stderr, "porter-sandbox: %s\n", err->message);
			return exit_code(ret);
		}
		fputs(r.out, stdout);
		fputs(r.err, stderr);
		print_status("run", &r);
		ret = r.status == 0 && !r.timed_out ? 0 : 1;
		sbx_result_clear(&r);
		return ret;
	} else {
		struct sbx_build b;

		if (argc - i != 2) {
			fprintf(stderr, "porter-sandbox: build: needs SRC and KDIR\n");
			return 2;
		}
		ret = sbx_build_run(&b, argv[i], argv[i + 1], &bo, &err);
		if (ret) {
			fprintf(stderr, "porter-sandbox: %s\n", err->message);
			return exit_code(ret);
		}
		fputs(b.diagnostics, stdout);
		fprintf(stderr, "porter-sandbox: mode=%s json=%d ok=%d command: %s\n",
			sbx_build_mode_name(b.mode), b.json, b.ok, b.command_line);
		print_status("build", &b.run);
		ret = b.ok ? 0 : 1;
		sbx_build_clear(&b);
		return ret;
	}
}

// SPDX-License-Identifier: GPL-2.0
/*
 * `porter load-test`: boots a kernel under QEMU with a built module and says whether it loads,
 * fails, oopses or hangs (docs/load-test.md).  The same test `porter port --load-test` runs on
 * its final clean build.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "porter.h"

int cmd_load_test(int argc, char **argv)
{
	g_autofree char *kernel = NULL, *image = NULL, *modules = NULL, *format = NULL;
	g_autofree char *console = NULL;
	gint insmod_timeout = 0, timeout = 0;
	gboolean help = FALSE, no_sandbox = FALSE, require_sandbox = FALSE;
	struct porter_load_test_options o = { 0 };
	struct porter_load_test *t = NULL;
	g_autoptr(GOptionContext) ctx = NULL;
	g_autoptr(GError) err = NULL;
	int ret;
	GOptionEntry entries[] = {
		{ "help", 'h', 0, G_OPTION_ARG_NONE, &help, "show this help", NULL },
		{ "kernel", 0, 0, G_OPTION_ARG_FILENAME, &kernel,
		  "the kernel tree the module was built against: its release's image is booted",
		  "KDIR" },
		{ "boot-image", 0, 0, G_OPTION_ARG_FILENAME, &image,
		  "boot this kernel image (bzImage) instead", "IMG" },
		{ "modules-dir", 0, 0, G_OPTION_ARG_FILENAME, &modules,
		  "with --boot-image: /lib/modules/RELEASE of that image (modules.dep), for the "
		  "module's dependencies", "DIR" },
		{ "insmod-timeout", 0, 0, G_OPTION_ARG_INT, &insmod_timeout,
		  "seconds insmod and rmmod may take in the guest (20)", "S" },
		{ "timeout", 0, 0, G_OPTION_ARG_INT, &timeout, "seconds the whole VM may run (240)",
		  "S" },
		{ "console", 0, 0, G_OPTION_ARG_FILENAME, &console,
		  "also write what the VM's serial console printed to FILE", "FILE" },
		{ "format", 0, 0, G_OPTION_ARG_STRING, &format, "text (default) or json", "FORMAT" },
		{ "no-sandbox", 0, 0, G_OPTION_ARG_NONE, &no_sandbox,
		  "run QEMU without bubblewrap", NULL },
		{ "require-sandbox", 0, 0, G_OPTION_ARG_NONE, &require_sandbox,
		  "fail when QEMU cannot be isolated", NULL },
		{ NULL }
	};

	ctx = g_option_context_new("MODULE.ko - boot a kernel under QEMU and load a module");
	g_option_context_add_main_entries(ctx, entries, NULL);
	g_option_context_set_help_enabled(ctx, FALSE);
	if (!g_option_context_parse(ctx, &argc, &argv, &err)) {
		g_printerr("porter load-test: %s\n", err->message);
		return PORTER_EXIT_USAGE;
	}
	if (help) {
		g_autofree char *text = g_option_context_get_help(ctx, TRUE, NULL);

		fputs(text, stdout);
		fputs("Exit codes: 0 the module loads (loaded-and-unloaded, loaded-no-device), 1 it\n"
		      "does not (any other verdict), 2 bad input, 3 QEMU could not run.\n", stdout);
		return 0;
	}
	if (argc != 2) {
		g_printerr("porter load-test: expected one MODULE.ko, got %d argument(s)\n",
			   argc - 1);
		return PORTER_EXIT_USAGE;
	}
	if (!kernel == !image) {
		g_printerr("porter load-test: give exactly one of --kernel and --boot-image\n");
		return PORTER_EXIT_USAGE;
	}
	if (modules && !image) {
		g_printerr("porter load-test: --modules-dir needs --boot-image\n");
		return PORTER_EXIT_USAGE;
	}
	if (insmod_timeout < 0 || timeout < 0) {
		g_printerr("porter load-test: --insmod-timeout and --timeout must be positive\n");
		return PORTER_EXIT_USAGE;
	}
	if (format && strcmp(format, "text") && strcmp(format, "json")) {
		g_printerr("porter load-test: --format %s: expected text or json\n", format);
		return PORTER_EXIT_USAGE;
	}
	if (no_sandbox && require_sandbox) {
		g_printerr("porter load-test: --no-sandbox and --require-sandbox exclude each other\n");
		return PORTER_EXIT_USAGE;
	}
	if (kernel && !g_file_test(kernel, G_FILE_TEST_IS_DIR)) {
		g_printerr("error: cannot load-test against %s: no such directory\n", kernel);
		return PORTER_EXIT_USAGE;
	}
	porter_progress_enable(isatty(STDERR_FILENO));
	o.boot_image = image;
	o.modules_dir = modules;
	o.insmod_timeout_s = insmod_timeout;
	o.timeout_s = timeout;
	/* enum sbx_isolation: AUTO, NONE, REQUIRE */
	o.isolation = no_sandbox ? 1 : require_sandbox ? 2 : 0;
	ret = porter_load_test_run(&t, argv[1], kernel, &o, &err);
	if (ret) {
		g_printerr("error: %s\n", err->message);
		porter_load_test_free(t);
		return ret == -PORTER_ERROR_INPUT ? PORTER_EXIT_USAGE : PORTER_EXIT_INTERNAL;
	}
	if (console && porter_write_file(console, t->console ? t->console : "", -1, &err)) {
		g_printerr("error: %s\n", err->message);
		porter_load_test_free(t);
		return PORTER_EXIT_INTERNAL;
	}
	{
		g_autofree char *text = porter_load_test_render(t, format && !strcmp(format, "json") ?
								PORTER_FORMAT_JSON : PORTER_FORMAT_TEXT);

		fputs(text, stdout);
	}
	ret = t->loads ? PORTER_EXIT_CLEAN : PORTER_EXIT_PARTIAL;
	porter_load_test_free(t);
	return ret;
}

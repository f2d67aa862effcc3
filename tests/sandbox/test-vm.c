// SPDX-License-Identifier: GPL-2.0
/*
 * The load test's verdict from a VM's console, on real consoles captured with `porter
 * load-test --console` (data/vm/, modules built against Debian's 6.12 headers and booted on
 * its vmlinuz-6.12.118+deb12-amd64 under TCG): init returning -ENXIO, a NULL dereference in
 * init, a symbol the kernel does not export, init sleeping forever.  Then the cases those
 * runs do not show (taint, rmmod, no boot), the .modinfo reader, modules.dep and the cpio.
 */
#include "sandbox.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

/* The console of data/vm/NAME.log and the nonce its init script used. */
static char *load(const char *name, char **out_nonce)
{
	g_autofree char *path = g_strdup_printf("%s/vm/%s.log", PORTER_TEST_DATA, name);
	char *text = NULL;
	const char *m;

	g_assert_true(g_file_get_contents(path, &text, NULL, NULL));
	m = strstr(text, "porter-vm-");
	g_assert_nonnull(m);
	*out_nonce = g_strndup(m + 10, 16);
	return text;
}

static void parse(struct sbx_vm_outcome *o, const char *name, gboolean timed_out)
{
	g_autofree char *nonce = NULL;
	g_autofree char *text = load(name, &nonce);

	g_assert_cmpint(sbx_vm_parse_log(o, text, nonce, timed_out), ==, 0);
}

static void test_no_device(void)
{
	struct sbx_vm_outcome o;

	parse(&o, "nodev", FALSE);
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "loaded-no-device");
	g_assert_true(sbx_vm_verdict_loads(o.verdict));
	g_assert_cmpint(o.init_error, ==, ENXIO);
	g_assert_true(o.booted);
	g_assert_cmpstr(o.release, ==, "6.12.118+deb12-amd64");
	/* O and E only: not a taint verdict */
	g_assert_cmpuint(o.taint_after, ==, 12288);
	g_assert_null(o.trace);
	sbx_vm_outcome_clear(&o);
}

/* The same module built against Debian's 6.1 headers, on its 6.1.0-57 image */
static void test_no_device_61(void)
{
	struct sbx_vm_outcome o;

	parse(&o, "nodev-6.1", FALSE);
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "loaded-no-device");
	g_assert_cmpstr(o.release, ==, "6.1.0-57-amd64");
	sbx_vm_outcome_clear(&o);
}

static void test_oops(void)
{
	struct sbx_vm_outcome o;

	parse(&o, "oops", FALSE);
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "oops");
	g_assert_false(sbx_vm_verdict_loads(o.verdict));
	g_assert_nonnull(strstr(o.summary, "BUG: kernel NULL pointer dereference"));
	g_assert_nonnull(strstr(o.trace, "RIP: 0010:lt_init"));
	g_assert_nonnull(strstr(o.trace, "Call Trace:"));
	g_assert_nonnull(strstr(o.trace, "do_init_module"));
	g_assert_nonnull(strstr(o.trace, "---[ end trace"));
	/* the dmesg after the trace (insmod's "Killed") is not part of it */
	g_assert_null(strstr(o.trace, "porter-vm-"));
	sbx_vm_outcome_clear(&o);
}

static void test_unresolved(void)
{
	struct sbx_vm_outcome o;

	parse(&o, "unres", FALSE);
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "unresolved-symbol");
	g_assert_cmpstr(o.symbol, ==, "porter_no_such_export");
	sbx_vm_outcome_clear(&o);
}

static void test_hang(void)
{
	struct sbx_vm_outcome o;

	parse(&o, "hang", FALSE);
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "hang");
	g_assert_nonnull(strstr(o.summary, "insmod"));
	sbx_vm_outcome_clear(&o);
}

/* A console cut where the VM's own limit stopped it: init ran, insmod never returned. */
static void test_vm_timeout(void)
{
	g_autofree char *nonce = NULL;
	g_autofree char *text = load("hang", &nonce);
	char *cut = strstr(text, "insmod-start");
	struct sbx_vm_outcome o;

	g_assert_nonnull(cut);
	cut[strlen("insmod-start")] = '\0';
	sbx_vm_parse_log(&o, text, nonce, TRUE);
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "hang");
	sbx_vm_outcome_clear(&o);
	/* the same without the time limit: QEMU died, it is not the module's hang */
	sbx_vm_parse_log(&o, text, nonce, FALSE);
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "no-boot");
	sbx_vm_outcome_clear(&o);
}

/* Lines of another nonce (a module printing markers of its own) are not the init's. */
static void test_other_nonce(void)
{
	g_autofree char *nonce = NULL;
	g_autofree char *text = load("nodev", &nonce);
	struct sbx_vm_outcome o;

	sbx_vm_parse_log(&o, text, "0000000000000000", FALSE);
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "no-boot");
	g_assert_false(o.booted);
	sbx_vm_outcome_clear(&o);
}

static void synth(struct sbx_vm_outcome *o, const char *body)
{
	g_autofree char *text = g_strdup_printf(
		"porter-vm-N: booted 6.12.0\r\nporter-vm-N: taint-before 0\r\n"
		"porter-vm-N: insmod-start\r\n%s", body);

	sbx_vm_parse_log(o, text, "N", FALSE);
}

static void test_synthetic(void)
{
	struct sbx_vm_outcome o;

	synth(&o, "porter-vm-N: insmod-rc 0\nporter-vm-N: insmod-err \nporter-vm-N: taint-after 12289\n"
		  "porter-vm-N: rmmod-rc 0\n");
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "tainted");
	g_assert_cmpstr(o.taint, ==, "P");
	sbx_vm_outcome_clear(&o);
	synth(&o, "porter-vm-N: insmod-rc 0\nporter-vm-N: taint-after 12288\nporter-vm-N: rmmod-rc 0\n");
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "loaded-and-unloaded");
	sbx_vm_outcome_clear(&o);
	synth(&o, "porter-vm-N: insmod-rc 0\nporter-vm-N: taint-after 12288\nporter-vm-N: rmmod-rc 1\n");
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "loaded-not-unloaded");
	sbx_vm_outcome_clear(&o);
	synth(&o, "porter-vm-N: insmod-rc 0\nporter-vm-N: taint-after 12288\nporter-vm-N: rmmod-hang\n");
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "hang");
	sbx_vm_outcome_clear(&o);
	synth(&o, "porter-vm-N: insmod-rc 22\nporter-vm-N: insmod-err insmod: can't insert "
		  "'/mod/module.ko': Invalid argument\nporter-vm-N: taint-after 12288\n");
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "init-failed");
	g_assert_cmpint(o.init_error, ==, EINVAL);
	sbx_vm_outcome_clear(&o);
	/* a WARN in dmesg, control bytes escaped */
	synth(&o, "porter-vm-N: insmod-rc 0\nporter-vm-N: dmesg-begin\n[ 1.0] porter-vm-N: insmod\n"
		  "[ 1.1] WARNING: CPU: 0 PID: 1 at x.c:3 f+0x1\x1b[0m\n[ 1.2] ---[ end trace 0 ]---\n"
		  "porter-vm-N: dmesg-end\n");
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "oops");
	g_assert_nonnull(strstr(o.trace, "f+0x1\\x1b[0m"));
	sbx_vm_outcome_clear(&o);
	/* nothing at all */
	sbx_vm_parse_log(&o, "", "N", TRUE);
	g_assert_cmpstr(sbx_vm_verdict_name(o.verdict), ==, "no-boot");
	sbx_vm_outcome_clear(&o);
}

static void test_names(void)
{
	enum sbx_vm_verdict v;

	for (guint i = SBX_VM_LOADED; i <= SBX_VM_NO_BOOT; i++) {
		g_assert_cmpint(sbx_vm_verdict_from_name(&v, sbx_vm_verdict_name(i)), ==, 0);
		g_assert_cmpuint(v, ==, i);
	}
	g_assert_cmpint(sbx_vm_verdict_from_name(&v, "crashed"), <, 0);
}

static void test_modinfo_deps(void)
{
	static const char mi[] = "\0license=GPL\0depends=regmap-i2c,hwmon\0name=tmp\0vermagic=6.12";
	g_autofree char *dir = g_dir_make_tmp("test-vm-XXXXXX", NULL);
	g_autofree char *dep = g_build_filename(dir, "modules.dep", NULL);
	g_autofree char *dp = sbx_vm_modinfo(mi, sizeof(mi), "depends");
	g_autofree char *name = sbx_vm_modinfo(mi, sizeof(mi), "name");
	g_autofree char *none = sbx_vm_modinfo(mi, sizeof(mi), "alias");
	g_autoptr(GError) err = NULL;
	GPtrArray *deps = NULL;

	g_assert_cmpstr(dp, ==, "regmap-i2c,hwmon");
	g_assert_cmpstr(name, ==, "tmp");
	g_assert_null(none);
	g_assert_true(g_file_set_contents(dep,
		"kernel/drivers/base/regmap/regmap-i2c.ko.xz: kernel/drivers/i2c/i2c-core.ko.xz\n"
		"kernel/drivers/i2c/i2c-core.ko.xz:\n"
		"kernel/drivers/hwmon/hwmon.ko.xz: kernel/drivers/i2c/i2c-core.ko.xz\n", -1, NULL));
	g_assert_cmpint(sbx_vm_resolve_deps(&deps, dir, dp, &err), ==, 0);
	g_assert_cmpuint(deps->len, ==, 3);
	g_assert_cmpstr(deps->pdata[0], ==, "kernel/drivers/i2c/i2c-core.ko.xz");
	g_assert_cmpstr(deps->pdata[1], ==, "kernel/drivers/base/regmap/regmap-i2c.ko.xz");
	g_assert_cmpstr(deps->pdata[2], ==, "kernel/drivers/hwmon/hwmon.ko.xz");
	g_ptr_array_unref(deps);
	g_assert_cmpint(sbx_vm_resolve_deps(&deps, dir, "nosuch", &err), <, 0);
	g_assert_nonnull(strstr(err->message, "nosuch"));
	g_ptr_array_unref(deps);
	g_unlink(dep);
	g_rmdir(dir);
}

/* The initramfs is a cpio newc archive the kernel unpacks: checked with cpio(1) when present. */
static void test_initramfs(void)
{
	g_autofree char *dir = g_dir_make_tmp("test-vm-XXXXXX", NULL);
	g_autofree char *path = g_build_filename(dir, "i.cpio", NULL);
	g_autofree char *data = NULL, *out = NULL, *cmd = NULL;
	g_autoptr(GError) err = NULL;
	gsize len = 0;
	int status = 0;

	if (!g_file_test("/bin/busybox", G_FILE_TEST_EXISTS)) {
		g_test_skip("no /bin/busybox (busybox-static)");
		return;
	}
	g_assert_cmpint(sbx_vm_initramfs(path, "\x7f" "ELF", 4, NULL, "/bin/busybox",
					 "#!/bin/busybox sh\n", &err), ==, 0);
	g_assert_true(g_file_get_contents(path, &data, &len, NULL));
	g_assert_cmpint(memcmp(data, "070701", 6), ==, 0);
	g_assert_cmpuint(len % 4, ==, 0);
	cmd = g_strdup_printf("cpio -t --quiet -F %s", path);
	if (g_spawn_command_line_sync(cmd, &out, NULL, &status, NULL) && status == 0) {
		g_assert_nonnull(strstr(out, "init\n"));
		g_assert_nonnull(strstr(out, "bin/busybox\n"));
		g_assert_nonnull(strstr(out, "mod/module.ko\n"));
		g_assert_nonnull(strstr(out, "dev/console\n"));
	}
	/* a dynamic busybox cannot run alone in the VM */
	g_assert_cmpint(sbx_vm_initramfs(path, "x", 1, NULL, "/bin/sh", "", &err), <, 0);
	g_unlink(path);
	g_rmdir(dir);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/vm/no-device", test_no_device);
	g_test_add_func("/vm/no-device-6.1", test_no_device_61);
	g_test_add_func("/vm/oops", test_oops);
	g_test_add_func("/vm/unresolved", test_unresolved);
	g_test_add_func("/vm/hang", test_hang);
	g_test_add_func("/vm/vm-timeout", test_vm_timeout);
	g_test_add_func("/vm/other-nonce", test_other_nonce);
	g_test_add_func("/vm/synthetic", test_synthetic);
	g_test_add_func("/vm/names", test_names);
	g_test_add_func("/vm/modinfo-deps", test_modinfo_deps);
	g_test_add_func("/vm/initramfs", test_initramfs);
	return g_test_run();
}

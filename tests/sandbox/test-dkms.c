// SPDX-License-Identifier: GPL-2.0
/*
 * dkms.conf read as data: the dkms.conf files of real packaged drivers (v4l2loopback, evdi,
 * tuxedo-keyboard, 88x2bu, it87, copied from their repositories) give their build command and
 * modules; what is not an assignment, a MAKE[0] variable or a command substitution porter does
 * not know is named in a warning, never run.
 */
#include "sandbox.h"

#include <string.h>

static struct sbx_dkms *parse(const char *text)
{
	struct sbx_dkms *d = NULL;
	g_autoptr(GError) err = NULL;

	g_assert_cmpint(sbx_dkms_parse(&d, text, strlen(text), "dkms.conf", &err), ==, 0);
	g_assert_no_error(err);
	return d;
}

static gboolean has_warning(GPtrArray *w, const char *part)
{
	for (guint i = 0; i < w->len; i++)
		if (strstr(w->pdata[i], part))
			return TRUE;
	return FALSE;
}

/* umlaeute/v4l2loopback's: an if block (named, ignored), MAKE[0] with a target of its own */
static void test_v4l2loopback(void)
{
	struct sbx_dkms *d = parse(
		"PACKAGE_NAME=\"v4l2loopback\"\nPACKAGE_VERSION=\"0.13.2\"\n\n"
		"if [ -f $kernel_source_dir/.config ]; then\n"
		"    . $kernel_source_dir/.config\n"
		"        if [ \"${CONFIG_VIDEO_DEV:-n}\" = \"n\" ]; then\n"
		"            BUILD_EXCLUSIVE_KERNEL=\"REQUIRES CONFIG_VIDEO_DEV\"\n"
		"        fi\nfi\n\n"
		"# Items below here should not have to change with each driver version\n"
		"MAKE[0]=\"make KERNEL_DIR=${kernel_source_dir} v4l2loopback\"\n"
		"CLEAN=\"make clean\"\n\n"
		"BUILT_MODULE_NAME[0]=\"$PACKAGE_NAME\"\nDEST_MODULE_LOCATION[0]=\"/extra\"\n"
		"AUTOINSTALL=\"yes\"\n");
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *cmd = sbx_dkms_command(d, "6.1.0-57-amd64", w);

	g_assert_cmpstr(cmd, ==, "make KERNELRELEASE=6.1.0-57-amd64 KERNEL_DIR={kernel} "
				 "v4l2loopback");
	g_assert_cmpuint(w->len, ==, 0);
	g_assert_cmpuint(d->module_names->len, ==, 1);
	g_assert_cmpstr(d->module_names->pdata[0], ==, "v4l2loopback");
	g_assert_cmpstr(d->module_locations->pdata[0], ==, "");
	g_assert_true(has_warning(d->warnings, "dkms.conf:4: not an assignment, ignored: if ["));
	g_assert_true(has_warning(d->warnings, "dkms.conf:5: not an assignment"));
	sbx_dkms_free(d);
}

/* DisplayLink/evdi's module/dkms.conf: /lib/modules/$kernelver/build is the kernel dir */
static void test_evdi(void)
{
	struct sbx_dkms *d = parse(
		"PACKAGE_NAME=\"evdi\"\nPACKAGE_VERSION=1.14.14\nAUTOINSTALL=yes\n\n"
		"MAKE[0]=\"make all INCLUDEDIR=/lib/modules/$kernelver/build/include "
		"KVERSION=$kernelver DKMS_BUILD=1\"\n"
		"DEST_MODULE_LOCATION[0]=\"/kernel/drivers/gpu/drm/evdi\"\n"
		"BUILT_MODULE_NAME[0]=\"evdi\"\n"
		"CLEAN=\"make clean KERNELRELEASE=$kernelver DKMS_BUILD=1\"\n");
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *cmd = sbx_dkms_command(d, "6.12.118+deb12-amd64", w);

	/* as dkms runs it: its Makefile's KERN_DIR is /lib/modules/$(KERNELRELEASE)/build */
	g_assert_cmpstr(cmd, ==, "make KERNELRELEASE=6.12.118+deb12-amd64 all "
				 "INCLUDEDIR={kernel}/include KVERSION=6.12.118+deb12-amd64 "
				 "DKMS_BUILD=1");
	g_assert_cmpstr(d->package_version, ==, "1.14.14");
	g_assert_cmpuint(w->len, ==, 0);
	sbx_dkms_free(d);
}

/* tuxedo-keyboard's: five modules in two folders */
static void test_tuxedo(void)
{
	struct sbx_dkms *d = parse(
		"PACKAGE_NAME=tuxedo-keyboard\nPACKAGE_VERSION=3.2.14\n\n"
		"DEST_MODULE_LOCATION[0]=\"/kernel/lib/\"\nBUILT_MODULE_NAME[0]=\"tuxedo_keyboard\"\n"
		"BUILT_MODULE_LOCATION[0]=\"src/\"\n\n"
		"BUILT_MODULE_NAME[3]=\"tuxedo_io\"\nBUILT_MODULE_LOCATION[3]=\"src/tuxedo_io\"\n\n"
		"MAKE[0]=\"make KDIR=/lib/modules/${kernelver}/build\"\nCLEAN=\"make clean\"\n");
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *cmd = sbx_dkms_command(d, "6.12.118+deb12-amd64", w);

	g_assert_cmpstr(cmd, ==, "make KERNELRELEASE=6.12.118+deb12-amd64 KDIR={kernel}");
	g_assert_cmpuint(d->module_names->len, ==, 4);
	g_assert_cmpstr(d->module_names->pdata[3], ==, "tuxedo_io");
	g_assert_cmpstr(d->module_locations->pdata[3], ==, "src/tuxedo_io");
	g_assert_cmpstr(d->module_names->pdata[1], ==, "");
	g_assert_cmpuint(d->warnings->len, ==, 0);
	sbx_dkms_free(d);
}

/* 88x2bu's MAKE (no index: MAKE[0]) and it87's $(nproc)-free one; an unknown variable named */
/*
 * The package's folders as dkms makes them, with the path after them kept: a MAKE[0] that builds
 * in a subfolder of the package ("$dkms_tree/.../build/src/mod/common") ran in the package's top
 * folder ("Makefile: No such file or directory"), and /lib/modules/R/source lost a character.
 */
static void test_tree_paths(void)
{
	struct sbx_dkms *d = parse(
		"PACKAGE_NAME=\"pkg\"\nPACKAGE_VERSION=\"2.1\"\n"
		"MAKE[0]=\"make -C $dkms_tree/$PACKAGE_NAME/$PACKAGE_VERSION/build/src/mod/common "
		"KSRC=${kernel_source_dir} KVER=$kernelver "
		"INC=${source_tree}/${PACKAGE_NAME}-${PACKAGE_VERSION}/include "
		"SRC=/lib/modules/${kernelver}/source/include "
		"TOP=${dkms_tree}/${module}/${module_version}/source\"\n");
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *cmd = sbx_dkms_command(d, "6.12.118+deb12-amd64", w);

	g_assert_cmpstr(cmd, ==, "make KERNELRELEASE=6.12.118+deb12-amd64 -C {src}/src/mod/common "
				 "KSRC={kernel} KVER=6.12.118+deb12-amd64 INC={src}/include "
				 "SRC={kernel}/include TOP={src}");
	g_assert_cmpuint(w->len, ==, 0);
	sbx_dkms_free(d);

	/* a folder dkms does not make: the package's, said */
	d = parse("PACKAGE_NAME=pkg\nMAKE[0]=\"make -C $dkms_tree/elsewhere M=$(pwd)\"\n");
	g_clear_pointer(&cmd, g_free);
	cmd = sbx_dkms_command(d, "6.1.0", w);
	g_assert_cmpstr(cmd, ==, "make KERNELRELEASE=6.1.0 -C {src} M=");
	g_assert_true(has_warning(w, "$dkms_tree/elsewhere is no package folder"));
	sbx_dkms_free(d);

	/* no release known: $kernelver empty and said, never "(null)" */
	d = parse("MAKE[0]=\"make KVER=$kernelver -C /lib/modules/$kernelver/build\"\n");
	g_ptr_array_set_size(w, 0);
	g_clear_pointer(&cmd, g_free);
	cmd = sbx_dkms_command(d, NULL, w);
	g_assert_null(strstr(cmd, "(null)"));
	g_assert_true(has_warning(w, "$kernelver: the release of the kernel tree is not known"));
	sbx_dkms_free(d);
}

static void test_make_forms(void)
{
	struct sbx_dkms *d = parse("PACKAGE_NAME=\"rtl88x2bu\"\nMAKE=\"./dkms-make.sh\"\n"
				   "CLEAN=\"'make' clean\"\n");
	struct sbx_dkms *it = parse("PACKAGE_NAME=\"it87\"\nPACKAGE_VERSION=#MODULE_VERSION#\n"
				    "MAKE[0]=\"make TARGET=${kernelver} -j$(nproc) ARCH=${arch}\"\n"
				    "MAKE[1]=\"make other\"\n");
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *a = sbx_dkms_command(d, "6.1.0", w);
	g_autofree char *b = NULL, *want = NULL;

	/* not make: dkms's ${make_command/#make/...} leaves it as it is */
	g_assert_cmpstr(a, ==, "./dkms-make.sh");
	{
		struct sbx_dkms *m = parse("MAKE[0]=\"makeself x\"\n");
		g_autofree char *c = sbx_dkms_command(m, "6.1.0", w);

		g_assert_cmpstr(c, ==, "makeself x");
		sbx_dkms_free(m);
	}
	/* "#MODULE_VERSION#": a '#' inside a word is not a comment, as in sh */
	g_assert_cmpstr(it->package_version, ==, "#MODULE_VERSION#");
	b = sbx_dkms_command(it, "6.1.0", w);
	want = g_strdup_printf("make KERNELRELEASE=6.1.0 TARGET=6.1.0 -j%u ARCH=", MAX(g_get_num_processors(), 1));
	g_assert_cmpstr(b, ==, want);
	g_assert_true(has_warning(w, "variable $arch not understood"));
	g_assert_true(has_warning(it->warnings, "MAKE[1] ignored"));
	sbx_dkms_free(d);
	sbx_dkms_free(it);
}

/* Hostile: command substitutions and unknown variables are named and dropped, never run */
static void test_hostile(void)
{
	struct sbx_dkms *d = parse("MAKE[0]=\"make $(touch /tmp/pwned) K=`id` X='$HOME'\"\n"
				   "MAKE[0]+=oops\nMAKE[99999]=x\nrm -rf / # not run\n");
	g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *cmd = sbx_dkms_command(d, "6.1.0", w);
	struct sbx_dkms *bad = NULL;
	g_autoptr(GError) err = NULL;

	/* inside double quotes, dkms's shell expands $HOME at once: named, left empty */
	g_assert_cmpstr(cmd, ==, "make KERNELRELEASE=6.1.0  K= X=''");
	g_assert_true(has_warning(w, "$(touch /tmp/pwned) not run"));
	g_assert_true(has_warning(w, "`id` not run"));
	g_assert_true(has_warning(w, "variable $HOME not understood"));
	g_assert_true(has_warning(d->warnings, "dkms.conf:2: not an assignment"));
	g_assert_true(has_warning(d->warnings, "dkms.conf:3: not an assignment"));
	g_assert_true(has_warning(d->warnings, "dkms.conf:4: not an assignment, ignored: rm -rf /"));
	g_assert_false(g_file_test("/tmp/pwned", G_FILE_TEST_EXISTS));
	sbx_dkms_free(d);

	g_assert_cmpint(sbx_dkms_parse(&bad, "A=1\nMAKE[0]=\"make\n", 15, "x/dkms.conf", &err), ==,
			-SBX_ERROR_INPUT);
	g_assert_null(bad);
	g_assert_cmpstr(err->message, ==, "x/dkms.conf:2: unterminated quote in the value of MAKE");
	g_clear_error(&err);
	g_assert_cmpint(sbx_dkms_parse(&bad, "A=1\0B=2", 7, "y", &err), ==, -SBX_ERROR_INPUT);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/dkms/v4l2loopback", test_v4l2loopback);
	g_test_add_func("/dkms/evdi", test_evdi);
	g_test_add_func("/dkms/tuxedo", test_tuxedo);
	g_test_add_func("/dkms/make-forms", test_make_forms);
	g_test_add_func("/dkms/tree-paths", test_tree_paths);
	g_test_add_func("/dkms/hostile", test_hostile);
	return g_test_run();
}

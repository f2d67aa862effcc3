// SPDX-License-Identifier: GPL-2.0
/*
 * The load test as porter runs it (docs/load-test.md): finds the image of the target kernel,
 * fetching Debian's package into porter's cache when it is not installed (porter's only other
 * use of the network), and turns libsandbox's VM verdict into the report's.
 */
#include <elf.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "porter.h"
#include "sandbox.h"

static char *cache_dir(void)
{
	const char *d = g_getenv("PORTER_CACHE_DIR");

	if (d && *d)
		return g_strdup(d);
	return g_build_filename(g_get_user_cache_dir(), "porter", NULL);
}

static gboolean image_pair(const char *image, const char *modules)
{
	g_autofree char *dep = g_build_filename(modules, "modules.dep", NULL);

	return g_file_test(image, G_FILE_TEST_IS_REGULAR) &&
	       g_file_test(dep, G_FILE_TEST_IS_REGULAR);
}

/* Runs a trusted system tool (apt-get, dpkg-deb, depmod) in dir; 0 or -PORTER_ERROR_INPUT. */
static int run_tool(const char *const *argv, const char *dir, const char *what, GError **error)
{
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	struct sbx_result r = { 0 };
	g_autoptr(GError) err = NULL;
	int ret = 0;

	o.cwd = dir;
	o.timeout_s = 900;
	/* apt-get needs the network and its own state: it is the system's tool, not the driver's */
	o.isolation = SBX_ISOLATE_NONE;
	o.disk_limit_mb = 4096;
	if (sbx_run(&r, argv, &o, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot %s: %s", what,
			    err->message);
		return -PORTER_ERROR_INPUT;
	}
	if (r.status != 0) {
		const char *text = *r.err ? r.err : r.out;
		g_autofree char *first = g_strndup(text, strcspn(text, "\n"));
		g_autofree char *line = porter_sanitize_line(first, 300);

		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot %s: %s exited %d: %s",
			    what, argv[0], r.status, line);
		ret = -PORTER_ERROR_INPUT;
	}
	sbx_result_clear(&r);
	return ret;
}

/* Fetches and unpacks linux-image-RELEASE into dir (images/RELEASE of the cache). */
static int fetch_image(const char *dir, const char *release, GError **error)
{
	g_autofree char *pkg = g_strdup_printf("linux-image-%s", release);
	g_autofree char *what = g_strdup_printf("fetch %s", pkg);
	g_autofree char *deb = NULL;
	const char *dl[] = { "apt-get", "download", "-q", pkg, NULL };
	g_autoptr(GDir) d = NULL;
	const char *e;
	int ret;

	if (g_mkdir_with_parents(dir, 0755)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot create %s: %s", dir,
			    g_strerror(errno));
		return -PORTER_ERROR_INPUT;
	}
	porter_progress("load test: fetching %s into %s", pkg, dir);
	ret = run_tool(dl, dir, what, error);
	if (ret)
		return ret;
	d = g_dir_open(dir, 0, NULL);
	while (d && (e = g_dir_read_name(d)))
		if (g_str_has_prefix(e, pkg) && g_str_has_suffix(e, ".deb"))
			deb = g_build_filename(dir, e, NULL);
	if (!deb) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot fetch %s: apt-get download left no .deb in %s", pkg, dir);
		return -PORTER_ERROR_INPUT;
	}
	{
		const char *x[] = { "dpkg-deb", "-x", deb, dir, NULL };
		/* the package ships no modules.dep: its postinst makes it */
		const char *dm[] = { "depmod", "-b", dir, release, NULL };

		ret = run_tool(x, dir, "unpack the kernel image", error);
		if (!ret)
			ret = run_tool(dm, dir, "index the image's modules (depmod)", error);
	}
	g_unlink(deb);
	return ret;
}

/*
 * Fetches linux-image-RELEASE into a private folder next to dir and renames it to dir, so that
 * porter runs side by side (porter eval's shards, each load-testing) never see or unpack over
 * a half-written image: the first rename wins, a later one's copy is dropped.
 */
static int fetch_into_place(const char *dir, const char *release, GError **error)
{
	g_autofree char *parent = g_path_get_dirname(dir);
	g_autofree char *part = g_strdup_printf("%s.part-XXXXXX", dir);
	g_autofree char *img = g_strdup_printf("%s/boot/vmlinuz-%s", dir, release);
	g_autofree char *mods = g_strdup_printf("%s/lib/modules/%s", dir, release);
	int ret;

	if (g_mkdir_with_parents(parent, 0755) || !g_mkdtemp(part)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot create %s: %s",
			    parent, g_strerror(errno));
		return -PORTER_ERROR_INPUT;
	}
	g_chmod(part, 0755);
	ret = fetch_image(part, release, error);
	if (!ret) {
		/* a half-unpacked image an older porter left is no image */
		if (!image_pair(img, mods))
			sbx_remove_tree(dir, NULL);
		if (g_rename(part, dir) == 0)
			return 0;
	}
	sbx_remove_tree(part, NULL);
	return ret;
}

/*
 * The release whose image runs what kdir builds: Debian's headers packages are named after it
 * (linux-headers-6.1.0-57-amd64), and their own kernel.release may be the upstream version
 * (6.1.192); other trees say it in kernel.release.  Owned.
 */
static char *debian_release(const char *kdir)
{
	g_autofree char *real = g_canonicalize_filename(kdir, NULL);
	g_autofree char *base = g_path_get_basename(real);

	if (g_str_has_prefix(base, "linux-headers-") && base[14])
		return g_strdup(base + 14);
	return sbx_kernel_release(kdir, NULL);
}

int porter_load_test_image(char **out_image, char **out_modules, const char *kdir,
			   GError **error)
{
	g_autofree char *release = debian_release(kdir);
	g_autofree char *boot = g_strdup_printf("/boot/vmlinuz-%s", release);
	g_autofree char *lib = g_build_filename("/lib/modules", release, NULL);
	g_autofree char *cache = cache_dir();
	g_autofree char *dir = g_build_filename(cache, "images", release, NULL);
	g_autofree char *img = NULL, *mods = NULL;
	int ret;

	*out_image = *out_modules = NULL;
	if (strchr(release, '/') || release[0] == '.') {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot find the image of %s: odd release '%s'", kdir, release);
		return -PORTER_ERROR_INPUT;
	}
	if (image_pair(boot, lib)) {
		*out_image = g_steal_pointer(&boot);
		*out_modules = g_steal_pointer(&lib);
		return 0;
	}
	img = g_strdup_printf("%s/boot/vmlinuz-%s", dir, release);
	mods = g_strdup_printf("%s/lib/modules/%s", dir, release);
	if (!image_pair(img, mods)) {
		ret = fetch_into_place(dir, release, error);
		if (ret)
			return ret;
		if (!image_pair(img, mods)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "cannot find the image of %s: linux-image-%s has no %s", kdir,
				    release, img);
			return -PORTER_ERROR_INPUT;
		}
	}
	*out_image = g_steal_pointer(&img);
	*out_modules = g_steal_pointer(&mods);
	return 0;
}

/* ---- the uncompressed kernel, booted through its PVH entry -------------------------------- */

/* Whether the ELF at data (len bytes) is an x86-64 executable with a PVH entry note (Xen's
 * XEN_ELFNOTE_PHYS32_ENTRY, 18), which QEMU's -kernel boots without the bzImage's stub. */
static gboolean elf_pvh(const char *data, gsize len)
{
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)data;

	if (len < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG) ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64 || eh->e_machine != EM_X86_64)
		return FALSE;
	for (guint i = 0; i < eh->e_phnum; i++) {
		gsize off = eh->e_phoff + (gsize)i * eh->e_phentsize;
		const Elf64_Phdr *ph = (const Elf64_Phdr *)(data + off);
		gsize n, end;

		if (off + sizeof(*ph) > len)
			return FALSE;
		if (ph->p_type != PT_NOTE || ph->p_offset > len || ph->p_filesz > len - ph->p_offset)
			continue;
		end = ph->p_offset + ph->p_filesz;
		for (n = ph->p_offset; n + sizeof(Elf64_Nhdr) <= end;) {
			const Elf64_Nhdr *nh = (const Elf64_Nhdr *)(data + n);
			gsize name = n + sizeof(*nh);
			gsize desc = name + ((nh->n_namesz + 3) & ~3u);

			if (desc > end)
				break;
			if (nh->n_type == 18 && nh->n_namesz == 4 && !memcmp(data + name, "Xen", 4))
				return TRUE;
			n = desc + ((nh->n_descsz + 3) & ~3u);
		}
	}
	return FALSE;
}

/*
 * Unpacks the kernel the bzImage @image carries (its payload, xz or zstd, Debian's formats) into
 * @dir/vmlinux with the system's xz or zstd; 0, or <0 when it is no such image.
 */
static int unpack_vmlinux(const char *dir, const char *image, GError **error)
{
	g_autofree char *data = NULL, *packed = NULL, *vmlinux = NULL, *elf = NULL;
	gsize len = 0, elf_len = 0, start;
	guint32 off, plen;
	const char *tool, *suffix;
	int ret;

	if (!g_file_get_contents(image, &data, &len, error))
		return -PORTER_ERROR_INPUT;
	/* boot protocol 2.08+: payload_offset and payload_length after the setup sectors */
	if (len < 0x250 || memcmp(data + 0x202, "HdrS", 4))
		goto out_not;
	memcpy(&off, data + 0x248, 4);
	memcpy(&plen, data + 0x24c, 4);
	start = ((gsize)(data[0x1f1] ? (guchar)data[0x1f1] : 4) + 1) * 512 + off;
	if (start > len || plen < 8 || plen > len - start)
		goto out_not;
	if (!memcmp(data + start, "\xfd" "7zXZ\0", 6)) {
		tool = "xz";
		suffix = "xz";
	} else if (!memcmp(data + start, "\x28\xb5\x2f\xfd", 4)) {
		tool = "zstd";
		suffix = "zst";
	} else {
		goto out_not;
	}
	/* Kbuild appends the unpacked size (4 bytes), which neither tool expects */
	packed = g_strdup_printf("%s/vmlinux.%s", dir, suffix);
	if (!g_file_set_contents(packed, data + start, plen - 4, error))
		return -PORTER_ERROR_INPUT;
	{
		const char *argv[] = { tool, "-d", "-q", packed, NULL };

		ret = run_tool(argv, dir, "unpack the kernel image", error);
		g_unlink(packed);	/* zstd keeps it, xz does not */
		if (ret)
			return ret;
	}
	vmlinux = g_build_filename(dir, "vmlinux", NULL);
	if (!g_file_get_contents(vmlinux, &elf, &elf_len, error))
		return -PORTER_ERROR_INPUT;
	if (!elf_pvh(elf, elf_len))
		goto out_not;
	g_chmod(vmlinux, 0644);
	return 0;
out_not:
	g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
		    "%s holds no xz or zstd kernel with a PVH entry", image);
	return -PORTER_ERROR_INPUT;
}

/*
 * The uncompressed kernel of @image (owned), kept in porter's cache under pvh/ by the image's
 * name, size and time: booted through its PVH entry, the guest skips unpacking itself, which
 * under TCG is a fifth of a load test's CPU time.  NULL (boot @image itself) when it is not a
 * bzImage of that kind or PORTER_VM_NO_PVH is set.
 */
static char *pvh_kernel(const char *image)
{
	g_autofree char *cache = cache_dir(), *base = g_path_get_basename(image);
	g_autofree char *key = NULL, *dir = NULL, *vmlinux = NULL, *part = NULL, *top = NULL;
	g_autoptr(GError) err = NULL;
	struct stat st;

	if (g_getenv("PORTER_VM_NO_PVH") || g_stat(image, &st))
		return NULL;
	key = g_strdup_printf("%s-%lld-%lld", base, (long long)st.st_size,
			      (long long)st.st_mtime);
	dir = g_build_filename(cache, "pvh", key, NULL);
	vmlinux = g_build_filename(dir, "vmlinux", NULL);
	if (g_file_test(vmlinux, G_FILE_TEST_IS_REGULAR))
		return g_steal_pointer(&vmlinux);
	part = g_strdup_printf("%s.part-XXXXXX", dir);
	top = g_path_get_dirname(part);
	if (g_mkdir_with_parents(top, 0755) || !g_mkdtemp(part))
		return NULL;
	g_chmod(part, 0755);
	porter_progress("load test: unpacking %s into %s", image, dir);
	/* a later porter's rename loses to the first: that one's copy is as good */
	if (unpack_vmlinux(part, image, &err) || g_rename(part, dir)) {
		if (err)
			porter_progress("load test: booting %s itself: %s", image, err->message);
		sbx_remove_tree(part, NULL);
	}
	if (g_file_test(vmlinux, G_FILE_TEST_IS_REGULAR))
		return g_steal_pointer(&vmlinux);
	return NULL;
}

int porter_load_test_run(struct porter_load_test **out, const char *module, const char *kdir,
			 const struct porter_load_test_options *o, GError **error)
{
	struct porter_load_test *t = g_new0(struct porter_load_test, 1);
	struct sbx_vm_options vo = { 0 };
	struct sbx_vm_result vr = { 0 };
	g_autoptr(GError) err = NULL;
	g_autofree char *pvh = NULL;
	int ret = 0;

	*out = t;
	t->module = g_strdup(module);
	if (o->boot_image) {
		t->image = g_strdup(o->boot_image);
		t->modules_dir = g_strdup(o->modules_dir);
	} else {
		ret = porter_load_test_image(&t->image, &t->modules_dir, kdir, &err);
		if (ret)
			goto out_err;
	}
	pvh = pvh_kernel(t->image);
	vo.kernel_image = pvh ? pvh : t->image;
	vo.modules_dir = t->modules_dir;
	vo.insmod_timeout_s = o->insmod_timeout_s;
	vo.timeout_s = o->timeout_s;
	vo.isolation = o->isolation;
	porter_progress("load test: booting %s with %s", t->image, module);
	if (sbx_vm_load_test(&vr, module, &vo, &err)) {
		ret = err->code == SBX_ERROR_SPAWN ? -PORTER_ERROR_INTERNAL : -PORTER_ERROR_INPUT;
		goto out_err;
	}
	t->verdict = g_strdup(sbx_vm_verdict_name(vr.outcome.verdict));
	t->loads = sbx_vm_verdict_loads(vr.outcome.verdict);
	t->init_error = vr.outcome.init_error;
	t->symbol = g_strdup(vr.outcome.symbol);
	t->trace = g_strdup(vr.outcome.trace);
	t->taint = g_strdup(vr.outcome.taint);
	t->summary = g_strdup(vr.outcome.summary);
	t->accel = g_strdup(vr.accel);
	t->seconds = vr.seconds;
	t->isolated = vr.isolated;
	t->console = g_strdup(vr.console);
	porter_progress("load test: %s (%.1f s, %s)", t->verdict, t->seconds, t->accel);
	sbx_vm_result_clear(&vr);
	return 0;
out_err:
	sbx_vm_result_clear(&vr);
	t->error = g_strdup(err->message);
	g_set_error_literal(error, PORTER_ERROR, -ret, err->message);
	return ret;
}

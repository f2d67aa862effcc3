// SPDX-License-Identifier: GPL-2.0
/*
 * The load test: a built module is inserted into the kernel it was built for, inside a virtual
 * machine (QEMU, itself run through sbx_run()), from a generated initramfs holding a static
 * busybox, the module and its dependencies; the serial console is read back into a verdict by
 * a pure parser.  The module's code never runs on the host.
 */
#define _GNU_SOURCE
#include "sandbox.h"
#include "sbx-int.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#define VM_DEFAULT_INSMOD_S 20
#define VM_DEFAULT_TIMEOUT_S 240
#define VM_DEFAULT_MEM_MB 512
/* What QEMU may map: the guest's memory, a bounded TCG code cache and the emulator itself. */
#define VM_TB_MB 256
#define VM_HOST_MB(guest) ((guest) + VM_TB_MB + 1024)
#define VM_MAX_MODULE ((gsize)64 << 20)
#define VM_MAX_TRACE_LINES 80
#define VM_MAX_TRACE_BYTES 8192

/* Taint flags the load of any module built out of the tree sets: O (12) and E (13). */
#define VM_TAINT_EXPECTED ((1ull << 12) | (1ull << 13))
static const char taint_letters[] = "PFSRMBUDAWCIOELKXTN";

static const char *const verdict_names[] = {
	[SBX_VM_LOADED] = "loaded-and-unloaded",
	[SBX_VM_NO_DEVICE] = "loaded-no-device",
	[SBX_VM_NOT_UNLOADED] = "loaded-not-unloaded",
	[SBX_VM_INIT_FAILED] = "init-failed",
	[SBX_VM_UNRESOLVED] = "unresolved-symbol",
	[SBX_VM_OOPS] = "oops",
	[SBX_VM_TAINTED] = "tainted",
	[SBX_VM_HANG] = "hang",
	[SBX_VM_NO_BOOT] = "no-boot",
};

const char *sbx_vm_verdict_name(enum sbx_vm_verdict v)
{
	return (guint)v < G_N_ELEMENTS(verdict_names) ? verdict_names[v] : "unknown";
}

int sbx_vm_verdict_from_name(enum sbx_vm_verdict *out, const char *name)
{
	for (guint i = 0; i < G_N_ELEMENTS(verdict_names); i++) {
		if (name && !strcmp(name, verdict_names[i])) {
			*out = i;
			return 0;
		}
	}
	return -SBX_ERROR_INPUT;
}

gboolean sbx_vm_verdict_loads(enum sbx_vm_verdict v)
{
	return v == SBX_VM_LOADED || v == SBX_VM_NO_DEVICE;
}

void sbx_vm_outcome_clear(struct sbx_vm_outcome *o)
{
	if (!o)
		return;
	g_free(o->symbol);
	g_free(o->trace);
	g_free(o->taint);
	g_free(o->summary);
	g_free(o->release);
	memset(o, 0, sizeof(*o));
}

/* Printable ASCII, tab and newline kept; any other byte written as \xNN. */
static void append_escaped(GString *s, const char *p, gsize n)
{
	for (gsize i = 0; i < n; i++) {
		guchar c = p[i];

		if ((c >= 0x20 && c < 0x7f) || c == '\t' || c == '\n')
			g_string_append_c(s, c);
		else
			g_string_append_printf(s, "\\x%02x", c);
	}
}

/* A kernel log line without its "[   12.345678] " stamp. */
static const char *kmsg_text(const char *l)
{
	const char *e;

	if (l[0] != '[')
		return l;
	e = strchr(l, ']');
	if (!e)
		return l;
	e++;
	while (*e == ' ')
		e++;
	return e;
}

/* Whether a kernel log line starts a report of a kernel bug: oops, BUG, WARN and their kin. */
static gboolean starts_trace(const char *t)
{
	static const char *const heads[] = { "BUG:", "Oops:", "Oops ", "kernel BUG at",
					     "WARNING:", "general protection fault",
					     "Kernel panic", "UBSAN:", "KASAN:", "watchdog: BUG:",
					     "Unable to handle kernel", "stack segment:",
					     "divide error:", "invalid opcode:", NULL };

	for (guint i = 0; heads[i]; i++)
		if (g_str_has_prefix(t, heads[i]))
			return TRUE;
	return strstr(t, "blocked for more than") != NULL;
}

/* The errno whose strerror() is msg, or 0. */
static int errno_of(const char *msg)
{
	for (int e = 1; e < 200; e++)
		if (!strcmp(g_strerror(e), msg))
			return e;
	return 0;
}

static char *taint_flags(guint64 bits)
{
	GString *s = g_string_new(NULL);

	for (guint i = 0; i < 64; i++)
		if (bits & (1ull << i)) {
			if (i < sizeof(taint_letters) - 1)
				g_string_append_c(s, taint_letters[i]);
			else
				g_string_append_printf(s, "(bit %u)", i);
		}
	return g_string_free(s, FALSE);
}

int sbx_vm_parse_log(struct sbx_vm_outcome *out, const char *console, const char *nonce,
		     gboolean vm_timed_out)
{
	g_autofree char *marker = g_strdup_printf("porter-vm-%s: ", nonce ? nonce : "");
	g_autofree char *kmarker = g_strdup_printf("porter-vm-%s: insmod", nonce ? nonce : "");
	g_auto(GStrv) lines = NULL;
	g_autoptr(GPtrArray) klog = g_ptr_array_new();	/* borrowed lines of the module's log */
	g_autoptr(GPtrArray) console_after = g_ptr_array_new();
	g_autofree char *insmod_err = NULL;
	gsize mlen = strlen(marker);
	gboolean booted = FALSE, started = FALSE, hang = FALSE, rmmod_hang = FALSE;
	gboolean in_dmesg = FALSE, had_dmesg = FALSE;
	int insmod_rc = -1, rmmod_rc = -1;
	guint64 taint_before = 0, taint_after = 0;
	gboolean have_after = FALSE;
	GString *dep_failed = g_string_new(NULL);

	memset(out, 0, sizeof(*out));
	lines = g_strsplit(console ? console : "", "\n", -1);
	for (guint i = 0; lines[i]; i++) {
		char *l = lines[i];
		gsize n = strlen(l);
		const char *m;

		/* the serial console ends lines with \r\n */
		while (n && (l[n - 1] == '\r'))
			l[--n] = '\0';
		m = strstr(l, marker);
		/* markers start a line: the kernel's own lines may interleave before them */
		if (m && (m == l || !strchr(l, ']') || strchr(l, ']') > m)) {
			const char *v = m + mlen;

			if (g_str_has_prefix(v, "booted ")) {
				booted = TRUE;
				g_free(out->release);
				out->release = g_strstrip(g_strdup(v + 7));
			} else if (g_str_has_prefix(v, "taint-before ")) {
				taint_before = g_ascii_strtoull(v + 13, NULL, 10);
			} else if (g_str_has_prefix(v, "taint-after ")) {
				taint_after = g_ascii_strtoull(v + 12, NULL, 10);
				have_after = TRUE;
			} else if (g_str_has_prefix(v, "dep-failed ")) {
				g_string_append_printf(dep_failed, "%s%s", dep_failed->len ? ", " : "",
						       v + 11);
			} else if (!strcmp(v, "insmod-start")) {
				started = TRUE;
			} else if (g_str_has_prefix(v, "insmod-rc ")) {
				insmod_rc = atoi(v + 10);
			} else if (g_str_has_prefix(v, "insmod-err ")) {
				g_free(insmod_err);
				insmod_err = g_strdup(v + 11);
			} else if (!strcmp(v, "insmod-hang")) {
				hang = TRUE;
			} else if (g_str_has_prefix(v, "rmmod-rc ")) {
				rmmod_rc = atoi(v + 9);
			} else if (!strcmp(v, "rmmod-hang")) {
				rmmod_hang = TRUE;
			} else if (!strcmp(v, "dmesg-begin")) {
				in_dmesg = had_dmesg = TRUE;
				g_ptr_array_set_size(klog, 0);
			} else if (!strcmp(v, "dmesg-end")) {
				in_dmesg = FALSE;
			}
			continue;
		}
		if (in_dmesg) {
			/* the module's part of the log starts at the line init wrote to /dev/kmsg */
			if (strstr(l, kmarker)) {
				g_ptr_array_set_size(klog, 0);
				continue;
			}
			g_ptr_array_add(klog, l);
		} else if (started) {
			g_ptr_array_add(console_after, l);
		}
	}
	/* no dmesg dump (the VM died or hung): what the console showed after insmod */
	if (!had_dmesg)
		g_ptr_array_extend(klog, console_after, NULL, NULL);
	out->booted = booted;
	out->taint_before = taint_before;
	out->taint_after = taint_after;

	/* a kernel bug report wins over everything else: it is what a reviewer must see */
	for (guint i = 0; i < klog->len; i++) {
		const char *t = kmsg_text(klog->pdata[i]);
		GString *tr;
		guint nl = 0;

		if (!starts_trace(t))
			continue;
		tr = g_string_new(NULL);
		for (guint j = i; j < klog->len && nl < VM_MAX_TRACE_LINES &&
		     tr->len < VM_MAX_TRACE_BYTES; j++, nl++) {
			const char *lj = klog->pdata[j];

			append_escaped(tr, lj, strlen(lj));
			g_string_append_c(tr, '\n');
			if (strstr(lj, "---[ end trace"))
				break;
		}
		out->trace = g_string_free(tr, FALSE);
		out->verdict = SBX_VM_OOPS;
		{
			GString *s = g_string_new("kernel bug report: ");

			append_escaped(s, t, MIN(strlen(t), 200));
			out->summary = g_string_free(s, FALSE);
		}
		goto out;
	}
	if (!booted) {
		out->verdict = SBX_VM_NO_BOOT;
		out->summary = g_strdup(vm_timed_out ? "the VM did not reach init before its time limit" :
					"the VM stopped before init ran");
		goto out;
	}
	if (hang || rmmod_hang || (started && insmod_rc < 0 && vm_timed_out)) {
		out->verdict = SBX_VM_HANG;
		out->summary = g_strdup(rmmod_hang ? "rmmod did not return within its time limit" :
					hang ? "insmod did not return within its time limit" :
					"the VM hit its time limit during insmod");
		goto out;
	}
	if (!started || insmod_rc < 0) {
		out->verdict = SBX_VM_NO_BOOT;
		out->summary = g_strdup("the VM stopped before insmod returned");
		goto out;
	}
	for (guint i = 0; i < klog->len; i++) {
		const char *u = strstr(kmsg_text(klog->pdata[i]), ": Unknown symbol ");

		if (u) {
			GString *s = g_string_new(NULL);

			u += strlen(": Unknown symbol ");
			append_escaped(s, u, strcspn(u, " "));
			out->symbol = g_string_free(s, FALSE);
			out->verdict = SBX_VM_UNRESOLVED;
			out->summary = g_strdup_printf("unresolved symbol %s", out->symbol);
			goto out;
		}
	}
	if (have_after && (taint_after & ~taint_before & ~VM_TAINT_EXPECTED)) {
		out->taint = taint_flags(taint_after & ~taint_before & ~VM_TAINT_EXPECTED);
		out->verdict = SBX_VM_TAINTED;
		out->summary = g_strdup_printf("the kernel was tainted %s", out->taint);
		goto out;
	}
	if (insmod_rc != 0) {
		/* busybox: "insmod: can't insert 'm.ko': No such device", and exits with the errno */
		const char *why = insmod_err ? g_strrstr(insmod_err, "': ") : NULL;
		int e = 0;

		if (why) {
			g_autofree char *w = g_strstrip(g_strdup(why + 3));

			e = errno_of(w);
		}
		if (!e && insmod_rc > 0 && insmod_rc < 128)
			e = insmod_rc;
		out->init_error = e;
		if (e == ENODEV || e == ENXIO) {
			out->verdict = SBX_VM_NO_DEVICE;
			out->summary = g_strdup_printf("init returned -%s: no device to bind",
						       e == ENODEV ? "ENODEV" : "ENXIO");
		} else {
			GString *s = g_string_new(NULL);

			out->verdict = SBX_VM_INIT_FAILED;
			g_string_printf(s, "insmod failed with error %d (", e);
			append_escaped(s, e ? g_strerror(e) : "unknown", strlen(e ? g_strerror(e) :
										 "unknown"));
			g_string_append_c(s, ')');
			if (dep_failed->len)
				g_string_append_printf(s, "; dependencies that failed: %s",
						       dep_failed->str);
			out->summary = g_string_free(s, FALSE);
		}
		goto out;
	}
	if (rmmod_rc != 0) {
		out->verdict = SBX_VM_NOT_UNLOADED;
		out->summary = g_strdup("loaded, but rmmod failed");
		goto out;
	}
	out->verdict = SBX_VM_LOADED;
	out->summary = g_strdup("loaded and unloaded");
out:
	g_string_free(dep_failed, TRUE);
	return 0;
}

/* ---- modinfo and dependencies ------------------------------------------------------------ */

char *sbx_vm_modinfo(const char *data, gsize len, const char *key)
{
	g_autofree char *pat = g_strdup_printf("%s=", key);
	gsize plen = strlen(pat);

	/* .modinfo is a run of NUL-terminated "key=value" strings */
	for (const char *p = data; p && p + plen < data + len;) {
		const char *hit = memmem(p, data + len - p, pat, plen);

		if (!hit)
			break;
		if (hit == data || hit[-1] == '\0') {
			gsize n = strnlen(hit + plen, data + len - hit - plen);

			return g_strndup(hit + plen, n);
		}
		p = hit + 1;
	}
	return NULL;
}

/* "i2c-core.ko.xz" -> "i2c_core": the name the kernel and modules.dep's users compare. */
static char *mod_name_of(const char *path)
{
	g_autofree char *base = g_path_get_basename(path);
	char *dot = strstr(base, ".ko");

	if (dot)
		*dot = '\0';
	g_strdelimit(base, "-", '_');
	return g_steal_pointer(&base);
}

int sbx_vm_resolve_deps(GPtrArray **out, const char *modules_dir, const char *depends,
			GError **error)
{
	g_autofree char *dep_file = g_build_filename(modules_dir, "modules.dep", NULL);
	g_autofree char *text = NULL;
	g_autoptr(GHashTable) lines = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	g_autoptr(GHashTable) seen = g_hash_table_new(g_str_hash, g_str_equal);
	g_auto(GStrv) all = NULL, want = NULL;
	GPtrArray *res = g_ptr_array_new_with_free_func(g_free);

	*out = res;
	if (!depends || !*depends)
		return 0;
	if (!g_file_get_contents(dep_file, &text, NULL, NULL)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "cannot resolve the module's dependencies (%s): no %s", depends, dep_file);
		return -SBX_ERROR_INPUT;
	}
	all = g_strsplit(text, "\n", -1);
	for (guint i = 0; all[i]; i++) {
		char *colon = strchr(all[i], ':');

		if (colon) {
			g_autofree char *path = g_strndup(all[i], colon - all[i]);

			g_hash_table_insert(lines, mod_name_of(path), all[i]);
		}
	}
	want = g_strsplit(depends, ",", -1);
	for (guint i = 0; want[i]; i++) {
		g_autofree char *name = g_strdelimit(g_strdup(want[i]), "-", '_');
		const char *line = g_hash_table_lookup(lines, name);
		g_auto(GStrv) parts = NULL;
		guint n;

		if (!*name)
			continue;
		if (!line) {
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
				    "cannot resolve dependency %s: not in %s", name, dep_file);
			return -SBX_ERROR_INPUT;
		}
		/* "a.ko: b.ko c.ko" is loaded c, b, a (modprobe's order) */
		parts = g_strsplit_set(line, ": ", -1);
		n = g_strv_length(parts);
		for (guint j = n; j-- > 1;) {
			if (*parts[j] && !g_hash_table_contains(seen, parts[j])) {
				char *rel = g_strdup(parts[j]);

				g_hash_table_add(seen, rel);
				g_ptr_array_add(res, rel);
			}
		}
		if (*parts[0] && !g_hash_table_contains(seen, parts[0])) {
			char *rel = g_strdup(parts[0]);

			g_hash_table_add(seen, rel);
			g_ptr_array_add(res, rel);
		}
	}
	return 0;
}

/* ---- initramfs --------------------------------------------------------------------------- */

static void cpio_entry(GString *c, const char *name, guint mode, const char *data, gsize len,
		       guint rmajor, guint rminor)
{
	static guint ino = 1;
	gsize nlen = strlen(name) + 1;

	g_string_append_printf(c, "070701%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X%08X",
			       ino++, mode, 0, 0, 1, 0, (guint)len, 0, 0, rmajor, rminor,
			       (guint)nlen, 0);
	g_string_append_len(c, name, nlen);
	while (c->len % 4)
		g_string_append_c(c, '\0');
	if (len)
		g_string_append_len(c, data, len);
	while (c->len % 4)
		g_string_append_c(c, '\0');
}

/* Whether the ELF file at data is a static executable (no PT_INTERP): busybox runs alone. */
static gboolean elf_static(const char *data, gsize len)
{
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)data;

	if (len < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG) ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64)
		return FALSE;
	for (guint i = 0; i < eh->e_phnum; i++) {
		gsize off = eh->e_phoff + (gsize)i * eh->e_phentsize;
		const Elf64_Phdr *ph = (const Elf64_Phdr *)(data + off);

		if (off + sizeof(*ph) > len)
			return FALSE;
		if (ph->p_type == PT_INTERP)
			return FALSE;
	}
	return TRUE;
}

/* The init script: markers on the console, insmod and rmmod bounded, dmesg, power off. */
static char *init_script(const char *nonce, const char *modname, guint ndeps, guint limit_s)
{
	/*
	 * $B sleep 0.1 steps: the limits are in seconds of the guest's clock, and a module whose
	 * init returns at once costs a tenth of a second, not a whole one (insmod, then rmmod)
	 */
	return g_strdup_printf(
		"#!/bin/busybox sh\n"
		"B=/bin/busybox\n"
		"M='porter-vm-%s:'\n"
		"$B mount -t proc proc /proc\n"
		"$B mount -t sysfs sysfs /sys\n"
		"$B mount -t devtmpfs devtmpfs /dev 2>/dev/null\n"
		"echo \"$M booted $($B uname -r)\"\n"
		"echo \"$M taint-before $($B cat /proc/sys/kernel/tainted)\"\n"
		"i=0\n"
		"while [ $i -lt %u ]; do\n"
		"	d=$($B ls /dep/$i-* 2>/dev/null)\n"
		"	$B insmod \"$d\" 2>/dev/null || echo \"$M dep-failed ${d#/dep/}\"\n"
		"	i=$((i+1))\n"
		"done\n"
		"bounded() {\n"
		"	( \"$@\" 2>/tmp/err; echo $? >/tmp/rc ) &\n"
		"	n=0\n"
		"	while [ ! -e /tmp/rc ] && [ $n -lt %u ]; do $B sleep 0.1; n=$((n+1)); done\n"
		"}\n"
		"echo \"$M insmod\" >/dev/kmsg\n"
		"echo \"$M insmod-start\"\n"
		"bounded $B insmod /mod/module.ko\n"
		"if [ -e /tmp/rc ]; then\n"
		"	rc=$($B cat /tmp/rc)\n"
		"	echo \"$M insmod-rc $rc\"\n"
		"	echo \"$M insmod-err $($B head -c 300 /tmp/err | $B tr '\\n\\r' '  ')\"\n"
		"else\n"
		"	rc=hang\n"
		"	echo \"$M insmod-hang\"\n"
		"fi\n"
		"echo \"$M taint-after $($B cat /proc/sys/kernel/tainted)\"\n"
		"if [ \"$rc\" = 0 ]; then\n"
		"	$B rm -f /tmp/rc\n"
		"	bounded $B rmmod %s\n"
		"	if [ -e /tmp/rc ]; then echo \"$M rmmod-rc $($B cat /tmp/rc)\";\n"
		"	else echo \"$M rmmod-hang\"; fi\n"
		"fi\n"
		"echo \"$M dmesg-begin\"\n"
		"$B dmesg | $B sed -n \"/$M insmod\\$/,\\$p\"\n"
		"echo \"$M dmesg-end\"\n"
		"$B poweroff -f\n",
		nonce, ndeps, limit_s * 10, modname);
}

static int read_file(char **out, gsize *out_len, const char *path, gsize max, GError **error)
{
	g_autoptr(GError) err = NULL;

	if (sbx_read_untrusted(path, max, out, out_len, &err)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "%s", err->message);
		return -SBX_ERROR_INPUT;
	}
	return 0;
}

int sbx_vm_initramfs(const char *path, const char *module_data, gsize module_len,
		     const char *const *deps, const char *busybox, const char *script,
		     GError **error)
{
	static const char *const dirs[] = { "bin", "dev", "proc", "sys", "tmp", "mod", "dep",
					    NULL };
	g_autofree char *bb = NULL;
	gsize bb_len = 0;
	GString *c = g_string_new(NULL);
	int ret = 0;

	ret = read_file(&bb, &bb_len, busybox, (gsize)16 << 20, error);
	if (ret)
		goto out;
	if (!elf_static(bb, bb_len)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "cannot use %s in the VM: not a static executable (install busybox-static)",
			    busybox);
		ret = -SBX_ERROR_INPUT;
		goto out;
	}
	for (guint i = 0; dirs[i]; i++)
		cpio_entry(c, dirs[i], S_IFDIR | 0755, NULL, 0, 0, 0);
	cpio_entry(c, "dev/console", S_IFCHR | 0600, NULL, 0, 5, 1);
	cpio_entry(c, "bin/busybox", S_IFREG | 0755, bb, bb_len, 0, 0);
	cpio_entry(c, "init", S_IFREG | 0755, script, strlen(script), 0, 0);
	cpio_entry(c, "mod/module.ko", S_IFREG | 0644, module_data, module_len, 0, 0);
	for (guint i = 0; deps && deps[i]; i++) {
		g_autofree char *d = NULL, *base = g_path_get_basename(deps[i]);
		g_autofree char *name = g_strdup_printf("dep/%u-%s", i, base);
		gsize dlen = 0;

		ret = read_file(&d, &dlen, deps[i], VM_MAX_MODULE, error);
		if (ret)
			goto out;
		cpio_entry(c, name, S_IFREG | 0644, d, dlen, 0, 0);
	}
	cpio_entry(c, "TRAILER!!!", 0, NULL, 0, 0, 0);
	if (!g_file_set_contents(path, c->str, c->len, error)) {
		ret = -SBX_ERROR_IO;
		goto out;
	}
out:
	g_string_free(c, TRUE);
	return ret;
}

/* ---- the run ------------------------------------------------------------------------------ */

void sbx_vm_result_clear(struct sbx_vm_result *r)
{
	if (!r)
		return;
	sbx_vm_outcome_clear(&r->outcome);
	g_free(r->console);
	g_free(r->accel);
	g_free(r->name);
	if (r->deps)
		g_ptr_array_unref(r->deps);
	memset(r, 0, sizeof(*r));
}

/* KVM failed here once (nested virtualisation): TCG from then on. */
static gboolean kvm_broken;

static gboolean kvm_usable(void)
{
	int fd;

	if (kvm_broken || g_getenv("PORTER_VM_NO_KVM"))
		return FALSE;
	fd = open("/dev/kvm", O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return FALSE;
	close(fd);
	return TRUE;
}

static int run_qemu(struct sbx_result *res, const struct sbx_vm_options *o, const char *accel,
		    const char *initrd, const char *tmp, GError **error)
{
	guint mem = o->mem_mb ? o->mem_mb : VM_DEFAULT_MEM_MB;
	g_autofree char *m = g_strdup_printf("%u", mem);
	g_autofree char *acc = !strcmp(accel, "tcg") ?
		g_strdup_printf("tcg,tb-size=%u", VM_TB_MB) : g_strdup(accel);
	const char *ro[] = { o->kernel_image, tmp, NULL };
	const char *devs[] = { "/dev/kvm", NULL };
	const char *argv[] = { o->qemu ? o->qemu : "qemu-system-x86_64", "-accel", acc, "-m", m,
			       "-smp", "1", "-nographic", "-no-reboot", "-nic", "none",
			       "-kernel", o->kernel_image, "-initrd", initrd, "-append",
			       "console=ttyS0 panic=-1 quiet", NULL };
	struct sbx_run_options ro_opts = SBX_RUN_OPTIONS_INIT;

	ro_opts.timeout_s = o->timeout_s ? o->timeout_s : VM_DEFAULT_TIMEOUT_S;
	ro_opts.cpu_limit_s = 2 * ro_opts.timeout_s;
	ro_opts.mem_limit_mb = VM_HOST_MB(mem);
	ro_opts.isolation = o->isolation;
	ro_opts.ro_paths = ro;
	ro_opts.cwd = tmp;
	ro_opts.max_output = (gsize)4 << 20;
	ro_opts.pids_max = 64;
	if (!strcmp(accel, "kvm"))
		ro_opts.dev_paths = devs;
	return sbx_run(res, argv, &ro_opts, error);
}

int sbx_vm_load_test(struct sbx_vm_result *out, const char *module, const struct sbx_vm_options *o,
		     GError **error)
{
	g_autofree char *data = NULL, *depends = NULL, *name = NULL, *script = NULL;
	g_autofree char *tmp = NULL, *initrd = NULL, *busybox = NULL;
	g_autoptr(GPtrArray) deps_abs = g_ptr_array_new_with_free_func(g_free);
	GPtrArray *deps = NULL;
	char nonce[17];
	gsize len = 0;
	struct sbx_result res = { 0 };
	const char *accel;
	gint64 t0 = g_get_monotonic_time();
	int ret;

	memset(out, 0, sizeof(*out));
	if (!o || !o->kernel_image || !g_file_test(o->kernel_image, G_FILE_TEST_IS_REGULAR)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "cannot boot %s: no such file",
			    o && o->kernel_image ? o->kernel_image : "(no kernel image)");
		return -SBX_ERROR_INPUT;
	}
	ret = read_file(&data, &len, module, VM_MAX_MODULE, error);
	if (ret)
		return ret;
	if (len < SELFMAG || memcmp(data, ELFMAG, SELFMAG)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "cannot load %s: not a kernel module (no ELF header)", module);
		return -SBX_ERROR_INPUT;
	}
	name = sbx_vm_modinfo(data, len, "name");
	if (!name || !*name || strspn(name, "abcdefghijklmnopqrstuvwxyz"
				      "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") != strlen(name)) {
		g_free(name);
		name = mod_name_of(module);
	}
	depends = sbx_vm_modinfo(data, len, "depends");
	if (depends && *depends && !o->modules_dir) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "cannot load %s: it depends on %s and no modules dir was given", module,
			    depends);
		return -SBX_ERROR_INPUT;
	}
	ret = sbx_vm_resolve_deps(&deps, o->modules_dir, depends, error);
	out->deps = deps;
	if (ret)
		return ret;
	for (guint i = 0; i < deps->len; i++)
		g_ptr_array_add(deps_abs, g_build_filename(o->modules_dir, deps->pdata[i], NULL));
	g_ptr_array_add(deps_abs, NULL);
	busybox = g_strdup(o->busybox ? o->busybox : g_file_test("/bin/busybox",
		G_FILE_TEST_EXISTS) ? "/bin/busybox" : "busybox");
	if (!g_path_is_absolute(busybox)) {
		g_autofree char *p = g_find_program_in_path(busybox);

		if (!p) {
			g_set_error(error, SBX_ERROR, SBX_ERROR_SPAWN,
				    "cannot build the VM's initramfs: no busybox (install busybox-static)");
			return -SBX_ERROR_SPAWN;
		}
		g_free(busybox);
		busybox = g_steal_pointer(&p);
	}
	g_snprintf(nonce, sizeof(nonce), "%08x%08x", g_random_int(), g_random_int());
	script = init_script(nonce, name, deps->len,
			     o->insmod_timeout_s ? o->insmod_timeout_s : VM_DEFAULT_INSMOD_S);
	tmp = g_dir_make_tmp("porter-vm-XXXXXX", error);
	if (!tmp)
		return -SBX_ERROR_IO;
	/* QEMU runs as another uid: it must read the image it boots */
	g_chmod(tmp, 0755);
	initrd = g_build_filename(tmp, "initramfs.cpio", NULL);
	ret = sbx_vm_initramfs(initrd, data, len, (const char *const *)deps_abs->pdata, busybox,
			       script, error);
	if (ret)
		goto out_remove;
	g_chmod(initrd, 0644);
	accel = o->accel ? o->accel : kvm_usable() ? "kvm" : "tcg";
	ret = run_qemu(&res, o, accel, initrd, tmp, error);
	if (ret)
		goto out_remove;
	/* nested KVM fails at the first guest instruction: never boots, says so on stderr */
	if (!strcmp(accel, "kvm") && !o->accel && !strstr(res.out, "porter-vm-")) {
		kvm_broken = TRUE;
		sbx_result_clear(&res);
		accel = "tcg";
		ret = run_qemu(&res, o, accel, initrd, tmp, error);
		if (ret)
			goto out_remove;
	}
	out->accel = g_strdup(accel);
	out->name = g_strdup(name);
	/* what the test costs the caller: the initramfs, a KVM try that failed, the TCG run */
	out->seconds = (g_get_monotonic_time() - t0) / 1e6;
	out->isolated = res.isolated;
	out->console = g_strdup(res.out);
	sbx_vm_parse_log(&out->outcome, res.out, nonce, res.timed_out || res.limit != NULL);
	/* QEMU itself failed (bad image, no BIOS): its stderr says why */
	if (out->outcome.verdict == SBX_VM_NO_BOOT && res.err && *res.err) {
		GString *s = g_string_new(out->outcome.summary);

		g_string_append(s, ": ");
		append_escaped(s, res.err, MIN(strcspn(res.err, "\n"), 300));
		g_free(out->outcome.summary);
		out->outcome.summary = g_string_free(s, FALSE);
	}
out_remove:
	sbx_result_clear(&res);
	sbx_remove_tree(tmp, NULL);
	return ret;
}

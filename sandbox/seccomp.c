// SPDX-License-Identifier: GPL-2.0
/*
 * The seccomp filter every sandboxed command runs under: the system calls a compiler, make or
 * spatch never needs and a hostile build would use to reach the host's kernel or porter itself
 * (ptrace of the sandbox's pid 1, keyrings, bpf, mounts, new namespaces) fail with EPERM.  Built
 * once per process with libseccomp; bwrap loads it (--seccomp FD), the fallback with prctl().
 */
#define _GNU_SOURCE
#include "sandbox.h"
#include "sbx-int.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <sched.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <seccomp.h>

/*
 * Denied whatever their arguments.  libseccomp numbers each call per arch of the filter and
 * leaves it out where that arch has none (vm86 on x86_64); a name it does not know at all (a
 * call newer than the library) is skipped.
 */
static const char *const denied[] = {
	/* another process's memory and registers: the sandbox's pid 1, a sibling job */
	"ptrace", "process_vm_readv", "process_vm_writev", "pidfd_getfd", "process_madvise",
	/* keyrings are shared with the host's uid; the rest is kernel attack surface */
	"keyctl", "add_key", "request_key", "bpf", "perf_event_open", "userfaultfd",
	"io_uring_setup", "io_uring_enter", "io_uring_register",
	"kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module",
	/* the mount family, old and new API */
	"mount", "umount", "umount2", "pivot_root", "fsopen", "fsmount", "fsconfig", "fspick",
	"move_mount", "open_tree", "mount_setattr", "setns",
	"iopl", "ioperm", "vm86", "vm86old", "swapon", "swapoff", "reboot",
	"settimeofday", "stime", "clock_settime", "clock_settime64", "clock_adjtime",
	"clock_adjtime64", "adjtimex", "acct", "quotactl", "quotactl_fd", "open_by_handle_at",
	"name_to_handle_at", "lookup_dcookie", "syslog", "vhangup", "uselib", "nfsservctl",
	NULL
};

/* clone()'s namespace flags (CLONE_NEWTIME, 0x80, is part of clone()'s exit signal byte) */
static const unsigned long clone_ns[] = { CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS,
					  CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET };
#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x00000080
#endif

/* The arches whose system calls the native kernel also takes: each gets the same rules. */
static const struct {
	uint32_t native, compat;
} compat_arches[] = {
	{ SCMP_ARCH_X86_64, SCMP_ARCH_X86 },
	{ SCMP_ARCH_X86_64, SCMP_ARCH_X32 },
	{ SCMP_ARCH_AARCH64, SCMP_ARCH_ARM },
	{ SCMP_ARCH_PPC64LE, SCMP_ARCH_PPC },
	{ SCMP_ARCH_S390X, SCMP_ARCH_S390 },
};

static gsize built;
static struct sock_filter *bpf;
static gsize bpf_len;		/* instructions */
static struct sock_fprog prog;
static char *build_why;

static int deny_call(scmp_filter_ctx ctx, const char *name, uint32_t action)
{
	int nr = seccomp_syscall_resolve_name(name);

	if (nr == __NR_SCMP_ERROR)
		return 0;
	return seccomp_rule_add(ctx, action, nr, 0);
}

static int add_rules(scmp_filter_ctx ctx)
{
	const uint32_t eperm = SCMP_ACT_ERRNO(EPERM);
	int ret = 0;

	for (guint i = 0; denied[i] && !ret; i++)
		ret = deny_call(ctx, denied[i], eperm);
	/*
	 * clone3's flags are in a struct seccomp cannot read: ENOSYS makes glibc fall back to
	 * clone(), whose flags are an argument.
	 */
	if (!ret)
		ret = deny_call(ctx, "clone3", SCMP_ACT_ERRNO(ENOSYS));
	for (guint i = 0; i < G_N_ELEMENTS(clone_ns) && !ret; i++) {
		struct scmp_arg_cmp has = SCMP_A0(SCMP_CMP_MASKED_EQ, clone_ns[i], clone_ns[i]);

		ret = seccomp_rule_add(ctx, eperm, SCMP_SYS(clone), 1, has);
		if (!ret)
			ret = seccomp_rule_add(ctx, eperm, SCMP_SYS(unshare), 1, has);
	}
	if (!ret)
		ret = seccomp_rule_add(ctx, eperm, SCMP_SYS(unshare), 1,
				       SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_NEWTIME, CLONE_NEWTIME));
	/*
	 * personality(): PER_LINUX (0) and the query (0xffffffff) only, on the 32 bits the kernel
	 * reads: no faked uname, no READ_IMPLIES_EXEC.  libseccomp takes one comparison per
	 * argument and rule, so "neither all zeros nor all ones" is written as 32 rules: some bit
	 * is set and the next one (cyclically) is clear.
	 */
	for (guint i = 0; i < 32 && !ret; i++) {
		uint64_t bit = 1ULL << i, next = 1ULL << ((i + 1) % 32);

		ret = seccomp_rule_add(ctx, eperm, SCMP_SYS(personality), 1,
				       SCMP_A0(SCMP_CMP_MASKED_EQ, bit | next, bit));
	}
	/*
	 * Typing into the terminal porter runs on (its stdin is /dev/null, but a build may open
	 * /dev/tty); the command is an int, so the high bits are masked off.
	 */
	if (!ret)
		ret = seccomp_rule_add(ctx, eperm, SCMP_SYS(ioctl), 1,
				       SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffUL, TIOCSTI));
	if (!ret)
		ret = seccomp_rule_add(ctx, eperm, SCMP_SYS(ioctl), 1,
				       SCMP_A1(SCMP_CMP_MASKED_EQ, 0xffffffffUL, TIOCLINUX));
	return ret;
}

/* Exports ctx's BPF into memory: bpf, bpf_len.  0 or a negative errno. */
static int export_bpf(scmp_filter_ctx ctx)
{
	int fd = memfd_create("porter-seccomp", MFD_CLOEXEC);
	char *data = NULL;
	gsize len = 0;
	off_t size;
	int ret;

	if (fd < 0)
		return -errno;
	ret = seccomp_export_bpf(ctx, fd);
	if (ret)
		goto out_close;
	size = lseek(fd, 0, SEEK_END);
	if (size <= 0 || size % sizeof(struct sock_filter) || size > 1 << 20) {
		ret = -EINVAL;
		goto out_close;
	}
	data = g_malloc(size);
	for (len = 0; len < (gsize)size;) {
		ssize_t n = pread(fd, data + len, size - len, len);

		if (n <= 0) {
			ret = n < 0 ? -errno : -EIO;
			g_free(data);
			goto out_close;
		}
		len += n;
	}
	bpf = (struct sock_filter *)data;
	bpf_len = len / sizeof(struct sock_filter);
out_close:
	close(fd);
	return ret;
}

static void build_filter(void)
{
	scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
	uint32_t native = seccomp_arch_native();
	const char *what = "seccomp_init";
	int ret = -ENOMEM;

	if (!ctx)
		goto out;
	/* a system call of an arch the filter was not built for is killed, not judged */
	what = "the arches";
	ret = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
	for (guint i = 0; i < G_N_ELEMENTS(compat_arches) && !ret; i++)
		if (compat_arches[i].native == native) {
			ret = seccomp_arch_add(ctx, compat_arches[i].compat);
			if (ret == -EEXIST)
				ret = 0;
		}
	if (!ret) {
		what = "the rules";
		ret = add_rules(ctx);
	}
	if (!ret) {
		what = "the export";
		ret = export_bpf(ctx);
	}
out:
	if (ret)
		build_why = g_strdup_printf("cannot build the seccomp filter: %s: %s", what,
					    g_strerror(-ret));
	else {
		prog.len = bpf_len;
		prog.filter = bpf;
	}
	seccomp_release(ctx);
}

const struct sock_fprog *sbx_seccomp_prog(GError **error)
{
	if (g_once_init_enter(&built)) {
		build_filter();
		g_once_init_leave(&built, 1);
	}
	if (build_why) {
		g_set_error_literal(error, SBX_ERROR, SBX_ERROR_ISOLATION, build_why);
		return NULL;
	}
	return &prog;
}

int sbx_seccomp_fd(GError **error)
{
	const struct sock_fprog *p = sbx_seccomp_prog(error);
	gsize size, done = 0;
	int fd, err;

	if (!p)
		return -1;
	size = p->len * sizeof(*p->filter);
	fd = memfd_create("porter-seccomp", MFD_CLOEXEC);
	if (fd < 0)
		goto out_err;
	while (done < size) {
		ssize_t n = write(fd, (const char *)p->filter + done, size - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			goto out_close;
		done += n;
	}
	/* bwrap reads from the offset on */
	if (lseek(fd, 0, SEEK_SET) == 0)
		return fd;
out_close:
	err = errno ? errno : EIO;
	close(fd);
	errno = err;
out_err:
	g_set_error(error, SBX_ERROR, SBX_ERROR_ISOLATION,
		    "cannot pass the seccomp filter to bwrap: %s", g_strerror(errno));
	return -1;
}

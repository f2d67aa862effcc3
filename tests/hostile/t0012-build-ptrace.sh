#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A Kbuild driver whose Makefile compiles, with the host's gcc inside the sandbox, a program that
# attacks through the kernel (finding N9): ptrace(PTRACE_ATTACH) on the sandbox's pid 1 (it
# succeeded and wedged the build until its time limit), process_vm_readv, keyctl, bpf,
# perf_event_open, userfaultfd, unshare(CLONE_NEWUSER), mount, clone3.  The Makefile stops the
# build with $(error), the results in the log, unless each call failed as the seccomp filter
# makes them fail (EPERM, ENOSYS for clone3).  The port must end clean and applied, as for a
# harmless driver, within one build's timeout; the host's mounts are unchanged and no process
# of the build is left.
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
cd "$scratch"

cat >probe.c <<'C'
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

static void show(const char *name, long rc)
{
	printf(" %s=%s", name, rc >= 0 ? "ok" : strerrorname_np(errno));
}

int main(void)
{
	char a[8] = "secret", b[8];
	struct iovec local = { b, sizeof(b) }, remote = { a, sizeof(a) };
	struct perf_event_attr pe = { .type = PERF_TYPE_SOFTWARE, .size = sizeof(pe),
				      .config = PERF_COUNT_SW_TASK_CLOCK, .exclude_kernel = 1,
				      .exclude_hv = 1 };
	char attr[128] = { 0 };

	printf("SECCOMP-PROBE");
	/* pid 1 is bwrap's init: stopped, it wedged the build */
	show("ptrace", ptrace(PTRACE_ATTACH, 1, 0, 0));
	show("process_vm_readv", process_vm_readv(getpid(), &local, 1, &remote, 1, 0));
	/* KEYCTL_GET_KEYRING_ID of KEY_SPEC_SESSION_KEYRING, created if needed */
	show("keyctl", syscall(SYS_keyctl, 0, -3, 1));
	show("bpf", syscall(SYS_bpf, 0, attr, sizeof(attr)));
	show("perf_event_open", syscall(SYS_perf_event_open, &pe, 0, -1, -1, 0));
	/* UFFD_USER_MODE_ONLY: allowed to any user without the filter */
	show("userfaultfd", syscall(SYS_userfaultfd, O_CLOEXEC | 1));
	show("unshare", unshare(CLONE_NEWUSER));
	show("mount", mount("none", "/tmp", "tmpfs", 0, NULL));
	show("clone3", syscall(SYS_clone3, NULL, 0));
	printf("\n");
	return 0;
}
C
# the payload runs each time make reads the Makefile: the probe is compiled once
cat >payload.sh <<'SH'
W="$1"
if ! test -x "$W/probe"; then
	gcc -O2 -o "$W/probe.tmp.$$" "$W/probe.c" 2>"$W/probe.err" || { echo GCC-FAILED; exit 0; }
	mv "$W/probe.tmp.$$" "$W/probe"
fi
"$W/probe"
SH
want="SECCOMP-PROBE ptrace=EPERM process_vm_readv=EPERM keyctl=EPERM bpf=EPERM"
want="$want perf_event_open=EPERM userfaultfd=EPERM unshare=EPERM mount=EPERM clone3=ENOSYS"
hostile kbtrace payload.sh &&
cp probe.c kbtrace/probe.c &&
cat >kbtrace/Makefile <<MK &&
obj-m += tmp117_cls.o
WANT := $want
PROBE := \$(shell sh \$(M)/payload.sh \$(M))
\$(info \$(PROBE))
BAD := \$(filter-out \$(PROBE),\$(WANT))\$(filter-out \$(WANT),\$(PROBE))
\$(if \$(BAD),\$(error seccomp probe: \$(PROBE)))
MK
(cd kbtrace && git add -A && git -c user.name=t -c user.email=t@t commit -qm 'the probe decides')
dirs_before=$(work_dirs kbtrace)
mounts_before=$(cut -d' ' -f5 /proc/self/mountinfo | sort)

limit=240
t0=$(date +%s)
rc=0
porter port --driver kbtrace --kernel "$new" --db "$db" --apply --out out --format json \
	--build-timeout $limit >port.json 2>port.err || rc=$?
took=$(($(date +%s) - t0))

bad=0
fail() {
	echo "FAIL: $*" >&2
	bad=1
}
# the build was not wedged: a wedged build alone lasts its whole limit, the port runs several
test $took -lt $limit || fail "N9: the port took $took s (build timeout $limit s)"
test "$(work_dirs kbtrace)" = "$dirs_before" || fail "the work dir was left in ${TMPDIR:-/tmp}"
test "$(cut -d' ' -f5 /proc/self/mountinfo | sort)" = "$mounts_before" ||
	fail "the host's mounts changed during the port"
! pgrep -f 'porter-kbtrace-.*/probe' >/dev/null || fail "a probe of the build is still running"
st=$(cd kbtrace && git status --porcelain)
test "$st" = " M tmp117_cls.c" || fail "the driver holds more than the port's change: $st"
test $rc = 0 || fail "porter port exited $rc: $(tail -3 port.err)"
python3 - port.json "$want" <<'PY' || fail "N9: report: $(head -c 3000 port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
log = r.get("final_log") or ""
probe = [l for l in log.splitlines() if "SECCOMP-PROBE" in l or "GCC-FAILED" in l]
assert not probe, "the probe saw: %s (want: %s)" % (probe[-1], sys.argv[2])
assert r["isolated"] is True, r["isolated"]
assert r["clean"] and r["applied"] and r["exit_code"] == 0, r
assert r["issues_before"] == 3 and r["issues_fixed"] == 3, (r["issues_before"], r["issues_fixed"])
PY
test $bad = 0 || exit 1
echo "ok - hostile Kbuild driver: ptrace, keyctl, bpf, mounts, namespaces denied; clean in $took s"

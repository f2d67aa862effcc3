#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter load-test on modules written here and built against Debian's 6.12 headers, booted on
# Debian's 6.12 image under QEMU (docs/load-test.md): init dereferencing NULL is an oops with its
# trace, a symbol the image does not export is unresolved, init sleeping forever is a hang, init
# returning -ENXIO loads with no device.  Each verdict must be exactly that one; the host's
# /boot, /lib/modules and process table must be as before.  Exit 77 without QEMU, a static
# busybox, the headers or the image.
set -eu
scratch=$(mktemp -d "${TMPDIR:-/tmp}/t0002-load-test.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
die() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIP: $*"; exit 77; }

command -v qemu-system-x86_64 >/dev/null || skip "no qemu-system-x86_64 (scripts/install-deps)"
test -x /bin/busybox || skip "no /bin/busybox (busybox-static, scripts/install-deps)"
kdir=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)
test -f "$kdir/Makefile" || skip "Debian's 6.12 headers are not installed"
rel=${kdir##*/linux-headers-}
test -f "/boot/vmlinuz-$rel" || skip "Debian's image /boot/vmlinuz-$rel is not installed"

# mod NAME INIT-BODY [DECLS]: a module whose init is INIT-BODY, built with modpost's
# undefined-symbol errors turned into warnings (the unresolved case must build)
mod() {
	mkdir "$scratch/$1" &&
	cat >"$scratch/$1/lt_$1.c" <<SRC &&
#include <linux/module.h>
#include <linux/delay.h>
${3:-}
static int __init lt_init(void)
{
	$2
}
static void __exit lt_exit(void)
{
}
module_init(lt_init);
module_exit(lt_exit);
MODULE_LICENSE("GPL");
SRC
	echo "obj-m := lt_$1.o" >"$scratch/$1/Makefile" &&
	make -s -C "$kdir" M="$scratch/$1" KBUILD_MODPOST_WARN=1 modules >"$scratch/$1.build" 2>&1 ||
		die "cannot build lt_$1: $(cat "$scratch/$1.build")"
}
mod oops 'return *READ_ONCE(lt_ptr);' 'static int *lt_ptr;'
mod unres 'return porter_no_such_export(1);' 'extern int porter_no_such_export(int);'
mod hang 'for (;;) msleep(1000); return 0;'
mod nodev 'pr_info("lt_nodev: no device\n"); return -ENXIO;'

host_state() {
	ls -la --time-style=+%s /boot /lib/modules /lib/modules/"$rel"
	pgrep -c qemu-system || true
}
host_state >"$scratch/host.before"

# run NAME EXPECTED-EXIT VERDICT [OPTIONS]: one load test, its JSON in NAME.json
run() {
	local name=$1 want=$2 verdict=$3 rc=0 t0 t1
	shift 3
	t0=$(date +%s.%N)
	porter load-test --kernel "$kdir" --format json --console "$scratch/$name.console" "$@" \
		"$scratch/$name/lt_$name.ko" >"$scratch/$name.json" 2>"$scratch/$name.err" || rc=$?
	t1=$(date +%s.%N)
	test "$rc" = "$want" || die "$name: exit $rc, expected $want: $(cat "$scratch/$name.err" \
		"$scratch/$name.json")"
	python3 - "$scratch/$name.json" "$verdict" <<'PY' || die "$name: $(cat "$scratch/$name.json")"
import json, sys
t = json.load(open(sys.argv[1]))
assert t["verdict"] == sys.argv[2], t["verdict"]
assert t["error"] is None
PY
	echo "# $name: $verdict in $(awk "BEGIN { printf \"%.1f\", $t1 - $t0 }") s"
}

# two VMs at a time; a failing run's die only ends its subshell: its wait status tells
run nodev 0 loaded-no-device & p1=$!
run oops 1 oops & p2=$!
wait $p1 && wait $p2 || exit 1
run unres 1 unresolved-symbol & p1=$!
run hang 1 hang --insmod-timeout 5 & p2=$!
wait $p1 && wait $p2 || exit 1

python3 - "$scratch" <<'PY' || die "verdict details"
import json, os, sys
d = sys.argv[1]
def j(n): return json.load(open(os.path.join(d, n + ".json")))
o = j("oops")
assert "NULL pointer dereference" in o["summary"], o
assert "RIP: 0010:lt_init" in o["trace"] and "Call Trace:" in o["trace"], o["trace"]
assert "---[ end trace" in o["trace"], o["trace"]
u = j("unres")
assert u["symbol"] == "porter_no_such_export", u
n = j("nodev")
assert n["loads"] and n["init_error"] == 6, n
h = j("hang")
assert not h["loads"] and "insmod" in h["summary"], h
# the VM ran in the sandbox, and the kernel the module met is the target's
for t in (o, u, n, h):
    assert t["isolated"], t
PY
grep -q 'lt_nodev: no device' "$scratch/nodev.console" ||
	die "the console lacks the module's own message: $(cat "$scratch/nodev.console")"

host_state >"$scratch/host.after"
cmp -s "$scratch/host.before" "$scratch/host.after" ||
	die "the host changed: $(diff "$scratch/host.before" "$scratch/host.after")"
echo "ok - load test verdicts: oops with its trace, unresolved symbol, hang, loaded-no-device"

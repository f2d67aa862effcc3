#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter-sandbox, the command over libsandbox: a Kbuild build of a broken module against each
# installed Debian tree gives GCC's JSON on stdout and exit 1, --no-json gives text, bad input
# gives exit 2 and one line naming the input, and a hung command is killed at --timeout.
set -eu
scratch=$(mktemp -d "${TMPDIR:-/tmp}/t0001-porter-sandbox.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
die() { echo "t0001: $*" >&2; exit 1; }

mkdir "$scratch/mod" &&
cat >"$scratch/mod/t0001.c" <<'SRC' &&
#include <linux/module.h>
#include <linux/timer.h>
static struct timer_list t;
static int __init t0001_init(void)
{
	init_timer(&t);
	return 0;
}
module_init(t0001_init);
MODULE_LICENSE("GPL");
SRC
echo 'obj-m := t0001.o' >"$scratch/mod/Makefile" || die "cannot write the module"

ntrees=0
for kdir in /usr/src/linux-headers-6.1*-amd64 /usr/src/linux-headers-6.12*-amd64; do
	test -f "$kdir/Makefile" || continue
	ntrees=$((ntrees + 1))
	rc=0
	porter-sandbox build "$scratch/mod" "$kdir" >"$scratch/json" 2>"$scratch/status" || rc=$?
	test $rc = 1 || die "$kdir: exit $rc, not 1: $(cat "$scratch/status")"
	grep -q "mode=kbuild json=1 ok=0" "$scratch/status" || die "$kdir: $(cat "$scratch/status")"
	grep -q '^\[{"kind": "error"' "$scratch/json" || die "$kdir: no JSON diagnostics"
	grep -q "implicit declaration of function 'init_timer'" "$scratch/json" ||
		die "$kdir: the init_timer error is missing"
	rc=0
	porter-sandbox build --no-json "$scratch/mod" "$kdir" >"$scratch/text" 2>"$scratch/status" ||
		rc=$?
	test $rc = 1 || die "$kdir: --no-json exit $rc"
	grep -q "t0001.c:6:9: error: implicit declaration of function 'init_timer'" "$scratch/text" ||
		die "$kdir: no text diagnostic: $(cat "$scratch/text")"
	# the build wrote its objects into the module dir only, nothing into the kernel tree
	test -z "$(find "$kdir/" -newer "$scratch/mod/Makefile" -print -quit 2>/dev/null)" ||
		die "$kdir: the build wrote into the kernel tree"
done
test $ntrees -gt 0 || echo "t0001: no /usr/src/linux-headers-* tree: Kbuild part skipped" >&2

rc=0
porter-sandbox build "$scratch/mod" /nonexistent/kdir 2>"$scratch/err" || rc=$?
test $rc = 2 || die "missing KDIR: exit $rc"
test "$(cat "$scratch/err")" = "porter-sandbox: kernel dir /nonexistent/kdir: no such directory" ||
	die "missing KDIR: $(cat "$scratch/err")"

rc=0
start=$(date +%s)
porter-sandbox run --timeout 1 -- sleep 30 2>"$scratch/err" || rc=$?
test $rc = 1 || die "hang: exit $rc"
grep -q "timed_out=1" "$scratch/err" || die "hang: $(cat "$scratch/err")"
test $(($(date +%s) - start)) -lt 10 || die "hang: not killed in time"
echo "t0001: ok ($ntrees Kbuild trees)"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The build environment reaches the sandboxed Kbuild build (issue 20): data/buildenv's Kbuild
# stops unless CROSS_COMPILE (from porter's environment) and PORTER_T0021 (--make-arg, or the
# nightly key make-arg) are set, and its .c does not compile without the caller's KCFLAGS.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

old=$(ls -d /usr/src/linux-headers-6.1.*-amd64 2>/dev/null | head -n 1)
test -f "$old/Makefile" || die "Debian's 6.1 kernel headers are not installed"
command -v x86_64-linux-gnu-gcc >/dev/null || die "x86_64-linux-gnu-gcc is not installed"
cp -r "$PORTER_TEST_DATA/buildenv" drv

# nothing passed: the build stops at the Kbuild file's check, and the report says why
rc=0
env -u CROSS_COMPILE -u KCFLAGS porter port --driver drv --kernel "$old" --db "$db" \
	--out out0 --format json >none.json 2>none.err || rc=$?
test $rc = 1 || die "without the environment: exit $rc, expected 1: $(cat none.err)"
grep -q "CROSS_COMPILE is ''" out0/report.txt || die "the report does not say why: $(cat out0/report.txt)"

# only the environment: --make-arg's variable is still missing
rc=0
CROSS_COMPILE=x86_64-linux-gnu- KCFLAGS=-DPORTER_T0021_KCFLAGS porter port --driver drv \
	--kernel "$old" --db "$db" --out out1 >one.txt 2>one.err || rc=$?
test $rc = 1 || die "without --make-arg: exit $rc, expected 1: $(cat one.err)"
grep -q "PORTER_T0021 is ''" out1/report.txt || die "$(cat out1/report.txt)"

# everything: a clean build, and the command line the report shows carries the variable
ARCH=x86 CROSS_COMPILE=x86_64-linux-gnu- KCFLAGS=-DPORTER_T0021_KCFLAGS porter port \
	--driver drv --kernel "$old" --db "$db" --make-arg PORTER_T0021=yes --build-timeout 600 \
	--out out2 --format json >all.json 2>all.err || die "with the environment: $(cat all.err)"
python3 - all.json <<'PY' || die "$(cat all.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["exit_code"] == 0 and r["clean"] and r["issues_before"] == 0, r
PY

# a make-arg that is no assignment is bad input
rc=0
porter port --driver drv --kernel "$old" --db "$db" --make-arg notavar >bad.out 2>bad.err || rc=$?
test $rc = 2 && test "$(wc -l <bad.err)" = 1 && grep -q 'expected VAR=VALUE' bad.err ||
	die "--make-arg notavar: exit $rc: $(cat bad.err)"

# nightly's make-arg key reaches the build as --make-arg does
cat >n.conf <<CONF
[nightly]
out = nout
[driver envcheck]
driver = $scratch/drv
kernel = $old
db = $db
make-arg = PORTER_T0021=yes
CONF
CROSS_COMPILE=x86_64-linux-gnu- KCFLAGS=-DPORTER_T0021_KCFLAGS porter nightly --config n.conf \
	>n.out 2>n.err || die "nightly with make-arg: $(cat n.out n.err)"
grep -q "envcheck" n.out && ! grep -q ERROR n.out || die "nightly: $(cat n.out)"
sed -i 's/make-arg = .*/make-arg = 9X=1/' n.conf
rc=0
porter nightly --config n.conf >n2.out 2>n2.err || rc=$?
test $rc = 2 && grep -q 'n.conf:7:1: make-arg 9X=1: expected VAR=VALUE' n2.err ||
	die "nightly make-arg 9X=1: exit $rc: $(cat n2.err)"
echo "ok - ARCH/CROSS_COMPILE/KCFLAGS, --make-arg and nightly's make-arg reach the build"

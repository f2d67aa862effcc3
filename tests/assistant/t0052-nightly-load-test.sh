#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter nightly with load-test = true (docs/load-test.md, docs/nightly.md): a Kbuild driver that
# builds cleanly against Debian's 6.12 headers but whose init dereferences NULL.  The night
# fails (exit 1), its line says "does not load on KERNEL: oops", the JUnit case fails with type
# load-test, and the saved report.json holds the verdict and the trace.  Exit 77 without QEMU,
# busybox-static, the headers or the image.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
command -v qemu-system-x86_64 >/dev/null || { echo "SKIP: no qemu-system-x86_64"; exit 77; }
test -x /bin/busybox || { echo "SKIP: no /bin/busybox (busybox-static)"; exit 77; }
rel=${new##*/linux-headers-}
test -f "/boot/vmlinuz-$rel" || { echo "SKIP: /boot/vmlinuz-$rel is not installed"; exit 77; }

mkdir drv &&
cat >drv/lt_null.c <<'SRC' &&
#include <linux/module.h>
static int *lt_ptr;
static int __init lt_init(void)
{
	return *READ_ONCE(lt_ptr);
}
module_init(lt_init);
MODULE_LICENSE("GPL");
SRC
echo 'obj-m := lt_null.o' >drv/Makefile &&
(cd drv && git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm init) ||
	die "cannot make the driver"
cat >n.ini <<EOF2
[nightly]
kernel = $new
db = $db
out = out
junit = junit.xml

[driver null]
driver = drv
load-test = true
EOF2
rc=0
porter nightly --config n.ini >night.out 2>night.err || rc=$?
test $rc = 1 || die "porter nightly exited $rc: $(cat night.out night.err)"
grep -q "^null .*does not load on ${new##*/}: oops" night.out || die "verdict line: $(cat night.out)"
grep -q 'type="load-test"' junit.xml || die "JUnit: $(cat junit.xml)"
python3 - out/null/report.json <<'PY' || die "report: $(cat out/null/report.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["clean"] and r["exit_code"] == 1, r
t = r["load_test"]
assert t["verdict"] == "oops" and not t["loads"], t
assert "RIP: 0010:lt_init" in t["trace"], t["trace"]
PY
echo "ok - nightly: a driver that builds but oopses on load fails the night"

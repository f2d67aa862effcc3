#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter port --load-test back to 6.1 (docs/load-test.md): tmp117_cls as its 6.12 port (the three
# 6.12 changes made by sed, as t0032 does) ported back to Debian's 6.1 headers, and the result
# booted on Debian's 6.1 image, which is not installed here: porter fetches linux-image-RELEASE
# with apt-get download and unpacks it into its cache ($PORTER_CACHE_DIR), never into /boot.
# The module loads.  Exit 77 without QEMU, busybox-static or the 6.1 headers, or when the image
# cannot be fetched (no network, no such package in the apt sources).
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.1
command -v qemu-system-x86_64 >/dev/null || { echo "SKIP: no qemu-system-x86_64"; exit 77; }
test -x /bin/busybox || { echo "SKIP: no /bin/busybox (busybox-static)"; exit 77; }
rel=${old##*/linux-headers-}
# the image is 70 MB to fetch: a cache shared by the test runs, never the user's
export PORTER_CACHE_DIR=${PORTER_TEST_CACHE:-${TMPDIR:-/tmp}/porter-test-cache}

host_state() {
	ls -la --time-style=+%s /boot /lib/modules
}
host_state >host.before

cp -r "$PORTER_TEST_DATA/kbuild/tmp117_cls" back
sed -i -e 's/strlcpy(t->label/strscpy(t->label/' -e 's/\.probe_new = /.probe = /' \
	-e 's/class_create(THIS_MODULE, /class_create(/' back/tmp117_cls.c
rc=0
porter port --driver back --kernel "$old" --db "$db" --apply --load-test --format json \
	>back.json 2>back.err || rc=$?
if test $rc = 3 && grep -q 'cannot fetch linux-image' back.err; then
	echo "SKIP: Debian's $rel image cannot be fetched: $(grep 'cannot fetch' back.err)"
	exit 77
fi
test $rc = 0 || die "porter port exited $rc: $(cat back.err back.json)"
python3 - back.json "$PORTER_CACHE_DIR" "$rel" <<'PY' || die "report: $(cat back.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["exit_code"] == 0 and r["clean"] and r["applied"] and r["issues_fixed"] == 2, r
t = r["load_test"]
assert t["verdict"] in ("loaded-and-unloaded", "loaded-no-device"), t
assert t["loads"] and t["error"] is None, t
assert t["image"] == "%s/images/%s/boot/vmlinuz-%s" % (sys.argv[2], sys.argv[3], sys.argv[3]), t
print("# load test on %s: %s in %.1f s (%s)" % (sys.argv[3], t["verdict"], t["seconds"], t["accel"]))
PY
grep -q 'class_create(THIS_MODULE, "tmp117")' back/tmp117_cls.c || die "not ported back"
host_state >host.after
cmp -s host.before host.after || die "the host changed: $(diff host.before host.after)"
echo "ok - tmp117_cls ported back to 6.1 loads on Debian's 6.1 image"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter port --load-test (docs/load-test.md): tmp117_cls (data/kbuild), written for 6.1, ported
# to Debian's 6.12 headers with --apply, and its final clean build booted on Debian's own
# vmlinuz-6.12 under QEMU: the module loads (its init registers an i2c driver and a class, no
# device needed), the JSON report's load_test says so and validates against docs/report.md,
# SARIF has its load-test result, JUnit passes.  The host's /boot and /lib/modules are as
# before.  Exit 77 without QEMU, a static busybox, the headers or the image.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
command -v qemu-system-x86_64 >/dev/null || { echo "SKIP: no qemu-system-x86_64"; exit 77; }
test -x /bin/busybox || { echo "SKIP: no /bin/busybox (busybox-static)"; exit 77; }
rel=${new##*/linux-headers-}
test -f "/boot/vmlinuz-$rel" || { echo "SKIP: /boot/vmlinuz-$rel is not installed"; exit 77; }

host_state() {
	ls -la --time-style=+%s /boot /lib/modules /lib/modules/"$rel"
}
host_state >host.before

cp -r "$PORTER_TEST_DATA/kbuild/tmp117_cls" fwd
t0=$(date +%s)
porter port --driver fwd --kernel "$new" --db "$db" --apply --load-test --format json \
	--sarif fwd.sarif --junit fwd.xml >fwd.json 2>fwd.err || die "porter port: $(cat fwd.err fwd.json)"
t1=$(date +%s)
python3 - fwd.json fwd.sarif <<'PY' || die "report: $(cat fwd.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["exit_code"] == 0 and r["clean"] and r["applied"] and r["issues_fixed"] == 3, r
t = r["load_test"]
assert t["verdict"] in ("loaded-and-unloaded", "loaded-no-device"), t
assert t["loads"] and t["error"] is None and t["trace"] is None, t
assert t["module"] == "tmp117_cls.ko", t
assert t["image"].startswith("/boot/vmlinuz-6.12"), t
assert t["isolated"], t
s = json.load(open(sys.argv[2]))
res = [x for x in s["runs"][0]["results"] if x["ruleId"] == "load-test"]
assert len(res) == 1 and res[0]["level"] == "note", res
assert t["verdict"] in res[0]["message"]["text"], res
print("# load test: %s in %.1f s (%s)" % (t["verdict"], t["seconds"], t["accel"]))
PY
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" fwd.json ||
	die "fwd.json does not validate"
grep -q '<failure' fwd.xml && die "JUnit reports a failure: $(cat fwd.xml)"
echo "# port with load test: $((t1 - t0)) s"

# the text report names the verdict
porter port --driver fwd --kernel "$new" --db "$db" --load-test --out out2 >fwd2.txt 2>fwd2.err ||
	die "second run: $(cat fwd2.err fwd2.txt)"
grep -Eq '^load test: loaded-(and-unloaded|no-device): ' fwd2.txt || die "text report: $(cat fwd2.txt)"

host_state >host.after
cmp -s host.before host.after || die "the host changed: $(diff host.before host.after)"
echo "ok - tmp117_cls ported to 6.12 loads on Debian's 6.12 image"

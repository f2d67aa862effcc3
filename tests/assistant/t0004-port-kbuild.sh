#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter on real Kbuild trees, Debian's 6.1 and 6.12 headers, with the corpus index.  A driver
# written for 6.1 (data/kbuild/tmp117_cls) meets three API changes in 6.12: strlcpy is gone, i2c's
# .probe_new is gone, class_create() lost its owner argument.
#  - forward, --apply: all three fixed, the 6.12 build clean, and only source written back into
#    the driver (a Kbuild build leaves objects in the work copy: none of them may follow);
#  - back to 6.1 without --backport: the probe and class_create changes are undone (the
#    class_create query finds nothing in the forward direction and is run reversed), strscpy
#    stays, since 6.1 has it; the 6.1 build is clean.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

old=$(ls -d /usr/src/linux-headers-6.1.*-amd64 2>/dev/null | head -n 1)
new=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)
test -f "$old/Makefile" && test -f "$new/Makefile" ||
	die "Debian's 6.1 and 6.12 kernel headers are not installed (scripts/install-deps)"
src=$PORTER_TEST_DATA/kbuild/tmp117_cls

# report.json FIXED-COUNT: exit 0, clean, every issue fixed, FIXED-COUNT of them
check_report() {
	python3 - "$1" "$2" <<'PY' || die "$1: $(cat "$1")"
import json, sys
r = json.load(open(sys.argv[1]))
want = int(sys.argv[2])
assert r["exit_code"] == 0 and r["clean"] and r["applied"], r
assert r["issues_before"] == want and r["issues_fixed"] == want and r["issues_after"] == 0, r
assert all(i["fixed"] and i["example"] for i in r["issues"]), r["issues"]
PY
}

cp -r "$src" ref
porter-sandbox build --no-json ref "$old" >ref.out 2>ref.err ||
	die "the driver does not build against $old: $(cat ref.out ref.err)"

cp -r "$src" fwd
porter port --driver fwd --kernel "$new" --db "$db" --apply --format json >fwd.json 2>fwd.err ||
	die "forward port: $(cat fwd.err)"
check_report fwd.json 3
(cd fwd && find . -type f | LC_ALL=C sort) >fwd.files
printf './Makefile\n./tmp117_cls.c\n' | cmp -s - fwd.files ||
	die "--apply wrote more than the source into the driver: $(cat fwd.files)"
grep -q 'strscpy(t->label' fwd/tmp117_cls.c && grep -q '\.probe = tmp117_probe' fwd/tmp117_cls.c &&
	grep -q 'class_create("tmp117")' fwd/tmp117_cls.c || die "forward port: $(diff "$src/tmp117_cls.c" fwd/tmp117_cls.c)"

cp -r fwd back
porter port --driver back --kernel "$old" --db "$db" --apply --format json >back.json 2>back.err ||
	die "port back to 6.1: $(cat back.err)"
check_report back.json 2
diff "$src/tmp117_cls.c" back/tmp117_cls.c >back.diff || true
grep -c '^[<>]' back.diff | grep -qx 2 && grep -q '^> 	strscpy(t->label' back.diff ||
	die "port back to 6.1 differs from the original beyond strscpy: $(cat back.diff)"
cp -r back check
porter-sandbox build --no-json check "$old" >check.out 2>check.err ||
	die "the ported-back driver does not build against $old: $(cat check.out)"
echo "ok - Kbuild: forward to 6.12 (3 fixed), back to 6.1 (2 fixed), source only written back"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter port --compat on a real Kbuild driver (data/kbuild/tmp117_cls, written for 6.1) to
# Debian's 6.12 headers, with the corpus index (tags v3.9 ... v6.8) and --also-build 6.1:
#  - every fix kept is guarded, the new code in #if and the driver's own in #else;
#  - strscpy gets a feature test (a macro in 6.12's string.h, not in 6.1's): #ifdef strscpy;
#  - class_create() gets the version of the index's header commit that removed its owner, v6.4;
#  - the result builds cleanly against both trees, checked here with the real Kbuild builds;
#  - the commit messages say which evidence gave each guard.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.1 6.12
src=$PORTER_TEST_DATA/kbuild/tmp117_cls

cp -r "$src" drv
porter port --driver drv --kernel "$new" --db "$db" --compat --also-build "$old" --apply \
	--out out --format json >port.json 2>port.err || die "porter port --compat: $(cat port.err)"
python3 - port.json <<'PY' || die "report: $(cat port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["exit_code"] == 0 and r["clean"] and r["applied"], r
assert r["issues_before"] == 3 and r["issues_fixed"] == 3 and r["issues_after"] == 0, r
PY
c=drv/tmp117_cls.c
# feature test, guarding the driver's own line in its #else
grep -A4 -x '#ifdef strscpy' $c | grep -q '^	strlcpy(t->label' ||
	die "no feature test around strscpy: $(diff "$src/tmp117_cls.c" $c)"
# version from the index
grep -A4 -x '#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)' $c |
	grep -q 'class_create(THIS_MODULE, "tmp117")' ||
	die "no v6.4 guard around class_create: $(diff "$src/tmp117_cls.c" $c)"
grep -q '^	.probe_new = tmp117_probe,' $c || die "the old probe is gone: $(cat $c)"
# the guarded driver builds cleanly against both kernels
for k in "$new" "$old"; do
	rm -rf b && cp -r drv b
	porter-sandbox build --no-json b "$k" >b.out 2>b.err ||
		die "the guarded driver does not build against $k: $(cat b.out b.err)"
	! grep -E 'warning:|error:' b.out b.err || die "warnings against $k: $(cat b.out b.err)"
done
# which evidence gave each guard, in the commit messages
grep -q 'Evidence for the guard (feature-test): strscpy' out/patches/*.patch ||
	die "no feature-test evidence in the series: $(cat out/patches/*.patch)"
grep -q 'Evidence for the guard (version-from-index)' out/patches/*.patch ||
	die "no version evidence in the series: $(cat out/patches/*.patch)"
grep -q 'first in tag v6.4' out/patches/*.patch || die "no tag named: $(cat out/patches/*.patch)"
echo "ok - tmp117_cls to 6.12 with --compat: 3 fixes guarded, builds on 6.12 and 6.1"

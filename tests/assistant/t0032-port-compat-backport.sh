#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter port --backport --compat: tmp117_cls as its 6.12 port (the three 6.12 changes of
# data/kbuild/tmp117_cls made by sed: strscpy, .probe, class_create without THIS_MODULE) taken
# back to Debian's 6.1 headers with --also-build 6.12 and the corpus index.  The driver's own
# code is the newer kernel's side: it stays in the #if, the 6.1 code goes into the #else, and the
# guards are the versions of the index's header commits: v6.4 for class_create, which the
# history dates exactly (it has v6.3), and an approximate 6.6 for .probe_new (it has no v6.5).  The result builds cleanly against both trees.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.1 6.12
cp -r "$PORTER_TEST_DATA/kbuild/tmp117_cls" drv
sed -i -e 's/strlcpy(t->label/strscpy(t->label/' -e 's/\.probe_new = /.probe = /' \
	-e 's/class_create(THIS_MODULE, /class_create(/' drv/tmp117_cls.c
cp drv/tmp117_cls.c ported.c
porter-sandbox build --no-json drv "$new" >ref.out 2>&1 || die "the 6.12 port does not build: $(cat ref.out)"

porter port --driver drv --kernel "$old" --db "$db" --backport --compat --also-build "$new" \
	--apply --out out --format json >port.json 2>port.err || die "porter port: $(cat port.err)"
python3 - port.json <<'PY' || die "report: $(cat port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["exit_code"] == 0 and r["clean"] and r["applied"], r
assert r["issues_fixed"] == 2 and r["issues_after"] == 0, r
PY
c=drv/tmp117_cls.c
grep -A4 -x '#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)' $c > cc.txt
sed -n 2p cc.txt | grep -q '	tmp117_class = class_create("tmp117");' &&
	sed -n 4p cc.txt | grep -q 'class_create(THIS_MODULE, "tmp117")' ||
	die "class_create not guarded newer-first: $(diff ported.c $c)"
# the index has v6.4 and v6.6, not v6.5: 6.6 bounds the probe_new change, approximately, and
# a member in an initializer has nothing to probe
grep -A4 -x -F '#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 6, 0)	/* approximate: by 6.6, the index has no 6.5 */' \
	$c | grep -q '\.probe_new = ' ||
	die "probe not guarded: $(diff ported.c $c)"
for k in "$old" "$new"; do
	rm -rf b && cp -r drv b
	porter-sandbox build --no-json b "$k" >b.out 2>b.err ||
		die "the guarded driver does not build against $k: $(cat b.out b.err)"
	! grep -E 'warning:|error:' b.out b.err || die "warnings against $k: $(cat b.out b.err)"
done
echo "ok - tmp117_cls's 6.12 port back to 6.1 with --backport --compat: builds on both"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 37: real kernel 6.1 drivers (data/realdrivers/README.md, "intree/") whose only 6.12 issue
# is where a declaration lives, ported against Debian's 6.12 headers with a pool that has no
# include example (the minikernel index), and compared with the maintainers' own 6.12 file:
#  - adis16130.c includes <asm/unaligned.h>, gone in 6.12: one moved-include issue, fixed to
#    <linux/unaligned.h>; the series applied gives 6.12's adis16130.c byte for byte (that
#    include was the file's only change from 6.1 to 6.12);
#  - lego_ev3_battery.c had struct of_device_id through <linux/of_device.h>, which 6.12 no longer
#    makes include it: one missing-include issue, fixed by <linux/mod_devicetable.h>, the
#    include 6.12's own file has.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}
data=$PORTER_TEST_DATA/realdrivers/intree

# one issue of @kind for @symbol, fixed from the target tree's facts
one_fixed() {
	python3 - "$1" "$2" "$3" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["issues_before"] == 1 and r["clean"], (r["issues_before"], r["clean"], r["issues"])
i = r["issues"][0]
assert (i["kind"], i["symbol"]) == (sys.argv[2], sys.argv[3]), i
assert i["fixed"] and i["fixed_from"].startswith("from the target tree: "), i
PY
}

import_repo adis16130 "$data"
rc=0
porter port --driver adis16130 --kernel "$new" --db "$db" --out out1 --format json \
	>adis.json 2>adis.err || rc=$?
test $rc = 0 || die "adis16130: exit $rc (0: clean): $(cat adis.err) $(head -c 4000 adis.json)"
one_fixed adis.json moved-include asm/unaligned.h || die "adis16130: $(head -c 20000 adis.json)"
am_on out1/series.mbox adis16130
cmp am/adis16130.c "$data/adis16130.c.6.12" ||
	die "adis16130: not 6.12's file: $(diff am/adis16130.c "$data/adis16130.c.6.12")"
echo "ok 1 - a real driver's moved header: fixed as the maintainers did in 6.12"

import_repo lego_ev3_battery "$data"
rc=0
porter port --driver lego_ev3_battery --kernel "$new" --db "$db" --out out2 --format json \
	>lego.json 2>lego.err || rc=$?
test $rc = 0 || die "lego_ev3_battery: exit $rc (0: clean): $(cat lego.err) $(head -c 4000 lego.json)"
one_fixed lego.json missing-include linux/mod_devicetable.h ||
	die "lego_ev3_battery: $(head -c 20000 lego.json)"
added=$(grep '^+#include' out2/series.mbox)
test "$added" = "+#include <linux/mod_devicetable.h>" &&
	test "$(grep -c '^[-+][^-+]' out2/series.mbox)" = 1 ||
	die "lego_ev3_battery: not one added include: $(cat out2/series.mbox)"
grep -qxF "${added#+}" "$data/lego_ev3_battery.c.6.12" ||
	die "lego_ev3_battery: 6.12's own file does not include what porter added"
echo "ok 2 - a real driver's lost implicit include: one issue, the include 6.12's file has"

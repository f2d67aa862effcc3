#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The same issue in two .c files (issue 17, L2): two copies of the demo driver under other
# names make one driver whose files both use spi_driver's suspend/resume.  Each file's issue
# gets its own attempt and a change is judged on its own file, so both are fixed and the
# final build is clean.
. "$PORTER_TEST_DATA/lib.sh"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
mkdir "$scratch/drv" &&
sed "s/$name/lmsa/g" "$driver/$name.c" >"$scratch/drv/f1.c" &&
sed "s/$name/lmsb/g" "$driver/$name.c" >"$scratch/drv/f2.c" || die "cannot make the driver"

set +e
porter port --driver "$scratch/drv" --kernel "$kernel" --db "$db" --build "$build" \
	--out "$scratch/out" --format json >"$scratch/r.json" 2>"$scratch/e"
rc=$?
set -e
test $rc = 0 || die "exit $rc, expected 0 (clean): $(cat "$scratch/e")"
python3 - "$scratch/r.json" <<'PY' || die "wrong report"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["clean"] and r["issues_after"] == 0, r["remaining"]
fixed = {(i["symbol"], i["file"]) for i in r["issues"] if i["fixed"]}
want = {(s, f) for s in ("suspend", "resume") for f in ("f1.c", "f2.c")}
assert want <= fixed, fixed
PY
grep -q "^+.*pm" "$scratch/out/series.mbox" && grep -q "^diff --git a/f2.c" "$scratch/out/series.mbox" ||
	die "the series does not change both files"
echo "ok 1 - the issue is fixed in each file that reports it"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The whole run's budget (issue 40): a port past its --budget stops between rounds and
# candidates and still writes every report, naming what it cut (the issues and candidates not
# tried) in the text and the JSON; never a silent kill.  A budget smaller than the first build
# leaves no time for any round: every issue of the first build is named as not tried.
. "$PORTER_TEST_DATA/lib.sh"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
cp -r "$driver" "$scratch/drv" || die "cannot copy the driver"

set +e
porter port --driver "$scratch/drv" --kernel "$kernel" --db "$db" --build "$build" \
	--budget 0.01 --out "$scratch/out" --format json >"$scratch/report.json" 2>"$scratch/e"
rc=$?
set -e
test $rc = 1 || die "exit $rc, expected 1 (not fully ported): $(cat "$scratch/e")"
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" \
	"$scratch/report.json" "$scratch/out/report.json" || die "the report does not match the schema"
python3 - "$scratch/report.json" <<'PY' || die "the JSON report does not name the cut"
import json, sys
r = json.load(open(sys.argv[1]))
c = r.get("cut")
assert c, "no cut"
assert c["by"] == "budget" and c["budget_s"] == 0.01, c
assert c["after_s"] > 0 and c["reserve_s"] > 0, c
assert "before round 1" in c["where"], c
keys = ["%s %s%s in %s" % (i["kind"], i["symbol"], " " + i["container"] if i["container"] else "",
                           i["file"]) for i in r["issues"]]
assert r["issues_before"] > 0 and sorted(c["issues_not_tried"]) == sorted(keys), (c, keys)
assert c["candidates_not_tried"] == [], c
assert r["rounds"] == 0 and not r["clean"] and r["issues_fixed"] == 0, r
assert all(not i["candidates"] and i["query"] is None for i in r["issues"]), r["issues"]
PY
grep -q '^cut by the budget: 0.01 s .*before round 1; nothing was kept' "$scratch/out/report.txt" ||
	die "report.txt does not say what was cut: $(cat "$scratch/out/report.txt")"
grep -q '^    issue not tried: ' "$scratch/out/report.txt" ||
	die "report.txt does not name the issues not tried"
grep -q 'issue not tried: ' "$scratch/out/report.md" || die "report.md does not name the cut"
echo "ok 1 - a budget spent by the first build: every issue named as not tried, reports written"

# the default budget (15 min) cuts nothing in a port of a few seconds: no cut in the report
porter port --driver "$scratch/drv" --kernel "$kernel" --db "$db" --build "$build" \
	--format json >"$scratch/full.json" 2>"$scratch/e" || die "full port: $(cat "$scratch/e")"
python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); assert "cut" not in r and r["clean"], r' \
	"$scratch/full.json" || die "a port within the default budget reports a cut"
echo "ok 2 - within the default budget: nothing cut"

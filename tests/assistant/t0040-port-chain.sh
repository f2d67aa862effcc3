#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A chain (issue 19): v4l2loopback at the parent of 00eb0df20248 against Debian's 6.1 headers,
# with an index of two real WireGuard commits.  741f76cdb3f3 replaces do_gettimeofday by
# getnstimeofday64, which 6.1 no longer has either: that fix is kept as a step and the new name
# is queried next, which finds 81286d78f5d7 (getnstimeofday64 -> ktime_get_real_ts64).  Its
# change passes a struct __kernel_v4l2_timeval * where 6.1 wants a struct timespec64 *: a new
# error, so the chain ends there and is undone whole.  Asserts the report's chain, the undo
# (no getnstimeofday64 left, no step in the series) and the class eval gives it.
. "$PORTER_TEST_DATA/lib.sh"
. "$PORTER_TEST_DATA/example-repo.sh"

need_headers 6.1
k=$old
rw=$PORTER_SOURCE_DIR/corpora/realworld
example_repo "$rw/examples/wireguard-linux-compat/741f76cdb3f3" "$scratch/wg-741f76cdb3f3"
example_repo "$rw/examples/wireguard-linux-compat/81286d78f5d7" \
	"$scratch/wg-81286d78f5d7"
for r in wg-741f76cdb3f3 wg-81286d78f5d7; do
	prequel index --db "$scratch/ex.db" "$scratch/$r" >>"$scratch/index.log" 2>&1 ||
		die "prequel index: $(cat "$scratch/index.log")"
done
cp -r "$rw/drivers/v4l2loopback" "$scratch/drv"

set +e
porter port --driver "$scratch/drv" --kernel "$k" --db "$scratch/ex.db" --out "$scratch/out" \
	--format json >"$scratch/r.json" 2>"$scratch/e"
rc=$?
set -e
test $rc = 1 || die "exit $rc, expected 1 (not clean): $(tail -5 "$scratch/e")"
python3 - "$scratch/r.json" <<'PY' || die "wrong chain in the report"
import json, sys
r = json.load(open(sys.argv[1]))
iss = {i["symbol"]: i for i in r["issues"]}
d = iss["do_gettimeofday"]
assert not d["fixed"], d
c = d["candidates"][0]
assert c["subject"] == "global: switch from timeval to timespec", c
assert c["outcome"] == "chain", c
assert "getnstimeofday64" in c["why"] and "undone" in c["why"], c["why"]
step = c["chain"][0]
assert step["kind"] == "undefined-function" and step["symbol"] == "getnstimeofday64", step
assert step["query"] and "- getnstimeofday64(es)" in step["query"], step["query"]
s = step["candidates"][0]
assert s["subject"] == "noise: replace getnstimeofday64 with ktime_get_real_ts64", s
assert s["outcome"] == "new-errors" and "ktime_get_real_ts64" in s["why"], s
# undone: the final build has the first issue again, not the chain's
left = {(i["kind"], i["symbol"]) for i in r["remaining"]}
assert ("undefined-function", "do_gettimeofday") in left, left
assert not any(sym == "getnstimeofday64" for _, sym in left), left
PY
grep -q -- "-> then undefined-function getnstimeofday64 at v4l2loopback.c:1525:25: NOT FIXED" \
	"$scratch/out/report.txt" || die "the text report does not show the chain"
! grep -q "^+.*getnstimeofday64" "$scratch/out/series.mbox" 2>/dev/null ||
	die "the undone step is in the series"
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" \
	"$scratch/out/report.json" || die "the report does not follow docs/report.md"
echo "ok 1 - do_gettimeofday -> getnstimeofday64 -> ktime_get_real_ts64 is followed and undone"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A fix must keep what the driver did (issue 19): lcopy calls strlcpy() for its effect and for
# its result; Debian's 6.12 headers have no strlcpy().  The only example, lttng-modules
# 7e8d89d158a5, calls strscpy() for its effect only, so nothing shows how strscpy()'s result
# (negative on truncation) reads: the change compiles, but porter rejects it with that reason
# and the issue is left, classed "rejected" by porter eval.
. "$PORTER_TEST_DATA/lib.sh"
. "$PORTER_TEST_DATA/example-repo.sh"

need_headers 6.12
k=$new
example_repo "$PORTER_TEST_DATA/examples/lttng-modules/7e8d89d158a5" "$scratch/lttng"
prequel index --db "$scratch/ex.db" "$scratch/lttng" >"$scratch/index.log" 2>&1 ||
	die "prequel index: $(cat "$scratch/index.log")"
cp -r "$PORTER_TEST_DATA/lcopy" "$scratch/drv"

set +e
porter port --driver "$scratch/drv" --kernel "$k" --db "$scratch/ex.db" --out "$scratch/out" \
	--format json >"$scratch/r.json" 2>"$scratch/e"
rc=$?
set -e
test $rc = 1 || die "exit $rc, expected 1 (not clean): $(tail -5 "$scratch/e")"
python3 - "$scratch/r.json" <<'PY' || die "the change was not rejected"
import json, sys
r = json.load(open(sys.argv[1]))
i = [i for i in r["issues"] if i["symbol"] == "strlcpy"][0]
assert not i["fixed"], i
c = i["candidates"][0]
assert c["subject"] == "Fix: strlcpy removed in linux 6.8.0-rc1", c
assert c["outcome"] == "rejected", c
assert "result of strlcpy()" in c["why"] and "strscpy()" in c["why"], c["why"]
assert any(x["symbol"] == "strlcpy" for x in r["remaining"]), r["remaining"]
PY
cmp -s "$PORTER_TEST_DATA/lcopy/lcopy.c" "$scratch/drv/lcopy.c" || die "the driver was changed"
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" \
	"$scratch/out/report.json" || die "the report does not follow docs/report.md"
echo "ok 1 - strlcpy() -> strscpy() is rejected where the driver reads the result"

# porter eval classes it
cat >"$scratch/cases.json" <<JSON
{"cases": [{"name": "lcopy", "driver": "$scratch/drv", "kernel": "$k", "db": "$scratch/ex.db"}]}
JSON
porter eval --cases "$scratch/cases.json" --format json >"$scratch/eval.json" 2>"$scratch/eval.err" ||
	test $? = 1 || die "porter eval: $(cat "$scratch/eval.err")"
python3 - "$scratch/eval.json" <<'PY' || die "wrong class"
import json, sys
r = json.load(open(sys.argv[1]))
left = r["cases"][0]["left_issues"]
assert [l["why"] for l in left] == ["rejected"], left
PY
echo "ok 2 - porter eval classes it as rejected"

# A variable set from the old call and still read: bbswitch (corpora/realworld, at 0c38f97c3a64)
# tests 'if (r || !ad)' after 'r = acpi_bus_get_device(dis_handle, &ad)'.  The only example,
# ltp d4dd360b05f8, turns its own 'status = ...' into 'device = acpi_fetch_acpi_dev(handle)' and
# its ACPI_SUCCESS(status) test into 'if (device)', which says nothing of the driver's 'r': the
# rewritten call would leave r read uninitialized, so the candidate is rejected with that reason.
need_headers 6.1
rw=$PORTER_SOURCE_DIR/corpora/realworld
example_repo "$rw/examples/ltp/d4dd360b05f8" "$scratch/ltp"
prequel index --db "$scratch/ltp.db" "$scratch/ltp" >"$scratch/index.log" 2>&1 ||
	die "prequel index: $(cat "$scratch/index.log")"
cp -r "$rw/drivers/bbswitch" "$scratch/bbswitch"
set +e
porter port --driver "$scratch/bbswitch" --kernel "$old" --db "$scratch/ltp.db" \
	--out "$scratch/out-bb" --format json >"$scratch/bb.json" 2>"$scratch/bb.e"
rc=$?
set -e
test $rc = 1 || die "exit $rc, expected 1 (not clean): $(tail -5 "$scratch/bb.e")"
python3 - "$scratch/bb.json" <<'PY' || die "bbswitch's change was not rejected: $(head -c 9000 "$scratch/bb.json")"
import json, sys
r = json.load(open(sys.argv[1]))
i = [i for i in r["issues"] if i["symbol"] == "acpi_bus_get_device"][0]
assert not i["fixed"], i
c = i["candidates"][0]
assert c["outcome"] == "rejected", c
assert "nothing sets 'r' any more" in c["why"] and "if (r || !ad)" in c["why"], c["why"]
PY
cmp -s "$rw/drivers/bbswitch/bbswitch.c" "$scratch/bbswitch/bbswitch.c" || die "bbswitch was changed"
echo "ok 3 - acpi_bus_get_device() -> acpi_fetch_acpi_dev() is rejected where r is still read"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Outputs that cannot be written (issue 17, M3): an unwritable --junit or --out fails the run
# with exit 2 before --apply changes the driver; a save that fails after the port still prints
# the report, then exits 3; a nightly whose JUnit file cannot be written stops before any
# driver runs.
. "$PORTER_TEST_DATA/lib.sh"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
cp -r "$driver" "$scratch/drv" && touch "$scratch/file" || die "cannot copy the driver"
before=$(fingerprint "$scratch/drv")

run() {
	porter port --driver "$scratch/drv" --kernel "$kernel" --db "$db" --build "$build" --apply "$@"
}

for bad in "--junit $scratch/no/such/dir/junit.xml" "--junit $scratch" "--out $scratch/file/out"; do
	set +e
	run $bad >"$scratch/o" 2>"$scratch/e"
	rc=$?
	set -e
	test $rc = 2 || die "$bad: exit $rc, expected 2: $(cat "$scratch/e")"
	test "$(fingerprint "$scratch/drv")" = "$before" || die "$bad: the driver was changed"
	grep -q "^error: cannot .*$scratch" "$scratch/e" || die "$bad: $(cat "$scratch/e")"
done
echo "ok 1 - an unwritable --junit or --out: exit 2, the driver untouched"

# report.json taken by a folder: the port and --apply succeed, saving the reports does not
mkdir -p "$scratch/out/report.json"
set +e
run --out "$scratch/out" --format json >"$scratch/o" 2>"$scratch/e"
rc=$?
set -e
test $rc = 3 || die "save: exit $rc, expected 3: $(cat "$scratch/e")"
python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); assert r["applied"], r' \
	"$scratch/o" || die "save: no report on stdout: $(head -c 300 "$scratch/o")"
grep -q "^error: .*report.json" "$scratch/e" || die "save: $(cat "$scratch/e")"
echo "ok 2 - a failed save still prints the report, and exits 3"

cat >"$scratch/n.ini" <<INI
[nightly]
out = nout
junit = $scratch/no/such/dir/junit.xml
kernel = $kernel
db = $db
build = $build
[driver d]
driver = $scratch/drv
INI
set +e
porter nightly --config "$scratch/n.ini" >"$scratch/o" 2>"$scratch/e"
rc=$?
set -e
test $rc = 2 && grep -q "^error: cannot write JUnit file $scratch/no/such/dir/junit.xml" "$scratch/e" ||
	die "nightly: exit $rc: $(cat "$scratch/e")"
! test -e "$scratch/nout/d" || die "nightly: a driver ran before the JUnit file was checked"
echo "ok 3 - a nightly with an unwritable JUnit file exits 2 before running"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter nightly over two drivers, the demo case and a driver using an identifier no kernel has
# (real GCC error, no commit fixes it): per-driver reports, JUnit XML that python3's parser
# reads (two failures: the demo driver breaks as committed but porter's series fixes it, the
# other is not ported), a summary per driver received by a local HTTP server, the state file;
# --report-only exits 0; a night where the state says the broken driver was clean reports a
# regression.
. "$PORTER_TEST_DATA/lib.sh"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
test -n "$name" || die "no demo case in $cases"
mkdir "$scratch/broken" &&
cat >"$scratch/broken/broken.c" <<'C'
int broken_probe(void)
{
	return porter_test_no_such_identifier + 1;
}
C
mkdir "$scratch/srv"
python3 "$PORTER_TEST_DATA/record-server.py" "$scratch/srv" 0 &
srv=$!
trap 'kill $srv 2>/dev/null || true; rm -rf "$scratch"' EXIT
for i in $(seq 100); do test -f "$scratch/srv/port" && break; sleep 0.05; done
port=$(cat "$scratch/srv/port")

cat >"$scratch/nightly.ini" <<INI
# two drivers against the demo's target kernel
[nightly]
out = out
state = state.json
kernel = $kernel
db = $db
build = $build
notify = http://127.0.0.1:$port/nightly

[driver $name]
driver = $driver

[driver broken]
driver = broken
max-rounds = 2
INI

# night 1: no state yet, nothing regressed, but neither driver builds as committed: exit 1
set +e
(cd "$scratch" && porter nightly --config nightly.ini --junit junit.xml) >"$scratch/n1.out" \
	2>"$scratch/n1.err"
rc=$?
set -e
test $rc = 1 || die "night 1: exit $rc, expected 1: $(cat "$scratch/n1.err")"
grep -q "^$name *breaks on $(basename "$kernel"); fix in .*/out/$name/series.mbox" "$scratch/n1.out" ||
	die "night 1: $name: $(cat "$scratch/n1.out")"
grep -q "^broken *not ported" "$scratch/n1.out" || die "night 1: broken: $(cat "$scratch/n1.out")"
test -f "$scratch/out/$name/report.json" && test -f "$scratch/out/broken/report.txt" ||
	die "night 1: per-driver reports missing"
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" \
	"$scratch/out/$name/report.json" "$scratch/out/broken/report.json" ||
	die "night 1: reports do not match the schema"
echo "ok 1 - nightly runs both drivers"

python3 - "$scratch/junit.xml" "$name" <<'PY' || die "night 1: bad JUnit"
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
suite = root.find("testsuite")
cases = {t.get("name"): t for t in suite.findall("testcase")}
assert set(cases) == {sys.argv[2], "broken"}, cases.keys()
assert suite.get("tests") == "2" and suite.get("failures") == "2", suite.attrib
f = cases[sys.argv[2]].find("failure")
assert f is not None and f.get("type") == "fix-available", f
assert "series.mbox" in f.get("message"), f.attrib
f = cases["broken"].find("failure")
assert f is not None and f.get("type") == "not-ported", f
assert "porter_test_no_such_identifier" in f.get("message"), f.attrib
assert "porter_test_no_such_identifier" in f.text, f.text
PY
echo "ok 2 - JUnit XML parses: two failures naming the fix or the issues left"

test "$(cat "$scratch/srv/requests")" = 2 || die "night 1: expected 2 notifications"
python3 - "$scratch/srv" "$name" <<'PY' || die "night 1: notification bodies wrong"
import json, os, sys
got = sorted(os.path.basename(json.load(open(os.path.join(sys.argv[1], f)))["driver"])
             for f in ("body-1.json", "body-2.json"))
assert got == sorted([sys.argv[2], "broken"]), got
PY
echo "ok 3 - both summaries received by the HTTP server"

python3 - "$scratch/state.json" "$name" <<'PY' || die "night 1: bad state"
import json, sys
s = json.load(open(sys.argv[1]))["drivers"]
assert s[sys.argv[2]]["clean"] and not s["broken"]["clean"], s
assert s["broken"]["issues_after"] >= 1, s
PY
echo "ok 4 - state file written"

# night 2 unchanged, a report-only job: exit 0, and last night's files do not linger
touch "$scratch/out/$name/patches/0009-stale.patch" "$scratch/out/$name/notes.txt"
(cd "$scratch" && porter nightly --config nightly.ini --report-only) >/dev/null \
	2>"$scratch/n2.err" || die "night 2: exit $? with --report-only: $(cat "$scratch/n2.err")"
! test -e "$scratch/out/$name/patches/0009-stale.patch" || die "night 2: stale patch kept"
test -e "$scratch/out/$name/notes.txt" || die "night 2: removed a file porter did not write"
# night 3: the state claims broken was clean, so tonight is a regression
python3 - "$scratch/state.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
s["drivers"]["broken"].update(clean=True, issues_after=0, exit_code=0)
json.dump(s, open(sys.argv[1], "w"))
PY
set +e
(cd "$scratch" && porter nightly --config nightly.ini) >/dev/null 2>"$scratch/n3.err"
rc=$?
set -e
test $rc = 1 || die "night 3: exit $rc, expected 1"
grep -q "broken regressed" "$scratch/n3.err" || die "night 3: no regression message"
echo "ok 5 - a regression against the state exits 1 and says so"

# a bad config names file and line
printf '[nightly]\ndb = x\n[driver a]\ndriver = d\nkernel k\n' >"$scratch/bad.ini"
set +e
porter nightly --config "$scratch/bad.ini" 2>"$scratch/bad.err"
rc=$?
set -e
test $rc = 2 && grep -q "bad.ini:5:1" "$scratch/bad.err" || die "bad config: exit $rc: $(cat "$scratch/bad.err")"
echo "ok 6 - bad config exits 2 naming file:line"

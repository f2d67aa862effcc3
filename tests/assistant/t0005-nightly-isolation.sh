#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Nothing one driver does stops a night (issue 17, C1): a nightly over the demo case, a driver
# whose build prints JSON diagnostics nested 60,000 deep (json-glib's parser overflows the
# stack on them), a clean driver and a driver whose build hangs past its timeout.  Every run
# gets its report, its JUnit case and its state entry; the hang is an ERROR, and so is the crash
# (or, once the reducer refuses such input itself, a driver not ported); the night exits 3.
. "$PORTER_TEST_DATA/lib.sh"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
test -n "$name" || die "no demo case in $cases"
mkdir "$scratch/deep" "$scratch/fine" "$scratch/hang" &&
echo 'int deep_probe(void) { return 0; }' >"$scratch/deep/deep.c" &&
python3 -c "
n = 60000
print('[' + '{\"kind\":\"error\",\"message\":\"m\",\"locations\":[],\"children\":[' * n +
      '{\"kind\":\"note\",\"message\":\"x\"}' + ']}' * n + ']')" >"$scratch/deep/deep.json" &&
echo 'int fine_probe(void) { return 0; }' >"$scratch/fine/fine.c" &&
echo 'int hang_probe(void) { return 0; }' >"$scratch/hang/hang.c" ||
	die "cannot make the drivers"

cat >"$scratch/nightly.ini" <<INI
[nightly]
out = out
state = state.json
junit = junit.xml
kernel = $kernel
db = $db
build = $build

[driver $name]
driver = $driver

[driver deep]
driver = deep
build = cat {src}/deep.json >&2; exit 1

[driver fine]
driver = fine

[driver hang]
driver = hang
build = sleep 60
port-timeout = 3
INI

mkdir "$scratch/tmp"
set +e
(cd "$scratch" && TMPDIR=$scratch/tmp porter nightly --config nightly.ini) >"$scratch/n.out" \
	2>"$scratch/n.err"
rc=$?
set -e
test $rc = 3 || die "exit $rc, expected 3: $(cat "$scratch/n.out" "$scratch/n.err")"
for d in "$name" deep fine hang; do
	grep -q "^$d " "$scratch/n.out" || die "no line for $d: $(cat "$scratch/n.out")"
done
grep -q "^deep *\(ERROR\|not ported\)" "$scratch/n.out" && grep -q "^hang *ERROR" "$scratch/n.out" &&
	grep -q "^fine *clean" "$scratch/n.out" || die "wrong verdicts: $(cat "$scratch/n.out")"
! grep -q "^deep *ERROR" "$scratch/n.out" ||
	grep -q "deep: porter crashed on this driver\|deep: .*nested deeper" "$scratch/n.err" ||
	die "no reason for deep: $(cat "$scratch/n.err")"
grep -q "hang: porter was stopped after 3 s" "$scratch/n.err" ||
	die "no reason for hang: $(cat "$scratch/n.err")"
echo "ok 1 - the crash and the hang are their drivers' own results, the others ran"

test -f "$scratch/out/$name/report.json" && test -f "$scratch/out/fine/report.json" &&
	test -f "$scratch/out/deep/report.txt" && test -f "$scratch/out/hang/report.txt" ||
	die "reports missing: $(cd "$scratch/out" && find .)"
python3 - "$scratch/junit.xml" "$scratch/state.json" "$name" <<'PY' || die "bad JUnit or state"
import json, sys, xml.etree.ElementTree as ET
suite = ET.parse(sys.argv[1]).getroot().find("testsuite")
cases = {t.get("name"): t for t in suite.findall("testcase")}
assert set(cases) == {sys.argv[3], "deep", "fine", "hang"}, cases.keys()
assert suite.get("errors") in ("1", "2"), suite.attrib
assert cases["hang"].find("error") is not None
assert cases["deep"].find("error") is not None or cases["deep"].find("failure") is not None
assert cases["fine"].find("failure") is None and cases["fine"].find("error") is None
s = json.load(open(sys.argv[2]))["drivers"]
assert set(s) == {sys.argv[3], "deep", "fine", "hang"}, s
assert s["deep"]["exit_code"] in (1, 3) and s["hang"]["exit_code"] == 3, s
assert s["fine"]["builds"] is True, s
PY
test -z "$(ls -A "$scratch/tmp")" || die "work copies left behind: $(ls -A "$scratch/tmp")"
echo "ok 2 - reports, JUnit and state for every driver; no work copy left, not even the killed one's"

# a state file nested that deep is refused with one line, not a crash
python3 -c "print('{\"x\":[' * 60000 + ']}' * 60000)" >"$scratch/state.json"
set +e
(cd "$scratch" && porter nightly --config nightly.ini) >/dev/null 2>"$scratch/s.err"
rc=$?
set -e
test $rc = 2 && grep -q "state.json:1:.*nested deeper than" "$scratch/s.err" ||
	die "deep state: exit $rc: $(cat "$scratch/s.err")"
echo "ok 3 - a deeply nested state file is bad input"

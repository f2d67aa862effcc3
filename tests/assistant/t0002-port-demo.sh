#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The demo case as a user runs it: the text report names the example commit and ends with a
# clean build; --apply writes the fix into the driver (which then builds); --notify POSTs a
# summary of the report to a real local HTTP server, and a dead URL only warns; --junit gives parseable XML;
# bad input exits 2 with a message naming it.
. "$PORTER_TEST_DATA/lib.sh"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
test -n "$name" || die "no demo case in $cases"
# review mode writes its default output folder into the working directory
cd "$scratch"
mkdir "$scratch/in"
cp -r "$driver" "$scratch/in/$name"
input=$scratch/in/$name

# 1. text report, the default format; no colour when stdout is not a terminal
set +e
porter port --driver "$input" --kernel "$kernel" --db "$db" --build "$build" \
	--junit "$scratch/junit.xml" >"$scratch/report.txt" 2>"$scratch/stderr"
rc=$?
set -e
test $rc = 0 || die "demo: exit $rc: $(cat "$scratch/stderr") $(cat "$scratch/report.txt")"
grep -q 'FIXED' "$scratch/report.txt" || die "demo: no fixed issue in the text report"
grep -q '^    example: [0-9a-f]\{12\} ("' "$scratch/report.txt" ||
	die "demo: the report does not name the example commit"
grep -q 'build clean' "$scratch/report.txt" || die "demo: build not clean"
# .resume goes with .suspend: both issues are reported, the second fixed together with the first
grep -q '^\[2\] unknown-field resume in struct spi_driver  FIXED' "$scratch/report.txt" &&
	grep -q '^    fixed together with: unknown-field suspend' "$scratch/report.txt" ||
	die "demo: resume not reported as fixed with suspend"
! grep -q $'\033' "$scratch/report.txt" || die "demo: colour on a pipe"
echo "ok 1 - demo text report"
python3 - "$scratch/junit.xml" "$name" <<'PY' || die "demo: bad JUnit XML"
import sys, xml.etree.ElementTree as ET
s = ET.parse(sys.argv[1]).getroot().find("testsuite")
t = s.findall("testcase")
assert len(t) == 1 and t[0].get("name") == sys.argv[2], [x.attrib for x in t]
assert t[0].find("failure") is None and s.get("failures") == "0"
PY
echo "ok 2 - junit for one port"

# 2. --apply: the driver itself is fixed, and builds
cp -r "$driver" "$scratch/apply"
porter port --driver "$scratch/apply" --kernel "$kernel" --db "$db" --build "$build" --apply \
	--format json >"$scratch/apply.json" 2>"$scratch/apply.err" ||
	die "apply: porter failed: $(cat "$scratch/apply.err")"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["applied"] and r["mode"] == "apply", r["applied"]' \
	"$scratch/apply.json" || die "apply: report says not applied"
! diff -r -q "$driver" "$scratch/apply" >/dev/null || die "apply: the driver was not changed"
line=$(build_line "$build" "$kernel" "$scratch/apply")
(cd "$scratch/apply" && sh -c "$line") >"$scratch/apply.log" 2>&1 ||
	die "apply: the applied driver does not build: $(cat "$scratch/apply.log")"
ls "$scratch/apply" | grep -q 'porter-.*\.tmp' && die "apply: temporary files left"
echo "ok 3 - --apply writes a driver that builds"

# 3. --notify to a real server on 127.0.0.1; the body received is the report's summary
mkdir "$scratch/srv"
python3 "$PORTER_TEST_DATA/record-server.py" "$scratch/srv" 1 &
srv=$!
trap 'kill $srv 2>/dev/null || true; rm -rf "$scratch"' EXIT
for i in $(seq 100); do test -f "$scratch/srv/port" && break; sleep 0.05; done
port=$(cat "$scratch/srv/port")
porter port --driver "$input" --kernel "$kernel" --db "$db" --build "$build" \
	--format json --notify "http://127.0.0.1:$port/hook" >"$scratch/n.json" 2>"$scratch/n.err" ||
	die "notify: porter failed: $(cat "$scratch/n.err")"
test "$(cat "$scratch/srv/requests")" = 2 || die "notify: expected a 503 then a retry"
python3 - "$scratch/srv/body-2.json" "$scratch/n.json" <<'PY' || die "notify: body does not sum up the report"
import json, sys
b, r = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
for k in ("driver", "kernel", "clean", "exit_code", "issues_before", "issues_after"):
    assert b[k] == r[k], k
assert "issues" not in b, b
PY
echo "ok 4 - --notify POSTs the report's summary, retrying after a 503"
kill $srv
wait $srv 2>/dev/null || true

# 4. a dead URL is a warning; the report is still printed and the exit code unchanged
porter port --driver "$input" --kernel "$kernel" --db "$db" --build "$build" --out "$scratch/d" \
	--format json --notify "http://127.0.0.1:$port/hook" >"$scratch/d.json" 2>"$scratch/d.err" ||
	die "dead notify: exit code changed"
grep -q "^warning: cannot notify http://127.0.0.1:$port/hook" "$scratch/d.err" ||
	die "dead notify: no warning: $(cat "$scratch/d.err")"
# the report is printed before notifying; the saved one records the warning
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["clean"]' \
	"$scratch/d.json" || die "dead notify: report lost"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert r["clean"] and r["notify_warning"]' \
	"$scratch/d/report.json" || die "dead notify: warning missing in the saved report"
echo "ok 5 - a failed notification only warns"

# 5. bad input: exit 2 and the input named
set +e
porter port --driver "$scratch/nope" --kernel "$kernel" --db "$db" 2>"$scratch/e1"
rc1=$?
porter port --driver "$input" --kernel "$kernel" --db "$scratch/nope.db" 2>"$scratch/e2"
rc2=$?
porter port --driver "$input" --kernel "$kernel" --db "$db" --format yaml 2>"$scratch/e3"
rc3=$?
porter frobnicate 2>/dev/null
rc4=$?
set -e
test $rc1 = 2 && grep -q "$scratch/nope" "$scratch/e1" || die "bad driver: exit $rc1: $(cat "$scratch/e1")"
test $rc2 = 2 && grep -q "nope.db" "$scratch/e2" || die "bad db: exit $rc2: $(cat "$scratch/e2")"
test $rc3 = 2 && grep -q "yaml" "$scratch/e3" || die "bad format: exit $rc3"
test $rc4 = 2 || die "unknown command: exit $rc4"
echo "ok 6 - bad input exits 2 naming it"

# 6. --apply with a build that stays broken writes nothing (real GCC error nothing fixes)
mkdir "$scratch/broken" &&
printf 'int broken_probe(void)\n{\n\treturn porter_test_no_such_identifier;\n}\n' \
	>"$scratch/broken/broken.c" &&
cp -r "$scratch/broken" "$scratch/broken.orig"
set +e
porter port --driver "$scratch/broken" --kernel "$kernel" --db "$db" --build "$build" --apply \
	--max-rounds 1 --format json >"$scratch/b.json" 2>"$scratch/b.err"
rc=$?
set -e
test $rc = 1 || die "broken --apply: exit $rc, expected 1: $(cat "$scratch/b.err")"
diff -r "$scratch/broken.orig" "$scratch/broken" || die "broken --apply: the driver was written"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert not r["applied"] and not r["clean"] and r["remaining"][0]["symbol"] == "porter_test_no_such_identifier", r["remaining"]' \
	"$scratch/b.json" || die "broken --apply: report wrong"
echo "ok 7 - --apply writes nothing unless the final build is clean"

# 7. on a terminal: progress on stderr and colour in the text report (script(1) gives a pty)
if command -v script >/dev/null; then
	script -qec "porter port --driver '$input' --kernel '$kernel' --db '$db' --build '$build'" \
		/dev/null >"$scratch/tty.out" 2>&1 || die "tty: porter failed: $(cat "$scratch/tty.out")"
	grep -q '^porter: round 1: ' "$scratch/tty.out" || die "tty: no progress lines"
	grep -q '^porter:   candidate 1/' "$scratch/tty.out" || die "tty: no candidate progress"
	grep -q $'\033\\[32mFIXED' "$scratch/tty.out" || die "tty: no colour"
	echo "ok 8 - progress and colour on a terminal"
else
	echo "ok 8 # SKIP script(1) not installed"
fi

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A nightly that tells the truth (issue 23): several kernels per driver (kernels = a;b) give
# one run, one JUnit case and one state entry each; a driver that builds everywhere exits 0;
# one not ported exits 1 with a <failure> naming the issues left; a driver porter cannot run on
# is an ERROR and exits 3; --report-only exits 0 all the same.
. "$PORTER_TEST_DATA/lib.sh"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
old=$corpus/trees/v3.9
test -d "$old" || die "no tree $old"
mkdir "$scratch/fine" "$scratch/broken" &&
echo 'int fine_probe(void) { return 0; }' >"$scratch/fine/fine.c" &&
cat >"$scratch/broken/broken.c" <<'C' || die "cannot make the drivers"
int broken_probe(void)
{
	return porter_test_no_such_identifier + 1;
}
C
cat >"$scratch/base.ini" <<INI
[nightly]
out = out
state = state.json
junit = junit.xml
kernels = $kernel;$old
db = $db
build = $build

[driver fine]
driver = fine
INI
cp "$scratch/base.ini" "$scratch/fine.ini" &&
cat "$scratch/base.ini" - >"$scratch/all.ini" <<INI || die "cannot write the configs"

[driver broken]
driver = broken
max-rounds = 1

[driver missing]
driver = no-such-dir
kernel = $kernel
INI

night() {
	set +e
	(cd "$scratch" && porter nightly "$@") >"$scratch/out.txt" 2>"$scratch/err.txt"
	rc=$?
	set -e
}

night --config fine.ini
test $rc = 0 || die "fine: exit $rc: $(cat "$scratch/out.txt" "$scratch/err.txt")"
grep -q "^fine@v4.6 *clean" "$scratch/out.txt" && grep -q "^fine@v3.9 *clean" "$scratch/out.txt" ||
	die "fine: $(cat "$scratch/out.txt")"
test -f "$scratch/out/fine/v4.6/report.json" && test -f "$scratch/out/fine/v3.9/report.json" ||
	die "fine: reports not per kernel"
echo "ok 1 - a driver that builds on both kernels: two clean runs, exit 0"

night --config all.ini
test $rc = 3 || die "all: exit $rc, expected 3: $(cat "$scratch/out.txt" "$scratch/err.txt")"
grep -q "^missing *ERROR" "$scratch/out.txt" || die "all: $(cat "$scratch/out.txt")"
python3 - "$scratch/junit.xml" "$scratch/state.json" <<'PY' || die "all: wrong JUnit or state"
import json, sys, xml.etree.ElementTree as ET
suite = ET.parse(sys.argv[1]).getroot().find("testsuite")
cases = {t.get("name"): t for t in suite.findall("testcase")}
want = {"fine@v4.6", "fine@v3.9", "broken@v4.6", "broken@v3.9", "missing"}
assert set(cases) == want, cases.keys()
assert cases["broken@v3.9"].get("classname") == "porter.nightly.broken"
for k in ("v4.6", "v3.9"):
    f = cases["broken@" + k].find("failure")
    assert f is not None and f.get("type") == "not-ported", f
    assert "not ported on %s" % k in f.get("message"), f.attrib
    assert "porter_test_no_such_identifier" in f.get("message"), f.attrib
    assert cases["fine@" + k].find("failure") is None
assert cases["missing"].find("error") is not None
s = json.load(open(sys.argv[2]))["drivers"]
assert want <= set(s), s
PY
echo "ok 2 - one JUnit case per driver and kernel, failures name the issues, an ERROR exits 3"

sed -i '/^\[driver missing\]/,$d' "$scratch/all.ini"
night --config all.ini
test $rc = 1 || die "not ported: exit $rc, expected 1: $(cat "$scratch/err.txt")"
night --config all.ini --report-only
test $rc = 0 || die "--report-only: exit $rc, expected 0: $(cat "$scratch/err.txt")"
porter nightly --help | grep -q "^  3 " || die "--help does not list the exit codes"
echo "ok 3 - not ported exits 1, --report-only 0; --help lists the exit codes"

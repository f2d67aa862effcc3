#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A nightly's CI outputs (issue 23), on a driver that builds, one porter fixes (the corpus's
# lms501kf03), one it cannot port and one it cannot run on, each on two kernels where it runs:
# the exit code, one JUnit case per driver and kernel, --format github's workflow commands
# (::error at file,line,col for each issue left, ::notice per fix, ::error for a run that
# errored) and each run's report.sarif, valid against the SARIF subset schema of t0014 with a
# category of its own.
. "$PORTER_TEST_DATA/lib.sh"
cd "$scratch"

IFS=$'\t' read -r name driver kernel build _ < <(case_fields lms501kf03)
old=$corpus/trees/v3.9
mkdir fine broken && cp -r "$driver" fix &&
echo 'int fine_probe(void) { return 0; }' >fine/fine.c &&
printf 'int broken_probe(void)\n{\n\treturn porter_test_no_such_identifier + 1;\n}\n' \
	>broken/broken.c || die "cannot make the drivers"
cat >ci.ini <<INI
[nightly]
out = out
state = state.json
junit = junit.xml
db = $db
build = $build
kernel = $kernel

[driver fine]
driver = fine
kernels = $kernel;$old

[driver fix]
driver = fix

[driver broken]
driver = broken
kernels = $kernel;$old
max-rounds = 1

[driver missing]
driver = no-such-dir
INI
set +e
porter nightly --config ci.ini --format github >out.txt 2>err.txt
rc=$?
set -e
test $rc = 3 || die "exit $rc, expected 3 (a run errored): $(cat out.txt err.txt)"
python3 - junit.xml <<'PY' || die "JUnit: $(cat junit.xml)"
import sys, xml.etree.ElementTree as ET
cases = {t.get("name"): t for t in ET.parse(sys.argv[1]).getroot().iter("testcase")}
assert set(cases) == {"fine@v4.6", "fine@v3.9", "fix", "broken@v4.6", "broken@v3.9", "missing"}, cases
assert all(cases["fine@" + k].find("failure") is None for k in ("v4.6", "v3.9"))
assert cases["fix"].find("failure").get("type") == "fix-available"
assert all(cases["broken@" + k].find("failure").get("type") == "not-ported" for k in ("v4.6", "v3.9"))
assert cases["missing"].find("error") is not None
PY
echo "ok 1 - exit 3, one JUnit case per driver and kernel"

# workflow commands: paths relative to the job's folder, as a checkout's files are
grep -Eq '^::error file=broken/broken\.c,line=3,col=[0-9]+,title=porter%3A undefined-identifier porter_test_no_such_identifier::' out.txt ||
	die "no ::error for the issue left: $(cat out.txt)"
test "$(grep -c '^::error file=broken/broken\.c,' out.txt)" = 2 || die "not one ::error per kernel"
grep -q "^::notice file=fix/$name\.c,line=[0-9]*.*fixed by patches/0001-" out.txt ||
	die "no ::notice for the fix: $(cat out.txt)"
grep -q '^::error title=porter nightly%3A missing::' out.txt || die "no ::error for the ERROR run"
! grep -q '^::error file=fine/' out.txt || die "::error for the driver that builds"
grep -q '^fine@v4.6 *clean' out.txt || die "the summary lines are gone: $(cat out.txt)"
echo "ok 2 - --format github: ::error per issue left and per run that errored, ::notice per fix"

python3 - "$PORTER_TEST_DATA/sarif-subset.schema.json" out <<'PY' || die "SARIF"
import json, os, sys, jsonschema
schema = json.load(open(sys.argv[1]))
want = {"fine/v4.6": (0, 0), "fine/v3.9": (0, 0), "fix": (0, 2), "broken/v4.6": (1, 0),
        "broken/v3.9": (1, 0)}
ids = set()
for run, (errors, notes) in want.items():
    doc = json.load(open(os.path.join(sys.argv[2], run, "report.sarif")))
    jsonschema.validate(doc, schema, format_checker=jsonschema.FormatChecker())
    levels = [r["level"] for r in doc["runs"][0]["results"]]
    assert (levels.count("error"), levels.count("note")) == (errors, notes), (run, levels)
    ids.add(doc["runs"][0]["automationDetails"]["id"])
assert len(ids) == len(want), ids
assert not os.path.exists(os.path.join(sys.argv[2], "missing", "report.sarif"))
PY
echo "ok 3 - each run's report.sarif validates, with a category of its own"

set +e
porter nightly --config ci.ini --format json >/dev/null 2>bad.err
rc=$?
set -e
test $rc = 2 && grep -q 'expected text or github' bad.err || die "--format json: exit $rc"
echo "ok 4 - an unknown --format is a usage error"

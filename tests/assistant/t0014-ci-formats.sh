#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The CI formats of porter port: --format github prints one ::error workflow command per issue
# left, with file, line and col, and one ::notice per fix; --sarif writes SARIF 2.1.0 that
# validates (python3-jsonschema) against data/sarif-subset.schema.json, a subset of the official
# schema written from the standard, since the official file is not available offline.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

IFS=$'\t' read -r name driver kernel build _ < <(case_fields lms501kf03)
# an index with nothing to learn from: the issues stay
mkdir empty && git -C empty init -q && echo x >empty/x && git -C empty add x &&
git -C empty -c user.name=T -c user.email=t@t commit -q -m x &&
prequel index --db empty.db empty >index.log 2>&1 || die "prequel index: $(cat index.log)"

# validate SARIF-FILE ERRORS NOTES: the schema, then the counts of each level
validate() {
	python3 - "$PORTER_TEST_DATA/sarif-subset.schema.json" "$@" <<'PY' || die "$1: $(cat "$1")"
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
doc = json.load(open(sys.argv[2]))
jsonschema.validate(doc, schema, format_checker=jsonschema.FormatChecker())
res = doc["runs"][0]["results"]
levels = [r["level"] for r in res]
assert levels.count("error") == int(sys.argv[3]), levels
assert levels.count("note") == int(sys.argv[4]), levels
base = doc["runs"][0]["originalUriBaseIds"]["DRIVER"]["uri"]
rules = {r["id"] for r in doc["runs"][0]["tool"]["driver"]["rules"]}
for r in res:
    assert r["ruleId"] in rules, r
    loc = r["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uriBaseId"] == "DRIVER", loc
    assert loc["region"]["startLine"] >= 1, loc
PY
}

cp -r "$driver" drv
set +e
porter port --driver drv --kernel "$kernel" --db empty.db --build "$build" --format github \
	--sarif left.sarif >left.txt 2>left.err
rc=$?
set -e
test $rc = 1 || die "not ported, exit $rc: $(cat left.err)"
grep -c '^::error ' left.txt | grep -qx 2 || die "not 2 ::error lines: $(cat left.txt)"
grep -q '^::error file=drv/lms501kf03\.c,line=[1-9][0-9]*,col=[1-9][0-9]*,title=porter%3A unknown-field suspend::' left.txt ||
	die "::error line: $(cat left.txt)"
! grep -v '^::' left.txt | grep -qv '^porter: ' || die "other output than workflow commands: $(cat left.txt)"
validate left.sarif 2 0

porter port --driver drv --kernel "$kernel" --db "$db" --build "$build" --format github \
	--sarif fixed.sarif --out out >fixed.txt 2>fixed.err || die "port: $(cat fixed.err)"
! grep -q '^::error ' fixed.txt || die "::error for a clean port: $(cat fixed.txt)"
grep -q '^::notice file=drv/lms501kf03\.c,line=.*::.*fixed by patches/0001-' fixed.txt ||
	die "no ::notice for the fix: $(cat fixed.txt)"
validate fixed.sarif 0 2
echo "ok - --format github and --sarif"

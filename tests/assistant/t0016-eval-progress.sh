#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter eval's progress in a CI log (issue 23): with --progress and stderr a file, plain lines
# naming each case, the counter of the index eval builds for it (ending at the history's
# commit count) and the port's rounds; --quiet prints none and the scores on stdout are the
# same; --progress with --quiet is a usage error.
. "$PORTER_TEST_DATA/lib.sh"
cd "$scratch"

name=lms501kf03
total=$(git -C "$corpus/minikernel" rev-list --count --no-merges HEAD)
# --db names a missing index: eval builds it from the manifest's minikernel, into its scratch dir
set +e
PORTER_PROGRESS_INTERVAL=0 porter eval --cases "$cases" --case $name --db "$scratch/none.db" \
	--format json --progress >p.json 2>p.err
rc=$?
set -e
test $rc = 0 || test $rc = 1 || die "eval --progress: exit $rc: $(cat p.err)"
! grep -q $'\r' p.err || die "carriage returns in a log"
grep -qx "porter: eval: case 1 of 1: $name" p.err || die "no case line: $(cat p.err)"
grep -Eqx "porter: indexing: $total/$total commits, [0-9]+/s, [0-9.]+ s" p.err ||
	die "no index counter ending at $total: $(grep indexing p.err | tail -3)"
grep -q "^porter: round 1: " p.err || die "no round line: $(cat p.err)"
! test -e "$scratch/none.db" || die "eval wrote the index next to the user's files"
echo "ok 1 - eval --progress: the case, its index's counter and the port's rounds"

set +e
porter eval --cases "$cases" --case $name --db "$scratch/none.db" --format json -q >q.json 2>q.err
rc=$?
porter eval --cases "$cases" --case $name --progress --quiet >/dev/null 2>both.err
rc2=$?
set -e
test $rc = 0 || test $rc = 1 || die "eval -q: exit $rc: $(cat q.err)"
! grep -q '^porter: ' q.err || die "eval -q printed progress: $(cat q.err)"
python3 - p.json q.json <<'PY' || die "the scores differ with --progress"
import json, sys
a, b = (json.load(open(f)) for f in sys.argv[1:])
assert a["schema"] == b["schema"] == 1
keys = ("name", "clean", "issues", "fixed", "issues_after", "expected_fixed")
assert [{k: c[k] for k in keys} for c in a["cases"]] == [{k: c[k] for k in keys} for c in b["cases"]]
PY
test $rc2 = 2 && grep -q 'exclude each other' both.err || die "--progress --quiet: exit $rc2"
echo "ok 2 - eval -q prints no progress, the same scores; both flags are a usage error"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Progress of prequel index and prequel query on the corpus's real minikernel history (issue
# 23): with --progress and stderr a file (a CI log), plain lines, never a carriage return, the
# counter ending at the total; on a terminal (script(1)'s pty) the counter is redrawn in place;
# with --quiet or a file and no flag, none; --progress with --quiet is a usage error.  The
# results on stdout are the same whatever the progress.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
mk=${PORTER_CORPUS_DIR:?}/minikernel
test -d "$mk/.git" || die "no minikernel history in $mk: build the corpus target"
total=$(git -C "$mk" rev-list --count --no-merges HEAD)

PORTER_PROGRESS_INTERVAL=0 prequel index --progress --db a.db "$mk" >a.out 2>a.err ||
	die "index --progress: $(cat a.err)"
! grep -q $'\r' a.err || die "carriage returns in a log"
grep -Eq "^prequel: indexing: [0-9]+/$total commits, [0-9]+/s, ETA [0-9]+ s$" a.err ||
	die "no counter lines: $(head -5 a.err)"
tail -n 1 a.err | grep -Eq "^prequel: indexing: $total/$total commits, [0-9]+/s, [0-9.]+ s$" ||
	die "the last line is not the total: $(tail -n 2 a.err)"
test "$(grep -vc '^prequel: indexing: ' a.err)" = 0 || die "other lines on stderr: $(cat a.err)"
awk -F'[ /]' '{ if ($3 + 0 < last) exit 1; last = $3 + 0 }' a.err || die "counter went back"
echo "ok 1 - index --progress in a log: plain counter lines up to the total ($total commits)"

prequel index --db b.db "$mk" >b.out 2>b.err && prequel index -q --db c.db "$mk" >c.out 2>c.err ||
	die "index without progress failed"
test ! -s b.err && test ! -s c.err || die "progress without --progress: $(cat b.err c.err)"
sed 's/ in [0-9.]* s$//' a.out >a.cmp && sed 's/ in [0-9.]* s$//' c.out >c.cmp &&
	cmp -s a.cmp c.cmp || die "stdout differs with --progress: $(cat a.out c.out)"
test "$(prequel stats --db a.db --dump | sha256sum)" = "$(prequel stats --db c.db --dump | sha256sum)" ||
	die "the index differs with --progress"
set +e
prequel index --progress --quiet --db d.db "$mk" >d.out 2>d.err
rc=$?
set -e
test $rc = 2 && grep -q 'exclude each other' d.err && ! test -e d.db ||
	die "--progress --quiet: exit $rc: $(cat d.err)"
echo "ok 2 - no progress in a log by default or with -q; both flags are a usage error"

if script -qec true /dev/null >/dev/null 2>&1; then
	# stdout and stderr are the pty; script(1) copies what it shows to tty.out
	script -qec "prequel index --db e.db '$mk' >/dev/null" /dev/null >tty.out </dev/null ||
		die "index on a terminal failed: $(cat tty.out)"
	# the redraw is not rate-limited below half a second: a fast index may draw once
	grep -q $'\r''prequel: indexing: '"$total/$total commits" tty.out ||
		die "no in-place counter on a terminal: $(od -c tty.out | head)"
	echo "ok 3 - a terminal gets the counter redrawn in place"
else
	echo "ok 3 # SKIP script(1) cannot open a pty here"
fi

prequel template unknown-field symbol=suspend 'container=struct spi_driver' >q.pq
PORTER_PROGRESS_INTERVAL=0 prequel query --progress --db a.db --format json q.pq >q.json 2>q.err ||
	die "query --progress: $(cat q.err)"
python3 - q.json q.err <<'PY' || die "query progress: $(cat q.err)"
import json, re, sys
doc = json.load(open(sys.argv[1]))
assert doc["schema"] == 1 and doc["hits"], doc
lines = open(sys.argv[2]).read().splitlines()
n = doc["verified"]
assert lines and lines[-1].startswith("prequel: verifying: %d/%d candidates" % (n, n)), lines
assert all(re.match(r"prequel: verifying: \d+/%d candidates" % n, l) for l in lines), lines
PY
prequel query -q --db a.db --format json q.pq >q2.json 2>q2.err || die "query -q failed"
test ! -s q2.err && cmp -s q.json q2.json || die "query -q: $(cat q2.err)"
echo "ok 4 - query --progress counts the candidates verified; stdout unchanged"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# An index with damaged pages (L12 of issue 34): the corpus index with the pages of its words
# tables overwritten, so that its meta and commit tables read well and every query fails inside
# SQLite.  `prequel query`, `porter port` of a corpus driver and `porter nightly` stop with exit 3
# and one error line naming the DB ("index DB is damaged: DB: ..."), where porter used to report
# every issue "not ported" (exit 1) without a word; nightly runs no driver after it.  The driver,
# the index file and the temp dir are left as they were.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"
mkdir tmp && export TMPDIR=$scratch/tmp

cp "$db" bad.db
pages=$(sqlite3 bad.db "SELECT pageno FROM dbstat WHERE name LIKE 'words_%_data' ORDER BY pageno")
test -n "$pages" || die "no words pages in $db"
for p in $pages; do
	yes 'corrupt page' | head -c 4096 | dd of=bad.db bs=4096 seek=$((p - 1)) conv=notrunc status=none
done
sqlite3 bad.db 'PRAGMA quick_check' | grep -qx ok && die "the overwritten pages pass quick_check"
sqlite3 bad.db 'SELECT count(*) FROM "commit"' >/dev/null || die "the commit table no longer reads"
sum=$(sha256sum <bad.db)

# one line naming the DB on stderr, nothing else
one_error() {
	test "$(wc -l <"$1")" = 1 || die "$2: expected one error line: $(cat "$1")"
	grep -q "^error: .*index DB is damaged: $scratch/bad.db: " "$1" ||
		die "$2: the error does not say the index is damaged: $(cat "$1")"
}

prequel template undefined-function symbol=spi_get_drvdata >q.pq
set +e
prequel query --db "$scratch/bad.db" q.pq >qout 2>err
rc=$?
set -e
test $rc = 3 || die "prequel query exited $rc, expected 3: $(cat qout err)"
one_error err "prequel query"

IFS=$'\t' read -r name driver kernel build _ < <(case_fields lms501kf03)
cp -r "$driver" drv && fingerprint drv >before
set +e
porter port --driver drv --kernel "$kernel" --db "$scratch/bad.db" \
	--build "$build" --out out >out.txt 2>err
rc=$?
set -e
test $rc = 3 || die "porter port exited $rc, expected 3: $(cat out.txt err)"
one_error err "porter port"
! grep -q "not ported" out.txt || die "porter port still reports 'not ported': $(cat out.txt)"

# two drivers on the damaged index: the first stops the night
cat >nightly.ini <<INI
[nightly]
out = nightly-out
state = state.json
sandbox = none
db = $scratch/bad.db
kernel = $kernel
build = $build

[driver first]
driver = $scratch/drv

[driver second]
driver = $scratch/drv
INI
set +e
porter nightly --config nightly.ini >night.out 2>night.err
rc=$?
set -e
test $rc = 3 || die "porter nightly exited $rc, expected 3: $(cat night.out night.err)"
grep -v '^porter nightly: .* regressed' night.err >night.errors || true
one_error night.errors "porter nightly"
grep -q '^first .*ERROR' night.out || die "nightly: no ERROR line for the first driver: $(cat night.out)"
! grep -q '^second' night.out || die "nightly ran the second driver on the damaged index"

fingerprint drv >after && cmp -s before after || die "the driver changed"
test "$(sha256sum <bad.db)" = "$sum" || die "the index file changed"
test -z "$(ls -A tmp)" || die "left in the temp dir: $(ls -A tmp)"
echo "ok - damaged index: $(cat err)"

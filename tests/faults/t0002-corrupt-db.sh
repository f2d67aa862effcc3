#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A corrupt index: garbage, a truncated copy of a real one, a real one whose pages after the first
# are overwritten, and a real one whose words tables' pages alone are (L12 of issue 34: its meta
# and commit tables read well, and every query failed).  Garbage is no index: exit 2, "not a
# prequel index".  The others are damaged indexes: every prequel command that opens them fails with
# exit 3 and one line "index DB is damaged: DB: ...", `prequel index` does not write into them, and
# `prequel merge` names the damaged shard, not its target.
set -eu

die() {
	echo "FAIL: $*" >&2
	exit 1
}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/porter-faults.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"
repo=${PORTER_CORPUS_DIR:?}/minikernel
test -d "$repo" || die "no minikernel at $repo: build the 'corpus' target first"

prequel index -q --db good.db "$repo" >/dev/null 2>err || die "index failed: $(cat err)"
size=$(stat -c %s good.db)
test "$size" -gt 65536 || die "index too small to corrupt in the middle: $size bytes"

printf 'this is not a database\n%.0s' $(seq 200) >garbage.db
head -c $((size / 3)) good.db >truncated.db
# the first page (header and schema) kept, every other page overwritten: same size, fixed bytes
{ head -c 4096 good.db; yes 'corrupt page' | head -c $((size - 4096)); } >middle.db
# the pages of the words tables (FTS5's segments), as SQLite's dbstat lists them, overwritten alike
cp good.db words.db
pages=$(sqlite3 good.db "SELECT pageno FROM dbstat WHERE name LIKE 'words_%_data' ORDER BY pageno")
test -n "$pages" || die "no words pages in good.db"
for p in $pages; do
	yes 'corrupt page' | head -c 4096 | dd of=words.db bs=4096 seek=$((p - 1)) conv=notrunc status=none
done
prequel template undefined-function symbol=spi_get_drvdata >q.pq

for db in garbage.db truncated.db middle.db words.db; do
	sum=$(sha256sum "$db")
	want=3 line="^error: index DB is damaged: $db: "
	if test $db = garbage.db; then
		want=2 line="^error: $db: not a prequel index"
	fi
	for cmd in "stats --db $db" "index -q --db $db $repo" "query --db $db q.pq" "merge --db m.db $db"; do
		set +e
		# shellcheck disable=SC2086
		prequel $cmd >out 2>err
		rc=$?
		set -e
		test $rc = $want || die "prequel $cmd: exit $rc, expected $want: $(cat out err)"
		test "$(wc -l <err)" = 1 || die "prequel $cmd: expected one error line: $(cat err)"
		grep -q "$line" err || die "prequel $cmd: not the expected error on $db: $(cat err)"
		! grep -qi "segmentation\|assert\|abort" err || die "prequel $cmd crashed: $(cat err)"
	done
	test "$(sha256sum "$db")" = "$sum" || die "prequel wrote into the corrupt $db"
	echo "ok - $db: $(cat err)"
done

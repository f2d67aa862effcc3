#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 17, L12: a foreign SQLite file with a look-alike meta table is refused with exit 2 and one
# line, and left byte for byte as it was (it was switched to WAL, then failed with exit 3); an index
# run on a path that is no repository leaves no empty index file behind.
set -eu
n=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
fail() { echo "not ok - $*" >&2; exit 1; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/t0005-faults.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
repo=${PORTER_CORPUS_DIR:?}/minikernel
test -d "$repo" || fail "no minikernel at $repo: build the 'corpus' target first"
printf '@@\n@@\n- spi_get_drvdata(...)\n+ dev_get_drvdata(...)\n' >q.cocci

python3 - <<'PY'
import sqlite3
c = sqlite3.connect("fake.db")
c.execute("create table meta(key text primary key, value text not null)")
c.execute("insert into meta values('application', 'prequel'), ('schema_version', '2')")
c.commit()
PY
sum=$(sha256sum fake.db)
for cmd in "stats --db fake.db" "query --db fake.db q.cocci" "index -q --db fake.db $repo"; do
	rc=0
	prequel $cmd >out 2>err || rc=$?
	test $rc = 2 || fail "prequel $cmd: exit $rc, expected 2: $(cat err)"
	test "$(wc -l <err)" = 1 && grep -q '^error: fake.db: not a prequel index (no repo table)$' err ||
		fail "prequel $cmd: $(cat err)"
	test "$(sha256sum fake.db)" = "$sum" && test ! -e fake.db-wal || fail "prequel $cmd changed the file"
done
ok "a look-alike meta table: exit 2, one line, the file untouched"

# an index of the schema before per-file rows (version 1: no blob ids, changed lines, word filters)
prequel index -q --db old.db "$repo" >/dev/null
python3 -c 'import sqlite3; c = sqlite3.connect("old.db"); c.execute("update meta set value = 1 where key = '"'schema_version'"'"); c.commit()'
for cmd in "stats --db old.db" "query --db old.db q.cocci" "index -q --db old.db $repo"; do
	rc=0
	prequel $cmd >out 2>err || rc=$?
	test $rc = 2 && grep -q '^error: old.db: prequel index of schema version 1, this prequel reads version 2: rebuild it$' err ||
		fail "prequel $cmd on a version 1 index: exit $rc: $(cat err)"
done
ok "an index of schema version 1: exit 2, rebuild it"

for r in /nonexistent/repo "$scratch"; do
	rc=0
	prequel index -q --db none.db "$r" >out 2>err || rc=$?
	test $rc = 2 && test "$(wc -l <err)" = 1 || fail "index $r: exit $rc: $(cat err)"
	test ! -e none.db || fail "index $r left an empty index behind"
done
ok "no repository: exit 2, and no index file created"
echo "1..$n"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 17, M5 and L10: an index on a read-only mount (a shared CI cache) is opened read-only and
# queried; `prequel index` past `ulimit -f` prints one error line naming the file size limit and
# exits 3 (it was killed by SIGXFSZ without a word), leaving a database that passes SQLite's check.
set -eu
n=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
fail() { echo "not ok - $*" >&2; exit 1; }

scratch=$(mktemp -d "${TMPDIR:-/tmp}/t0004-faults.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
repo=${PORTER_CORPUS_DIR:?}/minikernel
test -d "$repo" || fail "no minikernel at $repo: build the 'corpus' target first"
mkdir rw && prequel index -q --db rw/x.db "$repo" >/dev/null 2>err || fail "index: $(cat err)"
want=$(prequel stats --db rw/x.db | grep '^commits:')
cat >q.cocci <<'Q'
@@
@@
- spi_get_drvdata(...)
+ dev_get_drvdata(...)
Q
prequel query --db rw/x.db --format json q.cocci >want.json || fail "query on the writable index"

# M5: the same file through a read-only bind mount, in a private mount namespace
mkdir ro
if unshare -m true 2>/dev/null && unshare -m sh -c 'mount --bind rw ro && mount -o remount,ro,bind ro' 2>/dev/null; then
	unshare -m sh -c 'mount --bind rw ro && mount -o remount,ro,bind ro &&
		prequel stats --db ro/x.db >stats.out 2>stats.err &&
		prequel query --db ro/x.db --format json q.cocci >got.json 2>query.err' ||
		fail "read-only index: $(cat stats.err query.err 2>/dev/null)"
	grep -qx "$want" stats.out || fail "stats on the read-only index: $(cat stats.out)"
	cmp -s want.json got.json || fail "query on the read-only index differs"
	ok "an index on a read-only mount is opened read-only and queried"
else
	ok "# SKIP no mount namespaces here"
fi

# L10: past `ulimit -f`, one line and exit 3, not SIGXFSZ
rc=0
(ulimit -f 64; exec prequel index -q --db small.db --batch 10 "$repo") >out 2>err || rc=$?
test $rc = 3 || fail "ulimit -f: exit $rc, expected 3: $(cat err)"
test "$(wc -l <err)" = 1 && grep -q '^error: small.db: .*file size limit' err || fail "ulimit -f message: $(cat err)"
python3 - small.db <<'PY' || fail "database damaged past ulimit -f"
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
assert c.execute("pragma integrity_check").fetchall() == [("ok",)]
PY
prequel index -q --db small.db "$repo" >/dev/null 2>err || fail "resume after ulimit -f: $(cat err)"
grep -qx "$want" <(prequel stats --db small.db) || fail "resumed index differs"
ok "ulimit -f: one line naming the file size limit, exit 3, the index intact and resumable"
echo "1..$n"

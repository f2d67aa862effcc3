#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A full disk during `prequel index`: the index lives on a small tmpfs mounted here.  prequel
# must fail with one clear line naming the database, leave a database that passes SQLite's
# integrity check and holds only whole commits, and, once there is room again, a rerun must
# converge to what an uninterrupted build gives.
set -eu

die() {
	echo "FAIL: $*" >&2
	exit 1
}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/porter-faults.XXXXXX")
mnt=$scratch/mnt
cleanup() {
	mountpoint -q "$mnt" 2>/dev/null && umount "$mnt"
	rm -rf "$scratch"
}
trap cleanup EXIT
cd "$scratch"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"
repo=${PORTER_CORPUS_DIR:?}/minikernel
test -d "$repo" || die "no minikernel at $repo: build the 'corpus' target first"

mkdir "$mnt"
if ! mount -t tmpfs -o size=320k tmpfs "$mnt" 2>mount.err; then
	echo "SKIP: cannot mount a tmpfs at $mnt (not root?): $(cat mount.err)"
	exit 0
fi

# what an uninterrupted build gives
prequel index -q --db full.db --batch 20 "$repo" >/dev/null 2>full.err ||
	die "index on a roomy disk failed: $(cat full.err)"
want=$(prequel stats --db full.db | grep '^commits:')
test "$want" != "commits: 0" || die "the reference index is empty"

# small batches, so that some commit before the disk fills up
set +e
prequel index -q --db "$mnt/x.db" --batch 20 "$repo" >out 2>err
rc=$?
set -e
test $rc != 0 || die "index on a full disk succeeded: $(cat out)"
test "$(wc -l <err)" = 1 || die "expected one error line, got: $(cat err)"
grep -q "^error: $mnt/x.db: .*disk is full" err || die "unclear error: $(cat err)"

# the database is intact and consistent: every indexed commit has its file changes
python3 - "$mnt/x.db" <<'EOF' || die "database damaged after the full disk"
import sqlite3, sys
c = sqlite3.connect("file:%s?mode=ro" % sys.argv[1], uri=True)
ok = c.execute("pragma integrity_check").fetchall()
assert ok == [("ok",)], ok
EOF
prequel stats --db "$mnt/x.db" >stats.out 2>stats.err || die "stats after the full disk: $(cat stats.err)"
got=$(grep '^commits:' stats.out)
test "$got" != "$want" || die "the disk did not fill up: $got"

# room again (the same file, moved with its WAL): the rerun converges
cp "$mnt"/x.db* . &&
umount "$mnt" &&
prequel index -q --db x.db --batch 20 "$repo" >/dev/null 2>resume.err ||
	die "resume failed: $(cat resume.err)"
test "$(prequel stats --db x.db | grep '^commits:')" = "$want" ||
	die "resume gives $(prequel stats --db x.db | grep '^commits:'), want $want"
prequel stats --db full.db | grep -v '^size:' >full.stats &&
prequel stats --db x.db | grep -v '^size:' >x.stats &&
cmp -s full.stats x.stats || die "resumed index differs: $(diff full.stats x.stats)"
echo "ok - full disk: clear error, intact database, rerun converges ($got before, $want after)"

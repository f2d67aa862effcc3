#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A corrupt index: garbage, a truncated copy of a real one, and a real one whose pages
# after the first are overwritten.  Every prequel command that opens it fails with exit 2 and one
# line naming the file, and `prequel index` does not write into it.
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

for db in garbage.db truncated.db middle.db; do
	sum=$(sha256sum "$db")
	for cmd in "stats --db $db" "index -q --db $db $repo"; do
		set +e
		# shellcheck disable=SC2086
		prequel $cmd >out 2>err
		rc=$?
		set -e
		test $rc = 2 || die "prequel $cmd: exit $rc, expected 2: $(cat out err)"
		test "$(wc -l <err)" = 1 || die "prequel $cmd: expected one error line: $(cat err)"
		grep -q "^error: $db: " err || die "prequel $cmd: error does not name $db: $(cat err)"
		! grep -qi "segmentation\|assert\|abort" err || die "prequel $cmd crashed: $(cat err)"
	done
	test "$(sha256sum "$db")" = "$sum" || die "prequel wrote into the corrupt $db"
	echo "ok - $db: $(cat err)"
done

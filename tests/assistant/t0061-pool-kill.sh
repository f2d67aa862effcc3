#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter pool killed halfway through its history (SIGKILL after the third of eight commits, packs
# written every two: PORTER_TEST_POOL_KILL and PORTER_TEST_POOL_FLUSH, its test hooks) leaves no
# ref and no index, only packs; the rerun completes with the history an uninterrupted run makes,
# writing only the objects the killed run had not packed, and git fsck finds nothing wrong.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

for v in 1 12; do
	d=src/v$v
	mkdir -p "$d/drivers/a" "$d/drivers/b/c" "$d/include/linux"
	printf 'VERSION = 6\nPATCHLEVEL = %s\n' $v >"$d/Makefile"
	for i in 1 2 3 4 5 6; do
		echo "int a$i = $v;" >"$d/drivers/a/f$i.c"
	done
	echo "int c = $v;" >"$d/drivers/b/c/c.c"
	echo "#define V $v" >"$d/include/linux/v.h"
	echo 'int same;' >"$d/drivers/b/same.c"
done

porter pool -q --out whole src/v1 src/v12 >whole.out 2>whole.err || die "porter pool: $(cat whole.err)"
test "$(git --git-dir=whole/kernel-pair.git rev-list --count v6.1..v6.12)" = 8 ||
	die "expected 8 commits: $(cat whole.out)"
fresh=$(sed -n 's/.*history: .* s, \([0-9]*\) objects in.*/\1/p' whole.out)
test -n "$fresh" || die "no object count: $(cat whole.out)"

rc=0
PORTER_TEST_POOL_FLUSH=2 PORTER_TEST_POOL_KILL=3 porter pool -q --out p src/v1 src/v12 \
	>killed.out 2>killed.err || rc=$?
test $rc = 137 || die "the killed run: exit $rc, $(cat killed.err)"
g="git --git-dir=p/kernel-pair.git"
test -z "$($g show-ref)" || die "the killed run left refs: $($g show-ref)"
test ! -e p/kernel-pair.db || die "the killed run left an index"
ls p/kernel-pair.git/objects/pack/*.pack >/dev/null 2>&1 || die "the killed run packed nothing"

porter pool -q --out p src/v1 src/v12 >rerun.out 2>rerun.err || die "the rerun: $(cat rerun.err)"
test "$($g rev-parse v6.1 v6.12 HEAD)" = "$(git --git-dir=whole/kernel-pair.git rev-parse v6.1 v6.12 HEAD)" ||
	die "the rerun's history differs from an uninterrupted run's"
$g fsck --strict --no-progress 2>fsck.err || die "git fsck: $(cat fsck.err)"
again=$(sed -n 's/.*history: .* s, \([0-9]*\) objects in.*/\1/p' rerun.out)
test -n "$again" && test "$again" -lt "$fresh" ||
	die "the rerun wrote $again objects, a fresh run $fresh: nothing reused"
test "$(prequel stats --db p/kernel-pair.db | awk '$1 == "commits:" {print $2}')" = 8 ||
	die "the rerun's index: $(prequel stats --db p/kernel-pair.db)"
echo "ok"

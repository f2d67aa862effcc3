#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# prequel index / stats / merge as a user runs them, on histories made by bench/gen-history.py:
# counts against git rev-list, incremental reruns, exit codes and one-line errors for bad input,
# queries while a build runs, kill -9 of a build then resume equal to an uninterrupted build, and
# shards built separately then merged equal to one build.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"
gen=$PORTER_SOURCE_DIR/bench/gen-history.py

# expect CODE MESSAGE-PATTERN CMD...: exit code and the one error line
expect() {
	code=$1 pat=$2
	shift 2
	set +e
	"$@" >out 2>err
	rc=$?
	set -e
	test $rc = "$code" || die "$*: exit $rc, expected $code: $(cat err)"
	grep -q -- "$pat" err || die "$*: stderr lacks '$pat': $(cat err)"
}

python3 "$gen" --commits 400 --tag-every 100 small >/dev/null
n=$(git -C small rev-list --no-merges --count HEAD)
prequel index --db small.db small >out 2>err &&
grep -q "^indexed $n commits (0 already known" out || die "first index: $(cat out err)"
test ! -s err || die "progress or noise on stderr without a terminal: $(cat err)"
prequel index --db small.db small >out &&
grep -q "^indexed 0 commits ($n already known" out || die "rerun is not incremental: $(cat out)"
prequel stats --db small.db >out &&
grep -qx "repos: 1" out && grep -qx "commits: $n" out || die "stats: $(cat out)"
# a second repo under another name, a range of it
prequel index --db small.db --repo-name other small v1..v2 >out &&
m=$(git -C small rev-list --no-merges --count v1..v2) &&
grep -q "^indexed $m commits" out || die "named range: $(cat out)"
prequel stats --db small.db | grep -qx "repos: 2" || die "two repos expected"

# a repository without commits is empty, not an error
git init -q empty
prequel index --db empty.db empty | grep -q "^indexed 0 commits" || die "empty repository"

# bad input: exit 2 and one line naming it
expect 2 "usage: prequel index" prequel index
expect 2 "error: missing.db: no such index" prequel stats --db missing.db
echo "not a database" >text.db
expect 2 "error: text.db: not a prequel index" prequel stats --db text.db
sqlite3 other.db "CREATE TABLE t(x)"
expect 2 "error: other.db: not a prequel index (no meta table)" prequel stats --db other.db
expect 2 "error: other.db: not a prequel index (no meta table)" prequel index --db other.db small
expect 2 "error: $scratch/nowhere" prequel index --db new.db "$scratch/nowhere"
expect 2 "bad revision 'v99'" prequel index --db new.db small v1..v99
expect 2 "error: --shard 0/2" prequel index --db new.db --shard 0/2 small
expect 2 "not a prequel command" prequel frobnicate

# kill -9 during a build (queries keep working meanwhile), resume, compare
python3 "$gen" --commits 6000 big >/dev/null
total=$(git -C big rev-list --no-merges --count HEAD)
prequel index --quiet --threads 1 --batch 20 --db killed.db big >/dev/null 2>&1 &
pid=$!
seen=0 reads=0
for i in $(seq 1 500); do
	if c=$(prequel stats --db killed.db 2>/dev/null | sed -n 's/^commits: //p') && test -n "$c"; then
		prequel stats --db killed.db --lookup "-spi_get_drvdata probe" --repeat 1 >/dev/null ||
			die "lookup failed during a build"
		reads=$((reads + 1))
		seen=$c
		test "$c" -ge 200 && break
	fi
	sleep 0.02
done
kill -9 $pid 2>/dev/null || die "the build ended before it could be killed ($seen commits seen)"
wait $pid 2>/dev/null && die "killed build exited 0"
test $reads -gt 0 || die "no successful read during the build"
after=$(prequel stats --db killed.db | sed -n 's/^commits: //p')
test "$after" -gt 0 && test "$after" -lt "$total" || die "killed build holds $after of $total commits"
test $((after % 20)) = 0 || die "killed build holds $after commits: not whole batches of 20"
prequel index --db killed.db big >out
grep -q "already known" out || die "resume: $(cat out)"
prequel index --db whole.db big >/dev/null
prequel stats --db killed.db --dump >killed.dump
prequel stats --db whole.db --dump >whole.dump
cmp -s killed.dump whole.dump || die "resumed index differs: $(diff killed.dump whole.dump | head)"
grep -c "^commit " whole.dump | grep -qx "$total" || die "dump does not hold $total commits"

# a diff worker killed while it owns a chunk: the build fails naming it, keeps whole batches, and resumes
PREQUEL_TEST_WORKER_DIE=3 prequel index --quiet --threads 2 --batch 20 --db worker.db big >/dev/null 2>worker.err &&
	die "build with a killed worker exited 0"
part=$(prequel stats --db worker.db | sed -n 's/^commits: //p')
test $((part % 20)) = 0 && test "$part" -lt "$total" || die "killed worker: the DB holds $part of $total commits"
grep -q "a diff worker died before commit" worker.err || die "killed worker: $(cat worker.err)"
prequel index --quiet --db worker.db big >/dev/null
prequel stats --db worker.db --dump | cmp -s - whole.dump || die "resume after a killed worker differs"

# two builds of the same repository into one new DB at once: both succeed, nothing twice
prequel index --quiet --db twice.db big >a.out 2>a.err &
pid=$!
prequel index --quiet --db twice.db big >b.out 2>b.err || die "concurrent build: $(cat b.err)"
wait $pid || die "concurrent build: $(cat a.err)"
prequel stats --db twice.db --dump | cmp -s - whole.dump || die "concurrent builds differ from one"

# shards on "separate machines", merged
for k in 1 2 3; do
	prequel index --quiet --shard $k/3 --db shard$k.db big >/dev/null || die "shard $k/3"
done
prequel merge --db merged.db shard1.db shard2.db shard3.db >out || die "merge: $(cat out)"
prequel stats --db merged.db --dump >merged.dump
cmp -s merged.dump whole.dump || die "merged shards differ: $(diff merged.dump whole.dump | head)"
expect 2 "error: text.db: not a prequel index" prequel merge --db merged.db text.db
echo "ok: $n + $m small, $total big commits; killed at $after, $reads reads during the build"

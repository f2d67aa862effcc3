#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A history with one malformed commit in the middle (an author line whose timestamp is not a
# number, made with `git hash-object --literally`; git log reads past it, libgit2 does not): N7 of
# issue 34.  `prequel index` skips that commit with one warning naming it, indexes every good
# commit below and above it, counts it (index summary, stats), and a query finds a commit from
# below it.  One worker thread, forked workers, shards merged and a killed run resumed all give
# the same index; a rerun knows the bad commit and says nothing.  The repository is not changed.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
# libgit2 1.5 leaks what it allocated for a commit it fails to parse (its parent ids, 20 bytes):
# the sanitizer build's leak check is off for this history alone, the rest of ASan stays on
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
cd "$scratch"
export GIT_AUTHOR_NAME=U GIT_AUTHOR_EMAIL=u@x GIT_COMMITTER_NAME=U GIT_COMMITTER_EMAIL=u@x

# commits N [FROM]: a git fast-import stream of N commits on refs/heads/main (on top of FROM), each
# changing one C file; $n counts commits across calls, $t their times
commits() {
	local i
	for i in $(seq "$1"); do
		n=$((n + 1)) t=$((t + 60))
		body=$(printf 'int f%d(void)\n{\n\treturn %d;\n}\n' $n $n)
		printf 'commit refs/heads/main\nauthor U <u@x> %d +0000\ncommitter U <u@x> %d +0000\n' $t $t
		printf 'data <<EOF\nchange %d\nEOF\n' $n
		test "$i" = 1 && test -n "${2:-}" && printf 'from %s\n' "$2"
		printf 'M 100644 inline f%d.c\ndata %d\n%s\n\n' $((n % 40)) $((${#body} + 1)) "$body"
	done
}

mkdir drv && git -C drv init -q -b main && n=0 t=1600000000
commits 80 | git -C drv fast-import --quiet &&
printf 'static int probe(struct spi_device *spi)\n{\n\treturn spi_get_drvdata(spi) != 0;\n}\n' >drv/spia.c &&
git -C drv reset -q --hard && git -C drv add spia.c && git -C drv commit -qm "spia: add it" &&
sed -i 's/spi_get_drvdata(spi)/dev_get_drvdata(\&spi->dev)/' drv/spia.c &&
git -C drv commit -qam "spia: use dev_get_drvdata" && below=$(git -C drv rev-parse HEAD) &&
commits 80 "$below" | git -C drv fast-import --quiet && git -C drv reset -q --hard ||
	die "cannot make the history below"
# the malformed commit, with a change of its own, on top of the good ones
printf 'int bad(void) { return 0; }\n' >drv/bad.c && git -C drv add bad.c &&
tree=$(git -C drv write-tree) && parent=$(git -C drv rev-parse HEAD) &&
bad=$(printf 'tree %s\nparent %s\nauthor U <u@x> notatime +0000\ncommitter U <u@x> 1700000000 +0000\n\nbad\n' \
	"$tree" "$parent" | git -C drv hash-object -t commit --literally -w --stdin) &&
commits 160 "$bad" | git -C drv fast-import --quiet --force && git -C drv reset -q --hard ||
	die "cannot make the history above"
total=$(git -C drv rev-list --count HEAD) && test "$total" = 323 ||
	die "git rev-list reads $total commits, expected 323"
git -C drv log --format=%H | grep -qx "$bad" || die "git log does not read past the bad commit"
state() {
	git -C drv for-each-ref && git -C drv count-objects -v && git -C drv status --porcelain &&
		find drv -type f -not -path drv/.git/index -printf '%p %s %T@\n' | LC_ALL=C sort
}
state >before || die "cannot read the repository's state"

# forked workers (the writer reads the skipped commit from a worker's pipe)
prequel index -q --threads 2 --db a.db drv >out 2>err || die "index exited $?: $(cat err)"
msg="cannot parse it (failed to parse signature - invalid Unix timestamp): skipped"
test "$(cat err)" = "warning: $scratch/drv: commit $bad: $msg" || die "expected one warning naming $bad: $(cat err)"
grep -q '^indexed 322 commits (0 already known, 0 skipped) of 323 walked' out ||
	die "not every good commit indexed: $(cat out)"
grep -q '^bad commits: 1 skipped' out || die "the bad commit is not counted: $(cat out)"
prequel stats --db a.db >stats || die "stats failed"
grep -qx 'commits: 322' stats && grep -qx 'bad commits: 1' stats || die "stats: $(cat stats)"

# a query finds the example below the bad commit, with and without a range through it
prequel template undefined-function symbol=spi_get_drvdata >q.pq || die "no template"
for range in "" "--range $below~1..HEAD"; do
	# shellcheck disable=SC2086
	prequel query --db a.db $range --format json q.pq >hits.json 2>qerr ||
		die "query $range exited $?: $(cat qerr)"
	python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(not any(h["hash"] == sys.argv[2] for h in d["hits"]))' \
		hits.json "$below" || die "query $range does not find $below: $(cat hits.json qerr)"
done

# a rerun knows the bad commit: nothing to do, nothing to say
prequel index -q --db a.db drv >out 2>err || die "rerun exited $?: $(cat err)"
test ! -s err || die "rerun warned again: $(cat err)"
grep -q '^indexed 0 commits (323 already known' out || die "rerun: $(cat out)"
prequel stats --db a.db --dump >a.dump || die "dump failed"
grep -qx "skipped drv $bad: failed to parse signature - invalid Unix timestamp" a.dump ||
	die "the dump does not list the skipped commit"

# one worker thread; two shards merged; a run killed mid-way, then resumed: the same index
prequel index -q --threads 1 --db b.db drv >/dev/null 2>&1 || die "threads 1 failed"
prequel stats --db b.db --dump | cmp -s - a.dump || die "one thread gives another index"
for k in 1 2; do
	prequel index -q --shard $k/2 --db s$k.db drv >/dev/null 2>&1 || die "shard $k failed"
done
prequel merge --db m.db s1.db s2.db >/dev/null || die "merge failed"
prequel stats --db m.db --dump | cmp -s - a.dump || die "merged shards give another index"
set +e
PREQUEL_TEST_KILL_AT=200 prequel index -q --batch 50 --db k.db drv >/dev/null 2>&1
rc=$?
set -e
test $rc = 137 || die "the run to kill exited $rc"
prequel index -q --batch 50 --db k.db drv >out 2>err || die "resumed run exited $?: $(cat err)"
prequel stats --db k.db --dump | cmp -s - a.dump || die "a resumed run gives another index"

state >after && cmp -s before after || die "the repository changed: $(diff before after)"
echo "ok - $bad skipped, 322 commits indexed"

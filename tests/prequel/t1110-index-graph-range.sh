#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A query's --range is resolved from the commit graph the index stores (prequel/range.c), merges
# included: on a history of branches and merges (a topic forked before the range's bottom and merged
# after it, a committer date older than the bottom's, a merge as the tip), every range gives the
# commits `git rev-list` gives, the walk reads nothing from the repository when the graph has it
# all (an index of the whole history; a range index for its own range, whose bottom's ancestors the
# walk looks at are stored too), and an index without the graph (built before it) resolves the same
# ranges through libgit2; the same on a history of 3,000 commits, whose walk outgrows its first
# table.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"

# same_as_git DB RANGE: DB.json (the query over the graph) has the hits of libgit2's walk
same_as_git() {
	PREQUEL_RANGE=git prequel query --db "$1.db" --range "$2" --no-renames --no-series \
		--format json q.pq >git.json 2>/dev/null || true
	cmp -s "$1.json" git.json || die "$2 on $1: libgit2's walk gives other hits"
}
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"
command -v sqlite3 >/dev/null || die "no sqlite3 command"

init_repo repo
t=1700000000
# commit NAME [DATE]: converts every old_api call of the tree to new_api and adds NAME.c calling
# old_api; so every commit but the first is a hit of the query below
commit() {
	local f
	for f in $(git grep -l old_api -- '*.c' 2>/dev/null || true); do
		sed -i 's/old_api/new_api/' "$f"
	done
	printf 'void %s(void)\n{\n\told_api(1);\n}\n' "$1" >"$1.c"
	git add -A
	t=$((t + 100))
	GIT_AUTHOR_DATE="@${2:-$t} +0000" GIT_COMMITTER_DATE="@${2:-$t} +0000" git commit -q -m "$1"
}
merge() {
	t=$((t + 100))
	GIT_AUTHOR_DATE="@$t +0000" GIT_COMMITTER_DATE="@$t +0000" git merge -q --no-edit "$1" ||
		die "merge $1"
}
for i in 1 2 3 4 5 6; do commit "c$i"; done
git checkout -q -b topic HEAD~4
commit t1; commit t2
git checkout -q main
git tag bottom
commit c7
merge topic
git checkout -q -b skew HEAD~1
# committed "before" the range's bottom, but only reachable from after it
commit s1 $((1700000000 + 150))
git checkout -q main
commit c8; git tag c8
merge skew
commit c9
git checkout -q -b side c8
commit d1
git checkout -q main
merge side
cd ..

prequel template undefined-function symbol=old_api >q.pq
prequel index -q --db all.db repo >/dev/null || die "cannot index"
prequel index -q --db part.db repo bottom..main >/dev/null || die "cannot index a range"
n=$(sqlite3 all.db "SELECT count(*) FROM graph")
[ "$n" = "$(git -C repo rev-list --count main)" ] || die "graph has $n rows, not every commit"
# a range index stores its commits, and the bottom's ancestors its walk looks at
sqlite3 part.db "SELECT lower(hex(oid)) FROM graph" | sort >part.graph
git -C repo rev-list bottom..main | sort >part.range
[ -z "$(comm -23 part.range part.graph)" ] || die "graph of the range index lacks $(comm -23 part.range part.graph)"
[ "$(wc -l <part.graph)" -gt "$(wc -l <part.range)" ] || die "graph of the range index: nothing below its bottom"
cp all.db nograph.db
sqlite3 nograph.db "DROP TABLE graph" || die "cannot drop the graph"

checked=0
for range in bottom..main main c8..main bottom..main~1 bottom..topic topic..main main..main bottom..skew \
	     main~3..main^2; do
	git -C repo rev-list --no-merges "$range" | sort >want
	# the root commit converts nothing: not a hit
	grep -vx "$(git -C repo rev-list --max-parents=0 main)" want >want.hits || true
	for db in all part nograph; do
		# a range beyond what an index holds is resolved all the same; its hits are those indexed
		prequel query --db "$db.db" --range "$range" --stats --no-renames --no-series --format json \
			q.pq >"$db.json" 2>"$db.stats" || true
		grep -q '^error' "$db.stats" && die "$range on $db: $(cat "$db.stats")"
		python3 -c 'import json,sys; print("\n".join(sorted(h["hash"] for h in json.load(open(sys.argv[1]))["hits"])))' \
			"$db.json" | sed '/^$/d' >"$db.got"
		read -r commits from_git < <(sed -n 's/^range \([0-9]*\) commits, \([0-9]*\) of.*/\1 \2/p' "$db.stats")
		[ "$commits" = "$(git -C repo rev-list --count "$range")" ] ||
			die "$range on $db: range of ${commits:-?} commits, git has $(git -C repo rev-list --count "$range")"
		case $db in
		part)
			# hits only of the commits it indexed
			git -C repo rev-list --no-merges bottom..main | sort >indexed
			comm -12 want.hits indexed >want.part
			cmp -s want.part part.got || die "$range on part: hits $(diff want.part part.got | head -5)"
			;;
		*)
			cmp -s want.hits "$db.got" || die "$range on $db: hits $(diff want.hits "$db.got" | head -5)"
			;;
		esac
		if [ "$db" = all ] || { [ "$db" = part ] && [ "$range" = bottom..main ]; }; then
			# the graph holds the whole walk: nothing is read from the repository
			[ "$from_git" = 0 ] || die "$range on $db: $from_git commits read from the repository, not the graph"
		fi
		if [ "$db" = nograph ] && [ "$commits" -gt 0 ]; then
			[ "$from_git" -ge "$commits" ] || die "$range without a graph: only $from_git commits read"
		fi
		same_as_git "$db" "$range"
	done
	checked=$((checked + 1))
done
# A history of 3,000 commits (more than the small table the walk starts with, so that it grows;
# the graph's rows come sorted by id): a main line with a topic branched every 40 commits and
# merged 15 later, committer dates that go back now and then.  Every range gives git's count, from
# the graph, without it, and with libgit2's walk.
init_repo big
python3 - <<'PY' | git fast-import --quiet
import sys
out, t, mark, main, topic = [], 1700000000, 0, None, None
def commit(branch, parents, i):
    global mark, t
    mark += 1
    t += 60 if i % 17 else -3600
    data = "void f%d(void)\n{\n\told_api(%d);\n}\n" % (i, i)
    out.append("commit refs/heads/%s\nmark :%d\ncommitter t <t@example.org> %d +0000\n" % (branch, mark, t))
    out.append("data %d\nc%d\n" % (len("c%d\n" % i), i))
    for k, p in enumerate(parents):
        out.append("%s :%d\n" % ("from" if k == 0 else "merge", p))
    out.append("M 100644 inline f%d.c\ndata %d\n%s\n" % (i % 50, len(data), data))
    return mark
for i in range(3000):
    if i % 40 == 5 and main:
        topic = main
    if topic and i % 40 in range(6, 20) and i % 2:
        topic = commit("topic", [topic], i)
        continue
    main = commit("main", [main] + ([topic] if i % 40 == 20 and topic else []) if main else [], i)
    if i % 40 == 20:
        topic = None
    if i == 1000:
        out.append("reset refs/tags/b1000\nfrom :%d\n" % main)
sys.stdout.write("".join(out))
PY
git reset -q --hard main
cd ..
prequel index -q --db big.db big >/dev/null || die "cannot index the big history"
cp big.db big-nograph.db
sqlite3 big-nograph.db "DROP TABLE graph" || die "cannot drop the graph"
for range in b1000..main main~2000..main~100 main~19^2..main main~19^1..main~19^2 main; do
	want=$(git -C big rev-list --count "$range")
	for db in big big-nograph; do
		prequel query --db "$db.db" --range "$range" --stats --no-renames --no-series --format json \
			q.pq >"$db.json" 2>"$db.stats" || true
		grep -q '^error' "$db.stats" && die "$range on $db: $(cat "$db.stats")"
		commits=$(sed -n 's/^range \([0-9]*\) commits.*/\1/p' "$db.stats")
		[ "$commits" = "$want" ] || die "$range on $db: range of ${commits:-?} commits, git has $want"
		same_as_git "$db" "$range"
	done
	checked=$((checked + 1))
done
# a bad end is still an error naming it
prequel query --db all.db --range nosuch..main q.pq >/dev/null 2>err && die "a bad range was accepted"
grep -q "nosuch" err || die "the error does not name the revision: $(cat err)"
echo "ranges $checked: ok"

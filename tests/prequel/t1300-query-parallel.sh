#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Parallel verification gives the hits of one thread (prequel/query-run.c): on real histories, the
# same JSON with --threads 1 and 2, and with --limit N (where candidates that cannot reach the
# first N are not matched: "pruned") the first N results of the whole list, series included; and
# reading candidates from the index's file rows (only the files whose word filter may hold the
# query's words, changed lines as the index recorded them) gives the JSON of diffing their trees
# (PREQUEL_VERIFY=trees).
# Histories: the corpus minikernel, this project's own git history when the source tree has one,
# and every "REPO [RANGE]" of $PQ_T1300_REPOS separated by ';' (e.g. git.git's newest 20k commits:
# PQ_T1300_REPOS="/path/git.git 00a6d4d1d226..HEAD").
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"

repos=("${PORTER_CORPUS_DIR:?}/minikernel")
src=${PORTER_SOURCE_DIR:?}
if git -C "$src" rev-parse --verify -q HEAD >/dev/null 2>&1 &&
   [ "$(git -C "$src" rev-list --count HEAD)" -ge 100 ]; then
	repos+=("$src")
fi
IFS=';' read -r -a extra <<<"${PQ_T1300_REPOS:-}"
repos+=("${extra[@]}")

# the templates porter asks, with words frequent in C histories and in this project's
templates=(
	"undefined-function|symbol=printk"
	"undefined-function|symbol=g_free"
	"undefined-function|symbol=strbuf_addf"
	"no-member|symbol=len"
	"no-member|symbol=name"
	"too-many-args|symbol=g_strdup_printf"
	"unknown-field|symbol=suspend|container=struct spi_driver"
)
pruned=0
hits=0
n=0
for r in "${repos[@]}"; do
	[ -n "$r" ] || continue
	read -r path range <<<"$r"
	n=$((n + 1))
	prequel index -q --db "h$n.db" "$path" $range >/dev/null || die "cannot index $r"
	for t in "${templates[@]}"; do
		IFS='|' read -r -a args <<<"$t"
		prequel template "${args[@]}" >q.pq
		for th in 1 2; do
			prequel query --db "h$n.db" --threads "$th" --format json q.pq >"all-$th.json" || true
		done
		cmp -s all-1.json all-2.json ||
			die "$r, $t: threads change the hits: $(diff all-1.json all-2.json | head -5)"
		PREQUEL_VERIFY=trees prequel query --db "h$n.db" --threads 1 --format json q.pq >trees.json || true
		cmp -s all-1.json trees.json ||
			die "$r, $t: the index's file rows change the hits: $(diff all-1.json trees.json | head -5)"
		for lim in 1 3; do
			prequel query --db "h$n.db" --threads 2 --limit "$lim" --stats --format json q.pq \
				>"lim.json" 2>stats || true
			p=$(sed -n 's/.*pruned \([0-9]*\)$/\1/p' stats)
			[ -n "$p" ] || die "$r, $t: no pruned count in --stats: $(cat stats)"
			pruned=$((pruned + p))
			python3 - all-1.json lim.json "$lim" "$r, $t" <<'PY' || exit 1
import json, sys
full, lim = json.load(open(sys.argv[1]))["hits"], json.load(open(sys.argv[2]))["hits"]
n = int(sys.argv[3])
if full[:n] != lim:
    print("FAIL: %s: --limit %d is not the first %d of all hits: %s vs %s" % (
        sys.argv[4], n, n, [h["hash"][:10] for h in full[:n]], [h["hash"][:10] for h in lim]))
    sys.exit(1)
PY
		done
		hits=$((hits + $(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["hits"]))' all-1.json)))
	done
done
# A candidate is pruned unread when its rows' bound (every removed line of the files that may hold
# the words covered) cannot reach the first --limit (qdb_rows_best_score()); the bound must not be
# below what reading would give. One thread, newest first: a weak hit (one removed line, two added:
# 33) fills --limit 1; an older one (one removed, one added: 50, its bound 50) must still be read.
(
	init_repo "$scratch/prune"
	printf 'void f(void)\n{\n\tprintk("a");\n}\n\nvoid g(void)\n{\n\tprintk("b");\n}\n' >p.c
	n=0
	commit() {
		n=$((n + 1))
		GIT_AUTHOR_DATE="2001-01-0${n}T00:00:00Z" GIT_COMMITTER_DATE="2001-01-0${n}T00:00:00Z" \
			git commit -q -am "$1"
	}
	git add p.c && commit base
	sed -i 's/printk("a");/pr_info("a");/' p.c && commit strong
	sed -i 's/\tprintk("b");/\tpr_info("b");\n\tx();/' p.c && commit weak
	cd "$scratch"
	prequel index -q --db prune.db prune >/dev/null
	printf '@@\nexpression list es;\n@@\n- printk(es)\n' >prune.pq
	prequel query --db prune.db --threads 1 --format json prune.pq >prune-all.json
	prequel query --db prune.db --threads 1 --limit 1 --format json prune.pq >prune-1.json
	python3 - prune-all.json prune-1.json <<'PY'
import json, sys
full, one = (json.load(open(f))["hits"] for f in sys.argv[1:3])
subj = lambda hs: [h["subject"] for h in hs]
assert subj(full) == ["strong", "weak"], "the one-line replacement ranks first: %s" % subj(full)
assert subj(one) == ["strong"], "--limit 1 pruned the better, older hit: %s" % subj(one)
PY
) || die "pruning before reading dropped a hit"

# the comparison means something only if there were hits, and the pruning ran
[ "$hits" -ge 2 ] || die "only $hits hits over ${#repos[@]} histories: nothing compared"
echo "histories ${#repos[@]}, hits $hits, pruned $pruned"
if [ "${#repos[@]}" -gt 1 ]; then
	[ "$pruned" -gt 0 ] || die "no candidate was pruned with --limit: the pruning was not exercised"
fi
echo "ok"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# With --target-tree and a --limit, ranking shapes only the hits that can matter (rank.c
# shape_names_top(), then shape_top()), and ranks them exactly as shaping every hit does
# (PREQUEL_RANK=all).  60 commits each convert a call of old_call() in a file of their own to
# new_call_K(), with 100 + K other lines changed besides (the score falls slowly with K); the target tree's
# header declares new_call_K for even K only.  The names step then ranks the odd ones down: the
# first five are the best even ones, not the best by score.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"

mkdir -p tree/include/linux
for k in $(seq 0 2 59); do printf 'void new_call_%d(int x);\n' "$k"; done >tree/include/linux/api.h
init_repo "$scratch/r"
for k in $(seq 0 59); do
	printf 'void f%d(void)\n{\n\told_call(%d);\n}\n' "$k" "$k" >"f$k.c"
	seq -f "int f${k}_keep%g = 0;" $((k + 100)) >>"f$k.c"
done
git add -A && git commit -q -m base
for k in $(seq 0 59); do
	sed -i "s/old_call($k)/new_call_$k($k)/; s/= 0;/= 1;/" "f$k.c"
	git commit -q -am "f$k: use new_call_$k"
done
cd "$scratch"
prequel index -q --db r.db --repo-name r r
printf '@@\nexpression e;\n@@\n- old_call(e)\n' >q.pq
for limit in 1 5 45; do
	prequel query --db r.db --format json --limit $limit --target-tree tree q.pq >top$limit.json ||
		die "--limit $limit: no hit"
	PREQUEL_RANK=all prequel query --db r.db --format json --limit $limit --target-tree tree q.pq \
		>all$limit.json || die "--limit $limit, all ranked: no hit"
	cmp -s top$limit.json all$limit.json ||
		die "--limit $limit ranks otherwise than ranking every hit: $(diff top$limit.json all$limit.json | head)"
done
python3 - top5.json <<'PY'
import json, sys
subj = [h["subject"] for h in json.load(open(sys.argv[1]))["hits"]]
assert subj == ["f%d: use new_call_%d" % (k, k) for k in (0, 2, 4, 6, 8)], subj
PY
echo "ok: --target-tree ranks the shaped best as every hit ranked"

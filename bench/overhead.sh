#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# porter's own overhead on the corpus: total time / time spent in builds (goal <= 1.5).  Runs
# `porter eval --format json` over the manifest and reports two ratios: the loop's (the sum of
# each case's total over the sum of its build time, both timed by the loop itself) and the
# process's (wall time of the whole `porter eval`, manifest and process start included, minus
# eval's own reference builds, over the same build time).  Also the split into build, query, synth and spatch.
# usage: bench/overhead.sh [CASES.json] [porter eval options, e.g. --case NAME]
#   the real drivers: corpora/realworld/build.py --out OUT --prequel build/bin/prequel, then
#   bench/overhead.sh OUT/cases.json
# env: PORTER (the binary; default: build/bin/porter of this source tree, else porter on PATH)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
PORTER=$(bench_bin porter PORTER)
cases=${1:-$(dirname "$PORTER")/../corpora/cases.json}
[ $# -gt 0 ] && shift
[ -f "$cases" ] || { echo "bench/overhead.sh: no manifest $cases" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

t0=$(date +%s.%N)
rc=0
"$PORTER" eval --cases "$cases" --format json "$@" >"$tmp/eval.json" 2>"$tmp/eval.err" || rc=$?
t1=$(date +%s.%N)
if [ $rc -gt 1 ]; then
	echo "bench/overhead.sh: porter eval exited $rc:" >&2
	cat "$tmp/eval.err" >&2
	exit 3
fi
python3 - "$tmp/eval.json" "$t0" "$t1" "$cases" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
wall = float(sys.argv[3]) - float(sys.argv[2])
t, T = r["total"]["time"], r["total"]
b = t["build"]
print("manifest: %s   cases: %d   clean: %d   issues: %d   fixed: %d"
      % (sys.argv[4], T["cases"], T["clean"], T["issues"], T["fixed"]))
print("seconds: build %.2f   query %.2f   synth %.2f   spatch %.2f   loop total %.2f   wall %.2f"
      % (b, t["query"], t["synth"], t["spatch"], t["total"], wall))
other = t["total"] - b - t["query"] - t["synth"] - t["spatch"]
print("         (loop time outside those four: %.2f)" % other)
# eval's own reference build of each pristine driver is not porter port's work
ref = sum(c["reference_build"] or 0 for c in r["cases"])
print("         (eval's reference builds, left out of the process figure: %.2f)" % ref)
loop, proc = t["total"] / b, (wall - ref) / b
print("overhead (total / build): loop %.2f   process %.2f   goal <= 1.5: %s"
      % (loop, proc, "met" if proc <= 1.5 else "NOT met"))
worst = sorted((c["overhead"], c["name"]) for c in r["cases"] if c["overhead"] is not None)
if worst:
    print("per case: best %.2f (%s), median %.2f, worst %.2f (%s)"
          % (worst[0][0], worst[0][1], worst[len(worst) // 2][0], worst[-1][0], worst[-1][1]))
EOF

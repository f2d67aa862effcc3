#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Measures prequel's query latency on REPO [RANGE]: the candidate step (index lookup) and the
# verification (matching on pre/post images) separately, against `git log -G` for the same words over
# the same range, and compares what each returns.  One line per query, then the median ratio.
#   usage: bench/query.sh [REPO [RANGE]]   (default: the corpus minikernel of a build dir, all history)
#   env: PREQUEL (binary; default build/bin/prequel of this source tree), RUNS (repetitions, 5),
#        WORDS="w1 w2 ...": frequent-word mode, an undefined-function query per word instead of the
#        corpus's API changes (for a real repository, e.g. WORDS="strbuf_addf xcalloc" on git.git
#        with RANGE HEAD~20000..HEAD), DB (an index of REPO [RANGE] built before: not rebuilt),
#        LIMIT (--limit of the query, as porter asks 5; default 0: every hit), THREADS (--threads),
#        QRANGE (1: query with --range RANGE, 0: without; default 1 with DB, which may hold more
#        than RANGE, and 0 without: the index the script builds is RANGE, and porter's queries
#        carry no --range; with it every query walks the index's commit graph to resolve RANGE)
# git.git's newest 20k non-merge commits, frequent words (each in over 300 commits):
#   A=$(git -C git.git rev-list --no-merges HEAD | sed -n 20000p)
#   WORDS="strbuf_addf xstrdup" LIMIT=5 bench/query.sh git.git $A..HEAD
# Besides wall times, cpu_ms is the query process's user+sys time, and cpu_rat git log -G's CPU time over
# it: on a shared machine the wall times of both grow with the load, their CPU times much less.
# A REPO given that does not exist is skipped (exit 0): the real-repository runs are optional.
# Goal: query >= 100x faster than git log -G, and every right commit git finds also returned.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
PREQUEL=$(bench_bin prequel PREQUEL)
repo=${1:-$(dirname "$(dirname "$PREQUEL")")/corpora/minikernel}
range=${2:-}
runs=${RUNS:-5}
[ -d "$repo" ] || { echo "bench/query.sh: $repo: no repository: skipped" >&2; exit 0; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/pq-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
db=${DB:-$tmp/q.db}
[ -n "${DB:-}" ] || "$PREQUEL" index --quiet --db "$db" "$repo" $range >/dev/null
qrange=${QRANGE:-$([ -n "${DB:-}" ] && echo 1 || echo 0)}
rangeopt=
[ "$qrange" = 0 ] || rangeopt=${range:+--range $range}
grange=${range:-HEAD}

# kind symbol [container] : the word git log -G looks for
queries=(
	"unknown-field|suspend|struct spi_driver|\\.suspend"
	"undefined-function|do_gettimeofday||do_gettimeofday"
	"undefined-function|setup_timer||setup_timer"
	"too-many-args|netif_napi_add||netif_napi_add"
	"unknown-field|resume|struct spi_driver|\\.resume"
	"incompatible-init|probe|struct i2c_driver|\\.probe"
)
if [ -n "${WORDS:-}" ]; then
	queries=()
	for w in $WORDS; do
		queries+=("undefined-function|$w||$w")
	done
fi
now() { date +%s.%N; }
printf '%-22s %-16s %6s %9s %9s %9s %9s %9s %9s %7s %7s %5s %5s %s\n' kind symbol cands cand_ms verify_ms read_ms query_ms \
	cpu_ms gitG_ms ratio cpu_rat hits gitG "git-only"
ratios=()
for q in "${queries[@]}"; do
	IFS='|' read -r kind sym cont word <<<"$q"
	args=("$kind" "symbol=$sym")
	[ -n "$cont" ] && args+=("container=$cont")
	"$PREQUEL" template "${args[@]}" >"$tmp/q.cocci"
	best_c=1e9 best_v=1e9 best_q=1e9 best_g=1e9 best_cpu=1e9 best_gcpu=1e9
	for _ in $(seq "$runs"); do
		t0=$(now)
		/usr/bin/time -f "cpu %U %S" -o "$tmp/cpu" "$PREQUEL" query --db "$db" $rangeopt --stats --format json \
			--no-renames --limit "${LIMIT:-0}" ${THREADS:+--threads $THREADS} "$tmp/q.cocci" \
			>"$tmp/hits.json" 2>"$tmp/stats" || true
		t1=$(now)
		best_cpu=$(awk -v b="$best_cpu" '/^cpu/ { c = ($2 + $3); print (c < b ? c : b) }' "$tmp/cpu")
		read -r n c v f < <(sed -n 's/^candidates \([0-9]*\) in \([0-9.]*\) s, verified [0-9]* in \([0-9.]*\) s (reading images \([0-9.]*\) s).*/\1 \2 \3 \4/p' "$tmp/stats")
		t2=$(now)
		/usr/bin/time -f "cpu %U %S" -o "$tmp/gcpu" git -C "$repo" log --format=%H -G "$word" "$grange" \
			>"$tmp/git" 2>/dev/null
		t3=$(now)
		best_gcpu=$(awk -v b="${best_gcpu:-1e9}" '/^cpu/ { c = ($2 + $3); print (c < b ? c : b) }' "$tmp/gcpu")
		read -r best_c best_v best_q best_g < <(awk -v c="$c" -v v="$v" -v q="$(awk "BEGIN{print $t1-$t0}")" \
			-v g="$(awk "BEGIN{print $t3-$t2}")" -v bc="$best_c" -v bv="$best_v" -v bq="$best_q" -v bg="$best_g" \
			'function m(a, b) { return a + 0 < b + 0 ? a : b } BEGIN { print m(c, bc), m(v, bv), m(q, bq), m(g, bg) }')
	done
	# in-library query time (candidates + verification) against git log -G's wall time
	ratio=$(awk "BEGIN { print $best_g / ($best_c + $best_v + 0.000001) }")
	cpu_ratio=$(awk "BEGIN { print $best_gcpu / ($best_cpu + 0.000001) }")
	ratios+=("$ratio")
	python3 - "$tmp/hits.json" "$tmp/git" >"$tmp/cmp" <<'PY'
import json, sys
hits = {h["hash"] for h in json.load(open(sys.argv[1]))["hits"]}
git = {l.strip() for l in open(sys.argv[2]) if l.strip()}
print(len(hits), len(git), len(git - hits))
PY
	read -r nh ng only <"$tmp/cmp"
	printf '%-22s %-16s %6s %9.3f %9.3f %9.3f %9.1f %9.1f %9.1f %6.0fx %6.0fx %5s %5s %s\n' "$kind" "$sym" "$n" \
		"$(awk "BEGIN{print $best_c*1000}")" "$(awk "BEGIN{print $best_v*1000}")" "$(awk "BEGIN{print $f*1000}")" \
		"$(awk "BEGIN{print $best_q*1000}")" "$(awk "BEGIN{print $best_cpu*1000}")" "$(awk "BEGIN{print $best_g*1000}")" \
		"$ratio" "$cpu_ratio" "$nh" "$ng" "$only"
done
printf '%s\n' "${ratios[@]}" | sort -g | awk '{a[NR]=$1} END {printf "median ratio git log -G / query (library time): %.0fx\n", a[int((NR+1)/2)]}'
echo "query range: ${rangeopt:-none, all commits of the index}"
echo "(verify_ms includes read_ms, reading the images of the last run, summed over threads; query_ms is the whole process, cpu_ms its user+sys time; ratio: git log -G wall over candidates+verify, cpu_rat: git log -G CPU time over cpu_ms; git-only: commits git log -G reports that the query rejects, as noise; with LIMIT, hits are at most LIMIT)"

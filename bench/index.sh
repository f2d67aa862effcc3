#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Measures prequel's index on REPO [RANGE] side by side with git, in one run:
#   index build time / `git log -p --no-merges RANGE` time   (goal <= 1.5 with 2 threads)
#   DB size / packed size of the range's objects
#   candidate-lookup latency of a 3-word query               (goal < 20 ms at 100k commits)
# usage: bench/index.sh REPO [RANGE]      (RANGE: A..B or a revision, default HEAD)
# env: PREQUEL (the binary; default: build/bin/prequel of this source tree, else prequel on PATH),
#      WORDS (the lookup, "-removed +added context"), THREADS, KEEP=1 keeps the DB.
set -eu

[ $# -ge 1 ] || { echo "usage: bench/index.sh REPO [RANGE]" >&2; exit 2; }
repo=$1
range=${2:-HEAD}
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
PREQUEL=$(bench_bin prequel PREQUEL)
words=${WORDS:-"-spi_get_drvdata +dev_get_drvdata probe"}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
db=$tmp/bench.db

now() { date +%s.%N; }
secs() { awk "BEGIN { print $2 - $1 }"; }
calc() { awk "BEGIN { print $1 }"; }

commits=$(git -C "$repo" rev-list --no-merges --count "$range")
# packing the range's objects also warms the page cache for both timed runs
packed=$(git -C "$repo" rev-list --objects "$range" | git -C "$repo" pack-objects --stdout -q | wc -c)

t0=$(now)
git -C "$repo" log -p --no-merges "$range" >/dev/null
t1=$(now)
"$PREQUEL" index --quiet ${THREADS:+--threads $THREADS} --db "$db" "$repo" "$range" >"$tmp/index.out"
t2=$(now)
git_s=$(secs "$t0" "$t1")
idx_s=$(secs "$t1" "$t2")
"$PREQUEL" stats --db "$db" >"$tmp/stats.out"
dbsize=$(sed -n 's/^size: \([0-9]*\) bytes.*/\1/p' "$tmp/stats.out")
lookup=$("$PREQUEL" stats --db "$db" --lookup "$words" --repeat 50)

echo "repo: $repo  range: $range  commits (no merges): $commits  cpus: $(nproc)"
printf 'build:  prequel index %.2f s   git log -p %.2f s   ratio %.2f   (%.0f commits/s)\n' \
	"$idx_s" "$git_s" "$(calc "$idx_s / $git_s")" "$(calc "$commits / $idx_s")"
printf 'size:   DB %.1f MiB   packed objects %.1f MiB   ratio %.2f\n' \
	"$(calc "$dbsize / 1048576")" "$(calc "$packed / 1048576")" "$(calc "$dbsize / $packed")"
echo "lookup: \"$words\": $lookup"
sed 's/^/stats:  /' "$tmp/stats.out"
if [ "${KEEP:-}" = 1 ]; then
	cp "$db" "./bench-index.db"
	echo "kept: ./bench-index.db"
fi

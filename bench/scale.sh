#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Scale rehearsal of prequel's index (issue 21): a kernel-shaped history of COMMITS commits over about
# FILES files (bench/gen-history.py --kernel-shape), or a real clone given as REPO, indexed in SHARDS
# shards side by side (`prequel index --shard K/N`, one process per core, as CI jobs would), merged
# (`prequel merge`), then queried.  Prints the time, the peak memory (/usr/bin/time -v, maximum
# resident set of each process) and the size of every step, and the latency of template queries.
#   usage: bench/scale.sh [COMMITS [FILES]]     (default 100000 commits; FILES: the files at the end,
#          default 60000 for 1M commits and proportionally fewer below, at least 1000, so that a smaller
#          rehearsal keeps linux.git's rate of new files (6 in 100 commits) and its files per commit)
#   env: OUT (work folder, kept for reruns: the generated history is reused), REPO (index this
#        repository instead of generating one), SHARDS (2), PREQUEL, NICE (nice level, 10)
# Goal (docs/prequel-index.md): every process under 1 GB; figures for 1M commits extrapolated to
# linux.git (about 1.3M commits, 90k files).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
PREQUEL=$(bench_bin prequel PREQUEL)
commits=${1:-100000}
files=${2:-$(( commits * 6 / 100 > 1000 ? commits * 6 / 100 : 1000 ))}
shards=${SHARDS:-2}
out=${OUT:-${TMPDIR:-/tmp}/pq-scale-$commits}
nice=${NICE:-10}
mkdir -p "$out"
repo=${REPO:-$out/repo}

now() { date +%s.%N; }
secs() { awk "BEGIN { printf \"%.1f\", $2 - $1 }"; }
# user+sys seconds of a /usr/bin/time -v log
cpu() { awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.1f", s }' "$1"; }
# peak resident set of a /usr/bin/time -v log, in MB
peak() { awk -F: '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$1"; }
mib() { du -sm "$1" | cut -f1; }

if [ -z "${REPO:-}" ] && [ ! -f "$out/repo.done" ]; then
	rm -rf "$repo"
	t0=$(now)
	nice -n "$nice" /usr/bin/time -v -o "$out/gen.time" python3 "$here/gen-history.py" --kernel-shape \
		--files "$files" --commits "$commits" "$repo"
	echo "generate: $(secs "$t0" "$(now)") s, peak $(peak "$out/gen.time") MB (python + git fast-import)"
	touch "$out/repo.done"
fi
walked=$(git -C "$repo" rev-list --count HEAD)
gitdir=$(git -C "$repo" rev-parse --git-dir)
case $gitdir in /*) ;; *) gitdir=$repo/$gitdir ;; esac
echo "history: $walked commits, $(git -C "$repo" ls-tree -r HEAD | wc -l) files at HEAD, objects $(mib "$gitdir/objects") MiB"

# one shard per core, each a single-threaded indexer, started together
rm -f "$out"/shard-*.db* "$out"/all.db*
t0=$(now)
for k in $(seq "$shards"); do
	nice -n "$nice" /usr/bin/time -v -o "$out/shard-$k.time" "$PREQUEL" index --quiet --threads 1 \
		--repo-name scale --shard "$k/$shards" --db "$out/shard-$k.db" "$repo" >"$out/shard-$k.out" &
done
wait
t1=$(now)
for k in $(seq "$shards"); do
	echo "shard $k/$shards: $(awk -F': ' '/Elapsed/ { print $2 }' "$out/shard-$k.time") wall, $(cpu "$out/shard-$k.time") s CPU," \
		"peak $(peak "$out/shard-$k.time") MB, DB $(mib "$out/shard-$k.db") MiB; $(cat "$out/shard-$k.out")"
done
echo "shards: $(secs "$t0" "$t1") s wall for $shards side by side"
nice -n "$nice" /usr/bin/time -v -o "$out/merge.time" "$PREQUEL" merge --db "$out/all.db" "$out"/shard-*.db \
	>"$out/merge.out"
t2=$(now)
echo "merge: $(secs "$t1" "$t2") s, $(cpu "$out/merge.time") s CPU, peak $(peak "$out/merge.time") MB"
echo "build total (shards + merge): $(secs "$t0" "$t2") s"
"$PREQUEL" stats --db "$out/all.db" | sed 's/^/stats: /'

# template queries: a rare word, a frequent call, a field of a struct type; newest first as porter
# asks (--limit 5), and all hits
"$PREQUEL" template undefined-function symbol=spi_get_drvdata >"$out/q1.pq"
"$PREQUEL" template undefined-function symbol=kfree >"$out/q2.pq"
"$PREQUEL" template unknown-field symbol=suspend "container=struct spi_driver" >"$out/q3.pq"
for q in q1 q2 q3; do
	for lim in 5 0; do
		/usr/bin/time -v -o "$out/$q.time" "$PREQUEL" query --db "$out/all.db" --stats --limit "$lim" \
			--format json "$out/$q.pq" >/dev/null 2>"$out/$q.err" || true
		echo "query $q ($(sed -n 's/.*symbol=//p;' "$out/$q.pq" | head -1 | cut -d' ' -f1)) limit $lim:" \
			"$(awk -F': ' '/Elapsed/ { print $2 }' "$out/$q.time") wall, $(cpu "$out/$q.time") s CPU," \
			"peak $(peak "$out/$q.time") MB;" \
			"$(grep '^candidates' "$out/$q.err" || tail -1 "$out/$q.err")"
	done
done

#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Measures prequel's index on REPO [RANGE] side by side with git, in one run:
#   index build time / `git log -p --no-merges RANGE` time   (goal <= 1.5 with 2 threads), the
#     same in user+sys CPU time (goal <= 1.0), and
#     the same against git limited to libgit2's delta-base cache size
#   DB size / packed size of the range's objects
#   candidate-lookup latency of a 3-word query               (goal < 20 ms at 100k commits)
#   the kernel-pair row (issue 40): indexing Debian's 6.1 -> 6.12 pair history, whole (its first
#     commit the whole 6.1 tree, 44k files: what used to blow the memory), user+sys CPU / `git log
#     -p`'s, wall time and peak RSS of both (goal < 1 GB), when $PORTER_KERNEL_PAIR
#     (corpora/kernel-pair.sh's --out) holds kernel-pair.git; skipped otherwise
# usage: bench/index.sh REPO [RANGE]      (RANGE: A..B or a revision, default HEAD)
# env: PREQUEL (the binary; default: build/bin/prequel of this source tree, else prequel on PATH),
#      WORDS (the lookup, "-removed +added context"), THREADS, RUNS (timed pairs; default 1, or 7
#      when git log -p takes under a second), KEEP=1 keeps the DB, PORTER_KERNEL_PAIR (the
#      kernel-pair row), PREQUEL_BEFORE (another prequel measured in the same kernel-pair row, to
#      compare two builds side by side), PAIR_ONLY=1 (the kernel-pair row alone), PAIR_RANGE (the
#      kernel-pair row's range; default v6.12, the whole history; v6.1..v6.12 leaves out its first
#      commit), PAIR_BUILD=1 (the pair builder's row too: `porter pool 6.1 6.12` from Debian's
#      source tarballs into a temp folder, its CPU, wall time and peak RSS; PORTER, the porter
#      binary, default build/bin/porter of this tree).
set -eu

[ $# -ge 1 ] || [ "${PAIR_ONLY:-}" = 1 ] || { echo "usage: bench/index.sh REPO [RANGE]" >&2; exit 2; }
repo=${1:-}
range=${2:-HEAD}
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
PREQUEL=$(bench_bin prequel PREQUEL)
words=${WORDS:-"-spi_get_drvdata +dev_get_drvdata probe"}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
db=$tmp/bench.db

now() { date +%s.%N; }

# kernel_pair_row: the pair history indexed by each prequel and read by git log -p, one after the
# other, each under /usr/bin/time: user+sys CPU (the machine may be loaded: CPU, not wall) and
# peak RSS
kernel_pair_row() {
	kp=${PORTER_KERNEL_PAIR:-}
	if [ -z "$kp" ] || ! [ -d "$kp/kernel-pair.git" ]; then
		echo "kernel-pair: skipped (PORTER_KERNEL_PAIR names no folder with kernel-pair.git)"
		return 0
	fi
	kg=$kp/kernel-pair.git
	kr=${PAIR_RANGE:-v6.12}
	echo "kernel-pair: load before: $(uptime | sed 's/.*load average/load average/')"
	/usr/bin/time -f '%U %S %M %e' -o "$tmp/kp-git.t" git -C "$kg" log -p --no-merges "$kr" >/dev/null
	read -r gu gs gm ge <"$tmp/kp-git.t"
	gc=$(calc "$gu + $gs")
	printf 'kernel-pair: %s %s, %s commits; git log -p CPU %.1f s (wall %.1f s), peak %.0f MB\n' \
		"$kg" "$kr" "$(git -C "$kg" rev-list --no-merges --count "$kr")" "$gc" "$ge" "$(calc "$gm / 1024")"
	for bin in ${PREQUEL_BEFORE:-} "$PREQUEL"; do
		rm -f "$tmp/kp.db" "$tmp/kp.db-wal" "$tmp/kp.db-shm"
		/usr/bin/time -f '%U %S %M %e' -o "$tmp/kp-idx.t" "$bin" index --quiet \
			${THREADS:+--threads $THREADS} --db "$tmp/kp.db" "$kg" "$kr" >/dev/null
		read -r iu is im ie <"$tmp/kp-idx.t"
		ic=$(calc "$iu + $is")
		printf 'kernel-pair: %s: index CPU %.1f s (user %.1f, sys %.1f; wall %.1f s)  CPU ratio %.2f  peak %.0f MB (goal < 1024)\n' \
			"$bin" "$ic" "$iu" "$is" "$ie" "$(calc "$ic / $gc")" "$(calc "$im / 1024")"
	done
	echo "kernel-pair: load after: $(uptime | sed 's/.*load average/load average/')"
}
# pair_builder_row: the kernel-pair history built as users build it (`porter pool 6.1 6.12`: both
# Debian source tarballs read, the history written and indexed) under /usr/bin/time: its peak RSS
# (goal < 1 GB), user+sys CPU and wall time
pair_builder_row() {
	[ "${PAIR_BUILD:-}" = 1 ] || return 0
	porter=$(bench_bin porter PORTER)
	for v in 6.1 6.12; do
		if ! [ -r /usr/src/linux-source-$v.tar.xz ]; then
			echo "pair builder: skipped (no /usr/src/linux-source-$v.tar.xz)"
			return 0
		fi
	done
	echo "pair builder: load before: $(uptime | sed 's/.*load average/load average/')"
	if ! /usr/bin/time -f '%U %S %M %e' -o "$tmp/pool.t" "$porter" pool --quiet \
		--out "$tmp/pool" 6.1 6.12 >"$tmp/pool.log" 2>&1; then
		echo "pair builder: porter pool failed: $(tail -n 3 "$tmp/pool.log")"
		return 0
	fi
	read -r pu ps pm pe <"$tmp/pool.t"
	printf 'pair builder: %s pool 6.1 6.12: CPU %.1f s (user %.1f, sys %.1f; wall %.1f s)  peak %.0f MB (goal < 1024)\n' \
		"$porter" "$(calc "$pu + $ps")" "$pu" "$ps" "$pe" "$(calc "$pm / 1024")"
	echo "pair builder: load after: $(uptime | sed 's/.*load average/load average/')"
	rm -rf "$tmp/pool"
}
secs() { awk "BEGIN { print $2 - $1 }"; }
calc() { awk "BEGIN { print $1 }"; }

if [ "${PAIR_ONLY:-}" = 1 ]; then
	kernel_pair_row
	pair_builder_row
	exit 0
fi
commits=$(git -C "$repo" rev-list --no-merges --count "$range")
# packing the range's objects also warms the page cache for both timed runs
packed=$(git -C "$repo" rev-list --objects "$range" | git -C "$repo" pack-objects --stdout -q | wc -c)

# one git log -p and one build into a new DB, alternately; RUNS pairs (default: 1, or 7 when git
# takes under a second, where one run's noise is a large part of the ratio); medians are reported
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
runs=${RUNS:-0}
: >"$tmp/git.s"
: >"$tmp/idx.s"
: >"$tmp/git16.s"
: >"$tmp/git.c"
: >"$tmp/idx.c"
i=0
while [ "$i" -lt "${runs}" ] || [ "$i" = 0 ]; do
	rm -f "$db" "$db-wal" "$db-shm"
	t0=$(now)
	/usr/bin/time -f '%U %S' -o "$tmp/git.t" git -C "$repo" log -p --no-merges "$range" >/dev/null
	t1=$(now)
	/usr/bin/time -f '%U %S' -o "$tmp/idx.t" \
		"$PREQUEL" index --quiet ${THREADS:+--threads $THREADS} --db "$db" "$repo" "$range" >"$tmp/index.out"
	t2=$(now)
	read -r u s <"$tmp/git.t" && calc "$u + $s" >>"$tmp/git.c"
	read -r u s <"$tmp/idx.t" && calc "$u + $s" >>"$tmp/idx.c"
	# git again with libgit2 1.5's delta-base cache, fixed at 16 MiB (git's default is 96 MiB):
	# what the same diffs cost git when it re-inflates as often as libgit2 does
	git -C "$repo" -c core.deltaBaseCacheLimit=16m log -p --no-merges "$range" >/dev/null
	t3=$(now)
	secs "$t0" "$t1" >>"$tmp/git.s"
	secs "$t1" "$t2" >>"$tmp/idx.s"
	secs "$t2" "$t3" >>"$tmp/git16.s"
	i=$((i + 1))
	if [ "$runs" = 0 ]; then
		runs=1
		[ "$(calc "$(cat "$tmp/git.s") < 1")" = 1 ] && runs=7
	fi
done
git_s=$(median <"$tmp/git.s")
idx_s=$(median <"$tmp/idx.s")
git16_s=$(median <"$tmp/git16.s")
git_c=$(median <"$tmp/git.c")
idx_c=$(median <"$tmp/idx.c")
"$PREQUEL" stats --db "$db" >"$tmp/stats.out"
dbsize=$(sed -n 's/^size: \([0-9]*\) bytes.*/\1/p' "$tmp/stats.out")
lookup=$("$PREQUEL" stats --db "$db" --lookup "$words" --repeat 50)

echo "repo: $repo  range: $range  commits (no merges): $commits  cpus: $(nproc)  runs: $runs"
printf 'build:  prequel index %.3f s   git log -p %.3f s   ratio %.2f   (%.0f commits/s)\n' \
	"$idx_s" "$git_s" "$(calc "$idx_s / $git_s")" "$(calc "$commits / $idx_s")"
printf 'cpu:    prequel index %.1f s   git log -p %.1f s   ratio %.2f   (user+sys; goal <= 1.0)\n' \
	"$idx_c" "$git_c" "$(calc "$idx_c / $git_c")"
printf 'cache:  git log -p with a 16 MiB delta-base cache, as libgit2 has: %.3f s   ratio %.2f\n' \
	"$git16_s" "$(calc "$idx_s / $git16_s")"
printf 'size:   DB %.1f MiB   packed objects %.1f MiB   ratio %.2f\n' \
	"$(calc "$dbsize / 1048576")" "$(calc "$packed / 1048576")" "$(calc "$dbsize / $packed")"
echo "lookup: \"$words\": $lookup"
sed 's/^/stats:  /' "$tmp/stats.out"
kernel_pair_row
pair_builder_row
if [ "${KEEP:-}" = 1 ]; then
	cp "$db" "./bench-index.db"
	echo "kept: ./bench-index.db"
fi

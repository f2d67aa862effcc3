#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Throughput of gcc-reduce on a 50 MB log concatenated from the real fixture logs (Kbuild against
# Debian 6.1/6.12, text and JSON), compared with `wc -l` on the same file.
# Usage: bench/reduce.sh [BUILD_DIR]   (default build; needs BUILD/bin/gcc-reduce)
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
bin=$build/bin/gcc-reduce
test -x "$bin" || { echo "bench/reduce.sh: $bin missing: build target gcc-reduce" >&2; exit 2; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/bench-reduce.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

for f in "$src"/tests/reducer/data/*.case; do
	sed -n '/^<log>$/,/^<\/log>$/p' "$f" | sed '1d;$d'
done >"$scratch/one.log"
target=$((50 * 1024 * 1024))
: >"$scratch/big.log"
while [ "$(stat -c %s "$scratch/big.log")" -lt $target ]; do
	cat "$scratch/one.log" "$scratch/one.log" "$scratch/one.log" "$scratch/one.log" >>"$scratch/big.log"
done
size=$(stat -c %s "$scratch/big.log")
cat "$scratch/big.log" >/dev/null   # same page cache for both

# best of 3 runs of "$@": "wall cpu" seconds (cpu = user + sys; the machine may be shared)
best() {
	local out=
	for _ in 1 2 3; do
		local t
		t=$( { TIMEFORMAT='%R %U %S'; time "$@" >/dev/null 2>/dev/null; } 2>&1 )
		out="$out$t
"
	done
	printf '%s' "$out" | awk 'NF==3 { w=$1; c=$2+$3; if (!n || c<bc) { bc=c; bw=w }; n++ }
		END { printf "%.4f %.4f\n", bw, (bc>0.0005?bc:0.0005) }'
}
tw=$(best wc -l "$scratch/big.log")
tr=$(best "$bin" --source "$src/tests/reducer/data/modules/legacy" "$scratch/big.log")
"$bin" "$scratch/big.log" 2>&1 >/dev/null | tail -n 1
echo "$size $tr $tw" | awk '{
	mb = $1 / 1048576
	printf "log: %.1f MB\n", mb
	printf "gcc-reduce: %.3f s wall, %.3f s cpu (%.0f MB/s cpu)\n", $2, $3, mb / $3
	printf "wc -l:      %.3f s wall, %.3f s cpu (%.0f MB/s cpu)\n", $4, $5, mb / $5
	printf "ratio gcc-reduce/wc (cpu): %.1f\n", $3 / $5
	if (mb / $3 < 50) { print "FAIL: below 50 MB/s"; exit 1 }
}'

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# synth's token diff on real file changes: for each COMMIT:PATH of REPO, the pre/post images are
# diffed item by item (ROUNDS times) and as one whole-file range, by bench/synth-diff.c linked with
# BUILD/synth/libsynth.a.  Give OLD_BUILD (another build dir, e.g. of the parent commit) to run both
# libraries on the same input and print the ratio; the checksums show whether the pairs are the same.
#   usage: bench/synth-diff.sh REPO COMMIT:PATH...   (skips when REPO is absent)
#   env: BENCH_BUILD (default build/ of this tree), OLD_BUILD, ROUNDS (20)
# Example: bench/synth-diff.sh v4l2loopback e85aa0d:v4l2loopback.c 00eb0df20248:v4l2loopback.c
set -eu

here=$(cd "$(dirname "$0")" && pwd)
src=$(dirname "$here")
build=${BENCH_BUILD:-$src/build}
rounds=${ROUNDS:-20}
repo=${1:-}
[ -n "$repo" ] && [ -d "$repo" ] || { echo "bench/synth-diff.sh: no repository given or found: skipped" >&2; exit 0; }
shift
tmp=$(mktemp -d "${TMPDIR:-/tmp}/synth-diff.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

link() {
	[ -f "$1/synth/libsynth.a" ] || { echo "bench/synth-diff.sh: no $1/synth/libsynth.a" >&2; exit 2; }
	gcc -O2 -I"$src/synth" "$here/synth-diff.c" "$1/synth/libsynth.a" \
		$(pkg-config --cflags --libs glib-2.0) -o "$2"
}
link "$build" "$tmp/new"
[ -z "${OLD_BUILD:-}" ] || link "$OLD_BUILD" "$tmp/old"

for spec in "$@"; do
	c=${spec%%:*} p=${spec#*:}
	git -C "$repo" show "$c^:$p" >"$tmp/pre.c"
	git -C "$repo" show "$c:$p" >"$tmp/post.c"
	echo "$c:$p ($(wc -l <"$tmp/pre.c") lines)"
	new=$("$tmp/new" "$tmp/pre.c" "$tmp/post.c" "$rounds")
	echo "  new: $new"
	if [ -n "${OLD_BUILD:-}" ]; then
		old=$("$tmp/old" "$tmp/pre.c" "$tmp/post.c" "$rounds")
		echo "  old: $old"
		awk -v o="$old" -v n="$new" 'BEGIN {
			split(o, a, " rounds "); split(a[2], x, " "); split(n, b, " rounds "); split(b[2], y, " ");
			match(o, /whole file [0-9.]+/); ow = substr(o, RSTART + 11, RLENGTH - 11);
			match(n, /whole file [0-9.]+/); nw = substr(n, RSTART + 11, RLENGTH - 11);
			printf "  items: old/new %.1fx; whole file: old %s s, new %s s\n",
				x[1] / (y[1] > 0 ? y[1] : 1e-6), ow, nw }'
	fi
done

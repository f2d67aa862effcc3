# SPDX-License-Identifier: GPL-2.0
# Sourced by the bench scripts: which binary a benchmark measures.
# bench_bin NAME VAR prints $VAR when set, else BUILD/bin/NAME with BUILD = $BENCH_BUILD or the
# build/ directory of the source tree (the one README's commands make), else NAME on PATH.  Never
# another build*/ directory: a stale sanitizer build there would be measured instead.

bench_bin() {
	eval "bin=\${$2:-}"
	if [ -z "$bin" ]; then
		bin=${BENCH_BUILD:-$(cd "$(dirname "$0")/.." && pwd)/build}/bin/$1
		[ -x "$bin" ] || bin=$(command -v "$1" 2>/dev/null || true)
	fi
	[ -n "$bin" ] && [ -x "$bin" ] || {
		echo "$(basename "$0"): no $1 binary (build it, or set $2 or BENCH_BUILD)" >&2
		exit 2
	}
	echo "$bin"
}

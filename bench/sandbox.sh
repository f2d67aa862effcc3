#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Measures libsandbox's overhead: the same Kbuild module build, bare (make run directly) and
# through `porter-sandbox build` (bwrap isolation when it works, else the fallback), N runs each,
# objects cleaned between runs; prints the medians and their ratio (goal: <= 1.10).
# usage: bench/sandbox.sh [-n RUNS] [-k KDIR] [-b BUILD_DIR] [-i require|none|auto]
set -eu

runs=7
kdir=
build=${PORTER_BUILD_DIR:-$(cd "$(dirname "$0")/.." && pwd)/build}
iso=auto
while getopts n:k:b:i: opt; do
	case $opt in
	n) runs=$OPTARG ;;
	k) kdir=$OPTARG ;;
	b) build=$OPTARG ;;
	i) iso=$OPTARG ;;
	*) echo "usage: $0 [-n RUNS] [-k KDIR] [-b BUILD_DIR] [-i require|none|auto]" >&2; exit 2 ;;
	esac
done
if [ -z "$kdir" ]; then
	kdir=$(ls -d /usr/src/linux-headers-6.1*-amd64 2>/dev/null | head -n 1)
fi
if [ -z "$kdir" ] || [ ! -f "$kdir/Makefile" ]; then
	echo "bench/sandbox.sh: no Kbuild tree (give one with -k KDIR)" >&2
	exit 2
fi
tool=$build/bin/porter-sandbox
if [ ! -x "$tool" ]; then
	echo "bench/sandbox.sh: $tool not built (cmake --build $build --target porter-sandbox)" >&2
	exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/porter-bench-sandbox.XXXXXX")
trap 'rm -rf "$work"' EXIT
# a module of a few functions, so that the compiler, not make's startup, dominates
{
	echo '#include <linux/module.h>'
	echo '#include <linux/slab.h>'
	echo '#include <linux/list.h>'
	echo '#include <linux/spi/spi.h>'
	i=0
	while [ $i -lt 40 ]; do
		echo "struct item$i { struct list_head l; int v; };"
		echo "int bench_f$i(struct list_head *h) { struct item$i *p; int s = 0;"
		echo "	list_for_each_entry(p, h, l) s += p->v; return s; }"
		echo "EXPORT_SYMBOL_GPL(bench_f$i);"
		i=$((i + 1))
	done
	echo 'MODULE_LICENSE("GPL");'
} >"$work/bench_mod.c"
echo 'obj-m := bench_mod.o' >"$work/Makefile"

now() { date +%s.%N; }
clean() { make -s -C "$kdir" M="$work" clean >/dev/null 2>&1 || true; }

bare=""
sbx=""
pairs=""
i=0
while [ $i -lt "$runs" ]; do
	clean
	t0=$(now)
	LC_ALL=C make -s -C "$kdir" M="$work" -j"$(nproc)" modules >/dev/null 2>&1
	t1=$(now)
	bare="$bare $(awk "BEGIN { print $t1 - $t0 }")"
	clean
	t0=$(now)
	"$tool" build --isolation "$iso" --mode kbuild "$work" "$kdir" >/dev/null 2>"$work/.status"
	t1=$(now)
	sbx="$sbx $(awk "BEGIN { print $t1 - $t0 }")"
	# adjacent runs share the machine's load of the moment: their ratio is steadier
	set -- $bare
	eval "b=\${$#}"
	set -- $sbx
	eval "s=\${$#}"
	pairs="$pairs $(awk "BEGIN { print $s / $b }")"
	i=$((i + 1))
done
clean
isolated=$(sed -n 's/.*isolated=\([01]\).*/\1/p' "$work/.status")

median() { printf '%s\n' $* | sort -n | awk '{ v[NR] = $1 } END { m = int((NR + 1) / 2);
	if (NR % 2) print v[m]; else print (v[m] + v[m + 1]) / 2 }'; }
# the fixed cost of one sandboxed run, on `true`
fixed() {
	t0=$(now)
	j=0
	while [ $j -lt 20 ]; do
		"$tool" run --isolation "$1" -- true 2>/dev/null
		j=$((j + 1))
	done
	awk "BEGIN { print ($(now) - $t0) / 20 * 1000 }"
}
fx_iso=$(fixed "$iso")
fx_none=$(fixed none)
mb=$(median $bare)
ms=$(median $sbx)
printf 'kernel:    %s\n' "$kdir"
printf 'runs:      %s (isolated=%s)\n' "$runs" "$isolated"
printf 'bare:      %.3f s (median; all:%s)\n' "$mb" "$bare"
printf 'sandboxed: %.3f s (median; all:%s)\n' "$ms" "$sbx"
printf 'per run of true: %.1f ms (isolation %s) vs %.1f ms (none)\n' "$fx_iso" "$iso" "$fx_none"
printf 'paired ratio:   %.3f (median of sandboxed/bare of adjacent runs)\n' "$(median $pairs)"
printf 'overhead ratio: %.3f\n' "$(awk "BEGIN { print $ms / $mb }")"

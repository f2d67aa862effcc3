#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The in-tree benchmark's CI slice (docs/eval.md, "The in-tree benchmark"): a few of the kernel's
# own drivers, both directions, ported by bench/intree.py with the kernel-pair pool less each
# case's own files, every fix judged against the kernel's other version of the file.  Skipped
# (exit 77, "SKIP: why") without the built kernel-pair history ($PORTER_KERNEL_PAIR) or the
# discovered cases ($PORTER_INTREE_CACHE, bench/intree-cases.py) or when these three are not among
# them yet, or without Debian's headers.
# Thresholds are the values measured on this slice less a margin: a regression fails it.
# INTREE_SLICE_ALSO_EXCLUDE="PATH..." leaves those paths' commits out of every pool too: the mutation
# check (docs/eval.md) that shows the slice fails when one of its agreeing fixes goes.
set -eu
die() {
	echo "FAIL: $*" >&2
	exit 1
}
kp=${PORTER_KERNEL_PAIR:-}
cache=${PORTER_INTREE_CACHE:-}
if test -z "$kp" || ! test -f "$kp/kernel-pair.db"; then
	echo "SKIP: PORTER_KERNEL_PAIR does not name a built kernel-pair history (corpora/kernel-pair.sh --out DIR)"
	exit 77
fi
if test -z "$cache" || ! ls "$cache"/cases-*.json >/dev/null 2>&1; then
	echo "SKIP: PORTER_INTREE_CACHE does not name discovered cases (bench/intree-cases.py --cache DIR)"
	exit 77
fi
for v in 6.1.*-amd64 6.12*-amd64; do
	k=$(ls -d /usr/src/linux-headers-$v 2>/dev/null | head -n 1)
	test -n "$k" && test -f "$k/Makefile" || {
		echo "SKIP: Debian's linux-headers-$v not installed (scripts/install-deps)"
		exit 77
	}
done
scratch=$(mktemp -d "${TMPDIR:-/tmp}/porter-t.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
porter=$(command -v porter) || die "porter not on PATH"

# The slice: cases of the baseline run (docs/eval.md) that porter fixed, agreeing and not, and
# one it leaves, both directions.
cases="fwd_drivers_iio_accel_adis16201.c fwd_drivers_watchdog_advantechwdt.c bwd_drivers_hwmon_ad7418.c"
args=()
for c in $cases; do
	args+=(--case "$c")
done
for x in ${INTREE_SLICE_ALSO_EXCLUDE:-}; do
	args+=(--also-exclude "$x")
done

# the slice's case folders laid out first (a cache whose discovery has not reached them skips)
python3 "${PORTER_SOURCE_DIR:?}/bench/intree.py" --cache "$cache" --kernel-pair "$kp" --no-discover \
	--porter "$porter" --out "$scratch/layout" --manifest-only "${args[@]}" >layout.out 2>layout.err || {
	if grep -q "no case named" layout.err; then
		echo "SKIP: the slice's cases are not among the discovered ones yet: $(tail -n 1 layout.err)"
		exit 77
	fi
	die "bench/intree.py --manifest-only: $(tail -n 3 layout.err)"
}
# the host: the cached case folders and the pool are read, never written
fp() {
	(cd "$1" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum) | sha256sum
}
before="$(fp "$cache/cases") $(fp "$kp/kernel-pair.git/refs") $(ls -l --time-style=+%s "$kp/kernel-pair.db" | cut -d' ' -f5,6)"
python3 "${PORTER_SOURCE_DIR:?}/bench/intree.py" --cache "$cache" --kernel-pair "$kp" --no-discover \
	--porter "$porter" --out "$scratch/run" --format json "${args[@]}" >table.json 2>run.err ||
	die "bench/intree.py: $(tail -n 5 run.err)"
after="$(fp "$cache/cases") $(fp "$kp/kernel-pair.git/refs") $(ls -l --time-style=+%s "$kp/kernel-pair.db" | cut -d' ' -f5,6)"
test "$before" = "$after" || die "the run changed the cached sources or the pool"

python3 - table.json "${MIN_FIXED:-3}" "${MIN_AGREES:-3}" "${MAX_WRONG:-0}" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))
min_fixed, min_agrees, max_wrong = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
o = t["scopes"]["overall"]
print("slice: %d cases, %d issues, %d fixed (%d agree, %d differ, %d wrong), %d clean, %d errors" % (
    o["cases"], o["issues"], o["fixed"], o.get("agrees", 0), o.get("differs", 0), o.get("wrong", 0),
    o.get("clean", 0), o.get("errors", 0)))
assert not o.get("errors"), "cases that did not run: %s" % o
assert o["fixed"] >= min_fixed, "fixed %d < %d" % (o["fixed"], min_fixed)
assert o.get("agrees", 0) >= min_agrees, "agreeing fixes %d < %d" % (o.get("agrees", 0), min_agrees)
assert o.get("wrong", 0) <= max_wrong, "wrong fixes %d > %d" % (o.get("wrong", 0), max_wrong)
PY
echo ok

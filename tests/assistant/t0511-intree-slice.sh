#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The in-tree benchmark's CI slice (docs/eval.md, "The in-tree benchmark"): a few of the kernel's
# own drivers, both directions, ported by bench/intree.py with a kernel-pair pool less each case's
# own files, every fix judged against the kernel's other version of the file.  The pool is a small
# one, built here from Debian's linux-source packages (corpora/kernel-pair.sh --code: the slice's
# folders and include/), and the cases are discovered here (bench/intree-cases.py --only), both
# kept in $PORTER_INTREE_SLICE_DIR (default: the build folder's intree-slice/) for the next run.
# Skipped (exit 77, "SKIP: why") only without Debian's kernel sources and headers.
# Thresholds are the values measured on this slice less a margin: a regression fails it.
# INTREE_SLICE_ALSO_EXCLUDE="PATH..." leaves those paths' commits out of every pool too: the mutation
# check (docs/eval.md) that shows the slice fails when one of its agreeing fixes goes.
# With QEMU and a static busybox the slice runs with --load-test (docs/load-test.md): each clean
# port's module is booted on its target's Debian image (6.1's fetched into $PORTER_TEST_CACHE),
# and the table must count them, name their verdicts and time them; INTREE_SLICE_LOAD_TEST=0
# leaves the load tests out.
set -eu
die() {
	echo "FAIL: $*" >&2
	exit 1
}
for v in 6.1.*-amd64 6.12*-amd64; do
	k=$(ls -d /usr/src/linux-headers-$v 2>/dev/null | head -n 1)
	test -n "$k" && test -f "$k/Makefile" || {
		echo "SKIP: Debian's linux-headers-$v not installed (scripts/install-deps)"
		exit 77
	}
done
for t in /usr/src/linux-source-6.1.tar.xz /usr/src/linux-source-6.12.tar.xz; do
	test -r "$t" || {
		echo "SKIP: $t not installed (scripts/install-deps)"
		exit 77
	}
done
porter=$(command -v porter) || die "porter not on PATH"
prequel=$(command -v prequel) || die "prequel not on PATH"

# The slice: cases that porter fixed on the small pool, agreeing and not, and one it leaves, both
# directions (docs/eval.md, "The CI slice").
cases="fwd:drivers/iio/accel/adis16201.c fwd:drivers/watchdog/advantechwdt.c bwd:drivers/hwmon/ad7418.c
	bwd:drivers/hwmon/adt7410.c"
dirs=drivers/iio/accel,drivers/watchdog,drivers/hwmon
root=${PORTER_INTREE_SLICE_DIR:-${PORTER_BUILD_DIR:?}/intree-slice}
mkdir -p "$root"
kp=$root/kernel-pair
cache=$root/intree
if ! test -f "$kp/kernel-pair.db"; then
	rm -rf "$kp"
	sh "${PORTER_SOURCE_DIR:?}/corpora/kernel-pair.sh" --out "$kp" --prequel "$prequel" \
		--code "$dirs" --headers include >"$root/kernel-pair.log" 2>&1 ||
		die "corpora/kernel-pair.sh: $(tail -n 3 "$root/kernel-pair.log")"
fi
only=()
for c in $cases; do
	only+=(--only "${c#*:}")
done
python3 "$PORTER_SOURCE_DIR/bench/intree-cases.py" --cache "$cache" --dirs "$dirs" "${only[@]}" \
	--jobs 2 >"$root/intree-cases.log" 2>&1 ||
	die "bench/intree-cases.py: $(tail -n 3 "$root/intree-cases.log")"

scratch=$(mktemp -d "${TMPDIR:-/tmp}/porter-t.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
args=()
for c in $cases; do
	grep -q "\"$c\"" "$cache"/cases-*.json || die "$c is no case (see $root/intree-cases.log)"
	args+=(--case "$c")
done
for x in ${INTREE_SLICE_ALSO_EXCLUDE:-}; do
	args+=(--also-exclude "$x")
done
load=()
if test "${INTREE_SLICE_LOAD_TEST:-1}" = 1 && command -v qemu-system-x86_64 >/dev/null &&
	test -x /bin/busybox; then
	load=(--load-test)
	# the 6.1 image is 70 MB to fetch: a cache shared by the test runs, never the user's
	export PORTER_CACHE_DIR=${PORTER_TEST_CACHE:-${TMPDIR:-/tmp}/porter-test-cache}
else
	echo "# no qemu-system-x86_64 or /bin/busybox (busybox-static): no load tests"
fi

# the slice's case folders laid out first (a cache whose discovery has not reached them skips)
python3 "${PORTER_SOURCE_DIR:?}/bench/intree.py" --cache "$cache" --kernel-pair "$kp" --no-discover \
	--porter "$porter" --out "$scratch/layout" --manifest-only "${args[@]}" >layout.out 2>layout.err || {
	die "bench/intree.py --manifest-only: $(tail -n 3 layout.err)"
}
# the host: the cached case folders and the pool are read, never written
fp() {
	(cd "$1" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum) | sha256sum
}
before="$(fp "$cache/cases") $(fp "$kp/kernel-pair.git/refs") $(ls -l --time-style=+%s "$kp/kernel-pair.db" | cut -d' ' -f5,6)"
python3 "${PORTER_SOURCE_DIR:?}/bench/intree.py" --cache "$cache" --kernel-pair "$kp" --no-discover \
	--porter "$porter" --out "$scratch/run" --format json "${args[@]}" ${load[@]+"${load[@]}"} \
	>table.json 2>run.err ||
	die "bench/intree.py: $(tail -n 5 run.err)"
after="$(fp "$cache/cases") $(fp "$kp/kernel-pair.git/refs") $(ls -l --time-style=+%s "$kp/kernel-pair.db" | cut -d' ' -f5,6)"
test "$before" = "$after" || die "the run changed the cached sources or the pool"

# measured: 6 issues, 5 fixed (4 agree, 1 differs), 3 clean (docs/eval.md); every agreeing fix
# counts, a fix that differs or a clean case may come and go by one
python3 - table.json "${MIN_FIXED:-4}" "${MIN_AGREES:-4}" "${MAX_WRONG:-0}" "${MIN_CLEAN:-2}" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))
min_fixed, min_agrees, max_wrong, min_clean = (int(a) for a in sys.argv[2:6])
o = t["scopes"]["overall"]
print("slice: %d cases, %d issues, %d fixed (%d agree, %d differ, %d wrong), %d clean, %d errors" % (
    o["cases"], o["issues"], o["fixed"], o.get("agrees", 0), o.get("differs", 0), o.get("wrong", 0),
    o.get("clean", 0), o.get("errors", 0)))
assert not o.get("errors"), "cases that did not run: %s" % o
assert o["fixed"] >= min_fixed, "fixed %d < %d" % (o["fixed"], min_fixed)
assert o.get("agrees", 0) >= min_agrees, "agreeing fixes %d < %d" % (o.get("agrees", 0), min_agrees)
assert o.get("wrong", 0) <= max_wrong, "wrong fixes %d > %d" % (o.get("wrong", 0), max_wrong)
assert o.get("clean", 0) >= min_clean, "clean cases %d < %d" % (o.get("clean", 0), min_clean)
PY
# every judged fix says how many choices of porter's it rests on: its semantic patch's
# "// Decision:" lines but "selected:" and "linked:", counted here from each case's report
python3 - "$scratch/run" <<'PY' || die "decisions: see above"
import glob, json, os, sys
run, n = sys.argv[1], 0
for shard in glob.glob(os.path.join(run, "shard-*.json")):
    for c in json.load(open(shard))["cases"]:
        rep = [json.load(open(p)) for p in glob.glob(os.path.join(run, "eval-*", c["name"], "report.json"))]
        issues = {"%s %s%s" % (i["kind"], i["symbol"], " " + i["container"] if i.get("container") else ""): i
                  for r in rep for i in r["issues"]}
        for j in c.get("judged") or []:
            i = issues.get(j["issue"])
            if i and i.get("fixed_by"):
                i = next((x for x in issues.values() if x.get("fixed_by") is None and
                          "%s %s" % (x["kind"], x["symbol"]) in i["fixed_by"]), i)
            if not i or not i.get("semantic_patch"):
                continue
            want = sum(1 for l in i["semantic_patch"].splitlines()
                       if l.startswith("// Decision: ") and
                       not l[13:].startswith(("selected:", "linked:")))
            assert j["decisions"] == want, (c["name"], j, want)
            n += 1
assert n, "no judged fix with a semantic patch to count"
print("decisions: %d judged fixes counted" % n)
PY
test ${#load[@]} = 0 && { echo ok; exit 0; }

# the load tests: every clean port tested, its verdict counted; forward ports boot the 6.12
# image in /boot, whose slice modules load (measured: both, in about 10 s each)
python3 - table.json "${MIN_LOADS_FORWARD:-1}" <<'PY' || die "load tests: $(cat table.json)"
import json, sys
t = json.load(open(sys.argv[1]))
for scope, s in sorted(t["scopes"].items()):
    lt = s["load_test"]
    print("slice %s: %d/%d clean ports load, %s s mean, %s s median: %s" % (
        scope, lt["loads"], lt["clean"], lt["seconds_mean"], lt["seconds_median"],
        ", ".join("%s %d" % kv for kv in sorted(lt["verdicts"].items()))))
    assert lt["clean"] == s.get("clean", 0) and lt["tested"] == lt["clean"], (scope, s)
    assert sum(lt["verdicts"].values()) == lt["tested"], (scope, lt)
    assert lt["loads"] == sum(n for v, n in lt["verdicts"].items()
                              if v in ("loaded-and-unloaded", "loaded-no-device")), (scope, lt)
    assert lt["seconds_mean"] is None or 0 < lt["seconds_mean"] < 240, (scope, lt)
assert t["scopes"]["forward"]["load_test"]["loads"] >= int(sys.argv[2]), t["scopes"]["forward"]
PY
# the guest booted its kernel unpacked once into the cache (PVH entry), not its bzImage
ls "$PORTER_CACHE_DIR"/pvh/vmlinuz-6.12*/vmlinux >/dev/null 2>&1 ||
	die "no unpacked 6.12 kernel in $PORTER_CACHE_DIR/pvh: $(ls -R "$PORTER_CACHE_DIR" | head)"
# the text table of the same shards has the load columns; with the load data taken out (a run
# of before --load-test) it has none
python3 "$PORTER_SOURCE_DIR/bench/intree.py" --cache "$cache" --kernel-pair "$kp" --no-discover \
	--porter "$porter" --out "$scratch/run" "${args[@]}" \
	$(for f in "$scratch"/run/shard-*.json; do echo --from-json "$f"; done) >table.md 2>retable.err ||
	die "bench/intree.py --from-json: $(tail -n 3 retable.err)"
python3 - table.json table.md <<'PY' || die "table.md: $(cat table.md)"
import json, sys
t = json.load(open(sys.argv[1]))
md = open(sys.argv[2]).read()
assert "| scope | loads | load s mean | load s median | load s max | verdicts |" in md, md
lt = t["scopes"]["overall"]["load_test"]
head = "| overall | %d/%d |" % (lt["loads"], lt["clean"])
row = [l for l in md.splitlines() if l.startswith(head)]
assert row, md
for v, n in lt["verdicts"].items():
    assert "%s %d" % (v, n) in row[0], (v, n, row)
PY
for f in "$scratch"/run/shard-*.json; do
	python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
for c in r["cases"]:
    c.pop("load_test", None)
json.dump(r, open(sys.argv[2], "w"))' "$f" "$scratch/old-${f##*/}"
done
python3 "$PORTER_SOURCE_DIR/bench/intree.py" --cache "$cache" --kernel-pair "$kp" --no-discover \
	--porter "$porter" --out "$scratch/run" "${args[@]}" \
	$(for f in "$scratch"/old-shard-*.json; do echo --from-json "$f"; done) >old.md 2>old.err ||
	die "bench/intree.py --from-json (no load data): $(tail -n 3 old.err)"
grep -q 'loads' old.md && die "a run without load tests has load columns: $(cat old.md)"
echo ok

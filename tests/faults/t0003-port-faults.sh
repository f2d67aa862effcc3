#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Faults around `porter port`, on the corpus's demo case:
#  - kill -9 at several moments of `porter port --apply`: the driver is either untouched or
#    fully ported, never half-written, and a rerun converges to what an uninterrupted run
#    gives, leaving no temporary file;
#  - spatch missing (an empty file bound over the configured spatch in a private mount
#    namespace): exit 3 and one line naming spatch;
#  - a corrupt index: exit 2 and one line naming the file;
#  - a 10 MB single-line source file: gcc-reduce and the port loop finish in bounded time, and
#    their output stays bounded (evidence and the final log keep the start of long lines).
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

spatch_path=$(command -v spatch) || die "spatch not installed"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo | head -n 1)
test -n "$name" || die "no demo case in $cases"

# the driver's files, .git excluded, as "sha256 path" lines
tree_sum() { fingerprint "$1"; }

# reference: an uninterrupted --apply
cp -r "$driver" ref
t0=$(date +%s.%N)
set +e
porter port --driver ref --kernel "$kernel" --db "$db" --build "$build" --apply \
	--format json >ref.json 2>ref.err
rc=$?
set -e
t1=$(date +%s.%N)
test $rc = 0 || die "uninterrupted --apply on $name: exit $rc: $(cat ref.err)"
tree_sum "$driver" >orig.sum
tree_sum ref >ported.sum
! cmp -s orig.sum ported.sum || die "--apply changed nothing in $name"
dur=$(awk "BEGIN { print $t1 - $t0 }")

# kill -9 at fractions of the uninterrupted run's duration, the last ones near its end; a killed
# porter cannot remove its work copy, so that goes under the scratch directory, not /tmp
mkdir killed-tmp
for frac in 0.1 0.3 0.5 0.7 0.85 0.95 0.99; do
	d=kill-$frac
	cp -r "$driver" "$d"
	TMPDIR=$scratch/killed-tmp porter port --driver "$d" --kernel "$kernel" --db "$db" \
		--build "$build" --apply >/dev/null 2>&1 &
	pid=$!
	sleep "$(awk "BEGIN { print $dur * $frac }")"
	kill -9 $pid 2>/dev/null || true
	wait $pid 2>/dev/null || true
	# the sources are as they were or fully ported; what --apply staged (NAME.porter-apply.tmp,
	# its journal) is not yet in place, and the next --apply finishes or removes it
	tree_sum "$d" | grep -v '\.porter-apply\.\(tmp\|journal\)$' >"$d.sum" || true
	cmp -s "$d.sum" orig.sum || cmp -s "$d.sum" ported.sum ||
		die "kill -9 at $frac of the run left $d half-written: $(diff orig.sum "$d.sum")"
	set +e
	porter port --driver "$d" --kernel "$kernel" --db "$db" --build "$build" --apply \
		>"$d.out" 2>"$d.err"
	rc=$?
	set -e
	test $rc = 0 || die "rerun after kill -9 at $frac: exit $rc: $(cat "$d.err")"
	tree_sum "$d" >"$d.sum"
	cmp -s "$d.sum" ported.sum || die "rerun after kill -9 at $frac differs from the reference"
	! find "$d" -name '*.porter-*' | grep -q . ||
		die "the rerun after kill -9 at $frac left temporary files: $(find "$d" -name '*.porter-*')"
done
echo "ok - kill -9 during --apply (run of ${dur}s): untouched or ported, reruns converge"

# spatch missing: libsandbox runs the spatch configure found (absolute path), so a PATH without
# it changes nothing; an empty file bound over it, in a private mount namespace, does.  (A PATH
# copy under /tmp would also hide the compilers from bwrap, whose /tmp is private.)
: >empty-spatch
cp -r "$driver" nospatch
set +e
unshare --mount --propagation private sh -c '
	mount --bind "$1" "$2" || exit 99
	shift 2
	exec "$1" port --driver "$2" --kernel "$3" --db "$4" --build "$5"' sh \
	"$scratch/empty-spatch" "$spatch_path" "$(command -v porter)" \
	nospatch "$kernel" "$db" "$build" >nospatch.out 2>nospatch.err
rc=$?
set -e
if test $rc = 99; then
	echo "SKIP: cannot bind over $spatch_path in a private mount namespace"
else
	test $rc = 3 || die "spatch missing: exit $rc, expected 3: $(cat nospatch.err)"
	test "$(grep -c . nospatch.err)" = 1 || die "spatch missing: not one line: $(cat nospatch.err)"
	grep -q "spatch" nospatch.err || die "spatch missing: message does not say so: $(cat nospatch.err)"
	echo "ok - spatch missing: exit 3: $(cat nospatch.err)"
fi

# a corrupt index
printf 'not a database at all\n%.0s' $(seq 100) >corrupt.db
set +e
porter port --driver "$driver" --kernel "$kernel" --db corrupt.db --build "$build" \
	>corrupt.out 2>corrupt.err
rc=$?
set -e
test $rc = 2 || die "corrupt index: exit $rc, expected 2: $(cat corrupt.err)"
test "$(grep -c . corrupt.err)" = 1 || die "corrupt index: not one line: $(cat corrupt.err)"
grep -q "corrupt.db" corrupt.err || die "corrupt index: file not named: $(cat corrupt.err)"
echo "ok - corrupt index: exit 2: $(cat corrupt.err)"

# a 10 MB single-line source file
mkdir big
python3 - big/big.c <<'EOF'
import sys
half = 5 * 1024 * 1024
open(sys.argv[1], "w").write("int f(void) { /*" + "x" * half + "*/ return missing_a +" +
                             " " * half + "missing_b; }\n")
EOF
(cd big && gcc -c -fsyntax-only -o /dev/null big.c) >/dev/null 2>big.log || true
test "$(stat -c %s big.log)" -gt 10000000 || die "gcc did not echo the long line"
t0=$(date +%s)
timeout 60 gcc-reduce --format json big.log >reduce.json 2>reduce.err ||
	test $? = 1 || die "gcc-reduce on the 10 MB line: $(head -c 300 reduce.err)"
t1=$(date +%s)
test $((t1 - t0)) -lt 30 || die "gcc-reduce took $((t1 - t0)) s on the 10 MB line"
test "$(stat -c %s reduce.json)" -lt 1048576 ||
	die "gcc-reduce's output on the 10 MB line is $(stat -c %s reduce.json) bytes (>= 1 MiB)"
grep -q missing_a reduce.json || die "gcc-reduce lost the issue: $(head -c 300 reduce.json)"
set +e
timeout 120 porter port --driver big --kernel "$kernel" --db "$db" \
	--build 'gcc -c -fsyntax-only -o /dev/null {src}/big.c' --format json >big.json 2>big.err
rc=$?
set -e
t2=$(date +%s)
test $rc = 1 || die "porter port on the 10 MB line: exit $rc, expected 1: $(head -c 300 big.err)"
test $((t2 - t1)) -lt 90 || die "porter port took $((t2 - t1)) s on the 10 MB line"
test "$(stat -c %s big.json)" -lt 4194304 ||
	die "porter port's report on the 10 MB line is $(stat -c %s big.json) bytes (>= 4 MiB)"
echo "ok - 10 MB line: gcc-reduce $((t1 - t0)) s, porter port $((t2 - t1)) s, exit 1"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter nightly --shard K/N and --merge (issue 39), as a CI matrix runs them: each shard in a
# workspace of its own, then their output folders downloaded into one and merged.  The shards
# partition the driver x kernel matrix (every run in exactly one), the merged JUnit has the
# unsharded night's test cases and the merged state its entries, the exit code is the same; a
# driver added to the config moves no other run; bad --shard values and a missing shard are
# one-line errors, exit 2.
. "$PORTER_TEST_DATA/lib.sh"
cd "$scratch"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
test -n "$name" || die "no demo case in $cases"
# config DRIVER...: a night over the DRIVERs (folders under $scratch), on the demo's kernel
config() {
	printf '[nightly]\nout = out\nstate = state.json\nkernel = %s\ndb = %s\nbuild = %s\n' \
		"$kernel" "$db" "$build"
	for d in "$@"; do
		printf '\n[driver %s]\ndriver = %s/%s\nmax-rounds = 1\n' "$d" "$scratch" "$d"
	done
}
drivers="b1 b2 b3 b4 b5 b6"
for d in $drivers b7; do
	mkdir "$d" && printf 'int %s_probe(void)\n{\n\treturn porter_test_no_such_%s + 1;\n}\n' \
		"$d" "$d" >"$d/$d.c" || die "cannot make $d"
done

# the night unsharded
mkdir all && config $drivers >all/n.ini &&
(cd all && porter nightly --config n.ini --junit junit.xml --quiet) >all.out 2>all.err && rc=0 || rc=$?
test $rc = 1 || die "unsharded: exit $rc, expected 1: $(cat all.err)"
echo "ok 1 - unsharded night"

# cases FILE...: the test case names of JUnit FILEs, one a line, sorted (duplicates kept)
cases() {
	python3 -c '
import sys, xml.etree.ElementTree as ET
for f in sys.argv[1:]:
    for c in ET.parse(f).iter("testcase"):
        print(c.get("name"))' "$@" | LC_ALL=C sort
}

# the three shards, each in its own workspace as CI jobs are
for k in 1 2 3; do
	mkdir "s$k" && config $drivers >"s$k/n.ini" &&
	(cd "s$k" && porter nightly --config n.ini --shard "$k/3" --quiet) >"s$k.out" 2>"s$k.err" &&
		rc=0 || rc=$?
	test $rc = 0 || test $rc = 1 || die "shard $k/3: exit $rc: $(cat "s$k.err")"
	test -f "s$k/out/shard-$k-of-3.json" && test -f "s$k/out/shard-$k-of-3.junit.xml" ||
		die "shard $k/3 left no shard files: $(ls "s$k/out")"
done
cases s1/out/shard-1-of-3.junit.xml s2/out/shard-2-of-3.junit.xml \
	s3/out/shard-3-of-3.junit.xml >sharded.names
cases all/junit.xml >all.names
test "$(wc -l <all.names)" = 6 || die "unsharded: not 6 cases: $(cat all.names)"
cmp -s all.names sharded.names || die "the shards do not partition the night: $(diff all.names sharded.names)"
for k in 1 2 3; do test "$(cases "s$k/out/shard-$k-of-3.junit.xml" | wc -l)" -lt 6; done ||
	die "one shard ran every driver"
echo "ok 2 - the shards partition the matrix"

# merged as a CI downloads the artifacts: the three output folders into one
mkdir -p m/out && config $drivers >m/n.ini && cp -r s1/out/. s2/out/. s3/out/. m/out/ &&
(cd m && porter nightly --config n.ini --merge out --junit junit.xml) >m.out 2>m.err && rc=0 || rc=$?
test $rc = 1 || die "merge: exit $rc, expected 1 as unsharded: $(cat m.err m.out)"
cases m/junit.xml >merged.names
cmp -s all.names merged.names || die "merged JUnit: $(diff all.names merged.names)"
python3 - all/state.json m/state.json all/junit.xml m/junit.xml <<'PY' || die "merged state or totals differ"
import json, sys, xml.etree.ElementTree as ET
a, b = (json.load(open(f))["drivers"] for f in sys.argv[1:3])
assert a == b, (a, b)
ta, tb = (ET.parse(f).getroot() for f in sys.argv[3:5])
for k in ("tests", "failures", "errors"):
    assert ta.get(k) == tb.get(k), (k, ta.get(k), tb.get(k))
PY
for d in $drivers; do test -f "m/out/$d/report.txt" || die "merge: no report of $d"; done
echo "ok 3 - merged JUnit and state equal the unsharded night's"

# a driver added (and listed first) moves no other run to another shard
for k in 1 2 3; do
	mkdir "t$k" && config b7 $drivers >"t$k/n.ini" &&
	(cd "t$k" && porter nightly --config n.ini --shard "$k/3" --quiet) >/dev/null 2>"t$k.err" ||
		test $? = 1 || die "shard $k/3 with b7: $(cat "t$k.err")"
	cases "s$k/out/shard-$k-of-3.junit.xml" >before.names
	cases "t$k/out/shard-$k-of-3.junit.xml" | grep -vx b7 >after.names || true
	cmp -s before.names after.names || die "adding b7 moved runs of shard $k: $(diff before.names after.names)"
done
test "$(cat t1/out/shard-1-of-3.junit.xml t2/out/shard-2-of-3.junit.xml \
	t3/out/shard-3-of-3.junit.xml | grep -c 'name="b7"')" = 1 || die "b7 not in exactly one shard"
echo "ok 4 - adding a driver moves no other run"

# bad values: one line naming the input, exit 2, nothing run
for bad in 0/3 4/3 3 x/y 1/0 "" 1/3/3; do
	porter nightly --config all/n.ini --shard "$bad" >bad.out 2>bad.err && rc=0 || rc=$?
	test $rc = 2 || die "--shard '$bad': exit $rc"
	test "$(wc -l <bad.err)" = 1 && grep -qF -- "--shard '$bad'" bad.err ||
		die "--shard '$bad': $(cat bad.err)"
done
# a shard missing from the merge
mkdir -p m2/out && config $drivers >m2/n.ini && cp -r s1/out/. s3/out/. m2/out/ &&
(cd m2 && porter nightly --config n.ini --merge out) >m2.out 2>m2.err && rc=0 || rc=$?
test $rc = 2 && grep -q 'shard 2/3 is missing' m2.err || die "merge without shard 2: $rc $(cat m2.err)"
echo "ok 5 - bad --shard and a missing shard are usage errors"

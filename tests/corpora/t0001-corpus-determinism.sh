#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# gen.py is deterministic: two runs give the same commit and tag hashes and the same manifest.
. "$(dirname "$0")/lib.sh"

test_expect_success 'two generations give identical refs and objects' '
	$GEN --out a >/dev/null &&
	$GEN --out b >/dev/null &&
	git -C a/minikernel for-each-ref --format="%(objectname) %(refname)" >refs.a &&
	git -C b/minikernel for-each-ref --format="%(objectname) %(refname)" >refs.b &&
	test -s refs.a &&
	cmp refs.a refs.b &&
	git -C a/minikernel rev-parse --all >all.a &&
	git -C b/minikernel rev-parse --all >all.b &&
	cmp all.a all.b &&
	grep -c refs/tags/v refs.a >ntags &&
	test "$(cat ntags)" -ge 12
'

test_expect_success 'manifests differ only in the output directory' '
	$GEN --out a >/dev/null &&
	$GEN --out b >/dev/null &&
	sed "s|$PWD/a/|OUT/|g" a/cases.json >a.json &&
	sed "s|$PWD/b/|OUT/|g" b/cases.json >b.json &&
	cmp a.json b.json &&
	diff -r a/trees b/trees &&
	diff -r a/drivers b/drivers
'

test_expect_success 'the build tree corpus has the same hashes as a fresh one' '
	$GEN --out fresh >/dev/null &&
	git -C fresh/minikernel rev-parse --all >fresh.refs &&
	git -C "$PORTER_CORPUS_DIR/minikernel" rev-parse --all >built.refs &&
	cmp fresh.refs built.refs
'

test_expect_success 'regenerating replaces the output directory atomically' '
	$GEN --out o >/dev/null &&
	echo stale >o/stale &&
	$GEN --out o >/dev/null &&
	test ! -e o/stale &&
	test ! -e o.tmp &&
	test ! -e o.old &&
	test -d o/minikernel/.git
'

test_done

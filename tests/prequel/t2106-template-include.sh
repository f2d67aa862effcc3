#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 37: the include kinds' templates.  The facts come from real Kbuild output against Debian's
# 6.12 headers (the reducer fixtures lostinc and movedinc, reduced by gcc-reduce with the tree):
# a platform driver that lost <linux/platform_device.h> asks for the commits that include it, not
# for its sixteen names one at a time; <asm/unaligned.h>, gone in 6.12, asks for the commits that
# replaced it by <linux/unaligned.h>, the header the tree's facts name.  Each query finds its
# commit and not a commit adding or replacing another include.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null && command -v gcc-reduce >/dev/null ||
	die "prequel or gcc-reduce not on PATH ($PATH)"
kdir=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | tail -1)
test -n "$kdir" || { echo "skip: no linux-headers-6.12 (scripts/install-deps)"; exit 77; }
data=${PORTER_SOURCE_DIR:?}/tests/reducer/data

# reduce_case NAME: gcc-reduce's JSON of the fixture's real log, into ./issues.json
reduce_case() {
	sed -n '/^<log>$/,/^<\/log>$/p' "$data/$1-6.12-json.case" | sed '1d;$d' >"$1.log"
	gcc-reduce --source "$data/modules/$1" --kernel "$kdir" --format json "$1.log" >issues.json \
		2>reduce.err || die "gcc-reduce: $(cat reduce.err)"
}

reduce_case lostinc
python3 -c 'import json,sys; d=json.load(open("issues.json")); sys.exit(len(d["issues"]) != 1)' ||
	die "not one issue: $(cat issues.json)"
template missing-include linux/platform_device.h add.pq
grep -q "^+ #include <linux/platform_device.h>$" add.pq || die "no include rule: $(cat add.pq)"
! grep -q "devm_kzalloc\|platform_get_irq" add.pq || die "a member is asked for: $(cat add.pq)"
echo "ok 1 - a lost implicit include gives one query, for the header"

reduce_case movedinc
template moved-include asm/unaligned.h moved.pq
grep -q "^include=linux/unaligned.h$" facts || die "no new header in the facts: $(cat facts)"
grep -q "^- #include <asm/unaligned.h>$" moved.pq && grep -q "^+ #include <linux/unaligned.h>$" moved.pq ||
	die "no replacement rule: $(cat moved.pq)"
prequel template moved-include symbol=asm/unaligned.h >old.pq || die "template without include="
grep -q "^- #include <asm/unaligned.h>$" old.pq && grep -q "^@ depends on after @$" old.pq ||
	die "no removal rule: $(cat old.pq)"
echo "ok 2 - a header the tree lacks gives the replacement the tree's facts name"

init_repo h
printf '#include <linux/module.h>\n#include <linux/of.h>\n\nstatic int a;\n' >a.c
printf '#include <linux/module.h>\n#include <asm/unaligned.h>\n\nstatic int b;\n' >b.c
printf '#include <linux/module.h>\n#include <asm/unaligned.h>\n\nstatic int c;\n' >c.c
git add -A && git commit -qm import
sed -i 's|^#include <linux/of.h>$|&\n#include <linux/slab.h>|' a.c
git commit -qam "a: include slab.h"
sed -i 's|^#include <linux/of.h>$|&\n#include <linux/platform_device.h>|' a.c
git commit -qam "a: include platform_device.h explicitly"
sed -i 's|asm/unaligned.h|asm-generic/unaligned.h|' c.c
git commit -qam "c: generic unaligned"
sed -i 's|asm/unaligned.h|linux/unaligned.h|' b.c
git commit -qam "b: the unaligned helpers moved"
cd ..
prequel index -q --db h.db h >/dev/null || die "prequel index"
prequel query --db h.db add.pq >add.txt || die "query failed: $(cat add.txt)"
grep -q "include platform_device.h explicitly" add.txt && ! grep -q "slab.h" add.txt ||
	die "the include commit is not the only hit: $(cat add.txt)"
prequel query --db h.db moved.pq >moved.txt || die "query failed: $(cat moved.txt)"
grep -q "the unaligned helpers moved" moved.txt && ! grep -q "generic unaligned" moved.txt ||
	die "the replacement commit is not the only hit: $(cat moved.txt)"
echo "ok 3 - each query finds its commit, not another include's"

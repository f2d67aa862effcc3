#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter port --compat on lkmpg's real chardev example (corpora/realworld/drivers/lkmpg_chardev,
# at the commit before its own class_create() fix) to Debian's 6.12 headers, --also-build 6.1.
# The index holds one real out-of-tree history, gasket-driver's class_create() fix 8aca235839fb
# (rebuilt as corpora/realworld/build.py does): an example to learn the change from, but no
# kernel header commit and no kernel version tag.  Before issue 39 the guard was the version range
# bounded by the two kernels, `>= 6.12 approximate`, wrong on 6.4-6.11; now it is a probe that
# Kbuild compiles against the kernel built for (t0034 checks its answers), and no version.  The
# result builds cleanly against both trees.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.1 6.12
rw=$PORTER_SOURCE_DIR/corpora/realworld
ex=$rw/examples/gasket-driver/8aca235839fb

export GIT_CONFIG_NOSYSTEM=1 GIT_COMMITTER_NAME='porter corpus' GIT_COMMITTER_EMAIL=corpus@porter.invalid
mkdir gasket && cp -r "$ex/base/." gasket/ &&
	git -C gasket init -q -b master && git -C gasket add -A &&
	GIT_AUTHOR_NAME='porter corpus' GIT_AUTHOR_EMAIL=corpus@porter.invalid \
	GIT_AUTHOR_DATE=2000-01-01T00:00:00Z GIT_COMMITTER_DATE=2000-01-01T00:00:00Z \
		git -C gasket commit -q -m "import gasket-driver files touched by 8aca235839fb" &&
	git -C gasket am -q --committer-date-is-author-date "$ex/commit.patch" ||
	die "cannot rebuild the gasket example"
prequel index --db gasket.db gasket >index.log 2>&1 || die "prequel index: $(cat index.log)"

cp -r "$rw/drivers/lkmpg_chardev" drv
porter-sandbox build --no-json drv "$old" >ref.out 2>&1 || die "chardev does not build on 6.1: $(cat ref.out)"
porter port --driver drv --kernel "$new" --db gasket.db --compat --also-build "$old" --apply \
	--out out --format json >port.json 2>port.err || die "porter port --compat: $(cat port.err)"
python3 - port.json <<'PY' || die "report: $(cat port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["exit_code"] == 0 and r["clean"] and r["applied"], r
assert r["issues_fixed"] >= 1 and r["issues_after"] == 0, r
PY
c=drv/chardev.c
grep -A4 -x '#ifdef HAVE_CLASS_CREATE' $c | grep -q 'class_create(THIS_MODULE, DEVICE_NAME)' ||
	die "no probe guard around class_create: $(diff "$rw/drivers/lkmpg_chardev/chardev.c" $c)"
! grep -E 'KERNEL_VERSION|approximate' $c || die "a version the pool cannot date: $(cat $c)"
grep -q -e '-DHAVE_CLASS_CREATE)$' drv/Makefile || die "no probe in the Makefile: $(cat drv/Makefile)"
for k in "$new" "$old"; do
	rm -rf b && cp -r drv b
	porter-sandbox build --no-json b "$k" >b.out 2>b.err ||
		die "the guarded driver does not build against $k: $(cat b.out b.err)"
	! grep -E 'warning:|error:' b.out b.err || die "warnings against $k: $(cat b.out b.err)"
done
grep -q 'Evidence for the guard (kbuild-probe)' out/patches/*.patch ||
	die "no kbuild-probe evidence in the series: $(cat out/patches/*.patch)"
echo "ok - lkmpg chardev to 6.12 with --compat: a Kbuild probe, builds on 6.12 and 6.1"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Links someone left in porter's output folder (issue 34, N6): `--out o` where o/patches is a
# link to a victim folder, where o/report.json is a link to a victim file, and a nightly's out
# folder whose driver folder is a link.  porter, running as root, must follow none: exit 2
# with one line naming the link, every victim file intact and no file of porter's in a victim
# folder.  The same port into a plain folder still writes its series.
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
cd "$scratch"

cp -r "$kbuild_src" drv &&
(cd drv && git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm init) ||
	die "cannot make the driver"

bad=0
fail() {
	echo "FAIL: $*" >&2
	bad=1
}
# port_into OUT LOG: porter port in review mode into OUT; its exit code in $rc
port_into() {
	rc=0
	porter port --driver drv --kernel "$new" --db "$db" --out "$1" >"$2.out" 2>"$2.err" || rc=$?
}

# o/patches -> v: a patch of the victim's must stay, none of porter's may land there
mkdir -p o v
echo keep >v/0001-important.patch
ln -s "$PWD/v" o/patches
port_into o dirlink
test $rc = 2 || fail "o/patches -> v: exit $rc, expected 2: $(tail -3 dirlink.err)"
test "$(grep -c . dirlink.err)" = 1 && grep -q "o/patches" dirlink.err ||
	fail "o/patches -> v: not one line naming o/patches: $(cat dirlink.err)"
test "$(cat v/0001-important.patch 2>/dev/null)" = keep ||
	fail "o/patches -> v: the victim's file was deleted or changed"
test "$(ls -A v)" = 0001-important.patch || fail "o/patches -> v: porter wrote into v: $(ls -A v)"

# o2/report.json -> victim.txt: the file stays as it was
mkdir o2
echo 'victim data' >victim.txt
ln -s "$PWD/victim.txt" o2/report.json
port_into o2 filelink
test $rc = 2 || fail "o2/report.json -> victim.txt: exit $rc, expected 2: $(tail -3 filelink.err)"
grep -q "o2/report.json" filelink.err ||
	fail "o2/report.json -> victim.txt: the link is not named: $(cat filelink.err)"
test "$(cat victim.txt)" = 'victim data' || fail "the victim file was changed: $(head -3 victim.txt)"
test -L o2/report.json || fail "o2/report.json -> victim.txt: the link was replaced"

# the nightly: night/drv -> vn
mkdir -p night vn
echo keep >vn/report.txt
ln -s "$PWD/vn" night/drv
cat >nightly.ini <<INI
[nightly]
out = night
state = state.json
kernel = $new
db = $db

[driver drv]
driver = drv
INI
rc=0
porter nightly --config nightly.ini >night.out 2>night.err || rc=$?
test $rc = 2 || fail "nightly, night/drv -> vn: exit $rc, expected 2: $(tail -3 night.err)"
grep -q "night/drv" night.err || fail "nightly: the link is not named: $(cat night.err)"
test "$(ls -A vn)" = report.txt && test "$(cat vn/report.txt)" = keep ||
	fail "nightly: porter wrote into vn: $(ls -A vn)"

# a plain folder: the series as always, no temporary file left
port_into plain plain
test $rc = 0 || fail "plain --out: exit $rc: $(tail -3 plain.err)"
ls plain/patches/0001-*.patch >/dev/null 2>&1 && test -s plain/series.mbox &&
	test -s plain/report.json || fail "plain --out: no series or report: $(ls -R plain)"
! ls -A plain plain/patches plain/cocci | grep -q '\.tmp$' ||
	fail "plain --out: temporary files left: $(ls -AR plain)"

test $bad = 0 || exit 1
echo "ok - links in --out and in the nightly's out are refused, their targets untouched"

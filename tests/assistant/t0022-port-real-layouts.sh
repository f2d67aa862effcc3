#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Real out-of-tree drivers as their repositories lay them out (issue 20), each ported by a real
# `porter port` against Debian's 6.12 headers with a real index: the example commits of
# corpora/realworld/examples, minus the driver's own repository's.
#  - tuxedo-keyboard (data/realdrivers/README.md): built as its dkms.conf says (MAKE[0] is
#    `make KDIR=/lib/modules/${kernelver}/build`, its own Makefile's target), five modules in src/
#    and src/tuxedo_io/; the class_create() call two folders down is fixed, the .remove callback
#    in its own header src/clevo_keyboard.h is found there (t0026 checks its fix);
#  - gasket-driver: no Makefile at its top, the Kbuild tree is src/; class_create() is fixed.
# Each series applies with `git am --empty=drop` on the driver's repository at the driver's commit:
# the test's own import, and the original repository when a mirror of it is on the machine.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
data=$PORTER_TEST_DATA/realdrivers
rw=$PORTER_SOURCE_DIR/corpora/realworld
mirrors=${PORTER_MIRRORS:-/work/.mirror}
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}

# --- tuxedo-keyboard: dkms.conf, several modules, code in src/ and src/tuxedo_io/ -----------
pool_index tux.db tuxedo-keyboard
import_repo tuxedo-keyboard "$data"
rc=0
porter port --driver tuxedo-keyboard --kernel "$new" --db tux.db --out tux-out --format json \
	>tux.json 2>tux.err || rc=$?
test $rc = 1 || die "tuxedo-keyboard: exit $rc: $(cat tux.err)"
grep -q "building as .*tuxedo-keyboard/dkms.conf says: make KERNELRELEASE=.* KDIR={kernel}$" tux.err ||
	die "dkms.conf's MAKE[0] was not followed: $(cat tux.err)"
python3 - tux.json <<'PY' || die "tuxedo-keyboard: $(cat tux.json)"
import json, re, sys
r = json.load(open(sys.argv[1]))
# as dkms runs it: KERNELRELEASE= the tree's release, then MAKE[0]
assert re.fullmatch(r"make KERNELRELEASE=6\.12\S* KDIR=\{kernel\}", r["build"]), r["build"]
by = {(i["symbol"], i["file"].removeprefix("./")): i for i in r["issues"]}
cc = by[("class_create", "src/tuxedo_io/tuxedo_io.c")]
assert cc["fixed"] and cc["patch_file"], cc
# the header's own issue is found where it is, in the driver's header
rm = [i for i in r["issues"] if i["file"].endswith("src/clevo_keyboard.h")]
assert rm and rm[0]["symbol"] == "remove", rm
assert not r["clean"] and r["issues_fixed"] >= 1, r
PY
grep -q '^+++ b/src/tuxedo_io/tuxedo_io.c' tux-out/series.mbox &&
	grep -q '^+.*class_create("tuxedo_io")' tux-out/series.mbox || die "$(cat tux-out/series.mbox)"
# base-commit is in the first mail: the patch, or the cover letter of two or more
cat tux-out/patches/*.patch | grep -q "^base-commit: $(git -C tuxedo-keyboard rev-parse HEAD)" ||
	die "no base-commit of the driver's HEAD: $(grep -h base-commit tux-out/patches/*.patch)"
am_on tux-out/series.mbox tuxedo-keyboard
orig=$mirrors/tuxedocomputers+tuxedo-keyboard/repo
if test -d "$orig"; then
	am_on tux-out/series.mbox "$orig" c51c01e3f2767a75e8b740264b4449c3e5a99638
	# the fix is the one the repository made itself (04112f6, guarded there)
	git -C am log -p --format= c51c01e3f276.. -- src/tuxedo_io/tuxedo_io.c |
		grep -q '^+.*class_create("tuxedo_io")' || die "$(git -C am log -p c51c01e3f276..)"
else
	echo "note: no mirror of tuxedo-keyboard at $orig: git am checked on the import only"
fi

# --- gasket-driver: the Kbuild tree is src/, the repository's top has no Makefile -----------
pool_index gasket.db gasket-driver
# the real-world eval's copy of gasket (flat, corpora/realworld/drivers/gasket) laid out as its
# repository is: LICENSE at the top, the Kbuild tree in src/
g=$scratch/layout/gasket-driver
mkdir -p "$g/src" && cp "$rw/drivers/gasket/LICENSE" "$g/" &&
	find "$rw/drivers/gasket" -maxdepth 1 -type f ! -name LICENSE -exec cp {} "$g/src/" \; ||
	die "cannot lay out gasket-driver"
import_repo gasket-driver "$scratch/layout"
rc=0
porter port --driver gasket-driver --kernel "$new" --db gasket.db --out gasket-out \
	--format json >gasket.json 2>gasket.err || rc=$?
test $rc = 1 || test $rc = 0 || die "gasket-driver: exit $rc: $(cat gasket.err)"
python3 - gasket.json <<'PY' || die "gasket-driver: $(cat gasket.json)"
import json, sys
r = json.load(open(sys.argv[1]))
cc = [i for i in r["issues"] if i["symbol"] == "class_create"]
assert cc and cc[0]["fixed"] and cc[0]["file"] == "src/gasket_core.c", cc
PY
grep -q '^+++ b/src/gasket_core.c' gasket-out/series.mbox || die "$(cat gasket-out/series.mbox)"
am_on gasket-out/series.mbox gasket-driver
orig=$mirrors/google+gasket-driver/repo
if test -d "$orig"; then
	am_on gasket-out/series.mbox "$orig" 97aeba584efd18983850c36dcf7384b0185284b3
else
	echo "note: no mirror of gasket-driver at $orig: git am checked on the import only"
fi
echo "ok - tuxedo-keyboard (dkms.conf, 5 modules) and gasket-driver (src/) ported, series apply"

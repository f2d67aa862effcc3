#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The input mistakes of issue 20, each an exit 2 with one line that names the user's path, never
# porter's work copy: Debian's unconfigured -common headers, a kernel dir without .config, one
# without Module.symvers, a dir that is no kernel tree, a driver with nothing for Kbuild to build,
# and a driver with uncommitted edits; none leaves an output folder behind.  -q prints no note.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

old=$(ls -d /usr/src/linux-headers-6.1.*-amd64 2>/dev/null | head -n 1)
common=$(ls -d /usr/src/linux-headers-6.1.*-common 2>/dev/null | head -n 1)
test -f "$old/Makefile" && test -d "$common" || die "Debian's 6.1 kernel headers are not installed"
src=$PORTER_TEST_DATA/kbuild/tmp117_cls
cp -r "$src" drv

# expect NAME PATTERN porter-args...: exit 2, one line on stderr matching PATTERN, no work copy
expect() {
	local name=$1 pattern=$2 rc=0
	shift 2
	porter port --db "$db" --out "out-$name" "$@" >"$name.out" 2>"$name.err" || rc=$?
	test $rc = 2 || die "$name: exit $rc, expected 2: $(cat "$name.err")"
	test "$(grep -vc '^porter: note:' "$name.err")" = 1 ||
		die "$name: more than one line: $(cat "$name.err")"
	grep -q "^error: .*$pattern" "$name.err" || die "$name: $(cat "$name.err")"
	! grep -qE '/porter-(drv|repo)-[A-Za-z0-9]{6}' "$name.err" ||
		die "$name: the message names porter's work copy: $(cat "$name.err")"
	# bad input loses nothing and leaves nothing: no output folder either
	! test -e "out-$name" || die "$name: the output folder out-$name was made"
}

# 1. Debian's -common half: named as such, with the configured dir beside it
expect common "$common is Debian's unconfigured -common half.*$old" --driver drv --kernel "$common"

# 2. and 3. a Kbuild tree without .config, then one without Module.symvers
mkdir k-noconfig k-nosymvers
for f in "$old"/*; do
	ln -s "$f" k-noconfig/
	test "${f##*/}" = Module.symvers || ln -s "$f" k-nosymvers/
done
ln -s "$old/.config" k-nosymvers/.config
expect noconfig "kernel dir k-noconfig has no .config" --driver drv --kernel k-noconfig
expect nosymvers "kernel dir k-nosymvers has no Module.symvers" --driver drv --kernel k-nosymvers

# 4. a dir that is no kernel tree
mkdir notakernel
expect notakernel "notakernel is neither a Kbuild tree" --driver drv --kernel notakernel

# 5. a driver with nothing for Kbuild to build, at its top or below
mkdir -p empty/docs && echo text >empty/docs/README
expect nothing "$scratch/empty: no Kbuild file or Makefile with obj- lines" --driver empty \
	--kernel "$old"

# 6. uncommitted edits in the driver's repository: refused, named, and nothing was built
mkdir repo && cp -r "$src" repo/drv
git -C repo init -q && git -C repo add . && git -C repo commit -qm import
echo '/* local */' >>repo/drv/tmp117_cls.c
expect dirty "repo/drv has uncommitted changes (tmp117_cls.c): commit or stash them" \
	--driver repo/drv --kernel "$old"

# --include-uncommitted: the edits are the series' first patch, based on the repository's HEAD
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
porter port --db "$db" --out out-incl --driver repo/drv --kernel "$old" --include-uncommitted \
	>incl.out 2>incl.err || die "--include-uncommitted: $(cat incl.err)"
grep -q "^base-commit: $(git -C repo rev-parse HEAD)" out-incl/series.mbox &&
	grep -q '^Subject: \[PATCH\] .*: uncommitted changes' out-incl/series.mbox &&
	grep -q '^+++ b/drv/tmp117_cls.c' out-incl/series.mbox ||
	die "--include-uncommitted: $(cat out-incl/series.mbox)"
git clone -q repo clean && git -C clean am -q --empty=drop "$PWD/out-incl/series.mbox" &&
	cmp clean/drv/tmp117_cls.c repo/drv/tmp117_cls.c ||
	die "the series does not apply on HEAD or does not give the edited file"
# -q: a driver in no git repository, with a dkms.conf that has no MAKE, says nothing but errors
# and warnings (no "porter: note:" of the series' paths or of the build)
cp -r "$src" quiet && printf 'PACKAGE_NAME=tmp117\nBUILT_MODULE_NAME[0]=tmp117_cls\n' >quiet/dkms.conf
rc=0
porter port --db "$db" --out out-quiet --driver quiet --kernel "$old" -q >quiet.out 2>quiet.err || rc=$?
test $rc -le 1 || die "-q: exit $rc: $(cat quiet.err)"
test -f out-quiet/report.json || die "-q: no report: $(cat quiet.err)"
! grep -q '^porter: note:' quiet.err || die "-q printed notes: $(cat quiet.err)"
rc=0
porter port --db "$db" --out out-loud --driver quiet --kernel "$old" >loud.out 2>loud.err || rc=$?
grep -q "^porter: note: .*quiet/dkms.conf has no MAKE\[0\]: Kbuild builds the driver, as dkms's default command does$" \
	loud.err || die "no note on dkms.conf without MAKE: $(cat loud.err)"
echo "ok - six input mistakes, each exit 2 with one line naming the user's path"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 37: a driver given as one module folder of a package whose dkms.conf and headers are
# above it.  ddcci-dkms (data/realdrivers/README.md, Debian's package as /usr/src holds it) has
# ddcci/ and ddcci-backlight/ beside include/linux/ddcci.h, each module's Makefile taking
# `ccflags-y := -I$(src)/../include`, and one dkms.conf at the top whose MAKE[0] is
# `make KVER=$kernelver -C ${dkms_tree}/${PACKAGE_NAME}/${PACKAGE_VERSION}/build`.
# `porter port --driver ddcci/ddcci` finds that dkms.conf one level up, copies the package into
# the work copy (nothing outside it, no link leading out), runs MAKE[0] in dkms.conf's folder with
# $kernelver bound to the --kernel tree's release, and reports the driver's own 6.12 issues by
# their names in ddcci/: the package's header is never one.  The user's tree is not written.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}
release=$(basename "$new" | sed 's/^linux-headers-//')

# a file beside the package, and a link of the package leading to it: neither may be copied
mkdir pkgs && echo 'secret outside the package' >pkgs/outside.h
import_repo ddcci "$PORTER_TEST_DATA/realdrivers" && mv ddcci pkgs/ &&
	ln -s ../../outside.h pkgs/ddcci/include/linux/outside.h
before=$(fingerprint pkgs)
rc=0
porter port --driver pkgs/ddcci/ddcci --kernel "$new" --db "$db" --max-rounds 1 --top 1 \
	--budget 120 --out out --format json >r.json 2>r.err || rc=$?
test $rc = 1 || die "exit $rc (1: issues left): $(cat r.err) $(head -c 4000 r.json)"
grep -q "building as .*pkgs/ddcci/dkms.conf says: make KERNELRELEASE=$release KVER=$release -C {src}$" \
	r.err || die "the package's dkms.conf one level up was not followed: $(cat r.err)"
grep -q "warning: .*include/linux/outside.h -> ../../outside.h: symbolic link left out" r.err ||
	die "the link leading out of the package was not left out: $(cat r.err)"
python3 - r.json <<'PY' || die "$(head -c 20000 r.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["issues_before"] >= 3 and not r["clean"], (r["issues_before"], r["clean"])
assert r.get("build_failure") is None, r["build_failure"]
files = {i["file"] for i in r["issues"]}
# named as in the folder the user gave, and only the driver's own code
assert files == {"ddcci.c"}, files
for i in r["issues"]:
    assert "ddcci.h" not in json.dumps(i) and i["kind"] not in ("missing-include", "other"), i
assert {"DEFINE_SEMAPHORE", "strlcpy"} <= {i["symbol"] for i in r["issues"]}, r["issues"]
PY
test "$(fingerprint pkgs)" = "$before" || die "the user's package was written"
echo "ok 1 - a module folder builds as its package's dkms.conf says, with the package's headers"

# outside a git repository, the same package is found the same way (its parent)
rm -rf pkgs/ddcci/.git
rc=0
porter port --driver pkgs/ddcci/ddcci --kernel "$new" --db "$db" --max-rounds 1 --top 1 \
	--budget 120 --out out2 --format json >r2.json 2>r2.err || rc=$?
test $rc = 1 || die "no repository: exit $rc: $(cat r2.err)"
grep -q "building as .*pkgs/ddcci/dkms.conf says" r2.err &&
	python3 -c 'import json,sys; r = json.load(open(sys.argv[1]))
assert {i["file"] for i in r["issues"]} == {"ddcci.c"}, r["issues"]' r2.json ||
	die "no repository: $(cat r2.err) $(head -c 4000 r2.json)"
echo "ok 2 - outside a repository, dkms.conf one level up"

# an error in the package's own header is found in the package's copy, named from the driver
sed -i '/^#include <linux\/cdev.h>$/a static int ddcci_broken = undeclared_in_package;' \
	pkgs/ddcci/include/linux/ddcci.h
grep -q "^static int ddcci_broken" pkgs/ddcci/include/linux/ddcci.h || die "no header line added"
rc=0
porter port --driver pkgs/ddcci/ddcci --kernel "$new" --db "$db" --max-rounds 1 --top 1 \
	--budget 60 --out out3 >r3.txt 2>r3.err || rc=$?
test $rc = 1 || die "broken header: exit $rc: $(cat r3.err)"
grep -q "^\[[0-9]*\] undefined-identifier undeclared_in_package" r3.txt &&
	grep -q "^    at \.\./include/linux/ddcci\.h:[0-9]*:[0-9]*$" r3.txt ||
	die "the package header's error is not named from the driver: $(head -c 4000 r3.txt)"
echo "ok 3 - an error in the package's own header is named from the driver's folder"

# --compat builds the guarded fix against every kernel from the package's copy too: its first
# build against 6.1 and each check of a guarded fix find the package's header (before, the copy
# held the module folder alone, and the guarded strlcpy fix was refused because 6.12 "got"
# moved-include linux/ddcci.h)
if test -n "$old" && test -f "$old/Makefile"; then
	sed -i '/^static int ddcci_broken/d' pkgs/ddcci/include/linux/ddcci.h
	rc=0
	porter port --driver pkgs/ddcci/ddcci --kernel "$new" --db "$db" --max-rounds 1 --top 1 \
		--budget 300 --compat --also-build "$old" --out out4 --format json >r4.json \
		2>r4.err || rc=$?
	test $rc = 1 || die "--compat: exit $rc: $(cat r4.err)"
	python3 - r4.json <<'PY' || die "$(head -c 20000 r4.json)"
import json, sys
r = json.load(open(sys.argv[1]))
s = [i for i in r["issues"] if i["symbol"] == "strlcpy"]
assert s, r["issues"]
c = s[0]["candidates"]
assert any(x["outcome"] == "fixed" for x in c), c
assert not any("ddcci.h" in (x["why"] or "") for x in c), c
PY
	grep -l "Built cleanly as before against $old" out4/patches/*strlcpy*.patch >/dev/null ||
		die "--compat: no guarded strlcpy fix built against $old: $(ls out4/patches)"
	echo "ok 4 - --compat builds every kernel from the package's copy"
else
	echo "ok 4 # skip Debian's 6.1 headers are not installed"
fi

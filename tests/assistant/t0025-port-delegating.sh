#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A real driver whose top Makefile delegates to a subfolder (issue 20), ported by a real
# `porter port` against Debian's 6.12 headers with a real index: DisplayLink/evdi at afbf80d83ab3
# (data/realdrivers/README.md), whose top Makefile runs `$(MAKE) -C module`.  porter follows it
# into module/, builds as module/dkms.conf says (dkms's KERNELRELEASE= on make's command line:
# module/Makefile's kernel dir is /lib/modules/$(KERNELRELEASE)/build) and meets two 6.12 API
# changes there:
#  - drm_mode_config_funcs lost .output_poll_changed (6.12): fixed from a kernel-pair commit of
#    drivers/gpu/drm/exynos kept with the test data (the pool holds no such change);
#  - platform_driver's .remove returns void (6.11): fixed from a kernel-pair commit that makes a
#    callback return void (prequel's return-type template, docs/eval.md): the callback is
#    defined in module/evdi_platform_dev.c and declared in the driver's evdi_platform_dev.h.
# The index is the example commits of corpora/realworld/examples, minus evdi's own, plus that
# one.  The series applies with `git am --empty=drop` at the repository's top (module/...): on the
# test's import and, when a mirror of it is on the machine, on DisplayLink/evdi itself.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
# module/dkms.conf's build reads /lib/modules/$(KERNELRELEASE)/build, as dkms would
rel=$(cat "$new/include/config/kernel.release" 2>/dev/null || basename "$new")
test "$(realpath "/lib/modules/$rel/build" 2>/dev/null)" = "$(realpath "$new")" || {
	echo "skip: /lib/modules/$rel/build is not $new (evdi's dkms build reads it)"
	exit 77
}
data=$PORTER_TEST_DATA/realdrivers
pool=$PORTER_SOURCE_DIR/corpora/realworld/examples
mirrors=${PORTER_MIRRORS:-/work/.mirror}
base=afbf80d83ab3feb707783e41b12f168f88f5bdc4
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}

# one repository per example commit (its pre-image, then the commit with git am, as
# corpora/realworld/build.py makes them), all indexed but evdi's own
for c in "$pool"/*/*/ "$data"/examples/*/*/; do
	o=$(basename "$(dirname "$c")")
	test "$o" = evdi && continue
	r=pool/$o-$(basename "$c")
	mkdir -p "$r" && git -C "$r" init -q
	test -d "$c/base" && cp -r "$c/base/." "$r/"
	git -C "$r" add -A && git -C "$r" commit -q --allow-empty -m import &&
		git -C "$r" am -q --committer-date-is-author-date "$c/commit.patch" ||
		die "cannot rebuild example $c"
	prequel index -q --db evdi.db --repo-name "$o-$(basename "$c")" "$r" >/dev/null ||
		die "prequel index $r"
done

cp -r "$data/evdi" evdi && git -C evdi init -q && git -C evdi add -A &&
	git -C evdi commit -qm "import evdi" || die "cannot import evdi"
# the layout under test: no obj- line at the top, the Kbuild tree is module/
grep -q '^obj-' evdi/Makefile && die "evdi's top Makefile has obj- lines"
grep -q '$(MAKE) -C module' evdi/Makefile || die "evdi's top Makefile does not delegate"

rc=0
porter port --driver evdi --kernel "$new" --db evdi.db --out out --format json >evdi.json \
	2>evdi.err || rc=$?
test $rc = 0 || die "evdi: exit $rc: $(cat evdi.err)"
grep -q "building as .*evdi/module/dkms.conf says: make KERNELRELEASE=6\.12.* all " evdi.err ||
	die "module/dkms.conf's MAKE[0] was not followed as dkms runs it: $(cat evdi.err)"
python3 - evdi.json <<'PY' || die "evdi: $(cat evdi.json)"
import json, sys
r = json.load(open(sys.argv[1]))
by = {(i["symbol"], i["file"].removeprefix("./")): i for i in r["issues"]}
assert sorted(by) == [("output_poll_changed", "module/evdi_modeset.c"),
		      ("remove", "module/evdi_platform_drv.c")], sorted(by)
poll = by[("output_poll_changed", "module/evdi_modeset.c")]
assert poll["fixed"] and poll["patch_file"], poll
assert "exynos_drm_fb.c" in json.dumps(poll["example"]), poll["example"]
rm = by[("remove", "module/evdi_platform_drv.c")]
assert rm["fixed"] and rm["patch_file"], rm
assert r["issues_fixed"] == 2 and r["clean"], r
PY
grep -q '^+++ b/module/evdi_modeset.c' out/series.mbox &&
	grep -q '^-.*\.output_poll_changed = NULL,' out/series.mbox ||
	die "$(cat out/series.mbox)"
# the callback the initializer names now returns void where it is defined and declared:
# evdi_platform_dev.c and the driver's own header evdi_platform_dev.h
grep -q '^+++ b/module/evdi_platform_dev.c' out/series.mbox &&
	grep -q '^+++ b/module/evdi_platform_dev.h' out/series.mbox &&
	test "$(grep -c '^+void evdi_platform_device_remove(struct platform_device \*pdev)' \
		out/series.mbox)" = 2 ||
	die "$(cat out/series.mbox)"
# base-commit is in the first mail: with two patches, the cover letter
grep -q "^base-commit: $(git -C evdi rev-parse HEAD)" out/patches/0000-cover-letter.patch ||
	die "no base-commit of the driver's HEAD: $(grep -h base-commit out/patches/*.patch)"

# am SERIES DIR [COMMIT]: the series applies with git am --empty=drop (past the cover letter) to DIR (at COMMIT)
am() {
	rm -rf am && git clone -q "$2" am && { test -z "${3:-}" || git -C am checkout -q "$3"; } &&
		git -C am am -q --empty=drop "$PWD/$1" || die "git am $1 on $2${3:+ at $3} failed"
}
am out/series.mbox evdi
orig=$mirrors/DisplayLink+evdi/repo
if test -d "$orig"; then
	am out/series.mbox "$orig" $base
	git -C am log --stat $base..HEAD | grep -q 'module/evdi_modeset.c' ||
		die "$(git -C am log -p $base..HEAD)"
else
	echo "note: no mirror of evdi at $orig: git am checked on the import only"
fi
echo "ok - evdi (top Makefile delegates to module/) ported: .output_poll_changed and .remove fixed, series applies"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A Realtek Wi-Fi driver as it is laid out (issue 20): morrownr/88x2bu at cd2b6cb, the commit
# before its own fix for 6.8, trimmed to two of its files (data/realdrivers/README.md), one of
# them three folders down (hal/rtl8822b/usb/), with a single Kbuild tree at the top and its code
# in subfolders.  Its obj- line is obj-$(CONFIG_RTL8822BU), which only its own Makefile's target
# sets: a plain Kbuild build builds nothing, and porter says so; with --make-arg
# CONFIG_RTL8822BU=m (and KBUILD_MODPOST_WARN=1, since the trimmed module leaves symbols
# undefined) strlcpy() in os_dep/linux/os_intfs.c is fixed against Debian's 6.12 headers with the
# corpus index (real mainline "use strscpy" commits), and the series applies with git am on the
# driver's repository at its commit.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
cp -r "$PORTER_TEST_DATA/realdrivers/88x2bu" rtl && git -C rtl init -q && git -C rtl add -A &&
	git -C rtl commit -qm "import 88x2bu" || die "cannot import the driver"
test -f rtl/hal/rtl8822b/usb/rtl8822bu_ops.c || die "the test data lost its deep file"

# nothing for this configuration: a clean-looking build that made no module is not clean
rc=0
porter port --driver rtl --kernel "$new" --db "$db" --out out0 >none.txt 2>none.err || rc=$?
test $rc = 1 && grep -q "Kbuild built no module in $scratch/rtl" out0/report.txt ||
	die "no module built: exit $rc: $(cat none.txt none.err)"

porter port --driver rtl --kernel "$new" --db "$db" --make-arg CONFIG_RTL8822BU=m \
	--make-arg KBUILD_MODPOST_WARN=1 --out out --format json >port.json 2>port.err ||
	die "port: $(cat port.err port.json)"
python3 - port.json <<'PY' || die "$(cat port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["exit_code"] == 0 and r["clean"], r
i = [i for i in r["issues"] if i["symbol"] == "strlcpy"]
assert len(i) == 1 and i[0]["fixed"] and i[0]["file"] == "os_dep/linux/os_intfs.c", i
PY
test "$(grep -c '^+.*strscpy(info->' out/series.mbox)" = 5 || die "$(cat out/series.mbox)"
rm -rf am && git clone -q rtl am && git -C am am -q --empty=drop "$PWD/out/series.mbox" ||
	die "git am on the import failed"
orig=${PORTER_MIRRORS:-/work/.mirror}/morrownr+88x2bu-20210702/repo
if test -d "$orig"; then
	rm -rf am && git clone -q "$orig" am && git -C am checkout -q cd2b6cbd9c8f &&
		git -C am am -q --empty=drop "$PWD/out/series.mbox" || die "git am on $orig at cd2b6cb failed"
else
	echo "note: no mirror of 88x2bu at $orig: git am checked on the import only"
fi
echo "ok - 88x2bu (code three folders deep): strlcpy fixed with --make-arg, series applies"

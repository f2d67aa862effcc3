#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 37: where declarations live.  Real `porter port` runs against Debian's 6.12 headers with
# a pool that has no include example (the minikernel index): the platform driver that lost its
# implicit <linux/platform_device.h> (tests/reducer/data/modules/lostinc: one missing-include
# issue for its sixteen diagnostics) and the module that includes <asm/unaligned.h>, gone in
# 6.12 (movedinc), are fixed from the target tree's facts alone, said as such, by a plain edit of
# their include lines; nothing is rewritten one name at a time.  A build that fails before the
# compiler says anything is reported as that, with its cause line, never as "0 issues".
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}
mods=$PORTER_SOURCE_DIR/tests/reducer/data/modules

import_repo lostinc "$mods"
rc=0
porter port --driver lostinc --kernel "$new" --db "$db" --out out --format json \
	>lost.json 2>lost.err || rc=$?
test $rc = 0 || die "lostinc: exit $rc (0: clean): $(cat lost.err) $(head -c 4000 lost.json)"
python3 - lost.json <<'PY' || die "$(head -c 20000 lost.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["issues_before"] == 1 and r["clean"], (r["issues_before"], r["clean"])
i = r["issues"][0]
assert (i["kind"], i["symbol"]) == ("missing-include", "linux/platform_device.h"), i
assert i["fixed"] and i["fixed_from"].startswith("from the target tree: "), i
assert "devm_kzalloc" in i["fixed_from"] and i["fixed_from"].endswith(
    "declared in linux/platform_device.h"), i["fixed_from"]
PY
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" lost.json ||
	die "lostinc: the report does not match the schema"
grep -q "^+#include <linux/platform_device.h>$" out/series.mbox &&
	test "$(grep -c '^[-+][^-+]' out/series.mbox)" = 1 ||
	die "not one added include line: $(cat out/series.mbox)"
tr '\n' ' ' <out/series.mbox | grep -q "from the target tree: devm_kzalloc, .* declared in linux/platform_device.h" &&
	grep -q "^Subject: \[PATCH\] lostinc: include linux/platform_device.h$" out/series.mbox ||
	die "the patch does not say what it does and where the header comes from: $(cat out/series.mbox)"
echo "ok 1 - a lost implicit include: one issue, fixed by the header the target tree names"

import_repo movedinc "$mods"
rc=0
porter port --driver movedinc --kernel "$new" --db "$db" --out out2 >moved.txt 2>moved.err || rc=$?
test $rc = 0 || die "movedinc: exit $rc: $(cat moved.err) $(cat moved.txt)"
grep -q "from the target tree: get_unaligned_le16, get_unaligned_be32 are declared in linux/unaligned.h" \
	moved.txt || die "no origin in the report: $(cat moved.txt)"
grep -q "^-#include <asm/unaligned.h>$" out2/series.mbox &&
	grep -q "^+#include <linux/unaligned.h>$" out2/series.mbox ||
	die "not the include replaced: $(cat out2/series.mbox)"
echo "ok 2 - a header gone from the target: replaced by the one that declares what the driver uses"

# a build that stops in make before any compiler runs
cp -r lostinc broken && rm -rf broken/.git && printf 'obj-m := lostinc.o\n$(error the package needs ../include)\n' >broken/Kbuild
git -C broken init -q && git -C broken add -A && git -C broken commit -qm import
rc=0
porter port --driver broken --kernel "$new" --db "$db" --out out3 --format json >broken.json 2>broken.err || rc=$?
test $rc = 1 || die "broken: exit $rc (1: not clean): $(cat broken.err)"
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" broken.json ||
	die "broken: the report does not match the schema"
python3 - broken.json <<'PY' || die "$(head -c 20000 broken.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert not r["clean"] and r["issues_before"] == 0, r
assert "the package needs ../include" in r["build_failure"], r["build_failure"]
PY
rc=0
porter port --driver broken --kernel "$new" --db "$db" --out out4 >broken.txt 2>&1 || rc=$?
grep -q "^summary: the build failed before compiling anything: .*the package needs ../include" broken.txt &&
	! grep -q "0 issue(s) before" broken.txt || die "not said as a failed build: $(cat broken.txt)"
echo "ok 3 - a build that fails before compiling is said so, with its cause line"

# the include kept, then a change spatch makes in the same file (a .remove made void from the
# real hac.c and xlnx_spdif.c conversions): the include edit leaves the work copy's file one the
# sandbox's spatch can still write
cp -r "$mods/lostinc" lostrm && rm -f lostrm/.gitignore
python3 - lostrm/lostinc.c <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
s = s.replace("static const struct of_device_id", """static int lostinc_remove(struct platform_device *pdev)
{
	platform_set_drvdata(pdev, NULL);
	return 0;
}

static const struct of_device_id""", 1)
s = s.replace("\t.probe = lostinc_probe,\n", "\t.probe = lostinc_probe,\n\t.remove = lostinc_remove,\n", 1)
open(p, "w").write(s)
PY
git -C lostrm init -q && git -C lostrm add -A && git -C lostrm commit -qm import
pool_index rm.db none kernel-pair/b972150065af kernel-pair/1aa7496715f9
rc=0
porter port --driver lostrm --kernel "$new" --db rm.db --out out5 --format json >rm.json 2>rm.err ||
	rc=$?
test $rc = 0 || die "lostrm: exit $rc (0: clean): $(cat rm.err) $(head -c 6000 rm.json)"
python3 - rm.json <<'PY' || die "$(head -c 20000 rm.json)"
import json, sys
r = json.load(open(sys.argv[1]))
kinds = sorted((i["kind"], i["symbol"], i["fixed"]) for i in r["issues"])
assert kinds == [("incompatible-init", "remove", True),
                 ("missing-include", "linux/platform_device.h", True)], kinds
PY
grep -q "^+static void lostinc_remove(struct platform_device \*pdev)$" out5/series.mbox &&
	grep -q "^+#include <linux/platform_device.h>$" out5/series.mbox ||
	die "not both changes in the series: $(cat out5/series.mbox)"
echo "ok 4 - after an include edit, spatch still writes the file for the next issue"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The broken call inside a real driver's own header is fixed there (issue 20): tuxedo-keyboard
# (data/realdrivers, tuxedocomputers/tuxedo-keyboard at c51c01e3f276) defines its platform
# drivers' .remove callbacks in src/clevo_keyboard.h and src/uniwill_keyboard.h, returning int
# where 6.11+ wants void.  A real `porter port` against Debian's 6.12 headers, with the index of
# corpora/realworld/examples less tuxedo's own commits, takes a kernel-pair commit that made
# another driver's remove() void (prequel's return-type template) and rewrites each header's
# definition (synth asks spatch for the driver's headers when a function's head changes).
# What remains is named exactly: examples the pool lacks.  The series applies with plain
# `git am` on the test data's import, and on the original repository at c51c01e3f276 when a
# mirror of it is on the machine.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
mirrors=${PORTER_MIRRORS:-/work/.mirror}
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}

pool_index tux.db tuxedo-keyboard
import_repo tuxedo-keyboard "$PORTER_TEST_DATA/realdrivers"
rc=0
porter port --driver tuxedo-keyboard --kernel "$new" --db tux.db --out out --format json \
	>tux.json 2>tux.err || rc=$?
test $rc = 1 || die "exit $rc (1: issues remain): $(cat tux.err)"
python3 - tux.json <<'PY' || die "$(head -c 20000 tux.json)"
import json, os, sys
r = json.load(open(sys.argv[1]))
norm = lambda f: f.removeprefix("./")
# each header's .remove: reported in the header, fixed there, by a patch of its own
for h in ("src/clevo_keyboard.h", "src/uniwill_keyboard.h"):
    hi = [i for i in r["issues"] if norm(i["file"]) == h]
    assert len(hi) == 1, (h, hi)
    i = hi[0]
    assert (i["kind"], i["symbol"], i["container"]) == \
        ("incompatible-init", "remove", "struct platform_driver"), i
    assert i["fixed"] and i["patch_file"], i
    p = open(os.path.join(r["out_dir"], i["patch_file"])).read()
    assert "+++ b/" + h in p, p
cc = [i for i in r["issues"] if i["symbol"] == "class_create"]
assert len(cc) == 1 and cc[0]["fixed"], cc
assert r["issues_fixed"] == 3, r["issues_fixed"]
# what remains, exactly: struct acpi_driver's .owner (6.8) and the Intel CPU model table's
# X86_MATCH_INTEL_FAM6_MODEL(MODEL) rows (6.10+), which no example of the pool changes
left = {}
for i in r["remaining"]:
    left.setdefault((i["kind"], norm(i["file"])), []).append(i)
assert set(left) == {("unknown-field", "src/clevo_acpi.c"),
                     ("undefined-function", "src/tuxedo_keyboard.c"),
                     ("undefined-identifier", "src/tuxedo_keyboard.c")}, sorted(left)
assert [i["symbol"] for i in left[("unknown-field", "src/clevo_acpi.c")]] == ["owner"]
assert [i["symbol"] for i in left[("undefined-function", "src/tuxedo_keyboard.c")]] == \
    ["X86_MATCH_INTEL_FAM6_MODEL"]
ids = left[("undefined-identifier", "src/tuxedo_keyboard.c")]
assert len(ids) == 63 and all(176 <= i["line"] <= 242 for i in ids), ids
assert r["issues_after"] == 65 and not r["clean"], r["issues_after"]
PY
for h in clevo uniwill; do
	grep -q "^+++ b/src/${h}_keyboard.h" out/series.mbox &&
		grep -q "^-static int ${h}_keyboard_remove(struct platform_device \*dev)" out/series.mbox &&
		grep -q "^+static void ${h}_keyboard_remove(struct platform_device \*dev)" out/series.mbox ||
		die "no fix of src/${h}_keyboard.h in the series: $(cat out/series.mbox)"
done
# base-commit is in the first mail: the patch, or the cover letter of two or more
cat out/patches/*.patch | grep -q "^base-commit: $(git -C tuxedo-keyboard rev-parse HEAD)" ||
	die "no base-commit of the driver's HEAD: $(grep -h base-commit out/patches/*.patch)"
echo "ok 1 - the .remove callbacks in src/clevo_keyboard.h and src/uniwill_keyboard.h fixed there"

# after_am: the headers' callbacks return void and nothing else of them is left to change
after_am() {
	for h in clevo uniwill; do
		grep -q "^static void ${h}_keyboard_remove(struct platform_device \*dev)$" \
			am/src/${h}_keyboard.h || die "src/${h}_keyboard.h after git am: $(cat am/src/${h}_keyboard.h)"
		! grep -q "^static int ${h}_keyboard_remove" am/src/${h}_keyboard.h ||
			die "src/${h}_keyboard.h keeps the int callback"
	done
}
am_on out/series.mbox tuxedo-keyboard
after_am
orig=$mirrors/tuxedocomputers+tuxedo-keyboard/repo
if test -d "$orig"; then
	am_on out/series.mbox "$orig" c51c01e3f2767a75e8b740264b4449c3e5a99638
	after_am
	echo "ok 2 - the series applies with git am on the import and on the original at c51c01e3f276"
else
	echo "ok 2 - the series applies with git am on the import (no mirror of tuxedo-keyboard at $orig)"
fi

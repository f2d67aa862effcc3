#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A backport that needs names the older kernel lacks: Debian's 6.12 axp20x_battery.c (real, its
# AXP717 support) against Debian's 6.1 headers, with a pool of one real example, the kernel-pair
# commit that brings include/linux/mfd/axp20x.h from 6.1 to 6.12.  The ten register names 6.1's
# header lacks are one issue each; porter carries their "#define"s as that commit wrote them into
# the driver, after its includes, each under #ifndef, in one patch that says where they come
# from, and the build is clean.  A forward port (no --backport) never carries a definition.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.1
real=$PORTER_TEST_DATA/realdrivers
ex=$real/examples/kernel-pair/fde366885587
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}

# the pool: the example commit on its pre-image, as corpora/realworld/build.py makes them
mkdir pool && git -C pool init -q && cp -r "$ex/base/." pool/ &&
	git -C pool add -A && git -C pool commit -qm import &&
	git -C pool am -q --committer-date-is-author-date "$ex/commit.patch" || die "cannot rebuild the example"
prequel index -q --db pool.db --repo-name kernel-pair pool >/dev/null || die "prequel index"
import_repo axp20x_battery "$real"

rc=0
porter port --driver axp20x_battery --kernel "$old" --backport --db pool.db --out out \
	--format json >port.json 2>port.err || rc=$?
test $rc = 0 || die "exit $rc (0: clean): $(cat port.err) $(head -c 4000 port.json)"
python3 - port.json <<'PY' || die "$(head -c 20000 port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["issues_before"] == 10 and r["clean"], (r["issues_before"], r["clean"])
kinds = {(i["kind"], i["symbol"][:7]) for i in r["issues"]}
assert kinds == {("undefined-identifier", "AXP717_")}, kinds
own = [i for i in r["issues"] if not i.get("fixed_by")]
assert len(own) == 1, [(i["symbol"], i.get("fixed_by")) for i in r["issues"]]
i = own[0]
assert i["fixed"] and i["fixed_from"].startswith("from example commit "), i
assert "include/linux/mfd/axp20x.h adds the definition" in i["fixed_from"], i["fixed_from"]
for o in r["issues"]:
    assert o["fixed"], o
PY
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" port.json ||
	die "the report does not match the schema"
# one patch: ten guarded definitions, each line as the example's header has it
grep -c '^Subject: ' out/series.mbox | grep -qx 1 || die "not one patch: $(grep '^Subject' out/series.mbox)"
grep -q "^Subject: \[PATCH\] axp20x_battery: define AXP717_[A-Z0-9_]* and 9 more names this kernel lacks$" \
	out/series.mbox || die "subject: $(grep '^Subject' out/series.mbox)"
test "$(grep -c '^+#ifndef AXP717_' out/series.mbox)" = 10 &&
	test "$(grep -c '^+#endif$' out/series.mbox)" = 10 || die "not ten guards: $(cat out/series.mbox)"
grep '^+#define ' out/series.mbox | sed 's/^+//' | while IFS= read -r l; do
	grep -qxF -- "$l" pool/include/linux/mfd/axp20x.h || die "not the example's line: $l"
done
test "$(grep -c '^+#define ' out/series.mbox)" = 10 || die "not ten definitions"
tr '\n' ' ' <out/series.mbox | grep -q 'Commit [0-9a-f]\{12\} ("include/linux/mfd/axp20x.h: changed between v6.1 and v6.12") added' ||
	die "the patch does not name the example: $(cat out/series.mbox)"
# the definitions go after the driver's last include, before its own defines
grep -A2 '^ #include <linux/mfd/axp20x.h>$' out/series.mbox | cut -c2- | tr '\n' '|' |
	grep -qF '#include <linux/mfd/axp20x.h>||/* include/linux/mfd/axp20x.h gained these in ' ||
	die "the block does not follow the includes: $(cat out/series.mbox)"
git -C axp20x_battery diff --quiet HEAD || die "the driver changed without --apply"

# an example whose subject is hostile (a newline, "From " after it, an escape byte): the mail
# keeps it on one line, the byte shown, no "From " line added
git clone -q pool hpool && git -C hpool commit -q --amend \
	-m "$(printf 'axp20x.h: new\nFrom evil@example.org Mon Jan  1 00:00:00 2001\n\033[31mred')" ||
	die "cannot amend the hostile example"
prequel index -q --db hpool.db --repo-name kernel-pair hpool >/dev/null || die "prequel index hpool"
porter port --driver axp20x_battery --kernel "$old" --backport --db hpool.db --out hout -q \
	>hport.txt 2>hport.err || die "hostile subject: $(cat hport.err)"
! grep -q '^From evil' hout/series.mbox || die "a From line came in: $(cat hout/series.mbox)"
! grep -q "$(printf '\033')" hout/series.mbox hport.txt ||
	die "an escape byte reached the mail or the report"

# the same driver ported forward (no --backport): no definition is ever carried
rc=0
porter port --driver axp20x_battery --kernel "$old" --db pool.db --out fwd --format json \
	>fwd.json 2>fwd.err || rc=$?
test $rc = 1 || die "forward: exit $rc (1: not clean): $(cat fwd.err)"
python3 - fwd.json <<'PY' || die "$(head -c 20000 fwd.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert not r["clean"] and not any(i["fixed"] for i in r["issues"]), r["issues"]
PY
exit 0

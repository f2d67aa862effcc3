#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A backport whose issue is a data object's declaration, not a function's (issue 38's
# "no-candidate" class): Debian's 6.12 sy7636a-hwmon.c (real) declares its channel table
# "static const struct hwmon_channel_info * const sy7636a_info[]" and gives it to struct
# hwmon_chip_info's .info, which 6.1 declares "const struct hwmon_channel_info **": GCC says
# "initialization discards 'const' qualifier" and names no type.  The template used to ask for a
# changed function head and found nothing; porter now reads in the driver that the value is an
# object, asks for the commits that changed that object's declaration from the driver's type,
# finds the one real example of the pool (kernel-pair's sparx5-temp.c between v6.1 and v6.12,
# whose only change is the same "const") and applies it backwards to the driver's own table: the
# result is, byte for byte, 6.1's sy7636a-hwmon.c, and the build is clean.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.1
real=$PORTER_TEST_DATA/realdrivers
ex=$real/examples/kernel-pair/2affd981ca2c
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}

# the pool: the example commit on its pre-image, as corpora/realworld/build.py makes them
mkdir pool && git -C pool init -q && cp -r "$ex/base/." pool/ &&
	git -C pool add -A && git -C pool commit -qm import &&
	git -C pool am -q --committer-date-is-author-date "$ex/commit.patch" || die "cannot rebuild the example"
prequel index -q --db pool.db --repo-name kernel-pair pool >/dev/null || die "prequel index"
import_repo sy7636a-hwmon "$real"

rc=0
porter port --driver sy7636a-hwmon --kernel "$old" --backport --db pool.db --out out \
	--format json >port.json 2>port.err || rc=$?
test $rc = 0 || die "exit $rc (0: clean): $(cat port.err) $(head -c 4000 port.json)"
python3 - port.json <<'PY' || die "$(head -c 20000 port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["issues_before"] == 1 and r["clean"], (r["issues_before"], r["clean"])
(i,) = r["issues"]
assert (i["kind"], i["symbol"], i["container"]) == \
    ("incompatible-init", "info", "struct hwmon_chip_info"), i
assert "discards 'const' qualifier" in i["message"], i["message"]
assert i["fixed"] and i["example"]["subject"].startswith("drivers/hwmon/sparx5-temp.c"), i
# the query asks for the object's declaration going the driver's way, bound to .info
q = i["query"]
assert "+ const struct hwmon_channel_info * const x\n- t x\n" in q, q
assert " .info = x\n" in q and "parameter list" not in q, q
PY
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" port.json ||
	die "the report does not match the schema"
git -C sy7636a-hwmon diff --quiet HEAD || die "the driver changed without --apply"
# one patch, one line: the table's declaration, the driver's own name kept
grep -c '^Subject: ' out/series.mbox | grep -qx 1 || die "not one patch: $(grep '^Subject' out/series.mbox)"
grep -qxF -- '-static const struct hwmon_channel_info * const sy7636a_info[] = {' out/series.mbox &&
	grep -qxF -- '+static const struct hwmon_channel_info *sy7636a_info[] = {' out/series.mbox ||
	die "not the table's declaration: $(cat out/series.mbox)"
# applied, the driver is 6.1's own file
am_on out/series.mbox sy7636a-hwmon
cmp am/sy7636a-hwmon.c "$real/intree/sy7636a-hwmon.c.6.1" ||
	die "not 6.1's sy7636a-hwmon.c: $(diff -u "$real/intree/sy7636a-hwmon.c.6.1" am/sy7636a-hwmon.c)"
exit 0

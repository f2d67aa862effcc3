#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 37: "a change made for a name that was a cascade of another is rolled back when its root
# is fixed" cannot arise once the reducer folds a cascade into its include (docs/design.md,
# "Cascades of a missing header"): no member of a fold is ever an issue of the loop, so none is
# queried, and no change is kept for one.  Checked on a real kernel 6.1 driver
# (data/realdrivers/README.md, intree/leds-cpcap): against Debian's 6.12 headers it has four
# diagnostics for three names (struct of_device_id; device_get_match_data and
# device_property_read_string), which 6.1's <linux/of_device.h> declared through its includes.
# porter reports two missing-include issues, tries only those, and its series adds two include
# lines and changes nothing else.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}

import_repo leds-cpcap "$PORTER_TEST_DATA/realdrivers/intree"
rc=0
porter port --progress --driver leds-cpcap --kernel "$new" --db "$db" --out out --format json \
	>r.json 2>r.err || rc=$?
test $rc = 0 || die "exit $rc (0: clean): $(cat r.err) $(head -c 4000 r.json)"
python3 - r.json <<'PY' || die "$(head -c 20000 r.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["clean"], r
got = sorted((i["kind"], i["symbol"], i["fixed"]) for i in r["issues"])
assert got == [("missing-include", "linux/mod_devicetable.h", True),
               ("missing-include", "linux/property.h", True)], got
PY
grep -q "4 diagnostic(s)" r.err || die "not the four diagnostics: $(cat r.err)"
# the rounds name the two folds and nothing else: no member is a root the loop tries
test "$(grep -c "round [0-9]*: " r.err)" = 2 &&
	! grep -E "round [0-9]*: .*(device_get_match_data|device_property_read_string|of_device_id)" \
		r.err | grep -v "round [0-9]*: missing-include" ||
	die "a cascade member was tried on its own: $(cat r.err)"
test "$(grep -c '^[-+][^-+]' out/series.mbox)" = 2 &&
	grep -qx "+#include <linux/mod_devicetable.h>" out/series.mbox &&
	grep -qx "+#include <linux/property.h>" out/series.mbox ||
	die "the series does more than the two includes: $(cat out/series.mbox)"
echo "ok 1 - a real driver's cascade: two includes tried and kept, no member queried or changed"

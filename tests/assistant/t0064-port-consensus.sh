#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Consensus (issue 38): three candidates make the same change, class_create() losing its module
# argument in 6.4, each with other changes of its file between v6.1 and v6.12 (kernel-pair
# 2ba8742ba964 fs/pstore/pmsg.c, 4808edf66841 drivers/pps/pps.c, c0d21b63eee1 fs/coda/psdev.c,
# corpora/realworld).  porter derives from all three before trying any, tries the rules they
# agree on first, and the reports say how many examples agreed and which.  The driver is lkmpg's
# chardev.c (corpora/realworld), built against Debian's 6.12 headers.
. "$PORTER_TEST_DATA/lib.sh"
. "$PORTER_TEST_DATA/example-repo.sh"

need_headers 6.12
kp=$PORTER_SOURCE_DIR/corpora/realworld/examples/kernel-pair
for h in 2ba8742ba964 4808edf66841 c0d21b63eee1; do
	example_repo "$kp/$h" "$scratch/ex-$h"
	prequel index --db "$scratch/ex.db" "$scratch/ex-$h" >"$scratch/index.log" 2>&1 ||
		die "prequel index: $(cat "$scratch/index.log")"
done
cp -r "$PORTER_SOURCE_DIR/corpora/realworld/drivers/lkmpg_chardev" "$scratch/drv"
porter port --driver "$scratch/drv" --kernel "$new" --db "$scratch/ex.db" --out "$scratch/out" \
	--format json >"$scratch/r.json" 2>"$scratch/e" ||
	die "porter port: exit $?: $(tail -5 "$scratch/e")"
python3 - "$scratch/r.json" <<'PY' || die "no consensus in the report: $(head -c 6000 "$scratch/r.json")"
import json, sys
r = json.load(open(sys.argv[1]))
i = [i for i in r["issues"] if i["symbol"] == "class_create"][0]
assert i["fixed"], i
c = i["consensus"]
assert c["agreed"] == 3, c
hashes = [x["hash"] for x in i["candidates"]]
assert sorted(c["examples"]) == sorted(hashes), (c, hashes)
assert c["outcome"] == "fixed" and c["why"] is None, c
assert c["patch_name"] == "consensus-3" == i["patch_name"], (c, i["patch_name"])
# the fix counts as the first agreeing candidate's; the others were not needed
assert i["example"]["hash"] == c["examples"][0], i["example"]
outcomes = {x["hash"]: x["outcome"] for x in i["candidates"]}
assert outcomes[c["examples"][0]] == "fixed", outcomes
assert "// Consensus: 3 examples agree" in i["semantic_patch"], i["semantic_patch"]
assert "+ class_create(me2)" in i["semantic_patch"], i["semantic_patch"]
assert "+    cls = class_create(DEVICE_NAME);" in i["diff"], i["diff"]
# pmsg.c's most specific derivation has a rule of its own: left out, and said so
pmsg = [x["hash"] for x in i["candidates"] if x["subject"].startswith("fs/pstore/pmsg.c")][0]
st = i["synth_stages"]
assert "of %s: left out, in 1 example" % pmsg[:12] in st, st
assert "\nconsensus: 3 examples, " in st and "\npair: " in st, st
PY
cmp -s "$PORTER_SOURCE_DIR/corpora/realworld/drivers/lkmpg_chardev/chardev.c" "$scratch/drv/chardev.c" ||
	die "the driver was changed without --apply"
grep -q '^    consensus: 3 examples agreed (.*): fixed$' "$scratch/out/report.txt" ||
	die "report.txt: $(cat "$scratch/out/report.txt")"
grep -q '^- consensus: 3 examples agreed (`' "$scratch/out/report.md" ||
	die "report.md: $(cat "$scratch/out/report.md")"
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" \
	"$scratch/out/report.json" || die "the report does not follow docs/report.md"
echo "ok 1 - three examples agree on class_create(): their consensus is tried first and kept"

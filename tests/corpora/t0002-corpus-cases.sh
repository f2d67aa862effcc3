#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Every case builds cleanly with real gcc against the tree it was written for, fails against its
# target, and the root issues of GCC's errors are exactly the expected ones of cases.json.
. "$(dirname "$0")/lib.sh"
M="$PORTER_CORPUS_DIR/cases.json"

test_expect_success 'cases.json has the demo and enough cases of each direction' '
	python3 -c "
import json, sys
m = json.load(open(\"$M\"))
c = m[\"cases\"]
demo = [x for x in c if x[\"demo\"]]
assert [x[\"name\"] for x in demo] == [\"lms501kf03\"], demo
assert demo[0][\"written_for\"] == \"v3.9\" and demo[0][\"target\"] == \"v4.6\"
assert sum(x[\"direction\"] == \"forward\" for x in c) >= 14
assert sum(x[\"direction\"] == \"backport\" for x in c) >= 4
assert sum(len(x[\"expected\"]) >= 2 for x in c) >= 5
for x in c:
    for k in (\"driver\", \"kernel\", \"kernel_written_for\"):
        assert x[k].startswith(\"/\"), (x[\"name\"], k)
    assert \"{kernel}\" in x[\"build\"] and \"{src}\" in x[\"build\"]
"
'

test_expect_success 'every out-of-tree driver has a Kbuild Makefile naming its objects' '
	for d in "$PORTER_CORPUS_DIR"/drivers/*/; do
		grep -q "^obj-m += " "$d/Makefile" || { echo "no obj-m in $d"; exit 1; }
	done
'

test_expect_success 'each case: clean for its own tree, expected root issues for its target' '
	$CHECK cases "$M"
'

test_expect_success 'the demo reports suspend and resume of struct spi_driver' '
	cmd=$(python3 -c "
import json
c = [x for x in json.load(open(\"$M\"))[\"cases\"] if x[\"demo\"]][0]
print(c[\"build\"].replace(\"{kernel}\", c[\"kernel\"]).replace(\"{src}\", c[\"driver\"]))") &&
	! sh -c "$cmd" 2>err &&
	grep "error: .struct spi_driver. has no member named .suspend." err &&
	grep "error: .struct spi_driver. has no member named .resume." err
'

test_expect_success 'the checker notices a wrong expectation' '
	python3 -c "
import json
m = json.load(open(\"$M\"))
m[\"cases\"] = [c for c in m[\"cases\"] if c[\"name\"] == \"mbox_nv\"]
m[\"cases\"][0][\"expected\"].pop()
json.dump(m, open(\"broken.json\", \"w\"))" &&
	! $CHECK cases broken.json >out &&
	grep "root issues differ" out
'

test_done

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# What a chain does not follow (issue 19), on v4l2loopback at the parent of 00eb0df20248 against
# Debian's 6.1 headers, with the real-world pool's two do_gettimeofday examples:
# - wireguard 741f76cdb3f3 replaces it by getnstimeofday64, which 6.1 lacks too: the step's query
#   finds no commit that replaces getnstimeofday64, and its reversed fallback finds 741f76cdb3f3
#   itself, whose reverse only undoes the step: a step never takes a commit of its own chain
#   again, so the step has no candidate and the chain is undone.
# - akvcam 6524ec450c85 replaces it by akvcam_get_timestamp(), a helper the same commit defines:
#   synth carries the helper's definition over with the change, as the driver's own (static,
#   vidioc_get_timestamp: v4l2loopback's prefix as porter reads it); the helper uses struct timespec,
#   which 6.1 lacks, so the step after it looks for that, and with these two examples only finds
#   none that applies: undone.  With akvcam f71e691c9685 in the pool too (it moves the helper to
#   timespec64), the step is fixed and so is do_gettimeofday.
. "$PORTER_TEST_DATA/lib.sh"
. "$PORTER_TEST_DATA/example-repo.sh"

need_headers 6.1
k=$old
rw=$PORTER_SOURCE_DIR/corpora/realworld
example_repo "$rw/examples/wireguard-linux-compat/741f76cdb3f3" "$scratch/wg"
example_repo "$rw/examples/akvcam/6524ec450c85" "$scratch/akvcam"
for r in wg akvcam; do
	prequel index --db "$scratch/ex.db" "$scratch/$r" >>"$scratch/index.log" 2>&1 ||
		die "prequel index: $(cat "$scratch/index.log")"
done
cp -r "$rw/drivers/v4l2loopback" "$scratch/drv"

set +e
porter port --driver "$scratch/drv" --kernel "$k" --db "$scratch/ex.db" --out "$scratch/out" \
	--format json >"$scratch/r.json" 2>"$scratch/e"
rc=$?
set -e
test $rc = 1 || die "exit $rc, expected 1 (not clean): $(tail -5 "$scratch/e")"
python3 - "$scratch/r.json" <<'PY' || die "wrong outcomes in the report"
import json, sys
r = json.load(open(sys.argv[1]))
d = {i["symbol"]: i for i in r["issues"]}["do_gettimeofday"]
assert not d["fixed"], d
cs = {c["subject"]: c for c in d["candidates"]}
wg = cs["global: switch from timeval to timespec"]
assert wg["outcome"] == "chain", wg
step = wg["chain"][0]
assert step["symbol"] == "getnstimeofday64", step
assert not any(c["hash"] == wg["hash"] for c in step["candidates"]), step["candidates"]
ak = cs["Added support for linux 5.0 (issue #3)."]
assert ak["outcome"] == "chain", ak
step = ak["chain"][0]  # in the helper carried over with the change
assert step["symbol"] == "struct timespec" and step["function"] == "vidioc_get_timestamp", step
assert not step["fixed"], step
PY
echo "ok 1 - a step skips its own chain's commit; a helper the example defines is carried over"

example_repo "$rw/examples/akvcam/f71e691c9685" "$scratch/akvcam2"
prequel index --db "$scratch/ex.db" "$scratch/akvcam2" >>"$scratch/index.log" 2>&1 ||
	die "prequel index: $(cat "$scratch/index.log")"
rm -rf "$scratch/drv" "$scratch/out"
cp -r "$rw/drivers/v4l2loopback" "$scratch/drv"
set +e
porter port --driver "$scratch/drv" --kernel "$k" --db "$scratch/ex.db" --out "$scratch/out" \
	--format json >"$scratch/r2.json" 2>"$scratch/e"
rc=$?
set -e
test $rc = 1 || die "exit $rc, expected 1 (VFL_TYPE_GRABBER has no example here): $(tail -5 "$scratch/e")"
python3 - "$scratch/r2.json" <<'PY' || die "do_gettimeofday not fixed by the chain"
import json, sys
r = json.load(open(sys.argv[1]))
d = {i["symbol"]: i for i in r["issues"]}["do_gettimeofday"]
assert d["fixed"], d
c = [c for c in d["candidates"] if c["outcome"] == "fixed"][0]
assert c["subject"] == "Added support for linux 5.0 (issue #3).", c
step = c["chain"][0]
assert step["symbol"] == "struct timespec" and step["fixed"], step
assert step["example"]["subject"].startswith("Update to support 5.6 kernel"), step["example"]
PY
echo "ok 2 - with the example that retypes the helper, the chain finishes"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter eval on bad input: usage errors, unreadable and malformed manifests, missing fields,
# unknown Corpus-Ids, an unknown --case: exit 2 and one line naming the file and the place
# (FILE:LINE:COL for syntax, FILE: cases[N].field for fields).  A case whose driver is missing
# is reported in the table and fails the run with 2 while the other cases still run.
. "$PORTER_TEST_DATA/lib.sh"
cd "$scratch"

# expect CODE PATTERN ARGS...: porter eval's exit code and its one stderr line
expect() {
	local code=$1 pat=$2 rc
	shift 2
	set +e
	porter eval "$@" >out 2>err
	rc=$?
	set -e
	test $rc = "$code" || die "porter eval $*: exit $rc, expected $code: $(cat out err)"
	test "$(grep -c . err)" = 1 || die "porter eval $*: expected one line on stderr: $(cat err)"
	grep -q -- "$pat" err || die "porter eval $*: stderr lacks '$pat': $(cat err)"
}

expect 2 "cases is required"
expect 2 "unexpected argument 'x'" --cases "$cases" x
expect 2 "expected text or json" --cases "$cases" --format markdown
expect 2 "^error: cannot read nope.json: " --cases nope.json

printf '{\n  "cases": [\n   {"driver": "d",, }\n  ]\n}\n' >syntax.json
expect 2 "^error: syntax.json:3:" --cases syntax.json
printf '[1, 2]\n' >array.json
expect 2 "^error: array.json: top level: expected a JSON object" --cases array.json
printf '{"cases": {}}\n' >cases-obj.json
expect 2 'cases-obj.json: top level: "cases" must be an array' --cases cases-obj.json
printf '{"cases": [{"driver": "d", "kernel": "k"}, {"kernel": "k"}]}\n' >nodriver.json
expect 2 'nodriver.json: cases\[1\]: missing "driver"' --cases nodriver.json
printf '{"cases": [{"driver": 5, "kernel": "k"}]}\n' >type.json
expect 2 'type.json: cases\[0\]: "driver" must be a string' --cases type.json
printf '{"cases": [{"driver": "d", "kernel": "k", "direction": "sideways"}]}\n' >dir.json
expect 2 "dir.json: cases\[0\]: \"direction\" is 'sideways'" --cases dir.json
printf '{"cases": [{"driver": "d", "kernel": "k", "exclude_paths": ["a", 3]}]}\n' >xp.json
expect 2 "xp.json: cases\[0\]: \"exclude_paths\" must be an array of strings" --cases xp.json
printf '{"cases": [{"driver": "d", "kernel": "k", "reference_dir": 7}]}\n' >ref.json
expect 2 "ref.json: cases\[0\]" --cases ref.json
printf '{"cases": [{"name": "a", "driver": "d", "kernel": "k"}, {"name": "a", "driver": "d", "kernel": "k"}]}\n' >dup.json
expect 2 "dup.json: cases\[1\]: name 'a' already used by cases\[0\]" --cases dup.json
printf '{"cases": [{"driver": "d", "kernel": "k", "expected": [{"kind": "unknown-field", "symbol": "s", "examples": ["no-such-id"]}]}]}\n' >ids.json
expect 2 "ids.json: cases\[0\].expected\[0\].examples\[0\]: unknown Corpus-Id 'no-such-id'" --cases ids.json
# an id unknown to the minikernel's trailers too
python3 - "$cases" <<'EOF' >ids2.json
import json, sys
m = json.load(open(sys.argv[1]))
m["corpus_ids"] = {}
m["cases"] = [m["cases"][0]]
m["cases"][0]["expected"][0]["examples"].append("not-in-history")
json.dump(m, sys.stdout)
EOF
expect 2 "unknown Corpus-Id 'not-in-history'" --cases ids2.json
printf '{"cases": [{"name": "a", "driver": "d", "kernel": "k"}]}\n' >one.json
expect 2 "one.json: no case named 'b'" --cases one.json --case b
printf 'x\377y' >binary.json
expect 2 "^error: binary.json:1:2: not UTF-8" --cases binary.json

# a case whose driver is gone: reported, the others still run
python3 - "$cases" <<'EOF' >gone.json
import json, sys
m = json.load(open(sys.argv[1]))
c = dict(m["cases"][0])
c["name"] = "gone"
c["driver"] = "/nonexistent/driver"
m["cases"] = [c, m["cases"][0]]
json.dump(m, sys.stdout)
EOF
set +e
porter eval --cases gone.json --format json >gone.out 2>gone.err
rc=$?
set -e
test $rc = 2 || die "missing driver: exit $rc, expected 2: $(cat gone.err)"
grep -q "case gone: cannot read driver /nonexistent/driver" gone.err ||
	die "missing driver not named: $(cat gone.err)"
python3 - gone.out <<'EOF' || die "missing driver: wrong JSON: $(cat gone.out)"
import json, sys
r = json.load(open(sys.argv[1]))
gone, real = r["cases"]
assert gone["error"] and gone["issues"] is None and gone["time"]["build"] is None, gone
assert real["error"] is None and real["issues"] >= 1, real
assert r["total"]["errors"] == 1 and r["total"]["cases"] == 2, r["total"]
EOF
echo "ok - porter eval: bad input gives exit 2 and one line naming the place"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter port --explain on the demo case: for each example tried, what synth's four stages made of
# it (pair, generalize, select, emit) on stderr, the emit stage's decisions being the .cocci's
# "// Decision:" lines; the JSON report keeps the stages of the patch that fixed each issue.
# Without --explain stderr has none of it; the driver is left as it was either way.
. "$PORTER_TEST_DATA/lib.sh"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
test -n "$name" || die "no demo case in $cases"
# review mode writes its default output folder into the working directory
cd "$scratch"
cp -r "$driver" "$scratch/drv"
before=$(fingerprint "$scratch/drv")

porter port --driver "$scratch/drv" --kernel "$kernel" --db "$db" --build "$build" --explain \
	--format json --out "$scratch/out" >"$scratch/r.json" 2>"$scratch/err" ||
	die "explain: porter failed: $(cat "$scratch/err")"
grep -q '^porter: synth stages of [0-9a-f]\{12\}-specific for unknown-field suspend at ' \
	"$scratch/err" || die "explain: no stages header: $(cat "$scratch/err")"
for stage in '^specific variant, from .*\.c of the example$' '^pair: [0-9]* items before, ' \
	'^generalize: example prefix "' "^select: the issue's words: .suspend$" \
	"^  the container's initializer: " '^emit: [0-9]* rules: r1' '^  decision: '; do
	grep -q "$stage" "$scratch/err" || die "explain: no line matching $stage"
done
echo "ok 1 - --explain prints the four stages of each patch derived"

python3 - "$scratch/r.json" "$scratch/out/cocci" <<'PY' || die "explain: JSON report without the stages"
import json, os, sys
r = json.load(open(sys.argv[1]))
fixed = [i for i in r["issues"] if i.get("semantic_patch")]
assert fixed, "no issue with a semantic patch"
for i in fixed:
    st = i["synth_stages"]
    for s in ("\npair: ", "\ngeneralize: ", "\nselect: ", "\nemit: "):
        assert s in st, (s, st)
    # the decisions of the emit stage are the .cocci's "// Decision:" lines
    for line in i["semantic_patch"].splitlines():
        if line.startswith("// Decision: "):
            assert "  decision: " + line[len("// Decision: "):] + "\n" in st, line
PY
echo "ok 2 - the JSON report keeps each fix's stages, whose decisions are the .cocci's"

porter port --driver "$scratch/drv" --kernel "$kernel" --db "$db" --build "$build" \
	--format json >/dev/null 2>"$scratch/err2" || die "plain: porter failed: $(cat "$scratch/err2")"
! grep -q 'synth stages\|^pair: \|^emit: ' "$scratch/err2" || die "plain: stages printed without --explain"
test "$(fingerprint "$scratch/drv")" = "$before" || die "the driver was changed in review mode"
echo "ok 3 - no stages without --explain; the driver untouched"

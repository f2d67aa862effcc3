#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter eval on corpus cases (one forward, one backport): its scores agree with `porter port`'s
# own JSON report of the same case and with the manifest's expectations, resolved here
# independently (Corpus-Id trailers read with git log); times are the loop's, index is null
# when the database existed and measured when eval had to build it; a manifest without
# expectations is still scored on fixed issues and clean builds; text output has the table.
. "$PORTER_TEST_DATA/lib.sh"
cd "$scratch"

read -r fwd back < <(python3 - "$cases" <<'EOF'
import json, sys
cs = json.load(open(sys.argv[1]))["cases"]
f = [c["name"] for c in cs if c["direction"] == "forward" and c.get("demo")] or \
    [c["name"] for c in cs if c["direction"] == "forward"]
b = [c["name"] for c in cs if c["direction"] == "backport"]
print(f[0], b[0] if b else f[0])
EOF
)
test -n "$fwd" || die "no forward case in $cases"

porter eval --cases "$cases" --case "$fwd" --case "$back" --format json >eval.json 2>eval.err ||
	test $? = 1 || die "porter eval failed: $(cat eval.err)"

# the reference: porter port on the same cases, and the trailers of the minikernel history
while IFS=$'\t' read -r name driver kernel build direction; do
	b=
	test "$direction" = backport && b=--backport
	set +e
	porter port --driver "$driver" --kernel "$kernel" --db "$db" --build "$build" $b \
		--format json >"port-$name.json" 2>"port-$name.err"
	rc=$?
	set -e
	test $rc -le 1 || die "porter port $name: exit $rc: $(cat "port-$name.err")"
	# the pristine driver's issues, by the case's build and gcc-reduce
	cp -r "$driver" "src-$name"
	line=$(build_line "$build" "$kernel" "$scratch/src-$name")
	(cd "src-$name" && sh -c "$line") >"build-$name.log" 2>&1 || true
	gcc-reduce --source "src-$name" --kernel "$kernel" --format json "build-$name.log" \
		>"first-$name.json" 2>"reduce-$name.err" || test $? = 1 ||
		die "gcc-reduce $name: $(cat "reduce-$name.err")"
done < <(case_fields "$fwd"; test "$back" = "$fwd" || case_fields "$back")
git -C "$corpus/minikernel" log --all --format='%H %(trailers:key=Corpus-Id,valueonly,separator=%x2C)' \
	>trailers.txt

python3 - "$cases" eval.json trailers.txt "$fwd" "$back" <<'EOF' || die "scores disagree"
import json, sys
manifest, ev, trailers, names = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
m = {c["name"]: c for c in json.load(open(manifest))["cases"]}
ids = {}
for line in open(trailers):
    parts = line.split()
    if len(parts) == 2:
        for i in parts[1].split(","):
            ids[i] = parts[0]
r = json.load(open(ev))
got = {c["name"]: c for c in r["cases"]}
assert sorted(got) == sorted(set(names)), got.keys()
tot = dict(issues=0, fixed=0, found=0, rank1=0, clean=0)
for name in set(names):
    c, p, exp = got[name], json.load(open("port-%s.json" % name)), m[name].get("expected", [])
    assert c["error"] is None, c
    # the same loop on the same input: the same counts
    assert c["issues"] == p["issues_before"], (name, c["issues"], p["issues_before"])
    assert c["diagnostics"] == p["diagnostics_before"], (name, c, p["diagnostics_before"])
    assert c["issues_after"] == p["issues_after"], (name, c, p["issues_after"])
    issues = p["issues"]
    key = lambda i: (i["kind"], i["symbol"], i.get("container"))
    first = {key(i) for i in json.load(open("first-%s.json" % name))["issues"]}
    assert c["issues_reference"] == len(first), (name, c, first)
    seen = first | {key(i) for i in issues}
    left = {key(i) for i in p["remaining"]}
    fixed = len(seen - left)
    assert c["fixed"] == fixed, (name, c["fixed"], fixed)
    assert c["clean"] == p["clean"], (name, c["clean"], p["clean"])
    by_key = {key(i): i for i in issues}
    by_str = {" ".join(x for x in key(i) if x): i for i in issues}
    found = rank1 = 0
    for e, s in zip(exp, c["expected_issues"]):
        hashes = {ids[x] for x in e.get("examples", [])}
        i = by_key.get(key(e))
        assert s["reported"] == (key(e) in seen), (name, e, s)
        assert s["fixed"] == (key(e) in seen and key(e) not in left), (name, e, s)
        if i is not None and i.get("fixed_by"):
            i = by_str[i["fixed_by"]]
        cands = [x["hash"] for x in (i or {}).get("candidates", [])]
        ranks = [n + 1 for n, h in enumerate(cands) if h in hashes]
        assert s["example_rank"] == (ranks[0] if ranks else None), (name, e, s, cands)
        found += bool(ranks)
        rank1 += bool(ranks) and ranks[0] == 1
    assert c["example_found"] == found and c["example_rank1"] == rank1, (name, c, found, rank1)
    t = c["time"]
    assert t["index"] is None, t
    assert 0 < t["build"] <= t["total"] and t["query"] >= 0 and t["synth"] >= 0, t
    assert abs(c["overhead"] - t["total"] / t["build"]) < 1e-6, c
    tot["issues"] += c["issues"]; tot["fixed"] += fixed; tot["found"] += found
    tot["rank1"] += rank1; tot["clean"] += c["clean"]
T = r["total"]
for k in ("issues", "fixed", "clean"):
    assert T[k] == tot[k], (k, T, tot)
assert T["example_found"] == tot["found"] and T["example_rank1"] == tot["rank1"], (T, tot)
EOF

# without expectations, with a database eval must build itself (named, absent)
python3 - "$cases" "$fwd" "$scratch/absent.db" <<'EOF' >bare.json
import json, sys
m = json.load(open(sys.argv[1]))
c = [c for c in m["cases"] if c["name"] == sys.argv[2]][0]
del c["expected"]
c["db"] = sys.argv[3]
m["cases"] = [c]
json.dump(m, sys.stdout)
EOF
porter eval --cases bare.json --format json --out evalout >bare.out 2>bare.err || test $? = 1 ||
	die "porter eval without expectations failed: $(cat bare.err)"
test ! -e absent.db || die "eval wrote the index next to the user's files"
test -f "evalout/$fwd/report.json" && test -f "evalout/$fwd/report.txt" ||
	die "--out: no reports in evalout/$fwd: $(ls -R evalout 2>&1)"
python3 - bare.out "port-$fwd.json" eval.json "$fwd" <<'EOF' || die "bare manifest scored wrongly: $(cat bare.out)"
import json, sys
c = json.load(open(sys.argv[1]))["cases"][0]
p = json.load(open(sys.argv[2]))
full = [x for x in json.load(open(sys.argv[3]))["cases"] if x["name"] == sys.argv[4]][0]
assert c["expected"] == 0 and c["example_found"] is None and c["example_rank1"] is None, c
assert c["fixed"] == full["fixed"] and c["issues"] == full["issues"], (c, full)
assert c["clean"] == p["clean"], c
assert c["time"]["index"] is not None and c["time"]["index"] > 0, c["time"]
EOF

porter eval --help >help.out && grep -q -- '--cases' help.out || die "--help: $(cat help.out)"

# the text table: a header, one row per case, the total, '-' for the index
porter eval --cases "$cases" --case "$fwd" >eval.txt 2>/dev/null || test $? = 1 ||
	die "text eval failed"
grep -q '^case  *issues  *diags  *fixed  *left  *clean  *expect  *found  *rank1  *build  *index' eval.txt ||
	die "no table header: $(cat eval.txt)"
grep -q "^$fwd  *[0-9]" eval.txt && grep -q '^total  *[0-9]' eval.txt || die "rows missing: $(cat eval.txt)"
awk -v n="$fwd" '$1 == n { exit !($11 == "-") }' eval.txt || die "index not '-': $(cat eval.txt)"
echo "ok - porter eval scores $fwd and $back as porter port and the manifest say"

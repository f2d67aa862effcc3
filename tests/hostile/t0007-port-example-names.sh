#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 34, N4: an example repository whose fix (minikernel's lis3lv02d_spi dev_pm_ops commit)
# changes a file whose path holds a newline and SmPL after it (an @initialize:python@ rule that
# runs os.system), under a subject that holds the same text, indexed with `prequel index` and
# used as --db to port the corpus driver lms501kf03.  The fix was kept and the payload sat in
# the series' semantic patch as SmPL.  The fix must still be kept, nothing in out/ hold the
# payload as SmPL (a rule header or the python on a line of its own), the series hold one mail
# per patch, and no PWNED file appear, after the port nor after spatch on the saved .cocci.
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
cd "$scratch"

tag=PWNED-$$-$RANDOM
smpl=$(printf '\nvirtual patch\nvirtual context\nvirtual org\nvirtual report\n@initialize:python@\n@@\nimport os\nos.system("touch %s")\n@script:python depends on org@\n@@\n' "$tag")
IFS=$'\t' read -r _ driver kernel build _ < <(case_fields lms501kf03)
import_repo lms501kf03 "$(dirname "$driver")" >/dev/null
fp() {
	(cd "$1" && find . -path ./.git -prune -o -type f -print0 | LC_ALL=C sort -z |
		xargs -0 sha256sum)
}
fp lms501kf03 >before

# the examples: minikernel's commit, its file moved under the payload's name (E), or with the
# payload in a raw string of the initializer it changes (R)
mk=$corpus/minikernel
c=56cacc294809
p=drivers/misc/lis3lv02d/lis3lv02d_spi.c
evil="drivers/misc/lis3lv02d/x${smpl}#.c"
g() {
	local r=$1
	shift
	git -C "$r" -c user.name=t -c user.email=t@t "$@"
}
mkdir -p "E/$(dirname "$evil")" && git -C E init -q &&
git -C "$mk" show "$c^:$p" >"E/$evil" && g E add -A && g E commit -qm "misc: import" &&
git -C "$mk" show "$c:$p" >"E/$evil" && g E add -A &&
g E commit -qm "misc: lis3lv02d_spi: Convert to dev_pm_ops$smpl" \
	-m "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001$smpl" ||
	die "cannot make the example repository"
git -C E ls-files | grep -qF 'x\nvirtual patch' || die "git did not keep the example's path whole"
mkdir -p "R/$(dirname "$p")" && git -C R init -q &&
git -C "$mk" show "$c^:$p" >"R/$p" && g R add -A && g R commit -qm "misc: import" &&
git -C "$mk" show "$c:$p" | RAW="R\"x($smpl)x\"" python3 -c '
import os, sys
t = sys.stdin.read()
pm = "\t\t.pm\t= &lis3lv02d_spi_pm,\n"
assert pm in t
sys.stdout.write(t.replace(pm, pm + "\t\t.of_match_table = " + os.environ["RAW"] + ",\n"))' \
	>"R/$p" && g R commit -qam "misc: lis3lv02d_spi: Convert to dev_pm_ops $(printf '\033]0;TITLE\007')" ||
	die "cannot make the raw string's example repository"
for r in E R; do
	prequel index -q --db "$r.db" --repo-name evil "$r" >index.log 2>&1 ||
		die "prequel index $r: $(cat index.log)"
done

bad=0
fail() {
	echo "FAIL: $*" >&2
	bad=1
}
pwned() {
	find lms501kf03 E R out out-raw run "$scratch" "${TMPDIR:-/tmp}" -maxdepth 4 -name "$tag" 2>/dev/null
	find "$HOME" / -maxdepth 1 -name "$tag" 2>/dev/null
}
trap 'rm -f "$HOME/$tag" "/$tag"; find "${TMPDIR:-/tmp}" -maxdepth 4 -name "$tag" -delete \
	2>/dev/null || :; test -n "${KEEP_SCRATCH:-}" || rm -rf "$scratch"' EXIT

# spatch_each DIR: spatch -D report, as docs/cli.md suggests, with each .cocci saved in DIR
spatch_each() {
	local f
	for f in "$1"/cocci/*.cocci; do
		test -f "$f" || continue
		grep -naE "$tag|initialize:python" "$f" | grep -vE '^[0-9]+:(///|//) ' &&
			fail "$f: the payload is not in a comment"
		rm -rf run && mkdir run && cp -r lms501kf03 run/D &&
		(cd run && timeout 300 spatch -D report --very-quiet --sp-file "$PWD/../$f" D \
			>spatch.log 2>&1) ||
			fail "spatch -D report on $f failed: $(tail -3 run/spatch.log)"
		test -z "$(pwned)" || fail "spatch -D report --sp-file $f ran the payload: $(pwned)"
	done
}
# no_smpl FILE...: the payload is on no line of its own, as SmPL would have it
no_smpl() {
	local hits
	hits=$(grep -rnaE \
		'^[[:space:]+-]*(@initialize:python@|import os|os\.system.*)[[:space:]]*$' "$@") &&
		fail "the payload is SmPL there: $hits"
	return 0
}

rc=0
porter port --driver lms501kf03 --kernel "$kernel" --db E.db --build "$build" --out out \
	--format json >port.json 2>port.err || rc=$?
test $rc = 0 || fail "porter port exited $rc: $(tail -3 port.err)"
test -z "$(pwned)" || fail "the example's python ran during the port: $(pwned)"
fp lms501kf03 >after
cmp -s before after || fail "review mode changed the driver"
python3 - port.json <<'PY' || fail "report: $(head -c 1500 port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["issues_before"] == 2 and r["issues_fixed"] == 2, (r["issues_before"], r["issues_fixed"])
ex = [c for i in r["issues"] for c in i["candidates"] if c["repo"] == "evil"]
assert ex, "the example was not a candidate"
PY
no_smpl out port.json port.err
ls out/cocci/*.fix.cocci >/dev/null 2>&1 || fail "no .fix.cocci saved: $(ls out/cocci)"
spatch_each out
# one mail per patch: no "From " line of the example's starts another
n=$(ls out/patches/*.patch | wc -l)
m=$(grep -c '^From [0-9a-f]\{40\} Mon Sep 17 00:00:00 2001$' out/series.mbox)
test "$n" = "$m" && test "$n" -gt 0 || fail "$n patches but $m mails in the series"

# the raw string: refused, named, nothing of it as SmPL
rm -rf run
rc=0
porter port --driver lms501kf03 --kernel "$kernel" --db R.db --build "$build" --out out-raw \
	>port-raw.txt 2>port-raw.err || rc=$?
test $rc = 1 || fail "porter port with the raw string exited $rc: $(tail -3 port-raw.err)"
grep -q "cannot derive a patch: the token at [0-9a-f]*:$p:[0-9]*:[0-9]* holds a control character" \
	out-raw/report.txt || fail "the refusal is not named: $(grep -a candidates -A3 out-raw/report.txt)"
test -z "$(pwned)" || fail "the raw string's python ran during the port: $(pwned)"
no_smpl out-raw port-raw.txt port-raw.err
spatch_each out-raw
# the subject's OSC sequence: shown, not obeyed, by porter and by prequel's query of the saved file
prequel query --db R.db out-raw/cocci/01-*.query.pq >query.txt 2>&1 ||
	fail "prequel query: $(tail -3 query.txt)"
prequel query --format json --db R.db out-raw/cocci/01-*.query.pq >query.json 2>&1 ||
	fail "prequel query --format json: $(tail -3 query.json)"
grep -qF 'dev_pm_ops \x1b]0;TITLE\x07' query.txt || fail "prequel query: $(cat query.txt)"
grep -qF 'dev_pm_ops \u001b]0;TITLE\u0007' query.json || fail "prequel query: $(cat query.json)"
if grep -laP '[\x00-\x08\x0b-\x1f\x7f]' port-raw.txt port-raw.err out-raw/report.* query.txt \
	query.json; then
	fail "raw control bytes in these outputs"
fi
test $bad = 0 || exit 1
echo "ok - an example whose path and subject hold SmPL: comments in the .cocci, nothing run"

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

# the example: minikernel's commit, its file moved under the payload's name
mk=$corpus/minikernel
c=56cacc294809
p=drivers/misc/lis3lv02d/lis3lv02d_spi.c
evil="drivers/misc/lis3lv02d/x${smpl}#.c"
g() {
	git -C E -c user.name=t -c user.email=t@t "$@"
}
mkdir -p "E/$(dirname "$evil")" && git -C E init -q &&
git -C "$mk" show "$c^:$p" >"E/$evil" && g add -A && g commit -qm "misc: import" &&
git -C "$mk" show "$c:$p" >"E/$evil" && g add -A &&
g commit -qm "misc: lis3lv02d_spi: Convert to dev_pm_ops$smpl" \
	-m "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001$smpl" ||
	die "cannot make the example repository"
git -C E ls-files | grep -qF 'x\nvirtual patch' || die "git did not keep the example's path whole"
prequel index -q --db ex.db --repo-name evil E >index.log 2>&1 ||
	die "prequel index: $(cat index.log)"

bad=0
fail() {
	echo "FAIL: $*" >&2
	bad=1
}
pwned() {
	find lms501kf03 E out run "$scratch" "${TMPDIR:-/tmp}" -maxdepth 4 -name "$tag" 2>/dev/null
	find "$HOME" / -maxdepth 1 -name "$tag" 2>/dev/null
}
trap 'rm -f "$HOME/$tag" "/$tag"; find "${TMPDIR:-/tmp}" -maxdepth 4 -name "$tag" -delete \
	2>/dev/null || :; test -n "${KEEP_SCRATCH:-}" || rm -rf "$scratch"' EXIT

rc=0
porter port --driver lms501kf03 --kernel "$kernel" --db ex.db --build "$build" --out out \
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

# nowhere in out/, nor on porter's stdout, is the payload SmPL: a line of its own
hits=$(grep -rnaE '^[[:space:]+-]*(@initialize:python@|import os|os\.system.*)[[:space:]]*$' \
	out port.json port.err) && fail "the payload is SmPL there: $hits"
ls out/cocci/*.fix.cocci >/dev/null 2>&1 || fail "no .fix.cocci saved: $(ls out/cocci)"
for f in out/cocci/*.fix.cocci; do
	test -f "$f" || continue
	grep -naE "$tag|initialize:python" "$f" | grep -vE '^[0-9]+:(///|//) ' &&
		fail "$f: the payload is not in a comment"
	rm -rf run && mkdir run && cp -r lms501kf03 run/D &&
	(cd run && timeout 300 spatch -D report --very-quiet --sp-file "$PWD/../$f" D \
		>spatch.log 2>&1) || fail "spatch -D report on $f failed: $(tail -3 run/spatch.log)"
	test -z "$(pwned)" || fail "spatch -D report --sp-file $f ran the payload: $(pwned)"
done
# one mail per patch: no "From " line of the example's starts another
n=$(ls out/patches/*.patch | wc -l)
m=$(grep -c '^From [0-9a-f]\{40\} Mon Sep 17 00:00:00 2001$' out/series.mbox)
test "$n" = "$m" && test "$n" -gt 0 || fail "$n patches but $m mails in the series"
test $bad = 0 || exit 1
echo "ok - an example whose path and subject hold SmPL: comments in the .cocci, nothing run"

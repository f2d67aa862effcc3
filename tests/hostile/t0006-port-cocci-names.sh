#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 34, N3: the corpus driver lms501kf03 whose .c file is named with a newline and SmPL
# after it (virtual rules, an @initialize:python@ rule that runs os.system).  GCC's JSON
# diagnostics carry the name whole into the issue, and synth wrote it raw into the "///" header
# of the .cocci: spatch ran the python in the sandbox during the port, and as root when the
# user ran the saved cocci/*.fix.cocci with `spatch -D report --sp-file` as docs/cli.md says.
# The port must still fix both issues, every line of the saved .cocci that comes from the name
# be a comment, and no PWNED file appear, after the port nor after spatch on the saved files.
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
cd "$scratch"

tag=PWNED-$$-$RANDOM
name=$(printf 'x\nvirtual patch\nvirtual context\nvirtual org\nvirtual report\n@initialize:python@\n@@\nimport os\nos.system("touch %s")\n@script:python depends on org@\n@@\n#' "$tag")
IFS=$'\t' read -r _ driver kernel build _ < <(case_fields lms501kf03)
# GCC's JSON diagnostics keep the file name whole, newlines and all
build=${build/gcc -c/gcc -fdiagnostics-format=json -c}
cp -r "$driver" D &&
(cd D && git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm init &&
 git mv lms501kf03.c "$name.c" && git -c user.name=t -c user.email=t@t commit -qm rename) ||
	die "cannot make the driver's repository"
# the assistant lib's fingerprint, for names with newlines
fp() {
	(cd "$1" && find . -path ./.git -prune -o -type f -print0 | LC_ALL=C sort -z |
		xargs -0 sha256sum)
}
fp D >before

bad=0
fail() {
	echo "FAIL: $*" >&2
	bad=1
}
# The payload's file, wherever the python could have run: the driver, the outputs, this
# scratch dir, the temp dir, the home and the root directories.
pwned() {
	find D out run "$scratch" "${TMPDIR:-/tmp}" -maxdepth 4 -name "$tag" 2>/dev/null
	find "$HOME" / -maxdepth 1 -name "$tag" 2>/dev/null
}
trap 'rm -f "$HOME/$tag" "/$tag"; find "${TMPDIR:-/tmp}" -maxdepth 4 -name "$tag" -delete \
	2>/dev/null || :; test -n "${KEEP_SCRATCH:-}" || rm -rf "$scratch"' EXIT

rc=0
porter port --driver D --kernel "$kernel" --db "$db" --build "$build" --out out \
	--format json >port.json 2>port.err || rc=$?
test $rc = 0 || fail "porter port exited $rc: $(tail -3 port.err)"
test -z "$(pwned)" || fail "the name's python ran during the port: $(pwned)"
fp D >after
cmp -s before after || fail "review mode changed the driver"
python3 - port.json <<'PY' || fail "report: $(head -c 1500 port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["issues_before"] == 2 and r["issues_fixed"] == 2, (r["issues_before"], r["issues_fixed"])
PY

ls out/cocci/*.fix.cocci >/dev/null 2>&1 || fail "no .fix.cocci saved: $(ls out/cocci)"
for f in out/cocci/*.fix.cocci; do
	test -f "$f" || continue
	# each line holding a piece of the name is a comment line
	grep -nE "$tag|import os|initialize:python" "$f" |
		grep -vE '^[0-9]+:(///|//) ' && fail "$f: the name is SmPL there, not a comment"
	grep -nxE '@initialize:python@|import os' "$f" && fail "$f: the name's rule is in the text"
	# as docs/cli.md suggests, on a copy of the driver, in a fresh directory, as this user
	rm -rf run && mkdir run && cp -r D run/D &&
	(cd run && timeout 300 spatch -D report --very-quiet --sp-file "$PWD/../$f" D \
		>spatch.log 2>&1) || fail "spatch -D report on $f failed: $(tail -3 run/spatch.log)"
	test -z "$(pwned)" || fail "spatch -D report --sp-file $f ran the name's python: $(pwned)"
done
test $bad = 0 || exit 1
echo "ok - a driver file named with SmPL: a comment in the saved .cocci, nothing run"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 34, N2: a build that prints terminal escape sequences (OSC "set the title", CSI "clear
# the screen", the one-byte C1 CSI, a UTF-8 C1, DEL), on stdout and inside an error line the
# reducer takes as an issue.  They were printed raw on porter's stdout and in report.txt.  No
# ESC, BEL, DEL, C1 or other control but tab and newline may reach porter's stdout and stderr
# in any --format, report.txt/.md/.json, the JUnit and SARIF files; JSON escapes them
# (\u001b), the text reports show them (\x1b); the driver's two real issues are still fixed.
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
cd "$scratch"

IFS=$'\t' read -r _ driver kernel build _ < <(case_fields lms501kf03)
import_repo lms501kf03 "$(dirname "$driver")" >/dev/null
fingerprint lms501kf03 >before
# printf's octal escapes: ESC ] 0 ; TITLE BEL, ESC [ 2 J, the C1 CSI raw (233) and in UTF-8
# (302 233), DEL; an error line of the driver's file carries them into an issue's message
noise="printf 'building \\033]0;TITLE\\007\\033[2J\\233""31m \\302\\2331m \\177 done\\n';"
noise="$noise printf 'lms501kf03.c:1:1: error: evil \\033]0;TITLE\\007\\033[2J \\302\\233""2J\\n' >&2;"
build="$noise $build"

bad=0
fail() {
	echo "FAIL: $*" >&2
	bad=1
}
run() {
	local f=$1 rc=0
	shift
	porter port --driver lms501kf03 --kernel "$kernel" --db "$db" --build "$build" \
		--out "out-$f" --format "$f" "$@" >"stdout-$f" 2>"stderr-$f" || rc=$?
	# issues are left (the build's own error line): 1, not 2 or 3
	test $rc = 1 || fail "porter port --format $f exited $rc: $(tail -3 "stderr-$f")"
}
run text --progress --junit junit.xml --sarif sarif.json
run json
run github
run markdown

fingerprint lms501kf03 >after
cmp -s before after || fail "review mode changed the driver"
# the bytes porter wrote: every file, raw
python3 - stdout-* stderr-* junit.xml sarif.json out-*/report.* <<'PY' || fail "raw control bytes"
import sys
bad = 0
for name in sys.argv[1:]:
    data = open(name, "rb").read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        print(f"{name}: not UTF-8 at byte {e.start}: {data[e.start - 20:e.start + 20]!r}")
        bad = 1
        continue
    for i, c in enumerate(text):
        o = ord(c)
        if (o < 0x20 and c not in "\t\n") or 0x7f <= o <= 0x9f:
            print(f"{name}: control U+{o:04X} at {i}: {text[max(0, i - 30):i + 30]!r}")
            bad = 1
            break
sys.exit(bad)
PY
# still shown, not dropped: visible in the text, escaped in JSON (the build's own output; the
# reducer takes the sequences out of a diagnostic's message)
grep -qF 'building \x1b]0;TITLE\x07\x1b[2J\x9b31m \x9b1m \x7f done' out-text/report.txt ||
	fail "report.txt does not show the output: $(grep -a building out-text/report.txt)"
grep -qF 'building \u001b]0;TITLE\u0007\u001b[2J' out-json/report.json ||
	fail "report.json does not escape the output: $(grep -a building out-json/report.json)"
grep -q '^::error file=lms501kf03/lms501kf03.c,line=1' stdout-github ||
	fail "no ::error line for the build's error: $(head -3 stdout-github)"
python3 - stdout-json sarif.json <<'PY' || fail "JSON reports: $(head -c 800 stdout-json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["issues_fixed"] == 2, r["issues_fixed"]
assert "building \x1b]0;TITLE\x07\x1b[2J\u009b31m \u009b1m \x7f done" in r["final_log"], r["final_log"]
json.load(open(sys.argv[2]))
PY
test $bad = 0 || exit 1
echo "ok - a build's escape sequences: shown or escaped in every output, never raw"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# gcc-reduce as a command: --help documents the formats, real Kbuild logs from a file and from stdin,
# the three output formats, colour escapes, and exit 2 with one line naming the input on bad input.
set -eu
data=$PORTER_TEST_DATA
scratch=$(mktemp -d "${TMPDIR:-/tmp}/t0002-reducer.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
n=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
fail() { echo "not ok - $*" >&2; exit 1; }
logof() { sed -n '/^<log>$/,/^<\/log>$/p' "$data/$1.case" | sed '1d;$d'; }

gcc-reduce --help >help && grep -q -- '--format text|json|vim' help && grep -q 'JSON diagnostics' help &&
	grep -q 'Clang' help && grep -q 'Exit status' help || fail "--help"
ok "--help documents the formats"

logof netdrv-6.12-text >net.log
gcc-reduce --source "$data/modules/netdrv" net.log >out 2>err || fail "text exit $?"
grep -q 'reduced 4 diagnostics to 4 issues' err || fail "summary: $(cat err)"
grep -q '^/tmp/porter-fixtures/netdrv/netdrv.c:27:23: no-member data in struct timer_list (in netdrv_setup())$' out ||
	fail "text line: $(cat out)"
test "$(wc -l <out)" = 4 || fail "one line per issue"
ok "text format, one line per issue"

# the prototype comes from the note in the target tree's class.h: read only as --kernel's file
kdir=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)
test -f "$kdir/Makefile" || { echo "skip: Debian's 6.12 kernel headers are not installed"; exit 77; }
logof legacy-6.12-text | gcc-reduce --format json --source "$data/modules/legacy" --kernel "$kdir" - \
	>out.json 2>err || fail "stdin json exit"
python3 - out.json <<'PY' || fail "json contract"
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["schema"] == 1 and doc["diagnostics"] >= len(doc["issues"]) > 0, doc
issues = doc["issues"]
keys = {"kind", "symbol", "container", "file", "line", "column", "function", "message", "expected",
        "actual", "count", "evidence"}
assert all(keys <= set(i) for i in issues), issues
ca = [i for i in issues if i["symbol"] == "class_create"][0]
assert ca["kind"] == "too-many-args" and ca["expected"] == "1" and ca["actual"] == "2", ca
assert "class_create(const char *name)" in ca["prototype"], ca
assert ca["count"] == 2 and any("passing argument 1" in e for e in ca["evidence"]), ca
tv = [i for i in issues if i["kind"] == "unknown-type"][0]
assert tv["symbol"] == "struct timeval" and tv["function"] == "legacy_stamp", tv
PY
ok "JSON from stdin follows the issue contract, cascades folded as evidence"

logof i2cdrv-6.12-text >i2c.log
gcc-reduce --format vim --source "$data/modules/i2cdrv" i2c.log >out 2>/dev/null || fail "vim exit"
grep -q "^/tmp/porter-fixtures/i2cdrv/i2cdrv.c:26:10: error: unknown-field probe_new in struct i2c_driver" out ||
	fail "vim: $(cat out)"
ok "vim quickfix lines"

# the same log as GCC prints it to a terminal: SGR colours and OSC 8 links
sed -e 's/error:/\x1b[01;31m\x1b[Kerror:\x1b[m\x1b[K/' -e 's/^\(\/tmp[^:]*\)/\x1b]8;;file:\1\x1b\\\1\x1b]8;;\x1b\\/' \
	i2c.log >colour.log
grep -q $'\x1b' colour.log || fail "no escapes in the colour log"
gcc-reduce --format vim --source "$data/modules/i2cdrv" colour.log >out2 2>/dev/null && cmp out out2 ||
	fail "colour escapes change the result"
ok "colour escapes are ignored"

: >empty.log
gcc-reduce empty.log >out 2>err && test ! -s out && grep -q 'reduced 0 diagnostics to 0 issues' err ||
	fail "empty log"
ok "an empty log: no issue, exit 0"

logof legacy-6.1-json | head -c 900 >cut.log
if gcc-reduce cut.log >out 2>err; then fail "truncated JSON accepted"; else test $? = 2 || fail "exit"; fi
test "$(wc -l <err)" = 1 && grep -q '^gcc-reduce: error: cannot parse JSON diagnostics at cut.log:1:[0-9]*: ' err ||
	fail "truncated message: $(cat err)"
ok "truncated JSON: exit 2, one line naming cut.log:line:col"

head -c 4096 "$(command -v gcc-reduce)" >bin.log
if gcc-reduce bin.log 2>err; then fail "binary accepted"; else test $? = 2; fi
grep -q '^gcc-reduce: error: bin.log: binary input' err || fail "binary message: $(cat err)"
ok "binary input: exit 2"

if gcc-reduce no-such.log 2>err; then fail "missing file"; else test $? = 2; fi
grep -q 'cannot read no-such.log' err || fail "missing message"
if gcc-reduce --format xml i2c.log 2>err; then fail "bad format"; else test $? = 2; fi
if gcc-reduce --bogus 2>err; then fail "bad option"; else test $? = 2; fi
ok "usage errors: exit 2"

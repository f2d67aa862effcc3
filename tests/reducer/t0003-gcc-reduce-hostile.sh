#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# gcc-reduce on hostile logs (issue 17, C1 and M6): JSON nested 60,000 deep is refused with one line
# naming the input and the depth (not a segfault), and skipped with a warning among other diagnostics;
# a NUL byte is replaced with a warning and the diagnostics around it are still read.
set -eu
scratch=$(mktemp -d "${TMPDIR:-/tmp}/t0003-reducer.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
n=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
fail() { echo "not ok - $*" >&2; exit 1; }

python3 -c 'n = 60000
print("[" + "{\"kind\":\"error\",\"message\":\"m\",\"locations\":[],\"children\":[" * n +
      "{\"kind\":\"note\",\"message\":\"x\"}" + "]}" * n + "]")' >deep.json
rc=0
gcc-reduce --format json deep.json >out 2>err || rc=$?
test $rc = 2 || fail "deep JSON: exit $rc, expected 2: $(head -c 300 err)"
test "$(wc -l <err)" = 1 && grep -q '^gcc-reduce: error: deep.json:1:[0-9]*: JSON diagnostics nested deeper than 256 levels$' err ||
	fail "deep JSON message: $(head -c 300 err)"
ok "JSON nested 60000 deep: exit 2, one line naming the input and the depth"

{
	echo "x.c:1:2: error: unknown type name 'foo_t'"
	cat deep.json
	echo '[{"kind": "error", "message": "implicit declaration of function '"'f'"'", "locations": [{"caret": {"file": "y.c", "line": 3, "column": 4}}]}]'
} >mixed.log
gcc-reduce mixed.log >out 2>err || fail "mixed log: exit $?: $(head -c 300 err)"
grep -q '^x.c:1:2: unknown-type foo_t' out && grep -q '^y.c:3:4: undefined-function f' out ||
	fail "mixed log issues: $(cat out)"
grep -q '^gcc-reduce: warning: mixed.log:2:[0-9]*: JSON diagnostics nested deeper than 256 levels, line skipped$' err ||
	fail "mixed log warning: $(head -c 300 err)"
ok "a too-deep array among other diagnostics is skipped with a warning"

{ cat mixed.log; cat deep.json deep.json; } >flood.log
gcc-reduce flood.log >out 2>err || fail "flood: exit $?"
test "$(grep -c warning err)" = 2 && grep -q '^gcc-reduce: warning: flood.log: 2 more JSON lines nested too deep skipped$' err ||
	fail "flood warnings: $(head -c 600 err)"
ok "many too-deep arrays: one warning and a count"

printf "x.c:1:2: error: unknown type name 'foo_t'\nwarning: \0 nul byte\ny.c:3:4: error: implicit declaration of function 'f'\n" >nul.log
gcc-reduce nul.log >out 2>err || fail "NUL log: exit $?: $(cat err)"
test "$(wc -l <out)" = 2 || fail "NUL log issues: $(cat out)"
grep -q '^gcc-reduce: warning: nul.log: 1 NUL byte replaced (the first at offset 51)$' err ||
	fail "NUL warning: $(cat err)"
ok "a NUL byte is replaced with a warning, the diagnostics around it are read"

head -c 4096 /bin/sh >elf.bin
rc=0
gcc-reduce elf.bin >out 2>err || rc=$?
test $rc = 2 && grep -q 'elf.bin: binary input' err || fail "binary: exit $rc: $(cat err)"
ok "an object file is still refused as binary"
echo "1..$n"

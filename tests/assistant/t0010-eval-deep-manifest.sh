#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# An eval manifest nested 60,000 deep (issue 17, C1) overflowed json-glib's recursive parser:
# it is now bad input, one line naming the file, line and column, exit 2.
. "$PORTER_TEST_DATA/lib.sh"

python3 -c "print('{\"x\":[' * 60000 + ']}' * 60000)" >"$scratch/deep.json"
set +e
porter eval --cases "$scratch/deep.json" >"$scratch/o" 2>"$scratch/e"
rc=$?
set -e
test $rc = 2 || die "exit $rc, expected 2: $(head -c 300 "$scratch/e")"
test "$(wc -l <"$scratch/e")" = 1 && grep -q "deep.json:1:1537: JSON nested deeper than 512 levels" "$scratch/e" ||
	die "message: $(head -c 300 "$scratch/e")"
echo "ok 1 - a deeply nested manifest is one line of bad input"

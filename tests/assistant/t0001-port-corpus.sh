#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter port over every corpus case, in review mode: the final build is clean, the fixed issues
# and their example commits match the manifest, the input tree is byte-identical afterwards, the
# JSON report validates against docs/report.md's schema, and the series applies with `git am`
# onto the original driver, after which the case's own build command passes.
. "$PORTER_TEST_DATA/lib.sh"

# One case, in a subshell: dies with the reason, which the caller collects.
check_case() {
	local name=$1 driver=$2 kernel=$3 build=$4 direction=$5
	local d=$scratch/$name back= rc line npatch ncommit known
	known=$(awk -F '\t' -v n="$name" '$1 == n { print $2 }' "$PORTER_TEST_DATA/known-failures")
	mkdir -p "$d" &&
	cp -r "$driver" "$d/input" &&
	fingerprint "$d/input" >"$d/before" || die "$name: cannot copy $driver"
	test "$direction" = backport && back=--backport
	set +e
	porter port --driver "$d/input" --kernel "$kernel" --db "$db" --build "$build" \
		--out "$d/out" --format json $back >"$d/report.json" 2>"$d/stderr"
	rc=$?
	set -e
	if test -n "$known"; then
		# not finished yet: porter says so with exit 1 and a complete report
		test $rc = 1 || test $rc = 0 ||
			die "$name: porter port exited $rc: $(cat "$d/stderr")"
	else
		test $rc = 0 || die "$name: porter port exited $rc: $(cat "$d/stderr")
$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(r.get("final_log"))' "$d/report.json" 2>/dev/null)"
	fi
	# not a terminal: no progress lines
	! grep -q '^porter: round' "$d/stderr" || die "$name: progress printed without a terminal"
	python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" \
		"$d/report.json" "$d/out/report.json" || die "$name: report does not match the schema"
	if ! python3 "$PORTER_TEST_DATA/check-port.py" "$cases" "$name" "$d/report.json"; then
		test -n "$known" || die "$name: report does not match the manifest"
		touch "$d/still-known"
	fi
	fingerprint "$d/input" >"$d/after" &&
	cmp -s "$d/before" "$d/after" || die "$name: review mode changed the input tree"
	test -f "$d/out/report.txt" && test -f "$d/out/report.md" || die "$name: reports missing"
	if test -n "$known" && ! test -f "$d/out/series.mbox"; then
		return 0
	fi
	test -f "$d/out/series.mbox" || die "$name: no series.mbox"
	ls "$d/out/cocci/"*.fix.cocci >/dev/null || die "$name: no .cocci saved"
	# the series onto a git repository of the original driver
	cp -r "$driver" "$d/am" &&
	git -C "$d/am" init -q &&
	git -C "$d/am" add -A &&
	git -C "$d/am" -c user.name=T -c user.email=t@t commit -q -m original &&
	git -C "$d/am" -c user.name=T -c user.email=t@t am -q --empty=drop "$d/out/series.mbox" ||
		die "$name: git am of the series failed"
	# the mails but the cover letter ([PATCH 0/N]), which git am --empty=drop skipped
	npatch=$(ls "$d/out/patches/" | grep -c '^[0-9]*[1-9][0-9]*-.*\.patch$')
	ncommit=$(git -C "$d/am" rev-list --count HEAD)
	test "$ncommit" = $((npatch + 1)) || die "$name: $npatch patches but $ncommit commits"
	grep -q '^commit [0-9a-f]\{12\} ("' "$d/out/series.mbox" ||
		die "$name: series does not cite the example commit"
	test -f "$d/still-known" && return 0
	line=$(build_line "$build" "$kernel" "$d/am")
	(cd "$d/am" && sh -c "$line") >"$d/am.log" 2>&1 ||
		die "$name: the driver with the series applied does not build: $(cat "$d/am.log")"
	! grep -q 'error:' "$d/am.log" || die "$name: errors after git am: $(cat "$d/am.log")"
}

# two cases at a time: the suite must stay fast on two cores
n=0
while IFS=$'\t' read -r name driver kernel build direction; do
	n=$((n + 1))
	if test "$(jobs -rp | wc -l)" -ge "${PORTER_TEST_JOBS:-2}"; then
		wait -n || true
	fi
	(check_case "$name" "$driver" "$kernel" "$build" "$direction" \
		>"$scratch/$name.log" 2>&1 && touch "$scratch/$name.ok") &
done < <(case_fields)
wait
test $n -gt 0 || die "no case in $cases"
failed=0
i=0
while IFS=$'\t' read -r name _; do
	i=$((i + 1))
	if test -f "$scratch/$name.ok" && test -f "$scratch/$name/still-known"; then
		echo "not ok $i - $name # TODO $(awk -F '\t' -v n="$name" '$1 == n { print $2 }' \
			"$PORTER_TEST_DATA/known-failures")"
	elif test -f "$scratch/$name.ok"; then
		echo "ok $i - $name"
		grep -q "^$name	" "$PORTER_TEST_DATA/known-failures" &&
			echo "# $name passes now: remove it from $PORTER_TEST_DATA/known-failures"
	else
		echo "not ok $i - $name"
		sed 's/^/#   /' "$scratch/$name.log"
		failed=$((failed + 1))
	fi
done < <(case_fields)
test $failed = 0 || die "$failed of $n cases failed"

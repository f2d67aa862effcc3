#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Every .fix.cocci porter saves runs in each coccicheck mode, as `make coccicheck MODE=...` runs
# it (spatch -D patch|context|org|report): exit 0 each time; report and org name the driver's
# line, context marks it, patch changes it.  The saved queries are prequel's dialect: a .pq
# extension and a header saying so, never a .cocci name.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"
command -v spatch >/dev/null || die "spatch is not installed (scripts/install-deps)"

n=0
for name in lms501kf03 ltc_logger tsc_newprobe; do
	IFS=$'\t' read -r _ driver kernel build _ < <(case_fields "$name")
	test -n "$driver" || die "no corpus case $name"
	porter port --driver "$driver" --kernel "$kernel" --db "$db" --build "$build" \
		--out "out-$name" >"$name.txt" 2>"$name.err" || die "port of $name: $(cat "$name.err")"
	! ls "out-$name"/cocci/*.query.cocci >/dev/null 2>&1 || die "$name: a query named .cocci"
	for q in "out-$name"/cocci/*.query.pq; do
		head -n 2 "$q" | grep -q '^// prequel query: ' || die "$q: no header: $(head -n 3 "$q")"
		head -n 2 "$q" | grep -q 'not spatch input' || die "$q: header does not warn"
	done
	for f in "out-$name"/cocci/*.fix.cocci; do
		n=$((n + 1))
		grep -qx 'virtual report' "$f" && grep -qx 'virtual context' "$f" &&
			grep -qx 'virtual org' "$f" || die "$f: not every virtual rule: $(cat "$f")"
		for mode in patch context org report; do
			spatch --very-quiet -D "$mode" --sp-file "$f" "$driver"/*.c >"$mode.out" 2>&1 ||
				die "$f: spatch -D $mode failed: $(cat "$mode.out")"
		done
		grep -q '^+' patch.out || die "$f: MODE=patch changed nothing: $(cat patch.out)"
		grep -q '^-' context.out || die "$f: MODE=context marked nothing: $(cat context.out)"
		! grep -q '^+[^+]' context.out || die "$f: MODE=context adds code: $(cat context.out)"
		grep -Eq '\.c:[0-9]+:[0-9]+-[0-9]+: ' report.out ||
			die "$f: MODE=report printed no location: $(cat report.out)"
		! grep -q '^+++' report.out || die "$f: MODE=report printed a diff: $(cat report.out)"
		grep -q '^\* TODO \[\[view:.*\.c::' org.out || die "$f: MODE=org: $(cat org.out)"
	done
done
test $n -ge 3 || die "only $n .fix.cocci files"
echo "ok - $n .fix.cocci files run under spatch -D patch, context, org and report"

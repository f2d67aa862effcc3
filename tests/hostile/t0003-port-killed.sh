#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# `porter port --apply` killed with -9 in the middle of writing the driver (finding D1): strace
# holds the rename onto tmp117_cls.c until the journal is written, then porter is killed.  The
# driver must be untouched but for the staged file and the journal; the next run must finish
# the apply, leave no staged file, and sweep the killed run's work dir (L9).  The next run is
# --no-sandbox, and its driver's Makefile leaves `env -i setsid sleep` behind at every build
# (L7): none may survive it.
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
command -v strace >/dev/null || die "strace is not installed (scripts/install-deps)"
cd "$scratch"

# a sleep left behind ends by itself within 15 minutes
mark=$((600 + RANDOM % 300))
cat >payload.sh <<SH
env -i setsid sleep $mark </dev/null >/dev/null 2>&1 &
echo started
SH
hostile kbk payload.sh
dirs_before=$(work_dirs kbk)

strace -o /dev/null -P "$scratch/kbk/tmp117_cls.c.porter-apply.tmp" -e trace=rename,renameat,renameat2 \
	-e inject=rename,renameat,renameat2:delay_enter=60000000 \
	porter port --driver kbk --kernel "$new" --db "$db" --apply >p1.out 2>p1.err &
spid=$!
for i in $(seq 1200); do
	test -f kbk/.porter-apply.journal && break
	kill -0 $spid 2>/dev/null || break
	sleep 0.5
done
test -f kbk/.porter-apply.journal ||
	die "D1: no apply journal before the renames: $(ls -A kbk) $(tail -3 p1.err)"
kill -KILL $(pgrep -P $spid)
wait $spid || true

st=$(cd kbk && git status --porcelain)
test "$st" = "?? .porter-apply.journal
?? tmp117_cls.c.porter-apply.tmp" || die "D1: the killed run left the driver as: $st"
test "$(work_dirs kbk)" -gt "$dirs_before" || die "the killed run's work dir is not there to sweep"
# old enough to be swept: its lock is free since the kill
touch -d '5 minutes ago' "${TMPDIR:-/tmp}"/porter-kbk-*.lock

porter port --driver kbk --kernel "$new" --db "$db" --apply --no-sandbox --format json \
	>p2.json 2>p2.err || die "the run after the kill: $(tail -3 p2.err)"
st=$(cd kbk && git status --porcelain)
test "$st" = " M tmp117_cls.c" || die "D1: after the next run the driver is: $st"
grep -q 'strscpy(t->label' kbk/tmp117_cls.c && grep -q 'class_create("tmp117")' kbk/tmp117_cls.c ||
	die "D1: the interrupted apply was not finished: $(cd kbk && git diff | head -20)"
python3 - p2.json <<'PY' || die "report: $(head -c 1500 p2.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["clean"] and r["issues_before"] == 0 and r["exit_code"] == 0, r
PY
test "$(work_dirs kbk)" = "$dirs_before" || die "L9: work dirs left: $(ls -d "${TMPDIR:-/tmp}"/porter-kbk-*)"
sleep 0.5
! pgrep -f "sleep $mark" >/dev/null || die "L7: --no-sandbox left: $(pgrep -af "sleep $mark")"
echo "ok - a killed --apply is finished by the next run; no work dir, no process left"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# `porter nightly` over Kbuild drivers whose Makefiles exhaust the host, each with a small limit
# from the config (findings S4 and L3): a build that hangs (timeout), forks without end
# (pids), eats memory in several processes (mem), spins (cpu) or fills the disk (disk).  Each
# build is stopped, each driver still gets its report naming the limit and how long the build
# ran, and no process of theirs is left.  The payloads make the Makefile fail with $(error) when
# their own work was cut short, so that the build stops at once.
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
cd "$scratch"

# a sleep left behind ends by itself within 15 minutes
mark=$((600 + RANDOM % 300))

# driver NAME PAYLOAD: the payload prints "ok" when it ran to its end
driver() {
	printf '%s\n' "$2" >"$1.sh"
	hostile "$1" "$1.sh" &&
	printf 'obj-m += tmp117_cls.o\n$(if $(filter ok,$(shell sh $(M)/payload.sh $(M))),,$(error payload cut short))\n' \
		>"$1/Makefile" &&
	(cd "$1" && git -c user.name=t -c user.email=t@t commit -qam 'the payload decides')
}
driver hang "sleep $mark; echo ok"
driver forks "i=0; while [ \$i -lt 200 ]; do sleep $mark >/dev/null 2>&1 & i=\$((i+1)); done; echo ok"
driver eat 'for i in 1 2 3 4; do python3 -c "b = b\"a\" * (80 << 20); import time; time.sleep(4)" & done
ok=ok; for j in 1 2 3 4; do wait %$j || ok=no; done; echo $ok'
driver spin 'i=0; while [ $i -lt 100000000 ]; do i=$((i+1)); done; echo ok'
driver fill 'head -c 100000000 /dev/zero >"$1/big.bin" && echo ok'

cat >nightly.ini <<INI
[nightly]
out = out
state = state.json
kernel = $new
db = $db
sandbox = require

[driver hang]
driver = hang
timeout = 8

[driver forks]
driver = forks
pids = 48

[driver eat]
driver = eat
mem = 200

[driver spin]
driver = spin
cpu = 2

[driver fill]
driver = fill
disk = 40
INI

rc=0
porter nightly --config nightly.ini >nightly.out 2>nightly.err || rc=$?
# every driver here is stopped by a limit, so none is ported: nightly says so with exit 1
test $rc = 1 || die "nightly exited $rc, expected 1 (drivers not ported): $(tail -5 nightly.err)"

# limit WORDS: the driver's report says the build was stopped by that limit
check() {
	test -f "out/$1/report.json" || die "$1: no report: $(tail -5 nightly.err)"
	python3 - "out/$1/report.json" "$2" <<'PY' || die "$1: $(head -c 3000 "out/$1/report.json")"
import json, re, sys
r = json.load(open(sys.argv[1]))
assert r["isolated"] is True and not r["clean"] and r["exit_code"] == 1, r
assert re.search(sys.argv[2], r["final_log"] or ""), r["final_log"]
PY
}
check hang 'porter: the build timed out after [0-9]+ s \(wall time limit of 8 s\)'
check forks 'porter: the build stopped after [0-9]+ s: process limit of 48 reached'
check eat 'porter: the build stopped after [0-9]+ s: memory limit of 200 MB reached'
check spin 'porter: the build stopped after [0-9]+ s: CPU time limit of 2 s reached'
check fill 'porter: the build stopped after [0-9]+ s: disk limit of 40 MB reached'

sleep 0.5
! pgrep -f "sleep $mark" >/dev/null || die "processes left behind: $(pgrep -af "sleep $mark")"
for d in hang forks eat spin fill; do
	st=$(cd $d && git status --porcelain)
	test -z "$st" || die "$d: the driver changed: $st"
done
echo "ok - nightly: hang, fork bomb, memory, CPU and disk each stopped and reported"

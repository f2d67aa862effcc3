#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The notifier (issue 17 L1 and S5, issue 23), against a local receiver: the report is printed
# before a server that never answers is given up after --notify-timeout, and that POST is not
# sent again; a 5xx is retried, a TLS failure is not; credentials in the URL never reach
# stderr or the saved reports, and the server's answer is one sanitized line; each
# --notify-format has the shape its service takes, with the Authorization header from the
# environment.  The driver builds with a trivial command, so each port takes a moment.
. "$PORTER_TEST_DATA/lib.sh"

IFS=$'\t' read -r name driver kernel build direction < <(case_fields demo)
mkdir "$scratch/drv" "$scratch/srv" &&
echo 'int fine_probe(void) { return 0; }' >"$scratch/drv/fine.c" || die "cannot make the driver"
python3 "$PORTER_TEST_DATA/notify-server.py" "$scratch/srv" &
srv=$!
trap 'kill $srv 2>/dev/null || true; rm -rf "$scratch"' EXIT
for i in $(seq 100); do test -f "$scratch/srv/port" && break; sleep 0.05; done
port=$(cut -d" " -f1 "$scratch/srv/port") && tls=$(cut -d" " -f2 "$scratch/srv/port")

run() {
	porter port --driver "$scratch/drv" --kernel "$kernel" --db "$db" --build true "$@"
}

start=$(date +%s)
run --notify "http://127.0.0.1:$port/hang" --notify-timeout 2 >"$scratch/hang.out" \
	2>"$scratch/hang.err" || die "hang: exit $?: $(cat "$scratch/hang.err")"
took=$(($(date +%s) - start))
test "$took" -lt 15 || die "hang: took $took s with --notify-timeout 2"
grep -q "porter report" "$scratch/hang.out" || grep -q "clean" "$scratch/hang.out" ||
	die "hang: no report on stdout: $(cat "$scratch/hang.out")"
grep -q "warning: cannot notify" "$scratch/hang.err" || die "hang: no warning"
test "$(cat "$scratch/srv/count-hang")" = 1 || die "hang: the POST was sent $(cat "$scratch/srv/count-hang") times"
echo "ok 1 - a server that never answers: the report, then one POST given up after the timeout"

run --notify "https://127.0.0.1:$tls/hook" >/dev/null 2>"$scratch/tls.err" ||
	die "tls: exit $?"
test "$(cat "$scratch/srv/count-tls")" = 1 || die "tls: $(cat "$scratch/srv/count-tls") connections"
echo "ok 2 - a TLS failure is not retried"

run --out "$scratch/out" \
	--notify "http://alice:S3cr3tPass@127.0.0.1:$port/fail?token=TOKEN123&x=1" \
	>"$scratch/fail.out" 2>"$scratch/fail.err" || die "fail: exit $?"
test "$(cat "$scratch/srv/count-fail")" = 4 || die "fail: $(cat "$scratch/srv/count-fail") requests, expected 4"
! grep -q "S3cr3tPass\|TOKEN123" "$scratch/fail.err" "$scratch/fail.out" "$scratch"/out/report.* ||
	die "fail: a secret was printed or saved: $(cat "$scratch/fail.err")"
grep -q "token=\*\*\*" "$scratch/fail.err" && grep -q "token=\*\*\*" "$scratch/out/report.json" ||
	die "fail: no redacted URL: $(cat "$scratch/fail.err")"
! grep -q $'\e\|\r' "$scratch/fail.err" "$scratch"/out/report.* || die "fail: control characters passed"
test "$(grep -c . "$scratch/fail.err")" = 1 && grep -q 'HTTP 500: \\x1b\[31mINTERNAL.*line2' "$scratch/fail.err" ||
	die "fail: answer not one sanitized line: $(cat -A "$scratch/fail.err")"
echo "ok 3 - a 5xx is retried; secrets redacted, the answer sanitized, in stderr and reports"

for f in slack matrix generic; do
	PORTER_NOTIFY_AUTHORIZATION="Bearer tok-$f" run --out "$scratch/o-$f" \
		--notify "http://127.0.0.1:$port/$f" --notify-format $f >/dev/null 2>"$scratch/$f.err" ||
		die "$f: exit $?"
	! grep -q warning "$scratch/$f.err" || die "$f: $(cat "$scratch/$f.err")"
	test "$(cat "$scratch/srv/$f.auth")" = "Bearer tok-$f" || die "$f: Authorization header missing"
done
python3 - "$scratch/srv/generic.json" "$scratch/o-generic" <<'PY' || die "generic: wrong summary"
import json, os, sys
d = json.load(open(sys.argv[1]))
assert d["report"] == os.path.join(os.path.realpath(sys.argv[2]), "report.json"), d
assert d["clean"] is True and d["issues_after"] == 0, d
PY
echo "ok 4 - slack, matrix and generic payloads accepted, Authorization from the environment"

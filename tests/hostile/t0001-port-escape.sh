#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A Kbuild driver whose Makefile attacks the host each time make reads it, ported to 6.12 by
# `porter port --apply` (findings S1, S2, S3, S6, L6 of the hostile-build review):
#  - S1: remount /opt read-write and write a canary there; write a sysctl on the host;
#  - S6: read /etc/shadow;  S3: read a host secret through the driver's link k -> secret;
#  - S2: leave junk, a link to the secret and a file under the driver's directory link
#    x -> canary-dir in the work copy, and append a backdoor to the tracked source;
#  - L6: write 70 MB on stderr before the compiler's real errors.
# The host must be untouched, the driver hold only the port's change to tmp117_cls.c, the
# series and the reports hold neither secret, and the three issues still be found and fixed.
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
cd "$scratch"

tag=porter-hostile-$$-$RANDOM
secret=TOPSECRET-$tag
sysctl=/proc/sys/fs/lease-break-time
before=$(cat $sysctl)
trap 'test "$(cat $sysctl)" = "$before" || echo "$before" >$sysctl; rm -f /opt/$tag;
	rm -rf "$scratch"' EXIT
echo "$secret" >secret.txt
mkdir canary-dir

cat >payload.sh <<SH
W="\$1"
{
mount -o remount,rw,bind /opt && echo ESCAPED >/opt/$tag
echo 1 >$sysctl
head -c 64 /etc/shadow
cat "\$W/k"
echo junk >"\$W/junk-from-build.txt"
mkdir -p "\$W/x" && echo pwned >"\$W/x/pwned-by-build"
ln -sf $scratch/secret.txt "\$W/leak-link"
echo '/* backdoor */' >>"\$W/tmp117_cls.c"
} >"\$W/payload.log" 2>&1
yes FLOOD-LINE-0123456789012345678901234567890123456789 | head -c 70000000 >&2
echo done
SH
hostile kbesc payload.sh
ln -s "$scratch/secret.txt" kbesc/k
ln -s "$scratch/canary-dir" kbesc/x
(cd kbesc && git add -A && git -c user.name=t -c user.email=t@t commit -qm links)
dirs_before=$(work_dirs kbesc)

rc=0
porter port --driver kbesc --kernel "$new" --db "$db" --apply --out out --format json \
	>port.json 2>port.err || rc=$?
mkdir -p out && touch out/series.mbox
# every check runs, so that one run tells which findings hold
bad=0
fail() {
	echo "FAIL: $*" >&2
	bad=1
}

# the host
test ! -e /opt/$tag || fail "S1: the build wrote /opt/$tag on the host"
test "$(cat $sysctl)" = "$before" || fail "S1: the build changed $sysctl on the host"
test -z "$(ls -A canary-dir)" || fail "S2: written through the driver's link x: $(ls canary-dir)"
test "$(work_dirs kbesc)" = "$dirs_before" || fail "L9: the work dir was left in ${TMPDIR:-/tmp}"

# the driver: only the port's change, no secret, no build junk, no backdoor
st=$(cd kbesc && git status --porcelain)
test "$st" = " M tmp117_cls.c" || fail "S2: the driver holds more than the port's change: $st"
test -L kbesc/k && test -L kbesc/x || fail "S2: the driver's links were replaced"
! grep -q backdoor kbesc/tmp117_cls.c || fail "S2: the build's edit of the source was applied"
grep -q 'strscpy(t->label' kbesc/tmp117_cls.c && grep -q 'class_create("tmp117")' kbesc/tmp117_cls.c ||
	fail "the port's change is not in the driver: $(cd kbesc && git diff | head -20)"

# the outputs: neither the secret nor /etc/shadow, nor any file the build made
! grep -rq "$secret" out kbesc/tmp117_cls.c port.json port.err ||
	fail "S3: the host secret leaked: $(grep -rl "$secret" out port.json port.err)"
shadow=$(head -n 1 /etc/shadow | cut -c1-24)
! grep -rqF "$shadow" out port.json kbesc || fail "S6: /etc/shadow leaked into the outputs"
! grep -qE 'junk-from-build|leak-link|payload.log|pwned-by-build' out/series.mbox ||
	fail "S2: the series holds files the build made: $(grep '^+++ ' out/series.mbox)"

# the report: isolated (checked, not assumed), the real errors found under the flood
test $rc = 0 || fail "porter port exited $rc: $(tail -3 port.err)"
python3 - port.json <<'PY' || fail "L6/S1: report: $(head -c 1500 port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["isolated"] is True, r["isolated"]
assert r["clean"] and r["applied"] and r["exit_code"] == 0, r
assert r["issues_before"] == 3 and r["issues_fixed"] == 3, (r["issues_before"], r["issues_fixed"])
PY
grep -q "k -> $scratch/secret.txt: symbolic link left out of the work copy" port.err ||
	fail "S3: porter did not say it left the link k out: $(head -c 500 port.err)"
test $bad = 0 || exit 1
echo "ok - hostile Kbuild driver: host untouched, no secret out, only the source change applied"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The nightly series' identity (issue 23): `author` and `signoff` in [nightly] are every
# driver's, a driver's own keys win; the series' From: and Signed-off-by: follow them, not the
# machine's git identity; a bad author or signoff is an error at its line before anything runs.
# With --progress (stderr a file, as in CI) the night prints plain lines: each run's start, the
# port's rounds and a heartbeat while the child works; --quiet prints none.
. "$PORTER_TEST_DATA/lib.sh"
cd "$scratch"

# the machine's identity, which the config must win over
export HOME=$scratch/home GIT_CONFIG_NOSYSTEM=1
unset GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL
mkdir -p "$HOME"
git config --global user.name 'Machine Account'
git config --global user.email 'machine@ci.example'

IFS=$'\t' read -r name driver kernel build _ < <(case_fields lms501kf03)
for d in night other; do
	mkdir -p "$d/drivers/video" && cp -r "$driver" "$d/drivers/video/$name" &&
	git -C "$d" init -q && git -C "$d" add -A &&
	git -C "$d" commit -q -m "video: $name: add the driver" || die "cannot make repository $d"
done
cat >night.ini <<INI
[nightly]
out = out
state = state.json
kernel = $kernel
db = $db
build = $build
author = Night Builder <night@builder.example>
signoff = true

[driver night]
driver = night/drivers/video/$name

[driver other]
driver = other/drivers/video/$name
author = Other Sender <other@sender.example>
signoff = false
INI

set +e
PORTER_PROGRESS_INTERVAL=0.2 porter nightly --config night.ini --progress >out.txt 2>err.txt
rc=$?
set -e
# the driver as committed does not build, porter's series fixes it: exit 1, "breaks on"
test $rc = 1 || die "night: exit $rc, expected 1: $(cat out.txt err.txt)"
grep -q "^night *breaks on v4.6; fix in " out.txt && grep -q "^other *breaks on v4.6" out.txt ||
	die "night: no fix found: $(cat out.txt err.txt)"

# check_from MBOX WHO SIGNED: every patch from WHO, signed off by WHO when SIGNED is yes
check_from() {
	local mbox=$1 who=$2 signed=$3 n
	test -f "$mbox" || die "no series $mbox: $(cat out.txt err.txt)"
	n=$(grep -c '^From [0-9a-f]\{40\} ' "$mbox")
	test "$n" -ge 1 || die "$mbox: no patch"
	test "$(grep -c "^From: $who\$" "$mbox")" = "$n" ||
		die "$mbox: not every patch from $who: $(grep '^From:' "$mbox")"
	! grep -q 'Machine Account' "$mbox" || die "$mbox: the machine's identity was used"
	if test "$signed" = yes; then
		test "$(grep -c "^Signed-off-by: $who\$" "$mbox")" = "$n" ||
			die "$mbox: not every patch signed off by $who"
	else
		! grep -q '^Signed-off-by:' "$mbox" || die "$mbox: a sign-off without signoff = true"
	fi
}
check_from out/night/series.mbox 'Night Builder <night@builder.example>' yes
check_from out/other/series.mbox 'Other Sender <other@sender.example>' no
rm -rf am && cp -r night am && git -C am am -q --empty=drop "$scratch/out/night/series.mbox" ||
	die "git am of the nightly series failed"
test "$(git -C am log -1 --format='%an <%ae>')" = 'Night Builder <night@builder.example>' ||
	die "git am: wrong author"
echo "ok 1 - author and signoff from [nightly], a driver's own keys win; git am applies it"

# progress in a log: plain lines, no carriage return, the heartbeat of the child's port
! grep -q $'\r' err.txt || die "--progress wrote carriage returns into a log"
grep -q "^porter: nightly: night (.*/night/drivers/video/$name)\$" err.txt &&
	grep -q "^porter: nightly: other (" err.txt || die "no line per run: $(cat err.txt)"
grep -q '^porter: round 1: ' err.txt || die "no round lines from the port: $(cat err.txt)"
grep -Eq '^porter: nightly: night: running, [0-9]+ s$' err.txt ||
	die "no heartbeat while the port ran: $(cat err.txt)"
echo "ok 2 - --progress: plain lines per run, the port's rounds, a heartbeat"

# --quiet: nothing but errors; the same night, so its state now exists
set +e
porter nightly --config night.ini --quiet >q.txt 2>q.err
rc=$?
porter nightly --config night.ini --quiet --progress >/dev/null 2>both.err
rc2=$?
set -e
test $rc = 1 || die "--quiet: exit $rc: $(cat q.err)"
! grep -q '^porter: ' q.err || die "--quiet printed progress: $(cat q.err)"
test $rc2 = 2 && grep -q 'exclude each other' both.err || die "--quiet --progress: exit $rc2"
echo "ok 3 - --quiet prints no progress; with --progress it is a usage error"

# bad identities are config errors at their line, before any run
bad() {
	local want=$1
	set +e
	porter nightly --config bad.ini >bad.out 2>bad.err
	rc=$?
	set -e
	test $rc = 2 || die "bad config: exit $rc, expected 2: $(cat bad.err)"
	grep -q "$want" bad.err || die "bad config: want '$want': $(cat bad.err)"
	! test -e bad-out || die "a bad config ran a driver"
}
sed -e 's|^out = out|out = bad-out|' -e 's|^author = Other Sender.*|author = Other Sender|' \
	night.ini >bad.ini
bad "^error: cannot parse bad.ini:15:1: author 'Other Sender' must be 'Name <mail@host>'\$"
sed -e 's|^out = out|out = bad-out|' -e 's|^signoff = true|signoff = sure|' night.ini >bad.ini
bad "^error: cannot parse bad.ini:8:1: signoff must be true or false\$"
echo "ok 4 - a bad author or signoff is an error naming FILE:LINE:1"

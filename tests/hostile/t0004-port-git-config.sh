#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A driver whose own git repository (its .git root's, as the user's checkout is when porter runs
# as root) names commands in its config: core.fsmonitor, core.hooksPath and hooks in .git/hooks,
# diff.external, a filter and a textconv driver that .gitattributes applies to every file,
# core.sshCommand, core.pager, and an include.path file naming them again (issue 34, N5).
# `porter port` in review mode and with --apply, `porter nightly`, `porter eval` (which reads
# a history's Corpus-Id trailers) and `prequel index` read that repository: none of these
# commands may run, and the port must still write its series with the repository's base.
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
cd "$scratch"

canary=$scratch/canary
# pay WHAT: a command line that leaves a trace in the canary file, then succeeds or fails
pay() {
	printf 'echo %s $(id -u) >>%s' "$1" "$canary"
}

# the driver: the tmp117_cls Kbuild driver, committed as the user would, then armed
cp -r "$kbuild_src" drv &&
echo '* filter=x diff=x' >drv/.gitattributes &&
(cd drv && git init -q && git add -A &&
 git -c user.name=t -c user.email=t@t commit -qm 'tmp117: add the driver' &&
 echo '/* Corpus-Id: t0004-example */' >>tmp117_cls.c &&
 git -c user.name=t -c user.email=t@t commit -qam 'tmp117: note' \
	-m 'Corpus-Id: t0004-example') || die "cannot make the driver's repository"
head=$(git -C drv rev-parse HEAD)
cp drv/tmp117_cls.c committed.c
test "$(stat -c %u drv/.git)" = "$(id -u)" || die "the driver's .git is not ours"

mkdir hooks
for h in post-checkout pre-commit post-commit pre-auto-gc reference-transaction \
	fsmonitor-watchman post-index-change pre-push; do
	printf '#!/bin/sh\n%s\n' "$(pay "hook-$h")" >"hooks/$h"
	chmod +x "hooks/$h"
	cp "hooks/$h" "drv/.git/hooks/$h"
done
printf '#!/bin/sh\n%s\n' "$(pay ext-diff)" >ext-diff.sh && chmod +x ext-diff.sh
arm() {
	git config -f "$1" core.fsmonitor "$(pay fsmonitor-$2); false" &&
	git config -f "$1" core.hooksPath "$scratch/hooks" &&
	git config -f "$1" diff.external "$scratch/ext-diff.sh" &&
	git config -f "$1" filter.x.clean "$(pay clean-$2); cat" &&
	git config -f "$1" filter.x.smudge "$(pay smudge-$2); cat" &&
	git config -f "$1" filter.x.process "$(pay process-$2)" &&
	git config -f "$1" diff.x.textconv "$(pay textconv-$2); cat" &&
	git config -f "$1" core.sshCommand "$(pay ssh-$2)" &&
	git config -f "$1" core.pager "$(pay pager-$2); cat"
}
arm included.cfg include && arm drv/.git/config config &&
git config -f drv/.git/config include.path "$scratch/included.cfg" ||
	die "cannot arm the driver's repository"
# touched since the index was written: git would ask fsmonitor and run the clean filter
touch -d '+1 minute' drv/tmp117_cls.c drv/Makefile
test ! -e "$canary" || die "the set-up itself ran a payload: $(cat "$canary")"

bad=0
fail() {
	echo "FAIL: $*" >&2
	bad=1
}
check_canary() {
	test ! -e "$canary" || fail "$1 ran the repository's commands: $(sort "$canary" | uniq -c)"
	rm -f "$canary"
}

# review mode: the series, from the driver's repository (paths, base) without running it
rc=0
porter port --driver drv --kernel "$new" --db "$db" --out out --format json \
	>review.json 2>review.err || rc=$?
check_canary "porter port (review)"
test $rc = 0 || fail "porter port exited $rc: $(tail -3 review.err)"
ls out/patches/0001-*.patch >/dev/null 2>&1 || fail "no series: $(ls -R out; tail -3 review.err)"
grep -q "^base-commit: $head" out/patches/*.patch ||
	fail "the series has not the driver's HEAD as its base"
grep -q "^Subject: \[PATCH.*\] tmp117: " out/series.mbox ||
	fail "the subject is not in the driver's style (tmp117:): $(grep ^Subject out/series.mbox)"

# --apply: the driver's files change, its repository's commands still never run
rc=0
porter port --driver drv --kernel "$new" --db "$db" --apply --out out-apply --format json \
	>apply.json 2>apply.err || rc=$?
check_canary "porter port --apply"
test $rc = 0 || fail "porter port --apply exited $rc: $(tail -3 apply.err)"
grep -q 'class_create("tmp117")' drv/tmp117_cls.c || fail "--apply did not change the driver"

# the same driver through the nightly, the edit undone by file (git would run the payloads)
cp committed.c drv/tmp117_cls.c && touch -d '+1 minute' drv/tmp117_cls.c
cat >nightly.ini <<INI
[nightly]
out = night
state = state.json
kernel = $new
db = $db

[driver drv]
driver = drv
INI
rc=0
porter nightly --config nightly.ini >night.out 2>night.err || rc=$?
check_canary "porter nightly"
test $rc -le 1 || fail "porter nightly exited $rc: $(tail -3 night.err)"
test -f night/drv/report.json || fail "the nightly wrote no report: $(tail -3 night.err)"

# porter eval reads the Corpus-Id trailers of a history: the driver's, here
python3 - >manifest.json <<PY
import json
print(json.dumps({"minikernel": "$scratch/drv", "cases": [
    {"name": "gone", "driver": "/nonexistent/driver", "kernel": "$new",
     "expected": [{"kind": "unknown-field", "symbol": "s", "examples": ["t0004-example"]}]}]}))
PY
rc=0
porter eval --cases manifest.json >eval.out 2>eval.err || rc=$?
check_canary "porter eval"
grep -q "case gone: cannot read driver /nonexistent/driver" eval.err ||
	fail "porter eval did not resolve the trailer from the history: $(cat eval.err)"

# prequel index walks the same repository
rc=0
prequel index -q --db drv.db drv >index.out 2>&1 || rc=$?
check_canary "prequel index"
test $rc = 0 || fail "prequel index exited $rc: $(tail -3 index.out)"

test $bad = 0 || exit 1
echo "ok - a driver repository's config ran nothing in port, --apply, nightly, eval or index"

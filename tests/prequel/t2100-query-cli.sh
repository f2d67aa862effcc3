#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# prequel template / query as a user runs them on a repository made here: the article's spi_driver
# query against platform_driver noise, every output format, --backport, --range, rename chains, and
# exit codes with one-line errors naming query.cocci:LINE:COL.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"

expect() {
	code=$1 pat=$2
	shift 2
	set +e
	"$@" >out 2>err
	rc=$?
	set -e
	test $rc = "$code" || die "$*: exit $rc, expected $code: $(cat err)"
	grep -q -- "$pat" err || die "$*: stderr lacks '$pat': $(cat err)"
}

export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@e GIT_COMMITTER_NAME=A GIT_COMMITTER_EMAIL=a@e
git init -q repo
cd repo
drv() { # name kind field...: a driver initializer of struct KIND with the given fields
	n=$1 k=$2
	shift 2
	printf 'static struct %s %s_driver = {\n\t.probe = %s_probe,\n' "$k" "$n" "$n"
	for f; do printf '\t.%s = %s_%s,\n' "$f" "$n" "$f"; done
	printf '};\n'
}
drv spia spi_driver suspend resume >spia.c
drv plat platform_driver suspend resume >plat.c
drv spib spi_driver suspend >spib.c
drv spic spi_driver suspend resume >spic.c
git add . && git commit -q -m "base" && git tag v1
(drv spic spi_driver resume && printf '/* a */\n/* b */\n/* c */\n') >spic.c &&
	git commit -q -am "spic: move to pm ops, suspend"
(drv spic spi_driver && printf '/* a */\n/* b */\n/* c */\n') >spic.c && git commit -q -am "spic: move to pm ops, resume"
(drv spia spi_driver resume && printf "/* one */\n/* two */\n") >spia.c && git commit -q -am "spia: drop suspend"
drv plat platform_driver resume >plat.c && git commit -q -am "plat: drop suspend"
drv spib spi_driver suspend_late >spib.c && git commit -q -am "spib: suspend becomes suspend_late"
git tag v2
drv spib spi_driver suspend >spib.c && git commit -q -am "spib: suspend_late becomes suspend again"
cd ..
prequel index --db q.db repo >/dev/null

cat >spi.cocci <<'Q'
@@
identifier i;
expression e;
@@
struct spi_driver i = {
- .suspend
         = e,
};
Q
prequel query --db q.db --no-renames spi.cocci >text || die "query failed"
grep -q "spia: drop suspend" text || die "spia conversion missing: $(cat text)"
grep -q "spib: suspend becomes suspend_late" text || die "spib conversion missing"
! grep -q "plat:" text || die "platform_driver noise returned: $(cat text)"
grep -q "^ *spia.c:3: -	.suspend = spia_suspend,$" text || die "matched line missing: $(cat text)"

prequel query --db q.db --format json spi.cocci >json
python3 - json <<'PY' || die "bad JSON: $(cat json)"
import json, sys
doc = json.load(open(sys.argv[1]))
assert doc["schema"] == 1 and doc["query"] == "spi.cocci", doc
assert doc["verified"] <= doc["candidates"] and doc["cut"] == 0, doc
hits = doc["hits"]
subjects = [h["subject"] for h in hits]
assert "plat: drop suspend" not in subjects, subjects
h = [h for h in hits if h["subject"] == "spia: drop suspend"][0]
assert h["bindings"] == {"i": "spia_driver", "e": "spia_suspend"}, h["bindings"]
assert round(h["score"]) == 33 and h["lines"][1]["side"] == "-", h
PY
prequel query --db q.db --format org spi.cocci >org
grep -q '^\* \[\[commit:[0-9a-f]\{40\}\]\[spia: drop suspend\]\] 33%$' org || die "org: $(cat org)"
grep -q '^\*\* spia.c$' org || die "org hunk child missing: $(cat org)"
prequel query --db q.db --format vim spi.cocci >vim
grep -q '^spia.c:[0-9]*: [0-9a-f]\{12\} 33% spia: drop suspend$' vim || die "vim: $(cat vim)"

# a disjunction; one author's same-day commits with one subject prefix are one series
cat >either.cocci <<'Q'
@@
identifier i;
expression e;
@@
struct spi_driver i = {
(
- .suspend = e
|
- .resume = e
)
};
Q
prequel query --db q.db --no-renames either.cocci >series
grep -q "^[0-9a-f]\{12\} *[0-9]*% spic: move to pm ops, " series || die "series head missing: $(cat series)"
grep -q "^    series: [0-9a-f]\{12\} *[0-9]*% spic: move to pm ops, " series || die "series: $(cat series)"
test "$(grep -c '^[0-9a-f]\{12\} ' series)" = 3 || die "series not grouped: $(cat series)"
prequel query --db q.db --no-renames --no-series either.cocci >flat
test "$(grep -c '^[0-9a-f]\{12\} ' flat)" = 4 || die "--no-series: $(cat flat)"
# budgets: the query's runs out before its candidates (the first may still be verified), each
# candidate's before its matching; both are reported on stderr
prequel query --db q.db --no-renames --budget 0.000001 either.cocci >out 2>err || true
sed -n 's/.*budget spent: \([0-9]*\) of \([0-9]*\) candidates not verified.*/\1 \2/p' err >cut
read -r cut all <cut || die "--budget: $(cat err)"
test "$all" -ge 2 && test "$cut" -ge $((all - 1)) || die "--budget: $(cat err)"
prequel query --db q.db --no-renames --candidate-budget 0.000001 either.cocci >out 2>err || true
grep -q "budget spent: 0 of [0-9]* candidates not verified, [1-9][0-9]* cut short" err ||
	die "--candidate-budget: $(cat err)"
prequel query --db q.db --no-renames --budget -1 --candidate-budget -1 either.cocci >out 2>err
test ! -s err || die "no budget: $(cat err)"
# the candidate cap: only the newest are verified, the rest counted apart from the budget's
prequel query --db q.db --no-renames --no-series --max-candidates 1 --format json either.cocci >out 2>err ||
	true
sed -n 's/.*warning: query: \([0-9]*\) of \([0-9]*\) candidates not verified: only the newest 1 are.*/\1 \2/p' \
	err >cut
read -r cut all <cut || die "--max-candidates: $(cat err)"
test "$all" -ge 4 && test "$cut" = $((all - 1)) || die "--max-candidates: $(cat err)"
! grep -q "budget spent" err || die "--max-candidates reported as the budget's: $(cat err)"
tr -d ' \n' <out | grep -q "\"verified\":1,\"cut\":$cut,\"capped\":$cut," || die "--max-candidates json: $(cat out)"
test "$(tr -d ' \n' <out | grep -o '"hash"' | wc -l)" -le 1 || die "--max-candidates hits: $(cat out)"
prequel query --db q.db --max-candidates -1 either.cocci >out 2>err && die "--max-candidates -1 accepted"
grep -q "max-candidates -1: must be 0" err || die "--max-candidates -1: $(cat err)"

# the rename chain: suspend -> suspend_late -> suspend
prequel template unknown-field symbol=suspend "container=struct spi_driver" >t.cocci
prequel query --db q.db t.cocci >chain
grep -A6 "spib: suspend becomes suspend_late" chain | grep -q "then (rename chain)" || die "no chain: $(cat chain)"
grep -q "suspend_late becomes suspend again" chain || die "chain step missing: $(cat chain)"

# --range limits the candidates; --backport looks for the opposite change
rc=0
prequel query --db q.db --range v2..HEAD spi.cocci >out || rc=$?
test $rc = 1 && test ! -s out || die "range v2..HEAD: exit $rc, hits: $(cat out)"
prequel query --db q.db --range v1..v2 --no-renames spi.cocci >out
grep -q "spib: suspend becomes suspend_late" out || die "range v1..v2: $(cat out)"
# --target: at equal share, the commit nearer the target's date ranks first (default: the newest)
git init -q tw
(cd tw &&
	drv a spi_driver suspend >a.c && drv b spi_driver suspend >b.c && git add . &&
	GIT_AUTHOR_DATE="2000-01-01T00:00:00Z" git commit -q -m base &&
	(drv a spi_driver && echo '/* a */') >a.c &&
	GIT_AUTHOR_DATE="2001-01-01T00:00:00Z" git commit -q -am "a: drop suspend" && git tag old &&
	(drv b spi_driver && echo '/* b */') >b.c &&
	GIT_AUTHOR_DATE="2020-01-01T00:00:00Z" git commit -q -am "b: drop suspend" && git tag new)
prequel index --db tw.db tw >/dev/null
first() { prequel query --db tw.db --no-renames "$@" spi.cocci | grep -m1 -o '[ab]: drop suspend'; }
test "$(first)" = "b: drop suspend" || die "default order: $(first)"
test "$(first --target old)" = "a: drop suspend" || die "--target old: $(first --target old)"
test "$(first --target new)" = "b: drop suspend" || die "--target new: $(first --target new)"
expect 2 "target 'nosuch' is not a commit there" prequel query --db tw.db --target nosuch spi.cocci
prequel query --db q.db --backport spi.cocci >back
grep -q "suspend_late becomes suspend again" back || die "backport: $(cat back)"
prequel template --backport undefined-function symbol=foo >b.cocci
grep -q '^+ foo(es)$' b.cocci && grep -q 'depends on before' b.cocci || die "backport template: $(cat b.cocci)"

# the candidate step wants the words of the head enclosing the change ("spi_driver"), from the
# change's context or the hunk's function-context line: a long initializer whose head is further
# than 3 lines from the change is still found, the platform_driver one is not even a candidate
git init -q long
(
	cd long
	drv spil spi_driver a b c d e f g suspend >spil.c
	drv platl platform_driver a b c d e f g suspend >platl.c
	git add . && git commit -q -m base
	drv spil spi_driver a b c d e f g >spil.c && git commit -q -am "spil: drop suspend"
	drv platl platform_driver a b c d e f g >platl.c && git commit -q -am "platl: drop suspend"
	git show HEAD~1 | grep -q '^@@ .* @@ static struct spi_driver spil_driver = {$' ||
		die "no function context in the hunk header: $(git show HEAD~1)"
)
prequel index --db long.db long >/dev/null
prequel query --db long.db --no-renames --stats spi.cocci >text 2>stats || die "query failed"
grep -q "spil: drop suspend" text || die "far head: conversion missing: $(cat text)"
! grep -q "platl:" text || die "far head: platform_driver noise: $(cat text)"
grep -q "^candidates 1 " stats || die "far head: platform_driver commit was a candidate: $(cat stats)"

# errors: one line naming the place, exit 2
printf '@@\nexpresion e;\n@@\n- f(e)\n' >bad.cocci
expect 2 "^error: bad.cocci:2:1: unknown metavariable kind 'expresion'$" prequel query --db q.db bad.cocci
printf '@@\n@@\n- f(x\n' >bad2.cocci
expect 2 "^error: bad2.cocci:3:4: unclosed '('$" prequel query --db q.db bad2.cocci
expect 2 "cannot read query" prequel query --db q.db missing.cocci
expect 2 "unknown format 'xml'" prequel query --db q.db --format xml spi.cocci
expect 2 "missing fact 'symbol'" prequel template undefined-function
expect 2 "unknown issue kind 'bogus'" prequel template bogus symbol=x
expect 2 "usage:" prequel query spi.cocci
echo "ok t2100"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Ranking knows a porting commit from a file drop, and copies of one commit are one hit (prequel/rank.c),
# on real commits of corpora/realworld/examples:
#  - kernel-pair c3647611fe60 deletes drivers/char/pcmcia/scr24x_cs.c whole (its class_create(THIS_MODULE,
#    ...) goes with it: a removed use with no replacement), kernel-pair 15a2ecf2dedd converts
#    drivers/pci/endpoint/pci-epc-core.c to class_create(name) among 400 other changed lines.  By score
#    the deletion wins (1 of 359 changed lines against 1 of 403); as an example it is worthless.
#  - lkmpg 0addb868dc55 in three repositories: a clone (the same hash) and a copy applied on an import
#    of another date (another hash, the same patch id).
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"
ex=${PORTER_SOURCE_DIR:?}/corpora/realworld/examples
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@e GIT_COMMITTER_NAME=A GIT_COMMITTER_EMAIL=a@e
export GIT_COMMITTER_DATE="2001-01-01T00:00:00Z"

# repo ORIGIN/COMMIT DIR DATE DB: the example rebuilt as build.py does (import dated DATE), indexed in DB
repo() {
	git init -q "$2"
	cp -r "$ex/$1/base/." "$2/"
	git -C "$2" add -A
	GIT_AUTHOR_DATE=$3 GIT_COMMITTER_DATE=$3 git -C "$2" commit -q -m import
	git -C "$2" am -q --committer-date-is-author-date "$ex/$1/commit.patch"
	prequel index -q --db "$4" --repo-name "$2" "$2"
}

cat >rm.pq <<'Q'
@@
expression list[2] old;
@@
- class_create(old)
Q
repo kernel-pair/c3647611fe60 drop 2000-01-01T00:00:00Z pair.db
repo kernel-pair/15a2ecf2dedd conv 2000-01-01T00:00:00Z pair.db
prequel query --db pair.db --format json rm.pq >pair.json || die "no hit for class_create"
prequel query --db pair.db --format json --replacements-only rm.pq >only.json ||
	die "--replacements-only: no hit"
python3 - pair.json only.json <<'PY'
import json, sys
hits = json.load(open(sys.argv[1]))["hits"]
order = [h["repo"] for h in hits]
assert order == ["conv", "drop"], "the conversion must rank above the file deletion: %s" % order
# the deletion's score is the higher one: only the ranking puts it second
assert hits[1]["score"] > hits[0]["score"], [h["score"] for h in hits]
only = [h["repo"] for h in json.load(open(sys.argv[2]))["hits"]]
assert only == ["conv"], "--replacements-only keeps the conversion only: %s" % only
PY
# with --limit 1 only the hits that could come first are ranked (rank.c shape_top()): the deletion,
# first by score, is ranked, falls, and the conversion is ranked too; the same as ranking both
prequel query --db pair.db --format json --limit 1 rm.pq >top.json || die "--limit 1: no hit"
PREQUEL_RANK=all prequel query --db pair.db --format json --limit 1 rm.pq >top-all.json || die "--limit 1: no hit"
cmp -s top.json top-all.json || die "--limit 1 ranks otherwise than ranking every hit: $(diff top.json top-all.json | head)"
python3 -c 'import json,sys; h=json.load(open(sys.argv[1]))["hits"]; assert [x["repo"] for x in h] == ["conv"], h' top.json ||
	die "--limit 1: the conversion must come first"

repo lkmpg/0addb868dc55 a 2000-01-01T00:00:00Z forks.db
git clone -q --bare a b.git
prequel index -q --db forks.db --repo-name b b.git
repo lkmpg/0addb868dc55 c 2005-05-05T00:00:00Z forks.db
ha=$(git -C a rev-parse HEAD)
hc=$(git -C c rev-parse HEAD)
test "$ha" != "$hc" || die "the copy must have another hash"
test "$(git -C a show HEAD | git patch-id | cut -c1-40)" = "$(git -C c show HEAD | git patch-id | cut -c1-40)" ||
	die "the copy must have the same patch id"
prequel template too-many-args symbol=class_create expected=1 actual=2 >cls.pq
prequel query --db forks.db --format json cls.pq >forks.json || die "no hit for class_create"
python3 - forks.json <<'PY'
import json, sys
hits = json.load(open(sys.argv[1]))["hits"]
assert len(hits) == 1, "three copies of one commit are one hit: %s" % [(h["repo"], h["hash"]) for h in hits]
PY

# An import is told by its files as a tree diff without renames has them (rank.c): the query counts
# them from the index's rows, where a rename is one row, PREQUEL_VERIFY=trees from the trees.  imp's
# commit changes drv.c as fix's does (fix changes more lines besides: a lower score), renames two
# files and adds seven: 12 files of which 9 added (an import); counting a rename as one file, and
# not an added one, it would be 10 of which 7 (not one).
init_repo "$scratch/imp"
printf 'void f(void)\n{\n\told_call(1);\n\tkeep(2);\n}\n' >drv.c
for i in 1 2; do printf 'int moved%d;\n' "$i" >"m$i.c"; done
git add -A && git commit -q -m base
sed -i 's/old_call(1)/new_call(1)/' drv.c
mkdir moved && git mv m1.c m2.c moved/
for i in 1 2 3 4 5 6 7; do printf 'int added%d;\n' "$i" >"a$i.c"; done
git add -A && git commit -q -m "import the vendor tree, with old_call changed"
cd "$scratch"
git clone -q imp fix && git -C fix reset -q --hard HEAD~1
sed -i 's/old_call(1)/new_call(1)/' fix/drv.c
seq -f 'int fix%g;' 30 >>fix/drv.c
git -C fix -c user.name=t -c user.email=t@example.org commit -q -am "drv: use new_call"
prequel index -q --db imp.db --repo-name imp imp
prequel index -q --db imp.db --repo-name fix fix
printf '@@\nexpression list es;\n@@\n- old_call(es)\n' >imp.pq
prequel query --db imp.db --format json imp.pq >imp.json || die "no hit for old_call"
PREQUEL_VERIFY=trees prequel query --db imp.db --format json imp.pq >imp-trees.json || die "trees: no hit"
cmp -s imp.json imp-trees.json || die "the index's rows count files otherwise than the trees: $(diff imp.json imp-trees.json | head)"
python3 - imp.json <<'PY'
import json, sys
hits = json.load(open(sys.argv[1]))["hits"]
assert [h["repo"] for h in hits] == ["fix", "imp"], "the import must rank below the fix: %s" % [
    (h["repo"], h["score"], h["rank"]) for h in hits]
assert hits[1]["score"] > hits[0]["score"], [h["score"] for h in hits]
PY
echo "ok: conversion above file deletion, --replacements-only, 3 copies -> 1 hit, import by its rows"

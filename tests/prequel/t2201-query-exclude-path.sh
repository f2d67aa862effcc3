#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# prequel query --exclude-path (issue 35): no commit touching an excluded file or folder is ever a
# candidate, on either side of a rename, whatever its score; a folder covers what is under it and
# not a longer name that starts the same; the option repeats.  On a repository made here from the
# real class_create(THIS_MODULE, name) -> class_create(name) conversions of drivers/char/ppdev.c
# (6.1 -> 6.4) and drivers/hid/hid-roccat.c; the repository is untouched by the queries.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@e GIT_COMMITTER_NAME=A GIT_COMMITTER_EMAIL=a@e

init_repo repo
mkdir -p drivers/char drivers/hid drivers/charlie
old() { printf 'static int __init %s_init(void)\n{\n\t%s_class = class_create(THIS_MODULE, %s);\n' "$1" "$1" "$2"
	printf '\tif (IS_ERR(%s_class))\n\t\treturn PTR_ERR(%s_class);\n\treturn 0;\n}\n' "$1" "$1"; }
new() { old "$@" | sed 's/class_create(THIS_MODULE, /class_create(/'; }
old ppdev CHRDEV >drivers/char/ppdev.c
old roccat '"roccat"' >drivers/hid/hid-roccat.c
old lp '"printer"' >drivers/charlie/lp.c
old raw '"raw"' >drivers/char/raw.c
git add -A && git commit -q -m import && git tag v1
new ppdev CHRDEV >drivers/char/ppdev.c && git commit -q -am "ppdev: class_create takes a name"
new roccat '"roccat"' >drivers/hid/hid-roccat.c && git commit -q -am "roccat: class_create takes a name"
new lp '"printer"' >drivers/charlie/lp.c && git commit -q -am "lp: class_create takes a name"
# a commit that converts raw.c and moves it: its old path is the excluded one
new raw '"raw"' >drivers/char/raw.c && git mv drivers/char/raw.c drivers/hid/raw.c &&
	git commit -q -am "raw: class_create takes a name, moved"
cd ..
prequel index -q --db db repo v1..main || die "prequel index failed"
before=$(cd repo && git rev-parse main && git status --porcelain && find . -path ./.git -prune -o -type f -print0 |
	sort -z | xargs -0 sha256sum)

cat >q.pq <<'Q'
@@
expression list[2] old;
@@
- class_create(old)
Q
# hits SUBJECT-WORDS... : the query's hits' subjects' first words, sorted, with the options given
hits() {
	prequel query --db db --format json "$@" q.pq >out.json 2>err || test $? = 1 ||
		die "prequel query $*: $(cat err)"
	python3 -c '
import json, sys
print(" ".join(sorted(h["subject"].split(":")[0] for h in json.load(open(sys.argv[1]))["hits"])))' out.json
}
all=$(hits) && test "$all" = "lp ppdev raw roccat" || die "without --exclude-path: '$all'"
got=$(hits --exclude-path drivers/char/ppdev.c) && test "$got" = "lp raw roccat" ||
	die "--exclude-path drivers/char/ppdev.c: '$got'"
# a folder: ppdev.c and the commit that moved raw.c out of it; not drivers/charlie
got=$(hits --exclude-path drivers/char/) && test "$got" = "lp roccat" ||
	die "--exclude-path drivers/char/: '$got'"
got=$(hits --exclude-path drivers/char) && test "$got" = "lp roccat" ||
	die "--exclude-path drivers/char: '$got'"
# the new side of a rename is excluded too
got=$(hits --exclude-path drivers/hid/raw.c) && test "$got" = "lp ppdev roccat" ||
	die "--exclude-path drivers/hid/raw.c: '$got'"
got=$(hits --exclude-path drivers/cha) && test "$got" = "$all" || die "--exclude-path drivers/cha: '$got'"
got=$(hits --exclude-path drivers/char --exclude-path drivers/hid/hid-roccat.c) && test "$got" = "lp" ||
	die "two --exclude-path: '$got'"
# the limit counts the candidates left: the best of the others still comes
got=$(hits --limit 1 --exclude-path drivers/char --exclude-path drivers/charlie) && test "$got" = "roccat" ||
	die "--limit 1 with exclusions: '$got'"
after=$(cd repo && git rev-parse main && git status --porcelain && find . -path ./.git -prune -o -type f -print0 |
	sort -z | xargs -0 sha256sum)
test "$before" = "$after" || die "the queries changed the repository"
echo ok

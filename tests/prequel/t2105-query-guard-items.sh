#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A candidate whose guard (`depends on after`: the old call must not remain) matches in the top-level
# item holding the guard's word is refuted without tokenizing whole files (prequel/query.c,
# guards_refute()): --stats counts it, and the hits are those of matching whole files
# (PREQUEL_GUARDS=whole), also where the word left in the file is no call (a comment, a string, a
# declaration), sits in a directive, in a block whose braces an #if splits, or in a file-scope
# initializer.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"

init_repo repo
n=0
# step NAME: commits the files written since, as NAME
step() {
	n=$((n + 1))
	git add -A
	GIT_AUTHOR_DATE="@$((1700000000 + n * 100)) +0000" GIT_COMMITTER_DATE="@$((1700000000 + n * 100)) +0000" \
		git commit -q -m "$1"
}
filler() {
	local i
	for i in $(seq "$1"); do
		printf 'static int filler_%s_%d(int a)\n{\n\tif (a > %d)\n\t\treturn a * 2;\n\treturn a;\n}\n\n' "$2" "$i" "$i"
	done
}
# before: every file calls old_api twice, in two functions, among unrelated ones
for f in stays comment string decl directive ifsplit initializer gone; do
	{
		filler 20 "$f"
		printf 'void %s_one(void)\n{\n\told_api(1);\n}\n\n' "$f"
		filler 20 "$f"b
		printf 'void %s_two(void)\n{\n\told_api(2);\n}\n' "$f"
	} >"$f.c"
done
step "import"
conv() {	# FILE REPLACEMENT-OF-THE-SECOND-FUNCTION: the first call becomes new_api
	sed -i 's/old_api(1)/new_api(1)/' "$1.c"
	python3 - "$1.c" "$2" <<'PY'
import sys
p, body = sys.argv[1], sys.argv[2].replace("\\n", "\n").replace("\\t", "\t")
s = open(p).read()
i = s.index("void %s_two" % p[:-2])
open(p, "w").write(s[:i] + body)
PY
	step "$1: use new_api"
}
fn() { printf 'void %s_two(void)\\n{\\n' "$1"; }
conv stays "$(fn stays)\\told_api(2);\\n}\\n"
conv comment "$(fn comment)\\t/* old_api(2) is gone */\\n\\tnew_api(2);\\n}\\n"
conv string "$(fn string)\\tputs(\"old_api(2)\");\\n\\tnew_api(2);\\n}\\n"
conv decl "int old_api(int x);\\n$(fn decl)\\tnew_api(2);\\n}\\n"
conv directive "#define OLD(x) old_api(x)\\n$(fn directive)\\tnew_api(2);\\n}\\n"
conv ifsplit "#ifdef A\\nvoid ifsplit_two(void) {\\n#else\\nvoid ifsplit_two(int x) {\\n#endif\\n\\told_api(2);\\n}\\n"
conv initializer "static int (*const tab[])(int) = {\\n\\told_api,\\n};\\nstatic int v = old_api(3);\\n"
conv gone "$(fn gone)\\tnew_api(2);\\n}\\n"
cd ..

prequel index -q --db i.db repo >/dev/null || die "cannot index"
prequel template undefined-function symbol=old_api >q.pq
prequel query --db i.db --stats --no-renames --no-series --format json q.pq >items.json 2>stats || true
PREQUEL_GUARDS=whole prequel query --db i.db --no-renames --no-series --format json q.pq >whole.json || true
cmp -s items.json whole.json || die "refuting on items changes the hits: $(diff items.json whole.json | head -5)"
subjects=$(python3 -c 'import json,sys; print(" ".join(sorted(h["subject"].split(":")[0] for h in json.load(open(sys.argv[1]))["hits"])))' items.json)
# a call left (stays, the directive's macro body, the initializer) is no hit; a word that is no call
# is; so is ifsplit, whose conditional the commit added (guard.c reads its new branch alone)
[ "$subjects" = "comment decl gone ifsplit string" ] || die "hits: '$subjects'"
refuted=$(sed -n 's/.*refuted \([0-9]*\), pruned.*/\1/p' stats)
# stays and initializer surely keep a call in one balanced item; whether the others are refuted
# early or matched whole, the hits are the same (above)
[ "${refuted:-0}" -ge 2 ] || die "refuted ${refuted:-?} candidates: the guards were matched on whole files ($(cat stats))"
PREQUEL_GUARDS=whole prequel query --db i.db --stats --no-renames --no-series --format json q.pq >/dev/null 2>stats || true
grep -q 'refuted 0,' stats || die "PREQUEL_GUARDS=whole still refutes: $(cat stats)"
echo "refuted $refuted: ok"

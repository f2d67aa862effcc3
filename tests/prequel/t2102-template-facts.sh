#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Templates carry what the issue knows (issue 19).  incompatible-assign of a field whose type is
# a function pointer puts the field's new parameter types in the query (a function whose
# parameters became "struct timer_list *"): on the real commit wireguard 47b9e2396a11 that rule
# matches the five converted timer callbacks.  Kind "other" gets a query from the name its
# message quotes, and a clear error when the message names nothing.  A macro called with the
# wrong count (tp_smapi's DEFINE_SEMAPHORE) may declare a file-scope object: the query matches
# "static NAME(...);" in the real kernel commits that changed it.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"
ex=${PORTER_SOURCE_DIR:?}/corpora/realworld/examples/wireguard-linux-compat/47b9e2396a11
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@e GIT_COMMITTER_NAME=A GIT_COMMITTER_EMAIL=a@e

prequel template incompatible-assign symbol=function container="struct timer_list" \
	expected="void (*)(struct timer_list *)" actual="void (*)(long unsigned int)" >assign.pq ||
	die "no template"
grep -q "^- e->function = e2$" assign.pq && grep -q "^+ t f(struct timer_list \*x1)$" assign.pq ||
	die "the struct type is not in the query: $(cat assign.pq)"
# the same issue without the field's type: no guess
prequel template incompatible-assign symbol=function container="struct timer_list" >bare.pq
! grep -q "timer_list \*" bare.pq || die "a parameter rule without the expected type"
echo "ok 1 - incompatible-assign: the field's new parameter type is in the query"

git init -q wg
cp -r "$ex/base/." wg/
git -C wg add -A
git -C wg commit -q -m import
git -C wg am -q "$ex/commit.patch"
prequel index -q --db ex.db wg
# the rule of the template that holds the type, alone (the commit assigns no .function)
awk 'n >= 3 { print } /^@@$/ { n++ }' assign.pq | sed '1i @@' >param.pq
grep -q "^identifier f, x1;" param.pq || die "cannot cut the rule: $(cat param.pq)"
prequel query --db ex.db param.pq >hits.txt || die "query failed"
grep -q "timers: switch to kees' new timer_list functions" hits.txt ||
	die "the rule does not find the real conversion: $(cat hits.txt)"
test "$(grep -c "(struct timer_list \*timer)" hits.txt)" -ge 5 ||
	die "not every converted callback matched: $(cat hits.txt)"
prequel query --db ex.db assign.pq >none.txt || test $? = 1 || die "the whole query failed"
test ! -s none.txt || die "the whole query matched a commit that assigns no .function"
echo "ok 2 - the rule finds the callbacks a real timer conversion changed"

prequel template other symbol=pci_dma_mapping_error >other.pq || die "no template for other"
grep -q "^- pci_dma_mapping_error$" other.pq || die "wrong query for other: $(cat other.pq)"
if prequel template other symbol="control reaches end of non-void function" >prose.pq 2>err; then
	die "a query from prose: $(cat prose.pq)"
fi
grep -q "template other: no name in 'control reaches end of non-void function'" err ||
	die "unclear error: $(cat err)"
echo "ok 3 - other: a query from the quoted name, an error for prose"

prequel template too-few-args symbol=DEFINE_SEMAPHORE expected=2 actual=1 \
	"prototype=#define DEFINE_SEMAPHORE(_name, _n)" >macro.pq || die "no template"
grep -q "^- DEFINE_SEMAPHORE(old)$" macro.pq && grep -q "^expression list\[2\] new;$" macro.pq ||
	die "no query for the macro: $(cat macro.pq)"
# the real kernel-pair commits: "static DEFINE_SEMAPHORE(x);" and one that adds the "static"
git init -q sem
kp=$PORTER_SOURCE_DIR/corpora/realworld/examples/kernel-pair
for c in 5d6ae044a199 fd450acbb251; do
	cp -r "$kp/$c/base/." sem/
	git -C sem add -A && git -C sem commit -qm "import $c" &&
		git -C sem am -q "$kp/$c/commit.patch" || die "cannot apply $c"
done
prequel index -q --db sem.db sem >/dev/null || die "prequel index"
prequel query --db sem.db macro.pq >sem.txt || die "query failed: $(cat sem.txt)"
grep -q "^ *drivers/macintosh/adb.c:83: -static DEFINE_SEMAPHORE(adb_probe_mutex);$" sem.txt &&
	grep -q "intel/ifs/sysfs.c:16: +static DEFINE_SEMAPHORE(ifs_sem, 1);$" sem.txt ||
	die "the file-scope uses are not found: $(cat sem.txt)"
echo "ok 4 - too-few-args of a macro: the query finds its file-scope uses after static"

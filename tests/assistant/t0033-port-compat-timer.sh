#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter port --compat on v4l2loopback at the parent of its own timer fix 00eb0df20248
# (corpora/realworld/drivers/v4l2loopback) against Debian's 6.1 headers, with the pool's two
# setup_timer examples (wireguard-linux-compat 47b9e2396a11, ipt-netflow f81969a3ae68):
#  - the setup_timer fix is kept and guarded;
#  - its old side (every guard false) is the original file, byte for byte, so the driver still
#    builds where it did (kernels before 4.15, which this machine has not);
#  - its new side (every guard true) has the shape of the maintainers' commit: the callbacks
#    take a struct timer_list *, get their device with from_timer(dev, ..., <its timer>), and
#    timer_setup() passes 0;
#  - the result builds against 6.1 and 6.12 with no error or warning about the timers (the
#    driver's other issues, do_gettimeofday, are not this test's).
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.1 6.12
src=$PORTER_SOURCE_DIR/corpora/realworld/drivers/v4l2loopback

pool_index pool.db v4l2loopback wireguard-linux-compat/47b9e2396a11 ipt-netflow/f81969a3ae68
import_repo v4l2loopback "$(dirname "$src")"
porter port --driver v4l2loopback --kernel "$old" --db pool.db --compat --out out \
	--format json >port.json 2>port.err || test $? -eq 1 ||
	die "porter port --compat: $(cat port.err)"
python3 - port.json <<'PY' || die "report: $(cat port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
fixed = [i for i in r["issues"] if i["symbol"] == "setup_timer" and i["fixed"]]
assert fixed, [(i["symbol"], i["fixed"]) for i in r["issues"]]
PY
am_on out/series.mbox v4l2loopback
c=am/v4l2loopback.c
grep -q '^#if' $c || die "no guard: $(diff "$src/v4l2loopback.c" $c)"

# Both sides of porter's guards: the lines of #if/#else/#endif groups that the series added
# (a directive the original has is the driver's own and stays), the new or the old branch.
side() {
	python3 - "$src/v4l2loopback.c" "$c" "$1" <<'PY'
import difflib, sys
orig = open(sys.argv[1]).read().split("\n")
res = open(sys.argv[2]).read().split("\n")
new = sys.argv[3] == "new"
# the factored "#if G / #define HAVE_X / #endif" block (X not the driver's), its blank line after
text = "\n".join(orig)
for i in range(1, len(res) - 1):
    if res[i].startswith("#define HAVE_") and res[i - 1].startswith("#if") and \
            res[i + 1] == "#endif" and res[i].split()[1] not in text:
        n = 4 if i + 2 < len(res) and res[i + 2] == "" else 3
        res = res[:i - 1] + res[i - 1 + n:]
        break
added = set()
for op, a1, a2, b1, b2 in difflib.SequenceMatcher(None, orig, res, autojunk=False).get_opcodes():
    if op in ("insert", "replace"):
        added.update(range(b1, b2))
out, stack = [], []    # stack: (ours, in_new_branch) per open group
def keep():
    return all(not ours or inb == new for ours, inb in stack)
for i, line in enumerate(res):
    d = line.lstrip()
    ours = i in added and d.startswith("#")
    if d.startswith("#if"):
        if ours:
            # "#if !(G)" holds the old code alone
            stack.append((True, not d.startswith("#if !")))
            continue
        stack.append((False, True))
    elif d.startswith("#else") and stack and stack[-1][0]:
        stack[-1] = (True, not stack[-1][1])
        continue
    elif d.startswith("#endif") and stack:
        if stack.pop()[0]:
            continue
    if keep():
        out.append(line)
sys.stdout.write("\n".join(out))
PY
}
side old >old.c && side new >new.c || die "cannot read the guards of $c"
cmp -s old.c "$src/v4l2loopback.c" ||
	die "the old side is not the original: $(diff "$src/v4l2loopback.c" old.c)"
tr -s ' \t\n' ' ' <new.c >new.flat
for cb in sustain timeout; do
	grep -Eq "static void ${cb}_timer_clb\(struct timer_list \*[a-z_]+\) \{ (#[^{]* )?struct v4l2_loopback_device \*dev = from_timer\(dev, [a-z_]+, ${cb}_timer\);" new.flat ||
		die "no from_timer in ${cb}_timer_clb: $(diff "$src/v4l2loopback.c" new.c)"
	grep -q "timer_setup(&dev->${cb}_timer, ${cb}_timer_clb, 0);" new.flat ||
		die "no timer_setup for ${cb}_timer: $(diff "$src/v4l2loopback.c" new.c)"
done
! grep -q 'setup_timer(&dev->\|devs\[nr\]; spin_lock' new.flat || die "old code on the new side: $(cat new.c)"

# The guarded driver against both header trees: nothing about the timers.
for k in "$old" "$new"; do
	rm -rf b && cp -r am b && rm -rf b/.git
	porter-sandbox build --no-json b "$k" >b.out 2>&1 || true
	! grep -E 'error:|warning:' b.out | grep -E 'timer|_clb|from_timer|\bnr\b' ||
		die "timer errors against $k: $(cat b.out)"
done
echo "ok - v4l2loopback's setup_timer guarded: old side the original, new side from_timer/timer_setup"

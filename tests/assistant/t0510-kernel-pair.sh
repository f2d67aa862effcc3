#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The kernel-pair history (corpora/kernel-pair.sh), when one is built: $PORTER_KERNEL_PAIR names its
# folder (kernel-pair.git, kernel-pair.db).  Skipped (exit 77, "SKIP: why") without it or without
# Debian's 6.12 headers.
#  - the history: tags v6.1 and v6.12, every commit between them changes one file and its subject
#    names that file, and the index holds every one of them;
#  - its examples are what a port needs: lkmpg's chardev.c (corpora/realworld, class_create(THIS_MODULE,
#    ...)) ported to 6.12 with the kernel-pair index alone builds clean, from an in-tree conversion.
set -eu
die() {
	echo "FAIL: $*" >&2
	exit 1
}
kp=${PORTER_KERNEL_PAIR:-}
if test -z "$kp"; then
	echo "SKIP: PORTER_KERNEL_PAIR not set (build the history with corpora/kernel-pair.sh --out DIR)"
	exit 77
fi
test -d "$kp/kernel-pair.git" && test -f "$kp/kernel-pair.db" ||
	die "PORTER_KERNEL_PAIR=$kp: no kernel-pair.git and kernel-pair.db there"
new=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)
if ! test -f "$new/Makefile"; then
	echo "SKIP: Debian's 6.12 headers not installed (scripts/install-deps)"
	exit 77
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/porter-kp.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
g="git --git-dir=$kp/kernel-pair.git"

$g rev-parse -q --verify v6.1 >/dev/null && $g rev-parse -q --verify v6.12 >/dev/null ||
	die "no tags v6.1 and v6.12"
n=$($g rev-list --count v6.1..v6.12)
test "$n" -gt 1000 || die "only $n commits between v6.1 and v6.12"
$g log --format='@%s' --name-only v6.1..v6.12 | python3 -c '
import sys
subj, files, bad, n = None, [], [], 0
def check():
    global n
    if subj is None:
        return
    n += 1
    if len(files) != 1 or not subj.startswith(files[0] + ": "):
        bad.append((subj, files))
for l in sys.stdin.read().splitlines():
    if l.startswith("@"):
        check()
        subj, files = l[1:], []
    elif l:
        files.append(l)
check()
assert not bad, "%d commits are not one file named in the subject: %s" % (len(bad), bad[:3])
print("history: %d commits, one file each" % n)'
commits=$(prequel stats --db "$kp/kernel-pair.db" | awk '$1 == "commits:" {print $2}')
test "$commits" = "$n" || die "the index holds $commits commits, the history $n"

cp -r "${PORTER_SOURCE_DIR:?}/corpora/realworld/drivers/lkmpg_chardev" drv
porter port --driver drv --kernel "$new" --db "$kp/kernel-pair.db" --out out --format json \
	>port.json 2>port.err || test $? = 1 || die "porter port: $(cat port.err)"
python3 - port.json "$kp/kernel-pair.git" <<'PY'
import json, subprocess, sys
r = json.load(open(sys.argv[1]))
assert r["clean"], "lkmpg chardev not clean on 6.12 with the kernel-pair index: %s" % r["issues"]
ex = [i["example"] for i in r["issues"] if i.get("fixed")]
assert ex and all(ex), r["issues"]
print("lkmpg chardev clean on 6.12 from", ex)
PY
echo "ok"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Kernels and pools by version (docs/cli.md): porter port --kernel 6.12 builds against the
# installed header tree of 6.12 (the machine's plain flavour, not -rt), no --kernel against the
# running kernel's /lib/modules/RELEASE/build, no --db with the pool porter pool made for the
# target's version; an unknown version, a missing build tree and a missing pool are exit 2 with
# one line naming them.  PORTER_USR_SRC, PORTER_LIB_MODULES and PORTER_POOL_DIR stand for
# /usr/src, /lib/modules and the default pool folder.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
need_headers 6.1 6.12
cd "$scratch"

# 6.12's -amd64 the real one, its -rt-amd64 and -common stand-ins 6.1's trees: a wrong choice
# shows in the report's kernel (a found tree is named by its real path)
rel12=${new##*/linux-headers-}
mkdir src mods pools
ln -s "$new" "src/linux-headers-$rel12"
ln -s "$old" "src/linux-headers-${rel12%-amd64}-rt-amd64"
ln -s "$old" "src/linux-headers-${rel12%-amd64}-common"
export PORTER_USR_SRC=$scratch/src PORTER_LIB_MODULES=$scratch/mods PORTER_POOL_DIR=$scratch/pools

mkdir drv
cat >drv/hello.c <<'EOF'
#include <linux/module.h>
static int __init hello_init(void) { return 0; }
static void __exit hello_exit(void) { }
module_init(hello_init);
module_exit(hello_exit);
MODULE_LICENSE("GPL");
EOF
echo 'obj-m := hello.o' >drv/Kbuild

# expect NAME PATTERN porter-args...: exit 2, one line on stderr matching PATTERN
expect() {
	local name=$1 pattern=$2 rc=0
	shift 2
	porter port --out "out-$name" "$@" >"$name.out" 2>"$name.err" || rc=$?
	test $rc = 2 || die "$name: exit $rc, expected 2: $(cat "$name.err")"
	test "$(grep -vc '^porter: note:' "$name.err")" = 1 || die "$name: more than one line: $(cat "$name.err")"
	grep -q -- "$pattern" "$name.err" || die "$name: $(cat "$name.err")"
}
expect unknown "^error: --kernel 6.99: no such directory nor installed kernel headers.*installed: $rel12, ${rel12%-amd64}-rt-amd64\$" \
	--driver drv --kernel 6.99 --db "$db"
expect nobuild "^error: no --kernel and no build tree of the running kernel $(uname -r) ($scratch/mods/$(uname -r)/build)" \
	--driver drv --db "$db"
expect nopool "^error: no --db, and no pool ending at v6.12 in $scratch/pools (none there): make one with \`porter pool OLD 6.12\`" \
	--driver drv --kernel 6.12

# a pool for 6.12 where porter pool puts it; any index serves
mkdir -p pools/v6.1-v6.12
cp "$db" pools/v6.1-v6.12/kernel-pair.db
porter port --driver drv --kernel 6.12 --out out1 --format json >p1.json 2>p1.err ||
	die "porter port --kernel 6.12: $(cat p1.err)"
python3 - p1.json "$new" "$scratch/pools/v6.1-v6.12/kernel-pair.db" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["kernel"] == sys.argv[2], "kernel %s, expected %s" % (r["kernel"], sys.argv[2])
assert r["db"] == sys.argv[3], "db %s, expected %s" % (r["db"], sys.argv[3])
assert r["clean"], r
PY

# no --kernel: the running kernel's build tree, and the pool of its version
mkdir -p "mods/$(uname -r)"
ln -s "$new" "mods/$(uname -r)/build"
porter port --driver drv --out out2 --format json >p2.json 2>p2.err || die "porter port (no --kernel): $(cat p2.err)"
python3 - p2.json "$new" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
assert r["kernel"] == sys.argv[2], "kernel %s, expected %s" % (r["kernel"], sys.argv[2])
PY
echo "ok"

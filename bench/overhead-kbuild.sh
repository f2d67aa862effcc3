#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# porter's overhead on real Kbuild builds: total time / time spent in builds (goal <= 1.5) of one
# `porter port` of tests/assistant/data/kbuild/tmp117_cls (written for Debian's 6.1 headers) to
# the 6.12 headers, and of the result back to 6.1, both timed by porter and by the clock here.
# usage: bench/overhead-kbuild.sh [DB]   (default: build/corpora/minikernel.db; a real index, e.g.
#        of out-of-tree driver histories, measures the query and synth on real data)
# env: PORTER (the binary), OLD, NEW (the kernel build trees; default /usr/src/linux-headers-6.1*
#      and 6.12*)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
PORTER=$(bench_bin porter PORTER)
db=${1:-$(dirname "$PORTER")/../corpora/minikernel.db}
old=${OLD:-$(ls -d /usr/src/linux-headers-6.1.*-amd64 2>/dev/null | head -n 1)}
new=${NEW:-$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)}
[ -f "$db" ] || { echo "bench/overhead-kbuild.sh: no index $db" >&2; exit 2; }
[ -f "$old/Makefile" ] && [ -f "$new/Makefile" ] ||
	{ echo "bench/overhead-kbuild.sh: needs the 6.1 and 6.12 kernel headers" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$here/../tests/assistant/data/kbuild/tmp117_cls" "$tmp/drv"

# port DIR KDIR NAME: one --apply run, its report's times and the wall time around it
port() {
	t0=$(date +%s.%N)
	rc=0
	"$PORTER" port --driver "$1" --kernel "$2" --db "$db" --apply --format json >"$tmp/$3.json" \
		2>"$tmp/$3.err" || rc=$?
	# 1: the port ran but issues remain (an index without the right examples): still timed
	[ $rc -le 1 ] || { echo "bench/overhead-kbuild.sh: $3: exit $rc: $(cat "$tmp/$3.err")" >&2; exit 3; }
	t1=$(date +%s.%N)
	python3 - "$tmp/$3.json" "$t0" "$t1" "$3" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
t, wall = r["time"], float(sys.argv[3]) - float(sys.argv[2])
print("%-8s issues %d fixed %d clean %s   build %.2f s  query %.2f  synth %.2f  spatch %.2f  total %.2f"
      "  wall %.2f   overhead: loop %.2f  process %.2f"
      % (sys.argv[4], r["issues_before"], r["issues_fixed"], r["clean"], t["build"], t["query"],
         t["synth"], t["spatch"], t["total"], wall, t["total"] / t["build"], wall / t["build"]))
PY
}
echo "porter: $PORTER   db: $db"
port "$tmp/drv" "$new" forward
port "$tmp/drv" "$old" back
echo "goal: overhead <= 1.5"

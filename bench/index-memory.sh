#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Peak memory of `prequel index` over a 100k-commit history (goal < 500 MB).  prequel diffs in
# worker processes, so one process's maximum RSS is not the answer: this samples the whole
# process tree every 50 ms and reports the peak of the summed PSS (shared pages counted once,
# split between their users) and of the summed RSS (shared pages counted in every process),
# next to GNU time's largest single-process RSS.  A spike shorter than 50 ms can be missed.
# usage: bench/index-memory.sh [REPO]     (default: makes one with bench/gen-history.py)
# env: COMMITS (100000), PREQUEL (the binary), THREADS, KEEP=1 keeps the generated repository
set -eu

here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
PREQUEL=$(bench_bin prequel PREQUEL)
commits=${COMMITS:-100000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ $# -ge 1 ]; then
	repo=$1
else
	repo=$tmp/history
	echo "generating $commits commits with bench/gen-history.py ..." >&2
	python3 "$here/gen-history.py" --commits "$commits" "$repo" >"$tmp/gen.log" 2>&1 ||
		{ cat "$tmp/gen.log" >&2; exit 3; }
fi
n=$(git -C "$repo" rev-list --no-merges --count HEAD)

python3 - "$PREQUEL" "$repo" "$tmp/bench.db" "${THREADS:-}" "$n" <<'EOF'
import os, subprocess, sys, time

prequel, repo, db, threads, n = sys.argv[1:6]
argv = ["/usr/bin/time", "-f", "%M %e", "-o", db + ".time", prequel, "index", "--quiet",
        "--db", db, repo]
if threads:
    argv[7:7] = ["--threads", threads]

def children():
    kids = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % pid) as f:
                ppid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, IndexError, ValueError):
            continue
        kids.setdefault(ppid, []).append(int(pid))
    return kids

def tree(root):
    kids, out, todo = children(), [], [root]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(kids.get(p, []))
    return out

def mem(pid):
    pss = rss = 0
    try:
        with open("/proc/%d/smaps_rollup" % pid) as f:
            for line in f:
                if line.startswith("Pss:"):
                    pss = int(line.split()[1])
                elif line.startswith("Rss:"):
                    rss = int(line.split()[1])
    except OSError:
        pass
    return pss, rss

t0 = time.monotonic()
p = subprocess.Popen(argv)
peak_pss = peak_rss = peak_procs = 0
while p.poll() is None:
    pids = tree(p.pid)
    pss = rss = 0
    for q in pids:
        a, b = mem(q)
        pss += a
        rss += b
    peak_pss, peak_rss = max(peak_pss, pss), max(peak_rss, rss)
    peak_procs = max(peak_procs, len(pids) - 1)   # /usr/bin/time itself not counted as work
    time.sleep(0.05)
wall = time.monotonic() - t0
if p.returncode:
    sys.exit("prequel index failed (exit %d)" % p.returncode)
maxrss_kb, elapsed = open(db + ".time").read().split()[:2]
mb = lambda kb: int(kb) / 1024.0
print("commits: %s (no merges)   index time: %.1f s   processes: %d   cpus: %d"
      % (n, wall, peak_procs, os.cpu_count()))
print("peak memory of the process tree: PSS %.0f MB   RSS %.0f MB   (sampled every 50 ms)"
      % (mb(peak_pss), mb(peak_rss)))
print("largest single process (GNU time): %.0f MB" % mb(maxrss_kb))
verdict = "met" if mb(peak_pss) < 500 else "NOT met"
print("goal < 500 MB (PSS of the tree): %s" % verdict)
EOF
ls -la "$tmp/bench.db" | awk '{ printf "DB: %.1f MiB\n", $5 / 1048576 }'
if [ "${KEEP:-}" = 1 ] && [ $# -eq 0 ]; then
	mv "$repo" ./bench-history && echo "kept: ./bench-history"
fi

#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Peak memory of `prequel index` over a 100k-commit history (goal < 500 MB).  prequel diffs in
# worker processes, so one process's maximum RSS is not the answer: this samples the whole
# process tree every 50 ms and reports the peak of the summed PSS (shared pages counted once,
# split between their users) and of the summed RSS (shared pages counted in every process),
# next to GNU time's largest single-process RSS.  A spike shorter than 50 ms can be missed.
# usage: bench/index-memory.sh [REPO]     (default: makes one with bench/gen-history.py)
# env: COMMITS (100000), PREQUEL (the binary), THREADS, KEEP=1 keeps the generated repository,
#      VOCAB=N (issue 40: instead, a history whose first commit adds N million distinct
#      identifiers, 100k a file, then 140 one-line commits: what a commit's word sets hold grows
#      with its vocabulary, not its files or lines), PREQUEL_BEFORE (another prequel measured on
#      the same repository first, to compare two builds)
set -eu

here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
PREQUEL=$(bench_bin prequel PREQUEL)
commits=${COMMITS:-100000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ $# -ge 1 ]; then
	repo=$1
elif [ -n "${VOCAB:-}" ]; then
	repo=$tmp/vocab
	echo "generating a commit of $VOCAB million distinct words ..." >&2
	python3 - "$repo" "$VOCAB" <<'EOF'
import os, random, subprocess, sys
out, words = sys.argv[1], int(float(sys.argv[2]) * 1000000)
rnd = random.Random(40)
syl = ["".join(rnd.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rnd.randint(3, 9)))
       for _ in range(4000)]
env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.org",
           GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.org")
subprocess.run(["git", "init", "-q", "-b", "main", out], check=True)
os.chdir(out)
k = 0
# lines of 5 identifiers, 20000 lines a file (--max-file-lines' default), under 2 MiB a blob
while k < words:
    f = k // 100000
    os.makedirs("drivers/d%02d" % (f % 17), exist_ok=True)
    with open("drivers/d%02d/f%04d.c" % (f % 17, f), "w") as o:
        for _ in range(20000):
            if k >= words:
                break
            ws = []
            for _ in range(5):
                ws.append("%s_%s%d" % (syl[rnd.randrange(4000)], syl[k % 4000][:3], k))
                k += 1
            o.write("\t%s = %s(%s, %s) + %s;\n" % tuple(ws))
subprocess.run(["git", "add", "."], check=True)
subprocess.run(["git", "commit", "-q", "-m", "huge vocabulary"], check=True, env=env)
for i in range(140):
    with open("drivers/d00/f0000.c", "a") as o:
        o.write("int later_%d;\n" % i)
    subprocess.run(["git", "commit", "-q", "-am", "change %d" % i], check=True, env=env)
EOF
else
	repo=$tmp/history
	echo "generating $commits commits with bench/gen-history.py ..." >&2
	python3 "$here/gen-history.py" --commits "$commits" "$repo" >"$tmp/gen.log" 2>&1 ||
		{ cat "$tmp/gen.log" >&2; exit 3; }
fi
n=$(git -C "$repo" rev-list --no-merges --count HEAD)

for bin in ${PREQUEL_BEFORE:-} "$PREQUEL"; do
rm -f "$tmp/bench.db" "$tmp/bench.db-wal" "$tmp/bench.db-shm"
echo "$bin: load average $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$bin" "$repo" "$tmp/bench.db" "${THREADS:-}" "$n" <<'EOF'
import os, subprocess, sys, time

prequel, repo, db, threads, n = sys.argv[1:6]
argv = ["/usr/bin/time", "-f", "%M %e %U %S", "-o", db + ".time", prequel, "index", "--quiet",
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
maxrss_kb, elapsed, user, system = open(db + ".time").read().split()[:4]
mb = lambda kb: int(kb) / 1024.0
print("commits: %s (no merges)   index time: %.1f s   processes: %d   cpus: %d"
      % (n, wall, peak_procs, os.cpu_count()))
print("peak memory of the process tree: PSS %.0f MB   RSS %.0f MB   (sampled every 50 ms)"
      % (mb(peak_pss), mb(peak_rss)))
print("largest single process (GNU time): %.0f MB   CPU %.1f s (user %s, sys %s)"
      % (mb(maxrss_kb), float(user) + float(system), user, system))
verdict = "met" if mb(peak_pss) < 500 else "NOT met"
print("goal < 500 MB (PSS of the tree): %s" % verdict)
EOF
ls -la "$tmp/bench.db" | awk '{ printf "DB: %.1f MiB\n", $5 / 1048576 }'
done
if [ "${KEEP:-}" = 1 ] && [ $# -eq 0 ]; then
	mv "$repo" ./bench-history && echo "kept: ./bench-history"
fi

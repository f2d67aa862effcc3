#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""In-tree benchmark, step 1: which of the kernel's own drivers are porting cases (docs/eval.md,
"The in-tree benchmark").  A case is a .c of one version's drivers/ that is a module of its own,
whose local includes sit beside it, that builds alone as an external module against that version's
Debian headers and fails with compiler errors against the other version's: forward (6.1 -> 6.12)
and backward (6.12 -> 6.1).  Every build runs as nobody in a throw-away copy; every result is
cached under CACHE/discovery-KEY.json (KEY: the four Debian package versions), so a rerun is free.

usage: bench/intree-cases.py [--cache DIR] [--dirs d1,d2,...] [--jobs N] [--limit N]
Writes CACHE/cases-KEY.json: {"key", "cases": [{"name", "direction", "path", "locals",
"from", "to", "errors"}]} and prints a summary on stderr."""
import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

DIRS = ("drivers/char,drivers/hid,drivers/hwmon,drivers/iio,drivers/input/misc,drivers/leds,"
        "drivers/rtc,drivers/power/supply,drivers/watchdog,drivers/misc")
MODULE_RE = re.compile(rb"^\s*(module_\w+_driver\s*\(|module_init\s*\()", re.M)
LOCAL_RE = re.compile(rb'^\s*#\s*include\s+"([^"]+)"', re.M)
ERROR_RE = re.compile(r"^[^\s:]+\.[ch]:\d+:\d+: error: ", re.M)
BUILD_TIMEOUT = 300


def die(msg):
    print("intree-cases: error: " + msg, file=sys.stderr)
    sys.exit(2)


def pkg_version(name):
    r = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", name], capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 else None


def trees():
    """The two versions: tarball, header tree and package versions."""
    old_h = sorted(glob.glob("/usr/src/linux-headers-6.1.*-amd64"))
    new_h = sorted(glob.glob("/usr/src/linux-headers-6.12*-amd64"))
    tars = ["/usr/src/linux-source-6.1.tar.xz", "/usr/src/linux-source-6.12.tar.xz"]
    if not old_h or not new_h or not all(os.path.exists(t) for t in tars):
        return None
    vs = [pkg_version("linux-source-6.1"), pkg_version("linux-source-6.12"),
          pkg_version(os.path.basename(old_h[-1])), pkg_version(os.path.basename(new_h[-1]))]
    key = "-".join(v or "unknown" for v in vs).replace("~", "_").replace("+", "_")
    return {"6.1": {"tar": tars[0], "headers": old_h[-1]},
            "6.12": {"tar": tars[1], "headers": new_h[-1]}, "key": key}


def extract(cache, ver, tar, top_dirs):
    """CACHE/src/VER/: the tarball's drivers/ (only), extracted once."""
    dst = os.path.join(cache, "src", ver)
    stamp = os.path.join(dst, ".done")
    if os.path.exists(stamp):
        return dst
    shutil.rmtree(dst, ignore_errors=True)
    os.makedirs(dst)
    top = subprocess.run("tar -tJf '%s' | head -n 1 | cut -d/ -f1" % tar, shell=True,
                         capture_output=True, text=True).stdout.strip()
    if not top:
        die("%s: empty tarball" % tar)
    members = [top + "/" + d for d in top_dirs]
    subprocess.run(["tar", "-xJf", tar, "-C", dst, "--strip-components=1"] + members, check=True)
    open(stamp, "w").close()
    return dst


def local_includes(tree, rel):
    """The local includes of tree/rel, transitively, as paths relative to tree; None when one does
    not sit beside the file (in its folder or below it) or is missing."""
    base = os.path.dirname(rel)
    seen, todo = [], [rel]
    while todo:
        f = todo.pop()
        with open(os.path.join(tree, f), "rb") as fh:
            text = fh.read()
        for inc in LOCAL_RE.findall(text):
            inc = inc.decode("utf-8", "replace")
            p = os.path.normpath(os.path.join(os.path.dirname(f), inc))
            if not (p.startswith(base + "/")) or not os.path.isfile(os.path.join(tree, p)):
                return None
            if p not in seen and p != rel:
                seen.append(p)
                todo.append(p)
    return sorted(seen)


def candidates(tree, dirs):
    out = []
    for d in dirs:
        root = os.path.join(tree, d)
        for dp, dns, fns in os.walk(root):
            dns.sort()
            for fn in sorted(fns):
                if not fn.endswith(".c"):
                    continue
                rel = os.path.relpath(os.path.join(dp, fn), tree)
                with open(os.path.join(tree, rel), "rb") as fh:
                    text = fh.read()
                if not MODULE_RE.search(text):
                    continue
                locs = local_includes(tree, rel)
                if locs is None:
                    continue
                h = hashlib.sha1(text)
                for l in locs:
                    with open(os.path.join(tree, l), "rb") as fh:
                        h.update(fh.read())
                out.append((rel, locs, h.hexdigest()[:16]))
    return out


def copy_driver(tree, rel, locs, dst):
    """A driver folder: the .c, its local includes at their relative places, a Kbuild."""
    base = os.path.dirname(rel)
    os.makedirs(dst, exist_ok=True)
    for f in [rel] + locs:
        d = os.path.join(dst, os.path.relpath(f, base))
        os.makedirs(os.path.dirname(d), exist_ok=True)
        shutil.copyfile(os.path.join(tree, f), d)
    with open(os.path.join(dst, "Kbuild"), "w") as fh:
        fh.write("obj-m := %s.o\n" % os.path.basename(rel)[:-2])
    return dst


def build_batch(tree, items, headers, env):
    """Compiles the files of one folder (items: (rel, locs)) in one throw-away copy as nobody,
    make -k -j1, so that each file's lines follow its own "CC [M]" line.  Returns {rel: (status,
    errors, seconds)}: "ok" (its object was made), "error" (compiler errors of its own), "fail"."""
    tmp = tempfile.mkdtemp(prefix="porter-intree.")
    res = {}
    try:
        drv = os.path.join(tmp, "drv")
        base = os.path.dirname(items[0][0])
        for rel, locs in items:
            copy_driver(tree, rel, locs, drv)
        with open(os.path.join(drv, "Kbuild"), "w") as fh:
            fh.write("obj-m := %s\n" % " ".join(os.path.basename(r)[:-2] + ".o" for r, _ in items))
        subprocess.run(["chown", "-R", "nobody:nogroup", tmp], check=True)
        t = time.time()
        cmd = ["nice", "-n", "5", "setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups",
               "--", "timeout", str(BUILD_TIMEOUT * 4), "make", "-k", "-j1", "-C", headers, "M=" + drv,
               "KCFLAGS=-g0", "modules"]
        r = subprocess.run(cmd, capture_output=True, text=True, errors="replace", cwd=tmp, env=env)
        dt = (time.time() - t) / len(items)
        out = (r.stdout + "\n" + r.stderr).replace(drv + "/", "")
        # Lines of each compile: from its "CC [M]  x.o" to the next one.
        cur, per = None, {}
        for l in out.splitlines():
            m = re.match(r"\s+CC \[M\]\s+(\S+)\.o$", l)
            if m:
                cur = m.group(1) + ".c"
                continue
            if cur and ": error: " in l:
                per.setdefault(cur, []).append(l)
        for rel, _ in items:
            f = os.path.basename(rel)
            if os.path.exists(os.path.join(drv, f[:-2] + ".o")):
                res[rel] = ("ok", [], round(dt, 1))
            elif per.get(f):
                res[rel] = ("error", per[f][:20], round(dt, 1))
            else:
                res[rel] = ("fail", [], round(dt, 1))
        return res
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", default=os.environ.get("PORTER_INTREE_CACHE", "/work/cache/intree"))
    ap.add_argument("--dirs", default=DIRS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="stop after N builds (0: all)")
    a = ap.parse_args()
    t = trees()
    if t is None:
        die("Debian's linux-source-6.1/6.12 and 6.1/6.12 headers are needed (scripts/install-deps)")
    os.makedirs(a.cache, exist_ok=True)
    dirs = [d.strip().strip("/") for d in a.dirs.split(",") if d.strip()]
    for d in dirs:
        if not d.startswith("drivers/") or ".." in d.split("/"):
            die("--dirs: '%s' is not a folder under drivers/" % d)
    src = {v: extract(a.cache, v, t[v]["tar"], ["drivers"]) for v in ("6.1", "6.12")}
    rpath = os.path.join(a.cache, "discovery-%s.json" % t["key"])
    results = {}
    if os.path.exists(rpath):
        with open(rpath) as fh:
            results = json.load(fh)
    env = dict(os.environ, MAKEFLAGS="", HOME="/nonexistent")
    plan = []
    for frm, to, direction in (("6.1", "6.12", "forward"), ("6.12", "6.1", "backward")):
        for rel, locs, digest in candidates(src[frm], dirs):
            plan.append((direction, frm, to, rel, locs, digest))
    lock = threading.Lock()

    def save():
        tmpf = rpath + ".tmp"
        with open(tmpf, "w") as fh:
            json.dump(results, fh, indent=0, sort_keys=True)
        os.replace(tmpf, rpath)

    def key(item):
        return "%s:%s:%s" % (item[1], item[3], item[5])

    # Two passes: every file on its own version's headers, then those that built on the other's.
    # A pass is one batch per (version, headers, folder).
    for field in ("own", "other"):
        batches = {}
        for item in plan:
            direction, frm, to, rel, locs, digest = item
            r = results.get(key(item), {})
            if field in r or (field == "other" and r.get("own", [None])[0] != "ok"):
                continue
            ver = frm if field == "own" else to
            batches.setdefault((frm, ver, os.path.dirname(rel)), []).append(item)
        todo = sorted(batches.items())
        if a.limit:
            todo = todo[:a.limit]
        print("intree-cases: %s pass: %d folders, %d files" %
              (field, len(todo), sum(len(b) for _, b in todo)), file=sys.stderr)

        def one(kb):
            (frm, ver, _), items = kb
            res = build_batch(src[frm], [(i[3], i[4]) for i in items], t[ver]["headers"], env)
            with lock:
                for i in items:
                    results.setdefault(key(i), {})[field] = list(res[i[3]])
                save()

        with ThreadPoolExecutor(max_workers=a.jobs) as ex:
            for n, _ in enumerate(ex.map(one, todo), 1):
                if n % 5 == 0:
                    print("intree-cases: %s pass: %d of %d folders" % (field, n, len(todo)),
                          file=sys.stderr)
    cases, stats = [], {}
    for direction, frm, to, rel, locs, digest in plan:
        r = results.get("%s:%s:%s" % (frm, rel, digest), {})
        own = r.get("own", [None])[0]
        other = r.get("other", [None])[0]
        s = stats.setdefault(direction, {})
        label = "untried" if own is None else ("own-" + own if own != "ok" else
                                              ("untried" if other is None else "other-" + other))
        s[label] = s.get(label, 0) + 1
        if own == "ok" and other == "error":
            cases.append({"name": "%s:%s" % ("fwd" if direction == "forward" else "bwd", rel),
                          "direction": direction, "path": rel, "locals": locs, "from": frm, "to": to,
                          "errors": r["other"][1]})
    out = os.path.join(a.cache, "cases-%s.json" % t["key"])
    with open(out + ".tmp", "w") as fh:
        json.dump({"key": t["key"], "dirs": dirs, "cases": cases}, fh, indent=1)
    os.replace(out + ".tmp", out)
    for d, s in sorted(stats.items()):
        print("intree-cases: %s: %s" % (d, ", ".join("%s %d" % kv for kv in sorted(s.items()))),
              file=sys.stderr)
    print("intree-cases: %d cases in %s" % (len(cases), out), file=sys.stderr)


if __name__ == "__main__":
    main()

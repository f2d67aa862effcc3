#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""In-tree benchmark, step 1: which of the kernel's own drivers are porting cases (docs/eval.md,
"The in-tree benchmark").  A case is a .c of one version's drivers/ that is a module of its own,
whose local includes sit beside it, that compiles alone as an external module (Kbuild's own
compiler command line, -fsyntax-only) against that version's Debian headers and fails with
compiler errors against the other version's: forward (6.1 -> 6.12) and backward (6.12 -> 6.1).
Every compile runs as nobody in a throw-away copy; every result is cached under
CACHE/discovery-KEY.json (KEY: the four Debian package versions; seeded from bench/data/ when the
repository holds that KEY's results), so a rerun is free, and the
cases found so far are written as it goes, folders taken in turn.

usage: bench/intree-cases.py [--cache DIR] [--dirs d1,d2,...] [--jobs N] [--limit N] [--only PATH]...
Writes CACHE/cases-KEY.json: {"key", "cases": [{"name", "direction", "path", "locals",
"from", "to", "errors"}]} and prints a summary on stderr."""
import argparse
import glob
import hashlib
import json
import os
import re
import shlex
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
    """CACHE/src/VER/: the tarball's top_dirs (folders of the tree), extracted once; a later run
    that needs other folders extracts again, the union."""
    dst = os.path.join(cache, "src", ver)
    stamp = os.path.join(dst, ".done")
    have = []
    if os.path.exists(stamp):
        with open(stamp) as fh:
            have = fh.read().split()
        if not have or all(any(d == h or d.startswith(h + "/") for h in have) for d in top_dirs):
            return dst
    top_dirs = sorted(set(top_dirs) | set(have))
    shutil.rmtree(dst, ignore_errors=True)
    os.makedirs(dst)
    top = subprocess.run("tar -tJf '%s' | head -n 1 | cut -d/ -f1" % tar, shell=True,
                         capture_output=True, text=True).stdout.strip()
    if not top:
        die("%s: empty tarball" % tar)
    members = [top + "/" + d for d in top_dirs]
    subprocess.run(["tar", "-xJf", tar, "-C", dst, "--strip-components=1"] + members, check=True)
    with open(stamp, "w") as fh:
        fh.write("\n".join(top_dirs) + "\n")
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


def compile_flags(cache, headers, env):
    """The compiler command line Kbuild uses for an external module against headers (a dummy
    module built once with V=1, as nobody), without its -c, -o, source and dependency-file
    arguments; cached in CACHE/flags-<tree>.json."""
    path = os.path.join(cache, "flags-%s.json" % os.path.basename(headers))
    if os.path.exists(path):
        with open(path) as fh:
            return json.load(fh)
    tmp = tempfile.mkdtemp(prefix="porter-intree.")
    try:
        with open(os.path.join(tmp, "Kbuild"), "w") as fh:
            fh.write("obj-m := dummy.o\n")
        with open(os.path.join(tmp, "dummy.c"), "w") as fh:
            fh.write("#include <linux/module.h>\nMODULE_LICENSE(\"GPL\");\n")
        subprocess.run(["chown", "-R", "nobody:nogroup", tmp], check=True)
        r = subprocess.run(["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--",
                            "make", "-C", headers, "M=" + tmp, "V=1", "dummy.o"],
                           capture_output=True, text=True, errors="replace", env=env)
        line = next((l for l in r.stdout.splitlines() if "dummy.c" in l and " -c " in l), None)
        if not line:
            die("%s: cannot find Kbuild's compiler command (make V=1): %s" %
                (headers, (r.stderr or r.stdout)[-300:]))
        argv = shlex.split(line.split(" ; ")[0].split(";")[0])
        flags, skip = [], False
        for a in argv:
            if skip:
                skip = False
                continue
            if a == "-o":
                skip = True
                continue
            if a in ("-c", "-g") or a.startswith("-Wp,-MMD") or a.endswith("dummy.c") or \
                    "KBUILD_BASENAME" in a or "KBUILD_MODNAME" in a:
                continue
            flags.append(a)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    with open(path, "w") as fh:
        json.dump(flags, fh)
    return flags


def compile_one(tree, rel, locs, headers, flags, env):
    """One file compiled as Kbuild compiles it against headers, -fsyntax-only (the question is
    whether the compiler accepts it; no object is needed), as nobody in a throw-away copy:
    ("ok"|"error"|"fail", its error lines, seconds)."""
    tmp = tempfile.mkdtemp(prefix="porter-intree.")
    try:
        drv = copy_driver(tree, rel, locs, os.path.join(tmp, "drv"))
        subprocess.run(["chown", "-R", "nobody:nogroup", tmp], check=True)
        name = os.path.basename(rel)[:-2]
        mod = re.sub(r"[^A-Za-z0-9_]", "_", name)
        cmd = ["nice", "-n", "5", "setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups",
               "--", "timeout", str(BUILD_TIMEOUT)] + flags + [
               "-DKBUILD_BASENAME=\"%s\"" % mod, "-DKBUILD_MODNAME=\"%s\"" % mod,
               "-D__KBUILD_MODNAME=kmod_" + mod, "-fsyntax-only", os.path.join(drv, name + ".c")]
        t = time.time()
        r = subprocess.run(cmd, capture_output=True, text=True, errors="replace", cwd=headers, env=env)
        dt = round(time.time() - t, 1)
        out = (r.stdout + "\n" + r.stderr).replace(drv + "/", "")
        errs = [l for l in out.splitlines() if ": error: " in l]
        if r.returncode == 0:
            return "ok", [], dt
        return ("error" if errs else "fail"), errs[:20], dt
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", default=os.environ.get("PORTER_INTREE_CACHE", "/work/cache/intree"))
    ap.add_argument("--dirs", default=DIRS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="try N more files (0: all)")
    ap.add_argument("--only", action="append", default=[], metavar="PATH",
                    help="only this file of the folders (drivers/x/y.c, repeatable): the CI slice")
    a = ap.parse_args()
    t = trees()
    if t is None:
        die("Debian's linux-source-6.1/6.12 and 6.1/6.12 headers are needed (scripts/install-deps)")
    os.makedirs(a.cache, exist_ok=True)
    dirs = [d.strip().strip("/") for d in a.dirs.split(",") if d.strip()]
    for d in dirs:
        if not d.startswith("drivers/") or ".." in d.split("/"):
            die("--dirs: '%s' is not a folder under drivers/" % d)
    src = {v: extract(a.cache, v, t[v]["tar"], dirs) for v in ("6.1", "6.12")}
    rpath = os.path.join(a.cache, "discovery-%s.json" % t["key"])
    results = {}
    # discovery's results of earlier runs, kept in the repository (bench/data/): the same
    # packages and file texts give the same compiles, so a new machine starts where they ended
    seed = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data",
                        os.path.basename(rpath))
    if not os.path.exists(rpath) and os.path.exists(seed):
        shutil.copyfile(seed, rpath)
    if os.path.exists(rpath):
        with open(rpath) as fh:
            results = json.load(fh)
    env = dict(os.environ, MAKEFLAGS="", HOME="/nonexistent")
    plan = []
    for frm, to, direction in (("6.1", "6.12", "forward"), ("6.12", "6.1", "backward")):
        for rel, locs, digest in candidates(src[frm], dirs):
            plan.append((direction, frm, to, rel, locs, digest))
    lock = threading.Lock()
    last_save = [time.time()]

    def write_cases():
        """CACHE/cases-KEY.json from the results so far: a run cut short leaves its cases."""
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
                              "direction": direction, "path": rel, "locals": locs, "from": frm,
                              "to": to, "errors": r["other"][1]})
        out = os.path.join(a.cache, "cases-%s.json" % t["key"])
        with open(out + ".tmp", "w") as fh:
            json.dump({"key": t["key"], "dirs": dirs, "cases": cases, "tried": stats}, fh, indent=1)
        os.replace(out + ".tmp", out)
        return cases, stats, out

    def save():
        tmpf = rpath + ".tmp"
        with open(tmpf, "w") as fh:
            json.dump(results, fh, indent=0, sort_keys=True)
        os.replace(tmpf, rpath)
        write_cases()

    def key(item):
        return "%s:%s:%s" % (item[1], item[3], item[5])

    flags = {v: compile_flags(a.cache, t[v]["headers"], env) for v in ("6.1", "6.12")}

    # Folders in turn (one file of each, then the next), forward and backward files alternating,
    # each file on its own version's headers and, when it compiles there, at once on the other's:
    # a run cut short leaves whole cases of every folder and both directions.
    lists = []
    for d in dirs:
        fw = [i for i in plan if i[3].startswith(d + "/") and i[0] == "forward"]
        bw = [i for i in plan if i[3].startswith(d + "/") and i[0] == "backward"]
        lists.append([i for pair in zip(fw, bw) for i in pair] + fw[len(bw):] + bw[len(fw):])
    todo = [l[n] for n in range(max(map(len, lists), default=0)) for l in lists if n < len(l)]
    if a.only:
        todo = [i for i in todo if i[3] in a.only]
    todo = [i for i in todo if "other" not in results.get(key(i), {}) and
            results.get(key(i), {}).get("own", ["ok"])[0] == "ok"]
    if a.limit:
        todo = todo[:a.limit]
    print("intree-cases: %d files to compile" % len(todo), file=sys.stderr)

    def one(item):
        direction, frm, to, rel, locs, digest = item
        for field, ver in (("own", frm), ("other", to)):
            with lock:
                r = results.get(key(item), {})
            if field in r:
                if r[field][0] != "ok":
                    return
                continue
            res = compile_one(src[frm], rel, locs, t[ver]["headers"], flags[ver], env)
            with lock:
                results.setdefault(key(item), {})[field] = list(res)
                if time.time() - last_save[0] > 30:
                    last_save[0] = time.time()
                    save()
            if res[0] != "ok":
                return

    with ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for n, _ in enumerate(ex.map(one, todo), 1):
            if n % 50 == 0:
                print("intree-cases: %d of %d files" % (n, len(todo)), file=sys.stderr)
    with lock:
        save()
    cases, stats, out = write_cases()
    for d, s in sorted(stats.items()):
        print("intree-cases: %s: %s" % (d, ", ".join("%s %d" % kv for kv in sorted(s.items()))),
              file=sys.stderr)
    print("intree-cases: %d cases in %s" % (len(cases), out), file=sys.stderr)

if __name__ == "__main__":
    main()

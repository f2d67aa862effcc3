#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The in-tree benchmark (docs/eval.md, "The in-tree benchmark"): the kernel's own drivers ported
6.1 -> 6.12 and 6.12 -> 6.1 with the kernel-pair history as the pool, each case's own files left
out of it (porter port --exclude-path), each fix judged against the kernel's own other version of
the file (porter eval's reference judging).  Everything comes from the installed Debian packages.

usage: bench/intree.py [--sample N] [--seed S] [--full] [--min-backward N] [--per-change N]
                       [--dirs d1,d2] [--jobs N] [--cache DIR] [--kernel-pair DIR] [--out DIR]
                       [--porter PATH] [--case NAME]... [--format text|json] [--no-discover]
                       [--manifest-only] [--load-test] [--from-json FILE]...
Steps (each cached): cases (bench/intree-cases.py), the pool (corpora/kernel-pair.sh), the
sample (seeded, stratified: both directions, at most --per-change cases per first compiler
error), a porter eval manifest, porter eval (--jobs shards side by side; --load-test: each clean
port's module booted on the target kernel's image), the table."""
import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def die(msg):
    print("intree: error: " + msg, file=sys.stderr)
    sys.exit(2)


def run(cmd, **kw):
    print("intree: " + " ".join(cmd), file=sys.stderr)
    return subprocess.run(cmd, **kw)


def change_of(case):
    """The API change a case meets, for the sample's strata: its first compiler error on the
    other version with the place and quoting dropped ("'no_llseek' undeclared here")."""
    errs = case.get("errors") or ["?"]
    m = re.sub(r"^[^:]*:\d+:\d+: error: ", "", errs[0])
    m = m.replace("\u2018", "'").replace("\u2019", "'")
    m = re.sub(r"; did you mean .*", "", m)
    m = re.sub(r"\[-W[^\]]*\]", "", m)
    m = re.sub(r"\(not in a function\)|\(first use in this function\)", "", m)
    return re.sub(r"\s+", " ", m).strip()


def sample(cases, n, seed, min_backward, per_change):
    """n cases drawn with random.Random(seed): per direction, changes in a shuffled round-robin
    so that each change gives at most per_change cases; backward gets at least min_backward (or
    all it has), forward the rest."""
    rng = random.Random(seed)

    def draw(pool, k):
        by = defaultdict(list)
        for c in sorted(pool, key=lambda c: c["name"]):
            by[change_of(c)].append(c)
        keys = sorted(by)
        rng.shuffle(keys)
        for k_ in keys:
            rng.shuffle(by[k_])
        out, rnd = [], 0
        while len(out) < k and rnd < per_change:
            for k_ in keys:
                if rnd < len(by[k_]) and len(out) < k:
                    out.append(by[k_][rnd])
            rnd += 1
        return out

    bwd = [c for c in cases if c["direction"] == "backward"]
    fwd = [c for c in cases if c["direction"] == "forward"]
    nb = draw(bwd, max(min_backward, n - len(fwd)))
    nf = draw(fwd, n - len(nb))
    if len(nf) + len(nb) < n:
        nb = draw(bwd, n - len(nf))
    return sorted(nf + nb, key=lambda c: c["name"])


def case_name(case):
    """fwd:drivers/hwmon/x.c -> fwd_drivers_hwmon_x.c: a name porter eval can make a folder of."""
    return case["name"].replace("/", "_").replace(":", "_")


def lay_out(case, cache, src, headers, db):
    """The case's driver folder (the .c, its local includes, a Kbuild) and its reference (the
    same files of the other version, as far as it has them); a manifest entry."""
    base = os.path.dirname(case["path"])
    safe = case_name(case)
    root = os.path.join(cache, "cases", safe)
    drv, ref = os.path.join(root, "driver"), os.path.join(root, "reference")
    if not os.path.exists(os.path.join(root, ".done")):
        shutil.rmtree(root, ignore_errors=True)
        for f in [case["path"]] + case["locals"]:
            rel = os.path.relpath(f, base)
            for d, ver in ((drv, case["from"]), (ref, case["to"])):
                s = os.path.join(src[ver], f)
                if os.path.isfile(s):
                    os.makedirs(os.path.dirname(os.path.join(d, rel)), exist_ok=True)
                    shutil.copyfile(s, os.path.join(d, rel))
        with open(os.path.join(drv, "Kbuild"), "w") as fh:
            fh.write("obj-m := %s.o\n" % os.path.basename(case["path"])[:-2])
        open(os.path.join(root, ".done"), "w").close()
    return {"name": safe, "path": case["path"], "driver": drv, "kernel": headers[case["to"]], "db": db,
            "direction": "forward" if case["direction"] == "forward" else "backport",
            "reference_dir": ref, "exclude_paths": [case["path"]] + case["locals"],
            "change": change_of(case)}


def api_change(issue_key):
    """kind + symbol of a porter issue key ("kind symbol container")."""
    return " ".join(issue_key.split(" ")[:2])


# modpost's kinds: the only issues a case's reference can share, since discovery compiled it clean
LINK_KINDS = ("undefined-symbol", "missing-namespace")


def reference_own(results, manifest, porter, out):
    """The link-time issues a case's reference has too, built the same way, {case name: ["kind
    symbol", ...]}: a symbol no module of the target exports (Debian builds none that does) or
    another file's of the same module is no change between the two versions, and the maintainers'
    own file cannot fix it.  Only cases left with such an issue are built, once each, with no
    query (porter port --budget); kept in OUT/reference-own.json."""
    path = os.path.join(out, "reference-own.json")
    own = {}
    if os.path.exists(path):
        with open(path) as fh:
            own = json.load(fh)
    info = {c["name"]: c for c in manifest["cases"]}
    for res in results:
        for r in res["cases"]:
            name = r["name"]
            if name in own or r.get("error") or not any(
                    l["issue"].split(" ")[0] in LINK_KINDS for l in r["left_issues"]):
                continue
            c = info[name]
            work = os.path.join(out, "reference-builds", name)
            shutil.rmtree(work, ignore_errors=True)
            shutil.copytree(c["reference_dir"], os.path.join(work, "driver"))
            shutil.copyfile(os.path.join(c["driver"], "Kbuild"), os.path.join(work, "driver", "Kbuild"))
            p = subprocess.run([porter, "port", "--driver", os.path.join(work, "driver"), "--kernel",
                                c["kernel"], "--db", c["db"], "--budget", "0.01", "--format", "json",
                                "-q", "--out", os.path.join(work, "out")],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            try:
                rep = json.loads(p.stdout)
            except ValueError:
                print("intree: warning: no report of %s's reference build" % name, file=sys.stderr)
                continue
            own[name] = sorted({"%s %s" % (i["kind"], i["symbol"]) for i in rep.get("issues") or []
                                if i["kind"] in LINK_KINDS})
    with open(path + ".tmp", "w") as fh:
        json.dump(own, fh, indent=1, sort_keys=True)
    os.replace(path + ".tmp", path)
    return own


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    if not n:
        return None
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def load_stats(rows, info):
    """porter eval --load-test's verdicts per scope: {scope: {"clean", "tested", "loads",
    "verdicts": {verdict: n}, "seconds": [...]}}; a load test that could not run is the verdict
    "error".  None when no case was load-tested (a run without --load-test, an older run)."""
    if not any(r.get("load_test") for r in rows):
        return None
    out = {}
    for r in rows:
        if r.get("error") or not r["clean"]:
            continue
        c = info[r["name"]]
        direction = "backward" if c["direction"] == "backport" else "forward"
        for scope in (direction, "overall"):
            s = out.setdefault(scope, {"clean": 0, "tested": 0, "loads": 0,
                                       "verdicts": defaultdict(int), "seconds": []})
            s["clean"] += 1
            t = r.get("load_test")
            if not t:
                continue
            s["tested"] += 1
            s["loads"] += bool(t["loads"])
            s["verdicts"][t["verdict"] or "error"] += 1
            if t["verdict"]:
                s["seconds"].append(t["seconds"] or 0)
    return out


def table(results, manifest, wall, fmt, own=None):
    """The scores, from porter eval's JSON (one or more shards) and the manifest; the left issues
    own names for a case, its reference's too, are counted apart.  With load tests (porter eval
    --load-test), how many clean ports load and what the tests took."""
    info = {c["name"]: c for c in manifest["cases"]}
    own = own or {}
    rows = []
    for res in results:
        rows += res["cases"]
    stats = {}
    changes = defaultdict(lambda: defaultdict(int))
    for r in rows:
        c = info[r["name"]]
        direction = "backward" if c["direction"] == "backport" else "forward"
        for scope in (direction, "overall"):
            s = stats.setdefault(scope, defaultdict(float))
            s["cases"] += 1
            if r.get("error"):
                s["errors"] += 1
                continue
            s["clean"] += bool(r["clean"])
            judged = r.get("judged") or []
            left = [l for l in r["left_issues"] if api_change(l["issue"]) not in own.get(r["name"], ())]
            s["reference_own"] += len(r["left_issues"]) - len(left)
            s["issues"] += len(judged) + len(left)
            s["fixed"] += r["fixed"] or 0
            for j in judged:
                s[j["judgment"]] += 1
                # fixes resting on a choice of porter's the example did not show
                if j.get("decisions"):
                    s["decided"] += 1
                    s["decided:" + j["judgment"]] += 1
            for l in left:
                s["left:" + l["why"]] += 1
            t = r["time"]
            s["t_total"] += (t["total"] or 0) + (r.get("reference_build") or 0)
            s["t_porter"] += t["total"] or 0
            s["t_build"] += t["build"] or 0
        if r.get("error"):
            continue
        seen = set()
        for j in r.get("judged") or []:
            k = api_change(j["issue"])
            changes[k]["issues"] += 1
            changes[k]["fixed"] += 1
            changes[k][j["judgment"]] += 1
            seen.add(k)
        for l in r["left_issues"]:
            k = api_change(l["issue"])
            if k in own.get(r["name"], ()):
                continue
            changes[k]["issues"] += 1
            seen.add(k)
        for k in seen:
            changes[k]["cases"] += 1
    out = {"cases": len(rows), "wall_s": round(wall, 1), "scopes": {}, "changes": {}}
    for scope, s in stats.items():
        out["scopes"][scope] = {k: (round(v, 1) if isinstance(v, float) and not v.is_integer() else int(v))
                                for k, v in sorted(s.items())}
    for k, c in sorted(changes.items()):
        out["changes"][k] = dict(c)
    loads = load_stats(rows, info)
    for scope, ls in (loads or {}).items():
        secs = ls["seconds"]
        out["scopes"][scope]["load_test"] = {
            "clean": ls["clean"], "tested": ls["tested"], "loads": ls["loads"],
            "verdicts": dict(sorted(ls["verdicts"].items())),
            "seconds_mean": round(sum(secs) / len(secs), 1) if secs else None,
            "seconds_median": round(median(secs), 1) if secs else None,
            "seconds_max": round(max(secs), 1) if secs else None}
    # per change: each change counts once, its share of issues fixed (and agreeing)
    nch = len(changes)
    out["per_change"] = {
        "changes": nch,
        "fixed_share": round(sum(c["fixed"] / c["issues"] for c in changes.values()) / nch, 3) if nch else None,
        "agrees_share": round(sum(c.get("agrees", 0) / c["issues"] for c in changes.values()) / nch, 3) if nch else None,
        "changes_fixed_once": sum(1 for c in changes.values() if c["fixed"]),
    }
    if fmt == "json":
        return json.dumps(out, indent=1) + "\n"
    L = []
    L.append("in-tree benchmark: %d cases, %.0f s wall" % (len(rows), wall))
    L.append("")
    L.append("| scope | cases | issues | fixed | agrees | differs | wrong | unjudged | decided (agree/differ/wrong) | clean | errors | s/case | porter/build |")
    L.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for scope in ("forward", "backward", "overall"):
        s = stats.get(scope)
        if not s:
            continue
        ran = s["cases"] - s["errors"]
        L.append("| %s | %d | %d | %d | %d | %d | %d | %d | %d (%d/%d/%d) | %d/%d | %d | %s | %s |" % (
            scope, s["cases"], s["issues"], s["fixed"], s["agrees"], s["differs"], s["wrong"],
            s["unjudged"], s["decided"], s["decided:agrees"], s["decided:differs"],
            s["decided:wrong"], s["clean"], s["cases"], s["errors"],
            "%.0f" % (s["t_total"] / ran) if ran else "-",
            "%.2f" % (s["t_porter"] / s["t_build"]) if s["t_build"] else "-"))
    if loads:
        L.append("")
        L.append("| scope | loads | load s mean | load s median | load s max | verdicts |")
        L.append("|---|---|---|---|---|---|")
        for scope in ("forward", "backward", "overall"):
            lt = out["scopes"].get(scope, {}).get("load_test")
            if not lt:
                continue
            L.append("| %s | %d/%d | %s | %s | %s | %s |" % (
                scope, lt["loads"], lt["clean"],
                "%.1f" % lt["seconds_mean"] if lt["seconds_mean"] is not None else "-",
                "%.1f" % lt["seconds_median"] if lt["seconds_median"] is not None else "-",
                "%.1f" % lt["seconds_max"] if lt["seconds_max"] is not None else "-",
                ", ".join("%s %d" % kv for kv in sorted(lt["verdicts"].items(),
                                                        key=lambda kv: (-kv[1], kv[0]))) or "-"))
        L.append("")
        L.append("loads: clean ports whose module loads on the target kernel's image "
                 "(loaded-and-unloaded or loaded-no-device) of the clean ports; load s: the "
                 "load test's wall time per driver (docs/load-test.md)")
        bad = [(r["name"], r["load_test"]) for r in rows
               if r.get("load_test") and not r["load_test"]["loads"]]
        for name, t in sorted(bad):
            L.append("  %s: %s: %s" % (name, t["verdict"] or "error",
                                        t["summary"] if t["verdict"] else t["error"]))
    L.append("")
    pc = out["per_change"]
    L.append("per API change (kind + symbol, each counted once): %d changes, %d fixed at least once, "
             "mean share of issues fixed %s, agreeing %s" % (pc["changes"], pc["changes_fixed_once"],
                                                            pc["fixed_share"], pc["agrees_share"]))
    L.append("")
    L.append("| change | cases | issues | fixed | agrees | differs | wrong |")
    L.append("|---|---|---|---|---|---|---|")
    for k, c in sorted(changes.items(), key=lambda kv: (-kv[1]["issues"], kv[0])):
        L.append("| %s | %d | %d | %d | %d | %d | %d |" % (k, c["cases"], c["issues"], c["fixed"],
                                                         c.get("agrees", 0), c.get("differs", 0),
                                                         c.get("wrong", 0)))
    L.append("")
    why = defaultdict(int)
    for s in [stats.get("overall", {})]:
        for k, v in s.items():
            if k.startswith("left:"):
                why[k[5:]] += int(v)
    L.append("why issues are left: " + (", ".join("%s %d" % kv for kv in sorted(why.items(), key=lambda kv: -kv[1])) or "-"))
    n_own = int(stats.get("overall", {}).get("reference_own", 0))
    if n_own:
        L.append("")
        L.append("not counted: %d issues the reference has too, built the same way (modpost's: a "
                 "symbol no module of the target exports, or another file's of the same module)" % n_own)
    return "\n".join(L) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", default=os.environ.get("PORTER_INTREE_CACHE", "/work/cache/intree"))
    ap.add_argument("--kernel-pair", default=os.environ.get("PORTER_KERNEL_PAIR", "/work/cache/kernel-pair"))
    ap.add_argument("--sample", type=int, default=150)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--full", action="store_true", help="every case, no sample")
    ap.add_argument("--min-backward", type=int, default=40)
    ap.add_argument("--per-change", type=int, default=5)
    ap.add_argument("--dirs", default=None, help="discovery's folders (bench/intree-cases.py --dirs)")
    ap.add_argument("--jobs", type=int, default=1, help="porter eval shards run side by side")
    ap.add_argument("--out", default=None, help="porter eval --out and the JSON results (default CACHE/runs/...)")
    ap.add_argument("--porter", default=os.path.join(ROOT, "build", "bin", "porter"))
    ap.add_argument("--case", action="append", default=[], help="only this case (repeatable)")
    ap.add_argument("--format", default="text", choices=("text", "json"))
    ap.add_argument("--no-discover", action="store_true", help="use the cases found so far")
    ap.add_argument("--resample", action="store_true",
                    help="draw the sample afresh from the cases found so far and keep it in "
                    "bench/data (the default reuses the kept one)")
    ap.add_argument("--manifest-only", action="store_true", help="write the manifest, run nothing")
    ap.add_argument("--also-exclude", action="append", default=[], metavar="PATH",
                    help="leave PATH's commits out of every case's pool too (experiments, the CI "
                    "slice's mutation check)")
    ap.add_argument("--load-test", action="store_true",
                    help="boot each clean port's module with the target kernel under QEMU "
                    "(porter eval --load-test, docs/load-test.md): the table says how many load")
    ap.add_argument("--from-json", action="append", default=[],
                    help="print the table of earlier porter eval JSON results (with --out's manifest)")
    a = ap.parse_args()

    sys.path.insert(0, HERE)
    import importlib
    ic = importlib.import_module("intree-cases")
    t = ic.trees()
    if t is None:
        die("Debian's linux-source-6.1/6.12 and 6.1/6.12 headers are needed (scripts/install-deps)")
    # The sample is fixed once drawn: its case names are kept in bench/data, so a later
    # discovery (more files, more cases) does not move it; discovery then needs only its files.
    kept = os.path.join(HERE, "data", "intree-sample-%s-%d-seed-%d.json" % (t["key"], a.sample, a.seed))
    kept_names = None
    if os.path.exists(kept) and not (a.resample or a.full or a.case):
        with open(kept) as fh:
            kept_names = json.load(fh)["cases"]
    if not a.no_discover:
        cmd = [sys.executable, os.path.join(HERE, "intree-cases.py"), "--cache", a.cache]
        if a.dirs:
            cmd += ["--dirs", a.dirs]
        for n in kept_names or []:
            cmd += ["--only", n.split(":", 1)[1]]
        if run(cmd).returncode:
            die("case discovery failed")
    cpath = os.path.join(a.cache, "cases-%s.json" % t["key"])
    if not os.path.exists(cpath):
        die("%s: no cases yet (run bench/intree-cases.py)" % cpath)
    with open(cpath) as fh:
        cases = json.load(fh)["cases"]
    db = os.path.join(a.kernel_pair, "kernel-pair.db")
    if not os.path.exists(db):
        if run(["sh", os.path.join(ROOT, "corpora", "kernel-pair.sh"), "--out", a.kernel_pair,
                "--prequel", os.path.join(os.path.dirname(a.porter), "prequel")]).returncode:
            die("the kernel-pair pool could not be built")
    if a.case:
        chosen = [c for c in cases if c["name"] in a.case or case_name(c) in a.case]
        missing = set(a.case) - {c["name"] for c in chosen} - {case_name(c) for c in chosen}
        if missing:
            die("no case named %s in %s" % (", ".join(sorted(missing)), cpath))
    elif a.full:
        chosen = sorted(cases, key=lambda c: c["name"])
    elif kept_names is not None:
        by_name = {c["name"]: c for c in cases}
        missing = [n for n in kept_names if n not in by_name]
        if missing:
            die("%s: %d of the kept sample's cases are not in %s (first: %s)" %
                (kept, len(missing), cpath, missing[0]))
        chosen = [by_name[n] for n in kept_names]
    else:
        chosen = sample(cases, a.sample, a.seed, a.min_backward, a.per_change)
        with open(kept + ".tmp", "w") as fh:
            json.dump({"key": t["key"], "sample": a.sample, "seed": a.seed,
                       "drawn_from": len(cases), "cases": [c["name"] for c in chosen]}, fh, indent=1)
        os.replace(kept + ".tmp", kept)
        print("intree: the sample is kept in %s" % kept, file=sys.stderr)
    src = {v: os.path.join(a.cache, "src", v) for v in ("6.1", "6.12")}
    headers = {v: t[v]["headers"] for v in ("6.1", "6.12")}
    label = "full" if a.full else ("cases" if a.case else "sample-%d-seed-%d" % (a.sample, a.seed))
    out = a.out or os.path.join(a.cache, "runs", label)
    os.makedirs(out, exist_ok=True)
    manifest = {"comment": "in-tree benchmark (bench/intree.py), %d of %d cases" % (len(chosen), len(cases)),
                "cases": [lay_out(c, a.cache, src, headers, db) for c in chosen]}
    for c in manifest["cases"]:
        c["exclude_paths"] += a.also_exclude
    mpath = os.path.join(out, "manifest.json")
    with open(mpath, "w") as fh:
        json.dump(manifest, fh, indent=1)
    nb = sum(1 for c in chosen if c["direction"] == "backward")
    print("intree: %d cases (%d forward, %d backward) of %d in %s" %
          (len(chosen), len(chosen) - nb, nb, len(cases), mpath), file=sys.stderr)
    if a.manifest_only:
        return 0
    if a.from_json:
        results = [json.load(open(p)) for p in a.from_json]
        own = reference_own(results, manifest, a.porter, out)
        sys.stdout.write(table(results, manifest, 0, a.format, own))
        return 0
    # porter eval per shard, side by side; each shard's JSON kept
    t0 = time.time()
    shards = max(1, min(a.jobs, len(chosen)))
    procs = []
    for i in range(shards):
        names = [c["name"] for c in manifest["cases"][i::shards]]
        spath = os.path.join(out, "shard-%d.json" % i)
        cmd = [a.porter, "eval", "--cases", mpath, "--format", "json", "--progress",
               "--out", os.path.join(out, "eval-%d" % i)]
        if a.load_test:
            cmd.append("--load-test")
        for n in names:
            cmd += ["--case", n]
        shutil.rmtree(os.path.join(out, "eval-%d" % i), ignore_errors=True)
        fh = open(spath, "w")
        log = open(os.path.join(out, "shard-%d.log" % i), "w")
        procs.append((subprocess.Popen(cmd, stdout=fh, stderr=log), spath, fh, log))
    results = []
    for p, spath, fh, log in procs:
        rc = p.wait()
        fh.close()
        log.close()
        if rc not in (0, 1):
            print("intree: warning: porter eval exited %d (%s)" % (rc, spath), file=sys.stderr)
        try:
            with open(spath) as f:
                results.append(json.load(f))
        except ValueError:
            die("%s: porter eval wrote no JSON (see %s)" % (spath, spath.replace(".json", ".log")))
    own = reference_own(results, manifest, a.porter, out)
    wall = time.time() - t0
    text = table(results, manifest, wall, a.format, own)
    with open(os.path.join(out, "table." + ("json" if a.format == "json" else "md")), "w") as fh:
        fh.write(text)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Rebuilds the real-world fixtures: one git repository per exported example commit (its
pre-image files imported, then the real commit applied with `git am`), one prequel index per case
holding every example repository except the case's own origin's, and OUT/cases.json with the
Debian kernel build trees resolved.  A case whose headers are absent is left out (listed in
OUT/skipped.txt).  --no-kernel-pair leaves the examples exported from the kernel-pair history
(examples/kernel-pair) out of the pool; --kernel-pair DIR merges the whole kernel-pair index
(DIR/kernel-pair.db, made by corpora/kernel-pair.sh) into every case's index.
usage: build.py --out OUT --prequel PREQUEL [--kernels-root /usr/src] [--no-kernel-pair]
                [--kernel-pair DIR] [--case NAME]..."""
import argparse, glob, json, os, shutil, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ENV = dict(os.environ, GIT_AUTHOR_NAME="porter corpus", GIT_AUTHOR_EMAIL="corpus@porter.invalid",
           GIT_COMMITTER_NAME="porter corpus", GIT_COMMITTER_EMAIL="corpus@porter.invalid",
           GIT_AUTHOR_DATE="2000-01-01T00:00:00Z", GIT_COMMITTER_DATE="2000-01-01T00:00:00Z",
           GIT_CONFIG_NOSYSTEM="1", HOME="/nonexistent", LC_ALL="C")


def die(msg):
    print("build.py: error: " + msg, file=sys.stderr)
    sys.exit(2)


def git(repo, *args):
    r = subprocess.run(["git", "-C", repo, *args], env=ENV, capture_output=True, text=True)
    if r.returncode:
        die("git %s in %s: %s" % (" ".join(args), repo, r.stderr.strip().splitlines()[-1:]))
    return r.stdout


def build_example(out, origin, commit):
    """OUT/repos/ORIGIN-COMMIT: the pre-image of the files the commit touches, then the commit."""
    src = os.path.join(HERE, "examples", origin, commit)
    repo = os.path.join(out, "repos", "%s-%s" % (origin, commit))
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "master")
    base = os.path.join(src, "base")
    if os.path.isdir(base):
        shutil.copytree(base, repo, dirs_exist_ok=True)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "--allow-empty", "-m",
        "import %s files touched by %s (its parent's version)" % (origin, commit))
    git(repo, "am", "-q", "--committer-date-is-author-date", os.path.join(src, "commit.patch"))
    return repo


def kernel_dir(root, name):
    ver = name.removeprefix("debian-")
    hits = sorted(glob.glob(os.path.join(root, "linux-headers-%s.*-amd64" % ver)) +
                  glob.glob(os.path.join(root, "linux-headers-%s+*-amd64" % ver)))
    hits = [h for h in hits if os.path.isfile(os.path.join(h, "Makefile"))]
    return hits[0] if hits else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--prequel", required=True)
    ap.add_argument("--kernels-root", default="/usr/src")
    ap.add_argument("--no-kernel-pair", action="store_true")
    ap.add_argument("--kernel-pair")
    ap.add_argument("--case", action="append", help="only this case (repeatable)")
    a = ap.parse_args()
    a.out = os.path.abspath(a.out)
    with open(os.path.join(HERE, "cases.in.json")) as f:
        m = json.load(f)
    # built in place: the indexes record the repositories' absolute paths
    tmp = a.out
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(os.path.join(tmp, "db"))
    repos = {}
    if a.kernel_pair and not os.path.isfile(os.path.join(a.kernel_pair, "kernel-pair.db")):
        die("%s: no kernel-pair.db (corpora/kernel-pair.sh --out %s)" % (a.kernel_pair, a.kernel_pair))
    for origin in sorted(os.listdir(os.path.join(HERE, "examples"))):
        if origin == "kernel-pair" and a.no_kernel_pair:
            continue
        for commit in sorted(os.listdir(os.path.join(HERE, "examples", origin))):
            repos["%s/%s" % (origin, commit)] = build_example(tmp, origin, commit)
    cases, skipped = [], []
    for c in m["cases"]:
        if a.case and c["name"] not in a.case:
            continue
        k = kernel_dir(a.kernels_root, c["kernel"])
        if not k:
            skipped.append("%s: no %s headers under %s" % (c["name"], c["kernel"], a.kernels_root))
            continue
        own = c["origin"]["repo"].split("/")[-1]
        db = os.path.join(tmp, "db", c["name"] + ".db")
        for key, repo in sorted(repos.items()):
            if key.split("/")[0] == own:
                continue	# never the case's own repository
            r = subprocess.run([a.prequel, "index", "-q", "--db", db, "--repo-name", key, repo],
                               capture_output=True, text=True)
            if r.returncode:
                die("prequel index %s: %s" % (repo, r.stderr.strip()))
        if a.kernel_pair:
            r = subprocess.run([a.prequel, "merge", "--db", db,
                                os.path.join(a.kernel_pair, "kernel-pair.db")],
                               capture_output=True, text=True)
            if r.returncode:
                die("prequel merge %s: %s" % (a.kernel_pair, r.stderr.strip()))
        for e in c.get("examples", []):
            if a.no_kernel_pair and e.startswith("kernel-pair/"):
                continue
            if e.split("/")[0] == own or e not in repos:
                die("case %s: example %s is not in the pool or is its own" % (c["name"], e))
        cases.append(dict(c, driver=os.path.join(HERE, c["driver"]), kernel=k,
                          db=os.path.join(a.out, "db", c["name"] + ".db")))
    with open(os.path.join(tmp, "cases.json"), "w") as f:
        json.dump({"cases": cases}, f, indent=1)
    with open(os.path.join(tmp, "skipped.txt"), "w") as f:
        f.write("".join(s + "\n" for s in skipped))


if __name__ == "__main__":
    main()

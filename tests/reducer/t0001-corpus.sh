#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# For every corpus case: build the driver against its target tree with real gcc, in text and in JSON
# diagnostics, and with real clang (same command), reduce with gcc-reduce, and compare with the
# manifest's expected root issues exactly (kind, symbol, container; nothing more, nothing less).
set -eu
cases="$PORTER_CORPUS_DIR/cases.json"
test -f "$cases" || { echo "t0001: $cases missing: build the 'corpus' target first" >&2; exit 1; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/t0001-reducer.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

python3 - "$cases" "$scratch" <<'PY'
import json, subprocess, sys
cases, scratch = json.load(open(sys.argv[1])), sys.argv[2]
fails = 0
for c in cases["cases"]:
    want = sorted((e["kind"], e["symbol"], e["container"]) for e in c["expected"])
    for fmt in ("text", "json", "clang"):
        cmd = cases["build"].replace("{kernel}", c["kernel"]).replace("{src}", c["driver"])
        if fmt == "json":
            cmd += " -fdiagnostics-format=json"
        if fmt == "clang":
            assert cmd.startswith("gcc "), cmd
            cmd = "clang " + cmd[4:]
        run = subprocess.run(cmd, shell=True, capture_output=True, text=True)
        if run.returncode == 0:
            print("not ok %s %s: the build succeeded, nothing to reduce" % (c["name"], fmt)); fails += 1
            continue
        log = "%s/%s-%s.log" % (scratch, c["name"], fmt)
        open(log, "w").write(run.stdout + run.stderr)
        red = subprocess.run(["gcc-reduce", "--format", "json", "--source", c["driver"],
                              "--kernel", c["kernel"], log], capture_output=True, text=True)
        if red.returncode != 0:
            print("not ok %s %s: gcc-reduce exit %d: %s" % (c["name"], fmt, red.returncode, red.stderr.strip()))
            fails += 1
            continue
        doc = json.loads(red.stdout)
        if doc.get("schema") != 1 or not isinstance(doc.get("diagnostics"), int):
            print("not ok %s %s: not gcc-reduce's schema 1: %s" % (c["name"], fmt, red.stdout[:200]))
            fails += 1
            continue
        issues = doc["issues"]
        got = sorted((i["kind"], i["symbol"], i["container"]) for i in issues)
        # argument-count issues carry the counts and the target's prototype, which names the callee
        facts = [i for i in issues if i["kind"] in ("too-many-args", "too-few-args") and
                 not (i["prototype"] and i["symbol"] in i["prototype"] and i["expected"] and
                      i["actual"] and i["expected"] != i["actual"] and
                      (int(i["actual"]) > int(i["expected"])) == (i["kind"] == "too-many-args"))]
        if facts:
            print("not ok %s %s: argument facts missing: %s" % (c["name"], fmt, facts)); fails += 1
        elif got != want:
            print("not ok %s %s\n  want %s\n  got  %s" % (c["name"], fmt, want, got)); fails += 1
        else:
            print("ok %s %s (%s)" % (c["name"], fmt, red.stderr.strip()))
sys.exit(1 if fails else 0)
PY

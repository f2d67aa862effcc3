#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# synth's files layer one way: no two of synth/*.c use each other's non-static names in a circle
# (the pair/generalize/emit-struct/rule circle of issue 36), no function is over 200 lines and no
# file over 800.  Read from the sources, as grep would.
set -eu
src=${PORTER_SOURCE_DIR:?PORTER_SOURCE_DIR not set}/synth
python3 - "$src" <<'PY'
import os, re, sys
d = sys.argv[1]
files = sorted(f for f in os.listdir(d) if f.endswith(".c"))
code, defs = {}, {}
for f in files:
    s = open(os.path.join(d, f)).read()
    n = s.count("\n")
    assert n <= 800, "%s: %d lines, over 800" % (f, n)
    start = None
    for i, line in enumerate(s.split("\n")):
        if re.match(r"^[A-Za-z].*\(", line) and not line.rstrip().endswith(";"):
            start = (i, line)
        elif line.startswith("}") and start:
            assert i - start[0] <= 200, "%s:%d: %s is %d lines, over 200" % (
                f, start[0] + 1, start[1], i - start[0])
            start = None
    s = re.sub(r"/\*.*?\*/", "", s, flags=re.S)
    s = re.sub(r'"(\\.|[^"\\])*"', '""', s)
    code[f] = s
    for m in re.finditer(r"^(?!static)[A-Za-z][^\n;]*?\b((?:sd|syn)_\w+)\(", s, re.M):
        defs[m.group(1)] = f
uses = {f: set() for f in files}
for f in files:
    for name, df in defs.items():
        if df != f and re.search(r"\b%s\b" % name, code[f]):
            uses[f].add(df)
def walk(f, path):
    for g in sorted(uses[f]):
        assert g not in path, "circle: " + " -> ".join(path[path.index(g):] + [g])
        walk(g, path + [g])
for f in files:
    walk(f, [f])
PY
echo "ok 1 - synth's files use each other one way, functions and files within bounds"

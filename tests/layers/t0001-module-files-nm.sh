#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The files of each module layer one way, as sparse's passes and git's files do: no two .c files of
# a module use each other's non-static names in a circle (issue 36).  Read from the objects the
# build made, with nm: file A uses file B when A's object has an undefined symbol B's defines.
# The objects of a module are those under BUILD/MODULE/CMakeFiles/ whose source still exists
# (a stale object of a removed file is not the module's).
set -eu
src=${PORTER_SOURCE_DIR:?PORTER_SOURCE_DIR not set}
build=${PORTER_BUILD_DIR:?PORTER_BUILD_DIR not set}
command -v nm >/dev/null || { echo "skip: no nm"; exit 77; }
python3 - "$src" "$build" <<'PY'
import collections, glob, os, subprocess, sys

src, build = sys.argv[1], sys.argv[2]
mods = collections.defaultdict(dict)	# module dir -> file (path in the module) -> object
for o in glob.glob(os.path.join(build, "**", "CMakeFiles", "*.dir", "**", "*.c.o"), recursive=True):
	rel = os.path.relpath(o, build)
	mod, rest = rel.split("/CMakeFiles/", 1)
	if mod.split("/")[0] == "tests":
		continue
	name = rest.split("/", 1)[1][:-len(".o")]
	if not os.path.exists(os.path.join(src, mod, name)):
		continue
	mods[mod][name] = o
for mod in ("sandbox", "prequel", "assistant", "reducer", "synth", "lib/cfront"):
	assert mod in mods, "no objects of %s/ in %s: build first" % (mod, build)

failed = 0
for mod in sorted(mods):
	defs, undef = {}, {}
	for f, o in mods[mod].items():
		out = subprocess.run(["nm", o], check=True, capture_output=True, text=True).stdout
		undef[f] = set()
		for line in out.splitlines():
			p = line.split()
			if len(p) == 2 and p[0] == "U":
				undef[f].add(p[1])
			elif len(p) == 3 and p[1] in "TDBRCGSVW":
				defs[p[2]] = f
	uses = {f: collections.defaultdict(list) for f in undef}
	for f in undef:
		for s in sorted(undef[f]):
			if s in defs and defs[s] != f:
				uses[f][defs[s]].append(s)
	# the strongly connected components (Tarjan's): each of more than one file is a circle
	index, low, stack, on, sccs = {}, {}, [], set(), []
	def visit(v):
		index[v] = low[v] = len(index)
		stack.append(v)
		on.add(v)
		for w in sorted(uses[v]):
			if w not in index:
				visit(w)
				low[v] = min(low[v], low[w])
			elif w in on:
				low[v] = min(low[v], index[w])
		if low[v] == index[v]:
			comp = set()
			while True:
				w = stack.pop()
				on.discard(w)
				comp.add(w)
				if w == v:
					break
			if len(comp) > 1:
				sccs.append(comp)
	for f in sorted(uses):
		if f not in index:
			visit(f)
	for comp in sccs:
		edges = ["%s -> %s (%s)" % (a, b, ", ".join(uses[a][b][:3]))
			 for a in sorted(comp) for b in sorted(uses[a]) if b in comp]
		print("not ok: %s/: %s use each other in a circle: %s" %
		      (mod, " ".join(sorted(comp)), "; ".join(edges)))
		failed += 1
sys.exit(1 if failed else 0)
PY
echo "ok 1 - no two files of a module use each other's names in a circle"

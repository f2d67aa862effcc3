#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Writes a `git fast-import` stream of the kernel-pair history to stdout: the OLD tree's folders as
one commit tagged OLD_TAG, then one commit per changed, added or removed file of the code folders
(drivers/, sound/, net/, fs/: all of that file's changes from OLD to NEW in one commit, its subject
naming the file), then one commit per changed header (include/), tagged NEW_TAG.  The last commit's
tree equals NEW's folders.  Dates are fixed and increase by one second per commit, so the same two
trees give the same hashes.

`porter pool` (assistant/builtin-pool.c) builds this history now, with libgit2 and without
extracting the tarballs, commit for commit the same; this script stays as the reference that
tests/assistant/t0060 compares it with.

usage: kernel-pair-stream.py OLD_DIR NEW_DIR OLD_TAG NEW_TAG CODE_DIRS HEADER_DIRS
  CODE_DIRS, HEADER_DIRS: comma-separated top-level folders (drivers,sound,net,fs and include)."""
import os, stat, sys

EPOCH = 1670198400	# 2022-12-05, v6.1's week; only the order matters
out = sys.stdout.buffer
when = EPOCH
mark = 0


def files(root, tops):
	"""{path: (mode, abspath)} for the regular files and symlinks under root/top for each top."""
	res = {}
	for top in tops:
		base = os.path.join(root, top)
		for d, dirs, names in os.walk(base):
			dirs.sort()
			for n in names:
				p = os.path.join(d, n)
				st = os.lstat(p)
				rel = os.path.relpath(p, root)
				if stat.S_ISLNK(st.st_mode):
					res[rel] = ("120000", p)
				elif stat.S_ISREG(st.st_mode):
					res[rel] = ("100755" if st.st_mode & 0o111 else "100644", p)
	return res


def content(entry):
	mode, p = entry
	if mode == "120000":
		return os.readlink(p).encode()
	with open(p, "rb") as f:
		return f.read()


def data(b):
	out.write(b"data %d\n" % len(b))
	out.write(b)
	out.write(b"\n")


def quote(path):
	# fast-import takes a C-style quoted path when it has a space, a quote or a newline
	if any(c in path for c in ' "\n\\') or not path.isascii():
		b = path.encode("utf-8", "surrogateescape")
		s = "".join(chr(c) if 32 < c < 127 and c not in b'"\\' else "\\%03o" % c for c in b)
		return '"%s"' % s
	return path


def commit(msg, changes):
	global when
	global mark
	mark += 1
	out.write(b"commit refs/heads/master\nmark :%d\n" % mark)
	out.write(b"author kernel-pair <kernel-pair@porter.invalid> %d +0000\n" % when)
	out.write(b"committer kernel-pair <kernel-pair@porter.invalid> %d +0000\n" % when)
	data(msg.encode())
	for path, entry in changes:
		if entry is None:
			out.write(b"D %s\n" % quote(path).encode("utf-8", "surrogateescape"))
		else:
			out.write(b"M %s inline %s\n" % (entry[0].encode(),
							quote(path).encode("utf-8", "surrogateescape")))
			data(content(entry))
	out.write(b"\n")
	when += 1


def tag(name):
	out.write(b"reset refs/tags/%s\nfrom :%d\n\n" % (name.encode(), mark))


def same(a, b):
	if a[0] != b[0]:
		return False
	if a[0] == "120000":
		return os.readlink(a[1]) == os.readlink(b[1])
	if os.path.getsize(a[1]) != os.path.getsize(b[1]):
		return False
	return content(a) == content(b)


def main():
	if len(sys.argv) != 7:
		sys.exit(__doc__)
	old_dir, new_dir, old_tag, new_tag = sys.argv[1:5]
	code, headers = sys.argv[5].split(","), sys.argv[6].split(",")
	tops = code + headers
	old, new = files(old_dir, tops), files(new_dir, tops)
	commit("Import the %s tree (%s)\n\nThe tree of %s, from %s.\n" %
	       (old_tag, ", ".join(t + "/" for t in tops), old_tag, os.path.basename(old_dir)),
	       sorted(old.items()))
	tag(old_tag)
	counts = {"changed": 0, "added": 0, "removed": 0}
	for group in (code, headers):
		paths = sorted(p for p in set(old) | set(new)
			       if any(p == g or p.startswith(g + "/") for g in group))
		for p in paths:
			o, n = old.get(p), new.get(p)
			if o and n:
				if same(o, n):
					continue
				kind = "changed"
			elif n:
				kind = "added"
			else:
				kind = "removed"
			counts[kind] += 1
			commit("%s: %s between %s and %s\n\nAll of this file's changes between %s and %s in one "
			       "commit (kernel-pair history).\n" % (p, kind, old_tag, new_tag, old_tag, new_tag),
			       [(p, n)])
	tag(new_tag)
	out.write(b"done\n")
	sys.stderr.write("kernel-pair: %d files in %s, %d changed, %d added, %d removed\n" %
			 (len(old), old_tag, counts["changed"], counts["added"], counts["removed"]))


if __name__ == "__main__":
	main()

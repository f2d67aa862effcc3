#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Measures the two word layouts prequel could use, on the words of a real prequel index.

Reads `prequel stats --db DB --dump` (the words of every commit by side), then builds both layouts
in fresh SQLite files and prints their size, build time and the latency of a 3-word lookup:
  fts5:     three contentless FTS5 tables, detail=none, one document per commit and side (what
            prequel uses; unicode61 with tokenchars '_.' here, since Python cannot load our
            case-keeping tokenizer: same postings up to case folding)
  postings: word(id, text) + posting(word, side, commit) WITHOUT ROWID, primary key in that order

  bench/words-layout.py DB [WORDS]      WORDS like "-spi_get_drvdata +dev_get_drvdata probe"
"""
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

SIDES = {"-": 0, "+": 1, "ctx": 2}


def read_dump(prequel, db):
    docs = []  # (commit number, side, [words])
    n = -1
    p = subprocess.Popen([prequel, "stats", "--db", db, "--dump"], stdout=subprocess.PIPE, text=True,
                         errors="replace")
    for line in p.stdout:
        if line.startswith("commit "):
            n += 1
        elif line.startswith(" - ") or line.startswith(" + ") or line.startswith(" ctx "):
            mark, _, rest = line[1:].partition(" ")
            docs.append((n, SIDES[mark], rest.split()))
    if p.wait():
        sys.exit("words-layout: prequel stats --dump failed")
    return n + 1, docs


def size(path):
    return sum(os.path.getsize(p) for p in (path, path + "-wal") if os.path.exists(p))


def median_ms(fn, runs=50):
    t = []
    for _ in range(runs):
        s = time.perf_counter()
        r = fn()
        t.append((time.perf_counter() - s) * 1000)
    t.sort()
    return t[len(t) // 2], r


def fts5(path, docs, query):
    c = sqlite3.connect(path)
    t = time.perf_counter()
    for s in ("minus", "plus", "ctx"):
        c.execute("CREATE VIRTUAL TABLE w_%s USING fts5(w, content='', detail=none,"
                  " tokenize=\"unicode61 tokenchars '_.'\")" % s)
    names = ("minus", "plus", "ctx")
    with c:
        for n, side, words in docs:
            c.execute("INSERT INTO w_%s(rowid, w) VALUES(?, ?)" % names[side], (n, " ".join(words)))
    build = time.perf_counter() - t
    parts, args = [], []
    for side, words in enumerate(query):
        if words:
            parts.append("SELECT rowid FROM w_%s WHERE w_%s MATCH ?" % (names[side], names[side]))
            args.append(" ".join('"%s"' % w for w in words))
    sql = " INTERSECT ".join(parts)
    ms, r = median_ms(lambda: c.execute(sql, args).fetchall())
    c.close()
    return build, size(path), ms, len(r)


def postings(path, docs, query):
    c = sqlite3.connect(path)
    t = time.perf_counter()
    c.execute("CREATE TABLE word(id INTEGER PRIMARY KEY, w TEXT UNIQUE)")
    c.execute("CREATE TABLE posting(word INTEGER, side INTEGER, cmt INTEGER,"
              " PRIMARY KEY(word, side, cmt)) WITHOUT ROWID")
    ids = {}
    rows = []
    for n, side, words in docs:
        for w in words:
            i = ids.get(w)
            if i is None:
                i = ids[w] = len(ids) + 1
            rows.append((i, side, n))
    rows.sort()
    with c:
        c.executemany("INSERT INTO word VALUES(?, ?)", ((i, w) for w, i in ids.items()))
        c.executemany("INSERT INTO posting VALUES(?, ?, ?)", rows)
    build = time.perf_counter() - t
    parts, args = [], []
    for side, words in enumerate(query):
        for w in words:
            if side < 2:
                parts.append("SELECT cmt FROM posting WHERE word = (SELECT id FROM word WHERE w = ?)"
                             " AND side = %d" % side)
            else:
                parts.append("SELECT cmt FROM posting WHERE word = (SELECT id FROM word WHERE w = ?)"
                             " AND side = 2")
            args.append(w)
    sql = " INTERSECT ".join(parts)
    ms, r = median_ms(lambda: c.execute(sql, args).fetchall())
    c.close()
    return build, size(path), ms, len(r)


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    db = sys.argv[1]
    spec = sys.argv[2] if len(sys.argv) > 2 else "-spi_get_drvdata +dev_get_drvdata probe"
    query = ([], [], [])
    for w in spec.split():
        if w.startswith("-"):
            query[0].append(w[1:])
        elif w.startswith("+"):
            query[1].append(w[1:])
        else:
            query[2].append(w)
    prequel = os.environ.get("PREQUEL") or shutil.which("prequel") or "prequel"
    commits, docs = read_dump(prequel, db)
    npost = sum(len(w) for _, _, w in docs)
    print("%d commits, %d documents, %d postings; lookup \"%s\"" % (commits, len(docs), npost, spec))
    with tempfile.TemporaryDirectory() as tmp:
        for name, fn in (("fts5", fts5), ("postings", postings)):
            build, sz, ms, hits = fn(os.path.join(tmp, name + ".db"), docs, query)
            print("%-9s size %7.1f MiB  build %6.1f s  lookup %6.2f ms  (%d hits)" %
                  (name, sz / 1048576, build, ms, hits))


if __name__ == "__main__":
    main()

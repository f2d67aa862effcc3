#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# prequel index on a git dir given itself (a bare clone, or a mirror's object store that has no
# config, as fetched snapshots come): the index stores that dir, not its parent, so that
# queries read the commits from it.  Before the fix a config-less git dir was stored as its
# parent and every candidate was skipped ("could not find repository").  A work tree's .git
# given itself still stands for its work tree.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
mk=${PORTER_CORPUS_DIR:?}/minikernel
test -d "$mk/.git" || die "no minikernel history in $mk: build the corpus target"
prequel template unknown-field symbol=suspend 'container=struct spi_driver' >q.pq

# query_ok DB: hits, and no candidate skipped
query_ok() {
	prequel query --db "$1" --format json q.pq >"$1.json" 2>"$1.err" ||
		die "$1: no hit: $(head -3 "$1.err")"
	! grep -q 'candidate skipped' "$1.err" || die "$1: candidates skipped: $(head -3 "$1.err")"
}

git clone -q --bare "$mk" bare.git || die "cannot clone"
prequel index -q --db a.db bare.git >/dev/null || die "index of a bare clone failed"
query_ok a.db
echo "ok 1 - a bare clone"

git clone -q --bare "$mk" store && rm store/config || die "cannot make a config-less git dir"
prequel index -q --db b.db store >/dev/null || die "index of a config-less git dir failed"
query_ok b.db
python3 - b.db.json <<'PY' || die "hits not named after the git dir"
import json, sys
hits = json.load(open(sys.argv[1]))["hits"]
assert hits and all(h["repo"] == "store" for h in hits), [h["repo"] for h in hits]
PY
echo "ok 2 - a git dir without a config (a fetched mirror's store) is stored as itself"

git clone -q "$mk" wt || die "cannot clone a work tree"
prequel index -q --db c.db wt/.git >/dev/null || die "index of wt/.git failed"
query_ok c.db
python3 -c 'import json,sys; assert all(h["repo"] == "wt" for h in json.load(open(sys.argv[1]))["hits"])' \
	c.db.json || die "wt/.git not stored as its work tree"
echo "ok 3 - a work tree's .git stands for the work tree"

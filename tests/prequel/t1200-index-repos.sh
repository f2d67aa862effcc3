#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 17, M1 and M2: repositories are identified by what they are, not by their folder's name;
# a query candidate whose objects cannot be read is skipped, not the query's end; a blobless clone
# (objects really missing) is indexed with its files flagged missing, queried on the commits whose
# objects are there, and filled in by a later run once the objects arrive.
set -eu
n=0
ok() { n=$((n + 1)); echo "ok $n - $*"; }
fail() { echo "not ok - $*" >&2; exit 1; }

# the sanitizer build: libgit2's own leak on opening a partial clone is not ours
export LSAN_OPTIONS="suppressions=$(cd "$(dirname "$0")/.." && pwd)/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/t1200-prequel.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_DATE='2020-01-01T00:00:00Z' GIT_COMMITTER_DATE='2020-01-01T00:00:00Z'

# commit REPO FILE TEXT MESSAGE
commit() {
	printf '%s\n' "$3" >"$1/$2" && git -C "$1" add "$2" && git -C "$1" commit -qm "$4"
}

# two unrelated repositories, both in a folder called repo
for r in a b; do
	git init -q "$r/repo" &&
	commit "$r/repo" "$r.c" "static int ${r}_probe(struct spi_device *spi) { return spi_get_drvdata(spi); }" "$r: add" &&
	commit "$r/repo" "$r.c" "static int ${r}_probe(struct spi_device *spi) { return dev_get_drvdata(&spi->dev); }" "$r: port"
done
prequel index -q --db two.db a/repo >out 2>err || fail "index a: $(cat err)"
rc=0
prequel index -q --db two.db b/repo >out 2>err || rc=$?
test $rc = 2 || fail "a second repository under a taken name: exit $rc, expected 2: $(cat out err)"
test "$(wc -l <err)" = 1 && grep -q "b/repo: the index already has a different repository named 'repo' .*--repo-name" err ||
	fail "message: $(cat err)"
prequel stats --db two.db >out && grep -qx 'repos: 1' out && grep -qx 'commits: 2' out ||
	fail "the refused run changed the index: $(cat out)"
prequel index -q --db two.db --repo-name b b/repo >/dev/null 2>err || fail "index b as b: $(cat err)"
prequel index -q --db two.db a/repo >out 2>err && grep -q '^indexed 0 commits (2 already known' out ||
	fail "rerun of a: $(cat out err)"
prequel index -q --db two.db b/repo >out 2>err && grep -q '^indexed 0 commits (2 already known' out ||
	fail "rerun of b without --repo-name finds its row by path: $(cat out err)"
prequel stats --db two.db >out && grep -qx 'repos: 2' out && grep -qx 'commits: 4' out || fail "stats: $(cat out)"
ok "a different repository in a folder of a taken name is refused; --repo-name and reruns work"

git clone -q a/repo a-clone && prequel index -q --db two.db --repo-name repo a-clone >out 2>err ||
	fail "a clone continues its repository's index: $(cat err)"
ok "a clone of the same repository continues its index"

# M1: one candidate's objects gone (the clone above was deleted)
cat >q.cocci <<'Q'
@@
@@
- spi_get_drvdata(...)
+ dev_get_drvdata(...)
Q
prequel query --db two.db q.cocci >out 2>err || fail "query: $(cat err)"
test "$(grep -c '% ' out)" = 2 || fail "two hits expected: $(cat out)"
rm -rf a-clone
rc=0
prequel query --db two.db q.cocci >out 2>err || rc=$?
test $rc = 0 || fail "an unreadable candidate ended the query: exit $rc: $(cat err)"
grep -q 'b: port' out && ! grep -q 'a: port' out || fail "hits: $(cat out)"
grep -q '^warning: .*a-clone.*candidate skipped' err && grep -q '^warning: 1 of 2 candidates skipped' err ||
	fail "skipped candidate not said: $(cat err)"
ok "a candidate whose objects cannot be read is skipped, counted and said"

# M2: a blobless clone, where objects really are missing: the checkout fetches HEAD's blobs only,
# so "new: port" (both images in HEAD, through keep.c) is whole and the "old" commits are not
git init -q src &&
commit src old.c "int old_probe(struct spi_device *spi) { return spi_get_drvdata(spi); }" "old: add" &&
commit src old.c "int old_probe(struct spi_device *spi) { return dev_get_drvdata(&spi->dev); }" "old: port" &&
commit src old.c "int old_probe(struct spi_device *spi) { return 0; }" "old: rewrite" &&
commit src new.c "int new_probe(struct spi_device *spi) { return spi_get_drvdata(spi); }" "new: add" &&
cp src/new.c src/keep.c && git -C src add keep.c && git -C src commit -qm "keep a copy" &&
commit src new.c "int new_probe(struct spi_device *spi) { return dev_get_drvdata(&spi->dev); }" "new: port" ||
	fail "make src"
git -C src config uploadpack.allowFilter true
git clone -q --filter=blob:none "file://$PWD/src" part 2>err || fail "blobless clone: $(cat err)"
# (rev-list --missing=print never fetches; cat-file would fetch lazily from the promisor)
git -C part rev-list --objects --missing=print --all | sed -n 's/^?//p' >missing.txt
test -s missing.txt || fail "the blobless clone has every blob: the test proves nothing"
prequel index --db part.db part >out 2>err || fail "index of a blobless clone: exit $?: $(cat err)"
grep -q '^indexed 6 commits' out && grep -q '^missing objects: [1-9][0-9]* files recorded as missing' out ||
	fail "index summary: $(cat out)"
prequel stats --db part.db >out && grep -qx 'repos: 1' out && grep -qx 'commits: 6' out &&
	grep -q '^missing files: [1-9]' out || fail "stats: $(cat out)"
prequel query --db part.db q.cocci >out 2>err || fail "query on the blobless clone: $(cat err)"
grep -q 'new: port' out || fail "the commit whose objects are there is not found: $(cat out)"
ok "a blobless clone is indexed, missing files counted, its present commits queried"

# the objects arrive (git fetches the promised blobs): a rerun fills the commits in
git -C part cat-file --batch <missing.txt >/dev/null 2>err || fail "lazy fetch: $(cat err)"
git -C part rev-list --objects --missing=print --all | grep -q '^?' && fail "blobs still missing"
prequel index --db part.db part >out 2>err || fail "refill: $(cat err)"
grep -q 'commits filled in' out || fail "refill summary: $(cat out)"
prequel stats --db part.db >out && grep -qx 'commits: 6' out && grep -qx 'missing files: 0' out ||
	fail "stats after refill: $(cat out)"
prequel index -q --db full.db src >/dev/null 2>err || fail "index src: $(cat err)"
prequel stats --dump --db full.db | grep -v '^repo ' >full.dump &&
prequel stats --dump --db part.db | grep -v '^repo ' >part.dump &&
sed -i 's/^commit [^ ]* /commit R /' full.dump part.dump && cmp -s full.dump part.dump ||
	fail "the filled-in index differs from a full one: $(diff full.dump part.dump | head)"
prequel query --db part.db q.cocci >out 2>err && grep -q 'old: port' out || fail "query after refill: $(cat out err)"
ok "a later run fills in what was missing, equal to an index of the full repository"

# a treeless clone: commits whose trees are missing are skipped, counted, and not fatal
git clone -q --filter=tree:0 "file://$PWD/src" treeless 2>err || fail "treeless clone: $(cat err)"
prequel index --db treeless.db treeless >out 2>err || fail "index of a treeless clone: exit $?: $(cat err)"
grep -q '^missing objects: .* [1-9][0-9]* commits skipped' out || fail "treeless summary: $(cat out)"
ok "a treeless clone: commits without their trees are skipped and counted"

# no orphan repository row when the first run fails
rc=0
prequel index -q --db orphan.db src no-such-rev >/dev/null 2>err || rc=$?
test $rc = 2 || fail "bad revision: exit $rc"
test "$(sqlite3 orphan.db 'select count(*) from repo' 2>/dev/null || python3 -c 'import sqlite3;print(sqlite3.connect("orphan.db").execute("select count(*) from repo").fetchone()[0])')" = 0 ||
	fail "a failed first run left a repo row"
ok "a failed first run leaves no repository row"
echo "1..$n"

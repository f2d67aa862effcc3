#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# prequel index of commits whose word sets pass the memory cap (issue 40: a commit's distinct words
# were held whole, 1.2 GB for 10M of them): the sets spill to sorted runs on disk and the commit's
# words are merged back from them as they are stored.  With the test hook PREQUEL_TEST_SPILL_CAP
# (bytes of word sets) down to 1, every file of a commit spills its own runs, on all three sides,
# each run holding words others hold too; with one diff thread (the writer merges) and with worker
# processes (the worker merges into its pipe), the index must be the one built in memory: the same
# dump (a dropped run loses words) and the same FTS5 tables (a word kept twice, from two runs or two
# sides, adds to FTS5's token totals), and no spill file may be left beside it.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"

# a commit adding 300 files (40 words of their own each, shared words in all, fields), a commit
# changing a third of them (removed, added and context lines, a conditional around kept lines,
# function context in hunk headers), then 140 small commits so that two threads use processes
init_repo repo
python3 - <<'PY'
import os
for f in range(300):
    d = "drivers/d%02d" % (f % 17)
    os.makedirs(d, exist_ok=True)
    with open("%s/f%03d.c" % (d, f), "w") as out:
        out.write("static int probe_%03d(struct device *dev)\n{\n" % f)
        for w in range(40):
            out.write("\tint word_%03d_%02d = dev->field_%02d + 0x%x; /* shared_word */\n"
                      % (f, w, w % 7, f * 100 + w))
        out.write("\treturn 0;\n}\n")
PY
git add . && git commit -q -m "the whole tree"
python3 - <<'PY'
import glob
for i, path in enumerate(sorted(glob.glob("drivers/*/*.c"))):
    if i % 3:
        continue
    lines = open(path).read().split("\n")
    f = int(path[-5:-2])
    lines[8:12] = ["\tint renamed_%03d_%d = dev->moved_%d;" % (f, k, k) for k in range(3)]
    del lines[20:24]
    if i % 2 == 0:
        lines[30:32] = ["#ifdef CONFIG_SPILL_%03d" % f] + lines[30:32] + ["#endif"]
    open(path, "w").write("\n".join(lines))
PY
git commit -q -am "rename and remove words in a third of the files"
for i in $(seq 1 140); do
	echo "int later_$i;" >>drivers/d01/f001.c
	git commit -q -am "change $i"
done
cd ..

# fts DB: a digest of each FTS5 table's own tables (its segments, averages and sizes)
fts() {
	python3 - "$1" <<'PY'
import hashlib, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for t in ("minus", "plus", "ctx"):
    for s in ("data", "idx", "docsize"):
        name = "words_%s_%s" % (t, s)
        if not db.execute("select 1 from sqlite_master where name = ?", (name,)).fetchone():
            continue
        h = hashlib.sha1()
        for row in db.execute("select * from %s order by 1, 2" % name):
            h.update(repr(row).encode())
        print(name, h.hexdigest())
PY
}

# index DB THREADS: builds DB from repo (the environment's test hooks apply), dumps it
index() {
	mkdir -p "$1.dir"
	prequel index --threads "$2" --db "$1.dir/index.db" repo >"$1.out" ||
		die "index into $1 failed"
	prequel stats --db "$1.dir/index.db" --dump >"$1.dump" || die "cannot dump $1"
	fts "$1.dir/index.db" >"$1.fts" || die "cannot read the FTS5 tables of $1"
	! ls "$1.dir" | grep -q spill || die "spill files left beside $1: $(ls "$1.dir")"
}

index mem 1
grep -q 'words spilled' mem.out && die "the default cap spilled this small history: $(cat mem.out)"
grep -q '^ - .*word_000_06' mem.dump || die "a removed word is not on the minus side"
grep -q '^ + .*renamed_000_2' mem.dump || die "an added word is not on the plus side"
[ "$(wc -l <mem.fts)" -ge 6 ] || die "no FTS5 tables read: $(cat mem.fts)"
echo "ok 1 - the index built in memory"

# same NAME: NAME's index is the in-memory one
same() {
	cmp -s mem.dump "$1.dump" || die "$1 dumps differently: $(diff mem.dump "$1.dump" | head -5)"
	cmp -s mem.fts "$1.fts" ||
		die "$1 has other FTS5 tables (words kept twice?): $(diff mem.fts "$1.fts")"
}

# spilled NAME COMMITS MIN: COMMITS commits spilled, in at least MIN runs
spilled() {
	runs=$(sed -n "s/^words spilled: $2 commits over the memory cap, merged from //p" "$1.out")
	runs=${runs%% *}
	[ -n "$runs" ] && [ "$runs" -ge "$3" ] ||
		die "$1: expected $2 commits spilled in $3 runs or more: $(cat "$1.out")"
}

for threads in 1 2; do
	PREQUEL_TEST_SPILL_CAP=1 index one$threads $threads
	# every file spills: 300 runs of the first commit's plus side, 100 files x 3 sides in the
	# second, plus and context sides of the small ones
	spilled one$threads 142 880
	same one$threads
done
echo "ok 2 - every file spilled (one thread, worker processes): the same index"

PREQUEL_TEST_SPILL_CAP=200000 index some 2
spilled some 2 6
same some
echo "ok 3 - a few files a run: the same index"

for chunk in 1 5000; do
	PREQUEL_TEST_WORDS_CHUNK=$chunk index memc$chunk 2
	for threads in 1 2; do
		PREQUEL_TEST_WORDS_CHUNK=$chunk PREQUEL_TEST_SPILL_CAP=1 \
			index c$chunk.$threads $threads
		spilled c$chunk.$threads 142 880
		cmp -s memc$chunk.fts c$chunk.$threads.fts ||
			die "$chunk-byte pieces from runs differ: $(diff memc$chunk.fts c$chunk.$threads.fts)"
		cmp -s mem.dump c$chunk.$threads.dump || die "$chunk-byte pieces: the dump differs"
	done
done
echo "ok 4 - merged words go into FTS5 in the pieces of the in-memory path"

prequel stats --db one2.dir/index.db --lookup "-word_000_09 +renamed_000_1 .moved_1" --repeat 1 |
	sed 's/,.*//' >one2.look
prequel stats --db mem.dir/index.db --lookup "-word_000_09 +renamed_000_1 .moved_1" --repeat 1 |
	sed 's/,.*//' >mem.look
grep -qx 'candidates: 1' mem.look || die "the lookup finds no commit: $(cat mem.look)"
cmp -s mem.look one2.look || die "lookups differ: $(cat mem.look one2.look)"
echo "ok 5 - a lookup finds the same commit in a spilled index"

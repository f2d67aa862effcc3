#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# prequel index of a commit too big to hold whole (issue 40: the kernel's first commit, the whole
# tree, 3.9M words, peaked at 1.85 GB): a side's words go into FTS5 a bounded number of bytes at a
# time under the commit's one rowid, and long word lists go down a worker process's pipe as they
# are.  With the test hook PREQUEL_TEST_WORDS_CHUNK (bytes per insert) down to one word per
# insert, with one diff thread and with worker processes, the index dumps the same as the
# default's: a lost or repeated chunk, file row or word would show in the dump.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"

# one commit of 300 files, 40 distinct words each (a side's words ~170 KB: past the pipe's
# 64 KiB and past any tiny chunk), then 140 small commits so that two threads use processes
init_repo repo
python3 - <<'PY'
import os
for f in range(300):
    d = "drivers/d%02d" % (f % 17)
    os.makedirs(d, exist_ok=True)
    with open("%s/f%03d.c" % (d, f), "w") as out:
        for w in range(40):
            out.write("int word_%03d_%02d = 0x%x; /* shared_word */\n" % (f, w, f * 100 + w))
PY
git add . && git commit -q -m "the whole tree"
for i in $(seq 1 140); do
	echo "int later_$i;" >>drivers/d01/f001.c
	git commit -q -am "change $i"
done
cd ..

index() {
	prequel index -q --threads "$2" --db "$1" repo >/dev/null || die "index into $1 failed"
	prequel stats --db "$1" --dump >"$1.dump" || die "cannot dump $1"
}
index one.db 1
grep -q '^ + .*word_299_39' one.db.dump || die "the big commit's last word is not in the plus side"
grep -q '^ ctx .*word_000_00' one.db.dump || die "the big commit's first word is not in the context side"
n=$(grep -o 'word_[0-9]*_[0-9]*' one.db.dump | sort -u | wc -l)
[ "$n" = 12000 ] || die "expected 12000 distinct words in the dump, got $n"
echo "ok 1 - the big commit's words are all in the default index"

index two.db 2
cmp -s one.db.dump two.db.dump || die "worker processes dump differently: $(diff one.db.dump two.db.dump | head -5)"
echo "ok 2 - worker processes (long word lists down the pipe) dump the same"

for chunk in 1 1000 65536; do
	PREQUEL_TEST_WORDS_CHUNK=$chunk index c$chunk.db 2
	cmp -s one.db.dump c$chunk.db.dump ||
		die "words in chunks of $chunk bytes dump differently: $(diff one.db.dump c$chunk.db.dump | head -5)"
	prequel stats --db c$chunk.db | grep -q "^postings: $(prequel stats --db one.db | sed -n 's/^postings: //p')\$" ||
		die "chunks of $chunk bytes: postings differ"
done
PREQUEL_TEST_WORDS_CHUNK=1 index t1.db 1
cmp -s one.db.dump t1.db.dump || die "one word per insert, one thread, dumps differently"
echo "ok 3 - a commit's words inserted a word or a few KB at a time dump as one insert's"

for db in one.db c1.db; do
	prequel stats --db "$db" --lookup "+word_150_20 shared_word" --repeat 1 >"$db.look" ||
		die "lookup in $db failed"
done
sed 's/,.*//' one.db.look >one.look
sed 's/,.*//' c1.db.look >c1.look
cat one.look
cmp -s one.look c1.look || die "lookups differ: $(cat one.db.look c1.db.look)"
echo "ok 4 - a lookup finds the same commits in a chunked index"

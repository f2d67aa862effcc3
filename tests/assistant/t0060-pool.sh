#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter pool on two small kernel trees this test writes (docs/cli.md, "porter pool"):
#  - from directories: tags v6.1 (the import of the old tree's folders) and v6.12, one commit per
#    changed, added or removed file, code folders before headers, nothing outside the folders,
#    links and executables kept, v6.12's tree the new tree's; the same hashes as the history
#    corpora/kernel-pair-stream.py and git fast-import made before porter pool; the index holds
#    every commit and `prequel query` finds the change;
#  - from tarballs (xz with GNU long names, gzip in pax format): the same history;
#  - by version, from $PORTER_USR_SRC/linux-source-X.tar.xz into the default pool folder
#    ($PORTER_POOL_DIR/v6.1-v6.12); a version not installed, a bad --code: exit 2, one line;
#  - a rerun on a whole pool indexes only and changes nothing.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

# tree DIR VERSION PATCHLEVEL: the parts both versions share
tree() {
	mkdir -p "$1/drivers/foo" "$1/fs" "$1/include/linux" "$1/arch/x86" "$1/sound" \
		"$1/drivers/very-long-folder-name-for-a-gnu-long-name-record/and-another-long-one"
	printf 'VERSION = %s\nPATCHLEVEL = %s\n' "$2" "$3" >"$1/Makefile"
	echo 'int same(void) { return 0; }' >"$1/fs/same.c"
	printf '#!/bin/sh\necho tool\n' >"$1/drivers/foo/tool.sh"
	chmod +x "$1/drivers/foo/tool.sh"
	ln -s foo.c "$1/drivers/foo/link.c"
	echo 'int deep;' >"$1/drivers/very-long-folder-name-for-a-gnu-long-name-record/and-another-long-one/a-file-whose-path-is-over-one-hundred-characters.c"
	echo "arch $2.$3" >"$1/arch/x86/setup.c"
}
tree src/linux-source-6.1 6 1
tree src/linux-source-6.12 6 12
o=src/linux-source-6.1 n=src/linux-source-6.12
cat >"$o/drivers/foo/foo.c" <<'EOF'
static int foo_probe(void)
{
	foo_class = class_create(THIS_MODULE, "foo");
	return 0;
}
EOF
sed 's/class_create(THIS_MODULE, /class_create(/' "$o/drivers/foo/foo.c" >"$n/drivers/foo/foo.c"
echo 'int gone;' >"$o/drivers/foo/gone.c"
mkdir -p "$n/sound/bar"
echo 'int added;' >"$n/sound/bar/new.c"
echo 'struct y;' >"$o/include/linux/y.h"
echo 'struct y { int a; };' >"$n/include/linux/y.h"
echo 'int zz;' >"$o/drivers/foo/zz.c"
echo 'int zz = 1;' >"$n/drivers/foo/zz.c"

porter pool --out dirs "$o" "$n" >dirs.out 2>dirs.err || die "porter pool (dirs): $(cat dirs.err)"
g="git --git-dir=dirs/kernel-pair.git"
$g fsck --strict --no-progress 2>fsck.err || die "git fsck: $(cat fsck.err)"
# the old tree's folders, nothing else: arch/ and the Makefile are not in the pool
$g ls-tree -r --format='%(objectmode) %(path)' v6.1 >old.ls
cat >old.want <<'EOF'
100644 drivers/foo/foo.c
100644 drivers/foo/gone.c
120000 drivers/foo/link.c
100755 drivers/foo/tool.sh
100644 drivers/foo/zz.c
100644 drivers/very-long-folder-name-for-a-gnu-long-name-record/and-another-long-one/a-file-whose-path-is-over-one-hundred-characters.c
100644 fs/same.c
100644 include/linux/y.h
EOF
diff -u old.want old.ls || die "v6.1's tree"
test "$($g log -1 --format=%s v6.1)" = "Import the v6.1 tree (drivers/, sound/, net/, fs/, include/)" ||
	die "import commit: $($g log -1 --format=%s v6.1)"
test "$($g rev-list --count v6.1)" = 1 || die "v6.1 is not one import commit"
# one commit per file, code folders first (sorted), then include/
$g log --reverse --format=%s v6.1..v6.12 >subjects
cat >subjects.want <<'EOF'
drivers/foo/foo.c: changed between v6.1 and v6.12
drivers/foo/gone.c: removed between v6.1 and v6.12
drivers/foo/zz.c: changed between v6.1 and v6.12
sound/bar/new.c: added between v6.1 and v6.12
include/linux/y.h: changed between v6.1 and v6.12
EOF
diff -u subjects.want subjects || die "the commits between the tags"
for c in $($g rev-list v6.1..v6.12); do
	test "$($g diff-tree --no-commit-id --name-only -r "$c" | wc -l)" = 1 ||
		die "commit $c changes more than one file"
done
test "$($g rev-parse HEAD)" = "$($g rev-parse v6.12)" || die "HEAD is not v6.12"
(cd "$n" && find drivers sound net fs include \( -type f -o -type l \) 2>/dev/null | LC_ALL=C sort) >new.want
$g ls-tree -r --name-only v6.12 >new.ls
diff -u new.want new.ls || die "v6.12's tree is not the new tree's folders"

# the same history as the script's stream made with git fast-import
git init -q --bare ref.git
python3 "$PORTER_SOURCE_DIR/corpora/kernel-pair-stream.py" "$o" "$n" v6.1 v6.12 drivers,sound,net,fs include \
	2>/dev/null | git --git-dir=ref.git fast-import --quiet --done
test "$(git --git-dir=ref.git rev-parse v6.12)" = "$($g rev-parse v6.12)" ||
	die "not the history kernel-pair-stream.py makes"

# the index: every commit between the tags, and a query finds the change
test "$(prequel stats --db dirs/kernel-pair.db | awk '$1 == "commits:" {print $2}')" = 5 ||
	die "the index: $(prequel stats --db dirs/kernel-pair.db)"
cat >q.cocci <<'EOF'
@@
expression e;
@@
- class_create(THIS_MODULE, e)
+ class_create(e)
EOF
prequel query --db dirs/kernel-pair.db q.cocci >query.out 2>query.err || die "prequel query: $(cat query.err)"
grep -q 'drivers/foo/foo.c: changed between v6.1 and v6.12 (kernel-pair)' query.out ||
	die "prequel query does not find the change: $(cat query.out)"
grep -q '^kernel-pair: 8 files in v6.1, 3 changed, 1 added, 1 removed$' dirs/stats.txt ||
	die "stats.txt: $(cat dirs/stats.txt)"
grep -q '^index: ' dirs/stats.txt || die "stats.txt has no index line"

# tarballs: xz with GNU long names, gzip in pax format, named as no version: tags given
tar --format=gnu -cJf old.tar.xz -C src linux-source-6.1
tar --format=pax -czf new.tgz -C src linux-source-6.12
porter pool -q --out tars --old-tag v6.1 --new-tag v6.12 old.tar.xz new.tgz >tars.out 2>tars.err ||
	die "porter pool (tarballs): $(cat tars.err)"
test "$(git --git-dir=tars/kernel-pair.git rev-parse v6.1 v6.12)" = "$($g rev-parse v6.1 v6.12)" ||
	die "the tarballs' history differs from the directories'"
# without the tags, a tarball named as no version is an exit 2
rc=0
porter pool -q --out x old.tar.xz new.tgz >x.out 2>x.err || rc=$?
test $rc = 2 && grep -q "cannot tell the version of old.tar.xz: give --old-tag" x.err ||
	die "no version: exit $rc, $(cat x.err)"

# versions: Debian's linux-source tarballs, into the default pool folder
mkdir usrsrc
tar -cJf usrsrc/linux-source-6.1.tar.xz -C src linux-source-6.1
tar -cJf usrsrc/linux-source-6.12.tar.xz -C src linux-source-6.12
export PORTER_USR_SRC=$scratch/usrsrc PORTER_POOL_DIR=$scratch/pools
porter pool -q 6.1 6.12 >ver.out 2>ver.err || die "porter pool 6.1 6.12: $(cat ver.err)"
test "$(git --git-dir=pools/v6.1-v6.12/kernel-pair.git rev-parse v6.12)" = "$($g rev-parse v6.12)" ||
	die "porter pool 6.1 6.12: not the same history"
grep -q "^pool: $scratch/pools/v6.1-v6.12 " ver.out || die "porter pool 6.1 6.12: $(cat ver.out)"
rc=0
porter pool -q 6.1 6.13 >miss.out 2>miss.err || rc=$?
test $rc = 2 && test "$(wc -l <miss.err)" = 1 &&
	grep -q "6.13: no .*linux-source-6.13.tar.xz (apt-get install linux-source-6.13); installed in $scratch/usrsrc: 6.1, 6.12" miss.err ||
	die "a version not installed: exit $rc, $(cat miss.err)"
test ! -e pools/v6.1-v6.13 || die "a failed run left a pool folder"
rc=0
porter pool -q --code drivers,../etc --out bad 6.1 6.12 >bad.out 2>bad.err || rc=$?
test $rc = 2 && grep -q -- "--code: '../etc' is not a folder of the tree" bad.err ||
	die "--code ../etc: exit $rc, $(cat bad.err)"

# a rerun on the whole pool indexes only: same refs, same index
before=$(git --git-dir=pools/v6.1-v6.12/kernel-pair.git show-ref | md5sum)
porter pool --progress 6.1 6.12 >again.out 2>again.err || die "rerun: $(cat again.err)"
grep -q "kernel-pair.git is whole (tag v6.12): indexing only" again.err || die "rerun: $(cat again.err)"
test "$(git --git-dir=pools/v6.1-v6.12/kernel-pair.git show-ref | md5sum)" = "$before" ||
	die "the rerun changed the refs"
grep -q '^kernel-pair: 8 files in v6.1' again.out || die "rerun lost stats.txt: $(cat again.out)"
test "$(prequel stats --db pools/v6.1-v6.12/kernel-pair.db | awk '$1 == "commits:" {print $2}')" = 5 ||
	die "the rerun's index"
echo "ok"

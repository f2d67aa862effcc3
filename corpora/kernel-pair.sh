#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Builds the kernel-pair history from Debian's two kernel source packages and indexes it with prequel:
# a first commit of the old tree (drivers/ sound/ net/ fs/ include/), tagged v6.1; one commit per
# changed, added or removed file of drivers/ sound/ net/ fs/ (all its changes from 6.1 to 6.12 in one
# commit, the subject naming the file); one commit per changed header of include/, tagged v6.12.
# The index covers v6.1..v6.12 only: the import commit is no example.  See docs/eval.md.
#
# usage: corpora/kernel-pair.sh [--out DIR] [--prequel PATH] [--old TARBALL] [--new TARBALL]
#                               [--old-tag v6.1] [--new-tag v6.12] [--no-index] [--keep-trees]
#                               [--code drivers,sound,net,fs] [--headers include]
# Writes DIR/kernel-pair.git (bare), DIR/kernel-pair.db and DIR/stats.txt; DIR defaults to
# ./kernel-pair.  Set PORTER_KERNEL_PAIR=DIR for the tests that use it.  Needs linux-source-6.1 and
# linux-source-6.12 (scripts/install-deps), about 3 GB free while it runs, 1 GB after.
# --code and --headers (comma-separated folders of the tree) make a smaller pool: the CI slice of the
# in-tree benchmark (tests/assistant/t0511) builds one of a few folders in minutes.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=kernel-pair
prequel=$here/../build/bin/prequel
old=/usr/src/linux-source-6.1.tar.xz
new=/usr/src/linux-source-6.12.tar.xz
old_tag=v6.1
new_tag=v6.12
index=1
keep=0
code=drivers,sound,net,fs
headers=include

die() { echo "kernel-pair.sh: error: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
	case $1 in
	--out) out=$2; shift 2 ;;
	--prequel) prequel=$2; shift 2 ;;
	--old) old=$2; shift 2 ;;
	--new) new=$2; shift 2 ;;
	--old-tag) old_tag=$2; shift 2 ;;
	--new-tag) new_tag=$2; shift 2 ;;
	--no-index) index=0; shift ;;
	--keep-trees) keep=1; shift ;;
	--code) code=$2; shift 2 ;;
	--headers) headers=$2; shift 2 ;;
	-h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	*) die "unknown argument '$1' (see --help)" ;;
	esac
done
for d in $(echo "$code,$headers" | tr , ' '); do
	case /$d/ in
	*/../*|//*) die "--code/--headers: '$d' is not a folder of the tree" ;;
	esac
done
for t in "$old" "$new"; do
	[ -r "$t" ] || die "$t: no such tarball (apt-get install linux-source-6.1 linux-source-6.12)"
done
mkdir -p "$out"
out=$(cd "$out" && pwd)
src=$out/src
now() { date +%s; }
t0=$(now)
t1=$t0
t2=$t0
if git -C "$out/kernel-pair.git" rev-parse -q --verify "refs/tags/$new_tag" >/dev/null 2>&1; then
	echo "kernel-pair.sh: $out/kernel-pair.git is whole (tag $new_tag): indexing only" >&2
	sed -i '/^index: /d' "$out/stats.txt" 2>/dev/null || true
else
	[ ! -e "$out/kernel-pair.git" ] || die "$out/kernel-pair.git is left from a failed run: remove it"
	rm -rf "$src"
	mkdir -p "$src"

	# Only the folders the history holds are written out (xz is read whole either way).
	extract() {
		top=$(tar -tJf "$1" | head -n 1 | cut -d/ -f1)
		[ -n "$top" ] || die "$1: empty tarball"
		members=""
		for d in $(echo "$code,$headers" | tr , ' '); do
			members="$members $top/$d"
		done
		# shellcheck disable=SC2086
		tar -xJf "$1" -C "$src" $members || die "$1: extraction failed"
		echo "$src/$top"
	}
	old_dir=$(extract "$old")
	new_dir=$(extract "$new")
	[ "$old_dir" != "$new_dir" ] || die "$old and $new hold the same top folder $(basename "$old_dir")"
	t1=$(now)

	git init -q --bare "$out/kernel-pair.git"
	python3 "$here/kernel-pair-stream.py" "$old_dir" "$new_dir" "$old_tag" "$new_tag" "$code" "$headers" \
		2>"$out/stream.log" | git -C "$out/kernel-pair.git" fast-import --quiet --done 2>"$out/fast-import.log" ||
		{ cat "$out/stream.log" "$out/fast-import.log" >&2; die "git fast-import failed"; }
	# --done: a stream cut short (the generator died) fails instead of leaving a partial history.
	git -C "$out/kernel-pair.git" symbolic-ref HEAD refs/heads/master
	t2=$(now)

	# The last tree must hold the new tree's files.
	nfiles=$(git -C "$out/kernel-pair.git" ls-tree -r "$new_tag" | wc -l)
	nnew=$(cd "$new_dir" && find $(echo "$code,$headers" | tr , ' ') \( -type f -o -type l \) | wc -l)
	[ "$nfiles" = "$nnew" ] || die "$new_tag has $nfiles files, the tree $nnew"
	[ $keep = 1 ] || rm -rf "$src"
	ncommits=$(git -C "$out/kernel-pair.git" rev-list --count "$old_tag..$new_tag")
	{
		cat "$out/stream.log"
		echo "commits $old_tag..$new_tag: $ncommits"
		echo "extract: $((t1 - t0)) s; fast-import: $((t2 - t1)) s"
		echo "history: $(du -sh "$out/kernel-pair.git" | cut -f1)"
	} >"$out/stats.txt"
fi
if [ $index = 1 ]; then
	[ -x "$prequel" ] || die "$prequel: not an executable (build porter, or --prequel)"
	"$prequel" index --quiet --db "$out/kernel-pair.db" --repo-name kernel-pair \
		"$out/kernel-pair.git" "$old_tag..$new_tag"
	t3=$(now)
	echo "index: $((t3 - t2)) s, $(du -sh "$out/kernel-pair.db" | cut -f1)" >>"$out/stats.txt"
fi
cat "$out/stats.txt"

#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Builds the kernel-pair history from Debian's two kernel source packages and indexes it with prequel,
# through `porter pool` (docs/cli.md): a first commit of the old tree (drivers/ sound/ net/ fs/
# include/), tagged v6.1; one commit per changed, added or removed file of drivers/ sound/ net/ fs/
# (all its changes from 6.1 to 6.12 in one commit, the subject naming the file); one commit per
# changed header of include/, tagged v6.12.  The index covers v6.1..v6.12 only.  See docs/eval.md.
#
# usage: corpora/kernel-pair.sh [--out DIR] [--prequel PATH] [--porter PATH] [--old TARBALL]
#                               [--new TARBALL] [--old-tag v6.1] [--new-tag v6.12] [--no-index]
#                               [--code drivers,sound,net,fs] [--headers include]
# Writes DIR/kernel-pair.git (bare), DIR/kernel-pair.db and DIR/stats.txt; DIR defaults to
# ./kernel-pair.  Set PORTER_KERNEL_PAIR=DIR for the tests that use it.  Needs linux-source-6.1 and
# linux-source-6.12 (scripts/install-deps), about 0.5 GB free.  A rerun after a kill resumes.
# --code and --headers (comma-separated folders of the tree) make a smaller pool: the CI slice of the
# in-tree benchmark (tests/assistant/t0511) builds one of a few folders in minutes.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=kernel-pair
prequel=
porter=
old=/usr/src/linux-source-6.1.tar.xz
new=/usr/src/linux-source-6.12.tar.xz
old_tag=v6.1
new_tag=v6.12
index=
code=drivers,sound,net,fs
headers=include

die() { echo "kernel-pair.sh: error: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
	case $1 in
	--out) out=$2; shift 2 ;;
	--prequel) prequel=$2; shift 2 ;;
	--porter) porter=$2; shift 2 ;;
	--old) old=$2; shift 2 ;;
	--new) new=$2; shift 2 ;;
	--old-tag) old_tag=$2; shift 2 ;;
	--new-tag) new_tag=$2; shift 2 ;;
	--no-index) index=--no-index; shift ;;
	--keep-trees) shift ;;	# nothing is extracted any more: porter pool reads the tarballs
	--code) code=$2; shift 2 ;;
	--headers) headers=$2; shift 2 ;;
	-h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	*) die "unknown argument '$1' (see --help)" ;;
	esac
done
# porter: --porter, else beside --prequel (the same build), else the build's, else on PATH
if [ -z "$porter" ]; then
	if [ -n "$prequel" ] && [ -x "$(dirname "$prequel")/porter" ]; then
		porter=$(dirname "$prequel")/porter
	elif [ -x "$here/../build/bin/porter" ]; then
		porter=$here/../build/bin/porter
	else
		porter=$(command -v porter) || die "no porter (build it, or --porter PATH)"
	fi
fi
[ -x "$porter" ] || die "$porter: not an executable (build porter, or --porter)"
for t in "$old" "$new"; do
	[ -r "$t" ] || die "$t: no such tarball (apt-get install linux-source-6.1 linux-source-6.12)"
done
# shellcheck disable=SC2086
exec "$porter" pool --progress --out "$out" --name kernel-pair --old-tag "$old_tag" --new-tag "$new_tag" \
	--code "$code" --headers "$headers" $index "$old" "$new"

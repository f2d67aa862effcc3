#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Exports one real commit into the example pool: examples/ORIGIN/COMMIT12/commit.patch (git
# format-patch -1) and base/ (the parent's version of every file the commit changes or removes).
# usage: corpora/realworld/export.sh GIT_DIR COMMIT ORIGIN
set -eu
[ $# = 3 ] || { echo "usage: export.sh GIT_DIR COMMIT ORIGIN" >&2; exit 2; }
git_dir=$1 commit=$2 origin=$3
here=$(cd "$(dirname "$0")" && pwd)
short=$(git --git-dir="$git_dir" rev-parse --short=12 "$commit^{commit}")
dst=$here/examples/$origin/$short
[ ! -e "$dst" ] || { echo "export.sh: $dst exists" >&2; exit 2; }
mkdir -p "$dst/base"
git --git-dir="$git_dir" format-patch -1 --stdout --no-signature "$short" >"$dst/commit.patch"
git --git-dir="$git_dir" diff-tree --no-commit-id -r --name-status "$short^" "$short" |
while IFS="	" read -r st path; do
	[ "$st" = A ] && continue
	mkdir -p "$dst/base/$(dirname "$path")"
	git --git-dir="$git_dir" show "$short^:$path" >"$dst/base/$path"
done
echo "$origin/$short"

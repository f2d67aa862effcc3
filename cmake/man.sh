#!/bin/sh
# SPDX-License-Identifier: GPL-2.0
# Makes a command's man page with help2man from its --help and --version, at build time.
# usage: man.sh OUT.1 BINARY "one-line description" [SUBCOMMAND...]
# The --help of each SUBCOMMAND ("porter port --help") becomes a section of its own, and
# docs/man/NAME.h2m, when there is one, adds hand-written sections (EXIT STATUS, FILES, ...).
set -eu
# GOption prints its "[OPTION…]" as "[OPTION?]" under LANG=C
export LC_ALL=C.UTF-8
out=$1 bin=$2 desc=$3
shift 3
name=$(basename "$bin")
src=$(dirname "$0")/..
inc=$out.h2m
: >"$inc"
test -f "$src/docs/man/$name.h2m" && cat "$src/docs/man/$name.h2m" >>"$inc"
for sub in "$@"; do
	printf '[COMMAND: %s %s]\n.nf\n' "$name" "$sub" >>"$inc"
	# roff: a backslash is \e, and a line may not start with a dot or a quote
	"$bin" "$sub" --help | sed -e 's/\xe2\x80\xa6/.../g' -e 's/\\/\\e/g' -e 's/^\([.'"'"']\)/\\\&\1/' >>"$inc"
	printf '.fi\n' >>"$inc"
done
if test -s "$inc"; then
	set -- --include="$inc"
else
	set --
fi
help2man --no-info --no-discard-stderr --name="$desc" "$@" --output="$out" "$bin"
rm -f "$inc"

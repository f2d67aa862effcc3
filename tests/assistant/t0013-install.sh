#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# cmake --install into a fresh prefix: the four commands answer --version, the man pages that
# help2man made at build time open with man -l and describe the subcommands, and the bash
# completion completes porter's subcommands and options.
set -eu
die() {
	echo "FAIL: $*" >&2
	exit 1
}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/porter-t.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
build=${PORTER_BUILD_DIR:?}
prefix=$scratch/prefix

cmake --install "$build" --prefix "$prefix" >"$scratch/install.log" 2>&1 ||
	die "cmake --install: $(cat "$scratch/install.log")"
for cmd in porter prequel gcc-reduce porter-sandbox; do
	test -x "$prefix/bin/$cmd" || die "$cmd not installed: $(cat "$scratch/install.log")"
	v=$("$prefix/bin/$cmd" --version) || die "$cmd --version failed"
	case $v in
	"$cmd "*[0-9].[0-9]* | "$cmd (porter) "*[0-9].[0-9]*) ;;
	*) die "$cmd --version: '$v'" ;;
	esac
	test -f "$prefix/share/bash-completion/completions/$cmd" || die "no completion for $cmd"
done
if command -v help2man >/dev/null; then
	command -v man >/dev/null || die "man is not installed (scripts/install-deps)"
	for cmd in porter prequel gcc-reduce porter-sandbox; do
		test -f "$prefix/share/man/man1/$cmd.1" || die "no man page for $cmd"
	done
	MANWIDTH=100 man -l "$prefix/share/man/man1/porter.1" >"$scratch/porter.txt" 2>&1 ||
		die "man -l porter.1: $(cat "$scratch/porter.txt")"
	grep -q 'COMMAND: PORTER PORT' "$scratch/porter.txt" &&
		grep -q -- '--signoff' "$scratch/porter.txt" &&
		grep -q 'EXIT STATUS' "$scratch/porter.txt" || die "porter.1: $(cat "$scratch/porter.txt")"
	! grep -q 'OPTION?' "$scratch/porter.txt" || die "porter.1: mangled usage line"
else
	echo "# help2man is not installed: no man pages to check (scripts/install-deps)"
fi
# the completion, as bash-completion would load it
PATH=$prefix/bin:$PATH bash -c '
	. "$1/share/bash-completion/completions/porter"
	COMP_WORDS=(porter p); COMP_CWORD=1; _porter; echo "${COMPREPLY[*]}"
	COMP_WORDS=(porter port --sig); COMP_CWORD=2; _porter; echo "${COMPREPLY[*]}"
	COMP_WORDS=(porter poo); COMP_CWORD=1; _porter; echo "${COMPREPLY[*]}"
' _ "$prefix" >"$scratch/comp.txt" || die "completion failed"
test "$(sed -n 1p "$scratch/comp.txt")" = "port pool" || die "completion: $(cat "$scratch/comp.txt")"
test "$(sed -n 2p "$scratch/comp.txt")" = --signoff || die "completion: $(cat "$scratch/comp.txt")"
test "$(sed -n 3p "$scratch/comp.txt")" = pool || die "completion: $(cat "$scratch/comp.txt")"
echo "ok - install: commands, --version, man pages, bash completion"

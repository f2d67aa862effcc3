#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 36's "one launcher" and "libgit2 initialised once", checked on the sources: no process is
# started outside lib/launch (fork, g_spawn, GSubprocess), libgit2 is initialised and shut down only
# in lib/gitrt, and assistant/ does not include libgit2 (its git work is sandbox's).  Tests and
# their data start what they like.
src="${PORTER_SOURCE_DIR:?}"
cd "$src" || exit 1
code_files() {
	git ls-files -- '*.c' '*.h' | grep -v -e '^tests/' -e "^$1/"
}
fail=0
hits=$(code_files lib/launch | xargs grep -n -E '\bfork\(|\bg_spawn|GSubprocess' /dev/null)
if [ -n "$hits" ]; then
	echo "a process started outside lib/launch:"; echo "$hits"; fail=1
fi
hits=$(code_files lib/gitrt | xargs grep -n -E 'git_libgit2_(init|shutdown)\(' /dev/null)
if [ -n "$hits" ]; then
	echo "libgit2 initialised outside lib/gitrt:"; echo "$hits"; fail=1
fi
hits=$(git ls-files -- 'assistant/*.c' 'assistant/*.h' | xargs grep -n -E '#include <git2' /dev/null)
if [ -n "$hits" ]; then
	echo "assistant/ includes libgit2:"; echo "$hits"; fail=1
fi
# the checks find what they look for
probe=$(printf 'pid = fork();\nGSubprocess *p;\n' | grep -c -E '\bfork\(|\bg_spawn|GSubprocess')
[ "$probe" = 2 ] || { echo "the pattern misses a fork"; fail=1; }
exit $fail

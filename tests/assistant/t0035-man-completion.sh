#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The man page and the bash completion a user gets (issue 39's small items):
#  - porter.1 has EXAMPLES (pool, port, --compat, nightly's shards), and says where the docs/
#    files it names are, since they are not installed;
#  - the completion offers each command's own --format values from its --help: no `vim` for
#    porter port, which rejects it, but prequel query's and gcc-reduce's; --notify-format and
#    --isolation values; directories after nightly's --merge.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

page=${PORTER_BUILD_DIR:?}/man/porter.1
if test -f "$page" && command -v man >/dev/null; then
	MANWIDTH=100 man -l "$page" >porter.txt 2>man.err || die "man -l porter.1: $(cat man.err)"
	sed -n '/^EXAMPLES/,/^EXIT STATUS/p' porter.txt >examples.txt
	for want in 'porter pool 6.1 6.12' 'porter port --driver ~/src/mydriver --kernel 6.12' \
		'--compat' 'porter nightly --config nightly.conf --shard 2/4'; do
		grep -q -F -- "$want" examples.txt || die "no '$want' in EXAMPLES: $(cat examples.txt)"
	done
	grep -q 'docs/' porter.txt && { tr -s ' \n' ' ' <porter.txt | grep -q 'are not installed: they are in porter.s source tree' ||
		die "porter.1 names docs/ files without saying where they are"; }
else
	echo "# no man page or no man here: the page is not checked"
fi

# the completion, as bash-completion loads it
bash -c '
. "$1/completion/porter.bash"
c() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _porter; echo "${COMPREPLY[*]}"; }
c porter port --format ""
c porter nightly --format ""
c prequel query --format ""
c gcc-reduce --format ""
c porter port --notify-format ""
c porter-sandbox --isolation ""
mkdir -p shard-1 && c porter nightly --merge shard-
' _ "$PORTER_SOURCE_DIR" >comp.txt || die "completion failed"
want='text json markdown github
text github
text json org vim
text json vim
generic slack matrix
auto none require
shard-1'
test "$(cat comp.txt)" = "$want" || die "completion: $(diff <(echo "$want") comp.txt)"
echo "ok - man page EXAMPLES and docs note, completion of each command's values"

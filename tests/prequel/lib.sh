# SPDX-License-Identifier: GPL-2.0
# Shared by tests/prequel/tNNNN-*.sh: strict mode, die, and a scratch dir per script (removed on
# exit unless KEEP_SCRATCH is set) that the script starts in, and template().  Sourced; sets
# $scratch.
set -eu

die() {
	echo "FAIL: $*" >&2
	exit 1
}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/prequel-t.XXXXXX")
trap 'test -n "${KEEP_SCRATCH:-}" || rm -rf "$scratch"' EXIT
cd "$scratch"

# init_repo DIR: a new git repository at DIR (branch main, committer t), entered
init_repo() {
	git init -q -b main "$1"
	cd "$1"
	git config user.name t
	git config user.email t@example.org
}

# template KIND SYMBOL OUT: prequel template KIND with the facts (symbol, container, expected,
# actual, include) of the issue of that kind and symbol in ./issues.json (gcc-reduce's JSON), into OUT;
# the facts are left in ./facts
template() {
	python3 - issues.json "$1" "$2" >facts <<'PY'
import json, sys
for i in json.load(open(sys.argv[1]))["issues"]:
    if i["kind"] == sys.argv[2] and i["symbol"] == sys.argv[3]:
        for k in ("symbol", "container", "expected", "actual", "include"):
            if i.get(k):
                print("%s=%s" % (k, i[k]))
        break
else:
    sys.exit("no %s %s in %s" % (sys.argv[2], sys.argv[3], open(sys.argv[1]).read()))
PY
	mapfile -t f <facts
	prequel template "$1" "${f[@]}" >"$3" || die "no template for $1 $2"
}

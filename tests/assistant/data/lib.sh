# SPDX-License-Identifier: GPL-2.0
# Shared by tests/assistant/tNNNN-*.sh: a scratch dir per script, the corpus and its index.
# Sourced; sets $scratch, $corpus, $db and $cases.
set -eu

die() {
	echo "FAIL: $*" >&2
	exit 1
}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/porter-t.XXXXXX")
trap 'test -n "${KEEP_SCRATCH:-}" || rm -rf "$scratch"' EXIT

# porter writes a series only as someone: a machine without a git identity gets a test one
if ! git config user.email >/dev/null 2>&1 && test -z "${GIT_AUTHOR_EMAIL:-}"; then
	export GIT_AUTHOR_NAME='porter test' GIT_AUTHOR_EMAIL=porter-test@example.org
fi

corpus=${PORTER_CORPUS_DIR:?PORTER_CORPUS_DIR not set}
cases=$corpus/cases.json
test -f "$cases" || die "no corpus manifest $cases: build the 'corpus' target first"
command -v porter >/dev/null || die "porter not on PATH ($PATH)"

# The index: the build's own when it made one, else made here from the minikernel history.
db=$corpus/minikernel.db
if ! test -f "$db"; then
	db=$scratch/minikernel.db
	prequel index --db "$db" "$corpus/minikernel" >"$scratch/index.log" 2>&1 ||
		die "prequel index failed: $(cat "$scratch/index.log")"
fi

# need_headers VERSION...: Debian's header trees in $old (6.1) and $new (6.12); exits 77 (the test
# is skipped) when one of the VERSIONs (6.1, 6.12) is not installed.
need_headers() {
	old=$(ls -d /usr/src/linux-headers-6.1.*-amd64 2>/dev/null | head -n 1)
	new=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)
	for v in "$@"; do
		case $v in
		6.1) d=$old ;;
		*) d=$new ;;
		esac
		test -n "$d" && test -f "$d/Makefile" || {
			echo "skip: Debian's $v kernel headers are not installed (scripts/install-deps)"
			exit 77
		}
	done
}

# "sha256 path" of every file under $1, .git excluded: a tree's fingerprint.
fingerprint() {
	(cd "$1" && find . -path ./.git -prune -o -type f -print | LC_ALL=C sort |
		xargs -r sha256sum)
}

# Case fields, one per line: name, driver, kernel, build, direction.
case_fields() {
	python3 -c '
import json, sys
for c in json.load(open(sys.argv[1]))["cases"]:
    if len(sys.argv) < 3 or c["name"] == sys.argv[2] or (sys.argv[2] == "demo" and c.get("demo")):
        print("\t".join([c["name"], c["driver"], c["kernel"], c["build"], c["direction"]]))
' "$cases" "$@"
}

# The case's build command with {kernel} and {src} filled in.
build_line() {
	printf '%s\n' "$1" | sed -e "s|{kernel}|$2|g" -e "s|{src}|$3|g"
}

# pool_index DB EXCLUDED-ORIGIN [ONLY...]: an index of corpora/realworld/examples, one repository
# per example commit (its pre-image, then the commit with git am, as corpora/realworld/build.py
# makes them), all indexed but the driver's own repository's (a driver's own fix is no example);
# with ONLY (ORIGIN/COMMIT), those examples alone
pool_index() {
	local c o r pool=$PORTER_SOURCE_DIR/corpora/realworld/examples db=$1 ex=$2
	shift 2
	for c in "$pool"/*/*/; do
		o=$(basename "$(dirname "$c")")
		test "$o" = "$ex" && continue
		test $# -eq 0 || case " $* " in *" $o/$(basename "$c") "*) ;; *) continue ;; esac
		r=pool-$ex/$o-$(basename "$c")
		mkdir -p "$r" && git -C "$r" init -q
		test -d "$c/base" && cp -r "$c/base/." "$r/"
		git -C "$r" add -A && git -C "$r" commit -q --allow-empty -m import &&
			git -C "$r" am -q --committer-date-is-author-date "$c/commit.patch" ||
			die "cannot rebuild example $c"
		prequel index -q --db "$db" --repo-name "$o-$(basename "$c")" "$r" >/dev/null ||
			die "prequel index $r"
	done
}

# import_repo NAME DIR: DIR/NAME copied to ./NAME and committed as a git repository of its own
import_repo() {
	cp -r "$2/$1" "$1" && git -C "$1" init -q && git -C "$1" add -A &&
		git -C "$1" commit -qm "import $1"
}

# am_on SERIES DIR [COMMIT]: the series applies with git am --empty=drop (past the cover letter) to a clone of DIR (at
# COMMIT), left in ./am
am_on() {
	rm -rf am && git clone -q "$2" am && { test -z "${3:-}" || git -C am checkout -q "$3"; } &&
		git -C am am -q --empty=drop "$PWD/$1" || die "git am $1 on $2${3:+ at $3} failed"
}

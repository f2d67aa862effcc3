#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The series as a maintainer gets it, on a corpus driver (in a subfolder of a git repository
# whose history has a subject prefix) and on the real Kbuild driver tmp117_cls against Debian's
# 6.12 headers (at the root of its repository, no prefix in its history): mails from the user's
# git identity with a sign-off, Message-IDs and a cover letter, base-commit: the repository's
# HEAD; subjects "prefix: verb ..." of at most 75 characters; bodies citing the example as
# checkpatch wants it and quoting the semantic patch, porter's notes below the "---";
# checkpatch.pl --strict (from Debian's linux-source-6.1, extracted here) finds no ERROR; `git
# am` and, when installed, `b4 am` apply the series in the user's repository.
# With --apply the series is the same, from HEAD, with its base-commit.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

# the user's identity, and nothing of the machine's
export HOME=$scratch/home GIT_CONFIG_NOSYSTEM=1
unset GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL
mkdir -p "$HOME"
git config --global user.name 'Jo Maintainer'
git config --global user.email 'jo@maintainer.example'
who='Jo Maintainer <jo@maintainer.example>'

# checkpatch.pl and its two data files, from the tarball only, once per build tree
tarball=/usr/src/linux-source-6.1.tar.xz
cpdir=$PORTER_BUILD_DIR/checkpatch-6.1
if ! test -f "$cpdir/scripts/checkpatch.pl"; then
	test -f "$tarball" || {
		echo "SKIP: $tarball missing: install linux-source-6.1 (scripts/install-deps)"
		exit 77
	}
	mkdir -p "$cpdir.tmp" &&
	tar -xJf "$tarball" -C "$cpdir.tmp" --strip-components=1 \
		linux-source-6.1/scripts/checkpatch.pl linux-source-6.1/scripts/spelling.txt \
		linux-source-6.1/scripts/const_structs.checkpatch || die "cannot extract checkpatch.pl"
	rm -rf "$cpdir" && mv "$cpdir.tmp" "$cpdir"
fi
checkpatch=$cpdir/scripts/checkpatch.pl

# check_series OUT REPO PREFIX: every rule of the series in OUT, made from the driver in REPO
check_series() {
	local out=$1 repo=$2 prefix=$3 head f n=0 subj
	head=$(git -C "$repo" rev-parse HEAD)
	test -f "$out/series.mbox" || die "$out: no series.mbox: $(cat "$out/report.txt")"
	for f in "$out"/patches/000[1-9]-*.patch; do
		n=$((n + 1))
		subj=$(sed -n 's/^Subject: \[PATCH[^]]*\] //p' "$f")
		test ${#subj} -le 75 || die "$f: subject over 75 characters: $subj"
		case $subj in
		"$prefix: "use\ *|"$prefix: "drop\ *|"$prefix: "adapt\ *|"$prefix: "fix\ *) ;;
		*) die "$f: subject not '$prefix: <imperative>': $subj" ;;
		esac
		grep -qx "From: $who" "$f" || die "$f: not from $who: $(grep '^From:' "$f")"
		grep -q '^Message-Id: <' "$f" || die "$f: no Message-Id"
		# the commit message is everything up to the first "---"
		awk 'body && /^---$/ { exit } body { print } /^$/ { body = 1 }' "$f" >msg
		grep -qx "Signed-off-by: $who" msg || die "$f: no sign-off"
		grep -Eq '^commit [0-9a-f]{12} \(".+"\)$' msg || die "$f: example not cited: $(cat msg)"
		grep -q '^in the .* repository made the same change' msg || die "$f: no repository"
		grep -q 'The semantic patch that makes this change is as follows:' msg ||
			die "$f: no semantic patch"
		! grep -Eq 'Decision|prequel template|porter@localhost|Example-commit' msg ||
			die "$f: porter's internals in the commit message: $(cat msg)"
		# a few sentences of prose around the quoted (indented) semantic patch
		test "$(grep -v '^    ' msg | grep -vc '^$')" -le 12 || die "$f: commit message too long: $(cat msg)"
		grep -q '^Notes (porter):$' "$f" || die "$f: porter's notes missing below ---"
		perl "$checkpatch" --strict --no-tree "$f" >cp.out 2>&1 || true
		! grep -q '^ERROR:' cp.out || die "$f: checkpatch.pl --strict: $(cat cp.out)"
		grep -q '^total: 0 errors' cp.out || die "$f: checkpatch.pl did not run: $(cat cp.out)"
	done
	test $n -ge 1 || die "$out: no patch"
	if test $n -ge 2; then
		grep -q '^Subject: \[PATCH 0/'$n'\] ' "$out/patches/0000-cover-letter.patch" ||
			die "$out: no cover letter"
		! grep -q '\*\*\* .* HERE \*\*\*' "$out/patches/0000-cover-letter.patch" ||
			die "$out: cover letter left with git's placeholders"
		grep -qx "base-commit: $head" "$out/patches/0000-cover-letter.patch" ||
			die "$out: base-commit is not $head"
	else
		grep -qx "base-commit: $head" "$out/series.mbox" || die "$out: base-commit is not $head"
	fi
	# the whole thread: the cover letter (0/N) first, then the patches, each with its base
	mails=$n && test $n -ge 2 && mails=$((n + 1))
	test "$(grep -c '^From [0-9a-f]\{40\} ' "$out/series.mbox")" = $mails ||
		die "$out: series.mbox does not hold the $mails mails"
	test "$(grep -cx "base-commit: $head" "$out/series.mbox")" = $mails ||
		die "$out: not every mail has base-commit: $head"
	test $n -lt 2 || sed -n 's/^Subject: //p' "$out/series.mbox" | head -n 1 |
		grep -q "^\[PATCH 0/$n\] " || die "$out: the cover letter is not the first mail"
	rm -rf am && cp -r "$repo" am &&
	git -C am am -q --empty=drop "$scratch/$out/series.mbox" || die "$out: git am failed"
	test "$(git -C am rev-list --count "$head..HEAD")" = $n || die "$out: git am: not $n commits"
	test "$(git -C am log -1 --format='%an <%ae>')" = "$who" || die "$out: git am: wrong author"
	if command -v b4 >/dev/null; then
		# in a copy of the repository, where b4 can check the base-commit it reads
		rm -rf b4 && mkdir -p b4/out && cp "$out/series.mbox" b4/thread.mbox &&
		cp -r "$repo" b4/repo &&
		(cd b4/repo && b4 -n am -m ../thread.mbox -o ../out) >b4.log 2>&1 ||
			die "$out: b4 am failed: $(cat b4.log)"
		grep -q "Base: using specified base-commit $head" b4.log ||
			die "$out: b4 am sees no base: $(cat b4.log)"
		rm -rf am && cp -r "$repo" am &&
		git -C am am -q "$scratch"/b4/out/*.mbx || die "$out: git am of b4's output failed"
		test "$(git -C am rev-list --count "$head..HEAD")" = $n || die "$out: b4 am: not $n"
	else
		echo "# b4 is not installed: b4 am not checked (scripts/install-deps installs it)"
	fi
}

# 1. a corpus driver in drivers/video/ of a repository whose history says "video: lms501kf03"
IFS=$'\t' read -r name driver kernel build _ < <(case_fields lms501kf03)
mkdir -p corpus/drivers/video && cp -r "$driver" "corpus/drivers/video/$name" &&
git -C corpus init -q && git -C corpus add -A &&
git -C corpus commit -q -m "video: $name: add the driver" &&
echo '# notes' >"corpus/drivers/video/$name/NOTES" && git -C corpus add -A &&
git -C corpus commit -q -m "video: $name: add notes" || die "cannot make the corpus repository"
porter port --driver "corpus/drivers/video/$name" --kernel "$kernel" --db "$db" --build "$build" \
	--out out1 --signoff >out1.txt 2>out1.err || die "port of $name: $(cat out1.err out1.txt)"
check_series out1 corpus "video: $name"

# 2. tmp117_cls against Debian's 6.12 headers, the repository's root, subjects with its module
new=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)
if test -f "$new/Makefile"; then
	cp -r "$PORTER_TEST_DATA/kbuild/tmp117_cls" tmp117 && git -C tmp117 init -q &&
	git -C tmp117 add -A && git -C tmp117 commit -q -m 'Initial import' || die "tmp117 repo"
	porter port --driver tmp117 --kernel "$new" --db "$db" --out out2 --signoff \
		>out2.txt 2>out2.err || die "port of tmp117_cls: $(cat out2.err out2.txt)"
	check_series out2 tmp117 tmp117_cls
	grep -q '^Subject: \[PATCH 1/3\] tmp117_cls: use strscpy() instead of strlcpy()$' \
		out2/series.mbox || die "tmp117: $(grep '^Subject' out2/series.mbox)"
else
	echo "# Debian's 6.12 headers are missing: the Kbuild driver is not checked"
fi

# 2b. --apply: the driver is changed before the series is written, and the series is still the
# review one (same subjects and diffs), from HEAD, with its base-commit
rm -rf applied && cp -r corpus applied &&
porter port --driver "applied/drivers/video/$name" --kernel "$kernel" --db "$db" \
	--build "$build" --out out4 --signoff --apply >out4.txt 2>out4.err ||
	die "port --apply of $name: $(cat out4.err out4.txt)"
! grep -q 'no base-commit' out4.err || die "--apply: $(cat out4.err)"
test -n "$(git -C applied status --porcelain)" || die "--apply changed nothing"
grep -qx "base-commit: $(git -C applied rev-parse HEAD)" out4/series.mbox ||
	die "--apply: no base-commit: $(grep -h base-commit out4/series.mbox)"
for o in out1 out4; do
	grep '^Subject: ' $o/series.mbox >$o.subjects
	git patch-id --stable <$o/series.mbox | cut -d' ' -f1 >$o.ids
done
cmp -s out1.subjects out4.subjects && cmp -s out1.ids out4.ids ||
	die "--apply and review give different series: $(diff out1.subjects out4.subjects)"
git -C applied stash -q && git -C applied am -q --empty=drop "$scratch/out4/series.mbox" ||
	die "--apply's series does not apply on HEAD"

# 3. no identity at all: a clear warning and no series, never a made-up address
rm -f "$HOME/.gitconfig"
porter port --driver "corpus/drivers/video/$name" --kernel "$kernel" --db "$db" --build "$build" \
	--out out3 --format json >out3.json 2>out3.err || die "port without identity failed"
grep -q 'no git identity' out3.err || die "no warning without identity: $(cat out3.err)"
! test -e out3/series.mbox || die "a series without identity"
python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); assert "user.name" in r["series_warning"]' \
	out3.json || die "no series_warning in the report"
echo "ok - series: identity, subjects, bodies, checkpatch --strict, git am, b4 am, --apply's base"

# SPDX-License-Identifier: GPL-2.0
# Sourced: example_repo SRC DEST rebuilds an exported example (SRC/base, SRC/commit.patch) as a
# repository at DEST: an import commit of the pre-image, then the real commit by git am, as
# corpora/realworld/build.py does (fixed identity and date, so hashes are stable).
example_repo() {
	(
		export GIT_AUTHOR_NAME="porter corpus" GIT_AUTHOR_EMAIL=corpus@porter.invalid \
			GIT_COMMITTER_NAME="porter corpus" GIT_COMMITTER_EMAIL=corpus@porter.invalid \
			GIT_AUTHOR_DATE=2000-01-01T00:00:00Z GIT_COMMITTER_DATE=2000-01-01T00:00:00Z \
			GIT_CONFIG_NOSYSTEM=1 HOME=/nonexistent LC_ALL=C
		mkdir -p "$2" &&
		git -C "$2" init -q -b master &&
		cp -r "$1/base/." "$2/" &&
		git -C "$2" add -A &&
		git -C "$2" commit -q -m "import the files touched by $(basename "$1")" &&
		git -C "$2" am -q --committer-date-is-author-date "$1/commit.patch"
	) || die "cannot rebuild the example $1"
}

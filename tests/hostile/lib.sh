# SPDX-License-Identifier: GPL-2.0
# Shared by tests/hostile/tNNNN-*.sh: the assistant tests' scratch dir and index, Debian's
# 6.12 headers, and hostile(): a copy of the tmp117_cls Kbuild driver whose Makefile runs a
# payload script each time make reads it (as the security review's mk.sh payload did).
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"

new=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)
if ! test -f "$new/Makefile"; then
	echo "skip: Debian's 6.12 kernel headers are not installed (scripts/install-deps)"
	exit 0
fi
kbuild_src=$PORTER_SOURCE_DIR/tests/assistant/data/kbuild/tmp117_cls

# hostile DIR PAYLOAD-FILE: the driver in DIR, a git repository with one commit
hostile() {
	cp -r "$kbuild_src" "$1" &&
	cp "$2" "$1/payload.sh" &&
	printf 'obj-m += tmp117_cls.o\n$(info PAYLOAD $(shell sh $(M)/payload.sh $(M)))\n' \
		>"$1/Makefile" &&
	(cd "$1" && git init -q && git add -A &&
	 git -c user.name=t -c user.email=t@t commit -qm init)
}

# The work dirs porter left in the temp dir for drivers named $1.
work_dirs() {
	ls -d "${TMPDIR:-/tmp}"/porter-"$1"-* 2>/dev/null | wc -l
}

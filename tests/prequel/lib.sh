# SPDX-License-Identifier: GPL-2.0
# Shared by tests/prequel/tNNNN-*.sh: strict mode, die, and a scratch dir per script (removed on
# exit unless KEEP_SCRATCH is set) that the script starts in.  Sourced; sets $scratch.
set -eu

die() {
	echo "FAIL: $*" >&2
	exit 1
}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/prequel-t.XXXXXX")
trap 'test -n "${KEEP_SCRATCH:-}" || rm -rf "$scratch"' EXIT
cd "$scratch"

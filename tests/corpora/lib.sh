# SPDX-License-Identifier: GPL-2.0
# Helpers of the corpus tests, in the manner of git's t/test-lib.sh: each test_expect_success
# runs its &&-chained body in a fresh scratch directory and the script fails if any did.

set -u
: "${PORTER_SOURCE_DIR:?run through ctest}" "${PORTER_CORPUS_DIR:?run through ctest}"
export LC_ALL=C GIT_CONFIG_NOSYSTEM=1 HOME=${TMPDIR:-/tmp}
CHECK="python3 $PORTER_SOURCE_DIR/tests/corpora/corpus-check.py"
GEN="python3 $PORTER_SOURCE_DIR/corpora/gen.py"
test_count=0
test_failed=0
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/corpus-test.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT

test_expect_success() {
	test_count=$((test_count + 1))
	dir="$SCRATCH/$test_count"
	mkdir -p "$dir"
	if (cd "$dir" && eval "$2") >"$dir.log" 2>&1; then
		echo "ok $test_count - $1"
	else
		echo "not ok $test_count - $1"
		sed 's/^/#	/' "$dir.log"
		test_failed=$((test_failed + 1))
	fi
}

test_done() {
	echo "# $test_count test(s), $test_failed failed"
	[ "$test_failed" = 0 ]
}

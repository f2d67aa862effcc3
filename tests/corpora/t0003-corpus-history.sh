#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# The minikernel history holds every API change (header commit + conversions by Corpus-Id),
# noise that touches the callbacks of other driver structs, >= 400 commits, and every in-tree
# driver compiles at every tag.
. "$(dirname "$0")/lib.sh"
M="$PORTER_CORPUS_DIR/cases.json"
R="$PORTER_CORPUS_DIR/minikernel"

test_expect_success 'API changes, Corpus-Ids, noise and clean tags' '
	$CHECK history "$M"
'

test_expect_success 'the tags are the real release names, in date order' '
	git -C "$R" for-each-ref --sort=creatordate --format="%(refname:short)" refs/tags >tags &&
	printf "%s\n" v3.9 v4.0 v4.6 v4.10 v4.15 v5.0 v5.6 v6.1 v6.3 v6.4 v6.6 v6.8 >want &&
	cmp want tags
'

test_expect_success 'the as3935 conversion reproduces the real commit hunk for hunk' '
	h=$(git -C "$R" log --format=%H --grep="^Corpus-Id: spi-pm-ops-as3935$") &&
	test -n "$h" &&
	git -C "$R" show --format= "$h" | sed -n "/^@@/,\$p" >ours &&
	grep -v "^#" "$PORTER_TEST_DATA/as3935-pm-ops.hunks" >seed &&
	test "$(grep -c "^@@" seed)" = 4 &&
	diff ours seed
'

test_expect_success 'struct spi_driver loses .suspend between v4.0 and v4.6' '
	git -C "$R" show v4.0:include/linux/spi/spi.h | grep -q "(\*suspend)(struct spi_device" &&
	! git -C "$R" show v4.6:include/linux/spi/spi.h | grep -q "(\*suspend)(struct spi_device"
'

test_expect_success 'setup_timer exists at v4.15 and is gone at v5.0' '
	git -C "$R" show v4.15:include/linux/timer.h | grep -q "define setup_timer" &&
	git -C "$R" show v4.15:include/linux/timer.h | grep -q "timer_setup" &&
	! git -C "$R" show v5.0:include/linux/timer.h | grep -q setup_timer
'

test_expect_success 'probe_new exists only from v4.10 to v6.3' '
	! git -C "$R" show v4.6:include/linux/i2c.h | grep -q probe_new &&
	git -C "$R" show v4.10:include/linux/i2c.h | grep -q "(\*probe_new)" &&
	git -C "$R" show v6.3:include/linux/i2c.h | grep -q "(\*probe_new)" &&
	! git -C "$R" show v6.6:include/linux/i2c.h | grep -q "(\*probe_new)"
'

test_expect_success 'trees/<tag> are exports of the tags' '
	for t in v3.9 v5.6 v6.8; do
		git -C "$R" archive --format=tar --prefix="$t/" "$t" | tar xf - &&
		diff -r "$t" "$PORTER_CORPUS_DIR/trees/$t" || exit 1
	done
'

test_done

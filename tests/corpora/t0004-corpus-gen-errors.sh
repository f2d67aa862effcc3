#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# gen.py rejects broken sources with one line naming the file and line, and leaves no output.
. "$(dirname "$0")/lib.sh"

copy_corpora() {
	cp -r "$PORTER_SOURCE_DIR/corpora" src &&
	rm -rf src/__pycache__
}

test_expect_success 'an edit block that no longer matches names its step and line' '
	copy_corpora &&
	f=src/history/2015-01-11-iio-as3935-switch-to-pm-ops.step &&
	sed -i "s/^static int as3935_resume(struct spi_device \*spi)$/static int as3935_resume(void)/" "$f" &&
	! python3 src/gen.py --out out 2>err &&
	grep -E "^gen.py: error: history/2015-01-11-iio-as3935-switch-to-pm-ops.step:[0-9]+: block matches 0 times" err &&
	test "$(wc -l <err)" = 1 &&
	test ! -e out && test ! -e out.tmp
'

test_expect_success 'a bad header names the file and line' '
	copy_corpora &&
	f=src/history/2017-09-28-timer-add-timer-setup.step &&
	sed -i "2s/.*/Date: yesterday/" "$f" &&
	! python3 src/gen.py --out out 2>err &&
	grep "^gen.py: error: history/2017-09-28-timer-add-timer-setup.step:2: expected \"Date: YYYY-MM-DD HH:MM:SS +ZZZZ\"" err
'

test_expect_success 'an unknown Corpus-Id in cases.in.json is reported' '
	copy_corpora &&
	sed -i "s/\"spi-pm-ops-tdo24m\"/\"spi-pm-ops-nosuch\"/" src/cases.in.json &&
	! python3 src/gen.py --out out 2>err &&
	grep "unknown Corpus-Id spi-pm-ops-nosuch" err
'

test_done

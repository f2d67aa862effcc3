#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# porter port --compat with a Kbuild-time probe (issue 39): lkmpg's real chardev example
# (corpora/realworld/drivers/lkmpg_chardev, written for 6.1) with `.llseek = no_llseek` in its
# file_operations, as 6.1's char drivers have it, to Debian's 6.12 headers, --also-build 6.1.
# Two unrelated changes: class_create() lost its owner in 6.4, no_llseek went in 6.12.  The pool
# (gasket-driver's class_create() fix, two of the kernel-pair history's no_llseek removals) dates
# neither: no header commit, no kernel tag.  So each guard is a probe that Kbuild compiles
# against the kernel being built for, never the approximate 6.12 that broke 6.4-6.11:
#  - each change has its own macro, HAVE_CLASS_CREATE and HAVE_NO_LLSEEK, and its probe in the
#    Makefile;
#  - the result builds against both kernels, and the real builds' .o.cmd files show the probes'
#    answers: class_create(0) compiles against 6.12 and not 6.1, no_llseek the other way;
#  - the commit messages say the guards rest on a probe compiled against the target.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.1 6.12
pool_index pool.db lkmpg gasket-driver/8aca235839fb kernel-pair/56f85db5c03c \
	kernel-pair/ac169bad268c
src=$PORTER_SOURCE_DIR/corpora/realworld/drivers/lkmpg_chardev
cp -r "$src" drv
sed -i 's/^    \.read = device_read,/    .llseek = no_llseek,\n&/' drv/chardev.c
grep -q 'llseek = no_llseek' drv/chardev.c || die "cannot add .llseek to chardev.c"
cp drv/chardev.c orig.c
porter-sandbox build --no-json drv "$old" >ref.out 2>&1 || die "chardev does not build on 6.1: $(cat ref.out)"
rm -rf drv && mkdir drv && cp -r "$src/." drv/ && cp orig.c drv/chardev.c

porter port --driver drv --kernel "$new" --db pool.db --compat --also-build "$old" --apply \
	--out out --format json >port.json 2>port.err || die "porter port --compat: $(cat port.err)"
python3 - port.json <<'PY' || die "report: $(cat port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["exit_code"] == 0 and r["clean"] and r["applied"], r
fixed = sorted(i["symbol"] for i in r["issues"] if i["fixed"])
assert fixed == ["class_create", "no_llseek"], fixed
PY
c=drv/chardev.c
# one macro per change, each from its probe; no version the pool cannot date
grep -A4 -x '#ifdef HAVE_CLASS_CREATE' $c | grep -q '^    cls = class_create(DEVICE_NAME);' &&
	grep -A4 -x '#ifdef HAVE_CLASS_CREATE' $c | grep -q 'class_create(THIS_MODULE, DEVICE_NAME)' ||
	die "no probe guard around class_create: $(diff orig.c $c)"
grep -A1 -x '#ifdef HAVE_NO_LLSEEK' $c | grep -q '^    \.llseek = no_llseek,' ||
	die "no probe guard around .llseek: $(diff orig.c $c)"
! grep -E 'KERNEL_VERSION|approximate|#define HAVE_' $c || die "a version or a shared macro: $(cat $c)"
test "$(grep -c 'ccflags-y += $(porter-have-' drv/Makefile)" = 2 ||
	die "not one probe per change in the Makefile: $(cat drv/Makefile)"
grep -q "echo 'void porter_probe(void); void porter_probe(void) { (void)class_create(0); }'" \
	drv/Makefile || die "no class_create probe: $(cat drv/Makefile)"

# both kernels build it, and Kbuild's probes answer: HAVE_CLASS_CREATE on 6.12 alone,
# HAVE_NO_LLSEEK on 6.1 alone
for k in "$new" "$old"; do
	rm -rf b && cp -r drv b
	porter-sandbox build --no-json b "$k" >b.out 2>b.err ||
		die "the guarded driver does not build against $k: $(cat b.out b.err)"
	! grep -E 'warning:|error:' b.out b.err || die "warnings against $k: $(cat b.out b.err)"
	test -f b/.chardev.o.cmd || die "no .chardev.o.cmd after the build against $k"
	grep -o -e '-DHAVE_CLASS_CREATE\b' -e '-DHAVE_NO_LLSEEK\b' b/.chardev.o.cmd | sort -u | tr '\n' ' ' >said
	case $k in
	"$new") test "$(cat said)" = "-DHAVE_CLASS_CREATE " ;;
	*) test "$(cat said)" = "-DHAVE_NO_LLSEEK " ;;
	esac || die "the probes against $k said: $(cat said)"
done
test "$(grep -c '^    compat: .*Evidence for the guard (kbuild-probe): probe compiled against the target' \
	out/series.mbox)" = 2 ||
	die "not two probe evidences in the series: $(cat out/series.mbox)"
grep -q '^    compat: .*HAVE_CLASS_CREATE defined against /usr/src/linux-headers-6.12' out/series.mbox ||
	die "the probe's answers are not in the series: $(cat out/series.mbox)"
echo "ok - chardev's class_create (6.4) and no_llseek (6.12): a probe each, right on 6.1 and 6.12"

# a build of the driver that leaves a FIFO among Kbuild's .o.cmd records: porter reads them for
# the probes' answers and must neither wait on it (it runs as root, unbounded) nor follow it
rm -rf drv2 && mkdir drv2 && cp -r "$src/." drv2/ && cp orig.c drv2/chardev.c
printf '$(shell test -n "$(KERNELRELEASE)" && mkfifo "$(src)/.fifo.o.cmd" 2>/dev/null)\n' \
	>>drv2/Makefile
rc=0
timeout 600 porter port --driver drv2 --kernel "$new" --db pool.db --compat --also-build "$old" \
	--out out2 --format json >port2.json 2>port2.err || rc=$?
test $rc = 0 || die "a FIFO among the .o.cmd files: exit $rc (124: porter waited on it): $(cat port2.err)"
python3 -c 'import json, sys; r = json.load(open(sys.argv[1]))
assert sorted(i["symbol"] for i in r["issues"] if i["fixed"]) == ["class_create", "no_llseek"], r' \
	port2.json || die "a FIFO among the .o.cmd files: $(cat port2.json)"
echo "ok - a FIFO the build leaves among the .o.cmd files is not read"

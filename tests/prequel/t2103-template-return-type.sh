#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A callback field whose type changed only in what the callback returns (platform_driver's
# .remove, int -> void in 6.11) is fixed by commits that changed a callback's definition; the
# initializer itself need not change (issue 20).  The facts come from real GCC output reduced by
# gcc-reduce: the template asks for "- int f(struct platform_device *x1) + void f(...)", which
# finds the real kernel commit (kernel-pair b972150065af, sound/soc/sh/hac.c) and not a commit
# making the same change to a function of another signature.  Types that differ in their
# parameters get a rule for those (the initializer as context, t2106).  A driver that spells the
# types its own way (xpadneo's u8 for the kernel's __u8, .report_fixup returning const __u8 * in
# 6.12) gets the kernel's parameters and an open old return type, which finds kernel-pair
# 98d7aa0f9773 (hid-nti.c), whose head is split over two lines and changes only the first.
# A backport (a 6.12 driver whose .remove is void, built where it returns int) asks for the
# opposite change, which a forward history holds: the same hac.c commit.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null && command -v gcc-reduce >/dev/null ||
	die "prequel or gcc-reduce not on PATH ($PATH)"
ex=${PORTER_SOURCE_DIR:?}/corpora/realworld/examples/kernel-pair/b972150065af
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@e GIT_COMMITTER_NAME=A GIT_COMMITTER_EMAIL=a@e

# a driver of the old API: .remove returns int, a timer callback takes an unsigned long
cat >cb.c <<'EOF'
struct platform_device { int id; };
struct timer_list { int expires; };
struct platform_driver {
	int (*probe)(struct platform_device *);
	void (*remove)(struct platform_device *);
	void (*tick)(struct timer_list *);
};

static int drv_remove(struct platform_device *pdev)
{
	return pdev->id;
}

static void drv_tick(unsigned long data)
{
}

static struct platform_driver drv = {
	.remove = drv_remove,
	.tick = drv_tick,
};

void drv_reset(struct platform_driver *d)
{
	d->remove = drv_remove;
}
EOF
gcc -c -fsyntax-only -Werror=incompatible-pointer-types -fdiagnostics-format=json -o /dev/null \
	cb.c 2>gcc.json && die "gcc accepted cb.c"
gcc-reduce --source . --format json gcc.json >issues.json 2>reduce.err || die "$(cat reduce.err)"
template incompatible-init remove init.pq
grep -q "^expected=void (\*)(struct platform_device \*)$" facts &&
	grep -q "^actual=int (\*)(struct platform_device \*)$" facts || die "GCC's types: $(cat facts)"
grep -q "^- int f(struct platform_device \*x1)$" init.pq &&
	grep -q "^+ void f(struct platform_device \*x1)$" init.pq || die "no definition rule: $(cat init.pq)"
! grep -q "\.remove" init.pq || die "the initializer is still asked for: $(cat init.pq)"
template incompatible-assign remove assign.pq
grep -q "^- int f(struct platform_device \*x1)$" assign.pq || die "assignment: $(cat assign.pq)"
echo "ok 1 - a return type change (GCC's expected/actual) asks for the callback's definition"

template incompatible-init tick tick.pq
grep -q "^ \.tick = e$" tick.pq && ! grep -q "^- \.tick" tick.pq && ! grep -q "^- void f(" tick.pq &&
	grep -q "^+ struct timer_list \*y1$" tick.pq ||
	die "parameters changed, not the return type: $(cat tick.pq)"
echo "ok 2 - types that differ in their parameters: the initializer stays as context, the head gets them"

# the real commit, and a commit making a function of another signature void
git init -q h
cp -r "$ex/base/." h/
git -C h add -A && git -C h commit -qm import && git -C h am -q "$ex/commit.patch"
mkdir -p h/other
printf 'static int other_stop(struct device *dev)\n{\n\treturn 0;\n}\n' >h/other/o.c
git -C h add -A && git -C h commit -qm "other: add"
printf 'static void other_stop(struct device *dev)\n{\n}\n' >h/other/o.c
git -C h commit -qam "other: stop returns nothing"
prequel index -q --db h.db h >/dev/null || die "prequel index"
prequel query --db h.db init.pq >hits.txt || die "query failed: $(cat hits.txt)"
grep -q "sound/soc/sh/hac.c: changed between v6.1 and v6.12" hits.txt &&
	grep -q "+static void hac_soc_platform_remove(struct platform_device \*pdev)" hits.txt ||
	die "the real conversion is not found: $(cat hits.txt)"
! grep -q "stop returns nothing" hits.txt || die "another signature matched: $(cat hits.txt)"
echo "ok 3 - the query finds the real .remove conversion, not another signature's"

# the backport: the driver's .remove is void, the target's returns int
sed -e 's/void (\*remove)/int (*remove)/' -e 's/^static int drv_remove/static void drv_remove/' \
	-e 's/return pdev->id;/pdev->id = 0;/' cb.c >back.c
gcc -c -fsyntax-only -Werror=incompatible-pointer-types -fdiagnostics-format=json -o /dev/null \
	back.c 2>gcc.json && die "gcc accepted back.c"
gcc-reduce --source . --format json gcc.json >issues.json 2>reduce.err || die "$(cat reduce.err)"
template incompatible-init remove fwd-of-back.pq
grep -q "^expected=int (\*)(struct platform_device \*)$" facts || die "GCC's types: $(cat facts)"
mapfile -t f <facts
prequel template --backport incompatible-init "${f[@]}" >back.pq || die "no backport template"
grep -q "^- int f(struct platform_device \*x1)$" back.pq &&
	grep -q "^+ void f(struct platform_device \*x1)$" back.pq ||
	die "the backport asks for the driver's own change: $(cat back.pq)"
prequel query --db h.db back.pq >back.txt || die "query failed: $(cat back.txt)"
grep -q "sound/soc/sh/hac.c: changed between v6.1 and v6.12" back.txt ||
	die "the backport finds no conversion: $(cat back.pq back.txt)"
echo "ok 4 - a backport's return type change asks for the forward conversion, and finds it"

# GCC spells each side's types as written: the driver's u8, the kernel header's __u8
cat >fx.c <<'EOF'
typedef unsigned char __u8;
typedef __u8 u8;
struct hid_device { int id; };
struct hid_driver {
	const __u8 *(*report_fixup)(struct hid_device *hdev, __u8 *buf, unsigned int *size);
};

static u8 *drv_report_fixup(struct hid_device *hdev, u8 *rdesc, unsigned int *rsize)
{
	return rdesc;
}

static struct hid_driver drv = {
	.report_fixup = drv_report_fixup,
};
EOF
gcc -c -fsyntax-only -Werror=incompatible-pointer-types -fdiagnostics-format=json -o /dev/null \
	fx.c 2>gcc.json && die "gcc accepted fx.c"
gcc-reduce --source . --format json gcc.json >issues.json 2>reduce.err || die "$(cat reduce.err)"
template incompatible-init report_fixup fixup.pq
grep -q "^actual=u8 \* (\*)(struct hid_device \*, u8 \*, unsigned int \*)$" facts ||
	die "GCC's types: $(cat facts)"
grep -q "^- t f(struct hid_device \*x1, __u8 \*x2, unsigned int \*x3)$" fixup.pq &&
	grep -q "^+ const __u8 \* f(struct hid_device \*x1, __u8 \*x2, unsigned int \*x3)$" \
		fixup.pq ||
	die "no definition rule in the kernel's spelling: $(cat fixup.pq)"
echo "ok 5 - parameters spelled with other typedef names: the kernel's, the old return type open"

ex=${PORTER_SOURCE_DIR:?}/corpora/realworld/examples/kernel-pair/98d7aa0f9773
git init -q n
cp -r "$ex/base/." n/
git -C n add -A && git -C n commit -qm import && git -C n am -q "$ex/commit.patch"
prequel index -q --db n.db n >/dev/null || die "prequel index"
prequel query --db n.db fixup.pq >nti.txt || die "query failed: $(cat nti.txt)"
grep -q "hid-nti.c:32: -static __u8 \*nti_usbsun_report_fixup(" nti.txt &&
	grep -q "hid-nti.c:33:  [[:space:]]*unsigned int \*rsize)$" nti.txt ||
	die "the split head is not found: $(cat nti.txt)"
echo "ok 6 - the query finds the real conversion whose head is split over two lines"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A callback field whose parameters changed only in their qualifiers (tty's and usb-serial's
# .set_termios took a "const struct ktermios *" in 6.1) is fixed, like a return type change, by
# commits that changed a callback's head; the initializer stays (issue 19, ch341ser).  The facts
# come from real GCC output reduced by gcc-reduce: the template asks for "- void f(..., struct
# ktermios *x2) + void f(..., const struct ktermios *x2)", the parameters' qualifiers kept, which
# finds a conversion (guarded or not) and not one of another signature.  Types that differ in
# their parameters' base types get a rule for those (the initializer as context, t2106).
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null && command -v gcc-reduce >/dev/null ||
	die "prequel or gcc-reduce not on PATH ($PATH)"
ex=${PORTER_SOURCE_DIR:?}/corpora/realworld/examples/tty0tty/24755ff4e2a8
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@e GIT_COMMITTER_NAME=A GIT_COMMITTER_EMAIL=a@e

# a driver of the old API: .set_termios takes a struct ktermios *, .tick an unsigned long
cat >cb.c <<'EOF2'
struct tty_struct { int index; };
struct ktermios { int c_cflag; };
struct timer_list { int expires; };
struct tty_operations {
	void (*set_termios)(struct tty_struct *tty, const struct ktermios *old);
	void (*tick)(struct timer_list *);
};

static void drv_set_termios(struct tty_struct *tty, struct ktermios *old)
{
}

static void drv_tick(unsigned long data)
{
}

static const struct tty_operations ops = {
	.set_termios = drv_set_termios,
	.tick = drv_tick,
};
EOF2
gcc -c -fsyntax-only -Werror=incompatible-pointer-types -fdiagnostics-format=json -o /dev/null \
	cb.c 2>gcc.json && die "gcc accepted cb.c"
gcc-reduce --source . --format json gcc.json >issues.json 2>reduce.err || die "$(cat reduce.err)"
template incompatible-init set_termios init.pq
grep -q "^expected=void (\*)(struct tty_struct \*, const struct ktermios \*)$" facts &&
	grep -q "^actual=void (\*)(struct tty_struct \*, struct ktermios \*)$" facts ||
	die "GCC's types: $(cat facts)"
grep -q "^- void f(struct tty_struct \*x1, struct ktermios \*x2)$" init.pq &&
	grep -q "^+ void f(struct tty_struct \*x1, const struct ktermios \*x2)$" init.pq ||
	die "no definition rule: $(cat init.pq)"
! grep -q "\.set_termios" init.pq || die "the initializer is still asked for: $(cat init.pq)"
echo "ok 1 - a qualifier added to a parameter (GCC's expected/actual) asks for the callback's head"

template incompatible-init tick tick.pq
grep -q "^ \.tick = e$" tick.pq && ! grep -q "^- \.tick" tick.pq && ! grep -q "^- void f(" tick.pq &&
	grep -q "^+ struct timer_list \*y1$" tick.pq ||
	die "the parameters' types changed, not their qualifiers: $(cat tick.pq)"
echo "ok 2 - types that differ in their base types: the initializer stays as context, the head gets them"

# the real tty0tty commit (a two-line head, guarded), a one-line conversion, a guarded one, and
# a conversion of another signature
git init -q h
cp -r "$ex/base/." h/
git -C h add -A && git -C h commit -qm import && git -C h am -q "$ex/commit.patch"
mkdir -p h/x
printf 'static void a_set(struct tty_struct *tty, struct ktermios *old)\n{\n}\n' >h/x/a.c
printf 'static void b_set(struct tty_struct *tty, struct ktermios *old)\n{\n}\n' >h/x/b.c
printf 'static void c_set(struct ktermios *old)\n{\n}\n' >h/x/c.c
git -C h add -A && git -C h commit -qm "x: add"
printf 'static void a_set(struct tty_struct *tty, const struct ktermios *old)\n{\n}\n' >h/x/a.c
git -C h commit -qam "x: a_set takes a const ktermios"
cat >h/x/b.c <<'EOF2'
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 1, 0)
static void b_set(struct tty_struct *tty, const struct ktermios *old)
#else
static void b_set(struct tty_struct *tty, struct ktermios *old)
#endif
{
}
EOF2
git -C h commit -qam "x: b_set takes a const ktermios on 6.1"
printf 'static void c_set(const struct ktermios *old)\n{\n}\n' >h/x/c.c
git -C h commit -qam "x: c_set, another signature"
prequel index -q --db h.db h >/dev/null || die "prequel index"
prequel query --db h.db init.pq >hits.txt || die "query failed: $(cat hits.txt)"
# each a hit of its own or in the other's series (the same change to the same lines)
grep -q "a_set takes a const ktermios" hits.txt ||
	die "the one-line conversion is not found: $(cat hits.txt)"
grep -q "b_set takes a const ktermios on 6.1" hits.txt ||
	die "the guarded conversion is not found: $(cat hits.txt)"
! grep -q "c_set" hits.txt || die "another signature matched: $(cat hits.txt)"
echo "ok 3 - the query finds the conversions, guarded or not, not another signature's"

# tty0tty adds its new head under a guard above the old one, which stays in the #else; both
# heads span two lines, the parameter that changes on the second
grep -q "tty0tty_set_termios" hits.txt ||
	die "the real two-line head (tty0tty 24755ff4e2a8) is not found: $(cat hits.txt)"
echo "ok 4 - the real two-line head (tty0tty 24755ff4e2a8) is found"

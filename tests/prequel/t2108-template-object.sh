#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# An incompatible initializer whose value is a data object, not a function (issue 38's
# "no-candidate" class): Debian's 6.12 sy7636a-hwmon.c (real) built by Kbuild against Debian's 6.1
# headers gives struct hwmon_chip_info's .info its table "static const struct hwmon_channel_info
# * const sy7636a_info[]", and GCC says "initialization discards 'const' qualifier", no type.
# Without more, the template asks for a function head that changed, which no table has.  With the
# facts porter reads in the driver (value, value_kind=object, value_type: the table's declared
# type words; assistant/port-query.c) it asks for a declaration going from the driver's type to
# another, of the object the same field of the same container names after it; in a backport the
# examples made the opposite change.  Over a history holding the real kernel-pair commit of
# sparx5-temp.c (v6.1 -> v6.12: that "const" added, nothing else) and decoys, it finds the real
# one only: not a table the field does not name, not the change the other way, not a head.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null && command -v gcc-reduce >/dev/null ||
	die "prequel or gcc-reduce not on PATH ($PATH)"
old=$(ls -d /usr/src/linux-headers-6.1.*-amd64 2>/dev/null | head -n 1)
test -f "$old/Makefile" || { echo "skip: Debian's 6.1 kernel headers are not installed"; exit 77; }
command -v make >/dev/null || { echo "skip: no make"; exit 77; }
real=$PORTER_SOURCE_DIR/tests/assistant/data/realdrivers
ex=$real/examples/kernel-pair/2affd981ca2c
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@e GIT_COMMITTER_NAME=A GIT_COMMITTER_EMAIL=a@e

cp -r "$real/sy7636a-hwmon" drv
make -k -C "$old" M="$PWD/drv" modules >build.log 2>&1 || die "Kbuild: $(tail -n 20 build.log)"
grep -q "sy7636a-hwmon.c:63:17: warning: initialization discards .const. qualifier" build.log ||
	die "not GCC's warning: $(cat build.log)"
(cd drv && gcc-reduce --source . --kernel "$old" --format json ../build.log) >issues.json \
	2>reduce.err || die "gcc-reduce: $(cat reduce.err)"
template incompatible-init info head.pq
grep -qx "container=struct hwmon_chip_info" facts || die "the facts: $(cat facts)"
mapfile -t f <facts
obj=(value=sy7636a_info value_kind=object "value_type=const struct hwmon_channel_info * const")
prequel template --backport incompatible-init "${f[@]}" "${obj[@]}" >obj.pq || die "no template"
cat >want.pq <<'EOF'
// prequel template incompatible-init symbol=info container=struct hwmon_chip_info (backport)
@@
identifier i, x;
type t;
@@
+ const struct hwmon_channel_info * const x
- t x
 ...
struct hwmon_chip_info i = {
 .info = x
};
EOF
diff -u want.pq obj.pq || die "the object's query"
prequel template incompatible-init "${f[@]}" "${obj[@]}" >fwd.pq || die "no forward template"
grep -qx -- "- const struct hwmon_channel_info \* const x" fwd.pq && grep -qx -- "+ t x" fwd.pq ||
	die "forward: $(cat fwd.pq)"
# a function given to the field, or an address: as the driver writes it
prequel template incompatible-init "${f[@]}" value=f value_kind=function >fn.pq &&
	cmp -s head.pq fn.pq || die "a function's value changed the query: $(cat fn.pq)"
prequel template incompatible-init "${f[@]}" value=\&x_ops value_kind=object \
	"value_type=struct x_ops" >addr.pq && grep -qx " .info = &x" addr.pq ||
	die "an address: $(cat addr.pq)"
echo "ok 1 - real GCC output and the object's facts: a query for its declaration, bound to .info"

# the real conversion on its 6.1 pre-image, and decoys
git init -q h
cp -r "$ex/base/." h/ && mkdir -p h/decoy
cat >h/decoy/b.c <<'EOF'
static const struct hwmon_channel_info *b_other_info[] = {
	NULL
};

static const struct hwmon_channel_info *b_info[] = {
	NULL
};

static int b_read(struct device *dev, int attr)
{
	return 0;
}

static const struct hwmon_chip_info b_chip_info = {
	.ops = &b_ops,
	.info = b_info,
};
EOF
cat >h/decoy/c.c <<'EOF'
static const struct hwmon_channel_info * const c_info[] = {
	NULL
};

static const struct hwmon_chip_info c_chip_info = {
	.info = c_info,
};
EOF
git -C h add -A && git -C h commit -qm "import"
git -C h am -q --committer-date-is-author-date "$ex/commit.patch" || die "cannot apply the example"
sed -i 's/\*b_other_info\[\]/* const b_other_info[]/' h/decoy/b.c
git -C h commit -qam "decoy: a table .info does not name gains a const"
sed -i 's/\* const c_info\[\]/*c_info[]/' h/decoy/c.c
git -C h commit -qam "decoy: a table .info names loses its const"
sed -i 's/int attr)/long attr)/' h/decoy/b.c
git -C h commit -qam "decoy: a head changes beside the chip_info"
prequel index -q --db h.db h >/dev/null || die "prequel index"

q() {	# q QUERY: prequel query's hits into QUERY.hits
	prequel query --db h.db "$1" >"$1.hits" || test $? = 1 || die "query $1 failed"
}
q obj.pq
grep -q "drivers/hwmon/sparx5-temp.c: changed between v6.1 and v6.12" obj.pq.hits &&
	grep -q "sparx5-temp.c:89: +static const struct hwmon_channel_info \* const s5_info\[\] = {$" \
		obj.pq.hits || die "the real conversion is not found: $(cat obj.pq.hits)"
! grep -q "decoy" obj.pq.hits || die "a decoy matched: $(cat obj.pq.hits)"
echo "ok 2 - the backport's query finds the real sparx5-temp.c conversion, no decoy"

q fwd.pq
grep -q "loses its const" fwd.pq.hits && ! grep -q "sparx5" fwd.pq.hits &&
	! grep -q "does not name" fwd.pq.hits || die "forward: $(cat fwd.pq.hits)"
q head.pq
! grep -q "sparx5" head.pq.hits || die "the head query found the table: $(cat head.pq.hits)"
echo "ok 3 - forward, the change the other way; the head query never finds the table"

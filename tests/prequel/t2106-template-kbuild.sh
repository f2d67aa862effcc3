#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Two template bugs that hid the right examples (issue 38), on real GCC output: small drivers
# built by Kbuild against Debian's 6.12 and 6.1 headers, reduced by gcc-reduce, and each
# template queried over a history holding real kernel conversions
# (tests/prequel/data/kbuild-examples: fs/minix/file.c 6.1 -> 6.12, tpm_i2c_atmel.c's .probe,
# sfc's .get_ringparam) and decoys.
#  - incompatible-arg of a pointer ("struct mnt_idmap *" for "struct user_namespace *") asks for
#    the declarator with its star (a pointer parameter), or one star fewer (an object whose
#    address is passed): without the star it matched no parameter.
#  - incompatible-init of a callback whose parameters changed keeps the initializer as context
#    (it stays in the conversions) and asks for the head of a function going from the driver's
#    parameters to the field's, the shared ones as context (a head split over lines); in a
#    backport, from the field's to the driver's (the examples made the opposite change).
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null && command -v gcc-reduce >/dev/null ||
	die "prequel or gcc-reduce not on PATH ($PATH)"
new=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)
old=$(ls -d /usr/src/linux-headers-6.1.*-amd64 2>/dev/null | head -n 1)
test -f "$new/Makefile" && test -f "$old/Makefile" ||
	{ echo "skip: Debian's 6.1 and 6.12 kernel headers are not installed"; exit 77; }
command -v make >/dev/null || { echo "skip: no make"; exit 77; }
data=$PORTER_SOURCE_DIR/tests/prequel/data/kbuild-examples
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@e GIT_COMMITTER_NAME=A GIT_COMMITTER_EMAIL=a@e

mkdir drv
cat >drv/tfs.c <<'EOF'
// SPDX-License-Identifier: GPL-2.0
/* a file system's setattr of the user_namespace API (before 6.3) */
#include <linux/module.h>
#include <linux/fs.h>

static int tfs_setattr(struct user_namespace *mnt_userns, struct dentry *dentry,
		       struct iattr *attr)
{
	struct inode *inode = d_inode(dentry);
	int err;

	err = setattr_prepare(mnt_userns, dentry, attr);
	if (err)
		return err;
	setattr_copy(mnt_userns, inode, attr);
	mark_inode_dirty(inode);
	return 0;
}

const struct inode_operations tfs_file_inode_operations = {
	.setattr = tfs_setattr,
};
EXPORT_SYMBOL_GPL(tfs_file_inode_operations);
MODULE_LICENSE("GPL");
EOF
cat >drv/tsens.c <<'EOF'
// SPDX-License-Identifier: GPL-2.0
/* an i2c driver whose probe takes the id table entry (before 6.3) */
#include <linux/module.h>
#include <linux/i2c.h>

static int tsens_probe(struct i2c_client *client, const struct i2c_device_id *id)
{
	return i2c_smbus_read_byte_data(client, 0) < 0 ? -ENODEV : 0;
}

static const struct i2c_device_id tsens_id[] = {
	{ "tsens", 0 },
	{ }
};
MODULE_DEVICE_TABLE(i2c, tsens_id);

static struct i2c_driver tsens_driver = {
	.driver = { .name = "tsens" },
	.probe = tsens_probe,
	.id_table = tsens_id,
};
module_i2c_driver(tsens_driver);
MODULE_LICENSE("GPL");
EOF
cat >drv/tnet.c <<'EOF'
// SPDX-License-Identifier: GPL-2.0
/* a network driver's ethtool get_ringparam of two parameters (before 5.17) */
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/ethtool.h>

static void tnet_get_ringparam(struct net_device *dev, struct ethtool_ringparam *ring)
{
	ring->rx_max_pending = 256;
	ring->tx_max_pending = 256;
}

const struct ethtool_ops tnet_ethtool_ops = {
	.get_ringparam = tnet_get_ringparam,
};
EXPORT_SYMBOL_GPL(tnet_ethtool_ops);
MODULE_LICENSE("GPL");
EOF
echo 'obj-m := tfs.o tsens.o tnet.o' >drv/Kbuild
make -k -C "$new" M="$PWD/drv" modules >build.log 2>&1 && die "Kbuild accepted the drivers on $new"
(cd drv && gcc-reduce --source . --kernel "$new" --format json ../build.log) >issues.json \
	2>reduce.err || die "gcc-reduce: $(cat reduce.err)"

template incompatible-arg setattr_prepare arg.pq
grep -qx "expected=struct mnt_idmap \*" facts && grep -qx "actual=struct user_namespace \*" facts ||
	die "GCC's types: $(cat facts)"
grep -qx -- "- struct user_namespace \*x" arg.pq && grep -qx -- "+ struct mnt_idmap \*y" arg.pq ||
	die "the pointer declarator is lost: $(cat arg.pq)"
template incompatible-init setattr set.pq
grep -qx "actual=int (\*)(struct user_namespace \*, struct dentry \*, struct iattr \*)" facts ||
	die "GCC's types: $(cat facts)"
grep -qx " \.setattr = e" set.pq && ! grep -q "^- *\.setattr" set.pq ||
	die "the initializer is not context: $(cat set.pq)"
template incompatible-init probe probe.pq
grep -qx "actual=int (\*)(struct i2c_client \*, const struct i2c_device_id \*)" facts ||
	die "GCC's types: $(cat facts)"
template incompatible-init get_ringparam ring.pq
cp facts ring-6.12.facts
echo "ok 1 - real Kbuild diagnostics (6.12): the pointer's star kept, the initializer as context"

# on 6.1: the same ringparam issue (the conversion is older), and a driver written for 6.3+
# whose probe lacks the id: a backport, whose examples made the opposite change
echo 'obj-m := tnet.o tsens1.o' >drv/Kbuild
sed -e 's/struct i2c_client \*client, const struct i2c_device_id \*id/struct i2c_client *client/' \
	-e 's/tsens/tsens1/g' drv/tsens.c >drv/tsens1.c
make -k -C "$old" M="$PWD/drv" modules >build61.log 2>&1 && die "Kbuild accepted the drivers on $old"
(cd drv && gcc-reduce --source . --kernel "$old" --format json ../build61.log) >issues.json \
	2>reduce.err || die "gcc-reduce: $(cat reduce.err)"
template incompatible-init get_ringparam ring61.pq
cmp -s facts ring-6.12.facts && cmp -s ring.pq ring61.pq ||
	die "6.1 differs: $(cat facts ring61.pq)"
template incompatible-init probe back.pq
grep -qx "expected=int (\*)(struct i2c_client \*, const struct i2c_device_id \*)" facts ||
	die "GCC's types: $(cat facts)"
mapfile -t f <facts
prequel template --backport incompatible-init "${f[@]}" >back.pq || die "no backport template"
grep -qx -- "- , const struct i2c_device_id \*y2" back.pq || die "backport: $(cat back.pq)"
echo "ok 2 - the 6.1 headers: the same ringparam query; a backport's head rule goes the other way"

# the real conversions, one commit each, and decoys the old templates matched: an initializer
# line that changed next to a head of another signature
git init -q h
add() {	# add DIR/FILE.before as PATH, commit
	mkdir -p "h/$(dirname "$2")" && cp "$data/$1.before" "h/$2" && git -C h add -A &&
		git -C h commit -qm "import $2"
}
conv() {	# replace PATH by DIR/FILE.after, commit with SUBJECT
	cp "$data/$1.after" "h/$2" && git -C h commit -qam "$3"
}
add minix-mnt_idmap/file.c fs/minix/file.c
add tpm-i2c-probe/tpm_i2c_atmel.c drivers/char/tpm/tpm_i2c_atmel.c
add sfc-ringparam/ef100_ethtool.c drivers/net/ethernet/sfc/ef100_ethtool.c
mkdir -p h/decoy
cat >h/decoy/a.c <<'EOF'
static int a_setattr(struct user_namespace *ns, struct dentry *d, struct iattr *ia, int flags)
{
	return 0;
}

static int a_probe(struct i2c_client *client, int mode)
{
	return 0;
}

static void a_ring(struct net_device *dev)
{
}

static const struct inode_operations a_iops = {
	.setattr = simple_setattr,
};

static struct i2c_driver a_driver = {
	.probe = a_old_probe,
};

static const struct ethtool_ops a_ethtool_ops = {
	.get_ringparam = a_old_ring,
};
EOF
git -C h add -A && git -C h commit -qm "decoy: add"
conv minix-mnt_idmap/file.c fs/minix/file.c "minix: the mnt_idmap conversion (6.1 -> 6.12)"
conv tpm-i2c-probe/tpm_i2c_atmel.c drivers/char/tpm/tpm_i2c_atmel.c \
	"tpm: i2c_atmel: probe without the id (6.1 -> 6.12)"
conv sfc-ringparam/ef100_ethtool.c drivers/net/ethernet/sfc/ef100_ethtool.c \
	"sfc: ef100: get_ringparam takes kernel_ring and extack (5.17)"
sed -i -e 's/struct iattr \*ia, int flags/struct iattr *ia/' -e 's/= simple_setattr/= a_setattr/' \
	-e 's/client, int mode/client/' -e 's/= a_old_probe/= a_probe/' \
	-e 's/(struct net_device \*dev)/(struct net_device *dev, int n)/' -e 's/= a_old_ring/= a_ring/' \
	h/decoy/a.c
git -C h commit -qam "decoy: other signatures, initializers renamed"
prequel index -q --db h.db h >/dev/null || die "prequel index"

q() {	# q QUERY: prequel query's hits into QUERY.hits
	prequel query --db h.db "$1" >"$1.hits" || test $? = 1 || die "query $1 failed"
}
q arg.pq
grep -q "minix: the mnt_idmap conversion" arg.pq.hits &&
	grep -q "fs/minix/file.c:25: +static int minix_setattr(struct mnt_idmap \*idmap,$" arg.pq.hits ||
	die "incompatible-arg: the real conversion is not found: $(cat arg.pq arg.pq.hits)"
echo "ok 3 - incompatible-arg finds the real mnt_idmap conversion of a pointer parameter"

q set.pq
grep -q "minix: the mnt_idmap conversion" set.pq.hits || die "setattr: not found: $(cat set.pq.hits)"
! grep -q "decoy" set.pq.hits || die "setattr: the decoy matched: $(cat set.pq.hits)"
q probe.pq
grep -q "tpm: i2c_atmel: probe without the id" probe.pq.hits ||
	die "probe: not found: $(cat probe.pq probe.pq.hits)"
! grep -q "decoy" probe.pq.hits || die "probe: the decoy matched: $(cat probe.pq.hits)"
q back.pq
grep -q "tpm: i2c_atmel: probe without the id" back.pq.hits ||
	die "backport probe: not found: $(cat back.pq back.pq.hits)"
q ring.pq
grep -q "sfc: ef100: get_ringparam takes kernel_ring and extack" ring.pq.hits ||
	die "ringparam: not found: $(cat ring.pq ring.pq.hits)"
! grep -q "decoy" ring.pq.hits || die "ringparam: the decoy matched: $(cat ring.pq.hits)"
echo "ok 4 - incompatible-init finds the head conversions (changed, removed, added parameters), not the decoys"

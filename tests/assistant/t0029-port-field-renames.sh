#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# An initializer whose type changed, with fields the example never had (issue 19): acpi_call
# (corpora/realworld, nix-community/acpi_call at 28c3c26cf359) registers a struct
# file_operations with .owner, .read and .write through proc_create(), which 5.6+ wants a
# struct proc_ops for.  The only examples (lttng-modules f4672660c5f4, ipt-netflow's "kernel
# 5.6" guarded one) never initialize .write: lttng drops .owner and renames .compat_ioctl to
# .proc_compat_ioctl.  synth learns the prefix from those renames and applies it to the other
# fields where the target tree's struct proc_ops has the prefixed member, so the port matches
# the repository's own fix 2554f05 (.proc_read = acpi_proc_read, .proc_write = acpi_proc_write,
# no .owner) and the rebuild against Debian's 6.1 headers is clean.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.1
pool_index pool.db acpi_call
import_repo acpi_call "$PORTER_SOURCE_DIR/corpora/realworld/drivers"
rc=0
porter port --driver acpi_call --kernel "$old" --db pool.db --out out --format json \
	>port.json 2>port.err || rc=$?
test $rc = 0 || die "exit $rc (0: clean): $(cat port.err) $(head -c 20000 port.json)"
python3 - port.json <<'PY' || die "$(head -c 20000 port.json)"
import json, os, sys
r = json.load(open(sys.argv[1]))
assert r["clean"] and r["issues_fixed"] == 1, (r["clean"], r["issues_fixed"])
i = r["issues"][0]
assert (i["kind"], i["symbol"]) == ("incompatible-arg", "proc_create"), i
p = open(os.path.join(r["out_dir"], i["patch_file"])).read()
minus = [l[1:].split() for l in p.splitlines() if l.startswith("-") and not l.startswith("---")]
plus = [l[1:].split() for l in p.splitlines() if l.startswith("+") and not l.startswith("+++")]
# what 2554f05 did, token for token (its old side stays under #else there)
assert ["static", "struct", "proc_ops", "proc_acpi_operations", "=", "{"] in plus, plus
assert [".proc_read", "=", "acpi_proc_read,"] in plus, plus
assert [".proc_write", "=", "acpi_proc_write,"] in plus, plus
assert [".owner", "=", "THIS_MODULE,"] in minus and not any(".owner" in l for l in plus), p
assert not any(l[0] in (".read", ".write") for l in plus if l), p
PY
grep -q "prefixed fields with proc_" out/report.txt ||
	die "the report does not say where .proc_write came from: $(cat out/report.txt)"
echo "ok 1 - acpi_call's file_operations become proc_ops with .proc_read and .proc_write, clean"

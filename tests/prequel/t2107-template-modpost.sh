#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 37: modpost's kinds' templates.  The facts come from real modpost output against Debian's
# 6.12 headers (the reducer fixture nsimport: 6.12's max20751.c without its import of PMBUS,
# reduced by gcc-reduce): the query finds the commit that added the namespace's import, not one
# that imported another namespace; an undefined symbol asks for the commits that replaced its calls.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null && command -v gcc-reduce >/dev/null ||
	die "prequel or gcc-reduce not on PATH ($PATH)"
kdir=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | tail -1)
test -n "$kdir" || { echo "skip: no linux-headers-6.12 (scripts/install-deps)"; exit 77; }
data=${PORTER_SOURCE_DIR:?}/tests/reducer/data

sed -n '/^<log>$/,/^<\/log>$/p' "$data/nsimport-6.12-text.case" | sed '1d;$d' >ns.log
gcc-reduce --source "$data/modules/nsimport" --kernel "$kdir" --format json ns.log >issues.json \
	2>reduce.err || die "gcc-reduce: $(cat reduce.err)"
template missing-namespace PMBUS ns.pq
grep -q "^+ PMBUS$" ns.pq || die "no rule adding the namespace: $(cat ns.pq)"
prequel template undefined-symbol symbol=undefsym_gone_helper >und.pq || die "no undefined-symbol template"
grep -q "^- undefsym_gone_helper(es)$" und.pq || die "no rule removing the calls: $(cat und.pq)"
echo "ok 1 - modpost's issues give queries"

init_repo h
printf '#include <linux/module.h>\n\nint a(void) { return 0; }\nMODULE_LICENSE("GPL");\n' >a.c
printf '#include <linux/module.h>\n\nint b(void) { return 0; }\nMODULE_LICENSE("GPL");\n' >b.c
git add -A && git commit -qm import
printf 'MODULE_IMPORT_NS(IIO_BACKEND);\n' >>a.c
git commit -qam "a: import IIO_BACKEND"
printf 'MODULE_IMPORT_NS(PMBUS);\n' >>b.c
git commit -qam "b: import the PMBUS namespace"
cd ..
prequel index -q --db h.db h >/dev/null || die "prequel index"
prequel query --db h.db ns.pq >ns.txt || die "query failed: $(cat ns.txt)"
grep -q "import the PMBUS namespace" ns.txt && ! grep -q "IIO_BACKEND" ns.txt ||
	die "the import commit is not the only hit: $(cat ns.txt)"
echo "ok 2 - the commit that imported the namespace, not another"

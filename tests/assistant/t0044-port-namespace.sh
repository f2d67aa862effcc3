#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Issue 37: modpost's namespace line.  A real driver, 6.12's drivers/hwmon/pmbus/max20751.c with
# its MODULE_IMPORT_NS(PMBUS) line removed (tests/reducer/data/modules/nsimport, see its README),
# built by `porter port` against Debian's real 6.12 headers, whose Module.symvers exports
# pmbus_do_probe in namespace PMBUS: modpost's error is one missing-namespace issue; with no
# example in the pool (the minikernel index), the import is added from modpost's own message in
# the form of the tree's MODULE_IMPORT_NS, after the driver's last MODULE_* line, and the build
# gets past modpost.  With a pool whose commit adds the import to another driver, prequel finds
# it and its import line is the fix, said as "from example commit ...".
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

need_headers 6.12
export GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export GIT_AUTHOR_NAME=${GIT_AUTHOR_NAME:-t} GIT_AUTHOR_EMAIL=${GIT_AUTHOR_EMAIL:-t@example.org}
mods=$PORTER_SOURCE_DIR/tests/reducer/data/modules

import_repo nsimport "$mods"
rc=0
porter port --driver nsimport --kernel "$new" --db "$db" --out out --format json \
	>ns.json 2>ns.err || rc=$?
test $rc = 0 || die "nsimport: exit $rc (0: clean): $(cat ns.err) $(head -c 4000 ns.json)"
python3 - ns.json <<'PY' || die "$(head -c 20000 ns.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["issues_before"] == 1 and r["clean"], (r["issues_before"], r["clean"])
i = r["issues"][0]
assert (i["kind"], i["symbol"]) == ("missing-namespace", "PMBUS"), i
assert i["file"].endswith("max20751.c") and i["line"] == 31, i
assert i["fixed"] and i["fixed_from"] == ("from modpost's message: module max20751 uses symbol "
    "pmbus_do_probe from namespace PMBUS, but does not import it."), i["fixed_from"]
PY
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" ns.json ||
	die "nsimport: the report does not match the schema"
test "$(grep '^[-+][^-+]' out/series.mbox)" = "+MODULE_IMPORT_NS(PMBUS);" ||
	die "not one added import line: $(cat out/series.mbox)"
grep -A1 '^ MODULE_LICENSE("GPL");$' out/series.mbox | grep -q '^+MODULE_IMPORT_NS(PMBUS);$' ||
	die "the import is not after the last MODULE_* line: $(cat out/series.mbox)"
grep -q "^Subject: \[PATCH\] max20751: import namespace PMBUS$" out/series.mbox &&
	tr '\n' ' ' <out/series.mbox | grep -q "comes from modpost's message; the target tree's .*MODULE_INFO(import_ns" ||
	die "the patch does not say what it does: $(cat out/series.mbox)"
echo "ok 1 - a namespace not imported: one issue, the import from modpost's message, past modpost"


# a pool with an example: 6.12's tps40422.c, its import removed then added back in a commit
src=$PORTER_SOURCE_DIR/tests/reducer/data/modules/nsimport/max20751.c
mkdir pool && git -C pool init -q &&
	sed 's/max20751/tps40422/g' "$src" >pool/tps40422.c && git -C pool add -A &&
	git -C pool commit -qm import && echo 'MODULE_IMPORT_NS(PMBUS);' >>pool/tps40422.c &&
	git -C pool commit -qam "hwmon: (pmbus/tps40422) import the PMBUS namespace" || die "pool"
prequel index -q --db pool.db pool >/dev/null || die "prequel index"
rc=0
porter port --driver nsimport --kernel "$new" --db pool.db --out out2 --format json \
	>ex.json 2>ex.err || rc=$?
test $rc = 0 || die "nsimport with an example: exit $rc: $(cat ex.err) $(head -c 4000 ex.json)"
python3 - ex.json <<'PY' || die "$(head -c 20000 ex.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["clean"], r["clean"]
i = r["issues"][0]
assert i["fixed"] and i["fixed_from"].startswith("from example commit "), i["fixed_from"]
assert i["fixed_from"].endswith('("hwmon: (pmbus/tps40422) import the PMBUS namespace")'), i
c = [c for c in i["candidates"] if c["outcome"] == "fixed"]
assert len(c) == 1 and c[0]["subject"].endswith("import the PMBUS namespace"), i["candidates"]
assert "import the PMBUS namespace" in json.dumps(i["example"]), i["example"]
PY
python3 "$PORTER_TEST_DATA/validate-report.py" "$PORTER_SOURCE_DIR/docs/report.md" ex.json ||
	die "with an example: the report does not match the schema"
test "$(grep '^[-+][^-+]' out2/series.mbox)" = "+MODULE_IMPORT_NS(PMBUS);" ||
	die "not one added import line: $(cat out2/series.mbox)"
echo "ok 2 - a namespace not imported, with an example in the pool: the example's import"

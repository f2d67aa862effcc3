#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# An issue inside the driver's own header is fixed there (issue 20; findings/ecosystem.md point
# 8): data/kbuild/tmp117_cls with its strlcpy() call moved into a static inline helper of its own
# tmp117_util.h, ported to Debian's 6.12 headers with the corpus index.  spatch gets the header
# (--include-headers) because it names what the semantic patch removes; the .c file's issues are
# fixed as before, and the series carries the header's change.
. "${PORTER_SOURCE_DIR:?}/tests/assistant/data/lib.sh"
cd "$scratch"

new=$(ls -d /usr/src/linux-headers-6.12*-amd64 2>/dev/null | head -n 1)
test -f "$new/Makefile" || die "Debian's 6.12 kernel headers are not installed"
cp -r "$PORTER_TEST_DATA/kbuild/tmp117_cls" hdr
python3 - hdr <<'PY'
import sys, os
d = sys.argv[1]
c = os.path.join(d, "tmp117_cls.c")
s = open(c).read()
call = "\tstrlcpy(t->label, client->name, sizeof(t->label));\n"
assert call in s
s = s.replace(call, "\ttmp117_copy_label(t->label, client->name, sizeof(t->label));\n")
s = s.replace("#include <linux/string.h>\n", "#include <linux/string.h>\n\n#include \"tmp117_util.h\"\n")
open(c, "w").write(s)
open(os.path.join(d, "tmp117_util.h"), "w").write(
    "/* SPDX-License-Identifier: GPL-2.0 */\n#ifndef TMP117_UTIL_H\n#define TMP117_UTIL_H\n"
    "#include <linux/string.h>\n\nstatic inline void tmp117_copy_label(char *dst, const char *src,"
    " size_t n)\n{\n\tstrlcpy(dst, src, n);\n}\n#endif\n")
PY
porter port --driver hdr --kernel "$new" --db "$db" --out out --format json >port.json \
	2>port.err || die "port: $(cat port.err port.json)"
python3 - port.json <<'PY' || die "$(cat port.json)"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["clean"], r
h = [i for i in r["issues"] if i["symbol"] == "strlcpy"]
assert len(h) == 1 and h[0]["file"] == "tmp117_util.h" and h[0]["fixed"], h
assert r["issues_fixed"] == 3, r
PY
grep -q '^+++ b/tmp117_util.h' out/series.mbox && grep -q '^+	strscpy(dst, src, n);' out/series.mbox ||
	die "the header's fix is not in the series: $(cat out/series.mbox)"
echo "ok - strlcpy() inside the driver's header fixed there"

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# A Kbuild driver whose build prints errors located in host files (issue 34, N1).  porter runs
# as root outside the sandbox, which hides those files from the build; it must not read them for
# the report's facts (the enclosing function), nor name them in CI annotations:
#  - abs: an absolute path to a 0600 host file, "$secret/abs.c:3:9: error: ...";
#  - dotdot: a relative path leading out of the work copy, "../porter-t.X/secret/dotdot.c";
#  - link: a link the build makes in the work copy, link.c -> the host file, printed "link.c";
#  - dir: a dir link the build makes, d -> the host dir, printed "d/dir.c" and "$W/d/dirabs.c".
# One run under strace with --format github, --sarif and --out (whose report.json and report.txt
# are the json and text formats): no secret function name anywhere in stdout, stderr or out/, no
# annotation or SARIF location outside the driver, and porter never opened a host file (strace -y
# names the real path of every fd opened).
. "${PORTER_SOURCE_DIR:?}/tests/hostile/lib.sh"
cd "$scratch"
command -v strace >/dev/null || { echo "skip: strace is not installed (scripts/install-deps)"; exit 77; }

tag=$$x$RANDOM
cases="abs dotdot link dir dirabs"
mkdir -m 700 secret
for c in $cases; do
	printf '/* a host file */\nint secret_fn_%s_%s(void) {\n\treturn porter_undeclared_%s_%s;\n}\n' \
		"$c" "$tag" "$c" "$tag" >secret/$c.c
	chmod 600 secret/$c.c
done
up=../$(basename "$scratch")/secret

# the work copy is ${TMPDIR:-/tmp}/porter-hp-XXXXXX, next to $scratch: "$up" leads there from it
cat >payload.sh <<SH
W="\$1"
ln -sfn $scratch/secret/link.c "\$W/link.c"
ln -sfn $scratch/secret "\$W/d"
for c in $cases; do
	case \$c in
	abs) f=$scratch/secret/abs.c ;;
	dotdot) f=$up/dotdot.c ;;
	link) f=link.c ;;
	dir) f=d/dir.c ;;
	dirabs) f="\$W/d/dirabs.c" ;;
	esac
	echo "\$f:3:9: error: 'porter_undeclared_\${c}_$tag' undeclared (first use in this function)" >&2
done
echo done
SH
hostile hp payload.sh

bad=0
fail() {
	echo "FAIL: $*" >&2
	bad=1
}

# run NAME ARGS...: porter port under strace, its outputs in NAME.out, NAME.err, NAME-out/
run() {
	local name=$1 rc=0
	shift
	# LeakSanitizer cannot run under ptrace: the sanitizer build's leak check is off here alone
	ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
	strace -f --seccomp-bpf -y -qq -e trace=open,openat,openat2,creat -o "$name.trace" \
		porter port --driver hp --kernel "$new" --db "$db" --out "$name-out" "$@" \
		>"$name.out" 2>"$name.err" || rc=$?
	# the fixes are made, the fake errors stay: a build not clean is exit 1
	test $rc = 0 || test $rc = 1 || fail "$name: porter port exited $rc: $(tail -3 "$name.err")"
	test -f "$name-out/report.json" || fail "$name: no report in $name-out"
	# no secret function name in anything porter printed or wrote
	! grep -rqs "secret_fn_" "$name.out" "$name.err" "$name-out" $name.sarif* ||
		fail "$name: a host file's function leaked: $(grep -rho "secret_fn_[a-z]*" \
			"$name.out" "$name.err" "$name-out" | sort -u | tr '\n' ' ')"
	# porter never opened a host file: strace -y gives the real path of each fd opened
	! grep -E "= [0-9]+<$scratch/secret" "$name.trace" >"$name.opened" ||
		fail "$name: porter opened host files: $(cut -c1-200 "$name.opened" | head -5)"
	grep -q 'openat' "$name.trace" || fail "$name: strace saw no open at all"
}

run gh --format github --sarif gh.sarif

# every annotation with a file names one in the driver (relative to the job's dir: hp/...)
grep -o '^::[a-z]* file=[^,:]*' gh.out | sed 's/.* file=//' >gh.files || true
test -s gh.files || fail "no ::error or ::notice with a file: $(head -c 800 gh.out)"
while read -r f; do
	case $f in
	hp/*..*|hp/*%2E%2E*) fail "annotation outside the driver: $f" ;;
	hp/*) ;;
	*) fail "annotation outside the driver: $f" ;;
	esac
done <gh.files
# the errors printed at host paths are kept, without a location
for c in abs dotdot; do
	grep -q "^::error title=porter%3A undefined-identifier porter_undeclared_${c}_$tag::" gh.out ||
		fail "$c: no ::error without file for it: $(grep "_${c}_" gh.out)"
done

python3 - gh.sarif gh-out/report.json "$tag" <<'PY' || fail "SARIF or JSON report"
import json, sys
sarif = json.load(open(sys.argv[1]))
tag = sys.argv[3]
for res in sarif["runs"][0]["results"]:
    for loc in res.get("locations", []):
        a = loc["physicalLocation"]["artifactLocation"]
        uri = a["uri"]
        assert a.get("uriBaseId") == "DRIVER", a
        assert uri and not uri.startswith("/") and ":" not in uri and \
            ".." not in uri.split("/") and "%2E" not in uri.upper(), uri
r = json.load(open(sys.argv[2]))
seen = set()
for i in r["issues"] + r.get("remaining", []):
    sym = i.get("symbol") or ""
    if sym.startswith("porter_undeclared_"):
        # kept, at the path as printed, but no fact read from the host file
        assert i.get("function") is None, i
        seen.add(sym.split("_")[2])
assert seen == {"abs", "dotdot", "link", "dir", "dirabs"}, seen
# the driver's own issues still get their facts
assert any(i.get("function") for i in r["issues"] if not i["symbol"].startswith("porter_")), r
PY

# the plain text report names the host path as printed, as text only
grep -q "$scratch/secret/abs.c:3:9" gh-out/report.txt ||
	fail "text report: no location for abs: $(grep -n abs gh-out/report.txt | head -3)"
test $bad = 0 || exit 1
echo "ok - errors at host paths: kept as text, no host file read, no annotation outside the driver"

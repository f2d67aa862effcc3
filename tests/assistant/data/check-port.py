#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
# Checks one `porter port --format json` report against its case of the corpus manifest: the
# build is clean, every expected issue is fixed, and the example commit used for it carries one
# of the expected Corpus-Id trailers in the minikernel history.
# Usage: check-port.py CASES.json CASE REPORT.json
import json
import subprocess
import sys

cases_path, name, report_path = sys.argv[1:4]
manifest = json.load(open(cases_path, encoding="utf-8"))
case = next((c for c in manifest["cases"] if c["name"] == name), None)
if case is None:
    sys.exit("%s: no case %s" % (cases_path, name))
report = json.load(open(report_path, encoding="utf-8"))

# hash -> Corpus-Id, from the trailers of the real history
log = subprocess.run(["git", "-C", manifest["minikernel"], "log", "--all",
                      "--format=%H %(trailers:key=Corpus-Id,valueonly,separator=%x2C)"],
                     check=True, capture_output=True, text=True).stdout
corpus_id = {}
for line in log.splitlines():
    h, _, ids = line.partition(" ")
    if ids.strip():
        corpus_id[h] = ids.strip()

errors = []
if not report["clean"]:
    errors.append("final build not clean: %d issue(s) remain: %s" % (
        report["issues_after"],
        ", ".join("%s %s" % (i["kind"], i["symbol"]) for i in report["remaining"])))
if report["exit_code"] != 0:
    errors.append("exit_code %d" % report["exit_code"])
issues = {(i["kind"], i["symbol"], i["container"]): i for i in report["issues"]}


def key_of(i):
    return "%s %s%s" % (i["kind"], i["symbol"], " " + i["container"] if i["container"] else "")


by_key = {key_of(i): i for i in report["issues"]}
for e in case["expected"]:
    k = (e["kind"], e["symbol"], e.get("container"))
    i = issues.get(k)
    if i is None:
        errors.append("expected issue %s not reported" % (k,))
        continue
    if not i["fixed"]:
        errors.append("expected issue %s not fixed" % (k,))
        continue
    # an issue fixed together with another one was fixed by that one's example
    src = by_key.get(i["fixed_by"], i) if i["fixed_by"] else i
    ex = src["example"]
    if ex is None:
        errors.append("issue %s fixed without an example" % (k,))
        continue
    got = corpus_id.get(ex["hash"], "(no Corpus-Id)")
    if got not in e["examples"]:
        errors.append("issue %s fixed with %s (%s), expected one of %s" % (
            k, ex["hash"][:12], got, e["examples"]))
    else:
        print("%s: %s %s fixed with %s (%s)" % (name, e["kind"], e["symbol"], ex["hash"][:12], got))
for msg in errors:
    print("%s: %s" % (name, msg), file=sys.stderr)
sys.exit(1 if errors else 0)

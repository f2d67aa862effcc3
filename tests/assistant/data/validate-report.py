#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
# Validates porter JSON reports against the schema documented in docs/report.md (the ```json
# block after "## Schema").  Usage: validate-report.py DOCS/report.md REPORT.json...
import json
import re
import sys

import jsonschema

doc = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r"^## Schema$.*?^```json\n(.*?)^```$", doc, re.S | re.M)
if not m:
    sys.exit("%s: no ```json block under '## Schema'" % sys.argv[1])
schema = json.loads(m.group(1))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
bad = 0
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as f:
        report = json.load(f)
    for err in validator.iter_errors(report):
        print("%s: %s: %s" % (path, "/".join(str(p) for p in err.absolute_path), err.message))
        bad += 1
sys.exit(1 if bad else 0)

#!/bin/bash
# SPDX-License-Identifier: GPL-2.0
# Guarded examples are examples (prequel/guard.c), on real commits of corpora/realworld/examples:
# lkmpg 0addb868dc55 puts class_create(DEVICE_NAME) under "#if LINUX_VERSION_CODE >=
# KERNEL_VERSION(6, 4, 0)" and keeps the old call, unchanged, in #else; facetimehd 82626d4
# converts and adds "#if < 5.7: #define VFL_TYPE_VIDEO VFL_TYPE_GRABBER", old kernels' code.  The templates' queries (old form removed, none left after) find both, and the
# pre/post images prequel gives synth hold the old line before and only the new one after.
. "${PORTER_SOURCE_DIR:?}/tests/prequel/lib.sh"
command -v prequel >/dev/null || die "prequel not on PATH ($PATH)"
ex=${PORTER_SOURCE_DIR:?}/corpora/realworld/examples
export GIT_AUTHOR_NAME=A GIT_AUTHOR_EMAIL=a@e GIT_COMMITTER_NAME=A GIT_COMMITTER_EMAIL=a@e

# repo ORIGIN/COMMIT: the example rebuilt as build.py does, then indexed
repo() {
	d=$(echo "$1" | tr / -)
	git init -q "$d"
	cp -r "$ex/$1/base/." "$d/"
	git -C "$d" add -A
	git -C "$d" commit -q -m import
	git -C "$d" am -q "$ex/$1/commit.patch"
	prequel index -q --db ex.db --repo-name "$1" "$d"
}
repo facetimehd/82626d4892ee
repo lkmpg/0addb868dc55

prequel template undefined-identifier symbol=VFL_TYPE_GRABBER >vfl.cocci
prequel query --db ex.db --format json vfl.cocci >vfl.json || die "no hit for VFL_TYPE_GRABBER"
prequel template too-many-args symbol=class_create expected=1 actual=2 >cls.cocci
prequel query --db ex.db --format json cls.cocci >cls.json || die "no hit for class_create"
python3 - vfl.json cls.json <<'PY'
import json, sys
# a '-'-only query shows only the old side
for f, subject, old, new in ((sys.argv[1], "V4L2_TYPE_GRABBER", "VFL_TYPE_GRABBER", None),
                             (sys.argv[2], "class_create", "THIS_MODULE", "class_create(DEVICE_NAME)")):
    doc = json.load(open(f))
    assert doc["schema"] == 1, doc
    hits = doc["hits"]
    assert hits and subject in hits[0]["subject"], (f, hits)
    lines = hits[0]["lines"]
    minus = [l["text"] for l in lines if l["side"] == "-"]
    plus = [l["text"] for l in lines if l["side"] == "+"]
    assert any(old in t for t in minus), (f, minus)
    assert new is None or any(new in t for t in plus), (f, plus)
    # the conditional's lines are not part of the change any more
    assert not any(t.lstrip().startswith("#") for t in minus + plus), (f, minus, plus)
PY

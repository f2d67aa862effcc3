#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
# Regenerates the reducer fixtures: builds each module under modules/ with Kbuild against the real
# Debian 6.1 and 6.12 header trees, in text and in JSON diagnostics, and stores the real output in
# NAME.case together with the command.  The <expected> block of an existing case is kept: it is
# written by hand, from reading the log and the module source.  <kernel> is the tree the test
# passes as --kernel (struct field types and prototypes come from it).
# Usage: tests/reducer/data/capture.py [--kernel 6.1|6.12] [MODULE...]   (needs linux-headers-6.1 and 6.12)
# A module whose build is clean on one tree (the API it loses moved later) is captured with --kernel.
import glob, os, re, shutil, subprocess, sys

here = os.path.dirname(os.path.abspath(__file__))
work = "/tmp/porter-fixtures"
kernels = {"6.1": sorted(glob.glob("/usr/src/linux-headers-6.1.*-amd64")),
           "6.12": sorted(glob.glob("/usr/src/linux-headers-6.12.*-amd64"))}

def old_expected(path):
    try:
        text = open(path, encoding="utf-8").read()
    except OSError:
        return ""
    m = re.search(r"^<expected>\n(.*?)^</expected>\n", text, re.S | re.M)
    return m.group(1) if m else ""

args = sys.argv[1:]
if args[:1] == ["--kernel"]:
    kernels = {args[1]: kernels[args[1]]}
    args = args[2:]
for mod in args or sorted(os.listdir(os.path.join(here, "modules"))):
    for kv, kdirs in kernels.items():
        if not kdirs:
            sys.exit("capture.py: no /usr/src/linux-headers-%s tree" % kv)
        kdir = kdirs[-1]
        for fmt in ("text", "json"):
            dst = os.path.join(work, mod)
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(os.path.join(here, "modules", mod), dst)
            # text logs keep Kbuild's own lines (CC [M], make[1]: Entering...) that the reducer skips
            cmd = ["make", "-C", kdir, "M=" + dst]
            if fmt == "json":
                cmd[1:1] = ["-s"]
                cmd.append("KCFLAGS=-fdiagnostics-format=json")
            cmd.append("modules")
            env = dict(os.environ, LC_ALL="C.UTF-8")
            run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
            log = run.stdout.decode("utf-8", "replace")
            name = os.path.join(here, "%s-%s-%s.case" % (mod, kv, fmt))
            exp = old_expected(name)
            with open(name, "w", encoding="utf-8") as f:
                f.write("<command>\nLC_ALL=C.UTF-8 %s\n</command>\n" % " ".join(cmd))
                f.write("<source>\nmodules/%s\n</source>\n" % mod)
                f.write("<kernel>\n%s\n</kernel>\n" % kdir)
                f.write("<expected>\n%s</expected>\n" % exp)
                f.write("<log>\n%s</log>\n" % log)
            print("captured", os.path.basename(name))

#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Synthetic kernel-like git history for prequel's index benchmarks and tests.

Writes a git fast-import stream of N commits over a growing set of C driver files (struct initializers
with .field = value, callbacks, helper calls, constants, comments) whose commits look like kernel ones:
API renames across drivers, callback signature changes, new drivers, removed code, constant tweaks, the
occasional binary blob, empty commit and merge.  Deterministic for a given --seed.  Tags vN every
--tag-every commits.

--kernel-shape makes the scale rehearsal's history (bench/scale.sh): a first commit of 30% of --files
files spread over subsystem directories (like linux.git's v2.6.12 import), new files at a steady rate
so that the last commit has about --files files, and the number of files per commit drawn from
linux.git's distribution (`git log --no-merges --format= --shortstat v6.0..v6.8`: about 56% of commits
change one file, 17% two, 8% three, 8% four or five, 6% six to ten, 4% eleven to thirty, 1.5% up to a
hundred, 0.5% hundreds: tree-wide API conversions).

  bench/gen-history.py --commits 100000 /tmp/big     # creates (git init) /tmp/big and imports
  bench/gen-history.py --kernel-shape --files 60000 --commits 1000000 /tmp/huge
"""
import argparse
import os
import random
import subprocess
import sys

FIELDS = ["probe", "remove", "suspend", "resume", "shutdown", "id_table", "name", "owner", "pm",
          "of_match_table", "acpi_match_table", "groups", "flags", "driver", "read", "write", "open",
          "release", "ioctl", "mmap", "poll", "irq", "dev", "parent", "priv", "ops", "init", "exit"]
TYPES = ["spi_driver", "i2c_driver", "platform_driver", "pci_driver", "usb_driver", "file_operations",
         "dev_pm_ops", "iio_info", "regmap_config", "input_dev", "gpio_chip", "clk_ops"]
CALLS = ["spi_get_drvdata", "dev_get_drvdata", "i2c_get_clientdata", "platform_get_drvdata",
         "devm_kzalloc", "kzalloc", "kfree", "dev_err", "dev_info", "dev_warn", "mutex_lock",
         "mutex_unlock", "spin_lock_irqsave", "spin_unlock_irqrestore", "regmap_read", "regmap_write",
         "request_irq", "free_irq", "devm_request_threaded_irq", "iio_priv", "ioremap", "iounmap",
         "readl", "writel", "msleep", "usleep_range", "gpiod_get", "gpiod_set_value", "clk_prepare_enable",
         "clk_disable_unprepare", "pm_runtime_get_sync", "pm_runtime_put", "of_property_read_u32"]

SUBSYS = ["iio", "spi", "i2c", "net", "gpu", "usb", "misc", "media", "sound", "scsi", "input", "hwmon",
          "staging", "platform", "pinctrl", "clk", "mmc", "mtd", "power", "tty", "video", "infiniband"]
# (share of commits, fewest, most files): linux.git's non-merge commits, see the module comment
KERNEL_FILES = [(0.56, 1, 1), (0.17, 2, 2), (0.08, 3, 3), (0.08, 4, 5), (0.06, 6, 10), (0.04, 11, 30),
                (0.015, 31, 100), (0.005, 101, 600)]


def words(rng, n):
    return " ".join(rng.choice(["the", "device", "register", "value", "clock", "reset", "driver",
                                "state", "buffer", "handle", "set", "read", "wait", "until", "ready"])
                    for _ in range(n))


def function(rng, drv, k):
    name = "%s_%s%d" % (drv, rng.choice(["read", "write", "update", "setup", "config", "irq"]), k)
    lines = ["", "/* %s */" % words(rng, rng.randint(3, 9)),
             "static int %s(struct %s *st, unsigned int reg)" % (name, drv), "{",
             "\tint ret, val = 0x%x;" % rng.randint(0, 4095), ""]
    for _ in range(rng.randint(3, 12)):
        c = rng.choice(CALLS)
        r = rng.random()
        if r < 0.3:
            lines.append("\tret = %s(st->dev, reg, &val);" % c)
            lines += ["\tif (ret < 0) {", "\t\tdev_err(st->dev, \"%s failed: %%d\\n\", ret);" % c,
                      "\t\treturn ret;", "\t}"]
        elif r < 0.6:
            lines.append("\tst->%s = %s(st->%s, %d);" % (rng.choice(FIELDS), c, rng.choice(FIELDS),
                                                        rng.randint(0, 255)))
        else:
            lines.append("\t%s(&st->lock);" % c)
    lines += ["", "\treturn val & 0x%02x;" % rng.randint(0, 255), "}"]
    return lines


def new_driver(rng, drv):
    t = rng.choice(TYPES)
    lines = ["// SPDX-License-Identifier: GPL-2.0", "/* %s: %s */" % (drv, words(rng, 6)),
             "#include <linux/module.h>", "#include <linux/%s.h>" % t.split("_")[0], "",
             "struct %s {" % drv, "\tstruct device *dev;", "\tstruct mutex lock;",
             "\tint %s;" % rng.choice(FIELDS), "};"]
    for k in range(rng.randint(3, 8)):
        lines += function(rng, drv, k)
    lines += ["", "static struct %s %s_driver = {" % (t, drv)]
    for f in rng.sample(FIELDS, rng.randint(3, 6)):
        lines.append("\t.%s = %s_%s," % (f, drv, f))
    lines += ["};", "module_driver(%s_driver);" % drv, "MODULE_LICENSE(\"GPL\");", ""]
    return lines


class Gen:
    def __init__(self, args):
        self.rng = random.Random(args.seed)
        self.files = {}   # path -> list of lines
        self.out = sys.stdout.buffer
        self.mark = 0
        self.when = 1262304000  # 2010-01-01
        self.ndrv = 0
        self.args = args

    def blob(self, data):
        self.out.write(b"data %d\n" % len(data))
        self.out.write(data)
        self.out.write(b"\n")

    def commit(self, subject, changes, parents=(), ref="refs/heads/master", frm=None):
        self.mark += 1
        self.when += self.rng.randint(60, 7200)
        who = self.rng.choice(["Lars-Peter Clausen <lars@metafoo.de>", "Jane Dev <jane@example.org>",
                               "J\xf6rg M\xfcller <joerg@example.de>", "Wei Zhang <wei@example.cn>"])
        self.out.write(b"commit %s\nmark :%d\n" % (ref.encode(), self.mark))
        # one latin-1 author on purpose: real history has non-UTF-8 bytes
        enc = "latin-1" if "\xf6" in who and self.mark % 7 == 0 else "utf-8"
        self.out.write(b"author " + who.encode(enc) + b" %d +0000\n" % self.when)
        self.out.write(b"committer " + who.encode("utf-8") + b" %d +0000\n" % self.when)
        self.blob(("%s\n\n%s\n" % (subject, words(self.rng, 20))).encode())
        if frm:
            self.out.write(b"from :%d\n" % frm)
        for p in parents:
            self.out.write(b"merge :%d\n" % p)
        for path, data in changes:
            if data is None:
                self.out.write(b"D %s\n" % path.encode())
            else:
                self.out.write(b"M 100644 inline %s\n" % path.encode())
                self.blob(data)
        self.out.write(b"\n")
        return self.mark

    def data(self, path):
        return ("\n".join(self.files[path]) + "\n").encode()

    def add_driver(self):
        self.ndrv += 1
        drv = "drv%d" % self.ndrv
        if self.args.kernel_shape:
            # about 30 files a directory, like drivers/<subsystem>/<vendor>/
            path = "drivers/%s/d%d/%s.c" % (self.rng.choice(SUBSYS), self.ndrv // 30, drv)
        else:
            path = "drivers/%s/%s.c" % (self.rng.choice(["iio", "spi", "i2c", "net", "gpu", "usb",
                                                         "misc"]), drv)
        self.files[path] = new_driver(self.rng, drv)
        return path, "%s: add driver for %s" % (drv, words(self.rng, 3))

    def mutate(self, path):
        rng = self.rng
        lines = self.files[path]
        r = rng.random()
        if r < 0.35:
            a, b = rng.sample(CALLS, 2)
            hits = [i for i, l in enumerate(lines) if a in l]
            for i in hits[:rng.randint(1, 6)]:
                lines[i] = lines[i].replace(a, b)
            return "switch from %s to %s" % (a, b)
        if r < 0.55:
            a, b = rng.sample(FIELDS, 2)
            for i, l in enumerate(lines):
                if "\t.%s = " % a in l:
                    lines[i] = l.replace(".%s = " % a, ".%s = " % b)
            return "use .%s instead of .%s" % (b, a)
        if r < 0.75:
            at = rng.randint(5, max(6, len(lines) - 8))
            lines[at:at] = function(rng, path.rsplit("/", 1)[1][:-2], rng.randint(10, 99))
            return "add %s helper" % words(rng, 2)
        if r < 0.9 and len(lines) > 40:
            at = rng.randint(5, len(lines) - 20)
            del lines[at:at + rng.randint(1, 12)]
            return "remove dead %s code" % words(rng, 1)
        at = rng.randrange(len(lines))
        lines[at] = lines[at] + " /* %d */" % rng.randint(0, 99999)
        return "fix %s" % words(rng, 3)

    def files_per_commit(self):
        r = self.rng.random()
        for p, lo, hi in KERNEL_FILES:
            if r < p:
                return self.rng.randint(lo, hi)
            r -= p
        return 1

    def run_kernel(self):
        a = self.args
        rng = self.rng
        first = max(1, a.files * 3 // 10)
        changes = []
        for _ in range(first):
            path, _ = self.add_driver()
            changes.append((path, self.data(path)))
        self.commit("Initial import", changes)
        self.paths = sorted(self.files)
        # new files so that the last commit has about a.files
        add_rate = (a.files - first) / max(1, a.commits - 1)
        owed = 0.0
        for n in range(2, a.commits + 1):
            owed += add_rate
            r = rng.random()
            if owed >= 1:
                owed -= 1
                path, subject = self.add_driver()
                self.paths.append(path)
                self.commit(subject, [(path, self.data(path))])
            elif r < 0.002:
                self.commit("empty commit for %s" % words(rng, 2), [])
            elif r < 0.004:
                data = bytes(rng.randrange(256) for _ in range(rng.randint(64, 2048)))
                self.commit("add firmware blob", [("firmware/fw%d.bin" % n, b"\0" + data)])
            else:
                k = min(len(self.paths), self.files_per_commit())
                # a tree-wide change touches files of one API; others stay in one subsystem
                if k > 10:
                    paths = rng.sample(self.paths, k)
                else:
                    at = rng.randrange(len(self.paths))
                    paths = self.paths[at:at + k] or self.paths[-k:]
                subj = ""
                for p in paths:
                    subj = self.mutate(p)
                self.commit("%s: %s" % (paths[0].rsplit("/", 1)[1][:-2], subj),
                            [(p, self.data(p)) for p in paths])
            if a.tag_every and n % a.tag_every == 0:
                self.out.write(b"reset refs/tags/v%d\nfrom :%d\n\n" % (n // a.tag_every, self.mark))
        self.out.flush()

    def run(self):
        a = self.args
        if a.kernel_shape:
            return self.run_kernel()
        side = None
        for n in range(1, a.commits + 1):
            rng = self.rng
            r = rng.random()
            if not self.files or r < 0.04:
                path, subject = self.add_driver()
                self.commit(subject, [(path, self.data(path))])
            elif r < 0.045:
                self.commit("empty commit for %s" % words(rng, 2), [])
            elif r < 0.05:
                data = bytes(rng.randrange(256) for _ in range(rng.randint(64, 2048)))
                self.commit("add firmware blob", [("firmware/fw%d.bin" % n, b"\0" + data)])
            elif r < 0.055 and len(self.files) > 3 and a.merges:
                # a side branch of two commits, merged back
                base = self.mark
                path = rng.choice(sorted(self.files))
                subj = self.mutate(path)
                side = self.commit("%s: %s" % (path, subj), [(path, self.data(path))],
                                   ref="refs/heads/side", frm=base)
                self.commit("Merge branch 'side'", [], parents=(side,), frm=base)
            else:
                paths = rng.sample(sorted(self.files), min(len(self.files), rng.choice([1, 1, 1, 2, 3])))
                subj = ""
                for p in paths:
                    subj = self.mutate(p)
                self.commit("%s: %s" % (paths[0].rsplit("/", 1)[1][:-2], subj),
                            [(p, self.data(p)) for p in paths])
            if a.tag_every and n % a.tag_every == 0:
                self.out.write(b"reset refs/tags/v%d\nfrom :%d\n\n" % (n // a.tag_every, self.mark))
        self.out.flush()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--commits", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--tag-every", type=int, default=0)
    p.add_argument("--no-merges", dest="merges", action="store_false")
    p.add_argument("--kernel-shape", action="store_true",
                   help="linux.git's files-per-commit distribution over about --files files")
    p.add_argument("--files", type=int, default=60000)
    p.add_argument("--stdout", action="store_true", help="print the fast-import stream instead")
    p.add_argument("dir", nargs="?")
    a = p.parse_args()
    if a.stdout:
        Gen(a).run()
        return 0
    if not a.dir:
        p.error("DIR or --stdout needed")
    subprocess.run(["git", "init", "-q", a.dir], check=True)
    fi = subprocess.Popen(["git", "-C", a.dir, "fast-import", "--quiet"], stdin=subprocess.PIPE)
    g = Gen(a)
    g.out = fi.stdin
    g.run()
    fi.stdin.close()
    if fi.wait():
        print("gen-history: git fast-import failed", file=sys.stderr)
        return 1
    subprocess.run(["git", "-C", a.dir, "symbolic-ref", "HEAD", "refs/heads/master"], check=True)
    subprocess.run(["git", "-C", a.dir, "reset", "-q", "--hard"], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

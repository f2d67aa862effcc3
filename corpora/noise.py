# SPDX-License-Identifier: GPL-2.0
"""Noise commits for the minikernel: the small edits that make up most of a driver's history.

Each template takes one in-tree driver's text and returns an edited text plus a commit subject and
body, or None when it does not apply.  The edits are the ones maintainers really merge: renames of
driver-local functions (including the .suspend/.resume/.probe callbacks of platform, I2C and USB
drivers), checkpatch cleanups, tuned constants, reworded messages, realigned initializers, new
email addresses.  They keep the file compiling; gen.py rejects any edit that would stop a later
hand-written step from applying.
"""

import os
import re

AUTHORS = [
    ('Jiri Kosina', 'jkosina@suse.cz', '+0100'),
    ('Masanari Iida', 'standby24x7@gmail.com', '+0900'),
    ('Joe Perches', 'joe@perches.com', '-0700'),
    ('Julia Lawall', 'Julia.Lawall@lip6.fr', '+0200'),
    ('Wolfram Sang', 'wsa@the-dreams.de', '+0200'),
    ('Fabio Estevam', 'festevam@gmail.com', '-0300'),
    ('Colin Ian King', 'colin.king@canonical.com', '+0000'),
    ('Dan Carpenter', 'dan.carpenter@oracle.com', '+0300'),
    ('Geert Uytterhoeven', 'geert@linux-m68k.org', '+0100'),
    ('Markus Elfring', 'elfring@users.sourceforge.net', '+0200'),
    ('Rasmus Villemoes', 'linux@rasmusvillemoes.dk', '+0100'),
    ('Bhumika Goyal', 'bhumirks@gmail.com', '+0530'),
    ('Andy Shevchenko', 'andriy.shevchenko@linux.intel.com', '+0200'),
    ('Krzysztof Kozlowski', 'krzk@kernel.org', '+0100'),
    ('Christophe JAILLET', 'christophe.jaillet@wanadoo.fr', '+0100'),
    ('Yang Yingliang', 'yangyingliang@huawei.com', '+0800'),
    ('Randy Dunlap', 'rdunlap@infradead.org', '-0800'),
    ('Thomas Gleixner', 'tglx@linutronix.de', '+0100'),
]

SYNONYMS = [
    ['init', 'setup', 'configure'],
    ['read', 'get', 'fetch'],
    ['write', 'set', 'put'],
    ['start', 'enable', 'activate'],
    ['stop', 'disable', 'halt'],
    ['update', 'refresh'],
    ['reset', 'reinit'],
    ['send', 'xmit', 'transmit'],
    ['handler', 'isr', 'irq'],
    ['work', 'worker'],
    ['sequence', 'seq'],
    ['check', 'verify', 'validate'],
]

MESSAGE_PAIRS = [
    ('failed to ', 'unable to '),
    ('Failed to ', 'Unable to '),
    ('cannot ', 'can\'t '),
    ('Could not ', 'Cannot '),
    ('is NULL', 'is missing'),
    (' failed.', ' failed'),
]

TYPOS = {
    'alignement': 'alignment', 'controll': 'control', 'recieve': 'receive',
    'nubmer': 'number', 'interupt': 'interrupt', 'interupts': 'interrupts',
    'wether': 'whether', 'transfering': 'transferring', 'seperate': 'separate',
    'occured': 'occurred', 'adress': 'address',
}

DOMAINS = ['gmail.com', 'kernel.org', 'linaro.org', 'linux.intel.com', 'redhat.com',
           'suse.de', 'bootlin.com', 'collabora.com']

BODIES_RENAME = [
    'The name did not say what the function does; {new}() matches the\n'
    'naming of the other helpers in this driver.',
    'Rename {old}() to {new}() so that grep finds it next to its\n'
    'callers.  No functional change.',
    'Cosmetic: {new}() is what the datasheet calls this operation.\n\n'
    'No functional change intended.',
]


def prefix_for(path):
    """The subsystem prefix of a commit subject, as maintainers write it."""
    name = os.path.splitext(os.path.basename(path))[0]
    parts = path.split('/')
    if parts[1] == 'iio':
        return 'iio: %s: %s: ' % (parts[2], name)
    if parts[1] == 'video':
        return 'backlight: %s: ' % name
    if parts[1] == 'input':
        return 'Input: %s - ' % name
    if parts[1] == 'net':
        return 'net: %s: ' % name
    if parts[1] == 'char' and parts[2] == 'hw_random':
        return 'hwrng: %s - ' % name.replace('-rng', '')
    if parts[1] == 'usb':
        return 'USB: %s: ' % name
    return '%s: %s: ' % (parts[1], name)


def bus_of(text):
    for bus in ('spi', 'i2c', 'usb', 'platform'):
        if 'struct %s_driver ' % bus in text:
            return bus
    return None


class Noise:
    """Makes one noise commit at a time from a seeded PRNG (random.Random)."""

    def __init__(self, rng):
        self.rng = rng
        self.templates = [
            (self.rename_function, 6),
            (self.rename_pm_callback, 4),
            (self.tune_constant, 3),
            (self.reword_message, 3),
            (self.realign_initializer, 3),
            (self.sizeof_ptr, 2),
            (self.printk_to_pr, 2),
            (self.null_compare, 2),
            (self.add_doc_comment, 3),
            (self.update_email, 2),
            (self.drop_owner, 2),
            (self.maybe_unused_pm, 2),
            (self.sort_includes, 1),
            (self.capitalize_comment, 2),
            (self.fix_typo, 3),
            (self.add_newline, 3),
            (self.fix_error_code, 2),
        ]

    def pick(self, choices):
        total = sum(w for _, w in choices)
        n = self.rng.randrange(total)
        for c, w in choices:
            if n < w:
                return c
            n -= w
        return choices[-1][0]

    def make(self, tree, ok, protected):
        """One noise commit: (author, subject, body, {path: new text}) or None."""
        files = sorted(p for p in tree if p.startswith('drivers/') and p.endswith('.c'))
        for _ in range(80):
            path = self.rng.choice(files)
            text = tree[path]
            tmpl = self.pick(self.templates)
            made = tmpl(path, text, tree, protected(path))
            if not made:
                continue
            new, subject, body = made[:3]
            author = made[3] if len(made) > 3 else self.rng.choice(AUTHORS)
            if new == text or not ok(path, new):
                continue
            sob = 'Signed-off-by: %s <%s>' % (author[0], author[1])
            body = body + '\n\n' + sob if body else sob
            return author, prefix_for(path) + subject, body, {path: new}
        return None

    # -- templates ---------------------------------------------------------------------------

    def static_functions(self, text):
        return sorted(set(re.findall(r'^static (?:inline )?[\w ]*?\*?\b(\w+)\(', text, re.M)))

    def free_name(self, name, text, tree):
        if re.search(r'\b%s\b' % re.escape(name), text):
            return False
        return 'driver' not in name and not name.endswith(('_init', '_exit'))

    def local_only(self, name, path, tree):
        pat = re.compile(r'\b%s\b' % re.escape(name))
        return not any(pat.search(t) for p, t in tree.items() if p != path)

    def rename(self, text, old, new):
        return re.sub(r'\b%s\b' % re.escape(old), new, text)

    def rename_function(self, path, text, tree, protected):
        names = [n for n in self.static_functions(text) if n not in protected]
        self.rng.shuffle(names)
        for old in names:
            parts = old.split('_')
            idx = [i for i, p in enumerate(parts) if any(p in g for g in SYNONYMS)]
            if not idx:
                continue
            i = self.rng.choice(idx)
            group = next(g for g in SYNONYMS if parts[i] in g)
            parts[i] = self.rng.choice([w for w in group if w != parts[i]])
            new = '_'.join(parts)
            if not self.free_name(new, text, tree) or not self.local_only(old, path, tree):
                continue
            body = self.rng.choice(BODIES_RENAME).format(old=old, new=new)
            return self.rename(text, old, new), 'rename %s() to %s()' % (old, new), body
        return None

    def rename_pm_callback(self, path, text, tree, protected):
        """Renames the suspend/resume/probe callbacks of non-SPI drivers: the noise that makes a
        search for '.suspend' or '.probe' by words alone return wrong commits."""
        bus = bus_of(text)
        if bus in (None, 'spi'):
            return None
        names = [n for n in self.static_functions(text)
                 if re.search(r'_(suspend|resume|probe|remove)$', n) and n not in protected]
        if not names:
            return None
        old = self.rng.choice(names)
        m = re.match(r'^(.*?)(_pm|_drv|_dev)?_(suspend|resume|probe|remove)$', old)
        base, mid, what = m.group(1), m.group(2), m.group(3)
        if mid:
            new = '%s_%s' % (base, what)
        else:
            new = '%s%s_%s' % (base, self.rng.choice(['_pm', '_drv', '_dev']), what)
        if not self.free_name(new, text, tree) or not self.local_only(old, path, tree):
            return None
        body = ('Give the %s_driver callbacks of this driver consistent names;\n'
                'no functional change.' % bus)
        return self.rename(text, old, new), 'rename %s() to %s()' % (old, new), body

    def tune_constant(self, path, text, tree, protected):
        cands = re.findall(r'^#define ([A-Z0-9_]*(?:TIMEOUT|DELAY|RETRIES|_MS|_US|MARGIN|TICK))'
                           r'(\s+)\(?(\d+)\)?[ \t]*(?:/\*.*\*/)?$', text, re.M)
        cands = [c for c in cands if c[0] not in protected and int(c[2]) > 1]
        if not cands:
            return None
        name, space, val = self.rng.choice(cands)
        old = int(val)
        new = old * 2 if self.rng.random() < 0.5 else max(1, old * 3 // 4)
        if new == old:
            return None
        line = re.search(r'^#define %s\s+\(?%s\)?.*$' % (name, val), text, re.M).group(0)
        newline = line.replace(val, str(new), 1)
        verb = 'increase' if new > old else 'reduce'
        body = ('Some boards need %s %s: the old value\n'
                'of %d was measured on the reference design only.  Use %d.' %
                ('more time for' if new > old else 'less waiting on', name, old, new))
        return text.replace(line, newline, 1), '%s %s to %d' % (verb, name, new), body

    def reword_message(self, path, text, tree, protected):
        msgs = re.findall(r'(?:dev_err|dev_warn|pr_err|pr_warn|netdev_err|printk)'
                          r'\([^;]*?"([^"\n]+)"', text)
        self.rng.shuffle(msgs)
        for msg in msgs:
            for a, b in self.rng.sample(MESSAGE_PAIRS, len(MESSAGE_PAIRS)):
                for x, y in ((a, b), (b, a)):
                    if x in msg and '"%s"' % msg in text:
                        new = msg.replace(x, y, 1)
                        body = ('Make the message match the wording used by the rest of\n'
                                'the driver.')
                        return (text.replace('"%s"' % msg, '"%s"' % new, 1),
                                'reword the "%s" message' % msg.strip().rstrip('\\n').strip()[:40],
                                body)
        return None

    def realign_initializer(self, path, text, tree, protected):
        blocks = list(re.finditer(r'^(static (?:const )?struct \w+ \w+(?:\[\])? = \{\n)'
                                  r'((?:\t\.\w+[ \t]*=[^\n]*\n)+)\};', text, re.M))
        if not blocks:
            return None
        m = self.rng.choice(blocks)
        lines = m.group(2).splitlines()
        fields = [re.match(r'^\t(\.\w+)[ \t]*=[ \t]*(.*)$', ln) for ln in lines]
        tabbed = any('\t=' in ln for ln in lines)
        if tabbed:
            new = ['\t%s = %s' % (f.group(1), f.group(2)) for f in fields]
            what = 'use a single space before "=" in'
        else:
            width = max(len(f.group(1)) for f in fields) + 1
            stop = (width + 8) // 8 * 8
            new = []
            for f in fields:
                # The field starts at column 8; '=' goes to the tab stop 8 + stop.
                tabs = (8 + stop) // 8 - (8 + len(f.group(1))) // 8
                new.append('\t%s%s= %s' % (f.group(1), '\t' * max(1, tabs), f.group(2)))
            what = 'align the initializers of'
        name = re.search(r'struct \w+ (\w+)', m.group(1)).group(1)
        body = 'Whitespace only; no functional change.'
        repl = m.group(1) + '\n'.join(new) + '\n};'
        return text[:m.start()] + repl + text[m.end():], '%s %s' % (what, name), body

    def sizeof_ptr(self, path, text, tree, protected):
        m = re.search(r'(\b[\w>-]+) = (devm_kzalloc\(&[\w>.-]+, |kzalloc\()sizeof\(struct (\w+)\)',
                      text)
        if not m:
            return None
        new = '%s = %ssizeof(*%s)' % (m.group(1), m.group(2), m.group(1))
        body = ('Prefer sizeof(*ptr) over sizeof(struct ...) as checkpatch says:\n'
                'the size then follows the pointer if its type ever changes.')
        return (text[:m.start()] + new + text[m.end():],
                'use sizeof(*%s) in the allocation' % m.group(1).split('>')[-1], body)

    def printk_to_pr(self, path, text, tree, protected):
        levels = {'ERR': 'pr_err', 'WARNING': 'pr_warn', 'INFO': 'pr_info',
                  'NOTICE': 'pr_notice', 'CRIT': 'pr_crit'}
        m = re.search(r'printk\(KERN_(ERR|WARNING|INFO|NOTICE|CRIT) ', text)
        if not m:
            return None
        fn = levels[m.group(1)]
        new = re.sub(r'printk\(KERN_%s ' % m.group(1), fn + '(', text)
        body = 'Use %s() rather than printk(KERN_%s ...), as checkpatch asks.' % (fn, m.group(1))
        return new, 'convert printk(KERN_%s ...) to %s()' % (m.group(1), fn), body

    def null_compare(self, path, text, tree, protected):
        m = re.search(r'\((\w+(?:->\w+)?) == NULL\)', text)
        if not m:
            return None
        body = 'Comparison to NULL could be written "!%s"; found by checkpatch.' % m.group(1)
        return (text[:m.start()] + '(!%s)' % m.group(1) + text[m.end():],
                'simplify NULL comparison of %s' % m.group(1).split('>')[-1], body)

    def add_doc_comment(self, path, text, tree, protected):
        defs = list(re.finditer(r'(?<=\n\n)static int (\w+)\(([^)]*)\)\n\{', text))
        defs = [d for d in defs if d.group(1) not in protected]
        if not defs:
            return None
        d = self.rng.choice(defs)
        name = d.group(1)
        words = name.split('_')[1:] or [name]
        doc = ('/*\n * %s() - %s\n *\n * Return: 0 on success, a negative errno on failure.\n */\n'
               % (name, ' '.join(words)))
        body = 'Document the return convention of %s().' % name
        return text[:d.start()] + doc + text[d.start():], 'document %s()' % name, body

    def update_email(self, path, text, tree, protected):
        m = re.search(r'MODULE_AUTHOR\("([^"<]+?) ?<([\w.+-]+)@([\w.-]+)>"\)', text)
        if not m:
            return None
        dom = self.rng.choice([d for d in DOMAINS if d != m.group(3)])
        user = m.group(2)
        new = m.group(0).replace('%s@%s' % (user, m.group(3)), '%s@%s' % (user, dom))
        name = m.group(1).strip()
        author = (name, '%s@%s' % (user, dom), self.rng.choice(['+0100', '-0700', '+0200']))
        return text.replace(m.group(0), new, 1), 'update my email address', \
            'My old address no longer works.', author

    def drop_owner(self, path, text, tree, protected):
        bus = bus_of(text)
        if not bus:
            return None
        m = re.search(r'\n\t\t\.owner[ \t]*= THIS_MODULE,', text)
        if not m:
            return None
        body = ('The %s core sets .owner of the embedded struct device_driver,\n'
                'so the drivers do not have to.' % bus)
        return text[:m.start()] + text[m.end():], 'remove owner assignment from %s_driver' % bus, \
            body

    def maybe_unused_pm(self, path, text, tree, protected):
        bus = bus_of(text)
        if bus in (None, 'spi'):
            return None
        m = re.search(r'^static int (\w+_(?:suspend|resume))\(', text, re.M)
        if not m or m.group(1) in protected or '#ifdef CONFIG_PM' in text:
            return None
        body = ('Mark the PM callback __maybe_unused so that the build stays\n'
                'quiet when CONFIG_PM_SLEEP is disabled.')
        return (text[:m.start()] + 'static int __maybe_unused %s(' % m.group(1) + text[m.end():],
                'mark %s() as __maybe_unused' % m.group(1), body)

    def sort_includes(self, path, text, tree, protected):
        m = re.search(r'(?:^#include <linux/[\w/.-]+>\n)+', text, re.M)
        if not m:
            return None
        lines = m.group(0).splitlines()
        if lines == sorted(lines) or len(lines) < 3:
            return None
        new = '\n'.join(sorted(lines)) + '\n'
        return text[:m.start()] + new + text[m.end():], 'sort header includes', \
            'Sort the #include lines alphabetically, which makes additions easier.'

    def capitalize_comment(self, path, text, tree, protected):
        cands = list(re.finditer(r'/\* ([a-z])([a-z ]{8,60}) \*/', text))
        if not cands:
            return None
        m = self.rng.choice(cands)
        new = '/* %s%s */' % (m.group(1).upper(), m.group(2))
        return text[:m.start()] + new + text[m.end():], 'start a comment with a capital letter', \
            'Trivial comment fix.'

    def fix_typo(self, path, text, tree, protected):
        """Spelling fixes in comments, the most common patch of all."""
        for ln in text.splitlines():
            if not re.match(r'^\s*(/\*|\*|//)|.*/\*', ln):
                continue
            for bad in sorted(TYPOS):
                m = re.search(r'\b%s\b' % bad, ln)
                if m:
                    good = TYPOS[bad]
                    new = ln[:m.start()] + good + ln[m.end():]
                    return text.replace(ln, new, 1), 'fix a typo in a comment', \
                        's/%s/%s/' % (bad, good)
        return None

    def add_newline(self, path, text, tree, protected):
        """Messages printed without a trailing newline run into the next line of the log."""
        pat = re.compile(r'\b(dev_err|dev_warn|dev_info|pr_err|pr_warn|pr_info|netdev_err)'
                         r'\(([^;"]*?)"((?:[^"\\\n]|\\.)*)"(\s*[,)])')
        for m in pat.finditer(text):
            if m.group(3).endswith('\\n'):
                continue
            new = '%s(%s"%s\\n"%s' % (m.group(1), m.group(2), m.group(3), m.group(4))
            body = ('Without a newline the message is not flushed and the next one is\n'
                    'appended to it.')
            return text[:m.start()] + new + text[m.end():], \
                'add missing newline to %s() message' % m.group(1), body
        return None

    def fix_error_code(self, path, text, tree, protected):
        """An allocation failure reported as -1 (-EPERM) instead of -ENOMEM."""
        lines = text.splitlines(keepends=True)
        for i, ln in enumerate(lines):
            if ln.strip() == 'return -1;' and any('alloc' in x for x in lines[max(0, i - 4):i]):
                lines[i] = ln.replace('return -1;', 'return -ENOMEM;')
                body = ('-1 is -EPERM to the callers; an allocation failure is\n'
                        '-ENOMEM.')
                return ''.join(lines), 'return -ENOMEM when the allocation fails', body
        return None


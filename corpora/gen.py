#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Generate porter's corpus: the minikernel git history, checkouts of its tags, the out-of-tree
drivers and cases.json.

The history is the base snapshot corpora/kernel/base/ followed by the hand-written steps in
corpora/history/*.step (API changes, their driver conversions, releases), with noise commits from a
seeded PRNG (corpora/noise.py) woven between them.  Everything is deterministic: the same sources
give the same commit hashes.
"""

import argparse
import calendar
import json
import os
import random
import re
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import noise  # noqa: E402

BASE_DIR = os.path.join(HERE, 'kernel', 'base')
ADDED_DIR = os.path.join(HERE, 'kernel', 'added')
HISTORY_DIR = os.path.join(HERE, 'history')
DRIVERS_DIR = os.path.join(HERE, 'drivers')
CASES_IN = os.path.join(HERE, 'cases.in.json')

COMMITTER = ('Linus Torvalds', 'torvalds@linux-foundation.org')
NOISE_SEED = 0x5eed2013
NOISE_COMMITS = 340


class GenError(Exception):
    pass


class Step:
    """One hand-written commit: header fields, message and file operations."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.relpath(path, HERE)
        self.author = None
        self.date = None
        self.tz = '+0000'
        self.subject = None
        self.tag = None
        self.body = ''
        self.corpus_id = None
        self.ops = []       # (kind, path, payload, lineno)

    def where(self, lineno):
        return '%s:%d' % (self.name, lineno)


DATE_RE = re.compile(r'^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d) ([+-]\d{4})$')


def parse_date(text):
    """'2015-01-11 14:20:00 +0100' -> (epoch seconds, tz)."""
    m = DATE_RE.match(text)
    if not m:
        return None
    y, mo, d, h, mi, s = (int(x) for x in m.groups()[:6])
    tz = m.group(7)
    off = (int(tz[1:3]) * 3600 + int(tz[3:5]) * 60) * (1 if tz[0] == '+' else -1)
    return calendar.timegm((y, mo, d, h, mi, s)) - off, tz


def parse_step(path):
    """Parse a .step file: RFC822-like header, blank line, message, then '@@@ OP PATH' operations
    (edit, create, add, delete; 'add' takes the file from corpora/kernel/added/).  An edit holds
    '<<<<' old '====' new '>>>>' blocks, each old text matching exactly once."""
    st = Step(path)
    with open(path, encoding='utf-8') as f:
        lines = f.read().split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    i = 0
    while i < len(lines) and lines[i] != '':
        m = re.match(r'^([A-Za-z-]+): (.*)$', lines[i])
        if not m:
            raise GenError('%s: expected "Field: value" header' % st.where(i + 1))
        key, val = m.group(1), m.group(2)
        if key == 'From':
            am = re.match(r'^(.+?) <([^>]+)>$', val)
            if not am:
                raise GenError('%s: expected "From: Name <email>"' % st.where(i + 1))
            st.author = (am.group(1), am.group(2))
        elif key == 'Date':
            d = parse_date(val)
            if not d:
                raise GenError('%s: expected "Date: YYYY-MM-DD HH:MM:SS +ZZZZ"' % st.where(i + 1))
            st.date, st.tz = d
        elif key == 'Subject':
            st.subject = val
        elif key == 'Tag':
            st.tag = val
        else:
            raise GenError('%s: unknown header "%s"' % (st.where(i + 1), key))
        i += 1
    for key, val in (('From', st.author), ('Date', st.date), ('Subject', st.subject)):
        if val is None:
            raise GenError('%s: missing "%s:" header' % (st.where(1), key))
    i += 1
    body = []
    while i < len(lines) and not lines[i].startswith('@@@ '):
        body.append(lines[i])
        i += 1
    st.body = '\n'.join(body).strip('\n')
    for b in body:
        m = re.match(r'^Corpus-Id: (\S+)$', b)
        if m:
            st.corpus_id = m.group(1)
    while i < len(lines):
        m = re.match(r'^@@@ (edit|create|add|delete) (\S+)$', lines[i])
        if not m:
            raise GenError('%s: expected "@@@ edit|create|add|delete PATH"' % st.where(i + 1))
        kind, fpath, start = m.group(1), m.group(2), i + 1
        i += 1
        chunk = []
        while i < len(lines) and not lines[i].startswith('@@@ '):
            chunk.append(lines[i])
            i += 1
        if kind == 'create':
            st.ops.append((kind, fpath, '\n'.join(chunk).rstrip('\n') + '\n', start))
        elif kind == 'add':
            # The new file's text lives in corpora/kernel/added/PATH, so it reads as C.
            src = os.path.join(ADDED_DIR, fpath)
            try:
                with open(src, encoding='utf-8') as f:
                    st.ops.append(('create', fpath, f.read(), start))
            except OSError as e:
                raise GenError('%s: cannot read %s: %s' % (st.where(start), src, e.strerror))
        elif kind == 'delete':
            st.ops.append((kind, fpath, None, start))
        else:
            st.ops.append((kind, fpath, parse_blocks(st, chunk, start + 1), start))
    return st


def parse_blocks(st, chunk, first):
    blocks = []
    j = 0
    while j < len(chunk):
        if chunk[j] == '':
            j += 1
            continue
        if chunk[j] != '<<<<':
            raise GenError('%s: expected "<<<<"' % st.where(first + j))
        at = first + j
        j += 1
        old, new = [], []
        while j < len(chunk) and chunk[j] != '====':
            old.append(chunk[j])
            j += 1
        j += 1
        while j < len(chunk) and chunk[j] != '>>>>':
            new.append(chunk[j])
            j += 1
        if j >= len(chunk):
            raise GenError('%s: block without ">>>>"' % st.where(at))
        j += 1
        blocks.append(('\n'.join(old) + '\n', '\n'.join(new) + '\n' if new else '', at))
    return blocks


def apply_edit(text, blocks, where):
    """Apply search/replace blocks; each old text must occur exactly once."""
    for old, new, at in blocks:
        n = text.count(old)
        if n != 1:
            raise GenError('%s: block matches %d times (need exactly 1)' % (where(at), n))
        text = text.replace(old, new, 1)
    return text


def apply_step(tree, st):
    changed = {}
    for kind, path, payload, at in st.ops:
        if kind == 'create':
            if path in tree:
                raise GenError('%s: create of existing file %s' % (st.where(at), path))
            tree[path] = payload
        elif kind == 'delete':
            if path not in tree:
                raise GenError('%s: delete of missing file %s' % (st.where(at), path))
            del tree[path]
        else:
            if path not in tree:
                raise GenError('%s: edit of missing file %s' % (st.where(at), path))
            tree[path] = apply_edit(tree[path], payload, st.where)
        changed[path] = tree.get(path)
    return changed


def future_ok(path, text, steps):
    """True when every later hand-written edit of PATH still applies to TEXT."""
    for st in steps:
        for kind, p, payload, at in st.ops:
            if p != path:
                continue
            if kind != 'edit':
                return True
            try:
                text = apply_edit(text, payload, st.where)
            except GenError:
                return False
    return True


def future_words(path, steps):
    words = set()
    for st in steps:
        for kind, p, payload, at in st.ops:
            if p == path and kind == 'edit':
                for old, new, _ in payload:
                    words.update(re.findall(r'[A-Za-z_]\w*', old + new))
    return words


def read_tree(root):
    tree = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for fn in sorted(filenames):
            full = os.path.join(dirpath, fn)
            with open(full, encoding='utf-8') as f:
                tree[os.path.relpath(full, root)] = f.read()
    return tree


class Importer:
    """Writes a git fast-import stream for the minikernel."""

    def __init__(self):
        self.chunks = []
        self.mark = 0
        self.tags = {}
        self.commits = 0

    def data(self, text):
        raw = text.encode('utf-8')
        self.chunks.append(b'data %d\n' % len(raw))
        self.chunks.append(raw)
        self.chunks.append(b'\n')

    def commit(self, author, date, tz, message, changed):
        self.mark += 1
        self.commits += 1
        c = self.chunks
        c.append(b'commit refs/heads/master\nmark :%d\n' % self.mark)
        c.append(('author %s <%s> %d %s\n' % (author[0], author[1], date, tz)).encode())
        c.append(('committer %s <%s> %d %s\n' % (COMMITTER[0], COMMITTER[1], date, tz)).encode())
        self.data(message)
        if self.mark > 1:
            c.append(b'from :%d\n' % (self.mark - 1))
        for path in sorted(changed):
            if changed[path] is None:
                c.append(('D %s\n' % path).encode())
            else:
                c.append(('M 100644 inline %s\n' % path).encode())
                self.data(changed[path])
        c.append(b'\n')
        return self.mark

    def tag(self, name):
        if name in self.tags:
            raise GenError('tag %s given twice' % name)
        self.tags[name] = self.mark
        self.chunks.append(('reset refs/tags/%s\nfrom :%d\n\n' % (name, self.mark)).encode())

    def run(self, repo):
        env = dict(os.environ, GIT_CONFIG_NOSYSTEM='1', HOME=repo, LC_ALL='C')
        for k in list(env):
            if k.startswith('GIT_') and k != 'GIT_CONFIG_NOSYSTEM':
                del env[k]
        git = ['git', '-c', 'init.defaultBranch=master', '-c', 'core.autocrlf=false',
               '-c', 'commit.gpgsign=false', '-c', 'tag.gpgsign=false']
        subprocess.run(git + ['init', '-q', repo], check=True, env=env)
        marks = os.path.join(repo, '.git', 'corpus-marks')
        subprocess.run(git + ['-C', repo, 'fast-import', '--quiet', '--done',
                              '--export-marks=' + marks],
                       input=b''.join(self.chunks) + b'done\n', check=True, env=env)
        subprocess.run(git + ['-C', repo, 'reset', '-q', '--hard', 'master'], check=True, env=env)
        hashes = {}
        with open(marks, encoding='ascii') as f:
            for line in f:
                mark, sha = line.split()
                hashes[int(mark[1:])] = sha
        os.unlink(marks)
        return hashes


def write_tree(root, tree):
    for path, text in tree.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w', encoding='utf-8', newline='') as f:
            f.write(text)


def message(subject, body):
    return subject + '\n\n' + body + '\n' if body else subject + '\n'


def build_history(imp):
    """Replay base + steps + noise; returns {tag: tree snapshot} and the Corpus-Id table."""
    files = sorted(f for f in os.listdir(HISTORY_DIR) if f.endswith('.step'))
    steps = [parse_step(os.path.join(HISTORY_DIR, f)) for f in files]
    if not steps:
        raise GenError('%s: no .step files' % HISTORY_DIR)
    for a, b in zip(steps, steps[1:]):
        if b.date < a.date:
            raise GenError('%s: dated before %s' % (b.name, a.name))
    ids = {}
    for st in steps:
        if st.corpus_id:
            if st.corpus_id in ids:
                raise GenError('%s: Corpus-Id %s already used by %s'
                               % (st.name, st.corpus_id, ids[st.corpus_id]['step']))
            ids[st.corpus_id] = {'step': st.name, 'subject': st.subject}

    tree = read_tree(BASE_DIR)
    snapshots = {}
    rng = random.Random(NOISE_SEED)
    gaps = [max(b.date - a.date, 0) for a, b in zip(steps, steps[1:])]
    total = sum(gaps) or 1
    # Noise before step k+1 in proportion to the time between steps k and k+1; the running
    # remainder keeps the total exact.
    plan, acc, given = [], 0.0, 0
    for g in gaps:
        acc += NOISE_COMMITS * g / total
        n = int(acc) - given
        given += n
        plan.append(n)

    first = steps[0]
    if first.ops:
        apply_step(tree, first)
    imp.commit(first.author, first.date, first.tz, message(first.subject, first.body), dict(tree))
    if first.tag:
        imp.tag(first.tag)
        snapshots[first.tag] = dict(tree)
    gen = noise.Noise(rng)
    for k, st in enumerate(steps[1:]):
        prev = steps[k]
        later = steps[k + 1:]
        for j in range(plan[k]):
            date = prev.date + (st.date - prev.date) * (j + 1) // (plan[k] + 1)
            date += rng.randrange(0, 3600)
            date = min(date, st.date - 1)
            made = gen.make(tree, lambda p, t: future_ok(p, t, later),
                            lambda p: future_words(p, later))
            if not made:
                continue
            author, subject, body, changed = made
            tree.update(changed)
            imp.commit(author[:2], date, author[2], message(subject, body), changed)
        changed = apply_step(tree, st)
        mark = imp.commit(st.author, st.date, st.tz, message(st.subject, st.body), changed)
        if st.corpus_id:
            ids[st.corpus_id]['mark'] = mark
        if st.tag:
            imp.tag(st.tag)
            snapshots[st.tag] = dict(tree)
    return snapshots, ids


def build_cases(out, tags, ids):
    with open(CASES_IN, encoding='utf-8') as f:
        spec = json.load(f)
    cases = []
    for c in spec['cases']:
        name = c['name']
        for t in (c['written_for'], c['target']):
            if t not in tags:
                raise GenError('%s: case %s names unknown tag %s' % (CASES_IN, name, t))
        if not os.path.isdir(os.path.join(DRIVERS_DIR, name)):
            raise GenError('%s: case %s has no corpora/drivers/%s' % (CASES_IN, name, name))
        for e in c['expected']:
            for x in e['examples'] + e.get('chain', []):
                if x not in ids:
                    raise GenError('%s: case %s: unknown Corpus-Id %s' % (CASES_IN, name, x))
        case = {
            'name': name,
            'demo': bool(c.get('demo', False)),
            'direction': c['direction'],
            'driver': os.path.join(out, 'drivers', name),
            'written_for': c['written_for'],
            'target': c['target'],
            'kernel': os.path.join(out, 'trees', c['target']),
            'kernel_written_for': os.path.join(out, 'trees', c['written_for']),
            'build': c.get('build', spec['build']),
            'expected': c['expected'],
        }
        cases.append(case)
    return {'minikernel': os.path.join(out, 'minikernel'), 'build': spec['build'],
            'tags': sorted(tags, key=tag_key), 'corpus_ids': ids, 'cases': cases}


def tag_key(t):
    return tuple(int(x) for x in t[1:].split('.'))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--out', required=True, help='output directory (recreated)')
    args = ap.parse_args(argv)
    out = os.path.abspath(args.out)
    tmp = out + '.tmp'
    try:
        shutil.rmtree(tmp, ignore_errors=True)
        os.makedirs(tmp)
        imp = Importer()
        snapshots, ids = build_history(imp)
        hashes = imp.run(os.path.join(tmp, 'minikernel'))
        for v in ids.values():
            v['commit'] = hashes[v.pop('mark')]
        for tag, tree in snapshots.items():
            write_tree(os.path.join(tmp, 'trees', tag), tree)
        shutil.copytree(DRIVERS_DIR, os.path.join(tmp, 'drivers'))
        manifest = build_cases(out, snapshots, ids)
        with open(os.path.join(tmp, 'cases.json'), 'w', encoding='utf-8') as f:
            json.dump(manifest, f, indent=1, sort_keys=False)
            f.write('\n')
    except GenError as e:
        print('gen.py: error: %s' % e, file=sys.stderr)
        shutil.rmtree(tmp, ignore_errors=True)
        return 2
    except (OSError, subprocess.CalledProcessError) as e:
        print('gen.py: error: %s' % e, file=sys.stderr)
        shutil.rmtree(tmp, ignore_errors=True)
        return 3
    old = out + '.old'
    shutil.rmtree(old, ignore_errors=True)
    if os.path.exists(out):
        os.rename(out, old)
    os.rename(tmp, out)
    shutil.rmtree(old, ignore_errors=True)
    print('gen.py: %d commits, %d tags, %d cases in %s'
          % (imp.commits, len(snapshots), len(manifest['cases']), out))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

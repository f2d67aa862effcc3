#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Checks the generated corpus against real tools: builds every case with GCC and checks the
history of the minikernel with git.  Used by the tNNNN scripts of this folder.

  corpus-check.py cases CASES.JSON     build each case for its two trees, compare root issues
  corpus-check.py history CASES.JSON   API changes, Corpus-Ids, noise, every tag compiles

The root-issue rules below are a small, independent reading of GCC 12's messages (not the
reducer's): they exist so that the expected lists in cases.json are checked against what GCC
really says, one entry per root cause.
"""

import json
import os
import re
import subprocess
import sys
import time

MAX_BUILD_SECONDS = 0.5


def fail(msg):
    print('corpus-check: error: %s' % msg, file=sys.stderr)
    sys.exit(1)


def build(cmd_tmpl, kernel, src):
    cmd = cmd_tmpl.replace('{kernel}', kernel).replace('{src}', src)
    env = dict(os.environ, LC_ALL='C')
    t0 = time.monotonic()
    p = subprocess.run(cmd, shell=True, cwd=src, env=env, capture_output=True, text=True)
    return p.returncode, p.stderr, time.monotonic() - t0


DIAG = re.compile(r'^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<col>\d+): '
                  r'(?P<sev>error|warning|note|fatal error): (?P<msg>.*)$')


def diagnostics(log):
    out = []
    for ln in log.splitlines():
        m = DIAG.match(ln)
        if m:
            d = m.groupdict()
            d['line'] = int(d['line'])
            out.append(d)
    return out


def source_line(src, d):
    path = d['file'] if os.path.isabs(d['file']) else os.path.join(src, d['file'])
    try:
        with open(path, encoding='utf-8') as f:
            return f.read().splitlines()[d['line'] - 1]
    except (OSError, IndexError):
        return ''


def var_type(src, var):
    """The struct type a driver declares VAR with, from its sources."""
    pat = re.compile(r'\b(struct \w+)\s+\**\s*%s\b' % re.escape(var))
    for fn in sorted(os.listdir(src)):
        if fn.endswith(('.c', '.h')):
            with open(os.path.join(src, fn), encoding='utf-8') as f:
                m = pat.search(f.read())
            if m:
                return m.group(1)
    return None


def member_type(src, var, member):
    """Type of VAR.MEMBER or VAR->MEMBER when MEMBER is a struct-typed field."""
    base = var_type(src, var)
    if not base:
        return None
    name = base.split()[1]
    pat = re.compile(r'struct %s \{(.*?)\n\};' % re.escape(name), re.S)
    for fn in sorted(os.listdir(src)):
        if fn.endswith(('.c', '.h')):
            with open(os.path.join(src, fn), encoding='utf-8') as f:
                m = pat.search(f.read())
            if m:
                fm = re.search(r'(struct \w+)\s+%s;' % re.escape(member), m.group(1))
                return fm.group(1) if fm else None
    return None


def root_issues(log, src):
    """GCC 12 errors -> {(kind, symbol, container)}, dropping the ones another error explains."""
    diags = diagnostics(log)
    errors = [d for d in diags if d['sev'] in ('error', 'fatal error')]
    issues = set()
    unknown_types = set()
    # Lines where an initializer names a field the struct lacks: the type error GCC reports
    # next, for the following field, is a cascade of it.
    bad_field_lines = set()
    macro_lines = set()
    call_lines = {}

    for d in errors:
        m = re.match(r"storage size of '(\w+)' isn't known|variable '(\w+)' has initializer "
                     r"but incomplete type|field '(\w+)' has incomplete type", d['msg'])
        if m:
            var = next(g for g in m.groups() if g)
            t = var_type(src, var)
            if t:
                unknown_types.add(t)
                issues.add(('unknown-type', t, None))
        m = re.match(r"unknown type name '(\w+)'", d['msg'])
        if m:
            issues.add(('unknown-type', m.group(1), None))

    for d in errors:
        msg = d['msg']
        key = (d['file'], d['line'])
        m = re.match(r"'(?:const )?(struct \w+)' has no member named '(\w+)'", msg)
        if m:
            cont, field = m.group(1), m.group(2)
            if cont in unknown_types:
                continue
            bad_field_lines.add(key)
            text = source_line(src, d)
            if re.match(r'^\s*\.%s\s*=' % re.escape(field), text):
                issues.add(('unknown-field', field, cont))
            else:
                issues.add(('no-member', field, cont))
            continue
        m = re.match(r"implicit declaration of function '(\w+)'", msg)
        if m:
            issues.add(('undefined-function', m.group(1), None))
            call_lines.setdefault(key, set()).add(m.group(1))
            continue
        m = re.match(r'macro "(\w+)" passed \d+ arguments, but takes just \d+', msg)
        if m:
            issues.add(('too-many-args', m.group(1), None))
            macro_lines.add(key)
            continue
        m = re.match(r'macro "(\w+)" requires \d+ arguments, but only \d+ given', msg)
        if m:
            issues.add(('too-few-args', m.group(1), None))
            macro_lines.add(key)
            continue
        m = re.match(r"too (many|few) arguments to function '(\w+)'", msg)
        if m:
            issues.add(('too-%s-args' % m.group(1), m.group(2), None))
            call_lines.setdefault(key, set()).add(m.group(2))
    for d in errors:
        msg = d['msg']
        key = (d['file'], d['line'])
        m = re.match(r"'(\w+)' undeclared", msg)
        if m:
            # A failed macro leaves its name behind as an identifier, and the arguments of an
            # undeclared function-like macro (from_timer's field name) are not identifiers.
            if key in macro_lines or key in call_lines:
                continue
            issues.add(('undefined-identifier', m.group(1), None))
            continue
        m = re.match(r"passing argument \d+ of '(\w+)' from incompatible pointer type", msg)
        if m:
            fn = m.group(1)
            # A wrong argument count is the root; the type of a shifted argument follows.
            if ('too-many-args', fn, None) in issues or ('too-few-args', fn, None) in issues:
                continue
            # Passing a type the target does not have is that type's issue.
            note = diags[diags.index(d) + 1] if diags.index(d) + 1 < len(diags) else None
            if note and note['sev'] == 'note':
                nm = re.search(r"argument is of type '(?:const )?(struct \w+) \*'", note['msg'])
                if nm and nm.group(1) in unknown_types:
                    continue
            issues.add(('incompatible-arg', fn, None))
            continue
        if re.match(r'initialization of .* from incompatible pointer type', msg):
            if key in bad_field_lines:
                continue
            note = diags[diags.index(d) + 1] if diags.index(d) + 1 < len(diags) else None
            nm = note and re.match(r"\(near initialization for '(\w+)\.(?:<anonymous>\.)?(\w+)'\)",
                                   note['msg'])
            if nm:
                issues.add(('incompatible-init', nm.group(2), var_type(src, nm.group(1))))
            continue
        if re.match(r'assignment to .* from incompatible pointer type', msg):
            text = source_line(src, d)
            am = re.search(r'(\w+)(?:\.|->)(\w+)(?:\.|->)(\w+)\s*=', text)
            if am:
                issues.add(('incompatible-assign', am.group(3),
                            member_type(src, am.group(1), am.group(2))))
                continue
            am = re.search(r'(\w+)(?:\.|->)(\w+)\s*=', text)
            if am:
                issues.add(('incompatible-assign', am.group(2), var_type(src, am.group(1))))
            continue
    return issues


def check_cases(manifest):
    with open(manifest, encoding='utf-8') as f:
        m = json.load(f)
    bad = 0
    for c in m['cases']:
        name, src = c['name'], c['driver']
        rc, log, secs = build(c['build'], c['kernel_written_for'], src)
        errs = [d for d in diagnostics(log) if d['sev'] != 'note']
        if rc != 0 or errs:
            print('FAIL %s: not clean against %s (%s):\n%s' % (name, c['written_for'],
                  c['kernel_written_for'], log))
            bad += 1
            continue
        if secs > MAX_BUILD_SECONDS:
            print('FAIL %s: build for %s took %.2f s' % (name, c['written_for'], secs))
            bad += 1
        rc, log, secs = build(c['build'], c['kernel'], src)
        if rc == 0:
            print('FAIL %s: builds against its target %s' % (name, c['target']))
            bad += 1
            continue
        if secs > MAX_BUILD_SECONDS:
            print('FAIL %s: build for %s took %.2f s' % (name, c['target'], secs))
            bad += 1
        # What GCC points at: its error and note texts and the source lines of the errors.
        diags = diagnostics(log)
        evidence = ' '.join(d['msg'] for d in diags) + ' ' + \
            ' '.join(source_line(src, d) for d in diags if d['sev'] == 'error')
        want = set()
        for e in c['expected']:
            sym = e['symbol'].split()[-1]
            if not re.search(r'\b%s\b' % re.escape(sym), evidence):
                print('FAIL %s: GCC errors do not name %s' % (name, sym))
                bad += 1
            want.add((e['kind'], e['symbol'], e.get('container')))
            if not e['examples']:
                print('FAIL %s: no example commits for %s' % (name, e['symbol']))
                bad += 1
        got = root_issues(log, src)
        if got != want:
            print('FAIL %s: root issues differ\n  expected only: %s\n  gcc only:      %s'
                  % (name, sorted(want - got, key=str), sorted(got - want, key=str)))
            bad += 1
        else:
            print('ok %s (%s -> %s): %d root issue(s)' % (name, c['written_for'], c['target'],
                                                       len(want)))
    return bad


def git(repo, *args):
    return subprocess.run(['git', '-C', repo] + list(args), capture_output=True, text=True,
                          check=True).stdout


def check_history(manifest):
    with open(manifest, encoding='utf-8') as f:
        m = json.load(f)
    repo = m['minikernel']
    bad = 0
    n = int(git(repo, 'rev-list', '--count', 'HEAD'))
    if n < 400:
        print('FAIL: %d commits, want >= 400' % n)
        bad += 1
    log = git(repo, 'log', '--format=%H%x00%an%x00%(trailers:key=Corpus-Id,valueonly)%x01')
    by_id = {}
    authors = {}
    for rec in log.split('\x01'):
        rec = rec.strip('\n')
        if not rec:
            continue
        h, an, cid = rec.split('\x00')
        cid = cid.strip()
        if cid:
            by_id[cid] = h
            authors[cid] = an
    for cid, info in m['corpus_ids'].items():
        if by_id.get(cid) != info['commit']:
            print('FAIL: Corpus-Id %s: manifest says %s, git says %s'
                  % (cid, info['commit'], by_id.get(cid)))
            bad += 1
    changes = {}
    for cid in by_id:
        if cid.endswith(('-header', '-remove')):
            continue
        changes.setdefault(cid.rsplit('-', 1)[0], []).append(cid)
    # API change -> its header commit(s), which must touch include/
    heads = {'spi-pm-ops': ['spi-pm-ops-header'],
             'timer-setup': ['timer-setup-header', 'timer-setup-remove'],
             'gettimeofday': ['time64-header', 'gettimeofday-remove'],
             'access-ok': ['access-ok-header'],
             'ioremap-nocache': ['ioremap-nocache-remove'],
             'proc-ops': ['proc-ops-header'],
             'napi-weight': ['napi-weight-header'],
             'class-create': ['class-create-header'],
             'i2c-probe-new': ['i2c-probe-new-header'],
             'i2c-probe': ['i2c-probe-header', 'i2c-probe-new-remove'],
             'strscpy': ['strscpy-header', 'strlcpy-remove']}
    for change, hdrs in sorted(heads.items()):
        conv = changes.get(change, [])
        if len(conv) < 2:
            print('FAIL: %s has %d conversion commits' % (change, len(conv)))
            bad += 1
        if len({authors[c] for c in conv}) < 2:
            print('FAIL: %s conversions all by one author' % change)
            bad += 1
        for h in hdrs:
            if h not in by_id:
                print('FAIL: %s: no header commit %s' % (change, h))
                bad += 1
                continue
            files = git(repo, 'show', '--format=', '--name-only', by_id[h]).split()
            if not any(f.startswith('include/') for f in files):
                print('FAIL: %s does not touch include/' % h)
                bad += 1
        for c in conv:
            files = git(repo, 'show', '--format=', '--name-only', by_id[c]).split()
            if not any(f.startswith('drivers/') for f in files):
                print('FAIL: conversion %s does not touch drivers/' % c)
                bad += 1
        print('ok %s: %d conversions, headers %s' % (change, len(conv), ' '.join(hdrs)))

    # Noise: commits without a Corpus-Id that change .suspend/.resume/.probe lines of
    # platform, i2c or usb drivers (the distractors of a word search).
    noise = 0
    out = git(repo, 'log', '-G', r'\.(suspend|resume|probe)[[:space:]]*=', '--format=%H',
              '--', 'drivers')
    ids = set(by_id.values())
    for h in out.split():
        if h in ids:
            continue
        for f in git(repo, 'show', '--format=', '--name-only', h).split():
            text = git(repo, 'show', '%s:%s' % (h, f)) if f.endswith('.c') else ''
            if re.search(r'struct (platform|i2c|usb)_driver ', text):
                noise += 1
                break
    if noise < 5:
        print('FAIL: only %d noise commits touch .suspend/.resume/.probe of other structs' % noise)
        bad += 1
    else:
        print('ok %d noise commits touch .suspend/.resume/.probe of platform/i2c/usb drivers'
              % noise)

    # Every in-tree driver compiles cleanly at every tag with the case build command.
    trees = os.path.join(os.path.dirname(repo), 'trees')
    for tag in m['tags']:
        kdir = os.path.join(trees, tag)
        srcs = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(kdir, 'drivers'))
                      for f in fs if f.endswith('.c'))
        cmd = m['build'].replace('{src}/*.c', ' '.join(srcs)).replace('{kernel}', kdir)
        p = subprocess.run(cmd, shell=True, cwd=kdir, capture_output=True, text=True,
                           env=dict(os.environ, LC_ALL='C'))
        if p.returncode or p.stderr.strip():
            print('FAIL: in-tree drivers do not compile cleanly at %s:\n%s' % (tag, p.stderr))
            bad += 1
        else:
            print('ok %s: %d in-tree drivers compile cleanly' % (tag, len(srcs)))
    return bad


def main(argv):
    if len(argv) != 2 or argv[0] not in ('cases', 'history'):
        print('usage: corpus-check.py cases|history CASES.JSON', file=sys.stderr)
        return 2
    if not os.path.isfile(argv[1]):
        fail('cannot read %s' % argv[1])
    bad = check_cases(argv[1]) if argv[0] == 'cases' else check_history(argv[1])
    if bad:
        print('%d failure(s)' % bad)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))

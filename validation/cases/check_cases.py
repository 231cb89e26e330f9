#!/usr/bin/env python3
"""Self-check of the validation corpus (not the p4a runner).

For every case (NAME.c, or directory NAME/ with .c files) this script:
  * builds it with -O1 -Wall -Wextra -fsanitize=undefined,address and runs it
    (warnings and sanitizer reports are shown, a sanitizer report fails the case);
  * builds it with -O0, -O1, -O2 -ffp-contract=off and -O2 -march=native (FMA contraction
    allowed) and runs each, with the case's args/stdin;
  * checks the exit status: 0, or N when the description says "exits with status N";
  * compares the outputs of all builds to the -O1 one (exactly, or with the case's
    relative tolerance on numeric tokens) and reports the -O0 run time.
Usage: check_cases.py [CASE ...]   (default: every case of this folder)
"""
import os, re, subprocess, sys, tempfile, time, tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
NUM = re.compile(r'^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$|^[-+]?(inf|nan)$')


def cases():
    out = []
    for e in sorted(os.listdir(HERE)):
        p = os.path.join(HERE, e)
        if e.endswith('.c') and os.path.isfile(p):
            out.append(e[:-2])
        elif os.path.isdir(p) and any(f.endswith('.c') for f in os.listdir(p)):
            out.append(e)
    return out


def load(name):
    d = os.path.join(HERE, name)
    if os.path.isdir(d):
        srcs = sorted(os.path.join(d, f) for f in os.listdir(d) if f.endswith('.c'))
        tp = os.path.join(d, 'case.toml')
        base = d
    else:
        srcs = [d + '.c']
        tp = d + '.toml'
        base = HERE
    opts = {}
    if os.path.exists(tp):
        with open(tp, 'rb') as f:
            opts = tomllib.load(f)
    return srcs, opts, base


def same(a, b, tol):
    if a == b:
        return True
    if tol is None:
        return False
    ta, tb = a.split(), b.split()
    if len(ta) != len(tb):
        return False
    for x, y in zip(ta, tb):
        if x == y:
            continue
        if not (NUM.match(x) and NUM.match(y)):
            return False
        fx, fy = float(x), float(y)
        if abs(fx - fy) > tol * max(abs(fx), abs(fy)):
            return False
    return True


def run(exe, opts, base):
    stdin = None
    if 'stdin' in opts:
        stdin = open(os.path.join(base, opts['stdin']), 'rb')
    t = time.time()
    env = dict(os.environ, ASAN_OPTIONS='detect_leaks=1', UBSAN_OPTIONS='print_stacktrace=1')
    p = subprocess.run([exe] + opts.get('args', []), stdin=stdin, capture_output=True, env=env, timeout=20)
    return p.returncode, p.stdout.decode('latin-1'), p.stderr.decode('latin-1'), time.time() - t


BUILDS = [('O1', ['-O1']), ('O0', ['-O0']), ('O2nc', ['-O2', '-ffp-contract=off']),
          ('O2nat', ['-O2', '-march=native'])]


def check(name, tmp):
    srcs, opts, base = load(name)
    cflags, libs = opts.get('cflags', []), opts.get('libs', [])
    m = re.search(r'exits with status (\d+)', opts.get('description', ''))
    want = int(m.group(1)) if m else 0
    tol = opts.get('tolerance')
    problems, notes = [], []
    if 'description' not in opts:
        problems.append('no description')
    # sanitizer build
    exe = os.path.join(tmp, name + '.san')
    p = subprocess.run(['gcc', '-std=gnu11', '-O1', '-g', '-Wall', '-Wextra', '-fsanitize=undefined,address',
                        '-fno-sanitize-recover=all'] + cflags + srcs + ['-o', exe] + libs, capture_output=True, text=True)
    if p.returncode:
        return ['sanitizer build failed:\n' + p.stderr], notes
    if p.stderr.strip():
        notes.append('warnings:\n' + p.stderr.strip())
        serious = re.findall(r'\[-W(implicit-function-declaration|implicit-int|uninitialized|maybe-uninitialized|'
                             r'array-bounds|format|format-extra-args|return-type|int-conversion|'
                             r'incompatible-pointer-types|stringop-overflow|div-by-zero|shift-count-overflow|'
                             r'aggressive-loop-optimizations)\]', p.stderr)
        if serious:
            problems.append('serious warnings: ' + ', '.join(sorted(set(serious))))
    rc, so, se, _ = run(exe, opts, base)
    if rc != want or 'runtime error' in se or 'Sanitizer' in se:
        problems.append('sanitizer run: status %d\n%s' % (rc, se[-2000:]))
    ref = None
    for tag, fl in BUILDS:
        exe = os.path.join(tmp, name + '.' + tag)
        p = subprocess.run(['gcc', '-std=gnu11'] + fl + cflags + srcs + ['-o', exe] + libs, capture_output=True, text=True)
        if p.returncode:
            problems.append(tag + ' build failed:\n' + p.stderr)
            continue
        rc, so, se, dt = run(exe, opts, base)
        if rc != want:
            problems.append('%s: exit status %d, expected %d' % (tag, rc, want))
        if tag == 'O1':
            ref = so
            if not so.strip():
                problems.append('no output')
        elif tag == 'O2nat':
            if not same(ref, so, tol):
                notes.append('output differs with -march=native (FMA contraction)')
        elif not same(ref, so, tol):
            problems.append('%s output differs from O1' % tag)
        if tag == 'O0':
            notes.append('O0 time %.3fs' % dt)
            if dt > 0.5:
                problems.append('too slow at -O0: %.2fs' % dt)
    return problems, notes


def main():
    names = sys.argv[1:] or cases()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for n in names:
            pr, no = check(n, tmp)
            status = 'FAIL' if pr else 'ok'
            bad += bool(pr)
            print('%-28s %s  %s' % (n, status, '; '.join(x for x in no if '\n' not in x)))
            for x in pr + [x for x in no if '\n' in x]:
                print('    ' + x.replace('\n', '\n    '))
    print('%d cases, %d passed, %d failed' % (len(names), len(names) - bad, bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())

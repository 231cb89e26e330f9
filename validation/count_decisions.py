#!/usr/bin/env python3
"""Counts the loop decisions of one or two p4a binaries over a corpus, and lists the loops
whose decision differs: `python3 validation/count_decisions.py OLD_P4A NEW_P4A [CORPUS]`
(with one binary, only its counts). Cases limited to `modes = ["simple"]` are left out;
-D/-I flags of a case's `cflags` are passed to p4a."""
import glob, json, os, re, subprocess, sys, tempfile


def cases(root):
    for name in sorted(os.listdir(root)):
        path = os.path.join(root, name)
        if name.endswith(".c"):
            yield name, [path], root, path[:-2] + ".toml"
        elif os.path.isdir(path) and glob.glob(path + "/*.c"):
            yield name, sorted(glob.glob(path + "/*.c")), path, path + "/case.toml"


def decisions(p4a, root):
    res, failed = {}, 0
    for name, files, cwd, toml in cases(root):
        flags = []
        if os.path.exists(toml):
            text = open(toml).read()
            if re.search(r'modes\s*=\s*\["simple"\]', text):
                continue
            m = re.search(r"cflags\s*=\s*\[(.*?)\]", text)
            if m:
                flags = [x.strip().strip('"') for x in m.group(1).split(",")
                         if x.strip()[1:3] in ("-D", "-I")]
        with tempfile.TemporaryDirectory() as out:
            r = subprocess.run([p4a, "--report=json", "--output-dir", out] + flags
                               + [os.path.basename(f) for f in files],
                               cwd=cwd, capture_output=True, text=True)
        if r.returncode:
            failed += 1
            continue
        for loop in json.loads(r.stdout)["loops"]:
            key = (name, loop["file"], loop["line"], loop["column"], loop["depth"])
            reason = (loop["reasons"] or [{}])[0].get("message", "")
            res.setdefault(key, (loop["decision"], reason))
    return res, failed


def counts(res):
    c = {}
    for d, _ in res.values():
        c[d] = c.get(d, 0) + 1
    return dict(sorted(c.items()))


def main():
    args = sys.argv[1:]
    root = "validation/cases"
    if len(args) >= 2 and os.path.isdir(args[-1]):
        root = args.pop()
    if not args or len(args) > 2:
        sys.exit(__doc__)
    args = [os.path.abspath(p) if os.sep in p else p for p in args]
    runs = [decisions(p, root) for p in args]
    for p, (res, failed) in zip(args, runs):
        print(f"{p}: {counts(res)} (p4a failed on {failed} cases)")
    if len(runs) == 2:
        (a, _), (b, _) = runs
        for key in sorted(set(a) | set(b)):
            x, y = a.get(key, ("?", "")), b.get(key, ("?", ""))
            if x[0] != y[0]:
                print(f"{key[1]}:{key[2]}: {x[0]} -> {y[0]}  {y[1][:100]}")


if __name__ == "__main__":
    main()

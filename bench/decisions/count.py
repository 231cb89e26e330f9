#!/usr/bin/env python3
"""Counts the loops p4a makes parallel (openmp) and the kernels it makes (opencl) over
the validation corpus, for one or two p4a binaries side by side.

    python3 bench/decisions/count.py [--before OLD_P4A] [--p4a NEW_P4A] [validation/cases]

Each case is translated with its own -D/-I/-U flags and p4a_flags (from NAME.toml) in a
temporary folder; nothing is built or run. Prints one line per case whose counts differ,
then the totals.
"""
import argparse, json, os, shutil, subprocess, sys, tempfile, tomllib
from pathlib import Path


def cases(root):
    for entry in sorted(Path(root).iterdir()):
        if entry.name.startswith("."):
            continue
        if entry.suffix == ".c":
            opts = entry.with_suffix(".toml")
            yield entry.stem, [entry], opts if opts.exists() else None
        elif entry.is_dir() and any(entry.glob("*.c")):
            opts = entry / "case.toml"
            yield entry.name, sorted(entry.glob("*.c")), opts if opts.exists() else None


def counts(p4a, name, files, opts, mode):
    options = tomllib.loads(opts.read_text()) if opts else {}
    if "modes" in options and mode not in options["modes"]:
        return None
    flags = [f for f in options.get("cflags", []) if f[:2] in ("-D", "-I", "-U")]
    flags += options.get("p4a_flags", [])
    with tempfile.TemporaryDirectory() as out:
        cmd = [p4a, f"--{mode}", "--report=json", "--output-dir", out, *flags,
               *[str(f.resolve()) for f in files]]
        run = subprocess.run(cmd, capture_output=True, text=True, cwd=files[0].resolve().parent)
        if run.returncode != 0:
            return None
        try:
            loops = json.loads(run.stdout)["loops"]
        except (ValueError, KeyError):
            return None
    if mode == "openmp":
        return sum(1 for l in loops if l["decision"] == "parallel")
    return sum(1 for l in loops if l.get("kernel"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--before")
    ap.add_argument("--p4a", default=str(Path(__file__).resolve().parents[2] / "target/release/p4a"))
    ap.add_argument("corpus", nargs="?", default="validation/cases")
    args = ap.parse_args()
    binaries = [("before", args.before)] if args.before else []
    binaries.append(("after", args.p4a))
    totals = {(b, m): 0 for b, _ in binaries for m in ("openmp", "opencl")}
    for name, files, opts in cases(args.corpus):
        row = {}
        for label, p4a in binaries:
            for mode in ("openmp", "opencl"):
                n = counts(p4a, name, files, opts, mode)
                row[(label, mode)] = n
                totals[(label, mode)] += n or 0
        if len(binaries) == 2 and any(row[("before", m)] != row[("after", m)] for m in ("openmp", "opencl")):
            print(f"{name:40} parallel {row[('before','openmp')]} -> {row[('after','openmp')]}"
                  f"   kernels {row[('before','opencl')]} -> {row[('after','opencl')]}")
    for label, _ in binaries:
        print(f"{label}: {totals[(label, 'openmp')]} parallel loops (openmp), "
              f"{totals[(label, 'opencl')]} kernels (opencl)")


if __name__ == "__main__":
    main()

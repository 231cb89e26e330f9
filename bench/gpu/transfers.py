#!/usr/bin/env python3
"""Transfer benchmark: for each corpus case with a [transfers] table (the kdm_
cases are our versions of the thesis's Table 7.2 programs and time loops across functions;
others are shapes of outside code), build it four ways and print, side by side in one run:

- copies (host-to-device + device-to-host) and megabytes moved by p4a --opencl with
  --no-com-optimization (per kernel) and with the transfers placed over the program,
- the count a careful human would write (the case's `hand`, when given),
- the best wall time of gcc -O3, p4a --openmp (2 threads), and both OpenCL builds (PoCL).

Every output must match the sequential one (numbers to a relative 1e-9, or the case's
tolerance when larger). Directory cases (several files and a case.toml) are built from all
their .c files. The last lines count the cases at or below their hand count.

    cargo build --release --workspace
    python3 bench/gpu/transfers.py [--runs 3] [CASE...]
"""

import argparse
import json
import os
import re
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
from common import best_time, numbers_match, run  # noqa: E402
CASES = ROOT / "validation" / "cases"
P4A = ROOT / "target" / "release" / "p4a"
INCLUDE = ROOT / "runtime" / "include"


def sources(case: Path):
    """The C files of a case: the file itself, or every .c file of a directory case."""
    return sorted(case.glob("*.c")) if case.is_dir() else [case]


def build(case: Path, opts: dict, tmp: Path):
    name = case.stem
    srcs = [str(c) for c in sources(case)]
    libs = opts.get("libs", [])
    flags = opts.get("p4a_flags", [])
    inc = [f"-I{case}"] if case.is_dir() else []
    seq = tmp / f"{name}.seq"
    run(["gcc", "-O3", "-w", *inc, *srcs, "-o", str(seq), *libs])
    builds = {"seq": (seq, {})}
    omp_dir = tmp / "omp"
    omp_dir.mkdir(exist_ok=True)
    omp = tmp / f"{name}.omp"
    run([str(P4A), "--openmp", *flags, "--output-dir", str(omp_dir), *srcs, "-o", str(omp), *libs])
    builds["openmp"] = (omp, {"OMP_NUM_THREADS": "2"})
    for variant, extra in (("naive", ["--no-com-optimization"]), ("opt", [])):
        d = tmp / variant
        d.mkdir(exist_ok=True)
        exe = tmp / f"{name}.{variant}"
        run([str(P4A), "--opencl", *flags, *extra, "--output-dir", str(d), *srcs, "-o", str(exe), *libs])
        builds[variant] = (exe, {"P4A_BACKEND": "opencl"})
    return builds


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("cases", nargs="*")
    args = ap.parse_args()
    if not P4A.exists():
        sys.exit("build p4a first: cargo build --release --workspace")
    cases = sorted(
        [c for c in CASES.glob("*.c")] + [d for d in CASES.iterdir() if (d / "case.toml").is_file()],
        key=lambda c: c.stem,
    )
    if args.cases:
        cases = [c for c in cases if c.stem in args.cases]
    rows = []
    for case in cases:
        toml = case / "case.toml" if case.is_dir() else case.with_suffix(".toml")
        if not toml.exists():
            continue
        opts = tomllib.loads(toml.read_text())
        t = opts.get("transfers")
        if t is None:
            continue
        with tempfile.TemporaryDirectory(prefix="p4a-bench-") as tmpname:
            tmp = Path(tmpname)
            builds = build(case, opts, tmp)
            times, stats = {}, {}
            ref = None
            for variant, (exe, extra) in builds.items():
                env = dict(os.environ, **extra)
                if variant in ("naive", "opt"):
                    env["P4A_STATS"] = str(tmp / f"{variant}.json")
                times[variant], out = best_time(exe, args.runs, env)
                if ref is None:
                    ref = out
                elif not numbers_match(ref, out, max(1e-9, opts.get("tolerance", 1e-9))):
                    sys.exit(f"{case.stem}: {variant} output differs from gcc -O3's")
                if variant in ("naive", "opt"):
                    path = tmp / f"{variant}.json"
                    # No statistics: the runtime never started (no kernel ran).
                    zero = {"count": 0, "bytes": 0}
                    stats[variant] = json.loads(path.read_text()) if path.exists() else {"h2d": zero, "d2h": zero}
        def copies(s):
            return s["h2d"]["count"] + s["d2h"]["count"], (s["h2d"]["bytes"] + s["d2h"]["bytes"]) / 1e6
        (nc, nmb), (oc, omb) = copies(stats["naive"]), copies(stats["opt"])
        hand = t.get("hand", "")
        if hand:
            try:
                hand = str(int(eval(re.sub(r"[A-Za-z_]\w*", lambda m: str(t.get("vars", {})[m.group(0)]), hand))))
            except Exception:
                pass
        rows.append((case.stem, nc, nmb, oc, omb, hand, times))
    print("| program | per-kernel copies (MB) | placed copies (MB) | hand | seq s | openmp s | opencl per-kernel s | opencl placed s | placed x per-kernel |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, nc, nmb, oc, omb, hand, tm in rows:
        print(
            f"| {name} | {nc} ({nmb:.2f}) | {oc} ({omb:.2f}) | {hand} | {tm['seq']:.3f} | {tm['openmp']:.3f} "
            f"| {tm['naive']:.3f} | {tm['opt']:.3f} | {tm['naive'] / tm['opt']:.2f} |"
        )
    total_n = sum(r[1] for r in rows)
    total_o = sum(r[3] for r in rows)
    print(f"\n{len(rows)} programs: {total_n} copies per kernel, {total_o} placed")
    def number(h):
        try:
            return int(float(h))
        except (TypeError, ValueError):
            return None

    counted = [(name, oc, number(hand)) for name, _, _, oc, _, hand, _ in rows if number(hand) is not None]
    at = [r for r in counted if r[1] <= r[2]]
    print(f"{len(at)} of {len(counted)} programs with a hand count at or below it")
    for name, oc, hand in counted:
        if oc > hand:
            print(f"  above: {name}: {oc} placed, hand {hand}")


if __name__ == "__main__":
    main()

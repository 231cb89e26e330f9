#!/usr/bin/env python3
"""Restructuring benchmark (fusion, scalarization, unrolling): each program of this folder
is built with gcc -O3 (sequential), with p4a --openmp and p4a --opencl with the
transformations off (--no-fusion --no-scalarization --no-unroll) and on (the default),
and run; one table, measured side by side in one run:

- parallel regions (loops given a directive, from --report=json), off / on,
- kernel launches and megabytes moved host<->device (P4A_STATS on PoCL), off / on,
- best wall time of each build, and the speed-up of "on" over "off" per target.

Every output must match the sequential one (numbers to a relative 1e-6).

    cargo build --release --workspace
    python3 bench/restructure/run.py [--runs 3] [PROGRAM...]
"""

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
P4A = ROOT / "target" / "release" / "p4a"
sys.path.insert(0, str(ROOT / "bench"))
from common import best_time, numbers_match, run  # noqa: E402

OFF = ["--no-fusion", "--no-scalarization", "--no-unroll"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("programs", nargs="*")
    args = ap.parse_args()
    if not P4A.exists():
        sys.exit("build p4a first: cargo build --release --workspace")
    progs = sorted(HERE.glob("*.c"))
    if args.programs:
        progs = [p for p in progs if p.stem in args.programs]
    rows = []
    for prog in progs:
        name = prog.stem
        with tempfile.TemporaryDirectory(prefix="p4a-restructure-") as tmpname:
            tmp = Path(tmpname)
            seq = tmp / "seq"
            run(["gcc", "-O3", "-w", str(prog), "-o", str(seq), "-lm"])
            builds = {"seq": (seq, {})}
            regions = {}
            for variant, extra in (("off", OFF), ("on", [])):
                d = tmp / f"omp-{variant}"
                d.mkdir()
                rep = run([str(P4A), "--openmp", *extra, "--report=json", "--output-dir", str(d), str(prog)])
                regions[variant] = sum(1 for l in json.loads(rep.stdout)["loops"] if l["decision"] == "parallel")
                exe = tmp / f"omp-{variant}.exe"
                run(["gcc", "-O3", "-w", "-fopenmp", str(d / f"{name}.p4a.c"), "-o", str(exe), "-lm"])
                builds[f"omp-{variant}"] = (exe, {"OMP_NUM_THREADS": "2"})
                d = tmp / f"ocl-{variant}"
                d.mkdir()
                exe = tmp / f"ocl-{variant}.exe"
                run([str(P4A), "--opencl", *extra, "--output-dir", str(d), str(prog), "-o", str(exe), "-lm"])
                builds[f"ocl-{variant}"] = (exe, {"P4A_BACKEND": "opencl"})
            times, stats, ref = {}, {}, None
            for variant, (exe, extra) in builds.items():
                env = dict(os.environ, **extra)
                if variant.startswith("ocl"):
                    env["P4A_STATS"] = str(tmp / f"{variant}.json")
                times[variant], out = best_time(exe, args.runs, env)
                if ref is None:
                    ref = out
                elif not numbers_match(ref, out, 1e-6):
                    sys.exit(f"{name}: {variant} prints {out.strip()!r}, gcc -O3 {ref.strip()!r}")
                if variant.startswith("ocl"):
                    s = json.loads((tmp / f"{variant}.json").read_text())
                    stats[variant] = (s["launches"]["count"], (s["h2d"]["bytes"] + s["d2h"]["bytes"]) / 1e6)
        rows.append((name, regions, stats, times))
    print("| program | regions off/on | launches off/on | MB moved off/on | gcc -O3 s | openmp off s | openmp on s | x | opencl off s | opencl on s | x |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for name, reg, st, tm in rows:
        print(
            f"| {name} | {reg['off']}/{reg['on']} | {st['ocl-off'][0]}/{st['ocl-on'][0]} "
            f"| {st['ocl-off'][1]:.1f}/{st['ocl-on'][1]:.1f} | {tm['seq']:.3f} "
            f"| {tm['omp-off']:.3f} | {tm['omp-on']:.3f} | {tm['omp-off'] / tm['omp-on']:.2f} "
            f"| {tm['ocl-off']:.3f} | {tm['ocl-on']:.3f} | {tm['ocl-off'] / tm['ocl-on']:.2f} |"
        )


if __name__ == "__main__":
    main()

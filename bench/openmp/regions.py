#!/usr/bin/env python3
"""Parallel regions hoisted out of sequential loops: each kernel of bench/openmp/regions
built three ways and timed side by side, with the regions each p4a build enters.

  seq      gcc -O3 kernel.c
  plain    p4a --no-region-hoisting kernel.c, gcc -O3 -fopenmp   (a region per parallel loop)
  hoisted  p4a kernel.c, gcc -O3 -fopenmp                         (one region around the loop)

Runs alternate between the three, --runs times each; the best wall time is kept. Regions
are counted by interposing libgomp's GOMP_parallel (validation/src/regions_shim.c) in one
extra run of each p4a build. Outputs must agree with the sequential one (numbers to a
relative 1e-9). `--p4a-flags` passes flags to both p4a builds (`--no-cost-model` makes
every parallel loop parallel, as when the problem is large).

    cargo build --release
    python3 bench/openmp/regions.py [--runs 5] [--threads 2] [--p4a-flags=--no-cost-model]

Prints one line per kernel: the three times, the speed-ups over seq, hoisted/plain (below 1:
hoisting is faster), and the regions each p4a build entered.
"""

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from common import best_time, numbers_match, run  # noqa: E402

KERNELS = HERE / "regions"
SHIM = ROOT / "validation" / "src" / "regions_shim.c"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--p4a", type=Path, default=ROOT / "target" / "release" / "p4a")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--p4a-flags", default="")
    args = ap.parse_args()
    if not args.p4a.is_file():
        sys.exit(f"regions.py: no p4a at {args.p4a}: run `cargo build --release` first")
    flags = shlex.split(args.p4a_flags)
    load = os.getloadavg()[0]
    print(f"p4a: {args.p4a}  flags: {shlex.join(flags) or '(none)'}  threads: {args.threads}  "
          f"runs: {args.runs} (best kept)")
    if load > 0.5:
        print(f"warning: load average {load:.2f}: other work is running, times are noisy")
    env_seq = dict(os.environ)
    env_omp = dict(os.environ, OMP_NUM_THREADS=str(args.threads))
    failed = False
    with tempfile.TemporaryDirectory(prefix="p4a-regions-") as tmp:
        work = Path(tmp)
        shim = work / "shim.so"
        run(["gcc", "-O2", "-shared", "-fPIC", str(SHIM), "-o", str(shim), "-ldl"])
        print(f"{'kernel':10} {'seq (s)':>8} {'plain (s)':>10} {'hoisted (s)':>12} "
              f"{'plain x':>8} {'hoisted x':>10} {'hoisted/plain':>14} {'regions plain':>14} "
              f"{'regions hoisted':>16}")
        for src in sorted(KERNELS.glob("*.c")):
            name = src.stem
            bins = {"seq": work / f"{name}.seq"}
            run(["gcc", "-O3", str(src), "-o", str(bins["seq"]), "-lm"])
            for variant, extra in (("plain", ["--no-region-hoisting"]), ("hoisted", [])):
                out = work / variant
                out.mkdir(exist_ok=True)
                run([str(args.p4a), *flags, *extra, str(src), "--output-dir", str(out)])
                bins[variant] = work / f"{name}.{variant}"
                run(["gcc", "-O3", "-fopenmp", str(out / f"{name}.p4a.c"), "-o",
                     str(bins[variant]), "-lm"])
            times = {v: None for v in bins}
            outs = {}
            for _ in range(args.runs):
                for v, exe in bins.items():
                    t, o = best_time(exe, 1, env_seq if v == "seq" else env_omp)
                    times[v] = t if times[v] is None else min(times[v], t)
                    outs[v] = o
            regions = {}
            for v in ("plain", "hoisted"):
                count = work / f"{name}.{v}.regions"
                env = dict(env_omp, LD_PRELOAD=str(shim), P4A_REGIONS_FILE=str(count))
                run([str(bins[v])], env=env)
                regions[v] = int(count.read_text().strip())
            bad = [v for v in ("plain", "hoisted") if not numbers_match(outs["seq"], outs[v], 1e-9)]
            if bad:
                failed = True
            s, pl, h = times["seq"], times["plain"], times["hoisted"]
            note = f"  MISMATCH: {', '.join(bad)}" if bad else ""
            print(f"{name:10} {s:8.3f} {pl:10.3f} {h:12.3f} {s / pl:8.2f} {s / h:10.2f} "
                  f"{h / pl:14.2f} {regions['plain']:14} {regions['hoisted']:16}{note}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    try:
        main()
    except subprocess.CalledProcessError as e:
        sys.exit(f"regions.py: {shlex.join(e.cmd)} failed:\n{e.stdout}{e.stderr}")

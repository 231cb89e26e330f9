#!/usr/bin/env python3
"""p4a's own time against program size, per target: programs of N functions (each a
parallel loop over a pointer parameter and a global, and a branch), a `main` calling
every tenth, translated with `p4a` (OpenMP) and `p4a --opencl`. Prints the best wall time
of each and the ratio of OpenCL to OpenMP; each time should grow about linearly with N
(the `per kfunc` columns stay about flat) and OpenCL stay within 2x of OpenMP.

    python3 bench/scale/run.py [--sizes 1000,2000,4000,8000] [--runs 3] [--p4a PATH]

Time only on a quiet machine: the figures are wall times.
"""

import argparse
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def program(n: int) -> str:
    parts = ["double g[1000];"]
    for k in range(n):
        parts.append(
            f"int f{k}(int n, double *a)\n{{\n    int s = 0;\n"
            f"    for (int i = 0; i < n; i++)\n        a[i] = g[i] + {k};\n"
            f"    if (n > {k % 7}) s = n * 2;\n    return s;\n}}"
        )
    calls = "".join(f"    s += f{k}(1000, arr);\n" for k in range(0, n, 10))
    parts.append(f"double arr[1000];\nint main(void)\n{{\n    int s = 0;\n{calls}    return s & 1;\n}}")
    return "\n".join(parts) + "\n"


def best(cmd, cwd, runs):
    t = None
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, cwd=cwd, check=True, capture_output=True)
        d = time.perf_counter() - start
        t = d if t is None else min(t, d)
    return t


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1000,2000,4000,8000")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--p4a", default=str(ROOT / "target/release/p4a"))
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'functions':>9} {'openmp s':>9} {'opencl s':>9} {'omp/kfunc':>10} {'ocl/kfunc':>10} {'ocl/omp':>8}")
    with tempfile.TemporaryDirectory() as d:
        for n in sizes:
            src = pathlib.Path(d) / f"f{n}.c"
            src.write_text(program(n))
            omp = best([args.p4a, src.name], d, args.runs)
            ocl = best([args.p4a, "--opencl", src.name], d, args.runs)
            print(f"{n:>9} {omp:>9.2f} {ocl:>9.2f} {omp * 1000 / n:>10.3f} {ocl * 1000 / n:>10.3f} {ocl / omp:>7.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())

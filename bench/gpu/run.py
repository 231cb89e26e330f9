#!/usr/bin/env python3
"""Side-by-side benchmark of the GPU targets on the kernels in bench/gpu/kernels:

  seq      gcc -O3                                       (the reference)
  openmp   p4a --openmp, gcc -O3 -fopenmp, OMP_NUM_THREADS=--threads
  opencl   p4a --opencl, gcc -O3 + libp4a_runtime.a, run with P4A_BACKEND=opencl
  cuda     p4a --cuda,   gcc -O3 + libp4a_runtime.a, run with P4A_BACKEND=cuda
           (only where a CUDA driver starts: --cuda auto|on|off)
  hand     bench/gpu/hand/NAME.cu, hand-written CUDA, built with nvcc (only with --variants)
  opencl-notile, cuda-notile   p4a ... --no-tiling (only with --variants)
  opencl-notune, cuda-notune   as opencl, cuda, run with P4A_TUNE=0 (only with --variants)
  opencl-naive                 p4a --opencl --no-com-optimization (per-kernel copies)

--variants picks the variants (seq always comes first, as the reference).

Each binary runs --runs times, the variants alternating; the best wall time of each is
kept. Every output must agree with the sequential one (numbers to a relative 1e-9). For
the GPU variants the runtime's statistics (P4A_STATS) of the best run give the time spent
in kernels and in copies, and the bytes copied. The table prints times and the speed-up of
each variant over seq. The hand-written CUDA programs time their own kernels and print
them on stderr (`hand-timing: kernel_s=... event_s=... launches=...`, see hand/hand.h).
--json writes every figure of every run, for bench/gpu/device_table.py. See
bench/gpu/README.md.
"""

import argparse
import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
KERNELS = HERE / "kernels"
HAND = HERE / "hand"
VARIANTS = ("seq", "openmp", "opencl-naive", "opencl", "opencl-notile", "opencl-notune",
            "cuda", "cuda-notile", "cuda-notune", "hand")
GPU_VARIANTS = ("opencl", "cuda", "opencl-naive", "opencl-notile", "opencl-notune",
                "cuda-notile", "cuda-notune")
# p4a's flags per variant; -notune variants are built as the plain ones and run with
# P4A_TUNE=0.
P4A_FLAGS = {"openmp": ["--openmp"], "opencl": ["--opencl"], "cuda": ["--cuda"],
             "opencl-naive": ["--opencl", "--no-com-optimization"],
             "opencl-notile": ["--opencl", "--no-tiling"], "opencl-notune": ["--opencl"],
             "cuda-notile": ["--cuda", "--no-tiling"], "cuda-notune": ["--cuda"]}
HAND_TIMING = re.compile(
    r"^hand-timing: kernel_s=(\S+) event_s=(\S+) launches=(\d+)\s*$", re.MULTILINE)
RUN_TIMEOUT_S = 600
RUNTIME_LIBS = ["-lm", "-ldl", "-lpthread", "-lrt", "-lgcc_s", "-lutil"]

# The output comparison and process helpers of the OpenMP benchmark.
_spec = importlib.util.spec_from_file_location("omp_bench", ROOT / "bench" / "openmp" / "run.py")
omp_bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(omp_bench)
same_output, sh, indent, die = (omp_bench.same_output, omp_bench.sh, omp_bench.indent,
                                omp_bench.die)


def cuda_works(lib, work):
    """Whether a CUDA driver starts here (a tiny program asks the runtime)."""
    src = work / "probe.c"
    src.write_text('#include "p4a_runtime.h"\nint main(void) { return p4a_runtime_init(P4A_BACKEND_CUDA) != 0; }\n')
    exe = work / "probe"
    r = sh(["gcc", str(src), "-I", str(ROOT / "runtime" / "include"), str(lib)] + RUNTIME_LIBS
           + ["-o", str(exe)])
    if r.returncode != 0:
        return False
    # A runtime that cannot start exits with status 1 (P4A_ON_ERROR accepts only exit).
    return subprocess.run([str(exe)], stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode == 0


def build(name, src, work, p4a, lib, variants, nvcc):
    bins, errors = {}, {}
    exe = work / f"{name}.seq"
    r = sh(["gcc", "-O3", str(src), "-o", str(exe), "-lm"])
    if r.returncode != 0:
        errors["seq"] = indent(r.stdout)
    else:
        bins["seq"] = exe
    for variant in variants:
        if variant == "seq":
            continue
        if variant == "hand":
            build_hand(name, work, nvcc, bins, errors)
            continue
        out = work / f"{name}.{variant}.d"
        out.mkdir()
        flags = P4A_FLAGS[variant]
        flag = " ".join(flags)
        r = sh([str(p4a), *flags, str(src), "--output-dir", str(out)])
        if r.returncode != 0:
            errors[variant] = f"p4a {flag} failed:\n{indent(r.stdout)}"
            continue
        exe = work / f"{name}.{variant}"
        cmd = ["gcc", "-O3", str(out / f"{name}.p4a.c"), "-o", str(exe)]
        if variant == "openmp":
            cmd += ["-fopenmp", "-lm"]
        else:
            cmd += ["-I", str(ROOT / "runtime" / "include"), str(lib)] + RUNTIME_LIBS
        r = sh(cmd)
        if r.returncode != 0:
            errors[variant] = f"gcc failed:\n{indent(r.stdout)}"
        else:
            bins[variant] = exe
    return bins, errors


def build_hand(name, work, nvcc, bins, errors):
    """Builds hand/NAME.cu with the nvcc command `nvcc` (a list: program and flags)."""
    src = HAND / f"{name}.cu"
    if not src.is_file():
        errors["hand"] = f"no hand-written version ({src.relative_to(ROOT)})"
        return
    exe = work / f"{name}.hand"
    try:
        r = sh([*nvcc, str(src), "-o", str(exe)], timeout=RUN_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as err:
        errors["hand"] = f"nvcc did not run: {err}"
        return
    if r.returncode != 0:
        errors["hand"] = f"nvcc failed:\n{indent(r.stdout)}"
    else:
        bins["hand"] = exe


def gpu_figures(stats):
    """The figures of a run's P4A_STATS file, or a reason why there are none."""
    try:
        data = json.loads(Path(stats).read_text())
        return {
            "kernel_s": data["launches"]["seconds"],
            "copy_s": data["h2d"]["seconds"] + data["d2h"]["seconds"],
            "bytes": data["h2d"]["bytes"] + data["d2h"]["bytes"],
            "launches": data["launches"]["count"],
            "kernels": {k["name"]: {"launches": k["launches"], "seconds": k["seconds"]}
                        for k in data["kernels"]},
            "device": data.get("device", ""),
        }, None
    except (OSError, ValueError, KeyError, TypeError) as err:
        return None, f"no usable runtime statistics in {stats}: {err}"


def hand_figures(stderr):
    """The figures of the `hand-timing:` line a hand-written program prints."""
    found = HAND_TIMING.findall(stderr)
    if not found:
        return None, "printed no `hand-timing:` line on stderr"
    kernel_s, event_s, launches = found[-1]
    try:
        return {"kernel_s": float(kernel_s), "event_s": float(event_s),
                "launches": int(launches)}, None
    except ValueError:
        return None, f"unreadable `hand-timing:` line: {found[-1]}"


def run_once(exe, variant, threads, stats):
    env = dict(os.environ, OMP_NUM_THREADS=str(threads))
    if variant in GPU_VARIANTS:
        Path(stats).unlink(missing_ok=True)
        env["P4A_BACKEND"] = variant.split("-")[0]
        env["P4A_STATS"] = str(stats)
        if variant.endswith("-notune"):
            env["P4A_TUNE"] = "0"
    t0 = time.perf_counter()
    try:
        r = subprocess.run([str(exe)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True, env=env, timeout=RUN_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return None, None, None, f"timed out after {RUN_TIMEOUT_S} s"
    dt = time.perf_counter() - t0
    if r.returncode != 0:
        return None, None, None, f"exit status {r.returncode}\n{indent(r.stdout + r.stderr)}"
    figures, why = None, None
    if variant in GPU_VARIANTS:
        figures, why = gpu_figures(stats)
    elif variant == "hand":
        figures, why = hand_figures(r.stderr)
    if why:
        return None, None, None, f"{why}\n{indent(r.stderr)}"
    return dt, r.stdout, figures, None


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--p4a", type=Path, default=ROOT / "target" / "release" / "p4a")
    ap.add_argument("--runtime-lib", type=Path, default=None,
                    help="libp4a_runtime.a (default: next to the p4a binary)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--cuda", choices=("auto", "on", "off"), default="auto")
    ap.add_argument("--variants", default=None,
                    help=f"comma-separated, from {','.join(VARIANTS)} (default: seq, openmp, "
                         "opencl-naive, opencl and, as --cuda says, cuda)")
    ap.add_argument("--nvcc", default=os.environ.get("P4A_NVCC", "nvcc"),
                    help="nvcc for the hand variant (default: $P4A_NVCC, else nvcc)")
    ap.add_argument("--nvcc-flags", default="-O3",
                    help="its flags, split on spaces (default: -O3; add -arch=sm_XY)")
    ap.add_argument("--json", type=Path, default=None,
                    help="also write every run's figures and every error here")
    ap.add_argument("kernels", nargs="*", help="kernel names (default: all)")
    args = ap.parse_args()
    if not args.p4a.is_file():
        die(f"no p4a at {args.p4a}: build it with `cargo build --release`, or pass --p4a")
    lib = args.runtime_lib or args.p4a.parent / "libp4a_runtime.a"
    if not lib.is_file():
        die(f"no runtime library at {lib}: `cargo build --release -p p4a-runtime`")
    srcs = sorted(KERNELS.glob("*.c"))
    if args.kernels:
        srcs = [s for s in srcs if s.stem in args.kernels]
    chosen = None
    if args.variants is not None:
        chosen = [v.strip() for v in args.variants.split(",") if v.strip()]
        unknown = [v for v in chosen if v not in VARIANTS]
        if unknown:
            die(f"unknown variants {', '.join(unknown)} (known: {', '.join(VARIANTS)})")
    nvcc = shlex.split(args.nvcc) + shlex.split(args.nvcc_flags)
    results = {}
    with tempfile.TemporaryDirectory(prefix="p4a-gpu-bench-") as tmp:
        work = Path(tmp)
        # opencl-naive: per-kernel transfers (--no-com-optimization), for comparison.
        variants = ["seq", "openmp", "opencl-naive", "opencl"]
        if args.cuda == "on" or (args.cuda == "auto" and cuda_works(lib, work)):
            variants.append("cuda")
        if chosen is not None:
            variants = ["seq"] + [v for v in chosen if v != "seq"]
        rows, failed = [], False
        for src in srcs:
            name = src.stem
            bins, errors = build(name, src, work, args.p4a, lib, variants, nvcc)
            best, figures, ref = {}, {}, None
            runs = {v: [] for v in variants}
            for run in range(args.runs):
                for variant in variants:
                    if variant not in bins or variant in errors:
                        continue
                    stats = work / f"{name}.{variant}.stats.json"
                    dt, out, fig, err = run_once(bins[variant], variant, args.threads, stats)
                    if err:
                        errors[variant] = err
                        continue
                    if variant == "seq":
                        ref = ref or out
                    elif ref is not None and (why := same_output(ref, out)):
                        errors[variant] = f"output differs from seq: {why}"
                        continue
                    runs[variant].append({"wall_s": dt, "figures": fig})
                    if variant not in best or dt < best[variant]:
                        best[variant] = dt
                        figures[variant] = fig
            for variant, err in errors.items():
                failed = True
                print(f"{name} {variant}: {err}", file=sys.stderr)
            rows.append((name, best, figures))
            results[name] = {
                v: {"best_s": best.get(v), "runs": runs[v], "error": errors.get(v)}
                for v in variants}
    if args.json:
        args.json.write_text(json.dumps({"variants": variants, "runs": args.runs,
                                         "kernels": results}, indent=1) + "\n")
    header = f"{'kernel':<10} " + " ".join(f"{v + ' s':>10}" for v in variants)
    header += " " + " ".join(f"{v + ' x':>9}" for v in variants[1:])
    gpu = [v for v in variants if v in GPU_VARIANTS]
    header += "".join(f"  {v}: kernels s / copies s / MB copied / launches" for v in gpu)
    if "hand" in variants:
        header += "  hand: kernels s / launches"
    print(header)
    for name, best, figures in rows:
        line = f"{name:<10} " + " ".join(
            f"{best[v]:>10.3f}" if v in best else f"{'-':>10}" for v in variants)
        seq = best.get("seq")
        line += " " + " ".join(
            f"{seq / best[v]:>9.2f}" if seq and v in best else f"{'-':>9}" for v in variants[1:])
        for v in gpu:
            f = figures.get(v)
            if f:
                line += (f"  {f['kernel_s']:.3f} / {f['copy_s']:.3f} / "
                         f"{f['bytes'] / 1e6:.1f} / {f['launches']}")
            else:
                line += "  -"
        if "hand" in variants:
            f = figures.get("hand")
            line += f"  {f['kernel_s']:.3f} / {f['launches']}" if f else "  -"
        print(line)
    print(f"(best of {args.runs} runs; x = speed-up over seq; openmp with {args.threads} "
          f"threads; GPU kernel and copy times from the runtime's statistics)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

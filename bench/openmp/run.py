#!/usr/bin/env python3
"""Side-by-side benchmark of three builds of each kernel in bench/openmp/kernels:

  seq      gcc -O3                                  (the reference)
  gcc-par  gcc -O3 -ftree-parallelize-loops=N      (GCC's own automatic parallelizer)
  p4a      p4a kernel.c; gcc -O3 -fopenmp kernel.p4a.c, run with OMP_NUM_THREADS=N

Each binary runs --runs times, the variants alternating so that drift in the machine's
speed affects all of them alike; the best (minimum) wall time of each is kept. The outputs
of every run must agree with the sequential one (text exactly, numbers exactly when they
are integers, to a relative 1e-9 otherwise). See bench/openmp/README.md.
"""

import argparse
import math
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
KERNELS = HERE / "kernels"
VARIANTS = ("seq", "gcc-par", "p4a")
REL_TOL = 1e-9
RUN_TIMEOUT_S = 600

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?(?:inf|nan)\b", re.I)


def die(msg):
    print(f"run.py: error: {msg}", file=sys.stderr)
    sys.exit(2)


def default_p4a():
    candidates = [ROOT / "target" / "release" / "p4a"]
    ctd = os.environ.get("CARGO_TARGET_DIR")
    if ctd:
        ctd = Path(ctd)
        candidates.append((ctd if ctd.is_absolute() else ROOT / ctd) / "release" / "p4a")
    for c in candidates:
        if c.is_file() and os.access(c, os.X_OK):
            return c
    tried = ", ".join(str(c) for c in candidates)
    die(f"no p4a binary found (tried {tried}).\n"
        f"Build it first with `cargo build --release` in {ROOT}, or pass --p4a PATH.")


def kernel_kind(src):
    """'parallel' or 'sequential', from the `// bench: ...` line of the source."""
    for line in src.read_text().splitlines():
        m = re.match(r"\s*//\s*bench:\s*(\w+)", line)
        if m:
            if m.group(1) not in ("parallel", "sequential"):
                die(f"{src}: `// bench: {m.group(1)}`: expected `parallel` or `sequential`")
            return m.group(1)
    die(f"{src}: no `// bench: parallel` or `// bench: sequential` line")


def tokens(out):
    """Split an output into (text pieces, numbers) for a tolerant comparison."""
    return NUMBER.split(out), NUMBER.findall(out)


def is_integer(s):
    return re.fullmatch(r"[-+]?\d+", s) is not None


def same_output(ref, out):
    """None when `out` agrees with `ref`, otherwise a one-line reason."""
    rtext, rnums = tokens(ref)
    otext, onums = tokens(out)
    if rtext != otext or len(rnums) != len(onums):
        return f"text differs: {ref.strip()[:80]!r} vs {out.strip()[:80]!r}"
    for a, b in zip(rnums, onums):
        if is_integer(a) and is_integer(b):
            if int(a) != int(b):
                return f"{a} vs {b}"
            continue
        x, y = float(a), float(b)
        if math.isnan(x) and math.isnan(y):
            continue
        if x == y:
            continue
        if math.isinf(x) or math.isinf(y) or math.isnan(x) or math.isnan(y):
            return f"{a} vs {b}"
        rel = abs(x - y) / max(abs(x), abs(y))
        if rel > REL_TOL:
            return f"{a} vs {b} (relative difference {rel:.1e})"
    return None


def sh(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def indent(text, prefix="    "):
    lines = text.rstrip().splitlines() or ["(no output)"]
    if len(lines) > 40:
        lines = lines[:40] + [f"... ({len(lines) - 40} more lines)"]
    return "\n".join(prefix + line for line in lines)


def build(name, src, work, p4a, p4a_flags, threads):
    """Build the three binaries; returns ({variant: path}, {variant: error text})."""
    bins, errors = {}, {}
    gcc = ["gcc", "-O3"]
    for variant, flags in (("seq", []), ("gcc-par", [f"-ftree-parallelize-loops={threads}"])):
        exe = work / f"{name}.{variant}"
        r = sh(gcc + flags + [str(src), "-o", str(exe), "-lm"])
        if r.returncode != 0:
            errors[variant] = f"gcc failed:\n{indent(r.stdout)}"
        else:
            bins[variant] = exe
    outdir = work / f"{name}.p4a.d"
    outdir.mkdir()
    cmd = [str(p4a)] + p4a_flags + [str(src), "--output-dir", str(outdir)]
    r = sh(cmd, cwd=work)
    gen = outdir / f"{name}.p4a.c"
    if r.returncode != 0 or not gen.is_file():
        errors["p4a"] = (f"p4a failed (exit {r.returncode}): {shlex.join(cmd)}\n"
                         f"{indent(r.stdout)}")
        return bins, errors
    exe = work / f"{name}.p4a"
    r = sh(gcc + ["-fopenmp", str(gen), "-o", str(exe), "-lm"])
    if r.returncode != 0:
        errors["p4a"] = f"gcc -fopenmp failed on p4a's output {gen}:\n{indent(r.stdout)}"
    else:
        bins["p4a"] = exe
    return bins, errors


def run_once(exe, env):
    t0 = time.perf_counter()
    try:
        r = subprocess.run([str(exe)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           text=True, env=env, timeout=RUN_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return None, None, f"timed out after {RUN_TIMEOUT_S} s"
    dt = time.perf_counter() - t0
    if r.returncode != 0:
        return None, None, f"exit status {r.returncode}\n{indent(r.stdout + r.stderr)}"
    return dt, r.stdout, None


def fmt(x, spec):
    """`x` formatted by `spec` ("8.2f"), or a dash of the same width when it is missing."""
    return format(x, spec) if x is not None else format("-", ">" + spec.split(".")[0])


def geomean(xs):
    xs = [x for x in xs if x is not None and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def main():
    ap = argparse.ArgumentParser(
        description="Compare gcc -O3, gcc -ftree-parallelize-loops and p4a's OpenMP output "
                    "on the kernels of bench/openmp/kernels.")
    ap.add_argument("--p4a", type=Path, help="the p4a binary (default: target/release/p4a, "
                    "then $CARGO_TARGET_DIR/release/p4a)")
    ap.add_argument("--runs", type=int, default=3, metavar="K",
                    help="runs of each binary; the best time is kept (default 3)")
    ap.add_argument("--only", metavar="NAME,...", help="run only these kernels")
    ap.add_argument("--threads", type=int, default=2, metavar="N",
                    help="OMP_NUM_THREADS for p4a and -ftree-parallelize-loops=N for gcc (default 2)")
    ap.add_argument("--keep", type=Path, metavar="DIR",
                    help="build in DIR and keep it (generated code, binaries) instead of a temp dir")
    # Extra flags for p4a, e.g. "-S" to stand in for the OpenMP target while testing run.py.
    ap.add_argument("--p4a-flags", default="", help=argparse.SUPPRESS)
    argv = sys.argv[1:]
    # `--p4a-flags "-S"`: the value starts with a dash, which argparse would take for an option
    for i, a in enumerate(argv[:-1]):
        if a == "--p4a-flags":
            argv[i:i + 2] = [f"--p4a-flags={argv[i + 1]}"]
            break
    args = ap.parse_args(argv)
    if args.runs < 1:
        die("--runs must be at least 1")
    if args.threads < 1:
        die("--threads must be at least 1")

    p4a = args.p4a.resolve() if args.p4a else default_p4a()
    if not (p4a.is_file() and os.access(p4a, os.X_OK)):
        die(f"p4a binary {p4a} not found or not executable "
            f"(build it with `cargo build --release` in {ROOT})")
    if shutil.which("gcc") is None:
        die("gcc not found")
    p4a_flags = shlex.split(args.p4a_flags)

    sources = sorted(KERNELS.glob("*.c"))
    if args.only:
        wanted = [w.strip().removesuffix(".c") for w in args.only.split(",") if w.strip()]
        known = {s.stem: s for s in sources}
        unknown = [w for w in wanted if w not in known]
        if unknown:
            die(f"unknown kernel(s) {', '.join(unknown)}; known: {', '.join(known)}")
        sources = [known[w] for w in wanted]
    if not sources:
        die(f"no kernels in {KERNELS}")
    kinds = {s.stem: kernel_kind(s) for s in sources}

    gcc_version = sh(["gcc", "--version"]).stdout.splitlines()[0]
    nproc = sh(["nproc"]).stdout.strip() if shutil.which("nproc") else str(os.cpu_count())
    p4a_version = sh([str(p4a), "--version"]).stdout.strip()
    commit = sh(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"]).stdout.strip()
    print(f"nproc: {nproc}")
    print(f"gcc: {gcc_version}")
    print(f"p4a: {p4a} ({p4a_version}{'; checkout at ' + commit if commit else ''})"
          f"{'  flags: ' + shlex.join(p4a_flags) if p4a_flags else ''}")
    print(f"threads: {args.threads} (OMP_NUM_THREADS for p4a, -ftree-parallelize-loops for gcc-par);"
          f" runs: {args.runs}, best time kept")
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = None
    if load is not None and load > 0.5:
        print(f"warning: load average {load:.2f}: other processes are running, so the times "
              f"(the parallel ones most) are noisy")
    print(flush=True)

    env_seq = dict(os.environ)
    env_omp = dict(os.environ, OMP_NUM_THREADS=str(args.threads))
    envs = {"seq": env_seq, "gcc-par": env_seq, "p4a": env_omp}

    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        tmp = None
        base = args.keep.resolve()
    else:
        tmp = tempfile.TemporaryDirectory(prefix="p4a-bench-")
        base = Path(tmp.name)

    results = []   # (name, kind, {variant: best time}, note)
    failed = False
    try:
        for src in sources:
            name = src.stem
            work = base / name
            if work.exists():
                shutil.rmtree(work)
            work.mkdir()
            print(f"[{name}] building ...", end=" ", flush=True)
            bins, errors = build(name, src, work, p4a, p4a_flags, args.threads)
            times = {v: [] for v in VARIANTS}
            outputs = {v: [] for v in VARIANTS}
            print("running ...", end=" ", flush=True)
            for _ in range(args.runs):
                for v in VARIANTS:
                    if v not in bins or v in errors:
                        continue
                    dt, out, err = run_once(bins[v], envs[v])
                    if err:
                        errors[v] = f"{v} binary failed: {err}"
                        continue
                    times[v].append(dt)
                    outputs[v].append(out)
            best = {v: min(times[v]) if times[v] and v not in errors else None for v in VARIANTS}
            notes = []
            mismatch = None
            if outputs["seq"] and "seq" not in errors:
                ref = outputs["seq"][0]
                for v in VARIANTS:
                    if v in errors:
                        continue
                    for out in outputs[v]:
                        why = same_output(ref, out)
                        if why:
                            mismatch = f"{v}: {why}"
                            break
                    if mismatch:
                        break
            if mismatch:
                notes.append("MISMATCH")
                failed = True
            for v in VARIANTS:
                if v in errors:
                    notes.append(f"{v} FAILED")
                    failed = True
            print("done" if not notes else ", ".join(notes), flush=True)
            for v in VARIANTS:
                if v in errors:
                    print(indent(errors[v]), flush=True)
            if mismatch:
                print(f"    MISMATCH {mismatch}")
                print(f"    seq output: {outputs['seq'][0].strip()[:200]!r}")
            results.append((name, kinds[name], best, ", ".join(notes)))
    finally:
        if tmp is not None:
            tmp.cleanup()

    def ratio(a, b):
        return a / b if a is not None and b is not None and b > 0 else None

    print()
    header = (f"{'kernel':<12} {'seq (s)':>8} {'gcc-par (s)':>12} {'p4a (s)':>8} "
              f"{'gcc-par ×':>10} {'p4a ×':>7} {'p4a/gcc-par':>12}  note")
    print(header)
    rows = []
    for name, kind, best, note in results:
        sp_gcc = ratio(best["seq"], best["gcc-par"])
        sp_p4a = ratio(best["seq"], best["p4a"])
        rel = ratio(best["gcc-par"], best["p4a"])
        rows.append((kind, sp_gcc, sp_p4a, rel, "MISMATCH" in note))
        if kind == "sequential":
            note = ", ".join(x for x in ("no parallelism", note) if x)
        print(f"{name:<12} {fmt(best['seq'], '8.2f')} {fmt(best['gcc-par'], '12.2f')} "
              f"{fmt(best['p4a'], '8.2f')} {fmt(sp_gcc, '10.2f')} {fmt(sp_p4a, '7.2f')} "
              f"{fmt(rel, '12.2f')}  {note}".rstrip())

    def geo_line(label, sel):
        # kernels whose outputs disagree are left out of the means
        g = [r for r in rows if sel(r) and not r[4]]
        gg, gp, gr = (geomean([r[i] for r in g]) for i in (1, 2, 3))
        cell = lambda x: f"{x:.2f}x" if x is not None else "-"
        print(f"{label:<43} {cell(gg):>10} {cell(gp):>7} {cell(gr):>12}")

    print()
    geo_line("geomean (kernels with parallelism)", lambda r: r[0] == "parallel")
    geo_line("geomean (all)", lambda r: True)
    print("\nspeed-ups are seq time / variant time; p4a/gcc-par is gcc-par time / p4a time;"
          "\nthe means leave out kernels that disagree and, per column, those without a time")
    if failed:
        print("\nrun.py: some kernels failed or disagree (see above)", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()

"""Helpers the benchmark scripts share: running a command, timing a program, comparing
outputs number by number."""

import subprocess
import time


def run(cmd, env=None, cwd=None):
    """Runs `cmd`, its output captured; fails on a non-zero exit."""
    return subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, check=True)


def numbers_match(a: str, b: str, tol: float) -> bool:
    """Whether two outputs have the same words, numbers equal to a relative `tol`."""
    ta, tb = a.split(), b.split()
    if len(ta) != len(tb):
        return False
    for x, y in zip(ta, tb):
        try:
            fx, fy = float(x), float(y)
        except ValueError:
            if x != y:
                return False
            continue
        if abs(fx - fy) > tol * max(abs(fx), abs(fy)):
            return False
    return True


def best_time(binary, runs, env):
    """The best wall time of `runs` runs of `binary`, and the output of the last."""
    best, out = None, None
    for _ in range(runs):
        start = time.perf_counter()
        r = run([str(binary)], env=env)
        t = time.perf_counter() - start
        best = t if best is None else min(best, t)
        out = r.stdout
    return best, out

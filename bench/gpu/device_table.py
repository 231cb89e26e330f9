#!/usr/bin/env python3
"""The table of bench/gpu/device-check.sh: per benchmark kernel, whether p4a's GPU build and
the hand-written CUDA version print what the sequential program prints, the time of the
kernels that do the timed loops' work, the achieved bandwidth (or GFLOP/s for matmul)
against a device-to-device copy of the same bytes, and the issue's targets; then the
validation corpus's counts and failures, and the steps that failed.

  device_table.py --print-sizes
      the bytes moved per launch of each memory-bound kernel, one per line (the sizes
      hand/d2d.cu is asked to copy)
  device_table.py --bench BENCH.json [--d2d D2D.txt] [--validation VALIDATE.log]
                  [--steps STEPS.tsv] [--p4a-variant cuda] [--note TEXT]...
      the table, on stdout

BENCH.json is what `run.py --json` writes; D2D.txt what hand/d2d.cu prints; VALIDATE.log
p4a-validate's standard output and error together (its progress lines count the cases even
when the run was cut short); STEPS.tsv has one line per step of the check: name, status,
seconds, note, separated by tabs.

Times. The p4a runtime measures each launch under P4A_STATS with the host clock from the
launch to the end of a synchronization; hand/hand.h and hand/d2d.cu take the same measure
(and CUDA event times, shown beside), so the ratios compare like with like. At these sizes
a launch lasts microseconds and the launch latency counts.
"""

import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
KERNELS = HERE / "kernels"

# The targets: achieved bandwidth over a copy's, and speed over the hand version's.
TARGET_MEMORY = 0.80
TARGET_REDUCTION = 0.90
TARGET_HAND = 0.80


@dataclass(frozen=True)
class Spec:
    """What one benchmark kernel must do in its timed loops."""

    # "memory", "reduction" or "compute".
    kind: str
    # Source lines of the loops whose kernels are timed: p4a names the kernel of the loop at
    # line L of main `p4a_kernel_main_L`.
    lines: tuple
    # Launches of those kernels in one run.
    launches: int
    # Bytes they must read and write (every element touched, once per launch).
    bytes: int
    # Floating-point operations (compute-bound kernels).
    flops: int = 0


def _jacobi_bytes(n=1024, steps=60):
    # Stencil: reads u (all but the 4 corners, counted whole), writes v's interior; copy:
    # reads v's interior, writes u's.
    return steps * 8 * (n * n + 3 * (n - 2) ** 2)


def _stencil3d_bytes(n=160, steps=10):
    return steps * 4 * (n**3 + 3 * (n - 2) ** 3)


SPECS = {
    "dot": Spec("reduction", (14,), 10, 10 * 2 * 8 * (8 << 20)),
    "jacobi2d": Spec("memory", (12, 15), 120, _jacobi_bytes()),
    "matmul": Spec("compute", (11,), 1, 3 * 8 * 512 * 512, flops=2 * 512**3),
    "matvec": Spec("memory", (15,), 20, 20 * 8 * (3000 * 3000 + 2 * 3000)),
    "stencil3d": Spec("memory", (12, 18), 20, _stencil3d_bytes()),
}

PROGRESS = re.compile(r"^\[(\d+)/(\d+)\] (\S+) (\S+): (\S+) ?(.*)$")
CLOSING = re.compile(r"^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$")
D2D = re.compile(r"^d2d traffic_bytes=(\d+) wall_s=(\S+) event_s=(\S+)")


def traffic_per_launch(spec):
    return spec.bytes // spec.launches


def stale_lines(name, spec):
    """The spec's lines that hold no `for` in the kernel's source (the source changed)."""
    try:
        lines = (KERNELS / f"{name}.c").read_text().splitlines()
    except OSError:
        return list(spec.lines)
    return [ln for ln in spec.lines if ln > len(lines) or "for" not in lines[ln - 1]]


def read_d2d(path):
    """{traffic bytes: (wall s, event s)} from d2d's output."""
    copies = {}
    if path is None:
        return copies
    try:
        text = Path(path).read_text(errors="replace")
    except OSError:
        return copies
    for line in text.splitlines():
        m = D2D.match(line.strip())
        if m:
            try:
                copies[int(m.group(1))] = (float(m.group(2)), float(m.group(3)))
            except ValueError:
                pass
    return copies


def first_line(text, width=70):
    """The first line of an error, with the next one when the first only introduces it, or
    with the last (the program's own message) when the first is an exit status."""
    lines = [ln.strip() for ln in (text or "").splitlines() if ln.strip()] or ["failed"]
    line = lines[0]
    if line.endswith(":") and len(lines) > 1:
        line = f"{line} {lines[1]}"
    elif line.startswith("exit status") and len(lines) > 1:
        line = f"{line}: {lines[-1]}"
    return line if len(line) <= width else line[: width - 3] + "..."


def variant_state(entry):
    """("ok" | "FAIL" | "-", error text) of one variant's results."""
    if entry is None:
        return "-", "not run"
    if entry.get("error"):
        return "FAIL", entry["error"]
    if entry.get("best_s") is None:
        return "-", "no run finished"
    return "ok", None


def p4a_main_seconds(entry, spec):
    """(seconds, launches, note) of the main kernels: the fastest run's sum."""
    best, launches, note = None, None, None
    for run in (entry or {}).get("runs", []):
        kernels = (run.get("figures") or {}).get("kernels") or {}
        names = [f"p4a_kernel_main_{ln}" for ln in spec.lines]
        missing = [n for n in names if n not in kernels]
        if missing:
            note = (f"{', '.join(missing)} not launched (launched: "
                    f"{', '.join(sorted(kernels)) or 'none'})")
            continue
        seconds = sum(kernels[n]["seconds"] for n in names)
        count = sum(kernels[n]["launches"] for n in names)
        if seconds > 0 and (best is None or seconds < best):
            best, launches = seconds, count
    if best is not None:
        note = None
        if launches != spec.launches:
            note = f"{launches} launches of the timed kernels, {spec.launches} expected"
    return best, launches, note


def hand_seconds(entry):
    """(wall s, event s, launches) of the hand version's fastest run."""
    best = None
    for run in (entry or {}).get("runs", []):
        fig = run.get("figures") or {}
        if fig.get("kernel_s", 0) > 0 and (best is None or fig["kernel_s"] < best[0]):
            best = (fig["kernel_s"], fig.get("event_s", 0.0), fig.get("launches"))
    return best or (None, None, None)


def fmt(value, spec=".2f", none="-"):
    return none if value is None else format(value, spec)


def verdict(value, target):
    if value is None:
        return "?"
    return "yes" if value >= target else "NO"


def bench_rows(bench, copies, p4a_variant):
    """The table's rows and the notes under it."""
    rows, notes = [], []
    kernels = bench.get("kernels", {}) if bench else {}
    for name in sorted(set(SPECS) | set(kernels)):
        spec = SPECS.get(name)
        result = kernels.get(name)
        if spec is None:
            notes.append(f"{name}: no spec in device_table.py (bytes, timed loops): not tabled")
            continue
        if result is None:
            rows.append([name, spec.kind] + ["-"] * 9 + ["not run"])
            continue
        if stale := stale_lines(name, spec):
            notes.append(f"{name}: device_table.py names loop lines {stale} that are no "
                         f"longer `for` lines of kernels/{name}.c: update SPECS")
        seq_state, seq_err = variant_state(result.get("seq"))
        p4a_state, p4a_err = variant_state(result.get(p4a_variant))
        hand_state, hand_err = variant_state(result.get("hand"))
        for who, state, err in (("seq", seq_state, seq_err), (p4a_variant, p4a_state, p4a_err),
                                ("hand", hand_state, hand_err)):
            if state == "FAIL":
                notes.append(f"{name} {who}: {first_line(err, 150)}")
        p4a_s, _, p4a_note = p4a_main_seconds(result.get(p4a_variant), spec)
        if p4a_note and p4a_state == "ok":
            notes.append(f"{name} {p4a_variant}: {p4a_note}")
        hand_s, hand_event_s, _ = hand_seconds(result.get("hand"))
        speed = hand_s / p4a_s if hand_s and p4a_s else None
        if spec.kind == "compute":
            unit = "GFLOP/s"
            p4a_rate = spec.flops / p4a_s / 1e9 if p4a_s else None
            hand_rate = spec.flops / hand_s / 1e9 if hand_s else None
            copy_rate, of_copy, target = None, None, None
        else:
            unit = "GB/s"
            p4a_rate = spec.bytes / p4a_s / 1e9 if p4a_s else None
            hand_rate = spec.bytes / hand_s / 1e9 if hand_s else None
            copy = copies.get(traffic_per_launch(spec))
            copy_rate = traffic_per_launch(spec) / copy[0] / 1e9 if copy and copy[0] > 0 else None
            of_copy = p4a_rate / copy_rate if p4a_rate and copy_rate else None
            target = TARGET_REDUCTION if spec.kind == "reduction" else TARGET_MEMORY
        met = []
        if target is not None:
            met.append(f"copy>={target:.2f} {verdict(of_copy, target)}")
        met.append(f"hand>={TARGET_HAND:.2f} {verdict(speed, TARGET_HAND)}")
        rows.append([
            name, spec.kind, p4a_state if seq_state == "ok" else f"{p4a_state} (seq {seq_state})",
            hand_state if seq_state == "ok" else f"{hand_state} (seq {seq_state})",
            fmt(p4a_s and p4a_s * 1e3, ".3f"),
            fmt(hand_s and hand_s * 1e3, ".3f") + f" ({fmt(hand_event_s and hand_event_s * 1e3, '.3f')})",
            fmt(speed),
            fmt(p4a_rate, ".0f") + f" {unit}" if p4a_rate else "-",
            fmt(hand_rate, ".0f") + f" {unit}" if hand_rate else "-",
            fmt(copy_rate, ".0f") + " GB/s" if copy_rate else "-",
            fmt(of_copy),
            ", ".join(met),
        ])
    return rows, notes


HEADER = ["kernel", "kind", "p4a=seq", "hand=seq", "p4a ms", "hand ms (events)",
          "p4a/hand", "p4a rate", "hand rate", "copy rate", "p4a/copy", "targets met"]


def options_rows(bench, p4a_variant):
    """Per kernel, the timed loops' kernel time of p4a with tiling and tuning, and of the
    same build with tiling off (`-notile`) and with tuning off (`-notune`), when run."""
    kernels = bench.get("kernels", {}) if bench else {}
    rows = []
    for name in sorted(set(SPECS) & set(kernels)):
        result = kernels[name]
        cells = [name]
        base = None
        for v in (p4a_variant, f"{p4a_variant}-notile", f"{p4a_variant}-notune"):
            entry = result.get(v)
            state, _ = variant_state(entry)
            s = p4a_main_seconds(entry, SPECS[name])[0] if state == "ok" else None
            if v == p4a_variant:
                base = s
                cells.append(fmt(s and s * 1e3, ".3f"))
            else:
                cells.append(fmt(s and s * 1e3, ".3f") + (f" ({s / base:.2f}x)" if s and base else ""))
        rows.append(cells)
    ran = any(f"{p4a_variant}-{o}" in kernels[n] for n in kernels for o in ("notile", "notune"))
    return rows if ran else []


def render(rows, header):
    widths = [max(len(str(r[i])) for r in [header] + rows) for i in range(len(header))]
    line = lambda cells: "| " + " | ".join(str(c).ljust(w) for c, w in zip(cells, widths)) + " |"
    out = [line(header), "|" + "|".join("-" * (w + 2) for w in widths) + "|"]
    out += [line(r) for r in rows]
    return "\n".join(out)


def validation_summary(path, mode, limit=40):
    """Lines about the corpus run: counts by result, and the failures."""
    if path is None:
        return ["validation: not run"]
    try:
        text = Path(path).read_text(errors="replace")
    except OSError as err:
        return [f"validation: no log ({err})"]
    outcomes, total, closing, errors = {}, None, None, []
    for raw in text.splitlines():
        line = raw.rstrip()
        if m := PROGRESS.match(line):
            total = int(m.group(2))
            outcomes[m.group(3)] = (m.group(5), m.group(6))
        elif m := CLOSING.match(line):
            closing = line
        elif line.startswith("p4a-validate: error:"):
            errors.append(line)
    counts = {}
    for result, _ in outcomes.values():
        counts[result] = counts.get(result, 0) + 1
    out = []
    if not outcomes:
        out.append(f"validation ({mode} mode): no case finished"
                   + (f": {errors[0]}" if errors else ""))
        return out
    finished = len(outcomes)
    status = (f"complete ({closing})" if closing
              else f"CUT SHORT: {finished} of {total} cases finished")
    out.append(f"validation ({mode} mode): {status}; "
               + ", ".join(f"{n} {r}" for r, n in sorted(counts.items(), key=lambda kv: -kv[1])))
    failures = [(case, r, why) for case, (r, why) in sorted(outcomes.items())
                if r not in ("pass", "skipped")]
    for case, result, why in failures[:limit]:
        out.append(f"  FAIL {case}: {result}: {first_line(why, 110)}")
    if len(failures) > limit:
        out.append(f"  ... and {len(failures) - limit} more failures (see the log)")
    return out


def steps_summary(path):
    if path is None:
        return []
    try:
        lines = Path(path).read_text().splitlines()
    except OSError:
        return []
    out = []
    for line in lines:
        parts = line.split("\t") + ["", "", "", ""]
        name, status, seconds, note = parts[:4]
        out.append(f"  {name}: {status} ({seconds} s){': ' + note if note else ''}")
    return ["steps:"] + out if out else []


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--print-sizes", action="store_true")
    ap.add_argument("--bench", type=Path)
    ap.add_argument("--d2d", type=Path)
    ap.add_argument("--validation", type=Path)
    ap.add_argument("--steps", type=Path)
    ap.add_argument("--p4a-variant", default="cuda")
    ap.add_argument("--note", action="append", default=[])
    args = ap.parse_args()
    if args.print_sizes:
        sizes = sorted({traffic_per_launch(s) for s in SPECS.values() if s.kind != "compute"})
        print("\n".join(str(s) for s in sizes))
        return
    bench, bench_err = None, None
    if args.bench:
        try:
            bench = json.loads(args.bench.read_text())
        except (OSError, ValueError) as err:
            bench_err = f"no benchmark results: {err}"
    copies = read_d2d(args.d2d)
    rows, notes = bench_rows(bench, copies, args.p4a_variant)
    header = list(HEADER)
    header[2] = f"{args.p4a_variant}=seq"
    out = [f"p4a device check: p4a variant `{args.p4a_variant}` against hand-written CUDA"]
    out += [f"NOTE: {n}" for n in args.note]
    out.append(render(rows, header))
    out.append(f"targets: memory-bound p4a >= {TARGET_MEMORY:.2f} of the copy rate, reductions "
               f">= {TARGET_REDUCTION:.2f}, every kernel p4a/hand >= {TARGET_HAND:.2f} "
               "(hand time / p4a time); matmul (compute-bound) in GFLOP/s.")
    out.append("times: the timed loops' kernels only, best of the runs, host clock from launch "
               "to synchronize (as P4A_STATS measures); hand CUDA-event times in parentheses; "
               "rates = compulsory bytes (or flops) / time; copy = cudaMemcpy D2D moving the "
               "same bytes per launch, timed alike.")
    if copies:
        big = max(copies)
        wall, event = copies[big]
        out.append(f"largest copy: {big / 1e9:.2f} GB moved, {big / wall / 1e9:.0f} GB/s "
                   f"(events: {big / event / 1e9:.0f} GB/s)" if wall > 0 and event > 0 else
                   f"largest copy: {big} bytes, no usable time")
    if bench_err:
        out.append(bench_err)
    out += notes
    opt = options_rows(bench, args.p4a_variant)
    if opt:
        out.append("")
        out.append("tiling and tuning (timed loops' kernels, ms; in parentheses the time with "
                   "the option off over the time with it on: above 1, the option helps)")
        out.append(render(opt, ["kernel", args.p4a_variant, f"{args.p4a_variant}-notile",
                                f"{args.p4a_variant}-notune"]))
    out += validation_summary(args.validation, args.p4a_variant)
    out += steps_summary(args.steps)
    print("\n".join(out))


if __name__ == "__main__":
    main()

#!/usr/bin/env bash
# The check a session runs on a lent GPU machine (an NVIDIA H100 or H200 with the CUDA
# toolkit, python3, gcc; no Rust toolchain, no network), in one call of about 8 minutes:
#
#   1. the machine: nvidia-smi, nvcc, gcc; where NVRTC and libcuda are (the p4a runtime
#      loads both at run time; NVRTC may come from the pip package nvidia-cuda-nvrtc: it
#      goes on LD_LIBRARY_PATH); whether the runtime starts its CUDA backend, and whether
#      a small p4a --cuda program compiles its kernel with NVRTC, runs and prints what the
#      sequential build prints;
#   2. the benchmark (bench/gpu/run.py --variants seq,cuda,cuda-notile,cuda-notune,hand):
#      each kernel of bench/gpu/kernels as gcc -O3, as p4a --cuda (also with --no-tiling,
#      and run with P4A_TUNE=0) and as the hand-written CUDA of
#      bench/gpu/hand, and device-to-device copies of the same bytes (hand/d2d.cu);
#   3. the validation corpus in cuda mode (p4a-validate --mode cuda -j 16), in the time
#      left;
#   4. one table (bench/gpu/device_table.py): per kernel, correctness, kernel times, achieved
#      bandwidth against the copy's, the ratio to the hand version, the issue's targets; the
#      corpus's counts and failures; the steps that failed.
#
# Every step has a time limit, and a failed step is reported without stopping the others.
#
#   bench/gpu/device-check.sh [--dry-run] [OUTDIR]
#
# Results go to $OUT (the folder whose files come back from the device machine) or, when
# OUT is unset, to OUTDIR: device-check.log (everything) and device-check-table.txt (the
# table, also printed last on stdout). Nothing else is written there.
#
# Binaries: from $P4A_BIN_DIR, else .gpu-bin (bench/gpu/pack.sh: stripped and gzipped, to
# carry), else target/release; FILE or FILE.gz for each of p4a, p4a-validate and
# libp4a_runtime.a. Where none is found and cargo exists, it builds them.
#
# --dry-run (or P4A_DEVICE_CHECK_FAKE=1), for machines without a GPU: every step runs, but
# p4a's programs on the OpenCL backend (PoCL) instead of CUDA, the hand-written programs and
# the copies on a CPU emulation of CUDA (hand/emulate: their output is checked, their times
# mean nothing), one benchmark run, a subset of the corpus (P4A_DEVICE_CHECK_FILTER, default
# kdm_). The .cu files are also compiled with a real nvcc if one is found ($P4A_NVCC, PATH).
#
# Environment: P4A_DEVICE_CHECK_BUDGET (seconds for the whole check, default 450),
# P4A_DEVICE_CHECK_FILTER (only corpus cases whose name contains it), P4A_DEVICE_CHECK_RUNS
# (benchmark runs per variant, default 3, 1 in a dry run), CC (default gcc).
set -u -o pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
GPU=$ROOT/bench/gpu
DRY=0
[ "${P4A_DEVICE_CHECK_FAKE:-0}" = 1 ] && DRY=1
OUTDIR=""
for arg in "$@"; do
    case $arg in
        --dry-run) DRY=1 ;;
        -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "device-check.sh: unknown option $arg" >&2; exit 2 ;;
        *) OUTDIR=$arg ;;
    esac
done
if [ -n "${OUT:-}" ]; then
    OUTDIR=$OUT
elif [ -z "$OUTDIR" ]; then
    echo "device-check.sh: set OUT or give an output directory" >&2
    exit 2
fi
mkdir -p "$OUTDIR" || exit 2
OUTDIR=$(cd "$OUTDIR" && pwd)
LOG=$OUTDIR/device-check.log
TABLE=$OUTDIR/device-check-table.txt
: >"$LOG"

START=$(date +%s)
BUDGET=${P4A_DEVICE_CHECK_BUDGET:-450}
RUNS=${P4A_DEVICE_CHECK_RUNS:-$([ "$DRY" = 1 ] && echo 1 || echo 3)}
CC=${CC:-gcc}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/p4a-device-check.XXXXXX")
BIN=$WORK/bin
# What the step functions (run in a child bash by run_step) read.
export ROOT GPU WORK BIN CC DRY
STEPS=$WORK/steps.tsv
: >"$STEPS"
export PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1
# A fresh kernel cache: NVRTC compiles every kernel, so that it is tested.
export P4A_CACHE_DIR=$WORK/p4a-cache
if [ "$DRY" = 1 ]; then
    BACKEND=opencl
    FILTER=${P4A_DEVICE_CHECK_FILTER-kdm_}
    JOBS=2
else
    BACKEND=cuda
    FILTER=${P4A_DEVICE_CHECK_FILTER-}
    JOBS=16
fi

# A line on stdout and in the log.
say() { echo "$*" | tee -a "$LOG"; }

elapsed() { echo $(( $(date +%s) - START )); }

# record NAME STATUS SECONDS NOTE: one line of the steps the table lists.
record() { printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "${4:-}" >>"$STEPS"; }

# run_step NAME LIMIT CMD...: runs CMD (a command, or a function of this script, exported)
# with its output in the log (or in $STEP_OUT, then copied to the log), killed with its
# whole process group after LIMIT seconds or when the budget runs out (RESERVE seconds are
# kept for the table); records how it went and returns CMD's status.
RESERVE=10
run_step() {
    local name=$1 limit=$2 left t0 rc status out
    shift 2
    left=$(( BUDGET - $(elapsed) - RESERVE ))
    if (( left < 5 )); then
        record "$name" skipped 0 "no time left in the ${BUDGET} s budget"
        say "[$(elapsed) s] $name: skipped (no time left)"
        return 124
    fi
    (( limit > left )) && limit=$left
    out=${STEP_OUT:-$WORK/step.out}
    echo "=== [$(elapsed) s] $name (limit $limit s): $*" >>"$LOG"
    t0=$(date +%s)
    if declare -F "$1" >/dev/null; then
        timeout -k 5 "$limit" bash -c '"$@"' run_step "$@" >"$out" 2>&1
    else
        timeout -k 5 "$limit" "$@" >"$out" 2>&1
    fi
    rc=$?
    cat "$out" >>"$LOG"
    case $rc in
        0) status=ok ;;
        124|137) status="timed out after $limit s" ;;
        *) status="failed (exit status $rc)" ;;
    esac
    record "$name" "$status" $(( $(date +%s) - t0 )) "${STEP_NOTE:-}"
    say "[$(elapsed) s] $name: $status"
    return $rc
}

# ---- binaries ---------------------------------------------------------------------------

mkdir -p "$BIN"
find_bin_dir() {
    local dir
    for dir in "${P4A_BIN_DIR:-}" "$ROOT/.gpu-bin" "$ROOT/target/release"; do
        [ -n "$dir" ] || continue
        if [ -e "$dir/p4a" ] || [ -e "$dir/p4a.gz" ]; then
            echo "$dir"
            return 0
        fi
    done
    return 1
}

unpack_binaries() {
    local dir=$1 f
    for f in p4a p4a-validate libp4a_runtime.a; do
        if [ -f "$dir/$f" ]; then
            cp "$dir/$f" "$BIN/$f" || return 1
        elif [ -f "$dir/$f.gz" ]; then
            gzip -dc "$dir/$f.gz" >"$BIN/$f" || return 1
        else
            echo "no $dir/$f or $dir/$f.gz"
            return 1
        fi
    done
    chmod +x "$BIN/p4a" "$BIN/p4a-validate"
    [ -f "$dir/STAMP" ] && cat "$dir/STAMP"
    "$BIN/p4a" --version
}

export -f unpack_binaries
say "p4a device check ($([ "$DRY" = 1 ] && echo "DRY RUN on $BACKEND" || echo cuda)), $(date -u +%Y-%m-%dT%H:%M:%SZ), budget $BUDGET s"
say "log: $LOG"
if ! BIN_DIR=$(find_bin_dir); then
    if command -v cargo >/dev/null; then
        STEP_NOTE="no prebuilt binaries: built with cargo" run_step build 400 \
            bash -c "cd '$ROOT' && cargo build --release -p p4a -p p4a-validation -p p4a-runtime"
        BIN_DIR=$ROOT/target/release
    else
        BIN_DIR=""
    fi
fi
HAVE_BIN=0
if [ -n "$BIN_DIR" ] && STEP_NOTE="from $BIN_DIR" run_step binaries 60 unpack_binaries "$BIN_DIR"; then
    HAVE_BIN=1
else
    record binaries failed 0 "no p4a binaries: run bench/gpu/pack.sh and carry .gpu-bin, or set P4A_BIN_DIR"
fi

# ---- 1. the machine ---------------------------------------------------------------------

python_site_dirs() {
    local py
    for py in python3 /opt/torch/.venv/bin/python3; do
        command -v "$py" >/dev/null 2>&1 || [ -x "$py" ] || continue
        "$py" -c 'import site, sys
print("\n".join(site.getsitepackages() + [site.getusersitepackages()] + sys.path))' 2>/dev/null
    done | sort -u
}

# The first directory holding a library named like $1 (a glob such as 'libnvrtc.so*'),
# preferring a CUDA 13 one, among the toolkit's and Python's folders.
find_lib_dir() {
    local pattern=$1 dirs hit
    dirs=$( { echo "${CUDA_HOME:-}/lib64"; echo "${CUDA_PATH:-}/lib64"; echo /usr/local/cuda/lib64
              echo /usr/local/cuda/targets/x86_64-linux/lib; ls -d /usr/local/cuda-*/lib64 2>/dev/null
              echo /usr/local/nvidia/lib64; echo /usr/local/nvidia/lib; echo /usr/lib/x86_64-linux-gnu
              python_site_dirs; } | awk 'NF && !seen[$0]++')
    for want in "${pattern%\*}.13" "$pattern"; do
        while read -r d; do
            [ -d "$d" ] || continue
            hit=$(find "$d" -maxdepth 4 -name "$want*" ! -name '*builtins*' 2>/dev/null | sort | head -1)
            if [ -n "$hit" ]; then
                dirname "$hit"
                return 0
            fi
        done <<<"$dirs"
    done
    return 1
}

# nvcc: $P4A_NVCC, PATH, the toolkit, or the pip package nvidia-cuda-nvcc.
find_nvcc() {
    local d
    if [ -n "${P4A_NVCC:-}" ]; then echo "$P4A_NVCC"; return 0; fi
    if command -v nvcc >/dev/null; then command -v nvcc; return 0; fi
    for d in "${CUDA_HOME:-/nonexistent}/bin" /usr/local/cuda/bin; do
        [ -x "$d/nvcc" ] && { echo "$d/nvcc"; return 0; }
    done
    while read -r d; do
        [ -x "$d/nvidia/cu13/bin/nvcc" ] && { echo "$d/nvidia/cu13/bin/nvcc"; return 0; }
        [ -x "$d/nvidia/cuda_nvcc/bin/nvcc" ] && { echo "$d/nvidia/cuda_nvcc/bin/nvcc"; return 0; }
    done < <(python_site_dirs)
    return 1
}

machine_info() {
    echo "--- nvidia-smi"
    timeout 20 nvidia-smi || echo "(nvidia-smi failed or absent)"
    timeout 20 nvidia-smi --query-gpu=name,compute_cap,driver_version,memory.total,clocks.sm,clocks.mem \
        --format=csv 2>&1 || true
    echo "--- nvcc: ${NVCC:-none}"
    [ -n "$NVCC" ] && "$NVCC" --version
    echo "--- $CC: $("$CC" --version 2>&1 | head -1)"
    echo "--- python3: $(python3 --version 2>&1) at $(command -v python3)"
    echo "--- uname: $(uname -a)"
    echo "--- cores: $(nproc)"
    echo "--- libcuda: $(ldconfig -p 2>/dev/null | grep -m1 'libcuda\.so' || echo 'not in ldconfig')"
    echo "--- libnvrtc: $(ldconfig -p 2>/dev/null | grep -m1 'libnvrtc\.so' || echo 'not in ldconfig')"
    echo "--- LD_LIBRARY_PATH=${LD_LIBRARY_PATH:-}"
    return 0
}

NVCC=$(find_nvcc || true)
ARCH=""
if [ "$DRY" = 0 ]; then
    CAP=$(timeout 20 nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .')
    case $CAP in [0-9][0-9]|[0-9][0-9][0-9]) ARCH=-arch=sm_$CAP ;; *) ARCH=-arch=native ;; esac
    # First on the path, even where ldconfig knows another NVRTC: cudarc tries
    # libnvrtc.so, then .so.13, then older versions.
    if d=$(find_lib_dir 'libnvrtc.so*'); then
        export LD_LIBRARY_PATH=$d${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    fi
    if ! ldconfig -p 2>/dev/null | grep -q 'libcuda\.so'; then
        if d=$(find_lib_dir 'libcuda.so*'); then
            export LD_LIBRARY_PATH=$LD_LIBRARY_PATH${LD_LIBRARY_PATH:+:}$d
        fi
    fi
elif [ -n "$NVCC" ]; then
    ARCH=-arch=sm_90
fi
NVCC_FLAGS="-O3 $ARCH"
# nvcc from the pip package links the CUDA runtime from its own lib folder.
if [ -n "$NVCC" ] && [ -f "$(dirname "$NVCC")/../lib/libcudart_static.a" ]; then
    NVCC_FLAGS="$NVCC_FLAGS -L$(cd "$(dirname "$NVCC")/../lib" && pwd)"
fi
export BACKEND NVCC NVCC_FLAGS LD_LIBRARY_PATH
export -f python_site_dirs machine_info
STEP_OUT=$WORK/machine.txt run_step machine 60 machine_info
grep -m1 -A3 'name, compute_cap' "$WORK/machine.txt" | tail -n +2 | sed 's/^/  /' | tee -a "$LOG"
say "  nvcc: ${NVCC:-none} ($NVCC_FLAGS); LD_LIBRARY_PATH=${LD_LIBRARY_PATH:-}"

# The runtime starts its backend, and a small program runs through p4a: its kernel is
# compiled (NVRTC for CUDA), launched, and its output is the sequential build's.
probe() {
    local dir=$WORK/probe backend_enum
    mkdir -p "$dir/out"
    backend_enum=P4A_BACKEND_$(echo "$BACKEND" | tr a-z A-Z)
    cat >"$dir/init.c" <<EOF
#include <stdio.h>
#include "p4a_runtime.h"
int main(void) {
    int rc = p4a_runtime_init($backend_enum);
    printf("p4a_runtime_init: %d, backend %s, device %s\\n", rc, p4a_runtime_backend(),
           p4a_runtime_device());
    return rc != 0;
}
EOF
    "$CC" "$dir/init.c" -I "$ROOT/runtime/include" "$BIN/libp4a_runtime.a" \
        -lm -ldl -lpthread -lrt -lgcc_s -lutil -o "$dir/init" || return 1
    P4A_BACKEND=$BACKEND "$dir/init" || { echo "the runtime does not start its $BACKEND backend"; return 1; }
    cat >"$dir/saxpy.c" <<'EOF'
#include <stdio.h>
#define N 100000
static float x[N], y[N];
int main(void) {
    for (int i = 0; i < N; i++) { x[i] = (float)(i % 100) / 8.0f; y[i] = (float)(i % 7); }
    for (int i = 0; i < N; i++) y[i] = 2.5f * x[i] + y[i];
    double s = 0.0;
    for (int i = 0; i < N; i++) s += y[i] * (i % 3);
    printf("%.6f\n", s);
    return 0;
}
EOF
    "$CC" -O2 "$dir/saxpy.c" -o "$dir/saxpy.seq" || return 1
    "$BIN/p4a" "--$BACKEND" "$dir/saxpy.c" --output-dir "$dir/out" || return 1
    "$CC" -O2 "$dir/out/saxpy.p4a.c" -I "$ROOT/runtime/include" "$BIN/libp4a_runtime.a" \
        -lm -ldl -lpthread -lrt -lgcc_s -lutil -o "$dir/saxpy.gpu" || return 1
    local want got
    want=$("$dir/saxpy.seq")
    got=$(P4A_BACKEND=$BACKEND P4A_STATS=$dir/stats.json "$dir/saxpy.gpu") || { echo "the p4a build failed to run"; return 1; }
    echo "sequential: $want; p4a --$BACKEND: $got"
    cat "$dir/stats.json" 2>/dev/null
    [ "$want" = "$got" ] || { echo "outputs differ"; return 1; }
    grep -q '"launches": {"count": [1-9]' "$dir/stats.json" || { echo "no kernel launched"; return 1; }
}
export -f probe
PROBE_OK=0
if [ "$HAVE_BIN" = 1 ] && STEP_NOTE="runtime start, a p4a --$BACKEND program" run_step "probe $BACKEND" 90 probe; then
    PROBE_OK=1
fi

# ---- 2. the benchmark -------------------------------------------------------------------

# In a dry run, the .cu files are still compiled with a real nvcc when there is one.
compile_hand() {
    local f rc=0
    for f in "$GPU"/hand/*.cu; do
        echo "--- $NVCC $NVCC_FLAGS $f"
        # shellcheck disable=SC2086
        "$NVCC" $NVCC_FLAGS "$f" -o "$WORK/check-$(basename "$f" .cu)" || rc=1
    done
    return $rc
}

export -f compile_hand
HAND_NVCC=$NVCC
if [ "$DRY" = 1 ]; then
    HAND_NVCC=$GPU/hand/emulate/nvcc
    if [ -n "$NVCC" ]; then
        STEP_NOTE="real nvcc, compile only" run_step "nvcc hand/*.cu" 120 compile_hand
    fi
fi
if [ "$HAVE_BIN" = 1 ]; then
    STEP_NOTE="seq, $BACKEND (also without tiling, without tuning), hand; $RUNS runs" \
        run_step benchmark 240 \
        python3 "$GPU/run.py" --p4a "$BIN/p4a" --runtime-lib "$BIN/libp4a_runtime.a" \
        --variants "seq,$BACKEND,$BACKEND-notile,$BACKEND-notune,hand" --runs "$RUNS" --cuda on \
        --nvcc "${HAND_NVCC:-nvcc}" --nvcc-flags "$NVCC_FLAGS" --json "$WORK/bench.json"
fi

# The copies' sizes: what each memory-bound kernel moves per launch, and 2 GiB for the peak.
copies() {
    local sizes
    sizes=$(python3 "$GPU/device_table.py" --print-sizes) || return 1
    [ -n "$HAND_NVCC" ] || { echo "no nvcc"; return 1; }
    # shellcheck disable=SC2086
    "$HAND_NVCC" $NVCC_FLAGS "$GPU/hand/d2d.cu" -o "$WORK/d2d" || return 1
    # shellcheck disable=SC2086
    "$WORK/d2d" $sizes $(( DRY ? 1 << 28 : 1 << 31 ))
}
export HAND_NVCC
export -f copies
STEP_OUT=$WORK/d2d.txt run_step copies 90 copies

# ---- 3. the validation corpus -----------------------------------------------------------

if [ "$HAVE_BIN" = 1 ]; then
    # p4a-validate compiles the outputs with the runtime's header from the tree it was built
    # in; this tree's comes first (the compiler is split on spaces).
    STEP_OUT=$WORK/validate.log STEP_NOTE="p4a-validate --mode $BACKEND -j $JOBS${FILTER:+ --filter $FILTER}" \
        run_step "validation corpus" 330 \
        "$BIN/p4a-validate" --p4a "$BIN/p4a" --mode "$BACKEND" -j "$JOBS" \
        --cc "$CC -I$ROOT/runtime/include" ${FILTER:+--filter "$FILTER"} "$ROOT/validation/cases"
fi

# ---- 4. the table -----------------------------------------------------------------------

NOTES=()
if [ "$DRY" = 1 ]; then
    NOTES+=(--note "DRY RUN: p4a on $BACKEND (PoCL); hand programs and copies on the CPU emulation of CUDA in hand/emulate: the numbers mean nothing")
fi
[ "$PROBE_OK" = 1 ] || NOTES+=(--note "the $BACKEND probe failed: see the log (probe)")
echo "=== [$(elapsed) s] table" >>"$LOG"
python3 "$GPU/device_table.py" --bench "$WORK/bench.json" --d2d "$WORK/d2d.txt" \
    --validation "$WORK/validate.log" --steps "$STEPS" --p4a-variant "$BACKEND" \
    ${NOTES[@]+"${NOTES[@]}"} >"$TABLE" 2>>"$LOG" || echo "device_table.py failed: see the log" >>"$TABLE"
cat "$TABLE" >>"$LOG"
echo "(total $(elapsed) s; log: $LOG)" >>"$TABLE"
echo
cat "$TABLE"
rm -rf "$WORK"

//! Kernels and transfers decided together: a parallel loop with too little work for a
//! launch of its own still runs on the device when leaving it on the host would cost more
//! in copies (a checksum over a grid the kernels hold, a boundary update between two
//! kernels), and a kernel of modest work runs on the host when on the device it would
//! force copies that cost more than its work (a product whose input the host rescales in
//! every iteration).
//!
//! The decisions first leave small loops on the host
//! ([`crate::parallel::Reason::TooSmallForKernel`], `EnteredOften`). Once the transfers
//! are placed, each kernel of known work under [`MAX_DEMOTED_WORK`] is tried on the host,
//! then each small loop as a kernel, then the small loops left all at once (loops that
//! only pay together); each try computes the placement again and is kept when the
//! estimated time goes down. The estimate ([`estimate`]) counts each transfer and each
//! launch by how often it runs (the trip counts of the loops around it, times how often
//! its function is entered), a launch or a copy as a fixed latency, plus the bytes a copy
//! moves over the bus, plus the host time of the kernels moved to the host.

use rustc_hash::FxHashMap;

use p4a_analyzer::ir::*;

use super::comm::{Bytes, CommPlan, Dir};
use super::plan::{KernelPlan, PlanContext, static_trips, type_size};
use crate::decision::{Decision, LoopReport};
use crate::parallel::Reason;

/// Microseconds one launch or one copy costs besides its bytes (CUDA's order of
/// magnitude; a CPU OpenCL device costs more, which only makes both sides dearer).
const LATENCY_US: f64 = 10.0;

/// Bytes a copy moves per microsecond (about 10 GB/s over PCIe).
const BYTES_PER_US: f64 = 10_000.0;

/// Trips assumed for a loop whose count is not known at compile time, and entries for a
/// function entered an unknown number of times.
const UNKNOWN_TRIPS: f64 = 100.0;

/// Bytes assumed for a copy whose size is not known at compile time.
const UNKNOWN_BYTES: f64 = 1_048_576.0;

/// Most loops tried: each try places the transfers of the whole program again.
const MAX_TRIES: usize = 32;

/// The loops left on the host only for their small (or unknown, and often entered) work
/// that could be kernels, with
/// their plans: `(index in the report, plan)`. `taken` holds the statements already in a
/// kernel or a one-thread kernel, inside which no candidate may be.
pub fn candidates(
    cx: &PlanContext,
    report: &[LoopReport],
    taken: &[StmtId],
) -> Vec<(usize, KernelPlan)> {
    let p = cx.program;
    // The plans' own test of work against per-kernel copies does not apply: the
    // placement decides the copies, and `decide` weighs them.
    let resident = PlanContext {
        program: cx.program,
        pre: cx.pre,
        regions: cx.regions,
        report: cx.report.clone(),
        no_cost_model: true,
        assigned: cx.assigned.clone(),
    };
    let mut out: Vec<(usize, KernelPlan)> = Vec::new();
    for (k, r) in report.iter().enumerate() {
        if out.len() >= MAX_TRIES {
            break;
        }
        if r.decision != Decision::Small
            || !r.reasons.iter().any(|x| {
                matches!(
                    x,
                    Reason::TooSmallForKernel { .. } | Reason::EnteredOften { .. }
                )
            })
        {
            continue;
        }
        let inside = |outer: StmtId, s: StmtId| crate::distribute::contains(p, outer, s);
        if taken
            .iter()
            .any(|&t| inside(t, r.stmt) || inside(r.stmt, t))
            || out
                .iter()
                .any(|(_, c)| inside(c.stmt, r.stmt) || inside(r.stmt, c.stmt))
        {
            continue;
        }
        let mut as_parallel = r.clone();
        as_parallel.decision = Decision::Parallel;
        as_parallel.guard = None;
        if let Ok(plan) = super::plan::plan(&resident, &as_parallel) {
            out.push((k, plan));
        }
    }
    out
}

/// Host time of one operation of the cost model's estimate, in microseconds (0.1 ns: see
/// [`crate::cost::MIN_PARALLEL_WORK`]).
const HOST_US_PER_OP: f64 = 0.0001;

/// Most work per entry of a kernel tried on the host: beyond, the host time alone
/// (100 µs) outweighs the copies a loop of that size forces.
const MAX_DEMOTED_WORK: u64 = 10 * crate::cost::MIN_KERNEL_WORK;

/// The kernels that could run on the host instead, with their work per entry: grids
/// (not one-thread kernels) whose work is known and at most [`MAX_DEMOTED_WORK`].
pub fn demotable(
    cx: &PlanContext,
    consts: &crate::cost::ParamConsts,
    kernels: &[(usize, &KernelPlan)],
) -> Vec<(usize, StmtId, u64)> {
    let mut out = Vec::new();
    for &(k, plan) in kernels {
        if plan.grid.is_empty() || out.len() >= MAX_TRIES {
            continue;
        }
        let mut cost = crate::cost::Cost {
            program: cx.program,
            consts,
            pre: cx.pre,
            depth: 0,
        };
        if let Some(work) = cost.stmt(plan.stmt)
            && work <= MAX_DEMOTED_WORK
        {
            out.push((k, plan.stmt, work));
        }
    }
    out
}

/// How often statements run and what copies cost, for [`estimate`].
pub struct Frequencies {
    /// Each statement's enclosing loops in its function, innermost last.
    loops: FxHashMap<StmtId, Vec<StmtId>>,
    /// How often each function is entered per run (`None`: unknown).
    entries: FxHashMap<FuncId, Option<u64>>,
}

impl Frequencies {
    /// The loops around every statement, and `entries` of each function.
    pub fn new(p: &Program, entries: FxHashMap<FuncId, Option<u64>>) -> Frequencies {
        Frequencies {
            loops: super::comm::loops_around(p),
            entries,
        }
    }

    /// Estimated runs of statement `s` of `f` per run of the program.
    fn runs(&self, cx: &PlanContext, f: FuncId, s: StmtId) -> f64 {
        let entries = match self.entries.get(&f) {
            Some(Some(n)) => *n as f64,
            Some(None) => UNKNOWN_TRIPS,
            None => 1.0,
        };
        self.loops.get(&s).map_or(entries, |around| {
            around.iter().fold(entries, |acc, &l| {
                acc * static_trips(cx, l).map_or(UNKNOWN_TRIPS, |t| t as f64)
            })
        })
    }
}

/// Estimated microseconds the copies and launches of `plan` with `kernels` take per run.
pub fn estimate(
    cx: &PlanContext,
    freq: &Frequencies,
    plan: &CommPlan,
    kernels: &[&KernelPlan],
) -> f64 {
    let p = cx.program;
    let mut total = 0.0;
    let mut site_uploads: FxHashMap<StmtId, Vec<SymbolId>> = FxHashMap::default();
    for &(s, x) in &plan.kernel_uploads {
        site_uploads.entry(s).or_default().push(x);
    }
    for k in kernels {
        let runs = freq.runs(cx, k.func, k.stmt);
        total += runs * LATENCY_US;
        // Uploads the kernel site makes itself (sizes not known higher up): the rows the
        // kernel touches.
        for &x in site_uploads.get(&k.stmt).map_or(&[][..], Vec::as_slice) {
            let bytes = match super::plan::element_bounds(cx, k.stmt, x) {
                Ok((first, last)) => rows_bytes(cx, k.stmt, x, &first, &last),
                Err(_) => UNKNOWN_BYTES,
            };
            total += runs * (LATENCY_US + bytes / BYTES_PER_US);
        }
    }
    for t in &plan.transfers {
        if !matches!(t.dir, Dir::Upload | Dir::Download) {
            continue;
        }
        let bytes = match (&t.bytes, t.sym) {
            (Bytes::Object, Some(x)) => {
                type_size(p, p.symbols[x].ty).map_or(UNKNOWN_BYTES, |b| b as f64)
            }
            (Bytes::Rows { first, last }, Some(x)) => rows_bytes(cx, t.anchor, x, first, last),
            _ => UNKNOWN_BYTES,
        };
        total += freq.runs(cx, t.func, t.anchor) * (LATENCY_US + bytes / BYTES_PER_US);
    }
    total
}

/// Bytes of rows `first..=last` of `x` when the preconditions at `at` bound them, else of
/// the whole object when its size is known.
fn rows_bytes(
    cx: &PlanContext,
    at: StmtId,
    x: SymbolId,
    first: &[Vec<p4a_analyzer::affine::LinExpr<p4a_analyzer::linear::AVar>>],
    last: &[Vec<p4a_analyzer::affine::LinExpr<p4a_analyzer::linear::AVar>>],
) -> f64 {
    let p = cx.program;
    let whole = type_size(p, p.symbols[x].ty).map(|b| b as f64);
    let row = match p.resolve(p.symbols[x].ty).0 {
        TypeKind::Array { elem, .. } | TypeKind::Pointer(elem) => {
            type_size(p, *elem).map(|b| b as f64)
        }
        _ => None,
    };
    // Each bound is the max (or min) of its alternatives; each alternative's value is
    // bounded by the preconditions (the widest end: the estimate stays an upper bound).
    let pre = cx.pre.get(at);
    let value = |e: &p4a_analyzer::affine::LinExpr<p4a_analyzer::linear::AVar>, lower: bool| {
        if e.is_constant() {
            return Some(e.constant_term());
        }
        let (lo, hi) = pre?.bounds(e);
        if lower { lo } else { hi }
    };
    let bound = |v: &[Vec<p4a_analyzer::affine::LinExpr<_>>], lower: bool| -> Option<i128> {
        let mut vals = v
            .iter()
            .flat_map(|alts| alts.iter())
            .map(|e| value(e, lower));
        let first = vals.next()??;
        vals.try_fold(first, |acc, x| {
            let x = x?;
            Some(if lower { acc.min(x) } else { acc.max(x) })
        })
    };
    let lo = if first.is_empty() {
        Some(0)
    } else {
        bound(first, true)
    };
    match (lo, bound(last, false), row) {
        (Some(lo), Some(hi), Some(row)) if hi >= lo => (hi - lo + 1) as f64 * row,
        _ => whole.unwrap_or(UNKNOWN_BYTES),
    }
}

/// What [`decide`] chose: the placement, the report indices of the loops made kernels,
/// and those of the kernels left on the host.
pub struct Joint {
    /// The transfers.
    pub plan: CommPlan,
    /// Small loops that became kernels.
    pub promoted: Vec<usize>,
    /// Kernels that run on the host instead, with their estimated work per entry.
    pub demoted: Vec<(usize, u64)>,
    /// Tries left out because the program is large ([`max_places`]).
    pub untried: usize,
}

/// Statements of the whole program the tries of [`decide`] may walk in all: each try
/// places the transfers of the whole program again, so a program of thousands of
/// functions gets fewer tries (p4a's time stays linear in its size); programs of a few
/// thousand statements get every try.
pub const PLACEMENT_BUDGET: usize = 60_000;

/// How many placements [`decide`] may compute for a program of `stmts` statements: at
/// least the first one and one try, at most one per try.
pub fn max_places(stmts: usize) -> usize {
    (PLACEMENT_BUDGET / stmts.max(1)).max(2)
}

/// First tries each kernel of `demotable` on the host, keeping it there when the
/// estimate of the whole program's copies and launches, plus the loop's own time on the
/// host, goes down; then tries each candidate as a kernel, in order, keeping those that
/// lower the estimate, and then the remaining candidates all at once. `place` computes
/// the placement for a set of kernels.
pub fn decide(
    cx: &PlanContext,
    freq: &Frequencies,
    kernels: &[&KernelPlan],
    demotable: &[(usize, StmtId, u64)],
    candidates: &[(usize, KernelPlan)],
    place: &dyn Fn(&[&KernelPlan]) -> CommPlan,
    max_places: usize,
) -> Joint {
    let mut current: Vec<&KernelPlan> = kernels.to_vec();
    let mut plan = place(&current);
    let mut promoted = Vec::new();
    let mut demoted = Vec::new();
    let tries = demotable.len() + candidates.len() + usize::from(candidates.len() > 1);
    let mut left = max_places.saturating_sub(1);
    let untried = tries.saturating_sub(left);
    if plan.naive.is_some() {
        return Joint {
            plan,
            promoted,
            demoted,
            untried: 0,
        };
    }
    let mut may_try = || {
        let ok = left > 0;
        left = left.saturating_sub(1);
        ok
    };
    // The loops on the host that were kernels: their time there.
    let mut host_time = 0.0;
    let mut cost = estimate(cx, freq, &plan, &current);
    for &(k, stmt, work) in demotable {
        let Some(at) = current.iter().position(|c| c.stmt == stmt) else {
            continue;
        };
        if !may_try() {
            break;
        }
        let mut without = current.clone();
        let gone = without.remove(at);
        let tried = place(&without);
        if tried.naive.is_some() {
            continue;
        }
        let own = freq.runs(cx, gone.func, gone.stmt) * work as f64 * HOST_US_PER_OP;
        let c = estimate(cx, freq, &tried, &without) + host_time + own;
        if c < cost {
            current = without;
            plan = tried;
            cost = c;
            host_time += own;
            demoted.push((k, work));
        }
    }
    for (k, cand) in candidates {
        if !may_try() {
            break;
        }
        let mut with: Vec<&KernelPlan> = current.clone();
        with.push(cand);
        let tried = place(&with);
        if tried.naive.is_some() {
            continue;
        }
        let c = estimate(cx, freq, &tried, &with) + host_time;
        if c < cost {
            current = with;
            plan = tried;
            cost = c;
            promoted.push(*k);
        }
    }
    // Loops that only pay together (the two sweeps of a convergence loop: either one
    // alone on the device leaves copies in every iteration): the rest at once.
    let rest: Vec<&(usize, KernelPlan)> = candidates
        .iter()
        .filter(|(k, _)| !promoted.contains(k))
        .collect();
    if rest.len() > 1 && may_try() {
        let mut with: Vec<&KernelPlan> = current.clone();
        with.extend(rest.iter().map(|(_, c)| c));
        let tried = place(&with);
        if tried.naive.is_none() && estimate(cx, freq, &tried, &with) + host_time < cost {
            plan = tried;
            promoted.extend(rest.iter().map(|(k, _)| *k));
        }
    }
    Joint {
        plan,
        promoted,
        demoted,
        untried,
    }
}

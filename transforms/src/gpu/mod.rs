//! GPU placement (`--cuda`, `--opencl`): the loops the decisions made parallel become
//! kernels launched through the p4a runtime.
//!
//! For each parallel loop (outermost first, as the OpenMP placement chose them), the
//! outermost perfectly nested parallel loops (up to three) become the grid, the innermost
//! on dimension 0 ([`plan`]). The work of one grid point is copied into a kernel function
//! of the file's kernel unit, with the host's scalars as parameters passed by value, its
//! arrays as device pointers with linearised subscripts, and its private variables as
//! locals ([`apply`]). The host computes the trip counts, copies every array the kernel
//! touches to the device, launches, and copies the written arrays back (per-kernel
//! transfers). A loop the kernel languages cannot express stays on the host, sequential,
//! with the reason.

mod apply;
pub mod calls;
pub mod comm;
pub mod initial;
pub mod joint;
pub mod plan;
pub mod sequential;
mod space;
pub mod tile;

use rustc_hash::{FxHashMap, FxHashSet};

use p4a_analyzer::ir::edit::Names;
use p4a_analyzer::ir::{Program, StmtId, SymbolId, UnitRole};
use p4a_analyzer::print::Dialect;

use crate::decision::{Decision, LoopReport};
use crate::parallel::Reason;
use plan::{KernelPlan, PlanContext};

/// The kernel language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// CUDA C++ (`.cu`).
    Cuda,
    /// OpenCL C (`.cl`).
    OpenCl,
}

/// The printer's dialect of a unit of role `role`: C for host code, a back end's for
/// kernels.
pub fn dialect_of(role: UnitRole) -> &'static dyn Dialect {
    match role {
        UnitRole::Source => &p4a_analyzer::print::C,
        UnitRole::CudaKernels => Language::Cuda.dialect(),
        UnitRole::OpenClKernels => Language::OpenCl.dialect(),
    }
}

impl Language {
    /// The printer's dialect of the language, from its back end's crate.
    pub fn dialect(self) -> &'static dyn Dialect {
        match self {
            Language::Cuda => &p4a_codegen_cuda::Cuda,
            Language::OpenCl => &p4a_codegen_opencl::OpenCl,
        }
    }
}

/// What becomes of one loop of the report.
// One per loop of the program, moved rarely: boxing the plan would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Placement {
    /// A kernel.
    Kernel(KernelPlan),
    /// Stays on the host, sequential, for this reason.
    Host(plan::Why),
    /// Stays on the host, sequential: it has too few iterations for a grid, and the
    /// parallel loops inside it are the kernels.
    Outer {
        /// The points its grid would have.
        trips: u64,
    },
}

/// Plans a kernel for every loop the report makes parallel: `(index in the report, what
/// becomes of it)`. A parallel loop whose grid would have fewer than
/// [`plan::MIN_GRID_TRIPS`] points (known at compile time) and whose outermost inner
/// parallel loops can all be kernels gives way to them.
pub fn plan_all(cx: &PlanContext, report: &[LoopReport]) -> Vec<(usize, Placement)> {
    let p = cx.program;
    let mut out = Vec::new();
    for (k, r) in report.iter().enumerate() {
        if r.decision != Decision::Parallel {
            continue;
        }
        let outer = plan::plan(cx, r);
        // The grid's size when known: the product of its loops' trip counts.
        let grid_size = match &outer {
            Ok(plan) => plan
                .grid
                .iter()
                .map(|g| plan::static_trips(cx, g.stmt))
                .try_fold(1u64, |acc, t| t.map(|t| acc.saturating_mul(t))),
            Err(_) => plan::static_trips(cx, r.stmt),
        };
        if let Some(trips) = grid_size.filter(|&t| t < plan::MIN_GRID_TRIPS) {
            // The outermost parallel loops inside it.
            let inner: Vec<usize> = report
                .iter()
                .enumerate()
                .filter(|(_, x)| {
                    x.decision == Decision::Inner
                        && x.stmt != r.stmt
                        && crate::distribute::contains(p, r.stmt, x.stmt)
                })
                .map(|(j, _)| j)
                .collect();
            let outermost: Vec<usize> = inner
                .iter()
                .copied()
                .filter(|&j| {
                    !inner.iter().any(|&i| {
                        i != j && crate::distribute::contains(p, report[i].stmt, report[j].stmt)
                    })
                })
                .collect();
            let plans: Vec<Result<KernelPlan, plan::Why>> = outermost
                .iter()
                .map(|&j| plan::plan(cx, &report[j]))
                .collect();
            if !outermost.is_empty() && plans.iter().all(Result::is_ok) {
                out.push((k, Placement::Outer { trips }));
                for (j, plan) in outermost.into_iter().zip(plans) {
                    out.push((j, Placement::Kernel(plan.expect("checked"))));
                }
                continue;
            }
        }
        out.push((
            k,
            match outer {
                Ok(plan) => Placement::Kernel(plan),
                Err(why) => Placement::Host(why),
            },
        ));
    }
    out
}

/// Applies the plans: outlines each kernel, and records in the report which loops became
/// kernels and why the others stay on the host; then outlines the one-thread kernels of
/// `sequential` and returns their names. Each kernel unit's text goes into its host unit
/// as the literal its `text_in` names, when the program is printed.
pub fn apply_all(
    program: &mut Program,
    report: &mut [LoopReport],
    mut plans: Vec<(usize, Placement)>,
    sequential: Vec<KernelPlan>,
    language: Language,
    comm: Option<&comm::CommPlan>,
    check: bool,
) -> Vec<String> {
    let runtime = apply::Runtime::declare(program);
    apply::allocation_through_runtime(program, &runtime);
    // Per-kernel copies, but `--check-transfers` declarations still go in.
    if let Some(c) = comm
        && c.naive.is_some()
        && check
    {
        apply::emit_transfers(program, &runtime, c, check);
    }
    let comm = comm.filter(|c| c.naive.is_none());
    if let Some(c) = comm {
        // The transfers go in first, next to statements of the original program.
        apply::emit_transfers(program, &runtime, c, check);
        // With the data on the device, a kernel of few iterations still beats bringing
        // the data back for a host loop: no run-time trip-count test.
        for (_, placement) in &mut plans {
            if let Placement::Kernel(k) = placement {
                k.guard = None;
            }
        }
    }
    let mut outliner = apply::Outliner {
        comm: comm.map(|c| (c.kernel_uploads.clone(), check)),
        check,
        language,
        names: Names::of_program(program, crate::is_reserved),
        runtime,
        kernel_units: FxHashMap::default(),
        sources: FxHashMap::default(),
        clones: FxHashMap::default(),
    };
    outliner.kernel_units(program);
    for (k, placement) in plans {
        match placement {
            Placement::Kernel(plan) => {
                let (info, test) = outliner.outline(program, &plan);
                let r = &mut report[k];
                r.decision = Decision::Parallel;
                r.kernel = Some(info);
                r.guard_test = test;
            }
            Placement::Host(why) => {
                let r = &mut report[k];
                r.decision = Decision::Sequential;
                r.guard = None;
                r.reasons.push(Reason::NotOnDevice { why });
            }
            Placement::Outer { trips } => {
                let r = &mut report[k];
                r.decision = Decision::Sequential;
                r.guard = None;
                r.reasons.push(Reason::NotOnDevice {
                    why: format!(
                        "its grid would have {trips} points, too few; the parallel loops \
                         inside it are the kernels"
                    )
                    .into(),
                });
            }
        }
    }
    // The one-thread kernels of sequential promotion.
    let names = sequential
        .iter()
        .map(|plan| outliner.outline(program, plan).0.name)
        .collect();
    // Kernel pointers point to global memory: recorded where the language names it.
    if language
        .dialect()
        .address_space(p4a_analyzer::ir::AddrSpace::Global)
        .is_some()
    {
        space::mark_global_pointers(program);
    }
    apply::include_runtime_where_called(program, &outliner.runtime);
    names
}

/// `items` without repeats, in the order of their first occurrence: bounds that print
/// alike are one bound in the report (`max(n - 1, n - 1)` is `n - 1`).
pub(crate) fn distinct_texts(items: Vec<String>) -> Vec<String> {
    let mut seen = FxHashSet::default();
    items
        .into_iter()
        .filter(|item| seen.insert(item.clone()))
        .collect()
}

/// How the bytes of array `array` are counted, for the report
/// ([`KernelInfo::copied_in`](crate::decision::KernelInfo::copied_in)).
pub fn size_text(p: &Program, array: SymbolId, size: &plan::Size) -> String {
    use p4a_analyzer::affine::LinExpr;
    use p4a_analyzer::linear::AVar;
    use plan::Size;
    let name = &p.symbols[array].name;
    match size {
        Size::Object => format!("sizeof {name} bytes"),
        Size::Interval { subs, .. } => {
            let subs: Vec<String> = subs
                .iter()
                .map(|(e, _)| format!("{name}[{}]", p4a_analyzer::print::print_expr(p, *e)))
                .collect();
            format!(
                "the elements {} reach, bounded at run time",
                subs.join(", ")
            )
        }
        Size::Elements { first, last } => {
            let names = p4a_analyzer::linear::Names(p);
            let show = |v: &[Vec<LinExpr<AVar>>], lower: bool| {
                v.iter()
                    .map(|alts| {
                        let items = distinct_texts(
                            alts.iter()
                                .map(|e| format!("{}", e.fmt_with(|x| names.name(x))))
                                .collect(),
                        );
                        match (items.len(), lower) {
                            (1, _) => items[0].clone(),
                            (_, true) => format!("max({})", items.join(", ")),
                            (_, false) => format!("min({})", items.join(", ")),
                        }
                    })
                    .collect::<Vec<_>>()
            };
            let wide = |items: Vec<String>, lower: bool| match distinct_texts(items) {
                items if items.len() == 1 => items[0].clone(),
                items if lower => format!("min({})", items.join(", ")),
                items => format!("max({})", items.join(", ")),
            };
            let from = if first.is_empty() {
                "0".to_string()
            } else {
                wide(show(first, true), true)
            };
            format!(
                "{name}[{from}..={}], sizeof {name}[0] bytes each",
                wide(show(last, false), false)
            )
        }
    }
}

/// The loops of `report` by statement.
pub fn by_stmt(report: &[LoopReport]) -> FxHashMap<StmtId, &LoopReport> {
    report.iter().map(|r| (r.stmt, r)).collect()
}

/// `file.c:13`: where a statement or expression at `loc` is, as the report's reasons name
/// it (a program of several files has several line 13s).
pub(crate) fn loc_text(p: &Program, loc: p4a_analyzer::ir::Loc) -> String {
    format!("{}:{}", p.files[loc.file.0 as usize].path, loc.line)
}

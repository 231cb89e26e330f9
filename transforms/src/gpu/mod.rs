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
pub mod plan;

use rustc_hash::FxHashMap;

use p4a_analyzer::ir::edit::Names;
use p4a_analyzer::ir::{Expr, ExprId, Program, StmtId, UnitRole};

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

/// Plans a kernel for every loop the report makes parallel.
pub fn plan_all(
    cx: &PlanContext,
    report: &[LoopReport],
) -> Vec<(usize, Result<KernelPlan, String>)> {
    report
        .iter()
        .enumerate()
        .filter(|(_, r)| r.decision == Decision::Parallel)
        .map(|(k, r)| (k, plan::plan(cx, r)))
        .collect()
}

/// The kernel sources the host units hold, to fill once the kernel units are printed:
/// `(kernel unit, string literal in its host unit)`.
#[derive(Clone, Debug, Default)]
pub struct KernelSources(pub Vec<(usize, ExprId)>);

/// Applies the plans: outlines each kernel, and records in the report which loops became
/// kernels and why the others stay on the host.
pub fn apply_all(
    program: &mut Program,
    report: &mut [LoopReport],
    plans: Vec<(usize, Result<KernelPlan, String>)>,
    language: Language,
) -> KernelSources {
    let runtime = apply::Runtime::declare(program);
    let mut outliner = apply::Outliner {
        language,
        names: Names::of_program(program),
        runtime,
        kernel_units: FxHashMap::default(),
        sources: FxHashMap::default(),
        clones: FxHashMap::default(),
        _marker: std::marker::PhantomData,
    };
    outliner.kernel_units(program);
    for (k, plan) in plans {
        match plan {
            Ok(plan) => {
                let (info, test) = outliner.outline(program, &plan);
                report[k].kernel = Some(info);
                report[k].guard_test = test;
            }
            Err(why) => {
                let r = &mut report[k];
                r.decision = Decision::Sequential;
                r.guard = None;
                r.reasons.push(Reason::NotOnDevice { why });
            }
        }
    }
    let mut sources: Vec<(usize, ExprId)> = outliner
        .sources
        .iter()
        .map(|(host, &(_, lit))| (outliner.kernel_units[host], lit))
        .collect();
    sources.sort_unstable();
    KernelSources(sources)
}

/// Puts the printed text of each kernel unit into its host unit's string literal, one
/// source line per piece.
pub fn embed_sources(program: &mut Program, sources: &KernelSources, texts: &[String]) {
    for &(unit, lit) in &sources.0 {
        debug_assert!(matches!(
            program.units[unit].role,
            UnitRole::CudaKernels | UnitRole::OpenClKernels
        ));
        let pieces = texts[unit]
            .lines()
            .map(|line| format!("\"{}\\n\"", c_escape(line)))
            .collect();
        program.exprs[lit] = Expr::StringLit(pieces);
    }
}

/// `text` inside a C string literal.
fn c_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\t' => out.push_str("\\t"),
            // `??=` and friends are trigraphs in ISO C modes.
            '?' => out.push_str("\\?"),
            c => out.push(c),
        }
    }
    out
}

/// The loops of `report` by statement.
pub fn by_stmt(report: &[LoopReport]) -> FxHashMap<StmtId, &LoopReport> {
    report.iter().map(|r| (r.stmt, r)).collect()
}

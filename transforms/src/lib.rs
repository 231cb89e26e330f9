//! IR-to-IR transformations of p4a: reduction recognition, the parallel-loop decision
//! with privatisation, OpenMP directive placement, and GPU outlining ([`gpu`]: kernels
//! and the host code that launches them).
//!
//! The OpenMP pipeline (driven from `src/pipeline.rs` of the `p4a` binary):
//! counted loops → induction-variable substitution ([`induction`]) → scalar promotion of
//! updated pointees ([`promote`]) → analyses →
//! decision per loop ([`parallel`], with [`reductions`]) → optional loop distribution
//! (`--fine-grain`, [`distribute`]) → placement and clauses ([`openmp`], with the cost model
//! of [`cost`]) → parallel regions hoisted out of sequential loops ([`hoist`]).

pub mod cost;
pub mod decision;
pub mod devirt;
pub mod distribute;
pub mod fusion;
pub mod gpu;
pub mod hoist;
pub mod idioms;
pub mod induction;
pub mod members;
pub mod openmp;
pub mod parallel;
pub mod promote;
pub mod reductions;
pub mod scalarize;
pub mod unroll;

use p4a_analyzer::print::Dialect;

/// Whether a name a transformation makes up must not be `name`: a word reserved in C or
/// in either kernel language (a name made for host code may end up in a kernel, as a
/// variable of the work the outliner copies). Given to every
/// [`Names`](p4a_analyzer::ir::edit::Names).
pub fn is_reserved(name: &str) -> bool {
    [
        &p4a_analyzer::print::C as &dyn Dialect,
        &p4a_codegen_cuda::Cuda,
        &p4a_codegen_opencl::OpenCl,
    ]
    .iter()
    .any(|dialect| dialect.is_reserved(name))
}

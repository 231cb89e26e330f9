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
pub mod induction;
pub mod members;
pub mod openmp;
pub mod parallel;
pub mod promote;
pub mod reductions;
pub mod scalarize;
pub mod unroll;

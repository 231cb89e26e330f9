//! The p4a front end and analyses: preprocessing, parsing C into the IR, the C printer,
//! and (later) the analyses every decision stands on.
//!
//! **Architecture Invariant:** this crate knows nothing of CUDA or OpenCL.

pub mod access;
pub mod affine;
pub mod callgraph;
pub mod deps;
pub mod diag;
pub mod dump;
pub mod effects;
pub mod front;
pub mod ir;
pub mod linear;
pub mod loops;
pub mod preconditions;
pub mod print;
pub mod regions;

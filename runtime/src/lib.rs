//! The p4a runtime: the library that p4a-generated GPU programs link.
//!
//! Generated host C calls the C ABI declared in `include/p4a_runtime.h` (module
//! [`ffi`]): it maps host arrays to device buffers, copies whole arrays or rectangular
//! blocks to and from the device, loads kernels from source, and launches them over 1-D
//! to 3-D iteration spaces. Behind the ABI:
//!
//! - [`cache`]: the address-mapping cache (host ranges → device buffers, per-byte validity,
//!   growth, LRU eviction with write-back, unmapping), written against the [`Backend`]
//!   trait so that it is tested on the in-memory [`backend::sim`] device;
//! - [`backend`]: OpenCL (`opencl3`) and CUDA (`cudarc`, driver API + NVRTC), both loaded
//!   at run time, chosen by `P4A_BACKEND` or by trying CUDA then OpenCL;
//! - [`index`]: the sorted range index behind every lookup;
//! - [`launch`]: block and grid shapes from device limits and iteration counts;
//! - [`tune`]: the block shapes tried on the first launches of each kernel, timed, and
//!   the fastest kept (`P4A_TUNE=0` turns it off);
//! - [`objects`]: the heap blocks allocated through the runtime, and the clamping of
//!   element ranges to the object that holds a pointer;
//! - [`stats`]: counts and times, written as JSON with `P4A_STATS=path`.
//!
//! **Architecture Invariant:** the runtime depends on no other workspace crate; it is
//! linked into user programs.
//!
//! **API Boundary:** the C ABI and the statistics JSON are read by generated code and by
//! the validation suite; change them together with their readers.

#![warn(missing_docs)]

pub mod backend;
pub mod blocks;
pub mod cache;
pub mod config;
pub mod error;
pub mod ffi;
pub mod index;
pub mod launch;
pub mod objects;
pub mod runtime;
pub mod segments;
pub mod stats;
pub mod tune;

pub use backend::{Backend, BackendSet, BufferId, DeviceInfo, KernelArg};
pub use blocks::Block;
pub use cache::Cache;
pub use config::Config;
pub use error::{Error, Result};
pub use runtime::{Access, Arg, Runtime, RuntimeOptions};
pub use segments::Validity;
pub use stats::Stats;

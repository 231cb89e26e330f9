//! The CUDA back end: what CUDA C++ spells differently from C, as the printer's
//! [`Dialect`]. Kernels are `extern "C" __global__` (unmangled, so that the runtime finds
//! them by name), device functions `__device__`, the grid index is built from
//! `blockIdx`, `blockDim` and `threadIdx`, and pointers are generic (no address-space
//! qualifier). The kernels themselves are IR the outliner made; this crate only spells
//! them.

pub mod keywords;
pub mod math;

use p4a_analyzer::ir::{AddrSpace, FuncKind, IntKind};
use p4a_analyzer::print::Dialect;

#[cfg(test)]
mod tests;

/// CUDA C++ device code.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cuda;

impl Dialect for Cuda {
    fn is_reserved(&self, name: &str) -> bool {
        keywords::is_reserved(name)
    }

    fn func_qualifiers(&self, kind: FuncKind) -> &'static str {
        match kind {
            FuncKind::Kernel { .. } => "extern \"C\" __global__ ",
            FuncKind::Device => "__device__ ",
            FuncKind::Host => "",
        }
    }

    fn grid_index(&self, dim: u8) -> String {
        let axis = ["x", "y", "z"].get(dim as usize).copied().unwrap_or("x");
        format!("(blockIdx.{axis} * (long)blockDim.{axis} + threadIdx.{axis})")
    }

    fn block_index(&self, dim: u8) -> String {
        let axis = ["x", "y", "z"].get(dim as usize).copied().unwrap_or("x");
        format!("(long)threadIdx.{axis}")
    }

    fn barrier(&self) -> &'static str {
        "__syncthreads()"
    }

    fn kernel_block_attribute(&self, block: [u16; 3]) -> String {
        let threads: u32 = block.iter().map(|&d| u32::from(d)).product();
        format!("__launch_bounds__({threads}) ")
    }

    fn address_space(&self, space: AddrSpace) -> Option<&'static str> {
        // Pointers are generic in CUDA; only the tiles' declarations name a space.
        match space {
            AddrSpace::Local => Some("__shared__"),
            AddrSpace::Default | AddrSpace::Global => None,
        }
    }

    fn device_math(&self) -> &'static [&'static str] {
        math::DEVICE_MATH
    }

    fn integer_abs(&self, name: &str) -> Option<&'static str> {
        match name {
            "abs" => Some("int"),
            "labs" => Some("long"),
            "llabs" => Some(IntKind::LongLong.spelling()),
            _ => None,
        }
    }

    fn spells_out_typedefs(&self) -> bool {
        true
    }
}

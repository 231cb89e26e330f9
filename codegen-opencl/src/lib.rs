//! The OpenCL back end: what OpenCL C spells differently from C, as the printer's
//! [`Dialect`]. Kernels are `__kernel`, pointers into the buffers kernels receive are
//! `__global`, the grid index is `get_global_id`, `long long` is `long` (64 bits in
//! OpenCL C), and the C library's math functions take their overloaded names (`sinf`
//! is `sin`). Every kernel unit starts by enabling double precision and turning off
//! the contraction of `a * b + c`. The kernels themselves are IR the outliner made; this
//! crate only spells them.

pub mod keywords;
pub mod math;

use p4a_analyzer::ir::{AddrSpace, FuncKind, IntKind};
use p4a_analyzer::print::Dialect;

#[cfg(test)]
mod tests;

/// OpenCL C kernel code.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpenCl;

impl Dialect for OpenCl {
    fn is_reserved(&self, name: &str) -> bool {
        keywords::is_reserved(name)
    }

    fn prologue(&self) -> &'static [&'static str] {
        &[
            "#pragma OPENCL EXTENSION cl_khr_fp64 : enable",
            // As in C: a * b + c is two roundings, not one fused operation.
            "#pragma OPENCL FP_CONTRACT OFF",
        ]
    }

    fn func_qualifiers(&self, kind: FuncKind) -> &'static str {
        match kind {
            FuncKind::Kernel { .. } => "__kernel ",
            FuncKind::Device | FuncKind::Host => "",
        }
    }

    fn grid_index(&self, dim: u8) -> String {
        format!("(long)get_global_id({dim})")
    }

    fn block_index(&self, dim: u8) -> String {
        format!("(long)get_local_id({dim})")
    }

    fn barrier(&self) -> &'static str {
        "barrier(CLK_LOCAL_MEM_FENCE)"
    }

    fn kernel_block_attribute(&self, block: [u16; 3]) -> String {
        let [x, y, z] = block;
        format!("__attribute__((reqd_work_group_size({x}, {y}, {z}))) ")
    }

    fn int_type(&self, kind: IntKind) -> &'static str {
        match kind {
            // OpenCL C has no `long long`: its `long` has 64 bits.
            IntKind::LongLong => "long",
            IntKind::ULongLong => "unsigned long",
            kind => kind.spelling(),
        }
    }

    fn address_space(&self, space: AddrSpace) -> Option<&'static str> {
        Some(match space {
            AddrSpace::Default => "",
            AddrSpace::Global => "__global",
            AddrSpace::Local => "__local",
        })
    }

    fn device_math(&self) -> &'static [&'static str] {
        math::DEVICE_MATH
    }

    fn library_name<'n>(&self, name: &'n str) -> &'n str {
        overloaded_name(name)
    }

    fn integer_abs(&self, name: &str) -> Option<&'static str> {
        match name {
            "abs" => Some("int"),
            "labs" | "llabs" => Some("long"),
            _ => None,
        }
    }

    fn spells_out_typedefs(&self) -> bool {
        true
    }
}

/// The OpenCL C name of a C library function: OpenCL's math functions are overloaded on
/// the argument type, so the `float` and `long double` variants of C (`sinf`, `sinl`)
/// take the plain name, as do the integer `labs` and `llabs` (OpenCL's `abs`).
fn overloaded_name(name: &str) -> &str {
    match name {
        "labs" | "llabs" => "abs",
        _ => name
            .strip_suffix(['f', 'l'])
            .filter(|base| math::DEVICE_MATH.contains(base))
            .unwrap_or(name),
    }
}

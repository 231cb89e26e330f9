//! The words OpenCL C reserves: its keywords, types and built-in functions, its vector
//! types and the macros it defines in every kernel. A name p4a makes up is none of them
//! ([`is_reserved`]).

/// The keywords, types and built-in functions of OpenCL C that a kernel's names could hide.
pub const OPENCL_NAMES: &[&str] = &[
    "kernel",
    "global",
    "local",
    "constant",
    "private",
    "__private",
    "__local",
    "__constant",
    "__kernel",
    "__global",
    "generic",
    "read_only",
    "write_only",
    "read_write",
    "uniform",
    "pipe",
    "half",
    "uchar",
    "ushort",
    "uint",
    "ulong",
    "image1d_t",
    "image2d_t",
    "image3d_t",
    "sampler_t",
    "event_t",
    "size_t",
    "ptrdiff_t",
    "intptr_t",
    "uintptr_t",
    "get_global_id",
    "get_local_id",
    "get_group_id",
    "get_global_size",
    "get_local_size",
    "get_num_groups",
    "barrier",
];

/// Macros OpenCL C defines in every kernel (limits, math constants): a variable of that
/// name would be replaced by the preprocessor.
const MACROS: [&str; 24] = [
    "CHAR_BIT",
    "CHAR_MAX",
    "CHAR_MIN",
    "SCHAR_MAX",
    "SCHAR_MIN",
    "UCHAR_MAX",
    "SHRT_MAX",
    "SHRT_MIN",
    "USHRT_MAX",
    "INT_MAX",
    "INT_MIN",
    "UINT_MAX",
    "LONG_MAX",
    "LONG_MIN",
    "ULONG_MAX",
    "MAXFLOAT",
    "HUGE_VAL",
    "HUGE_VALF",
    "INFINITY",
    "NAN",
    "FP_ILOGB0",
    "FP_ILOGBNAN",
    "NULL",
    "EOF",
];

/// The prefixes of the other macros OpenCL C defines (math constants, limits, fences,
/// versions).
const MACRO_PREFIXES: [&str; 6] = ["M_", "FLT_", "DBL_", "CLK_", "CL_", "__OPENCL"];

/// Whether `name` is reserved in OpenCL C: a keyword of C, a keyword, type or built-in
/// function of OpenCL C, a vector type, or a macro.
pub fn is_reserved(name: &str) -> bool {
    p4a_analyzer::ir::edit::is_c_reserved(name)
        || OPENCL_NAMES.contains(&name)
        || is_vector_type(name)
        || MACROS.contains(&name)
        || MACRO_PREFIXES.iter().any(|prefix| name.starts_with(prefix))
}

/// OpenCL C's vector types: `float4`, `uchar16`, `double2`...
fn is_vector_type(name: &str) -> bool {
    const SCALARS: [&str; 11] = [
        "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double",
        "half",
    ];
    SCALARS.iter().any(|base| {
        name.strip_prefix(base)
            .is_some_and(|n| matches!(n, "2" | "3" | "4" | "8" | "16"))
    })
}

//! The words CUDA C++ reserves in device code: the keywords of C++ (CUDA sources are
//! C++), the names CUDA predefines, and its macros. A name p4a makes up is none of them
//! ([`is_reserved`]).

/// The keywords of C++.
pub const CPP_KEYWORDS: &[&str] = &[
    "alignas",
    "alignof",
    "and",
    "and_eq",
    "bitand",
    "bitor",
    "bool",
    "catch",
    "class",
    "compl",
    "concept",
    "consteval",
    "constexpr",
    "constinit",
    "const_cast",
    "co_await",
    "co_return",
    "co_yield",
    "decltype",
    "delete",
    "dynamic_cast",
    "explicit",
    "export",
    "false",
    "friend",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "not",
    "not_eq",
    "nullptr",
    "operator",
    "or",
    "or_eq",
    "private",
    "protected",
    "public",
    "reinterpret_cast",
    "requires",
    "static_assert",
    "static_cast",
    "template",
    "this",
    "thread_local",
    "throw",
    "true",
    "try",
    "typeid",
    "typename",
    "using",
    "virtual",
    "wchar_t",
    "xor",
    "xor_eq",
];

/// The names CUDA predefines in device code.
pub const CUDA_NAMES: &[&str] = &[
    "threadIdx",
    "blockIdx",
    "blockDim",
    "gridDim",
    "warpSize",
    "dim3",
    "uint3",
];

/// Whether `name` is reserved in CUDA device code: a keyword of C or C++, a name CUDA
/// predefines, or one of its macros (`__CUDA_ARCH__`...).
pub fn is_reserved(name: &str) -> bool {
    p4a_analyzer::ir::edit::is_c_reserved(name)
        || CPP_KEYWORDS.contains(&name)
        || CUDA_NAMES.contains(&name)
        || name.starts_with("__CUDA")
}

//! The printer's one interface to the languages it writes: [`Dialect`], what a language
//! spells differently from C, as hooks the shared printer calls. [`C`] is plain C, the
//! host language; the back ends (crates `p4a-codegen-*`) implement the kernel languages.
//!
//! A dialect decides nothing about the program: which functions are kernels, the grid,
//! the address space of a pointer are in the IR. It only spells them.

use crate::ir::{AddrSpace, FuncKind, IntKind};

/// What a language writes differently from C. Every method has C's answer as its default.
pub trait Dialect: Sync {
    /// Whether a name p4a makes up must not be `name` in this language: a keyword, or a
    /// name it predefines (types, built-in functions, macros).
    fn is_reserved(&self, name: &str) -> bool {
        crate::ir::edit::is_c_reserved(name)
    }

    /// Lines written at the top of every unit, before its items (pragmas the language
    /// needs); each is written followed by a newline.
    fn prologue(&self) -> &'static [&'static str] {
        &[]
    }

    /// What precedes the definition of a function of kind `kind` (with its trailing
    /// space): qualifiers that make it a kernel or a device function.
    fn func_qualifiers(&self, kind: FuncKind) -> &'static str {
        let _ = kind;
        ""
    }

    /// The position of the running grid point along dimension `dim`
    /// ([`Expr::GridIndex`](crate::ir::Expr::GridIndex)), as an expression of type
    /// `long` that needs no parentheses.
    fn grid_index(&self, dim: u8) -> String {
        // Host code has no grid (the verifier refuses it there).
        format!("__p4a_grid_index({dim})")
    }

    /// The position of the running work item in its block along dimension `dim`
    /// ([`Expr::BlockIndex`](crate::ir::Expr::BlockIndex)), as an expression of type
    /// `long` that needs no parentheses.
    fn block_index(&self, dim: u8) -> String {
        format!("__p4a_block_index({dim})")
    }

    /// The block barrier over local memory
    /// ([`Expr::Barrier`](crate::ir::Expr::Barrier)), as a call expression.
    fn barrier(&self) -> &'static str {
        "__p4a_barrier()"
    }

    /// What follows the qualifiers of a kernel that must be launched with blocks of
    /// shape `block` (x first), with its trailing space: an attribute that tells the
    /// kernel compiler, when the language has one.
    fn kernel_block_attribute(&self, block: [u16; 3]) -> String {
        let _ = block;
        String::new()
    }

    /// The spelling of integer type `kind`.
    fn int_type(&self, kind: IntKind) -> &'static str {
        kind.spelling()
    }

    /// The qualifier of address space `space`, `None` when the language has no
    /// address-space qualifiers (its pointers are generic).
    fn address_space(&self, space: AddrSpace) -> Option<&'static str> {
        let _ = space;
        None
    }

    /// The C library's math functions (double forms) code in this language may call
    /// under the same name; their `f` forms too. The language overloads them on the
    /// argument type, so the printer writes C's conversion of the arguments out
    /// (`sqrt((double)i)`). Empty in C.
    fn device_math(&self) -> &'static [&'static str] {
        &[]
    }

    /// The name under which code calls C library function `name` (a function the
    /// program declares without defining it).
    fn library_name<'n>(&self, name: &'n str) -> &'n str {
        name
    }

    /// The C type of the integer absolute-value function `name` (`abs`, `labs`,
    /// `llabs`) when the language overloads it, so that C's conversions of the
    /// argument and the result are written out (`(int)abs((int)x)`); `None` in C and
    /// for any other name.
    fn integer_abs(&self, name: &str) -> Option<&'static str> {
        let _ = name;
        None
    }

    /// Whether a typedef name of an arithmetic type is written as the type it names
    /// (units in the language hold no typedef).
    fn spells_out_typedefs(&self) -> bool {
        false
    }

    /// The pieces of the C string literal that holds `text`, the printed text of a unit
    /// in this language, in the host code that loads it: one source line a piece.
    fn embed(&self, text: &str) -> Vec<String> {
        text.lines()
            .map(|line| format!("\"{}\\n\"", c_escape(line)))
            .collect()
    }
}

/// Plain C: every hook's default.
#[derive(Clone, Copy, Debug, Default)]
pub struct C;

impl Dialect for C {}

/// `text` inside a C string literal.
pub fn c_escape(text: &str) -> String {
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

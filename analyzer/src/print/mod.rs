//! The C printer: IR back to C text that compiles (as gnu11) and behaves exactly like the
//! input, written readably: 4-space indentation, one statement per line, braces around
//! every body.
//!
//! One [`Writer`] holds the program and the text written so far; its methods are split
//! by what they print: `types.rs` (specifiers, declarators, struct/union/enum bodies),
//! `exprs.rs` (expressions with derived parentheses, initializers), `stmts.rs`
//! (statements and declarations). This file holds the entry points, units and function
//! definitions.
//!
//! The printer writes C and, through one interface, the languages that differ from it in
//! spelling only: a [`Dialect`] (`dialect.rs`) is passed in by the caller, [`C`] by
//! default. The kernel languages' dialects live in the back-end crates; this crate names
//! no kernel language. What to write (which functions are kernels, the address space of a
//! pointer, which literal holds a unit's text) is in the IR; a dialect only spells it.
//!
//! # Conventions
//!
//! - **Parentheses** are derived from C's precedence and associativity, plus those gcc's
//!   `-Wparentheses` asks for (a comparison or `+`/`-` under `&`, `|`, `^`; mixed bitwise
//!   operators; `+`/`-` under a shift; `&&` under `||`; a comparison under a comparison;
//!   `!x` on the left of a comparison; an assignment used as a condition), and around a
//!   comma expression used as an argument or initializer. A unary operand whose text would
//!   glue to its operator (`- -x`, `+ ++x`) is parenthesized: `-(-x)`.
//! - **Declarators** are printed relative to the declaration's base type: a
//!   [`Declarator`](crate::ir::Declarator)'s type is descended (pointer, array, function
//!   return) until the group's base is reached. A group where some declarator does not
//!   reach its base is printed as one declaration per declarator, each relative to its
//!   own innermost type. A base that is itself a pointer, array or function type prints
//!   as `__typeof__(T)`, so that the declarators still share it.
//! - **Struct, union and enum bodies** are printed where a declaration's `defines_base`
//!   says so, and always for types without a tag (they have no other name). Inside
//!   expressions (casts, `sizeof`, compound literals), parameter lists and `for` clauses
//!   a body is written on one line.
//! - **Indentation** stops growing at [`MAX_INDENT`] levels, so that the output of a deep
//!   nest stays linear in its size.
//! - **Long lines**: call arguments and the declarators of a declaration that would go
//!   past column 100 are broken into lines, the continuation one level in. Initializer
//!   lists longer than 80 columns go one element a line when they nest, filled otherwise.
//! - **Verbatim texts**: `Stmt::Asm` and `Stmt::StaticAssert` hold the text without the
//!   trailing `;`; the printer adds it (unless the text already ends with `;`).
//!   `Item::Include` is printed as is. A unit's feature-test macro directives
//!   (`Unit::feature_macros`) are printed before its items, `Item::Macro` where it
//!   stands; both as `#define NAME VALUE` or `#undef NAME`. An asm label is printed as is
//!   when it starts with `asm`/`__asm`, as `__asm__(TEXT)` when it is a string literal, as
//!   `__asm__("TEXT")` otherwise.
//! - **Labels** (`name:`, `case`, `default`) go on their own line, one level out of the
//!   statements they sit among; a marker that ends a block or precedes a declaration or
//!   a pragma is followed by `;` (a label must label a statement).
//! - **What is dropped**: qualifiers stored on an array or function type itself (C has
//!   no place for them; they belong to the element type).
//!
//! Valid IR never makes the printer fail or panic; odd IR prints as best it can.

mod dialect;
mod exprs;
mod stmts;
mod types;

/// The deepest indentation written, in levels of 4 spaces.
pub const MAX_INDENT: usize = 32;

#[cfg(test)]
mod tests;

pub use dialect::{C, Dialect, c_escape};

use crate::ir::{
    Directive, ExprId, FuncId, FuncKind, Item, MacroDirective, ParallelLoop, Program, RecordId,
    StmtId, TypeId, TypeKind, UnitRole,
};
use rustc_hash::FxHashMap;

/// Calls and declarations that would make a line longer than this are broken into
/// lines.
const LINE_LIMIT: usize = 100;

/// Prints the top level of translation unit `unit` of `program` (empty if there is no
/// such unit) in `dialect`, the language of its role: the dialect's prologue, `#include`
/// lines, file-scope declarations and function definitions, in order, with a blank line
/// around each function definition.
pub fn print_unit(program: &Program, unit: usize, dialect: &dyn Dialect) -> String {
    print_unit_with(program, unit, dialect, &FxHashMap::default())
}

/// [`print_unit`], with the string literals of `embedded` printed as its pieces.
fn print_unit_with(
    program: &Program,
    unit: usize,
    dialect: &dyn Dialect,
    embedded: &FxHashMap<ExprId, Vec<String>>,
) -> String {
    let Some(unit) = program.units.get(unit) else {
        return String::new();
    };
    let mut writer = Writer::new(program, 0);
    writer.dialect = dialect;
    writer.embedded = Some(embedded);
    for directive in &unit.feature_macros {
        writer.write_macro(directive);
    }
    for line in dialect.prologue() {
        writer.out.push_str(line);
        writer.out.push('\n');
    }
    // A prologue is set apart from a function definition as a statement item is.
    let after_prologue = (!dialect.prologue().is_empty()).then_some(false);
    writer.write_items(&unit.items, after_prologue);
    writer.out
}

/// Prints every unit of `program`, each in the dialect `dialect_of` gives for its role,
/// and returns the texts by unit. A unit with `text_in` is printed first; its text,
/// embedded as its dialect says ([`Dialect::embed`]), is what its literal prints as in
/// the host unit.
pub fn print_program<'d>(
    program: &Program,
    dialect_of: &dyn Fn(UnitRole) -> &'d dyn Dialect,
) -> Vec<String> {
    let mut texts = vec![String::new(); program.units.len()];
    let mut embedded = FxHashMap::default();
    for (k, unit) in program.units.iter().enumerate() {
        if let Some(lit) = unit.text_in {
            let dialect = dialect_of(unit.role);
            texts[k] = print_unit(program, k, dialect);
            embedded.insert(lit, dialect.embed(&texts[k]));
        }
    }
    for (k, unit) in program.units.iter().enumerate() {
        if unit.text_in.is_none() {
            texts[k] = print_unit_with(program, k, dialect_of(unit.role), &embedded);
        }
    }
    texts
}

/// Prints one expression, without a trailing newline (a comma expression is not
/// parenthesized).
pub fn print_expr(program: &Program, expr: ExprId) -> String {
    let mut writer = Writer::new(program, 0);
    writer.write_expr(expr);
    writer.out
}

/// The text of a parallel loop's directive after `#pragma`
/// (`omp parallel for private(t) reduction(+:s)`).
pub fn print_directive(program: &Program, d: &Directive) -> String {
    let mut writer = Writer::new(program, 0);
    writer.write_directive(d);
    writer.out
}

/// The clauses of a parallel loop's directive (`private(t) reduction(+:s)`), empty when
/// it has none.
pub fn print_clauses(program: &Program, d: &ParallelLoop) -> String {
    let mut writer = Writer::new(program, 0);
    writer.write_clauses(d);
    writer.out.trim_start().to_string()
}

/// Prints the declaration of `name` with type `ty`, without `;` (`double (*a)[n]`);
/// an empty `name` gives the abstract type name (`double (*)[n]`).
pub fn print_type(program: &Program, ty: TypeId, name: &str) -> String {
    let mut writer = Writer::new(program, 0);
    writer.write_full_declaration(ty, name);
    writer.out
}

/// Prints one statement (and what it contains) at indentation level `indent` (4 spaces
/// a level), ending with a newline.
pub fn print_stmt(program: &Program, stmt: StmtId, indent: usize) -> String {
    let mut writer = Writer::new(program, indent);
    writer.write_stmt(stmt);
    writer.out
}

/// The printer's state: the program being printed and the text written so far.
struct Writer<'a> {
    // Inputs.
    program: &'a Program,
    // Internal state.
    /// The text written so far.
    out: String,
    /// Indentation level of the statement being written.
    level: usize,
    /// Records whose bodies are being written, innermost last: a record met again
    /// inside its own body (possible only in malformed IR) is not expanded again.
    open_records: Vec<RecordId>,
    /// How many [`Writer::capture`]s are running: while one is, the column of `out`'s
    /// end is not known, so long lines are not broken.
    captures: usize,
    /// How many type names in expressions, parameter lists or `for` clauses are being
    /// written: struct and union bodies there are written on one line.
    inline_bodies: usize,
    /// The language written.
    dialect: &'a dyn Dialect,
    /// String literals printed as other pieces than the IR's: those that hold a unit's
    /// printed text.
    embedded: Option<&'a FxHashMap<ExprId, Vec<String>>>,
}

impl<'a> Writer<'a> {
    fn new(program: &'a Program, level: usize) -> Self {
        Writer {
            program,
            out: String::new(),
            level,
            open_records: Vec::new(),
            captures: 0,
            inline_bodies: 0,
            dialect: &C,
            embedded: None,
        }
    }

    /// Writes the indentation of the current level.
    fn indent(&mut self) {
        self.indent_at(self.level);
    }

    /// Writes the indentation of level `level`.
    fn indent_at(&mut self, level: usize) {
        for _ in 0..level.min(MAX_INDENT) {
            self.out.push_str("    ");
        }
    }

    /// Runs `write` on an empty buffer and returns what it wrote, leaving `out` as it was.
    fn capture(&mut self, write: impl FnOnce(&mut Self)) -> String {
        let saved = std::mem::take(&mut self.out);
        self.captures += 1;
        write(self);
        self.captures -= 1;
        std::mem::replace(&mut self.out, saved)
    }

    /// The column (in bytes) where the next character goes, when known.
    fn column(&self) -> Option<usize> {
        if self.captures > 0 {
            return None;
        }
        let line_start = self.out.rfind('\n').map_or(0, |pos| pos + 1);
        Some(self.out.len() - line_start)
    }

    /// Writes the items of a unit in order; `previous_was_func` tells what was written
    /// before them (`None`: nothing, `Some(false)`: lines that are no function).
    fn write_items(&mut self, items: &[Item], mut previous_was_func: Option<bool>) {
        for item in items {
            let is_func = matches!(item, Item::Func(_));
            if previous_was_func.is_some_and(|previous| previous || is_func) {
                self.out.push('\n');
            }
            match item {
                Item::Include(text) => {
                    self.out.push_str(text.trim_end());
                    self.out.push('\n');
                }
                Item::Macro(directive) => self.write_macro(directive),
                Item::Stmt(stmt) => self.write_stmt(*stmt),
                Item::Func(func) => self.write_func(*func),
            }
            previous_was_func = Some(is_func);
        }
    }

    /// Writes a macro directive on its own line.
    fn write_macro(&mut self, directive: &MacroDirective) {
        match directive {
            MacroDirective::Define { name, value } if value.is_empty() => {
                self.out.push_str("#define ");
                self.out.push_str(name);
            }
            MacroDirective::Define { name, value } => {
                self.out.push_str("#define ");
                self.out.push_str(name);
                self.out.push(' ');
                self.out.push_str(value);
            }
            MacroDirective::Undef { name } => {
                self.out.push_str("#undef ");
                self.out.push_str(name);
            }
        }
        self.out.push('\n');
    }

    /// Writes a function definition: specifiers, declarator, old-style parameter
    /// declarations if any, then the body.
    fn write_func(&mut self, id: FuncId) {
        let program = self.program;
        let func = &program.funcs[id];
        let name = &program.symbols[func.sym].name;
        if let Some(comment) = &func.comment {
            self.indent();
            self.out.push_str("/* ");
            self.out.push_str(&comment.replace("*/", "* /"));
            self.out.push_str(" */\n");
        }
        self.indent();
        self.out.push_str(self.dialect.func_qualifiers(func.kind));
        if let FuncKind::Kernel {
            block: Some(block), ..
        } = func.kind
        {
            self.out
                .push_str(&self.dialect.kernel_block_attribute(block));
        }
        self.write_specs(&func.specs);
        let base = if self.reaches(func.ty, func.base) {
            func.base
        } else {
            self.innermost(func.ty)
        };
        self.write_base(base, false);
        let declarator = self.declarator(func.ty, base, name, true);
        self.out.push(' ');
        self.out.push_str(&declarator);
        self.out.push('\n');
        if let TypeKind::Func {
            params,
            prototyped: false,
            ..
        } = &program.types[func.ty].kind
        {
            for param in params {
                self.indent();
                self.write_param(param);
                self.out.push_str(";\n");
            }
        }
        self.indent();
        self.out.push_str("{\n");
        self.level += 1;
        self.write_block_contents(&func.body.0);
        self.level -= 1;
        self.indent();
        self.out.push_str("}\n");
    }
}
